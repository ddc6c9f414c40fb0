"""The printed sheet as Qt rich text (the HTML subset ``QTextDocument`` lays out).

Tables do the layout because Qt's rich text has no flexbox; the two drawings are
left as placeholder paragraphs that :mod:`tracker.sheet.pdf` replaces with vector SVG.
Pure text: no Qt import here, so the markup can be tested on its own.
"""

from __future__ import annotations

from collections.abc import Sequence

from tracker.sheet.content import Sheet, TeamContent
from tracker.sheet.html import (
    e,
    entry_html,
    kick_rows,
    meta_html,
    miss_rows,
    name_html,
    officials_html,
    result_html,
)
from tracker.sheet.svg import INK, MUTED, RED, YELLOW, ink_on, safe_colour
from tracker.sheet.text import bench_names

PITCH = "@@PITCH@@"
TIMELINE = "@@TIMELINE@@"

_BAND = "#e6eaee"
_CSS = f"""
body {{ color: {INK}; font-size: 9pt; }}
h2 {{ font-size: 10pt; margin-top: 12px; margin-bottom: 4px; }}
h3 {{ font-size: 9.5pt; margin-top: 2px; margin-bottom: 2px; }}
p {{ margin-top: 0; margin-bottom: 2px; }}
.muted {{ color: {MUTED}; }}
td {{ padding: 2px 4px; }}
th {{ padding: 2px 4px; color: {MUTED}; font-size: 7.5pt; font-weight: normal; text-align: left; }}
table.list {{ border-collapse: collapse; }}
table.list td {{ border-bottom: 1px solid #e3e7eb; }}
"""


def sheet_rich_text(sheet: Sheet) -> str:
    """The whole printed sheet; drawings as :data:`PITCH` and :data:`TIMELINE` paragraphs."""
    parts = [
        f"<html><head><style>{_CSS}</style></head><body>",
        _header(sheet),
        _goals(sheet),
        _facts(sheet),
        _key_stats(sheet),
        _lineups(sheet),
        _h2(sheet.t("Starting formations")),
        f'<p align="center">{PITCH}</p>',
        # Before kick-off there is nothing to draw along the minutes, or to count.
        _h2(sheet.t("Timeline")) if sheet.started else "",
        f'<p align="center">{TIMELINE}</p>' if sheet.started else "",
        _cards(sheet),
        _misses(sheet),
        _shootout(sheet),
        _minutes(sheet) if sheet.started else "",
        "</body></html>",
    ]
    return "\n".join(p for p in parts if p)


def _h2(title: str) -> str:
    return f'<h2 style="background-color: {_BAND};">&nbsp;{title}</h2>'


def _swatch(team: TeamContent) -> str:
    """A square of the team's colour; an outlined one where the colour is near white."""
    colour = safe_colour(team.colour, "#888888")
    if ink_on(colour) == INK and _lightness(colour) > 225:
        return f'<span style="color: {INK};">&#x25A1;</span>&nbsp;'
    return f'<span style="color: {colour};">&#x25A0;</span>&nbsp;'


def _lightness(colour: str) -> float:
    value = colour.lstrip("#")
    if len(value) == 3:
        value = "".join(c * 2 for c in value)
    r, g, b = (int(value[i : i + 2], 16) for i in (0, 2, 4))
    return 0.299 * r + 0.587 * g + 0.114 * b


def _header(sheet: Sheet) -> str:
    comp = " – ".join(e(p) for p in (sheet.competition, sheet.stage) if p)
    home, away = sheet.home, sheet.away
    lines = []
    if comp:
        lines.append(f'<p align="center" class="muted" style="font-size: 9pt;">{comp.upper()}</p>')
    lines.append(
        '<table width="100%" cellspacing="8" cellpadding="3"><tr>'
        f'<td width="42%" align="right" valign="middle" '
        f'style="font-size: 17pt; font-weight: bold;">'
        f"{_swatch(home)}{name_html(home.name)}</td>"
        # Never broken ("11 –" over "10"): the box widens to hold the score.
        f'<td width="16%" align="center" valign="middle" bgcolor="{INK}" '
        f'style="color: #ffffff; font-size: 20pt; font-weight: bold; white-space: nowrap;">'
        f"{e(sheet.score_box).replace(' ', '&nbsp;')}</td>"
        f'<td width="42%" align="left" valign="middle" style="font-size: 17pt; font-weight: bold;">'
        f"{name_html(away.name)}&nbsp;{_swatch(away)}</td></tr></table>"
    )
    if not sheet.over:
        lines.append(
            f'<p align="center" style="color: #a35200; font-weight: bold;">{e(sheet.status)}</p>'
        )
    result = result_html(sheet, stress_shootout=True, unbroken=True)
    if result:
        lines.append(f'<p align="center">{result}</p>')
    lines.append(f'<p align="center" class="muted">{meta_html(sheet)}</p>')
    if sheet.officials:
        lines.append(f'<p align="center" class="muted">{officials_html(sheet)}</p>')
    return "\n".join(lines)


def _table(title: str, head: Sequence[str], rows: Sequence[Sequence[str]], widths: str) -> str:
    if not rows:
        return ""
    sizes = widths.split(",")
    # A column head is one word: never broken (the Spanish MARCADOR once read MARCAD/OR);
    # its column widens to hold it, taking the room from the others.
    th = "".join(
        f'<th width="{w}%" style="white-space: nowrap">{h}</th>'
        if w
        else f'<th style="white-space: nowrap">{h}</th>'
        for h, w in zip(head, sizes, strict=True)
    )
    body = "".join("<tr>" + "".join(f"<td>{v}</td>" for v in row) + "</tr>" for row in rows)
    return (
        _h2(title)
        + '<table class="list" width="100%" cellspacing="0" cellpadding="2">'
        + f"<thead><tr>{th}</tr></thead>{body}</table>"
    )


def _goals(sheet: Sheet) -> str:
    rows = []
    for g in sheet.goals:
        assist = f"{sheet.t('assist')} {name_html(g.assist)}" if g.assist else ""
        notes = ", ".join(n for n in (e(g.kind), assist) if n)
        rows.append(
            (
                e(g.minute),
                f"<b>{e(g.shown_scorer)}</b>",
                name_html(g.team),
                notes,
                f"<b>{g.score}</b>",
            )
        )
    head = _heads(sheet, "Min", "Scorer", "Team", "", "Score")
    return _table(sheet.t("Goals"), head, rows, "9,33,20,30,8")


def _heads(sheet: Sheet, *names: str) -> tuple[str, ...]:
    """Column heads in the sheet's language, in capitals as the printed tables set them."""
    return tuple(sheet.t(name).upper() if name else "" for name in names)


def _key_stats(sheet: Sheet) -> str:
    if not sheet.key_stats:
        return ""
    items = "".join(f"<li>{e(stat)}</li>" for stat in sheet.key_stats)
    return _h2(sheet.t("Key stats")) + f'<ul style="margin-top: 2px;">{items}</ul>'


def _facts(sheet: Sheet) -> str:
    if not sheet.facts:
        return ""
    items = "".join(f"<li>{e(fact)}</li>" for fact in sheet.facts)
    return _h2(sheet.t("Key facts")) + f'<ul style="margin-top: 2px;">{items}</ul>'


def _lineups(sheet: Sheet) -> str:
    t = sheet.t
    cells = []
    for team in sheet.teams:
        heading = name_html(team.name) + (f" ({e(team.formation)})" if team.formation else "")
        rows = (
            "".join(
                f"<p>{', '.join(entry_html(entry, t) for entry in row)}</p>" for row in team.rows
            )
            or f'<p class="muted">({t("line-up not entered")})</p>'
        )
        notes = ""
        if team.unused:
            bench = ", ".join(bench_names(team, sheet.t))
            notes += f'<p class="muted">{sheet.bench_label}: {e(bench)}</p>'
        if team.manager:
            notes += f'<p class="muted">{t("Manager")}: {name_html(team.manager)}</p>'
        cells.append(
            f'<td width="50%" valign="top"><h3>{_swatch(team)}{heading}</h3>{rows}{notes}</td>'
        )
    captain = any(entry.captain for team in sheet.teams for row in team.rows for entry in row)
    # Inside the table, so the note lines up with the line-ups above it.
    mark = f'<p class="muted">({t("c")}) {t("captain")}</p>'
    note = f'<tr><td colspan="2">{mark}</td></tr>' if captain else ""
    return (
        _h2(t("Team line-ups"))
        + '<table width="100%" cellspacing="0" cellpadding="3">'
        + f"<tr>{''.join(cells)}</tr>{note}</table>"
    )


def _card_mark(colour: str) -> str:
    fill = YELLOW if colour == "yellow" else RED
    return f'<span style="color: {fill};">&#x25AE;</span> '


def _cards(sheet: Sheet) -> str:
    rows = [
        (e(c.minute), _card_mark(c.colour) + e(c.label), name_html(c.who), name_html(c.team))
        for c in sheet.cards
    ]
    head = _heads(sheet, "Min", "Card", "Player", "Team")
    return _table(sheet.t("Cards"), head, rows, "9,30,36,25")


def _misses(sheet: Sheet) -> str:
    head = _heads(sheet, "Min", "Taker", "Team", "")
    return _table(sheet.t("Penalties missed"), head, miss_rows(sheet), "9,36,30,25")


def _shootout(sheet: Sheet) -> str:
    title = f"{sheet.t('Penalty shootout')} ({e(sheet.shootout)})"
    head = _heads(sheet, "Kick", "Team", "Taker", "", "Score")
    return _table(title, head, kick_rows(sheet), "9,25,36,20,10")


def _minutes(sheet: Sheet) -> str:
    """Both teams side by side in one table whose header row (the team names) is
    repeated at the top of each page the table runs onto."""
    home, away = sheet.teams
    count = max(len(home.players), len(away.players))
    if not count:
        return ""

    def cells(team: TeamContent, index: int) -> str:
        if index >= len(team.players):
            return "<td></td><td></td><td></td>"
        p = team.players[index]
        return (
            f'<td>{name_html(p.name)}</td><td class="muted">{e(p.note_in(sheet.language))}</td>'
            f'<td align="right">{p.minutes}\'</td>'
        )

    gap = '<td width="4%"></td>'
    (minute,) = _heads(sheet, "Min")
    head = (
        f'<th width="24%"><b>{name_html(home.name)}</b></th><th width="14%"></th>'
        f'<th width="10%" align="right">{minute}</th>{gap}'
        f'<th width="24%"><b>{name_html(away.name)}</b></th><th width="14%"></th>'
        f'<th width="10%" align="right">{minute}</th>'
    )
    body = "".join(f"<tr>{cells(home, i)}{gap}{cells(away, i)}</tr>" for i in range(count))
    return (
        _h2(sheet.t("Minutes played"))
        + '<table class="list" width="100%" cellspacing="0" cellpadding="2">'
        + f"<thead><tr>{head}</tr></thead>{body}</table>"
    )
