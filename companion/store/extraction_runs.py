"""The extraction audit: runs (`extraction_runs`) and every candidate with its verdict
(`extraction_candidates`).

A run row is written as 'running' before the proposer is called and finished afterwards with one
of: ok, failed (ProposerUnavailable: the job retries later), malformed, refused (the raw answer is
kept in both). Every proposed item is stored exactly as proposed (jsonb) next to the validator's
outcome, reason codes, span and score, so precision can be measured on real traffic and a bad
extraction can be replayed. Every function takes a connection scoped to one user by
`Database.user()`; rows are written for `transaction_user(conn)`, the user of that transaction.
"""

from __future__ import annotations

import uuid
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from decimal import Decimal

from psycopg.rows import class_row, kwargs_row
from psycopg.types.json import Jsonb

from companion.errors import MalformedProposal, NotFound, ProposerError
from companion.model import FactId, Outcome, Reason, SessionId, Verdict, new_id
from companion.model.proposals import Proposal, ProposalFailed, ProposalItem, Usage, item_as_json
from companion.store.database import Conn, fetch_all, transaction_user

__all__ = [
    "CandidateRow",
    "RunRow",
    "candidates_for_run",
    "finish_run",
    "record_candidates",
    "run_status_for",
    "runs_for_session",
    "set_candidate_fact",
    "start_run",
]

RunId = uuid.UUID


@dataclass(frozen=True, slots=True)
class RunRow:
    id: RunId
    session_id: SessionId
    attempt: int
    proposer: str
    model: str | None
    prompt_version: str | None
    status: str
    error: str | None
    raw_answer: str | None
    started_at: datetime
    finished_at: datetime | None
    input_tokens: int | None
    output_tokens: int | None
    cache_read_tokens: int | None
    cache_creation_tokens: int | None
    cost_usd: Decimal | None


@dataclass(frozen=True, slots=True)
class CandidateRow:
    run_id: RunId
    idx: int
    proposal: object  # the item exactly as proposed
    outcome: Outcome
    reasons: tuple[Reason | str, ...]  # a code unknown to this version stays a string
    message_index: int | None
    span: tuple[int, int] | None
    score: float | None
    detail: str | None
    fact_id: FactId | None


_RUN_COLUMNS = (
    "id, session_id, attempt, proposer, model, prompt_version, status, error, raw_answer, started_at,"
    " finished_at, input_tokens, output_tokens, cache_read_tokens, cache_creation_tokens, cost_usd"
)


async def start_run(
    conn: Conn,
    session_id: SessionId,
    proposer: str,
    *,
    model: str | None = None,
    prompt_version: str | None = None,
) -> RunId:
    """Record a 'running' run; `attempt` counts this session's runs (1 for the first)."""
    run_id = new_id()
    user = transaction_user(conn)
    await conn.execute(
        "INSERT INTO extraction_runs"
        " (user_id, id, session_id, attempt, proposer, model, prompt_version, status)"
        " SELECT %s, %s, %s, coalesce(max(attempt), 0) + 1, %s, %s, %s, 'running'"
        " FROM extraction_runs WHERE user_id = %s AND session_id = %s",
        [user, run_id, session_id, proposer, model, prompt_version, user, session_id],
    )
    return run_id


def run_status_for(outcome: Proposal | ProposerError) -> str:
    """The status a run ends with: ok, refused, malformed or failed."""
    if isinstance(outcome, Proposal):
        return "ok"
    if isinstance(outcome, MalformedProposal):
        return "refused" if outcome.kind == "refusal" else "malformed"
    return "failed"


async def finish_run(
    conn: Conn, run_id: RunId, outcome: Proposal | ProposerError, status: str | None = None
) -> None:
    """Close a run with the proposal, or with the error (raw answer and usage kept when known)."""
    status = status or run_status_for(outcome)
    raw: str | None = None
    error: str | None = None
    model = prompt_version = None
    usage = Usage()
    if isinstance(outcome, Proposal):
        raw, usage = outcome.raw_answer, outcome.usage
        model, prompt_version = outcome.model, outcome.prompt_version
    else:
        error = str(outcome)
        if isinstance(outcome, MalformedProposal):
            raw = outcome.raw
            error = f"{outcome.kind}: {outcome}"
        if isinstance(outcome, ProposalFailed):
            usage, model, prompt_version = outcome.usage, outcome.model, outcome.prompt_version
    cur = await conn.execute(
        "UPDATE extraction_runs SET status = %s, error = %s, raw_answer = %s, finished_at = now(),"
        " model = coalesce(%s, model), prompt_version = coalesce(%s, prompt_version),"
        " input_tokens = %s, output_tokens = %s, cache_read_tokens = %s, cache_creation_tokens = %s,"
        " cost_usd = %s WHERE user_id = %s AND id = %s",
        [
            status,
            error,
            raw,
            model,
            prompt_version,
            usage.input_tokens,
            usage.output_tokens,
            usage.cache_read_tokens,
            usage.cache_creation_tokens,
            usage.cost_usd,
            transaction_user(conn),
            run_id,
        ],
    )
    if cur.rowcount == 0:
        raise NotFound("extraction run", run_id)


async def record_candidates(
    conn: Conn,
    run_id: RunId,
    items: Sequence[ProposalItem],
    verdicts: Sequence[Verdict],
    fact_ids: Sequence[FactId | None] | None = None,
) -> int:
    """Store every proposed item with its verdict (item i <-> verdict i). Returns the row count."""
    if len(items) != len(verdicts):
        raise ValueError(f"{len(items)} items but {len(verdicts)} verdicts: every item needs a verdict")
    if fact_ids is not None and len(fact_ids) != len(items):
        raise ValueError("fact_ids must have one entry per item")
    rows = []
    user = transaction_user(conn)
    for idx, (item, verdict) in enumerate(zip(items, verdicts, strict=True)):
        span = verdict.span or (None, None)
        rows.append(
            [
                user,
                run_id,
                idx,
                Jsonb(item_as_json(item)),
                str(verdict.outcome),
                [str(r) for r in verdict.reasons],
                verdict.message_index,
                span[0],
                span[1],
                verdict.score,
                verdict.detail or None,
                fact_ids[idx] if fact_ids is not None else None,
            ]
        )
    if rows:
        async with conn.cursor() as cur:
            await cur.executemany(
                "INSERT INTO extraction_candidates (user_id, run_id, idx, proposal, outcome, reasons,"
                " message_index, span_start, span_end, score, detail, fact_id)"
                " VALUES (%s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s)",
                rows,
            )
    return len(rows)


async def set_candidate_fact(conn: Conn, run_id: RunId, idx: int, fact_id: FactId) -> None:
    """Link a recorded candidate to the fact the pipeline wrote or reinforced for it."""
    cur = await conn.execute(
        "UPDATE extraction_candidates SET fact_id = %s WHERE user_id = %s AND run_id = %s AND idx = %s",
        [fact_id, transaction_user(conn), run_id, idx],
    )
    if cur.rowcount == 0:
        raise NotFound("extraction candidate", f"{run_id}#{idx}")


_run = class_row(RunRow)


async def runs_for_session(conn: Conn, session_id: SessionId) -> list[RunRow]:
    """Every extraction run of a session, oldest first."""
    return await fetch_all(
        conn,
        _run,
        f"SELECT {_RUN_COLUMNS} FROM extraction_runs WHERE user_id = %s AND session_id = %s"
        " ORDER BY attempt, started_at",
        [transaction_user(conn), session_id],
    )


def _reason(code: str) -> Reason | str:
    try:
        return Reason(code)
    except ValueError:
        return code


async def candidates_for_run(conn: Conn, run_id: RunId) -> list[CandidateRow]:
    """The candidates of one run with their verdicts, in proposal order."""
    return await fetch_all(
        conn,
        kwargs_row(_candidate),
        "SELECT run_id, idx, proposal, outcome, reasons, message_index, span_start, span_end, score,"
        " detail, fact_id FROM extraction_candidates WHERE user_id = %s AND run_id = %s ORDER BY idx",
        [transaction_user(conn), run_id],
    )


def _candidate(
    *,
    run_id: RunId,
    idx: int,
    proposal: object,
    outcome: str,
    reasons: list[str],
    message_index: int | None,
    span_start: int | None,
    span_end: int | None,
    score: float | None,
    detail: str | None,
    fact_id: FactId | None,
) -> CandidateRow:
    return CandidateRow(
        run_id=run_id,
        idx=idx,
        proposal=proposal,
        outcome=Outcome(outcome),
        reasons=tuple(_reason(c) for c in reasons),
        message_index=message_index,
        span=(span_start, span_end) if span_start is not None and span_end is not None else None,
        score=score,
        detail=detail,
        fact_id=fact_id,
    )
