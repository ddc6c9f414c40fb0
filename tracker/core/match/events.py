"""Match events: goals, substitutions, cards, period boundaries, shootout kicks.

Every event is an immutable value with a :class:`MatchTime` and a ``seq`` that keeps
the order of events logged in the same minute. New kinds are new subclasses
registered in :data:`EVENT_TYPES`; the store and the match file handle them through
:func:`event_to_dict` and :func:`event_from_dict` without knowing them.
"""

from __future__ import annotations

import dataclasses
import datetime as dt
import enum
import unicodedata
from dataclasses import dataclass, field
from typing import Any, ClassVar

from tracker.core.i18n import gettext as _
from tracker.core.match.matchtime import MatchTime, Period
from tracker.core.match.model import Side


class GoalKind(enum.Enum):
    """How a goal was scored."""

    OPEN_PLAY = "open_play"
    HEADER = "header"
    PENALTY = "penalty"
    FREE_KICK = "free_kick"
    OWN_GOAL = "own_goal"

    @property
    def label(self) -> str:
        """Short label as a match sheet writes it ("pen.", "o.g.")."""
        return _GOAL_LABELS[self]


_GOAL_LABELS = {
    GoalKind.OPEN_PLAY: "",
    GoalKind.HEADER: "header",
    GoalKind.PENALTY: "pen.",
    GoalKind.FREE_KICK: "free kick",
    GoalKind.OWN_GOAL: "o.g.",
}


class CardKind(enum.Enum):
    """Yellow, second yellow (a sending-off) or straight red."""

    YELLOW = "yellow"
    SECOND_YELLOW = "second_yellow"
    RED = "red"

    @property
    def sends_off(self) -> bool:
        """True for a second yellow or a red."""
        return self is not CardKind.YELLOW


#: The longest name stored as an event's author (the match file's schema says so too).
AUTHOR_MAX_LENGTH = 200


def author_name(name: str) -> str:
    """A name as it is stored with an event: on one line, spaces collapsed, without
    invisible control characters (a bidirectional override would garble the log), and
    not too long."""
    shown = "".join(c for c in name if c.isspace() or not unicodedata.category(c).startswith("C"))
    return " ".join(shown.split())[:AUTHOR_MAX_LENGTH]


@dataclass(frozen=True)
class Authorship:
    """Who logged an event or last changed it, and when (times in UTC)."""

    #: The name of whoever logged the event or, once it was changed, changed it last
    #: ("" when not known: an event imported from a file that does not say).
    author: str = ""
    logged_at: dt.datetime | None = None
    #: When it was last changed; None while it is as logged.
    changed_at: dt.datetime | None = None


@dataclass(frozen=True)
class Event:
    """Base of every event. ``id`` is given by the store; ``seq`` orders ties.

    ``authorship`` says who logged or changed the event; it is not part of what the
    event is (two events that differ only in it are equal).
    """

    kind: ClassVar[str] = "event"
    #: 0 = before ordinary events at the same time, 1 = ordinary, 2/3 = after them.
    rank: ClassVar[int] = 1

    time: MatchTime
    seq: int = 0
    id: int | None = None
    authorship: Authorship | None = field(default=None, compare=False, repr=False, kw_only=True)

    @property
    def sort_key(self) -> tuple[int, int, int, int, int]:
        """Order of events: by time, boundaries around ordinary events, then seq."""
        return (self.time.period, self.time.minute, self.time.added, self.rank, self.seq)

    def players(self) -> tuple[int, ...]:
        """The pids this event names."""
        return ()


@dataclass(frozen=True)
class PeriodStart(Event):
    """The whistle that starts a period (kick-off)."""

    kind: ClassVar[str] = "period_start"
    rank: ClassVar[int] = 2

    @property
    def period(self) -> Period:
        """The period that starts."""
        return self.time.period

    @property
    def sort_key(self) -> tuple[int, int, int, int, int]:
        """Kicks share the shootout's time, so its start sorts before them."""
        rank = 0 if self.time.period is Period.SHOOTOUT else self.rank
        return (self.time.period, self.time.minute, self.time.added, rank, self.seq)


@dataclass(frozen=True)
class PeriodEnd(Event):
    """The whistle that ends a period; its time records the stoppage time played."""

    kind: ClassVar[str] = "period_end"
    rank: ClassVar[int] = 2

    @property
    def period(self) -> Period:
        """The period that ends."""
        return self.time.period


@dataclass(frozen=True)
class MatchEnd(Event):
    """Full time: the final whistle of the match (after a period end)."""

    kind: ClassVar[str] = "match_end"
    rank: ClassVar[int] = 3


@dataclass(frozen=True)
class MatchAbandoned(Event):
    """The referee stops the match for good before full time (Law 5): the weather, the
    pitch, crowd trouble, a side left with fewer than seven players (Law 3). The log
    stops there; what the competition then decides (a replay, a result awarded) is
    not part of the match's log. ``reason`` is what the referee gave, as typed."""

    kind: ClassVar[str] = "abandoned"
    rank: ClassVar[int] = 3

    reason: str = ""


@dataclass(frozen=True)
class Goal(Event):
    """A goal. ``side`` is the scorer's team; an own goal counts for the other side.

    ``scorer`` may be None when only the team is known.
    """

    kind: ClassVar[str] = "goal"

    side: Side = Side.HOME
    scorer: int | None = None
    assist: int | None = None
    how: GoalKind = GoalKind.OPEN_PLAY

    @property
    def for_side(self) -> Side:
        """The side the goal counts for."""
        return self.side.other if self.how is GoalKind.OWN_GOAL else self.side

    def players(self) -> tuple[int, ...]:
        """Scorer and assist."""
        return tuple(p for p in (self.scorer, self.assist) if p is not None)


@dataclass(frozen=True)
class MissedPenalty(Event):
    """A penalty in play that was saved or missed."""

    kind: ClassVar[str] = "missed_penalty"

    side: Side = Side.HOME
    player: int | None = None
    saved: bool = True

    def players(self) -> tuple[int, ...]:
        """The taker."""
        return (self.player,) if self.player is not None else ()


@dataclass(frozen=True)
class Substitution(Event):
    """``off`` leaves the pitch and ``on`` takes his place."""

    kind: ClassVar[str] = "substitution"

    side: Side = Side.HOME
    off: int = 0
    on: int = 0
    concussion: bool = False

    def players(self) -> tuple[int, ...]:
        """Player off, player on."""
        return (self.off, self.on)


@dataclass(frozen=True)
class PlayerOff(Event):
    """A player leaves the pitch (injured) and is not replaced: the team plays on short."""

    kind: ClassVar[str] = "player_off"

    side: Side = Side.HOME
    player: int = 0

    def players(self) -> tuple[int, ...]:
        """The player who left."""
        return (self.player,)


@dataclass(frozen=True)
class Card(Event):
    """A caution or sending-off, to a player (``player``) or a team official (``official``)."""

    kind: ClassVar[str] = "card"

    side: Side = Side.HOME
    player: int | None = None
    card: CardKind = CardKind.YELLOW
    official: str = ""

    def players(self) -> tuple[int, ...]:
        """The player carded, if it was a player."""
        return (self.player,) if self.player is not None else ()


@dataclass(frozen=True)
class ShootoutKick(Event):
    """One kick of a penalty shootout."""

    kind: ClassVar[str] = "shootout_kick"

    side: Side = Side.HOME
    player: int | None = None
    scored: bool = True

    def players(self) -> tuple[int, ...]:
        """The taker."""
        return (self.player,) if self.player is not None else ()


@dataclass(frozen=True)
class FormationChange(Event):
    """A tactical switch: the players on the pitch rearranged into a new formation."""

    kind: ClassVar[str] = "formation_change"

    side: Side = Side.HOME
    formation: str = ""
    rows: tuple[tuple[int, ...], ...] = ()

    def players(self) -> tuple[int, ...]:
        """No player is the subject of a formation change."""
        return ()


EVENT_TYPES: dict[str, type[Event]] = {
    cls.kind: cls
    for cls in (
        PeriodStart,
        PeriodEnd,
        MatchEnd,
        MatchAbandoned,
        Goal,
        MissedPenalty,
        Substitution,
        PlayerOff,
        Card,
        ShootoutKick,
        FormationChange,
    )
}


#: What an event dictionary does not hold: its time is written apart, its id and order
#: belong to a database, and who logged it is written by the match file itself.
_NOT_FIELDS = frozenset({"time", "id", "seq", "authorship"})


class EventFormatError(ValueError):
    """An event dictionary that does not describe an event."""


def event_to_dict(event: Event) -> dict[str, Any]:
    """A JSON-ready dictionary of an event (without its store id)."""
    out: dict[str, Any] = {"kind": event.kind, "time": event.time.entry()}
    if event.time.period is not Period.SHOOTOUT:
        out["period"] = int(event.time.period)
    else:
        out["period"] = int(Period.SHOOTOUT)
    for f in dataclasses.fields(event):
        if f.name in _NOT_FIELDS:
            continue
        value = getattr(event, f.name)
        if isinstance(value, enum.Enum):
            value = value.value
        elif isinstance(value, tuple):
            value = [list(row) if isinstance(row, tuple) else row for row in value]
        out[f.name] = value
    return out


def event_from_dict(data: dict[str, Any], seq: int = 0) -> Event:
    """Build an event from :func:`event_to_dict` output; raises :class:`EventFormatError`."""
    try:
        cls = EVENT_TYPES[data["kind"]]
    except (KeyError, TypeError):
        raise EventFormatError(
            _("unknown event kind {kind!r}").format(kind=data.get("kind"))
        ) from None
    try:
        period = Period(int(data["period"]))
        if period is Period.SHOOTOUT:
            time = MatchTime.shootout()
        else:
            time = MatchTime.parse(str(data["time"]), period)
    except (KeyError, ValueError) as exc:
        raise EventFormatError(_("bad time: {error}").format(error=exc)) from None
    kwargs: dict[str, Any] = {"time": time, "seq": seq}
    for f in dataclasses.fields(cls):
        if f.name in _NOT_FIELDS or f.name not in data:
            continue
        kwargs[f.name] = _coerce(f.name, data[f.name])
    try:
        return cls(**kwargs)
    except (TypeError, ValueError) as exc:
        raise EventFormatError(str(exc)) from None


def _coerce(name: str, value: Any) -> Any:
    converters: dict[str, Any] = {
        "side": Side,
        "how": GoalKind,
        "card": CardKind,
        "rows": lambda rows: tuple(tuple(int(p) for p in row) for row in rows),
    }
    if name in converters:
        try:
            return converters[name](value)
        except (ValueError, TypeError):
            raise EventFormatError(
                _("bad value for {name}: {value!r}").format(name=name, value=value)
            ) from None
    return value
