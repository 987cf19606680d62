"""DATABASE_URL: the same code on a server it did not start, dropping to the application role."""

from __future__ import annotations

import tempfile
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from companion.model import UserId
from companion.store import transcripts as tx
from companion.store.database import Database, DatabaseConfig
from companion.store.embedded import start_embedded


@pytest.fixture(scope="module")
async def external() -> AsyncIterator[Database]:
    """A separately started server reached only through its URL, as a deployment would."""
    with tempfile.TemporaryDirectory(prefix="companion-ext-") as tmp:
        server = start_embedded(Path(tmp) / "pgdata", delete_on_exit=True)
        db = await Database.open(DatabaseConfig(url=server.dsn, pgdata=Path(tmp) / "unused"))
        try:
            yield db
        finally:
            await db.close()
            server.stop()


async def test_url_login_still_runs_as_the_app_role_under_rls(external: Database, user_id: UserId) -> None:
    """Logged in as the owner via the URL, every pooled connection acts as companion_app, bound by RLS."""
    assert external.embedded is None
    other = UserId(user_id + "-other")
    for who in (user_id, other):
        async with external.user(who) as conn:
            await tx.start_session(conn, who)
    async with external.user(user_id) as conn:
        cur = await conn.execute("SELECT current_user AS who, session_user AS login")
        row = await cur.fetchone()
        cur = await conn.execute("SELECT user_id FROM sessions")
        visible = {r["user_id"] for r in await cur.fetchall()}
    assert row == {"who": "companion_app", "login": "postgres"}
    assert visible == {user_id}
