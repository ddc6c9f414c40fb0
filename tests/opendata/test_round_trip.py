"""Round trips keep the match: a StatsBomb export read back, and the match file stored and
written again, give back the 2022 final as it was logged.

What the StatsBomb format cannot hold (officials besides the referee, attendance, the
concussion flag, captains, known-as names, squad positions, bench order, the rules
preset, kit colours) travels in a ``match_tracker`` member that kloppy ignores.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tests.helpers.final2022 import final, final_text
from tests.opendata.facts import from_kloppy, from_tracker
from tracker.cli import main
from tracker.core.files import matchfile
from tracker.core.match.events import Event, Substitution
from tracker.core.match.model import Match
from tracker.opendata.formats import render_statsbomb
from tracker.opendata.statsbomb_import import read_statsbomb
from tracker.opendata.statsbomb_read import StatsBombError
from tracker.services.matches import MatchService


def by_name(match: Match, events: list[Event]) -> dict[str, Any]:
    """The match file of a match with every player named instead of numbered, no identity."""
    data = json.loads(matchfile.dumps(match, events))
    data["match"].pop("uuid", None)
    names: dict[int, str] = {}
    for side in ("home", "away"):
        for player in data[side]["squad"]:
            names[player.pop("id")] = player["name"]
    for side in ("home", "away"):
        lineup = data[side]["lineup"]
        lineup["rows"] = [[names[p] for p in row] for row in lineup["rows"]]
        lineup["bench"] = [names[p] for p in lineup["bench"]]
        lineup["captain"] = names.get(lineup["captain"])
    for event in data["events"]:
        for key in ("scorer", "assist", "player", "off", "on"):
            if isinstance(event.get(key), int):
                event[key] = names[event[key]]
    return data


def files(match: Match, events: list[Event]) -> dict[str, bytes]:
    rendered = render_statsbomb(match, events, {})
    return {name.split("_")[0]: data for name, data in rendered.items()}


def test_a_statsbomb_export_read_back_is_the_match_logged() -> None:
    match, events = final()
    out = files(match, events)
    back, back_events = read_statsbomb(out["events"], out["lineups"], out["matches"])
    assert by_name(back, back_events) == by_name(match, events)
    # What the issue found lost, one by one.
    assert back.attendance == 88966
    assert back.officials == match.officials
    assert back.rules.key == "three" and not back.rules.rolling
    (concussion,) = [e for e in back_events if isinstance(e, Substitution) and e.concussion]
    assert back.player(concussion.on).name == "Paulo Dybala"
    positions = {p.name: p.position for p in (*back.home.squad, *back.away.squad)}
    assert positions["Kylian Mbappé"].value == "FW" and positions["Paulo Dybala"].value == "FW"
    assert back.home.lineup is not None and back.home.lineup.captain is not None
    assert back.player(back.home.lineup.captain).name == "Lionel Messi"
    assert back.player(back.home.squad[0].pid).known_as == "E. Martínez"


def test_kloppy_still_reads_the_export_with_the_same_facts() -> None:
    match, events = final()
    out = files(match, events)
    ours = from_tracker(match, events)
    assert from_kloppy({"events": out["events"], "lineups": out["lineups"]}) == ours
    assert ours.score == (3, 3) and ours.shootout == (4, 2)


def test_without_the_member_a_statsbomb_file_reads_as_before() -> None:
    match, events = final()
    out = files(match, events)
    stripped = {}
    for kind, data in out.items():
        loaded = json.loads(data)
        text = json.dumps(loaded, ensure_ascii=False)
        stripped[kind] = text
        assert "match_tracker" in text
    lineups = json.loads(stripped["lineups"])
    for team in lineups:
        team.pop("match_tracker")
        for player in team["lineup"]:
            player.pop("match_tracker")
    entries = json.loads(stripped["matches"])
    entries[0].pop("match_tracker")
    back, _ = read_statsbomb(stripped["events"], json.dumps(lineups), json.dumps(entries))
    assert back.rules.key == "standard" and back.attendance is None


@pytest.mark.parametrize(
    ("where", "change", "message"),
    [
        ("matches", {"rules": {"preset": "anything"}}, "rules.preset is not one of"),
        ("matches", {"attendance": -3}, "attendance -3 is not a number of people"),
        ("lineups", {"colour": "red; x"}, "is not a colour"),
        ("lineups", {"bench": [1]}, "1 is not a player of the team"),
    ],
)
def test_a_wrong_member_is_refused_naming_what_is_wrong(
    where: str, change: dict[str, Any], message: str
) -> None:
    match, events = final()
    out = {kind: json.loads(data) for kind, data in files(match, events).items()}
    target = out[where][0]
    target["match_tracker"].update(change)
    texts = {kind: json.dumps(data) for kind, data in out.items()}
    with pytest.raises(StatsBombError, match=message):
        read_statsbomb(texts["events"], texts["lineups"], texts["matches"])


def test_the_match_file_stored_and_written_again_is_the_same(service: MatchService) -> None:
    match, events = final()
    match_id = service.import_text(final_text())
    back, back_events = matchfile.loads(service.export_text(match_id))
    assert by_name(back, back_events) == by_name(match, events)
    # The bench in the order the team sheet gave it, not the squad's.
    assert back.home.lineup is not None
    bench = [back.player(pid).name for pid in back.home.lineup.bench]
    assert bench[:2] == ["Leandro Paredes", "Paulo Dybala"]


def test_the_command_line_round_trip_through_statsbomb(tmp_path: Path) -> None:
    source, target = tmp_path / "a.sqlite3", tmp_path / "b.sqlite3"
    (tmp_path / "final.json").write_text(final_text(), encoding="utf-8")
    assert main(["--db", str(source), "import", str(tmp_path / "final.json")]) == 0
    out = tmp_path / "sb"
    assert main(["--db", str(source), "export", "1", "--format", "statsbomb", "-o", str(out)]) == 0
    names = {p.name.split("_")[0]: str(p) for p in out.iterdir()}
    assert main(["--db", str(target), "import", "--format", "statsbomb", names["events"],
                 names["lineups"], "--match-info", names["matches"]]) == 0  # fmt: skip
    for db, name in ((source, "a.json"), (target, "b.json")):
        assert main(["--db", str(db), "export", "1", "--format", "json",
                     "-o", str(tmp_path / name)]) == 0  # fmt: skip
    a = matchfile.loads((tmp_path / "a.json").read_text(encoding="utf-8"))
    b = matchfile.loads((tmp_path / "b.json").read_text(encoding="utf-8"))
    assert by_name(*b) == by_name(*a)
