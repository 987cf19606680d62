"""freeze_startup_heap: what lives at start-up leaves the collector's reach; garbage is not kept."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

# In a child process: freezing the test runner's own heap would outlive this test.
_CHILD = """
import gc, weakref
from companion.voice.server import freeze_startup_heap

class Node:
    pass

kept = [Node() for _ in range(1000)]
cycle = Node()
cycle.me = cycle
dead = weakref.ref(cycle)
del cycle
assert gc.get_freeze_count() == 0
freeze_startup_heap()
tracked = {id(o) for o in gc.get_objects()}
print(gc.get_freeze_count() > 0, dead() is None, not any(id(n) in tracked for n in kept))
"""


def test_startup_objects_are_frozen_and_garbage_is_collected_first() -> None:
    done = subprocess.run(
        [sys.executable, "-c", _CHILD],
        env=os.environ | {"PYTHONPATH": str(ROOT)},
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    frozen, garbage_collected, out_of_reach = done.stdout.split()
    assert frozen == "True"
    assert garbage_collected == "True"  # a cycle that was already garbage is not frozen for good
    assert out_of_reach == "True"  # a full collection no longer walks what was alive at start
