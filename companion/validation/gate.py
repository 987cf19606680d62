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
    holds = _review_holds(check)
    if holds:
        # held for the user's review, even a duplicate of an active fact (never reinforced on
        # evidence the user has not confirmed); the most telling reason first
        outcome = Outcome.PENDING
        reasons[:0] = [reason for reason, _ in holds]
    detail = "; ".join(why for _, why in holds)
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


def _review_holds(check: Check) -> list[tuple[Reason, str]]:
    """Why a candidate that passed every rule still waits for the user's review, most telling
    first: a name only the assistant said (V5), a name one letter off the user's (V5), no content
    word the user said (V5b), or mostly said as a wish, plan, doubt or past habit (V7d)."""
    cand = check.candidate
    holds: list[tuple[Reason, str]] = []
    named = check.assistant_named
    if named:
        words = surface(check.shape.canon, cand.text, named)
        where = [check.session.assistant_index(k) for k in named]
        said = ", ".join(f"{w!r} (message {i})" for w, i in zip(words, where, strict=True))
        holds.append((Reason.SPECIFIC_FROM_ASSISTANT, "only the assistant said: " + said))
    misspelled = check.misspelled
    if misspelled:
        wrote = surface(check.shape.canon, cand.text, check.unbacked)
        msg, canon = check.message, check.message_canon
        if msg is not None and canon is not None:  # the user's own spelling, when this message has it
            misspelled = surface(canon, msg.content, misspelled)
        said = ", ".join(f"{w!r} (the user said {s!r})" for w, s in zip(wrote, misspelled, strict=True))
        holds.append((Reason.NAME_SPELLING_DIFFERS, "spelled differently: " + said))
    if check.content_unbacked:
        holds.append((Reason.UNSUPPORTED_CONTENT, "no content word of the fact is in the user's message"))
    unreal = check.unrealised
    if unreal is not None:
        holds.append((Reason.SAID_AS_WISH, f"most of the fact was said as a {unreal[0]}"))
    return holds


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
