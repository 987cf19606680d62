"""The per-exchange step's statements on the real database: how many round trips it makes, and that the
one statement reading everything before the vector returns what the separate reads return."""

from __future__ import annotations

import asyncio
import contextvars
import time
import uuid
from collections.abc import AsyncIterator, Callable, Generator, Iterator
from contextlib import contextmanager
from dataclasses import replace
from datetime import UTC, datetime, timedelta
from typing import Any

import numpy as np
import pytest
from psycopg import AsyncConnection
from psycopg.pq import TransactionStatus

from companion.memory import Memory
from companion.model import SessionId, UserId
from companion.recall.embedder import MiniLMEmbedder, QueryEmbedder, Vectors
from companion.recall.query import text_query, utterance_focus
from companion.store import profiles, recall_search
from companion.store.database import Database, DatabaseConfig
from tests.recall.helpers import insert_fact

MAY = datetime(2026, 5, 2, 19, 30, tzinfo=UTC)

# psycopg waits on the server through AsyncConnection.wait(generator): one call per exchange of
# messages (a statement and its rows, BEGIN, SET, COMMIT, the pool's check). Two kinds of call send
# nothing: changing autocommit (the pool's check does, around its empty query), and a commit or
# rollback with no transaction open (the pool's `async with conn` commits after ours has).
_NO_ROUND_TRIP = frozenset({"_set_autocommit_gen"})
_NOTHING_WHEN_IDLE = frozenset({"_commit_gen", "_rollback_gen"})
# In a pipeline (Database.user_pipeline) a statement is sent without waiting for its reply: its
# call waits only for the socket to take it; entering the pipeline sends nothing. Leaving it sends
# the Sync and waits for every reply: that is the round trip.
_SENT_IN_PIPELINE = frozenset({"_enter_gen", "_execute_gen"})
_WAITS: contextvars.ContextVar[tuple[asyncio.Task[Any] | None, list[str]] | None] = contextvars.ContextVar(
    "step_waits", default=None
)


def _steps(task: asyncio.Task[Any] | None, step: asyncio.Task[Any] | None) -> bool:
    """Whether `task` is the step's: the step's own task, or one of the two sides it reads at once
    (recall_search.reads_on_two_connections; the pool's tasks, which inherit the context too, are not)."""
    if task is None:
        return False
    return task is step or "reads_on_two_connections" in getattr(task.get_coro(), "__qualname__", "")


@contextmanager
def round_trips(monkeypatch: pytest.MonkeyPatch, connections: set[int] | None = None) -> Iterator[list[str]]:
    """The round trips this task (and the sides it reads at once) makes on any connection meanwhile,
    by the generator's name (not the pool's own tasks, which inherit the context: a connection it
    opens meanwhile is not the step's); the connections' backend ids into `connections`."""
    original: Callable[..., Any] = AsyncConnection.wait

    async def counted(
        self: AsyncConnection[Any], gen: Generator[Any, Any, Any], *args: Any, **kw: Any
    ) -> Any:
        sink = _WAITS.get()
        name = getattr(gen, "__name__", type(gen).__name__)
        idle = self.pgconn.transaction_status == TransactionStatus.IDLE
        piped = self._pipeline is not None and name in _SENT_IN_PIPELINE
        sends = name not in _NO_ROUND_TRIP and not (idle and name in _NOTHING_WHEN_IDLE) and not piped
        if sink is not None and _steps(asyncio.current_task(), sink[0]) and sends:
            sink[1].append(name)
            if connections is not None:
                connections.add(self.pgconn.backend_pid)
        return await original(self, gen, *args, **kw)

    seen: list[str] = []
    token = _WAITS.set((asyncio.current_task(), seen))
    monkeypatch.setattr(AsyncConnection, "wait", counted)
    try:
        yield seen
    finally:
        monkeypatch.setattr(AsyncConnection, "wait", original)
        _WAITS.reset(token)


@pytest.fixture
async def memory(db: Database, embedder: MiniLMEmbedder) -> AsyncIterator[Memory]:
    m = Memory(db, embedder)
    yield m
    await m.close()


async def _user_with_history(memory: Memory, db: Database, user: UserId) -> SessionId:
    """A past session (indexed), a cached profile, a display name and a live session of 30 turns."""
    past = await memory.start_session(user)
    for said in ["I went hiking with my sister Ana in May.", "We got lost near the lake."]:
        await memory.record(user, past, "user", said, spoken_at=MAY)
        await memory.record(user, past, "assistant", "That sounds like quite a day.", spoken_at=MAY)
    await memory.end_session(user, past)
    await memory.index_session(user, past)
    async with db.owner() as conn:
        await conn.execute("UPDATE users SET display_name = 'Dana' WHERE user_id = %s", [user])
        await conn.execute(
            "INSERT INTO profiles (user_id, text, content_hash, fact_count) VALUES (%s, %s, 'h', 0)",
            [user, "Identity:\n- Likes hiking"],
        )
    live = await memory.start_session(user)
    for i in range(15):  # more than the recent turns, so older user turns are read too
        at = MAY + timedelta(days=30, minutes=i)
        await memory.record(user, live, "user", f"Turn {i}: the weather is fine.", spoken_at=at)
        await memory.record(user, live, "assistant", "Good to hear.", spoken_at=at)
    return live


async def test_cold_context_step_embeds_first_then_makes_one_round_trip(
    memory: Memory, db: Database, user_id: UserId, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Memory.context() with nothing warmed: the utterance is embedded first, however slow the
    embedding, and only then is anything sent: one round trip (BEGIN, SET LOCAL, the one statement
    and COMMIT as a pipeline), as for a warmed step. It was two (the context's reads and the
    full-text list sent while the utterance was embedded, then the vector list), before that four,
    and before that ten. The context is the warmed step's."""
    live = await _user_with_history(memory, db, user_id)
    said = "I went hiking with my sister Ana"
    await memory.context(user_id, live, said)  # statements prepared once
    await memory.warm(said)
    warmed = await memory.context(user_id, live, said)
    memory._warm_cache.clear()
    assert isinstance(memory.embedder, QueryEmbedder)
    embed = memory.embedder.embed_queries  # a realtime utterance's path
    sent_before_vector: list[int] = []

    def slow(texts: list[str]) -> Vectors:  # on the embedding thread
        time.sleep(0.05)
        sent_before_vector.append(len(seen))
        return embed(texts)

    monkeypatch.setattr(memory.embedder, "embed_queries", slow)
    with round_trips(monkeypatch) as seen:
        cold = await memory.context(user_id, live, said)
    assert sent_before_vector == [0], "a statement went before the utterance was embedded"
    assert seen == ["_exit_gen"], " ".join(seen)
    assert cold.recalled
    assert "hiking" in cold.recalled[0].text
    assert [(r.id, r.score) for r in cold.recalled] == [(r.id, r.score) for r in warmed.recalled]
    assert cold.system == warmed.system


@pytest.mark.parametrize("parallel", [True, False], ids=["two connections", "one connection"])
async def test_warmed_context_step_makes_one_round_trip_per_connection(
    db: Database,
    db_config: DatabaseConfig,
    embedder: MiniLMEmbedder,
    user_id: UserId,
    monkeypatch: pytest.MonkeyPatch,
    parallel: bool,
) -> None:
    """With the utterance embedded beforehand (a partial transcript warmed it), the vector is ready
    before anything is sent: each transaction goes as one pipeline (BEGIN, its statement, COMMIT),
    one round trip (it was three: each waited for its reply). By default the two lists are read on
    two connections at once (recall_search.reads_on_two_connections): two round trips, one on each,
    at the same time; with `parallel_lists` off, one statement with everything (reads_with_vector()),
    one round trip. The context is the one the cold step's two statements give, facts included."""
    # A pool of its own with two connections resting in it (the session's shared pool may hold
    # only one: the second side would then wait for the first).
    pooled = await Database.open(replace(db_config, min_size=2, max_size=2))
    memory = Memory(pooled, embedder, parallel_lists=parallel)
    try:
        await insert_fact(db, user_id, "Goes hiking with her sister Ana", valid_from=MAY)
        live = await _user_with_history(memory, db, user_id)  # indexing embeds the fact
        said = "I went hiking with my sister Ana"
        await memory.warm(said)
        await memory.context(user_id, live, said)  # statements prepared once
        connections: set[int] = set()
        with round_trips(monkeypatch, connections) as seen:
            warmed = await memory.context(user_id, live, said)
        memory._warm_cache.clear()
        cold = await memory.context(user_id, live, said)
    finally:
        await memory.close()
        await pooled.close()
    assert seen == ["_exit_gen"] * (2 if parallel else 1), " ".join(seen)
    assert len(connections) == (2 if parallel else 1)
    assert [r.kind for r in warmed.recalled][:2] == ["fact", "chunk"]
    assert [(r.id, r.score, round(r.distance, 5)) for r in warmed.recalled] == [
        (r.id, r.score, round(r.distance, 5)) for r in cold.recalled
    ]
    assert warmed.system == cold.system


async def test_recall_makes_one_round_trip(
    memory: Memory, db: Database, user_id: UserId, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Memory.recall(): the utterance embedded first, then one round trip (BEGIN, the one statement,
    COMMIT as a pipeline), however slow the embedding; it was two (the full-text list sent while
    the utterance was embedded), before that four, and before that seven. What it finds is what
    the two statements found."""
    await _user_with_history(memory, db, user_id)
    said = "I went hiking with my sister Ana"
    await memory.recall(user_id, said)
    with round_trips(monkeypatch) as seen:
        found = await memory.recall(user_id, said)
    assert seen == ["_exit_gen"], " ".join(seen)
    assert found
    # The two statements of the earlier path (the text list, then the vector list and the facts)
    # find the same, fused the same way.
    vector = (await memory.embed([said]))[0]
    add_name = utterance_focus(said) == "user"
    async with db.user(user_id) as conn:
        first = await recall_search.first_reads(conn, user_id, said, memory.chunk_model, add_name=add_name)
        near, facts = await recall_search.vector_and_facts(
            conn, user_id, vector, memory.chunk_model, matches=first.texts, way=first.route,
            facts_n=memory.facts_k * 3, facts_model=memory.embedder.model_id,
        )  # fmt: skip
    two_statements = memory._fused(said, first, near, facts, 5)
    assert [(r.id, r.score) for r in found] == [(r.id, r.score) for r in two_statements]


@pytest.mark.parametrize(
    "utterance",
    ["Where did I go hiking?", "Did Dana go hiking?", "what did you say about the lake", "hiking"],
)
async def test_first_reads_equal_the_separate_reads(
    memory: Memory, db: Database, user_id: UserId, utterance: str
) -> None:
    """The one statement returns what route(), text_matches() on text_query()'s words, the cached
    profile, session_turns() and last_session_ended_at() return one by one."""
    live = await _user_with_history(memory, db, user_id)
    model = memory.chunk_model  # chunk vectors are stored under it (composed from lines)
    async with db.user(user_id) as conn:
        first = await recall_search.first_reads(
            conn,
            user_id,
            utterance,
            model,
            exclude_session=live,
            add_name=utterance_focus(utterance) == "user",
            live_session=live,
        )
    async with db.user(user_id) as conn:
        way = await recall_search.route(conn, user_id)
        speakers = {"user": way.user_name} if way.user_name else None
        texts = await recall_search.text_matches(
            conn, user_id, text_query(utterance, speakers), model, exclude_session=live
        )
        cached = await profiles.load_profile(conn)
        turns = await recall_search.session_turns(conn, live)
        last_at = await recall_search.last_session_ended_at(conn, live)
    assert first.route == way
    assert way.user_name == "Dana"
    assert [(t.id, t.text_score, t.text_rank, t.coverage, t.roles) for t in first.texts] == [
        (t.id, t.text_score, t.text_rank, t.coverage, t.roles) for t in texts
    ]
    vectors = [
        (np.asarray(a.embedding), np.asarray(b.embedding)) for a, b in zip(first.texts, texts, strict=True)
    ]
    assert all(np.array_equal(a, b) for a, b in vectors)
    assert texts or utterance.startswith("what did you")  # the words match the past session
    assert cached is not None
    assert first.profile == cached.text
    assert first.turns == turns
    assert len(turns) > 12
    assert first.last_session_at == last_at
    assert last_at is not None


async def test_first_reads_adds_the_name_only_for_the_first_person(db: Database, user_id: UserId) -> None:
    """A chunk that holds only the user's name is found by "I ..." (the name stands for "I") and
    not by the same words without the first person."""
    session = uuid.uuid4()
    async with db.owner() as conn:
        await conn.execute("INSERT INTO users (user_id, display_name) VALUES (%s, 'Zebulon')", [user_id])
        await conn.execute(
            "INSERT INTO sessions (user_id, id, channel, started_at, state)"
            " VALUES (%s, %s, 'api', %s, 'open')",
            [user_id, session, MAY],
        )
        await conn.execute(
            "INSERT INTO chunks (user_id, id, session_id, seq_from, seq_to, text, roles, spoken_at,"
            " embedding, embedding_model) VALUES (%s, %s, %s, 0, 0, 'Zebulon: fine', 'user', %s,"
            " array_fill(0.1, ARRAY[384])::vector, 'test-model')",
            [user_id, uuid.uuid4(), session, MAY],
        )
    async with db.user(user_id) as conn:
        named = await recall_search.first_reads(conn, user_id, "was I there", "test-model", add_name=True)
        unnamed = await recall_search.first_reads(conn, user_id, "was I there", "test-model")
    assert [t.text for t in named.texts] == ["Zebulon: fine"]
    assert unnamed.texts == []


def test_long_statements_are_numbered_once() -> None:
    """The step's long statements go to PostgreSQL with $n placeholders, each name one number in
    order of first use, whether the name was %(name)s or %(name)b; %% is sent as %, as psycopg does."""
    sql, names = recall_search._positional("SELECT %(a)s, %(vec)b::vector, %(a)s || '%%', %(b)s")
    assert sql == "SELECT $1, $2::vector, $1 || '%', $3"
    assert names == ("a", "vec", "b")
    long = recall_search.with_vector_statement(True)
    converted, used = recall_search._positional(long)
    assert len(long) > 4096  # over psycopg's own conversion cache
    assert "%(" not in converted
    assert set(used) == {
        *("user", "index_from", "ef", "text", "add_name", "model", "whole", "session", "n", "budget"),
        *("cap", "live", "recent", "older", "vec", "facts_model", "facts_n"),
    }
