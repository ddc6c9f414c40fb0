"""``stats --player`` finds a person as ``people --search`` does: by any part of a name."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.helpers.records import G, Library
from tracker.services.errors import ServiceError
from tracker.services.records import RecordsService


@pytest.fixture
def records(tmp_path: Path) -> RecordsService:
    lib = Library.at(tmp_path)
    lib.result(
        "2014",
        "2014-06-16",
        "Germany",
        "4-0",
        "Portugal",
        goals=(
            G("Thomas Müller", "home", 12),
            G("Miroslav Klose", "home", 30),
            G("Gerd Müller", "home", 50),
            G("Thomas Müller", "home", 78),
        ),
    )
    return RecordsService(lib.db)


def test_a_surname_finds_the_one_person_known_by_it(records: RecordsService) -> None:
    assert records.find_person("klose").name == "Miroslav Klose"
    assert records.find_person("KLOSE").name == "Miroslav Klose"


def test_an_id_finds_him_too(records: RecordsService) -> None:
    klose = records.find_person("Miroslav Klose")
    assert records.find_person(str(klose.id)) == klose
    with pytest.raises(ServiceError, match="there is no person 999"):
        records.find_person("999")


def test_a_part_several_people_share_lists_them_with_their_teams(
    records: RecordsService,
) -> None:
    gerd = records.find_person("Gerd Müller")
    thomas = records.find_person("Thomas Müller")
    with pytest.raises(ServiceError) as raised:
        records.find_person("muller")
    assert str(raised.value) == (
        f"'muller' could be any of: Gerd Müller (Germany; id {gerd.id}), "
        f"Thomas Müller (Germany; id {thomas.id}); give his id or full name"
    )


def test_a_name_nobody_has_still_suggests_close_names(records: RecordsService) -> None:
    with pytest.raises(ServiceError, match=r"no player 'Klosse' \(did you mean .*Klose"):
        records.find_person("Klosse")


def test_a_name_far_from_everyone_says_where_he_may_be_missing(tmp_path: Path) -> None:
    """Regression: "fontaine" was answered "did you mean Folarin Balogun or Antoine
    Griezmann or Yoane Wissa?" (a word of a name two letters off); over results without
    their scorers, the answer says a scorer of those is not known."""
    lib = Library.at(tmp_path)
    scorers = tuple(G("Antoine Griezmann", "home", m) for m in (27, 32, 68, 71))
    lib.result("2022", "2022-11-22", "France", "4-1", "Australia",
               goals=(G("Craig Goodwin", "away", 9), *scorers))  # fmt: skip
    lib.result("1958", "1958-06-08", "France", "7-3", "Paraguay", goals=None)
    records = RecordsService(lib.db)
    with pytest.raises(ServiceError) as raised:
        records.find_person("fontaine")
    assert str(raised.value) == (
        "no player 'fontaine' (scorers missing for 1 of 2 matches: a player who scored only "
        "there is not known here)"
    )
    with pytest.raises(
        ServiceError, match=r"no player 'griezmanm' \(did you mean Antoine Griezmann\?\)"
    ):
        records.find_person("griezmanm")
