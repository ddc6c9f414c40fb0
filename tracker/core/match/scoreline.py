"""A match's score as every list, page and sheet writes it: ``3-3 aet (4-2 pens)``,
``0-3 (awarded)``.

One writer, so a match that went to extra time or penalties reads the same in
``list``, ``show``, the library, the record pages, the scoreboard and every sheet.
"""

from __future__ import annotations

from collections.abc import Callable

from tracker.core.i18n import translator

#: A score as (home, away), or (team, opponent) from one team's side.
Pair = tuple[int, int]


def score_note(
    *, extra_time: bool = False, shootout: Pair | None = None, awarded: bool = False
) -> str:
    """What follows the goals: ``aet``, ``(4-2 pens)``, ``aet (4-2 pens)``,
    ``(awarded)``; "" for none."""
    parts = []
    if extra_time:
        parts.append("aet")
    if shootout is not None:
        parts.append(f"({shootout[0]}-{shootout[1]} pens)")
    if awarded:
        parts.append(AWARDED_MARK)
    return " ".join(parts)


#: What follows a score the competition awarded (a forfeit, a match abandoned and
#: settled at a table): never a score played, so no list shows it bare.
AWARDED_MARK = "(awarded)"


def score_line(
    goals: Pair, *, extra_time: bool = False, shootout: Pair | None = None, awarded: bool = False
) -> str:
    """``2-1``, ``1-1 aet``, ``3-3 aet (4-2 pens)``, ``0-0 (5-4 pens)`` (no extra time
    played), ``0-3 (awarded)``.

    ``goals`` are the goals of the whole match (after extra time when it was played);
    ``shootout`` the kicks scored, in the same order as ``goals``; ``awarded``: the
    score is the one the competition awarded, not one played (a reporter must not
    print it as a result played).
    """
    note = score_note(extra_time=extra_time, shootout=shootout, awarded=awarded)
    text = f"{goals[0]}-{goals[1]}"
    return f"{text} {note}" if note else text


def score_words(line: str, t: Callable[[str], str] | None = None) -> str:
    """``3-3 aet (4-2 pens)`` with its words in a language (``t`` translates them; the
    user's language by default): ``3-3 n. V. (4-2 i. E.)``, ``0-3 (am grünen Tisch)``."""
    if t is None:
        t = translator(None)
    line = line.replace("aet", t("aet")).replace(" pens)", f" {t('pens')})")
    return line.replace(AWARDED_MARK, t(AWARDED_MARK))


__all__ = ["AWARDED_MARK", "Pair", "score_line", "score_note", "score_words"]
