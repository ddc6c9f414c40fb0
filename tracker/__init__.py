"""Match Tracker: log a football match live and produce its match sheet.

The layers, each importing only those below it (see ``docs/architecture.md``):
:mod:`tracker.cli` and :mod:`tracker.app`, then :mod:`tracker.ui`, then
:mod:`tracker.services`, then :mod:`tracker.store`, :mod:`tracker.sheet` and
:mod:`tracker.opendata` side by side, and :mod:`tracker.core` at the bottom.
"""

from __future__ import annotations

from functools import cache


@cache
def _installed_version() -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("match-tracker")
    except PackageNotFoundError:  # run from a source tree that was never installed
        return "0.0.0+unknown"


def __getattr__(name: str) -> str:
    """``__version__``: written once, in pyproject.toml, read from the installed package.

    Read on first use, not at import: finding the installed package's metadata costs
    a fresh process (the window's start, every command) about 20 ms it rarely needs.
    """
    if name == "__version__":
        return _installed_version()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
