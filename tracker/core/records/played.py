"""A stored match as the record books see it: its teams, score, round and kind of record.

:attr:`PlayedMatch.order` orders matches by date, then kick-off (in UTC when its
offset is known), then match number, then id, so "before a match" is well defined:
facts are stated as of a match.
"""

from __future__ import annotations

import datetime as dt
import enum
from dataclasses import dataclass

from tracker.core.match.model import Side
from tracker.core.match.scoreline import score_line
from tracker.core.match.state import log_unfinished
from tracker.core.results.rounds import Stage


class RecordKind(enum.Enum):
    """What a stored match is a record of."""

    LOGGED = "logged"
    RESULT = "result"
    FIXTURE = "fixture"


class Outcome(enum.Enum):
    """A match's outcome for one team, as W-D-L counts it (a shootout is a draw)."""

    WON = "W"
    DRAWN = "D"
    LOST = "L"


@dataclass(frozen=True, kw_only=True)
class PlayedMatch:
    """One stored match as the record books see it (a fixture too: ``played`` False).

    Attributes:
        id: The stored match id.
        date: The day it is (or was) played, if known.
        kickoff: Local kick-off time, if known.
        number: Its number within its edition, if known.
        competition: The competition ("FIFA World Cup"), or the match's free text.
        competition_id: The stored competition, if the match belongs to one.
        edition: The edition's name ("FIFA World Cup 2026"), or "".
        edition_id: The stored edition, if any.
        season: The edition's season ("2026"), or "".
        round: Our round name ("Group A", "Semi-final"), or the free-text stage.
        stage: The round's kind, if known.
        group: The group of a group match, or "".
        competitive: False for a friendly.
        home: The home team's name (a fixture's placeholder text if undecided).
        away: The away team's name.
        home_goals: Goals of the whole match (after extra time) for home.
        away_goals: The same for away.
        extra_time: The match went to extra time.
        shootout: Shootout kicks scored (home, away), if there was one.
        venue: The ground.
        record: Logged event by event, a result only, or a fixture.
        scorers_known: Every goal of the match has its scorer stored.
        lineups_known: The line-ups (and so minutes, starts, assists) are known.
        in_play: Being logged now, kicked off and not ended: its score is the score as
            it stands. The players' tallies count it so; its result (a team's W-D-L, a
            table, a round won) counts once it ends.
        home_team_id: The stored home team, if known.
        away_team_id: The stored away team, if known.
        cancelled: A fixture the source gives as cancelled: never played, nor to be
            (a knockout tie may have been decided by it all the same: a walkover).
        abandoned: Begun and stopped for good before full time (a fixture the source
            gives so, or a logged match whose log ends in its abandonment): no result.
        awarded: A result the competition awarded (a forfeit, a match abandoned and
            settled at a table): its score counts in the tables and a team's W-D-L,
            yet it is no score played, and every line showing it says so.
        played_as: The (home, away) names the match was played under, when its teams
            are written here under another of their names (see
            :func:`tracker.core.records.teamnames.as_named`); None otherwise.
    """

    id: int
    date: dt.date | None
    kickoff: dt.time | None = None
    number: int | None = None
    competition: str = ""
    competition_id: int | None = None
    edition: str = ""
    edition_id: int | None = None
    season: str = ""
    round: str = ""
    stage: Stage | None = None
    group: str = ""
    competitive: bool = True
    home: str
    away: str
    home_goals: int = 0
    away_goals: int = 0
    extra_time: bool = False
    shootout: tuple[int, int] | None = None
    venue: str = ""
    record: RecordKind = RecordKind.RESULT
    scorers_known: bool = False
    lineups_known: bool = False
    in_play: bool = False
    home_team_id: int | None = None
    away_team_id: int | None = None
    cancelled: bool = False
    abandoned: bool = False
    played_as: tuple[str, str] | None = None
    awarded: bool = False
    #: A fixture the source gives as postponed: not played on its day (its new one
    #: not known here).
    postponed: bool = False

    @property
    def played(self) -> bool:
        """True once it has a result (not a fixture), one being played too."""
        return self.record is not RecordKind.FIXTURE

    @property
    def ended(self) -> bool:
        """True once its result stands: played, and not being played now (a team's
        W-D-L, a table and a round won count it from then)."""
        return self.played and not self.in_play

    def unfinished(self, today: dt.date) -> bool:
        """True when it is logged and not ended, and its day is long past on ``today``:
        its log stops before full time (see :func:`log_unfinished`), nobody logs it
        now. It is in play as far as the records go: its result is not known."""
        return self.in_play and log_unfinished(self.date, today)

    @property
    def order(self) -> tuple[dt.date, int, int, int]:
        """Sort key: date, kick-off (in UTC when its offset is known), number, id."""
        minute = -(24 * 60)
        if self.kickoff is not None:
            minute = self.kickoff.hour * 60 + self.kickoff.minute
            offset = self.kickoff.utcoffset()
            if offset is not None:
                minute -= int(offset.total_seconds() // 60)
        return (self.date or dt.date.min, minute, self.number or 0, self.id)

    def before(self, other: PlayedMatch) -> bool:
        """True when this match was played before ``other`` (as-of rule)."""
        return self.order < other.order

    def side_of(self, team: str) -> Side | None:
        """The side ``team`` plays on here, if it plays."""
        if team == self.home:
            return Side.HOME
        if team == self.away:
            return Side.AWAY
        return None

    def has(self, team: str) -> bool:
        """True when ``team`` plays in this match."""
        return self.side_of(team) is not None

    def opponent(self, team: str) -> str:
        """The other team."""
        return self.away if team == self.home else self.home

    @property
    def teams_as_played(self) -> tuple[str, str]:
        """(home, away) under the names the match was played under ("Yugoslavia" in
        1974, where a team's record writes Serbia): what a list of matches shows."""
        return self.played_as or (self.home, self.away)

    def opponent_as_played(self, team: str) -> str:
        """The other team under the name the match was played under ("Czechoslovakia"
        in 1934, where the records count it with the Czech Republic): a dated line
        names who was met then."""
        if self.played_as is None:
            return self.opponent(team)
        return self.played_as[1] if team == self.home else self.played_as[0]

    def goals(self, team: str) -> tuple[int, int]:
        """(scored, conceded) for ``team``."""
        if team == self.home:
            return (self.home_goals, self.away_goals)
        return (self.away_goals, self.home_goals)

    def outcome(self, team: str) -> Outcome:
        """W, D or L for ``team``; a shootout counts as a draw."""
        scored, conceded = self.goals(team)
        if scored > conceded:
            return Outcome.WON
        return Outcome.DRAWN if scored == conceded else Outcome.LOST

    def winner(self) -> str | None:
        """The team that won or went through (on penalties too); None for a draw."""
        home, away = self.shootout if self.shootout is not None else self.goals(self.home)
        if home == away:
            return None
        return self.home if home > away else self.away

    def score_text(self, team: str | None = None) -> str:
        """``2-1`` (from ``team``'s side if given), with ``aet`` and the shootout, and
        ``(awarded)`` after a score the competition awarded."""
        kicks = self.shootout
        if kicks is not None and (team or self.home) != self.home:
            kicks = (kicks[1], kicks[0])
        return score_line(
            self.goals(team or self.home),
            extra_time=self.extra_time,
            shootout=kicks,
            awarded=self.awarded,
        )


__all__ = ["Outcome", "PlayedMatch", "RecordKind"]
