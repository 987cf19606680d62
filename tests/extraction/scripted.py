"""Scripted Messages API answers behind the SDK's own injected transport (no network, no patching)."""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Sequence
from typing import Any

import httpx2

from companion.claude import make_client
from companion.extraction.claude import ClaudeProposer, RetryPolicy
from companion.extraction.prompt import TOOL_NAME

__all__ = ["Script", "error", "message", "proposer_for", "text_answer", "timeout", "tool_answer"]

Step = httpx2.Response | Callable[[httpx2.Request], httpx2.Response]

USAGE = {
    "input_tokens": 1200,
    "output_tokens": 300,
    "cache_read_input_tokens": 2500,
    "cache_creation_input_tokens": 0,
}


def message(content: list[dict[str, Any]], stop_reason: str = "tool_use", **usage: int) -> httpx2.Response:
    """A 200 response holding one Messages API message."""
    body = {
        "id": "msg_scripted",
        "type": "message",
        "role": "assistant",
        "model": "claude-haiku-4-5",
        "content": content,
        "stop_reason": stop_reason,
        "stop_sequence": None,
        "usage": {**USAGE, **usage},
    }
    return httpx2.Response(200, json=body)


def tool_answer(candidates: Sequence[object], **usage: int) -> httpx2.Response:
    """The model calls the forced tool with these candidates."""
    block = {
        "type": "tool_use",
        "id": "toolu_1",
        "name": TOOL_NAME,
        "input": {"candidates": list(candidates)},
    }
    return message([block], "tool_use", **usage)


def text_answer(text: str, stop_reason: str = "end_turn") -> httpx2.Response:
    return message([{"type": "text", "text": text}], stop_reason=stop_reason)


def error(status: int, kind: str, headers: dict[str, str] | None = None) -> httpx2.Response:
    return httpx2.Response(
        status, json={"type": "error", "error": {"type": kind, "message": kind}}, headers=headers
    )


def timeout(request: httpx2.Request) -> httpx2.Response:
    raise httpx2.ReadTimeout("scripted timeout", request=request)


class Script:
    """Answers requests in order with the given steps and keeps every request body."""

    def __init__(self, *steps: Step) -> None:
        self.steps = list(steps)
        self.requests: list[dict[str, Any]] = []
        self.sleeps: list[float] = []

    def __call__(self, request: httpx2.Request) -> httpx2.Response:
        self.requests.append(json.loads(request.content))
        if not self.steps:
            raise AssertionError("the script ran out of answers")
        step = self.steps.pop(0)
        return step(request) if callable(step) else step

    async def sleep(self, seconds: float) -> None:
        self.sleeps.append(seconds)


def proposer_for(script: Script, **kwargs: Any) -> ClaudeProposer:
    """A ClaudeProposer whose HTTP goes to `script` and whose backoff sleeps are only recorded."""
    client = make_client(
        "test-key", timeout_s=5.0, http_client=httpx2.AsyncClient(transport=httpx2.MockTransport(script))
    )
    kwargs.setdefault("retry", RetryPolicy(attempts=3, base_delay_s=1.0, max_delay_s=4.0))
    return ClaudeProposer(client, sleep=script.sleep, rng=random.Random(7), **kwargs)
