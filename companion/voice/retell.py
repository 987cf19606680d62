"""A Retell-compatible custom-LLM endpoint: a Retell agent uses this server as its LLM, with memory.

This module is the connection: it feeds each event to the call's sans-I/O machine
(`voice/retell_call.py`, where every decision below is made) and performs the actions it returns:
sends, the session row, ordered writes, prefetching, and the response tasks.

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
import logging
from collections.abc import AsyncIterator
from typing import Any

from pydantic import ValidationError
from websockets.exceptions import ConnectionClosed

from companion.errors import CompanionError, InvalidUserId
from companion.model import SessionId, UserId, parse_user_id
from companion.voice import retell_call as rc
from companion.voice.native import Channel
from companion.voice.ports import hold_session
from companion.voice.prefetch import Prefetcher
from companion.voice.responders import FALLBACK_REPLY, CallEnding, Nudging, ReplyContextLike
from companion.voice.services import BareContext, Services, end_and_enqueue
from companion.voice.writer import SerialWriter

__all__ = ["RetellConnection", "serve_call"]

log = logging.getLogger(__name__)


class RetellConnection:
    """The I/O half of one call: performs what the call's machine decides."""

    def __init__(self, channel: Channel, services: Services, call: rc.RetellCall) -> None:
        self.ch = channel
        self.sv = services
        self.call = call
        self.session: SessionId | None = None
        self.writer = SerialWriter(self._delayed, retry_s=services.store_retry_s)
        self.prefetch = Prefetcher(services.memory.warm)
        self.responding: asyncio.Task[None] | None = None

    async def _delayed(self, detail: str) -> None:
        log.warning("retell call %s: storage delayed: %s", self.call.call_id, detail)

    async def send(self, payload: str) -> None:
        # Retell hanging up is the one failure a send can meet (the channel reports every way a
        # peer vanishes as ConnectionClosed); the call's end follows from the closed socket.
        with contextlib.suppress(ConnectionClosed):
            await self.ch.send(payload)

    async def receive(self, event: rc.RetellEvent) -> None:
        await self.perform(self.call.receive(event, asyncio.get_running_loop().time()))

    async def perform(self, actions: list[rc.Action]) -> None:
        stored: asyncio.Future[Any] | None = None  # the last write of this event's utterances
        for action in actions:
            match action:
                case rc.Send(payload=payload):
                    await self.send(payload)
                case rc.CloseCall(code=code, reason=reason):
                    await self.ch.close(code, reason)
                case rc.OpenSession(user_id=user):
                    await self._open(user)
                case rc.HoldSession(user_id=user):
                    assert self.session is not None
                    await hold_session(self.sv.db, user, self.session)
                case rc.Store(utterances=utterances):
                    stored = self._store(utterances)
                case rc.Prefetch(text=text):
                    self.prefetch.offer(text)
                case rc.DropPrefetch():
                    self.prefetch.drop()
                case rc.Respond():
                    if self.responding is not None:
                        self.responding.cancel()  # drop the superseded response's remaining work
                    self.responding = asyncio.create_task(self.respond(action, stored))
                    self.responding.add_done_callback(self._report_bug)
                case rc.EndSession(user_id=user):
                    self._end(user)
                case rc.Note(level=level, message=message):
                    log.log(level, "retell call %s: %s", self.call.call_id, message)

    def _report_bug(self, task: asyncio.Task[None]) -> None:
        # `respond` handles what can fail (the reply model, recall, the store); anything else is a
        # bug, logged here with its traceback when it happens rather than whenever the task is freed.
        if not task.cancelled() and (exc := task.exception()) is not None:
            log.error("retell call %s: response failed", self.call.call_id, exc_info=exc)

    async def _open(self, user: UserId) -> None:
        try:
            session = await self.sv.memory.start_session(user, "retell", self.call.call_id)
        except CompanionError:
            self.call.session_open_failed()
            raise
        self.session = session
        await self.perform(self.call.session_opened(user))

    def _end(self, user: UserId) -> None:
        session = self.session
        assert session is not None
        self.writer.submit(lambda: end_and_enqueue(self.sv, user, session))

    def _store(self, utterances: tuple[rc.Stored, ...]) -> asyncio.Future[Any] | None:
        user, session = self.call.user, self.session
        assert user is not None
        assert session is not None
        future: asyncio.Future[Any] | None = None
        for u in utterances:

            def op(u: rc.Stored = u) -> Any:
                return self.sv.memory.record(user, session, u.role, u.content, client_msg_id=u.client_msg_id)

            future = self.writer.submit(op)
        return future

    async def respond(self, work: rc.Respond, stored: asyncio.Future[Any] | None) -> None:
        rid = work.response_id
        if stored is not None:
            # However the store ended (the writer logged a failure), Retell waits for this response.
            with contextlib.suppress(CompanionError):
                await asyncio.shield(stored)
        spoke, end_call = False, False
        try:
            ctx = await self._context(work.utterance)
            if ctx.recalled:
                await self.send(rc.metadata(rid, ctx.recalled))
            responder = self.sv.responder
            deltas = (
                responder.nudge(ctx)
                if work.nudging and isinstance(responder, Nudging)
                else _fixed("Are you still there?")
                if work.nudging
                else responder.stream(ctx)
            )
            async for delta in deltas:
                if not self.call.is_current(rid):
                    return
                spoke = spoke or bool(delta.strip())
                await self.send(rc.response(rid, delta, False))
            end_call = not work.nudging and isinstance(responder, CallEnding) and responder.ends_call(ctx)
        except CompanionError as exc:  # ResponderUnavailable, or the store refusing
            log.warning("retell call %s response %d failed: %s", self.call.call_id, rid, exc)
        if not self.call.is_current(rid):
            return
        if not spoke:
            # R3: never a silent turn; a caller hearing nothing thinks the line dropped.
            await self.send(rc.response(rid, FALLBACK_REPLY, False))
        await self.send(rc.response(rid, "", True, end_call=end_call))

    async def _context(self, utterance: str) -> ReplyContextLike:
        """The reply context with memory; without it when recall is unavailable (the reply still comes)."""
        user, session = self.call.user, self.session
        assert user is not None
        assert session is not None
        try:
            return await self.sv.memory.context(user, session, utterance)
        except CompanionError as exc:
            log.warning(
                "retell call %s: recall unavailable, replying without memory: %s", self.call.call_id, exc
            )
            return BareContext(system="", turns=({"role": "user", "content": utterance},))

    async def finish(self) -> None:
        self.prefetch.cancel()
        if self.responding is not None:
            self.responding.cancel()
        await self.perform(self.call.finish())
        await self.writer.close()


async def _fixed(text: str) -> AsyncIterator[str]:
    yield text


async def serve_call(channel: Channel, services: Services, call_id: str, query_user: str | None) -> None:
    """Run one Retell call to its end (the socket closing), then end its session.

    `query_user` is the URL's `?user_id=`, as received."""
    try:
        user = parse_user_id(query_user) if query_user is not None else None
    except InvalidUserId as exc:
        await channel.close(rc.CLOSE_NO_USER, f"user_id_invalid: {exc.problem}"[:120])
        return
    call = RetellConnection(channel, services, rc.RetellCall(call_id, user))
    await call.perform(call.call.begin())
    try:
        async for raw in channel:
            try:
                event = rc.RetellEvent.model_validate_json(raw)
            except ValidationError as exc:
                log.warning("retell call %s: bad event: %s", call_id, exc.errors()[0]["msg"])
                continue
            try:
                await call.receive(event)
            except CompanionError as exc:
                # One event the store refused (the database away, a row gone) does not end the call.
                log.warning("retell call %s: %s", call_id, exc)
    except ConnectionClosed:
        pass  # Retell hung up abruptly: the call is over all the same
    finally:
        await call.finish()
