"""A refusal shown on its own reads as a sentence, and names a file as it is."""

from __future__ import annotations

import pytest

from tracker.ui.common.refusals import as_sentence


@pytest.mark.parametrize(
    ("said", "shown"),
    [
        ("a penalty has no assist", "A penalty has no assist."),
        ("Nothing was logged.", "Nothing was logged."),
        ("which “martinez”? Nothing was logged.", "Which “martinez”? Nothing was logged."),
        ("   ", ""),
        # Another case would name another file.
        ("final.json is empty (0 bytes)", "final.json is empty (0 bytes)."),
        (
            "notes.txt is not a file Match Tracker reads",
            "notes.txt is not a file Match Tracker reads.",
        ),
        ("./matches/semi.json: not found", "./matches/semi.json: not found."),
    ],
)
def test_a_refusal_reads_as_a_sentence(said: str, shown: str) -> None:
    assert as_sentence(said) == shown
