"""The Claude responder: the reply streamed from the Messages API (voice's one anthropic importer).

The context (pinned profile, recalled memories, recent turns) arrives assembled by
`companion.memory`; this module only shapes it into a request and relays text deltas. The whole
reply is bounded by Settings.llm_timeout_s; any SDK failure (timeout, connection, 4xx/5xx) becomes
ResponderUnavailable, which the server turns into a `reply_failed` error event. No retries here: a
voice reply that arrives late is worse than a short apology, and the user can simply speak again.
Tests script the server-sent events with an injected `httpx2.AsyncClient(transport=MockTransport)`.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Mapping, Sequence
from typing import Any

import anthropic
import httpx2

from companion.voice.responders import ReplyContextLike, ResponderUnavailable

__all__ = ["ClaudeResponder", "reply_messages"]

# Spoken replies are short; this caps a runaway answer, not a normal one.
DEFAULT_MAX_TOKENS = 400


def reply_messages(turns: Sequence[Mapping[str, str]]) -> list[dict[str, Any]]:
    """Recent turns as Messages API input: alternating roles, starting and ending with the user.

    Consecutive turns of one role are joined (an interrupted reply followed by another user turn),
    and leading assistant turns are dropped, because the API requires a user turn first.
    """
    merged: list[dict[str, Any]] = []
    for turn in turns:
        role, content = turn.get("role"), turn.get("content", "").strip()
        if role not in ("user", "assistant") or not content:
            continue
        if not merged and role == "assistant":
            continue
        if merged and merged[-1]["role"] == role:
            merged[-1]["content"] += "\n" + content
        else:
            merged.append({"role": role, "content": content})
    while merged and merged[-1]["role"] != "user":
        merged.pop()
    return merged


class ClaudeResponder:
    """Streams a reply with Claude. Build with an API key, or pass `http_client` in tests."""

    def __init__(
        self,
        api_key: str,
        *,
        model: str,
        timeout_s: float,
        max_tokens: int = DEFAULT_MAX_TOKENS,
        http_client: httpx2.AsyncClient | None = None,
    ) -> None:
        self._client = anthropic.AsyncAnthropic(
            api_key=api_key, timeout=timeout_s, max_retries=0, http_client=http_client
        )
        self.model = model
        self._timeout_s = timeout_s
        self._max_tokens = max_tokens

    async def stream(self, ctx: ReplyContextLike) -> AsyncIterator[str]:
        messages = reply_messages(ctx.turns)
        if not messages:
            raise ResponderUnavailable("no user turn to answer")
        # The SDK's own timeout bounds connecting and each read; the deadline bounds the whole reply
        # (checked between deltas, so a slow trickle cannot hold the turn forever).
        deadline = asyncio.get_running_loop().time() + self._timeout_s
        try:
            async with self._client.messages.stream(
                model=self.model,
                max_tokens=self._max_tokens,
                system=ctx.system,
                messages=messages,  # type: ignore[arg-type]
            ) as stream:
                async for text in stream.text_stream:
                    if asyncio.get_running_loop().time() > deadline:
                        raise ResponderUnavailable(f"reply timed out after {self._timeout_s:g} s")
                    yield text
        except anthropic.APITimeoutError as exc:
            raise ResponderUnavailable(f"reply timed out after {self._timeout_s:g} s") from exc
        except anthropic.APIError as exc:
            raise ResponderUnavailable(f"reply model failed: {type(exc).__name__}: {exc}") from exc
