"""The `companion` command line.

One module of this package per command group registers its subcommands through
`register(subparsers)`; a subcommand sets `handler(args, settings) -> int` (a plain or async
function). This module only parses, loads the settings once, dispatches and turns our errors into
a message and exit code. The parts (validation, recall, voice, ...) keep no commands of their own.
"""

from __future__ import annotations

import argparse
import asyncio
import inspect
import logging
import sys
from collections.abc import Sequence
from types import ModuleType

from companion import __version__
from companion.cli.first_start import announce_first_start
from companion.config import Settings, load_settings
from companion.errors import CompanionError

__all__ = ["build_parser", "main"]

# Subcommands that never open the database, so a first start is not announced for them (it would
# not happen). `extract` opens it only for a session id, not a file, and announces that itself.
WITHOUT_DATABASE = frozenset({"token", "validate", "extract"})


def _command_modules() -> list[ModuleType]:
    # Imported here, not at module load, so `companion --help` stays fast and one broken part
    # cannot stop the others from being listed in a traceback-free way.
    from companion.cli import demo, extract, facts, mcp, migrate, recall, validate, voice

    return [migrate, validate, demo, extract, facts, mcp, recall, voice]


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="companion", description="companion-memory: a validation-gated memory layer for voice companions"
    )
    parser.add_argument("--version", action="version", version=f"companion-memory {__version__}")
    parser.add_argument("-v", "--verbose", action="store_true", help="log progress to stderr")
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    for module in _command_modules():
        module.register(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.INFO if args.verbose else logging.WARNING, format="%(message)s")
    try:
        settings: Settings = load_settings()
        if args.command not in WITHOUT_DATABASE:
            announce_first_start(settings)
        result = args.handler(args, settings)
        if inspect.isawaitable(result):
            result = asyncio.run(result)  # type: ignore[arg-type]
        return int(result or 0)
    except CompanionError as exc:
        print(f"companion: error: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    sys.exit(main())
