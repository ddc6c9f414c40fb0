"""A match an openfootball file lists twice: kept once if both entries agree, else refused.

A match is known by its key in the source (:func:`~tracker.core.results.values.match_key`:
its number, else its day and its two teams), as a re-import finds it stored. A replay
days later in the same round (1934, 1938) or the second leg of a tie is played on
another day: another match.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence

from tracker.core.results.values import Edition, Fixture, Placeholder, Result, match_key
from tracker.opendata.openfootball.values import OpenFootballError

Match = Result | Fixture


def listed_once(edition: Edition, places: Sequence[str]) -> Edition:
    """The edition with each match its file lists twice alike kept once, and said.

    Args:
        edition: The edition as read, its matches in the file's order.
        places: Where each match is in the file (``matches[3]``), in the same order.

    Returns:
        The edition without the repeats; one line of its problems names each, and
        the lines the repeat itself gave (a half-time its goals contradict) are left
        to the first listing.

    Raises:
        OpenFootballError: A match is listed twice with entries that differ: the
            line names both and what differs.
    """
    first: dict[str, int] = {}
    kept: list[Match] = []
    repeats: list[tuple[str, Match, str]] = []
    for index, (place, match) in enumerate(zip(places, edition.matches, strict=True)):
        seen = first.setdefault(match_key(edition, match), index)
        if seen == index:
            kept.append(match)
            continue
        other = edition.matches[seen]
        if other != match:
            raise OpenFootballError(place, _disagreement(other, match, places[seen]))
        repeats.append((place, match, places[seen]))
    if not repeats:
        return edition
    own = tuple(f"{place} (" for place, _, _ in repeats)
    problems = [line for line in edition.problems if not line.startswith(own)]
    problems.extend(
        f"{_label(place, match)}: listed twice (as {earlier} too): stored once"
        for place, match, earlier in repeats
    )
    return dataclasses.replace(edition, matches=tuple(kept), problems=tuple(problems))


def _team(team: str | Placeholder) -> str:
    return team.text if isinstance(team, Placeholder) else team


def _teams(match: Match) -> str:
    return f"{_team(match.home)} v {_team(match.away)}"


def _label(place: str, match: Match) -> str:
    return f"{place} ({match.date.isoformat()} {_teams(match)}, {match.round.name})"


def _score(match: Match) -> str:
    if not isinstance(match, Result):
        return "none"
    text = str(match.score)
    ht = match.score.ht
    return f"{text} with {ht[0]}-{ht[1]} at half-time" if ht is not None else text


def _status(match: Match) -> str:
    if isinstance(match, Fixture):
        return match.status.value
    if match.awarded:
        return "awarded"
    return "shootout not known" if match.shootout_unknown else "played"


def _kickoff(match: Match) -> str:
    return match.kickoff.isoformat(timespec="minutes") if match.kickoff else "none"


#: What two listings of a match may differ in, each as the line writes it.
_PARTS: tuple[tuple[str, Callable[[Match], str]], ...] = (
    ("teams", _teams),
    ("date", lambda m: m.date.isoformat()),
    ("round", lambda m: m.round.name),
    ("kick-off", _kickoff),
    ("ground", lambda m: m.venue or "none"),
    ("score", _score),
    ("status", _status),
)


def _disagreement(first: Match, second: Match, earlier: str) -> str:
    """One line: the match listed twice, where else, and what the entries differ in."""
    parts = [
        f"{name} ({part(first)} and {part(second)})"
        for name, part in _PARTS
        if part(first) != part(second)
    ]
    if isinstance(first, Result) and isinstance(second, Result) and first.goals != second.goals:
        parts.append("scorers")
    what = (
        f"match {second.number}"
        if second.number is not None
        else f"{second.date.isoformat()} {_teams(second)}"
    )
    differ = " and ".join(parts) or "other details"
    return (
        f"{what} is listed twice (as {earlier} too), and the two differ in {differ}: "
        "keep the right one"
    )


__all__ = ["listed_once"]
