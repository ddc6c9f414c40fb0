"""Suspensions: who is banned for which match, the edition's list, and appeals."""

from __future__ import annotations

from sqlmodel import Session

from tracker.core.i18n import gettext as _
from tracker.core.i18n import normalise
from tracker.core.league.tables import LeagueRulesError
from tracker.core.records.coverage import Coverage, bans_note
from tracker.core.records.suspensions import KIND_PRESETS, RulesError
from tracker.services.errors import ServiceError, did_you_mean
from tracker.services.records import counted_reading, find_edition
from tracker.store.db import Database
from tracker.store.match import summaries
from tracker.store.people.merging import MergeError
from tracker.store.records import discipline
from tracker.store.records import queries as records
from tracker.store.records import suspensions as store
from tracker.store.records.discipline import CompetitionRules
from tracker.store.records.suspensions import EditionBan, Suspension
from tracker.store.results import catalogue, languages, leagues


class SuspendedPlayers(ServiceError):
    """A line-up with suspended players: refused, naming each with his ban."""

    def __init__(self, suspended: list[Suspension]) -> None:
        super().__init__("; ".join(s.reason for s in suspended))
        self.suspended = suspended


class SuspensionService:
    """The suspension use cases over one open database."""

    def __init__(self, db: Database) -> None:
        self.db = db

    def suspended(self, person_id: int, match_id: int) -> str | None:
        """Why the person may not play in the match, or None (also when an appeal lifted it)."""
        found = self.suspension(person_id, match_id)
        return found.reason if found is not None and found.overridden is None else None

    def suspension(self, person_id: int, match_id: int) -> Suspension | None:
        """The ban covering the person in the match, with any appeal that lifted it."""
        with counted_reading(self.db) as session:
            try:
                return store.suspension(session, person_id, match_id)
            except (MergeError, RulesError) as exc:
                raise ServiceError.of(exc) from None

    def override(
        self,
        person_id: int,
        match_id: int,
        reason: str,
        author: str = "",
        *,
        edition_id: int | None = None,
    ) -> int:
        """Record an appeal: the person may play in the match in spite of his ban. With
        ``edition_id``, only for a match of that edition."""
        with self.db.writing() as session:
            _in_edition(session, match_id, edition_id)
            try:
                return store.record_appeal(session, person_id, match_id, reason, author)
            except MergeError as exc:
                raise ServiceError.of(exc) from None

    def decide(self, squad_entry: int, matches: int) -> None:
        """Record a disciplinary decision: this sending-off costs ``matches`` matches."""
        with self.db.writing() as session:
            try:
                store.decide_ban(session, squad_entry, matches)
            except (MergeError, RulesError) as exc:
                raise ServiceError.of(exc) from None

    def decide_for(
        self, person_id: int, match_id: int, matches: int, *, edition_id: int | None = None
    ) -> None:
        """Record a decision: the person's sending-off in the match costs ``matches``.
        With ``edition_id``, only for a match of that edition."""
        with self.db.writing() as session:
            _in_edition(session, match_id, edition_id)
            try:
                store.decide_for(session, person_id, match_id, matches)
            except (MergeError, RulesError) as exc:
                raise ServiceError.of(exc) from None

    def competition_rules(self, competition: str) -> CompetitionRules:
        """A competition's kind and suspension rules, by name or id."""
        with self.db.reading() as session:
            found = discipline.find_competition(session, competition)
        if found is None:
            raise ServiceError(self._no_competition(competition))
        try:
            found.rules  # noqa: B018 - stored rules that cannot be read say so here
        except RulesError as exc:
            raise ServiceError(f"{found.name}: {exc}") from None
        return found

    def _no_competition(self, competition: str) -> str:
        """There is no competition 'Wrld Cup' (did you mean FIFA World Cup?)."""
        with self.db.reading() as session:
            names = [e.competition for e in catalogue.editions(session)]
        return _("there is no competition {competition!r}{hint}").format(
            competition=competition, hint=did_you_mean(competition, names)
        )

    def set_rules(
        self, competition: str, *, kind: str | None = None, rules: str | None = None
    ) -> CompetitionRules:
        """Change a competition's kind (``cup`` or ``league``) and its rules (JSON, see
        :func:`tracker.core.records.suspensions.rules_from_json`; "" for its kind's preset)."""
        return self.change_competition(competition, kind=kind, rules=rules)

    def set_language(self, competition: str, language: str) -> CompetitionRules:
        """Write the competition's match sheets in ``language`` (``en``, ``de``, ``es``;
        ``""`` follows its preset's language, else English)."""
        return self.change_competition(competition, language=language)

    def change_competition(
        self,
        competition: str,
        *,
        kind: str | None = None,
        rules: str | None = None,
        table: str | None = None,
        language: str | None = None,
    ) -> CompetitionRules:
        """Change what is given of a competition's kind, suspension rules, league table
        rules (JSON; "" for the preset) and sheet language, all or none: one refused
        leaves every other unchanged."""
        if kind is not None and kind not in KIND_PRESETS:
            kinds = _(" or a ").join(KIND_PRESETS)
            raise ServiceError(
                _("a competition is a {kinds}, not {kind!r}").format(kinds=kinds, kind=kind)
            )
        try:
            code = normalise(language) if language is not None else None
        except ValueError as exc:
            raise ServiceError.of(exc) from None
        if kind is None and rules is None and table is None and language is None:
            return self.competition_rules(competition)
        # Each store function checks what it is given before it writes, and the one
        # transaction takes back what an earlier one wrote when a later one refuses.
        with self.db.writing() as session:
            found = discipline.find_competition(session, competition)
            if found is None:
                raise ServiceError(self._no_competition(competition))
            try:
                if kind is not None or rules is not None:
                    text = discipline.without_decisions(found.text) if rules is None else rules
                    discipline.set_rules(session, found.id, kind or found.kind, text)
                if table is not None:
                    leagues.set_table_rules(session, found.id, table)
            except (RulesError, LeagueRulesError) as exc:
                raise ServiceError.of(exc) from None
            if code is not None:
                languages.set_language(session, found.id, code)
        return self.competition_rules(str(found.id))

    def sheet_language(self, competition: str) -> str:
        """The language the sheets of ``competition`` (a name) are written in: its own, else
        its preset's, else English."""
        with self.db.reading() as session:
            return languages.sheet_language(session, competition) or "en"

    def find_edition(self, edition: str) -> int:
        """The id of the edition named by id or name, its rules checked; writes nothing."""
        with self.db.reading() as session:
            edition_id = find_edition(catalogue.editions(session), edition).id
            try:
                discipline.rules_of(session, edition_id)
            except RulesError as exc:
                raise ServiceError.of(exc) from None
        return edition_id

    def edition_bans(self, edition: str) -> tuple[int, list[EditionBan]]:
        """The bans of an edition named by id or name ("FIFA World Cup 2026").

        A name that finds no edition, or rules that cannot be read, are refused before
        the tallies are brought current: a refusal writes nothing.
        """
        edition_id = self.find_edition(edition)
        with counted_reading(self.db) as session:
            try:
                return edition_id, store.edition_bans(session, edition_id)
            except RulesError as exc:
                raise ServiceError.of(exc) from None

    def cards_known(self, edition_id: int) -> Coverage:
        """What the edition's played matches carry: its bans can be told only from
        the matches whose cards are recorded (``cards`` of the coverage)."""
        with self.db.reading() as session:
            cover, _tallies = records.coverage(session, edition_id=edition_id)
        return cover

    def bans_note(self, edition_id: int, bans: int) -> str:
        """What an edition's list of ``bans`` can claim, in words (see
        :func:`tracker.core.records.coverage.bans_note`), and what it leaves out
        (:meth:`left_out`): "" when every match has its cards and nothing is left out."""
        note = bans_note(self.cards_known(edition_id), bans > 0)
        said = [part for part in (note, self.left_out(edition_id)) if part]
        return "; ".join(said)

    def left_out(self, edition_id: int) -> str:
        """The cards the edition's list of bans does not count, in words: team officials
        sent off (no rule here gives their bans), and the cards shown in abandoned
        matches (which count nothing); "" when there are none."""
        with self.db.reading() as session:
            officials = store.officials_sent_off(session, edition_id)
            abandoned = store.abandoned_cards(session, edition_id)
        said = []
        if officials:
            said.append(
                _(
                    "team officials sent off, whose bans are the competition's to decide (not "
                    "counted here): {officials}"
                ).format(officials=", ".join(officials))
            )
        if abandoned:
            said.append(
                _(
                    "cards shown in abandoned matches, which count nothing here (any ban "
                    "is the competition's to decide): {cards}"
                ).format(cards=", ".join(abandoned))
            )
        return "; ".join(said)


__all__ = ["CompetitionRules", "EditionBan", "SuspendedPlayers", "Suspension", "SuspensionService"]


def _in_edition(session: Session, match_id: int, edition_id: int | None) -> None:
    """Refuse a decision or an appeal for a match of another edition than the one named:
    a match id typed wrong would change another competition's bans."""
    if edition_id is None:
        return
    found = records.matches(session, ids=[match_id])
    if not found:
        why = summaries.not_in_library(session, match_id)
        raise ServiceError(_(why).format(match_id=match_id))
    if found[0].edition_id != edition_id:
        template = _("match {match_id} ({home} v {away}) is not a match of this edition")
        raise ServiceError(
            template.format(match_id=match_id, home=found[0].home, away=found[0].away)
        )
