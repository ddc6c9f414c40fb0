"""The 2018 World Cup final (France 4-2 Croatia) as a match file logged in the window
would write it: full names, with the known-as names a reporter sets ("Griezmann")."""

from __future__ import annotations

import json
from typing import Any

from tracker.app import demo_text

FRANCE = [
    ("Hugo Lloris", "Lloris", "GK"), ("Benjamin Pavard", "Pavard", "DF"),
    ("Raphaël Varane", "Varane", "DF"), ("Samuel Umtiti", "Umtiti", "DF"),
    ("Lucas Hernández", "L. Hernández", "DF"), ("N'Golo Kanté", "Kanté", "MF"),
    ("Paul Pogba", "Pogba", "MF"), ("Antoine Griezmann", "Griezmann", "FW"),
    ("Blaise Matuidi", "Matuidi", "MF"), ("Kylian Mbappé", "Mbappé", "FW"),
    ("Olivier Giroud", "Giroud", "FW"), ("Steven Nzonzi", "Nzonzi", "MF"),
    ("Corentin Tolisso", "Tolisso", "MF"), ("Nabil Fekir", "Fekir", "FW"),
    ("Steve Mandanda", "Mandanda", "GK"), ("Thomas Lemar", "Lemar", "MF"),
]  # fmt: skip
CROATIA = [
    ("Danijel Subašić", "Subašić", "GK"), ("Šime Vrsaljko", "Vrsaljko", "DF"),
    ("Dejan Lovren", "Lovren", "DF"), ("Domagoj Vida", "Vida", "DF"),
    ("Ivan Strinić", "Strinić", "DF"), ("Marcelo Brozović", "Brozović", "MF"),
    ("Ivan Rakitić", "Rakitić", "MF"), ("Ante Rebić", "Rebić", "MF"),
    ("Luka Modrić", "Modrić", "MF"), ("Ivan Perišić", "Perišić", "MF"),
    ("Mario Mandžukić", "Mandžukić", "FW"), ("Andrej Kramarić", "Kramarić", "FW"),
    ("Marko Pjaca", "Pjaca", "FW"), ("Vedran Ćorluka", "Ćorluka", "DF"),
    ("Mateo Kovačić", "Kovačić", "MF"), ("Dominik Livaković", "Livaković", "GK"),
]  # fmt: skip


def _squad(players: list[tuple[str, str, str]], first: int) -> list[dict[str, Any]]:
    return [
        {"id": first + n, "name": name, "known_as": known, "number": None, "position": pos}
        for n, (name, known, pos) in enumerate(players)
    ]


def _goal(
    minute: str, period: int, side: str, scorer: int, how: str = "open_play"
) -> dict[str, Any]:
    return {"kind": "goal", "time": minute, "period": period, "side": side, "scorer": scorer,
            "assist": None, "how": how}  # fmt: skip


def final_2018() -> str:
    """The match file of the final, built on the demo's (its line-up shapes kept)."""
    data = json.loads(demo_text())
    data["match"].update(
        competition="FIFA World Cup 2018", stage="Final", date="2018-07-15", venue="Moscow"
    )
    data["home"].update(name="France", short_name="FRA", manager="Didier Deschamps")
    data["away"].update(name="Croatia", short_name="CRO", manager="Zlatko Dalić")
    data["home"]["squad"] = _squad(FRANCE, 1)
    data["away"]["squad"] = _squad(CROATIA, 17)
    data["events"] = [
        {"kind": "period_start", "time": "0", "period": 1},
        _goal("18", 1, "away", 27, "own_goal"),  # Mandžukić, for France
        _goal("28", 1, "away", 26),  # Perišić
        _goal("38", 1, "home", 8, "penalty"),  # Griezmann
        {"kind": "period_end", "time": "45", "period": 1},
        {"kind": "period_start", "time": "45", "period": 2},
        _goal("59", 2, "home", 7),  # Pogba
        _goal("65", 2, "home", 10),  # Mbappé
        _goal("69", 2, "away", 27),  # Mandžukić
        {"kind": "period_end", "time": "90", "period": 2},
        {"kind": "match_end", "time": "90", "period": 2},
    ]
    return json.dumps(data, ensure_ascii=False)
