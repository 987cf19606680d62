"""Where the search part of the per-exchange step spends its time, for one user of the history bench.

    python bench/recall_step_profile.py --pgdata /tmp/companion-bench-pg --size 50000
    python bench/recall_step_profile.py --size 50000 --cprofile 200   # and the client side

Runs on the database `bench/recall_latency_bench.py --history ...` leaves in `--pgdata` (load it
with that bench first). For the bench's utterances and the user of `--size` chunks:

- **Server**: `EXPLAIN (ANALYZE, BUFFERS, TIMING)` of the step's one statement
  (recall_search.with_vector_statement) under its generic plan, prepared as the code runs it, in a
  `Database.user()` transaction as the application role: execution time and the time of each part
  (the functions' scans, the CTEs), best of `--repeat`, per utterance.
- **Inside the text function** (`companion_find_chunks`): its arguments as the statement computes
  them (the utterance's rare and common words and their chunk counts), and the function alone.
- **Client** (`--cprofile N`): spans of `Memory._search` (pool and send, the wait for the server,
  the rows read into candidates, fusion) over N calls, and cProfile's top functions.

Prints the machine load (`os.getloadavg`) beside each part.
"""

from __future__ import annotations

import argparse
import asyncio
import cProfile
import json
import os
import pstats
import statistics
import sys
import time
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any

os.environ.setdefault("OMP_NUM_THREADS", "1")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import numpy as np

from bench.recall_latency_bench import UTTERANCES, WholeChunkEmbedder, history_user, step_params
from companion.memory import Memory
from companion.recall.embedder import DEFAULT_EMBEDDER, MINILM_MODEL_ID, embedder_named
from companion.store import recall_search
from companion.store.database import Conn, Database, DatabaseConfig


def literal(value: object) -> str:
    """A parameter as an SQL literal for EXECUTE (the statement's own casts give the types)."""
    if value is None:
        return "NULL"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int | float):
        return repr(value)
    if isinstance(value, np.ndarray):
        return "'[" + ",".join(f"{x:.8g}" for x in value.tolist()) + "]'::vector"
    return "'" + str(value).replace("'", "''") + "'"


def nodes(plan: Mapping[str, Any]) -> Iterator[Mapping[str, Any]]:
    yield plan
    for child in plan.get("Plans", ()):
        yield from nodes(child)


def node_label(node: Mapping[str, Any]) -> str:
    kind = node["Node Type"]
    name = (
        node.get("Function Name")
        or node.get("CTE Name")
        or node.get("Index Name")
        or node.get("Relation Name", "")
    )
    return f"{kind} {name}".strip()


async def explain_step(conn: Conn, statement: str, params: Mapping[str, object]) -> dict[str, Any]:
    """EXPLAIN ANALYZE of `statement` prepared (generic plan, as after the code's fifth call)."""
    sql, names = recall_search._positional(statement)
    await conn.execute("DEALLOCATE ALL")
    await conn.execute(f"PREPARE profiled AS {sql}")
    args = ", ".join(literal(params[name]) for name in names)
    for _ in range(6):  # past the custom plans PostgreSQL tries first
        await conn.execute(f"EXECUTE profiled({args})")
    cur = await conn.execute(f"EXPLAIN (ANALYZE, BUFFERS, TIMING, FORMAT JSON) EXECUTE profiled({args})")
    row = await cur.fetchone()
    assert row is not None
    out: dict[str, Any] = row["QUERY PLAN"][0]
    await conn.execute("DEALLOCATE profiled")
    return out


def summarise_plan(explained: Mapping[str, Any]) -> dict[str, float]:
    """Execution time and the inclusive time of the parts worth naming (ms)."""
    plan = explained["Plan"]
    parts = {"execution": float(explained["Execution Time"]), "planning": float(explained["Planning Time"])}
    for node in nodes(plan):
        label = node_label(node)
        if node["Node Type"] in ("Function Scan", "CTE Scan", "Index Scan", "Bitmap Heap Scan"):
            total = node["Actual Total Time"] * node.get("Actual Loops", 1)
            parts[label] = parts.get(label, 0.0) + total
    shared = plan.get("Shared Hit Blocks", 0), plan.get("Shared Read Blocks", 0)
    parts["shared hit blocks"], parts["shared read blocks"] = float(shared[0]), float(shared[1])
    return parts


WORDS_SQL = """
WITH q AS (SELECT tsvector_to_array(to_tsvector('english', %(text)s)) AS words)
SELECT t.term, t.chunks FROM chunk_terms t, q
 WHERE t.user_id = %(user)s AND (t.term = ANY(q.words) OR t.term = '') ORDER BY t.chunks
"""


async def text_function(conn: Conn, uid: str, utterance: str, repeat: int) -> dict[str, Any]:
    """companion_find_chunks() alone, with the statement's arguments: rare / common words as
    _TEXT_CTES splits them, and its best time over `repeat` calls."""
    cur = await conn.execute(WORDS_SQL, {"text": utterance, "user": uid})
    counts = {r["term"]: r["chunks"] for r in await cur.fetchall()}
    total = counts.pop("", 0)
    cur = await conn.execute("SELECT tsvector_to_array(to_tsvector('english', %s)) AS w", [utterance])
    row = await cur.fetchone()
    assert row is not None
    words = sorted(row["w"])
    held = sorted(((n, w) for w, n in counts.items()))
    rare, common, running = [], [], 0
    for n, w in held:
        running += n
        (rare if running <= recall_search.TEXT_BUDGET else common).append(w)
    weights = [float(np.log((total + 1.0) / (counts.get(w, 0) + 0.5))) for w in words]
    args = {
        "rare": rare, "common": common, "cap": recall_search.COMMON_CAP, "words": words,
        "weights": weights, "model": MINILM_MODEL_ID, "n": 50,
    }  # fmt: skip
    best = float("inf")
    for _ in range(repeat):
        cur = await conn.execute(
            "EXPLAIN (ANALYZE, FORMAT JSON) SELECT * FROM companion_find_chunks(%(rare)s, %(common)s,"
            " %(cap)s, %(words)s, %(weights)s::real[], %(model)s, NULL, %(n)s)",
            args,
        )
        got = await cur.fetchone()
        assert got is not None
        best = min(best, got["QUERY PLAN"][0]["Execution Time"])
    return {
        "chunks": total,
        "words": {w: counts.get(w, 0) for w in words},
        "rare": rare,
        "common": common,
        "find_chunks_best_ms": best,
    }


async def server_part(db: Database, uid: str, vectors: Mapping[str, Any], repeat: int) -> None:
    print(f"server, {uid} (load {os.getloadavg()[0]:.2f}): best of {repeat} per utterance, ms")
    every: dict[str, list[float]] = {}
    for utterance in UTTERANCES:
        best: dict[str, float] | None = None
        for _ in range(repeat):
            async with db.user(uid) as conn:
                explained = await explain_step(
                    conn,
                    recall_search.with_vector_statement(False),
                    step_params(uid, utterance, vectors[utterance], add_name=True),
                )
            parts = summarise_plan(explained)
            if best is None or parts["execution"] < best["execution"]:
                best = parts
        assert best is not None
        async with db.user(uid) as conn:
            words = await text_function(conn, uid, utterance, repeat)
        print(f"  {utterance!r}: words {json.dumps(words['words'])}; common {words['common']}")
        print(f"    find_chunks alone {words['find_chunks_best_ms']:.3f}")
        for label, ms in sorted(best.items(), key=lambda kv: -kv[1]):
            if ms >= 0.05 or "blocks" in label:
                print(f"    {label:<48} {ms:8.3f}")
            every.setdefault(label, []).append(ms)
    print("  median over utterances:")
    for label, values in sorted(every.items(), key=lambda kv: -statistics.median(kv[1])):
        if statistics.median(values) >= 0.05:
            print(f"    {label:<48} {statistics.median(values):8.3f}")


async def client_part(memory: Memory, uid: str, vectors: Mapping[str, Any], calls: int) -> None:
    """Memory._search's spans, then cProfile over `calls` calls."""
    spans: dict[str, list[float]] = {"checkout+send": [], "wait (sync)": [], "rows read": [], "fusion": []}
    for i in range(calls):
        utterance = UTTERANCES[i % len(UTTERANCES)]
        vec = vectors[utterance]
        t0 = time.perf_counter()
        text, add_name = memory._step_words(utterance)
        context = memory.db.user_pipeline(uid)
        conn = await context.__aenter__()
        sent = await recall_search.send_reads_with_vector(
            conn, uid, text, vec, memory.chunk_model, add_name=add_name,  # type: ignore[arg-type]
            facts_model=memory.embedder.model_id, facts_n=memory.facts_k * 3,
        )  # fmt: skip
        t1 = time.perf_counter()
        await context.__aexit__(None, None, None)
        t2 = time.perf_counter()
        step = await sent.read()
        t3 = time.perf_counter()
        memory._fused(utterance, step.first, step.chunks, step.facts, 5)
        t4 = time.perf_counter()
        for name, (a, b) in zip(spans, ((t0, t1), (t1, t2), (t2, t3), (t3, t4)), strict=True):
            spans[name].append((b - a) * 1000)
    print(f"client spans of Memory._search, {uid}, {calls} calls (load {os.getloadavg()[0]:.2f}): p50 ms")
    for name, values in spans.items():
        print(f"  {name:<16} {statistics.median(values):7.3f}")
    profile = cProfile.Profile()
    profile.enable()
    for i in range(calls):
        utterance = UTTERANCES[i % len(UTTERANCES)]
        await memory._search(uid, utterance, vectors[utterance][None, :], None, 5)
    profile.disable()
    stats = pstats.Stats(profile)
    stats.sort_stats("tottime").print_stats(25)


async def main_async(args: argparse.Namespace) -> None:
    db = await Database.open(DatabaseConfig(url=None, pgdata=Path(args.pgdata) / "history-100"))
    embedder = embedder_named(DEFAULT_EMBEDDER)
    memory = Memory(db, WholeChunkEmbedder(embedder))  # type: ignore[arg-type]
    try:
        uid = history_user(args.size)
        vectors = {u: (await memory.embed([u]))[0] for u in UTTERANCES}
        for u in UTTERANCES:  # plans, caches
            await memory._search(uid, u, vectors[u][None, :], None, 5)
        await server_part(db, uid, vectors, args.repeat)
        if args.cprofile:
            await client_part(memory, uid, vectors, args.cprofile)
    finally:
        await memory.close()
        await db.close()


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--pgdata", default="/tmp/companion-bench-pg")
    ap.add_argument("--size", type=int, default=50000)
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--cprofile", type=int, default=0, help="also profile the client side over N calls")
    asyncio.run(main_async(ap.parse_args()))


if __name__ == "__main__":
    main()
