"""The command line reads the same everywhere (issue 20, item 7): argument names,
choices, a description and examples for each command, the environment in ``--help``,
shell completion, and ``--json`` on ``list``, ``show``, ``stats``, ``standings`` and
``facts`` (keys documented in README)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from tests.test_cli import one_error_line, run, run_here
from tracker.cli.command import build_parser
from tracker.cli.helptext import commands

ROOT = Path(__file__).resolve().parents[1]
#: The names an argument may have: one per kind of thing, the same in every command.
NAMES = {
    "MATCH", "PERSON", "DUPLICATE", "EDITION", "COMPETITION", "TEAM", "GROUP", "SEASON",
    "FILE", "DATABASE", "BACKUP", "LINK", "ADJUSTMENT", "NAME", "TEXT", "N", "DATE",
    "POINTS", "FORMAT", "KEY=VALUE", "JSON", "SHELL", "COMMAND", "ACTION", "{cup,league}", "LANG",
    "HOST", "PORT",
}  # fmt: skip


@pytest.fixture(scope="module")
def demo_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A database with the reference match loaded by ``demo``."""
    path = tmp_path_factory.mktemp("help") / "demo.sqlite3"
    assert run("demo", db=path).returncode == 0
    return path


def _help(*names: str) -> str:
    parser = build_parser()
    for name in names:
        parser = dict(commands(parser))[name]
    return parser.format_help()


def test_every_command_says_what_it_does_and_gives_an_example() -> None:
    for name, parser in commands(build_parser()):
        text = parser.format_help()
        description = parser.description or ""
        assert description[:1].isupper() and len(description.split()) >= 4, name
        assert "\nexamples:\n  " in text and f"match-tracker {name}" in text, name


def test_every_argument_is_named_the_same_way_everywhere() -> None:
    for name, parser in commands(build_parser()):
        for action in parser._actions:
            metavar = action.metavar
            shown = metavar if isinstance(metavar, tuple) else (metavar,)
            for each in shown:
                if each is not None:
                    assert each in NAMES, (name, action.dest, each)
            if (
                action.metavar is None
                and action.option_strings
                and action.nargs != 0
                and not action.choices
            ):
                raise AssertionError(f"{name} {action.option_strings}: no metavar")


def test_the_environment_is_in_the_top_level_help() -> None:
    read = set()
    for path in (ROOT / "tracker").rglob("*.py"):
        read |= set(re.findall(r"\b(TRACKER_[A-Z_]+)\b", path.read_text(encoding="utf-8")))
    assert read >= {"TRACKER_DB", "TRACKER_USER", "TRACKER_BACKUPS"}
    text = build_parser().format_help()
    for name in read:
        assert f"\n  {name} " in text, name


def test_format_lists_its_choices() -> None:
    from tracker.cli.files import EXPORT_FORMATS
    from tracker.services.exporting import formats

    assert sorted(EXPORT_FORMATS) == sorted(formats())
    text = " ".join(_help("export").split())
    assert "one of: " + ", ".join(EXPORT_FORMATS) in text
    text = " ".join(_help("import").split())
    assert all(f in text for f in ("json", "statsbomb", "openfootball", "openfootball-squads"))


def test_reopen_says_what_it_does() -> None:
    assert "Reopen a confirmed match for logging" in _help("reopen")
    assert "reopen it" not in build_parser().format_help()


@pytest.mark.parametrize("shell", ["bash", "zsh"])
def test_shell_completion(shell: str, capsys: pytest.CaptureFixture[str]) -> None:
    result = run_here(capsys, "completion", shell, db=None)
    assert result.returncode == 0
    for word in ("standings", "--competition", "--json", "people"):
        assert word in result.stdout


def _bash_completes(script: str, *words: str) -> list[str]:
    """What bash offers for the last of ``words`` with the completion script loaded."""
    import shutil
    import subprocess

    bash = shutil.which("bash")
    if bash is None:
        pytest.skip("bash is not installed")
    line = " ".join(f"'{w}'" for w in words)
    probe = (
        f"{script}\nCOMP_WORDS=({line}); COMP_CWORD=$(( ${{#COMP_WORDS[@]}} - 1 ));"
        'COMP_LINE="${COMP_WORDS[*]}"; COMP_POINT=${#COMP_LINE}; COMPREPLY=();'
        '_shtab_match_tracker match-tracker "${COMP_WORDS[-1]}" "${COMP_WORDS[-2]}";'
        'printf "%s\\n" "${COMPREPLY[@]}"'
    )
    done = subprocess.run([bash, "-c", probe], capture_output=True, text=True, timeout=60)
    return [w for w in done.stdout.splitlines() if w]


def test_bash_completes_commands_options_formats_and_files(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    script = run_here(capsys, "completion", "bash", db=None).stdout
    assert _bash_completes(script, "match-tracker", "sta") == ["standings", "stats"]
    assert "--lang" in _bash_completes(script, "match-tracker", "export", "--")
    assert _bash_completes(script, "match-tracker", "export", "1", "--format", "p") == ["pdf"]
    assert _bash_completes(script, "match-tracker", "import", "--format", "openf") == [
        "openfootball",
        "openfootball-squads",
    ]
    assert _bash_completes(script, "match-tracker", "export", "1", "--lang", "") == [
        "en",
        "de",
        "es",
    ]
    (tmp_path / "library.zip").write_bytes(b"")
    assert _bash_completes(script, "match-tracker", "load", str(tmp_path / "lib")) == [
        str(tmp_path / "library.zip")
    ]


def test_list_json(demo_db: Path, capsys: pytest.CaptureFixture[str]) -> None:
    found = json.loads(run_here(capsys, "list", "--json", db=demo_db).stdout)
    assert found["total"] == 1
    [match] = found["matches"]
    assert match == {
        "id": 1,
        "date": "2026-07-15",
        "competition": "FIFA World Cup 2026",
        "stage": "Semi-final",
        "home": "Argentina",
        "away": "England",
        "score": "2-1",
        "status": "finished",
        "record": "logged",
    }


# Issue 20, item 7: --competition needed the edition's full name as the match wrote it.
def test_list_by_competition_as_people_write_it(
    demo_db: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    for written in ("World Cup", "world cup 2026", "FIFA World Cup 2026"):
        result = run_here(capsys, "list", "--competition", written, "--json", db=demo_db)
        assert json.loads(result.stdout)["total"] == 1, written
    result = run_here(capsys, "list", "--competition", "Wrld Cup", db=demo_db)
    assert one_error_line(result) == (
        "match-tracker: error: no competition or edition 'Wrld Cup' (did you mean FIFA World Cup?)"
    )
    result = run_here(capsys, "list", "--competition", "World Cup 2030", db=demo_db)
    assert "no competition or edition 'World Cup 2030'" in one_error_line(result)


def test_show_json(demo_db: Path, capsys: pytest.CaptureFixture[str]) -> None:
    shown = json.loads(run_here(capsys, "show", "1", "--json", db=demo_db).stdout)
    assert (shown["home"], shown["away"], shown["score"], shown["status"]) == (
        "Argentina",
        "England",
        "2-1",
        "finished",
    )
    assert shown["events"][0] == {"time": "0'", "text": "Kick-off", "author": "", "changed": False}
    text = run_here(capsys, "show", "1", db=demo_db).stdout.splitlines()
    assert len(shown["events"]) == len(text) - 1


def test_stats_and_facts_json(demo_db: Path, capsys: pytest.CaptureFixture[str]) -> None:
    stats = json.loads(run_here(capsys, "stats", "--json", db=demo_db).stdout)
    assert stats["scope"] == "all matches" and stats["missing"] == ""
    assert sum(s["goals"] for s in stats["scorers"]) == 3
    player = json.loads(run_here(capsys, "stats", "--player", "messi", "--json", db=demo_db).stdout)
    assert player["person"]["name"] == "Lionel Messi"
    assert player["tally"]["assists"] == 2 and player["matches"][0]["score"] == "2-1"
    team = json.loads(run_here(capsys, "stats", "--team", "england", "--json", db=demo_db).stdout)
    assert team["record"] == {
        "played": 1, "won": 0, "drawn": 0, "lost": 1, "goals_for": 1, "goals_against": 2,
        "awarded": 0, "won_awarded": 0, "drawn_awarded": 0, "lost_awarded": 0,
    }  # fmt: skip
    facts = json.loads(run_here(capsys, "facts", "1", "--json", db=demo_db).stdout)
    assert facts == {"match": 1, "facts": [], "table_lines": [], "aggregate": None}


def test_a_name_not_found_suggests_close_ones(
    demo_db: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    result = run_here(capsys, "list", "--team", "argentna", db=demo_db)
    assert one_error_line(result).endswith("no team 'argentna' (did you mean Argentina?)")
    assert (
        json.loads(run_here(capsys, "list", "--team", "ENGLAND", "--json", db=demo_db).stdout)[
            "total"
        ]
        == 1
    )
    result = run_here(capsys, "rules", "Wrld Cup", db=demo_db)
    assert one_error_line(result).endswith("(did you mean FIFA World Cup?)")
    result = run_here(capsys, "stats", "--team", "englnd", db=demo_db)
    assert one_error_line(result).endswith("(did you mean England?)")


def test_the_version_is_the_package_s() -> None:
    from importlib.metadata import version

    import tracker

    assert tracker.__version__ == version("match-tracker")
    assert 'version = "' + tracker.__version__ + '"' in (ROOT / "pyproject.toml").read_text()
