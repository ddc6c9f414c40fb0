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

if TYPE_CHECKING:
    from tracker.core.league.tables import PhaseTable, PositionGrid
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
            raise UserError("--remove removes one adjustment: give no team or points with it")
        gone = _guard(lambda: service.remove_adjustment(args.remove, edition))
        print(f"removed: {gone.team} {gone.points:+d} ({gone.reason})")
        return 0
    if args.team is None:
        listed = _guard(lambda: service.adjustments(edition.id))
        if not listed:
            print(f"{edition.name}: no points adjustments recorded")
        for a in listed:
            when = f", from {a.effective.isoformat()}" if a.effective else ""
            print(f"{a.id:>4}  {a.team} {a.points:+d}: {a.reason}{when}")
        return 0
    if args.points is None:
        raise UserError("give the points: -8 for a deduction, 3 for an award")
    if args.reason is None:
        raise UserError("say why with --reason TEXT: the table shows it")

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
    word = "deducted from" if made.points < 0 else "awarded to"
    print(
        f"{abs(made.points)} point{'' if abs(made.points) == 1 else 's'} {word} {made.team} "
        f"in {edition.name} "
        f"(adjustment {made.id}): {made.reason}"
    )
    season = _guard(lambda: service.season(edition.id))
    if season.uncounted:
        print(
            f"{PROG}: warning: recorded, but {_count_none(season)}: the standings say so "
            "under them",
            file=sys.stderr,
        )
    return 0


def _count_none(season: Season) -> str:
    """ "the League phase table counts none", "the Apertura and Clausura tables count none"."""
    names = [t.title for t in season.tables]
    if not names:
        return "no table of the edition counts them"
    if len(names) == 1:
        return f"the {names[0]} table counts none"
    return f"the {', '.join(names[:-1])} and {names[-1]} tables count none"


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
        raise UserError("--home, --away, --as-of and --positions are for a league's table")
    tables = _guard(lambda: records.standings(edition.id))
    if args.group:
        wanted = args.group.strip().casefold().removeprefix("group").strip()
        tables = [t for t in tables if t.group.casefold().removeprefix("group").strip() == wanted]
        if not tables:
            raise UserError(f"{edition.name} has no group {args.group!r}")
    if args.json:
        found = [
            {"title": t.group, "rows": [_row_json(r) for r in t.rows], "count": t.count.as_dict()}
            for t in tables
        ]
        print_json({"edition": edition.name, "league": False, "tables": found})
        return 0
    if not tables:
        print(f"{edition.name}: no group matches stored")
        return 0
    width = max(len(r.team) for t in tables for r in t.rows)
    for index, table in enumerate(tables):
        if index:
            print()
        _print_group(edition.name, table, width)
    return 0


def _print_group(edition: str, table: GroupTable, width: int) -> None:
    """One group's table, and the teams level on every criterion the data holds."""
    print(f"{edition} – {table.group}")
    print(f" #  {'Team':<{width}}   P   W   D   L  GF  GA   GD  Pts")
    ties = []
    for r in table.rows:
        print(
            f"{r.position:>2}  {r.team:<{width}}  {r.played:>2}  {r.won:>2}  {r.drawn:>2}  "
            f"{r.lost:>2}  {r.goals_for:>2}  {r.goals_against:>2}  "
            f"{_difference(r.goal_difference):>3}  {r.points:>3}"
        )
        if r.tied_with:
            ties.append(r.team)
    if ties:
        from tracker.core.records.coverage import Need, missing

        lacking = missing(table.cover, Need.CARDS)
        if not table.fair_play:
            decide = "lots decide"
        elif lacking:
            decide = f"fair play cannot be counted: {lacking}; lots may decide"
        else:
            decide = "fair play or lots decide"
        print(f"    level on every criterion held: {', '.join(ties)} ({decide})")
    for r in table.rows:
        if r.play_off is not None:
            # English, as the rest of the table (the note's default is the user's language).
            print(f"    {r.play_off_note('en')} (not in the table's figures)")
    if not table.count.final:
        from tracker.core.league.counted import describe

        print(f"    {describe(table.count)}")


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
        heading += f", as of {args.as_of.isoformat()}"
    if venue is not Venue.ALL:
        heading += f", {venue.value} matches only"
    first = True
    for table in season.tables:
        if not first:
            print()
        first = False
        _print_table(f"{heading} – {table.title}", table)
    if venue is Venue.ALL and args.as_of is None:
        _print_ties(season)
    print(f"\n{season.note()}")
    print(f"Rules: {season.rules.describe()}")
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
        print(f"{edition.name}: no matchdays played")
        return 0
    for index, grid in enumerate(grids):
        if index:
            print()
        title = "" if grid.phase == "" else f" – {grid.title}"
        width = max(len(t) for t in grid.places)
        print(f"{edition.name}{title} – position after each matchday")
        print(f"{'Matchday':<{width}}  " + " ".join(f"{d:>2}" for d in grid.matchdays))
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
        lines = [
            f"    Points adjustments recorded, not counted here (the {grid.title} table "
            "counts none):"
        ]
    else:
        lines = [
            "    Points adjustments, each counted from the last matchday played by the day it "
            "took effect (by the day most of its matches were played):"
        ]
    for counted in grid.adjustments:
        a = counted.adjustment
        said = f"    * {a.team} {a.points:+d}: {a.reason}"
        if grid.phase or counted.matchday is None:
            pass
        elif a.effective is None:
            said += " – counted after every matchday (no date recorded)"
        else:
            said += f" – from {a.effective.isoformat()}: after matchday {counted.matchday} on"
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
    print(title)
    if table.carries:
        print(f"  ({table.carry_note()})")
    width = max((len(r.team) for r in table.rows), default=4)
    print(f" #  {'Team':<{width}}   P   W   D   L   GF   GA   GD  Pts  Form")
    notes: list[str] = []
    ties: list[str] = []
    for r in table.rows:
        mark = "*" if r.adjustment else " "
        print(
            f"{r.position:>2}  {r.team:<{width}}  {r.played:>2}  {r.won:>2}  {r.drawn:>2}  "
            f"{r.lost:>2}  {r.goals_for:>3}  {r.goals_against:>3}  "
            f"{_difference(r.goal_difference):>4}  {r.points:>3}{mark} {r.form}"
        )
        notes.extend(f"    * {r.team} {note}" for note in r.notes)
        if r.tied_with:
            ties.append(r.team)
    for line in notes:
        print(line)
    if ties:
        print(f"    level on every criterion held: {', '.join(ties)}")


def _print_ties(season: Season) -> None:
    for name, listed in season.ties:
        print()
        print(f"{season.edition.name} – {name}")
        for tie in listed:
            print(f"  {tie.describe()}")


COMMANDS = {"standings": cmd_standings, "adjust": cmd_adjust}

__all__ = ["COMMANDS", "add_parsers", "add_standings_parser", "writes"]
