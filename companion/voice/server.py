"""The voice server: starts uvicorn on one port with the routes of voice/routes.py, and stops it.

Why ASGI (Starlette on uvicorn) rather than the `websockets` library's own server: its HTTP side
parses GET upgrade requests only, so the POST endpoint (the OpenAI-compatible one) cannot live
there. The parts, the way `websockets` splits protocol from connection:
- voice/session.py and voice/retell_call.py: sans-I/O state machines (events in, actions out);
- voice/native.py and voice/retell.py: the connections that feed them and perform the actions;
- voice/chat_completions.py: the OpenAI-compatible endpoint;
- voice/services.py: what they all work with (`Services`, the session end);
- voice/routes.py: which path goes to which handler.
"""

from __future__ import annotations

import asyncio
import contextlib
import gc
import importlib.util
import socket
from collections.abc import AsyncIterator, Callable, Coroutine, Iterator
from contextlib import asynccontextmanager
from dataclasses import dataclass
from typing import Any, Literal, TypeVar

import uvicorn

from companion.voice.routes import build_app
from companion.voice.services import Services

__all__ = [
    "KEEP_ALIVE_S",
    "RunningServer",
    "Stack",
    "chosen_stack",
    "freeze_startup_heap",
    "run_server_loop",
    "running_server",
    "start_server",
]

# Seconds an idle HTTP/1.1 connection stays open (nginx's keepalive_timeout default).
KEEP_ALIVE_S = 75

_T = TypeVar("_T")


@dataclass(frozen=True)
class Stack:
    """The event loop and HTTP parser a server process runs on, as reported at start-up.

    uvloop (libuv) and httptools (llhttp) are the compiled halves of uvicorn's "standard" set: on
    two cores every millisecond of CPU an exchange costs the event loop is a millisecond another
    exchange's embedding waits for a core (docs/voice.md, "Latency"). Both are dependencies; the
    stock asyncio loop and h11 remain the fallback where a package is missing (uvloop has no
    Windows build), with the same behaviour."""

    loop: Literal["uvloop", "asyncio"]
    http: Literal["httptools", "h11"]

    def describe(self) -> str:
        return f"event loop: {self.loop}, HTTP parser: {self.http}"


def _installed(module: str) -> bool:
    try:
        return importlib.util.find_spec(module) is not None
    except ValueError:  # a module set to None in sys.modules (how tests make one unimportable)
        return False


def chosen_stack() -> Stack:
    """uvloop and httptools when installed, else the stock loop and h11."""
    return Stack(
        loop="uvloop" if _installed("uvloop") else "asyncio",
        http="httptools" if _installed("httptools") else "h11",
    )


def _loop_factory(stack: Stack) -> Callable[[], asyncio.AbstractEventLoop] | None:
    if stack.loop == "uvloop":
        import uvloop  # the only importer (tests/test_sdk_ownership.py)

        factory: Callable[[], asyncio.AbstractEventLoop] = uvloop.new_event_loop
        return factory
    return None  # asyncio's default loop


def run_server_loop(main: Coroutine[Any, Any, _T], stack: Stack | None = None) -> _T:
    """Run a server process's top coroutine to the end on the chosen event loop (`asyncio.run`
    otherwise): `companion serve` and the benchmarks' server processes start here."""
    with asyncio.Runner(loop_factory=_loop_factory(stack or chosen_stack())) as runner:
        return runner.run(main)


class _EmbeddedUvicorn(uvicorn.Server):
    """uvicorn inside a process that owns its signals: `companion serve` stops it, not SIGINT here."""

    @contextlib.contextmanager
    def capture_signals(self) -> Iterator[None]:
        yield


class RunningServer:
    """A started server: its listening sockets, `close()` then `await wait_closed()`."""

    def __init__(self, server: uvicorn.Server, task: asyncio.Task[None], sock: socket.socket) -> None:
        self._server = server
        self._task = task
        self.sockets = (sock,)
        # What serves the connections, read from the running loop and the protocol class uvicorn
        # loaded (not from what was asked for).
        loop_module = type(asyncio.get_running_loop()).__module__
        protocol_module = server.config.http_protocol_class.__module__
        self.stack = Stack(
            loop="uvloop" if loop_module.startswith("uvloop") else "asyncio",
            http="httptools" if protocol_module.endswith("httptools_impl") else "h11",
        )

    def close(self) -> None:
        self._server.should_exit = True

    async def wait_closed(self) -> None:
        try:
            await self._task
        finally:
            self.sockets[0].close()


async def start_server(services: Services, *, host: str, port: int) -> RunningServer:
    """Start listening (port 0: any free port); close with `server.close(); await server.wait_closed()`."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    # proto named, not left 0: asyncio turns Nagle's algorithm off (TCP_NODELAY) only on sockets
    # whose proto is IPPROTO_TCP, and accepted sockets inherit the listener's. With proto 0 every
    # reply written in two parts (the response's headers, then its first SSE chunk or WebSocket
    # frame) waited for the client's delayed ACK: ~40 ms on every exchange (docs/voice.md#latency).
    sock = socket.socket(family, socket.SOCK_STREAM, socket.IPPROTO_TCP)
    try:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        # Bound here, not by uvicorn: a port in use is an OSError for the caller, not a sys.exit.
        sock.bind((host, port))
    except OSError:
        sock.close()
        raise
    config = uvicorn.Config(
        build_app(services),
        # Named, not uvicorn's "auto" (which picks the same): one choice, made in chosen_stack.
        http=chosen_stack().http,
        ws="websockets-sansio",
        ws_max_size=services.settings.max_frame_bytes,
        # Replies are short text; compression costs CPU on the realtime path for little gain.
        ws_per_message_deflate=False,
        ws_ping_interval=20,
        ws_ping_timeout=20,
        lifespan="on",
        log_config=None,
        access_log=False,
        timeout_graceful_shutdown=5,
        # An idle HTTP connection is kept through a turn's pause: a voice platform sends a
        # conversation's next request 5-20 s after the last (the user listens, then speaks), and
        # uvicorn's default (5 s) closed it before that, so every exchange paid a new connection
        # (accept, protocol set-up, close; behind a TLS proxy, a handshake before the request).
        timeout_keep_alive=KEEP_ALIVE_S,
    )
    server = _EmbeddedUvicorn(config)
    task = asyncio.create_task(server.serve(sockets=[sock]))
    while not server.started:
        if task.done():
            sock.close()
            raise OSError(f"the server did not start on {host}:{port}: {task.exception()!r}")
        await asyncio.sleep(0.005)
    return RunningServer(server, task, sock)


def freeze_startup_heap() -> None:
    """Once per server process, after it has started: every object alive now (modules, the app,
    the embedding model's wrappers, the pool) lives as long as the process, so it is moved out of
    the garbage collector's reach. Without this a full collection walks all of them while the event
    loop waits; measured here at 150-260 ms under load (bench/openai_endpoint_bench.py, "server gc
    max"), a stall of every reply in flight. Collected first, so no garbage is frozen with them."""
    gc.collect()
    gc.freeze()


@asynccontextmanager
async def running_server(services: Services, *, host: str = "127.0.0.1", port: int = 0) -> AsyncIterator[str]:
    """A running server for the block; yields its base URL `ws://host:port`."""
    server = await start_server(services, host=host, port=port)
    try:
        bound_host, bound_port = server.sockets[0].getsockname()[:2]
        yield f"ws://{bound_host}:{bound_port}"
    finally:
        server.close()
        await server.wait_closed()
