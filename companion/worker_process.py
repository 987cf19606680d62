"""Session-end work in a child process of `companion serve`, supervised.

Why a process and not a task in the server's event loop: extraction, the gate and chunking are
CPU-bound Python, and embedding a long session takes seconds of a core. Run inside the server they
held the event loop and the embedding thread, so one user's session end delayed every other user's
replies by seconds. In a child process the operating system schedules them
apart; the child runs at a lower priority (`nice`), so on a busy machine the realtime path wins,
and its memory is its own, bounded by the indexing batch.

The child is `companion worker --background`: the same job loop as a separately run worker, on the
same database (the embedded server is shared between processes). The parent wakes it with SIGUSR1
when a job is queued, once the child has said it is ready (otherwise it polls every second),
restarts it if it dies (the job it was running is re-claimed when its lease expires), and stops
it with SIGTERM on shutdown. The child stops by itself when its parent disappears.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import signal
import sys

__all__ = ["READY_LINE", "WORKER_NICENESS", "WorkerProcess", "watch_parent"]

log = logging.getLogger(__name__)

# What the child prints on stdout once it handles SIGUSR1 (until then the parent sends none).
READY_LINE = "companion-worker-ready"
# How much lower the child's scheduling priority is than the server's.
WORKER_NICENESS = 10
_RESTART_DELAYS_S = (0.5, 1.0, 2.0, 5.0, 10.0, 30.0)
_STOP_GRACE_S = 20.0


class WorkerProcess:
    """Starts `companion worker --background` and keeps it running until `stop()`."""

    def __init__(self, argv: list[str] | None = None) -> None:
        self._argv = argv or [sys.executable, "-m", "companion.cli", "worker", "--background"]
        self._proc: asyncio.subprocess.Process | None = None
        # Set once the child has said it handles SIGUSR1: before that the signal would kill it.
        self._ready = False
        self._supervisor: asyncio.Task[None] | None = None
        self._stopping = False
        self.restarts = 0

    @property
    def pid(self) -> int | None:
        return None if self._proc is None else self._proc.pid

    async def start(self) -> None:
        await self._spawn()
        self._supervisor = asyncio.create_task(self._supervise(), name="companion-worker-supervisor")

    async def _spawn(self) -> None:
        # The child inherits the environment, so it loads the same settings as the server.
        self._ready = False
        self._proc = await asyncio.create_subprocess_exec(
            *self._argv, stdin=asyncio.subprocess.DEVNULL, stdout=asyncio.subprocess.PIPE
        )

    async def _read_ready(self, proc: asyncio.subprocess.Process) -> None:
        assert proc.stdout is not None
        async for line in proc.stdout:  # also drains the pipe for the child's whole life
            if line.strip() == READY_LINE.encode() and proc is self._proc:
                self._ready = True

    async def _supervise(self) -> None:
        failures = 0
        while not self._stopping:
            assert self._proc is not None
            reader = asyncio.create_task(self._read_ready(self._proc))
            code = await self._proc.wait()
            reader.cancel()
            if self._stopping:
                return
            delay = _RESTART_DELAYS_S[min(failures, len(_RESTART_DELAYS_S) - 1)]
            log.error("session-end worker exited with %s; restarting in %.1f s", code, delay)
            failures += 1
            await asyncio.sleep(delay)
            if self._stopping:
                return
            await self._spawn()
            self.restarts += 1

    def wake(self) -> None:
        """A job was queued: let the child claim it now instead of at its next poll."""
        if self._ready and self._proc is not None and self._proc.returncode is None:
            with contextlib.suppress(ProcessLookupError):
                self._proc.send_signal(signal.SIGUSR1)

    async def stop(self) -> None:
        """Ask the child to finish (SIGTERM); kill it if it does not within the grace period.

        A job cut short is not lost: its lease expires and the next worker re-claims it."""
        self._stopping = True
        if self._supervisor is not None:
            self._supervisor.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._supervisor
        proc = self._proc
        if proc is None or proc.returncode is not None:
            return
        with contextlib.suppress(ProcessLookupError):
            proc.terminate()
        try:
            await asyncio.wait_for(proc.wait(), _STOP_GRACE_S)
        except TimeoutError:
            with contextlib.suppress(ProcessLookupError):
                proc.kill()
            await proc.wait()


async def watch_parent(stop: asyncio.Event, *, every_s: float = 1.0) -> None:
    """In the child: set `stop` when the parent process is gone (the child is re-parented)."""
    parent = os.getppid()
    while not stop.is_set():
        if os.getppid() != parent:
            log.warning("session-end worker: parent %d is gone; stopping", parent)
            stop.set()
            return
        await asyncio.sleep(every_s)
