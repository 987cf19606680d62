"""One Retell call as a sans-I/O state machine: Retell events in, actions out.

No socket, no database, no clock: the connection (`voice/retell.py`) feeds each parsed event with
the current time, and the outcome of its own work (the call's session opened, or not), and
performs the actions returned, in order. Every decision about a call lives here and is tested
with plain values (tests/voice/test_retell_call.py); docs/voice.md names the rules R1-R3.

- `ping_pong` is echoed; while the call belongs to a user, a beat every HEARTBEAT_S tells the
  orphan sweep that its session is held.
- `call_details` identifies the user (R1): the first identity holds for the whole call; none, or
  one `model.parse_user_id` refuses, closes the call with 4001.
- `update_only`, `response_required`, `reminder_required` carry the whole transcript (R2): an
  utterance is stored once it is final, each once; a newer `response_id` supersedes an older one
  (R3), a reminder gets the responder's nudge.
- Before the call has a user, the transcript is kept and a response request waits for
  `call_details` (or, with a `?user_id=` on the URL, the session is opened for that user first).
"""

from __future__ import annotations

import hashlib
import json
import logging
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from pydantic import BaseModel, ConfigDict

from companion.errors import InvalidUserId
from companion.model import Role, UserId, parse_user_id, without_unstorable
from companion.voice.responders import RecalledLike, format_date
from companion.voice.session import HEARTBEAT_S

__all__ = [
    "CLOSE_NO_USER",
    "Action",
    "CloseCall",
    "DropPrefetch",
    "EndSession",
    "HoldSession",
    "Note",
    "OpenSession",
    "Prefetch",
    "Respond",
    "RetellCall",
    "RetellEvent",
    "Send",
    "Store",
    "Stored",
    "Utterance",
    "config_event",
    "identify_user",
    "metadata",
    "response",
]

CLOSE_NO_USER = 4001


class Utterance(BaseModel):
    model_config = ConfigDict(extra="ignore", frozen=True)

    role: str
    content: str = ""


class RetellEvent(BaseModel):
    """One inbound Retell event. Lenient (extra fields ignored): Retell adds fields over time."""

    model_config = ConfigDict(extra="ignore", frozen=True)

    interaction_type: str
    response_id: int | None = None
    transcript: tuple[Utterance, ...] = ()
    timestamp: int | None = None
    call: dict[str, Any] | None = None


# ---------------------------------------------------------------------- actions


@dataclass(frozen=True, slots=True)
class Send:
    """Send this event (JSON text) to Retell."""

    payload: str


@dataclass(frozen=True, slots=True)
class CloseCall:
    code: int
    reason: str


@dataclass(frozen=True, slots=True)
class OpenSession:
    """Open (or reopen) the call's session for this user, then report `session_opened` or
    `session_open_failed`."""

    user_id: UserId


@dataclass(frozen=True, slots=True)
class HoldSession:
    """Mark the call's session as held by a live connection (the orphan sweep leaves it alone)."""

    user_id: UserId


@dataclass(frozen=True, slots=True)
class Stored:
    """One final utterance to append to the transcript, with its idempotency key."""

    index: int
    role: Role
    content: str
    client_msg_id: str


@dataclass(frozen=True, slots=True)
class Store:
    utterances: tuple[Stored, ...]


@dataclass(frozen=True, slots=True)
class Prefetch:
    """Embed the utterance the user is still speaking."""

    text: str


@dataclass(frozen=True, slots=True)
class DropPrefetch:
    """A response is required: a partial still waiting to be embedded is stale."""


@dataclass(frozen=True, slots=True)
class Respond:
    """Answer `response_id` (cancelling the response in progress), once this event's stores are done.

    `utterance` is the user's last words; `nudging`: a reminder, answered with a check-in."""

    response_id: int
    utterance: str
    nudging: bool


@dataclass(frozen=True, slots=True)
class EndSession:
    """The call is over: end its session and queue its processing."""

    user_id: UserId


@dataclass(frozen=True, slots=True)
class Note:
    """Something worth a log line, and nothing else to do."""

    level: int
    message: str


Action = (
    Send
    | CloseCall
    | OpenSession
    | HoldSession
    | Store
    | Prefetch
    | DropPrefetch
    | Respond
    | EndSession
    | Note
)

_TRANSCRIPT_EVENTS = ("update_only", "response_required", "reminder_required")


# ---------------------------------------------------------------------- events we send


def config_event() -> str:
    """The first event of a call: ask for call details and automatic reconnection."""
    return json.dumps({"response_type": "config", "config": {"auto_reconnect": True, "call_details": True}})


def response(response_id: int, content: str, complete: bool, *, end_call: bool = False) -> str:
    event: dict[str, Any] = {
        "response_type": "response",
        "response_id": response_id,
        "content": content,
        "content_complete": complete,
    }
    if end_call:
        # Retell speaks the content, then hangs up; the socket closing ends our session.
        event["end_call"] = True
    return json.dumps(event)


def metadata(response_id: int, recalled: Sequence[RecalledLike]) -> str:
    """What this response recalled, for the call's frontend (Retell forwards `metadata` to web calls)."""
    items = [
        {"text": r.text, "date": format_date(r.date), "kind": str(r.kind), "score": float(r.score)}
        for r in recalled
    ]
    return json.dumps(
        {"response_type": "metadata", "metadata": {"response_id": response_id, "recalled": items}}
    )


def identify_user(call: Mapping[str, Any] | None, query_user: UserId | None) -> UserId | None:
    """R1: metadata.user_id, then retell_llm_dynamic_variables.user_id, then the query parameter.

    InvalidUserId when the id found first breaks `model.parse_user_id` (no fallback to the next
    source: the caller named that user, and another user's memory is the wrong answer)."""
    for key in ("metadata", "retell_llm_dynamic_variables"):
        section = (call or {}).get(key) or {}
        if isinstance(section, Mapping) and isinstance(section.get("user_id"), str) and section["user_id"]:
            return parse_user_id(section["user_id"])
    return query_user


def _role(retell_role: str) -> Role | None:
    return {"agent": "assistant", "user": "user"}.get(retell_role)  # type: ignore[return-value]


# ---------------------------------------------------------------------- the call


@dataclass
class RetellCall:
    """The decisions of one call: whose it is, which utterances are new and final (R2), which
    response is current (R3)."""

    call_id: str
    query_user: UserId | None = None  # the URL's ?user_id=, already parsed
    user: UserId | None = None  # set once the call's session is open
    stored: dict[int, set[str]] = field(default_factory=dict)  # index -> content hashes stored
    latest_response: int = -1
    transcript: tuple[Utterance, ...] = ()
    waiting: RetellEvent | None = None  # a response request that came before call_details
    _resume: RetellEvent | None = None  # the event that opened the session for the query user
    _last_beat: float = float("-inf")

    def begin(self) -> list[Action]:
        """What Retell hears first: our config, and an empty begin response (the agent waits)."""
        return [Send(config_event()), Send(response(0, "", True))]

    def receive(self, event: RetellEvent, now: float) -> list[Action]:
        """One event from Retell, at monotonic time `now` (seconds)."""
        kind = event.interaction_type
        if kind == "ping_pong":
            out: list[Action] = [
                Send(json.dumps({"response_type": "ping_pong", "timestamp": event.timestamp}))
            ]
            # Retell pings every 2 s while the call is up: a quiet caller is still on the line.
            if self.user is not None and now - self._last_beat >= HEARTBEAT_S:
                self._last_beat = now
                out.append(HoldSession(self.user))
            return out
        if kind == "call_details":
            return self._call_details(event)
        if kind not in _TRANSCRIPT_EVENTS:
            # Retell documents no other inbound event; one added later is logged, not fatal.
            return [Note(logging.INFO, f"ignoring {kind}")]
        if self.user is None:
            if self.query_user is None:
                # Wait for call_details; the transcript is cumulative, so the latest event suffices.
                self.transcript = event.transcript
                if kind != "update_only":
                    self.waiting = event
                return []
            self._resume = event
            return [OpenSession(self.query_user)]
        return self._transcript_event(event)

    def session_opened(self, user: UserId) -> list[Action]:
        """The call's session is open for `user`: the event that waited for it goes on."""
        self.user = user
        if self._resume is not None:
            event, self._resume = self._resume, None
            return self._transcript_event(event)
        if self.waiting is not None:
            event, self.waiting = self.waiting, None
            return self._transcript_event(event)
        return []

    def session_open_failed(self) -> None:
        """The session could not be opened: the event that asked is dropped (the next one retries)."""
        self._resume = None

    def is_current(self, response_id: int) -> bool:
        """False once a newer response_id superseded this one: its remaining work is dropped."""
        return response_id == self.latest_response

    def finish(self) -> list[Action]:
        """The socket closed: whatever was said last is final now, and the session ends."""
        if self.user is None:
            return []
        new = self.new_final(self.transcript, all_final=True)
        return [*([Store(new)] if new else []), EndSession(self.user)]

    # -- the decisions ------------------------------------------------------------------------

    def _call_details(self, event: RetellEvent) -> list[Action]:
        if self.user is not None:
            # R1: the call already belongs to a user (an earlier call_details, or the query
            # parameter); moving it would store the rest of one person's call as another's.
            return [Note(logging.WARNING, "another call_details ignored")]
        try:
            user = identify_user(event.call, self.query_user)
        except InvalidUserId as exc:
            return [CloseCall(CLOSE_NO_USER, f"user_id_invalid: {exc.problem}"[:120])]
        if user is None:
            return [CloseCall(CLOSE_NO_USER, "no user_id for this call")]
        return [OpenSession(user)]

    def _transcript_event(self, event: RetellEvent) -> list[Action]:
        required = event.interaction_type != "update_only"
        out: list[Action] = []
        if not required and event.transcript and event.transcript[-1].role == "user":
            out.append(Prefetch(event.transcript[-1].content))  # the user is still speaking
        elif required:
            out.append(DropPrefetch())
        new = self.new_final(event.transcript, all_final=required)
        if new:
            out.append(Store(new))
        if required and event.response_id is not None and self.supersede(event.response_id):
            said = next((u.content for u in reversed(event.transcript) if u.role == "user"), "")
            # R3: a reminder (the user went quiet) gets a short check-in, not the last answer again.
            nudging = event.interaction_type == "reminder_required"
            out.append(Respond(event.response_id, without_unstorable(said), nudging))
        return out

    def new_final(self, transcript: Sequence[Utterance], *, all_final: bool) -> tuple[Stored, ...]:
        """Utterances to append, each once: all but the last (still being spoken) unless `all_final`."""
        self.transcript = tuple(transcript)
        last = len(transcript) if all_final else len(transcript) - 1
        out: list[Stored] = []
        for index, utterance in enumerate(transcript[:last]):
            role, content = _role(utterance.role), without_unstorable(utterance.content).strip()
            if role is None or not content:
                continue
            digest = hashlib.sha256(content.encode()).hexdigest()[:16]
            seen = self.stored.setdefault(index, set())
            if digest in seen:
                continue
            seen.add(digest)
            out.append(Stored(index, role, content, f"retell:{index}:{digest}"))
        return tuple(out)

    def supersede(self, response_id: int) -> bool:
        """Make response_id current; False if it is older than one already seen (drop it)."""
        if response_id < self.latest_response:
            return False
        self.latest_response = response_id
        return True
