"""The words of the key stats in English, German or Spanish.

Each key stat is one whole-sentence template with named placeholders, keyed by its
English text in the catalogue (:mod:`tracker.core.i18n`): the English is written as
before, German and Spanish order their words as each language does. What a template
needs beyond names and figures (an ordinal, "twice", a round with its article) is
written here, per language, so that no English word is glued into another language.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from tracker.core.i18n import Translate, normalise, translator
from tracker.core.match.scoreline import AWARDED_MARK
from tracker.core.results.rounds import Stage

#: Each round in every form a key stat names it, by its English key: the noun, its
#: plural, with its article ("the final"), after "in" ("in the final") and as a past
#: match ("the {year} final"; after "since": German dative, "dem Finale 1986").
STAGE_WORDS: dict[Stage, tuple[str, str, str, str, str]] = {
    Stage.ROUND_OF_32: (
        "round of 32",
        "rounds of 32",
        "the round of 32",
        "in the round of 32",
        "the {year} round of 32",
    ),
    Stage.ROUND_OF_16: (
        "round of 16",
        "rounds of 16",
        "the round of 16",
        "in the round of 16",
        "the {year} round of 16",
    ),
    Stage.QUARTER_FINAL: (
        "quarter-final",
        "quarter-finals",
        "the quarter-final",
        "in the quarter-final",
        "the {year} quarter-final",
    ),
    Stage.SEMI_FINAL: (
        "semi-final",
        "semi-finals",
        "the semi-final",
        "in the semi-final",
        "the {year} semi-final",
    ),
    Stage.THIRD_PLACE: (
        "match for third place",
        "matches for third place",
        "the match for third place",
        "in the match for third place",
        "the {year} match for third place",
    ),
    Stage.FINAL: ("final", "finals", "the final", "in the final", "the {year} final"),
    Stage.GROUP: (
        "group stage",
        "group stages",
        "the group stage",
        "in the group stage",
        "the {year} group stage",
    ),
    Stage.GROUP_PLAYOFF: (
        "group play-off",
        "group play-offs",
        "the group play-off",
        "in the group play-off",
        "the {year} group play-off",
    ),
    Stage.PLAYOFF: (
        "play-off",
        "play-offs",
        "the play-off",
        "in the play-off",
        "the {year} play-off",
    ),
    Stage.LEAGUE: (
        "league match",
        "league matches",
        "the league match",
        "in the league match",
        "the {year} league match",
    ),
}


#: The other forms a translation may write a placeholder of the English text in: the
#: value is the same figure or name, worded as that language needs (an ordinal's gender,
#: a round with its article, a name without the English possessive).
PLACEHOLDER_FORMS = {
    "nth": ("nth_f", "nth_a", "position"),
    "team_s": ("team",),
    "round": ("the_round", "in_round"),
}


def placeholder_base(name: str) -> str:
    """The English placeholder a translation's placeholder stands for (``nth_f`` → ``nth``)."""
    return next((base for base, forms in PLACEHOLDER_FORMS.items() if name in forms), name)


def english_ordinal(n: int) -> str:
    """1st, 2nd, 3rd, 4th, 11th, 21st."""
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def spanish_ordinal(n: int, form: str = "") -> str:
    """``7.º``; ``f``: feminine ``7.ª``; ``a``: masculine before its noun, where 1 and 3
    drop their ending (``1.er gol``, ``3.er gol``, ``13.er gol``, but ``11.º gol``)."""
    if form == "f":
        return f"{n}.ª"
    if form == "a" and n % 10 in (1, 3) and n % 100 != 11:
        return f"{n}.er"
    return f"{n}.º"


@dataclass(frozen=True)
class Words:
    """The key stats' words in one language (``en``, ``de`` or ``es``)."""

    language: str = "en"
    t: Translate = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        code = normalise(self.language) or "en"
        object.__setattr__(self, "language", code)
        object.__setattr__(self, "t", translator(code))

    def say(self, template: str, **values: object) -> str:
        """The template in this language with its placeholders filled."""
        return self.t(template).format(**values)

    def nth(self, n: int) -> dict[str, str]:
        """The ordinal of ``n`` in each form a template may use: ``nth`` (English 7th,
        German 7., Spanish 7.º), ``nth_f`` (Spanish feminine 7.ª) and ``nth_a`` (Spanish
        before a masculine noun, 3.er)."""
        if self.language == "de":
            return {"nth": f"{n}.", "nth_f": f"{n}.", "nth_a": f"{n}."}
        if self.language == "es":
            return {
                "nth": spanish_ordinal(n),
                "nth_f": spanish_ordinal(n, "f"),
                "nth_a": spanish_ordinal(n, "a"),
            }
        word = english_ordinal(n)
        return {"nth": word, "nth_f": word, "nth_a": word}

    def times(self, n: int) -> str:
        """once, twice, 3 times."""
        if n == 1:
            return self.t("once")
        if n == 2:  # ("twice" is a player's two goals in the catalogue)
            return "twice" if self.language == "en" else self.t("two times")
        return self.say("{n} times", n=n)

    def awarded_of(self, awarded: int, matches: int) -> str:
        """What follows a count of ``matches`` of which the competition awarded
        ``awarded`` (met on paper, perhaps never on the pitch): " (1 of them awarded)",
        " (awarded)" after a single one; "" for none."""
        if not awarded:
            return ""
        if matches == 1:
            return " " + self.t(AWARDED_MARK)
        return " " + self.say("({n} of them awarded)", n=awarded)

    def by_award(self, n: int) -> str:
        """What follows a count of wins, draws or defeats ``n`` of which were awarded:
        " (1 by award)"; "" for none."""
        return " " + self.say("({n} by award)", n=n) if n else ""

    def stage(self, stage: Stage, form: int) -> str:
        """A round in one of its forms (see :data:`STAGE_WORDS`)."""
        return self.t(STAGE_WORDS[stage][form])


def templates() -> list[str]:
    """Every English key of the stage words, for the catalogue check."""
    return [word for forms in STAGE_WORDS.values() for word in forms]


__all__ = [
    "PLACEHOLDER_FORMS",
    "STAGE_WORDS",
    "Words",
    "english_ordinal",
    "placeholder_base",
    "spanish_ordinal",
    "templates",
]
