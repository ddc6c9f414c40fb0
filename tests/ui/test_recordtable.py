"""The record pages' table model: rows as given, sorting by any column, greyed rows."""

from __future__ import annotations

from dataclasses import dataclass

import pytest
from PySide6.QtCore import Qt

from tracker.ui.records.recordtable import ROW_ROLE, Column, RecordTable, int_column, record_view


@dataclass(frozen=True)
class Line:
    name: str
    goals: int | None
    played: bool = True


def columns() -> list[Column[Line]]:
    return [Column("Player", lambda x: x.name), int_column("Goals", lambda x: x.goals, "Goals")]


ROWS = [Line("Cy", 2), Line("Ann", 5), Line("Bo", None, played=False), Line("Di", 2)]


def test_the_model_passes_the_model_tester(qtmodeltester) -> None:  # type: ignore[no-untyped-def]
    model = RecordTable(columns(), greyed=lambda x: not x.played)
    model.set_rows(ROWS)
    qtmodeltester.check(model)


def test_rows_keep_their_order_until_sorted_and_sort_stably(qtbot) -> None:  # type: ignore[no-untyped-def]
    model = RecordTable(columns())
    view = record_view(model, "table")
    qtbot.addWidget(view)
    model.set_rows(ROWS)
    assert [r[0] for r in model.texts()] == ["Cy", "Ann", "Bo", "Di"]
    view.sortByColumn(1, Qt.SortOrder.DescendingOrder)
    # Unknown goals sort below any number; Cy and Di, level, keep their order.
    assert [r[0] for r in model.texts()] == ["Ann", "Cy", "Di", "Bo"]
    view.sortByColumn(0, Qt.SortOrder.AscendingOrder)
    assert [r[0] for r in model.texts()] == ["Ann", "Bo", "Cy", "Di"]
    # New rows come in their own order, with no sort arrow claiming otherwise.
    model.set_rows(ROWS[:2])
    assert view.horizontalHeader().sortIndicatorSection() == -1
    assert [r[0] for r in model.texts()] == ["Cy", "Ann"]


def test_cells_say_what_they_show(qtbot) -> None:  # type: ignore[no-untyped-def]
    model = RecordTable(columns(), greyed=lambda x: not x.played)
    model.set_rows(ROWS)
    bo = model.index(2, 1)
    assert bo.data() == ""  # unknown, not 0
    assert bo.data(ROW_ROLE) == ROWS[2]
    assert bo.data(Qt.ItemDataRole.ForegroundRole) is not None
    assert model.index(0, 1).data(Qt.ItemDataRole.ForegroundRole) is None
    assert model.index(0, 1).data(Qt.ItemDataRole.TextAlignmentRole) & int(
        Qt.AlignmentFlag.AlignRight
    )
    assert model.headerData(1, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole) == "Goals"


def test_a_team_match_being_played_has_no_outcome_yet(qapp) -> None:  # type: ignore[no-untyped-def]
    """Its result column shows the score as it stands; W/D/L says it is live, or, its
    day long past, that its log stops before full time (unfinished)."""
    import datetime as dt
    from dataclasses import replace

    from tests.core.records_factory import pm
    from tracker.ui.records.recordcolumns import team_matches

    ended = pm("2026-07-19", "Spain", "1-0", "Argentina", logged=True)
    live = replace(ended, in_play=True, date=dt.date.today())
    stopped = replace(ended, in_play=True, date=dt.date.today() - dt.timedelta(days=2))
    by_title = {column.title: column for column in team_matches("Spain")}
    said = [by_title["W/D/L"].text(m) for m in (ended, live, stopped)]
    assert said == ["W", "live", "unfinished"]
    assert [by_title["Result"].text(m) for m in (ended, live, stopped)] == ["1-0"] * 3


def test_placeholders_and_the_v_between_teams_in_german(  # type: ignore[no-untyped-def]
    qapp, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A fixture's team not known yet and the Tie column's "v" read as German."""
    from pathlib import Path

    from PySide6.QtCore import QTranslator

    from tests.core.records_factory import pm
    from tracker.core import i18n
    from tracker.core.results.ties import Leg, ties
    from tracker.ui.records import recordcolumns

    translator = QTranslator(qapp)
    i18n_folder = Path(__file__).resolve().parents[2] / "resources" / "i18n"
    assert translator.load("match_tracker_de", str(i18n_folder))
    qapp.installTranslator(translator)
    monkeypatch.setitem(i18n._current, "language", "de")
    try:
        fixture = pm("2026-07-04", "Runner-up of group A", "-", "Winner of match 73", stage=None)
        columns = {c.title: c for c in recordcolumns.edition_matches()}
        assert columns["Heim"].text(fixture) == "Zweiter Gruppe A"
        assert columns["Gast"].text(fixture) == "Sieger Spiel 73"
        [tie] = ties(
            [Leg("Winner of group A", "Third of group C, D or E", played=False)], "Round of 32"
        )
        said = {c.title: c for c in recordcolumns.ties()}["Duell"].text(tie)
        assert said == "Sieger Gruppe A – Dritter Gruppe C, D oder E"
    finally:
        qapp.removeTranslator(translator)
