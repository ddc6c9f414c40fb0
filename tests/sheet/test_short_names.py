"""The timeline's names: two players of a match with one short name are told apart."""

from __future__ import annotations

from dataclasses import replace

from tests.core.factory import goal, make_match, regulation
from tracker.core.match.matchtime import Period
from tracker.core.match.model import Match, Side
from tracker.sheet.content import build_sheet, short_names
from tracker.sheet.svg import _marks, pitch_svg


def _named(match: Match, names: dict[int, tuple[str, str]]) -> Match:
    def rename(team):  # type: ignore[no-untyped-def]
        squad = tuple(
            replace(p, name=names[p.pid][0], known_as=names[p.pid][1]) if p.pid in names else p
            for p in team.squad
        )
        return replace(team, squad=squad)

    return replace(match, home=rename(match.home), away=rename(match.away))


MATCH = _named(
    make_match(),
    {
        9: ("Lautaro Martínez", ""),
        10: ("Lisandro Martínez", ""),
        1: ("Emiliano Martínez", ""),
        109: ("Harry Kane", ""),
        110: ("Jack Grealish", "Grealish"),
        111: ("Lewis Grealish", "Grealish"),
    },
)


def test_a_shared_short_name_gets_the_initial_or_the_whole_name() -> None:
    names = dict(short_names(MATCH))
    assert names["Emiliano Martínez"] == "E. Martínez"
    # Lautaro and Lisandro share the initial too: their whole names.
    assert names["Lautaro Martínez"] == "Lautaro Martínez"
    assert names["Lisandro Martínez"] == "Lisandro Martínez"
    assert names["Harry Kane"] == "Kane"  # his own: as before
    # A name the report uses (known as) shared by two: their whole names.
    assert names["Jack Grealish"] == "Jack Grealish"


def test_the_timeline_names_the_scorer_apart_from_his_namesakes() -> None:
    events = regulation()
    events.insert(1, goal("20", Period.FIRST_HALF, Side.HOME, 1))
    sheet = build_sheet(MATCH, events)
    texts = [m.label for m in _marks(sheet)]
    assert any(t.startswith("20' E. Martínez") for t in texts), texts


def test_the_pitch_drawing_tells_team_mates_apart_and_leaves_the_rest() -> None:
    sheet = build_sheet(MATCH, regulation())
    shown = {e.name: e.short for row in sheet.home.rows for e in row}
    assert shown["Emiliano Martínez"] == "E. Martínez"
    assert shown["Lautaro Martínez"] == "Lautaro Martínez"
    assert shown["Lisandro Martínez"] == "Lisandro Martínez"
    away = {e.name: e.short for row in sheet.away.rows for e in row}
    assert away["Harry Kane"] == "Kane"
    assert away["Jack Grealish"] == "Jack Grealish"
    drawing = pitch_svg(sheet)
    assert ">E. Martínez<" in drawing
    assert ">Martínez<" not in drawing


def test_a_namesake_on_the_bench_leaves_the_starter_his_short_name() -> None:
    # Only one of them starts: on the pitch he needs no more than his short name.
    match = _named(make_match(), {1: ("Emiliano Martínez", ""), 12: ("Lautaro Martínez", "")})
    sheet = build_sheet(match, regulation())
    shown = {e.name: e.short for row in sheet.home.rows for e in row}
    assert shown["Emiliano Martínez"] == "Martínez"
    assert dict(short_names(match))["Emiliano Martínez"] == "E. Martínez"  # timeline
