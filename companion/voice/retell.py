"""A Retell-compatible custom-LLM endpoint: a Retell agent uses this server as its LLM, with memory.

Retell dials `{llm_websocket_url}/{call_id}`; ours is `/retell/{secret}/{call_id}`. We send a
`config` event (asking for call details and auto-reconnect) and an empty begin `response`
(response_id 0: the agent waits for the user). Retell then sends:
- `call_details`: identifies our user (see below);
- `ping_pong`: echoed with its timestamp;
- `update_only`: the live transcript (`[{role: "agent"|"user", content}]`), nothing to answer;
- `response_required` / `reminder_required` with an integer `response_id`: we stream `response`
  events `{response_type, response_id, content, content_complete}`; a newer response_id supersedes
  an older one, whose remaining work is dropped (its task is cancelled, nothing more is sent).

R3 (docs/voice.md, "Retell events"): a reminder gets the responder's short nudge, never the last
answer again; a reply that recalled memories is preceded by a `metadata` event naming them; the
closing response carries `end_call` when the responder says the user is leaving; a reply model
that fails before a word was said speaks FALLBACK_REPLY, so the caller never hears silence. We
never send `agent_interrupt`: the companion speaks only when Retell asks.

Which user a call belongs to (R1): `call.metadata.user_id`, else
`call.retell_llm_dynamic_variables.user_id` from call_details (set by our own backend when it creates
the call), else a `?user_id=` query parameter on the websocket URL. A call with none of them is closed
with 4001 when call_details arrives, and so is one whose id `model.parse_user_id` refuses (reason
`user_id_invalid`). The first identity holds for the whole call: a later call_details cannot move
the rest of the call to another user. The secret path segment is what authenticates Retell itself.

Transcript mapping (R2): the call is one session (channel 'retell', external_id = call_id, so a
reconnect reopens it). Retell resends the whole transcript each time; an utterance is appended once it
is final (it is no longer the last one, or a response is required after it, or the call ended),
roles mapped agent -> assistant and user -> user, with client_msg_id `retell:{index}:{hash}` so a
resend or a reconnect never stores it twice. If Retell later revises an utterance already stored,
the revision is appended as a new message (the transcript is append-only). The agent's words are
stored as Retell reports them spoken, not as we generated them (an interrupted reply is cut).
Characters PostgreSQL cannot hold (NUL, lone surrogates) are dropped from an utterance before it is
stored: Retell has no error event to refuse it with, and the rest of the words are the user's.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import json
import logging
from collections.abc import AsyncIterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol

from pydantic import BaseModel, ConfigDict, ValidationError
from websockets.exceptions import ConnectionClosed

from companion.errors import CompanionError, InvalidUserId
from companion.model import Role, SessionId, UserId, parse_user_id, without_unstorable
from companion.voice.ports import HEARTBEAT_S, hold_session, session_id_of
from companion.voice.prefetch import Prefetcher
from companion.voice.responders import (
    FALLBACK_REPLY,
    CallEnding,
    Nudging,
    RecalledLike,
    ReplyContextLike,
    format_date,
)
from companion.voice.writer import SerialWriter

if TYPE_CHECKING:
    from companion.voice.server import Services

__all__ = ["RetellCall", "RetellEvent", "Utterance", "identify_user", "serve_call"]

log = logging.getLogger(__name__)

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


@dataclass
class RetellCall:
    """The pure part of a call: which utterances are new and final (R2), which response is current."""

    call_id: str
    stored: dict[int, set[str]] = field(default_factory=dict)  # index -> content hashes stored
    latest_response: int = -1
    transcript: tuple[Utterance, ...] = ()

    def new_final(
        self, transcript: Sequence[Utterance], *, all_final: bool
    ) -> list[tuple[int, Role, str, str]]:
        """Utterances to append: (index, role, content, client_msg_id), each once."""
        self.transcript = tuple(transcript)
        last = len(transcript) if all_final else len(transcript) - 1
        out: list[tuple[int, Role, str, str]] = []
        for index, utterance in enumerate(transcript[:last]):
            role, content = _role(utterance.role), without_unstorable(utterance.content).strip()
            if role is None or not content:
                continue
            digest = hashlib.sha256(content.encode()).hexdigest()[:16]
            seen = self.stored.setdefault(index, set())
            if digest in seen:
                continue
            seen.add(digest)
            out.append((index, role, content, f"retell:{index}:{digest}"))
        return out

    def supersede(self, response_id: int) -> bool:
        """Make response_id current; False if it is older than one already seen (drop it)."""
        if response_id < self.latest_response:
            return False
        self.latest_response = response_id
        return True


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


class _Channel(Protocol):
    async def send(self, message: str) -> None: ...
    async def close(self, code: int = 1000, reason: str = "") -> None: ...
    def __aiter__(self) -> AsyncIterator[str | bytes]: ...


class _Session:
    """The I/O half of one call: identity, the session row, ordered writes, response tasks."""

    def __init__(
        self, channel: _Channel, services: Services, call_id: str, query_user: UserId | None
    ) -> None:
        self.ch = channel
        self.sv = services
        self.call = RetellCall(call_id)
        self.query_user = query_user
        self.user: UserId | None = None
        self.session: SessionId | None = None
        self.writer = SerialWriter(self._delayed, retry_s=services.store_retry_s)
        self.prefetch = Prefetcher(services.memory.warm)
        self.responding: asyncio.Task[None] | None = None
        self.waiting: RetellEvent | None = None  # a response request that came before call_details
        self._last_beat = float("-inf")

    async def _delayed(self, detail: str) -> None:
        log.warning("retell call %s: storage delayed: %s", self.call.call_id, detail)

    async def send(self, payload: str) -> None:
        # Retell hanging up is the one failure a send can meet (the channel reports every way a
        # peer vanishes as ConnectionClosed); the call's end follows from the closed socket.
        with contextlib.suppress(ConnectionClosed):
            await self.ch.send(payload)

    async def identify(self, user: UserId) -> None:
        row = await self.sv.memory.start_session(user, "retell", self.call.call_id)
        self.user, self.session = user, session_id_of(row)

    def store(self, utterances: list[tuple[int, Role, str, str]]) -> asyncio.Future[Any] | None:
        user, session = self.user, self.session
        future: asyncio.Future[Any] | None = None
        for _, role, content, msg_id in utterances:
            assert user is not None
            assert session is not None

            def op(role: Role = role, content: str = content, msg_id: str = msg_id) -> Any:
                return self.sv.memory.record(user, session, role, content, client_msg_id=msg_id)

            future = self.writer.submit(op)
        return future

    async def handle(self, event: RetellEvent) -> None:
        kind = event.interaction_type
        if kind == "ping_pong":
            await self.send(json.dumps({"response_type": "ping_pong", "timestamp": event.timestamp}))
            # Retell pings every 2 s while the call is up: a quiet caller is still on the line.
            now = asyncio.get_running_loop().time()
            if self.user is not None and self.session is not None and now - self._last_beat >= HEARTBEAT_S:
                self._last_beat = now
                await hold_session(self.sv.db, self.user, self.session)
            return
        if kind == "call_details":
            if self.user is not None:
                # R1: the call already belongs to a user (an earlier call_details, or the query
                # parameter); moving it would store the rest of one person's call as another's.
                log.warning("retell call %s: another call_details ignored", self.call.call_id)
                return
            try:
                user = identify_user(event.call, self.query_user)
            except InvalidUserId as exc:
                await self.ch.close(CLOSE_NO_USER, f"user_id_invalid: {exc.problem}"[:120])
                return
            if user is None:
                await self.ch.close(CLOSE_NO_USER, "no user_id for this call")
                return
            await self.identify(user)
            if self.waiting is not None:
                waiting, self.waiting = self.waiting, None
                await self.handle(waiting)
            return
        if kind not in ("update_only", "response_required", "reminder_required"):
            # Retell documents no other inbound event; one added later is logged, not fatal.
            log.info("retell call %s: ignoring %s", self.call.call_id, kind)
            return
        if self.user is None:
            if self.query_user is None:
                # Wait for call_details; the transcript is cumulative, so the latest event suffices.
                self.call.transcript = event.transcript
                if kind != "update_only":
                    self.waiting = event
                return
            await self.identify(self.query_user)
        required = kind != "update_only"
        if not required and event.transcript and event.transcript[-1].role == "user":
            self.prefetch.offer(event.transcript[-1].content)  # the user is still speaking
        elif required:
            self.prefetch.drop()
        last_stored = self.store(self.call.new_final(event.transcript, all_final=required))
        if required and event.response_id is not None and self.call.supersede(event.response_id):
            if self.responding is not None:
                self.responding.cancel()  # drop the superseded response's remaining work
            self.responding = asyncio.create_task(self.respond(event, last_stored))

    async def respond(self, event: RetellEvent, stored: asyncio.Future[Any] | None) -> None:
        assert event.response_id is not None
        assert self.user is not None
        assert self.session is not None
        rid = event.response_id
        if stored is not None:
            # However the store ended (the writer logged a failure), Retell waits for this response.
            with contextlib.suppress(CompanionError):
                await asyncio.shield(stored)
        said = next((u.content for u in reversed(event.transcript) if u.role == "user"), "")
        utterance = without_unstorable(said)
        # R3: a reminder (the user went quiet) gets a short check-in, not the last answer again.
        nudging = event.interaction_type == "reminder_required"
        spoke, end_call = False, False
        try:
            ctx = await self._context(utterance)
            if ctx.recalled:
                await self.send(metadata(rid, ctx.recalled))
            responder = self.sv.responder
            deltas = (
                responder.nudge(ctx)
                if nudging and isinstance(responder, Nudging)
                else _fixed("Are you still there?")
                if nudging
                else responder.stream(ctx)
            )
            async for delta in deltas:
                if rid != self.call.latest_response:
                    return
                spoke = spoke or bool(delta.strip())
                await self.send(response(rid, delta, False))
            end_call = not nudging and isinstance(responder, CallEnding) and responder.ends_call(ctx)
        except CompanionError as exc:  # ResponderUnavailable, or the store refusing
            log.warning("retell call %s response %d failed: %s", self.call.call_id, rid, exc)
        if rid != self.call.latest_response:
            return
        if not spoke:
            # R3: never a silent turn; a caller hearing nothing thinks the line dropped.
            await self.send(response(rid, FALLBACK_REPLY, False))
        await self.send(response(rid, "", True, end_call=end_call))

    async def _context(self, utterance: str) -> ReplyContextLike:
        """The reply context with memory; without it when recall is unavailable (the reply still comes)."""
        assert self.user is not None
        assert self.session is not None
        try:
            return await self.sv.memory.context(self.user, self.session, utterance)
        except CompanionError as exc:
            from companion.voice.server import BareContext

            log.warning(
                "retell call %s: recall unavailable, replying without memory: %s", self.call.call_id, exc
            )
            return BareContext(system="", turns=({"role": "user", "content": utterance},))

    async def finish(self) -> None:
        self.prefetch.cancel()
        if self.responding is not None:
            self.responding.cancel()
        if self.user is not None and self.session is not None:
            # The call is over: whatever was said last is final now.
            self.store(self.call.new_final(self.call.transcript, all_final=True))
            user, session = self.user, self.session

            async def end() -> None:
                from companion.voice.server import end_and_enqueue

                await end_and_enqueue(self.sv, user, session)

            self.writer.submit(end)
        await self.writer.close()


async def _fixed(text: str) -> AsyncIterator[str]:
    yield text


async def serve_call(channel: _Channel, services: Services, call_id: str, query_user: str | None) -> None:
    """Run one Retell call to its end (the socket closing), then end its session.

    `query_user` is the URL's `?user_id=`, as received."""
    try:
        user = parse_user_id(query_user) if query_user is not None else None
    except InvalidUserId as exc:
        await channel.close(CLOSE_NO_USER, f"user_id_invalid: {exc.problem}"[:120])
        return
    call = _Session(channel, services, call_id, user)
    await call.send(
        json.dumps({"response_type": "config", "config": {"auto_reconnect": True, "call_details": True}})
    )
    await call.send(response(0, "", True))
    try:
        async for raw in channel:
            try:
                event = RetellEvent.model_validate_json(raw)
            except ValidationError as exc:
                log.warning("retell call %s: bad event: %s", call_id, exc.errors()[0]["msg"])
                continue
            try:
                await call.handle(event)
            except CompanionError as exc:
                # One event the store refused (the database away, a row gone) does not end the call.
                log.warning("retell call %s: %s", call_id, exc)
    except ConnectionClosed:
        pass  # Retell hung up abruptly: the call is over all the same
    finally:
        await call.finish()
