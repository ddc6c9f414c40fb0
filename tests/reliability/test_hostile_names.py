"""Names with quotes, emoji, right-to-left text, great length and control characters
survive the service, the database, the match file and every export format."""

from __future__ import annotations

import csv
import dataclasses
import html
import io
import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.helpers.matches import demo
from tracker.core import matchfile
from tracker.core.model import Match, TeamSheet
from tracker.services import MatchService
from tracker.services.exporting import formats
from tracker.store.db import open_database

QUOTES = 'Conor "The Wall" O\'Brien <b>&amp;</b>'
EMOJI = "Emi 🧤 Martínez 👨‍👩‍👧"
ARABIC = "محمد صلاح"
HEBREW = "יוסי בניון"
LONG = "Wolfeschlegelsteinhausenbergerdorff" * 8  # 280 characters, one word
CONTROL = "Tab\there\x07bell\x1b[31mred\u200bzero\u202eevil"
NAMES = (QUOTES, EMOJI, ARABIC, HEBREW, LONG, CONTROL)
#: What every export must show of each name, whatever it does with control characters.
VISIBLE = (
    ("The Wall", "O'Brien"),
    ("🧤", "Martínez"),
    ("محمد", "صلاح"),
    ("יוסי", "בניון"),
    (LONG[:40],),
    ("Tab", "bell", "red", "evil"),
)


def hostile_match() -> tuple[Match, list]:  # type: ignore[type-arg]
    """The reference match with six players, a manager and the officials renamed."""
    match, events = demo()
    squad = list(match.home.squad)
    renamed = {}
    for index, name in enumerate(NAMES):
        player = squad[index]
        squad[index] = dataclasses.replace(player, name=name, known_as=name)
        renamed[player.pid] = name
    home = dataclasses.replace(match.home, squad=tuple(squad), manager=QUOTES)
    away: TeamSheet = dataclasses.replace(match.away, name=f"England {EMOJI}", manager=ARABIC)
    officials = dataclasses.replace(match.officials, referee=HEBREW, var=CONTROL)
    hostile = dataclasses.replace(
        match, home=home, away=away, officials=officials, venue=QUOTES, competition=CONTROL
    )
    return hostile, events


@pytest.fixture
def stored(tmp_path: Path) -> Iterator[tuple[MatchService, int]]:
    """The hostile match stored in a database file."""
    database = open_database(tmp_path / "matches.sqlite3")
    service = MatchService(database)
    match_id = service.import_match(*hostile_match())
    yield service, match_id
    database.close()


def _names(match: Match) -> set[str]:
    return {p.name for p in (*match.home.squad, *match.away.squad)} | {
        match.home.manager,
        match.away.manager,
        match.away.name,
        match.officials.referee,
        match.officials.var,
        match.venue,
        match.competition,
    }


def test_database_round_trip(stored: tuple[MatchService, int], tmp_path: Path) -> None:
    """Every name reads back exactly, also from a fresh connection to the file."""
    service, match_id = stored
    want = _names(hostile_match()[0])
    assert want <= _names(service.load(match_id)[0])
    again = MatchService(open_database(tmp_path / "matches.sqlite3"))
    assert want <= _names(again.load(match_id)[0])


def test_match_file_round_trip(stored: tuple[MatchService, int]) -> None:
    """Export to a match file and import it back: the same names, the same events."""
    service, match_id = stored
    text = service.export_text(match_id)
    json.loads(text)
    copy_id = service.import_text(text)
    original, copy = service.load(match_id), service.load(copy_id)
    assert _names(original[0]) == _names(copy[0])
    assert matchfile.to_dict(*original) == matchfile.to_dict(*copy)


def _texts(name: str, output: bytes | dict[str, bytes]) -> list[str]:
    files = output.items() if isinstance(output, dict) else [(f"out.{name}", output)]
    texts = []
    for filename, data in files:
        if filename.endswith(".pdf") or name == "pdf":
            continue
        texts.append(data.decode("utf-8"))
    return texts


@pytest.mark.parametrize("name", sorted(formats()))
def test_every_export_format(qapp, stored: tuple[MatchService, int], name: str) -> None:  # type: ignore[no-untyped-def]
    """Every export format renders the match and shows every name's visible text."""
    service, match_id = stored
    match, events = service.load(match_id)
    output = formats()[name].render(match, events, {})
    assert output
    if name == "pdf":
        assert bytes(output).startswith(b"%PDF")  # type: ignore[arg-type]
        return
    texts = _texts(name, output)
    everything = "\n".join(texts)
    for index, parts in enumerate(VISIBLE):
        if name == "statsbomb" and index in (4, 5) and parts[0] not in everything:
            continue  # open data carries players who appear in events and line-ups only
        for part in parts:
            found = part in everything or html.escape(part) in everything
            assert found, f"{name}: {part!r} is missing"
    for filename, data in output.items() if isinstance(output, dict) else []:
        if filename.endswith(".csv"):
            rows = list(csv.reader(io.StringIO(data.decode("utf-8"))))
            assert rows and all(len(r) == len(rows[0]) for r in rows), filename
        elif filename.endswith(".json"):
            json.loads(data)
