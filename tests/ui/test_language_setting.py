"""The app hands the window's language setting to the messages written outside Qt."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QLocale

from tracker.app import set_user_language
from tracker.core import i18n


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    i18n.set_language("en")


def test_the_setting_chooses_the_language_of_the_messages() -> None:
    assert set_user_language("de") == "de" and i18n.language() == "de"
    assert i18n.gettext("{name} is not on the bench") == "{name} sitzt nicht auf der Bank"
    assert set_user_language("es") == "es"


def test_an_empty_setting_follows_the_system(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(QLocale, "system", staticmethod(lambda: QLocale("es_MX")))
    assert set_user_language("") == "es"
    monkeypatch.setattr(QLocale, "system", staticmethod(lambda: QLocale("fr_FR")))
    assert set_user_language(None) == "en"
