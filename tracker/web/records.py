"""The record books' pages: the competitions, an edition, a team and a player.

Every figure is said as the data allows it: a tally over matches that lack what it
needs (a result that lists no scorers) reads "at least 6", with the note of what is
missing (:mod:`tracker.core.records.coverage`), as the window and ``stats`` say it.
"""

from __future__ import annotations

from typing import Any

from starlette.requests import Request
from starlette.responses import HTMLResponse

from tracker.core.i18n import translator
from tracker.core.league.counted import day_passed, table_note
from tracker.core.records.books import PlayerLine, shared_places
from tracker.core.records.coverage import (
    NOT_KNOWN,
    Need,
    appearances_figure,
    figure,
    missing,
    stated,
)
from tracker.core.records.wording import Words
from tracker.services.viewing import EditionPage, PlayerPage
from tracker.web.pages import site_of
from tracker.web.site import MAX_PAGE, id_of, language_of


def editions_page(request: Request) -> HTMLResponse:
    """``/editions``: every competition's editions."""
    site = site_of(request)
    site.whole_library("competitions")
    editions = site.viewer.editions()
    return HTMLResponse(site.render(request, "editions.html", editions=editions))


def bound(text: str, language: str) -> str:
    """A figure ("at least 6", "not known") with its words in ``language`` ("mindestens 6")."""
    if text == NOT_KNOWN:
        return translator(language)(NOT_KNOWN)
    if not text.startswith("at least "):
        return text
    return f"{translator(language)('at least')} {text.removeprefix('at least ')}"


def scorer_lines(page: EditionPage, language: str = "en") -> list[dict[str, Any]]:
    """The edition's top scorers, each figure as the data allows ("at least 3"), and
    each player's place on the board (players level on goals share it)."""
    places = shared_places([x.tally.goals for x in page.scorers])
    return [
        {
            "rank": place,
            "person_id": x.person_id,
            "name": x.name,
            "teams": list(x.teams),
            "goals": x.tally.goals,
            "goals_text": bound(figure(x.tally.goals, x.cover, Need.SCORERS), language),
            "exact": x.cover.complete(Need.SCORERS),
        }
        for place, x in zip(places, page.scorers, strict=True)
    ]


def edition_page(request: Request) -> HTMLResponse:
    """``/editions/<id>``: results and fixtures, the group tables, the top scorers."""
    site = site_of(request)
    site.whole_library("editions")
    edition_id = id_of(request.path_params["edition_id"], "edition")
    page = site.viewer.edition(edition_id)
    language = language_of(request)
    tables = edition_tables(page)
    counted = page.league.note(language) if page.league else table_note(page.count, language)
    # The site's one clock, as each line's words ("live", "no result stored") say it.
    today = site.today()
    html = site.render(
        request,
        "edition.html",
        page=page,
        edition=page.edition,
        # A fixture whose day has passed is no fixture to come: its result is not known.
        # A cancelled one is neither: it never will be played (a walkover, say).
        # An abandoned one (begun, no result) is no fixture to come, whatever its day.
        coming=[
            m
            for m in page.fixtures
            if not m.cancelled and not m.abandoned and not day_passed(m.date, today)
        ],
        passed=[
            m
            for m in page.fixtures
            if not m.cancelled and (m.abandoned or day_passed(m.date, today))
        ],
        cancelled=[m for m in page.fixtures if m.cancelled],
        tables=tables,
        adjustments=[
            f"{row.team} {note}"
            for _, rows in tables
            for row in rows
            for note in getattr(row, "notes", ())
        ],
        counted=counted if tables else "",
        scorers=scorer_lines(page, language),
        scorers_missing=missing(page.cover, Need.SCORERS, language),
        # Cards settle a tie by fair play only where the regulations use it (the World
        # Cup from 2018: before, lots came straight after the figures).
        cards_missing=(
            missing(page.cover, Need.CARDS, language)
            if all(t.fair_play for t in page.tables)
            else ""
        ),
        tied=any(row.tied_with for _, rows in tables for row in rows),
        play_offs=[
            row.play_off_note(language)
            for _, rows in tables
            for row in rows
            if getattr(row, "play_off", None) is not None
        ],
    )
    return HTMLResponse(html)


def edition_tables(page: EditionPage) -> list[tuple[str, tuple[Any, ...]]]:
    """The edition's tables, each ``(title, rows)``: a cup's groups, or a league's
    tables under its rules (its adjustments counted, its split's parts), as the
    window and ``standings`` show them."""
    if page.league is not None:
        return [(table.title, table.rows) for table in page.league.tables]
    return [(table.group, table.rows) for table in page.tables]


def team_page(request: Request) -> HTMLResponse:
    """``/teams/<id>``: the team's record and its matches."""
    site = site_of(request)
    site.whole_library("teams")
    page = site.viewer.team(id_of(request.path_params["team_id"], "team"))
    matches = list(reversed(page.matches))[:MAX_PAGE]
    # A record's matches the competition awarded are said: an award may never have been
    # played out ("3 (1 of them awarded)", "2 (1 by award)").
    words = Words(language_of(request))
    return HTMLResponse(site.render(request, "team.html", page=page, matches=matches, words=words))


def person_figures(page: PlayerPage) -> dict[str, str]:
    """A player's total tallies, each as the data allows ("at least 6", "not known")."""
    cover, total = page.cover, page.total
    return {
        "appearances": appearances_figure(total.appearances, cover),
        "goals": stated(total.goals, cover, Need.SCORERS),
        "own_goals": stated(total.own_goals, cover, Need.SCORERS),
        "assists": stated(total.assists, cover, Need.LINEUPS),
        "yellows": stated(total.yellows, cover, Need.CARDS),
        "reds": stated(total.reds, cover, Need.CARDS),
    }


#: What a player did in one match, as his page lists it: (figure, one, more).
_MARKS = (
    ("goals", "goal", "goals"),
    ("own_goals", "own goal", "own goals"),
    ("assists", "assist", "assists"),
)


def line_marks(line: PlayerLine, language: str = "en") -> str:
    """His goals, own goals and assists in one match ("2 goals, 1 own goal"), in
    ``language``; what he did not do is not said (a result lists no assists)."""
    t = translator(language)
    counts = ((getattr(line, name), one, more) for name, one, more in _MARKS)
    return ", ".join(f"{n} {t(one) if n == 1 else t(more)}" for n, one, more in counts if n)


def person_page(request: Request) -> HTMLResponse:
    """``/people/<id>``: the player's tallies and his matches."""
    site = site_of(request)
    site.whole_library("people")
    page = site.viewer.player(id_of(request.path_params["person_id"], "person"))
    language = language_of(request)
    figures = {name: bound(text, language) for name, text in person_figures(page).items()}
    shown = list(reversed(page.lines))[:MAX_PAGE]  # the marks of the lines shown only
    lines = [(m, line_marks(line, language)) for m, line in shown]
    editions = [
        {
            "id": e.id,
            "name": e.name,
            "goals": bound(stated(e.tally.goals, e.cover, Need.SCORERS), language),
        }
        for e in page.editions
    ]
    html = site.render(
        request,
        "person.html",
        page=page,
        stale=site.viewer.player_stale(page.person.id),
        editions=editions,
        figures=figures,
        lines=lines,
        scorers_missing=missing(page.cover, Need.SCORERS, language),
    )
    return HTMLResponse(html)


__all__ = [
    "bound",
    "edition_page",
    "editions_page",
    "line_marks",
    "person_figures",
    "person_page",
    "scorer_lines",
    "team_page",
]
