"""The views follow each change by redrawing only what it touched; they must always show
exactly what a window opened afresh on the same match shows.

A random run of gestures — goals (also after the fact, in the middle of the log),
cards, substitutions, formation changes, edits, deletions, undo and redo, and writes
by another instance — goes through the window; after each one every view is compared
with a second window that reads the match from the database and draws it from scratch.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtGui import QStandardItem

from tests.ui.helpers import log_rows, pid_of, type_command
from tracker.core.match.events import (
    Card,
    CardKind,
    Event,
    FormationChange,
    Goal,
    GoalKind,
    Substitution,
)
from tracker.core.match.matchtime import MatchTime, Period
from tracker.core.match.model import Side
from tracker.core.match.replay import MatchState
from tracker.services.matches import MatchService
from tracker.store.db import open_database
from tracker.ui.common.dialogs import Confirm
from tracker.ui.mainwindow import MainWindow
from tracker.ui.match.editevent import EditEventDialog
from tracker.ui.match.lineup import LineupPanel
from tracker.ui.match.pitchitems import PlayerToken

_ROLES = (
    Qt.ItemDataRole.DisplayRole,
    Qt.ItemDataRole.ToolTipRole,
    Qt.ItemDataRole.UserRole,
    Qt.ItemDataRole.TextAlignmentRole,
)


def _icon_key(value: Any) -> int | None:
    return value.cacheKey() if value is not None else None


def _panel(panel: LineupPanel) -> list[Any]:
    shown: list[Any] = [panel.title.text(), panel.selected_pid()]
    model = panel.model

    def item(it: QStandardItem) -> tuple[Any, ...]:
        foreground = it.data(Qt.ItemDataRole.ForegroundRole)
        return (
            it.text(),
            it.toolTip(),
            it.data(Qt.ItemDataRole.UserRole),
            int(it.flags().value),
            it.font().bold(),
            foreground.color().name() if foreground is not None else None,
            _icon_key(it.data(Qt.ItemDataRole.DecorationRole)),
        )

    for r in range(model.rowCount()):
        group = model.item(r)
        shown.append(item(group))
        shown.append(panel.tree.isExpanded(group.index()))
        shown.append(panel.tree.isFirstColumnSpanned(r, QModelIndex()))
        for c in range(group.rowCount()):
            shown.append([item(group.child(c, col)) for col in range(3)])
    return shown


def _log(window: MainWindow) -> list[Any]:
    model = window.event_log.log_model
    return [
        [model.index(r, c).data(role) for c in range(3) for role in _ROLES]
        + [_icon_key(model.index(r, 1).data(Qt.ItemDataRole.DecorationRole))]
        for r in range(model.rowCount())
    ]


def _pitch(window: MainWindow) -> list[Any]:
    pitch = window.pitch
    tokens = [
        (pid, t.look, t.pos().toTuple(), t.toolTip(), t.highlight, t.boundingRect().getRect())
        for pid, t in pitch.tokens.items()
    ]
    in_scene = sorted(i.pid for i in pitch.scene().items() if isinstance(i, PlayerToken))
    labels = [pitch.team_label(side) for side in Side]
    return [tokens, in_scene, len(pitch.scene().items()), labels, pitch.selected]


def snapshot(window: MainWindow) -> dict[str, Any]:
    """Everything the window shows of the open match."""
    board = window.scoreboard
    clock = window.clock
    return {
        "title": window.windowTitle(),
        "saved": window.saved_label.text(),
        "board": (
            board.home.text(),
            board.away.text(),
            board.score.text(),
            board.score.accessibleName(),
            board.period.text(),
            board.detail.text(),
        ),
        "pitch": _pitch(window),
        "home": _panel(window.home_panel),
        "away": _panel(window.away_panel),
        "log": _log(window),
        # Undo and redo name the window's own history, which a fresh window has not.
        "actions": {
            k: (a.isEnabled(), a.text())
            for k, a in window.actions_.items()
            if k not in ("undo", "redo")
        },
        "player actions": {k: a.isEnabled() for k, a in window.player_actions.actions.items()},
        "clock": (
            [w.label for w in clock.options],
            clock.whistle_button.text(),
            clock.whistle_button.isEnabled(),
            clock.display.text(),
            clock.minute_edit.text(),
        ),
        "selected": window.selected,
    }


class Run:
    """Random gestures on the window's match, drawn from what the state allows."""

    def __init__(self, window: MainWindow, rng: random.Random, other: MatchService) -> None:
        self.window = window
        self.rng = rng
        self.other = other
        self.edited: Event | None = None

    @property
    def state(self) -> MatchState:
        state = self.window.document.state
        assert state is not None
        return state

    def step(self) -> str:
        state = self.state
        if state.period is None or (not state.running and state.period is Period.FIRST_HALF):
            self.window.clock.blow(0)
            return "whistle"
        gestures: list[tuple[int, Callable[[], None]]] = [
            (5, self.goal),
            (2, self.card),
            (2, self.substitution),
            (1, self.formation),
            (3, self.edit),
            (2, self.delete),
            (3, self.window.undo_stack.undo),
            (1, self.window.undo_stack.redo),
            (1, self.elsewhere),
            (1, self.select),
        ]
        if state.running and state.period is Period.FIRST_HALF:
            gestures.append((1, self.window.clock.blow))
        weights = [w for w, _ in gestures]
        gesture = self.rng.choices([g for _, g in gestures], weights)[0]
        gesture()
        return getattr(gesture, "__name__", "?")

    def later(self) -> MatchTime:
        """A time after every logged event, in the period being played."""
        last = self.state.last_time
        period = self.state.period or Period.FIRST_HALF
        minute = max(period.start + 1, last.minute if last and last.period is period else 0)
        return MatchTime(period, min(minute + self.rng.randint(0, 3), period.end))

    def when(self) -> MatchTime:
        period = self.state.period or Period.FIRST_HALF
        minute = self.rng.randint(period.start + 1, period.end)
        added = self.rng.choice([0, 0, 0, 2]) if minute == period.end else 0
        return MatchTime(period, minute, added)

    def player(self, side: Side) -> int:
        return self.rng.choice(self.state.on_pitch(side))

    def goal(self) -> None:
        self.window.log_event(self.new_goal())

    def new_goal(self) -> Goal:
        side = self.rng.choice(list(Side))
        scorer = self.player(side)
        how = self.rng.choice([GoalKind.OPEN_PLAY, GoalKind.HEADER, GoalKind.PENALTY])
        if self.rng.random() < 0.15:
            how = GoalKind.OWN_GOAL
        mates = [p for p in self.state.on_pitch(side) if p != scorer]
        assist = self.rng.choice(mates) if how is not GoalKind.OWN_GOAL and mates else None
        if how is GoalKind.PENALTY:
            assist = None  # nobody assists a penalty (the service refuses it)
        return Goal(time=self.when(), side=side, scorer=scorer, assist=assist, how=how)

    def card(self) -> None:
        side = self.rng.choice(list(Side))
        kind = CardKind.RED if self.rng.random() < 0.2 else CardKind.YELLOW
        player = self.player(side)
        self.window.log_event(Card(time=self.when(), side=side, player=player, card=kind))

    def substitution(self) -> None:
        side = self.rng.choice(list(Side))
        bench = self.state.sides[side].bench
        if bench:
            on = self.rng.choice(bench)
            self.window.log_event(
                Substitution(time=self.when(), side=side, off=self.player(side), on=on)
            )

    def formation(self) -> None:
        side = self.rng.choice(list(Side))
        rows = self.state.sides[side].rows
        keeper = next((pid for pid in rows[0] if pid is not None), None) if rows else None
        outfield = [pid for pid in self.state.on_pitch(side) if pid != keeper]
        if keeper is None or len(outfield) < 3:
            return
        self.rng.shuffle(outfield)
        cut = sorted(self.rng.sample(range(1, len(outfield)), 2))
        lines = [outfield[: cut[0]], outfield[cut[0] : cut[1]], outfield[cut[1] :]]
        self.window.log_event(
            FormationChange(
                time=self.later(),
                side=side,
                formation="-".join(str(len(line)) for line in lines),
                rows=((keeper,), *(tuple(line) for line in lines)),
            )
        )

    def logged(self) -> Event | None:
        events = [e for e in self.state.events if isinstance(e, Goal | Card | Substitution)]
        return self.rng.choice(events) if events else None

    def edit(self) -> None:
        event = self.logged()
        if event is None:
            return
        if isinstance(event, Goal) and self.rng.random() < 0.5:
            self.edited = dataclasses.replace(event, scorer=self.player(event.side))
        else:
            self.edited = dataclasses.replace(event, time=self.when())
        self.window.edit_event(event)

    def delete(self) -> None:
        event = self.logged()
        if event is not None:
            self.window.delete_event(event)

    def elsewhere(self) -> None:
        # Another instance logs a goal; the window's next action finds the match moved on.
        match_id = self.window.document.match_id
        assert match_id is not None
        try:
            self.other.log(match_id, self.new_goal())
        except ValueError:
            return
        if self.rng.random() < 0.5:
            self.window.check_for_changes()
        else:
            self.goal()

    def select(self) -> None:
        side = self.rng.choice(list(Side))
        self.window.select_player(self.rng.choice(self.state.match.team(side).squad).pid)


@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_every_view_shows_what_a_fresh_window_shows_after_any_change(
    make_window: Callable[[], MainWindow],
    fresh_match: int,
    db_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    seed: int,
) -> None:
    window = make_window()
    assert window.open_match(fresh_match)
    reference = make_window()
    other = MatchService(open_database(str(db_path), backups=0))
    run = Run(window, random.Random(seed), other)
    monkeypatch.setattr(EditEventDialog, "ask", classmethod(lambda cls, *a: run.edited))
    monkeypatch.setattr(Confirm, "ask", classmethod(lambda cls, *a: True))
    done: list[str] = []
    changed: set[str] = set()
    wanted = {"goal", "card", "substitution", "formation", "edit", "delete", "undo", "elsewhere"}
    try:
        # Forty gestures, and on until every kind of change was made (not only refused).
        while (len(done) < 40 or not wanted <= changed) and len(done) < 100:
            before = window.document.events
            done.append(run.step())
            if window.document.events != before:
                changed.add(done[-1])
            assert reference.open_match(fresh_match)
            reference.select_player(window.selected)
            shown, fresh = snapshot(window), snapshot(reference)
            for key, value in fresh.items():
                assert shown[key] == value, (key, done)
    finally:
        other.db.close()
    assert wanted <= changed, (changed, done)


def test_a_goal_redraws_its_scorer_and_leaves_everything_else_alone(  # type: ignore[no-untyped-def]
    qtbot, live: MainWindow
) -> None:
    window = live
    window.clock.blow(0)
    kane = pid_of(window, "Harry Kane")
    tokens = dict(window.pitch.tokens)
    looks = {pid: token.look for pid, token in tokens.items()}
    rows = window.away_panel.model.rowCount()
    with (
        qtbot.waitSignal(window.document.updated),
        qtbot.assertNotEmitted(window.document.changed),
        qtbot.assertNotEmitted(window.event_log.log_model.modelReset),
        qtbot.assertNotEmitted(window.away_panel.model.rowsRemoved),
    ):
        assert type_command(qtbot, window, "30 goal Kane")
    assert window.pitch.tokens == tokens  # the very same tokens
    assert {pid for pid, token in tokens.items() if token.look != looks[pid]} == {kane}
    assert window.pitch.tokens[kane].look.goals == 1
    assert window.away_panel.status_text(kane) == "goal 30'"
    assert window.away_panel.model.rowCount() == rows
    assert window.scoreboard.score.text() == "0 – 1"


def test_after_another_instance_wrote_the_next_change_redraws_everything(  # type: ignore[no-untyped-def]
    qtbot, live: MainWindow, db_path: Path
) -> None:
    window = live
    window.clock.blow(0)
    match_id = window.document.match_id
    assert match_id is not None
    other = MatchService(open_database(str(db_path), backups=0))
    try:
        messi = pid_of(window, "Lionel Messi")
        goal = Goal(time=MatchTime(Period.FIRST_HALF, 10), side=Side.HOME, scorer=messi)
        other.log(match_id, goal)
    finally:
        other.db.close()
    with qtbot.waitSignal(window.document.changed), qtbot.assertNotEmitted(window.document.updated):
        type_command(qtbot, window, "20 yellow Kane")
    assert len(window.document.events) == 3  # kick-off, the other's goal, the card
    assert window.scoreboard.score.text() == "1 – 0"
    assert window.pitch.tokens[messi].look.goals == 1
    assert [row[1] for row in log_rows(window)][-2:] == [
        "Goal: Lionel Messi",
        "Yellow card: Harry Kane (England)",
    ]
