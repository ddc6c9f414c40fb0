"""A match's details: competition, stage, date, venue, officials and rules."""

from __future__ import annotations

import dataclasses
import datetime as dt
import itertools
from collections.abc import Sequence
from typing import cast

from PySide6.QtCore import QCoreApplication, QDate, QTime
from PySide6.QtWidgets import (
    QComboBox,
    QDateEdit,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QTimeEdit,
    QVBoxLayout,
    QWidget,
)

from tracker.core.match.model import PRESETS, Match, Officials, RulesPreset, preset_for
from tracker.services.errors import DatabaseError
from tracker.services.matches import ServiceError
from tracker.services.setup import SetupService
from tracker.ui.common.dialogs import buddy_label
from tracker.ui.common.errortext import show_errors_in_red
from tracker.ui.common.translation import QT_TRANSLATE_NOOP, numeric_date_format

TEAM_SIZES = (11, 9, 7, 5)


#: The names of the rules presets (tracker.core.match.model.PRESETS) in the window's language.
_PRESET_NAMES = (
    QT_TRANSLATE_NOOP("rules", "5 substitutes, 3 windows"),
    QT_TRANSLATE_NOOP("rules", "3 substitutes"),
    QT_TRANSLATE_NOOP("rules", "Rolling substitutions"),
)


class DetailsForm(QWidget):
    """The fields of a match's details, read into and out of a :class:`Match`."""

    def __init__(self, competitions: Sequence[str] = (), parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("matchDetails")
        self.competition = QComboBox(self, editable=True)
        self.competition.setObjectName("competition")
        self.competition.addItems(list(competitions))
        self.competition.setCurrentText("")
        competition_edit = self.competition.lineEdit()
        assert competition_edit is not None  # editable
        competition_edit.setPlaceholderText(self.tr("Pick one, or type a new competition"))
        competition_edit.setAccessibleName(self.tr("Competition"))
        self.stage = QLineEdit(self, placeholderText=self.tr("e.g. Semi-final, Round 3"))
        self.stage.setObjectName("stage")
        #: What :meth:`load` showed: the date shown, the match, the kick-off shown.
        self._loaded: tuple[QDate, Match, QTime] | None = None
        self.date = QDateEdit(QDate.currentDate(), self)
        self.date.setObjectName("date")
        self.date.setCalendarPopup(True)
        self.date.setDisplayFormat(numeric_date_format(self.date.locale()))
        self.date.setToolTip(self.tr("Type the date as digits, or pick it from the calendar"))
        # The weekday beside the digits, so a date typed wrong by a week shows.
        self.weekday = QLabel(self)
        self.weekday.setObjectName("weekday")
        self.weekday.setMinimumWidth(
            self.weekday.fontMetrics().horizontalAdvance(self.tr("Wednesday "))
        )
        self.date.dateChanged.connect(self._on_date_date_changed)
        self._on_date_date_changed(self.date.date())
        self.kickoff = QTimeEdit(QTime(15, 0), self)
        self.kickoff.setObjectName("kickoff")
        self.kickoff.setDisplayFormat("HH:mm")
        # Midnight stands for "not known": a kick-off at 00:00 is rarer than a missing one.
        self.kickoff.setMinimumTime(QTime(0, 0))
        self.kickoff.setSpecialValueText(self.tr("not known"))
        self.venue = QLineEdit(self)
        self.venue.setObjectName("venue")
        self.attendance = QSpinBox(self, maximum=500_000)
        self.attendance.setObjectName("attendance")
        self.attendance.setSpecialValueText(self.tr("not known"))
        self.attendance.setGroupSeparatorShown(True)
        self.referee = QLineEdit(self)
        self.referee.setObjectName("referee")
        self.assistant1 = QLineEdit(self)
        self.assistant1.setObjectName("assistant1")
        self.assistant2 = QLineEdit(self)
        self.assistant2.setObjectName("assistant2")
        self.fourth = QLineEdit(self)
        self.fourth.setObjectName("fourthOfficial")
        self.var = QLineEdit(self, placeholderText=self.tr("optional"))
        self.var.setObjectName("var")
        self.rules = QComboBox(self)
        self.rules.setObjectName("rulesPreset")
        for preset in PRESETS.values():
            self.rules.addItem(QCoreApplication.translate("rules", preset.name), preset.key)
        self.team_size = QComboBox(self)
        self.team_size.setObjectName("teamSize")
        for size in TEAM_SIZES:
            self.team_size.addItem(self.tr("{size} a side").format(size=size), size)

        match_box = QGroupBox(self.tr("Match"), self)
        form = QFormLayout(match_box)
        form.addRow(self.tr("&Competition:"), self.competition)
        form.addRow(self.tr("S&tage or round:"), self.stage)
        when = QHBoxLayout()
        when.addWidget(self.date, 1)
        when.addWidget(self.weekday)
        when.addWidget(buddy_label(self.tr("&kick-off"), self, self.kickoff))
        when.addWidget(self.kickoff)
        form.addRow(buddy_label(self.tr("&Date:"), self, self.date), when)
        form.addRow(self.tr("&Venue:"), self.venue)
        form.addRow(self.tr("&Attendance:"), self.attendance)
        self.rules_box = QGroupBox(self.tr("Rules"), self)
        rules_form = QFormLayout(self.rules_box)
        rules_form.addRow(self.tr("&Substitutions:"), self.rules)
        rules_form.addRow(self.tr("Team si&ze:"), self.team_size)
        officials_box = QGroupBox(self.tr("Officials"), self)
        officials = QFormLayout(officials_box)
        officials.addRow(self.tr("R&eferee:"), self.referee)
        officials.addRow(self.tr("Assistant &1:"), self.assistant1)
        officials.addRow(self.tr("Assistant &2:"), self.assistant2)
        officials.addRow(self.tr("&Fourth official:"), self.fourth)
        officials.addRow(self.tr("VA&R:"), self.var)
        left = QVBoxLayout()
        left.addWidget(match_box)
        left.addWidget(self.rules_box)
        left.addStretch(1)
        right = QVBoxLayout()
        right.addWidget(officials_box)
        right.addStretch(1)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(left, 1)
        layout.addLayout(right, 1)
        # Tab follows the screen: down the left column (match, rules), then the officials.
        chain: tuple[QWidget, ...]
        chain = (self.competition, self.stage, self.date, self.kickoff, self.venue)
        chain += (self.attendance, self.rules, self.team_size, self.referee, self.assistant1)
        for first, second in itertools.pairwise((*chain, self.assistant2, self.fourth, self.var)):
            QWidget.setTabOrder(first, second)
        # Names of officials must stay readable when the window is made small.
        for field in (self.referee, self.assistant1, self.assistant2, self.fourth, self.var):
            field.setMinimumWidth(field.fontMetrics().averageCharWidth() * 18)

    def _on_date_date_changed(self, date: QDate) -> None:
        self.weekday.setText(self.date.locale().dayName(date.dayOfWeek()))

    def preset(self) -> RulesPreset:
        """The chosen rules for the chosen team size."""
        return preset_for(self.rules.currentData(), self.team_size.currentData())

    def apply(self, match: Match) -> Match:
        """``match`` with the details typed here."""
        return dataclasses.replace(
            match,
            competition=self.competition.currentText().strip(),
            stage=self.stage.text().strip(),
            date=self._date(),
            kickoff=self._kickoff(),
            venue=self.venue.text().strip(),
            attendance=self.attendance.value() or None,
            officials=Officials(
                referee=self.referee.text().strip(),
                assistant1=self.assistant1.text().strip(),
                assistant2=self.assistant2.text().strip(),
                fourth=self.fourth.text().strip(),
                var=self.var.text().strip(),
            ),
            rules=self.preset(),
        )

    def _date(self) -> dt.date | None:
        """The date shown, or the stored one (an unknown date too) if left as loaded."""
        shown = self.date.date()
        if self._loaded is not None and shown == self._loaded[0]:
            return self._loaded[1].date
        return cast(dt.date, shown.toPython())

    def _kickoff(self) -> dt.time | None:
        """The kick-off shown (00:00 reads "not known"), or the stored one if left as
        loaded (a kick-off at midnight stays)."""
        shown = self.kickoff.time()
        if self._loaded is not None and shown == self._loaded[2]:
            return self._loaded[1].kickoff
        return cast(dt.time, shown.toPython()) if shown != QTime(0, 0) else None

    def load(self, match: Match) -> None:
        """Show a match's details. A date or kick-off left as shown stays as stored:
        an unknown date is not made today, a kick-off at midnight not made unknown."""
        self.competition.setCurrentText(match.competition)
        self.stage.setText(match.stage)
        if match.date:
            self.date.setDate(QDate(match.date.year, match.date.month, match.date.day))
        kickoff = match.kickoff or dt.time(0, 0)
        self.kickoff.setTime(QTime(kickoff.hour, kickoff.minute))
        self._loaded = (self.date.date(), match, self.kickoff.time())
        self.venue.setText(match.venue)
        self.attendance.setValue(match.attendance or 0)
        for field, value in (
            (self.referee, match.officials.referee),
            (self.assistant1, match.officials.assistant1),
            (self.assistant2, match.officials.assistant2),
            (self.fourth, match.officials.fourth),
            (self.var, match.officials.var),
        ):
            field.setText(value)
        self.rules.setCurrentIndex(max(self.rules.findData(match.rules.key), 0))
        self.team_size.setCurrentIndex(max(self.team_size.findData(match.rules.team_size), 0))


class MatchDetailsDialog(QDialog):
    """Edit a stored match's details later: metadata, officials and managers."""

    def __init__(self, setup: SetupService, match: Match, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("matchDetailsDialog")
        self.setWindowTitle(self.tr("Details of {title}").format(title=match.title))
        self._setup, self._match = setup, match
        self.form = DetailsForm(setup.competitions(), self)
        self.form.load(match)
        # Rules decide what the logged events mean: they are fixed once a match exists.
        self.form.rules_box.setEnabled(False)
        self.form.rules_box.setToolTip(self.tr("The rules are fixed when the match is set up"))
        managers = QGroupBox(self.tr("Managers"), self)
        managers_form = QFormLayout(managers)
        self.home_manager = QLineEdit(match.home.manager, self)
        self.home_manager.setObjectName("homeManager")
        self.away_manager = QLineEdit(match.away.manager, self)
        self.away_manager.setObjectName("awayManager")
        managers_form.addRow(f"{match.home.name}:", self.home_manager)
        managers_form.addRow(f"{match.away.name}:", self.away_manager)
        self.message = QLabel(self)
        self.message.setObjectName("detailsMessage")
        show_errors_in_red(self.message)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.form)
        layout.addWidget(managers)
        layout.addWidget(self.message)
        layout.addWidget(buttons)
        #: The match as the dialog opened on it: what differs was typed by the user.
        self._as_opened = self._edited()

    @classmethod
    def ask(cls, parent: QWidget | None, setup: SetupService, match_id: int) -> bool:
        """Edit a match's details; True if they were saved."""
        dialog = cls(setup, setup.match(match_id), parent)
        try:
            return dialog.exec() == QDialog.DialogCode.Accepted
        finally:
            dialog.deleteLater()

    def _edited(self) -> Match:
        """The match with the details as they read now."""
        match = self.form.apply(self._match)
        return dataclasses.replace(
            match,
            rules=self._match.rules,
            home=dataclasses.replace(match.home, manager=self.home_manager.text().strip()),
            away=dataclasses.replace(match.away, manager=self.away_manager.text().strip()),
        )

    def confirm_discard(self) -> bool:
        """Ask before throwing away the corrections typed."""
        from tracker.ui.common.dialogs import ask_discard

        return ask_discard(
            self,
            self.tr("Discard the corrections?"),
            self.tr("The details changed here are not saved and will be lost."),
            "confirmDiscardDetails",
        )

    def reject(self) -> None:
        """Cancel, Escape or closing the window: ask first if corrections would be lost."""
        if self._edited() != self._as_opened and not self.confirm_discard():
            return
        super().reject()

    def accept(self) -> None:
        """Save through the service; a refusal is shown and the dialog stays open."""
        match = self._edited()
        try:
            self._setup.edit_details(match)
        except (ServiceError, DatabaseError) as exc:
            self.message.setText(
                self.tr("Not saved: {rstrip}.").format(rstrip=str(exc).rstrip("."))
            )
            return
        super().accept()
