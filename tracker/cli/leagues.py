"""The league commands: ``adjust``, and ``standings`` of a league edition.

``standings EDITION [--home | --away] [--as-of DATE]`` prints a league season's
tables under its competition's rules (a split's parts after the regular season,
adjustments marked ``*`` with their reasons below) and its knockout ties with who
went through. ``adjust EDITION TEAM POINTS --reason TEXT`` records a deduction
(negative) or an award.
"""

from __future__ import annotations

import argparse
import dataclasses
import datetime as dt
import sys
from typing import TYPE_CHECKING

from tracker.cli.common import (
    PROG,
    UserError,
    _guard,
    _service,
    _user,
    add_json,
    print_json,
    record_id,
    text,
)
from tracker.core.i18n import gettext as _
from tracker.core.i18n import language as language_used

if TYPE_CHECKING:
    from collections.abc import Sequence

    from tracker.core.league.standings import Row
    from tracker.core.league.tables import LeagueRow, PhaseTable, PositionGrid
    from tracker.services.leagues import LeagueService, Season
    from tracker.services.records import GroupTable


def add_parsers(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add ``adjust`` to the command's sub-parsers."""
    adjust = sub.add_parser(
        "adjust",
        help="record a league's points deduction or award (or list them)",
        description="Record points a league took off a team (negative) or gave it, with "
        "the reason: the table counts them and marks the team. With no TEAM: the "
        "edition's adjustments.",
    )
    adjust.add_argument(
        "edition", type=text, metavar="EDITION", help='e.g. "Premier League 2023/24"'
    )
    adjust.add_argument("team", type=text, metavar="TEAM", nargs="?", help="a team of the edition")
    adjust.add_argument(
        "points",
        metavar="POINTS",
        nargs="?",
        type=_points,
        help="-8 for a deduction, 3 for an award",
    )
    adjust.add_argument("--reason", type=text, metavar="TEXT", help="why (the table shows it)")
    adjust.add_argument(
        "--date",
        metavar="DATE",
        type=_date,
        help="the day it took effect (tables before leave it out)",
    )
    adjust.add_argument(
        "--remove",
        metavar="ADJUSTMENT",
        type=record_id,
        help="delete the adjustment with this id (the list 'adjust EDITION' prints)",
    )


def add_standings_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add ``standings`` to the command's sub-parsers."""
    standings = sub.add_parser(
        "standings", help="print an edition's group tables, or a league's table"
    )
    standings.add_argument("edition", type=text, metavar="EDITION", help='e.g. "World Cup 2014"')
    standings.add_argument(
        "--group", type=text, metavar="GROUP", help="only this group (A, or Group A)"
    )
    add_standings_options(standings)
    add_json(standings, "the tables as JSON: {edition, tables: [{title, rows: [{position, …}]}]}")


def add_standings_options(parser: argparse.ArgumentParser) -> None:
    """``standings``'s options for a league edition."""
    venue = parser.add_mutually_exclusive_group()
    venue.add_argument("--home", action="store_true", help="a league's home matches only")
    venue.add_argument("--away", action="store_true", help="a league's away matches only")
    parser.add_argument(
        "--as-of", metavar="DATE", type=_date, help="the table as of this day (2024-01-01)"
    )
    parser.add_argument(
        "--positions",
        action="store_true",
        help="each team's position after each matchday (a league's regular season, its "
        "points adjustments from their day; or each table of its own: Apertura, league phase)",
    )


def _points(value: str) -> int:
    """A number of points a league may take off or give (at most a season's worth)."""
    try:
        points = int(value) if len(value) <= 6 else None
    except ValueError:
        points = None
    if points is None or not -MOST_POINTS <= points <= MOST_POINTS:
        raise argparse.ArgumentTypeError(
            f"points must be a whole number from -{MOST_POINTS} to {MOST_POINTS}"
        )
    return points


#: The most points one adjustment may take or give.
MOST_POINTS = 200


def _date(text: str) -> dt.date:
    try:
        return dt.date.fromisoformat(text.strip())
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a date such as 2024-01-31") from None


def writes(args: argparse.Namespace) -> bool:
    """Whether the command changes the database."""
    return args.command == "adjust" and (args.team is not None or args.remove is not None)


def _leagues(args: argparse.Namespace) -> LeagueService:
    from tracker.services.leagues import LeagueService

    return LeagueService(_service(args).db)


def cmd_adjust(args: argparse.Namespace) -> int:
    """Record, remove or list an edition's points adjustments."""
    from tracker.services.records import RecordsService

    service = _leagues(args)
    edition = _guard(lambda: RecordsService(service.db).find_edition(args.edition))
    if args.remove is not None:
        if args.team is not None or args.points is not None:
            raise UserError(_("--remove removes one adjustment: give no team or points with it"))
        gone = _guard(lambda: service.remove_adjustment(args.remove, edition))
        said = _("removed: {team} {points} ({reason})")
        print(said.format(team=gone.team, points=f"{gone.points:+d}", reason=gone.reason))
        return 0
    if args.team is None:
        listed = _guard(lambda: service.adjustments(edition.id))
        if not listed:
            print(_("{edition}: no points adjustments recorded").format(edition=edition.name))
        for a in listed:
            when = _(", from {date}").format(date=a.effective.isoformat()) if a.effective else ""
            print(f"{a.id:>4}  {a.team} {a.points:+d}: {a.reason}{when}")
        return 0
    if args.points is None:
        raise UserError(_("give the points: -8 for a deduction, 3 for an award"))
    if args.reason is None:
        raise UserError(_("say why with --reason TEXT: the table shows it"))

    made = _guard(
        lambda: service.adjust(
            edition.id,
            args.team,
            args.points,
            args.reason,
            effective=args.date,
            author=args.user or _user(),
        )
    )
    print(_adjusted(made.points, made.team, edition.name, made.id, made.reason))
    season = _guard(lambda: service.season(edition.id))
    if season.uncounted:
        said = _("recorded, but {none}: the standings say so under them")
        print(f"{PROG}: {_('warning')}: {said.format(none=_count_none(season))}", file=sys.stderr)
    return 0


def _adjusted(points: int, team: str, edition: str, made: int, reason: str) -> str:
    """ "8 points deducted from Everton in Premier League 2023/24 (adjustment 3): …"."""
    if points < 0:
        said = (
            _("1 point deducted from {team} in {edition} (adjustment {id}): {reason}")
            if points == -1
            else _("{count} points deducted from {team} in {edition} (adjustment {id}): {reason}")
        )
    else:
        said = (
            _("1 point awarded to {team} in {edition} (adjustment {id}): {reason}")
            if points == 1
            else _("{count} points awarded to {team} in {edition} (adjustment {id}): {reason}")
        )
    return said.format(count=abs(points), team=team, edition=edition, id=made, reason=reason)


def _count_none(season: Season) -> str:
    """ "the League phase table counts none", "the Apertura and Clausura tables count none"."""
    names = [_(t.title) for t in season.tables]
    if not names:
        return _("no table of the edition counts them")
    if len(names) == 1:
        return _("the {table} table counts none").format(table=names[0])
    said = _("the {tables} and {last} tables count none")
    return said.format(tables=", ".join(names[:-1]), last=names[-1])


def _difference(goals: int) -> str:
    """A goal difference as tables write it: +5, -3, and 0 (no sign)."""
    return f"{goals:+d}" if goals else "0"


def cmd_standings(args: argparse.Namespace) -> int:
    """Print each group's table of an edition, or a league's table."""
    from tracker.services.records import RecordsService

    records = RecordsService(_service(args).db)
    edition = _guard(lambda: records.find_edition(args.edition))
    from tracker.services.leagues import LeagueService

    leagues = LeagueService(records.db)
    if not args.group and _guard(lambda: leagues.is_league(edition.id)):
        return print_league(leagues, edition.id, args)
    if args.home or args.away or args.as_of or args.positions:
        raise UserError(_("--home, --away, --as-of and --positions are for a league's table"))
    tables = _guard(lambda: records.standings(edition.id))
    if args.group:
        wanted = args.group.strip().casefold().removeprefix("group").strip()
        tables = [t for t in tables if t.group.casefold().removeprefix("group").strip() == wanted]
        if not tables:
            said = _("{edition} has no group {group}")
            raise UserError(said.format(edition=edition.name, group=repr(args.group)))
    if args.json:
        found = [
            {"title": t.group, "rows": [_row_json(r) for r in t.rows], "count": t.count.as_dict()}
            for t in tables
        ]
        print_json({"edition": edition.name, "league": False, "tables": found})
        return 0
    if not tables:
        print(_("{edition}: no group matches stored").format(edition=edition.name))
        return 0
    width = max(len(_(TEAM)), *(len(r.team) for t in tables for r in t.rows))
    for index, table in enumerate(tables):
        if index:
            print()
        _print_group(edition.name, table, width)
    return 0


#: The heading of a table's column of teams (translated: "Mannschaft", "Equipo").
TEAM = "Team"
#: The headings of a table's figures, as a group's rows give them the room (at least).
_GROUP_COLUMNS = (("P", 2), ("W", 2), ("D", 2), ("L", 2), ("GF GA", 2), ("GD", 3), ("Pts", 3))
#: A league's: its goals reach three figures.
_LEAGUE_COLUMNS = (("P", 2), ("W", 2), ("D", 2), ("L", 2), ("GF GA", 3), ("GD", 4), ("Pts", 3))


def _table_lines(
    rows: Sequence[Row | LeagueRow], width: int, columns: Sequence[tuple[str, int]]
) -> list[str]:
    """A table's heading and rows, each column as wide as its heading or its widest
    figure in the user's language. The goals are a column each ("GF GA") or, where the
    language writes them so (German "Tore"), one column "99:32"."""
    goals = _("GF GA").split()
    heads: list[str] = []
    cells: list[list[str]] = [[] for _row in rows]
    for head, least in columns:
        if head != "GF GA":
            figures = [[_figure(head, r)] for r in rows]
            named = [_(head)]
        elif len(goals) == 1:
            figures = [[f"{r.goals_for}:{r.goals_against}"] for r in rows]
            named = goals
        else:
            figures = [[str(r.goals_for), str(r.goals_against)] for r in rows]
            named = goals
        for k, name in enumerate(named):
            wide = max(least, len(name), *(len(f[k]) for f in figures))
            heads.append(f"{name:>{wide}}")
            for row, f in zip(cells, figures, strict=True):
                row.append(f"{f[k]:>{wide}}")
    lines = [f" #  {_(TEAM):<{width}}  " + "  ".join(heads)]
    for r, row in zip(rows, cells, strict=True):
        lines.append(f"{r.position:>2}  {r.team:<{width}}  " + "  ".join(row))
    return lines


def _figure(head: str, r: Row | LeagueRow) -> str:
    """The figure of the column ``head`` in ``r``."""
    if head == "GD":
        return _difference(r.goal_difference)
    keys = {"P": "played", "W": "won", "D": "drawn", "L": "lost", "Pts": "points"}
    return str(getattr(r, keys[head]))


def _print_group(edition: str, table: GroupTable, width: int) -> None:
    """One group's table, and the teams level on every criterion the data holds."""
    from tracker.core.results.rounds import round_words

    print(f"{edition} – {round_words(table.group)}")
    for line in _table_lines(table.rows, width, _GROUP_COLUMNS):
        print(line)
    ties = [r.team for r in table.rows if r.tied_with]
    lang = language_used()
    if ties:
        from tracker.core.records.coverage import Need, missing

        lacking = missing(table.cover, Need.CARDS, lang)
        if not table.fair_play:
            decide = _("lots decide")
        elif lacking:
            decide = _("fair play cannot be counted: {lacking}; lots may decide")
        else:
            decide = _("fair play or lots decide")
        said = _("level on every criterion held: {teams} ({decide})")
        print("    " + said.format(teams=", ".join(ties), decide=decide.format(lacking=lacking)))
    for r in table.rows:
        if r.play_off is not None:
            said = _("{note} (not in the table's figures)")
            print("    " + said.format(note=r.play_off_note(lang)))
    if not table.count.final:
        from tracker.core.league.counted import describe

        print(f"    {describe(table.count, lang)}")


def print_league(service: LeagueService, edition_id: int, args: argparse.Namespace) -> int:
    """Print a league edition's tables and ties."""
    from tracker.core.league.tables import Venue

    if getattr(args, "positions", False):
        return _print_positions(service, edition_id, json=getattr(args, "json", False))
    venue = Venue.HOME if args.home else Venue.AWAY if args.away else Venue.ALL
    season = _guard(lambda: service.season(edition_id, venue=venue, as_of=args.as_of))
    if getattr(args, "json", False):
        tables = [{"title": t.title, "rows": [_row_json(r) for r in t.rows]} for t in season.tables]
        print_json(
            {
                "edition": season.edition.name,
                "league": True,
                "venue": venue.value,
                "as_of": args.as_of,
                "tables": tables,
                "rules": season.rules.describe(),
                "count": season.count.as_dict(),
                "adjustments_not_counted": [
                    {"team": a.team, "points": a.points, "reason": a.reason}
                    for a in season.uncounted
                ],
            }
        )
        return 0
    heading = season.edition.name
    if args.as_of is not None:
        heading += _(", as of {date}").format(date=args.as_of.isoformat())
    if venue is not Venue.ALL:
        heading += _(", home matches only") if venue is Venue.HOME else _(", away matches only")
    first = True
    for table in season.tables:
        if not first:
            print()
        first = False
        _print_table(f"{heading} – {_(table.title)}", table)
    if venue is Venue.ALL and args.as_of is None:
        _print_ties(season)
    print(f"\n{season.note(language_used())}")
    print(_("Rules: {rules}").format(rules=season.rules.describe(_)))
    return 0


#: A table row's keys in ``standings --json`` (a league's rows add the rest).
_ROW_KEYS = (
    "position",
    "team",
    "played",
    "won",
    "drawn",
    "lost",
    "goals_for",
    "goals_against",
    "goal_difference",
    "points",
)
_LEAGUE_KEYS = ("adjustment", "form", "notes")


def _row_json(row: object) -> dict[str, object]:
    """A table row for ``standings --json``: the same keys for a group and a league."""
    found: dict[str, object] = {key: getattr(row, key) for key in _ROW_KEYS}
    found["level_with"] = list(getattr(row, "tied_with", ()) or ())
    play_off = getattr(row, "play_off", None)
    if play_off is not None:  # a group's place a play-off settled (1954, 1958)
        found["play_off"] = dataclasses.asdict(play_off)
    found.update({key: getattr(row, key) for key in _LEAGUE_KEYS if hasattr(row, key)})
    if "notes" in found:
        found["notes"] = list(found["notes"])  # type: ignore[call-overload]
    return found


def _print_positions(service: LeagueService, edition_id: int, *, json: bool = False) -> int:
    """Each grid of places by matchday (the regular season's, or each table of its own),
    with the points adjustments it counts and from which matchday."""
    edition = _guard(lambda: service.edition(edition_id))
    grids = _guard(lambda: service.position_grids(edition_id))
    if json:
        regular = next((g for g in grids if g.phase == ""), None)
        print_json(
            {
                "edition": edition.name,
                # The regular season's grid, as before; every grid is in "grids".
                "positions": {t: list(p) for t, p in regular.places.items()} if regular else {},
                "grids": [_grid_json(g) for g in grids],
            }
        )
        return 0
    if not grids:
        print(_("{edition}: no matchdays played").format(edition=edition.name))
        return 0
    for index, grid in enumerate(grids):
        if index:
            print()
        title = "" if grid.phase == "" else f" – {_(grid.title)}"
        matchday = _("Matchday")
        width = max(len(matchday), *(len(t) for t in grid.places))
        print(f"{edition.name}{title} – " + _("position after each matchday"))
        print(f"{matchday:<{width}}  " + " ".join(f"{d:>2}" for d in grid.matchdays))
        for team, places in sorted(grid.places.items(), key=lambda item: item[1][-1]):
            print(f"{team:<{width}}  " + " ".join(f"{p:>2}" for p in places))
        for line in _grid_notes(grid):
            print(line)
    return 0


def _grid_notes(grid: PositionGrid) -> list[str]:
    """The lines under a grid: each points adjustment and from which matchday it counts."""
    if not grid.adjustments:
        return []
    if grid.phase:
        said = _("Points adjustments recorded, not counted here (the {table} table counts none):")
        lines = ["    " + said.format(table=_(grid.title))]
    else:
        said = _(
            "Points adjustments, each counted from the last matchday played by the day it "
            "took effect (by the day most of its matches were played):"
        )
        lines = ["    " + said]
    for counted in grid.adjustments:
        a = counted.adjustment
        said = f"    * {a.team} {a.points:+d}: {a.reason}"
        if grid.phase or counted.matchday is None:
            pass
        elif a.effective is None:
            said += _(" – counted after every matchday (no date recorded)")
        else:
            after = _(" – from {date}: after matchday {matchday} on")
            said += after.format(date=a.effective.isoformat(), matchday=counted.matchday)
        lines.append(said)
    return lines


def _grid_json(grid: PositionGrid) -> dict[str, object]:
    """A grid for ``standings --positions --json``."""
    return {
        "title": grid.title,
        "phase": grid.phase,
        "matchdays": list(grid.matchdays),
        "positions": {t: list(p) for t, p in grid.places.items()},
        "adjustments": [
            {
                "team": c.adjustment.team,
                "points": c.adjustment.points,
                "reason": c.adjustment.reason,
                "effective": c.adjustment.effective,
                "from_matchday": c.matchday,
            }
            for c in grid.adjustments
        ],
    }


def _print_table(title: str, table: PhaseTable) -> None:
    from tracker.core.league.tables import form_words

    print(title)
    if table.carries:
        print(f"  ({table.carry_note()})")
    width = max(len(_(TEAM)), *(len(r.team) for r in table.rows))
    lines = _table_lines(table.rows, width, _LEAGUE_COLUMNS)
    # An adjusted team's points are marked "*", its form guide after them.
    print(f"{lines[0]}  {_('Form')}")
    for r, line in zip(table.rows, lines[1:], strict=True):
        print(f"{line}{'*' if r.adjustment else ' '} {form_words(r.form)}")
    for r in table.rows:
        for note in r.notes:
            print(f"    * {r.team} {note}")
    ties = [r.team for r in table.rows if r.tied_with]
    if ties:
        print("    " + _("level on every criterion held: {teams}").format(teams=", ".join(ties)))


def _print_ties(season: Season) -> None:
    from tracker.core.results.rounds import round_words

    for name, listed in season.ties:
        print()
        print(f"{season.edition.name} – {round_words(name)}")
        for tie in listed:
            print(f"  {tie.describe(_)}")


COMMANDS = {"standings": cmd_standings, "adjust": cmd_adjust}

__all__ = ["COMMANDS", "add_parsers", "add_standings_parser", "writes"]
