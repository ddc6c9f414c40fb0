"""``copy --from`` a library from a newer version of the app (or damaged) said it was
*the target* database ("the target database newer.sqlite3 was written by a newer
version…: nothing was written to it; update Match Tracker to write to it"): the user
was sent to look at the wrong database.

Each now names the source database, says what is wrong with it, that nothing was
copied and what to do; neither database is written, and no target file is made.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from tests.issues.test_unusable_target import cut_short, garbage, newer
from tests.test_cli import digest, one_error_line, run_here

ERROR = "match-tracker: error: "


def _said(source: Path) -> str:
    """What is wrong with each source, and what to do, as the error says it."""
    return {
        "newer.sqlite3": (
            "was written by a newer version of Match Tracker (schema 9999): nothing was "
            "copied; update Match Tracker to copy from it"
        ),
        "cut.sqlite3": (
            "is damaged: nothing was copied; restore one of its backups (match-tracker "
            f"--db {source} restore)"
        ),
        "garbage.sqlite3": (
            "is not a Match Tracker database (not an SQLite file): nothing was copied; "
            "check its name"
        ),
    }[source.name]


@pytest.mark.parametrize("make", [newer, cut_short, garbage], ids=lambda make: make.__name__)
@pytest.mark.parametrize("given", ["--from", "--db"])
def test_the_source_is_named_as_the_source(
    capsys: pytest.CaptureFixture[str],
    tmp_path: Path,
    make: Callable[[Path], Path],
    given: str,
) -> None:
    source = make(tmp_path)
    target = tmp_path / "target.sqlite3"
    before = digest(source)
    if given == "--from":
        result = run_here(capsys, "copy", "--from", str(source), "--to", str(target), db=None)
    else:
        result = run_here(capsys, "copy", "--to", str(target), db=source)
    line = one_error_line(result)
    assert line == f"{ERROR}the source database {source} {_said(source)}"
    assert "target" not in line
    assert digest(source) == before
    assert not any(p.name.startswith(target.name) for p in tmp_path.iterdir())
