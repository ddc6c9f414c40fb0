"""The match sheet's content, computed once from the core so every format agrees.

:func:`build_sheet` replays the log and turns it into plain values with every
minute already written in the chosen style; the renderers only lay them out.
"""

from __future__ import annotations

import datetime as dt
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any

from tracker.core.files.dates import long_date
from tracker.core.i18n import Translate, normalise, translator
from tracker.core.match.describe import describe, whistle_words
from tracker.core.match.events import (
    Card,
    CardKind,
    Event,
    FormationChange,
    GoalKind,
    MissedPenalty,
    PlayerOff,
    Substitution,
)
from tracker.core.match.matchtime import MatchTime, Period
from tracker.core.match.model import Match, Player, Side, fold
from tracker.core.match.replay import MatchState, Status, replay
from tracker.core.match.scoreline import score_words
from tracker.core.match.shootout import shootout_decided
from tracker.core.match.state import log_unfinished
from tracker.core.match.summary import figures_of
from tracker.core.results.rounds import round_words
from tracker.sheet.base import KEY_STATS
from tracker.sheet.facts import key_facts
from tracker.sheet.sheetmodel import (
    CardLine,
    FormationLine,
    GoalLine,
    KickLine,
    LeaveLine,
    LineupEntry,
    Mark,
    MissLine,
    PlayerLine,
    Replacement,
    Sheet,
    SubLine,
    TeamContent,
    Whistle,
)

__all__ = [
    "KEY_STATS",
    "MINUTE_STYLES",
    "CardLine",
    "FormationLine",
    "GoalLine",
    "KickLine",
    "LineupEntry",
    "Mark",
    "MissLine",
    "PlayerLine",
    "Replacement",
    "Sheet",
    "SubLine",
    "TeamContent",
    "build_sheet",
    "key_stats_option",
    "language_option",
    "long_date",
    "minute_style",
    "score_words",
]

MINUTE_STYLES = ("football", "plain")


def language_option(options: dict[str, Any]) -> str:
    """The ``lang`` option checked: ``en`` (the default), ``de`` or ``es``."""
    return normalise(str(options.get("lang", ""))) or "en"


def minute_style(options: dict[str, Any]) -> bool:
    """True for the plain style (``96'``) from the ``minutes`` option; checks the value."""
    style = str(options.get("minutes", "football")).strip().lower() or "football"
    if style not in MINUTE_STYLES:
        raise ValueError(f"option minutes={style} is not one of: {', '.join(MINUTE_STYLES)}")
    return style == "plain"


def key_stats_option(options: dict[str, Any]) -> tuple[str, ...]:
    """The key stats handed in ``options`` (none if absent); refuses one typed by a user."""
    value = options.get(KEY_STATS, ())
    if isinstance(value, str) or not all(isinstance(v, str) for v in value):
        raise ValueError(f"unknown option {KEY_STATS!r}: it is set by the program")
    return tuple(value)


def build_sheet(
    match: Match,
    events: Sequence[Event],
    *,
    plain: bool = False,
    key_stats: Sequence[str] = (),
    language: str = "en",
    today: dt.date | None = None,
) -> Sheet:
    """The sheet of ``match`` from its events; minutes as ``90'+6``, or ``96'`` if ``plain``.

    ``key_stats`` are the match's stats across the library, shown after its own facts;
    ``language`` (``en``, ``de``, ``es``) is the language the sheet's words are written in.
    A match not ended whose day is long past on ``today`` (the computer's day by
    default) has an unfinished log, not a match in play.
    """
    state = replay(match, events)
    t = translator(language)

    def when(time: MatchTime) -> str:
        return time.plain() if plain else str(time)

    def placed(event: Placed) -> tuple[str, float, Side, str]:
        """A line's first fields: its minute as written, its place on the timeline, its side
        and team."""
        return when(event.time), state.clock(event.time), event.side, match.team(event.side).name

    duration, marks, whistles, ticks, regulation = _periods(state, when, t)
    stopped = _stopped(state, when, t)
    shootout = shootout_winner = ""
    winner = state.winner()
    if state.kicks():
        home, away = state.shootout[Side.HOME], state.shootout[Side.AWAY]
        shootout = f"{home}-{away}"
        if state.finished and shootout_decided(state):
            # Not always the match's winner: a second leg won 2-1 and lost on penalties.
            shootout_winner = match.team(Side.HOME if home > away else Side.AWAY).name
    return Sheet(
        title=match.title,
        competition=match.competition,
        stage=round_words(match.stage, t),
        date=long_date(match.date, language) if match.date else "",
        kickoff=match.kickoff.strftime("%H:%M") if match.kickoff else "",
        venue=match.venue,
        attendance=_thousands(match.attendance, language),
        officials=tuple((t(role), name) for role, name in match.officials.named()),
        status=_status(state, when, t, today or dt.date.today()),
        home=_team(state, Side.HOME, when),
        away=_told_apart(_team(state, Side.HOME, when), _team(state, Side.AWAY, when)),
        half_time="{}-{}".format(*state.half_time_score() or ()) if state.half_time_score() else "",
        extra_time=Period.EXTRA_FIRST in state.period_ends or state.period is Period.EXTRA_FIRST,
        shootout=shootout,
        winner=match.team(winner).name if winner else "",
        shootout_winner=shootout_winner,
        goals=_goals(state, when, t),
        cards=tuple(
            CardLine(
                *placed(c),
                _name(match, c.player, t)
                if c.player is not None
                else f"{c.official} ({t('official')})",
                t(_CARD_LABELS[c.card]),
                "yellow" if c.card is CardKind.YELLOW else "red",
            )
            for c in state.cards()
        ),
        subs=tuple(
            SubLine(
                *placed(s),
                _name(match, s.on, t),
                _name(match, s.off, t),
                s.concussion,
            )
            for s in state.substitutions()
        ),
        misses=tuple(
            MissLine(
                *placed(m),
                _name(match, m.player, t),
                m.saved,
            )
            for m in state.events
            if isinstance(m, MissedPenalty)
        ),
        kicks=_kicks(state, t),
        leaves=tuple(
            LeaveLine(
                *placed(e),
                _name(match, e.player, t),
            )
            for e in state.events
            if isinstance(e, PlayerOff)
        ),
        formations=tuple(
            FormationLine(
                *placed(e),
                e.formation,
            )
            for e in state.events
            if isinstance(e, FormationChange)
        ),
        duration=duration,
        period_marks=marks,
        whistles=whistles,
        ticks=ticks,
        regulation_ends=regulation,
        stopped=stopped,
        facts=tuple(key_facts(state, when, t)),
        key_stats=tuple(key_stats),
        score_line=score_words(figures_of(state).score, t),
        plain_minutes=plain,
        language=normalise(language) or "en",
        over=state.abandoned is None and state.status in (Status.FINISHED, Status.CONFIRMED),
        abandoned=state.abandoned is not None,
        started=state.started,
        short_names=short_names(match),
    )


def short_names(match: Match) -> tuple[tuple[str, str], ...]:
    """Each player's name on the timeline: his short name, unless another player of the
    match has it too ("Martínez"); then his initial before it ("E. Martínez"), or, if
    that is shared as well (Lautaro and Lisandro), his whole name."""
    return told_apart([p for team in (match.home, match.away) for p in team.squad])


def told_apart(players: Sequence[Player]) -> tuple[tuple[str, str], ...]:
    """``(name, short)`` for each of ``players``: the short name, told apart from the
    others' as :func:`short_names` says."""
    shorts = Counter(fold(p.short) for p in players)
    initials = Counter(fold(_initialled(p)) for p in players if shorts[fold(p.short)] > 1)
    out = []
    for p in players:
        name = p.short
        if shorts[fold(name)] > 1:
            initialled = _initialled(p)
            name = initialled if initials[fold(initialled)] == 1 else p.name
        out.append((p.name, name))
    return tuple(out)


def _initialled(player: Player) -> str:
    """ "E. Martínez" for Emiliano Martínez; the name itself if it is one word."""
    parts = player.name.split()
    if len(parts) < 2 or player.known_as:
        return player.name
    return f"{parts[0][0]}. {player.short}"


#: The events a sheet lists by minute and team (beside the goals).
Placed = Card | Substitution | MissedPenalty | PlayerOff | FormationChange

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


def _thousands(number: int | None, language: str) -> str:
    """``45,000``; ``45.000`` in German and Spanish."""
    if number is None:
        return ""
    text = f"{number:,}"
    return text if language == "en" else text.replace(",", ".")


def _name(match: Match, pid: int | None, t: Translate = str) -> str:
    if pid is None:
        return t("unknown")
    return match.player(pid).name


_BREAKS = {
    Period.FIRST_HALF: "Half-time",
    Period.SECOND_HALF: "End of normal time",
    Period.EXTRA_FIRST: "Extra-time interval",
    Period.EXTRA_SECOND: "End of extra time",
    Period.SHOOTOUT: "End of the shootout",
}


def _status(state: MatchState, when: Any, t: Translate, today: dt.date) -> str:
    """ "Full time", "Not started", when and why it was abandoned, or where a match in
    progress stands (provisional); a log that stops before full time, its day long
    past, says so."""
    if state.abandoned is not None:
        stopped = state.abandoned.time
        if stopped.period is Period.SHOOTOUT:
            words = t("Match abandoned during the penalty shootout")
        else:
            words = t("Match abandoned at {when}").format(when=when(stopped))
        reason = state.abandoned.reason.strip()
        return f"{words}: {reason}" if reason else words
    if state.status in (Status.FINISHED, Status.CONFIRMED):
        return t("Full time")
    if state.status is Status.NOT_STARTED or state.period is None:
        return t("Not started")
    provisional = t("(provisional sheet)")
    if log_unfinished(state.match.date, today):
        last = "" if state.last_time is None else when(state.last_time)
        if state.last_time is not None and state.last_time.period is Period.SHOOTOUT:
            last = t("the penalty shootout")  # a kick has no minute ("pens" is a code)
        return f"{t('Log unfinished, logged up to')} {last} {provisional}"
    if not state.running:
        return f"{t(_BREAKS[state.period])} {provisional}"
    if state.period is Period.SHOOTOUT:
        return f"{t('Penalty shootout in progress')} {provisional}"
    last = when(state.last_time) if state.last_time is not None else ""
    return f"{t('In play, logged up to')} {last} {provisional}"


_PLAYED = (Period.FIRST_HALF, Period.SECOND_HALF, Period.EXTRA_FIRST, Period.EXTRA_SECOND)


def _periods(
    state: MatchState, when: Callable[[MatchTime], str] = str, t: Translate = str
) -> tuple[float, tuple[Mark, ...], tuple[Whistle, ...], tuple[Mark, ...], tuple[Mark, ...]]:
    """Minutes the timeline covers, each played period's whistle (as the timeline
    labels it, and as (clock, minute, words) for a list of events), the minute ticks,
    and the ticks at each period's regulation end.

    Positions are minutes of play from kick-off, stoppage time included, so the
    60th minute sits after the first half's added time. Each period has a tick at
    its regulation end (45', 90', 105', 120', or where a shorter half's whistle went:
    35' in a youth match) and its added time after that tick, up to the whistle
    (labelled with its time: ``HT 45'+7``, ``90'+8``, ``AET 120'+3``).
    """
    ends = {p: state.clock(t) for p, t in state.period_ends.items() if p in _PLAYED}
    final = max(ends, default=None)
    marks = tuple(
        (
            ends[p],
            _whistle_label(p, when(state.period_ends[p]), state.finished and p is final, t),
        )
        for p in sorted(ends)
    )
    whistles = tuple(
        (
            ends[p],
            when(state.period_ends[p]),
            whistle_words(p, state.finished and p is final, t),
        )
        for p in sorted(ends)
    )
    if state.abandoned is not None:
        stopped = state.abandoned.time
        words = describe(state.match, state.abandoned, t)  # "Match abandoned: fog"
        whistles += ((state.clock(stopped), when(stopped), words),)
    duration = max(ends.values(), default=0.0)
    if state.last_time is not None and state.last_time.period is not Period.SHOOTOUT:
        duration = max(duration, state.clock(state.last_time))
    if not state.over:
        # A match in play is drawn against its full time: the second half as long as
        # the first, after the first half's whistle (45 + 45 minutes while it is played).
        second = Period.SECOND_HALF
        began = ends.get(Period.FIRST_HALF, float(Period.FIRST_HALF.end))
        duration = max(duration, began + _regulation_end(state, second) - second.start)
    ticks: list[Mark] = [(0.0, "0'")]
    regulation: list[Mark] = []
    for period in _PLAYED:
        start = 0.0 if period is Period.FIRST_HALF else ends.get(Period(period - 1))
        if start is None:
            break
        last = _regulation_end(state, period)
        for minute in range(period.start + 15, last, 15):
            at = start + minute - period.start
            if last - minute >= _TICK_GAP and at <= duration:
                ticks.append((at, f"{minute}'"))
        at = start + last - period.start
        if at <= duration:
            ticks.append((at, f"{last}'"))
            regulation.append((at, f"{last}'"))
    return duration, marks, whistles, tuple(ticks), tuple(regulation)


def _stopped(state: MatchState, when: Callable[[MatchTime], str], t: Translate) -> Mark | None:
    """(clock, label) of the moment an abandoned match stopped (``abandoned 71'``), where
    its timeline ends; None for a match not abandoned."""
    if state.abandoned is None:
        return None
    stopped = state.abandoned.time
    return state.clock(stopped), f"{t('abandoned')} {when(stopped)}"


#: The fewest minutes a quarter-hour tick stands before its period's end, so that the
#: two labels do not meet (30' and 32' at the end of a 32-minute half).
_TICK_GAP = 4


def _regulation_end(state: MatchState, period: Period) -> int:
    """The minute ``period``'s regulation time ends: 45', 90', 105', 120', or the whistle
    that ended it sooner, with no added time (a youth match's 35-minute first half ends
    at 35', its second at 80'). Before its whistle the second half of a pair is taken to
    last as long as the first."""
    end = state.period_ends.get(period)
    if end is not None:
        return end.minute if not end.added and end.minute < period.end else period.end
    first = {Period.SECOND_HALF: Period.FIRST_HALF, Period.EXTRA_SECOND: Period.EXTRA_FIRST}
    earlier = first.get(period)
    if earlier is not None and earlier in state.period_ends:
        return period.start + _regulation_end(state, earlier) - earlier.start
    return period.end


def _whistle_label(period: Period, time: str, last: bool, t: Translate = str) -> str:
    """``HT 45'+2``, ``FT 90'+4``, ``90'+8`` (extra time followed), ``AET 120'+3``."""
    word = {Period.FIRST_HALF: "HT", Period.EXTRA_SECOND: "AET"}.get(period, "")
    if period is Period.SECOND_HALF and last:
        word = "FT"
    return f"{t(word)} {time}" if word else time


def _goals(state: MatchState, when: Any, t: Translate = str) -> tuple[GoalLine, ...]:
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
                _name(match, goal.scorer, t)
                if goal.scorer is not None
                else f"{match.team(goal.side).name} ({t('scorer unknown')})",
                _name(match, goal.assist, t) if goal.assist is not None else "",
                t(_KIND_LABELS[goal.how]) if _KIND_LABELS[goal.how] else "",
                f"{home}-{away}",
                goal.scorer is not None,
                match.team(goal.side).name if goal.scorer is None else "",
            )
        )
    return tuple(lines)


def _kicks(state: MatchState, t: Translate = str) -> tuple[KickLine, ...]:
    tally = {Side.HOME: 0, Side.AWAY: 0}
    lines = []
    for number, kick in enumerate(state.kicks(), start=1):
        tally[kick.side] += int(kick.scored)
        lines.append(
            KickLine(
                number,
                kick.side,
                state.match.team(kick.side).name,
                _name(state.match, kick.player, t),
                kick.scored,
                f"{tally[Side.HOME]}-{tally[Side.AWAY]}",
            )
        )
    return tuple(lines)


#: The away team's shirt on the sheet when it would be the home team's own (two teams
#: set up without colours both wear the default red): a blue to tell them apart.
_AWAY_CHANGE = "#1f5fbf"


def _told_apart(home: TeamContent, away: TeamContent) -> TeamContent:
    """``away`` in a colour of its own where its shirt is the home team's: the pitch,
    the timeline and the swatches tell the teams apart by colour."""
    if fold(home.colour.strip()) != fold(away.colour.strip()):
        return away
    keeper = away.keeper_colour if fold(away.keeper_colour) != fold(_AWAY_CHANGE) else "#888888"
    return replace(away, colour=_AWAY_CHANGE, keeper_colour=keeper)


def _team(state: MatchState, side: Side, when: Any) -> TeamContent:
    match = state.match
    team = match.team(side)
    st = state.side(side)
    lineup = team.lineup
    subs = state.substitutions(side)
    leaves = {e.player: e.time for e in state.events if isinstance(e, PlayerOff) and e.side is side}
    rows: list[tuple[LineupEntry, ...]] = []
    starters: tuple[int, ...] = ()
    if lineup is not None:
        starters = lineup.starters
        # On the pitch drawing two team-mates with one short name are told apart.
        shorts = dict(told_apart([match.player(pid) for pid in starters]))
        for row in lineup.rows:
            rows.append(
                tuple(
                    _entry(state, side, pid, subs, leaves, when, shorts[match.player(pid).name])
                    for pid in row
                )
            )
    took_part = [*starters, *(s.on for s in subs if s.on not in starters)]
    # Each time on and off, in order: rolling substitutions (youth football) bring a
    # player off and on again; one minute in each column would contradict his minutes.
    entries: dict[int, list[MatchTime]] = {}
    exits: dict[int, list[MatchTime]] = {}
    for sub in subs:
        exits.setdefault(sub.off, []).append(sub.time)
        entries.setdefault(sub.on, []).append(sub.time)
    for pid, left in leaves.items():
        exits.setdefault(pid, []).append(left)
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
                ", ".join(when(t) for t in sorted(entries.get(pid, []))),
                ", ".join(when(t) for t in sorted(exits.get(pid, []))),
                state.minutes_played(pid),
                state.goals_by(pid),
                state.assists_by(pid),
                st.yellows.get(pid, 0) > 0,
                when(st.sent_off[pid]) if pid in st.sent_off else "",
            )
        )
    bench = lineup.bench if lineup is not None else ()
    unused = tuple(match.player(pid).name for pid in bench if pid not in seen)
    bench_sent_off = tuple(
        (match.player(pid).name, when(st.sent_off[pid]))
        for pid in bench
        if pid not in seen and pid in st.sent_off
    )
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
        bench_sent_off=bench_sent_off,
    )


def _entry(
    state: MatchState,
    side: Side,
    pid: int,
    subs: list[Substitution],
    leaves: dict[int, MatchTime],
    when: Any,
    short: str,
) -> LineupEntry:
    """A starter's place: follow the chain of substitutes who came into it, and say
    when it was left empty (``leaves``: when each player left unreplaced)."""
    match = state.match
    player = match.player(pid)
    lineup = match.team(side).lineup
    sent_off = state.side(side).sent_off
    # The time each player of the place left it by a substitution: a sending-off after
    # it (a substitute's red card on the bench) was not in this place, and is not said
    # here (the cards say it).
    starters = set(lineup.starters) if lineup is not None else set()

    def sent_here(who: int) -> MatchTime | None:
        his = sent_off.get(who)
        if his is None:
            return None
        on = who in starters
        for sub in subs:  # in match order: where he was when the card came
            if sub.time > his:
                break
            if sub.on == who:
                on = True
            elif sub.off == who:
                on = False
        return his if on else None

    chain: list[Replacement] = []
    current = pid
    for sub in subs:
        if sub.off == current:
            his = sent_here(sub.on)
            chain.append(
                Replacement(
                    match.player(sub.on).name,
                    when(sub.time),
                    when(his) if his else "",
                    sub.concussion,
                )
            )
            current = sub.on
    # The last player in the place left and nobody took it over: it stayed empty.
    left = leaves.get(current)
    # A starter's own card stays beside his name, in its own brackets, wherever he was.
    sent = sent_off.get(pid)
    return LineupEntry(
        pid=pid,
        name=player.name,
        short=short,
        number=player.number,
        captain=lineup is not None and lineup.captain == pid,
        replaced_by=tuple(chain),
        sent_off=when(sent) if sent is not None else "",
        left=when(left) if left is not None else "",
    )
