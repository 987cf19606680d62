"""Hosted PostgreSQL: the application gets a database owner role, never a superuser.

On a private embedded server: an admin runs the one-time SQL (`companion migrate
--print-admin-sql OWNER`), then the migrations and the core paths (record, end, process, recall,
review) run as a plain owner (no SUPERUSER, CREATEROLE or CREATEDB) with the application logging in
as companion_app, and row-level security still holds.
"""

from __future__ import annotations

import tempfile
from collections.abc import Iterator
from pathlib import Path

import psycopg
import pytest
from psycopg import sql
from psycopg.conninfo import make_conninfo

from companion.errors import MigrationError
from companion.extraction.offline import OfflineProposer
from companion.memory import Memory
from companion.migrations.runner import admin_sql, apply_migrations
from companion.model import UserId
from companion.pipeline import process_session
from companion.recall.embedder import Embedder
from companion.store import fact_queries, review
from companion.store import transcripts as tx
from companion.store.database import Database, DatabaseConfig
from companion.store.embedded import EmbeddedServer, start_embedded

OWNER = "hosted_owner"
PASSWORD = "app-password-for-the-test"


@pytest.fixture(scope="module")
def hosted() -> Iterator[tuple[str, str]]:
    """(owner URL, application URL) for a database owned by a plain role, set up as an admin would."""
    with tempfile.TemporaryDirectory(prefix="companion-hosted-") as tmp:
        server: EmbeddedServer = start_embedded(Path(tmp) / "pgdata", delete_on_exit=True)
        try:
            with psycopg.connect(server.dsn, autocommit=True) as admin:
                admin.execute(
                    sql.SQL("CREATE ROLE {} LOGIN NOSUPERUSER NOCREATEROLE NOCREATEDB NOBYPASSRLS").format(
                        sql.Identifier(OWNER)
                    )
                )
                admin.execute(sql.SQL("CREATE DATABASE hosted OWNER {}").format(sql.Identifier(OWNER)))
            hosted_admin = make_conninfo(server.dsn, dbname="hosted")
            with psycopg.connect(hosted_admin, autocommit=True) as admin:
                admin.execute(admin_sql(OWNER, PASSWORD).encode())
            yield (
                make_conninfo(server.dsn, dbname="hosted", user=OWNER),
                make_conninfo(server.dsn, dbname="hosted", user="companion_app", password=PASSWORD),
            )
        finally:
            server.stop()


async def test_migrations_and_a_full_session_run_as_a_plain_owner(
    hosted: tuple[str, str], embedder: Embedder
) -> None:
    owner_url, app_url = hosted
    with psycopg.connect(owner_url) as conn:
        row = conn.execute(
            "SELECT rolsuper, rolcreaterole, rolcreatedb FROM pg_roles WHERE rolname = current_user"
        ).fetchone()
    assert row == (False, False, False)

    db = await Database.open(DatabaseConfig(url=owner_url, pgdata=Path("unused"), app_url=app_url))
    alice, bob = UserId("hosted-alice"), UserId("hosted-bob")
    try:
        async with Memory(db, embedder) as memory:
            session = await memory.start_session(alice)
            await memory.record(alice, session, "user", "My name is Alice and I'm allergic to penicillin.")
            await memory.record(alice, session, "assistant", "Thank you, I'll remember that.")
            await memory.end_session(alice, session)
            report = await process_session(memory, OfflineProposer(), alice, session)
            assert report.chunks > 0
            recalled = await memory.recall(alice, "penicillin allergy")
            assert any("penicillin" in r.text for r in recalled)
            other = await memory.start_session(bob)
            await memory.record(bob, other, "user", "I like sailing.")
        async with db.user(alice) as conn:
            facts = await fact_queries.active_facts(conn)
            await review.pending_reviews(conn)
            cur = await conn.execute("SELECT DISTINCT user_id FROM sessions")
            visible = {r["user_id"] for r in await cur.fetchall()}
            cur = await conn.execute("SELECT current_user AS who")
            who = await cur.fetchone()
        async with db.user(alice) as conn:
            for f in facts:
                await review.reject(conn, f.id)
        async with db.user(alice) as conn:
            assert await fact_queries.active_facts(conn) == []
            assert (await tx.get_session(conn, session)).state == "processed"
    finally:
        await db.close()
    assert facts
    assert visible == {alice}
    assert who == {"who": "companion_app"}


def test_without_the_admin_step_the_error_says_what_to_run() -> None:
    with tempfile.TemporaryDirectory(prefix="companion-hosted-") as tmp:
        server = start_embedded(Path(tmp) / "pgdata", delete_on_exit=True)
        try:
            with psycopg.connect(server.dsn, autocommit=True) as admin:
                admin.execute("CREATE ROLE bare_owner LOGIN NOSUPERUSER NOCREATEROLE NOCREATEDB")
                admin.execute("CREATE DATABASE bare OWNER bare_owner")
            with pytest.raises(MigrationError, match="--print-admin-sql"):
                apply_migrations(make_conninfo(server.dsn, dbname="bare", user="bare_owner"))
        finally:
            server.stop()
