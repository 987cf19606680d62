"""The connection layer's handling of long statements, on the real database."""

from __future__ import annotations

from psycopg import _queries

from companion.model import UserId
from companion.store.database import Database


async def test_a_long_statement_is_parsed_once_not_on_every_execute(db: Database, user_id: UserId) -> None:
    """psycopg remembers the conversion of a statement's placeholders only up to a length (4 kB by
    default); the recall step's first statement is longer and runs on every exchange, so the
    connection layer raises that limit: the second execute of a 6 kB statement is a cache hit."""
    padding = "\n" + "-- a statement as long as the recall step's first one\n" * 120
    statement = f"SELECT %(x)s::int AS x{padding}"
    assert len(statement.encode()) > 4096
    async with db.user(user_id) as conn:
        await conn.execute(statement, {"x": 1})
        before = _queries._query2pg.cache_info()
        cur = await conn.execute(statement, {"x": 2})
        assert await cur.fetchone() == {"x": 2}
        after = _queries._query2pg.cache_info()
    assert after.hits == before.hits + 1
    assert after.misses == before.misses
