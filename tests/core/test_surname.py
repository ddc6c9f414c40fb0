"""The short name printed where space is short: the surname, with its particles.

Without a "known as" name (openfootball squads have none), the timeline and the pitch
of a sheet printed "36' María 2-0", "64' Acuña for María", "116' Pezzella for
Allister" and "61' Rossi for Totti": the last word of the name, not the surname.
"""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tracker.core.match.model import Player, surname


@pytest.mark.parametrize(
    ("name", "short"),
    [
        ("Ángel Di María", "Di María"),
        ("Alexis Mac Allister", "Mac Allister"),
        ("Rodrigo De Paul", "De Paul"),
        ("Daniele De Rossi", "De Rossi"),
        ("Alessandro Del Piero", "Del Piero"),
        ("Edwin van der Sar", "van der Sar"),
        ("Virgil van Dijk", "van Dijk"),
        ("Frenkie de Jong", "de Jong"),
        ("De Jong", "De Jong"),
        ("Lionel Messi", "Messi"),
        ("Neymar", "Neymar"),
        ("Salem Al-Dawsari", "Al-Dawsari"),
    ],
)
def test_the_surname_keeps_its_particles(name: str, short: str) -> None:
    assert surname(name) == short
    assert Player(1, name).short == short


def test_known_as_wins() -> None:
    assert Player(1, "Randal Kolo Muani", known_as="Kolo Muani").short == "Kolo Muani"


@given(st.text(alphabet="ab DdVv", max_size=30))
def test_the_surname_is_the_end_of_the_name(name: str) -> None:
    short = surname(name)
    assert name.split()[-len(short.split()) :] == short.split() if name.split() else short == name
