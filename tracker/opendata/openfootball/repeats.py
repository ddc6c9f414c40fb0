"""A match an openfootball file lists twice: kept once if both entries agree, else refused.

A match is known by its key in the source (:func:`~tracker.core.results.values.match_key`:
its number, else its day and its two teams), as a re-import finds it stored. A replay
days later in the same round (1934, 1938) or the second leg of a tie is played on
another day: another match.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence

from tracker.core.i18n import gettext as _
from tracker.core.results.values import (
    Edition,
    Fixture,
    FixtureStatus,
    Placeholder,
    Result,
    match_key,
)
from tracker.opendata.openfootball.values import OpenFootballError, and_listed, versus

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
    # A line about a match starts with its place and " (" (never translated).
    own = tuple(f"{repeat[0]} (" for repeat in repeats)
    problems = [line for line in edition.problems if not line.startswith(own)]
    problems.extend(
        _("{match}: listed twice (as {earlier} too): stored once").format(
            match=_label(place, match), earlier=earlier
        )
        for place, match, earlier in repeats
    )
    return dataclasses.replace(edition, matches=tuple(kept), problems=tuple(problems))


def _team(team: str | Placeholder) -> str:
    return team.text if isinstance(team, Placeholder) else team


def _teams(match: Match) -> str:
    return versus(_team(match.home), _team(match.away))


def _label(place: str, match: Match) -> str:
    return f"{place} ({match.date.isoformat()} {_teams(match)}, {match.round.name})"


def _score(match: Match) -> str:
    if not isinstance(match, Result):
        return _("none")
    text = str(match.score)
    ht = match.score.ht
    if ht is None:
        return text
    return _("{score} with {ht} at half-time").format(score=text, ht=f"{ht[0]}-{ht[1]}")


def _status(match: Match) -> str:
    if isinstance(match, Fixture):
        return {
            FixtureStatus.SCHEDULED: _("scheduled"),
            FixtureStatus.POSTPONED: _("postponed"),
            FixtureStatus.CANCELLED: _("cancelled"),
            FixtureStatus.ABANDONED: _("abandoned"),
            FixtureStatus.UNKNOWN: _("result unknown"),
        }.get(match.status, match.status.value)
    if match.awarded:
        return _("awarded")
    return _("shootout not known") if match.shootout_unknown else _("played")


def _kickoff(match: Match) -> str:
    return match.kickoff.isoformat(timespec="minutes") if match.kickoff else _("none")


#: What two listings of a match may differ in, each as the line writes it (its name
#: in the user's language, and its value).
_PARTS: tuple[tuple[Callable[[], str], Callable[[Match], str]], ...] = (
    (lambda: _("teams"), _teams),
    (lambda: _("date"), lambda m: m.date.isoformat()),
    (lambda: _("round"), lambda m: m.round.name),
    (lambda: _("kick-off"), _kickoff),
    (lambda: _("ground"), lambda m: m.venue or _("none")),
    (lambda: _("score"), _score),
    (lambda: _("status"), _status),
)


def _disagreement(first: Match, second: Match, earlier: str) -> str:
    """One line: the match listed twice, where else, and what the entries differ in."""
    parts = [
        _("{part} ({first} and {second})").format(
            part=name(), first=part(first), second=part(second)
        )
        for name, part in _PARTS
        if part(first) != part(second)
    ]
    if isinstance(first, Result) and isinstance(second, Result) and first.goals != second.goals:
        parts.append(_("scorers"))
    what = (
        _("match {number}").format(number=second.number)
        if second.number is not None
        else f"{second.date.isoformat()} {_teams(second)}"
    )
    differ = and_listed(parts) or _("other details")
    return _(
        "{what} is listed twice (as {earlier} too), and the two differ in {differ}: "
        "keep the right one"
    ).format(what=what, earlier=earlier, differ=differ)


__all__ = ["listed_once"]
