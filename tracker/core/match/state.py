"""The state of a match at a moment: score, who is on the pitch, cards, minutes.

A :class:`MatchState` is built by :func:`tracker.core.match.replay.replay` from the event
list; nothing here is stored.
"""

from __future__ import annotations

import datetime as dt
import enum
from dataclasses import dataclass, field
from typing import TypeVar, cast

from tracker.core.match.events import (
    Card,
    Event,
    Goal,
    GoalKind,
    MatchAbandoned,
    ShootoutKick,
    Substitution,
)
from tracker.core.match.matchtime import MatchTime, Period
from tracker.core.match.model import Match, Side

#: An event kind a tally lists (a goal, a card).
_E = TypeVar("_E", bound=Event)


class RuleError(ValueError):
    """An event that the rules of the game refuse; ``event`` is the one at fault."""

    def __init__(self, message: str, event: Event | None = None) -> None:
        super().__init__(message)
        self.event = event


class Status(enum.Enum):
    """Where a match stands."""

    NOT_STARTED = "not started"
    LIVE = "live"
    FINISHED = "finished"
    #: Stopped for good before full time (:class:`~tracker.core.match.events.MatchAbandoned`):
    #: the score when play stopped is no result.
    ABANDONED = "abandoned"
    CONFIRMED = "confirmed"


def log_unfinished(date: dt.date | None, today: dt.date) -> bool:
    """Whether a match whose log has not reached full time can no longer be being
    played on ``today``: its day is at least two days before (a match may end after
    midnight, and the reader's day may be ahead of the venue's). Its log stopped
    there: the result it would have reached is not known.
    """
    return date is not None and (today - date).days >= 2


@dataclass
class SideState:
    """One team's state at a moment of the match."""

    formation: str
    rows: list[list[int | None]]
    bench: list[int]
    came_on: dict[int, MatchTime] = field(default_factory=dict)
    went_off: dict[int, MatchTime] = field(default_factory=dict)
    sent_off: dict[int, MatchTime] = field(default_factory=dict)
    yellows: dict[int, int] = field(default_factory=dict)
    subs_used: int = 0
    windows: list[tuple[int, int, int]] = field(default_factory=list)
    concussion_used: int = 0
    bonus_subs: int = 0
    #: Cautions and sendings-off of team officials, by name (Law 12 applies to them too).
    official_yellows: dict[str, int] = field(default_factory=dict)
    officials_sent_off: dict[str, MatchTime] = field(default_factory=dict)

    @property
    def on_pitch(self) -> list[int]:
        """The players on the pitch, goalkeeper first, row by row."""
        return [pid for row in self.rows for pid in row if pid is not None]

    def copy(self) -> SideState:
        """An independent copy, so that applying an event to it leaves this one alone."""
        return SideState(
            formation=self.formation,
            rows=[list(row) for row in self.rows],
            bench=list(self.bench),
            came_on=dict(self.came_on),
            went_off=dict(self.went_off),
            sent_off=dict(self.sent_off),
            yellows=dict(self.yellows),
            subs_used=self.subs_used,
            windows=list(self.windows),
            concussion_used=self.concussion_used,
            bonus_subs=self.bonus_subs,
            official_yellows=dict(self.official_yellows),
            officials_sent_off=dict(self.officials_sent_off),
        )


@dataclass(frozen=True)
class PlayerTally:
    """One player's goals, own goals, assists and cards, in match order."""

    goals: tuple[Goal, ...] = ()
    own_goals: tuple[Goal, ...] = ()
    assists: tuple[Goal, ...] = ()
    cards: tuple[Card, ...] = ()


#: The tally of a player who has done none of these.
NO_TALLY = PlayerTally()


@dataclass
class MatchState:
    """The state of a match after replaying its events up to a point."""

    match: Match
    sides: dict[Side, SideState]
    score: dict[Side, int] = field(default_factory=lambda: {Side.HOME: 0, Side.AWAY: 0})
    shootout: dict[Side, int] = field(default_factory=lambda: {Side.HOME: 0, Side.AWAY: 0})
    period: Period | None = None
    running: bool = False
    finished: bool = False
    #: The whistle that stopped the match for good, once it has been logged: as a value
    #: (no id, no place in the log), so that a state is the same before and after the
    #: store gave the event its id.
    abandoned: MatchAbandoned | None = None
    #: Law 3: the side first left with fewer than seven players on the pitch
    #: (11-a-side, line-ups known) and when, and when play was first logged after it
    #: (anything but a card or the abandonment): the replay notes both instead of
    #: refusing, so that a log stored before this check still opens.
    short_handed: tuple[Side, MatchTime] | None = None
    played_on_short: MatchTime | None = None
    period_ends: dict[Period, MatchTime] = field(default_factory=dict)
    score_after: dict[Period, tuple[int, int]] = field(default_factory=dict)
    events: list[Event] = field(default_factory=list)
    last_time: MatchTime | None = None
    #: Why Law 10 refuses kicks of this log taken out of turn, as each was taken (see
    #: :func:`tracker.core.match.shootout.check_entry`): the replay notes them instead of
    #: refusing them, so that a log stored before those checks still opens.
    kick_faults: list[str] = field(default_factory=list)
    _offsets: dict[Period, float] = field(default_factory=dict)
    _played_before: float = 0.0
    _on_since: dict[int, float] = field(default_factory=dict)
    _minutes: dict[int, float] = field(default_factory=dict)
    #: The tallies by player, with the event list and its length they were counted from.
    _tallied: tuple[list[Event], int, dict[int, PlayerTally]] | None = field(
        default=None, compare=False, repr=False
    )

    def copy(self) -> MatchState:
        """An independent copy (events are values and shared), cheap next to a replay.

        Logging applies the new event to a copy of the current state, so a refusal
        or a failed commit leaves the state the window shows untouched.
        """
        events = list(self.events)
        kept = self._tallied
        # The tallies go with the copy: an event applied to it adds to them (see
        # :meth:`_tallies`) instead of a count over the whole log again.
        current = kept is not None and kept[0] is self.events and kept[1] == len(events)
        return MatchState(
            match=self.match,
            sides={side: st.copy() for side, st in self.sides.items()},
            score=dict(self.score),
            shootout=dict(self.shootout),
            period=self.period,
            running=self.running,
            finished=self.finished,
            abandoned=self.abandoned,
            short_handed=self.short_handed,
            played_on_short=self.played_on_short,
            period_ends=dict(self.period_ends),
            score_after=dict(self.score_after),
            events=events,
            last_time=self.last_time,
            kick_faults=list(self.kick_faults),
            _offsets=dict(self._offsets),
            _played_before=self._played_before,
            _on_since=dict(self._on_since),
            _minutes=dict(self._minutes),
            _tallied=(events, len(events), kept[2]) if current and kept is not None else None,
        )

    # --- derived views -------------------------------------------------
    @property
    def started(self) -> bool:
        """True once the first half has kicked off."""
        return self.period is not None

    @property
    def over(self) -> bool:
        """True once nothing more is played: full time, or the match abandoned."""
        return self.finished or self.abandoned is not None

    @property
    def status(self) -> Status:
        """Not started, live, finished, abandoned or confirmed (an abandoned match stays
        abandoned once confirmed: its score is no result)."""
        if self.abandoned is not None:
            return Status.ABANDONED
        if self.match.confirmed:
            return Status.CONFIRMED
        if self.finished:
            return Status.FINISHED
        return Status.LIVE if self.started else Status.NOT_STARTED

    def side(self, side: Side) -> SideState:
        """One team's state."""
        return self.sides[side]

    def on_pitch(self, side: Side) -> list[int]:
        """Players of ``side`` on the pitch now."""
        return self.sides[side].on_pitch

    def goals(self) -> list[Goal]:
        """Goals in play, in order (not shootout kicks)."""
        return [e for e in self.events if isinstance(e, Goal)]

    def cards(self) -> list[Card]:
        """Cards in order."""
        return [e for e in self.events if isinstance(e, Card)]

    def substitutions(self, side: Side | None = None) -> list[Substitution]:
        """Substitutions in order, of one side or both."""
        return [
            e
            for e in self.events
            if isinstance(e, Substitution) and (side is None or e.side is side)
        ]

    def kicks(self) -> list[ShootoutKick]:
        """Shootout kicks in order."""
        return [e for e in self.events if isinstance(e, ShootoutKick)]

    def half_time_score(self) -> tuple[int, int] | None:
        """Score at the end of the first half, once it has ended."""
        return self.score_after.get(Period.FIRST_HALF)

    def score_after_extra_time(self) -> tuple[int, int] | None:
        """Score after extra time, if extra time was played to its end."""
        return self.score_after.get(Period.EXTRA_SECOND)

    @property
    def went_to_shootout(self) -> bool:
        """True once a shootout has started."""
        # Kicks are logged only while the shootout is on, and no period follows it:
        # asked with every change, so never a pass over the log.
        return self.period is Period.SHOOTOUT

    def winner(self) -> Side | None:
        """The winning side once the match is finished (shootout included), else None."""
        if not self.finished:
            return None
        for tally in (self.score, self.shootout):
            if tally[Side.HOME] != tally[Side.AWAY]:
                return Side.HOME if tally[Side.HOME] > tally[Side.AWAY] else Side.AWAY
        return None

    def goals_by(self, pid: int) -> int:
        """Goals a player scored for his side (own goals excluded)."""
        return len(self.tally(pid).goals)

    def assists_by(self, pid: int) -> int:
        """Assists a player made."""
        return len(self.tally(pid).assists)

    def tally(self, pid: int) -> PlayerTally:
        """A player's goals, own goals, assists and cards (counted once for a state)."""
        return self._tallies().get(pid, NO_TALLY)

    def _tallies(self) -> dict[int, PlayerTally]:
        # Counted once and kept with the list it was counted from: a replay appends to
        # the list of the state it builds (the length moves), and the service swaps a
        # new list in (another object), so either way the tallies are counted again.
        events = self.events
        kept = self._tallied
        if kept is not None and kept[0] is events and kept[1] == len(events):
            return kept[2]
        if kept is not None and kept[0] is events and kept[1] < len(events):
            # Events appended since (the newest logged): only their players change.
            tallies = _added(kept[2], events[kept[1] :])
        else:
            tallies = _count(events)
        self._tallied = (events, len(events), tallies)
        return tallies

    def relist(self, old: Event, new: Event) -> None:
        """Put ``new`` in the place of ``old`` in the log (the same event as stored,
        with its id): a new list, as the states that share the old one keep it. Counted
        tallies follow for the players the event names only."""
        events = [new if e is old else e for e in self.events]
        kept = self._tallied
        if kept is not None and kept[0] is self.events and kept[1] == len(events):
            tallies = dict(kept[2])
            for pid in {*old.players(), *new.players()}:
                if pid in tallies:
                    was = tallies[pid]
                    tallies[pid] = PlayerTally(
                        _swapped(was.goals, old, new),
                        _swapped(was.own_goals, old, new),
                        _swapped(was.assists, old, new),
                        _swapped(was.cards, old, new),
                    )
            self._tallied = (events, len(events), tallies)
        self.events = events

    def clock(self, time: MatchTime) -> float:
        """Minutes played in the match up to ``time`` (stoppage time counted)."""
        if time.period is Period.SHOOTOUT:
            return self._played_before
        offset = self._offsets.get(time.period)
        if offset is None:
            return self._played_before
        return offset + (time.minute + time.added - time.period.start)

    def minutes_played(self, pid: int, at: MatchTime | None = None) -> int:
        """Whole minutes a player has been on the pitch, stoppage time counted."""
        total = self._minutes.get(pid, 0.0)
        if pid in self._on_since:
            if self.running and at is not None:
                now = self.clock(at)
            elif self.running and self.last_time is not None:
                now = self.clock(self.last_time)
            else:
                now = self._played_before
            total += max(0.0, now - self._on_since[pid])
        return round(total)

    def windows_left(self, side: Side, at: MatchTime | None = None) -> int | None:
        """Substitution windows a side still has, or None where there is no limit;
        ``at``: for a change filed at that time (see :meth:`_extra_time_allowance`)."""
        rules = self.match.rules
        if rules.max_windows is None:
            return None
        extra = 1 if self._extra_time_allowance(at) else 0
        st = self.sides[side]
        return rules.max_windows + extra + st.bonus_subs - len(st.windows)

    def subs_left(self, side: Side, at: MatchTime | None = None) -> int | None:
        """Substitutes a side may still bring on, or None where there is no limit;
        ``at``: for a change filed at that time (see :meth:`_extra_time_allowance`)."""
        rules = self.match.rules
        if rules.max_subs is None:
            return None
        extra = 1 if self._extra_time_allowance(at) else 0
        st = self.sides[side]
        return rules.max_subs + extra + st.bonus_subs - st.subs_used

    def _extra_time_allowance(self, at: MatchTime | None = None) -> bool:
        # The extra substitute and window belong to extra time, its breaks included;
        # once extra time has been reached they stay counted (also after the shootout
        # and full time), so that "substitutes left" never turns negative. In the break
        # after the second half, a change filed ``at`` a time of extra time (91') has
        # them; one filed in the second half (90'+3, no extra time to follow) does not.
        if not self.match.rules.extra_time_bonus or self.period is None:
            return False
        if Period.EXTRA_FIRST in self._offsets:
            return True
        if at is not None and not at.period.is_extra_time:
            return False
        return self.period is Period.SECOND_HALF and not self.running and not self.finished


def _count(events: list[Event]) -> dict[int, PlayerTally]:
    """Every player's tally, in one pass over the events."""
    goals: dict[int, list[Goal]] = {}
    own: dict[int, list[Goal]] = {}
    assists: dict[int, list[Goal]] = {}
    cards: dict[int, list[Card]] = {}
    for event in events:
        if isinstance(event, Goal):
            if event.scorer is not None:
                tally = own if event.how is GoalKind.OWN_GOAL else goals
                tally.setdefault(event.scorer, []).append(event)
            if event.assist is not None:
                assists.setdefault(event.assist, []).append(event)
        elif isinstance(event, Card) and event.player is not None:
            cards.setdefault(event.player, []).append(event)
    return {
        pid: PlayerTally(
            tuple(goals.get(pid, ())),
            tuple(own.get(pid, ())),
            tuple(assists.get(pid, ())),
            tuple(cards.get(pid, ())),
        )
        for pid in goals.keys() | own.keys() | assists.keys() | cards.keys()
    }


def _swapped(part: tuple[_E, ...], old: Event, new: Event) -> tuple[_E, ...]:
    """``part`` with ``new`` (of the same kind) in the place of ``old``."""
    return tuple(cast(_E, new) if e is old else e for e in part)


def _added(tallies: dict[int, PlayerTally], events: list[Event]) -> dict[int, PlayerTally]:
    """``tallies`` with ``events`` (later in the match than those counted) added: a
    new dict, the kept one left as it was (the state it belongs to may still be shown)."""
    grown = dict(tallies)
    for pid, more in _count(events).items():
        was = grown.get(pid, NO_TALLY)
        grown[pid] = PlayerTally(
            was.goals + more.goals,
            was.own_goals + more.own_goals,
            was.assists + more.assists,
            was.cards + more.cards,
        )
    return grown


def initial_state(match: Match) -> MatchState:
    """The state before kick-off: the starting line-ups on the pitch."""
    sides: dict[Side, SideState] = {}
    for side in Side:
        lineup = match.team(side).lineup
        if lineup is None:
            sides[side] = SideState(formation="", rows=[], bench=[])
        else:
            sides[side] = SideState(
                formation=lineup.formation,
                rows=[list(row) for row in lineup.rows],
                bench=list(lineup.bench),
            )
    return MatchState(match=match, sides=sides)
