"""``push --force`` (and ``copy --force``) over a match changed on the target too said
only "updated match 1 on sqlite:///league.sqlite3 with match 1 (Reds v Blues)": the
card the league's secretary had logged there was gone, and nobody was told.

A forced push or copy now names every event the target held that ours lacks, dropped
with it; one that only differs in its set-up is said to be replaced too.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.core.factory import AWAY, H1, HOME, card, goal, start
from tests.services.stored import store_match
from tests.test_cli import run_here
from tracker.services.matches import MatchService
from tracker.store.db import open_database


@pytest.fixture
def laptop(tmp_path: Path) -> Path:
    """A database with one match, kicked off (match 1)."""
    local = store_match(tmp_path / "laptop")
    local.log(start(H1))
    local.db.close()
    return local.path


def _league(tmp_path: Path) -> Path:
    """The league's (empty) database."""
    path = tmp_path / "league.sqlite3"
    open_database(path, backups=0).close()
    return path


def _changed_on_both_sides(capsys: pytest.CaptureFixture[str], laptop: Path, league: Path) -> str:
    """Push match 1, then log a card on the league's copy and a goal on ours: the name
    of the player booked there."""
    assert run_here(capsys, "push", "1", "--to", str(league), db=laptop).returncode == 0
    server = MatchService(open_database(league, backups=0))
    match, _ = server.load(1)
    assert match.away.lineup is not None
    booked = match.away.lineup.starters[3]
    server.log(1, card("12", H1, AWAY, booked))
    server.db.close()
    local = MatchService(open_database(laptop, backups=0))
    home, _ = local.load(1)
    assert home.home.lineup is not None
    local.log(1, goal("20", H1, HOME, home.home.lineup.starters[9]))
    local.db.close()
    player = match.away.player(booked)
    assert player is not None
    return player.name


def test_push_force_names_the_event_it_drops_there(
    capsys: pytest.CaptureFixture[str], laptop: Path, tmp_path: Path
) -> None:
    league = _league(tmp_path)
    name = _changed_on_both_sides(capsys, laptop, league)
    forced = run_here(capsys, "push", "1", "--to", str(league), "--force", db=laptop)
    assert forced.returncode == 0, forced.stderr
    assert forced.stdout.startswith("updated match 1 on sqlite:")
    said = forced.stderr.splitlines()
    assert said == [
        f"match-tracker: match 1 on sqlite:///{league} was replaced by yours, dropping "
        f"what only it held: yellow card: {name} (Blues) at 12', first half"
    ], forced.stderr


def test_copy_force_names_the_events_it_drops_there(
    capsys: pytest.CaptureFixture[str], laptop: Path, tmp_path: Path
) -> None:
    league = _league(tmp_path)
    name = _changed_on_both_sides(capsys, laptop, league)
    forced = run_here(capsys, "copy", "--to", str(league), "--force", db=laptop)
    assert forced.returncode == 0, forced.stderr
    assert "matches: 0 new, 1 updated" in forced.stdout
    assert (
        f"match-tracker: match 1 on sqlite:///{league} was replaced by yours, dropping "
        f"what only it held: yellow card: {name} (Blues) at 12', first half"
    ) in forced.stderr.splitlines(), forced.stderr


def test_push_force_over_an_unchanged_copy_says_nothing_more(
    capsys: pytest.CaptureFixture[str], laptop: Path, tmp_path: Path
) -> None:
    league = _league(tmp_path)
    assert run_here(capsys, "push", "1", "--to", str(league), db=laptop).returncode == 0
    local = MatchService(open_database(laptop, backups=0))
    home, _ = local.load(1)
    assert home.home.lineup is not None
    local.log(1, goal("20", H1, HOME, home.home.lineup.starters[9]))
    local.db.close()
    forced = run_here(capsys, "push", "1", "--to", str(league), "--force", db=laptop)
    assert forced.returncode == 0 and forced.stderr == ""
