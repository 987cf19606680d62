"""Fixtures for the voice tests: a private embedded PostgreSQL and a running voice server.

`private_db` is a second real embedded server in its own folder, for tests that must own the whole
database: the job queue (claiming is global across users) and the database-restart test (stopping
the shared server would disturb every other test).
"""

from __future__ import annotations

import tempfile
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import pytest

from companion.store.database import Database, DatabaseConfig
from companion.store.embedded import stop_server_in


@pytest.fixture(scope="session")
def private_db_config() -> Iterator[DatabaseConfig]:
    with tempfile.TemporaryDirectory(prefix="companion-voice-test-") as tmp:
        yield DatabaseConfig(url=None, pgdata=Path(tmp) / "pgdata", delete_embedded_on_exit=True)
        stop_server_in(Path(tmp) / "pgdata")  # before its folder goes, or it outlives the run


@pytest.fixture(scope="session")
async def private_db(private_db_config: DatabaseConfig) -> AsyncIterator[Database]:
    database = await Database.open(private_db_config)
    try:
        yield database
    finally:
        await database.close()


# ---------------------------------------------------------------------- server fixtures

import time  # noqa: E402
from collections.abc import Callable  # noqa: E402
from dataclasses import replace  # noqa: E402

from companion.config import Settings  # noqa: E402
from companion.memory import Memory  # noqa: E402
from companion.model import UserId  # noqa: E402
from companion.recall.embedder import Embedder  # noqa: E402
from companion.voice.ports import StoreReview  # noqa: E402
from companion.voice.responders import OfflineResponder, Responder  # noqa: E402
from companion.voice.services import Services  # noqa: E402
from companion.voice.tokens import issue_token  # noqa: E402

SECRET = "test-token-secret-0123456789-abcdefghij"
RETELL_SECRET = "retell-path-secret"


@pytest.fixture
async def memory(db: Database, embedder: Embedder) -> AsyncIterator[Memory]:
    mem = Memory(db, embedder)
    try:
        yield mem
    finally:
        await mem.close()


@pytest.fixture
def settings() -> Settings:
    return Settings(
        token_secret=SECRET,
        retell_secret=RETELL_SECRET,
        max_frame_bytes=4096,
        session_idle_timeout_s=60.0,
        worker_mode="off",
    )


def token_for(user: UserId | str, *, ttl_s: float = 3600) -> str:
    return issue_token(SECRET, user, now=time.time(), ttl_s=ttl_s)


ServicesFactory = Callable[..., Services]


@pytest.fixture
def make_services(db: Database, memory: Memory, settings: Settings) -> ServicesFactory:
    """Services over the shared real database; keyword arguments replace fields (responder, ...)."""

    def make(responder: Responder | None = None, **changes: object) -> Services:
        base = Services(
            settings=settings,
            db=db,
            memory=memory,
            responder=responder or OfflineResponder(),
            review=StoreReview(db),
        )
        return replace(base, **changes)  # type: ignore[arg-type]

    return make
