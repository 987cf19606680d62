"""Review: the user is the final judge of every fact.

The transitions are decided by `companion.model.lifecycle` (pure); this module reads what they need
under the user's lock and has `store.facts.execute_in_order` write what they return. Each one
writes new versions, never edits a belief in place, and logs a fact_events row with actor `user`
and the time:

  confirm  pending -> active (confirmed_by user); the active fact it conflicts with is retired
           (valid_to = the new valid_from, superseded_by = the confirmed fact).
  reject   pending/active/retired -> rejected (a tombstone: the validator refuses it from now on).
  edit     pending/active -> a new user-authored fact (origin user_edit) that supersedes the old one.
  forget   any -> rejected, and the words are redacted in *every* version row: the one place history
           is rewritten in place, because the user asked for the words to be gone. The text hash stays
           so the fact is refused if proposed again.

Functions take a connection scoped to one user (`Database.user`); a fact of another user is invisible
under row-level security, so it is NotFound. A transition that does not fit the fact's state is a
ReviewError. Every transition takes the same per-user lock as the write path.
"""

from __future__ import annotations

import uuid
from dataclasses import dataclass
from datetime import datetime

from psycopg.rows import class_row

from companion.model import Category, Fact, FactStatus, lifecycle
from companion.store.database import Conn, fetch_all, transaction_user
from companion.store.fact_queries import facts_by_status, get_fact
from companion.store.facts import execute_in_order, lock_user, transaction_time

__all__ = ["PendingReview", "confirm", "edit", "forget", "pending_reviews", "reject"]


@dataclass(frozen=True, slots=True)
class PendingReview:
    """A pending fact with what the user needs to judge it."""

    fact: Fact
    quote: str | None
    message_text: str | None
    said_at: datetime | None
    session_started_at: datetime | None
    conflicts_with: Fact | None


@dataclass(frozen=True, slots=True)
class _Said:
    id: uuid.UUID
    content: str
    spoken_at: datetime


@dataclass(frozen=True, slots=True)
class _Started:
    id: uuid.UUID
    started_at: datetime


async def _rivals(conn: Conn, fact: Fact) -> list[Fact]:
    return lifecycle.rivals_of(fact, await facts_by_status(conn, FactStatus.ACTIVE))


async def pending_reviews(conn: Conn) -> list[PendingReview]:
    """Every pending fact, oldest first, with its quote, message, session date and conflict."""
    pending = sorted(await facts_by_status(conn, FactStatus.PENDING), key=lambda f: (f.recorded_at, f.id))
    if not pending:
        return []
    user = transaction_user(conn)
    said = await fetch_all(
        conn,
        class_row(_Said),
        "SELECT id, content, spoken_at FROM messages WHERE user_id = %s AND id = ANY(%s)",
        [user, [f.source_message_id for f in pending if f.source_message_id is not None]],
    )
    messages = {m.id: m for m in said}
    started = await fetch_all(
        conn,
        class_row(_Started),
        "SELECT id, started_at FROM sessions WHERE user_id = %s AND id = ANY(%s)",
        [user, [f.session_id for f in pending if f.session_id is not None]],
    )
    sessions = {s.id: s.started_at for s in started}
    actives = await facts_by_status(conn, FactStatus.ACTIVE)
    out = []
    for fact in pending:
        message = None if fact.source_message_id is None else messages.get(fact.source_message_id)
        out.append(
            PendingReview(
                fact=fact,
                quote=fact.quote,
                message_text=None if message is None else message.content,
                said_at=None if message is None else message.spoken_at,
                session_started_at=None if fact.session_id is None else sessions.get(fact.session_id),
                conflicts_with=next(iter(lifecycle.rivals_of(fact, actives)), None),
            )
        )
    return out


async def _load(
    conn: Conn, fact_id: uuid.UUID, action: str, now: datetime | None
) -> tuple[Fact, lifecycle.Author]:
    """The fact, read under the user's lock and checked for `action`; and the user as the author
    of the change, at the transaction time."""
    await lock_user(conn)
    fact = await get_fact(conn, fact_id)
    lifecycle.require(fact, action)
    return fact, lifecycle.Author(fact.user_id, "user", await transaction_time(conn, now))


async def confirm(conn: Conn, fact_id: uuid.UUID, now: datetime | None = None) -> Fact:
    """Activate a pending fact, retiring the active fact it conflicts with. Returns the new version."""
    fact, by = await _load(conn, fact_id, "confirm", now)
    ops = lifecycle.confirm(fact, await _rivals(conn, fact), by)
    return (await execute_in_order(conn, fact.user_id, ops, by.at))[-1]


async def reject(conn: Conn, fact_id: uuid.UUID, now: datetime | None = None) -> Fact:
    """Turn a fact into a tombstone: it leaves every belief query and is never learned again."""
    fact, by = await _load(conn, fact_id, "reject", now)
    return (await execute_in_order(conn, fact.user_id, lifecycle.reject(fact, by), by.at))[-1]


async def edit(
    conn: Conn,
    fact_id: uuid.UUID,
    new_text: str,
    *,
    category: Category | None = None,
    importance: int | None = None,
    valid_from: datetime | None = None,
    now: datetime | None = None,
) -> Fact:
    """Replace a pending or active fact by a user-authored one (origin user_edit), which supersedes
    it (see `lifecycle.edit`). Returns the new fact."""
    text = lifecycle.checked_edit_text(new_text, importance)
    old, by = await _load(conn, fact_id, "edit", now)
    rivals = await _rivals(conn, old) if old.status is FactStatus.PENDING else []
    new, ops = lifecycle.edit(
        old, text, by, rivals=rivals, category=category, importance=importance, valid_from=valid_from
    )
    await execute_in_order(conn, old.user_id, ops, by.at)
    return await get_fact(conn, new.id)


async def forget(conn: Conn, fact_id: uuid.UUID, now: datetime | None = None) -> Fact:
    """Redact a fact's words everywhere they are kept for it, and keep only its hash as a tombstone.

    Returns the fact as it was before (its words), so the caller can remove them from recall too
    (`Memory.forget`); nothing of it is stored any more."""
    fact, by = await _load(conn, fact_id, "forget", now)
    await execute_in_order(conn, fact.user_id, lifecycle.forget(fact, by), by.at)
    return fact
