"""Per-exchange recall on the real database with the real embedder."""

from __future__ import annotations

from collections.abc import AsyncIterator
from datetime import UTC, datetime

import pytest

from companion.errors import InvariantViolation
from companion.memory import Memory
from companion.model import SessionId, UserId
from companion.recall.embedder import MiniLMEmbedder
from companion.recall.search import FusionParams
from companion.store import chunks as chunk_store
from companion.store import recall_search, transcripts
from companion.store.database import Database
from tests.recall.helpers import insert_fact

MAY = datetime(2026, 5, 2, 19, 30, tzinfo=UTC)
JUNE = datetime(2026, 6, 10, 9, 0, tzinfo=UTC)


@pytest.fixture
async def memory(db: Database, embedder: MiniLMEmbedder) -> AsyncIterator[Memory]:
    m = Memory(db, embedder)
    yield m
    await m.close()


async def _past_session(memory: Memory, user: str, said: str, reply: str, at: datetime = MAY) -> SessionId:
    session = await memory.start_session(user)
    await memory.record(user, session, "assistant", "How was your weekend?", spoken_at=at)
    await memory.record(user, session, "user", said, spoken_at=at)
    await memory.record(user, session, "assistant", reply, spoken_at=at)
    await memory.end_session(user, session)
    await memory.index_session(user, session)
    return session


async def test_recall_returns_the_earlier_session_chunk_with_its_date(
    memory: Memory, user_id: UserId
) -> None:
    """An utterance about the same topic brings back the earlier session's chunk, dated when it was said."""
    await _past_session(
        memory, user_id, "We adopted a golden retriever puppy called Biscuit!", "Biscuit is a lovely name."
    )
    await _past_session(memory, user_id, "I repainted the kitchen a pale green.", "Nice, a fresh look.", JUNE)
    now_session = await memory.start_session(user_id)
    found = await memory.recall(user_id, "Biscuit chewed my shoes again", session_id=now_session)
    assert found, "expected a recalled chunk"
    assert found[0].kind == "chunk"
    assert "Biscuit" in found[0].text
    assert found[0].date == MAY
    assert all("kitchen" not in r.text for r in found)


async def test_current_session_is_excluded(memory: Memory, user_id: UserId) -> None:
    """Chunks of the session in progress are never recalled into it."""
    session = await _past_session(
        memory, user_id, "My sister Ana is getting married in Lisbon.", "Congratulations!"
    )
    assert await memory.recall(user_id, "Ana's wedding in Lisbon", session_id=session) == []
    assert await memory.recall(user_id, "Ana's wedding in Lisbon")


async def test_unrelated_utterance_returns_nothing(memory: Memory, user_id: UserId) -> None:
    """With nothing relevant in memory, recall returns an empty list instead of the nearest noise."""
    await _past_session(memory, user_id, "We adopted a golden retriever puppy called Biscuit!", "Lovely.")
    assert await memory.recall(user_id, "What is the boiling point of mercury in kelvin?") == []


async def test_another_users_chunks_are_never_returned(
    memory: Memory, db: Database, embedder: MiniLMEmbedder, user_id: UserId
) -> None:
    """Recall for one user never sees another user's chunks, even when asked for them by id."""
    other = UserId(f"{user_id}-other")
    await _past_session(memory, other, "My password hint is the name of my cat, Whiskers.", "Noted.")
    await memory.start_session(user_id)
    assert await memory.recall(user_id, "my cat Whiskers password hint") == []
    vector = embedder.embed(["my cat Whiskers"])[0]
    async with db.user(user_id) as conn:
        # Row-level security: a connection scoped to user_id cannot read the other user's rows.
        leaked = await recall_search.search_chunks(conn, other, vector, "Whiskers", memory.chunk_model)
    assert leaked == []


async def test_vectors_of_another_model_are_never_compared(
    memory: Memory, db: Database, embedder: MiniLMEmbedder, user_id: UserId
) -> None:
    """Chunks stored under another embedding model id are invisible to a search with this model."""
    session = await memory.start_session(user_id)
    await memory.end_session(user_id, session)
    vector = embedder.embed(["We adopted a puppy called Biscuit"])[0]
    chunk = chunk_store.NewChunk(
        session, 0, 0, "User: We adopted a puppy called Biscuit", ("user",), MAY, vector
    )
    async with db.user(user_id) as conn:
        assert await chunk_store.insert_chunks(conn, user_id, [chunk], "some-other-model@384") == 1
    assert await memory.recall(user_id, "We adopted a puppy called Biscuit") == []


async def test_chunks_are_written_in_statements_of_many_rows(
    memory: Memory, db: Database, embedder: MiniLMEmbedder, user_id: UserId, monkeypatch: pytest.MonkeyPatch
) -> None:
    """insert_chunks writes many rows per statement (split past _ROWS_PER_STATEMENT), counts only
    the rows it wrote, keeps the word counts right, and refuses a chunk given twice."""
    monkeypatch.setattr(chunk_store, "_ROWS_PER_STATEMENT", 2)
    session = await memory.start_session(user_id)
    await memory.end_session(user_id, session)
    texts = [
        f"User: we planted {word} in the garden" for word in ("tulips", "roses", "basil", "mint", "sage")
    ]
    vectors = embedder.embed(texts)
    chunks = [
        chunk_store.NewChunk(session, i, i, text, ("user",), MAY, vector)
        for i, (text, vector) in enumerate(zip(texts, vectors, strict=True))
    ]
    async with db.user(user_id) as conn:
        assert await chunk_store.insert_chunks(conn, user_id, chunks, "m@384") == 5
        assert await chunk_store.insert_chunks(conn, user_id, chunks, "m@384") == 0
        thyme = "User: we planted thyme in the garden"
        chunks[3] = chunk_store.NewChunk(session, 3, 3, thyme, ("user",), MAY, vectors[3])
        assert await chunk_store.insert_chunks(conn, user_id, chunks, "m@384") == 1
        cur = await conn.execute(
            "SELECT term, chunks FROM chunk_terms WHERE term IN ('', 'garden', 'mint', 'thyme')"
        )
        counts = {r["term"]: r["chunks"] for r in await cur.fetchall()}
        assert counts == {"": 5, "garden": 5, "thyme": 1}
        with pytest.raises(InvariantViolation, match="given twice"):
            await chunk_store.insert_chunks(conn, user_id, [chunks[0], chunks[0]], "m@384")
        assert await chunk_store.count_chunks(conn, "m@384") == 5


async def test_index_session_is_idempotent(memory: Memory, db: Database, user_id: UserId) -> None:
    """Indexing a session twice stores each chunk once."""
    session = await _past_session(memory, user_id, "I ran my first half marathon today.", "Well done!")
    assert await memory.index_session(user_id, session) == 0
    async with db.user(user_id) as conn:
        rows = await chunk_store.session_chunks(conn, session)
    assert len(rows) == 1
    assert rows[0].roles == ("assistant", "user", "assistant")


async def test_active_facts_are_recalled_by_embedding(memory: Memory, db: Database, user_id: UserId) -> None:
    """index_session embeds active facts, and recall returns a relevant one as kind 'fact'."""
    session = await _past_session(memory, user_id, "I'm allergic to peanuts, seriously.", "I'll remember.")
    await insert_fact(db, user_id, "Is allergic to peanuts", valid_from=MAY)
    await memory.index_session(user_id, session)
    found = await memory.recall(user_id, "can I eat this peanut butter cookie?")
    assert [r.text for r in found if r.kind == "fact"] == ["Is allergic to peanuts"]


async def test_display_name_labels_the_users_lines(memory: Memory, db: Database, user_id: UserId) -> None:
    """When the user has a display name, their lines in chunks are labelled with it, not 'User'."""
    async with db.user(user_id) as conn:
        await transcripts.ensure_user(conn, user_id, "Dana")
    session = await _past_session(memory, user_id, "I started pottery classes.", "Fun!")
    async with db.user(user_id) as conn:
        rows = await chunk_store.session_chunks(conn, session)
    assert "\nDana: I started pottery classes.\n" in rows[0].text


async def test_someone_elses_wedding_is_not_recalled(memory: Memory, db: Database, user_id: UserId) -> None:
    """Close in meaning is not enough: an utterance about another wedding (none of its telling words
    said before) is within the distance cut-off of the sister's wedding but below the relevance
    threshold, so nothing is recalled; the sister's wedding itself still is."""
    await _past_session(memory, user_id, "My sister Ana is getting married in Lisbon.", "Congratulations!")
    other_wedding = "my brother Tom is getting married in Rome"
    by_distance_only = Memory(db, memory.embedder, fusion=FusionParams(min_relevance=None))
    try:
        near = await by_distance_only.recall(user_id, other_wedding)
    finally:
        await by_distance_only.close()
    assert near, "within max_distance: the distance cut-off alone lets it through"
    assert await memory.recall(user_id, other_wedding) == []
    found = await memory.recall(user_id, "Ana's wedding in Lisbon")
    assert found
    assert found[0].relevance is not None
    assert found[0].relevance >= FusionParams().min_relevance  # type: ignore[operator]
