"""Bitemporal reads of the facts table (schema and the model of time: migration 0001).

Two time axes, both queried:

* world (valid) time: `valid_from`/`valid_to`, when a fact is true in the world;
* transaction time: `recorded_at`/`expired_at`, when the system held that version as its belief.

The *current* versions (expired_at IS NULL) are today's belief. `valid_at(T)` reads current
versions whose valid interval contains T; `known_at(K, T)` reads the versions whose transaction
interval contained K, i.e. replays what the system believed at K. Forgotten (redacted) facts are
left out of every belief query: the user asked for them to be gone.

Every function takes a connection scoped to one user by `Database.user()`; row-level security
hides every other user's rows, so a foreign fact id simply is not found.
"""

from __future__ import annotations

import uuid
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

import numpy as np
from psycopg.rows import class_row, kwargs_row, scalar_row

from companion.errors import InvariantViolation, NotFound
from companion.model import (
    Category,
    ConfirmedBy,
    Fact,
    FactId,
    FactStatus,
    MessageId,
    Origin,
    SessionId,
    Tombstone,
    UserId,
)
from companion.store.database import Conn, fetch_all, transaction_user

__all__ = [
    "EMBEDDING_DIMENSIONS",
    "FACT_COLUMNS",
    "FactEvent",
    "FactHistory",
    "active_facts",
    "fact_events",
    "fact_row",
    "facts_by_status",
    "facts_missing_embedding",
    "get_fact",
    "hashed_fact_row",
    "history",
    "known_at",
    "set_fact_embeddings",
    "tombstones",
    "valid_at",
]

EMBEDDING_DIMENSIONS = 384

# Every column but the embedding, which is large and never needed to rebuild a Fact.
FACT_COLUMNS = (
    "user_id, version_id, id, text, text_hash, category, slot, importance, origin, status,"
    " status_reason, confirmed_by, valid_from, valid_to, recorded_at, expired_at, superseded_by,"
    " supersedes, session_id, source_message_id, quote, quote_start, quote_end, match_score,"
    " mention_count, last_confirmed_at, redacted"
)

# Statuses that count as a belief about the world: pending is a question, rejected a tombstone.
_BELIEVED = "status IN ('active', 'retired') AND NOT redacted"


@dataclass(frozen=True, slots=True)
class FactEvent:
    """One row of the audit log: a state change of a fact, who made it and when."""

    id: uuid.UUID
    fact_id: FactId
    event: str
    actor: str
    at: datetime
    session_id: SessionId | None
    reason: str | None
    detail: dict[str, Any] = field(default_factory=dict)


_event_row = class_row(FactEvent)


@dataclass(frozen=True, slots=True)
class _Link:
    """A fact's links in a chain of supersession."""

    id: uuid.UUID
    superseded_by: uuid.UUID | None
    supersedes: uuid.UUID | None


@dataclass(frozen=True, slots=True)
class FactHistory:
    """Every version of every fact in a chain of supersession, oldest belief first, and its events."""

    versions: list[Fact]
    events: list[FactEvent]

    @property
    def fact_ids(self) -> list[FactId]:
        """The facts of the chain in the order they first appear."""
        return list(dict.fromkeys(v.id for v in self.versions))


def _category(value: str) -> Category:
    try:
        return Category(value)
    except ValueError:
        return Category.OTHER  # a category written by a newer version stays readable


def _fact(
    *,
    id: uuid.UUID,
    version_id: uuid.UUID,
    user_id: str,
    text: str,
    text_hash: str,
    category: str,
    slot: str | None,
    importance: int,
    origin: str,
    status: str,
    status_reason: str | None,
    confirmed_by: str | None,
    valid_from: datetime,
    valid_to: datetime | None,
    recorded_at: datetime,
    expired_at: datetime | None,
    superseded_by: uuid.UUID | None,
    supersedes: uuid.UUID | None,
    session_id: uuid.UUID | None,
    source_message_id: uuid.UUID | None,
    quote: str | None,
    quote_start: int | None,
    quote_end: int | None,
    match_score: float | None,
    mention_count: int,
    last_confirmed_at: datetime | None,
    redacted: bool,
) -> tuple[Fact, str]:
    """A row selected with FACT_COLUMNS: the Fact, and its stored text hash.

    model_construct skips pydantic validation: the row was checked by the database's constraints
    and every field is converted here, and validating 150 facts costs milliseconds on the write path.
    """
    fact = Fact.model_construct(
        id=FactId(id),
        user_id=UserId(user_id),
        text=text,
        category=_category(category),
        slot=slot,
        importance=importance,
        origin=Origin(origin),
        status=FactStatus(status),
        confirmed_by=None if confirmed_by is None else ConfirmedBy(confirmed_by),
        valid_from=valid_from,
        valid_to=valid_to,
        recorded_at=recorded_at,
        expired_at=expired_at,
        superseded_by=None if superseded_by is None else FactId(superseded_by),
        source_message_id=None if source_message_id is None else MessageId(source_message_id),
        session_id=None if session_id is None else SessionId(session_id),
        quote=quote,
        quote_start=quote_start,
        quote_end=quote_end,
        match_score=match_score,
        mention_count=mention_count,
        last_confirmed_at=last_confirmed_at,
        version_id=version_id,
        status_reason=status_reason,
        supersedes=None if supersedes is None else FactId(supersedes),
    )
    return fact, text_hash


def _fact_only(**columns: Any) -> Fact:
    return _fact(**columns)[0]


# Row factories for rows selected with FACT_COLUMNS: the Fact, or (Fact, stored text hash).
fact_row = kwargs_row(_fact_only)
hashed_fact_row = kwargs_row(_fact)


async def _facts(conn: Conn, where: str, params: Sequence[object] = (), order: str = "") -> list[Fact]:
    order_by = order or "importance DESC, valid_from DESC, id"
    return await fetch_all(
        conn,
        fact_row,
        f"SELECT {FACT_COLUMNS} FROM facts WHERE user_id = %s AND ({where}) ORDER BY {order_by}",
        [transaction_user(conn), *params],
    )


async def active_facts(conn: Conn) -> list[Fact]:
    """What is true now: current active versions, most important and most recent first."""
    return await _facts(conn, "expired_at IS NULL AND status = 'active'")


async def facts_by_status(conn: Conn, status: FactStatus | str) -> list[Fact]:
    """Current versions with the given status (pending, active, retired, rejected)."""
    return await _facts(conn, "expired_at IS NULL AND status = %s", [FactStatus(status).value])


async def get_fact(conn: Conn, fact_id: uuid.UUID) -> Fact:
    """The current version of one fact; NotFound when absent or another user's."""
    found = await _facts(conn, "expired_at IS NULL AND id = %s", [fact_id])
    if not found:
        raise NotFound("fact", fact_id)
    return found[0]


async def tombstones(conn: Conn) -> list[Tombstone]:
    """Facts the user rejected or forgot: the validator refuses candidates matching these."""
    return await fetch_all(
        conn,
        class_row(Tombstone),
        "SELECT DISTINCT ON (text_hash) text_hash, CASE WHEN redacted THEN NULL ELSE text END AS text, slot"
        " FROM facts WHERE user_id = %s AND expired_at IS NULL AND status = 'rejected'"
        " ORDER BY text_hash, recorded_at DESC",
        [transaction_user(conn)],
    )


async def valid_at(conn: Conn, t: datetime) -> list[Fact]:
    """What was true at world time `t`, according to what the system believes now."""
    return await _facts(
        conn,
        f"expired_at IS NULL AND {_BELIEVED} AND valid_from <= %s AND (valid_to IS NULL OR valid_to > %s)",
        [t, t],
    )


async def known_at(conn: Conn, k: datetime, t: datetime | None = None) -> list[Fact]:
    """What the system believed at transaction time `k` about world time `t` (default: `k`).

    Reads the versions that were current at `k` (recorded_at <= k < expired_at), so a later
    correction or confirmation does not rewrite what was believed before it was recorded.
    """
    world = k if t is None else t
    return await _facts(
        conn,
        f"recorded_at <= %s AND (expired_at IS NULL OR expired_at > %s) AND {_BELIEVED}"
        " AND valid_from <= %s AND (valid_to IS NULL OR valid_to > %s)",
        [k, k, world, world],
    )


async def fact_events(conn: Conn, fact_ids: Iterable[uuid.UUID] | None = None) -> list[FactEvent]:
    """The audit log (of the given facts, or all of the user's), oldest first."""
    user = transaction_user(conn)
    columns = "SELECT id, fact_id, event, actor, at, session_id, reason, detail FROM fact_events"
    if fact_ids is None:
        return await fetch_all(conn, _event_row, f"{columns} WHERE user_id = %s ORDER BY at, seq", [user])
    return await fetch_all(
        conn,
        _event_row,
        f"{columns} WHERE user_id = %s AND fact_id = ANY(%s) ORDER BY at, seq",
        [user, list(fact_ids)],
    )


async def history(conn: Conn, ref: uuid.UUID | str) -> FactHistory:
    """The chain of supersession around a fact id, or every fact that ever held a slot (a str).

    Links are followed both ways (superseded_by and, for pending proposals, supersedes), so the
    history of any fact in a chain is the whole chain. NotFound when nothing matches.
    """
    user = transaction_user(conn)
    if isinstance(ref, uuid.UUID):
        seeds = {ref}
    else:
        seeds = set(
            await fetch_all(
                conn,
                scalar_row,
                "SELECT DISTINCT id FROM facts WHERE user_id = %s AND slot = %s",
                [user, ref],
            )
        )
    links: dict[uuid.UUID, set[uuid.UUID]] = {}
    for link in await fetch_all(
        conn,
        class_row(_Link),
        "SELECT DISTINCT id, superseded_by, supersedes FROM facts"
        " WHERE user_id = %s AND (superseded_by IS NOT NULL OR supersedes IS NOT NULL)",
        [user],
    ):
        for other in (link.superseded_by, link.supersedes):
            if other is not None:
                links.setdefault(link.id, set()).add(other)
                links.setdefault(other, set()).add(link.id)
    chain, todo = set(seeds), list(seeds)
    while todo:
        for other in links.get(todo.pop(), ()):
            if other not in chain:
                chain.add(other)
                todo.append(other)
    versions = await _facts(conn, "id = ANY(%s)", [list(chain)], order="valid_from, recorded_at, version_id")
    if not versions:
        raise NotFound("fact" if isinstance(ref, uuid.UUID) else "slot", ref)
    return FactHistory(versions=versions, events=await fact_events(conn, chain))


async def facts_missing_embedding(conn: Conn, model_id: str, limit: int = 500) -> list[Fact]:
    """Active facts with no embedding from `model_id` (none yet, or one from another model)."""
    return await fetch_all(
        conn,
        fact_row,
        f"SELECT {FACT_COLUMNS} FROM facts WHERE user_id = %s AND expired_at IS NULL AND status = 'active'"
        " AND NOT redacted AND (embedding_model IS NULL OR embedding_model <> %s)"
        " ORDER BY recorded_at, id LIMIT %s",
        [transaction_user(conn), model_id, limit],
    )


async def set_fact_embeddings(conn: Conn, items: Sequence[tuple[uuid.UUID, Sequence[float], str]]) -> None:
    """Store (version id or fact id, vector, model id) on the fact's current version.

    An embedding is metadata of the wording, not a belief, so it is updated in place. A version
    that was superseded meanwhile still gets it; a fact id always targets its current version.
    Redacted (forgotten) facts never get one back.
    """
    params = []
    user = transaction_user(conn)
    for ident, vector, model_id in items:
        if len(vector) != EMBEDDING_DIMENSIONS:
            raise InvariantViolation(
                "embedding_dimensions",
                f"embedding for {ident} has {len(vector)} dimensions, expected {EMBEDDING_DIMENSIONS}",
            )
        params.append((np.asarray(vector, dtype=np.float32), model_id, user, ident, ident))
    if not params:
        return
    async with conn.cursor() as cur:
        await cur.executemany(
            "UPDATE facts SET embedding = %s, embedding_model = %s"
            " WHERE user_id = %s AND NOT redacted AND (version_id = %s OR (id = %s AND expired_at IS NULL))",
            params,
        )
