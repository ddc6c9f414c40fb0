"""The web page: self-contained, escaped, Unicode, the same facts as the text sheet."""

from __future__ import annotations

import re
from html.parser import HTMLParser

from tests.helpers.matches import demo
from tests.sheet.matches import WORLD_NAMES, cup_tie, renamed
from tracker.sheet.formats import FORMATS

HTML = next(f for f in FORMATS if f.name == "html")
TEXT = next(f for f in FORMATS if f.name == "txt")


class _Collect(HTMLParser):
    """The page's visible text, and every tag seen."""

    def __init__(self) -> None:
        super().__init__()
        self.text: list[str] = []
        self.tags: list[str] = []
        self._skip = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append(tag)
        self._skip += tag in ("style", "title")

    def handle_endtag(self, tag: str) -> None:
        self._skip -= tag in ("style", "title")

    def handle_data(self, data: str) -> None:
        if not self._skip:
            self.text.append(data)


def parse(page: str) -> _Collect:
    """The parsed page."""
    collect = _Collect()
    collect.feed(page)
    return collect


def test_page_is_self_contained_with_inline_css_and_svg_and_phone_viewport() -> None:
    match, events = demo()
    page = HTML.render(match, events, {}).decode("utf-8")
    assert page.startswith("<!DOCTYPE html>")
    assert '<meta name="viewport" content="width=device-width, initial-scale=1">' in page
    assert "<style>" in page and "@media (max-width: 560px)" in page
    assert page.count("<svg ") == 2
    assert not re.search(r"""(src|href)\s*=\s*["']?(https?:|//|file:)""", page)
    assert "<link" not in page and "<script" not in page


def test_drawings_keep_a_readable_width_on_a_phone() -> None:
    """Regression: the phone rules (a minimum width, scrolling sideways) reach the drawings."""
    match, events = demo()
    page = HTML.render(match, events, {}).decode("utf-8")
    assert "figure.pitch svg { min-width: 520px;" in page
    assert "figure.timeline svg { min-width: 720px;" in page
    # A long team name wraps inside its column instead of pushing the page sideways.
    assert "grid-template-columns: minmax(0, 1fr) auto minmax(0, 1fr);" in page
    assert re.search(r'<figure class="pitch"><svg [^>]*aria-label="Starting line-ups', page, re.I)
    assert re.search(r'<figure class="timeline"><svg [^>]*aria-label="Timeline', page, re.I)


def test_page_has_the_same_lineups_goals_and_facts_as_the_text() -> None:
    match, events = demo()
    page = HTML.render(match, events, {}).decode("utf-8")
    words = " ".join(" ".join(parse(page).text).split())
    text = TEXT.render(match, events, {}).decode("utf-8")
    lines = text.split("Team Line-ups", 1)[1].split("Key facts", 1)[0].splitlines()
    rows = [line for line in lines if "(" in line and ":" not in line]
    assert len(rows) == 5  # the rows with a substitution, both teams
    for row in rows:
        assert row in words
    for fact in text.split("Key facts", 1)[1].split("Minutes played")[0].strip().splitlines():
        assert fact.removeprefix("- ") in words
    assert "Lautaro Martínez" in words and "header, assist Lionel Messi" in words
    assert "Half-time 0-0" in words


def test_user_text_is_escaped_everywhere() -> None:
    match, events = demo()
    match = renamed(match, {"Nico O'Reilly": "Nico O'Reilly"}, home="<b>FC</b>", away='A & "B"')
    page = HTML.render(match, events, {}).decode("utf-8")
    assert "<b>FC</b>" not in page
    assert "&lt;b&gt;FC&lt;/b&gt;" in page
    assert "O&#x27;Reilly" in page and "O'Reilly" not in page.split("<svg", 1)[0]
    tags = set(parse(page).tags)
    assert "b" not in tags
    visible = " ".join(parse(page).text)
    assert "<b>FC</b>" in visible and 'A & "B"' in visible


def test_names_in_every_alphabet_survive_and_unknown_scripts_do_not_break_it() -> None:
    match, events = cup_tie()
    match = renamed(match, WORLD_NAMES)
    page = HTML.render(match, events, {}).decode("utf-8")
    for name in WORLD_NAMES.values():
        assert name in page


def test_minutes_option_applies_to_the_page() -> None:
    match, events = demo()
    page = HTML.render(match, events, {"minutes": "plain"}).decode("utf-8")
    page = page.replace("&#x27;", "'").replace("&nbsp;", " ")
    assert "Ivan Toney 96'" in page
    assert "90'+6" not in page


def test_the_shootouts_winner_is_named_not_the_matchs() -> None:
    """A second leg won 1-0 that the aggregate leaves level: the shootout after it is
    won by the side that lost the match, and the sheet says so."""
    from tests.core.factory import (
        AWAY,
        H2,
        HOME,
        PENS,
        end,
        full_time,
        goal,
        kick,
        make_match,
        regulation,
        start,
    )
    from tracker.sheet.content import build_sheet
    from tracker.sheet.html import result_html

    kicks = [kick(side, pid, scored) for side, pid, scored in (
        (HOME, 10, False), (AWAY, 110, True), (HOME, 9, False), (AWAY, 109, True),
        (HOME, 8, False), (AWAY, 108, True),
    )]  # fmt: skip
    play = [*regulation()[:-1], goal("70", H2, HOME, 11), regulation()[-1]]
    events = [*play, start(PENS), *kicks, end(PENS), full_time(PENS)]
    sheet = build_sheet(make_match(), events)
    assert sheet.winner == "Reds"  # the match, on goals
    assert result_html(sheet).endswith("1-0 (0-3 pens) · Blues win on penalties")
