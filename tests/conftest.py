"""Shared fixtures: one real PostgreSQL (with pgvector) per test run.

Without COMPANION_TEST_DATABASE_URL a throwaway embedded server is started in a temporary folder
and deleted at exit. Tests isolate themselves by using fresh user ids, never by faking the database.
"""

from __future__ import annotations

import os
import tempfile
import uuid
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import pytest

from companion.model import UserId
from companion.recall.embedder import DEFAULT_EMBEDDER, Embedder, embedder_named
from companion.store.database import Database, DatabaseConfig
from companion.store.embedded import stop_server_in


@pytest.fixture(scope="session")
def db_config() -> Iterator[DatabaseConfig]:
    url = os.environ.get("COMPANION_TEST_DATABASE_URL")
    with tempfile.TemporaryDirectory(prefix="companion-test-") as tmp:
        yield DatabaseConfig(url=url or None, pgdata=Path(tmp) / "pgdata", delete_embedded_on_exit=True)
        stop_server_in(Path(tmp) / "pgdata")  # before its folder goes, or it outlives the run


@pytest.fixture(scope="session")
async def db(db_config: DatabaseConfig) -> AsyncIterator[Database]:
    database = await Database.open(db_config)
    try:
        yield database
    finally:
        await database.close()


@pytest.fixture
def user_id() -> UserId:
    """A fresh user id, so tests sharing the database never see each other's rows."""
    return UserId(f"user-{uuid.uuid4().hex[:12]}")


@pytest.fixture(scope="session")
def embedder() -> Embedder:
    """The real local embedding model as the product's default runs it (MiniLM: the shipped graph
    for what is stored, int8 arithmetic for realtime queries), loaded once per test run."""
    return embedder_named(DEFAULT_EMBEDDER)
