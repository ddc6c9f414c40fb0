"""Importing StatsBomb files into the database, from the service and the command line."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from tests.opendata import samples
from tests.opendata.facts import from_kloppy, from_tracker
from tracker.cli import main
from tracker.services.exporting import formats
from tracker.services.matches import MatchService, ServiceError
from tracker.services.opendata import import_statsbomb, match_id_hint


@pytest.fixture
def files(tmp_path: Path) -> dict[str, str]:
    """The cup final as open data names it: events and lineups by match id."""
    folder = tmp_path / "open-data"
    folder.mkdir()
    out = {}
    for kind in ("events", "lineups", "matches"):
        target = folder / f"{kind}-{samples.CUP_FINAL_ID}.json"
        shutil.copy(samples.DATA / f"cup-final-{kind}.json", target)
        out[kind] = str(target)
    return out


def test_import_stores_the_match_and_every_event(
    service: MatchService, files: dict[str, str]
) -> None:
    match_id = import_statsbomb(service, [files["events"], files["lineups"]], files["matches"])
    match, events = service.load(match_id)
    assert match.title == "Northfield Rovers v Southport Athletic"
    state = service.state(match_id)
    assert state.finished and state.winner() is not None
    # 5 period starts and ends, full time, 4 goals, 4 cards, 5 substitutions, a missed
    # penalty, a change of shape and 9 kicks.
    assert len(events) == 35
    assert [e.seq for e in events] == list(range(1, 36))


def test_a_stored_import_exports_to_kloppy_with_the_same_facts(
    service: MatchService, files: dict[str, str]
) -> None:
    match_id = import_statsbomb(service, [files["events"], files["lineups"]], files["matches"])
    match, events = service.load(match_id)
    rendered = formats()["statsbomb"].render(match, events, {})
    assert isinstance(rendered, dict)
    ours = from_tracker(match, events)
    theirs = from_kloppy(rendered)
    assert (theirs.goals, theirs.substitutions, theirs.cards) == (
        ours.goals,
        ours.substitutions,
        ours.cards,
    )
    assert (theirs.score, theirs.shootout, theirs.periods) == (
        ours.score,
        ours.shootout,
        ours.periods,
    )


def test_a_bad_file_writes_nothing(
    service: MatchService, files: dict[str, str], tmp_path: Path
) -> None:
    cut = tmp_path / "cut.json"
    cut.write_bytes(samples.raw("cup-final-events")[:5000])
    with pytest.raises(ServiceError, match="cut short"):
        import_statsbomb(service, [str(cut), files["lineups"]], None)
    with pytest.raises(ServiceError, match="another match"):
        import_statsbomb(
            service, [files["events"], str(samples.DATA / "league-lineups.json")], None
        )
    with pytest.raises(ServiceError, match=r"missing\.json"):
        import_statsbomb(service, [files["events"], str(tmp_path / "missing.json")], None)
    with pytest.raises(ServiceError, match="two files"):
        import_statsbomb(service, [files["events"]], None)
    assert service.library() == []


def test_the_match_id_comes_from_the_file_name() -> None:
    assert match_id_hint("open-data/data/events/3869685.json") == 3869685
    assert match_id_hint("events.json") is None


def test_command_line_import_then_export_folder(
    files: dict[str, str], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db = str(tmp_path / "cli.sqlite3")
    argv = ["--db", db, "import", "--format", "statsbomb", files["events"], files["lineups"]]
    assert main([*argv, "--match-info", files["matches"]]) == 0
    assert "imported match 1" in capsys.readouterr().out
    out = tmp_path / "export"
    assert main(["--db", db, "export", "1", "--format", "statsbomb", "-o", str(out)]) == 0
    assert sorted(p.name for p in out.iterdir()) == [
        "events_1.json",
        "lineups_1.json",
        "matches_1.json",
    ]
    entry = json.loads((out / "matches_1.json").read_text("utf-8"))[0]
    assert (entry["home_score"], entry["away_score"]) == (2, 2)
    assert main([*argv[:-1], str(samples.DATA / "league-lineups.json")]) == 1
    assert "lineups file is from another match" in capsys.readouterr().err
