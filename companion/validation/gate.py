"""`validate`: candidates + transcript (+ known facts, tombstones) -> one verdict per candidate.

Pure: no database, network, clock or environment. Time comes from the messages' timestamps.
A rejection is a verdict with reason codes, never an exception.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from pydantic import ValidationError

from companion.model import Candidate, Fact, Message, Outcome, Reason, Tombstone, Transcript, Verdict
from companion.validation.context import Check, Session
from companion.validation.known import find_duplicate, find_slot_holder, is_correction
from companion.validation.policy import DEFAULT_POLICY, Policy
from companion.validation.rules import RULES, Rule
from companion.validation.specifics import surface

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
    if isinstance(item.get("source_message_index"), bool):
        return Verdict(
            outcome=Outcome.REJECT,
            reasons=(Reason.MALFORMED,),
            candidate=None,
            detail="source_message_index: a boolean is not an index",
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


def _decide(check: Check) -> Verdict:
    """All rules passed: accept, reinforce an active fact, or hold as pending (V10, V11)."""
    cand, policy, match = check.candidate, check.policy, check.match
    reasons: list[Reason] = [Reason.QUOTE_EXACT if match.exact else Reason.QUOTE_NOISE_TOLERANT]
    valid_from = cand.valid_from
    relative = [r for r in check.resolutions if r.relative]
    if relative or check.resolutions:
        chosen = next((r for r in check.resolutions if valid_from is not None and r.admits(valid_from)), None)
        if chosen is None:
            chosen = relative[0] if relative else check.resolutions[0]
            valid_from = chosen.start
        if chosen.relative:
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
    detail = ""
    unreal = check.unrealised
    if unreal is not None:
        # V7d, uncertain: most of what the fact says the user said only as a wish, plan, doubt or
        # past habit, some of it outright; the user decides which the fact is about
        outcome = Outcome.PENDING
        reasons.insert(0, Reason.SAID_AS_WISH)
        detail = f"most of the fact was said as a {unreal[0]}"
    if check.content_unbacked:
        # V5b: nothing the fact says (beyond who) is a word of the user's: an inference of the
        # proposer waits for the user's confirmation, it is never stored as said
        outcome = Outcome.PENDING
        reasons.insert(0, Reason.UNSUPPORTED_CONTENT)
        detail = "no content word of the fact is in the user's message"
    misspelled = check.misspelled
    if misspelled:
        # V5: the fact spells a name one letter differently from the user's words; the user
        # decides which spelling is theirs (never accepted, never reinforced on a guess)
        outcome = Outcome.PENDING
        reasons.insert(0, Reason.NAME_SPELLING_DIFFERS)
        wrote = surface(check.shape.canon, cand.text, check.unbacked)
        msg, canon = check.message, check.message_canon
        if msg is not None and canon is not None:  # the user's own spelling, when this message has it
            misspelled = surface(canon, msg.content, misspelled)
        detail = "spelled differently: " + ", ".join(
            f"{w!r} (the user said {s!r})" for w, s in zip(wrote, misspelled, strict=True)
        )
    named = check.assistant_named
    if named:
        # V5: a name only the assistant said is the user's fact only once the user confirms it,
        # so even a duplicate of an active fact is held for review rather than reinforced.
        outcome = Outcome.PENDING
        reasons.insert(0, Reason.SPECIFIC_FROM_ASSISTANT)
        words = surface(check.shape.canon, cand.text, named)
        detail = "only the assistant said: " + ", ".join(
            f"{w!r} (message {check.session.assistant_index(k)})" for w, k in zip(words, named, strict=True)
        )
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
    """The verdict of the first rule that rejects, or the accept/pending/reinforce decision."""
    for rule in rules:
        rejection = rule(check)
        if rejection is not None:
            return Verdict.model_construct(
                outcome=Outcome.REJECT,
                reasons=rejection.reasons,
                candidate=check.candidate,
                message_index=rejection.message_index,
                span=rejection.span,
                score=check.score if rejection.span is not None else 0.0,
                detail=rejection.detail[:_MAX_DETAIL],
            )
    return _decide(check)


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
    for item in candidates:
        parsed = _parse(item)
        if isinstance(parsed, Verdict):
            out.append(parsed)
            continue
        out.append(verdict_for(Check(parsed, session, policy, facts, stones)))
    return out
