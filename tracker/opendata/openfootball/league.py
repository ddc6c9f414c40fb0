"""Reading openfootball's football.json league seasons into results and fixtures.

A league file is one season of one league: ``{"name": "English Premier League
2023/24", "matches": [...]}``, each match with ``round`` ("Matchday 1"; a phase before
it after a split or in a play-off: "Championship, Matchday 3", "Finals, Semifinals"),
sometimes a ``stage`` naming the phase instead ("Regular", "Playoffs - Relegation"),
``date``, ``time``, ``team1``, ``team2`` and ``score``. The season becomes one edition
(the competition "English Premier League", the season "2023-24").

Real files have errors. None of them is stored as a fact; each becomes one line of
:attr:`Edition.problems` saying what was kept:

- a shootout given as level (4-4): the result is kept without it, the shootout unknown;
- no score for a match whose date has passed (before ``today``): kept as a fixture
  whose result is unknown;
- a team twice on one matchday: both matches are kept, the line names them.

A team written with its country in parentheses ("Liverpool FC (ENG)", as the Champions
League file writes every club) is stored under its name alone, so a club is one team
in its league and in a European competition; the name as written stays in the match's
key (:attr:`Edition.written`), so a library imported before this keeps its matches.
Two clubs of one name from different countries in the same file keep their
parentheses (one line says so).

A phase of "Matchday" rounds in which every team meets one opponent only is a round
of two-legged ties (the Champions League's "Playoffs, Matchday 1" and "2"): its
matches are knockout legs, not a table.
"""

from __future__ import annotations

import datetime as dt
import re
from collections import defaultdict
from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from tracker.core.i18n import gettext as _
from tracker.core.league.counted import shortfall
from tracker.core.match.shootout import possible_result
from tracker.core.results.rounds import Round, Stage, fold_round
from tracker.core.results.values import (
    Edition,
    Fixture,
    FixtureStatus,
    Placeholder,
    PlaceholderKind,
    Result,
)
from tracker.opendata.openfootball.repeats import listed_once
from tracker.opendata.openfootball.score import IMPOSSIBLE_SHOOTOUT, read_score
from tracker.opendata.openfootball.values import (
    OpenFootballError,
    and_listed,
    read_date,
    read_kickoff,
    read_status,
    text_at,
    versus,
)

_SEASON = re.compile(r"\b(1[89]\d\d|2\d\d\d)\s*/\s*(\d{2})\b")

#: Competition names that changed between seasons of the same league, folded; ours.
_COMPETITIONS = {
    "primera división de españa": "Spain Primera División",
}

#: The phase words a file writes for the regular season (the main table).
_REGULAR = {"", "regular", "regular season"}

#: Phases a ``stage`` field writes with a prefix ("Playoffs - Championship").
_STAGE_PREFIX = re.compile(r"^play ?offs? - (.+)$", re.IGNORECASE)

_MATCHDAY = re.compile(r"^matchday (\d{1,3})$")

#: Team names that stand for a team not known yet ("N.N.", German "Sieger EF").
_UNDECIDED = re.compile(r"^(?:n\.\s?n\.?|tbd|tba|(?:sieger|verlierer|winner|loser)\b.*)$", re.I)

#: A team written with its country's code after it: "Liverpool FC (ENG)".
_COUNTRY_SUFFIX = re.compile(r"^(.*\S)\s+\(([A-Z]{3})\)$")

#: The country codes a file writes after a club (FIFA's, the UEFA associations and the
#: Americas; openfootball writes Monaco's clubs MCO). Anything else in parentheses is
#: part of the name.
COUNTRY_CODES = frozenset(
    """ALB AND ARM AUT AZE BLR BEL BIH BUL CRO CYP CZE DEN ENG EST FRO FIN FRA GEO GER
    GIB GRE HUN ISL ISR ITA KAZ KVX LVA LIE LTU LUX MLT MDA MCO MNE NED MKD NIR NOR POL
    POR IRL ROU RUS SMR SCO SRB SVK SVN ESP SWE SUI TUR UKR WAL ARG BOL BRA CHI COL ECU
    PAR PER URU VEN MEX USA CAN""".split()  # noqa: SIM905 (a list literal: a code a line)
)

# Knockout round names, folded; the value is our stage (unknown names are play-offs).
_KNOCKOUT = {
    "round of 16": Stage.ROUND_OF_16,
    "round of 32": Stage.ROUND_OF_32,
    "quarterfinals": Stage.QUARTER_FINAL,
    "quarter finals": Stage.QUARTER_FINAL,
    "quarterfinal": Stage.QUARTER_FINAL,
    "quarter final": Stage.QUARTER_FINAL,
    "semifinals": Stage.SEMI_FINAL,
    "semi finals": Stage.SEMI_FINAL,
    "semifinal": Stage.SEMI_FINAL,
    "semi final": Stage.SEMI_FINAL,
    "final": Stage.FINAL,
    "finals": Stage.FINAL,
}


def is_league(name: str) -> bool:
    """Whether a file's name gives a season over two years ("… 2023/24"): a league's."""
    return _SEASON.search(name) is not None


def league_name(name: str) -> tuple[str, str, int]:
    """The competition, season and first year in a league file's name.

    "English Premier League 2023/24" is ("English Premier League", "2023-24", 2023);
    "Australia | A-League 2024/25" is ("Australia A-League", "2024-25", 2024).
    """
    found = _SEASON.search(name)
    if found is None:
        problem = _("{name!r} does not say the season (2023/24)").format(name=name)
        raise OpenFootballError("name", problem)
    start = int(found.group(1))
    end = (start // 100) * 100 + int(found.group(2))
    if end < start:
        end += 100
    if end != start + 1:
        problem = _("{season!r} is not a season of two years").format(season=found.group(0))
        raise OpenFootballError("name", problem)
    rest = (name[: found.start()] + name[found.end() :]).replace("|", " ")
    competition = " ".join(rest.split())
    if not competition:
        problem = _("{name!r} does not name the league").format(name=name)
        raise OpenFootballError("name", problem)
    competition = _COMPETITIONS.get(competition.casefold(), competition)
    return competition, f"{start}-{end % 100:02d}", start


def split_phase(text: str) -> tuple[str, str]:
    """A stored league round's phase and the rest: "Championship, Matchday 3" is
    ("Championship", "Matchday 3"); "Matchday 3" has the phase ""."""
    phase, sep, rest = text.rpartition(", ")
    return (phase, rest) if sep else ("", text)


def matchday_of(text: str) -> int | None:
    """The matchday number of a stored league round ("Relegation, Matchday 3" → 3)."""
    found = _MATCHDAY.match(fold_round(split_phase(text)[1]))
    return int(found.group(1)) if found else None


def parse_league(data: dict[str, Any], today: dt.date | None = None) -> Edition:
    """Read one league season (the file's JSON object) into an edition.

    Args:
        data: The file's object, with ``name`` and ``matches``.
        today: The day the import runs: a match without a score dated before it is
            a played match whose score the file lacks. ``None``: never assumed.

    Raises:
        OpenFootballError: The file cannot be read; the message names the place.
    """
    name = text_at(data.get("name"), "name")
    competition, season, year = league_name(name)
    raw_matches = data.get("matches")
    if not isinstance(raw_matches, list):
        raise OpenFootballError("matches", _("is not a list of matches"))
    problems: list[str] = []
    places = [f"matches[{i}]" for i in range(len(raw_matches))]
    read = [
        _read_match(raw, where, today, problems)
        for where, raw in zip(places, raw_matches, strict=True)
    ]
    # Before the teams are renamed: a match's key keeps its teams as written.
    once = listed_once(
        Edition(competition, year, name, tuple(read), season=season, problems=tuple(problems)),
        places,
    )
    matches, problems = list(once.matches), list(once.problems)
    names = _club_names(matches, problems)
    matches = [_renamed(m, names) for m in matches]
    matches = _two_legged(matches)
    problems.extend(_twice_on_a_matchday(matches))
    problems.extend(_short_season(matches))
    return Edition(
        competition=competition,
        year=year,
        name=name,
        matches=tuple(matches),
        season=season,
        problems=tuple(problems),
        written=tuple(sorted((club, text) for text, club in names.items())),
    )


#: Clubs a European competition's file writes by their own name where their league's
#: file writes the short name the league itself uses, by (country code, name as the
#: European file writes it, without the code): the club is one team, under its
#: league's name. Evidence for each: the two files of the same season, and the club.
LEAGUE_FORMS: Mapping[tuple[str, str], str] = {
    # The Österr. Bundesliga's files write "Sturm Graz" and "RB Salzburg" (as the
    # league does), the Champions League's the clubs' names "SK Sturm Graz" and "FC Red
    # Bull Salzburg": the same two clubs, champions and runners-up of 2023/24.
    ("AUT", "SK Sturm Graz"): "Sturm Graz",
    ("AUT", "FC Red Bull Salzburg"): "RB Salzburg",
}


def club_name(text: str) -> tuple[str, str]:
    """A team as written and its country code: "Liverpool FC (ENG)" is ("Liverpool FC",
    "ENG"); a name without a country code after it is itself, with the code ""."""
    found = _COUNTRY_SUFFIX.match(text.strip())
    if found is None or found.group(2) not in COUNTRY_CODES:
        return text, ""
    return found.group(1), found.group(2)


def _club_names(matches: list[Result | Fixture], problems: list[str]) -> dict[str, str]:
    """The teams written with a country code, each to the name it is stored under:
    its name alone, unless the file has another club of that name from elsewhere."""
    codes: dict[str, set[str]] = defaultdict(set)
    written: dict[str, str] = {}
    for match in matches:
        for team in (match.home, match.away):
            if isinstance(team, str):
                club, code = club_name(team)
                if code:
                    codes[club].add(code)
                    written[team] = club
    for club, found in sorted(codes.items()):
        if len(found) > 1:
            listed = and_listed([f"{club} ({c})" for c in sorted(found)])
            problems.append(
                _("{clubs} are different clubs of one name; each is kept with its country").format(
                    clubs=listed
                )
            )
    return {
        text: LEAGUE_FORMS.get((next(iter(codes[club])), club), club)
        for text, club in written.items()
        if len(codes[club]) == 1
    }


def _renamed(match: Result | Fixture, names: dict[str, str]) -> Result | Fixture:
    home, away = match.home, match.away
    if isinstance(home, str) and home in names:
        match = replace(match, home=names[home])
    if isinstance(away, str) and away in names:
        match = replace(match, away=names[away])
    return match


def _phase(raw: dict[str, Any], where: str) -> tuple[str, str]:
    """The match's phase (our words; "" for the regular season) and its round's rest."""
    text = text_at(raw.get("round"), f"{where}.round")
    phase, rest = split_phase(text)
    stage = raw.get("stage")
    if stage is not None and not phase:
        phase = text_at(stage, f"{where}.stage")
        prefixed = _STAGE_PREFIX.match(phase)
        if prefixed:
            phase = prefixed.group(1)
    if fold_round(phase) in _REGULAR:
        phase = ""
    return phase.strip(), rest.strip()


def _round(phase: str, rest: str) -> Round:
    folded = fold_round(rest)
    matchday = _MATCHDAY.match(folded)
    name = f"{phase}, {rest}" if phase else rest
    if matchday:
        number = int(matchday.group(1))
        name = f"{phase}, Matchday {number}" if phase else f"Matchday {number}"
        return Round(name, Stage.LEAGUE, matchday=number)
    stage = _KNOCKOUT.get(folded, Stage.PLAYOFF)
    if stage is not Stage.PLAYOFF:
        name = f"{phase}, {stage.value}" if phase else stage.value
    return Round(name, stage)


def _team(text: str) -> str | Placeholder:
    if _UNDECIDED.match(text.strip()):
        return Placeholder(text.strip(), PlaceholderKind.UNDECIDED)
    return text


def _read_match(
    raw: Any, where: str, today: dt.date | None, problems: list[str]
) -> Result | Fixture:
    if not isinstance(raw, dict):
        raise OpenFootballError(where, _("is not a match (a JSON object)"))
    home_text = text_at(raw.get("team1"), f"{where}.team1")
    away_text = text_at(raw.get("team2"), f"{where}.team2")
    round_ = _round(*_phase(raw, where))
    date = read_date(raw.get("date"), f"{where}.date")
    kickoff = read_kickoff(raw.get("time"), f"{where}.time")
    venue = text_at(raw["ground"], f"{where}.ground") if raw.get("ground") else ""
    home, away = _team(home_text), _team(away_text)
    if isinstance(home, str) and home == away:
        problem = _("{team!r} plays itself: a match needs two teams").format(team=home_text)
        raise OpenFootballError(where, problem)
    # A line about the match starts with its place and " (": listed_once finds it by that.
    label = f"{where} ({date.isoformat()} {versus(home_text, away_text)}, {round_.name})"
    status = raw.get("status")
    score_value = raw.get("score")
    before = len(problems)
    score_value = _without_level_shootout(score_value, label, problems)
    shootout_unknown = len(problems) > before
    # A phase's matchdays may turn out to be the legs of ties (see _two_legged).
    leg = round_.stage is not Stage.LEAGUE or bool(split_phase(round_.name)[0])
    score = read_score(score_value, f"{where}.score", leg=leg)
    awarded = isinstance(status, str) and status.strip().casefold() == "awarded"
    if score is None:
        if awarded:
            raise OpenFootballError(f"{where}.score", _("is missing from an awarded match"))
        fixture_status = read_status(status if status else "scheduled", f"{where}.status")
        undecided = isinstance(home, Placeholder) or isinstance(away, Placeholder)
        if fixture_status is FixtureStatus.SCHEDULED and not undecided and today and date < today:
            fixture_status = FixtureStatus.UNKNOWN
            said = _("no score, though its date has passed: the file does not give its result")
            problems.append(f"{label}: {said}")
        return Fixture(
            round=round_,
            date=date,
            kickoff=kickoff,
            venue=venue,
            number=None,
            home=home,
            away=away,
            status=fixture_status,
        )
    if status is not None and not awarded:
        problem = _("{status!r}, yet there is a score").format(status=status)
        raise OpenFootballError(f"{where}.status", problem)
    for key, team in (("team1", home), ("team2", away)):
        if isinstance(team, Placeholder):
            problem = _("{text!r} is a placeholder ({team}), yet there is a score").format(
                text=team.text, team=team
            )
            raise OpenFootballError(f"{where}.{key}", problem)
    return Result(
        round=round_,
        date=date,
        kickoff=kickoff,
        venue=venue,
        number=None,
        home=home_text,
        away=away_text,
        score=score,
        scorers_known=score.final == (0, 0),
        awarded=awarded,
        shootout_unknown=shootout_unknown,
    )


def _without_level_shootout(value: Any, label: str, problems: list[str]) -> Any:
    """The score without a shootout that ends level (which no shootout does)."""
    if not isinstance(value, dict):
        return value
    pens = value.get("p")
    if isinstance(pens, list) and len(pens) == 2 and pens[0] == pens[1]:
        said = _(
            "the shootout is given as {given}, but a shootout does not end level; the result "
            "is kept without it, the shootout unknown"
        ).format(given=f"{pens[0]}-{pens[1]}")
        problems.append(f"{label}: {said}")
        return {k: v for k, v in value.items() if k != "p"}
    if isinstance(pens, list) and _pair(pens) and not possible_result(pens[0], pens[1]):
        said = _(IMPOSSIBLE_SHOOTOUT).format(home=pens[0], away=pens[1])
        kept = _("the result is kept without it, the shootout unknown")
        problems.append(f"{label}: {said}; {kept}")
        return {k: v for k, v in value.items() if k != "p"}
    return value


def _pair(value: Any) -> bool:
    """Two whole numbers (a score as a file gives it)."""
    return (
        isinstance(value, list)
        and len(value) == 2
        and all(isinstance(n, int) and not isinstance(n, bool) for n in value)
    )


def _two_legged(matches: list[Result | Fixture]) -> list[Result | Fixture]:
    """A phase of matchdays where every team meets one opponent only: two-legged ties."""
    opponents: dict[str, dict[str, set[str]]] = defaultdict(lambda: defaultdict(set))
    days: dict[str, set[int]] = defaultdict(set)
    for match in matches:
        if match.round.stage is Stage.LEAGUE:
            phase = split_phase(match.round.name)[0]
            if phase:
                home, away = (_text(t) for t in (match.home, match.away))
                opponents[phase][home].add(away)
                opponents[phase][away].add(home)
                days[phase].add(match.round.matchday or 0)
    legs = {
        phase
        for phase, teams in opponents.items()
        if len(days[phase]) == 2 and all(len(o) == 1 for o in teams.values())
    }
    if not legs:
        return matches
    out: list[Result | Fixture] = []
    for match in matches:
        phase = split_phase(match.round.name)[0]
        if match.round.stage is Stage.LEAGUE and phase in legs:
            first = (match.round.matchday or 0) == min(days[phase])
            leg = "first leg" if first else "second leg"
            match = replace(match, round=Round(f"{phase}, {leg}", Stage.PLAYOFF))
        out.append(match)
    return out


def _text(team: str | Placeholder) -> str:
    return team.text if isinstance(team, Placeholder) else team


def _teams(match: Result | Fixture) -> str:
    return versus(_text(match.home), _text(match.away))


def _short_season(matches: list[Result | Fixture]) -> list[str]:
    """The file's regular season, evidently a double round robin, short of matches
    (a season file that stops before its last matchdays): said, as the tables say it."""
    regular = [
        (m.home, m.away)
        for m in matches
        if m.round.stage is Stage.LEAGUE
        and not (matchday_of(m.round.name) is not None and split_phase(m.round.name)[0])
        and not isinstance(m.home, Placeholder)
        and not isinstance(m.away, Placeholder)
    ]
    stray = _stray_teams(regular)
    short = shortfall(regular) if not stray else None
    if short is None:
        return stray
    template = (
        _(
            "the regular season holds {stored} of the {matches} matches of a double round "
            "robin of {teams} teams: {missing} is not in the file (neither result nor "
            "fixture); its tables count what it holds"
        )
        if short.missing == 1
        else _(
            "the regular season holds {stored} of the {matches} matches of a double round "
            "robin of {teams} teams: {missing} are not in the file (neither result nor "
            "fixture); its tables count what it holds"
        )
    )
    return [
        template.format(
            stored=short.stored, matches=short.matches, teams=short.teams, missing=short.missing
        )
    ]


def _stray_teams(regular: list[tuple[str, str]]) -> list[str]:
    """Teams of the regular season that play in it hardly at all beside the others (a
    name written another way in one match: "Burnley" once, "Burnley FC" 37 times)."""
    import difflib
    from collections import Counter

    played: Counter[str] = Counter()
    for home, away in regular:
        played[home] += 1
        played[away] += 1
    if len(played) < 4:
        return []
    counts = sorted(played.values())
    usual = counts[len(counts) // 2]
    if usual < 10:
        return []
    out = []
    for team, count in sorted(played.items()):
        if count * 4 > usual:
            continue
        others = [t for t, n in played.items() if n * 4 > usual]
        like = difflib.get_close_matches(team, others, n=1, cutoff=0.6)
        template = (
            _(
                "{team} plays {count} match(es) of the regular season, most teams {usual}: "
                "is it {like} written another way? Kept as a team of its own"
            )
            if like
            else _(
                "{team} plays {count} match(es) of the regular season, most teams {usual}: "
                "kept as a team of its own"
            )
        )
        out.append(
            template.format(team=team, count=count, usual=usual, like=like[0] if like else "")
        )
    return out


def _twice_on_a_matchday(matches: list[Result | Fixture]) -> list[str]:
    seen: dict[tuple[str, str], Result | Fixture] = {}
    out = []
    for match in matches:
        if match.round.stage is not Stage.LEAGUE:
            continue
        for team in (match.home, match.away):
            if isinstance(team, Placeholder):
                continue
            key = (match.round.name, team)
            if key in seen:
                other = seen[key]
                out.append(
                    _(
                        "{round}: {team} plays twice ({first} and {second}); both kept, one "
                        "of them belongs to another matchday"
                    ).format(
                        round=match.round.name,
                        team=team,
                        first=f"{other.date.isoformat()} {_teams(other)}",
                        second=f"{match.date.isoformat()} {_teams(match)}",
                    )
                )
            else:
                seen[key] = match
    return out


__all__ = [
    "COUNTRY_CODES",
    "LEAGUE_FORMS",
    "club_name",
    "is_league",
    "league_name",
    "matchday_of",
    "parse_league",
    "split_phase",
]
