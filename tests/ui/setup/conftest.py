"""Fixtures for the set-up dialogs."""

from __future__ import annotations

import pytest

from tracker.ui.setup.details import MatchDetailsDialog
from tracker.ui.setup.newmatch import NewMatchDialog


@pytest.fixture(autouse=True)
def _discard_without_asking(monkeypatch: pytest.MonkeyPatch) -> None:
    """Closing a wizard with work in it asks first; the test's teardown closes it unasked.

    A test of that question patches ``confirm_discard`` itself.
    """
    monkeypatch.setattr(NewMatchDialog, "confirm_discard", lambda self: True)
    monkeypatch.setattr(MatchDetailsDialog, "confirm_discard", lambda self: True)
