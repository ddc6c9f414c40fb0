"""Knockout ties of two legs: aggregate, away goals on and off, extra time, shootouts."""

from __future__ import annotations

from tracker.core.results.ties import Leg, ties


def _legs(first: tuple[int, int], second: tuple[int, int], **last: object) -> list[Leg]:
    return [
        Leg("A", "B", *first, order=(1,)),
        Leg("B", "A", *second, order=(2,), **last),  # type: ignore[arg-type]
    ]


def test_the_aggregate_decides() -> None:
    [tie] = ties(_legs((2, 0), (1, 0)), "Round of 16")
    assert (tie.aggregate, tie.winner, tie.how) == ((2, 1), "A", "on aggregate")
    assert tie.describe() == "A 2-1 B on aggregate: A through"


def test_away_goals_count_only_where_the_rules_say_so() -> None:
    # 1-1 on aggregate... no: A 1-2 at home, 1-0 away: 2-2, A scored 1 away, B 2.
    legs = _legs((1, 2), (0, 1))
    [on] = ties(legs, "Round of 16", away_goals=True)
    assert (on.aggregate, on.winner, on.how) == ((2, 2), "B", "on away goals")
    [off] = ties(legs, "Round of 16", away_goals=False)
    assert off.winner is None and "no extra time or shootout" in off.how


def test_extra_time_and_a_shootout_in_the_second_leg() -> None:
    [et] = ties(_legs((1, 0), (2, 0), extra_time=True), "Semi-final")
    assert (et.aggregate, et.winner, et.how) == ((1, 2), "B", "after extra time")
    [pens] = ties(_legs((1, 0), (1, 0), extra_time=True, shootout=(4, 2)), "Semi-final")
    assert (pens.winner, pens.how) == ("B", "on penalties (4-2)")


def test_a_shootout_the_data_lacks_leaves_the_winner_unknown_unless_one_plays_on() -> None:
    legs = _legs((0, 1), (0, 1), extra_time=True)  # the shootout was refused as 4-4
    [tie] = ties(legs, "Round of 16")
    assert tie.winner is None and tie.how == "level after extra time; the shootout is not known"
    assert "winner unknown" in tie.describe()
    [tie] = ties(legs, "Round of 16", later=["B", "C"])
    assert tie.winner == "B" and tie.how.startswith("(they play the next round")


def test_a_single_match_and_a_tie_still_to_play() -> None:
    [final] = ties([Leg("A", "B", 1, 1, extra_time=True, shootout=(3, 5))], "Final")
    assert final.describe() == "A 1-1 B: B through on penalties (5-3)"
    [open_tie] = ties([Leg("A", "B", order=(1,)), Leg("B", "A", played=False, order=(2,))], "QF")
    assert open_tie.aggregate is None and open_tie.winner is None


def test_a_level_tie_goes_to_the_better_placed_team_where_the_rules_say_so() -> None:
    legs = _legs((1, 1), (2, 2))  # 3-3 on aggregate, no extra time
    [plain] = ties(legs, "Quarter-final")
    assert plain.winner is None
    [seeded] = ties(legs, "Quarter-final", seeds={"A": 6, "B": 3})
    assert (seeded.winner, seeded.how) == ("B", "as the better placed team (3rd in the table)")
    # Extra time was played: the seeding no longer decides (here: the shootout is missing).
    [et] = ties(_legs((1, 1), (2, 2), extra_time=True), "Final", seeds={"A": 1, "B": 3})
    assert et.winner is None
    # Decided on aggregate: the seeding does not matter.
    [won] = ties(_legs((2, 1), (2, 2)), "Quarter-final", seeds={"A": 6, "B": 3})
    assert won.winner == "A"


def test_a_tie_being_played_is_said_so_and_decided_when_it_ends() -> None:
    [final] = ties([Leg("A", "B", 1, 0, played=False, live=True)], "Final")
    assert (final.aggregate, final.winner) == (None, None)
    assert final.describe() == "A v B: being played"
    [second] = ties(_legs((2, 0), (0, 0), played=False, live=True), "Round of 16")
    assert second.describe() == "A v B: a leg is being played"


def test_a_tie_whose_log_stops_before_full_time_is_not_said_to_be_being_played() -> None:
    [final] = ties([Leg("A", "B", 1, 0, played=False, unfinished=True)], "Final")
    assert (final.aggregate, final.winner) == (None, None)
    assert final.describe() == "A v B: its log stops before full time"
    [second] = ties(_legs((2, 0), (0, 0), played=False, unfinished=True), "Round of 16")
    assert second.describe() == "A v B: a leg's log stops before full time"


def test_a_tie_whose_day_has_passed_without_a_score_is_not_said_to_be_still_to_play() -> None:
    [final] = ties([Leg("A", "B", played=False, unknown=True)], "Final")
    assert final.describe() == "A v B: its score is not known, though its day has passed"
    [second] = ties(_legs((2, 0), (0, 0), played=False, unknown=True), "Round of 16")
    assert second.describe() == "A v B: a leg's score is not known, though its day has passed"


def test_a_postponed_tie_says_so() -> None:
    """Regression: Serie B's 2024-25 play-out, both legs given as postponed, was "to be
    played, or its score is not known"."""
    legs = [
        Leg("A", "B", played=False, unknown=False, postponed=True, order=(1,)),
        Leg("B", "A", played=False, postponed=True, order=(2,)),
    ]
    [tie] = ties(legs, "Playout, Final")
    assert tie.describe() == "A v B: postponed"
    [one] = ties([Leg("A", "B", 1, 0, order=(1,)), legs[1]], "Playout, Final")
    assert one.describe() == "A v B: a leg is postponed"


def test_how_a_tie_was_decided_is_written_in_german_and_spanish() -> None:
    from tracker.core.i18n import translator

    de, es = translator("de"), translator("es")
    [agg] = ties(_legs((2, 0), (1, 0)), "Round of 16")
    assert (agg.how_words(de), agg.how_words(es)) == ("nach Hin- und Rückspiel", "en el global")
    [pens] = ties(_legs((1, 0), (1, 0), extra_time=True, shootout=(3, 2)), "Semi-final")
    assert pens.how_words(de) == "im Elfmeterschießen (3-2)"
    [seeded] = ties(_legs((1, 1), (2, 2)), "Quarter-final", seeds={"A": 1, "B": 3})
    assert seeded.how == "as the better placed team (1st in the table)"
    assert seeded.how_words(de) == "als besser platzierte Mannschaft (1. der Tabelle)"
    [on] = ties(_legs((0, 1), (0, 1), extra_time=True), "Round of 16", later=["B"])
    assert on.how == "(they play the next round; the shootout is not known)"
    assert (
        on.how_words(de) == "(spielt in der nächsten Runde; das Elfmeterschießen ist nicht bekannt)"
    )
    [gone] = ties([Leg("A", "B", played=False, unknown=True)], "Final")
    assert gone.how_words(es) == "su resultado no se conoce, aunque su fecha ya pasó"
    [two] = ties(
        [Leg("A", "B", order=(1,)), Leg("B", "A", played=False, unknown=True, order=(2,))], "QF"
    )
    assert (
        two.how_words(de)
        == "das Ergebnis eines Spiels ist nicht bekannt, obwohl sein Tag vorbei ist"
    )
    [later] = ties([Leg("A", "B", played=False)], "Final")
    assert later.how_words(de) == "noch zu spielen, oder das Ergebnis ist nicht bekannt"


def test_a_team_not_known_yet_is_written_in_the_readers_language() -> None:
    from tracker.core.i18n import translator
    from tracker.core.results.values import team_words

    de = translator("de")
    assert team_words("Not known yet (N.N.)", de) == "Noch nicht bekannt (N.N.)"
    assert team_words("Winner of match 101", translator("es")) == "Ganador del partido 101"
    assert team_words("Arsenal FC", de) == "Arsenal FC"


def test_a_group_position_not_known_yet_is_written_in_the_readers_language() -> None:
    # A World Cup's knockout fixtures name their teams by group place ("1A", "2B",
    # "3A/B/C/D/F"), stored as the English words of the placeholder.
    from tracker.core.i18n import translator
    from tracker.core.results.values import team_words
    from tracker.opendata.openfootball.values import placeholder

    def stored(text: str) -> str:
        words = str(placeholder(text))
        return words[:1].upper() + words[1:]

    de, es = translator("de"), translator("es")
    assert team_words(stored("1A"), de) == "Sieger Gruppe A"
    assert team_words(stored("2B"), de) == "Zweiter Gruppe B"
    assert team_words(stored("3A/B/C/D/F"), de) == "Dritter Gruppe A, B, C, D oder F"
    assert team_words(stored("L101"), de) == "Verlierer Spiel 101"
    assert team_words(stored("2B"), es) == "Segundo del grupo B"
    assert team_words(stored("3A/B/C/D/F"), es) == "Tercero del grupo A, B, C, D o F"
    assert team_words(stored("4C"), es) == "Cuarto del grupo C"
    assert team_words(stored("3A/B/C/D/F"), translator("en")) == "Third of group A, B, C, D or F"


def test_every_stored_placeholder_is_translated() -> None:
    from tracker.core.i18n import catalogue
    from tracker.core.results import values

    keys = set()
    for _pattern, words in values._STORED_PLACEHOLDERS:
        keys |= {words} if isinstance(words, str) else set(words)
    assert len(keys) == 11
    for language in ("de", "es"):
        assert sorted(keys - set(catalogue(language))) == []


def test_a_first_leg_says_whether_the_second_leg_leaves_the_tie_level() -> None:
    """United won the first leg 2-1 at home: Rovers, at home in the second leg, level
    the tie at 1-0 or 2-1, and 1-1 leaves United through. Where away goals count, 1-0
    puts Rovers through on theirs; 2-1 leaves one away goal each, the tie level."""
    from tracker.core.results.ties import FirstLeg

    plain = FirstLeg(home_goals=1, away_goals=2)
    assert plain.aggregate(1, 0) == (2, 2) and plain.level_with(1, 0)
    assert plain.level_with(2, 1)
    assert not plain.level_with(1, 1) and not plain.level_with(2, 0)
    away = FirstLeg(home_goals=1, away_goals=2, away_goals_count=True)
    assert not away.level_with(1, 0)  # Rovers' goal at United decides
    assert away.level_with(2, 1)  # one away goal each


def test_extra_time_follows_a_second_leg_only_if_the_tie_stands_level() -> None:
    """A change made after ninety minutes is filed in extra time (91') only where
    extra time follows: in a second leg whose first leg is known, if the tie is level;
    its first leg not known, any second leg may go on (the aggregate decides)."""
    from tracker.core.results.ties import FirstLeg, extra_time_flags

    leg = "Semi-final, second leg"
    won_2_1 = FirstLeg(home_goals=1, away_goals=2)
    assert extra_time_flags(leg, won_2_1, 1, 0) == (True, True)  # 2-2
    assert extra_time_flags(leg, won_2_1, 1, 1) == (False, True)  # United through
    assert extra_time_flags(leg, None, 1, 1) == (True, True)
    assert extra_time_flags("Semi-final", None, 1, 1) == (True, False)  # if level
    assert extra_time_flags("Group A", None, 1, 1) == (False, False)


def test_a_tie_is_described_in_the_language_asked_for() -> None:
    """``standings`` wrote a league's ties in English under a German locale."""
    from tracker.core.i18n import translator

    [tie] = ties(_legs((2, 0), (1, 0)), "Round of 16")
    assert tie.describe(translator("de")) == "A 2-1 B nach Hin- und Rückspiel: A weiter"
    [final] = ties([Leg("A", "B", 1, 1, extra_time=True, shootout=(3, 5))], "Final")
    assert final.describe(translator("es")).startswith("A 1-1 B: pasa B ")
    [unknown] = ties(_legs((0, 1), (0, 1), extra_time=True), "Round of 16")
    assert "Sieger unbekannt (" in unknown.describe(translator("de"))
    assert final.describe() == "A 1-1 B: B through on penalties (5-3)"
