"""Setting matches up: teams and their standing squads, new matches, the match library.

Every public method is one user action in one committed transaction; a refused action
raises :class:`ServiceError` with a message for the user and writes nothing.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Collection, Sequence
from dataclasses import dataclass

from sqlmodel import Session

from tracker.core.hints import Hint, Hinted, hinted
from tracker.core.i18n import gettext as _
from tracker.core.match.formations import Placement, line_sizes
from tracker.core.match.model import (
    Match,
    Officials,
    Player,
    SetupError,
    Side,
    TeamSheet,
    fold,
)
from tracker.core.match.scoreline import score_words
from tracker.core.match.setup import (
    check_details,
    check_match,
    check_squad,
    check_two_teams,
    names_in_both_squads,
)
from tracker.core.records.suspensions import RulesError
from tracker.core.results.rounds import has_no_extra_time
from tracker.services.matches import (
    LOCKED,
    LibraryEntry,
    MatchService,
    ServiceError,
    library_entries,
)
from tracker.services.suspensions import SuspendedPlayers
from tracker.store.db import Database
from tracker.store.match import matches as repo
from tracker.store.match import summaries
from tracker.store.people import squadlinks as people
from tracker.store.people import teams as team_repo
from tracker.store.people.merging import MergeError
from tracker.store.people.teams import TeamInfo
from tracker.store.records import suspensions as bans
from tracker.store.results import imported as results
from tracker.store.results import library as lib
from tracker.store.results.library import LibraryQuery, season_of


@dataclass(frozen=True)
class CopiedLineup:
    """A team's line-up from its last match, mapped onto the squad being set up.

    ``missing`` names the players of that line-up who are not in the squad now; their
    slots are left empty for the user to fill.
    """

    placement: Placement
    source: str
    missing: tuple[str, ...]


@dataclass(frozen=True)
class AmbiguousPlayer:
    """A squad name that several people of the team are known by."""

    side: Side
    team: str
    name: str
    candidates: tuple[people.Candidate, ...]

    @property
    def key(self) -> tuple[str, str]:
        """The key of the user's answer in the ``choices`` of :meth:`SetupService.create_match`."""
        return (self.side.value, fold(self.name.strip()))


class SetupService:
    """The set-up and library use cases over one open database."""

    def __init__(self, db: Database) -> None:
        self.db = db

    # --- teams and squads ------------------------------------------------------
    def teams(self) -> list[TeamInfo]:
        """Every stored team, by name."""
        with self.db.reading() as session:
            return team_repo.list_teams(session)

    def squad(self, team_id: int) -> tuple[Player, ...]:
        """A team's standing squad (pids are the squad's own ids)."""
        with self.db.reading() as session:
            return team_repo.load_squad(session, team_id)

    def save_team(self, team: TeamInfo, squad: Sequence[Player]) -> TeamInfo:
        """Create or update a team with its standing squad."""
        _check_team(team, squad)
        with self.db.writing() as session:
            try:
                stored = team_repo.save_team(session, team)
            except (team_repo.DuplicateTeam, repo.NotFound) as exc:
                raise ServiceError.of(exc) from None
            assert stored.id is not None
            team_repo.replace_squad(session, stored.id, tuple(squad))
            return stored

    def competitions(self) -> list[str]:
        """The competitions of earlier matches, to pick from."""
        with self.db.reading() as session:
            return team_repo.competitions(session)

    # --- matches ---------------------------------------------------------------
    def ambiguous_players(self, match: Match) -> list[AmbiguousPlayer]:
        """The squad names of a match being set up that several people of the team are
        known by, or fit by a form of their names ("Smith" for Ann and Bea Smith): the
        user says who each one is (never guessed)."""
        out = []
        with self.db.reading() as session:
            for side in Side:
                team = match.team(side)
                known = team_repo.find_team(session, team.name)
                if known is None:
                    continue
                names = [p.name for p in team.squad]
                asked = people.ambiguous_names(session, known.name, names, day=match.date)
                for name, candidates in asked.items():
                    out.append(AmbiguousPlayer(side, known.name, name, tuple(candidates)))
        return out

    def unlinked_players(self, match_id: int) -> list[Hinted]:
        """The squad names of a stored match left unlinked (several people of the team
        are known by each), as lines for the user: who they could be, and the command
        that settles it (``people link MATCH NAME --to PERSON``), kept apart for the
        command line to write with the database it was given."""
        with self.db.reading() as session:
            match = repo.load_match(session, match_id)
            lines = []
            for side_value, name in people.unlinked(session, match_id):
                team = match.team(Side(side_value)).name
                found = people.ambiguous_names(session, team, [name], day=match.date).get(name, [])
                ids = ", ".join(str(c.person_id) for c in found)
                template = _(
                    "not linked: {name} ({team}, match {match_id}) could be any of {count} "
                    "people of that team (ids {ids}); say which with: {hint}"
                )
                link = Hint(("people", "link", str(match_id), name, "--to", "PERSON"))
                lines.append(
                    hinted(
                        template,
                        link,
                        name=name,
                        team=team,
                        match_id=match_id,
                        count=len(found),
                        ids=ids,
                    )
                )
            return lines

    def same_names(self, match_id: int) -> str:
        """What to say of the names in both squads of a stored match, or "": a typo or
        a player copied into the wrong team, said where the window would ask (brothers
        and namesakes do play on opposite sides, so it is not refused)."""
        match = self.match(match_id)
        names = names_in_both_squads(match.home, match.away)
        if not names:
            return ""
        template = _(
            "match {match_id}: {names} in both squads ({home} and {away}): a typo, or a "
            "player copied into the wrong team? Players of the same name can play on "
            "opposite sides"
        )
        return template.format(
            match_id=match_id, names=", ".join(names), home=match.home.name, away=match.away.name
        )

    def create_match(
        self,
        match: Match,
        choices: people.Choices | None = None,
        *,
        appeals: Sequence[Appeal] = (),
        keep_squads: Collection[Side] = (),
        keep_details: Collection[Side] = (),
    ) -> int:
        """Store a new match; a team new to the library (or with no squad stored) is
        kept, with its squad, for its next match.

        A known team's stored squad becomes this match's only for the sides in
        ``keep_squads`` (the user asked): the match keeps its own squad, and the stored
        one is what other matches are set up from and players are linked to people by.
        Its stored short name, manager and colours likewise become this match's only
        for the sides in ``keep_details``: an away kit or an interim manager is this
        match's own.
        ``choices`` says who the ambiguous names are (see :meth:`ambiguous_players`).
        A line-up naming a suspended player is refused with :class:`SuspendedPlayers`
        unless ``appeals`` lifts his ban for this match (recorded with the match).
        """
        self._check_new(match)
        with self.db.writing() as session:
            match = _keep_teams(session, match, _Kept(keep_squads, keep_details))
            created = repo.insert_match(
                session, dataclasses.replace(match, id=None, uuid=None), choices
            )
            assert created.id is not None
            _check_suspensions(session, created.id, appeals)
            return created.id

    @staticmethod
    def _check_new(match: Match) -> None:
        try:
            check_two_teams(match)
        except SetupError as exc:
            raise ServiceError.of(exc) from None
        for team in (match.home, match.away):
            _check_team(_info_of(team), team.squad)
        try:
            check_match(match)
        except SetupError as exc:
            raise ServiceError.of(exc) from None

    def start_fixture(
        self,
        match_id: int,
        match: Match,
        choices: people.Choices | None = None,
        *,
        appeals: Sequence[Appeal] = (),
        keep_squads: Collection[Side] = (),
        keep_details: Collection[Side] = (),
    ) -> int:
        """Set up a fixture (an imported match not played yet) to be logged: the same
        row gets the teams, squads and line-ups set up, and becomes a logged match.
        Stored teams and suspended players are as :meth:`create_match` has them; a
        result the competition awarded is refused (see :func:`_refuse_awarded`)."""
        self._check_new(match)
        with self.db.writing() as session:
            _refuse_awarded(session, match_id)
            match = _keep_teams(session, match, _Kept(keep_squads, keep_details))
            try:
                stored = repo.start_fixture(
                    session, dataclasses.replace(match, id=match_id), choices
                )
            except repo.NotFound as exc:
                raise ServiceError.of(exc) from None
            assert stored.id is not None
            _check_suspensions(session, stored.id, appeals)
            return stored.id

    def duplicate(
        self, match_id: int, *, swap: bool = False, appeals: Sequence[Appeal] = ()
    ) -> int:
        """A new match with the same set-up and no events; ``swap`` for the return fixture.

        What belonged to the match played stays with it: its day and kick-off (the same
        day and teams would make the two one fixture), its attendance and officials; the
        return fixture of a tie's first leg is its second leg. Its line-ups are those of
        the match copied: a player suspended for it (sent off in the first leg) is
        refused as :meth:`create_match` refuses him.
        """
        with self.db.writing() as session:
            try:
                match = repo.load_match(session, match_id)
            except repo.NotFound as exc:
                raise ServiceError.of(exc) from None
            copy = dataclasses.replace(
                match,
                id=None,
                uuid=None,
                confirmed=False,
                date=None,
                kickoff=None,
                attendance=None,
                officials=Officials(),
            )
            if swap:
                stage = _second_leg(match.stage)
                copy = dataclasses.replace(
                    copy, home=match.away, away=match.home, venue="", stage=stage
                )
            created = repo.insert_match(session, copy)
            assert created.id is not None
            _check_suspensions(session, created.id, appeals)
            return created.id

    def match(self, match_id: int) -> Match:
        """A match's set-up."""
        with self.db.reading() as session:
            try:
                return repo.load_match(session, match_id)
            except repo.NotFound as exc:
                raise ServiceError.of(exc) from None

    def edit_details(self, match: Match) -> None:
        """Store corrected details of a match (metadata, officials, managers, colours)."""
        if match.attendance is not None and match.attendance < 0:
            raise ServiceError(_("the attendance cannot be negative"))
        try:
            check_details(match)
        except SetupError as exc:
            raise ServiceError.of(exc) from None
        with self.db.writing() as session:
            try:
                # The row stays locked to the commit: no one confirms it meanwhile.
                if match.id is not None and summaries.head(session, match.id, lock=True).confirmed:
                    raise ServiceError(_(LOCKED))  # the match sheet is final for everyone
                _check_stage_fits(session, match)
                lib.update_details(session, match)
            except repo.NotFound as exc:
                raise ServiceError.of(exc) from None

    def delete_match(self, match_id: int) -> str:
        """Move a match out of the library; :meth:`restore_match` brings it back. What
        to say besides: "", or that the connection was lost and it is stored after all."""
        return MatchService(self.db).delete_match(match_id)

    def restore_match(self, match_id: int) -> str:
        """Bring a deleted match back into the library (said as :meth:`delete_match`)."""
        return MatchService(self.db).restore_match(match_id)

    def last_lineup(self, team_name: str, squad: Sequence[Player]) -> CopiedLineup | None:
        """The line-up of the team's last match, placed with the players of ``squad``."""
        with self.db.reading() as session:
            team = team_repo.find_team(session, team_name)
            found = team_repo.last_match_of(session, team.id) if team and team.id else None
        if found is None:
            return None
        match, side = found
        sheet = match.team(side)
        assert sheet.lineup is not None
        mapping, missing = _map_players(sheet.squad, squad)
        placement = Placement.empty(sheet.lineup.formation)
        for line, row in enumerate(sheet.lineup.rows):
            for slot, pid in enumerate(row):
                if pid in mapping and slot < line_sizes(placement.formation)[line]:
                    placement.slots[line][slot] = mapping[pid]
        placement.bench = [mapping[p] for p in sheet.lineup.bench if p in mapping]
        captain = sheet.lineup.captain
        placement.captain = mapping.get(captain) if captain is not None else None
        gone = tuple(sheet.player(p).name for p in missing)  # type: ignore[union-attr]
        when = match.date.isoformat() if match.date else _("undated")
        return CopiedLineup(placement, f"{match.title}, {when}", gone)

    # --- the library -------------------------------------------------------------
    def library_count(self, query: LibraryQuery) -> int:
        """How many matches the library shows for ``query``."""
        with self.db.reading() as session:
            return lib.count(session, query)

    def library_page(self, query: LibraryQuery, offset: int, limit: int) -> list[LibraryEntry]:
        """One page of the library, with each match's stored score and status."""
        with self.db.reading() as session:
            return library_entries(session, lib.page(session, query, offset, limit))

    def library_filters(self) -> tuple[list[str], list[str], list[str]]:
        """The teams, competitions and seasons the library can be filtered by."""
        with self.db.reading() as session:
            return (
                lib.team_names(session),
                lib.competition_names(session),
                lib.seasons(session),
            )


@dataclass(frozen=True)
class Appeal:
    """An appeal that lets a suspended person play in the match being set up."""

    person_id: int
    reason: str
    author: str = ""


@dataclass(frozen=True)
class _Kept:
    """The sides whose known team's stored squad, and stored details (short name,
    manager, colours), the user asked to become the new match's."""

    squads: Collection[Side] = ()
    details: Collection[Side] = ()


def _keep_teams(session: Session, match: Match, kept: _Kept) -> Match:
    """Store each team new to the library for its next match, with its details and
    squad; a known team keeps its stored details and squad but where the user asked
    (``kept``) or it has no squad stored. The match as stored (a known team's name as
    stored: "united" typed is "United")."""
    for side in Side:
        team = match.team(side)
        known = team_repo.find_team(session, team.name)
        if known is None:
            stored = team_repo.save_team(session, _info_of(team))
        else:
            team = dataclasses.replace(team, name=known.name)
            match = match.with_team(side, team)
            stored = known
            if side in kept.details:
                stored = team_repo.save_team(
                    session, dataclasses.replace(_info_of(team), id=known.id)
                )
        assert stored.id is not None
        if known is None or side in kept.squads or not team_repo.load_squad(session, stored.id):
            team_repo.replace_squad(session, stored.id, team.squad)
    return match


def _refuse_awarded(session: Session, match_id: int) -> None:
    """Refuse to set up an awarded result to be logged: at full time the log replaces
    the stored result, and the award (the result the tables and the record books
    count) would be lost for the score played."""
    awarded = results.awarded_result(session, match_id)
    if awarded is not None:
        home, away, score = awarded
        raise ServiceError(
            _(
                "{home} v {away} is a result the competition awarded ({score}): a log of "
                "it would replace the award at full time, in the tables and the record "
                "books; nothing was set up"
            ).format(home=home, away=away, score=score_words(score))
        )


def _check_suspensions(session: Session, match_id: int, appeals: Sequence[Appeal]) -> None:
    """Refuse the match (the transaction rolls back) while a suspended player is in it."""
    for appeal in appeals:
        try:
            bans.record_appeal(session, appeal.person_id, match_id, appeal.reason, appeal.author)
        except MergeError as exc:
            raise ServiceError.of(exc) from None
    try:
        suspended = [s for s in bans.lineup_suspensions(session, match_id) if s.overridden is None]
    except RulesError as exc:
        raise ServiceError.of(exc) from None
    if suspended:
        raise SuspendedPlayers(suspended)


def _info_of(team: TeamSheet) -> TeamInfo:
    return TeamInfo(
        name=team.name.strip(),
        short_name=team.short_name,
        manager=team.manager,
        colour=team.colour,
        keeper_colour=team.keeper_colour,
    )


def _check_team(team: TeamInfo, squad: Sequence[Player]) -> None:
    if not team.name.strip():
        raise ServiceError(_("a team needs a name"))
    try:
        check_squad(TeamSheet(name=team.name, squad=tuple(squad)))
    except SetupError as exc:
        raise ServiceError.of(exc) from None


def _map_players(old: Sequence[Player], new: Sequence[Player]) -> tuple[dict[int, int], list[int]]:
    """Old pids to new ones by name (a shirt number alone may have changed hands)."""
    by_name = {fold(p.name): p.pid for p in new}
    mapping = {p.pid: by_name[fold(p.name)] for p in old if fold(p.name) in by_name}
    return mapping, [p.pid for p in old if p.pid not in mapping]


def _check_stage_fits(session: Session, match: Match) -> None:
    """Refuse a group or league round for a match that went to extra time or a
    shootout: its table would count a score no such match has (3-1 aet in Group A)."""
    if match.id is None or not has_no_extra_time(match.stage):
        return
    if summaries.played_beyond_full_time(session, match.id):
        raise ServiceError(
            _(
                "“{stage}” is a group or league round, whose matches end at full time; this "
                "match went to extra time or penalties: give the knockout round it was played in"
            ).format(stage=match.stage)
        )


def _second_leg(stage: str) -> str:
    """The stage of a tie's return match: "Semi-final, first leg" → "…, second leg"."""
    for first, second in ((", first leg", ", second leg"), ("first leg", "second leg")):
        if stage.casefold().endswith(first):
            return stage[: len(stage) - len(first)] + second
    return stage


__all__ = [
    "AmbiguousPlayer",
    "Appeal",
    "CopiedLineup",
    "LibraryQuery",
    "SetupService",
    "SuspendedPlayers",
    "TeamInfo",
    "season_of",
]
