"""Knockout ties of one match or two legs, and who went through.

A two-legged tie (the Champions League's round of 16, the Championship's play-off
semi-finals) is decided on aggregate goals; level, by away goals where the
competition's rules of that season say so (UEFA until 2020-21), then by extra time
and a shootout in the second leg. A tie whose deciding part the data does not hold
(a shootout the file gives as level, a leg with no score) has no winner here: it
says what is missing instead of guessing.
"""

from __future__ import annotations

import datetime as dt
import enum
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace

from tracker.core.i18n import Translate, translator
from tracker.core.match.model import Side
from tracker.core.results.rounds import decided_on_aggregate, extra_time_may_follow


@dataclass(frozen=True)
class Reason:
    """How a tie was decided, or what is missing, as words to write in any language.

    Attributes:
        text: The English words, the key of their translations, with ``{fields}``
            ("on penalties ({shootout})").
        fields: What fills them: a score or a place, or (``why``) another reason's words.
    """

    text: str = ""
    fields: tuple[tuple[str, str], ...] = ()

    def words(self, t: Translate) -> str:
        """The reason as ``t`` writes it; a field of words (``why``) is translated too."""
        filled = {key: t(value) if key == "why" else value for key, value in self.fields}
        return t(self.text).format(**filled) if self.text else ""


@dataclass(frozen=True)
class Leg:
    """One match of a tie.

    Attributes:
        home: The home team.
        away: The away team.
        home_goals: Goals of the whole match (extra time included) for home.
        away_goals: The same for away.
        played: False for a fixture (its goals mean nothing), and for a match being
            played (see ``live``).
        live: Being logged now: its goals are the score as it stands.
        unfinished: Logged, its log stopping before full time, its day long past
            (nobody logs it now): its result is not known.
        unknown: Not played as far as the library knows, though its day has passed:
            its result is not known.
        postponed: Given as postponed by its source: not played on its day, its new
            day not known here.
        extra_time: It went to extra time.
        shootout: The shootout's kicks scored (home, away), if known.
        date: Its day.
        match_id: The stored match.
        order: Sorts legs in playing order.
    """

    home: str
    away: str
    home_goals: int = 0
    away_goals: int = 0
    played: bool = True
    live: bool = False
    unfinished: bool = False
    unknown: bool = False
    postponed: bool = False
    extra_time: bool = False
    shootout: tuple[int, int] | None = None
    date: dt.date | None = None
    match_id: int | None = None
    order: tuple[object, ...] = ()

    def goals(self, team: str) -> int:
        """Goals ``team`` scored in this leg."""
        return self.home_goals if team == self.home else self.away_goals


@dataclass(frozen=True)
class Tie:
    """A tie between two teams in one round.

    Attributes:
        round: The round ("Finals, Round of 16").
        first: The team at home in the first leg.
        second: The other team.
        legs: Its matches in playing order.
        aggregate: Goals (first, second) over the legs played, once all are played.
        winner: The team through, when the data says so.
        reason: How it was decided ("on aggregate", "on away goals", "on penalties",
            "after extra time"), or what is missing ("to be played", "shootout not
            known"): :attr:`how` in English, :meth:`how_words` in another language.
    """

    round: str
    first: str
    second: str
    legs: tuple[Leg, ...]
    aggregate: tuple[int, int] | None
    winner: str | None
    reason: Reason

    @property
    def how(self) -> str:
        """How it was decided, or what is missing, in English."""
        return self.reason.words(lambda text: text)

    def how_words(self, t: Translate | None = None) -> str:
        """:attr:`how` in the language of ``t`` (the user's by default)."""
        return self.reason.words(t or translator(None))

    def describe(self, t: Translate | None = None) -> str:
        """``Arsenal FC 9-3 PSV on aggregate: Arsenal FC through``, in the language of
        ``t`` (English by default: a line of an English listing)."""
        t = t or (lambda text: text)
        how = self.how_words(t)
        if self.aggregate is None:
            return f"{self.first} v {self.second}: {how}"
        score = f"{self.first} {self.aggregate[0]}-{self.aggregate[1]} {self.second}"
        if len(self.legs) > 1:
            score += f" {t('on aggregate')}"
        if self.winner is None:
            return t("{score}: winner unknown ({how})").format(score=score, how=how)
        said = t("{score}: {winner} through") if self.how in ("", "on aggregate") else None
        said = said or t("{score}: {winner} through {how}")
        return said.format(score=score, winner=self.winner, how=how)


@dataclass(frozen=True)
class FirstLeg:
    """A tie's first leg as its second leg, being logged, needs it: whether the tie
    stands level, for extra time and a shootout to follow as after a level match.

    Attributes:
        home_goals: Goals the second leg's home team scored in it (away from home).
        away_goals: Goals the second leg's away team scored in it (at home).
        away_goals_count: The competition's rules settle a tie level on aggregate by
            away goals (extra time's included), before extra time or a shootout.
    """

    home_goals: int
    away_goals: int
    away_goals_count: bool = False

    def aggregate(self, home: int, away: int) -> tuple[int, int]:
        """The tie's goals (second leg's home team, away team) with the second leg at
        ``home``-``away``."""
        return self.home_goals + home, self.away_goals + away

    def level_with(self, home: int, away: int) -> bool:
        """Whether the tie stands level with the second leg at ``home``-``away``: level
        on aggregate, and on away goals where they count."""
        totals = self.aggregate(home, away)
        if totals[0] != totals[1]:
            return False
        # The home team's away goals are its first leg's; the away team's, today's.
        return not self.away_goals_count or self.home_goals == away

    def standing(self, home: int, away: int, shootout: tuple[int, int] | None = None) -> Standing:
        """The tie as it stands with the second leg at ``home``-``away`` (and its
        ``shootout``'s kicks scored, once one is played): who would go through if the
        second leg ended now, and by what."""
        totals = self.aggregate(home, away)
        away_goals = (self.home_goals, away) if self.away_goals_count else None
        for decider, pair in (
            (Decider.AGGREGATE, totals),
            (Decider.AWAY_GOALS, away_goals),
            (Decider.PENALTIES, shootout),
        ):
            if pair is not None and pair[0] != pair[1]:
                ahead = Side.HOME if pair[0] > pair[1] else Side.AWAY
                return Standing(totals, away_goals, ahead, decider)
        return Standing(totals, away_goals, None, Decider.LEVEL)


class Decider(enum.Enum):
    """What puts a team through a two-legged tie as it stands."""

    AGGREGATE = "on aggregate"
    AWAY_GOALS = "on away goals"
    PENALTIES = "on penalties"
    #: Level on every count: extra time or a shootout would follow.
    LEVEL = "level"


@dataclass(frozen=True)
class Standing:
    """A two-legged tie as it stands during its second leg, as a reporter says it.

    Attributes:
        aggregate: Goals over both legs (the second leg's home team, away team).
        away_goals: Each team's goals away from home over both legs (the same order),
            where the competition's rules count them; else None.
        ahead: The side of the second leg that would go through if it ended now.
        decider: What puts it through (:attr:`Decider.LEVEL`: nothing yet).
    """

    aggregate: tuple[int, int]
    away_goals: tuple[int, int] | None
    ahead: Side | None
    decider: Decider


def standing_line(standing: Standing, home: str, away: str, t: Translate) -> str:
    """A second leg's tie as it stands while the leg is played, for its sheet, never as
    final: "Aggregate so far: Rovers 2-2 United, the second leg in play; level as it
    stands", with away goals where they count and who would go through; ``home`` and
    ``away``: the second leg's teams, ``t`` the sheet's language."""
    score = f"{home} {standing.aggregate[0]}-{standing.aggregate[1]} {away}"
    if standing.ahead is None:
        who = t("level as it stands")
    else:
        team = home if standing.ahead is Side.HOME else away
        if standing.decider is Decider.AWAY_GOALS:
            who = t("{team} would go through on away goals").format(team=team)
        else:
            who = t("{team} would go through").format(team=team)
    if standing.away_goals is None:
        said = t("Aggregate so far: {score}, the second leg in play; {who}")
        return said.format(score=score, who=who)
    away_goals = f"{standing.away_goals[0]}-{standing.away_goals[1]}"
    said = t("Aggregate so far: {score}, away goals {away_goals}, the second leg in play; {who}")
    return said.format(score=score, away_goals=away_goals, who=who)


def extra_time_flags(
    stage: str, first_leg: FirstLeg | None, home: int, away: int
) -> tuple[bool, bool]:
    """Whether extra time may follow ninety minutes of a match of ``stage`` at
    ``home``-``away``, as :func:`~tracker.core.match.quickentry.interval_time` takes it
    (``extra_time``, ``aggregate``). A second leg whose ``first_leg`` is known has extra
    time only if the tie stands level; otherwise the round says (a knockout match, if
    level; a second leg, whatever the day's score, its aggregate not known)."""
    if first_leg is not None:
        return extra_time_may_follow(stage) and first_leg.level_with(home, away), True
    return extra_time_may_follow(stage), decided_on_aggregate(stage)


def ties(
    legs: Iterable[Leg],
    round_name: str,
    *,
    away_goals: bool = False,
    later: Iterable[str] = (),
    seeds: Mapping[str, int] | None = None,
) -> list[Tie]:
    """The ties of one knockout round from its matches, in playing order.

    Two matches of the same two teams are the legs of one tie; a match alone is a
    tie of one match (a final). ``later``: the teams that play a later knockout
    round of the competition; a tie the scores leave undecided (a shootout the data
    does not hold) goes to the one of its teams that plays on, and says so.
    ``seeds``: each team's place in the table before the play-offs, where a tie level
    after its legs (no extra time or shootout played) goes to the better placed team
    (Liga MX's Liguilla, Serie B's play-offs).
    """
    pairs: dict[frozenset[str], list[Leg]] = {}
    for leg in sorted(legs, key=lambda x: x.order):
        pairs.setdefault(frozenset((leg.home, leg.away)), []).append(leg)
    on = set(later)
    out = []
    for listed in pairs.values():
        tie = _tie(round_name, tuple(listed), away_goals)
        tie = _seeded(tie, seeds) if seeds else tie
        playing_on = [t for t in (tie.first, tie.second) if t in on]
        if tie.winner is None and tie.aggregate is not None and len(playing_on) == 1:
            why = _WHY_UNDECIDED.get(tie.reason.text, tie.how)
            said = Reason("(they play the next round; {why})", (("why", why),))
            tie = replace(tie, winner=playing_on[0], reason=said)
        out.append(tie)
    return out


def _tie(round_name: str, legs: tuple[Leg, ...], away_goals: bool) -> Tie:
    first, second = legs[0].home, legs[0].away
    if not all(leg.played for leg in legs):
        return Tie(round_name, first, second, legs, None, None, Reason(_missing(legs)))
    totals = (sum(x.goals(first) for x in legs), sum(x.goals(second) for x in legs))
    last = legs[-1]
    winner, reason = _decide(first, second, totals, legs, last, away_goals=away_goals)
    return Tie(round_name, first, second, legs, totals, winner, reason)


def _seeded(tie: Tie, seeds: Mapping[str, int]) -> Tie:
    """A tie level after its legs, with no extra time or shootout: the better placed."""
    if tie.winner is not None or tie.aggregate is None or tie.legs[-1].extra_time:
        return tie
    if tie.aggregate[0] != tie.aggregate[1]:
        return tie
    places = [seeds.get(t) for t in (tie.first, tie.second)]
    if places[0] is None or places[1] is None or places[0] == places[1]:
        return tie
    better = tie.first if places[0] < places[1] else tie.second
    place = min(places[0], places[1])
    said = Reason(
        "as the better placed team ({nth} in the table)",
        (("nth", _nth(place)), ("position", str(place))),
    )
    return replace(tie, winner=better, reason=said)


def _nth(n: int) -> str:
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def _missing(legs: Sequence[Leg]) -> str:
    # Each return is a message of its own (see the catalogues), translated where shown.
    if any(leg.live for leg in legs):
        return "being played" if len(legs) == 1 else "a leg is being played"
    if any(leg.unfinished for leg in legs):
        if len(legs) == 1:
            return "its log stops before full time"
        return "a leg's log stops before full time"
    if any(leg.postponed and not leg.played for leg in legs):
        if len(legs) == 1 or all(leg.postponed for leg in legs):
            return "postponed"
        return "a leg is postponed"
    if any(leg.unknown and not leg.played for leg in legs):
        if len(legs) == 1:
            return "its score is not known, though its day has passed"
        return "a leg's score is not known, though its day has passed"
    if any(leg.played for leg in legs):
        return "a leg is still to be played, or its score is not known"
    return "to be played, or its score is not known"


def _decide(
    first: str,
    second: str,
    totals: tuple[int, int],
    legs: Sequence[Leg],
    last: Leg,
    *,
    away_goals: bool,
) -> tuple[str | None, Reason]:
    two = len(legs) > 1
    if totals[0] != totals[1]:
        winner = first if totals[0] > totals[1] else second
        if last.extra_time:
            return winner, Reason("after extra time")
        return winner, Reason("on aggregate" if two else "")
    if two and away_goals:
        away = [sum(x.goals(t) for x in legs if x.away == t) for t in (first, second)]
        if away[0] != away[1]:
            return (first if away[0] > away[1] else second), Reason("on away goals")
    if last.shootout is not None and last.shootout[0] != last.shootout[1]:
        home_won = last.shootout[0] > last.shootout[1]
        winner = last.home if home_won else last.away
        kicks = f"{max(last.shootout)}-{min(last.shootout)}"
        return winner, Reason("on penalties ({shootout})", (("shootout", kicks),))
    if last.extra_time:
        return None, Reason(_LEVEL_AFTER_EXTRA_TIME)
    return None, Reason(_LEVEL)


_LEVEL_AFTER_EXTRA_TIME = "level after extra time; the shootout is not known"
_LEVEL = "level; the data holds no extra time or shootout"
#: Why a level tie has no winner, as said after "they play the next round".
_WHY_UNDECIDED = {
    _LEVEL_AFTER_EXTRA_TIME: "the shootout is not known",
    _LEVEL: "the data holds no extra time or shootout",
}


__all__ = [
    "Decider",
    "FirstLeg",
    "Leg",
    "Reason",
    "Standing",
    "Tie",
    "extra_time_flags",
    "standing_line",
    "ties",
]
