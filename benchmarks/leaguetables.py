"""League seasons: a league table at 20,000 matches, and the import of every shipped file.

A league library holds ``count`` results of one league (20 teams, a double round
robin of 380 matches a season, as many seasons as it takes), stored as an import
stores them; each season's results are drawn from its own seed, so a season is the
same whatever else the library holds. The subject is the call the window and
``standings`` make on a fresh service: :meth:`LeagueService.season` (its tables under
Serie A's rules, head-to-head first, and its ties):

- of the first season, 1900-01, in the large library; the baseline is the same season
  alone in a library of its 380 matches, run interleaved: the same table, so the ratio
  is what the other seasons cost on top (target ≤ 1.5×). (Earlier this row compared
  the last season of each library, 240 matches of 20,000 against 100 of 100: a bigger
  table, not the same table on a bigger library.)
- of one edition holding all ``count`` matches (a worst case: every match in one
  table), against a season of 100 matches, for its time (p50 under half a second).

The import row reads and stores every file of ``openfootball-leagues`` beside the
repository into a new database (baseline: ``json.loads`` of the same files).
"""

from __future__ import annotations

import datetime as dt
import json
import random
import sys
from collections.abc import Iterator
from pathlib import Path

from benchmarks.context import Context
from benchmarks.records import _half_second
from benchmarks.report import Row, below, ratio
from benchmarks.timing import interleave, timed
from tracker.core.results.rounds import Round, Stage
from tracker.core.results.values import Edition, Result, Score
from tracker.store.db import Database, open_database

TEAMS = [f"Club {n:02d}" for n in range(1, 21)]
LEAGUES = Path(__file__).resolve().parents[1] / ".." / "shared" / "data" / "openfootball-leagues"


def _season(year: int, count: int, competition: str) -> Edition:
    """A double round robin of the 20 clubs (``count`` matches at most), its results
    drawn from the year's own seed."""
    rng = random.Random(year)
    matches = []
    day = dt.date(year, 8, 10)
    pairs = [(h, a) for h in TEAMS for a in TEAMS if h != a]
    for index, (home, away) in enumerate(pairs[:count]):
        matchday = index // 10 + 1
        score = Score(ft=(rng.choice((0, 1, 1, 2, 3)), rng.choice((0, 0, 1, 2))))
        matches.append(
            Result(
                round=Round(f"Matchday {matchday}", Stage.LEAGUE, matchday=matchday),
                date=day + dt.timedelta(days=index // 10 * 7),
                kickoff=None,
                venue="",
                number=None,
                home=home,
                away=away,
                score=score,
            )
        )
    season = f"{year}-{(year + 1) % 100:02d}"
    return Edition(competition, year, f"{competition} {season}", tuple(matches), season=season)


def build(path: Path, count: int, *, one_edition: bool = False) -> Database:
    """A league library of ``count`` results (in seasons of 380, or all in one edition)."""
    from tracker.services.results import ReadFile, ResultsService

    db = open_database(path, backups=0)
    editions = []
    left, year = count, 1900
    while left > 0:
        if one_edition:
            # Many double round robins in one edition: every match in one table.
            seasons = [_season(year + n, min(380, left - 380 * n), "Italian Serie A")
                       for n in range(-(-left // 380))]  # fmt: skip
            matches = tuple(m for part in seasons for m in part.matches)
            editions.append(Edition("Italian Serie A", 2000, "one", matches, season="2000-01"))
            break
        editions.append(_season(year, min(380, left), "Italian Serie A"))
        left -= 380
        year += 1
    ResultsService(db).store([ReadFile("generated", e) for e in editions])
    return db


def _last_edition(db: Database) -> int:
    from tracker.services.records import RecordsService

    return max(e.id for e in RecordsService(db).editions())


def _first_season(db: Database) -> int:
    """The 1900-01 season's edition."""
    from tracker.services.records import RecordsService

    return RecordsService(db).find_edition("Italian Serie A 1900-01").id


def run(ctx: Context) -> Iterator[Row]:
    """A league table at the large library vs at 100 matches; every shipped file imported."""
    from tracker.services.leagues import LeagueService

    large, small = ctx.large, 100
    folder = ctx.scratch / "leagues"
    folder.mkdir(exist_ok=True)
    print(f"  league library of {large:,} results…", flush=True, file=sys.stderr)
    big = build(folder / f"leagues-{large}.sqlite3", large)
    whole = build(folder / f"leagues-one-{large}.sqlite3", large, one_edition=True)
    tiny = build(folder / f"leagues-{small}.sqlite3", small)
    alone = build(folder / "leagues-season.sqlite3", 380)
    big_season, alone_season = _first_season(big), _first_season(alone)
    same = LeagueService(big).season(big_season), LeagueService(alone).season(alone_season)
    assert same[0].tables == same[1].tables, "the same season in both"
    whole_edition, tiny_edition = _last_edition(whole), _last_edition(tiny)
    rounds = ctx.rounds(21, 5)
    base, subject = interleave(
        [
            timed(lambda: LeagueService(alone).season(alone_season)),
            timed(lambda: LeagueService(big).season(big_season)),
        ],
        rounds,
    )
    yield Row(
        f"League table of a season, {large:,}-match library",
        "the same season alone (380 matches)",
        subject,
        base,
        ratio(1.5),
        latency=True,
        note="LeagueService.season (tables, head-to-head first, ties); same 380-match "
        f"season in both; {_half_second(subject)}",
    )
    base, subject = interleave(
        [
            timed(lambda: LeagueService(tiny).season(tiny_edition)),
            timed(lambda: LeagueService(whole).season(whole_edition)),
        ],
        ctx.rounds(11, 3),
    )
    yield Row(
        f"League table of one edition of {large:,} matches",
        f"a season of {small} matches",
        subject,
        base,
        below("p50", 0.5),
        latency=True,
        note="every match in one table: the worst case",
    )
    for db in (big, whole, tiny, alone):
        db.close()
    files = sorted(LEAGUES.glob("*/*.json"))
    if not files:
        return
    yield _import_row(ctx, folder, files)


def _import_row(ctx: Context, folder: Path, files: list[Path]) -> Row:
    from tracker.services.results import ResultsService

    counter = iter(range(1_000_000))

    def import_all() -> None:
        db = open_database(folder / f"import-{next(counter)}.sqlite3", backups=0)
        try:
            ResultsService(db).import_files([str(f) for f in files])
        finally:
            db.close()

    def parse_only() -> None:
        for path in files:
            json.loads(path.read_bytes())

    base, subject = interleave([timed(parse_only), timed(import_all)], ctx.rounds(5, 2))
    return Row(
        f"Import of every league file ({len(files)} files)",
        "json.loads of the same files",
        subject,
        base,
        below("p50", 10.0),
        latency=True,
        note="read, checked and stored in a new database",
    )
