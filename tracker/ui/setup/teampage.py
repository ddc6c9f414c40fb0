"""One team of a new match: picked from the stored teams or created, with colours and squad."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QCheckBox,
    QColorDialog,
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from tracker.core.match.model import Player, TeamSheet, fold
from tracker.services.setup import TeamInfo
from tracker.ui.common.dialogs import buddy_label
from tracker.ui.setup.pitch import text_colour
from tracker.ui.setup.squad import SquadEditor


class ColourButton(QPushButton):
    """A button showing a colour; clicking it opens the colour chooser."""

    #: The colour changed (as ``#rrggbb``).
    colour_changed = Signal(str)

    def __init__(self, colour: str, title: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._title = title
        self._colour = QColor(colour)
        self.setObjectName("colourButton")
        self.setAutoDefault(False)
        self.clicked.connect(self._on_clicked)
        # The swatch style is scoped to this button by its name: unscoped, it would
        # reach every push button of the colour dialog, whose parent this button is.
        self.objectNameChanged.connect(self._show)
        self._show()

    @property
    def colour(self) -> str:
        """The colour as ``#rrggbb``."""
        return str(self._colour.name())

    def set_colour(self, colour: str) -> None:
        """Show another colour."""
        self._colour = QColor(colour)
        self._show()
        self.colour_changed.emit(self.colour)

    def _show(self) -> None:
        fg = text_colour(self._colour).name()
        self.setText(self._colour.name())
        self.setStyleSheet(
            f"QPushButton#{self.objectName()} {{ background: {self._colour.name()}; "
            f"color: {fg}; border: 1px solid #777; border-radius: 3px; padding: 3px 12px; }}"
        )

    def _on_clicked(self) -> None:
        chosen = QColorDialog.getColor(self._colour, self, self._title)
        if chosen.isValid():
            self.set_colour(chosen.name())


class TeamForm(QWidget):
    """Choose a stored team (its squad comes with it) or type a new one."""

    def __init__(
        self,
        title: str,
        teams: Sequence[TeamInfo],
        load_squad: Callable[[int], tuple[Player, ...]],
        new_pid: Callable[[], int],
        colours: tuple[str, str],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName(f"{title.lower()}Team")
        self._teams = {fold(team.name): team for team in teams}
        self._load_squad = load_squad
        self._colours = colours
        self._loaded: str | None = None
        #: What the known team brought (squad without pids, short name, manager).
        self._brought: tuple[object, ...] | None = None
        self.name = QComboBox(self, editable=True)
        self.name.setObjectName("teamName")
        self.name.addItems([team.name for team in teams])
        self.name.setCurrentText("")
        name_edit = self.name.lineEdit()
        assert name_edit is not None  # editable
        name_edit.setPlaceholderText(self.tr("Pick a team, or type the name of a new one"))
        name_edit.setAccessibleName(self.tr("Team"))
        self.name.currentTextChanged.connect(self._on_name_current_text_changed)
        self.known = QLabel(self)
        self.known.setObjectName("teamKnown")
        self.short_name = QLineEdit(self, placeholderText=self.tr("e.g. ARG"))
        self.short_name.setObjectName("shortName")
        self.short_name.setMaxLength(12)
        self.manager = QLineEdit(self)
        self.manager.setObjectName("manager")
        self.colour = ColourButton(
            colours[0], self.tr("{title} shirt colour").format(title=title), self
        )
        self.colour.setObjectName("shirtColour")
        self.keeper_colour = ColourButton(
            colours[1], self.tr("{title} goalkeeper's colour").format(title=title), self
        )
        self.keeper_colour.setObjectName("keeperColour")
        #: A known team's stored details become these only when the user ticks it.
        self.keep_details = QCheckBox(
            self.tr("Keep this short name, manager and c&olours for the team's next matches"),
            self,
        )
        self.keep_details.setObjectName("keepDetails")
        self.keep_details.setToolTip(
            self.tr(
                "Unticked, they are this match's only (an away kit, an interim manager): "
                "the team keeps its stored ones. Earlier matches keep their own either way."
            )
        )
        self.squad = SquadEditor(new_pid, self)
        #: A known team's stored squad becomes this one only when the user ticks it.
        self.keep_squad = QCheckBox(
            self.tr("&Keep this squad as the team's squad for its next matches"), self
        )
        self.keep_squad.setObjectName("keepSquad")
        self.keep_squad.setToolTip(
            self.tr(
                "Unticked, the changes made to the squad here are for this match only. "
                "Earlier matches keep their own squads either way."
            )
        )

        form = QFormLayout()
        form.addRow(self.tr("&Team:"), self.name)
        form.addRow("", self.known)
        row = QHBoxLayout()
        row.addWidget(self.short_name)
        row.addWidget(buddy_label(self.tr("&Manager:"), self, self.manager))
        row.addWidget(self.manager, 2)
        form.addRow(buddy_label(self.tr("S&hort name:"), self, self.short_name), row)
        kit = QHBoxLayout()
        kit.addWidget(self.colour)
        kit.addWidget(buddy_label(self.tr("&Goalkeeper:"), self, self.keeper_colour))
        kit.addWidget(self.keeper_colour)
        kit.addStretch(1)
        form.addRow(buddy_label(self.tr("Shirt co&lour:"), self, self.colour), kit)
        form.addRow("", self.keep_details)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(form)
        layout.addWidget(
            QLabel(self.tr("<b>Squad</b> — type each player and press Enter, or import"), self)
        )
        layout.addWidget(self.squad, 1)
        layout.addWidget(self.keep_squad)
        self._on_name_current_text_changed("")

    def keeps_squad(self) -> bool:
        """True if the user asked to make this squad the known team's stored squad."""
        return self.keep_squad.isChecked() and not self.keep_squad.isHidden()

    def keeps_details(self) -> bool:
        """True if the user asked to make this short name, manager and colours the
        known team's stored ones."""
        return self.keep_details.isChecked() and not self.keep_details.isHidden()

    def sheet(self) -> TeamSheet:
        """The team as set up here (no line-up yet)."""
        return TeamSheet(
            name=self.name.currentText().strip(),
            squad=self.squad.players(),
            manager=self.manager.text().strip(),
            short_name=self.short_name.text().strip(),
            colour=self.colour.colour,
            keeper_colour=self.keeper_colour.colour,
        )

    def _as_brought(self) -> tuple[object, ...]:
        squad = tuple((p.number, p.name, p.known_as, p.position) for p in self.squad.players())
        return (squad, self.short_name.text(), self.manager.text())

    def _on_name_current_text_changed(self, text: str) -> None:
        team = self._teams.get(fold(text.strip()))
        if team is None:
            for box in (self.keep_squad, self.keep_details):
                box.setChecked(False)
                box.hide()
            self.known.setText(
                self.tr("A new team: it is kept, with its squad, for its next match.")
            )
            if self._loaded is not None and self._brought == self._as_brought():
                # The name went on past a known team (the combo box completes names as
                # they are typed): that team's squad, untouched, is not this team's,
                # nor are its colours.
                self.squad.set_players(())
                self.short_name.clear()
                self.manager.clear()
                self.colour.set_colour(self._colours[0])
                self.keeper_colour.set_colour(self._colours[1])
            self._loaded = self._brought = None
            return
        if self._loaded != team.name:
            self._load_known(team)

    def _load_known(self, team: TeamInfo) -> None:
        """Bring a known team's details and stored squad, and offer to keep this
        match's details and squad as its stored ones (a team with no squad stored gets
        it anyway)."""
        self._loaded = team.name
        self.keep_details.setChecked(False)
        self.keep_details.show()
        self.short_name.setText(team.short_name)
        self.manager.setText(team.manager)
        self.colour.set_colour(team.colour)
        self.keeper_colour.set_colour(team.keeper_colour)
        assert team.id is not None
        stored = self._load_squad(team.id)
        self.keep_squad.setChecked(False)
        self.keep_squad.setHidden(not stored)
        typed = self.squad.players()
        if typed and self._brought != self._as_brought():
            # Players typed or edited here are never thrown away for the stored squad.
            self._brought = None
            self.known.setText(
                self.tr(
                    "Known team: the {len} players typed here are kept (its stored squad "
                    "is not loaded over them)."
                ).format(len=len(typed))
            )
            return
        self.squad.set_players(stored)
        self._brought = self._as_brought()
        if not stored:
            self.known.setText(
                self.tr("Known team, no squad stored yet: the squad typed here is kept for it.")
            )
            return
        self.known.setText(
            self.tr("Known team: its squad of {len} is loaded; edit it for this match.").format(
                len=len(stored)
            )
        )
