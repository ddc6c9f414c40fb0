"""The library archive's manifest and teams: written, read back, and refused in words."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tracker.core.files import archive, matchfile
from tracker.core.files.archive import ArchiveError, Team
from tracker.core.match.model import Player, Position

#: Text a match file takes: no control characters or bidirectional overrides (refused).
_text = st.text(
    st.characters(
        exclude_categories=("Cs", "Cc"),
        exclude_characters="\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069",
    ),
    max_size=20,
)
_player = st.builds(
    Player,
    pid=st.just(0),
    name=_text.map(str.strip).filter(bool),
    known_as=_text,
    number=st.none() | st.integers(0, 999),
    position=st.none() | st.sampled_from(Position),
)
_team = st.builds(
    Team,
    name=_text.map(str.strip).filter(bool),
    short_name=_text,
    manager=_text,
    colour=st.sampled_from(["#d22", "#123456"]),
    keeper_colour=st.sampled_from(["#2a2", "#abcdef"]),
    # A shirt number is worn once in a squad (twice is refused, as in a match file).
    squad=st.lists(
        _player, max_size=5, unique_by=lambda p: p.number if p.number is not None else id(p)
    ).map(tuple),
)


@given(st.lists(_team, max_size=4))
def test_teams_read_back_as_written(teams: list[Team]) -> None:
    read = archive.read_teams(archive.teams_text(teams).encode("utf-8"))
    # Players are numbered in squad order when read (their ids are the database's).
    expected = [
        Team(
            t.name,
            t.short_name,
            t.manager,
            t.colour,
            t.keeper_colour,
            tuple(
                Player(i + 1, p.name, p.known_as, p.number, p.position)
                for i, p in enumerate(t.squad)
            ),
        )
        for t in teams
    ]
    assert read == expected


def _manifest(**changes: Any) -> bytes:
    data = archive.manifest(app_version="0.1.0", schema="0003", matches=2, teams=1)
    data.update(changes)
    return json.dumps(data).encode()


def test_a_manifest_says_what_wrote_it() -> None:
    data = archive.check_manifest(_manifest())
    assert data["format"] == "match-tracker-archive"
    assert data["version"] == archive.VERSION
    assert data["match_file_version"] == matchfile.VERSION
    assert (data["database_schema"], data["matches"], data["teams"]) == ("0003", 2, 1)
    assert data["written_by"] == "match-tracker 0.1.0"


@pytest.mark.parametrize(
    ("text", "message"),
    [
        (b"\xff\xfe", "manifest.json: not UTF-8 text"),
        (b"{", "manifest.json: not valid JSON: "),
        (b"[]", "manifest.json: not a Match Tracker archive's manifest"),
        (_manifest(format="zip"), "manifest.json: not a Match Tracker archive's manifest"),
        (_manifest(version=2), "the archive is version 2, written by a newer Match Tracker"),
        (_manifest(version=True), "version True is not an archive version"),
        (_manifest(match_file_version=99), "its match files are version 99"),
        (_manifest(matches=-1), "'matches' should be the number of match files"),
    ],
)
def test_a_bad_manifest_is_refused_in_words(text: bytes, message: str) -> None:
    with pytest.raises(ArchiveError) as info:
        archive.check_manifest(text)
    assert message in str(info.value)


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ({}, "teams.json: a list of teams was expected"),
        ([[]], "teams.json[0]: a team was expected"),
        ([{"name": " "}], "teams.json[0].name: a team needs a name"),
        ([{"name": 3}], "teams.json[0].name: 3 is not a string"),
        ([{"name": "A", "squad": {}}], "teams.json[0].squad: a list of players was expected"),
        (
            [{"name": "A", "squad": [{"name": ""}]}],
            'teams.json[0].squad[0].name: "" is empty',
        ),
        (
            [{"name": "A", "squad": [{"name": "B", "number": 1000}]}],
            "teams.json[0].squad[0].number: 1000 is more than 999",
        ),
        (
            [{"name": "A", "squad": [{"name": "B", "position": "ST"}]}],
            'teams.json[0].squad[0].position: "ST" is not one of',
        ),
        ([{"name": "A\ud800"}], "teams.json[0].name: U+D800 is not a character"),
    ],
)
def test_bad_teams_are_refused_naming_the_place(data: Any, message: str) -> None:
    text = json.dumps(data).encode()  # a lone surrogate is written as \ud800
    with pytest.raises(ArchiveError) as info:
        archive.read_teams(text)
    assert message in str(info.value)


def test_a_file_without_identity_gets_the_same_one_each_time() -> None:
    assert archive.identity_of("abc") == archive.identity_of("abc")
    assert archive.identity_of("abc") != archive.identity_of("abd")
