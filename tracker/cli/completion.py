"""``match-tracker completion bash|zsh|tcsh``: the shell completion script, by shtab.

shtab reads the commands, the options and the choices argparse checks from the parser.
This module adds what the parser does not say as choices: the formats of ``import`` and
``export`` (checked by the commands, to name a wrong one in their own words), and files
for every FILE, DATABASE and BACKUP (a file name may follow ``--db`` or ``--to``).
"""

from __future__ import annotations

import argparse
from collections.abc import Iterator

#: The shells ``completion`` writes a script for (shtab's).
SHELLS = ("bash", "zsh", "tcsh")
#: Argument names (metavars) completed with a file name.
_FILES = frozenset({"FILE", "DATABASE", "BACKUP"})


def _parsers(parser: argparse.ArgumentParser) -> Iterator[argparse.ArgumentParser]:
    """The parser and every command's parser under it."""
    yield parser
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for sub in dict.fromkeys(action.choices.values()):
                yield from _parsers(sub)


def _words(name: str, words: tuple[str, ...]) -> dict[str, str]:
    """A completer offering ``words`` in each shell (bash calls a function of the preamble)."""
    return {"bash": f"_match_tracker_{name}", "zsh": f"({' '.join(words)})", "tcsh": ""}


def _bash_function(name: str, words: tuple[str, ...]) -> str:
    # Its own IFS: shtab's script calls it with IFS set to a newline.
    listed = " ".join(words)
    return f'_match_tracker_{name}() {{\n  local IFS=" "\n  compgen -W "{listed}" -- "$1"\n}}'


def script(parser: argparse.ArgumentParser, shell: str, formats: dict[str, tuple[str, ...]]) -> str:
    """The completion script of ``shell``; ``formats``: each command's ``--format`` words."""
    import shtab

    preamble = []
    for prog_parser in _parsers(parser):
        command = prog_parser.prog.split()[-1]
        for action in prog_parser._actions:
            if "--format" in action.option_strings and command in formats:
                name = f"{command}_formats"
                action.complete = _words(name, formats[command])  # type: ignore[attr-defined]
                preamble.append(_bash_function(name, formats[command]))
            elif action.choices is None and action.metavar in _FILES:
                action.complete = shtab.FILE  # type: ignore[attr-defined]
    functions = "\n".join(preamble) if shell == "bash" else ""  # zsh and tcsh list the words
    return str(shtab.complete(parser, shell=shell, preamble=functions))
