"""Suspensions: a competition's disciplinary rules as values, and the bans they give.

A ban is served in the team's next matches of the same edition, in order (a league's
ban left at the end of a season in the first matches of the next, see :class:`Carried`;
a player who changes team takes his bans with him). The rules
(:class:`SuspensionRules`) say what a sending-off costs, how many yellow cards in
different matches cost a match, and after which rounds single yellow cards are wiped.

Cards are read per match from a player's figures (yellows, reds). A player sent off
for a second yellow has been *sent off*: those yellows are never also counted towards
an accumulation ban. A match with a red, or with two yellows, is a sending-off;
any yellow in that match is not accumulated (the figures cannot say whether a
yellow came before a straight red, and a second-yellow dismissal is the common case).

Presets:

- ``world-cup`` (the preset of a ``cup``): FIFA World Cup 2026 regulations. A
  sending-off: one match (a straight red may be given more by the disciplinary
  committee: record the decided number of matches). Two yellows in two different
  matches: one match. Single yellows are wiped after the group stage and again after
  the quarter-finals: the 48-team World Cup added a knockout round (round of 32), and
  FIFA wipes cards after the group stage too so that no player misses a semi-final or
  the final for two cautions picked up weeks apart. Chosen as the cup preset because a
  match logged today is a 2026-format match; the imported history has no cards at all.
- ``world-cup-2022``: the 32-team rules (1998-2022): single yellows wiped after the
  quarter-finals only.
- ``league`` (the preset of a ``league``): a sending-off: one match; 5 yellows: one
  match, 10: two, 15: three (then three more for every further 5); never wiped
  during the season.

Every field can be changed in the competition's stored rules (JSON, see
:func:`rules_from_json`).
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from tracker.core.files.schemawords import said
from tracker.core.i18n import Translate, language
from tracker.core.i18n import gettext as _
from tracker.core.match.model import fold
from tracker.core.records.wording import Words
from tracker.core.results.rounds import Stage


class RulesError(ValueError):
    """Stored suspension rules that cannot be read."""


@dataclass(frozen=True)
class SuspensionRules:
    """A competition's disciplinary rules.

    Attributes:
        name: The preset's name ("world-cup"), or "custom".
        red_ban: Matches a sending-off costs (straight red or second yellow).
        yellow_bans: (yellows, matches) steps, in increasing order: reaching the
            count costs the matches.
        yellow_cycle: True when the yellow count restarts after the last step (the
            World Cup's "every two yellows"); otherwise each further gap as wide as
            the last one costs the last step's matches again.
        wipe_after: The stages after which single yellows are wiped.
    """

    name: str = "custom"
    red_ban: int = 1
    yellow_bans: tuple[tuple[int, int], ...] = ((2, 1),)
    yellow_cycle: bool = True
    wipe_after: frozenset[Stage] = field(default_factory=frozenset)

    def __post_init__(self) -> None:
        if self.red_ban < 1:
            raise RulesError(_("a sending-off must cost at least one match"))
        counts = [count for count, _matches in self.yellow_bans]
        if any(c < 1 for c in counts) or counts != sorted(set(counts)):
            raise RulesError(_("yellow card steps must be increasing counts of at least 1"))
        if any(matches < 1 for _count, matches in self.yellow_bans):
            raise RulesError(_("a yellow card ban must be at least one match"))

    def yellow_ban(self, count: int) -> int:
        """The matches a player's ``count``-th accumulated yellow costs (0: none)."""
        if not self.yellow_bans:
            return 0
        steps = dict(self.yellow_bans)
        last, last_ban = self.yellow_bans[-1]
        if self.yellow_cycle:
            return last_ban if count % last == 0 else 0
        if count in steps:
            return steps[count]
        gap = last - (self.yellow_bans[-2][0] if len(self.yellow_bans) > 1 else 0)
        if count > last and (count - last) % gap == 0:
            return last_ban
        return 0


WORLD_CUP = SuspensionRules(
    name="world-cup",
    red_ban=1,
    yellow_bans=((2, 1),),
    yellow_cycle=True,
    wipe_after=frozenset({Stage.GROUP, Stage.QUARTER_FINAL}),
)
WORLD_CUP_2022 = replace(
    WORLD_CUP, name="world-cup-2022", wipe_after=frozenset({Stage.QUARTER_FINAL})
)
LEAGUE = SuspensionRules(
    name="league",
    red_ban=1,
    yellow_bans=((5, 1), (10, 2), (15, 3)),
    yellow_cycle=False,
    wipe_after=frozenset(),
)
#: The Bundesliga (DFB: the 5th, 10th, 15th… yellow, one match each) and LaLiga (RFEF:
#: each cycle of five yellows, one match).
EVERY_FIFTH = SuspensionRules(
    name="every-fifth-yellow", red_ban=1, yellow_bans=((5, 1),), yellow_cycle=True
)
#: UEFA's club competitions: the 3rd yellow, then every 2nd one (5th, 7th…), one match
#: each; single yellows wiped after the quarter-finals.
UEFA = SuspensionRules(
    name="uefa",
    red_ban=1,
    yellow_bans=((3, 1), (5, 1)),
    yellow_cycle=False,
    wipe_after=frozenset({Stage.QUARTER_FINAL}),
)
PRESETS: Mapping[str, SuspensionRules] = {
    rules.name: rules for rules in (WORLD_CUP, WORLD_CUP_2022, LEAGUE, EVERY_FIFTH, UEFA)
}
#: The preset of each competition kind (``competition.kind``).
KIND_PRESETS: Mapping[str, SuspensionRules] = {"cup": WORLD_CUP, "league": LEAGUE}
#: The competitions, by folded name (as the league table presets name them, and their
#: usual names), whose rules differ from their kind's.
_BY_NAME: Mapping[str, SuspensionRules] = dict.fromkeys(
    (
        "deutsche bundesliga",
        "deutsche 2. bundesliga",
        "bundesliga",
        "2. bundesliga",
        "spain primera division",
        "spain segunda division",
        "laliga",
        "la liga",
        "laliga ea sports",
        "primera division",
        "segunda division",
    ),
    EVERY_FIFTH,
)


def competition_preset(competition: str, kind: str) -> SuspensionRules:
    """The rules a competition starts from: its own where they are known (Bundesliga and
    LaLiga ban for every fifth yellow, UEFA's competitions for the third and then every
    second), else its kind's (``cup``: the World Cup's; ``league``: 5, 10 and 15
    yellows, as in England)."""
    folded = fold(" ".join(competition.split()))
    if "uefa" in folded.split():
        return UEFA
    return _BY_NAME.get(folded) or KIND_PRESETS.get(kind, WORLD_CUP)


def rules_from_json(text: str, kind: str = "cup", competition: str = "") -> SuspensionRules:
    """The rules stored in ``competition.rules``; "" gives the preset of the competition
    named ``competition`` (:func:`competition_preset`), else of its kind.

    The JSON is an object: ``preset`` names the rules to start from (else the kind's),
    then any of ``red_ban``, ``yellow_bans`` ([[count, matches], …]), ``yellow_cycle``
    and ``wipe_after`` (stage names: "Group", "Quarter-final") replace its fields.
    It is checked against :data:`RULES_SCHEMA` first: a wrong type, an unknown field,
    a number out of range or nesting too deep is one :class:`RulesError` naming it.
    """
    base = competition_preset(competition, kind)
    if not text.strip():
        return base
    data = _checked(text)
    if "preset" in data:
        base = PRESETS[data["preset"]]
    changes: dict[str, Any] = {}
    if "red_ban" in data:
        changes["red_ban"] = data["red_ban"]
    if "yellow_bans" in data:
        changes["yellow_bans"] = tuple((count, matches) for count, matches in data["yellow_bans"])
    if "yellow_cycle" in data:
        changes["yellow_cycle"] = data["yellow_cycle"]
    if "wipe_after" in data:
        changes["wipe_after"] = frozenset(Stage(name) for name in data["wipe_after"])
    if not changes:
        return base
    return replace(base, name="custom", **changes)


#: The longest ban any field may give, and the most yellow card steps or stages listed.
_MOST_MATCHES = 100
_MOST_STEPS = 20
_WHOLE = {"type": "integer", "minimum": 1}
#: The suspension rules' JSON (see :func:`rules_from_json`); ``decisions`` are the ban
#: lengths recorded one by one, by squad entry (never typed by hand).
RULES_SCHEMA: dict[str, Any] = {
    "type": "object",
    "additionalProperties": False,
    "properties": {
        "preset": {"enum": sorted(PRESETS)},
        "red_ban": {**_WHOLE, "maximum": _MOST_MATCHES},
        "yellow_bans": {
            "type": "array",
            "maxItems": _MOST_STEPS,
            "items": {
                "type": "array",
                "minItems": 2,
                "maxItems": 2,
                "prefixItems": [{**_WHOLE, "maximum": 1000}, {**_WHOLE, "maximum": _MOST_MATCHES}],
            },
        },
        "yellow_cycle": {"type": "boolean"},
        "wipe_after": {
            "type": "array",
            "maxItems": _MOST_STEPS,
            "items": {"enum": [stage.value for stage in Stage]},
        },
        "decisions": {
            "type": "object",
            "propertyNames": {"pattern": "^[0-9]{1,18}$"},
            "additionalProperties": {**_WHOLE, "maximum": _MOST_MATCHES},
        },
        # A league's table rules, kept beside these and checked by tracker.core.league.tables.
        "table": {"type": "object", "maxProperties": 20},
    },
}
#: More digits than any number of the rules can have (Python refuses over 4,300).
_MAX_DIGITS = 20


def _parse_int(digits: str) -> int:
    if len(digits.lstrip("-")) > _MAX_DIGITS:
        raise RulesError(
            _("the suspension rules hold a number of {digits} digits, far too large").format(
                digits=len(digits)
            )
        )
    return int(digits)


def _checked(text: str) -> dict[str, Any]:
    """The rules' JSON read and checked against :data:`RULES_SCHEMA`."""
    import jsonschema

    try:
        data = json.loads(text, parse_int=_parse_int)
    except json.JSONDecodeError as exc:
        raise RulesError(
            _("the suspension rules are not JSON: {error}").format(error=exc.msg)
        ) from None
    except RecursionError:
        raise RulesError(_("the suspension rules are not JSON: nested too deeply")) from None
    if not isinstance(data, dict):
        raise RulesError(_("the suspension rules must be a JSON object"))
    validator = jsonschema.Draft202012Validator(RULES_SCHEMA)
    error = next(
        iter(sorted(validator.iter_errors(data), key=lambda e: list(map(str, e.absolute_path)))),
        None,
    )
    if error is not None:
        where = "".join(
            f"[{part}]" if isinstance(part, int) else f".{part}" for part in error.absolute_path
        ).lstrip(".")
        message = said(error, 120)
        if where == "preset" and error.validator == "enum":
            raise RulesError(_("no suspension preset {preset!r}").format(preset=error.instance))
        if where == "red_ban" and error.validator == "minimum":
            raise RulesError(_("a sending-off must cost at least one match"))
        if error.validator == "additionalProperties" and not error.absolute_path:
            known = ", ".join(RULES_SCHEMA["properties"])
            message = _("{message} (the fields are {fields})").format(message=message, fields=known)
        if where:
            raise RulesError(
                _("the suspension rules: {where}: {message}").format(where=where, message=message)
            )
        raise RulesError(_("the suspension rules: {message}").format(message=message))
    return data


def rules_to_json(rules: SuspensionRules) -> str:
    """The JSON that :func:`rules_from_json` reads back as ``rules``."""
    return json.dumps(
        {
            "red_ban": rules.red_ban,
            "yellow_bans": [list(step) for step in rules.yellow_bans],
            "yellow_cycle": rules.yellow_cycle,
            "wipe_after": sorted(stage.value for stage in rules.wipe_after),
        }
    )


def describe_rules(rules: SuspensionRules, t: Translate = str) -> list[str]:
    """The rules as lines a secretary reads ("sending-off: 1 match"), in the language of
    ``t`` (English by default)."""

    def matches(n: int) -> str:
        return t("1 match") if n == 1 else t("{count} matches").format(count=n)

    steps = ", ".join(
        t("{count} yellows: {matches}").format(count=count, matches=matches(ban))
        for count, ban in rules.yellow_bans
    )
    if rules.yellow_cycle:
        steps += t(" (the count then starts again)")
    elif len(rules.yellow_bans) > 1:
        last, before = rules.yellow_bans[-1], rules.yellow_bans[-2]
        then = t(", then {matches} for every {count} more")
        steps += then.format(matches=matches(last[1]), count=last[0] - before[0])
    wiped = ", ".join(t(s.value) for s in sorted(rules.wipe_after, key=list(Stage).index))
    return [
        t("rules: {name}").format(name=rules.name),
        t("sending-off: {matches}, or what a decision says").format(matches=matches(rules.red_ban)),
        t("yellow cards in different matches: {steps}").format(steps=steps),
        t("single yellows wiped after: {stages}").format(stages=wiped or t("never")),
    ]


@dataclass(frozen=True)
class TeamMatch:
    """One of a team's matches in an edition, in playing order, with a player's cards.

    Attributes:
        key: The match (its id).
        stage: Its round's stage (``None`` when unknown: never wipes cards).
        yellows: The player's yellow cards in it (0 if he did not play).
        reds: His red cards in it.
        decided_ban: Matches a disciplinary decision gave for a sending-off in it
            (``None``: the rules' ``red_ban``).
        label: How a reason names it ("v England, 15 Jul").
    """

    key: int
    stage: Stage | None = None
    yellows: int = 0
    reds: int = 0
    decided_ban: int | None = None
    label: str = ""

    @property
    def sent_off(self) -> bool:
        """A red card, or two yellows in this match (a second-yellow sending-off)."""
        return self.reds > 0 or self.yellows >= 2


@dataclass(frozen=True)
class Ban:
    """A ban and the matches it is served in.

    Attributes:
        cause: The match the card that gave it was shown in.
        matches: How many matches it lasts.
        reason: "sent off v England, 15 Jul" or "2nd yellow card, v Chile, 20 Jun".
        served_in: The team's later matches it covers (fewer than ``matches`` while
            the team has not played enough matches yet).
    """

    cause: int
    matches: int
    reason: str
    served_in: tuple[int, ...]

    @property
    def pending(self) -> int:
        """Matches still to serve after the team's known matches."""
        return self.matches - len(self.served_in)

    def describe(self) -> str:
        """'sent off v England, 15 Jul (1 match)', in the user's language."""
        if self.matches == 1:
            return _("{reason} (1 match)").format(reason=self.reason)
        return _("{reason} ({count} matches)").format(reason=self.reason, count=self.matches)


@dataclass(frozen=True)
class Carried:
    """A ban brought into a season from the one before, still to serve there.

    Attributes:
        cause: The match of the card that gave it (in the season before).
        matches: How many matches are still to serve.
        reason: Its reason, naming the season it was given in.
    """

    cause: int
    matches: int
    reason: str


def bans(
    matches: Sequence[TeamMatch], rules: SuspensionRules, carried: Sequence[Carried] = ()
) -> list[Ban]:
    """The bans one player's cards give, over his team's matches in playing order.

    Bans are served one after the other in the team's following matches, those
    ``carried`` from the season before first; a match he was suspended for cannot give
    him cards (any recorded there are ignored).
    """
    # (index of cause, cause, matches, reason); a ban carried in comes before them all.
    found = [(-1, c.cause, c.matches, c.reason) for c in carried]
    served_until = sum(c.matches for c in carried)  # the first match index not covered
    yellows = 0
    previous: Stage | None = None
    for index, match in enumerate(matches):
        if previous in rules.wipe_after and match.stage is not None and match.stage != previous:
            yellows = 0  # the first match after a round that wipes single yellows
        previous = match.stage if match.stage is not None else previous
        if index < served_until:
            continue
        length = 0
        if match.sent_off:
            length = match.decided_ban if match.decided_ban is not None else rules.red_ban
            found.append((index, match.key, length, _sent_off(match.label)))
        elif match.yellows == 1:
            yellows += 1
            length = rules.yellow_ban(yellows)
            if length:
                found.append((index, match.key, length, _yellow(yellows, match.label)))
        if length:
            served_until = index + 1 + length
    return _placed(found, matches)


def _placed(found: Sequence[tuple[int, int, int, str]], matches: Sequence[TeamMatch]) -> list[Ban]:
    result: list[Ban] = []
    next_free = 0
    for index, cause, length, reason in found:
        start = max(index + 1, next_free)
        covered = tuple(m.key for m in matches[start : start + length])
        next_free = start + length
        result.append(Ban(cause, length, reason, covered))
    return result


def _sent_off(label: str) -> str:
    """A sending-off's reason, "sent off v England, 15 Jul", in the user's language."""
    if not label:
        return _("sent off")
    return _("sent off {match}").format(match=label)


def _yellow(count: int, label: str) -> str:
    """A yellow card's reason, "5th yellow card v Chile, 20 Jun", in the user's language
    (its ordinal as the language writes it: 5., 5.ª)."""
    words = Words(language())
    if not label:
        return words.say("{nth} yellow card", **words.nth(count))
    return words.say("{nth} yellow card {match}", match=label, **words.nth(count))


def suspended_for(matches: Sequence[TeamMatch], rules: SuspensionRules, target: int) -> Ban | None:
    """The ban that keeps the player out of match ``target`` (one of ``matches``), if any."""
    for ban in bans(matches, rules):
        if target in ban.served_in:
            return ban
    return None
