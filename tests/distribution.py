"""Checkers for the scale-out path (docs/scale.md): can the schema, and each statement, be sharded by user?

Two pure functions over rows the database gives us, so a broken case can be tested with real rows:

- `schema_problems(catalog, not_per_user)`: the distribution invariants of Citus's row-based
  sharding with user_id as the distribution column, stated as our house rules:
    D1 every table holds per-user data and has a user_id column, or is listed as not per-user;
    D2 user_id is NOT NULL and has one type everywhere (colocated tables share the column's type);
    D3 every per-user table has a primary key, and it starts with user_id;
    D4 every unique constraint, unique index and exclusion constraint starts with user_id;
    D5 every foreign key between per-user tables pairs user_id with user_id;
    D6 no table that is not per-user points into a per-user one.
  Citus itself only demands that keys *contain* the distribution column (D4) and that foreign keys
  between distributed tables include it (D5); "starts with" is ours, so one user's rows are one
  index range on a single server too.
- `plan_problems(plan, user_id, per_user)`: an EXPLAIN (VERBOSE, FORMAT JSON) plan reads and writes
  only one user's rows *by its own predicates* (R1, R2), which is what lets Citus's router planner
  send it to the one shard holding that user.

`read_catalog` is the I/O half: it fills a `Catalog` from pg_catalog for one schema.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import Any

from psycopg import AsyncConnection
from psycopg.rows import tuple_row

__all__ = [
    "Catalog",
    "Column",
    "ForeignKey",
    "Key",
    "Problem",
    "plan_problems",
    "read_catalog",
    "schema_problems",
    "user_column_numbers",
]

USER = "user_id"


@dataclass(frozen=True, slots=True)
class Column:
    table: str
    name: str
    type: str
    not_null: bool
    number: int  # attnum: 1-based, dropped columns still counted


@dataclass(frozen=True, slots=True)
class Key:
    """A primary key, unique constraint, unique index or exclusion constraint, by its index."""

    table: str
    name: str
    kind: str  # "primary key" | "unique constraint" | "unique index" | "exclusion constraint"
    columns: tuple[str, ...]  # key columns in order; an expression appears as its text


@dataclass(frozen=True, slots=True)
class ForeignKey:
    table: str
    name: str
    columns: tuple[str, ...]
    ref_table: str
    ref_columns: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Catalog:
    tables: tuple[str, ...]
    columns: tuple[Column, ...]
    keys: tuple[Key, ...]
    foreign_keys: tuple[ForeignKey, ...]


@dataclass(frozen=True, slots=True)
class Problem:
    """One broken invariant: the rule, where, and what to change."""

    rule: str
    table: str
    message: str

    def __str__(self) -> str:
        return f"{self.rule} {self.table}: {self.message}"


def schema_problems(catalog: Catalog, not_per_user: Mapping[str, str]) -> list[Problem]:
    """Every way the schema breaks D1-D6; empty when it can be distributed by user_id as it is."""
    problems: list[Problem] = []
    user_columns = {c.table: c for c in catalog.columns if c.name == USER}
    per_user = [t for t in catalog.tables if t not in not_per_user]

    for table in sorted(not_per_user):
        if table not in catalog.tables:
            problems.append(
                Problem("D1", table, "listed as not per-user but no such table: remove it from the list")
            )
        elif table in user_columns:
            problems.append(
                Problem(
                    "D1",
                    table,
                    "has user_id but is listed as not per-user: remove it from the list, "
                    "so it is distributed by user_id with the others",
                )
            )

    # The users table sets the type; without one, the most common type does.
    types = Counter(user_columns[t].type for t in per_user if t in user_columns).most_common(1)
    expected_type = user_columns["users"].type if "users" in user_columns else types[0][0] if types else ""
    for table in per_user:
        column = user_columns.get(table)
        if column is None:
            problems.append(
                Problem(
                    "D1",
                    table,
                    "holds no user_id column: add `user_id text NOT NULL REFERENCES users "
                    "(user_id)` and start its keys with it, or list it as not per-user with the reason it "
                    "can be a Citus reference table or stay on the coordinator",
                )
            )
            continue
        if not column.not_null:
            problems.append(
                Problem("D2", table, "user_id may be NULL: make it NOT NULL (a row needs a shard)")
            )
        if column.type != expected_type:
            problems.append(
                Problem(
                    "D2",
                    table,
                    f"user_id is {column.type}, elsewhere {expected_type}: use one type, "
                    "or the tables cannot be colocated",
                )
            )

    keys_by_table: dict[str, list[Key]] = {}
    for key in catalog.keys:
        keys_by_table.setdefault(key.table, []).append(key)
    for table in per_user:
        if table not in user_columns:
            continue  # D1 already says what to do first
        keys = keys_by_table.get(table, [])
        if not any(k.kind == "primary key" for k in keys):
            problems.append(Problem("D3", table, "has no primary key: add one that starts with user_id"))
        for key in keys:
            if key.columns[:1] != (USER,):
                rule = "D3" if key.kind == "primary key" else "D4"
                rest = ", ".join(c for c in key.columns if c != USER)
                problems.append(
                    Problem(
                        rule,
                        table,
                        f"{key.kind} {key.name} ({', '.join(key.columns)}) does not start "
                        f"with user_id: make it (user_id, {rest})",
                    )
                )

    for fk in catalog.foreign_keys:
        source_per_user = fk.table in per_user
        target_per_user = fk.ref_table in per_user
        if (
            source_per_user
            and target_per_user
            and (USER, USER) not in zip(fk.columns, fk.ref_columns, strict=True)
        ):
            cols = ", ".join(c for c in fk.columns if c != USER)
            refs = ", ".join(c for c in fk.ref_columns if c != USER)
            problems.append(
                Problem(
                    "D5",
                    fk.table,
                    f"foreign key {fk.name} ({', '.join(fk.columns)}) -> {fk.ref_table} "
                    f"({', '.join(fk.ref_columns)}) does not pair user_id with user_id: make it "
                    f"(user_id, {cols}) REFERENCES {fk.ref_table} (user_id, {refs}), so both rows "
                    "live on one shard",
                )
            )
        if not source_per_user and target_per_user:
            problems.append(
                Problem(
                    "D6",
                    fk.table,
                    f"foreign key {fk.name} points into per-user table {fk.ref_table}: "
                    "a reference or coordinator table cannot reference a distributed one; move the "
                    "column into a per-user table or drop the key",
                )
            )
    return problems


async def read_catalog(conn: AsyncConnection[Any], schema: str) -> Catalog:
    """The tables, columns, keys and foreign keys of one schema (extension-owned tables left out)."""
    tables_sql = """
        SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
         WHERE n.nspname = %s AND c.relkind IN ('r', 'p') AND NOT c.relispartition
           AND NOT EXISTS (SELECT FROM pg_depend d WHERE d.objid = c.oid AND d.deptype = 'e')
         ORDER BY 1"""
    columns_sql = """
        SELECT c.relname, a.attname, format_type(a.atttypid, a.atttypmod), a.attnotnull, a.attnum
          FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
          JOIN pg_namespace n ON n.oid = c.relnamespace
         WHERE n.nspname = %s AND c.relkind IN ('r', 'p') AND a.attnum > 0 AND NOT a.attisdropped
         ORDER BY 1, a.attnum"""
    # Key columns by position, as the index shows them (a column name, or an expression's text).
    keys_sql = """
        SELECT t.relname, i.relname, x.indisprimary, x.indisexclusion, con.conname IS NOT NULL,
               (SELECT array_agg(pg_get_indexdef(x.indexrelid, k, true) ORDER BY k)
                  FROM generate_series(1, x.indnkeyatts) AS k)
          FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid JOIN pg_class t ON t.oid = x.indrelid
          JOIN pg_namespace n ON n.oid = t.relnamespace
          LEFT JOIN pg_constraint con ON con.conindid = x.indexrelid AND con.contype IN ('p', 'u', 'x')
         WHERE n.nspname = %s AND (x.indisunique OR x.indisexclusion)
         ORDER BY 1, 2"""
    fks_sql = """
        SELECT t.relname, con.conname, r.relname,
               (SELECT array_agg(a.attname ORDER BY k.i) FROM unnest(con.conkey) WITH ORDINALITY k(att, i)
                  JOIN pg_attribute a ON a.attrelid = con.conrelid AND a.attnum = k.att),
               (SELECT array_agg(a.attname ORDER BY k.i) FROM unnest(con.confkey) WITH ORDINALITY k(att, i)
                  JOIN pg_attribute a ON a.attrelid = con.confrelid AND a.attnum = k.att)
          FROM pg_constraint con JOIN pg_class t ON t.oid = con.conrelid
          JOIN pg_class r ON r.oid = con.confrelid JOIN pg_namespace n ON n.oid = t.relnamespace
         WHERE n.nspname = %s AND con.contype = 'f'
         ORDER BY 1, 2"""
    async with conn.cursor(row_factory=tuple_row) as cur:
        await cur.execute(tables_sql, [schema])
        tables = tuple(str(r[0]) for r in await cur.fetchall())
        await cur.execute(columns_sql, [schema])
        columns = tuple(
            Column(str(r[0]), str(r[1]), str(r[2]), bool(r[3]), int(r[4])) for r in await cur.fetchall()
        )
        await cur.execute(keys_sql, [schema])
        keys = tuple(
            Key(str(r[0]), str(r[1]), _key_kind(bool(r[2]), bool(r[3]), bool(r[4])), tuple(r[5]))
            for r in await cur.fetchall()
        )
        await cur.execute(fks_sql, [schema])
        fks = tuple(
            ForeignKey(str(r[0]), str(r[1]), tuple(r[3]), str(r[2]), tuple(r[4]))
            for r in await cur.fetchall()
        )
    return Catalog(tables, columns, keys, fks)


def _key_kind(primary: bool, exclusion: bool, constraint: bool) -> str:
    if primary:
        return "primary key"
    if exclusion:
        return "exclusion constraint"
    return "unique constraint" if constraint else "unique index"


# ------------------------------------------------------------------------------------ statements


# What an INSERT's user_id may come from: a bound value (shown as the constant it was bound to), a
# row of a multi-row VALUES list (each row's value is bound), or a column copied from a scanned row.
_bound = re.compile(r"""^(?:'[^']*'::text|"\*VALUES\*"\.column\d+|[\w"]+\.user_id)$""")


def _nodes(plan: Mapping[str, Any]) -> Iterator[Mapping[str, Any]]:
    yield plan
    for child in plan.get("Plans", ()):
        yield from _nodes(child)


def _quals(node: Mapping[str, Any]) -> str:
    """Every condition a scan applies, its bitmap index children's included."""
    parts = [str(node[k]) for k in ("Index Cond", "Recheck Cond", "Filter", "TID Cond") if k in node]
    parts += [
        str(c["Index Cond"]) for c in node.get("Plans", ()) if c.get("Node Type") == "Bitmap Index Scan"
    ]
    return " ".join(parts)


def user_column_numbers(catalog: Catalog, not_per_user: Mapping[str, str]) -> dict[str, int]:
    """Per-user table -> the attnum of its user_id column (what `plan_problems` needs)."""
    return {c.table: c.number for c in catalog.columns if c.name == USER and c.table not in not_per_user}


def plan_problems(plan: Mapping[str, Any], user_id: str, per_user: Mapping[str, int]) -> list[str]:
    """Where a plan touches per-user rows without its own `user_id = <this user>`.

    R1 every scan of a per-user table filters on user_id = the transaction's user (a bound value;
       the planner's equivalence classes carry it across joins on user_id, as Citus's do);
    R2 an INSERT's user_id is a bound value or is copied from rows R1 already pinned, never computed
       on the server (a setting read by a function does not route a read in Citus).
    Read with row-level security bypassed or not: the policy's own condition compares user_id with
    a function of the setting, which R1 does not count. `per_user` maps each per-user table to its
    user_id's attnum: an INSERT's source lists the new row's columns in attnum order.
    """
    pinned = re.compile(r"(?:^|[\s(])(?:[\w\"]+\.)?user_id = '" + re.escape(user_id) + r"'::text")
    problems: list[str] = []
    for node in _nodes(plan):
        table = node.get("Relation Name")
        if not isinstance(table, str) or table not in per_user:
            continue
        alias = node.get("Alias", table)
        if node.get("Node Type") == "ModifyTable":
            if node.get("Operation") == "Insert":
                source = node["Plans"][0] if node.get("Plans") else {}
                outputs = [str(o) for o in source.get("Output", ())]
                n = per_user[table] - 1
                value = outputs[n] if n < len(outputs) else "?"
                if not _bound.match(value) or (value.startswith("'") and value != f"'{user_id}'::text"):
                    problems.append(
                        f"R2 INSERT INTO {table} takes user_id from {value}: pass the user as a bound value"
                    )
            continue  # UPDATE and DELETE reach their target through a scan, checked by R1
        if not pinned.search(_quals(node)):
            problems.append(
                f"R1 {table} (as {alias}) is read without its own user_id = the user: add "
                f"`{alias}.user_id = %s` so a sharded database reads one shard, not all"
            )
    return problems
