"""Review: the user is the final judge of every fact.

Transitions (each one writes new versions, never edits a belief in place, and logs a fact_events
row with actor `user` and the time):

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

from companion.errors import ReviewError
from companion.model import (
    Category,
    ConfirmedBy,
    Fact,
    FactId,
    FactStatus,
    Origin,
)
from companion.store.database import Conn, transaction_user
from companion.store.fact_plan import EventRow, change
from companion.store.fact_queries import facts_by_status, get_fact
from companion.store.facts import insert_event, insert_fact, lock_user, new_version, transaction_time

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


async def _active_holder(conn: Conn, fact: Fact) -> Fact | None:
    """The active fact `fact` would replace: the one it names, else its slot's holder."""
    actives = await facts_by_status(conn, FactStatus.ACTIVE)
    by_id = {f.id: f for f in actives if f.id != fact.id}
    if fact.supersedes is not None and fact.supersedes in by_id:
        return by_id[fact.supersedes]
    if fact.slot is not None:
        return next((f for f in by_id.values() if f.slot == fact.slot), None)
    return None


async def pending_reviews(conn: Conn) -> list[PendingReview]:
    """Every pending fact, oldest first, with its quote, message, session date and conflict."""
    pending = sorted(await facts_by_status(conn, FactStatus.PENDING), key=lambda f: (f.recorded_at, f.id))
    if not pending:
        return []
    user = transaction_user(conn)
    cur = await conn.execute(
        "SELECT id, content, spoken_at FROM messages WHERE user_id = %s AND id = ANY(%s)",
        [user, [f.source_message_id for f in pending if f.source_message_id is not None]],
    )
    messages = {r["id"]: r for r in await cur.fetchall()}
    cur = await conn.execute(
        "SELECT id, started_at FROM sessions WHERE user_id = %s AND id = ANY(%s)",
        [user, [f.session_id for f in pending if f.session_id is not None]],
    )
    sessions = {r["id"]: r["started_at"] for r in await cur.fetchall()}
    actives = {f.id: f for f in await facts_by_status(conn, FactStatus.ACTIVE)}
    out = []
    for fact in pending:
        message = messages.get(fact.source_message_id)
        conflict = actives.get(fact.supersedes) if fact.supersedes is not None else None
        if conflict is None and fact.slot is not None:
            conflict = next((f for f in actives.values() if f.slot == fact.slot), None)
        out.append(
            PendingReview(
                fact=fact,
                quote=fact.quote,
                message_text=None if message is None else message["content"],
                said_at=None if message is None else message["spoken_at"],
                session_started_at=sessions.get(fact.session_id),
                conflicts_with=conflict,
            )
        )
    return out


def _event(fact: Fact, event: str, at: datetime, **detail: object) -> EventRow:
    return EventRow(
        id=uuid.uuid4(),
        fact_id=fact.id,
        event=event,
        actor="user",
        at=at,
        session_id=fact.session_id,
        detail={k: str(v) if isinstance(v, uuid.UUID) else v for k, v in detail.items()},
    )


async def _load(conn: Conn, fact_id: uuid.UUID, allowed: set[FactStatus], action: str) -> Fact:
    await lock_user(conn)
    fact = await get_fact(conn, fact_id)
    if fact.status not in allowed:
        raise ReviewError(f"cannot {action} fact {fact_id}: it is {fact.status.value}")
    return fact


async def _supersede(conn: Conn, old: Fact, new: Fact, at: datetime, reason: str) -> None:
    valid_to = max(old.valid_from, new.valid_from)
    retired = change(old, FactStatus.RETIRED, status_reason=reason, valid_to=valid_to, superseded_by=new.id)
    await new_version(conn, retired, at)
    await insert_event(conn, old.user_id, _event(old, "superseded", at, superseded_by=new.id, reason=reason))


async def confirm(conn: Conn, fact_id: uuid.UUID, now: datetime | None = None) -> Fact:
    """Activate a pending fact, retiring the active fact it conflicts with. Returns the new version."""
    fact = await _load(conn, fact_id, {FactStatus.PENDING}, "confirm")
    at = await transaction_time(conn, now)
    holder = await _active_holder(conn, fact)
    if holder is not None:
        await _supersede(conn, holder, fact, at, "superseded")
    activated = change(
        fact,
        FactStatus.ACTIVE,
        confirmed_by=ConfirmedBy.USER,
        last_confirmed_at=at,
        supersedes=None if holder is None else holder.id,
    )
    new = await new_version(conn, activated, at)
    await insert_event(conn, fact.user_id, _event(fact, "confirmed", at, supersedes=holder and holder.id))
    return new


async def reject(conn: Conn, fact_id: uuid.UUID, now: datetime | None = None) -> Fact:
    """Turn a fact into a tombstone: it leaves every belief query and is never learned again."""
    allowed = {FactStatus.PENDING, FactStatus.ACTIVE, FactStatus.RETIRED}
    fact = await _load(conn, fact_id, allowed, "reject")
    at = await transaction_time(conn, now)
    new = await new_version(conn, change(fact, FactStatus.REJECTED, status_reason="rejected_by_user"), at)
    await insert_event(conn, fact.user_id, _event(fact, "rejected_by_user", at, was=fact.status.value))
    return new


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
    """Replace a pending or active fact by a user-authored one (origin user_edit), which supersedes it.

    The new fact is true from the old one's valid_from unless told otherwise, so the old wording's
    valid interval closes where it opened: it was never true, the user corrected it.
    """
    text = new_text.strip()
    if not 1 <= len(text) <= 2000:
        raise ReviewError(f"an edited fact needs 1-2000 characters, got {len(text)}")
    if importance is not None and not 1 <= importance <= 5:
        raise ReviewError(f"importance must be 1-5, not {importance}")
    old = await _load(conn, fact_id, {FactStatus.PENDING, FactStatus.ACTIVE}, "edit")
    at = await transaction_time(conn, now)
    holder = await _active_holder(conn, old) if old.status is FactStatus.PENDING else None
    new_id = FactId(uuid.uuid4())
    new = Fact(
        id=new_id,
        user_id=old.user_id,
        text=text,
        category=category or old.category,
        slot=old.slot,
        importance=importance or old.importance,
        origin=Origin.USER_EDIT,
        status=FactStatus.ACTIVE,
        confirmed_by=ConfirmedBy.USER,
        valid_from=valid_from or old.valid_from,
        valid_to=None,
        recorded_at=at,
        expired_at=None,
        session_id=old.session_id,
        source_message_id=old.source_message_id,
        last_confirmed_at=at,
        version_id=uuid.uuid4(),
        supersedes=old.id,
    )
    # The slot's holder (and the old fact itself) retire before the new fact takes the slot.
    if holder is not None:
        await _supersede(conn, holder, new, at, "superseded")
    valid_to = old.valid_from if old.status is FactStatus.PENDING else max(old.valid_from, new.valid_from)
    retired = change(old, FactStatus.RETIRED, status_reason="edited", valid_to=valid_to, superseded_by=new_id)
    await new_version(conn, retired, at)
    await insert_fact(conn, new)
    await insert_event(conn, old.user_id, _event(old, "edited", at, replaced_by=new_id))
    await insert_event(conn, old.user_id, _event(new, "edited", at, edited_from=old.id))
    return await get_fact(conn, new_id)


async def forget(conn: Conn, fact_id: uuid.UUID, now: datetime | None = None) -> Fact:
    """Redact a fact's words everywhere they are kept for it, and keep only its hash as a tombstone.

    Returns the fact as it was before (its words), so the caller can remove them from recall too
    (`Memory.forget`); nothing of it is stored any more."""
    fact = await _load(conn, fact_id, set(FactStatus), "forget")
    if fact.status_reason == "forgotten":
        raise ReviewError(f"fact {fact_id} is already forgotten")
    at = await transaction_time(conn, now)
    # Every version, not just the current one: known_at() must not be able to read the words back.
    await conn.execute(
        "UPDATE facts SET text = '', quote = NULL, redacted = true, embedding = NULL,"
        " embedding_model = NULL WHERE user_id = %s AND id = %s",
        [fact.user_id, fact_id],
    )
    await conn.execute(
        "UPDATE fact_events SET detail = detail - 'quote' - 'text' WHERE user_id = %s AND fact_id = %s",
        [fact.user_id, fact_id],
    )
    await conn.execute(
        "UPDATE extraction_candidates SET proposal = '{\"redacted\": true}'::jsonb, detail = NULL"
        " WHERE user_id = %s AND fact_id = %s",
        [fact.user_id, fact_id],
    )
    redacted = fact.model_copy(update={"text": "", "quote": None})
    await new_version(conn, change(redacted, FactStatus.REJECTED, status_reason="forgotten"), at)
    await insert_event(conn, fact.user_id, _event(fact, "forgotten", at, was=fact.status.value))
    return fact
