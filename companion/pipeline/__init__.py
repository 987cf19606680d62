"""Session-end processing: the background half of the memory layer.

    transcript ──> extraction (proposer proposes) ──> validation (pure) ──> verdicts recorded
               ──> fact store (one transaction, idempotent) ──> chunks embedded ──> profile rebuilt

Run by the durable job worker (kind "process_session") or directly by the demo. Every step is
safe to repeat: a retried job records a new extraction run, but the fact writes and chunk inserts
are idempotent, so nothing accepted is lost or duplicated.
"""

from __future__ import annotations

import logging
import uuid
from collections.abc import Mapping
from datetime import datetime
from typing import Any

from companion.errors import CompanionError, MalformedProposal
from companion.extraction.base import Proposer
from companion.memory import Memory, SessionReport
from companion.model import SessionId, UserId
from companion.pipeline.extract import extract_session
from companion.store import facts, transcripts
from companion.store.fact_plan import WritePolicy
from companion.worker import Handler

__all__ = ["JOB_KIND", "process_session", "session_job_handler"]

log = logging.getLogger(__name__)

JOB_KIND = "process_session"
DEFAULT_WRITE_POLICY = WritePolicy()


async def process_session(
    memory: Memory,
    proposer: Proposer,
    user_id: UserId,
    session_id: SessionId,
    *,
    now: datetime | None = None,
    write_policy: WritePolicy = DEFAULT_WRITE_POLICY,
) -> SessionReport:
    """Extract, validate, write, index and rebuild the profile for one session (ended first if open)."""
    report = await _process(memory, proposer, user_id, session_id, now, write_policy, end_open=True)
    assert report is not None  # only a job leaves an open session alone
    return report


async def _process(
    memory: Memory,
    proposer: Proposer,
    user_id: UserId,
    session_id: SessionId,
    now: datetime | None,
    write_policy: WritePolicy,
    *,
    end_open: bool,
) -> SessionReport | None:
    """The steps of `process_session`.

    Called directly (the demo, an import), an open session is ended first. Called for a job
    (`end_open=False`), a session found open again was reopened after the end that queued the job:
    it is left alone (None), and its next end queues it again with everything said since.

    The session and its transcript are read once, in the transaction that marks it processing,
    and every step works on that transcript: what is said after it (the session reopened) is
    processed at the session's next end, which queues the job again.
    """
    async with memory.db.user(user_id) as conn:
        session = await transcripts.get_session(conn, session_id)
        if session.state == "open":
            if not end_open:
                return None
            session = await transcripts.end_session(conn, session_id)
        await transcripts.mark_session_state(conn, session_id, "processing")
        transcript = await transcripts.session_transcript(conn, session)

    # Recall first: indexing needs no model call, so a failed extraction never costs the user
    # recall of the conversation. The facts written below are embedded after the writes.
    chunks = await memory.index_transcript(user_id, session, transcript)
    # Sessions indexed before chunk vectors were composed keep whole-chunk vectors (recall searches
    # them too meanwhile), and after a change of embedding model (COMPANION_EMBEDDER) every earlier
    # session and fact holds another model's vectors (not searched): the user's first session end
    # after the change embeds them again (nothing to do after that).
    await memory.reindex(user_id)

    # The proposer runs outside any transaction: a Claude call can take seconds. A failure is
    # already recorded as an extraction run; the session says so too. The job decides whether
    # to retry (see session_job_handler).
    try:
        extraction = await extract_session(memory.db, user_id, session_id, proposer, transcript=transcript)
    except CompanionError:
        async with memory.db.user(user_id) as conn:
            await transcripts.mark_session_state(conn, session_id, "failed")
        await memory.rebuild_profile(user_id, now=now)  # "last talked" moves on even without facts
        raise

    async with memory.db.user(user_id) as conn:
        writes = await facts.apply_verdicts(
            conn,
            user_id=user_id,
            session_id=session_id,
            transcript=extraction.transcript,
            verdicts=extraction.verdicts,
            run_id=extraction.run_id,
            now=now,
            policy=write_policy,
        )
        await transcripts.mark_session_state(conn, session_id, "processed")

    await memory.embed_missing_facts(user_id)
    _, profile_changed = await memory.renew_profile(user_id, now=now)
    return SessionReport(
        user_id=user_id,
        session_id=session_id,
        extraction=extraction,
        writes=writes,
        chunks=chunks,
        profile_changed=profile_changed,
    )


def session_job_handler(
    memory: Memory, proposer: Proposer, write_policy: WritePolicy = DEFAULT_WRITE_POLICY
) -> Handler:
    """The worker handler for JOB_KIND jobs: payload {"session_id": "..."}."""

    async def handle(user_id: UserId, payload: Mapping[str, Any]) -> None:
        raw = payload.get("session_id")
        if not isinstance(raw, str):
            raise CompanionError(f"process_session job without a session_id: {payload!r}")
        session_id = SessionId(uuid.UUID(raw))
        try:
            await _process(memory, proposer, user_id, session_id, None, write_policy, end_open=False)
        except MalformedProposal as exc:
            # An answer that was paid for and is unusable (a refusal, a truncation even with the
            # larger budget, JSON of the wrong shape) would most likely come back the same: it is
            # recorded in the extraction run and not retried blindly. The session is indexed for
            # recall already; `companion extract SESSION` re-runs extraction when wanted.
            log.warning("session %s: extraction answer unusable (%s); not retried", session_id, exc)

    return handle
