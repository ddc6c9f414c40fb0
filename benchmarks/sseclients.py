"""``python -m benchmarks.sseclients PORT PATH N``: N browsers following a live page.

Run by :mod:`benchmarks.web` in a process of its own, so that the clients' work is not
counted in the server's process nor slows the one that commits. Each client is a plain
asyncio connection reading the Server-Sent Events of ``PATH`` on 127.0.0.1 and noting
when each event id first arrived. Client ``i`` connects from its own loopback address
(127.0.x.y), as browsers on a network come from addresses of their own, so that the
server's limit of open streams per client holds for each as it would.

It talks on its standard streams, one line each way:

- it prints ``ready`` once every stream has answered 200;
- ``expect ID`` → it prints, as JSON, each stream's time (``time.time()``) of the event
  ``ID``, waiting up to 30 s for the last; a stream still without it gives null;
- ``rss`` → it prints ``ok`` (the driver reads the server's memory meanwhile);
- end of input closes every stream and exits.
"""

from __future__ import annotations

import asyncio
import json
import resource
import sys
import time


class Stream:
    """One client's open stream: the arrival time of each event id."""

    def __init__(self) -> None:
        self.seen: dict[str, float] = {}
        self.arrived = asyncio.Event()

    async def follow(self, port: int, path: str, source: str, opened: asyncio.Future[None]) -> None:
        """Open the stream and read it until cancelled."""
        try:
            reader, writer = await asyncio.open_connection(
                "127.0.0.1", port, local_addr=(source, 0)
            )
        except OSError as exc:
            opened.set_exception(exc)
            return
        writer.write(
            f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n"
            "Accept: text/event-stream\r\nCache-Control: no-cache\r\n\r\n".encode()
        )
        await writer.drain()
        status = await reader.readline()
        if b" 200 " not in status:
            opened.set_exception(RuntimeError(f"{source}: {status.decode().strip()}"))
            return
        while (await reader.readline()).strip():
            pass  # the headers
        opened.set_result(None)
        try:
            while line := await reader.readline():
                if line.startswith(b"id:"):
                    event_id = line[3:].strip().decode()
                    self.seen.setdefault(event_id, time.time())
                    self.arrived.set()
        finally:
            writer.close()

    async def time_of(self, event_id: str, deadline: float) -> float | None:
        """When ``event_id`` arrived, waiting until ``deadline`` (loop time) at most."""
        loop = asyncio.get_running_loop()
        while event_id not in self.seen:
            self.arrived.clear()
            left = deadline - loop.time()
            if left <= 0:
                return None
            try:
                await asyncio.wait_for(self.arrived.wait(), left)
            except asyncio.TimeoutError:
                return None
        return self.seen[event_id]


def source_address(i: int) -> str:
    """Client ``i``'s own loopback address: 127.0.1.1, 127.0.1.2, … (never 127.0.0.1)."""
    return f"127.0.{1 + i // 250}.{1 + i % 250}"


async def main(port: int, path: str, count: int) -> None:
    """Open ``count`` streams, then answer the driver's lines until its input ends."""
    loop = asyncio.get_running_loop()
    streams = [Stream() for _ in range(count)]
    opened = [loop.create_future() for _ in streams]
    tasks = [
        asyncio.create_task(s.follow(port, path, source_address(i), opened[i]))
        for i, s in enumerate(streams)
    ]
    await asyncio.wait_for(asyncio.gather(*opened), 120)
    print("ready", flush=True)
    while line := await loop.run_in_executor(None, sys.stdin.readline):
        word, _, argument = line.strip().partition(" ")
        if word == "expect":
            deadline = loop.time() + 30
            times = await asyncio.gather(*(s.time_of(argument, deadline) for s in streams))
            print(json.dumps(times), flush=True)
        else:
            print("ok", flush=True)
    for task in tasks:
        task.cancel()
    await asyncio.gather(*tasks, return_exceptions=True)


if __name__ == "__main__":
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    asyncio.run(main(int(sys.argv[1]), sys.argv[2], int(sys.argv[3])))
