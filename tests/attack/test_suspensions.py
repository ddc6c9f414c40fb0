"""``suspensions`` and ``people split``: a refusal writes nothing, a confirmed match is
never changed by a people edit.

Issue 23, item 11: a refused ``suspensions "World Cup 2014"`` still wrote 182 tally
rows; ``people split`` changed a confirmed match.
"""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tests.attack.conftest import files_digest, surface
from tests.attack.test_arguments import _run
from tests.test_cli import one_error_line, run_here
from tracker.cli import demo_text, main

WORLD_CUP_2014 = (
    Path(__file__).parents[2] / "../shared/data/openfootball-worldcup/2014/worldcup.json"
)


@pytest.fixture(scope="module")
def made(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The 2014 World Cup's results and the demo match (confirmed), made once."""
    if not WORLD_CUP_2014.is_file():
        pytest.skip("the openfootball World Cup files are not here")
    path = tmp_path_factory.mktemp("suspensions") / "matches.sqlite3"
    demo = path.with_name("demo.json")
    demo.write_text(demo_text(), encoding="utf-8")
    for args in (
        ["import", "--format", "openfootball", str(WORLD_CUP_2014)],
        ["import", str(demo)],
        ["confirm", "65"],
        ["list"],
    ):
        assert main(["--db", str(path), *args]) == 0
    # The import counts the record books at once; uncount them, as a library written
    # by an older version is, so that a refusal that counted them would show.
    with sqlite3.connect(path) as connection:
        connection.execute("DELETE FROM appearance")
        connection.execute("UPDATE match SET tallied_revision = -1")
    connection.close()
    return path


@pytest.fixture
def library(made: Path, tmp_path: Path) -> Path:
    """A private copy of the made library."""
    copy = tmp_path / "matches.sqlite3"
    shutil.copyfile(made, copy)
    return copy


def _tallies(path: Path) -> int:
    with sqlite3.connect(path) as connection:
        count: int = connection.execute("SELECT count(*) FROM appearance").fetchone()[0]
    connection.close()
    return count


@pytest.mark.parametrize(
    "args",
    [
        # (no edition of 2015: "World Cup 2014" itself names the 2014 edition now)
        ("suspensions", "World Cup 2015"),
        ("suspensions", "World Cup 2015", "--decide", "1", "1", "2"),
        ("suspensions", "World Cup 2015", "--appeal", "1", "1", "--reason", "x"),
        ("suspensions", "9999"),
    ],
    ids=" ".join,
)
def test_a_refused_suspensions_writes_nothing(
    capsys: pytest.CaptureFixture[str], library: Path, args: tuple[str, ...]
) -> None:
    before = files_digest(library)
    assert _tallies(library) == 0
    line = one_error_line(run_here(capsys, *args, db=library))
    assert "no edition" in line
    assert files_digest(library) == before and _tallies(library) == 0


def test_the_bans_of_an_edition_found_are_read(
    capsys: pytest.CaptureFixture[str], library: Path
) -> None:
    for name in ("FIFA World Cup 2014", "World Cup 2014"):
        found = run_here(capsys, "suspensions", name, db=library)
        # Its results carry no cards: no ban is stated over data that is not there.
        assert found.returncode == 0
        assert "its bans cannot be told" in found.stdout


def test_people_split_leaves_a_confirmed_match_alone(
    capsys: pytest.CaptureFixture[str], library: Path
) -> None:
    [messi] = [
        line.split()[0]
        for line in run_here(capsys, "people", "--search", "Messi", db=library).stdout.splitlines()
    ]
    before = files_digest(library)
    line = one_error_line(run_here(capsys, "people", "split", messi, "--match", "65", db=library))
    assert "match 65 is confirmed: reopen it first" in line
    assert files_digest(library) == before
    # Reopened, the same split is done.
    assert run_here(capsys, "reopen", "65", db=library).returncode == 0
    done = run_here(capsys, "people", "split", messi, "--match", "65", db=library)
    assert done.returncode == 0 and "a new person" in done.stdout


edition = st.one_of(
    st.text(max_size=30),
    st.sampled_from(["World Cup 2014", "FIFA World Cup 2014", "2014", "1", "%", "\u202e"]),
    st.integers(min_value=0, max_value=2**64).map(str),
)
number = st.one_of(st.integers(min_value=-5, max_value=2**64).map(str), st.text(max_size=5))


@given(
    edition=edition,
    action=st.sampled_from(["", "--decide", "--appeal"]),
    values=st.tuples(number, number, number),
)
@surface("suspensions")
def test_any_suspensions_command_is_a_result_or_a_refusal_writing_nothing(
    capsys: pytest.CaptureFixture[str],
    library: Path,
    edition: str,
    action: str,
    values: tuple[str, str, str],
) -> None:
    edition = edition.replace("\x00", "")
    args = ["suspensions", edition]
    if action == "--decide":
        args += ["--decide", *values]
    elif action == "--appeal":
        args += ["--appeal", *values[:2], "--reason", values[2] or "x"]
    before = files_digest(library)
    result = _run(capsys, library, *args)
    assert "Traceback" not in result.stderr and result.returncode in (0, 1, 2)
    if result.returncode:
        assert len(result.stderr.splitlines()) == 1, result.stderr
        assert files_digest(library) == before
