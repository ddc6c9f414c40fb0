"""Libraries for the record pages' tests: results, fixtures and a logged match, linked.

:func:`place_logged` puts a logged match (the demo) in its edition and round and links
its squads to people, as storing a match does once competitions and people are kept;
the record pages then see it like any other match of the edition.
"""

from __future__ import annotations

import dataclasses
import datetime as dt
from pathlib import Path

from sqlalchemy import text

from tests.helpers.records import G, Library
from tracker.core.match.model import fold
from tracker.core.results.rounds import read_round
from tracker.opendata.openfootball.edition import parse_edition
from tracker.services.matches import MatchService


def small_cup(lib: Library) -> None:
    """A 2030 cup of four (Alba, Brea, Cora, Dene): group results, a fixture, a semi."""
    with lib.batch():
        lib.result("2026", "2026-06-01", "Alba", "1-0", "Brea", round="Semi-final",
                   goals=(G("Ann Ash", "home"),))  # fmt: skip
        lib.result("2026", "2026-06-05", "Alba", "0-0", "Cora", round="Final",
                   extra_time=True, shootout=(3, 4))  # fmt: skip
        lib.result("2030", "2030-06-01", "Alba", "2-0", "Brea",
                   goals=(G("Ann Ash", "home"), G("Bo Bell", "home", 60)))  # fmt: skip
        lib.result("2030", "2030-06-01", "Cora", "1-1", "Dene",
                   goals=(G("Cy Cole", "home"), G("Di Dunn", "away")))  # fmt: skip
        lib.result("2030", "2030-06-05", "Alba", "1-1", "Cora",
                   goals=(G("Ann Ash", "home", 5, penalty=True), G("Cy Cole", "away")))  # fmt: skip
        lib.result("2030", "2030-06-05", "Brea", "3-0", "Dene", goals=None)
        lib.fixture("2030", "2030-06-09", "Alba", "Dene", round="Group A", venue="Townfield")


def place_logged(
    lib: Library, match_id: int, season: str, round_name: str, competition: str = "FIFA World Cup"
) -> None:
    """Put a stored logged match in an edition and round (storing placed it by its
    competition text already; this works for any round and competition asked)."""
    edition = lib.edition(season, competition)
    parsed = read_round(round_name)
    with lib.db.writing() as session:
        row = session.execute(
            text(
                "SELECT home_name, away_name, home_team_id, away_team_id FROM match WHERE id = :id"
            ),
            {"id": match_id},
        ).one()
        teams = {"home": row.home_name, "away": row.away_name}
        # Storing the match kept its teams: the writer reuses them, never a second row.
        for name, team_id in ((row.home_name, row.home_team_id), (row.away_name, row.away_team_id)):
            if team_id is not None:
                lib._teams.setdefault(name, int(team_id))
        players = session.execute(
            text("SELECT id, side, name, person_id FROM match_player WHERE match_id = :id"),
            {"id": match_id},
        ).all()
    # Storing the match linked its squads to people: the writer reuses them too.
    for p in players:
        if p.person_id is not None:
            lib._people.setdefault((fold(p.name), teams[p.side]), int(p.person_id))
    people = {p.id: lib.person(p.name, teams[p.side]) for p in players}
    home, away = lib.team(teams["home"]), lib.team(teams["away"])
    with lib.db.writing() as session:
        for pid, person in people.items():
            session.execute(
                text("UPDATE match_player SET person_id = :p WHERE id = :id"),
                {"p": person, "id": pid},
            )
        session.execute(
            text(
                "UPDATE match SET edition_id = :e, round = :r, round_stage = :s, "
                "group_name = :g, home_team_id = :h, away_team_id = :a, "
                "revision = revision + 1 WHERE id = :id"
            ),
            {
                "e": edition,
                "r": parsed.name,
                "s": parsed.stage.value,
                "g": parsed.group or "",
                "h": home,
                "a": away,
                "id": match_id,
            },
        )


def demo_in_world_cup(lib: Library, demo_text: str) -> int:
    """The demo semi-final stored, placed in the FIFA World Cup 2026: its id."""
    service = MatchService(lib.db)
    match_id, _ = service.find_or_import(demo_text)
    place_logged(lib, match_id, "2026", "Semi-final")
    return match_id


def world_cups(lib: Library, folder: Path, *, skip: tuple[str, str, str] | None = None) -> None:
    """Every openfootball edition in ``folder`` stored as results and fixtures.

    ``skip`` is (date, team, team) of a match stored otherwise (the logged demo).
    """
    for path in sorted(folder.glob("*/worldcup.json")):
        groups = path.with_name("worldcup.groups.json")
        edition = parse_edition(
            path.read_text("utf-8"), groups.read_text("utf-8") if groups.exists() else None
        )
        if skip is not None:
            day, *teams = skip
            kept = tuple(
                m
                for m in edition.matches
                if not (
                    m.date == dt.date.fromisoformat(day)
                    and {str(m.home), str(m.away)} == set(teams)
                )
            )
            edition = dataclasses.replace(edition, matches=kept)
        lib.store_edition(edition)


__all__ = ["demo_in_world_cup", "place_logged", "small_cup", "world_cups"]
