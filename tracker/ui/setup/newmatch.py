"""File > New match: a wizard through the details, both teams and squads, and both line-ups."""

from __future__ import annotations

import dataclasses
import itertools
from collections.abc import Mapping, Sequence

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget, QWizard, QWizardPage

from tracker.core.match.formations import formations_for
from tracker.core.match.model import Match, SetupError, Side, TeamSheet, fold
from tracker.core.match.setup import (
    check_details,
    check_lineup,
    check_team,
    names_in_both_squads,
)
from tracker.services.errors import DatabaseError
from tracker.services.matches import MatchService, ServiceError
from tracker.services.setup import Appeal, SetupService, SuspendedPlayers
from tracker.ui.common.errortext import show_errors_in_red
from tracker.ui.common.layout import fit_height
from tracker.ui.common.refusals import as_sentence
from tracker.ui.records.suspensions import ask_appeals
from tracker.ui.setup.details import DetailsForm
from tracker.ui.setup.lineup import LineupEditor
from tracker.ui.setup.personchoice import ask_choices
from tracker.ui.setup.samenames import ask_same_names
from tracker.ui.setup.teampage import TeamForm

#: Who each ambiguous squad name is, as the set-up service takes it.
Choices = Mapping[tuple[str, str], int | None]

_COLOURS = {Side.HOME: ("#d22222", "#22aa22"), Side.AWAY: ("#ffffff", "#e0c000")}


class _DetailsPage(QWizardPage):
    def __init__(self, setup: SetupService, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTitle(self.tr("The match"))
        self.setSubTitle(
            self.tr("Competition, date, venue, officials and the rules it is played under.")
        )
        self.form = DetailsForm(setup.competitions(), self)
        self.message = QLabel(self)
        self.message.setObjectName("detailsMessage")
        self.message.setWordWrap(True)
        show_errors_in_red(self.message)
        layout = QVBoxLayout(self)
        layout.addWidget(self.form)
        layout.addWidget(self.message)

    def validatePage(self) -> bool:
        """Text the match would be refused for at the end is refused here, where it was typed."""
        try:
            check_details(self.form.apply(Match(home=TeamSheet(""), away=TeamSheet(""))))
        except SetupError as exc:
            self.message.setText(as_sentence(str(exc)))
            return False
        self.message.clear()
        return True


class _TeamPage(QWizardPage):
    def __init__(self, wizard: NewMatchDialog, side: Side) -> None:
        super().__init__(wizard)
        self._wizard, self.side = wizard, side
        title = self.tr("Home") if side is Side.HOME else self.tr("Away")
        self.setTitle(self.tr("{title} team").format(title=title))
        self.setSubTitle(
            self.tr(
                "Pick a team from earlier matches (its squad comes with it), or type a new one."
            )
        )
        self.form = TeamForm(
            title,
            wizard.teams,
            wizard.setup.squad,
            wizard.new_pid,
            _COLOURS[side],
            self,
        )
        QVBoxLayout(self).addWidget(self.form)

    def validatePage(self) -> bool:
        """A named team, not the other one, with a squad that can field a side."""
        sheet = self.form.sheet()
        size = self._wizard.details.form.preset().team_size
        problem = ""
        if not sheet.name:
            problem = self.tr("Type the team's name, or pick a team from the list.")
        elif self.side is Side.AWAY and fold(sheet.name) == fold(
            self._wizard.team_page(Side.HOME).name()
        ):
            problem = self.tr("The away team must be another team than the home team.")
        elif len(sheet.squad) < size:
            problem = self.tr("The squad has {len} players; a side of {size} needs more.").format(
                len=len(sheet.squad), size=size
            )
        else:
            try:
                check_team(sheet)  # its names as the match will check them, and its squad
            except SetupError as exc:
                problem = as_sentence(str(exc))
        self.form.squad.show_message(problem)
        if problem:
            return False
        return self.side is Side.HOME or self._wizard.same_names_kept(sheet)

    def name(self) -> str:
        """The team's name as typed."""
        return self.form.name.currentText().strip()


class _LineupPage(QWizardPage):
    def __init__(self, wizard: NewMatchDialog, side: Side) -> None:
        super().__init__(wizard)
        self._wizard, self.side = wizard, side
        self.editor = LineupEditor(self)
        self.editor.set_copy_source(wizard.setup.last_lineup)
        QVBoxLayout(self).addWidget(self.editor)

    def initializePage(self) -> None:
        """Show the squad of the team chosen on its page, in formations for the team size."""
        team = self._wizard.team_page(self.side).form.sheet()
        size = self._wizard.details.form.preset().team_size
        where = self.tr("Home") if self.side is Side.HOME else self.tr("Away")
        self.setTitle(self.tr("{where} line-up: {name}").format(where=where, name=team.name))
        self.setSubTitle(
            self.tr(
                "Drag players from the squad onto the pitch (or use the keyboard box), "
                "then choose the bench and the captain."
            )
        )
        self.editor.set_team(team, formations_for(size))

    def validatePage(self) -> bool:
        """The right number of starters, one goalkeeper, nobody twice."""
        try:
            sheet = self.sheet()
            assert sheet.lineup is not None
            check_lineup(sheet, sheet.lineup, self._wizard.details.form.preset())
        except SetupError as exc:
            self.editor.show_message(as_sentence(str(exc)))
            return False
        return True

    def sheet(self) -> TeamSheet:
        """The team with its line-up."""
        team = self._wizard.team_page(self.side).form.sheet()
        return dataclasses.replace(team, lineup=self.editor.placement.lineup())


class NewMatchDialog(QWizard):
    """Set up a new match from scratch: details, teams and squads, line-ups."""

    def __init__(self, setup: SetupService, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("newMatchDialog")
        self.setWindowTitle(self.tr("New match"))
        self.setWizardStyle(QWizard.WizardStyle.ClassicStyle)
        self.setOption(QWizard.WizardOption.NoBackButtonOnStartPage)
        self.setup = setup
        self.teams = setup.teams()
        self.match_id: int | None = None
        #: The fixture being set up to be logged (its row becomes the match), if any.
        self.fixture_id: int | None = None
        self._pids = itertools.count(1)
        # The names in both squads the user said are right (folded): not asked again.
        self._same_names: set[str] = set()
        self.details = _DetailsPage(setup, self)
        self._team_pages = {side: _TeamPage(self, side) for side in Side}
        self._lineup_pages = {side: _LineupPage(self, side) for side in Side}
        for page in (self.details, *self._team_pages.values(), *self._lineup_pages.values()):
            self.addPage(page)
        self.message = QLabel(self)
        self.message.setObjectName("newMatchMessage")
        show_errors_in_red(self.message)
        self.message.setWordWrap(True)
        away_layout = self._lineup_pages[Side.AWAY].layout()
        assert away_layout is not None  # the page lays itself out
        away_layout.addWidget(self.message)
        self.setButtonText(QWizard.WizardButton.FinishButton, self.tr("&Create match"))
        self.resize(1060, 720)
        #: The details as the wizard opened on them: what differs was typed by the user.
        self._details_as_opened = self._details_now()

    def choose_default_rules(self, settings: QSettings | None) -> None:
        """Start on the rules preset chosen in Preferences (the first preset if none)."""
        from tracker.ui.common.preferences import RULES_KEY

        if not isinstance(settings, QSettings):
            return
        rules = self.details.form.rules
        index = rules.findData(str(settings.value(RULES_KEY, "") or ""))
        if index >= 0:
            rules.setCurrentIndex(index)
        self._details_as_opened = self._details_now()

    @classmethod
    def ask(cls, parent: QWidget | None, service: MatchService) -> int | None:
        """Set up a new match; the id of the created match, or None if cancelled."""
        dialog = cls(SetupService(service.db), parent)
        dialog.choose_default_rules(getattr(parent, "settings", None))
        try:
            dialog.exec()
            return dialog.match_id
        finally:
            dialog.deleteLater()

    @classmethod
    def ask_fixture(
        cls, parent: QWidget | None, service: MatchService, match_id: int
    ) -> int | None:
        """Set up a fixture to log it (the same match); its id, or None if cancelled."""
        from tracker.services.results import ResultsService

        setup = SetupService(service.db)
        fixture = setup.match(match_id)
        stored = ResultsService(service.db).stored(match_id)
        placeholders = stored.placeholders if stored is not None else ("", "")
        dialog = cls(setup, parent)
        try:
            dialog.load_fixture(match_id, fixture, placeholders)
            dialog.exec()
            return dialog.match_id
        finally:
            dialog.deleteLater()

    def load_fixture(self, match_id: int, fixture: Match, placeholders: tuple[str, str]) -> None:
        """Start from a fixture: its details, and its teams unless still undecided."""
        self.fixture_id = match_id
        self.setWindowTitle(
            self.tr("Set up {name} v {name2}").format(
                name=fixture.home.name, name2=fixture.away.name
            )
        )
        self.setButtonText(QWizard.WizardButton.FinishButton, self.tr("Start &logging"))
        self.details.form.load(fixture)
        for side, placeholder in zip(Side, placeholders, strict=True):
            if not placeholder:  # a decided team: its stored squad comes with its name
                self._team_pages[side].form.name.setCurrentText(fixture.team(side).name)
            else:
                self._team_pages[side].form.known.setText(
                    self.tr("The fixture says “{name}”: pick the team that plays.").format(
                        name=fixture.team(side).name
                    )
                )
        self._details_as_opened = self._details_now()

    def new_pid(self) -> int:
        """A player id unique in this match (both squads)."""
        return next(self._pids)

    def team_page(self, side: Side) -> _TeamPage:
        """The page of one team."""
        return self._team_pages[side]

    def lineup_page(self, side: Side) -> _LineupPage:
        """The line-up page of one team."""
        return self._lineup_pages[side]

    def same_names_kept(self, away: TeamSheet) -> bool:
        """Ask about the names in both squads (a typo, a player copied into the wrong
        team) not asked about before; True to go on with them."""
        home = self._team_pages[Side.HOME].form.sheet()
        names = names_in_both_squads(home, away)
        if {fold(name) for name in names} <= self._same_names:
            return True
        if not ask_same_names(self, home.name, away.name, names):
            return False
        self._same_names |= {fold(name) for name in names}
        return True

    def build(self) -> Match:
        """The match as set up in the pages."""
        home = self._lineup_pages[Side.HOME].sheet()
        away = self._lineup_pages[Side.AWAY].sheet()
        return self.details.form.apply(Match(home=home, away=away))

    def has_work(self) -> bool:
        """True once a detail, a team or a player has been typed: closing would lose it."""
        if self._details_now() != self._details_as_opened:
            return True
        return any(page.name() or page.form.squad.players() for page in self._team_pages.values())

    def _details_now(self) -> Match:
        """The details page as it reads now (no teams)."""
        return self.details.form.apply(Match(home=TeamSheet(""), away=TeamSheet("")))

    def confirm_discard(self) -> bool:
        """Ask before throwing away the teams and squads typed so far."""
        from tracker.ui.common.dialogs import ask_discard

        return ask_discard(
            self,
            self.tr("Discard the new match?"),
            self.tr("The details, teams, squads and line-ups typed so far will be lost."),
            "confirmDiscard",
        )

    def reject(self) -> None:
        """Cancel, Escape or closing the window: ask first if anything would be lost."""
        if self.match_id is None and self.has_work() and not self.confirm_discard():
            return
        super().reject()

    def accept(self) -> None:
        """Create the match in one transaction; a refusal keeps the wizard open."""
        # QWizard.accept() validates the last page itself; this override must too.
        if not self.validateCurrentPage():
            return
        try:
            match = self.build()
            choices = ask_choices(self, self.setup.ambiguous_players(match))
            self.match_id = self._create(match, choices)
        except (ServiceError, SetupError, DatabaseError) as exc:
            # The wizard stays open: nothing typed is lost, the user can try again.
            self.message.setText(self.tr("The match was not created: {exc}").format(exc=exc))
            fit_height(self)
            return
        super().accept()

    def _create(self, match: Match, choices: Choices) -> int:
        """Store the match (or the fixture it starts); a suspended player is refused
        unless an appeal is recorded."""
        try:
            return self._store(match, choices, ())
        except SuspendedPlayers as refused:
            appeals = ask_appeals(self, refused.suspended)
            if appeals is None:
                raise
            return self._store(match, choices, appeals)

    def _store(self, match: Match, choices: Choices, appeals: Sequence[Appeal]) -> int:
        forms = [(side, page.form) for side, page in self._team_pages.items()]
        squads = {side for side, form in forms if form.keeps_squad()}
        details = {side for side, form in forms if form.keeps_details()}
        if self.fixture_id is not None:
            return self.setup.start_fixture(
                self.fixture_id,
                match,
                choices,
                appeals=appeals,
                keep_squads=squads,
                keep_details=details,
            )
        return self.setup.create_match(
            match, choices, appeals=appeals, keep_squads=squads, keep_details=details
        )
