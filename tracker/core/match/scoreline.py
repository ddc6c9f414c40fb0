"""A match's score as every list, page and sheet writes it: ``3-3 aet (4-2 pens)``.

One writer, so a match that went to extra time or penalties reads the same in
``list``, ``show``, the library, the record pages, the scoreboard and every sheet.
"""

from __future__ import annotations

from collections.abc import Callable

from tracker.core.i18n import translator

#: A score as (home, away), or (team, opponent) from one team's side.
Pair = tuple[int, int]


def score_note(*, extra_time: bool = False, shootout: Pair | None = None) -> str:
    """What follows the goals: ``aet``, ``(4-2 pens)``, ``aet (4-2 pens)``; "" for neither."""
    parts = []
    if extra_time:
        parts.append("aet")
    if shootout is not None:
        parts.append(f"({shootout[0]}-{shootout[1]} pens)")
    return " ".join(parts)


def score_line(goals: Pair, *, extra_time: bool = False, shootout: Pair | None = None) -> str:
    """``2-1``, ``1-1 aet``, ``3-3 aet (4-2 pens)``, ``0-0 (5-4 pens)`` (no extra time played).

    ``goals`` are the goals of the whole match (after extra time when it was played);
    ``shootout`` the kicks scored, in the same order as ``goals``.
    """
    note = score_note(extra_time=extra_time, shootout=shootout)
    text = f"{goals[0]}-{goals[1]}"
    return f"{text} {note}" if note else text


def score_words(line: str, t: Callable[[str], str] | None = None) -> str:
    """``3-3 aet (4-2 pens)`` with its words in a language (``t`` translates them; the
    user's language by default): ``3-3 n. V. (4-2 i. E.)``."""
    if t is None:
        t = translator(None)
    return line.replace("aet", t("aet")).replace(" pens)", f" {t('pens')})")


__all__ = ["Pair", "score_line", "score_note", "score_words"]
