"""The schema's promises, checked against the real database."""

from __future__ import annotations

import uuid
from concurrent.futures import ThreadPoolExecutor

import psycopg
import pytest
from psycopg import sql
from psycopg.conninfo import make_conninfo

from companion.errors import InvariantViolation
from companion.migrations.runner import apply_migrations, shipped_migrations
from companion.model import UserId
from companion.store.database import Database


async def _make_user(db: Database, user_id: UserId) -> None:
    async with db.user(user_id) as conn:
        await conn.execute("INSERT INTO users (user_id) VALUES (%s)", [user_id])


async def _insert_fact(db: Database, user_id: UserId, slot: str | None, status: str = "active") -> None:
    async with db.user(user_id) as conn:
        await conn.execute(
            "INSERT INTO facts (user_id, version_id, id, text, text_hash, category, slot, importance,"
            " origin, status, confirmed_by, valid_from)"
            " VALUES (%s, %s, %s, 'x', 'h', 'work', %s, 3, 'extracted', %s, 'validator', now())",
            [user_id, uuid.uuid4(), uuid.uuid4(), slot, status],
        )


def test_migrations_apply_twice(db: Database) -> None:
    """Re-running the migrations applies nothing and raises nothing."""
    assert apply_migrations(db.owner_dsn) == []
    assert apply_migrations(db.owner_dsn) == []
    assert shipped_migrations()[0].version == 1


async def test_one_active_fact_per_slot(db: Database, user_id: UserId) -> None:
    """The database itself refuses a second active fact in the same slot."""
    await _make_user(db, user_id)
    await _insert_fact(db, user_id, "work.employer")
    await _insert_fact(db, user_id, "work.employer", status="pending")
    with pytest.raises(InvariantViolation) as info:
        await _insert_fact(db, user_id, "work.employer")
    assert info.value.constraint == "facts_one_active_per_slot"


async def test_rls_blocks_cross_user_read_and_write(db: Database, user_id: UserId) -> None:
    """A transaction for user A cannot see, change or create user B's rows, even without a WHERE."""
    other = UserId(user_id + "-other")
    await _make_user(db, user_id)
    await _make_user(db, other)
    await _insert_fact(db, other, "work.employer")

    async with db.user(user_id) as conn:
        cur = await conn.execute("SELECT user_id FROM facts")  # no WHERE on purpose
        assert await cur.fetchall() == []
        cur = await conn.execute("SELECT user_id FROM users")
        assert [r["user_id"] for r in await cur.fetchall()] == [user_id]
        cur = await conn.execute("UPDATE facts SET text = 'hacked' WHERE user_id = %s", [other])
        assert cur.rowcount == 0
        cur = await conn.execute("DELETE FROM users WHERE user_id = %s", [other])
        assert cur.rowcount == 0

    with pytest.raises(psycopg.errors.InsufficientPrivilege):
        async with db.user(user_id) as conn:
            await conn.execute(
                "INSERT INTO facts (user_id, version_id, id, text, text_hash, category, importance,"
                " origin, status, valid_from) VALUES (%s, %s, %s, 'x', 'h', 'work', 3, 'extracted',"
                " 'active', now())",
                [other, uuid.uuid4(), uuid.uuid4()],
            )

    async with db.user(other) as conn:
        cur = await conn.execute("SELECT text FROM facts")
        assert [r["text"] for r in await cur.fetchall()] == ["x"]


async def test_no_user_set_sees_nothing(db: Database, user_id: UserId) -> None:
    """An application connection that never names a user reads no rows at all."""
    await _make_user(db, user_id)
    async with db.user("") as conn:
        cur = await conn.execute("SELECT count(*) AS n FROM users")
        row = await cur.fetchone()
        assert row is not None
        assert row["n"] == 0


async def test_app_role_is_not_privileged(db: Database) -> None:
    """The pool runs as companion_app, which is neither superuser nor BYPASSRLS."""
    async with db.user("nobody") as conn:
        cur = await conn.execute(
            "SELECT current_user AS who, rolsuper, rolbypassrls FROM pg_roles WHERE rolname = current_user"
        )
        row = await cur.fetchone()
    assert row == {"who": "companion_app", "rolsuper": False, "rolbypassrls": False}


async def test_messages_are_append_only(db: Database, user_id: UserId) -> None:
    """A stored message cannot be edited by the application."""
    await _make_user(db, user_id)
    session = uuid.uuid4()
    async with db.user(user_id) as conn:
        await conn.execute("INSERT INTO sessions (user_id, id) VALUES (%s, %s)", [user_id, session])
        await conn.execute(
            "INSERT INTO messages (user_id, session_id, seq, id, role, content, spoken_at)"
            " VALUES (%s, %s, 0, %s, 'user', 'hello there', now())",
            [user_id, session, uuid.uuid4()],
        )
    with pytest.raises(psycopg.errors.InsufficientPrivilege):
        async with db.user(user_id) as conn:
            await conn.execute("UPDATE messages SET content = 'changed' WHERE user_id = %s", [user_id])


def test_two_processes_migrating_at_once_apply_each_migration_once(db: Database) -> None:
    """Concurrent runners on a fresh database serialise: every migration is applied exactly once."""
    name = f"migrate_race_{uuid.uuid4().hex[:8]}"
    with psycopg.connect(db.owner_dsn, autocommit=True) as conn:
        conn.execute(sql.SQL("CREATE DATABASE {}").format(sql.Identifier(name)))
    dsn = make_conninfo(db.owner_dsn, dbname=name)
    try:
        with ThreadPoolExecutor(max_workers=2) as pool:
            results = list(pool.map(lambda _: apply_migrations(dsn), range(2)))
        shipped = [m.version for m in shipped_migrations()]
        assert sorted(results, key=len) == [[], shipped]  # one runner did everything, the other nothing
        with psycopg.connect(dsn) as conn:
            rows = conn.execute("SELECT version FROM schema_migrations ORDER BY version").fetchall()
        assert [r[0] for r in rows] == shipped
    finally:
        with psycopg.connect(db.owner_dsn, autocommit=True) as conn:
            conn.execute(sql.SQL("DROP DATABASE {} WITH (FORCE)").format(sql.Identifier(name)))
