"""Regression: searching the library for a round in the window's language found
nothing ("Achtelfinale" in German, "octavos" in Spanish), where "Round of 16" found the
Round of 16's matches: rounds are stored, and searched, in English."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.web.conftest import WORLD_CUP
from tracker.services.results import ResultsService
from tracker.services.setup import LibraryQuery, SetupService
from tracker.store.db import Database, open_database
from tracker.store.results import library

FILE = WORLD_CUP / "2022" / "worldcup.json"
pytestmark = pytest.mark.skipif(not FILE.is_file(), reason="needs the 2022 World Cup file")


@pytest.fixture(scope="module")
def db(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Database]:
    """The 2022 World Cup's 64 results: 8 in the Round of 16."""
    database = open_database(tmp_path_factory.mktemp("cup") / "cup.sqlite3", backups=0)
    ResultsService(database).import_files([str(FILE)])
    yield database
    database.close()


def _found(db: Database, query: LibraryQuery) -> tuple[int, list[str]]:
    setup = SetupService(db)
    return setup.library_count(query), sorted(e.stage for e in setup.library_page(query, 0, 100))


@pytest.mark.parametrize("indexed", [True, False])  # through the trigram index, and not
@pytest.mark.parametrize(
    ("text", "language", "count"),
    [
        ("Round of 16", "en", 8),
        ("Achtelfinale", "de", 8),
        ("achtel", "de", 8),
        ("octavos", "es", 8),
        ("Octavos de final", "es", 8),
        ("Achtelfinale Argentina", "de", 1),
        ("Gruppe", "de", 48),
        ("Halbfinale", "de", 2),
        ("Achtelfinale", "en", 0),  # an English search is as before
        ("Final", "en", 1 + 2 + 4),  # the final and the semi- and quarter-finals
    ],
)
def test_a_round_is_found_by_its_name_in_the_search_s_language(
    db: Database,
    monkeypatch: pytest.MonkeyPatch,
    text: str,
    language: str,
    count: int,
    indexed: bool,
) -> None:
    if not indexed:
        monkeypatch.setattr(library, "_has_search_index", lambda _session: False)
    total, stages = _found(db, LibraryQuery(text=text, language=language))
    assert total == count == len(stages)
    if count and ("chtel" in text or "octavos" in text.lower()):
        assert set(stages) == {"Round of 16"}


def test_an_empty_search_in_any_language_counts_every_match(db: Database) -> None:
    assert _found(db, LibraryQuery(language="de"))[0] == 64
