"""The ``people`` and ``suspensions`` commands: people across matches, and bans."""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING

from tracker.cli.common import UserError, _guard, _service, _user, json_text, record_id, text
from tracker.core.i18n import gettext as _
from tracker.core.i18n import plural

if TYPE_CHECKING:  # the parser is built before the window opens: no database layers yet
    from tracker.services.people import Merged, PeopleService, PersonSummary, Split
    from tracker.services.suspensions import SuspensionService
    from tracker.store.records.suspensions import EditionBan


class _Decision(argparse.Action):
    """``--decide PERSON MATCH N``: two ids and a number of matches, each refused in its
    own words ("N is the number of matches the ban lasts", not "not an id")."""

    def __call__(
        self,
        parser: argparse.ArgumentParser,
        namespace: argparse.Namespace,
        values: object,
        option_string: str | None = None,
    ) -> None:
        given = [str(v) for v in values] if isinstance(values, list) else []
        try:
            person, match = record_id(given[0]), record_id(given[1])
        except argparse.ArgumentTypeError as exc:
            parser.error(f"argument --decide: {exc}")
        n = given[2].strip()
        if not (n.isascii() and n.isdigit() and len(n) <= 4 and 1 <= int(n) <= MAX_BAN):
            parser.error(
                f"argument --decide: N is the number of matches the ban lasts, from 1 to "
                f"{MAX_BAN}, not {given[2]!r}"
            )
        setattr(namespace, self.dest, (person, match, int(n)))


def add_commands(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add ``people`` (list, show, merge, split) and ``suspensions`` to the parser."""
    people = sub.add_parser(
        "people", help="list people (players across matches); merge or split their records"
    )
    people.add_argument(
        "--search", default="", type=text, metavar="NAME", help="any name he is known by"
    )
    actions = people.add_subparsers(dest="action", metavar="ACTION")
    show = actions.add_parser("show", help="a person's names, teams and matches")
    show.add_argument("person", type=record_id, metavar="PERSON", help=PERSON_HELP)
    merge = actions.add_parser("merge", help="merge DUPLICATE into PERSON (one person)")
    merge.add_argument("kept", type=record_id, metavar="PERSON", help="the person kept (his id)")
    merge.add_argument(
        "removed", type=record_id, metavar="DUPLICATE", help="the person merged into PERSON"
    )
    split = actions.add_parser(
        "split", help="move a person's squad entries and goals in some matches to another person"
    )
    split.add_argument("person", type=record_id, metavar="PERSON", help=PERSON_HELP)
    split.add_argument(
        "--match",
        dest="matches",
        type=record_id,
        action="append",
        required=True,
        metavar="MATCH",
        help="a match to move (repeatable)",
    )
    split.add_argument(
        "--to", type=record_id, metavar="PERSON", help="an existing person (default: a new one)"
    )
    link = actions.add_parser(
        "link", help="say who a name left unlinked in a match is (an ambiguous name)"
    )
    link.add_argument("match", type=record_id, metavar="MATCH", help="the match id (see 'list')")
    link.add_argument("name", type=text, metavar="NAME", help="the name as the match writes it")
    link.add_argument(
        "--to", type=record_id, required=True, metavar="PERSON", help="the person he is (his id)"
    )
    review = actions.add_parser(
        "review",
        help="the names several people fit (most goals and cards first); answer one",
        description="Without MATCH and NAME: the open questions, each with its candidates "
        "and their evidence. With them: --to PERSON links the name to that person, --apart keeps "
        "him apart from all of them (a new person). The answer is remembered for the team "
        "and edition: no re-import or other source asks again.",
    )
    review.add_argument(
        "match", type=record_id, nargs="?", metavar="MATCH", help="the match id (see 'list')"
    )
    review.add_argument(
        "name", type=text, nargs="?", metavar="NAME", help="the name as the match writes it"
    )
    answer = review.add_mutually_exclusive_group()
    answer.add_argument("--to", type=record_id, metavar="PERSON", help="he is this person (id)")
    answer.add_argument("--apart", action="store_true", help="he is none of them")
    unlink = actions.add_parser(
        "unlink",
        help="undo an automatic link (its id in 'people show'): a person of his own, kept apart",
    )
    unlink.add_argument(
        "link", type=record_id, metavar="LINK", help="the link's id, as 'people show' lists it"
    )

    bans = sub.add_parser(
        "suspensions", help="list the bans of a competition edition, or record a decision"
    )
    bans.add_argument(
        "edition", type=text, metavar="EDITION", help='its id or name ("FIFA World Cup 2026")'
    )
    bans.add_argument(
        "--decide",
        nargs=3,
        action=_Decision,
        metavar=("PERSON", "MATCH", "N"),
        help="record a decision: his sending-off in MATCH costs N matches",
    )
    bans.add_argument(
        "--appeal",
        nargs=2,
        type=record_id,
        metavar=("PERSON", "MATCH"),
        help="record an appeal: he may play in MATCH (with --reason)",
    )
    bans.add_argument("--reason", default="", type=text, metavar="TEXT", help="the appeal's reason")

    rules = sub.add_parser(
        "rules",
        help="show a competition's suspension rules, or set its kind and rules",
        description="Show a competition's suspension rules, or change them. With no "
        "--rules a competition follows the preset of its kind (cup: the World Cup's, "
        "league: 5, 10 and 15 yellows). See docs/people.md for the JSON.",
    )
    rules.add_argument(
        "competition", type=text, metavar="COMPETITION", help='its id or name ("FIFA World Cup")'
    )
    rules.add_argument(
        "--kind", choices=("cup", "league"), help="the kind of competition: cup or league"
    )
    rules.add_argument(
        "--rules",
        type=json_text,
        metavar="JSON",
        help='rules replacing the preset\'s, e.g. \'{"preset": "league", "yellow_bans": '
        '[[4, 1], [8, 2]]}\'; "" goes back to the preset of its kind',
    )
    rules.add_argument(
        "--table",
        type=json_text,
        metavar="JSON",
        help='a league table\'s rules, e.g. \'{"win": 3, "draw": 1, "tie_breakers": '
        '["head-to-head points", "goal difference"], "split": "carry"}\' (see docs/leagues.md); '
        '"" goes back to the league\'s preset',
    )
    rules.add_argument(
        "--language",
        choices=("en", "de", "es", "preset"),
        help="the language its match sheets are written in; preset: the league preset's "
        "where its country is known (Bundesliga de, LaLiga es, Liga MX es), else en",
    )


#: How every command's PERSON argument is explained.
PERSON_HELP = "the person's id (see 'people --search NAME')"

#: The longest ban a decision may record (the longest in the rules is a handful of matches).
MAX_BAN = 100


def writes(args: argparse.Namespace) -> bool:
    """Whether the command changes the database (listing and showing only read it)."""
    if args.command == "people":
        action = getattr(args, "action", None)
        if action == "review":
            return args.match is not None
        return action in ("merge", "split", "link", "unlink")
    if args.command == "suspensions":
        return bool(args.decide or args.appeal)
    if args.command == "rules":
        changes = (args.kind, args.rules, args.table, args.language)
        return any(change is not None for change in changes)
    return False


def run_people(args: argparse.Namespace) -> int:
    """``people``: list, show, merge or split."""
    from tracker.services.people import PeopleService

    service = PeopleService(_service(args).db)
    action = getattr(args, "action", None)
    if action == "merge":
        kept = _guard(lambda: service.person(args.kept))
        removed = _guard(lambda: service.person(args.removed))
        merged = _guard(lambda: service.merge(args.kept, args.removed))
        said = _("merged {removed} into {kept}: {moved}")
        print(said.format(removed=_who(removed), kept=_who(kept), moved=_moved(merged)))
        return 0
    if action == "split":
        source = _guard(lambda: service.person(args.person))
        done = _guard(lambda: service.split(args.person, args.matches, to=args.to))
        target = _guard(lambda: service.person(done.target))
        said = (
            _("moved from {source} to a new person {target}: {moved}")
            if done.created
            else _("moved from {source} to person {target}: {moved}")
        )
        print(said.format(source=_who(source), target=_who(target), moved=_moved(done)))
        return 0
    if action == "link":
        person = _guard(lambda: service.person(args.to))
        count = _guard(lambda: service.link(args.match, args.name, args.to))
        said = _("linked {name} in match {match} to {person} ({rows})")
        print(said.format(name=args.name, match=args.match, person=_who(person), rows=_rows(count)))
        return 0
    if action == "show":
        return _show(service, args.person)
    if action == "review":
        return _review(service, args)
    if action == "unlink":
        new_id = _guard(lambda: service.unlink(args.link, author=_user()))
        made = _guard(lambda: service.person(new_id))
        print(
            _("undone: that name is now {person}, kept apart from then on").format(
                person=_who(made)
            )
        )
        return 0
    return _list_people(service, args.search)


def _list_people(service: PeopleService, search: str) -> int:
    """``people [--search NAME]``: a line a person, in the user's language."""
    found = _guard(lambda: service.people(search, limit=None))
    if not found:
        if not search.strip():
            print(_("no people yet"))
            return 0
        print(_("no person fits") + _guard(lambda: service.close_names(search)))
        return 0
    width = max(len(str(p.id)) for p in found)
    for person in found:
        born = (
            _(" (born {date})").format(date=person.date_of_birth.isoformat())
            if person.date_of_birth
            else ""
        )
        others = [n for n in person.names if n != person.name]
        also = _("; also {names}").format(names=", ".join(others)) if others else ""
        teams = ", ".join(person.teams) or _("no team")
        matches = plural(person.matches, _("1 match"), _("{count} matches"))
        print(f"{str(person.id).rjust(width)}  {person.name}{born}  {teams}  {matches}{also}")
    return 0


def _rows(count: int) -> str:
    """``1 entry``, ``3 entries``: the squad entries and goals a name was written in."""
    return plural(count, _("1 entry"), _("{count} entries"))


def _show(service: PeopleService, person_id: int) -> int:
    person = _guard(lambda: service.person(person_id))
    print(_who(person))
    if person.date_of_birth:
        print(_("born {date}").format(date=person.date_of_birth.isoformat()))
    print(_("known as: {names}").format(names=", ".join(person.names or (person.name,))))
    print(_("teams: {teams}").format(teams=", ".join(person.teams) or _("none")))
    for link in _guard(lambda: service.links(person_id)):
        when = link.date.isoformat() if link.date else _("undated")
        said = (
            _("  match {match}  {when}  {title}  {team}, as {name} (scorer)")
            if link.kind == "goal"
            else _("  match {match}  {when}  {title}  {team}, as {name} (squad)")
        )
        print(
            said.format(
                match=link.match_id, when=when, title=link.title, team=link.team, name=link.name
            )
        )
    reasons = [r for r in _guard(lambda: service.reasons(person_id)) if r.rule != "same name"]
    if reasons:
        print(_("linked automatically (undo with 'people unlink LINK'):"))
    for reason in reasons:
        when = reason.date.isoformat() if reason.date else _("undated")
        # The rule and its evidence as stored, as the window's Links tab shows them.
        said = _("  link {link}  match {match}  {when}: {name}, {rule}; {evidence}")
        print(
            said.format(
                link=reason.id,
                match=reason.match_id,
                when=when,
                name=reason.name,
                rule=reason.rule,
                evidence=reason.evidence,
            )
        )
    return 0


def _review(service: PeopleService, args: argparse.Namespace) -> int:
    if args.match is None:
        return _list_questions(service)
    if not args.name or (args.to is None and not args.apart):
        raise UserError(_("answer with: people review MATCH NAME --to PERSON, or --apart"))
    if args.to is not None:
        person = _guard(lambda: service.person(args.to))
    count = _guard(lambda: service.answer(args.match, args.name, args.to, author=_user()))
    if args.to is not None:
        said = _("{name} in match {match} is {person} ({rows}); remembered")
        print(said.format(name=args.name, match=args.match, person=_who(person), rows=_rows(count)))
    else:
        said = _("{name} in match {match} kept apart as a new person ({rows}); remembered")
        print(said.format(name=args.name, match=args.match, rows=_rows(count)))
    return 0


def _list_questions(service: PeopleService) -> int:
    found = _guard(service.review)
    if not found:
        print(_("no open questions: every name is linked"))
        return 0
    print(plural(len(found), _("1 open question"), _("{count} open questions")))
    for n, question in enumerate(found, start=1):
        when = question.date.isoformat() if question.date else _("undated")
        where = f", {question.edition}" if question.edition else ""
        said = _("{n}. {name} ({team}) in match {match}, {title} {when}{where}: {stake}")
        print(
            said.format(
                n=n,
                name=question.name,
                team=question.team,
                match=question.match_id,
                title=question.title,
                when=when,
                where=where,
                stake=_stake(question.goals, question.cards),
            )
        )
        for fit in question.candidates:
            born = (
                _(", born {date}").format(date=fit.date_of_birth.isoformat())
                if fit.date_of_birth
                else ""
            )
            also = _("; also {names}").format(names=", ".join(fit.names)) if fit.names else ""
            played = (
                _("; played in {editions}").format(editions=", ".join(fit.editions))
                if fit.editions
                else ""
            )
            print(f"     {fit.person_id}  {fit.name}{born} ({fit.rule}{also}{played})")
        if not question.candidates:
            print("     " + _("nobody known fits now: answer --apart to make him a person"))
        answer = f"people review {question.match_id} {_quoted(question.name)}"
        print(
            "     " + _("answer: {answer} --to PERSON, or {answer} --apart").format(answer=answer)
        )
    return 0


def _stake(goals: int, cards: int) -> str:
    """What an answer decides: ``2 goals and 1 card at stake``."""
    parts = []
    if goals:
        parts.append(f"{goals} {_('goal' if goals == 1 else 'goals')}")
    if cards:
        parts.append(plural(cards, _("1 card"), _("{count} cards")))
    if not parts:
        return _("no goal or card at stake")
    return _("{what} at stake").format(what=_(" and ").join(parts))


def _quoted(name: str) -> str:
    import shlex

    return shlex.quote(name)


def _who(person: PersonSummary) -> str:
    return f"{person.name} ({person.id})"


def _moved(done: Merged | Split) -> str:
    labels = {
        "match_player": (_("1 squad entry"), _("{count} squad entries")),
        "result_goal": (f"1 {_('goal')}", f"{{count}} {_('goals')}"),
        "appearance": (_("1 match's figures"), _("{count} matches' figures")),
        "suspension_override": (_("1 appeal"), _("{count} appeals")),
    }
    parts = [
        plural(len(done.moved[table]), one, many)
        for table, (one, many) in labels.items()
        if done.moved[table]
    ]
    return ", ".join(parts) or _("nothing to move")


def run_suspensions(args: argparse.Namespace) -> int:
    """``suspensions EDITION``: every ban of the edition, with the matches it covers."""
    from tracker.services.suspensions import SuspensionService

    service = SuspensionService(_service(args).db)
    if not args.edition.strip():
        raise UserError(_("name the edition: its id or name, like 'FIFA World Cup 2026'"))
    if args.appeal and not args.reason.strip():
        raise UserError(_("--appeal needs --reason: why he may play"))
    # The edition first: a command refused for its name records no decision or appeal.
    edition = _guard(lambda: service.find_edition(args.edition))
    _decide_and_appeal(service, args, edition)
    edition_id, found = _guard(lambda: service.edition_bans(args.edition))
    note = _guard(lambda: service.bans_note(edition_id, len(found)))
    if not found:
        print(note or _("no bans in this edition"))
        return 0
    for ban in found:
        print(_ban_line(ban))
    if note:
        print(note)
    return 0


def _ban_line(ban: EditionBan) -> str:
    """One ban of ``suspensions``: whose, why, and the matches it covers, in the user's
    language (its reason and matches are said in it too)."""
    said = [_("misses {matches}").format(matches=", ".join(ban.missed))] if ban.missed else []
    if ban.played:  # an ineligible player fielded, as the match's record has it
        said.append(_("played {matches} while suspended").format(matches=", ".join(ban.played)))
    served = "; ".join(said) or _("no match served yet")
    if ban.carried_to:  # a league's next season serves what is left
        later = _("; {count} to serve in {season}")
        served += later.format(count=ban.ban.pending, season=ban.carried_to)
    elif ban.ban.pending and ban.served:
        served += _(", and {count} more").format(count=ban.ban.pending)
    line = f"{ban.name} ({ban.team}): {ban.ban.describe()}; {served}"
    if ban.lifted:
        line += _("; lifted on appeal for {matches}").format(matches="; ".join(ban.lifted))
    return line


def _decide_and_appeal(service: SuspensionService, args: argparse.Namespace, edition: int) -> None:
    """Record ``--decide``'s ban and ``--appeal``'s lifting, when asked: for a match of
    the edition named only."""
    if args.decide:
        person, match, matches = args.decide
        _guard(lambda: service.decide_for(person, match, matches, edition_id=edition))
    if args.appeal:
        person, match = args.appeal
        _guard(lambda: service.override(person, match, args.reason, _user(), edition_id=edition))
        lifted = _guard(lambda: service.suspension(person, match))
        if lifted is not None:  # the appeal was refused unless a ban covers the match
            said = _(
                "appeal recorded: {name} may play in match {match} in spite of his ban ({ban})"
            )
            print(said.format(name=lifted.name, match=match, ban=lifted.ban.describe()))


def run_rules(args: argparse.Namespace) -> int:
    """``rules COMPETITION``: its suspension rules, changed first if asked."""
    from tracker.core.i18n import LANGUAGE_NAMES
    from tracker.core.records.suspensions import describe_rules
    from tracker.services.suspensions import SuspensionService

    service = SuspensionService(_service(args).db)
    language = "" if args.language == "preset" else args.language
    found = _guard(
        lambda: service.change_competition(
            args.competition,
            kind=args.kind,
            rules=args.rules,
            table=args.table,
            language=language,
        )
    )
    # Its kind as --kind takes it ("cup", "league"), the rest in the user's language.
    print(f"{found.name} ({found.kind})")
    for line in describe_rules(found.rules, _):
        print(f"  {line}")
    sheets = LANGUAGE_NAMES[service.sheet_language(found.name)]
    print("  " + _("match sheets in: {language}").format(language=sheets))
    if found.kind == "league" or found.has_table_rules:
        from tracker.services.leagues import LeagueService

        leagues = LeagueService(service.db)
        table = _guard(lambda: leagues.table_rules(found.id))
        print("  " + _("table: {rules}").format(rules=table.describe(_)))
    return 0


COMMANDS = {"people": run_people, "suspensions": run_suspensions, "rules": run_rules}
