"""A worker that prints "ready" and many confirmed ids at once, then waits to be killed.

``python -m tests.reliability.floodworker N`` writes all its lines in one go, so that
the reader's first ``readline()`` buffers them all: the kill helper must still count
every one of them as confirmed.
"""

from __future__ import annotations

import signal
import sys


def main(count: int) -> None:
    """Print "ready" and the ids 1..count in one write, then wait for the kill."""
    sys.stdout.write("ready\n" + "".join(f"{n}\n" for n in range(1, count + 1)))
    sys.stdout.flush()
    while True:
        signal.pause()


if __name__ == "__main__":
    main(int(sys.argv[1]))
