"""Keep no copy of the source files PySide6 reads as modules are imported.

PySide6's import hook (``shibokensupport.feature``) tells whether each module imported
after it uses PySide by reading the module's whole source with ``inspect.getsource``.
That leaves every line of every such file in :mod:`linecache` for the rest of the
process: with the database layers loaded after the window's first frame, about 25 MB
that nothing reads again, and about 55 ms of the start-up spent reading them.
:func:`forget_read_sources` answers the hook's question without it: our own modules and
the standard library by name (ours are written for the plain API, which is what the
reading concludes for them; the standard library never uses PySide6), any other module
from the file's bytes, and drops whatever lines the hook still reads itself; a traceback
reads them again from the file if it ever needs them.
"""

from __future__ import annotations

import linecache
import sys
from collections.abc import Callable
from types import ModuleType

#: Marks the hook's check once it forgets what it read (so it is wrapped only once).
_WRAPPED = "_tracker_forgets_sources"


def forget_read_sources() -> bool:
    """Make PySide6's per-module source check forget the lines it reads; True if done
    (False with a PySide6 that does not read sources this way: nothing to do)."""
    feature = sys.modules.get("shibokensupport.feature")
    check: Callable[[ModuleType], bool] | None = getattr(feature, "_mod_uses_pyside", None)
    if feature is None or check is None or getattr(check, _WRAPPED, False):
        return check is not None
    vars(feature)["_mod_uses_pyside"] = _forgetting(check)  # the hook looks it up by name
    return True


def _forgetting(check: Callable[[ModuleType], bool]) -> Callable[[ModuleType], bool]:
    def uses_pyside(module: ModuleType) -> bool:
        top = getattr(module, "__name__", "").partition(".")[0]
        if top == "tracker":
            return True
        if top in sys.stdlib_module_names:
            return False
        path = getattr(module, "__file__", None)
        if isinstance(path, str) and path.endswith(".py"):
            # The hook's own test ("PySide6" in the source), without splitting the file
            # into lines first: a third of the time (about 35 ms less over a start-up).
            try:
                with open(path, "rb") as source:
                    return b"PySide6" in source.read()
            except OSError:
                pass  # not a plain file (inside a zip): asked the hook's way
        held = len(linecache.cache)
        try:
            return check(module)
        finally:
            # Files are added at the end of the cache (a dict keeps their order).
            for name in list(linecache.cache)[held:]:
                linecache.cache.pop(name, None)

    setattr(uses_pyside, _WRAPPED, True)
    return uses_pyside
