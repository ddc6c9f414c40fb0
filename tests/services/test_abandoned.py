"""A match its source gives as abandoned (begun, not played to the end) is described as
such: never as a fixture still to play, nor counted."""

from __future__ import annotations

import datetime as dt
from pathlib import Path
from typing import Any

from tests.services.test_league_keystats import _import, _m, _match_id
from tracker.services.matches import MatchService
from tracker.services.results import ResultsService, describe_result, result_sheet
from tracker.store.db import Database, open_database


def test_an_abandoned_match_is_no_fixture(tmp_path: Path) -> None:
    abandoned: dict[str, Any] = {
        **_m(1, "2030-08-01", "Alba", "Brea", (0, 0)),
        "status": "abandoned",
    }
    del abandoned["score"]
    db: Database = open_database(tmp_path / "a.sqlite3", backups=0)
    try:
        _import(
            db,
            tmp_path,
            "Test League 2030/31",
            [abandoned, _m(1, "2030-08-01", "Cora", "Dola", (1, 0))],
        )
        stored = ResultsService(db).stored(_match_id(db, "Alba", "Brea", "2030-08-01"))
        assert stored is not None
        later = dt.date(2031, 1, 1)
        lines = describe_result(stored, today=later)
        assert lines[0] == "Alba v Brea  2030-08-01"
        assert "abandoned: not played to the end, no result stored" in lines[1]
        assert "fixture" not in " ".join(lines).lower()
        assert result_sheet(stored, today=later).kind == (
            "Abandoned: not played to the end, no result stored"
        )
        assert result_sheet(stored, language="de", today=later).kind.startswith("Abgebrochen")
        [entry] = [e for e in MatchService(db).library() if e.home == "Alba"]
        assert entry.status == "abandoned, no result"
    finally:
        db.close()
