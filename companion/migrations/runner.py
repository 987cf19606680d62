"""Apply the ordered SQL files in `companion/migrations/sql/` exactly once each.

Safe to run from two processes at once: the whole run holds a transaction-scoped advisory lock,
and each file is applied in the same transaction as its row in `schema_migrations`, so a failed
file leaves nothing behind. A checksum mismatch between an applied file and the shipped one is an
error: migrations are never edited after they ship.
"""

from __future__ import annotations

import hashlib
import re
import secrets
from dataclasses import dataclass
from importlib import resources

import psycopg
from psycopg import sql

from companion.errors import MigrationError

__all__ = [
    "APP_ROLE",
    "MAINT_ROLE",
    "Migration",
    "admin_sql",
    "apply_migrations",
    "ensure_app_login",
    "shipped_migrations",
]

APP_ROLE = "companion_app"
MAINT_ROLE = "companion_maint"
# Any constant works; it only has to be the same in every process that migrates this database.
_LOCK_KEY = 0x636F6D70616E  # "compan"
_ADMIN_HINT = (
    "on hosted PostgreSQL (no superuser) an admin runs the one-time setup printed by"
    " `companion migrate --print-admin-sql OWNER` first (README: Deploy on hosted PostgreSQL)"
)
_NAME = re.compile(r"^(\d{4})_([a-z0-9_]+)\.sql$")


@dataclass(frozen=True, slots=True)
class Migration:
    version: int
    name: str
    sql: str

    @property
    def label(self) -> str:
        """As the file is named: 0006_fault_hardening."""
        return f"{self.version:04d}_{self.name}"

    @property
    def checksum(self) -> str:
        return hashlib.sha256(self.sql.encode()).hexdigest()


def shipped_migrations() -> tuple[Migration, ...]:
    """The migrations shipped as package data, in order."""
    found = []
    for entry in resources.files("companion.migrations").joinpath("sql").iterdir():
        match = _NAME.match(entry.name)
        if match:
            found.append(Migration(int(match[1]), match[2], entry.read_text(encoding="utf-8")))
    found.sort(key=lambda m: m.version)
    versions = [m.version for m in found]
    if len(set(versions)) != len(versions):
        raise MigrationError(f"duplicate migration versions: {versions}")
    return tuple(found)


def _ensure_app_role(conn: psycopg.Connection[tuple[object, ...]], login: bool) -> None:
    # Roles are cluster-wide, so two databases (or two test runs) may race to create it.
    conn.execute(
        sql.SQL(
            "DO $$ BEGIN "
            "IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = {name}) THEN "
            "CREATE ROLE {role} {login} NOSUPERUSER NOBYPASSRLS; "
            "END IF; END $$"
        ).format(
            name=sql.Literal(APP_ROLE),
            role=sql.Identifier(APP_ROLE),
            login=sql.SQL("LOGIN" if login else "NOLOGIN"),
        )
    )
    # The migrating role must be able to SET ROLE to the app role (used with an external DATABASE_URL).
    member = conn.execute("SELECT pg_has_role(current_user, %s, 'MEMBER')", [APP_ROLE]).fetchone()
    if member is not None and not member[0]:
        conn.execute(sql.SQL("GRANT {} TO CURRENT_USER").format(sql.Identifier(APP_ROLE)))
    conn.execute(sql.SQL("GRANT USAGE ON SCHEMA public TO {}").format(sql.Identifier(APP_ROLE)))


def apply_migrations(dsn: str, *, app_role_login: bool = False) -> list[int]:
    """Apply every shipped migration not yet applied; return the versions applied by this call."""
    migrations = shipped_migrations()
    applied_now: list[int] = []
    try:
        with psycopg.connect(dsn, autocommit=False) as conn:
            conn.execute("SELECT pg_advisory_xact_lock(%s)", [_LOCK_KEY])
            try:
                _ensure_app_role(conn, app_role_login)
            except psycopg.errors.UniqueViolation:
                conn.rollback()  # another process created the role between our check and create
                conn.execute("SELECT pg_advisory_xact_lock(%s)", [_LOCK_KEY])
                _ensure_app_role(conn, app_role_login)
            conn.execute(
                "CREATE TABLE IF NOT EXISTS schema_migrations ("
                " version integer PRIMARY KEY, name text NOT NULL, checksum text NOT NULL,"
                " applied_at timestamptz NOT NULL DEFAULT now())"
            )
            rows = conn.execute("SELECT version, checksum FROM schema_migrations").fetchall()
            done = {int(v): str(c) for v, c in rows}
            for migration in migrations:
                if migration.version in done:
                    if done[migration.version] != migration.checksum:
                        raise MigrationError(f"migration {migration.label} was edited after it was applied")
                    continue
                try:
                    conn.execute(migration.sql.encode())
                except psycopg.errors.InsufficientPrivilege as exc:
                    raise MigrationError(
                        f"migration {migration.label} needs a right the migrating"
                        f" role lacks ({exc}); {_ADMIN_HINT}"
                    ) from exc
                except psycopg.Error as exc:
                    raise MigrationError(f"migration {migration.label} failed: {exc}") from exc
                conn.execute(
                    "INSERT INTO schema_migrations (version, name, checksum) VALUES (%s, %s, %s)",
                    [migration.version, migration.name, migration.checksum],
                )
                applied_now.append(migration.version)
            conn.commit()
    except psycopg.errors.InsufficientPrivilege as exc:
        raise MigrationError(
            f"the migrating role cannot prepare the database roles ({exc}); {_ADMIN_HINT}"
        ) from exc
    except psycopg.OperationalError as exc:
        raise MigrationError(f"cannot connect to run migrations: {exc}") from exc
    return applied_now


def ensure_app_login(dsn: str) -> str:
    """Let the application role log in itself, with a password only the owner can read; return it.

    The pool then logs in *as* companion_app instead of logging in as the (privileged) URL user and
    dropping privileges with SET ROLE, which any RESET ROLE would undo. The password is generated
    once and kept in `companion_app_login` (migration 0006), a one-row table the application role
    cannot read.
    Needs the right to alter the role (CREATEROLE), as creating it did.
    """
    try:
        with psycopg.connect(dsn, autocommit=False) as conn:
            conn.execute("SELECT pg_advisory_xact_lock(%s)", [_LOCK_KEY])
            # The table comes from migration 0006, applied just before this.
            row = conn.execute("SELECT password FROM companion_app_login").fetchone()
            password = str(row[0]) if row is not None else secrets.token_urlsafe(32)
            if row is None:
                conn.execute("INSERT INTO companion_app_login (password) VALUES (%s)", [password])
            role = conn.execute("SELECT rolcanlogin FROM pg_roles WHERE rolname = %s", [APP_ROLE]).fetchone()
            if row is None or role is None or not role[0]:
                conn.execute(
                    sql.SQL("ALTER ROLE {} LOGIN PASSWORD {}").format(
                        sql.Identifier(APP_ROLE), sql.Literal(password)
                    )
                )
            conn.commit()
    except psycopg.errors.InsufficientPrivilege as exc:
        raise MigrationError(
            f"cannot give {APP_ROLE} a login ({exc}); grant the migrating role CREATEROLE, or create a"
            f" login for the application yourself and set COMPANION_APP_DATABASE_URL"
        ) from exc
    except psycopg.OperationalError as exc:
        raise MigrationError(f"cannot connect to prepare the application login: {exc}") from exc
    return password


def admin_sql(owner: str, app_password: str) -> str:
    """The one-time setup that needs more than a database owner's rights, for an operator to run
    as the platform's admin role (a superuser, rds_superuser, cloudsqlsuperuser, Supabase's or
    Neon's postgres) in the application's database. Everything else the migrations do as `owner`.

    Creates the pgvector extension and the two roles, and lets `owner` hand objects to them: the
    migrations grant companion_maint to the migrating role and give it the sweep function, which
    needs membership with ADMIN OPTION and CREATE on the schema for companion_maint.
    """
    o, app, maint = (sql.Identifier(n) for n in (owner, APP_ROLE, MAINT_ROLE))
    statements = [
        sql.SQL("CREATE EXTENSION IF NOT EXISTS vector"),
        sql.SQL(
            "DO $$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = {app_name}) THEN"
            " CREATE ROLE {app} NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE; END IF; END $$"
        ).format(app_name=sql.Literal(APP_ROLE), app=app),
        sql.SQL("ALTER ROLE {app} LOGIN PASSWORD {password}").format(
            app=app, password=sql.Literal(app_password)
        ),
        sql.SQL(
            "DO $$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = {maint_name}) THEN"
            " CREATE ROLE {maint} NOLOGIN NOSUPERUSER NOBYPASSRLS; END IF; END $$"
        ).format(maint_name=sql.Literal(MAINT_ROLE), maint=maint),
        sql.SQL("GRANT {app} TO {owner} WITH ADMIN OPTION").format(app=app, owner=o),
        sql.SQL("GRANT {maint} TO {owner} WITH ADMIN OPTION").format(maint=maint, owner=o),
        sql.SQL("GRANT USAGE, CREATE ON SCHEMA public TO {owner}").format(owner=o),
        sql.SQL("GRANT USAGE ON SCHEMA public TO {app}").format(app=app),
        # companion_maint is NOLOGIN: only the owner can act as it; CREATE lets it own the function.
        sql.SQL("GRANT USAGE, CREATE ON SCHEMA public TO {maint}").format(maint=maint),
    ]
    return "".join(s.as_string(None) + ";\n" for s in statements)
