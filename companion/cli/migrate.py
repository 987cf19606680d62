"""`companion migrate [--print-admin-sql OWNER]`: apply the migrations, or print the one-time admin SQL."""

from __future__ import annotations

import argparse
import secrets
from typing import Any

from companion.config import Settings
from companion.migrations.runner import APP_ROLE, admin_sql, apply_migrations
from companion.store.embedded import start_embedded

__all__ = ["register"]


def register(sub: argparse._SubParsersAction[Any]) -> None:
    p = sub.add_parser("migrate", help="apply database migrations (also done on every start)")
    p.add_argument(
        "--print-admin-sql",
        metavar="OWNER",
        help="print the one-time SQL an admin runs for a database owned by OWNER (hosted PostgreSQL)",
    )
    p.set_defaults(handler=_migrate)


def _migrate(args: argparse.Namespace, settings: Settings) -> int:
    if args.print_admin_sql:
        password = secrets.token_urlsafe(24)
        owner = args.print_admin_sql
        print(f"-- Run once as the platform's admin role, in the database owned by {owner}.")
        print(admin_sql(args.print_admin_sql, password), end="")
        print(
            f"-- Then set COMPANION_APP_DATABASE_URL to DATABASE_URL with user {APP_ROLE} and this password,"
            f"\n-- and DATABASE_URL to the owner's login; `companion migrate` does the rest as the owner."
        )
        return 0
    if settings.database_url:
        applied = apply_migrations(settings.database_url)
    else:
        server = start_embedded(settings.pgdata)
        applied = apply_migrations(server.dsn, app_role_login=True)
    print(f"applied {len(applied)} migration(s): {applied}" if applied else "database is up to date")
    return 0
