"""The match commands: ``list``, ``check``, ``demo``, ``confirm``, ``reopen``, ``show``."""

from __future__ import annotations

import argparse
import dataclasses
import sys
from typing import TYPE_CHECKING, Any

from tracker.cli.common import (
    MATCH_HELP,
    MAX_ID,
    PROG,
    UserError,
    _guard,
    _service,
    add_json,
    command_line,
    name_text,
    print_json,
    record_id,
    text,
)
from tracker.core.files.demo import demo_text as demo_text
from tracker.core.i18n import gettext as _
from tracker.core.i18n import plural
from tracker.core.match.scoreline import score_line, score_words
from tracker.core.match.statuses import status_words
from tracker.core.results.rounds import round_words
from tracker.core.results.values import team_words

if TYPE_CHECKING:
    from tracker.services.setup import LibraryQuery, SetupService
    from tracker.store.db import Database
    from tracker.store.results.imported import StoredResult


def add_parsers(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add the match commands to the command's sub-parsers."""
    listing = sub.add_parser("list", help="list the matches in the database, newest first")
    listing.add_argument(
        "--search",
        default="",
        type=text,
        metavar="TEXT",
        help="teams, competition, venue…",
    )
    listing.add_argument("--team", type=name_text, metavar="TEAM", help="only this team's matches")
    listing.add_argument(
        "--competition",
        default="",
        type=text,
        metavar="COMPETITION",
        help='only this competition\'s or edition\'s matches ("World Cup", "World Cup 2022")',
    )
    listing.add_argument(
        "--season",
        default="",
        type=text,
        metavar="SEASON",
        help="only this season (2022-23), or the matches of a calendar year (2022: a World "
        "Cup, or the end of one league season and the start of the next)",
    )
    listing.add_argument(
        "--limit",
        type=int,
        default=LIST_PAGE,
        metavar="N",
        help=f"matches a page (default {LIST_PAGE})",
    )
    listing.add_argument("--page", type=int, default=1, metavar="N", help="which page (default 1)")
    listing.add_argument("--all", action="store_true", help="every match, on one page")
    add_json(listing, "the matches as JSON: {total, matches: [{id, date, …}]}")
    check = sub.add_parser(
        "check", help="compare each match's stored score and status with a replay of its log"
    )
    check.add_argument(
        "--repair", action="store_true", help="write the replayed figures where they differ"
    )
    sub.add_parser("demo", help="load the reference match (Argentina v England)")

    for name, says in (
        ("confirm", "confirm a match: its log is locked against changes"),
        ("reopen", "reopen a confirmed match for logging"),
    ):
        cmd = sub.add_parser(name, help=says)
        cmd.add_argument("match", type=record_id, metavar="MATCH", help=MATCH_HELP)

    show = sub.add_parser("show", help="print a match's score, status and event log")
    show.add_argument("match", type=record_id, metavar="MATCH", help=MATCH_HELP)
    add_json(show, "the match as JSON: {id, home, away, score, status, events: [{time, text, …}]}")


#: How many matches ``list`` prints unless asked for more: a library may hold thousands.
LIST_PAGE = 50


_LIST_MAX_WIDTH = 48


def _cmd_list(args: argparse.Namespace) -> int:
    from tracker.services.setup import LibraryQuery, SetupService

    _check_paging(args)
    setup = SetupService(_service(args).db)
    try:
        query = LibraryQuery(
            text=args.search,
            team=_team(setup, args.team),
            competition=args.competition,
            editions=_editions(setup, args.competition),
            season=args.season,
        )
        total = _guard(lambda: setup.library_count(query))
    except ValueError as exc:  # a season written wrong
        raise UserError.of(exc) from None
    limit = total if args.all else args.limit
    first = 0 if args.all else (args.page - 1) * limit
    if total and first >= total:
        last = (total - 1) // limit + 1
        pages = plural(last, _("1 page"), _("{count} pages"))
        raise UserError(
            _("page {page} is past the last match ({total} in all, {pages} of {limit})").format(
                page=args.page, total=total, pages=pages, limit=limit
            )
        )
    entries = _guard(lambda: setup.library_page(query, first, max(limit, 1)))
    _other_names(setup, query, args)
    _unfinished(setup.db)
    if args.json:
        keys = ("id", "date", "competition", "stage", "home", "away", "score", "status", "record")
        found = [{key: getattr(e, key) for key in keys} for e in entries]
        print_json({"total": total, "first": first + 1, "matches": found})
        return 0
    if not entries:
        narrowed = any((args.search, args.team, args.competition, args.season))
        if narrowed:
            print(_("no match fits"))
        else:
            print(_("no matches yet (try: {command})").format(command=command_line(args, "demo")))
        return 0
    # As the window's library words them: a round ("Semi-final"), a fixture's "Winner of
    # match 101", a score's "aet" and a status in the user's language ("--json" keeps them).
    rows = [
        (
            str(e.id),
            e.date,
            " – ".join(x for x in (e.competition, round_words(e.stage) if e.stage else "") if x),
            f"{team_words(e.home)} v {team_words(e.away)}",
            score_words(e.score),
            status_words(e.status),
        )
        for e in entries
    ]
    header = ("id", _("date"), _("competition"), _("match"), _("score"), _("status"))
    # Columns as wide as their longest entry (within reason), so nothing is cut short.
    widths = [min(_LIST_MAX_WIDTH, max(len(r[i]) for r in (header, *rows))) for i in range(5)]
    for row in (header, *rows):
        cells = [row[0].rjust(widths[0])]
        cells += [_fit(text, width) for text, width in zip(row[1:5], widths[1:], strict=True)]
        print("  ".join([*cells, row[5]]))
    if first + len(entries) < total or first:
        # On stderr, so that the listing itself stays clean for a pipe.
        following = (
            _("; --page {page} for more").format(page=args.page + 1)
            if first + len(entries) < total
            else ""
        )
        shown = _("matches {first}–{last} of {total}{following}, --all for every one").format(
            first=first + 1, last=first + len(entries), total=total, following=following
        )
        print(f"{PROG}: {shown}", file=sys.stderr)
    return 0


def _check_paging(args: argparse.Namespace) -> None:
    """``--limit``, ``--page`` and ``--all`` as ``list`` takes them, or a UserError."""
    if args.limit < 1 or args.page < 1:
        raise UserError(_("--limit and --page count from 1"))
    if args.all and args.page != 1:
        raise UserError(_("--all lists every match on one page: give no --page with it"))
    if args.limit > MAX_ID // 2**32 or args.page > 2**31:
        raise UserError(_("--limit or --page is far too large"))


def _editions(setup: SetupService, competition: str) -> tuple[int, ...]:
    """The editions ``--competition`` names, as every command resolves them ("World Cup":
    each of its editions); none when the matches' competition is written exactly so."""
    if not competition.strip():
        return ()
    from tracker.services.errors import ServiceError
    from tracker.services.records import RecordsService
    from tracker.services.setup import LibraryQuery

    try:
        return tuple(e.id for e in RecordsService(setup.db).editions_named(competition))
    except ServiceError as exc:
        if _guard(lambda: setup.library_count(LibraryQuery(competition=competition))):
            return ()  # a match of no edition, its competition written as typed
        raise UserError.of(exc) from None


def _team(setup: SetupService, team: str | None) -> str:
    """The team ``--team`` names, case and accents aside ("atletico" for "Atlético"),
    or by the start of a word of its name ("arg"); a one-line error with close names when
    no team is called so, and the teams it fits when it fits several."""
    if team is None:
        return ""
    from tracker.services.records import RecordsService
    from tracker.services.setup import LibraryQuery

    if _guard(lambda: setup.library_count(LibraryQuery(team=team))):
        return team  # written as the matches write it
    return _guard(lambda: RecordsService(setup.db).find_team(team))[1]


def _other_names(setup: SetupService, query: LibraryQuery, args: argparse.Namespace) -> None:
    """Say (on stderr) which of the team's other names ("West Germany" for Germany) the
    library holds matches under: ``list`` lists the name asked for, where ``stats
    --team`` counts them all as one team's."""
    from tracker.core.records.teamnames import names_of

    if not query.team or args.json:
        return

    def holds(name: str) -> bool:
        return bool(_guard(lambda: setup.library_count(dataclasses.replace(query, team=name))))

    held = [name for name in names_of(query.team)[1:] if holds(name)]
    if held:
        others = ", ".join(f'--team "{name}"' for name in held)
        shown = _(
            "the matches written {team!r}; its matches under another name: {others} "
            "(stats --team counts them as one team's)"
        ).format(team=query.team, others=others)
        print(f"{PROG}: {shown}", file=sys.stderr)


def _unfinished(db: Database) -> None:
    """Say (on stderr) that a copy into this library did not finish: the matches listed
    are then only part of what it was copying."""
    from tracker.services.copying import unfinished_copies

    for said in _guard(lambda: unfinished_copies(db)):
        print(f"{PROG}: {_('warning')}: {said}", file=sys.stderr)


def _fit(text: str, width: int) -> str:
    """``text`` padded to ``width``, or cut with an ellipsis when longer."""
    return text.ljust(width) if len(text) <= width else text[: width - 1] + "…"


def _cmd_demo(args: argparse.Namespace) -> int:
    """The reference match, imported once (as the window's Load Demo Match does): a second
    copy would count its goals twice in the records."""
    service = _service(args)
    match_id, imported = _guard(lambda: service.find_or_import(demo_text()))
    what = _("Argentina v England, FIFA World Cup 2026 semi-final")
    if imported:
        print(_("imported match {match_id}: {what}").format(match_id=match_id, what=what))
    else:
        said = _("the reference match is already in the database as match {match_id}: {what}")
        print(said.format(match_id=match_id, what=what))
    return 0


def _cmd_confirm(args: argparse.Namespace) -> int:
    service = _service(args)
    from tracker.services.locking import ALREADY_CONFIRMED, NOT_CONFIRMED

    confirm = args.command == "confirm"
    change = _guard(lambda: service.set_confirmed(args.match, confirm))
    nothing = _(ALREADY_CONFIRMED) if confirm else _(NOT_CONFIRMED)
    if change.note == nothing.format(match_id=args.match):  # nothing was written
        print(change.note)
        return 0
    done = _("match {match_id} confirmed and locked") if confirm else None
    print((done or _("match {match_id} reopened")).format(match_id=args.match))
    if change.note:  # the connection was lost as it was stored, and it is stored
        print(change.note)
    return 0


def _cmd_show(args: argparse.Namespace) -> int:
    from tracker.core.match.describe import describe
    from tracker.core.match.summary import figures_of

    service = _service(args)
    from tracker.services.results import ResultsService, describe_result

    stored = _guard(lambda: ResultsService(service.db).stored(args.match))
    if stored is not None and args.json:
        print_json(_result_json(stored))
        return 0
    if stored is not None:  # a result or fixture from a results file: no event log
        print("\n".join(describe_result(stored)))
        return 0
    from tracker.services.matches import logged_status

    match, events = _guard(lambda: service.load(args.match))
    state = _guard(lambda: service.state(args.match))
    status = logged_status(state.status.value, match.date)  # as the library says it
    if args.json:
        head = _head_json(args.match, "logged", match.home.name, match.away.name, match)
        head.update(score=figures_of(state).score, status=status)
        head["events"] = [
            {
                "time": str(event.time),
                "text": describe(match, event),
                "author": event.authorship.author if event.authorship else "",
                "changed": bool(event.authorship and event.authorship.changed_at),
            }
            for event in events
        ]
        print_json(head)
        return 0
    print(f"{match.title}  {score_words(figures_of(state).score)}  ({status_words(status)})")
    for event in events:
        made = event.authorship
        by = ""
        if made is not None and made.author:
            by = (
                _("  (by {author}, changed)") if made.changed_at else _("  (by {author})")
            ).format(author=made.author)
        print(f"{event.time!s:>8}  {describe(match, event)}{by}")
    return 0


def _head_json(match_id: int, record: str, home: str, away: str, of: Any) -> dict[str, Any]:
    """What ``show --json`` says of every match: the same keys for each kind."""
    return {
        "id": match_id,
        "record": record,
        "home": home,
        "away": away,
        "competition": of.competition,
        "stage": of.stage,
        "date": of.date.isoformat() if of.date else None,
        "venue": of.venue,
    }


def _result_json(stored: StoredResult) -> dict[str, Any]:
    """An imported result or fixture for ``show --json``: its score and scorers, no log."""
    head = _head_json(stored.id, stored.record, stored.home, stored.away, stored)
    played = stored.record != "fixture"
    line = score_line(stored.score, extra_time=stored.extra_time, shootout=stored.shootout)
    head.update(score=line if played else "", status=stored.status)
    # "goals": [] is no goal only when the score says so: else the file named no scorer.
    head["scorers_known"] = played and (bool(stored.goals) or sum(stored.score) == 0)
    head["goals"] = [
        {
            "time": str(goal.time),
            "side": goal.side.value,
            "name": goal.name,
            "penalty": goal.penalty,
            "own_goal": goal.own_goal,
        }
        for goal in stored.goals
    ]
    return head


def _cmd_check(args: argparse.Namespace) -> int:
    service = _service(args)
    wrong = _guard(lambda: service.check_summaries(repair=args.repair))
    for match_id, stored, replayed in wrong:
        said = _("match {match_id}: stored {score} {status}, replayed {replayed} {replayed_status}")
        print(
            said.format(
                match_id=match_id,
                score=score_words(stored.score),
                status=status_words(stored.status),
                replayed=score_words(replayed.score),
                replayed_status=status_words(replayed.status),
            )
            + (_(" (repaired)") if args.repair else "")
        )
    bad_results = _guard(service.check_results)
    for problem in bad_results:
        said = _(
            "match {match_id} ({title}, an imported result): {problem} (not repaired: "
            "import its results file again, or restore a backup)"
        )
        print(said.format(match_id=problem.match_id, title=problem.title, problem=problem.problem))
    if bad_results:
        return 1
    if not wrong:
        print(
            _(
                "every match's stored score and status agree with its log "
                "(and every result's with its goals)"
            )
        )
        return 0
    if not args.repair:
        said = _("{count} to repair: run {command}")
        print(
            said.format(count=len(wrong), command=command_line(args, "check --repair")),
            file=sys.stderr,
        )
        return 1
    return 0


COMMANDS = {
    "check": _cmd_check,
    "list": _cmd_list,
    "demo": _cmd_demo,
    "confirm": _cmd_confirm,
    "reopen": _cmd_confirm,
    "show": _cmd_show,
}
