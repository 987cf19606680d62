"""The Pipecat processor in a real Pipecat pipeline: Pipecat's own context aggregators, real frames
(speaking, transcription, LLM response frames), a scripted stand-in for the LLM service (no network,
no audio), and memory on the real database."""

from __future__ import annotations

import asyncio
import os
import sys
from collections.abc import Mapping
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, cast

import pytest

pytest.importorskip("pipecat")

from pipecat.frames.frames import (
    EndFrame,
    Frame,
    LLMContextFrame,
    LLMFullResponseEndFrame,
    LLMFullResponseStartFrame,
    LLMTextFrame,
    TranscriptionFrame,
    UserStartedSpeakingFrame,
    UserStoppedSpeakingFrame,
)
from pipecat.pipeline.pipeline import Pipeline
from pipecat.pipeline.worker import PipelineParams, PipelineWorker
from pipecat.processors.aggregators.llm_context import LLMContext
from pipecat.processors.aggregators.llm_response_universal import (
    LLMContextAggregatorPair,
    LLMUserAggregatorParams,
)
from pipecat.processors.frame_processor import FrameDirection, FrameProcessor
from pipecat.turns.user_turn_strategies import ExternalUserTurnStrategies
from pipecat.utils.time import time_now_iso8601
from pipecat.workers.runner import WorkerRunner

from companion.app import build_session_end
from companion.config import Settings
from companion.extraction.offline import OfflineProposer
from companion.integrations.pipecat_memory import CompanionMemoryProcessor
from companion.memory import Memory
from companion.model import UserId
from companion.recall.context import DEFAULT_INSTRUCTIONS
from companion.recall.embedder import Embedder
from companion.store import fact_queries, jobs, transcripts
from companion.store.database import Database

ROOT = Path(__file__).resolve().parents[2]
SYSTEM = {"role": "system", "content": "You are Juno, a friendly voice companion."}
AT = datetime(2026, 3, 4, 18, 0, tzinfo=UTC)


class ScriptedLLM(FrameProcessor):
    """Stands in for an LLM service: answers each LLMContextFrame with the next scripted reply, in
    the frames a real service sends, and keeps a copy of the messages it was given."""

    def __init__(self, replies: list[str]) -> None:
        super().__init__()
        self.replies = list(replies)
        self.seen: list[list[dict[str, Any]]] = []

    async def process_frame(self, frame: Frame, direction: FrameDirection) -> None:
        await super().process_frame(frame, direction)
        if isinstance(frame, LLMContextFrame):
            self.seen.append([dict(cast("Mapping[str, Any]", m)) for m in frame.context.get_messages()])
            await self.push_frame(LLMFullResponseStartFrame())
            await self.push_frame(LLMTextFrame(self.replies.pop(0)))
            await self.push_frame(LLMFullResponseEndFrame())
        else:
            await self.push_frame(frame, direction)


def _memory(db: Database, embedder: Embedder) -> Memory:
    return Memory(db, embedder, session_end=build_session_end(Settings(), OfflineProposer()))


async def _turn(worker: PipelineWorker, text: str, user_id: str) -> None:
    """One spoken user turn as an STT service with its own turn detection reports it."""
    await worker.queue_frame(UserStartedSpeakingFrame())
    await worker.queue_frame(TranscriptionFrame(text, user_id, time_now_iso8601(), finalized=True))
    await worker.queue_frame(UserStoppedSpeakingFrame())


async def _messages_stored(db: Database, user_id: UserId, memory: CompanionMemoryProcessor, n: int) -> None:
    for _ in range(200):
        if memory.session_id is not None:
            async with db.user(user_id) as conn:
                if len((await transcripts.load_transcript(conn, memory.session_id)).messages) >= n:
                    return
        await asyncio.sleep(0.05)
    raise AssertionError(f"{n} messages were never recorded")


async def _run(
    db: Database, memory: Memory, user_id: UserId, said: list[str], replies: list[str], **options: Any
) -> tuple[CompanionMemoryProcessor, ScriptedLLM]:
    context = LLMContext([SYSTEM])  # type: ignore[list-item]
    aggregators = LLMContextAggregatorPair(
        context, user_params=LLMUserAggregatorParams(user_turn_strategies=ExternalUserTurnStrategies())
    )
    processor = CompanionMemoryProcessor(memory, user_id, **options)
    llm = ScriptedLLM(replies)
    pipeline = Pipeline([aggregators.user(), processor, llm, aggregators.assistant()])
    worker = PipelineWorker(pipeline, params=PipelineParams(), cancel_on_idle_timeout=False)
    started = asyncio.Event()

    @worker.event_handler("on_pipeline_started")  # type: ignore[untyped-decorator]
    async def _started(*_: object) -> None:
        started.set()

    async def converse() -> None:
        await asyncio.wait_for(started.wait(), timeout=10)
        for i, text in enumerate(said):
            await _turn(worker, text, user_id)
            # The next turn waits for this one's reply to be recorded, as a person waits to hear it.
            await _messages_stored(db, user_id, processor, 2 * (i + 1))
        await worker.queue_frame(EndFrame())

    runner = WorkerRunner(handle_sigint=False)
    await runner.add_workers(worker)
    await asyncio.wait_for(asyncio.gather(runner.run(), converse()), 120)
    return processor, llm


async def test_records_the_call_injects_memory_and_processes_the_session(
    db: Database, embedder: Embedder, user_id: UserId
) -> None:
    """Each LLM run sees what memory holds (one memory message, just before the latest user turn,
    the system prompt untouched); both sides of the call are recorded in order; at the end the
    session is processed, so what the user said on the call becomes a fact."""
    async with _memory(db, embedder) as memory:
        await memory.add(user_id, [{"role": "user", "content": "I'm allergic to shellfish."}], session_at=AT)
        processor, llm = await _run(
            db,
            memory,
            user_id,
            ["I live in Porto. Can I have shellfish tonight?", "Thanks, good night!"],
            ["Better not: you told me you're allergic.", "Good night!"],
        )

    first, second = llm.seen
    for seen in (first, second):
        assert seen[0] == SYSTEM
        injected = [m for m in seen if m["role"] == "developer"]
        assert len(injected) == 1  # the earlier turn's memory was replaced, not added to
        assert "allergic to shellfish" in injected[0]["content"]
        assert "<memory>" in injected[0]["content"]
        # Only the memory block: neither Pipecat's system prompt nor our own default instructions.
        assert "friendly voice companion" not in injected[0]["content"]
        assert DEFAULT_INSTRUCTIONS not in injected[0]["content"]
        assert seen.index(injected[0]) == len(seen) - 2  # just before the latest user turn
    assert second[-1] == {"role": "user", "content": "Thanks, good night!"}
    assert {"role": "assistant", "content": "Better not: you told me you're allergic."} in second

    assert processor.session_id is not None
    async with db.user(user_id) as conn:
        session = await transcripts.get_session(conn, processor.session_id)
        said = [(m.role, m.content) for m in (await transcripts.load_transcript(conn, session.id)).messages]
        facts = [f.text for f in await fact_queries.active_facts(conn)]
    assert said == [
        ("user", "I live in Porto. Can I have shellfish tonight?"),
        ("assistant", "Better not: you told me you're allergic."),
        ("user", "Thanks, good night!"),
        ("assistant", "Good night!"),
    ]
    assert session.state == "processed"
    assert "The user lives in Porto." in facts


async def test_without_processing_at_end_the_session_is_queued_for_the_worker(
    db: Database, embedder: Embedder, user_id: UserId
) -> None:
    """With process_at_end=False the call's session ends with a durable job for `companion worker`
    and is not processed in the pipeline."""
    async with _memory(db, embedder) as memory:
        processor, _ = await _run(
            db, memory, user_id, ["I live in Porto."], ["Lovely city."], process_at_end=False
        )
    assert processor.session_id is not None
    async with db.user(user_id) as conn:
        session = await transcripts.get_session(conn, processor.session_id)
        queued = await jobs.list_jobs(conn)
    assert session.state == "ended"
    assert [(j.kind, j.payload["session_id"]) for j in queued] == [("process_session", str(session.id))]


async def test_the_example_pipeline_remembers_across_calls(
    db: Database, user_id: UserId, tmp_path: Path
) -> None:
    """examples/pipecat_pipeline.py runs as written (offline, against the test database): what was
    said in the first call is in the second call's memory."""
    env = {**os.environ, "DATABASE_URL": db.owner_dsn, "COMPANION_DATA_DIR": str(tmp_path)}
    for key in ("ANTHROPIC_API_KEY", "OPENAI_API_KEY"):
        env.pop(key, None)

    async def call(lines: str) -> str:
        proc = await asyncio.create_subprocess_exec(
            sys.executable,
            str(ROOT / "examples" / "pipecat_pipeline.py"),
            user_id,
            env=env,
            stdin=asyncio.subprocess.PIPE,
            stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.PIPE,
        )
        out, err = await asyncio.wait_for(proc.communicate(lines.encode()), timeout=120)
        assert proc.returncode == 0, err.decode()[-2000:]
        return out.decode()

    first = await call("I live in Porto.\n\n")
    assert "juno> Tell me more about that." in first
    assert "call ended" in first
    second = await call("What do you know about me?\n\n")
    assert "juno> I remember: The user lives in Porto." in second
