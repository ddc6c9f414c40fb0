"""``match-tracker import --format openfootball``, ``list`` and ``show`` of results."""

from __future__ import annotations

import datetime as dt
import json
from pathlib import Path

import pytest

from tests.helpers.today import fix_today
from tests.services.test_results_import import DATA, _cup, _write
from tests.test_cli import one_error_line, run, run_here
from tracker.cli import demo_text


def test_import_then_again_says_what_it_did(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db = tmp_path / "cli.sqlite3"
    cup = _write(tmp_path / "2030", _cup())
    first = run_here(capsys, "import", "--format", "openfootball", cup, db=db)
    assert first.returncode == 0, first.stderr
    assert first.stdout == "imported 1 file(s), 3 matches: 3 new, 0 unchanged\n"
    again = run_here(capsys, "import", "--format", "openfootball", cup, db=db)
    assert again.stdout == "imported 1 file(s), 3 matches: 0 new, 3 unchanged\n"
    listed = run_here(capsys, "list", db=db).stdout.splitlines()
    assert any("Winner of match 1 v Greens" in line and line.endswith("fixture") for line in listed)
    assert any(line.endswith("finished, result only — no line-ups") for line in listed)
    shown = run_here(capsys, "show", "1", db=db)
    assert shown.stdout.splitlines()[:2] == [
        "Reds 2-1, half-time 1-0 Blues  2030-06-01",
        "Test Cup 2030 – Group A (result only — no line-ups)",
    ]


def test_a_results_goals_are_shown_in_the_order_they_were_scored(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A file lists one team's goals, then the other's: the result says them by minute."""
    cup = _cup()
    first = cup["matches"][0]
    first["score"] = {"ft": [1, 1], "ht": [0, 1]}
    first["goals1"] = [{"name": "Ann Able", "minute": "70"}]
    first["goals2"] = [{"name": "Bo Blue", "minute": "20"}]
    db = tmp_path / "cli.sqlite3"
    assert run_here(capsys, "import", _write(tmp_path / "2030", cup), db=db).returncode == 0
    lines = run_here(capsys, "show", "1", db=db).stdout.splitlines()
    assert [line.split()[0] for line in lines[2:4]] == ["20'", "70'"]


def test_a_bad_file_is_one_line_and_writes_nothing(tmp_path: Path) -> None:
    db = tmp_path / "cli.sqlite3"
    good = _write(tmp_path / "good", _cup())
    bad = tmp_path / "bad" / "worldcup.json"
    bad.parent.mkdir()
    bad.write_text(json.dumps({"name": "Test Cup 2030", "matches": [{"team1": "A"}]}))
    result = run("import", "--format", "openfootball", good, str(bad), db=db)
    line = one_error_line(result)
    assert str(bad) in line and "matches[0].team2" in line
    assert not db.exists()  # nothing written, not even the new library's file


#: openfootball's other files of an edition (as the World Cup folders hold them), and
#: what each is said to be.
SIDE_FILES = {
    "worldcup.groups.json": (
        {"name": "Test Cup 2030", "groups": [{"name": "Group A", "teams": ["Reds", "Blues"]}]},
        "groups file, not a matches file: it is read with the worldcup.json beside it "
        "(import that)",
    ),
    "worldcup.standings.json": (
        {"name": "Test Cup 2030", "groups": [{"name": "Group A", "standings": []}]},
        "standings file, not a matches file: Match Tracker works the group tables out from "
        "the results (import the worldcup.json beside it)",
    ),
    "worldcup.teams.json": (
        {"name": "Test Cup 2030", "teams": [{"name": "Reds", "code": "RED"}]},
        "teams file, not a matches file: Match Tracker does not read it (import the "
        "worldcup.json beside it)",
    ),
    "worldcup.stadiums.json": (
        {"name": "Test Cup 2030", "stadiums": [{"name": "Red Park", "city": "Alba"}]},
        "stadiums file, not a matches file: Match Tracker does not read it (import the "
        "worldcup.json beside it)",
    ),
}


@pytest.mark.parametrize("name", sorted(SIDE_FILES))
@pytest.mark.parametrize("renamed", [False, True])
@pytest.mark.parametrize("told", [False, True])
def test_an_editions_other_files_are_said_to_be_what_they_are(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], name: str, renamed: bool, told: bool
) -> None:
    """They were "'format' is a required property" (read as a match file), "a match file"
    beside a worldcup.json, or "has no list of matches" with --format openfootball."""
    db = tmp_path / "cli.sqlite3"
    cup = _write(tmp_path / "2030", _cup())
    data, said = SIDE_FILES[name]
    side = tmp_path / "2030" / ("other.json" if renamed else name)
    side.write_text(json.dumps(data), encoding="utf-8")
    fmt = ["--format", "openfootball"] if told else []
    for files in ([str(side)], [cup, str(side)]):
        line = one_error_line(run_here(capsys, "import", *fmt, *files, db=db))
        assert line == f"match-tracker: error: {side} is an openfootball {said}"
    # Refused before the database is opened, or (--format) with the database it made
    # taken back: no new, empty library is left behind.
    assert not db.exists()


def test_the_demo_then_its_results_file_reports_the_difference(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    if not DATA.is_dir():
        pytest.skip("the openfootball World Cup files are not beside the repository")
    db = tmp_path / "cli.sqlite3"
    assert run_here(capsys, "demo", db=db).returncode == 0
    result = run_here(
        capsys, "import", "--format", "openfootball", str(DATA / "2026" / "worldcup.json"), db=db
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines() == [
        "imported 1 file(s), 104 matches: 103 new, 0 unchanged, 1 linked to matches logged here",
        "differs: match 1 (2026-07-15 Argentina v England): Argentina: Enzo Fernández's goal "
        "at 85' here, 86' in the file",
        # The file's half-time 1-0 does not fit its goals at 31' and 45'+1.
        "data error: FIFA World Cup 2026: matches[78] (2026-06-30 Mexico v Ecuador): half-time "
        "given as 1-0, but its goals give 2-0 at half-time; kept without the half-time score",
    ]
    semi = [
        line
        for line in run_here(capsys, "list", "--search", "semi-final", db=db).stdout.splitlines()
        if "2026-07-15" in line
    ]
    assert len(semi) == 1 and "Argentina v England" in semi[0]


def test_import_squads_then_again(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = tmp_path / "cli.sqlite3"
    path = tmp_path / "worldcup.squads.json"
    players = [{"number": 9, "pos": "FW", "name": "Ann Able", "date_of_birth": "2000-01-01"}]
    path.write_text(json.dumps([{"name": "Reds", "players": players}]), encoding="utf-8")
    first = run_here(capsys, "import", "--format", "openfootball-squads", str(path), db=db)
    assert first.stdout == "1 squads, 1 players: 1 new, 0 changed, 0 unchanged\n"
    again = run_here(capsys, "import", "--format", "openfootball-squads", str(path), db=db)
    assert again.stdout == "1 squads, 1 players: 0 new, 0 changed, 1 unchanged\n"
    unknown = run_here(capsys, "import", "--format", "worldcup", str(path), db=db)
    assert unknown.returncode == 1 and "openfootball-squads" in unknown.stderr


def test_a_results_sheet_has_no_match_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db = tmp_path / "cli.sqlite3"
    run_here(capsys, "import", "--format", "openfootball", _write(tmp_path / "c", _cup()), db=db)
    text = run_here(capsys, "export", "1", "--format", "txt", db=db)
    assert text.returncode == 0
    assert "Test Cup 2030 – Group A" in text.stdout
    assert "Result only — no line-ups, no event log" in text.stdout
    assert "12'  Reds: Ann Able" in text.stdout
    out = tmp_path / "x.json"
    refused = run_here(capsys, "export", "1", "--format", "json", "-o", str(out), db=db)
    assert refused.returncode == 1 and "a result only — no line-ups" in refused.stderr
    assert not out.exists()


def test_a_match_file_with_an_ambiguous_name_is_stored_and_the_name_reported(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from tracker.store.db import open_database
    from tracker.store.people import squadlinks as people
    from tracker.store.tables import MatchPlayerRow

    db = tmp_path / "cli.sqlite3"
    assert run_here(capsys, "demo", db=db).returncode == 0
    database = open_database(db, backups=0)
    with database.writing() as session:  # a second Lionel Messi played for Argentina
        linker = people.Linker(session)
        other = linker.new_person("Lionel Messi")
        linker.flush()
        session.add(MatchPlayerRow(match_id=1, side="home", name="Lionel Messi", person_id=other))
    with database.reading() as session:
        [first] = people.Linker(session).candidates(1, "Lionel Messi") - {other}
    database.close()
    path = tmp_path / "demo.json"
    path.write_text(demo_text(), encoding="utf-8")
    # a copy: the stored demo, with the second Messi in its squad, says something else
    result = run_here(capsys, "import", "--as-copy", str(path), db=db)
    assert result.returncode == 0
    assert result.stdout.splitlines() == [
        "imported match 2",
        "not linked: Lionel Messi (Argentina, match 2) could be any of 2 people of that "
        f"team (ids {first}, {other}); say which with: "
        f"match-tracker --db {db} people link 2 'Lionel Messi' --to PERSON",
    ]
    linked = run_here(capsys, "people", "link", "2", "lionel messi", "--to", str(first), db=db)
    assert linked.returncode == 0, linked.stderr
    assert linked.stdout.startswith("linked lionel messi in match 2 to ")
    assert linked.stdout.endswith("(1 entry)\n")
    third = run_here(capsys, "import", "--as-copy", str(path), db=db).stdout
    assert "match 2" not in third  # now known
    shown = run_here(capsys, "people", "show", str(first), db=db).stdout
    # The demo, its copy in match 2, and match 3 (imported again): the answer was
    # remembered for the team, so the third copy's Lionel Messi is not asked about again.
    assert shown.count("Argentina v England") == 3
    assert "settled before" in shown
    again = run_here(capsys, "people", "link", "2", "Lionel Messi", "--to", str(first), db=db)
    assert one_error_line(again) == (
        "match-tracker: error: match 2 has no unlinked player or scorer named 'Lionel Messi'"
    )


def test_a_match_listed_twice_is_stored_once_and_counted_once(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The 2022 file with its opening match listed again: one Qatar v Ecuador, three played."""
    if not DATA.is_dir():
        pytest.skip("the openfootball World Cup files are not beside the repository")
    data = json.loads((DATA / "2022" / "worldcup.json").read_text(encoding="utf-8"))
    data["matches"].append(data["matches"][0])
    path = tmp_path / "2022" / "worldcup.json"
    path.parent.mkdir()
    path.write_text(json.dumps(data), encoding="utf-8")
    db = tmp_path / "cli.sqlite3"
    result = run_here(capsys, "import", "--format", "openfootball", str(path), db=db)
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert lines[0] == "imported 1 file(s), 64 matches: 64 new, 0 unchanged"
    assert (
        "data error: FIFA World Cup 2022: matches[64] (2022-11-20 Qatar v Ecuador, Group A): "
        "listed twice (as matches[0] too): stored once"
    ) in lines
    listed = run_here(capsys, "list", "--search", "Qatar", db=db).stdout.splitlines()
    assert sum("Qatar v Ecuador" in line for line in listed) == 1
    table = run_here(capsys, "standings", "World Cup 2022", db=db).stdout.splitlines()
    for team in ("Qatar", "Ecuador"):
        [row] = [line for line in table if line.split()[1:2] == [team]]
        assert row.split()[2] == "3"  # played


def test_a_match_listed_twice_differently_is_one_line_and_writes_nothing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    cup = _cup()
    again = json.loads(json.dumps(cup["matches"][2]))
    again["goals2"] = [{"name": "Gil Green", "minute": "117"}]
    cup["matches"].append(again)
    path = _write(tmp_path / "2030", cup)
    db = tmp_path / "cli.sqlite3"
    line = one_error_line(run_here(capsys, "import", "--format", "openfootball", path, db=db))
    assert line.startswith(
        f"match-tracker: error: {path}: matches[3]: 2030-06-11 Reds v Greens is listed twice"
    )
    assert "scorers" in line
    assert not db.exists()  # nothing written


def test_a_format_given_that_the_file_plainly_is_not_is_said(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A match file imported with --format openfootball said "name: the edition's name
    … is missing"; a worldcup.json with --format json, 'the file: "format" is missing'."""
    from tests.test_cli import run_here
    from tracker.cli import demo_text

    match = tmp_path / "semi.json"
    match.write_text(demo_text(), encoding="utf-8")
    db = tmp_path / "m.sqlite3"
    done = run_here(capsys, "import", "--format", "openfootball", str(match), db=db)
    assert done.returncode == 1
    assert done.stderr.strip().endswith(
        "semi.json is a match file, not openfootball results: leave out --format (the kind "
        "is told from the file), or give --format json"
    )
    assert not db.exists()


def test_import_says_an_award_of_a_match_in_play_and_leaves_its_log(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """A match kicked off here (the demo to England's goal at 55'), then given by the
    league's file as awarded: import says the award and that the log stands; the list
    still gives the log's score, live, not the award."""
    from tests.services.test_award_of_a_match_being_logged import league_file

    fix_today(monkeypatch, dt.date(2030, 6, 1))  # logged on its day: in play
    db = tmp_path / "cli.sqlite3"
    data = json.loads(demo_text())
    data["match"].update(competition="Test League", stage="Matchday 1", date="2030-06-01")
    data["events"] = data["events"][:4]
    log = tmp_path / "log.json"
    log.write_text(json.dumps(data), encoding="utf-8")
    assert run_here(capsys, "import", str(log), db=db).returncode == 0
    path = league_file(tmp_path, awarded=True)
    done = run_here(capsys, "import", "--format", "openfootball", path, db=db)
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines() == [
        "imported 1 file(s), 1 match: 0 new, 0 unchanged, 1 linked to matches logged here",
        "differs: match 1 (2030-06-01 Argentina v England): score: Argentina 0-1 England so "
        "far here, its log short of full time; Argentina 0-3 England awarded in the file; "
        "the match logged here stands, not the award, and counts in the tables from full time",
    ]
    [line] = run_here(capsys, "list", db=db).stdout.splitlines()[1:]
    assert "0-1" in line and "awarded" not in line and line.endswith("live"), line
