"""The Claude proposer end to end: scripted Messages API answers -> validator -> extraction_runs tables."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from decimal import Decimal

import httpx2
import pytest

from companion.errors import MalformedProposal, ProposerUnavailable
from companion.extraction.prompt import TOOL_NAME
from companion.model import Outcome, Reason, Role, SessionId, UserId
from companion.pipeline.extract import extract_session
from companion.store import extraction_runs as runs
from companion.store import transcripts as tx
from companion.store.database import Database
from tests.extraction.scripted import Script, error, message, proposer_for, text_answer, timeout, tool_answer

T0 = datetime(2026, 3, 6, 18, 0, tzinfo=UTC)
TURNS: list[tuple[Role, str]] = [
    ("user", "hi, um, my name is dana and i work at the public library"),
    ("assistant", "Nice to meet you Dana! Do you have family nearby?"),
    ("user", "yeah my wife's name is rachel and uh i make about 85k a year"),
    ("assistant", "You mentioned your sister Mia lives in Boston, right?"),
    ("user", "no no, i'm allergic to peanuts by the way, remember that"),
]


def cand(text: str, quote: str, index: int, **extra: object) -> dict[str, object]:
    base: dict[str, object] = {
        "text": text,
        "supporting_quote": quote,
        "source_message_index": index,
        "category": "other",
        "slot": None,
        "importance": 3,
        "valid_from": None,
        "origin": "extracted",
    }
    return {**base, **extra}


GOOD = [
    cand(
        "The user's name is Dana.",
        "my name is dana",
        0,
        category="identity",
        slot="identity.name",
        importance=4,
    ),
    cand("The user's wife is called Rachel.", "my wife's name is rachel", 2, slot="family.spouse.name"),
    cand("The user is allergic to peanuts.", "i'm allergic to peanuts", 4, category="health", importance=5),
]


async def new_session(db: Database, user_id: UserId) -> SessionId:
    async with db.user(user_id) as conn:
        session = await tx.start_session(conn, user_id, started_at=T0)
        for i, (role, text) in enumerate(TURNS):
            await tx.append_message(conn, session.id, role, text, spoken_at=T0 + timedelta(seconds=10 * i))
    return session.id


async def stored(
    db: Database, user_id: UserId, session_id: SessionId
) -> tuple[runs.RunRow, list[runs.CandidateRow]]:
    async with db.user(user_id) as conn:
        (run,) = await runs.runs_for_session(conn, session_id)
        return run, await runs.candidates_for_run(conn, run.id)


async def test_good_answer_is_recorded_with_usage_and_verdicts(db: Database, user_id: UserId) -> None:
    """A well-formed answer gives an ok run with raw answer, tokens, cost, and every candidate accepted."""
    session_id = await new_session(db, user_id)
    script = Script(tool_answer(GOOD))
    result = await extract_session(db, user_id, session_id, proposer_for(script))
    run, rows = await stored(db, user_id, session_id)
    assert (run.status, run.proposer, run.model, run.prompt_version, run.attempt) == (
        "ok",
        "claude",
        "claude-haiku-4-5",
        "v1",
        1,
    )
    assert run.raw_answer is not None
    assert '"my wife\'s name is rachel"' in run.raw_answer
    assert (run.input_tokens, run.output_tokens, run.cache_read_tokens, run.cache_creation_tokens) == (
        1200,
        300,
        2500,
        0,
    )
    # 1200 x $1 + 300 x $5 + 2500 x $0.10 per million tokens (the approximate Haiku 4.5 prices).
    assert run.cost_usd == Decimal("0.002950")
    assert [r.outcome for r in rows] == [Outcome.ACCEPT] * 3
    assert [r.proposal for r in rows] == GOOD
    assert rows[1].message_index == 2
    assert rows[1].span is not None
    assert result.run_id == run.id
    assert result.accepted == 3


async def test_hallucinated_names_and_numbers_are_rejected_and_recorded(
    db: Database, user_id: UserId
) -> None:
    """A changed name, an invented amount and an invented place are stored as rejections with reasons."""
    session_id = await new_session(db, user_id)
    lies = [
        cand("The user's wife is called Sarah.", "my wife's name is sarah", 2),
        cand("The user earns 150,000 a year.", "i make about 85k a year", 2),
        cand("The user works at the public library in Denver.", "i work at the public library", 0),
        GOOD[0],
    ]
    await extract_session(db, user_id, session_id, proposer_for(Script(tool_answer(lies))))
    run, rows = await stored(db, user_id, session_id)
    assert run.status == "ok"
    assert [r.outcome for r in rows] == [Outcome.REJECT, Outcome.REJECT, Outcome.REJECT, Outcome.ACCEPT]
    assert rows[0].reasons[0] in (Reason.QUOTE_NOT_FOUND, Reason.CRITICAL_TOKEN_MISMATCH)
    assert rows[1].reasons == (Reason.UNSUPPORTED_SPECIFIC,)
    assert rows[2].reasons == (Reason.UNSUPPORTED_SPECIFIC,)
    assert rows[1].detail
    assert "150" in rows[1].detail


async def test_quote_from_the_assistant_is_rejected(db: Database, user_id: UserId) -> None:
    """What the assistant said is never evidence, whichever index the model gives."""
    session_id = await new_session(db, user_id)
    quotes = [
        cand("The user's sister Mia lives in Boston.", "your sister Mia lives in Boston", 3),
        cand("The user's sister Mia lives in Boston.", "your sister Mia lives in Boston", 4),
    ]
    await extract_session(db, user_id, session_id, proposer_for(Script(tool_answer(quotes))))
    _, rows = await stored(db, user_id, session_id)
    assert [r.outcome for r in rows] == [Outcome.REJECT, Outcome.REJECT]
    assert Reason.NOT_USER_MESSAGE in rows[0].reasons
    assert Reason.QUOTE_IN_ASSISTANT_MESSAGE in rows[1].reasons


async def test_one_malformed_candidate_is_a_verdict_not_a_lost_answer(db: Database, user_id: UserId) -> None:
    """A candidate missing its quote is recorded verbatim as MALFORMED next to the good ones."""
    session_id = await new_session(db, user_id)
    broken = {"text": "The user likes jazz.", "source_message_index": "two"}
    await extract_session(db, user_id, session_id, proposer_for(Script(tool_answer([broken, GOOD[0]]))))
    run, rows = await stored(db, user_id, session_id)
    assert run.status == "ok"
    assert rows[0].proposal == broken
    assert rows[0].reasons == (Reason.MALFORMED,)
    assert rows[1].outcome is Outcome.ACCEPT


# Cut off mid-answer: the tool call is incomplete and stop_reason says why.
TRUNCATED = message(
    [{"type": "tool_use", "id": "t", "name": TOOL_NAME, "input": {"candidates": [{"text": "The user"}]}}],
    stop_reason="max_tokens",
)


@pytest.mark.parametrize(
    ("answer", "status", "kind"),
    [
        (text_answer('{"candidates": [{"text": "The user'), "malformed", "unparseable"),
        (text_answer('{"facts": []}'), "malformed", "wrong_shape"),
        (TRUNCATED, "malformed", "truncated"),
        (
            message([{"type": "text", "text": "I can't help with that."}], stop_reason="refusal"),
            "refused",
            "refusal",
        ),
    ],
    ids=["bad-json", "wrong-shape", "truncated", "refusal"],
)
async def test_unusable_answers_are_recorded_with_raw_answer(
    db: Database, user_id: UserId, answer: object, status: str, kind: str
) -> None:
    """Malformed, truncated and refused answers raise, and the run keeps status, raw answer and usage.
    Only a truncated answer is asked for again (once, with twice the budget): both were paid for."""
    session_id = await new_session(db, user_id)
    asked = 2 if kind == "truncated" else 1
    script = Script(*[answer] * asked)  # type: ignore[arg-type]
    with pytest.raises(MalformedProposal) as caught:
        await extract_session(db, user_id, session_id, proposer_for(script))
    assert caught.value.kind == kind
    assert len(script.requests) == asked
    run, rows = await stored(db, user_id, session_id)
    assert run.status == status
    assert run.error is not None
    assert run.error.startswith(kind)
    assert run.raw_answer is not None
    assert run.raw_answer == caught.value.raw
    assert run.input_tokens == 1200 * asked
    assert run.cost_usd is not None
    assert run.finished_at is not None
    assert rows == []


async def test_overloaded_then_success(db: Database, user_id: UserId) -> None:
    """A 529 overloaded answer is retried after a jittered backoff and the run ends ok."""
    session_id = await new_session(db, user_id)
    script = Script(error(529, "overloaded_error"), tool_answer(GOOD))
    result = await extract_session(db, user_id, session_id, proposer_for(script))
    run, rows = await stored(db, user_id, session_id)
    assert run.status == "ok"
    assert len(rows) == 3
    assert result.proposal.attempts == 2
    assert len(script.requests) == 2
    assert len(script.sleeps) == 1
    assert 0 <= script.sleeps[0] <= 1.0  # full jitter below the first ceiling (base 1 s)


async def test_rate_limit_honours_retry_after(db: Database, user_id: UserId) -> None:
    """A 429 with retry-after waits at least that long before the next attempt."""
    session_id = await new_session(db, user_id)
    script = Script(error(429, "rate_limit_error", {"retry-after": "3"}), tool_answer(GOOD))
    await extract_session(db, user_id, session_id, proposer_for(script))
    assert script.sleeps
    assert script.sleeps[0] >= 3.0


async def test_timeouts_until_failure_record_a_failed_run(db: Database, user_id: UserId) -> None:
    """Timeouts on every attempt raise ProposerUnavailable and leave a failed run for the job to retry."""
    session_id = await new_session(db, user_id)
    script = Script(timeout, timeout, timeout)
    with pytest.raises(ProposerUnavailable, match="after 3 attempts: timeout"):
        await extract_session(db, user_id, session_id, proposer_for(script))
    run, rows = await stored(db, user_id, session_id)
    assert run.status == "failed"
    assert run.error is not None
    assert "timeout" in run.error
    assert run.raw_answer is None
    assert rows == []
    assert run.model == "claude-haiku-4-5"  # known before any answer arrived
    assert len(script.sleeps) == 2
    assert script.sleeps[1] <= 2.0  # the second ceiling: base x 2


@pytest.mark.parametrize("body", [b"<html>bad gateway</html>", b'{"not": "a message"}'], ids=["html", "json"])
async def test_success_status_with_a_non_message_body_is_recorded_unparseable(
    db: Database, user_id: UserId, body: bytes
) -> None:
    """A 200 whose body is not a Messages API message is a malformed run that keeps the body, not a crash."""
    session_id = await new_session(db, user_id)
    script = Script(httpx2.Response(200, content=body, headers={"content-type": "application/json"}))
    with pytest.raises(MalformedProposal) as caught:
        await extract_session(db, user_id, session_id, proposer_for(script))
    assert caught.value.kind == "unparseable"
    run, rows = await stored(db, user_id, session_id)
    assert run.status == "malformed"
    assert run.raw_answer == body.decode()
    assert len(script.requests) == 1  # an answer, even a bad one, is not retried
    assert rows == []


async def test_unknown_block_type_beside_the_tool_call_is_ignored(db: Database, user_id: UserId) -> None:
    """A content block of a type newer than the SDK does not hide the tool call next to it."""
    session_id = await new_session(db, user_id)
    tool = {"type": "tool_use", "id": "t", "name": TOOL_NAME, "input": {"candidates": GOOD}}
    script = Script(message([{"type": "future_block", "data": 1}, tool]))
    result = await extract_session(db, user_id, session_id, proposer_for(script), dry_run=True)
    assert result.accepted == 3


async def test_client_error_is_not_retried(db: Database, user_id: UserId) -> None:
    """A 400 is not transient: one request, then a failed run."""
    session_id = await new_session(db, user_id)
    script = Script(error(400, "invalid_request_error"))
    with pytest.raises(ProposerUnavailable, match="400"):
        await extract_session(db, user_id, session_id, proposer_for(script))
    run, _ = await stored(db, user_id, session_id)
    assert run.status == "failed"
    assert len(script.requests) == 1


async def test_retry_after_failure_counts_attempts(db: Database, user_id: UserId) -> None:
    """A session extracted again after a failed run gets attempt 2; both runs stay in the audit."""
    session_id = await new_session(db, user_id)
    with pytest.raises(ProposerUnavailable):
        await extract_session(
            db, user_id, session_id, proposer_for(Script(error(400, "invalid_request_error")))
        )
    await extract_session(db, user_id, session_id, proposer_for(Script(tool_answer(GOOD))))
    async with db.user(user_id) as conn:
        history = await runs.runs_for_session(conn, session_id)
    assert [(r.attempt, r.status) for r in history] == [(1, "failed"), (2, "ok")]


async def test_dry_run_records_nothing(db: Database, user_id: UserId) -> None:
    """--dry-run returns proposals and verdicts without writing an extraction run."""
    session_id = await new_session(db, user_id)
    result = await extract_session(
        db, user_id, session_id, proposer_for(Script(tool_answer(GOOD))), dry_run=True
    )
    assert result.run_id is None
    assert result.accepted == 3
    async with db.user(user_id) as conn:
        assert await runs.runs_for_session(conn, session_id) == []


async def test_long_session_is_split_into_windows_and_merged(db: Database, user_id: UserId) -> None:
    """A transcript over the window budget is sent in overlapping windows with global indices; the
    duplicate proposed by two windows is kept once and usage is summed."""
    session_id = await new_session(db, user_id)
    script = Script(tool_answer(GOOD[:2]), tool_answer(GOOD[1:]))
    proposer = proposer_for(script, window_chars=360, overlap=1)
    result = await extract_session(db, user_id, session_id, proposer)
    assert len(script.requests) == 2
    first, second = (r["messages"][0]["content"] for r in script.requests)
    assert 'index="0"' in first
    assert 'index="4"' not in first
    assert 'index="4"' in second
    assert 'index="0"' not in second
    assert len(result.proposal.items) == 3
    run, rows = await stored(db, user_id, session_id)
    assert run.input_tokens == 2400
    assert len(rows) == 3
    assert run.raw_answer is not None
    assert '"windows"' in run.raw_answer
