"""Integration subcommands: `mcp` (memory as an MCP server over stdio)."""

from __future__ import annotations

import argparse
from typing import Any

from companion.app import open_memory
from companion.cli.inputs import user_id_arg
from companion.config import Settings
from companion.errors import ConfigError
from companion.model import parse_user_id

__all__ = ["register"]


def register(sub: argparse._SubParsersAction[Any]) -> None:
    p = sub.add_parser("mcp", help="serve one user's memory to an MCP client over stdio (extra: [mcp])")
    p.add_argument("--user", type=user_id_arg, help="whose memory the tools use (default COMPANION_MCP_USER)")
    p.set_defaults(handler=_mcp)


async def _mcp(args: argparse.Namespace, settings: Settings) -> int:
    raw = args.user or settings.mcp_user
    if raw is None:
        raise ConfigError("companion mcp serves one user: give --user USER or set COMPANION_MCP_USER")
    user = parse_user_id(raw)
    try:
        from companion.integrations.mcp_server import build_server
    except ModuleNotFoundError as exc:
        if exc.name != "mcp":
            raise
        raise ConfigError("companion mcp needs the MCP extra: pip install 'companion-memory[mcp]'") from exc
    async with await open_memory(settings) as memory:
        # stdout carries the protocol from here on: everything else this process says goes to stderr.
        await build_server(memory, user).run_stdio_async()
    return 0
