"""The computer's day, fixed for the code under test.

Fixtures dated in 2030 are "to play" or "in play" only while the computer's day is before
them (or on them): from the day after, the app says, rightly, that their result is not
known or their log unfinished. A test whose meaning needs the match still to come, or
its log being written on its day, fixes the day the app reads where no day can be
passed to it (the store and the services ask ``dt.date.today()`` themselves), so that it
passes the same in any year.
"""

from __future__ import annotations

import datetime as dt
import importlib
import pkgutil
import sys
import types
from typing import Any

import pytest

# The packages whose modules read the day; the window's only once Qt is loaded.
_PACKAGES = ("core", "store", "services", "sheet", "cli", "opendata")
_WITH_QT = ("ui", "web")


def fix_today(monkeypatch: pytest.MonkeyPatch, day: dt.date) -> None:
    """``dt.date.today()`` is ``day`` in every module of the app until the test ends
    (``dt.datetime.now()`` stays the computer's: events are stamped as ever)."""

    class _Meta(type):
        def __instancecheck__(cls, instance: Any) -> bool:
            return isinstance(instance, dt.date)

        def __subclasscheck__(cls, subclass: type) -> bool:
            return issubclass(subclass, dt.date)

    class _Date(dt.date, metaclass=_Meta):
        @classmethod
        def today(cls) -> dt.date:  # type: ignore[override]
            return day

    shim = types.ModuleType("datetime")
    shim.__dict__.update(vars(dt))
    shim.date = _Date  # type: ignore[attr-defined]
    for module in _app_modules():
        found = getattr(module, "dt", None)
        if found is dt or getattr(found, "__fixed_day__", None) is not None:  # fixed again
            monkeypatch.setattr(module, "dt", shim)
    shim.__fixed_day__ = day  # type: ignore[attr-defined]


def _app_modules() -> list[types.ModuleType]:
    """Every module of the app, imported (a module imported later would read the
    computer's day)."""
    import tracker

    packages = _PACKAGES + (_WITH_QT if "PySide6.QtWidgets" in sys.modules else ())
    for info in pkgutil.walk_packages(tracker.__path__, "tracker."):
        top = info.name.split(".")[1]
        skipped = info.name.endswith("__main__") or ".migrations" in info.name
        if top in packages and not skipped:
            importlib.import_module(info.name)
    return [m for name, m in list(sys.modules.items()) if name.startswith("tracker")]
