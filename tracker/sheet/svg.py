"""The sheet's two drawings as SVG: both starting formations on a pitch, and the timeline.

Plain SVG 1.1 with presentation attributes only (no CSS, no ``dominant-baseline``) so
that Qt's SVG Tiny renderer draws them in the PDF exactly as a browser does in HTML.
"""

from __future__ import annotations

import html
from dataclasses import dataclass

from tracker.core.bidi import isolate, left_to_right
from tracker.core.i18n import Translate
from tracker.core.match.model import Side
from tracker.sheet.content import GoalLine, LineupEntry, Sheet, TeamContent

FONT = "DejaVu Sans, Verdana, Arial, sans-serif"
INK = "#1d2329"
MUTED = "#5f6b76"
GRASS, GRASS_DARK, CHALK = "#3f8f4f", "#398548", "#eef5ee"
YELLOW, RED, GREEN = "#f2c200", "#d0202a", "#1e8e3e"

_IN_ATTRIBUTE = str.maketrans({"\n": "&#10;", "\r": "&#13;", "\t": "&#9;"})


def escape(text: str) -> str:
    """``text`` as XML character data (what ``xml.sax.saxutils.escape`` writes: ``xml.sax``
    would bring ``urllib.request`` and ``http.client`` into every process that draws)."""
    return html.escape(text, quote=False)


def quoteattr(text: str) -> str:
    """``text`` as a quoted XML attribute value (what ``xml.sax.saxutils.quoteattr`` writes)."""
    text = escape(text).translate(_IN_ATTRIBUTE)
    if '"' not in text:
        return f'"{text}"'
    if "'" not in text:
        return f"'{text}'"
    return '"{}"'.format(text.replace('"', "&quot;"))


# Pitch drawing: 105 m x 68 m at 10 units a metre, with a margin for the team headings.
_W, _H, _TOP = 1050, 680, 56


def _text(x: float, y: float, text: str, size: float, **attrs: str) -> str:
    extra = "".join(f" {k.replace('_', '-')}={quoteattr(v)}" for k, v in attrs.items())
    return (
        f'<text x="{x:.1f}" y="{y:.1f}" font-family={quoteattr(FONT)} '
        f'font-size="{size}"{extra}>{escape(ltr(text))}</text>'
    )


def ltr(text: str) -> str:
    """``text`` laid out left to right even when its first letter is Arabic or Hebrew.

    Qt takes a line's direction from its first strong letter, so "20' محمد" would be
    drawn as "محمد '20"; browsers follow the page's direction. The mark makes both agree.
    The names in a label are isolated as well (:func:`tracker.core.bidi.isolate`), so
    the numbers after them are not drawn in the name's direction.
    """
    return left_to_right(text)


def ink_on(colour: str) -> str:
    """Text colour on ``colour`` (``#rrggbb`` or ``#rgb``): dark ink, or white on dark."""
    value = colour.lstrip("#")
    if len(value) == 3:
        value = "".join(c * 2 for c in value)
    try:
        r, g, b = (int(value[i : i + 2], 16) for i in (0, 2, 4))
    except ValueError:
        return INK
    return INK if 0.299 * r + 0.587 * g + 0.114 * b > 150 else "#ffffff"


def safe_colour(colour: str, fallback: str) -> str:
    """``colour`` if it is a ``#rgb`` or ``#rrggbb`` colour, else ``fallback``."""
    value = colour.strip()
    ok = value.startswith("#") and len(value) in (4, 7)
    return value if ok and all(c in "0123456789abcdefABCDEF" for c in value[1:]) else fallback


def pitch_svg(sheet: Sheet) -> str:
    """Both starting line-ups on one pitch: home attacking left to right."""
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {_W} {_H + _TOP}" '
        f'width="{_W}" height="{_H + _TOP}" role="img" '
        f"aria-label={quoteattr(sheet.t('Starting line-ups') + ': ' + sheet.title)}>",
        f'<rect x="0" y="0" width="{_W}" height="{_H + _TOP}" fill="#ffffff"/>',
        f'<g transform="translate(0,{_TOP})">',
        *_pitch_markings(),
    ]
    for team in sheet.teams:
        parts += _team_marks(team, sheet.t)
    parts.append("</g>")
    for team in sheet.teams:
        # Isolated, or "4-4-2" after an Arabic name would be drawn "2-4-4".
        heading = isolate(_fit(team.name, 25 - len(team.formation))) + f" {team.formation}"
        if team.side is Side.HOME:
            parts.append(_text(4, 36, heading, 30, font_weight="bold", fill=INK))
        else:
            parts.append(
                _text(_W - 4, 36, heading, 30, font_weight="bold", fill=INK, text_anchor="end")
            )
    parts.append("</svg>")
    return "\n".join(parts)


def _fit(text: str, chars: int) -> str:
    """``text`` cut to about ``chars`` characters with an ellipsis, so headings never meet."""
    chars = max(4, chars)
    return text if len(text) <= chars else text[: chars - 1].rstrip() + "…"


def _pitch_markings() -> list[str]:
    line = f'fill="none" stroke="{CHALK}" stroke-width="3"'
    stripes = [
        f'<rect x="{x}" y="0" width="75" height="{_H}" fill="{GRASS_DARK}"/>'
        for x in range(0, _W, 150)
    ]
    return [
        f'<rect x="0" y="0" width="{_W}" height="{_H}" fill="{GRASS}"/>',
        *stripes,
        f'<rect x="2" y="2" width="{_W - 4}" height="{_H - 4}" {line}/>',
        f'<line x1="{_W / 2}" y1="2" x2="{_W / 2}" y2="{_H - 2}" {line}/>',
        f'<circle cx="{_W / 2}" cy="{_H / 2}" r="91.5" {line}/>',
        f'<circle cx="{_W / 2}" cy="{_H / 2}" r="4" fill="{CHALK}"/>',
        f'<rect x="2" y="{_H / 2 - 201.6}" width="165" height="403.2" {line}/>',
        f'<rect x="{_W - 167}" y="{_H / 2 - 201.6}" width="165" height="403.2" {line}/>',
        f'<rect x="2" y="{_H / 2 - 91.6}" width="55" height="183.2" {line}/>',
        f'<rect x="{_W - 57}" y="{_H / 2 - 91.6}" width="55" height="183.2" {line}/>',
    ]


def _team_marks(team: TeamContent, t: Translate = str) -> list[str]:
    """Each starter as a disc in his row; the right-sided player on his right hand."""
    home = team.side is Side.HOME
    rows = team.rows
    parts: list[str] = []
    lines = max(1, len(rows) - 1)
    # A defender level with the keeper (an odd back line) would meet his name below the
    # disc: the keeper's name then goes above it.
    keeper_name_above = len(rows) > 1 and len(rows[1]) % 2 == 1
    names = _NameBoxes()
    for r, row in enumerate(rows):
        if r == 0:
            depth = 78.0
        elif lines == 1:
            depth = 300.0
        else:
            # The back line stands clear of the keeper's name (about 130 units wide);
            # the front line as far from the halfway line (at 525) as a long name is
            # wide, so two forwards facing each other keep their names apart.
            depth = 168.0 + (r - 1) * 282.0 / (lines - 1)
        x = depth if home else _W - depth
        count = len(row)
        for i, entry in enumerate(row):
            # Facing right (home), a player's right hand is the bottom of the drawing.
            slot = (count - i) if home else (i + 1)
            y = _H * slot / (count + 1)
            # A name that would run into one placed before goes above its disc (Kane,
            # level with Bellingham behind him), where that is clear.
            above = (r == 0 and keeper_name_above) or (
                not names.free(x, y + _BELOW, entry.short)
                and names.free(x, y - _ABOVE, entry.short)
            )
            names.take(x, y - _ABOVE if above else y + _BELOW, entry.short)
            parts += _player_mark(team, entry, x, y, keeper=r == 0, name_above=above, t=t)
    return parts


#: Where a player's name sits: its baseline below the disc's centre, or above it.
_BELOW, _ABOVE = 44.0, 30.0
_NAME_SIZE = 19
#: The room kept between two names on one line ("Kane" and "Bellingham" read as one).
_NAME_GAP = 28.0


class _NameBoxes:
    """The names placed on the pitch so far, to keep the next one clear of them."""

    def __init__(self) -> None:
        self._boxes: list[tuple[float, float, float]] = []

    @staticmethod
    def _half(text: str) -> float:
        # About the half-width of bold DejaVu Sans at the names' size.
        return len(text) * _NAME_SIZE * 0.34

    def free(self, x: float, y: float, text: str) -> bool:
        """Whether ``text`` centred at ``(x, y)`` stays clear of the names placed."""
        half = self._half(text)
        return all(
            abs(y - by) >= _NAME_SIZE * 1.2 or abs(x - bx) >= half + bhalf + _NAME_GAP
            for bx, by, bhalf in self._boxes
        )

    def take(self, x: float, y: float, text: str) -> None:
        """Note ``text`` placed centred at ``(x, y)``."""
        self._boxes.append((x, y, self._half(text)))


def _player_mark(
    team: TeamContent,
    entry: LineupEntry,
    x: float,
    y: float,
    keeper: bool,
    name_above: bool = False,
    t: Translate = str,
) -> list[str]:
    fill = safe_colour(team.keeper_colour if keeper else team.colour, "#888888")
    parts = [
        f'<circle cx="{x:.1f}" cy="{y:.1f}" r="21" fill="{fill}" '
        f'stroke="{INK}" stroke-width="2.5"/>'
    ]
    if entry.number is not None:
        parts.append(
            _text(
                x,
                y + 7.5,
                str(entry.number),
                21,
                font_weight="bold",
                fill=ink_on(fill),
                text_anchor="middle",
            )
        )
    if entry.captain:
        parts.append(f'<circle cx="{x + 18:.1f}" cy="{y - 17:.1f}" r="10" fill="{INK}"/>')
        parts.append(
            _text(
                x + 18, y - 12.5, "C", 13, font_weight="bold", fill="#ffffff", text_anchor="middle"
            )
        )
    name_y = y - _ABOVE if name_above else y + _BELOW
    parts.append(
        _text(
            _within_pitch(x, _NameBoxes._half(entry.short)),
            name_y,
            entry.short,
            _NAME_SIZE,
            font_weight="bold",
            fill="#ffffff",
            text_anchor="middle",
        )
    )
    notes = []
    if entry.replaced_by:
        notes.append(f"{t('off')} {entry.replaced_by[0][1]}")
    elif entry.left:  # he left and nobody came on for him
        notes.append(f"{t('off')} {entry.left}")
    if entry.sent_off:
        notes.append(f"{t('sent off')} {entry.sent_off}")
    if notes:
        said = ", ".join(notes)
        at = _within_pitch(x, len(said) * 15 * 0.3)
        parts.append(_text(at, y + 64, said, 15, fill="#e4efe4", text_anchor="middle"))
    return parts


#: The room kept between a name and the drawing's edge.
_EDGE = 6.0


def _within_pitch(x: float, half: float) -> float:
    """Where a text ``2 * half`` wide is centred so that it stays on the drawing: a
    goalkeeper's name by the goal line ("Mamardashvili") was cut at the edge."""
    return min(max(x, _EDGE + half), _W - _EDGE - half)


@dataclass(frozen=True)
class _Mark:
    at: float
    side: Side
    kind: str
    label: str


def _kind(kind: str, sheet: Sheet) -> str:
    return f" ({kind})" if kind and kind in (sheet.t("pen."), sheet.t("o.g.")) else ""


def _scorer(goal: GoalLine, sheet: Sheet) -> str:
    """The scorer's short name, isolated; a scorer not known as his team's name isolated
    and "(scorer unknown)" after it (:attr:`GoalLine.shown_scorer`)."""
    return isolate(sheet.short(goal.scorer)) if goal.scorer_known else goal.shown_scorer


def _marks(sheet: Sheet) -> list[_Mark]:
    def short(name: str) -> str:
        # Isolated, so the minute and score beside a right-to-left name keep their order.
        return isolate(sheet.short(name))

    marks = [
        _Mark(
            g.at, g.side, "goal", f"{g.minute} {_scorer(g, sheet)}{_kind(g.kind, sheet)} {g.score}"
        )
        for g in sheet.goals
    ]
    marks += [_Mark(c.at, c.side, c.colour, f"{c.minute} {short(c.who)}") for c in sheet.cards]
    marks += [
        _Mark(s.at, s.side, "sub", f"{s.minute} {short(s.on)} {sheet.t('for')} {short(s.off)}")
        for s in sheet.subs
    ]
    marks += [
        _Mark(m.at, m.side, "miss", f"{m.minute} {short(m.player)} ({sheet.t('pen. missed')})")
        for m in sheet.misses
    ]
    marks += [
        _Mark(o.at, o.side, "off", f"{o.minute} {short(o.player)} ({sheet.t('not replaced')})")
        for o in sheet.leaves
    ]
    marks += [
        _Mark(f.at, f.side, "formation", f"{f.minute} {f.formation}") for f in sheet.formations
    ]
    return sorted(marks, key=lambda m: m.at)


# Timeline drawing: a minute axis with each team's events stacked on its own side.
_TL_W, _TL_LEFT, _TL_RIGHT, _LANE = 1000, 118, 16, 24
_CHAR = 7.4  # average advance of a 13-unit DejaVu Sans character


def _lanes(marks: list[_Mark], scale: float) -> list[tuple[_Mark, int, bool]]:
    """Put each mark in the first lane where its label does not run into another."""
    ends: list[float] = []
    placed = []
    for mark in marks:
        x = _TL_LEFT + mark.at * scale
        width = 22 + len(mark.label) * _CHAR
        flip = x + width > _TL_W - _TL_RIGHT
        start, end = (x - width, x + 10) if flip else (x - 10, x + width)
        placed.append((mark, _first_free(ends, start, end), flip))
    return placed


def _first_free(ends: list[float], start: float, end: float) -> int:
    """The first row (lane) whose last label ends before ``start``, a new one if none
    does; the label from ``start`` to ``end`` is now that row's last."""
    row = next((i for i, e in enumerate(ends) if e < start), len(ends))
    if row == len(ends):
        ends.append(end)
    else:
        ends[row] = end
    return row


def timeline_svg(sheet: Sheet) -> str:
    """The match along its minutes: goals, cards, substitutions, home above, away below."""
    duration = max(sheet.duration, 1.0)
    scale = (_TL_W - _TL_LEFT - _TL_RIGHT) / duration
    marks = _marks(sheet)
    home = _lanes([m for m in marks if m.side is Side.HOME], scale)
    away = _lanes([m for m in marks if m.side is Side.AWAY], scale)
    up = 1 + max((lane for _, lane, _ in home), default=0)
    down = 1 + max((lane for _, lane, _ in away), default=0)
    axis = 14 + up * _LANE + 8
    bottom = axis + 12 + down * _LANE
    whistles = _whistle_labels(sheet, scale)
    legend = _legend_places({m.kind for m in marks}, sheet.t)
    height = bottom + 68 + _WHISTLE_ROW * max((row for _x, row, _l in whistles), default=0)
    height += _LEGEND_ROW * max((row for _k, _l, _x, row in legend), default=0)
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {_TL_W} {height}" '
        f'width="{_TL_W}" height="{height}" role="img" '
        f"aria-label={quoteattr(sheet.t('Timeline') + ': ' + sheet.title)}>",
        f'<rect x="0" y="0" width="{_TL_W}" height="{height}" fill="#ffffff"/>',
        _text(0, axis - 10, sheet.home.short_name, 14, font_weight="bold", fill=INK),
        _text(0, axis + 22, sheet.away.short_name, 14, font_weight="bold", fill=INK),
    ]
    parts += _axis(sheet, axis, scale, bottom, whistles)
    placed = [(m, lane, flip, -1) for m, lane, flip in home]
    placed += [(m, lane, flip, 1) for m, lane, flip in away]
    # Stems first, so that every label and icon is drawn over them.
    for mark, lane, _flip, sign in placed:
        x, y = _TL_LEFT + mark.at * scale, _lane_y(axis, lane, sign)
        parts.append(
            f'<line x1="{x:.1f}" y1="{axis}" x2="{x:.1f}" y2="{y:.1f}" '
            f'stroke="#b8c0c8" stroke-width="1"/>'
        )
    for mark, lane, flip, sign in placed:
        parts += _mark(mark, flip, _TL_LEFT + mark.at * scale, _lane_y(axis, lane, sign))
    parts += _legend(height - 10, legend)
    parts.append("</svg>")
    return "\n".join(parts)


def _lane_y(axis: float, lane: int, sign: int) -> float:
    return axis + sign * (22 + lane * _LANE) + (0 if sign < 0 else 4)


#: How far a whistle's label drops when the one before it would run into it.
_WHISTLE_ROW = 15


def _whistle_labels(sheet: Sheet, scale: float) -> list[tuple[float, int, str]]:
    """Where each whistle's label goes under the axis: ``(x, row, label)``.

    Centred under its whistle, the last kept inside the drawing; a label that would run
    into the one before it (a long "AET 120'+2" in another language, a short first
    half of extra time) drops to the next row rather than print over it.
    """
    placed: list[tuple[float, int, str]] = []
    ends: list[float] = []
    for at, label in (*sheet.period_marks, *filter(None, [sheet.stopped])):
        half = len(label) * _CHAR * 0.5
        x = min(_TL_LEFT + at * scale, _TL_W - 2 - half)
        placed.append((x, _first_free(ends, x - half - 8, x + half), label))
    return placed


def _axis(
    sheet: Sheet,
    axis: float,
    scale: float,
    bottom: float,
    whistles: list[tuple[float, int, str]],
) -> list[str]:
    """The minute axis: a tick every 15 minutes, a taller one at each period's regulation
    end, the added time after it shaded up to the whistle (dashed, labelled below)."""
    x0, x1 = _TL_LEFT, _TL_LEFT + sheet.duration * scale
    parts = []
    ends = set(sheet.regulation_ends)
    regulation = [at for at, _label in sheet.regulation_ends]
    whistled = [at for at, _label in sheet.period_marks]
    stops = [sheet.stopped[0]] if sheet.stopped is not None else []
    for at in (*whistled, *stops):
        began = max((r for r in regulation if r <= at), default=at)
        # Added time: from the regulation end to the whistle, or to where an abandoned
        # match stopped in it (not from an earlier period's end, whistled since).
        if at - began > 0 and not any(began <= w < at for w in whistled):
            parts.append(
                f'<rect x="{x0 + began * scale:.1f}" y="{axis - 5}" '
                f'width="{(at - began) * scale:.1f}" height="10" fill="#dde3e8"/>'
            )
    parts.append(
        f'<line x1="{x0}" y1="{axis}" x2="{x1:.1f}" y2="{axis}" stroke="{INK}" stroke-width="2"/>'
    )
    for at, label in sheet.ticks:
        x = x0 + at * scale
        end = (at, label) in ends
        reach, width = (8, 2) if end else (4, 1)
        parts.append(
            f'<line x1="{x:.1f}" y1="{axis - reach}" x2="{x:.1f}" y2="{axis + reach}" '
            f'stroke="{INK}" stroke-width="{width}"/>'
        )
        weight = {"font_weight": "bold"} if end else {}
        parts.append(_text(x, bottom + 14, label, 12, fill=MUTED, text_anchor="middle", **weight))
    for at, _label in sheet.period_marks:
        x = x0 + at * scale
        parts.append(
            f'<line x1="{x:.1f}" y1="6" x2="{x:.1f}" y2="{bottom}" stroke="{MUTED}" '
            f'stroke-width="1.2" stroke-dasharray="5,4"/>'
        )
    if sheet.stopped is not None:  # the abandonment: where play stopped for good
        x = x0 + sheet.stopped[0] * scale
        parts.append(
            f'<line x1="{x:.1f}" y1="6" x2="{x:.1f}" y2="{bottom}" stroke="{RED}" '
            f'stroke-width="2" stroke-dasharray="5,4"/>'
        )
    for number, (x, row, label) in enumerate(whistles, start=1):
        y = bottom + 31 + row * _WHISTLE_ROW
        # The abandonment's label comes last, in the red of its line.
        ink = RED if sheet.stopped is not None and number == len(whistles) else INK
        parts.append(_text(x, y, label, 12, fill=ink, font_weight="bold", text_anchor="middle"))
    return parts


def _icon(kind: str, x: float, y: float) -> str:
    if kind == "goal":
        return (
            f'<circle cx="{x:.1f}" cy="{y:.1f}" r="7" fill="#ffffff" stroke="{INK}" '
            f'stroke-width="2"/><circle cx="{x:.1f}" cy="{y:.1f}" r="2.6" fill="{INK}"/>'
        )
    if kind in ("yellow", "red"):
        colour = YELLOW if kind == "yellow" else RED
        return (
            f'<rect x="{x - 5:.1f}" y="{y - 7:.1f}" width="10" height="14" rx="1.5" '
            f'fill="{colour}" stroke="{INK}" stroke-width="0.8"/>'
        )
    if kind == "sub":
        return (
            f'<polygon points="{x - 6:.1f},{y + 1:.1f} {x:.1f},{y - 7:.1f} '
            f'{x + 6:.1f},{y + 1:.1f}" '
            f'fill="{GREEN}"/><polygon points="{x - 6:.1f},{y + 2:.1f} {x:.1f},{y + 8:.1f} '
            f'{x + 6:.1f},{y + 2:.1f}" fill="{RED}"/>'
        )
    if kind == "formation":  # a board with the lines of a team
        return (
            f'<rect x="{x - 7:.1f}" y="{y - 7:.1f}" width="14" height="14" rx="2" '
            f'fill="#ffffff" stroke="{INK}" stroke-width="1.5"/>'
            + "".join(
                f'<line x1="{x - 4:.1f}" y1="{y + dy:.1f}" x2="{x + 4:.1f}" y2="{y + dy:.1f}" '
                f'stroke="{INK}" stroke-width="1.5"/>'
                for dy in (-3, 0, 3)
            )
        )
    if kind == "off":  # a player going off, nobody coming on
        return (
            f'<polygon points="{x - 7:.1f},{y - 5:.1f} {x + 7:.1f},{y - 5:.1f} '
            f'{x:.1f},{y + 6:.1f}" fill="{RED}"/>'
            f'<line x1="{x - 7:.1f}" y1="{y + 7.5:.1f}" x2="{x + 7:.1f}" y2="{y + 7.5:.1f}" '
            f'stroke="{RED}" stroke-width="2"/>'
        )
    return (
        f'<circle cx="{x:.1f}" cy="{y:.1f}" r="7" fill="#ffffff" stroke="{RED}" stroke-width="2"/>'
        f'<line x1="{x - 5:.1f}" y1="{y - 5:.1f}" x2="{x + 5:.1f}" y2="{y + 5:.1f}" '
        f'stroke="{RED}" stroke-width="2"/>'
    )


def _mark(mark: _Mark, flip: bool, x: float, y: float) -> list[str]:
    weight = "bold" if mark.kind == "goal" else "normal"
    anchor = {"text_anchor": "end"} if flip else {}
    tx = x - 12 if flip else x + 12
    width = len(mark.label) * _CHAR + 2
    left = tx - width if flip else tx - 1
    return [
        f'<rect x="{left:.1f}" y="{y - 9:.1f}" width="{width:.1f}" height="18" fill="#ffffff"/>',
        _icon(mark.kind, x, y),
        _text(tx, y + 4.5, mark.label, 13, fill=INK, font_weight=weight, **anchor),
    ]


_LEGEND = (
    ("goal", "goal"),
    ("yellow", "yellow card"),
    ("red", "sending-off"),
    ("sub", "substitution (on for off)"),
    ("miss", "penalty missed"),
    ("off", "player off, not replaced"),
    ("formation", "formation change"),
)
#: How far each further row of the legend is below the one before it.
_LEGEND_ROW = 18


def _legend_places(kinds: set[str], t: Translate = str) -> list[tuple[str, str, float, int]]:
    """``(kind, label, x, row)`` of each legend item the marks need (the goal's always):
    side by side from the axis's left end, on a new row where one would run off the edge."""
    places = []
    x, row = float(_TL_LEFT), 0
    for kind, english in _LEGEND:
        if kind != "goal" and kind not in kinds:
            continue
        label = t(english)
        width = 12 + len(label) * 6.8
        if x > _TL_LEFT and x + width > _TL_W - _TL_RIGHT:
            x, row = float(_TL_LEFT), row + 1
        places.append((kind, label, x, row))
        x += width + 22
    return places


def _legend(bottom: float, places: list[tuple[str, str, float, int]]) -> list[str]:
    """The legend's items, its last row's text on ``bottom``."""
    rows = max((row for _k, _l, _x, row in places), default=0)
    parts = []
    for kind, label, x, row in places:
        y = bottom - (rows - row) * _LEGEND_ROW
        parts.append(_icon(kind, x, y - 4))
        parts.append(_text(x + 12, y, label, 12, fill=MUTED))
    return parts
