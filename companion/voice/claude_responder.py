"""The Claude responder: the reply streamed from the Messages API via `companion.claude`.

The context (pinned profile, recalled memories, recent turns) arrives assembled by
`companion.memory`; this module only shapes it into a request and relays text deltas. The SDK is
reached only through `companion.claude.stream_text` (the one module that imports `anthropic`). The
whole reply is bounded by Settings.llm_timeout_s; any API failure (a `ClaudeError`: timeout,
connection, 4xx/5xx) becomes ResponderUnavailable, which the server turns into a `reply_failed`
error event. No retries here: a voice reply that arrives late is worse than a short apology, and
the user can simply speak again. Tests script the server-sent events with an injected
`httpx2.AsyncClient(transport=MockTransport)`.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Mapping, Sequence
from contextlib import aclosing

from companion.claude import ClaudeError, ClaudeTimeout, HttpClient, make_client, stream_text
from companion.errors import ResponderUnavailable
from companion.voice.responders import ReplyContextLike, last_user_text, said_goodbye

__all__ = ["ClaudeResponder", "reply_messages"]

# Spoken replies are short; this caps a runaway answer, not a normal one.
DEFAULT_MAX_TOKENS = 400
# A nudge is one sentence; the cap keeps a model that ignores the instruction from monologuing.
NUDGE_MAX_TOKENS = 60

# The user's silence as a turn: the Messages API needs a user turn last, and stating the silence
# keeps the model from answering the previous utterance a second time.
_SILENCE = "(The user has been silent for a while.)"
_NUDGE_INSTRUCTION = (
    "The user has gone quiet. Say one short, warm sentence to check they are still there. You may "
    "touch on something you remember about them. Do not repeat or re-answer your previous reply."
)


def reply_messages(turns: Sequence[Mapping[str, str]]) -> list[dict[str, str]]:
    """Recent turns as Messages API input: alternating roles, starting and ending with the user.

    Consecutive turns of one role are joined (an interrupted reply followed by another user turn),
    and leading assistant turns are dropped, because the API requires a user turn first.
    """
    merged: list[dict[str, str]] = []
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
        http_client: HttpClient | None = None,
    ) -> None:
        self._client = make_client(api_key, timeout_s=timeout_s, http_client=http_client)
        self.model = model
        self._timeout_s = timeout_s
        self._max_tokens = max_tokens

    def ends_call(self, ctx: ReplyContextLike) -> bool:
        # The same rule as the offline responder for now: a model-decided end (a tool call) would
        # cost a second decision per turn on the realtime path.
        return said_goodbye(last_user_text(ctx))

    async def stream(self, ctx: ReplyContextLike) -> AsyncIterator[str]:
        messages = reply_messages(ctx.turns)
        if not messages:
            raise ResponderUnavailable("no user turn to answer")
        async for text in self._relay(ctx.system, messages, self._max_tokens):
            yield text

    async def nudge(self, ctx: ReplyContextLike) -> AsyncIterator[str]:
        messages = reply_messages([*ctx.turns, {"role": "user", "content": _SILENCE}])
        system = f"{ctx.system}\n\n{_NUDGE_INSTRUCTION}" if ctx.system else _NUDGE_INSTRUCTION
        async for text in self._relay(system, messages, NUDGE_MAX_TOKENS):
            yield text

    async def _relay(
        self, system: str, messages: list[dict[str, str]], max_tokens: int
    ) -> AsyncIterator[str]:
        deltas = stream_text(
            self._client,
            model=self.model,
            system=system,
            messages=messages,
            max_tokens=max_tokens,
            timeout_s=self._timeout_s,
        )
        try:
            # aclosing: a barge-in that stops reading closes the HTTP stream now, not at GC.
            async with aclosing(deltas):
                async for text in deltas:
                    yield text
        except ClaudeTimeout as exc:
            raise ResponderUnavailable(f"reply timed out after {self._timeout_s:g} s") from exc
        except ClaudeError as exc:
            raise ResponderUnavailable(f"reply model failed: {exc}") from exc
