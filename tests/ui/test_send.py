"""File › Send to league database… pushes the open match to a second database file."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtWidgets import QDialogButtonBox, QLineEdit

from tests.core.factory import AWAY, H1, card, start
from tracker.services.matches import MatchService
from tracker.store.db import open_database
from tracker.store.transfer import matchcopy as transfer
from tracker.ui.files import send
from tracker.ui.files.send import SendDialog
from tracker.ui.mainwindow import MainWindow


class Replies:
    """What the dialogs were shown, and what they answer."""

    def __init__(self, where: str) -> None:
        self.where = where
        self.password = ""
        self.asked_with: list[str] = []
        self.told: list[tuple[str, bool]] = []
        self.questions: list[str] = []
        self.overwrite = False


@pytest.fixture
def league(tmp_path: Path) -> Path:
    path = tmp_path / "league.sqlite3"
    open_database(path, backups=0).close()
    return path


@pytest.fixture
def replies(monkeypatch: pytest.MonkeyPatch, league: Path) -> Replies:
    answers = Replies(str(league))

    def ask(cls: type, parent: object, title: str, last: str) -> tuple[str, str] | None:
        answers.asked_with.append(last)
        return (answers.where, answers.password) if answers.where else None

    def tell(parent: object, text: str, *, problem: bool) -> None:
        answers.told.append((text, problem))

    def confirm(parent: object, text: str) -> bool:
        answers.questions.append(text)
        return answers.overwrite

    monkeypatch.setattr(SendDialog, "ask", classmethod(ask))
    monkeypatch.setattr(send, "tell", tell)
    monkeypatch.setattr(send, "confirm_overwrite", confirm)
    return answers


def _send(qtbot, window: MainWindow, replies: Replies) -> tuple[str, bool]:  # type: ignore[no-untyped-def]
    before = len(replies.told) + len(replies.questions)
    window.actions_["send"].trigger()
    qtbot.waitUntil(lambda: len(replies.told) + len(replies.questions) > before, timeout=10000)
    qtbot.waitUntil(lambda: window.actions_["send"].isEnabled(), timeout=10000)
    return replies.told[-1] if replies.told else ("", False)


def _files(window: MainWindow, league: Path) -> tuple[dict, dict]:  # type: ignore[type-arg]
    match_id = window.document.match_id
    assert match_id is not None
    here = json.loads(window.document.service.export_text(match_id))
    server = MatchService(open_database(league, backups=0))
    try:
        with server.db.reading() as session:
            found = transfer.find(session, here["match"]["uuid"])
        assert found is not None
        return here, json.loads(server.export_text(found.id))
    finally:
        server.db.close()


def test_send_pushes_the_open_match_once_and_remembers_where(
    qtbot, window: MainWindow, replies: Replies, league: Path, fresh_match: int
) -> None:  # type: ignore[no-untyped-def]
    assert not window.actions_["send"].isEnabled()  # no match open yet
    window.open_match(fresh_match)
    assert window.actions_["send"].isEnabled()
    text, problem = _send(qtbot, window, replies)
    assert not problem
    assert text.startswith("Sent match 1 (Argentina v England) to sqlite:///")
    assert replies.asked_with == [""]
    assert window.settings.value(send.SETTING) == str(league)
    here, there = _files(window, league)
    assert here == there
    text, problem = _send(qtbot, window, replies)
    assert "is already up to date" in text and not problem
    assert replies.asked_with == ["", str(league)]  # the last database is offered again
    assert window.statusBar().currentMessage() == text


def test_a_conflict_asks_before_overwriting(
    qtbot, window: MainWindow, replies: Replies, league: Path, fresh_match: int
) -> None:  # type: ignore[no-untyped-def]
    window.open_match(fresh_match)
    assert window.log_event(start(H1))
    _send(qtbot, window, replies)
    here, there = _files(window, league)
    server = MatchService(open_database(league, backups=0))
    with server.db.reading() as session:
        found = transfer.find(session, here["match"]["uuid"])
    assert found is not None
    match, _ = server.load(found.id)
    assert match.away.lineup is not None
    server.log(found.id, card("12", H1, AWAY, match.away.lineup.starters[3]))
    server.db.close()
    doc = window.document
    assert doc.match is not None and doc.match.away.lineup is not None
    assert window.log_event(card("20", H1, AWAY, doc.match.away.lineup.starters[4]))
    _, before = _files(window, league)
    told = len(replies.told)
    window.actions_["send"].trigger()
    qtbot.waitUntil(lambda: bool(replies.questions), timeout=10000)
    assert "was changed there since you last sent it" in replies.questions[0]
    qtbot.waitUntil(lambda: window.actions_["send"].isEnabled(), timeout=10000)
    assert len(replies.told) == told  # declined: nothing more said, nothing sent
    assert _files(window, league)[1] == before
    assert "nothing was changed" in window.statusBar().currentMessage()
    replies.overwrite = True
    window.actions_["send"].trigger()
    qtbot.waitUntil(lambda: len(replies.told) > told, timeout=10000)
    assert replies.told[-1][0].startswith("Updated match 1 on sqlite:///")
    here, there = _files(window, league)
    assert here == there


def test_a_database_that_cannot_be_opened_is_said(
    qtbot, window: MainWindow, replies: Replies, fresh_match: int, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    window.open_match(fresh_match)
    replies.where = str(tmp_path / "typo.sqlite3")
    text, problem = _send(qtbot, window, replies)
    assert problem and text == f"The match was not sent: there is no database at {replies.where}."


def test_a_password_is_used_but_never_remembered(
    qtbot, window: MainWindow, replies: Replies, fresh_match: int
) -> None:  # type: ignore[no-untyped-def]
    pytest.importorskip("psycopg")
    window.open_match(fresh_match)
    replies.where = "postgresql+psycopg://secretary@127.0.0.1:1/league"
    replies.password = "s3cret-Pw"
    text, problem = _send(qtbot, window, replies)
    assert problem and "s3cret-Pw" not in text and "secretary:***@127.0.0.1:1" in text
    assert window.settings.value(send.SETTING) == replies.where


@pytest.mark.parametrize(
    "where",
    [
        "postgresql+psycopg://secretary@127.0.0.1:1/league?password=s3cret-Pw",
        "postgresql+psycopg://secretary:s3cret-Pw@127.0.0.1:1/league?sslmode=prefer",
    ],
)
def test_a_password_in_the_url_is_never_shown_nor_remembered(
    qtbot, window: MainWindow, replies: Replies, fresh_match: int, where: str
) -> None:  # type: ignore[no-untyped-def]
    pytest.importorskip("psycopg")
    window.open_match(fresh_match)
    status: list[str] = []
    window.statusBar().messageChanged.connect(status.append)
    replies.where = where
    text, problem = _send(qtbot, window, replies)
    assert problem and "127.0.0.1:1" in text
    remembered = str(window.settings.value(send.SETTING))
    assert remembered.startswith("postgresql+psycopg://secretary@127.0.0.1:1/league")
    assert any("Sending the match to" in line for line in status)
    for shown in (text, remembered, *status, *replies.asked_with):
        assert "s3cret-Pw" not in shown
    _send(qtbot, window, replies)
    assert "s3cret-Pw" not in replies.asked_with[-1]  # the remembered target offered again


def test_the_dialog_offers_the_last_database_and_hides_the_password(qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = SendDialog(None, "Reds v Blues", "league.sqlite3")
    qtbot.addWidget(dialog)
    assert dialog.location.text() == "league.sqlite3"
    assert dialog.password.echoMode() is QLineEdit.EchoMode.Password
    dialog.password.setText("pw")
    assert dialog.answer() == ("league.sqlite3", "pw")
    dialog.location.clear()
    assert not dialog.send.isEnabled()
    assert dialog.buttons.button(QDialogButtonBox.StandardButton.Cancel) is not None


def test_a_change_there_while_the_overwrite_is_asked_is_not_overwritten(
    qtbot, window: MainWindow, replies: Replies, league: Path, fresh_match: int, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    """Regression: the league's secretary logged a card while the laptop's asked whether
    to replace the league's copy; "Yes" replaced it, card and all, unasked."""
    window.open_match(fresh_match)
    assert window.log_event(start(H1))
    _send(qtbot, window, replies)
    here, _there = _files(window, league)
    server = MatchService(open_database(league, backups=0))
    try:
        with server.db.reading() as session:
            found = transfer.find(session, here["match"]["uuid"])
        assert found is not None
        match, _ = server.load(found.id)
        assert match.away.lineup is not None
        starters = match.away.lineup.starters
        server.log(found.id, card("12", H1, AWAY, starters[3]))
        assert window.log_event(card("20", H1, AWAY, starters[4]))
        questions: list[str] = []

        def confirm(parent: object, text: str) -> bool:
            questions.append(text)
            if len(questions) == 1:  # meanwhile, on the league's server
                server.log(found.id, card("30", H1, AWAY, starters[5]))
                return True
            return False

        monkeypatch.setattr(send, "confirm_overwrite", confirm)
        told = len(replies.told)
        window.actions_["send"].trigger()
        qtbot.waitUntil(lambda: len(questions) == 2, timeout=10000)
        qtbot.waitUntil(lambda: window.actions_["send"].isEnabled(), timeout=10000)
        assert "was changed there since you last sent it" in questions[1]
        assert len(replies.told) == told  # declined the second time: nothing sent
        minutes = [e.time.minute for e in server.load(found.id)[1]]
        assert minutes == [0, 12, 30]  # the league's cards, the one logged meanwhile too
    finally:
        server.db.close()
