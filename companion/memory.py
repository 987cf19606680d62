"""The public Python API of companion-memory, for integrators.

    from companion.memory import Memory

    async with await Memory.open(load_settings()) as memory:       # embedded PostgreSQL or DATABASE_URL
        session = await memory.start_session("dana")
        await memory.record("dana", session, "user", "My sister Ana is getting married in May.")
        ctx = await memory.context("dana", session, "What should I get her as a gift?")
        reply = my_llm(system=ctx.system, messages=list(ctx.turns))   # ctx.recalled: what was remembered
        await memory.record("dana", session, "assistant", reply)
        await memory.end_session("dana", session)
        await memory.index_session("dana", session)                   # chunks for future recall
        await memory.rebuild_profile("dana")

Realtime calls (`recall`, `context`, `profile`) only read: the embedding runs on a dedicated thread
pool (never on the event loop), the search is one statement over this user's chunks, and the
profile comes from the cache. Session-end work (`index_session`, `rebuild_profile`) is where the
writing happens. Every database access runs in a transaction scoped to one user (row-level security).

Extend by subclassing or composition: the lead's `process_session` (extraction -> validation ->
fact writes) sits on top of `self.db` and `self.embedder` like the methods here.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Awaitable, Sequence
from concurrent.futures import ThreadPoolExecutor
from datetime import UTC, datetime
from types import TracebackType
from typing import Self

from companion.config import Settings
from companion.model import Role, SessionId, UserId
from companion.profile import Profile, SessionSummary, render_profile
from companion.recall.chunking import build_chunks
from companion.recall.context import DEFAULT_INSTRUCTIONS, ReplyContext, assemble_context
from companion.recall.embedder import Embedder, MiniLMEmbedder, Vectors
from companion.recall.search import FusionParams, Recalled, fuse_chunks, select_facts
from companion.store import chunks as chunk_store
from companion.store import fact_queries, profiles, recall_search, transcripts
from companion.store.database import Conn, Database, DatabaseConfig
from companion.store.transcripts import StoredMessage

__all__ = ["Memory", "Recalled", "ReplyContext"]

_ROLES = frozenset({"user", "assistant"})
# Embeddings of recent partial transcripts (a few per live session is plenty).
_WARM_CACHE_SIZE = 512


def _warm_key(text: str) -> str:
    """Same words, same embedding input: only surrounding and repeated whitespace is ignored, because
    the tokenizer ignores it too (case and punctuation change the input, so they must match)."""
    return " ".join(text.split())


class Memory:
    """Memory for a voice companion: transcripts, per-exchange recall, context, profile.

    Build with `await Memory.open(settings_or_config)`; close with `await memory.close()` or use
    `async with`. A Memory opened on a database it did not create (`Memory(db, embedder)`) leaves
    that database open on close.
    """

    def __init__(
        self,
        db: Database,
        embedder: Embedder,
        *,
        fusion: FusionParams | None = None,
        facts_k: int = 3,
        instructions: str = DEFAULT_INSTRUCTIONS,
        owns_db: bool = False,
        embed_workers: int = 1,
    ) -> None:
        self.db = db
        self.embedder = embedder
        self.fusion = fusion or FusionParams()
        self.facts_k = facts_k
        self.instructions = instructions
        self._owns_db = owns_db
        # Warm-ups by text, finished or still running: a final utterance that arrives while its
        # last partial is being embedded waits for that embedding instead of queueing a second one.
        self._warm_cache: dict[str, asyncio.Future[Vectors]] = {}
        # One worker per model session thread: calls queue instead of oversubscribing the cores.
        self._executor = ThreadPoolExecutor(max_workers=embed_workers, thread_name_prefix="companion-embed")

    @classmethod
    async def open(cls, config: Settings | DatabaseConfig, embedder: Embedder | None = None) -> Self:
        """Open the database (embedded server, or DATABASE_URL) and load the embedder."""
        if isinstance(config, Settings):
            db_config = DatabaseConfig(url=config.database_url, pgdata=config.pgdata)
            fusion = FusionParams(max_distance=config.recall_max_distance)
        else:
            db_config, fusion = config, FusionParams()
        db = await Database.open(db_config)
        try:
            model: Embedder = embedder if embedder is not None else await asyncio.to_thread(MiniLMEmbedder)
        except BaseException:
            await db.close()
            raise
        return cls(db, model, fusion=fusion, owns_db=True)

    async def close(self) -> None:
        self._executor.shutdown(wait=True)
        if self._owns_db:
            await self.db.close()

    async def __aenter__(self) -> Self:
        return self

    async def __aexit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        await self.close()

    async def embed(self, texts: Sequence[str]) -> Vectors:
        """Embed off the event loop, on the embedding thread pool.

        A single utterance already embedded by `warm()` (its last partial transcript had the same
        words) is served from the small cache instead of being embedded again.
        """
        if len(texts) == 1 and (hit := self._warm_cache.get(_warm_key(texts[0]))) is not None:
            with contextlib.suppress(Exception):  # a failed warm-up: embed it here instead
                return await asyncio.shield(hit)
        return await self._embed_now(texts)

    def _embed_now(self, texts: Sequence[str]) -> asyncio.Future[Vectors]:
        loop = asyncio.get_running_loop()
        return loop.run_in_executor(self._executor, self.embedder.embed, list(texts))

    async def warm(self, utterance: str) -> None:
        """Embed an utterance ahead of time, typically a partial transcript while the user is still
        speaking: when the final utterance has the same words, recall skips the embedding."""
        key = _warm_key(utterance)
        if not key or key in self._warm_cache:
            return
        future = self._embed_now([utterance])
        self._warm_cache[key] = future
        future.add_done_callback(lambda done: self._forget_failed(key, done))
        while len(self._warm_cache) > _WARM_CACHE_SIZE:
            self._warm_cache.pop(next(iter(self._warm_cache)))  # oldest first (dicts keep order)
        # Shielded: a cancelled warm-up (the connection closed) must not cancel an embedding that a
        # final utterance may already be waiting for.
        await asyncio.shield(future)

    def _forget_failed(self, key: str, done: asyncio.Future[Vectors]) -> None:
        # Reading the exception also marks it retrieved (no "never retrieved" warning).
        if (done.cancelled() or done.exception() is not None) and self._warm_cache.get(key) is done:
            del self._warm_cache[key]

    # -- transcripts ------------------------------------------------------------------------------

    async def start_session(
        self, user_id: str, channel: str = "api", external_id: str | None = None
    ) -> SessionId:
        """Open a session for the user (creating the user if needed); returns its id."""
        async with self.db.user(user_id) as conn:
            row = await transcripts.start_session(
                conn, UserId(user_id), channel=channel, external_id=external_id
            )
        return row.id

    async def record(
        self,
        user_id: str,
        session_id: SessionId,
        role: Role,
        content: str,
        *,
        spoken_at: datetime | None = None,
        client_msg_id: str | None = None,
    ) -> StoredMessage:
        """Append one message to the session's transcript (idempotent with a client_msg_id)."""
        if role not in _ROLES:
            raise ValueError(f"role must be 'user' or 'assistant', not {role!r}")
        async with self.db.user(user_id) as conn:
            return await transcripts.append_message(
                conn, session_id, role, content, spoken_at=spoken_at, client_msg_id=client_msg_id
            )

    async def end_session(self, user_id: str, session_id: SessionId) -> None:
        """Mark the session ended (idempotent)."""
        async with self.db.user(user_id) as conn:
            await transcripts.end_session(conn, session_id)

    # -- realtime ---------------------------------------------------------------------------------

    async def _recall_in(
        self,
        conn: Conn,
        user_id: str,
        utterance: str,
        vectors: Awaitable[Vectors],
        session_id: SessionId | None,
        k: int,
    ) -> list[Recalled]:
        # The text list needs no vector, so it runs while the utterance is still being embedded;
        # the vector list then also measures the distance of every text match (for the threshold).
        # route() first: the settings both lists run with, and exact or index search for this user.
        uid, model = UserId(user_id), self.embedder.model_id
        way = await recall_search.route(conn, uid)
        texts = (
            await recall_search.text_matches(conn, uid, utterance, model, exclude_session=session_id)
            if self.fusion.text_weight > 0
            else []
        )
        vector = (await vectors)[0]
        near, fact_rows = await recall_search.vector_and_facts(
            conn,
            uid,
            vector,
            model,
            exclude_session=session_id,
            matches=texts,
            facts_n=self.facts_k * 3,
            way=way,
        )
        facts = select_facts(fact_rows, self.facts_k, self.fusion.max_distance)
        return facts + fuse_chunks(recall_search.merge_lists(near, texts), k, self.fusion)

    async def _search(
        self, user_id: str, utterance: str, vector: Vectors, session_id: SessionId | None, k: int
    ) -> list[Recalled]:
        """Recall with the vector already computed (benchmarks and tests of the search alone)."""
        ready: asyncio.Future[Vectors] = asyncio.get_running_loop().create_future()
        ready.set_result(vector)
        async with self.db.user(user_id) as conn:
            return await self._recall_in(conn, user_id, utterance, ready, session_id, k)

    async def recall(
        self, user_id: str, utterance: str, *, session_id: SessionId | None = None, k: int = 5
    ) -> list[Recalled]:
        """Past conversation chunks (up to k, excluding `session_id`) and active facts (up to
        `facts_k`) relevant to the utterance, facts first. Nothing relevant: an empty list."""
        if not utterance.strip():
            return []
        embedding = asyncio.ensure_future(self.embed([utterance]))
        try:
            async with self.db.user(user_id) as conn:
                return await self._recall_in(conn, user_id, utterance, embedding, session_id, k)
        finally:
            embedding.cancel()  # no-op when done; a failed read must not leave it running unobserved

    async def context(
        self,
        user_id: str,
        session_id: SessionId,
        utterance: str,
        *,
        now: datetime | None = None,
        k: int = 5,
    ) -> ReplyContext:
        """The reply model's input for this utterance: memory block + recent turns (see ReplyContext)."""
        moment = now or datetime.now(UTC)
        embedding = asyncio.ensure_future(self.embed([utterance])) if utterance.strip() else None
        try:
            # One transaction: while the utterance is embedded on its thread, read the rest of the
            # context and the full-text list; the vector search waits for the embedding.
            async with self.db.user(user_id) as conn:
                cached = await profiles.load_profile(conn)
                turns = await recall_search.session_turns(conn, session_id)
                last_at = await recall_search.last_session_ended_at(conn, session_id)
                recalled = (
                    await self._recall_in(conn, user_id, utterance, embedding, session_id, k)
                    if embedding is not None
                    else []
                )
        finally:
            if embedding is not None:
                embedding.cancel()
        return assemble_context(
            utterance=utterance,
            now=moment,
            profile=cached.text if cached else None,
            recalled=recalled,
            session_turns=turns,
            last_session_at=last_at,
            instructions=self.instructions,
        )

    async def profile(self, user_id: str) -> str | None:
        """The cached profile text (never rebuilt here), or None before the first rebuild."""
        async with self.db.user(user_id) as conn:
            row = await profiles.load_profile(conn)
        return None if row is None else row.text

    # -- session end ------------------------------------------------------------------------------

    async def rebuild_profile(self, user_id: str, now: datetime | None = None) -> Profile:
        """Render the profile from active facts and the last sessions; write it if it changed."""
        moment = now or datetime.now(UTC)
        async with self.db.user(user_id) as conn:
            facts = await fact_queries.active_facts(conn)
            recent = await transcripts.last_sessions(conn, 2)
            learned: dict[SessionId, list[str]] = {}
            for f in facts:
                if f.session_id is not None:
                    learned.setdefault(f.session_id, []).append(f.text)
            sessions = [SessionSummary(s.started_at, tuple(sorted(learned.get(s.id, [])))) for s in recent]
            result = render_profile(facts, sessions, now=moment)
            await transcripts.ensure_user(conn, UserId(user_id))
            await profiles.save_profile(conn, UserId(user_id), result)
        return result

    async def index_session(self, user_id: str, session_id: SessionId) -> int:
        """Build, embed and store the chunks of an ended session, and embed facts that lack a vector
        from this model. Idempotent. Returns the number of chunks written."""
        async with self.db.user(user_id) as conn:
            session = await transcripts.get_session(conn, session_id)
            transcript = await transcripts.load_transcript(conn, session_id)
            missing = await fact_queries.facts_missing_embedding(conn, self.embedder.model_id)
            name = await chunk_store.display_name(conn)
        # People ask about themselves by name as well as by "I": a known name labels their lines.
        speakers = {"user": name} if name else None
        built = build_chunks(transcript.messages, session_date=session.started_at, speakers=speakers)
        vectors = await self.embed([c.text for c in built]) if built else None
        fact_vectors = await self.embed([f.text for f in missing]) if missing else None
        new = [
            chunk_store.NewChunk(session_id, c.seq_from, c.seq_to, c.text, c.roles, c.spoken_at, vectors[i])
            for i, c in enumerate(built)
            if vectors is not None
        ]
        async with self.db.user(user_id) as conn:
            written = await chunk_store.insert_chunks(conn, UserId(user_id), new, self.embedder.model_id)
            if fact_vectors is not None:
                await fact_queries.set_fact_embeddings(
                    conn,
                    [
                        (f.version_id or f.id, fact_vectors[i], self.embedder.model_id)
                        for i, f in enumerate(missing)
                    ],
                )
        return written
