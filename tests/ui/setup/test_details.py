"""The match details page: fields that take what a user types, in the order they type it."""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QLocale, Qt

from tracker.services.setup import SetupService
from tracker.store.db import open_database
from tracker.ui.setup.details import numeric_date_format
from tracker.ui.setup.newmatch import NewMatchDialog


@pytest.fixture
def locale_gb() -> Iterator[None]:
    """A British user: day, month, year."""
    before = QLocale()
    QLocale.setDefault(QLocale("en_GB"))
    yield
    QLocale.setDefault(before)


def test_a_date_typed_as_digits_from_the_start_is_taken(qtbot, tmp_path, locale_gb) -> None:  # type: ignore[no-untyped-def]
    wizard = NewMatchDialog(SetupService(open_database(tmp_path / "m.sqlite3")))
    qtbot.addWidget(wizard)
    wizard.show()
    wizard.activateWindow()
    qtbot.waitUntil(wizard.isActiveWindow)
    form = wizard.details.form
    form.stage.setFocus()
    qtbot.keyClick(form.stage, Qt.Key.Key_Tab)
    assert form.date.hasFocus()
    qtbot.keyClicks(form.date, "15072018")
    assert form.date.date().toPython() == dt.date(2018, 7, 15)
    assert form.weekday.text() == "Sunday"
    assert form.date.text() == "15/07/2018"


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("en_GB", "dd/MM/yyyy"),
        ("en_US", "MM/dd/yyyy"),
        ("de_DE", "dd.MM.yyyy"),
        ("ja_JP", "yyyy/MM/dd"),
        ("C", "dd/MM/yyyy"),
    ],
)
def test_the_date_is_digits_in_the_locales_order(name: str, expected: str) -> None:
    assert numeric_date_format(QLocale(name)) == expected
