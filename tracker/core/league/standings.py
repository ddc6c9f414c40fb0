"""Group standings derived from results, with the World Cup's tie-breakers.

Under the FIFA World Cup regulations of 1994-2022, teams are ranked by points, then
goal difference, then goals scored, over all group matches; teams still level are
ranked by the same three among themselves (points, goal difference and goals in the
matches between those teams only). From 2026 the head-to-head record comes first:
teams level on points are ranked by points, goal difference and goals in the matches
among them, the same applied again to any smaller set still level, and only then by
goal difference and goals scored over all group matches (``head_to_head_first``).

Fair-play points and the drawing of lots (or the world ranking) come next in the
regulations: we hold no data for them, so teams still level keep a stable order
(``fallback_order`` if given, else the order teams were first met) and each row says
whom it could not be separated from.

In 1970 goal difference was the only criterion after points: teams level on both drew
lots (the Soviet Union and Mexico for first place in Group 1), goals scored and the
matches between them not counting (``lots_after_goal_difference``). Where a World Cup
group's lots are known, :func:`world_cup_lots` gives the order they put the teams in.

A match counts by its goals after extra time; a shootout does not count, so a match
decided on penalties is a draw, as the record books count it.

A group play-off (the World Cups of 1954 and 1958 settled a place between teams level
on points by one) is not in the table's figures, but ranks its winner above its loser.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass

from tracker.core.i18n import translator
from tracker.core.results.rounds import Stage
from tracker.core.results.values import Result


@dataclass(frozen=True)
class Game:
    """One result as a table counts it: the goals of the whole match (extra time too)."""

    home: str
    away: str
    home_goals: int
    away_goals: int


@dataclass(frozen=True)
class TableRules:
    """How a table ranks teams.

    Attributes:
        win: Points for a win (3 since 1994, 2 before).
        draw: Points for a draw.
        head_to_head_first: Rank teams level on points by the matches among them
            before goal difference (the World Cup from 2026, UEFA's tournaments).
        fair_play: The regulations rank teams still level by fair-play points before
            lots (the World Cup from 2018); False where lots come straight after (the
            World Cup to 2014: Ireland and the Netherlands drew lots in 1990).
        lots_after_goal_difference: Teams level on points and goal difference are
            not separated by goals scored or the matches among them (the World Cup of
            1970: lots came next).
    """

    win: int = 3
    draw: int = 1
    head_to_head_first: bool = False
    fair_play: bool = True
    lots_after_goal_difference: bool = False


#: The FIFA World Cup's table from 1994 to 2022.
WORLD_CUP = TableRules()

#: The FIFA World Cup's table from 2026: the head-to-head record first.
WORLD_CUP_2026 = TableRules(head_to_head_first=True)


def world_cup_rules(year: int) -> TableRules:
    """The World Cup's table in ``year``: 2 points a win to 1990, lots straight after
    goal difference in 1970 and after the figures to 2014 (fair play first from 2018),
    head-to-head first from 2026."""
    if year == 1970:
        return TableRules(win=2, fair_play=False, lots_after_goal_difference=True)
    if year < 1994:
        return TableRules(win=2, fair_play=False)
    if year < 2018:
        return TableRules(fair_play=False)
    return WORLD_CUP if year < 2026 else WORLD_CUP_2026


#: The World Cup groups where lots placed teams level on every criterion, in the order
#: the lots put them (FIFA's tables): the groups' names as the openfootball files give
#: them.
_WORLD_CUP_LOTS: Mapping[tuple[int, str], tuple[str, ...]] = {
    (1970, "Group 1"): ("Soviet Union", "Mexico"),
    (1990, "Group F"): ("Ireland", "Netherlands"),
}


def world_cup_lots(year: int, group: str) -> tuple[str, ...]:
    """The order the drawing of lots put teams of the World Cup ``year``'s ``group`` in
    (a :func:`standings` ``fallback_order``); empty where no lots are known."""
    return _WORLD_CUP_LOTS.get((year, group), ())


#: How a place a group play-off settled is said (see :meth:`Row.play_off_note`).
_PLAY_OFF_WON = "{team} above {other}: play-off won {won}-{lost}"


@dataclass(frozen=True)
class Row:
    """One team's line of the table.

    Attributes:
        position: 1 for the top team.
        team: The team's name.
        played: Matches played.
        won: Matches won.
        drawn: Matches drawn (a shootout counts as a draw).
        lost: Matches lost.
        goals_for: Goals scored.
        goals_against: Goals conceded.
        points: Points under the table's rules.
        tied_with: The teams no criterion we hold could separate this one from (the
            regulations then use fair play or lots); empty when the place is settled.
        play_off: The group play-off that placed this team above a team level with it
            on points (1954, 1958), whatever the goals said; it is not in the figures.
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
    tied_with: tuple[str, ...] = ()
    play_off: Game | None = None

    def play_off_note(self, language: str | None = None) -> str:
        """ "Switzerland above Italy: play-off won 4-1", or "" for a team no play-off
        placed; in ``language`` (the user's by default)."""
        game = self.play_off
        if game is None:
            return ""
        home = game.home == self.team
        other = game.away if home else game.home
        won, lost = (
            (game.home_goals, game.away_goals) if home else (game.away_goals, game.home_goals)
        )
        said = translator(language)(_PLAY_OFF_WON)
        return said.format(team=self.team, other=other, won=won, lost=lost)

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

    def add(self, scored: int, conceded: int) -> None:
        self.played += 1
        self.goals_for += scored
        self.goals_against += conceded
        if scored > conceded:
            self.won += 1
        elif scored == conceded:
            self.drawn += 1
        else:
            self.lost += 1

    def key(self, rules: TableRules) -> tuple[int, ...]:
        points = self.won * rules.win + self.drawn * rules.draw
        if rules.lots_after_goal_difference:
            return (points, self.goals_for - self.goals_against)
        return (points, self.goals_for - self.goals_against, self.goals_for)

    def first_key(self, rules: TableRules) -> tuple[int, ...]:
        """What ranks teams before the matches among level teams are looked at."""
        return self.key(rules)[:1] if rules.head_to_head_first else self.key(rules)


def _tallies(games: Iterable[Game], teams: Iterable[str]) -> dict[str, _Tally]:
    out: dict[str, _Tally] = {team: _Tally() for team in teams}
    for game in games:
        out.setdefault(game.home, _Tally()).add(game.home_goals, game.away_goals)
        out.setdefault(game.away, _Tally()).add(game.away_goals, game.home_goals)
    return out


def standings(
    games: Iterable[Game],
    *,
    teams: Sequence[str] = (),
    rules: TableRules = WORLD_CUP,
    fallback_order: Sequence[str] = (),
    playoffs: Sequence[Game] = (),
) -> tuple[Row, ...]:
    """The table of one group from its results.

    Args:
        games: The group's results (a team may appear in no game yet).
        teams: The group's teams, in the order to keep when nothing separates them;
            teams met only in ``games`` follow in the order first met.
        rules: Points for a win and a draw, and the order of the tie-breakers.
        fallback_order: Teams in the order fair play or lots put them, used only for
            teams no criterion separates (their rows still name the tie).
        playoffs: The group's play-offs: each one won ranks its winner above its loser
            when the two are level on points (not counted in the figures).

    Returns:
        The rows from first to last.
    """
    games = list(games)
    tallies = _tallies(games, teams)
    fallback = {team: index for index, team in enumerate(fallback_order)}
    stable = {team: index for index, team in enumerate(tallies)}
    order = sorted(tallies, key=lambda t: tuple(-v for v in tallies[t].first_key(rules)))
    ranked: list[tuple[str, tuple[str, ...]]] = []
    for level in _runs(order, lambda t: tallies[t].first_key(rules)):
        if len(level) == 1:
            ranked.append((level[0], ()))
            continue
        if rules.head_to_head_first:
            runs = _head_to_head_again(level, games, tallies, rules)
        elif rules.lots_after_goal_difference:
            runs = [level]
        else:
            runs = _head_to_head(level, games, rules)
        for tied in runs:
            tied.sort(key=lambda t: (fallback.get(t, len(fallback)), stable[t]))
            ranked.extend((t, tuple(o for o in tied if o != t)) for t in tied)
    placed: dict[str, Game] = {}
    for game in playoffs:
        before = ranked
        ranked = _settled(ranked, game, lambda t: tallies[t].key(rules)[0])
        if ranked is not before:
            placed[game.home if game.home_goals > game.away_goals else game.away] = game
    return tuple(
        _row(i + 1, team, tallies[team], rules, tied, placed.get(team))
        for i, (team, tied) in enumerate(ranked)
    )


def _settled(
    ranked: list[tuple[str, tuple[str, ...]]], playoff: Game, points: Callable[[str], int]
) -> list[tuple[str, tuple[str, ...]]]:
    """``ranked`` with the play-off's winner above its loser, if they are level on points
    (a drawn play-off, or one between teams not level, changes nothing)."""
    if playoff.home_goals == playoff.away_goals:
        return ranked
    winner, loser = (
        (playoff.home, playoff.away)
        if playoff.home_goals > playoff.away_goals
        else (playoff.away, playoff.home)
    )
    names = [team for team, _ in ranked]
    if winner not in names or loser not in names or points(winner) != points(loser):
        return ranked
    ties = {team: tuple(o for o in tied if {team, o} != {winner, loser}) for team, tied in ranked}
    order = [team for team in names if team != winner]
    order.insert(min(names.index(winner), names.index(loser)), winner)
    return [(team, ties[team]) for team in order]


def _head_to_head(level: list[str], games: list[Game], rules: TableRules) -> list[list[str]]:
    """Teams level on the whole table, split by the matches among them, best first."""
    inside = [g for g in games if g.home in level and g.away in level]
    among = _tallies(inside, level)
    order = sorted(level, key=lambda t: tuple(-v for v in among[t].key(rules)))
    return _runs(order, lambda t: among[t].key(rules))


def _head_to_head_again(
    level: list[str], games: list[Game], tallies: dict[str, _Tally], rules: TableRules
) -> list[list[str]]:
    """Split teams level on points: head-to-head, again among any still level, then overall."""
    runs = _head_to_head(level, games, rules)
    if len(runs) > 1:
        out: list[list[str]] = []
        for run in runs:
            out.extend(_head_to_head_again(run, games, tallies, rules) if len(run) > 1 else [run])
        return out
    order = sorted(level, key=lambda t: tuple(-v for v in tallies[t].key(rules)[1:]))
    return _runs(order, lambda t: tallies[t].key(rules)[1:])


def group_standings(
    results: Iterable[Result],
    *,
    rules: TableRules = WORLD_CUP,
    lots: Callable[[str], Sequence[str]] = lambda group: (),
) -> dict[str, tuple[Row, ...]]:
    """The table of every group from an edition's results, by group name.

    Only group matches count; a group play-off ranks its winner above its loser (see
    :func:`standings`); teams keep the order first met where nothing separates them,
    unless ``lots`` gives the group's order (see :func:`world_cup_lots`).
    """
    games: dict[str, list[Game]] = {}
    playoffs: dict[str, list[Game]] = {}
    for result in results:
        stage, group = result.round.stage, result.round.group
        if group is None or stage not in (Stage.GROUP, Stage.GROUP_PLAYOFF):
            continue
        home, away = result.score.final
        game = Game(result.home, result.away, home, away)
        (games if stage is Stage.GROUP else playoffs).setdefault(group, []).append(game)
    return {
        group: standings(
            listed, rules=rules, fallback_order=lots(group), playoffs=playoffs.get(group, ())
        )
        for group, listed in games.items()
    }


def _runs(order: list[str], key: Callable[[str], tuple[int, ...]]) -> list[list[str]]:
    """Consecutive teams of ``order`` with equal ``key``."""
    runs: list[list[str]] = []
    for team in order:
        if runs and key(runs[-1][0]) == key(team):
            runs[-1].append(team)
        else:
            runs.append([team])
    return runs


def _row(
    position: int,
    team: str,
    tally: _Tally,
    rules: TableRules,
    tied: tuple[str, ...],
    play_off: Game | None = None,
) -> Row:
    return Row(
        position=position,
        team=team,
        played=tally.played,
        won=tally.won,
        drawn=tally.drawn,
        lost=tally.lost,
        goals_for=tally.goals_for,
        goals_against=tally.goals_against,
        points=tally.won * rules.win + tally.drawn * rules.draw,
        tied_with=tied,
        play_off=play_off,
    )


__all__ = [
    "WORLD_CUP",
    "WORLD_CUP_2026",
    "Game",
    "Row",
    "TableRules",
    "group_standings",
    "standings",
    "world_cup_lots",
    "world_cup_rules",
]
