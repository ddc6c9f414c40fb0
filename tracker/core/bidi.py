"""Names written right to left (Arabic, Hebrew) inside lines read left to right.

A line such as ``الوداد البيضاوي 2-4 Þróttur Reykjavík`` goes wrong on every screen
and page: the line takes its direction from its first letter, and digits and the
hyphen after Arabic letters belong to the Arabic run, so the score reads ``4-2`` beside
the wrong team, and a formation ``4-4-2`` after the name reads ``2-4-4``. Wrapping
the name in a first-strong isolate (FSI … PDI, Unicode's bidirectional algorithm, which
Qt and the browsers follow) lays the name out on its own: the rest of the line keeps
its left-to-right order, scores, minutes and formations included.

Only a name that holds a right-to-left letter is wrapped, so a Latin, Cyrillic or
Chinese name is written exactly as before. The marks are for display only: files meant
as data (CSV, JSON, the match file) keep the plain name.
"""

from __future__ import annotations

import unicodedata

#: First strong isolate: the text up to :data:`PDI` is laid out on its own, in the
#: direction of its own first letter.
FSI = "\u2068"
#: Pop directional isolate: ends the isolate :data:`FSI` began.
PDI = "\u2069"
#: Left-to-right mark: an invisible letter that makes a line read left to right.
LRM = "\u200e"


def right_to_left(text: str) -> bool:
    """Whether ``text`` holds a letter written right to left (Arabic, Hebrew, Syriac…)."""
    return any(unicodedata.bidirectional(char) in ("R", "AL") for char in text)


def isolate(text: str) -> str:
    """``text`` wrapped in FSI … PDI if it holds right-to-left letters, else unchanged.

    Names never hold directional marks of their own (set-up refuses them), so wrapping
    a name twice is the only way to get a doubled isolate, and that is avoided here.
    """
    if not right_to_left(text) or (text.startswith(FSI) and text.endswith(PDI)):
        return text
    return FSI + text + PDI


def left_to_right(line: str) -> str:
    """``line`` led by :data:`LRM` if it holds right-to-left letters, else unchanged.

    Qt takes a line's direction from its first strong letter and, unlike the standard,
    looks inside isolates for it: a line with nothing but an isolated Arabic name and
    figures ("الوداد البيضاوي 4-4-2  →") would still be laid out right to left. The mark
    settles the direction for Qt, text viewers and browsers alike.
    """
    return LRM + line if right_to_left(line) and not line.startswith(LRM) else line


__all__ = ["FSI", "LRM", "PDI", "isolate", "left_to_right", "right_to_left"]
