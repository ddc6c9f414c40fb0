"""Which match files of an import are already in the library.

A match stored twice is counted twice: its goals, its cards and its result in every
table and record. So an import finds, for each checked file, the match that is already
this one: the stored match with the file's uuid, else a stored match with the same
teams, competition, stage and date, else a logged match of the same fixture (the same
day and two teams, its competition named otherwise here), else an earlier file of the
same import. Whether
the two say the same thing is read from their match files (the uuid and who logged
each event left out).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from tracker.core.files import matchfile
from tracker.core.i18n import gettext as _
from tracker.core.match.model import Match
from tracker.services.awards import award_taken
from tracker.services.errors import ServiceError
from tracker.services.matches import CheckedFile, MatchService
from tracker.services.matchfiles import stored_as


@dataclass(frozen=True)
class AlreadyThere:
    """The match a file of an import already is."""

    #: The stored match; None when it is an earlier file of the same import.
    match_id: int | None
    #: That earlier file (its index in the import); None for a stored match.
    earlier: int | None
    #: How it was found: ``uuid`` (the file's), ``same`` (its teams, competition,
    #: stage and date) or ``fixture`` (the same day and two teams, named otherwise here).
    found_by: str
    #: The two say the same (their match files are equal, uuids and authorship left out).
    same: bool

    @property
    def by_uuid(self) -> bool:
        """Found by the file's uuid."""
        return self.found_by == "uuid"

    def how(self, identity: str = "") -> str:
        """How the stored match was found, as the messages say it (``identity``: what a
        match found by its uuid shares with the file, "same uuid" unless given)."""
        if self.found_by == "uuid":
            return identity or _("same uuid")
        if self.found_by == "fixture":
            return _("same day and teams")
        return _("same teams, competition, stage and date")


class AlreadyStored(ServiceError):
    """A match to import is already in the database: nothing was stored."""

    def __init__(self, there: AlreadyThere, identity: str = "") -> None:
        """``identity`` names what a match found by its uuid shares with the file
        ("same uuid" unless given)."""
        assert there.match_id is not None
        if there.same:
            template = _(
                "the match is already in the database as match {match_id} ({how}), and the "
                "file says the same: it was not imported again"
            )
        else:
            template = _(
                "the match is already in the database as match {match_id} ({how}), and the "
                "file differs from it: nothing was imported. A match stored twice counts "
                "twice in the records; to keep the file's version, delete match {match_id} "
                "and import the file again"
            )
        super().__init__(template.format(match_id=there.match_id, how=there.how(identity)))
        self.there = there
        #: The message itself says that nothing was imported (a window need not say it
        #: again before it).
        self.says_nothing_imported = not there.same


def import_new(service: MatchService, checked: CheckedFile) -> int:
    """Store a checked match unless it is already in the database; its new id.

    Raises:
        AlreadyStored: the match is there (whether the file says the same or not):
            nothing was written.
    """
    return import_new_said(service, checked)[0]


def import_new_said(service: MatchService, checked: CheckedFile) -> tuple[int, str]:
    """As :func:`import_new`, with what storing it did to a competition's award of its
    match, in words ("": it met none; see :func:`~tracker.services.awards.award_taken`).
    """
    there = already_there(service, [checked])[0]
    if there is not None:
        raise AlreadyStored(there)
    done = service.import_checked([checked], new_only=True)[0]
    return done.match_id, award_taken(done.taken) or ""


def already_there(service: MatchService, files: Sequence[CheckedFile]) -> list[AlreadyThere | None]:
    """For each file, the match it already is, or None when it is new here.

    A stored match out of the library (deleted) is not found: a file of it is imported
    as a copy, as before. Nothing is written.
    """
    stored: list[tuple[int, str] | None] = []
    with service.db.reading() as session:
        for checked in files:
            stored.append(stored_as(session, checked.match))
    said = [matchfile.content(f.match, f.events) for f in files]
    found: list[AlreadyThere | None] = []
    seen: dict[object, int] = {}
    for index, checked in enumerate(files):
        match = checked.match
        keys: list[object] = [_key(match)] + ([match.uuid] if match.uuid is not None else [])
        earlier = next((seen[k] for k in keys if k in seen), None)
        for k in keys:
            seen.setdefault(k, index)
        there = stored[index]
        if there is not None:
            match_id, found_by = there
            same = said[index] == matchfile.content(*service.load(match_id))
            found.append(AlreadyThere(match_id, None, found_by, same))
        elif earlier is not None:
            by_uuid = match.uuid is not None and match.uuid == files[earlier].match.uuid
            found_by = "uuid" if by_uuid else "same"
            found.append(AlreadyThere(None, earlier, found_by, said[index] == said[earlier]))
        else:
            found.append(None)
    return found


def says_the_same(service: MatchService, match_id: int, text: str) -> bool:
    """Whether a match file says what stored match ``match_id`` says (uuids left out)."""
    try:
        match, events = matchfile.loads(text)
    except matchfile.MatchFileError as exc:
        raise ServiceError.of(exc) from None
    return matchfile.content(match, events) == matchfile.content(*service.load(match_id))


def _key(match: Match) -> tuple[str, str, str, str, object]:
    return (match.home.name, match.away.name, match.competition, match.stage, match.date)
