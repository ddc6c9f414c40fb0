"""League tables under each league's rules: tie-breakers, splits, adjustments, form.

A league ranks teams by points (a win and a draw worth what its rules say, plus any
points the league took off or gave: :class:`Adjustment`), then by its tie-breakers
in its own order (:class:`Criterion`): goal difference and goals scored in the
Premier League and the Bundesliga, the matches among the teams level first in LaLiga
and Serie A. A head-to-head criterion is worked out among the teams still level when
it is reached. Teams level on every criterion held keep a stable order and each
row's ``tied_with`` names them (the rules then go to criteria we hold no data for:
fair play, a play-off match, lots).

After a split ("Championship" and "Relegation" from matchday 34 in Scotland) each
part is a table of its own teams that carries the regular season over: the whole
record (Scotland, Greece), or half the points only (Austria rounds down, Belgium
rounds up; level on points at the end, the team whose points were rounded down goes
first, the one whose were rounded up last). Phases that are tournaments of their own
(Liga MX's Apertura and Clausura, the Champions League's league phase) are tables of
their own.

A table counts a match by its goals after extra time; a shootout decides no table.
"""

from __future__ import annotations

import datetime as dt
import enum
import json
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any, NamedTuple

from tracker.core.i18n import gettext as _
from tracker.core.match.model import fold


class Criterion(enum.Enum):
    """A tie-breaker, in words as the regulations write it."""

    GOAL_DIFFERENCE = "goal difference"
    GOALS_FOR = "goals scored"
    WINS = "wins"
    AWAY_GOALS = "away goals scored"
    AWAY_WINS = "away wins"
    H2H_POINTS = "head-to-head points"
    H2H_GOAL_DIFFERENCE = "head-to-head goal difference"
    H2H_GOALS_FOR = "head-to-head goals scored"
    H2H_AWAY_GOALS = "head-to-head away goals"

    @property
    def head_to_head(self) -> bool:
        """True for a criterion counted over the matches among the level teams only."""
        return self.name.startswith("H2H_")


class SplitPoints(enum.Enum):
    """What a team takes from the regular season into its part of a split."""

    CARRY = "carry"
    HALVE_DOWN = "halve, rounded down"
    HALVE_UP = "halve, rounded up"


_GD, _GF = Criterion.GOAL_DIFFERENCE, Criterion.GOALS_FOR
_H2H = (Criterion.H2H_POINTS, Criterion.H2H_GOAL_DIFFERENCE)
_LFP = (
    _GD,
    *_H2H,
    Criterion.H2H_GOALS_FOR,
    Criterion.H2H_AWAY_GOALS,
    _GF,
    Criterion.AWAY_GOALS,
)

#: Austria's order from 2021-22, and before it (goal difference first, the matches
#: between them last; 2021-22 alone also counted away goals between them).
_ENGLAND = (_GD, _GF, Criterion.H2H_POINTS, Criterion.H2H_AWAY_GOALS)
_AUSTRIA = (*_H2H, Criterion.H2H_GOALS_FOR, _GD, _GF, Criterion.WINS, Criterion.AWAY_WINS)
_AUSTRIA_2021 = (
    *_H2H,
    Criterion.H2H_GOALS_FOR,
    Criterion.H2H_AWAY_GOALS,
    _GD,
    _GF,
    Criterion.WINS,
    Criterion.AWAY_WINS,
    Criterion.AWAY_GOALS,
)
_AUSTRIA_UNTIL_2021 = (_GD, _GF, Criterion.WINS, Criterion.AWAY_WINS, *_H2H)

#: The phases of a split: they carry the regular season over.
SPLIT_PHASES = frozenset(
    {"championship", "relegation", "europe", "ecl playoffs", "conference league"}
)


@dataclass(frozen=True)
class LeagueRules:
    """How a league ranks its teams.

    Attributes:
        win: Points for a win.
        draw: Points for a draw.
        tie_breakers: After points, in order.
        split: What the parts of a split carry over from the regular season.
        away_goals: A two-legged tie level on aggregate goes to the side with more
            away goals (UEFA until 2020-21), before extra time and a shootout.
        relegated: The places relegated directly (0: not known, and never said).
        seeded_ties: A play-off tie level after its legs (no extra time played) goes
            to the team placed higher in the table before the play-offs.
        kept_whole: The parts of a split (folded: "relegation") that carry the regular
            season over whole although ``split`` halves the points (Belgium halves
            them in its top two groups only).
        whole_season: After a split, the tie-breakers count the whole season: the
            matches among the teams level are all their meetings, and goal difference,
            goals and wins are the season's (Austria), not the split's alone.
        head_to_head_complete: The head-to-head criteria count only once the teams
            level have all played each other home and away; until then they are passed
            over (LaLiga's General Regulations, art. 201: mid-season, goal difference
            decides, not a first meeting alone).
        name: The preset's name, or "custom".
    """

    win: int = 3
    draw: int = 1
    tie_breakers: tuple[Criterion, ...] = (_GD, _GF)
    split: SplitPoints = SplitPoints.CARRY
    away_goals: bool = False
    relegated: int = 0
    seeded_ties: bool = False
    kept_whole: frozenset[str] = frozenset()
    whole_season: bool = False
    head_to_head_complete: bool = False
    name: str = "default"

    def split_points(self, phase: str) -> SplitPoints:
        """What the part ``phase`` of a split carries over from the regular season."""
        return SplitPoints.CARRY if fold(phase) in self.kept_whole else self.split

    def describe(self, t: Callable[[str], str] = str) -> str:
        """``3 points a win, 1 a draw; then goal difference, goals scored``, in the
        language of ``t`` (English by default: ``standings --json`` gives it so)."""
        order = ", ".join(t(c.value) for c in self.tie_breakers) or t("nothing")
        said = t("{win} points a win, {draw} a draw; level on points: {order}")
        text = said.format(win=self.win, draw=self.draw, order=order)
        if self.split is not SplitPoints.CARRY:
            text += t("; at the split: points {split}").format(split=t(self.split.value))
            if self.kept_whole:
                whole = t(" ({names}: carried over whole)")
                text += whole.format(names=", ".join(sorted(self.kept_whole)))
        flags = (
            (self.whole_season, "; after the split, ties are broken over the whole season"),
            (
                self.head_to_head_complete,
                "; head-to-head only once the teams level have met home and away",
            ),
            (self.away_goals, "; two-legged ties: away goals count"),
            (
                self.seeded_ties,
                "; a play-off tie level after its legs goes to the better placed team",
            ),
        )
        return text + "".join(t(said) for on, said in flags if on)


DEFAULT = LeagueRules()

#: Each league's rules by its competition name folded (as the files name them).
PRESETS: Mapping[str, LeagueRules] = {
    # Premier League rule C.17 (from 2019-20), and the EFL's regulation 9.5 alike:
    # head-to-head points, then the away goals scored in those matches (no
    # head-to-head goal difference), then a play-off.
    "english premier league": LeagueRules(
        tie_breakers=_ENGLAND, relegated=3, name="premier-league"
    ),
    "english championship": LeagueRules(tie_breakers=_ENGLAND, relegated=3, name="efl"),
    "english league one": LeagueRules(tie_breakers=_ENGLAND, relegated=4, name="efl"),
    "english league two": LeagueRules(tie_breakers=_ENGLAND, relegated=2, name="efl"),
    "deutsche bundesliga": LeagueRules(
        tie_breakers=(_GD, _GF, *_H2H, Criterion.H2H_AWAY_GOALS, Criterion.AWAY_GOALS),
        relegated=2,
        name="bundesliga",
    ),
    "deutsche 2. bundesliga": LeagueRules(
        tie_breakers=(_GD, _GF, *_H2H, Criterion.H2H_AWAY_GOALS, Criterion.AWAY_GOALS),
        relegated=2,
        name="bundesliga",
    ),
    # LaLiga's General Regulations, art. 201: the matches between them only once both
    # have been played (between all the teams level); until then goal difference.
    "spain primera division": LeagueRules(
        tie_breakers=(*_H2H, _GD, _GF), relegated=3, head_to_head_complete=True, name="laliga"
    ),
    "spain segunda division": LeagueRules(
        tie_breakers=(*_H2H, _GD, _GF), relegated=4, head_to_head_complete=True, name="laliga"
    ),
    "italian serie a": LeagueRules(tie_breakers=(*_H2H, _GD, _GF), relegated=3, name="serie-a"),
    "italian serie b": LeagueRules(
        tie_breakers=(*_H2H, _GD, _GF), seeded_ties=True, name="serie-b"
    ),
    "liga mx": LeagueRules(seeded_ties=True, name="liga-mx"),
    "portuguese primeira liga": LeagueRules(
        tie_breakers=(*_H2H, Criterion.H2H_GOALS_FOR, _GD, Criterion.WINS, _GF),
        relegated=2,
        name="liga-portugal",
    ),
    # The LFP's order: goal difference, then the matches between them (points, goal
    # difference, goals, goals away), then goals and goals away over the season. Metz
    # finished 16th in 2023-24 ahead of Lorient, level on points, goal difference and
    # head-to-head goals (4-4), on the 3 goals they scored away to Lorient's 2.
    "french ligue 1": LeagueRules(tie_breakers=_LFP, relegated=2, name="ligue-1"),
    "french ligue 2": LeagueRules(tie_breakers=_LFP, relegated=2, name="ligue-1"),
    "netherlands eredivisie": LeagueRules(
        tie_breakers=(_GD, _GF, *_H2H), relegated=2, name="eredivisie"
    ),
    "scottish premiership": LeagueRules(tie_breakers=(_GD, _GF, *_H2H), name="spfl"),
    # From 2021-22 (the ÖFB's rule for every Austrian league): after the split's
    # rounding (see _rank), the matches between them over the whole season (points,
    # goal difference, goals), then goal difference, goals, wins and away wins.
    # Before: see _AUSTRIA_UNTIL_2021.
    "osterr. bundesliga": LeagueRules(
        tie_breakers=_AUSTRIA,
        relegated=1,
        split=SplitPoints.HALVE_DOWN,
        whole_season=True,
        name="austrian-bundesliga",
    ),
    "osterr. 2. liga": LeagueRules(tie_breakers=_AUSTRIA, name="austrian-2-liga"),
    # The championship and Europe play-offs start from half the points; the relegation
    # play-off from them all (2024-25: Sint-Truiden 41, Cercle 39, Kortrijk 37).
    "belgium first division a": LeagueRules(
        tie_breakers=(Criterion.WINS, _GD, _GF, Criterion.AWAY_GOALS),
        split=SplitPoints.HALVE_UP,
        kept_whole=frozenset({"relegation"}),
        name="jupiler-pro-league",
    ),
    "turkish super lig": LeagueRules(tie_breakers=(*_H2H, _GD, _GF), name="super-lig"),
    "greek super league": LeagueRules(tie_breakers=(*_H2H, _GD, _GF), name="super-league-greece"),
    "uefa champions league": LeagueRules(
        tie_breakers=(_GD, _GF, Criterion.AWAY_GOALS, Criterion.WINS, Criterion.AWAY_WINS),
        name="uefa-league-phase",
    ),
}


def league_rules(competition: str, year: int | None = None) -> LeagueRules:
    """The preset rules of the league called ``competition`` in the season starting in
    ``year`` (the default if none): UEFA counted away goals in ties until 2020-21."""
    rules = PRESETS.get(fold(competition), DEFAULT)
    if "uefa" in fold(competition) and year is not None and year < 2021:
        rules = replace(rules, away_goals=True)
    if rules.tie_breakers == _AUSTRIA and year is not None and year <= 2021:
        older = _AUSTRIA_2021 if year == 2021 else _AUSTRIA_UNTIL_2021
        rules = replace(rules, tie_breakers=older)
    return rules


class LeagueRulesError(ValueError):
    """Table rules typed that cannot be used."""


def rules_from_json(data: Any, base: LeagueRules) -> LeagueRules:
    """Table rules from JSON (``{"win": 3, "draw": 1, "tie_breakers": ["goal difference",
    "goals scored"], "split": "carry"}``); fields left out keep ``base``'s."""
    data = _rules_object(data)
    changes: dict[str, Any] = {}
    _read_points(data, changes)
    win, draw = changes.get("win", base.win), changes.get("draw", base.draw)
    if draw > win:  # a typing slip: no league gives more for a draw than for a win
        raise LeagueRulesError(
            _("a draw cannot be worth more than a win ({draw} against {win} points)").format(
                draw=draw, win=win
            )
        )
    _read_tie_breakers(data, changes)
    _read_places_and_flags(data, changes)
    return replace(base, name="custom", **changes) if changes else base


def _rules_object(data: Any) -> dict[str, Any]:
    """The rules' JSON object (from its text, if text), with no field we do not know."""
    if isinstance(data, str):
        try:
            data = json.loads(data) if data.strip() else {}
        except json.JSONDecodeError as exc:
            raise LeagueRulesError(
                _("the table rules are not JSON: {error}").format(error=exc.msg)
            ) from None
    if not isinstance(data, dict):
        raise LeagueRulesError(_("the table rules must be a JSON object"))
    unknown = set(data) - {
        "win", "draw", "tie_breakers", "split", "away_goals", "relegated", "seeded_ties",
        "kept_whole", "whole_season", "head_to_head_complete",
    }  # fmt: skip
    if unknown:
        raise LeagueRulesError(
            _("the table rules have no field {field!r}").format(field=sorted(unknown)[0])
        )
    return data


def _read_points(data: dict[str, Any], changes: dict[str, Any]) -> None:
    """``win`` and ``draw``: points from 0 to 10."""
    for key in ("win", "draw"):
        if key in data:
            value = data[key]
            if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= 10:
                raise LeagueRulesError(
                    _("{field}: {value!r} is not a number of points (0 to 10)").format(
                        field=key, value=value
                    )
                )
            changes[key] = value


def _read_tie_breakers(data: dict[str, Any], changes: dict[str, Any]) -> None:
    """``tie_breakers``: a list of criteria by name."""
    if "tie_breakers" in data:
        listed = data["tie_breakers"]
        if not isinstance(listed, list):
            raise LeagueRulesError(_("tie_breakers: a list such as ['goal difference']"))
        words = {c.value: c for c in Criterion}
        try:
            changes["tie_breakers"] = tuple(words[str(w).strip().casefold()] for w in listed)
            twice = [
                c for n, c in enumerate(changes["tie_breakers"]) if c in changes["tie_breakers"][:n]
            ]
            if twice:
                raise LeagueRulesError(
                    _("tie_breakers: {criterion!r} is listed twice").format(
                        criterion=twice[0].value
                    )
                )
        except KeyError as exc:
            known = ", ".join(words)
            raise LeagueRulesError(
                _("tie_breakers: no criterion {criterion!r} ({known})").format(
                    criterion=exc.args[0], known=known
                )
            ) from None


def _read_places_and_flags(data: dict[str, Any], changes: dict[str, Any]) -> None:
    """``relegated`` (places), ``away_goals``, ``seeded_ties``, ``whole_season`` and
    ``head_to_head_complete`` (true or false), ``split`` and ``kept_whole`` (the parts
    of the split it leaves whole)."""
    if "relegated" in data:
        value = data["relegated"]
        if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= 10:
            raise LeagueRulesError(
                _("relegated: {value!r} is not a number of places (0 to 10)").format(value=value)
            )
        changes["relegated"] = value
    for flag in ("away_goals", "seeded_ties", "whole_season", "head_to_head_complete"):
        if flag in data:
            if not isinstance(data[flag], bool):
                raise LeagueRulesError(_("{field}: true or false").format(field=flag))
            changes[flag] = data[flag]
    if "split" in data:
        splits = {s.value: s for s in SplitPoints}
        if data["split"] not in splits:
            raise LeagueRulesError(_("split: one of {splits}").format(splits=", ".join(splits)))
        changes["split"] = splits[data["split"]]
    if "kept_whole" in data:
        kept = data["kept_whole"]
        if not isinstance(kept, list) or not all(isinstance(p, str) for p in kept):
            raise LeagueRulesError(
                _("kept_whole: a list of a split's parts, such as ['Relegation']")
            )
        changes["kept_whole"] = frozenset(fold(p) for p in kept if p.strip())


def rules_to_json(rules: LeagueRules) -> dict[str, Any]:
    """What :func:`rules_from_json` reads back as ``rules``."""
    return {
        "win": rules.win,
        "draw": rules.draw,
        "tie_breakers": [c.value for c in rules.tie_breakers],
        "split": rules.split.value,
        "away_goals": rules.away_goals,
        "relegated": rules.relegated,
        "seeded_ties": rules.seeded_ties,
        "kept_whole": sorted(rules.kept_whole),
        "whole_season": rules.whole_season,
        "head_to_head_complete": rules.head_to_head_complete,
    }


class LeagueGame(NamedTuple):
    """One result as a league table counts it (a tuple: a table may count thousands).

    Attributes:
        home: The home team.
        away: The away team.
        home_goals: Goals of the whole match (after extra time) for home.
        away_goals: The same for away.
        date: The day it was played.
        phase: "" for the regular season, else its phase ("Championship").
        matchday: Its matchday, if known.
        order: Sorts matches in playing order (a number, or date, kick-off and id).
    """

    home: str
    away: str
    home_goals: int
    away_goals: int
    date: dt.date | None = None
    phase: str = ""
    matchday: int | None = None
    order: Any = ()


@dataclass(frozen=True)
class Adjustment:
    """Points a league took off a team (negative) or gave it, and why."""

    team: str
    points: int
    reason: str
    effective: dt.date | None = None


class Venue(enum.Enum):
    """Which matches a table counts."""

    ALL = "all"
    HOME = "home"
    AWAY = "away"


@dataclass(frozen=True)
class LeagueRow:
    """One team's line of a league table.

    Attributes:
        position: 1 for the top team.
        team: The team.
        played, won, drawn, lost, goals_for, goals_against: Its record.
        points: Points, adjustments and points carried over included.
        adjustment: Points taken off (negative) or given by the league.
        notes: The adjustments' reasons ("-8: breach of the profit rules").
        carried: Points carried over from the regular season into a split.
        form: The last five results, oldest first ("WWDLW").
        tied_with: Teams no criterion held separates this one from.
        shared: The place it shares with them (the first of theirs), if tied.
    """

    position: int
    team: str
    played: int
    won: int
    drawn: int
    lost: int
    goals_for: int
    goals_against: int
    points: int
    adjustment: int = 0
    notes: tuple[str, ...] = ()
    carried: int = 0
    form: str = ""
    tied_with: tuple[str, ...] = ()
    shared: int | None = None

    @property
    def place(self) -> int:
        """The place a sentence gives it: teams nothing held separates share the first
        of their positions ("joint 1st" for the 1st and the 2nd row)."""
        return self.shared if self.shared is not None else self.position

    @property
    def goal_difference(self) -> int:
        """Goals scored minus goals conceded."""
        return self.goals_for - self.goals_against


@dataclass
class _Tally:
    played: int = 0
    won: int = 0
    drawn: int = 0
    lost: int = 0
    goals_for: int = 0
    goals_against: int = 0
    away_goals: int = 0
    away_wins: int = 0
    bonus: int = 0
    #: A split's halving: 1 when it rounded half a point away, -1 when it added one.
    rounded: int = 0
    form: list[str] = field(default_factory=list)

    def add(self, scored: int, conceded: int, *, away: bool) -> None:
        self.played += 1
        self.goals_for += scored
        self.goals_against += conceded
        if away:
            self.away_goals += scored
        if scored > conceded:
            self.won += 1
            self.away_wins += away
            self.form.append("W")
        elif scored == conceded:
            self.drawn += 1
            self.form.append("D")
        else:
            self.lost += 1
            self.form.append("L")

    def points(self, rules: LeagueRules) -> int:
        return self.won * rules.win + self.drawn * rules.draw + self.bonus

    def value(self, criterion: Criterion) -> int:
        base = criterion.name.removeprefix("H2H_")
        return {
            "POINTS": 0,
            "GOAL_DIFFERENCE": self.goals_for - self.goals_against,
            "GOALS_FOR": self.goals_for,
            "WINS": self.won,
            "AWAY_GOALS": self.away_goals,
            "AWAY_WINS": self.away_wins,
        }[base]


def _tallies(
    games: Iterable[LeagueGame], venue: Venue = Venue.ALL, teams: Iterable[str] = ()
) -> dict[str, _Tally]:
    out: dict[str, _Tally] = {team: _Tally() for team in teams}
    home, away = venue is not Venue.AWAY, venue is not Venue.HOME
    for game in sorted(games, key=lambda g: g.order):
        # One tally per team, made when its first game is met (not one per game).
        if home:
            tally = out.get(game.home) or out.setdefault(game.home, _Tally())
            tally.add(game.home_goals, game.away_goals, away=False)
        if away:
            tally = out.get(game.away) or out.setdefault(game.away, _Tally())
            tally.add(game.away_goals, game.home_goals, away=True)
    return out


def league_table(
    games: Iterable[LeagueGame],
    rules: LeagueRules = DEFAULT,
    *,
    teams: Sequence[str] = (),
    adjustments: Iterable[Adjustment] = (),
    venue: Venue = Venue.ALL,
    carried: Mapping[str, LeagueRow] | None = None,
    phase: str = "",
    earlier: Sequence[LeagueGame] = (),
) -> tuple[LeagueRow, ...]:
    """One table from its results.

    Args:
        games: The results the table counts.
        rules: Points and tie-breakers.
        teams: Its teams (a team may have played no game yet), in a stable order.
        adjustments: Points the league took off or gave (counted in a full table
            only: a home or away table counts matches).
        venue: All matches, or only home or away ones.
        carried: For a part of a split, each team's regular-season row: its record
            (or half its points, as ``rules.split_points(phase)`` says) starts this table.
        phase: The part of a split this table is ("Relegation").
        earlier: For a part of a split, the regular season's results: where the rules
            break ties over the whole season (``whole_season``), they count them too.

    Returns:
        The rows from first to last.
    """
    games = list(games)
    tallies = _tallies(games, venue, teams)
    carried_points: dict[str, int] = {}
    split = rules.split_points(phase)
    if carried is not None:
        tallies = {t: tallies.get(t, _Tally()) for t in (*teams, *tallies) if t in carried}
        for team, tally in tallies.items():
            carried_points[team] = _carry(tally, carried[team], split)
    notes: dict[str, list[str]] = {}
    adjusted: dict[str, int] = {}
    if carried is not None:
        # The regular season's adjustments came over with its points.
        for team in tallies:
            adjusted[team] = carried[team].adjustment
            notes[team] = list(carried[team].notes)
    elif venue is Venue.ALL:
        for adj in adjustments:
            tallies.setdefault(adj.team, _Tally()).bonus += adj.points
            adjusted[adj.team] = adjusted.get(adj.team, 0) + adj.points
            notes.setdefault(adj.team, []).append(f"{adj.points:+d}: {adj.reason}")
    # The tie-breakers' figures: the table's own, or the whole season's.
    meetings, figures = games, tallies
    if carried is not None and rules.whole_season:
        meetings = [*earlier, *games]
        if split is not SplitPoints.CARRY:  # a carried record is the season's already
            season = _tallies(meetings, venue, tallies)
            figures = {team: season[team] for team in tallies}
    ranked = _rank(list(tallies), tallies, meetings, rules, figures)
    first = {team: index + 1 for index, (team, _tied) in enumerate(ranked)}
    return tuple(
        LeagueRow(
            position=index + 1,
            team=team,
            played=tallies[team].played,
            won=tallies[team].won,
            drawn=tallies[team].drawn,
            lost=tallies[team].lost,
            goals_for=tallies[team].goals_for,
            goals_against=tallies[team].goals_against,
            points=tallies[team].points(rules),
            adjustment=adjusted.get(team, 0),
            notes=tuple(notes.get(team, ())),
            carried=carried_points.get(team, 0),
            form="".join(tallies[team].form[-5:]),
            tied_with=tied,
            shared=min(first[t] for t in (team, *tied)) if tied else None,
        )
        for index, (team, tied) in enumerate(ranked)
    )


def _carry(tally: _Tally, before: LeagueRow, split: SplitPoints) -> int:
    """Start ``tally`` from the regular season's row; the points it carried over."""
    if split is SplitPoints.CARRY:
        tally.played += before.played
        tally.won += before.won
        tally.drawn += before.drawn
        tally.lost += before.lost
        tally.goals_for += before.goals_for
        tally.goals_against += before.goals_against
        tally.form[:0] = list(before.form)
        # The record carries the points; only adjustments need carrying apart.
        tally.bonus += before.adjustment
        return before.points
    half = before.points // 2 if split is SplitPoints.HALVE_DOWN else -(-before.points // 2)
    tally.bonus += half
    if before.points % 2:
        tally.rounded = 1 if split is SplitPoints.HALVE_DOWN else -1
    return half


def _rank(
    teams: list[str],
    tallies: dict[str, _Tally],
    games: list[LeagueGame],
    rules: LeagueRules,
    figures: dict[str, _Tally],
) -> list[tuple[str, tuple[str, ...]]]:
    """The teams in order with those still level with each: by points (``tallies``),
    then by the tie-breakers over ``figures`` and, among the teams level, ``games``."""
    # Level on points after a split that halved them, the team the rounding took half a
    # point from goes first (Austria), the one it gave half a point to last (Belgium):
    # the points before rounding decide, before any other criterion.
    order = sorted(teams, key=lambda t: (-tallies[t].points(rules), -tallies[t].rounded))
    out: list[tuple[str, tuple[str, ...]]] = []
    for level in _runs(order, lambda t: (tallies[t].points(rules), tallies[t].rounded)):
        for tied in _split(level, list(rules.tie_breakers), figures, games, rules):
            out.extend((t, tuple(o for o in tied if o != t)) for t in tied)
    return out


def _split(
    level: list[str],
    criteria: list[Criterion],
    figures: dict[str, _Tally],
    games: list[LeagueGame],
    rules: LeagueRules,
) -> list[list[str]]:
    """Teams level so far, split by the next criteria, best first."""
    if len(level) < 2 or not criteria:
        return [level]
    criterion, rest = criteria[0], criteria[1:]
    if criterion.head_to_head:
        inside = [g for g in games if g.home in level and g.away in level]
        if rules.head_to_head_complete and not _met_home_and_away(level, inside):
            return _split(level, rest, figures, games, rules)
        among = _tallies(inside, Venue.ALL, level)
        if criterion is Criterion.H2H_POINTS:
            values = {t: among[t].points(rules) for t in level}
        else:
            values = {t: among[t].value(criterion) for t in level}
    else:
        values = {t: figures[t].value(criterion) for t in level}
    order = sorted(level, key=lambda t: -values[t])
    out: list[list[str]] = []
    for run in _runs(order, lambda t: (values[t],)):
        out.extend(_split(run, rest, figures, games, rules))
    return out


def _met_home_and_away(level: list[str], inside: list[LeagueGame]) -> bool:
    """Whether each of the teams ``level`` has played each other at home and away."""
    met = {(g.home, g.away) for g in inside}
    return all((a, b) in met for a in level for b in level if a != b)


def _runs(order: list[str], key: Any) -> list[list[str]]:
    runs: list[list[str]] = []
    for team in order:
        if runs and key(runs[-1][0]) == key(team):
            runs[-1].append(team)
        else:
            runs.append([team])
    return runs


@dataclass(frozen=True)
class PhaseTable:
    """One table of a league season: the regular season, a part of a split, a tournament.

    Attributes:
        phase: "" for the regular season, else the phase ("Championship", "Apertura").
        rows: The table.
        carries: True for a part of a split (its rows start from the regular season).
        points: What such a part carries of the regular season's points: all of them,
            or half (Austria, Belgium).
    """

    phase: str
    rows: tuple[LeagueRow, ...]
    carries: bool = False
    points: SplitPoints = SplitPoints.CARRY

    def carry_note(self) -> str:
        """What a part of a split starts from, for its heading: the regular season's
        record, or half its points (the played, won and goals then its own); "" for any
        other table."""
        if not self.carries:
            return ""
        if self.points is SplitPoints.HALVE_UP:
            return _("starts from half the regular season's points, rounded up")
        if self.points is SplitPoints.HALVE_DOWN:
            return _("starts from half the regular season's points, rounded down")
        return _("carries the regular season over")

    @property
    def title(self) -> str:
        """ "Table", "Championship", "Apertura", "League phase"."""
        if fold(self.phase) == "league":
            return "League phase"
        return self.phase or "Table"


def form_words(form: str, t: Callable[[str], str] = _) -> str:
    """A form guide ("WWDLW") in the letters of a language (German "SSUNS", Spanish
    "GGEPG"); ``t`` translates, the user's language by default."""
    letters = {letter: t(f"form:{letter}").removeprefix("form:") or letter for letter in "WDL"}
    return "".join(letters.get(letter, letter) for letter in form)


def season_tables(
    games: Sequence[LeagueGame],
    rules: LeagueRules = DEFAULT,
    *,
    teams: Mapping[str, Sequence[str]] | None = None,
    adjustments: Sequence[Adjustment] = (),
    venue: Venue = Venue.ALL,
    as_of: dt.date | None = None,
) -> list[PhaseTable]:
    """Every table of a season, the regular season first.

    Args:
        games: The season's league results (every phase).
        rules: The league's rules.
        teams: Each phase's teams (from its fixtures too), so a team yet to play is listed.
        adjustments: The league's adjustments (those effective after ``as_of`` left out).
        venue: All matches, home or away.
        as_of: Count only matches played on or before this day.
    """
    if as_of is not None:
        games = [g for g in games if g.date is None or g.date <= as_of]
        # One with no date is counted on every day, and its note says so: a table as of
        # September must not state Everton's -8 of November as if it stood then.
        undated = _("no date recorded: counted on every day")
        adjustments = [
            a if a.effective is not None else replace(a, reason=f"{a.reason} ({undated})")
            for a in adjustments
            if a.effective is None or a.effective <= as_of
        ]
    teams = dict(teams or {})
    if venue is not Venue.ALL:
        # A home or away table runs over the whole season, the split's parts included.
        games = [g._replace(phase="") if fold(g.phase) in SPLIT_PHASES else g for g in games]
        for phase in [p for p in teams if fold(p) in SPLIT_PHASES]:
            teams[""] = [*teams.get("", ()), *teams.pop(phase)]
    phases: list[str] = []
    for phase in (*teams, *(g.phase for g in games)):
        if phase not in phases:
            phases.append(phase)
    phases.sort(key=lambda p: (p != "", p))
    out: list[PhaseTable] = []
    regular: dict[str, LeagueRow] | None = None
    regular_games: list[LeagueGame] = []
    for phase in phases:
        listed = [g for g in games if g.phase == phase]
        split = fold(phase) in SPLIT_PHASES and regular is not None
        rows = league_table(
            listed,
            rules,
            teams=teams.get(phase, ()),
            adjustments=adjustments if phase == "" else (),
            venue=venue,
            carried=regular if split else None,
            phase=phase,
            earlier=regular_games if split else (),
        )
        if phase == "":
            regular = {r.team: r for r in rows}
            regular_games = listed
        points = rules.split_points(phase) if split else SplitPoints.CARRY
        out.append(PhaseTable(phase, rows, carries=split, points=points))
    return out


@dataclass(frozen=True)
class GridAdjustment:
    """A points adjustment as a grid of positions counts it.

    Attributes:
        adjustment: The adjustment.
        matchday: The first matchday after which it is counted: the last whose day
            (the day by which most of its matches were played) is not after the day it
            took effect, so that the place after a matchday is the table as it stood
            until the next one (as of any day between them); the first matchday for
            one with no date or from before the season, and the last for one from
            after it (the grid's last places are then the table's). None only for a
            grid with no matchday.
    """

    adjustment: Adjustment
    matchday: int | None


@dataclass(frozen=True)
class PositionGrid:
    """Each team's place after each matchday of one table of a season.

    Attributes:
        phase: "" for the regular season, else a tournament of its own ("Apertura",
            "League").
        matchdays: The matchdays with a result, in order (the grid's columns).
        places: Each team's place after each of them.
        adjustments: The points adjustments the grid counts, each from its matchday
            (a phase other than the regular season counts none, as its table).
    """

    phase: str
    matchdays: tuple[int, ...]
    places: dict[str, list[int]]
    adjustments: tuple[GridAdjustment, ...] = ()

    @property
    def title(self) -> str:
        """ "Table", "Apertura", "League phase": its table's title."""
        return PhaseTable(self.phase, ()).title


def matchday_day(dates: Iterable[dt.date | None]) -> dt.date | None:
    """A matchday's day: the day by which most of its matches were played (a match
    rearranged months later does not move it); None when none is dated."""
    known = sorted(d for d in dates if d is not None)
    return known[len(known) // 2] if known else None


def position_grid(
    games: Sequence[LeagueGame],
    rules: LeagueRules = DEFAULT,
    *,
    phase: str = "",
    adjustments: Sequence[Adjustment] = (),
) -> PositionGrid:
    """Each team's place after each matchday of a phase, a match counted at its
    matchday however late it was played, and an adjustment from the last matchday
    whose day is not after the day it took effect: the place after a matchday is the
    table as it stood until the next one, as a table as of a day between them counts
    it (one with no date is counted after every matchday, as such a table counts it
    on every day; see :class:`GridAdjustment`)."""
    listed = [g for g in games if g.phase == phase and g.matchday is not None]
    days = sorted({g.matchday for g in listed if g.matchday is not None})
    teams = list(dict.fromkeys(t for g in listed for t in (g.home, g.away)))
    when = {day: matchday_day(g.date for g in listed if g.matchday == day) for day in days}
    counted: list[GridAdjustment] = []
    for adj in adjustments:
        effective = adj.effective
        reached = [d for d in days if effective and (w := when[d]) is not None and w <= effective]
        start = reached[-1] if reached else (days[0] if days else None)
        counted.append(GridAdjustment(adj, start))
    out: dict[str, list[int]] = {t: [] for t in teams}
    for day in days:
        rows = league_table(
            [g for g in listed if g.matchday is not None and g.matchday <= day],
            rules,
            teams=teams,
            adjustments=[
                c.adjustment for c in counted if c.matchday is not None and c.matchday <= day
            ],
        )
        for row in rows:
            out[row.team].append(row.position)
    return PositionGrid(phase, tuple(days), out, tuple(counted))


def positions_by_matchday(
    games: Sequence[LeagueGame],
    rules: LeagueRules = DEFAULT,
    *,
    phase: str = "",
    adjustments: Sequence[Adjustment] = (),
) -> dict[str, list[int]]:
    """Each team's position after each matchday of a phase (1-based matchdays in order),
    adjustments counted from their day (:func:`position_grid`)."""
    return position_grid(games, rules, phase=phase, adjustments=adjustments).places


__all__ = [
    "DEFAULT",
    "PRESETS",
    "SPLIT_PHASES",
    "Adjustment",
    "Criterion",
    "GridAdjustment",
    "LeagueGame",
    "LeagueRow",
    "LeagueRules",
    "LeagueRulesError",
    "PhaseTable",
    "PositionGrid",
    "SplitPoints",
    "Venue",
    "league_rules",
    "league_table",
    "matchday_day",
    "position_grid",
    "positions_by_matchday",
    "rules_from_json",
    "rules_to_json",
    "season_tables",
]
