"""Where a recall's CPU goes, ours against mem0's search: the server's and this process's, per call
and per statement, alternated in one loop.

    python bench/recall_cpu_breakdown.py --mem0 --sizes 10000,100000 --queries 300 [--baseline REF]

Reads the database bench/mem0_side_by_side.py loads (`--pgdata`, the same default; run that once
first) and its utterances. Wall-clock latency on a 2-core machine shared with other work moves with
the load; CPU time much less, so this says which side does more work and where:

- **server CPU**: the sum of every server process's time on a CPU (`/proc/<pid>/schedstat`, in
  nanoseconds, the postmaster's children: backends, and the I/O workers that read for them) before
  and after the call. The bench is the only client of its server; the background processes add a
  little noise, the same for every row.
- **client CPU**: this process's CPU time (`time.process_time()`, every thread: the embedding's
  thread included), so both systems' rows include the same embedding, shown alone as `embed`.

Rows, each timed in every pass in a rotating order: `ours` (`Memory.recall`, embedding included),
`ours.search` (the same with the vector given: the one statement and fusion), `ours.text_list` (the
full-text list alone, `recall_search.text_matches`, in a transaction of its own), `embed`; with
`--mem0`, `mem0` (`Memory.search(top_k=5)`, embedding included) and its two statements
`mem0.vector` and `mem0.keyword` (its store's `search` and `keyword_search`, timed inside the
`mem0` call); with `--baseline REF`, `ours@REF` (our recall as at git REF, loaded into this process
as bench/recall_latency_bench.py does, its text function recreated beside ours when a later
migration replaced it).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

# recall_latency_bench sets the BLAS thread variables at import; it must come before numpy users run.
from recall_latency_bench import (
    WholeChunkEmbedder,
    baseline_memory,
    create_baseline_functions,
    pct,
)

from companion.memory import Memory
from companion.model import UserId
from companion.recall.embedder import DEFAULT_EMBEDDER, MiniLMEmbedder, embedder_named
from companion.store import recall_search
from companion.store.database import Database, DatabaseConfig


class ServerCPU:
    """CPU time of one PostgreSQL server's processes (the postmaster's children), in nanoseconds."""

    def __init__(self, pgdata: Path) -> None:
        self.postmaster = int((pgdata / "postmaster.pid").read_text().split()[0])

    def _children(self) -> list[int]:
        path = Path(f"/proc/{self.postmaster}/task/{self.postmaster}/children")
        return [int(p) for p in path.read_text().split()]

    def now(self) -> int:
        total = 0
        for pid in self._children():
            try:
                total += int(Path(f"/proc/{pid}/schedstat").read_text().split()[0])
            except (FileNotFoundError, ProcessLookupError):  # a process that just ended
                continue
        return total


class Sample:
    """Wall time, this process's CPU and the server's CPU of one call, in ms, kept per row name."""

    def __init__(self, server: ServerCPU) -> None:
        self.server = server
        self.rows: dict[str, dict[str, list[float]]] = {}

    def add(self, name: str, wall: float, client: float, server: float) -> None:
        row = self.rows.setdefault(name, {"wall": [], "client_cpu": [], "server_cpu": []})
        row["wall"].append(wall)
        row["client_cpu"].append(client)
        row["server_cpu"].append(server)

    @contextmanager
    def timed(self, name: str) -> Iterator[None]:
        s0, c0, w0 = self.server.now(), time.process_time(), time.perf_counter()
        yield
        w1, c1, s1 = time.perf_counter(), time.process_time(), self.server.now()
        self.add(name, (w1 - w0) * 1e3, (c1 - c0) * 1e3, (s1 - s0) / 1e6)

    def summary(self) -> dict[str, dict[str, float]]:
        out: dict[str, dict[str, float]] = {}
        for name, row in self.rows.items():
            out[name] = {"n": len(row["wall"])}
            for key, values in row.items():
                out[name][f"{key}_p50"] = statistics.median(values)
                out[name][f"{key}_mean"] = statistics.fmean(values)
                out[name][f"{key}_p95"] = pct(values, 95)
        return out


class Mem0Statements:
    """Times mem0's two statements (its vector store's `search` and `keyword_search`) inside its
    search, into `sample` while it is set: only in the row that asks for it, so the `mem0` row
    carries none of the timing's own reads."""

    def __init__(self, mem0: Any) -> None:
        self.sample: Sample | None = None
        store = mem0.vector_store
        for method, name in (("search", "mem0.vector"), ("keyword_search", "mem0.keyword")):
            setattr(store, method, self._timed(getattr(store, method), name))

    def _timed(self, inner: Callable[..., Any], name: str) -> Callable[..., Any]:
        def timed(*args: Any, **kwargs: Any) -> Any:
            if self.sample is None:
                return inner(*args, **kwargs)
            with self.sample.timed(name):
                return inner(*args, **kwargs)

        return timed


async def measure(
    memory: Memory,
    embedder: MiniLMEmbedder,
    mem0: Any,
    baseline: Memory | None,
    ref: str,
    uid: str,
    queries: int,
    sample: Sample,
    utterances: list[str],
) -> None:
    ready = {u: embedder.embed_queries([u]) for u in utterances}

    async def ours(u: str) -> None:
        await memory.recall(uid, u)

    async def search(u: str) -> None:
        await memory._search(uid, u, ready[u], None, 5)

    async def text_list(u: str) -> None:
        async with memory.db.user(uid) as conn:
            await recall_search.text_matches(conn, UserId(uid), u, memory.chunk_model)

    async def embed(u: str) -> None:
        embedder.embed_queries([u])

    rows: list[tuple[str, Callable[[str], Awaitable[None]]]] = [
        ("ours", ours),
        ("ours.search", search),
        ("ours.text_list", text_list),
        ("embed", embed),
    ]
    if mem0 is not None:
        statements = Mem0Statements(mem0)

        async def mem0_search(u: str) -> None:
            mem0.search(u, filters={"user_id": uid}, top_k=5)

        async def mem0_statements(u: str) -> None:
            statements.sample = sample
            try:
                mem0.search(u, filters={"user_id": uid}, top_k=5)
            finally:
                statements.sample = None

        rows += [("mem0", mem0_search), ("mem0 (statements timed)", mem0_statements)]
    if baseline is not None:
        old = baseline

        async def then(u: str) -> None:
            await old.recall(uid, u)

        rows.append((f"ours@{ref}", then))
    for i in range(20):  # the model, plans and pages once; not kept
        for _, run in rows:
            await run(utterances[i % len(utterances)])
    sample.rows.clear()
    for i in range(queries):
        u = utterances[i % len(utterances)]
        order = rows[i % len(rows) :] + rows[: i % len(rows)]  # each goes first in turn
        for name, run in order:
            with sample.timed(name):
                await run(u)


async def main_async(args: argparse.Namespace) -> dict[str, object]:
    import mem0_side_by_side as side

    embedder = embedder_named(DEFAULT_EMBEDDER)
    db = await Database.open(DatabaseConfig(url=None, pgdata=Path(args.pgdata)))
    memory = Memory(db, WholeChunkEmbedder(embedder))
    baseline = baseline_memory(args.baseline, db, embedder) if args.baseline else None
    await create_baseline_functions(db)
    server = ServerCPU(Path(args.pgdata))
    results: dict[str, object] = {}
    try:
        for size in [int(x) for x in args.sizes.split(",")]:
            uid = f"side-{size}"
            mem0 = side.mem0_memory(db.owner_dsn, f"mem0_side_{size}", embedder) if args.mem0 else None
            sample = Sample(server)
            load = os.getloadavg()[0]
            await measure(
                memory,
                embedder,
                mem0,
                baseline,
                args.baseline or "",
                uid,
                args.queries,
                sample,
                side.UTTERANCES,
            )
            got = sample.summary()
            results[str(size)] = {"rows": got, "loadavg": [load, os.getloadavg()[0]]}
            print(f"{size:,} messages (load {load:.2f} -> {os.getloadavg()[0]:.2f}), p50 ms:")
            print(f"  {'row':<22} {'wall':>7} {'client CPU':>11} {'server CPU':>11}")
            for name, r in sorted(got.items()):
                print(
                    f"  {name:<22} {r['wall_p50']:>7.2f} {r['client_cpu_p50']:>11.2f}"
                    f" {r['server_cpu_p50']:>11.2f}   (means {r['wall_mean']:.2f}"
                    f" / {r['client_cpu_mean']:.2f} / {r['server_cpu_mean']:.2f})"
                )
            if mem0 is not None:
                mem0.vector_store.connection_pool.close()
    finally:
        await memory.close()
        await db.close()
    return {"machine": {"cpus": os.cpu_count()}, "results": results}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument(
        "--sizes", default="10000,100000", help="messages of the one user (as loaded by mem0_side_by_side)"
    )
    ap.add_argument("--queries", type=int, default=300, help="passes; every row is timed once per pass")
    ap.add_argument("--mem0", action="store_true", help="also mem0's search and its two statements")
    ap.add_argument("--baseline", default=None, help="also our recall as at this git ref")
    ap.add_argument("--pgdata", default="/tmp/companion-bench-pg/mem0-side")
    ap.add_argument("--json", default=None)
    args = ap.parse_args()
    os.environ["MEM0_TELEMETRY"] = "False"
    os.environ.setdefault("MEM0_DIR", tempfile.mkdtemp(prefix="mem0-bench-"))
    os.environ.setdefault("OPENAI_API_KEY", "sk-offline-bench-never-used")
    if args.mem0:
        import mem0_side_by_side as side

        side.GUARD.install()
    out = asyncio.run(main_async(args))
    if args.json:
        Path(args.json).write_text(json.dumps(out, indent=1))
        print(f"wrote {args.json}")


if __name__ == "__main__":
    main()
