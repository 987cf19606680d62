"""Frozen value types shared by every part of companion-memory.

Nothing here does I/O. The types are the contract between the proposer (which is
never trusted), the validator (pure), the fact store (PostgreSQL) and the voice
server. Identifiers have their own types so a fact id is never passed where a
session id is expected.
"""

from __future__ import annotations

import enum
import hashlib
import re
import unicodedata
import uuid
from datetime import date, datetime
from typing import Annotated, Literal, NewType

from pydantic import BaseModel, ConfigDict, Field, StrictInt, StringConstraints

from companion.errors import InvalidUserId

__all__ = [
    "CATEGORY_ORDER",
    "USER_ID_MAX_LENGTH",
    "Candidate",
    "Category",
    "ConfirmedBy",
    "Fact",
    "FactId",
    "FactStatus",
    "Message",
    "MessageId",
    "Origin",
    "Outcome",
    "Reason",
    "Role",
    "SessionId",
    "Tombstone",
    "Transcript",
    "UserId",
    "Verdict",
    "fact_text_hash",
    "new_id",
    "parse_user_id",
    "unstorable_text",
    "without_unstorable",
]

UserId = NewType("UserId", str)
SessionId = NewType("SessionId", uuid.UUID)
MessageId = NewType("MessageId", uuid.UUID)
FactId = NewType("FactId", uuid.UUID)

Role = Literal["user", "assistant"]

# The users table's CHECK (migration 0001) counts characters, as len() does.
USER_ID_MAX_LENGTH = 200
_UNSTORABLE = re.compile("[\x00\ud800-\udfff]")


def unstorable_text(text: str) -> str | None:
    """Why PostgreSQL's `text` cannot hold `text`, or None when it can.

    Two things are refused by the server or the driver, not by our rules: a NUL character (text
    values are C strings inside PostgreSQL) and a lone surrogate (a JSON `\\ud800` escape, or a
    non-UTF-8 command-line argument under surrogateescape), which has no UTF-8 encoding.
    """
    if (found := _UNSTORABLE.search(text)) is None:
        return None
    if found.group() == "\x00":
        return "contains a NUL character"
    return "contains a lone surrogate (not valid Unicode text)"


def without_unstorable(text: str) -> str:
    """`text` with the characters `unstorable_text` objects to removed."""
    return _UNSTORABLE.sub("", text)


def parse_user_id(value: str) -> UserId:
    """The one rule for user ids, shared by token minting and checking, Retell's call identity and
    the command line: 1-200 characters, none of them a control character or a lone surrogate.

    A control character (NUL above all) cannot be stored, or would print as a different id in a
    log or a terminal; checking here turns what used to be a database error in the middle of a
    session into an `InvalidUserId` at the edge.
    """
    if not value:
        raise InvalidUserId("it is empty")
    if len(value) > USER_ID_MAX_LENGTH:
        raise InvalidUserId(f"{len(value)} characters, at most {USER_ID_MAX_LENGTH} are allowed")
    if (problem := unstorable_text(value)) is not None:
        raise InvalidUserId(f"it {problem}")
    if any(unicodedata.category(ch) == "Cc" for ch in value):
        raise InvalidUserId("it contains a control character")
    return UserId(value)


def new_id() -> uuid.UUID:
    """A fresh random identifier (uuid4)."""
    return uuid.uuid4()


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class Category(enum.StrEnum):
    """What a fact is about; the profile renders categories in CATEGORY_ORDER."""

    IDENTITY = "identity"
    RELATIONSHIPS = "relationships"
    WORK = "work"
    MONEY = "money"
    HEALTH = "health"
    PREFERENCES = "preferences"
    GOALS = "goals"
    EVENTS = "events"
    OTHER = "other"


CATEGORY_ORDER: tuple[Category, ...] = tuple(Category)


class Origin(enum.StrEnum):
    """How a fact came to be: proposed, an explicit 'remember that', or typed by the user."""

    EXTRACTED = "extracted"
    EXPLICIT = "explicit"
    USER_EDIT = "user_edit"


class FactStatus(enum.StrEnum):
    PENDING = "pending"
    ACTIVE = "active"
    RETIRED = "retired"
    REJECTED = "rejected"


class ConfirmedBy(enum.StrEnum):
    VALIDATOR = "validator"
    USER = "user"


class Outcome(enum.StrEnum):
    """The validator's decision for one candidate."""

    ACCEPT = "accept"
    PENDING = "pending"
    REINFORCE = "reinforce"
    REJECT = "reject"


class Reason(enum.StrEnum):
    """Stable reason codes recorded with every verdict. Never renumber or rename: they are stored."""

    # accepted / informational
    QUOTE_EXACT = "quote_exact"
    QUOTE_NOISE_TOLERANT = "quote_noise_tolerant"
    DUPLICATE_OF_ACTIVE = "duplicate_of_active"
    SLOT_CONFLICT = "slot_conflict"
    BORDERLINE_EVIDENCE = "borderline_evidence"
    RELATIVE_TIME_RESOLVED = "relative_time_resolved"
    # rejections
    MALFORMED = "malformed"
    INDEX_OUT_OF_RANGE = "index_out_of_range"
    NOT_USER_MESSAGE = "not_user_message"
    QUOTE_NOT_FOUND = "quote_not_found"
    QUOTE_IN_OTHER_MESSAGE = "quote_in_other_message"
    QUOTE_IN_ASSISTANT_MESSAGE = "quote_in_assistant_message"
    QUOTE_TOO_SHORT = "quote_too_short"
    CRITICAL_TOKEN_MISMATCH = "critical_token_mismatch"
    NEGATED_CONTEXT = "negated_context"
    UNSUPPORTED_SPECIFIC = "unsupported_specific"
    WRONG_SUBJECT = "wrong_subject"
    NOT_AN_ASSERTION = "not_an_assertion"
    UNRESOLVED_RELATIVE_TIME = "unresolved_relative_time"
    DATE_MISMATCH = "date_mismatch"
    META_STATEMENT = "meta_statement"
    TEXT_EMPTY = "text_empty"
    TEXT_TOO_LONG = "text_too_long"
    TOMBSTONED = "tombstoned"
    # added by the validator (additive)
    QUOTE_SPANS_MESSAGES = "quote_spans_messages"
    SUPERSEDES_ACTIVE = "supersedes_active"
    NEGATION_MISMATCH = "negation_mismatch"
    SPECIFIC_FROM_ASSISTANT = "specific_from_assistant"  # pending: a name only the assistant said
    NAME_SPELLING_DIFFERS = "name_spelling_differs"  # pending: a name one letter off the user's
    UNSUPPORTED_CONTENT = "unsupported_content"  # pending: no content word of the fact was said
    CONTRADICTS_QUOTE = "contradicts_quote"  # the fact turns the user's feeling around
    SAID_AS_WISH = "said_as_wish"  # pending: part of the fact was said as a wish, plan or habit
    RETRACTED = "retracted"  # the user corrected the value, took the statement back, or was joking
    REPORTED_SPEECH = "reported_speech"  # somebody else's words or opinion stored as the user's
    PAST_AS_PRESENT = "past_as_present"  # a past that is over stored as a present fact
    QUOTE_CUT = "quote_cut"  # pending: words before the quote in its clause may change it
    SAID_WITH_DOUBT = "said_with_doubt"  # pending: a hedge, sarcasm or exaggeration leaves doubt


class Message(_Frozen):
    """One turn of a transcript. `index` is its position in the session (0-based)."""

    role: Role
    content: str
    timestamp: datetime
    id: MessageId | None = None


class Transcript(_Frozen):
    """An ordered session transcript: the source of truth for every fact."""

    messages: tuple[Message, ...]
    session_id: SessionId | None = None
    user_id: UserId | None = None

    def __len__(self) -> int:
        return len(self.messages)


FactText = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=2000)]


class Candidate(_Frozen):
    """A fact proposed by an untrusted proposer, with the verbatim quote it claims supports it.

    `slot` names a single-valued attribute (for example `family.spouse.name`, `work.employer`) so a
    new value can be recognised as a change of an existing belief.
    """

    text: FactText
    supporting_quote: str
    # Strict: a proposer's "0" or true is malformed, not message 0 or 1 (the index names the
    # message whose words back the fact, so a guess here could ground a fact in the wrong turn).
    source_message_index: StrictInt
    category: Category = Category.OTHER
    slot: str | None = None
    importance: Annotated[int, Field(ge=1, le=5)] = 3
    valid_from: date | None = None
    origin: Origin = Origin.EXTRACTED


class Verdict(_Frozen):
    """What the validator decided about one candidate, with the evidence it found.

    `span` is the character span of the matched quote inside the source message's content.
    `related_fact_id` is the active fact reinforced (outcome reinforce) or that would be
    superseded (outcome pending with SLOT_CONFLICT).
    """

    outcome: Outcome
    reasons: tuple[Reason, ...]
    candidate: Candidate | None
    message_index: int | None = None
    span: tuple[int, int] | None = None
    score: float = 0.0
    related_fact_id: FactId | None = None
    valid_from: date | None = None
    detail: str = ""

    @property
    def accepted(self) -> bool:
        """True when the candidate may be written (as active, pending or a reinforcement)."""
        return self.outcome is not Outcome.REJECT


class Fact(_Frozen):
    """One stored belief (one version row of the bitemporal facts table)."""

    id: FactId
    user_id: UserId
    text: str
    category: Category
    slot: str | None
    importance: int
    origin: Origin
    status: FactStatus
    confirmed_by: ConfirmedBy | None
    valid_from: datetime
    valid_to: datetime | None
    recorded_at: datetime
    expired_at: datetime | None
    superseded_by: FactId | None = None
    source_message_id: MessageId | None = None
    session_id: SessionId | None = None
    quote: str | None = None
    quote_start: int | None = None
    quote_end: int | None = None
    match_score: float | None = None
    mention_count: int = 1
    last_confirmed_at: datetime | None = None
    # The row of the bitemporal table this value was read from; status_reason says why a fact left
    # active (superseded, pruned, edited, rejected_by_user, forgotten); supersedes is, for a pending
    # fact, the active fact it would replace.
    version_id: uuid.UUID | None = None
    status_reason: str | None = None
    supersedes: FactId | None = None


class Tombstone(_Frozen):
    """A fact the user rejected or asked to forget: its text hash (and text, unless redacted)."""

    text_hash: str
    text: str | None = None
    slot: str | None = None


def fact_text_hash(text: str) -> str:
    """A stable hash of a fact's wording, insensitive to case, spacing and punctuation.

    Tombstones keep only this hash after the user asks to forget, so a fact can be refused
    again without keeping its words.
    """
    folded = unicodedata.normalize("NFKC", text).casefold()
    words = "".join(ch if ch.isalnum() else " " for ch in folded).split()
    return hashlib.sha256(" ".join(words).encode()).hexdigest()
