"""The match sheet's content, computed once from the core so every format agrees.

:func:`build_sheet` replays the log and turns it into plain values with every
minute already written in the chosen style; the renderers only lay them out.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from tracker.core.events import CardKind, Event, GoalKind, MissedPenalty, Substitution
from tracker.core.matchtime import MatchTime, Period
from tracker.core.model import Match, Side
from tracker.core.state import MatchState, Status, replay
from tracker.sheet.facts import key_facts

MINUTE_STYLES = ("football", "plain")

#: A point on the timeline: minutes of play from kick-off, and its label.
Mark = tuple[float, str]


@dataclass(frozen=True)
class LineupEntry:
    """A starting player's place in his formation row, and who took it over."""

    pid: int
    name: str
    short: str
    number: int | None
    captain: bool
    #: (substitute's name, minute) for each player who came on into this place, in order.
    replaced_by: tuple[tuple[str, str], ...] = ()
    sent_off: str = ""


@dataclass(frozen=True)
class PlayerLine:
    """One player who took part, with his minutes and contributions."""

    pid: int
    name: str
    number: int | None
    started: bool
    came_on: str
    went_off: str
    minutes: int
    goals: int
    assists: int
    yellow: bool
    #: The minute he was sent off, or "".
    sent_off: str

    @property
    def note(self) -> str:
        """``on 64'``, ``off 72'``, ``sent off 70'``: how his minutes began and ended."""
        notes = (("on", self.came_on), ("off", self.went_off), ("sent off", self.sent_off))
        return ", ".join(f"{label} {minute}" for label, minute in notes if minute)


@dataclass(frozen=True)
class TeamContent:
    """One team on the sheet."""

    side: Side
    name: str
    short_name: str
    colour: str
    keeper_colour: str
    manager: str
    formation: str
    score: int
    rows: tuple[tuple[LineupEntry, ...], ...]
    unused: tuple[str, ...]
    players: tuple[PlayerLine, ...]


@dataclass(frozen=True)
class GoalLine:
    """A goal as the sheet lists it."""

    minute: str
    at: float
    side: Side
    team: str
    scorer: str
    assist: str
    kind: str
    score: str


@dataclass(frozen=True)
class CardLine:
    """A card as the sheet lists it; ``colour`` is ``yellow`` or ``red``."""

    minute: str
    at: float
    side: Side
    team: str
    who: str
    label: str
    colour: str


@dataclass(frozen=True)
class SubLine:
    """A substitution as the sheet lists it."""

    minute: str
    at: float
    side: Side
    team: str
    on: str
    off: str
    concussion: bool


@dataclass(frozen=True)
class MissLine:
    """A penalty in play that was saved or missed."""

    minute: str
    at: float
    side: Side
    team: str
    player: str
    saved: bool


@dataclass(frozen=True)
class KickLine:
    """One shootout kick, with the shootout score after it."""

    number: int
    side: Side
    team: str
    player: str
    scored: bool
    tally: str


@dataclass(frozen=True)
class Sheet:
    """Everything a match sheet shows, as text and numbers ready to lay out."""

    title: str
    competition: str
    stage: str
    date: str
    kickoff: str
    venue: str
    attendance: str
    officials: tuple[tuple[str, str], ...]
    status: str
    home: TeamContent
    away: TeamContent
    half_time: str
    extra_time: bool
    shootout: str
    winner: str
    goals: tuple[GoalLine, ...]
    cards: tuple[CardLine, ...]
    subs: tuple[SubLine, ...]
    misses: tuple[MissLine, ...]
    kicks: tuple[KickLine, ...]
    #: Minutes of play the timeline shows, (clock, label) of each period's end, and
    #: (clock, label) of the quarter-hour ticks.
    duration: float
    period_marks: tuple[Mark, ...]
    ticks: tuple[Mark, ...]
    facts: tuple[str, ...]
    plain_minutes: bool
    #: Each squad player's full name and the short name drawings use.
    short_names: tuple[tuple[str, str], ...] = ()

    @property
    def bench_label(self) -> str:
        """What the substitutes who have not come on are called, once the match is over or not."""
        return "Unused substitutes" if self.status == "Full time" else "Substitutes"

    def short(self, name: str) -> str:
        """The short name of the player called ``name`` (the name itself if unknown)."""
        return dict(self.short_names).get(name, name)

    def team(self, side: Side) -> TeamContent:
        """The team on ``side``."""
        return self.home if side is Side.HOME else self.away

    @property
    def teams(self) -> tuple[TeamContent, TeamContent]:
        """Home then away."""
        return (self.home, self.away)

    @property
    def score(self) -> str:
        """``2-1``."""
        return f"{self.home.score}-{self.away.score}"

    @property
    def result(self) -> str:
        """``Argentina 2-1 England``, with extra time and penalties where played."""
        text = f"{self.home.name} {self.score} {self.away.name}"
        if self.extra_time:
            text += " (after extra time)"
        if self.shootout:
            text += f", {self.winner} win {self.shootout} on penalties"
        return text


_DAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
_MONTHS = (
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
)


def long_date(day: dt.date) -> str:
    """``Wednesday 15 July 2026``, in English whatever the locale (the sheet is English)."""
    return f"{_DAYS[day.weekday()]} {day.day} {_MONTHS[day.month - 1]} {day.year}"


def minute_style(options: dict[str, Any]) -> bool:
    """True for the plain style (``96'``) from the ``minutes`` option; checks the value."""
    style = str(options.get("minutes", "football")).strip().lower() or "football"
    if style not in MINUTE_STYLES:
        raise ValueError(f"option minutes={style} is not one of: {', '.join(MINUTE_STYLES)}")
    return style == "plain"


def build_sheet(match: Match, events: Sequence[Event], *, plain: bool = False) -> Sheet:
    """The sheet of ``match`` from its events; minutes as ``90'+6``, or ``96'`` if ``plain``."""
    state = replay(match, events)

    def when(time: MatchTime) -> str:
        return time.plain() if plain else str(time)

    duration, marks, ticks = _periods(state)
    shootout = ""
    winner = state.winner()
    if state.kicks():
        shootout = f"{state.shootout[Side.HOME]}-{state.shootout[Side.AWAY]}"
    return Sheet(
        title=match.title,
        competition=match.competition,
        stage=match.stage,
        date=long_date(match.date) if match.date else "",
        kickoff=match.kickoff.strftime("%H:%M") if match.kickoff else "",
        venue=match.venue,
        attendance=f"{match.attendance:,}" if match.attendance is not None else "",
        officials=tuple(match.officials.named()),
        status=_status(state, when),
        home=_team(state, Side.HOME, when),
        away=_team(state, Side.AWAY, when),
        half_time="{}-{}".format(*state.half_time_score() or ()) if state.half_time_score() else "",
        extra_time=Period.EXTRA_FIRST in state.period_ends or state.period is Period.EXTRA_FIRST,
        shootout=shootout,
        winner=match.team(winner).name if winner else "",
        goals=_goals(state, when),
        cards=tuple(
            CardLine(
                when(c.time),
                state.clock(c.time),
                c.side,
                match.team(c.side).name,
                _name(match, c.player) if c.player is not None else f"{c.official} (official)",
                _CARD_LABELS[c.card],
                "yellow" if c.card is CardKind.YELLOW else "red",
            )
            for c in state.cards()
        ),
        subs=tuple(
            SubLine(
                when(s.time),
                state.clock(s.time),
                s.side,
                match.team(s.side).name,
                _name(match, s.on),
                _name(match, s.off),
                s.concussion,
            )
            for s in state.substitutions()
        ),
        misses=tuple(
            MissLine(
                when(m.time),
                state.clock(m.time),
                m.side,
                match.team(m.side).name,
                _name(match, m.player),
                m.saved,
            )
            for m in state.events
            if isinstance(m, MissedPenalty)
        ),
        kicks=_kicks(state),
        duration=duration,
        period_marks=marks,
        ticks=ticks,
        facts=tuple(key_facts(state, when)),
        plain_minutes=plain,
        short_names=tuple(
            (p.name, p.short) for team in (match.home, match.away) for p in team.squad
        ),
    )


_CARD_LABELS = {
    CardKind.YELLOW: "Yellow card",
    CardKind.SECOND_YELLOW: "Second yellow card",
    CardKind.RED: "Red card",
}

_KIND_LABELS = {
    GoalKind.OPEN_PLAY: "",
    GoalKind.HEADER: "header",
    GoalKind.PENALTY: "pen.",
    GoalKind.FREE_KICK: "free kick",
    GoalKind.OWN_GOAL: "o.g.",
}


def _name(match: Match, pid: int | None) -> str:
    if pid is None:
        return "unknown"
    return match.player(pid).name


_BREAKS = {
    Period.FIRST_HALF: "Half-time",
    Period.SECOND_HALF: "End of normal time",
    Period.EXTRA_FIRST: "Extra-time interval",
    Period.EXTRA_SECOND: "End of extra time",
    Period.SHOOTOUT: "End of the shootout",
}


def _status(state: MatchState, when: Any) -> str:
    """ "Full time", "Not started", or where a match in progress stands (provisional)."""
    if state.status in (Status.FINISHED, Status.CONFIRMED):
        return "Full time"
    if state.status is Status.NOT_STARTED or state.period is None:
        return "Not started"
    if not state.running:
        return f"{_BREAKS[state.period]} (provisional sheet)"
    if state.period is Period.SHOOTOUT:
        return "Penalty shootout in progress (provisional sheet)"
    last = when(state.last_time) if state.last_time is not None else ""
    return f"In play, logged up to {last} (provisional sheet)"


_PLAYED = (Period.FIRST_HALF, Period.SECOND_HALF, Period.EXTRA_FIRST, Period.EXTRA_SECOND)


def _periods(state: MatchState) -> tuple[float, tuple[Mark, ...], tuple[Mark, ...]]:
    """Minutes the timeline covers, where each played period ended, and minute ticks.

    Positions are minutes of play from kick-off, stoppage time included, so the
    60th minute sits after the first half's added time.
    """
    ends = {p: state.clock(t) for p, t in state.period_ends.items() if p in _PLAYED}
    final = max(ends, default=None)
    labels = {
        Period.FIRST_HALF: "HT",
        Period.SECOND_HALF: "FT" if state.finished and final is Period.SECOND_HALF else "90'",
        Period.EXTRA_FIRST: "105'",
        Period.EXTRA_SECOND: "AET",
    }
    marks = tuple((ends[p], labels[p]) for p in sorted(ends))
    duration = max(ends.values(), default=0.0)
    if state.last_time is not None and state.last_time.period is not Period.SHOOTOUT:
        duration = max(duration, state.clock(state.last_time))
    if not state.finished:
        # A match in play is drawn against the full 90 minutes.
        duration = max(duration, 90.0)
    ticks: list[Mark] = [(0.0, "0'")]
    start = 0.0
    for period in _PLAYED:
        if period is not Period.FIRST_HALF and period - 1 not in ends:
            break
        if period is not Period.FIRST_HALF:
            start = ends[Period(period - 1)]
        for minute in range(period.start + 15, period.end, 15):
            at = start + minute - period.start
            if at <= duration and all(abs(at - m) > 4 for m, _ in marks):
                ticks.append((at, f"{minute}'"))
    return duration, marks, tuple(ticks)


def _goals(state: MatchState, when: Any) -> tuple[GoalLine, ...]:
    match = state.match
    home = away = 0
    lines = []
    for goal in state.goals():
        if goal.for_side is Side.HOME:
            home += 1
        else:
            away += 1
        lines.append(
            GoalLine(
                when(goal.time),
                state.clock(goal.time),
                goal.for_side,
                match.team(goal.for_side).name,
                _name(match, goal.scorer)
                if goal.scorer is not None
                else f"{match.team(goal.side).name} (scorer unknown)",
                _name(match, goal.assist) if goal.assist is not None else "",
                _KIND_LABELS[goal.how],
                f"{home}-{away}",
            )
        )
    return tuple(lines)


def _kicks(state: MatchState) -> tuple[KickLine, ...]:
    tally = {Side.HOME: 0, Side.AWAY: 0}
    lines = []
    for number, kick in enumerate(state.kicks(), start=1):
        tally[kick.side] += int(kick.scored)
        lines.append(
            KickLine(
                number,
                kick.side,
                state.match.team(kick.side).name,
                _name(state.match, kick.player),
                kick.scored,
                f"{tally[Side.HOME]}-{tally[Side.AWAY]}",
            )
        )
    return tuple(lines)


def _team(state: MatchState, side: Side, when: Any) -> TeamContent:
    match = state.match
    team = match.team(side)
    st = state.side(side)
    lineup = team.lineup
    subs = state.substitutions(side)
    rows: list[tuple[LineupEntry, ...]] = []
    starters: tuple[int, ...] = ()
    if lineup is not None:
        starters = lineup.starters
        for row in lineup.rows:
            rows.append(tuple(_entry(state, side, pid, subs, when) for pid in row))
    took_part = [*starters, *(s.on for s in subs if s.on not in starters)]
    seen: set[int] = set()
    players = []
    for pid in took_part:
        if pid in seen:
            continue
        seen.add(pid)
        player = match.player(pid)
        players.append(
            PlayerLine(
                pid,
                player.name,
                player.number,
                pid in starters,
                when(st.came_on[pid]) if pid in st.came_on and pid not in starters else "",
                when(st.went_off[pid]) if pid in st.went_off else "",
                state.minutes_played(pid),
                state.goals_by(pid),
                state.assists_by(pid),
                st.yellows.get(pid, 0) > 0,
                when(st.sent_off[pid]) if pid in st.sent_off else "",
            )
        )
    bench = lineup.bench if lineup is not None else ()
    unused = tuple(match.player(pid).name for pid in bench if pid not in seen)
    return TeamContent(
        side=side,
        name=team.name,
        short_name=team.short_name or team.name[:3].upper(),
        colour=team.colour,
        keeper_colour=team.keeper_colour,
        manager=team.manager,
        formation=lineup.formation if lineup is not None else "",
        score=state.score[side],
        rows=tuple(rows),
        unused=unused,
        players=tuple(players),
    )


def _entry(
    state: MatchState, side: Side, pid: int, subs: list[Substitution], when: Any
) -> LineupEntry:
    """A starter's place: follow the chain of substitutes who came into it."""
    match = state.match
    player = match.player(pid)
    lineup = match.team(side).lineup
    chain: list[tuple[str, str]] = []
    current = pid
    for sub in subs:
        if sub.off == current:
            chain.append((match.player(sub.on).name, when(sub.time)))
            current = sub.on
    sent = state.side(side).sent_off.get(pid)
    return LineupEntry(
        pid=pid,
        name=player.name,
        short=player.short,
        number=player.number,
        captain=lineup is not None and lineup.captain == pid,
        replaced_by=tuple(chain),
        sent_off=when(sent) if sent is not None else "",
    )
