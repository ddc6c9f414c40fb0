"""A refusal as the window shows it: one sentence, beginning with a capital.

The core and the services word their refusals to be quoted inside another sentence
(the command line writes "error: " before them), so they start in lower case and end
without a full stop. Shown on their own, beside the pitch, under the quick-entry line
or in a dialog asked again, they read as a sentence.
"""

from __future__ import annotations

import re

#: What a sentence may already end with.
_ENDS = ".?!…"

#: A first word that is a file's name or a path ("final.json", "./notes.txt"): written
#: as it is, since another case would name another file.
_FILE_NAME = re.compile(r"^\S*(?:[/\\]|\w\.\w)")


def as_sentence(text: str) -> str:
    """``text`` with a capital first letter and a full stop at the end ("" stays "");
    a file's name it begins with is left as it is."""
    text = text.strip()
    if not text:
        return ""
    if not _FILE_NAME.match(text):
        text = text[:1].upper() + text[1:]
    return text if text[-1] in _ENDS else f"{text}."


__all__ = ["as_sentence"]
