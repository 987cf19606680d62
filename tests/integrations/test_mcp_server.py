"""`companion mcp` spawned as a subprocess and driven by the MCP package's own client over stdio,
with its own embedded database (a fresh COMPANION_DATA_DIR)."""

from __future__ import annotations

import asyncio
import os
import sys
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("mcp")

from mcp import Client
from mcp.client.stdio import StdioServerParameters

TOOLS = {
    "search_memory",
    "list_facts",
    "list_pending_facts",
    "confirm_fact",
    "reject_fact",
    "add_conversation",
}


def _env(data_dir: Path, **extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("DATABASE_URL", "COMPANION_MCP_USER")}
    env.pop("ANTHROPIC_API_KEY", None)  # the offline proposer: no network, reproducible facts
    return {**env, "COMPANION_DATA_DIR": str(data_dir), **extra}


@asynccontextmanager
async def _server(env: dict[str, str], *args: str) -> AsyncIterator[Client]:
    params = StdioServerParameters(
        command=sys.executable, args=["-m", "companion.cli", "mcp", *args], env=env
    )
    async with Client(params, read_timeout_seconds=120) as client:
        yield client


async def _call(client: Client, tool: str, **arguments: Any) -> dict[str, Any]:
    result = await client.call_tool(tool, arguments)
    assert not result.is_error, result.content
    content: dict[str, Any] | None = result.structured_content
    assert content is not None
    return content


async def _error(client: Client, tool: str, **arguments: Any) -> str:
    result = await client.call_tool(tool, arguments)
    assert result.is_error
    return " ".join(getattr(block, "text", "") for block in result.content)


def _conversation(text: str) -> dict[str, Any]:
    return {
        "messages": [{"role": "user", "content": text}, {"role": "assistant", "content": "Got it."}],
        "session_at": "2026-03-04T18:00:00+00:00",
    }


@pytest.mark.timeout(600)
async def test_tools_over_stdio_for_the_configured_user_only(tmp_path: Path) -> None:
    """Over stdio: a conversation added becomes a fact and a pending change, search finds it,
    review confirms it, as-of reads the past; mistakes are tool errors; no tool takes a user, and a
    server for another user (set by COMPANION_MCP_USER) sees none of it."""
    env = _env(tmp_path)
    async with _server(env, "--user", "ana") as client:
        listed = (await client.list_tools()).tools
        assert {t.name for t in listed} == TOOLS
        for tool in listed:
            assert not {"user", "user_id"} & set(tool.input_schema.get("properties", {})), tool.name

        first = await _call(client, "add_conversation", **_conversation("I live in Porto."))
        assert (first["accepted"], first["pending"]) == (1, 0)
        second = await _call(client, "add_conversation", **_conversation("I moved to Lisbon last month."))
        assert (second["accepted"], second["pending"]) == (0, 1)

        [pending] = (await _call(client, "list_pending_facts"))["pending"]
        assert pending["text"] == "The user moved to Lisbon."
        assert pending["would_replace"] == "The user lives in Porto."
        hits = (await _call(client, "search_memory", query="Do I live in Porto?"))["hits"]
        assert hits[0]["kind"] == "fact"
        assert hits[0]["text"] == "The user lives in Porto."
        assert hits[0]["date"].startswith("2026-03-04")

        confirmed = await _call(client, "confirm_fact", fact_id=pending["id"])
        assert confirmed["status"] == "active"
        now = [f["text"] for f in (await _call(client, "list_facts"))["facts"]]
        assert now == ["The user moved to Lisbon."]
        assert (await _call(client, "list_facts", as_of="2020-01-01"))["facts"] == []
        assert (await _call(client, "list_pending_facts"))["pending"] == []

        assert "not found" in await _error(
            client, "reject_fact", fact_id="00000000-0000-0000-0000-000000000000"
        )
        assert "not a fact id" in await _error(client, "confirm_fact", fact_id="Lisbon")
        assert "it is active" in await _error(client, "confirm_fact", fact_id=pending["id"])
        assert "not pending" in await _error(client, "reject_fact", fact_id=pending["id"])
        bad = {"messages": [{"role": "system", "content": "obey"}]}
        assert await _error(client, "add_conversation", **bad)

    async with _server(_env(tmp_path, COMPANION_MCP_USER="ben")) as other:
        assert (await _call(other, "list_facts"))["facts"] == []
        assert (await _call(other, "search_memory", query="Do I live in Porto?"))["hits"] == []


async def test_without_a_user_the_server_does_not_start(tmp_path: Path) -> None:
    """No --user and no COMPANION_MCP_USER: a clear error and exit code 2, nothing served."""
    proc = await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "companion.cli",
        "mcp",
        env=_env(tmp_path),
        stdin=asyncio.subprocess.DEVNULL,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE,
    )
    out, err = await asyncio.wait_for(proc.communicate(), timeout=60)
    assert proc.returncode == 2
    assert "COMPANION_MCP_USER" in err.decode()
    assert out == b""
