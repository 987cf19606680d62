"""The extraction step of the session-end pipeline: propose, validate, record. Never writes facts.

    transcript + active facts + tombstones ──> proposer ──> validator ──> extraction_runs
                                                                         + extraction_candidates

The proposer is called *outside* any database transaction (a Claude call may take seconds and is
retried), between two short transactions: one that loads the inputs and records a 'running' run,
one that finishes the run and records every candidate with its verdict. A failure is recorded and
re-raised, so the session-end job can retry later:
- ProposerUnavailable -> run status 'failed' with the error;
- MalformedProposal   -> 'malformed' or 'refused' with the raw answer (and the usage paid for).
The caller (the pipeline) passes the verdicts to the fact store and may then link each recorded
candidate to the fact it produced with `extraction_runs.set_candidate_fact`.
"""

from __future__ import annotations

import uuid

from companion.errors import MalformedProposal, ProposerError, ProposerUnavailable
from companion.extraction.base import Proposer
from companion.model import Fact, SessionId, Tombstone, Transcript, UserId
from companion.model.proposals import ExtractionResult
from companion.store import extraction_runs as runs
from companion.store import fact_queries
from companion.store.database import Database
from companion.store.transcripts import load_transcript
from companion.validation import validate
from companion.validation.policy import DEFAULT_POLICY, Policy

__all__ = ["extract_session", "extract_transcript"]


async def extract_transcript(
    transcript: Transcript,
    proposer: Proposer,
    *,
    known_facts: tuple[Fact, ...] = (),
    tombstones: tuple[Tombstone, ...] = (),
    policy: Policy = DEFAULT_POLICY,
) -> ExtractionResult:
    """Propose and validate without a database (a dry run on a transcript file, the benchmark)."""
    proposal = await proposer.propose(transcript, known_facts)
    verdicts = validate(
        transcript, proposal.items, known_facts=known_facts, tombstones=tombstones, policy=policy
    )
    return ExtractionResult(transcript, proposal, tuple(verdicts), None, known_facts)


async def extract_session(
    db: Database,
    user_id: UserId,
    session_id: SessionId,
    proposer: Proposer,
    *,
    dry_run: bool = False,
    policy: Policy = DEFAULT_POLICY,
    transcript: Transcript | None = None,
) -> ExtractionResult:
    """Run `proposer` over a stored session, validate, and record the run (unless dry_run).

    `transcript`: the session's transcript when the caller has loaded it already (session end)."""
    async with db.user(user_id) as conn:
        if transcript is None:
            transcript = await load_transcript(conn, session_id)
        known = tuple(await fact_queries.active_facts(conn))
        tombs = tuple(await fact_queries.tombstones(conn))
        run_id = None
        if not dry_run:
            # Proposers that know their model and prompt version expose them; the run row shows
            # them even when the call fails before any answer arrives.
            run_id = await runs.start_run(
                conn,
                session_id,
                proposer.name,
                model=getattr(proposer, "model", None),
                prompt_version=getattr(proposer, "prompt_version", None),
            )
    try:
        result = await extract_transcript(
            transcript, proposer, known_facts=known, tombstones=tombs, policy=policy
        )
    except (ProposerUnavailable, MalformedProposal) as exc:
        if run_id is not None:
            await _record_failure(db, user_id, run_id, exc)
        raise
    except BaseException as exc:
        # Anything else (a bug, a cancelled job) must not leave the run 'running' forever.
        if run_id is not None:
            await _record_failure(db, user_id, run_id, ProposerError(f"{type(exc).__name__}: {exc}"))
        raise
    if run_id is not None:
        async with db.user(user_id) as conn:
            await runs.finish_run(conn, run_id, result.proposal)
            await runs.record_candidates(conn, run_id, result.proposal.items, result.verdicts)
    return ExtractionResult(transcript, result.proposal, result.verdicts, run_id, known)


async def _record_failure(db: Database, user_id: UserId, run_id: uuid.UUID, exc: ProposerError) -> None:
    async with db.user(user_id) as conn:
        await runs.finish_run(conn, run_id, exc)
