"""The refusals and notes of the live-entry use cases, in the window's language.

The window shows a refused action's message as the service words it: in a German or
Spanish window those were English ("this would make a later event impossible — …")
around a translated reason. The command line stays English (it never sets a language).
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.core.factory import H2, HOME, goal, sub, to_second_half
from tests.core.test_messages_languages import _msgids
from tests.services.stored import StoredMatch, store_match
from tracker.core import i18n
from tracker.core.files import archive as archive_file
from tracker.core.files import matchfile, squadcsv
from tracker.core.league import tables
from tracker.core.match import events
from tracker.core.records import suspensions as suspension_rules
from tracker.core.results import disagreements, rounds
from tracker.opendata import (
    clock,
    extension,
    formats,
    positions,
    statsbomb_events,
    statsbomb_export,
    statsbomb_import,
    statsbomb_read,
    statsbomb_teams,
)
from tracker.opendata.openfootball import edition, repeats, score, squads
from tracker.opendata.openfootball import league as league_file
from tracker.opendata.openfootball import values as openfootball_values
from tracker.services import (
    archive,
    backups,
    cards,
    carried,
    copying,
    errors,
    eventchecks,
    inputs,
    league,
    leagues,
    locking,
    matches,
    opendata,
    outputs,
    readback,
    reading,
    records,
    results,
    setup,
    stored,
    suspensions,
)
from tracker.services.errors import ServiceError
from tracker.services.library import RESULT_ONLY


@pytest.mark.parametrize("language", ["de", "es"])
def test_every_message_of_live_entry_is_translated(language: str) -> None:
    ids = set().union(*(_msgids(m) for m in (eventchecks, reading, matches, cards, setup)))
    # The constants are translated where they are raised (``_(CHANGED_ELSEWHERE)``).
    constants = {
        eventchecks.CHANGED_ELSEWHERE,
        reading.LOCKED,
        reading.REPLACED,
        reading._REPLACED,
        readback.STORED_AFTER_ALL,
        readback.CHANGED_AFTER_ALL,
        readback.NOT_STORED_TWICE,
        RESULT_ONLY,
    }
    assert len(ids) > 8  # the check reads the calls, so it cannot pass on nothing
    missing = sorted((ids | constants) - set(i18n.catalogue(language)))
    assert missing == []


@pytest.fixture
def m(db_url: str) -> Iterator[StoredMatch]:
    stored = store_match(db_url)
    yield stored
    stored.close()


def test_a_refused_deletion_is_worded_in_the_windows_language(
    m: StoredMatch, monkeypatch: pytest.MonkeyPatch
) -> None:
    stored = m.log(*to_second_half(), sub("60", H2, HOME, 9, 12), goal("70", H2, HOME, 12))
    monkeypatch.setitem(i18n._current, "language", "de")
    with pytest.raises(ServiceError) as refused:
        m.service.delete(m.id, stored[3].id or -1)
    said = str(refused.value)
    assert said.startswith(
        "dann wäre „70' Tor: Reds Player 12“, später erfasst, nicht mehr möglich"
    )
    assert "ist nicht auf dem Platz" in said
    monkeypatch.setitem(i18n._current, "language", "en")
    with pytest.raises(ServiceError, match=r"^this would make “70' Goal"):
        m.service.delete(m.id, stored[3].id or -1)


#: The other use cases the window calls (set-up, confirming, files, leagues, records,
#: copies and backups) and the files it reads: their refusals read in its language too.
_WINDOW_MODULES = (
    errors,
    setup,
    locking,
    inputs,
    stored,
    suspensions,
    league,
    leagues,
    results,
    records,
    archive,
    opendata,
    copying,
    backups,
    outputs,
    matchfile,
    archive_file,
    squadcsv,
    events,
    # the rules typed for a competition, and the results of its rounds
    suspension_rules,
    tables,
    rounds,
    disagreements,
    carried,
    # open data the window imports: openfootball's results and squads, StatsBomb's events
    edition,
    league_file,
    repeats,
    score,
    squads,
    openfootball_values,
    statsbomb_read,
    statsbomb_teams,
    statsbomb_events,
    statsbomb_import,
    statsbomb_export,
    extension,
    positions,
    clock,
    formats,
)


@pytest.mark.parametrize("language", ["de", "es"])
def test_every_refusal_the_window_shows_is_translated(language: str) -> None:
    ids = set().union(*(_msgids(m) for m in _WINDOW_MODULES))
    constants = {locking.DELETE_LOCKED, locking.ALREADY_CONFIRMED, locking.NOT_CONFIRMED}
    assert len(ids) > 400  # the check reads the calls, so it cannot pass on nothing
    missing = sorted((ids | constants) - set(i18n.catalogue(language)))
    assert missing == []


def test_a_refused_confirmation_is_worded_in_the_windows_language(
    m: StoredMatch, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setitem(i18n._current, "language", "de")
    with pytest.raises(ServiceError) as refused:
        m.service.set_confirmed(m.id, True)
    german = str(refused.value)
    monkeypatch.setitem(i18n._current, "language", "en")
    with pytest.raises(ServiceError) as english:
        m.service.set_confirmed(m.id, True)
    assert german != str(english.value)
    assert german == i18n.catalogue("de")[str(english.value)]
