"""The fact lifecycle on plain values: each transition's writes, and invariants over any sequence.

The property tests run the writes on `Ledger`, a list of version rows that does what the SQL in
`store/facts.py` does (expire and insert, insert, count a mention, redact), so the invariants the
database relies on are checked without one.
"""

from __future__ import annotations

import uuid
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from companion.errors import ReviewError
from companion.model import (
    Category,
    ConfirmedBy,
    Fact,
    FactId,
    FactStatus,
    Message,
    Origin,
    Outcome,
    SessionId,
    Transcript,
    UserId,
    fact_text_hash,
    lifecycle,
)
from companion.model.lifecycle import (
    Author,
    EventRow,
    InsertFact,
    LinkCandidate,
    NewVersion,
    Op,
    Redact,
    Reinforce,
)
from companion.store.fact_plan import WritePolicy, plan_writes
from tests.store.fact_helpers import verdict

USER = UserId("u")
T0 = datetime(2026, 1, 1, tzinfo=UTC)
SESSION = SessionId(uuid.UUID(int=5))


def _fact(
    n: int,
    *,
    status: FactStatus = FactStatus.ACTIVE,
    slot: str | None = "work.employer",
    valid_from: datetime = T0,
    supersedes: FactId | None = None,
) -> Fact:
    return Fact(
        id=FactId(uuid.UUID(int=n)),
        user_id=USER,
        text=f"fact {n}",
        category=Category.WORK,
        slot=slot,
        importance=3,
        origin=Origin.EXTRACTED,
        status=status,
        confirmed_by=ConfirmedBy.VALIDATOR if status is FactStatus.ACTIVE else None,
        valid_from=valid_from,
        valid_to=None,
        recorded_at=T0,
        expired_at=None,
        session_id=SessionId(uuid.UUID(int=100 + n)),
        quote=f"quote {n}",
        version_id=uuid.UUID(int=1000 + n),
        supersedes=supersedes,
    )


USER_NOW = Author(USER, "user", T0 + timedelta(days=3))
VALIDATOR = Author(USER, "validator", T0 + timedelta(days=2), SESSION, keyed=True)


def _kinds(ops: Sequence[Op]) -> list[str]:
    return [
        f"{type(op).__name__}:{op.event if isinstance(op, EventRow) else getattr(op, 'status', '')}"
        for op in ops
    ]


# -- each transition -------------------------------------------------------------------------------


def test_supersede_retires_the_old_fact_when_the_new_one_starts() -> None:
    """The old fact is retired (superseded, valid_to = the new valid_from, superseded_by) and logged."""
    old, new = _fact(1), _fact(2, valid_from=T0 + timedelta(days=9))
    retire, event = lifecycle.supersede(old, new, USER_NOW)
    assert isinstance(retire, NewVersion)
    assert isinstance(event, EventRow)
    assert (retire.old, retire.status, retire.status_reason) == (old, FactStatus.RETIRED, "superseded")
    assert (retire.valid_to, retire.superseded_by) == (new.valid_from, new.id)
    assert (event.fact_id, event.event, event.actor) == (old.id, "superseded", "user")
    assert event.detail == {"superseded_by": str(new.id)}


def test_supersede_never_ends_a_fact_before_it_started() -> None:
    """A replacement dated earlier than the old fact closes the old interval where it opened."""
    old, new = _fact(1, valid_from=T0 + timedelta(days=9)), _fact(2)
    retire = lifecycle.supersede(old, new, USER_NOW)[0]
    assert isinstance(retire, NewVersion)
    assert retire.valid_to == old.valid_from


def test_accept_active_supersedes_then_inserts_with_keyed_events() -> None:
    """W1/W4: the replaced fact retires before the new one is inserted; events carry replay keys."""
    old, new = _fact(1), _fact(2)
    ops = lifecycle.accept(new, "h", VALIDATOR, replaces=old, reason="quote_exact", detail={"q": 1})
    assert _kinds(ops) == [
        "NewVersion:retired",
        "EventRow:superseded",
        "InsertFact:",
        "EventRow:accepted",
    ]
    events = [op for op in ops if isinstance(op, EventRow)]
    assert [e.idempotency_key for e in events] == [f"superseded:{old.id}:{new.id}", f"accepted:{new.id}"]
    assert all(e.session_id == SESSION and e.actor == "validator" for e in events)
    assert events[1].reason == "quote_exact"
    assert events[1].detail == {"q": 1}
    again = lifecycle.accept(new, "h", VALIDATOR, replaces=old, reason="quote_exact", detail={"q": 1})
    assert [op.id for op in again if isinstance(op, EventRow)] == [e.id for e in events]


def test_accept_pending_replaces_nothing_yet() -> None:
    """W3: a pending fact is inserted and logged; the fact it would replace stays active."""
    pending = _fact(2, status=FactStatus.PENDING)
    ops = lifecycle.accept(pending, "h", VALIDATOR, replaces=_fact(1), reason=None, detail={})
    assert _kinds(ops) == ["InsertFact:", "EventRow:pending"]


def test_reinforce_is_a_mention_with_a_key_per_message() -> None:
    """W2: a mention writes no version; its key names the session and message, so a replay is a no-op."""
    (op,) = lifecycle.reinforce(_fact(1), VALIDATOR, index=4, said_at=T0, detail={})
    assert isinstance(op, Reinforce)
    assert (op.fact_id, op.at) == (_fact(1).id, T0)
    assert op.event.idempotency_key == f"reinforced:{SESSION}:4:{_fact(1).id}"


def test_prune_is_the_systems_doing() -> None:
    """W8: a pruned fact is retired with reason pruned, logged by the system, without a key."""
    retire, event = lifecycle.retire_pruned(_fact(1), VALIDATOR)
    assert isinstance(retire, NewVersion)
    assert isinstance(event, EventRow)
    assert (retire.status, retire.status_reason) == (FactStatus.RETIRED, "pruned")
    assert (event.actor, event.reason, event.idempotency_key) == ("system", "pruned", None)


def test_confirm_supersedes_the_holder_and_activates_by_the_user() -> None:
    """Confirming retires the rival first, then activates the fact (confirmed by the user, now)."""
    holder, pending = _fact(1), _fact(2, status=FactStatus.PENDING)
    ops = lifecycle.confirm(pending, [holder], USER_NOW)
    assert _kinds(ops) == [
        "NewVersion:retired",
        "EventRow:superseded",
        "NewVersion:active",
        "EventRow:confirmed",
    ]
    activate, confirmed = ops[2], ops[3]
    assert isinstance(activate, NewVersion)
    assert isinstance(confirmed, EventRow)
    assert activate.confirmed_by is ConfirmedBy.USER
    assert activate.last_confirmed_at == USER_NOW.at
    assert activate.supersedes == holder.id
    assert confirmed.detail == {"supersedes": str(holder.id)}
    # Review happens outside any session: each event is filed under its own fact's session.
    assert [e.session_id for e in ops if isinstance(e, EventRow)] == [holder.session_id, pending.session_id]
    assert all(e.idempotency_key is None for e in ops if isinstance(e, EventRow))


def test_confirm_without_a_rival_only_activates() -> None:
    ops = lifecycle.confirm(_fact(2, status=FactStatus.PENDING), [], USER_NOW)
    assert _kinds(ops) == ["NewVersion:active", "EventRow:confirmed"]
    assert isinstance(ops[1], EventRow)
    assert ops[1].detail == {"supersedes": None}


def test_rivals_are_the_named_fact_and_the_slots_holder() -> None:
    """A pending fact's rivals: the active fact it names, and the active fact in its slot if that is
    another one (confirming only the named one would leave two active facts in the slot)."""
    a, b = _fact(1, slot=None), _fact(2)
    pending = _fact(3, status=FactStatus.PENDING)
    assert lifecycle.rivals_of(pending.model_copy(update={"supersedes": a.id}), [a, b]) == [a, b]
    assert lifecycle.rivals_of(pending.model_copy(update={"supersedes": b.id}), [a, b]) == [b]
    assert lifecycle.rivals_of(pending, [a, b]) == [b]
    assert lifecycle.rivals_of(pending.model_copy(update={"slot": "home.city"}), [a, b]) == []
    assert lifecycle.rivals_of(b, [a, b]) == []  # never its own rival


def test_confirm_supersedes_every_rival() -> None:
    """With two rivals both retire before the fact is activated; it names the first."""
    a, b, pending = _fact(1, slot=None), _fact(2), _fact(3, status=FactStatus.PENDING)
    ops = lifecycle.confirm(pending, [a, b], USER_NOW)
    retired = [op.old.id for op in ops if isinstance(op, NewVersion) and op.status is FactStatus.RETIRED]
    assert retired == [a.id, b.id]
    activate = ops[-2]
    assert isinstance(activate, NewVersion)
    assert activate.supersedes == a.id


def test_reject_makes_a_tombstone_from_any_belief() -> None:
    retire, event = lifecycle.reject(_fact(1), USER_NOW)
    assert isinstance(retire, NewVersion)
    assert isinstance(event, EventRow)
    assert (retire.status, retire.status_reason) == (FactStatus.REJECTED, "rejected_by_user")
    assert (event.event, event.detail) == ("rejected_by_user", {"was": "active"})


def test_edit_of_an_active_fact_replaces_it_by_the_users_words() -> None:
    """The new fact is the user's (user_edit, active, same slot, same start); the old one is retired."""
    old = _fact(1, valid_from=T0 - timedelta(days=30))
    new, ops = lifecycle.edit(old, "User works at Acme Corp", USER_NOW, rivals=[], importance=4)
    assert (new.origin, new.status, new.confirmed_by) == (
        Origin.USER_EDIT,
        FactStatus.ACTIVE,
        ConfirmedBy.USER,
    )
    assert (new.slot, new.valid_from, new.importance, new.supersedes) == (old.slot, old.valid_from, 4, old.id)
    assert _kinds(ops) == [
        "NewVersion:retired",
        "InsertFact:",
        "EventRow:edited",
        "EventRow:edited",
    ]
    retire, insert = ops[0], ops[1]
    assert isinstance(retire, NewVersion)
    assert isinstance(insert, InsertFact)
    assert (retire.status_reason, retire.superseded_by, retire.valid_to) == ("edited", new.id, old.valid_from)
    assert insert.text_hash == fact_text_hash("User works at Acme Corp")


def test_edit_of_a_pending_fact_takes_the_slot_from_its_holder() -> None:
    """The slot's holder is superseded first; the edited pending fact was never true."""
    holder = _fact(1)
    pending = _fact(2, status=FactStatus.PENDING, valid_from=T0 + timedelta(days=1))
    new, ops = lifecycle.edit(pending, "User works at Globex", USER_NOW, rivals=[holder])
    assert _kinds(ops)[:3] == [
        "NewVersion:retired",
        "EventRow:superseded",
        "NewVersion:retired",
    ]
    assert isinstance(ops[0], NewVersion)
    assert ops[0].superseded_by == new.id
    assert isinstance(ops[2], NewVersion)
    assert ops[2].valid_to == pending.valid_from


def test_forget_redacts_before_it_writes_the_tombstone() -> None:
    """The words go from every version first; the tombstone version carries no words."""
    fact = _fact(1)
    redact, tomb, event = lifecycle.forget(fact, USER_NOW)
    assert redact == Redact(fact)
    assert isinstance(tomb, NewVersion)
    assert isinstance(event, EventRow)
    assert (tomb.status, tomb.status_reason) == (FactStatus.REJECTED, "forgotten")
    assert (tomb.old.text, tomb.old.quote) == ("", None)
    assert event.detail == {"was": "active"}


@pytest.mark.parametrize(
    ("action", "allowed"),
    [
        ("confirm", {FactStatus.PENDING}),
        ("reject", {FactStatus.PENDING, FactStatus.ACTIVE, FactStatus.RETIRED}),
        ("edit", {FactStatus.PENDING, FactStatus.ACTIVE}),
        ("forget", set(FactStatus)),
    ],
)
def test_each_review_transition_starts_only_from_its_states(action: str, allowed: set[FactStatus]) -> None:
    for status in FactStatus:
        if status in allowed:
            lifecycle.require(_fact(1, status=status), action)
        else:
            with pytest.raises(ReviewError):
                lifecycle.require(_fact(1, status=status), action)


def test_a_forgotten_fact_cannot_be_forgotten_again() -> None:
    gone = _fact(1, status=FactStatus.REJECTED).model_copy(update={"status_reason": "forgotten"})
    with pytest.raises(ReviewError):
        lifecycle.require(gone, "forget")


@pytest.mark.parametrize(("text", "importance"), [("   ", None), ("x" * 2001, None), ("ok", 0), ("ok", 6)])
def test_an_edit_needs_words_and_a_valid_importance(text: str, importance: int | None) -> None:
    with pytest.raises(ReviewError):
        lifecycle.checked_edit_text(text, importance)


def test_an_edit_is_stripped() -> None:
    assert lifecycle.checked_edit_text("  User likes tea \n", 5) == "User likes tea"


# -- invariants over any sequence of transitions ----------------------------------------------------


@dataclass
class Ledger:
    """Every version row ever written, as the SQL in `store/facts.py` writes them."""

    rows: list[Fact] = field(default_factory=list)
    hashes: dict[FactId, str] = field(default_factory=dict)
    events: list[EventRow] = field(default_factory=list)

    def current(self) -> dict[FactId, Fact]:
        return {f.id: f for f in self.rows if f.expired_at is None}

    def apply(self, ops: Sequence[Op], now: datetime) -> None:
        for op in ops:
            if isinstance(op, InsertFact):
                if op.fact.version_id not in {f.version_id for f in self.rows}:  # ON CONFLICT DO NOTHING
                    self.rows.append(op.fact)
                    self.hashes[op.fact.id] = op.text_hash
            elif isinstance(op, NewVersion):
                (i,) = [i for i, f in enumerate(self.rows) if f.version_id == op.old.version_id]
                stored = self.rows[i]
                assert stored.expired_at is None, "a transition was decided on a version no longer current"
                self.rows[i] = stored.model_copy(update={"expired_at": max(now, stored.recorded_at)})
                self.rows.append(
                    stored.model_copy(
                        update={
                            "version_id": op.version_id,
                            "status": op.status,
                            "status_reason": op.status_reason,
                            "confirmed_by": op.confirmed_by,
                            "valid_to": op.valid_to,
                            "superseded_by": op.superseded_by,
                            "supersedes": op.supersedes,
                            "last_confirmed_at": op.last_confirmed_at,
                            "recorded_at": max(now, stored.recorded_at),
                        }
                    )
                )
            elif isinstance(op, Reinforce):
                if op.event.id not in {e.id for e in self.events}:
                    self.events.append(op.event)
                    (i,) = [i for i, f in enumerate(self.rows) if f.id == op.fact_id and f.expired_at is None]
                    f = self.rows[i]
                    last = max(f.last_confirmed_at or op.at, op.at)
                    self.rows[i] = f.model_copy(
                        update={"mention_count": f.mention_count + 1, "last_confirmed_at": last}
                    )
            elif isinstance(op, EventRow):
                if op.id not in {e.id for e in self.events}:
                    self.events.append(op)
            elif isinstance(op, Redact):
                self.rows = [
                    f.model_copy(update={"text": "", "quote": None}) if f.id == op.fact.id else f
                    for f in self.rows
                ]
            else:
                assert isinstance(op, LinkCandidate)


WORDINGS = [f"User works at company {i}" for i in range(4)]
SLOTS = [None, "work.employer", "home.city"]

steps = st.lists(
    st.one_of(
        st.tuples(
            st.just("say"),
            st.sampled_from([Outcome.ACCEPT, Outcome.PENDING, Outcome.REINFORCE]),
            st.integers(0, len(WORDINGS) - 1),
            st.sampled_from(SLOTS),
            st.one_of(st.none(), st.integers(0, 9)),  # the known fact the validator links to
        ),
        st.tuples(
            st.sampled_from(["confirm", "reject", "edit", "forget"]),
            st.integers(0, 9),  # which known fact
            st.integers(0, len(WORDINGS) - 1),  # the edited wording
        ),
    ),
    max_size=14,
)


def _run(ledger: Ledger, step: tuple[object, ...], n: int, cap: int) -> None:
    """Apply one step, as the store would: a session's plan, or one review action."""
    now = T0 + timedelta(hours=n)
    known = list(ledger.current())
    if step[0] == "say":
        _, outcome, wording, slot, link = step
        session = SessionId(uuid.UUID(int=10_000 + n))
        transcript = Transcript(
            messages=(Message(role="user", content="said", timestamp=now),), session_id=session
        )
        related = known[link % len(known)] if isinstance(link, int) and known else None
        plan = plan_writes(
            user_id=USER,
            session_id=session,
            transcript=transcript,
            verdicts=[verdict(outcome, WORDINGS[wording], slot=slot, related=related)],  # type: ignore[arg-type,call-overload]
            current=list(ledger.current().values()),
            hashes=ledger.hashes,
            now=now,
            policy=WritePolicy(active_cap=cap),
        )
        ledger.apply(plan.ops, now)
        return
    action, which, wording = step
    if not known:
        return
    fact = ledger.current()[known[which % len(known)]]  # type: ignore[operator]
    try:
        lifecycle.require(fact, str(action))
    except ReviewError:
        return
    by = Author(USER, "user", now)
    actives = [f for f in ledger.current().values() if f.status is FactStatus.ACTIVE]
    if action == "confirm":
        ops = lifecycle.confirm(fact, lifecycle.rivals_of(fact, actives), by)
    elif action == "reject":
        ops = lifecycle.reject(fact, by)
    elif action == "edit":
        rivals = lifecycle.rivals_of(fact, actives) if fact.status is FactStatus.PENDING else []
        _, ops = lifecycle.edit(fact, f"{WORDINGS[wording]} (edited)", by, rivals=rivals)  # type: ignore[call-overload]
    else:
        ops = lifecycle.forget(fact, by)
    ledger.apply(ops, now)


# A pending fact that names one active fact while another holds its slot: confirming it (or
# editing it) must retire both. Found by this test; too rare to leave to chance.
NAMED_AND_SLOT_HOLDER = [
    ("say", Outcome.ACCEPT, 0, None, None),
    ("say", Outcome.ACCEPT, 1, "work.employer", None),
    ("say", Outcome.ACCEPT, 2, "work.employer", 0),
]


@settings(max_examples=300, deadline=None)
@given(steps, st.integers(1, 6))
@example([*NAMED_AND_SLOT_HOLDER, ("confirm", 2, 0)], 6)
@example([*NAMED_AND_SLOT_HOLDER, ("edit", 2, 3)], 6)
def test_any_sequence_keeps_the_lifecycle_invariants(sequence: list[tuple[object, ...]], cap: int) -> None:
    """After any sequence of sessions and review actions: at most one active fact per slot; no
    version row is ever removed or changes its belief, and words change only by forget; a rejected
    fact stays a tombstone; every fact has exactly one current version."""
    ledger = Ledger()
    tombstones: set[FactId] = set()
    for n, step in enumerate(sequence):
        before = {f.version_id: f for f in ledger.rows}
        _run(ledger, step, n, cap)
        current = ledger.current()
        active_slots = [f.slot for f in current.values() if f.status is FactStatus.ACTIVE and f.slot]
        assert len(active_slots) == len(set(active_slots)), "two active facts in one slot"
        after = {f.version_id: f for f in ledger.rows}
        for version_id, old in before.items():
            assert version_id in after, "a version row was deleted"
            row = after[version_id]
            assert (row.status, row.valid_from, row.valid_to, row.superseded_by) == (
                old.status,
                old.valid_from,
                old.valid_to,
                old.superseded_by,
            ), "a version's belief was edited in place"
            if row.text != old.text:
                assert current[row.id].status_reason == "forgotten", "words changed without forget"
        assert len(current) == len({f.id for f in ledger.rows}), "a fact without exactly one current version"
        for fact_id in tombstones:
            assert current[fact_id].status is FactStatus.REJECTED, "a tombstone came back"
        tombstones |= {f.id for f in current.values() if f.status is FactStatus.REJECTED}
