"""What the sheet of an imported result or fixture shows (no Qt, no rendering here).

The renderers are in :mod:`tracker.sheet.resultsheet`.
"""

from __future__ import annotations

from dataclasses import dataclass

from tracker.core.bidi import isolate
from tracker.core.i18n import translator


@dataclass(frozen=True)
class ResultGoal:
    """One goal of a result as the sheet prints it."""

    minute: str
    team: str
    scorer: str
    #: "pen." or "o.g." or "".
    note: str = ""


@dataclass(frozen=True)
class ResultSheet:
    """What a result's or a fixture's sheet shows."""

    home: str
    away: str
    #: "1-0 aet (4-3 pens)"; "" for a fixture.
    score: str
    #: "FIFA World Cup 2026 – Final".
    competition: str
    #: Date, kick-off, venue and match number, as far as known.
    details: tuple[str, ...]
    #: What the record is: "Result only — no line-ups, no event log", or a fixture's.
    kind: str
    half_time: str = ""
    goals: tuple[ResultGoal, ...] = ()
    key_stats: tuple[str, ...] = ()
    #: The language the sheet is written in: ``en``, ``de`` or ``es``.
    language: str = "en"

    def t(self, text: str) -> str:
        """``text`` (an English heading or word) in the sheet's language."""
        return translator(self.language)(text)

    @property
    def title(self) -> str:
        """The one line naming the match and its result."""
        if not self.score:
            return self.t("{home} v {away}").format(home=self.home, away=self.away)
        return f"{self.home} {self.score} {self.away}"

    @property
    def heading(self) -> str:
        """:attr:`title` as a page shows it: a name written right to left is isolated
        (:func:`tracker.core.bidi.isolate`), so "الوداد 2-1 England" does not read
        "England 1-2 الوداد" on the page, the score turned round beside the wrong team."""
        home, away = isolate(self.home), isolate(self.away)
        if not self.score:
            return self.t("{home} v {away}").format(home=home, away=away)
        return f"{home} {self.score} {away}"


__all__ = ["ResultGoal", "ResultSheet"]
