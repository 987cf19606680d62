"""HTTP routing: which handler serves which path, and the WebSocket adapter the handlers see.

- `/ws`                         the native protocol (voice/native.py, docs/protocol.md);
- `/retell/{secret}/{call_id}`  the Retell custom-LLM endpoint (voice/retell.py), when
                                Settings.retell_secret is set (anything else under /retell is 404);
- `/v1/chat/completions`        the OpenAI-compatible endpoint (voice/chat_completions.py);
- `/`, `/static/...`, `/healthz` the browser client and a health check.

The WebSocket handlers were written against `websockets` connections (iterate, send, close,
`ConnectionClosed` when the peer is gone); `Socket` gives them that shape over Starlette's.
"""

from __future__ import annotations

import contextlib
import hmac
import mimetypes
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from importlib import resources
from urllib.parse import parse_qs, urlsplit

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Route, WebSocketRoute
from starlette.websockets import WebSocket
from websockets.exceptions import ConnectionClosed
from websockets.frames import Close

from companion.voice.chat_completions import ChatCompletions
from companion.voice.native import NativeConnection
from companion.voice.retell import serve_call
from companion.voice.services import Services

__all__ = ["Socket", "build_app"]


class Socket:
    """A Starlette WebSocket seen through the few calls the handlers make (iterate, send, close).

    The handlers were written against `websockets` connections; a peer that is gone surfaces the
    same way, as `ConnectionClosed`, so their disconnect handling is unchanged."""

    def __init__(self, ws: WebSocket) -> None:
        self._ws = ws
        self.closed: Close | None = None

    def _gone(self) -> ConnectionClosed:
        return ConnectionClosed(self.closed or Close(1006, ""), None)

    async def send(self, message: str) -> None:
        if self.closed is not None:
            raise self._gone()
        try:
            await self._ws.send_text(message)
        except Exception as exc:
            # The ASGI server reports a vanished peer in several ways (a disconnect exception, an
            # OSError, a RuntimeError after the close); to the handlers they all mean "gone".
            self.closed = self.closed or Close(1006, "")
            raise self._gone() from exc

    async def close(self, code: int = 1000, reason: str = "") -> None:
        if self.closed is None:
            self.closed = Close(code, reason)
            with contextlib.suppress(Exception):
                await self._ws.close(code, reason)

    def __aiter__(self) -> AsyncIterator[str | bytes]:
        return self._frames()

    async def _frames(self) -> AsyncIterator[str | bytes]:
        while self.closed is None:
            message = await self._ws.receive()
            if message["type"] == "websocket.disconnect":
                self.closed = Close(int(message.get("code") or 1005), str(message.get("reason") or ""))
                return
            if message.get("text") is not None:
                yield str(message["text"])
            elif message.get("bytes") is not None:
                yield bytes(message["bytes"])


_STATIC = resources.files("companion.voice") / "static"
_CSP = (
    "default-src 'self'; connect-src 'self' ws: wss:; img-src 'self' data:; "
    "style-src 'self'; script-src 'self'; frame-ancestors 'none'"
)
_HEADERS = {
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": _CSP,
}


def _http(status: int, body: bytes, content_type: str) -> Response:
    return Response(body, status_code=status, media_type=content_type, headers=_HEADERS)


def _not_found() -> Response:
    return _http(404, b"not found\n", "text/plain; charset=utf-8")


def _static(name: str) -> Response:
    if "/" in name or name.startswith(".") or not name:
        return _not_found()
    resource = _STATIC / name
    if not resource.is_file():
        return _not_found()
    kind = mimetypes.guess_type(name)[0] or "application/octet-stream"
    if kind.startswith("text/") or kind.endswith("javascript"):
        kind += "; charset=utf-8"
    return _http(200, resource.read_bytes(), kind)


def _retell_path(path: str, secret: str | None) -> str | None:
    """The call id of a `/retell/{secret}/{call_id}` path with the right secret, else None."""
    parts = path.split("/")
    if secret is None or len(parts) != 4 or parts[1] != "retell" or not parts[3]:
        return None
    # Constant-time: the secret path segment is the endpoint's only credential.
    return parts[3] if hmac.compare_digest(parts[2].encode(), secret.encode()) else None


def build_app(services: Services) -> Starlette:
    """The ASGI application: the page and health check over HTTP, the OpenAI-compatible endpoint,
    and the two WebSocket endpoints, each handed to its handler through `Socket`."""
    chat = ChatCompletions(services)

    async def page(request: Request) -> Response:
        return _static("index.html")

    async def static(request: Request) -> Response:
        return _static(str(request.path_params["name"]))

    async def healthz(request: Request) -> Response:
        return _http(200, b"ok\n", "text/plain; charset=utf-8")

    async def fallback(request: Request) -> Response:
        return _not_found()

    async def native(ws: WebSocket) -> None:
        await ws.accept()
        await NativeConnection(Socket(ws), services).run()

    async def retell(ws: WebSocket) -> None:
        call_id = _retell_path(ws.url.path, services.settings.retell_secret)
        if call_id is None:
            # Refused before the handshake completes, as a 404, like any other unknown path.
            await ws.send_denial_response(_not_found())
            return
        await ws.accept()
        query_user = parse_qs(urlsplit(str(ws.url)).query).get("user_id", [None])[0]
        await serve_call(Socket(ws), services, call_id, query_user or None)

    async def completions(request: Request) -> Response:
        return await chat.handle(request)

    async def end_conversation(request: Request) -> Response:
        return await chat.end(request)

    routes = [
        Route("/", page),
        Route("/index.html", page),
        Route("/static/{name:path}", static),
        Route("/healthz", healthz),
        Route("/v1/chat/completions", completions, methods=["POST"]),
        Route("/v1/conversations/{conversation_id}/end", end_conversation, methods=["POST"]),
        WebSocketRoute("/ws", native),
        WebSocketRoute("/retell/{rest:path}", retell),
        Route("/{rest:path}", fallback),
    ]

    @asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        yield
        await chat.close()  # O4: the server stopping ends every open conversation

    return Starlette(routes=routes, lifespan=lifespan)
