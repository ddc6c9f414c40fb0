"""Events and players put into words, for logs, messages and match sheets."""

from __future__ import annotations

from tracker.core.match.events import (
    Card,
    CardKind,
    Event,
    FormationChange,
    Goal,
    GoalKind,
    MatchEnd,
    MissedPenalty,
    PeriodEnd,
    PeriodStart,
    PlayerOff,
    ShootoutKick,
    Substitution,
)
from tracker.core.match.matchtime import Period
from tracker.core.match.model import Match

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


def player_name(match: Match, pid: int | None, unknown: str = "unknown") -> str:
    """A player's full name, or ``unknown``."""
    if pid is None:
        return unknown
    for team in (match.home, match.away):
        player = team.player(pid)
        if player is not None:
            return player.name
    return f"player {pid}"


def kind_label(event: Event) -> str:
    """A short name for the kind of event (Goal, Substitution, Yellow card…)."""
    if isinstance(event, Goal):
        return {
            GoalKind.OWN_GOAL: "Own goal",
            GoalKind.PENALTY: "Penalty goal",
            GoalKind.HEADER: "Goal (header)",
            GoalKind.FREE_KICK: "Goal (free kick)",
        }.get(event.how, "Goal")
    if isinstance(event, Card):
        return _CARD_WORDS[event.card]
    if isinstance(event, PeriodStart):
        return _START_WORDS[event.period]
    if isinstance(event, PeriodEnd):
        return _END_WORDS[event.period]
    labels: dict[type, str] = {
        MatchEnd: "Full time",
        MissedPenalty: "Penalty missed",
        Substitution: "Substitution",
        PlayerOff: "Player off",
        ShootoutKick: "Shootout kick",
        FormationChange: "Formation change",
    }
    return labels.get(type(event), event.kind)


def describe(match: Match, event: Event) -> str:
    """One line that says what happened, without the minute."""

    def name(pid: int | None) -> str:
        return player_name(match, pid)

    if isinstance(event, Goal):
        return _goal(match, event)
    if isinstance(event, Substitution):
        extra = " (concussion)" if event.concussion else ""
        team = match.team(event.side).name
        return f"Substitution{extra}, {team}: {name(event.on)} on for {name(event.off)}"
    if isinstance(event, Card):
        who = name(event.player) if event.player is not None else event.official
        return f"{kind_label(event)}: {who} ({match.team(event.side).name})"
    if isinstance(event, MissedPenalty):
        how = "saved" if event.saved else "missed"
        return f"Penalty {how}: {name(event.player)} ({match.team(event.side).name})"
    if isinstance(event, PlayerOff):
        return f"{name(event.player)} leaves the pitch, not replaced"
    if isinstance(event, ShootoutKick):
        result = "scores" if event.scored else "misses"
        return f"Shootout: {name(event.player)} ({match.team(event.side).name}) {result}"
    if isinstance(event, FormationChange):
        return f"{match.team(event.side).name} change to {event.formation}"
    return kind_label(event)


def _goal(match: Match, event: Goal) -> str:
    """``Goal: scorer``, with the team an own goal counts for and the assist."""
    team = match.team(event.for_side).name
    scorer = event.scorer
    who = player_name(match, scorer) if scorer is not None else f"{team} (scorer unknown)"
    text = f"{kind_label(event)}: {who}"
    if event.how is GoalKind.OWN_GOAL:
        text += f", for {team}"
    if event.assist is not None:
        text += f", assist {player_name(match, event.assist)}"
    return text


def filed(match: Match, event: Event) -> str:
    """What was logged and where it was filed: ``Goal: Paul Pogba at 45'+5, first half``."""
    what = describe(match, event)
    what = what[:1].lower() + what[1:]
    if event.time.period is Period.SHOOTOUT:
        return f"{what}, in the penalty shootout"
    return f"{what} at {event.time}, {event.time.period.label.lower()}"
