"""The database handle: an async psycopg pool running as the non-superuser application role.

Every data access goes through `Database.user(user_id)`, a transaction in which the
transaction-local setting `app.user_id` names the user; row-level security (migration 0001)
makes every other user's rows invisible and unwritable inside it (`Database.user_script` is the
same transaction for statements known in advance, sent in one round trip). `Database.owner()` is the
migration role, used only for cross-user work (claiming jobs, benchmarks' bulk loading).

Store functions also name the user in their own WHERE clauses (`transaction_user(conn)`), although
the policy already filters: on a Citus cluster only a filter on the distribution column routes a
statement to one worker, while a policy-only filter visits every shard (docs/scale.md).
"""

from __future__ import annotations

import asyncio
import logging
import os
import select
import weakref
from collections.abc import AsyncIterator, Awaitable, Callable, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

import psycopg
from pgvector.psycopg import register_vector_async
from psycopg import AsyncConnection, sql
from psycopg.abc import Params
from psycopg.conninfo import conninfo_to_dict, make_conninfo
from psycopg.rows import BaseRowFactory, DictRow, class_row, dict_row, scalar_row
from psycopg_pool import AsyncConnectionPool, PoolTimeout

from companion.errors import ConfigError, DatabaseUnavailable, InvariantViolation, StoreError
from companion.migrations.runner import APP_ROLE, apply_migrations, ensure_app_login
from companion.model import UserId
from companion.store.embedded import EmbeddedServer, start_embedded

__all__ = [
    "Conn",
    "Database",
    "DatabaseConfig",
    "fetch_all",
    "fetch_one",
    "fetch_value",
    "run_script",
    "scoped_user",
    "transaction_user",
]

log = logging.getLogger(__name__)

Conn = AsyncConnection[DictRow]
T = TypeVar("T")

# The user of each connection's current `Database.user()` transaction. Keyed weakly: a connection
# the pool discards takes its entry with it.
_SCOPED: weakref.WeakKeyDictionary[AsyncConnection[Any], UserId] = weakref.WeakKeyDictionary()


def _looks_healthy(conn: AsyncConnection[Any]) -> bool:
    """A connection resting in the pool has nothing to read: when the server closes it (a restart,
    an administrator's terminate) its socket becomes readable (the FATAL notice, then the end of
    the stream). Checked locally, without a round trip."""
    poller = select.poll()
    poller.register(conn.pgconn.socket, select.POLLIN | select.POLLPRI)
    return not poller.poll(0) and conn.pgconn.status == psycopg.pq.ConnStatus.OK


def _checker(pool: list[AsyncConnectionPool[Conn]]) -> Callable[[Conn], Awaitable[None]]:
    """The pool's check of a connection it hands out (`pool` holds the pool once it exists).

    A round trip only for a connection that does not look healthy (psycopg's own check, which
    raises for a dead one so the pool replaces it); checking every checkout cost three round trips
    per voice exchange on the realtime path (bench/openai_endpoint_bench.py). A dead one means the
    server restarted, which kills every resting connection at once: the whole pool is then swept
    in the background, so the callers waiting do not each meet a dead connection in turn behind
    the pool's growing back-off (1, 2, 4, 8 s: past the 10 s checkout timeout at four)."""
    sweeping: list[asyncio.Task[None]] = []

    async def check(conn: Conn) -> None:
        if _looks_healthy(conn):
            return
        try:
            await AsyncConnectionPool.check_connection(conn)
        except Exception:
            if pool and not any(not task.done() for task in sweeping):
                sweeping[:] = [asyncio.create_task(pool[0].check())]
            raise

    return check


def scoped_user(conn: AsyncConnection[Any]) -> UserId | None:
    """The user `conn`'s transaction is scoped to by `Database.user()`, or None (e.g. `owner()`)."""
    return _SCOPED.get(conn)


def transaction_user(conn: AsyncConnection[Any]) -> UserId:
    """The user `conn`'s transaction is scoped to, for a store function's `user_id = %s` filter.

    Row-level security already hides other users' rows; the explicit filter is what lets a
    distributed database (Citus, sharded by user_id) send the statement to the one shard that holds
    this user instead of to all of them.
    """
    user = _SCOPED.get(conn)
    if user is None:
        raise StoreError("this store function needs a connection from Database.user()")
    return user


@dataclass(frozen=True, slots=True)
class DatabaseConfig:
    """Where the database is. `url` None means the embedded server in `pgdata`."""

    url: str | None
    pgdata: Path
    delete_embedded_on_exit: bool = False
    # The application's own login (COMPANION_APP_DATABASE_URL); unset with an external `url`: log in
    # as companion_app with the password the migrations gave it.
    app_url: str | None = None
    # Session-end workers: on the embedded server this process's database backends run at this
    # lower scheduling priority too (local processes), so the SQL of a long session end never
    # competes on equal terms with the realtime path's; on any server their commits do not wait
    # for the disk (synchronous_commit off).
    backend_niceness: int | None = None
    # With Memory(parallel_lists=True) the recall step reads its two lists on two connections at
    # once: while only one rests in the pool, the second side waits for it (the pool then opens
    # another, kept while busy), so such a deployment may start with two.
    min_size: int = 1
    max_size: int = 10


class Database:
    """Owns the connection pool. Create with `await Database.open(config)`; close with `close()`."""

    def __init__(
        self, owner_dsn: str, pool: AsyncConnectionPool[Conn], embedded: EmbeddedServer | None
    ) -> None:
        self.owner_dsn = owner_dsn
        self._pool = pool
        self.embedded = embedded

    @classmethod
    async def open(cls, config: DatabaseConfig) -> Database:
        """Start the embedded server if needed, apply migrations, open the application pool."""
        embedded: EmbeddedServer | None = None
        if config.url is None:
            embedded = start_embedded(config.pgdata, delete_on_exit=config.delete_embedded_on_exit)
            owner_dsn = embedded.dsn
            app_dsn = embedded.app_dsn(APP_ROLE)
        else:
            owner_dsn = config.url
        apply_migrations(owner_dsn, app_role_login=embedded is not None)
        if config.url is not None:
            # Log in as the application role itself, never as the URL's (owner) user dropping to it
            # with SET ROLE: a RESET ROLE, in any code path or injected SQL, would undo that.
            if config.app_url is not None:
                app_dsn = config.app_url
            elif conninfo_to_dict(config.url).get("user") == APP_ROLE:
                app_dsn = config.url
            else:
                app_dsn = make_conninfo(config.url, user=APP_ROLE, password=ensure_app_login(owner_dsn))

        niceness = config.backend_niceness if embedded is not None else None

        async def configure(conn: Conn) -> None:
            await register_vector_async(conn)
            # A statement whose cancel did not land in time is left running when psycopg closes
            # its connection (a side of the recall step cancelled under load): the server checks
            # for its client this often and stops it, instead of running it to the end.
            if conn.info.server_version >= _CLIENT_CHECK_SINCE:
                await conn.execute(_CLIENT_CHECK)
            if niceness is not None:
                await _lower_backend_priority(conn, niceness)
            if config.backend_niceness is not None:
                # Background work does not wait for its commits to reach disk: fewer flushes in the
                # way of the realtime path's. Safe: a crash loses at most the last moment of it,
                # in order (a lost job completion means the idempotent job runs again).
                await conn.execute("SET synchronous_commit = off")
            await conn.commit()

        pool_ref: list[AsyncConnectionPool[Conn]] = []
        pool: AsyncConnectionPool[Conn] = AsyncConnectionPool(
            app_dsn,
            min_size=config.min_size,
            max_size=config.max_size,
            # Autocommit: Database.user() begins and ends its transactions itself (see there).
            kwargs={"row_factory": dict_row, "autocommit": True},
            configure=configure,
            check=_checker(pool_ref),
            open=False,
            name="companion",
        )
        pool_ref.append(pool)
        try:
            await pool.open(wait=True, timeout=15)
        except PoolTimeout as exc:
            await pool.close()
            raise DatabaseUnavailable(f"cannot open connection pool: {exc}") from exc
        try:
            await _refuse_privileged_login(pool)
        except BaseException:
            await pool.close()
            raise
        return cls(owner_dsn, pool, embedded)

    async def close(self) -> None:
        await self._pool.close()

    @asynccontextmanager
    async def user(self, user_id: UserId | str) -> AsyncIterator[Conn]:
        """A transaction scoped to one user: row-level security shows only that user's rows.

        Commits on normal exit, rolls back on an exception. A lost connection (server restart)
        becomes DatabaseUnavailable; a broken constraint becomes InvariantViolation.
        """
        async with self._connection() as conn:
            # The transaction opens and names its user in one round trip: BEGIN and SET LOCAL
            # sent together (the pool's connections are in autocommit mode, so psycopg sends no
            # BEGIN of its own first). SET LOCAL rather than set_config(): Citus forwards SET
            # LOCAL to the workers that run the statement (citus.propagate_set_commands =
            # 'local'), so the policies on the shards see the user too. A literal, because SET
            # takes no bind parameters (and a parameterless query may hold two statements).
            await conn.execute(sql.SQL("BEGIN; ") + _set_user(user_id), prepare=False)
            _SCOPED[conn] = UserId(str(user_id))
            try:
                yield conn
            except BaseException as exc:
                await _roll_back(conn, exc)
                raise
            else:
                await conn.commit()
            finally:
                _SCOPED.pop(conn, None)

    @asynccontextmanager
    async def user_pipeline(self, user_id: UserId | str) -> AsyncIterator[Conn]:
        """A transaction scoped to one user, as `user()`, sent in one round trip: BEGIN, the user
        (SET LOCAL), the statements the caller sends in the block and COMMIT go as one libpq
        pipeline, synchronised once when the block ends. The caller only sends in the block and
        reads its cursors' rows after it (fetching inside would wait for the server: a round trip
        of its own). For the realtime path's one read when everything it needs is known before
        anything is sent (the recall step with the utterance already embedded): its transaction's
        own BEGIN and COMMIT were two of its three round trips (docs/recall.md, "Fourth round").

        Commits when the block ends normally; an error (the caller's, or the server's, raised when
        the pipeline is synchronised) rolls back, and is mapped as in `user()`."""
        async with self._connection() as conn:
            _SCOPED[conn] = UserId(str(user_id))
            try:
                async with conn.pipeline():
                    await conn.execute(_BEGIN, prepare=False)
                    await conn.execute(_set_user(user_id), prepare=False)
                    yield conn
                    await conn.execute(_COMMIT, prepare=False)
            except BaseException as exc:
                await _roll_back(conn, exc)
                raise
            finally:
                _SCOPED.pop(conn, None)

    async def user_script(
        self, user_id: UserId | str, statements: Sequence[sql.Composable]
    ) -> list[list[DictRow]]:
        """A whole transaction scoped to one user, known in advance, in one round trip: BEGIN, the
        user (SET LOCAL, as in `user()`), `statements` and COMMIT sent as one message; the rows of
        each of `statements`, in order. For the realtime path's small writes, whose round trips
        (each a send, a wake-up of the database backend and a poll) were most of their CPU.

        `statements` carry their values as literals (psycopg quotes them); keep them short (they
        are planned each time), e.g. a call of a function whose own plans PL/pgSQL keeps (a
        client-side prepared statement would not last: psycopg deallocates every prepared
        statement of a connection after a rollback). The server runs them one after another,
        each with its own snapshot under READ COMMITTED, exactly as when sent one by one; the first
        that fails skips the rest, and the transaction is rolled back. Errors are mapped as in
        `user()`.
        """
        script = sql.SQL("; ").join([sql.SQL("BEGIN"), _set_user(user_id), *statements, sql.SQL("COMMIT")])
        async with self._connection() as conn:
            cur = conn.cursor()
            try:
                await cur.execute(script, prepare=False)
            except BaseException as exc:
                await _roll_back(conn, exc)  # nothing to do when the transaction has ended
                raise
            results = await _results(cur)
        return results[2:-1]  # without BEGIN, SET LOCAL and COMMIT

    @asynccontextmanager
    async def _connection(self) -> AsyncIterator[Conn]:
        """A pooled connection for `user` and `user_script`: a lost connection (server restart)
        or an exhausted pool becomes DatabaseUnavailable; a broken constraint InvariantViolation."""
        try:
            async with self._pool.connection(timeout=10) as conn:
                yield conn
        except psycopg.errors.IntegrityError as exc:
            diag = exc.diag.constraint_name or type(exc).__name__
            raise InvariantViolation(diag, f"database refused the write: {diag}") from exc
        except (psycopg.OperationalError, PoolTimeout) as exc:
            raise DatabaseUnavailable(f"database unavailable: {exc}") from exc

    @asynccontextmanager
    async def owner(self) -> AsyncIterator[AsyncConnection[DictRow]]:
        """A connection as the migration/owner role, for cross-user maintenance only."""
        try:
            conn = await AsyncConnection.connect(self.owner_dsn, row_factory=dict_row)
        except psycopg.OperationalError as exc:
            raise DatabaseUnavailable(f"database unavailable: {exc}") from exc
        try:
            await register_vector_async(conn)
            yield conn
            await conn.commit()
        finally:
            await conn.close()

    def pool_stats(self) -> dict[str, Any]:
        return dict(self._pool.get_stats())


_SET_USER = sql.SQL("SET LOCAL app.user_id = ")
# PostgreSQL 14+ (`client_connection_check_interval`, settable per session): how often a running
# statement checks that its client is still connected, in milliseconds
_CLIENT_CHECK = "SET client_connection_check_interval = 1000"
_CLIENT_CHECK_SINCE = 140000  # the server version that has it (an older external server goes without)
_BEGIN = sql.SQL("BEGIN")
_COMMIT = sql.SQL("COMMIT")


async def _roll_back(conn: Conn, exc: BaseException) -> None:
    """Roll back after `exc`; a connection already broken is left to the pool, which discards
    it (the caller sees `exc`, not the failed rollback)."""
    try:
        await conn.rollback()
    except psycopg.Error as failed:
        log.warning("rollback after %r failed: %s", exc, failed)


def _set_user(user_id: UserId | str) -> sql.Composed:
    return _SET_USER + sql.Literal(str(user_id))


async def run_script(conn: Conn, statements: Sequence[sql.Composable]) -> list[list[DictRow]]:
    """`statements` sent as one message in `conn`'s transaction (one round trip); the rows of each.
    Their values as literals (see `Database.user_script`)."""
    cur = conn.cursor()
    await cur.execute(sql.SQL("; ").join(statements), prepare=False)
    return await _results(cur)


async def _results(cur: psycopg.AsyncCursor[DictRow]) -> list[list[DictRow]]:
    """The rows of each statement of a multi-statement query (none for a command)."""
    results: list[list[DictRow]] = []
    while True:
        results.append(await cur.fetchall() if cur.description is not None else [])
        if not cur.nextset():
            return results


async def fetch_one(
    conn: Conn, rows: BaseRowFactory[T], query: str, params: Params | None = None
) -> T | None:
    """One row as a typed value (`rows`: psycopg's class_row / kwargs_row), or None."""
    cur = conn.cursor(row_factory=rows)
    await cur.execute(query, params)
    return await cur.fetchone()


async def fetch_all(conn: Conn, rows: BaseRowFactory[T], query: str, params: Params | None = None) -> list[T]:
    """Every row as a typed value (`rows`: psycopg's class_row / kwargs_row)."""
    cur = conn.cursor(row_factory=rows)
    await cur.execute(query, params)
    return await cur.fetchall()


async def fetch_value(conn: Conn, query: str, params: Params | None = None) -> object:
    """The first column of the first row (None without a row); the caller narrows its type."""
    cur = conn.cursor(row_factory=scalar_row)
    await cur.execute(query, params)
    return await cur.fetchone()


@dataclass(frozen=True, slots=True)
class _Login:
    login: str
    bypass: bool
    owner: bool


async def _refuse_privileged_login(pool: AsyncConnectionPool[Conn]) -> None:
    """The pool's login must have no way around row-level security: not a superuser, not
    BYPASSRLS, not a member of the role owning the tables (owners can disable policies)."""
    async with pool.connection() as conn:
        row = await fetch_one(
            conn,
            class_row(_Login),
            "SELECT session_user AS login, r.rolsuper OR r.rolbypassrls AS bypass,"
            " pg_has_role(session_user, t.tableowner, 'MEMBER') AS owner"
            " FROM pg_roles r, pg_tables t WHERE r.rolname = session_user AND t.tablename = 'users'"
            " AND t.schemaname = current_schema()",
        )
        await conn.commit()
    if row is not None and (row.bypass or row.owner):
        raise ConfigError(
            f"the application login {row.login!r} can bypass row-level security (superuser, BYPASSRLS"
            f" or owner of the tables); give the application its own login (COMPANION_APP_DATABASE_URL)"
        )


async def _lower_backend_priority(conn: Conn, niceness: int) -> None:
    pid = await fetch_value(conn, "SELECT pg_backend_pid()")
    if not isinstance(pid, int):
        return
    try:
        current = os.getpriority(os.PRIO_PROCESS, pid)
        os.setpriority(os.PRIO_PROCESS, pid, max(current, niceness))
    except OSError as exc:  # not ours to renice (another OS user): the backend keeps its priority
        log.info("cannot lower the priority of database backend %s: %s", pid, exc)
