"""Export formats: the match file plus every match-sheet and open-data format."""

from __future__ import annotations

import contextlib
import importlib
from collections.abc import Sequence
from typing import Any

from tracker.core.files import matchfile
from tracker.core.match.events import Event
from tracker.core.match.model import Match
from tracker.sheet.base import ExportFormat

#: Modules that define ``FORMATS: list[ExportFormat]`` to be offered.
_PROVIDERS = ("tracker.sheet.formats", "tracker.opendata.formats")


def _json(match: Match, events: Sequence[Event], _options: dict[str, Any]) -> bytes:
    return matchfile.dumps(match, events).encode("utf-8")


JSON = ExportFormat("json", ".json", "Match file (JSON)", _json)


def formats() -> dict[str, ExportFormat]:
    """Every export format by name, the match file first."""
    found: dict[str, ExportFormat] = {JSON.name: JSON}
    for name in _PROVIDERS:
        with contextlib.suppress(ModuleNotFoundError):
            module = importlib.import_module(name)
            for fmt in getattr(module, "FORMATS", ()):
                found[fmt.name] = fmt
    return found
