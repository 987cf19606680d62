"""Chunk vectors composed from their lines' vectors: what is embedded, what is stored, what recall
compares, and how sessions indexed before (whole-chunk vectors) are indexed again.

Pure checks of the composition first, then the embedder, then the indexing path on the real
database with the real embedder.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Sequence
from datetime import UTC, datetime, timedelta
from pathlib import Path
from uuid import UUID

import numpy as np
import numpy.typing as npt
import pytest

from companion.memory import Memory
from companion.model import Message, SessionId, UserId
from companion.recall.chunking import build_chunks
from companion.recall.compose import compose, composed_model, distinct_pieces
from companion.recall.embedder import Embedder, MiniLMEmbedder, PoolingEmbedder, Vectors
from companion.store import chunks as chunk_store
from companion.store import recall_search
from companion.store.database import Database

MAY = datetime(2026, 5, 2, 19, 30, tzinfo=UTC)


def _transcript(*turns: tuple[str, str]) -> list[Message]:
    return [
        Message(role=role, content=content, timestamp=MAY + timedelta(seconds=i))
        for i, (role, content) in enumerate(turns)
    ]


def test_compose_is_the_token_weighted_mean_normalised() -> None:
    means = np.array([[1.0, 0.0], [0.0, 1.0], [3.0, 4.0]], dtype=np.float32)
    counts = np.array([3, 1, 2], dtype=np.int64)
    out = compose(means, counts, [[0, 1], [2], [0, 1, 2]])
    want_first = np.array([3.0, 1.0]) / np.sqrt(10.0)
    assert np.allclose(out[0], want_first, atol=1e-6)
    assert np.allclose(out[1], [0.6, 0.8], atol=1e-6)  # one piece: that piece, normalised
    assert np.allclose(out[2], np.array([9.0, 9.0]) / np.sqrt(162.0), atol=1e-6)
    assert np.allclose(np.linalg.norm(out, axis=1), 1.0, atol=1e-6)
    with pytest.raises(ValueError, match="no piece"):
        compose(means, counts, [[0], []])


def test_lines_shared_by_chunks_are_embedded_once() -> None:
    """A session's chunks share the date line and the assistant turn between two user turns."""
    chunks = build_chunks(
        _transcript(
            ("assistant", "How was your weekend?"),
            ("user", "We adopted a puppy called Biscuit!"),
            ("assistant", "What a lovely name. How is your knee?"),
            ("user", "Better, thanks."),
            ("assistant", "Glad to hear it."),
        ),
        session_date=MAY,
        speakers={"user": "Dana"},
    )
    assert [c.text for c in chunks] == ["\n".join(c.lines) for c in chunks]
    texts, members = distinct_pieces([c.pieces for c in chunks])
    assert texts == [
        "[Session of 2 May 2026]",
        "Assistant: How was your weekend?",
        "Dana: We adopted a puppy called Biscuit!",
        "Assistant: What a lovely name. How is your knee?",
        "Dana: Better, thanks.",
        "Assistant: Glad to hear it.",
    ]
    assert members == [[0, 1, 2, 3], [0, 3, 4, 5]]


def test_pooled_vectors_normalised_are_the_embedder_vectors(embedder: MiniLMEmbedder) -> None:
    texts = ["[Session of 2 May 2026]", "Dana: We adopted a golden retriever puppy called Biscuit!"]
    means, counts = embedder.embed_pooled(texts)
    normalised = means / np.linalg.norm(means, axis=1, keepdims=True)
    assert np.allclose(normalised, embedder.embed(texts), atol=1e-5)
    tokenizer = embedder._tokenizer
    assert counts.tolist() == [len(tokenizer.encode(t).ids) for t in texts]
    assert isinstance(embedder, PoolingEmbedder)


class _CountingPooler:
    """The real embedder, recording the texts each pooled call embeds."""

    def __init__(self, inner: MiniLMEmbedder) -> None:
        self.inner, self.model_id, self.dim = inner, inner.model_id, inner.dim
        self.pooled: list[str] = []

    def embed(self, texts: Sequence[str]) -> Vectors:
        return self.inner.embed(texts)

    def embed_pooled(self, texts: Sequence[str]) -> tuple[Vectors, npt.NDArray[np.int64]]:
        self.pooled.extend(texts)
        return self.inner.embed_pooled(texts)


class _WholeOnly:
    """The real embedder without embed_pooled (as a hosted API's would be)."""

    def __init__(self, inner: Embedder) -> None:
        self.inner, self.model_id, self.dim = inner, inner.model_id, inner.dim

    def embed(self, texts: Sequence[str]) -> Vectors:
        return self.inner.embed(texts)


@pytest.fixture
async def memory(db: Database, embedder: MiniLMEmbedder) -> AsyncIterator[Memory]:
    m = Memory(db, embedder)
    yield m
    await m.close()


async def _session(memory: Memory, user: str, *turns: tuple[str, str]) -> SessionId:
    session = await memory.start_session(user)
    for role, content in turns:
        await memory.record(user, session, role, content, spoken_at=MAY)  # type: ignore[arg-type]
    await memory.end_session(user, session)
    return session


_PUPPY = (
    ("assistant", "How was your weekend?"),
    ("user", "We adopted a puppy called Biscuit!"),
    ("assistant", "Lovely name."),
)


async def _stored(db: Database, user: UserId, session: SessionId) -> list[dict[str, object]]:
    async with db.user(user) as conn:
        cur = await conn.execute(
            "SELECT seq_from, text, embedding, embedding_model FROM chunks WHERE session_id = %s"
            " ORDER BY seq_from, embedding_model",
            [session],
        )
        return list(await cur.fetchall())


async def test_index_embeds_each_line_once_and_stores_composed_vectors(
    db: Database, embedder: MiniLMEmbedder, user_id: UserId
) -> None:
    """index_session embeds the session's distinct lines (not each chunk's text), stores the whole
    text with the composed vector under the composed model id, and recall finds it."""
    counting = _CountingPooler(embedder)
    async with Memory(db, counting) as memory:
        session = await _session(
            memory,
            user_id,
            ("assistant", "How was your weekend?"),
            ("user", "I signed up for a pottery class on Thursdays."),
            ("assistant", "Pottery sounds relaxing. Which studio?"),
            ("user", "The one by the river."),
            ("assistant", "Lovely spot."),
        )
        assert await memory.index_session(user_id, session) == 2
        assert len(counting.pooled) == 6  # the date line and five turns, each once
        rows = await _stored(db, user_id, session)
        assert {r["embedding_model"] for r in rows} == {composed_model(embedder.model_id)}
        assert memory.chunk_model == composed_model(embedder.model_id) != embedder.model_id
        async with db.user(user_id) as conn:
            chunks = await memory._session_chunks(conn, session)
        for row, chunk in zip(rows, chunks, strict=True):
            assert row["text"] == chunk.text
            stored = np.asarray(row["embedding"].to_numpy(), dtype=np.float32)  # type: ignore[attr-defined]
            means, counts = embedder.embed_pooled(list(chunk.pieces))
            composed = compose(means, counts, [range(len(chunk.pieces))])[0]
            assert float(stored @ composed) > 0.999
            assert float(stored @ embedder.embed([chunk.text])[0]) < 0.99  # not the whole text's
        found = await memory.recall(user_id, "how is the pottery class going?")
        assert [(r.kind, r.session_id) for r in found][:1] == [("chunk", session)]


async def test_assistant_turns_are_embedded_from_their_first_words_and_stored_whole(
    db: Database, embedder: MiniLMEmbedder, user_id: UserId
) -> None:
    """The truncation policy at session end: the embedder is given each assistant turn's first
    `assistant_embed_words` words (and the user's turn whole), the chunk's vector is composed from
    those pieces, and the stored text (the full-text list, the reply model) keeps the whole line."""
    long_reply = "Pottery sounds relaxing, and the studio by the river has lovely light in the evening."
    counting = _CountingPooler(embedder)
    async with Memory(db, counting, assistant_embed_words=3) as memory:
        session = await _session(
            memory,
            user_id,
            ("user", "I signed up for a pottery class on Thursdays."),
            ("assistant", long_reply),
        )
        assert await memory.index_session(user_id, session) == 1
    [row] = await _stored(db, user_id, session)
    date_line = str(row["text"]).splitlines()[0]
    assert sorted(counting.pooled) == sorted(
        [
            date_line,
            "User: I signed up for a pottery class on Thursdays.",
            "Assistant: Pottery sounds relaxing,",
        ]
    )
    assert str(row["text"]).endswith("Assistant: " + long_reply)
    stored = np.asarray(row["embedding"].to_numpy(), dtype=np.float32)  # type: ignore[attr-defined]
    means, counts = embedder.embed_pooled(list(counting.pooled))
    assert float(stored @ compose(means, counts, [range(3)])[0]) > 0.999
    # The whole line's vector is another (what the policy saves is that line's other 12 words).
    whole_means, whole_counts = embedder.embed_pooled(str(row["text"]).splitlines())
    assert float(stored @ compose(whole_means, whole_counts, [range(3)])[0]) < 0.99


async def test_an_embedder_without_pooling_embeds_whole_chunks(
    db: Database, embedder: MiniLMEmbedder, user_id: UserId
) -> None:
    async with Memory(db, _WholeOnly(embedder)) as memory:
        session = await _session(memory, user_id, *_PUPPY)
        assert memory.chunk_model == embedder.model_id
        assert await memory.index_session(user_id, session) == 1
        (row,) = await _stored(db, user_id, session)
        assert row["embedding_model"] == embedder.model_id
        stored = np.asarray(row["embedding"].to_numpy(), dtype=np.float32)  # type: ignore[attr-defined]
        assert float(stored @ embedder.embed([str(row["text"])])[0]) > 0.999
        assert [r.session_id for r in await memory.recall(user_id, "how is Biscuit the puppy?")] == [session]


async def test_indexing_again_replaces_whole_chunk_vectors(
    memory: Memory, db: Database, embedder: MiniLMEmbedder, user_id: UserId
) -> None:
    """A session indexed with whole-chunk vectors (stored under the embedder's own id) indexed
    again gets composed vectors, the old ones dropped; a third time writes nothing. (Facts keep
    the embedder's own id: test_recall_db's fact tests.)"""
    session = await _session(memory, user_id, *_PUPPY)
    async with Memory(db, _WholeOnly(embedder)) as before:
        assert await before.index_session(user_id, session) == 1

    assert await memory.index_session(user_id, session) == 1
    rows = await _stored(db, user_id, session)
    assert [r["embedding_model"] for r in rows] == [memory.chunk_model]
    assert [r.session_id for r in await memory.recall(user_id, "how is Biscuit the puppy?")] == [session]
    assert await memory.index_session(user_id, session) == 0
    assert len(await _stored(db, user_id, session)) == 1


async def test_reindex_rebuilds_only_sessions_of_whole_chunk_vectors(
    memory: Memory, db: Database, embedder: MiniLMEmbedder, user_id: UserId
) -> None:
    first = await _session(memory, user_id, *_PUPPY)
    second = await _session(
        memory, user_id, ("user", "I repainted the kitchen green."), ("assistant", "Fresh!")
    )
    async with Memory(db, _WholeOnly(embedder)) as before:
        await before.index_session(user_id, first)
    await memory.index_session(user_id, second)
    async with db.user(user_id) as conn:
        assert await chunk_store.sessions_with_model(conn, embedder.model_id) == [first]
    assert await memory.reindex(user_id) == 1
    assert [r["embedding_model"] for r in await _stored(db, user_id, first)] == [memory.chunk_model]
    found = await memory.recall(user_id, "Biscuit the puppy")
    assert [r.session_id for r in found if r.kind == "chunk"][:1] == [first]
    assert await memory.reindex(user_id) == 0


async def test_the_next_session_end_indexes_old_sessions_again(
    memory: Memory, db: Database, embedder: MiniLMEmbedder, user_id: UserId
) -> None:
    """After the upgrade, the user's next processed session re-indexes the sessions stored with
    whole-chunk vectors, so they are recalled again without an operator's `companion reindex`."""
    from companion.extraction.offline import OfflineProposer
    from companion.pipeline import process_session

    old = await _session(memory, user_id, *_PUPPY)
    async with Memory(db, _WholeOnly(embedder)) as before:
        await before.index_session(user_id, old)
    new = await _session(memory, user_id, ("user", "I repainted the kitchen green."), ("assistant", "Fresh!"))
    await process_session(memory, OfflineProposer(), user_id, new)
    assert [r["embedding_model"] for r in await _stored(db, user_id, old)] == [memory.chunk_model]
    found = await memory.recall(user_id, "how is Biscuit the puppy?")
    assert [r.session_id for r in found if r.kind == "chunk"][:1] == [old]


async def test_the_reindex_command_indexes_old_sessions_again(
    memory: Memory, db: Database, embedder: MiniLMEmbedder, user_id: UserId, tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:  # fmt: skip
    """`companion reindex USER` does what the session end would: old sessions recalled again."""
    from companion.cli import build_parser
    from companion.config import Settings

    old = await _session(memory, user_id, *_PUPPY)
    async with Memory(db, _WholeOnly(embedder)) as before:
        await before.index_session(user_id, old)
    args = build_parser().parse_args(["reindex", user_id])
    assert await args.handler(args, Settings(database_url=db.owner_dsn, data_dir=tmp_path)) == 0
    assert capsys.readouterr().out.strip() == f"1 chunks written for {user_id}"
    assert [r["embedding_model"] for r in await _stored(db, user_id, old)] == [memory.chunk_model]


async def _whole_session(
    memory: Memory, db: Database, embedder: Embedder, user: UserId, at: datetime, *turns: tuple[str, str]
) -> SessionId:
    """A session spoken at `at`, indexed as before composed vectors (whole-chunk vectors)."""
    session = await _session_at(memory, user, at, *turns)
    async with Memory(db, _WholeOnly(embedder)) as before:
        await before.index_session(user, session)
    return session


async def _session_at(memory: Memory, user: UserId, at: datetime, *turns: tuple[str, str]) -> SessionId:
    session = await memory.start_session(user)
    for i, (role, content) in enumerate(turns):
        await memory.record(user, session, role, content, spoken_at=at + timedelta(seconds=i))  # type: ignore[arg-type]
    await memory.end_session(user, session)
    return session


_KITCHEN = (("user", "I repainted the kitchen green."), ("assistant", "Fresh!"))
_POTTERY = (("user", "I signed up for a pottery class on Thursdays."), ("assistant", "Which studio?"))


async def _first_chunk_session(memory: Memory, user: UserId, utterance: str) -> UUID | None:
    chunks = [r.session_id for r in await memory.recall(user, utterance) if r.kind == "chunk"]
    return chunks[0] if chunks else None


async def _text_list(memory: Memory, user: UserId, utterance: str) -> set[SessionId]:
    async with memory.db.user(user) as conn:
        found = await recall_search.text_matches(
            conn, user, utterance, memory.chunk_model, whole_model=memory.embedder.model_id
        )
    return {t.session_id for t in found}


async def _models(db: Database, user: UserId) -> set[str]:
    async with db.user(user) as conn:
        cur = await conn.execute("SELECT DISTINCT embedding_model FROM chunks WHERE user_id = %s", [user])
        return {r["embedding_model"] for r in await cur.fetchall()}


async def test_a_user_of_only_whole_chunk_vectors_is_recalled_before_the_reindex(
    memory: Memory, db: Database, embedder: MiniLMEmbedder, user_id: UserId
) -> None:
    """Right after the upgrade every past session of the user holds whole-chunk vectors: recall
    searches them (vector and text list) during the user's next session, before its end
    re-indexes them, so the companion does not forget the user's past meanwhile."""
    old = await _whole_session(memory, db, embedder, user_id, MAY, *_PUPPY)
    assert await _models(db, user_id) == {embedder.model_id}
    assert await _first_chunk_session(memory, user_id, "how is Biscuit the puppy?") == old
    assert await _text_list(memory, user_id, "Biscuit the puppy") == {old}


async def test_a_mixed_user_keeps_the_older_sessions_of_whole_chunk_vectors(
    memory: Memory, db: Database, embedder: MiniLMEmbedder, user_id: UserId
) -> None:
    """A session indexed with composed vectors before the older ones were indexed again (or a
    reindex that failed) leaves the user with both: both are searched, as one ranked list."""
    old = await _whole_session(memory, db, embedder, user_id, MAY, *_PUPPY)
    new = await _session_at(memory, user_id, MAY + timedelta(days=7), *_KITCHEN)
    await memory.index_session(user_id, new)
    assert await _models(db, user_id) == {embedder.model_id, memory.chunk_model}
    assert await _first_chunk_session(memory, user_id, "how is Biscuit the puppy?") == old
    assert await _first_chunk_session(memory, user_id, "is the kitchen green now?") == new
    assert await _text_list(memory, user_id, "Biscuit the puppy") == {old}


async def test_reindex_goes_newest_first_and_leaves_only_composed_vectors_recalled(
    memory: Memory, db: Database, embedder: MiniLMEmbedder, user_id: UserId
) -> None:
    """Reindex replaces the newest sessions first, so the whole-chunk ones left are the oldest
    (the text list searches them while the oldest chunk is one); once done only composed vectors
    remain, and recall finds every session through them."""
    oldest = await _whole_session(memory, db, embedder, user_id, MAY, *_PUPPY)
    older = await _whole_session(memory, db, embedder, user_id, MAY + timedelta(days=1), *_POTTERY)
    new = await _session_at(memory, user_id, MAY + timedelta(days=7), *_KITCHEN)
    await memory.index_session(user_id, new)
    async with db.user(user_id) as conn:
        assert await chunk_store.sessions_with_model(conn, embedder.model_id) == [older, oldest]
    await memory.index_session(user_id, older)  # a reindex stopped after its first session
    assert await _text_list(memory, user_id, "Biscuit the puppy") == {oldest}
    assert await _first_chunk_session(memory, user_id, "how is Biscuit the puppy?") == oldest

    assert await memory.reindex(user_id) == 1
    assert await _models(db, user_id) == {memory.chunk_model}
    assert await _first_chunk_session(memory, user_id, "how is Biscuit the puppy?") == oldest
    assert await _first_chunk_session(memory, user_id, "how is the pottery class going?") == older
    assert await _text_list(memory, user_id, "Biscuit the puppy") == {oldest}


class _GatedPooler(_CountingPooler):
    """Realtime (single-text) calls held until `release`; the size of every pooled call kept."""

    def __init__(self, inner: MiniLMEmbedder) -> None:
        import threading

        super().__init__(inner)
        self.release = threading.Event()
        self.sizes: list[int] = []

    def embed(self, texts: Sequence[str]) -> Vectors:
        if len(texts) == 1:
            self.release.wait(10)
        return self.inner.embed(texts)

    def embed_pooled(self, texts: Sequence[str]) -> tuple[Vectors, npt.NDArray[np.int64]]:
        self.sizes.append(len(texts))
        return super().embed_pooled(texts)


async def test_line_embedding_waits_for_realtime_and_runs_in_batches(
    db: Database, embedder: MiniLMEmbedder
) -> None:
    """Composed chunk vectors are embedded like any session-end work: no batch starts while a
    realtime embedding is in flight, and each call holds at most `index_batch` lines."""
    import asyncio

    gated = _GatedPooler(embedder)
    chunks = build_chunks(
        _transcript(*[("assistant" if i % 2 else "user", f"turn number {i}") for i in range(9)]),
        session_date=MAY,
    )
    async with Memory(db, gated, index_batch=4) as memory:
        realtime = asyncio.create_task(memory.embed(["how was your day"]))
        await asyncio.sleep(0.1)
        background = asyncio.create_task(memory.chunk_vectors(chunks))
        await asyncio.sleep(0.3)
        assert gated.sizes == []  # waiting behind the realtime call
        gated.release.set()
        await realtime
        vectors = await background
    assert sorted(gated.sizes) == [3, 3, 4]  # the date line and nine turns, each once, cut evenly
    assert vectors.shape == (len(chunks), embedder.dim)
    means, counts = embedder.embed_pooled(list(chunks[1].pieces))
    assert float(vectors[1] @ compose(means, counts, [range(len(chunks[1].pieces))])[0]) > 0.999


class _OverlapPooler(_CountingPooler):
    """Records how many pooled calls run at the same moment (each held briefly so they can meet)."""

    def __init__(self, inner: MiniLMEmbedder) -> None:
        import threading

        super().__init__(inner)
        self._lock = threading.Lock()
        self._running = 0
        self.most_at_once = 0
        self.sizes: list[int] = []

    def embed_pooled(self, texts: Sequence[str]) -> tuple[Vectors, npt.NDArray[np.int64]]:
        import time

        with self._lock:
            self._running += 1
            self.most_at_once = max(self.most_at_once, self._running)
            self.sizes.append(len(texts))
        try:
            time.sleep(0.05)
            return super().embed_pooled(texts)
        finally:
            with self._lock:
                self._running -= 1


# Turns of very different lengths, longest first: the background calls take them shortest first.
_UNEVEN = tuple(
    ("user" if i % 2 else "assistant", " ".join(["word"] * (30 - 2 * i)) + f" turn {i}.") for i in range(13)
)


async def test_lines_taken_shortest_first_come_back_in_their_own_order(
    db: Database, embedder: MiniLMEmbedder
) -> None:
    """The background calls hold lines of similar lengths (sorted), and every chunk still gets the
    vector composed from its own lines, with one thread or several."""
    chunks = build_chunks(_transcript(*_UNEVEN), session_date=MAY)
    for workers in (1, 2):
        pooler = _OverlapPooler(embedder)
        async with Memory(db, pooler, index_batch=4, index_workers=workers) as memory:
            vectors = await memory.chunk_vectors(chunks)
        if workers == 1:  # (two threads may record their calls in either order)
            lengths = [len(text) for text in pooler.pooled]
            assert lengths == sorted(lengths)  # the calls were given the lines shortest first
        assert pooler.most_at_once == workers
        for chunk, vector in zip(chunks, vectors, strict=True):
            means, counts = embedder.embed_pooled(list(chunk.pieces))
            assert float(vector @ compose(means, counts, [range(len(chunk.pieces))])[0]) > 0.999


async def test_several_index_workers_default_to_the_embedders_batch(
    db: Database, embedder: MiniLMEmbedder
) -> None:
    """With several background threads each call holds at most the embedder's own batch (8 lines),
    and as many calls as a multiple of the threads, so a session's lines spread evenly over them;
    one thread keeps the larger calls (41 lines: 21 and 20; two threads: 7, 7, 7, 7, 7, 6)."""
    chunks = build_chunks(
        _transcript(*[("user" if i % 2 else "assistant", f"turn number {i}") for i in range(40)]),
        session_date=MAY,
    )
    for workers, sizes in ((1, [20, 21]), (2, [6, 7, 7, 7, 7, 7])):
        pooler = _OverlapPooler(embedder)
        async with Memory(db, pooler, index_workers=workers) as memory:
            await memory.chunk_vectors(chunks)
        assert sorted(pooler.sizes) == sizes
    with pytest.raises(ValueError, match="index_workers"):
        Memory(db, embedder, index_workers=0)


def test_a_worker_process_indexes_on_two_threads_unless_configured() -> None:
    """COMPANION_INDEX_WORKERS sets the session-end threads of a `companion worker` process
    (default 2); fewer than one is refused."""
    from companion.config import load_settings
    from companion.errors import ConfigError

    assert load_settings({}).index_workers == 2
    assert load_settings({"COMPANION_INDEX_WORKERS": "1"}).index_workers == 1
    with pytest.raises(ConfigError, match="COMPANION_INDEX_WORKERS"):
        load_settings({"COMPANION_INDEX_WORKERS": "0"})
