"""Rounds of a tournament: the stages, and reading the many ways files name them.

Files write the same round in many ways ("Semi-finals", "Semifinals", "Semi-final";
"Third place match", "Third-place play-off", "Match for third place"). We store one
name per round: the group for a group match ("Group A", "Group 1", "Final round"),
then "Round of 32", "Round of 16", "Quarter-final", "Semi-final", "Match for third
place" and "Final". A replay keeps its round and says so ("Quarter-final replay");
a play-off between two teams level in a group is "Group 2 play-off".
"""

from __future__ import annotations

import enum
import re
from collections.abc import Sequence
from dataclasses import dataclass

from tracker.core.i18n import Translate, translator
from tracker.core.i18n import gettext as _
from tracker.core.match.model import fold


class Stage(enum.Enum):
    """What kind of round a match belongs to, in playing order."""

    GROUP = "Group"
    GROUP_PLAYOFF = "Group play-off"
    ROUND_OF_32 = "Round of 32"
    ROUND_OF_16 = "Round of 16"
    QUARTER_FINAL = "Quarter-final"
    SEMI_FINAL = "Semi-final"
    THIRD_PLACE = "Match for third place"
    FINAL = "Final"
    #: A league's matchday (stored with no stage: a league round is in the one table).
    LEAGUE = "League"
    #: A league's or cup's knockout round with no name of its own ("Play-in round 1").
    PLAYOFF = "Play-off"

    @property
    def is_knockout(self) -> bool:
        """True for the rounds a match decides who goes through (not a group)."""
        return self not in (Stage.GROUP, Stage.GROUP_PLAYOFF, Stage.LEAGUE)


class RoundError(ValueError):
    """A round name that cannot be read."""


@dataclass(frozen=True)
class Round:
    """A match's round under our names.

    Attributes:
        name: The stored name: "Group A", "Round of 16", "Semi-final", "Quarter-final
            replay", "Group 2 play-off", "Final round".
        stage: The kind of round.
        group: The group of a group match or group play-off, else ``None``.
        matchday: The matchday number the file gave ("Matchday 6"), if any.
        replay: True for a replayed match (the first one was drawn).
    """

    name: str
    stage: Stage
    group: str | None = None
    matchday: int | None = None
    replay: bool = False
    #: 1 or 2 for a leg of a two-legged tie ("Semi-final, second leg"), else None: a
    #: leg may end level, the tie's aggregate decides.
    leg: int | None = None


# Keys are the round's words folded: lower case, hyphens and repeated spaces as one space.
_KNOCKOUT = {
    "round of 32": Stage.ROUND_OF_32,
    "round of 16": Stage.ROUND_OF_16,
    "eighth finals": Stage.ROUND_OF_16,
    # 1934 and 1938 opened with a knockout round of sixteen teams; FIFA lists it so.
    "first round": Stage.ROUND_OF_16,
    "preliminary round": Stage.ROUND_OF_16,
    "quarter finals": Stage.QUARTER_FINAL,
    "quarter final": Stage.QUARTER_FINAL,
    "quarterfinals": Stage.QUARTER_FINAL,
    "quarterfinal": Stage.QUARTER_FINAL,
    "semi finals": Stage.SEMI_FINAL,
    "semi final": Stage.SEMI_FINAL,
    "semifinals": Stage.SEMI_FINAL,
    "semifinal": Stage.SEMI_FINAL,
    "match for third place": Stage.THIRD_PLACE,
    "third place match": Stage.THIRD_PLACE,
    "third place play off": Stage.THIRD_PLACE,
    "third place playoff": Stage.THIRD_PLACE,
    "third place": Stage.THIRD_PLACE,
    "3rd place match": Stage.THIRD_PLACE,
    "3rd place play off": Stage.THIRD_PLACE,
    "final": Stage.FINAL,
    # As a German or Spanish secretary writes them (the app speaks both).
    "sechzehntelfinale": Stage.ROUND_OF_32,
    "achtelfinale": Stage.ROUND_OF_16,
    "viertelfinale": Stage.QUARTER_FINAL,
    "halbfinale": Stage.SEMI_FINAL,
    "spiel um platz 3": Stage.THIRD_PLACE,
    "spiel um platz drei": Stage.THIRD_PLACE,
    "finale": Stage.FINAL,
    "endspiel": Stage.FINAL,
    "dieciseisavos de final": Stage.ROUND_OF_32,
    "octavos de final": Stage.ROUND_OF_16,
    "cuartos de final": Stage.QUARTER_FINAL,
    "semifinales": Stage.SEMI_FINAL,
    "tercer puesto": Stage.THIRD_PLACE,
    "partido por el tercer puesto": Stage.THIRD_PLACE,
}

#: A leg of a two-legged tie after its round's name: "Semi-final, second leg",
#: "Halbfinale, Rückspiel", "Semifinal (vuelta)".
_LEGS = {
    "first leg": 1,
    "1st leg": 1,
    "hinspiel": 1,
    "ida": 1,
    "second leg": 2,
    "2nd leg": 2,
    "rückspiel": 2,
    "vuelta": 2,
}
_LEG = re.compile(r"^(.*?),? \(?(" + "|".join(_LEGS) + r")\)?$")

_MATCHDAY = re.compile(r"^matchday (\d{1,3})$")
_GROUP = re.compile(r"^group ([a-z0-9]{1,3})$")
_GROUP_PLAYOFF = re.compile(r"^group ([a-z0-9]{1,3}) play ?off$")
_REPLAY = re.compile(r"^(.*?),? replays?$")


#: Dashes a round's words may be joined or parted by ("Semi-finals – Second leg").
_DASHES = str.maketrans(dict.fromkeys("-_–—", " "))


def fold_round(text: str) -> str:
    """The round's words for comparison: lower case, dashes and runs of spaces as one space."""
    return " ".join(text.translate(_DASHES).casefold().split())


def group_name(text: str) -> str:
    """A group's stored name: ``group a`` → ``Group A``, ``Group 1`` stays ``Group 1``."""
    folded = fold_round(text)
    found = _GROUP.match(folded)
    if found:
        return f"Group {found.group(1).upper()}"
    if folded == "final round":
        return "Final round"
    raise RoundError(_("{text!r} is not a group name such as Group A").format(text=text))


def read_round(text: str, group: str | None = None) -> Round:
    """Read a round as a file writes it, with the match's group if the file gives one.

    Args:
        text: The round as written ("Semifinals", "Matchday 6", "Group B",
            "Quarter-finals, Replays", "Group 2 Play-off", "Final Round",
            "Semi-final, second leg"; "Halbfinale", "Cuartos de final (ida)").
        group: The match's group ("Group B"), from the match or the groups file;
            needed for a "Matchday N" round, which says nothing of the group.

    Returns:
        The round under our names.

    Raises:
        RoundError: The round is unknown, or a group match has no group.
    """
    folded = fold_round(text)
    if not folded:
        raise RoundError(_("the round is empty"))
    replay = _REPLAY.match(folded)
    if replay:
        inner = read_round(replay.group(1), group)
        if inner.stage is Stage.GROUP:
            raise RoundError(
                _("{text!r}: a replay of a group match is not a round we know").format(text=text)
            )
        return Round(f"{inner.name} replay", inner.stage, inner.group, inner.matchday, True)
    leg = _LEG.match(folded)
    if leg:
        inner = read_round(leg.group(1), group)
        if not inner.stage.is_knockout:
            raise RoundError(
                _("{text!r}: a leg of a group match is not a round we know").format(text=text)
            )
        number = _LEGS[leg.group(2)]
        name = f"{inner.name}, {'first' if number == 1 else 'second'} leg"
        return Round(name, inner.stage, inner.group, inner.matchday, inner.replay, number)
    found = _group_round(text, folded, group)
    if found is not None:
        return found
    stage = _KNOCKOUT.get(folded)
    if stage is None:
        raise RoundError(
            _("{text!r} is not a round we know (such as Group A or Semi-final)").format(text=text)
        )
    return Round(stage.value, stage)


def _group_round(text: str, folded: str, group: str | None) -> Round | None:
    """The round if it is a group's (a matchday, the group, its play-off), else None."""
    stored_group = group_name(group) if group else None
    matchday = _MATCHDAY.match(folded)
    if matchday:
        if stored_group is None:
            raise RoundError(
                _("{text!r} is a group match, but no group is given for it").format(text=text)
            )
        return Round(stored_group, Stage.GROUP, stored_group, int(matchday.group(1)))
    if _GROUP.match(folded) or folded == "final round":
        own = group_name(text)
        if stored_group is not None and stored_group != own:
            raise RoundError(
                _("the round {text!r} disagrees with the group {group!r}").format(
                    text=text, group=group
                )
            )
        return Round(own, Stage.GROUP, own)
    playoff = _GROUP_PLAYOFF.match(folded)
    if playoff:
        own = f"Group {playoff.group(1).upper()}"
        return Round(f"{own} play-off", Stage.GROUP_PLAYOFF, own)
    if folded == "first round" and stored_group is not None:
        # 1950 played its first round in groups; 1934 and 1938 as a knockout round.
        return Round(stored_group, Stage.GROUP, stored_group)
    return None


#: A league's matchday as a secretary writes it: "Matchday 5", "Round 5", "Gameweek 5",
#: "Spieltag 5" or "5. Spieltag", "Jornada 5", "Giornata 5", "Journée 5".
_LEAGUE_DAY = re.compile(
    r"^(?:(?:matchday|match day|round|week|gameweek|game week|spieltag|jornada|fecha"
    r"|giornata|journee|journée|speelronde|rodada) ?(\d{1,3})"
    r"|(\d{1,3})\.? ?(?:spieltag|jornada|giornata|journee|journée|speelronde|rodada))$"
)
#: Words for a league's rounds as a whole, not a stage of their own.
_LEAGUE_WORDS = frozenset({"", "league", "regular", "regular season", "league phase", "liga"})


def is_league_round(text: str) -> bool:
    """True for a stage a league's table counts: none, a matchday ("Matchday 5",
    "5. Spieltag") or the regular season, after a phase if one is named
    ("Championship, Matchday 3"). Any other stage we cannot read ("Play-off final",
    "Relegation play-off") is a round of its own: no table counts it."""
    rest = text.rpartition(", ")[2] if ", " in text else text
    folded = fold_round(rest)
    return folded in _LEAGUE_WORDS or _LEAGUE_DAY.match(folded) is not None


def _read(stage: str) -> Round | None:
    """The round ``stage`` names, or None if it names none we can read; a leg of a
    round whose name is not ours (see :func:`_leg_of_another_round`) is a leg all the same."""
    try:
        return read_round(stage)
    except RoundError:
        return _leg_of_another_round(stage)


def _leg_of_another_round(stage: str) -> Round | None:
    """A tie's leg in a round not named as we name one: a league's or a cup's own
    ("Playoffs, second leg", the Champions League's knockout play-off), or ours after
    a phase ("Finals, Semi-final, first leg"); None for anything else, and for a leg
    of a group's or a league's round (no tie)."""
    inner, leg = split_leg(stage)
    if leg is None or not inner or is_league_round(inner):
        return None
    try:
        if not read_round(inner).stage.is_knockout:
            return None
    except RoundError:
        pass  # a round not ours: a knockout round of its own
    return Round(stage, Stage.PLAYOFF, leg=leg)


def split_leg(text: str) -> tuple[str, int | None]:
    """A round's words folded (:func:`fold_round`) without the leg they end with, and
    the leg (1 or 2): ``("finals, semi final", 2)`` for "Finals, Semi-final, second
    leg"; the words and None where they name no leg."""
    folded = fold_round(text)
    leg = _LEG.match(folded)
    if leg is None:
        return folded, None
    return leg.group(1).strip(" ,:"), _LEGS[leg.group(2)]


def decided_on_the_day(stage: str) -> bool:
    """True for a knockout match that cannot end level: a semi-final, a final, a
    replay; not a group or league match, nor a tie's leg (its aggregate is not known
    here), nor a round the stage does not name."""
    found = _read(stage)
    return found is not None and found.stage.is_knockout and found.leg is None


def extra_time_may_follow(stage: str) -> bool:
    """True for a round whose match, level after ninety minutes, may go on to extra
    time: a knockout match decided on the day, or a tie's second leg (its aggregate may
    be level too); not a group or league match, a first leg, nor a stage we cannot read."""
    found = _read(stage)
    return found is not None and found.stage.is_knockout and found.leg != 1


def decided_on_aggregate(stage: str) -> bool:
    """True for a tie's second leg: whether it goes on to extra time after ninety
    minutes is for the tie's aggregate to say, not the score on the day."""
    found = _read(stage)
    return found is not None and found.stage.is_knockout and found.leg == 2


def has_no_extra_time(stage: str) -> bool:
    """True for a group match (a group play-off too) or a league match, which ends at
    full time whatever the score; False for a knockout round and for a stage that is
    not given or not read (a friendly, a round we do not know)."""
    if not stage.strip():
        return False
    found = _read(stage)
    if found is None:
        return is_league_round(stage)  # "Matchday 5", "Regular season"
    return not found.stage.is_knockout


#: Our round names as the reader's language writes them (English is the key).
_ROUND_WORDS = (
    "Round of 32",
    "Round of 16",
    "Quarter-final",
    "Semi-final",
    "Match for third place",
    "Final",
    "Final round",
)
_STORED_GROUP = re.compile(r"^Group ([A-Z0-9]{1,3})( play-off)?$")
_STORED_MATCHDAY = re.compile(r"^Matchday (\d{1,3})$")
_STORED_LEG = re.compile(r"^(.+), (first|second) leg$")


def round_words(name: str, t: Translate | None = None) -> str:
    """A stored round's name (:class:`Round`'s ``name``, or a league's "Matchday 5") in
    the language of ``t`` (the user's by default): "Achtelfinale", "Grupo A",
    "Viertelfinale (Wiederholungsspiel)". A name that is not one of ours (a league's
    "Play-off final") stays as stored."""
    if t is None:
        t = translator(None)
    if name.endswith(" replay"):
        inner = name.removesuffix(" replay")
        return t("{round} replay").format(round=round_words(inner, t))
    leg = _STORED_LEG.match(name)
    if leg:
        said = t("{round}, first leg") if leg.group(2) == "first" else t("{round}, second leg")
        return said.format(round=round_words(leg.group(1), t))
    if name in _ROUND_WORDS:
        return t(name)
    group = _STORED_GROUP.match(name)
    if group:
        said = t("Group {group} play-off") if group.group(2) else t("Group {group}")
        return said.format(group=group.group(1))
    matchday = _STORED_MATCHDAY.match(name)
    if matchday:
        return t("Matchday {number}").format(number=matchday.group(1))
    return name


#: What a round's stored name is made of, each the English key of its words in another
#: language: a fixed round, or the words around a group's letter, a matchday's number,
#: a replay or a leg ("Gruppe", "Spieltag", "Rückspiel").
_SEARCHED_ROUNDS = (
    *_ROUND_WORDS,
    "Group {group}",
    "Matchday {number}",
    "{round} replay",
    "{round}, first leg",
    "{round}, second leg",
)
#: A word shorter than this is in too many rounds' words to say which it means.
_SHORTEST_SEARCHED = 3


def round_search_words(word: str, t: Translate) -> tuple[str, ...]:
    """The stored (English) words of the rounds whose words in the language of ``t``
    hold ``word``, folded: a search typed in that language finds a round by them, as
    the library stores and searches the round in English ("achtelfinale" and "octavos"
    give ``("round of 16",)``, "spieltag" gives ``("matchday",)``). Empty for a word
    that is in no round's words, or already in the stored words it would give."""
    wanted = fold(word)
    if len(wanted) < _SHORTEST_SEARCHED:
        return ()
    found: dict[str, None] = {}
    for name in _SEARCHED_ROUNDS:
        blank = {"group": "", "number": "", "round": ""}
        stored = fold(name.format(**blank)).strip(" ,")
        if wanted in fold(t(name).format(**blank)) and wanted not in stored:
            found[stored] = None
    return tuple(found)


def search_terms(text: str, t: Translate) -> list[tuple[str, ...]]:
    """The terms of a library search typed in the language of ``t``, each folded and
    with the stored (English) words it may stand for (a match is found by each term in
    one of its forms): a round's whole name of several words in that language
    ("Octavos de final") is one term, found by its stored name as well ("round of
    16"); each other word by the rounds whose words hold it (:func:`round_search_words`).
    """
    rest = f" {' '.join(fold(word) for word in text.split())} "
    terms: list[tuple[str, ...]] = []
    for name in sorted(_ROUND_WORDS, key=lambda n: -len(t(n))):
        said = fold(t(name))
        if " " in said and said != fold(name) and f" {said} " in rest:
            rest = rest.replace(f" {said} ", " ")
            terms.append((said, fold(name)))
    return terms + [(word, *round_search_words(word, t)) for word in rest.split()]


def record_round(name: str, stage: Stage) -> str:
    """A stored knockout round's name as a team's record lists it apart from the
    stage's own: the phase and round as the file names them ("Europa League Finals,
    Final", a league's play-off for a European place; "Playoffs", the Champions League's
    knockout play-off), without its leg or replay, and without "Finals" (openfootball's
    name for a cup's knockout stage itself); "" where that leaves the stage's own name
    ("Round of 16")."""
    leg = _STORED_LEG.match(name)
    if leg:
        name = leg.group(1)
    name = name.removesuffix(" replay").removeprefix("Finals, ")
    return "" if name == stage.value else name


def round_phase(name: str, stage: Stage) -> str:
    """The phase a stored knockout round belongs to ("Europa League Finals", "Apertura
    Playoffs"), "" for a cup's knockout stage itself: a tie's winner plays on in the
    same phase."""
    named = record_round(name, stage)
    return named.rpartition(", ")[0]


def _place_among_its_kind(name: str) -> tuple[int, ...]:
    """Where a group or a matchday stands among its kind ("Group 2" before "Group 10",
    a group before its play-off); () for another round."""
    group = _STORED_GROUP.match(name)
    if group:
        label = group.group(1)
        number = (int(label), 0) if label.isdigit() else (0, *(ord(c) for c in label))
        return (*number, 1 if group.group(2) else 0)
    matchday = _STORED_MATCHDAY.match(name)
    if matchday:
        return (int(matchday.group(1)),)
    return ()


def rounds_in_order(names: Sequence[str]) -> list[str]:
    """Stored round names as met in playing order, each once, with the groups (and
    the matchdays) in their natural order: a day's first match may be Group D's, but a
    list of rounds reads Group A, B, C, D, then the knockout rounds as played."""
    met = list(dict.fromkeys(name for name in names if name))
    # Each kind is sorted into the places its names were met in; other rounds stay put.
    groups = iter(sorted((n for n in met if _STORED_GROUP.match(n)), key=_place_among_its_kind))
    days = iter(sorted((n for n in met if _STORED_MATCHDAY.match(n)), key=_place_among_its_kind))
    out = []
    for name in met:
        if _STORED_GROUP.match(name):
            out.append(next(groups))
        elif _STORED_MATCHDAY.match(name):
            out.append(next(days))
        else:
            out.append(name)
    return out


__all__ = [
    "Round",
    "RoundError",
    "Stage",
    "decided_on_aggregate",
    "decided_on_the_day",
    "extra_time_may_follow",
    "fold_round",
    "group_name",
    "has_no_extra_time",
    "is_league_round",
    "read_round",
    "record_round",
    "round_phase",
    "round_search_words",
    "round_words",
    "rounds_in_order",
    "search_terms",
    "split_leg",
]
