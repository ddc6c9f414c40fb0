"""A competition's kind and rules travel with its matches: dump and load, copy, push.

Regression: a World Cup set to be a league (with its own suspension and table rules)
came back on the target as a cup with its preset rules, the command reporting success.
The target takes them for a competition it did not have; one it had keeps its own and
the report says they differ. What does not travel (recorded suspension decisions,
appeals, names settled by hand) is counted in the summary.
"""

from __future__ import annotations

import json
import zipfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlalchemy import text

from tests.helpers.league import KINDS, target
from tracker.cli import demo_text
from tracker.services.archive import dump, load
from tracker.services.copying import copy_library
from tracker.services.errors import ServiceError
from tracker.services.league import open_target, push
from tracker.services.leagues import LeagueService
from tracker.services.matches import MatchService
from tracker.services.suspensions import SuspensionService
from tracker.store.db import Database, open_database

CUP = "FIFA World Cup"
RULES = {"yellow_bans": [[3, 1], [6, 2]], "yellow_cycle": False}
TABLE = '{"win": 2, "draw": 1}'


def _kind_and_rules(db: Database) -> tuple[str, dict[str, object]] | None:
    """The World Cup's kind and stored rules (None: no such competition there)."""
    with db.reading() as session:
        row = session.execute(
            text("SELECT kind, rules FROM competition WHERE name = :name"), {"name": CUP}
        ).first()
    if row is None:
        return None
    return str(row.kind), json.loads(row.rules) if row.rules else {}


def _set_rules(db: Database, *, kind: str = "league", rules: object = RULES) -> None:
    found = SuspensionService(db).set_rules(CUP, kind=kind, rules=json.dumps(rules))
    LeagueService(db).set_table_rules(found.id, TABLE)


def _expected(db: Database) -> tuple[str, dict[str, object]]:
    found = _kind_and_rules(db)
    assert found is not None
    kind, rules = found
    rules.pop("decisions", None)
    return kind, rules


def _decide_and_appeal(db: Database) -> None:
    """A suspension decision, an appeal and a name settled by hand on ``db``."""
    with db.writing() as session:
        entry, match_id, person, team = session.execute(
            text(
                "SELECT mp.id, mp.match_id, mp.person_id, m.home_team_id FROM match_player mp "
                "JOIN match m ON m.id = mp.match_id WHERE mp.person_id IS NOT NULL "
                "ORDER BY mp.id LIMIT 1"
            )
        ).one()
    SuspensionService(db).decide(entry, 2)
    with db.writing() as session:
        # Written as stored: the demo holds no later match a ban could keep him out of,
        # and the service records an appeal only against a ban.
        session.execute(
            text(
                "INSERT INTO suspension_override (person_id, match_id, reason, author, "
                "created_at) VALUES (:person, :match, 'red card rescinded', '', '2030-01-01')"
            ),
            {"person": person, "match": match_id},
        )
        session.execute(
            text(
                "INSERT INTO person_alias (team_id, name, folded, person_id, kind, author, "
                "created_at) VALUES (:team, 'Leo', 'leo', :person, 'link', '', '2030-01-01')"
            ),
            {"team": team, "person": person},
        )


@pytest.fixture
def laptop(tmp_path: Path) -> Iterator[Database]:
    """The demo (FIFA World Cup 2026), its competition made a league with rules of its own."""
    db = open_database(tmp_path / "laptop.sqlite3", backups=0)
    MatchService(db).import_text(demo_text())
    assert _kind_and_rules(db) == ("cup", {})
    _set_rules(db)
    yield db
    db.close()


@pytest.fixture
def office(tmp_path: Path) -> Iterator[Database]:
    db = open_database(tmp_path / "office.sqlite3", backups=0)
    yield db
    db.close()


def _first_match(db: Database) -> int:
    with db.reading() as session:
        return int(session.execute(text("SELECT min(id) FROM match")).scalar_one())


def test_dump_and_load_carry_kind_and_rules(
    tmp_path: Path, laptop: Database, office: Database
) -> None:
    _decide_and_appeal(laptop)  # a decision is not carried, but the rules are
    dump(laptop, tmp_path / "library.zip")
    report = load(office, tmp_path / "library.zip")
    assert _kind_and_rules(office) == _expected(laptop)
    assert _kind_and_rules(office) == ("league", {**RULES, "table": _table(laptop)})
    assert report.rules_kept == []
    assert "rules" not in report.summary(tmp_path / "library.zip")


def _table(db: Database) -> object:
    found = _kind_and_rules(db)
    assert found is not None
    return found[1]["table"]


def test_a_competition_the_target_had_keeps_its_rules_and_says_so(
    tmp_path: Path, laptop: Database, office: Database
) -> None:
    MatchService(office).import_text(demo_text())
    SuspensionService(office).set_rules(CUP, kind="cup", rules='{"red_ban": 2}')
    before = _kind_and_rules(office)
    dump(laptop, tmp_path / "library.zip")
    report = load(office, tmp_path / "library.zip")
    assert _kind_and_rules(office) == before
    assert report.rules_kept == [
        f"kept this library's rules for {CUP} (they differ from the archive's)"
    ]


def test_the_same_rules_already_there_are_not_reported(
    tmp_path: Path, laptop: Database, office: Database
) -> None:
    dump(laptop, tmp_path / "library.zip")
    load(office, tmp_path / "library.zip")
    again = load(office, tmp_path / "library.zip")
    assert again.rules_kept == []


def _rewritten(path: Path, out: Path, member: str, content: bytes) -> Path:
    with zipfile.ZipFile(path) as zf:
        members = {n: zf.read(n) for n in zf.namelist()}
    members[member] = content
    with zipfile.ZipFile(out, "w") as zf:
        for name, data in members.items():
            zf.writestr(name, data)
    return out


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (b"[1, 2]", r"competitions.json: not an object"),
        (b'{"FIFA World Cup": {"kind": "derby"}}', r"competitions.json\['FIFA World Cup'\].kind"),
        (
            b'{"FIFA World Cup": {"kind": "cup", "rules": {"red_ban": 0}}}',
            r"competitions.json\['FIFA World Cup'\].rules: .*at least one match",
        ),
        (
            b'{"FIFA World Cup": {"kind": "league", "rules": {"table": {"win": "three"}}}}',
            r"competitions.json\['FIFA World Cup'\].rules: table: ",
        ),
        (
            b'{"FIFA World Cup": {"kind": "cup", "rules": {"decisions": {"12": 2}}}}',
            r"competitions.json\['FIFA World Cup'\].rules: .*decisions",
        ),
        (b"{not json", r"competitions.json: not JSON"),
    ],
)
def test_a_damaged_competitions_member_loads_nothing(
    tmp_path: Path, laptop: Database, office: Database, content: bytes, message: str
) -> None:
    dump(laptop, tmp_path / "library.zip")
    with zipfile.ZipFile(tmp_path / "library.zip") as zf:
        written = json.loads(zf.read("competitions.json"))
    assert written[CUP]["kind"] == "league"
    bad = _rewritten(tmp_path / "library.zip", tmp_path / "bad.zip", "competitions.json", content)
    with pytest.raises(ServiceError, match=message) as caught:
        load(office, bad)
    assert "nothing was loaded" in str(caught.value)
    assert _kind_and_rules(office) is None
    assert MatchService(office).library() == []


@pytest.mark.parametrize("kind", KINDS)
def test_copy_carries_kind_and_rules_and_keeps_those_there(
    tmp_path: Path, kind: str, laptop: Database
) -> None:
    with target(kind, tmp_path) as url:
        league = open_target(url, create=True)
        try:
            report = copy_library(laptop, league)
            assert report.problems == []
            assert _kind_and_rules(league) == _expected(laptop)
            assert report.rules_kept == []
            # The league office makes it a cup again: a later copy leaves that, and says so.
            SuspensionService(league).set_rules(CUP, kind="cup", rules="")
            again = copy_library(laptop, league)
            assert _kind_and_rules(league) == ("cup", {"table": _table(laptop)})
            assert again.rules_kept == [
                f"kept the rules of {CUP} there (they differ from this library's)"
            ]
        finally:
            league.close()


@pytest.mark.parametrize("kind", KINDS)
def test_push_carries_kind_and_rules_to_a_new_competition(
    tmp_path: Path, kind: str, laptop: Database
) -> None:
    with target(kind, tmp_path) as url:
        league = open_target(url, create=True)
        try:
            result = push(laptop, _first_match(laptop), league)
            assert result.outcome.name == "CREATED"
            assert _kind_and_rules(league) == _expected(laptop)
            assert result.notes == ()
            _set_rules(laptop, rules={"red_ban": 3})
            again = push(laptop, _first_match(laptop), league)
            assert again.outcome.name == "UP_TO_DATE"
            assert _kind_and_rules(league) == ("league", {**RULES, "table": _table(laptop)})
            assert again.notes == (
                f"kept the rules of {CUP} there (they differ from this library's)",
            )
        finally:
            league.close()


def test_dump_and_copy_say_what_is_not_carried(
    tmp_path: Path, laptop: Database, office: Database
) -> None:
    plain = dump(laptop, tmp_path / "plain.zip").summary(tmp_path / "plain.zip")
    assert "not carried" not in plain
    _decide_and_appeal(laptop)
    dumped = dump(laptop, tmp_path / "library.zip").summary(tmp_path / "library.zip")
    said = (
        "not carried: 1 suspension decision, 1 appeal, 1 name linked by hand "
        "(do them again in the target)"
    )
    assert said in dumped
    assert said in copy_library(laptop, office).summary("office.sqlite3")
