"""File > Import…: a match file, StatsBomb open data, or results history (openfootball).

The files are read and converted on a worker thread, with a progress bar, so a
large StatsBomb events file never freezes the window; the worker touches no
widget and no database. The match is then stored through the services on the GUI
thread, in one transaction. A refused file leaves a message in the dialog and
writes nothing. A results import (openfootball's worldcup.json files, any number)
stores every file in one transaction and then shows its report in the dialog: how
many matches were new or unchanged, the logged matches it was linked to, and each
point where a logged match and the file disagree.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, cast

from PySide6.QtCore import QCoreApplication, QObject, Qt, QThread, Signal, Slot
from PySide6.QtWidgets import (
    QButtonGroup,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QProgressBar,
    QPushButton,
    QRadioButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from tracker.core.match.events import Event
from tracker.core.match.model import Match, Side
from tracker.services.matches import MatchService, ServiceError
from tracker.services.opendata import convert_statsbomb, read_file
from tracker.services.results import (
    ResultsService,
    describe_report,
    describe_squads,
    read_openfootball,
    read_squads,
)
from tracker.ui.common.errortext import show_errors_in_red
from tracker.ui.common.layout import fit_height
from tracker.ui.common.refusals import as_sentence
from tracker.ui.common.translation import QT_TRANSLATE_NOOP

JSON_FILTER = QT_TRANSLATE_NOOP("importing", "Match files (*.json);;All files (*)")


class ImportWorker(QObject):
    """Reads and converts the chosen files off the GUI thread."""

    #: Progress in percent.
    progressed = Signal(int)
    #: ("json", text), ("statsbomb", (match, events)), ("openfootball", [ReadFile]) or
    #: ("squads", [SquadList]).
    converted = Signal(str, object)
    #: A message for the user.
    failed = Signal(str)

    def __init__(self, kind: str, files: list[str], match_info: str | None) -> None:
        super().__init__()
        self.kind = kind
        self.files = files
        self.match_info = match_info

    @Slot()
    def run(self) -> None:
        """Do the work and report the result by signal."""
        try:
            if self.kind == "openfootball":
                data: Any = read_openfootball(
                    self.files, progress=lambda f: self.progressed.emit(round(f * 100))
                )
            elif self.kind == "squads":
                data = read_squads(self.files)
            elif self.kind == "json":
                data = _text(read_file(self.files[0]), self.files[0])
                if data.lstrip().startswith("["):
                    raise ServiceError(
                        self.tr(
                            "this is not a Match Tracker match file but a list, like StatsBomb "
                            "data: choose “StatsBomb open data” above"
                        )
                    )
            else:
                data = convert_statsbomb(
                    self.files,
                    self.match_info,
                    progress=lambda f: self.progressed.emit(round(f * 100)),
                )
        except ServiceError as exc:
            self.failed.emit(str(exc))
            return
        self.progressed.emit(100)
        self.converted.emit(self.kind, data)


def _text(data: bytes, path: str) -> str:
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise ServiceError(
            QCoreApplication.translate(
                "importing", "{path}: not a text file (expected UTF-8 JSON)"
            ).format(path=path)
        ) from None


class FileField(QWidget):
    """A file path with a Browse… button."""

    #: The path changed.
    changed = Signal(str)

    def __init__(self, caption: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.caption = caption
        self.line = QLineEdit(self)
        self.line.setPlaceholderText(self.tr("Choose a file…"))
        self.line.setAccessibleName(self.tr("File to import"))
        self.browse = QPushButton(self.tr("Browse…"), self)
        # {what} is the caption as English writes it mid-sentence, {What} as written alone.
        self.browse.setAccessibleName(
            self.tr("Browse for the {what}").format(what=caption.lower(), What=caption)
        )
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.line, 1)
        layout.addWidget(self.browse)
        # The form's mnemonic (Alt+E for Events) puts the cursor in the path.
        self.setFocusProxy(self.line)
        self.browse.clicked.connect(self._on_browse_clicked)
        self.line.textChanged.connect(self.changed)

    @property
    def path(self) -> str:
        """The chosen path, trimmed."""
        return self.line.text().strip()

    def set_path(self, path: str) -> None:
        """Show a path."""
        self.line.setText(path)

    def choose(self) -> str:
        """Ask the user for a file (tests replace this)."""
        start = str(Path(self.path).parent) if self.path else ""
        path, _ = QFileDialog.getOpenFileName(
            self, self.caption, start, QCoreApplication.translate("importing", JSON_FILTER)
        )
        return path

    @Slot()
    def _on_browse_clicked(self) -> None:
        path = self.choose()
        if path:
            self.set_path(path)


class FilesField(FileField):
    """Several file paths (separated by ``;``) with a Browse… button that picks many."""

    @property
    def paths(self) -> list[str]:
        """The chosen paths."""
        return [p.strip() for p in self.line.text().split(";") if p.strip()]

    def choose_many(self) -> list[str]:
        """Ask the user for files (tests replace this)."""
        start = str(Path(self.paths[0]).parent) if self.paths else ""
        paths, _ = QFileDialog.getOpenFileNames(
            self, self.caption, start, QCoreApplication.translate("importing", JSON_FILTER)
        )
        return paths

    @Slot()
    def _on_browse_clicked(self) -> None:
        paths = self.choose_many()
        if paths:
            self.set_path("; ".join(paths))


class ImportDialog(QDialog):
    """Choose what to import, then import it with progress; ``match_id`` is the result."""

    #: The id of the imported match.
    imported = Signal(int)
    #: A results import stored its files.
    results_imported = Signal()

    def __init__(self, service: MatchService, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.service = service
        self.match_id: int | None = None
        #: What importing a match file did to a competition's award of its match ("": none).
        self.said = ""
        self._thread: QThread | None = None
        self._worker: ImportWorker | None = None
        self.setWindowTitle(self.tr("Import a match"))
        self.setMinimumWidth(560)

        self.json_choice = QRadioButton(self.tr("Match Tracker match file (.json)"), self)
        self.statsbomb_choice = QRadioButton(
            self.tr("StatsBomb open data (events and lineups files)"), self
        )
        self.results_choice = QRadioButton(
            self.tr("Results and fixtures: World Cups, league seasons (openfootball JSON files)"),
            self,
        )
        self.squads_choice = QRadioButton(
            self.tr("Squad lists (openfootball worldcup.squads.json files)"), self
        )
        self.json_choice.setChecked(True)
        choices = QButtonGroup(self)
        choices.addButton(self.json_choice)
        choices.addButton(self.statsbomb_choice)
        choices.addButton(self.results_choice)
        choices.addButton(self.squads_choice)
        #: The report of the last results import, one line each.
        self.report_lines: list[str] = []

        self.match_file = FileField(self.tr("Match file"))
        self.events_file = FileField(self.tr("StatsBomb events file"))
        self.lineups_file = FileField(self.tr("StatsBomb lineups file"))
        self.matches_file = FileField(self.tr("StatsBomb matches file"))
        self.matches_file.line.setPlaceholderText(
            self.tr("Optional: competition, date, venue, referee")
        )

        json_page = QWidget(self)
        json_form = QFormLayout(json_page)
        json_form.addRow(self.tr("&Match file:"), self.match_file)
        sb_page = QWidget(self)
        sb_form = QFormLayout(sb_page)
        sb_form.addRow(self.tr("&Events:"), self.events_file)
        sb_form.addRow(self.tr("&Lineups:"), self.lineups_file)
        sb_form.addRow(self.tr("Ma&tches:"), self.matches_file)
        self.results_files = FilesField(self.tr("Results files"))
        results_page = self._files_page(
            self.results_files,
            self.tr("&Results files:"),
            self.tr("One or more worldcup.json or league season files (en.1.json)"),
            self.tr(
                "Each file's worldcup.groups.json beside it is read too. Importing a file "
                "again changes nothing; a match logged here is kept and linked; what a "
                "file gets wrong is reported, not stored."
            ),
        )
        self.squads_files = FilesField(self.tr("Squads files"))
        squads_page = self._files_page(
            self.squads_files,
            self.tr("&Squads files:"),
            self.tr("One or more worldcup.squads.json files"),
            self.tr(
                "Each squad becomes its team's standing squad (numbers, positions, clubs); "
                "its players are linked to the people already known, by name and team."
            ),
        )
        self.pages = QStackedWidget(self)
        self.pages.addWidget(json_page)
        self.pages.addWidget(sb_page)
        self.pages.addWidget(results_page)
        self.pages.addWidget(squads_page)

        self.progress = QProgressBar(self)
        self.progress.setRange(0, 100)
        self.progress.setVisible(False)
        self.message = QLabel(self)
        self.message.setWordWrap(True)
        self.message.setTextFormat(Qt.TextFormat.PlainText)  # names in a refusal as typed
        self.message.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        show_errors_in_red(self.message)
        self.message.setVisible(False)
        self.report = QPlainTextEdit(self)
        self.report.setReadOnly(True)
        self.report.setAccessibleName(self.tr("What the import did"))
        self.report.setVisible(False)

        self.buttons = QDialogButtonBox(self)
        self.import_button = self.buttons.addButton(
            self.tr("&Import"), QDialogButtonBox.ButtonRole.AcceptRole
        )
        self.cancel_button = self.buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        self.settle_button = self.buttons.addButton(
            self.tr("&Settle names…"), QDialogButtonBox.ButtonRole.ActionRole
        )
        self.settle_button.setToolTip(self.tr("Say who each scorer left unlinked is"))
        self.settle_button.hide()
        #: Scorers the last results import left unlinked (several people fit).
        self.ambiguous: list[Any] = []
        self.import_button.setDefault(True)

        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(self.tr("What do you want to import?"), self))
        layout.addWidget(self.json_choice)
        layout.addWidget(self.statsbomb_choice)
        layout.addWidget(self.results_choice)
        layout.addWidget(self.squads_choice)
        layout.addWidget(self.pages)
        layout.addWidget(self.progress)
        layout.addWidget(self.message)
        layout.addWidget(self.report)
        layout.addStretch(1)
        layout.addWidget(self.buttons)

        self.json_choice.toggled.connect(self._on_choice_toggled)
        self.results_choice.toggled.connect(self._on_choice_toggled)
        self.squads_choice.toggled.connect(self._on_choice_toggled)
        fields = (self.match_file, self.events_file, self.lineups_file, self.matches_file)
        for field in (*fields, self.results_files, self.squads_files):
            field.changed.connect(self._on_field_changed)
        self.events_file.changed.connect(self._on_events_file_changed)
        self.settle_button.clicked.connect(self.settle_names)
        self.buttons.accepted.connect(self.start)
        self.buttons.rejected.connect(self.reject)
        self._update_buttons()

    def _files_page(self, field: FilesField, label: str, placeholder: str, note: str) -> QWidget:
        """A page choosing several files, with a word on what their import does."""
        field.line.setPlaceholderText(placeholder)
        page = QWidget(self)
        form = QFormLayout(page)
        form.addRow(label, field)
        form.addRow(QLabel(note, page, wordWrap=True))
        return page

    # --- the public entry point ---------------------------------------------------
    @classmethod
    def ask(cls, parent: QWidget | None, service: MatchService) -> int | None:
        """Show the dialog modally; the new match id, or None if nothing was imported."""
        return cls.ask_said(parent, service)[0]

    @classmethod
    def ask_said(cls, parent: QWidget | None, service: MatchService) -> tuple[int | None, str]:
        """As :meth:`ask`, with what the import did to an award of its match ("": none)."""
        dialog = cls(service, parent)
        try:
            dialog.exec()
            return dialog.match_id, dialog.said
        finally:
            dialog.deleteLater()

    def fill(self, kind: str, files: list[str]) -> None:
        """Choose ``kind`` (``json``, ``openfootball`` or ``squads``) with ``files`` filled in."""
        if kind == "json":
            self.json_choice.setChecked(True)
            self.match_file.set_path(files[0])
        else:
            choice, field = (
                (self.squads_choice, self.squads_files)
                if kind == "squads"
                else (self.results_choice, self.results_files)
            )
            choice.setChecked(True)
            field.set_path("; ".join(files))
        self._update_buttons()

    def fill_statsbomb(self, events: str = "", lineups: str = "", matches: str = "") -> None:
        """Choose StatsBomb open data with the files given filled in (the lineups of
        ``events/N.json`` are found beside it, as when chosen by hand)."""
        self.statsbomb_choice.setChecked(True)
        self._on_choice_toggled(True)
        for field, path in (
            (self.lineups_file, lineups),
            (self.matches_file, matches),
            (self.events_file, events),
        ):
            if path:
                field.set_path(path)
        self._update_buttons()

    @property
    def kind(self) -> str:
        """``json``, ``statsbomb``, ``openfootball`` or ``squads``."""
        if self.results_choice.isChecked():
            return "openfootball"
        if self.squads_choice.isChecked():
            return "squads"
        return "json" if self.json_choice.isChecked() else "statsbomb"

    @property
    def busy(self) -> bool:
        """True while the files are being read."""
        return self._thread is not None

    def ready(self) -> bool:
        """True when the files needed are chosen."""
        if self.kind == "json":
            return bool(self.match_file.path)
        if self.kind == "openfootball":
            return bool(self.results_files.paths)
        if self.kind == "squads":
            return bool(self.squads_files.paths)
        return bool(self.events_file.path and self.lineups_file.path)

    # --- importing ---------------------------------------------------------------
    @Slot()
    def start(self) -> None:
        """Read the files on a worker thread."""
        if self.busy or not self.ready():
            return
        if self.kind == "json":
            files, info = [self.match_file.path], None
        elif self.kind == "openfootball":
            files, info = self.results_files.paths, None
        elif self.kind == "squads":
            files, info = self.squads_files.paths, None
        else:
            files = [self.events_file.path, self.lineups_file.path]
            info = self.matches_file.path or None
        self._show_message("")
        self._show_report([])
        self.ambiguous = []
        self.settle_button.hide()
        self.progress.setValue(0)
        self.progress.setVisible(True)
        thread = QThread(self)
        worker = ImportWorker(self.kind, files, info)
        worker.moveToThread(thread)
        thread.started.connect(worker.run)
        worker.progressed.connect(self.progress.setValue)
        worker.converted.connect(self._on_worker_converted)
        worker.failed.connect(self._on_worker_failed)
        self._thread, self._worker = thread, worker
        self._update_buttons()
        thread.start()

    def _stop_worker(self) -> None:
        thread, worker = self._thread, self._worker
        self._thread = self._worker = None
        if thread is not None:
            thread.quit()
            thread.wait()
            thread.deleteLater()
        if worker is not None:
            worker.deleteLater()
        self._update_buttons()

    @Slot(str, object)
    def _on_worker_converted(self, kind: str, data: object) -> None:
        self._stop_worker()
        if kind == "openfootball":
            self._store_results(cast("list[Any]", data))
            return
        if kind == "squads":
            self._store_squads(cast("list[Any]", data))
            return
        from tracker.services.matches import check_text
        from tracker.services.opendata import store_new
        from tracker.services.stored import import_new_said

        try:
            # A match already stored is not stored again: it would count twice.
            if kind == "json":
                match_id, self.said = import_new_said(self.service, check_text(str(data)))
            else:
                match_id = store_new(self.service, *cast("tuple[Match, list[Event]]", data))
        except ServiceError as exc:
            self._refused(exc)
            return
        self.match_id = match_id
        self._count_in_records()  # it closes on the match: a failure waits for the next read
        self.imported.emit(match_id)
        self.accept()

    def _count_in_records(self) -> list[str]:
        """Count what was just stored in the record books, so that a reader who may only
        read (a published site, a reporter's role) finds it counted; a line for the
        report if that failed (what was stored stays stored: the next read counts it)."""
        from tracker.services.records import RecordsService

        problem = RecordsService(self.service.db).count_stored()
        if not problem:
            return []
        return [
            self.tr(
                "Stored, but not yet counted in the record books ({error}): "
                "the next records read counts it."
            ).format(error=problem)
        ]

    def _store_results(self, files: list[Any]) -> None:
        """Store the results files read, then show what was done; the dialog stays open."""
        try:
            report = ResultsService(self.service.db).store(files)
        except ServiceError as exc:
            self._on_worker_failed(str(exc))
            return
        self.progress.setVisible(False)
        matches = sum(len(item.edition.matches) for item in files)
        lines = describe_report(report)
        lines[0] = self.tr("Imported {len} file(s), {matches} matches: {lines}").format(
            len=len(files), matches=matches, lines=lines[0]
        )
        self._show_report(lines + self._count_in_records())
        self.ambiguous = [item for item in report.ambiguous if item.match_id is not None]
        self.settle_button.setVisible(bool(self.ambiguous))
        self.cancel_button.setText(self.tr("Close"))
        #: Told the library changed (new matches), for whoever shows it.
        self.results_imported.emit()

    def _store_squads(self, squads: list[Any]) -> None:
        """Store the squad lists read, then show what was done; the dialog stays open."""
        try:
            report = ResultsService(self.service.db).store_squads(squads)
        except ServiceError as exc:
            self._on_worker_failed(str(exc))
            return
        self.progress.setVisible(False)
        self._show_report(describe_squads(report) + self._count_in_records())
        self.cancel_button.setText(self.tr("Close"))

    @Slot()
    def settle_names(self) -> None:
        """Ask who each unlinked scorer is (one of the people known by the name, or
        somebody new); a name left for later stays unlinked."""
        from tracker.services.people import PeopleService
        from tracker.services.setup import AmbiguousPlayer
        from tracker.ui.setup.personchoice import NEW_PERSON, PersonChoiceDialog

        people = PeopleService(self.service.db)
        left = []
        settled = 0
        for item in self.ambiguous:
            try:
                candidates = tuple(people.candidates(item.candidates))
                asked = AmbiguousPlayer(Side.HOME, item.team, item.name, candidates)
                chosen = PersonChoiceDialog.ask(self, asked)
                if chosen is None:
                    left.append(item)
                    continue
                people.link(item.match_id, item.name, None if chosen == NEW_PERSON else chosen)
                settled += 1
            except ServiceError as exc:
                self._show_message(
                    self.tr("Not linked: {name}: {exc}").format(name=item.name, exc=exc)
                )
                left.append(item)
        self.ambiguous = left
        self.settle_button.setVisible(bool(left))
        more = self.tr("; {len} left for later").format(len=len(left)) if left else ""
        self._show_report(
            [
                *self.report_lines,
                self.tr("settled {settled} name(s){more}").format(settled=settled, more=more),
            ]
        )

    def _show_report(self, lines: list[str]) -> None:
        self.report_lines = lines
        self.report.setPlainText("\n".join(lines))
        self.report.setVisible(bool(lines))

    @Slot(str)
    def _on_worker_failed(self, message: str) -> None:
        self._stop_worker()
        self.progress.setVisible(False)
        self._show_message(self.tr("Nothing was imported: {message}").format(message=message))

    def _refused(self, exc: ServiceError) -> None:
        """Say why the match read was not stored (once, where its message says so)."""
        if not getattr(exc, "says_nothing_imported", False):
            self._on_worker_failed(str(exc))
            return
        self._stop_worker()
        self.progress.setVisible(False)
        self._show_message(str(exc))

    def _show_message(self, text: str) -> None:
        text = as_sentence(text)  # a service's refusal quoted whole: one sentence
        self.message.setText(text)
        self.message.setVisible(bool(text))
        if text:
            fit_height(self)  # the message's lines, without squeezing the fields above

    # --- reacting to the user ------------------------------------------------------
    @Slot(bool)
    def _on_choice_toggled(self, _checked: bool) -> None:
        pages = {"json": 0, "statsbomb": 1, "openfootball": 2, "squads": 3}
        self.pages.setCurrentIndex(pages[self.kind])
        self._show_message("")
        self._update_buttons()

    @Slot(str)
    def _on_field_changed(self, _text: str) -> None:
        self._update_buttons()

    @Slot(str)
    def _on_events_file_changed(self, path: str) -> None:
        """In StatsBomb's open-data folders the lineups of events/N.json are lineups/N.json."""
        events = Path(path.strip())
        if self.lineups_file.path or events.parent.name != "events":
            return
        lineups = events.parent.parent / "lineups" / events.name
        if lineups.is_file():
            self.lineups_file.set_path(str(lineups))

    def _update_buttons(self) -> None:
        self.import_button.setEnabled(self.ready() and not self.busy)
        self.cancel_button.setEnabled(not self.busy)
        choices = (self.json_choice, self.statsbomb_choice, self.results_choice, self.squads_choice)
        for widget in (*choices, self.pages):
            widget.setEnabled(not self.busy)

    def reject(self) -> None:
        """Close, unless files are being read (that takes a moment, then it can close)."""
        if not self.busy:
            super().reject()


def import_match(parent: QWidget | None, service: MatchService) -> int | None:
    """File > Import…: the id of the imported match, or None if the user cancelled."""
    return ImportDialog.ask(parent, service)


def import_match_said(parent: QWidget | None, service: MatchService) -> tuple[int | None, str]:
    """File > Import…: the id of the imported match (None if the user cancelled), and
    what the import did to a competition's award of its match, in words ("": none)."""
    return ImportDialog.ask_said(parent, service)
