"""Command-line arguments: ids, names and searches held to one standard.

Issue 23, items 8 and 11: ids of 2**63 and above (``OverflowError``), bytes that are
not UTF-8 (``UnicodeEncodeError``), an appeal for a missing match (``IntegrityError``)
and ``%``/``_`` read as wildcards. Every id goes through one argparse type, every
free text through another: a usage line, before the database is opened.
"""

from __future__ import annotations

import os
import subprocess
from collections.abc import Callable
from pathlib import Path

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from tests.attack.conftest import files_digest, surface
from tests.test_cli import one_error_line, run_here
from tests.test_cli_people import library as people_library  # noqa: F401 - a fixture
from tracker.cli import main

BIG = str(2**63)
#: Every command taking an id, with the id replaced by {id}.
ID_COMMANDS = (
    ("people", "show", "{id}"),
    ("people", "merge", "1", "{id}"),
    ("people", "merge", "{id}", "1"),
    ("people", "split", "{id}", "--match", "1"),
    ("people", "split", "1", "--match", "{id}"),
    ("people", "split", "1", "--match", "1", "--to", "{id}"),
    ("people", "link", "{id}", "Lautaro", "--to", "1"),
    ("people", "link", "1", "Lautaro", "--to", "{id}"),
    ("suspensions", "1", "--decide", "{id}", "1", "1"),
    ("suspensions", "1", "--decide", "1", "{id}", "1"),
    ("suspensions", "1", "--appeal", "{id}", "1", "--reason", "x"),
    ("suspensions", "1", "--appeal", "1", "{id}", "--reason", "x"),
    ("show", "{id}"),
    ("export", "{id}"),
    ("confirm", "{id}"),
    ("facts", "{id}"),
)
#: Commands whose id-or-name argument is looked up as an id when it is digits.
NAME_OR_ID = (("suspensions", "{id}"), ("rules", "{id}"), ("rules", "{id}", "--kind", "cup"))


@pytest.fixture
def library(
    people_library: tuple[Path, dict[str, int]],  # noqa: F811
    capsys: pytest.CaptureFixture[str],
) -> tuple[Path, dict[str, int]]:
    """Two records of Lautaro, Enzo sent off; opened once by a command (its rows, written
    by other means, get their summaries then), so that the file is as a user has it."""
    path, ids = people_library
    assert main(["--db", str(path), "list"]) == 0
    capsys.readouterr()
    return path, ids


def _run(
    capsys: pytest.CaptureFixture[str], path: Path, *args: str
) -> subprocess.CompletedProcess[str]:
    """The command in this process; a usage error (status 2) is a result, not an exit."""
    try:
        return run_here(capsys, *args, db=path)
    except SystemExit as exc:
        out, err = capsys.readouterr()
        return subprocess.CompletedProcess(args, int(exc.code or 0), out, err)


def _usage_line(result: subprocess.CompletedProcess[str]) -> str:
    assert result.returncode == 2 and "Traceback" not in result.stderr
    lines = result.stderr.splitlines()
    assert len(lines) == 1, result.stderr
    return lines[0]


@pytest.mark.parametrize("value", [BIG, "9" * 4301, "0", "١٢"])
@pytest.mark.parametrize("command", ID_COMMANDS, ids=" ".join)
def test_an_id_no_database_holds_is_a_usage_line(
    capsys: pytest.CaptureFixture[str],
    library: tuple[Path, dict[str, int]],
    command: tuple[str, ...],
    value: str,
) -> None:
    path, _ = library
    before = files_digest(path)
    args = [part.replace("{id}", value) for part in command]
    line = _usage_line(_run(capsys, path, *args))
    assert "is not an id (1 to 9223372036854775807)" in line
    assert files_digest(path) == before


@pytest.mark.parametrize("value", [BIG, "¹", "²³"])  # "¹".isdigit() is True, int() refuses it
@pytest.mark.parametrize("command", NAME_OR_ID, ids=" ".join)
def test_an_id_beyond_the_database_s_integers_finds_nothing(
    capsys: pytest.CaptureFixture[str],
    library: tuple[Path, dict[str, int]],
    command: tuple[str, ...],
    value: str,
) -> None:
    path, _ = library
    before = files_digest(path)
    result = _run(capsys, path, *(part.replace("{id}", value) for part in command))
    # (suspensions names an edition; rules a competition)
    wanted = "no edition" if command[0] == "suspensions" else "there is no competition"
    assert wanted in one_error_line(result)
    assert files_digest(path) == before


NOT_UTF8 = os.fsdecode(b"Lautaro \xff\xfe")  # what Python makes of such bytes in argv
TEXT_COMMANDS = (
    ("people", "--search", "{text}"),
    ("stats", "--player", "{text}"),
    ("stats", "--team", "{text}"),
    ("rules", "{text}"),
    ("rules", "FIFA World Cup", "--rules", "{text}"),
    ("suspensions", "{text}"),
    ("suspensions", "1", "--appeal", "1", "1", "--reason", "{text}"),
    ("people", "link", "1", "{text}", "--to", "1"),
    ("list", "--search", "{text}"),
    ("standings", "{text}"),
    ("--user", "{text}", "demo"),
)


@pytest.mark.parametrize("command", TEXT_COMMANDS, ids=" ".join)
def test_bytes_that_are_not_utf8_are_a_usage_line(
    capsys: pytest.CaptureFixture[str],
    library: tuple[Path, dict[str, int]],
    command: tuple[str, ...],
) -> None:
    path, _ = library
    before = files_digest(path)
    line = _usage_line(_run(capsys, path, *(p.replace("{text}", NOT_UTF8) for p in command)))
    assert "holds bytes that are not UTF-8 text; retype it" in line
    assert files_digest(path) == before


def test_an_unexpected_argument_that_is_not_utf8_is_quoted_escaped(
    capsys: pytest.CaptureFixture[str],
    library: tuple[Path, dict[str, int]],
) -> None:
    path, _ = library
    line = _usage_line(_run(capsys, path, "rules", "--", "--rules", NOT_UTF8))
    assert "unrecognized arguments: Lautaro \\udcff\\udcfe" in line


def test_not_utf8_in_a_real_process_is_one_line(
    library: tuple[Path, dict[str, int]],
) -> None:
    path, _ = library
    import sys

    result = subprocess.run(
        [sys.executable, "-m", "tracker", "--db", str(path), "people", "--search", b"\xff"],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert "holds bytes that are not UTF-8" in _usage_line(result)


def test_an_appeal_for_a_missing_match_is_one_line_writing_nothing(
    capsys: pytest.CaptureFixture[str],
    library: tuple[Path, dict[str, int]],
) -> None:
    path, ids = library
    before = files_digest(path)
    result = _run(
        capsys, path, "suspensions", "1", "--appeal", str(ids["enzo"]), "999", "--reason", "x"
    )
    assert one_error_line(result) == "match-tracker: error: there is no match 999"
    missing = _run(capsys, path, "suspensions", "1", "--appeal", "999", "1", "--reason", "x")
    assert one_error_line(missing) == "match-tracker: error: there is no person 999"
    assert files_digest(path) == before


@pytest.mark.parametrize("wildcard", ["%", "_", "%%", "_a%"])
def test_a_search_for_a_wildcard_is_literal(
    capsys: pytest.CaptureFixture[str],
    library: tuple[Path, dict[str, int]],
    wildcard: str,
) -> None:
    path, _ = library
    found = _run(capsys, path, "people", "--search", wildcard)
    assert found.returncode == 0 and found.stdout == "no person fits\n"
    assert "Lautaro" in _run(capsys, path, "people", "--search", "laut").stdout


# --- fuzzing ----------------------------------------------------------------------------

argument = st.one_of(
    st.text(max_size=40),
    st.integers(min_value=-(2**80), max_value=2**80).map(str),
    st.sampled_from([NOT_UTF8, "%", "_", "\\", "'", '"', "--", "-1", "\x00", "\u202e", BIG]),
)
SHAPES = (
    ("people", "--search", "{0}"),
    ("people", "show", "{0}"),
    ("people", "merge", "{0}", "{1}"),
    ("people", "split", "{0}", "--match", "{1}"),
    ("people", "link", "{0}", "{1}", "--to", "{0}"),
    ("stats", "--player", "{0}"),
    ("rules", "{0}"),
    ("rules", "{0}", "--rules", "{1}"),
    ("suspensions", "{0}"),
    ("suspensions", "{0}", "--decide", "{1}", "{0}", "{1}"),
    ("suspensions", "1", "--appeal", "{0}", "{1}", "--reason", "{1}"),
    ("list", "--search", "{0}", "--page", "{1}"),
)


#: Hostile pairs, one per shape in turn: every shape is tried in every run, however few
#: examples the profile draws.
_PAIRS = ((NOT_UTF8, BIG), ("%", "-1"), ("\u202e", "_"), (BIG, NOT_UTF8), ("'", "--"))


def _every_shape(test: Callable[..., None]) -> Callable[..., None]:
    for number, shape in enumerate(SHAPES):
        test = example(shape=shape, values=_PAIRS[number % len(_PAIRS)])(test)
    return test


@_every_shape
@given(shape=st.sampled_from(SHAPES), values=st.tuples(argument, argument))
@surface("arguments")
def test_any_argument_is_a_result_or_one_line(
    capsys: pytest.CaptureFixture[str],
    library: tuple[Path, dict[str, int]],
    shape: tuple[str, ...],
    values: tuple[str, str],
) -> None:
    path, _ = library
    if any("\x00" in v for v in values):
        values = tuple(v.replace("\x00", "") for v in values)  # argv cannot hold NUL
    args = [part.format(*values) for part in shape]
    before = files_digest(path)
    result = _run(capsys, path, *args)
    assert "Traceback" not in result.stderr
    assert result.returncode in (0, 1, 2)
    if result.returncode:
        assert len(result.stderr.splitlines()) == 1, result.stderr
        assert files_digest(path) == before
