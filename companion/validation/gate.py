"""`validate`: candidates + transcript (+ known facts, tombstones) -> one verdict per candidate.

Pure: no database, network, clock or environment. Time comes from the messages' timestamps.
A rejection is a verdict with reason codes, never an exception.
"""

from __future__ import annotations

import gc
from collections.abc import Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager

from pydantic import ValidationError

from companion.model import Candidate, Fact, Message, Outcome, Reason, Tombstone, Transcript, Verdict
from companion.validation.context import Check, Session
from companion.validation.known import find_duplicate, find_slot_holder, is_correction
from companion.validation.policy import DEFAULT_POLICY, Policy
from companion.validation.rules import RULES, Hold, Reject, Rule

__all__ = ["validate", "verdict_for"]

_MAX_DETAIL = 300


def _parse(item: Candidate | Mapping[str, object]) -> Candidate | Verdict:
    """V1: a raw mapping that does not parse is a MALFORMED (or TEXT_*) verdict, not an error."""
    if isinstance(item, Candidate):
        return item
    if not isinstance(item, Mapping):
        return Verdict(
            outcome=Outcome.REJECT,
            reasons=(Reason.MALFORMED,),
            candidate=None,
            detail=f"candidate is a {type(item).__name__}, not a mapping",
        )
    text = item.get("text")
    if isinstance(text, str) and not text.strip():
        return Verdict(
            outcome=Outcome.REJECT, reasons=(Reason.TEXT_EMPTY,), candidate=None, detail="empty text"
        )
    try:
        return Candidate.model_validate(dict(item))
    except ValidationError as err:
        if isinstance(text, str) and any(
            e["loc"] == ("text",) and "too_long" in e["type"] for e in err.errors()
        ):
            reason = Reason.TEXT_TOO_LONG
        else:
            reason = Reason.MALFORMED
        detail = "; ".join(f"{'.'.join(map(str, e['loc'])) or '<root>'}: {e['msg']}" for e in err.errors())
        return Verdict(outcome=Outcome.REJECT, reasons=(reason,), candidate=None, detail=detail[:_MAX_DETAIL])


def _decide(check: Check, holds: list[Hold]) -> Verdict:
    """No rule rejected: accept, reinforce an active fact, or hold as pending (V10, V11, and
    every hold a rule returned)."""
    cand, policy, match = check.candidate, check.policy, check.match
    reasons: list[Reason] = [Reason.QUOTE_EXACT if match.exact else Reason.QUOTE_NOISE_TOLERANT]
    valid_from = cand.valid_from
    # a weekday dated from the tense (`guess`) may be a habit: it never sets valid_from itself
    settled = [r for r in check.resolutions if not r.guess]
    relative = [r for r in settled if r.relative]
    chosen = next((r for r in check.resolutions if valid_from is not None and r.admits(valid_from)), None)
    if chosen is None and settled:
        chosen = relative[0] if relative else settled[0]
        valid_from = chosen.start
    if chosen is not None and chosen.relative:
        reasons.append(Reason.RELATIVE_TIME_RESOLVED)
    outcome = Outcome.ACCEPT
    related = None
    duplicate = find_duplicate(cand.text, check.known_facts, policy.duplicate_ratio)
    holder = find_slot_holder(cand.slot, check.known_facts) if duplicate is None else None
    if duplicate is not None:
        outcome, related = Outcome.REINFORCE, duplicate.id
        reasons.append(Reason.DUPLICATE_OF_ACTIVE)
    elif holder is not None:
        related = holder.id
        if policy.auto_supersede_corrections and is_correction(cand.supporting_quote):
            reasons.append(Reason.SUPERSEDES_ACTIVE)  # V10: an explicit correction replaces the value
        else:
            outcome = Outcome.PENDING
            reasons.append(Reason.SLOT_CONFLICT)
    score = check.score
    if outcome is Outcome.ACCEPT and score < policy.borderline_score:
        outcome = Outcome.PENDING  # V11: noisy evidence on a short quote goes to the user's review
        reasons.append(Reason.BORDERLINE_EVIDENCE)
    if holds:
        # held for the user's review, even a duplicate of an active fact (never reinforced on
        # evidence the user has not confirmed); the holds' reasons first, in rule order, each
        # once (two rules may hold for the same reason; the detail keeps both their words)
        outcome = Outcome.PENDING
        reasons[:0] = list(dict.fromkeys(h.reason for h in holds))
    detail = "; ".join(h.detail for h in holds)
    # model_construct: every field below is already typed and checked; validation costs ~5 us
    return Verdict.model_construct(
        outcome=outcome,
        reasons=tuple(reasons),
        candidate=cand,
        message_index=cand.source_message_index,
        span=match.span,
        score=score,
        related_fact_id=related,
        valid_from=valid_from,
        detail=detail[:_MAX_DETAIL],
    )


def verdict_for(check: Check, rules: Sequence[Rule] = RULES) -> Verdict:
    """The verdict of the first rule that rejects; otherwise accept, reinforce or pending, with
    every hold the rules returned."""
    holds: list[Hold] = []
    for rule in rules:
        result = rule(check)
        if result is None:
            continue
        if isinstance(result, Hold):
            holds.append(result)
            continue
        rejection: Reject = result
        return Verdict.model_construct(
            outcome=Outcome.REJECT,
            reasons=rejection.reasons,
            candidate=check.candidate,
            message_index=rejection.message_index,
            span=rejection.span,
            score=check.score if rejection.span is not None else 0.0,
            detail=rejection.detail[:_MAX_DETAIL],
        )
    return _decide(check, holds)


def validate(
    transcript: Transcript | Sequence[Message],
    candidates: Iterable[Candidate | Mapping[str, object]],
    *,
    known_facts: Iterable[Fact] = (),
    tombstones: Iterable[Tombstone] = (),
    policy: Policy = DEFAULT_POLICY,
) -> list[Verdict]:
    """Judge each candidate against what the user actually said; one verdict per candidate, in order.

    `known_facts` are the user's current facts (only active ones are compared), `tombstones` the
    facts they rejected or asked to forget. The source message's timestamp is the reference time
    for relative expressions ("yesterday") in a quote.
    """
    messages = transcript.messages if isinstance(transcript, Transcript) else tuple(transcript)
    facts, stones = tuple(known_facts), tuple(tombstones)
    session = Session(messages)
    out: list[Verdict] = []
    with collector_paused():
        for item in candidates:
            parsed = _parse(item)
            if isinstance(parsed, Verdict):
                out.append(parsed)
                continue
            out.append(verdict_for(Check(parsed, session, policy, facts, stones)))
    return out


@contextmanager
def collector_paused() -> Iterator[None]:
    """The cyclic garbage collector off for the block, back on after it (also when it raises).

    The gate allocates many small tracked objects (tuples, frozensets, readings), nearly all of
    them acyclic and many kept in the per-text caches, so the collector finds almost no garbage
    but, run every 700 net allocations, promotes the cached readings and now and then walks every
    live object (13% of the gate's CPU on a session batch, over 20% on one-candidate calls).
    Paused, the young collections a call would trigger become one after it, and full
    collections, counted in young ones, come about half as often for a batch of candidates
    (a one-candidate call allocates too little to change anything). A caller that had turned it
    off keeps it off; with several threads in `validate`, only a call that found it on turns it
    back on, so it is never left off once they are done.
    """
    if not gc.isenabled():
        yield
        return
    gc.disable()
    try:
        yield
    finally:
        gc.enable()
