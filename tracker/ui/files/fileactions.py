"""File menu work: new, open, import, export, print, send, the demo match.

The dialogs belong to other modules and are imported when first used, so the window
starts quickly and each dialog can be replaced in tests through its ``ask()``.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeVar

from PySide6.QtCore import QCoreApplication

from tracker.services.errors import DatabaseError, ServerLost, ServiceError
from tracker.ui.common.refusals import as_sentence

if TYPE_CHECKING:
    from tracker.services.matches import MatchService
    from tracker.sheet.resultcontent import ResultSheet
    from tracker.ui.common.host import WindowHost

_T = TypeVar("_T")


class FileActions:
    """The handlers of the File menu, acting on one window."""

    def __init__(self, host: WindowHost, demo_text: Callable[[], str]) -> None:
        self.host = host
        self._demo_text = demo_text

    @property
    def service(self) -> MatchService:
        """The service of the window's database (opened after the window first shows)."""
        return self.host.document.service

    def _refused(self, what: str) -> bool:
        """True if the database server is known not to answer: said at once (``what``
        could not be done), nothing tried on the window's thread, where each try could
        hold the window for the connection timeout. Done again once it answers."""
        if not self.host.live.resting:
            return False
        self.host.notify(f"{what}: {self.service.unreachable()}")
        return True

    def _guarded(self, what: str, call: Callable[[], _T | None]) -> _T | None:
        if self._refused(what):
            return None
        try:
            return call()
        except ServerLost as exc:  # the window knows now: not tried again until it answers
            self.host.live.lose(str(exc))
            self.host.notify(f"{what}: {exc}")
            return None
        except (ServiceError, DatabaseError, OSError) as exc:
            self.host.notify(f"{what}: {exc}")
            return None

    def _load(self, module: str, name: str) -> Any:
        """A dialog from another module, or None (and a notice) if it is not installed."""
        try:
            return getattr(importlib.import_module(module), name)
        except (ImportError, AttributeError):
            self.host.notify(
                QCoreApplication.translate(
                    "FileActions", "This part of Match Tracker is not installed in this version."
                )
            )
            return None

    def new_match(self) -> None:
        """Set up a new match and open it."""
        NewMatchDialog = self._load("tracker.ui.setup.newmatch", "NewMatchDialog")
        if NewMatchDialog is None:
            return
        match_id = self._guarded(
            QCoreApplication.translate("FileActions", "Cannot create the match"),
            lambda: NewMatchDialog.ask(self.host.window(), self.service),
        )
        if match_id is not None:
            self.host.open_match(match_id)

    def open_match(self) -> None:
        """Choose a match from the library and open it."""
        MatchLibrary = self._load("tracker.ui.library.library", "MatchLibrary")
        if MatchLibrary is None:
            return
        what = QCoreApplication.translate("FileActions", "Cannot open the library")
        if self._refused(what):
            return
        try:
            match_id = MatchLibrary.ask(
                self.host.window(),
                self.service,
                show_page=self.host.records.show,
                # Found out of reach there: the window asks it no more on its thread.
                lose=self.host.live.lose,
            )
        except ServerLost as exc:  # the window knows now: not tried again until it answers
            self.host.live.lose(str(exc))
            self.host.notify(f"{what}: {exc}")
            return
        except (ServiceError, DatabaseError, OSError) as exc:
            self.host.notify(f"{what}: {exc}")
            return
        if match_id is not None:
            self.open_chosen(match_id)
        else:
            # The library may have deleted or edited the open match.
            self.host.check_for_changes()

    def open_chosen(self, match_id: int) -> None:
        """Open a match chosen in the library (or anywhere else): a fixture is set up
        first, a result's sheet shown (it has no log to open), unless it was set up to
        be logged (Log this match…)."""
        from tracker.core.match.summary import AWARDED
        from tracker.services.results import ResultsService

        results = ResultsService(self.service.db)
        stored = self._guarded_value(lambda: results.stored(match_id))
        if stored is None or (stored.record == "result" and stored.lineups):
            self.host.open_match(match_id)
            return
        if stored.record == "result":
            ResultSheetDialog = self._load("tracker.ui.library.resultview", "ResultSheetDialog")
            if ResultSheetDialog is not None:
                from tracker.core.i18n import language
                from tracker.services.records import RecordsService
                from tracker.ui.library.resultview import SheetSource

                records = RecordsService(self.service.db)

                def read_sheet() -> ResultSheet:
                    # In the window's language, as the key stats panel of an open match is.
                    sheet = results.sheet(match_id, language())
                    if sheet is None:  # deleted meanwhile, in this program or another
                        raise ServiceError("the match is no longer in the library")
                    return sheet

                # Read again while it is open when what its key stats count over moves.
                source = SheetSource(
                    lambda: records.key_stats_stamp(match_id),
                    read_sheet,
                    self.host.background.run,
                    # Told of changes, or resting while the server does not answer.
                    self.host.live,
                )
                # An awarded result is not logged: the log would replace the award at
                # full time (the service refuses it; the sheet says it was awarded).
                can_log = not self.host.read_only and stored.status != AWARDED

                def show(sheet: Any) -> None:
                    if ResultSheetDialog.show_sheet(
                        self.host.window(), sheet, source, can_log=can_log
                    ):
                        self._set_up(
                            match_id,
                            QCoreApplication.translate("FileActions", "Cannot set the match up"),
                        )

                # Its key stats may derive tallies first: read off the GUI thread.
                self.host.background.run(
                    read_sheet,
                    show,
                    lambda exc: self.host.notify(
                        QCoreApplication.translate(
                            "FileActions", "Cannot open the match: {exc}"
                        ).format(exc=exc)
                    ),
                )
            return
        self._set_up(
            match_id, QCoreApplication.translate("FileActions", "Cannot set the fixture up")
        )

    def _set_up(self, match_id: int, failure: str) -> None:
        """Set up a fixture or a result to log it (the same row), then open it."""
        NewMatchDialog = self._load("tracker.ui.setup.newmatch", "NewMatchDialog")
        if NewMatchDialog is None:
            return
        started = self._guarded(
            failure, lambda: NewMatchDialog.ask_fixture(self.host.window(), self.service, match_id)
        )
        if started is not None:
            self.host.open_match(started)

    def _guarded_value(self, call: Callable[[], Any]) -> Any:
        what = QCoreApplication.translate("FileActions", "Cannot open the match: {exc}")
        if self.host.live.resting:  # said at once, nothing tried (see _refused)
            self.host.notify(what.format(exc=self.service.unreachable()))
            return None
        try:
            return call()
        except (ServiceError, DatabaseError) as exc:
            if isinstance(exc, ServerLost):  # the window knows now
                self.host.live.lose(str(exc))
            self.host.notify(what.format(exc=exc))
            return None

    def open_demo(self) -> None:
        """Open the reference match, importing it the first time."""
        match_id = self._guarded(
            QCoreApplication.translate("FileActions", "Cannot load the demo match"),
            lambda: self.service.find_or_import(self._demo_text())[0],
        )
        if match_id is not None:
            self.host.open_match(match_id)

    def import_match(self) -> None:
        """Import a match file and open it."""
        import_match = self._load("tracker.ui.files.importing", "import_match_said")
        if import_match is None:
            return
        done = self._guarded(
            QCoreApplication.translate("FileActions", "Cannot import"),
            lambda: import_match(self.host.window(), self.service),
        )
        match_id, award = done if done is not None else (None, "")
        if match_id is not None:
            from tracker.ui.files.opening import same_names_said

            self.host.open_match(match_id)
            # What it did to the competition's award of its match is said, as import does.
            said = " ".join(
                filter(None, [as_sentence(award), same_names_said(self.host, match_id)])
            )
            if said:
                self.host.notify(said)

    def export_match(self) -> None:
        """Export the open match (match file or match sheet)."""
        export_match = self._load("tracker.ui.files.exporting", "export_match")
        if export_match is None:
            return
        match_id = self.host.document.match_id
        if match_id is not None:
            self._guarded(
                QCoreApplication.translate("FileActions", "Cannot export"),
                lambda: export_match(self.host.window(), self.service, match_id),
            )

    def print_match(self) -> None:
        """Print the open match's sheet."""
        print_match = self._load("tracker.ui.files.exporting", "print_match")
        if print_match is None:
            return
        match_id = self.host.document.match_id
        if match_id is not None:
            self._guarded(
                QCoreApplication.translate("FileActions", "Cannot print"),
                lambda: print_match(self.host.window(), self.service, match_id),
            )

    def send_match(self) -> None:
        """Send the open match to the league's database (File › Send to league database…)."""
        send_match = self._load("tracker.ui.files.send", "send_match")
        if send_match is not None and self.host.document.match_id is not None:
            send_match(self.host)
