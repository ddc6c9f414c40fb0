"""The attack suite: hostile input on every surface, each refusal one line that writes nothing.

Each input surface has a hypothesis profile of its own (see :func:`examples`): a few
dozen examples in an ordinary run, thousands with ``TRACKER_ATTACK_EXAMPLES=5000``.
"""

from __future__ import annotations

import gc
import hashlib
import os
from pathlib import Path

from hypothesis import HealthCheck, settings

#: The examples per surface in an ordinary run (the whole suite stays fast).
BOUNDED = {
    "archives": 40,
    "squads": 30,
    "rules": 60,
    "suspensions": 30,
    "arguments": 60,
    "quick_entry": 60,
}
_THOROUGH = os.environ.get("TRACKER_ATTACK_EXAMPLES", "")

for _surface, _count in BOUNDED.items():
    settings.register_profile(
        f"attack-{_surface}",
        max_examples=int(_THOROUGH) if _THOROUGH.isdigit() else _count,
        deadline=None,
        derandomize=not _THOROUGH,
        database=None,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
    )


def surface(name: str) -> settings:
    """The hypothesis settings of one input surface (bounded, or thorough by the variable)."""
    return settings.get_profile(f"attack-{name}")


#: How many digests are taken between two collections of everything (more than the
#: attack suite takes in an ordinary run).
UNFREEZE_EVERY = 2000
_CALLS = [0]


def files_digest(db_path: Path) -> str:
    """A digest of a database file and the files beside it (-wal, -shm, -journal)."""
    # A connection dropped without being closed is closed (and its log checkpointed)
    # when it is collected: collect now, not in the middle of the next comparison.
    # What is alive now (the modules, the session, the library) is set aside after the
    # collection, so that the next one scans only what the tests made since: a third of
    # a second less per example. Now and then all of it is looked at again, so that
    # garbage set aside while still alive does not pile up in a long run.
    _CALLS[0] += 1
    if _CALLS[0] % UNFREEZE_EVERY == 0:
        gc.unfreeze()
    gc.collect()
    gc.freeze()
    digest = hashlib.sha256()
    for path in sorted(db_path.parent.glob(db_path.name + "*")):
        if path.is_file():
            digest.update(path.name.encode())
            digest.update(path.read_bytes())
    return digest.hexdigest()
