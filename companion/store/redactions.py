"""SQL for `redactions` (migration 0006): where a forgotten fact's words were in the transcript.

Spans, not words: (message id, start, end) in the message's content. Recall applies them whenever it
builds chunks, so a forgotten fact never comes back through indexing. Every function takes a
connection scoped to one user by `Database.user()`.
"""

from __future__ import annotations

import uuid
from collections.abc import Sequence
from dataclasses import dataclass

from psycopg.rows import class_row

from companion.model import MessageId, SessionId, UserId
from companion.store.database import Conn, fetch_all, transaction_user

__all__ = ["MessageText", "add_spans", "messages_saying", "session_spans"]


@dataclass(frozen=True, slots=True)
class MessageText:
    """A message that may hold forgotten words."""

    id: MessageId
    session_id: SessionId
    content: str


def _like(phrase: str) -> str:
    escaped = " ".join(phrase.split()).replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
    return f"%{escaped}%"


@dataclass(frozen=True, slots=True)
class _Span:
    message_id: MessageId
    start_at: int
    end_at: int


async def messages_saying(
    conn: Conn, phrases: Sequence[str], session_id: SessionId | None
) -> list[MessageText]:
    """Messages of `session_id`, and messages of any session containing one of `phrases`
    (case-insensitive, spacing aside; the caller matches precisely)."""
    patterns = [_like(p) for p in phrases]
    return await fetch_all(
        conn,
        class_row(MessageText),
        "SELECT id, session_id, content FROM messages WHERE user_id = %s"
        " AND (session_id = %s OR regexp_replace(content, '\\s+', ' ', 'g') ILIKE ANY(%s))"
        " ORDER BY session_id, seq",
        [transaction_user(conn), session_id, patterns],
    )


async def add_spans(
    conn: Conn, user_id: UserId, fact_id: uuid.UUID, spans: Sequence[tuple[MessageId, int, int]]
) -> None:
    """Record spans to redact (a span recorded before is kept once)."""
    if not spans:
        return
    async with conn.cursor() as cur:
        await cur.executemany(
            "INSERT INTO redactions (user_id, message_id, start_at, end_at, fact_id)"
            " VALUES (%s, %s, %s, %s, %s) ON CONFLICT DO NOTHING",
            [(user_id, m, s, e, fact_id) for m, s, e in spans],
        )


async def session_spans(conn: Conn, session_id: SessionId) -> dict[object, list[tuple[int, int]]]:
    """The recorded spans of one session's messages, by message id."""
    user = transaction_user(conn)
    spans = await fetch_all(
        conn,
        class_row(_Span),
        "SELECT r.message_id, r.start_at, r.end_at FROM redactions r"
        " JOIN messages m ON m.user_id = r.user_id AND m.id = r.message_id"
        " WHERE r.user_id = %s AND m.user_id = %s AND m.session_id = %s ORDER BY r.message_id, r.start_at",
        [user, user, session_id],
    )
    out: dict[object, list[tuple[int, int]]] = {}
    for span in spans:
        out.setdefault(span.message_id, []).append((span.start_at, span.end_at))
    return out
