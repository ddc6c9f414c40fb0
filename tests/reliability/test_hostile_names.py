"""Names with quotes, markup, emoji, right-to-left text and great length survive the
window, the service, the database, the match file and every export format; names with
control characters or bidirectional overrides are refused whole with a clear message."""

from __future__ import annotations

import csv
import dataclasses
import html
import io
import json
import shutil
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.helpers.matches import demo
from tracker.core.files import matchfile
from tracker.core.match.model import Match, Side, TeamSheet
from tracker.services import MatchService
from tracker.services.exporting import formats
from tracker.store.db import open_database

QUOTES = 'Conor "The Wall" O\'Brien <b>&amp;</b>'
EMOJI = "Emi 🧤 Martínez 👨‍👩‍👧"
ARABIC = "محمد صلاح"
HEBREW = "יוסי בניון"
LONG = "Wolfeschlegelsteinhausenbergerdorff" * 8  # 280 characters, one word
ZERO_WIDTH = "Zero\u200bWidth Na\u200cme"  # zero-width space and non-joiner are allowed
NAMES = (QUOTES, EMOJI, ARABIC, HEBREW, LONG, ZERO_WIDTH)
#: Text that could hide or reverse what follows it on screen: refused.
CONTROLS = ("Tab\there", "bell\x07", "\x1b[31mred", "line\nbreak", "evil\u202eflipped", "\u2067iso")
#: What every export must show of each name, whatever it does with control characters.
VISIBLE = (
    ("The Wall", "O'Brien"),
    ("🧤", "Martínez"),
    ("محمد", "صلاح"),
    ("יוסי", "בניון"),
    (LONG[:40],),
    ("Zero", "Width"),
)


def hostile_match() -> tuple[Match, list]:  # type: ignore[type-arg]
    """The reference match with six players, a manager and the officials renamed."""
    match, events = demo()
    squad = list(match.home.squad)
    renamed = {}
    for index, name in enumerate(NAMES):
        player = squad[index]
        squad[index] = dataclasses.replace(player, name=name, known_as=name)
        renamed[player.pid] = name
    home = dataclasses.replace(match.home, squad=tuple(squad), manager=QUOTES)
    away: TeamSheet = dataclasses.replace(match.away, name=f"England {EMOJI}", manager=ARABIC)
    officials = dataclasses.replace(match.officials, referee=HEBREW, var=ZERO_WIDTH)
    hostile = dataclasses.replace(
        match, home=home, away=away, officials=officials, venue=QUOTES, competition=LONG
    )
    return hostile, events


@pytest.fixture
def stored(tmp_path: Path) -> Iterator[tuple[MatchService, int]]:
    """The hostile match stored in a database file."""
    database = open_database(tmp_path / "matches.sqlite3")
    service = MatchService(database)
    match_id = service.import_match(*hostile_match())
    yield service, match_id
    database.close()


def _names(match: Match) -> set[str]:
    return {p.name for p in (*match.home.squad, *match.away.squad)} | {
        match.home.manager,
        match.away.manager,
        match.away.name,
        match.officials.referee,
        match.officials.var,
        match.venue,
        match.competition,
    }


def test_database_round_trip(stored: tuple[MatchService, int], tmp_path: Path) -> None:
    """Every name reads back exactly, also from a fresh connection to the file."""
    service, match_id = stored
    want = _names(hostile_match()[0])
    assert want <= _names(service.load(match_id)[0])
    again = MatchService(open_database(tmp_path / "matches.sqlite3"))
    assert want <= _names(again.load(match_id)[0])


def test_match_file_round_trip(stored: tuple[MatchService, int]) -> None:
    """Export to a match file and import it back: the same names, the same events."""
    service, match_id = stored
    text = service.export_text(match_id)
    json.loads(text)
    copy_id = service.import_text(text)
    original, copy = service.load(match_id), service.load(copy_id)
    assert _names(original[0]) == _names(copy[0])
    # Imported into the same database, the copy has an identity of its own.
    assert copy[0].uuid != original[0].uuid
    same = dataclasses.replace(copy[0], uuid=original[0].uuid)
    assert matchfile.to_dict(*original) == matchfile.to_dict(same, copy[1])


def _texts(name: str, output: bytes | dict[str, bytes]) -> list[str]:
    files = output.items() if isinstance(output, dict) else [(f"out.{name}", output)]
    texts = []
    for filename, data in files:
        if filename.endswith(".pdf") or name == "pdf":
            continue
        texts.append(data.decode("utf-8"))
    return texts


def _check_pdf_text(pdf: bytes) -> None:
    """The names' text is in the PDF (read back with poppler's pdftotext when installed)."""
    if shutil.which("pdftotext") is None:
        return
    text = subprocess.run(
        ["pdftotext", "-", "-"], input=pdf, capture_output=True, check=True
    ).stdout.decode("utf-8")
    # Arabic is drawn in its shaped forms, which text extraction does not map back, and
    # this machine has no emoji font: those two are checked in the other formats.
    for parts in (VISIBLE[0], ("Martínez",), VISIBLE[3], VISIBLE[4], VISIBLE[5]):
        for part in parts:
            assert part in text, f"pdf: {part!r} is missing"


@pytest.mark.parametrize("name", sorted(formats()))
def test_every_export_format(qapp, stored: tuple[MatchService, int], name: str) -> None:  # type: ignore[no-untyped-def]
    """Every export format renders the match and shows every name's visible text."""
    service, match_id = stored
    match, events = service.load(match_id)
    output = formats()[name].render(match, events, {})
    assert output
    if name == "pdf":
        assert bytes(output).startswith(b"%PDF")  # type: ignore[arg-type]
        _check_pdf_text(bytes(output))  # type: ignore[arg-type]
        return
    texts = _texts(name, output)
    everything = "\n".join(texts)
    for index, parts in enumerate(VISIBLE):
        if name == "statsbomb" and index in (4, 5) and parts[0] not in everything:
            continue  # open data carries players who appear in events and line-ups only
        for part in parts:
            found = part in everything or html.escape(part) in everything
            assert found, f"{name}: {part!r} is missing"
    for filename, data in output.items() if isinstance(output, dict) else []:
        if filename.endswith(".csv"):
            rows = list(csv.reader(io.StringIO(data.decode("utf-8"))))
            assert rows and all(len(r) == len(rows[0]) for r in rows), filename
        elif filename.endswith(".json"):
            json.loads(data)


def _tree_texts(panel) -> str:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import QModelIndex

    model = panel.tree.model()  # any item model: walk it through the model API
    texts: list[str] = []
    stack = [QModelIndex()]
    while stack:
        parent = stack.pop()
        for row in range(model.rowCount(parent)):
            texts += [
                model.index(row, c, parent).data() or "" for c in range(model.columnCount(parent))
            ]
            stack.append(model.index(row, 0, parent))
    return "\n".join(texts)


def test_through_the_window(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """The window shows every name, and logs a goal typed with an RTL name in the quick line."""
    from PySide6.QtCore import QSettings, Qt

    from tracker.app import build_window
    from tracker.core.match.events import Goal, PeriodStart
    from tracker.core.match.matchtime import MatchTime, Period

    path = tmp_path / "matches.sqlite3"
    service = MatchService(open_database(path))
    match = service.create(hostile_match()[0])
    assert match.id is not None
    service.log(match.id, PeriodStart(MatchTime(Period.FIRST_HALF, 0)))
    window = build_window(str(path), QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    window.show()
    assert window.open_match(match.id)
    assert EMOJI in window.windowTitle()
    lineup = _tree_texts(window.home_panel)
    state = window.document.state
    assert state is not None
    on_pitch = state.on_pitch(Side.HOME)
    for player in match.home.squad[:6]:
        if player.pid in on_pitch:
            assert player.name in lineup or player.short in lineup, player.name
    arabic = next(p for p in match.home.squad if p.name == ARABIC)
    assert arabic.pid in on_pitch
    window.quick.line.setFocus()
    window.quick.line.setText("17 goal صلاح")  # typed text; QTest can only type ASCII
    qtbot.keyClick(window.quick.line, Qt.Key.Key_Return)
    assert window.quick.line.text() == "", window.quick.error.text()
    [goal] = [e for e in service.load(match.id)[1] if isinstance(e, Goal)]
    assert goal.scorer == arabic.pid
    model = window.event_log.model()
    shown = [model.index(r, 1).data() for r in range(model.rowCount())]
    assert any(ARABIC in text for text in shown), shown


@pytest.mark.parametrize("bad", CONTROLS)
def test_control_characters_are_refused_whole(tmp_path: Path, bad: str) -> None:
    """A name hiding control characters is refused with one line; nothing is written."""
    from tracker.services import ServiceError

    match, events = demo()
    player = dataclasses.replace(match.away.squad[3], name=bad)
    squad = (*match.away.squad[:3], player, *match.away.squad[4:])
    poisoned = dataclasses.replace(match, away=dataclasses.replace(match.away, squad=squad))
    service = MatchService(open_database(tmp_path / "matches.sqlite3"))
    for attempt in (
        lambda: service.create(poisoned),
        lambda: service.import_match(poisoned, events),
        lambda: service.import_text(matchfile.dumps(poisoned, events)),
    ):
        with pytest.raises(ServiceError, match="control character") as refused:
            attempt()
        assert "\n" not in str(refused.value)
    assert service.library() == []
