"""Replaying a match's events into its state, checking every rule on the way.

The state is never stored: score, who is on the pitch, cards, substitutions and
minutes played are all derived here from the event list, so that a corrected
event shows everywhere at once.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from tracker.core.events import (
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
from tracker.core.matchtime import MatchTime, Period
from tracker.core.model import Match, Side, formation_of, formation_rows


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
    CONFIRMED = "confirmed"


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

    @property
    def on_pitch(self) -> list[int]:
        """The players on the pitch, goalkeeper first, row by row."""
        return [pid for row in self.rows for pid in row if pid is not None]


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
    period_ends: dict[Period, MatchTime] = field(default_factory=dict)
    score_after: dict[Period, tuple[int, int]] = field(default_factory=dict)
    events: list[Event] = field(default_factory=list)
    last_time: MatchTime | None = None
    _offsets: dict[Period, float] = field(default_factory=dict)
    _played_before: float = 0.0
    _on_since: dict[int, float] = field(default_factory=dict)
    _minutes: dict[int, float] = field(default_factory=dict)

    # --- derived views -------------------------------------------------
    @property
    def started(self) -> bool:
        """True once the first half has kicked off."""
        return self.period is not None

    @property
    def status(self) -> Status:
        """Not started, live, finished or confirmed."""
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
        return self.period is Period.SHOOTOUT or bool(self.kicks())

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
        return sum(1 for g in self.goals() if g.scorer == pid and g.how is not GoalKind.OWN_GOAL)

    def assists_by(self, pid: int) -> int:
        """Assists a player made."""
        return sum(1 for g in self.goals() if g.assist == pid)

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

    def windows_left(self, side: Side) -> int | None:
        """Substitution windows a side still has, or None where there is no limit."""
        rules = self.match.rules
        if rules.max_windows is None:
            return None
        extra = 1 if self._extra_time_allowance() else 0
        st = self.sides[side]
        return rules.max_windows + extra + st.bonus_subs - len(st.windows)

    def subs_left(self, side: Side) -> int | None:
        """Substitutes a side may still bring on, or None where there is no limit."""
        rules = self.match.rules
        if rules.max_subs is None:
            return None
        extra = 1 if self._extra_time_allowance() else 0
        st = self.sides[side]
        return rules.max_subs + extra + st.bonus_subs - st.subs_used

    def _extra_time_allowance(self) -> bool:
        if not self.match.rules.extra_time_bonus or self.period is None:
            return False
        if self.period.is_extra_time:
            return True
        return self.period is Period.SECOND_HALF and not self.running and not self.finished


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


def sort_events(events: Iterable[Event]) -> list[Event]:
    """Events in match order."""
    return sorted(events, key=lambda e: e.sort_key)


def replay(match: Match, events: Sequence[Event], *, upto: int | None = None) -> MatchState:
    """Replay ``events`` (in any order) into a state, checking each against the rules.

    Raises :class:`RuleError` naming the first event the rules refuse. With ``upto``
    only the first ``upto`` events in match order are replayed.
    """
    state = initial_state(match)
    ordered = sort_events(events)
    if upto is not None:
        ordered = ordered[:upto]
    for event in ordered:
        apply(state, event)
    return state


def apply(state: MatchState, event: Event) -> None:
    """Check ``event`` against ``state`` and apply it; on refusal ``state`` is unchanged."""
    try:
        _check_timing(state, event)
        handler = _HANDLERS.get(type(event))
        if handler is None:
            raise RuleError(f"events of kind {event.kind!r} are not understood")
        handler(state, event)
    except RuleError as exc:
        if exc.event is None:
            exc.event = event
        raise
    state.events.append(event)
    state.last_time = event.time


def normalize(state: MatchState, event: Event) -> Event:
    """The event as the rules read it: a yellow to a booked player is a second yellow."""
    if (
        isinstance(event, Card)
        and event.card is CardKind.YELLOW
        and event.player is not None
        and state.sides[event.side].yellows.get(event.player, 0) >= 1
    ):
        from dataclasses import replace

        return replace(event, card=CardKind.SECOND_YELLOW)
    return event


# --- timing ---------------------------------------------------------------


_INTERVAL_KINDS = (Substitution, Card, PlayerOff, FormationChange, PeriodStart, MatchEnd)


def _check_timing(state: MatchState, event: Event) -> None:
    when = event.time
    if state.finished:
        raise RuleError("the match is over: nothing can be logged after full time")
    if not state.started:
        if isinstance(event, PeriodStart) and when.period is Period.FIRST_HALF:
            return
        raise RuleError(f"{when}: the match has not kicked off yet")
    assert state.period is not None
    if state.running:
        if when.period is not state.period:
            raise RuleError(
                f"{when}: the {state.period.label.lower()} is being played; "
                f"end it before logging a later period"
            )
        if isinstance(event, PeriodStart):
            raise RuleError(f"the {state.period.label.lower()} has already started")
        if state.period is Period.SHOOTOUT and not isinstance(event, ShootoutKick | Card):
            raise RuleError("only kicks and cards happen during a penalty shootout")
        if isinstance(event, ShootoutKick) and state.period is not Period.SHOOTOUT:
            raise RuleError("a shootout kick is logged once the penalty shootout has started")
        return
    # Between periods: the half-time interval or the break before extra time.
    if isinstance(event, PeriodStart):
        return
    if not isinstance(event, _INTERVAL_KINDS):
        raise RuleError(
            f"{when}: no period is being played (the {state.period.label.lower()} has ended)"
        )
    ended = state.period_ends.get(state.period)
    next_start = state.period.start if state.period is Period.SHOOTOUT else state.period.end
    if when != ended and not (when.period == state.period + 1 and when.minute == next_start):
        raise RuleError(f"{when}: no period is being played at that time")


# --- handlers ---------------------------------------------------------------


def _period_start(state: MatchState, event: PeriodStart) -> None:
    period = event.period
    if state.period is None:
        expected = {Period.FIRST_HALF}
    elif state.period is Period.FIRST_HALF:
        expected = {Period.SECOND_HALF}
    elif state.period is Period.SECOND_HALF:
        expected = {Period.EXTRA_FIRST, Period.SHOOTOUT}
    elif state.period is Period.EXTRA_FIRST:
        expected = {Period.EXTRA_SECOND}
    elif state.period is Period.EXTRA_SECOND:
        expected = {Period.SHOOTOUT}
    else:
        expected = set()
    if period not in expected:
        after = state.period.label.lower() if state.period else "kick-off"
        raise RuleError(f"the {period.label.lower()} cannot start after the {after}")
    if period is not Period.SHOOTOUT and event.time.minute != period.start:
        raise RuleError(f"the {period.label.lower()} starts at {period.start}'")
    state.period = period
    state.running = True
    state._offsets[period] = state._played_before
    if period is Period.FIRST_HALF:
        for side in Side:
            for pid in state.sides[side].on_pitch:
                state._on_since[pid] = 0.0


def _period_end(state: MatchState, event: PeriodEnd) -> None:
    period = event.period
    if period is not state.period:
        raise RuleError(f"the {period.label.lower()} is not being played")
    state.running = False
    state.period_ends[period] = event.time
    if period is not Period.SHOOTOUT:
        state._played_before = state.clock(event.time)
    state.score_after[period] = (state.score[Side.HOME], state.score[Side.AWAY])


def _match_end(state: MatchState, event: MatchEnd) -> None:
    if state.running:
        assert state.period is not None
        raise RuleError(f"the {state.period.label.lower()} is still being played: end it first")
    if state.period in (None, Period.FIRST_HALF) or (
        state.period is not Period.SHOOTOUT and event.time != state.period_ends.get(state.period)
    ):
        raise RuleError("full time comes at the end of the second half, extra time or shootout")
    state.finished = True
    for pid, since in list(state._on_since.items()):
        state._minutes[pid] = state._minutes.get(pid, 0.0) + state._played_before - since
    state._on_since.clear()


def _require_on_pitch(state: MatchState, side: Side, pid: int | None, role: str) -> None:
    if pid is None:
        return
    name = _name(state, pid)
    if state.match.side_of(pid) is not side:
        raise RuleError(f"{name} does not play for {state.match.team(side).name}")
    st = state.sides[side]
    if pid in st.on_pitch:
        return
    if pid in st.sent_off:
        raise RuleError(f"{name} was sent off at {st.sent_off[pid]}; he cannot be the {role}")
    if pid in st.went_off:
        raise RuleError(f"{name} left the pitch at {st.went_off[pid]}; he cannot be the {role}")
    raise RuleError(f"{name} is not on the pitch; he cannot be the {role}")


def _goal(state: MatchState, event: Goal) -> None:
    _require_on_pitch(state, event.side, event.scorer, "scorer")
    if event.assist is not None:
        if event.how is GoalKind.OWN_GOAL:
            raise RuleError("an own goal has no assist")
        if event.assist == event.scorer:
            raise RuleError(f"{_name(state, event.assist)} cannot assist his own goal")
        _require_on_pitch(state, event.for_side, event.assist, "assist")
    state.score[event.for_side] += 1


def _missed_penalty(state: MatchState, event: MissedPenalty) -> None:
    _require_on_pitch(state, event.side, event.player, "penalty taker")


def _substitution(state: MatchState, event: Substitution) -> None:
    st = state.sides[event.side]
    team = state.match.team(event.side).name
    rules = state.match.rules
    if event.on == event.off:
        raise RuleError("a player cannot replace himself")
    _require_on_pitch(state, event.side, event.off, "player going off")
    on_name = _name(state, event.on)
    if state.match.side_of(event.on) is not event.side:
        raise RuleError(f"{on_name} does not play for {team}")
    if event.on in st.sent_off:
        raise RuleError(f"{on_name} was sent off at {st.sent_off[event.on]}; he cannot come on")
    if event.on in st.on_pitch:
        raise RuleError(f"{on_name} is already on the pitch")
    if event.on not in st.bench:
        if event.on in st.went_off:
            raise RuleError(
                f"{on_name} was taken off at {st.went_off[event.on]}; "
                "a player taken off cannot come back"
            )
        raise RuleError(f"{on_name} is not on the bench")
    window = (
        None if not state.running else (int(event.time.period), event.time.minute, event.time.added)
    )
    if not rules.rolling and not event.concussion:
        left = state.subs_left(event.side)
        if left is not None and left <= 0:
            raise RuleError(f"{team} have used all their substitutes")
        wleft = state.windows_left(event.side)
        if window is not None and window not in st.windows and wleft is not None and wleft <= 0:
            raise RuleError(f"{team} have used all their substitution windows")
    if event.concussion:
        if not rules.concussion_subs:
            raise RuleError("this competition has no concussion substitutes")
        if st.concussion_used >= 2:
            raise RuleError(f"{team} have used both concussion substitutes")
        st.concussion_used += 1
        state.sides[event.side.other].bonus_subs += 1
    elif not rules.rolling:
        st.subs_used += 1
        if window is not None and window not in st.windows:
            st.windows.append(window)
    _replace_on_pitch(st, event.off, event.on)
    st.bench.remove(event.on)
    if rules.rolling:
        st.bench.append(event.off)
    st.went_off[event.off] = event.time
    st.came_on[event.on] = event.time
    now = state.clock(event.time)
    _stop_minutes(state, event.off, now)
    if state.started:
        state._on_since[event.on] = now


def _player_off(state: MatchState, event: PlayerOff) -> None:
    _require_on_pitch(state, event.side, event.player, "player leaving")
    st = state.sides[event.side]
    _replace_on_pitch(st, event.player, None)
    st.went_off[event.player] = event.time
    _stop_minutes(state, event.player, state.clock(event.time))


def _card(state: MatchState, event: Card) -> None:
    st = state.sides[event.side]
    if event.player is None:
        if not event.official.strip():
            raise RuleError("a card goes to a player or a named team official")
        return
    name = _name(state, event.player)
    if state.match.side_of(event.player) is not event.side:
        raise RuleError(f"{name} does not play for {state.match.team(event.side).name}")
    if event.player in st.sent_off:
        raise RuleError(f"{name} was already sent off at {st.sent_off[event.player]}")
    booked = st.yellows.get(event.player, 0)
    if event.card is CardKind.YELLOW and booked:
        raise RuleError(f"{name} is already booked: this is a second yellow")
    if event.card is CardKind.SECOND_YELLOW and not booked:
        raise RuleError(f"{name} has not been booked: a second yellow needs a first")
    if event.card is not CardKind.RED:
        st.yellows[event.player] = booked + 1
    if not event.card.sends_off:
        return
    st.sent_off[event.player] = event.time
    if event.player in st.on_pitch:
        _replace_on_pitch(st, event.player, None)
        _stop_minutes(state, event.player, state.clock(event.time))
    elif event.player in st.bench:
        st.bench.remove(event.player)


def _shootout_kick(state: MatchState, event: ShootoutKick) -> None:
    if event.player is not None:
        _require_on_pitch(state, event.side, event.player, "penalty taker")
    if event.scored:
        state.shootout[event.side] += 1


def _formation_change(state: MatchState, event: FormationChange) -> None:
    st = state.sides[event.side]
    sizes = formation_rows(event.formation)
    if formation_of(event.rows) != "-".join(map(str, sizes)) or len(event.rows[0]) != 1:
        raise RuleError(
            f"the rows do not match the formation {event.formation} (goalkeeper row first)"
        )
    placed = [pid for row in event.rows for pid in row]
    if sorted(placed) != sorted(st.on_pitch):
        raise RuleError("a new formation places exactly the players on the pitch")
    st.formation = event.formation
    st.rows = [list(row) for row in event.rows]


_HANDLERS = {
    PeriodStart: _period_start,
    PeriodEnd: _period_end,
    MatchEnd: _match_end,
    Goal: _goal,
    MissedPenalty: _missed_penalty,
    Substitution: _substitution,
    PlayerOff: _player_off,
    Card: _card,
    ShootoutKick: _shootout_kick,
    FormationChange: _formation_change,
}


def _replace_on_pitch(st: SideState, pid: int, new: int | None) -> None:
    for row in st.rows:
        for i, occupant in enumerate(row):
            if occupant == pid:
                row[i] = new
                return


def _stop_minutes(state: MatchState, pid: int, now: float) -> None:
    since = state._on_since.pop(pid, None)
    if since is not None:
        state._minutes[pid] = state._minutes.get(pid, 0.0) + max(0.0, now - since)


def _name(state: MatchState, pid: int) -> str:
    for team in (state.match.home, state.match.away):
        player = team.player(pid)
        if player is not None:
            return player.name
    return f"player {pid}"
