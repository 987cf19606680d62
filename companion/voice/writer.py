"""A connection's database writes, serial and retried: nothing received is lost or reordered.

Every transcript append and session end of one connection goes through one `SerialWriter`, so the
transcript's order is the order the server decided in, even while an earlier write is waiting for
the database. A write that meets DatabaseUnavailable (a restart) is retried with growing pauses
until `retry_s` has passed; the first failure triggers `notice` so the client learns that storage
is delayed. Each attempt is bounded by `attempt_s`; a write cut off by that bound may be retried
after it actually committed, so every write carries an idempotency key (client_msg_id). A write
that still fails raises to whoever awaits its future (for a user message the server then tells the
client to resend it with the same client_msg_id). Writes are shielded from the cancellation of the
task that asked for them: a barge-in cancels a reply, never a write.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Awaitable, Callable
from typing import Any

from companion.errors import DatabaseUnavailable

__all__ = ["SerialWriter"]

log = logging.getLogger(__name__)

Operation = Callable[[], Awaitable[Any]]


class SerialWriter:
    def __init__(
        self,
        notice: Callable[[str], Awaitable[None]],
        *,
        retry_s: float = 30.0,
        attempt_s: float = 2.0,
        first_pause_s: float = 0.2,
        max_pause_s: float = 2.0,
    ) -> None:
        self._notice = notice
        self._retry_s = retry_s
        self._attempt_s = attempt_s
        self._first_pause_s = first_pause_s
        self._max_pause_s = max_pause_s
        self._queue: asyncio.Queue[tuple[Operation, asyncio.Future[Any]] | None] = asyncio.Queue()
        self._task = asyncio.create_task(self._run())

    def submit(self, op: Operation) -> asyncio.Future[Any]:
        """Queue a write; its future resolves when stored (or fails after the retry budget)."""
        future: asyncio.Future[Any] = asyncio.get_running_loop().create_future()
        # Nobody may await a fire-and-forget write: retrieve its exception so it is not reported
        # as "never retrieved"; failures are logged in _run.
        future.add_done_callback(lambda f: f.cancelled() or f.exception())
        self._queue.put_nowait((op, future))
        return future

    async def close(self) -> None:
        """Finish every queued write (with retries), then stop."""
        self._queue.put_nowait(None)
        await self._task

    async def _run(self) -> None:
        while (item := await self._queue.get()) is not None:
            op, future = item
            try:
                result = await self._attempt(op)
            except Exception as exc:
                log.warning("write failed after retries: %s", exc)
                if not future.done():
                    future.set_exception(exc)
            else:
                if not future.done():
                    future.set_result(result)

    async def _attempt(self, op: Operation) -> Any:
        loop = asyncio.get_running_loop()
        deadline = loop.time() + self._retry_s
        pause = self._first_pause_s
        noticed = False
        while True:
            try:
                # One attempt is bounded too: the pool would otherwise wait its own 10 s for a
                # connection before failing, and the client should hear of the delay sooner.
                return await asyncio.wait_for(op(), self._attempt_s)
            except (DatabaseUnavailable, TimeoutError) as exc:
                failure = (
                    DatabaseUnavailable(f"no database answer within {self._attempt_s:g} s")
                    if isinstance(exc, TimeoutError)
                    else exc
                )
                if loop.time() + pause > deadline:
                    raise failure from exc
                if not noticed:
                    noticed = True
                    with contextlib.suppress(Exception):
                        await self._notice(str(failure))
                await asyncio.sleep(pause)
                pause = min(pause * 2, self._max_pause_s)
