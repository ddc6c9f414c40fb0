"""The ``match-tracker`` command, run for real in a subprocess."""

from __future__ import annotations

import hashlib
import io
import json
import os
import re
import shutil
import sqlite3
import subprocess
import sys
import uuid
from pathlib import Path
from typing import Any

import pytest

from tests.helpers.matches import later
from tests.sheet.pdftools import needs_poppler, pdf_info, pdf_text
from tracker.cli import demo_text, main


def run(*args: str, db: Path | str | None, stdin: str | None = None, **env: str):  # type: ignore[no-untyped-def]
    """``python -m tracker [--db DB] ARGS``; returns the completed process."""
    command = [sys.executable, "-m", "tracker"]
    if db is not None:
        command += ["--db", str(db)]
    return subprocess.run(
        [*command, *args],
        input=stdin,
        capture_output=True,
        text=True,
        env={**os.environ, **env},
        timeout=60,
        check=False,
    )


def run_here(
    capsys: pytest.CaptureFixture[str], *args: str, db: Path | str | None
) -> subprocess.CompletedProcess[str]:
    """The same command run in this process (faster), with its output captured."""
    argv = [*(["--db", str(db)] if db is not None else []), *args]
    status = main(argv)
    out, err = capsys.readouterr()
    return subprocess.CompletedProcess(argv, status, out, err)


def one_error_line(result: subprocess.CompletedProcess[str]) -> str:
    """The single line a user error prints; checks there is nothing else."""
    assert result.returncode != 0
    assert "Traceback" not in result.stderr
    lines = result.stderr.splitlines()
    assert len(lines) == 1, result.stderr
    assert lines[0].startswith("match-tracker: error: ")
    return lines[0]


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


@pytest.fixture(scope="module")
def demo_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A database with the reference match loaded by ``demo`` (made once)."""
    path = tmp_path_factory.mktemp("cli") / "demo.sqlite3"
    result = run("demo", db=path)
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("imported match 1: Argentina v England")
    return path


@pytest.fixture
def db(demo_db: Path, tmp_path: Path) -> Path:
    """A private copy of the demo database."""
    copy = tmp_path / "copy.sqlite3"
    shutil.copyfile(demo_db, copy)
    return copy


def test_demo_then_export_prints_the_reference_match(demo_db: Path) -> None:
    result = run("export", "1", "--format", "json", db=demo_db)
    assert result.returncode == 0, result.stderr
    # The reference match as shipped, with the identity this database gave it.
    data = json.loads(result.stdout)
    assert uuid.UUID(data["match"].pop("uuid")).version == 4
    assert data == json.loads(demo_text())
    assert (data["home"]["name"], data["away"]["name"]) == ("Argentina", "England")


def test_export_import_export_is_byte_identical(demo_db: Path, tmp_path: Path) -> None:
    exported = tmp_path / "semifinal.json"
    result = run("export", "1", "--format", "json", "-o", str(exported), db=demo_db)
    assert result.returncode == 0, result.stderr
    assert result.stdout == ""
    empty = tmp_path / "empty.sqlite3"
    result = run("import", str(exported), db=empty)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "imported match 1"
    again = run("export", "1", "--format", "json", db=empty)
    assert again.stdout.encode() == exported.read_bytes()


def test_list_shows_id_date_competition_teams_score(demo_db: Path) -> None:
    result = run("list", db=demo_db)
    assert result.returncode == 0, result.stderr
    header, row = result.stdout.splitlines()
    assert header.split() == ["id", "date", "competition", "match", "score", "status"]
    assert row.split()[:2] == ["1", "2026-07-15"]
    assert "FIFA World Cup 2026 – Semi-final  " in row  # whole, not cut to a fixed width
    assert "Argentina v England" in row
    assert " 2-1 " in row
    assert row.rstrip().endswith("finished")


def test_list_of_an_empty_database(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from tracker.store.db import open_database

    open_database(tmp_path / "new.sqlite3", backups=0).close()
    result = run_here(capsys, "list", db=tmp_path / "new.sqlite3")
    assert result.returncode == 0
    assert "no matches yet" in result.stdout


@pytest.mark.parametrize(
    "command", [["list"], ["show", "1"], ["facts", "1"], ["export", "1", "-f", "txt"]]
)
def test_a_reading_command_makes_no_database_where_it_was_told_to_read_one(
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    command: list[str],
) -> None:
    """A mistyped --db (or TRACKER_DB) is said, not left behind as an empty library;
    a command that writes makes the database there, as the window does."""
    typo = tmp_path / "libary" / "matches.sqlite3"
    line = one_error_line(run_here(capsys, *command, db=typo))
    assert line == (
        f"match-tracker: error: there is no database at {typo}: nothing was read or made "
        "(the window, 'import' or 'demo' make one there)"
    )
    monkeypatch.setenv("TRACKER_DB", str(typo))
    assert one_error_line(run_here(capsys, *command, db=None)) == line
    assert not typo.parent.exists()
    assert run_here(capsys, "demo", db=None).returncode == 0
    assert typo.is_file()
    assert run_here(capsys, *command, db=None).returncode == 0


def test_the_commands_errors_read_the_same_through_the_fork(db: Path, tmp_path: Path) -> None:
    """A PDF export forks, a text export does not: the same mistakes, the same lines."""
    out = tmp_path / "sheet.pdf"
    for fmt in ("pdf", "txt"):
        missing = run("export", "99", "--format", fmt, "-o", str(out), db=db)
        assert one_error_line(missing) == "match-tracker: error: there is no match 99"
        folder = run("export", "1", "--format", fmt, "-o", str(tmp_path), db=db)
        assert "is a folder" in one_error_line(folder)
    paper = run("export", "1", "--format", "pdf", "--option", "paper=a3", "-o", str(out), db=db)
    assert one_error_line(paper).endswith("option paper=a3 is not one of: a4, letter")
    assert not out.exists()


@needs_poppler
def test_a_pdf_export_in_its_own_process_draws_the_match_asked(
    db: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The command's own process loads Qt while a forked child reads the match: the file
    it writes reads as the one a process that reads and then draws writes."""
    other = tmp_path / "other.json"
    other.write_text(
        _broken(lambda d: (d["home"].update(name="Uruguay"), d["away"].update(name="Ghana"))),
        encoding="utf-8",
    )
    assert run("import", str(other), db=db).returncode == 0
    forked, here = tmp_path / "forked.pdf", tmp_path / "here.pdf"
    assert run("export", "2", "--format", "pdf", "-o", str(forked), db=db).returncode == 0
    assert (
        run_here(capsys, "export", "2", "--format", "pdf", "-o", str(here), db=db).returncode == 0
    )
    text = pdf_text(forked)
    assert "Uruguay" in text and "Ghana" in text and "Argentina" not in text
    assert text == pdf_text(here)
    assert pdf_info(forked)["Pages"] == pdf_info(here)["Pages"]


def test_a_pdf_export_from_a_mistyped_database_makes_nothing(tmp_path: Path) -> None:
    """The same through the export that reads in a forked child (its own process)."""
    typo = tmp_path / "libary.sqlite3"
    out = tmp_path / "sheet.pdf"
    line = one_error_line(run("export", "1", "--format", "pdf", "-o", str(out), db=typo))
    assert line.startswith(f"match-tracker: error: there is no database at {typo}")
    assert not typo.exists() and not out.exists()


def _broken(edit: Any) -> str:
    data = json.loads(demo_text())
    edit(data)
    return json.dumps(data, indent=2)


def _own_assist(data: dict[str, Any]) -> None:
    data["events"][12]["assist"] = data["events"][12]["scorer"]


BROKEN = {
    "truncated": (demo_text()[:2000], "not valid JSON: "),
    "schema": (_broken(lambda d: d["events"][3].update(side="middle")), 'events[3].side: "middle"'),
    "rule": (_broken(_own_assist), "events[12] (85'): Enzo Fernández cannot assist his own goal"),
    "bad-json": (demo_text().replace('"version": 3', '"version": 3,', 1), "not valid JSON: "),
    "missing": (_broken(lambda d: d.pop("home")), 'the file: "home" is missing'),
    "bad-time": (
        _broken(lambda d: d["events"][7].update(time="banana")),
        "events[7].time: 'banana' is not a minute such as 55, 45+2, 90+6 or pens",
    ),
    "wrong-time": (
        _broken(lambda d: d["events"][7].update(time="55+2")),
        "events[7]: bad time: added time belongs to the 90th minute in the second half",
    ),
    "player": (_broken(lambda d: d["events"][5].update(on=999)), "events[5]: no player with id"),
    "setup": (
        _broken(lambda d: d["home"]["lineup"].update(formation="4-4-2")),
        "set-up: Argentina: the rows (4-5-1) do not match the formation 4-4-2",
    ),
}


@pytest.mark.parametrize("case", ["truncated", "schema", "rule"])
def test_a_broken_match_file_is_refused_in_one_line(db: Path, tmp_path: Path, case: str) -> None:
    text, where = BROKEN[case]
    broken = tmp_path / "broken.json"
    broken.write_text(text, encoding="utf-8")
    before = digest(db)
    line = one_error_line(run("import", str(broken), db=db))
    assert line.startswith(f"match-tracker: error: {broken}: ")
    assert where in line
    assert digest(db) == before


@pytest.mark.parametrize("case", sorted(BROKEN))
def test_every_kind_of_broken_file_names_the_place(
    db: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], case: str
) -> None:
    text, where = BROKEN[case]
    broken = tmp_path / "broken.json"
    broken.write_text(text, encoding="utf-8")
    before = digest(db)
    line = one_error_line(run_here(capsys, "import", str(broken), db=db))
    assert where in line
    assert digest(db) == before


def test_a_bad_file_among_several_stores_none_of_them(
    db: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The good files before a bad one were stored (the command still said "error")."""
    good = tmp_path / "good.json"
    good.write_text(demo_text(), encoding="utf-8")
    rule = tmp_path / "rule.json"
    rule.write_text(BROKEN["rule"][0], encoding="utf-8")
    before = digest(db)
    line = one_error_line(run_here(capsys, "import", str(good), str(rule), str(good), db=db))
    assert line == (
        f"match-tracker: error: {rule}: {BROKEN['rule'][1]} (none of the 3 files was imported)"
    )
    assert digest(db) == before
    latin = tmp_path / "latin.json"
    latin.write_bytes(demo_text().encode("latin-1"))
    line = one_error_line(run_here(capsys, "import", str(rule), str(good), str(latin), db=db))
    assert line.startswith(
        f"match-tracker: error: 2 of the 3 files are bad, so none was imported: (1) {rule}: "
    )
    assert f" (2) {latin} is not UTF-8 text" in line
    assert digest(db) == before
    done = run_here(capsys, "import", "--as-copy", str(good), str(good), db=db)
    assert done.stdout.splitlines()[0] == "imported match 2", done.stderr
    assert len(run_here(capsys, "list", db=db).stdout.splitlines()) == 1 + 3


def _demo_with_uuid(path: Path, **match: Any) -> Path:
    """The demo's match file with a uuid (and ``match``'s fields changed), at ``path``."""
    data = json.loads(demo_text())
    data["match"].update(uuid="0b6f7a52-3c1e-4f0a-9d2e-5a8b7c6d4e31", **match)
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def test_a_file_imported_again_is_not_stored_twice(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A run again after a kill gave 136 matches for 100 files; later each file imported
    again was stored as a copy, whose goals the records counted twice (Lautaro Martínez
    with 4 goals from one match imported four times)."""
    db = tmp_path / "library.sqlite3"
    known = _demo_with_uuid(tmp_path / "known.json")
    fresh = tmp_path / "fresh.json"  # no uuid: found by its teams, competition, stage, date
    fresh.write_text(demo_text(), encoding="utf-8")
    first = run_here(capsys, "import", str(known), db=db)
    assert first.stdout == "imported match 1\n" and first.stderr == ""
    before = digest(db)
    again = run_here(capsys, "import", str(known), str(fresh), str(fresh), db=db)
    assert again.returncode == 0, again.stderr
    assert again.stdout.splitlines() == [
        f"{known} is already in the database as match 1 (same uuid), and says the same: "
        "not imported again",
        f"{fresh} is already in the database as match 1 (same teams, competition, stage "
        "and date), and says the same: not imported again",
        f"{fresh} is already in the database as match 1 (same teams, competition, stage "
        "and date), and says the same: not imported again",
    ]
    assert again.stderr == ""
    assert digest(db) == before
    scorers = run_here(capsys, "stats", "--json", db=db)
    goals = {row["name"]: row["goals"] for row in json.loads(scorers.stdout)["scorers"]}
    assert goals["Lautaro Martínez"] == 1


def test_a_file_of_the_same_match_logged_by_someone_else_says_the_same(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Who logged each event and when is not what happened: as ``copy`` compares them."""
    db = tmp_path / "library.sqlite3"
    assert run_here(capsys, "demo", db=db).returncode == 0
    data = json.loads(demo_text())
    for event in data["events"]:
        event.update(author="Ana", logged_at="2026-07-15T19:03:00Z")
    theirs = tmp_path / "theirs.json"
    theirs.write_text(json.dumps(data), encoding="utf-8")
    again = run_here(capsys, "import", str(theirs), db=db)
    assert again.stdout.endswith("and says the same: not imported again\n"), again.stderr


def test_a_file_that_differs_from_the_stored_match_refuses_the_import(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db = tmp_path / "library.sqlite3"
    assert run_here(capsys, "demo", db=db).returncode == 0
    other = tmp_path / "other.json"  # a match of its own: imported with the refused one
    data = json.loads(demo_text())
    data["match"]["stage"] = "Final"
    data["match"]["date"] = later(data["match"]["date"])
    other.write_text(json.dumps(data), encoding="utf-8")
    changed = tmp_path / "changed.json"
    data = json.loads(demo_text())
    data["match"]["venue"] = "Miami"
    changed.write_text(json.dumps(data), encoding="utf-8")
    before = digest(db)
    line = one_error_line(run_here(capsys, "import", str(other), str(changed), db=db))
    assert line == (
        f"match-tracker: error: {changed} is already in the database as match 1 (same teams, "
        "competition, stage and date), and differs from it: none of the 2 files was "
        "imported. A match stored twice counts twice in the records; to keep the file's "
        "version, delete the stored match (in the window) and import again, or give "
        "--as-copy to store it beside it"
    )
    assert digest(db) == before
    copied = run_here(capsys, "import", "--as-copy", str(changed), db=db)
    assert copied.returncode == 0 and copied.stdout == "imported match 2\n", copied.stderr
    listed = run_here(capsys, "list", db=db).stdout.splitlines()
    assert len(listed) == 1 + 2


def test_one_match_twice_among_the_files_is_stored_once_or_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db = tmp_path / "library.sqlite3"
    one = _demo_with_uuid(tmp_path / "one.json")
    two = _demo_with_uuid(tmp_path / "two.json", venue="Miami")
    line = one_error_line(run_here(capsys, "import", str(one), str(two), db=db))
    assert line == (
        f"match-tracker: error: {two} has the uuid of {one}, and differs from it: none of the "
        "2 files was imported. A match stored twice counts twice in the records; import one "
        "version only, or give --as-copy to store each"
    )
    assert not db.exists() or "Argentina" not in run_here(capsys, "list", db=db).stdout
    done = run_here(capsys, "import", str(one), str(one), db=db)
    assert done.stdout.splitlines() == [
        "imported match 1",
        f"{one} is given twice: not imported again",
    ], done.stderr
    assert len(run_here(capsys, "list", db=db).stdout.splitlines()) == 1 + 1


def test_a_name_in_both_squads_is_imported_with_a_warning(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """As the window asks before it creates such a match: a typo or a player copied into
    the wrong team is said, but brothers do play on opposite sides, so it is stored."""
    db = tmp_path / "library.sqlite3"
    data = json.loads(demo_text())
    bench = data["home"]["squad"][-1]
    bench.update(name="harry kane", known_as="Kane")  # England's striker, in Argentina's squad
    path = tmp_path / "twice.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    done = run_here(capsys, "import", str(path), db=db)
    assert (done.returncode, done.stdout) == (0, "imported match 1\n")
    assert done.stderr == (
        "match-tracker: warning: match 1: harry kane in both squads (Argentina and England): "
        "a typo, or a player copied into the wrong team? Players of the same name can play "
        "on opposite sides\n"
    )
    clean_file = _demo_with_uuid(tmp_path / "demo.json", date="2026-07-19", stage="Final")
    clean = run_here(capsys, "import", str(clean_file), db=db)
    assert (clean.returncode, clean.stderr) == (0, "")


def test_as_copy_stores_a_file_imported_again_and_says_so(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db = tmp_path / "library.sqlite3"
    known = _demo_with_uuid(tmp_path / "known.json")
    assert run_here(capsys, "import", str(known), db=db).returncode == 0
    again = run_here(capsys, "import", "--as-copy", str(known), db=db)
    assert again.returncode == 0
    assert again.stdout.splitlines() == [
        f"imported match 2 as a copy: a match with the uuid of {known} is already in the "
        "database (match 1)",
    ]
    assert again.stderr == (
        "match-tracker: warning: the file was already in the database and was stored "
        "again, as a copy with an identity of its own\n"
    )


def test_demo_again_keeps_one_reference_match(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """``demo`` twice stored the reference match twice (its goals then counted twice);
    the window's Load Demo Match opens the one stored."""
    db = tmp_path / "library.sqlite3"
    assert run_here(capsys, "demo", db=db).stdout.startswith("imported match 1: ")
    before = digest(db)
    again = run_here(capsys, "demo", db=db)
    assert (again.returncode, again.stderr) == (0, "")
    assert again.stdout == (
        "the reference match is already in the database as match 1: Argentina v England, "
        "FIFA World Cup 2026 semi-final\n"
    )
    assert digest(db) == before


def test_a_logged_match_file_takes_the_place_of_its_imported_result(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The result imported from openfootball is not the logged match already there: the
    logged match file takes its place, as it always did (and then is there)."""
    from tests.helpers.final2022 import final_text
    from tests.web.conftest import WORLD_CUP

    results = WORLD_CUP / "2022" / "worldcup.json"
    if not results.is_file():
        pytest.skip("the openfootball World Cup files are not beside the repository")
    db = tmp_path / "library.sqlite3"
    assert run_here(capsys, "import", str(results), db=db).returncode == 0
    final = tmp_path / "final.json"
    final.write_text(final_text(), encoding="utf-8")
    done = run_here(capsys, "import", str(final), db=db)
    assert done.stdout == (
        "imported match 65\n  its log reached full time: it stands for the match in place "
        "of the imported result 64\n"
    ), done.stderr
    listed = run_here(capsys, "list", "--all", db=db).stdout
    assert listed.count("Argentina v France") == 1 and "result only" not in listed.splitlines()[1]
    again = run_here(capsys, "import", str(final), db=db)
    assert again.stdout.endswith("and says the same: not imported again\n"), again.stderr


def test_a_statsbomb_match_imported_again_is_not_stored_twice(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from tests.opendata import samples

    db = tmp_path / "library.sqlite3"
    pair = [str(samples.DATA / f"cup-final-{kind}.json") for kind in ("events", "lineups")]
    info = ["--match-info", str(samples.DATA / "cup-final-matches.json")]
    first = run_here(capsys, "import", "--format", "statsbomb", *pair, *info, db=db)
    assert first.stdout == "imported match 1\n", first.stderr
    before = digest(db)
    again = run_here(capsys, "import", "--format", "statsbomb", *pair, *info, db=db)
    assert (again.returncode, again.stderr) == (0, "")
    assert again.stdout == (
        "the match is already in the database as match 1 (same StatsBomb events), and the "
        "file says the same: it was not imported again\n"
    )
    assert digest(db) == before
    copy = run_here(capsys, "import", "--as-copy", "--format", "statsbomb", *pair, *info, db=db)
    assert copy.stdout == "imported match 2\n", copy.stderr


def test_a_statsbomb_match_again_without_its_matches_file_is_not_stored_twice(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Without its matches file the same events have no date or competition: they were
    stored as a second match, and the records counted its goals twice. The identity
    the events give finds the match stored, whichever came first."""
    from tests.opendata import samples

    pair = [str(samples.DATA / f"cup-final-{kind}.json") for kind in ("events", "lineups")]
    info = ["--match-info", str(samples.DATA / "cup-final-matches.json")]
    for first, second in ((info, []), ([], info)):
        db = tmp_path / f"library-{len(first)}.sqlite3"
        assert run_here(capsys, "import", *pair, *first, db=db).stdout == "imported match 1\n"
        before = digest(db)
        line = one_error_line(run_here(capsys, "import", *pair, *second, db=db))
        assert line.startswith(
            "match-tracker: error: the match is already in the database as match 1 (same "
            "StatsBomb events), and "
            "the file differs from it: nothing was imported."
        ), line
        assert digest(db) == before
        assert run_here(capsys, "import", *pair, *first, db=db).stdout.endswith(
            "the file says the same: it was not imported again\n"
        )
        assert len(run_here(capsys, "list", "--all", db=db).stdout.splitlines()) == 2


def test_a_truncated_file_says_the_line_and_column(
    db: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    broken = tmp_path / "broken.json"
    broken.write_text(demo_text()[:300], encoding="utf-8")
    line = one_error_line(run_here(capsys, "import", str(broken), db=db))
    assert re.search(r"not valid JSON: .* \(line \d+, column \d+\)$", line)


def test_a_file_that_is_not_text_or_not_there(
    db: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    binary = tmp_path / "photo.jpg"
    binary.write_bytes(b"\xff\xd8\xff\xe0" + bytes(range(256)))
    assert "not a text file" in one_error_line(run_here(capsys, "import", str(binary), db=db))
    missing = run_here(capsys, "import", str(tmp_path / "nope.json"), db=db)
    assert "No such file" in one_error_line(missing)


def _import_capped(db: Path, *args: str) -> subprocess.CompletedProcess[str]:
    """``import ARGS`` in a process that may not grow past 1 GB, given 20 s to finish
    (a read that never ends runs into one or the other, not the machine)."""
    import resource

    def cap() -> None:
        resource.setrlimit(resource.RLIMIT_AS, (2**30, 2**30))

    return subprocess.run(
        [sys.executable, "-m", "tracker", "--db", str(db), "import", *args],
        capture_output=True,
        text=True,
        timeout=20,
        preexec_fn=cap,
        check=False,
    )


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
@pytest.mark.parametrize(
    ("name", "said"),
    [
        ("/dev/zero", "/dev/zero is a device, not a file"),
        ("pipe.json", "pipe.json is a named pipe, not a file (to import what a program "),
        ("folder", "folder is a folder, not a file"),
    ],
)
def test_import_refuses_a_pipe_a_device_or_a_folder_unread(
    db: Path, tmp_path: Path, name: str, said: str
) -> None:
    """``/dev/zero`` was read until memory ran out (a traceback), a named pipe waited
    for a writer for ever: each is now refused, unread, in one line, as ``load`` does."""
    os.mkfifo(tmp_path / "pipe.json")
    (tmp_path / "folder").mkdir()
    before = digest(db)
    line = one_error_line(_import_capped(db, str(tmp_path / name)))
    assert said in line
    assert digest(db) == before


@pytest.mark.parametrize("fmt", ["openfootball", "openfootball-squads", "statsbomb"])
def test_every_import_format_refuses_a_device_unread(db: Path, fmt: str) -> None:
    files = ["/dev/zero", "/dev/zero"] if fmt == "statsbomb" else ["/dev/zero"]
    line = one_error_line(_import_capped(db, "--format", fmt, *files))
    assert line == "match-tracker: error: /dev/zero is a device, not a file"


def test_import_refuses_a_file_over_the_size_limit_unread(db: Path, tmp_path: Path) -> None:
    from tracker.services.inputs import MAX_INPUT_BYTES

    huge = tmp_path / "huge.json"
    with huge.open("wb") as handle:  # sparse: nothing is written, and nothing is read
        handle.truncate(MAX_INPUT_BYTES + 1)
    before = digest(db)
    line = one_error_line(_import_capped(db, str(huge)))
    assert line == (
        f"match-tracker: error: {huge}: {MAX_INPUT_BYTES + 1:,} bytes is far too large for a "
        "file to import (at most 64 MB)"
    )
    assert digest(db) == before


def _zip() -> bytes:
    import zipfile

    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        archive.writestr("manifest.json", "{}")
    return buffer.getvalue()


NOT_UTF8 = {
    "latin-1": (
        lambda: demo_text().encode("latin-1"),
        "is not UTF-8 text: byte 0xED at line 33, column 31 (Latin-1 or Windows-1252?); "
        "save it as UTF-8",
    ),
    "utf-16": (lambda: demo_text().encode("utf-16"), "is UTF-16 text; save it as UTF-8"),
    "utf-16le": (lambda: demo_text().encode("utf-16-le"), "is UTF-16 text; save it as UTF-8"),
    "utf-16be": (lambda: demo_text().encode("utf-16-be"), "is UTF-16 text; save it as UTF-8"),
    "zip": (
        _zip,
        "is a zip archive, not a JSON file (a library archive is read with 'load')",
    ),
}


@pytest.mark.parametrize("case", sorted(NOT_UTF8))
def test_a_file_not_in_utf8_is_named_for_what_it_is(
    db: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], case: str
) -> None:
    """Each was "not a text file (expected UTF-8 JSON)": a Latin-1 or UTF-16 file is text,
    and a zip is an archive, which 'load' reads."""
    make, said = NOT_UTF8[case]
    path = tmp_path / "semifinal.json"
    path.write_bytes(make())
    before = digest(db)
    line = one_error_line(run_here(capsys, "import", str(path), db=db))
    assert line == f"match-tracker: error: {path} {said}"
    assert digest(db) == before


def test_a_utf8_byte_order_mark_is_read_as_utf8(
    db: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """It was refused with Python's hint "(decode using utf-8-sig)"; it is UTF-8 text."""
    path = tmp_path / "semifinal.json"
    path.write_bytes(b"\xef\xbb\xbf" + demo_text().encode("utf-8"))
    done = run_here(capsys, "import", str(path), db=tmp_path / "fresh.sqlite3")
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("imported match 1")


def test_standard_input_is_read_up_to_the_size_limit(
    db: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from tracker.services import inputs
    from tracker.services.errors import ServiceError

    class Endless(io.RawIOBase):
        def readable(self) -> bool:
            return True

        def readinto(self, buffer: Any) -> int:
            buffer[:] = b"0" * len(buffer)
            return len(buffer)

    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BufferedReader(Endless())))
    with pytest.raises(ServiceError, match=r"^standard input: more than 1,000 bytes is far too"):
        inputs.read_stdin(limit=1000)
    before = digest(db)
    line = one_error_line(run_here(capsys, "import", "-", db=db))
    assert line == "match-tracker: error: standard input: more than 64 MB is far too large"
    assert digest(db) == before


@pytest.mark.parametrize(
    ("given", "said"),
    [("folder", "is a folder"), ("/dev/null", "is a device"), ("pipe", "is a named pipe")],
)
def test_restore_from_a_folder_or_a_device_says_what_it_is(
    db: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], given: str, said: str
) -> None:
    """They were "there is no file …", though there is something there."""
    (tmp_path / "folder").mkdir()
    os.mkfifo(tmp_path / "pipe")
    path = given if given.startswith("/") else str(tmp_path / given)
    before = digest(db)
    line = one_error_line(run_here(capsys, "restore", path, db=db))
    assert line == f"match-tracker: error: {path} {said}, not a database file"
    assert digest(db) == before
    missing = one_error_line(run_here(capsys, "restore", str(tmp_path / "gone"), db=db))
    assert missing == f"match-tracker: error: there is no file {tmp_path / 'gone'}"


def test_an_unknown_match_id_is_one_line(db: Path) -> None:
    line = one_error_line(run("export", "7", "--format", "json", db=db))
    assert line == "match-tracker: error: there is no match 7"


@pytest.mark.parametrize("command", ["show", "confirm", "reopen"])
def test_an_unknown_match_id_is_one_line_for_every_command(
    db: Path, capsys: pytest.CaptureFixture[str], command: str
) -> None:
    # Regression: confirm and reopen printed a traceback for an unknown match.
    line = one_error_line(run_here(capsys, command, "7", db=db))
    assert line == "match-tracker: error: there is no match 7"


def test_confirm_locks_and_reopen_unlocks(db: Path, capsys: pytest.CaptureFixture[str]) -> None:
    result = run_here(capsys, "confirm", "1", db=db)
    assert result.returncode == 0 and "confirmed and locked" in result.stdout
    listed = run_here(capsys, "list", db=db)
    assert listed.stdout.splitlines()[1].rstrip().endswith("confirmed")
    assert run_here(capsys, "reopen", "1", db=db).returncode == 0
    listed = run_here(capsys, "list", db=db)
    assert listed.stdout.splitlines()[1].rstrip().endswith("finished")


def test_confirm_again_and_reopen_an_open_match_say_so_and_write_nothing(
    db: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Regression: each moved the match's revision and time stamp, and ``reopen`` said
    "match 1 reopened" of a match that was never confirmed."""
    before = digest(db)
    reopen = run_here(capsys, "reopen", "1", db=db)
    assert (reopen.returncode, reopen.stdout) == (
        0,
        "match 1 is not confirmed: nothing to reopen\n",
    )
    assert digest(db) == before
    assert run_here(capsys, "confirm", "1", db=db).returncode == 0
    before = digest(db)
    again = run_here(capsys, "confirm", "1", db=db)
    assert (again.returncode, again.stdout) == (
        0,
        "match 1 is already confirmed: nothing to confirm\n",
    )
    assert digest(db) == before


def test_confirm_stored_as_the_connection_was_lost_says_it_is_confirmed(
    db: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Read back, the match is confirmed: said confirmed, with the connection lost, not
    the connection's note alone (nor that it may have been stored or not)."""
    from tests.helpers.cutcommit import cut_after_commit

    with cut_after_commit():
        done = run_here(capsys, "confirm", "1", db=db)
    assert done.returncode == 0
    assert done.stdout == (
        "match 1 confirmed and locked\n"
        "the connection to the database server was lost as this was being stored; read "
        "back from the server, the change is stored\n"
    )
    again = run_here(capsys, "confirm", "1", db=db)
    assert again.stdout == "match 1 is already confirmed: nothing to confirm\n"


def test_confirm_and_reopen_refuse_an_imported_result_saying_why(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Regression: ``reopen`` of a result said "reopened" (and moved its revision);
    ``confirm`` said to log full time first, of a match with no log."""
    from tests.services.test_results_import import _cup, _write

    db = tmp_path / "results.sqlite3"
    cup = _write(tmp_path, _cup())
    assert run_here(capsys, "import", "--format", "openfootball", cup, db=db).returncode == 0
    before = digest(db)
    for command in ("reopen", "confirm"):
        line = one_error_line(run_here(capsys, command, "1", db=db))
        assert line == (
            "match-tracker: error: match 1 (Reds v Blues) is an imported result (result only "
            f"— no line-ups): it has no log to lock, so there is nothing to {command}; its "
            "score stays as imported"
        )
    fixture = one_error_line(run_here(capsys, "confirm", "2", db=db))
    assert "is a fixture, not played yet: it has no log to lock" in fixture
    assert digest(db) == before


def test_show_prints_the_event_log(demo_db: Path, capsys: pytest.CaptureFixture[str]) -> None:
    result = run_here(capsys, "show", "1", db=demo_db)
    lines = result.stdout.splitlines()
    assert lines[0].split() == ["Argentina", "v", "England", "2-1", "(finished)"]
    assert any("90'+2  Goal (header): Lautaro Martínez, assist Lionel Messi" in x for x in lines)


@pytest.mark.parametrize("days_ago", [0, 40])
def test_show_and_list_say_a_log_that_stops_short_long_ago_is_unfinished(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], days_ago: int
) -> None:
    """Kicked off and never ended: live on its day; weeks later nobody logs it."""
    import datetime as dt

    data = json.loads(demo_text())
    data["events"] = data["events"][:8]  # up to the first goal of the second half
    data["match"]["date"] = (dt.date.today() - dt.timedelta(days=days_ago)).isoformat()
    path = tmp_path / "stopped.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    db = tmp_path / "m.sqlite3"
    assert run_here(capsys, "import", str(path), db=db).returncode == 0
    said = "unfinished" if days_ago else "live"
    shown = run_here(capsys, "show", "1", db=db).stdout.splitlines()[0]
    assert shown.split()[-2:] == ["0-1", f"({said})"]
    assert json.loads(run_here(capsys, "show", "1", "--json", db=db).stdout)["status"] == said
    [entry] = json.loads(run_here(capsys, "list", "--json", db=db).stdout)["matches"]
    assert (entry["score"], entry["status"]) == ("0-1", said)


def test_an_sqlalchemy_url_chooses_the_database(demo_db: Path) -> None:
    by_url = run("list", db=f"sqlite:///{demo_db}")
    assert "Argentina v England" in by_url.stdout


def test_tracker_db_chooses_the_database(
    demo_db: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TRACKER_DB", str(demo_db))
    assert "Argentina v England" in run_here(capsys, "list", db=None).stdout


def test_a_database_that_is_not_one_is_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    notes = tmp_path / "notes.txt"
    notes.write_text("shopping list\n", encoding="utf-8")
    assert "not a Match Tracker database" in one_error_line(run_here(capsys, "list", db=notes))
    assert notes.read_text(encoding="utf-8") == "shopping list\n"


def test_a_damaged_match_is_one_line_for_show(db: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # A goal at 10' by a substitute who came on at 64', written behind the rules' back.
    with sqlite3.connect(db) as connection:
        connection.execute(
            "INSERT INTO event (match_id, kind, period, minute, added, seq, side, payload, "
            "created_at) VALUES (1, 'goal', 1, 10, 0, 99, 'home', ?, '2026-07-15 20:00:00')",
            ('{"side": "home", "scorer": 12, "assist": null, "how": "open_play"}',),
        )
    connection.close()
    line = one_error_line(run_here(capsys, "show", "1", db=db))
    assert line.startswith("match-tracker: error: the stored log of this match is damaged at 10'")
    assert "Nico González is not on the pitch" in line


@pytest.mark.parametrize(
    "args",
    [
        ("export", "abc"),
        ("show",),
        ("frobnicate",),
        ("export", "1", "--colour", "red"),
    ],
)
def test_a_mistyped_command_line_is_one_line(
    db: Path, capsys: pytest.CaptureFixture[str], args: tuple[str, ...]
) -> None:
    with pytest.raises(SystemExit) as stopped:
        main(["--db", str(db), *args])
    assert stopped.value.code == 2
    out, err = capsys.readouterr()
    assert out == ""
    lines = err.splitlines()
    assert len(lines) == 1, err
    assert lines[0].startswith("match-tracker")
    assert "error:" in lines[0]
    assert "--help" in lines[0]


@pytest.mark.parametrize(
    "url",
    ["postgresql+nosuchdriver://league@localhost/matches", "nosuchdb://somewhere/x"],
)
def test_a_database_url_that_cannot_be_used_is_one_line(
    capsys: pytest.CaptureFixture[str], url: str
) -> None:
    line = one_error_line(run_here(capsys, "list", db=url))
    assert url.split("://")[0] in line


def test_export_to_a_folder_where_a_file_is_expected_names_it(
    db: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = tmp_path / "sheets"
    folder.mkdir()
    line = one_error_line(
        run_here(capsys, "export", "1", "--format", "txt", "-o", str(folder), db=db)
    )
    assert f"{folder} is a folder" in line
    assert ".part" not in line
    assert list(folder.iterdir()) == []


def test_export_into_a_missing_folder_names_the_file_asked_for(
    db: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    target = tmp_path / "no" / "such" / "sheet.txt"
    line = one_error_line(
        run_here(capsys, "export", "1", "--format", "txt", "-o", str(target), db=db)
    )
    assert str(target) in line
    assert ".part" not in line
    assert not (tmp_path / "no").exists()


def test_an_output_that_cannot_be_written_names_it_and_leaves_no_part_file(
    db: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    # What a read-only folder does (file permissions do not bind the superuser, so it is faked).
    def refuse(self: Path, target: Path) -> Path:
        raise PermissionError(13, "Permission denied", str(self))

    monkeypatch.setattr(Path, "replace", refuse)
    target = tmp_path / "sheet.txt"
    line = one_error_line(run_here(capsys, "export", "1", "-f", "txt", "-o", str(target), db=db))
    assert line == f"match-tracker: error: cannot write {target}: Permission denied"
    assert list(tmp_path.glob("*sheet*")) == []


class _Terminal(io.TextIOWrapper):
    """Standard output that says it is a terminal."""

    def isatty(self) -> bool:
        return True


def test_a_pdf_is_not_poured_onto_a_terminal(
    db: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    terminal = _Terminal(io.BytesIO(), encoding="utf-8")
    monkeypatch.setattr(sys, "stdout", terminal)
    line = one_error_line(run_here(capsys, "export", "1", "--format", "pdf", db=db))
    assert line.endswith("the pdf format is not text: write it to a file with -o FILE")
    assert terminal.buffer.getvalue() == b""
    # Text formats still print there.
    assert run_here(capsys, "export", "1", "--format", "txt", db=db).returncode == 0
    assert b"Argentina" in terminal.buffer.getvalue()


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX's")
def test_a_named_pipe_is_written_to_not_replaced(
    db: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Regression: ``-o`` onto a named pipe (or a device: /dev/null, /dev/full) moved a
    file over it, leaving the reader nothing and the pipe an ordinary file."""
    import stat
    import threading

    pipe = tmp_path / "pipe"
    os.mkfifo(pipe)
    got: list[bytes] = []
    reader = threading.Thread(target=lambda: got.append(pipe.read_bytes()))
    reader.start()
    result = run_here(capsys, "export", "1", "--format", "txt", "-o", str(pipe), db=db)
    reader.join(timeout=30)
    assert result.returncode == 0
    assert stat.S_ISFIFO(pipe.stat().st_mode)
    txt = run_here(capsys, "export", "1", "--format", "txt", db=db).stdout
    assert got == [txt.encode("utf-8")]


def test_the_text_sheet_is_txt_or_text(db: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """The help calls it the text sheet: ``--format text`` is the ``txt`` format."""
    txt = run_here(capsys, "export", "1", "--format", "txt", db=db).stdout
    assert run_here(capsys, "export", "1", "--format", "text", db=db).stdout == txt


def test_the_window_without_a_display_is_one_line_not_a_crash(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    env.pop("QT_QPA_PLATFORM", None)
    result = subprocess.run(
        [sys.executable, "-m", "tracker", "--db", str(tmp_path / "m.sqlite3")],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    if sys.platform.startswith("linux"):
        assert result.returncode == 1
        assert result.stderr.count("\n") == 1
        assert "no display" in result.stderr


def test_display_problem_is_silent_where_a_window_can_open() -> None:
    from tracker.app import display_problem

    def everything(library: str) -> bool:
        return True

    assert display_problem({"QT_QPA_PLATFORM": "offscreen"}) == ""
    assert display_problem({"DISPLAY": ":0"}, everything, everything) == ""
    assert display_problem({"WAYLAND_DISPLAY": "wayland-0"}, everything, everything) == ""
    assert display_problem({"WAYLAND_DISPLAY": "w-0", "XDG_SESSION_TYPE": "wayland"}) == ""


def test_missing_x11_libraries_are_named_as_the_packages_to_install() -> None:
    from tracker.app import display_problem

    def bare(library: str) -> bool:
        return library not in ("libxcb-icccm.so.4", "libxcb-keysyms.so.1")

    problem = display_problem({"DISPLAY": ":0"}, bare)
    assert problem.endswith("sudo apt-get install libxcb-icccm4 libxcb-keysyms1")
    assert "\n" not in problem
    assert display_problem({"DISPLAY": ":0", "QT_QPA_PLATFORM": "xcb"}, bare) == problem
    # Another platform than xcb needs none of them.
    assert display_problem({"DISPLAY": ":0", "QT_QPA_PLATFORM": "offscreen"}, bare) == ""
    assert "no display" in display_problem({"QT_QPA_PLATFORM": "xcb"}, bare)


def test_a_display_without_an_x_server_is_named() -> None:
    from tracker.app import display_problem

    def everything(library: str) -> bool:
        return True

    problem = display_problem({"DISPLAY": ":97"}, everything, lambda display: False)
    assert problem == "cannot connect to the X display :97 (no X server there, or not yours)"


def test_the_window_on_a_display_without_a_server_is_one_line(tmp_path: Path) -> None:
    from tracker.app import XCB_LIBRARIES, loadable

    if not sys.platform.startswith("linux"):
        pytest.skip("X displays are a Linux matter here")
    if not all(loadable(library) for library, _package in XCB_LIBRARIES):
        pytest.skip("the X11 libraries are missing here (their own test covers that)")
    free = next(n for n in range(97, 200) if not Path(f"/tmp/.X11-unix/X{n}").exists())
    env = {**os.environ, "DISPLAY": f":{free}"}
    env.pop("QT_QPA_PLATFORM", None)
    result = subprocess.run(
        [sys.executable, "-m", "tracker", "--db", str(tmp_path / "m.sqlite3")],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 1  # not Qt's abort (-6)
    assert result.stderr.count("\n") == 1
    assert f"cannot connect to the X display :{free}" in result.stderr


def test_the_library_check_really_loads_the_libraries(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    import tracker.app

    if not sys.platform.startswith("linux"):
        pytest.skip("the X11 libraries are a Linux matter")
    absent = ("libmatch-tracker-absent.so.7", "match-tracker-absent7")
    monkeypatch.setattr(tracker.app, "XCB_LIBRARIES", (("libc.so.6", "libc6"), absent))
    assert tracker.app.loadable("libc.so.6")
    problem = tracker.app.display_problem({"DISPLAY": ":0"})
    assert problem.endswith("sudo apt-get install match-tracker-absent7")


def test_the_window_on_a_machine_without_the_x11_libraries_is_one_line(tmp_path: Path) -> None:
    from tracker.app import XCB_LIBRARIES, loadable

    missing = [package for library, package in XCB_LIBRARIES if not loadable(library)]
    if not sys.platform.startswith("linux") or not missing:
        pytest.skip("every X11 library the window needs is installed here")
    env = {**os.environ, "DISPLAY": ":97"}
    env.pop("QT_QPA_PLATFORM", None)
    result = subprocess.run(
        [sys.executable, "-m", "tracker", "--db", str(tmp_path / "m.sqlite3")],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 1  # not Qt's abort (-6)
    assert result.stderr.count("\n") == 1
    assert result.stderr.rstrip().endswith("sudo apt-get install " + " ".join(missing))


def test_check_finds_and_repairs_stored_figures_that_disagree_with_the_log(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    db = tmp_path / "m.sqlite3"
    assert run_here(capsys, "demo", db=db).returncode == 0
    ok = run_here(capsys, "check", db=db)
    assert ok.returncode == 0 and "agree" in ok.stdout
    with sqlite3.connect(db) as connection:  # derived data gone wrong (by hand, say)
        connection.execute("UPDATE match SET home_score = 7, status = 'live'")
    connection.close()
    assert "7-1" in run_here(capsys, "list", db=db).stdout
    found = run_here(capsys, "check", db=db)
    assert found.returncode == 1
    assert "match 1: stored 7-1 live, replayed 2-1 finished" in found.stdout
    assert "check --repair" in found.stderr
    assert run_here(capsys, "check", "--repair", db=db).returncode == 0
    assert run_here(capsys, "check", db=db).returncode == 0
    assert "2-1" in run_here(capsys, "list", db=db).stdout


def test_check_accepts_what_a_results_import_stores_and_finds_what_contradicts_it(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """Regression: every awarded result and every one whose shootout the source gets
    wrong was a "problem" (exit 1, "import its results file again", which changed
    nothing) on a clean import."""

    def match(day: str, home: str, away: str, score: Any, **more: Any) -> dict[str, Any]:
        return {"round": "Matchday 1", "date": day, "team1": home, "team2": away,
                "score": score, **more}  # fmt: skip

    season = {
        "name": "Test League 2029/30",
        "matches": [
            match("2029-08-10", "Reds", "Blues", {"ft": [2, 1]}),
            match("2029-08-11", "Greens", "Whites", {"ft": [0, 3]}, status="awarded"),
            {**match("2030-05-01", "Reds", "Greens", {"ft": [1, 1], "et": [1, 1],
                                                      "p": [4, 4]}),
             "round": "Playoffs, Final"},
        ],
    }  # fmt: skip
    path = tmp_path / "2029-30" / "test.1.json"
    path.parent.mkdir()
    path.write_text(json.dumps(season), encoding="utf-8")
    db = tmp_path / "league.sqlite3"
    imported = run_here(capsys, "import", "--format", "openfootball", str(path), db=db)
    assert imported.returncode == 0, imported.stderr
    with sqlite3.connect(db) as connection:
        statuses = sorted(r[0] for r in connection.execute("SELECT status FROM match"))
    connection.close()
    assert statuses == ["awarded", "finished", "finished, shootout not known"]
    ok = run_here(capsys, "check", db=db)
    assert (ok.returncode, ok.stdout) == (
        0,
        "every match's stored score and status agree with its log "
        "(and every result's with its goals)\n",
    )
    with sqlite3.connect(db) as connection:  # what no import stores
        connection.execute("UPDATE match SET status = 'live' WHERE home_name = 'Greens'")
        connection.execute("UPDATE match SET so_home = 4, so_away = 3 WHERE so_home IS NULL "
                           "AND status = 'finished, shootout not known'")  # fmt: skip
    connection.close()
    found = run_here(capsys, "check", db=db)
    assert found.returncode == 1
    assert found.stdout.splitlines() == [
        "match 2 (Greens v Whites, 2029-08-11, an imported result): stored as 0-3 live: a "
        "result is finished, awarded, or finished with its shootout not known (not repaired: "
        "import its results file again, or restore a backup)",
        "match 3 (Reds v Greens, 2030-05-01, an imported result): stored with a shootout 4-3, "
        "yet as 'finished, shootout not known' (not repaired: import its results file again, "
        "or restore a backup)",
    ]


def test_a_pdf_export_loads_neither_alembic_nor_the_window(db: Path, tmp_path: Path) -> None:
    from tests.helpers.imports import loaded, modules_after

    out = tmp_path / "sheet.pdf"
    argv = ["--db", str(db), "export", "1", "--format", "pdf", "-o", str(out)]
    modules = modules_after(f"from tracker.cli import main\nassert main({argv!r}) == 0")
    assert out.read_bytes().startswith(b"%PDF")
    assert "tracker.sheet.pdf" in modules
    for lazy in (
        "alembic",
        "jsonschema",
        "tracker.ui",
        "tracker.opendata.statsbomb_export",
        # A logged match's sheet: the imported results' service and sheet are not read.
        "tracker.services.results",
        "tracker.sheet.resultsheet",
    ):
        assert loaded(modules, lazy) == [], lazy


def test_a_command_ends_without_tracing_what_it_loaded(db: Path, tmp_path: Path) -> None:
    """Run as the process's command line, a command leaves what it loaded to the exit
    (the collector's pass over Qt and the ORM at exit took a tenth of a second); run
    from Python with its arguments (as here), it leaves the collector alone."""
    import gc

    out = tmp_path / "sheet.pdf"
    argv = ["--db", str(db), "export", "1", "--format", "pdf", "-o", str(out)]
    script = (
        "import gc, sys\n"
        f"sys.argv = ['match-tracker', *{argv!r}]\n"
        "from tracker.cli import main\n"
        "status = main()\n"
        "print(status, gc.get_freeze_count())\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script],
        capture_output=True,
        text=True,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
        timeout=120,
        check=False,
    )
    status, frozen = done.stdout.split()
    assert status == "0" and int(frozen) > 10_000, done.stderr
    assert out.read_bytes().startswith(b"%PDF")
    before = gc.get_freeze_count()
    assert main(["--db", str(db), "list"]) == 0
    assert gc.get_freeze_count() == before


def _own_process(argv: list[str], held_in: tuple[str, ...], after: str = "") -> list[str]:
    """Run ``match-tracker argv`` as a process's own command line (``main()``), counting
    the collector's passes made while a function named in ``held_in`` runs; its output
    ends with the status, those passes, all passes and whether the collector is on,
    then what ``after`` prints."""
    script = (
        "import gc, sys\n"
        f"sys.argv = ['match-tracker', *{argv!r}]\n"
        "passes = []\n"
        "def held():\n"
        "    frame = sys._getframe(1)\n"
        "    while frame is not None:\n"
        f"        if frame.f_code.co_name in {held_in!r}:\n"
        "            return True\n"
        "        frame = frame.f_back\n"
        "    return False\n"
        "gc.callbacks.append(lambda phase, info: phase == 'start' and passes.append(held()))\n"
        "from tracker.cli import main\n"
        "status = main()\n"
        "print(status, sum(passes), len(passes), gc.isenabled())\n" + after
    )
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=120, env=env
    )
    assert done.returncode == 0, done.stderr
    return done.stdout.split()


def test_a_command_loads_the_database_layers_without_the_collector(db: Path) -> None:
    """The process's own command holds the cycle collector while it opens its database
    (it walked the ORM's lasting objects some 150 times, 35 ms of an export), then
    freezes what that loaded; run from Python with its arguments, it leaves it alone."""
    import gc

    status, while_opening, passes, enabled = _own_process(["--db", str(db), "list"], ("_service",))[
        -4:
    ]
    assert status == "0" and enabled == "True"
    assert while_opening == "0" and int(passes) > 0
    before = gc.get_freeze_count()
    assert main(["--db", str(db), "list"]) == 0
    assert gc.isenabled() and gc.get_freeze_count() == before


@needs_poppler
def test_a_pdf_export_in_its_own_process_draws_without_widgets_or_collector(
    db: Path, tmp_path: Path
) -> None:
    """The export command's own process reads the match in a forked child (it never
    loads the database layers) while it loads Qt, then draws with Qt's GUI application
    alone (Qt Widgets is not loaded) and with the collector held; the PDF is the same
    one a caller in a widget process gets."""
    own = tmp_path / "own.pdf"
    said = _own_process(
        ["--db", str(db), "export", "1", "-f", "pdf", "-o", str(own)],
        ("_load_qt", "_draw_match"),
        "from PySide6.QtGui import QGuiApplication\n"
        "print('PySide6.QtWidgets' in sys.modules, type(QGuiApplication.instance()).__name__)\n"
        "print('sqlalchemy' in sys.modules, 'tracker.store.db' in sys.modules)\n",
    )
    status, while_held, _passes, enabled, widgets, app, orm, store = said[-8:]
    assert (status, while_held, enabled) == ("0", "0", "True")
    assert (widgets, app) == ("False", "QGuiApplication")
    assert (orm, store) == ("False", "False")
    shared = tmp_path / "shared.pdf"
    assert main(["--db", str(db), "export", "1", "-f", "pdf", "-o", str(shared)]) == 0
    assert own.read_bytes()[:5] == b"%PDF-"
    assert "Argentina" in pdf_text(own) and pdf_text(own) == pdf_text(shared)
    assert pdf_info(own)["Pages"] == pdf_info(shared)["Pages"]


@pytest.mark.parametrize("command", [["list"], ["facts", "1"], ["show", "1"]])
def test_a_sqlite_user_loads_no_postgresql_code(db: Path, command: list[str]) -> None:
    from tests.helpers.imports import loaded, modules_after

    argv = ["--db", str(db), *command]
    modules = modules_after(f"from tracker.cli import main\nassert main({argv!r}) == 0")
    assert "tracker.store.db" in modules
    for postgresql in ("psycopg", "psycopg2", "sqlalchemy.dialects.postgresql"):
        assert loaded(modules, postgresql) == [], postgresql


def test_list_pages_a_large_library_and_filters_it(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    import dataclasses

    from tracker.core.files import matchfile
    from tracker.store.db import open_database
    from tracker.store.transfer import bulk

    db = tmp_path / "many.sqlite3"
    match, events = matchfile.loads(demo_text())
    other = dataclasses.replace(match, home=dataclasses.replace(match.home, name="Österreich"))
    database = open_database(db, backups=0)
    with database.writing() as session:
        items = [bulk.NewMatch(match, events)] * 59 + [bulk.NewMatch(other, [])]
        bulk.insert_matches(session, items)
    database.close()

    first = run_here(capsys, "list", db=db)
    assert len(first.stdout.splitlines()) == 1 + 50
    assert "matches 1–50 of 60; --page 2 for more" in first.stderr
    second = run_here(capsys, "list", "--page", "2", db=db)
    assert len(second.stdout.splitlines()) == 1 + 10
    assert "matches 51–60 of 60" in second.stderr and "--page 3" not in second.stderr
    # Past the last page: said, as an error (its JSON said "first": 101 of 60, exit 0).
    past = run_here(capsys, "list", "--page", "3", "--json", db=db)
    assert past.returncode == 1
    assert one_error_line(past).endswith("page 3 is past the last match (60 in all, 2 pages of 50)")
    paged = run_here(capsys, "list", "--page", "2", "--all", db=db)
    assert paged.returncode == 1 and "give no --page with it" in one_error_line(paged)
    assert len(run_here(capsys, "list", "--all", db=db).stdout.splitlines()) == 1 + 60
    assert run_here(capsys, "list", "--all", db=db).stderr == ""
    found = run_here(capsys, "list", "--search", "osterreich", db=db)
    assert [line.split()[0] for line in found.stdout.splitlines()[1:]] == ["60"]
    assert "0-0" in found.stdout and "not started" in found.stdout
    assert len(run_here(capsys, "list", "--team", "Österreich", db=db).stdout.splitlines()) == 2
    assert run_here(capsys, "list", "--search", "nowhere", db=db).stdout == "no match fits\n"
    wrong = run_here(capsys, "list", "--season", "next year", db=db)
    assert wrong.returncode == 1 and "season" in one_error_line(wrong)


def test_export_lang_writes_the_sheet_in_german_or_spanish(demo_db: Path) -> None:
    german = run("export", "1", "--format", "txt", "--lang", "de", db=demo_db)
    assert german.returncode == 0, german.stderr
    assert "Aufstellungen" in german.stdout and "Mittwoch, 15. Juli 2026" in german.stdout
    spanish = run("export", "1", "--format", "txt", "--lang", "es", db=demo_db)
    assert "Alineaciones" in spanish.stdout and "Team Line-ups" not in spanish.stdout
    refused = run("export", "1", "--format", "txt", "--lang", "fr", db=demo_db)
    assert refused.returncode == 2 and "invalid choice" in refused.stderr


def test_import_tells_the_format_from_the_files(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Without --format an openfootball season is imported as one: once it was read as a
    match file and refused with "the file: 'format' is a required property"."""
    import json

    from tests.opendata import samples

    season = tmp_path / "en.1.json"
    season.write_text(
        json.dumps(
            {
                "name": "Test League 2030/31",
                "matches": [{"round": "Matchday 1", "date": "2030-08-01", "team1": "Alba",
                             "team2": "Brea", "score": {"ft": [2, 0]}}],
            }
        ),
        encoding="utf-8",
    )  # fmt: skip
    db = tmp_path / "library.sqlite3"
    done = run_here(capsys, "import", str(season), db=db)
    assert done.returncode == 0
    assert done.stdout == "imported 1 file(s), 1 match: 1 new, 0 unchanged\n"
    match_file = tmp_path / "semifinal.json"
    match_file.write_text(demo_text(), encoding="utf-8")
    before = digest(db)
    line = one_error_line(run_here(capsys, "import", str(season), str(match_file), db=db))
    assert line == (
        f"match-tracker: error: {match_file} is a match file and {season} openfootball "
        "results: import one kind at a time (or say which with --format)"
    )
    matches = tmp_path / "matches.json"
    matches.write_bytes(samples.raw("cup-final-matches"))
    line = one_error_line(run_here(capsys, "import", str(matches), db=db))
    assert "import them with --format statsbomb --match-info FILE" in line
    assert digest(db) == before  # a refusal writes nothing
    assert run_here(capsys, "import", str(match_file), db=db).stdout.startswith("imported match")


def test_a_team_playing_itself_is_refused_and_nothing_is_written(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A match file or a results file with a team against itself: a clear line, an
    untouched library (an old library holding one still opens: the check is kept out of
    reading back what is stored)."""
    import copy

    from tests.services.test_results_import import _cup, _write

    db = tmp_path / "m.sqlite3"
    assert run_here(capsys, "demo", db=db).returncode == 0
    before = run_here(capsys, "list", "--json", db=db).stdout
    data = json.loads(demo_text())
    data["away"]["name"] = " argentina "
    path = tmp_path / "itself.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    line = one_error_line(run_here(capsys, "import", str(path), db=db))
    assert "cannot play itself: the teams must differ" in line
    cup = _cup()
    bad = copy.deepcopy(cup["matches"][0])
    bad["team2"] = bad["team1"]
    cup["matches"].append(bad)
    written = _write(tmp_path / "2030", cup)
    line = one_error_line(run_here(capsys, "import", "--format", "openfootball", written, db=db))
    assert "'Reds' plays itself: a match needs two teams" in line
    assert run_here(capsys, "list", "--json", db=db).stdout == before


def test_a_match_file_is_checked_as_live_entry_would_check_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A penalty with an assist: refused with one line, nothing written."""
    data = json.loads(demo_text())
    goal = next(e for e in data["events"] if e["kind"] == "goal")
    goal["how"] = "penalty"
    path = tmp_path / "assisted.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    db = tmp_path / "m.sqlite3"
    line = one_error_line(run_here(capsys, "import", str(path), db=db))
    # Where, as every other refusal of a file says it.
    at = data["events"].index(goal)
    assert line.endswith(
        f"events[{at}] ({goal['time']}'): a penalty has no assist: the kick is taken from the spot"
    )
    assert not db.exists()  # nothing written, not even a new library's file


def test_import_of_a_later_card_left_a_yellow_says_to_make_it_a_second_yellow(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The command line logs no events one by one: a match file whose card after a
    player's first yellow is written as a yellow again is refused saying what to do."""
    from tests.helpers.matches import demo_setup, pid
    from tracker.core.files import matchfile
    from tracker.core.match.events import Card, CardKind, PeriodEnd, PeriodStart
    from tracker.core.match.matchtime import MatchTime, Period
    from tracker.core.match.model import Side

    match = demo_setup()
    gordon = pid(match, "Anthony Gordon")
    h1, h2 = Period.FIRST_HALF, Period.SECOND_HALF
    events = [
        PeriodStart(MatchTime(h1, 0), seq=1),
        Card(MatchTime(h1, 30), seq=2, side=Side.AWAY, player=gordon, card=CardKind.YELLOW),
        PeriodEnd(MatchTime(h1, 45), seq=3),
        PeriodStart(MatchTime(h2, 45), seq=4),
        Card(MatchTime(h2, 60), seq=5, side=Side.AWAY, player=gordon, card=CardKind.YELLOW),
    ]
    path = tmp_path / "two-yellows.json"
    path.write_text(matchfile.dumps(match, events), encoding="utf-8")
    line = one_error_line(run_here(capsys, "import", str(path), db=tmp_path / "m.sqlite3"))
    assert "Anthony Gordon is already booked: this is a second yellow" in line
    assert "log it as a second yellow (a sending-off), or correct his earlier card" in line


def test_a_load_refused_leaves_no_new_database_behind(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Regression: ``load`` of a text file (or of a zip that is no archive) said
    "nothing was loaded" and left a new, empty 300 kB library at ``--db``."""
    import zipfile

    notes = tmp_path / "notes.txt"
    notes.write_text("hello", encoding="utf-8")
    empty = tmp_path / "empty.zip"
    with zipfile.ZipFile(empty, "w") as zf:
        zf.writestr("manifest.json", "{}")
    for given in (notes, empty, tmp_path / "missing.zip"):
        target = tmp_path / "new.sqlite3"
        result = run_here(capsys, "load", str(given), db=target)
        assert result.returncode != 0 and "Traceback" not in result.stderr
        assert not target.exists(), given
        assert not list(tmp_path.glob("new.sqlite3*"))


def test_an_import_refused_leaves_no_new_database_behind(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """``import --db new.db bad.json`` refused the file (exit 1) and left an empty 300 kB
    new.db, as load did before it was mended; a library that holds matches stays."""
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "match-tracker"}', encoding="utf-8")
    target = tmp_path / "new.sqlite3"
    result = run_here(capsys, "import", str(bad), db=target)
    assert result.returncode == 1 and not list(tmp_path.glob("new.sqlite3*"))
    good = tmp_path / "semi.json"
    good.write_text(demo_text(), encoding="utf-8")
    assert run_here(capsys, "import", str(good), db=target).returncode == 0
    assert run_here(capsys, "import", str(bad), db=target).returncode == 1
    assert target.exists()


def test_restoring_another_library_s_backup_says_so(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """``restore FILE`` with another database's backup replaced this one without a
    word; what it held is in the backup taken first, and the command now says so."""
    from tracker.store.transfer import backup

    other, here = tmp_path / "wc.sqlite3", tmp_path / "seq.sqlite3"
    assert run_here(capsys, "demo", db=other).returncode == 0
    assert run_here(capsys, "demo", db=here).returncode == 0
    made = backup.make_backup(other, "manual").path
    done = run_here(capsys, "restore", str(made), db=here)
    assert done.returncode == 0, done.stderr
    assert f"{made.name} is not one of seq.sqlite3's backups" in done.stderr
    own = backup.list_backups(here)[0].path
    assert "is not one of" not in run_here(capsys, "restore", str(own), db=here).stderr
