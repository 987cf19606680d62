"""The composition root: builds every collaborator from one frozen Settings.

Nothing else builds the database configuration, a Memory, a proposer, a responder or a
session-end worker. With ANTHROPIC_API_KEY, Claude proposes and replies; without it, the offline
rule-based proposer and the plain offline responder, which say what they are.
"""

from __future__ import annotations

import asyncio

from companion.config import Settings
from companion.errors import ConfigError
from companion.extraction.base import Proposer
from companion.extraction.offline import OfflineProposer
from companion.memory import Memory, SessionEnd, SessionReport
from companion.model import SessionId, UserId
from companion.pipeline import JOB_KIND, process_session, session_job_handler
from companion.recall.embedder import Embedder, embedder_named
from companion.recall.search import FusionParams
from companion.store.database import Database, DatabaseConfig
from companion.store.fact_plan import WritePolicy
from companion.voice.responders import OfflineResponder, Responder
from companion.worker import Worker

__all__ = [
    "PROPOSER_KINDS",
    "build_proposer",
    "build_responder",
    "build_session_end",
    "build_worker",
    "build_write_policy",
    "database_config",
    "memory_on",
    "open_database",
    "open_memory",
]

# The proposers a command may name; "replay" is built by the command line from the file it reads.
PROPOSER_KINDS = ("claude", "offline", "replay")


def database_config(settings: Settings, *, backend_niceness: int | None = None) -> DatabaseConfig:
    """Where the database is: DATABASE_URL, else the embedded server in the data directory."""
    return DatabaseConfig(
        url=settings.database_url,
        pgdata=settings.pgdata,
        app_url=settings.app_database_url,
        backend_niceness=backend_niceness,
    )


async def open_database(settings: Settings, *, backend_niceness: int | None = None) -> Database:
    """The configured database, opened (started and migrated when embedded)."""
    return await Database.open(database_config(settings, backend_niceness=backend_niceness))


def build_embedder(settings: Settings) -> Embedder:
    """The configured embedding model (COMPANION_EMBEDDER), loaded (blocking: ~0.3-0.6 s)."""
    return embedder_named(settings.embedder)


def memory_on(db: Database, settings: Settings) -> Memory:
    """A Memory over a database the caller opened and keeps (closing the Memory leaves it open)."""
    return Memory(db, build_embedder(settings))


def build_proposer(settings: Settings, kind: str | None = None) -> Proposer:
    """The proposer named `kind`; None means Claude when an API key is set, else offline."""
    kind = kind or ("claude" if settings.has_claude else "offline")
    if kind == "offline":
        return OfflineProposer()
    if kind == "claude":
        if not settings.anthropic_api_key:
            raise ConfigError("the claude proposer needs ANTHROPIC_API_KEY (or use --proposer offline)")
        # Imported here so nothing but this branch loads the SDK.
        from companion.extraction.claude import ClaudeProposer

        return ClaudeProposer.from_settings(settings)
    raise ConfigError(f"unknown proposer {kind!r}: one of {', '.join(PROPOSER_KINDS)}")


def build_responder(settings: Settings) -> Responder:
    """Claude when ANTHROPIC_API_KEY is set, else the offline placeholder."""
    if settings.anthropic_api_key:
        # Imported here so nothing but this branch loads the SDK.
        from companion.voice.claude_responder import ClaudeResponder

        return ClaudeResponder(
            settings.anthropic_api_key, model=settings.reply_model, timeout_s=settings.llm_timeout_s
        )
    return OfflineResponder()


def build_write_policy(settings: Settings) -> WritePolicy:
    """The fact store's write policy, with the configured soft cap on active facts."""
    return WritePolicy(active_cap=settings.active_fact_cap)


def build_session_end(settings: Settings, proposer: Proposer | None = None) -> SessionEnd:
    """Session-end processing with the configured proposer (or `proposer`) and write policy."""
    # Built once: a Claude proposer holds an HTTP client that every session reuses.
    chosen = proposer or build_proposer(settings)
    policy = build_write_policy(settings)

    async def session_end(memory: Memory, user_id: UserId, session_id: SessionId, /) -> SessionReport:
        return await process_session(memory, chosen, user_id, session_id, write_policy=policy)

    return session_end


def build_worker(memory: Memory, settings: Settings) -> Worker:
    """A session-end job worker on `memory`'s database with the configured proposer and policy."""
    handler = session_job_handler(memory, build_proposer(settings), build_write_policy(settings))
    # Twice the idle timeout: a live connection ends its own idle session first; only sessions
    # whose end was never recorded (server killed, database down too long) are left to the sweep.
    # A minute at least (the sweep function refuses less; live connections beat every 30 s).
    orphan_after_s = max(60, int(2 * settings.session_idle_timeout_s))
    return Worker(memory.db, {JOB_KIND: handler}, sweep_idle_s=orphan_after_s)


async def open_memory(
    settings: Settings,
    *,
    proposer: Proposer | None = None,
    backend_niceness: int | None = None,
    index_workers: int = 1,
) -> Memory:
    """The configured database and embedder as a Memory, with session-end processing wired in
    (so `Memory.add` works). The Memory owns the database: closing it closes the database.
    `index_workers`: session-end embedding calls at once (a worker process passes
    `settings.index_workers`; a server keeps one beside its realtime calls)."""
    # The model first: a bad COMPANION_EMBEDDER fails before a database is started.
    embedder = await asyncio.to_thread(build_embedder, settings)
    return await Memory.open(
        await open_database(settings, backend_niceness=backend_niceness),
        embedder,
        fusion=FusionParams(
            max_distance=settings.recall_max_distance, min_relevance=settings.recall_min_relevance
        ),
        session_end=build_session_end(settings, proposer),
        index_workers=index_workers,
    )
