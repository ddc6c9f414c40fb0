"""The JSON API, version 1 (``/api/v1/``), documented with an example call per
endpoint in ``docs/web.md``.

Matches have the ids ``match-tracker list`` shows; a match's file is the same JSON
``match-tracker export --format json`` writes, and its StatsBomb export the same as
``--format statsbomb``. Lists come a page at a time (``limit`` at most
:data:`~tracker.web.site.MAX_PAGE`, ``offset``); the answer says the next page's URL.
"""

from __future__ import annotations

import datetime as dt
import json
from typing import Any
from urllib.parse import urlencode

from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route

from tracker.core.records.coverage import Need, missing
from tracker.core.records.played import PlayedMatch
from tracker.services.viewing import MatchPage, Missing
from tracker.sheet.sheetmodel import TeamContent
from tracker.web.pages import site_of
from tracker.web.records import person_figures, scorer_lines
from tracker.web.site import (
    MAX_PAGE,
    BadRequest,
    date_param,
    id_of,
    int_param,
    language_of,
    text_param,
)
from tracker.web.views import moment_data, result_timeline, row_state, timeline

#: The version in every path; a change that breaks a client makes a new one.
PREFIX = "/api/v1"
#: The largest offset a list is read from.
MAX_OFFSET = 10**9


def _json(data: Any) -> JSONResponse:
    return JSONResponse(data, headers={"Cache-Control": "no-cache"})


def index(_request: Request) -> JSONResponse:
    """``/api/v1/``: the endpoints."""
    return _json(
        {
            "version": 1,
            "endpoints": [
                f"{PREFIX}/matches",
                f"{PREFIX}/matches/{{id}}",
                f"{PREFIX}/matches/{{id}}/file",
                f"{PREFIX}/matches/{{id}}/statsbomb",
                f"{PREFIX}/editions",
                f"{PREFIX}/editions/{{id}}",
                f"{PREFIX}/editions/{{id}}/standings",
                f"{PREFIX}/editions/{{id}}/scorers",
                f"{PREFIX}/teams/{{id}}",
                f"{PREFIX}/people",
                f"{PREFIX}/people/{{id}}",
            ],
        }
    )


def _next(request: Request, count: int, limit: int, offset: int) -> str | None:
    if count < limit:
        return None
    query = dict(request.query_params)
    query["offset"] = str(offset + limit)
    return f"{request.url.path}?{urlencode(query)}"


def matches(request: Request) -> JSONResponse:
    """``/api/v1/matches``: the library newest first (``date`` for one day), a page at a time."""
    site = site_of(request)
    limit = int_param(request, "limit", 50, low=1, high=MAX_PAGE)
    offset = int_param(request, "offset", 0, low=0, high=MAX_OFFSET)
    day = date_param(request)
    language = language_of(request)
    if site.match_id is not None:
        moments = [site.viewer.moment(site.match_id)] if offset == 0 else []
    elif day is not None:
        moments = site.viewer.day(day, limit=MAX_PAGE)[offset : offset + limit]
    else:
        entries = site.viewer.library(limit=limit, offset=offset)
        moments = [site.viewer.moment_of(e) for e in entries]
    return _json(
        {
            "matches": [moment_data(m, language, site.today()) for m in moments],
            "limit": limit,
            "offset": offset,
            "next": _next(request, len(moments), limit, offset),
        }
    )


def _team(team: TeamContent) -> dict[str, Any]:
    return {
        "name": team.name,
        "formation": team.formation,
        "manager": team.manager,
        "starters": [
            [
                {
                    "name": p.name,
                    "number": p.number,
                    "captain": p.captain,
                    "replaced_by": [
                        {"name": r.name, "minute": r.minute, "sent_off": r.sent_off}
                        for r in p.replaced_by
                    ],
                    "sent_off": p.sent_off,
                }
                for p in row
            ]
            for row in team.rows
        ],
        "substitutes": [
            {"name": p.name, "number": p.number, "on": p.came_on, "off": p.went_off}
            for p in team.players
            if not p.started
        ],
        "unused": list(team.unused),
    }


def _match(page: MatchPage, language: str, today: dt.date) -> dict[str, Any]:
    """A match as JSON, its status said on ``today`` (the site's day)."""
    data = moment_data(page.moment, language, today)
    played = page.played
    data["edition_id"] = played.edition_id if played else None
    data["home_team_id"] = played.home_team_id if played else None
    data["away_team_id"] = played.away_team_id if played else None
    if page.sheet is not None:
        sheet = page.sheet
        data["events"] = [line.data() for line in timeline(sheet)]
        data["lineups"] = {"home": _team(sheet.home), "away": _team(sheet.away)}
        data["cards"] = [
            {"minute": c.minute, "team": c.team, "who": c.who, "colour": c.colour}
            for c in sheet.cards
        ]
        data["key_stats"] = list(sheet.key_stats)
        data["key_stats_stale"] = page.stale
    elif page.result is not None:
        result = page.result
        # In the page's words (scorer, note and team), plus the team and note as data.
        data["events"] = [
            {**line.data(), "team": g.team, "note": g.note}
            for line, g in zip(result_timeline(result), result.goals, strict=True)
        ]
        data["lineups"] = None
        data["key_stats"] = list(result.key_stats)
        data["key_stats_stale"] = page.stale
    return data


def match(request: Request) -> JSONResponse:
    """``/api/v1/matches/<id>``: a match with its events and line-ups."""
    site = site_of(request)
    match_id = id_of(request.path_params["match_id"], "match")
    site.shows(match_id)
    language = language_of(request)
    return _json(_match(site.viewer.match(match_id, language), language, site.today()))


def _logged(request: Request) -> int:
    site = site_of(request)
    match_id = id_of(request.path_params["match_id"], "match")
    site.shows(match_id)
    entry = site.viewer.entry(match_id)
    if entry.record != "logged":
        raise Missing(
            "match {match_id} is a result only: it has no event log to export"
            if entry.record == "result"
            else "match {match_id} is a fixture only: it has no event log to export",
            match_id=match_id,
        )
    return match_id


def match_file(request: Request) -> Response:
    """``/api/v1/matches/<id>/file``: the match file (``export --format json``)."""
    match_id = _logged(request)
    ((name, data),) = site_of(request).viewer.export(match_id, "json").items()
    return Response(
        data,
        media_type="application/json",
        headers={"Content-Disposition": f'inline; filename="{name}"'},
    )


#: The files of a StatsBomb export, by the name ``part`` gives.
STATSBOMB_PARTS = ("events", "lineups", "matches")


def statsbomb(request: Request) -> Response:
    """``/api/v1/matches/<id>/statsbomb``: the StatsBomb export (``export --format
    statsbomb``): its three files in one object, or one file as written (``part``)."""
    part = text_param(request, "part", longest=10)
    if part and part not in STATSBOMB_PARTS:
        raise BadRequest(f"part must be one of: {', '.join(STATSBOMB_PARTS)}")
    files = site_of(request).viewer.export(_logged(request), "statsbomb")
    by_part = {name.split("_", 1)[0]: (name, data) for name, data in files.items()}
    if part:
        name, data = by_part[part]
        headers = {"Content-Disposition": f'inline; filename="{name}"'}
        return Response(data, media_type="application/json", headers=headers)
    return _json({key: json.loads(data) for key, (_, data) in sorted(by_part.items())})


def _played(m: PlayedMatch, today: dt.date) -> dict[str, Any]:
    """A match of a list as JSON, its ``status`` said on ``today`` (the site's day)."""
    # The teams as the match was played (Yugoslavia in 1974): a team's record counts
    # Serbia's predecessors as Serbia, but a match keeps the names its file gave; the
    # ids link each to the team whose record counts it.
    home, away = m.teams_as_played
    return {
        "id": m.id,
        "date": m.date.isoformat() if m.date else None,
        "round": m.round,
        "group": m.group,
        "home": home,
        "away": away,
        "home_team_id": m.home_team_id,
        "away_team_id": m.away_team_id,
        "played": m.played,
        "home_goals": m.home_goals if m.played else None,
        "away_goals": m.away_goals if m.played else None,
        "extra_time": m.extra_time,
        "shootout": list(m.shootout) if m.shootout else None,
        "record": m.record.value,
        # A score the competition awarded is no score played (status "awarded" too).
        "awarded": m.awarded,
        "status": _status(m, today),
    }


def _status(m: PlayedMatch, today: dt.date) -> str | None:
    """Why a match's score is no result, or why it has none, as its line on a page
    says it on ``today`` ("live", "postponed"); None for the rest."""
    return row_state(m, today) or None


def editions(request: Request) -> JSONResponse:
    """``/api/v1/editions``: every edition."""
    site = site_of(request)
    site.whole_library("editions")
    return _json(
        {
            "editions": [
                {
                    "id": e.id,
                    "name": e.name,
                    "season": e.season,
                    "competition": e.competition,
                    "competition_id": e.competition_id,
                    "matches": e.matches,
                }
                for e in site.viewer.editions()
            ]
        }
    )


def edition(request: Request) -> JSONResponse:
    """``/api/v1/editions/<id>``: an edition's results and fixtures."""
    site = site_of(request)
    site.whole_library("editions")
    page = site.viewer.edition(id_of(request.path_params["edition_id"], "edition"), scorers=0)
    e = page.edition
    today = site.today()
    return _json(
        {
            "id": e.id,
            "name": e.name,
            "season": e.season,
            "competition": e.competition,
            "results": [_played(m, today) for m in page.results],
            # A cancelled match is no fixture: it never will be played (a walkover).
            "fixtures": [_played(m, today) for m in page.fixtures if not m.cancelled],
            "cancelled": [_played(m, today) for m in page.fixtures if m.cancelled],
        }
    )


def standings(request: Request) -> JSONResponse:
    """``/api/v1/editions/<id>/standings``: each group's table, or a league's tables
    under its rules (with each row's points adjustment and its reasons), and what they
    count."""
    from tracker.web.records import edition_tables

    site = site_of(request)
    site.whole_library("editions")
    page = site.viewer.edition(id_of(request.path_params["edition_id"], "edition"), scorers=0)
    return _json(
        {
            "edition_id": page.edition.id,
            "league": page.league is not None,
            "tables": [
                {"group": title, "rows": [_table_row(r, page.teams) for r in rows]}
                for title, rows in edition_tables(page)
            ],
            "count": page.count.as_dict(),
        }
    )


def _table_row(row: Any, teams: dict[str, int]) -> dict[str, Any]:
    """One line of a table; a league's adds its points adjustment and the reasons."""
    found = {
        "position": row.position,
        "team": row.team,
        "team_id": teams.get(row.team),
        "played": row.played,
        "won": row.won,
        "drawn": row.drawn,
        "lost": row.lost,
        "goals_for": row.goals_for,
        "goals_against": row.goals_against,
        "points": row.points,
        "tied_with": list(row.tied_with),
    }
    if hasattr(row, "adjustment"):
        found["adjustment"] = row.adjustment
        found["notes"] = list(row.notes)
    return found


def scorers(request: Request) -> JSONResponse:
    """``/api/v1/editions/<id>/scorers``: the top scorers ("at least" where the data says)."""
    site = site_of(request)
    site.whole_library("editions")
    limit = int_param(request, "limit", 20, low=1, high=MAX_PAGE)
    edition_id = id_of(request.path_params["edition_id"], "edition")
    page = site.viewer.edition(edition_id, scorers=limit)
    return _json(
        {
            "edition_id": edition_id,
            "scorers": scorer_lines(page),
            "missing": missing(page.cover, Need.SCORERS),
            "not_counted_yet": page.stale,
        }
    )


def team(request: Request) -> JSONResponse:
    """``/api/v1/teams/<id>``: a team's record and matches."""
    site = site_of(request)
    site.whole_library("teams")
    page = site.viewer.team(id_of(request.path_params["team_id"], "team"))
    r = page.overall
    today = site.today()
    return _json(
        {
            "id": page.id,
            "name": page.name,
            # The other names its matches count under ("West Germany" for Germany).
            "other_names": list(page.names),
            "record": {
                "played": r.played,
                "won": r.won,
                "drawn": r.drawn,
                "lost": r.lost,
                "goals_for": r.goals_for,
                "goals_against": r.goals_against,
                # Of the matches, wins, draws and defeats: those the competition awarded
                # (perhaps never played out).
                "awarded": r.awarded,
                "won_awarded": r.won_awarded,
                "drawn_awarded": r.drawn_awarded,
                "lost_awarded": r.lost_awarded,
            },
            "matches": [_played(m, today) for m in page.matches[-MAX_PAGE:]],
        }
    )


def people(request: Request) -> JSONResponse:
    """``/api/v1/people``: people whose name contains ``search``, by name."""
    site = site_of(request)
    site.whole_library("people")
    search = text_param(request, "search")
    limit = int_param(request, "limit", 50, low=1, high=MAX_PAGE)
    offset = int_param(request, "offset", 0, low=0, high=MAX_OFFSET)
    found = site.viewer.person_list(search, limit=limit, offset=offset)
    return _json(
        {
            "people": [
                {"id": p.id, "name": p.name, "teams": list(p.teams), "matches": p.matches}
                for p in found
            ],
            "limit": limit,
            "offset": offset,
            "next": _next(request, len(found), limit, offset),
        }
    )


def person(request: Request) -> JSONResponse:
    """``/api/v1/people/<id>``: a player's tallies, each figure as the data allows."""
    site = site_of(request)
    site.whole_library("people")
    page = site.viewer.player(id_of(request.path_params["person_id"], "person"))
    return _json(
        {
            "id": page.person.id,
            "name": page.person.name,
            "names": list(page.person.names),
            **person_figures(page),
            "matches": [m.id for m, _ in page.lines],
        }
    )


def routes() -> list[Route]:
    """The API's routes."""
    return [
        Route(f"{PREFIX}/", index),
        Route(f"{PREFIX}/matches", matches),
        Route(f"{PREFIX}/matches/{{match_id}}", match),
        Route(f"{PREFIX}/matches/{{match_id}}/file", match_file),
        Route(f"{PREFIX}/matches/{{match_id}}/statsbomb", statsbomb),
        Route(f"{PREFIX}/editions", editions),
        Route(f"{PREFIX}/editions/{{edition_id}}", edition),
        Route(f"{PREFIX}/editions/{{edition_id}}/standings", standings),
        Route(f"{PREFIX}/editions/{{edition_id}}/scorers", scorers),
        Route(f"{PREFIX}/teams/{{team_id}}", team),
        Route(f"{PREFIX}/people", people),
        Route(f"{PREFIX}/people/{{person_id}}", person),
    ]


__all__ = ["PREFIX", "routes"]
