"""The StatsBomb open-data export format, offered by ``match-tracker export`` and the window."""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any

from tracker.core.i18n import gettext as _
from tracker.core.match.events import Event
from tracker.core.match.model import Match
from tracker.sheet.base import ExportFormat


def _dump(data: Any) -> bytes:
    return (json.dumps(data, indent=2, ensure_ascii=False) + "\n").encode("utf-8")


def render_statsbomb(
    match: Match, events: Sequence[Event], _options: dict[str, Any]
) -> Mapping[str, bytes]:
    """The events, lineups and matches files, named by the StatsBomb match id."""
    # Loaded when asked for: listing the formats (every export) need not load it.
    from tracker.opendata.statsbomb_export import ExportError, export_statsbomb

    try:
        data = export_statsbomb(match, events)
    except ExportError as exc:
        raise ValueError(_("cannot write StatsBomb data: {error}").format(error=exc)) from None
    stem = str(data.match_id)
    return {
        f"events_{stem}.json": _dump(data.events),
        f"lineups_{stem}.json": _dump(data.lineups),
        f"matches_{stem}.json": _dump([data.entry]),
    }


STATSBOMB = ExportFormat(
    name="statsbomb",
    suffix="",
    title="StatsBomb open data (events, lineups, match)",
    render=render_statsbomb,
    directory=True,
)

FORMATS: list[ExportFormat] = [STATSBOMB]
