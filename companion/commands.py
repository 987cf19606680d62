"""Subcommands that belong to no single part: migrate (and, once wired, demo)."""

from __future__ import annotations

import argparse
from typing import Any

from companion.config import Settings
from companion.migrations.runner import apply_migrations
from companion.store.embedded import start_embedded

__all__ = ["register"]


def register(sub: argparse._SubParsersAction[Any]) -> None:
    p = sub.add_parser("migrate", help="apply database migrations (also done on every start)")
    p.set_defaults(handler=_migrate)


def _migrate(args: argparse.Namespace, settings: Settings) -> int:
    if settings.database_url:
        applied = apply_migrations(settings.database_url)
    else:
        server = start_embedded(settings.pgdata)
        applied = apply_migrations(server.dsn, app_role_login=True)
    print(f"applied {len(applied)} migration(s): {applied}" if applied else "database is up to date")
    return 0
