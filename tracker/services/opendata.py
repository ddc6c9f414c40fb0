"""Importing StatsBomb open data into the database: read the files, convert, store at once."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from tracker.core.i18n import gettext as _
from tracker.core.match.events import Event
from tracker.core.match.model import Match
from tracker.opendata.statsbomb_import import Progress, read_statsbomb
from tracker.opendata.statsbomb_read import StatsBombError
from tracker.services.inputs import read_input
from tracker.services.matches import MatchService, ServiceError


def read_file(path: str) -> bytes:
    """The bytes of one regular file of a sane size, or a :class:`ServiceError` naming
    it (a pipe or a device is refused unread: :mod:`tracker.services.inputs`)."""
    return read_input(path)


def match_id_hint(path: str) -> int | None:
    """The StatsBomb match id an open-data events file is named by (``3869685.json``)."""
    digits = "".join(ch for ch in Path(path).stem if ch in "0123456789")
    return int(digits) if digits else None


def convert_statsbomb(
    files: Sequence[str], match_info: str | None, progress: Progress | None = None
) -> tuple[Match, list[Event]]:
    """Read and convert StatsBomb files (no database work): safe off the GUI thread."""
    if len(files) != 2:
        raise ServiceError(
            _("a StatsBomb import takes two files: the events file, then the lineups file")
        )
    events_path, lineups_path = files
    events_data = read_file(events_path)
    lineups_data = read_file(lineups_path)
    matches_data = read_file(match_info) if match_info else None
    try:
        return read_statsbomb(
            events_data,
            lineups_data,
            matches_data,
            match_id=match_id_hint(events_path),
            progress=progress,
        )
    except StatsBombError as exc:
        raise ServiceError.of(exc) from None


def import_statsbomb(
    service: MatchService, files: list[str], match_info: str | None, *, as_copy: bool = False
) -> int:
    """Import a StatsBomb match (events, lineups, optional matches file); returns its id.

    The match and all its events are stored in one transaction; a bad file writes
    nothing. A match already in the database is not stored again
    (:class:`~tracker.services.stored.AlreadyStored`), unless ``as_copy``: found by
    the identity its events give it (the same events file imported before, with or
    without its matches file), else by its teams, competition, stage and date.
    """
    match, events = convert_statsbomb(files, match_info)
    if as_copy:
        return service.import_match(match, events)
    return store_new(service, match, events)


def store_new(service: MatchService, match: Match, events: list[Event]) -> int:
    """Store a converted StatsBomb match unless it is already in the database; its id.

    Raises:
        AlreadyStored: the match is there, found by the identity its events give it
            or by its teams, competition, stage and date: nothing was written.
    """
    from tracker.services.matches import check_match_file
    from tracker.services.stored import AlreadyStored, import_new

    try:
        return import_new(service, check_match_file(match, events, located=False))
    except AlreadyStored as exc:
        raise AlreadyStored(exc.there, _("same StatsBomb events")) from None
