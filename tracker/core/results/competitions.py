"""Competitions and their editions read from the free text a match gives.

A match names its competition as people write it: "FIFA World Cup 2026", "World Cup
2026", "Premier League 2025-26", "Serie A 2025/26". The library keeps one
competition ("FIFA World Cup", "Premier League") with one edition per season
("2026", "2025-26"); :func:`split_competition` tells them apart.
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Mapping
from dataclasses import dataclass

from tracker.core.i18n import Translate
from tracker.core.match.model import fold

#: Names a source or a user writes for a competition, by their words folded (a hyphen
#: read as a space); the value is ours. The German and Spanish names are there because
#: secretaries and reporters type them ("WM 2022", "Mundial 2022") where "World Cup
#: 2022" was the only form known.
_KNOWN = {
    "world cup": "FIFA World Cup",
    "fifa world cup": "FIFA World Cup",
    "wm": "FIFA World Cup",
    "fifa wm": "FIFA World Cup",
    "fussball wm": "FIFA World Cup",
    "weltmeisterschaft": "FIFA World Cup",
    "fifa weltmeisterschaft": "FIFA World Cup",
    "fussball weltmeisterschaft": "FIFA World Cup",
    "fifa fussball weltmeisterschaft": "FIFA World Cup",
    "mundial": "FIFA World Cup",
    "copa mundial": "FIFA World Cup",
    "copa mundial de la fifa": "FIFA World Cup",
    "copa mundial de futbol": "FIFA World Cup",
    "copa del mundo": "FIFA World Cup",
    "mundial de futbol": "FIFA World Cup",
    "club world cup": "FIFA Club World Cup",
    "fifa club world cup": "FIFA Club World Cup",
    "klub wm": "FIFA Club World Cup",
    "fifa klub wm": "FIFA Club World Cup",
    "mundial de clubes": "FIFA Club World Cup",
    "copa mundial de clubes": "FIFA Club World Cup",
    "copa mundial de clubes de la fifa": "FIFA Club World Cup",
    "world cup qualifying": "FIFA World Cup qualification",
    "world cup qualification": "FIFA World Cup qualification",
    "fifa world cup qualification": "FIFA World Cup qualification",
    "wm qualifikation": "FIFA World Cup qualification",
}

# A season at the end or the start of the text: 2026, 2025-26, 2025/26, 2025-2026.
_SEASON = r"(?P<start>1[89]\d\d|2\d\d\d)(?:\s*[-/–]\s*(?P<end>\d{4}|\d{2}))?"
_AT_END = re.compile(rf"^(?P<name>.*?)[\s,]+{_SEASON}$")
_AT_START = re.compile(rf"^{_SEASON}[\s,]+(?P<name>.*?)$")


def canonical_name(name: str) -> str:
    """Our name for a competition written ``name`` ("World Cup", "WM", "Mundial" →
    "FIFA World Cup"); any other name as written."""
    return known_competition(name) or " ".join(name.split())


def known_competition(name: str) -> str | None:
    """Our name for a competition a source or a user may write ``name`` ("WM", "Mundial",
    "World Cup" → "FIFA World Cup"); None for a name not among them."""
    return _KNOWN.get(" ".join(fold(name).replace("-", " ").split()))


def _season(start: str, end: str | None) -> str | None:
    """The season written as we store it: ``2026`` or ``2025-26``; None if impossible."""
    if end is None:
        return start
    first = int(start)
    last = int(end) if len(end) == 4 else (first // 100) * 100 + int(end)
    if len(end) == 2 and last < first:
        last += 100  # 1999-00
    if last != first + 1:
        return None
    return f"{first}-{last % 100:02d}"


def split_competition(text: str) -> tuple[str, str] | None:
    """A competition and its season from free text, or None if it names no season.

    "FIFA World Cup 2026" and "World Cup 2026" give ("FIFA World Cup", "2026");
    "Premier League 2025-26", "Premier League 2025/2026" give ("Premier League",
    "2025-26"). Text with no season in it (a friendly, "Premier League") gives None:
    the match belongs to no edition.
    """
    words = " ".join(text.split())
    found = _AT_END.match(words) or _AT_START.match(words)
    if found is None:
        return None
    name = found.group("name").strip(" ,-–")
    if not name:
        return None
    season = _season(found.group("start"), found.group("end"))
    if season is None:
        return None
    return canonical_name(name), season


#: Competitions whose whole history is known: each edition's season and its number of
#: matches (replays and play-offs included). A "first" or an "n-th" over such a
#: competition can be stated as a fact once the library holds all of them.
HISTORY: dict[str, dict[str, int]] = {
    "FIFA World Cup": {
        "1930": 18,
        "1934": 17,
        "1938": 18,
        "1950": 22,
        "1954": 26,
        "1958": 35,
        "1962": 32,
        "1966": 32,
        "1970": 32,
        "1974": 38,
        "1978": 38,
        "1982": 52,
        "1986": 52,
        "1990": 52,
        "1994": 52,
        "1998": 64,
        "2002": 64,
        "2006": 64,
        "2010": 64,
        "2014": 64,
        "2018": 64,
        "2022": 64,
        "2026": 104,
    },
}


def history_held(competition: str, held: Mapping[str, int], season: str) -> bool:
    """Whether the library holds every match of ``competition`` up to ``season``.

    Args:
        competition: Our name of the competition ("FIFA World Cup").
        held: How many matches (fixtures included) the library holds of each season.
        season: The season of the match a statement is made at (its own edition is
            needed whole too: earlier matches of it may be missing).

    Returns:
        True only for a competition whose history is known (:data:`HISTORY`) with
        every edition up to ``season`` held whole; False when that cannot be told.
    """
    known = HISTORY.get(canonical_name(competition))
    if known is None or season not in known:
        return False
    return all(held.get(s, 0) >= n for s, n in known.items() if s <= season)


@dataclass(frozen=True)
class HistoryNote:
    """What a record over a competition's stored matches covers: ``whole`` of the
    ``editions`` played up to the latest one held are held whole; its history not
    ``known``: the matches on record only. False when every edition is held whole.

    Said in words by :meth:`words`, in the reader's language (``str()``: English).
    """

    whole: int = 0
    editions: int = 0
    known: bool = True

    def __bool__(self) -> bool:
        return not self.known or self.whole < self.editions

    def words(self, t: Translate = str) -> str:
        """ "2 of 23 editions held whole", "matches on record only", or "" (all held)."""
        if not self.known:
            return t("matches on record only")
        if not self:
            return ""
        template = t("{whole} of {editions} editions held whole")
        return template.format(whole=self.whole, editions=self.editions)

    def __str__(self) -> str:
        return self.words()


def history_note(competition: str, held: Mapping[str, int]) -> HistoryNote:
    """What a record over ``competition``'s stored matches covers: every edition whole up
    to its latest one held (a false note), "2 of 23 editions held whole" for a
    competition whose history is known, else "matches on record only"."""
    known = HISTORY.get(canonical_name(competition))
    if known is None:
        return HistoryNote(known=False)
    seasons = [s for s in held if s in known]
    if not seasons:
        return HistoryNote(known=False)
    latest = max(seasons)
    upto = [s for s in known if s <= latest]
    return HistoryNote(sum(held.get(s, 0) >= known[s] for s in upto), len(upto))


def edition_held(competition: str, season: str, held: int) -> bool:
    """Whether ``held`` matches (fixtures included) are the whole of the edition
    ``season`` of ``competition``: only a competition whose history is known can tell."""
    known = HISTORY.get(canonical_name(competition), {})
    return season in known and held >= known[season]


_FRIENDLY = re.compile(r"\bfriendl(y|ies)\b")


def is_friendly(competition: str, stage: str = "") -> bool:
    """Whether a match's competition (or stage) text makes it a friendly ("International
    Friendly", "Pre-season friendlies"): not a competitive match in the record books."""
    return bool(_FRIENDLY.search(fold(f"{competition} {stage}")))


def season_year(season: str) -> int:
    """The year an edition is known by: its first year ("2025-26" → 2025)."""
    return int(season[:4])


def season_holds(season: str, day: dt.date) -> bool:
    """Whether a match on ``day`` may be of the edition played in ``season``: a year's
    ("2026") in that year; a season over two years ("2024-25") from June of the first
    to July of the second (the European summer's first qualifiers and last play-offs)."""
    first = season_year(season)
    if "-" not in season:
        return day.year == first
    return dt.date(first, 6, 1) <= day <= dt.date(first + 1, 7, 31)


__all__ = [
    "HISTORY",
    "HistoryNote",
    "canonical_name",
    "edition_held",
    "history_held",
    "history_note",
    "is_friendly",
    "known_competition",
    "season_holds",
    "season_year",
    "split_competition",
]
