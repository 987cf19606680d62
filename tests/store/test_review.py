"""Review transitions (confirm, reject, edit, forget) against the real database."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime, timedelta

import pytest

from companion.errors import NotFound, ReviewError
from companion.model import (
    Candidate,
    ConfirmedBy,
    FactId,
    FactStatus,
    Origin,
    Outcome,
    Reason,
    UserId,
    fact_text_hash,
)
from companion.store import fact_queries as q
from companion.store import review
from companion.store.database import Database
from tests.store.fact_helpers import make_session, verdict, write

T0 = datetime(2025, 2, 1, 12, 0, tzinfo=UTC)
T1 = T0 + timedelta(days=20)


async def _employer_change(db: Database, user_id: UserId) -> tuple[FactId, FactId]:
    """An active 'works at Acme' and a pending 'works at Globex' that would replace it."""
    t1 = await make_session(db, user_id, [("user", "I work at Acme")], T0)
    t2 = await make_session(db, user_id, [("assistant", "How is work?"), ("user", "I joined Globex")], T1)
    async with db.user(user_id) as conn:
        r1 = await write(
            conn, user_id, t1, [verdict(Outcome.ACCEPT, "User works at Acme", slot="work.employer")]
        )
        v = verdict(
            Outcome.PENDING, "User works at Globex", index=1, quote="I joined Globex", slot="work.employer"
        )
        r2 = await write(conn, user_id, t2, [v])
    return r1.accepted[0], r2.pending[0]


async def test_pending_reviews_show_quote_message_date_and_conflict(db: Database, user_id: UserId) -> None:
    """A pending fact is listed with its quote, source message text, session date and the active rival."""
    old, new = await _employer_change(db, user_id)
    async with db.user(user_id) as conn:
        (item,) = await review.pending_reviews(conn)
    assert item.fact.id == new
    assert item.quote == "I joined Globex"
    assert item.message_text == "I joined Globex"
    assert item.said_at == T1
    assert item.session_started_at == T1
    assert item.conflicts_with is not None
    assert item.conflicts_with.id == old


async def test_confirm_activates_and_supersedes(db: Database, user_id: UserId) -> None:
    """Confirming retires the rival (valid_to = new valid_from, superseded_by) and activates by the user."""
    old, new = await _employer_change(db, user_id)
    async with db.user(user_id) as conn:
        confirmed = await review.confirm(conn, new)
        retired = await q.get_fact(conn, old)
        events = await q.fact_events(conn, [old, new])
        assert await review.pending_reviews(conn) == []
    assert confirmed.status is FactStatus.ACTIVE
    assert confirmed.confirmed_by is ConfirmedBy.USER
    assert retired.status is FactStatus.RETIRED
    assert retired.superseded_by == new
    assert retired.valid_to == confirmed.valid_from == T1
    assert [(e.event, e.actor) for e in events][-2:] == [("superseded", "user"), ("confirmed", "user")]


async def test_confirm_retires_the_named_fact_and_the_slots_holder(db: Database, user_id: UserId) -> None:
    """A pending fact that names a fact outside its slot, while another fact holds the slot: both
    retire when it is confirmed (one active fact per slot; the database refuses a second)."""
    t1 = await make_session(db, user_id, [("user", "I work at Acme"), ("user", "I commute by train")], T0)
    t2 = await make_session(db, user_id, [("user", "I joined Globex, no more train")], T1)
    async with db.user(user_id) as conn:
        r1 = await write(
            conn,
            user_id,
            t1,
            [
                verdict(Outcome.ACCEPT, "User works at Acme", slot="work.employer"),
                verdict(Outcome.ACCEPT, "User commutes by train", index=1),
            ],
        )
        employer, commute = r1.accepted
        named = verdict(Outcome.ACCEPT, "User works at Globex", slot="work.employer", related=commute)
        (pending,) = (await write(conn, user_id, t2, [named])).pending
        confirmed = await review.confirm(conn, pending)
        retired = [await q.get_fact(conn, f) for f in (commute, employer)]
        active = await q.active_facts(conn)
    assert confirmed.supersedes == commute
    assert [(f.status, f.superseded_by) for f in retired] == [(FactStatus.RETIRED, pending)] * 2
    assert [f.id for f in active] == [pending]


async def test_reject_makes_a_tombstone(db: Database, user_id: UserId) -> None:
    """Rejecting a pending fact keeps the active one and lists the rejected wording as a tombstone."""
    old, new = await _employer_change(db, user_id)
    async with db.user(user_id) as conn:
        rejected = await review.reject(conn, new)
        stones = await q.tombstones(conn)
        active = await q.active_facts(conn)
        events = await q.fact_events(conn, [new])
    assert rejected.status is FactStatus.REJECTED
    assert rejected.status_reason == "rejected_by_user"
    assert [s.text_hash for s in stones] == [fact_text_hash("User works at Globex")]
    assert [f.id for f in active] == [old]
    assert events[-1].event == "rejected_by_user"
    assert events[-1].actor == "user"


async def test_edit_replaces_with_user_authored_fact(db: Database, user_id: UserId) -> None:
    """Editing an active fact creates an active user_edit fact that supersedes it from the same date."""
    old, _new = await _employer_change(db, user_id)
    async with db.user(user_id) as conn:
        edited = await review.edit(conn, old, "User works at Acme Corp as an engineer")
        previous = await q.get_fact(conn, old)
        still_true_then = await q.valid_at(conn, T0 + timedelta(days=1))
    assert edited.origin is Origin.USER_EDIT
    assert edited.status is FactStatus.ACTIVE
    assert edited.confirmed_by is ConfirmedBy.USER
    assert edited.slot == "work.employer"
    assert previous.status is FactStatus.RETIRED
    assert previous.superseded_by == edited.id
    assert previous.status_reason == "edited"
    # The corrected wording replaces the old one over its whole interval: it was never right.
    assert [f.text for f in still_true_then] == ["User works at Acme Corp as an engineer"]


async def test_edit_of_pending_takes_the_slot(db: Database, user_id: UserId) -> None:
    """Editing a pending fact activates the user's wording and retires the slot's old holder."""
    old, new = await _employer_change(db, user_id)
    async with db.user(user_id) as conn:
        edited = await review.edit(conn, new, "User works at Globex since February")
        active = await q.active_facts(conn)
        holder = await q.get_fact(conn, old)
    assert [f.id for f in active] == [edited.id]
    assert holder.superseded_by == edited.id
    assert holder.valid_to == T1


async def test_forget_redacts_every_version_but_keeps_the_hash(db: Database, user_id: UserId) -> None:
    """Forgetting blanks text and quote in all versions and event details; the hash stays as a tombstone."""
    old, new = await _employer_change(db, user_id)
    async with db.user(user_id) as conn:
        await review.confirm(conn, new)
        await review.forget(conn, new)
        hist = await q.history(conn, new)
        stones = await q.tombstones(conn)
        everything = await conn.execute("SELECT text, quote, redacted FROM facts WHERE id = %s", [new])
        rows = await everything.fetchall()
        with pytest.raises(ReviewError):
            await review.forget(conn, new)
        known = await q.known_at(conn, datetime.now(UTC))
    assert len(rows) == 3
    assert all(r["text"] == "" and r["quote"] is None and r["redacted"] for r in rows)
    assert all("quote" not in e.detail for e in hist.events if e.fact_id == new)
    assert any("quote" in e.detail for e in hist.events if e.fact_id == old)  # only this fact is redacted
    assert [(s.text_hash, s.text) for s in stones] == [(fact_text_hash("User works at Globex"), None)]
    assert new not in {f.id for f in known}
    assert hist.events[-1].event == "forgotten"


async def test_wrong_state_is_a_review_error(db: Database, user_id: UserId) -> None:
    """Confirming an active fact, or editing to an empty text, is refused with ReviewError."""
    old, _new = await _employer_change(db, user_id)
    async with db.user(user_id) as conn:
        with pytest.raises(ReviewError):
            await review.confirm(conn, old)
        with pytest.raises(ReviewError):
            await review.edit(conn, old, "   ")


async def test_other_users_fact_is_not_found(db: Database, user_id: UserId) -> None:
    """Row-level security hides another user's fact: confirm, reject, edit and forget raise NotFound."""
    _old, new = await _employer_change(db, user_id)
    intruder = UserId(user_id + "-x")
    await make_session(db, intruder, [("user", "hello")], T0)
    for action in (review.confirm, review.reject, review.forget):
        async with db.user(intruder) as conn:
            with pytest.raises(NotFound):
                await action(conn, new)
    async with db.user(intruder) as conn:
        with pytest.raises(NotFound):
            await review.edit(conn, new, "User works at Initech")
    async with db.user(user_id) as conn:
        (still,) = await q.facts_by_status(conn, FactStatus.PENDING)
    assert still.id == new


async def test_tombstone_blocks_reproposal_end_to_end(db: Database, user_id: UserId) -> None:
    """After a rejection the validator refuses the same candidate (TOMBSTONED) and nothing is written."""
    from companion.validation import validate

    _old, new = await _employer_change(db, user_id)
    t3 = await make_session(db, user_id, [("user", "I work at Globex now")], T1 + timedelta(days=2))
    candidate = Candidate(
        text="User works at Globex",
        supporting_quote="I work at Globex",
        source_message_index=0,
        slot="work.employer",
    )
    async with db.user(user_id) as conn:
        await review.reject(conn, new)
        verdicts = validate(
            t3, [candidate], known_facts=await q.active_facts(conn), tombstones=await q.tombstones(conn)
        )
        assert t3.session_id is not None
        report = await write(conn, user_id, t3, verdicts)
        active = await q.active_facts(conn)
    assert verdicts[0].outcome is Outcome.REJECT
    assert Reason.TOMBSTONED in verdicts[0].reasons
    assert report.fact_ids == [None]
    assert not report.wrote_anything
    assert [f.text for f in active] == ["User works at Acme"]


async def test_concurrent_confirms_and_rejects_report_one_serial_history(
    db: Database, user_id: UserId
) -> None:
    """40 actions at once, each its own transaction (as from 40 connections): what is reported as
    done is exactly what the event log recorded, and the log's order is one the transitions
    allow."""
    _, pending = await _employer_change(db, user_id)
    reported: list[str] = []

    async def act(action: str) -> None:
        try:
            async with db.user(user_id) as conn:
                await (review.confirm if action == "confirmed" else review.reject)(conn, pending)
        except ReviewError:
            return
        reported.append(action)

    await asyncio.gather(*(act("confirmed" if i % 2 else "rejected_by_user") for i in range(40)))
    async with db.user(user_id) as conn:
        events = [e.event for e in await q.fact_events(conn, [pending]) if e.actor == "user"]
        final = await q.get_fact(conn, pending)
    # what was reported done is what the log recorded; the order is the log's, since a caller may
    # resume after a later transaction's caller has (the pool's release after COMMIT is awaited)
    assert sorted(events) == sorted(reported)
    assert events in (["rejected_by_user"], ["confirmed", "rejected_by_user"])
    assert final.status is FactStatus.REJECTED
