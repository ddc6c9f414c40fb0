"""What a figure counts over, and whether each match it counts carries what it needs.

A tally, a table or a key stat is computed over some played matches; each match holds
some of what the record books need and maybe not the rest:

- **scores**: every played match (results too);
- **scorers**: every goal has its scorer stored and linked to a person;
- **line-ups**: logged event by event (starts, substitutes, minutes, assists, and so
  every appearance: a result lists its scorers only);
- **cards**: bookings and sendings-off, logged event by event too (the results of
  the files carry none).

:class:`Coverage` counts them; :func:`figure` and :func:`missing` word a figure as
the data allows: a bare figure is a complete one ("6"), a figure over matches that
lack what it needs is a lower bound ("at least 6"), and a note says how much is
missing ("card data missing for 63 of 64 matches", "appearances known for 1 of 7
matches"). Every view words its figures with these, so one rule holds everywhere.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable
from dataclasses import dataclass

from tracker.core.i18n import translator
from tracker.core.records.played import PlayedMatch, RecordKind


class Need(enum.Enum):
    """What a figure needs each match it counts over to carry."""

    SCORES = "scores"
    SCORERS = "scorers"
    LINEUPS = "line-ups"
    CARDS = "cards"


#: What each tally of a player (a :class:`~tracker.core.records.books.PlayerTally` field)
#: needs of the matches it counts over.
NEEDS: dict[str, Need] = {
    "appearances": Need.LINEUPS,
    "with_lineups": Need.LINEUPS,
    "starts": Need.LINEUPS,
    "sub_appearances": Need.LINEUPS,
    "minutes": Need.LINEUPS,
    "goals": Need.SCORERS,
    "penalties": Need.SCORERS,
    "own_goals": Need.SCORERS,
    "assists": Need.LINEUPS,
    "yellows": Need.CARDS,
    "reds": Need.CARDS,
    "sub_goals": Need.LINEUPS,
}


@dataclass(frozen=True)
class Coverage:
    """How many played matches a figure counts over, and how many carry each need.

    Attributes:
        matches: The played matches counted over.
        scorers: Of them, those with every scorer known.
        lineups: Those with line-ups (logged event by event).
        cards: Those with their cards recorded (logged event by event).
    """

    matches: int = 0
    scorers: int = 0
    lineups: int = 0
    cards: int = 0

    def known(self, need: Need) -> int:
        """How many of the matches carry ``need``."""
        if need is Need.SCORES:
            return self.matches
        return {Need.SCORERS: self.scorers, Need.LINEUPS: self.lineups, Need.CARDS: self.cards}[
            need
        ]

    def complete(self, need: Need) -> bool:
        """True when every match counted carries ``need`` (a figure on it is exact)."""
        return self.known(need) == self.matches

    def __add__(self, other: Coverage) -> Coverage:
        return Coverage(
            self.matches + other.matches,
            self.scorers + other.scorers,
            self.lineups + other.lineups,
            self.cards + other.cards,
        )


def cards_known(match: PlayedMatch) -> bool:
    """Whether the match's cards are recorded: a logged match's are, a result's are not."""
    return match.played and match.record is RecordKind.LOGGED


def coverage(matches: Iterable[PlayedMatch]) -> Coverage:
    """The coverage of the played ``matches`` (fixtures are not counted)."""
    counted = scorers = lineups = cards = 0
    for match in matches:
        if not match.played:
            continue
        counted += 1
        scorers += match.scorers_known
        lineups += match.lineups_known
        cards += cards_known(match)
    return Coverage(counted, scorers, lineups, cards)


def figure(value: int, cover: Coverage, need: Need, language: str = "en") -> str:
    """``value`` as the data allows: "6" when every match carries ``need``, else
    "at least 6" (the matches lacking it may hold more; "mindestens 6" in German)."""
    return str(value) if cover.complete(need) else _at_least(value, language)


#: A count of none over matches that lack what it counts: "at least 0" says nothing.
NOT_KNOWN = "not known"


def stated(value: int, cover: Coverage, need: Need, language: str = "en") -> str:
    """:func:`figure`, but none, where some matches lack ``need``, is "not known"."""
    if value == 0 and not cover.complete(need):
        return translator(language or "en")(NOT_KNOWN)
    return figure(value, cover, need, language)


def _at_least(value: int, language: str) -> str:
    return f"{translator(language or 'en')('at least')} {value}"


def short_figure(value: int, cover: Coverage, need: Need) -> str:
    """:func:`figure` for a table's cell: "6", or "≥6" when it is a lower bound; blank
    when none of the matches carries ``need`` (nothing is known of it)."""
    if cover.complete(need):
        return str(value)
    return f"≥{value}" if value or cover.known(need) else ""


#: What the matches lack, by need: (of one match, of several).
_MISSING = {
    Need.SCORES: (
        "scores missing for {lacking} of {matches} match",
        "scores missing for {lacking} of {matches} matches",
    ),
    Need.SCORERS: (
        "scorers missing for {lacking} of {matches} match",
        "scorers missing for {lacking} of {matches} matches",
    ),
    Need.LINEUPS: (
        "line-ups missing for {lacking} of {matches} match",
        "line-ups missing for {lacking} of {matches} matches",
    ),
    Need.CARDS: (
        "card data missing for {lacking} of {matches} match",
        "card data missing for {lacking} of {matches} matches",
    ),
}


def missing(cover: Coverage, need: Need, language: str = "en") -> str:
    """What the matches lack, in words ("card data missing for 63 of 64 matches"), in
    ``language``; "" when nothing is missing."""
    lacking = cover.matches - cover.known(need)
    if lacking <= 0:
        return ""
    template = _MISSING[need][cover.matches != 1]
    return translator(language or "en")(template).format(lacking=lacking, matches=cover.matches)


def appearances_figure(value: int, cover: Coverage, language: str = "en") -> str:
    """A player's appearances over his teams' matches ``cover``: exact where line-ups
    are known for all of them (or he played in every one), else "at least"."""
    if cover.complete(Need.LINEUPS) or value >= cover.matches:
        return str(value)
    return _at_least(value, language)


def appearances_known(cover: Coverage, language: str = "en") -> str:
    """How many matches the appearances are known for ("appearances known for 1 of 7
    matches"), in ``language``; "" when they are known for all."""
    if cover.complete(Need.LINEUPS):
        return ""
    template = (
        "appearances known for {known} of {matches} match"
        if cover.matches == 1
        else "appearances known for {known} of {matches} matches"
    )
    return translator(language or "en")(template).format(known=cover.lineups, matches=cover.matches)


def bans_note(cover: Coverage, found: bool, language: str = "en") -> str:
    """What an edition's list of bans can claim, in words (in ``language``): "" when
    every played match has its cards recorded (an empty list then means no bans); else
    which part of the edition it covers ("card data missing for 63 of 64 matches")."""
    if cover.complete(Need.CARDS):
        return ""
    t = translator(language or "en")
    if cover.cards == 0:
        return t(
            "no card data for any of the {matches} played matches of this edition: "
            "its bans cannot be told"
        ).format(matches=cover.matches)
    template = (
        "bans found in the matches with cards recorded; {missing}"
        if found
        else "no bans found in the matches with cards recorded; {missing}"
    )
    return t(template).format(missing=missing(cover, Need.CARDS, language))


def short_appearances(value: int, cover: Coverage) -> str:
    """:func:`appearances_figure` for a table's cell: "3", or "≥3"."""
    text = appearances_figure(value, cover)
    return text.replace("at least ", "≥")


__all__ = [
    "NEEDS",
    "NOT_KNOWN",
    "Coverage",
    "Need",
    "appearances_figure",
    "appearances_known",
    "bans_note",
    "cards_known",
    "coverage",
    "figure",
    "missing",
    "short_appearances",
    "short_figure",
    "stated",
]
