"""The SQL of per-exchange recall: hybrid chunk search, fact search, and the session's recent turns.

Chunk search is two statements over this user's chunks of one embedding model: the full-text
list (needs no vector, so it runs while the utterance is being embedded) and the vector list
(exact cosine distance, pgvector `<=>`, to every chunk; its answer also carries the distance of
each text match, for the threshold). Both go through the btree on user_id, so their cost depends on
this user's chunk count, not on the table's size; an approximate index (HNSW) across all users
would have to over-fetch and post-filter by user, which loses recall for a filtered search
(bench/hnsw_filter_bench.py). Fusion is pure Python (companion.recall.search).

The full-text query ORs the utterance's lexemes: speech is wordy, and an AND of every word
(plainto/websearch_to_tsquery) almost never matches a whole turn. Every function takes a
connection scoped to one user by `Database.user()`; the explicit user_id filter only lets the
planner use the index, row-level security enforces the isolation.
"""

from __future__ import annotations

import dataclasses
import uuid
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

import numpy as np
import numpy.typing as npt

from companion.model import Category, FactId, SessionId, UserId
from companion.store.database import Conn, transaction_user

__all__ = [
    "ChunkCandidate",
    "FactCandidate",
    "SessionTurn",
    "TextMatch",
    "last_session_ended_at",
    "merge_lists",
    "search_chunks",
    "search_facts",
    "session_turns",
    "text_matches",
    "vector_and_facts",
    "vector_matches",
]


@dataclass(frozen=True, slots=True)
class ChunkCandidate:
    """One chunk with its rank on the vector list and/or the text list (None: not in that top n)."""

    id: uuid.UUID
    session_id: SessionId
    seq_from: int
    text: str
    spoken_at: datetime
    distance: float
    vector_rank: int | None
    text_rank: int | None
    text_score: float | None


@dataclass(frozen=True, slots=True)
class TextMatch:
    """A chunk on the full-text list, with its rank there (1 = best)."""

    id: uuid.UUID
    session_id: SessionId
    seq_from: int
    text: str
    spoken_at: datetime
    text_score: float
    text_rank: int


@dataclass(frozen=True, slots=True)
class FactCandidate:
    id: FactId
    version_id: uuid.UUID
    text: str
    category: Category
    importance: int
    valid_from: datetime
    recorded_at: datetime
    distance: float


@dataclass(frozen=True, slots=True)
class SessionTurn:
    seq: int
    role: str
    content: str
    spoken_at: datetime


# Never prepared (prepare=False): after five executions PostgreSQL may switch a prepared statement
# to a generic plan, which cannot see the user id or the tsquery and scans badly (measured at 1M
# chunks: 1.3 ms with a custom plan, 8 ms with the generic one). Planning costs ~0.1 ms.
#
# The text list: the user's chunks whose tsvector matches any lexeme of the utterance, best
# ts_rank first (normalisation 1 divides by 1 + log(length), so long chunks do not win on word
# count alone). `IS TRUE` keeps the planner on the per-user btree: the GIN index on tsv spans all
# users, and an OR of common words would make it visit most of the table.
_TEXT_SQL = """
WITH q AS (SELECT replace(plainto_tsquery('english', %(text)s)::text, ' & ', ' | ')::tsquery AS tq)
SELECT c.id, c.session_id, c.seq_from, c.text, c.spoken_at, ts_rank(c.tsv, q.tq, 1) AS text_score
  FROM chunks c, q
 WHERE c.user_id = %(user)s AND c.embedding_model = %(model)s
   AND (%(session)s::uuid IS NULL OR c.session_id <> %(session)s::uuid)
   AND (c.tsv @@ q.tq) IS TRUE
 ORDER BY text_score DESC, c.id
 LIMIT %(n)s
"""

# The vector list: exact cosine distance to every chunk of the user in one pass that also carries the
# columns returned (joining back to fetch them cost a second index scan: 2.28 -> 1.91 ms p50 at 1,000
# chunks), the top n by distance plus the text list's chunks (`also`) so every candidate has a
# distance for the threshold. The vector goes over the wire in binary (%(vec)b): formatting
# 384 floats as text costs more than the rest of the client side.
_VECTOR_SQL = """
WITH s AS (
    SELECT id, session_id, seq_from, text, spoken_at, embedding <=> %(vec)b::vector AS distance
      FROM chunks
     WHERE user_id = %(user)s AND embedding_model = %(model)s
       AND (%(session)s::uuid IS NULL OR session_id <> %(session)s::uuid)
), r AS (
    SELECT s.*, row_number() OVER (ORDER BY distance, id) AS vector_rank FROM s
)
SELECT r.id, r.session_id, r.seq_from, r.text, r.spoken_at, r.distance, r.vector_rank
  FROM r
 WHERE r.vector_rank <= %(n)s OR r.id = ANY(%(also)s)
"""


async def text_matches(
    conn: Conn,
    user_id: UserId,
    text: str,
    model_id: str,
    *,
    exclude_session: SessionId | None = None,
    n: int = 50,
) -> list[TextMatch]:
    """The top `n` chunks by full-text rank. Needs no vector: runs while the utterance is embedded."""
    params = {"text": text, "user": user_id, "model": model_id, "session": exclude_session, "n": n}
    cur = await conn.execute(_TEXT_SQL, params, prepare=False)
    return [
        TextMatch(
            id=r["id"],
            session_id=SessionId(r["session_id"]),
            seq_from=int(r["seq_from"]),
            text=r["text"],
            spoken_at=r["spoken_at"],
            text_score=float(r["text_score"]),
            text_rank=rank,
        )
        for rank, r in enumerate(await cur.fetchall(), 1)
    ]


def _vector_candidate(r: dict[str, Any], spoken_at: datetime) -> ChunkCandidate:
    """A row of the vector list (its text rank is attached later, by merge_lists)."""
    return ChunkCandidate(
        id=r["id"],
        session_id=SessionId(r["session_id"]),
        seq_from=int(r["seq_from"]),
        text=r["text"],
        spoken_at=spoken_at,
        distance=float(r["distance"]),
        vector_rank=int(r["vector_rank"]),
        text_rank=None,
        text_score=None,
    )


async def vector_matches(
    conn: Conn,
    user_id: UserId,
    vector: npt.NDArray[np.float32],
    model_id: str,
    *,
    exclude_session: SessionId | None = None,
    n: int = 50,
    also: Sequence[uuid.UUID] = (),
) -> list[ChunkCandidate]:
    """The top `n` chunks by cosine distance, plus the chunks in `also`, each with distance and rank.

    Only chunks embedded with `model_id` are considered; a vector of another model is never compared.
    """
    params = {
        "vec": np.asarray(vector, dtype=np.float32).reshape(-1),
        "user": user_id,
        "model": model_id,
        "session": exclude_session,
        "n": n,
        "also": list(also),
    }
    cur = await conn.execute(_VECTOR_SQL, params, prepare=False)
    return [_vector_candidate(r, r["spoken_at"]) for r in await cur.fetchall()]


# The vector list and the nearest facts in one round trip: on the realtime path these run after
# the embedding is ready, so every round trip saved is latency saved.
_VECTOR_AND_FACTS_SQL = (
    _VECTOR_SQL.replace(
        "SELECT r.id, r.session_id, r.seq_from, r.text, r.spoken_at, r.distance, r.vector_rank",
        "SELECT 'chunk' AS kind, r.id, r.session_id, r.seq_from, r.text, r.spoken_at AS at, r.distance,"
        " r.vector_rank, NULL::uuid AS version_id, NULL::text AS category, NULL::smallint AS importance,"
        " NULL::timestamptz AS recorded_at",
    )
    + """
UNION ALL
(SELECT 'fact', id, NULL::uuid, NULL::integer, text, valid_from, embedding <=> %(vec)b::vector, NULL::bigint,
        version_id, category, importance, recorded_at
   FROM facts
  WHERE user_id = %(user)s AND status = 'active' AND expired_at IS NULL AND NOT redacted
    AND embedding_model = %(model)s
  ORDER BY 7, id
  LIMIT %(facts_n)s)
"""
)


async def vector_and_facts(
    conn: Conn,
    user_id: UserId,
    vector: npt.NDArray[np.float32],
    model_id: str,
    *,
    exclude_session: SessionId | None = None,
    n: int = 50,
    also: Sequence[uuid.UUID] = (),
    facts_n: int = 10,
) -> tuple[list[ChunkCandidate], list[FactCandidate]]:
    """vector_matches() and search_facts() in one statement."""
    params = {
        "vec": np.asarray(vector, dtype=np.float32).reshape(-1),
        "user": user_id,
        "model": model_id,
        "session": exclude_session,
        "n": n,
        "also": list(also),
        "facts_n": facts_n,
    }
    cur = await conn.execute(_VECTOR_AND_FACTS_SQL, params, prepare=False)
    chunks: list[ChunkCandidate] = []
    facts: list[FactCandidate] = []
    for r in await cur.fetchall():
        if r["kind"] == "chunk":
            chunks.append(_vector_candidate(r, r["at"]))
        else:
            facts.append(_fact_candidate({**r, "valid_from": r["at"]}))
    return chunks, facts


def merge_lists(
    vector_list: Sequence[ChunkCandidate], text_list: Sequence[TextMatch]
) -> list[ChunkCandidate]:
    """Attach each text match's rank to the vector list's row for the same chunk."""
    by_id = {t.id: t for t in text_list}
    return [
        dataclasses.replace(c, text_rank=by_id[c.id].text_rank, text_score=by_id[c.id].text_score)
        if c.id in by_id
        else c
        for c in vector_list
    ]


async def search_chunks(
    conn: Conn,
    user_id: UserId,
    vector: npt.NDArray[np.float32],
    text: str,
    model_id: str,
    *,
    exclude_session: SessionId | None = None,
    n: int = 50,
    full_text: bool = True,
) -> list[ChunkCandidate]:
    """Both lists in one go (for callers that already hold the vector): candidates for fusion."""
    found = (
        await text_matches(conn, user_id, text, model_id, exclude_session=exclude_session, n=n)
        if full_text
        else []
    )
    near = await vector_matches(
        conn, user_id, vector, model_id, exclude_session=exclude_session, n=n, also=[t.id for t in found]
    )
    return merge_lists(near, found)


async def search_facts(
    conn: Conn, user_id: UserId, vector: npt.NDArray[np.float32], model_id: str, *, n: int = 10
) -> list[FactCandidate]:
    """This user's current active facts nearest to the vector (same embedding model only)."""
    cur = await conn.execute(
        "SELECT id, version_id, text, category, importance, valid_from, recorded_at,"
        " embedding <=> %(vec)b::vector AS distance FROM facts"
        " WHERE user_id = %(user)s AND status = 'active' AND expired_at IS NULL AND NOT redacted"
        " AND embedding_model = %(model)s ORDER BY distance, id LIMIT %(n)s",
        {"vec": np.asarray(vector, dtype=np.float32).reshape(-1), "user": user_id, "model": model_id, "n": n},
        prepare=False,
    )
    return [_fact_candidate(r) for r in await cur.fetchall()]


def _fact_candidate(r: Mapping[str, Any]) -> FactCandidate:
    try:
        category = Category(r["category"])
    except ValueError:
        category = Category.OTHER  # a category written by a newer version stays readable
    return FactCandidate(
        id=FactId(r["id"]),
        version_id=r["version_id"],
        text=r["text"],
        category=category,
        importance=int(r["importance"]),
        valid_from=r["valid_from"],
        recorded_at=r["recorded_at"],
        distance=float(r["distance"]),
    )


async def session_turns(
    conn: Conn, session_id: SessionId, *, recent: int = 12, older_user_turns: int = 40
) -> list[SessionTurn]:
    """The last `recent` messages of a session plus up to `older_user_turns` user turns before them.

    Enough for the context's recent turns and its rolling summary, at a cost that does not grow
    with the session's length. Oldest first.
    """
    cur = await conn.execute(
        "WITH tail AS (SELECT seq, role, content, spoken_at FROM messages"
        "              WHERE user_id = %(user)s AND session_id = %(s)s ORDER BY seq DESC LIMIT %(recent)s),"
        " older AS (SELECT seq, role, content, spoken_at FROM messages WHERE user_id = %(user)s"
        "           AND session_id = %(s)s AND role = 'user'"
        "           AND seq < coalesce((SELECT min(seq) FROM tail), 0) ORDER BY seq DESC LIMIT %(older)s)"
        " SELECT * FROM tail UNION ALL SELECT * FROM older ORDER BY seq",
        {"user": transaction_user(conn), "s": session_id, "recent": recent, "older": older_user_turns},
    )
    return [SessionTurn(r["seq"], r["role"], r["content"], r["spoken_at"]) for r in await cur.fetchall()]


async def last_session_ended_at(conn: Conn, exclude_session: SessionId | None = None) -> datetime | None:
    """When the user's most recent other session ended (or started, if it never ended)."""
    cur = await conn.execute(
        "SELECT coalesce(ended_at, started_at) AS at FROM sessions WHERE user_id = %(user)s"
        " AND (%(s)s::uuid IS NULL OR id <> %(s)s::uuid) ORDER BY started_at DESC LIMIT 1",
        {"user": transaction_user(conn), "s": exclude_session},
    )
    row = await cur.fetchone()
    return None if row is None else row["at"]
