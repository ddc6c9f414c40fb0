"""What the record books see of a library: played matches, player lines, and tallies.

The values here (with :class:`~tracker.core.records.played.PlayedMatch`, re-exported) are
what :mod:`tracker.store.records.queries` reads from the stored rows (``match``,
``appearance``, ``edition``, ``competition``); the functions are the record books'
arithmetic on them, pure and small:

- a team's W-D-L (:func:`team_record`) and head-to-head (:func:`head_to_head`): a
  match decided on penalties counts as a draw, as the record books count it; the
  shootout decides only who went through;
- stage records (:func:`stage_record`): how often a team reached a round and how
  often it went out there ("eliminated in 3 of 4 semi-finals": a semi-final lost,
  on penalties too, eliminates);
- the last win over an opponent (:func:`last_win`);
- player tallies (:func:`player_tally`, grouped by :func:`tallies_by`);
- streaks (:func:`scoring_streak`);
- a team's next match after a match (:func:`next_match`).

Matches are ordered by :attr:`PlayedMatch.order`: date, then kick-off, then match
number, then id, so "before a match" is well defined (facts are stated as of a match).
"""

from __future__ import annotations

import datetime as dt
from collections import Counter
from collections.abc import Callable, Hashable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import TypeVar

from tracker.core.match.model import Side
from tracker.core.records.played import Outcome, PlayedMatch, RecordKind
from tracker.core.results.rounds import Stage, record_round, round_phase

K = TypeVar("K", bound=Hashable)


@dataclass(frozen=True, kw_only=True)
class PlayerLine:
    """One person's figures in one match (a stored ``appearance``).

    ``started`` and ``minutes`` are None where unknown (a result has no line-ups);
    ``assists`` and ``sub_goals`` are counted only where line-ups are known.
    """

    match_id: int
    person_id: int
    person: str = ""
    team: str = ""
    side: Side = Side.HOME
    started: bool | None = None
    came_on: int | None = None
    minutes: int | None = None
    goals: int = 0
    penalties: int = 0
    own_goals: int = 0
    assists: int = 0
    yellows: int = 0
    reds: int = 0
    sub_goals: int = 0


@dataclass(frozen=True)
class Record:
    """A W-D-L record with goals (a shootout counts as a draw).

    A result the competition awarded (a forfeit, a walkover) counts as its score says,
    as the tables count it; yet it may never have been played out, so the record says
    how many of its matches, and of its wins, draws and defeats, were awarded: a
    reporter must not write "met 5 times" where the teams played 4.
    """

    played: int = 0
    won: int = 0
    drawn: int = 0
    lost: int = 0
    goals_for: int = 0
    goals_against: int = 0
    #: Of ``won``, ``drawn`` and ``lost``: those by a result the competition awarded.
    won_awarded: int = 0
    drawn_awarded: int = 0
    lost_awarded: int = 0

    @property
    def awarded(self) -> int:
        """Of the matches played, the results the competition awarded."""
        return self.won_awarded + self.drawn_awarded + self.lost_awarded

    @property
    def goal_difference(self) -> int:
        """Goals for minus goals against."""
        return self.goals_for - self.goals_against

    def __str__(self) -> str:
        return f"P{self.played} W{self.won} D{self.drawn} L{self.lost}"


def team_record(matches: Iterable[PlayedMatch], team: str) -> Record:
    """``team``'s W-D-L and goals over the played ``matches`` it plays in; a match being
    played counts once it ends (its result is not one yet)."""
    played = scored = conceded = 0
    outcomes: Counter[Outcome] = Counter()
    awarded: Counter[Outcome] = Counter()
    for match in matches:
        if not match.ended or not match.has(team):
            continue
        played += 1
        goals_for, goals_against = match.goals(team)
        scored += goals_for
        conceded += goals_against
        outcome = match.outcome(team)
        outcomes[outcome] += 1
        awarded[outcome] += match.awarded
    won, drawn, lost = Outcome.WON, Outcome.DRAWN, Outcome.LOST
    return Record(
        played,
        outcomes[won],
        outcomes[drawn],
        outcomes[lost],
        scored,
        conceded,
        won_awarded=awarded[won],
        drawn_awarded=awarded[drawn],
        lost_awarded=awarded[lost],
    )


def head_to_head(matches: Iterable[PlayedMatch], team: str, opponent: str) -> Record:
    """``team``'s record against ``opponent`` over ``matches``."""
    return team_record((m for m in matches if m.has(team) and m.has(opponent)), team)


@dataclass(frozen=True)
class StageRecord:
    """How a team fared in one kind of round.

    Attributes:
        stage: The kind of round.
        reached: Ties of that round played (a tie: one match, its replays, or its two
            legs), and those decided by a walkover (see :attr:`walkovers`).
        through: Those it won or went through on penalties, or by a walkover (a final:
            finals won, not titles: an edition may have had no final).
        out: Those it lost, on penalties too (eliminated; a final: runner-up), or
            withdrew from after playing earlier in the edition.
        undecided: Those the data does not settle: level on goals with no shootout
            known (nor a replay), and no later match of the team's to tell.
        in_play: Those being played now (reached, to be settled when they end).
        matches: The matches played, in order.
        walkovers: Of :attr:`reached`, the ties decided without being played: a
            cancelled match whose one team the data shows going on to a later round.
            They count for that team (reached, through) and, for the other, only if
            it played earlier in the edition (reached, out): a team that withdrew
            before playing at all did not take part. They are no match played.
        name: The round as the file names it where that is more than the stage
            ("Europa League Finals, Final": a league's play-off, no league final;
            "Playoffs"), see :func:`record_round`; "" for the stage's own name.
    """

    stage: Stage
    reached: int = 0
    through: int = 0
    out: int = 0
    matches: tuple[PlayedMatch, ...] = field(default=(), repr=False)
    undecided: int = 0
    in_play: int = 0
    walkovers: int = 0
    name: str = ""

    @property
    def title(self) -> str:
        """ "Round of 16", "Europa League Finals, Final", "Playoffs"."""
        return self.name or self.stage.value

    def unfinished(self, today: dt.date) -> int:
        """Those of :attr:`in_play` whose log stops before full time, their day long
        past on ``today`` (see :meth:`PlayedMatch.unfinished`): nobody logs them now."""
        return min(self.in_play, sum(1 for m in self.matches if m.unfinished(today)))


def _named(match: PlayedMatch, stage: Stage, name: str) -> bool:
    """True for a match of the round ``stage`` named ``name`` (see :func:`record_round`)."""
    return match.stage is stage and record_round(match.round, stage) == name


def stage_records(matches: Iterable[PlayedMatch], team: str) -> tuple[StageRecord, ...]:
    """``team``'s record in each knockout round it reached in ``matches``, in the order
    a team goes through them: one per stage and name, so that a league's play-off for
    a European place ("Europa League Finals, Final") is not counted as its final."""
    listed = list(matches)
    rounds = {
        (m.stage, record_round(m.round, m.stage))
        for m in listed
        if m.stage in KNOCKOUT_ROUNDS and m.has(team) and (m.played or m.cancelled)
    }
    ordered = sorted(
        rounds, key=lambda r: (round_phase(r[1], r[0]), KNOCKOUT_ROUNDS.index(r[0]), r[1])
    )
    records = (stage_record(listed, team, stage, name) for stage, name in ordered)
    return tuple(r for r in records if r.reached)


def stage_record(
    matches: Iterable[PlayedMatch], team: str, stage: Stage, name: str = ""
) -> StageRecord:
    """``team``'s appearances and results in knockout rounds of ``stage`` named ``name``
    ("" for the stage's own name; see :func:`record_round`).

    The matches of one tie (the same opponent in the same edition's round: a replay
    after a draw, or two legs) are the round reached once, decided on goals over them
    all, then by the last match's shootout. Where neither settles it (a shootout not
    known), the team's next match in the edition does: a later round means through, the
    match for third place after a semi-final out; else the tie is undecided.

    A tie decided by a walkover (a cancelled match, the team going on to a later round)
    is reached and won without a match played; see :attr:`StageRecord.walkovers`.
    """
    listed = list(matches)
    own = sorted(
        (m for m in listed if m.played and _named(m, stage, name) and m.has(team)),
        key=lambda m: m.order,
    )
    ties: list[list[PlayedMatch]] = []
    for match in own:
        last = ties[-1][-1] if ties else None
        if (
            last is not None
            and last.opponent(team) == match.opponent(team)
            and last.edition_id == match.edition_id
            # Two legs within an edition; outside one, only a replay after a draw.
            and (match.edition_id is not None or last.winner() is None)
        ):
            ties[-1].append(match)
        else:
            ties.append([match])
    through = out = undecided = in_play = 0
    for tie in ties:
        if tie[-1].in_play:  # settled when it ends, not by the score as it stands
            in_play += 1
            continue
        winner = _tie_winner(tie, team, listed)
        through += winner == team
        out += winner is not None and winner != team
        undecided += winner is None
    walkovers = [w for w in _walkovers(listed, team, stage, name) if w is not None]
    through += walkovers.count(True)
    out += walkovers.count(False)
    return StageRecord(
        stage,
        len(ties) + len(walkovers),
        through,
        out,
        tuple(own),
        undecided,
        in_play,
        len(walkovers),
        name,
    )


def _walkovers(
    matches: list[PlayedMatch], team: str, stage: Stage, name: str
) -> Iterator[bool | None]:
    """For each of ``team``'s cancelled ``stage`` matches: True where the data shows it
    going through (it plays a later round of the edition), False where the other team
    did after ``team`` had played earlier in the edition (it withdrew), None where the
    data does not show the tie decided or ``team`` never took part."""
    for match in matches:
        if not (match.cancelled and _named(match, stage, name) and match.has(team)):
            continue
        if match.edition_id is None:  # no edition to find a later round in
            yield None
            continue
        went = _next_round(match, team, matches, match.opponent(team))
        if went == team:
            yield True
        elif went is not None and any(
            m.played and m.has(team) and m.edition_id == match.edition_id and m.before(match)
            for m in matches
        ):
            yield False
        else:
            yield None


def _tie_winner(tie: list[PlayedMatch], team: str, matches: list[PlayedMatch]) -> str | None:
    """Who won the tie: on goals over its matches, else the last one's shootout, else
    the team's later matches in the edition; None if the data does not say."""
    scored = sum(m.goals(team)[0] for m in tie)
    conceded = sum(m.goals(team)[1] for m in tie)
    opponent = tie[-1].opponent(team)
    if scored != conceded:
        return team if scored > conceded else opponent
    if tie[-1].shootout is not None:
        return tie[-1].winner()
    return _next_round(tie[-1], team, matches, opponent)


#: The knockout rounds in the order a team goes through them (a league's matchday may
#: come before or after any of them). A round with no name of its own (the Champions
#: League's knockout play-off, Liga MX's play-in) comes before the others of its phase.
KNOCKOUT_ROUNDS = (
    Stage.PLAYOFF,
    Stage.ROUND_OF_32,
    Stage.ROUND_OF_16,
    Stage.QUARTER_FINAL,
    Stage.SEMI_FINAL,
    Stage.THIRD_PLACE,
    Stage.FINAL,
)


def _next_round(
    match: PlayedMatch, team: str, matches: list[PlayedMatch], opponent: str
) -> str | None:
    """Who went through ``match``'s round, as the two teams' later matches in the
    edition tell (those of ``matches``): a later round played, or the match for third
    place after a semi-final, which the semi-final's loser plays."""
    stage = match.stage
    if stage not in KNOCKOUT_ROUNDS:
        return None
    phase = round_phase(match.round, stage)
    for later in matches:
        if (
            later.edition_id != match.edition_id
            or later.stage not in KNOCKOUT_ROUNDS
            # Another phase's rounds (the Clausura's after the Apertura's) tell nothing.
            or round_phase(later.round, later.stage) != phase
            or KNOCKOUT_ROUNDS.index(later.stage) <= KNOCKOUT_ROUNDS.index(stage)
            or (later.date is not None and match.date is not None and later.date < match.date)
        ):
            continue
        for side, other in ((team, opponent), (opponent, team)):
            if not later.has(side):
                continue
            if later.stage is not Stage.THIRD_PLACE:
                return side
            if stage is Stage.SEMI_FINAL:
                return other
    return None


def last_win(matches: Iterable[PlayedMatch], team: str, opponent: str) -> PlayedMatch | None:
    """``team``'s latest win over ``opponent`` in ``matches`` (a shootout is no win)."""
    wins = [
        m
        for m in matches
        if m.played and m.has(team) and m.has(opponent) and m.outcome(team) is Outcome.WON
    ]
    return max(wins, key=lambda m: m.order, default=None)


@dataclass(frozen=True)
class PlayerTally:
    """A player's figures over some matches.

    Attributes:
        appearances: Matches he played in (a result lists only its scorers).
        with_lineups: Those of his appearances whose line-ups are known.
        starts: Matches he started (where known).
        sub_appearances: Matches he came on as a substitute (where known).
        minutes: Minutes played, summed over the appearances where known.
        goals: Goals (own goals excluded).
        penalties: Of the goals, from penalty kicks in play.
        own_goals: Own goals.
        assists: Assists (where line-ups are known).
        yellows: Yellow cards.
        reds: Red cards (a second yellow included).
        sub_goals: Goals scored after coming on (where line-ups are known).
    """

    appearances: int = 0
    with_lineups: int = 0
    starts: int = 0
    sub_appearances: int = 0
    minutes: int = 0
    goals: int = 0
    penalties: int = 0
    own_goals: int = 0
    assists: int = 0
    yellows: int = 0
    reds: int = 0
    sub_goals: int = 0


def player_tally(lines: Iterable[PlayerLine]) -> PlayerTally:
    """The sum of ``lines`` (one player's, or a team's)."""
    counts = dict.fromkeys(PlayerTally.__dataclass_fields__, 0)
    for line in lines:
        # A booked substitute who never came on has a line (his card counts) but
        # made no appearance.
        played = line.started is not False or line.came_on is not None
        counts["appearances"] += played
        counts["with_lineups"] += played and line.started is not None
        counts["starts"] += line.started is True
        counts["sub_appearances"] += line.started is False and line.came_on is not None
        counts["minutes"] += line.minutes or 0
        for name in (
            "goals",
            "penalties",
            "own_goals",
            "assists",
            "yellows",
            "reds",
            "sub_goals",
        ):
            counts[name] += getattr(line, name)
    return PlayerTally(**counts)


def tallies_by(lines: Iterable[PlayerLine], key: Callable[[PlayerLine], K]) -> dict[K, PlayerTally]:
    """:func:`player_tally` of ``lines`` grouped by ``key`` (edition, competition, ...)."""
    groups: dict[K, list[PlayerLine]] = {}
    for line in lines:
        groups.setdefault(key(line), []).append(line)
    return {k: player_tally(group) for k, group in groups.items()}


def shared_places(values: Sequence[object]) -> list[int]:
    """The places of a board ordered by ``values``, best first: level values share the
    place of the first of them (1, 2, 2, 2, 5), as a table of scorers prints them.

    Numbering 1, 2, 3, 4 would rank players the figures do not tell apart.
    """
    places: list[int] = []
    for index, value in enumerate(values):
        level = index > 0 and values[index - 1] == value
        places.append(places[-1] if level else index + 1)
    return places


def scoring_streak(
    team_matches: Sequence[PlayedMatch],
    lines: Iterable[PlayerLine],
    *,
    assists: bool = False,
) -> int:
    """How many of a team's latest matches in a row the player scored in (or assisted).

    Args:
        team_matches: His team's played matches of one competition, up to and
            including the match the streak is counted at, in any order.
        lines: The player's lines in those matches.
        assists: Count an assist as well as a goal.

    Returns:
        The number of consecutive matches, counted back from the latest, in which he
        scored (or assisted). The count stops at the first match that breaks it or
        cannot settle it: a match without its scorers known, or (with ``assists``)
        a match he did not score in whose line-ups, and so assists, are unknown.
    """
    by_match = {line.match_id: line for line in lines}
    count = 0
    for match in sorted(team_matches, key=lambda m: m.order, reverse=True):
        if not match.played:
            continue
        if not match.scorers_known:
            break
        line = by_match.get(match.id)
        if line is not None and line.goals > 0:
            count += 1
            continue
        if assists and match.lineups_known and line is not None and line.assists > 0:
            count += 1
            continue
        break
    return count


def next_match(matches: Iterable[PlayedMatch], team: str, after: PlayedMatch) -> PlayedMatch | None:
    """``team``'s first match after ``after`` in the same edition (played since or not;
    not a fixture cancelled or postponed, which is not played on its day)."""
    later = [
        m
        for m in matches
        if m.has(team)
        and not m.cancelled
        and not m.postponed
        and after.before(m)
        and m.id != after.id
        and (after.edition_id is None or m.edition_id == after.edition_id)
    ]
    return min(later, key=lambda m: m.order, default=None)


__all__ = [
    "KNOCKOUT_ROUNDS",
    "Outcome",
    "PlayedMatch",
    "PlayerLine",
    "PlayerTally",
    "Record",
    "RecordKind",
    "StageRecord",
    "head_to_head",
    "last_win",
    "next_match",
    "player_tally",
    "scoring_streak",
    "shared_places",
    "stage_record",
    "tallies_by",
    "team_record",
]
