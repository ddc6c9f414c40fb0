"""Use cases shared by the window and the command line: one transaction per user action."""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from tracker.services.matches import Change, MatchService, ServiceError

__all__ = ["Change", "MatchService", "ServiceError"]


def __getattr__(name: str) -> Any:
    """The names above, loaded on first use: the window paints before the database layers load."""
    if name in __all__:
        return getattr(importlib.import_module("tracker.services.matches"), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
