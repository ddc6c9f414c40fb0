"""Match › Publish live… serves the open match (or the library) read-only, says where and
to whom, and stops when asked or when the window closes."""

from __future__ import annotations

import socket
import urllib.request
from urllib.parse import urlsplit

import pytest
import segno
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor

from tests.ui.accesswalk import unnamed
from tests.ui.test_translation import speak, untranslated, visible_texts  # noqa: F401  (a fixture)
from tracker.ui.files import publish
from tracker.ui.files.publishdialog import QR_SCALE, PublishDialog
from tracker.ui.mainwindow import MainWindow


@pytest.fixture(autouse=True)
def any_free_port(monkeypatch: pytest.MonkeyPatch) -> None:
    """Tests run side by side: each server takes a free port, not the user's usual one."""
    monkeypatch.setattr(publish, "PREFERRED_PORT", 0)


def _open_dialog(qtbot, window: MainWindow) -> PublishDialog:  # type: ignore[no-untyped-def]
    action = window.actions_["publish"]
    assert action.isEnabled()
    action.trigger()
    dialog = window.findChild(PublishDialog, "publishDialog")
    assert dialog is not None
    qtbot.waitUntil(dialog.isVisible)
    return dialog


def _get(address: str) -> str:
    with urllib.request.urlopen(address, timeout=10) as reply:  # the test's own server
        assert reply.status == 200
        body: bytes = reply.read()
    return body.decode()


def _loopback(address: str) -> tuple[str, int]:
    """The same page on this computer's loopback, and the port."""
    parts = urlsplit(address)
    assert parts.port is not None
    return f"http://127.0.0.1:{parts.port}{parts.path}", parts.port


def _closed(port: int) -> bool:
    try:
        socket.create_connection(("127.0.0.1", port), timeout=2).close()
    except ConnectionRefusedError:
        return True
    return False


def _encodes(dialog: PublishDialog, text: str) -> bool:
    """True if the dialog's QR code shows exactly ``text``'s modules."""
    image = dialog.qr.pixmap().toImage()
    rows = [list(row) for row in segno.make(text, error="m", micro=False).matrix_iter(border=4)]
    if image.width() != len(rows) * QR_SCALE:
        return False
    dark = QColor("black").rgb()
    middle = QR_SCALE // 2
    return all(
        (image.pixel(x * QR_SCALE + middle, y * QR_SCALE + middle) == dark) == bool(module)
        for y, row in enumerate(rows)
        for x, module in enumerate(row)
    )


def test_the_open_match_is_published_on_this_computer_then_stopped(
    qtbot, window: MainWindow, demo_match: int
) -> None:  # type: ignore[no-untyped-def]
    assert window.open_match(demo_match)
    dialog = _open_dialog(qtbot, window)
    assert "Argentina v England" in dialog.open_match.text()
    assert dialog.open_match.isChecked() and dialog.local.isChecked()
    assert not dialog.stop_button.isEnabled()
    qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    published = dialog.publisher.published
    assert published is not None
    address = published.address
    assert address.startswith("http://127.0.0.1:")
    assert address.endswith(f"/matches/{demo_match}")
    # The page answers with the match, as a browser would fetch it.
    page = _get(address)
    assert 'id="score"' in page and "Argentina" in page and "England" in page
    # The link, the QR code and the words say where and to whom.
    assert f'href="{address}"' in dialog.address.text()
    assert _encodes(dialog, address)
    assert "Only this computer" in dialog.who.text()
    assert "read-only" in dialog.who.text()
    assert dialog.stop_button.isEnabled() and not dialog.start_button.isEnabled()
    assert unnamed(dialog) == []
    _, port = _loopback(address)
    qtbot.mouseClick(dialog.stop_button, Qt.MouseButton.LeftButton)
    assert dialog.publisher.published is None
    assert _closed(port)
    assert dialog.start_button.isEnabled() and not dialog.published_box.isVisible()


def test_the_library_on_the_network_shows_the_lan_address_and_stops_with_the_window(
    qtbot, window: MainWindow, demo_match: int, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    # A documentation address (TEST-NET-1): shown, never contacted.
    monkeypatch.setattr(publish, "lan_address", lambda: "192.0.2.10")
    dialog = _open_dialog(qtbot, window)
    # No match is open: only the library can be published.
    assert not dialog.open_match.isEnabled() and dialog.library.isChecked()
    dialog.network.setChecked(True)
    qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    published = dialog.publisher.published
    assert published is not None and published.network
    assert published.address.startswith("http://192.0.2.10:")
    assert urlsplit(published.address).path == "/"  # the matchday, every match linked
    assert _encodes(dialog, published.address)
    assert "Anyone on this network who has this address" in dialog.who.text()
    assert "the whole library" in dialog.who.text()
    # Bound to every interface: this computer's loopback answers too.
    loopback, port = _loopback(published.address)
    assert "England" in _get(loopback)
    window.close()
    assert _closed(port)


def test_closing_the_dialog_keeps_publishing_and_reopening_shows_where(
    qtbot, window: MainWindow, demo_match: int
) -> None:  # type: ignore[no-untyped-def]
    assert window.open_match(demo_match)
    dialog = _open_dialog(qtbot, window)
    qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    published = dialog.publisher.published
    assert published is not None
    dialog.close()
    loopback, port = _loopback(published.address)
    assert "Argentina" in _get(loopback)
    again = _open_dialog(qtbot, window)
    assert again is dialog and published.address in again.address.text()
    qtbot.keyClick(again.stop_button, Qt.Key.Key_Space)
    assert _closed(port)


def test_a_taken_port_moves_to_a_free_one(
    qtbot, window: MainWindow, demo_match: int, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        monkeypatch.setattr(publish, "PREFERRED_PORT", taken.getsockname()[1])
        assert window.open_match(demo_match)
        dialog = _open_dialog(qtbot, window)
        qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
        published = dialog.publisher.published
        assert published is not None
        assert urlsplit(published.address).port not in (None, taken.getsockname()[1])
        assert "Argentina" in _get(published.address)
        dialog.publisher.stop()


def test_without_a_network_address_it_says_so_and_publishes_nothing(
    qtbot, window: MainWindow, demo_match: int, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(publish, "lan_address", lambda: "")
    assert window.open_match(demo_match)
    dialog = _open_dialog(qtbot, window)
    dialog.network.setChecked(True)
    qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    assert dialog.publisher.published is None
    assert "no address on a local network" in dialog.problem.text()
    assert dialog.start_button.isEnabled()


def test_the_dialog_is_reached_with_the_keyboard(
    qtbot, window: MainWindow, demo_match: int
) -> None:  # type: ignore[no-untyped-def]
    assert window.open_match(demo_match)
    dialog = _open_dialog(qtbot, window)
    reached = set()
    widget = dialog.focusWidget() or dialog
    for _ in range(12):
        widget = widget.nextInFocusChain()
        if widget.focusPolicy() & Qt.FocusPolicy.TabFocus:
            reached.add(widget.objectName())
    assert {"publishOpenMatch", "publishLocal", "startPublishing"} <= reached


def test_the_dialog_speaks_german(qtbot, make_window, demo_match: int, speak) -> None:  # type: ignore[no-untyped-def]  # noqa: F811
    def texts() -> set[str]:
        window = make_window()
        assert window.open_match(demo_match)
        dialog = _open_dialog(qtbot, window)
        found = visible_texts(dialog) | {dialog.windowTitle()}
        qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
        found |= visible_texts(dialog)
        window.close()
        return found

    speak("en")
    english = texts()
    speak("de")
    german = texts()
    assert "Live veröffentlichen" in german
    assert not untranslated(english, german, {"Argentina v England"})


def test_quitting_the_application_stops_publishing(
    qtbot, qapp, window: MainWindow, demo_match: int
) -> None:  # type: ignore[no-untyped-def]
    assert window.open_match(demo_match)
    dialog = _open_dialog(qtbot, window)
    qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    published = dialog.publisher.published
    assert published is not None
    _, port = _loopback(published.address)
    qapp.aboutToQuit.emit()  # what QApplication.quit() sends before the event loop ends
    assert dialog.publisher.published is None
    assert _closed(port)


def _uncounted(path: str) -> list[tuple[int, int]]:
    """The matches the record books have not counted yet, read from another connection."""
    from tracker.store.db import open_database
    from tracker.store.records import tallies

    db = open_database(path, backups=0)
    try:
        with db.reading() as session:
            return tallies.stale(session)
    finally:
        db.close()


def test_the_record_books_are_counted_before_the_site_reads_them(
    qtbot, window: MainWindow, demo_match: int, db_path
) -> None:  # type: ignore[no-untyped-def]
    # The site may only read: what the window stored uncounted would show as "not yet
    # counted" there, so the window counts it first.
    assert [match for match, _ in _uncounted(str(db_path))] == [demo_match]
    assert window.open_match(demo_match)
    dialog = _open_dialog(qtbot, window)
    qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    assert dialog.publisher.published is not None
    assert _uncounted(str(db_path)) == []
    qtbot.mouseClick(dialog.stop_button, Qt.MouseButton.LeftButton)


def test_while_publishing_a_correction_is_counted_for_the_site(
    qtbot, window: MainWindow, demo_match: int, db_path
) -> None:  # type: ignore[no-untyped-def]
    # The site shows no key stats a correction may have made wrong until the record
    # books count it: while the window publishes, it counts each change itself, the
    # Key stats tab hidden or not.
    import dataclasses

    from tracker.core.match.events import Goal
    from tracker.ui.match.commands import EditEventCommand, perform

    assert window.open_match(demo_match)
    dialog = _open_dialog(qtbot, window)
    qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    assert window.docks["keyStatsDock"].visibleRegion().isEmpty()  # behind the event log
    old = next(e for e in window.document.events if isinstance(e, Goal))
    new = dataclasses.replace(old, time=dataclasses.replace(old.time, minute=old.time.minute + 1))
    assert perform(window.undo_stack, EditEventCommand(window.document, old, new))
    assert _uncounted(str(db_path)) != []  # the correction is stored, not counted yet
    qtbot.waitUntil(lambda: _uncounted(str(db_path)) == [], timeout=10_000)
    qtbot.mouseClick(dialog.stop_button, Qt.MouseButton.LeftButton)
