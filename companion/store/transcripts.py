"""Users, sessions and the append-only transcript.

Every function takes a connection already scoped to one user by `Database.user()`; the SQL for
these three tables lives here and nowhere else.
"""

from __future__ import annotations

import uuid
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from psycopg import sql
from psycopg.rows import class_row, kwargs_row

from companion.errors import NotFound
from companion.model import Message, MessageId, Role, SessionId, Transcript, UserId, new_id
from companion.store.database import Conn, fetch_all, fetch_one, run_script, transaction_user

__all__ = [
    "SessionRow",
    "StoredMessage",
    "append_message",
    "append_statement",
    "appended",
    "end_session",
    "ensure_user",
    "find_session_by_external_id",
    "get_session",
    "last_sessions",
    "load_transcript",
    "mark_session_state",
    "session_transcript",
    "session_uuid",
    "start_session",
    "touch_session",
    "user_exists",
]


@dataclass(frozen=True, slots=True)
class SessionRow:
    user_id: UserId
    id: SessionId
    channel: str
    external_id: str | None
    started_at: datetime
    ended_at: datetime | None
    state: str


@dataclass(frozen=True, slots=True)
class StoredMessage:
    """A message as stored: `seq` is its index in the session transcript."""

    id: MessageId
    session_id: SessionId
    seq: int
    role: Role
    content: str
    spoken_at: datetime
    duplicate: bool = False  # True when the client resent a message we already had


async def ensure_user(conn: Conn, user_id: UserId, display_name: str | None = None) -> None:
    """Create the user row if it does not exist (idempotent)."""
    await conn.execute(
        "INSERT INTO users (user_id, display_name) VALUES (%s, %s) ON CONFLICT (user_id) DO NOTHING",
        [user_id, display_name],
    )


async def user_exists(conn: Conn) -> bool:
    """Whether the connection's user has a row (after an erasure, or for an unknown id, it has not)."""
    cur = await conn.execute("SELECT 1 FROM users WHERE user_id = %s", [transaction_user(conn)])
    return await cur.fetchone() is not None


_session = class_row(SessionRow)


def _message(*, id: MessageId, role: Role, content: str, spoken_at: datetime) -> Message:
    return Message(role=role, content=content, timestamp=spoken_at, id=id)


_SESSION_COLUMNS = "user_id, id, channel, external_id, started_at, ended_at, state"


async def start_session(
    conn: Conn,
    user_id: UserId,
    *,
    channel: str = "native",
    external_id: str | None = None,
    started_at: datetime | None = None,
    session_id: SessionId | None = None,
) -> SessionRow:
    """Open a session (creating the user if needed). With an external_id, reopening returns the same one."""
    await ensure_user(conn, user_id)
    sid = session_id or SessionId(new_id())
    row = await fetch_one(
        conn,
        _session,
        f"INSERT INTO sessions (user_id, id, channel, external_id, started_at)"
        f" VALUES (%s, %s, %s, %s, coalesce(%s, now()))"
        f" ON CONFLICT (user_id, channel, external_id) DO UPDATE SET channel = EXCLUDED.channel"
        f" RETURNING {_SESSION_COLUMNS}",
        [user_id, sid, channel, external_id, started_at],
    )
    assert row is not None
    return row


async def get_session(conn: Conn, session_id: SessionId) -> SessionRow:
    row = await fetch_one(
        conn,
        _session,
        f"SELECT {_SESSION_COLUMNS} FROM sessions WHERE user_id = %s AND id = %s",
        [transaction_user(conn), session_id],
    )
    if row is None:
        raise NotFound("session", session_id)
    return row


async def find_session_by_external_id(conn: Conn, channel: str, external_id: str) -> SessionRow | None:
    return await fetch_one(
        conn,
        _session,
        f"SELECT {_SESSION_COLUMNS} FROM sessions WHERE user_id = %s AND channel = %s AND external_id = %s",
        [transaction_user(conn), channel, external_id],
    )


# One call of companion_append_message() (migration 0012): the session row locked by a statement
# of its own, then the resent message returned if its client_msg_id is stored (duplicate), else the
# session reopened if it had ended and the message inserted at the next seq; no row for a session
# that does not exist. Its values travel as literals (psycopg quotes them), so the call can share a
# message with BEGIN and COMMIT (Database.user_script); the function's own plans are kept per
# connection by PL/pgSQL.
_APPEND_CALL = sql.SQL(
    "SELECT id, session_id, seq, role, content, spoken_at, duplicate FROM companion_append_message("
)
_COMMA, _CLOSE = sql.SQL(", "), sql.SQL(")")


def append_statement(
    user_id: UserId,
    session_id: SessionId,
    role: Role,
    content: str,
    *,
    spoken_at: datetime | None = None,
    client_msg_id: str | None = None,
) -> sql.Composed:
    """The statement of one append (see `append_message`), for `run_script` or
    `Database.user_script`; `appended` reads its rows."""
    values = (user_id, session_id, client_msg_id, new_id(), role, content, spoken_at)
    # Composed from parts, not SQL.format: this runs for every message stored.
    return sql.Composed([_APPEND_CALL, _COMMA.join(sql.Literal(v) for v in values), _CLOSE])


def appended(session_id: SessionId, rows: Sequence[Mapping[str, Any]]) -> StoredMessage:
    """The stored message (duplicate=True for a resent one) from `append_statement`'s rows;
    NotFound for no such session."""
    if not rows:
        raise NotFound("session", session_id)
    return StoredMessage(**rows[0])


async def append_message(
    conn: Conn,
    session_id: SessionId,
    role: Role,
    content: str,
    *,
    spoken_at: datetime | None = None,
    client_msg_id: str | None = None,
) -> StoredMessage:
    """Append one message at the end of the session's transcript.

    The next seq is taken under a row lock on the session, so concurrent appends to one session
    serialise instead of colliding. A message resent with the same client_msg_id is not stored
    twice: the stored one is returned with duplicate=True.

    A message for a session that already ended (a client still connected after the orphan sweep, a
    platform reconnecting to the same call) reopens it: what is said after an end is never stored
    and then forgotten, because the session's next end queues its processing again.
    """
    statement = append_statement(
        transaction_user(conn), session_id, role, content, spoken_at=spoken_at, client_msg_id=client_msg_id
    )
    (rows,) = await run_script(conn, [statement])
    return appended(session_id, rows)


async def load_transcript(conn: Conn, session_id: SessionId) -> Transcript:
    """The whole transcript of one session, in order (message index == seq)."""
    return await session_transcript(conn, await get_session(conn, session_id))


async def session_transcript(conn: Conn, session: SessionRow) -> Transcript:
    """The whole transcript of a session already read (`get_session`), in order."""
    messages = await fetch_all(
        conn,
        kwargs_row(_message),
        "SELECT id, role, content, spoken_at FROM messages WHERE user_id = %s AND session_id = %s"
        " ORDER BY seq",
        [session.user_id, session.id],
    )
    return Transcript(messages=tuple(messages), session_id=session.id, user_id=session.user_id)


async def end_session(conn: Conn, session_id: SessionId, *, ended_at: datetime | None = None) -> SessionRow:
    """Mark an open session ended (idempotent: an already-ended session keeps its end time)."""
    row = await fetch_one(
        conn,
        _session,
        f"UPDATE sessions SET ended_at = coalesce(ended_at, coalesce(%s, now())),"
        f" state = CASE WHEN state = 'open' THEN 'ended' ELSE state END"
        f" WHERE user_id = %s AND id = %s RETURNING {_SESSION_COLUMNS}",
        [ended_at, transaction_user(conn), session_id],
    )
    if row is None:
        raise NotFound("session", session_id)
    return row


async def mark_session_state(conn: Conn, session_id: SessionId, state: str) -> bool:
    """Record processing progress; False (nothing changed) when the session was reopened meanwhile:
    an open session stays open, and its next end queues it again."""
    cur = await conn.execute(
        "UPDATE sessions SET state = %s,"
        " processed_at = CASE WHEN %s = 'processed' THEN now() ELSE processed_at END"
        " WHERE user_id = %s AND id = %s AND state <> 'open' RETURNING 1",
        [state, state, transaction_user(conn), session_id],
    )
    return await cur.fetchone() is not None


async def touch_session(conn: Conn, session_id: SessionId) -> bool:
    """A live connection still holds this open session (the orphan sweep leaves it alone)."""
    cur = await conn.execute(
        "UPDATE sessions SET last_seen_at = now()"
        " WHERE user_id = %s AND id = %s AND state = 'open' RETURNING 1",
        [transaction_user(conn), session_id],
    )
    return await cur.fetchone() is not None


async def last_sessions(conn: Conn, limit: int = 2, *, ended_only: bool = True) -> list[SessionRow]:
    """The user's most recent sessions, newest first."""
    ended = " AND ended_at IS NOT NULL" if ended_only else ""
    return await fetch_all(
        conn,
        _session,
        f"SELECT {_SESSION_COLUMNS} FROM sessions WHERE user_id = %s{ended}"
        " ORDER BY started_at DESC LIMIT %s",
        [transaction_user(conn), limit],
    )


def session_uuid(value: str) -> SessionId:
    """Parse a session id given on the command line or the wire."""
    return SessionId(uuid.UUID(value))
