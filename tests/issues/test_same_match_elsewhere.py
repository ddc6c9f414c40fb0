"""The same match held by two databases under two identities is never stored twice.

A club's library and the league's both imported the season's openfootball file; the
club copied its library to the league's: every match came again under its own identity,
and the league table doubled (RB Salzburg 44 played, 100 points after a 22-match
regular season). ``copy``, ``push`` and ``load`` find a match by its identity, then by
its fixture (the same day and two teams, of the same kind): one that says the same is
there already; one that differs is left as it is, said, and nothing is written.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.test_cli import demo_text, digest, one_error_line, run_here

SEASON = Path(__file__).parents[2] / ".." / "shared" / "data" / "openfootball-leagues" / "2023-24"
TABLE = "Österr. Bundesliga 2023-24"


def _table(capsys: pytest.CaptureFixture[str], db: Path) -> list[str]:
    shown = run_here(capsys, "standings", TABLE, db=db)
    assert shown.returncode == 0, shown.stderr
    return shown.stdout.splitlines()


@pytest.fixture
def two_libraries(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> tuple[Path, Path]:
    """The club's library and the league's, each with the season imported on its own."""
    season = SEASON / "at.1.json"
    if not season.is_file():
        pytest.skip("the openfootball league files are not beside the repository")
    club, league = tmp_path / "club.sqlite3", tmp_path / "league.sqlite3"
    for db in (club, league):
        done = run_here(capsys, "import", str(season), db=db)
        assert done.returncode == 0, done.stderr
    return club, league


def test_a_copy_onto_a_library_that_imported_the_same_season_adds_nothing(
    capsys: pytest.CaptureFixture[str], two_libraries: tuple[Path, Path]
) -> None:
    club, league = two_libraries
    before = _table(capsys, league)
    assert " 22 " in before[2]  # RB Salzburg: the 22 matches of the regular season
    copied = run_here(capsys, "copy", "--to", str(league), db=club)
    assert copied.returncode == 0, copied.stderr
    assert "0 new" in copied.stdout
    assert "195 there already under another identity, not sent" in copied.stdout
    assert _table(capsys, league) == before


def test_a_result_that_differs_there_is_left_as_it_is_and_said(
    capsys: pytest.CaptureFixture[str], two_libraries: tuple[Path, Path], tmp_path: Path
) -> None:
    _club, league = two_libraries
    corrected = tmp_path / "corrected.json"
    data = json.loads((SEASON / "at.1.json").read_text("utf-8"))
    first = data["matches"][0]
    first["score"]["ft"] = [first["score"]["ft"][0] + 1, first["score"]["ft"][1]]
    corrected.write_text(json.dumps(data), encoding="utf-8")
    fresh = tmp_path / "fresh.sqlite3"
    assert run_here(capsys, "import", str(corrected), db=fresh).returncode == 0
    before = digest(league)
    pushed = run_here(capsys, "push", "1", "--to", str(league), db=fresh)
    line = one_error_line(pushed)
    assert "is there as match" in line and "under another identity, and differs" in line
    assert "nothing was overwritten: a match stored twice counts twice" in line
    assert digest(league) == before
    copied = run_here(capsys, "copy", "--to", str(league), db=fresh)
    assert "194 there already under another identity, not sent, 1 not copied" in (
        copied.stdout + copied.stderr
    )
    assert " 22 " in _table(capsys, league)[2]


def test_a_logged_match_loaded_or_copied_again_under_another_identity(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """The demo's match file imported in two libraries (no uuid: each gave its own)."""
    plain = tmp_path / "semifinal.json"
    plain.write_text(demo_text(), encoding="utf-8")
    club, league = tmp_path / "club.sqlite3", tmp_path / "league.sqlite3"
    for db in (club, league):
        assert run_here(capsys, "import", str(plain), db=db).returncode == 0
    archive = tmp_path / "club.zip"
    assert run_here(capsys, "dump", str(archive), db=club).returncode == 0
    loaded = run_here(capsys, "load", str(archive), db=league)
    assert loaded.stdout.startswith("loaded "), loaded.stderr
    assert "matches: 0 added, 1 already here" in loaded.stdout
    copied = run_here(capsys, "copy", "--to", str(league), db=club)
    assert "1 there already under another identity, not sent" in copied.stdout, copied.stderr
    assert len(run_here(capsys, "list", db=league).stdout.splitlines()) == 1 + 1
    # The league's copy corrected there: the club's is kept apart, said, nothing written.
    other = tmp_path / "other.sqlite3"
    assert run_here(capsys, "import", str(plain), db=other).returncode == 0
    changed = json.loads(demo_text())
    changed["match"]["venue"] = "Miami"
    moved = tmp_path / "moved.json"
    moved.write_text(json.dumps(changed), encoding="utf-8")
    differing = tmp_path / "differing.sqlite3"
    assert run_here(capsys, "import", str(moved), db=differing).returncode == 0
    archive = tmp_path / "differing.zip"
    assert run_here(capsys, "dump", str(archive), db=differing).returncode == 0
    before = digest(league)
    loaded = run_here(capsys, "load", str(archive), db=league)
    assert "1 kept as they are here (they differ)" in loaded.stdout, loaded.stderr
    assert "under another identity and differs from it: kept as it is here" in loaded.stderr
    assert len(run_here(capsys, "list", db=league).stdout.splitlines()) == 1 + 1
    assert digest(league) == before


def test_a_logged_match_whose_competition_is_named_otherwise_here_is_not_loaded_twice(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """``copy`` found the league's match by its fixture whatever its competition is
    called there; ``load`` looked for the same competition name only, and stored the
    club's match beside the league's (Lautaro Martínez's goal then counted twice)."""
    club, league = tmp_path / "club.sqlite3", tmp_path / "league.sqlite3"
    plain = tmp_path / "semifinal.json"
    plain.write_text(demo_text(), encoding="utf-8")
    assert run_here(capsys, "import", str(plain), db=club).returncode == 0
    renamed = json.loads(demo_text())
    renamed["match"]["competition"] = "World Cup 2026"
    theirs = tmp_path / "renamed.json"
    theirs.write_text(json.dumps(renamed), encoding="utf-8")
    assert run_here(capsys, "import", str(theirs), db=league).returncode == 0
    archive = tmp_path / "club.zip"
    assert run_here(capsys, "dump", str(archive), db=club).returncode == 0
    before = digest(league)
    loaded = run_here(capsys, "load", str(archive), db=league)
    assert "matches: 0 added, 0 already here, 1 kept as they are here (they differ)" in (
        loaded.stdout
    ), loaded.stderr
    assert "under another identity and differs from it: kept as it is here" in loaded.stderr
    assert digest(league) == before
    assert len(run_here(capsys, "list", db=league).stdout.splitlines()) == 1 + 1
    # The club's match file imported there: found by its day and teams, not stored.
    imported = run_here(capsys, "import", str(plain), db=league)
    assert one_error_line(imported).startswith(
        f"match-tracker: error: {plain} is already in the database as match 1 (same day and "
        "teams), and differs from it: nothing was imported."
    )
    assert digest(league) == before


def test_a_fixture_there_takes_the_result_copied_onto_it(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """The league imported the season's fixtures before a ball was kicked; the club's
    results then copied onto them fill them in, under the club's identity (a second
    copy finds them by it), and no match is stored twice."""
    season = SEASON / "at.1.json"
    if not season.is_file():
        pytest.skip("the openfootball league files are not beside the repository")
    data = json.loads(season.read_text("utf-8"))
    for match in data["matches"]:
        for key in ("score", "goals1", "goals2"):
            match.pop(key, None)
    fixtures = tmp_path / "fixtures.json"
    fixtures.write_text(json.dumps(data), encoding="utf-8")
    club, league = tmp_path / "club.sqlite3", tmp_path / "league.sqlite3"
    assert run_here(capsys, "import", str(season), db=club).returncode == 0
    assert run_here(capsys, "import", str(fixtures), db=league).returncode == 0
    expected = _table(capsys, club)
    copied = run_here(capsys, "copy", "--to", str(league), db=club)
    assert "matches: 0 new, 195 updated, 0 up to date;" in copied.stdout, copied.stderr
    assert _table(capsys, league) == expected
    again = run_here(capsys, "copy", "--to", str(league), db=club)
    assert "matches: 0 new, 0 updated, 195 up to date;" in again.stdout, again.stderr
    listed = run_here(capsys, "list", "--all", db=league).stdout.splitlines()
    assert len(listed) == 1 + 195
    # The other way round: fixtures copied onto their results leave the results.
    early = tmp_path / "early.sqlite3"
    assert run_here(capsys, "import", str(fixtures), db=early).returncode == 0
    before = digest(club)
    back = run_here(capsys, "copy", "--to", str(club), db=early)
    assert "195 fixtures played there already, not sent" in back.stdout, back.stderr
    assert back.returncode == 0 and digest(club) == before
    assert _table(capsys, club) == expected
