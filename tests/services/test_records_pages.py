"""What the window's record pages ask of the records service beyond the tables."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.helpers.matches import pid
from tests.helpers.records import G, Library
from tests.helpers.recordviews import demo_in_world_cup, small_cup
from tracker.app import demo_text
from tracker.services.errors import ServiceError
from tracker.services.matches import MatchService
from tracker.services.records import RecordsService


def test_a_matchs_place_and_teams(tmp_path: Path) -> None:
    lib = Library.at(tmp_path)
    small_cup(lib)
    demo = demo_in_world_cup(lib, demo_text())
    service = RecordsService(lib.db)
    played = service.match(demo)
    assert (played.edition, played.round, played.home, played.away) == (
        "FIFA World Cup 2026",
        "Semi-final",
        "Argentina",
        "England",
    )
    assert played.home_team_id == service.find_team("Argentina")[0]
    with pytest.raises(ServiceError, match="no match 9999"):
        service.match(9999)


def test_a_squad_entry_leads_to_its_person_and_an_unlinked_one_to_none(tmp_path: Path) -> None:
    lib = Library.at(tmp_path)
    demo = demo_in_world_cup(lib, demo_text())
    match, _ = MatchService(lib.db).load(demo)
    service = RecordsService(lib.db)
    lautaro = service.person_of_player(pid(match, "Lautaro Martínez"))
    assert lautaro == service.find_person("Lautaro Martinez").id
    with lib.db.writing() as session:
        from sqlalchemy import text

        session.execute(
            text("UPDATE match_player SET person_id = NULL WHERE name = 'Lionel Messi'")
        )
    assert service.person_of_player(pid(match, "Lionel Messi")) is None
    assert service.person_of_player(987654) is None


def _two_competitions(lib: Library) -> dict[str, int]:
    """The small cup (2026, 2030) and a friendly tournament Alba and Cora also play in."""
    small_cup(lib)
    with lib.batch():
        for season, day in (("2027", "2027-03-01"), ("2028", "2028-03-01")):
            scorers = (G("Ann Ash", "home"), G("Ann Ash", "home"), G("Cy Cole", "away"))
            lib.result(season, day, "Alba", "2-1", "Cora", competition="Spring Trophy",
                       goals=scorers)  # fmt: skip
        lib.result("2031", "2031-03-01", "Erin", "1-0", "Fife", competition="Spring Trophy",
                   goals=(G("Ed Eyre", "home"),))  # fmt: skip
    service = RecordsService(lib.db)
    return {
        "cup": service.find_edition("FIFA World Cup 2030").id,
        "alba": service.find_team("Alba")[0],
        "erin": service.find_team("Erin")[0],
        "ann": service.find_person("Ann Ash").id,
    }


def test_a_page_counts_the_matches_of_its_own_editions_only(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Standings, a team page and key stats name the editions they need: counting every
    edition's matches cost them the whole library's size."""
    from tracker.store.records import queries
    from tracker.store.results import catalogue

    lib = Library.at(tmp_path)
    ids = _two_competitions(lib)
    service = RecordsService(lib.db)
    final = next(m.id for m in service.results(ids["cup"]) if m.home == "Alba")
    everything = catalogue.editions

    def bounded(session: object, **wanted: object) -> list[object]:
        assert wanted, "every edition's matches counted for one page"
        return everything(session, **wanted)  # type: ignore[arg-type]

    monkeypatch.setattr(queries, "editions", bounded)
    monkeypatch.setattr(catalogue, "editions", bounded)
    service.standings(ids["cup"])
    service.team(ids["alba"])
    service.key_stats(final)
    service.player(ids["ann"])
    service.editions(service.find_competition("Spring Trophy").id)


def test_the_pages_say_the_same_as_when_every_edition_was_counted(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The bounded reads give what the reads of every edition and team gave."""
    from tracker.store.records import queries
    from tracker.store.results import catalogue

    lib = Library.at(tmp_path)
    ids = _two_competitions(lib)
    demo_in_world_cup(lib, demo_text())
    service = RecordsService(lib.db)
    service.refresh()  # the appearance rows current: both reads see the same rows

    def pages() -> list[object]:
        editions = service.editions()
        played = [m.id for e in editions for m in service.results(e.id)]
        teams = [service.find_team(n)[0] for n in ("Alba", "Cora", "Erin", "Argentina")]
        return [
            editions,
            [service.editions(c.id) for c in service.competitions()],
            [service.standings(e.id) for e in editions],
            [service.team(t) for t in teams],
            [service.key_stats(m) for m in played],
            service.player(ids["ann"]),
        ]

    bounded = pages()
    assert any(bounded[4]) and len(bounded[0]) == 5
    every_edition, every_team = catalogue.editions, catalogue.teams

    def unbounded(
        session: object,
        ids: list[int] | None = None,
        competition_ids: list[int] | None = None,
        competition_names: list[str] | None = None,
    ) -> object:
        """Every edition read, then the ones asked for picked in Python."""
        found = every_edition(session)  # type: ignore[arg-type]
        if ids is None and competition_ids is None and competition_names is None:
            return found
        return [
            e
            for e in found
            if e.id in (ids or ())
            or e.competition_id in (competition_ids or ())
            or e.competition in (competition_names or ())
        ]

    def all_teams(session: object, ids: list[int] | None = None) -> object:
        found = every_team(session)  # type: ignore[arg-type]
        return {t: n for t, n in found.items() if ids is None or t in ids}

    for module in (queries, catalogue):
        monkeypatch.setattr(module, "editions", unbounded)
        monkeypatch.setattr(module, "teams", all_teams)
    assert pages() == bounded


def _edit(lib: Library, home: str, away: str, score: tuple[int, int] | None = None) -> None:
    """A match changed as a writer changes it: its revision bumped (its score, if given)."""
    from sqlalchemy import text

    sql = "UPDATE match SET revision = revision + 1"
    if score is not None:
        sql += f", home_score = {score[0]}, away_score = {score[1]}"
    with lib.db.writing() as session:
        session.execute(
            text(f"{sql} WHERE home_name = :h AND away_name = :a"), {"h": home, "a": away}
        )


def test_a_records_page_stamp_moves_with_what_the_page_shows_only(tmp_path: Path) -> None:
    """The records window follows the page it shows: its stamp moves when a match the
    page reads changes, and stays when a match elsewhere in the library does."""
    lib = Library.at(tmp_path)
    ids = _two_competitions(lib)
    service = RecordsService(lib.db)
    service.refresh()
    pages = {
        "cup 2030": ("edition", ids["cup"]),
        "Alba": ("team", ids["alba"]),
        "Erin": ("team", ids["erin"]),
        "Ann Ash": ("player", ids["ann"]),
    }

    def moved() -> set[str]:
        now = {name: service.page_stamp(*page) for name, page in pages.items()}
        changed = {name for name in now if now[name] != seen.get(name)}
        seen.update(now)
        return changed

    seen: dict[str, str] = {}
    moved()
    assert moved() == set()
    # Spring Trophy 2031: Erin's match, and Alba's page counts the trophy's editions.
    _edit(lib, "Erin", "Fife")
    assert moved() == {"Erin", "Alba"}
    # Cora–Dene in the cup's 2030 edition: Ann Ash's coverage is Alba's matches only.
    _edit(lib, "Cora", "Dene", (2, 1))
    assert moved() == {"cup 2030", "Alba"}
    # Alba's own match in 2030, which Ann Ash scored in.
    _edit(lib, "Alba", "Brea")
    assert moved() == {"cup 2030", "Alba", "Ann Ash"}
    # A new edition elsewhere: the competition chooser of the edition page lists it.
    lib.result("2034", "2034-03-01", "Gala", "1-0", "Hale", competition="Autumn Shield")
    assert moved() == {"cup 2030"}
    # A person split off, merged or added: every page's names may move.
    lib.result("2035", "2035-03-01", "Gala", "1-0", "Hale", competition="Autumn Shield",
               goals=(G("Gus Gale", "home"),))  # fmt: skip
    assert moved() == set(pages)
    with pytest.raises(ValueError, match="no records page"):
        service.page_stamp("match", 1)


def test_page_stamps_read_on_each_backend(db_url: str) -> None:
    from tracker.store.db import open_database

    lib = Library(open_database(db_url, backups=0))
    with lib.batch():
        lib.result("2030", "2030-06-01", "Alba", "2-0", "Brea", goals=(G("Ann Ash", "home"),))
        lib.result("2031", "2031-03-01", "Erin", "1-0", "Fife", competition="Spring Trophy")
    service = RecordsService(lib.db)
    service.refresh()
    pages = [
        ("edition", service.find_edition("FIFA World Cup 2030").id),
        ("team", service.find_team("Alba")[0]),
        ("player", service.find_person("Ann Ash").id),
    ]
    before = [service.page_stamp(*page) for page in pages]
    _edit(lib, "Erin", "Fife")
    assert [service.page_stamp(*page) for page in pages] == before
    _edit(lib, "Alba", "Brea")
    assert all(service.page_stamp(*p) != b for p, b in zip(pages, before, strict=True))
    lib.db.close()


def test_the_record_service_offers_every_record_page_and_loads_it_on_first_use() -> None:
    """The record service names the pages it offers without importing their module
    (the export's reading process never needs them): the names it lists are the
    module's, every one of them, and each is the module's own object."""
    import subprocess
    import sys

    from tracker.services import recordpages, records

    assert set(recordpages.__all__) == records._PAGES
    for name in recordpages.__all__:
        assert getattr(records, name) is getattr(recordpages, name)
    # Importing the record service alone does not load the pages.
    code = (
        "import sys, tracker.services.records; print('tracker.services.recordpages' in sys.modules)"
    )
    loaded = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=120
    )
    assert loaded.stdout.strip() == "False"
