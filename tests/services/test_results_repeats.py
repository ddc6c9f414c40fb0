"""A match listed twice: stored once (said), or the file refused (nothing written)."""

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

