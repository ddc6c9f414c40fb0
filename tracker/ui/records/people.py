"""The People dialog: every person across matches, searchable, with Merge… and Split….

Merges and splits go through the window's undo stack (Ctrl+Z in the window undoes
them too); the dialog re-reads its list after every change, its own or an undo's.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

import shiboken6
from PySide6.QtCore import (
    QModelIndex,
    QPersistentModelIndex,
    Qt,
    QTimer,
)
from PySide6.QtGui import QKeySequence, QShortcut, QUndoStack
from PySide6.QtWidgets import (
    QAbstractItemView,
    QButtonGroup,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QRadioButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from tracker.services.errors import DatabaseError, ServiceError
from tracker.ui.common.latestread import LatestRead, Runner, at_once
from tracker.ui.common.layout import fit_height
from tracker.ui.common.refusals import as_sentence
from tracker.ui.common.tablemodel import TitledTableModel
from tracker.ui.common.translation import QT_TRANSLATE_NOOP
from tracker.ui.records.peoplecommands import MergePeopleCommand, SplitPersonCommand, perform_people
from tracker.ui.records.recordcolumns import day

if TYPE_CHECKING:
    from tracker.services.people import PeopleService, PersonLink, PersonSummary

_Index = QModelIndex | QPersistentModelIndex
_COLUMNS = (
    QT_TRANSLATE_NOOP("columns", "Id"),
    QT_TRANSLATE_NOOP("columns", "Name"),
    QT_TRANSLATE_NOOP("columns", "Born"),
    QT_TRANSLATE_NOOP("columns", "Teams"),
    QT_TRANSLATE_NOOP("columns", "Matches"),
    QT_TRANSLATE_NOOP("columns", "Also known as"),
)


class PeopleModel(TitledTableModel):
    """A thin table over a list of people as the service gives them."""

    headers = _COLUMNS

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.people: list[PersonSummary] = []

    def set_people(self, people: Sequence[PersonSummary]) -> None:
        """Show a new list."""
        self.beginResetModel()
        self.people = list(people)
        self.endResetModel()

    def row_total(self) -> int:
        """One row a person."""
        return len(self.people)

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        """The cell's text; the person's id as user data."""
        if not index.isValid():
            return None
        person = self.people[index.row()]
        if role == Qt.ItemDataRole.UserRole:
            return person.id
        if role == Qt.ItemDataRole.TextAlignmentRole and index.column() in (0, 4):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        born = day(person.date_of_birth)  # as the record pages write a day
        others = ", ".join(n for n in person.names if n != person.name)
        cells = (person.id, person.name, born, ", ".join(person.teams), person.matches, others)
        return cells[index.column()]


class PeopleDialog(QDialog):
    """Find people; merge two records of one person or split a wrong link off."""

    def __init__(
        self,
        service: PeopleService,
        stack: QUndoStack,
        parent: QWidget | None = None,
        *,
        changed: Callable[[], object] | None = None,
        run: Runner = at_once,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("People"))
        self.setObjectName("peopleDialog")
        self.resize(820, 520)
        self.service = service
        self.stack = stack
        self._changed_outside = changed
        # Reads the list as the user types (off the window's thread on a server: see
        # ``run``); the newest search wins, and a server that does not answer is not
        # asked again until it does.
        self.reads = LatestRead(run, lambda: service.people("", limit=1), self)
        self.reads.serverLost.connect(self._on_reads_server_lost)
        self.search = QLineEdit()
        self.search.setObjectName("peopleSearch")
        self.search.setAccessibleName(self.tr("Search people"))
        self.search.setPlaceholderText(self.tr("Search by any name (accents and case ignored)"))
        self.search.setClearButtonEnabled(True)
        self.model = PeopleModel(self)
        self.table = QTableView()
        self.table.setObjectName("peopleTable")
        self.table.setTabKeyNavigation(False)  # Tab leaves the table, as in a form
        self.table.setAccessibleName(self.tr("People"))
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.table.verticalHeader().hide()
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.status = QLabel()
        self.status.setObjectName("peopleStatus")
        self.status.setWordWrap(True)
        self.merge_button = QPushButton(self.tr("&Merge…"))
        self.merge_button.setToolTip(self.tr("Select two records of one person, then merge them"))
        self.split_button = QPushButton(self.tr("&Split…"))
        self.split_button.setToolTip(
            self.tr("Move a person's entries in some matches to another person")
        )
        self.links_button = QPushButton(self.tr("&Links…"))
        self.links_button.setToolTip(
            self.tr("Why the person's entries were linked to him; undo a link")
        )
        self.undo_button = QPushButton(self.tr("&Undo"))
        self.undo_button.setObjectName("peopleUndo")
        buttons = QHBoxLayout()
        for button in (self.merge_button, self.split_button, self.links_button, self.undo_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(self.reject)
        buttons.addWidget(close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.search)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.status)
        layout.addLayout(buttons)
        # Typing searches once the user pauses, not on every key against a big library.
        self._search_timer = QTimer(self)
        self._search_timer.setSingleShot(True)
        self._search_timer.setInterval(150)
        self._search_timer.timeout.connect(self.refresh)
        self.search.textChanged.connect(self._search_timer.start)
        self.merge_button.clicked.connect(self._on_merge_button_clicked)
        self.split_button.clicked.connect(self._on_split_button_clicked)
        self.links_button.clicked.connect(self._on_links_button_clicked)
        self.undo_button.clicked.connect(self.stack.undo)
        self.table.selectionModel().selectionChanged.connect(self._update_buttons)
        self.stack.indexChanged.connect(self._on_stack_index_changed)
        # The window's stack outlives the dialog: stop following it once closed.
        self.finished.connect(self._on_finished)
        QShortcut(QKeySequence.StandardKey.Undo, self, self.stack.undo)
        QShortcut(QKeySequence.StandardKey.Redo, self, self.stack.redo)
        self.refresh()

    # --- the list -------------------------------------------------------------------
    def refresh(self) -> None:
        """Read the people again for the search text (said at once, nothing read, while
        the server does not answer: read once it does)."""
        self._search_timer.stop()
        text = self.search.text()
        self.reads.read(
            lambda: self.service.people(text), self._show_people, self._on_read_failed, self.refresh
        )

    def _on_read_failed(self, exc: Exception) -> None:
        if not isinstance(exc, (ServiceError, DatabaseError)):
            raise exc
        self._failed(str(exc))

    def _on_reads_server_lost(self, said: str) -> None:
        if said:
            self._failed(said)  # the list read again once it answers

    def _show_people(self, found: list[PersonSummary]) -> None:
        chosen = set(self.selected_ids())
        self.model.set_people(found)
        selection = self.table.selectionModel()
        for row, person in enumerate(found):
            if person.id in chosen:
                selection.select(
                    self.model.index(row, 0),
                    selection.SelectionFlag.Select | selection.SelectionFlag.Rows,
                )
        shown = (
            self.tr("{count} people").format(count=len(found))
            if len(found) != 1
            else self.tr("1 person")
        )
        self.status.setText(
            shown + (self.tr(" (the first 200: narrow the search)") if len(found) >= 200 else "")
        )
        self._update_buttons()

    def selected_ids(self) -> list[int]:
        """The ids of the selected people, in table order."""
        rows = sorted({index.row() for index in self.table.selectionModel().selectedRows()})
        return [self.model.people[row].id for row in rows if row < len(self.model.people)]

    def _selected(self) -> list[PersonSummary]:
        ids = self.selected_ids()
        return [p for p in self.model.people if p.id in ids]

    def _update_buttons(self) -> None:
        if not shiboken6.isValid(self.stack):
            return
        count = len(self.selected_ids())
        self.merge_button.setEnabled(count == 2)
        self.split_button.setEnabled(count == 1)
        self.links_button.setEnabled(count == 1)
        self.undo_button.setEnabled(self.stack.canUndo())
        self.undo_button.setText(
            self.tr("&Undo {undoText}").format(undoText=self.stack.undoText())
            if self.stack.canUndo()
            else self.tr("&Undo")
        )

    def _on_stack_index_changed(self, _index: int) -> None:
        if shiboken6.isValid(self.stack):  # not while the stack is being destroyed
            self.refresh()

    def _on_finished(self, _result: int) -> None:
        self.stack.indexChanged.disconnect(self._on_stack_index_changed)

    # --- merge and split --------------------------------------------------------------
    def _on_merge_button_clicked(self) -> None:
        people = self._selected()
        if len(people) != 2:
            self._failed(self.tr("Select the two records of one person to merge."))
            return
        chosen = MergeChooser.ask(self, people[0], people[1])
        if chosen is None:
            return
        kept, removed = chosen
        text = self.tr("Merge {name} ({id}) into {name2} ({id2})").format(
            name=removed.name, id=removed.id, name2=kept.name, id2=kept.id
        )
        command = MergePeopleCommand(
            self.service, kept.id, removed.id, text, self._after_change, self._failed
        )
        if perform_people(self.stack, command):
            self.status.setText(text + self.tr(": done (Ctrl+Z undoes it)."))

    def _on_split_button_clicked(self) -> None:
        people = self._selected()
        if len(people) != 1:
            self._failed(self.tr("Select the person to split."))
            return
        person = people[0]
        links = self.service.links(person.id)
        if not links:
            self._failed(
                self.tr("{name} is in no match: nothing to split off.").format(name=person.name)
            )
            return
        candidates = [p for p in self.service.people(_surname(links[0].name)) if p.id != person.id]
        chosen = SplitChooser.ask(self, person, links, candidates)
        if chosen is None:
            return
        matches, target = chosen
        onto = (
            self.tr("a new person") if target is None else self.tr("person {id}").format(id=target)
        )
        text = self.tr("Split {name} ({id}): {len} match(es) to {onto}").format(
            name=person.name, id=person.id, len=len(matches), onto=onto
        )
        command = SplitPersonCommand(
            self.service, person.id, matches, target, text, self._after_change, self._failed
        )
        if perform_people(self.stack, command):
            self.status.setText(text + self.tr(": done (Ctrl+Z undoes it)."))

    def _on_links_button_clicked(self) -> None:
        from tracker.ui.records.peoplelinks import LinksDialog  # loaded on first use

        people = self._selected()
        if len(people) != 1:
            return
        dialog = LinksDialog(
            self.service, people[0].id, people[0].name, self, changed=self._after_change
        )
        dialog.unlinked.connect(self.refresh)
        try:
            dialog.exec()
        finally:
            dialog.deleteLater()

    def _after_change(self) -> None:
        if self._changed_outside is not None:
            self._changed_outside()

    def _failed(self, message: str) -> None:
        self.status.setText(as_sentence(message))  # a service's refusal, on its own
        fit_height(self)


def _surname(name: str) -> str:
    parts = name.split()
    return parts[-1] if parts else name


class MergeChooser(QDialog):
    """Which of two records to keep: the other is merged into it."""

    def __init__(self, parent: QWidget | None, a: PersonSummary, b: PersonSummary) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Merge two people"))
        self.people = (a, b)
        layout = QVBoxLayout(self)
        layout.addWidget(
            QLabel(
                self.tr(
                    "They are one person. Keep this record (the other's matches, "
                    "goals, figures and names move to it):"
                )
            )
        )
        self.group = QButtonGroup(self)
        for i, person in enumerate(self.people):
            teams = ", ".join(person.teams) or self.tr("no team")
            button = QRadioButton(
                self.tr("{name} ({id}) — {teams}, {matches} matches").format(
                    name=person.name, id=person.id, teams=teams, matches=person.matches
                )
            )
            button.setChecked(i == 0)
            self.group.addButton(button, i)
            layout.addWidget(button)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Merge"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def chosen(self) -> tuple[PersonSummary, PersonSummary]:
        """(kept, merged into it)."""
        kept = self.group.checkedId()
        return self.people[kept], self.people[1 - kept]

    @classmethod
    def ask(
        cls, parent: QWidget | None, a: PersonSummary, b: PersonSummary
    ) -> tuple[PersonSummary, PersonSummary] | None:
        """(kept, removed), or None if cancelled."""
        dialog = cls(parent, a, b)
        try:
            return dialog.chosen() if dialog.exec() == QDialog.DialogCode.Accepted else None
        finally:
            dialog.deleteLater()


class SplitChooser(QDialog):
    """Which matches to move off a person, and to whom."""

    def __init__(
        self,
        parent: QWidget | None,
        person: PersonSummary,
        links: Sequence[PersonLink],
        candidates: Sequence[PersonSummary],
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Split {name}").format(name=person.name))
        layout = QVBoxLayout(self)
        heading = QLabel(
            self.tr("Matches where “{name}” is someone else:").format(name=person.name)
        )
        heading.setTextFormat(Qt.TextFormat.PlainText)  # the name as typed
        layout.addWidget(heading)
        self.matches = QListWidget()
        self.matches.setObjectName("splitMatches")
        for link in links:
            when = day(link.date) or self.tr("undated")
            kind = self.tr("scorer") if link.kind == "goal" else self.tr("in the squad")
            item = QListWidgetItem(
                self.tr("{when}  {title}  ({team}, as {name}, {kind})").format(
                    when=when, title=link.title, team=link.team, name=link.name, kind=kind
                )
            )
            item.setData(Qt.ItemDataRole.UserRole, link.match_id)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Unchecked)
            self.matches.addItem(item)
        layout.addWidget(self.matches)
        layout.addWidget(QLabel(self.tr("Move them to:")))
        self.target = QComboBox()
        self.target.setObjectName("splitTarget")
        self.target.addItem(self.tr("A new person"), None)
        for other in candidates:
            teams = ", ".join(other.teams) or self.tr("no team")
            self.target.addItem(f"{other.name} ({other.id}) — {teams}", other.id)
        layout.addWidget(self.target)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok.setText(self.tr("Split"))
        self.ok.setEnabled(False)
        self.matches.itemChanged.connect(lambda _item: self.ok.setEnabled(bool(self.checked())))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def checked(self) -> list[int]:
        """The ids of the matches ticked."""
        items = (self.matches.item(i) for i in range(self.matches.count()))
        return [
            int(item.data(Qt.ItemDataRole.UserRole))
            for item in items
            if item.checkState() == Qt.CheckState.Checked
        ]

    @classmethod
    def ask(
        cls,
        parent: QWidget | None,
        person: PersonSummary,
        links: Sequence[PersonLink],
        candidates: Sequence[PersonSummary],
    ) -> tuple[list[int], int | None] | None:
        """(match ids, target person id or None for a new one), or None if cancelled."""
        dialog = cls(parent, person, links, candidates)
        try:
            if dialog.exec() != QDialog.DialogCode.Accepted or not dialog.checked():
                return None
            return dialog.checked(), dialog.target.currentData()
        finally:
            dialog.deleteLater()
