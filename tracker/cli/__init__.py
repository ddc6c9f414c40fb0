"""The command line: ``match-tracker`` and ``python -m tracker``.

Owns the parser, the commands' output and their exit statuses; the work is the
services'. :mod:`~tracker.cli.command` builds the parser and runs a command; one
module per group of commands (:mod:`~tracker.cli.files`, :mod:`~tracker.cli.matches`,
:mod:`~tracker.cli.databases`, :mod:`~tracker.cli.records`, :mod:`~tracker.cli.leagues`,
:mod:`~tracker.cli.people`), each taking its errors, guard, service factory and
argument types from :mod:`~tracker.cli.common` and never from another command module.

May import every other layer (it is the top one), each lazily where it is heavy: the
window (:mod:`tracker.app`) only without a sub-command.
"""

from tracker.cli.command import main
from tracker.cli.matches import demo_text

__all__ = ["demo_text", "main"]
