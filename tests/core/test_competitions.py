"""Splitting a competition's free text into the competition and its season."""

from __future__ import annotations

import datetime as dt

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tracker.core.results.competitions import (
    canonical_name,
    season_holds,
    season_year,
    split_competition,
)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("FIFA World Cup 2026", ("FIFA World Cup", "2026")),
        ("World Cup 2026", ("FIFA World Cup", "2026")),
        ("world  cup 1930", ("FIFA World Cup", "1930")),
        ("Club World Cup 2025", ("FIFA Club World Cup", "2025")),
        ("Premier League 2025-26", ("Premier League", "2025-26")),
        ("Premier League 2025/26", ("Premier League", "2025-26")),
        ("Premier League 2025-2026", ("Premier League", "2025-26")),
        ("Serie A, 1999-00", ("Serie A", "1999-00")),
        ("2024 Copa América", ("Copa América", "2024")),
        ("WM 2022", ("FIFA World Cup", "2022")),
        ("FIFA-WM 2018", ("FIFA World Cup", "2018")),
        ("Weltmeisterschaft 2014", ("FIFA World Cup", "2014")),
        ("Mundial 2022", ("FIFA World Cup", "2022")),
        ("Copa Mundial de Fútbol 2022", ("FIFA World Cup", "2022")),
        ("Klub-WM 2025", ("FIFA Club World Cup", "2025")),
    ],
)
def test_a_competition_and_its_season(text: str, expected: tuple[str, str]) -> None:
    assert split_competition(text) == expected


@pytest.mark.parametrize(
    "text", ["", "Friendly", "Premier League", "2026", "League 2025-28", "Cup 123"]
)
def test_no_season_no_edition(text: str) -> None:
    assert split_competition(text) is None


def test_the_year_of_a_season() -> None:
    assert season_year("2025-26") == 2025
    assert season_year("2026") == 2026


_NAMES = (
    st.text(alphabet=st.characters(whitelist_categories=("L",)), min_size=1, max_size=12)
    .map(str.strip)
    .filter(bool)
)


@given(words=st.lists(_NAMES, min_size=1, max_size=3), year=st.integers(1850, 2999))
def test_any_name_then_a_year_splits_back(words: list[str], year: int) -> None:
    name = " ".join(words)
    assert split_competition(f"{name} {year}") == (canonical_name(name), str(year))
    start = year if year < 2999 else 2998
    season = f"{start}-{(start + 1) % 100:02d}"
    assert split_competition(f"{name}   {start}/{start + 1}") == (canonical_name(name), season)


@given(text=st.text(max_size=40))
def test_never_fails_and_gives_a_name(text: str) -> None:
    split = split_competition(text)
    if split is not None:
        name, season = split
        assert name and name == name.strip()
        assert season[:4].isdigit()


def test_a_season_holds_the_days_its_matches_may_be_played() -> None:
    """A year's edition holds that year; a season over two years holds from June of the
    first (the first qualifiers) to July of the second, so the days around the summer
    fall in two seasons (and a match named with no season is then placed in neither)."""
    assert season_holds("2026", dt.date(2026, 7, 19))
    assert not season_holds("2026", dt.date(2027, 1, 2))
    assert season_holds("2024-25", dt.date(2025, 5, 12))
    assert season_holds("2024-25", dt.date(2024, 6, 25))
    assert not season_holds("2024-25", dt.date(2025, 8, 9))
    assert season_holds("2024-25", dt.date(2025, 6, 15)) and season_holds(
        "2025-26", dt.date(2025, 6, 15)
    )
