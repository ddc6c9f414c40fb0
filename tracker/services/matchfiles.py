"""Match files in and out: checking one before it is stored, importing it, and
writing a match's file; a new match set up.

A match keeps the uuid it carries unless another match here already has it: the
file was imported before, or copied here, and the new match is a copy with an
identity of its own (``load`` and ``push`` are the ways to update a match).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass

from sqlmodel import Session

from tracker.core.files import matchfile
from tracker.core.i18n import gettext as _
from tracker.core.match.events import Event
from tracker.core.match.model import Match, SetupError
from tracker.core.match.periods import check_periods
from tracker.core.match.replay import MatchState, RuleError, replay
from tracker.core.match.rules import check_log
from tracker.core.match.setup import check_match, check_two_teams
from tracker.core.match.summary import figures_of
from tracker.core.results.deciders import check_shootout_follows
from tracker.services.errors import ServiceError
from tracker.services.reading import MatchReader
from tracker.store.match import matches as repo
from tracker.store.match import summaries


@dataclass(frozen=True)
class CheckedFile:
    """A match file read and checked as the store checks it (set-up, then every event
    replayed under the rules), ready to be stored."""

    match: Match
    events: Sequence[Event]
    state: MatchState


@dataclass(frozen=True)
class Imported:
    """What an imported match file became."""

    match_id: int
    #: The match that already had the file's uuid, when the file was stored as a copy
    #: with an identity of its own (it was imported before, or copied here); None when
    #: the match is new here.
    copy_of: int | None = None
    #: That match is out of the library (deleted).
    copy_of_deleted: bool = False
    #: The imported result or fixture of the same fixture whose place the match took
    #: (if a result and the log stops before full time, it is that result being
    #: logged); None if it took none.
    taken: repo.Taken | None = None

    @property
    def replaced(self) -> int | None:
        """The imported result whose score the log replaced, if any."""
        return self.taken.replaced if self.taken is not None else None

    @property
    def result_kept(self) -> int | None:
        """The imported result whose score stands until the log reaches full time."""
        return self.taken.result_kept if self.taken is not None else None


def check_text(text: str) -> CheckedFile:
    """Read and check a match file without storing it (no database work): a
    ServiceError says where the first problem is, as :meth:`MatchService.import_text`."""
    try:
        match, events = matchfile.loads(text)
    except matchfile.MatchFileError as exc:
        raise ServiceError.of(exc) from None
    return check_match_file(match, events)


def check_match_file(match: Match, events: Sequence[Event], *, located: bool = True) -> CheckedFile:
    """A match and its events checked as the store checks them before storing them;
    ``located``: a refusal names the event by its place in ``events`` (a match file's
    order; not for events made from another format's)."""
    try:
        check_two_teams(match)
        check_match(match)
        state = replay(match, events)
        check_log(state, events)
        check_periods(state)
        check_shootout_follows(state)
    except RuleError as exc:
        # Where in the file, as the file's own checks say it: "events[12] (77'): …".
        at = next((i for i, e in enumerate(events) if e is exc.event), None) if located else None
        where = f"events[{at}] ({events[at].time}): " if at is not None else ""
        raise ServiceError(f"{where}{exc}") from None
    except SetupError as exc:
        raise ServiceError.of(exc) from None
    return CheckedFile(match, events, state)


class MatchFiles(MatchReader):
    """Creating, importing and exporting matches: the service's use cases over match
    files (see :class:`~tracker.services.matches.MatchService`)."""

    def create(self, match: Match) -> Match:
        """Store a new match set-up; returns it with its ids (and a new identity if the
        one it carries is already another match's here)."""
        try:
            check_two_teams(match)
            check_match(match)
        except SetupError as exc:
            raise ServiceError.of(exc) from None
        with self.db.writing() as session:
            return repo.insert_match(session, _own_identity(session, match))

    def import_text(self, text: str) -> int:
        """Import a match file; returns the new match id. A bad file writes nothing."""
        try:
            match, events = matchfile.loads(text)
        except matchfile.MatchFileError as exc:
            raise ServiceError.of(exc) from None
        return self.import_match(match, events)

    def find_or_import(self, text: str) -> tuple[int, bool]:
        """The stored copy of a match file's match (same teams, competition, stage and
        date), or a fresh import; returns its id and whether it was imported now."""
        try:
            match, events = matchfile.loads(text)
        except matchfile.MatchFileError as exc:
            raise ServiceError.of(exc) from None
        with self.db.reading() as session:
            found = repo.find_same(
                session, match.home.name, match.away.name, match.competition, match.stage,
                match.date,
            )  # fmt: skip
        if found is not None:
            return found, False
        return self.import_match(match, events), True

    def import_match(self, match: Match, events: Sequence[Event]) -> int:
        """Store a checked match with its events in one transaction; returns its id."""
        return self.import_checked([check_match_file(match, events)])[0].match_id

    def import_checked(
        self, files: Sequence[CheckedFile], *, new_only: bool = False
    ) -> list[Imported]:
        """Store matches already checked (:func:`check_text`), all in one transaction:
        all of them or, if anything fails, none. Returns what each became, in order.

        ``new_only``: the caller found none of them stored (:func:`stored_as`); that is
        checked again in the transaction, which no other writer shares, so that two
        imports of one file at once store it once (the later one is refused).
        A match whose log reached full time takes the place of an imported result of
        its fixture (:func:`~tracker.store.match.matches.take_over`): said in ``replaced``.
        """
        done = []
        with self.db.writing() as session:
            for checked in files:
                if new_only:
                    _refuse_stored_meanwhile(session, checked.match)
                copy_of = _copy_of(session, checked.match)
                match_id, taken = repo.insert_match_with_events(
                    session,
                    _own_identity(session, checked.match),
                    checked.events,
                    figures_of(checked.state),
                )
                done.append(Imported(match_id, *copy_of, taken))
        return done

    def export_text(self, match_id: int) -> str:
        """The match file of a match."""
        match, events = self.load(match_id)
        return matchfile.dumps(match, events)


def stored_as(session: Session, match: Match) -> tuple[int, str] | None:
    """The stored match in the library that ``match`` is, and how it was found
    (``uuid``, ``same``: teams, competition, stage and date, or ``fixture``)."""
    if match.uuid is not None:
        by_uuid = repo.find_uuid(session, match.uuid)
        if by_uuid is not None and not summaries.head(session, by_uuid).deleted:
            return by_uuid, "uuid"
    return repo.find_twin(session, match)


def _refuse_stored_meanwhile(session: Session, match: Match) -> None:
    """A ServiceError if ``match`` is stored here now, though it was not when the
    import looked: another program imported it in between."""
    found = stored_as(session, match)
    if found is not None:
        template = _(
            "{home} v {away} was stored here by another program while this import ran "
            "(match {match_id}): nothing was imported; import again to see whether the "
            "file says the same"
        )
        raise ServiceError(
            template.format(home=match.home.name, away=match.away.name, match_id=found[0])
        )


def _own_identity(session: Session, match: Match) -> Match:
    """``match`` as a new match here: without its uuid when that is already another
    match's (a copy of it gets an identity of its own; ``load`` and ``push`` are the
    ways to update a match)."""
    if match.uuid is not None and repo.find_uuid(session, match.uuid) is not None:
        return dataclasses.replace(match, uuid=None)
    return match


def _copy_of(session: Session, match: Match) -> tuple[int | None, bool]:
    """The stored match that already has ``match``'s uuid (and whether it is deleted),
    or (None, False): ``match`` is then stored as a copy (:func:`_own_identity`)."""
    if match.uuid is None:
        return None, False
    found = repo.find_uuid(session, match.uuid)
    if found is None:
        return None, False
    return found, summaries.head(session, found).deleted


__all__ = [
    "CheckedFile",
    "Imported",
    "MatchFiles",
    "check_match_file",
    "check_text",
]
