"""Events and players put into words, for logs, messages and match sheets.

Each text is written in the user's language (:func:`tracker.core.i18n.gettext`) unless
a ``t`` is given: a match sheet passes the translator of the match's language.
"""

from __future__ import annotations

from tracker.core.i18n import Translate, gettext, lowers_nouns
from tracker.core.match.events import (
    Card,
    CardKind,
    Event,
    FormationChange,
    Goal,
    GoalKind,
    MatchAbandoned,
    MatchEnd,
    MissedPenalty,
    PeriodEnd,
    PeriodStart,
    PlayerOff,
    ShootoutKick,
    Substitution,
)
from tracker.core.match.matchtime import Period
from tracker.core.match.model import Match, Side

_START_WORDS = {
    Period.FIRST_HALF: "Kick-off",
    Period.SECOND_HALF: "Second half begins",
    Period.EXTRA_FIRST: "Extra time begins",
    Period.EXTRA_SECOND: "Second half of extra time begins",
    Period.SHOOTOUT: "Penalty shootout begins",
}
_END_WORDS = {
    Period.FIRST_HALF: "Half-time",
    Period.SECOND_HALF: "End of the second half",
    Period.EXTRA_FIRST: "End of the first half of extra time",
    Period.EXTRA_SECOND: "End of extra time",
    Period.SHOOTOUT: "End of the shootout",
}
_CARD_WORDS = {
    CardKind.YELLOW: "Yellow card",
    CardKind.SECOND_YELLOW: "Second yellow card (sent off)",
    CardKind.RED: "Red card (sent off)",
}
_GOAL_WORDS = {
    GoalKind.OWN_GOAL: "Own goal",
    GoalKind.PENALTY: "Penalty goal",
    GoalKind.HEADER: "Goal (header)",
    GoalKind.FREE_KICK: "Goal (free kick)",
}
_KIND_WORDS: dict[type, str] = {
    MatchEnd: "Full time",
    MatchAbandoned: "Match abandoned",
    MissedPenalty: "Penalty missed",
    Substitution: "Substitution",
    PlayerOff: "Player off",
    ShootoutKick: "Shootout kick",
    FormationChange: "Formation change",
}


def player_name(match: Match, pid: int | None, unknown: str = "unknown") -> str:
    """A player's full name, or ``unknown``."""
    if pid is None:
        return unknown
    for team in (match.home, match.away):
        player = team.player(pid)
        if player is not None:
            return player.name
    return f"player {pid}"


def whistle_words(period: Period, final: bool, t: Translate = gettext) -> str:
    """What the whistle at the end of ``period`` means: "Half-time", "End of the second
    half" (extra time follows), "Full time" (``final``: the match ended there)…"""
    if final and period is Period.SECOND_HALF:
        return t("Full time")
    return t(_END_WORDS[period])


def kind_label(event: Event, t: Translate = gettext) -> str:
    """A short name for the kind of event (Goal, Substitution, Yellow card…)."""
    if isinstance(event, Goal):
        return t(_GOAL_WORDS.get(event.how, "Goal"))
    if isinstance(event, Card):
        return t(_CARD_WORDS[event.card])
    if isinstance(event, PeriodStart):
        return t(_START_WORDS[event.period])
    if isinstance(event, PeriodEnd):
        return t(_END_WORDS[event.period])
    label = _KIND_WORDS.get(type(event))
    return t(label) if label is not None else event.kind


def _as_is(name: str) -> str:
    return name


def _team_name(match: Match, side: Side, shown: Translate) -> str:
    return shown(match.team(side).name)


def describe(
    match: Match, event: Event, t: Translate = gettext, *, shown: Translate = _as_is
) -> str:
    """One line that says what happened, without the minute.

    ``shown`` writes each team's and player's name: as it is for data (the CSV's
    description), isolated (:func:`tracker.core.bidi.isolate`) for a screen, where an
    Arabic team's name would otherwise turn "change to 4-4-1" round.
    """

    def name(pid: int | None) -> str:
        return shown(player_name(match, pid, t("unknown")))

    if isinstance(event, Goal):
        return _goal(match, event, t, shown)
    if isinstance(event, Substitution):
        text = (
            t("Substitution (concussion), {team}: {on} on for {off}")
            if event.concussion
            else t("Substitution, {team}: {on} on for {off}")
        )
        team = _team_name(match, event.side, shown)
        return text.format(team=team, on=name(event.on), off=name(event.off))
    if isinstance(event, Card):
        who = name(event.player) if event.player is not None else shown(event.official)
        return f"{kind_label(event, t)}: {who} ({_team_name(match, event.side, shown)})"
    if isinstance(event, MissedPenalty):
        text = (
            t("Penalty saved: {player} ({team})")
            if event.saved
            else t("Penalty missed: {player} ({team})")
        )
        return text.format(player=name(event.player), team=_team_name(match, event.side, shown))
    if isinstance(event, PlayerOff):
        return t("{player} leaves the pitch, not replaced").format(player=name(event.player))
    if isinstance(event, ShootoutKick):
        text = (
            t("Shootout: {player} ({team}) scores")
            if event.scored
            else t("Shootout: {player} ({team}) misses")
        )
        return text.format(player=name(event.player), team=_team_name(match, event.side, shown))
    if isinstance(event, FormationChange):
        text = t("{team} change to {formation}")
        return text.format(team=_team_name(match, event.side, shown), formation=event.formation)
    if isinstance(event, MatchAbandoned) and event.reason.strip():
        return t("Match abandoned: {reason}").format(reason=event.reason.strip())
    return kind_label(event, t)


def _goal(match: Match, event: Goal, t: Translate, shown: Translate) -> str:
    """``Goal: scorer``, with the team an own goal counts for and the assist."""
    team = shown(match.team(event.for_side).name)
    scorer = event.scorer
    if scorer is None:  # an own goal's scorer is of the other team than it counts for
        who = t("{team} (scorer unknown)").format(team=shown(match.team(event.side).name))
    else:
        who = shown(player_name(match, scorer, t("unknown")))
    text = f"{kind_label(event, t)}: {who}"
    if event.how is GoalKind.OWN_GOAL:
        text += t(", for {team}").format(team=team)
    if event.assist is not None:
        assist = shown(player_name(match, event.assist, t("unknown")))
        text += t(", assist {player}").format(player=assist)
    return text


def lowered(text: str) -> str:
    """A text that begins a sentence made to follow words, in the user's language:
    ``Goal: …`` → ``goal: …`` (German keeps its capital nouns: ``Tor: …``)."""
    return text[:1].lower() + text[1:] if lowers_nouns() else text


def described_within(match: Match, event: Event) -> str:
    """The event described to follow words ("Logged goal: …", "Undo yellow card …"):
    lowered as :func:`lowered` says, unless it begins with a name ("England change to
    4-2-3-1", "Lionel Messi leaves the pitch, not replaced")."""
    text = describe(match, event)
    return text if isinstance(event, FormationChange | PlayerOff) else lowered(text)


def filed(match: Match, event: Event) -> str:
    """What was logged and where it was filed: ``goal: Paul Pogba at 45'+5, first half``."""
    what = described_within(match, event)
    if event.time.period is Period.SHOOTOUT:
        if isinstance(event, PeriodStart | PeriodEnd | MatchEnd | ShootoutKick):
            # The whistle says where, and a kick's words say shootout already.
            return what
        return gettext("{what}, in the penalty shootout").format(what=what)
    period = lowered(gettext(event.time.period.label))
    return gettext("{what} at {time}, {period}").format(what=what, time=event.time, period=period)
