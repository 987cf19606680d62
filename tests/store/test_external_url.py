"""DATABASE_URL: the same code on a server it did not start, logging in as the application role."""

from __future__ import annotations

import tempfile
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from companion.errors import ConfigError
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
    """With the owner's URL, every pooled connection logs in as companion_app, bound by RLS."""
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
    assert row == {"who": "companion_app", "login": "companion_app"}
    assert visible == {user_id}


async def test_reset_role_gives_no_way_around_rls(external: Database, user_id: UserId) -> None:
    """The pool used to log in as the URL's superuser and SET ROLE, so any
    RESET ROLE saw every user's rows. Logged in as companion_app, there is nothing to reset to."""
    other = UserId(user_id + "-other")
    for who in (user_id, other):
        async with external.user(who) as conn:
            await tx.start_session(conn, who)
    async with external.user(user_id) as conn:
        await conn.execute("RESET ROLE")
        await conn.execute("SELECT set_config('app.user_id', '', true)")
        cur = await conn.execute("SELECT current_user AS who, count(*) AS n FROM sessions")
        row = await cur.fetchone()
    assert row == {"who": "companion_app", "n": 0}


async def test_a_login_that_can_bypass_rls_is_refused() -> None:
    """An explicit application URL that logs in as the owner (a superuser here) is refused."""
    with tempfile.TemporaryDirectory(prefix="companion-ext-") as tmp:
        server = start_embedded(Path(tmp) / "pgdata", delete_on_exit=True)
        try:
            with pytest.raises(ConfigError, match="bypass row-level security"):
                await Database.open(
                    DatabaseConfig(url=server.dsn, pgdata=Path(tmp) / "x", app_url=server.dsn)
                )
        finally:
            server.stop()
