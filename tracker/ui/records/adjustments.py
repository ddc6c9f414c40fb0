"""A league edition's points adjustments in the window: listed, recorded and removed.

The dialog goes through :class:`~tracker.services.leagues.LeagueService`, as
``match-tracker adjust`` does: one transaction per adjustment recorded or removed, the
service's refusal shown in one line. It says :attr:`AdjustmentsDialog.changed` after
each change, and the competition view shows the table again at once.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable, Sequence
from typing import Any, cast

from PySide6.QtCore import QCoreApplication, QDate, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDateEdit,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tracker.services.errors import DatabaseError, ServiceError
from tracker.services.leagues import ADJUSTMENT_MARGIN, LeagueService
from tracker.ui.common.errortext import show_errors_in_red
from tracker.ui.common.layout import fit_height
from tracker.ui.common.refusals import as_sentence
from tracker.ui.common.translation import numeric_date_format
from tracker.ui.records.recordcolumns import day
from tracker.ui.records.recordtable import ROW_ROLE, Column, RecordTable, record_view

#: A stored adjustment as the service gives it (id, team, points, reason, effective, author).
StoredAdjustment = Any


def _points(points: int) -> str:
    return f"{points:+d}"


def _columns() -> list[Column[StoredAdjustment]]:
    return [
        Column(QCoreApplication.translate("adjustments", "Team"), lambda a: a.team),
        Column(
            QCoreApplication.translate("adjustments", "Points"),
            lambda a: _points(a.points),
            key=lambda a: a.points,
            numeric=True,
        ),
        Column(
            QCoreApplication.translate("adjustments", "Reason"), lambda a: a.reason, stretch=True
        ),
        Column(
            QCoreApplication.translate("adjustments", "Took effect"),
            # As the pages write a day, in the window's language ("17. Nov 2023").
            lambda a: day(a.effective) or QCoreApplication.translate("adjustments", "always"),
            key=lambda a: a.effective or dt.date.min,
        ),
        Column(QCoreApplication.translate("adjustments", "By"), lambda a: a.author),
    ]


class AdjustmentsDialog(QDialog):
    """An edition's points deductions and awards: the list, a form to add one, Remove."""

    #: An adjustment was recorded or removed: the tables are out of date.
    changed = Signal()

    def __init__(
        self,
        service: LeagueService,
        edition_id: int,
        title: str,
        teams: Sequence[str],
        *,
        author: Callable[[], str] = lambda: "",
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("adjustmentsDialog")
        self.setWindowTitle(self.tr("Points adjustments — {title}").format(title=title))
        self.service = service
        self.edition_id = edition_id
        self.author = author

        self.listed: RecordTable[StoredAdjustment] = RecordTable(_columns(), self)
        self.view = record_view(self.listed, "adjustmentsTable", self)
        self.view.setAccessibleName(self.tr("Points adjustments"))
        self.view.selectionModel().selectionChanged.connect(self._on_view_selection_changed)
        self.remove_button = QPushButton(self.tr("&Remove"), self)
        self.remove_button.setObjectName("removeAdjustment")
        self.remove_button.setToolTip(
            self.tr("Delete the selected adjustment (one entered wrongly)")
        )
        self.remove_button.setEnabled(False)
        self.remove_button.clicked.connect(self._on_remove_button_clicked)

        self.team_box = QComboBox(self)
        self.team_box.setObjectName("adjustTeam")
        self.team_box.addItems(sorted(teams, key=str.casefold))
        self.points_box = QSpinBox(self)
        self.points_box.setObjectName("adjustPoints")
        self.points_box.setRange(-1000, 1000)
        self.points_box.setValue(-1)
        self.points_box.setToolTip(self.tr("Negative for a deduction, positive for an award"))
        self.reason_edit = QLineEdit(self)
        self.reason_edit.setObjectName("adjustReason")
        self.reason_edit.setPlaceholderText(self.tr("why: the table shows it"))
        #: Without a day the adjustment counts in every table; with one, from that day.
        self.dated_box = QCheckBox(self.tr("From &the day"), self)
        self.dated_box.setObjectName("adjustDated")
        self.date_edit = QDateEdit(self)
        self.date_edit.setObjectName("adjustDate")
        self.date_edit.setAccessibleName(self.tr("Day it took effect"))
        self.date_edit.setCalendarPopup(True)
        self.date_edit.setDisplayFormat(numeric_date_format(self.date_edit.locale()))
        self._date_in_season()
        self.date_edit.setEnabled(False)
        self.dated_box.toggled.connect(self.date_edit.setEnabled)
        self.dated_box.setToolTip(
            self.tr("The day it took effect: a table as of an earlier day leaves it out")
        )
        dated = QHBoxLayout()
        dated.addWidget(self.dated_box)
        dated.addWidget(self.date_edit)
        dated.addStretch(1)
        self.add_button = QPushButton(self.tr("Recor&d"), self)
        self.add_button.setObjectName("recordAdjustment")
        self.add_button.setDefault(True)
        self.add_button.clicked.connect(self._on_add_button_clicked)
        form = QFormLayout()
        form.addRow(self.tr("T&eam:"), self.team_box)
        form.addRow(self.tr("&Points:"), self.points_box)
        form.addRow(self.tr("Rea&son:"), self.reason_edit)
        form.addRow("", dated)
        form.addRow("", self.add_button)
        #: The last refusal (in red) or what was done.
        self.message = QLabel(self)
        self.message.setObjectName("adjustMessage")
        self.message.setWordWrap(True)
        self.error = QLabel(self)
        self.error.setObjectName("adjustError")
        self.error.setWordWrap(True)
        show_errors_in_red(self.error)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.remove_button)
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(self.tr("<b>Recorded</b>"), self))
        layout.addWidget(self.view, 1)
        layout.addLayout(row)
        layout.addWidget(QLabel(self.tr("<b>Record a deduction or an award</b>"), self))
        layout.addLayout(form)
        layout.addWidget(self.error)
        layout.addWidget(self.message)
        layout.addWidget(buttons)
        self.resize(640, 420)
        self.refresh()

    def _date_in_season(self) -> None:
        """Offer today, or the season's nearest day when it is over (or to come); a day
        more than a year from the season cannot be picked (the service refuses it too)."""
        today = dt.date.today()
        try:
            season = self.service.season_days(self.edition_id)
        except (ServiceError, DatabaseError):
            season = None  # the add says what is wrong, if anything is
        if season is not None:
            first, last = season
            earliest, latest = first - ADJUSTMENT_MARGIN, last + ADJUSTMENT_MARGIN
            self.date_edit.setDateRange(_qdate(earliest), _qdate(latest))
            today = min(max(today, first), last)
        self.date_edit.setDate(_qdate(today))

    def refresh(self) -> None:
        """Read the edition's adjustments again."""
        try:
            self.listed.set_rows(self.service.adjustments(self.edition_id))
        except (ServiceError, DatabaseError) as exc:
            self._refuse(self.tr("The adjustments cannot be read: {exc}").format(exc=exc))
        self.remove_button.setEnabled(bool(self.view.selectionModel().selectedRows()))

    def _refuse(self, text: str) -> None:
        self.message.clear()
        self.error.setText(as_sentence(text))  # a service's refusal may end it
        fit_height(self)

    def _done(self, text: str) -> None:
        self.error.clear()
        self.message.setText(text)
        fit_height(self)
        self.refresh()
        self.changed.emit()

    def _on_add_button_clicked(self) -> None:
        team = self.team_box.currentText()
        if not self.reason_edit.text().strip():
            self._refuse(self.tr("Not recorded: say why (the table shows the reason)"))
            self.reason_edit.setFocus()
            return
        when = (
            cast(dt.date, self.date_edit.date().toPython()) if self.dated_box.isChecked() else None
        )
        try:
            added = self.service.adjust(
                self.edition_id,
                team,
                self.points_box.value(),
                self.reason_edit.text(),
                effective=when,
                author=self.author(),
            )
        except (ServiceError, DatabaseError) as exc:
            self._refuse(self.tr("Not recorded: {exc}").format(exc=exc))
            return
        self.reason_edit.clear()
        self._done(
            self.tr("Recorded: {team} {points} ({reason})").format(
                team=added.team, points=_points(added.points), reason=added.reason
            )
        )

    def _on_remove_button_clicked(self) -> None:
        rows = self.view.selectionModel().selectedRows()
        if not rows:
            return
        chosen: StoredAdjustment = rows[0].data(ROW_ROLE)
        try:
            gone = self.service.remove_adjustment(chosen.id, self.service.edition(self.edition_id))
        except (ServiceError, DatabaseError) as exc:
            self._refuse(self.tr("Not removed: {exc}").format(exc=exc))
            return
        self._done(
            self.tr("Removed: {team} {points} ({reason})").format(
                team=gone.team, points=_points(gone.points), reason=gone.reason
            )
        )

    def _on_view_selection_changed(self, *_args: object) -> None:
        self.remove_button.setEnabled(bool(self.view.selectionModel().selectedRows()))


__all__ = ["AdjustmentsDialog"]


def _qdate(day: dt.date) -> QDate:
    return QDate(day.year, day.month, day.day)
