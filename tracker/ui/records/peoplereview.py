"""Records › People › Review: the names several people fit, answered one click each.

The queue lists the open questions, the most consequential first (goals and cards at
stake); the selected one shows its candidates with their evidence. **Link** says he
is the chosen candidate (a double click does the same), **Keep apart** that he is
none of them (a person of his own). Either answer is remembered for the team and
edition, so no re-import or other source asks again.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import (
    QCoreApplication,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
    Signal,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from tracker.services.errors import ServiceError
from tracker.ui.common.layout import fit_height
from tracker.ui.common.refusals import as_sentence
from tracker.ui.common.tablemodel import TitledTableModel
from tracker.ui.common.translation import QT_TRANSLATE_NOOP
from tracker.ui.records.recordcolumns import day

if TYPE_CHECKING:
    from tracker.services.people import PeopleService, Question

_Index = QModelIndex | QPersistentModelIndex
#: How many questions the queue lists at once, the most at stake first: each answer
#: brings up the next, and a large library's queue opens as fast as a small one's.
PAGE = 100
_COLUMNS = (
    QT_TRANSLATE_NOOP("columns", "Name"),
    QT_TRANSLATE_NOOP("columns", "Team"),
    QT_TRANSLATE_NOOP("columns", "Match"),
    QT_TRANSLATE_NOOP("columns", "Date"),
    QT_TRANSLATE_NOOP("columns", "Edition"),
    QT_TRANSLATE_NOOP("columns", "At stake"),
    QT_TRANSLATE_NOOP("columns", "Candidates"),
)


def stake_text(question: Question) -> str:
    """ "2 goals", "1 goal, 1 card", or "" when nothing is at stake."""
    parts = []
    if question.goals:
        goals = (
            QCoreApplication.translate("peoplereview", "1 goal")
            if question.goals == 1
            else QCoreApplication.translate("peoplereview", "{count} goals")
        )
        parts.append(goals.format(count=question.goals))
    if question.cards:
        cards = (
            QCoreApplication.translate("peoplereview", "1 card")
            if question.cards == 1
            else QCoreApplication.translate("peoplereview", "{count} cards")
        )
        parts.append(cards.format(count=question.cards))
    return ", ".join(parts)


class QuestionModel(TitledTableModel):
    """A thin table over the open questions as the service gives them."""

    headers = _COLUMNS

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.questions: list[Question] = []

    def set_questions(self, questions: Sequence[Question]) -> None:
        """Show a new list."""
        self.beginResetModel()
        self.questions = list(questions)
        self.endResetModel()

    def row_total(self) -> int:
        """One row a question."""
        return len(self.questions)

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        """The cell's text."""
        if not index.isValid() or role != Qt.ItemDataRole.DisplayRole:
            return None
        q = self.questions[index.row()]
        cells = (
            q.name,
            q.team,
            self.tr("{title} (match {match_id})").format(title=q.title, match_id=q.match_id),
            day(q.date),  # as the record pages write a day
            q.edition,
            stake_text(q),
            len(q.candidates),
        )
        return cells[index.column()]


class ReviewDialog(QDialog):
    """The review queue: pick a question, then link it to a candidate or keep it apart."""

    #: An answer was stored (the records of a match changed).
    answered = Signal()

    def __init__(
        self,
        service: PeopleService,
        parent: QWidget | None = None,
        *,
        changed: Callable[[], object] | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Review people"))
        self.setObjectName("peopleReview")
        self.resize(900, 560)
        self.service = service
        self._changed_outside = changed
        self.model = QuestionModel(self)
        self.table = QTableView()
        self.table.setObjectName("reviewQuestions")
        self.table.setTabKeyNavigation(False)  # Tab leaves the table, as in a form
        self.table.setAccessibleName(self.tr("Questions"))
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.verticalHeader().hide()
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.evidence = QLabel()
        self.evidence.setObjectName("reviewEvidence")
        self.evidence.setWordWrap(True)
        self.candidates = QListWidget()
        self.candidates.setObjectName("reviewCandidates")
        self.candidates.setAccessibleName(self.tr("Who it could be"))
        self.status = QLabel()
        self.status.setObjectName("reviewStatus")
        self.status.setWordWrap(True)
        self.link_button = QPushButton(self.tr("&Link to this person"))
        self.link_button.setToolTip(self.tr("He is the candidate selected (or double-click him)"))
        self.apart_button = QPushButton(self.tr("&Keep apart"))
        self.apart_button.setToolTip(self.tr("He is none of them: a person of his own"))
        buttons = QHBoxLayout()
        buttons.addWidget(self.link_button)
        buttons.addWidget(self.apart_button)
        buttons.addStretch(1)
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(self.reject)
        buttons.addWidget(close)
        layout = QVBoxLayout(self)
        layout.addWidget(
            QLabel(self.tr("Names several people fit, the most goals and cards first:"))
        )
        layout.addWidget(self.table, 3)
        layout.addWidget(self.evidence)
        layout.addWidget(self.candidates, 2)
        layout.addWidget(self.status)
        layout.addLayout(buttons)
        self.table.selectionModel().selectionChanged.connect(self._on_table_selection_changed)
        self.candidates.currentRowChanged.connect(self._update_buttons)
        self.candidates.itemDoubleClicked.connect(self._on_candidates_item_double_clicked)
        self.link_button.clicked.connect(self._on_link_button_clicked)
        self.apart_button.clicked.connect(self._on_apart_button_clicked)
        self.refresh()

    # --- the queue -------------------------------------------------------------
    def refresh(self, keep: int = 0) -> None:
        """Read the queue again and select the question at row ``keep`` (or the last)."""
        page = self.service.review_page(PAGE)
        found = page.questions
        self.model.set_questions(found)
        count = len(found)
        listed = ""
        if page.total > count:
            listed = (
                self.tr(
                    "; the one with the most at stake is listed (each answer brings up the next)"
                )
                if count == 1
                else self.tr(
                    "; the {count} with the most at stake are listed"
                    " (each answer brings up the next)"
                ).format(count=count)
            )
        total = (
            self.tr("1 open question")
            if page.total == 1
            else self.tr("{total} open questions").format(total=page.total)
        )
        self.status.setText(
            self.tr("No open questions: every name is linked.") if not count else total + listed
        )
        if count:
            self.table.selectRow(min(keep, count - 1))
        else:
            self._show(None)

    def current(self) -> Question | None:
        """The selected question."""
        rows = self.table.selectionModel().selectedRows()
        if not rows or rows[0].row() >= len(self.model.questions):
            return None
        return self.model.questions[rows[0].row()]

    def _on_table_selection_changed(self, *_args: object) -> None:
        self._show(self.current())

    def _show(self, question: Question | None) -> None:
        self.candidates.clear()
        if question is None:
            self.evidence.setText("")
            self._update_buttons()
            return
        where = f" ({question.evidence})" if question.evidence else ""
        self.evidence.setText(
            self.tr("“{name}” for {team} in {title}: {len} people fit{where}").format(
                name=question.name,
                team=question.team,
                title=question.title,
                len=len(question.candidates),
                where=where,
            )
        )
        for fit in question.candidates:
            details = [fit.rule]
            if fit.names:
                details.append(self.tr("also {names}").format(names=", ".join(fit.names)))
            if fit.editions:
                details.append(self.tr("played in ") + ", ".join(fit.editions))
            if fit.date_of_birth:
                details.append(self.tr("born {date}").format(date=day(fit.date_of_birth)))
            item = QListWidgetItem(
                self.tr("{name} (person {person_id}) — {join}").format(
                    name=fit.name, person_id=fit.person_id, join="; ".join(details)
                )
            )
            item.setData(Qt.ItemDataRole.UserRole, fit.person_id)
            self.candidates.addItem(item)
        self._update_buttons()

    def _update_buttons(self, *_args: object) -> None:
        has_question = self.current() is not None
        self.link_button.setEnabled(has_question and self.candidates.currentItem() is not None)
        self.apart_button.setEnabled(has_question)

    # --- answering -------------------------------------------------------------
    def _on_candidates_item_double_clicked(self, item: QListWidgetItem) -> None:
        self.candidates.setCurrentItem(item)
        self._on_link_button_clicked()

    def _on_link_button_clicked(self) -> None:
        item = self.candidates.currentItem()
        if item is not None:
            self._answer(int(item.data(Qt.ItemDataRole.UserRole)), item.text().split(" (")[0])

    def _on_apart_button_clicked(self) -> None:
        self._answer(None, "")

    def _answer(self, person_id: int | None, who: str) -> None:
        question = self.current()
        if question is None:
            return
        row = self.table.selectionModel().selectedRows()[0].row()
        try:
            self.service.answer(question.match_id, question.name, person_id)
        except ServiceError as exc:
            self.status.setText(as_sentence(str(exc)))
            fit_height(self)
            return
        if self._changed_outside is not None:
            self._changed_outside()
        self.answered.emit()
        self.refresh(keep=row)
        said = (
            self.tr("linked to {who}").format(who=who)
            if person_id is not None
            else self.tr("kept apart as a new person")
        )
        self.status.setText(
            self.tr("{name} in {title}: {said}; remembered. ").format(
                name=question.name, title=question.title, said=said
            )
            + self.status.text()
        )


__all__ = ["PAGE", "QuestionModel", "ReviewDialog", "stake_text"]
