"""The lineups file and the matches-file entry of an exported match."""

from __future__ import annotations

from typing import Any

from tracker.core.match.events import CardKind
from tracker.core.match.matchtime import MatchTime, Period
from tracker.core.match.model import Match, Side
from tracker.core.match.replay import MatchState
from tracker.opendata.clock import elapsed_of, minute_second
from tracker.opendata.extension import KEY, match_extension, player_extension, team_extension
from tracker.opendata.ids import Ids
from tracker.opendata.positions import PositionError, positions_for_rows
from tracker.opendata.spec import stable_id

_CARD_NAMES = {
    CardKind.YELLOW: "Yellow Card",
    CardKind.SECOND_YELLOW: "Second Yellow",
    CardKind.RED: "Red Card",
}


def clock_text(time: MatchTime) -> str:
    """The ``MM:SS`` match clock the lineups file uses."""
    if time.period is Period.SHOOTOUT:
        return "120:00"
    minute, second = minute_second(time.period, elapsed_of(time))
    return f"{minute:02d}:{second:02d}"


def lineups_file(match: Match, state: MatchState, ids: Ids) -> list[dict[str, Any]]:
    """The lineups file: both squads with shirt numbers, cards and playing stints."""
    return [_team_lineup(match, state, ids, side) for side in Side]


def _team_lineup(match: Match, state: MatchState, ids: Ids, side: Side) -> dict[str, Any]:
    team = match.team(side)
    st = state.sides[side]
    starting: dict[int, Any] = {}
    if team.lineup is not None:
        try:
            starting = {pid: pos.ref() for pid, pos in positions_for_rows(team.lineup.rows).items()}
        except PositionError:
            starting = {}
    came_on_as = {
        sub.on: starting.get(sub.off) for sub in state.substitutions(side) if sub.off in starting
    }
    players = []
    for player in team.squad:
        pid = player.pid
        cards = [
            {
                "time": clock_text(card.time),
                "card_type": _CARD_NAMES[card.card],
                "reason": "",
                "period": int(card.time.period),
            }
            for card in state.cards()
            if card.player == pid
        ]
        stints = []
        start = starting.get(pid) or came_on_as.get(pid)
        if pid in starting or pid in st.came_on:
            began = st.came_on.get(pid)
            ended = st.went_off.get(pid) or st.sent_off.get(pid)
            stints.append(
                {
                    "position_id": start["id"] if start else None,
                    "position": start["name"] if start else None,
                    "from": clock_text(began) if began else "00:00",
                    "to": clock_text(ended) if ended else None,
                    "from_period": int(began.period) if began else 1,
                    "to_period": int(ended.period) if ended else None,
                    "start_reason": _start_reason(state, side, pid),
                    "end_reason": _end_reason(state, side, pid),
                }
            )
        players.append(
            {
                "player_id": ids.players[pid],
                "player_name": player.name,
                "player_nickname": None,
                "jersey_number": ids.jersey(match, pid),
                "cards": cards,
                "positions": stints,
                KEY: player_extension(player),
            }
        )
    return {
        "team_id": ids.teams[side],
        "team_name": team.name,
        "lineup": players,
        KEY: team_extension(match, side, ids),
    }


def _why(concussion: bool) -> str:
    return "Injury" if concussion else "Tactical"


def _start_reason(state: MatchState, side: Side, pid: int) -> str:
    for sub in state.substitutions(side):
        if sub.on == pid:
            return f"Substitution - On ({_why(sub.concussion)})"
    return "Starting XI"


def _end_reason(state: MatchState, side: Side, pid: int) -> str:
    st = state.sides[side]
    if pid in st.sent_off:
        return "Second Yellow" if st.yellows.get(pid, 0) >= 2 else "Red Card"
    for sub in state.substitutions(side):
        if sub.off == pid:
            return f"Substitution - Off ({_why(sub.concussion)})"
    if pid in st.went_off:
        return "Player Off"
    return "Final Whistle"


def match_entry(match: Match, state: MatchState, ids: Ids) -> dict[str, Any]:
    """The match's entry in a StatsBomb matches file."""
    season = str(match.date.year) if match.date else ""
    entry: dict[str, Any] = {
        "match_id": ids.match,
        "match_date": match.date.isoformat() if match.date else None,
        "kick_off": match.kickoff.strftime("%H:%M:%S.000") if match.kickoff else None,
        "competition": {
            "competition_id": stable_id("competition", match.competition),
            "country_name": None,
            "competition_name": match.competition,
        },
        "season": {"season_id": stable_id("season", season), "season_name": season},
        "home_team": _team_entry(match, ids, Side.HOME),
        "away_team": _team_entry(match, ids, Side.AWAY),
        "home_score": state.score[Side.HOME],
        "away_score": state.score[Side.AWAY],
        "match_status": "available",
        "match_status_360": "unscheduled",
        "metadata": {"data_version": "1.1.0"},
        "match_week": None,
        "competition_stage": {
            "id": stable_id("stage", match.stage),
            "name": match.stage or "Regular Season",
        },
        "stadium": None,
        "referee": None,
        KEY: match_extension(match),
    }
    if match.venue:
        entry["stadium"] = {"id": stable_id("stadium", match.venue), "name": match.venue}
    if match.officials.referee:
        entry["referee"] = {
            "id": stable_id("referee", match.officials.referee),
            "name": match.officials.referee,
        }
    return entry


def _team_entry(match: Match, ids: Ids, side: Side) -> dict[str, Any]:
    team = match.team(side)
    prefix = "home_team" if side is Side.HOME else "away_team"
    managers = []
    if team.manager:
        managers.append(
            {"id": stable_id("manager", team.manager), "name": team.manager, "nickname": None}
        )
    return {
        f"{prefix}_id": ids.teams[side],
        f"{prefix}_name": team.name,
        f"{prefix}_gender": None,
        f"{prefix}_group": None,
        "country": None,
        "managers": managers,
    }
