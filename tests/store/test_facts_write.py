"""The write path (verdicts -> bitemporal fact rows) against the real database."""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta

from companion.model import ConfirmedBy, FactStatus, Origin, Outcome, UserId
from companion.store import fact_queries as q
from companion.store.database import Conn, Database
from companion.store.fact_plan import WritePolicy
from companion.store.facts import apply_verdicts
from tests.store.fact_helpers import make_session, verdict, write

T0 = datetime(2024, 3, 1, 9, 0, tzinfo=UTC)


async def _rows(conn: Conn, table: str) -> list[dict[str, object]]:
    cur = await conn.execute(f"SELECT * FROM {table} ORDER BY 1, 2")  # fixed table names, never input
    return list(await cur.fetchall())


async def test_accept_writes_active_fact_with_provenance(db: Database, user_id: UserId) -> None:
    """An accepted candidate becomes an active fact with its message, quote, span, score and dates."""
    t = await make_session(db, user_id, [("assistant", "Hi!"), ("user", "I work at Acme since May")], T0)
    v = verdict(Outcome.ACCEPT, "User works at Acme", index=1, quote="I work at Acme", slot="work.employer")
    async with db.user(user_id) as conn:
        report = await write(conn, user_id, t, [v])
        (fact,) = await q.active_facts(conn)
        events = await q.fact_events(conn)
    assert report.accepted == [fact.id] == report.fact_ids
    assert fact.status is FactStatus.ACTIVE
    assert fact.confirmed_by is ConfirmedBy.VALIDATOR
    assert fact.source_message_id == t.messages[1].id
    assert (fact.quote, fact.quote_start, fact.quote_end, fact.match_score) == ("I work at Acme", 0, 14, 1.0)
    assert fact.valid_from == T0  # no resolved date: the message time
    assert fact.session_id == t.session_id
    assert [(e.event, e.actor) for e in events] == [("accepted", "validator")]
    assert events[0].detail["quote"] == "I work at Acme"


async def test_resolved_date_sets_valid_from(db: Database, user_id: UserId) -> None:
    """A verdict's resolved date, not the message time, opens the fact's valid interval."""
    t = await make_session(db, user_id, [("user", "I moved to Lyon in 2019")], T0)
    v = verdict(Outcome.ACCEPT, "User moved to Lyon in 2019", valid_from=date(2019, 1, 1))
    async with db.user(user_id) as conn:
        await write(conn, user_id, t, [v])
        (fact,) = await q.active_facts(conn)
    assert fact.valid_from == datetime(2019, 1, 1, tzinfo=UTC)


async def test_reinforce_counts_a_mention_without_a_new_row(db: Database, user_id: UserId) -> None:
    """A reinforcement bumps mention_count and last_confirmed_at, logs an event, and adds no version."""
    t1 = await make_session(db, user_id, [("user", "I love hiking")], T0)
    later = T0 + timedelta(days=30)
    t2 = await make_session(db, user_id, [("user", "hiking is my favourite")], later)
    async with db.user(user_id) as conn:
        r1 = await write(conn, user_id, t1, [verdict(Outcome.ACCEPT, "User loves hiking")])
        fid = r1.accepted[0]
        v = verdict(Outcome.REINFORCE, "User loves hiking", quote="hiking is my favourite", related=fid)
        r2 = await write(conn, user_id, t2, [v])
        hist = await q.history(conn, fid)
    assert r2.reinforced == [fid]
    assert len(hist.versions) == 1
    assert hist.versions[0].mention_count == 2
    assert hist.versions[0].last_confirmed_at == later
    assert [e.event for e in hist.events] == ["accepted", "reinforced"]


async def test_pending_links_the_fact_it_would_replace(db: Database, user_id: UserId) -> None:
    """A pending slot conflict is stored pending with `supersedes` naming the active fact, which stays."""
    t1 = await make_session(db, user_id, [("user", "I live in Paris")], T0)
    t2 = await make_session(db, user_id, [("user", "I live in Berlin maybe")], T0 + timedelta(days=3))
    async with db.user(user_id) as conn:
        r1 = await write(
            conn, user_id, t1, [verdict(Outcome.ACCEPT, "User lives in Paris", slot="home.city")]
        )
        old = r1.accepted[0]
        v = verdict(Outcome.PENDING, "User lives in Berlin", slot="home.city", related=old)
        r2 = await write(conn, user_id, t2, [v])
        (pending,) = await q.facts_by_status(conn, FactStatus.PENDING)
        actives = await q.active_facts(conn)
    assert r2.pending == [pending.id]
    assert pending.supersedes == old
    assert pending.confirmed_by is None
    assert [f.id for f in actives] == [old]


async def test_explicit_correction_supersedes_automatically(db: Database, user_id: UserId) -> None:
    """An accepted correction naming the old fact retires it: valid_to = new valid_from, superseded_by."""
    t1 = await make_session(db, user_id, [("user", "my employer is Acme")], T0)
    t2 = await make_session(db, user_id, [("user", "actually I now work at Globex")], T0 + timedelta(days=9))
    async with db.user(user_id) as conn:
        old = (
            await write(
                conn, user_id, t1, [verdict(Outcome.ACCEPT, "User works at Acme", slot="work.employer")]
            )
        ).accepted[0]
        v = verdict(Outcome.ACCEPT, "User works at Globex", slot="work.employer", related=old)
        report = await write(conn, user_id, t2, [v])
        hist = await q.history(conn, "work.employer")
        (active,) = await q.active_facts(conn)
    new = report.accepted[0]
    assert report.superseded == [old]
    assert active.id == new
    retired = next(f for f in hist.versions if f.id == old and f.expired_at is None)
    assert retired.status is FactStatus.RETIRED
    assert retired.status_reason == "superseded"
    assert retired.superseded_by == new
    assert retired.valid_to == active.valid_from
    assert len([f for f in hist.versions if f.id == old]) == 2  # nothing deleted: the old version stays
    assert {e.event for e in hist.events} == {"accepted", "superseded"}


async def test_unlinked_accept_into_held_slot_waits_for_review(db: Database, user_id: UserId) -> None:
    """An accept into a slot held by another active fact (not named by the validator) becomes pending."""
    t1 = await make_session(db, user_id, [("user", "my dog is Rex")], T0)
    t2 = await make_session(db, user_id, [("user", "my dog is Fido")], T0 + timedelta(days=1))
    async with db.user(user_id) as conn:
        first = await write(
            conn, user_id, t1, [verdict(Outcome.ACCEPT, "User's dog is Rex", slot="pets.dog.name")]
        )
        second = await write(
            conn, user_id, t2, [verdict(Outcome.ACCEPT, "User's dog is Fido", slot="pets.dog.name")]
        )
    assert second.accepted == []
    assert len(second.pending) == 1
    async with db.user(user_id) as conn:
        (pending,) = await q.facts_by_status(conn, FactStatus.PENDING)
    assert pending.supersedes == first.accepted[0]


async def test_policy_can_require_review_for_corrections(db: Database, user_id: UserId) -> None:
    """With auto_supersede off, an explicit correction waits as pending instead of superseding."""
    t1 = await make_session(db, user_id, [("user", "I am 40")], T0)
    t2 = await make_session(db, user_id, [("user", "I am 41 now")], T0 + timedelta(days=400))
    policy = WritePolicy(auto_supersede=False)
    async with db.user(user_id) as conn:
        old = (
            await write(conn, user_id, t1, [verdict(Outcome.ACCEPT, "User is 40", slot="identity.age")])
        ).accepted[0]
        v = verdict(Outcome.ACCEPT, "User is 41", slot="identity.age", related=old)
        report = await write(conn, user_id, t2, [v], policy=policy)
    assert report.superseded == []
    assert len(report.pending) == 1


async def test_same_session_twice_writes_nothing_new(db: Database, user_id: UserId) -> None:
    """Re-applying a session's verdicts leaves exactly the same fact rows and events (W5)."""
    t1 = await make_session(db, user_id, [("user", "I am Dana")], T0)
    turns = [("user", "I live in Oslo"), ("user", "I love hiking"), ("user", "I might move to Rome")]
    t2 = await make_session(db, user_id, turns, T0 + timedelta(days=5))  # type: ignore[arg-type]
    async with db.user(user_id) as conn:
        base = await write(
            conn,
            user_id,
            t1,
            [
                verdict(Outcome.ACCEPT, "User is Dana", slot="identity.name"),
                verdict(Outcome.ACCEPT, "User loves hiking"),
            ],
        )
    hiking = base.accepted[1]
    verdicts = [
        verdict(Outcome.ACCEPT, "User lives in Oslo", index=0, slot="home.city"),
        verdict(Outcome.REINFORCE, "User loves hiking", index=1, related=hiking),
        verdict(Outcome.PENDING, "User may move to Rome", index=2),
        verdict(Outcome.REJECT, "User hates Rome", index=2),
    ]
    snapshots = []
    for _ in range(3):
        async with db.user(user_id) as conn:
            report = await write(conn, user_id, t2, verdicts)
            snapshots.append((await _rows(conn, "facts"), await _rows(conn, "fact_events"), report.fact_ids))
    assert snapshots[0] == snapshots[1] == snapshots[2]
    facts, events, _ = snapshots[0]
    assert len(facts) == 4
    assert len(events) == 5
    assert next(f for f in facts if f["id"] == hiking)["mention_count"] == 2


async def test_tombstoned_wording_is_never_written(db: Database, user_id: UserId) -> None:
    """Even if a verdict slips through, a candidate matching a rejected fact's hash writes nothing (W7)."""
    from companion.store import review

    t1 = await make_session(db, user_id, [("user", "I smoke")], T0)
    t2 = await make_session(db, user_id, [("user", "I smoke, I said")], T0 + timedelta(days=1))
    async with db.user(user_id) as conn:
        r1 = await write(conn, user_id, t1, [verdict(Outcome.ACCEPT, "User smokes")])
        await review.reject(conn, r1.accepted[0])
        r2 = await write(conn, user_id, t2, [verdict(Outcome.ACCEPT, "user SMOKES.")])
        assert await q.active_facts(conn) == []
    assert r2.skipped == [(0, "tombstoned")]
    assert r2.fact_ids == [None]


async def test_pruning_beyond_cap_spares_important_and_explicit(db: Database, user_id: UserId) -> None:
    """Above the cap the least important, oldest extracted facts retire as pruned; 4-5 and explicit stay."""
    turns = [("user", f"statement number {i}") for i in range(8)]
    t = await make_session(db, user_id, turns, T0)  # type: ignore[arg-type]
    importance = [5, 4, 1, 2, 3, 1, 5, 2]
    verdicts = [
        verdict(Outcome.ACCEPT, f"User fact {i}", index=i, importance=imp) for i, imp in enumerate(importance)
    ]
    verdicts.append(
        verdict(Outcome.ACCEPT, "User said remember this", index=7, importance=3, origin=Origin.EXPLICIT)
    )
    async with db.user(user_id) as conn:
        report = await write(conn, user_id, t, verdicts, policy=WritePolicy(active_cap=3))
        active = await q.active_facts(conn)
        pruned = await q.facts_by_status(conn, FactStatus.RETIRED)
        events = [e for e in await q.fact_events(conn) if e.event == "pruned"]
    texts = {f.text for f in active}
    # 8 extracted facts, cap 3 -> 5 must go, but only the 5 with importance <= 3 are eligible.
    assert {f.text for f in pruned} == {
        "User fact 2",
        "User fact 3",
        "User fact 4",
        "User fact 5",
        "User fact 7",
    }
    assert texts == {"User fact 0", "User fact 1", "User fact 6", "User said remember this"}
    assert all(f.status_reason == "pruned" and f.valid_to is None for f in pruned)
    assert len(report.pruned) == len(events) == 5
    assert all(e.actor == "system" for e in events)


async def test_run_id_links_candidates_to_facts(db: Database, user_id: UserId) -> None:
    """With a run id, each recorded candidate row points at the fact it produced."""
    from companion.store import extraction_runs as runs

    t = await make_session(db, user_id, [("user", "I play chess")], T0)
    v = verdict(Outcome.ACCEPT, "User plays chess")
    async with db.user(user_id) as conn:
        assert t.session_id is not None
        assert v.candidate is not None
        run = await runs.start_run(conn, t.session_id, proposer="replay")
        await runs.record_candidates(conn, run, [v.candidate], [v])
        report = await write(conn, user_id, t, [v], run_id=run)
        cur = await conn.execute("SELECT fact_id FROM extraction_candidates WHERE run_id = %s", [run])
        row = await cur.fetchone()
    assert row is not None
    assert row["fact_id"] == report.accepted[0]


async def test_replay_is_exact_whatever_the_verdict_order(db: Database, user_id: UserId) -> None:
    """A session whose verdicts depend on each other (a mention before the fact) replays to the same rows."""
    t1 = await make_session(db, user_id, [("user", "I live in Oslo")], T0)
    turns = [("user", "I love skiing"), ("user", "skiing is my thing")]
    t2 = await make_session(db, user_id, turns, T0 + timedelta(days=1))  # type: ignore[arg-type]
    async with db.user(user_id) as conn:
        base = await apply_verdicts(
            conn, user_id=user_id, transcript=t1, verdicts=[verdict(Outcome.ACCEPT, "User lives in Oslo")]
        )
    verdicts = [
        verdict(Outcome.REINFORCE, "User loves skiing", index=1, related=base.accepted[0]),
        verdict(Outcome.ACCEPT, "User loves skiing", index=0),
    ]
    seen = []
    for _ in range(2):
        async with db.user(user_id) as conn:
            report = await apply_verdicts(conn, user_id=user_id, transcript=t2, verdicts=verdicts)
            seen.append((await _rows(conn, "facts"), await _rows(conn, "fact_events"), report.fact_ids))
    assert seen[0] == seen[1]
    assert report.replayed == [f for f in report.fact_ids if f is not None]
