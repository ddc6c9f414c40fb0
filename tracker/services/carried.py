"""Each competition's kind and rules as they travel, and what a transfer leaves out.

A competition's kind (cup or league) and its rules as a user set them (suspension and
table rules, never the decisions recorded) go with its matches: in an archive as
``competitions.json`` (by competition name), and by copy and push. The target gives
them to a competition it did not have; one it had keeps its own, and the report says
where they differ. What no transfer carries is counted in the summary of a dump and a
copy (:mod:`tracker.store.transfer.leftout`).
"""

from __future__ import annotations

import datetime as dt
import json
from collections.abc import Mapping

from tracker.core.files import archive
from tracker.core.i18n import gettext as _
from tracker.core.i18n import plural
from tracker.core.match.model import SetupError
from tracker.core.match.setup import check_text
from tracker.core.records.suspensions import KIND_PRESETS, RulesError
from tracker.store.records.discipline import PortableRules, check_rules
from tracker.store.results.leagues import Merged, PortableAdjustment
from tracker.store.transfer.leftout import LeftOut

#: The archive's member holding each competition's kind and rules, by name (absent: none).
COMPETITIONS = "competitions.json"


def competitions_text(carried: Mapping[str, PortableRules]) -> str:
    """``competitions.json``: each competition's kind and rules (an object; {}: the preset)."""
    data = {
        name: {"kind": rules.kind, "rules": json.loads(rules.text) if rules.text else {}}
        for name, rules in sorted(carried.items())
    }
    return json.dumps(data, indent=2, ensure_ascii=False) + "\n"


def read_competitions(text: bytes) -> dict[str, PortableRules]:
    """The kind and rules of each competition of ``competitions.json``, each checked as
    ``rules`` checks what is typed; ArchiveError names a bad one."""
    try:
        data = json.loads(text)
    except (ValueError, UnicodeDecodeError, RecursionError) as exc:
        raise archive.ArchiveError(
            _("{member}: not JSON ({error})").format(member=COMPETITIONS, error=exc)
        ) from None
    if not isinstance(data, dict):
        raise archive.ArchiveError(
            _("{member}: not an object of competitions").format(member=COMPETITIONS)
        )
    return {name: _competition(name, item) for name, item in data.items()}


def _competition(name: str, item: object) -> PortableRules:
    where = f"{COMPETITIONS}[{name!r}]"
    try:  # held to the match file's standard for text
        check_text(where, name)
    except SetupError as exc:
        raise archive.ArchiveError(str(exc)) from None
    if not isinstance(item, dict):
        raise archive.ArchiveError(
            _("{where}: not a competition (a JSON object)").format(where=where)
        )
    kind = item.get("kind")
    if kind not in KIND_PRESETS:
        raise archive.ArchiveError(
            _("{where}.kind: {kind!r} is not {kinds}").format(
                where=where, kind=kind, kinds=_(" or ").join(KIND_PRESETS)
            )
        )
    rules = item.get("rules", {})
    if not isinstance(rules, dict):
        raise archive.ArchiveError(_("{where}.rules: not a JSON object").format(where=where))
    if "decisions" in rules:
        raise archive.ArchiveError(
            _("{where}.rules: recorded decisions are never archived").format(where=where)
        )
    text = json.dumps(rules) if rules else ""
    try:
        check_rules(str(kind), text)
    except RulesError as exc:
        raise archive.ArchiveError(f"{where}.rules: {exc}") from None
    return PortableRules(str(kind), text)


def kept_here(name: str) -> str:
    """What a load says of a competition here whose rules differ from the archive's."""
    return _("kept this library's rules for {name} (they differ from the archive's)").format(
        name=name
    )


def kept_there(name: str) -> str:
    """What a copy or push says of a competition there whose rules differ from ours."""
    return _("kept the rules of {name} there (they differ from this library's)").format(name=name)


def adjustment_lines(merged: Merged, *, here: bool) -> list[str]:
    """What a transfer did to the points adjustments of the library it wrote (``here``:
    this one, loading an archive; else the target of a copy or push), one line each:
    each one added or removed by name, and each one not added as the same team's
    deduction of the same points is there written otherwise (it would count twice)."""
    lines = []
    for item in merged.added:
        said = (
            _("points adjustment added here: {adjustment}")
            if here
            else _("points adjustment added there: {adjustment}")
        )
        lines.append(said.format(adjustment=_adjustment(item, item.reason, item.effective)))
    for item in merged.removed:
        said = (
            _("points adjustment removed here, as it was removed in the archive's library: "
              "{adjustment}")
            if here
            else _("points adjustment removed there, as it was removed here: {adjustment}")
        )  # fmt: skip
        lines.append(said.format(adjustment=_adjustment(item, item.reason, item.effective)))
    for item, reason, effective in merged.differing:
        said = _(
            "points adjustment not added: {adjustment}; {held} holds {other}, most likely "
            "the same decision written otherwise (added, it would count twice). If both "
            "are meant, add it by hand with 'adjust'"
        )
        lines.append(
            said.format(
                adjustment=_adjustment(item, item.reason, item.effective),
                held=_("this library") if here else _("the target"),
                other=_adjustment(item, reason, effective),
            )
        )
    return lines


def _adjustment(item: PortableAdjustment, reason: str, effective: dt.date | None) -> str:
    """``Premier League 2023/24: Everton -8 (PSR breach, from 2024-04-08)``."""
    day = _("from {day}").format(day=effective.isoformat()) if effective else ""
    why = ", ".join(part for part in (reason, day) if part)
    text = _("{competition} {season}: {team} {points:+d}").format(
        competition=item.competition, season=item.season, team=item.team, points=item.points
    )
    return f"{text} ({why})" if why else text


def left_out_text(left: LeftOut) -> str:
    """What a summary says a transfer left out ("; not carried: 2 suspension decisions…"), or ""."""
    counts = (
        (left.decisions, _("1 suspension decision"), _("{count} suspension decisions")),
        (left.appeals, _("1 appeal"), _("{count} appeals")),
        (left.linked, _("1 name linked by hand"), _("{count} names linked by hand")),
    )
    said = [plural(n, one, many) for n, one, many in counts if n]
    if not said:
        return ""
    return _("; not carried: {items} (do them again in the target)").format(items=", ".join(said))


__all__ = [
    "COMPETITIONS",
    "competitions_text",
    "kept_here",
    "kept_there",
    "left_out_text",
    "read_competitions",
]
