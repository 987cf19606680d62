"""The public Memory API end to end: record, index, recall, context, profile."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime

import pytest
from hypothesis import given
from hypothesis import strategies as st

from companion.memory import Memory, _batch_bounds
from companion.model import Category, UserId
from companion.recall.embedder import Embedder
from companion.store.database import Database, DatabaseConfig
from tests.recall.helpers import CountingEmbedder, insert_fact

MAY = datetime(2026, 5, 2, 19, 30, tzinfo=UTC)


async def test_a_second_session_remembers_the_first(
    db_config: DatabaseConfig, user_id: UserId, embedder: Embedder
) -> None:
    """After one session is indexed, the next session's context recalls it, dated, inside the memory block."""
    async with await Memory.open(await Database.open(db_config), embedder=embedder) as memory:
        first = await memory.start_session(user_id)
        await memory.record(user_id, first, "user", "My daughter Mia starts school in Porto.", spoken_at=MAY)
        await memory.record(user_id, first, "assistant", "A big step for Mia!", spoken_at=MAY)
        await memory.end_session(user_id, first)
        assert await memory.index_session(user_id, first) == 1

        second = await memory.start_session(user_id)
        await memory.record(user_id, second, "user", "Morning!")
        await memory.record(user_id, second, "assistant", "Good morning!")
        now = datetime(2026, 5, 9, 8, 0, tzinfo=UTC)
        ctx = await memory.context(user_id, second, "Mia was nervous about school today", now=now)

    memory_block = ctx.system[ctx.system.index("<memory>") : ctx.system.index("</memory>")]
    assert "User: My daughter Mia starts school in Porto." in memory_block
    assert "[2 May 2026, 6 days ago]" in memory_block
    assert [t["role"] for t in ctx.turns] == ["user", "assistant", "user"]
    assert ctx.turns[-1]["content"] == "Mia was nervous about school today"
    assert [r.kind for r in ctx.recalled] == ["chunk"]


async def test_profile_is_read_from_the_cache_and_rebuilt_on_request(
    db_config: DatabaseConfig, user_id: UserId, embedder: Embedder
) -> None:
    """profile() is None until rebuild_profile() renders active facts; an unchanged rebuild keeps the text."""
    async with await Memory.open(await Database.open(db_config), embedder=embedder) as memory:
        session = await memory.start_session(user_id)
        await memory.end_session(user_id, session)
        assert await memory.profile(user_id) is None
        await insert_fact(
            memory.db, user_id, "Works as a nurse", category=Category.WORK, valid_from=MAY, session_id=session
        )
        built = await memory.rebuild_profile(user_id, now=MAY)
        cached = await memory.profile(user_id)
        again = await memory.rebuild_profile(user_id, now=MAY)
        ctx = await memory.context(user_id, await memory.start_session(user_id), "hello", now=MAY)
    assert cached == built.text
    assert again.content_hash == built.content_hash
    assert "Work:\n- Works as a nurse" in built.text
    assert "learned: Works as a nurse" in built.text
    assert "- Works as a nurse" in ctx.system


async def test_bad_role_is_refused_and_nothing_is_written(
    db_config: DatabaseConfig, user_id: UserId, embedder: Embedder
) -> None:
    """record() with an unknown role raises ValueError before touching the transcript."""
    async with await Memory.open(await Database.open(db_config), embedder=embedder) as memory:
        session = await memory.start_session(user_id)
        with pytest.raises(ValueError, match="role"):
            await memory.record(user_id, session, "system", "hi")  # type: ignore[arg-type]
        ctx = await memory.context(user_id, session, "hi")
    assert ctx.turns == ({"role": "user", "content": "hi"},)


async def test_a_warmed_partial_is_not_embedded_again(
    db_config: DatabaseConfig, user_id: UserId, embedder: Embedder
) -> None:
    """warm() on the last partial transcript lets recall of the same final words skip the model."""
    counting = CountingEmbedder(embedder)
    async with await Memory.open(await Database.open(db_config), embedder=counting) as memory:
        session = await memory.start_session(user_id)
        await memory.warm("my sister is getting married")
        await memory.warm("my sister is getting  married ")  # same words: no second embedding
        warmed = list(counting.texts)
        cold = await memory.recall(user_id, "my sister is getting married", session_id=session)
        await memory.recall(user_id, "my brother is getting married", session_id=session)
    assert warmed == ["my sister is getting married"]
    assert counting.texts == [*warmed, "my brother is getting married"]
    assert cold == []  # nothing stored yet: the cached vector changes cost, not results


async def test_final_arriving_during_its_warm_up_waits_instead_of_embedding_again(
    db_config: DatabaseConfig, user_id: UserId, embedder: Embedder
) -> None:
    """A final utterance whose partial is still being embedded reuses that embedding."""
    counting = CountingEmbedder(embedder)
    async with await Memory.open(await Database.open(db_config), embedder=counting) as memory:
        warming = asyncio.create_task(memory.warm("my sister is getting married"))
        await asyncio.sleep(0)  # the warm-up has started, not finished
        vectors = await memory.embed(["my sister is getting married"])
        await warming
    assert counting.texts == ["my sister is getting married"]
    assert vectors.shape == (1, embedder.dim)


class _GatedEmbedder:
    """The real embedder, with single-text (realtime) calls held until `release` is set, and the
    size of every call recorded: enough to watch who runs while a realtime embedding waits."""

    def __init__(self, inner: Embedder) -> None:
        import threading

        self.inner = inner
        self.release = threading.Event()
        self.calls: list[int] = []
        self.model_id, self.dim = inner.model_id, inner.dim

    def embed(self, texts: list[str]) -> object:
        self.calls.append(len(texts))
        if len(texts) == 1:
            self.release.wait(10)
        return self.inner.embed(texts)


async def test_session_end_embedding_waits_for_realtime_and_runs_in_batches(
    db: Database, embedder: Embedder
) -> None:
    """While a realtime embedding is in flight no indexing batch starts; batches stay bounded."""
    gated = _GatedEmbedder(embedder)
    async with Memory(db, gated, index_batch=4) as memory:  # type: ignore[arg-type]
        realtime = asyncio.create_task(memory.embed(["how was your day"]))
        await asyncio.sleep(0.1)
        background = asyncio.create_task(memory.embed_background([f"chunk number {i}" for i in range(10)]))
        await asyncio.sleep(0.3)
        assert gated.calls == [1]  # the indexing batches wait behind the realtime call
        gated.release.set()
        await realtime
        vectors = await background
    assert vectors.shape == (10, embedder.dim)
    assert sorted(gated.calls[1:]) == [3, 3, 4]  # ten texts in three calls of at most 4, cut evenly
    assert vectors[3] == pytest.approx(embedder.embed(["chunk number 3"])[0], abs=1e-5)


@given(
    st.integers(min_value=0, max_value=300),
    st.integers(min_value=1, max_value=40),
    st.integers(min_value=1, max_value=4),
)
def test_background_batches_cover_the_texts_evenly(n: int, most: int, workers: int) -> None:
    """Session-end calls: every text in exactly one call, in order, none over `most`; the calls'
    sizes differ by one at most, and there are as many as the fewest such calls rounded up to a
    multiple of the threads whenever there are texts enough, so no thread idles through the last
    round."""
    bounds = _batch_bounds(n, most, workers)
    assert [i for start, end in bounds for i in range(start, end)] == list(range(n))
    sizes = [end - start for start, end in bounds]
    assert all(0 < size <= most for size in sizes)
    assert not sizes or max(sizes) - min(sizes) <= 1
    fewest = -(-n // most)
    rounded = -(-fewest // workers) * workers
    assert len(bounds) == (rounded if rounded <= n else fewest)
