"""A league season's tables, ties and points adjustments: the use cases.

Tables follow the competition's rules (:mod:`tracker.core.league.tables`: its preset, or
what ``rules COMPETITION --table JSON`` set); a table at a date counts the matches
played by then and the adjustments in effect. Knockout rounds become ties
(:mod:`tracker.core.results.ties`). Recording an adjustment is one transaction.
"""

from __future__ import annotations

import datetime as dt
import functools
from collections.abc import Iterable
from dataclasses import dataclass, replace

from sqlmodel import Session

from tracker.core.i18n import gettext as _
from tracker.core.i18n import translator
from tracker.core.league.counted import (
    TableCount,
    Uncounted,
    count_table,
    shortfall,
    table_note,
    why_uncounted,
)
from tracker.core.league.stats import (
    Visit,
    ground_stat,
    relegated,
    relegation_stats,
    run_stats,
    table_stats,
    title_stat,
)
from tracker.core.league.tables import (
    SPLIT_PHASES,
    Adjustment,
    GridAdjustment,
    LeagueGame,
    LeagueRow,
    LeagueRules,
    LeagueRulesError,
    PhaseTable,
    PositionGrid,
    Venue,
    position_grid,
    positions_by_matchday,
    season_tables,
)
from tracker.core.match.model import fold
from tracker.core.match.scoreline import score_line
from tracker.core.match.state import Status, log_unfinished
from tracker.core.match.summary import AWARDED
from tracker.core.records.keystats import KeyStat
from tracker.core.records.wording import Words
from tracker.core.results.competitions import season_year
from tracker.core.results.legs import RoundKey, join_legs, round_key
from tracker.core.results.rounds import Stage
from tracker.core.results.ties import FirstLeg, Leg, Tie, ties
from tracker.opendata.openfootball.league import matchday_of, split_phase
from tracker.services.errors import ServiceError, did_you_mean
from tracker.store.db import Database
from tracker.store.results import catalogue
from tracker.store.results import leagues as store
from tracker.store.results.catalogue import EditionInfo
from tracker.store.results.leagues import LeagueMatch, StoredAdjustment


@dataclass(frozen=True)
class Season:
    """What a league edition's view shows.

    Attributes:
        edition: The edition.
        rules: Its table rules.
        tables: Its tables: the regular season first, then a split's parts or the
            tournaments of a season in two (Apertura, Clausura).
        ties: Its knockout ties by round, in playing order.
        matches: Its matches (fixtures too) in playing order.
        adjustments: The points adjustments recorded.
        count: How many of its table's matches the tables count, and why the rest
            are not counted (up to ``as_of``, when the tables are as of a day).
        venue: All matches, or the home or away ones only.
    """

    edition: EditionInfo
    rules: LeagueRules
    tables: list[PhaseTable]
    ties: list[tuple[str, list[Tie]]]
    matches: list[LeagueMatch]
    adjustments: list[StoredAdjustment]
    count: TableCount
    venue: Venue = Venue.ALL

    @property
    def uncounted(self) -> list[StoredAdjustment]:
        """The adjustments recorded that none of its tables counts: a season whose
        tables are tournaments of their own (a league phase, Apertura and Clausura)
        counts none, as the regular season's table alone counts them."""
        if any(table.phase == "" for table in self.tables):
            return []
        return list(self.adjustments)

    def note(self, language: str = "en") -> str:
        """The line under its tables: what they count, and, with no points adjustment
        recorded, that a published table may count one (:func:`table_note`)."""
        said = table_note(
            self.count,
            language,
            adjusted=bool(self.adjustments),
            one_venue=self.venue is not Venue.ALL,
        )
        if not self.uncounted:
            return said
        t = translator(language)
        listed = "; ".join(f"{a.team} {a.points:+d} ({a.reason})" for a in self.uncounted)
        return f"{said} " + t(
            "Points adjustments recorded, not counted in these tables (a table of its own "
            "counts none): {listed}."
        ).format(listed=listed)


#: The round stages a table counts: a league round (no knockout stage).
_TABLE_STAGES = frozenset({"", Stage.LEAGUE.value})


def is_table_round(match: LeagueMatch) -> bool:
    """True for a match that counts in a table: a league round (no knockout stage)."""
    return match.round_stage in _TABLE_STAGES


@functools.lru_cache(maxsize=512)
def _round_parts(name: str) -> tuple[str, int | None]:
    """A league round's phase ("" for the regular season) and matchday."""
    matchday = matchday_of(name)
    return (split_phase(name)[0] if matchday is not None else ""), matchday


def _game(match: LeagueMatch, order: int = 0) -> LeagueGame:
    """The match as a table counts it; ``order``: its place in playing order (the
    store lists an edition's matches in that order)."""
    phase, matchday = _round_parts(match.round)
    return LeagueGame(
        match.home,
        match.away,
        match.home_goals,
        match.away_goals,
        match.date,
        phase,
        matchday,
        order,
    )


class LeagueService:
    """League seasons in one open database."""

    def __init__(self, db: Database) -> None:
        self.db = db

    # -- reading ---------------------------------------------------------------

    def edition(self, edition_id: int) -> EditionInfo:
        """The stored edition with this id."""
        with self.db.reading() as session:
            found = catalogue.editions(session, ids=[edition_id])
        if not found:
            raise ServiceError(_("there is no edition {edition_id}").format(edition_id=edition_id))
        return found[0]

    def rules(self, edition: EditionInfo) -> LeagueRules:
        """The edition's table rules."""
        with self.db.reading() as session:
            return _stored_rules(session, edition)

    def is_league(self, edition_id: int) -> bool:
        """True when the edition has league rounds (a table of its own, not groups)."""
        with self.db.reading() as session:
            return any(is_table_round(m) for m in store.league_matches(session, edition_id))

    def season(
        self,
        edition_id: int,
        *,
        venue: Venue = Venue.ALL,
        as_of: dt.date | None = None,
        today: dt.date | None = None,
    ) -> Season:
        """The edition's tables (as of a day, home or away only if asked) and its ties;
        what they count and which legs are unfinished as said on ``today`` (the
        computer's day by default)."""
        edition = self.edition(edition_id)
        with self.db.reading() as session:
            rules = _stored_rules(session, edition)
            matches = store.league_matches(session, edition_id)
            adjusted = store.adjustments(session, edition_id)
        return Season(
            edition,
            rules,
            _tables(matches, rules, adjusted, venue=venue, as_of=as_of),
            _ties(
                matches,
                rules,
                _tables(matches, rules, adjusted) if rules.seeded_ties else [],
                as_of=as_of,
                today=today,
            ),
            matches,
            adjusted,
            table_count(matches, as_of, today),
            venue,
        )

    def positions(self, edition_id: int, phase: str = "") -> dict[str, list[int]]:
        """Each team's position after each matchday of a phase (the regular season's
        adjustments counted from their day: :func:`position_grid`)."""
        edition = self.edition(edition_id)
        with self.db.reading() as session:
            rules = _stored_rules(session, edition)
            matches = store.league_matches(session, edition_id)
            adjusted = store.adjustments(session, edition_id) if phase == "" else []
        games = [_game(m, i) for i, m in enumerate(matches) if m.played and is_table_round(m)]
        return positions_by_matchday(games, rules, phase=phase, adjustments=_adjustments(adjusted))

    def position_grids(self, edition_id: int) -> list[PositionGrid]:
        """Each team's place after each matchday of the regular season (its points
        adjustments counted from their day), then of each phase that is a table of its
        own (Liga MX's Apertura and Clausura, the Champions League's league phase: they
        count no adjustment, as their tables); none without a matchday played. A split's
        parts carry the regular season over and have no grid."""
        edition = self.edition(edition_id)
        with self.db.reading() as session:
            rules = _stored_rules(session, edition)
            matches = store.league_matches(session, edition_id)
            adjusted = _adjustments(store.adjustments(session, edition_id))
        games = [_game(m, i) for i, m in enumerate(matches) if m.played and is_table_round(m)]
        # The regular season first, then the phases in playing order.
        phases = sorted(dict.fromkeys(g.phase for g in games if g.matchday is not None), key=bool)
        grids = []
        for phase in phases:
            if phase and "" in phases and fold(phase) in SPLIT_PHASES:
                continue
            if phase == "":
                grids.append(position_grid(games, rules, adjustments=adjusted))
            else:
                grid = position_grid(games, rules, phase=phase)
                left_out = tuple(GridAdjustment(a, None) for a in adjusted)
                grids.append(replace(grid, adjustments=left_out))
        return grids

    def key_stats(
        self, match_id: int, edition_id: int, language: str | None = None
    ) -> list[KeyStat]:
        """A league match's key stats: the table before and after it, runs, the title;
        written in ``language`` (English by default)."""
        w = Words(language or "en")
        at = self._in_season(match_id, edition_id)
        if at is None:
            return []
        edition, rules, matches, adjusted, index, order = at
        match = matches[index]
        scope = w.say("{edition}, as of this match", edition=edition.name)
        # A place counts the points deductions recorded: with none, say so (a results
        # file carries none, and a published table counts them).
        placed = scope if adjusted else f"{scope}; {w.t(NO_ADJUSTMENT)}"
        before = _tables(matches, rules, adjusted, as_of=match.date, counted=order.before)
        after = _tables(matches, rules, adjusted, as_of=match.date, counted=order.after)
        phase = _round_parts(match.round)[0]
        stats: list[KeyStat] = []
        for team in (match.home, match.away):
            stats += table_stats(
                team,
                _row(before, phase, team),
                _row(after, phase, team) if match.played else None,
                phase or "Table",
                placed,
                w,
                day=order.day,
            )
        if not match.played:
            return stats
        league = [m for m in [*order.before, match] if is_table_round(m) and m.played]
        for team in (match.home, match.away):
            outcomes = [_outcome(m, team) for m in league if team in (m.home, m.away)]
            stats += run_stats(team, outcomes, scope, w)
        stats += _title(matches, order, rules, adjusted, scope, w)
        if match.away_goals > match.home_goals:
            stats += self._ground(edition, matches, index, w)
        return stats

    def _ground(
        self, edition: EditionInfo, matches: list[LeagueMatch], index: int, w: Words
    ) -> list[KeyStat]:
        """The away winners' first win at the ground since a date, from the seasons of
        the competition held whole back from this one (see :func:`_visits`)."""
        match = matches[index]
        if not _whole(matches):
            return []
        with self.db.reading() as session:
            years = {
                y: e.id
                for e in catalogue.editions(session, competition_ids=[edition.competition_id])
                if (y := _year(e)) is not None
            }
            year = _year(edition)
            seasons = [matches[:index]]
            while year is not None and (year := year - 1) in years:
                seasons.append(store.league_matches(session, years[year]))
        visits = _visits(match, seasons)
        scope = w.say(
            "{competition} matches in the library, as of this match",
            competition=edition.competition,
        )
        ground = match.venue or match.home
        return ground_stat(
            match.away,
            ground,
            visits,
            edition.competition,
            scope,
            venue=bool(match.venue),
            words=w,
        )

    def table_lines(self, match_id: int, edition_id: int, language: str | None = None) -> list[str]:
        """A league match's table before it and after it, one line each, for its sheet:
        ``Table before the match: 1 Arsenal FC 86 · 2 Manchester City FC 85 · …``;
        written in ``language`` (English by default)."""
        w = Words(language or "en")
        at = self._in_season(match_id, edition_id)
        if at is None:
            return []
        _edition, rules, matches, adjusted, index, order = at
        match = matches[index]
        phase = _round_parts(match.round)[0]
        out = []
        counts = [(False, order.before)]
        if match.played:
            counts.append((True, order.after))
        for when, counted in counts:
            tables = _tables(matches, rules, adjusted, as_of=match.date, counted=counted)
            rows = next((t.rows for t in tables if t.phase == phase), ())
            if not rows or not any(r.played for r in rows):
                continue
            title = next(t.title for t in tables if t.phase == phase)
            listed = " · ".join(
                f"{r.position} {r.team} {r.points}{'*' if r.adjustment else ''}" for r in rows
            )
            line = w.say(TABLE_LINES[(when, title == "Table", order.day)], table=title, rows=listed)
            out.append(line if adjusted else f"{line} ({w.t(NO_ADJUSTMENT)})")
        return out

    def tie_lines(
        self, match_id: int, edition_id: int, language: str | None = None, *, guest: bool = False
    ) -> list[str]:
        """The aggregate of the two-legged tie whose last leg is the match, and who went
        through, for its sheet: ``Aggregate: PSV 3-9 Arsenal FC; Arsenal FC through``;
        none for a first leg (the tie is not over) or a tie of one match. ``guest``: the
        match is not stored in the edition, and is counted in it (see :meth:`first_leg`)."""
        for _name, found in self._ties(edition_id, match_id if guest else None)[1]:
            for tie in found:
                if len(tie.legs) > 1 and tie.legs[-1].match_id == match_id and tie.aggregate:
                    return [aggregate_line(tie, language)]
        return []

    def first_leg(self, match_id: int, edition_id: int, *, guest: bool = False) -> FirstLeg | None:
        """The played first leg of the two-legged tie whose other leg is the match, as
        the match's live entry needs it; None if the edition holds no such leg, or if
        its rules send a level tie to the better placed team (no extra time: Serie B's
        play-offs), where the log alone says what follows. ``guest``: the match is not
        stored in the edition (its competition's name carries no season) and is counted
        in it, as of the edition its day falls in."""
        rules, season_ties = self._ties(edition_id, match_id if guest else None)
        if rules.seeded_ties:
            return None
        for _name, found in season_ties:
            for tie in found:
                ours = [leg for leg in tie.legs if leg.match_id == match_id]
                other = [leg for leg in tie.legs if leg.match_id != match_id]
                if len(tie.legs) != 2 or not ours or not _first_of(other[0], ours[0]):
                    continue
                first, second = other[0], ours[0]
                return FirstLeg(
                    first.goals(second.home), first.goals(second.away), rules.away_goals
                )
        return None

    def _ties(
        self, edition_id: int, guest: int | None = None
    ) -> tuple[LeagueRules, list[tuple[str, list[Tie]]]]:
        """The edition's rules and its knockout ties by round, the match ``guest``
        counted among its matches."""
        edition = self.edition(edition_id)
        with self.db.reading() as session:
            rules = _stored_rules(session, edition)
            also = [guest] if guest is not None else []
            matches = store.league_matches(session, edition_id, also=also)
            adjusted = store.adjustments(session, edition_id) if rules.seeded_ties else []
        tables = _tables(matches, rules, adjusted) if rules.seeded_ties else []
        return rules, _ties(matches, rules, tables)

    def _in_season(self, match_id: int, edition_id: int) -> _InSeason | None:
        """The league match within its edition as its tables count it: the edition,
        its rules, its matches in playing order, its adjustments, the match's index
        among them and its :class:`Moments`; None for a match outside its tables (a
        knockout round, no day)."""
        edition = self.edition(edition_id)
        with self.db.reading() as session:
            rules = _stored_rules(session, edition)
            matches = store.league_matches(session, edition_id)
            adjusted = store.adjustments(session, edition_id)
        index = next((i for i, m in enumerate(matches) if m.id == match_id), None)
        if index is None or not is_table_round(matches[index]):
            return None
        order = _moments(matches, index)
        if order is None:
            return None  # a match without a day stands nowhere in the season
        return edition, rules, matches, adjusted, index, order

    def adjustments(self, edition_id: int) -> list[StoredAdjustment]:
        """The edition's points adjustments, in the order recorded."""
        with self.db.reading() as session:
            return store.adjustments(session, edition_id)

    # -- writing ---------------------------------------------------------------

    def adjust(
        self,
        edition_id: int,
        team: str,
        points: int,
        reason: str,
        *,
        effective: dt.date | None = None,
        author: str = "",
    ) -> StoredAdjustment:
        """Record a deduction (negative) or an award of points to a team of the edition."""
        if points == 0:
            raise ServiceError(_("an adjustment of 0 points changes nothing"))
        if abs(points) > 1000:
            raise ServiceError(
                _("{points} points is not an adjustment a league makes").format(points=points)
            )
        reason = " ".join(reason.split())
        if not reason:
            raise ServiceError(_("say why (--reason TEXT): the table shows it"))
        with self.db.writing() as session:
            teams: dict[int | None, str] = {}
            listed = store.league_matches(session, edition_id)
            if listed and not any(is_table_round(m) for m in listed):
                # A tournament's group tables are drawn from its matches alone and
                # count no adjustment: one stored here would change nothing shown.
                name = catalogue.editions(session, ids=[edition_id])[0].name
                raise ServiceError(
                    _(
                        "{edition} has no league table: its group tables count no points "
                        "adjustments, only a league season's table does"
                    ).format(edition=name)
                )
            for m in listed:
                teams[m.home_team_id], teams[m.away_team_id] = m.home, m.away
            team_id = _team_named(teams, team)
            if effective is not None:
                _check_effective(effective, _span(m.date for m in listed))
            for made in store.adjustments(session, edition_id):
                if (made.team_id, made.points, made.effective) == (team_id, points, effective) and (
                    fold(made.reason) == fold(reason)
                ):
                    # The same command run twice (a script re-run, the help's example)
                    # would take the points twice.
                    template = _(
                        "{team} {points:+d} ({reason}) is recorded already (adjustment "
                        "{id}): recorded twice it would count twice; another adjustment of "
                        "the same points gives its own reason or day"
                    )
                    raise ServiceError(
                        template.format(
                            team=made.team, points=points, reason=made.reason, id=made.id
                        )
                    )
            new = store.add_adjustment(
                session, edition_id, team_id, points, reason, effective=effective, author=author
            )
            return next(a for a in store.adjustments(session, edition_id) if a.id == new)

    def season_days(self, edition_id: int) -> tuple[dt.date, dt.date] | None:
        """The days of the edition's first and last league matches (None while none has
        a date); an adjustment may take effect up to :data:`ADJUSTMENT_MARGIN` either side."""
        with self.db.reading() as session:
            return _span(m.date for m in store.league_matches(session, edition_id))

    def remove_adjustment(
        self, adjustment_id: int, edition: EditionInfo | None = None
    ) -> StoredAdjustment:
        """Delete a recorded adjustment (entered wrongly); what it was. With ``edition``,
        only one of that edition's: an id typed wrong never changes another's table."""
        with self.db.writing() as session:
            found = store.remove_adjustment(
                session, adjustment_id, edition.id if edition is not None else None
            )
        if found is None and edition is not None:
            raise ServiceError(
                _("{edition} has no points adjustment {adjustment_id}").format(
                    edition=edition.name, adjustment_id=adjustment_id
                )
            )
        if found is None:
            raise ServiceError(
                _("there is no points adjustment {adjustment_id}").format(
                    adjustment_id=adjustment_id
                )
            )
        return found

    def set_table_rules(self, competition_id: int, text: str) -> LeagueRules:
        """Set a competition's table rules from JSON ("" for its preset); checked first."""
        with self.db.writing() as session:
            try:
                return store.set_table_rules(session, competition_id, text)
            except LeagueRulesError as exc:
                raise ServiceError.of(exc) from None

    def table_rules(self, competition_id: int) -> LeagueRules:
        """A competition's table rules (its preset, with what was set)."""
        with self.db.reading() as session:
            try:
                return store.table_rules(session, competition_id)
            except LeagueRulesError as exc:
                raise ServiceError(_unusable(exc)) from None


def _stored_rules(session: Session, edition: EditionInfo) -> LeagueRules:
    """The edition's table rules; rules stored but unusable (typed into the suspension
    rules' JSON by hand) are an error that says how to set them again."""
    try:
        return store.table_rules(session, edition.competition_id, _year(edition))
    except LeagueRulesError as exc:
        raise ServiceError(_unusable(exc)) from None


def _unusable(exc: LeagueRulesError) -> str:
    return _(
        "the competition's table rules cannot be used ({error}): set them with rules --table"
    ).format(error=exc)


def _year(edition: EditionInfo) -> int | None:
    try:
        return edition.year if edition.year is not None else season_year(edition.season)
    except ValueError:
        return None


def _adjustments(adjusted: list[StoredAdjustment]) -> list[Adjustment]:
    """The stored adjustments as a table counts them."""
    return [Adjustment(a.team, a.points, a.reason, a.effective) for a in adjusted]


def _tables(
    matches: list[LeagueMatch],
    rules: LeagueRules,
    adjusted: list[StoredAdjustment],
    *,
    venue: Venue = Venue.ALL,
    as_of: dt.date | None = None,
    counted: list[LeagueMatch] | None = None,
) -> list[PhaseTable]:
    """The tables of ``matches`` (every team in them listed), counting only the
    ``counted`` ones if given (the matches before one)."""
    league = [m for m in matches if is_table_round(m)]
    teams: dict[str, list[str]] = {}
    for m in league:
        phase = _round_parts(m.round)[0]
        listed = teams.setdefault(phase, [])
        for team, real in ((m.home, m.home_team_id), (m.away, m.away_team_id)):
            if real is not None and team not in listed:
                listed.append(team)
    if counted is not None:
        league = [m for m in counted if is_table_round(m)]
    games = [_game(m, i) for i, m in enumerate(league) if m.played]
    return season_tables(
        games,
        rules,
        teams=teams,
        adjustments=[Adjustment(a.team, a.points, a.reason, a.effective) for a in adjusted],
        venue=venue,
        as_of=as_of,
    )


def table_count(
    matches: list[LeagueMatch], as_of: dt.date | None = None, today: dt.date | None = None
) -> TableCount:
    """How many of the edition's table matches (up to ``as_of``, if given) its tables
    count, and why the rest are not counted (a match without a result dated before
    ``today``, by default the computer's day, has a result the library does not know).
    A regular season evidently short of its double round robin says how many of its
    matches are not in the library at all, as of any day (:func:`shortfall`)."""
    regular = [
        (m.home, m.away)
        for m in matches
        if is_table_round(m)
        and not _round_parts(m.round)[0]
        and None not in (m.home_team_id, m.away_team_id)
    ]
    return count_table(
        (
            (m.played, m.status, m.date)
            for m in matches
            if is_table_round(m) and (as_of is None or m.date is None or m.date <= as_of)
        ),
        today or dt.date.today(),
        shortfall(regular),
    )


def _outcome(match: LeagueMatch, team: str) -> str:
    scored, conceded = (
        (match.home_goals, match.away_goals)
        if team == match.home
        else (match.away_goals, match.home_goals)
    )
    return "W" if scored > conceded else "D" if scored == conceded else "L"


def _title(
    matches: list[LeagueMatch],
    order: Moments,
    rules: LeagueRules,
    adjusted: list[StoredAdjustment],
    scope: str,
    w: Words,
) -> list[KeyStat]:
    """The title, on the match that made it certain no one can catch the leader any
    more, and relegation, on the match after which a team can no longer climb out.

    Said only for a season without a split whose whole double round robin is stored
    (every team has 2 × (teams - 1) league matches, played or to come). Matches that
    end together (:func:`_moments`: the same kick-off, or a day whose order is not
    known) have no order between them: a certainty they made is said on the match of
    the team it is about if it played among them, else on the one match that made it
    alone, else on each of them. With no points adjustment recorded for the edition,
    each is said to hold on the results alone (a published table may count one).
    """
    league = [m for m in matches if is_table_round(m)]
    if any(_round_parts(m.round)[0] for m in league):
        return []
    teams = {t for m in league for t in (m.home, m.away)}
    scheduled = {t: sum(t in (m.home, m.away) for m in league) for t in teams}
    if len(teams) < 2 or any(n != 2 * (len(teams) - 1) for n in scheduled.values()):
        return []
    match = order.match
    together = [m for m in order.together if is_table_round(m) and m.played]
    base = order.before

    def certain(counted: list[LeagueMatch]) -> tuple[set[str], set[str], list[KeyStat]]:
        tables = _tables(matches, rules, adjusted, as_of=match.date, counted=counted)
        played = dict.fromkeys(teams, 0)
        for m in counted:
            if is_table_round(m) and m.played:
                played[m.home] += 1
                played[m.away] += 1
        left = {t: scheduled[t] - played[t] for t in teams}
        rows = tables[0].rows
        won = title_stat(
            rows, left, rules.win, scope, schedule_known=True, words=w, adjusted=bool(adjusted)
        )
        down = relegated(rows, left, rules.win, rules.relegated)
        return {s.subject for s in won}, set(down), won

    before = certain(base)
    after = certain([*base, *together])
    alone = {m.id: certain([*base, m])[:2] for m in together} if len(together) > 1 else {}
    decided: tuple[list[str], list[str]] = ([], [])
    for kind in (0, 1):
        for team in sorted(after[kind] - before[kind]):  # type: ignore[operator]
            own = [m for m in together if team in (m.home, m.away)]
            made = [m for m in together if team in alone.get(m.id, after[:2])[kind]]
            deciders = own or made or together
            if match.id in {m.id for m in deciders}:
                decided[kind].append(team)
    down = relegation_stats(decided[1], scope, w, adjusted=bool(adjusted))
    return (after[2] if decided[0] else []) + down


#: Said of a table's places where the season has no points adjustment recorded.
NO_ADJUSTMENT = "no points deduction or award recorded"

#: A table line of a league match's sheet: (after the match, the whole table, the day's
#: order not known: :class:`Moments`).
TABLE_LINES = {
    (False, True, False): "Table before the match: {rows}",
    (True, True, False): "Table after the match: {rows}",
    (False, False, False): "{table} before the match: {rows}",
    (True, False, False): "{table} after the match: {rows}",
    (False, True, True): "Table before the day's matches: {rows}",
    (True, True, True): "Table after the day's matches: {rows}",
    (False, False, True): "{table} before the day's matches: {rows}",
    (True, False, True): "{table} after the day's matches: {rows}",
}


def aggregate_line(tie: Tie, language: str | None = None) -> str:
    """A decided two-legged tie in one line, in ``language`` (English by default): its
    aggregate from the first leg's home side, who went through and how where it was
    not on the goals alone ("after extra time", "on away goals"); or that who went
    through is not known, and why."""
    t = translator(language or "en")
    goals = tie.aggregate or (0, 0)  # a tie not played out has none: not called for it
    score = {"first": tie.first, "second": tie.second, "score": f"{goals[0]}-{goals[1]}"}
    if tie.winner is None:
        return t(
            "Aggregate: {first} {score} {second}; who went through is not known ({how})"
        ).format(how=tie.how_words(t), **score)
    how = "" if tie.how in ("", "on aggregate") else f" {tie.how_words(t)}"
    return t("Aggregate: {first} {score} {second}; {team} through{how}").format(
        team=tie.winner, how=how, **score
    )


def _first_of(first: Leg, second: Leg) -> bool:
    """Whether ``first`` is the played first leg of the tie ``second`` ends: its home
    team away there, and played before it (where both days are known)."""
    if not first.played or (first.home, first.away) != (second.away, second.home):
        return False
    return first.date is None or second.date is None or first.date < second.date


def _visits(match: LeagueMatch, seasons: list[list[LeagueMatch]]) -> list[Visit]:
    """The away team's earlier league visits to this match's ground, oldest first.

    ``seasons``: this season's matches before this one, then the earlier seasons held,
    newest first. The home team stands for its ground unless both matches store
    their venues and they differ. Each season must be held whole (its double round
    robin stored): a season that is not, or a visit whose result is not known, ends
    what is known, and the visits before it are left out (a win among them may be
    missing). The walk stops at the last win.
    """
    out: list[Visit] = []
    for number, held in enumerate(seasons):
        if number > 0 and not _whole(held):
            break
        for m in reversed(held):
            if m.home != match.home or m.away != match.away or not is_table_round(m):
                continue
            if m.venue and match.venue and fold(m.venue) != fold(match.venue):
                continue
            if not m.played:
                if "postponed" in m.status:
                    continue
                return out[::-1]
            # An awarded win is no win played there: its score says so.
            awarded = m.status == AWARDED
            score = score_line((m.away_goals, m.home_goals), awarded=awarded)
            out.append(Visit(m.date, m.away_goals > m.home_goals, score, awarded))
            if out[-1].won:
                return out[::-1]
    return out[::-1]


def _whole(season: list[LeagueMatch]) -> bool:
    """Whether a season's regular double round robin is stored (played or to come)."""
    regular = [m for m in season if is_table_round(m) and not _round_parts(m.round)[0]]
    teams = {t for m in regular for t in (m.home, m.away)}
    return len(teams) > 1 and len(regular) >= len(teams) * (len(teams) - 1)


#: A league match within its season: see :meth:`LeagueService._in_season`.
_InSeason = tuple[
    EditionInfo, LeagueRules, list[LeagueMatch], list[StoredAdjustment], int, "Moments"
]


@dataclass(frozen=True)
class Moments:
    """Which of a season's matches stand before a league match and which had ended by
    its end, as far as the data orders them: the one reading of the places before and
    after it, the sheet's tables and the title's and relegation's match.

    Attributes:
        match: The match.
        before: The matches that kicked off before it: those of earlier days, and
            those of its day whose kick-off is known and earlier than its own. With
            ``day``, those of earlier days only.
        together: It and the matches that ended with it: those of its day kicking off
            at the same time. With ``day``, every match of its day.
        day: Its day holds a played match whose order with it is not known (its
            kick-off or the other's not known): then ``before`` is the table at the start
            of the day and :attr:`after` the table after the day's matches, the only
            moments the data can place it between.
    """

    match: LeagueMatch
    before: list[LeagueMatch]
    together: list[LeagueMatch]
    day: bool

    @property
    def after(self) -> list[LeagueMatch]:
        """The matches that had ended by its end (with ``day``, by the day's end)."""
        return [*self.before, *self.together]


def _moments(matches: list[LeagueMatch], index: int) -> Moments | None:
    """Which of ``matches`` (an edition's, in playing order) stand before the one at
    ``index`` and which had ended by its end (:class:`Moments`); None for a match
    without a day, which stands nowhere."""
    match = matches[index]
    day, kickoff = match.date, match.kickoff
    if day is None:
        return None
    same = [m for m in matches if m.date == day]
    unordered = any(
        m.id != match.id and m.played and is_table_round(m) and None in (m.kickoff, kickoff)
        for m in same
    )
    earlier = [m for m in matches if m.date is not None and m.date < day]
    if unordered:
        return Moments(match, earlier, same, day=True)
    if kickoff is not None:
        earlier += [m for m in same if m.kickoff is not None and m.kickoff < kickoff]
    together = [m for m in same if m.id == match.id or m.kickoff == kickoff]
    return Moments(match, earlier, together, day=False)


def _row(tables: list[PhaseTable], phase: str, team: str) -> LeagueRow | None:
    for table in tables:
        if table.phase == phase:
            return next((r for r in table.rows if r.team == team), None)
    return None


def _seeds(name: str, tables: list[PhaseTable]) -> dict[str, int] | None:
    """The places a play-off round is seeded by: its phase's table without "Playoffs"
    ("Apertura Playoffs, Final" by the Apertura), else the regular season's."""
    if not tables:
        return None
    phase = split_phase(name)[0]
    for word in ("playoffs", "playoff", "play-offs", "play-off"):
        if phase.casefold().endswith(word):
            phase = phase[: -len(word)].strip()
    table = next((t for t in tables if t.phase == phase), None)
    table = table or next((t for t in tables if t.phase == ""), None)
    return {r.team: r.position for r in table.rows} if table is not None else None


def _ties(
    matches: list[LeagueMatch],
    rules: LeagueRules,
    tables: list[PhaseTable],
    *,
    as_of: dt.date | None = None,
    today: dt.date | None = None,
) -> list[tuple[str, list[Tie]]]:
    """The knockout ties by round; as of a day, a leg played after it is still to play.
    A leg whose log stops before full time, its day long past on ``today`` (the
    computer's day by default), is unfinished, not being played."""
    today = today or dt.date.today()
    rounds: dict[RoundKey, list[Leg]] = {}
    names: dict[RoundKey, str] = {}
    for m in matches:
        if is_table_round(m):
            continue
        # The legs of "Playoffs, first leg" and "second leg" are one round, named as
        # met first; so are "Finals, Semi-final" imported and "Semi-final, second leg".
        key = round_key(m.round)
        name = m.round
        for suffix in (", first leg", ", second leg"):
            name = name.removesuffix(suffix)
        names.setdefault(key, name)
        live = m.status == Status.LIVE.value and as_of is None
        unfinished = live and log_unfinished(m.date, today)
        # A day passed: before today, or (as of a day) on it or before.
        passed_by = as_of + dt.timedelta(days=1) if as_of is not None else today
        why = why_uncounted(m.status, m.date, passed_by)
        rounds.setdefault(key, []).append(
            Leg(
                m.home,
                m.away,
                m.home_goals,
                m.away_goals,
                played=m.played and (as_of is None or m.date is None or m.date <= as_of),
                live=live and not unfinished,
                unfinished=unfinished,
                unknown=not m.played and not live and why is Uncounted.UNKNOWN,
                postponed=not m.played and why is Uncounted.POSTPONED,
                extra_time=m.extra_time,
                shootout=m.shootout,
                date=m.date,
                match_id=m.id,
                order=(m.date or dt.date.min, m.kickoff or dt.time.min, m.id),
            )
        )
    rounds = join_legs(rounds)
    out = []
    keys = list(rounds)
    for index, key in enumerate(keys):
        later = {t for k in keys[index + 1 :] for x in rounds[k] for t in (x.home, x.away)}
        found = ties(
            rounds[key],
            names[key],
            away_goals=rules.away_goals,
            later=later,
            seeds=_seeds(names[key], tables),
        )
        # A round whose every leg is postponed is played after the others, on days not
        # known here (Serie B's 2024-25 play-out after its play-offs), not on its first day.
        out.append((all(leg.postponed for leg in rounds[key]), names[key], found))
    out.sort(key=lambda named: named[0])
    return [(name, found) for _postponed, name, found in out]


__all__ = ["LeagueService", "Season", "is_table_round", "table_count"]


def _team_named(teams: dict[int | None, str], team: str) -> int:
    """The one team of ``teams`` that ``team`` names: its name, or words of it that fit
    no other team ("Everton" for "Everton FC"); :class:`ServiceError` saying why not."""
    named = [(tid, n) for tid, n in teams.items() if tid and fold(n) == fold(team)]
    if not named:
        words = set(fold(team).split())
        named = [(t, n) for t, n in teams.items() if t and words <= set(fold(n).split())]
    if len(named) == 1 and named[0][0] is not None:
        return named[0][0]
    if named:
        listed = ", ".join(sorted(n for _tid, n in named))
        raise ServiceError(_("{text!r} could be any of: {names}").format(text=team, names=listed))
    close = ", ".join(sorted(n for t, n in teams.items() if t and fold(team) in fold(n)))
    hint = _(" (did you mean {names}?)").format(names=close) if close else ""
    if not close:
        hint = did_you_mean(team, [n for t, n in teams.items() if t])
    raise ServiceError(
        _("{team!r} plays no match in this edition{hint}").format(team=team, hint=hint)
    )


#: How far from its season an adjustment may take effect: a deduction is decided
#: before a season, during it or after it on appeal, not years away (a mistyped year).
ADJUSTMENT_MARGIN = dt.timedelta(days=366)


def _span(days: Iterable[dt.date | None]) -> tuple[dt.date, dt.date] | None:
    """The first and the last of ``days`` (None if none is known)."""
    known = [d for d in days if d is not None]
    return (min(known), max(known)) if known else None


def _check_effective(effective: dt.date, span: tuple[dt.date, dt.date] | None) -> None:
    """Refuse a day more than a year from the season's matches: an ``as of`` table
    would leave the adjustment out all season (or count it from before the season)."""
    if span is None:
        return
    first, last = span
    if not first - ADJUSTMENT_MARGIN <= effective <= last + ADJUSTMENT_MARGIN:
        raise ServiceError(
            _(
                "{effective} is more than a year away from the season "
                "(its matches run from {first} to {last}): check the day it took effect"
            ).format(
                effective=effective.isoformat(), first=first.isoformat(), last=last.isoformat()
            )
        )
