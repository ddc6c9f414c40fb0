"""``push``, ``copy``, ``dump`` and ``load`` on the command line."""

from __future__ import annotations

import json
import zipfile
from pathlib import Path

import pytest

from tests.core.factory import AWAY, H1, HOME, card, goal, start
from tests.services.stored import store_match
from tests.test_cli import one_error_line, run_here
from tracker.services.matches import MatchService
from tracker.store.db import open_database
from tracker.store.transfer import matchcopy as transfer


@pytest.fixture
def laptop(tmp_path: Path) -> Path:
    """A database with one match, kicked off (match 1)."""
    local = store_match(tmp_path / "laptop")
    local.log(start(H1))
    local.db.close()
    return local.path


@pytest.fixture
def league(tmp_path: Path) -> Path:
    """The league's (empty) database."""
    path = tmp_path / "league.sqlite3"
    open_database(path, backups=0).close()
    return path


def test_push_sends_once_then_says_up_to_date(
    capsys: pytest.CaptureFixture[str], laptop: Path, league: Path
) -> None:
    first = run_here(capsys, "push", "1", "--to", str(league), db=laptop)
    assert first.returncode == 0, first.stderr
    assert first.stdout == (
        f"sent match 1 (Reds v Blues) to sqlite:///{league}, where it is match 1\n"
    )
    again = run_here(capsys, "push", "1", "--to", str(league), db=laptop)
    assert again.returncode == 0
    assert again.stdout == f"match 1 (Reds v Blues) is already up to date on sqlite:///{league}\n"
    listed = run_here(capsys, "list", db=league)
    assert len(listed.stdout.splitlines()) == 2  # the header and the one match


def test_a_conflict_fails_in_one_line_and_force_overwrites(
    capsys: pytest.CaptureFixture[str], laptop: Path, league: Path
) -> None:
    run_here(capsys, "push", "1", "--to", str(league), db=laptop)
    server = MatchService(open_database(league, backups=0))
    match, _ = server.load(1)
    assert match.away.lineup is not None
    server.log(1, card("12", H1, AWAY, match.away.lineup.starters[3]))
    server.db.close()
    local = MatchService(open_database(laptop, backups=0))
    home, _ = local.load(1)
    assert home.home.lineup is not None
    local.log(1, goal("20", H1, HOME, home.home.lineup.starters[9]))
    local.db.close()
    refused = run_here(capsys, "push", "1", "--to", str(league), db=laptop)
    line = one_error_line(refused)
    assert "conflict:" in line and "nothing was overwritten" in line and "--force" in line
    assert refused.stdout == ""
    forced = run_here(capsys, "push", "1", "--to", str(league), "--force", db=laptop)
    assert forced.returncode == 0 and forced.stdout.startswith("updated match 1 on sqlite:")


def test_push_refuses_what_it_cannot_do_in_one_line(
    capsys: pytest.CaptureFixture[str], laptop: Path, tmp_path: Path
) -> None:
    missing = tmp_path / "typo.sqlite3"
    line = one_error_line(run_here(capsys, "push", "1", "--to", str(missing), db=laptop))
    assert line == f"match-tracker: error: there is no database at {missing}"
    assert not missing.exists()
    line = one_error_line(run_here(capsys, "push", "1", "--to", str(laptop), db=laptop))
    assert line.endswith(
        f"sqlite:///{laptop} is the database it would be sent from: choose another"
    )
    line = one_error_line(run_here(capsys, "copy", "--to", str(laptop), db=laptop))
    assert "is the database it would be sent from" in line
    with pytest.raises(SystemExit) as usage:
        run_here(capsys, "push", "1", db=laptop)
    assert usage.value.code == 2 and "--to" in capsys.readouterr().err


@pytest.mark.parametrize("link", ["symbolic", "hard"])
def test_the_library_under_another_name_is_refused_before_it_is_opened(
    capsys: pytest.CaptureFixture[str], laptop: Path, tmp_path: Path, link: str
) -> None:
    """SQLite keeps a journal per name of a file: a copy into a link to the library
    corrupted it. Refused, and the library stays sound."""
    import hashlib
    import os
    import sqlite3

    other = tmp_path / f"{link}.sqlite3"
    if link == "symbolic":
        other.symlink_to(laptop)
    else:
        os.link(laptop, other)
    before = hashlib.sha256(laptop.read_bytes()).hexdigest()
    for command in (["copy", "--to", str(other)], ["push", "1", "--to", str(other)]):
        line = one_error_line(run_here(capsys, *command, db=laptop))
        assert line.endswith(f"{other} is the database it would be sent from: choose another")
    assert hashlib.sha256(laptop.read_bytes()).hexdigest() == before
    assert not Path(f"{other}-wal").exists()
    with sqlite3.connect(laptop) as check:
        assert check.execute("pragma integrity_check").fetchone() == ("ok",)


def test_a_password_in_the_target_url_is_never_shown(
    capsys: pytest.CaptureFixture[str], laptop: Path
) -> None:
    pytest.importorskip("psycopg")
    url = "postgresql+psycopg://secretary:s3cret-Pw@127.0.0.1:1/league"
    line = one_error_line(run_here(capsys, "push", "1", "--to", url, db=laptop))
    assert "s3cret-Pw" not in line
    assert "secretary:***@127.0.0.1:1/league" in line
    assert "connect_timeout" not in line  # shown as the user wrote it


def test_copy_counts_and_is_idempotent(
    capsys: pytest.CaptureFixture[str], laptop: Path, tmp_path: Path
) -> None:
    new = tmp_path / "new" / "library.sqlite3"
    first = run_here(capsys, "copy", "--from", str(laptop), "--to", str(new), db=None)
    assert first.returncode == 0, first.stderr
    assert first.stdout == (
        f"copied to sqlite:///{new}: matches: 1 new, 0 updated, 0 up to date; "
        "teams: 2 new, 0 already there\n"
    )
    # Without --from, the library of --db is copied.
    again = run_here(capsys, "copy", "--to", str(new), db=laptop)
    assert "matches: 0 new, 0 updated, 1 up to date; teams: 0 new, 2 already there" in again.stdout
    with open_database(laptop, backups=0).reading() as session:
        mark = transfer.mark_of(session, 1, f"sqlite:///{new}")
    assert mark is not None


def test_dump_then_load(capsys: pytest.CaptureFixture[str], laptop: Path, tmp_path: Path) -> None:
    archive = tmp_path / "library.zip"
    dumped = run_here(capsys, "dump", str(archive), db=laptop)
    assert dumped.returncode == 0, dumped.stderr
    assert dumped.stdout == f"wrote {archive}: 1 match, 2 teams\n"
    with zipfile.ZipFile(archive) as zf:
        assert json.loads(zf.read("manifest.json"))["matches"] == 1
    other = tmp_path / "other.sqlite3"
    loaded = run_here(capsys, "load", str(archive), db=other)
    assert loaded.stdout == (
        f"loaded {archive}: matches: 1 added, 0 already here; teams: 2 added, 0 already here\n"
    )
    again = run_here(capsys, "load", str(archive), db=other)
    assert "matches: 0 added, 1 already here" in again.stdout


def test_load_refuses_a_bad_archive_in_one_line(
    capsys: pytest.CaptureFixture[str], laptop: Path, tmp_path: Path
) -> None:
    bad = tmp_path / "bad.zip"
    with zipfile.ZipFile(bad, "w") as zf:
        zf.writestr("manifest.json", '{"format": "match-tracker-archive", "version": 1, ')
    line = one_error_line(run_here(capsys, "load", str(bad), db=laptop))
    assert line.startswith(f"match-tracker: error: {bad}: manifest.json: not valid JSON")
    assert line.endswith("nothing was loaded")


def test_restore_on_a_server_says_what_to_use_instead(capsys: pytest.CaptureFixture[str]) -> None:
    url = "postgresql+psycopg://secretary:s3cret-Pw@db.league.example/league"
    line = one_error_line(run_here(capsys, "restore", db=url))
    assert line.startswith("match-tracker: error: a PostgreSQL server's database")
    assert "pg_dump" in line and "pg_restore" in line
    assert (
        "match-tracker --db 'postgresql+psycopg://secretary:***@db.league.example/league' dump"
        in line
    )
    assert "s3cret-Pw" not in line


def test_the_restore_hint_names_the_database_it_was_given(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """ "restore one with: match-tracker restore NUMBER", typed as shown, restored the
    default library, not the database the listing was of."""
    path = tmp_path / "my league.sqlite3"
    run_here(capsys, "demo", db=path)
    run_here(capsys, "confirm", "1", db=path)  # opened for writing: a backup is taken
    listed = run_here(capsys, "restore", db=path).stdout
    assert (
        listed.splitlines()[-1] == f"restore one with: match-tracker --db '{path}' restore NUMBER"
    )
    wrong = one_error_line(run_here(capsys, "restore", "9", db=path))
    assert wrong.endswith(f"there is no backup 9 (see: match-tracker --db '{path}' restore)")


def test_copy_from_a_database_that_is_not_there_creates_nothing(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    missing, new = tmp_path / "typo.sqlite3", tmp_path / "new.sqlite3"
    line = one_error_line(
        run_here(capsys, "copy", "--from", str(missing), "--to", str(new), db=None)
    )
    assert line == f"match-tracker: error: there is no database at {missing}"
    assert not missing.exists() and not new.exists()


def test_a_competition_made_a_league_stays_one_after_dump_load_copy_and_push(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """Regression: it came back a cup with its preset rules, and the command said nothing."""
    a, b, c, d = (tmp_path / f"{name}.sqlite3" for name in "abcd")
    assert run_here(capsys, "demo", db=a).returncode == 0
    table = '{"win": 2, "draw": 1}'
    set_rules = ["rules", "FIFA World Cup", "--kind", "league", "--table", table]
    assert run_here(capsys, *set_rules, db=a).returncode == 0
    shown = run_here(capsys, "rules", "FIFA World Cup", db=a).stdout
    assert shown.startswith("FIFA World Cup (league)\n") and "2 points a win" in shown
    archive = tmp_path / "d.zip"
    assert run_here(capsys, "dump", str(archive), db=a).returncode == 0
    loaded = run_here(capsys, "load", str(archive), db=b)
    assert loaded.returncode == 0 and loaded.stderr == ""
    assert run_here(capsys, "copy", "--to", str(c), db=a).stderr == ""
    open_database(d, backups=0).close()
    assert run_here(capsys, "push", "1", "--to", str(d), db=a).stderr == ""
    for target in (b, c, d):
        assert run_here(capsys, "rules", "FIFA World Cup", db=target).stdout == shown
    # A library that has the competition as a cup keeps it, and is told.
    assert run_here(capsys, "rules", "FIFA World Cup", "--kind", "cup", db=b).returncode == 0
    again = run_here(capsys, "load", str(archive), db=b)
    assert again.stderr == (
        "match-tracker: kept this library's rules for FIFA World Cup "
        "(they differ from the archive's)\n"
    )
    assert run_here(capsys, "rules", "FIFA World Cup", db=b).stdout.startswith(
        "FIFA World Cup (cup)\n"
    )


def test_dump_help_says_what_it_writes_and_what_not(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        run_here(capsys, "dump", "--help", db=None)
    said = " ".join(capsys.readouterr().out.split())
    assert "Write the whole library" not in said
    assert "kind, rules and language" in said
    assert "suspension decisions" in said and "split by hand" in said
