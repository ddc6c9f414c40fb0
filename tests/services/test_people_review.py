"""The review queue: names several people fit, answered once and remembered; an
automatic link undone; the ``people review`` and ``people unlink`` commands."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlalchemy import text

from tests.store.test_linking import cup_file
from tests.test_cli import run_here
from tracker.services.errors import ServiceError
from tracker.services.people import PeopleService
from tracker.services.results import ResultsService
from tracker.store.db import Database, open_database


@pytest.fixture
def path(tmp_path: Path) -> Path:
    return tmp_path / "review.sqlite3"


@pytest.fixture
def db(path: Path) -> Iterator[Database]:
    database = open_database(path, backups=0)
    yield database
    database.close()


def hazards(folder: Path, minute_shift: int = 0) -> str:
    """Eden and Thorgan Hazard of the Reds, then "Hazard" twice (a question with two
    goals at stake), "E. Hazard", and a Blues "Smith" that two Smiths fit (one goal)."""
    path = cup_file(
        folder,
        2030,
        ("Reds", "Blues", ["Eden Hazard", "Thorgan Hazard"], ["Ann Smith", "Bea Smith"]),
        ("Reds", "Greens", ["Hazard", "Hazard", "E. Hazard"], []),
        ("Blues", "Greens", ["Smith"], []),
    )
    if minute_shift:  # the file corrected since: every result is written again
        data = json.loads(Path(path).read_text("utf-8"))
        for match in data["matches"]:
            for goal in match["goals1"]:
                goal["minute"] = str(int(goal["minute"]) + minute_shift)
        Path(path).write_text(json.dumps(data), encoding="utf-8")
    return path


def people_of(db: Database, name: str) -> set[int | None]:
    with db.reading() as session:
        return set(
            session.execute(
                text("SELECT person_id FROM result_goal WHERE name = :n"), {"n": name}
            ).scalars()
        )


def ids(db: Database) -> dict[str, int]:
    with db.reading() as session:
        return dict(session.execute(text("SELECT name, id FROM person")).all())


def test_the_queue_puts_the_most_goals_first_with_candidates_and_evidence(
    db: Database, tmp_path: Path
) -> None:
    ResultsService(db).import_files([hazards(tmp_path)])
    first, second = PeopleService(db).review()
    people = ids(db)
    assert (first.name, first.team, first.goals, first.edition) == (
        "Hazard", "Reds", 2, "Test Cup 2030"
    )  # fmt: skip
    assert {c.person_id for c in first.candidates} == {
        people["Eden Hazard"], people["Thorgan Hazard"]
    }  # fmt: skip
    eden = next(c for c in first.candidates if c.name == "Eden Hazard")
    assert eden.rule == "surname only" and eden.names == ("E. Hazard",)
    assert eden.editions == ("Test Cup 2030",)
    assert "same team and edition" in first.evidence
    assert (second.name, second.team, second.goals) == ("Smith", "Blues", 1)


def test_a_page_of_the_queue_is_its_first_questions_asked_alone_with_the_count(
    db: Database, tmp_path: Path
) -> None:
    ResultsService(db).import_files([hazards(tmp_path)])
    service = PeopleService(db)
    whole = service.review()
    page = service.review_page(1)
    assert page.total == 2 and page.questions == (whole[0],)
    assert service.review_page(5).questions == tuple(whole)


def test_an_answer_is_remembered_across_re_imports(db: Database, tmp_path: Path) -> None:
    service = PeopleService(db)
    ResultsService(db).import_files([hazards(tmp_path)])
    [question, smith] = service.review()
    thorgan = ids(db)["Thorgan Hazard"]
    assert service.answer(question.match_id, "Hazard", thorgan) == 2
    assert service.answer(smith.match_id, "Smith", None) == 1  # none of them: kept apart
    apart = people_of(db, "Smith")
    assert service.review() == []
    # A corrected file rewrites every goal: the answers link them again, nobody asks.
    report = ResultsService(db).import_files([hazards(tmp_path, minute_shift=1)])
    assert report.updated == 3 and report.ambiguous == []
    assert people_of(db, "Hazard") == {thorgan}
    assert people_of(db, "Smith") == apart and None not in apart
    assert service.review() == []


def test_an_automatic_link_is_explained_and_undone_for_good(db: Database, tmp_path: Path) -> None:
    service = PeopleService(db)
    ResultsService(db).import_files([hazards(tmp_path)])
    eden = ids(db)["Eden Hazard"]
    [reason] = [r for r in service.reasons(eden) if r.name == "E. Hazard"]
    assert (reason.rule, reason.evidence) == (
        "initials and surname", "same team and edition (Test Cup 2030)"
    )  # fmt: skip
    made = service.unlink(reason.id)
    assert people_of(db, "E. Hazard") == {made} and made != eden
    assert "E. Hazard" not in service.person(eden).names
    assert service.reasons(eden) == []
    with pytest.raises(ServiceError, match="no automatic link"):
        service.unlink(reason.id)
    ResultsService(db).import_files([hazards(tmp_path, minute_shift=2)])
    assert people_of(db, "E. Hazard") == {made}  # kept apart: not linked again
    assert people_of(db, "Eden Hazard") == {eden}  # his full name is still his
    with pytest.raises(ServiceError, match="no automatic link"):
        service.unlink(reason.id)  # its id is never given to another link


def test_a_merge_takes_the_answers_and_reasons_along(db: Database, tmp_path: Path) -> None:
    service = PeopleService(db)
    # Eden and Thorgan in matches of their own (two scorers of one match are two men,
    # whom a merge refuses).
    path = cup_file(
        tmp_path,
        2030,
        ("Reds", "Blues", ["Eden Hazard"], ["Ann Smith", "Bea Smith"]),
        ("Reds", "Whites", ["Thorgan Hazard"], []),
        ("Reds", "Greens", ["Hazard", "Hazard", "E. Hazard"], []),
        ("Blues", "Greens", ["Smith"], []),
    )
    ResultsService(db).import_files([path])
    [question, _] = service.review()
    people = ids(db)
    service.answer(question.match_id, "Hazard", people["Thorgan Hazard"])
    merged = service.merge(people["Eden Hazard"], people["Thorgan Hazard"])
    with db.reading() as session:
        aliases = set(session.execute(text("SELECT person_id FROM person_alias")).scalars())
    assert aliases == {people["Eden Hazard"]}
    service.undo_merge(merged)
    with db.reading() as session:
        aliases = set(session.execute(text("SELECT person_id FROM person_alias")).scalars())
    assert aliases == {people["Thorgan Hazard"]}


def test_the_review_command_lists_and_answers(
    db: Database, path: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    imported = run_here(capsys, "import", "--format", "openfootball", hazards(tmp_path), db=path)
    assert "people review" in imported.stderr
    listed = run_here(capsys, "people", "review", db=path).stdout
    people = ids(db)
    assert listed.startswith("2 open questions")
    assert "1. Hazard (Reds) in match 2, Reds v Greens 2030-06-02, Test Cup 2030: 2 goals" in listed
    assert f"{people['Eden Hazard']}  Eden Hazard (surname only; also E. Hazard" in listed
    assert "answer: people review 2 Hazard --to PERSON, or people review 2 Hazard --apart" in listed
    answered = run_here(
        capsys, "people", "review", "2", "Hazard", "--to", str(people["Eden Hazard"]), db=path
    )
    assert answered.returncode == 0 and "remembered" in answered.stdout
    apart = run_here(capsys, "people", "review", "3", "Smith", "--apart", db=path)
    assert "kept apart as a new person" in apart.stdout
    assert "no open questions" in run_here(capsys, "people", "review", db=path).stdout
    missing = run_here(capsys, "people", "review", "3", "Smith", db=path)
    assert missing.returncode != 0 and "--to PERSON, or --apart" in missing.stderr


def test_show_gives_each_links_reason_and_unlink_undoes_it(
    db: Database, path: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    ResultsService(db).import_files([hazards(tmp_path)])
    eden = ids(db)["Eden Hazard"]
    shown = run_here(capsys, "people", "show", str(eden), db=path).stdout
    [line] = [x for x in shown.splitlines() if x.strip().startswith("link ")]
    assert "E. Hazard, initials and surname; same team and edition (Test Cup 2030)" in line
    link = line.split()[1]
    undone = run_here(capsys, "people", "unlink", link, db=path)
    assert undone.returncode == 0 and "E. Hazard" in undone.stdout
    assert "link " not in run_here(capsys, "people", "show", str(eden), db=path).stdout


def test_linking_the_queue_and_an_undo_on_either_backend(db_url: str, tmp_path: Path) -> None:
    """The same rules, queue, answer and undo on SQLite and on PostgreSQL."""
    database = open_database(db_url, backups=0)
    try:
        service = PeopleService(database)
        ResultsService(database).import_files([hazards(tmp_path)])
        assert [q.name for q in service.review()] == ["Hazard", "Smith"]
        people = ids(database)
        assert people_of(database, "E. Hazard") == {people["Eden Hazard"]}
        [question, _] = service.review()
        service.answer(question.match_id, "Hazard", people["Thorgan Hazard"])
        [reason] = [r for r in service.reasons(people["Eden Hazard"]) if r.name == "E. Hazard"]
        made = service.unlink(reason.id)
        report = ResultsService(database).import_files([hazards(tmp_path, minute_shift=1)])
        assert report.updated == 3
        assert people_of(database, "Hazard") == {people["Thorgan Hazard"]}
        assert people_of(database, "E. Hazard") == {made}
        assert [q.name for q in service.review()] == ["Smith"]
        # Keeping a name apart makes a person the usual way: his id is a new one.
        [smith] = service.review()
        assert service.answer(smith.match_id, "Smith", None) == 1
        assert len(people_of(database, "Smith") - set(people.values())) == 1
    finally:
        database.close()


def test_an_answer_holds_for_another_source_of_the_same_edition(
    db: Database, tmp_path: Path
) -> None:
    from tracker.app import demo_text
    from tracker.services.matches import MatchService

    service = PeopleService(db)
    ResultsService(db).import_files([hazards(tmp_path)])
    [question, _] = service.review()
    thorgan = ids(db)["Thorgan Hazard"]
    service.answer(question.match_id, "Hazard", thorgan)
    # A match file of the same edition, its Reds' line-up naming "Hazard".
    data = json.loads(demo_text())
    data["match"].update(competition="Test Cup 2030", stage="Final", date="2030-06-20")
    data["home"]["name"] = "Reds"
    data["home"]["squad"][10].update(name="Hazard", known_as="")
    logged = MatchService(db).import_text(json.dumps(data))
    with db.reading() as session:
        linked = session.execute(
            text(
                f"SELECT person_id FROM match_player WHERE match_id = {logged} AND name = 'Hazard'"
            )
        ).scalar()
    assert linked == thorgan
    assert [q.name for q in service.review()] == ["Smith"]
