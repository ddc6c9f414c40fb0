"""The command line speaks the locale's language, as the window does.

Regression: under ``LANG=de_DE.UTF-8`` the window spoke German and every command
English, even the refusals the services word in German for the window.
"""

from __future__ import annotations

import datetime as dt
import json
import shutil
import subprocess
from collections.abc import Callable
from pathlib import Path

import pytest

from tests.helpers.today import fix_today
from tests.test_cli import run_here
from tests.test_cli_people import library as library

_LOCALE = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")


@pytest.fixture(scope="module")
def demo_copy(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A database with the reference match (made once, in English)."""
    path = tmp_path_factory.mktemp("language") / "demo.sqlite3"
    from tracker.cli import main

    assert main(["--db", str(path), "demo"]) == 0
    return path


@pytest.fixture
def db(demo_copy: Path, tmp_path: Path) -> Path:
    copy = tmp_path / "copy.sqlite3"
    shutil.copyfile(demo_copy, copy)
    return copy


def under(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], db: Path, **env: str
) -> Callable[..., subprocess.CompletedProcess[str]]:
    """``run_here`` with the locale variables ``env`` alone set."""

    def command(*args: str) -> subprocess.CompletedProcess[str]:
        for variable in _LOCALE:
            monkeypatch.delenv(variable, raising=False)
        for variable, value in env.items():
            monkeypatch.setenv(variable, value)
        return run_here(capsys, *args, db=db)

    return command


def test_a_german_locale_gets_german_messages_and_words(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], db: Path
) -> None:
    german = under(monkeypatch, capsys, db, LANG="de_DE.UTF-8")
    shown = german("show", "1")
    assert shown.returncode == 0
    assert shown.stdout.splitlines()[0] == "Argentina v England  2-1  (beendet)"
    assert "Anstoß" in shown.stdout
    listed = german("list").stdout.splitlines()
    assert listed[0].split() == ["id", "Datum", "Wettbewerb", "Spiel", "Ergebnis", "Status"]
    assert listed[1].endswith("beendet")
    assert german("facts", "1").stdout.startswith("Spiel 1: keine Statistiken (")
    assert german("facts", "1", "--lang", "en").stdout.startswith("match 1: no key stats (")
    assert german("confirm", "1").stdout == "Spiel 1 bestätigt und gesperrt\n"
    again = german("confirm", "1")
    assert (again.returncode, again.stdout) == (
        0,
        "Spiel 1 ist bereits bestätigt: nichts zu bestätigen\n",
    )
    refused = german("list", "--page", "0")
    assert (refused.returncode, refused.stderr) == (
        1,
        "match-tracker: Fehler: --limit und --page zählen ab 1\n",
    )


@pytest.mark.parametrize(
    ("env", "first"),
    [
        ({"LC_ALL": "es_ES.UTF-8", "LANG": "de_DE.UTF-8"}, "partido 1 confirmado y bloqueado\n"),
        ({"LANGUAGE": "fr:es", "LANG": "de_DE"}, "partido 1 confirmado y bloqueado\n"),
        ({"LC_MESSAGES": "de_AT.UTF-8"}, "Spiel 1 bestätigt und gesperrt\n"),
        ({"LANG": "C"}, "match 1 confirmed and locked\n"),
        ({"LC_ALL": "C", "LANG": "de_DE.UTF-8"}, "match 1 confirmed and locked\n"),
        ({"LANG": "fr_FR.UTF-8"}, "match 1 confirmed and locked\n"),
        ({}, "match 1 confirmed and locked\n"),
    ],
)
def test_the_language_is_read_from_the_locale_as_the_window_reads_it(
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    db: Path,
    env: dict[str, str],
    first: str,
) -> None:
    assert under(monkeypatch, capsys, db, **env)("confirm", "1").stdout == first


def test_lang_chooses_the_language_whatever_the_locale(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], db: Path
) -> None:
    german = under(monkeypatch, capsys, db, LANG="de_DE.UTF-8")
    assert german("--lang", "en", "confirm", "1").stdout == "match 1 confirmed and locked\n"
    assert german("--lang", "es", "reopen", "1").stdout == "partido 1 reabierto\n"
    with pytest.raises(SystemExit) as refused:
        german("--lang", "fr", "list")
    assert refused.value.code == 2
    assert "'fr' is not a language of the program: en, de, es" in capsys.readouterr().err


def test_json_and_exit_statuses_are_the_same_in_every_language(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], db: Path
) -> None:
    said: dict[str, list[tuple[int, str]]] = {}
    for locale in ("C.UTF-8", "de_DE.UTF-8", "es_ES.UTF-8"):
        command = under(monkeypatch, capsys, db, LANG=locale)
        results = [command(*args) for args in (["list", "--json"], ["show", "1", "--json"])]
        results.append(command("show", "99", "--json"))
        said[locale] = [(r.returncode, r.stdout) for r in results]
    assert said["de_DE.UTF-8"] == said["C.UTF-8"] == said["es_ES.UTF-8"]
    listed = json.loads(said["de_DE.UTF-8"][0][1])
    assert listed["matches"][0]["status"] == "finished"
    events = json.loads(said["de_DE.UTF-8"][1][1])["events"]
    assert events[0]["text"] == "Kick-off"
    assert said["C.UTF-8"][2][0] == 1


def test_restore_speaks_the_locale_s_language(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], db: Path
) -> None:
    german = under(monkeypatch, capsys, db, LANG="de_DE.UTF-8")
    german("confirm", "1")  # opened for writing: a backup is taken
    listed = german("restore").stdout.splitlines()
    assert listed[0] == f"Sicherungen von {db}, die neueste zuerst:"
    assert listed[-1] == f"eine wiederherstellen mit: match-tracker --db {db} restore NUMBER"
    wrong = german("restore", "9")
    assert wrong.returncode == 1
    assert wrong.stderr.startswith("match-tracker: Fehler: es gibt keine Sicherung 9 (siehe: ")
    done = german("restore", "1")
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith(f"{db} aus ")
    assert " wiederhergestellt" in done.stdout.splitlines()[0]


def test_an_imported_result_is_listed_in_the_locale_s_words(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    from tests.services.test_results_import import _cup, _write

    german = under(monkeypatch, capsys, tmp_path / "cup.sqlite3", LANG="de_DE.UTF-8")
    done = german("import", "--format", "openfootball", _write(tmp_path / "2030", _cup()))
    assert done.stdout == "1 Datei(en) importiert, 3 Spiele: 3 neu, 0 unverändert\n"
    listed = german("list").stdout
    assert "1-1 n. V. (4-3 i. E.)" in listed
    assert "beendet, nur Ergebnis – keine Aufstellungen" in listed
    assert "Ansetzung" in listed
    # Its rounds and a fixture's teams as the window's library words them.
    assert "Test Cup 2030 – Gruppe A" in listed
    assert "Sieger Spiel 1 v Greens" in listed
    # The key stats in the same language, unless facts --lang says another.
    assert german("facts", "1").stdout == "- Reds spielt am Dienstag, 11. Juni, im Finale\n"
    assert german("facts", "1", "--lang", "en").stdout == (
        "- Reds will play the final on Tuesday 11 June\n"
    )
    # JSON keeps the words a script reads, whatever the locale.
    found = json.loads(german("list", "--json").stdout)["matches"]
    assert {m["status"] for m in found} == {"finished, result only — no line-ups", "fixture"}
    assert "1-1 aet (4-3 pens)" in {m["score"] for m in found}


def test_an_imported_result_is_shown_in_the_locale_s_words(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    from tests.services.test_results_import import _cup, _write

    fix_today(monkeypatch, dt.date(2030, 6, 1))  # the final of 10 June is still to play
    german = under(monkeypatch, capsys, tmp_path / "cup.sqlite3", LANG="de_DE.UTF-8")
    german("import", "--format", "openfootball", _write(tmp_path / "2030", _cup()))
    assert german("show", "1").stdout.splitlines() == [
        "Reds 2-1, Halbzeit 1-0 Blues  2030-06-01",
        "Test Cup 2030 – Gruppe A (nur Ergebnis – keine Aufstellungen)",
        "     12'  Tor Reds: Ann Able",
        "     80'  Tor Reds: Ann Able (Elfm.)",
        "   90'+3  Tor Blues: Reds Defender (Eigentor)",
    ]
    assert german("show", "3").stdout.splitlines()[0].startswith("Reds 1-1 n. V. (4-3 i. E.) ")
    assert german("show", "2").stdout.splitlines()[1] == (
        "Test Cup 2030 – Finale, Ansetzung, noch nicht gespielt, Shelbyville"
    )


def test_suspensions_speak_one_language_a_line(
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    library: tuple[Path, dict[str, int]],
) -> None:
    """The bans' reasons and matches are worded in the user's language: the line around
    them is too, not English around "gegen England"."""
    path, ids = library
    german = under(monkeypatch, capsys, path, LANG="de_DE.UTF-8")
    enzo, semi = str(ids["enzo"]), str(ids["semi"])
    listed = german("suspensions", "1", "--decide", enzo, semi, "3").stdout.splitlines()[0]
    assert listed == (
        "Enzo Fernández (Argentina): Platzverweis gegen England, 15. Juli (3 Spiele); "
        "fehlt gegen Spain, 19. Juli, und in 2 weiteren"
    )
    english = under(monkeypatch, capsys, path, LANG="C")("suspensions", "1").stdout
    assert english.startswith(
        "Enzo Fernández (Argentina): sent off v England, 15 Jul (3 matches); "
        "misses v Spain, 19 Jul, and 2 more\n"
    )


def test_a_group_table_speaks_the_locale_s_language_on_every_line(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """``standings`` printed its group's headings in English under a German locale:
    now its group, headings, figures and play-off note are German, in columns."""
    from tests.opendata.test_openfootball_data import DATA

    if not DATA.is_dir():
        pytest.skip("the openfootball World Cup files are not beside the repository")
    german = under(monkeypatch, capsys, tmp_path / "1954.sqlite3", LANG="de_DE.UTF-8")
    assert german("import", str(DATA / "1954" / "worldcup.json")).returncode == 0
    assert german("standings", "World Cup 1954", "--group", "2").stdout.splitlines() == [
        "FIFA World Cup 1954 – Gruppe 2",
        " #  Mannschaft    Sp.   S   U   N  Tore  Diff.  Pkt.",
        " 1  Hungary         2   2   0   0  17:3    +14     4",
        " 2  West Germany    2   1   0   1   7:9     -2     2",
        " 3  Turkey          2   1   0   1   8:4     +4     2",
        " 4  South Korea     2   0   0   2  0:16    -16     0",
        "    West Germany vor Turkey: Entscheidungsspiel 7:2 gewonnen "
        "(nicht in den Zahlen der Tabelle)",
    ]
    refused = german("standings", "World Cup 1954", "--group", "2", "--home")
    assert (refused.returncode, refused.stderr) == (
        1,
        "match-tracker: Fehler: --home, --away, --as-of und --positions gelten für die "
        "Tabelle einer Liga\n",
    )
    english = under(monkeypatch, capsys, tmp_path / "1954.sqlite3", LANG="C")
    table = english("standings", "World Cup 1954", "--group", "2").stdout.splitlines()
    assert table[1] == " #  Team           P   W   D   L  GF  GA   GD  Pts"
    assert table[-1] == (
        "    West Germany above Turkey: play-off won 7-2 (not in the table's figures)"
    )


def test_a_league_table_speaks_the_locale_s_language_on_every_line(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """The Bundesliga's 2024-25 table under a German locale: German headings lined up
    over the figures, its form, note and rules in German; its JSON as in English."""
    from tests.services.test_league_import import LEAGUES

    season = LEAGUES / "2024-25" / "de.1.json"
    if not season.is_file():
        pytest.skip("the openfootball league files are not beside the repository")
    german = under(monkeypatch, capsys, tmp_path / "de.sqlite3", LANG="de_DE.UTF-8")
    assert german("import", str(season)).returncode == 0
    lines = german("standings", "Bundesliga 2024/25").stdout.splitlines()
    assert lines[:3] == [
        "Deutsche Bundesliga 2024-25 – Tabelle",
        " #  Mannschaft                Sp.   S   U   N   Tore  Diff.  Pkt.  Form",
        " 1  FC Bayern München          34  25   7   2  99:32    +67    82  SSUSS",
    ]
    assert lines[-1] == (
        "Regeln: 3 Punkte für einen Sieg, 1 für ein Unentschieden; bei Punktgleichheit: "
        "Tordifferenz, erzielte Tore, Punkte im direkten Vergleich, Tordifferenz im direkten "
        "Vergleich, Auswärtstore im direkten Vergleich, auswärts erzielte Tore"
    )
    assert lines[-2].startswith("Alle 306 Spiele gezählt; keine Punktabzüge")
    home = german("standings", "Bundesliga 2024/25", "--home", "--as-of", "2025-01-01")
    assert home.stdout.startswith(
        "Deutsche Bundesliga 2024-25, Stand 2025-01-01, nur Heimspiele – Tabelle\n"
    )
    grid = german("standings", "Bundesliga 2024/25", "--positions").stdout.splitlines()
    assert grid[0] == "Deutsche Bundesliga 2024-25 – Platz nach jedem Spieltag"
    assert grid[1].startswith("Spieltag                   1  2")
    english = under(monkeypatch, capsys, tmp_path / "de.sqlite3", LANG="C")
    assert english("standings", "Bundesliga 2024/25").stdout.splitlines()[1] == (
        " #  Team                       P   W   D   L   GF   GA    GD  Pts  Form"
    )
    for args in (["--json"], ["--positions", "--json"]):
        said = german("standings", "Bundesliga 2024/25", *args)
        assert (said.returncode, said.stdout) == (
            0,
            english("standings", "Bundesliga 2024/25", *args).stdout,
        )


def test_stats_speak_the_locale_s_language(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], db: Path
) -> None:
    """``stats`` said its top scorers, a player's and a team's record in English under a
    German locale; its JSON and refusals' exit statuses stay as they were."""
    german = under(monkeypatch, capsys, db, LANG="de_DE.UTF-8")
    assert german("stats").stdout.splitlines() == [
        "Torschützen – alle Spiele",
        "  1  Lautaro Martínez  1            Argentina",
        "  1  Anthony Gordon    1            England",
        "  1  Enzo Fernández    1            Argentina",
    ]
    assert german("stats", "--player", "messi").stdout.splitlines()[1:] == [
        "  alle Spiele: 1 Eins., 0 Tore, 1-mal Startelf, 0-mal eingewechselt, 96 Min., 2 Vorlagen",
        "  FIFA World Cup 2026: 1 Eins., 0 Tore, 1-mal Startelf, 0-mal eingewechselt, 96 Min., "
        "2 Vorlagen",
        "  Spiele (neueste zuerst; ein Ergebnis nennt nur seine Torschützen):",
        "    2026-07-15  Argentina 2-1 England  Halbfinale  2 Vorlagen",
    ]
    team = german("stats", "--team", "England").stdout.splitlines()
    assert team[1] == "  alle Spiele: Sp. 1, S 0, U 0, N 1, Tore 1-2"
    assert "    Halbfinale: erreicht 1, weiter 0, ausgeschieden 1" in team
    assert team[-2:] == [
        "  Direkte Duelle (häufigste Gegner zuerst):",
        "    v Argentina: Sp. 1, S 0, U 0, N 1, Tore 1-2",
    ]
    refused = german("stats", "--top", "0")
    assert (refused.returncode, refused.stderr) == (1, "match-tracker: Fehler: --top zählt ab 1\n")
    english = under(monkeypatch, capsys, db, LANG="C")
    for args in (["stats", "--json"], ["stats", "--player", "messi", "--json"]):
        assert german(*args).stdout == english(*args).stdout
    assert english("stats").stdout.startswith("Top scorers – all matches\n")


def test_a_top_scorers_board_of_matches_without_scorers_says_at_least_in_german(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """The board over 1954 (no scorers on file) and 2014: its note and its "at least"
    figures in German, the columns lined up under the longer words."""
    from tests.opendata.test_openfootball_data import DATA

    if not DATA.is_dir():
        pytest.skip("the openfootball World Cup files are not beside the repository")
    german = under(monkeypatch, capsys, tmp_path / "two.sqlite3", LANG="de_DE.UTF-8")
    files = [str(DATA / year / "worldcup.json") for year in ("1954", "2014")]
    assert german("import", *files).returncode == 0
    board = german("stats", "--competition", "World Cup", "--top", "2").stdout.splitlines()
    assert board == [
        "Torschützen – FIFA World Cup",
        "  (Torschützen fehlen für 26 von 90 Spielen: eine Zahl mit „mindestens“ kann höher "
        "sein, und ein Torschütze",
        "  dieser Spiele kann in der Liste fehlen)",
        "  1  James Rodríguez             6 (1 Elfm.)             Colombia",
        "  2  Thomas Müller    mindestens 5 (mindestens 1 Elfm.)  Germany",
    ]
    assert german("stats", "--edition", "World Cup 1954").stdout == (
        "keine Torschützen erfasst in FIFA World Cup 1954 (Torschützen fehlen für 26 von "
        "26 Spielen)\n"
    )


def test_adjust_speaks_the_locale_s_language(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """``adjust`` recorded, listed, refused and removed points adjustments in English under
    a German locale; a refusal still writes nothing and exits 1."""
    from tests.services.test_league_import import LEAGUES

    season = LEAGUES / "2024-25" / "de.1.json"
    if not season.is_file():
        pytest.skip("the openfootball league files are not beside the repository")
    german = under(monkeypatch, capsys, tmp_path / "de.sqlite3", LANG="de_DE.UTF-8")
    assert german("import", str(season)).returncode == 0
    edition = "Bundesliga 2024/25"
    assert german("adjust", edition).stdout == (
        "Deutsche Bundesliga 2024-25: keine Punktkorrekturen erfasst\n"
    )
    refused = german("adjust", edition, "Holstein Kiel", "-3")
    assert (refused.returncode, refused.stderr) == (
        1,
        "match-tracker: Fehler: den Grund mit --reason TEXT angeben: die Tabelle zeigt ihn\n",
    )
    made = german("adjust", edition, "Holstein Kiel", "-3", "--reason", "Lizenz", "--date",
                  "2025-03-01")  # fmt: skip
    assert made.stdout == (
        "3 Punkte Abzug für Holstein Kiel in Deutsche Bundesliga 2024-25 (Korrektur 1): Lizenz\n"
    )
    assert german("adjust", edition).stdout == "   1  Holstein Kiel -3: Lizenz, ab 2025-03-01\n"
    assert german("adjust", edition, "--remove", "1").stdout == (
        "entfernt: Holstein Kiel -3 (Lizenz)\n"
    )
    english = under(monkeypatch, capsys, tmp_path / "de.sqlite3", LANG="C")
    assert english("adjust", edition, "Holstein Kiel", "1", "--reason", "x").stdout == (
        "1 point awarded to Holstein Kiel in Deutsche Bundesliga 2024-25 (adjustment 2): x\n"
    )


def test_rules_speak_the_locale_s_language(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], db: Path
) -> None:
    """``rules`` said a competition's suspension and table rules in English under a German
    locale; the kind and the rules' names stay as --kind and --rules take them."""
    german = under(monkeypatch, capsys, db, LANG="de_DE.UTF-8")
    assert german("rules", "FIFA World Cup").stdout.splitlines() == [
        "FIFA World Cup (cup)",
        "  Regeln: world-cup",
        "  Platzverweis: 1 Spiel oder was ein Urteil festlegt",
        "  Gelbe Karten in verschiedenen Spielen: 2 Gelbe: 1 Spiel (danach beginnt die "
        "Zählung von vorn)",
        "  einzelne Gelbe verfallen nach: Gruppenphase, Viertelfinale",
        "  Spielberichte auf: English",
    ]
    league = german("rules", "FIFA World Cup", "--kind", "league").stdout.splitlines()
    assert "  einzelne Gelbe verfallen nach: nie" in league
    assert league[-1].startswith(
        "  Tabelle: 3 Punkte für einen Sieg, 1 für ein Unentschieden; bei Punktgleichheit: "
    )
    english = under(monkeypatch, capsys, db, LANG="C")("rules", "FIFA World Cup").stdout
    assert "  single yellows wiped after: never\n  match sheets in: English\n" in english
    assert "  table: 3 points a win, 1 a draw; level on points: goal difference" in english


def test_people_speak_the_locale_s_language(
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    library: tuple[Path, dict[str, int]],
) -> None:
    """``people`` listed, showed, linked and merged people in English under a German
    locale; the names, teams and match titles stay as stored."""
    path, ids = library
    german = under(monkeypatch, capsys, path, LANG="de_DE.UTF-8")
    lautaro, again = str(ids["lautaro"]), str(ids["lautaro2"])
    assert german("people").stdout.splitlines() == [
        "3  Enzo Fernández  Argentina  1 Spiel",
        "1  Lautaro Martínez (geboren 1997-08-22)  Argentina  1 Spiel",
        "2  Lautaro Martinez  Argentina  1 Spiel; auch Lautaro",
    ]
    assert german("people", "show", lautaro).stdout.splitlines()[1:] == [
        "geboren 1997-08-22",
        "bekannt als: Lautaro Martínez",
        "Mannschaften: Argentina",
        "  Spiel 1  2026-07-15  Argentina v England  Argentina, als Lautaro Martínez (Kader)",
    ]
    assert german("people", "review").stdout == "keine offenen Fragen: jeder Name ist verknüpft\n"
    assert german("people", "--search", "zzz").stdout == "keine Person passt\n"
    assert german("people", "merge", lautaro, again).stdout == (
        "Lautaro Martinez (2) mit Lautaro Martínez (1) zusammengeführt: 1 Tor\n"
    )
    english = under(monkeypatch, capsys, path, LANG="C")
    assert english("people").stdout.splitlines()[-1] == (
        "1  Lautaro Martínez (born 1997-08-22)  Argentina  2 matches; also Lautaro"
    )


def test_suspensions_refuse_in_the_locale_s_language_and_record_nothing(
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    library: tuple[Path, dict[str, int]],
) -> None:
    """An appeal without its reason was refused in English under a German locale."""
    path, ids = library
    german = under(monkeypatch, capsys, path, LANG="de_DE.UTF-8")
    refused = german("suspensions", "1", "--appeal", str(ids["enzo"]), str(ids["final"]))
    assert (refused.returncode, refused.stdout, refused.stderr) == (
        1,
        "",
        "match-tracker: Fehler: --appeal braucht --reason: warum er spielen darf\n",
    )
    nameless = german("suspensions", " ")
    assert nameless.stderr == (
        "match-tracker: Fehler: die Ausgabe nennen: ihre Nummer oder ihren Namen, etwa "
        "'FIFA World Cup 2026'\n"
    )
    assert (
        "lifted on appeal"
        not in under(monkeypatch, capsys, path, LANG="C")("suspensions", "1").stdout
    )
