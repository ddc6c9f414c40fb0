"""Writes the StatsBomb-format samples in this folder (run it to rebuild them).

The samples follow StatsBomb's open-data layout field by field, with invented
teams: ``cup-final`` has extra time, a penalty shootout, an own goal, a second
yellow, a missed penalty, an injury Player Off/On, a tactical shift and events
Match Tracker skips (passes, carries, pressures…); ``league`` is a plain match
between two other teams.
"""

from __future__ import annotations

import itertools
import json
import uuid
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
NAMES = {
    16: "Shot",
    17: "Pressure",
    18: "Half Start",
    19: "Substitution",
    20: "Own Goal Against",
    21: "Foul Won",
    22: "Foul Committed",
    24: "Bad Behaviour",
    25: "Own Goal For",
    26: "Player On",
    27: "Player Off",
    30: "Pass",
    34: "Half End",
    35: "Starting XI",
    36: "Tactical Shift",
    40: "Injury Stoppage",
    42: "Ball Receipt*",
    43: "Carry",
}
POSITIONS = {
    1: "Goalkeeper",
    2: "Right Back",
    3: "Right Center Back",
    4: "Center Back",
    5: "Left Center Back",
    6: "Left Back",
    9: "Right Defensive Midfield",
    11: "Left Defensive Midfield",
    12: "Right Midfield",
    13: "Right Center Midfield",
    14: "Center Midfield",
    15: "Left Center Midfield",
    16: "Left Midfield",
    17: "Right Wing",
    18: "Right Attacking Midfield",
    19: "Center Attacking Midfield",
    20: "Left Attacking Midfield",
    21: "Left Wing",
    22: "Right Center Forward",
    23: "Center Forward",
    24: "Left Center Forward",
    7: "Right Wing Back",
    8: "Left Wing Back",
}


class Team:
    def __init__(self, team_id: int, name: str, players: list[tuple[int, str, int]]) -> None:
        self.id, self.name = team_id, name
        self.players = {number: (pid, full) for pid, full, number in players}

    def ref(self) -> dict[str, Any]:
        return {"id": self.id, "name": self.name}

    def player(self, number: int) -> dict[str, Any]:
        pid, name = self.players[number]
        return {"id": pid, "name": name}


class Log:
    def __init__(self, seed: str) -> None:
        self.events: list[dict[str, Any]] = []
        self.seed = seed
        self.possession = itertools.count(1)

    def add(self, type_id: int, team: Team, period: int, ts: float, **fields: Any) -> dict:
        base = {1: 0, 2: 45, 3: 90, 4: 105, 5: 120}[period]
        index = len(self.events) + 1
        whole = int(ts)
        event = {
            "id": str(uuid.uuid5(uuid.NAMESPACE_URL, f"{self.seed}/{index}")),
            "index": index,
            "period": period,
            "timestamp": f"{whole // 3600:02d}:{whole // 60 % 60:02d}:{ts % 60:06.3f}",
            "minute": base + whole // 60,
            "second": whole % 60,
            "type": {"id": type_id, "name": NAMES[type_id]},
            "possession": next(self.possession),
            "possession_team": team.ref(),
            "play_pattern": {"id": 1, "name": "Regular Play"},
            "team": team.ref(),
        }
        player = fields.pop("player", None)
        if player is not None:
            event["player"] = team.player(player)
        event.update(fields)
        self.events.append(event)
        return event

    def eleven(self, team: Team, formation: int, slots: list[tuple[int, int]]) -> None:
        self.add(35, team, 1, 0.0, duration=0.0, tactics=tactics(team, formation, slots))

    def halves(self, teams: tuple[Team, Team], period: int, ts: float, end: bool) -> None:
        for team in teams:
            self.add(34 if end else 18, team, period, ts, duration=0.0)

    def play(self, team: Team, period: int, ts: float, number: int, other: int) -> None:
        """A pass, its receipt, a carry and a pressure: the events the import skips."""
        self.add(
            30,
            team,
            period,
            ts,
            player=number,
            location=[60.0, 40.0],
            duration=1.2,
            **{
                "pass": {
                    "recipient": team.player(other),
                    "length": 15.2,
                    "angle": 0.3,
                    "end_location": [74.0, 45.0],
                    "height": {"id": 1, "name": "Ground Pass"},
                }
            },
        )
        self.add(42, team, period, ts + 1.2, player=other, location=[74.0, 45.0])
        self.add(
            43,
            team,
            period,
            ts + 1.3,
            player=other,
            location=[74.0, 45.0],
            duration=2.0,
            carry={"end_location": [80.0, 44.0]},
        )


def tactics(team: Team, formation: int, slots: list[tuple[int, int]]) -> dict[str, Any]:
    return {
        "formation": formation,
        "lineup": [
            {
                "player": team.player(n),
                "position": {"id": p, "name": POSITIONS[p]},
                "jersey_number": n,
            }
            for n, p in slots
        ],
    }


def shot(
    outcome: tuple[int, str], kind: tuple[int, str], body: tuple[int, str], **more: Any
) -> dict[str, Any]:
    return {
        "shot": {
            "outcome": {"id": outcome[0], "name": outcome[1]},
            "type": {"id": kind[0], "name": kind[1]},
            "body_part": {"id": body[0], "name": body[1]},
            "end_location": [120.0, 38.2, 1.1],
            "statsbomb_xg": 0.12,
            **more,
        }
    }


GOAL, SAVED, OFF = (97, "Goal"), (100, "Saved"), (98, "Off T")
OPEN, PEN = (87, "Open Play"), (88, "Penalty")
RIGHT, LEFT, HEAD = (40, "Right Foot"), (38, "Left Foot"), (37, "Head")


def lineup_file(
    team: Team, positions: dict[int, list[dict[str, Any]]], cards: dict[int, list[dict[str, Any]]]
) -> dict[str, Any]:
    return {
        "team_id": team.id,
        "team_name": team.name,
        "lineup": [
            {
                "player_id": pid,
                "player_name": name,
                "player_nickname": None,
                "jersey_number": number,
                "country": {"id": 68, "name": "England"},
                "cards": cards.get(number, []),
                "positions": positions.get(number, []),
            }
            for number, (pid, name) in team.players.items()
        ],
    }


def stint(
    position: int, start: str, end: str | None, p0: int, p1: int | None, why: str, until: str
) -> dict[str, Any]:
    return {
        "position_id": position,
        "position": POSITIONS[position],
        "from": start,
        "to": end,
        "from_period": p0,
        "to_period": p1,
        "start_reason": why,
        "end_reason": until,
    }


def cup_final() -> None:
    rovers = Team(
        901,
        "Northfield Rovers",
        [
            (5001, "Adam Keeper", 1),
            (5002, "Ben Right", 2),
            (5003, "Carl Stone", 5),
            (5004, "Dan Wall", 6),
            (5005, "Eli Left", 3),
            (5006, "Finn Engine", 8),
            (5007, "Gus Anchor", 4),
            (5008, "Hal Maestro", 10),
            (5009, "Ian Flyer", 7),
            (5010, "Jack Striker", 9),
            (5011, "Kai Winger", 11),
            (5012, "Lou Spare", 12),
            (5014, "Max Cross", 14),
            (5015, "Ned Steady", 15),
            (5016, "Oli Header", 16),
            (5017, "Pat Bench", 17),
        ],
    )
    athletic = Team(
        902,
        "Southport Athletic",
        [
            (6001, "Quinn Gloves", 1),
            (6002, "Ray Fullback", 2),
            (6004, "Sam Hard", 4),
            (6005, "Tom Tall", 5),
            (6003, "Uwe Quick", 3),
            (6007, "Vic Wide", 7),
            (6008, "Will Runner", 8),
            (6006, "Xavi Pivot", 6),
            (6011, "Yan Wing", 11),
            (6009, "Zak Target", 9),
            (6010, "Ari Ten", 10),
            (6013, "Bo Reserve", 13),
            (6017, "Cy Fresh", 17),
            (6018, "Dez Late", 18),
        ],
    )
    teams = (rovers, athletic)
    log = Log("cup-final")
    log.eleven(
        rovers,
        433,
        [
            (1, 1),
            (2, 2),
            (5, 3),
            (6, 5),
            (3, 6),
            (8, 13),
            (4, 14),
            (10, 15),
            (7, 17),
            (9, 23),
            (11, 21),
        ],
    )
    log.eleven(
        athletic,
        442,
        [
            (1, 1),
            (2, 2),
            (4, 3),
            (5, 5),
            (3, 6),
            (7, 12),
            (8, 13),
            (6, 15),
            (11, 16),
            (9, 22),
            (10, 24),
        ],
    )
    # First half: 1-0, a yellow, an injury (he comes back), an own goal at 45'+2.
    log.halves(teams, 1, 0.0, end=False)
    log.play(rovers, 1, 1.5, 4, 10)
    log.add(17, athletic, 1, 5.0, player=8, location=[50.0, 40.0], duration=0.8)
    assist = log.add(
        30,
        rovers,
        1,
        759.9,
        player=7,
        location=[100.0, 70.0],
        duration=0.6,
        **{
            "pass": {
                "recipient": rovers.player(9),
                "length": 22.0,
                "angle": 2.1,
                "end_location": [110.0, 42.0],
                "goal_assist": True,
                "cross": True,
            }
        },
    )
    goal = log.add(
        16, rovers, 1, 760.4, player=9, location=[110.0, 42.0], **shot(GOAL, OPEN, RIGHT)
    )
    goal["shot"]["key_pass_id"] = assist["id"]
    assist["pass"]["assisted_shot_id"] = goal["id"]
    log.add(21, rovers, 1, 1805.0, player=8, location=[70.0, 30.0])
    log.add(
        22,
        athletic,
        1,
        1805.0,
        player=4,
        location=[50.0, 50.0],
        foul_committed={"card": {"id": 7, "name": "Yellow Card"}},
    )
    log.add(40, rovers, 1, 2288.0, duration=40.0)
    log.add(27, rovers, 1, 2290.0, player=2)
    log.add(26, rovers, 1, 2340.0, player=2)
    log.play(rovers, 1, 2400.0, 2, 8)
    own = log.add(20, rovers, 1, 2790.2, player=6, location=[3.0, 41.0])
    back = log.add(25, athletic, 1, 2790.2)
    own["related_events"], back["related_events"] = [back["id"]], [own["id"]]
    log.halves(teams, 1, 2841.0, end=True)
    # Second half: a half-time substitution, a second yellow and a tactical shift.
    log.halves(teams, 2, 0.0, end=False)
    log.add(
        19,
        athletic,
        2,
        0.0,
        player=11,
        substitution={
            "replacement": athletic.player(17),
            "outcome": {"id": 103, "name": "Tactical"},
        },
    )
    log.play(athletic, 2, 12.0, 8, 9)
    log.add(
        24, athletic, 2, 850.0, player=4, bad_behaviour={"card": {"id": 6, "name": "Second Yellow"}}
    )
    log.add(
        36,
        athletic,
        2,
        902.0,
        tactics=tactics(
            athletic,
            442,
            [(1, 1), (2, 2), (6, 3), (5, 5), (3, 6), (7, 12), (8, 13), (10, 15), (17, 16), (9, 23)],
        ),
    )
    log.add(
        19,
        rovers,
        2,
        1530.0,
        player=7,
        substitution={"replacement": rovers.player(14), "outcome": {"id": 103, "name": "Tactical"}},
    )
    log.add(
        19,
        rovers,
        2,
        1550.0,
        player=10,
        substitution={"replacement": rovers.player(16), "outcome": {"id": 103, "name": "Tactical"}},
    )
    log.add(16, athletic, 2, 1992.0, player=9, location=[108.0, 40.0], **shot(GOAL, PEN, LEFT))
    cross = log.add(
        30,
        rovers,
        2,
        2679.0,
        player=14,
        location=[102.0, 5.0],
        duration=1.0,
        **{
            "pass": {
                "recipient": rovers.player(16),
                "length": 35.0,
                "angle": 1.6,
                "end_location": [114.0, 40.0],
                "goal_assist": True,
                "cross": True,
                "height": {"id": 3, "name": "High Pass"},
            }
        },
    )
    header = log.add(
        16, rovers, 2, 2680.0, player=16, location=[114.0, 40.0], **shot(GOAL, OPEN, HEAD)
    )
    header["shot"]["key_pass_id"] = cross["id"]
    log.add(
        24, rovers, 2, 2885.0, player=8, bad_behaviour={"card": {"id": 7, "name": "Yellow Card"}}
    )
    log.halves(teams, 2, 2970.0, end=True)
    # Extra time: a substitution at its start, a saved penalty, another substitution.
    log.halves(teams, 3, 0.0, end=False)
    log.add(
        19,
        athletic,
        3,
        0.0,
        player=9,
        substitution={
            "replacement": athletic.player(18),
            "outcome": {"id": 103, "name": "Tactical"},
        },
    )
    log.add(16, rovers, 3, 440.0, player=9, location=[108.0, 40.0], **shot(SAVED, PEN, RIGHT))
    log.add(
        19,
        rovers,
        3,
        600.0,
        player=2,
        substitution={"replacement": rovers.player(15), "outcome": {"id": 102, "name": "Injury"}},
    )
    log.halves(teams, 3, 940.0, end=True)
    log.halves(teams, 4, 0.0, end=False)
    log.add(
        22, rovers, 4, 120.0, player=6, foul_committed={"card": {"id": 7, "name": "Yellow Card"}}
    )
    log.halves(teams, 4, 970.0, end=True)
    # The shootout: Rovers win it 4-2.
    log.halves(teams, 5, 0.0, end=False)
    kicks = [
        (rovers, 9, GOAL),
        (athletic, 18, GOAL),
        (rovers, 16, SAVED),
        (athletic, 7, OFF),
        (rovers, 14, GOAL),
        (athletic, 8, GOAL),
        (rovers, 15, GOAL),
        (athletic, 10, SAVED),
        (rovers, 6, GOAL),
    ]
    for n, (team, number, outcome) in enumerate(kicks, start=1):
        log.add(
            16,
            team,
            5,
            40.0 * n,
            player=number,
            location=[108.0, 40.0],
            **shot(outcome, PEN, RIGHT),
        )
    log.halves(teams, 5, 400.0, end=True)

    rovers_positions = {
        1: [stint(1, "00:00", None, 1, None, "Starting XI", "Final Whistle")],
        7: [stint(17, "00:00", "70:30", 1, 2, "Starting XI", "Substitution - Off (Tactical)")],
        14: [stint(17, "70:30", None, 2, None, "Substitution - On (Tactical)", "Final Whistle")],
        12: [],
    }
    lineups = [
        lineup_file(
            rovers,
            rovers_positions,
            {
                8: [
                    {
                        "time": "93:05",
                        "card_type": "Yellow Card",
                        "reason": "Time Wasting",
                        "period": 2,
                    }
                ]
            },
        ),
        lineup_file(
            athletic,
            {},
            {
                4: [
                    {
                        "time": "30:05",
                        "card_type": "Yellow Card",
                        "reason": "Foul Committed",
                        "period": 1,
                    },
                    {
                        "time": "59:10",
                        "card_type": "Second Yellow",
                        "reason": "Argument",
                        "period": 2,
                    },
                ]
            },
        ),
    ]
    matches = [
        match_entry(
            3900001,
            "2026-05-16",
            "15:00:00.000",
            rovers,
            athletic,
            (2, 2),
            "Final",
            "Wembley Stadium",
            "Anna Whistle",
        ),
        match_entry(
            3900000,
            "2026-01-10",
            "15:00:00.000",
            athletic,
            rovers,
            (0, 1),
            "Round 3",
            "Seaside Park",
            "Bob Flag",
        ),
    ]
    write("cup-final", log.events, lineups, matches)


def match_entry(
    match_id: int,
    date: str,
    kick_off: str,
    home: Team,
    away: Team,
    score: tuple[int, int],
    stage: str,
    stadium: str,
    referee: str,
) -> dict:
    def side(team: Team, prefix: str, manager: str) -> dict[str, Any]:
        return {
            f"{prefix}_team_id": team.id,
            f"{prefix}_team_name": team.name,
            f"{prefix}_team_gender": "male",
            f"{prefix}_team_group": None,
            "country": {"id": 68, "name": "England"},
            "managers": [
                {
                    "id": team.id * 10,
                    "name": manager,
                    "nickname": None,
                    "dob": "1970-01-01",
                    "country": {"id": 68, "name": "England"},
                }
            ],
        }

    return {
        "match_id": match_id,
        "match_date": date,
        "kick_off": kick_off,
        "competition": {
            "competition_id": 77,
            "country_name": "England",
            "competition_name": "County Cup",
        },
        "season": {"season_id": 317, "season_name": "2025/2026"},
        "home_team": side(home, "home", f"{home.name.split()[0]} Boss"),
        "away_team": side(away, "away", f"{away.name.split()[0]} Boss"),
        "home_score": score[0],
        "away_score": score[1],
        "match_status": "available",
        "match_status_360": "unscheduled",
        "last_updated": "2026-05-17T09:00:00.000",
        "metadata": {
            "data_version": "1.1.0",
            "shot_fidelity_version": "2",
            "xy_fidelity_version": "2",
        },
        "match_week": 1,
        "competition_stage": {"id": 26, "name": stage},
        "stadium": {"id": 4000, "name": stadium, "country": {"id": 68, "name": "England"}},
        "referee": {"id": 900, "name": referee, "country": {"id": 68, "name": "England"}},
    }


def league() -> None:
    town = Team(903, "Millbrook Town", [(7000 + n, f"Town Player {n}", n) for n in range(1, 17)])
    city = Team(904, "Harbour City", [(8000 + n, f"City Player {n}", n) for n in range(1, 17)])
    log = Log("league")
    log.eleven(
        town,
        352,
        [
            (1, 1),
            (4, 3),
            (5, 4),
            (6, 5),
            (2, 7),
            (8, 13),
            (10, 14),
            (7, 15),
            (3, 8),
            (9, 22),
            (11, 24),
        ],
    )
    log.eleven(
        city,
        4231,
        [
            (1, 1),
            (2, 2),
            (4, 3),
            (5, 5),
            (3, 6),
            (6, 9),
            (8, 11),
            (7, 17),
            (10, 19),
            (11, 21),
            (9, 23),
        ],
    )
    log.halves((town, city), 1, 0.0, end=False)
    log.play(town, 1, 2.0, 10, 9)
    log.add(16, city, 1, 1500.5, player=9, location=[100.0, 38.0], **shot(GOAL, OPEN, LEFT))
    log.halves((town, city), 1, 2725.0, end=True)
    log.halves((town, city), 2, 0.0, end=False)
    log.add(
        19,
        town,
        2,
        1200.0,
        player=11,
        substitution={"replacement": town.player(14), "outcome": {"id": 103, "name": "Tactical"}},
    )
    log.halves((town, city), 2, 2890.0, end=True)
    lineups = [lineup_file(town, {}, {}), lineup_file(city, {}, {})]
    write("league", log.events, lineups, None)


def write(name: str, events: list, lineups: list, matches: list | None) -> None:
    (HERE / f"{name}-events.json").write_text(json.dumps(events, indent=1) + "\n")
    (HERE / f"{name}-lineups.json").write_text(json.dumps(lineups, indent=1) + "\n")
    if matches is not None:
        (HERE / f"{name}-matches.json").write_text(json.dumps(matches, indent=1) + "\n")


if __name__ == "__main__":
    cup_final()
    league()
