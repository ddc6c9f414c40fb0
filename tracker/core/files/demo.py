"""The reference match, shipped as demo data: Argentina 2-1 England, a World Cup semi-final."""

from __future__ import annotations


def demo_text() -> str:
    """The reference match's match file, as shipped with the package."""
    from importlib import resources  # only when asked: the window starts without it

    return resources.files("tracker.resources").joinpath("demo-semifinal.json").read_text("utf-8")
