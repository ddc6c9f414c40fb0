"""The pitch view: slots, tokens from the state's rows, selection, scaling."""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QStyleOptionGraphicsItem

from tests.helpers.matches import demo
from tests.ui.helpers import pid_of
from tracker.core.match.events import FormationChange, Substitution
from tracker.core.match.matchtime import MatchTime, Period
from tracker.core.match.model import Side
from tracker.core.match.replay import replay
from tracker.ui.mainwindow import MainWindow
from tracker.ui.match import pitchitems
from tracker.ui.match.pitch import PitchView, slot_position, token_looks
from tracker.ui.match.pitchitems import WIDTH, M, PlayerToken, TokenLook


def test_slots_are_in_each_sides_half_right_sided_first() -> None:
    rows = [1, 4, 2, 3, 1]
    keeper = slot_position(Side.HOME, 0, 0, rows)
    right_back = slot_position(Side.HOME, 1, 0, rows)
    left_back = slot_position(Side.HOME, 1, 3, rows)
    striker = slot_position(Side.HOME, 4, 0, rows)
    assert keeper.x() < right_back.x() < striker.x() < 52.5 * M
    assert right_back.y() > left_back.y()  # attacking right, the right back is below
    away_right_back = slot_position(Side.AWAY, 1, 0, rows)
    assert away_right_back.x() > 52.5 * M and away_right_back.y() < WIDTH * M / 2


def test_tokens_follow_the_states_rows_and_badges() -> None:
    match, events = demo()
    looks = token_looks(replay(match, events))
    home = {look.name: look for _pos, look in looks[Side.HOME]}
    assert len(home) == 10 or len(looks[Side.HOME]) == 11
    lautaro = next(look for _p, look in looks[Side.HOME] if look.pid == 16)
    assert lautaro.goals == 1 and lautaro.came_on and not lautaro.keeper
    keeper = next(look for _p, look in looks[Side.HOME] if look.keeper)
    assert keeper.fill == match.home.keeper_colour


def test_a_formation_change_moves_the_tokens(qtbot) -> None:  # type: ignore[no-untyped-def]
    match, events = demo()
    before_end = events[:-2]  # before the final whistle
    state = replay(match, before_end)
    england = state.sides[Side.AWAY]
    players = england.on_pitch
    rows = ((players[0],), tuple(players[1:6]), tuple(players[6:9]), tuple(players[9:]))
    change = FormationChange(
        time=MatchTime(Period.SECOND_HALF, 90, 6),
        seq=100,
        side=Side.AWAY,
        formation="5-3-2",
        rows=rows,
    )
    view = PitchView()
    qtbot.addWidget(view)
    view.show_state(state)
    old = view.tokens[players[5]].pos()
    view.show_state(replay(match, [*before_end, change]))
    assert view.tokens[players[5]].pos() != old
    assert view.tokens[players[5]].pos() == slot_position(Side.AWAY, 1, 4, [1, 5, 3, 2])


def test_click_selects_everywhere_and_enables_actions(qtbot, live: MainWindow) -> None:  # type: ignore[no-untyped-def]
    window = live
    window.clock.blow(0)
    kane = pid_of(window, "Harry Kane")
    point = window.pitch.mapFromScene(window.pitch.tokens[kane].scenePos())
    qtbot.mouseClick(window.pitch.viewport(), Qt.MouseButton.LeftButton, pos=point)
    assert window.selected == kane
    assert window.pitch.tokens[kane].highlight
    assert window.away_panel.selected_pid() == kane
    assert window.player_actions.actions["yellow"].isEnabled()
    # Selecting in the panel selects on the pitch too.
    rice = pid_of(window, "Declan Rice")
    window.away_panel.click_player(rice)
    assert window.selected == rice and window.pitch.tokens[rice].highlight


def test_the_pitch_keeps_its_proportions(qtbot) -> None:  # type: ignore[no-untyped-def]
    view = PitchView()
    qtbot.addWidget(view)
    for width, height in ((900, 500), (500, 900)):
        view.resize(width, height)
        view.show()
        view.fit()
        transform = view.transform()
        assert abs(transform.m11() - transform.m22()) < 1e-9
        shown = view.mapFromScene(view.sceneRect()).boundingRect()
        assert shown.width() <= width + 2 and shown.height() <= height + 2


def test_keyboard_shortcut_logs_a_card_on_the_selected_player(qtbot, live: MainWindow) -> None:  # type: ignore[no-untyped-def]
    window = live
    window.clock.blow(0)
    window.select_player(pid_of(window, "Harry Kane"))
    action = window.player_actions.actions["yellow"]
    assert action.shortcut().toString() == "Y"
    action.trigger()
    last = window.document.events[-1]
    assert dataclasses.asdict(last)["player"] == pid_of(window, "Harry Kane")
    assert window.pitch.tokens[pid_of(window, "Harry Kane")].look.booked


def test_right_click_offers_the_actions_for_that_player(qtbot, live: MainWindow) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtGui import QContextMenuEvent
    from PySide6.QtWidgets import QApplication, QMenu

    window = live
    window.clock.blow(0)
    kane = pid_of(window, "Harry Kane")
    point = window.pitch.mapFromScene(window.pitch.tokens[kane].scenePos())
    event = QContextMenuEvent(
        QContextMenuEvent.Reason.Mouse, point, window.pitch.viewport().mapToGlobal(point)
    )
    QApplication.sendEvent(window.pitch.viewport(), event)
    assert window.selected == kane
    menus = [m for m in window.findChildren(QMenu) if m.isVisible()]
    assert len(menus) == 1
    texts = [a.text() for a in menus[0].actions() if not a.isSeparator()]
    assert "&Yellow card" in texts and "&Substitution…" in texts
    assert menus[0].actions()[0].text() == "Harry Kane"
    assert window.player_actions.actions["yellow"].isEnabled()
    menus[0].close()


def test_team_mates_sharing_a_name_are_told_apart_on_the_pitch() -> None:
    match, events = demo()
    # Lautaro Martínez on for Tagliafico while Lisandro Martínez is still on.
    lautaro = next(p.pid for p in match.home.squad if p.name == "Lautaro Martínez")
    tagliafico = next(p.pid for p in match.home.squad if p.name == "Nicolás Tagliafico")
    sub = Substitution(
        time=MatchTime(Period.SECOND_HALF, 60), side=Side.HOME, off=tagliafico, on=lautaro
    )
    state = replay(match, [*events[:4], sub])
    names = sorted(look.name for _p, look in token_looks(state)[Side.HOME])
    assert "Lautaro M." in names and "Lisandro M." in names
    assert "E. Martínez" in names  # the keeper's own short name already differs
    assert "Messi" in names


def test_many_goals_show_a_few_balls_then_the_count_inside_the_token(  # type: ignore[no-untyped-def]
    qtbot, monkeypatch
) -> None:
    balls: list[QRectF] = []
    monkeypatch.setattr(pitchitems, "paint_ball", lambda _p, rect, _fill=None: balls.append(rect))

    def drawn(token: PlayerToken) -> list[QRectF]:
        balls.clear()
        image = QImage(400, 400, QImage.Format.Format_ARGB32)
        painter = QPainter(image)
        painter.translate(200, 200)
        token.paint(painter, QStyleOptionGraphicsItem())
        painter.end()
        return list(balls)

    look = TokenLook(pid=9, label="9", name="Kane", fill="#ffffff", keeper=False, goals=3)
    token = PlayerToken(look)
    assert len(drawn(token)) == 3  # up to three: one ball a goal
    token.set_look(dataclasses.replace(look, goals=41, own_goals=1))
    shown = drawn(token)
    assert len(shown) == 2  # one ball and "×41", and the own goal
    assert all(token.boundingRect().contains(rect) for rect in shown)
    assert token.toolTip() == look.tooltip
