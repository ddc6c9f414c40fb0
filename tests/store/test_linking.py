"""Linking a scorer to the person he is, on results files the tests write themselves.

Each rule of :mod:`tracker.store.people.linking`: a form of the name within the same team
and edition, then the neighbouring editions, the date of birth and shirt number, and
two players of one team with one surname never linked but queued.
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import text

from tracker.services.results import ResultsService
from tracker.store.db import Database, open_database

Goals = Sequence[str]


def cup_file(folder: Path, year: int, *matches: tuple[str, str, Goals, Goals]) -> str:
    """A results file of "Test Cup YEAR": each match (home, away, home scorers, away
    scorers) a day apart, every goal in the 10th minute onwards."""
    rows: list[dict[str, Any]] = []
    for day, (home, away, home_goals, away_goals) in enumerate(matches, start=1):
        rows.append(
            {
                "round": "Final",
                "date": f"{year}-06-{day:02d}",
                "team1": home,
                "team2": away,
                "score": {"ft": [len(home_goals), len(away_goals)]},
                "goals1": [{"name": n, "minute": str(10 + i)} for i, n in enumerate(home_goals)],
                "goals2": [{"name": n, "minute": str(50 + i)} for i, n in enumerate(away_goals)],
            }
        )
    target = folder / str(year)
    target.mkdir(parents=True, exist_ok=True)
    path = target / "worldcup.json"
    path.write_text(json.dumps({"name": f"Test Cup {year}", "matches": rows}), encoding="utf-8")
    return str(path)


@pytest.fixture
def db(tmp_path: Path) -> Iterator[Database]:
    database = open_database(tmp_path / "link.sqlite3", backups=0)
    yield database
    database.close()


def scorers(db: Database, year: int | None = None) -> dict[str, int | None]:
    """Each home scorer's name as written (in that year) → his person id."""
    where = "WHERE g.side = 'home'" + (f" AND m.date LIKE '{year}-%'" if year else "")
    with db.reading() as session:
        rows = session.execute(
            text(
                "SELECT g.name, g.person_id FROM result_goal g "
                f"JOIN match m ON m.id = g.match_id {where}"
            )
        ).all()
    out: dict[str, int | None] = {}
    for name, person in rows:
        assert out.get(name, person) == person, f"{name} is two people"
        out[name] = person
    return out


def reasons(db: Database) -> dict[str, tuple[str, str]]:
    with db.reading() as session:
        rows = session.execute(text("SELECT name, rule, evidence FROM person_link")).all()
    return {r.name: (r.rule, r.evidence) for r in rows}


def test_each_form_of_a_name_links_within_the_team_and_edition(
    db: Database, tmp_path: Path
) -> None:
    path = cup_file(
        tmp_path,
        2030,
        (
            "Reds",
            "Blues",
            ["Harry Kane", "Romelu Lukaku", "Kai Lukas Havertz", "Thomas Müller"],
            [],
        ),
        ("Reds", "Greens", ["Kane", "R. Lukaku", "Kai Havertz", "Thomas Mueller"], ["Kane"]),
    )
    report = ResultsService(db).import_files([path])
    assert report.ambiguous == []
    found = scorers(db)
    assert found["Kane"] == found["Harry Kane"]
    assert found["R. Lukaku"] == found["Romelu Lukaku"]
    assert found["Kai Havertz"] == found["Kai Lukas Havertz"]
    assert found["Thomas Mueller"] == found["Thomas Müller"]
    # The Greens' Kane never played for the Reds: somebody else.
    with db.reading() as session:
        greens = session.execute(
            text("SELECT person_id FROM result_goal WHERE name = 'Kane' AND side = 'away'")
        ).scalar()
    assert greens not in (None, found["Harry Kane"])
    why = reasons(db)
    assert why["R. Lukaku"] == ("initials and surname", "same team and edition (Test Cup 2030)")
    assert why["Kai Havertz"][0] == "first and last name of a longer name"
    assert why["Thomas Mueller"][0] == "same name spelt otherwise"
    assert why["Kane"] == ("surname only", "same team and edition (Test Cup 2030)")
    # Linked by the fullest name first: the person is "Harry Kane", known as "Kane" too.
    with db.reading() as session:
        name = session.execute(text(f"SELECT name FROM person WHERE id = {found['Kane']}")).scalar()
        known = set(
            session.execute(
                text(f"SELECT name FROM person_name WHERE person_id = {found['Kane']}")
            ).scalars()
        )
    assert name == "Harry Kane" and known == {"Harry Kane", "Kane"}


def test_a_surname_transliterated_otherwise_links_within_the_team(
    db: Database, tmp_path: Path
) -> None:
    """Regression: the World Cup files write Saudi Arabia's Salem Al-Dawsari "Salem Al
    Dawasari" in one 2022 match, and the records counted two players of one goal each.
    A vowel more or less in the surname, the given names the same, is his name
    transliterated otherwise: within his team's neighbouring editions, as any form."""
    files = [
        cup_file(tmp_path, 2018, ("Saudi Arabia", "Egypt", ["Salem Al-Dawsari"], [])),
        cup_file(
            tmp_path,
            2022,
            ("Saudi Arabia", "Argentina", ["Salem Al-Dawsari"], []),
            ("Saudi Arabia", "Mexico", ["Salem Al Dawasari"], []),
            ("Mexico", "Oman", [], ["Salem Al Dawasari"]),
        ),
    ]
    ResultsService(db).import_files(files)
    found = scorers(db)
    assert found["Salem Al Dawasari"] == found["Salem Al-Dawsari"]
    assert reasons(db)["Salem Al Dawasari"] == (
        "surname transliterated with a vowel more or less",
        "same team and edition (Test Cup 2022)",
    )
    with db.reading() as session:
        oman = session.execute(
            text(
                "SELECT g.person_id FROM result_goal g JOIN match m ON m.id = g.match_id "
                "WHERE m.away_name = 'Oman'"
            )
        ).scalar()
    assert oman not in (None, found["Salem Al-Dawsari"])  # another team's: somebody else


def test_a_surname_is_looked_for_in_the_same_edition_first_then_the_neighbouring_ones(
    db: Database, tmp_path: Path
) -> None:
    files = [
        cup_file(tmp_path, 1970, ("Germany", "Peru", ["Gerd Müller"], [])),
        cup_file(tmp_path, 1974, ("Germany", "Peru", ["Müller"], [])),
        cup_file(tmp_path, 2010, ("Germany", "Peru", ["Thomas Müller"], [])),
        cup_file(tmp_path, 2014, ("Germany", "Peru", ["Müller"], [])),
        cup_file(tmp_path, 2018, ("Germany", "Peru", ["Muller"], [])),
    ]
    ResultsService(db).import_files(files)
    gerd, thomas = scorers(db, 1970)["Gerd Müller"], scorers(db, 2010)["Thomas Müller"]
    assert gerd != thomas
    assert scorers(db, 1974)["Müller"] == gerd  # the edition next to his
    assert scorers(db, 2014)["Müller"] == thomas
    assert scorers(db, 2018)["Muller"] == thomas
    assert (
        "1 edition away (Test Cup 2010)" in reasons(db)["Muller"][1]
        or "Test Cup 2014" in (reasons(db)["Muller"][1])
    )


def test_past_the_neighbouring_editions_only_the_same_name_links(
    db: Database, tmp_path: Path
) -> None:
    files = [
        cup_file(tmp_path, 1930, ("Reds", "Blues", ["Ann Able"], [])),
        cup_file(tmp_path, 1950, ("Reds", "Blues", ["Able"], [])),
        cup_file(tmp_path, 1970, ("Reds", "Blues", ["Ann Able"], [])),
    ]
    ResultsService(db).import_files(files)
    able = scorers(db, 1930)["Ann Able"]
    assert scorers(db, 1950)["Able"] != able  # twenty years on: nothing says it is her
    assert scorers(db, 1970)["Ann Able"] == able  # her full name still finds her


def test_two_players_of_one_team_with_one_surname_are_never_linked_but_queued(
    db: Database, tmp_path: Path
) -> None:
    path = cup_file(
        tmp_path,
        2030,
        ("Reds", "Blues", ["Eden Hazard", "Thorgan Hazard"], []),
        ("Reds", "Greens", ["Hazard", "E. Hazard"], []),
    )
    report = ResultsService(db).import_files([path])
    found = scorers(db)
    assert found["Eden Hazard"] != found["Thorgan Hazard"]
    assert found["E. Hazard"] == found["Eden Hazard"]  # the initial tells them apart
    assert found["Hazard"] is None
    [queued] = report.ambiguous
    assert queued.name == "Hazard"
    assert set(queued.candidates) == {found["Eden Hazard"], found["Thorgan Hazard"]}
    # Importing again asks nothing new and links nothing by a guess.
    again = ResultsService(db).import_files([path])
    assert again.new == 0 and scorers(db)["Hazard"] is None


def _squad(team: str, *players: tuple[str, int | None, str | None]) -> Any:
    import datetime as dt

    from tracker.core.files.squadlist import SquadList, SquadPlayer

    return [
        SquadList(
            team,
            team[:3].upper(),
            "",
            tuple(
                SquadPlayer(
                    name, number, None, "", "", dt.date.fromisoformat(born) if born else None
                )
                for name, number, born in players
            ),
        )
    ]


def _standing(db: Database, team: str) -> dict[str, int | None]:
    with db.reading() as session:
        rows = session.execute(
            text(
                "SELECT p.name, p.person_id FROM team_player p JOIN team t ON t.id = p.team_id "
                f"WHERE t.name = '{team}'"
            )
        ).all()
    return {r.name: r.person_id for r in rows}


SMITHS = (("Ann Smith", 9, "2000-01-01"), ("Bea Smith", 4, "2001-02-02"))


@pytest.mark.parametrize(
    ("later", "who"),
    [
        (("Smith", None, "2000-01-01"), "Ann Smith"),  # the same date of birth
        (("Smith", 4, None), "Bea Smith"),  # the same shirt number
        (("Smith", None, None), None),  # nothing tells them apart: queued
    ],
)
def test_a_date_of_birth_or_a_shirt_number_tells_two_people_apart(
    db: Database, later: tuple[str, int | None, str | None], who: str | None
) -> None:
    service = ResultsService(db)
    service.store_squads(_squad("Reds", *SMITHS))
    first = _standing(db, "Reds")
    report = service.store_squads(_squad("Reds", later))
    assert _standing(db, "Reds")["Smith"] == (first[who] if who else None)
    assert len(report.ambiguous) == (0 if who else 1)


def test_a_different_date_of_birth_rules_a_person_out(db: Database) -> None:
    service = ResultsService(db)
    service.store_squads(_squad("Reds", ("Ann Smith", 9, "2000-01-01")))
    first = _standing(db, "Reds")["Ann Smith"]
    report = service.store_squads(_squad("Reds", ("Smith", None, "1990-05-05")))
    assert _standing(db, "Reds")["Smith"] not in (None, first)
    assert report.ambiguous == []


def test_a_shorter_form_does_not_reach_twelve_years_back(db: Database, tmp_path: Path) -> None:
    # Sweden: Harry Andersson scored in 1938, Sune Andersson in 1950 (no World Cup
    # between): a surname twelve years on is not evidence enough; the same name is.
    files = [
        cup_file(tmp_path, 1938, ("Sweden", "Cuba", ["H. Andersson", "Nyberg"], [])),
        cup_file(tmp_path, 1950, ("Sweden", "Italy", ["Andersson", "Nyberg"], [])),
    ]
    report = ResultsService(db).import_files(files)
    assert report.ambiguous == []
    assert scorers(db, 1950)["Andersson"] != scorers(db, 1938)["H. Andersson"]
    assert scorers(db, 1950)["Nyberg"] == scorers(db, 1938)["Nyberg"]


def test_a_name_settled_for_somebody_new_to_the_team_links_without_an_empty_name(
    db: Database,
) -> None:
    # The alias names a person who has not played for the team: the linker learns the
    # name for him there, finds it stored already and writes no row of defaults.
    import datetime as dt

    from tests.helpers import people_rows as rows
    from tracker.store.people import squadlinks
    from tracker.store.tables import PersonAliasRow

    with db.writing() as session:
        reds = (rows.team(session, "Reds"), "Reds")
        blues = (rows.team(session, "Blues"), "Blues")
        ann = rows.person(session, "Ann Smith")
        session.add(
            PersonAliasRow(team_id=reds[0], name="Ann Smith", folded="ann smith", person_id=ann)
        )
        match = rows.match(session, reds, blues, dt.date(2030, 6, 1))
        rows.squad_entry(session, match, "home", "Ann Smith", None)
        session.flush()
        squadlinks.link_match(session, match)
    with db.reading() as session:
        linked = session.execute(text("SELECT person_id FROM match_player")).scalar()
        names = session.execute(text("SELECT person_id, name FROM person_name")).all()
    assert linked == ann
    assert [tuple(n) for n in names] == [(ann, "Ann Smith")]
