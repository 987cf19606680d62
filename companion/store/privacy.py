"""Privacy: export all of a user's data, or erase all of it (a real DELETE, for the right to erasure).

The set of tables is read from the catalog (every base table with a `user_id` column), so a table
added by a later migration is exported and erased without anyone remembering to list it here.
Both functions take a connection scoped to the user (`Database.user`), so row-level security
guarantees they can only ever touch that user's rows; the caller's transaction makes the erasure
all-or-nothing.
"""

from __future__ import annotations

import base64
import datetime as dt
import decimal
import uuid
from collections.abc import Mapping
from typing import Any

import numpy as np
from psycopg.rows import scalar_row

from companion.model import UserId
from companion.store.database import Conn, fetch_all
from companion.store.facts import lock_user

__all__ = ["EXPORT_FORMAT", "erase_user", "export_user", "json_value"]

EXPORT_FORMAT = "companion-export/1"

# Children before parents, so every count is the table's own rows rather than a cascade's.
# Tables not named here (added later) are deleted first; `users` always last.
_ERASE_ORDER = (
    "extraction_candidates",
    "extraction_runs",
    "chunks",
    "fact_events",
    "facts",
    "profiles",
    "jobs",
    "messages",
    "sessions",
    "users",
)
_ORDER_BY = {
    "sessions": "started_at, id",
    "messages": "session_id, seq",
    "facts": "id, recorded_at, version_id",
    "fact_events": "at, seq",
    "extraction_runs": "started_at, id",
    "extraction_candidates": "run_id, idx",
    "chunks": "session_id, seq_from",
    "jobs": "created_at, id",
}
_VECTOR_COLUMNS = frozenset({"embedding"})
_DERIVED_COLUMNS = frozenset({"tsv"})  # recomputed from text; not the user's data


def json_value(value: object) -> Any:
    """Make a database value JSON-able (ids and times as strings, vectors as lists)."""
    if value is None or isinstance(value, str | int | float | bool):
        return value
    if isinstance(value, uuid.UUID | decimal.Decimal):
        return str(value)
    if isinstance(value, dt.datetime | dt.date | dt.time):
        return value.isoformat()
    if isinstance(value, dt.timedelta):
        return value.total_seconds()
    if isinstance(value, np.ndarray):
        return [float(x) for x in value.tolist()]
    if isinstance(value, bytes | bytearray | memoryview):
        return base64.b64encode(bytes(value)).decode()
    if isinstance(value, Mapping):
        return {str(k): json_value(v) for k, v in value.items()}
    if isinstance(value, list | tuple | set | frozenset):
        return [json_value(v) for v in value]
    if hasattr(value, "to_list"):  # pgvector's Vector
        return [float(x) for x in value.to_list()]
    return str(value)


async def _user_tables(conn: Conn) -> list[str]:
    found: list[str] = await fetch_all(
        conn,
        scalar_row,
        "SELECT c.table_name::text FROM information_schema.columns c"
        " JOIN information_schema.tables t USING (table_schema, table_name)"
        " WHERE c.column_name = 'user_id' AND c.table_schema = current_schema()"
        " AND t.table_type = 'BASE TABLE' ORDER BY c.table_name",
    )
    known = [t for t in _ERASE_ORDER if t in found]
    return [t for t in found if t not in _ERASE_ORDER] + known


async def _rows(conn: Conn, user_id: UserId, table: str, include_vectors: bool) -> list[dict[str, Any]]:
    order = _ORDER_BY.get(table, "1")
    # Table names come from the catalog, never from input.
    cur = await conn.execute(f'SELECT * FROM "{table}" WHERE user_id = %s ORDER BY {order}', [user_id])
    drop = _DERIVED_COLUMNS | (frozenset() if include_vectors else _VECTOR_COLUMNS)
    return [
        {k: json_value(v) for k, v in row.items() if k not in drop and k != "user_id"}
        for row in await cur.fetchall()
    ]


async def export_user(conn: Conn, user_id: UserId, *, include_vectors: bool = False) -> dict[str, Any]:
    """Everything stored about the user as a JSON-able dict.

    Facts are grouped by fact id with every version (the whole history); the other tables are
    listed row by row. Embedding vectors are left out unless `include_vectors` (they are derived
    from text that is in the export anyway).
    """
    tables = {t: await _rows(conn, user_id, t, include_vectors) for t in await _user_tables(conn)}
    users = tables.pop("users", [])
    profiles = tables.pop("profiles", [])
    versions = tables.pop("facts", [])
    facts: dict[str, list[dict[str, Any]]] = {}
    for version in versions:
        facts.setdefault(version["id"], []).append(version)
    return {
        "format": EXPORT_FORMAT,
        "user_id": user_id,
        "exported_at": dt.datetime.now(dt.UTC).isoformat(),
        "user": users[0] if users else None,
        "profile": profiles[0] if profiles else None,
        "facts": [{"id": fid, "versions": vs} for fid, vs in facts.items()],
        **tables,
    }


async def erase_user(conn: Conn, user_id: UserId) -> dict[str, int]:
    """Delete every row of the user in every table; returns the number of rows deleted per table.

    Runs in the caller's transaction (all or nothing) and takes the user's fact-write lock so a
    session being processed at the same moment cannot write facts back after the erasure.
    """
    await lock_user(conn, user_id)
    counts: dict[str, int] = {}
    for table in await _user_tables(conn):
        cur = await conn.execute(f'DELETE FROM "{table}" WHERE user_id = %s', [user_id])
        counts[table] = cur.rowcount
    return counts
