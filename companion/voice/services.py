"""What every voice endpoint works with: the `Services` the composition root builds, the reply
context used when recall is unavailable, and the session end every endpoint performs.

Its own module so the connections (native, Retell, OpenAI-compatible) and the HTTP routing can
all import it without importing each other.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from companion.config import Settings
from companion.model import SessionId, UserId
from companion.store import jobs
from companion.store.database import Database
from companion.voice.ports import MemoryPort, ReviewPort
from companion.voice.responders import Responder

__all__ = ["BareContext", "Services", "end_and_enqueue"]


def _noop() -> None:
    return None


@dataclass(frozen=True)
class Services:
    """Everything the server uses, built by the composition root (companion serve) or a test."""

    settings: Settings
    db: Database
    memory: MemoryPort
    responder: Responder
    review: ReviewPort | None = None
    on_job_queued: Callable[[], None] = _noop  # wakes an in-process worker
    clock: Callable[[], float] = time.time
    store_retry_s: float = 30.0
    # Where in its first heartbeat period each native connection first beats, as a fraction
    # (voice/session.py, BeatSchedule): random, so sessions opened together do not beat together.
    beat_phase: Callable[[], float] = random.random


@dataclass(frozen=True)
class BareContext:
    """The reply context when recall is unavailable: the utterance alone, no memory."""

    system: str
    turns: tuple[dict[str, str], ...]
    recalled: tuple[Any, ...] = field(default=())


async def end_and_enqueue(services: Services, user_id: UserId, session_id: SessionId) -> None:
    """Session end: mark it ended and queue its processing job in one transaction, then wake a worker."""
    async with services.db.user(user_id) as conn:
        await jobs.end_session_and_enqueue(conn, user_id, session_id)
    services.on_job_queued()
