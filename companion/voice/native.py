"""The native protocol's connection: the I/O half around the sans-I/O session (voice/session.py).

It only moves frames and performs the session's actions: database writes go through the
connection's SerialWriter (ordered, retried across a database restart), replies stream from the
Responder, and the realtime path never waits for anything but the store of the user's own words,
the recall and the reply itself (extraction runs later, from the job queue).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import AsyncIterator, Awaitable
from datetime import UTC, datetime
from typing import Any, Protocol

from pydantic import BaseModel
from websockets.exceptions import ConnectionClosed

from companion.errors import (
    CompanionError,
    DatabaseUnavailable,
    NotFound,
    ProtocolError,
    ResponderUnavailable,
    ReviewError,
)
from companion.model import SessionId, UserId
from companion.voice import protocol as p
from companion.voice import session as s
from companion.voice.ports import hold_session, session_id_of
from companion.voice.prefetch import Prefetcher
from companion.voice.responders import format_date
from companion.voice.services import BareContext, Services, end_and_enqueue
from companion.voice.tokens import verify_token
from companion.voice.writer import SerialWriter

__all__ = ["Channel", "NativeConnection", "spoken_at"]

log = logging.getLogger(__name__)

# A client clock further than this from ours is not trusted for spoken_at.
_MAX_CLOCK_SKEW_S = 24 * 3600


class Channel(Protocol):
    """The few calls a connection makes on its socket; a peer that is gone raises ConnectionClosed."""

    async def send(self, message: str) -> None: ...
    async def close(self, code: int = 1000, reason: str = "") -> None: ...
    def __aiter__(self) -> AsyncIterator[str | bytes]: ...


def spoken_at(ts: float | None, now: float) -> datetime | None:
    if ts is None or abs(ts - now) > _MAX_CLOCK_SKEW_S:
        return None  # the database stamps now()
    return datetime.fromtimestamp(ts, UTC)


class NativeConnection:
    """One native-protocol connection: feeds the session machine (voice/session.py) and performs
    its actions."""

    def __init__(self, ws: Channel, services: Services) -> None:
        self.ws = ws
        self.sv = services
        cfg = services.settings
        self.machine = s.VoiceSession(
            self._verify,
            now=services.clock(),
            idle_timeout_s=cfg.session_idle_timeout_s,
            max_frame_bytes=cfg.max_frame_bytes,
        )
        self.writer = SerialWriter(self._storage_delayed, retry_s=services.store_retry_s)
        self.turns: dict[int, asyncio.Task[None]] = {}
        self.background: set[asyncio.Task[None]] = set()
        self.ending: asyncio.Task[None] | None = None
        self.prefetch = Prefetcher(services.memory.warm)

    def _verify(self, token: str, now: float) -> UserId:
        return verify_token(self.sv.settings.token_secret, token, now=now)

    async def run(self) -> None:
        ticker = asyncio.create_task(self._tick())
        try:
            async for raw in self.ws:
                now = self.sv.clock()
                try:
                    if isinstance(raw, bytes):
                        # docs/protocol.md: text frames only; a binary one is refused, not decoded.
                        raise ProtocolError("binary_frame", "binary frames are not accepted; send text")
                    message = p.parse_client(raw)
                except ProtocolError as exc:
                    await self.perform(self.machine.receive_invalid(exc, now))
                else:
                    was_ready = self.machine.phase is s.Phase.AWAITING_HELLO
                    await self.perform(self.machine.receive(message, now))
                    if was_ready and self.machine.phase is s.Phase.READY:
                        self._spawn(self._pending_notice())
                if self.machine.phase is s.Phase.CLOSED:
                    break
        except ConnectionClosed:
            pass  # an abrupt disconnect, or an oversized frame (websockets closed with 1009)
        finally:
            ticker.cancel()
            await self.perform(self.machine.disconnected(self.sv.clock()))
            for task in self.turns.values():
                task.cancel()
            self.prefetch.cancel()
            # Queued writes (the user's last words, the session end) still complete after the
            # socket is gone; the handler returns once they are stored or out of retries.
            await self.writer.close()
            for task in list(self.background):
                task.cancel()

    async def _tick(self) -> None:
        interval = min(1.0, self.machine.idle_timeout_s / 4)
        beats = s.BeatSchedule(phase=self.sv.beat_phase())
        while True:
            await asyncio.sleep(interval)
            now = self.sv.clock()
            await self.perform(self.machine.tick(now))
            session = self.machine.session_id
            if beats.due(now, session is not None):
                assert self.machine.user_id is not None
                assert session is not None
                held = session_id_of(session)
                self._spawn(hold_session(self.sv.db, self.machine.user_id, held))

    # ------------------------------------------------------------------ performing actions

    async def perform(self, actions: list[s.Action]) -> None:
        for action in actions:
            match action:
                case s.Send(message=message):
                    await self.send(message)
                case s.Close(code=code, reason=reason):
                    if self.ending is not None and self.ending is not asyncio.current_task():
                        # Let the client hear session_ended before the close (idle timeout).
                        await asyncio.wait([self.ending], timeout=5)
                    with contextlib.suppress(ConnectionClosed):
                        await self.ws.close(code, reason)
                case s.OpenSession(user_id=user_id):
                    await self._open(user_id)
                case s.BeginTurn():
                    self._begin(action)
                case s.Prefetch(text=text):
                    self.prefetch.offer(text)
                case s.CancelReply(turn_id=turn_id):
                    if (task := self.turns.pop(turn_id, None)) is not None:
                        task.cancel()
                case s.StoreReply():
                    self._store_reply(action)
                case s.EndSessionWork():
                    self._end(action)
                case s.FetchProfile(user_id=user_id):
                    await self._profile(user_id)
                case s.ReviewWork():
                    await self._review(action)

    async def send(self, message: BaseModel) -> None:
        with contextlib.suppress(ConnectionClosed):
            await self.ws.send(p.dump(message))

    def _spawn(self, coro: Awaitable[None]) -> None:
        task = asyncio.ensure_future(coro)
        self.background.add(task)
        task.add_done_callback(self.background.discard)

    async def _error(self, code: str, message: str, *, ref: str | None = None, retry: bool = False) -> None:
        await self.send(p.ErrorMsg(code=p.ErrorCode(code), message=message, ref=ref, retry=retry))

    async def _storage_delayed(self, detail: str) -> None:
        await self._error("unavailable", f"storage delayed, retrying: {detail}")

    async def _open(self, user_id: UserId) -> None:
        try:
            session_id = await self.sv.memory.start_session(user_id, "native", None)
        except DatabaseUnavailable as exc:
            await self.perform(self.machine.session_open_failed(str(exc), self.sv.clock()))
            return
        await self.perform(self.machine.session_opened(str(session_id), self.sv.clock()))

    def _begin(self, turn: s.BeginTurn) -> None:
        self.prefetch.drop()  # the final utterance supersedes any partial still waiting
        # Its embedding starts now, on its thread, before the store and reply tasks take their turns.
        self.sv.memory.embed_ahead(turn.text)
        user = self.machine.user_id
        assert user is not None
        sid = session_id_of(turn.session_id)
        when = spoken_at(turn.ts, self.sv.clock())
        # Without a client key, a server key still makes a retried write store once.
        key = turn.client_msg_id or f"server:{turn.turn_id}"
        stored = self.writer.submit(
            lambda: self.sv.memory.record(user, sid, "user", turn.text, spoken_at=when, client_msg_id=key)
        )
        self._spawn(self._ack(turn, stored))
        self.turns[turn.turn_id] = asyncio.create_task(self._reply(turn, user, sid, stored))

    async def _ack(self, turn: s.BeginTurn, stored: asyncio.Future[Any]) -> None:
        try:
            message = await asyncio.shield(stored)
        except DatabaseUnavailable as exc:
            # Not stored after every retry: say so, so the client resends with the same client_msg_id.
            await self._error("unavailable", f"message not stored: {exc}", ref=turn.client_msg_id, retry=True)
            await self._turn_not_stored(turn)
            return
        except NotFound:
            await self._erased()  # S5: the session row is gone with the rest of the user's data
            return
        except Exception as exc:
            # Anything else the database refused (or a bug): the turn must still end with an error,
            # or it would stay in flight and hold off the idle timeout for good.
            log.error("turn %d: message not stored", turn.turn_id, exc_info=exc)
            await self._error("internal", f"message not stored: {exc}", ref=turn.client_msg_id)
            await self._turn_not_stored(turn)
            return
        await self.send(
            p.Ack(
                client_msg_id=turn.client_msg_id,
                turn_id=turn.turn_id,
                seq=message.seq,
                duplicate=message.duplicate,
            )
        )

    async def _turn_not_stored(self, turn: s.BeginTurn) -> None:
        if (task := self.turns.pop(turn.turn_id, None)) is not None:
            task.cancel()
        await self.perform(self.machine.reply_failed(turn.turn_id, "message not stored", self.sv.clock()))

    async def _erased(self) -> None:
        await self.perform(self.machine.user_erased(self.sv.clock()))

    async def _reply(
        self, turn: s.BeginTurn, user: UserId, sid: SessionId, stored: asyncio.Future[Any]
    ) -> None:
        # Recall runs while the utterance is being stored (the context tolerates the transcript
        # ending with or without it), so the added latency is max(store, recall), not their sum.
        recall = asyncio.ensure_future(self._context(turn, user, sid))
        try:
            await asyncio.shield(stored)
        except Exception:
            recall.cancel()
            return  # _ack reports it; no reply to words that were not stored
        except asyncio.CancelledError:
            recall.cancel()
            raise
        try:
            ctx = await recall
            items = tuple(
                p.RecallItem(text=r.text, date=format_date(r.date), kind=str(r.kind), score=float(r.score))
                for r in ctx.recalled
            )
            await self.send(p.Recalled(turn_id=turn.turn_id, items=items))
            async for delta in self.sv.responder.stream(ctx):
                await self.perform(self.machine.reply_delta(turn.turn_id, delta, self.sv.clock()))
                if self.machine.turn_in_flight != turn.turn_id:
                    return
        except ResponderUnavailable as exc:
            await self.perform(self.machine.reply_failed(turn.turn_id, str(exc), self.sv.clock()))
            return
        except Exception as exc:
            # Not the model's known failure modes: still end the turn (reply_done "failed"), so the
            # client is never left waiting on a reply that cannot come.
            log.error("turn %d: reply failed", turn.turn_id, exc_info=exc)
            await self.perform(self.machine.reply_failed(turn.turn_id, "reply failed", self.sv.clock()))
            return
        finally:
            if self.turns.get(turn.turn_id) is asyncio.current_task():
                del self.turns[turn.turn_id]
        await self.perform(self.machine.reply_finished(turn.turn_id, self.sv.clock()))

    async def _context(self, turn: s.BeginTurn, user: UserId, sid: SessionId) -> Any:
        try:
            return await self.sv.memory.context(user, sid, turn.text)
        except CompanionError as exc:
            log.warning("recall unavailable, replying without memory: %s", exc)
            return BareContext(system="", turns=({"role": "user", "content": turn.text},))

    def _store_reply(self, reply: s.StoreReply) -> None:
        user = self.machine.user_id
        assert user is not None
        sid = session_id_of(reply.session_id)
        # An idempotency key of its own, so a retried write after an ambiguous failure stores once.
        key = f"assistant:{reply.turn_id}"
        stored = self.writer.submit(
            lambda: self.sv.memory.record(user, sid, "assistant", reply.text, client_msg_id=key)
        )
        # The writer retried it in order with every other write; if it still failed, the client
        # heard words the transcript lacks and nobody can resend them: log it even when the socket
        # is already gone, and tell the client while it is there.
        stored.add_done_callback(lambda done: self._log_reply_lost(reply, done))
        self._spawn(self._report_reply(reply, stored))

    def _log_reply_lost(self, reply: s.StoreReply, done: asyncio.Future[Any]) -> None:
        if not done.cancelled() and (exc := done.exception()) is not None:
            log.error("reply to turn %d of session %s not stored: %s", reply.turn_id, reply.session_id, exc)

    async def _report_reply(self, reply: s.StoreReply, stored: asyncio.Future[Any]) -> None:
        try:
            await asyncio.shield(stored)
        except NotFound:
            await self._erased()
        except Exception as exc:
            detail = f"the reply to turn {reply.turn_id} was not stored: {exc}"
            await self._error("reply_not_stored", detail, ref=reply.ref)

    def _end(self, end: s.EndSessionWork) -> None:
        user = self.machine.user_id
        assert user is not None
        sid = session_id_of(end.session_id)
        done = self.writer.submit(lambda: end_and_enqueue(self.sv, user, sid))

        async def report() -> None:
            try:
                await asyncio.shield(done)
            except DatabaseUnavailable as exc:
                await self._error("unavailable", f"session end not recorded: {exc}", retry=True)
                return
            except NotFound:
                await self._erased()
                return
            except Exception as exc:
                log.error("session %s: end not recorded", end.session_id, exc_info=exc)
                await self._error("internal", f"session end not recorded: {exc}")
                return
            await self.send(p.SessionEnded(session_id=end.session_id, reason=end.reason, job_queued=True))

        if end.reason != "disconnect":
            self.ending = asyncio.ensure_future(report())
            self.background.add(self.ending)
            self.ending.add_done_callback(self.background.discard)

    async def _profile(self, user_id: UserId) -> None:
        try:
            text = await self.sv.memory.profile(user_id)
        except DatabaseUnavailable as exc:
            await self._error("unavailable", str(exc), retry=True)
            return
        await self.send(p.Profile(text=text))

    async def _pending_notice(self) -> None:
        if self.sv.review is None or self.machine.user_id is None:
            return
        with contextlib.suppress(CompanionError):
            pending = await self.sv.review.pending(self.machine.user_id)
            if pending:
                await self.send(p.PendingFacts(count=len(pending)))

    async def _review(self, work: s.ReviewWork) -> None:
        review = self.sv.review
        if review is None:
            await self._error("internal", "review is not available on this server")
            return
        try:
            if work.action == "list":
                items = tuple(await review.pending(work.user_id))
                await self.send(p.ReviewItems(items=items))
                await self.send(p.PendingFacts(count=len(items)))
                return
            assert work.fact_id is not None
            if work.action == "confirm":
                await review.confirm(work.user_id, work.fact_id)
            elif work.action == "reject":
                await review.reject(work.user_id, work.fact_id)
            else:
                assert work.text is not None
                await review.edit(work.user_id, work.fact_id, work.text)
        except NotFound:
            # Also what another user's fact looks like: row-level security hides it entirely.
            await self._error("not_found", f"no pending fact {work.fact_id}", ref=work.fact_id)
            return
        except ReviewError as exc:
            await self._error("review_conflict", str(exc), ref=work.fact_id)
            return
        except DatabaseUnavailable as exc:
            await self._error("unavailable", str(exc), ref=work.fact_id, retry=True)
            return
        await self.send(p.ReviewResult(fact_id=work.fact_id, action=work.action))
