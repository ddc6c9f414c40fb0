"""The legs of one tie found however their rounds are written, and two ties of the same
teams in one season never mixed."""

from __future__ import annotations

import datetime as dt

import pytest

from tracker.core.results.legs import join_legs, round_key
from tracker.core.results.ties import Leg, ties


@pytest.mark.parametrize(
    ("name", "key"),
    [
        ("Finals, Semi-final", ("finals", "semifinal")),  # a league's play-offs imported
        ("Finals, Semifinals", ("finals", "semifinal")),
        ("Finals, Semi-final, second leg", ("finals", "semifinal")),
        ("Semi-final, second leg", ("", "semifinal")),
        ("Semi-finals – Second leg", ("", "semifinal")),
        ("Halbfinale, Rückspiel", ("", "semifinal")),
        ("Playoffs, first leg", ("", "playoffs")),
        ("Play-offs, second leg", ("", "playoffs")),
        ("Apertura Playoffs, Quarterfinals", ("aperturaplayoffs", "quarterfinal")),
        ("Quarter-finals, Replays", ("", "quarterfinalreplay")),
        ("Group A", ("", "groupa")),
    ],
)
def test_a_round_is_known_by_its_phase_and_its_name_not_its_leg_or_spelling(
    name: str, key: tuple[str, str]
) -> None:
    assert round_key(name) == key


def _leg(home: str, away: str, day: dt.date, goals: tuple[int, int] = (0, 0)) -> Leg:
    return Leg(home, away, *goals, date=day, order=(day,))


AMERICA, CRUZ_AZUL = "CF América", "Cruz Azul"
#: Liga MX 2024-25: América and Cruz Azul met in both semi-finals, the Apertura's
#: (0-0, then 3-4 to América) and the Clausura's (Cruz Azul won the first leg 1-0).
APERTURA = [
    _leg(AMERICA, CRUZ_AZUL, dt.date(2024, 12, 5)),
    _leg(CRUZ_AZUL, AMERICA, dt.date(2024, 12, 8), (3, 4)),
]
CLAUSURA_FIRST_LEG = _leg(CRUZ_AZUL, AMERICA, dt.date(2025, 5, 15), (1, 0))


def test_a_second_leg_set_up_by_hand_joins_the_first_leg_its_tie_waits_with() -> None:
    """The Clausura's second leg, set up as "Semi-final, second leg", is the Clausura
    tie's (America 2-1: 2-2 on aggregate), not the Apertura's between the same teams."""
    second = _leg(AMERICA, CRUZ_AZUL, dt.date(2025, 5, 18), (2, 1))
    apertura, clausura = ("aperturaplayoffs", "semifinal"), ("clausuraplayoffs", "semifinal")
    joined = join_legs(
        {apertura: APERTURA, clausura: [CLAUSURA_FIRST_LEG], ("", "semifinal"): [second]}
    )
    assert joined == {apertura: APERTURA, clausura: [CLAUSURA_FIRST_LEG, second]}
    [tie] = ties(joined[clausura], "Clausura Playoffs, Semifinals")
    assert (tie.first, tie.aggregate) == (CRUZ_AZUL, (2, 2))


def test_a_leg_that_could_complete_a_tie_in_two_phases_joins_neither() -> None:
    """A lone Cruz Azul v America first leg in each phase: which tie the hand-set second
    leg completes is not clear, so it completes none (no first leg is guessed)."""
    second = _leg(AMERICA, CRUZ_AZUL, dt.date(2025, 5, 18), (2, 1))
    rounds = {
        ("aperturaplayoffs", "semifinal"): [_leg(CRUZ_AZUL, AMERICA, dt.date(2024, 12, 5))],
        ("clausuraplayoffs", "semifinal"): [CLAUSURA_FIRST_LEG],
        ("", "semifinal"): [second],
    }
    assert join_legs(rounds) == rounds


def test_a_leg_joins_no_tie_already_complete_nor_one_with_the_same_home_team() -> None:
    """Only the Apertura's tie is held, complete: a Clausura second leg set up by hand
    stays on its own; so does a leg with the same home team as the lone leg held."""
    second = _leg(AMERICA, CRUZ_AZUL, dt.date(2025, 5, 18))
    complete = {("aperturaplayoffs", "semifinal"): APERTURA, ("", "semifinal"): [second]}
    assert join_legs(complete) == complete
    same_home = {
        ("aperturaplayoffs", "semifinal"): [APERTURA[0]],
        ("", "semifinal"): [second],
    }
    assert join_legs(same_home) == same_home


def test_a_round_that_holds_both_legs_of_its_tie_keeps_them() -> None:
    """Both legs logged by hand as "Semi-final, first leg" and "…, second leg" are a
    tie of their own, whatever the phases hold."""
    own = [
        _leg(AMERICA, CRUZ_AZUL, dt.date(2025, 5, 15)),
        _leg(CRUZ_AZUL, AMERICA, dt.date(2025, 5, 18)),
    ]
    rounds = {("clausuraplayoffs", "semifinal"): [CLAUSURA_FIRST_LEG], ("", "semifinal"): own}
    assert join_legs(rounds) == rounds
