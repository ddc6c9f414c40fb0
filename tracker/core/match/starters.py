"""Correcting a starting line-up once events are logged: a substitute who really started.

A secretary who typed the wrong man into the eleven (#8 listed, #18 started) notices
at the 30th minute or after the final whistle. The correction swaps the two: the man
on the bench list takes the listed starter's place in the formation (same line, same
slot), and the listed starter goes to the bench in his place. The events logged for
the listed starter were the other man's (the wrong name was typed), so they are
credited to him; the replay of the corrected match then checks the whole log.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from tracker.core.i18n import gettext as _
from tracker.core.match.describe import describe, player_name
from tracker.core.match.events import (
    Card,
    Event,
    FormationChange,
    Goal,
    MissedPenalty,
    PlayerOff,
    ShootoutKick,
    Substitution,
)
from tracker.core.match.model import Lineup, Match, Side
from tracker.core.match.state import RuleError


@dataclass(frozen=True)
class StarterSwap:
    """One starter put right: ``substitute`` (on the bench list) started, not ``starter``.

    ``credited`` holds each event that named the listed starter, as logged and as it
    becomes, credited to the man who really started.
    """

    side: Side
    starter: int
    substitute: int
    credited: tuple[tuple[Event, Event], ...] = ()

    def reversed(self) -> StarterSwap:
        """The correction that puts the line-up and the events back as they were."""
        back = tuple((new, old) for old, new in self.credited)
        return StarterSwap(self.side, self.substitute, self.starter, back)


def plan_swap(
    match: Match,
    events: Sequence[Event],
    starter: int,
    substitute: int,
    ban: str | None = None,
) -> StarterSwap:
    """The correction putting ``substitute`` in ``starter``'s place in the eleven, with
    every event naming the listed starter credited to the substitute.

    Refused (:class:`RuleError`) if they are not a starter and a substitute of one
    side, if the substitute came on in the log (he cannot also have started), or if
    ``ban`` (why a suspension keeps him out of this match, as the library tells it)
    is given.
    """
    side = check_places(match, starter, substitute)
    check_not_banned(ban)
    credited = tuple(
        (event, credit(event, starter, substitute)) for event in events if names(event, starter)
    )
    swap = StarterSwap(side, starter, substitute, credited)
    check_not_come_on(match, events, swap)
    return swap


def swap_refusals(
    match: Match, events: Sequence[Event], starter: int, bans: Mapping[int, str]
) -> dict[int, str]:
    """The substitutes of the listed starter's side who cannot have started in his
    place, each with why (he came on in the log; ``bans`` keeps him out of the match):
    the others are those a secretary may choose."""
    side = check_places_of_starter(match, starter)
    lineup = match.team(side).lineup
    assert lineup is not None
    refused: dict[int, str] = {}
    for pid in lineup.bench:
        try:
            plan_swap(match, events, starter, pid, bans.get(pid))
        except RuleError as exc:
            refused[pid] = str(exc)
    return refused


def check_not_banned(ban: str | None) -> None:
    """Refuse a man a suspension keeps out of the match (``ban`` says why) the place
    of a starter: he cannot have started it."""
    if ban:
        raise RuleError(_("{ban}, so he cannot have started this match").format(ban=ban))


def names(event: Event, pid: int) -> bool:
    """True if ``event`` names the player (a formation change placing him too)."""
    if isinstance(event, FormationChange):
        return any(pid in row for row in event.rows)
    return pid in event.players()


def credit(event: Event, old: int, new: int) -> Event:
    """``event`` with player ``old`` replaced by ``new`` wherever it names him."""

    def put(pid: int) -> int:
        return new if pid == old else pid

    def maybe(pid: int | None) -> int | None:
        return None if pid is None else put(pid)

    if isinstance(event, Goal):
        return dataclasses.replace(event, scorer=maybe(event.scorer), assist=maybe(event.assist))
    if isinstance(event, Substitution):
        return dataclasses.replace(event, off=put(event.off), on=put(event.on))
    if isinstance(event, PlayerOff):
        return dataclasses.replace(event, player=put(event.player))
    if isinstance(event, Card | MissedPenalty | ShootoutKick):
        return dataclasses.replace(event, player=maybe(event.player))
    if isinstance(event, FormationChange):
        rows = tuple(tuple(put(pid) for pid in row) for row in event.rows)
        return dataclasses.replace(event, rows=rows)
    return event


def check_not_come_on(match: Match, events: Sequence[Event], swap: StarterSwap) -> None:
    """Refuse the swap if the man who is to have started came on in the log (other than
    in an event credited to him): a starter cannot come on."""
    credited = {old.id for old, _new in swap.credited if old.id is not None}
    for event in events:
        if (
            isinstance(event, Substitution)
            and event.on == swap.substitute
            and (event.id is None or event.id not in credited)
        ):
            template = _(
                "{player} came on in the log ({time} {event}), so he cannot have started: "
                "correct or delete that substitution first"
            )
            said = template.format(
                player=player_name(match, swap.substitute),
                time=event.time,
                event=describe(match, event),
            )
            raise RuleError(said, event)


def swapped_match(match: Match, swap: StarterSwap) -> Match:
    """The set-up with the substitute in the starter's place and the starter on the bench
    in his; the captaincy of the listed starter passes to the man who started."""
    team = match.team(swap.side)
    lineup = team.lineup
    assert lineup is not None

    def put(pid: int) -> int:
        if pid == swap.starter:
            return swap.substitute
        if pid == swap.substitute:
            return swap.starter
        return pid

    corrected = Lineup(
        formation=lineup.formation,
        rows=tuple(tuple(put(pid) for pid in row) for row in lineup.rows),
        bench=tuple(put(pid) for pid in lineup.bench),
        captain=put(lineup.captain) if lineup.captain is not None else None,
    )
    return match.with_team(swap.side, dataclasses.replace(team, lineup=corrected))


def swapped_events(events: Sequence[Event], swap: StarterSwap) -> list[Event]:
    """The log with each credited event in its corrected form; refused (RuleError) if an
    event to credit is not in the log as it was when the swap was planned."""
    corrected = {old.id: (old, new) for old, new in swap.credited}
    out: list[Event] = []
    for event in events:
        old, new = corrected.pop(event.id, (event, event))
        if old != event:
            raise RuleError(_("an event to credit was changed meanwhile"), event)
        out.append(new)
    if corrected:
        raise RuleError(_("an event to credit was deleted meanwhile"))
    return out


def check_places_of_starter(match: Match, starter: int) -> Side:
    """The side of a player listed in its starting eleven."""
    side = match.side_of(starter)
    lineup = match.team(side).lineup if side is not None else None
    if side is None or lineup is None or starter not in lineup.starters:
        raise RuleError(
            _("{player} is not in the starting line-up").format(player=player_name(match, starter))
        )
    return side


def check_places(match: Match, starter: int, substitute: int) -> Side:
    """The side of the two players, if one is in its eleven and the other on its bench."""
    side = check_places_of_starter(match, starter)
    lineup = match.team(side).lineup
    assert lineup is not None
    if substitute not in lineup.bench:
        template = _("{player} is not among {team}'s substitutes")
        raise RuleError(
            template.format(player=player_name(match, substitute), team=match.team(side).name)
        )
    return side


__all__ = [
    "StarterSwap",
    "check_not_banned",
    "check_not_come_on",
    "check_places",
    "check_places_of_starter",
    "credit",
    "names",
    "plan_swap",
    "swap_refusals",
    "swapped_events",
    "swapped_match",
]
