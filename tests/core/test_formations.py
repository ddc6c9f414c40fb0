"""Formations, slot positions and placing players into slots."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tracker.core.match.formations import (
    FORMATIONS,
    Placement,
    formation_from_text,
    formation_label,
    formations_for,
    line_sizes,
    shapes_for,
    size_of,
    slot_label,
    slot_positions,
)
from tracker.core.match.model import Lineup, SetupError


@pytest.mark.parametrize("size", [11, 9, 7, 5])
def test_every_formation_places_a_full_side(size: int) -> None:
    assert formations_for(size)
    assert all(size_of(f) == size for f in formations_for(size))


def test_the_common_eleven_a_side_formations_are_offered() -> None:
    for name in ("4-4-2", "4-3-3", "4-2-3-1", "4-1-4-1", "4-4-1-1", "4-5-1", "3-5-2"):
        assert name in FORMATIONS[11]
    assert {"3-4-3", "5-3-2", "5-4-1"} <= set(FORMATIONS[11])


def test_an_unknown_team_size_is_refused() -> None:
    with pytest.raises(SetupError, match="11, 9, 7 or 5"):
        formations_for(8)


def test_ten_men_get_shapes_of_ten() -> None:
    shapes = shapes_for(10)
    assert shapes[0] == "4-4-1"
    assert all(size_of(s) == 10 for s in shapes)
    assert len(set(shapes)) == len(shapes)


def test_slots_stand_right_side_first_and_defence_behind_attack() -> None:
    rows = slot_positions("4-3-3")
    assert [len(r) for r in rows] == [1, 4, 3, 3]
    right_back, left_back = rows[1][0], rows[1][-1]
    assert right_back[0] > left_back[0]
    assert rows[1][0][1] < rows[2][0][1] < rows[3][0][1]
    assert all(0 < x < 1 and 0 < y < 1 for row in rows for x, y in row)
    assert slot_label("4-3-3", 1, 0) == "RB"
    assert slot_label("4-3-3", 3, 1) == "CF"
    assert slot_label("4-3-3", 0, 0) == "GK"


def test_placing_a_placed_player_swaps_him_with_the_one_there() -> None:
    p = Placement.empty("4-4-2")
    p.place(1, 0, 0)
    p.place(2, 1, 0)
    p.place(2, 0, 0)
    assert p.slots[0] == [2]
    assert p.slots[1][0] == 1


def test_placing_a_bench_player_sends_the_displaced_one_to_the_bench() -> None:
    p = Placement.empty("4-4-2")
    p.place(1, 2, 1)
    p.to_bench(7)
    p.place(7, 2, 1)
    assert p.slots[2][1] == 7
    assert p.bench == [1]


def test_a_captain_displaced_from_the_pitch_is_no_longer_captain() -> None:
    """He stayed captain on the bench: the captain box showed "(none)", and Next refused
    the line-up because "the captain must be one of the starters"."""
    p = Placement.empty("4-4-2")
    p.place(1, 2, 1)
    p.captain = 1
    p.to_bench(7)
    p.place(7, 2, 1)  # the substitute takes his place: he goes to the bench
    assert (p.bench, p.captain) == ([1], None)
    p.place(1, 2, 1)
    p.captain = 1
    p.place(9, 2, 1)  # a player from the squad list takes his place: he goes back there
    assert (p.placed, p.captain) == ([9], None)
    p.place(9, 0, 0)
    p.captain = 9
    p.place(2, 1, 0)
    p.place(9, 1, 0)  # a swap keeps him on the pitch, and captain
    assert (p.slots[0][0], p.slots[1][0], p.captain) == (2, 9, 9)


def test_an_incomplete_placement_names_what_is_missing() -> None:
    p = Placement.empty("2-2")
    p.place(1, 0, 0)
    with pytest.raises(SetupError, match="4 slots of the 2-2 still need a player"):
        p.lineup()


def test_reshape_keeps_players_in_order() -> None:
    lineup = Lineup("4-4-2", ((1,), (2, 3, 4, 5), (6, 7, 8, 9), (10, 11)), (12,), 10)
    p = Placement.of(lineup)
    p.reshape("3-5-2")
    assert p.lineup().rows == ((1,), (2, 3, 4), (5, 6, 7, 8, 9), (10, 11))
    assert p.captain == 10 and p.bench == [12]


@given(st.lists(st.tuples(st.integers(1, 15), st.integers(0, 3), st.integers(0, 3)), max_size=40))
def test_nobody_is_ever_in_two_places(moves: list[tuple[int, int, int]]) -> None:
    p = Placement.empty("4-4-2")
    for pid, line, slot in moves:
        if slot < len(p.slots[line]):
            p.place(pid, line, slot)
        else:
            p.to_bench(pid)
        everywhere = [*p.placed, *p.bench]
        assert len(everywhere) == len(set(everywhere))


def test_every_common_shape_is_offered_including_the_diamond() -> None:
    offered = set(formations_for(11))
    common = {"4-1-2-1-2", "3-4-2-1", "3-4-1-2", "5-4-1", "4-2-2-2", "3-5-2", "4-3-2-1"}
    common |= {"4-5-1", "5-3-2", "3-4-3", "4-1-4-1", "4-2-3-1", "4-3-1-2", "3-1-4-2"}
    assert common <= offered
    assert formation_label("4-1-2-1-2") == "4-1-2-1-2 (4-4-2 diamond)"
    assert formation_label("4-4-2") == "4-4-2"
    for typed in ("4-4-2 diamond", "4-4-2 Diamond", "4-1-2-1-2 (4-4-2 diamond)", "4-1-2-1-2"):
        assert formation_from_text(typed) == "4-1-2-1-2"


def test_three_lines_of_midfield_name_the_holding_and_the_attacking_slot() -> None:
    labels = [slot_label("4-1-2-1-2", line, 0) for line in range(6)]
    assert labels == ["GK", "RB", "CDM", "RM", "CAM", "RF"]
    assert [slot_label("4-2-3-1", 2, s) for s in range(2)] == ["RDM", "LDM"]
    assert [slot_label("3-4-2-1", 3, s) for s in range(2)] == ["RAM", "LAM"]
    # Each slot of a shape has its own name, so the keyboard box can tell them apart.
    for shape in ("4-1-2-1-2", "4-2-2-2", "4-2-3-1", "3-4-2-1", "4-3-2-1"):
        names = [
            slot_label(shape, line, slot)
            for line, size in enumerate(line_sizes(shape))
            for slot in range(size)
            if size <= 3 and line > 1
        ]
        assert len(set(names)) == len(names), shape
