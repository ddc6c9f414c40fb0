"""Reading in a forked child while the command's own process loads what draws.

Each case runs in a fresh interpreter, as a command's own process does: this test
process has Qt's threads running, and a fork is only made before any are started.
"""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

pytestmark = pytest.mark.skipif(
    not sys.platform.startswith("linux"), reason="the command forks on Linux only"
)

#: Run before each case: ``beside(read)`` is read_beside for a command's own process,
#: with ``meanwhile`` noting this process's id; ``log`` is the command's log.
_PRELUDE = """
import argparse, logging, os, signal, sys
from tracker.cli.beside import read_beside
from tracker.cli.common import UserError
from tracker.store.errors import DatabaseError

class Opened:
    def __init__(self, mark): self.mark = mark
    def close(self): open(self.mark, "w").write(str(os.getpid()))

args = argparse.Namespace(whole_process=True, opened=[])
here = os.getpid()
meanwhile_in = []

def beside(read, meanwhile=None):
    return read_beside(args, read, meanwhile or (lambda: meanwhile_in.append(os.getpid())))

class Said(logging.Handler):
    def emit(self, record): print("logged:", record.levelname, record.getMessage())

log = logging.getLogger("tracker")
log.addHandler(Said())
log.propagate = False
"""


def _case(body: str, *, expect: int = 0) -> subprocess.CompletedProcess[str]:
    script = _PRELUDE + textwrap.dedent(body)
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=60, check=False
    )
    assert done.returncode == expect, done.stderr
    return done


def test_the_child_reads_while_this_process_gets_on() -> None:
    done = _case(
        """
        def read():
            return {"pid": os.getpid(), "parent": os.getppid(), "rows": (1, "two")}
        got = beside(read)
        assert got["parent"] == here != got["pid"], got
        assert meanwhile_in == [here] and got["rows"] == (1, "two")
        print("ok")
        """
    )
    assert done.stdout.split() == ["ok"] and done.stderr == ""


def test_without_a_fork_the_same_calls_run_here() -> None:
    done = _case(
        """
        args.whole_process = False  # run from Python with its arguments: no fork
        assert beside(os.getpid) == here and meanwhile_in == [here]
        print("ok")
        """
    )
    assert done.stdout.split() == ["ok"]


@pytest.mark.parametrize("error", ["UserError", "DatabaseError"])
def test_an_error_of_the_reading_is_raised_here_with_its_message(error: str) -> None:
    done = _case(
        f"""
        def read():
            raise {error}("there is no match 99")
        try:
            beside(read)
        except UserError as exc:
            print("raised:", exc)
        """
    )
    assert done.stdout.splitlines() == ["raised: there is no match 99"]
    assert done.stderr == ""


def test_the_childs_warnings_are_logged_here_and_its_databases_closed(tmp_path: Path) -> None:
    mark = tmp_path / "closed"
    done = _case(
        f"""
        def read():
            args.opened.append(Opened({str(mark)!r}))
            logging.getLogger("tracker.store").warning("no backup: the disk is full")
            logging.getLogger("tracker.store").info("not a warning")
            return "read"
        assert beside(read) == "read"
        assert args.opened == []  # the child's list, not this one's
        print("closed by the child:", open({str(mark)!r}).read() != str(here))
        """
    )
    assert done.stdout.splitlines() == [
        "logged: WARNING no backup: the disk is full",
        "closed by the child: True",
    ]


def test_a_fault_of_the_reading_is_one_traceback_and_the_commands_failure() -> None:
    done = _case(
        """
        def read():
            raise RuntimeError("a bug in the reading")
        try:
            beside(read)
        except SystemExit as exc:
            print("exit", exc.code)
        """
    )
    assert done.stdout.split() == ["exit", "1"]
    assert done.stderr.count("Traceback") == 1
    assert "RuntimeError: a bug in the reading" in done.stderr


def test_a_child_killed_on_the_way_is_said_not_taken_for_an_empty_read() -> None:
    done = _case(
        """
        def read():
            os.kill(os.getpid(), signal.SIGKILL)
        try:
            beside(read)
        except UserError as exc:
            print(exc)
        """
    )
    assert done.stdout.strip() == (
        "reading the database stopped unexpectedly (SIGKILL); nothing was written"
    )


def test_ctrl_c_in_the_child_is_ctrl_c_here() -> None:
    done = _case(
        """
        def read():
            raise KeyboardInterrupt
        try:
            beside(read)
        except KeyboardInterrupt:
            print("interrupted")
        """
    )
    assert done.stdout.split() == ["interrupted"] and done.stderr == ""


def test_when_this_process_fails_the_reading_is_stopped_and_reaped() -> None:
    done = _case(
        """
        def read():
            signal.pause()  # reads for ever, until stopped
        def meanwhile():
            raise ValueError("Qt cannot start")
        try:
            beside(read, meanwhile)
        except ValueError as exc:
            print(exc)
        try:
            os.waitpid(-1, os.WNOHANG)
        except ChildProcessError:
            print("no child left")
        """
    )
    assert done.stdout.splitlines() == ["Qt cannot start", "no child left"]
