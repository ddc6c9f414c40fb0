"""Libraries of 100 to 100,000 valid matches, built in bulk and cached between runs.

:func:`fill` is the one place that decides what a library holds: extend it (e.g. to
fill stored summary columns) and the cache key changes with its source. The files
are cached in ``~/.cache/match-tracker-bench/<key>/`` (``$TRACKER_BENCH_CACHE/<key>/``
when that is set) where the key hashes this builder, the match generator, the bulk
writer, the tables' SQL and the migrations, so a schema change or a builder change
builds them again.
"""

from __future__ import annotations

import dataclasses
import datetime as dt
import hashlib
import os
import random
from collections.abc import Iterator, Sequence
from pathlib import Path

from benchmarks import matchgen
from tracker.app import demo_text
from tracker.store import tables
from tracker.store.db import Database, head_revision, open_database
from tracker.store.transfer import bulk

#: Towns and suffixes of the 200 team names: a team plays in about 1% of the matches.
TOWNS = (
    "Ashford", "Bramley", "Carlton", "Dunmore", "Easton", "Fairfield", "Glenhaven",
    "Harlow", "Ilford", "Jarrow", "Kingsbury", "Langley", "Marlow", "Newbury", "Oakham",
    "Penrith", "Queensbury", "Redhill", "Selby", "Thornbury", "Upton", "Ventnor",
    "Whitby", "Yarmouth", "Zennor", "São Bento", "Málaga Norte", "Zürich Nord",
    "Besançon", "Łódź", "Aldershot", "Barnet", "Corby", "Dorking", "Epsom", "Frome",
    "Goole", "Hexham", "Ipswich Vale", "Kendal",
)  # fmt: skip
SUFFIXES = ("United", "City", "Rovers", "Athletic", "Wanderers")
TEAMS = tuple(f"{town} {suffix}" for town in TOWNS for suffix in SUFFIXES)
COMPETITIONS = (
    "Premier League", "Championship", "League One", "League Two", "FA Cup",
    "League Cup", "Women's Super League", "Copa del Rey", "Coupe de France",
    "Youth Cup", "County Senior Cup", "Friendly",
)  # fmt: skip
#: How many matches are written per transaction.
CHUNK = 2000
#: How many distinct event logs the matches share (each checked by the rules once).
VARIANTS = 60


def fill(db: Database, count: int, *, seed: int = 0, teams: Sequence[str] = TEAMS) -> None:
    """Store ``count`` valid matches of ~50 events, a few transactions of :data:`CHUNK`.

    Teams (drawn from ``teams``, where a name given more than once plays more often),
    competitions, stages, dates and event logs vary; the match stored last is the one
    changed most recently (the one the window opens at start).
    """
    rng = random.Random(seed)
    match, _ = matchgen.reference()
    variants = [matchgen.variant(i) for i in range(VARIANTS)]
    changed = dt.datetime(2026, 1, 1, tzinfo=dt.timezone.utc)
    items = []
    for i in range(count):
        home, away = rng.sample(teams, 2)
        while home == away:  # ``teams`` may name a team more than once, to favour it
            home, away = rng.sample(teams, 2)
        chosen = variants[rng.randrange(len(variants))]
        finished = chosen.state.finished
        copy = dataclasses.replace(
            match,
            id=None,
            competition=rng.choice(COMPETITIONS),
            stage=f"Round {rng.randint(1, 38)}",
            venue=f"{home.rsplit(' ', 1)[0]} Park",
            date=dt.date(2000, 1, 1) + dt.timedelta(days=rng.randrange(26 * 365)),
            home=dataclasses.replace(match.home, name=home),
            away=dataclasses.replace(match.away, name=away),
            confirmed=finished and rng.random() < 0.5,
        )
        when = changed + dt.timedelta(seconds=i)
        items.append(bulk.NewMatch(copy, chosen.events, {"updated_at": when}))
        if len(items) == CHUNK:
            _write(db, items)
            items = []
    if items:
        _write(db, items)


def _write(db: Database, items: list[bulk.NewMatch]) -> None:
    with db.writing() as session:
        bulk.insert_matches(session, items)


def cache_key() -> str:
    """What the cached files depend on: the builder's sources and the schema.

    The schema is the tables' SQL as SQLite creates them, not the bytes of
    ``tables.py``: a docstring or a model setting there leaves the libraries as they
    are (the 100,000-match one takes about an hour to build).
    """
    digest = hashlib.sha256(head_revision().encode())
    digest.update(demo_text().encode())
    digest.update(schema_sql().encode())
    for path in _sources():
        digest.update(path.read_bytes())
    return digest.hexdigest()[:16]


def schema_sql() -> str:
    """Every table and index of the schema as SQLite's DDL, in a stable order."""
    from sqlalchemy.dialects import sqlite
    from sqlalchemy.schema import CreateIndex, CreateTable
    from sqlmodel import SQLModel

    dialect = sqlite.dialect()
    statements = []
    for table in SQLModel.metadata.sorted_tables:
        statements.append(str(CreateTable(table).compile(dialect=dialect)).strip())
        statements += sorted(
            str(CreateIndex(index).compile(dialect=dialect)).strip() for index in table.indexes
        )
    return ";\n".join(statements)


def _sources() -> Iterator[Path]:
    here = Path(__file__)
    yield here
    yield here.with_name("matchgen.py")
    yield Path(bulk.__file__)
    migrations = Path(tables.__file__).with_name("migrations") / "versions"
    yield from sorted(migrations.glob("*.py"))


#: The environment variable naming another folder for the cached libraries.
CACHE_VARIABLE = "TRACKER_BENCH_CACHE"


def cache_folder() -> Path:
    """Where built libraries are kept (the 100,000-match one takes about 1 GB)."""
    chosen = os.environ.get(CACHE_VARIABLE)
    if chosen:
        return Path(chosen).expanduser() / cache_key()
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "match-tracker-bench" / cache_key()


def library(count: int) -> Path:
    """The database file of a library of ``count`` matches, built now unless cached."""
    folder = cache_folder() / f"library-{count}"
    path = folder / "matches.sqlite3"
    if path.is_file():
        return path
    folder.mkdir(parents=True, exist_ok=True)
    building = folder / "building.sqlite3"
    for leftover in folder.glob("building.sqlite3*"):
        leftover.unlink()
    db = open_database(building, backups=0)
    try:
        fill(db, count)
    finally:
        db.close()
    for leftover in folder.glob("building.sqlite3-*"):  # WAL files, empty once closed
        leftover.unlink()
    building.replace(path)  # only a complete library is ever found in the cache
    return path
