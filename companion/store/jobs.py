"""The durable job queue (table `jobs`, migration 0001): session-end work that survives a crash.

Life of a job: `enqueue` (idempotent on (user_id, kind, dedup_key)) -> `claim` (state running,
attempts + 1, a lease until locked_until) -> `complete` (done) or `fail` (failed, run_after pushed
back by exponential backoff with jitter; dead once attempts reach max_attempts). A worker that dies
simply stops renewing: when its lease expires the job is claimable again.

Claiming goes through `companion_claim_jobs()`, a SECURITY DEFINER function that sees every user's
queue (jobs RLS is not FORCEd for the owner) and uses FOR UPDATE SKIP LOCKED, so several workers
never claim one job twice. Everything after the claim runs in `db.user(job.user_id)`, so row-level
security still scopes each write to the job's own user, and only the worker that holds the lease
can finish it (`locked_by` is checked).
"""

from __future__ import annotations

import json
import random
import uuid
from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from psycopg.rows import BaseRowFactory, class_row, kwargs_row
from psycopg.types.json import Jsonb

from companion.model import SessionId, UserId, new_id
from companion.store import transcripts
from companion.store.database import (
    Conn,
    Database,
    fetch_all,
    fetch_one,
    fetch_value,
    scoped_user,
    transaction_user,
)
from companion.store.transcripts import SessionRow

__all__ = [
    "DEFAULT_MAX_ATTEMPTS",
    "JOB_STATES",
    "PROCESS_SESSION",
    "ClaimedJob",
    "Job",
    "backoff_delay",
    "claim",
    "complete",
    "end_session_and_enqueue",
    "enqueue",
    "fail",
    "get_job",
    "list_jobs",
    "rearm",
    "release",
    "renew",
    "sweep_idle_sessions",
]

PROCESS_SESSION = "process_session"
DEFAULT_MAX_ATTEMPTS = 8
JOB_STATES = ("queued", "running", "done", "failed", "dead")

# No user: claiming runs as the definer and needs no app.user_id; RLS would show nothing anyway.
_NO_USER = UserId("")


@dataclass(frozen=True, slots=True)
class Job:
    user_id: UserId
    id: uuid.UUID
    kind: str
    dedup_key: str
    payload: Mapping[str, Any]
    state: str
    attempts: int
    max_attempts: int
    run_after: datetime
    locked_by: str | None
    locked_until: datetime | None
    last_error: str | None
    created_at: datetime
    updated_at: datetime
    created: bool = False  # enqueue: True when this call inserted it, False when it already existed


@dataclass(frozen=True, slots=True)
class ClaimedJob:
    """A job this worker holds the lease on. `attempts` counts this attempt."""

    user_id: UserId
    id: uuid.UUID
    kind: str
    payload: Mapping[str, Any] = field(default_factory=dict)
    attempts: int = 1
    worker_id: str = ""


_COLUMNS = (
    "user_id, id, kind, dedup_key, payload, state, attempts, max_attempts, run_after, locked_by,"
    " locked_until, last_error, created_at, updated_at"
)


_job = class_row(Job)


def _claimed(worker_id: str) -> BaseRowFactory[ClaimedJob]:
    def make(*, user_id: UserId, id: uuid.UUID, kind: str, payload: Any, attempts: int) -> ClaimedJob:
        mapping = payload if isinstance(payload, dict) else json.loads(payload)
        return ClaimedJob(user_id, id, kind, mapping, attempts, worker_id)

    return kwargs_row(make)


def _user_session(user_id: UserId, session_id: SessionId) -> tuple[UserId, SessionId]:
    return user_id, session_id


async def enqueue(
    conn: Conn,
    user_id: UserId,
    kind: str,
    dedup_key: str,
    payload: Mapping[str, Any] | None = None,
    *,
    max_attempts: int = DEFAULT_MAX_ATTEMPTS,
) -> Job:
    """Queue a job once: enqueueing the same (user, kind, dedup_key) again returns the existing job."""
    row = await fetch_one(
        conn,
        _job,
        f"INSERT INTO jobs (user_id, id, kind, dedup_key, payload, max_attempts)"
        f" VALUES (%s, %s, %s, %s, %s, %s)"
        f" ON CONFLICT (user_id, kind, dedup_key) DO NOTHING RETURNING {_COLUMNS}, true AS created",
        [user_id, new_id(), kind, dedup_key, Jsonb(dict(payload or {})), max_attempts],
    )
    if row is not None:
        return row
    existing = await fetch_one(
        conn,
        _job,
        f"SELECT {_COLUMNS} FROM jobs WHERE user_id = %s AND kind = %s AND dedup_key = %s",
        [user_id, kind, dedup_key],
    )
    assert existing is not None  # the conflict proves it exists, and it is this user's row
    return existing


async def rearm(
    conn: Conn, user_id: UserId, kind: str, dedup_key: str, payload: Mapping[str, Any] | None = None
) -> Job:
    """Queue a job, or make the existing one run again: there is new work for the same key.

    A finished (done or dead) job is queued again with fresh attempts; a queued or failed one is
    left to run (it will see the new work); a running one is marked `rerun`, so completing it
    queues it again instead of marking it done (its worker may have read the work before it grew).
    """
    row = await fetch_one(
        conn,
        _job,
        f"INSERT INTO jobs AS j (user_id, id, kind, dedup_key, payload) VALUES (%s, %s, %s, %s, %s)"
        f" ON CONFLICT (user_id, kind, dedup_key) DO UPDATE SET"
        f" state = CASE WHEN j.state IN ('done', 'dead') THEN 'queued' ELSE j.state END,"
        f" attempts = CASE WHEN j.state IN ('done', 'dead') THEN 0 ELSE j.attempts END,"
        f" run_after = CASE WHEN j.state IN ('done', 'dead') THEN now() ELSE j.run_after END,"
        f" rerun = j.state = 'running', updated_at = now()"
        f" RETURNING {_COLUMNS}, (xmax = 0) AS created",
        [user_id, new_id(), kind, dedup_key, Jsonb(dict(payload or {}))],
    )
    assert row is not None
    return row


async def end_session_and_enqueue(
    conn: Conn, user_id: UserId, session_id: SessionId, *, ended_at: datetime | None = None
) -> tuple[SessionRow, Job]:
    """Session end: mark it ended and queue its processing, in the caller's one transaction.

    Both or neither: a crash between the two cannot leave an ended session nobody will process.
    The session id is the dedup key, so ending twice (client end, then disconnect) queues once;
    ending a session that was reopened (messages after an earlier end) queues it again.
    """
    before = await fetch_value(
        conn, "SELECT state FROM sessions WHERE user_id = %s AND id = %s FOR UPDATE", [user_id, session_id]
    )
    session = await transcripts.end_session(conn, session_id, ended_at=ended_at)
    payload = {"session_id": str(session_id)}
    if before == "open":
        job = await rearm(conn, user_id, PROCESS_SESSION, str(session_id), payload)
    else:
        job = await enqueue(conn, user_id, PROCESS_SESSION, str(session_id), payload)
    return session, job


async def claim(db: Database, worker_id: str, n: int = 1, lease_s: int = 300) -> list[ClaimedJob]:
    """Take up to n due jobs (queued, failed and due, or running with an expired lease)."""
    async with db.user(_NO_USER) as conn:
        return await fetch_all(
            conn,
            _claimed(worker_id),
            "SELECT user_id, id, kind, payload, attempts FROM companion_claim_jobs(%s, %s, %s)",
            [worker_id, n, lease_s],
        )


async def _update_held(db: Database, job: ClaimedJob, assignments: str, params: list[Any]) -> str | None:
    """Apply an update to a job this worker still holds; the new state, or None if the lease was lost."""
    async with db.user(job.user_id) as conn:
        state = await fetch_value(
            conn,
            f"UPDATE jobs SET {assignments}, updated_at = now()"
            f" WHERE user_id = %s AND id = %s AND state = 'running' AND locked_by = %s RETURNING state",
            [*params, job.user_id, job.id, job.worker_id],
        )
    return None if state is None else str(state)


async def renew(db: Database, job: ClaimedJob, lease_s: int) -> bool:
    """Extend the lease; False when another worker has taken the job over."""
    state = await _update_held(db, job, "locked_until = now() + make_interval(secs => %s)", [lease_s])
    return state is not None


async def complete(db: Database, job: ClaimedJob) -> bool:
    """Mark done (or queued again when new work arrived while it ran: `rerun`); False when the
    lease was lost (another worker owns the job now)."""
    state = await _update_held(
        db,
        job,
        "state = CASE WHEN rerun THEN 'queued' ELSE 'done' END, run_after = now(), rerun = false,"
        " locked_by = NULL, locked_until = NULL, last_error = NULL",
        [],
    )
    return state is not None


async def fail(db: Database, job: ClaimedJob, error: str, *, delay_s: float) -> str | None:
    """Record a failed attempt: 'failed' (retried after delay_s) or 'dead' once out of attempts."""
    return await _update_held(
        db,
        job,
        "state = CASE WHEN attempts >= max_attempts THEN 'dead' ELSE 'failed' END,"
        " run_after = now() + make_interval(secs => %s), last_error = left(%s, 4000),"
        " locked_by = NULL, locked_until = NULL",
        [delay_s, error],
    )


async def release(db: Database, job: ClaimedJob, *, delay_s: float = 5.0) -> bool:
    """Hand a job back without counting the attempt (a worker with no handler for its kind)."""
    state = await _update_held(
        db,
        job,
        "state = 'queued', attempts = greatest(attempts - 1, 0), locked_by = NULL, locked_until = NULL,"
        " run_after = now() + make_interval(secs => %s)",
        [delay_s],
    )
    return state is not None


def backoff_delay(
    attempt: int, *, base_s: float = 5.0, cap_s: float = 3600.0, rng: random.Random | None = None
) -> float:
    """Exponential backoff with jitter: base * 2^(attempt-1), capped, scaled into [50%, 100%].

    The jitter spreads retries of jobs that failed together (a database restart) apart.
    """
    ceiling: float = min(cap_s, base_s * 2.0 ** max(attempt - 1, 0))
    draw = rng.random() if rng is not None else random.random()
    return ceiling * (0.5 + 0.5 * draw)


async def get_job(conn: Conn, job_id: uuid.UUID) -> Job | None:
    return await fetch_one(
        conn,
        _job,
        f"SELECT {_COLUMNS} FROM jobs WHERE user_id = %s AND id = %s",
        [transaction_user(conn), job_id],
    )


async def list_jobs(
    conn: Conn, *, state: str | None = None, kind: str | None = None, limit: int = 100
) -> list[Job]:
    """Jobs visible on this connection (one user's under db.user; all under db.owner), newest first."""
    if state is not None and state not in JOB_STATES:
        raise ValueError(f"unknown job state {state!r}; one of {', '.join(JOB_STATES)}")
    filters = "(%s::text IS NULL OR state = %s) AND (%s::text IS NULL OR kind = %s)"
    params: list[object] = [state, state, kind, kind]
    user = scoped_user(conn)
    if user is not None:
        # One user's jobs: say so, so a sharded database reads one shard. The owner's listing
        # (the `companion jobs` command) is the deliberate cross-user read.
        filters = "user_id = %s AND " + filters
        params.insert(0, user)
    return await fetch_all(
        conn,
        _job,
        f"SELECT {_COLUMNS} FROM jobs WHERE {filters} ORDER BY updated_at DESC LIMIT %s",
        [*params, limit],
    )


async def sweep_idle_sessions(db: Database, idle_s: int, limit: int = 100) -> list[tuple[UserId, SessionId]]:
    """End open sessions silent for idle_s seconds and queue their processing (all users).

    For sessions whose end was never recorded: the server was killed, or the database stayed down
    past the write retry budget. Runs through `companion_sweep_idle_sessions()` (migration 0005),
    which alone may look across users; the caller stays the unprivileged application role.
    """
    async with db.user(_NO_USER) as conn:
        return await fetch_all(
            conn,
            kwargs_row(_user_session),
            "SELECT user_id, session_id FROM companion_sweep_idle_sessions(%s, %s)",
            [idle_s, limit],
        )
