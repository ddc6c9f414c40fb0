"""Reading a squads file: teams, players, numbers, positions, clubs, dates of birth."""

from __future__ import annotations

import datetime as dt
import json
from typing import Any

import pytest

from tracker.core.match.model import Position
from tracker.opendata.openfootball.squads import parse_squads
from tracker.opendata.openfootball.values import OpenFootballError


def _file(*players: dict[str, Any]) -> str:
    return json.dumps(
        [{"name": "Reds", "fifa_code": "RED", "group": "A", "players": list(players)}]
    )


ANN = {
    "number": 9,
    "pos": "FW",
    "name": "Ann Able",
    "club": {"name": "Town FC", "country": "ENG"},
    "date_of_birth": "2000-02-29",
}


def test_a_squad_is_read_whole() -> None:
    [reds] = parse_squads(_file(ANN, {"name": "Bo Bell", "pos": "gk"}))
    assert (reds.team, reds.code, reds.group) == ("Reds", "RED", "A")
    ann, bo = reds.players
    assert (ann.name, ann.number, ann.position, ann.club, ann.club_country) == (
        "Ann Able",
        9,
        Position.FW,
        "Town FC",
        "ENG",
    )
    assert ann.date_of_birth == dt.date(2000, 2, 29)
    assert (bo.number, bo.position, bo.club, bo.date_of_birth) == (None, Position.GK, "", None)


@pytest.mark.parametrize(
    ("text", "place"),
    [
        ("{}", "the file"),
        ("[1", "line 1"),
        (_file({**ANN, "pos": "XX"}), "[0].players[0].pos"),
        (_file({**ANN, "date_of_birth": "2000-02-30"}), "[0].players[0].date_of_birth"),
        (_file({**ANN, "number": 0}), "[0].players[0].number"),
        (_file(ANN, {**ANN, "name": "Cy Cole"}), "[0].players[1].number"),
        (_file({**ANN, "name": ""}), "[0].players[0].name"),
    ],
)
def test_a_bad_file_names_the_place(text: str, place: str) -> None:
    with pytest.raises(OpenFootballError) as caught:
        parse_squads(text)
    assert str(caught.value).startswith(place)
