"""The CSV tables read back with the csv module agree with the match file (JSON)."""

from __future__ import annotations

import csv
import io
import json
from typing import Any

from tests.helpers.matches import demo
from tests.sheet.matches import WORLD_NAMES, cup_tie, renamed
from tracker.core.files import matchfile
from tracker.core.match.events import Event, event_from_dict
from tracker.core.match.model import Match
from tracker.core.match.replay import replay
from tracker.services.exporting import formats
from tracker.sheet.formats import FORMATS

CSV = next(f for f in FORMATS if f.name == "csv")


def read(data: bytes) -> list[dict[str, str]]:
    """A CSV file's rows as dictionaries."""
    return list(csv.DictReader(io.StringIO(data.decode("utf-8-sig"), newline="")))


def json_file(match: Match, events: list[Event]) -> dict[str, Any]:
    """The match file, as the json exporter writes it, parsed."""
    return json.loads(formats()["json"].render(match, events, {}))


def names(data: dict[str, Any]) -> dict[int, str]:
    """Player id → name from the match file."""
    return {p["id"]: p["name"] for side in ("home", "away") for p in data[side]["squad"]}


def minute(entry: dict[str, Any]) -> str:
    """The football minute of a match-file event."""
    return str(event_from_dict(entry).time)


def test_csv_is_a_folder_of_two_files() -> None:
    match, events = demo()
    files = CSV.render(match, events, {})
    assert CSV.directory
    assert sorted(files) == ["events.csv", "players.csv"]
    assert files["events.csv"].startswith(b"\xef\xbb\xbf")  # BOM: spreadsheets read UTF-8


def test_events_csv_has_the_same_goals_substitutions_and_cards_as_the_json() -> None:
    for match, events in (demo(), cup_tie()):
        data = json_file(match, events)
        who = names(data)
        rows = read(CSV.render(match, events, {})["events.csv"])
        assert len(rows) == len(data["events"])
        for row, entry in zip(rows, data["events"], strict=True):
            assert row["kind"] == entry["kind"]
            if entry["kind"] != "shootout_kick" and entry["period"] != 5:
                assert row["minute"] == minute(entry)
            if entry["kind"] == "goal":
                assert row["player"] == who[entry["scorer"]]
                assert row["assist"] == (who[entry["assist"]] if entry.get("assist") else "")
            if entry["kind"] == "substitution":
                assert (row["player"], row["replaced"]) == (who[entry["on"]], who[entry["off"]])
            if entry["kind"] in ("card", "shootout_kick", "missed_penalty"):
                assert row["player"] == who[entry["player"]]
            if "side" in entry:
                assert row["team"] == data[entry["side"]]["name"]


def test_final_score_in_the_events_csv_is_the_result() -> None:
    match, events = demo()
    last = read(CSV.render(match, events, {})["events.csv"])[-1]
    assert (last["home_score"], last["away_score"]) == ("2", "1")
    goals = [r for r in read(CSV.render(match, events, {})["events.csv"]) if r["kind"] == "goal"]
    assert [(g["minute"], g["detail"]) for g in goals] == [
        ("55'", ""),
        ("85'", ""),
        ("90'+2", "header"),
    ]


def test_players_csv_has_minutes_played_and_every_squad_member_named() -> None:
    match, events = cup_tie()
    reread, reread_events = matchfile.loads(matchfile.dumps(match, events))
    state = replay(reread, reread_events)
    rows = read(CSV.render(match, events, {})["players.csv"])
    by_name = {r["name"]: r for r in rows}
    for team in (reread.home, reread.away):
        lineup = team.lineup
        assert lineup is not None
        for pid in (*lineup.starters, *lineup.bench):
            row = by_name[reread.player(pid).name]
            assert row["team"] == team.name
            assert int(row["minutes"]) == state.minutes_played(pid)
    assert by_name["Declan Rice"]["sent_off"] == "70'" and by_name["Declan Rice"]["booked"] == "yes"
    assert by_name["Nico González"]["role"] == "substitute"
    assert by_name["Nico González"]["came_on"] == "90'+1"
    assert by_name["Gonzalo Montiel"]["role"] == "unused"
    assert by_name["Lionel Messi"]["goals"] == "1"
    assert sum(int(r["minutes"]) for r in rows if r["team"] == "England") == 129 * 10 + 72


def test_plain_minutes_and_world_names() -> None:
    match, events = demo()
    match = renamed(match, WORLD_NAMES)
    files = CSV.render(match, events, {"minutes": "plain"})
    events_rows = read(files["events.csv"])
    assert any(r["minute"] == "96'" for r in events_rows)
    assert not any("+" in r["minute"] for r in events_rows)
    players = {r["name"] for r in read(files["players.csv"])}
    assert set(WORLD_NAMES.values()) <= players


def test_a_shootout_kick_s_row_gives_the_shootout_s_score() -> None:
    """Every kick's row carried the match's 3-3 and nothing said who won the shootout:
    the CSV disagreed with the PDF, which lists the running score."""
    from tests.helpers.final2022 import final_text
    from tracker.core.files import matchfile
    from tracker.sheet.tables import event_rows

    match, events = matchfile.loads(final_text())
    kicks = [
        row for row in event_rows(match, events, plain=False) if row["kind"] == "shootout_kick"
    ]
    assert [row["detail"] for row in kicks][-1] == "scored (4-2)"
    assert kicks[0]["detail"] in ("scored (1-0)", "scored (0-1)", "missed (0-0)")
