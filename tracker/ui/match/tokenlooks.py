"""What each player's token on the pitch shows, and where it stands.

The looks are plain values computed from a match state, so that the pitch view can
compare them with what it shows and redraw only the tokens that differ.
"""

from __future__ import annotations

from collections.abc import Collection

from PySide6.QtCore import QCoreApplication, QPointF

from tracker.core.match.model import Match, Side
from tracker.core.match.replay import MatchState
from tracker.ui.match.pitchitems import LENGTH, WIDTH, M, TokenLook


def slot_position(side: Side, row: int, index: int, rows: list[int]) -> QPointF:
    """Where a formation slot sits, in scene units: own half, right-sided player first."""
    outfield = len(rows) - 1
    if row == 0:
        depth = 5.5
    else:
        first, last = 16.0, 45.0
        depth = first if outfield <= 1 else first + (row - 1) * (last - first) / (outfield - 1)
    count = rows[row]
    # Facing the opponent's goal, a home player's right is the bottom of the screen.
    lateral = WIDTH * (index + 1) / (count + 1)
    if side is Side.HOME:
        return QPointF(depth * M, (WIDTH - lateral) * M)
    return QPointF((LENGTH - depth) * M, lateral * M)


def token_looks(state: MatchState) -> dict[Side, list[tuple[QPointF, TokenLook]]]:
    """The tokens to draw for each side, with their places."""
    return {side: side_looks(state, side) for side in Side}


def side_looks(
    state: MatchState, side: Side, only: Collection[int] | None = None
) -> list[tuple[QPointF, TokenLook]]:
    """The tokens of one side's players on the pitch (or of those ``only``), with their places."""
    match = state.match
    team = match.team(side)
    st = state.sides[side]
    sizes = [len(row) for row in st.rows]
    names = _token_names(match, [pid for row in st.rows for pid in row if pid is not None])
    placed = []
    for r, row in enumerate(st.rows):
        for i, pid in enumerate(row):
            if pid is None or (only is not None and pid not in only):
                continue
            player = match.player(pid)
            keeper = r == 0
            tally = state.tally(pid)
            look = TokenLook(
                pid=pid,
                label=str(player.number) if player.number is not None else _initials(player.name),
                name=names[pid],
                fill=team.keeper_colour if keeper else team.colour,
                keeper=keeper,
                goals=len(tally.goals),
                own_goals=len(tally.own_goals),
                booked=st.yellows.get(pid, 0) > 0,
                came_on=pid in st.came_on,
                tooltip=_tooltip(match, state, side, pid),
            )
            placed.append((slot_position(side, r, i, sizes), look))
    return placed


def _token_names(match: Match, pids: list[int]) -> dict[int, str]:
    """Short names under the tokens; team-mates sharing one show their first name too."""
    shorts = [match.player(pid).short for pid in pids]
    names = {}
    for pid, short in zip(pids, shorts, strict=True):
        player = match.player(pid)
        first = player.name.split()[0]
        shared = shorts.count(short) > 1 and first != short
        names[pid] = f"{first} {short.split()[-1][0]}." if shared else short
    return names


def _initials(name: str) -> str:
    return "".join(part[0] for part in name.split()[:2]).upper()


def _tooltip(match: Match, state: MatchState, side: Side, pid: int) -> str:
    player = match.player(pid)
    st = state.sides[side]
    lines = [f"{player.name} ({match.team(side).name})"]
    if pid in st.came_on:
        lines.append(
            QCoreApplication.translate("tokenlooks", "came on {came_on}").format(
                came_on=st.came_on[pid]
            )
        )
    tally = state.tally(pid)
    if tally.goals:
        lines.append(
            QCoreApplication.translate("tokenlooks", "goals: {len}").format(len=len(tally.goals))
        )
    if tally.assists:
        lines.append(
            QCoreApplication.translate("tokenlooks", "assists: {len}").format(
                len=len(tally.assists)
            )
        )
    if st.yellows.get(pid):
        lines.append("booked")
    lines.append(
        QCoreApplication.translate(
            "tokenlooks", "Right-click for actions; drop a substitute here to bring him on."
        )
    )
    return "\n".join(lines)
