"""Issue 11, item 4: imports refuse overlong numbers and text that is not Unicode.

Each refusal is one line naming the place, and writes nothing; the loaders are
fuzzed with the same kinds of values (huge integers, lone surrogates).
"""

from __future__ import annotations

import contextlib
import copy
import json
import sqlite3
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tests.opendata import samples
from tracker.cli import demo_text, main
from tracker.core.files.matchfile import MatchFileError, loads
from tracker.core.files.squadcsv import parse_squad
from tracker.opendata.statsbomb_import import read_statsbomb
from tracker.opendata.statsbomb_read import StatsBombError
from tracker.services.errors import ServiceError
from tracker.services.matches import MatchService
from tracker.store.db import open_database

DEMO = json.loads(demo_text())
#: A lone surrogate: valid in JSON (``"\ud800"``), but no character, so not storable.
LONE = "\ud800"


def edited(edit: Callable[[dict[str, Any]], object]) -> str:
    """The reference match file with one edit."""
    data = copy.deepcopy(DEMO)
    edit(data)
    return json.dumps(data)


def _set_lineup_id(data: dict[str, Any]) -> None:
    data["home"]["squad"][0]["id"] = 10**19
    data["home"]["lineup"]["rows"][0][0] = 10**19


CASES: dict[str, tuple[str, str]] = {
    "attendance 10**20": (
        edited(lambda d: d["match"].update(attendance=10**20)),
        "match.attendance: 100000000000000000000 is more than 500000",
    ),
    "attendance of 4,301 digits": (
        json.dumps(DEMO).replace('"attendance": null', '"attendance": ' + "9" * 4301),
        "match.attendance: a number of 4301 digits is far too large",
    ),
    "lone surrogate in a player's name": (
        edited(lambda d: d["home"]["squad"][0].update(name="Emiliano" + LONE)),
        "home.squad[0].name: U+D800 is not a character",
    ),
    "lone surrogate in a team name": (
        edited(lambda d: d["away"].update(name=LONE + "England")),
        "away.name: U+D800 is not a character",
    ),
    "lone surrogate in a field name": (
        edited(lambda d: d["match"].update({"x" + LONE: 1})),
        "match: a field name: U+D800 is not a character",
    ),
    "lone surrogate in a card's official": (
        edited(lambda d: d["events"][3].update(official="\udfff")),
        "events[3].official: U+DFFF is not a character",
    ),
    "player id 10**19": (
        edited(_set_lineup_id),
        "home.lineup.rows[0][0]: 10000000000000000000 is more than 2147483647",
    ),
    "scorer id 10**20": (
        edited(lambda d: d["events"][3].update(scorer=10**20)),
        "events[3].scorer: 100000000000000000000 is more than",
    ),
    "minute in other digits": (
        edited(lambda d: d["events"][3].update(time="٥٥")),
        "events[3].time: '٥٥' is not a minute such as 55",
    ),
}


def content(path: Path) -> list[str]:
    """The database's rows and schema (its bytes move when SQLite checkpoints its WAL)."""
    with contextlib.closing(sqlite3.connect(f"{path.as_uri()}?mode=ro", uri=True)) as conn:
        return list(conn.iterdump())


@pytest.fixture(scope="module")
def demo_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("bounds") / "matches.sqlite3"
    assert main(["--db", str(path), "demo"]) == 0
    return path


@pytest.mark.parametrize("case", sorted(CASES))
def test_a_bad_number_or_text_in_a_match_file_is_one_line_and_writes_nothing(
    demo_db: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], case: str
) -> None:
    text, where = CASES[case]
    bad = tmp_path / "bad.json"
    bad.write_text(text, encoding="utf-8")
    capsys.readouterr()
    before = content(demo_db)
    assert main(["--db", str(demo_db), "import", str(bad)]) == 1
    out, err = capsys.readouterr()
    assert out == ""
    assert err.count("\n") == 1, err
    assert err.startswith(f"match-tracker: error: {bad}: {where}")
    assert content(demo_db) == before


def test_the_statsbomb_import_refuses_a_lone_surrogate_in_a_name() -> None:
    events, lineups, _matches = samples.cup_final()
    data = json.loads(lineups)
    entry = data[0]["lineup"][0]
    entry["player_name"] = entry["player_nickname"] = "Bo" + LONE
    with pytest.raises(StatsBombError) as caught:
        read_statsbomb(events, samples.dumped(data))
    assert str(caught.value) == (
        f"{data[0]['team_name']}: the name of squad player 1 contains U+D800, "
        "which is not a character; retype it"
    )


def test_the_statsbomb_import_names_a_number_of_4301_digits() -> None:
    events, lineups, _matches = samples.cup_final()
    text = lineups.decode().replace('"jersey_number": ', '"jersey_number": ' + "9" * 4301, 1)
    with pytest.raises(StatsBombError) as caught:
        read_statsbomb(events, text.encode())
    assert str(caught.value) == "the lineups file holds a number of 4302 digits, far too large"
    data = json.loads(lineups)
    data[0]["lineup"][0]["jersey_number"] = "9" * 4301
    with pytest.raises(StatsBombError) as caught:
        read_statsbomb(events, samples.dumped(data))
    assert "shirt number of 4301 digits" in str(caught.value)


def test_a_squad_file_with_a_shirt_number_of_4301_digits() -> None:
    (row,) = parse_squad("name,number\nAlan Ball," + "7" * 4301 + "\n").rows
    assert row.number is None
    assert row.error == "shirt number 777777… is out of range (0 to 999)"
    (row,) = parse_squad("name,number\nAlan Ball,0007\n").rows
    assert (row.number, row.error) == (7, "")


# -- fuzzing: whatever a loader accepts can be stored --------------------------------

HOSTILE = st.one_of(
    st.integers(min_value=-(10**40), max_value=10**40),
    st.sampled_from([10**20, 2**63, -(2**63) - 1, 500_001, 2**31]),
    st.text(st.characters(min_codepoint=0xD7F0, max_codepoint=0xE010), max_size=4),
    st.text(max_size=6),
    st.none(),
    st.booleans(),
)


def _paths(value: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every place in a JSON value that holds a number or text."""
    if isinstance(value, dict):
        return [p for key, item in value.items() for p in _paths(item, (*path, key))]
    if isinstance(value, list):
        return [p for index, item in enumerate(value) for p in _paths(item, (*path, index))]
    return [path] if isinstance(value, (int, str)) and path else []


def _replaced(data: Any, path: tuple[Any, ...], value: Any) -> Any:
    data = copy.deepcopy(data)
    target = data
    for part in path[:-1]:
        target = target[part]
    target[path[-1]] = value
    return data


PLACES = _paths(DEMO)


@pytest.fixture(scope="module")
def service() -> MatchService:
    return MatchService(open_database("sqlite://"))


@given(st.sampled_from(PLACES), HOSTILE)
def test_a_match_file_with_any_hostile_value_is_stored_or_refused(
    service: MatchService, path: tuple[Any, ...], value: Any
) -> None:
    text = json.dumps(_replaced(DEMO, path, value))
    try:
        loads(text)
    except MatchFileError as exc:
        assert "\n" not in str(exc)
        str(exc).encode("utf-8")  # the message itself can be printed
        return
    service.import_text(text)  # accepted: it must also be storable


SB_EVENTS, SB_LINEUPS, _SB_MATCHES = samples.cup_final()
SB_LINEUP_DATA = json.loads(SB_LINEUPS)
SB_PLACES = _paths(SB_LINEUP_DATA)


@given(st.sampled_from(SB_PLACES), HOSTILE)
def test_a_statsbomb_lineup_with_any_hostile_value_is_stored_or_refused(
    service: MatchService, path: tuple[Any, ...], value: Any
) -> None:
    lineups = samples.dumped(_replaced(SB_LINEUP_DATA, path, value))
    try:
        match, events = read_statsbomb(SB_EVENTS, lineups)
    except StatsBombError as exc:
        assert "\n" not in str(exc)
        str(exc).encode("utf-8")
        return
    service.import_match(match, events)


@given(
    st.text("0123456789", min_size=1, max_size=5000) | st.text(max_size=6),
    st.lists(st.text(max_size=12), min_size=1, max_size=4),
)
def test_a_squad_file_reads_any_row(number: str, fields: list[str]) -> None:
    rows = parse_squad("number,name\n" + ",".join([number, *fields])).rows
    assert all(r.number is None or 0 <= r.number <= 999 for r in rows)


@pytest.mark.parametrize("command", ["show", "export", "confirm", "reopen", "gui"])
@pytest.mark.parametrize("match_id", [str(10**20), str(-(10**20))])
def test_a_match_id_beyond_the_database_s_integers_is_no_match(
    demo_db: Path, capsys: pytest.CaptureFixture[str], command: str, match_id: str
) -> None:
    # Beyond the databases' integers no match can have that id: a usage line, as for
    # every id of every command (tests/attack/test_arguments.py).
    capsys.readouterr()
    with pytest.raises(SystemExit) as exited:
        main(["--db", str(demo_db), command, match_id])
    assert exited.value.code == 2
    out, err = capsys.readouterr()
    assert out == "" and len(err.splitlines()) == 1
    assert f"argument MATCH: '{match_id}' is not an id (1 to 9223372036854775807)" in err


SB_EVENT_DATA = json.loads(SB_EVENTS)
SB_MATCH_DATA = json.loads(_SB_MATCHES)


@given(st.integers(0, len(SB_EVENT_DATA) - 1), st.data())
def test_a_statsbomb_event_with_any_hostile_value_is_stored_or_refused(
    service: MatchService, index: int, data: st.DataObject
) -> None:
    path = (index, *data.draw(st.sampled_from(_paths(SB_EVENT_DATA[index]))))
    events = samples.dumped(_replaced(SB_EVENT_DATA, path, data.draw(HOSTILE)))
    _stored_or_refused(service, lambda: read_statsbomb(events, SB_LINEUPS))


@given(st.sampled_from(_paths(SB_MATCH_DATA)), HOSTILE)
def test_a_statsbomb_matches_file_with_any_hostile_value_is_stored_or_refused(
    service: MatchService, path: tuple[Any, ...], value: Any
) -> None:
    matches = samples.dumped(_replaced(SB_MATCH_DATA, path, value))
    _stored_or_refused(service, lambda: read_statsbomb(SB_EVENTS, SB_LINEUPS, matches))


def _stored_or_refused(service: MatchService, read: Callable[[], tuple[Any, Any]]) -> None:
    """A file read and stored, or refused in one line by the reader or by the rules the
    store checks (a shootout left undecided by a kick's outcome made unreadable, say)."""
    try:
        match, log = read()
        service.import_match(match, log)
    except (StatsBombError, ServiceError) as exc:
        assert "\n" not in str(exc)
        str(exc).encode("utf-8")
