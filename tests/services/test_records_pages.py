"""What the window's record pages ask of the records service beyond the tables."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.helpers.matches import pid
from tests.helpers.records import Library
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
