"""The Claude proposer: prompt, retry policy, parsing and cost around `companion.claude` calls.

One Messages API call per transcript window (see `windows`), each with:
- a forced *strict* tool whose input schema is built from the pydantic Candidate model wrapped in
  an object ({"candidates": [...]}), so the answer arrives as parsed JSON in the schema's shape;
- the static instructions as a system block with `cache_control`, so tools + system are a prefix
  shared by every call, cached on models whose minimum cacheable length it reaches (~2.2k tokens:
  Sonnet 4.5, not the default Haiku 4.5, whose minimum is 4,096; see docs/extraction.md);
- a timeout, and retries with exponential backoff and full jitter for timeouts, connection errors,
  408/409/429, 5xx and 529 overloaded; a truncated answer is asked again once with twice the
  budget, any other unusable answer (a refusal) is not asked again. The SDK's own retries are
  switched off (max_retries=0) so every attempt passes through here: attempts are counted into the
  run record, `retry-after` is honoured explicitly, and tests drive the schedule with an injected
  sleep and random source.

The SDK itself is reached only through `companion.claude` (the one module that imports it): this
module sees our own `ClaudeMessage` and `ClaudeError` types, never `anthropic.*`.

Answers are parsed by pure functions. An unusable answer raises `ProposalFailed` (a
MalformedProposal) with the raw answer and the usage that was paid for: stop_reason "refusal" ->
kind "refusal", "max_tokens" -> "truncated", no tool call and no parseable JSON -> "unparseable",
JSON of the wrong shape -> "wrong_shape". Individual candidates are passed on verbatim (mappings),
so one bad candidate becomes a MALFORMED verdict, not a lost answer.
"""

from __future__ import annotations

import asyncio
import copy
import json
import logging
import random
from collections.abc import Awaitable, Callable, Mapping, Sequence
from dataclasses import dataclass
from decimal import Decimal
from functools import cache
from typing import Any

from companion.claude import (
    ClaudeClient,
    ClaudeError,
    ClaudeInvalidResponse,
    ClaudeMessage,
    HttpClient,
    create_message,
    make_client,
    strict_schema,
)
from companion.config import Settings
from companion.errors import ProposerUnavailable
from companion.extraction.prompt import PROMPT_VERSION, TOOL_NAME, CandidateList, render_system, render_user
from companion.extraction.windows import (
    DEFAULT_OVERLAP,
    DEFAULT_WINDOW_CHARS,
    Window,
    merge_items,
    split_windows,
)
from companion.model import Fact, Transcript
from companion.model.proposals import Proposal, ProposalFailed, ProposalItem, Usage

__all__ = [
    "PRICES",
    "ClaudeProposer",
    "Price",
    "RetryPolicy",
    "build_request",
    "cost_usd",
    "parse_message",
    "tool_input_schema",
]

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class Price:
    """USD per million tokens."""

    input: Decimal
    output: Decimal
    cache_write: Decimal  # 5-minute cache writes (what `cache_control: ephemeral` creates)
    cache_read: Decimal


# APPROXIMATE list prices, USD per million tokens, from the public pricing page
# https://platform.claude.com/docs/en/about-claude/pricing ("Model pricing": base input, 5m cache
# writes, cache hits, output). Checked for this table's models; prices change, so a recorded
# cost_usd is an estimate, and a model missing here records no cost (NULL) rather than a guess.
# Keys are model-id prefixes, so dated ids (claude-haiku-4-5-20251001) match.
PRICES: Mapping[str, Price] = {
    "claude-haiku-4-5": Price(Decimal("1"), Decimal("5"), Decimal("1.25"), Decimal("0.10")),
    "claude-sonnet-4-5": Price(Decimal("3"), Decimal("15"), Decimal("3.75"), Decimal("0.30")),
    "claude-opus-4-5": Price(Decimal("5"), Decimal("25"), Decimal("6.25"), Decimal("0.50")),
}

_MILLION = Decimal(1_000_000)


def cost_usd(model: str, usage: Usage) -> Decimal | None:
    """Approximate cost of one call's usage (None for a model not in PRICES)."""
    price = next((p for prefix, p in PRICES.items() if model.startswith(prefix)), None)
    if price is None:
        return None
    total = (
        price.input * (usage.input_tokens or 0)
        + price.output * (usage.output_tokens or 0)
        + price.cache_write * (usage.cache_creation_tokens or 0)
        + price.cache_read * (usage.cache_read_tokens or 0)
    ) / _MILLION
    return total.quantize(Decimal("0.000001"))


@cache
def _schema() -> dict[str, Any]:
    # The SDK's transformer turns a pydantic schema into the strict-tool dialect
    # (additionalProperties false everywhere, unsupported constraints moved into descriptions).
    return strict_schema(CandidateList)


def tool_input_schema() -> dict[str, Any]:
    """The strict JSON schema of the tool input {"candidates": [Candidate, ...]} (a fresh copy)."""
    return copy.deepcopy(_schema())


def build_request(
    transcript: Transcript,
    active_facts: Sequence[Fact],
    *,
    model: str,
    max_tokens: int,
    window: Window | None = None,
    version: str = PROMPT_VERSION,
) -> dict[str, Any]:
    """The Messages API request body for one window (pure)."""
    return {
        "model": model,
        "max_tokens": max_tokens,
        "system": [
            {
                "type": "text",
                "text": render_system(version),
                # The breakpoint on the last static block caches tools + system together.
                "cache_control": {"type": "ephemeral"},
            }
        ],
        "tools": [
            {
                "name": TOOL_NAME,
                "description": "Record the candidate facts about the user found in the transcript.",
                "input_schema": tool_input_schema(),
                "strict": True,
            }
        ],
        "tool_choice": {"type": "tool", "name": TOOL_NAME, "disable_parallel_tool_use": True},
        "messages": [{"role": "user", "content": render_user(transcript, active_facts, window, version)}],
    }


def _usage(model: str, message: ClaudeMessage) -> Usage:
    u = message.usage
    usage = Usage(
        input_tokens=u.input_tokens,
        output_tokens=u.output_tokens,
        cache_read_tokens=u.cache_read_tokens,
        cache_creation_tokens=u.cache_creation_tokens,
    )
    return Usage(
        usage.input_tokens,
        usage.output_tokens,
        usage.cache_read_tokens,
        usage.cache_creation_tokens,
        cost_usd(model, usage),
    )


def _items_from(answer: object, raw: str, model: str, usage: Usage) -> tuple[ProposalItem, ...]:
    if isinstance(answer, list):  # tolerated: a bare list is the same information
        candidates: object = answer
    elif isinstance(answer, Mapping) and "candidates" in answer:
        candidates = answer["candidates"]
    else:
        raise ProposalFailed(
            "wrong_shape",
            raw,
            "answer is not {'candidates': [...]}",
            model=model,
            prompt_version=PROMPT_VERSION,
            usage=usage,
        )
    if not isinstance(candidates, list):
        raise ProposalFailed(
            "wrong_shape",
            raw,
            "'candidates' is not a list",
            model=model,
            prompt_version=PROMPT_VERSION,
            usage=usage,
        )
    # A non-object element is kept inside a mapping the validator rejects as MALFORMED.
    return tuple(c if isinstance(c, Mapping) else {"_not_an_object": c} for c in candidates)


def parse_message(message: ClaudeMessage, model: str) -> tuple[tuple[ProposalItem, ...], str, Usage]:
    """(items, raw answer, usage) of one response, or ProposalFailed (pure)."""
    usage = _usage(model, message)
    whole = message.raw_json

    def fail(kind: str, why: str) -> ProposalFailed:
        return ProposalFailed(kind, whole, why, model=model, prompt_version=PROMPT_VERSION, usage=usage)

    if message.stop_reason == "refusal":
        raise fail("refusal", "the model refused to answer")
    if message.stop_reason == "max_tokens":
        raise fail("truncated", "the answer was cut off at max_tokens")
    if message.stop_reason == "model_context_window_exceeded":
        raise fail("context_exceeded", "the transcript window exceeded the model's context")
    call = message.tool_use(TOOL_NAME)
    if call is not None:
        raw = json.dumps(call.input, ensure_ascii=False)
        return _items_from(call.input, raw, model, usage), raw, usage
    # No tool call (should not happen with a forced tool): accept JSON sent as text, else fail.
    text = message.text().strip()
    if text.startswith("```"):
        text = text.strip("`").removeprefix("json").strip()
    try:
        answer = json.loads(text)
    except ValueError as exc:
        raise fail("unparseable", f"no tool call and the text is not JSON ({exc})") from None
    return _items_from(answer, text, model, usage), text, usage


@dataclass(frozen=True, slots=True)
class RetryPolicy:
    """Attempts per call and the backoff between them (full jitter: uniform(0, base * 2^n))."""

    attempts: int = 4
    base_delay_s: float = 1.0
    max_delay_s: float = 20.0
    max_retry_after_s: float = 60.0

    def delay(self, attempt: int, rng: random.Random, retry_after: float | None = None) -> float:
        """Seconds to wait after failed attempt number `attempt` (1-based)."""
        ceiling = min(self.max_delay_s, self.base_delay_s * 2 ** (attempt - 1))
        wait = rng.uniform(0, ceiling)
        if retry_after is not None:  # the server knows best, within reason
            wait = max(wait, min(retry_after, self.max_retry_after_s))
        return wait


# A truncated answer is asked again once, with twice the budget up to this (Claude Haiku 4.5
# writes up to 64k output tokens; a session window's candidates need a small fraction of that).
TRUNCATION_RETRY_MAX_TOKENS = 16384


class ClaudeProposer:
    """Proposes candidates with Claude. Build with `from_settings` or pass a client (tests)."""

    name = "claude"

    def __init__(
        self,
        client: ClaudeClient,
        *,
        model: str = "claude-haiku-4-5",
        max_tokens: int = 4096,
        timeout_s: float = 30.0,
        retry: RetryPolicy | None = None,
        window_chars: int = DEFAULT_WINDOW_CHARS,
        overlap: int = DEFAULT_OVERLAP,
        sleep: Callable[[float], Awaitable[None]] = asyncio.sleep,
        rng: random.Random | None = None,
    ) -> None:
        self.client = client
        self.model = model
        self.prompt_version = PROMPT_VERSION
        self.max_tokens = max_tokens
        self.timeout_s = timeout_s
        self.retry = retry or RetryPolicy()
        self.window_chars = window_chars
        self.overlap = overlap
        self._sleep = sleep
        self._rng = rng or random.Random()

    @classmethod
    def from_settings(
        cls, settings: Settings, *, http_client: HttpClient | None = None, **kwargs: Any
    ) -> ClaudeProposer:
        if not settings.anthropic_api_key:
            raise ProposerUnavailable("no ANTHROPIC_API_KEY: use the offline proposer")
        client = make_client(
            settings.anthropic_api_key, timeout_s=settings.llm_timeout_s, http_client=http_client
        )
        return cls(client, model=settings.extraction_model, timeout_s=settings.llm_timeout_s, **kwargs)

    async def _call(self, body: dict[str, Any]) -> tuple[ClaudeMessage, int]:
        """One window's call with retries; (message, attempts made) or ProposerUnavailable."""
        for attempt in range(1, self.retry.attempts + 1):
            try:
                message = await create_message(self.client, body, timeout_s=self.timeout_s)
            except ClaudeInvalidResponse as exc:
                # A 2xx whose body is not a Message: an answer, but an unusable one.
                raise ProposalFailed(
                    "unparseable",
                    exc.raw,
                    "response body is not a Messages API message",
                    model=self.model,
                    prompt_version=self.prompt_version,
                ) from exc
            except ClaudeError as exc:
                # Timeouts, connection errors, 408/409/429, 5xx and 529 may pass; other 4xx will not.
                if not exc.retryable:
                    raise ProposerUnavailable(f"claude request failed: {exc}") from exc
                if attempt == self.retry.attempts:
                    raise ProposerUnavailable(
                        f"claude unavailable after {attempt} attempts: {exc.what}"
                    ) from exc
                wait = self.retry.delay(attempt, self._rng, exc.retry_after)
                log.warning("claude attempt %d failed (%s); retrying in %.1fs", attempt, exc.what, wait)
                await self._sleep(wait)
            else:
                return message, attempt
        raise AssertionError("unreachable: attempts >= 1")

    async def propose(self, transcript: Transcript, active_facts: Sequence[Fact]) -> Proposal:
        windows = split_windows(transcript.messages, self.window_chars, self.overlap)
        usage, attempts = Usage(), 0
        groups: list[tuple[ProposalItem, ...]] = []
        raws: list[tuple[Window, str]] = []
        for window in windows:
            body = build_request(
                transcript, active_facts, model=self.model, max_tokens=self.max_tokens, window=window
            )
            message, tries = await self._call(body)
            attempts += tries
            try:
                items, raw, call_usage = parse_message(message, self.model)
            except ProposalFailed as exc:
                if exc.kind != "truncated" or body["max_tokens"] >= TRUNCATION_RETRY_MAX_TOKENS:
                    exc.usage = usage + exc.usage  # the whole run's spend, not just this window's
                    raise
                # Cut off at max_tokens: asked again once, with twice the budget. Anything else
                # unusable (a refusal, the wrong shape) would come back the same and is not retried.
                usage = usage + exc.usage
                body = {**body, "max_tokens": min(2 * body["max_tokens"], TRUNCATION_RETRY_MAX_TOKENS)}
                log.warning(
                    "claude answer truncated; asking once more with max_tokens=%d", body["max_tokens"]
                )
                message, tries = await self._call(body)
                attempts += tries
                try:
                    items, raw, call_usage = parse_message(message, self.model)
                except ProposalFailed as again:
                    again.usage = usage + again.usage
                    raise
            usage = usage + call_usage
            groups.append(items)
            raws.append((window, raw))
        if len(raws) == 1:
            raw_answer = raws[0][1]
        else:  # replayable: `replay` reads this {"windows": [...]} form too
            raw_answer = json.dumps(
                {"windows": [{"start": w.start, "end": w.end, "answer": json.loads(r)} for w, r in raws]},
                ensure_ascii=False,
            )
        return Proposal(
            proposer=self.name,
            model=self.model,
            prompt_version=self.prompt_version,
            raw_answer=raw_answer if raws else json.dumps({"candidates": []}),
            items=merge_items(groups),
            attempts=attempts,
        ).with_usage(usage)
