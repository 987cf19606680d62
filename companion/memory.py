"""The public Python API of companion-memory, for integrators.

    from companion.app import open_memory

    async with await open_memory(load_settings()) as memory:       # embedded PostgreSQL or DATABASE_URL
        session = await memory.start_session("dana")
        await memory.record("dana", session, "user", "My sister Ana is getting married in May.")
        ctx = await memory.context("dana", session, "What should I get her as a gift?")
        reply = my_llm(system=ctx.system, messages=list(ctx.turns))   # ctx.recalled: what was remembered
        await memory.record("dana", session, "assistant", reply)
        await memory.end_session("dana", session)
        await memory.index_session("dana", session)                   # chunks for future recall
        await memory.rebuild_profile("dana")

Or in two calls, for a finished conversation (`open_memory` wires in session-end processing):
`report = await memory.add("dana", [{"role": "user", "content": ...}, ...])`, then
`await memory.search("dana", "what is Ana planning?")`.

Realtime calls (`recall`, `context`, `profile`) only read: the embedding runs on a dedicated thread
pool (never on the event loop), the search is one statement over this user's chunks, and the
profile comes from the cache. Session-end work (`index_session`, `rebuild_profile`) is where the
writing happens; its embeddings run on a second thread, in bounded batches, and each batch waits
while a realtime embedding is in flight, so a long session being indexed never queues ahead of
another user's reply (and memory stays bounded by the batch, not the session). Every database
access runs in a transaction scoped to one user (row-level security).

Extend by subclassing or composition: `pipeline.process_session` (extraction -> validation ->
fact writes) sits on top of `self.db` and `self.embedder` like the methods here.
"""

from __future__ import annotations

import asyncio
import contextlib
import uuid
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from datetime import UTC, datetime
from types import TracebackType
from typing import Any, NotRequired, Protocol, Self, TypedDict, TypeVar

import numpy as np
import numpy.typing as npt

from companion.errors import ConfigError, NotFound
from companion.model import Role, SessionId, Transcript, UserId
from companion.model.proposals import ExtractionResult
from companion.model.recall import ChunkCandidate, FactCandidate
from companion.profile import Profile, SessionSummary, render_profile
from companion.recall.chunking import ASSISTANT_EMBED_WORDS, Chunk, build_chunks
from companion.recall.compose import compose, composed_model, distinct_pieces
from companion.recall.context import DEFAULT_INSTRUCTIONS, ReplyContext, assemble_context
from companion.recall.embedder import (
    DEFAULT_EMBEDDER,
    Embedder,
    PoolingEmbedder,
    Vectors,
    embedder_named,
    query_path,
)
from companion.recall.query import utterance_focus
from companion.recall.redaction import forgettable, redact_messages, spans_in
from companion.recall.search import FusionParams, Recalled, fuse_chunks, select_facts
from companion.store import chunks as chunk_store
from companion.store import fact_queries, profiles, recall_search, redactions, review, transcripts
from companion.store.database import Conn, Database
from companion.store.fact_plan import WriteReport
from companion.store.facts import lock_user
from companion.store.transcripts import SessionRow, StoredMessage

__all__ = ["ConversationMessage", "Memory", "Recalled", "ReplyContext", "SessionEnd"]

_ROLES = frozenset({"user", "assistant"})
# Embeddings of recent partial transcripts (a few per live session is plenty).
_WARM_CACHE_SIZE = 512
# Texts embedded per background call (a chunk's lines, or whole chunks for an embedder that cannot
# pool): ~0.1-0.3 s on one core, short enough that a realtime embedding never waits long behind
# it, and bounds memory.
INDEX_BATCH = 32
# Texts per background call when several calls run at once (`index_workers` > 1): the embedder's
# own batch (companion.recall.embedder._BATCH), so the calls spread evenly over the threads.
PARALLEL_INDEX_BATCH = 8
# Facts embedded per call of embed_missing_facts (reindex repeats it while a call fills one).
_FACTS_PER_CALL = 500
# What one background embedding call returns (vectors, or pooled vectors with token counts).
_Batch = TypeVar("_Batch")


def _batch_bounds(n: int, most: int, workers: int) -> list[tuple[int, int]]:
    """Cut n texts into consecutive batches of at most `most`, as even as they can be, and as many
    batches as a multiple of `workers` (when there are texts enough): with two calls at once,
    41 lines cut 8, 8, 8, 8, 8, 1 leave one thread idle through the last round; cut 7, 7, 7, 7, 7, 6
    they finish together."""
    if n == 0:
        return []
    count = -(-n // most)
    rounded = -(-count // workers) * workers
    if rounded <= n:  # (not when some call would be left with no text)
        count = rounded
    size, extra = divmod(n, count)
    bounds, start = [], 0
    for i in range(count):
        end = start + size + (1 if i < extra else 0)
        bounds.append((start, end))
        start = end
    return bounds


def _in_order(rows: np.ndarray[Any, Any], order: Sequence[int]) -> np.ndarray[Any, Any]:
    """Rows computed in `order` (row i is text order[i]) put back in the texts' order."""
    out = np.empty_like(rows)
    out[np.asarray(order, dtype=np.int64)] = rows
    return out


class ConversationMessage(TypedDict):
    """One message of a conversation given to `Memory.add` (the shape chat APIs use)."""

    role: Role
    content: str
    # When it was said (aware datetime or ISO 8601); absent: the session's time.
    timestamp: NotRequired[datetime | str]


@dataclass(frozen=True, slots=True)
class SessionReport:
    """What processing one session did (`pipeline.process_session`; `Memory.add` returns it)."""

    user_id: UserId
    session_id: SessionId
    extraction: ExtractionResult
    writes: WriteReport
    chunks: int
    profile_changed: bool


class SessionEnd(Protocol):
    """Session-end processing as `Memory.add` runs it: `pipeline.process_session` bound to a
    proposer and write policy by the composition root (`companion.app.session_end`).

    Injected rather than imported because the pipeline is built on Memory: Memory calling it
    directly would make the two modules import each other."""

    async def __call__(self, memory: Memory, user_id: UserId, session_id: SessionId, /) -> SessionReport: ...


def _succeeded(future: asyncio.Future[Vectors]) -> bool:
    """Whether `future` holds its vectors now (done, neither cancelled nor failed)."""
    return future.done() and not future.cancelled() and future.exception() is None


def _warm_key(text: str) -> str:
    """Same words, same embedding input: only surrounding and repeated whitespace is ignored, because
    the tokenizer ignores it too (case and punctuation change the input, so they must match)."""
    return " ".join(text.split())


def _checked_role(role: str) -> Role:
    if role not in _ROLES:
        raise ValueError(f"role must be 'user' or 'assistant', not {role!r}")
    return role  # type: ignore[return-value]  # checked just above


def _content(message: ConversationMessage) -> str:
    content = message.get("content")
    if not isinstance(content, str):
        raise ValueError(f"a message's content must be text, not {content!r}")
    return content


def _require_aware(at: datetime, what: str) -> None:
    # A naive time is ambiguous by hours; the store keeps instants.
    if at.tzinfo is None or at.utcoffset() is None:
        raise ValueError(f"{what} needs a timezone: {at.isoformat()!r}")


def _timestamp(message: ConversationMessage) -> datetime | None:
    raw = message.get("timestamp")
    if raw is None:
        return None
    at = datetime.fromisoformat(raw) if isinstance(raw, str) else raw
    _require_aware(at, "timestamp")
    return at


class Memory:
    """Memory for a voice companion: transcripts, per-exchange recall, context, profile.

    Build with `await Memory.open(database)` (or `companion.app.open_memory(settings)`); close
    with `await memory.close()` or use `async with`. A Memory built on a database it did not open
    (`Memory(db, embedder)`) leaves that database open on close.
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
        index_batch: int | None = None,
        index_workers: int = 1,
        session_end: SessionEnd | None = None,
        parallel_lists: bool = False,
        assistant_embed_words: int | None = ASSISTANT_EMBED_WORDS,
    ) -> None:
        if index_batch is None:
            index_batch = INDEX_BATCH if index_workers == 1 else PARALLEL_INDEX_BATCH
        if index_batch < 1:
            raise ValueError("index_batch must be at least 1")
        if index_workers < 1:
            raise ValueError("index_workers must be at least 1")
        self.db = db
        self.embedder = embedder
        # Chunk vectors: composed from each distinct line's vector when the embedder can pool
        # (each line of a session embedded once; companion.recall.compose), else of the whole
        # chunk. Stored under this id; the whole-chunk vectors left from before are searched with
        # them until reindex() replaces them (_recall_cold); facts keep the embedder's own id (a
        # fact is one text, embedded whole either way).
        pooling = isinstance(embedder, PoolingEmbedder)
        self.chunk_model = composed_model(embedder.model_id) if pooling else embedder.model_id
        # The id of the whole-chunk vectors that composed ones supersede (None when chunks are
        # embedded whole): searched meanwhile, dropped as each session is indexed again.
        self._superseded_model = embedder.model_id if pooling else None
        self.fusion = fusion or FusionParams()
        self.facts_k = facts_k
        self.instructions = instructions
        self._owns_db = owns_db
        self._session_end = session_end
        # With `parallel_lists`, the step with its vector ready reads its two lists on two pooled
        # connections at once (recall_search.reads_on_two_connections), their server time
        # overlapping on a second core; by default one statement on one connection. Off by
        # default: on a loaded machine it saved no time and cost ~1 ms more CPU a step in this
        # process (docs/recall.md, "Fifth round").
        self.parallel_lists = parallel_lists
        # Warm-ups by text, finished or still running: a final utterance that arrives while its
        # last partial is being embedded waits for that embedding instead of queueing a second one.
        self._warm_cache: dict[str, asyncio.Future[Vectors]] = {}
        # Final utterances handed to the embedding thread ahead of their recall step (embed_ahead),
        # by text; each is taken by one recall step, never served again (not a cache: a later
        # utterance with the same words is embedded anew, as it would be without this).
        self._ahead: dict[str, list[asyncio.Future[Vectors]]] = {}
        # One worker per model session thread: calls queue instead of oversubscribing the cores.
        self._executor = ThreadPoolExecutor(max_workers=embed_workers, thread_name_prefix="companion-embed")
        # Session-end embeddings get their own threads: never queued in front of a realtime call.
        # One by default (a server's Memory shares the cores with its realtime calls); a worker
        # process of its own may run one call per core (`index_workers`, docs/recall.md).
        self._background = ThreadPoolExecutor(max_workers=index_workers, thread_name_prefix="companion-index")
        self._index_batch = index_batch
        self._index_workers = index_workers
        # The truncation policy of assistant turns in chunk vectors (chunking.embedded_turn).
        self._assistant_embed_words = assistant_embed_words
        # Realtime embeddings in flight; background batches start only when it is zero.
        self._realtime_busy = 0
        self._realtime_idle = asyncio.Event()
        self._realtime_idle.set()

    @classmethod
    async def open(
        cls,
        db: Database,
        embedder: Embedder | None = None,
        *,
        fusion: FusionParams | None = None,
        session_end: SessionEnd | None = None,
        index_workers: int = 1,
    ) -> Self:
        """A Memory that owns `db` (closing it closes the database), with the embedder loaded.

        MiniLM is loaded off the event loop unless `embedder` is given; if loading fails, `db` is
        closed. `session_end`: what `add` runs after recording a conversation
        (`companion.app.open_memory` opens the configured database and passes the configured one)."""
        try:
            model: Embedder = (
                embedder
                if embedder is not None
                else await asyncio.to_thread(embedder_named, DEFAULT_EMBEDDER)
            )
        except BaseException:
            await db.close()
            raise
        return cls(
            db, model, fusion=fusion, owns_db=True, session_end=session_end, index_workers=index_workers
        )

    async def close(self) -> None:
        self._executor.shutdown(wait=True)
        self._background.shutdown(wait=True)
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
        # The query graph (int8 arithmetic on the utterance alone) when the embedder has one; what
        # is stored is embedded by `embed` (embed_background).
        future = loop.run_in_executor(self._executor, query_path(self.embedder), list(texts))
        self._realtime_busy += 1
        self._realtime_idle.clear()
        future.add_done_callback(self._realtime_done)
        return future

    def _realtime_done(self, _: asyncio.Future[Vectors]) -> None:
        self._realtime_busy -= 1
        if self._realtime_busy == 0:
            self._realtime_idle.set()

    async def embed_background(self, texts: Sequence[str]) -> Vectors:
        """Embed for session-end work: batches of `index_batch` on the background threads, each one
        started only when no realtime embedding is in flight (realtime calls have priority)."""
        parts, order = await self._in_background_batches(self.embedder.embed, texts)
        if not parts:
            return np.zeros((0, self.embedder.dim), dtype=np.float32)
        return _in_order(np.concatenate(parts), order)

    async def chunk_vectors(self, chunks: Sequence[Chunk]) -> Vectors:
        """The vectors of chunks as they are stored under `chunk_model`, embedded like
        embed_background: with a pooling embedder, each distinct line of the chunks is embedded
        once and a chunk's vector composed from its lines'; otherwise each chunk's whole text."""
        if not isinstance(self.embedder, PoolingEmbedder):
            return await self.embed_background([c.text for c in chunks])
        texts, members = distinct_pieces([c.pieces for c in chunks])
        parts, order = await self._in_background_batches(self.embedder.embed_pooled, texts)
        if not parts:
            return np.zeros((0, self.embedder.dim), dtype=np.float32)
        means = _in_order(np.concatenate([m for m, _ in parts]), order)
        counts = _in_order(np.concatenate([c for _, c in parts]), order)
        return compose(means, counts, members)

    async def _in_background_batches(
        self, embed: Callable[[list[str]], _Batch], texts: Sequence[str]
    ) -> tuple[list[_Batch], list[int]]:
        """`embed` over `texts` in batches of `index_batch` on the background threads (at most
        `index_workers` at once), each batch started only when no realtime embedding is in flight.

        The texts are taken shortest first, so that each call holds texts of similar lengths: the
        model pads a call's texts to its longest, and the embedder sorts within a call only (cut
        in transcript order, a session's calls padded ~24% of their tokens, sorted ~11%). Returns
        the batches' results in that order and the order (the text index of each result row)."""
        loop = asyncio.get_running_loop()
        order = sorted(range(len(texts)), key=lambda i: len(texts[i]))
        started: list[asyncio.Future[_Batch]] = []
        running: set[asyncio.Future[_Batch]] = set()
        try:
            for start, end in _batch_bounds(len(order), self._index_batch, self._index_workers):
                while len(running) >= self._index_workers:
                    done, running = await asyncio.wait(running, return_when=asyncio.FIRST_COMPLETED)
                    for finished in done:
                        finished.result()  # a failed batch fails the whole call now
                await self._realtime_idle.wait()
                batch = [texts[i] for i in order[start:end]]
                started.append(loop.run_in_executor(self._background, embed, batch))
                running.add(started[-1])
            return list(await asyncio.gather(*started)), order
        finally:
            for future in started:
                future.cancel()  # not yet running (a failure or a cancellation): not started at all

    def _embedding_of(self, utterance: str) -> asyncio.Future[Vectors]:
        """The utterance's embedding for a recall step: the one started for it by embed_ahead, or a
        warm-up's, else handed to the embedding thread now, before this coroutine next yields (a
        task started to do it would wait its turn of the event loop, milliseconds under load,
        while the thread could already be embedding)."""
        key = _warm_key(utterance)
        if waiting := self._ahead.get(key):
            ahead = waiting.pop(0)
            if not waiting:
                del self._ahead[key]
            return ahead  # this step's own: cancelled with it, shared with nobody
        if (warmed := self._warm_cache.get(key)) is not None:
            if _succeeded(warmed):
                # Ready now, so the step can send everything at once (_recall_at_once); finished,
                # so the step's cancel() at its end cannot touch the shared warm-up.
                return warmed
            return asyncio.ensure_future(self.embed([utterance]))  # shielded there; falls back if it failed
        return self._embed_now([utterance])

    def embed_ahead(self, utterance: str) -> None:
        """Start embedding a final utterance now, without waiting for it: the caller knows the
        words before it asks for their context (a request still being set up, a turn still being
        stored), and the next recall step for the same words takes this embedding instead of
        queueing its own. One embedding per call, taken once. Needs a running event loop."""
        key = _warm_key(utterance)
        if not key or key in self._warm_cache:
            return  # a partial with these words was embedded already: the recall step takes that
        future = self._embed_now([utterance])
        # Read its outcome even if no recall step comes (the request failed first), so a failure
        # is not reported as never retrieved.
        future.add_done_callback(lambda done: done.cancelled() or done.exception())
        self._ahead.setdefault(key, []).append(future)
        while len(self._ahead) > _WARM_CACHE_SIZE:  # left by requests that failed before recall
            for stale in self._ahead.pop(next(iter(self._ahead))):
                stale.cancel()

    async def warm(self, utterance: str) -> None:
        """Embed an utterance ahead of time, typically a partial transcript while the user is still
        speaking: when the final utterance has the same words, recall skips the embedding."""
        future = self._start_warm(utterance)
        if future is not None:
            # Shielded: a cancelled warm-up (the connection closed) must not cancel an embedding
            # that a final utterance may already be waiting for.
            await asyncio.shield(future)

    def _start_warm(self, utterance: str) -> asyncio.Future[Vectors] | None:
        """The warm-up's embedding, started and cached; None if the text is empty or cached."""
        key = _warm_key(utterance)
        if not key or key in self._warm_cache:
            return None
        future = self._embed_now([utterance])
        self._warm_cache[key] = future
        future.add_done_callback(lambda done: self._forget_failed(key, done))
        while len(self._warm_cache) > _WARM_CACHE_SIZE:
            self._warm_cache.pop(next(iter(self._warm_cache)))  # oldest first (dicts keep order)
        return future

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
        _checked_role(role)
        # One round trip (BEGIN, SET LOCAL, the append's call, COMMIT): the realtime path stores two
        # messages per exchange, and five round trips each were its largest CPU use after the
        # embedding (docs/voice.md#latency).
        statement = transcripts.append_statement(
            UserId(user_id), session_id, role, content, spoken_at=spoken_at, client_msg_id=client_msg_id
        )
        (rows,) = await self.db.user_script(user_id, [statement])
        return transcripts.appended(session_id, rows)

    async def end_session(self, user_id: str, session_id: SessionId) -> None:
        """Mark the session ended (idempotent)."""
        async with self.db.user(user_id) as conn:
            await transcripts.end_session(conn, session_id)

    # -- two calls: add a conversation, search memory ---------------------------------------------

    async def add(
        self,
        user_id: str,
        messages: Sequence[ConversationMessage],
        *,
        session_at: datetime | None = None,
        channel: str = "api",
    ) -> SessionReport:
        """Record a finished conversation as one session, then run session-end processing on it:
        the gate, fact writes, indexing for recall and the profile. Returns what processing did
        (`report.writes.accepted`, `.pending`; `report.extraction.verdicts` says why for each).

        `session_at`: when the conversation took place (default: the first message's timestamp,
        else now). A message without a timestamp is dated then; dates the user said relative to
        it ("next Friday") are read against these times."""
        self._require_session_end()
        if not messages:
            raise ValueError("add needs at least one message")
        dated = [_timestamp(m) for m in messages]
        started = session_at or next((at for at in dated if at is not None), None) or datetime.now(UTC)
        _require_aware(started, "session_at")
        # Everything checked before anything is written: a bad message leaves no half session.
        rows = [
            (_checked_role(m["role"]), _content(m), at or started)
            for m, at in zip(messages, dated, strict=True)
        ]
        uid = UserId(user_id)
        async with self.db.user(user_id) as conn:
            session = await transcripts.start_session(conn, uid, channel=channel, started_at=started)
            for role, content, at in rows:
                await transcripts.append_message(conn, session.id, role, content, spoken_at=at)
            await transcripts.end_session(conn, session.id, ended_at=max(at for _, _, at in rows))
        return await self.finish_session(user_id, session.id)

    async def finish_session(self, user_id: str, session_id: SessionId) -> SessionReport:
        """End the session (if still open) and run session-end processing on it now, in this
        process: for integrations that run no `companion worker` (a Pipecat pipeline, `add`)."""
        session_end = self._require_session_end()
        await self.end_session(user_id, session_id)
        return await session_end(self, UserId(user_id), session_id)

    def _require_session_end(self) -> SessionEnd:
        if self._session_end is None:
            raise ConfigError(
                "this Memory was built without session-end processing:"
                " open it with companion.app.open_memory(settings), or pass session_end="
            )
        return self._session_end

    async def search(self, user_id: str, query: str, *, k: int = 5) -> list[Recalled]:
        """What memory holds about `query`: active facts first (up to `facts_k`), then up to `k`
        past conversation chunks, each with its date and score. Nothing relevant: an empty list.
        The same search the voice server runs before each reply (`recall`), over every session."""
        return await self.recall(user_id, query, k=k)

    # -- realtime ---------------------------------------------------------------------------------

    async def _recall_at_once(
        self,
        user_id: str,
        utterance: str,
        vector: npt.NDArray[np.float32],
        session_id: SessionId | None,
        k: int,
        *,
        live_session: SessionId | None = None,
    ) -> tuple[list[Recalled], recall_search.FirstReads]:
        """Recall when the utterance's vector is ready before the transaction opens (warmed from a
        partial transcript, or given): both lists at once on two connections, each side one
        transaction of one round trip (recall_search.reads_on_two_connections), or with
        `parallel_lists` off the one statement of reads_with_vector() sent with its transaction's
        BEGIN and COMMIT, one round trip in all (Database.user_pipeline)."""
        text, add_name = self._step_words(utterance)
        options: dict[str, Any] = {
            "exclude_session": session_id,
            "add_name": add_name,
            "live_session": live_session,
            "whole_model": self._superseded_model,
            "facts_model": self.embedder.model_id,
            "facts_n": self.facts_k * 3,
        }
        uid = UserId(user_id)
        if self.parallel_lists:
            step = await recall_search.reads_on_two_connections(
                self.db, uid, text, vector, self.chunk_model, **options
            )
        else:
            async with self.db.user_pipeline(user_id) as conn:
                sent = await recall_search.send_reads_with_vector(
                    conn, uid, text, vector, self.chunk_model, **options
                )
            step = await sent.read()
        return self._fused(utterance, step.first, step.chunks, step.facts, k), step.first

    def _step_words(self, utterance: str) -> tuple[str, bool]:
        """The text list's words and whether the user's name is added to them (text_query(), the
        name in SQL); without the text list (its weight 0), no words (an empty text has none)."""
        if self.fusion.text_weight <= 0:
            return "", False
        return utterance, utterance_focus(utterance) == "user"

    def _fused(
        self,
        utterance: str,
        first: recall_search.FirstReads,
        near: list[ChunkCandidate],
        fact_rows: list[FactCandidate],
        k: int,
    ) -> list[Recalled]:
        facts = select_facts(fact_rows, self.facts_k, self.fusion.max_distance)
        speakers = {"user": first.route.user_name} if first.route.user_name else None
        focus = utterance_focus(utterance, speakers)
        return facts + fuse_chunks(near, k, self.fusion, focus=focus)

    async def _search(
        self, user_id: str, utterance: str, vector: Vectors, session_id: SessionId | None, k: int
    ) -> list[Recalled]:
        """Recall with the vector already computed (benchmarks and tests of the search alone)."""
        recalled, _ = await self._recall_at_once(user_id, utterance, vector[0], session_id, k)
        return recalled

    async def recall(
        self, user_id: str, utterance: str, *, session_id: SessionId | None = None, k: int = 5
    ) -> list[Recalled]:
        """Past conversation chunks (up to k, excluding `session_id`) and active facts (up to
        `facts_k`) relevant to the utterance, facts first. Nothing relevant: an empty list."""
        if not utterance.strip():
            return []
        # The utterance is embedded first, then everything is read in one round trip: measured
        # against mem0 (bench/mem0_side_by_side.py --baseline), sending the full-text list while the
        # embedding runs was ~6% slower on two cores (the server's work competes with the
        # embedding's thread; the overlap saved less than the second round trip cost).
        vector = (await self.embed([utterance]))[0]
        recalled, _ = await self._recall_at_once(user_id, utterance, vector, session_id, k)
        return recalled

    async def context(
        self,
        user_id: str,
        session_id: SessionId,
        utterance: str,
        *,
        now: datetime | None = None,
        k: int = 5,
        instructions: str | None = None,
    ) -> ReplyContext:
        """The reply model's input for this utterance: memory block + recent turns (see ReplyContext).

        `instructions` replace this Memory's own for one call ("" for the memory block alone, when
        the caller's framework already holds the companion's instructions)."""
        moment = now or datetime.now(UTC)
        embedding = self._embedding_of(utterance) if utterance.strip() else None
        try:
            if embedding is None:
                async with self.db.user(user_id) as conn:
                    cached = await profiles.load_profile(conn)
                    profile = cached.text if cached else None
                    turns = await recall_search.session_turns(conn, session_id)
                    last_at = await recall_search.last_session_ended_at(conn, session_id)
                recalled: list[Recalled] = []
            else:
                # The embedding first (done already when warmed from a partial transcript), then
                # everything in one round trip, as recall() does: sending the context's reads and
                # the full-text list while the utterance was embedded (a second transaction) was
                # slower, measured side by side (docs/recall.md, "The cold step embeds first").
                vector = (await embedding)[0]
                recalled, first = await self._recall_at_once(
                    user_id, utterance, vector, session_id, k, live_session=session_id
                )
                profile, turns, last_at = first.profile, first.turns, first.last_session_at
        finally:
            if embedding is not None:
                embedding.cancel()
        return assemble_context(
            utterance=utterance,
            now=moment,
            profile=profile,
            recalled=recalled,
            session_turns=turns,
            last_session_at=last_at,
            instructions=self.instructions if instructions is None else instructions,
        )

    async def profile(self, user_id: str) -> str | None:
        """The cached profile text (never rebuilt here), or None before the first rebuild."""
        async with self.db.user(user_id) as conn:
            row = await profiles.load_profile(conn)
        return None if row is None else row.text

    # -- session end ------------------------------------------------------------------------------

    async def rebuild_profile(self, user_id: str, now: datetime | None = None) -> Profile:
        """Render the profile from active facts and the last sessions; write it if it changed.

        NotFound for a user who does not exist (never seen, or erased)."""
        profile, _ = await self.renew_profile(user_id, now)
        return profile

    async def renew_profile(self, user_id: str, now: datetime | None = None) -> tuple[Profile, bool]:
        """`rebuild_profile`, also saying whether the stored profile changed (False: the same text)."""
        moment = now or datetime.now(UTC)
        async with self.db.user(user_id) as conn:
            # Under the user's lock, which erasure takes too: a profile is never written back for a
            # user erased meanwhile, and never created for a user who does not exist.
            await lock_user(conn)
            if not await transcripts.user_exists(conn):
                raise NotFound("user", user_id)
            facts = await fact_queries.active_facts(conn)
            recent = await transcripts.last_sessions(conn, 2)
            learned: dict[SessionId, list[str]] = {}
            for f in facts:
                if f.session_id is not None:
                    learned.setdefault(f.session_id, []).append(f.text)
            sessions = [SessionSummary(s.started_at, tuple(sorted(learned.get(s.id, [])))) for s in recent]
            result = render_profile(facts, sessions, now=moment)
            changed = await profiles.save_profile(conn, UserId(user_id), result)
        return result, changed

    async def _session_chunks(self, conn: Conn, session_id: SessionId) -> list[Chunk]:
        """The session's chunks as recall may see them: forgotten words already redacted."""
        session = await transcripts.get_session(conn, session_id)
        return await self._chunks_of(conn, session, await transcripts.session_transcript(conn, session))

    async def _chunks_of(self, conn: Conn, session: SessionRow, transcript: Transcript) -> list[Chunk]:
        spans = await redactions.session_spans(conn, session.id)
        name = await chunk_store.display_name(conn)
        # People ask about themselves by name as well as by "I": a known name labels their lines.
        speakers = {"user": name} if name else None
        messages = redact_messages(transcript.messages, spans) if spans else transcript.messages
        return build_chunks(
            messages,
            session_date=session.started_at,
            speakers=speakers,
            assistant_embed_words=self._assistant_embed_words,
        )

    async def forget(self, user_id: str, fact_id: uuid.UUID) -> int:
        """Forget a fact (review's `forget`: its words blanked in every version, a tombstone kept)
        and take its words out of recall: the chunks that held them are rewritten with the words
        redacted and embedded again, in the same transaction. Returns the chunks rewritten."""
        async with self.db.user(user_id) as conn:
            fact = await review.forget(conn, fact_id)
            what = forgettable(fact.text, fact.quote)
            found = await redactions.messages_saying(conn, what.phrases, fact.session_id)
            spans = [
                (m.id, start, end)
                for m in found
                for start, end in spans_in(m.content, what, with_tokens=m.session_id == fact.session_id)
            ]
            await redactions.add_spans(conn, UserId(user_id), fact.id, spans)
            redacted = {message_id for message_id, _, _ in spans}
            touched = {m.session_id for m in found if m.id in redacted}
            rewritten = 0
            for session_id in sorted(touched, key=str):
                rewritten += await self._rewrite_chunks(conn, UserId(user_id), session_id)
            return rewritten

    async def _rewrite_chunks(self, conn: Conn, user_id: UserId, session_id: SessionId) -> int:
        """Replace the session's stored chunks whose redacted text differs (re-embedded). Chunks of
        another embedding model cannot be embedded here: they are dropped, and indexing with that
        model builds them again, redacted. A session not indexed yet is redacted when it is."""
        model = self.chunk_model
        built = {c.seq_from: c for c in await self._session_chunks(conn, session_id)}
        stored = await chunk_store.session_chunks(conn, session_id)
        outdated = {c.seq_from for c in stored if c.seq_from in built and built[c.seq_from].text != c.text}
        await chunk_store.delete_chunks(conn, session_id, outdated, keep_model=model)
        mine = {c.seq_from for c in stored if c.embedding_model == model}
        changed = [c for seq_from, c in built.items() if seq_from in outdated and seq_from in mine]
        if not changed:
            return 0
        vectors = await self.chunk_vectors(changed)
        new = [
            chunk_store.NewChunk(session_id, c.seq_from, c.seq_to, c.text, c.roles, c.spoken_at, vector)
            for c, vector in zip(changed, vectors, strict=True)
        ]
        return await chunk_store.insert_chunks(conn, user_id, new, model)

    async def index_session(self, user_id: str, session_id: SessionId) -> int:
        """Build, embed and store the chunks of an ended session, and embed facts that lack a vector
        from this model. Idempotent. Returns the number of chunks written."""
        async with self.db.user(user_id) as conn:
            session = await transcripts.get_session(conn, session_id)
            transcript = await transcripts.session_transcript(conn, session)
            built = await self._unindexed(conn, session, transcript)
        return await self._index(user_id, session_id, built)

    async def index_transcript(self, user_id: str, session: SessionRow, transcript: Transcript) -> int:
        """`index_session` for a session and transcript the caller has read already (session end)."""
        async with self.db.user(user_id) as conn:
            built = await self._unindexed(conn, session, transcript)
        return await self._index(user_id, session.id, built)

    async def _unindexed(self, conn: Conn, session: SessionRow, transcript: Transcript) -> list[Chunk]:
        stored = {
            c.seq_from: c.text for c in await chunk_store.session_chunks(conn, session.id, self.chunk_model)
        }
        # Only what is new or changed is embedded: indexing again (a retried job, a session that
        # grew after it was reopened) costs nothing for chunks already stored as they are.
        return [
            c for c in await self._chunks_of(conn, session, transcript) if stored.get(c.seq_from) != c.text
        ]

    async def _index(self, user_id: str, session_id: SessionId, built: list[Chunk]) -> int:
        written = 0
        if built:
            vectors = await self.chunk_vectors(built)
            new = [
                chunk_store.NewChunk(session_id, c.seq_from, c.seq_to, c.text, c.roles, c.spoken_at, vector)
                for c, vector in zip(built, vectors, strict=True)
            ]
            async with self.db.user(user_id) as conn:
                written = await chunk_store.insert_chunks(conn, UserId(user_id), new, self.chunk_model)
                if self._superseded_model is not None:
                    # Whole-chunk vectors of this embedder (stored before composed vectors) are
                    # superseded: dropped in the same transaction, so recall (which searches both
                    # meanwhile) never sees a chunk twice, nor do the word weights count it twice.
                    await chunk_store.delete_session_chunks(conn, session_id, self._superseded_model)
        await self.embed_missing_facts(user_id)
        return written

    async def reindex(self, user_id: str) -> int:
        """Index again, newest first, the user's sessions holding chunks of another vector space
        than this Memory's `chunk_model`: whole-chunk vectors from before composed ones, or another
        embedder's (the model was changed: COMPANION_EMBEDDER). Each session's chunks of other
        models are dropped once it is indexed; then every fact whose vector is another model's is
        embedded again. Whole-chunk vectors of this embedder are searched meanwhile (_recall_in);
        another embedder's are not (their distances mean nothing to this one), so after a change of
        model a user's earlier sessions are recalled only once this has run (`companion reindex
        USER`). Returns the chunks written; nothing to do, 0."""
        async with self.db.user(user_id) as conn:
            stale = await chunk_store.sessions_with_other_models(conn, self.chunk_model)
        written = 0
        for session_id in stale:
            written += await self.index_session(user_id, session_id)
            async with self.db.user(user_id) as conn:
                await chunk_store.delete_other_models(conn, session_id, self.chunk_model)
        while await self.embed_missing_facts(user_id) == _FACTS_PER_CALL:
            pass  # a full page: there may be more
        return written

    async def embed_missing_facts(self, user_id: str) -> int:
        """Embed the user's facts that lack a vector from this model (after fact writes); how many."""
        model = self.embedder.model_id
        async with self.db.user(user_id) as conn:
            missing = await fact_queries.facts_missing_embedding(conn, model, limit=_FACTS_PER_CALL)
        if not missing:
            return 0
        vectors = await self.embed_background([f.text for f in missing])
        async with self.db.user(user_id) as conn:
            await fact_queries.set_fact_embeddings(
                conn,
                [(f.version_id or f.id, vector, model) for f, vector in zip(missing, vectors, strict=True)],
            )
        return len(missing)
