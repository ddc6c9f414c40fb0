"""What the periods played allow, checked on the whole match after a change to its log.

The replay (:mod:`tracker.core.match.rules`) checks each event as it comes; some laws
speak of the match as a whole. Law 7: a match is two equal halves, and extra time two
equal periods; the rules presets hold no length of a half, so the first half's whistle
says it (45', or 35' in a youth match) and the second cannot end sooner (a correction
of the first half's end is measured too). An abandoned match has no final whistle: its
log stops at the abandonment (:class:`~tracker.core.match.events.MatchAbandoned`).
Law 3 gives the additional substitute of extra time only to a match that plays extra
time, which a change in the break before it cannot know yet; and it lets no side play
on with fewer than seven players (a card or the abandonment may follow, nothing else).
Like :func:`~tracker.core.match.rules.check_new`, these checks are kept out of the
replay of stored logs, so that a match stored before them still opens; and a change is
refused only when it brings a fault about, so that a fault stored before does not
stand in the way of correcting it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from tracker.core.i18n import gettext as _
from tracker.core.match.events import Event, Goal, MatchEnd, PeriodStart, Substitution
from tracker.core.match.matchtime import MatchTime, Period
from tracker.core.match.model import Side
from tracker.core.match.state import MatchState, RuleError

#: The halves of the match and of extra time: each second one as long as its first.
_HALVES = (
    (Period.FIRST_HALF, Period.SECOND_HALF),
    (Period.EXTRA_FIRST, Period.EXTRA_SECOND),
)


def check_periods(after: MatchState, before: MatchState | None = None) -> None:
    """Refuse the match ``after`` a change for a fault of its periods that the match
    ``before`` it did not have (None: a whole log brought in, any fault refused);
    raises :class:`RuleError` saying what is at fault and why."""
    for fault in _FAULTS:
        found = fault(after)
        if found is not None and (before is None or fault(before) is None):
            raise RuleError(found)


def _short_half(state: MatchState) -> str | None:
    """Law 7: a second half (of the match, or of extra time) that ended before it had
    lasted as long as the first, added time not counted; None if there is none."""
    for first, second in _HALVES:
        ended, ending = state.period_ends.get(first), state.period_ends.get(second)
        if ended is None or ending is None:
            continue
        length = ended.minute - first.start
        if ending.minute - second.start < length:
            if second is Period.SECOND_HALF:
                template = _(
                    "the second half lasts as long as the first ({length} minutes): it "
                    "cannot end before {when}"
                )
            else:
                template = _(
                    "the second half of extra time lasts as long as the first ({length} "
                    "minutes): it cannot end before {when}"
                )
            return template.format(length=length, when=MatchTime(second, second.start + length))
    return None


def _extra_time_substitute(state: MatchState) -> str | None:
    """Law 3: a change of the break after the second half that brought on the
    additional substitute of extra time, in a match whose shootout followed the second
    half without extra time; None if there is none."""
    if not state.went_to_shootout or Period.EXTRA_FIRST in state.period_ends:
        return None
    rules = state.match.rules
    if rules.rolling or rules.max_subs is None:
        return None
    for side in Side:
        st = state.sides[side]
        if st.subs_used > rules.max_subs + st.bonus_subs:
            counted = [s for s in state.substitutions(side) if not s.concussion]
            in_break = [s for s in counted if s.time.period is Period.EXTRA_FIRST]
            return _extra_time_refusal(state, (in_break or counted)[-1])
    return None


def _extra_time_refusal(state: MatchState, change: Substitution) -> str:
    template = _(
        "{team} brought {on} on for {off} at {when} as the additional substitute extra "
        "time allows, but no extra time is played before the shootout: correct or delete "
        "that change first"
    )
    match = state.match
    return template.format(
        team=match.team(change.side).name,
        on=match.player(change.on).name,
        off=match.player(change.off).name,
        when=change.time,
    )


def _played_on_short(state: MatchState) -> str | None:
    """Law 3: play logged after a side was left with fewer than seven players (a
    sending-off, a player leaving unreplaced); None if there is none."""
    if state.short_handed is None or state.played_on_short is None:
        return None
    side, when = state.short_handed
    template = _(
        "{team} have had fewer than seven players on the pitch since {when}: Law 3 does "
        "not let the match go on, so only its abandonment can follow"
    )
    return template.format(team=state.match.team(side).name, when=when)


#: Each fault a change may bring about: its words, or None where the match has none.
_FAULTS: tuple[Callable[[MatchState], str | None], ...] = (
    _short_half,
    _extra_time_substitute,
    _played_on_short,
)


#: Whether a score (home, away) is level: the day's goals, or a tie's (a second leg).
Level = Callable[[int, int], bool]


def _even(home: int, away: int) -> bool:
    return home == away


def not_level_restarts(
    events: Iterable[Event], level: Level = _even
) -> dict[Period, tuple[int, int]]:
    """Extra time and the shootout, where the log starts them after a score that is not
    level: each such period with that score (home, away).

    They follow a level match, or a second leg that leaves the tie level on aggregate
    (``level`` says so where the tie's first leg is known; the log alone does not
    know): the window asks before a whistle or a change leaves one after a score that
    is not level, and does not refuse it.
    """
    listed = list(events)
    # Most logs never reach extra time: then there is nothing to order and count.
    if not any(isinstance(e, PeriodStart) and e.period in _RESTARTS for e in listed):
        return {}
    score = {Side.HOME: 0, Side.AWAY: 0}
    found: dict[Period, tuple[int, int]] = {}
    for event in sorted(listed, key=lambda e: e.sort_key):
        if isinstance(event, Goal):
            score[event.for_side] += 1
        elif _restarts(event) and not level(score[Side.HOME], score[Side.AWAY]):
            found[event.time.period] = (score[Side.HOME], score[Side.AWAY])
    return found


#: The periods that follow a level score: extra time, the shootout.
_RESTARTS = (Period.EXTRA_FIRST, Period.SHOOTOUT)


def _restarts(event: Event) -> bool:
    """True for the whistle that starts extra time or the shootout."""
    return isinstance(event, PeriodStart) and event.period in _RESTARTS


def made_not_level(
    before: Iterable[Event], after: Iterable[Event], level: Level = _even
) -> tuple[Period, tuple[int, int]] | None:
    """The first period of extra time or the shootout that a change to the log
    (``before`` → ``after``) leaves after a score that is not level where it was level
    (a goal deleted or added after the fact, an own goal corrected), with that score
    (the day's); None when the change leaves every such period as it found it.
    ``level``: see :func:`not_level_restarts`."""
    was = not_level_restarts(before, level)
    now = not_level_restarts(after, level)
    for period in sorted(now):
        if period not in was:
            return period, now[period]
    return None


def _level_without_decider(events: Iterable[Event], level: Level) -> tuple[int, int] | None:
    """The level score of a log that ends at full time after ninety minutes, with no
    extra time or shootout; None for any other log (not over, not level, played on)."""
    listed = list(events)
    if not any(isinstance(e, MatchEnd) for e in listed) or any(_restarts(e) for e in listed):
        return None
    home = sum(1 for e in listed if isinstance(e, Goal) and e.for_side is Side.HOME)
    away = sum(1 for e in listed if isinstance(e, Goal) and e.for_side is Side.AWAY)
    return (home, away) if level(home, away) else None


def made_level_without_decider(
    before: Iterable[Event], after: Iterable[Event], level: Level = _even
) -> tuple[int, int] | None:
    """The level score a change to the log (``before`` → ``after``: a goal deleted or
    corrected after the fact) leaves a finished match at after ninety minutes, with no
    extra time or shootout logged, where it was not so before; None otherwise. The
    day's score; ``level`` says when it leaves a tie level (see :func:`not_level_restarts`).

    For a match that must be decided on the day (a semi-final, a final, a second leg
    whose first leg is known) the window asks first, as it asks before extra time
    after a score that is not level.
    """
    now = _level_without_decider(after, level)
    return now if now is not None and _level_without_decider(before, level) is None else None
