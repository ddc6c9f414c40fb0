"""StatsBomb positions: from formation rows to positions, and back to rows.

A StatsBomb line-up names each starter's position (Right Back, Left Center
Midfield…) and the formation as digits (``4231``). Match Tracker keeps a line-up as
rows, goalkeeper first, then each line from defence to attack, right-sided player
first. Going from rows to positions needs a band for each row (defence, defensive
midfield, midfield, attacking midfield, attack); going back sorts the players by
how deep their position is, cuts them into the formation's rows, and orders each
row from right to left.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from tracker.core.i18n import gettext as _
from tracker.core.match.model import Position


class PositionError(ValueError):
    """A formation or a position that StatsBomb data cannot express or that is unknown."""


@dataclass(frozen=True)
class SBPosition:
    """One of StatsBomb's 25 positions: id, name, depth on the pitch and side."""

    id: int
    name: str
    #: 0 goalkeeper … 5 centre forward; wing-backs and wingers sit between lines.
    depth: float
    #: 0 right touchline … 4 left touchline.
    lateral: int

    @property
    def broad(self) -> Position:
        """The broad squad-list position (GK, DF, MF, FW)."""
        if self.depth == 0:
            return Position.GK
        if self.depth < 2:
            return Position.DF
        if self.depth < 4.5:
            return Position.MF
        return Position.FW

    def ref(self) -> dict[str, object]:
        """The ``{"id", "name"}`` object the files use."""
        return {"id": self.id, "name": self.name}


POSITIONS: dict[int, SBPosition] = {
    p.id: p
    for p in (
        SBPosition(1, "Goalkeeper", 0, 2),
        SBPosition(2, "Right Back", 1, 0),
        SBPosition(3, "Right Center Back", 1, 1),
        SBPosition(4, "Center Back", 1, 2),
        SBPosition(5, "Left Center Back", 1, 3),
        SBPosition(6, "Left Back", 1, 4),
        SBPosition(7, "Right Wing Back", 1.5, 0),
        SBPosition(8, "Left Wing Back", 1.5, 4),
        SBPosition(9, "Right Defensive Midfield", 2, 1),
        SBPosition(10, "Center Defensive Midfield", 2, 2),
        SBPosition(11, "Left Defensive Midfield", 2, 3),
        SBPosition(12, "Right Midfield", 3, 0),
        SBPosition(13, "Right Center Midfield", 3, 1),
        SBPosition(14, "Center Midfield", 3, 2),
        SBPosition(15, "Left Center Midfield", 3, 3),
        SBPosition(16, "Left Midfield", 3, 4),
        SBPosition(17, "Right Wing", 4.5, 0),
        SBPosition(18, "Right Attacking Midfield", 4, 1),
        SBPosition(19, "Center Attacking Midfield", 4, 2),
        SBPosition(20, "Left Attacking Midfield", 4, 3),
        SBPosition(21, "Left Wing", 4.5, 4),
        SBPosition(22, "Right Center Forward", 5, 1),
        SBPosition(23, "Center Forward", 5, 2),
        SBPosition(24, "Left Center Forward", 5, 3),
        SBPosition(25, "Secondary Striker", 4.8, 2),
    )
}

GOALKEEPER = POSITIONS[1]

# Position ids for a line of n players, right to left, by band.
_DEFENCE = {1: (4,), 2: (3, 5), 3: (3, 4, 5), 4: (2, 3, 5, 6), 5: (7, 3, 4, 5, 8)}
_HOLDING = {1: (10,), 2: (9, 11), 3: (9, 10, 11)}
_MIDFIELD = {1: (14,), 2: (13, 15), 3: (13, 14, 15), 4: (12, 13, 15, 16), 5: (12, 13, 14, 15, 16)}
_ATTACKING = {1: (19,), 2: (18, 20), 3: (18, 19, 20)}
_FORWARD = {1: (23,), 2: (22, 24), 3: (17, 23, 21)}


def position(position_id: int) -> SBPosition:
    """The StatsBomb position with this id; raises :class:`PositionError` if unknown."""
    try:
        return POSITIONS[position_id]
    except (KeyError, TypeError):
        raise PositionError(
            _("unknown StatsBomb position id {position_id!r}").format(position_id=position_id)
        ) from None


def formation_code(formation: str) -> int:
    """StatsBomb's formation number: ``"4-2-3-1"`` gives ``4231``."""
    digits = formation.replace("-", "").strip()
    lines = formation.split("-")
    if not (digits.isascii() and digits.isdigit()) or any(len(line) != 1 for line in lines):
        raise PositionError(
            _("formation {formation!r} cannot be written as StatsBomb digits").format(
                formation=formation
            )
        )
    return int(digits)


def formation_text(code: int | str | None) -> str:
    """Match Tracker's formation text: ``4231`` gives ``"4-2-3-1"``."""
    digits = str(code).strip()
    if not (digits.isascii() and digits.isdigit()) or "0" in digits:
        raise PositionError(
            _("StatsBomb formation {code!r} is not a list of line sizes").format(code=code)
        )
    return "-".join(digits)


def _bands(sizes: Sequence[int]) -> list[dict[int, tuple[int, ...]]]:
    """The band of each outfield row, defence first and attack last."""
    middle = list(sizes[1:-1])
    if len(sizes) < 2:
        raise PositionError(_("a formation has a defence and an attack"))
    if not middle:
        bands = []
    elif len(middle) == 1:
        bands = [_MIDFIELD]
    elif len(middle) == 2:
        first, second = middle
        if first <= 2 or first < second:
            bands = [_HOLDING, _MIDFIELD if second >= 4 else _ATTACKING]
        else:
            bands = [_MIDFIELD, _ATTACKING]
    elif len(middle) == 3:
        bands = [_HOLDING, _MIDFIELD, _ATTACKING]
    else:
        raise PositionError(
            _("{lines} lines of outfield players are more than StatsBomb uses").format(
                lines=len(sizes)
            )
        )
    return [_DEFENCE, *bands, _FORWARD]


def positions_for_rows(rows: Sequence[Sequence[int | None]]) -> dict[int, SBPosition]:
    """The StatsBomb position of each player placed in formation rows (holes keep their slot)."""
    if not rows or len(rows[0]) != 1:
        raise PositionError(_("the first row of a line-up is the goalkeeper alone"))
    sizes = [len(row) for row in rows[1:]]
    out: dict[int, SBPosition] = {}
    if rows[0][0] is not None:
        out[rows[0][0]] = GOALKEEPER
    for row, band in zip(rows[1:], _bands(sizes), strict=True):
        ids = band.get(len(row))
        if ids is None:
            raise PositionError(
                _(
                    "a line of {count} players has no StatsBomb positions (formation {formation})"
                ).format(count=len(row), formation="-".join(map(str, sizes)))
            )
        for pid, position_id in zip(row, ids, strict=True):
            if pid is not None:
                out[pid] = POSITIONS[position_id]
    return out


def rows_from_positions(
    formation: str, placed: Iterable[tuple[int, int]]
) -> tuple[tuple[int, ...], ...]:
    """Formation rows from ``(pid, position id)`` pairs: goalkeeper, then lines, right first.

    Raises :class:`PositionError` for an unknown position, no single goalkeeper, or
    players that do not fill the formation.
    """
    sizes = [int(part) for part in formation.split("-")]
    players = [(pid, position(position_id)) for pid, position_id in placed]
    keepers = [pid for pid, pos in players if pos is GOALKEEPER]
    if len(keepers) != 1:
        raise PositionError(
            _("the line-up has {count} goalkeepers, not one").format(count=len(keepers))
        )
    outfield = sorted(
        ((pid, pos) for pid, pos in players if pos is not GOALKEEPER),
        key=lambda item: (item[1].depth, item[1].lateral),
    )
    if sum(sizes) < len(outfield):
        raise PositionError(
            _(
                "formation {formation} places {places} outfield players, "
                "but the line-up has {count}"
            ).format(formation=formation, places=sum(sizes), count=len(outfield))
        )
    if sum(sizes) > len(outfield):
        # Short-handed: StatsBomb keeps the eleven-player shape with a slot empty.
        lines = _lines_by_band(sizes, outfield)
    else:
        lines, start = [], 0
        for size in sizes:
            lines.append(outfield[start : start + size])
            start += size
    rows: list[tuple[int, ...]] = [(keepers[0],)]
    for line in lines:
        ordered = sorted(line, key=lambda item: item[1].lateral)
        rows.append(tuple(pid for pid, _pos in ordered))
    return tuple(rows)


def _lines_by_band(
    sizes: Sequence[int], outfield: Sequence[tuple[int, SBPosition]]
) -> list[list[tuple[int, SBPosition]]]:
    """Players put in the formation line whose band has their position; empty lines dropped."""
    bands = _bands(sizes)
    members = [{i for ids in band.values() for i in ids} for band in bands]
    depths = [
        sum(POSITIONS[i].depth for i in ids) / len(ids) for ids in (sorted(m) for m in members)
    ]
    lines: list[list[tuple[int, SBPosition]]] = [[] for _band in bands]
    for pid, pos in outfield:
        homes = [i for i, ids in enumerate(members) if pos.id in ids]
        line = (
            homes[0] if homes else min(range(len(bands)), key=lambda i: abs(depths[i] - pos.depth))
        )
        lines[line].append((pid, pos))
    return [line for line in lines if line]


def padded_formation(formation: str, team_size: int) -> str:
    """A short-handed formation written with every slot, as StatsBomb does (4-4-1 → 4-4-2)."""
    sizes = [int(part) for part in formation.split("-")]
    missing = team_size - 1 - sum(sizes)
    if missing > 0:
        sizes[-1] += missing
    return "-".join(map(str, sizes))
