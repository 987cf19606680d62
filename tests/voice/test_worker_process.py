"""`companion serve` runs session-end work in a supervised child process.

The real command in a subprocess, on its own embedded PostgreSQL: the job worker is a child of the
server (so a long session end cannot hold the server's event loop or embedding thread), a child
killed with SIGKILL is restarted and the next session end is still processed, and stopping the
server stops the child.
"""

from __future__ import annotations

import asyncio
import os
import re
import signal
import sys
import tempfile
import time
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
from websockets.asyncio.client import connect

from companion.model import SessionId, UserId
from companion.store import chunks as chunk_store
from companion.store import transcripts as tx
from companion.store.database import Database, DatabaseConfig
from companion.store.embedded import stop_server_in
from companion.voice.server import chosen_stack
from tests.voice.client import Client
from tests.voice.conftest import SECRET, token_for


def _children(pid: int) -> list[int]:
    found: list[int] = []
    for task in Path(f"/proc/{pid}/task").iterdir():
        text = (task / "children").read_text().split()
        found.extend(int(c) for c in text)
    return found


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    return Path(f"/proc/{pid}").exists() and "zombie" not in Path(f"/proc/{pid}/status").read_text()


class _Served:
    def __init__(self, proc: asyncio.subprocess.Process, url: str, pgdata: Path) -> None:
        self.proc, self.url, self.pgdata = proc, url, pgdata

    async def worker_pid(self, *, not_: int | None = None, wait_s: float = 60.0) -> int:
        deadline = time.monotonic() + wait_s
        while time.monotonic() < deadline:
            kids = [c for c in _children(self.proc.pid) if c != not_ and _alive(c)]
            if kids:
                return kids[0]
            await asyncio.sleep(0.2)
        raise AssertionError("no worker child process")


@pytest.fixture
async def served() -> AsyncIterator[_Served]:
    with tempfile.TemporaryDirectory(prefix="companion-serve-test-") as tmp:
        env = {
            **os.environ,
            "COMPANION_DATA_DIR": tmp,
            "COMPANION_TOKEN_SECRET": SECRET,
            "COMPANION_WORKER": "process",
        }
        env.pop("DATABASE_URL", None)
        env.pop("ANTHROPIC_API_KEY", None)
        proc = await asyncio.create_subprocess_exec(
            sys.executable, "-m", "companion.cli", "serve", "--port", "0",
            env=env, stdout=asyncio.subprocess.PIPE,
        )  # fmt: skip
        assert proc.stdout is not None
        line = (await asyncio.wait_for(proc.stdout.readline(), 120)).decode()
        found = re.search(r"http://([\d.]+):(\d+)/", line)
        assert found, line
        try:
            yield _Served(proc, f"ws://{found[1]}:{found[2]}", Path(tmp) / "pgdata")
        finally:
            if proc.returncode is None:
                proc.terminate()
                await asyncio.wait_for(proc.wait(), 60)
            stop_server_in(Path(tmp) / "pgdata")  # this test process attached too: do not outlive it


async def _talk_and_end(url: str, user: UserId, lines: list[str]) -> SessionId:
    async with connect(url + "/ws") as ws:
        client = Client(ws)
        await client.hello(token_for(user))
        sid = SessionId(__import__("uuid").UUID(await client.start()))
        for line in lines:
            await client.send(type="transcript", text=line, final=True)
            await client.until("reply_done")
        await client.send(type="end_session")
        await client.until("session_ended")
    return sid


async def _processed(db: Database, user: UserId, sid: SessionId, wait_s: float = 90.0) -> int:
    deadline = time.monotonic() + wait_s
    while time.monotonic() < deadline:
        async with db.user(user) as conn:
            session = await tx.get_session(conn, sid)
            chunks = await chunk_store.session_chunks(conn, sid)
        if session.state == "processed" and chunks:
            return len(chunks)
        await asyncio.sleep(0.3)
    raise AssertionError(f"session {sid} not processed in {wait_s} s (state {session.state})")


async def test_session_end_runs_in_a_supervised_child_that_survives_kills(served: _Served) -> None:
    worker = await served.worker_pid()
    assert worker != served.proc.pid
    db = await Database.open(DatabaseConfig(url=None, pgdata=served.pgdata, min_size=1, max_size=2))
    try:
        user = UserId("child-worker-user")
        first = await _talk_and_end(served.url, user, ["My sister Ana lives in Porto.", "She is a dentist."])
        assert await _processed(db, user, first) > 0

        os.kill(worker, signal.SIGKILL)
        replacement = await served.worker_pid(not_=worker)
        assert replacement != worker

        second = await _talk_and_end(served.url, user, ["I started learning the cello last week."])
        assert await _processed(db, user, second) > 0
    finally:
        await db.close()

    served.proc.terminate()
    assert await asyncio.wait_for(served.proc.wait(), 60) == 0
    for _ in range(150):  # the child exits on SIGTERM from its parent (or on noticing it is gone)
        if not _alive(replacement):
            break
        await asyncio.sleep(0.2)
    assert not _alive(replacement)


async def test_a_background_workers_database_backends_run_at_its_lower_priority(
    db_config: DatabaseConfig,
) -> None:
    """The worker's SQL is work too: on the embedded server its backends are reniced with it."""
    from dataclasses import replace

    from companion.worker_process import WORKER_NICENESS

    db = await Database.open(replace(db_config, backend_niceness=WORKER_NICENESS, min_size=1, max_size=1))
    try:
        async with db.user("niceness-check") as conn:
            cur = await conn.execute("SELECT pg_backend_pid() AS pid")
            row = await cur.fetchone()
            assert row is not None
            assert os.getpriority(os.PRIO_PROCESS, int(row["pid"])) >= WORKER_NICENESS
            cur = await conn.execute("SHOW synchronous_commit")
            setting = await cur.fetchone()
            assert setting is not None
            assert setting["synchronous_commit"] == "off"
    finally:
        await db.close()


async def test_serve_says_which_event_loop_and_http_parser_it_runs_on(served: _Served) -> None:
    """Right after its address, `companion serve` prints the loop and parser it chose (uvloop and
    httptools, the declared dependencies, when installed)."""
    assert served.proc.stdout is not None
    line = (await asyncio.wait_for(served.proc.stdout.readline(), 30)).decode().strip()
    assert line == chosen_stack().describe()
    assert line.startswith("event loop: ")
