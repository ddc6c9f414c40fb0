"""A final with extra time and penalties: Argentina 3-3 France, 4-2 on penalties.

Built here as a match file (the form a user imports), with what the round trips
must keep: officials, attendance, captains, known-as names, a bench in its order,
positions, the "three" rules preset, a concussion substitute, cards in the second
half's added time (90'+5, 90'+8) and a substitution at 91' in extra time.
"""

from __future__ import annotations

import json
from typing import Any

from tracker.core.files import matchfile
from tracker.core.match.events import Event
from tracker.core.match.model import Match

#: (id, name, known as, number, position) for each side.
ARGENTINA = [
    (1, "Emiliano Martínez", "E. Martínez", 23, "GK"),
    (2, "Nahuel Molina", "Molina", 26, "DF"),
    (3, "Cristian Romero", "Romero", 13, "DF"),
    (4, "Nicolás Otamendi", "Otamendi", 19, "DF"),
    (5, "Nicolás Tagliafico", "Tagliafico", 3, "DF"),
    (6, "Rodrigo De Paul", "De Paul", 7, "MF"),
    (7, "Enzo Fernández", "E. Fernández", 24, "MF"),
    (8, "Alexis Mac Allister", "Mac Allister", 20, "MF"),
    (9, "Lionel Messi", "Messi", 10, "FW"),
    (10, "Julián Álvarez", "J. Álvarez", 9, "FW"),
    (11, "Ángel Di María", "Di María", 11, "FW"),
    (12, "Franco Armani", "Armani", 1, "GK"),
    (13, "Marcos Acuña", "Acuña", 8, "DF"),
    (14, "Gonzalo Montiel", "Montiel", 4, "DF"),
    (15, "Leandro Paredes", "Paredes", 5, "MF"),
    (16, "Lautaro Martínez", "L. Martínez", 22, "FW"),
    (17, "Paulo Dybala", "Dybala", 21, "FW"),
]
FRANCE = [
    (101, "Hugo Lloris", "Lloris", 1, "GK"),
    (102, "Jules Koundé", "Koundé", 5, "DF"),
    (103, "Raphaël Varane", "Varane", 4, "DF"),
    (104, "Dayot Upamecano", "Upamecano", 18, "DF"),
    (105, "Theo Hernández", "T. Hernández", 22, "DF"),
    (106, "Aurélien Tchouaméni", "Tchouaméni", 8, "MF"),
    (107, "Adrien Rabiot", "Rabiot", 14, "MF"),
    (108, "Antoine Griezmann", "Griezmann", 7, "MF"),
    (109, "Ousmane Dembélé", "Dembélé", 11, "FW"),
    (110, "Olivier Giroud", "Giroud", 9, "FW"),
    (111, "Kylian Mbappé", "Mbappé", 10, "FW"),
    (112, "Steve Mandanda", "Mandanda", 16, "GK"),
    (113, "Marcus Thuram", "Thuram", 15, "FW"),
    (114, "Randal Kolo Muani", "Kolo Muani", 12, "FW"),
    (115, "Eduardo Camavinga", "Camavinga", 25, "MF"),
    (116, "Kingsley Coman", "Coman", 20, "FW"),
    (117, "Axel Disasi", "Disasi", 26, "DF"),
]


def _team(
    name: str, short: str, manager: str, colour: str, squad: list[Any], lineup: dict[str, Any]
) -> dict[str, Any]:
    return {
        "name": name,
        "short_name": short,
        "manager": manager,
        "colour": colour,
        "keeper_colour": "#2b2b2b",
        "squad": [
            {"id": i, "name": n, "known_as": k, "number": no, "position": pos}
            for i, n, k, no, pos in squad
        ],
        "lineup": lineup,
    }


def _e(kind: str, time: str, period: int, **fields: Any) -> dict[str, Any]:
    return {"kind": kind, "time": time, "period": period, **fields}


def _sub(time: str, period: int, side: str, off: int, on: int, concussion: bool = False) -> Any:
    return _e("substitution", time, period, side=side, off=off, on=on, concussion=concussion)


def _goal(
    time: str, period: int, side: str, scorer: int, how: str, assist: int | None = None
) -> Any:
    return _e("goal", time, period, side=side, scorer=scorer, assist=assist, how=how)


def _card(time: str, period: int, side: str, player: int) -> Any:
    return _e("card", time, period, side=side, player=player, card="yellow")


def _events() -> list[dict[str, Any]]:
    kicks = [
        ("away", 111, True),  # Mbappé
        ("home", 9, True),  # Messi
        ("away", 116, False),  # Coman
        ("home", 17, True),  # Dybala
        ("away", 106, False),  # Tchouaméni
        ("home", 16, True),  # Lautaro Martínez
        ("away", 114, True),  # Kolo Muani
        ("home", 14, True),  # Montiel
    ]
    return [
        _e("period_start", "0", 1),
        _goal("23", 1, "home", 9, "penalty"),
        _goal("36", 1, "home", 11, "open_play", 8),
        _sub("41", 1, "away", 110, 113),
        _sub("41", 1, "away", 109, 114),
        _card("45+7", 1, "home", 7),
        _e("period_end", "45+7", 1),
        _e("period_start", "45", 2),
        _sub("64", 2, "home", 11, 13),
        _sub("71", 2, "away", 107, 115),
        _goal("80", 2, "away", 111, "penalty"),
        _goal("81", 2, "away", 111, "open_play", 113),
        _card("90+5", 2, "home", 13),
        _card("90+8", 2, "away", 106),
        _e("period_end", "90+8", 2),
        _e("period_start", "90", 3),
        _sub("91", 3, "home", 2, 14),
        _sub("103", 3, "home", 10, 16),
        _e("period_end", "105+1", 3),
        _e("period_start", "105", 4),
        _goal("108", 4, "home", 9, "open_play"),
        _sub("113", 4, "away", 108, 116),
        _goal("118", 4, "away", 111, "penalty"),
        _sub("120+1", 4, "home", 5, 17, concussion=True),
        _card("120+2", 4, "home", 14),
        _e("period_end", "120+3", 4),
        _e("period_start", "pens", 5),
        *(
            {
                "kind": "shootout_kick",
                "time": "pens",
                "period": 5,
                "side": s,
                "player": p,
                "scored": ok,
            }
            for s, p, ok in kicks
        ),
        _e("period_end", "pens", 5),
        _e("match_end", "pens", 5),
    ]


def final_text() -> str:
    """The 2022 World Cup final as a match file."""
    data = {
        "format": "match-tracker",
        "version": 2,
        "match": {
            "competition": "FIFA World Cup 2022",
            "stage": "Final",
            "date": "2022-12-18",
            "kickoff": "18:00",
            "venue": "Lusail Stadium",
            "attendance": 88966,
            "officials": {
                "referee": "Szymon Marciniak",
                "assistant1": "Paweł Sokolnicki",
                "assistant2": "Tomasz Listkiewicz",
                "fourth": "Ismail Elfath",
                "var": "Tomasz Kwiatkowski",
            },
            "rules": {"preset": "three", "team_size": 11},
            "confirmed": False,
        },
        "home": _team(
            "Argentina",
            "ARG",
            "Lionel Scaloni",
            "#75aadb",
            ARGENTINA,
            {
                "formation": "4-3-3",
                "rows": [[1], [2, 3, 4, 5], [6, 7, 8], [11, 10, 9]],
                "bench": [15, 17, 12, 13, 16, 14],
                "captain": 9,
            },
        ),
        "away": _team(
            "France",
            "FRA",
            "Didier Deschamps",
            "#21304d",
            FRANCE,
            {
                "formation": "4-3-3",
                "rows": [[101], [102, 103, 104, 105], [106, 107, 108], [109, 110, 111]],
                "bench": [117, 112, 116, 113, 115, 114],
                "captain": 101,
            },
        ),
        "events": _events(),
    }
    return json.dumps(data, ensure_ascii=False, indent=1)


def final() -> tuple[Match, list[Event]]:
    """The 2022 World Cup final's set-up and events."""
    return matchfile.loads(final_text())
