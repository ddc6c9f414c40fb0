"""Counting the calls of a method in a test (the method still runs)."""

from __future__ import annotations

from collections.abc import Callable

import pytest


def count_calls(obj: object, name: str, monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Count the calls of ``obj.name`` (still calling it): ``[n]``, updated as they come."""
    calls = [0]
    original: Callable[..., object] = getattr(obj, name)

    def counted(*args: object, **kwargs: object) -> object:
        calls[0] += 1
        return original(*args, **kwargs)

    monkeypatch.setattr(obj, name, counted)
    return calls
