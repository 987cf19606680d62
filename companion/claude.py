"""The one module that imports the `anthropic` SDK (and `httpx2`, its HTTP library).

Everything else talks to Claude through this small surface, in our own types:

- `make_client(api_key, *, timeout_s, http_client=None, max_retries=0)` -> an opaque `ClaudeClient`.
  SDK retries are off by default, so a caller that retries (the proposer) sees and counts every
  attempt. Tests pass `http_client=httpx2.AsyncClient(transport=httpx2.MockTransport(handler))`.
- `create_message(client, request, *, timeout_s)` -> `ClaudeMessage`: one non-streaming Messages API
  call (the proposer's forced strict tool call) returned as plain frozen data: content blocks with
  tool input as parsed JSON, stop_reason, token usage, and the raw JSON of the whole response for
  the audit record.
- `stream_text(client, *, model, system, messages, max_tokens, timeout_s)` -> the text deltas of a
  streamed reply, the whole reply bounded by `timeout_s`.
- `strict_schema(model)`: a pydantic model's JSON schema in the strict-tool dialect.
- SDK exceptions become `ClaudeError` subclasses, so no caller catches `anthropic.*`:

      ClaudeError                 any other API failure (never retried)
      ├── ClaudeTimeout           the client timed out, a 408, or a streamed reply ran past its deadline
      ├── ClaudeConnectionFailed  no connection / the connection dropped
      ├── ClaudeRateLimited       429 (retry_after from the header when sent)
      ├── ClaudeOverloaded        529 overloaded
      ├── ClaudeServerError       other 5xx, and 409 (which the SDK's own policy also treats as transient)
      ├── ClaudeBadRequest        any other 4xx: waiting will not help (bad request, bad key, too large)
      └── ClaudeInvalidResponse   a 2xx whose body is not a Messages API message (raw body kept)

  `retryable` says whether waiting may help; the *policy* (how often, how long) stays with callers.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncGenerator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, TypeAlias, cast

import anthropic
import httpx2
import pydantic

from companion.errors import CompanionError

__all__ = [
    "ClaudeBadRequest",
    "ClaudeClient",
    "ClaudeConnectionFailed",
    "ClaudeError",
    "ClaudeInvalidResponse",
    "ClaudeMessage",
    "ClaudeOverloaded",
    "ClaudeRateLimited",
    "ClaudeServerError",
    "ClaudeTimeout",
    "ContentBlock",
    "HttpClient",
    "OtherBlock",
    "TextBlock",
    "TokenUsage",
    "ToolUse",
    "create_message",
    "make_client",
    "stream_text",
    "strict_schema",
]

# Callers may annotate an injected HTTP client without importing the HTTP library themselves.
HttpClient: TypeAlias = httpx2.AsyncClient


# ---- errors -------------------------------------------------------------------------------------


class ClaudeError(CompanionError):
    """A Claude API call failed; `what` is a short lowercase kind, `detail` the API's message."""

    retryable: ClassVar[bool] = False

    def __init__(
        self, what: str, detail: str = "", *, status: int | None = None, retry_after: float | None = None
    ) -> None:
        self.what = what
        self.detail = detail
        self.status = status
        self.retry_after = retry_after
        super().__init__(f"{what}: {detail}" if detail else what)


class ClaudeTimeout(ClaudeError):
    """The request (or the whole streamed reply) took longer than allowed."""

    retryable = True


class ClaudeConnectionFailed(ClaudeError):
    """The API could not be reached, or the connection dropped."""

    retryable = True


class ClaudeRateLimited(ClaudeError):
    """429: too many requests or tokens for the account right now."""

    retryable = True


class ClaudeOverloaded(ClaudeError):
    """529: the API is temporarily overloaded."""

    retryable = True


class ClaudeServerError(ClaudeError):
    """A 5xx other than 529, or a 409 conflict."""

    retryable = True


class ClaudeBadRequest(ClaudeError):
    """A 4xx that will fail the same way again (bad request, bad key, permission, too large)."""


class ClaudeInvalidResponse(ClaudeError):
    """A successful status whose body is not a Messages API message; `raw` is the body as sent."""

    def __init__(self, raw: str, detail: str = "") -> None:
        self.raw = raw
        super().__init__("invalid response", detail)


def _retry_after(headers: Mapping[str, str]) -> float | None:
    try:
        return float(headers.get("retry-after", ""))
    except ValueError:
        return None


# Mid-stream `error` events arrive on a 200 response, so their kind comes from the body's error.type.
_BY_ERROR_TYPE: Mapping[str, tuple[type[ClaudeError], str]] = {
    "rate_limit_error": (ClaudeRateLimited, "rate limited"),
    "overloaded_error": (ClaudeOverloaded, "overloaded"),
    "timeout_error": (ClaudeTimeout, "timeout"),
    "invalid_request_error": (ClaudeBadRequest, "bad request"),
}


def _status_error(exc: anthropic.APIStatusError) -> ClaudeError:
    status = exc.status_code
    kind: tuple[type[ClaudeError], str]
    if status == 429:
        kind = (ClaudeRateLimited, "rate limited")
    elif status == 529:
        kind = (ClaudeOverloaded, "overloaded")
    elif status == 408:
        kind = (ClaudeTimeout, "timeout")
    elif status == 409 or status >= 500:
        kind = (ClaudeServerError, "server error")
    elif status >= 400:
        kind = (ClaudeBadRequest, "bad request")
    else:  # an error event inside a 200 stream: the status says nothing, so none is reported
        cls, what = _BY_ERROR_TYPE.get(exc.type or "", (ClaudeServerError, "server error"))
        return cls(what, exc.message)
    cls, what = kind
    return cls(
        f"{what} ({status})", exc.message, status=status, retry_after=_retry_after(exc.response.headers)
    )


def _translate(exc: anthropic.APIError) -> ClaudeError:
    """Our error for an SDK error (the caller chains it with `from exc`)."""
    if isinstance(exc, anthropic.APIResponseValidationError):
        raw = exc.response.text if exc.response is not None else str(exc.body)
        return ClaudeInvalidResponse(raw, "response body is not a Messages API message")
    if isinstance(exc, anthropic.APITimeoutError):  # before its base class APIConnectionError
        return ClaudeTimeout("timeout")
    if isinstance(exc, anthropic.APIConnectionError):
        return ClaudeConnectionFailed("connection error", exc.message)
    if isinstance(exc, anthropic.APIStatusError):
        return _status_error(exc)
    return ClaudeError(type(exc).__name__, exc.message)


# ---- client -------------------------------------------------------------------------------------


class ClaudeClient:
    """An SDK client behind an opaque handle: callers pass it back to this module's functions."""

    __slots__ = ("_sdk",)

    def __init__(self, sdk: anthropic.AsyncAnthropic) -> None:
        self._sdk = sdk

    async def aclose(self) -> None:
        """Close the underlying HTTP connections."""
        await self._sdk.close()


def make_client(
    api_key: str, *, timeout_s: float, http_client: HttpClient | None = None, max_retries: int = 0
) -> ClaudeClient:
    """An async client; SDK retries are off unless asked for (callers own their retry policy)."""
    return ClaudeClient(
        anthropic.AsyncAnthropic(
            api_key=api_key, timeout=timeout_s, max_retries=max_retries, http_client=http_client
        )
    )


def strict_schema(model: type[pydantic.BaseModel]) -> dict[str, Any]:
    """The model's JSON schema in the strict-tool dialect (additionalProperties false everywhere,
    unsupported constraints moved into descriptions), via the SDK's own transformer."""
    return anthropic.transform_schema(model)


# ---- structured call ----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class TextBlock:
    """A text content block."""

    text: str


@dataclass(frozen=True, slots=True)
class ToolUse:
    """A tool call; `input` is the parsed JSON the model sent (an object when it kept to the schema)."""

    id: str
    name: str
    input: object


@dataclass(frozen=True, slots=True)
class OtherBlock:
    """A block of a type we do not use (thinking, server tools, ...), kept by its type name."""

    type: str


ContentBlock: TypeAlias = TextBlock | ToolUse | OtherBlock


@dataclass(frozen=True, slots=True)
class TokenUsage:
    """Tokens billed for one call (cache fields 0 when the API did not report them)."""

    input_tokens: int
    output_tokens: int
    cache_read_tokens: int = 0
    cache_creation_tokens: int = 0


@dataclass(frozen=True, slots=True)
class ClaudeMessage:
    """One Messages API response as plain data; `raw_json` is the response body as sent, for audit."""

    model: str
    stop_reason: str | None
    content: tuple[ContentBlock, ...]
    usage: TokenUsage
    raw_json: str

    def tool_use(self, name: str) -> ToolUse | None:
        """The first call of tool `name`, if any."""
        return next((b for b in self.content if isinstance(b, ToolUse) and b.name == name), None)

    def text(self) -> str:
        """All text blocks joined."""
        return "".join(b.text for b in self.content if isinstance(b, TextBlock))


def _block(block: anthropic.types.ContentBlock) -> ContentBlock:
    # Dispatch on `type`, not the class: the SDK builds a block type newer than itself leniently
    # (as whichever model fits), so only the type string is trustworthy. Unknown kinds keep the name.
    if block.type == "text":
        return TextBlock(block.text)
    if block.type == "tool_use":
        return ToolUse(block.id, block.name, block.input)
    return OtherBlock(str(block.type))


def _message(message: anthropic.types.Message, raw_json: str) -> ClaudeMessage:
    u = message.usage
    return ClaudeMessage(
        model=message.model,
        stop_reason=message.stop_reason,
        content=tuple(_block(b) for b in message.content),
        usage=TokenUsage(
            input_tokens=u.input_tokens,
            output_tokens=u.output_tokens,
            cache_read_tokens=u.cache_read_input_tokens or 0,
            cache_creation_tokens=u.cache_creation_input_tokens or 0,
        ),
        raw_json=raw_json,
    )


async def create_message(
    client: ClaudeClient, request: Mapping[str, object], *, timeout_s: float
) -> ClaudeMessage:
    """One Messages API call with `request` as the JSON body (model, max_tokens, system, tools,
    tool_choice, messages); one attempt, failures raised as ClaudeError."""
    # The body is plain JSON built by the caller; the SDK's typed parameters are its own business.
    params = cast("dict[str, Any]", dict(request))
    try:
        response = await client._sdk.messages.with_raw_response.create(**params, timeout=timeout_s)
    except anthropic.APIError as exc:
        raise _translate(exc) from exc
    # The SDK builds response models leniently: a 2xx body that is not JSON, or not a message,
    # surfaces as a decode error or a missing attribute. Either way it is an answer we cannot use,
    # reported with the body as sent rather than as a crash.
    # The audit keeps the body exactly as the API sent it, not the SDK's re-serialisation of it.
    raw = response.http_response.text
    try:
        return _message(await response.parse(), raw)
    except anthropic.APIResponseValidationError as exc:
        raise _translate(exc) from exc
    except (ValueError, TypeError, AttributeError) as exc:
        raise ClaudeInvalidResponse(raw, f"response body is not a Messages API message ({exc})") from exc


# ---- streaming ----------------------------------------------------------------------------------


async def stream_text(
    client: ClaudeClient,
    *,
    model: str,
    system: str,
    messages: Sequence[Mapping[str, str]],
    max_tokens: int,
    timeout_s: float,
) -> AsyncGenerator[str, None]:
    """The text deltas of one streamed reply. The SDK timeout bounds connecting and each read;
    `timeout_s` also bounds the whole reply (checked between deltas, so a slow trickle cannot hold a
    turn forever): past it, ClaudeTimeout. Use inside `contextlib.aclosing` to close promptly."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout_s
    try:
        async with client._sdk.messages.stream(
            model=model,
            max_tokens=max_tokens,
            system=system,
            messages=cast("list[anthropic.types.MessageParam]", [dict(m) for m in messages]),
            timeout=timeout_s,
        ) as stream:
            async for text in stream.text_stream:
                if loop.time() > deadline:
                    raise ClaudeTimeout(f"reply exceeded {timeout_s:g} s")
                yield text
    except anthropic.APIError as exc:
        raise _translate(exc) from exc
