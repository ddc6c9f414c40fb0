"""``import --format openfootball-squads``: every text of the file held to the match
file's standard; a refusal is one line and writes nothing.

Issue 23, item 8: a lone surrogate in a club or country name gave a traceback when
it was stored (``UnicodeEncodeError``).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tests.attack.conftest import files_digest, surface
from tests.test_cli import one_error_line, run_here
from tracker.opendata.openfootball.squads import parse_squads
from tracker.opendata.openfootball.values import OpenFootballError
from tracker.services.results import ResultsService
from tracker.store.db import open_database

ANN = {
    "number": 9,
    "pos": "FW",
    "name": "Ann Able",
    "club": {"name": "Town FC", "country": "ENG"},
    "date_of_birth": "2000-02-29",
}


def squads_text(team: dict[str, Any] | None = None, **player: Any) -> str:
    """A squads file of one team of one player, with the changes given."""
    return json.dumps(
        [
            {
                "name": "Reds",
                "fifa_code": "RED",
                "group": "A",
                **(team or {}),
                "players": [{**ANN, **player}],
            }
        ]
    )


@pytest.fixture
def database(tmp_path: Path) -> Path:
    """An empty library, opened once."""
    path = tmp_path / "matches.sqlite3"
    open_database(path, backups=0).close()
    return path


CASES = {
    "a lone surrogate in a club": (
        squads_text(club={"name": "Town\ud800", "country": "ENG"}),
        "[0].players[0].club.name: U+D800 is not a character",
    ),
    "a lone surrogate in a country": (
        squads_text(club={"name": "Town", "country": "\udfffENG"}),
        "[0].players[0].club.country: U+DFFF is not a character",
    ),
    "a bidi override in a club": (
        squads_text(club={"name": "Town\u202eCF", "country": "ENG"}),
        "[0].players[0].club.name: contains an invisible control character (U+202E)",
    ),
    "an escape sequence in a name": (
        squads_text(name="\x1b[2JAnn"),
        "[0].players[0].name: contains an invisible control character (U+001B)",
    ),
    "a line break in a team name": (
        squads_text({"name": "Re\nds"}),
        "[0].name: contains an invisible control character (U+000A)",
    ),
    "a 1,000,000-character name": (
        squads_text(name="A" * 1_000_000),
        "[0].players[0].name: is 1,000,000 characters long (at most 500)",
    ),
    "a lone surrogate in the group": (
        squads_text({"group": "A\ud800"}),
        "[0].group: U+D800 is not a character",
    ),
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_a_hostile_squads_file_is_one_line_writing_nothing(
    capsys: pytest.CaptureFixture[str], database: Path, tmp_path: Path, case: str
) -> None:
    text, message = CASES[case]
    path = tmp_path / "worldcup.squads.json"
    path.write_text(text, encoding="utf-8")
    before = files_digest(database)
    result = run_here(capsys, "import", "--format", "openfootball-squads", str(path), db=database)
    assert message in one_error_line(result)
    assert files_digest(database) == before


hostile_text = st.one_of(
    st.text(max_size=20),
    st.sampled_from(["\ud800", "\u202e", "\n", "\x1b[31m", "x" * 501, "", " ", "%"]),
)
hostile_value = st.one_of(
    hostile_text,
    st.none(),
    st.booleans(),
    st.integers(min_value=-(2**70), max_value=2**70),
    st.lists(hostile_text, max_size=2),
    st.dictionaries(st.sampled_from(["name", "country"]), hostile_text, max_size=2),
)
PLAYER_FIELDS = ("number", "pos", "name", "club", "date_of_birth")
TEAM_FIELDS = ("name", "fifa_code", "group")


@given(
    on_team=st.booleans(),
    field=st.sampled_from(PLAYER_FIELDS + TEAM_FIELDS),
    value=hostile_value,
)
@surface("squads")
def test_any_value_in_a_squads_file_is_stored_or_refused_writing_nothing(
    database: Path, on_team: bool, field: str, value: Any
) -> None:
    text = squads_text({field: value}) if on_team else squads_text(**{field: value})
    try:
        squads = parse_squads(text)
    except OpenFootballError as exc:
        assert "\n" not in str(exc)
        return
    db = open_database(database, backups=0)
    try:
        report = ResultsService(db).store_squads(squads)  # what is read is storable
    finally:
        db.close()
    assert report.players == len(squads[0].players)
