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
