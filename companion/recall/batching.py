"""Realtime embeddings on their one thread, batched: the utterances that arrive while an embedding
runs are embedded together in the next call, not one after another.

Why: the realtime path embeds one utterance per exchange on one thread (a second would take a core
from the database and the event loop on a small machine). When several exchanges arrive together
they queued there, each waiting for every embedding in front of it: under the endpoint bench's load
the slowest 2% of recall steps spent ~48 ms of their ~134 ms waiting in that queue
(docs/voice.md, "Latency"). Batched, an utterance waits for at most the embedding already running,
then for one call over everything that queued meanwhile, and that call costs less than its parts
(MiniLM int8, one thread: ~6 ms a text in a batch of four against ~8.5 ms alone).

An utterance that arrives while the thread is idle is embedded at once, alone: nothing waits for
a batch to fill.
"""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from concurrent.futures import Executor

from companion.recall.embedder import Embedder, Vectors

__all__ = ["EmbedBatcher"]

# Texts per call at most: MiniLMEmbedder runs batches of 8 (padding and cache sizes, embedder.py);
# a request of more texts goes alone.
MAX_BATCH_TEXTS = 8


class EmbedBatcher:
    """Requests in, up to `calls` embedding calls at a time on `executor` (its workers), each call
    taking every request that waited (in order, up to `max_texts` texts). Each request's future gets
    its own rows."""

    def __init__(
        self, embedder: Embedder, executor: Executor, *, calls: int = 1, max_texts: int = MAX_BATCH_TEXTS
    ) -> None:
        if calls < 1 or max_texts < 1:
            raise ValueError("calls and max_texts must be at least 1")
        self._embedder = embedder
        self._executor = executor
        self._calls = calls
        self._max_texts = max_texts
        self._waiting: list[tuple[list[str], asyncio.Future[Vectors]]] = []
        self._drains: list[asyncio.Task[None]] = []

    def submit(self, texts: Sequence[str]) -> asyncio.Future[Vectors]:
        """The vectors of `texts` (an (n, dim) array), once embedded. Cancelling the future before its
        batch starts takes the texts out of it."""
        future: asyncio.Future[Vectors] = asyncio.get_running_loop().create_future()
        self._waiting.append((list(texts), future))
        # A drain whose loop found nothing to take has returned (done at once, no await after its
        # last look), so a request is never left behind a drain that will not look again.
        self._drains = [drain for drain in self._drains if not drain.done()]
        if len(self._drains) < self._calls:
            self._drains.append(asyncio.ensure_future(self._drain()))
        return future

    def _next_batch(self) -> list[tuple[list[str], asyncio.Future[Vectors]]]:
        batch: list[tuple[list[str], asyncio.Future[Vectors]]] = []
        size = 0
        while self._waiting:
            texts, future = self._waiting[0]
            if future.done():  # cancelled while it waited
                self._waiting.pop(0)
                continue
            if batch and size + len(texts) > self._max_texts:
                break
            batch.append(self._waiting.pop(0))
            size += len(texts)
        return batch

    async def _drain(self) -> None:
        try:
            await self._embed_batches()
        except asyncio.CancelledError:
            # The loop is closing: nobody may be left waiting on a batch that will never run.
            for _, future in self._waiting:
                future.cancel()
            self._waiting.clear()
            raise

    async def _embed_batches(self) -> None:
        loop = asyncio.get_running_loop()
        while batch := self._next_batch():
            texts = [text for request, _ in batch for text in request]
            try:
                vectors = await loop.run_in_executor(self._executor, self._embedder.embed, texts)
            except asyncio.CancelledError:
                for _, future in batch:
                    future.cancel()
                raise
            except Exception as exc:
                if len(batch) > 1:
                    # One request's texts must not fail the others': each is embedded alone.
                    await self._one_by_one(batch)
                    continue
                _, future = batch[0]
                if not future.done():
                    future.set_exception(exc)
                continue
            start = 0
            for request, future in batch:
                if not future.done():
                    future.set_result(vectors[start : start + len(request)])
                start += len(request)

    async def _one_by_one(self, batch: list[tuple[list[str], asyncio.Future[Vectors]]]) -> None:
        loop = asyncio.get_running_loop()
        for texts, future in batch:
            if future.done():
                continue
            try:
                vectors = await loop.run_in_executor(self._executor, self._embedder.embed, texts)
            except Exception as exc:
                if not future.done():
                    future.set_exception(exc)
            else:
                if not future.done():
                    future.set_result(vectors)
