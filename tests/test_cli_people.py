"""The ``people`` and ``suspensions`` commands."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest
from sqlalchemy import text

from tests.helpers import people_rows as rows
from tests.test_cli import one_error_line, run_here
from tracker.store.db import open_database


@pytest.fixture
def library(tmp_path: Path) -> tuple[Path, dict[str, int]]:
    """A database with two records of Lautaro and Enzo sent off in a semi-final."""
    path = tmp_path / "matches.sqlite3"
    db = open_database(path)
    with db.writing() as session:
        ed = rows.edition(session)
        arg = (rows.team(session, "Argentina"), "Argentina")
        eng = (rows.team(session, "England"), "England")
        esp = (rows.team(session, "Spain"), "Spain")
        lautaro = rows.person(session, "Lautaro Martínez", born=dt.date(1997, 8, 22))
        lautaro2 = rows.person(session, "Lautaro Martinez", also=("Lautaro",))
        enzo = rows.person(session, "Enzo Fernández")
        semi = rows.match(session, arg, eng, dt.date(2026, 7, 15), edition_id=ed)
        final = rows.match(session, esp, arg, dt.date(2026, 7, 19), edition_id=ed, record="fixture")
        group = rows.match(session, arg, esp, dt.date(2026, 6, 20), edition_id=ed, record="result")
        rows.squad_entry(session, semi, "home", "Lautaro Martínez", lautaro)
        rows.squad_entry(session, semi, "home", "Enzo Fernández", enzo)
        rows.appearance(session, semi, enzo, arg[0], "home", reds=1)
        rows.goal(session, group, "home", "Lautaro", lautaro2, 30)
    db.close()
    ids = {
        "lautaro": lautaro,
        "lautaro2": lautaro2,
        "enzo": enzo,
        "semi": semi,
        "final": final,
        "group": group,
    }
    return path, ids


def test_people_lists_and_searches(
    capsys: pytest.CaptureFixture[str], library: tuple[Path, dict[str, int]]
) -> None:
    path, ids = library
    out = run_here(capsys, "people", db=path).stdout.splitlines()
    assert len(out) == 3
    found = run_here(capsys, "people", "--search", "lautaro martinez", db=path).stdout
    assert f"{ids['lautaro']}  Lautaro Martínez (born 1997-08-22)  Argentina  1 match" in found
    assert f"{ids['lautaro2']}  Lautaro Martinez  Argentina  1 match; also Lautaro" in found
    assert run_here(capsys, "people", "--search", "nobody", db=path).stdout == "no person fits\n"


def test_a_search_that_finds_nobody_suggests_close_names(
    capsys: pytest.CaptureFixture[str], library: tuple[Path, dict[str, int]]
) -> None:
    path, _ = library
    found = run_here(capsys, "people", "--search", "lautaro martines", db=path)
    assert found.returncode == 0
    assert found.stdout.startswith("no person fits (did you mean Lautaro Mart")
    # One word of a name typed wrong finds the whole name.
    word = run_here(capsys, "people", "--search", "martinex", db=path).stdout
    assert word.startswith("no person fits (did you mean Lautaro Mart")


def test_people_merge_and_split(
    capsys: pytest.CaptureFixture[str], library: tuple[Path, dict[str, int]]
) -> None:
    path, ids = library
    merged = run_here(capsys, "people", "merge", str(ids["lautaro"]), str(ids["lautaro2"]), db=path)
    assert merged.returncode == 0
    kept, removed = ids["lautaro"], ids["lautaro2"]
    assert merged.stdout == (
        f"merged Lautaro Martinez ({removed}) into Lautaro Martínez ({kept}): 1 goal\n"
    )
    shown = run_here(capsys, "people", "show", str(ids["lautaro"]), db=path).stdout
    assert (
        f"match {ids['group']}  2026-06-20  Argentina v Spain  Argentina, as Lautaro (scorer)"
        in shown
    )
    split = run_here(
        capsys, "people", "split", str(ids["lautaro"]), "--match", str(ids["group"]), db=path
    )
    assert split.returncode == 0
    assert "to a new person Lautaro" in split.stdout


def test_people_errors_are_one_line(
    capsys: pytest.CaptureFixture[str], library: tuple[Path, dict[str, int]]
) -> None:
    path, ids = library
    line = one_error_line(run_here(capsys, "people", "merge", str(ids["lautaro"]), "999", db=path))
    assert line == "match-tracker: error: there is no person 999"
    line = one_error_line(
        run_here(capsys, "people", "merge", str(ids["lautaro"]), str(ids["enzo"]), db=path)
    )
    assert "two players" in line
    line = one_error_line(
        run_here(capsys, "people", "split", str(ids["enzo"]), "--match", str(ids["group"]), db=path)
    )
    assert "is not in the squads or scorers" in line


def test_suspensions_lists_the_edition_bans(
    capsys: pytest.CaptureFixture[str], library: tuple[Path, dict[str, int]]
) -> None:
    path, _ = library
    result = run_here(capsys, "suspensions", "FIFA World Cup 2026", db=path)
    # The final is a result: its cards are not known, and the list says so.
    assert result.stdout == (
        "Enzo Fernández (Argentina): sent off v England, 15 Jul (1 match); misses v Spain, 19 Jul\n"
        "bans found in the matches with cards recorded; card data missing for 1 of 2 matches\n"
    )
    line = one_error_line(run_here(capsys, "suspensions", "Euro 2024", db=path))
    assert line == "match-tracker: error: no edition 'Euro 2024'"


def test_suspensions_records_a_decision_and_an_appeal(
    capsys: pytest.CaptureFixture[str], library: tuple[Path, dict[str, int]]
) -> None:
    path, ids = library
    enzo, semi, final = str(ids["enzo"]), str(ids["semi"]), str(ids["final"])
    decided = run_here(capsys, "suspensions", "1", "--decide", enzo, semi, "3", db=path)
    assert decided.stdout == (
        "Enzo Fernández (Argentina): sent off v England, 15 Jul (3 matches); "
        "misses v Spain, 19 Jul, and 2 more\n"
        "bans found in the matches with cards recorded; card data missing for 1 of 2 matches\n"
    )
    appealed = run_here(
        capsys, "suspensions", "1", "--appeal", enzo, final, "--reason", "appeal upheld", db=path
    )
    assert "; lifted on appeal for v Spain, 19 Jul: appeal upheld\n" in appealed.stdout
    line = one_error_line(run_here(capsys, "suspensions", "1", "--appeal", enzo, final, db=path))
    assert line == "match-tracker: error: --appeal needs --reason: why he may play"
    lautaro = str(ids["lautaro"])
    line = one_error_line(
        run_here(capsys, "suspensions", "1", "--decide", lautaro, semi, "2", db=path)
    )
    assert line == "match-tracker: error: Lautaro Martínez was not sent off in match " + semi
    line = one_error_line(
        run_here(capsys, "suspensions", "1", "--decide", enzo, final, "2", db=path)
    )
    assert line == f"match-tracker: error: Enzo Fernández is not in the squads of match {final}"


def test_an_appeal_for_a_player_with_no_ban_is_refused_and_one_recorded_is_said(
    capsys: pytest.CaptureFixture[str], library: tuple[Path, dict[str, int]]
) -> None:
    """Regression: ``--appeal`` for a player no ban keeps out of the match stored an
    appeal and said only the edition's list, exit 0."""
    path, ids = library
    lautaro, enzo, final = str(ids["lautaro"]), str(ids["enzo"]), str(ids["final"])
    line = one_error_line(
        run_here(capsys, "suspensions", "1", "--appeal", lautaro, final, "--reason", "x", db=path)
    )
    assert line == (
        f"match-tracker: error: Lautaro Martínez has no ban for match {final} "
        "(Spain v Argentina): there is nothing to appeal"
    )
    db = open_database(path)
    with db.reading() as session:
        assert session.execute(text("SELECT count(*) FROM suspension_override")).scalar() == 0
    db.close()
    appealed = run_here(
        capsys, "suspensions", "1", "--appeal", enzo, final, "--reason", "upheld", db=path
    )
    assert appealed.stdout.splitlines()[0] == (
        f"appeal recorded: Enzo Fernández may play in match {final} in spite of his ban "
        "(sent off v England, 15 Jul (1 match))"
    )


def test_rules_are_shown_and_set_per_competition(
    capsys: pytest.CaptureFixture[str], library: tuple[Path, dict[str, int]]
) -> None:
    path, ids = library
    shown = run_here(capsys, "rules", "fifa world cup", db=path)
    assert shown.stdout.splitlines()[:2] == ["FIFA World Cup (cup)", "  rules: world-cup"]
    # A sending-off costs two matches in this competition from now on.
    changed = run_here(capsys, "rules", "FIFA World Cup", "--rules", '{"red_ban": 2}', db=path)
    assert "  sending-off: 2 matches, or what a decision says" in changed.stdout
    bans = run_here(capsys, "suspensions", "FIFA World Cup 2026", db=path).stdout
    assert "sent off v England, 15 Jul (2 matches)" in bans
    # A decision recorded for one sending-off outlives a change of the rules.
    enzo, semi = str(ids["enzo"]), str(ids["semi"])
    run_here(capsys, "suspensions", "1", "--decide", enzo, semi, "4", db=path)
    league = run_here(capsys, "rules", "FIFA World Cup", "--kind", "league", "--rules", "", db=path)
    assert league.stdout.splitlines()[:2] == ["FIFA World Cup (league)", "  rules: league"]
    assert "(4 matches)" in run_here(capsys, "suspensions", "1", db=path).stdout
    for args, message in (
        (("--rules", '{"red_ban": 0}'), "a sending-off must cost at least one match"),
        (("--rules", "[1]"), "the suspension rules must be a JSON object"),
        (("--rules", '{"preset": "nba"}'), "no suspension preset 'nba'"),
    ):
        line = one_error_line(run_here(capsys, "rules", "FIFA World Cup", *args, db=path))
        assert line == f"match-tracker: error: {message}"
    assert "(league)" in run_here(capsys, "rules", "1", db=path).stdout  # nothing written
    line = one_error_line(run_here(capsys, "rules", "Copa América", db=path))
    assert line == "match-tracker: error: there is no competition 'Copa América'"


def test_a_competition_s_sheets_are_printed_in_its_language(
    capsys: pytest.CaptureFixture[str], library: tuple[Path, dict[str, int]]
) -> None:
    path, ids = library
    shown = run_here(capsys, "rules", "FIFA World Cup", db=path).stdout
    assert "  match sheets in: English" in shown
    changed = run_here(capsys, "rules", "FIFA World Cup", "--language", "de", db=path).stdout
    assert "  match sheets in: Deutsch" in changed
    semi = str(ids["semi"])
    sheet = run_here(capsys, "export", semi, "--format", "txt", db=path).stdout
    assert "Aufstellungen" in sheet and "Team Line-ups" not in sheet
    # export --lang overrides the match's own language; the match file keeps its keys.
    spanish = run_here(capsys, "export", semi, "--format", "txt", "--lang", "es", db=path).stdout
    assert "Alineaciones" in spanish
    assert '"home"' in run_here(capsys, "export", semi, db=path).stdout
    back = run_here(capsys, "rules", "FIFA World Cup", "--language", "preset", db=path).stdout
    assert "  match sheets in: English" in back


def test_a_birth_date_is_written_by_the_one_date_writer(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    # strftime's %B followed the C library's locale; the one date writer does not.
    path = tmp_path / "people.sqlite3"
    db = open_database(path)
    with db.writing() as session:
        rows.person(session, "Ada Born", born=dt.date(1997, 8, 5))
    db.close()
    shown = run_here(capsys, "stats", "--player", "Ada Born", db=path).stdout
    assert shown.splitlines()[0] == "Ada Born, born 5 August 1997"


def test_after_a_split_each_person_is_listed_and_found_by_his_own_names(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """A wrong merge of Brazil's Ronaldo into Cristiano, split back out: Cristiano is no
    longer known as "Ronaldo", and ``stats --player Ronaldo`` finds Brazil's."""
    path = tmp_path / "matches.sqlite3"
    db = open_database(path)
    ids = rows.wrong_merge(db)
    db.close()
    cristiano, ronaldo = ids["cristiano"], ids["ronaldo"]
    merged = run_here(capsys, "people", "merge", str(cristiano), str(ronaldo), db=path)
    assert merged.returncode == 0
    split = run_here(
        capsys, "people", "split", str(cristiano),
        "--match", str(ids["first"]), "--match", str(ids["second"]), db=path,
    )  # fmt: skip
    assert split.returncode == 0, split.stderr
    new = int(split.stdout.split("to a new person Ronaldo (")[1].split(")")[0])
    listed = run_here(capsys, "people", "--search", "ronaldo", db=path).stdout.splitlines()
    assert listed == [
        f"{cristiano}  Cristiano Ronaldo  Portugal  1 match",
        f"{new}  Ronaldo  Brazil  2 matches; also Ronaldo Nazário",
    ]
    found = run_here(capsys, "stats", "--player", "Ronaldo", db=path)
    assert found.returncode == 0, found.stderr
    assert found.stdout.splitlines()[0] == "Ronaldo"
    shown = run_here(capsys, "stats", "--player", "Ronaldo Nazário", db=path).stdout
    assert shown.splitlines()[0] == "Ronaldo"


def test_a_decision_or_an_appeal_is_for_a_match_of_the_edition_named(
    capsys: pytest.CaptureFixture[str], library: tuple[Path, dict[str, int]]
) -> None:
    """Regression: ``suspensions "Premier League 2023/24" --decide …`` with a match of
    another edition changed that edition's ban, and listed the one named, exit 0."""
    path, ids = library
    db = open_database(path)
    with db.writing() as session:
        other = rows.edition(session, "Copa América", "2024")
        uru = (rows.team(session, "Uruguay"), "Uruguay")
        col = (rows.team(session, "Colombia"), "Colombia")
        rows.match(session, uru, col, dt.date(2024, 7, 10), edition_id=other)
    db.close()
    enzo, semi = str(ids["enzo"]), str(ids["semi"])
    for extra in (("--decide", enzo, semi, "3"), ("--appeal", enzo, semi, "--reason", "x")):
        line = one_error_line(run_here(capsys, "suspensions", "Copa América 2024", *extra, db=path))
        assert line.endswith(f"match {semi} (Argentina v England) is not a match of this edition")
    bans = run_here(capsys, "suspensions", "FIFA World Cup 2026", db=path).stdout
    assert "(1 match)" in bans and "lifted" not in bans  # as it was
    with pytest.raises(SystemExit):
        run_here(capsys, "suspensions", "1", "--decide", enzo, semi, "0", db=path)
    assert "N is the number of matches the ban lasts, from 1 to 100, not '0'" in (
        capsys.readouterr().err
    )


def test_a_suspended_player_who_played_is_not_said_to_miss_the_match(
    capsys: pytest.CaptureFixture[str], library: tuple[Path, dict[str, int]]
) -> None:
    """Regression: a player fielded while suspended (as the match's record has it) was
    listed as missing that match."""
    path, ids = library
    db = open_database(path)
    with db.writing() as session:
        team = session.execute(text("SELECT id FROM team WHERE name = 'Argentina'")).scalar_one()
        rows.appearance(session, ids["final"], ids["enzo"], team, "away", started=True, minutes=90)
    db.close()
    out = run_here(capsys, "suspensions", "FIFA World Cup 2026", db=path).stdout
    assert (
        "Enzo Fernández (Argentina): sent off v England, 15 Jul (1 match); played v Spain, " in out
    )
    assert "while suspended" in out and "misses" not in out


def test_two_scorers_of_one_result_are_not_merged(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    """Müller merged with Klose, both scorers for Germany of one result: the merge went
    through unsaid, and no split or link could take Klose's goal back."""
    path = tmp_path / "matches.sqlite3"
    db = open_database(path)
    with db.writing() as session:
        ed = rows.edition(session)
        ger = (rows.team(session, "Germany"), "Germany")
        bra = (rows.team(session, "Brazil"), "Brazil")
        muller = rows.person(session, "Thomas Müller")
        klose = rows.person(session, "Miroslav Klose")
        semi = rows.match(session, bra, ger, dt.date(2014, 7, 8), edition_id=ed, record="result")
        rows.goal(session, semi, "away", "Thomas Müller", muller, 11)
        rows.goal(session, semi, "away", "Miroslav Klose", klose, 23)
        twice = rows.person(session, "Müller")  # one man the file wrote twice
        rows.goal(session, semi, "away", "Müller", twice, 80)
    db.close()
    line = one_error_line(run_here(capsys, "people", "merge", str(muller), str(klose), db=path))
    assert line.endswith(
        f"Thomas Müller and Miroslav Klose both scored in match {semi}: they are two "
        "players (merged, a split could not take one of them back)"
    )
    assert run_here(capsys, "people", "merge", str(muller), str(twice), db=path).returncode == 0
