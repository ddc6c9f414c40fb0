"""The match-sheet export formats offered by ``match-tracker export`` and File > Export…."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from tracker.core.match.events import Event
from tracker.core.match.model import Match
from tracker.sheet.base import KEY_STATS, ExportFormat, Rendered

_MINUTES = ("minutes", "football (90'+6, the default) or plain (96')")
_PAPER = ("paper", "a4 (the default) or letter")
_LANG = ("lang", "en (the default), de or es: the language the sheet is written in")

Renderer = Callable[[Match, Sequence[Event], dict[str, Any]], Rendered]


def _checked(render: Renderer, known: tuple[tuple[str, str], ...]) -> Renderer:
    """``render`` refusing option names it does not know, so a typo is not ignored."""
    # The key stats are handed in by the program, never typed: every sheet takes them.
    names = {name for name, _help in known} | {KEY_STATS}

    def checked(match: Match, events: Sequence[Event], options: dict[str, Any]) -> Rendered:
        unknown = sorted(set(options) - names)
        if unknown:
            allowed = ", ".join(sorted(names - {KEY_STATS})) or "none"
            raise ValueError(f"unknown option {unknown[0]!r} (this format takes: {allowed})")
        return render(match, events, options)

    return checked


def _format(
    name: str,
    suffix: str,
    title: str,
    render: Renderer,
    options: tuple[tuple[str, str], ...],
    directory: bool = False,
    uses_qt: bool = False,
) -> ExportFormat:
    return ExportFormat(
        name,
        suffix,
        title,
        _checked(render, options),
        directory=directory,
        options=options,
        uses_qt=uses_qt,
    )


def _render_pdf(match: Match, events: Sequence[Event], options: dict[str, Any]) -> bytes:
    # Qt is imported only when a PDF is asked for, so text exports never load it.
    from tracker.sheet.pdf import render_pdf

    return render_pdf(match, events, options)


def _render_text(match: Match, events: Sequence[Event], options: dict[str, Any]) -> bytes:
    # Loaded when asked for too: the export's reading (a forked process when it draws a
    # PDF) looks its format up here and needs none of the sheet's content.
    from tracker.sheet.text import render_text

    return render_text(match, events, options)


def _render_html(match: Match, events: Sequence[Event], options: dict[str, Any]) -> bytes:
    from tracker.sheet.html import render_html

    return render_html(match, events, options)


def _render_csv(match: Match, events: Sequence[Event], options: dict[str, Any]) -> dict[str, bytes]:
    from tracker.sheet.tables import render_csv

    return render_csv(match, events, options)


FORMATS: list[ExportFormat] = [
    _format(
        "pdf", ".pdf", "Match sheet (PDF)", _render_pdf, (_MINUTES, _PAPER, _LANG), uses_qt=True
    ),
    _format("html", ".html", "Match sheet (web page)", _render_html, (_MINUTES, _LANG)),
    _format("txt", ".txt", "Match sheet (text)", _render_text, (_MINUTES, _LANG)),
    _format(
        "csv",
        "",
        "Events, players, key stats (CSV files in a folder)",
        _render_csv,
        (_MINUTES, _LANG),
        directory=True,
    ),
]


def takes_key_stats(fmt: ExportFormat) -> bool:
    """True for the match-sheet formats, which show the key stats handed to them."""
    return any(fmt is sheet for sheet in FORMATS)
