"""`companion demo [--claude]`."""

from __future__ import annotations

import argparse
import sys
from typing import Any

from companion.app import build_proposer, open_memory
from companion.config import Settings
from companion.demo.run import run_demo
from companion.errors import ConfigError

__all__ = ["register"]


def register(sub: argparse._SubParsersAction[Any]) -> None:
    p = sub.add_parser("demo", help="run two bundled sessions through the whole pipeline")
    p.add_argument(
        "--claude",
        action="store_true",
        help="propose with Claude (needs ANTHROPIC_API_KEY) instead of offline rules",
    )
    p.set_defaults(handler=_demo)


async def _demo(args: argparse.Namespace, settings: Settings) -> int:
    if args.claude and not settings.has_claude:
        raise ConfigError("--claude needs ANTHROPIC_API_KEY")
    proposer = build_proposer(settings, "claude" if args.claude else "offline")
    async with await open_memory(settings, proposer=proposer) as memory:
        await run_demo(memory, proposer, sys.stdout)
    return 0
