"""The close names an error about a name not found suggests."""

from __future__ import annotations

from tracker.core.records.teamnames import names_of
from tracker.services.errors import did_you_mean

TEAMS = ["South Korea", "North Korea", "Saudi Arabia", "Bosnia & Herzegovina", "Netherlands"]


def test_a_word_of_a_team_s_name_offers_every_team_it_names() -> None:
    """ "Korea" was offered nothing, as were "Saudi" and "Bosnia"."""
    assert did_you_mean("Korea", TEAMS, by_word=True) == (
        " (did you mean South Korea or North Korea?)"
    )
    assert did_you_mean("saudi", TEAMS, by_word=True) == " (did you mean Saudi Arabia?)"
    assert did_you_mean("Bosnia", TEAMS, by_word=True) == " (did you mean Bosnia & Herzegovina?)"
    assert did_you_mean("Brazil", TEAMS, by_word=True) == ""


def test_holland_is_the_netherlands() -> None:
    """ "Holland" suggested Poland."""
    assert "Netherlands" in names_of("Holland")
