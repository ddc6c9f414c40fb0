"""The StatsBomb-format samples of ``data/`` and small edits of them for error cases."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

DATA = Path(__file__).resolve().parent / "data"
CUP_FINAL_ID = 3900001


def raw(name: str) -> bytes:
    """The bytes of a sample file (``cup-final-events`` …)."""
    return (DATA / f"{name}.json").read_bytes()


def parsed(name: str) -> Any:
    """A sample file as JSON."""
    return json.loads(raw(name))


def dumped(data: Any) -> bytes:
    """JSON bytes of edited sample data."""
    return json.dumps(data).encode("utf-8")


def cup_final() -> tuple[bytes, bytes, bytes]:
    """Events, lineups and matches of the cup final."""
    return raw("cup-final-events"), raw("cup-final-lineups"), raw("cup-final-matches")
