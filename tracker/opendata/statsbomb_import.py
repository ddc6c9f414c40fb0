"""Reading StatsBomb open data into a Match Tracker match and its event log.

The lineups and the Starting XI events give the teams (:mod:`statsbomb_teams`), the
events file the log (:mod:`statsbomb_events`), the optional matches file the
metadata; the result is checked against the laws of the game before it is returned.
"""

from __future__ import annotations

import dataclasses
import uuid
from collections.abc import Sequence
from typing import Any

from tracker.core.i18n import gettext as _
from tracker.core.match.events import Event, FormationChange
from tracker.core.match.model import PRESETS, Match, RulesPreset, SetupError, Side
from tracker.core.match.replay import RuleError, replay
from tracker.core.match.setup import check_match, check_two_teams
from tracker.opendata import extension
from tracker.opendata.statsbomb_events import EventReader, Progress
from tracker.opendata.statsbomb_read import (
    MatchInfo,
    StatsBombError,
    check_events,
    check_lineups,
    goals_by_team,
    load_json,
    match_info,
)
from tracker.opendata.statsbomb_teams import build_teams, check_same_match, starting_elevens

__all__ = ["Progress", "StatsBombError", "identity", "read_statsbomb"]

#: The namespace of the identities StatsBomb matches get here (see :func:`identity`).
_IDENTITIES = uuid.UUID("0c6f3a52-5d0e-4b7f-9a8e-2f4d7c1b9e63")

#: StatsBomb has no kit colours: the away side gets a contrasting pair on the pitch.
AWAY_COLOUR = "#1f5fbf"
AWAY_KEEPER_COLOUR = "#e3a21a"


def read_statsbomb(
    events_data: bytes | str,
    lineups_data: bytes | str,
    matches_data: bytes | str | None = None,
    *,
    match_id: int | None = None,
    progress: Progress | None = None,
) -> tuple[Match, list[Event]]:
    """A match and its events from StatsBomb files; raises :class:`StatsBombError`.

    ``match_id`` (the events file's name in open data) picks the entry of a
    matches file that lists several matches between the same teams.
    """
    try:
        return _read(events_data, lineups_data, matches_data, match_id, progress)
    except StatsBombError:
        raise
    except (KeyError, TypeError, AttributeError, IndexError, ValueError) as exc:
        # A field of the wrong shape somewhere the checks above do not look.
        raise StatsBombError(
            _("the files do not follow the StatsBomb format ({error!r})").format(error=exc)
        ) from None


def _read(
    events_data: bytes | str,
    lineups_data: bytes | str,
    matches_data: bytes | str | None,
    match_id: int | None,
    progress: Progress | None,
) -> tuple[Match, list[Event]]:
    report = progress or (lambda _fraction: None)
    # A file is named in the user's language: "the {what} is not valid JSON…".
    raw_events = check_events(load_json(events_data, _("events file")))
    report(0.4)
    lineups = check_lineups(load_json(lineups_data, _("lineups file")))
    elevens = starting_elevens(raw_events)
    check_same_match(elevens, lineups)
    info = MatchInfo()
    if matches_data is not None:
        team_ids = [team["team_id"] for team in lineups]
        info = match_info(
            load_json(matches_data, _("matches file")),
            team_ids,
            match_id,
            goals_by_team(raw_events),
        )
    report(0.5)
    sheets, roster = build_teams(elevens, lineups, info.managers)
    home_id = info.home_id if info.home_id is not None else elevens[0]["team"]["id"]
    away_id = next(team_id for team_id in sheets if team_id != home_id)
    sides = {home_id: Side.HOME, away_id: Side.AWAY}
    reader = EventReader(roster, sides)
    for team_id, side in sides.items():
        lineup = sheets[team_id].lineup
        reader.formation[side] = lineup.formation if lineup else ""
    reader.read(raw_events, lambda f: report(0.5 + 0.4 * f))
    events = reader.events()
    away = sheets[away_id]
    if extension.KEY not in lineups[[t["team_id"] for t in lineups].index(away_id)]:
        # StatsBomb has no kit colours: the away side gets a contrasting one on the pitch.
        away = dataclasses.replace(away, colour=AWAY_COLOUR, keeper_colour=AWAY_KEEPER_COLOUR)
    extra = extension.read_match(info.entry)
    match = Match(
        home=sheets[home_id],
        away=away,
        competition=info.competition,
        stage=info.stage,
        date=info.date,
        kickoff=info.kickoff,
        venue=info.venue,
        officials=info.officials,
        uuid=(
            extension.read_identity(lineups)
            or identity(elevens, sheets[home_id].name, sheets[away_id].name)
        ),
    )
    match, events = _checked(extra.apply(match), events, info, extra.rules)
    report(1.0)
    return match, events


def identity(elevens: Sequence[dict[str, Any]], home: str, away: str) -> str | None:
    """The match's identity here, made from what its events file says: the ids of its
    two Starting XI events (StatsBomb gives every event a UUID of its own) and the two
    teams' names. The same events file imported again, with or without its matches
    file, is then found as the match already stored. None when an id is missing.
    """
    ids = [raw.get("id") for raw in elevens]
    if not all(isinstance(value, str) and value.strip() for value in ids):
        return None
    name = "/".join(["statsbomb", *sorted(str(value) for value in ids), home, away])
    return str(uuid.uuid5(_IDENTITIES, name))


def _checked(
    match: Match, events: list[Event], info: MatchInfo, rules: RulesPreset | None = None
) -> tuple[Match, list[Event]]:
    """The match under its own rules, if the files give them, else the first preset its
    log keeps; unplaceable shifts dropped."""
    try:
        check_two_teams(match)
        check_match(match)
    except SetupError as exc:
        raise StatsBombError(str(exc)) from None
    problem = ""
    for preset in [rules] if rules is not None else [PRESETS["standard"], PRESETS["rolling"]]:
        candidate = dataclasses.replace(match, rules=preset)
        log = list(events)
        for _attempt in range(len(events) + 1):
            try:
                state = replay(candidate, log)
            except RuleError as exc:
                problem = f"{exc.event.time}: {exc}" if exc.event else str(exc)
                if isinstance(exc.event, FormationChange):
                    log.remove(exc.event)
                    continue
                break
            if info.score is not None:
                got = (state.score[Side.HOME], state.score[Side.AWAY])
                if got != info.score:
                    raise StatsBombError(
                        _(
                            "the matches file gives {home}-{away}, but the "
                            "events give {got_home}-{got_away}: are they from the same match?"
                        ).format(
                            home=info.score[0],
                            away=info.score[1],
                            got_home=got[0],
                            got_away=got[1],
                        )
                    )
            return candidate, log
    raise StatsBombError(
        _("the events break the rules of the game: {problem}").format(problem=problem)
    )
