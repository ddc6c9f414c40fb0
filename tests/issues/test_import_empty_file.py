"""``import`` of an empty file (a save or a copy that never wrote a byte) said "not
valid JSON: Expecting value (line 1, column 1)" (openfootball: "line 1, column 1: not
valid JSON (Expecting value)"; a StatsBomb events file: "the events file stops in the
middle (cut short?)", without naming it). The window's Import dialog said the same,
and a file dropped onto the window was "not a file Match Tracker reads".

An empty file (or one of blank space only) is now said to be empty, by its name;
nothing is imported.
"""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from tests.test_cli import digest, one_error_line, run_here
from tracker.services.matches import MatchService
from tracker.ui.files.importing import ImportDialog
from tracker.ui.mainwindow import MainWindow

ERROR = "match-tracker: error: "
NOTHING = "there is nothing in it to import"


@pytest.fixture
def library(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> Path:
    """A library holding the reference match."""
    path = tmp_path / "library.sqlite3"
    assert run_here(capsys, "demo", db=path).returncode == 0
    return path


@pytest.mark.parametrize(
    "options", [(), ("--format", "openfootball"), ("--format", "openfootball-squads")]
)
@pytest.mark.parametrize(("content", "said"), [(b"", "0 bytes"), (b"\n  \n", "blank space only")])
def test_an_empty_file_is_said_to_be_empty(
    capsys: pytest.CaptureFixture[str],
    tmp_path: Path,
    library: Path,
    options: tuple[str, ...],
    content: bytes,
    said: str,
) -> None:
    empty = tmp_path / "final.json"
    empty.write_bytes(content)
    before = digest(library)
    line = one_error_line(run_here(capsys, "import", *options, str(empty), db=library))
    assert line == f"{ERROR}{empty} is empty ({said}): {NOTHING}"
    assert digest(library) == before


def test_an_empty_statsbomb_events_file_is_named(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, library: Path
) -> None:
    events, lineups = tmp_path / "events" / "7.json", tmp_path / "lineups" / "7.json"
    for path in (events, lineups):
        path.parent.mkdir()
        path.write_bytes(b"")
    line = one_error_line(run_here(capsys, "import", str(events), str(lineups), db=library))
    assert line == f"{ERROR}{events} is empty (0 bytes): {NOTHING}"


def test_empty_standard_input_is_said_to_be_empty(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, library: Path
) -> None:
    monkeypatch.setattr("sys.stdin", io.TextIOWrapper(io.BytesIO(b"")))
    line = one_error_line(run_here(capsys, "import", "-", db=library))
    assert line == f"{ERROR}standard input is empty (0 bytes): {NOTHING}"


def test_the_import_dialog_says_the_same(qtbot, service: MatchService, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    empty = tmp_path / "final.json"
    empty.write_bytes(b"")
    dialog = ImportDialog(service)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.match_file.set_path(str(empty))
    dialog.import_button.click()
    qtbot.waitUntil(lambda: dialog.message.isVisible() and not dialog.busy, timeout=10_000)
    assert dialog.message.text() == f"Nothing was imported: {empty} is empty (0 bytes): {NOTHING}."
    assert service.library() == []


def test_a_file_dropped_on_the_window_is_said_to_be_empty(
    window: MainWindow, tmp_path: Path
) -> None:
    empty = tmp_path / "final.json"
    empty.write_bytes(b"")
    assert not window.open_files([str(empty)])
    assert window.statusBar().currentMessage() == (
        "final.json is empty (0 bytes): there is nothing in it to open."
    )
    assert window.document.service.library() == []
