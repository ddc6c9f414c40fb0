"""The record books on a big library: a standings table, a player page, key stats, a stamp.

What "flat" means here: the same page, of the same content, costs no more when the
rest of the library is 1,000 times bigger. So both libraries of the measured rows hold
the same measured competition, :func:`build_world`:

- **The subject, the same rows in every library** (:data:`SUBJECT_MATCHES` = 93
  matches): a "Continental Cup" of 16 nations with squads of 23, in three editions of
  four groups, quarter-finals, semi-finals and a final (31 matches each), results with
  their scorers and the ``appearance`` rows :func:`tracker.store.records.tallies.refresh`
  derives from them.
- **The rest** (7 matches at 100, 99,907 at 100,000): club league seasons of 20 clubs
  and 380 matches (twelve leagues, their squads renewed every eight seasons, so a
  career spans about 300 matches), and one match in 60 a friendly of the measured
  nations (about 200 each at 100,000), played by their earlier squads before the
  measured editions: the measured teams' matches outside the measured competition
  grow with the library, what the measured pages show does not.

Every match is stored in playing order, so the subject's rows lie among the others.
The subject is what the window and the command line ask of a fresh
:class:`RecordsService` each time (nothing is cached between calls):

- ``standings(edition)``: the last edition's four group tables (31 matches);
- ``player(person)``: the measured striker's tallies and every match line;
- ``key_stats(match)``: the last final, as of that match (its teams' history in the
  competition, and its scorers' careers);
- ``first_leg_stamp(match)``: what a second leg's window compares once a second to find
  its first leg (the stamp of the final's edition); beside it, for comparison and with
  no target, the whole library's ``stamp()`` that check read before.

The baseline is the same call on the library of 100 matches, run interleaved: the ratio
is what the 99,900 other matches cost on top (target ≤ 1.5×); the notes say the
content (the same in both: the benchmark checks it) and whether p50 stays under half a
second, the target these rows had at 20,000.

Earlier versions of this benchmark compared the busiest edition and player of each
library, whose content grows with it (6 matches of 100, ~320 of 100,000): that measured
a bigger page, not the same page on a bigger library. The last three rows keep that
comparison for information: the large library's biggest content (a 380-match league
season, the career with the most match lines, a league match's key stats with its
table) against the subject at 100, with the absolute target p50 < 0.5 s.

:func:`build` (the older library: 12 competitions of 40 teams over 26 seasons, its
busiest content growing with its size) stays for :mod:`benchmarks.linking`.
"""

from __future__ import annotations

import datetime as dt
import random
import sys
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path
from typing import Any

from sqlalchemy import func, insert, select

from benchmarks.context import Context
from benchmarks.libraries import COMPETITIONS, TEAMS
from benchmarks.report import Row, below, ratio
from benchmarks.timing import interleave, timed
from tracker.core.match.model import fold
from tracker.store import tables
from tracker.store.db import Database, open_database
from tracker.store.match.summaries import SUMMARY_VERSION
from tracker.store.records import tallies

#: Teams in each competition, and people in each team's squad.
TEAMS_PER_COMPETITION = 40
SQUAD = 23
#: Matches of a group: four teams play each other once.
GROUP = ((0, 1), (2, 3), (0, 2), (1, 3), (0, 3), (1, 2))


def _t(model: Any) -> Any:
    return model.__table__


def build(path: Path, count: int, *, seed: int = 0) -> Database:
    """A records library of ``count`` results with scorers and appearance rows."""
    rng = random.Random(seed)
    db = open_database(path, backups=0)
    with db.writing() as session:
        run = session.execute
        run(
            insert(_t(tables.CompetitionRow)),
            [{"name": c, "folded": fold(c), "kind": "cup", "rules": ""} for c in COMPETITIONS],
        )
        run(insert(_t(tables.TeamRow)), [{"name": t} for t in TEAMS])
        run(
            insert(_t(tables.PersonRow)),
            [
                {"name": f"Player {n} of {t}", "folded": fold(f"Player {n} of {t}"), "note": ""}
                for t in TEAMS
                for n in range(1, SQUAD + 1)
            ],
        )
        editions: list[dict[str, Any]] = []
        for c in range(len(COMPETITIONS)):
            for year in range(2000, 2026):
                editions.append(
                    {
                        "competition_id": c + 1,
                        "name": f"{COMPETITIONS[c]} {year}",
                        "season": str(year),
                        "year": year,
                    }
                )
        run(insert(_t(tables.EditionRow)), editions)
        matches, goals, lines = _results(rng, count)
        for start in range(0, len(matches), 5000):
            run(insert(_t(tables.MatchRow)), matches[start : start + 5000])
        run(insert(_t(tables.ResultGoalRow)), goals)
        run(insert(_t(tables.AppearanceRow)), lines)
    return db


def _results(
    rng: random.Random, count: int
) -> tuple[list[dict[str, Any]], list[dict[str, Any]], list[dict[str, Any]]]:
    """Matches (groups of four teams within an edition), their goals and appearance rows."""
    matches: list[dict[str, Any]] = []
    goals: list[dict[str, Any]] = []
    lines: list[dict[str, Any]] = []
    now = dt.datetime(2026, 1, 1, tzinfo=dt.timezone.utc)
    editions = 26 * len(COMPETITIONS)
    match_id = 0
    while match_id < count:
        edition = match_id // 6 % editions + 1
        competition = (edition - 1) // 26
        year = 2000 + (edition - 1) % 26
        group = f"Group {chr(65 + match_id // (6 * editions) % 10)}"
        first = competition * TEAMS_PER_COMPETITION % len(TEAMS)
        pool = rng.sample(range(first, first + TEAMS_PER_COMPETITION), 4)
        for index, (a, b) in enumerate(GROUP):
            if match_id >= count:
                break
            match_id += 1
            home, away = pool[a] % len(TEAMS) + 1, pool[b] % len(TEAMS) + 1
            score = {"home": rng.choice((0, 1, 1, 2, 2, 3)), "away": rng.choice((0, 0, 1, 1, 2))}
            matches.append(
                {
                    "id": match_id,
                    "uuid": f"records-{match_id}",
                    "competition": f"{COMPETITIONS[competition]} {year}",
                    "stage": group,
                    "date": dt.date(year, 3, 1) + dt.timedelta(days=7 * index),
                    "home_team_id": home,
                    "away_team_id": away,
                    "home_name": TEAMS[home - 1],
                    "away_name": TEAMS[away - 1],
                    "home_score": score["home"],
                    "away_score": score["away"],
                    "status": "full time",
                    "summary_version": SUMMARY_VERSION,
                    "edition_id": edition,
                    "round": group,
                    "round_stage": "Group",
                    "group_name": group,
                    "record": "result",
                    "revision": 1,
                    "tallied_revision": 1,
                    "created_at": now,
                    "updated_at": now,
                }
            )
            for side, team in (("home", home), ("away", away)):
                scored: dict[int, int] = {}
                for _ in range(score[side]):
                    # The squad's first eleven score, the striker (number 9) most.
                    number = 9 if rng.random() < 0.4 else rng.randint(2, 11)
                    person = (team - 1) * SQUAD + number
                    scored[person] = scored.get(person, 0) + 1
                    goals.append(
                        {
                            "match_id": match_id,
                            "seq": len(goals),
                            "side": side,
                            "person_id": person,
                            "name": "",
                            "period": 2,
                            "minute": 60,
                        }
                    )
                lines += [
                    {"match_id": match_id, "person_id": p, "team_id": team, "side": side,
                     "goals": n}
                    for p, n in scored.items()
                ]  # fmt: skip
    return matches, goals, lines


# --- the same subject in every library -------------------------------------------

#: The measured competition: 16 national teams in four groups, then knockouts.
SUBJECT = "Continental Cup"
NATIONS = tuple(f"Nation {n:02d}" for n in range(1, 17))
#: Its editions: 24 group matches, 4 quarter-finals, 2 semi-finals, a final each.
SUBJECT_YEARS = (2017, 2021, 2025)
SUBJECT_MATCHES = 31 * len(SUBJECT_YEARS)
#: The other competitions: club leagues of 20 clubs, 380 matches a season.
CLUBS = 20
#: A club's squad is renewed every eight seasons: a career of about 300 matches.
SQUAD_SEASONS = 8
#: One other match in 60 is a friendly of the measured nations (2000-2016, played by
#: their earlier squads): their matches outside the measured competition grow with the
#: library (about 200 each at 100,000), the content of the measured pages does not.
FRIENDLY_SHARE = 60
#: The nation that plays no friendly: its team page is the same in every library.
HOMEBODY = NATIONS[-1]


@dataclass
class _World:
    """The rows of a library as they are generated (ids given in insertion order)."""

    competitions: list[dict[str, Any]] = field(default_factory=list)
    teams: dict[str, int] = field(default_factory=dict)
    people: dict[tuple[str, int], int] = field(default_factory=dict)
    editions: list[dict[str, Any]] = field(default_factory=list)
    #: (match row without id, its goals, its appearance rows) by playing order.
    matches: list[tuple[dict[str, Any], list[dict[str, Any]], list[dict[str, Any]]]] = field(
        default_factory=list
    )

    def competition(self, name: str, kind: str) -> int:
        self.competitions.append({"name": name, "folded": fold(name), "kind": kind, "rules": ""})
        return len(self.competitions)

    def edition(self, competition: int, name: str, season: str, year: int) -> int:
        row = {"competition_id": competition, "name": name, "season": season, "year": year}
        self.editions.append(row)
        return len(self.editions)

    def team(self, name: str) -> int:
        return self.teams.setdefault(name, len(self.teams) + 1)

    def person(self, team: str, squad: int, number: int) -> int:
        """The squad's player with this shirt number (made when first needed)."""
        return self.people.setdefault((f"{team}#{squad}", number), len(self.people) + 1)

    def play(
        self, rng: random.Random, row: dict[str, Any], squad: int, *, decided: bool = False
    ) -> tuple[int, int]:
        """Store a result of ``row``'s teams (no draw if ``decided``), with its scorers."""
        while True:
            score = rng.choice((0, 1, 1, 2, 2, 3)), rng.choice((0, 0, 1, 1, 2))
            if not decided or score[0] != score[1]:
                break
        goals: list[dict[str, Any]] = []
        lines: list[dict[str, Any]] = []
        for side, name, count in (("home", row["home_name"], score[0]),
                                  ("away", row["away_name"], score[1])):  # fmt: skip
            scored: dict[int, int] = {}
            for _ in range(count):
                # The first eleven score, the striker (number 9) most.
                person = self.person(name, squad, 9 if rng.random() < 0.4 else rng.randint(2, 11))
                scored[person] = scored.get(person, 0) + 1
                goals.append({"side": side, "person_id": person, "name": "", "period": 2,
                              "minute": 60})  # fmt: skip
            team = self.team(name)
            lines += [{"person_id": p, "team_id": team, "side": side, "goals": n}
                      for p, n in scored.items()]  # fmt: skip
        now = dt.datetime(2026, 1, 1, tzinfo=dt.timezone.utc)
        row |= {
            "competitive": row.get("competitive", True),
            "home_team_id": self.team(row["home_name"]),
            "away_team_id": self.team(row["away_name"]),
            "home_score": score[0],
            "away_score": score[1],
            "status": "full time",
            "summary_version": SUMMARY_VERSION,
            "record": "result",
            "revision": 1,
            "tallied_revision": 1,
            "created_at": now,
            "updated_at": now,
        }
        self.matches.append((row, goals, lines))
        return score


def _subject(world: _World) -> None:
    """The measured competition: the same rows whatever else the library holds."""
    rng = random.Random(1)
    competition = world.competition(SUBJECT, "cup")
    for nation in NATIONS:
        world.team(nation)
        for number in range(1, SQUAD + 1):
            world.person(nation, 0, number)
    for year in SUBJECT_YEARS:
        edition = world.edition(competition, f"{SUBJECT} {year}", str(year), year)
        drawn = rng.sample(NATIONS, len(NATIONS))
        day = dt.date(year, 6, 10)

        places: list[list[str]] = []
        for g in range(4):
            pool, points = drawn[4 * g : 4 * g + 4], dict.fromkeys(drawn[4 * g : 4 * g + 4], 0)
            for index, (a, b) in enumerate(GROUP):
                when = day + dt.timedelta(days=4 * (index // 2) + g)
                row = _cup_row(
                    year,
                    edition,
                    len(world.matches),
                    (pool[a], pool[b]),
                    f"Group {'ABCD'[g]}",
                    when,
                )
                h, w = world.play(rng, row, 0)
                points[pool[a]] += 3 if h > w else h == w
                points[pool[b]] += 3 if w > h else h == w
            places.append(sorted(pool, key=lambda t: -points[t]))
        ties = [(places[0][0], places[1][1]), (places[1][0], places[0][1]),
                (places[2][0], places[3][1]), (places[3][0], places[2][1])]  # fmt: skip
        for name, offset in (("Quarter-final", 16), ("Semi-final", 20), ("Final", 24)):
            winners = []
            for home, away in ties:
                row = _cup_row(
                    year,
                    edition,
                    len(world.matches),
                    (home, away),
                    name,
                    day + dt.timedelta(days=offset),
                )
                h, w = world.play(rng, row, 0, decided=True)
                winners.append(home if h > w else away)
            ties = list(zip(winners[::2], winners[1::2], strict=False))


def _cup_row(
    year: int, edition: int, index: int, teams: tuple[str, str], name: str, when: dt.date
) -> dict[str, Any]:
    """A match of the measured competition: a group's ("Group A") or a knockout round's."""
    group = name.startswith("Group")
    return {"uuid": f"subject-{year}-{index}", "competition": f"{SUBJECT} {year}",
            "stage": name, "date": when, "home_name": teams[0], "away_name": teams[1],
            "edition_id": edition, "round": name, "round_stage": "Group" if group else name,
            "group_name": name if group else ""}  # fmt: skip


def _friendlies(world: _World, count: int) -> None:
    """``count`` friendlies of the measured nations but :data:`HOMEBODY`, before its
    editions, by squads that play none of them."""
    rng = random.Random(3)
    competition = world.competition("International Friendly", "cup") if count else 0
    editions: dict[int, int] = {}
    for index in range(count):
        year = 2000 + index * 17 // count
        if year not in editions:
            name = f"International Friendly {year}"
            editions[year] = world.edition(competition, name, str(year), year)
        home, away = rng.sample([n for n in NATIONS if n != HOMEBODY], 2)
        row = {"uuid": f"friendly-{index}", "competition": f"International Friendly {year}",
               "stage": "Friendly", "date": dt.date(year, 2, 1)
               + dt.timedelta(days=rng.randrange(300)), "home_name": home, "away_name": away,
               "edition_id": editions[year], "round": "Friendly", "round_stage": "",
               "group_name": "", "competitive": False}  # fmt: skip
        world.play(rng, row, 1 + (year - 2000) // SQUAD_SEASONS)


def _leagues(world: _World, count: int) -> None:
    """``count`` other matches: seasons of club leagues, each league with its own clubs."""
    rng = random.Random(2)
    leagues: dict[str, int] = {}
    season = 0
    while count > 0:
        name = COMPETITIONS[season % len(COMPETITIONS)]
        year = 2000 + season // len(COMPETITIONS)
        if name not in leagues:
            leagues[name] = world.competition(name, "league")
        label = f"{year}-{(year + 1) % 100:02d}"
        edition = world.edition(leagues[name], f"{name} {label}", label, year)
        clubs = [f"{name} Club {n:02d}" for n in range(1, CLUBS + 1)]
        pairs = [(h, a) for h in clubs for a in clubs if h != a]
        rng.shuffle(pairs)
        for index, (home, away) in enumerate(pairs[:count]):
            matchday = index // (CLUBS // 2) + 1
            row = {"uuid": f"league-{season}-{index}", "competition": f"{name} {label}",
                   "stage": f"Matchday {matchday}", "date": dt.date(year, 8, 10)
                   + dt.timedelta(days=7 * (matchday - 1)), "home_name": home, "away_name": away,
                   "edition_id": edition, "round": f"Matchday {matchday}", "round_stage": "",
                   "group_name": ""}  # fmt: skip
            world.play(rng, row, 1 + (year - 2000) // SQUAD_SEASONS)
        count -= min(count, len(pairs))
        season += 1


def build_world(path: Path, count: int) -> Database:
    """A library of ``count`` results: the measured competition (:data:`SUBJECT_MATCHES`
    matches, the same rows in every library) and ``count - SUBJECT_MATCHES`` matches of
    club league seasons and friendlies of the measured nations, every match stored in
    playing order."""
    world = _World()
    _subject(world)
    friendlies = (count - SUBJECT_MATCHES) // FRIENDLY_SHARE
    _friendlies(world, friendlies)
    _leagues(world, count - SUBJECT_MATCHES - friendlies)
    ordered = sorted(world.matches, key=lambda m: (m[0]["date"], m[0]["uuid"]))
    db = open_database(path, backups=0)
    with db.writing() as session:
        run = session.execute
        run(insert(_t(tables.CompetitionRow)), world.competitions)
        run(insert(_t(tables.TeamRow)), [{"name": n} for n in world.teams])
        run(
            insert(_t(tables.PersonRow)),
            [
                {"name": name, "folded": fold(name), "note": ""}
                for name in (_person_name(key, n) for key, n in world.people)
            ],
        )
        run(insert(_t(tables.EditionRow)), world.editions)
        matches: list[dict[str, Any]] = []
        goals: list[dict[str, Any]] = []
        lines: list[dict[str, Any]] = []
        for match_id, (row, scored, appeared) in enumerate(ordered, start=1):
            matches.append(row | {"id": match_id})
            goals += [g | {"match_id": match_id, "seq": len(goals) + i}
                      for i, g in enumerate(scored)]  # fmt: skip
            lines += [x | {"match_id": match_id} for x in appeared]
        for start in range(0, len(matches), 5000):
            run(insert(_t(tables.MatchRow)), matches[start : start + 5000])
        for start in range(0, len(goals), 20000):
            run(insert(_t(tables.ResultGoalRow)), goals[start : start + 20000])
        for start in range(0, len(lines), 20000):
            run(insert(_t(tables.AppearanceRow)), lines[start : start + 20000])
    return db


def _person_name(key: str, number: int) -> str:
    team, squad = key.rsplit("#", 1)
    return f"Player {number} of {team}" + (f" ({squad})" if squad != "0" else "")


def _matches_of(db: Database, edition: int) -> int:
    """How many matches an edition holds."""
    m = _t(tables.MatchRow)
    with db.reading() as session:
        query = select(func.count()).select_from(m).where(m.c.edition_id == edition)
        return int(session.execute(query).scalar_one())


def _half_second(values: list[float]) -> str:
    """Whether the p50 stays under the half second these rows had as target at 20,000."""
    p50 = sorted(values)[(len(values) - 1) // 2]
    return f"p50 < 0.5 s: {'meets' if p50 < 0.5 else 'falls short'}"


def subject_of(db: Database) -> dict[str, int]:
    """The measured subject's ids in ``db``: the last edition of :data:`SUBJECT`, its
    striker with the most match lines, its final and the final's home team."""
    m, a = _t(tables.MatchRow), _t(tables.AppearanceRow)
    last = f"subject-{SUBJECT_YEARS[-1]}-%"
    with db.reading() as session:
        final = session.execute(
            select(m.c.id, m.c.edition_id, m.c.home_team_id).where(
                m.c.uuid.like(last), m.c.round_stage == "Final"
            )
        ).one()
        person = session.execute(
            select(a.c.person_id)
            .join(m, m.c.id == a.c.match_id)
            .where(m.c.uuid.like("subject-%"))
            .group_by(a.c.person_id)
            .order_by(func.count().desc(), a.c.person_id)
            .limit(1)
        ).scalar_one()
        # Nothing left stale: the measured calls find the rows current (one query).
        assert not tallies.stale(session)
    return {"edition": int(final.edition_id), "person": int(person), "match": int(final.id),
            "team": int(final.home_team_id)}  # fmt: skip


def busiest_of(db: Database) -> dict[str, int]:
    """The largest content of ``db``'s other matches: the last whole league season, the
    person with the most match lines, and that season's last match."""
    m, a = _t(tables.MatchRow), _t(tables.AppearanceRow)
    with db.reading() as session:
        edition = session.execute(
            select(m.c.edition_id)
            .where(m.c.uuid.like("league-%"))
            .group_by(m.c.edition_id)
            .having(func.count() == CLUBS * (CLUBS - 1))
            .order_by(m.c.edition_id.desc())
            .limit(1)
        ).scalar_one()
        match = session.execute(select(func.max(m.c.id)).where(m.c.edition_id == edition))
        person = session.execute(
            select(a.c.person_id).group_by(a.c.person_id).order_by(func.count().desc()).limit(1)
        ).scalar_one()
    return {"edition": int(edition), "person": int(person), "match": int(match.scalar_one())}


def run(ctx: Context) -> Iterator[Row]:
    """Standings, a player page and key stats: the same subject on the large library
    and on 100 matches; then the large library's busiest content, for its time."""
    from tracker.services.records import RecordsService

    large, small = ctx.largest, 100
    folder = ctx.scratch / "records"
    folder.mkdir(exist_ok=True)
    print(f"  records library of {large:,} results…", flush=True, file=sys.stderr)
    big = build_world(folder / f"records-{large}.sqlite3", large)
    tiny = build_world(folder / f"records-{small}.sqlite3", small)
    mine, theirs = subject_of(big), subject_of(tiny)
    assert mine == theirs | {"match": mine["match"]}, "the subject has the same ids"
    rounds = ctx.rounds(21, 5)
    calls: dict[str, Callable[[Database, dict[str, int]], object]] = {
        "standings": lambda db, ids: RecordsService(db).standings(ids["edition"]),
        "player": lambda db, ids: RecordsService(db).player(ids["person"]),
        "key stats": lambda db, ids: RecordsService(db).key_stats(ids["match"]),
    }
    sizes = _sizes(tiny, theirs)
    assert _sizes(big, mine) == sizes, "the subject reads the same content"
    same = f"same {SUBJECT} in both ({SUBJECT_MATCHES} of the {small} matches)"
    # His tallies count over every match of his team: the large library holds more.
    counted = [RecordsService(db).player(ids["person"]).cover.matches
               for db, ids in ((big, mine), (tiny, theirs))]  # fmt: skip
    # What a second leg's window reads once a second to find its first leg (its
    # edition's stamp), and the whole library's stamp it read before, for comparison.
    stamps: dict[str, Callable[[Database, dict[str, int]], object]] = {
        "first leg": lambda db, ids: RecordsService(db).first_leg_stamp(ids["match"]),
        "library stamp": lambda db, _ids: RecordsService(db).stamp(),
    }
    for name, what, content, target in (
        ("standings", "Standings table of an edition", f"{sizes['edition']}-match edition",
         ratio(1.5)),
        ("player", "Player page", f"{sizes['lines']} match lines; his tallies count over "
         f"{counted[0]} matches of his team ({counted[1]} on {small})", ratio(1.5)),
        ("key stats", "Key stats of a match", f"a final, {sizes['history']} matches of its "
         f"teams' history, {sizes['stats']} stats", ratio(1.5)),
        ("first leg", "A second leg's check for its first leg (its edition's stamp, read "
         "once a second)", f"the final's edition: {sizes['edition']} matches in both libraries",
         ratio(1.5)),
        ("library stamp", "The whole library's stamp (what that check read before)",
         "every match's revision summed: grows with the library", None),
    ):  # fmt: skip
        call = calls.get(name) or stamps[name]
        base, subject = interleave(
            [timed(partial(call, tiny, theirs)), timed(partial(call, big, mine))], rounds
        )
        yield Row(
            f"{what}, {large:,}-match library",
            f"the same on {small} matches",
            subject,
            base,
            target,
            latency=True,
            note=f"{content}; {same}; {_half_second(subject)}" if name in calls else content,
        )
    yield from _busiest_rows(big, tiny, theirs, calls, ctx.rounds(11, 3), large)
    big.close()
    tiny.close()


def _sizes(db: Database, ids: dict[str, int]) -> dict[str, int]:
    """What the measured calls read: the edition's matches, the match lines, the final's
    teams' matches in the competition, the key stats."""
    from tracker.services.records import RecordsService

    service = RecordsService(db)
    m = _t(tables.MatchRow)
    final = service.match(ids["match"])
    teams = (final.home_team_id, final.away_team_id)
    with db.reading() as session:
        history = session.execute(
            select(func.count()).where(
                m.c.edition_id.in_(
                    select(_t(tables.EditionRow).c.id).where(
                        _t(tables.EditionRow).c.competition_id == final.competition_id
                    )
                ),
                m.c.home_team_id.in_(teams) | m.c.away_team_id.in_(teams),
            )
        ).scalar_one()
    return {
        "edition": _matches_of(db, ids["edition"]),
        "lines": len(service.player(ids["person"]).lines),
        "history": int(history),
        "stats": len(service.key_stats(ids["match"])),
    }


def _busiest_rows(
    big: Database,
    tiny: Database,
    theirs: dict[str, int],
    calls: dict[str, Callable[[Database, dict[str, int]], object]],
    rounds: int,
    large: int,
) -> Iterator[Row]:
    """The same calls on the large library's biggest content (a 380-match league season,
    a career of hundreds of matches, a league match's key stats with its table): more
    content than the 100 matches hold, so only their time is a target."""
    from tracker.services.records import RecordsService

    busiest = busiest_of(big)
    service = RecordsService(big)
    content = {
        "standings": f"a {_matches_of(big, busiest['edition'])}-match league season",
        "player": f"{len(service.player(busiest['person']).lines)} match lines",
        "key stats": f"a league match, {len(service.key_stats(busiest['match']))} stats",
    }
    for name, call in calls.items():
        base, subject = interleave(
            [timed(partial(call, tiny, theirs)), timed(partial(call, big, busiest))],
            rounds,
        )
        yield Row(
            f"{name.capitalize()}, busiest content of the {large:,}-match library",
            f"the {SUBJECT} on 100 matches",
            subject,
            base,
            below("p50", 0.5),
            latency=True,
            note=f"{content[name]}: more content than the baseline, so the ratio is no target",
        )
