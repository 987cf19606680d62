"""A scripted native-protocol client for the server tests (a real websockets client)."""

from __future__ import annotations

import asyncio
import json
from typing import Any

from websockets.asyncio.client import ClientConnection, connect

from companion.voice import protocol as p

__all__ = ["Client", "open_client"]


class Client:
    def __init__(self, ws: ClientConnection) -> None:
        self.ws = ws
        self.seen: list[Any] = []

    async def send(self, **fields: Any) -> None:
        await self.ws.send(json.dumps({"v": 1, **fields}))

    async def recv(self, wait: float = 5.0) -> Any:
        message = p.parse_server(await asyncio.wait_for(self.ws.recv(), wait))
        self.seen.append(message)
        return message

    async def until(self, kind: str, wait: float = 10.0) -> Any:
        """Read messages until one of type `kind` arrives; earlier ones stay in `seen`."""
        async with asyncio.timeout(wait):
            while True:
                message = await self.recv(wait)
                if message.type == kind:
                    return message

    def of(self, kind: str) -> list[Any]:
        return [m for m in self.seen if m.type == kind]

    async def hello(self, token: str) -> p.Ready:
        await self.send(type="hello", token=token)
        ready = await self.until("ready")
        assert isinstance(ready, p.Ready)
        return ready

    async def start(self) -> str:
        await self.send(type="start_session")
        started = await self.until("session_started")
        return str(started.session_id)

    async def close_code(self, wait: float = 5.0) -> int | None:
        """Wait for the server to close the connection; its close code."""
        try:
            async with asyncio.timeout(wait):
                async for _ in self.ws:
                    pass
        except Exception:
            pass
        await asyncio.wait_for(self.ws.wait_closed(), wait)
        return self.ws.close_code


def open_client(base_url: str, path: str = "/ws", **kwargs: Any) -> connect:
    return connect(base_url + path, **kwargs)
