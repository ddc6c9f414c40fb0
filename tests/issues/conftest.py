"""The window fixtures of tests/ui, for regression tests that drive the window."""

from tests.ui.conftest import db_path, fake_clock, fresh_match, live, make_window, window

__all__ = ["db_path", "fake_clock", "fresh_match", "live", "make_window", "window"]
