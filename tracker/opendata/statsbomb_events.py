"""The events file, walked once: the events Match Tracker models, timed in football minutes.

Only period starts and ends, goals and own goals with their assists, missed
penalties, substitutions, cards, formation changes, players leaving for good and
shootout kicks are kept; passes, carries, pressures and the rest are skipped.
Event types that StatsBomb does not define are refused.
"""

from __future__ import annotations

import dataclasses
import itertools
from collections.abc import Callable
from typing import Any

from tracker.core.i18n import gettext as _
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
from tracker.core.match.matchtime import MatchTime, Period, the_period
from tracker.core.match.model import Side, formation_of
from tracker.opendata import spec
from tracker.opendata.clock import (
    ClockError,
    end_time_of,
    parse_timestamp,
    time_of,
)
from tracker.opendata.extension import Abandonment, read_abandonment, read_concussion
from tracker.opendata.positions import PositionError, formation_text, rows_from_positions
from tracker.opendata.statsbomb_read import StatsBombError
from tracker.opendata.statsbomb_teams import Roster

#: Progress from 0.0 to 1.0.
Progress = Callable[[float], None]

_CARD_KINDS = {5: CardKind.RED, 6: CardKind.SECOND_YELLOW, 7: CardKind.YELLOW}
#: Substitutions of one team this close together (seconds) are one substitution window.
_WINDOW_SECONDS = 45.0


def _problem(exc: Exception) -> str:
    """What is wrong with an event, in words."""
    if isinstance(exc, StatsBombError | ClockError | PositionError):
        return str(exc)
    if isinstance(exc, KeyError):
        return _("incomplete (no {field!r})").format(field=exc.args[0])
    if isinstance(exc, ValueError):
        return _("a value is out of range ({error})").format(error=exc)
    return _("a field has the wrong type")


@dataclasses.dataclass
class _Pending:
    """An event waiting for its period's end to know its football time."""

    period: Period
    seconds: float
    build: Callable[[MatchTime], Event]
    at_start: bool = False
    window_of: Side | None = None


class EventReader:
    """Walks the events file once, keeping the events Match Tracker models."""

    def __init__(self, roster: Roster, sides: dict[int, Side]) -> None:
        self.roster = roster
        self.sides = sides
        self.pending: list[_Pending] = []
        self.started: dict[Period, None] = {}
        self.ended: dict[Period, float] = {}
        #: The period a match was abandoned in, and how (a member of its Half End).
        self.abandoned: tuple[Period, Abandonment] | None = None
        self.assists: dict[str, int] = {}
        self.goals: list[tuple[int, str]] = []
        self.formation: dict[Side, str] = {}
        #: Players off the pitch with no return seen yet: pid → pending index.
        self.left: dict[int, int] = {}
        self.offs: set[int] = set()
        self._handlers: dict[int, Callable[[dict[str, Any], Period, float, str], None]] = {
            spec.HALF_START: self._half_start,
            spec.HALF_END: self._half_end,
            spec.SHOT: self._shot,
            spec.OWN_GOAL_AGAINST: self._own_goal,
            spec.PASS: self._pass,
            spec.SUBSTITUTION: self._substitution,
            spec.FOUL_COMMITTED: self._card,
            spec.BAD_BEHAVIOUR: self._card,
            spec.TACTICAL_SHIFT: self._shift,
            spec.PLAYER_OFF: self._player_off,
        }

    def read(self, raw_events: list[Any], progress: Progress) -> None:
        """Read every event, reporting progress now and then."""
        total = len(raw_events)
        handlers = self._handlers
        for number, raw in enumerate(raw_events, start=1):
            if number % 500 == 0:
                progress(number / total)
            try:
                type_id = raw["type"]["id"]
            except (KeyError, TypeError):
                type_id = None
            if not isinstance(type_id, int):
                raise StatsBombError(
                    _("event {number} of the events file has no type id").format(number=number)
                )
            player = raw.get("player")
            if self.left and isinstance(player, dict):
                # Seen again after a Player Off: he came back on.
                self.left.pop(self.roster.pids.get(player.get("id", 0), 0), None)
            handler = handlers.get(type_id)
            if handler is None:
                if type_id not in spec.EVENT_TYPES:
                    raise StatsBombError(
                        _(
                            "event {number} has type {type_id!r}, which StatsBomb does not define"
                        ).format(number=number, type_id=type_id)
                    )
                continue
            where = _("event {number} ({type})").format(
                number=number, type=spec.EVENT_TYPES[type_id]
            )
            try:
                period = Period(raw["period"])
                seconds = parse_timestamp(raw["timestamp"])
                handler(raw, period, seconds, where)
            except StatsBombError:
                raise  # it names the event itself
            except (KeyError, TypeError, AttributeError, ValueError) as exc:
                raise StatsBombError(f"{where}: {_problem(exc)}") from None
        progress(1.0)

    # --- helpers ------------------------------------------------------------
    def _side(self, raw: dict[str, Any], where: str) -> Side:
        side = self.sides.get(raw["team"]["id"])
        if side is None:
            raise StatsBombError(
                _("{where}: team {team!r} is not in this match").format(
                    where=where, team=raw["team"].get("name")
                )
            )
        return side

    def _add(
        self, period: Period, seconds: float, build: Callable[[MatchTime], Event], **extra: Any
    ) -> None:
        self.pending.append(_Pending(period, seconds, build, **extra))

    # --- event types ----------------------------------------------------------
    def _half_start(self, raw: dict[str, Any], period: Period, seconds: float, where: str) -> None:
        if period not in self.started:
            self.started[period] = None
            start = (
                MatchTime.shootout()
                if period is Period.SHOOTOUT
                else MatchTime(period, period.start)
            )
            self.pending.append(_Pending(period, -1.0, lambda _t: PeriodStart(start)))

    def _half_end(self, raw: dict[str, Any], period: Period, seconds: float, where: str) -> None:
        self.ended[period] = max(seconds, self.ended.get(period, 0.0))
        abandoned = read_abandonment(raw, where)
        if abandoned is not None:
            self.abandoned = (period, abandoned)

    def _pass(self, raw: dict[str, Any], period: Period, seconds: float, where: str) -> None:
        details = raw.get("pass")
        if isinstance(details, dict) and details.get("goal_assist") and "player" in raw:
            self.assists[raw["id"]] = self.roster.pid(raw["player"], where)

    def _shot(self, raw: dict[str, Any], period: Period, seconds: float, where: str) -> None:
        shot = raw["shot"]
        side = self._side(raw, where)
        taker = self.roster.pid(raw["player"], where) if "player" in raw else None
        scored = shot["outcome"]["id"] == spec.GOAL["id"]
        kind_id = (shot.get("type") or {}).get("id")
        if period is Period.SHOOTOUT:
            self._add(
                period, seconds, lambda t: ShootoutKick(t, side=side, player=taker, scored=scored)
            )
            return
        if not scored:
            if kind_id == spec.PENALTY["id"]:
                saved = shot["outcome"]["id"] in spec.SAVED_OUTCOMES
                self._add(
                    period,
                    seconds,
                    lambda t: MissedPenalty(t, side=side, player=taker, saved=saved),
                )
            return
        how = GoalKind.OPEN_PLAY
        if kind_id == spec.PENALTY["id"]:
            how = GoalKind.PENALTY
        elif kind_id == spec.FREE_KICK["id"]:
            how = GoalKind.FREE_KICK
        elif (shot.get("body_part") or {}).get("id") == spec.HEAD["id"]:
            how = GoalKind.HEADER
        key_pass = shot.get("key_pass_id")
        self.goals.append((len(self.pending), key_pass or ""))
        self._add(period, seconds, lambda t: Goal(t, side=side, scorer=taker, how=how))

    def _own_goal(self, raw: dict[str, Any], period: Period, seconds: float, where: str) -> None:
        side = self._side(raw, where)
        scorer = self.roster.pid(raw["player"], where) if "player" in raw else None
        self._add(
            period, seconds, lambda t: Goal(t, side=side, scorer=scorer, how=GoalKind.OWN_GOAL)
        )

    def _substitution(
        self, raw: dict[str, Any], period: Period, seconds: float, where: str
    ) -> None:
        side = self._side(raw, where)
        off = self.roster.pid(raw["player"], where)
        on = self.roster.pid(raw["substitution"]["replacement"], where)
        concussion = read_concussion(raw, where)
        self.left.pop(off, None)
        self._add(
            period,
            seconds,
            lambda t: Substitution(t, side=side, off=off, on=on, concussion=concussion),
            at_start=True,
            window_of=side,
        )

    def _card(self, raw: dict[str, Any], period: Period, seconds: float, where: str) -> None:
        details = raw.get("foul_committed") or raw.get("bad_behaviour") or {}
        card = details.get("card")
        if card is None or "player" not in raw:
            return
        kind = _CARD_KINDS.get(card.get("id"))
        if kind is None:
            raise StatsBombError(
                _("{where}: unknown card {card!r}").format(
                    where=where, card=card.get("name") or card.get("id")
                )
            )
        side = self._side(raw, where)
        player = self.roster.pid(raw["player"], where)
        self._add(
            period, seconds, lambda t: Card(t, side=side, player=player, card=kind), at_start=True
        )

    def _shift(self, raw: dict[str, Any], period: Period, seconds: float, where: str) -> None:
        side = self._side(raw, where)
        tactics = raw["tactics"]
        formation = formation_text(tactics["formation"])
        placed = [
            (self.roster.pid(slot["player"], where), slot["position"]["id"])
            for slot in tactics["lineup"]
        ]
        rows = rows_from_positions(formation, placed)
        formation = formation_of(rows)
        if self.formation.get(side) == formation:
            return  # the same shape with players moved about: not a change of formation
        self.formation[side] = formation
        self._add(
            period,
            seconds,
            lambda t: FormationChange(t, side=side, formation=formation, rows=rows),
            at_start=True,
        )

    def _player_off(self, raw: dict[str, Any], period: Period, seconds: float, where: str) -> None:
        side = self._side(raw, where)
        player = self.roster.pid(raw["player"], where)
        self.left[player] = len(self.pending)
        self.offs.add(len(self.pending))
        self._add(period, seconds, lambda t: PlayerOff(t, side=side, player=player))

    # --- the log --------------------------------------------------------------
    def events(self) -> list[Event]:
        """The events read, timed in football minutes, with assists and full time."""
        self._check_every_period_ends()
        ends = {period: end_time_of(period, seconds) for period, seconds in self.ended.items()}
        dropped = self._returned_players()
        goal_at = dict(self.goals)
        out: list[Event] = []
        last_sub: dict[Side, tuple[Period, float, MatchTime]] = {}
        for index, item in enumerate(self.pending):
            if index in dropped:
                continue
            time = _timed(item, ends.get(item.period), last_sub)
            event = dataclasses.replace(item.build(time), seq=index + 1)
            assist = self.assists.get(goal_at.get(index, ""))
            if isinstance(event, Goal) and assist is not None and assist != event.scorer:
                event = dataclasses.replace(event, assist=assist)
            out.append(event)
        stopped = self.abandoned
        # Numbered after every event read (some were dropped): no two share a number.
        numbers = itertools.count(len(self.pending) + 1)
        for period in ends:
            if stopped is not None and stopped[0] is period and stopped[1].in_play:
                continue  # play stopped there: no whistle ended the period
            out.append(PeriodEnd(ends[period], seq=next(numbers)))
        if stopped is not None:
            period, how = stopped
            out.append(MatchAbandoned(ends[period], reason=how.reason, seq=next(numbers)))
        elif ends:
            out.append(MatchEnd(ends[max(ends)], seq=next(numbers)))
        return out

    def _check_every_period_ends(self) -> None:
        """A period started and never ended: the file is cut short."""
        for period in self.started:
            if period not in self.ended:
                raise StatsBombError(
                    _(
                        "the events file stops during {period} (no Half End): is it cut short?"
                    ).format(period=the_period(period))
                )

    def _returned_players(self) -> set[int]:
        """Pending indexes of Player Off events whose player came back (or was replaced)."""
        return self.offs - set(self.left.values())


def _timed(
    item: _Pending, end: MatchTime | None, last_sub: dict[Side, tuple[Period, float, MatchTime]]
) -> MatchTime:
    """An event's football time: never past its period's end, and a substitution made
    within a window of its team's last one at that one's time (one window)."""
    time = time_of(item.period, item.seconds, at_start=item.at_start)
    if end is not None and time > end:
        time = end
    if item.window_of is not None:
        previous = last_sub.get(item.window_of)
        if (
            previous
            and previous[0] is item.period
            and item.seconds - previous[1] <= _WINDOW_SECONDS
        ):
            time = previous[2]
        last_sub[item.window_of] = (item.period, item.seconds, time)
    return time
