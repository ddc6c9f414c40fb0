"""Key stats as of a match, each on a library the test makes itself."""

from __future__ import annotations

import datetime as dt
from dataclasses import replace

from hypothesis import given
from hypothesis import strategies as st

from tests.core.records_factory import line, pm
from tracker.core.match.model import Side
from tracker.core.records import keystats
from tracker.core.records.books import PlayedMatch, PlayerLine
from tracker.core.records.keystats import KeyStat, Library, key_stats, ordinal, place_of
from tracker.core.records.teamnames import as_named
from tracker.core.results.rounds import Stage

SF, F, QF = Stage.SEMI_FINAL, Stage.FINAL, Stage.QUARTER_FINAL


def stats(
    match: PlayedMatch,
    others: list[PlayedMatch],
    lines: list[PlayerLine] = (),  # type: ignore[assignment]
    born: dict[int, dt.date | None] | None = None,
    *,
    history: bool = True,
) -> list[KeyStat]:
    library = Library(
        (match, *others), tuple(lines), born or {}, "1930", history=history, edition=history
    )
    return key_stats(match, library)


def texts(found: list[KeyStat], kind: str) -> list[str]:
    return [s.text for s in found if s.kind == kind]


def test_ordinals_and_places() -> None:
    assert [ordinal(n) for n in (1, 2, 3, 4, 11, 12, 13, 21, 22, 101, 111)] == [
        "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "101st", "111th",
    ]  # fmt: skip
    assert place_of("New York/New Jersey (East Rutherford)") == "East Rutherford"
    assert place_of("Atlanta") == "Atlanta"


def test_a_semi_final_winner_reaches_its_nth_final_and_the_loser_is_counted_out() -> None:
    semi = pm("2026-07-15", "Argentina", "2-1", "England", stage=SF)
    history = [
        pm("1930-07-30", "Uruguay", "4-2", "Argentina", stage=F),
        pm("1978-06-25", "Argentina", "3-1", "Netherlands", stage=F, shootout=None),
        pm("1966-07-26", "England", "2-1", "Portugal", stage=SF),
        pm("1990-07-04", "West Germany", "1-1", "England", stage=SF, shootout=(4, 3)),
        pm("2018-07-11", "Croatia", "2-1", "England", stage=SF),
    ]
    found = stats(semi, history)
    assert texts(found, "stage") == [
        "Argentina reach their 3rd Cup final",
        "England eliminated in 3 of their 4 Cup semi-finals",
    ]
    assert all(s.scope == "Cup matches on record since 1930" for s in found if s.kind == "stage")


def test_a_first_semi_final_loss_is_not_a_record_worth_stating() -> None:
    semi = pm("2026-07-15", "A", "2-1", "B", stage=SF)
    assert texts(stats(semi, []), "stage") == ["A reach their 1st Cup final"]


def test_a_final_counts_finals_won_and_a_shootout_decides_it() -> None:
    final = pm("2026-07-19", "Spain", "0-0", "Argentina", stage=F, shootout=(2, 4))
    earlier = [pm("2022-12-18", "Argentina", "3-3", "France", stage=F, shootout=(4, 2))]
    assert texts(stats(final, earlier), "stage") == [
        "Argentina win their 2nd Cup final",
        "Spain lose their first Cup final",
    ]


def test_a_team_that_lost_every_final_it_played_is_said_so() -> None:
    """The 1978 final said "Netherlands lose 2 of their 2 Cup finals"."""
    final = pm("1978-06-25", "Argentina", "3-1", "Netherlands", stage=F)
    earlier = [pm("1974-07-07", "Netherlands", "1-2", "West Germany", stage=F)]
    assert texts(stats(final, earlier), "stage")[-1] == "Netherlands lose both their Cup finals"
    third = pm("2010-07-11", "Netherlands", "0-1", "Spain", stage=F)
    assert texts(stats(third, [*earlier, final]), "stage")[-1] == (
        "Netherlands lose all 3 of their Cup finals"
    )
    fourth = pm("2014-07-13", "Netherlands", "0-1", "Spain", stage=F)
    won = pm("1988-06-25", "Netherlands", "2-0", "Spain", stage=F)
    assert texts(stats(fourth, [*earlier, final, won]), "stage")[-1] == (
        "Netherlands lose 3 of their 4 Cup finals"
    )


def test_a_team_out_in_every_round_it_reached_is_said_so() -> None:
    """England's 2018 semi-final said "England eliminated in 2 of their 2 Cup
    semi-finals"; as the finals lost are, it is "both" and "all 3"."""
    earlier = [pm("1990-07-04", "West Germany", "1-1", "England", stage=SF, shootout=(4, 3))]
    second = pm("2018-07-11", "Croatia", "2-1", "England", stage=SF)
    assert texts(stats(second, earlier), "stage")[-1] == (
        "England eliminated in both their Cup semi-finals"
    )
    third = pm("2026-07-15", "Argentina", "2-1", "England", stage=SF)
    assert texts(stats(third, [*earlier, second]), "stage")[-1] == (
        "England eliminated in all 3 of their Cup semi-finals"
    )


def test_finals_won_are_not_called_titles_where_an_edition_had_no_final() -> None:
    """Uruguay won 1930's final and 1950's final round group (no final): a later final
    won is their 2nd final won, not their 2nd title."""
    history = [
        pm("1930-07-30", "Uruguay", "4-2", "Argentina", stage=F),
        pm("1950-07-09", "Uruguay", "2-2", "Spain", stage=Stage.GROUP, group="Final round"),
        pm("1950-07-13", "Uruguay", "3-2", "Sweden", stage=Stage.GROUP, group="Final round"),
        pm("1950-07-16", "Uruguay", "2-1", "Brazil", stage=Stage.GROUP, group="Final round"),
    ]
    final = pm("2030-07-21", "Uruguay", "1-0", "Spain", stage=F)
    found = texts(stats(final, history), "stage")
    assert found[0] == "Uruguay win their 2nd Cup final"
    assert not any("title" in text for text in found)


def test_a_final_being_played_names_no_title_until_it_ends() -> None:
    final = pm("2026-07-19", "Spain", "1-0", "Argentina", stage=F, logged=True)
    earlier = [pm("2022-12-18", "Argentina", "3-3", "France", stage=F, shootout=(4, 2))]
    live = replace(final, in_play=True)
    assert texts(stats(live, earlier), "stage") == []
    meetings = texts(stats(final, earlier), "head_to_head")
    assert meetings and texts(stats(live, earlier), "head_to_head") == meetings
    assert texts(stats(final, earlier), "stage") == [
        "Spain win their 1st Cup final",
        "Argentina lose 1 of their 2 Cup finals",
    ]


def test_the_first_win_since_names_the_last_one() -> None:
    semi = pm("2026-07-15", "Argentina", "2-1", "England", stage=SF)
    history = [
        pm("1962-06-02", "England", "3-1", "Argentina"),
        pm("1986-06-22", "Argentina", "2-1", "England", stage=QF),
        pm("1998-06-30", "Argentina", "2-2", "England", stage=Stage.ROUND_OF_16, shootout=(4, 3)),
        pm("2002-06-07", "Argentina", "0-1", "England"),
    ]
    found = stats(semi, history)
    assert texts(found, "last_win") == [
        "Argentina's first Cup win over England since the 1986 quarter-final (2-1)"
    ]
    assert texts(found, "head_to_head") == [
        "Argentina and England had met 4 times in Cup matches: Argentina won 1, England won 2, "
        "1 drawn"
    ]


def test_a_match_being_played_is_no_win_yet() -> None:
    semi = pm("2026-07-15", "Argentina", "2-1", "England", stage=SF, logged=True)
    history = [pm("1986-06-22", "Argentina", "2-1", "England", stage=QF)]
    assert texts(stats(semi, history), "last_win") == [
        "Argentina's 2nd Cup win in a row over England"
    ]
    live = replace(semi, in_play=True)
    assert texts(stats(live, history), "last_win") == []
    assert texts(stats(live, history), "head_to_head") == [
        "Argentina and England had met once in Cup matches: a win for Argentina"
    ]


def test_a_head_to_head_says_no_zero_and_names_a_clean_sweep() -> None:
    match = pm("2026-06-01", "Netherlands", "1-0", "Spain")
    once = [pm("2010-07-11", "Netherlands", "0-1", "Spain", stage=Stage.FINAL)]
    assert texts(stats(match, once), "head_to_head") == [
        "Netherlands and Spain had met once in Cup matches: a win for Spain"
    ]
    assert texts(stats(match, once), "last_win") == ["Netherlands' first Cup win over Spain"]
    two = [*once, pm("2014-06-13", "Spain", "1-5", "Netherlands")]
    assert texts(stats(match, two), "head_to_head") == [
        "Netherlands and Spain had met twice in Cup matches: Netherlands won 1, Spain won 1"
    ]
    swept = [pm("2002-06-01", "Spain", "2-0", "Netherlands"), *once]
    assert texts(stats(match, swept), "head_to_head") == [
        "Netherlands and Spain had met twice in Cup matches: Spain won both"
    ]
    drawn = [pm(f"{y}-06-01", "Spain", "1-1", "Netherlands") for y in (2002, 2006, 2010)]
    assert texts(stats(match, drawn), "head_to_head") == [
        "Netherlands and Spain had met 3 times in Cup matches: all 3 drawn"
    ]
    level = [pm("2002-06-01", "Spain", "0-0", "Netherlands")]
    assert texts(stats(match, level), "head_to_head") == [
        "Netherlands and Spain had met once in Cup matches: a draw"
    ]


def test_a_head_to_head_says_how_many_meetings_and_wins_were_awarded() -> None:
    """Chile v Bolivia of 2016 was played 0-0 and awarded 3-0 to Chile: a reporter must
    not read "met 3 times, Chile won 1" as three matches played and a win on the pitch."""
    match = pm("2026-06-01", "Chile", "1-0", "Bolivia")
    drawn = pm("2013-06-01", "Chile", "2-2", "Bolivia")
    awarded = replace(pm("2016-09-01", "Chile", "3-0", "Bolivia"), awarded=True)
    lost = pm("2017-06-01", "Bolivia", "1-0", "Chile")
    assert texts(stats(match, [drawn, awarded, lost]), "head_to_head") == [
        "Chile and Bolivia had met 3 times (1 of them awarded) in Cup matches: "
        "Chile won 1 (1 by award), Bolivia won 1, 1 drawn"
    ]
    assert texts(stats(match, [awarded]), "head_to_head") == [
        "Chile and Bolivia had met once (awarded) in Cup matches: a win for Chile"
    ]
    assert texts(stats(match, [awarded]), "last_win") == [
        "Chile's 2nd Cup win in a row over Bolivia (1 by award)"
    ]
    swept = [replace(drawn, home_goals=3, away_goals=2), awarded]
    assert texts(stats(match, swept), "head_to_head") == [
        "Chile and Bolivia had met twice (1 of them awarded) in Cup matches: "
        "Chile won both (1 by award)"
    ]
    level = [drawn, replace(drawn, id=awarded.id, date=awarded.date, awarded=True)]
    assert texts(stats(match, level), "head_to_head") == [
        "Chile and Bolivia had met twice (1 of them awarded) in Cup matches: "
        "both drawn (1 by award)"
    ]
    # Over part of the history: the meetings held, and how many of them were awarded.
    assert texts(stats(match, [drawn, awarded], history=False), "head_to_head") == [
        "Chile and Bolivia had met at least twice (1 of them awarded) in Cup matches"
    ]


def test_a_head_to_head_names_the_predecessor_a_team_met_under() -> None:
    """FIFA counts Czechoslovakia's matches as the Czech Republic's: the line says so,
    rather than have a reporter print that the Czech Republic met Italy in 1934."""
    match = pm("2006-06-22", "Czech Republic", "0-2", "Italy")
    earlier = [pm("1934-06-10", "Italy", "2-1", "Czechoslovakia", stage=F),
               pm("1990-06-19", "Italy", "2-0", "Czechoslovakia")]  # fmt: skip
    library = as_named(earlier, ["Czech Republic", "Italy"])
    assert texts(stats(match, library), "head_to_head") == [
        "Czech Republic (as Czechoslovakia) and Italy had met twice in Cup matches: Italy won both"
    ]
    assert texts(stats(match, library, history=False), "head_to_head") == [
        "Czech Republic (as Czechoslovakia) and Italy had met at least twice in Cup matches"
    ]
    final = pm("2014-07-13", "Germany", "1-0", "Argentina", stage=F)
    met = as_named(
        [pm("1986-06-29", "Argentina", "3-2", "West Germany", stage=F),
         pm("1990-07-08", "West Germany", "1-0", "Argentina", stage=F),
         pm("2010-07-03", "Argentina", "0-4", "Germany", stage=QF)],
        ["Germany", "Argentina"],
    )  # fmt: skip
    assert texts(stats(final, met), "head_to_head") == [
        "Germany (as West Germany in 2) and Argentina had met 3 times in Cup matches: "
        "Germany won 2, Argentina won 1"
    ]
    library = Library((final, *met), (), {}, "1930", history=True, edition=True)
    german = keystats.key_stats(final, library, "de")  # (not the name the languages' test spies on)
    assert [s.text for s in german if s.kind == "head_to_head"] == [
        "Germany (2-mal als West Germany) und Argentina waren in Cup-Spielen 3-mal "
        "aufeinandergetroffen: Germany gewann 2, Argentina gewann 1"
    ]
    spelt = as_named([pm("1950-06-29", "United States", "1-0", "England")], ["USA"])
    assert texts(stats(pm("2010-06-12", "England", "1-1", "USA"), spelt), "head_to_head") == [
        "England and USA had met once in Cup matches: a win for USA"
    ]


def test_first_meeting_first_win_and_wins_in_a_row() -> None:
    match = pm("2026-06-01", "A", "1-0", "B")
    assert texts(stats(match, []), "head_to_head") == ["The first Cup meeting of A and B"]
    assert texts(stats(match, []), "last_win") == []
    drawn = pm("2022-06-01", "B", "0-0", "A")
    assert texts(stats(match, [drawn]), "last_win") == ["A's first Cup win over B"]
    won = [pm("2018-06-01", "A", "2-0", "B"), pm("2022-06-01", "B", "0-3", "A")]
    assert texts(stats(match, won), "last_win") == ["A's 3rd Cup win in a row over B"]
    lost = pm("2026-06-01", "A", "0-1", "B")
    assert texts(stats(lost, won), "last_win") == ["B's first Cup win over A"]


def _edition_library() -> tuple[PlayedMatch, list[PlayedMatch], list[PlayerLine]]:
    g1 = pm("2026-06-12", "Argentina", "2-0", "Algeria")
    g2 = pm("2026-06-20", "Argentina", "3-1", "Austria", logged=True)
    semi = pm("2026-07-15", "Argentina", "2-1", "England", stage=SF, logged=True)
    lines = [
        line(g1, 9, "Lautaro Martínez", goals=1),
        line(g2, 9, "Lautaro Martínez", goals=1, started=False, came_on=70, sub_goals=1),
        line(semi, 9, "Lautaro Martínez", goals=1, started=False, came_on=80, sub_goals=1),
        line(semi, 20, "Anthony Gordon", Side.AWAY, goals=1, started=True),
    ]
    return semi, [g1, g2], lines


def test_a_players_goals_this_edition_and_as_a_substitute() -> None:
    semi, others, lines = _edition_library()
    found = stats(semi, others, lines)
    assert "Lautaro Martínez: 3rd goal of this Cup" in texts(found, "edition_goals")[0]
    # His first goal of the edition came in a result (no line-ups): the substitute
    # count cannot be settled, so it is not stated.
    assert texts(found, "edition_goals") == ["Lautaro Martínez: 3rd goal of this Cup"]
    logged = [replace(o, lineups_known=True) for o in others]
    found = stats(semi, logged, lines)
    assert texts(found, "edition_goals") == [
        "Lautaro Martínez: 3rd goal of this Cup, his 2nd as a substitute"
    ]


def test_no_edition_tally_when_an_earlier_match_lacks_scorers() -> None:
    semi, others, lines = _edition_library()
    others[0] = replace(others[0], scorers_known=False)
    assert texts(stats(semi, others, lines), "edition_goals") == []


def test_a_first_goal_is_stated_only_where_the_data_settles_it() -> None:
    semi, _, lines = _edition_library()
    old = pm("2006-06-10", "England", "1-0", "Paraguay", scorers=False)
    recent = pm("2022-11-21", "England", "6-2", "Iran")
    gordon = [x for x in lines if x.person == "Anthony Gordon"]
    # Every earlier England match has its scorers: settled.
    (first,) = [s for s in stats(semi, [recent], gordon) if s.kind == "first_goal"]
    assert (first.text, first.scope) == (
        "Anthony Gordon: first Cup goal",
        "Cup matches on record since 1930",
    )
    # 2006's scorers are unknown, his age is unknown: he may have scored then. Nothing
    # is said ("first in the matches with known scorers since 2022" reads as a first).
    assert [s for s in stats(semi, [old, recent], gordon) if s.kind == "first_goal"] == []
    # Born in 2001, he could not have played in 2006: settled after all.
    born = {20: dt.date(2001, 2, 24)}
    (first,) = [s for s in stats(semi, [old, recent], gordon, born) if s.kind == "first_goal"]
    assert first.scope == "Cup matches on record since 1930"
    # The latest earlier match lacks scorers: nothing can be said.
    latest = pm("2026-07-11", "England", "2-1", "Norway", stage=QF, scorers=False)
    assert [s for s in stats(semi, [latest], gordon) if s.kind == "first_goal"] == []


def test_a_player_who_scored_before_gets_his_competition_total() -> None:
    semi, others, lines = _edition_library()
    old = pm("2022-11-22", "Argentina", "1-2", "Saudi Arabia")
    lines = [*lines, line(old, 9, "Lautaro Martínez", goals=1)]
    found = stats(semi, [*others, old], lines)
    assert texts(found, "first_goal") == ["Anthony Gordon: first Cup goal"]
    assert texts(found, "competition_goals") == ["Lautaro Martínez: 4 Cup goals"]


def test_a_scoring_streak_of_three() -> None:
    semi, others, lines = _edition_library()
    assert texts(stats(semi, others, lines), "streak") == [
        "Lautaro Martínez has scored in 3 Cup matches in a row"
    ]


def test_the_next_fixture_names_an_opponent_known_by_then() -> None:
    semi = pm("2026-07-15", "Argentina", "2-1", "England", stage=SF, number=102)
    other_semi = pm("2026-07-14", "France", "0-2", "Spain", stage=SF, number=101)
    third = pm("2026-07-18", "France", "4-6", "England", stage=Stage.THIRD_PLACE)
    final = pm(
        "2026-07-19", "Spain", "1-0", "Argentina", stage=F,
        venue="New York/New Jersey (East Rutherford)",
    )  # fmt: skip
    found = texts(stats(semi, [other_semi, third, final]), "next_match")
    assert found == [
        "Argentina will face Spain in the final in East Rutherford on Sunday 19 July",
        "England will face France in the match for third place on Saturday 18 July",
    ]
    # Had the other semi-final been played later, the opponent was not known yet.
    later_semi = replace(other_semi, date=dt.date(2026, 7, 16))
    found = texts(stats(semi, [later_semi, final]), "next_match")
    assert found == ["Argentina will play the final in East Rutherford on Sunday 19 July"]
    fixture = pm("2026-07-19", "W101", "-", "Argentina", stage=F)
    assert texts(stats(semi, [fixture]), "next_match") == [
        "Argentina will play the final on Sunday 19 July"
    ]
    # A fixture postponed is not played on its day: the next one still on is named.
    postponed = replace(fixture, postponed=True)
    later = replace(fixture, date=dt.date(2026, 7, 22), id=fixture.id + 1)
    assert texts(stats(semi, [postponed, later]), "next_match") == [
        "Argentina will play the final on Wednesday 22 July"
    ]


def test_a_fixture_or_a_match_outside_a_competition_has_no_key_stats() -> None:
    fixture = pm("2026-07-19", "A", "-", "B", stage=F)
    assert stats(fixture, []) == []
    friendly = replace(pm("2026-07-19", "A", "1-0", "B"), competition_id=None)
    assert stats(friendly, []) == []


@st.composite
def later_matches(draw: st.DrawFn) -> list[PlayedMatch]:
    """Matches stored after the semi-final: later days of later editions."""
    out = []
    for index in range(draw(st.integers(0, 8))):
        day = dt.date(2027, 1, 1) + dt.timedelta(days=draw(st.integers(0, 3000)))
        home, away = draw(st.permutations(["Argentina", "England", "Spain", "France"]))[:2]
        h, a = draw(st.integers(0, 5)), draw(st.integers(0, 5))
        stage = draw(st.sampled_from([Stage.GROUP, SF, F]))
        out.append(pm(day.isoformat(), home, f"{h}-{a}", away, stage=stage, id=10_000 + index))
    return out


@given(later_matches())
def test_facts_are_as_of_the_match(later: list[PlayedMatch]) -> None:
    semi, others, lines = _edition_library()
    history = [
        *others,
        pm("1986-06-22", "Argentina", "2-1", "England", stage=QF),
        pm("2018-07-11", "Croatia", "2-1", "England", stage=SF),
    ]
    later_lines = [line(m, 9, "Lautaro Martínez", goals=2) for m in later if m.has("Argentina")]
    before = stats(semi, history, lines)
    after = stats(semi, [*history, *later], [*lines, *later_lines])
    assert before == after


def test_a_streak_of_goals_or_assists_counts_assists_only_where_logged() -> None:
    g1 = pm("2026-06-12", "Argentina", "2-0", "Algeria", logged=True)
    g2 = pm("2026-06-20", "Argentina", "3-1", "Austria", logged=True)
    semi = pm("2026-07-15", "Argentina", "2-1", "England", stage=SF, logged=True)
    lines = [
        line(g1, 10, "Lionel Messi", assists=1, started=True),
        line(g2, 10, "Lionel Messi", goals=1, started=True),
        line(semi, 10, "Lionel Messi", assists=2, started=True),
    ]
    assert texts(stats(semi, [g1, g2], lines), "streak") == [
        "Lionel Messi has scored or assisted in 3 Cup matches in a row"
    ]
    # Had the first been a result, his assist there could not be known: no streak of 3.
    assert texts(stats(semi, [replace(g1, lineups_known=False), g2], lines), "streak") == []


def test_over_part_of_the_history_no_first_is_stated() -> None:
    # Only two finals in the library: "1st title", "first meeting", "lose their first
    # final" would read as facts the library cannot hold.
    final = pm("2022-12-18", "Argentina", "3-3", "France", stage=F, shootout=(4, 2))
    found = stats(final, [], history=False)
    assert texts(found, "stage") == []
    assert texts(found, "head_to_head") == []
    assert texts(found, "last_win") == []
    with_all = stats(final, [], history=True)
    assert texts(with_all, "stage") == [
        "Argentina win their 1st Cup final",
        "France lose their first Cup final",
    ]
    assert texts(with_all, "head_to_head") == ["The first Cup meeting of Argentina and France"]


def test_over_part_of_the_history_a_count_is_a_lower_bound() -> None:
    final = pm("2026-07-19", "Argentina", "2-1", "France", stage=F)
    earlier = [
        pm("2022-12-18", "Argentina", "3-3", "France", stage=F, shootout=(4, 2)),
        pm("2018-06-30", "France", "4-3", "Argentina", stage=Stage.ROUND_OF_16),
        pm("2006-07-09", "Italy", "1-1", "France", stage=F, shootout=(5, 3)),
    ]
    found = stats(final, earlier, history=False)
    assert texts(found, "stage") == [
        "Argentina win the Cup for at least the 2nd time",
        "France have lost at least 3 Cup finals",
    ]
    assert texts(found, "head_to_head") == [
        "Argentina and France had met at least twice in Cup matches"
    ]
    assert texts(found, "last_win") == []
    semi = pm("2026-07-15", "Argentina", "2-1", "England", stage=SF)
    before = [pm("1990-07-04", "West Germany", "1-1", "England", stage=SF, shootout=(4, 3)),
              pm("2018-07-11", "Croatia", "2-1", "England", stage=SF),
              pm("2022-12-18", "Argentina", "3-3", "France", stage=F, shootout=(4, 2))]  # fmt: skip
    assert texts(stats(semi, before, history=False), "stage") == [
        "Argentina reach a Cup final for at least the 2nd time",
        "England eliminated in at least 3 Cup semi-finals",
    ]


def test_over_part_of_the_history_goals_are_at_least_and_no_first_goal() -> None:
    semi = pm("2026-07-15", "Argentina", "2-1", "England", stage=SF)
    group = pm("2026-06-20", "Argentina", "1-0", "Chile")
    old = pm("2022-12-18", "Argentina", "3-3", "France", stage=F, shootout=(4, 2))
    lines = [
        line(semi, 7, "Lautaro Martínez", Side.HOME, goals=1),
        line(group, 7, "Lautaro Martínez", Side.HOME, goals=1),
        line(old, 7, "Lautaro Martínez", Side.HOME, goals=1),
        line(semi, 8, "Anthony Gordon", Side.AWAY, goals=1),
    ]
    library = Library((semi, group, old), tuple(lines), {}, "2022")
    found = key_stats(semi, library)
    assert texts(found, "edition_goals") == ["Lautaro Martínez: at least his 2nd goal of this Cup"]
    assert texts(found, "competition_goals") == ["Lautaro Martínez: at least 3 Cup goals"]
    assert texts(found, "first_goal") == []
    # The edition held whole settles the edition's tally, not the career's firsts.
    whole_edition = key_stats(semi, replace(library, edition=True))
    assert texts(whole_edition, "edition_goals") == ["Lautaro Martínez: 2nd goal of this Cup"]
    assert texts(whole_edition, "first_goal") == []


def test_a_sentence_ending_in_a_note_takes_its_scope_into_that_bracket() -> None:
    """Regression: "… out of anyone's reach (no points deduction or award recorded)
    (Deutsche Bundesliga 2023-24, as of this match)": two brackets in a row."""
    scope = "Deutsche Bundesliga 2023-24, as of this match"
    title = KeyStat("A are champions (no points deduction or award recorded)", "title", "A", scope)
    assert str(title) == (
        "A are champions (no points deduction or award recorded; "
        "Deutsche Bundesliga 2023-24, as of this match)"
    )
    # A name's tag is no note; a sentence with no bracket is as before.
    tagged = KeyStat("A beat Liverpool FC (ENG)", "last_win", "A", "Cup matches")
    assert str(tagged) == "A beat Liverpool FC (ENG) (Cup matches)"
    assert str(KeyStat("A won", "last_win", "A", "Cup matches")) == "A won (Cup matches)"


def test_the_next_fixture_s_round_is_named_in_the_sheet_s_language() -> None:
    """The German sheet and site said "im nächsten Spiel (Matchday 2)" and "(Group A)":
    the round's stored English name."""
    first = replace(pm("2024-08-23", "Bayern", "1-0", "Wolfsburg", stage=None), round="Matchday 1")
    second = replace(pm("2024-08-31", "Bayern", "-", "Freiburg", stage=None), round="Matchday 2")
    group = pm("2026-06-11", "Mexico", "2-0", "South Africa", group="A")
    group_next = pm("2026-06-18", "Mexico", "-", "South Korea", group="A")
    group, group_next = (replace(m, round="Group A") for m in (group, group_next))

    def said(match: PlayedMatch, later: PlayedMatch, language: str) -> str:
        library = Library((match, later), (), {}, "1930", history=True, edition=True)
        found = keystats.key_stats(match, library, language)
        return next(s.text for s in found if s.kind == "next_match" and s.subject == match.home)

    assert "(2. Spieltag)" in said(first, second, "de")
    assert "(Jornada 2)" in said(first, second, "es")
    assert "their next Matchday 2 match" in said(first, second, "en")
    assert "(Gruppe A)" in said(group, group_next, "de")
    assert "(Grupo A)" in said(group, group_next, "es")


def test_the_first_win_since_an_awarded_one_says_it_was_awarded() -> None:
    """A win the competition awarded (a forfeit) is no score played: the sentence named
    it "(3-0)" as if it had been, in every language."""
    semi = pm("2026-07-15", "Argentina", "2-1", "England", stage=SF)
    history = [
        replace(pm("1986-06-22", "Argentina", "3-0", "England", stage=QF), awarded=True),
        pm("2002-06-07", "Argentina", "0-1", "England"),
    ]
    assert texts(stats(semi, history), "last_win") == [
        "Argentina's first Cup win over England since the 1986 quarter-final (3-0 (awarded))"
    ]
    library = Library((semi, *history), (), {}, "1930", history=True, edition=True)
    (german,) = texts(keystats.key_stats(semi, library, "de"), "last_win")
    assert german.endswith("(3-0 (am grünen Tisch))"), german
