"""The native voice wire protocol, version 1 (docs/protocol.md is its reference).

Every frame is one JSON object with `"v": 1` and a `type` that selects the message model. Parsing
is strict: unknown fields, a wrong type or a missing field is an error (`invalid_message`), never a
guess. Client and server messages are two discriminated unions, so `parse_client` returns exactly
one typed model or raises `ProtocolError` with the wire error code.

Values the database or the clock cannot take are refused here, at the edge, with their own codes
(`text_invalid`, `bad_timestamp`), so a turn never fails half-way through with a driver error.
"""

from __future__ import annotations

import enum
import json
import math
from typing import Annotated, Any, Literal

from pydantic import (
    AfterValidator,
    BaseModel,
    ConfigDict,
    Field,
    StringConstraints,
    TypeAdapter,
    ValidationError,
)
from pydantic_core import PydanticCustomError

from companion.errors import ProtocolError
from companion.model import unstorable_text

__all__ = [
    "PROTOCOL_VERSION",
    "Ack",
    "ClientMessage",
    "CloseCode",
    "EndSession",
    "ErrorCode",
    "ErrorMsg",
    "GetProfile",
    "Hello",
    "Interrupt",
    "PendingFacts",
    "Ping",
    "Pong",
    "Profile",
    "Ready",
    "RecallItem",
    "Recalled",
    "ReplyDelta",
    "ReplyDone",
    "ReviewConfirm",
    "ReviewEdit",
    "ReviewItem",
    "ReviewItems",
    "ReviewList",
    "ReviewReject",
    "ReviewResult",
    "ServerMessage",
    "SessionEnded",
    "SessionStarted",
    "StartSession",
    "Transcript",
    "dump",
    "parse_client",
    "parse_server",
]

PROTOCOL_VERSION = 1


class ErrorCode(enum.StrEnum):
    """Stable error codes of the `error` message. Never rename: clients switch on them."""

    BAD_JSON = "bad_json"  # the frame is not a JSON object
    UNSUPPORTED_VERSION = "unsupported_version"  # "v" missing or not 1
    UNKNOWN_TYPE = "unknown_type"  # "type" missing or not a message we know
    INVALID_MESSAGE = "invalid_message"  # a known type with missing/extra/mistyped fields
    UNAUTHORIZED = "unauthorized"  # bad token (then close 4001)
    TOKEN_EXPIRED = "token_expired"  # the token's expiry has passed (then close 4001)
    NOT_AUTHENTICATED = "not_authenticated"  # anything but hello before hello (then close 4001)
    NO_SESSION = "no_session"  # transcript/interrupt/end without an open session
    SESSION_OPEN = "session_open"  # start_session while one is open
    NOT_FOUND = "not_found"  # no such fact (for this user)
    REVIEW_CONFLICT = "review_conflict"  # the fact is not pending any more
    UNAVAILABLE = "unavailable"  # the database is unreachable; see `retry`
    REPLY_FAILED = "reply_failed"  # the reply model failed or timed out
    INTERNAL = "internal"
    FRAME_INVALID = "frame_invalid"  # JSON nested deeper than the decoder takes
    BINARY_FRAME = "binary_frame"  # a binary WebSocket frame: the protocol is text frames only
    TEXT_INVALID = "text_invalid"  # a string the database cannot hold (a NUL, a lone surrogate)
    BAD_TIMESTAMP = "bad_timestamp"  # transcript ts not finite, negative, or past year 9999
    USER_ID_INVALID = "user_id_invalid"  # the token names an id model.parse_user_id refuses (close 4001)
    USER_ERASED = "user_erased"  # the user's data was erased while connected (then close 4003)
    REPLY_NOT_STORED = "reply_not_stored"  # a reply the client heard is missing from the transcript


class CloseCode(enum.IntEnum):
    """WebSocket close codes the server uses."""

    NORMAL = 1000
    GOING_AWAY = 1001  # server shutting down
    MESSAGE_TOO_BIG = 1009  # a frame larger than Settings.max_frame_bytes
    IDLE_TIMEOUT = 4000  # no client activity for Settings.session_idle_timeout_s
    UNAUTHORIZED = 4001  # bad, expired or missing token
    PROTOCOL_VIOLATION = 4002  # too many invalid frames in a row
    USER_ERASED = 4003  # the user's data was erased during the connection; do not reconnect


class _Wire(BaseModel):
    # strict: "1" is not 1 and "true" is not true; extra fields are refused.
    model_config = ConfigDict(frozen=True, extra="forbid", strict=True)

    v: Literal[1] = 1


def _storable(value: str) -> str:
    if (problem := unstorable_text(value)) is not None:
        raise PydanticCustomError("text_invalid", "{problem}", {"problem": problem})
    return value


# datetime.fromtimestamp refuses NaN, the infinities and years past 9999, and nobody spoke before
# 1970. Inside this range the server still ignores a ts more than a day from its own clock.
_MAX_EPOCH_S = 253402300800.0  # 10000-01-01T00:00:00Z


def _epoch_seconds(value: float) -> float:
    if not (math.isfinite(value) and 0 <= value < _MAX_EPOCH_S):
        raise PydanticCustomError(
            "bad_timestamp", "ts must be seconds since 1970 before year 10000, got {ts}", {"ts": repr(value)}
        )
    return value


Text = Annotated[str, StringConstraints(max_length=8000), AfterValidator(_storable)]
Id = Annotated[str, StringConstraints(min_length=1, max_length=200), AfterValidator(_storable)]
EpochSeconds = Annotated[float, AfterValidator(_epoch_seconds)]

# ---------------------------------------------------------------- client -> server


class Hello(_Wire):
    type: Literal["hello"] = "hello"
    token: Annotated[str, StringConstraints(min_length=1, max_length=2000)]


class StartSession(_Wire):
    type: Literal["start_session"] = "start_session"


class Transcript(_Wire):
    """A user transcript. Only `final` ones are stored and answered; partials show liveness."""

    type: Literal["transcript"] = "transcript"
    text: Text
    final: bool
    ts: EpochSeconds | None = None  # client clock, seconds since the epoch, when the user spoke
    client_msg_id: Id | None = None  # idempotency key: a resend is stored once


class Interrupt(_Wire):
    """Barge-in: the user started talking over the reply."""

    type: Literal["interrupt"] = "interrupt"
    turn_id: int | None = None


class EndSession(_Wire):
    type: Literal["end_session"] = "end_session"


class GetProfile(_Wire):
    type: Literal["get_profile"] = "get_profile"


class ReviewList(_Wire):
    type: Literal["review_list"] = "review_list"


class ReviewConfirm(_Wire):
    type: Literal["review_confirm"] = "review_confirm"
    fact_id: Id


class ReviewReject(_Wire):
    type: Literal["review_reject"] = "review_reject"
    fact_id: Id


class ReviewEdit(_Wire):
    type: Literal["review_edit"] = "review_edit"
    fact_id: Id
    text: Annotated[
        str,
        StringConstraints(strip_whitespace=True, min_length=1, max_length=2000),
        AfterValidator(_storable),
    ]


class Ping(_Wire):
    type: Literal["ping"] = "ping"
    nonce: Id | None = None


ClientMessage = Annotated[
    Hello
    | StartSession
    | Transcript
    | Interrupt
    | EndSession
    | GetProfile
    | ReviewList
    | ReviewConfirm
    | ReviewReject
    | ReviewEdit
    | Ping,
    Field(discriminator="type"),
]

# ---------------------------------------------------------------- server -> client


class Ready(_Wire):
    type: Literal["ready"] = "ready"
    user_id: str
    idle_timeout_s: float
    max_frame_bytes: int


class SessionStarted(_Wire):
    type: Literal["session_started"] = "session_started"
    session_id: str


class Profile(_Wire):
    type: Literal["profile"] = "profile"
    text: str | None


class Ack(_Wire):
    """A final user transcript is stored (seq is its index in the session transcript)."""

    type: Literal["ack"] = "ack"
    client_msg_id: str | None
    turn_id: int
    seq: int
    duplicate: bool = False


class ReplyDelta(_Wire):
    type: Literal["reply_delta"] = "reply_delta"
    turn_id: int
    text: str


class ReplyDone(_Wire):
    type: Literal["reply_done"] = "reply_done"
    turn_id: int
    interrupted: bool = False
    reason: Literal["complete", "barge_in", "superseded", "ended", "failed"] = "complete"


class RecallItem(_Wire):
    text: str
    date: str | None
    kind: str
    score: float


class Recalled(_Wire):
    type: Literal["recalled"] = "recalled"
    turn_id: int
    items: tuple[RecallItem, ...]


class PendingFacts(_Wire):
    type: Literal["pending_facts"] = "pending_facts"
    count: int


class ReviewItem(_Wire):
    fact_id: str
    text: str
    quote: str | None
    date: str | None
    conflicts_with: str | None = None  # the text of the active fact it would replace


class ReviewItems(_Wire):
    type: Literal["review_items"] = "review_items"
    items: tuple[ReviewItem, ...]


class ReviewResult(_Wire):
    type: Literal["review_result"] = "review_result"
    fact_id: str
    action: Literal["confirm", "reject", "edit"]
    ok: bool = True


class SessionEnded(_Wire):
    type: Literal["session_ended"] = "session_ended"
    session_id: str
    reason: Literal["client", "idle", "disconnect"]
    job_queued: bool


class ErrorMsg(_Wire):
    """A typed error. `ref` names the client_msg_id it concerns; `retry` says resending may work."""

    type: Literal["error"] = "error"
    code: ErrorCode
    message: str
    ref: str | None = None
    retry: bool = False


class Pong(_Wire):
    type: Literal["pong"] = "pong"
    nonce: str | None = None


ServerMessage = Annotated[
    Ready
    | SessionStarted
    | Profile
    | Ack
    | ReplyDelta
    | ReplyDone
    | Recalled
    | PendingFacts
    | ReviewItems
    | ReviewResult
    | SessionEnded
    | ErrorMsg
    | Pong,
    Field(discriminator="type"),
]

_CLIENT: TypeAdapter[ClientMessage] = TypeAdapter(ClientMessage)
_SERVER: TypeAdapter[ServerMessage] = TypeAdapter(ServerMessage)
_CLIENT_TYPES = frozenset(
    m.model_fields["type"].default
    for m in (
        Hello,
        StartSession,
        Transcript,
        Interrupt,
        EndSession,
        GetProfile,
        ReviewList,
        ReviewConfirm,
        ReviewReject,
        ReviewEdit,
        Ping,
    )
)


# Validation errors that have a wire code of their own (the rest are invalid_message).
# pydantic itself refuses a lone surrogate in a constrained string ("string_unicode").
_OWN_CODES = {
    "text_invalid": ErrorCode.TEXT_INVALID,
    "string_unicode": ErrorCode.TEXT_INVALID,
    "bad_timestamp": ErrorCode.BAD_TIMESTAMP,
}


def _ref(data: dict[str, Any]) -> str | None:
    """The id a refused frame named, so the client learns which message was refused; only one that
    is itself a valid id is echoed."""
    for key in ("client_msg_id", "fact_id"):
        value = data.get(key)
        if isinstance(value, str) and 0 < len(value) <= 200 and unstorable_text(value) is None:
            return value
    return None


def parse_client(raw: str | bytes) -> ClientMessage:
    """One client frame -> one typed message, or ProtocolError with the precise wire code."""
    try:
        data = json.loads(raw)
    except (ValueError, UnicodeDecodeError) as exc:
        raise ProtocolError(ErrorCode.BAD_JSON, f"frame is not valid JSON: {exc}") from exc
    except RecursionError as exc:
        # The decoder recurses once per nesting level; no client message nests more than twice,
        # so this is refused as a frame, not allowed to unwind the connection's handler.
        raise ProtocolError(ErrorCode.FRAME_INVALID, "frame is nested too deeply") from exc
    if not isinstance(data, dict):
        raise ProtocolError(ErrorCode.BAD_JSON, "frame must be a JSON object")
    # Checked in this order so each fault gets its own code rather than one generic failure.
    if data.get("v") != PROTOCOL_VERSION or isinstance(data.get("v"), bool):
        raise ProtocolError(ErrorCode.UNSUPPORTED_VERSION, f'expected "v": {PROTOCOL_VERSION}')
    kind = data.get("type")
    if not isinstance(kind, str) or kind not in _CLIENT_TYPES:
        raise ProtocolError(ErrorCode.UNKNOWN_TYPE, f"unknown message type {kind!r}")
    try:
        return _CLIENT.validate_python(data)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first["loc"][1:]) or kind
        code = _OWN_CODES.get(first["type"], ErrorCode.INVALID_MESSAGE)
        raise ProtocolError(code, f"{kind}: {where}: {first['msg']}", ref=_ref(data)) from exc


def parse_server(raw: str | bytes) -> ServerMessage:
    """One server frame -> a typed message (clients and tests use this)."""
    return _SERVER.validate_json(raw, strict=False)


def dump(message: BaseModel) -> str:
    """Serialise a wire message to one compact JSON frame."""
    return message.model_dump_json()
