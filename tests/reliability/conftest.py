"""Fixtures for the reliability tests: databases made by the first schema, fingerprints."""

from __future__ import annotations

import hashlib
import shutil
from pathlib import Path

import pytest

DATA = Path(__file__).resolve().parents[1] / "data"


def fingerprint(path: Path) -> str:
    """The SHA-256 of a file's bytes, to prove it was not touched."""
    return hashlib.sha256(path.read_bytes()).hexdigest()


@pytest.fixture
def old_db(tmp_path: Path) -> Path:
    """A copy of the database made by schema 0001, holding the reference match."""
    target = tmp_path / "old" / "matches.sqlite3"
    target.parent.mkdir()
    shutil.copyfile(DATA / "schema-0001.sqlite3", target)
    return target
