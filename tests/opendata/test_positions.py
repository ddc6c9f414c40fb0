"""Formation rows ↔ StatsBomb positions."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tracker.core.match.formations import formations_for
from tracker.opendata.positions import (
    PositionError,
    formation_code,
    formation_text,
    padded_formation,
    positions_for_rows,
    rows_from_positions,
)

FORMATIONS = [
    "4-4-2",
    "4-3-3",
    "4-2-3-1",
    "4-5-1",
    "3-5-2",
    "3-4-3",
    "5-3-2",
    "5-4-1",
    "4-1-4-1",
    "4-4-1-1",
    "4-3-2-1",
    "4-1-2-1-2",
    "4-2-2-2",
    "3-4-1-2",
    "3-4-2-1",
    "4-3-1-2",
    "4-1-3-2",
]


def rows_for(formation: str, first: int = 1) -> tuple[tuple[int, ...], ...]:
    """Rows of consecutive pids for a formation."""
    pid = first
    rows = [(pid,)]
    for size in map(int, formation.split("-")):
        rows.append(tuple(range(pid + 1, pid + 1 + size)))
        pid += size
    return tuple(rows)


@pytest.mark.parametrize("formation", FORMATIONS)
def test_rows_survive_positions_and_back(formation: str) -> None:
    rows = rows_for(formation)
    placed = positions_for_rows(rows)
    assert len({p.id for p in placed.values()}) == 11, "every starter has his own position"
    back = rows_from_positions(formation, [(pid, pos.id) for pid, pos in placed.items()])
    assert back == rows


@given(st.sampled_from(FORMATIONS), st.randoms(use_true_random=False))
def test_the_order_positions_are_listed_in_does_not_matter(formation: str, rnd) -> None:  # type: ignore[no-untyped-def]
    rows = rows_for(formation)
    pairs = [(pid, pos.id) for pid, pos in positions_for_rows(rows).items()]
    rnd.shuffle(pairs)
    assert rows_from_positions(formation, pairs) == rows


def test_a_back_four_is_right_back_first_and_left_back_last() -> None:
    placed = positions_for_rows(rows_for("4-4-2"))
    assert [placed[pid].name for pid in (2, 3, 4, 5)] == [
        "Right Back",
        "Right Center Back",
        "Left Center Back",
        "Left Back",
    ]
    assert [placed[pid].name for pid in (10, 11)] == ["Right Center Forward", "Left Center Forward"]


def test_wingers_of_a_4231_join_the_attacking_midfield_row() -> None:
    # StatsBomb often writes a 4-2-3-1 with Right Wing / Left Wing beside the playmaker.
    pairs = [
        (1, 1),
        (2, 2),
        (3, 3),
        (4, 5),
        (5, 6),
        (6, 9),
        (7, 11),
        (8, 21),
        (9, 19),
        (10, 17),
        (11, 23),
    ]
    assert rows_from_positions("4-2-3-1", pairs) == ((1,), (2, 3, 4, 5), (6, 7), (10, 9, 8), (11,))


def test_short_handed_line_up_keeps_its_lines() -> None:
    # After a red card StatsBomb keeps the 4-4-2 shape with one slot empty.
    pairs = [(1, 1), (2, 2), (3, 3), (4, 5), (5, 6), (6, 12), (7, 13), (8, 15), (9, 16), (10, 23)]
    assert rows_from_positions("4-4-2", pairs) == ((1,), (2, 3, 4, 5), (6, 7, 8, 9), (10,))
    assert padded_formation("4-4-1", 11) == "4-4-2"
    assert padded_formation("4-4-2", 11) == "4-4-2"


def test_unknown_position_is_refused() -> None:
    with pytest.raises(PositionError, match="unknown StatsBomb position id 99"):
        rows_from_positions("4-4-2", [(1, 1), (2, 99)])


def test_two_goalkeepers_are_refused() -> None:
    pairs = [(pid, 1 if pid < 3 else 14) for pid in range(1, 12)]
    with pytest.raises(PositionError, match="2 goalkeepers"):
        rows_from_positions("4-4-2", pairs)


def test_formation_digits() -> None:
    assert formation_code("4-2-3-1") == 4231
    assert formation_text(4231) == "4-2-3-1"
    with pytest.raises(PositionError):
        formation_code("4-10")
    with pytest.raises(PositionError):
        formation_text("4x4")


@pytest.mark.parametrize("odd", ["4²4-2", "４-４-２"])
def test_digits_that_are_not_ascii_are_refused(odd: str) -> None:
    with pytest.raises(PositionError):
        formation_code(odd)
    with pytest.raises(PositionError):
        formation_text(odd.replace("-", ""))


@pytest.mark.parametrize("formation", formations_for(11))
def test_every_formation_the_wizard_offers_has_statsbomb_positions(formation: str) -> None:
    rows = rows_for(formation)
    back = rows_from_positions(
        formation, [(pid, pos.id) for pid, pos in positions_for_rows(rows).items()]
    )
    assert back == rows
    assert formation_text(formation_code(formation)) == formation
