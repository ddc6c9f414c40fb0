"""Round names: every way the files write a round reads as one of ours."""

from __future__ import annotations

import pytest

from tracker.core.i18n import translator
from tracker.core.results.rounds import (
    Round,
    RoundError,
    Stage,
    decided_on_aggregate,
    decided_on_the_day,
    extra_time_may_follow,
    fold_round,
    group_name,
    has_no_extra_time,
    is_league_round,
    read_round,
    round_words,
)


@pytest.mark.parametrize(
    ("text", "name", "stage"),
    [
        ("Round of 32", "Round of 32", Stage.ROUND_OF_32),
        ("Round of 16", "Round of 16", Stage.ROUND_OF_16),
        ("round of 16", "Round of 16", Stage.ROUND_OF_16),
        ("Preliminary round", "Round of 16", Stage.ROUND_OF_16),
        ("First round", "Round of 16", Stage.ROUND_OF_16),
        ("Quarter-finals", "Quarter-final", Stage.QUARTER_FINAL),
        ("Quarterfinals", "Quarter-final", Stage.QUARTER_FINAL),
        ("Quarter-final", "Quarter-final", Stage.QUARTER_FINAL),
        ("Semi-finals", "Semi-final", Stage.SEMI_FINAL),
        ("Semifinals", "Semi-final", Stage.SEMI_FINAL),
        ("Semi-final", "Semi-final", Stage.SEMI_FINAL),
        ("Semi final", "Semi-final", Stage.SEMI_FINAL),
        ("Third-place match", "Match for third place", Stage.THIRD_PLACE),
        ("Third place match", "Match for third place", Stage.THIRD_PLACE),
        ("Third-place play-off", "Match for third place", Stage.THIRD_PLACE),
        ("Third place play-off", "Match for third place", Stage.THIRD_PLACE),
        ("Match for third place", "Match for third place", Stage.THIRD_PLACE),
        ("Final", "Final", Stage.FINAL),
        (" FINAL ", "Final", Stage.FINAL),
    ],
)
def test_knockout_rounds_under_one_name(text: str, name: str, stage: Stage) -> None:
    assert read_round(text) == Round(name, stage)


@pytest.mark.parametrize(
    ("text", "name", "stage", "leg"),
    [
        ("Semi-final, second leg", "Semi-final, second leg", Stage.SEMI_FINAL, 2),
        ("Round of 16, first leg", "Round of 16, first leg", Stage.ROUND_OF_16, 1),
        ("Quarter-final 2nd leg", "Quarter-final, second leg", Stage.QUARTER_FINAL, 2),
        ("Halbfinale", "Semi-final", Stage.SEMI_FINAL, None),
        ("Halbfinale, Rückspiel", "Semi-final, second leg", Stage.SEMI_FINAL, 2),
        ("Finale", "Final", Stage.FINAL, None),
        ("Cuartos de final (ida)", "Quarter-final, first leg", Stage.QUARTER_FINAL, 1),
        ("Semifinal, vuelta", "Semi-final, second leg", Stage.SEMI_FINAL, 2),
        ("Octavos de final", "Round of 16", Stage.ROUND_OF_16, None),
        ("Semi-finals – Second leg", "Semi-final, second leg", Stage.SEMI_FINAL, 2),
        ("Round of 16 — 1st leg", "Round of 16, first leg", Stage.ROUND_OF_16, 1),
    ],
)
def test_a_tie_s_legs_and_german_and_spanish_names_are_knockout_rounds(
    text: str, name: str, stage: Stage, leg: int | None
) -> None:
    """A logged cup tie typed as a secretary writes it is a knockout round, not a league
    round (whose key stats would give it a table)."""
    found = read_round(text)
    assert (found.name, found.stage, found.leg) == (name, stage, leg)
    assert found.stage.is_knockout


def test_a_leg_of_a_group_match_is_refused() -> None:
    with pytest.raises(RoundError, match="leg of a group match"):
        read_round("Group A, first leg")


def test_a_matchday_takes_the_group_given_with_it() -> None:
    assert read_round("Matchday 6", "Group B") == Round("Group B", Stage.GROUP, "Group B", 6)
    assert read_round("Matchday 1", "group 3").group == "Group 3"


def test_a_matchday_without_a_group_is_refused() -> None:
    with pytest.raises(RoundError, match="no group is given"):
        read_round("Matchday 6")


def test_a_round_named_after_its_group() -> None:
    assert read_round("Group A") == Round("Group A", Stage.GROUP, "Group A")
    assert read_round("group h", "Group H").name == "Group H"
    with pytest.raises(RoundError, match="disagrees"):
        read_round("Group A", "Group B")


def test_the_first_round_is_a_group_when_a_group_is_given() -> None:
    # 1950 played its first round in groups, 1934 and 1938 as a knockout round.
    assert read_round("First round", "Group 2") == Round("Group 2", Stage.GROUP, "Group 2")
    assert read_round("First round").stage is Stage.ROUND_OF_16


def test_the_final_round_of_1950_is_a_group() -> None:
    assert read_round("Final Round") == Round("Final round", Stage.GROUP, "Final round")


def test_replays_keep_their_round() -> None:
    assert read_round("Quarter-finals, Replays") == Round(
        "Quarter-final replay", Stage.QUARTER_FINAL, replay=True
    )
    assert read_round("First round, Replays").name == "Round of 16 replay"
    with pytest.raises(RoundError, match="replay of a group match"):
        read_round("Matchday 2, replay", "Group 1")


def test_a_group_play_off() -> None:
    assert read_round("Group 2 Play-off") == Round(
        "Group 2 play-off", Stage.GROUP_PLAYOFF, "Group 2"
    )
    assert not Stage.GROUP_PLAYOFF.is_knockout
    assert Stage.SEMI_FINAL.is_knockout


@pytest.mark.parametrize("text", ["", "   ", "Last sixteen-ish", "Group", "Matchday x"])
def test_unknown_rounds_are_refused_with_the_text(text: str) -> None:
    with pytest.raises(RoundError):
        read_round(text, "Group A" if text.startswith("Matchday") else None)


def test_group_names_and_folding() -> None:
    assert group_name("group  a") == "Group A"
    assert fold_round("Semi--finals ") == "semi finals"
    with pytest.raises(RoundError, match="not a group name"):
        group_name("Pool A")


@pytest.mark.parametrize(
    "text",
    ["", "Matchday 5", "Round 12", "Gameweek 38", "5. Spieltag", "Spieltag 5", "Jornada 38",
     "Regular season", "Championship, Matchday 3", "Relegation, Round 2"],
)  # fmt: skip
def test_a_matchday_is_a_league_round(text: str) -> None:
    assert is_league_round(text)


@pytest.mark.parametrize(
    "text",
    ["Play-off final", "Relegation play-off", "Promotion play-off semi-final", "Playoffs, Final",
     "Finals, Elimination Final", "Super Cup", "Friendly", "Matchday"],
)  # fmt: skip
def test_a_stage_of_its_own_is_no_league_round(text: str) -> None:
    assert not is_league_round(text)


@pytest.mark.parametrize(
    "text",
    ["Group A", "Group 2 Play-off", "Matchday 5", "5. Spieltag", "Regular season",
     "Championship, Matchday 3"],
)  # fmt: skip
def test_a_group_or_league_match_has_no_extra_time(text: str) -> None:
    assert has_no_extra_time(text)


@pytest.mark.parametrize(
    "text",
    ["", "  ", "Final", "Round of 16", "Semi-final, second leg", "Quarter-finals, Replays",
     "Play-off final", "Relegation play-off", "Friendly", "Gruppe A"],
)  # fmt: skip
def test_a_knockout_or_unknown_stage_may_have_extra_time(text: str) -> None:
    assert not has_no_extra_time(text)


@pytest.mark.parametrize(
    ("text", "on_aggregate"),
    [("Semi-final, second leg", True), ("Halbfinale, Rückspiel", True),
     ("Semi-final, first leg", False), ("Final", False), ("Group A", False), ("", False),
     ("Friendly", False), ("Semi-finals – Second leg", True), ("Playoffs, second leg", True),
     ("Playoffs, first leg", False), ("Finals, Round of 16, second leg", True),
     ("Knockout round play-offs (2nd leg)", True), ("Group A, second leg", False),
     ("Matchday 5, second leg", False), ("Second leg", False)],
)  # fmt: skip
def test_a_second_leg_goes_on_after_ninety_minutes_as_its_aggregate_says(
    text: str, on_aggregate: bool
) -> None:
    """A leg is one however its round is written: with a dash ("Semi-finals – Second
    leg" was no round we knew), or in a round not named as ours (the Champions League's
    "Playoffs", as its results file names it) or after a phase ("Finals, …")."""
    assert decided_on_aggregate(text) is on_aggregate


@pytest.mark.parametrize(
    ("stored", "german", "spanish"),
    [
        ("Group A", "Gruppe A", "Grupo A"),
        ("Final round", "Finalrunde", "Ronda final"),
        ("Round of 16", "Achtelfinale", "Octavos de final"),
        (
            "Quarter-final replay",
            "Viertelfinale (Wiederholungsspiel)",
            "Cuartos de final (partido de desempate)",
        ),
        ("Group 2 play-off", "Entscheidungsspiel Gruppe 2", "Desempate del grupo 2"),
        ("Semi-final, second leg", "Halbfinale, Rückspiel", "Semifinal, vuelta"),
        ("Match for third place", "Spiel um Platz 3", "Partido por el tercer puesto"),
        ("Matchday 7", "7. Spieltag", "Jornada 7"),
        ("Play-off final", "Play-off final", "Play-off final"),  # not ours: as stored
    ],
)
def test_a_stored_round_is_written_in_the_readers_language(
    stored: str, german: str, spanish: str
) -> None:
    assert round_words(stored, translator("de")) == german
    assert round_words(stored, translator("es")) == spanish
    assert round_words(stored, translator("en")) == stored


def test_rounds_are_listed_as_played_with_the_groups_in_their_order() -> None:
    from tracker.core.results.rounds import rounds_in_order

    met = ["Group A", "Group D", "Group C", "Group B", "Group D", "Round of 16",
           "Quarter-final", "Semi-final", "Match for third place", "Final"]  # fmt: skip
    assert rounds_in_order(met) == [
        "Group A", "Group B", "Group C", "Group D", "Round of 16",
        "Quarter-final", "Semi-final", "Match for third place", "Final",
    ]  # fmt: skip
    assert rounds_in_order(["Group 10", "Group 2", "Group 2 play-off", "Final"]) == [
        "Group 2", "Group 2 play-off", "Group 10", "Final",
    ]  # fmt: skip
    assert rounds_in_order(["Matchday 2", "Matchday 10", "Matchday 1", ""]) == [
        "Matchday 1", "Matchday 2", "Matchday 10",
    ]  # fmt: skip


def test_a_leg_of_a_round_not_named_as_ours_goes_to_extra_time_as_a_leg_does() -> None:
    """The Champions League's knockout play-off, as its results file names it: its
    first leg ends after ninety minutes, its second may go on (the aggregate says)."""
    assert not extra_time_may_follow("Playoffs, first leg")
    assert extra_time_may_follow("Playoffs, second leg")
    assert not decided_on_the_day("Playoffs, second leg")
    assert not extra_time_may_follow("Group A, second leg")
