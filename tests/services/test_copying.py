"""Copying a whole library between databases, on SQLite and PostgreSQL."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tests.core.factory import AWAY, H1, HOME, card, goal, start
from tests.helpers.league import KINDS, target
from tests.helpers.matches import nth_demo_text
from tests.services.stored import store_match
from tracker.cli import demo_text
from tracker.services.copying import copy_library
from tracker.services.league import PushOutcome, open_target, push
from tracker.services.matches import MatchService
from tracker.services.setup import SetupService
from tracker.store.db import Database, open_database
from tracker.store.transfer import matchcopy as transfer


def _find(db: Database, uuid: str | None) -> int | None:
    assert uuid is not None
    with db.reading() as session:
        found = transfer.find(session, uuid)
    return found.id if found is not None else None


def _library(tmp_path: Path) -> tuple[Database, list[int]]:
    """A library of three matches (one played, one not, one in the trash) and a team
    with no match."""
    db = open_database(tmp_path / "laptop.sqlite3", backups=0)
    service = MatchService(db)
    demo = service.import_text(demo_text())
    local = store_match(tmp_path / "more")
    local.log(start(H1), goal("20", H1, HOME, 9, 10))
    reds = service.import_text(local.service.export_text(local.id))
    local.db.close()
    gone = service.import_text(demo_text())
    service.delete_match(gone)
    from tracker.store.people import teams as team_repo

    with db.writing() as session:
        stored = team_repo.save_team(session, team_repo.TeamInfo(name="Greens", manager="G"))
        assert stored.id is not None
        team_repo.replace_squad(session, stored.id, local.match.home.squad[:3])
    return db, [demo, reds]


def _files(db: Database) -> dict[str, dict[str, Any]]:
    """Every match file of the library, by uuid."""
    service = MatchService(db)
    out = {}
    for entry in service.library():
        data = json.loads(service.export_text(entry.id))
        out[data["match"]["uuid"]] = data
    return out


def _squads(db: Database) -> dict[str, list[str]]:
    from tracker.store.people import teams as team_repo

    with db.reading() as session:
        return {
            info.name: [p.name for p in team_repo.load_squad(session, info.id)]
            for info in team_repo.list_teams(session)
            if info.id is not None
        }


@pytest.mark.parametrize("kind", KINDS)
def test_a_library_copied_there_and_back_is_the_same(tmp_path: Path, kind: str) -> None:
    laptop, _ = _library(tmp_path)
    try:
        with target(kind, tmp_path) as url:
            league = open_target(url, create=True)
            back = open_database(tmp_path / "back.sqlite3", backups=0)
            try:
                report = copy_library(laptop, league)
                assert (report.created, report.updated, report.up_to_date) == (2, 0, 0)
                assert (report.teams_added, report.teams_kept, report.trashed) == (5, 0, 1)
                assert report.problems == []
                assert "2 new" in report.summary(league.shown_url)
                again = copy_library(laptop, league)
                assert (again.created, again.up_to_date, again.teams_kept) == (0, 2, 5)
                copy_library(league, back)
                assert _files(laptop) == _files(league) == _files(back)
                assert _squads(laptop) == _squads(league) == _squads(back)
                greens = ["Reds Player 1", "Reds Player 2", "Reds Player 3"]
                assert _squads(back)["Greens"] == greens
            finally:
                back.close()
                league.close()
    finally:
        laptop.close()


@pytest.mark.parametrize("kind", KINDS)
def test_after_a_copy_a_push_either_way_updates(tmp_path: Path, kind: str) -> None:
    laptop, (_, reds) = _library(tmp_path)
    try:
        with target(kind, tmp_path) as url:
            league = open_target(url, create=True)
            try:
                copy_library(laptop, league)
                # Logged on the laptop after the copy: the push knows the server's copy.
                MatchService(laptop).log(reds, card("30", H1, HOME, _pid(laptop, reds, 4)))
                assert push(laptop, reds, league).outcome is PushOutcome.UPDATED
                # And from the league's copy back to a laptop that received it by copy.
                other = open_database(tmp_path / "office.sqlite3", backups=0)
                try:
                    copy_library(league, other)
                    mine = _find(other, _uuid(laptop, reds))
                    theirs = _find(league, _uuid(laptop, reds))
                    assert mine is not None and theirs is not None
                    MatchService(other).log(mine, card("33", H1, HOME, _pid(other, mine, 5)))
                    assert push(other, mine, league).outcome is PushOutcome.UPDATED
                finally:
                    other.close()
            finally:
                league.close()
    finally:
        laptop.close()


def _pid(db: Database, match_id: int, index: int) -> int:
    match, _ = MatchService(db).load(match_id)
    assert match.home.lineup is not None
    return match.home.lineup.starters[index]


def _uuid(db: Database, match_id: int) -> str | None:
    return MatchService(db).load(match_id)[0].uuid


def test_a_copy_reports_conflicts_and_copies_the_rest(tmp_path: Path) -> None:
    laptop, (demo, reds) = _library(tmp_path)
    league = open_database(tmp_path / "league.sqlite3", backups=0)
    try:
        copy_library(laptop, league)
        server = MatchService(league)
        theirs = _find(league, _uuid(laptop, reds))
        assert theirs is not None
        server.log(theirs, card("30", H1, AWAY, _away_pid(league, theirs)))
        MatchService(laptop).log(reds, card("31", H1, HOME, _pid(laptop, reds, 4)))
        SetupService(laptop).edit_details(
            _with_venue(MatchService(laptop).load(demo)[0], "Atlanta Stadium")
        )
        report = copy_library(laptop, league)
        assert (report.updated, report.up_to_date) == (1, 0)
        assert len(report.problems) == 1 and "conflict" in report.problems[0]
        assert "1 not copied" in report.summary(league.shown_url)
        forced = copy_library(laptop, league, force=True)
        assert (forced.updated, forced.up_to_date, forced.problems) == (1, 1, [])
        assert _files(laptop) == _files(league)
    finally:
        league.close()
        laptop.close()


def _away_pid(db: Database, match_id: int) -> int:
    match, _ = MatchService(db).load(match_id)
    assert match.away.lineup is not None
    return match.away.lineup.starters[6]


def _with_venue(match: Any, venue: str) -> Any:
    from dataclasses import replace

    return replace(match, venue=venue)


def test_a_copy_streams_and_counts_progress(tmp_path: Path) -> None:
    laptop, _ = _library(tmp_path)
    league = open_database(tmp_path / "league.sqlite3", backups=0)
    seen: list[tuple[int, int]] = []
    try:
        copy_library(laptop, league, progress=lambda done, total: seen.append((done, total)))
    finally:
        league.close()
        laptop.close()
    assert seen == [(1, 2), (2, 2)]


def _statements(db: Database) -> list[str]:
    """The SQL statements ``db`` runs from now on (its engine's cursor executions)."""
    from sqlalchemy import event

    seen: list[str] = []

    def count(*args: Any) -> None:
        statement = " ".join(str(args[2]).split())
        if statement.upper() not in ("BEGIN", "BEGIN IMMEDIATE", "COMMIT", "ROLLBACK"):
            seen.append(statement)

    event.listen(db.engine, "before_cursor_execute", count)
    return seen


@pytest.mark.parametrize("size", [2, 7])
def test_a_copy_run_again_over_an_unchanged_library_asks_each_side_a_few_queries(
    tmp_path: Path, size: int
) -> None:
    # Regression: each match was asked for on both sides, three queries a match.
    laptop = open_database(tmp_path / "laptop.sqlite3", backups=0)
    league = open_database(tmp_path / "league.sqlite3", backups=0)
    try:
        service = MatchService(laptop)
        for n in range(size):
            service.import_text(nth_demo_text(n))
        first = copy_library(laptop, league)
        assert first.created == size
        ours, theirs = _statements(laptop), _statements(league)
        again = copy_library(laptop, league)
        assert (again.created, again.updated, again.up_to_date) == (0, 0, size)
        assert (again.teams_added, again.teams_kept) == (0, 2)
        # Counts, heads, points adjustments, the competitions' languages and rules, and
        # what a copy leaves out here; the competitions' rules, a copy left unfinished,
        # team names and heads there: as many for 2 matches as for 7.
        assert len(ours) <= 10, ours
        assert len(theirs) <= 4, theirs
        assert all(s.upper().startswith("SELECT") for s in theirs)
    finally:
        league.close()
        laptop.close()


def _demos(tmp_path: Path, count: int) -> Database:
    laptop = open_database(tmp_path / "laptop.sqlite3", backups=0)
    service = MatchService(laptop)
    for n in range(count):
        service.import_text(nth_demo_text(n))
    return laptop


def test_a_copy_stopped_half_way_leaves_whole_matches_only(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The matches go many to a transaction: a failure in one undoes its batch whole.
    laptop = _demos(tmp_path, 4)
    league = open_database(tmp_path / "league.sqlite3", backups=0)
    write = transfer.write_match
    calls = [0]

    def failing(*args: Any, **kwargs: Any) -> tuple[int, int]:
        calls[0] += 1
        if calls[0] == 3:
            raise RuntimeError("the power went")
        return write(*args, **kwargs)

    try:
        monkeypatch.setattr(transfer, "write_match", failing)
        with pytest.raises(RuntimeError):
            copy_library(laptop, league)
        assert MatchService(league).library() == []
        with league.reading() as session:
            assert transfer.library_count(session) == 0
        monkeypatch.undo()
        report = copy_library(laptop, league)
        assert (report.created, report.problems) == (4, [])
        assert _files(laptop) == _files(league)
    finally:
        league.close()
        laptop.close()


def test_a_match_another_client_adds_meanwhile_is_compared_again_alone(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from sqlalchemy.exc import IntegrityError

    from tracker.services import copying

    laptop = _demos(tmp_path, 3)
    league = open_database(tmp_path / "league.sqlite3", backups=0)
    send_in = copying.send_in
    raced = [0]

    def racing(*args: Any, **kwargs: Any) -> Any:
        if not raced[0]:  # the unique uuid refuses the first one, as after a race
            raced[0] += 1
            raise IntegrityError("INSERT INTO match", {}, Exception("UNIQUE constraint failed"))
        return send_in(*args, **kwargs)

    monkeypatch.setattr(copying, "send_in", racing)
    try:
        report = copy_library(laptop, league)
        assert (report.created, report.problems, raced[0]) == (3, [], 1)
        assert _files(laptop) == _files(league)
        again = copy_library(laptop, league)
        assert again.up_to_date == 3
    finally:
        league.close()
        laptop.close()
