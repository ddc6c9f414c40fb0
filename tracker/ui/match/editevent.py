"""Editing a logged event: its minute, its players and its kind."""

from __future__ import annotations

import dataclasses
from collections.abc import Collection
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from tracker.core.match.events import (
    Card,
    CardKind,
    Event,
    Goal,
    GoalKind,
    MissedPenalty,
    ShootoutKick,
    Substitution,
)
from tracker.core.match.matchtime import MatchTime, Period
from tracker.core.match.model import Match, Side
from tracker.core.match.quickentry import (
    QuickEntryError,
    correction_entry,
    read_correction_time,
)
from tracker.ui.common.errortext import show_errors_in_red
from tracker.ui.common.layout import fit_height
from tracker.ui.common.refusals import as_sentence
from tracker.ui.common.translation import QT_TRANSLATE_NOOP

#: The kinds a goal or a card can be switched between: label, (event class, kind).
KINDS: list[tuple[str, type[Event], GoalKind | CardKind]] = [
    (QT_TRANSLATE_NOOP("EditEventDialog", "Goal"), Goal, GoalKind.OPEN_PLAY),
    (QT_TRANSLATE_NOOP("EditEventDialog", "Goal (header)"), Goal, GoalKind.HEADER),
    (QT_TRANSLATE_NOOP("EditEventDialog", "Penalty goal"), Goal, GoalKind.PENALTY),
    (QT_TRANSLATE_NOOP("EditEventDialog", "Goal (free kick)"), Goal, GoalKind.FREE_KICK),
    (QT_TRANSLATE_NOOP("EditEventDialog", "Own goal"), Goal, GoalKind.OWN_GOAL),
    (QT_TRANSLATE_NOOP("EditEventDialog", "Yellow card"), Card, CardKind.YELLOW),
    (QT_TRANSLATE_NOOP("EditEventDialog", "Second yellow card"), Card, CardKind.SECOND_YELLOW),
    (QT_TRANSLATE_NOOP("EditEventDialog", "Red card"), Card, CardKind.RED),
]

# The goals nobody assists: an own goal, and a penalty (a kick from the spot).
_NO_ASSIST = {
    GoalKind.OWN_GOAL: QT_TRANSLATE_NOOP("EditEventDialog", "An own goal"),
    GoalKind.PENALTY: QT_TRANSLATE_NOOP("EditEventDialog", "A penalty"),
}


def _player_combo(match: Match, none_label: str = "") -> QComboBox:
    combo = QComboBox()
    if none_label:
        combo.addItem(none_label, None)
    for team in (match.home, match.away):
        for player in team.squad:
            number = f"{player.number} " if player.number is not None else ""
            combo.addItem(f"{number}{player.name} ({team.short_name or team.name})", player.pid)
    return combo


def _team_only(side: Side) -> str:
    """The data of the scorer combo's entry for a goal whose scorer is not known."""
    return f"team:{side.value}"


def _official(side: Side, name: str) -> str:
    """The data of the player combo's entry for a team official (a card may be his)."""
    return f"official:{side.value}:{name}"


def assist_dropped(match: Match, old: Event, new: Event) -> str:
    """What to tell of an assist a correction removes because the goal's new kind has
    none (an own goal, a penalty): "" if it keeps its assist or had none. Undo brings it
    back; the user must know it went."""
    if not (isinstance(old, Goal) and isinstance(new, Goal)) or new.assist is not None:
        return ""
    return _assist_removed(match, new.how, old.assist)


def _assist_removed(match: Match, how: GoalKind, assist: int | None) -> str:
    """ "An own goal has no assist: X's assist is removed." for a goal of kind ``how``
    that takes none, credited with ``assist``; else ""."""
    if assist is None or how not in _NO_ASSIST:
        return ""
    return QCoreApplication.translate(
        "EditEventDialog", "{value} has no assist: {name}'s assist is removed."
    ).format(
        value=QCoreApplication.translate("EditEventDialog", _NO_ASSIST[how]),
        name=match.player(assist).name,
    )


def _select(combo: QComboBox, value: object) -> None:
    index = combo.findData(value)
    if index >= 0:
        combo.setCurrentIndex(index)


class EditEventDialog(QDialog):
    """A form for one event; :meth:`edited` builds the corrected event."""

    def __init__(
        self,
        parent: QWidget | None,
        match: Match,
        event: Event,
        draft: Event | None = None,
        refusal: str = "",
        played: Collection[Period] = frozenset(),
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Edit event at {time}").format(time=event.time))
        self.match, self._event = match, event
        #: The periods that have kicked off: a minute of a later one is read there.
        self._played = played
        # A correction the rules refused comes back as the draft, with the reason shown.
        event = draft if draft is not None else event
        # A change made in a break is written as the next period's first minute (46'):
        # the field says so too, and reads it back as the break.
        self.minute = QLineEdit(correction_entry(event))
        self.minute.setObjectName("editMinute")
        self.minute.setAccessibleName(self.tr("Minute"))
        self.minute.setEnabled(event.time.period is not Period.SHOOTOUT)
        self.kind = QComboBox()
        self.first = _player_combo(match)
        self.second = _player_combo(match, self.tr("no assist"))
        self.concussion = QCheckBox(self.tr("Concussion substitute"))
        self.concussion.setObjectName("editConcussion")
        # What the correction changes besides what the fields show (an assist removed).
        self.note = QLabel()
        self.note.setObjectName("editNote")
        self.note.setWordWrap(True)
        self.error = QLabel(as_sentence(refusal))
        self.error.setObjectName("editError")
        self.error.setTextFormat(Qt.TextFormat.PlainText)  # refusals quote names as typed
        self.error.setWordWrap(True)
        show_errors_in_red(self.error)
        form = QFormLayout()
        form.addRow(self.tr("Minute"), self.minute)
        if isinstance(event, Goal | Card):
            self._goal_or_card_rows(form, match, event)
        elif isinstance(event, ShootoutKick | MissedPenalty):
            # What a taker did, and who he was ("not known": his team only).
            kick = isinstance(event, ShootoutKick)
            outcomes = (
                (self.tr("Scored"), self.tr("Missed or saved"))
                if kick
                else (self.tr("Saved"), self.tr("Missed (wide, or off the woodwork)"))
            )
            for label, value in zip(outcomes, (True, False), strict=True):
                self.kind.addItem(label, value)
            _select(self.kind, event.scored if isinstance(event, ShootoutKick) else event.saved)
            form.addRow(self.tr("Kick") if kick else self.tr("Penalty"), self.kind)
            form.addRow(self.tr("Taker"), self.first)
            for side in Side:
                self.first.addItem(
                    self.tr("Taker not known ({name})").format(name=match.team(side).name),
                    _team_only(side),
                )
            _select(
                self.first, event.player if event.player is not None else _team_only(event.side)
            )
        elif isinstance(event, Substitution):
            self.second = _player_combo(match)
            form.addRow(self.tr("Off"), self.first)
            form.addRow(self.tr("On"), self.second)
            _select(self.first, event.off)
            _select(self.second, event.on)
            self.concussion.setChecked(event.concussion)
            self.concussion.setEnabled(match.rules.concussion_subs or event.concussion)
            form.addRow("", self.concussion)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self._on_buttons_accepted)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.note)
        layout.addWidget(self.error)
        layout.addWidget(buttons)
        self._result: Event | None = None

    def _goal_or_card_rows(self, form: QFormLayout, match: Match, event: Goal | Card) -> None:
        """The kind, player and assist fields of a goal or a card."""
        for label, cls, kind in KINDS:
            self.kind.addItem(QCoreApplication.translate("EditEventDialog", label), (cls, kind))
        current = event.how if isinstance(event, Goal) else event.card
        self.kind.setCurrentIndex(next(i for i, k in enumerate(KINDS) if k[2] == current))
        form.addRow(self.tr("Kind"), self.kind)
        form.addRow(self.tr("Player"), self.first)
        form.addRow(self.tr("Assist"), self.second)
        if isinstance(event, Goal):
            for side in Side:  # a goal may name its team only
                name = match.team(side).name
                self.first.addItem(
                    self.tr("Scorer unknown ({name})").format(name=name), _team_only(side)
                )
        else:
            self._add_officials(match, event)
        pid: int | str | None = event.scorer if isinstance(event, Goal) else event.player
        if isinstance(event, Goal) and pid is None:
            pid = _team_only(event.side)
        elif isinstance(event, Card) and pid is None and event.official:
            pid = _official(event.side, event.official)
        _select(self.first, pid)
        _select(self.second, event.assist if isinstance(event, Goal) else None)
        self.kind.currentIndexChanged.connect(self._on_kind_current_index_changed)
        self._on_kind_current_index_changed()

    def _add_officials(self, match: Match, card: Card) -> None:
        """The team officials a card may be shown to (Law 12): the card's own official
        and each team's manager, after the players."""
        for side in Side:
            team = match.team(side)
            names = [card.official] if card.official and card.side is side else []
            names += [team.manager] if team.manager and team.manager not in names else []
            for name in names:
                label = self.tr("{name} ({team}, team official)").format(
                    name=name, team=team.short_name or team.name
                )
                self.first.addItem(label, _official(side, name))

    def _on_kind_current_index_changed(self) -> None:
        cls, kind = self.kind.currentData()
        takes_assist = cls is Goal and kind not in _NO_ASSIST
        self.second.setEnabled(takes_assist)
        self.second.setToolTip(
            ""
            if takes_assist or cls is not Goal
            else self.tr("{value} has no assist").format(value=self.tr(_NO_ASSIST[kind]))
        )
        # An assist the field still shows, greyed, goes with this kind: said before OK.
        assist = self.second.currentData() if cls is Goal else None
        self.note.setText(_assist_removed(self.match, kind, assist))
        self.note.setVisible(bool(self.note.text()))

    def edited(self) -> Event:
        """The corrected event (same id); raises QuickEntryError for a bad minute."""
        event = self._event
        time = read_correction_time(self.minute.text(), event, self._played)
        if isinstance(event, Goal | Card):
            cls, kind = self.kind.currentData()
            pid = self.first.currentData()
            if isinstance(pid, str) and pid.startswith("official:"):
                if cls is not Card:
                    raise QuickEntryError(
                        self.tr("a team official may be shown a card, not score a goal")
                    )
                _, team, official = pid.split(":", 2)
                return Card(
                    time=time, seq=event.seq, id=event.id, side=Side(team), official=official,
                    card=kind,
                )  # fmt: skip
            if isinstance(pid, str):  # the team only: the scorer is not known
                if cls is not Goal or kind is GoalKind.OWN_GOAL:
                    raise QuickEntryError(
                        self.tr("name the player: only a goal may give its team only")
                    )
                side = Side(pid.removeprefix("team:"))
                pid = None
            else:
                side = self.match.side_of(pid) or event.side
            common: dict[str, Any] = {"time": time, "seq": event.seq, "id": event.id, "side": side}
            if cls is Goal:
                assist = self.second.currentData() if self.second.isEnabled() else None
                return Goal(scorer=pid, assist=assist, how=kind, **common)
            return Card(player=pid, card=kind, **common)
        if isinstance(event, ShootoutKick | MissedPenalty):
            return self._penalty(event, time)
        if isinstance(event, Substitution):
            off, on = self.first.currentData(), self.second.currentData()
            side = self.match.side_of(off) or event.side
            concussion = self.concussion.isChecked()
            return dataclasses.replace(
                event, time=time, side=side, off=off, on=on, concussion=concussion
            )
        return dataclasses.replace(event, time=time)

    def _penalty(self, event: ShootoutKick | MissedPenalty, time: MatchTime) -> Event:
        """A kick or a penalty missed, with its taker and what he did as chosen."""
        taker = self.first.currentData()
        if isinstance(taker, str):  # his team only
            side, taker = Side(taker.removeprefix("team:")), None
        else:
            side = self.match.side_of(taker) or event.side
        done = bool(self.kind.currentData())
        if isinstance(event, ShootoutKick):
            return dataclasses.replace(event, side=side, player=taker, scored=done)
        return dataclasses.replace(event, time=time, side=side, player=taker, saved=done)

    def _on_buttons_accepted(self) -> None:
        try:
            self._result = self.edited()
        except QuickEntryError as exc:
            self.error.setText(as_sentence(str(exc)))
            fit_height(self)  # the fields keep their height above a long reason
            return
        self.accept()

    @classmethod
    def ask(
        cls,
        parent: QWidget | None,
        match: Match,
        event: Event,
        draft: Event | None = None,
        refusal: str = "",
        played: Collection[Period] = frozenset(),
    ) -> Event | None:
        """The corrected event, or None if the user cancelled.

        ``draft`` and ``refusal``: a correction already tried and why it was refused;
        ``played``: the periods that have kicked off.
        """
        dialog = cls(parent, match, event, draft, refusal, played)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return None
        return dialog._result
