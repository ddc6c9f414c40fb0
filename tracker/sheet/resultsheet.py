"""The sheet of an imported result or fixture: score, scorers and key stats, no line-ups.

A results-only match (``import --format openfootball``) has no event log and no
line-ups, so the full match sheet (formations, timeline, minutes played) cannot be
drawn. What it has is printed in every sheet format: text, HTML, PDF and CSV (a
folder with ``goals.csv`` and ``key-stats.csv``). Qt is loaded for the PDF only.
"""

from __future__ import annotations

from html import escape

from tracker.core.bidi import isolate, left_to_right
from tracker.sheet.html import SHEET_CSS, name_html
from tracker.sheet.resultcontent import ResultGoal, ResultSheet

#: The formats a result's sheet is written in.
RESULT_FORMATS = ("txt", "html", "pdf", "csv")


def render_result(sheet: ResultSheet, fmt: str, *, paper: str = "a4") -> bytes | dict[str, bytes]:
    """The sheet in ``fmt`` (one of :data:`RESULT_FORMATS`); CSV is a folder's files.

    ``paper`` (``a4`` or ``letter``) sizes the PDF; a ValueError names a wrong one.
    """
    if fmt == "txt":
        return result_text(sheet).encode("utf-8")
    if fmt == "html":
        return result_html(sheet).encode("utf-8")
    if fmt == "csv":
        return result_csv(sheet)
    if fmt == "pdf":
        return result_pdf(sheet, paper)
    raise ValueError(f"a result's sheet is written as {', '.join(RESULT_FORMATS)}, not {fmt}")


def result_text(sheet: ResultSheet) -> str:
    lines = [sheet.heading, isolate(sheet.competition), *map(isolate, sheet.details), sheet.kind]
    if sheet.half_time:
        lines.append(f"{sheet.t('Half-time')} {sheet.half_time}")
    if sheet.goals:
        lines += ["", sheet.t("Goals")]
        for goal in sheet.goals:
            note = f" ({goal.note})" if goal.note else ""
            lines.append(f"{goal.minute:>8}  {isolate(goal.team)}: {isolate(goal.scorer)}{note}")
    if sheet.key_stats:
        lines += ["", sheet.t("Key stats"), *(f"- {stat}" for stat in sheet.key_stats)]
    # A line with an Arabic or Hebrew name is marked to read left to right, as on the
    # logged match's sheet (:func:`tracker.core.bidi.left_to_right`).
    return "\n".join(left_to_right(line) for line in lines if line is not None) + "\n"


def _e(text: object) -> str:
    return escape(str(text), quote=True)


def _ltr(text: str) -> str:
    """Text (names already isolated, HTML made safe) led by a left-to-right mark if it
    holds an Arabic or Hebrew name: Qt's rich text takes a paragraph's direction from the
    first letter, inside an isolate too, and would lay the line out right to left."""
    return left_to_right(text)


def result_body(sheet: ResultSheet) -> str:
    """The page's content, in the HTML subset Qt's rich text also draws (for the PDF)."""
    t = sheet.t
    parts = [
        f'<p class="comp">{_ltr(name_html(sheet.competition))}</p>',
        f"<h1>{_ltr(_e(sheet.heading))}</h1>",
        f'<p class="meta">{_ltr(" · ".join(map(name_html, sheet.details)))}</p>'
        if sheet.details
        else "",
        f'<p class="status">{_e(sheet.kind)}</p>',
        f'<p class="meta">{t("Half-time")} {_e(sheet.half_time)}</p>' if sheet.half_time else "",
    ]
    if sheet.goals:
        rows = "".join(
            f'<tr><td class="min">{_e(g.minute)}</td><td>{_ltr(name_html(g.team))}</td>'
            f"<td>{_ltr(name_html(g.scorer))}{_e(f' ({g.note})') if g.note else ''}</td></tr>"
            for g in sheet.goals
        )
        parts.append(
            f'<h2>{t("Goals")}</h2><table><tr><th class="min">{t("Min")}</th><th>{t("Team")}</th>'
            f"<th>{t('Scorer')}</th></tr>{rows}</table>"
        )
    if sheet.key_stats:
        items = "".join(f"<li>{_e(stat)}</li>" for stat in sheet.key_stats)
        parts.append(f'<h2>{t("Key stats")}</h2><ul class="facts">{items}</ul>')
    return "\n".join(part for part in parts if part)


def result_html(sheet: ResultSheet) -> str:
    """A web page of its own, in the match sheet's style."""
    return (
        f'<!DOCTYPE html>\n<html lang="{sheet.language}">\n<head>\n<meta charset="utf-8">\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"<title>{_e(sheet.heading)}</title>\n<style>{SHEET_CSS}\nh1 {{ font-size: 26px; "
        "margin: 6px 0; text-align: center; }\n.comp { text-align: center; }</style>\n"
        f"</head>\n<body>\n<main>\n{result_body(sheet)}\n"
        f"<footer>{sheet.t('Match sheet produced by Match Tracker')}</footer>\n"
        "</main>\n</body>\n</html>\n"
    )


#: The columns of a result's ``result.csv``: the one row saying the match and its result.
RESULT_COLUMNS = ("competition", "home", "away", "score", "half-time", "details", "record")


def result_csv(sheet: ResultSheet) -> dict[str, bytes]:
    """``result.csv`` (the match and its score), ``goals.csv`` (minute, team, scorer,
    note) and ``key-stats.csv``, Excel-friendly: the header rows in the sheet's language,
    ``;`` between cells in German and Spanish, as the logged sheet's CSV."""
    from tracker.sheet.tables import csv_separator, encode_csv

    sep, t = csv_separator(sheet.language), sheet.t
    said = {
        "competition": sheet.competition,
        "home": sheet.home,
        "away": sheet.away,
        "score": sheet.score,
        "half-time": sheet.half_time,
        "details": " · ".join(sheet.details),
        "record": sheet.kind,
    }
    goals = [
        {"minute": g.minute, "team": g.team, "scorer": g.scorer, "note": g.note}
        for g in sheet.goals
    ]
    stats = [{"key stat": stat} for stat in sheet.key_stats]
    return {
        "result.csv": encode_csv(RESULT_COLUMNS, [said], t, sep),
        "goals.csv": encode_csv(("minute", "team", "scorer", "note"), goals, t, sep),
        "key-stats.csv": encode_csv(("key stat",), stats, t, sep),
    }


def result_pdf(sheet: ResultSheet, paper: str = "a4") -> bytes:
    """The sheet as a PDF page (or more, for a long list of key stats)."""
    from PySide6.QtCore import QBuffer, QIODevice
    from PySide6.QtGui import QFont, QPdfWriter, QTextDocument

    from tracker.sheet.pdf import (
        ensure_app,
        load_fonts,
        page_layout,
        warn_unprintable,
    )

    ensure_app()
    family = load_fonts()
    layout = page_layout(paper)
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buffer)
    writer.setResolution(300)
    writer.setPageLayout(layout)
    writer.setTitle(sheet.heading)
    writer.setCreator("Match Tracker")
    doc = QTextDocument()
    font = QFont(family)
    font.setPointSizeF(10)
    font.setFeature(QFont.Tag("liga"), 0)  # text searched in the PDF must read "off"
    doc.setDefaultFont(font)
    doc.setDefaultStyleSheet(
        "h1 { font-size: 20pt; } h2 { font-size: 13pt; } .comp, .meta { color: #5f6b76; }"
        ".status { color: #a35200; font-weight: bold; } th { text-align: left; }"
        "td, th { padding: 2px 8px 2px 0; }"
    )
    doc.setHtml(result_body(sheet))
    names = [sheet.home, sheet.away, sheet.competition, *sheet.details]
    warn_unprintable(doc, names + [goal.scorer for goal in sheet.goals])
    doc.print_(writer)
    del writer  # finishes the file
    buffer.close()
    return bytes(buffer.data().data())


__all__ = [
    "RESULT_FORMATS",
    "ResultGoal",
    "ResultSheet",
    "render_result",
    "result_body",
    "result_text",
]
