"""The job worker: claims durable jobs and runs the handler for each job's kind.

Handlers are injected (`{"process_session": handler}`, each `handler(user_id, payload)`), so this
loop knows nothing about extraction or profiles. Guarantees, with the queue in `store/jobs.py`:
- several workers are safe: claiming uses FOR UPDATE SKIP LOCKED, and only the lease holder can
  complete or fail a job;
- a crash loses nothing: the lease (renewed every lease/3 while the handler runs) expires and
  another worker re-claims the job;
- a failure is retried with exponential backoff and jitter, and the job is `dead` (visible in
  `companion jobs --state dead`) after max_attempts;
- a job of a kind this worker has no handler for is handed back uncounted, for a worker that has one.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import socket
from collections.abc import Awaitable, Callable, Mapping
from typing import Any

from companion.errors import DatabaseUnavailable
from companion.model import UserId, new_id
from companion.store import jobs
from companion.store.database import Database

__all__ = ["Handler", "Worker", "default_worker_id"]

log = logging.getLogger(__name__)

Handler = Callable[[UserId, Mapping[str, Any]], Awaitable[None]]


def default_worker_id() -> str:
    return f"{socket.gethostname()}:{os.getpid()}:{new_id().hex[:6]}"


class Worker:
    """Claims and runs jobs until `stop` is set. `wake()` shortens the wait after an enqueue."""

    def __init__(
        self,
        db: Database,
        handlers: Mapping[str, Handler],
        *,
        worker_id: str | None = None,
        lease_s: int = 120,
        poll_interval_s: float = 1.0,
        batch: int = 1,
        backoff_base_s: float = 5.0,
        backoff_cap_s: float = 3600.0,
        sweep_idle_s: int | None = None,
        sweep_every_s: float = 60.0,
    ) -> None:
        if lease_s < 3:
            raise ValueError("lease_s must be at least 3 seconds")
        self._db = db
        self._handlers = dict(handlers)
        self.worker_id = worker_id or default_worker_id()
        self._lease_s = lease_s
        self._poll_interval_s = poll_interval_s
        self._batch = batch
        self._backoff_base_s = backoff_base_s
        self._backoff_cap_s = backoff_cap_s
        self._wake = asyncio.Event()
        # Orphaned sessions (end never recorded) are ended and queued after sweep_idle_s of silence.
        self._sweep_idle_s = sweep_idle_s
        self._sweep_every_s = sweep_every_s
        self._next_sweep = 0.0
        self.processed = 0
        self.failed = 0

    def wake(self) -> None:
        self._wake.set()

    async def sweep(self) -> int:
        """End orphaned idle sessions and queue their processing; how many were ended."""
        if self._sweep_idle_s is None:
            return 0
        ended = await jobs.sweep_idle_sessions(self._db, self._sweep_idle_s)
        if ended:
            log.info("worker %s: ended %d orphaned idle session(s)", self.worker_id, len(ended))
        return len(ended)

    async def run_once(self) -> int:
        """Claim one batch and run it; the number of jobs claimed."""
        now = asyncio.get_running_loop().time()
        if self._sweep_idle_s is not None and now >= self._next_sweep:
            self._next_sweep = now + self._sweep_every_s
            await self.sweep()
        claimed = await jobs.claim(self._db, self.worker_id, self._batch, self._lease_s)
        for job in claimed:
            await self._run(job)
        return len(claimed)

    async def run(self, stop: asyncio.Event) -> None:
        delay = self._poll_interval_s
        while not stop.is_set():
            try:
                busy = await self.run_once()
                delay = self._poll_interval_s
            except DatabaseUnavailable as exc:
                # The database is restarting: back off (up to 30 s) and keep the loop alive.
                log.warning("worker %s: %s", self.worker_id, exc)
                busy, delay = 0, min(delay * 2, 30.0)
            if busy:
                continue
            self._wake.clear()
            with contextlib.suppress(TimeoutError):
                async with asyncio.timeout(delay):
                    stop_wait = asyncio.ensure_future(stop.wait())
                    wake_wait = asyncio.ensure_future(self._wake.wait())
                    try:
                        await asyncio.wait({stop_wait, wake_wait}, return_when=asyncio.FIRST_COMPLETED)
                    finally:
                        stop_wait.cancel()
                        wake_wait.cancel()

    async def _run(self, job: jobs.ClaimedJob) -> None:
        handler = self._handlers.get(job.kind)
        if handler is None:
            await jobs.release(self._db, job)
            return
        renewal = asyncio.create_task(self._renew(job))
        try:
            await handler(job.user_id, job.payload)
        except asyncio.CancelledError:
            raise  # shutdown: the lease expires and another worker takes the job over
        except Exception as exc:
            delay = jobs.backoff_delay(job.attempts, base_s=self._backoff_base_s, cap_s=self._backoff_cap_s)
            log.warning("job %s (%s) attempt %d failed: %s", job.id, job.kind, job.attempts, exc)
            self.failed += 1
            with contextlib.suppress(DatabaseUnavailable):
                state = await jobs.fail(self._db, job, f"{type(exc).__name__}: {exc}", delay_s=delay)
                if state == "dead":
                    log.error("job %s (%s) is dead after %d attempts", job.id, job.kind, job.attempts)
            return
        finally:
            renewal.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await renewal
        # If completing fails (database gone), the lease expires and the job runs again: handlers
        # are idempotent (the pipeline's writes carry idempotency keys).
        with contextlib.suppress(DatabaseUnavailable):
            await jobs.complete(self._db, job)
        self.processed += 1

    async def _renew(self, job: jobs.ClaimedJob) -> None:
        while True:
            await asyncio.sleep(self._lease_s / 3)
            with contextlib.suppress(DatabaseUnavailable):
                if not await jobs.renew(self._db, job, self._lease_s):
                    log.warning("job %s: lease lost to another worker", job.id)
                    return
