"""The text sheet: the reference report's line-ups, minutes in either style, every section."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.helpers.matches import demo
from tests.sheet.matches import cup_tie
from tracker.core.match.model import fold
from tracker.sheet.formats import FORMATS

REPORT = Path(__file__).parent / "reference-lineups.txt"
TEXT = next(f for f in FORMATS if f.name == "txt")

#: A player, then optionally his substitute and the minute in brackets; the report
#: misses one comma after a bracket, so a closing bracket also ends an entry.
_ENTRY = re.compile(r"\s*([^,(]+?)\s*(?:\(([^()]+?)\s+(\d+'(?:\+\d+)?)\))?\s*(?:,|$|(?<=\)))")

Row = list[tuple[str, str, str]]


def parse_row(line: str) -> Row:
    """``A (B 82'), C`` as [(a, b, 82'), (c, "", "")], names folded."""
    entries = [(fold(m[1]), fold(m[2] or ""), m[3] or "") for m in _ENTRY.finditer(line) if m[1]]
    return [e for e in entries if e[0]]


def lineups(text: str, teams: tuple[str, ...]) -> dict[str, list[Row]]:
    """The line-up rows under each team's heading in a 'Team Line-ups' section."""
    out: dict[str, list[Row]] = {}
    current: str | None = None
    for line in text.split("Team Line-ups", 1)[1].splitlines():
        head = re.sub(r"\s*\(\d[-\d]*\)", "", line).strip().rstrip(":")
        if head in teams and head not in out:
            current = head
            out[current] = []
        elif not line.strip() or line.startswith(("Unused substitutes:", "Manager:")):
            current = None
        elif current is not None:
            out[current].append(parse_row(line))
    return out


def reference_rows(teams: tuple[str, ...]) -> dict[str, list[Row]]:
    """The rows as the reference report writes them (``96'``, accents dropped)."""
    return lineups(REPORT.read_text("utf-8"), teams)


def to_plain(minute: str) -> str:
    """``90'+6`` → ``96'``."""
    base, _, added = minute.partition("'+")
    return f"{int(base.rstrip(chr(39))) + int(added or 0)}'" if minute else ""


def test_reference_lineups_have_the_reports_rows_players_order_and_minutes() -> None:
    match, events = demo()
    teams = (match.home.name, match.away.name)
    text = TEXT.render(match, events, {}).decode("utf-8")
    ours = lineups(text, teams)
    theirs = reference_rows(teams)
    assert set(theirs) == set(teams)
    assert [len(theirs[t]) for t in teams] == [4, 5]  # 4-5-1 and 4-2-3-1, keeper first
    for team in teams:
        assert len(ours[team]) == len(theirs[team]), team
        for mine, ref in zip(ours[team], theirs[team], strict=True):
            # Football notation (90'+6) is the report's 96' written the other way.
            assert [(n, s, to_plain(m)) for n, s, m in mine] == ref


def test_plain_minutes_option_writes_the_report_style() -> None:
    match, events = demo()
    teams = (match.home.name, match.away.name)
    text = TEXT.render(match, events, {"minutes": "plain"}).decode("utf-8")
    assert lineups(text, teams) == reference_rows(teams)
    assert "John Stones (Ivan Toney 96')" in text
    assert "90'+" not in text


def test_football_minutes_are_the_default() -> None:
    match, events = demo()
    text = TEXT.render(match, events, {}).decode("utf-8")
    assert "John Stones (Ivan Toney 90'+6), Marc Guéhi, Djed Spence (Marcus Rashford 90'+6)" in text
    assert "Reece James (Dan Burn 82')" in text


def test_the_reference_sheet_has_result_goals_managers_facts_and_minutes() -> None:
    match, events = demo()
    text = TEXT.render(match, events, {}).decode("utf-8")
    assert "Argentina 2-1 England" in text
    assert "Half-time: 0-0" in text
    assert "55' England 0-1: Anthony Gordon (assist Morgan Rogers)" in text
    assert "90'+2 Argentina 2-1: Lautaro Martínez (header, assist Lionel Messi)" in text
    assert "Manager: Lionel Scaloni" in text and "Manager: Thomas Tuchel" in text
    assert "Lionel Messi assisted both Argentina goals (85', 90'+2)" in text
    assert "Lautaro Martínez scored the winner as a substitute" in text
    assert re.search(r"Lautaro Martínez +15'  on 81'", text)
    assert re.search(r"Jordan Pickford +96'", text)


def test_cup_tie_sheet_has_cards_missed_penalty_shootout_captains_and_unused() -> None:
    match, events = cup_tie()
    text = TEXT.render(match, events, {}).decode("utf-8")
    assert "Argentina 1-1 aet (4-2 pens) England" in text
    assert "30' England 0-1: Cristian Romero (o.g.)" in text
    assert "88' Argentina 1-1: Lionel Messi (pen.)" in text
    assert "70' Second yellow card: Declan Rice (England)" in text
    assert "100' Red card: Cristian Romero (Argentina)" in text
    assert "60' Harry Kane (England), saved" in text
    assert "4. England: Jude Bellingham missed (2-1)" in text
    assert "Lionel Messi (c)" in text and "Harry Kane (c)" in text
    assert "Unused substitutes: Gonzalo Montiel, Nicolás Otamendi" in text
    assert "England were down to ten men from 70', when Declan Rice was sent off" in text
    # Two yellows and a red: the winners still never led in play, so no "winner" fact.
    assert "scored the winner" not in text


def test_unknown_option_or_value_is_refused() -> None:
    match, events = demo()
    with pytest.raises(ValueError, match="unknown option 'minute'"):
        TEXT.render(match, events, {"minute": "plain"})
    with pytest.raises(ValueError, match="minutes=roman"):
        TEXT.render(match, events, {"minutes": "roman"})
