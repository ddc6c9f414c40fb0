"""People across matches: listing them, merging two records of one person, splitting a
wrong link off, and undoing either.

Each merge or split is one committed transaction and returns the record its undo
needs (:class:`~tracker.store.people.merging.Merged`, :class:`~tracker.store.people.merging.Split`).
"""

from __future__ import annotations

from collections.abc import Sequence

from tracker.services.errors import ServiceError, did_you_mean
from tracker.store.db import Database
from tracker.store.people import directory as store
from tracker.store.people import merging, review
from tracker.store.people import squadlinks as people
from tracker.store.people.directory import PersonLink, PersonSummary
from tracker.store.people.merging import Merged, MergeError, Split
from tracker.store.people.review import LinkReason, Page, Question
from tracker.store.people.squadlinks import Candidate
from tracker.store.results import catalogue


class PeopleService:
    """The people use cases over one open database."""

    def __init__(self, db: Database) -> None:
        self.db = db

    def people(
        self, search: str = "", *, limit: int | None = 200, offset: int = 0
    ) -> list[PersonSummary]:
        """People whose names contain ``search`` (ignoring case and accents), by name
        (``offset``: a page further on)."""
        with self.db.reading() as session:
            return store.search(session, search, limit=limit, offset=offset)

    def close_names(self, search: str) -> str:
        """`` (did you mean Lionel Messi?)`` for a search that finds nobody, or ""."""
        with self.db.reading() as session:
            names = catalogue.all_person_names(session)
        return did_you_mean(search, names, by_word=True)

    def person(self, person_id: int) -> PersonSummary:
        """One person, with his names, teams and number of matches."""
        with self.db.reading() as session:
            try:
                return store.summary(session, person_id)
            except MergeError as exc:
                raise ServiceError.of(exc) from None

    def links(self, person_id: int) -> list[PersonLink]:
        """The matches the person is linked to, newest first."""
        with self.db.reading() as session:
            return store.links(session, person_id)

    def link(self, match_id: int, name: str, person_id: int | None) -> int:
        """Say who a name left unlinked in a match is (several people of the team were
        known by it; None: somebody new); how many squad entries and goals now point
        to him."""
        with self.db.writing() as session:
            try:
                return merging.link_name(session, match_id, name, person_id)
            except MergeError as exc:
                raise ServiceError.of(exc) from None

    def review(self) -> list[Question]:
        """The names several people fit, most consequential first, with the candidates."""
        with self.db.reading() as session:
            return review.questions(session)

    def review_page(self, limit: int) -> Page:
        """The first ``limit`` questions of the queue (what the window lists), and how
        many are open in all: only those are read, however large the library."""
        with self.db.reading() as session:
            return review.page(session, limit)

    def answer(self, match_id: int, name: str, person_id: int | None, *, author: str = "") -> int:
        """Answer a queued name: he is ``person_id``, or (None) none of them: kept apart as
        a new person. Kept as an alias, so it is not asked again; how many rows linked."""
        with self.db.writing() as session:
            try:
                return merging.link_name(session, match_id, name, person_id, author=author)
            except MergeError as exc:
                raise ServiceError.of(exc) from None

    def reasons(self, person_id: int) -> list[LinkReason]:
        """Why each automatic link of the person was made (rule and evidence)."""
        with self.db.reading() as session:
            return review.reasons(session, person_id)

    def unlink(self, link_id: int, *, author: str = "") -> int:
        """Undo an automatic link: the name in that match becomes a person of its own,
        kept apart from then on; returns his id."""
        with self.db.writing() as session:
            try:
                return review.unlink(session, link_id, author=author)
            except MergeError as exc:
                raise ServiceError.of(exc) from None

    def candidates(self, person_ids: Sequence[int]) -> list[Candidate]:
        """These people with their teams and last match, for the user to choose from."""
        with self.db.reading() as session:
            return people.describe(session, person_ids)

    def merge(self, kept: int, removed: int) -> Merged:
        """Merge person ``removed`` into ``kept``: one person from then on."""
        with self.db.writing() as session:
            try:
                return merging.merge(session, kept, removed)
            except MergeError as exc:
                raise ServiceError.of(exc) from None

    def undo_merge(self, merged: Merged) -> int:
        """Undo a merge; returns the id of the person brought back."""
        with self.db.writing() as session:
            return merging.undo_merge(session, merged)

    def split(self, person_id: int, match_ids: Sequence[int], *, to: int | None = None) -> Split:
        """Detach the person's squad entries and goals in ``match_ids`` onto another person.

        ``to`` names an existing person; without it a new person is made, named as the
        match writes him.
        """
        with self.db.writing() as session:
            try:
                return merging.split(session, person_id, match_ids, target=to)
            except MergeError as exc:
                raise ServiceError.of(exc) from None

    def undo_split(self, done: Split) -> None:
        """Undo a split."""
        with self.db.writing() as session:
            try:
                merging.undo_split(session, done)
            except MergeError as exc:
                raise ServiceError.of(exc) from None


__all__ = [
    "LinkReason",
    "Merged",
    "Page",
    "PeopleService",
    "PersonLink",
    "PersonSummary",
    "Question",
    "Split",
]
