"""SQL for the `profiles` cache: the rendered profile summary per user, with its content hash.

The realtime path only reads this cache (`load_profile`); the profile is rebuilt after a session is
processed or a review action, and an unchanged profile (same content hash) is not rewritten.
Every function takes a connection scoped to one user by `Database.user()`.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from psycopg.rows import class_row

from companion.model import UserId
from companion.model.profiles import Profile
from companion.store.database import Conn, fetch_one, transaction_user

__all__ = ["ProfileRow", "load_profile", "save_profile"]


@dataclass(frozen=True, slots=True)
class ProfileRow:
    user_id: UserId
    text: str
    content_hash: str
    fact_count: int
    built_at: datetime


async def save_profile(conn: Conn, user_id: UserId, profile: Profile) -> bool:
    """Store the profile; False (and no write) when the cached one has the same content hash."""
    cur = await conn.execute(
        "INSERT INTO profiles (user_id, text, content_hash, fact_count, built_at)"
        " VALUES (%s, %s, %s, %s, now())"
        " ON CONFLICT (user_id) DO UPDATE SET text = EXCLUDED.text, content_hash = EXCLUDED.content_hash,"
        " fact_count = EXCLUDED.fact_count, built_at = EXCLUDED.built_at"
        " WHERE profiles.content_hash <> EXCLUDED.content_hash"
        " RETURNING 1",
        [user_id, profile.text, profile.content_hash, profile.fact_count],
    )
    return await cur.fetchone() is not None


async def load_profile(conn: Conn) -> ProfileRow | None:
    """The cached profile of the connection's user, or None if it was never built."""
    return await fetch_one(
        conn,
        class_row(ProfileRow),
        "SELECT user_id, text, content_hash, fact_count, built_at FROM profiles WHERE user_id = %s",
        [transaction_user(conn)],
    )
