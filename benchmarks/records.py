"""The record books on a big library: a standings table and a player page.

A records library holds ``count`` results of a league-and-cup world: 12 competitions
of 40 teams, 26 seasons each, every team with a squad of 23 people; each result has
its scorers (``result_goal``) and their derived ``appearance`` rows, as an import of
results history leaves them once :func:`tracker.store.records.tallies.refresh` has run. The
subject is the service call the window and the command line make, on a fresh
:class:`RecordsService` each time (nothing is cached between calls):

- ``standings(edition)``: one edition's group tables (stale check included);
- ``player(person)``: a regular scorer's tallies per competition and per edition,
  and every match line;
- ``key_stats(match)``: the last match stored, as of that match.

The baseline is the same call on a library of 100 matches built the same way, run
interleaved: the ratio is what the 100,000 matches cost on top (target ≤ 1.5×; the
notes say whether p50 stays under half a second, the target these rows had at
20,000). What each call reads grows with the library as it is built here, though: the
matches are spread over the same 312 editions and squads whatever the size, so the
busiest edition holds 6 matches of 100 and about 320 of 100,000, and the busiest
player's match lines grow alike; the notes give those sizes.
"""

from __future__ import annotations

import datetime as dt
import random
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from sqlalchemy import func, insert, select

from benchmarks.context import Context
from benchmarks.libraries import COMPETITIONS, TEAMS
from benchmarks.report import Row, ratio
from benchmarks.timing import interleave, timed
from tracker.core.match.model import fold
from tracker.store import tables
from tracker.store.db import Database, open_database
from tracker.store.match.summaries import SUMMARY_VERSION
from tracker.store.records import tallies

#: Teams in each competition, and people in each team's squad.
TEAMS_PER_COMPETITION = 40
SQUAD = 23
#: Matches of a group: four teams play each other once.
GROUP = ((0, 1), (2, 3), (0, 2), (1, 3), (0, 3), (1, 2))


def _t(model: Any) -> Any:
    return model.__table__


def build(path: Path, count: int, *, seed: int = 0) -> Database:
    """A records library of ``count`` results with scorers and appearance rows."""
    rng = random.Random(seed)
    db = open_database(path, backups=0)
    with db.writing() as session:
        run = session.execute
        run(
            insert(_t(tables.CompetitionRow)),
            [{"name": c, "folded": fold(c), "kind": "cup", "rules": ""} for c in COMPETITIONS],
        )
        run(insert(_t(tables.TeamRow)), [{"name": t} for t in TEAMS])
        run(
            insert(_t(tables.PersonRow)),
            [
                {"name": f"Player {n} of {t}", "folded": fold(f"Player {n} of {t}"), "note": ""}
                for t in TEAMS
                for n in range(1, SQUAD + 1)
            ],
        )
        editions: list[dict[str, Any]] = []
        for c in range(len(COMPETITIONS)):
            for year in range(2000, 2026):
                editions.append(
                    {
                        "competition_id": c + 1,
                        "name": f"{COMPETITIONS[c]} {year}",
                        "season": str(year),
                        "year": year,
                    }
                )
        run(insert(_t(tables.EditionRow)), editions)
        matches, goals, lines = _results(rng, count)
        for start in range(0, len(matches), 5000):
            run(insert(_t(tables.MatchRow)), matches[start : start + 5000])
        run(insert(_t(tables.ResultGoalRow)), goals)
        run(insert(_t(tables.AppearanceRow)), lines)
    return db


def _results(
    rng: random.Random, count: int
) -> tuple[list[dict[str, Any]], list[dict[str, Any]], list[dict[str, Any]]]:
    """Matches (groups of four teams within an edition), their goals and appearance rows."""
    matches: list[dict[str, Any]] = []
    goals: list[dict[str, Any]] = []
    lines: list[dict[str, Any]] = []
    now = dt.datetime(2026, 1, 1, tzinfo=dt.timezone.utc)
    editions = 26 * len(COMPETITIONS)
    match_id = 0
    while match_id < count:
        edition = match_id // 6 % editions + 1
        competition = (edition - 1) // 26
        year = 2000 + (edition - 1) % 26
        group = f"Group {chr(65 + match_id // (6 * editions) % 10)}"
        first = competition * TEAMS_PER_COMPETITION % len(TEAMS)
        pool = rng.sample(range(first, first + TEAMS_PER_COMPETITION), 4)
        for index, (a, b) in enumerate(GROUP):
            if match_id >= count:
                break
            match_id += 1
            home, away = pool[a] % len(TEAMS) + 1, pool[b] % len(TEAMS) + 1
            score = {"home": rng.choice((0, 1, 1, 2, 2, 3)), "away": rng.choice((0, 0, 1, 1, 2))}
            matches.append(
                {
                    "id": match_id,
                    "uuid": f"records-{match_id}",
                    "competition": f"{COMPETITIONS[competition]} {year}",
                    "stage": group,
                    "date": dt.date(year, 3, 1) + dt.timedelta(days=7 * index),
                    "home_team_id": home,
                    "away_team_id": away,
                    "home_name": TEAMS[home - 1],
                    "away_name": TEAMS[away - 1],
                    "home_score": score["home"],
                    "away_score": score["away"],
                    "status": "full time",
                    "summary_version": SUMMARY_VERSION,
                    "edition_id": edition,
                    "round": group,
                    "round_stage": "Group",
                    "group_name": group,
                    "record": "result",
                    "revision": 1,
                    "tallied_revision": 1,
                    "created_at": now,
                    "updated_at": now,
                }
            )
            for side, team in (("home", home), ("away", away)):
                scored: dict[int, int] = {}
                for _ in range(score[side]):
                    # The squad's first eleven score, the striker (number 9) most.
                    number = 9 if rng.random() < 0.4 else rng.randint(2, 11)
                    person = (team - 1) * SQUAD + number
                    scored[person] = scored.get(person, 0) + 1
                    goals.append(
                        {
                            "match_id": match_id,
                            "seq": len(goals),
                            "side": side,
                            "person_id": person,
                            "name": "",
                            "period": 2,
                            "minute": 60,
                        }
                    )
                lines += [
                    {"match_id": match_id, "person_id": p, "team_id": team, "side": side,
                     "goals": n}
                    for p, n in scored.items()
                ]  # fmt: skip
    return matches, goals, lines


def _busiest(db: Database) -> tuple[int, int]:
    """The edition with the most matches, and the person with the most appearances."""
    m, a = _t(tables.MatchRow), _t(tables.AppearanceRow)
    with db.reading() as session:
        edition = session.execute(
            select(m.c.edition_id).group_by(m.c.edition_id).order_by(func.count().desc()).limit(1)
        ).first()
        person = session.execute(
            select(a.c.person_id).group_by(a.c.person_id).order_by(func.count().desc()).limit(1)
        ).first()
        # Nothing left stale: the measured calls find the rows current (one query).
        assert not tallies.stale(session)
    assert edition is not None and person is not None
    return int(edition[0]), int(person[0])


def _matches_of(db: Database, edition: int) -> int:
    """How many matches an edition holds."""
    m = _t(tables.MatchRow)
    with db.reading() as session:
        query = select(func.count()).select_from(m).where(m.c.edition_id == edition)
        return int(session.execute(query).scalar_one())


def _latest(db: Database) -> int:
    """The last match stored: its teams have the longest history before it."""
    with db.reading() as session:
        return int(session.execute(select(func.max(_t(tables.MatchRow).c.id))).scalar_one())


def _half_second(values: list[float]) -> str:
    """Whether the p50 stays under the half second these rows had as target at 20,000."""
    p50 = sorted(values)[(len(values) - 1) // 2]
    return f"p50 < 0.5 s: {'meets' if p50 < 0.5 else 'falls short'}"


def run(ctx: Context) -> Iterator[Row]:
    """Standings and a player page: the large library against 100 matches."""
    from tracker.services.records import RecordsService

    large, small = ctx.largest, 100
    folder = ctx.scratch / "records"
    folder.mkdir(exist_ok=True)
    print(f"  records library of {large:,} results…", flush=True, file=sys.stderr)
    big = build(folder / f"records-{large}.sqlite3", large)
    tiny = build(folder / f"records-{small}.sqlite3", small)
    (big_edition, big_person), (tiny_edition, tiny_person) = _busiest(big), _busiest(tiny)
    rounds = ctx.rounds(21, 5)
    big_size, tiny_size = _matches_of(big, big_edition), _matches_of(tiny, tiny_edition)
    base, subject = interleave(
        [
            timed(lambda: RecordsService(tiny).standings(tiny_edition)),
            timed(lambda: RecordsService(big).standings(big_edition)),
        ],
        rounds,
    )
    yield Row(
        f"Standings table of an edition, {large:,}-match library",
        f"the same on {small} matches",
        subject,
        base,
        ratio(1.5),
        latency=True,
        note=f"RecordsService.standings, {big_size} vs {tiny_size} matches; "
        + _half_second(subject),
    )
    base, subject = interleave(
        [
            timed(lambda: RecordsService(tiny).player(tiny_person)),
            timed(lambda: RecordsService(big).player(big_person)),
        ],
        rounds,
    )
    lines = len(RecordsService(big).player(big_person).lines)
    few = len(RecordsService(tiny).player(tiny_person).lines)
    yield Row(
        f"Player page, {large:,}-match library",
        f"the same on {small} matches",
        subject,
        base,
        ratio(1.5),
        latency=True,
        note=f"RecordsService.player, {lines} vs {few} match lines; {_half_second(subject)}",
    )
    big_match, tiny_match = _latest(big), _latest(tiny)
    base, subject = interleave(
        [
            timed(lambda: RecordsService(tiny).key_stats(tiny_match)),
            timed(lambda: RecordsService(big).key_stats(big_match)),
        ],
        rounds,
    )
    stats = len(RecordsService(big).key_stats(big_match))
    yield Row(
        f"Key stats of a match, {large:,}-match library",
        f"the same on {small} matches",
        subject,
        base,
        ratio(1.5),
        latency=True,
        note=f"RecordsService.key_stats, {stats} stats; {_half_second(subject)}",
    )
    big.close()
    tiny.close()
