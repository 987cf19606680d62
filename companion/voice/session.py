"""The voice session as a sans-I/O state machine: messages in, actions out.

No sockets, no database, no clock: the connection (`voice/native.py`) feeds parsed client messages and
the outcome of its own work (a session opened, a reply delta produced, a reply finished) together
with the current time, and performs the actions returned, in order. Everything that decides
something lives here and is tested with plain values.

Rules this machine implements (docs/protocol.md names them):
- S1 nothing but `hello` before authentication; a bad token closes with 4001.
- S2 one reply in flight per connection: a newer final user turn supersedes the pending one, and
  `interrupt` (barge-in) cancels it. Deltas of a cancelled turn are dropped, never sent.
- S3 a reply is stored when it completes; a reply cut short by barge-in, a newer turn or an explicit
  end is stored as far as it was delivered (the user heard that much); a reply cut by a disconnect is
  not stored (nobody heard the rest, and the user message is already stored).
- S4 the session ends on `end_session`, on disconnect and after `idle_timeout_s` without client
  activity (then the connection closes with 4000). Ending always yields one `EndSessionWork`.
- S5 when the user's data is erased during the connection (the shell finds the session gone), the
  client is told `user_erased` and the connection closes with 4003; no `EndSessionWork` follows,
  because ending a session that no longer exists could only fail, or bring the user back.
"""

from __future__ import annotations

import enum
import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Literal

from pydantic import BaseModel

from companion.errors import ProtocolError
from companion.model import UserId
from companion.voice import protocol as p

__all__ = [
    "HEARTBEAT_S",
    "Action",
    "BeatSchedule",
    "BeginTurn",
    "CancelReply",
    "Close",
    "EndSessionWork",
    "FetchProfile",
    "OpenSession",
    "Phase",
    "Prefetch",
    "ReviewWork",
    "Send",
    "StoreReply",
    "VoiceSession",
]

# Consecutive invalid frames tolerated before the connection is closed (4002).
MAX_INVALID_FRAMES = 8

# How often a live connection (native or Retell) marks its open session as held. The orphan sweep
# waits at least a minute (twice the idle timeout), so a beat every 30 s keeps any held session
# out of its reach.
HEARTBEAT_S = 30.0


@dataclass(slots=True)
class BeatSchedule:
    """When a native connection beats for its session: first at `phase` (a fraction of HEARTBEAT_S,
    random per connection by default) after the session opened, then every HEARTBEAT_S.

    Not at once: a session that has just opened counts as seen (the sweep reads its start), so an
    immediate beat only cost a write. And not at the same moment for every connection: sessions
    opened together (a load test, every client reconnecting after a restart) beat together, and
    200 beats at once (~135 ms of event-loop CPU, 200 transactions queued in front of the pool)
    held every reply of that second behind them (docs/voice.md, "Load test")."""

    phase: float = field(default_factory=random.random)
    _next: float | None = None

    def due(self, now: float, session_open: bool) -> bool:
        """Whether to beat at `now`; called on every tick of the connection."""
        if not session_open:
            return False
        if self._next is None:
            self._next = now + self.phase * HEARTBEAT_S
        if now < self._next:
            return False
        self._next = now + HEARTBEAT_S
        return True


@dataclass(frozen=True, slots=True)
class Send:
    message: BaseModel


@dataclass(frozen=True, slots=True)
class Close:
    code: int
    reason: str


@dataclass(frozen=True, slots=True)
class OpenSession:
    """Create a session for the user, then call `session_opened` (or `session_open_failed`)."""

    user_id: UserId


@dataclass(frozen=True, slots=True)
class BeginTurn:
    """Store the user's final utterance, then produce the reply for `turn_id` (feed its deltas back)."""

    turn_id: int
    session_id: str
    text: str
    ts: float | None
    client_msg_id: str | None


@dataclass(frozen=True, slots=True)
class Prefetch:
    """Embed a partial transcript now: the final utterance usually repeats the last partial, so its
    embedding is then ready before the user stops speaking. Best effort; nothing is stored."""

    text: str


@dataclass(frozen=True, slots=True)
class CancelReply:
    turn_id: int


@dataclass(frozen=True, slots=True)
class StoreReply:
    """Append the assistant's reply (complete, or as far as it was delivered) to the transcript."""

    turn_id: int
    session_id: str
    text: str
    complete: bool
    ref: str | None = None  # the client_msg_id of the user message it answers


@dataclass(frozen=True, slots=True)
class EndSessionWork:
    """Mark the session ended and queue its processing job; then send `session_ended`."""

    session_id: str
    reason: Literal["client", "idle", "disconnect"]


@dataclass(frozen=True, slots=True)
class FetchProfile:
    user_id: UserId


@dataclass(frozen=True, slots=True)
class ReviewWork:
    user_id: UserId
    action: Literal["list", "confirm", "reject", "edit"]
    fact_id: str | None = None
    text: str | None = None


Action = (
    Send
    | Close
    | OpenSession
    | BeginTurn
    | Prefetch
    | CancelReply
    | StoreReply
    | EndSessionWork
    | FetchProfile
    | ReviewWork
)


class Phase(enum.Enum):
    AWAITING_HELLO = "awaiting_hello"
    READY = "ready"  # authenticated, no session
    OPENING = "opening"  # OpenSession issued, waiting for the shell
    IN_SESSION = "in_session"
    CLOSED = "closed"


@dataclass(slots=True)
class _Turn:
    turn_id: int
    client_msg_id: str | None = None
    delivered: list[str] = field(default_factory=list)


def _error(code: str, message: str, *, ref: str | None = None, retry: bool = False) -> Send:
    return Send(p.ErrorMsg(code=p.ErrorCode(code), message=message, ref=ref, retry=retry))


class VoiceSession:
    """One connection's conversation state. `verify(token, now) -> user id` checks a token (pure)."""

    def __init__(
        self,
        verify: Callable[[str, float], UserId],
        *,
        now: float,
        idle_timeout_s: float,
        max_frame_bytes: int,
        hello_timeout_s: float = 10.0,
    ) -> None:
        self._verify = verify
        self.idle_timeout_s = idle_timeout_s
        self.hello_timeout_s = hello_timeout_s
        self._max_frame_bytes = max_frame_bytes
        self.phase = Phase.AWAITING_HELLO
        self.user_id: UserId | None = None
        self.session_id: str | None = None
        self.last_activity = now
        self._turn: _Turn | None = None
        self._next_turn = 1
        self._invalid_in_row = 0

    @property
    def turn_in_flight(self) -> int | None:
        return None if self._turn is None else self._turn.turn_id

    # ------------------------------------------------------------------ client input

    def receive(self, message: p.ClientMessage, now: float) -> list[Action]:
        """A well-formed client message."""
        if self.phase is Phase.CLOSED:
            return []
        self._invalid_in_row = 0
        self.last_activity = now
        if self.phase is Phase.AWAITING_HELLO:
            return self._hello(message, now)
        match message:
            case p.Hello():
                return [_error("invalid_message", "already authenticated")]
            case p.Ping(nonce=nonce):
                return [Send(p.Pong(nonce=nonce))]
            case p.StartSession():
                if self.phase is not Phase.READY:
                    return [_error("session_open", "a session is already open")]
                assert self.user_id is not None
                self.phase = Phase.OPENING
                return [OpenSession(self.user_id)]
            case p.Transcript():
                return self._transcript(message)
            case p.Interrupt(turn_id=turn_id):
                if self._turn is None or (turn_id is not None and turn_id != self._turn.turn_id):
                    return []  # the reply already finished: barge-in has nothing to cancel
                return self._cancel("barge_in", store=True)
            case p.EndSession():
                return self._end("client")
            case p.GetProfile():
                assert self.user_id is not None
                return [FetchProfile(self.user_id)]
            case p.ReviewList():
                assert self.user_id is not None
                return [ReviewWork(self.user_id, "list")]
            case p.ReviewConfirm(fact_id=fact_id):
                assert self.user_id is not None
                return [ReviewWork(self.user_id, "confirm", fact_id)]
            case p.ReviewReject(fact_id=fact_id):
                assert self.user_id is not None
                return [ReviewWork(self.user_id, "reject", fact_id)]
            case p.ReviewEdit(fact_id=fact_id, text=text):
                assert self.user_id is not None
                return [ReviewWork(self.user_id, "edit", fact_id, text)]
        raise AssertionError(f"unhandled message {message!r}")  # pragma: no cover

    def receive_invalid(self, error: ProtocolError, now: float) -> list[Action]:
        """A frame that did not parse: a typed error; too many in a row closes the connection."""
        if self.phase is Phase.CLOSED:
            return []
        self._invalid_in_row += 1
        actions: list[Action] = [_error(error.code, str(error), ref=error.ref)]
        if self._invalid_in_row >= MAX_INVALID_FRAMES:
            actions += self._close(p.CloseCode.PROTOCOL_VIOLATION, "too many invalid frames")
        return actions

    def frame_too_large(self, now: float) -> list[Action]:
        """The transport refused an oversized frame (it closes with 1009 itself)."""
        return self.disconnected(now)

    def _hello(self, message: p.ClientMessage, now: float) -> list[Action]:
        if not isinstance(message, p.Hello):
            return [
                _error("not_authenticated", "send hello with a token first"),
                *self._close(p.CloseCode.UNAUTHORIZED, "not authenticated"),
            ]
        try:
            self.user_id = self._verify(message.token, now)
        except ProtocolError as exc:
            return [_error(exc.code, str(exc)), *self._close(p.CloseCode.UNAUTHORIZED, exc.code)]
        self.phase = Phase.READY
        ready = p.Ready(
            user_id=self.user_id, idle_timeout_s=self.idle_timeout_s, max_frame_bytes=self._max_frame_bytes
        )
        return [Send(ready)]

    def _transcript(self, message: p.Transcript) -> list[Action]:
        if self.phase is not Phase.IN_SESSION:
            return [_error("no_session", "start a session first", ref=message.client_msg_id)]
        if not message.final:
            # Partials are never stored or answered; they only keep the session alive and warm
            # the embedding of what the user is saying.
            text = message.text.strip()
            return [Prefetch(text)] if text else []
        text = message.text.strip()
        if not text:
            return [_error("invalid_message", "empty final transcript", ref=message.client_msg_id)]
        assert self.session_id is not None
        actions = self._cancel("superseded", store=True) if self._turn is not None else []
        self._turn = _Turn(self._next_turn, message.client_msg_id)
        self._next_turn += 1
        actions.append(
            BeginTurn(self._turn.turn_id, self.session_id, text, message.ts, message.client_msg_id)
        )
        return actions

    # ------------------------------------------------------------------ shell feedback

    def session_opened(self, session_id: str, now: float) -> list[Action]:
        if self.phase is not Phase.OPENING:
            return []
        self.phase = Phase.IN_SESSION
        self.session_id = session_id
        self.last_activity = now
        return [Send(p.SessionStarted(session_id=session_id))]

    def session_open_failed(self, message: str, now: float) -> list[Action]:
        if self.phase is not Phase.OPENING:
            return []
        self.phase = Phase.READY
        return [_error("unavailable", message, retry=True)]

    def reply_delta(self, turn_id: int, text: str, now: float) -> list[Action]:
        """A piece of the reply; dropped when the turn was cancelled or superseded (S2)."""
        if self._turn is None or self._turn.turn_id != turn_id or not text:
            return []
        self._turn.delivered.append(text)
        return [Send(p.ReplyDelta(turn_id=turn_id, text=text))]

    def reply_finished(self, turn_id: int, now: float) -> list[Action]:
        if self._turn is None or self._turn.turn_id != turn_id:
            return []
        self.last_activity = now  # a long reply is not client idleness
        text, ref = "".join(self._turn.delivered), self._turn.client_msg_id
        self._turn = None
        assert self.session_id is not None
        actions: list[Action] = [Send(p.ReplyDone(turn_id=turn_id))]
        if text:
            actions.append(StoreReply(turn_id, self.session_id, text, complete=True, ref=ref))
        return actions

    def reply_failed(self, turn_id: int, message: str, now: float) -> list[Action]:
        if self._turn is None or self._turn.turn_id != turn_id:
            return []
        self._turn = None
        return [
            _error("reply_failed", message, retry=True),
            Send(p.ReplyDone(turn_id=turn_id, interrupted=True, reason="failed")),
        ]

    def user_erased(self, now: float) -> list[Action]:
        """S5: the session's rows are gone (the user was erased): say so and close, ending nothing."""
        if self.phase in (Phase.CLOSED, Phase.AWAITING_HELLO):
            return []
        self.session_id = None
        return [
            _error("user_erased", "this user's data was erased; the session is over"),
            *self._close(p.CloseCode.USER_ERASED, "user erased"),
        ]

    def tick(self, now: float) -> list[Action]:
        """Time passes: the hello deadline and the idle timeout (S4)."""
        if self.phase is Phase.AWAITING_HELLO and now - self.last_activity >= self.hello_timeout_s:
            return [
                _error("not_authenticated", "no hello in time"),
                *self._close(p.CloseCode.UNAUTHORIZED, "no hello"),
            ]
        if self.phase in (Phase.CLOSED, Phase.AWAITING_HELLO) or self._turn is not None:
            return []
        if now - self.last_activity >= self.idle_timeout_s:
            return [*self._end("idle"), *self._close(p.CloseCode.IDLE_TIMEOUT, "idle timeout")]
        return []

    def disconnected(self, now: float) -> list[Action]:
        """The socket is gone: cancel the reply without storing it (S3) and end the session (S4)."""
        actions: list[Action] = []
        if self._turn is not None:
            actions.append(CancelReply(self._turn.turn_id))
            self._turn = None
        if self.session_id is not None:
            actions.append(EndSessionWork(self.session_id, "disconnect"))
            self.session_id = None
        self.phase = Phase.CLOSED
        return actions

    # ------------------------------------------------------------------ helpers

    def _cancel(self, reason: Literal["barge_in", "superseded", "ended"], *, store: bool) -> list[Action]:
        assert self._turn is not None
        assert self.session_id is not None
        turn, self._turn = self._turn, None
        actions: list[Action] = [
            CancelReply(turn.turn_id),
            Send(p.ReplyDone(turn_id=turn.turn_id, interrupted=True, reason=reason)),
        ]
        delivered = "".join(turn.delivered)
        if store and delivered:
            actions.append(
                StoreReply(turn.turn_id, self.session_id, delivered, complete=False, ref=turn.client_msg_id)
            )
        return actions

    def _end(self, reason: Literal["client", "idle"]) -> list[Action]:
        if self.phase is not Phase.IN_SESSION:
            return [] if reason == "idle" else [_error("no_session", "no session to end")]
        actions = self._cancel("ended", store=True) if self._turn is not None else []
        assert self.session_id is not None
        actions.append(EndSessionWork(self.session_id, reason))
        self.session_id = None
        self.phase = Phase.READY
        return actions

    def _close(self, code: int, reason: str) -> list[Action]:
        actions: list[Action] = []
        if self._turn is not None:
            actions.append(CancelReply(self._turn.turn_id))
            self._turn = None
        self.phase = Phase.CLOSED
        return [*actions, Close(code, reason)]
