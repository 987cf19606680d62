"""An OpenAI-compatible `POST /v1/chat/completions` endpoint: a voice platform's "custom LLM", with memory.

Vapi, ElevenLabs Agents and LiveKit Agents (docs/voice.md, "OpenAI-compatible endpoint") call a
custom LLM with OpenAI's Chat Completions request, resending the whole conversation every turn.
Each request here is one exchange (O1-O4):

- O1 who: `Authorization: Bearer <token>`, the same signed per-user token as the native protocol
  (`companion token USER`); the platform's "API key" field holds it. No server-wide key: a key that
  lets the caller name any user would make one leaked platform setting every user's memory.
- O2 which conversation: the `X-Conversation-Id` header, else `call.id` in the body (Vapi sends
  the call), else `metadata.conversation_id`, else a hash of the conversation's first user message
  (a platform that sends no id still keeps one session per conversation). It is the session's
  external id (channel 'openai'), so a later request, even after an end, continues the same session.
- O3 what is new: every user and assistant message of the history is final (the platform sent
  it), stored once with client_msg_id `chat:{index}:{content hash}`; a resent history stores
  nothing again, a revised message (an interrupted reply, cut) is appended as a revision. Our own
  reply is stored under the key the platform will resend it with. System messages are the
  platform's prompt: appended to the reply's system prompt, never stored as speech.
- O4 when it ends: `POST /v1/conversations/{id}/end`, or no request for
  Settings.session_idle_timeout_s, or the server stopping; then the session is ended and queued
  for processing like any other.

The reply streams as OpenAI `chat.completion.chunk` server-sent events (`stream: true`) or comes
back as one `chat.completion`. A reply model that fails before a word speaks FALLBACK_REPLY.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import json
import logging
import uuid
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from pydantic import BaseModel, ConfigDict, ValidationError
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.types import Receive, Scope, Send

from companion.errors import CompanionError, ProtocolError, ResponderUnavailable
from companion.model import Role, SessionId, UserId, without_unstorable
from companion.voice.responders import FALLBACK_REPLY, ReplyContextLike
from companion.voice.services import Services, end_and_enqueue
from companion.voice.tokens import verify_token

__all__ = ["ChatCompletions", "ChatMessage", "ChatRequest", "chunk", "conversation_id", "new_messages"]

log = logging.getLogger(__name__)

CHANNEL = "openai"


class ChatMessage(BaseModel):
    model_config = ConfigDict(extra="ignore", frozen=True)

    role: str
    # A string, or OpenAI's content parts ([{"type": "text", "text": ...}, ...]); None for a tool call.
    content: str | list[dict[str, Any]] | None = None

    @property
    def text(self) -> str:
        if isinstance(self.content, str):
            return self.content
        if self.content is None:
            return ""
        return " ".join(str(p.get("text", "")) for p in self.content if p.get("type") == "text")


class ChatRequest(BaseModel):
    """The fields we read from a Chat Completions request; the rest (temperature, tools) is ignored."""

    model_config = ConfigDict(extra="ignore", frozen=True)

    model: str = "companion"
    messages: tuple[ChatMessage, ...]
    stream: bool = False
    call: dict[str, Any] | None = None
    metadata: dict[str, Any] | None = None


def conversation_id(req: ChatRequest, headers: Mapping[str, str]) -> str:
    """O2: the platform's conversation id, or a stable stand-in derived from the conversation's start."""
    for candidate in (
        headers.get("x-conversation-id"),
        (req.call or {}).get("id"),
        (req.metadata or {}).get("conversation_id"),
    ):
        if isinstance(candidate, str) and candidate.strip():
            return candidate.strip()[:200]
    first = next((m.text for m in req.messages if m.role == "user"), "")
    return "first:" + hashlib.sha256(first.encode()).hexdigest()[:24]


def _utterance(req: ChatRequest) -> str:
    """The words to answer: the last user message (a request has one, `handle` checks)."""
    return without_unstorable(next(m.text for m in reversed(req.messages) if m.role == "user"))


def _key(index: int, content: str) -> str:
    return f"chat:{index}:{hashlib.sha256(content.encode()).hexdigest()[:16]}"


def new_messages(messages: Sequence[ChatMessage], seen: set[str]) -> list[tuple[Role, str, str]]:
    """O3: the (role, content, client_msg_id) of each history message not stored yet; marks them seen."""
    out: list[tuple[Role, str, str]] = []
    for index, message in enumerate(messages):
        if message.role not in ("user", "assistant"):
            continue
        content = without_unstorable(message.text).strip()
        key = _key(index, content)
        if not content or key in seen:
            continue
        seen.add(key)
        role: Role = "user" if message.role == "user" else "assistant"
        out.append((role, content, key))
    return out


def chunk(completion_id: str, created: int, model: str, delta: Mapping[str, str], finish: str | None) -> str:
    """One OpenAI `chat.completion.chunk` as a server-sent event."""
    body = {
        "id": completion_id,
        "object": "chat.completion.chunk",
        "created": created,
        "model": model,
        "choices": [{"index": 0, "delta": dict(delta), "finish_reason": finish}],
    }
    return f"data: {json.dumps(body)}\n\n"


def _error(status: int, message: str, code: str) -> JSONResponse:
    return JSONResponse(_error_body(status, message, code), status_code=status)


def _error_body(status: int, message: str, code: str) -> dict[str, dict[str, str]]:
    """OpenAI's error object; on a stream it is sent as one `data:` event instead of the reply."""
    kind = {401: "authentication_error", 503: "server_error"}.get(status, "invalid_request_error")
    return {"error": {"message": message, "type": kind, "code": code}}


@dataclass(frozen=True, slots=True)
class _Failed:
    """An exchange that could not start (the memory store is unreachable): no reply was made and
    nothing was stored, so the platform gets an error it can retry on, not a silent empty reply."""

    message: str


# What an exchange that failed before its reply tells the platform (its request may be retried).
_UNAVAILABLE = "memory is unavailable: {}"


@dataclass(frozen=True)
class _PromptedContext:
    """The memory context with the platform's own system prompt after ours."""

    system: str
    turns: Sequence[Mapping[str, str]]
    recalled: Sequence[Any] = field(default=())


class _ReplyStream(Response):
    """The reply as server-sent events, written as it comes (`stream: true`).

    Each write carries every delta ready by then, merged into one chunk: a reply whose deltas
    arrive together (the offline responder's words, a burst of tokens) costs one JSON encoding and
    one socket write, not one per word, and a delta that arrives alone is written at once.

    The exchange (`producer`) was started by the handler. A client that goes away before the reply
    is complete cancels it: the reply stops and is not stored (the platform resends what was
    spoken), while the user's new turns are stored all the same (`exchange` shields their store).
    Once the reply is complete its store finishes whatever the client does, and the response ends
    after it, so the platform's next request finds it stored.

    Starlette's StreamingResponse does the same writes but watches for the disconnect through an
    anyio task group per response; here it is one plain task on `receive` (measured: less CPU per
    exchange on the realtime path, bench/openai_endpoint_bench.py)."""

    media_type = "text/event-stream"

    def __init__(
        self,
        ready: asyncio.Queue[str | _Failed | None],
        producer: asyncio.Task[None],
        cid: str,
        created: int,
        model: str,
    ) -> None:
        # As StreamingResponse does: no body, so no Content-Length (the reply is sent chunked).
        self.status_code, self.background = 200, None
        self.init_headers({"Cache-Control": "no-store", "X-Accel-Buffering": "no"})
        self._ready, self._producer = ready, producer
        self._cid, self._created, self._model = cid, created, model

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        await send({"type": "http.response.start", "status": 200, "headers": self.raw_headers})
        complete = False

        def gone(_: object) -> None:
            if not complete:
                self._producer.cancel()  # the client has gone mid-reply: stop it

        # `receive` returns once the client disconnects (the request body was read already).
        watcher = asyncio.ensure_future(receive())
        watcher.add_done_callback(gone)
        try:
            first = True
            while not complete:
                batch = [await self._ready.get()]
                while not self._ready.empty():
                    batch.append(self._ready.get_nowait())
                failed = next((item for item in batch if isinstance(item, _Failed)), None)
                complete = failed is not None or None in batch
                text = "".join(delta for delta in batch if isinstance(delta, str))
                events = ""
                if text:
                    # OpenAI's first chunk names the role; the text rides with it, to be spoken at once.
                    body = {"role": "assistant", "content": text} if first else {"content": text}
                    first = False
                    events = chunk(self._cid, self._created, self._model, body, None)
                if failed is not None:
                    # As OpenAI does mid-stream: an error event; its client raises APIError on it.
                    body_error = _error_body(503, failed.message, "memory_unavailable")
                    events += f"data: {json.dumps(body_error)}\n\n"
                elif complete:
                    events += chunk(self._cid, self._created, self._model, {}, "stop") + "data: [DONE]\n\n"
                await send({"type": "http.response.body", "body": events.encode(), "more_body": True})
            try:
                await asyncio.shield(self._producer)  # the reply's store
            except asyncio.CancelledError:
                if not self._producer.cancelled():
                    raise  # this response itself is being cancelled
                return  # the client left mid-reply: there is no one to end the response for
            await send({"type": "http.response.body", "body": b"", "more_body": False})
        finally:
            watcher.remove_done_callback(gone)
            watcher.cancel()


@dataclass
class _Conversation:
    user: UserId
    external_id: str
    session: SessionId | None = None
    seen: set[str] = field(default_factory=set)
    last_seen: float = 0.0
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)


class ChatCompletions:
    """The endpoint's state: open conversations, their idle timeout, their end."""

    def __init__(self, services: Services) -> None:
        self.sv = services
        self.open: dict[tuple[UserId, str], _Conversation] = {}
        self._sweeper: asyncio.Task[None] | None = None
        # Streamed exchanges in flight (their tasks, referenced until done).
        self._running: set[asyncio.Task[None]] = set()

    # ------------------------------------------------------------------ HTTP handlers

    def _user(self, request: Request) -> UserId | Response:
        auth = request.headers.get("authorization", "")
        scheme, _, token = auth.partition(" ")
        if scheme.lower() != "bearer" or not token.strip():
            return _error(401, "send the user's token as 'Authorization: Bearer <token>'", "missing_token")
        try:
            return verify_token(self.sv.settings.token_secret, token.strip(), now=self.sv.clock())
        except ProtocolError as exc:
            return _error(401, str(exc), exc.code)

    async def handle(self, request: Request) -> Response:
        user = self._user(request)
        if isinstance(user, Response):
            return user
        try:
            req = ChatRequest.model_validate_json(await request.body())
        except ValidationError as exc:
            return _error(400, f"invalid request: {exc.errors()[0]['msg']}", "invalid_request")
        if not any(m.role == "user" and m.text.strip() for m in req.messages):
            return _error(400, "no user message to answer", "no_user_message")
        # The utterance's embedding, the largest part of the work before the first word, starts
        # now: it runs on its thread while the response is set up and the new turns are stored.
        self.sv.memory.embed_ahead(_utterance(req))
        self._ensure_sweeper()
        conv = self._conversation(user, conversation_id(req, request.headers))
        completion_id = f"chatcmpl-{uuid.uuid4().hex}"
        created = int(self.sv.clock())
        if req.stream:
            # The exchange starts now, before the response is handed back to Starlette: recall
            # runs while the response is being set up, not after.
            ready: asyncio.Queue[str | _Failed | None] = asyncio.Queue()
            producer = asyncio.create_task(self._produce(conv, req, ready))
            self._running.add(producer)
            producer.add_done_callback(self._running.discard)
            return _ReplyStream(ready, producer, completion_id, created, req.model)
        deltas: list[str | None] = []
        try:
            await self.exchange(conv, req, deltas.append)
        except CompanionError as exc:
            if deltas:  # the reply was made; only its store failed (exchange logged it)
                raise
            log.warning("conversation %s: exchange failed: %s", conv.external_id, exc)
            return _error(503, _UNAVAILABLE.format(exc), "memory_unavailable")
        text = "".join(delta for delta in deltas if delta is not None)
        return JSONResponse(
            {
                "id": completion_id,
                "object": "chat.completion",
                "created": created,
                "model": req.model,
                "choices": [
                    {"index": 0, "message": {"role": "assistant", "content": text}, "finish_reason": "stop"}
                ],
            }
        )

    async def end(self, request: Request) -> Response:
        user = self._user(request)
        if isinstance(user, Response):
            return user
        external = str(request.path_params["conversation_id"])
        conv = self.open.get((user, external))
        if conv is None:
            return _error(404, f"no open conversation {external}", "not_found")
        await self._end(conv)
        return JSONResponse({"conversation_id": external, "ended": True})

    async def _produce(
        self, conv: _Conversation, req: ChatRequest, ready: asyncio.Queue[str | _Failed | None]
    ) -> None:
        replied = False

        def emit(delta: str | None) -> None:
            nonlocal replied
            replied = replied or delta is None
            ready.put_nowait(delta)

        try:
            await self.exchange(conv, req, emit)
        except CompanionError as exc:
            if replied:  # the reply went out; a failure after it was logged by exchange
                return
            log.warning("conversation %s: exchange failed: %s", conv.external_id, exc)
            ready.put_nowait(_Failed(_UNAVAILABLE.format(exc)))
        finally:
            ready.put_nowait(None)  # ends the stream whatever happened (extra Nones are never read)

    # ------------------------------------------------------------------ one exchange

    def _conversation(self, user: UserId, external: str) -> _Conversation:
        conv = self.open.get((user, external))
        if conv is None:
            conv = self.open[(user, external)] = _Conversation(user, external)
        conv.last_seen = self.sv.clock()
        return conv

    async def exchange(
        self, conv: _Conversation, req: ChatRequest, emit: Callable[[str | None], None]
    ) -> None:
        """O3: store the new turns, recall, reply, store the reply; one at a time per conversation.

        `emit` gets each delta of the reply as it comes, then None once the reply is complete
        (before it is stored: nothing the platform waits for comes after)."""
        async with conv.lock:
            memory = self.sv.memory
            if conv.session is None:
                conv.session = await memory.start_session(conv.user, CHANNEL, conv.external_id)
            session = conv.session
            utterance = _utterance(req)
            fresh = new_messages(req.messages, conv.seen)

            async def store() -> None:
                for role, content, key in fresh:
                    await memory.record(conv.user, session, role, content, client_msg_id=key)

            # Recall runs while the new turns are stored, as on the native path, and the reply
            # does not wait for their commit either: it is awaited before the reply is stored, so
            # the transcript keeps its order without a disk flush in front of the first word.
            # Shielded: a client leaving mid-reply stops the reply, never the store of what it said.
            stored = asyncio.ensure_future(store())
            try:
                ctx = await self._context(conv, session, utterance, req)
                reply: list[str] = []
                try:
                    async for delta in self.sv.responder.stream(ctx):
                        reply.append(delta)
                        emit(delta)
                except (ResponderUnavailable, CompanionError) as exc:
                    log.warning("conversation %s: reply failed: %s", conv.external_id, exc)
                except Exception as exc:
                    log.error("conversation %s: reply failed", conv.external_id, exc_info=exc)
                if not "".join(reply).strip():
                    reply = [FALLBACK_REPLY]
                    emit(FALLBACK_REPLY)
                emit(None)
            finally:
                try:
                    await asyncio.shield(stored)
                except CompanionError as exc:
                    log.warning("conversation %s: turn not stored: %s", conv.external_id, exc)
                    for _, _, key in fresh:
                        conv.seen.discard(key)  # the next request's resend stores them
            conv.last_seen = self.sv.clock()
            text = "".join(reply).strip()
            key = _key(len(req.messages), text)
            conv.seen.add(key)
            with contextlib.suppress(CompanionError):
                await memory.record(conv.user, session, "assistant", text, client_msg_id=key)

    async def _context(
        self, conv: _Conversation, session: SessionId, utterance: str, req: ChatRequest
    ) -> ReplyContextLike:
        platform = "\n\n".join(m.text for m in req.messages if m.role == "system" and m.text.strip())
        try:
            ctx: ReplyContextLike = await self.sv.memory.context(conv.user, session, utterance)
        except CompanionError as exc:
            log.warning("conversation %s: recall unavailable: %s", conv.external_id, exc)
            ctx = _PromptedContext(system="", turns=({"role": "user", "content": utterance},))
        system = "\n\n".join(part for part in (ctx.system, platform) if part)
        return _PromptedContext(system=system, turns=ctx.turns, recalled=ctx.recalled)

    # ------------------------------------------------------------------ ending

    async def _end(self, conv: _Conversation) -> None:
        self.open.pop((conv.user, conv.external_id), None)
        async with conv.lock:  # after a reply in flight has been stored
            if conv.session is not None:
                try:
                    await end_and_enqueue(self.sv, conv.user, conv.session)
                except CompanionError as exc:
                    # The orphan sweep ends it later; nothing said is lost.
                    log.warning("conversation %s: end not recorded: %s", conv.external_id, exc)

    def _ensure_sweeper(self) -> None:
        if self._sweeper is None:
            self._sweeper = asyncio.create_task(self._sweep())

    async def _sweep(self) -> None:
        idle = self.sv.settings.session_idle_timeout_s
        while True:
            await asyncio.sleep(min(5.0, idle / 4))
            now = self.sv.clock()
            for conv in [c for c in self.open.values() if now - c.last_seen >= idle and not c.lock.locked()]:
                await self._end(conv)

    async def close(self) -> None:
        """The server is stopping: every open conversation ends and is queued for processing."""
        if self._sweeper is not None:
            self._sweeper.cancel()
        for conv in list(self.open.values()):
            await self._end(conv)
