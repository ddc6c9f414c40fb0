"""How long a StatsBomb import takes, against plain ``json.loads`` of the same files.

A real open-data events file is a few MB (3,000–4,000 events, mostly passes, carries
and pressures). Without a file given, the benchmark pads the cup-final sample of
the tests with that many such events, like a real match. The baseline is the
cheapest possible reading: ``json.loads`` of the events and lineups bytes. The ratio
is what the checks and the conversion cost on top of parsing.

Run: ``python benchmarks/statsbomb_import.py [--events FILE --lineups FILE] [--runs N]``
"""

from __future__ import annotations

import argparse
import copy
import json
import statistics
import time
import uuid
from pathlib import Path
from typing import Any

from tracker.opendata.statsbomb_import import read_statsbomb

SAMPLES = Path(__file__).resolve().parents[1] / "tests" / "opendata" / "data"


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


def _time(call: Any, runs: int) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        call()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def main() -> None:
    """Time the import and the baseline; print both and their ratio."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--events", type=Path, help="a StatsBomb events file")
    parser.add_argument("--lineups", type=Path, help="its lineups file")
    parser.add_argument("--count", type=int, default=3600, help="events to pad the sample to")
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args()
    if args.events and args.lineups:
        events, lineups = args.events.read_bytes(), args.lineups.read_bytes()
    else:
        events = padded_match(args.count)
        lineups = (SAMPLES / "cup-final-lineups.json").read_bytes()
    count = len(json.loads(events))

    def baseline() -> None:
        json.loads(events)
        json.loads(lineups)

    base = _time(baseline, args.runs)
    ours = _time(lambda: read_statsbomb(events, lineups), args.runs)
    print(f"events file: {len(events) / 1e6:.1f} MB, {count} events")
    print(f"json.loads (baseline): {base * 1000:7.1f} ms")
    print(f"StatsBomb import:      {ours * 1000:7.1f} ms")
    print(f"ratio import / json.loads: {ours / base:.2f}")


if __name__ == "__main__":
    main()
