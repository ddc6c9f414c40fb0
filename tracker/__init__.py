"""Match Tracker: log a football match live and produce its match sheet.

The layers, each importing only those below it (see ``docs/architecture.md``):
:mod:`tracker.cli` and :mod:`tracker.app`, then :mod:`tracker.ui`, then
:mod:`tracker.services`, then :mod:`tracker.store`, :mod:`tracker.sheet` and
:mod:`tracker.opendata` side by side, and :mod:`tracker.core` at the bottom.
"""

from importlib.metadata import PackageNotFoundError, version

try:
    #: The version, written once: in pyproject.toml, read from the installed package.
    __version__ = version("match-tracker")
except PackageNotFoundError:  # run from a source tree that was never installed
    __version__ = "0.0.0+unknown"
