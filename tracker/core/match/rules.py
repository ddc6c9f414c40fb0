"""The laws of the game as the log checks them: timing, Law 3 and Law 12 (Law 10's
shootout in :mod:`tracker.core.match.shootout`).

Each handler checks one event against the state and applies it. A handler raises
:class:`RuleError` before it changes anything, so a refused event leaves the state
as it was.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any

from tracker.core.i18n import gettext as _
from tracker.core.match.describe import player_name
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
from tracker.core.match.matchtime import Period, the_period
from tracker.core.match.model import Position, SetupError, Side, formation_of, formation_rows
from tracker.core.match.shootout import (
    check_keeper_replaced,
    check_shootout_ended,
    check_shootout_takers,
    decided,
    kicks_taken,
    note_out_of_turn,
)
from tracker.core.match.state import MatchState, RuleError, SideState


def check_and_apply(state: MatchState, event: Event) -> None:
    """Check ``event`` against the state and apply it; raises :class:`RuleError`."""
    _check_timing(state, event)
    handler = _HANDLERS.get(type(event))
    if handler is None:
        raise RuleError(_("events of kind {kind!r} are not understood").format(kind=event.kind))
    handler(state, event)
    _note_short_handed(state, event)


# --- timing ---------------------------------------------------------------


_INTERVAL_KINDS = (
    Substitution,
    Card,
    PlayerOff,
    FormationChange,
    PeriodStart,
    MatchEnd,
    MatchAbandoned,
)


def check_new(event: Event) -> None:
    """What football does not record, refused for an event logged or corrected now.

    A penalty is a kick from the spot: nobody assists it. Kept out of the replay of
    stored logs, so that a match stored before this check still opens.
    """
    if isinstance(event, Goal) and event.how is GoalKind.PENALTY and event.assist is not None:
        raise RuleError(_("a penalty has no assist: the kick is taken from the spot"), event)


def _check_timing(state: MatchState, event: Event) -> None:
    when = event.time
    if state.finished:
        raise RuleError(_("the match is over: nothing can be logged after full time"))
    if state.abandoned is not None:
        template = _("the match was abandoned at {when}: nothing can be logged after that")
        raise RuleError(template.format(when=state.abandoned.time))
    if not state.started:
        if isinstance(event, PeriodStart) and when.period is Period.FIRST_HALF:
            return
        if when.period is Period.FIRST_HALF and when.minute == 0:
            # Before the kick-off whistle of 0' in the log: what happened in the first
            # minute is written 1'.
            raise RuleError(_("0' is the kick-off: what happens in the first minute is 1'"))
        raise RuleError(_("{when}: the match has not kicked off yet").format(when=when))
    assert state.period is not None
    if state.running:
        _check_in_period(state.period, event)
    else:
        _check_between_periods(state, state.period, event)


def _check_in_period(period: Period, event: Event) -> None:
    """An event while ``period`` is being played."""
    when = event.time
    if when.period is not period:
        template = _("{when}: {period} is being played; end it before logging a later period")
        raise RuleError(template.format(when=when, period=the_period(period)))
    if isinstance(event, PeriodStart):
        raise RuleError(_("{period} has already started").format(period=the_period(period)))
    if period is Period.SHOOTOUT and not isinstance(
        event, (ShootoutKick, Card, Substitution, PeriodEnd, MatchAbandoned)
    ):
        raise RuleError(
            _("only kicks, cards and a goalkeeper's replacement happen during a penalty shootout")
        )
    # A kick outside the shootout never gets here: its time is in the shootout.


def _check_between_periods(state: MatchState, period: Period, event: Event) -> None:
    """An event after ``period`` ended: the half-time interval or the break before extra time."""
    when = event.time
    if isinstance(event, PeriodStart):
        return
    if not isinstance(event, _INTERVAL_KINDS):
        if when.period > period and when.period is not Period.SHOOTOUT:
            # 46 (the interval) or 70 typed at half-time: the next period is still to come.
            template = _(
                "{next} has not kicked off: log its start first (in the break before it "
                "only a substitution, a card or a player leaving happens)"
            )
            raise RuleError(template.format(next=the_period(when.period)))
        if when.period is not Period.SHOOTOUT and when.minute == when.period.start > 0:
            # The next period's start (45 in the second half, as a file may write it)
            # is the interval before it, written as that period's first minute.
            template = _(
                "{start} in {next} is the interval before it: only a substitution, a card "
                "or a player leaving happens then; its first minute of play is {first}"
            )
            raise RuleError(
                template.format(
                    start=when.period.start,
                    next=the_period(when.period),
                    first=when.period.start + 1,
                )
            )
        template = _("{when}: no period is being played ({period} has ended)")
        raise RuleError(template.format(when=when, period=the_period(period)))
    ended = state.period_ends.get(period)
    next_start = period.start if period is Period.SHOOTOUT else period.end
    if when != ended and not (when.period == period + 1 and when.minute == next_start):
        raise RuleError(_("{when}: no period is being played at that time").format(when=when))


def check_log(state: MatchState, events: Sequence[Event]) -> None:
    """What :func:`check_new`, :func:`~tracker.core.match.shootout.check_entry` (a
    shootout ended only once decided) and
    :func:`~tracker.core.match.shootout.check_shootout_takers` ask, of a whole log
    brought in now (a match file imported); ``state`` is its replay. A log stored
    before these checks still opens."""
    for event in events:
        check_new(event)
    check_shootout_ended(state, whole_log=True)
    check_shootout_takers(state)


# --- handlers ---------------------------------------------------------------


def _may_follow(period: Period | None) -> set[Period]:
    """The periods that may start after ``period`` (None: before kick-off)."""
    if period is None:
        return {Period.FIRST_HALF}
    if period is Period.FIRST_HALF:
        return {Period.SECOND_HALF}
    if period is Period.SECOND_HALF:
        return {Period.EXTRA_FIRST, Period.SHOOTOUT}
    if period is Period.EXTRA_FIRST:
        return {Period.EXTRA_SECOND}
    if period is Period.EXTRA_SECOND:
        return {Period.SHOOTOUT}
    return set()


def _period_start(state: MatchState, event: PeriodStart) -> None:
    period = event.period
    if period not in _may_follow(state.period):
        if state.period is None:
            template = _("{period} cannot start before kick-off")
        else:
            template = _("{period} cannot start after {after}")
        raise RuleError(
            template.format(
                period=the_period(period), after=the_period(state.period) if state.period else ""
            )
        )
    if period is not Period.SHOOTOUT and event.time.minute != period.start:
        template = _("{period} starts at {minute}'")
        raise RuleError(template.format(period=the_period(period), minute=period.start))
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
        raise RuleError(_("{period} is not being played").format(period=the_period(period)))
    state.running = False
    state.period_ends[period] = event.time
    if period is not Period.SHOOTOUT:
        state._played_before = state.clock(event.time)
    state.score_after[period] = (state.score[Side.HOME], state.score[Side.AWAY])


def _match_end(state: MatchState, event: MatchEnd) -> None:
    if state.running:
        assert state.period is not None
        template = _("{period} is still being played: end it first")
        raise RuleError(template.format(period=the_period(state.period)))
    # A match ends after the second half, after extra time or after the shootout.
    if state.period in (None, Period.FIRST_HALF, Period.EXTRA_FIRST) or (
        state.period is not Period.SHOOTOUT and event.time != state.period_ends.get(state.period)
    ):
        raise RuleError(_("full time comes at the end of the second half, extra time or shootout"))
    state.finished = True
    _stop_the_clocks(state)


def _abandon(state: MatchState, event: MatchAbandoned) -> None:
    # Play stops for good: the minutes of the players on the pitch end here.
    if state.running and state.period is not Period.SHOOTOUT:
        state._played_before = state.clock(event.time)
    state.running = False
    _stop_the_clocks(state)
    state.abandoned = replace(event, id=None, seq=0, authorship=None)


def _stop_the_clocks(state: MatchState) -> None:
    """Nothing more is played: each player on the pitch has his minutes up to now."""
    for pid, since in list(state._on_since.items()):
        state._minutes[pid] = state._minutes.get(pid, 0.0) + state._played_before - since
    state._on_since.clear()


def _note_short_handed(state: MatchState, event: Event) -> None:
    """Law 3: note the event that left a side with fewer players than the match may
    continue with, and the first event of play logged after it (see
    :attr:`MatchState.short_handed`)."""
    if state.short_handed is not None:
        if state.played_on_short is None and not isinstance(event, (Card, MatchAbandoned)):
            state.played_on_short = event.time
        return
    if not isinstance(event, (Card, PlayerOff)):
        return  # only a sending-off or a player leaving unreplaced takes a player off
    fewest = state.match.rules.fewest_players
    if fewest is None:
        return
    for side in Side:
        if state.match.team(side).lineup is not None and len(state.on_pitch(side)) < fewest:
            state.short_handed = (side, event.time)
            return


def _require_on_pitch(state: MatchState, side: Side, pid: int | None, role: str) -> None:
    if pid is None:
        return
    name = player_name(state.match, pid)
    if state.match.side_of(pid) is not side:
        team = state.match.team(side).name
        raise RuleError(_("{name} does not play for {team}").format(name=name, team=team))
    st = state.sides[side]
    if pid in st.on_pitch:
        return
    role = _(f"role:{role}").removeprefix("role:")
    if pid in st.sent_off:
        template = _("{name} was sent off at {when}; he cannot be the {role}")
        raise RuleError(template.format(name=name, when=st.sent_off[pid], role=role))
    if pid in st.went_off:
        template = _("{name} left the pitch at {when}; he cannot be the {role}")
        raise RuleError(template.format(name=name, when=st.went_off[pid], role=role))
    template = _("{name} is not on the pitch; he cannot be the {role}")
    raise RuleError(template.format(name=name, role=role))


def _goal(state: MatchState, event: Goal) -> None:
    _require_on_pitch(state, event.side, event.scorer, "scorer")
    if event.assist is not None:
        if event.how is GoalKind.OWN_GOAL:
            raise RuleError(_("an own goal has no assist"))
        if event.assist == event.scorer:
            raise RuleError(
                _("{name} cannot assist his own goal").format(
                    name=player_name(state.match, event.assist)
                )
            )
        _require_on_pitch(state, event.for_side, event.assist, "assist")
    state.score[event.for_side] += 1


def _missed_penalty(state: MatchState, event: MissedPenalty) -> None:
    _require_on_pitch(state, event.side, event.player, "penalty taker")


def _substitution(state: MatchState, event: Substitution) -> None:
    st = state.sides[event.side]
    team = state.match.team(event.side).name
    rules = state.match.rules
    if event.on == event.off:
        raise RuleError(_("a player cannot replace himself"))
    _require_on_pitch(state, event.side, event.off, "player going off")
    shootout = event.time.period is Period.SHOOTOUT
    if shootout:
        check_keeper_replaced(state, event)
    _check_coming_on(state, event, team)
    _count_substitution(state, event, team)
    if _in_goal_again(state, st, event.on):
        # The keeper was sent off and a goalkeeper comes on for an outfield player
        # (Law 3: one player is the goalkeeper): he stands in goal, the place of the
        # player taken off is left empty, as the team now plays.
        _replace_on_pitch(st, event.off, None)
        st.rows[0][0] = event.on
    else:
        _replace_on_pitch(st, event.off, event.on)
    st.bench.remove(event.on)
    if rules.rolling and not shootout:  # Law 10: a keeper replaced then takes no more part
        st.bench.append(event.off)
    st.went_off[event.off] = event.time
    st.came_on[event.on] = event.time
    now = state.clock(event.time)
    _stop_minutes(state, event.off, now)
    if state.started:
        state._on_since[event.on] = now


def _in_goal_again(state: MatchState, st: SideState, on: int) -> bool:
    """Whether ``on``, coming on, is a goalkeeper for a team whose goal stands empty."""
    if not st.rows or not st.rows[0] or st.rows[0][0] is not None:
        return False
    try:
        return state.match.player(on).position is Position.GK
    except SetupError:
        return False


def _check_coming_on(state: MatchState, event: Substitution, team: str) -> None:
    """The player coming on is on ``team``'s bench (not sent off, not taken off)."""
    st = state.sides[event.side]
    on_name = player_name(state.match, event.on)
    if state.match.side_of(event.on) is not event.side:
        raise RuleError(_("{name} does not play for {team}").format(name=on_name, team=team))
    if event.on in st.sent_off:
        template = _("{name} was sent off at {when}; he cannot come on")
        raise RuleError(template.format(name=on_name, when=st.sent_off[event.on]))
    if event.on in st.on_pitch:
        raise RuleError(_("{name} is already on the pitch").format(name=on_name))
    if event.on not in st.bench:
        if event.on in st.went_off:
            template = _("{name} was taken off at {when}; a player taken off cannot come back")
            raise RuleError(template.format(name=on_name, when=st.went_off[event.on]))
        raise RuleError(_("{name} is not on the bench").format(name=on_name))


def _count_substitution(state: MatchState, event: Substitution, team: str) -> None:
    """Check the substitution against the team's substitutes and windows left, and count it."""
    st = state.sides[event.side]
    rules = state.match.rules
    # A change in a break uses no window; nor does a keeper replaced during the kicks:
    # Law 10 asks only for a substitute left.
    in_play = state.running and event.time.period is not Period.SHOOTOUT
    window = (int(event.time.period), event.time.minute, event.time.added) if in_play else None
    if not rules.rolling and not event.concussion:
        left = state.subs_left(event.side, event.time)
        if left is not None and left <= 0:
            raise RuleError(_("{team} have used all their substitutes").format(team=team))
        wleft = state.windows_left(event.side, event.time)
        if window is not None and window not in st.windows and wleft is not None and wleft <= 0:
            raise RuleError(_("{team} have used all their substitution windows").format(team=team))
    if event.concussion:
        if not rules.concussion_subs:
            raise RuleError(_("this competition has no concussion substitutes"))
        if st.concussion_used >= 2:
            raise RuleError(_("{team} have used both concussion substitutes").format(team=team))
        st.concussion_used += 1
        state.sides[event.side.other].bonus_subs += 1
    elif not rules.rolling:
        st.subs_used += 1
        if window is not None and window not in st.windows:
            st.windows.append(window)


def _player_off(state: MatchState, event: PlayerOff) -> None:
    _require_on_pitch(state, event.side, event.player, "player leaving")
    st = state.sides[event.side]
    _replace_on_pitch(st, event.player, None)
    st.went_off[event.player] = event.time
    _stop_minutes(state, event.player, state.clock(event.time))


def _card(state: MatchState, event: Card) -> None:
    # Law 12: players on the pitch, substitutes, substituted players and team
    # officials can all be cautioned or sent off.
    st = state.sides[event.side]
    if event.player is None:
        _official_card(st, event)
        return
    if event.official.strip():
        raise RuleError(_("a card goes to a player or to a team official, not both"))
    name = player_name(state.match, event.player)
    if state.match.side_of(event.player) is not event.side:
        team = state.match.team(event.side).name
        raise RuleError(_("{name} does not play for {team}").format(name=name, team=team))
    if event.player in st.sent_off:
        template = _("{name} was already sent off at {when}")
        raise RuleError(template.format(name=name, when=st.sent_off[event.player]))
    booked = st.yellows.get(event.player, 0)
    _check_second_yellow(name, event.card, booked)
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


def _official_card(st: SideState, event: Card) -> None:
    name = event.official.strip()
    if not name:
        raise RuleError(_("a card goes to a player or a named team official"))
    if name in st.officials_sent_off:
        template = _("{name} was already sent off at {when}")
        raise RuleError(template.format(name=name, when=st.officials_sent_off[name]))
    booked = st.official_yellows.get(name, 0)
    _check_second_yellow(name, event.card, booked)
    if event.card is not CardKind.RED:
        st.official_yellows[name] = booked + 1
    if event.card.sends_off:
        st.officials_sent_off[name] = event.time


def _check_second_yellow(name: str, card: CardKind, booked: int) -> None:
    if card is CardKind.YELLOW and booked:
        template = _(
            "{name} is already booked: this is a second yellow; log it as a second yellow "
            "(a sending-off), or correct his earlier card"
        )
        raise RuleError(template.format(name=name))
    if card is CardKind.SECOND_YELLOW and not booked:
        template = _("{name} has not been booked: a second yellow needs a first")
        raise RuleError(template.format(name=name))


def _shootout_kick(state: MatchState, event: ShootoutKick) -> None:
    # Law 10: the teams kick alternately, five each, then one each until one leads;
    # no kick is taken once the result is decided.
    kicks = state.kicks()
    taken = kicks_taken(kicks)
    team, other = state.match.team(event.side).name, state.match.team(event.side.other).name
    if taken[event.side] > taken[event.side.other]:
        template = _("the kicks alternate: {other} take the next kick, not {team}")
        raise RuleError(template.format(other=other, team=team))
    if decided(state.shootout, taken):
        raise RuleError(_("the shootout is already decided: no more kicks are taken"))
    if event.player is not None:
        _require_on_pitch(state, event.side, event.player, "penalty taker")
    note_out_of_turn(state, event, kicks)
    if event.scored:
        state.shootout[event.side] += 1


def _formation_change(state: MatchState, event: FormationChange) -> None:
    st = state.sides[event.side]
    try:
        sizes = formation_rows(event.formation)
    except SetupError as exc:
        raise RuleError(str(exc)) from None
    if (
        not event.rows
        or len(event.rows[0]) != 1
        or formation_of(event.rows) != "-".join(map(str, sizes))
    ):
        template = _("the rows do not match the formation {formation} (goalkeeper row first)")
        raise RuleError(template.format(formation=event.formation))
    placed = [pid for row in event.rows for pid in row]
    if sorted(placed) != sorted(st.on_pitch):
        raise RuleError(_("a new formation places exactly the players on the pitch"))
    st.formation = event.formation
    st.rows = [list(row) for row in event.rows]


_HANDLERS: dict[type[Event], Callable[[MatchState, Any], None]] = {
    PeriodStart: _period_start,
    PeriodEnd: _period_end,
    MatchEnd: _match_end,
    MatchAbandoned: _abandon,
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
