"""Linking names to people: the 23 World Cup files imported, and the review queue.

- **Import with linking.** A fresh database holding the demo match, then
  ``ResultsService.import_files`` of every ``worldcup.json`` beside the repository
  (read, stored, every scorer linked by the rules of :mod:`tracker.store.people.linking`);
  the database is made untimed before each round. The baseline is reading and
  parsing the same files (``read_openfootball``), run interleaved. Target: under 2 s.
- **The review queue at 20,000 results.** What Records › People › Review reads,
  ``PeopleService.review_page(PAGE)`` (the questions most at stake, and the count), on
  the records library of :mod:`benchmarks.records`, its people renamed so that two of
  each squad share a surname, with one goal in a hundred left unlinked and written by
  the surname alone (each question has two candidates, the scorer and his namesake);
  the baseline is the same on 100 results. Target: p50 under 0.5 s. The whole queue
  (``PeopleService.review()``, what ``people review`` prints) is measured the same way.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

from sqlalchemy import bindparam, select, update

from benchmarks.context import Context
from benchmarks.records import build
from benchmarks.report import Row, below
from benchmarks.timing import interleave, timed
from tracker.store import tables
from tracker.store.db import Database, open_database

#: The openfootball World Cup files, beside the repository as the tests find them.
WORLD_CUP = Path(__file__).resolve().parents[1] / ".." / "shared" / "data" / "openfootball-worldcup"


def _import_rounds(ctx: Context, files: list[str]) -> tuple[list[float], list[float]]:
    from tracker.app import demo_text
    from tracker.services.matches import MatchService
    from tracker.services.results import ResultsService, read_openfootball

    made = iter(range(1_000))

    def fresh() -> Database:
        db = open_database(ctx.scratch / "linking" / f"import-{next(made)}.sqlite3", backups=0)
        MatchService(db).import_text(demo_text())
        return db

    def subject() -> float:
        db = fresh()
        try:
            return timed(lambda: ResultsService(db).import_files(files))()
        finally:
            db.close()

    base, result = interleave([timed(lambda: read_openfootball(files)), subject], ctx.rounds(7, 3))
    return result, base


def _queue_library(path: Path, count: int) -> Database:
    """The records library with its people renamed in pairs sharing a surname ("F1 Sx1",
    "F2 Sx1", …) and one goal in a hundred unlinked, written by the scorer's surname
    alone: each such name fits him and his namesake."""
    db = build(path, count)
    goal = tables.ResultGoalRow.__table__  # type: ignore[attr-defined]
    person = tables.PersonRow.__table__  # type: ignore[attr-defined]
    with db.writing() as session:
        ids = list(session.execute(select(person.c.id).order_by(person.c.id)).scalars())
        names = {p: f"F{p} S{(p + 1) // 2}x" for p in ids}
        session.execute(
            update(person)
            .where(person.c.id == bindparam("b_id"))
            .values(name=bindparam("b_name"), folded=bindparam("b_folded")),
            [{"b_id": p, "b_name": n, "b_folded": n.lower()} for p, n in names.items()],
        )
        rows = session.execute(select(goal.c.id, goal.c.person_id).order_by(goal.c.id)).all()
        session.execute(
            update(goal)
            .where(goal.c.id == bindparam("b_id"))
            .values(person_id=None, name=bindparam("b_name")),
            [{"b_id": r.id, "b_name": names[r.person_id].split()[-1]} for r in rows[::100]],
        )
    return db


def run(ctx: Context) -> Iterator[Row]:
    """The World Cup import with linking, and the review queue, large vs 100 results."""
    from tracker.services.people import PeopleService
    from tracker.ui.records.peoplereview import PAGE

    (ctx.scratch / "linking").mkdir(exist_ok=True)
    files = sorted(str(p) for p in WORLD_CUP.glob("*/worldcup.json"))
    if files:
        print(f"  importing {len(files)} World Cup files…", flush=True, file=sys.stderr)
        subject, base = _import_rounds(ctx, files)
        yield Row(
            f"Import of the {len(files)} World Cup files with linking (demo first)",
            "reading and parsing the files only",
            subject,
            base,
            below("p50", 2.0),
            latency=True,
            note="ResultsService.import_files, fresh database each round",
        )
    large, small = ctx.large, 100
    print(f"  review queue on {large:,} results…", flush=True, file=sys.stderr)
    big = _queue_library(ctx.scratch / "linking" / f"queue-{large}.sqlite3", large)
    tiny = _queue_library(ctx.scratch / "linking" / f"queue-{small}.sqlite3", small)
    questions = len(PeopleService(big).review())
    base, subject = interleave(
        [
            timed(lambda: PeopleService(tiny).review_page(PAGE)),
            timed(lambda: PeopleService(big).review_page(PAGE)),
        ],
        ctx.rounds(11, 3),
    )
    yield Row(
        f"Review queue in the window, {large:,}-result library",
        f"the same on {small} results",
        subject,
        base,
        below("p50", 0.5),
        latency=True,
        note=f"PeopleService.review_page: the first {PAGE} of {questions} questions",
    )
    base, subject = interleave(
        [timed(lambda: PeopleService(tiny).review()), timed(lambda: PeopleService(big).review())],
        ctx.rounds(11, 3),
    )
    yield Row(
        f"Whole review queue (people review), {large:,}-result library",
        f"the same on {small} results",
        subject,
        base,
        below("p50", 0.5),
        latency=True,
        note=f"PeopleService.review, {questions} questions of 2 candidates",
    )
    big.close()
    tiny.close()
