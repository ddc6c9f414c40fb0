"""Export formats: each renders one match to bytes. The match-sheet formats register here."""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from tracker.core import matchfile
from tracker.core.events import Event
from tracker.core.model import Match


@dataclass(frozen=True)
class ExportFormat:
    """A way to write a match: its name, file suffix and renderer."""

    name: str
    suffix: str
    title: str
    render: Callable[[Match, Sequence[Event], dict[str, Any]], bytes]
    #: True where the output is a folder of files rather than one file.
    directory: bool = False
    options: dict[str, str] = field(default_factory=dict)


FORMATS: dict[str, ExportFormat] = {}


def register(fmt: ExportFormat) -> None:
    """Make a format available to the window and the command line."""
    FORMATS[fmt.name] = fmt


def _json(match: Match, events: Sequence[Event], _options: dict[str, Any]) -> bytes:
    return matchfile.dumps(match, events).encode("utf-8")


register(ExportFormat("json", ".json", "Match file (JSON)", _json))


def formats() -> dict[str, ExportFormat]:
    """Every export format, the match-sheet ones included."""
    with contextlib.suppress(ImportError):
        import tracker.sheet.formats  # noqa: F401  (registers the match-sheet formats)
    return FORMATS
