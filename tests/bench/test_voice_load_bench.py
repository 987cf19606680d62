"""bench/voice_load_bench.py: it reports progress, survives a load shorter than the think time, and
fails fast instead of hanging when its server process dies."""

from __future__ import annotations

import multiprocessing as mp
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from bench.voice_load_bench import receive

ROOT = Path(__file__).resolve().parents[2]


async def test_a_dead_server_process_fails_the_wait_at_once() -> None:
    """The parent used to block in `recv` on a dead child forever; now it raises with the exit code."""
    ctx = mp.get_context("spawn")
    parent, child = ctx.Pipe()
    proc = ctx.Process(target=os._exit, args=(3,))
    proc.start()
    child.close()
    started = time.perf_counter()
    with pytest.raises(RuntimeError, match=r"exited \(code 3\)"):
        await receive(parent, proc, 60)
    assert time.perf_counter() - started < 30
    proc.join()


async def test_a_silent_server_process_times_out() -> None:
    """A live server that never answers fails the wait after the timeout, not never."""
    ctx = mp.get_context("spawn")
    parent, child = ctx.Pipe()
    proc = ctx.Process(target=time.sleep, args=(30,))
    proc.start()
    try:
        with pytest.raises(TimeoutError):
            await receive(parent, proc, 0.5)
    finally:
        proc.terminate()
        proc.join()
        child.close()


def test_a_load_shorter_than_the_think_time_completes_with_progress() -> None:
    """--duration 1 with 2-3 s pauses: the first session's opening pause (2.5 s) outlasts the load,
    so it sends nothing. That crashed the server's check (no user to read the session as) and hung
    the parent; now it completes, every message is accounted for, and progress shows on stderr."""
    args = ["--sessions", "2", "--duration", "1", "--runs", "1", "--think", "2", "3"]
    done = subprocess.run(
        [sys.executable, "bench/voice_load_bench.py", *args],
        cwd=ROOT,
        env=os.environ | {"PYTHONPATH": str(ROOT)},
        capture_output=True,
        text=True,
        timeout=180,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert "held 2/2" in done.stdout
    assert "errors 0  lost 0  dup 0" in done.stdout
    for line in ("starting the server process", "seeding one past session", "sessions open", "load done"):
        assert line in done.stderr
