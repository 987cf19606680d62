"""Speculative embedding of what the user is still saying.

Partial transcripts (native protocol) and `update_only` events (Retell) carry the utterance in
progress; the final utterance usually repeats the last partial, so embedding the latest partial
while the user is still speaking takes the embedding off the reply's critical path
(`Memory.warm` caches it; `Memory.embed` serves the final from the cache when the words match).
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable

__all__ = ["Prefetcher"]

log = logging.getLogger(__name__)


class Prefetcher:
    """At most one warm-up in flight, and only the latest text waiting.

    Partials arrive faster than they embed; a queue of stale partials on the one embedding thread
    would delay the final utterance instead of speeding it up. Best effort: a failure is logged
    at debug level and forgotten (the final utterance is embedded anyway).
    """

    def __init__(self, warm: Callable[[str], Awaitable[None]]) -> None:
        self._warm = warm
        self._next: str | None = None
        self._task: asyncio.Task[None] | None = None

    def offer(self, text: str) -> None:
        """Warm this text next (replacing any text still waiting)."""
        text = text.strip()
        if not text:
            return
        self._next = text
        if self._task is None or self._task.done():
            self._task = asyncio.create_task(self._run())

    def drop(self) -> None:
        """The final utterance has arrived: anything still waiting is stale."""
        self._next = None

    def cancel(self) -> None:
        self._next = None
        if self._task is not None:
            self._task.cancel()

    async def _run(self) -> None:
        while (text := self._next) is not None:
            self._next = None
            try:
                await self._warm(text)
            except Exception as exc:
                log.debug("warming a partial transcript failed: %s", exc)
