"""The teams a name typed by the user stands for (``stats --team``, ``list --team``).

The rules are tried in a fixed order and the first that fits any team decides, so a
name never means one team today and another after a team is added beside it: the
name as written, then case and accents aside ("argentina"), then another name of the
team ("West Germany" for Germany), then a club without its form ("Birmingham City"
for "Birmingham City FC"), and last the start of a word of the name ("arg" for
Argentina, "juniors" for Argentinos Juniors). A rule that fits several teams gives
them all: the caller names them, it never picks one or counts them as one.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping

from tracker.core.match.model import fold
from tracker.core.records.teamnames import club_key, names_of

#: A team as the library holds it: its id and its name.
Team = tuple[int, str]


def teams_named(known: Mapping[int, str], typed: str) -> list[Team]:
    """The teams of ``known`` (names by id) that ``typed`` stands for, by the first rule
    that fits any; ``[]`` when none does (a name typed wrong)."""
    name = " ".join(typed.split())  # "England " is England
    if not name:
        return []
    for fits in _rules(name):
        found = [(tid, n) for tid, n in known.items() if fits(n)]
        if found:
            return sorted(found, key=lambda team: fold(team[1]))
    return []


def _rules(name: str) -> tuple[Callable[[str], bool], ...]:
    """The rules, strictest first, each a test of a stored name."""
    wanted = fold(name)
    others = {fold(other) for other in names_of(name)}
    club = club_key(name)
    word_start = re.compile(rf"(?<!\w){re.escape(wanted)}")
    return (
        lambda n: " ".join(n.split()) == name,
        lambda n: fold(n) == wanted,
        lambda n: fold(n) in others,
        lambda n: club_key(n) == club,
        lambda n: word_start.search(fold(n)) is not None,
    )


__all__ = ["Team", "teams_named"]
