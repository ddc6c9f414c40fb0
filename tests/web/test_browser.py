"""The live site in a real browser: Chromium (the distribution's) driven by Playwright.

An event logged through the service, here or in another process, appears on the open
page without a reload; the match page it links to shows it too; and the pages'
accessibility tree names their headings, links and regions. Skipped when no Chromium
is installed, except in CI (``CI`` set), where ``.ci/run`` installs it and its absence
is a failure.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import textwrap
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.helpers.matches import demo_setup
from tracker.core.match.events import Card, CardKind, Goal, PeriodEnd, PeriodStart
from tracker.core.match.matchtime import MatchTime, Period
from tracker.core.match.model import Side
from tracker.services.matches import MatchService
from tracker.store.db import open_database

pytestmark = pytest.mark.timeout(180)

#: How long the browser waits for anything (milliseconds): an event shows within 1 s.
WAIT_MS = 10_000


def chromium_path() -> str:
    """The distribution's Chromium; skips (fails in CI) when there is none."""
    for name in ("chromium", "chromium-browser"):
        found = shutil.which(name)
        if found:
            return found
    if os.environ.get("CI"):
        pytest.fail("Chromium is not installed (.ci/run installs the distribution's package)")
    pytest.skip("no Chromium installed (apt-get install chromium) for the browser tests")


@pytest.fixture(scope="module")
def browser() -> Iterator[object]:
    """One headless Chromium for the module's tests."""
    executable = chromium_path()
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=executable, headless=True)
        yield launched
        launched.close()


@pytest.fixture
def library(tmp_path: Path) -> Iterator[tuple[str, int]]:
    """A database with the reference match kicked off: its URL and the match's id."""
    path = tmp_path / "matches.sqlite3"
    service = MatchService(open_database(path, backups=0))
    match = service.create(demo_setup())
    assert match.id is not None
    service.log(match.id, PeriodStart(MatchTime(Period.FIRST_HALF, 0)))
    url = service.db.url
    service.db.close()
    yield url, match.id


@pytest.fixture
def site(library: tuple[str, int]) -> Iterator[str]:
    """The web server on the library: its address."""
    from tracker.web.server import WebServer

    server = WebServer(library[0])
    server.start()
    yield server.url
    server.stop()


@pytest.fixture
def page(browser, site: str):  # type: ignore[no-untyped-def]
    """A phone-sized page of its own."""
    context = browser.new_context(viewport={"width": 390, "height": 844}, locale="en-GB")
    tab = context.new_page()
    tab.set_default_timeout(WAIT_MS)
    yield tab
    context.close()


def _log_here(url: str, match_id: int, event: object) -> None:
    service = MatchService(open_database(url, backups=0))
    try:
        service.log(match_id, event)  # type: ignore[arg-type]
    finally:
        service.db.close()


def _log_elsewhere(url: str, match_id: int) -> None:
    """Log Messi's goal at 36' from another process, as another computer would."""
    script = textwrap.dedent(
        f"""
        from tests.helpers.matches import demo_setup, pid
        from tracker.core.match.events import Goal
        from tracker.core.match.matchtime import MatchTime, Period
        from tracker.core.match.model import Side
        from tracker.services.matches import MatchService
        from tracker.store.db import open_database

        service = MatchService(open_database({url!r}, backups=0))
        scorer = pid(demo_setup(), "Lionel Messi")
        goal = Goal(MatchTime(Period.FIRST_HALF, 36), side=Side.HOME, scorer=scorer)
        service.log({match_id}, goal)
        service.db.close()
        """
    )
    root = Path(__file__).resolve().parents[2]
    subprocess.run([sys.executable, "-c", script], cwd=root, check=True, timeout=60)


def _no_reload_marker(page) -> None:  # type: ignore[no-untyped-def]
    """Mark the loaded document: a reload would lose the mark."""
    page.evaluate("window.notReloaded = true")


def _not_reloaded(page) -> bool:  # type: ignore[no-untyped-def]
    return bool(page.evaluate("window.notReloaded === true"))


def _live(page) -> None:  # type: ignore[no-untyped-def]
    """Wait until the page's script has opened its stream."""
    page.wait_for_selector("#live-state[data-live='on']", state="attached")


def test_a_goal_logged_here_shows_on_the_matchday_then_on_the_match_page(
    page, site: str, library: tuple[str, int]
) -> None:  # type: ignore[no-untyped-def]
    from playwright.sync_api import expect

    url, match_id = library
    page.goto(site)
    row = page.locator(f"#match-{match_id}")
    expect(row.locator("[data-field=score]")).to_have_text(re.compile(r"0\D+0"))
    _live(page)
    _no_reload_marker(page)
    _log_here(url, match_id, Goal(MatchTime(Period.FIRST_HALF, 12), side=Side.AWAY))
    expect(row.locator("[data-field=score]")).to_have_text(re.compile(r"0\D+1"))
    assert _not_reloaded(page)
    row.get_by_role("link").first.click()
    page.wait_for_url(re.compile(rf"/matches/{match_id}$"))
    expect(page.locator("#score")).to_have_text(re.compile(r"0\D+1"))
    expect(page.locator("#events li[data-kind=goal]")).to_have_count(1)
    expect(page.locator("#events")).to_contain_text("12'")


def test_a_match_added_to_the_day_shown_appears_on_the_matchday(
    page, site: str, library: tuple[str, int]
) -> None:  # type: ignore[no-untyped-def]
    """Set up after the page was drawn (a second match of the day): the page draws the
    day again with it, and follows it."""
    import dataclasses

    from playwright.sync_api import expect

    url, _ = library
    page.goto(site)
    expect(page.locator("li[data-match-id]")).to_have_count(1)
    _live(page)
    service = MatchService(open_database(url, backups=0))
    try:
        setup = demo_setup()
        other = dataclasses.replace(
            setup,
            home=dataclasses.replace(setup.home, name="Spain"),
            away=dataclasses.replace(setup.away, name="France"),
        )
        added = service.create(other)
    finally:
        service.db.close()
    expect(page.locator("li[data-match-id]")).to_have_count(2)
    expect(page.locator(f"#match-{added.id}")).to_contain_text("Spain")


def test_a_goal_logged_by_another_process_shows_on_the_open_match_page(
    page, site: str, library: tuple[str, int]
) -> None:  # type: ignore[no-untyped-def]
    from playwright.sync_api import expect

    url, match_id = library
    page.goto(f"{site}matches/{match_id}")
    expect(page.locator("#score")).to_have_text(re.compile(r"0\D+0"))
    _live(page)
    _no_reload_marker(page)
    _log_elsewhere(url, match_id)
    expect(page.locator("#events")).to_contain_text("Messi")
    expect(page.locator("#score")).to_have_text(re.compile(r"1\D+0"))
    assert _not_reloaded(page)
    # And a card after it, logged here: the list grows in place.
    booked = demo_setup().away.squad[3].pid
    card = Card(
        MatchTime(Period.FIRST_HALF, 40), side=Side.AWAY, player=booked, card=CardKind.YELLOW
    )
    _log_here(url, match_id, card)
    expect(page.locator("#events li")).to_have_count(2)
    # The rest of the page follows too: the cards list, drawn again by the server.
    expect(page.locator("#cards li[data-colour=yellow]")).to_have_count(1)
    assert _not_reloaded(page)


def test_a_page_asked_in_german_stays_german_as_it_follows_the_match(
    page, site: str, library: tuple[str, int]
) -> None:  # type: ignore[no-untyped-def]
    """``?lang=de`` in a browser set to English: what the stream sends is German too."""
    from playwright.sync_api import expect

    url, match_id = library
    page.goto(f"{site}matches/{match_id}?lang=de")
    expect(page.get_by_role("region", name="Ereignisse")).to_have_count(1)
    _live(page)
    _no_reload_marker(page)
    _log_here(url, match_id, Goal(MatchTime(Period.FIRST_HALF, 12), side=Side.AWAY))
    expect(page.locator("#events li[data-kind=goal]")).to_have_count(1)
    expect(page.locator("#events li[data-kind=goal]")).to_contain_text(re.compile(r"Tor 0\D1"))
    expect(page.get_by_role("region", name="Ereignisse")).to_have_count(1)
    assert _not_reloaded(page)


def test_a_fixture_opened_before_kick_off_follows_the_match_once_it_is_logged(
    browser, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    """A follower opens the fixture's page before the secretary sets it up: the line-ups,
    the events and the cards appear as they are logged, without a reload."""
    import dataclasses
    import datetime as dt

    from tests.helpers.today import fix_today

    fix_today(monkeypatch, dt.date(2030, 6, 5))  # its day: a fixture, then live

    from playwright.sync_api import expect

    from tests.helpers.records import Library
    from tracker.services.setup import SetupService
    from tracker.web.server import WebServer

    lib = Library.at(tmp_path)
    fixture = lib.fixture("2030", "2030-06-05", "Cora", "Dene", round="Group A")
    url = lib.db.url
    server = WebServer(url)
    server.start()
    context = browser.new_context(viewport={"width": 390, "height": 844}, locale="en-GB")
    try:
        page = context.new_page()
        page.set_default_timeout(WAIT_MS)
        page.goto(f"{server.url}matches/{fixture}")
        expect(page.locator("#status")).to_have_text("Fixture")
        _live(page)
        _no_reload_marker(page)
        setup = SetupService(lib.db)
        match, demo = setup.match(fixture), demo_setup()
        home = dataclasses.replace(demo.home, name=match.home.name)
        away = dataclasses.replace(demo.away, name=match.away.name)
        setup.start_fixture(fixture, dataclasses.replace(match, home=home, away=away))
        _log_here(url, fixture, PeriodStart(MatchTime(Period.FIRST_HALF, 0)))
        scorer = home.lineup.starters[-1]
        goal = Goal(MatchTime(Period.FIRST_HALF, 5), side=Side.HOME, scorer=scorer)
        _log_here(url, fixture, goal)
        expect(page.locator("#score")).to_have_text(re.compile(r"1\D+0"))
        expect(page.locator("#events li[data-kind=goal]")).to_have_count(1)
        expect(page.locator("#lineups")).to_contain_text(home.player(scorer).name)
        expect(page.locator("#status")).to_have_text("Live")
        assert _not_reloaded(page)
    finally:
        context.close()
        server.stop()
        lib.db.close()


def _unnamed(snapshot: str, role: str) -> list[str]:
    """The lines of an aria snapshot that give ``role`` without a name."""
    return [
        line.strip()
        for line in snapshot.splitlines()
        if re.match(rf"\s*- {role}(?: \[[^\]]*\])?:?$", line)
    ]


def test_the_pages_name_their_headings_links_and_regions(
    page, site: str, library: tuple[str, int]
) -> None:  # type: ignore[no-untyped-def]
    from playwright.sync_api import expect

    _, match_id = library
    for address in (site, f"{site}matches/{match_id}"):
        page.goto(address)
        expect(page.get_by_role("heading", level=1)).to_have_count(1)
        expect(page.get_by_role("main")).to_have_count(1)
        snapshot = page.locator("body").aria_snapshot()
        for role in ("link", "heading", "region", "navigation", "img", "table", "figure"):
            assert _unnamed(snapshot, role) == [], (address, role, snapshot)
        assert "- link " in snapshot, snapshot
    # The match page's regions are named by their headings; the pitch is a named picture.
    expect(page.get_by_role("region", name="Events")).to_have_count(1)
    expect(page.get_by_role("region", name="Line-ups")).to_have_count(1)
    expect(page.get_by_role("img", name=re.compile("Argentina v England"))).to_have_count(1)
    names = page.locator("section[aria-labelledby]").evaluate_all(
        "els => els.map(e => document.getElementById(e.getAttribute('aria-labelledby'))"
        "?.textContent.trim())"
    )
    assert names and all(names), names


#: A page's words with its spaces folded, as a reader reads them.
_WORDS = "el => el.innerText.split(/\\s+/).join(' ').trim()"


def test_a_page_followed_live_reads_as_the_same_page_loaded_fresh(
    browser, site: str, library: tuple[str, int]
) -> None:  # type: ignore[no-untyped-def]
    """The matchday and the match page, in German, open while a goal, a card and the
    half-time whistle are logged: each reads word for word as the page loaded again
    (score, minute, status and events), and neither was reloaded."""
    url, match_id = library
    context = browser.new_context(viewport={"width": 390, "height": 844}, locale="en-GB")
    context.set_default_timeout(WAIT_MS)
    try:
        addresses = (f"{site}?lang=de", f"{site}matches/{match_id}?lang=de")
        followed = []
        for address in addresses:
            tab = context.new_page()
            tab.goto(address)
            _live(tab)
            _no_reload_marker(tab)
            followed.append(tab)
        setup = demo_setup()
        messi = next(p.pid for p in setup.home.squad if p.name == "Lionel Messi")
        _log_here(
            url, match_id, Goal(MatchTime(Period.FIRST_HALF, 30), side=Side.HOME, scorer=messi)
        )
        booked = setup.away.squad[3].pid
        card = Card(
            MatchTime(Period.FIRST_HALF, 40), side=Side.AWAY, player=booked, card=CardKind.YELLOW
        )
        _log_here(url, match_id, card)
        _log_here(url, match_id, PeriodEnd(MatchTime(Period.FIRST_HALF, 45, 2)))
        for tab, address in zip(followed, addresses, strict=True):
            fresh = context.new_page()
            fresh.goto(address)
            words = fresh.locator("main").evaluate(_WORDS)
            assert "1-0" in words and "HZ" in words, words
            tab.wait_for_function(
                f"w => ({_WORDS})(document.querySelector('main')) === w", arg=words
            )
            assert _not_reloaded(tab)
    finally:
        context.close()


@pytest.mark.parametrize("where", ["matchday", "match page"])
@pytest.mark.parametrize(("age", "applied"), [(-1, False), (+1, True)])
def test_a_snapshot_older_than_the_page_never_puts_its_score_back(
    page, site: str, library: tuple[str, int], where: str, age: int, applied: bool
) -> None:  # type: ignore[no-untyped-def]
    """Regression: a page drawn just after a change, whose stream then brought the
    snapshot of the match before it (a cache not refreshed yet), showed that older
    score and minute: the matchday went back from half-time to 40'. A "match" message
    older than the revision the page was drawn at is ignored; a newer one is shown.
    The page's stream here is one this test writes: one message, then it ends."""
    _url, match_id = library
    held: list = []  # type: ignore[type-arg]
    page.route(re.compile(r".*/live(\?.*)?$"), lambda route: held.append(route))  # answered below
    page.goto(site if where == "matchday" else f"{site}matches/{match_id}")
    root = page.locator(f'[data-match-id="{match_id}"]').first
    score = root.locator("[data-field=score]").first
    drawn, shown = int(root.get_attribute("data-revision")), score.inner_text()
    for _ in range(200):  # the page's script asks for its stream once it has run
        if held:
            break
        page.wait_for_timeout(50)
    data = {"id": match_id, "revision": drawn + age, "score": "7-7", "minute": "1'"}
    data |= {"status": "Live", "state": "live"}
    held[0].fulfill(
        status=200,
        headers={"Content-Type": "text/event-stream", "Cache-Control": "no-store"},
        body=f"retry: 600000\n\nevent: match\ndata: {json.dumps(data)}\n\n",
    )
    # The stream ends after its message: the page says it lost it, its message read.
    page.wait_for_selector("#live-state[data-live='lost']", state="attached")
    assert score.inner_text() == ("7-7" if applied else shown)
    assert int(root.get_attribute("data-revision")) == (drawn + age if applied else drawn)


def test_a_fixture_s_team_once_known_shows_beside_its_score_on_the_open_matchday(
    browser, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    """Regression: the results file imported again with the final played, the open
    matchday showed its score beside "Sieger Spiel 1" (the placeholder it was drawn
    with) where the page loaded again named the team: "Reds 0-2 Greens"; the final's
    own page kept the placeholder in its tab's title."""
    import copy

    from tests.services.test_results_import import _cup, _write
    from tracker.services.results import ResultsService
    from tracker.web.server import WebServer

    db = open_database(tmp_path / "cup.sqlite3", backups=0)
    data = _cup()
    ResultsService(db).import_files([_write(tmp_path / "before", data)])
    server = WebServer(db.url)
    server.start()
    context = browser.new_context(viewport={"width": 390, "height": 844}, locale="en-GB")
    context.set_default_timeout(WAIT_MS)
    try:
        address = f"{server.url}?date=2030-06-10&lang=de"
        tab = context.new_page()
        tab.goto(address)
        assert "Sieger Spiel 1 – Greens" in tab.locator("main").evaluate(_WORDS)
        match_page = context.new_page()
        final_page = tab.locator("li.match a").get_attribute("href")[1:]
        match_page.goto(f"{server.url}{final_page}?lang=de")
        for page in (tab, match_page):
            _live(page)
            _no_reload_marker(page)
        played = copy.deepcopy(data)
        final = played["matches"][1]
        final.update(team1="Reds", score={"ft": [0, 2]})
        final["goals2"] = [{"name": "Gil Green", "minute": m} for m in ("5", "50")]
        ResultsService(db).import_files([_write(tmp_path / "after", played)])
        fresh = context.new_page()
        fresh.goto(address)
        words = fresh.locator("main").evaluate(_WORDS)
        assert "Reds 0-2 Greens" in words, words
        tab.wait_for_function(f"w => ({_WORDS})(document.querySelector('main')) === w", arg=words)
        assert _not_reloaded(tab)
        # The final's page, and its tab's title, name the team too.
        fresh.goto(match_page.url)
        words, title = fresh.locator("main").evaluate(_WORDS), fresh.title()
        assert title.startswith("Reds – Greens"), title
        match_page.wait_for_function(
            f"([w, t]) => ({_WORDS})(document.querySelector('main')) === w && document.title === t",
            arg=[words, title],
        )
        assert _not_reloaded(match_page)
    finally:
        context.close()
        server.stop()
        db.close()


def test_a_match_deleted_from_the_library_leaves_the_open_matchday(
    page, site: str, library: tuple[str, int]
) -> None:  # type: ignore[no-untyped-def]
    """Regression: a match deleted (moved to the trash) while its day was open stayed
    on the page with its score, where the page loaded again said the day had none."""
    from playwright.sync_api import expect

    from tracker.services.setup import SetupService

    url, match_id = library
    page.goto(site)
    expect(page.locator(f"#match-{match_id}")).to_have_count(1)
    _live(page)
    db = open_database(url, backups=0)
    try:
        SetupService(db).delete_match(match_id)
    finally:
        db.close()
    expect(page.locator(f"#match-{match_id}")).to_have_count(0)


def test_a_match_deleted_from_the_library_says_so_on_its_open_page(
    page, site: str, library: tuple[str, int]
) -> None:  # type: ignore[no-untyped-def]
    """Regression: the open page of a match deleted in the app went on showing its score
    and minute as if current; it now says the match is no longer in the library, and a
    reload finds no such match."""
    from playwright.sync_api import expect

    from tracker.services.setup import SetupService

    url, match_id = library
    page.goto(f"{site}matches/{match_id}")
    expect(page.locator("#score")).to_have_text(re.compile(r"0\D+0"))
    _live(page)
    _no_reload_marker(page)
    db = open_database(url, backups=0)
    try:
        SetupService(db).delete_match(match_id)
    finally:
        db.close()
    expect(page.get_by_role("heading", level=1)).to_have_text(
        "This match is no longer in the library"
    )
    expect(page.get_by_role("alert")).to_contain_text("not current")
    expect(page.locator("#score, #minute, #status, #events")).to_have_count(0)
    assert page.title() == "No longer in the library – Match Tracker"
    assert _not_reloaded(page)
    answer = page.reload()
    assert answer is not None and answer.status == 404
    expect(page.locator("body")).to_have_text(f"there is no match {match_id}")


#: The lines an element's text is laid out on, as the reader sees them.
_LINES = """(element) => {
  const lines = new Map();
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    for (let i = 0; i < node.length; i++) {
      const range = document.createRange();
      range.setStart(node, i);
      range.setEnd(node, i + 1);
      const box = range.getBoundingClientRect();
      if (box.width === 0) continue;
      const top = Math.round(box.top);
      lines.set(top, (lines.get(top) || "") + node.data[i]);
    }
  }
  return [...lines.keys()].sort((a, b) => a - b).map((top) => lines.get(top).trim());
}"""


@pytest.mark.parametrize(("lang", "shootout"), [("es", "(3-1 penaltis)"), ("de", "(3-1 i. E.)")])
def test_a_shootout_score_on_a_phone_breaks_before_the_shootout_never_inside_it(
    page, tmp_path: Path, lang: str, shootout: str
) -> None:  # type: ignore[no-untyped-def]
    """Regression: on a phone the match page's score of a tie in its shoot-out wrapped
    inside its brackets, "(3-1 i." on one line and "E.)" on the next."""
    from playwright.sync_api import expect

    from tests.sheet.matches import cup_tie
    from tracker.web.server import WebServer

    match, events = cup_tie()
    service = MatchService(open_database(tmp_path / "cup.sqlite3", backups=0))
    stored = service.create(match)
    assert stored.id is not None
    for event in events[:-5]:  # five kicks taken: 3-1
        service.log(stored.id, event)
    server = WebServer(service.db.url)
    server.start()
    try:
        page.set_viewport_size({"width": 320, "height": 640})  # a small phone
        page.goto(f"{server.url}matches/{stored.id}?lang={lang}")
        expect(page.locator("#score")).to_contain_text(shootout)
        lines = page.locator("#score").evaluate(_LINES)
    finally:
        server.stop()
        service.db.close()
    assert len(lines) > 1, lines  # a phone's width: the score does not fit on one line
    assert shootout in lines, lines
