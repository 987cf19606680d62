"""A Pipecat pipeline with companion-memory as a stage, chatting in the terminal.

    pip install 'companion-memory[pipecat]'
    python examples/pipecat_pipeline.py [USER]      # type a line per turn; an empty line ends the call

Each line you type enters the pipeline as a final transcription, as a speech-to-text service would
send it; Pipecat's context aggregators and the memory processor handle it exactly as in a voice
call (put a transport, STT and TTS around the same middle for one). With OPENAI_API_KEY set the
replies come from Pipecat's OpenAI LLM service; without it, from a small stand-in that says what
memory gave it. When the call ends the session is processed: run the example twice, and the
second call remembers the first.
"""

from __future__ import annotations

import asyncio
import os
import re
import sys

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
from pipecat.processors.aggregators.llm_context import LLMContext, standard_message_text
from pipecat.processors.aggregators.llm_response_universal import (
    LLMContextAggregatorPair,
    LLMUserAggregatorParams,
)
from pipecat.processors.frame_processor import FrameDirection, FrameProcessor
from pipecat.turns.user_turn_strategies import ExternalUserTurnStrategies
from pipecat.utils.time import time_now_iso8601
from pipecat.workers.runner import WorkerRunner

from companion.app import open_memory
from companion.config import load_settings
from companion.integrations.pipecat_memory import CompanionMemoryProcessor

SYSTEM = "You are Juno, a warm voice companion. Keep replies to one or two sentences."


class OfflineLLM(FrameProcessor):
    """Without an API key: answers with the facts the memory message carried into the context."""

    async def process_frame(self, frame: Frame, direction: FrameDirection) -> None:
        await super().process_frame(frame, direction)
        if not isinstance(frame, LLMContextFrame):
            await self.push_frame(frame, direction)
            return
        memory = " ".join(
            standard_message_text(m)
            for m in frame.context.get_messages()
            if isinstance(m, dict) and m.get("role") == "developer"
        )
        # The memory block lists remembered facts as "- The user ... (since ...)" lines.
        facts = dict.fromkeys(f.strip() for f in re.findall(r"^- (The user [^(\n]+)", memory, re.MULTILINE))
        reply = "I remember: " + " ".join(facts) if facts else "Tell me more about that."
        await self.push_frame(LLMFullResponseStartFrame())
        await self.push_frame(LLMTextFrame(reply))
        await self.push_frame(LLMFullResponseEndFrame())


class Printer(FrameProcessor):
    """Prints the assistant's words (where a TTS service would speak them)."""

    async def process_frame(self, frame: Frame, direction: FrameDirection) -> None:
        await super().process_frame(frame, direction)
        if isinstance(frame, LLMTextFrame):
            print(f"juno> {frame.text}", flush=True)
        await self.push_frame(frame, direction)


def build_llm() -> FrameProcessor:
    if key := os.environ.get("OPENAI_API_KEY"):
        from pipecat.services.openai.llm import OpenAILLMService

        return OpenAILLMService(api_key=key, model="gpt-4.1-mini")
    return OfflineLLM()


async def main(user: str) -> None:
    async with await open_memory(load_settings()) as memory:
        context = LLMContext([{"role": "system", "content": SYSTEM}])
        # Turns are announced by the input (here: each typed line), as by an STT service that
        # detects them itself; a voice pipeline would use VAD or a turn analyser instead.
        aggregators = LLMContextAggregatorPair(
            context, user_params=LLMUserAggregatorParams(user_turn_strategies=ExternalUserTurnStrategies())
        )
        pipeline = Pipeline(
            [
                aggregators.user(),
                CompanionMemoryProcessor(memory, user),
                build_llm(),
                Printer(),
                aggregators.assistant(),
            ]
        )
        worker = PipelineWorker(pipeline, params=PipelineParams(), cancel_on_idle_timeout=False)
        replied = asyncio.Event()

        @worker.event_handler("on_pipeline_started")  # type: ignore[untyped-decorator]
        async def _started(*_: object) -> None:
            asyncio.get_running_loop().create_task(converse())

        async def converse() -> None:
            while line := (await asyncio.to_thread(sys.stdin.readline)).strip():
                await worker.queue_frame(UserStartedSpeakingFrame())
                await worker.queue_frame(TranscriptionFrame(line, user, time_now_iso8601(), finalized=True))
                await worker.queue_frame(UserStoppedSpeakingFrame())
                await replied.wait()
                replied.clear()
            await worker.queue_frame(EndFrame())

        @aggregators.assistant().event_handler("on_assistant_turn_stopped")  # type: ignore[untyped-decorator]
        async def _replied(*_: object) -> None:
            replied.set()

        runner = WorkerRunner(handle_sigint=False)
        await runner.add_workers(worker)
        await runner.run()
    print("call ended; the conversation was processed into memory", flush=True)


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1] if len(sys.argv) > 1 else "dana"))
