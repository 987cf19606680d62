"""Latency of the whole per-exchange memory step: embed + hybrid search + context assembly.

    .venv/bin/python bench/recall_latency_bench.py                      # 10k and 100k chunks
    .venv/bin/python bench/recall_latency_bench.py --big --json out.json # and 1M (1,000 users x 1,000)

Dataset (generated; no real conversations): every user has `--per-user` chunks (default 1,000) in
10 sessions, 20 active facts with embeddings, and a cached profile. Texts come from templates
("I went hiking with my sister Ana in Lisbon ..."). Embedding a million texts with the model would
take hours, so only `--bases` (default 2,000) template texts are embedded for real; every stored
vector is one of them plus Gaussian noise (sigma 0.35 before renormalising, giving cosine ~0.94 to
its base), so distances look like a real user's spread. Rows are bulk-loaded with binary COPY;
the database stays in `--pgdata` and is reused by later runs (delete it to reload).

Measured per exchange, in one process, as `Memory.context()` does it for a live session: embed the
utterance (real model, one thread, off the event loop) while reading the cached profile, the
session's recent turns and the last session's time; then one hybrid search statement and one fact
search; then the template. With --load (default on), another process runs `Memory.recall()` for
other users at `--load-rate` per second during the measurement: another session's traffic.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import multiprocessing
import os
import platform
import random
import statistics
import sys
import time
import uuid
from datetime import UTC, datetime, timedelta
from pathlib import Path

os.environ.setdefault("OMP_NUM_THREADS", "1")
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import numpy as np

from companion.memory import Memory
from companion.recall.embedder import MINILM_MODEL_ID, MiniLMEmbedder
from companion.store.database import Database, DatabaseConfig

NAMES = ["Ana", "Ben", "Chloe", "Dev", "Elif", "Farid", "Grace", "Hugo", "Ines", "Jon", "Kai", "Lena"]
PEOPLE = ["sister", "brother", "mom", "dad", "friend", "boss", "neighbour", "partner", "son", "daughter"]
ACTS = [
    "went hiking", "had dinner", "argued", "went to a concert", "started a project", "planned a trip",
    "watched a film", "cooked pasta", "went running", "painted the kitchen", "visited the museum",
]  # fmt: skip
PLACES = ["Lisbon", "the park", "Berlin", "the lake", "downtown", "the beach", "Kyoto", "the gym", "Oslo"]
FEEL = [
    "it was great",
    "I felt tired",
    "it was stressful",
    "I loved it",
    "it made me think",
    "we laughed a lot",
]
UTTERANCES = [
    "I was thinking about the trip to Lisbon again",
    "my sister called me yesterday, she sounded stressed",
    "do you remember what I said about my new job",
    "I went running this morning and my knee hurts",
    "what was the name of that film we talked about",
    "I'm cooking pasta for my friends tonight",
]


def text_for(i: int, rng: random.Random) -> str:
    name, person = rng.choice(NAMES), rng.choice(PEOPLE)
    return (
        f"Assistant: How was your week?\nUser: I {rng.choice(ACTS)} with my {person} {name} in"
        f" {rng.choice(PLACES)}, {rng.choice(FEEL)}.\nAssistant: That sounds like a lot; how is {name}? ({i})"
    )


async def load(db: Database, users: int, per_user: int, bases: int, embedder: MiniLMEmbedder) -> None:
    """Create `users` users with `per_user` chunks each (skips users already loaded)."""
    rng = random.Random(7)
    base_texts = [text_for(i, rng) for i in range(bases)]
    async with db.owner() as conn:
        cur = await conn.execute("SELECT count(*) AS n FROM users WHERE user_id LIKE 'bench-%%'")
        row = await cur.fetchone()
        have = int(row["n"]) if row else 0
    if have >= users:
        return
    t0 = time.perf_counter()
    base_vecs = embedder.embed(base_texts)
    print(f"embedded {bases} base texts in {time.perf_counter() - t0:.1f}s", flush=True)
    noise_rng = np.random.default_rng(11)
    start = datetime(2025, 1, 1, tzinfo=UTC)
    t0 = time.perf_counter()
    for u in range(have, users):
        uid = f"bench-{u:05d}"
        sessions = [uuid.uuid4() for _ in range(10)]
        picks = noise_rng.integers(0, bases, per_user)
        vecs = base_vecs[picks] + noise_rng.normal(0, 0.35 / np.sqrt(384), (per_user, 384)).astype(np.float32)
        vecs /= np.linalg.norm(vecs, axis=1, keepdims=True)
        fact_vecs = base_vecs[noise_rng.integers(0, bases, 20)]
        async with db.owner() as conn:
            await conn.execute("INSERT INTO users (user_id) VALUES (%s)", [uid])
            for s, sid in enumerate(sessions):
                await conn.execute(
                    "INSERT INTO sessions (user_id, id, channel, started_at, ended_at, state)"
                    " VALUES (%s, %s, 'native', %s, %s, 'processed')",
                    [uid, sid, start + timedelta(days=7 * s), start + timedelta(days=7 * s, hours=1)],
                )
            async with conn.cursor().copy(
                "COPY chunks (user_id, id, session_id, seq_from, seq_to, text, roles, spoken_at, embedding,"
                " embedding_model) FROM STDIN (FORMAT BINARY)"
            ) as copy:
                copy.set_types(
                    ["text", "uuid", "uuid", "int4", "int4", "text", "text", "timestamptz", "vector", "text"]
                )
                for i in range(per_user):
                    s = i * 10 // per_user
                    seq = (i % (per_user // 10)) * 2
                    when = start + timedelta(days=7 * s, minutes=i % 60)
                    roles = "assistant,user,assistant"
                    key = [uid, uuid.uuid4(), sessions[s], seq, seq + 2]
                    await copy.write_row([*key, base_texts[picks[i]], roles, when, vecs[i], MINILM_MODEL_ID])
            for f in range(20):
                ids = [uid, uuid.uuid4(), uuid.uuid4()]
                await conn.execute(
                    "INSERT INTO facts (user_id, version_id, id, text, text_hash, category, importance,"
                    " origin, status, valid_from, embedding, embedding_model)"
                    " VALUES (%s, %s, %s, %s, %s, 'other', 3, 'extracted', 'active', %s, %s, %s)",
                    [*ids, f"Fact {f}: {rng.choice(ACTS)}", f"h{f}", start, fact_vecs[f], MINILM_MODEL_ID],
                )
            await conn.execute(
                "INSERT INTO profiles (user_id, text, content_hash, fact_count) VALUES (%s, %s, %s, 20)",
                [uid, "Identity:\n- Lives in Lisbon\n" * 10, uuid.uuid4().hex],
            )
        if (u + 1) % 50 == 0:
            rate = (u + 1 - have) * per_user / (time.perf_counter() - t0)
            print(f"  loaded {u + 1}/{users} users ({rate:,.0f} chunks/s)", flush=True)
    async with db.owner() as conn:
        await conn.execute("ANALYZE chunks")
        await conn.execute("ANALYZE facts")


async def open_live_session(memory: Memory, uid: str) -> uuid.UUID:
    sid = await memory.start_session(uid, channel="native")
    for i in range(6):
        await memory.record(uid, sid, "user", f"Today I {ACTS[i]} and {FEEL[i]}.")
        await memory.record(uid, sid, "assistant", "Tell me more about that.")
    return sid


def _load_worker(pgdata: str, users: int, rate: float, stop: multiprocessing.synchronize.Event) -> None:
    async def run() -> None:
        memory = await Memory.open(DatabaseConfig(url=None, pgdata=Path(pgdata)))
        rng = random.Random(99)
        try:
            while not stop.is_set():
                t = time.perf_counter()
                await memory.recall(f"bench-{rng.randrange(users // 2, users):05d}", rng.choice(UTTERANCES))
                await asyncio.sleep(max(0.0, 1.0 / rate - (time.perf_counter() - t)))
        finally:
            await memory.close()

    asyncio.run(run())


def pct(xs: list[float], p: float) -> float:
    s = sorted(xs)
    return s[min(len(s) - 1, max(0, round(p / 100 * len(s)) - 1))]


async def measure(memory: Memory, users: int, n: int, runs: int, warm: bool = False) -> dict[str, object]:
    rng = random.Random(5)
    targets = [f"bench-{rng.randrange(0, max(1, users // 2)):05d}" for _ in range(8)]
    live = {uid: await open_live_session(memory, uid) for uid in targets}
    for uid in targets:  # warm the model and each user's pages once
        await memory.context(uid, live[uid], UTTERANCES[0])
    per_run = []
    all_ms: list[float] = []
    parts = {"embed": [], "search": []}  # type: dict[str, list[float]]
    for _ in range(runs):
        ms = []
        for i in range(n):
            uid = targets[i % len(targets)]
            utterance = UTTERANCES[i % len(UTTERANCES)]
            if warm:  # its last partial transcript was embedded while the user was still speaking
                await memory.warm(utterance)
            t0 = time.perf_counter()
            ctx = await memory.context(uid, live[uid], utterance)
            ms.append((time.perf_counter() - t0) * 1000)
            assert ctx.system
        per_run.append({"p50": statistics.median(ms), "p95": pct(ms, 95), "p99": pct(ms, 99)})
        all_ms.extend(ms)
    for i in range(n):  # the two parts alone, for the breakdown
        uid = targets[i % len(targets)]
        t0 = time.perf_counter()
        vec = await memory.embed([UTTERANCES[i % len(UTTERANCES)]])
        t1 = time.perf_counter()
        await memory._search(uid, UTTERANCES[i % len(UTTERANCES)], vec, live[uid], 5)
        t2 = time.perf_counter()
        parts["embed"].append((t1 - t0) * 1000)
        parts["search"].append((t2 - t1) * 1000)
    return {
        "p50_ms": statistics.median(all_ms),
        "p95_ms": pct(all_ms, 95),
        "p99_ms": pct(all_ms, 99),
        "max_ms": max(all_ms),
        "runs": per_run,
        "embed_p50_ms": statistics.median(parts["embed"]),
        "search_p50_ms": statistics.median(parts["search"]),
        "search_p95_ms": pct(parts["search"], 95),
    }


async def main_async(args: argparse.Namespace) -> dict[str, object]:
    scales = [int(x) for x in args.users.split(",")]
    if args.big:
        scales.append(1000)
    embedder = MiniLMEmbedder(intra_op_threads=args.embed_threads)
    results = []
    for users in scales:
        pgdata = Path(args.pgdata) / f"u{users}x{args.per_user}"
        db = await Database.open(DatabaseConfig(url=None, pgdata=pgdata))
        await load(db, users, args.per_user, args.bases, embedder)
        memory = Memory(db, embedder)
        stop = multiprocessing.Event()
        worker = None
        if args.load:
            worker = multiprocessing.Process(
                target=_load_worker, args=(str(pgdata), users, args.load_rate, stop)
            )
            worker.start()
            await asyncio.sleep(3)  # let it start its model
        try:
            r = await measure(memory, users, args.n, args.runs, warm=args.warm)
        finally:
            stop.set()
            if worker is not None:
                worker.join(30)
            await memory.close()
            await db.close()
        r.update({"users": users, "chunks_total": users * args.per_user, "chunks_per_user": args.per_user})
        print(
            f"{users * args.per_user:>9,} chunks: p50 {r['p50_ms']:.2f} ms  p95 {r['p95_ms']:.2f}"
            f"  p99 {r['p99_ms']:.2f}  max {r['max_ms']:.2f}  (embed p50 {r['embed_p50_ms']:.2f},"
            f" search p50 {r['search_p50_ms']:.2f} p95 {r['search_p95_ms']:.2f}); per-run p50/p95: "
            + ", ".join(f"{x['p50']:.2f}/{x['p95']:.2f}" for x in r["runs"]),  # type: ignore[attr-defined]
            flush=True,
        )
        results.append(r)
    return {
        "machine": {
            "platform": platform.platform(),
            "cpus": os.cpu_count(),
            "python": platform.python_version(),
        },
        "dataset": "generated: templated texts, vectors = 2,000 real MiniLM embeddings + Gaussian noise",
        "load": {"on": args.load, "rate_per_s": args.load_rate},
        "warm": args.warm,
        "results": results,
    }


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--users", default="10,100", help="user counts to measure (x --per-user chunks each)")
    ap.add_argument("--big", action="store_true", help="also 1,000 users (1M chunks; loading takes minutes)")
    ap.add_argument("--per-user", type=int, default=1000)
    ap.add_argument("--bases", type=int, default=2000)
    ap.add_argument("--n", type=int, default=200, help="exchanges per run")
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--load", action=argparse.BooleanOptionalAction, default=True)
    ap.add_argument("--load-rate", type=float, default=10.0, help="recalls per second by the other process")
    ap.add_argument("--pgdata", default="/tmp/companion-bench-pg")
    ap.add_argument("--embed-threads", type=int, default=1, help="onnxruntime intra-op threads")
    ap.add_argument(
        "--warm",
        action="store_true",
        help="embed each utterance before timing it, as a partial transcript would",
    )
    ap.add_argument("--json", default=None)
    args = ap.parse_args()
    print(
        f"machine: {platform.platform()}, {os.cpu_count()} CPUs; per-user chunks {args.per_user}", flush=True
    )
    out = asyncio.run(main_async(args))
    if args.json:
        Path(args.json).write_text(json.dumps(out, indent=1, default=str))
        print(f"wrote {args.json}")


if __name__ == "__main__":
    main()
