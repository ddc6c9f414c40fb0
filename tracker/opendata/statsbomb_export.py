"""Writing a match as StatsBomb open data: the events, the lineups and the match entry.

Match Tracker records who did what and when, not where on the pitch: events carry
no ``location`` except where the place is a fact (the penalty spot), and the
locations the specification requires on shots and assists are nominal (see
``docs/statsbomb.md``). Times are the middle of the logged minute.
"""

from __future__ import annotations

import uuid
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from tracker.core.i18n import gettext as _
from tracker.core.match.events import (
    Card,
    CardKind,
    Event,
    FormationChange,
    Goal,
    GoalKind,
    MatchAbandoned,
    MissedPenalty,
    PeriodEnd,
    PeriodStart,
    PlayerOff,
    ShootoutKick,
    Substitution,
)
from tracker.core.match.matchtime import Period, the_period
from tracker.core.match.model import Match, Side
from tracker.core.match.replay import MatchState, RuleError, apply, initial_state, sort_events
from tracker.opendata import spec
from tracker.opendata.clock import (
    elapsed_of,
    elapsed_of_end,
    format_timestamp,
    minute_second,
)
from tracker.opendata.extension import KEY, abandonment_extension, substitution_extension
from tracker.opendata.ids import Ids
from tracker.opendata.lineups import lineups_file, match_entry
from tracker.opendata.positions import (
    PositionError,
    formation_code,
    padded_formation,
    positions_for_rows,
)

_NAMESPACE = uuid.UUID("5b1f4c2e-8a59-4d61-9d0f-3b7a1c6e2f10")

_CARDS = {
    CardKind.YELLOW: spec.YELLOW_CARD,
    CardKind.SECOND_YELLOW: spec.SECOND_YELLOW,
    CardKind.RED: spec.RED_CARD,
}


class ExportError(ValueError):
    """A match that cannot be written as StatsBomb data; the message is for the user."""


@dataclass(frozen=True)
class StatsBombMatch:
    """A match as StatsBomb open data: events, lineups and its matches-file entry."""

    match_id: int
    events: list[dict[str, Any]]
    lineups: list[dict[str, Any]]
    entry: dict[str, Any]


def export_statsbomb(match: Match, events: Sequence[Event]) -> StatsBombMatch:
    """The StatsBomb open-data files of a match; raises :class:`ExportError`."""
    ids = Ids.for_match(match)
    writer = _Writer(match, ids)
    state = writer.write(events)
    return StatsBombMatch(
        match_id=ids.match,
        events=writer.out,
        lineups=lineups_file(match, state, ids),
        entry=match_entry(match, state, ids),
    )


class _Writer:
    """Turns the event log into StatsBomb events, replaying it to know who stands where."""

    def __init__(self, match: Match, ids: Ids) -> None:
        self.match = match
        self.ids = ids
        # Event ids made from the match's identity where it has one, else from its id
        # here: two libraries' match 1 are not written with the same event ids.
        self._named = match.uuid or str(ids.match)
        self.out: list[dict[str, Any]] = []
        self.state: MatchState = initial_state(match)
        self._clock: dict[int, float] = {}
        self._kicks = 0
        self._possessions = 0
        self._holder: Side | None = None

    def write(self, events: Sequence[Event]) -> MatchState:
        """Write every event; returns the final state."""
        for side in Side:
            if self.match.team(side).lineup is None:
                raise ExportError(
                    _("{team} have no line-up to write").format(team=self.match.team(side).name)
                )
        for side in Side:
            self._starting_xi(side)
        for event in sort_events(events):
            try:
                self._write_event(event)
                apply(self.state, event)
            except RuleError as exc:
                raise ExportError(
                    _("the event log breaks the rules at {time}: {error}").format(
                        time=event.time, error=exc
                    )
                ) from None
        if not self.state.started:
            raise ExportError(_("the match has not kicked off: StatsBomb data starts at kick-off"))
        if self.state.running:
            assert self.state.period is not None
            raise ExportError(
                _(
                    "{period} is being played: StatsBomb data "
                    "describes whole periods, so end it before exporting"
                ).format(period=the_period(self.state.period))
            )
        return self.state

    # --- the common part of every event ------------------------------------
    def _base(
        self, type_id: int, side: Side, period: Period, seconds: float, player: int | None = None
    ) -> dict[str, Any]:
        seconds = max(seconds, self._clock.get(period, 0.0))
        self._clock[period] = seconds
        index = len(self.out) + 1
        minute, second = minute_second(period, seconds)
        team = self.ids.team_ref(self.match, side)
        event: dict[str, Any] = {
            "id": str(uuid.uuid5(_NAMESPACE, f"{self._named}/{index}")),
            "index": index,
            "period": int(period),
            "timestamp": format_timestamp(seconds),
            "minute": minute,
            "second": second,
            "type": spec.type_ref(type_id),
            "possession": self._possession(side),
            "possession_team": team,
            "play_pattern": spec.REGULAR_PLAY,
            "team": team,
            "duration": 0.0,
        }
        if player is not None:
            event["player"] = self.ids.player_ref(self.match, player)
            where = self._position(side, player)
            if where is not None:
                event["position"] = where
        self.out.append(event)
        return event

    def _possession(self, side: Side) -> int:
        """StatsBomb's possession number: a new one each time the other team has the event."""
        if side is not self._holder:
            self._holder = side
            self._possessions += 1
        return self._possessions

    def _position(self, side: Side, pid: int) -> dict[str, Any] | None:
        rows = self.state.sides[side].rows
        try:
            found = positions_for_rows(rows).get(pid)
        except PositionError:
            return None
        return found.ref() if found else None

    def _tactics(self, formation: str, rows: Sequence[Sequence[int | None]]) -> dict[str, Any]:
        try:
            code = formation_code(padded_formation(formation, self.match.rules.team_size))
            placed = positions_for_rows(rows)
        except PositionError as exc:
            raise ExportError(str(exc)) from None
        return {
            "formation": code,
            "lineup": [
                {
                    "player": self.ids.player_ref(self.match, pid),
                    "position": where.ref(),
                    "jersey_number": self.ids.jersey(self.match, pid),
                }
                for pid, where in placed.items()
            ],
        }

    # --- event kinds ---------------------------------------------------------
    def _starting_xi(self, side: Side) -> None:
        lineup = self.match.team(side).lineup
        assert lineup is not None
        event = self._base(spec.STARTING_XI, side, Period.FIRST_HALF, 0.0)
        event["tactics"] = self._tactics(lineup.formation, lineup.rows)

    def _write_event(self, event: Event) -> None:
        handler = _HANDLERS.get(type(event))
        if handler is not None:
            handler(self, event)

    def _period_start(self, event: PeriodStart) -> None:
        for side in Side:
            started = self._base(spec.HALF_START, side, event.period, 0.0)
            started["play_pattern"] = spec.FROM_KICK_OFF

    def _period_end(self, event: PeriodEnd) -> None:
        seconds = elapsed_of_end(event.time)
        if event.period is Period.SHOOTOUT:
            seconds = max(seconds, self._clock.get(Period.SHOOTOUT, 0.0) + 60.0)
        for side in Side:
            self._base(spec.HALF_END, side, event.period, seconds)

    def _abandoned(self, event: MatchAbandoned) -> None:
        """StatsBomb has no abandonment: the period's ``Half End`` (written where play
        stopped, if it was on) carries it in the member beside the format."""
        in_play = self.state.running
        if in_play:
            self._period_end(PeriodEnd(event.time))
        member = abandonment_extension(event.reason, in_play)
        # In a break, the period whose whistle went last (an abandonment filed at 46'
        # came in the half-time break).
        assert self.state.period is not None
        period = int(event.time.period if in_play else self.state.period)
        for written in self.out:
            if written["type"]["id"] == spec.HALF_END and written["period"] == period:
                written[KEY] = member

    def _seconds(self, event: Event) -> float:
        if event.time.period is Period.SHOOTOUT:
            # Kicks have no clock time: one nominal minute apart, in order.
            self._kicks += 1
            return self._kicks * 60.0
        return elapsed_of(event.time)

    def _goal(self, event: Goal) -> None:
        period, seconds = event.time.period, self._seconds(event)
        if event.how is GoalKind.OWN_GOAL:
            against = self._base(spec.OWN_GOAL_AGAINST, event.side, period, seconds, event.scorer)
            scored = self._base(spec.OWN_GOAL_FOR, event.for_side, period, seconds)
            against["related_events"] = [scored["id"]]
            scored["related_events"] = [against["id"]]
            return
        assist = None
        if event.assist is not None:
            assist = self._base(spec.PASS, event.side, period, seconds, event.assist)
        shot = self._base(spec.SHOT, event.side, period, seconds, event.scorer)
        kind = {GoalKind.PENALTY: spec.PENALTY, GoalKind.FREE_KICK: spec.FREE_KICK}.get(
            event.how, spec.OPEN_PLAY
        )
        shot["shot"] = {"outcome": spec.GOAL, "type": kind, "end_location": spec.GOAL_MOUTH}
        if event.how is GoalKind.HEADER:
            shot["shot"]["body_part"] = spec.HEAD
        if event.how is GoalKind.PENALTY:
            shot["location"] = spec.PENALTY_SPOT
        if assist is not None:
            assist["pass"] = {
                "recipient": shot["player"] if event.scorer is not None else None,
                "end_location": spec.PENALTY_SPOT,
                "goal_assist": True,
                "shot_assist": True,
                "assisted_shot_id": shot["id"],
            }
            if assist["pass"]["recipient"] is None:
                del assist["pass"]["recipient"]
            shot["shot"]["key_pass_id"] = assist["id"]
            shot["related_events"] = [assist["id"]]
            assist["related_events"] = [shot["id"]]

    def _penalty(
        self,
        side: Side,
        period: Period,
        seconds: float,
        taker: int | None,
        *,
        scored: bool,
        saved: bool,
    ) -> None:
        shot = self._base(spec.SHOT, side, period, seconds, taker)
        outcome = spec.GOAL if scored else spec.SAVED if saved else spec.OFF_TARGET
        shot["location"] = spec.PENALTY_SPOT
        shot["shot"] = {
            "outcome": outcome,
            "type": spec.PENALTY,
            "end_location": spec.GOAL_MOUTH if scored or saved else spec.WIDE_OF_GOAL,
        }

    def _missed_penalty(self, event: MissedPenalty) -> None:
        self._penalty(
            event.side,
            event.time.period,
            self._seconds(event),
            event.player,
            scored=False,
            saved=event.saved,
        )

    def _kick(self, event: ShootoutKick) -> None:
        self._penalty(
            event.side,
            Period.SHOOTOUT,
            self._seconds(event),
            event.player,
            scored=event.scored,
            saved=True,
        )

    def _substitution(self, event: Substitution) -> None:
        sub = self._base(
            spec.SUBSTITUTION, event.side, event.time.period, self._seconds(event), event.off
        )
        sub["substitution"] = {
            "replacement": self.ids.player_ref(self.match, event.on),
            "outcome": spec.INJURY if event.concussion else spec.TACTICAL,
        }
        sub[KEY] = substitution_extension(event.concussion)

    def _player_off(self, event: PlayerOff) -> None:
        self._base(
            spec.PLAYER_OFF, event.side, event.time.period, self._seconds(event), event.player
        )

    def _card(self, event: Card) -> None:
        if event.player is None:
            return  # StatsBomb events carry no cards to team officials.
        card = self._base(
            spec.BAD_BEHAVIOUR, event.side, event.time.period, self._seconds(event), event.player
        )
        card["bad_behaviour"] = {"card": _CARDS[event.card]}

    def _formation_change(self, event: FormationChange) -> None:
        shift = self._base(spec.TACTICAL_SHIFT, event.side, event.time.period, self._seconds(event))
        shift["tactics"] = self._tactics(event.formation, event.rows)


_HANDLERS: dict[type[Event], Any] = {
    PeriodStart: _Writer._period_start,
    PeriodEnd: _Writer._period_end,
    MatchAbandoned: _Writer._abandoned,
    Goal: _Writer._goal,
    MissedPenalty: _Writer._missed_penalty,
    ShootoutKick: _Writer._kick,
    Substitution: _Writer._substitution,
    PlayerOff: _Writer._player_off,
    Card: _Writer._card,
    FormationChange: _Writer._formation_change,
}
