"""What a library holds that no copy, push or archive carries, counted.

A transfer carries matches, teams, points adjustments and each competition's kind,
rules and language. The rest names this database's own rows and means nothing
elsewhere: a suspension decision is kept by squad entry, an appeal by person and
match, a name settled by hand (``people link``, ``people review``, ``people unlink``)
by team and person. The target links players again by name, so these are to be done
again there; a transfer says how many it left.
"""

from __future__ import annotations

import json
from dataclasses import dataclass

from sqlalchemy import func, select
from sqlmodel import Session

from tracker.store.tables import CompetitionRow, PersonAliasRow, SuspensionOverrideRow

_COMPETITION = CompetitionRow.__table__  # type: ignore[attr-defined]
_ALIAS = PersonAliasRow.__table__  # type: ignore[attr-defined]
_OVERRIDE = SuspensionOverrideRow.__table__  # type: ignore[attr-defined]


@dataclass(frozen=True)
class LeftOut:
    """How many of each thing a transfer of the library does not carry."""

    #: Ban lengths decided for a sending-off (``suspensions --decide``).
    decisions: int = 0
    #: Bans lifted for one match (``suspensions --appeal``).
    appeals: int = 0
    #: Names said by hand to be a person, or none of those offered.
    linked: int = 0

    def __bool__(self) -> bool:
        return bool(self.decisions or self.appeals or self.linked)


def left_out(session: Session) -> LeftOut:
    """Count what the library holds that a transfer leaves out (a few small queries)."""
    decisions = 0
    for text in session.execute(select(_COMPETITION.c.rules).where(_COMPETITION.c.rules != "")):
        decisions += _decisions(text[0] or "")
    counts = session.execute(
        select(
            select(func.count()).select_from(_OVERRIDE).scalar_subquery(),
            select(func.count()).select_from(_ALIAS).scalar_subquery(),
        )
    ).one()
    return LeftOut(decisions, int(counts[0]), int(counts[1]))


def _decisions(text: str) -> int:
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        return 0  # rules that cannot be read are refused where they are used
    found = data.get("decisions") if isinstance(data, dict) else None
    return len(found) if isinstance(found, dict) else 0


__all__ = ["LeftOut", "left_out"]
