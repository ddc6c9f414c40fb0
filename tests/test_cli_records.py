"""``match-tracker standings``, ``stats`` and ``facts`` over a library the test stores."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.helpers.records import G, Library, whole_history
from tests.test_cli import demo_db as demo_db
from tests.test_cli import one_error_line, run, run_here


@pytest.fixture(scope="module")
def db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A cup's 2030 group, and a 2026 semi-final and final."""
    folder = tmp_path_factory.mktemp("records")
    lib = Library.at(folder)
    lib.result(
        "2026",
        "2026-06-01",
        "Alba",
        "1-0",
        "Brea",
        round="Semi-final",
        goals=(G("Ann Ash", "home"),),
    )
    lib.result("2026", "2026-06-01", "Cora", "2-2", "Dene", round="Semi-final",
               goals=(G("Cy Cole", "home"), G("Cy Cole", "home"), G("Di Dunn", "away"),
                      G("Di Dunn", "away")), shootout=(5, 4))  # fmt: skip
    lib.fixture("2026", "2026-06-05", "Alba", "Cora", round="Final", venue="Big Town (Ville)")
    lib.result(
        "2030",
        "2030-06-01",
        "Alba",
        "2-0",
        "Brea",
        goals=(G("Ann Ash", "home"), G("Bo Bell", "home", 60, penalty=True)),
    )
    lib.result("2030", "2030-06-01", "Cora", "1-1", "Dene",
               goals=(G("Cy Cole", "home"), G("Di Dunn", "away")))  # fmt: skip
    lib.db.close()
    return folder / "records.sqlite3"


def test_standings_of_an_edition(db: Path, capsys: pytest.CaptureFixture[str]) -> None:
    result = run_here(capsys, "standings", "world cup 2030", db=db)
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert lines[0] == "FIFA World Cup 2030 – Group A"
    assert lines[2].split() == ["1", "Alba", "1", "1", "0", "0", "2", "0", "+2", "3"]
    assert lines[5].split() == ["4", "Brea", "1", "0", "0", "1", "0", "2", "-2", "0"]
    result = run_here(capsys, "standings", "FIFA World Cup 2030", "--group", "B", db=db)
    assert one_error_line(result) == "match-tracker: error: FIFA World Cup 2030 has no group 'B'"


def test_top_scorers_player_and_team(db: Path, capsys: pytest.CaptureFixture[str]) -> None:
    result = run_here(capsys, "stats", "--competition", "World Cup", "--top", "2", db=db)
    assert result.stdout.splitlines()[0] == "Top scorers – FIFA World Cup"
    assert [line.split()[1:4] for line in result.stdout.splitlines()[1:]] == [
        ["Cy", "Cole", "3"],
        ["Di", "Dunn", "3"],
    ]
    result = run_here(capsys, "stats", "--player", "ANN ASH", "--edition", "World Cup 2030", db=db)
    # He played the one match his team played: the appearance is known.
    assert "  FIFA World Cup 2030: 1 app, 1 goal" in result.stdout
    result = run_here(capsys, "stats", "--team", "cora", db=db)
    assert "  all matches: played 2, won 0, drawn 2, lost 0, goals 3-3" in result.stdout
    assert "    Semi-final: reached 1, through 1, out 0" in result.stdout


def test_a_teams_stats_narrowed_keep_the_knockout_rounds_and_name_the_scope(
    db: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Regression: ``stats --team Uruguay --competition "World Cup"`` dropped the
    competition's line and its knockout rounds, and ``--json`` gave "scope": ""."""
    out = run_here(capsys, "stats", "--team", "cora", "--competition", "World Cup", db=db)
    assert out.stdout.splitlines()[:3] == [
        "Cora",
        "  FIFA World Cup (0 of 23 editions held whole: the figures are of those): "
        "played 2, won 0, drawn 2, lost 0, goals 3-3",
        "    Semi-final: reached 1, through 1, out 0",
    ]
    out = run_here(capsys, "stats", "--team", "cora", "--edition", "World Cup 2030", db=db)
    assert out.stdout.splitlines()[1] == (
        "  FIFA World Cup 2030: played 1, won 0, drawn 1, lost 0, goals 1-1"
    )
    for scope, named in (("--competition", "World Cup"), ("--edition", "World Cup 2030")):
        shown = run_here(capsys, "stats", "--team", "cora", scope, named, "--json", db=db)
        assert json.loads(shown.stdout)["scope"] == f"FIFA {named}"


def test_a_tally_the_data_cannot_bound_is_not_said_as_at_least_0(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Marcelo in the World Cup files: an own goal, and no goal of his in the matches
    that list their scorers. "at least 0 goals" says nothing: "no goal known" does."""
    lib = Library.at(tmp_path)
    lib.result(
        "2030",
        "2030-06-01",
        "Alba",
        "1-0",
        "Brea",
        goals=(G("Eve Epp", "home", 20, own_goal=True),),
    )
    lib.result("2030", "2030-06-05", "Brea", "2-0", "Cora")  # its scorers not given
    lib.db.close()
    result = run_here(capsys, "stats", "--player", "eve epp", db=tmp_path / "records.sqlite3")
    assert result.returncode == 0, result.stderr
    [whole] = [line for line in result.stdout.splitlines() if "all matches" in line]
    assert whole.endswith(", no goal known, at least 1 o.g."), whole
    assert "at least 0" not in result.stdout


def test_facts_of_a_match(
    db: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    # Two editions of the World Cup's many: no first is a fact, only the fixture is.
    result = run_here(capsys, "facts", "2", db=db)
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines() == [
        "- Cora will face Alba in the final in Ville on Friday 5 June",
    ]
    # A library holding the competition's whole history states them.
    whole_history(monkeypatch, {"2026": 3})
    result = run_here(capsys, "facts", "2", db=db)
    assert result.stdout.splitlines() == [
        "- Cora reach their 1st FIFA World Cup final (FIFA World Cup matches on record since 2026)",
        "- The first FIFA World Cup meeting of Cora and Dene "
        "(FIFA World Cup matches on record since 2026)",
        "- Cy Cole: first FIFA World Cup goals (FIFA World Cup matches on record since 2026)",
        "- Di Dunn: first FIFA World Cup goals (FIFA World Cup matches on record since 2026)",
        "- Cora will face Alba in the final in Ville on Friday 5 June",
    ]
    result = run_here(capsys, "facts", "3", db=db)
    assert "no key stats" in result.stdout


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("standings", "World Cup 2031"), "no edition 'World Cup 2031' (did you mean"),
        (("stats", "--team", "Albba"), "no team 'Albba' (did you mean Alba?)"),
        (("stats", "--player", "Ann Ashh"), "no player 'Ann Ashh' (did you mean Ann Ash?)"),
        (("stats", "--competition", "Euro"), "no competition 'Euro'"),
        (("facts", "99"), "there is no match 99"),
        (("stats", "--top", "0"), "--top counts from 1"),
        # Regression: a count no database holds was a traceback (OverflowError).
        (("stats", "--top", str(2**64)), "--top is far too large (at most 9223372036854775807)"),
    ],
)
def test_unknown_names_are_one_line_errors(
    db: Path, capsys: pytest.CaptureFixture[str], args: tuple[str, ...], message: str
) -> None:
    assert message in one_error_line(run_here(capsys, *args, db=db))


def test_the_commands_run_as_a_program(db: Path) -> None:
    result = run("facts", "1", db=db)
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("- Alba will play the final in Ville")


def test_standings_stats_and_facts_as_json(db: Path, capsys: pytest.CaptureFixture[str]) -> None:
    import json

    result = run_here(capsys, "standings", "world cup 2030", "--json", db=db)
    found = json.loads(result.stdout)
    assert (found["edition"], found["league"]) == ("FIFA World Cup 2030", False)
    [group] = found["tables"]
    assert group["title"] == "Group A"
    assert group["rows"][0] == {
        "position": 1, "team": "Alba", "played": 1, "won": 1, "drawn": 0, "lost": 0,
        "goals_for": 2, "goals_against": 0, "goal_difference": 2, "points": 3, "level_with": [],
    }  # fmt: skip
    result = run_here(capsys, "stats", "--competition", "World Cup", "--top", "2", "--json", db=db)
    scorers = json.loads(result.stdout)["scorers"]
    assert [(s["rank"], s["name"], s["goals"]) for s in scorers] == [
        (1, "Cy Cole", 3),
        (1, "Di Dunn", 3),  # level on goals: they share the place
    ]


def test_standings_rank_a_group_play_offs_winner_above_its_loser(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """1954's Group 2 as published: West Germany second on their play-off win over
    Turkey (7-2), the play-off not in the table's figures."""
    from tests.opendata.test_openfootball_data import DATA

    if not DATA.is_dir():
        pytest.skip("the openfootball World Cup files are not beside the repository")
    db = tmp_path / "1954.sqlite3"
    assert run_here(capsys, "import", str(DATA / "1954" / "worldcup.json"), db=db).returncode == 0
    result = run_here(capsys, "standings", "World Cup 1954", "--group", "2", db=db)
    rows = [line.split() for line in result.stdout.splitlines()[2:6]]
    assert rows == [
        ["1", "Hungary", "2", "2", "0", "0", "17", "3", "+14", "4"],
        ["2", "West", "Germany", "2", "1", "0", "1", "7", "9", "-2", "2"],
        ["3", "Turkey", "2", "1", "0", "1", "8", "4", "+4", "2"],
        ["4", "South", "Korea", "2", "0", "0", "2", "0", "16", "-16", "0"],
    ]


def test_a_board_cut_in_a_tie_shows_everyone_level_at_the_cut(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Regression: ``stats --top 10`` of the 2022 World Cup showed six of the seven
    players on 3 goals, the seventh left out as if he had fewer. As published: Mbappé
    8, Messi 7, Giroud and Álvarez 4, then Valencia, Gakpo, Saka, Rashford, Morata,
    Ramos and Richarlison on 3."""
    from tests.opendata.test_openfootball_data import DATA

    if not DATA.is_dir():
        pytest.skip("the openfootball World Cup files are not beside the repository")
    db = tmp_path / "2022.sqlite3"
    assert run_here(capsys, "import", str(DATA / "2022" / "worldcup.json"), db=db).returncode == 0
    args = ("stats", "--edition", "World Cup 2022", "--top", "10")
    rows = json.loads(run_here(capsys, *args, "--json", db=db).stdout)["scorers"]
    assert [(x["rank"], x["goals"]) for x in rows] == [
        (1, 8), (2, 7), (3, 4), (3, 4), *[(5, 3)] * 7,
    ]  # fmt: skip
    level = {x["name"] for x in rows if x["goals"] == 3}
    assert level == {
        "Enner Valencia", "Cody Gakpo", "Bukayo Saka", "Marcus Rashford", "Álvaro Morata",
        "Gonçalo Ramos", "Richarlison",
    }  # fmt: skip
    printed = run_here(capsys, *args, db=db).stdout.splitlines()
    assert [line.split()[0] for line in printed[1:]] == ["1", "2", "3", "3", *["5"] * 7]
    # A cut that falls between two figures is kept where it is.
    rows = json.loads(run_here(capsys, *args[:-1], "4", "--json", db=db).stdout)["scorers"]
    assert [x["goals"] for x in rows] == [8, 7, 4, 4]


def test_a_list_cut_by_top_says_so(
    db: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Regression: ``stats --team`` listed 10 of Leverkusen's 17 opponents under a
    heading that did not say the list was cut; and a cut between two opponents met as
    often showed the first alone, as if met more."""
    out = run_here(capsys, "stats", "--player", "Cy Cole", "--top", "1", db=db).stdout
    assert "  Matches (latest first; a result lists its scorers only; the first 1 of 2 " \
        "matches, --top N for more):" in out.splitlines()  # fmt: skip
    whole = run_here(capsys, "stats", "--player", "Cy Cole", db=db).stdout
    assert "  Matches (latest first; a result lists its scorers only):" in whole.splitlines()
    lib = Library.at(tmp_path)
    met = (("01", "Brea"), ("02", "Brea"), ("03", "Cora"), ("04", "Cora"), ("05", "Dene"))
    for day, other in met:
        lib.result("2030", f"2030-06-{day}", "Alba", "1-0", other, goals=None)
    lib.db.close()
    path = tmp_path / "records.sqlite3"
    out = run_here(capsys, "stats", "--team", "Alba", "--top", "2", db=path).stdout
    assert "  Head-to-head (most met first; the first 2 of 3 opponents, --top N for more):" in out
    assert len([line for line in out.splitlines() if line.startswith("    v ")]) == 2
    listed = json.loads(
        run_here(capsys, "stats", "--team", "Alba", "--top", "2", "--json", db=path).stdout
    )
    assert (len(listed["opponents"]), listed["opponents_total"]) == (2, 3)
    # A cut between two opponents met as often shows both: Brea and Cora, twice each.
    out = run_here(capsys, "stats", "--team", "Alba", "--top", "1", db=path).stdout
    assert "  Head-to-head (most met first; the first 2 of 3 opponents, --top N for more):" in out
    shown = [line.split(":")[0] for line in out.splitlines() if line.startswith("    v ")]
    assert shown == ["    v Brea", "    v Cora"]
    listed = json.loads(
        run_here(capsys, "stats", "--team", "Alba", "--top", "1", "--json", db=path).stdout
    )
    assert [o["name"] for o in listed["opponents"]] == ["Brea", "Cora"]
    listed = json.loads(
        run_here(capsys, "stats", "--player", "Cy Cole", "--top", "1", "--json", db=db).stdout
    )
    assert (len(listed["matches"]), listed["matches_total"]) == (1, 2)


def test_a_teams_record_says_how_many_matches_and_wins_were_awarded(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Chile v Bolivia of 2016, played 0-0, was awarded 3-0 to Chile: ``stats --team``
    must not read as two matches played and a win on the pitch."""
    lib = Library.at(tmp_path)
    lib.result("2018", "2015-06-19", "Chile", "5-0", "Bolivia", goals=None)
    lib.result("2018", "2016-09-01", "Chile", "3-0", "Bolivia", goals=None, awarded=True)
    lib.result("2018", "2017-09-05", "Peru", "2-1", "Chile", goals=None)
    lib.db.close()
    path = tmp_path / "records.sqlite3"
    lines = run_here(capsys, "stats", "--team", "Chile", db=path).stdout.splitlines()
    assert "  all matches: played 3 (1 of them awarded), won 2 (1 by award), drawn 0, " \
        "lost 1, goals 9-2" in lines  # fmt: skip
    assert "    v Bolivia: played 2 (1 of them awarded), won 2 (1 by award), drawn 0, " \
        "lost 0, goals 8-0" in lines  # fmt: skip
    assert "    v Peru: played 1, won 0, drawn 0, lost 1, goals 1-2" in lines
    german = run_here(capsys, "--lang", "de", "stats", "--team", "Bolivia", db=path).stdout
    assert "Sp. 2 (davon 2 am grünen Tisch)" not in german  # one of the two was played
    assert "Sp. 2 (davon 1 am grünen Tisch), S 0, U 0, N 2 (1 am grünen Tisch)" in german
    found = json.loads(run_here(capsys, "stats", "--team", "Chile", "--json", db=path).stdout)
    bolivia = next(o for o in found["opponents"] if o["name"] == "Bolivia")
    awarded = {k: bolivia[k] for k in ("awarded", "won_awarded", "drawn_awarded", "lost_awarded")}
    assert awarded == {"awarded": 1, "won_awarded": 1, "drawn_awarded": 0, "lost_awarded": 0}
    assert (found["record"]["played"], found["record"]["awarded"]) == (3, 1)


def test_one_goal_as_a_lower_bound_is_at_least_1_goal() -> None:
    """It read "at least 1 goals"."""
    from tracker.cli.records import _tally_text
    from tracker.core.records.books import PlayerTally
    from tracker.core.records.coverage import Coverage

    partial = Coverage(matches=3, scorers=2)
    assert "at least 1 goal" in _tally_text(PlayerTally(appearances=1, goals=1), partial)
    assert "at least 1 goals" not in _tally_text(PlayerTally(appearances=1, goals=1), partial)
    assert "at least 2 goals" in _tally_text(PlayerTally(appearances=2, goals=2), partial)
    assert ", 1 goal" in _tally_text(PlayerTally(appearances=1, goals=1), Coverage(1, 1))


def test_a_substitute_is_counted_as_one_in_words_as_in_json(
    demo_db: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """O'Reilly came on at 82': the line said "0 as sub", the goals he scored as a sub,
    while --json counted his appearance off the bench."""
    came_on = run_here(capsys, "stats", "--player", "o'reilly", db=demo_db).stdout
    assert "1 app, 0 goals, 0 starts, 1 sub appearance, 14 min, 0 assists\n" in came_on
    scored = run_here(capsys, "stats", "--player", "Lautaro Martínez", db=demo_db).stdout
    assert "0 starts, 1 sub appearance, 15 min, 0 assists, 1 goal as a sub\n" in scored


@pytest.mark.parametrize(
    "args",
    [
        ("stats", "--player", ""),
        ("stats", "--team", ""),
        ("stats", "--team", "  "),
        ("stats", "--player", " ", "--json"),
        ("list", "--team", ""),
    ],
)
def test_an_empty_name_is_refused_not_taken_for_everyone(
    db: Path, args: tuple[str, ...], capsys: pytest.CaptureFixture[str]
) -> None:
    """Regression: ``stats --player ""`` printed the top scorers, and ``list --team ""``
    every match, with status 0, as if no name had been given."""
    with pytest.raises(SystemExit) as refused:  # a usage mistake, said as the parser says it
        run_here(capsys, *args, db=db)
    out, err = capsys.readouterr()
    assert refused.value.code == 2
    assert out == ""
    assert err.splitlines() == [
        f"match-tracker {args[0]}: error: argument {args[1]}: an empty name names no one; "
        f"give a name, or leave it out (see: match-tracker {args[0]} --help)"
    ]


def test_facts_in_a_language_the_program_does_not_write_is_refused(
    db: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Regression: ``facts 2 --lang xx`` was a database error (status 1); it is a usage
    mistake, said before anything is read, naming the languages there are."""
    with pytest.raises(SystemExit) as refused:
        run_here(capsys, "facts", "2", "--lang", "xx", db=db)
    out, err = capsys.readouterr()
    assert (refused.value.code, out) == (2, "")
    assert err.splitlines() == [
        "match-tracker facts: error: argument --lang: 'xx' is not a language of the "
        "program: en, de, es (see: match-tracker facts --help)"
    ]
    # Written as a locale says it, a language is the language: the same sentences.
    german = run_here(capsys, "facts", "2", "--lang", "de", db=db)
    assert german.returncode == 0 and german.stdout
    assert run_here(capsys, "facts", "2", "--lang", "DE_at", db=db).stdout == german.stdout


def test_a_part_of_a_team_name_fitting_several_teams_names_them(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Regression: ``stats --team arg`` and ``list --team Argent`` said "no team" (the
    second offering both names as a typing mistake); a part of one team's name found
    nothing either. The whole name comes first, in any case; a part that fits one team
    is that team; a part that fits several names them, with the usage mistake's status."""
    lib = Library.at(tmp_path)
    lib.result("2030", "2030-06-01", "Argentina", "1-0", "Brea", goals=(G("Leo Sosa", "home"),))
    lib.result("2030", "2030-06-02", "Argentinos Juniors", "2-0", "Cora",
               goals=(G("Leo Soto", "home"), G("Leo Soto", "home")))  # fmt: skip
    lib.db.close()
    path = tmp_path / "records.sqlite3"
    both = "could be any of 2 teams: Argentina, Argentinos Juniors; give more of its name"
    for command in ("stats", "list"):
        for typed in ("arg", "Argent"):
            result = run_here(capsys, command, "--team", typed, db=path)
            assert result.returncode == 2
            assert one_error_line(result) == f"match-tracker: error: {typed!r} {both}"
            assert result.stdout == ""
    assert run_here(capsys, "stats", "--team", "ARGENTINA", db=path).stdout.startswith(
        "Argentina\n  all matches: played 1, won 1,"
    )
    assert run_here(capsys, "stats", "--team", "juniors", db=path).stdout.startswith(
        "Argentinos Juniors\n  all matches: played 1, won 1,"
    )
    listed = json.loads(run_here(capsys, "list", "--team", "argentina", "--json", db=path).stdout)
    assert [(m["home"], m["away"]) for m in listed["matches"]] == [("Argentina", "Brea")]
    # A part of a player's name that fits two players is the same kind of mistake.
    result = run_here(capsys, "stats", "--player", "leo", db=path)
    assert result.returncode == 2
    assert one_error_line(result).startswith("match-tracker: error: 'leo' could be any of: Leo So")
