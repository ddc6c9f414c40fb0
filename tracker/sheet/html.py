"""The match sheet as one self-contained web page: inline CSS and SVG, readable on a phone."""

from __future__ import annotations

from collections.abc import Sequence
from html import escape
from typing import Any

from tracker.core.bidi import isolate
from tracker.core.i18n import Translate
from tracker.core.match.events import Event
from tracker.core.match.model import Match
from tracker.sheet.content import (
    LineupEntry,
    Sheet,
    TeamContent,
    build_sheet,
    key_stats_option,
    language_option,
    minute_style,
)
from tracker.sheet.svg import pitch_svg, safe_colour, timeline_svg
from tracker.sheet.text import bench_names, entry_text

_CSS = """
:root { color-scheme: light; }
* { box-sizing: border-box; }
body { margin: 0; background: #eef1f4; color: #1d2329;
  font: 15px/1.45 "DejaVu Sans", "Segoe UI", Roboto, Helvetica, Arial, sans-serif; }
main { max-width: 960px; margin: 0 auto; padding: 16px; background: #fff; }
header { border-bottom: 3px solid #1d2329; padding-bottom: 10px; margin-bottom: 14px; }
.comp { text-transform: uppercase; letter-spacing: .06em; font-size: 13px; color: #5f6b76; }
.score { display: grid; grid-template-columns: minmax(0, 1fr) auto minmax(0, 1fr);
  align-items: center; gap: 12px; margin: 10px 0 4px; font-size: 28px; font-weight: 700;
  line-height: 1.2; overflow-wrap: break-word; hyphens: auto; }
.score .home { text-align: right; } .score .away { text-align: left; }
.score .n { font-size: 40px; padding: 0 12px; border-radius: 6px; background: #1d2329;
  color: #fff; font-variant-numeric: tabular-nums; white-space: nowrap; }
.swatch { display: inline-block; width: 14px; height: 14px; border: 1px solid #1d2329;
  border-radius: 3px; vertical-align: baseline; margin-right: 6px; }
.sub { text-align: center; color: #39434d; }
.status { text-align: center; font-weight: 700; color: #a35200; }
.meta { text-align: center; color: #5f6b76; font-size: 13px; margin-top: 6px; }
h2 { font-size: 17px; margin: 22px 0 8px; padding-bottom: 3px; border-bottom: 1px solid #c9d0d6; }
h3 { font-size: 15px; margin: 6px 0; }
table { border-collapse: collapse; width: 100%; font-size: 14px; }
th, td { text-align: left; padding: 4px 6px; border-bottom: 1px solid #e3e7eb;
  vertical-align: top; overflow-wrap: break-word; }
th { font-size: 12px; text-transform: uppercase; color: #5f6b76; letter-spacing: .04em; }
td.min, th.min { white-space: nowrap; width: 4.5em; font-variant-numeric: tabular-nums; }
td.num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
.cols { display: flex; flex-wrap: wrap; gap: 8px 28px; }
.cols > section { flex: 1 1 300px; min-width: 0; }
.rows p { margin: 0 0 4px; }
.note { color: #5f6b76; font-size: 13px; margin: 6px 0 0; }
ul.facts { margin: 0; padding-left: 20px; }
figure { margin: 0; overflow-x: auto; }
figure svg { display: block; width: 100%; height: auto; }
figure.pitch svg { min-width: 520px; max-width: 860px; margin: 0 auto; }
figure.timeline svg { min-width: 720px; }
td .note { display: block; margin: 0; }
.card { display: inline-block; width: 10px; height: 14px; border-radius: 2px;
  border: 1px solid #1d2329; vertical-align: -2px; margin-right: 6px; }
.yellow { background: #f2c200; } .red { background: #d0202a; }
footer { margin-top: 24px; color: #8a949d; font-size: 12px; text-align: center; }
@media (max-width: 560px) {
  main { padding: 10px; } .score { font-size: 22px; } .score .n { font-size: 30px; }
  .score { gap: 6px; } .score .n { padding: 0 8px; }
  .score .swatch { display: none; }
  th, td { padding: 3px 4px; }
}
@media (max-width: 400px) {
  .score { font-size: 18px; } .score .n { font-size: 26px; }
}
@media print {
  body { background: #fff; } main { max-width: none; padding: 0; }
  figure, tr, .cols > section { break-inside: avoid; } h2 { break-after: avoid; }
}
"""


#: The sheet's style sheet, shared with the sheet of a result (:mod:`tracker.sheet.resultsheet`).
SHEET_CSS = _CSS


def render_html(match: Match, events: Sequence[Event], options: dict[str, Any]) -> bytes:
    """The web page, UTF-8 encoded; options ``minutes=football|plain``, ``lang=en|de|es``."""
    sheet = build_sheet(
        match,
        events,
        plain=minute_style(options),
        key_stats=key_stats_option(options),
        language=language_option(options),
    )
    return sheet_html(sheet).encode("utf-8")


def e(text: object) -> str:
    """User text made safe for HTML, quotes included."""
    return escape(str(text), quote=True)


def name_html(name: str) -> str:
    """A team's or a person's name made safe for HTML and, if written right to left,
    isolated (:func:`tracker.core.bidi.isolate`): the marks work in the browser and in
    Qt's rich text for the PDF alike, so a score or minute beside the name keeps its order."""
    return e(isolate(name))


def entry_html(entry: LineupEntry, t: Translate = str) -> str:
    """A line-up entry that wraps between players, not inside a substitution (unless huge)."""
    text = e(entry_text(entry, t))
    return text.replace(" ", "&nbsp;") if len(text) <= 60 else text


def sheet_html(sheet: Sheet) -> str:
    """The whole page."""
    t = sheet.t
    body = [
        _header(sheet),
        _goals(sheet),
        _facts(sheet),
        _key_stats(sheet),
        _lineups(sheet),
        f'<h2>{t("Starting formations")}</h2><figure class="pitch">{pitch_svg(sheet)}</figure>',
        # Before kick-off there is nothing to draw along the minutes, or to count.
        f'<h2>{t("Timeline")}</h2><figure class="timeline">{timeline_svg(sheet)}</figure>'
        if sheet.started
        else "",
        _cards(sheet),
        _misses(sheet),
        _shootout(sheet),
        _minutes(sheet) if sheet.started else "",
    ]
    return (
        f'<!DOCTYPE html>\n<html lang="{sheet.language}">\n<head>\n<meta charset="utf-8">\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"<title>{e(sheet.result)}</title>\n<style>{_CSS}</style>\n</head>\n<body>\n<main>\n"
        + "\n".join(part for part in body if part)
        + f"\n<footer>{t('Match sheet produced by Match Tracker')}</footer>\n"
        + "</main>\n</body>\n</html>\n"
    )


def _header(sheet: Sheet) -> str:
    comp = " – ".join(e(p) for p in (sheet.competition, sheet.stage) if p)
    home, away = sheet.home, sheet.away
    lines = [
        "<header>",
        f'<div class="comp">{comp}</div>' if comp else "",
        '<div class="score">'
        f'<span class="home">{_swatch(home)}{name_html(home.name)}</span>'
        f'<span class="n">{e(sheet.score_box).replace(" ", "&nbsp;")}</span>'
        f'<span class="away">{_swatch(away)}{name_html(away.name)}</span></div>',
    ]
    if not sheet.over:
        lines.append(f'<div class="status">{e(sheet.status)}</div>')
    result = result_html(sheet)
    if result:
        lines.append(f'<div class="sub">{result}</div>')
    lines.append(f'<div class="meta">{meta_html(sheet)}</div>')
    if sheet.officials:
        lines.append(f'<div class="meta">{officials_html(sheet)}</div>')
    lines.append("</header>")
    return "\n".join(line for line in lines if line)


def _swatch(team: TeamContent) -> str:
    colour = safe_colour(team.colour, "#888888")
    return f'<span class="swatch" style="background:{colour}"></span>'


def _table(
    title: str, head: Sequence[str], rows: Sequence[Sequence[str]], classes: str = ""
) -> str:
    if not rows:
        return ""
    cls = [f' class="{c}"' if c else "" for c in classes.split(",")] if classes else []
    cls += [""] * (len(head) - len(cls))
    th = "".join(f"<th{c}>{h}</th>" for h, c in zip(head, cls, strict=True))
    body = "".join(
        "<tr>" + "".join(f"<td{c}>{v}</td>" for v, c in zip(row, cls, strict=True)) + "</tr>"
        for row in rows
    )
    return f"<h2>{title}</h2><table><thead><tr>{th}</tr></thead><tbody>{body}</tbody></table>"


def _goals(sheet: Sheet) -> str:
    rows = []
    for g in sheet.goals:
        assist = f"{sheet.t('assist')} {name_html(g.assist)}" if g.assist else ""
        notes = ", ".join(n for n in (e(g.kind), assist) if n)
        scorer = f"<strong>{e(g.shown_scorer)}</strong>"
        if notes:
            scorer += f'<span class="note">{notes}</span>'
        rows.append((e(g.minute), scorer, name_html(g.team), e(g.score)))
    t = sheet.t
    return _table(t("Goals"), (t("Min"), t("Scorer"), t("Team"), t("Score")), rows, "min,,,num")


def _key_stats(sheet: Sheet) -> str:
    if not sheet.key_stats:
        return ""
    items = "".join(f"<li>{e(stat)}</li>" for stat in sheet.key_stats)
    return f'<h2>{sheet.t("Key stats")}</h2><ul class="facts">{items}</ul>'


def _facts(sheet: Sheet) -> str:
    if not sheet.facts:
        return ""
    items = "".join(f"<li>{e(fact)}</li>" for fact in sheet.facts)
    return f'<h2>{sheet.t("Key facts")}</h2><ul class="facts">{items}</ul>'


def _lineups(sheet: Sheet) -> str:
    t = sheet.t
    parts = [f'<h2>{t("Team line-ups")}</h2><div class="cols">']
    for team in sheet.teams:
        heading = name_html(team.name) + (f" ({e(team.formation)})" if team.formation else "")
        rows = (
            "".join(
                f"<p>{', '.join(entry_html(entry, t) for entry in row)}</p>" for row in team.rows
            )
            or f'<p class="note">({t("line-up not entered")})</p>'
        )
        parts.append(f'<section><h3>{_swatch(team)}{heading}</h3><div class="rows">{rows}</div>')
        if team.unused:
            bench = ", ".join(bench_names(team, sheet.t))
            parts.append(f'<p class="note">{sheet.bench_label}: {e(bench)}</p>')
        if team.manager:
            parts.append(f'<p class="note">{t("Manager")}: {name_html(team.manager)}</p>')
        parts.append("</section>")
    parts.append("</div>")
    if any(entry.captain for team in sheet.teams for row in team.rows for entry in row):
        parts.append(f'<p class="note">({t("c")}) {t("captain")}</p>')
    return "".join(parts)


def _cards(sheet: Sheet) -> str:
    rows = [
        (
            e(c.minute),
            f'<span class="card {c.colour}"></span>{e(c.label)}',
            name_html(c.who),
            name_html(c.team),
        )
        for c in sheet.cards
    ]
    t = sheet.t
    return _table(t("Cards"), (t("Min"), t("Card"), t("Player"), t("Team")), rows, "min")


def result_html(sheet: Sheet, *, stress_shootout: bool = False, unbroken: bool = False) -> str:
    """Half-time score, the score with extra time and shootout, the shootout's winner.

    ``unbroken``: the score line is set as one piece (no-break spaces), so a line that
    has to wrap does so between the parts, never inside "3-3 aet (4-2 pens)".
    """
    result = []
    if sheet.half_time:
        result.append(f"{sheet.t('Half-time')} {e(sheet.half_time)}")
    if sheet.score_line and sheet.score_line != sheet.score:  # "3-3 aet (4-2 pens)"
        line = e(sheet.score_line)
        result.append(line.replace(" ", "&nbsp;") if unbroken else line)
    if sheet.shootout_winner:
        shootout = sheet.t("{team} win on penalties").format(team=name_html(sheet.shootout_winner))
        result.append(f"<b>{shootout}</b>" if stress_shootout else shootout)
    return " · ".join(result)


def meta_html(sheet: Sheet) -> str:
    """Date, kick-off, venue and attendance, escaped, joined by dots."""
    meta = [
        sheet.date,
        f"{sheet.t('Kick-off')} {sheet.kickoff}" if sheet.kickoff else "",
        isolate(sheet.venue),
        f"{sheet.t('Attendance')} {sheet.attendance}" if sheet.attendance else "",
    ]
    return " · ".join(e(m) for m in meta if m)


def officials_html(sheet: Sheet) -> str:
    """The officials as ``Role: name``, escaped, joined by dots."""
    return " · ".join(f"{e(role)}: {name_html(name)}" for role, name in sheet.officials)


def miss_rows(sheet: Sheet) -> list[tuple[str, ...]]:
    """Escaped cells of the missed penalties: minute, taker, team, saved or missed."""
    return [
        (
            e(m.minute),
            name_html(m.player),
            name_html(m.team),
            sheet.t("saved" if m.saved else "missed"),
        )
        for m in sheet.misses
    ]


def kick_rows(sheet: Sheet) -> list[tuple[str, ...]]:
    """Escaped cells of the shootout: kick number, team, taker, result, running score."""
    return [
        (
            str(k.number),
            name_html(k.team),
            name_html(k.player),
            sheet.t("scored" if k.scored else "missed"),
            e(k.tally),
        )
        for k in sheet.kicks
    ]


def _misses(sheet: Sheet) -> str:
    t = sheet.t
    head = (t("Min"), t("Taker"), t("Team"), "")
    return _table(t("Penalties missed"), head, miss_rows(sheet), "min")


def _shootout(sheet: Sheet) -> str:
    t = sheet.t
    title = f"{t('Penalty shootout')} ({e(sheet.shootout)})"
    head = (t("Kick"), t("Team"), t("Taker"), "", t("Score"))
    return _table(title, head, kick_rows(sheet), "min,,,,num")


def _minutes(sheet: Sheet) -> str:
    t = sheet.t
    parts = [f'<h2>{t("Minutes played")}</h2><div class="cols">']
    for team in sheet.teams:
        rows = "".join(
            f"<tr><td>{name_html(p.name)}</td><td>{e(p.note_in(sheet.language))}</td>"
            f'<td class="num">{p.minutes}\'</td></tr>'
            for p in team.players
        )
        parts.append(
            f"<section><h3>{name_html(team.name)}</h3><table><thead><tr><th>{t('Player')}</th><th></th>"
            f'<th class="num">{t("Min")}</th></tr></thead><tbody>{rows}</tbody></table></section>'
        )
    parts.append("</div>")
    return "".join(parts)
