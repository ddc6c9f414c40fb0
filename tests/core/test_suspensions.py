"""Suspension rules: presets, stored JSON and the bans a player's cards give."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tracker.core import i18n
from tracker.core.records.suspensions import (
    LEAGUE,
    WORLD_CUP,
    WORLD_CUP_2022,
    RulesError,
    SuspensionRules,
    TeamMatch,
    bans,
    rules_from_json,
    rules_to_json,
    suspended_for,
)
from tracker.core.results.rounds import Stage

G, R32, R16, QF, SF, F = (
    Stage.GROUP,
    Stage.ROUND_OF_32,
    Stage.ROUND_OF_16,
    Stage.QUARTER_FINAL,
    Stage.SEMI_FINAL,
    Stage.FINAL,
)


def run(
    *cards: tuple[Stage | None, int, int], rules: SuspensionRules = WORLD_CUP
) -> list[tuple[int, int, tuple[int, ...]]]:
    matches = [
        TeamMatch(key=i + 1, stage=stage, yellows=y, reds=r, label=f"m{i + 1}")
        for i, (stage, y, r) in enumerate(cards)
    ]
    return [(b.cause, b.matches, b.served_in) for b in bans(matches, rules)]


def test_a_red_card_bans_for_the_next_match() -> None:
    assert run((G, 0, 1), (G, 0, 0), (G, 0, 0)) == [(1, 1, (2,))]


def test_a_second_yellow_in_one_match_is_a_sending_off_not_two_accumulated() -> None:
    # Two yellows in match 1 (however the figures record the red): one match, and
    # those yellows do not add to a later single yellow.
    assert run((G, 2, 0), (G, 0, 0), (G, 1, 0), (G, 0, 0)) == [(1, 1, (2,))]
    assert run((G, 2, 1), (G, 0, 0), (G, 1, 0), (G, 0, 0)) == [(1, 1, (2,))]


def test_two_yellows_in_different_matches_give_one_match() -> None:
    assert run((G, 1, 0), (G, 0, 0), (G, 1, 0), (R32, 0, 0)) == [(3, 1, (4,))]


def test_the_count_restarts_after_a_world_cup_yellow_ban() -> None:
    result = run((R32, 1, 0), (R16, 1, 0), (QF, 0, 0), (QF, 1, 0), rules=WORLD_CUP_2022)
    assert result == [(2, 1, (3,))]


def test_world_cup_2026_wipes_single_yellows_after_the_group_stage() -> None:
    assert run((G, 1, 0), (G, 0, 0), (G, 0, 0), (R32, 1, 0), (R16, 0, 0)) == []
    # The 2022 rules carry them into the knockout rounds.
    assert run((G, 1, 0), (R16, 1, 0), (QF, 0, 0), rules=WORLD_CUP_2022) == [(2, 1, (3,))]


def test_single_yellows_are_wiped_after_the_quarter_finals() -> None:
    for rules in (WORLD_CUP, WORLD_CUP_2022):
        assert run((R16, 1, 0), (QF, 0, 0), (SF, 1, 0), (F, 0, 0), rules=rules) == []


def test_a_ban_already_given_survives_the_wipe() -> None:
    # Sent off in the quarter-final: out of the semi-final all the same.
    assert run((QF, 0, 1), (SF, 0, 0)) == [(1, 1, (2,))]


def test_a_decided_longer_ban_for_a_straight_red() -> None:
    matches = [
        TeamMatch(1, G, reds=1, decided_ban=3, label="v Chile, 20 Jun"),
        *(TeamMatch(k, G) for k in (2, 3)),
        TeamMatch(4, R32),
    ]
    (ban,) = bans(matches, WORLD_CUP)
    assert ban.served_in == (2, 3, 4)
    assert ban.describe() == "sent off v Chile, 20 Jun (3 matches)"


def test_a_ban_the_team_has_not_played_yet_is_pending() -> None:
    (ban,) = bans([TeamMatch(1, G, reds=1, decided_ban=2), TeamMatch(2, G)], WORLD_CUP)
    assert ban.served_in == (2,)
    assert ban.pending == 1


def test_cards_in_a_match_he_was_banned_for_are_ignored() -> None:
    assert run((G, 0, 1), (G, 1, 1), (G, 0, 0), (G, 0, 0)) == [(1, 1, (2,))]


def test_league_steps() -> None:
    cards = [(None, 1, 0)] * 5 + [(None, 0, 0)] + [(None, 1, 0)] * 5 + [(None, 0, 0)] * 3
    result = run(*cards, rules=LEAGUE)
    assert result == [(5, 1, (6,)), (11, 2, (12, 13))]
    assert [LEAGUE.yellow_ban(n) for n in (4, 5, 10, 15, 20, 21)] == [0, 1, 2, 3, 3, 0]


def test_suspended_for_names_the_ban_with_its_reason() -> None:
    matches = [
        TeamMatch(7, SF, reds=1, label="v England, 15 Jul"),
        TeamMatch(9, F),
    ]
    ban = suspended_for(matches, WORLD_CUP, 9)
    assert ban is not None
    assert ban.describe() == "sent off v England, 15 Jul (1 match)"
    assert suspended_for(matches, WORLD_CUP, 7) is None


@pytest.mark.parametrize(
    ("language", "said"),
    [
        ("en", "2nd yellow card v Chile (1 match)"),
        ("de", "2. Gelbe Karte v Chile (1 Spiel)"),
        ("es", "2.ª tarjeta amarilla v Chile (1 partido)"),  # the card: feminine
    ],
)
def test_a_yellow_cards_ban_is_said_in_the_users_language(
    monkeypatch: pytest.MonkeyPatch, language: str, said: str
) -> None:
    monkeypatch.setitem(i18n._current, "language", language)
    matches = [TeamMatch(1, G, yellows=1), TeamMatch(2, G, yellows=1, label="v Chile")]
    (ban,) = bans([*matches, TeamMatch(3, R32)], WORLD_CUP)
    assert ban.describe() == said


def test_presets_by_kind_and_stored_rules() -> None:
    assert rules_from_json("", "cup") is WORLD_CUP
    assert rules_from_json("", "league") is LEAGUE
    assert rules_from_json('{"preset": "world-cup-2022"}') == WORLD_CUP_2022
    custom = rules_from_json('{"yellow_bans": [[3, 1]], "red_ban": 2}', "league")
    assert custom.red_ban == 2
    assert custom.yellow_bans == ((3, 1),)
    assert custom.yellow_cycle is False  # kept from the league preset


@pytest.mark.parametrize(
    "text",
    [
        "[1]",
        "{",
        '{"preset": "nope"}',
        '{"red_ban": 0}',
        '{"red_ban": "1"}',
        '{"yellow_bans": [[3, 1], [2, 1]]}',
        '{"wipe_after": ["Semis"]}',
        '{"yellow_bans": [3]}',
    ],
)
def test_bad_stored_rules_are_refused(text: str) -> None:
    with pytest.raises(RulesError):
        rules_from_json(text)


steps = st.lists(st.tuples(st.integers(1, 12), st.integers(1, 3)), min_size=1, max_size=3).map(
    lambda s: tuple(sorted(dict(s).items()))
)
any_rules = st.builds(
    SuspensionRules,
    red_ban=st.integers(1, 4),
    yellow_bans=steps,
    yellow_cycle=st.booleans(),
    wipe_after=st.frozensets(st.sampled_from(list(Stage))),
)
card_lists = st.lists(
    st.tuples(
        st.one_of(st.none(), st.sampled_from(list(Stage))),
        st.integers(0, 2),
        st.integers(0, 1),
    ),
    max_size=25,
)


@given(any_rules)
def test_rules_read_back_from_their_json(rules: SuspensionRules) -> None:
    assert rules_from_json(rules_to_json(rules)) == rules.__class__(
        name="custom",
        red_ban=rules.red_ban,
        yellow_bans=rules.yellow_bans,
        yellow_cycle=rules.yellow_cycle,
        wipe_after=rules.wipe_after,
    )


@given(card_lists, any_rules)
def test_bans_cover_later_matches_once_each(
    cards: list[tuple[Stage | None, int, int]], rules: SuspensionRules
) -> None:
    result = run(*cards, rules=rules)
    covered = [key for _, _, served in result for key in served]
    assert len(covered) == len(set(covered))
    for cause, length, served in result:
        assert all(key > cause for key in served)
        assert len(served) <= length
        assert list(served) == list(range(cause + 1, cause + 1 + len(served)))
        assert cause not in covered  # no card counts in a match he was banned for
    # Every sending-off outside a ban gives a ban of the red length.
    causes = {cause for cause, _, _ in result}
    for key, (_, y, r) in enumerate(cards, start=1):
        if (r or y >= 2) and key not in covered:
            assert key in causes


@given(card_lists)
def test_without_cards_nothing_changes(cards: list[tuple[Stage | None, int, int]]) -> None:
    clean = [(stage, 0, 0) for stage, _, _ in cards]
    assert run(*clean) == []


def test_the_rules_described_for_a_secretary() -> None:
    from tracker.core.records.suspensions import LEAGUE, WORLD_CUP, describe_rules

    assert describe_rules(LEAGUE)[2] == (
        "yellow cards in different matches: 5 yellows: 1 match, 10 yellows: 2 matches, "
        "15 yellows: 3 matches, then 3 matches for every 5 more"
    )
    assert describe_rules(WORLD_CUP)[2:] == [
        "yellow cards in different matches: 2 yellows: 1 match (the count then starts again)",
        "single yellows wiped after: Group, Quarter-final",
    ]
