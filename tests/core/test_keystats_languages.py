"""The key stats in German and Spanish: whole sentences, the same figures, no English.

Every scenario of ``tests/core/test_keystats.py`` is run again, its key stats written
in each language as well: each German and Spanish sentence must hold the figures of the
English one and none of the English template's words, and together the scenarios must
use every template (so that none goes unchecked).
"""

from __future__ import annotations

import ast
import datetime as dt
import re
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

import tests.core.test_keystats as scenarios
from tests.core.records_factory import pm
from tracker.core import i18n
from tracker.core.league import stats as league_stats
from tracker.core.league.stats import (
    Visit,
    ground_stat,
    relegation_stats,
    run_stats,
    table_stats,
    title_stat,
)
from tracker.core.league.tables import LeagueRow
from tracker.core.records import keystats
from tracker.core.records.keystats import KeyStat, Library, key_stats
from tracker.core.records.wording import Words, spanish_ordinal, templates
from tracker.core.results.rounds import Stage

#: Words of the English templates that no German or Spanish sentence may keep.
ENGLISH = (
    " reach ", " win ", " wins ", " won ", " lose ", " lost ", " eliminated ", " had met ",
    " matches", " on record ", " since ", " goal", " of this ", " at least ", " first ",
    " in a row", " will face ", " will play ", " the ", " times", "once", "twice", " drawn",
    " draw", " title", " with known scorers", " as a substitute", " has scored", " before the ",
    " after", " points", " joint ", " unbeaten", " without ", " champions", " relegated",
    " away ", " visits ", " held ", " league ", " their ", "'s ", " and ", "awarded", " by award",
)  # fmt: skip


def _english_left(text: str) -> list[str]:
    padded = f" {text} "
    return [word for word in ENGLISH if word in padded]


def _figures(text: str) -> list[str]:
    """The figures of a sentence (not those of an English round's name)."""
    return sorted(re.findall(r"\d+", re.sub(r"rounds? of (16|32)", "", text)))


def _scenario_tests() -> list[Callable[[], None]]:
    """The example-based tests of the English key stats (the hypothesis one left out)."""
    return [
        getattr(scenarios, name)
        for name in dir(scenarios)
        if name.startswith("test_") and name != "test_facts_are_as_of_the_match"
    ]


def _collect(monkeypatch: pytest.MonkeyPatch) -> tuple[list[tuple[KeyStat, ...]], set[str]]:
    """Run every scenario; record each key stat in en, de, es and the templates used."""
    rendered: list[tuple[KeyStat, ...]] = []
    used: set[str] = set()
    say = Words.say

    def spy(self: Words, template: str, **values: object) -> str:
        used.add(template)
        return say(self, template, **values)

    def every_language(match: Any, library: Library, language: str = "en") -> list[KeyStat]:
        english = key_stats(match, library)
        others = [key_stats(match, library, code) for code in ("de", "es")]
        rendered.extend(zip(english, *others, strict=True))
        return english

    monkeypatch.setattr(Words, "say", spy)
    monkeypatch.setattr(scenarios, "key_stats", every_language)
    for test in [*_scenario_tests(), _more_scenarios]:
        test()
    return rendered, used


def _more_scenarios() -> None:
    """The sentences the English tests do not reach: several goals, a mixed or swept
    record, a final lost again, a next group match, a match with no round."""
    stats = scenarios.stats
    semi, others, lines = scenarios._edition_library()
    twice = [replace(x, goals=2) if x.match_id == semi.id else x for x in lines]
    stats(semi, others, twice)
    stats(semi, others, twice, history=False)
    gordon = [replace(x, goals=2) for x in twice if x.person == "Anthony Gordon"]
    old = pm("2006-06-10", "England", "1-0", "Paraguay", scorers=False)
    stats(semi, [pm("2022-11-21", "England", "6-2", "Iran")], gordon)
    stats(semi, [old, pm("2022-11-21", "England", "6-2", "Iran")], gordon)
    match = pm("2026-06-01", "Netherlands", "1-0", "Spain")
    mixed = [pm(f"{y}-06-01", "Spain", "1-1", "Netherlands") for y in (2002, 2006)]
    stats(match, [*mixed, pm("2010-06-01", "Spain", "0-2", "Netherlands")])
    stats(match, [pm(f"{y}-06-01", "Spain", "0-2", "Netherlands") for y in (2002, 2006, 2010)])
    no_round = pm("2002-06-01", "Netherlands", "2-0", "Spain", stage=None)
    stats(match, [no_round, pm("2006-06-01", "Spain", "1-0", "Netherlands")])
    final = pm("2026-07-19", "Argentina", "2-1", "France", stage=Stage.FINAL)
    stats(final, [pm("2022-12-18", "Argentina", "3-3", "France", stage=Stage.FINAL,
                     shootout=(4, 2))])  # fmt: skip
    opener = pm("2026-06-12", "Argentina", "2-0", "Algeria", group="A")
    stats(opener, [pm("2026-06-18", "Argentina", "-", "Austria", venue="Dallas")])


def _keystats_templates() -> set[str]:
    """Every template literal of keystats.py (the calls of ``say``/``t`` and the tables)."""
    tree = ast.parse(Path(str(keystats.__file__)).read_text("utf-8"))
    out: set[str] = set()
    for node in ast.walk(tree):
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and node.func.attr in ("say", "t")
            and node.args
            and isinstance(node.args[0], ast.Constant)
        ):
            out.add(str(node.args[0].value))
    for table in (keystats._EDITION_GOALS, keystats._FIRST_GOALS, keystats._NEXT_TEXT):
        out |= set(table.values())
    return out


def test_every_scenario_reads_in_german_and_spanish_with_the_same_figures(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    rendered, used = _collect(monkeypatch)
    assert len(rendered) > 40
    for english, german, spanish in rendered:
        for other in (german, spanish):
            assert (other.kind, other.subject) == (english.kind, english.subject)
            for text, original in ((other.text, english.text), (other.scope, english.scope)):
                assert _figures(text) == _figures(original), (text, original)
                assert _english_left(text) == [], text
        assert german.text != english.text and spanish.text != english.text
    # Every sentence template of the key stats was written in each language above.
    # (A past match with neither date nor season, "the {round}", cannot be made here.)
    unused = {t for t in _keystats_templates() if "{" in t and " " in t} - used - {"the {round}"}
    assert unused == set()


def test_the_reports_key_stats_in_german_and_spanish() -> None:
    semi = pm("2026-07-15", "Argentina", "2-1", "England", stage=Stage.SEMI_FINAL)
    history = [
        pm("1930-07-30", "Uruguay", "4-2", "Argentina", stage=Stage.FINAL),
        pm("1966-07-26", "England", "2-1", "Portugal", stage=Stage.SEMI_FINAL),
        pm("1986-06-22", "Argentina", "2-1", "England", stage=Stage.QUARTER_FINAL),
        pm("1998-06-30", "Argentina", "2-2", "England", stage=Stage.ROUND_OF_16),
        pm("2002-06-07", "Argentina", "0-1", "England"),
        pm("2018-07-11", "Croatia", "2-1", "England", stage=Stage.SEMI_FINAL),
    ]
    library = Library((semi, *history), (), {}, "1930", history=True, edition=True)
    german = [str(s) for s in key_stats(semi, library, "de")]
    spanish = [str(s) for s in key_stats(semi, library, "es")]
    de_scope = " (Cup: erfasste Spiele seit 1930)"
    assert german == [
        "Argentina erreicht zum 2. Mal das Cup-Finale" + de_scope,
        "England: in 2 von 3 Cup-Halbfinals ausgeschieden" + de_scope,
        "Argentina und England waren in Cup-Spielen 3-mal aufeinandergetroffen: "
        "Argentina gewann 1, England gewann 1, 1 Unentschieden" + de_scope,
        "Erster Cup-Sieg von Argentina gegen England seit dem Viertelfinale 1986 (2-1)" + de_scope,
    ]
    es_scope = " (Cup: partidos registrados desde 1930)"
    assert spanish == [
        "Argentina alcanza la final de Cup por 2.ª vez" + es_scope,
        "England: fuera en 2 de sus 3 semifinales de Cup" + es_scope,
        "Argentina y England se habían enfrentado 3 veces en Cup: "
        "Argentina ganó 1, England ganó 1, 1 empate" + es_scope,
        "Primera victoria de Argentina sobre England en Cup desde los cuartos de final de "
        "1986 (2-1)" + es_scope,
    ]
    # English stays as it was.
    assert key_stats(semi, library)[0].text == "Argentina reach their 2nd Cup final"


def test_spanish_ordinals_agree_with_their_noun() -> None:
    assert [spanish_ordinal(n) for n in (1, 3, 7)] == ["1.º", "3.º", "7.º"]
    assert [spanish_ordinal(n, "f") for n in (1, 7)] == ["1.ª", "7.ª"]
    # Before a masculine noun 1 and 3 drop their ending (primer, tercer), 11 does not.
    assert [spanish_ordinal(n, "a") for n in (1, 2, 3, 11, 13, 21)] == [
        "1.er", "2.º", "3.er", "11.º", "13.er", "21.er",
    ]  # fmt: skip
    assert Words("de").nth(7)["nth"] == "7."
    assert Words("es").times(2) == "dos veces" and Words("de").times(1) == "einmal"
    assert Words("en").times(2) == "twice" and Words("en").times(3) == "3 times"


def _row(position: int, team: str, points: int, *tied: str) -> LeagueRow:
    return LeagueRow(position, team, 30, 0, 0, 0, 0, 0, points, tied_with=tied)


def _league_stats(language: str) -> list[KeyStat]:
    """One of each league key stat, in ``language``."""
    w = Words(language)
    rows = [_row(1, "A", 80), _row(2, "B", 71), _row(3, "C", 60)]
    out = [
        *table_stats("A", _row(2, "A", 60), _row(1, "A", 63), "Table", "s", w),
        *table_stats("A", _row(2, "A", 1), _row(3, "A", 1, "B"), "Championship", "s", w),
        *table_stats("A", None, _row(3, "A", 61, "B"), "Table", "s", w),
        *run_stats("A", ["L", "W", "D", "W", "W", "D"], "s", w),
        *run_stats("A", ["W"] * 6, "s", w),
        *run_stats("B", ["W", "L", "D", "L", "L", "D"], "s", w),
        *title_stat(rows, {"A": 3, "B": 2, "C": 3}, 3, "s", schedule_known=True, words=w),
        *title_stat(rows, {"A": 1, "B": 0, "C": 0}, 3, "s", schedule_known=True, words=w),
        *relegation_stats(["C"], "s", w),
    ]
    days = [dt.date(2020 + i, 3, 11) for i in range(5)]
    won_then = [Visit(days[0], True, "3-1"), *(Visit(d, False, "0-1") for d in days[1:])]
    never = [Visit(d, False, "0-1") for d in days]
    # One of the visits awarded (a walkover, perhaps): how many is said.
    awarded = [Visit(days[0], False, "0-3 (awarded)", awarded=True), *never[1:]]
    for venue, ground in ((False, "Liverpool FC"), (True, "Anfield")):
        out += ground_stat("Arsenal FC", ground, won_then, "PL", "s", venue=venue, words=w)
        out += ground_stat("Arsenal FC", ground, never, "PL", "s", venue=venue, words=w)
        out += ground_stat("Arsenal FC", ground, awarded, "PL", "s", venue=venue, words=w)
    return out


def test_the_league_key_stats_in_german_and_spanish() -> None:
    english = _league_stats("en")
    assert len(english) == 15
    assert english[0].text == "A: 2nd with 60 points before the match, 1st with 63 points after"
    for language in ("de", "es"):
        for en, other in zip(english, _league_stats(language), strict=True):
            assert _figures(other.text) == _figures(en.text), (other.text, en.text)
            assert _english_left(other.text) == [], other.text
    german = [s.text for s in _league_stats("de")]
    assert german[0] == "A: vor dem Spiel Platz 2 mit 60 Punkten, danach Platz 1 mit 63 Punkten"
    assert german[1] == (
        "A (Tabelle Championship): vor dem Spiel Platz 2 mit 1 Punkt, "
        "danach geteilter Platz 3 mit 1 Punkt"
    )
    assert german[9] == (
        "Erster PL-Auswärtssieg von Arsenal FC bei Liverpool FC seit dem 11. März 2020 (3-1)"
    )
    spanish = [s.text for s in _league_stats("es")]
    assert spanish[0] == "A: 2.º con 60 puntos antes del partido, 1.º con 63 puntos después"
    assert spanish[6] == (
        "A es campeón: 9 puntos de ventaja con 3 partidos por jugar, ya inalcanzable"
    )


def test_every_key_stat_template_is_in_both_catalogues() -> None:
    from tracker.services.leagues import TABLE_LINES

    tree = ast.parse(Path(str(league_stats.__file__)).read_text("utf-8"))
    docstrings = {
        id(node.body[0].value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Module | ast.FunctionDef | ast.ClassDef)
        and node.body
        and isinstance(node.body[0], ast.Expr)
    }
    league = {
        str(node.value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant)
        and isinstance(node.value, str)
        and "{" in node.value
        and id(node) not in docstrings
    }
    wanted = (
        _keystats_templates()
        | set(templates())
        | league
        | set(TABLE_LINES.values())
        | {"once", "two times", "{n} times", "{edition}, as of this match"}
        | {"({n} of them awarded)", "({n} by award)", "(awarded)"}
        | {"{competition} matches in the library, as of this match"}
    )
    assert len(wanted) > 100
    for language in ("de", "es"):
        missing = sorted(wanted - set(i18n.catalogue(language)))
        assert missing == [], language


def test_the_coverage_notes_in_german_and_spanish() -> None:
    from tracker.core.records.coverage import Coverage, Need, appearances_known, bans_note, missing

    cover = Coverage(64, 61, 1, 1)
    assert missing(cover, Need.SCORERS) == "scorers missing for 3 of 64 matches"
    assert missing(cover, Need.SCORERS, "de") == "Torschützen fehlen für 3 von 64 Spielen"
    assert missing(cover, Need.CARDS, "es") == "faltan los datos de tarjetas de 63 de 64 partidos"
    assert appearances_known(cover, "de") == "Einsätze bekannt für 1 von 64 Spielen"
    assert appearances_known(Coverage(1, 1, 0, 0), "es") == (
        "participaciones conocidas en 0 de 1 partido"
    )
    assert bans_note(cover, False, "de") == (
        "keine Sperren gefunden in den Spielen mit erfassten Karten; "
        "Kartendaten fehlen für 63 von 64 Spielen"
    )
    assert bans_note(Coverage(64, 64, 0, 0), True, "es").startswith(
        "no hay datos de tarjetas de ninguno de los 64 partidos"
    )
    for language in ("de", "es"):
        texts = [
            *(missing(c, n, language) for n in Need for c in (cover, Coverage(1, 0, 0, 0))),
            appearances_known(cover, language),
            bans_note(cover, True, language),
            bans_note(cover, False, language),
            bans_note(Coverage(3, 3, 0, 0), False, language),
        ]
        for text in texts:
            assert _english_left(text) == [] and " missing " not in text, text
            assert " known " not in text and " bans " not in text, text


def test_the_next_league_match_names_its_matchday_and_group_in_the_language() -> None:
    """Regression: German and Spanish sheets said "im nächsten Spiel (Matchday 2)" and
    "en su próximo partido (Matchday 2)", the round left in English."""
    opener = replace(pm("2024-08-09", "A", "1-0", "B", stage=None), round="Matchday 1")
    second = replace(pm("2024-08-17", "A", "-", "C", stage=None), round="Matchday 2")
    library = Library((opener, second), (), {}, "2024")

    def said(language: str, match: Any = opener, held: Library = library) -> str:
        stats = key_stats(match, held, language)
        return next(s.text for s in stats if s.subject == "A" and s.kind == "next_match")

    assert said("en") == "A will face C in their next Matchday 2 match on Saturday 17 August"
    assert "(2. Spieltag)" in said("de") and "Matchday" not in said("de")
    assert "(Jornada 2)" in said("es") and "Matchday" not in said("es")
    group = replace(second, round="Group A", stage=Stage.GROUP, group="A")
    grouped = Library((replace(opener, stage=Stage.GROUP, round="Group A"), group), (), {}, "2024")
    assert "Gruppe A" in said("de", grouped.matches[0], grouped)
