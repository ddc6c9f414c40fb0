"""Squads, line-ups, presets and names: the match set-up before play."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tests.core.factory import make_match
from tracker.core.match.model import (
    PRESETS,
    Lineup,
    Match,
    Player,
    Position,
    SetupError,
    fold,
    formation_of,
    formation_rows,
    preset_for,
)
from tracker.core.match.setup import check_lineup, check_match, check_squad


def _home_lineup(match: Match, **changes: object) -> Match:
    lineup = match.home.lineup
    assert lineup is not None
    return replace(match, home=replace(match.home, lineup=replace(lineup, **changes)))


def test_a_well_formed_match_passes() -> None:
    check_match(make_match())
    for size in (5, 7, 9):
        check_match(make_match(team_size=size))


def test_a_shirt_number_is_worn_once_in_a_squad() -> None:
    match = make_match()
    squad = (*match.home.squad[:-1], replace(match.home.squad[-1], number=10))
    with pytest.raises(SetupError, match="Reds: shirt number 10 is worn by both Reds Player 10"):
        check_squad(replace(match.home, squad=squad))


def test_the_set_up_refuses_in_the_users_language(monkeypatch: pytest.MonkeyPatch) -> None:
    """The set-up wizard shows these refusals as they are: German in a German window."""
    from tracker.core import i18n

    monkeypatch.setitem(i18n._current, "language", "de")
    match = make_match()
    squad = (*match.home.squad[:-1], replace(match.home.squad[-1], number=10))
    with pytest.raises(
        SetupError, match=r"^Reds: die Rückennummer 10 tragen sowohl Reds Player 10 als"
    ):
        check_squad(replace(match.home, squad=squad))
    bench = match.home.lineup.bench if match.home.lineup else ()
    with pytest.raises(SetupError, match=r"^Reds: der Kapitän muss in der Startelf stehen$"):
        check_match(_home_lineup(match, captain=bench[0]))
    with pytest.raises(SetupError, match=r"^die Formation 'vier' ist nicht wie 4-4-2 geschrieben$"):
        formation_rows("vier")


def test_shirt_numbers_may_be_unknown() -> None:
    match = make_match()
    squad = tuple(replace(p, number=None) for p in match.home.squad)
    check_squad(replace(match.home, squad=squad))


@pytest.mark.parametrize(
    ("player", "message"),
    [
        (Player(1, "Twin"), "player id 1 is used twice"),
        (Player(99, "  "), "a player has no name"),
        (Player(99, "Big", number=1000), "shirt number 1000 is out of range"),
    ],
)
def test_squad_refusals(player: Player, message: str) -> None:
    match = make_match()
    with pytest.raises(SetupError, match=message):
        check_squad(replace(match.home, squad=(*match.home.squad, player)))


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"formation": "4-3-3"}, r"the rows \(4-4-2\) do not match the formation 4-3-3"),
        ({"formation": "four"}, "formation 'four' is not like 4-4-2"),
        ({"rows": ((1, 2), (3, 4, 5), (6, 7, 8, 9), (10, 11))}, "goalkeeper alone"),
        ({"bench": (12, 2)}, "Reds Player 2 is in the line-up twice"),
        ({"bench": (12, 555)}, "player id 555 is not in the squad"),
        ({"captain": 12}, "the captain must be one of the starters"),
    ],
)
def test_line_up_refusals(changes: dict[str, object], message: str) -> None:
    match = _home_lineup(make_match(), **changes)
    with pytest.raises(SetupError, match=message):
        check_lineup(match.home, match.home.lineup, match.rules)  # type: ignore[arg-type]


def test_a_line_up_has_the_team_size() -> None:
    match = make_match()
    rows = ((1,), (2, 3, 4, 5), (6, 7, 8, 9), (10,))
    match = _home_lineup(match, formation="4-4-1", rows=rows)
    with pytest.raises(SetupError, match="10 starters, but a side has 11 players"):
        check_match(match)


def test_only_one_goalkeeper_starts() -> None:
    match = make_match()
    squad = tuple(replace(p, position=Position.GK) if p.pid == 5 else p for p in match.home.squad)
    match = replace(match, home=replace(match.home, squad=squad))
    with pytest.raises(SetupError) as refused:
        check_match(match)
    assert str(refused.value) == (
        "Reds: only one goalkeeper starts; Reds Player 5 is also a goalkeeper: put Reds "
        "Player 5 on the bench, or give Reds Player 5 another position in the squad"
    )


def test_a_goalkeeper_outfield_with_an_outfield_player_in_goal_is_told_to_swap() -> None:
    """It was refused as "only one goalkeeper starts; Reds Player 5 is also a goalkeeper",
    while the one in goal was no goalkeeper."""
    match = make_match()
    positions = {1: Position.DF, 5: Position.GK}
    squad = tuple(replace(p, position=positions.get(p.pid, p.position)) for p in match.home.squad)
    match = replace(match, home=replace(match.home, squad=squad))
    with pytest.raises(SetupError) as refused:
        check_match(match)
    assert str(refused.value) == (
        "Reds: Reds Player 5, a goalkeeper, is placed outfield and Reds Player 1 in goal: "
        "swap them, or give Reds Player 5 another position in the squad"
    )


def test_no_player_in_both_squads() -> None:
    match = make_match()
    away = replace(match.away, squad=(*match.away.squad, Player(3, "Loan Player")))
    with pytest.raises(SetupError, match="player id 3 is in both squads"):
        check_match(replace(match, away=away))


def test_formations() -> None:
    assert formation_rows("4-2-3-1") == (4, 2, 3, 1)
    assert formation_of(((1,), (2, 3, 4, 5), (6, 7), (8, 9, 10), (11,))) == "4-2-3-1"
    with pytest.raises(SetupError, match="is not like 4-4-2"):
        formation_rows("4-0-6")


def test_presets() -> None:
    assert set(PRESETS) == {"standard", "three", "rolling"}
    standard = preset_for("standard")
    assert (standard.max_subs, standard.max_windows, standard.extra_time_bonus) == (5, 3, True)
    assert preset_for("three").max_subs == 3
    assert preset_for("rolling", 7).rolling and preset_for("rolling", 7).team_size == 7
    with pytest.raises(SetupError, match="unknown rules preset 'golden'"):
        preset_for("golden")
    with pytest.raises(SetupError, match="a side has 11, 9, 7 or 5 players, not 8"):
        preset_for("standard", 8)


def test_names() -> None:
    assert fold("Lautaro Martínez") == "lautaro martinez"
    assert fold("Ødegaard") == "odegaard"
    assert fold("STRAßE") == "strasse"
    assert Player(1, "Lautaro Martínez", known_as="Lautaro").short == "Lautaro"
    assert Player(1, "Lisandro Martínez").short == "Martínez"
    match = make_match()
    assert match.player(10).name == "Reds Player 10"
    assert match.side_of(110) is not None and match.side_of(999) is None
    with pytest.raises(SetupError, match="no player with id 999"):
        match.player(999)
    assert match.title == "Reds v Blues"
    assert Lineup("4-4-2", ((7,), (1,))).goalkeeper == 7


def test_the_same_player_twice_is_not_his_own_clash() -> None:
    from tracker.core.match.model import Player, TeamSheet
    from tracker.core.match.setup import check_squad

    team = TeamSheet(
        "France", (Player(1, "Hugo Lloris", number=1), Player(2, "Hugo LLORIS", number=1))
    )
    with pytest.raises(
        SetupError, match=r"^France: Hugo LLORIS is in the squad twice \(shirt number 1\)$"
    ):
        check_squad(team)


def test_names_in_both_squads_are_found_in_any_case_and_accents() -> None:
    from tracker.core.match.setup import names_in_both_squads

    match = make_match()
    assert names_in_both_squads(match.home, match.away) == ()
    copied = replace(match.away.squad[3], name=" josé  ".upper())
    home = replace(match.home.squad[0], name="José")
    twice = replace(
        match,
        home=replace(match.home, squad=(home, *match.home.squad[1:])),
        away=replace(match.away, squad=(*match.away.squad[:3], copied, *match.away.squad[4:])),
    )
    assert names_in_both_squads(twice.home, twice.away) == ("José",)
    check_match(twice)  # brothers can play on opposite sides: not refused
