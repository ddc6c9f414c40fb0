"""A ban is served in a match played, not in a fixture postponed on its day.

A player sent off on the first matchday was said to miss the second, a fixture the
file gives as postponed, and was let into the next match actually played.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.test_cli import run_here
from tracker.cli import demo_text

SEASON = {
    "name": "Testland Liga 2025/26",
    "matches": [
        {"round": "Matchday 2", "date": "2025-08-17", "team1": "Gamma", "team2": "Argentina",
         "status": "postponed"},
        {"round": "Matchday 3", "date": "2025-08-24", "team1": "Delta", "team2": "Argentina"},
    ],
}  # fmt: skip


def test_a_postponed_fixture_serves_no_ban(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = json.loads(demo_text())
    data.pop("uuid", None)
    data["match"].pop("uuid", None)
    data["match"].update(competition="Testland Liga 2025-26", stage="Matchday 1", date="2025-08-10")
    named = {e.get(k) for e in data["events"] for k in ("player", "scorer", "assist", "on", "off")}
    starters = [p for row in data["home"]["lineup"]["rows"][1:] for p in row]
    paul = next(p for p in starters if p not in named)
    name = next(p["name"] for p in data["home"]["squad"] if p["id"] == paul)
    end = next(i for i, e in enumerate(data["events"]) if e["kind"] == "period_end")
    red = {
        "kind": "card",
        "time": "30",
        "period": 1,
        "side": "home",
        "card": "red",
        "player": paul,
    }
    data["events"].insert(end, red)
    match, season = tmp_path / "matchday1.json", tmp_path / "season.json"
    match.write_text(json.dumps(data), encoding="utf-8")
    season.write_text(json.dumps(SEASON), encoding="utf-8")
    db = tmp_path / "liga.sqlite3"
    for args in (["--format", "openfootball", str(season)], [str(match)]):
        done = run_here(capsys, "import", *args, db=db)
        assert done.returncode == 0, done.stderr
    bans = run_here(capsys, "suspensions", "Testland Liga 2025-26", db=db).stdout
    assert f"{name} (Argentina): sent off" in bans
    assert "misses v Delta, 24 Aug" in bans and "Gamma" not in bans


def test_a_team_official_sent_off_is_not_hidden_behind_no_bans(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """An assistant coach sent off: `suspensions` said "no bans in this edition", which
    its own log contradicts (no rule here gives an official's ban)."""
    data = json.loads(demo_text())
    data.pop("uuid", None)
    data["match"].pop("uuid", None)
    data["match"].update(competition="Testland Liga 2025-26", stage="Matchday 1", date="2025-08-10")
    end = next(i for i, e in enumerate(data["events"]) if e["kind"] == "period_end")
    red = {"kind": "card", "time": "30", "period": 1, "side": "away", "card": "red",
           "official": "Ashley Cole"}  # fmt: skip
    data["events"].insert(end, red)
    match = tmp_path / "matchday1.json"
    match.write_text(json.dumps(data), encoding="utf-8")
    db = tmp_path / "liga.sqlite3"
    assert run_here(capsys, "import", str(match), db=db).returncode == 0
    said = run_here(capsys, "suspensions", "Testland Liga 2025-26", db=db).stdout
    assert "no bans in this edition" not in said
    assert "team officials sent off" in said and "Ashley Cole (England, v Argentina)" in said
