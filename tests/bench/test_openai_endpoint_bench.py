"""bench/openai_endpoint_bench.py: a short run measures the first chunk with the lightweight client,
the floors beside it (health round trip, recall step, embedding), the official client's line, and
writes them all; the h11 client reads a streamed reply the way the criterion times it."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_a_short_run_reports_the_first_chunk_beside_its_floors(tmp_path: Path) -> None:
    out = tmp_path / "result.json"
    args = [
        *("--conversations", "2", "--duration", "3", "--warmup", "1", "--runs", "1"),
        *("--client-processes", "1", "--openai-duration", "2", "--think", "0.2", "0.4"),
        *("--json", str(out)),
    ]
    done = subprocess.run(
        [sys.executable, "bench/openai_endpoint_bench.py", *args],
        cwd=ROOT,
        env=os.environ | {"PYTHONPATH": str(ROOT)},
        capture_output=True,
        text=True,
        timeout=240,
        check=False,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    run = json.loads(out.read_text())["runs"][0]
    assert run["errors"] == 0
    for key in ("first_chunk_ms", "floor_round_trip_ms", "floor_recall_step_ms", "floor_embed_ms"):
        assert run[key]["n"] > 0, key
        assert 0 < run[key]["p50"] <= run[key]["p99"], key
    assert run["openai_client_first_chunk_ms"]["n"] > 0
    # The first chunk waits for the memory step: it cannot come before the embedding it needs.
    assert run["first_chunk_ms"]["p50"] > run["floor_embed_ms"]["p50"] / 2
    assert run["ratio_first_chunk_over_recall"]["p50"] > 0
    assert set(run["cpu_ms_per_exchange"]) == {"server", "postgres", "client"}
    assert "load average" in run["load_before"]["uptime"]
    assert "first chunk p50" in done.stdout
    assert "median over runs" in done.stdout


def test_the_clock_stops_at_the_first_chunk_with_reply_text() -> None:
    """A `data:` line without text (an empty delta, an error event) or a chunk cut mid-line does not
    count as the first chunk; the first one carrying text does."""
    from bench.openai_endpoint_bench import _has_content

    def event(delta: dict[str, str]) -> bytes:
        return b"data: " + json.dumps({"choices": [{"index": 0, "delta": delta}]}).encode() + b"\n\n"

    error = b'data: {"error": {"message": "memory is unavailable", "code": "memory_unavailable"}}\n\n'
    assert not _has_content(b"")
    assert not _has_content(event({"role": "assistant", "content": ""}))
    assert not _has_content(error)
    assert not _has_content(event({"role": "assistant", "content": "Hello"})[:20])
    assert _has_content(event({"role": "assistant", "content": ""}) + event({"content": "Hello"}))
    assert _has_content(event({"role": "assistant", "content": "Hello"}))
