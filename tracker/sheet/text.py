"""The match sheet as plain text, in the style of a match report, for pasting into an article."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from tracker.core.bidi import isolate, left_to_right
from tracker.core.i18n import Translate
from tracker.core.match.events import Event
from tracker.core.match.model import Match
from tracker.sheet.content import (
    LineupEntry,
    Replacement,
    Sheet,
    TeamContent,
    build_sheet,
    key_stats_option,
    language_option,
    minute_style,
)


def render_text(match: Match, events: Sequence[Event], options: dict[str, Any]) -> bytes:
    """The text sheet, UTF-8 encoded; options ``minutes=football|plain``, ``lang=en|de|es``."""
    sheet = build_sheet(
        match,
        events,
        plain=minute_style(options),
        key_stats=key_stats_option(options),
        language=language_option(options),
    )
    return sheet_text(sheet).encode("utf-8")


def entry_text(entry: LineupEntry, t: Translate = str) -> str:
    """``Reece James (Dan Burn 82')``: a starter, his substitutes and their minutes;
    ``David Raum (off 40', not replaced)``: his place left empty, after him or a substitute."""
    text = isolate(entry.name) + (f" ({t('c')})" if entry.captain else "")
    if entry.sent_off:
        text += f" ({t('sent off')} {entry.sent_off})"
    place = [replacement_text(r, t) for r in entry.replaced_by]
    if entry.left:
        place.append(t("off {minute}, not replaced").format(minute=entry.left))
    if place:
        text += " (" + ", ".join(place) + ")"
    return text


def replacement_text(replacement: Replacement, t: Translate = str) -> str:
    """``Randal Kolo Muani 60'``, ``Randal Kolo Muani 60', sent off 80'``."""
    text = f"{isolate(replacement.name)} {replacement.minute}"
    if replacement.concussion:
        text += f", {t('concussion substitute')}"
    if replacement.sent_off:
        text += f", {t('sent off')} {replacement.sent_off}"
    return text


def bench_names(team: TeamContent, t: Translate = str) -> list[str]:
    """The unused substitutes, one sent off from the bench with his minute:
    ``Axel Disasi (sent off 70')``."""
    sent = dict(team.bench_sent_off)
    return [
        f"{isolate(name)} ({t('sent off')} {sent[name]})" if name in sent else isolate(name)
        for name in team.unused
    ]


def lineup_lines(team: TeamContent, t: Translate = str) -> list[str]:
    """The goalkeeper, then each line of the formation on its own line."""
    return [", ".join(entry_text(entry, t) for entry in row) for row in team.rows]


def goal_text(scorer: str, kind: str, assist: str, t: Translate = str) -> str:
    """``Lautaro Martínez (header, assist Lionel Messi)``; ``scorer`` as shown
    (:attr:`GoalLine.shown_scorer`, isolated already), the assist's name isolated here."""
    notes = [n for n in (kind, f"{t('assist')} {isolate(assist)}" if assist else "") if n]
    return scorer + (f" ({', '.join(notes)})" if notes else "")


def _header(sheet: Sheet) -> list[str]:
    """The competition, the result, the status, where and when, and the officials."""
    out: list[str] = []
    heading = " – ".join(part for part in (sheet.competition, sheet.stage) if part)
    if heading:
        out.append(heading)
    out.append(sheet.result)
    if not sheet.over:
        out.append(sheet.status)
    details = ", ".join(
        part
        for part in (
            sheet.date,
            f"{sheet.t('kick-off')} {sheet.kickoff}" if sheet.kickoff else "",
            isolate(sheet.venue),
            f"{sheet.t('attendance')} {sheet.attendance}" if sheet.attendance else "",
        )
        if part
    )
    if details:
        out.append(details)
    if sheet.half_time:
        out.append(f"{sheet.t('Half-time')}: {sheet.half_time}")
    for role, name in sheet.officials:
        out.append(f"{role}: {isolate(name)}")
    return out


def sheet_text(sheet: Sheet) -> str:
    """Every section of the sheet as text."""
    t = sheet.t
    out = _header(sheet)
    _section(out, t("Goals"), [_goal_line(sheet, i) for i in range(len(sheet.goals))])
    out += ["", t("Team Line-ups")]
    for team in sheet.teams:
        name = isolate(team.name)
        out.append(f"{name} ({team.formation}):" if team.formation else f"{name}:")
        out += lineup_lines(team, t) or [f"({t('line-up not entered')})"]
        if team.unused:
            out.append(f"{sheet.bench_label}: " + ", ".join(bench_names(team, t)))
        if team.manager:
            out.append(f"{t('Manager')}: {isolate(team.manager)}")
        out.append("")
    out.pop()
    _section(
        out,
        t("Cards"),
        [f"{c.minute} {c.label}: {isolate(c.who)} ({isolate(c.team)})" for c in sheet.cards],
    )
    _section(
        out,
        t("Players off, not replaced"),
        [f"{o.minute} {isolate(o.player)} ({isolate(o.team)})" for o in sheet.leaves],
    )
    _section(
        out,
        t("Formation changes"),
        [f"{f.minute} {isolate(f.team)}: {f.formation}" for f in sheet.formations],
    )
    _section(
        out,
        t("Penalties missed"),
        [
            f"{m.minute} {isolate(m.player)} ({isolate(m.team)}), {t('saved' if m.saved else 'missed')}"
            for m in sheet.misses
        ],
    )
    _section(
        out,
        f"{t('Penalty shootout')} ({sheet.shootout})",
        [
            f"{k.number}. {isolate(k.team)}: {isolate(k.player)} "
            f"{t('scored' if k.scored else 'missed')} ({k.tally})"
            for k in sheet.kicks
        ],
    )
    _section(out, t("Key facts"), [f"- {fact}" for fact in sheet.facts])
    _section(out, t("Key stats"), [f"- {stat}" for stat in sheet.key_stats])
    if sheet.started:
        _minutes(out, sheet)
    # A line with an Arabic or Hebrew name is marked to read left to right: a viewer that
    # looks inside the name's isolate for the line's direction would turn it round.
    return "\n".join(left_to_right(line) for line in out) + "\n"


def _minutes(out: list[str], sheet: Sheet) -> None:
    """Minutes played by every player who took part, team by team."""
    out += ["", sheet.t("Minutes played")]
    for team in sheet.teams:
        out.append(f"{isolate(team.name)}:")
        width = max((len(p.name) for p in team.players), default=0)
        for p in team.players:
            note = p.note_in(sheet.language)
            # Padded by the plain name's length: the isolate's marks take no room.
            name = isolate(p.name) + " " * (width - len(p.name))
            out.append(f"  {name}  {p.minutes:>3}'  {note}".rstrip())


def _goal_line(sheet: Sheet, index: int) -> str:
    g = sheet.goals[index]
    scored = goal_text(g.shown_scorer, g.kind, g.assist, sheet.t)
    return f"{g.minute} {isolate(g.team)} {g.score}: {scored}"


def _section(out: list[str], title: str, lines: list[str]) -> None:
    if lines:
        out += ["", title, *lines]
