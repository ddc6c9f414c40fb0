"""Every parser of user input, fuzzed: a result or a clear one-line error, never a traceback.

Bounded by the hypothesis profiles in ``tests/conftest.py`` (``HYPOTHESIS_PROFILE``).
"""

from __future__ import annotations

import contextlib
import io
import json
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.helpers.matches import demo
from tracker import cli
from tracker.core.files import matchfile
from tracker.core.files.squadcsv import SquadImport, parse_squad
from tracker.core.match import quickentry
from tracker.core.match.events import Event, PeriodStart
from tracker.core.match.matchtime import MatchTime, MatchTimeError, Period
from tracker.core.match.replay import replay
from tracker.services import MatchService, ServiceError
from tracker.services.exporting import formats
from tracker.store.db import open_database

DEMO = matchfile.dumps(*demo())
MATCH, EVENTS = demo()


def _one_line(error: Exception) -> None:
    text = str(error)
    assert text and "\n" not in text and "Traceback" not in text, text


# --- match time ---------------------------------------------------------------------------

minute_like = st.one_of(
    st.text(max_size=12),
    st.from_regex(r"\s*\d{1,4}\s*'?\s*(\+\s*\d{1,3}\s*'?)?\s*", fullmatch=True),
)


@given(text=minute_like, period=st.none() | st.sampled_from(Period))
def test_match_time_parse(text: str, period: Period | None) -> None:
    """Any text reads as a match time that reads back the same, or a one-line error."""
    try:
        time = MatchTime.parse(text, period)
    except MatchTimeError as exc:
        _one_line(exc)
        return
    assert MatchTime.parse(time.entry(), time.period) == time
    assert period is None or time.period is period


# --- the match file -------------------------------------------------------------------------

_json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=20),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=8,
)


def _paths(data: Any, prefix: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    yield prefix
    if isinstance(data, dict):
        for key, value in data.items():
            yield from _paths(value, (*prefix, key))
    elif isinstance(data, list):
        for index, value in enumerate(data):
            yield from _paths(value, (*prefix, index))


_DEMO_DATA = json.loads(DEMO)
_DEMO_PATHS = [p for p in _paths(_DEMO_DATA) if p]


@st.composite
def mutated_match_files(draw: st.DrawFn) -> str:
    """The reference match file with a few values replaced, removed or cut short."""
    data = json.loads(DEMO)
    for _ in range(draw(st.integers(1, 3))):
        path = draw(st.sampled_from(_DEMO_PATHS))
        node = data
        try:
            for key in path[:-1]:
                node = node[key]
            if draw(st.booleans()):
                node[path[-1]] = draw(_json_values)
            elif isinstance(node, dict):
                del node[path[-1]]
            else:
                node.pop(path[-1])
        except (KeyError, IndexError, TypeError, AttributeError):
            # An earlier mutation removed this path, or replaced a list on it with a
            # value (None has no pop).
            continue
    text = json.dumps(data, ensure_ascii=False)
    if draw(st.integers(0, 9)) == 0:
        text = text[: draw(st.integers(0, len(text)))]
    return text


@pytest.fixture(scope="module")
def service() -> Iterator[MatchService]:
    """One in-memory database for the whole module (hypothesis reuses it)."""
    database = open_database("sqlite://")
    yield MatchService(database)
    database.close()


def _row_counts(service: MatchService) -> dict[str, int]:
    counts = {}
    with service.db.engine.connect() as conn:
        for table in ("team", "team_player", "match", "match_player", "event"):
            counts[table] = conn.exec_driver_sql(f"SELECT count(*) FROM {table}").scalar_one()
    return counts


@settings(suppress_health_check=[HealthCheck.too_slow])
@given(text=st.one_of(mutated_match_files(), st.text(max_size=200)))
def test_match_file_import(service: MatchService, text: str) -> None:
    """A match file imports whole, or is refused with one line and nothing written."""
    before = _row_counts(service)
    try:
        match_id = service.import_text(text)
    except ServiceError as exc:
        _one_line(exc)
        assert _row_counts(service) == before
        with pytest.raises(matchfile.MatchFileError):
            matchfile.loads(text)
        return
    match, events = service.load(match_id)
    replay(match, events)
    assert _row_counts(service)["match"] == before["match"] + 1


# --- the quick-entry line ---------------------------------------------------------------

_vocabulary = [
    *quickentry.KEYWORDS,
    *(p.name for p in (*MATCH.home.squad, *MATCH.away.squad)),
    *(p.short for p in (*MATCH.home.squad, *MATCH.away.squad)),
    *(str(p.number) for p in MATCH.home.squad if p.number is not None),
    "45+2",
    "90'+6",
    "120+1",
    "assist",
    "for",
    "a",
    "0",
    "999",
]
_commands = st.lists(
    st.sampled_from(_vocabulary) | st.text(max_size=6), min_size=0, max_size=6
).map(" ".join)
_KICKED_OFF = replay(MATCH, [PeriodStart(MatchTime(Period.FIRST_HALF, 0))])
_FULL = replay(MATCH, EVENTS)


@given(
    text=_commands | st.text(max_size=40),
    period=st.none() | st.sampled_from(Period),
    state=st.sampled_from([None, _KICKED_OFF, _FULL]),
    default=st.none() | st.just(MatchTime(Period.FIRST_HALF, 30)),
)
def test_quick_entry(text: str, period: Period | None, state: Any, default: Any) -> None:
    """Any typed line gives an event, a question (ambiguous name) or a one-line error."""
    try:
        result = quickentry.parse(text, MATCH, period=period, state=state, default_time=default)
    except quickentry.QuickEntryError as exc:
        _one_line(exc)
        return
    if isinstance(result, quickentry.Ambiguous):
        assert len(result.candidates) > 1
    else:
        assert isinstance(result, Event)
    quickentry.suggest(text, MATCH)


# --- the CSV squad importer ---------------------------------------------------------------

_csv_cells = st.sampled_from(
    ["", "GK", "DF", "Messi", "10", "99", "0", "-3", "²", "number", "name"]
)


@st.composite
def _csv(draw: st.DrawFn) -> str:
    """Squad-like CSV or pasted text: a few rows of likely and unlikely cells."""
    delimiter = draw(st.sampled_from([",", ";", "\t", "  "]))
    rows = draw(st.lists(st.lists(_csv_cells | st.text(max_size=10), max_size=5), max_size=8))
    return "\n".join(delimiter.join(cells) for cells in rows)


@given(text=st.one_of(_csv(), st.text(max_size=200)), taken=st.sets(st.integers(0, 99), max_size=5))
def test_squad_csv(text: str, taken: set[int]) -> None:
    """Any pasted text reads as rows, each good or with a one-line reason; never raises."""
    result = parse_squad(text, taken)
    assert isinstance(result, SquadImport)
    for row in result.bad:
        assert "\n" not in row.error
    for row in result.good:
        assert row.name.strip()


# --- export options -------------------------------------------------------------------------

_option_values = st.sampled_from(
    ["football", "plain", "a4", "letter", "", "A4 ", "PLAIN"]
) | st.text(max_size=10)
_FAST_FORMATS = sorted(n for n in formats() if n != "pdf")


@given(
    name=st.sampled_from(_FAST_FORMATS),
    options=st.dictionaries(
        st.sampled_from(["minutes", "paper"]) | st.text(max_size=8), _option_values, max_size=3
    ),
)
def test_export_options(name: str, options: dict[str, str]) -> None:
    """Any options give the export or a one-line error naming what is wrong."""
    fmt = formats()[name]
    try:
        out = fmt.render(MATCH, EVENTS, options)
    except ValueError as exc:
        # The message may quote a value with a line break; the CLI prints it on one line.
        assert "option" in str(exc) and "Traceback" not in str(exc)
        assert any(key in str(exc) or repr(key) in str(exc) for key in options)
        return
    assert out


@settings(max_examples=12)
@given(options=st.dictionaries(st.sampled_from(["minutes", "paper"]), _option_values, max_size=2))
def test_export_options_pdf(qapp, options: dict[str, str]) -> None:  # type: ignore[no-untyped-def]
    """The same for the PDF sheet (fewer examples: each one lays out a page)."""
    try:
        out = formats()["pdf"].render(MATCH, EVENTS, options)
    except ValueError as exc:
        assert "option" in str(exc)
        return
    assert bytes(out).startswith(b"%PDF")


_DB_DIR = tempfile.TemporaryDirectory()
_DB = Path(_DB_DIR.name) / "matches.sqlite3"


@settings(max_examples=25)
@given(
    fmt=st.sampled_from(sorted(formats())) | st.text(max_size=6),
    options=st.lists(
        st.text(max_size=12) | st.sampled_from(["minutes=plain", "paper=x", "=", "minutes=a\nb"])
    ),
    match=st.sampled_from(["1", "2"]),
)
def test_export_command_line(fmt: str, options: list[str], match: str) -> None:
    """``match-tracker export`` with any format and options: exit 0, or 1 with one line."""
    if not _DB.exists():
        MatchService(open_database(_DB)).import_text(DEMO)
    if fmt == "pdf":
        fmt = "txt"  # the PDF is covered above; keep this test fast
    # --format=VALUE: a value starting with "-" is a format to refuse, not another option.
    argv = ["--db", str(_DB), "export", match, f"--format={fmt}", "-o", str(_DB.parent / "out")]
    for option in options:
        argv += [f"--option={option}"]
    err = io.StringIO()
    with contextlib.redirect_stderr(err), contextlib.redirect_stdout(io.StringIO()):
        status = cli.main(argv)
    if status:
        assert status == 1
        assert err.getvalue().startswith("match-tracker: error: ")
        assert err.getvalue().count("\n") == 1, err.getvalue()
