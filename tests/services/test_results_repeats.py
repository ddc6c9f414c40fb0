"""A match listed twice: stored once (said), or the file refused (nothing written); the
same match in several files imported at once is found as a re-import finds it."""

from __future__ import annotations

import copy
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import text

from tests.services.test_results_import import _cup, _write
from tracker.services.matches import ServiceError
from tracker.services.results import ResultsService, describe_report
from tracker.store.db import Database, open_database


@pytest.fixture
def db(tmp_path: Path) -> Iterator[Database]:
    database = open_database(tmp_path / "results.sqlite3", backups=0)
    yield database
    database.close()


def _rows(db: Database, sql: str) -> list[Any]:
    with db.reading() as session:
        return list(session.execute(text(sql)).all())


def _twice(change: dict[str, Any] | None = None) -> dict[str, Any]:
    """The test cup with its last match (no number: keyed by day and teams) listed again."""
    cup = _cup()
    again = copy.deepcopy(cup["matches"][2])
    again.update(change or {})
    cup["matches"].append(again)
    return cup


def test_a_match_listed_twice_alike_is_stored_once_and_said(db: Database, tmp_path: Path) -> None:
    path = _write(tmp_path / "2030", _twice())
    report = ResultsService(db).import_files([path])
    assert (report.new, report.unchanged, report.updated) == (3, 0, 0)
    assert len(_rows(db, "SELECT id FROM match")) == 3
    assert len(_rows(db, "SELECT id FROM result_goal")) == 5
    assert describe_report(report)[1:] == [
        "data error: Test Cup 2030: matches[3] (2030-06-11 Reds v Greens, Final): listed "
        "twice (as matches[2] too): stored once"
    ]


def test_a_match_listed_twice_differently_writes_nothing(db: Database, tmp_path: Path) -> None:
    good = _write(tmp_path / "good", _cup())
    bad = _write(tmp_path / "bad", _twice({"score": {"ft": [1, 1], "et": [1, 1], "p": [3, 4]}}))
    with pytest.raises(ServiceError) as caught:
        ResultsService(db).import_files([good, bad])
    line = str(caught.value)
    assert line.startswith(
        f"{bad}: matches[3]: 2030-06-11 Reds v Greens is listed twice (as matches[2] too)"
    )
    assert "score" in line and "\n" not in line
    assert _rows(db, "SELECT id FROM match") == []


def test_one_file_twice_at_once_stores_its_matches_once(db: Database, tmp_path: Path) -> None:
    """As if imported one after the other: the second finds each match unchanged."""
    path = _write(tmp_path / "2030", _cup())
    report = ResultsService(db).import_files([path, path])
    assert (report.new, report.unchanged, report.updated) == (3, 3, 0)
    assert len(_rows(db, "SELECT id FROM match")) == 3
    assert len(_rows(db, "SELECT id FROM result_goal")) == 5


def test_a_later_file_at_once_corrects_a_match_as_a_re_import_would(
    db: Database, tmp_path: Path
) -> None:
    first = _write(tmp_path / "a", _cup())
    corrected = _cup()
    corrected["matches"][2]["goals2"] = [{"name": "Gil Green", "minute": "117"}]
    second = _write(tmp_path / "b", corrected)
    report = ResultsService(db).import_files([first, second])
    assert (report.new, report.unchanged, report.updated) == (3, 2, 1)
    rows = _rows(db, "SELECT match_id, name, minute FROM result_goal ORDER BY match_id, seq")
    assert len(rows) == 5
    assert [r.minute for r in rows if r.name == "Gil Green"] == [117]
    # As imported one after the other into a library of its own.
    other = open_database(tmp_path / "other.sqlite3", backups=0)
    try:
        ResultsService(other).import_files([first])
        ResultsService(other).import_files([second])
        assert _rows(other, "SELECT name, minute FROM result_goal ORDER BY match_id, seq") == [
            (r.name, r.minute) for r in rows
        ]
    finally:
        other.close()
