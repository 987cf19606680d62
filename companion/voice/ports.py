"""What the voice server consumes, as narrow protocols.

The server is written against these, not against concrete classes, so the state machine and the
socket loop can be tested on their own: `companion.memory.Memory` satisfies MemoryPort, and
`StoreReview` adapts `companion.store.review` to ReviewPort.
"""

from __future__ import annotations

import uuid
from collections.abc import Sequence
from datetime import datetime
from typing import Protocol

from companion.errors import DatabaseUnavailable, NotFound
from companion.model import Role, SessionId, UserId
from companion.store import review, transcripts
from companion.store.database import Database
from companion.store.review import PendingReview
from companion.voice.protocol import ReviewItem
from companion.voice.responders import ReplyContextLike

__all__ = [
    "MemoryPort",
    "ReviewPort",
    "StoreReview",
    "StoredLike",
    "hold_session",
    "session_id_of",
]


async def hold_session(db: Database, user_id: UserId, session_id: SessionId) -> None:
    """Tell the orphan sweep this session is held by a live connection (a quiet client that only
    pings is still there: its session must not be ended and processed underneath it)."""
    try:
        async with db.user(user_id) as conn:
            await transcripts.touch_session(conn, session_id)
    except DatabaseUnavailable:
        pass  # the next beat tries again


class StoredLike(Protocol):
    """A stored message (companion.store.transcripts.StoredMessage satisfies it)."""

    @property
    def seq(self) -> int: ...
    @property
    def duplicate(self) -> bool: ...


class MemoryPort(Protocol):
    async def start_session(
        self, user_id: str, channel: str = ..., external_id: str | None = ...
    ) -> SessionId:
        """Open (or, with an external id, reopen) a session; its id."""
        ...

    async def record(
        self,
        user_id: str,
        session_id: SessionId,
        role: Role,
        content: str,
        *,
        spoken_at: datetime | None = None,
        client_msg_id: str | None = None,
    ) -> StoredLike: ...

    async def context(self, user_id: str, session_id: SessionId, utterance: str) -> ReplyContextLike: ...

    async def warm(self, utterance: str) -> None:
        """Embed an utterance ahead of time (a partial transcript); best effort."""
        ...

    def embed_ahead(self, utterance: str) -> None:
        """Start embedding a final utterance now; its recall waits for this one instead of its own."""
        ...

    async def profile(self, user_id: str) -> str | None: ...


class ReviewPort(Protocol):
    """Pending-fact review for one user. Raises NotFound (also for another user's fact) or ReviewError."""

    async def pending(self, user_id: UserId) -> Sequence[ReviewItem]: ...
    async def confirm(self, user_id: UserId, fact_id: str) -> None: ...
    async def reject(self, user_id: UserId, fact_id: str) -> None: ...
    async def edit(self, user_id: UserId, fact_id: str, text: str) -> None: ...


def session_id_of(text: str) -> SessionId:
    """The session id the sans-I/O session holds as text (it speaks the wire's types)."""
    return SessionId(uuid.UUID(text))


def _fact_uuid(fact_id: str) -> uuid.UUID:
    try:
        return uuid.UUID(fact_id)
    except ValueError as exc:
        raise NotFound("fact", fact_id) from exc


def _date(value: datetime | None) -> str | None:
    return None if value is None else value.date().isoformat()


class StoreReview:
    """ReviewPort over `companion.store.review`, each call one transaction scoped to the user.

    Row-level security makes another user's fact invisible, so acting on it is NotFound, never a
    write: that is the isolation the `not_found` error code reports.
    """

    def __init__(self, db: Database) -> None:
        self._db = db

    async def pending(self, user_id: UserId) -> Sequence[ReviewItem]:
        async with self._db.user(user_id) as conn:
            rows = await review.pending_reviews(conn)
        return [self._item(row) for row in rows]

    @staticmethod
    def _item(row: PendingReview) -> ReviewItem:
        said = row.said_at or row.session_started_at or row.fact.valid_from
        return ReviewItem(
            fact_id=str(row.fact.id),
            text=row.fact.text,
            quote=row.quote,
            date=_date(said),
            conflicts_with=None if row.conflicts_with is None else row.conflicts_with.text,
        )

    async def confirm(self, user_id: UserId, fact_id: str) -> None:
        async with self._db.user(user_id) as conn:
            await review.confirm(conn, _fact_uuid(fact_id))

    async def reject(self, user_id: UserId, fact_id: str) -> None:
        async with self._db.user(user_id) as conn:
            await review.reject(conn, _fact_uuid(fact_id))

    async def edit(self, user_id: UserId, fact_id: str, text: str) -> None:
        async with self._db.user(user_id) as conn:
            await review.edit(conn, _fact_uuid(fact_id), text)
