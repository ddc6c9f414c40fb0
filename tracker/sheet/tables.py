"""The match as two CSV tables: ``events.csv`` (the log) and ``players.csv`` (minutes played).

Both are UTF-8 with a byte-order mark, so spreadsheet programs read accented names
right; the columns are described in ``docs/match-sheet.md``.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Sequence
from typing import Any

from tracker.core.i18n import Translate, translator
from tracker.core.match.describe import describe
from tracker.core.match.events import (
    Card,
    Event,
    FormationChange,
    Goal,
    MissedPenalty,
    PlayerOff,
    ShootoutKick,
    Substitution,
)
from tracker.core.match.matchtime import MatchTime
from tracker.core.match.model import Match, Side
from tracker.core.match.replay import replay
from tracker.sheet.content import build_sheet, key_stats_option, language_option, minute_style

EVENT_COLUMNS = (
    "n",
    "period",
    "minute",
    "team",
    "kind",
    "player",
    "assist",
    "replaced",
    "detail",
    "home_score",
    "away_score",
    "description",
)
PLAYER_COLUMNS = (
    "team",
    "name",
    "number",
    "position",
    "role",
    "came_on",
    "went_off",
    "sent_off",
    "minutes",
    "goals",
    "assists",
    "booked",
)

#: Columns of numbers the export counts itself (never user text): written as they are,
#: so a spreadsheet still reads them as numbers.
NUMBER_COLUMNS = frozenset(
    {"n", "home_score", "away_score", "number", "minutes", "goals", "assists"}
)
#: A text cell starting with one of these is a formula to a spreadsheet program (OWASP's
#: CSV injection list, with NUL from ASVS 1.2.10), e.g. ``=HYPERLINK("http://…")``.
FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r", "\0")

_DETAIL_LABELS = {
    "open_play": "",
    "header": "header",
    "penalty": "pen.",
    "free_kick": "free kick",
    "own_goal": "o.g.",
    "yellow": "yellow",
    "second_yellow": "second yellow",
    "red": "red",
}


def render_csv(match: Match, events: Sequence[Event], options: dict[str, Any]) -> dict[str, bytes]:
    """``events.csv``, ``players.csv`` and, when there are any, ``key-stats.csv``.

    Options ``minutes=football|plain`` and ``lang=en|de|es``: in German or Spanish the
    header row and the words in the cells are in that language (the columns keep their order).
    """
    plain = minute_style(options)
    language = language_option(options)
    t = translator(language)
    # German and Spanish spreadsheets write decimals with a comma and read ";" between
    # cells: a comma-separated file would open with each row in one cell.
    sep = csv_separator(language)
    out = {
        "events.csv": encode_csv(EVENT_COLUMNS, event_rows(match, events, plain, t), t, sep),
        "players.csv": encode_csv(
            PLAYER_COLUMNS, player_rows(match, events, plain, language), t, sep
        ),
    }
    stats = key_stats_option(options)
    if stats:
        out["key-stats.csv"] = encode_csv(
            KEY_STATS_COLUMNS, [{"key stat": s} for s in stats], t, sep
        )
    return out


def csv_separator(language: str) -> str:
    """The cell separator a spreadsheet in ``language`` reads: ``;`` where the decimal
    comma is written (German, Spanish), else ``,``."""
    return ";" if language in ("de", "es") else ","


#: The columns of ``key-stats.csv``: one stat a row, its scope in brackets.
KEY_STATS_COLUMNS = ("key stat",)


def encode_csv(
    columns: Sequence[str], rows: list[dict[str, str]], t: Translate = str, sep: str = ","
) -> bytes:
    """A CSV file's bytes (UTF-8 with a byte-order mark, as Excel reads it): the header
    row in the sheet's language, each cell made safe (:func:`cell`)."""
    out = io.StringIO()
    writer = csv.DictWriter(out, fieldnames=list(columns), lineterminator="\r\n", delimiter=sep)
    # The header row in the sheet's language; English keeps the column names as documented.
    writer.writerow({column: t(f"column:{column}").removeprefix("column:") for column in columns})
    writer.writerows({key: cell(key, value) for key, value in row.items()} for row in rows)
    return out.getvalue().encode("utf-8-sig")


def cell(column: str, value: str) -> str:
    """A CSV cell: text that a spreadsheet would run as a formula gets a leading ``'``.

    The quote makes spreadsheet programs show the text as it is (OWASP's advice on CSV
    injection); number columns are left alone, so a spreadsheet still reads them as numbers.
    """
    if column in NUMBER_COLUMNS or not value.startswith(FORMULA_STARTS):
        return value
    return "'" + value


def _who(match: Match, pid: int | None) -> str:
    return match.player(pid).name if pid is not None else ""


def event_rows(
    match: Match, events: Sequence[Event], plain: bool, t: Translate = str
) -> list[dict[str, str]]:
    """One row an event, in match order, with the score after it."""
    state = replay(match, events)
    score = {Side.HOME: 0, Side.AWAY: 0}
    kicks = {Side.HOME: 0, Side.AWAY: 0}
    rows = []
    for n, event in enumerate(state.events, start=1):
        side: Side | None = getattr(event, "side", None)
        row = {
            "n": str(n),
            "period": t(event.time.period.label),
            "minute": _minute(event.time, plain),
            "team": match.team(side).name if side is not None else "",
            "kind": event.kind,
            "player": "",
            "assist": "",
            "replaced": "",
            "detail": "",
            "description": describe(match, event, t),
        }
        _fill(row, match, event, t)
        if isinstance(event, Goal):
            score[event.for_side] += 1
        if isinstance(event, ShootoutKick):
            # The shootout's running score, as the sheet's list of kicks gives it.
            kicks[event.side] += int(event.scored)
            row["detail"] += f" ({kicks[Side.HOME]}-{kicks[Side.AWAY]})"
        row["home_score"], row["away_score"] = str(score[Side.HOME]), str(score[Side.AWAY])
        rows.append(row)
    return rows


def _minute(time: MatchTime, plain: bool) -> str:
    return time.plain() if plain else str(time)


def _fill(row: dict[str, str], match: Match, event: Event, t: Translate = str) -> None:
    """The player columns and the detail of each kind of event."""
    if isinstance(event, Goal):
        row["player"], row["assist"] = _who(match, event.scorer), _who(match, event.assist)
        label = _DETAIL_LABELS[event.how.value]
        row["detail"] = t(label) if label else ""
    elif isinstance(event, Substitution):
        row["player"], row["replaced"] = _who(match, event.on), _who(match, event.off)
        row["detail"] = t("concussion") if event.concussion else ""
    elif isinstance(event, Card):
        row["player"] = _who(match, event.player) or event.official
        row["detail"] = t(_DETAIL_LABELS[event.card.value])
    elif isinstance(event, MissedPenalty):
        row["player"], row["detail"] = (
            _who(match, event.player),
            t("saved" if event.saved else "missed"),
        )
    elif isinstance(event, ShootoutKick):
        row["player"], row["detail"] = (
            _who(match, event.player),
            t("scored" if event.scored else "missed"),
        )
    elif isinstance(event, PlayerOff):
        row["player"] = _who(match, event.player)
    elif isinstance(event, FormationChange):
        row["detail"] = event.formation


def player_rows(
    match: Match, events: Sequence[Event], plain: bool, language: str = "en"
) -> list[dict[str, str]]:
    """Every squad player named for the match: starters, substitutes used, unused ones.

    Before kick-off nothing has been played: their minutes, goals, assists and bookings
    are left empty rather than counted as none.
    """
    sheet = build_sheet(match, events, plain=plain, language=language)
    t = sheet.t
    state = replay(match, events)
    rows = []
    for content in sheet.teams:
        team = match.team(content.side)
        for line in content.players:
            player = match.player(line.pid)
            rows.append(
                {
                    "team": content.name,
                    "name": line.name,
                    "number": "" if line.number is None else str(line.number),
                    "position": player.position.value if player.position else "",
                    "role": t("starter" if line.started else "substitute"),
                    "came_on": line.came_on,
                    "went_off": line.went_off,
                    "sent_off": line.sent_off,
                    "minutes": str(line.minutes),
                    "goals": str(line.goals),
                    "assists": str(line.assists),
                    "booked": t("yes" if line.yellow else "no"),
                }
            )
        bench = team.lineup.bench if team.lineup is not None else ()
        used = {line.pid for line in content.players}
        st = state.side(content.side)
        for pid in bench:
            if pid in used:
                continue
            player = match.player(pid)
            # A substitute can be booked or sent off without coming on.
            sent_off = st.sent_off.get(pid)
            rows.append(
                {
                    "team": content.name,
                    "name": player.name,
                    "number": "" if player.number is None else str(player.number),
                    "position": player.position.value if player.position else "",
                    "role": t("unused"),
                    "came_on": "",
                    "went_off": "",
                    "sent_off": _minute(sent_off, plain) if sent_off else "",
                    "minutes": "0",
                    "goals": "0",
                    "assists": "0",
                    "booked": t("yes" if st.yellows.get(pid) else "no"),
                }
            )
    if not sheet.started:
        for row in rows:
            row.update(minutes="", goals="", assists="", booked="")
    return rows
