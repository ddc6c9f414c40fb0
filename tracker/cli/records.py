"""The record-book commands: ``stats`` and ``facts``.

They read through :class:`tracker.services.records.RecordsService`; names are typed
as people say them ("World Cup 2014", "lautaro martinez") and an unknown one is a
one-line error naming close names.
"""

from __future__ import annotations

import argparse
import datetime as dt
from typing import TYPE_CHECKING

from tracker.cli.common import (
    MATCH_HELP,
    MAX_ID,
    UserError,
    _guard,
    _service,
    add_json,
    language,
    name_text,
    print_json,
    record_id,
    text,
)
from tracker.core.i18n import Translate, translator
from tracker.core.i18n import gettext as _
from tracker.core.i18n import language as language_used

if TYPE_CHECKING:
    from collections.abc import Sequence

    from tracker.core.records.books import PlayerLine, PlayerTally, StageRecord
    from tracker.core.records.coverage import Coverage
    from tracker.core.records.played import PlayedMatch
    from tracker.services.recordpages import CompetitionRecord, Opponent, PlayerPage
    from tracker.services.records import RecordsService
    from tracker.store.records.queries import Leader
    from tracker.store.results.catalogue import PersonInfo


def add_parsers(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add ``stats`` and ``facts`` to the command's sub-parsers."""
    stats = sub.add_parser("stats", help="print the top scorers, or a player's or a team's record")
    scope = stats.add_mutually_exclusive_group()
    scope.add_argument(
        "--edition", type=text, metavar="EDITION", help='only this edition ("World Cup 2026")'
    )
    scope.add_argument(
        "--competition",
        type=text,
        metavar="COMPETITION",
        help='only this competition ("World Cup")',
    )
    who = stats.add_mutually_exclusive_group()
    who.add_argument(
        "--player",
        type=name_text,
        metavar="PERSON",
        help="one player's tallies and matches (his id, name or a part of it: 'klose')",
    )
    who.add_argument(
        "--team",
        type=name_text,
        metavar="TEAM",
        help="one team's record and head-to-heads (its name, or the start of a word of it)",
    )
    stats.add_argument(
        "--top",
        type=int,
        default=10,
        metavar="N",
        help="lines to show (10); top scorers level with the last are all shown",
    )
    add_json(stats, "the figures as JSON: {scope, scorers | player | team, …} (see README)")

    facts = sub.add_parser("facts", help="print a match's key stats across the library")
    facts.add_argument("match", type=record_id, metavar="MATCH", help=MATCH_HELP)
    facts.add_argument(
        "--lang",
        default="",
        type=language,
        metavar="LANG",
        help="the language of the sentences: en, de or es (default: the messages' language, see "
        "--lang before the command)",
    )
    add_json(
        facts,
        "the key stats as JSON: {match, facts: [{text, kind, subject, scope}], table_lines: [...], "
        "aggregate}",
    )


def _records(args: argparse.Namespace) -> RecordsService:
    from tracker.services.records import RecordsService

    return RecordsService(_service(args).db)


def cmd_stats(args: argparse.Namespace) -> int:
    """Print top scorers, or a player's or a team's record."""

    if not 1 <= args.top <= MAX_ID:  # past MAX_ID no database counts: said, no traceback
        raise UserError(
            _("--top counts from 1")
            if args.top < 1
            else _("--top is far too large (at most {most})").format(most=MAX_ID)
        )
    records = _records(args)
    edition_id = competition_id = None
    scope = ALL_MATCHES  # JSON's "scope" is English whatever the language
    if args.edition:
        edition = _guard(lambda: records.find_edition(args.edition))
        edition_id, scope = edition.id, edition.name
    elif args.competition:
        competition = _guard(lambda: records.find_competition(args.competition))
        competition_id, scope = competition.id, competition.name
    shown = scope if args.json else _(scope)
    if args.player is not None:
        player = _player_json if args.json else _player
        return player(records, args.player, edition_id, competition_id, shown, args.top)
    if args.team is not None:
        team = _team_json if args.json else _team
        return team(records, args.team, competition_id, edition_id, shown, args.top)
    leaders = _guard(
        lambda: records.top_scorers(
            edition_id=edition_id, competition_id=competition_id, limit=args.top
        )
    )
    from tracker.core.records.books import shared_places
    from tracker.core.records.coverage import Need, figure, missing

    cover = _guard(lambda: records.coverage(edition_id=edition_id, competition_id=competition_id))
    lacking = missing(cover, Need.SCORERS)
    # Players level on goals share a place: the figures do not tell them apart.
    places = shared_places([x.tally.goals for x in leaders])
    if not args.json:
        _print_scorers(leaders, places, shown, missing(cover, Need.SCORERS, language_used()))
        return 0
    print_json(
        {
            "scope": scope,
            "missing": lacking,
            "scorers": [
                {
                    "rank": rank,
                    "person": x.person_id,
                    "name": x.name,
                    "goals": x.tally.goals,
                    "goals_text": figure(x.tally.goals, x.cover, Need.SCORERS),
                    "penalties": x.tally.penalties,
                    "penalties_text": figure(x.tally.penalties, x.cover, Need.SCORERS),
                    "teams": list(x.teams),
                }
                for rank, x in zip(places, leaders, strict=True)
            ],
        }
    )
    return 0


#: The scope of ``stats`` with neither ``--edition`` nor ``--competition``.
ALL_MATCHES = "all matches"


def _print_scorers(
    leaders: Sequence[Leader], places: Sequence[int], scope: str, lacking: str
) -> None:
    """The top scorers board in the user's language, its columns as wide as their words."""
    from tracker.core.records.coverage import Need, figure

    if not leaders:
        print(_no_scorers(scope, lacking))
        return
    print(_("Top scorers") + f" – {scope}")
    if lacking:
        said = _(
            "({lacking}: a figure marked 'at least' may be higher, and a scorer of\n"
            "those matches may be missing from the list)"
        )
        for line in said.format(lacking=lacking).splitlines():
            print(f"  {line}")
    lang = language_used()
    width = max(len(x.name) for x in leaders)
    goals = [figure(x.tally.goals, x.cover, Need.SCORERS, lang) for x in leaders]
    wide = max(len(g) for g in goals)
    # The penalties of a board over matches without scorers are as bounded as the goals.
    pens = [
        f" ({figure(x.tally.penalties, x.cover, Need.SCORERS, lang)} {_('pen.')})"
        if x.tally.penalties
        else ""
        for x in leaders
    ]
    room = max(10, *(len(p) for p in pens))
    for rank, x, count, pen in zip(places, leaders, goals, pens, strict=True):
        teams = ", ".join(x.teams)
        print(f"{rank:>3}  {x.name:<{width}}  {count:>{wide}}{pen:<{room}}  {teams}")


def _no_scorers(scope: str, lacking: str) -> str:
    """The line of a board with nobody on it: no goals, or goals whose scorers the
    data lacks (scores without scorers are goals nobody is known to have scored)."""
    if lacking:
        return _("no scorers recorded in {scope} ({lacking})").format(scope=scope, lacking=lacking)
    return _("no goals recorded in {scope}").format(scope=scope)


def _tally_text(t: PlayerTally, cover: Coverage, lang: str = "en") -> str:
    """A tally in words (in ``lang``: JSON's ``tally_text`` is English), each figure as
    the data allows.

    See :mod:`tracker.core.records.coverage`.
    """
    from tracker.core.records.coverage import (
        NOT_KNOWN,
        Need,
        appearances_figure,
        appearances_known,
        figure,
        stated,
    )

    say = translator(lang)
    known = appearances_known(cover, lang)
    apps = say("{count} app").format(count=appearances_figure(t.appearances, cover, lang))
    if known and t.appearances < cover.matches:
        apps += say(" ({known}; a result lists its scorers only)").format(known=known)
    goals = stated(t.goals, cover, Need.SCORERS, lang)
    if goals == say(NOT_KNOWN):  # not "at least 0 goals"
        parts = [apps, say("no goal known")]
    else:  # "at least 1 goal"
        parts = [apps, _goals(t.goals, goals, say)]
    if t.penalties:
        parts.append(f"{figure(t.penalties, cover, Need.SCORERS, lang)} {say('pen.')}")
    if t.own_goals:
        own = figure(t.own_goals, cover, Need.SCORERS, lang)
        parts.append(say("{count} o.g.").format(count=own))
    if t.with_lineups:
        parts.append(_lineup_text(t, cover, lang))
    if t.yellows or t.reds:
        parts.append(_cards_text(t, cover, lang))
    return ", ".join(parts)


def _counted(number: int, shown: str, one: str, many: str) -> str:
    """``one`` or ``many`` (by ``number``) with ``shown`` ("at least 2") as its count."""
    return (one if number == 1 else many).format(count=shown)


def _goals(number: int, shown: str, say: Translate) -> str:
    """``1 goal``, ``at least 2 goals``: the noun in the language of ``say``."""
    return f"{shown} {say('goal' if number == 1 else 'goals')}"


def _lineup_text(t: PlayerTally, cover: Coverage, lang: str) -> str:
    """Starts, substitute appearances, minutes and assists: of the matches with line-ups."""
    from tracker.core.records.coverage import Need

    say = translator(lang)
    within = (
        ""
        if cover.complete(Need.LINEUPS)
        else say(" (in {count} with line-ups)").format(count=t.with_lineups)
    )
    goals = _goals(t.sub_goals, str(t.sub_goals), say)
    off_bench = say(", {goals} as a sub").format(goals=goals) if t.sub_goals else ""
    counts = (
        (t.starts, "1 start", "{count} starts"),
        (t.sub_appearances, "1 sub appearance", "{count} sub appearances"),
        (t.minutes, "{count} min", "{count} min"),
        (t.assists, "1 assist", "{count} assists"),
    )
    said = [_counted(n, str(n), say(one), say(many)) for n, one, many in counts]
    return ", ".join(said) + off_bench + within


def _cards_text(t: PlayerTally, cover: Coverage, lang: str) -> str:
    """The yellow and red cards; a count of none the data cannot bound is left out
    ("at least 0 yellow")."""
    from tracker.core.records.coverage import NOT_KNOWN, Need, stated

    say = translator(lang)
    cards = ((t.yellows, say("{count} yellow")), (t.reds, say("{count} red")))
    shown = [(stated(n, cover, Need.CARDS, lang), said) for n, said in cards]
    return ", ".join(said.format(count=n) for n, said in shown if n != say(NOT_KNOWN))


def _player_scope(
    records: RecordsService, name: str, edition_id: int | None, competition_id: int | None
) -> tuple[PersonInfo, PlayerPage, list[tuple[PlayedMatch, PlayerLine]], Coverage]:
    """The person named, his page, his match lines within the scope and their coverage."""
    from tracker.core.records.coverage import coverage

    person = _guard(lambda: records.find_person(name))
    page = _guard(lambda: records.player(person.id))
    lines = [
        (m, x)
        for m, x in page.lines
        if edition_id in (None, m.edition_id) and competition_id in (None, m.competition_id)
    ]
    if edition_id is not None:
        cover = next((t.cover for t in page.editions if t.id == edition_id), coverage([]))
    elif competition_id is not None:
        cover = next((t.cover for t in page.competitions if t.id == competition_id), coverage([]))
    else:
        cover = page.cover
    return person, page, lines, cover


def _player(
    records: RecordsService,
    name: str,
    edition_id: int | None,
    competition_id: int | None,
    scope: str,
    top: int,
) -> int:
    from tracker.core.files.dates import date_text
    from tracker.core.records.books import player_tally

    lang = language_used()
    person, page, lines, cover = _player_scope(records, name, edition_id, competition_id)
    born = (
        _(", born {date}").format(date=date_text(person.date_of_birth, lang))
        if person.date_of_birth
        else ""
    )
    print(f"{person.name}{born}")
    print(f"  {scope}: {_tally_text(player_tally(x for _m, x in lines), cover, lang)}")
    if edition_id is None:
        for tally in page.editions:
            if competition_id is None or any(
                m.edition_id == tally.id and m.competition_id == competition_id
                for m, _x in page.lines
            ):
                print(f"  {tally.name}: {_tally_text(tally.tally, tally.cover, lang)}")
    cut = _cut(len(lines), top, _("; the first {top} of {total} matches, --top N for more"))
    print("  " + _("Matches (latest first; a result lists its scorers only{cut}):").format(cut=cut))
    for match, x in list(reversed(lines))[:top]:
        _print_match_line(match, x)
    return 0


def _print_match_line(match: PlayedMatch, x: PlayerLine) -> None:
    """One of a player's matches: its day, score and round, and what he did in it."""
    from tracker.core.match.scoreline import score_words
    from tracker.core.results.rounds import round_words

    day = match.date.isoformat() if match.date else "????-??-??"
    marks = " ".join(
        said
        for n, said in (
            (x.goals, _goals(x.goals, str(x.goals), _)),
            (x.own_goals, _("{count} o.g.").format(count=x.own_goals)),
            (x.assists, _counted(x.assists, str(x.assists), _("1 assist"), _("{count} assists"))),
        )
        if n
    )
    stage = round_words(match.round) if match.round else ""
    print(
        f"    {day}  {match.home} {score_words(match.score_text())} {match.away}  {stage}"
        f"  {marks}".rstrip()
    )


def _team(
    records: RecordsService,
    name: str,
    competition_id: int | None,
    edition_id: int | None,
    scope: str,
    top: int,
) -> int:
    from tracker.core.records.books import team_record
    from tracker.core.records.wording import Words
    from tracker.services.records import head_to_heads

    team_id, team_name = _guard(lambda: records.find_team(name))
    page = _guard(lambda: records.team(team_id))
    also = _(" (its matches as {names} counted too)") if page.names else ""
    print(f"{team_name}{also.format(names=', '.join(page.names))}")
    if competition_id is None and edition_id is None:
        print(f"  {_(ALL_MATCHES)}: {_record(page.overall)}")
        competitions = page.competitions
        opponents = page.opponents
    else:
        played = [
            m
            for m in page.matches
            if m.played
            and edition_id in (None, m.edition_id)
            and competition_id in (None, m.competition_id)
        ]
        # Narrowed to a competition, its line and knockout rounds are the page's own.
        named = {m.competition for m in page.matches if m.competition_id == competition_id}
        competitions = tuple(
            c for c in page.competitions if competition_id is not None and c.competition in named
        )
        if not competitions:
            print(f"  {scope}: {_record(team_record(played, team_name))}")
        opponents = head_to_heads(played, team_name)
    for comp in competitions:
        _competition_lines(comp)
    if opponents:
        shown = _most_met(opponents, top)
        more = _("; the first {top} of {total} opponents, --top N for more")
        cut = _cut(len(opponents), len(shown), more)
        print("  " + _("Head-to-head (most met first{cut}):").format(cut=cut))
        words = Words(language_used())
        for o in shown:
            # The opponent's older names it was met under, as a key stat says them.
            print(f"    v {o.named(words)}: {_record(o.record)}")
    return 0


def _competition_lines(comp: CompetitionRecord) -> None:
    """A team's record in one competition, then a line per knockout round reached."""
    from tracker.core.results.rounds import Stage, round_words

    today = dt.date.today()
    held = _(" ({held}: the figures are of those)") if comp.held else ""
    print(f"  {comp.competition}{held.format(held=comp.held.words(_))}: {_record(comp.record)}")
    for s in comp.stages:
        unknown = (
            _(", not known {count} (level, its decider not on record)").format(count=s.undecided)
            if s.undecided
            else ""
        ) + _in_play(s, today)
        walkovers = (
            _(" ({count} by walkover, not played)").format(count=s.walkovers) if s.walkovers else ""
        )
        # A final (or the match for third place) is won or lost; a round is gone
        # through or out of.
        if s.stage in (Stage.FINAL, Stage.THIRD_PLACE):
            said = _("{round}: reached {reached}{walkovers}, won {won}, lost {lost}{unknown}")
        else:
            said = _("{round}: reached {reached}{walkovers}, through {won}, out {lost}{unknown}")
        # a walkover is a round reached (won or lost) with no match played
        print(
            "    "
            + said.format(
                round=round_words(s.title),
                reached=s.reached,
                walkovers=walkovers,
                won=s.through,
                lost=s.out,
                unknown=unknown,
            )
        )


def _player_json(
    records: RecordsService,
    name: str,
    edition_id: int | None,
    competition_id: int | None,
    scope: str,
    top: int,
) -> int:
    """``stats --player --json``: who he is, his tally in the scope, his latest matches."""
    from tracker.core.records.books import player_tally
    from tracker.core.records.coverage import Need, missing

    person, _, lines, cover = _player_scope(records, name, edition_id, competition_id)
    tally = player_tally(x for _, x in lines)
    print_json(
        {
            "scope": scope,
            "person": {"id": person.id, "name": person.name, "born": person.date_of_birth},
            "tally": {key: getattr(tally, key) for key in _TALLY},
            "tally_text": _tally_text(tally, cover),
            "missing": missing(cover, Need.SCORERS),
            "matches": [
                {
                    "match": m.id,
                    "date": m.date,
                    "home": m.home,
                    "away": m.away,
                    "score": m.score_text(),
                    "round": m.round,
                    "goals": x.goals,
                    "own_goals": x.own_goals,
                    "assists": x.assists,
                }
                for m, x in list(reversed(lines))[:top]
            ],
            # How many there are: the list holds the --top latest.
            "matches_total": len(lines),
        }
    )
    return 0


#: The figures of a player's tally ``stats --player --json`` gives.
_TALLY = (
    "appearances",
    "with_lineups",
    "starts",
    "sub_appearances",
    "minutes",
    "goals",
    "penalties",
    "own_goals",
    "assists",
    "yellows",
    "reds",
    "sub_goals",
)


def _team_json(
    records: RecordsService,
    name: str,
    competition_id: int | None,
    edition_id: int | None,
    scope: str,
    top: int,
) -> int:
    """``stats --team --json``: the team's record in the scope and its head-to-heads."""
    from tracker.core.records.books import team_record
    from tracker.services.records import head_to_heads

    team_id, team_name = _guard(lambda: records.find_team(name))
    page = _guard(lambda: records.team(team_id))
    played = [
        m
        for m in page.matches
        if m.played
        and edition_id in (None, m.edition_id)
        and competition_id in (None, m.competition_id)
    ]
    opponents = head_to_heads(played, team_name)
    print_json(
        {
            "scope": scope,
            "team": team_name,
            # The other names its matches count under ("United States" for USA).
            "other_names": list(page.names),
            "record": _record_json(team_record(played, team_name)),
            "opponents": [
                {
                    "name": o.name,
                    # The older names it was met under ("Yugoslavia" in 4 of Serbia's).
                    "met_as": [{"name": n, "matches": k} for n, k in o.met_as],
                    **_record_json(o.record),
                }
                for o in _most_met(opponents, top)
            ],
            # How many there are: the list holds the --top most met.
            "opponents_total": len(opponents),
        }
    )
    return 0


def _most_met(opponents: Sequence[Opponent], top: int) -> list[Opponent]:
    """The ``top`` most met opponents, and every one met as often as the last of them:
    a list cut between two opponents met as often reads as if the first were met more."""
    shown = list(opponents[:top])
    for o in opponents[top:]:
        if o.record.played != shown[-1].record.played:
            break
        shown.append(o)
    return shown


def _cut(total: int, top: int, said: str) -> str:
    """What a heading adds (``said``, its ``{top}`` and ``{total}`` to fill) when its
    list shows only the first ``top`` of ``total``."""
    return said.format(top=top, total=total) if total > top else ""


def _record_json(r: object) -> dict[str, int]:
    from tracker.core.records.books import Record

    assert isinstance(r, Record)
    # Of the matches, and of the wins, draws and defeats: those the competition awarded.
    keys = (
        *("played", "won", "drawn", "lost", "goals_for", "goals_against"),
        *("awarded", "won_awarded", "drawn_awarded", "lost_awarded"),
    )
    return {key: int(getattr(r, key)) for key in keys}


def _record(r: object) -> str:
    from tracker.core.records.books import Record
    from tracker.core.records.wording import Words

    assert isinstance(r, Record)
    said = _("played {played}, won {won}, drawn {drawn}, lost {lost}, goals {scored}-{conceded}")
    # A result the competition awarded may never have been played: how many were is said.
    w = Words(language_used())
    return said.format(
        played=f"{r.played}{w.awarded_of(r.awarded, r.played)}",
        won=f"{r.won}{w.by_award(r.won_awarded)}",
        drawn=f"{r.drawn}{w.by_award(r.drawn_awarded)}",
        lost=f"{r.lost}{w.by_award(r.lost_awarded)}",
        scored=r.goals_for,
        conceded=r.goals_against,
    )


def cmd_facts(args: argparse.Namespace) -> int:
    """Print a match's key stats, each with its scope."""

    records = _records(args)
    # The sentences in the command line's language unless --lang says which (JSON: English).
    lang = args.lang or language_used()
    stats = _guard(lambda: records.key_stats(args.match, lang))
    # As the sheet prints them: a league match's table before and after it last.
    lines = _guard(lambda: records.sheet_lines(args.match, lang))
    if args.json:
        # A tie's last leg: its aggregate first, before the key stats.
        tie = _guard(lambda: records.tie_lines(args.match, lang))
        keys = ("text", "kind", "subject", "scope")
        print_json(
            {
                "match": args.match,
                "facts": [{k: getattr(s, k) for k in keys} for s in stats],
                "table_lines": list(lines[len(tie) + len(stats) :]),
                "aggregate": tie[0] if tie else None,
            }
        )
        return 0
    if not lines:
        # In the sentences' language, as the stats would have been.
        none = translator(lang)(
            "match {match_id}: no key stats (nothing the library holds is worth saying of it)"
        )
        print(none.format(match_id=args.match))
        return 0
    for line in lines:
        print(f"- {line}")
    return 0


COMMANDS = {"stats": cmd_stats, "facts": cmd_facts}

__all__ = ["COMMANDS", "add_parsers"]


def _in_play(stage: StageRecord, today: dt.date) -> str:
    """``, being played 1``, ``, log stops before full time 1``: the ties not settled
    because a match of theirs is not ended."""
    unfinished = stage.unfinished(today)
    live = stage.in_play - unfinished
    return (_(", being played {count}").format(count=live) if live else "") + (
        _(", log stops before full time {count}").format(count=unfinished) if unfinished else ""
    )
