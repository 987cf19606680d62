"""The recall adapter for ../shared/eval/recall_eval.py, on the real store and the real embedder.

    cd ../shared/eval && /work/main/.venv/bin/python recall_eval.py \
        --adapter /work/main/bench/adapters/recall.py:Recall --adapter-arg mode=hybrid

It starts a throwaway embedded PostgreSQL in a temporary folder, makes one user per conversation
and one session per ingest() call (dated with the session date), stores chunks through
companion.store.chunks with MiniLM vectors, and answers queries with the same search and fusion
code as `Memory.recall`. Constructor arguments (all optional, from --adapter-arg):

    mode           hybrid | vector | text      which lists are fused
    max_distance   float or null              the cosine distance cut-off (null: none); default:
                                              the product's (companion.recall.search.FusionParams)
    min_relevance  float or null              the relevance threshold (null: none); default: the
                                              product's
    coverage_weight, focus_weight             relevance and focus parameters (default: the product's)
    answer_weight                             the share of a question's score the turn answering
                                              it inherits, with its relevance (0: off; default:
                                              the product's)
    focus          true | false               weigh the turns of the side a question is about
                                              (it names one speaker, or says I / you)
    unit           turn | window              one chunk per turn (the harness's unit), or the
                                              product's chunks (a user turn with the assistant
                                              turns around it; its ids are returned in order)
    names          true | false               label lines with the speakers' names, not User/Assistant
    dates          true | false               add the session date line to each chunk
    vectors        lines | whole              a chunk's vector composed from its lines' vectors,
                                              each distinct line of a session embedded once
                                              (companion.recall.compose), or its whole text
                                              embedded at once
    rrf_k, vector_weight, text_weight, n      fusion parameters (companion.recall.search)
    index_from, budget                        search bounds (companion.store.recall_search):
                                              index_from=0 sends every query through the
                                              HNSW index, a small budget makes the text list's
                                              candidate caps bind on these short histories
    statement      two | one | parallel       the search as separate statements
                                              (recall_search.search_chunks: the cold step's
                                              route, text list, vector list), or the one
                                              statement of a step whose vector is ready
                                              (recall_search.reads_with_vector), or its two
                                              sides on two connections at once
                                              (recall_search.reads_on_two_connections: the
                                              warmed step, Memory's default)
    embedder       minilm | minilm-fp32 | minilm-int8-u8 | minilm-int8-VARIANT
                                              the embedding model (COMPANION_EMBEDDER; any of
                                              int8_model.INT8_VARIANTS for measurement)
    assistant_words  N | "all" | "product"    the truncation policy of unit=window chunk vectors:
                                              each assistant turn's first N words embedded
                                              (chunking.embedded_turn), all of them, or the
                                              product's (ASSISTANT_EMBED_WORDS, the default).
                                              unit=turn chunks hold one turn and no context: an
                                              assistant turn there is all of the chunk's
                                              evidence, so it is never cut

The dataset is read by the harness at run time; nothing of it is stored here.
"""

from __future__ import annotations

import asyncio
import tempfile
from collections.abc import Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, NamedTuple

from companion.model import Message, Role, SessionId, UserId, new_id
from companion.model.recall import ChunkCandidate
from companion.recall.chunking import ASSISTANT_EMBED_WORDS, build_chunks, chunk_lines
from companion.recall.compose import compose, composed_model, distinct_pieces
from companion.recall.embedder import (
    DEFAULT_EMBEDDER,
    EMBEDDERS,
    Embedder,
    MiniLMEmbedder,
    Vectors,
    embedder_named,
    query_path,
)
from companion.recall.query import Focus, text_query, utterance_focus
from companion.recall.search import FusionParams, Recalled, fuse_chunks
from companion.store import chunks as chunk_store
from companion.store import recall_search, transcripts
from companion.store.database import Database, DatabaseConfig

__all__ = ["Candidates", "Recall"]

_PRODUCT = FusionParams()  # the product's defaults, which the adapter's follow


class Candidates(NamedTuple):
    """What the search found for one question, and the side the question is about. (Not a
    dataclass: the harness loads this file without registering it in sys.modules, which
    dataclasses need under postponed annotations.)"""

    candidates: tuple[ChunkCandidate, ...]
    focus: Focus | None


def _date(value: str) -> datetime:
    try:
        parsed = datetime.fromisoformat(value)
    except ValueError:
        return datetime(2000, 1, 1, tzinfo=UTC)
    return parsed if parsed.tzinfo else parsed.replace(tzinfo=UTC)


def _named_embedder(name: str) -> MiniLMEmbedder:
    """A COMPANION_EMBEDDER name, or `minilm-int8-VARIANT` for any of int8_model.INT8_VARIANTS."""
    if name.startswith("minilm-int8-") and name not in EMBEDDERS:
        return MiniLMEmbedder(int8=name.removeprefix("minilm-int8-"))
    return embedder_named(name)


class Recall:
    """recall_eval.py adapter: ingest(conversation_id, chunks), query(conversation_id, text, k)."""

    def __init__(
        self,
        mode: str = "hybrid",
        max_distance: float | None = _PRODUCT.max_distance,
        min_relevance: float | None = _PRODUCT.min_relevance,
        coverage_weight: float = _PRODUCT.coverage_weight,
        focus_weight: float = _PRODUCT.focus_weight,
        answer_weight: float = _PRODUCT.answer_weight,
        focus: bool = True,
        unit: str = "turn",
        names: bool = True,
        dates: bool = True,
        vectors: str = "lines",
        rrf_k: float = 1.0,
        vector_weight: float = 1.0,
        text_weight: float = 1.0,
        n: int = 50,
        index_from: int = recall_search.INDEX_FROM,
        budget: int = recall_search.TEXT_BUDGET,
        statement: str = "two",
        embedder: Embedder | str | None = None,
        assistant_words: int | str = "product",
    ) -> None:
        if mode not in ("hybrid", "vector", "text"):
            raise ValueError(f"mode must be hybrid, vector or text, not {mode!r}")
        if unit not in ("turn", "window"):
            raise ValueError(f"unit must be turn or window, not {unit!r}")
        if vectors not in ("lines", "whole"):
            raise ValueError(f"vectors must be lines or whole, not {vectors!r}")
        if statement not in ("two", "one", "parallel") or (statement != "two" and mode == "vector"):
            raise ValueError(
                f"statement must be two, one or parallel (those two with the text list), not {statement!r}"
            )
        self.statement = statement
        if assistant_words == "product":
            self.assistant_words: int | None = ASSISTANT_EMBED_WORDS
        elif assistant_words == "all":
            self.assistant_words = None
        elif isinstance(assistant_words, int) and assistant_words > 0:
            self.assistant_words = assistant_words
        else:
            raise ValueError(f"assistant_words must be a number > 0, all or product, not {assistant_words!r}")
        self.mode, self.unit, self.names, self.dates, self.n = mode, unit, names, dates, n
        self.vectors = vectors
        self.index_from, self.budget = index_from, budget
        self.params = FusionParams(
            rrf_k=rrf_k,
            vector_weight=0.0 if mode == "text" else vector_weight,
            text_weight=0.0 if mode == "vector" else text_weight,
            max_distance=max_distance,
            min_relevance=min_relevance,
            coverage_weight=coverage_weight,
            focus_weight=focus_weight,
            answer_weight=answer_weight,
        )
        self.focus = focus
        # A name (`--adapter-arg embedder=minilm-int8-u8`) is the product's setting COMPANION_EMBEDDER.
        named = _named_embedder(embedder) if isinstance(embedder, str) else embedder
        self.embedder = named or embedder_named(DEFAULT_EMBEDDER)
        self.model_id = (
            composed_model(self.embedder.model_id) if vectors == "lines" else self.embedder.model_id
        )
        self._tmp = tempfile.TemporaryDirectory(prefix="companion-eval-")
        self._loop = asyncio.new_event_loop()
        config = DatabaseConfig(
            url=None, pgdata=Path(self._tmp.name) / "pgdata", delete_embedded_on_exit=True
        )
        self._db: Database = self._loop.run_until_complete(Database.open(config))
        # (conversation, session uuid, seq_from) -> the harness ids the chunk covers, best first
        self._ids: dict[tuple[str, SessionId, int], list[str]] = {}
        # conversation -> role -> speaker name (what a question may call them)
        self._speakers: dict[str, dict[str, str]] = {}

    def _user(self, conversation_id: str) -> UserId:
        return UserId(f"eval-{conversation_id}")

    def ingest(self, conversation_id: str, chunks: list[dict[str, Any]]) -> None:
        if chunks:
            self._loop.run_until_complete(self._ingest(conversation_id, chunks))

    async def _ingest(self, cid: str, turns: list[dict[str, Any]]) -> None:
        user = self._user(cid)
        when = _date(str(turns[0]["session_date"]))
        roles: list[Role] = ["user" if t.get("role") == "user" else "assistant" for t in turns]
        named: dict[str, str] = {r: str(t["speaker"]) for r, t in zip(roles, turns, strict=True)}
        self._speakers.setdefault(cid, {}).update(named)
        speakers = named if self.names else None
        label = f"Session of {when.day} {when:%B %Y}" if self.dates else None
        session_id = SessionId(new_id())
        # (seq_from, seq_to, lines, roles, harness ids best first, what the vector is made of)
        pieces: list[tuple[int, int, tuple[str, ...], tuple[str, ...], list[str], tuple[str, ...]]]
        if self.unit == "turn":
            pieces = []
            for i, (r, t) in enumerate(zip(roles, turns, strict=True)):
                lines = chunk_lines([(r, str(t["text"]))], label, speakers)
                pieces.append((i, i, lines, (r,), [str(t["id"])], lines))
        else:
            messages = [
                Message(role=r, content=str(t["text"]) or "...", timestamp=when)
                for r, t in zip(roles, turns, strict=True)
            ]
            built = build_chunks(
                messages,
                session_date=when if self.dates else None,
                speakers=speakers,
                assistant_embed_words=self.assistant_words,
            )
            pieces = []
            for c in built:
                # The user turn first: it is what the chunk was built around.
                ids = [str(turns[c.seq_from + j]["id"]) for j in range(c.seq_to - c.seq_from + 1)]
                centre = next(j for j, r in enumerate(c.roles) if r == "user")
                ids.insert(0, ids.pop(centre))
                pieces.append((c.seq_from, c.seq_to, c.lines, c.roles, ids, c.pieces))
        vectors = await asyncio.to_thread(self._vectors, [p[2] for p in pieces], [p[5] for p in pieces])
        new = [
            chunk_store.NewChunk(session_id, a, b, "\n".join(lines), roles_, when, vectors[i])
            for i, (a, b, lines, roles_, _, _) in enumerate(pieces)
        ]
        async with self._db.user(user) as conn:
            await transcripts.start_session(
                conn, user, channel="import", session_id=session_id, started_at=when
            )
            await chunk_store.insert_chunks(conn, user, new, self.model_id)
        for a, _, _, _, ids, _ in pieces:
            self._ids[(cid, session_id, a)] = ids

    def _vectors(self, chunks: list[tuple[str, ...]], embedded: list[tuple[str, ...]]) -> Vectors:
        """One session's chunk vectors, as the product makes them (Memory._index: composed from
        `embedded`, each chunk's pieces) or whole (the chunks' lines)."""
        if self.vectors == "whole":
            return self.embedder.embed(["\n".join(lines) for lines in chunks])
        if not isinstance(self.embedder, MiniLMEmbedder):
            raise TypeError("vectors=lines needs an embedder with embed_pooled (MiniLMEmbedder)")
        texts, members = distinct_pieces(embedded)
        means, counts = self.embedder.embed_pooled(texts)
        return compose(means, counts, members)

    def query(self, conversation_id: str, text: str, k: int) -> list[str]:
        found = self.candidates(conversation_id, text, k)
        return self.ids(conversation_id, fuse_chunks(found.candidates, k, self.params, focus=found.focus), k)

    def candidates(self, conversation_id: str, text: str, k: int = 10) -> Candidates:
        """The search's candidates for a question, before fusion (bench/recall_threshold_curve.py
        fuses the same candidates with several settings)."""
        return self._loop.run_until_complete(self._candidates(conversation_id, text, k))

    async def _candidates(self, cid: str, text: str, k: int) -> Candidates:
        user = self._user(cid)
        # As Memory embeds a realtime utterance: by the query graph when the embedder has one.
        vector = (await asyncio.to_thread(query_path(self.embedder), [text]))[0]
        speakers = self._speakers.get(cid) if self.focus else None
        words = text_query(text, speakers)
        bounds: dict[str, Any] = {"n": max(self.n, k), "index_from": self.index_from, "budget": self.budget}
        if self.statement == "parallel":
            step = await recall_search.reads_on_two_connections(
                self._db, user, words, vector, self.model_id, **bounds
            )
            candidates = step.chunks
        else:
            async with self._db.user(user) as conn:
                if self.statement == "one":
                    step = await recall_search.reads_with_vector(
                        conn, user, words, vector, self.model_id, **bounds
                    )
                    candidates = step.chunks
                else:
                    candidates = await recall_search.search_chunks(
                        conn, user, vector, words, self.model_id, full_text=self.mode != "vector", **bounds
                    )
        focus = utterance_focus(text, self._speakers.get(cid)) if self.focus else None
        return Candidates(tuple(candidates), focus)

    def ids(self, cid: str, found: Sequence[Recalled], k: int) -> list[str]:
        """The harness ids of fused chunks, best first, at most k."""
        out: list[str] = []
        for r in found:
            assert r.session_id is not None
            assert r.seq_from is not None
            for ident in self._ids.get((cid, SessionId(r.session_id), r.seq_from), []):
                if ident not in out:
                    out.append(ident)
        return out[:k]

    def close(self) -> None:
        self._loop.run_until_complete(self._db.close())
        self._loop.close()
        self._tmp.cleanup()
