"""The profiles cache on the real database."""

from __future__ import annotations

from companion.model import UserId
from companion.profile import Profile
from companion.store import profiles, transcripts
from companion.store.database import Database


async def test_unchanged_profile_is_not_rewritten(db: Database, user_id: UserId) -> None:
    """Saving the same content hash again writes nothing; a new hash replaces the cached text."""
    first = Profile(text="Identity:\n- Name is Dana\n", content_hash="h1", fact_count=1)
    async with db.user(user_id) as conn:
        await transcripts.ensure_user(conn, user_id)
        assert await profiles.load_profile(conn) is None
        assert await profiles.save_profile(conn, user_id, first) is True
        stored = await profiles.load_profile(conn)
        assert await profiles.save_profile(conn, user_id, first) is False
        again = await profiles.load_profile(conn)
        changed = Profile(text="Identity:\n- Name is Dana Reyes\n", content_hash="h2", fact_count=1)
        assert await profiles.save_profile(conn, user_id, changed) is True
        latest = await profiles.load_profile(conn)
    assert stored is not None
    assert again is not None
    assert latest is not None
    assert again.built_at == stored.built_at
    assert latest.text == changed.text


async def test_profile_is_invisible_to_other_users(db: Database, user_id: UserId) -> None:
    """A connection scoped to another user does not see this user's cached profile."""
    async with db.user(user_id) as conn:
        await transcripts.ensure_user(conn, user_id)
        await profiles.save_profile(conn, user_id, Profile(text="secret", content_hash="h", fact_count=0))
    async with db.user(f"{user_id}-x") as conn:
        assert await profiles.load_profile(conn) is None
