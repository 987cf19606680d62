"""Deciding the writes for one processed session: a pure function, no database, no clock.

`plan_writes` takes the verdicts, the transcript, the user's current fact versions (a snapshot
read under the per-user lock) and the transaction time, and returns the ordered writes plus a
report. `companion.store.facts` executes them. Keeping the decisions pure makes the rules
(W1-W8 in `companion.store.facts`) testable with plain values and property tests.
"""

from __future__ import annotations

import uuid
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, date, datetime, time
from enum import Enum
from typing import Any

from companion.model import (
    Candidate,
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
    Verdict,
    fact_text_hash,
    lifecycle,
)
from companion.model.lifecycle import InsertFact, LinkCandidate, NewVersion, Op, Reinforce, fact_uuid

__all__ = [
    "Plan",
    "WritePolicy",
    "WriteReport",
    "plan_writes",
    "prune",
]


@dataclass(frozen=True, slots=True)
class WritePolicy:
    """Tunables of the write path.

    active_cap: soft cap on active extracted facts per user (Settings.active_fact_cap).
    auto_supersede: an accepted explicit correction (accept + related_fact_id) supersedes at once;
        when False it waits as pending for the user.
    prune_max_importance: only facts at or below this importance are ever pruned (never 5).
    """

    active_cap: int = 150
    auto_supersede: bool = True
    prune_max_importance: int = 3

    def __post_init__(self) -> None:
        if self.active_cap < 0:
            raise ValueError(f"active_cap must be >= 0, not {self.active_cap}")
        if not 1 <= self.prune_max_importance <= 4:
            raise ValueError("prune_max_importance must be 1-4: importance 5 is never pruned")


@dataclass(slots=True)
class WriteReport:
    """What one application of a session's verdicts did. fact_ids[i] belongs to verdicts[i]."""

    fact_ids: list[FactId | None] = field(default_factory=list)
    accepted: list[FactId] = field(default_factory=list)
    pending: list[FactId] = field(default_factory=list)
    reinforced: list[FactId] = field(default_factory=list)
    superseded: list[FactId] = field(default_factory=list)
    pruned: list[FactId] = field(default_factory=list)
    replayed: list[FactId] = field(default_factory=list)  # already written by an earlier run
    skipped: list[tuple[int, str]] = field(default_factory=list)  # (verdict index, why)

    @property
    def wrote_anything(self) -> bool:
        return bool(self.accepted or self.pending or self.reinforced or self.superseded or self.pruned)


@dataclass(frozen=True, slots=True)
class Plan:
    ops: list[Op]
    report: WriteReport


def _as_datetime(day: date) -> datetime:
    # A resolved date means "from the start of that day"; stored in UTC like every timestamp.
    return datetime.combine(day, time(), tzinfo=UTC)


def _applied(fact: Fact, version: NewVersion, now: datetime) -> Fact:
    """The Fact the snapshot holds after `version` is written (so later decisions see it)."""
    return fact.model_copy(
        update={
            "status": version.status,
            "status_reason": version.status_reason,
            "confirmed_by": version.confirmed_by,
            "valid_to": version.valid_to,
            "superseded_by": version.superseded_by,
            "supersedes": version.supersedes,
            "last_confirmed_at": version.last_confirmed_at,
            "version_id": version.version_id,
            "recorded_at": now,
        }
    )


class _Snapshot:
    """The user's current versions, updated as the plan grows, indexed by (status, hash or slot)."""

    def __init__(self, current: Sequence[Fact], hashes: Mapping[FactId, str]) -> None:
        self.facts: dict[FactId, Fact] = {}
        self.hashes: dict[FactId, str] = {}
        self._index: dict[tuple[FactStatus, str, str], dict[FactId, None]] = {}
        for fact in current:
            self.put(fact, hashes[fact.id])

    def _keys(self, fact: Fact) -> list[tuple[FactStatus, str, str]]:
        keys = [(fact.status, "hash", self.hashes[fact.id])]
        if fact.slot is not None:
            keys.append((fact.status, "slot", fact.slot))
        return keys

    def put(self, fact: Fact, text_hash: str) -> None:
        if (old := self.facts.get(fact.id)) is not None:
            for key in self._keys(old):
                self._index[key].pop(old.id, None)
        self.facts[fact.id] = fact
        self.hashes[fact.id] = text_hash
        for key in self._keys(fact):
            self._index.setdefault(key, {})[fact.id] = None

    def with_status(self, status: FactStatus) -> list[Fact]:
        return [f for f in self.facts.values() if f.status is status]

    def find(
        self, status: FactStatus, *, text_hash: str | None = None, slot: str | None = None
    ) -> Fact | None:
        """A current fact with this status and wording (text_hash) or slot."""
        key = (status, "hash", text_hash) if text_hash is not None else (status, "slot", slot or "")
        ids = self._index.get(key)
        return self.facts[next(iter(ids))] if ids else None

    def from_session(self, text_hash: str, session_id: uuid.UUID) -> Fact | None:
        """A fact with these words first learned in this session, whatever its status now."""
        for status in (FactStatus.ACTIVE, FactStatus.RETIRED, FactStatus.PENDING):
            for fact_id in self._index.get((status, "hash", text_hash), ()):
                if self.facts[fact_id].session_id == session_id:
                    return self.facts[fact_id]
        return None

    def active(self, fact_id: FactId | None) -> Fact | None:
        fact = None if fact_id is None else self.facts.get(fact_id)
        return fact if fact is not None and fact.status is FactStatus.ACTIVE else None


@dataclass(frozen=True, slots=True)
class _Said:
    """Where a verdict's candidate was said, and the fact it would become."""

    index: int
    message: Message
    text_hash: str
    fact_id: FactId
    detail: dict[str, Any]  # provenance, recorded with the fact's event


class _Undecided(Enum):
    NEW = "new"  # nothing already known settles the verdict: a new fact is learned


class _Planner:
    def __init__(
        self,
        *,
        user_id: UserId,
        session_id: SessionId,
        transcript: Transcript,
        snapshot: _Snapshot,
        now: datetime,
        run_id: uuid.UUID | None,
        auto_supersede: bool,
    ) -> None:
        self.auto_supersede = auto_supersede
        self.user_id = user_id
        self.session_id = session_id
        self.transcript = transcript
        self.snap = snapshot
        self.now = now
        self.run_id = run_id
        # The validator writes for this session; keyed events make a replay collide (W5).
        self.by = lifecycle.Author(user_id, "validator", now, session_id, keyed=True)
        self.ops: list[Op] = []
        self.report = WriteReport()

    def write(self, ops: Sequence[Op]) -> None:
        """Add a transition's writes to the plan, and to the snapshot, so later verdicts see them."""
        for op in ops:
            self.ops.append(op)
            if isinstance(op, NewVersion):
                self.snap.put(_applied(op.old, op, self.now), self.snap.hashes[op.old.id])
            elif isinstance(op, InsertFact):
                self.snap.put(op.fact, op.text_hash)
            elif isinstance(op, Reinforce):
                # Seen again just now: pruning in this same plan must treat it as recent.
                target = self.snap.facts[op.fact_id]
                last = max(target.last_confirmed_at or op.at, op.at)
                fresh = target.model_copy(
                    update={"last_confirmed_at": last, "mention_count": target.mention_count + 1}
                )
                self.snap.put(fresh, self.snap.hashes[target.id])

    def verdict(self, i: int, v: Verdict) -> FactId | None:
        """Decide the writes for verdicts[i]; returns the fact it concerns (None: no fact)."""
        cand = v.candidate
        if v.outcome is Outcome.REJECT or cand is None:
            return None
        said = self.where_said(i, v, cand)
        if said is None:
            return None
        settled = self.written_before(i, v, said)
        if settled is _Undecided.NEW:
            settled = self.known_already(i, v, said)
        if settled is not _Undecided.NEW:
            return settled
        status, replaces = self.belief(v, cand)
        return self.learn(v, self.new_fact(v, cand, said, status, replaces), said, replaces)

    def where_said(self, i: int, v: Verdict, cand: Candidate) -> _Said | None:
        """The message the candidate comes from, and its provenance; None (skipped) when the
        message is not in the transcript or the words are a tombstone (W7)."""
        index = v.message_index if v.message_index is not None else cand.source_message_index
        if not 0 <= index < len(self.transcript.messages):
            self.report.skipped.append((i, "message_index_out_of_range"))
            return None
        message = self.transcript.messages[index]
        text_hash = fact_text_hash(cand.text)
        if self.snap.find(FactStatus.REJECTED, text_hash=text_hash) is not None:
            self.report.skipped.append((i, "tombstoned"))  # W7
            return None
        detail: dict[str, Any] = {
            "message_index": index,
            "message_id": None if message.id is None else str(message.id),
            "quote": cand.supporting_quote,
            "span": None if v.span is None else list(v.span),
            "score": v.score,
            "reasons": [r.value for r in v.reasons],
        }
        if self.run_id is not None:
            detail["run_id"] = str(self.run_id)
        fact_id = fact_uuid(self.user_id, self.session_id, index, text_hash)
        return _Said(index, message, text_hash, fact_id, detail)

    def written_before(self, i: int, v: Verdict, said: _Said) -> FactId | _Undecided | None:
        """W5: what an earlier run of this session, or an earlier line of it, already wrote."""
        if said.fact_id in self.snap.facts and v.outcome is not Outcome.REINFORCE:
            self.report.replayed.append(said.fact_id)  # written by an earlier run of this session
            return said.fact_id
        earlier = self.snap.from_session(said.text_hash, self.session_id)
        if earlier is not None:
            # Said twice in this session: one fact, no extra mention. Deciding this the same way
            # whether or not an earlier run already wrote it (or pruned it since) keeps a replay
            # from adding rows (W5).
            self.report.skipped.append((i, "repeated_in_session"))
            return None if v.outcome is Outcome.REINFORCE else earlier.id
        return _Undecided.NEW

    def known_already(self, i: int, v: Verdict, said: _Said) -> FactId | _Undecided | None:
        """W2: a mention of a fact already believed (or already waiting) writes no new fact."""
        same_words = self.snap.find(FactStatus.ACTIVE, text_hash=said.text_hash)
        if same_words is not None and v.outcome is Outcome.PENDING:
            self.report.skipped.append((i, "already_active"))  # the same words are already believed
            return same_words.id
        target = self.snap.active(v.related_fact_id) or same_words
        if v.outcome is Outcome.REINFORCE:
            if target is None:
                # The fact it would strengthen left active meanwhile (retired, pruned, rejected):
                # a mention is not evidence enough for a new fact, and a replay must not create one.
                self.report.skipped.append((i, "reinforce_target_not_active"))
                return None
            return self.reinforce(target, said)
        if (
            v.outcome is Outcome.ACCEPT
            and target is not None
            and self.snap.hashes[target.id] == said.text_hash
        ):
            return self.reinforce(target, said)  # same words: a mention
        if v.outcome is Outcome.PENDING:
            waiting = self.snap.find(FactStatus.PENDING, text_hash=said.text_hash)
            if waiting is not None:
                self.report.skipped.append((i, "already_pending"))
                return waiting.id
        return _Undecided.NEW

    def belief(self, v: Verdict, cand: Candidate) -> tuple[FactStatus, Fact | None]:
        """The new fact's status, and the active fact it replaces: the validator's link, else the
        slot's holder."""
        related = self.snap.active(v.related_fact_id)
        holder = None if cand.slot is None else self.snap.find(FactStatus.ACTIVE, slot=cand.slot)
        replaces = related or holder
        status = FactStatus.PENDING if v.outcome is Outcome.PENDING else FactStatus.ACTIVE
        if status is FactStatus.ACTIVE and replaces is not None:
            # W4: only an explicit correction (the validator named the fact) may supersede without
            # the user, and only when it is the slot's holder; anything else waits for review.
            explicit = related is not None and (holder is None or holder.id == related.id)
            if not (explicit and self.auto_supersede):
                status = FactStatus.PENDING
        return status, replaces

    def new_fact(
        self, v: Verdict, cand: Candidate, said: _Said, status: FactStatus, replaces: Fact | None
    ) -> Fact:
        """W1/W3: the first version of the fact the candidate becomes, with its provenance."""
        resolved = v.valid_from or cand.valid_from
        valid_from = said.message.timestamp if resolved is None else _as_datetime(resolved)
        return Fact(
            id=said.fact_id,
            user_id=self.user_id,
            text=cand.text,
            category=cand.category,
            slot=cand.slot,
            importance=cand.importance,
            origin=cand.origin,
            status=status,
            confirmed_by=ConfirmedBy.VALIDATOR if status is FactStatus.ACTIVE else None,
            valid_from=valid_from,
            valid_to=None,
            recorded_at=self.now,
            expired_at=None,
            source_message_id=said.message.id,
            session_id=self.session_id,
            quote=cand.supporting_quote,
            quote_start=None if v.span is None else v.span[0],
            quote_end=None if v.span is None else v.span[1],
            match_score=v.score,
            last_confirmed_at=said.message.timestamp if status is FactStatus.ACTIVE else None,
            version_id=uuid.uuid5(said.fact_id, "v1"),
            supersedes=None if replaces is None else replaces.id,
        )

    def learn(self, v: Verdict, fact: Fact, said: _Said, replaces: Fact | None) -> FactId:
        self.write(
            lifecycle.accept(
                fact, said.text_hash, self.by, replaces=replaces, reason=_reason(v), detail=said.detail
            )
        )
        if fact.status is FactStatus.ACTIVE:
            if replaces is not None:
                self.report.superseded.append(replaces.id)
            self.report.accepted.append(fact.id)
        else:
            self.report.pending.append(fact.id)
        return fact.id

    def reinforce(self, target: Fact, said: _Said) -> FactId:
        self.write(
            lifecycle.reinforce(
                target, self.by, index=said.index, said_at=said.message.timestamp, detail=said.detail
            )
        )
        if target.id not in self.report.reinforced:
            self.report.reinforced.append(target.id)
        return target.id


def _reason(v: Verdict) -> str | None:
    return ",".join(r.value for r in v.reasons) or None


def prune(facts: Sequence[Fact], policy: WritePolicy) -> list[Fact]:
    """W8: the active extracted facts to retire so that at most `active_cap` remain, if possible.

    Only importance <= prune_max_importance is eligible (never 5, never explicit or user-edited);
    the least important go first, then the least recently confirmed.
    """
    automatic = [f for f in facts if f.status is FactStatus.ACTIVE and f.origin is Origin.EXTRACTED]
    excess = len(automatic) - policy.active_cap
    if excess <= 0:
        return []
    eligible = [f for f in automatic if f.importance <= min(policy.prune_max_importance, 4)]
    eligible.sort(
        key=lambda f: (f.importance, f.last_confirmed_at or f.recorded_at, f.recorded_at, str(f.id))
    )
    return eligible[:excess]


def plan_writes(
    *,
    user_id: UserId,
    session_id: SessionId,
    transcript: Transcript,
    verdicts: Sequence[Verdict],
    current: Sequence[Fact],
    hashes: Mapping[FactId, str],
    now: datetime,
    policy: WritePolicy,
    run_id: uuid.UUID | None = None,
) -> Plan:
    """Decide every write for one session. `current` holds the user's current versions (at least the
    active, pending and rejected ones, plus any fact whose deterministic id this session would use);
    `hashes` maps each of them to its stored text hash."""
    planner = _Planner(
        user_id=user_id,
        session_id=session_id,
        transcript=transcript,
        snapshot=_Snapshot(current, hashes),
        now=now,
        run_id=run_id,
        auto_supersede=policy.auto_supersede,
    )
    for i, verdict in enumerate(verdicts):
        fact_id = planner.verdict(i, verdict)
        planner.report.fact_ids.append(fact_id)
        if fact_id is not None and run_id is not None:
            planner.ops.append(LinkCandidate(run_id, i, fact_id))
    for fact in prune(planner.snap.with_status(FactStatus.ACTIVE), policy):
        planner.write(lifecycle.retire_pruned(fact, planner.by))
        planner.report.pruned.append(fact.id)
    return Plan(planner.ops, planner.report)
