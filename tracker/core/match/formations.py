"""Formations by team size, where their slots stand on a pitch, and placing players in them.

A formation is written by its outfield lines from defence to attack ("4-2-3-1"); the
goalkeeper is always the first row. Within a line the right-sided player comes first,
as an English match report lists it. Slot coordinates are fractions of the pitch as
seen from behind the team's own goal: ``x`` from left touchline (0) to right (1),
``y`` from its own goal line (0) to the opponent's (1).
"""

from __future__ import annotations

from dataclasses import dataclass

from tracker.core.i18n import gettext as _
from tracker.core.match.model import (
    Lineup,
    Position,
    SetupError,
    fold,
    formation_of,
    formation_rows,
)

#: The common formations for each number of players a side, the usual one first.
FORMATIONS: dict[int, tuple[str, ...]] = {
    11: (
        "4-4-2",
        "4-3-3",
        "4-2-3-1",
        "4-1-4-1",
        "4-4-1-1",
        "4-1-2-1-2",
        "4-3-1-2",
        "4-2-2-2",
        "4-3-2-1",
        "4-1-3-2",
        "4-5-1",
        "3-5-2",
        "3-4-3",
        "3-4-2-1",
        "3-4-1-2",
        "3-1-4-2",
        "3-5-1-1",
        "5-3-2",
        "5-4-1",
        "5-2-3",
        "5-2-1-2",
    ),
    9: ("3-3-2", "3-2-3", "2-4-2", "3-4-1", "2-3-2-1"),
    7: ("2-3-1", "3-2-1", "2-1-2-1", "3-1-2", "1-3-2"),
    5: ("2-1-1", "1-2-1", "2-2", "1-1-2"),
}

#: The names football gives some shapes, beside their lines.
FORMATION_NAMES: dict[str, str] = {
    "4-1-2-1-2": "4-4-2 diamond",
    "4-3-2-1": "Christmas tree",
}

#: Shapes a side reduced by sendings-off commonly takes, by outfield players left.
_SHORT_HANDED: dict[int, tuple[str, ...]] = {
    9: ("4-4-1", "4-3-2", "5-3-1", "3-4-2", "4-5"),
    8: ("4-3-1", "4-4", "3-4-1", "5-3"),
    7: ("4-3", "3-3-1", "4-2-1"),
}


def formations_for(team_size: int) -> tuple[str, ...]:
    """The common formations for ``team_size`` players a side (11, 9, 7 or 5)."""
    try:
        return FORMATIONS[team_size]
    except KeyError:
        template = _("a side has 11, 9, 7 or 5 players, not {size}")
        raise SetupError(template.format(size=team_size)) from None


def shapes_for(players: int) -> tuple[str, ...]:
    """Formations that place ``players`` players (goalkeeper included), common ones first.

    A full side gets its usual list; a side down to fewer players (after a sending-off)
    gets the usual shapes for that number, then every known shape with one player
    taken from a line, so a tactical switch can always be written.
    """
    outfield = players - 1
    if outfield < 1:
        return ()
    if players in FORMATIONS:
        return FORMATIONS[players]
    shapes: list[str] = list(_SHORT_HANDED.get(outfield, ()))
    for full in (s for size in sorted(FORMATIONS, reverse=True) for s in FORMATIONS[size]):
        sizes = formation_rows(full)
        if sum(sizes) != outfield + 1:
            continue
        for line in reversed(range(len(sizes))):
            reduced = [*sizes[:line], sizes[line] - 1, *sizes[line + 1 :]]
            shape = "-".join(str(n) for n in reduced if n)
            if shape not in shapes:
                shapes.append(shape)
    return tuple(shapes)


def formation_label(formation: str) -> str:
    """A shape as a list offers it: ``4-1-2-1-2 (4-4-2 diamond)``."""
    name = FORMATION_NAMES.get(formation)
    return f"{formation} ({name})" if name else formation


def formation_from_text(text: str) -> str:
    """The lines of a shape typed or picked by name: ``4-4-2 diamond`` gives ``4-1-2-1-2``."""
    typed = text.strip()
    for formation, name in FORMATION_NAMES.items():
        if fold(typed) in (fold(name), fold(formation_label(formation))):
            return formation
    return typed


def size_of(formation: str) -> int:
    """The number of players a formation places, goalkeeper included."""
    return 1 + sum(formation_rows(formation))


def line_sizes(formation: str) -> tuple[int, ...]:
    """Every row's size, goalkeeper row first: ``"4-4-2"`` gives ``(1, 4, 4, 2)``."""
    return (1, *formation_rows(formation))


def slot_positions(formation: str) -> tuple[tuple[tuple[float, float], ...], ...]:
    """Where each slot stands on the pitch, row by row (see the module notes)."""
    sizes = line_sizes(formation)
    lines = len(sizes) - 1
    rows: list[tuple[tuple[float, float], ...]] = [((0.5, 0.06),)]
    for line, size in enumerate(sizes[1:], start=1):
        # Lines spread from just outside the box to just short of the halfway line's far side.
        y = 0.24 + 0.62 * (line - 1) / max(lines - 1, 1) if lines > 1 else 0.5
        xs = [1 - (i + 1) / (size + 1) for i in range(size)]
        rows.append(tuple((x, y) for x in xs))
    return tuple(rows)


def slot_label(formation: str, line: int, slot: int) -> str:
    """A short name for a slot: ``GK``, ``RB``, ``CM``… by line and side."""
    sizes = line_sizes(formation)
    if line == 0:
        return "GK"
    outfield_lines = len(sizes) - 1
    if line == 1:
        role = "B"
    elif line == outfield_lines:
        role = "F"
    else:
        role = midfield_roles(sizes[2:-1])[line - 2]
    size = sizes[line]
    if size == 1:
        side = "C"
    elif slot == 0:
        side = "R"
    elif slot == size - 1:
        side = "L"
    else:
        side = "C"
    return side + role


def midfield_roles(middle: tuple[int, ...]) -> tuple[str, ...]:
    """``M`` for one midfield line; holding (DM) and attacking (AM) ones told apart.

    Of two lines, a thin first one (two players or fewer, or fewer than the next) holds,
    and the next is the midfield if it has four players (4-1-4-1), else attacks (4-2-3-1);
    otherwise they are a midfield and an attacking line (4-4-1-1, 4-3-2-1). This is how
    StatsBomb bands them (``tracker.opendata.positions``).
    """
    if len(middle) == 2:
        first, second = middle
        if first <= 2 or first < second:
            return ("DM", "M" if second >= 4 else "AM")
        return ("M", "AM")
    if len(middle) == 3:
        return ("DM", "M", "AM")
    return ("M",) * len(middle)


def slot_position_kind(formation: str, line: int) -> Position:
    """The broad position a slot's line stands for."""
    sizes = line_sizes(formation)
    if line == 0:
        return Position.GK
    if line == 1:
        return Position.DF
    if line == len(sizes) - 1:
        return Position.FW
    return Position.MF


@dataclass
class Placement:
    """A formation's slots being filled with players (by pid), with a bench and captain.

    This is the editable form of a :class:`Lineup`: slots may be empty while the user
    works. Placing a player who already stands elsewhere moves him, and the player he
    displaces takes his old place, so nobody can be in two places.
    """

    formation: str
    slots: list[list[int | None]]
    bench: list[int]
    captain: int | None = None

    @classmethod
    def empty(cls, formation: str) -> Placement:
        """A formation with every slot empty."""
        return cls(formation, [[None] * n for n in line_sizes(formation)], [])

    @classmethod
    def of(cls, lineup: Lineup) -> Placement:
        """The placement of a complete line-up."""
        slots: list[list[int | None]] = [list(row) for row in lineup.rows]
        return cls(lineup.formation, slots, list(lineup.bench), lineup.captain)

    @property
    def placed(self) -> list[int]:
        """The pids in slots, goalkeeper first, row by row."""
        return [pid for row in self.slots for pid in row if pid is not None]

    def where(self, pid: int) -> tuple[int, int] | None:
        """The (line, slot) of a placed player."""
        for line, row in enumerate(self.slots):
            for slot, other in enumerate(row):
                if other == pid:
                    return line, slot
        return None

    def place(self, pid: int, line: int, slot: int) -> None:
        """Put a player into a slot; whoever stood there goes where he came from."""
        if not (0 <= line < len(self.slots) and 0 <= slot < len(self.slots[line])):
            raise SetupError(f"the formation {self.formation} has no slot {line}.{slot}")
        previous = self.where(pid)
        displaced = self.slots[line][slot]
        if previous is not None:
            self.slots[previous[0]][previous[1]] = displaced
        elif displaced is not None and pid in self.bench:
            self.bench[self.bench.index(pid)] = displaced
        if previous is None and pid in self.bench and displaced is None:
            self.bench.remove(pid)
        self.slots[line][slot] = pid
        if self.captain is not None and self.captain not in self.placed:
            # The captain displaced to the bench or the squad: the armband is not his now.
            self.captain = None

    def to_bench(self, pid: int) -> None:
        """Put a player on the bench (out of a slot if he stood in one)."""
        self.unplace(pid)
        if pid not in self.bench:
            self.bench.append(pid)

    def unplace(self, pid: int) -> None:
        """Take a player out of his slot or off the bench."""
        spot = self.where(pid)
        if spot is not None:
            self.slots[spot[0]][spot[1]] = None
        if pid in self.bench:
            self.bench.remove(pid)
        if self.captain == pid:
            self.captain = None

    def first_empty(self) -> tuple[int, int] | None:
        """The first empty slot, goalkeeper first."""
        for line, row in enumerate(self.slots):
            for slot, pid in enumerate(row):
                if pid is None:
                    return line, slot
        return None

    def reshape(self, formation: str) -> None:
        """Change the formation, keeping the placed players in order as far as they fit.

        Players beyond the new shape's slots are left unplaced (not benched): the user
        decides where they go.
        """
        sizes = line_sizes(formation)
        keeper = self.slots[0][0] if self.slots and self.slots[0] else None
        outfield = [pid for row in self.slots[1:] for pid in row if pid is not None]
        slots: list[list[int | None]] = [[keeper]]
        for size in sizes[1:]:
            row: list[int | None] = [outfield.pop(0) if outfield else None for _ in range(size)]
            slots.append(row)
        self.formation = formation
        self.slots = slots
        if self.captain is not None and self.captain not in self.placed:
            self.captain = None

    def complete(self) -> bool:
        """True when every slot has a player."""
        return all(pid is not None for row in self.slots for pid in row)

    def rows(self) -> tuple[tuple[int, ...], ...]:
        """The rows of a complete placement; raises :class:`SetupError` if a slot is empty."""
        if not self.complete():
            missing = sum(pid is None for row in self.slots for pid in row)
            if missing == 1:
                template = _("1 slot of the {formation} still needs a player")
            else:
                template = _("{missing} slots of the {formation} still need a player")
            raise SetupError(template.format(missing=missing, formation=self.formation))
        return tuple(tuple(pid for pid in row if pid is not None) for row in self.slots)

    def lineup(self) -> Lineup:
        """The :class:`Lineup` this placement makes (every slot filled)."""
        rows = self.rows()
        assert formation_of(rows) == "-".join(str(n) for n in line_sizes(self.formation)[1:])
        return Lineup(self.formation, rows, tuple(self.bench), self.captain)
