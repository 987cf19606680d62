"""The schema can be distributed by user_id (Citus, docs/scale.md), checked on the live catalog.

The rules are D1-D6 in tests/distribution.py. A migration that adds a table breaking one of them
fails here with a message that says what to change; `broken` below applies such a migration for
real, in a throwaway schema, to show that it does.
"""

from __future__ import annotations

import uuid

import pytest
from psycopg import sql

from companion.store.database import Database
from tests.distribution import Catalog, Column, ForeignKey, Key, read_catalog, schema_problems

# Tables that hold no user's data, and why each needs no user_id.
NOT_PER_USER = {
    "schema_migrations": (
        "the migration runner's bookkeeping: written only while migrating, read by no request. It "
        "stays a plain table on the coordinator, which is where Citus runs every DDL statement."
    ),
    "companion_app_login": (
        "one row: the generated password of the companion_app login (created at start with an "
        "external DATABASE_URL; readable by the owner only). Read once per process start by the "
        "owner; a plain table on the coordinator."
    ),
}

# A migration as someone might write it, breaking one rule per table (and keeping users sound).
_BROKEN_MIGRATION = """
CREATE TABLE users (user_id text PRIMARY KEY);
-- D3: the key starts with the note id; D4: a second unique key without user_id.
CREATE TABLE notes (
    user_id text NOT NULL REFERENCES users (user_id),
    id      uuid NOT NULL,
    PRIMARY KEY (id, user_id),
    UNIQUE (id)
);
-- D5: the foreign key to notes leaves user_id out; D4: a unique index led by an expression.
CREATE TABLE note_tags (
    user_id text NOT NULL REFERENCES users (user_id),
    note_id uuid NOT NULL REFERENCES notes (id),
    tag     text NOT NULL,
    PRIMARY KEY (user_id, note_id, tag)
);
CREATE UNIQUE INDEX note_tags_tag ON note_tags (lower(tag), user_id);
-- D1: per-user data with no user_id at all.
CREATE TABLE reminders (id uuid PRIMARY KEY, body text NOT NULL);
-- D2: a nullable user_id of another type; D3: no primary key.
CREATE TABLE drafts (user_id varchar(64), body text);
-- D6: shared data pointing into per-user rows.
CREATE TABLE templates (id integer PRIMARY KEY, example_note uuid REFERENCES notes (id));
"""

# The broken migration's one shared table, listed the way a real one would be.
_BROKEN_LISTING = {"templates": "example texts every user sees: a reference table"}

# What the checker must report for it: rule, table, and part of the advice.
_EXPECTED = [
    ("D1", "reminders", "add `user_id text NOT NULL"),
    ("D2", "drafts", "use one type"),
    ("D2", "drafts", "make it NOT NULL"),
    ("D3", "drafts", "add one that starts with user_id"),
    ("D3", "notes", "make it (user_id, id)"),
    ("D4", "note_tags", "make it (user_id, lower(tag))"),
    ("D4", "notes", "make it (user_id, id)"),
    ("D5", "note_tags", "REFERENCES notes (user_id, id)"),
    ("D6", "templates", "cannot reference a distributed one"),
]


async def _catalog_after(db: Database, migration: str) -> Catalog:
    """Apply `migration` in a fresh schema, read that schema's catalog, and roll it all back."""
    schema = f"distcheck_{uuid.uuid4().hex[:8]}"
    async with db.owner() as conn, conn.transaction(force_rollback=True):
        await conn.execute(sql.SQL("CREATE SCHEMA {}").format(sql.Identifier(schema)))
        await conn.execute(sql.SQL("SET LOCAL search_path = {}").format(sql.Identifier(schema)))
        await conn.execute(migration.encode())
        return await read_catalog(conn, schema)


@pytest.fixture
async def broken(db: Database) -> Catalog:
    """The catalog after a deliberately broken migration (nothing of it outlives the test)."""
    return await _catalog_after(db, _BROKEN_MIGRATION)


async def test_live_schema_is_distributable(db: Database) -> None:
    """After every shipped migration, each table can be distributed by user_id (or is listed)."""
    async with db.owner() as conn:
        cur = await conn.execute("SELECT current_schema() AS s")
        row = await cur.fetchone()
        assert row is not None
        catalog = await read_catalog(conn, str(row["s"]))
    problems = schema_problems(catalog, NOT_PER_USER)
    assert not problems, "the schema cannot be sharded by user_id as it is:\n" + "\n".join(map(str, problems))
    # The check saw the schema we think it did.
    assert {"users", "sessions", "messages", "facts", "chunks", "jobs"} <= set(catalog.tables)
    assert any(k.table == "facts" and k.kind == "unique index" for k in catalog.keys)
    assert any(fk.table == "messages" and fk.ref_table == "sessions" for fk in catalog.foreign_keys)


async def test_broken_migration_is_reported_with_advice(broken: Catalog) -> None:
    """Each broken rule in a real migration is reported once, for its table, saying what to change."""
    problems = sorted(schema_problems(broken, _BROKEN_LISTING), key=lambda p: (p.rule, p.table, p.message))
    assert [(p.rule, p.table) for p in problems] == [(r, t) for r, t, _ in _EXPECTED], "\n".join(
        map(str, problems)
    )
    for problem, (_, _, advice) in zip(problems, _EXPECTED, strict=True):
        assert advice in problem.message, problem


async def test_a_listed_table_needs_no_user_id(db: Database) -> None:
    """Listing a shared table as not per-user, with its reason, makes it acceptable."""
    catalog = await _catalog_after(
        db, "CREATE TABLE users (user_id text PRIMARY KEY); CREATE TABLE languages (code text PRIMARY KEY);"
    )
    assert [p.rule for p in schema_problems(catalog, {})] == ["D1"]
    assert schema_problems(catalog, {"languages": "shared, tiny: a reference table"}) == []


def test_stale_and_contradictory_listings_are_reported() -> None:
    """A listed table that is gone, or that has user_id after all, is called out."""
    catalog = Catalog(
        tables=("users",),
        columns=(Column("users", "user_id", "text", True, 1),),
        keys=(Key("users", "users_pkey", "primary key", ("user_id",)),),
        foreign_keys=(),
    )
    problems = schema_problems(catalog, {"gone": "was shared", "users": "by mistake"})
    assert [(p.rule, p.table) for p in problems] == [("D1", "gone"), ("D1", "users")]
    assert "remove it from the list" in problems[0].message


def test_a_foreign_key_through_user_id_is_accepted() -> None:
    """A composite key that pairs user_id with user_id passes D5 whatever the column order."""
    columns = tuple(Column(t, "user_id", "text", True, 1) for t in ("users", "a", "b"))
    keys = tuple(Key(t, f"{t}_pkey", "primary key", ("user_id", "id")) for t in ("a", "b"))
    fk = ForeignKey("b", "b_a_fkey", ("a_id", "user_id"), "a", ("id", "user_id"))
    catalog = Catalog(
        ("users", "a", "b"), columns, (Key("users", "users_pkey", "primary key", ("user_id",)), *keys), (fk,)
    )
    assert schema_problems(catalog, {}) == []
