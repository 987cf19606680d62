"""Helpers for the fact-store tests: real sessions in the database and hand-built verdicts.

Verdicts are built directly (not by the validator) so these tests pin the store's behaviour alone.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date, datetime
from typing import Any

from companion.model import (
    Candidate,
    Category,
    FactId,
    Origin,
    Outcome,
    Reason,
    Role,
    Transcript,
    UserId,
    Verdict,
)
from companion.store import transcripts as tx
from companion.store.database import Conn, Database
from companion.store.fact_plan import WriteReport
from companion.store.facts import apply_verdicts

__all__ = ["make_session", "verdict", "write"]


async def make_session(
    db: Database, user_id: UserId, turns: Sequence[tuple[Role, str]], at: datetime
) -> Transcript:
    """Store a session with these turns, all spoken at `at`, and load its transcript back."""
    async with db.user(user_id) as conn:
        session = await tx.start_session(conn, user_id, started_at=at)
        for role, text in turns:
            await tx.append_message(conn, session.id, role, text, spoken_at=at)
        return await tx.load_transcript(conn, session.id)


def verdict(
    outcome: Outcome,
    text: str,
    *,
    index: int = 0,
    quote: str = "",
    slot: str | None = None,
    importance: int = 3,
    related: FactId | None = None,
    valid_from: date | None = None,
    category: Category = Category.OTHER,
    origin: Origin = Origin.EXTRACTED,
) -> Verdict:
    """A verdict as the validator would emit it for one candidate."""
    reasons = (Reason.QUOTE_EXACT,) if outcome is not Outcome.REJECT else (Reason.QUOTE_NOT_FOUND,)
    return Verdict(
        outcome=outcome,
        reasons=reasons,
        candidate=Candidate(
            text=text,
            supporting_quote=quote or text,
            source_message_index=index,
            category=category,
            slot=slot,
            importance=importance,
            valid_from=valid_from,
            origin=origin,
        ),
        message_index=index,
        span=(0, len(quote or text)),
        score=1.0,
        related_fact_id=related,
        valid_from=valid_from,
    )


async def write(
    conn: Conn, user_id: UserId, transcript: Transcript, verdicts: Sequence[Verdict], **options: Any
) -> WriteReport:
    """apply_verdicts for this transcript's session (options: run_id, now, policy)."""
    assert transcript.session_id is not None
    return await apply_verdicts(
        conn,
        user_id=user_id,
        session_id=transcript.session_id,
        transcript=transcript,
        verdicts=verdicts,
        **options,
    )
