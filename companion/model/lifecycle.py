"""The fact lifecycle: every change of belief as a pure function that returns the writes it needs.

    (validator) accept ──> active ─┬─ supersede ──> retired   (a newer fact holds the slot)
                        └> pending │  prune ──────> retired   (W8, the system)
    (user)   pending ── confirm ──> active  (the fact it conflicts with is superseded)
             pending/active ── edit ──> retired, and a user_edit fact that supersedes it
             pending/active/retired ── reject ──> rejected (a tombstone: never learned again)
             any ── forget ──> rejected, its words redacted in every version (the only rewrite)

No database, no clock, no randomness beyond fresh version ids: the author and the time come in
an `Author`, the facts as the store last read them. Each transition returns `Op`s in the order
they must be written; `store/facts.py` executes them. Both writers decide through here: the
validator's session writes (`store/fact_plan.py`) and the user's review (`store/review.py`), so a
transition such as supersession is written once.

A change of belief never edits a version: it expires the current one and inserts the next
(`NewVersion`); history is only rewritten by `forget` (and by erasing the user).
"""

from __future__ import annotations

import dataclasses
import uuid
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from companion.errors import ReviewError
from companion.model import (
    Category,
    ConfirmedBy,
    Fact,
    FactId,
    FactStatus,
    Origin,
    SessionId,
    UserId,
    fact_text_hash,
)

__all__ = [
    "NAMESPACE",
    "Author",
    "EventRow",
    "InsertFact",
    "LinkCandidate",
    "NewVersion",
    "Op",
    "Redact",
    "Reinforce",
    "accept",
    "change",
    "checked_edit_text",
    "confirm",
    "edit",
    "event_uuid",
    "fact_uuid",
    "forget",
    "reinforce",
    "reject",
    "require",
    "retire_pruned",
    "rivals_of",
    "supersede",
]

# Fixed forever: deterministic ids are what make a re-run of a session a no-op (W5).
NAMESPACE = uuid.UUID("6f1c2b0e-5d7a-4c1e-9a53-0f3e8d2c7b41")


def fact_uuid(user_id: str, session_id: uuid.UUID, message_index: int, text_hash: str) -> FactId:
    """The id a fact gets when first learned from (user, session, message, wording)."""
    return FactId(
        uuid.uuid5(NAMESPACE, f"fact\x1f{user_id}\x1f{session_id}\x1f{message_index}\x1f{text_hash}")
    )


def event_uuid(user_id: str, key: str) -> uuid.UUID:
    """The id of an event with an idempotency key, so a replay collides instead of duplicating."""
    return uuid.uuid5(NAMESPACE, f"event\x1f{user_id}\x1f{key}")


# -- operations: what the store executes ---------------------------------------------------------


@dataclass(frozen=True, slots=True)
class EventRow:
    id: uuid.UUID
    fact_id: FactId
    event: str
    actor: str
    at: datetime
    session_id: uuid.UUID | None = None
    reason: str | None = None
    detail: Mapping[str, Any] = field(default_factory=dict)
    idempotency_key: str | None = None


@dataclass(frozen=True, slots=True)
class InsertFact:
    """A brand-new fact's first version."""

    fact: Fact
    text_hash: str


@dataclass(frozen=True, slots=True)
class NewVersion:
    """Expire `old` (a current version) and insert its successor with these belief columns."""

    old: Fact
    version_id: uuid.UUID
    status: FactStatus
    status_reason: str | None
    confirmed_by: ConfirmedBy | None
    valid_to: datetime | None
    superseded_by: FactId | None
    supersedes: FactId | None
    last_confirmed_at: datetime | None


@dataclass(frozen=True, slots=True)
class Reinforce:
    """One more mention of an existing fact; a no-op when the event's key was already written."""

    fact_id: FactId
    at: datetime
    event: EventRow


@dataclass(frozen=True, slots=True)
class LinkCandidate:
    """Point extraction_candidates row (run, idx) at the fact it produced."""

    run_id: uuid.UUID
    idx: int
    fact_id: FactId


@dataclass(frozen=True, slots=True)
class Redact:
    """Blank a fact's words in every version row, its events' details and its extraction
    candidates (forget): the one operation that rewrites history in place."""

    fact: Fact


Op = InsertFact | NewVersion | EventRow | Reinforce | LinkCandidate | Redact


_KEEP: Any = object()


def change(
    old: Fact,
    status: FactStatus,
    *,
    status_reason: str | None = None,
    confirmed_by: ConfirmedBy | None = _KEEP,
    valid_to: datetime | None = _KEEP,
    superseded_by: FactId | None = _KEEP,
    supersedes: FactId | None = _KEEP,
    last_confirmed_at: datetime | None = _KEEP,
) -> NewVersion:
    """The next version of `old`: the given columns changed, everything else carried over."""

    def pick(value: Any, current: Any) -> Any:
        return current if value is _KEEP else value

    return NewVersion(
        old=old,
        version_id=uuid.uuid4(),
        status=status,
        status_reason=status_reason,
        confirmed_by=pick(confirmed_by, old.confirmed_by),
        valid_to=pick(valid_to, old.valid_to),
        superseded_by=pick(superseded_by, old.superseded_by),
        supersedes=pick(supersedes, old.supersedes),
        last_confirmed_at=pick(last_confirmed_at, old.last_confirmed_at),
    )


@dataclass(frozen=True, slots=True)
class Author:
    """Who makes a transition, and when.

    actor: "validator" (a session's writes), "user" (review) or "system" (pruning).
    session_id: the session being processed, recorded on every event; None records each event
        under the session its fact was learned in (review happens outside any session).
    keyed: events get idempotency keys (and ids derived from them), so a replayed session
        collides with what it wrote before instead of writing it twice (W5).
    """

    user_id: UserId
    actor: str
    at: datetime
    session_id: SessionId | None = None
    keyed: bool = False

    def event(
        self,
        fact: Fact,
        event: str,
        key: str | None = None,
        *,
        reason: str | None = None,
        detail: Mapping[str, Any] | None = None,
    ) -> EventRow:
        key = key if self.keyed else None
        return EventRow(
            id=uuid.uuid4() if key is None else event_uuid(self.user_id, key),
            fact_id=fact.id,
            event=event,
            actor=self.actor,
            at=self.at,
            session_id=fact.session_id if self.session_id is None else self.session_id,
            reason=reason,
            detail={} if detail is None else detail,
            idempotency_key=key,
        )


# -- the validator's transitions (a session's writes) ---------------------------------------------


def supersede(old: Fact, new: Fact, by: Author) -> list[Op]:
    """Retire `old` in favour of `new`: it stops being valid when `new` starts (never before it
    started). Written before `new` takes the slot, so one active fact per slot holds throughout."""
    valid_to = max(old.valid_from, new.valid_from)
    return [
        change(old, FactStatus.RETIRED, status_reason="superseded", valid_to=valid_to, superseded_by=new.id),
        by.event(old, "superseded", f"superseded:{old.id}:{new.id}", detail={"superseded_by": str(new.id)}),
    ]


def accept(
    fact: Fact,
    text_hash: str,
    by: Author,
    *,
    replaces: Fact | None,
    reason: str | None,
    detail: Mapping[str, Any],
) -> list[Op]:
    """Learn a new fact (W1, W3): active, superseding `replaces` (W4), or pending for the user."""
    active = fact.status is FactStatus.ACTIVE
    ops = supersede(replaces, fact, by) if active and replaces is not None else []
    event = "accepted" if active else "pending"
    ops.append(InsertFact(fact, text_hash))
    ops.append(by.event(fact, event, f"{event}:{fact.id}", reason=reason, detail=detail))
    return ops


def reinforce(
    target: Fact, by: Author, *, index: int, said_at: datetime, detail: Mapping[str, Any]
) -> list[Op]:
    """W2: one more mention of `target` (message `index` of the session); no new version."""
    key = f"reinforced:{by.session_id}:{index}:{target.id}"
    return [Reinforce(target.id, said_at, by.event(target, "reinforced", key, detail=detail))]


def retire_pruned(fact: Fact, by: Author) -> list[Op]:
    """W8: retire an active fact to keep the user under the soft cap (the system's doing)."""
    system = dataclasses.replace(by, actor="system")
    return [
        change(fact, FactStatus.RETIRED, status_reason="pruned"),
        system.event(fact, "pruned", reason="pruned"),
    ]


# -- the user's transitions (review) ----------------------------------------------------------------

# Which states each review transition starts from.
_ALLOWED: dict[str, frozenset[FactStatus]] = {
    "confirm": frozenset({FactStatus.PENDING}),
    "reject": frozenset({FactStatus.PENDING, FactStatus.ACTIVE, FactStatus.RETIRED}),
    "edit": frozenset({FactStatus.PENDING, FactStatus.ACTIVE}),
    "forget": frozenset(FactStatus),
}


def require(fact: Fact, action: str) -> None:
    """ReviewError unless `action` may start from the fact's current state."""
    if fact.status not in _ALLOWED[action]:
        raise ReviewError(f"cannot {action} fact {fact.id}: it is {fact.status.value}")
    if action == "forget" and fact.status_reason == "forgotten":
        raise ReviewError(f"fact {fact.id} is already forgotten")


def rivals_of(fact: Fact, actives: Iterable[Fact]) -> list[Fact]:
    """The active facts `fact` replaces when it becomes active: the one it names first, then its
    slot's holder if that is another (only one fact may hold a slot)."""
    by_id = {f.id: f for f in actives if f.id != fact.id}
    named = by_id.get(fact.supersedes) if fact.supersedes is not None else None
    holder = None if fact.slot is None else next((f for f in by_id.values() if f.slot == fact.slot), None)
    rivals = [] if named is None else [named]
    if holder is not None and (named is None or holder.id != named.id):
        rivals.append(holder)
    return rivals


def confirm(fact: Fact, rivals: Sequence[Fact], by: Author) -> list[Op]:
    """Activate a pending fact (confirmed by the user), superseding its `rivals` (`rivals_of`)."""
    ops = [op for rival in rivals for op in supersede(rival, fact, by)]
    first = rivals[0].id if rivals else None
    ops.append(
        change(
            fact, FactStatus.ACTIVE, confirmed_by=ConfirmedBy.USER, last_confirmed_at=by.at, supersedes=first
        )
    )
    ops.append(by.event(fact, "confirmed", detail={"supersedes": None if first is None else str(first)}))
    return ops


def reject(fact: Fact, by: Author) -> list[Op]:
    """Turn a fact into a tombstone: it leaves every belief query and is never learned again (W7)."""
    return [
        change(fact, FactStatus.REJECTED, status_reason="rejected_by_user"),
        by.event(fact, "rejected_by_user", detail={"was": fact.status.value}),
    ]


def checked_edit_text(new_text: str, importance: int | None) -> str:
    """The edited wording, stripped; ReviewError for an empty or oversized text or a bad importance."""
    text = new_text.strip()
    if not 1 <= len(text) <= 2000:
        raise ReviewError(f"an edited fact needs 1-2000 characters, got {len(text)}")
    if importance is not None and not 1 <= importance <= 5:
        raise ReviewError(f"importance must be 1-5, not {importance}")
    return text


def edit(
    old: Fact,
    text: str,
    by: Author,
    *,
    rivals: Sequence[Fact],
    category: Category | None = None,
    importance: int | None = None,
    valid_from: datetime | None = None,
) -> tuple[Fact, list[Op]]:
    """Replace a pending or active fact by a user-authored one (origin user_edit) that supersedes
    it, and the `rivals` of a pending fact (`rivals_of`). Returns the new fact and the writes.

    The new fact is true from the old one's valid_from unless told otherwise. An edited pending
    fact was never believed: its interval closes where it opened."""
    new = Fact(
        id=FactId(uuid.uuid4()),
        user_id=old.user_id,
        text=text,
        category=category or old.category,
        slot=old.slot,
        importance=importance or old.importance,
        origin=Origin.USER_EDIT,
        status=FactStatus.ACTIVE,
        confirmed_by=ConfirmedBy.USER,
        valid_from=valid_from or old.valid_from,
        valid_to=None,
        recorded_at=by.at,
        expired_at=None,
        session_id=old.session_id,
        source_message_id=old.source_message_id,
        last_confirmed_at=by.at,
        version_id=uuid.uuid4(),
        supersedes=old.id,
    )
    # The slot's holder (and the old fact itself) retire before the new fact takes the slot.
    ops = [op for rival in rivals for op in supersede(rival, new, by)]
    valid_to = old.valid_from if old.status is FactStatus.PENDING else max(old.valid_from, new.valid_from)
    ops.append(
        change(old, FactStatus.RETIRED, status_reason="edited", valid_to=valid_to, superseded_by=new.id)
    )
    ops.append(InsertFact(new, fact_text_hash(new.text)))
    ops.append(by.event(old, "edited", detail={"replaced_by": str(new.id)}))
    ops.append(by.event(new, "edited", detail={"edited_from": str(old.id)}))
    return new, ops


def forget(fact: Fact, by: Author) -> list[Op]:
    """Redact the fact's words everywhere they are kept and keep only its hash, as a tombstone.
    Every version is redacted, not just the current one: known_at() must not read the words back."""
    redacted = fact.model_copy(update={"text": "", "quote": None})
    return [
        Redact(fact),
        change(redacted, FactStatus.REJECTED, status_reason="forgotten"),
        by.event(fact, "forgotten", detail={"was": fact.status.value}),
    ]
