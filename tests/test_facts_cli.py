"""The facts, review, export and erase subcommands, run against the real test database."""

from __future__ import annotations

import asyncio
import io
import json
import os
import sys
from datetime import UTC, date, datetime
from pathlib import Path

import pytest

from companion.cli import build_parser
from companion.config import Settings
from companion.model import FactStatus, Outcome, UserId
from companion.store import fact_queries as q
from companion.store.database import Database
from tests.store.fact_helpers import make_session, verdict, write


def _utc(y: int, m: int, d: int) -> datetime:
    return datetime(y, m, d, tzinfo=UTC)


@pytest.fixture
def settings(db: Database, tmp_path: Path) -> Settings:
    """Settings pointing the CLI at the test database."""
    return Settings(database_url=db.owner_dsn, data_dir=tmp_path)


async def _run(settings: Settings, *argv: str, stdin: str | None = None) -> int:
    args = build_parser().parse_args(list(argv))
    if stdin is not None:
        return int(await args.handler(args, settings, io.StringIO(stdin)))
    return int(await args.handler(args, settings))


async def _salary(db: Database, user_id: UserId) -> None:
    """55,000 from 2024, then a pending 165,000 from June 2026 waiting for review."""
    t1 = await make_session(db, user_id, [("user", "I earn 55,000")], _utc(2024, 3, 1))
    t2 = await make_session(db, user_id, [("user", "I earn 165,000 now")], _utc(2026, 6, 10))
    async with db.user(user_id) as conn:
        r1 = await write(
            conn,
            user_id,
            t1,
            [verdict(Outcome.ACCEPT, "User earns 55,000", slot="money.salary")],
            now=_utc(2024, 3, 1),
        )
        v = verdict(
            Outcome.PENDING,
            "User earns 165,000",
            slot="money.salary",
            related=r1.accepted[0],
            valid_from=date(2026, 6, 1),
        )
        await write(conn, user_id, t2, [v], now=_utc(2026, 6, 10))


async def test_review_flow_confirms_from_piped_input(
    db: Database, user_id: UserId, settings: Settings, capsys: pytest.CaptureFixture[str]
) -> None:
    """`review` shows quote, date and conflict, and a piped 'c' confirms the pending fact."""
    await _salary(db, user_id)
    assert await _run(settings, "review", user_id, stdin="x\nc\n") == 0
    out = capsys.readouterr().out
    assert '"I earn 165,000 now"' in out
    assert "would replace: User earns 55,000" in out
    assert "please answer" in out
    assert "confirmed: 1" in out
    async with db.user(user_id) as conn:
        assert [f.text for f in await q.active_facts(conn)] == ["User earns 165,000"]


async def test_review_edit_and_quit(db: Database, user_id: UserId, settings: Settings) -> None:
    """An 'e' answer followed by a line stores the user's wording; end of input quits cleanly."""
    await _salary(db, user_id)
    assert await _run(settings, "review", user_id, stdin="e\nUser earns 165,000 before tax\n") == 0
    async with db.user(user_id) as conn:
        assert [f.text for f in await q.active_facts(conn)] == ["User earns 165,000 before tax"]
    assert await _run(settings, "review", user_id, stdin="") == 0  # nothing left to review


async def test_review_edit_the_store_cannot_hold_is_asked_again(
    db: Database, user_id: UserId, settings: Settings, capsys: pytest.CaptureFixture[str]
) -> None:
    """An edited text with a NUL is refused with a message (not a driver traceback) and the
    question is asked again."""
    await _salary(db, user_id)
    stdin = "e\nUser earns\x00 165,000\ne\nUser earns 165,000 gross\n"
    assert await _run(settings, "review", user_id, stdin=stdin) == 0
    out = capsys.readouterr().out
    assert "contains a NUL character: not edited" in out
    assert "edited: 1" in out
    async with db.user(user_id) as conn:
        assert [f.text for f in await q.active_facts(conn)] == ["User earns 165,000 gross"]


async def test_facts_as_of_known_at_and_status(
    db: Database, user_id: UserId, settings: Settings, capsys: pytest.CaptureFixture[str]
) -> None:
    """`facts` answers "what did I earn in 2025?", a past belief, and the pending list, as JSON."""
    await _salary(db, user_id)
    await _run(settings, "review", user_id, stdin="c\n")
    capsys.readouterr()
    await _run(settings, "facts", user_id, "--as-of", "2025-07-01", "--json")
    assert [f["text"] for f in json.loads(capsys.readouterr().out)] == ["User earns 55,000"]
    await _run(settings, "facts", user_id, "--known-at", "2025-01-01", "--as-of", "2026-08-01", "--json")
    assert [f["text"] for f in json.loads(capsys.readouterr().out)] == ["User earns 55,000"]
    await _run(settings, "facts", user_id, "--status", "retired")
    assert "User earns 55,000" in capsys.readouterr().out
    await _run(settings, "facts", user_id, "--history", "money.salary")
    out = capsys.readouterr().out
    assert out.count("User earns 165,000") == 2
    assert "confirmed by user" in out
    await _run(settings, "facts", user_id, "--history", "--json")
    (chain,) = json.loads(capsys.readouterr().out)
    assert len(chain["versions"]) == 4
    assert chain["events"][-1]["event"] == "confirmed"


async def test_export_then_erase(db: Database, user_id: UserId, settings: Settings, tmp_path: Path) -> None:
    """`export --out` writes the user's data; `erase` needs --yes and then deletes it all."""
    await _salary(db, user_id)
    out = tmp_path / "export.json"
    assert await _run(settings, "export", user_id, "--out", str(out)) == 0
    data = json.loads(out.read_text())
    assert len(data["facts"]) == 2
    assert len(data["messages"]) == 2
    assert await _run(settings, "erase", user_id) == 2  # refused without --yes
    async with db.user(user_id) as conn:
        assert len(await q.facts_by_status(conn, FactStatus.PENDING)) == 1
    assert await _run(settings, "erase", user_id, "--yes") == 0
    async with db.user(user_id) as conn:
        assert await q.active_facts(conn) == []
        cur = await conn.execute("SELECT count(*) AS n FROM users")
        row = await cur.fetchone()
    assert row is not None
    assert row["n"] == 0


async def test_entry_point_runs_in_a_process(db: Database, user_id: UserId, tmp_path: Path) -> None:
    """The installed command line lists facts from a separate process configured by DATABASE_URL."""
    await _salary(db, user_id)
    env = {**os.environ, "DATABASE_URL": db.owner_dsn, "COMPANION_DATA_DIR": str(tmp_path)}
    proc = await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "companion.cli",
        "facts",
        user_id,
        "--status",
        "pending",
        env=env,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE,
    )
    out, err = await asyncio.wait_for(proc.communicate(), timeout=60)
    assert proc.returncode == 0, err.decode()
    assert "User earns 165,000" in out.decode()
    assert "pending" in out.decode()
