"""A StatsBomb player's legal name beside his nickname: a name of his person, never printed.

The lineups file gives ``player_name`` (the legal name) and ``player_nickname`` (the
name he plays under). The sheet keeps the nickname; the person knows both, so another
source writing the legal name in full links to him, while the legal name's last part
(a second surname, not one he is known by) links to nobody through it.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.opendata import samples
from tests.store.test_linking import cup_file, scorers
from tracker.services.matches import MatchService
from tracker.services.opendata import import_statsbomb
from tracker.services.people import PeopleService
from tracker.services.results import ResultsService
from tracker.store.db import Database, open_database

LEGAL = "Jack Daniel Striker Moreno"


@pytest.fixture
def db(tmp_path: Path) -> Iterator[Database]:
    database = open_database(tmp_path / "legal.sqlite3", backups=0)
    yield database
    database.close()


def _files(folder: Path, nickname: str | None) -> list[str]:
    """The sample cup final, its Northfield striker written by his legal name and
    ``nickname``."""
    lineups = samples.parsed("cup-final-lineups")
    for entry in lineups[0]["lineup"]:
        if entry["player_name"] == "Jack Striker":
            entry["player_name"], entry["player_nickname"] = LEGAL, nickname
    folder.mkdir(exist_ok=True)
    (folder / "events.json").write_bytes(samples.raw("cup-final-events"))
    (folder / "lineups.json").write_text(json.dumps(lineups), encoding="utf-8")
    (folder / "matches.json").write_bytes(samples.raw("cup-final-matches"))
    return [str(folder / n) for n in ("events.json", "lineups.json", "matches.json")]


def _import(db: Database, folder: Path, nickname: str | None) -> int:
    """The files of the same match again are stored as a copy (as another match would be)."""
    events, lineups, matches = _files(folder, nickname)
    return import_statsbomb(MatchService(db), [events, lineups], matches, as_copy=True)


def _striker(db: Database, match_id: int, name: str) -> int:
    """The person of the squad entry written ``name`` in the match."""
    match, _ = MatchService(db).load(match_id)
    assert [p.name for p in match.home.squad if p.name == name] == [name]
    [person] = [p for p in PeopleService(db).people(name) if name in (p.name, *p.names)]
    return person.id


def test_the_legal_name_is_his_person_s_name_and_the_sheet_keeps_the_nickname(
    db: Database, tmp_path: Path
) -> None:
    match_id = _import(db, tmp_path / "sb", "Jack Striker")
    person = _striker(db, match_id, "Jack Striker")  # the squad keeps the nickname
    summary = PeopleService(db).person(person)
    assert summary.name == "Jack Striker"
    assert LEGAL in summary.names
    sheet = MatchService(db).export_text(match_id)
    assert "Jack Striker" in sheet and LEGAL not in sheet


def test_another_source_writing_the_legal_name_links_to_him_its_last_part_does_not(
    db: Database, tmp_path: Path
) -> None:
    match_id = _import(db, tmp_path / "sb", "Jack Striker")
    person = _striker(db, match_id, "Jack Striker")
    # A results file of the same team and year: the legal name in full is him; "Moreno"
    # (his legal name's last part, no surname he is known by) is somebody else.
    ResultsService(db).import_files(
        [
            cup_file(
                tmp_path / "files", 2026,
                ("Northfield Rovers", "Southport Athletic", [LEGAL, "Moreno", "Striker"], []),
            )
        ]
    )  # fmt: skip
    linked = scorers(db, 2026)
    assert linked[LEGAL] == person
    assert linked["Striker"] == person
    assert linked["Moreno"] not in (None, person)


def test_a_later_lineups_file_with_the_legal_name_only_links_to_the_same_person(
    db: Database, tmp_path: Path
) -> None:
    first = _import(db, tmp_path / "one", "Jack Striker")
    person = _striker(db, first, "Jack Striker")
    second = _import(db, tmp_path / "two", None)  # no nickname: the legal name is his name
    again = _striker(db, second, LEGAL)
    assert again == person
