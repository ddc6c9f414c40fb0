"""The Records menu's work: open the records window on a competition, a team or a player.

The records window is built on first use, over the main window's database, and kept
(one per main window). From the open match: its competition, its two teams, and the
player selected or clicked in a line-up panel (a panel lists squad entries; the
player page is of the person the entry is linked to).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, TypeVar

from PySide6.QtCore import QCoreApplication

from tracker.core.match.model import Side
from tracker.services.errors import DatabaseError, ServerLost, ServiceError

if TYPE_CHECKING:  # the records window and its services load on first use, not at start-up
    from tracker.services.database import Database
    from tracker.services.records import RecordsService
    from tracker.services.suspensions import EditionBan
    from tracker.ui.common.host import WindowHost
    from tracker.ui.records.competitionpage import BanSource, LeftOut
    from tracker.ui.records.recordswindow import RecordsWindow, Target


T = TypeVar("T")


class RecordsActions:
    """The handlers of the Records menu, acting on one main window."""

    def __init__(self, host: WindowHost) -> None:
        self.host = host
        self._records: RecordsWindow | None = None
        self._db: Database | None = None

    def records_window(self) -> RecordsWindow:
        """The records window over the main window's database (built once per database)."""
        db = self.host.document.service.db
        if self._records is not None and self._db is not db:
            self._records.close()
            self._records.deleteLater()
            self._records = None
        if self._records is None:
            from tracker.services.records import RecordsService
            from tracker.ui.records.recordswindow import RecordsWindow

            records = RecordsWindow(
                RecordsService(db), self.host.window(), bans=ban_source(db), left_out=left_out(db)
            )
            self._db = db
            records.matchRequested.connect(self._on_records_match_requested)
            # A points adjustment made in the records window is stored under the user's name.
            records.competition.author = lambda: self.host.document.service.author
            # Where the database tells of changes (PostgreSQL), the pages ask only then.
            live = self.host.live
            records.watch.quiet = lambda: live.listening or live.resting
            live.matchesChanged.connect(records.watch.poke)
            # A server found out of reach here or there: neither window asks it on its
            # thread until it answers (each asks it off its thread meanwhile).
            live.serverLost.connect(records.lose)
            records.watch.serverLost.connect(self._on_records_server_lost)
            self._records = records
        return self._records

    def _present(self, shown: bool) -> RecordsWindow | None:
        records = self.records_window()
        records.show()
        records.raise_()
        records.activateWindow()
        return records if shown else None

    # --- the menu -------------------------------------------------------------------
    def show_competitions(self) -> None:
        """The competition view: of the open match's edition, else the latest one."""
        if self._refused():
            return
        edition_id = None
        match_id = self.host.document.match_id
        if match_id is not None:
            edition_id = self._guarded(lambda: self._service().match(match_id).edition_id)
        records = self.records_window()
        self._present(records.show_competitions(edition_id))

    def show_team(self, side: Side) -> None:
        """The page of the open match's home or away team."""
        match_id = self.host.document.match_id
        if match_id is None or self._refused():
            return
        played = self._guarded(lambda: self._service().match(match_id))
        if played is None:
            return
        team_id = played.home_team_id if side is Side.HOME else played.away_team_id
        name = played.home if side is Side.HOME else played.away
        if team_id is None:
            self.host.notify(
                QCoreApplication.translate(
                    "RecordsActions", "{name} has no team record in the library."
                ).format(name=name)
            )
            return
        self._present(self.records_window().show_team(team_id))

    def show_selected_player(self) -> None:
        """The page of the player selected on the pitch or in a line-up."""
        if self.host.selected is None:
            self.host.notify(
                QCoreApplication.translate(
                    "RecordsActions",
                    "Select a player first (click him on the pitch or in a line-up).",
                )
            )
            return
        self.show_player_of(self.host.selected)

    def show_player_of(self, pid: int) -> None:
        """The page of the person a player of the open match is."""
        match = self.host.document.match
        name = (
            match.player(pid).name
            if match is not None
            else QCoreApplication.translate("RecordsActions", "This player")
        )
        if self._refused():
            return
        person_id = self._guarded(lambda: self._service().person_of_player(pid))
        if person_id is None:
            self.host.notify(
                QCoreApplication.translate(
                    "RecordsActions",
                    "{name} is not linked to a player record yet, so he has no player page.",
                ).format(name=name)
            )
            return
        self._present(self.records_window().show_player(person_id))

    def show(self, target: Target) -> None:
        """A page asked for elsewhere (the match library); kind "competitions": the view."""
        if target.kind == "competitions":
            self.show_competitions()
            return
        if self._refused():
            return
        self._present(self.records_window().open(target))

    def _service(self) -> RecordsService:
        return self.records_window().service

    def _refused(self) -> bool:
        """True if the database server is known not to answer: said at once, nothing
        read on the window's thread (each try could hold the window for the connection
        timeout). Asked again, it opens once the server answers."""
        if not self.host.live.resting:
            return False
        self._say(self.host.document.service.unreachable())
        return True

    def _guarded(self, call: Callable[[], T]) -> T | None:
        try:
            return call()
        except (ServiceError, DatabaseError) as exc:
            if isinstance(exc, ServerLost):  # the window knows now: not tried again
                self.host.live.lose(str(exc))
            self._say(str(exc))
            return None

    def _say(self, exc: str) -> None:
        self.host.notify(
            QCoreApplication.translate("RecordsActions", "Records: {exc}").format(exc=exc)
        )

    def _on_records_server_lost(self, said: str) -> None:
        if said:
            self.host.live.lose(said)

    def _on_records_match_requested(self, match_id: int) -> None:
        if self.host.open_match(match_id):
            self.host.raise_()
            self.host.activateWindow()


def ban_source(db: Database) -> BanSource:
    """An edition's suspensions by its competition's rules, as the competition view lists them."""
    from tracker.services.suspensions import SuspensionService
    from tracker.ui.records.competitionpage import BanLine

    service = SuspensionService(db)

    def bans(edition_id: int) -> Sequence[BanLine]:
        _, found = service.edition_bans(str(edition_id))
        return [BanLine(b.name, b.team, b.ban.describe(), _serves(b), b.person_id) for b in found]

    return bans


def left_out(db: Database) -> LeftOut:
    """The cards an edition's list of suspensions does not count, in words: team
    officials sent off, and cards shown in abandoned matches."""
    from tracker.services.suspensions import SuspensionService

    return SuspensionService(db).left_out


def _serves(ban: EditionBan) -> str:
    """``misses v Spain, 19 Jul``; what is still to serve; appeals that lifted it."""
    said = (
        [
            QCoreApplication.translate("recordactions", "misses {matches}").format(
                matches=", ".join(ban.missed)
            )
        ]
        if ban.missed
        else []
    )
    if ban.played:  # an ineligible player fielded, as the match's record has it
        said.append(
            QCoreApplication.translate("recordactions", "played {matches} while suspended").format(
                matches=", ".join(ban.played)
            )
        )
    text = "; ".join(said) or QCoreApplication.translate("recordactions", "no match served yet")
    if ban.carried_to:  # a league's next season serves what is left
        text += QCoreApplication.translate(
            "recordactions", "; {pending} to serve in {season}"
        ).format(pending=ban.ban.pending, season=ban.carried_to)
    elif ban.ban.pending and ban.served:
        text += QCoreApplication.translate("recordactions", ", and {pending} more").format(
            pending=ban.ban.pending
        )
    if ban.lifted:
        text += QCoreApplication.translate("recordactions", "; lifted on appeal for ") + "; ".join(
            ban.lifted
        )
    return text


__all__ = ["RecordsActions", "ban_source", "left_out"]
