"""Memory as a Pipecat pipeline stage (`companion-memory[pipecat]`).

    pipeline = Pipeline([
        transport.input(), stt,
        aggregators.user(),
        CompanionMemoryProcessor(memory, "dana"),   # between the user aggregator and the LLM
        llm, tts, transport.output(),
        aggregators.assistant(),
    ])

What it does, from the frames Pipecat's context aggregators already send:
- `LLMContextUserTurnFrame` (the user's final transcription of a turn, as written to the context)
  and `LLMContextAssistantTurnFrame` (what the assistant said, broadcast back upstream by the
  assistant aggregator) are recorded as the session's transcript;
- on each `LLMContextFrame` (an LLM run), memory is recalled for the latest user turn and put into
  the context as one "developer" message (Pipecat turns it into whatever the provider accepts),
  replacing the one from the turn before, so memory never piles up in the shared context;
- on `EndFrame` or `CancelFrame` the session ends and goes through session-end processing (facts,
  indexing, profile) before the frame moves on; with `process_at_end=False` it is queued as a
  durable job for `companion worker` instead.

Memory failures are logged and the conversation goes on without memory: a voice call must not
stop because a recall could not be made.
"""

from __future__ import annotations

import logging
from datetime import datetime

from pipecat.frames.frames import (
    CancelFrame,
    EndFrame,
    Frame,
    LLMContextAssistantTurnFrame,
    LLMContextFrame,
    LLMContextUserTurnFrame,
)
from pipecat.processors.aggregators.llm_context import (
    LLMContext,
    LLMContextMessage,
    LLMSpecificMessage,
    standard_message_text,
)
from pipecat.processors.frame_processor import FrameDirection, FrameProcessor

from companion.errors import CompanionError
from companion.memory import Memory
from companion.model import Role, SessionId, UserId
from companion.store import jobs

__all__ = ["CompanionMemoryProcessor"]

log = logging.getLogger(__name__)


def _when(timestamp: str) -> datetime | None:
    """Pipecat's ISO 8601 turn timestamps; an empty or unreadable one means "now" to the store."""
    try:
        at = datetime.fromisoformat(timestamp)
    except ValueError:
        return None
    return at if at.tzinfo is not None else None


def _latest_user_text(messages: list[LLMContextMessage]) -> str:
    for message in reversed(messages):
        if not isinstance(message, LLMSpecificMessage) and message.get("role") == "user":
            return standard_message_text(message)
    return ""


class CompanionMemoryProcessor(FrameProcessor):
    """Records the conversation into a companion-memory session and injects recalled memory into
    the LLM context before each LLM run. One processor per call: it holds that call's session."""

    def __init__(
        self,
        memory: Memory,
        user_id: str,
        *,
        k: int = 5,
        process_at_end: bool = True,
        name: str | None = None,
    ) -> None:
        super().__init__(name=name)
        self._memory = memory
        self._user_id = user_id
        self._k = k
        self._process_at_end = process_at_end
        self._session: SessionId | None = None
        # The memory message last put into the context (by identity: the context is shared with
        # the aggregators, and a text match could remove one of the user's own messages).
        self._injected: LLMContextMessage | None = None
        self._finished = False

    @property
    def session_id(self) -> SessionId | None:
        """This call's session, once anything was said or an LLM run asked for memory."""
        return self._session

    async def process_frame(self, frame: Frame, direction: FrameDirection) -> None:
        await super().process_frame(frame, direction)
        if isinstance(frame, LLMContextUserTurnFrame):
            await self._record("user", frame.text, frame.timestamp)
        elif isinstance(frame, LLMContextAssistantTurnFrame):
            await self._record("assistant", frame.text, frame.timestamp)
        elif isinstance(frame, LLMContextFrame) and direction is FrameDirection.DOWNSTREAM:
            await self._inject(frame.context)
        elif isinstance(frame, EndFrame | CancelFrame):
            await self._finish()
        await self.push_frame(frame, direction)

    async def _ensure_session(self) -> SessionId:
        if self._session is None:
            self._session = await self._memory.start_session(self._user_id)
        return self._session

    async def _record(self, role: Role, text: str, timestamp: str) -> None:
        if not text.strip() or self._finished:
            return
        try:
            session = await self._ensure_session()
            await self._memory.record(self._user_id, session, role, text, spoken_at=_when(timestamp))
        except CompanionError:
            log.exception("pipecat: could not record a %s turn; the call goes on", role)

    async def _inject(self, context: LLMContext) -> None:
        messages = [m for m in context.get_messages() if m is not self._injected]
        utterance = _latest_user_text(messages)
        try:
            session = await self._ensure_session()
            # The framework holds the companion's instructions: only the memory block is added.
            reply = await self._memory.context(self._user_id, session, utterance, k=self._k, instructions="")
        except CompanionError:
            log.exception("pipecat: recall failed; this reply goes without memory")
            context.set_messages(messages)
            self._injected = None
            return
        injected: LLMContextMessage = {"role": "developer", "content": reply.system.strip()}
        # Just before the latest user turn: everything above it stays the same prefix from turn to
        # turn, which providers can cache.
        last_user = max(
            (
                i
                for i, m in enumerate(messages)
                if not isinstance(m, LLMSpecificMessage) and m.get("role") == "user"
            ),
            default=len(messages),
        )
        messages.insert(last_user, injected)
        context.set_messages(messages)
        self._injected = injected

    async def _finish(self) -> None:
        if self._finished or self._session is None:
            return
        self._finished = True
        try:
            if self._process_at_end:
                await self._memory.finish_session(self._user_id, self._session)
            else:
                # A durable job, in the same transaction as the end: a `companion worker` runs it.
                async with self._memory.db.user(self._user_id) as conn:
                    await jobs.end_session_and_enqueue(conn, UserId(self._user_id), self._session)
        except CompanionError:
            # The transcript is stored whatever failed here; `Memory.finish_session` (or
            # `companion extract SESSION`) processes it again later.
            log.exception("pipecat: session-end processing failed for session %s", self._session)
