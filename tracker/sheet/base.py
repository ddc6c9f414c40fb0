"""What an export format is: a name, a suffix and a renderer from match to bytes."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from tracker.core.match.events import Event
from tracker.core.match.model import Match

#: A renderer's output: the bytes of one file, or file names and their bytes for a folder.
Rendered = bytes | Mapping[str, bytes]

#: The option through which the program (never the user) hands a renderer the match's
#: key stats across the library (:meth:`tracker.services.records.RecordsService.key_stats`).
KEY_STATS = "_key_stats"


@dataclass(frozen=True)
class ExportFormat:
    """A way to write a match: its name, file suffix, title and renderer.

    ``render(match, events, options)`` returns bytes; a format whose output is a
    folder of files (``directory=True``) returns a mapping of file name to bytes.
    Renderers do no I/O: the caller writes the result.
    """

    name: str
    suffix: str
    title: str
    render: Callable[[Match, Sequence[Event], dict[str, Any]], Rendered]
    directory: bool = False
    #: Option names and a one-line help for each (``minutes``: "football or plain").
    options: tuple[tuple[str, str], ...] = ()
    #: Drawn with Qt (its GUI application and fonts load first); the others are plain Python.
    uses_qt: bool = False
