"""Exact per-user scan vs a global HNSW index, for the per-user filtered vector search of recall.

    .venv/bin/python bench/hnsw_filter_bench.py --pgdata /tmp/companion-bench-pg/u100x1000

Runs on a database loaded by recall_latency_bench.py. Measures the exact per-user scan recall uses
(`WHERE user_id = $1 ORDER BY embedding <=> $2 LIMIT 30`), builds a temporary HNSW index
(vector_cosine_ops) across all users' chunks, and measures what using it takes: the nearest
vectors of everyone (ef_search = the over-fetch) filtered to the user, with the overlap of that
answer with the exact one (recall@30) and how often fewer than 30 rows come back. Drops the index.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import platform
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import numpy as np

from companion.store.database import Database, DatabaseConfig

SQL = (
    "SELECT id FROM chunks WHERE user_id = %(u)s AND embedding_model = 'all-MiniLM-L6-v2-onnx-int8'"
    " ORDER BY embedding <=> %(v)b::vector LIMIT 30"
)


async def run(args: argparse.Namespace) -> dict[str, object]:
    db = await Database.open(DatabaseConfig(url=None, pgdata=Path(args.pgdata)))
    rng = np.random.default_rng(3)
    out: dict[str, object] = {"machine": {"platform": platform.platform(), "cpus": os.cpu_count()}}
    async with db.owner() as conn:
        cur = await conn.execute("SELECT count(*) AS n, count(DISTINCT user_id) AS u FROM chunks")
        row = await cur.fetchone()
        assert row is not None
        out["chunks"], out["users"] = row["n"], row["u"]
        users = [f"bench-{i:05d}" for i in range(min(int(row["u"]), 20))]
        # Queries near real stored vectors, like an utterance on a topic the user talked about.
        cur = await conn.execute("SELECT embedding FROM chunks WHERE user_id = ANY(%s) LIMIT 200", [users])
        rows = [r["embedding"] for r in await cur.fetchall()]
        bases = [np.asarray(e.to_numpy() if hasattr(e, "to_numpy") else e, dtype=np.float32) for e in rows]
        queries = []
        for i in range(args.n):
            v = bases[i % len(bases)] + rng.normal(0, 0.5 / np.sqrt(384), 384).astype(np.float32)
            queries.append((users[i % len(users)], (v / np.linalg.norm(v)).astype(np.float32)))

        async def measure(label: str) -> tuple[list[float], list[list[object]]]:
            ms, answers = [], []
            for u, v in queries:
                t0 = time.perf_counter()
                cur = await conn.execute(SQL, {"u": u, "v": v})
                answers.append([r["id"] for r in await cur.fetchall()])
                ms.append((time.perf_counter() - t0) * 1000)
            print(
                f"{label:>32}: p50 {statistics.median(ms):.2f} ms  p95 {sorted(ms)[int(0.95 * len(ms))]:.2f}"
            )
            return ms, answers

        await conn.execute("SET enable_seqscan = off")
        await measure("exact (warm-up)")
        exact_ms, exact = await measure("exact per-user scan")
        await conn.execute("SET maintenance_work_mem = '1GB'")
        t0 = time.perf_counter()
        await conn.execute(
            "CREATE INDEX bench_chunks_hnsw ON chunks USING hnsw (embedding vector_cosine_ops)"
        )
        build_s = time.perf_counter() - t0
        print(f"HNSW build: {build_s:.1f} s")
        results: dict[str, object] = {"exact_p50_ms": statistics.median(exact_ms), "hnsw_build_s": build_s}
        try:
            # With the user filter in the query the planner keeps the per-user btree (exact); to use
            # a global HNSW index an application must over-fetch the nearest vectors of everyone
            # and then keep this user's.
            for overfetch in (30, 300, 1000):
                await conn.execute(f"SET hnsw.ef_search = {overfetch}")
                sql = (
                    "SELECT id FROM (SELECT id, user_id FROM chunks"
                    " ORDER BY embedding <=> %(v)b::vector LIMIT " + str(overfetch) + ") x"
                    " WHERE user_id = %(u)s LIMIT 30"
                )
                ms, got = [], []
                for u, v in queries:
                    t0 = time.perf_counter()
                    cur = await conn.execute(sql, {"u": u, "v": v})
                    got.append([r["id"] for r in await cur.fetchall()])
                    ms.append((time.perf_counter() - t0) * 1000)
                overlap = [len(set(g) & set(e)) / max(1, len(e)) for g, e in zip(got, exact, strict=True)]
                short = sum(1 for g in got if len(g) < 30) / len(got)
                print(
                    f"global HNSW, top {overfetch:>4} then filter: p50 {statistics.median(ms):.2f} ms,"
                    f" recall@30 vs exact {statistics.fmean(overlap):.3f}, short answers {short:.0%}",
                    flush=True,
                )
                results[f"hnsw_overfetch_{overfetch}"] = {
                    "p50_ms": statistics.median(ms),
                    "recall_at_30": statistics.fmean(overlap),
                    "short_answers": short,
                }
        finally:
            await conn.execute("DROP INDEX IF EXISTS bench_chunks_hnsw")
    await db.close()
    out.update(results)
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--pgdata", required=True)
    ap.add_argument("--n", type=int, default=200)
    ap.add_argument("--json", default=None)
    args = ap.parse_args()
    result = asyncio.run(run(args))
    if args.json:
        Path(args.json).write_text(json.dumps(result, indent=1, default=str))


if __name__ == "__main__":
    main()
