"""SQL for the `chunks` table: recall units of finished sessions, each with its embedding.

Every function takes a connection scoped to one user by `Database.user()`. Inserting is
idempotent on (user_id, session_id, seq_from, embedding_model): re-indexing a session after a
retry, or indexing it again with the same model, writes nothing twice (a chunk whose text changed,
because the session grew or a redaction applies, is replaced); indexing it with another model
adds a second set of rows that searches with the first model never see.
"""

from __future__ import annotations

import uuid
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime

import numpy as np
import numpy.typing as npt
from psycopg.rows import kwargs_row, scalar_row

from companion.errors import InvariantViolation
from companion.model import SessionId, UserId, new_id
from companion.store.database import Conn, fetch_all, fetch_value, transaction_user

__all__ = [
    "ChunkRow",
    "NewChunk",
    "count_chunks",
    "delete_chunks",
    "delete_other_models",
    "delete_session_chunks",
    "display_name",
    "insert_chunks",
    "session_chunks",
    "sessions_with_model",
    "sessions_with_other_models",
]

_DIM = 384


@dataclass(frozen=True, slots=True)
class NewChunk:
    """A chunk to store: messages seq_from..seq_to of a session and its vector."""

    session_id: SessionId
    seq_from: int
    seq_to: int
    text: str
    roles: tuple[str, ...]
    spoken_at: datetime
    embedding: npt.NDArray[np.float32]


@dataclass(frozen=True, slots=True)
class ChunkRow:
    id: uuid.UUID
    session_id: SessionId
    seq_from: int
    seq_to: int
    text: str
    roles: tuple[str, ...]
    spoken_at: datetime
    embedding_model: str


def _chunk(
    *,
    id: uuid.UUID,
    session_id: SessionId,
    seq_from: int,
    seq_to: int,
    text: str,
    roles: str,
    spoken_at: datetime,
    embedding_model: str,
) -> ChunkRow:
    return ChunkRow(
        id, session_id, seq_from, seq_to, text, tuple(roles.split(",")), spoken_at, embedding_model
    )


# Rows per INSERT statement: one statement per session end as a rule (a session of 40 messages has
# 20 chunks), bounded so a very long session stays well under PostgreSQL's 65,535 parameters.
_ROWS_PER_STATEMENT = 500
_COLUMNS = "(user_id, id, session_id, seq_from, seq_to, text, roles, spoken_at, embedding, embedding_model)"
_ROW = "(%s, %s, %s, %s, %s, %s, %s, %s, %s, %s)"
_ON_CONFLICT = (
    " ON CONFLICT (user_id, session_id, seq_from, embedding_model) DO UPDATE SET"
    " seq_to = EXCLUDED.seq_to, text = EXCLUDED.text, roles = EXCLUDED.roles,"
    " spoken_at = EXCLUDED.spoken_at, embedding = EXCLUDED.embedding"
    " WHERE chunks.text IS DISTINCT FROM EXCLUDED.text OR chunks.seq_to <> EXCLUDED.seq_to"
    " RETURNING 1"
)


async def insert_chunks(conn: Conn, user_id: UserId, chunks: Sequence[NewChunk], model_id: str) -> int:
    """Store chunks made with `model_id`; returns the rows written.

    A chunk already stored with the same text is left alone. One whose text changed is replaced:
    the session grew at its end (reopened after an end) or a redaction now applies to it.

    One multi-row statement (per `_ROWS_PER_STATEMENT` rows), not one per chunk: the word-count
    trigger (chunk_terms, migration 0007) runs once per statement, and per chunk it was most of
    the write's cost (a 20-chunk session: 115 -> 45 ms, bench/index_bench.py, docs/recall.md).
    RETURNING reports the rows inserted or replaced, not those left alone."""
    rows: list[object] = []
    keys: set[tuple[SessionId, int]] = set()
    for c in chunks:
        vector = np.asarray(c.embedding, dtype=np.float32).reshape(-1)
        if vector.shape[0] != _DIM:
            raise InvariantViolation("embedding_dimensions", f"chunk vector has {vector.shape[0]} dimensions")
        if (c.session_id, c.seq_from) in keys:
            # One statement cannot touch a row twice (ON CONFLICT would fail on it): refuse early.
            raise InvariantViolation("chunk_key", f"chunk {c.session_id}/{c.seq_from} given twice")
        keys.add((c.session_id, c.seq_from))
        rows += (user_id, new_id(), c.session_id, c.seq_from, c.seq_to, c.text, ",".join(c.roles))
        rows += (c.spoken_at, vector, model_id)
    width = len(_ROW.split(","))
    written = 0
    step = _ROWS_PER_STATEMENT * width
    for start in range(0, len(rows), step):
        part = rows[start : start + step]
        values = ", ".join([_ROW] * (len(part) // width))
        cur = await conn.execute(f"INSERT INTO chunks {_COLUMNS} VALUES {values}{_ON_CONFLICT}", part)
        written += len(await cur.fetchall())
    return written


async def delete_chunks(conn: Conn, session_id: SessionId, seq_froms: set[int], *, keep_model: str) -> int:
    """Drop the session's chunks at these positions made with any model but `keep_model` (they
    cannot be re-embedded by the caller; indexing with their model rebuilds them)."""
    if not seq_froms:
        return 0
    cur = await conn.execute(
        "DELETE FROM chunks WHERE user_id = %s AND session_id = %s AND seq_from = ANY(%s)"
        " AND embedding_model <> %s",
        [transaction_user(conn), session_id, sorted(seq_froms), keep_model],
    )
    return cur.rowcount


# How a chunk's `embedding_model` is compared with a model id: made with it, or with any other.
_WITH, _OTHER = "=", "<>"


async def delete_session_chunks(conn: Conn, session_id: SessionId, model_id: str) -> int:
    """Drop the session's chunks made with `model_id` (superseded by vectors made another way)."""
    return await _delete_chunks(conn, session_id, _WITH, model_id)


async def delete_other_models(conn: Conn, session_id: SessionId, keep_model: str) -> int:
    """Drop the session's chunks made with any model but `keep_model` (once it is indexed with it)."""
    return await _delete_chunks(conn, session_id, _OTHER, keep_model)


async def _delete_chunks(conn: Conn, session_id: SessionId, compare: str, model_id: str) -> int:
    cur = await conn.execute(
        f"DELETE FROM chunks WHERE user_id = %s AND session_id = %s AND embedding_model {compare} %s",
        [transaction_user(conn), session_id, model_id],
    )
    return cur.rowcount


async def sessions_with_model(conn: Conn, model_id: str) -> list[SessionId]:
    """The user's sessions holding chunks made with `model_id`, newest first (Memory.reindex)."""
    return await _sessions(conn, _WITH, model_id)


async def sessions_with_other_models(conn: Conn, model_id: str) -> list[SessionId]:
    """The user's sessions holding chunks made with any model but `model_id` (whole-chunk vectors
    from before composed ones, or another embedder's), newest first (Memory.reindex)."""
    return await _sessions(conn, _OTHER, model_id)


async def _sessions(conn: Conn, compare: str, model_id: str) -> list[SessionId]:
    rows = await fetch_all(
        conn,
        scalar_row,
        "SELECT c.session_id FROM chunks c JOIN sessions s ON s.user_id = c.user_id AND s.id = c.session_id"
        f" WHERE c.user_id = %s AND c.embedding_model {compare} %s"
        " GROUP BY c.session_id, s.started_at ORDER BY s.started_at DESC, c.session_id",
        [transaction_user(conn), model_id],
    )
    return [SessionId(r) for r in rows]


async def session_chunks(conn: Conn, session_id: SessionId, model_id: str | None = None) -> list[ChunkRow]:
    """The stored chunks of one session (of one model, or all), in transcript order."""
    return await fetch_all(
        conn,
        kwargs_row(_chunk),
        "SELECT id, session_id, seq_from, seq_to, text, roles, spoken_at, embedding_model FROM chunks"
        " WHERE user_id = %s AND session_id = %s AND (%s::text IS NULL OR embedding_model = %s)"
        " ORDER BY seq_from, embedding_model",
        [transaction_user(conn), session_id, model_id, model_id],
    )


async def count_chunks(conn: Conn, model_id: str | None = None) -> int:
    """How many chunks the user has (of one model, or all)."""
    n = await fetch_value(
        conn,
        "SELECT count(*) FROM chunks WHERE user_id = %s AND (%s::text IS NULL OR embedding_model = %s)",
        [transaction_user(conn), model_id, model_id],
    )
    return n if isinstance(n, int) else 0


async def display_name(conn: Conn) -> str | None:
    """The connection's user's display name, used to label their lines in chunks (None: unknown)."""
    name = await fetch_value(
        conn, "SELECT display_name FROM users WHERE user_id = %s", [transaction_user(conn)]
    )
    return (name.strip() or None) if isinstance(name, str) else None
