"""Cards shown in an abandoned match count nothing here, and the list of bans says so.

A match abandoned counts nothing in the record books: its cards give no ban and are on
no player's page. But the list of bans said "no bans in this edition" over a player
sent off in it, and named the team official sent off in the same match as if his
sending-off counted where the player's did not.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from tests.test_cli import run_here
from tracker.cli import demo_text

SEASON = {
    "name": "Testland Liga 2025/26",
    "matches": [
        {"round": "Matchday 2", "date": "2025-08-17", "team1": "Gamma", "team2": "Argentina"},
    ],
}  # fmt: skip


def abandoned(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> tuple[Path, str]:
    """Matchday 1 abandoned at 40': an Argentina player and England's assistant coach
    sent off before it; returns the database and the player's name."""
    data = json.loads(demo_text())
    data.pop("uuid", None)
    data["match"].pop("uuid", None)
    data["match"].update(competition="Testland Liga 2025-26", stage="Matchday 1", date="2025-08-10")
    starters = [p for row in data["home"]["lineup"]["rows"][1:] for p in row]
    paul = starters[0]
    name = next(p["name"] for p in data["home"]["squad"] if p["id"] == paul)
    data["events"] = [
        data["events"][0],
        {"kind": "card", "time": "30", "period": 1, "side": "home", "card": "red", "player": paul},
        {"kind": "card", "time": "31", "period": 1, "side": "away", "card": "red",
         "official": "Ashley Cole"},
        {"kind": "abandoned", "time": "40", "period": 1, "reason": "floodlight failure"},
    ]  # fmt: skip
    match, season = tmp_path / "matchday1.json", tmp_path / "season.json"
    match.write_text(json.dumps(data), encoding="utf-8")
    season.write_text(json.dumps(SEASON), encoding="utf-8")
    db = tmp_path / "liga.sqlite3"
    for args in (["--format", "openfootball", str(season)], [str(match)]):
        done = run_here(capsys, "import", *args, db=db)
        assert done.returncode == 0, done.stderr
    return db, name


def test_the_list_of_bans_says_what_the_abandoned_match_does_not_count(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db, name = abandoned(tmp_path, capsys)
    said = run_here(capsys, "suspensions", "Testland Liga 2025-26", db=db).stdout
    assert "no bans in this edition" not in said
    assert "team officials sent off" not in said  # his card counts no more than the player's
    assert said.strip() == (
        "cards shown in abandoned matches, which count nothing here (any ban is the "
        f"competition's to decide): {name} (Argentina, v England: sent off), Ashley Cole "
        "(England, v Argentina: sent off)"
    )


def test_the_player_is_not_suspended_and_his_page_counts_no_card(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The rule the record books follow, the same on every page."""
    from tracker.services.people import PeopleService
    from tracker.services.records import RecordsService
    from tracker.services.suspensions import SuspensionService
    from tracker.store.db import open_database

    path, name = abandoned(tmp_path, capsys)
    db = open_database(path)
    try:
        records = RecordsService(db)
        [person] = [p for p in PeopleService(db).people(name) if p.name == name]
        page = records.player(person.id)
        assert (page.total.reds, page.total.yellows) == (0, 0)
        edition, bans = SuspensionService(db).edition_bans("Testland Liga 2025-26")
        assert bans == []
        assert "abandoned" in SuspensionService(db).bans_note(edition, 0)
    finally:
        db.close()


def test_the_competition_view_says_so_too(
    qtbot: QtBot, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The window said "No suspensions in this edition." over the same edition."""
    from tracker.services.records import RecordsService
    from tracker.store.db import open_database
    from tracker.ui.records.recordactions import ban_source, left_out
    from tracker.ui.records.recordswindow import RecordsWindow

    path, name = abandoned(tmp_path, capsys)
    db = open_database(path)
    try:
        records = RecordsWindow(RecordsService(db), bans=ban_source(db), left_out=left_out(db))
        qtbot.addWidget(records)
        edition = next(e for e in records.service.editions() if "Testland" in e.name)
        records.show_competitions(edition.id)
        note = records.competition.suspensions_note.text()
        assert "No suspensions" not in note
        assert note.startswith("Cards shown in abandoned matches, which count nothing here")
        assert f"{name} (Argentina, v England: sent off)" in note
    finally:
        db.close()
