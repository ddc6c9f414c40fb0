"""Two imports of one file at once store it once.

Two ``match-tracker import good.json`` run together both looked for the match before
either stored it, found nothing, and stored it twice (the second as a copy of the
first, its scorers' goals counted twice). What was looked for is looked for again in
the transaction that stores, which no other writer shares: the later one is refused.
"""

from __future__ import annotations

import pytest

from tracker.cli import demo_text
from tracker.services import MatchService
from tracker.services.errors import ServiceError
from tracker.services.matches import check_text
from tracker.services.stored import already_there
from tracker.store.db import open_database


def test_a_file_stored_by_another_import_meanwhile_is_refused(db_url: str) -> None:
    ours = MatchService(open_database(db_url))
    theirs = MatchService(open_database(db_url))
    checked = check_text(demo_text())
    assert already_there(ours, [checked]) == [None]  # new when this import looked
    [stored] = theirs.import_checked([check_text(demo_text())], new_only=True)
    with pytest.raises(ServiceError, match="stored here by another program while this import ran"):
        ours.import_checked([checked], new_only=True)
    assert [entry.id for entry in ours.library()] == [stored.match_id]
    # Asked for (--as-copy), a copy is still stored.
    [copy] = ours.import_checked([checked])
    assert len(ours.library()) == 2 and copy.match_id != stored.match_id
    ours.db.close()
    theirs.db.close()
