"""Use cases shared by the window and the command line: one transaction per user action.

Owns what a user does: log and edit a match (:mod:`matches`, :mod:`setup`; the match
service builds on :mod:`reading`, :mod:`matchfiles` and :mod:`locking`, checks a changed
log with :mod:`eventchecks`, corrects cards together with :mod:`cards` and reads a
change back after its commit lost the connection with :mod:`readback`), the
library's list (:mod:`library`) and its records (:mod:`records`, :mod:`recordpages`,
:mod:`people`, :mod:`suspensions`, :mod:`leagues`, a knockout match's two-legged tie in
:mod:`ties`), imports and exports (:mod:`results`,
:mod:`opendata`, :mod:`exporting`, :mod:`outputs`, :mod:`archive`), moving matches
between databases (:mod:`league`, :mod:`copying`; a competition's award meeting a log
of its match on the way, :mod:`awards`), backups and watching for others'
changes (:mod:`backups`, :mod:`watch`), reading the library for the web site, which
never writes (:mod:`viewing`); what an action changed is :mod:`changes`, and their
errors are :mod:`errors`.

May import :mod:`tracker.store`, :mod:`tracker.sheet`, :mod:`tracker.opendata` and
:mod:`tracker.core`; never Qt or the window.
"""

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
