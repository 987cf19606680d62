"""The validation rules, each a small function of a `Check`, composed in order (V2..V10).

A rule returns a `Rejection` or None. The gate applies them in `RULES` order and the first
rejection decides the verdict. Malformed input (V1) is handled before a `Check` exists.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from companion.model import Reason
from companion.validation.content import FEELING_KEYS, contradicted_sentiment
from companion.validation.context import Check
from companion.validation.known import is_tombstoned
from companion.validation.lexicon import INTERJECTIONS
from companion.validation.matching import Found
from companion.validation.normalize import plain
from companion.validation.polarity import answers_no, unbacked_negation
from companion.validation.specifics import about_user, third_party_subject
from companion.validation.speech import is_meta, non_assertion
from companion.validation.temporal import has_date_anchor, has_relative_time

__all__ = ["RULES", "Rejection", "Rule"]

_WORD_RE = re.compile(r"[^\W_]+(?:['’][^\W_]+)*")


@dataclass(frozen=True, slots=True)
class Rejection:
    """Why a rule refused a candidate, with the evidence location when there is one."""

    reasons: tuple[Reason, ...]
    detail: str = ""
    message_index: int | None = None
    span: tuple[int, int] | None = None


Rule = Callable[[Check], "Rejection | None"]


def text_shape(check: Check) -> Rejection | None:
    """V9: an empty or overlong fact text is not a fact."""
    text = check.candidate.text
    if not _WORD_RE.search(text):
        return Rejection((Reason.TEXT_EMPTY,), "fact text has no words")
    if len(text) > check.policy.max_text_chars:
        return Rejection((Reason.TEXT_TOO_LONG,), f"fact text longer than {check.policy.max_text_chars}")
    return None


def source_message(check: Check) -> Rejection | None:
    """V2: the index must exist and point at a user turn; an assistant paraphrase does not count."""
    extra: tuple[Reason, ...] = ()
    if not check.index_valid:
        where = check.elsewhere
        if where is not None:
            extra = (_elsewhere_reason(where.role),)
        return Rejection((Reason.INDEX_OUT_OF_RANGE, *extra), f"{len(check.messages)} messages")
    msg = check.message
    if msg is not None and msg.role != "user":
        m = check.match
        if m.found is Found.YES:
            extra = (Reason.QUOTE_IN_ASSISTANT_MESSAGE,)
        return Rejection(
            (Reason.NOT_USER_MESSAGE, *extra),
            f"message {check.candidate.source_message_index} is from the {msg.role}",
            check.candidate.source_message_index if extra else None,
            m.span if extra else None,
        )
    return None


def quote_length(check: Check) -> Rejection | None:
    """V3: "yeah", "right", "my wife" are not evidence of anything."""
    need = check.policy.min_quote_words
    if need <= 0:
        return None
    count = 0
    # stop at the threshold: a typical quote passes after its first few words
    for m in _WORD_RE.finditer(check.candidate.supporting_quote.lower()):
        if m.group() not in INTERJECTIONS:
            count += 1
            if count >= need:
                return None
    return Rejection((Reason.QUOTE_TOO_SHORT,), f"{count} content words")


def _elsewhere_reason(role: str) -> Reason:
    if role == "assistant":
        return Reason.QUOTE_IN_ASSISTANT_MESSAGE
    if role == "span":
        return Reason.QUOTE_SPANS_MESSAGES
    return Reason.QUOTE_IN_OTHER_MESSAGE


def quote_found(check: Check) -> Rejection | None:
    """V4 (+V2): the quote occurs in that very user message, critical tokens exactly, not negated."""
    m = check.match
    if m.found is Found.YES:
        return None
    own = check.candidate.source_message_index
    if m.found is Found.NEGATED:
        return Rejection((Reason.NEGATED_CONTEXT,), "quote starts right after a negation", own, m.span)
    where = check.elsewhere
    if where is not None:
        return Rejection(
            (_elsewhere_reason(where.role),),
            f"quote found in message {where.index}",
            where.index,
            where.match.span,
        )
    if m.found is Found.CRITICAL:
        return Rejection(
            (Reason.CRITICAL_TOKEN_MISMATCH,), "a number, negation, date or name differs", own, m.span
        )
    return Rejection((Reason.QUOTE_NOT_FOUND,), "quote not found in the transcript")


def meta_statement(check: Check) -> Rejection | None:
    """V9: facts about the conversation itself ("user asked about ...") are not memories."""
    if is_meta(check.candidate.text, check.shape.canon.key_set):
        return Rejection((Reason.META_STATEMENT,), "fact describes the conversation")
    return None


def polarity_matches(check: Check) -> Rejection | None:
    """V7: a fact may not assert a negation the user did not say ("not allergic to anything")."""
    canon = check.shape.canon
    keys, boundary = check.evidence
    msg = check.message_canon
    mkeys, mbound = (msg.keys, msg.boundary) if msg is not None else ((), ())
    word = unbacked_negation(canon.keys, canon.boundary, keys, boundary, mkeys, mbound)
    if word is not None:  # the quote matched critical tokens exactly: its own clauses count too
        q = check.quote
        word = unbacked_negation(canon.keys, canon.boundary, q.keys, q.boundary, mkeys, mbound)
    if word is not None and answers_no(canon.keys, canon.boundary, mkeys, mbound, check.question_before):
        word = None  # "No, I didn't." to "Did you ever play an instrument?"
    if word is not None:
        return Rejection((Reason.NEGATION_MISMATCH,), f"the fact says {word!r}; the quote does not")
    return None


def specifics_backed(check: Check) -> Rejection | None:
    """V5: every name, number and date of the fact is backed by the quote (or its message), and
    a universal quantifier ("anything", "always", "all") by the user's own words.

    Names that only an assistant turn says are not rejected here when the policy holds them for
    review (`Check.assistant_named`): the gate makes the verdict PENDING if no later rule rejects.
    """
    missing = check.unbacked
    if missing and not check.assistant_named and check.misspelled is None:
        return Rejection((Reason.UNSUPPORTED_SPECIFIC,), "not backed: " + ", ".join(missing))
    return None


def subject_matches(check: Check) -> Rejection | None:
    """V6: what the user says about a relative is a fact about that relative, and must say so."""
    other = third_party_subject(check.quote)
    if other == "you" and (
        "?" in check.candidate.supporting_quote or check.text_after_match.lstrip().startswith("?")
    ):
        other = None  # "Do you have pictures?" asks the assistant; V7 judges the question
    if other is not None and about_user(check.shape, check.backing, check.policy.user_names, other):
        return Rejection((Reason.WRONG_SUBJECT,), f"the quote is about {other!r}, the fact about the user")
    return None


def is_assertion(check: Check) -> Rejection | None:
    """V7: questions, wishes, hypotheticals and denials do not assert a positive fact."""
    why = non_assertion(
        check.candidate.supporting_quote,
        check.text_after_match,
        check.quote,
        check.candidate.text,
        check.shape.canon,
    )
    if why is not None:
        return Rejection(
            (Reason.NOT_AN_ASSERTION,), f"the quote is a {why}" if why != "negated" else "negated"
        )
    return None


def stated_as_real(check: Check) -> Rejection | None:
    """V7d: "I want to learn Spanish" / "I used to smoke" do not back "User speaks Spanish" /
    "User smokes": the fact states as real what the user only wants, plans or did once."""
    found = check.unrealised
    if found is not None and found[1]:  # only partly: the gate holds it for review instead
        return Rejection((Reason.NOT_AN_ASSERTION,), f"the user said it as a {found[0]}, the fact as real")
    return None


def sentiment_kept(check: Check) -> Rejection | None:
    """V7c: "User hates hiking" on "I love hiking" turns the user's feeling around."""
    if FEELING_KEYS.isdisjoint(check.shape.canon.key_set):
        return None  # no feeling word in the fact (the usual case)
    msg = check.message
    said = msg.content if msg is not None else check.candidate.supporting_quote
    word = contradicted_sentiment(plain(check.candidate.text).split(), said)
    if word is not None:
        return Rejection((Reason.CONTRADICTS_QUOTE,), f"the fact says {word!r}; the user said the opposite")
    return None


def content_supported(check: Check) -> Rejection | None:
    """V5b with `unsupported_content="reject"`: no content word of the fact was said (with the
    default "pending" the gate holds such a candidate for review instead, if every rule passes)."""
    if check.policy.unsupported_content == "reject" and check.content_unbacked:
        return Rejection((Reason.UNSUPPORTED_CONTENT,), "no word of the fact's content was said")
    return None


def time_resolved(check: Check) -> Rejection | None:
    """V8: no unresolved relative time in a fact; valid_from must agree with the quote's dates."""
    fact_keys = check.shape.canon.key_set
    if has_relative_time(check.candidate.text, fact_keys) and not has_date_anchor(
        check.candidate.supporting_quote
    ):
        return Rejection((Reason.UNRESOLVED_RELATIVE_TIME,), "the fact keeps a relative time")
    wanted = check.candidate.valid_from
    if wanted is None:
        return None
    resolutions = check.resolutions
    if resolutions:
        if any(r.admits(wanted) for r in resolutions):
            return None
        said = "; ".join(f"{r.phrase!r} -> {r.start.isoformat()}" for r in resolutions)
        return Rejection((Reason.DATE_MISMATCH,), f"valid_from {wanted.isoformat()} but {said}")
    if wanted != check.day:
        return Rejection((Reason.DATE_MISMATCH,), f"valid_from {wanted.isoformat()} has no date in the quote")
    return None


def not_tombstoned(check: Check) -> Rejection | None:
    """V10: a fact the user rejected or asked to forget is never learned again."""
    if is_tombstoned(check.candidate.text, check.tombstones, check.policy.duplicate_ratio) is not None:
        return Rejection((Reason.TOMBSTONED,), "the user rejected this fact before")
    return None


RULES: tuple[Rule, ...] = (
    text_shape,
    source_message,
    quote_length,
    quote_found,
    meta_statement,
    polarity_matches,
    specifics_backed,
    subject_matches,
    is_assertion,
    stated_as_real,
    sentiment_kept,
    content_supported,
    time_resolved,
    not_tombstoned,
)
