"""One line on stderr before the slow first start, so the first command is not seconds of silence.

The first command that opens the embedded database creates it: initdb, the server's start,
`CREATE DATABASE` and every migration. `companion profile USER` takes 4.7 s then and 2.2 s on later
starts, of which 1.3 s is Python's start and imports and 0.45 s the embedding model's load (every
start, too short to announce). Only the first start is announced, recognised by PostgreSQL's own
marker: a data folder holds `PG_VERSION` once initdb has finished. With DATABASE_URL nothing is
announced: the database exists, and applying migrations to it is quick.

The line is printed by the command line before it runs a command that opens the database
(`companion.cli`), never by the library: a program embedding `Memory` owns its own stderr.
"""

from __future__ import annotations

import sys
from typing import TextIO

from companion.config import Settings

__all__ = ["announce_first_start", "first_start_note"]


def first_start_note(settings: Settings) -> str | None:
    """The line to show before opening the database with `settings`, or None when it is quick."""
    if settings.database_url or (settings.pgdata / "PG_VERSION").is_file():
        return None
    return (
        f"companion: first start: creating the embedded database in {settings.pgdata} "
        "and applying migrations (a few seconds)..."
    )


def announce_first_start(settings: Settings, stream: TextIO | None = None) -> None:
    """Print `first_start_note` (if any) to `stream`, stderr by default, so stdout stays the output."""
    note = first_start_note(settings)
    if note is not None:
        print(note, file=stream if stream is not None else sys.stderr, flush=True)
