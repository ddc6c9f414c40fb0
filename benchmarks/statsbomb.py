"""A StatsBomb open-data import against plain ``json.loads`` of the same files.

A real events file holds 3,000–4,000 events (mostly passes, carries, pressures):
the cup-final sample of the tests is padded with that many such events. The
baseline is the cheapest possible reading, ``json.loads`` of both files; the ratio
is what the checks and the conversion cost on top of parsing.
"""

from __future__ import annotations

import copy
import gc
import json
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from benchmarks.context import Context
from benchmarks.report import Row
from benchmarks.timing import interleave, timed

SAMPLES = Path(__file__).resolve().parents[1] / "tests" / "opendata" / "data"
EVENTS = 3600


def _filler(template: dict[str, Any], period: int, seconds: float, n: int) -> list[dict[str, Any]]:
    """A pass, its receipt, a carry and a pressure, with the fields real files carry."""
    out = []
    for kind, name in ((30, "Pass"), (42, "Ball Receipt*"), (43, "Carry"), (17, "Pressure")):
        event = copy.deepcopy(template)
        event.update(
            id=str(uuid.uuid4()),
            period=period,
            timestamp=f"00:{int(seconds // 60):02d}:{seconds % 60:06.3f}",
            minute=(0 if period == 1 else 45) + int(seconds // 60),
            second=int(seconds % 60),
            type={"id": kind, "name": name},
            location=[60.3 + n % 50, 40.1],
            duration=1.234,
            related_events=[str(uuid.uuid4()), str(uuid.uuid4())],
            under_pressure=True,
            obv_for_after=0.0123,
            obv_for_before=0.0101,
            obv_against_after=0.0045,
            obv_against_before=0.0050,
            obv_total_net=0.0027,
        )
        if kind == 30:
            event["pass"] = {
                "recipient": template["player"],
                "length": 14.2,
                "angle": -0.33,
                "height": {"id": 1, "name": "Ground Pass"},
                "end_location": [73.1, 37.6],
                "body_part": {"id": 40, "name": "Right Foot"},
            }
        elif kind == 43:
            event["carry"] = {"end_location": [75.0, 36.2]}
        out.append(event)
    return out


def padded_match(count: int) -> bytes:
    """The cup-final sample with ``count`` extra skipped events in the two halves."""
    events = json.loads((SAMPLES / "cup-final-events.json").read_bytes())
    template = next(e for e in events if e["type"]["id"] == 30)
    out: list[dict[str, Any]] = []
    per_half = count // 8  # four events per filler group, two halves
    starts: dict[int, int] = {}
    for event in events:
        out.append(event)
        period = event["period"]
        if event["type"]["id"] == 18 and period in (1, 2):
            starts[period] = starts.get(period, 0) + 1
            if starts[period] == 2:  # after both teams' Half Start
                for n in range(per_half):
                    out.extend(_filler(template, period, 2700 * n / per_half, n))
    for index, event in enumerate(out, start=1):
        event["index"] = index
    return json.dumps(out, indent=2).encode("utf-8")


def run(ctx: Context) -> Iterator[Row]:
    """The import against json.loads, interleaved."""
    from tracker.opendata.statsbomb_import import read_statsbomb

    events = padded_match(EVENTS)
    lineups = (SAMPLES / "cup-final-lineups.json").read_bytes()
    # What earlier measures left in this process must not be scanned by the collections
    # that parsing millions of objects sets off: it would slow either side at random.
    gc.collect()
    gc.freeze()
    try:
        base, subject = interleave(
            [
                timed(lambda: (json.loads(events), json.loads(lineups))),
                timed(lambda: read_statsbomb(events, lineups)),
            ],
            ctx.rounds(7, 3),
        )
    finally:
        gc.unfreeze()
    yield Row(
        "StatsBomb import of a 3,600-event match",
        "`json.loads` of the files",
        subject,
        base,
        None,
        note=f"{len(events) / 1e6:.1f} MB events file",
    )
