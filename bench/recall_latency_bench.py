"""Latency of the whole per-exchange memory step: embed + hybrid search + context assembly.

    .venv/bin/python bench/recall_latency_bench.py                      # 10k and 100k chunks
    .venv/bin/python bench/recall_latency_bench.py --big --json out.json # and 1M (1,000 users x 1,000)
    .venv/bin/python bench/recall_latency_bench.py --history 1000,5000,20000,50000 --json hist.json
    .venv/bin/python bench/recall_latency_bench.py --history 1000,50000 --baseline main  # A/B with a git ref

Dataset (generated; no real conversations): every user has `--per-user` chunks (default 1,000) in
10 sessions, 20 active facts with embeddings, and a cached profile. Texts come from templates
("I went hiking with my sister Ana in Lisbon ..."). Embedding a million texts with the model would
take hours, so only `--bases` (default 2,000) template texts are embedded for real; every stored
vector is one of them plus Gaussian noise (sigma 0.35 before renormalising, giving cosine ~0.94 to
its base), so distances look like a real user's spread. Rows are bulk-loaded with binary COPY, with
the HNSW and GIN indexes of migration 0007 dropped during the load and rebuilt from their own
definitions after it (inserting into them row by row is ~10x slower); the database stays in
`--pgdata` and is reused by later runs (delete it to reload). The stored vectors are of no recipe
(a base plus noise) and are labelled with the embedder's own id; the bench's `Memory` is given
`WholeChunkEmbedder`, which searches chunks under that id (the product's composed chunk vectors
carry another id, companion.recall.compose): the statements are the same either way.

Measured per exchange, in one process, as `Memory.context()` does it for a live session: embed the
utterance (real model, one thread, off the event loop) while reading the cached profile, the
session's recent turns and the last session's time; then the full-text list, the vector list with
the nearest facts; then the template. With --load (default on), another process runs
`Memory.recall()` for other users at `--load-rate` per second during the measurement: another
session's traffic.

--history: one user per size (chunks of one user's history, 100 per session) next to
`--background-users` users of 1,000 chunks. Every exchange measures, for each size in turn and in
the same loop, so all see the same machine load: the floor (embedding the utterance alone; a bare
`SELECT 1` round trip; the search's raw SQL statement on an open transaction), the search part
of the step (`Memory._search`: everything but the utterance's embedding, in its own transaction),
the step warmed (its embedding made beforehand, as from a partial transcript) and the cold step
(embedding on the critical path). Reported: p50/p95 over all runs, per-run p50 (the spread), and
ratios to the floor and to the smallest size; and the CPU the search part takes per call, in
this process and in the database backends of its pool (`search_cpu`, `search_db_cpu`: what a
second connection costs the machine, beside what it saves in latency). Then (--agreement,
default on) how far the bounded search is from the exact one at each size (see `agreement`).
With --baseline REF, the search and both steps are also run with the per-exchange step as it was
at git REF (`baseline_memory`), alternating with this code inside each exchange, and the ratios
this / REF are printed.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import multiprocessing
import os
import platform
import random
import re
import statistics
import subprocess
import sys
import time
import types
import uuid
from collections.abc import AsyncIterator, Iterator, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path

os.environ.setdefault("OMP_NUM_THREADS", "1")
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import numpy as np
import numpy.typing as npt

from companion.memory import Memory
from companion.model import SessionId, UserId
from companion.recall.embedder import (
    DEFAULT_EMBEDDER,
    MINILM_MODEL_ID,
    MiniLMEmbedder,
    Vectors,
    embedder_named,
)
from companion.recall.search import fuse_chunks
from companion.store import recall_search
from companion.store.database import Conn, Database, DatabaseConfig

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

# Six more, for the agreement check only (the timed loop keeps the six above).
MORE_UTTERANCES = [
    "my knee still hurts after running",
    "I cooked dinner with my brother Ben in Berlin",
    "we visited the museum in Oslo",
    "tell me again about the beach with Chloe",
    "I feel tired lately",
    "Kai started a project downtown",
]


def text_for(i: int, rng: random.Random) -> str:
    name, person = rng.choice(NAMES), rng.choice(PEOPLE)
    return (
        f"Assistant: How was your week?\nUser: I {rng.choice(ACTS)} with my {person} {name} in"
        f" {rng.choice(PLACES)}, {rng.choice(FEEL)}.\nAssistant: That sounds like a lot; how is {name}? ({i})"
    )


# Migration 0007's 64 per-bucket HNSW indexes and the (user, word) GIN.
_SEARCH_INDEXES = 65


async def search_indexes(db: Database) -> list[tuple[str, str]]:
    """The chunks' search indexes (name, definition); SystemExit unless all are there: a load
    interrupted between the drop and the rebuild leaves rows without them, and every later run
    would time sequential scans (seen: 350 ms at 100k chunks)."""
    async with db.owner() as conn:
        cur = await conn.execute(
            "SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'chunks'"
            " AND (indexname LIKE 'chunks_embedding_b%%' OR indexname = 'chunks_keys') ORDER BY 1"
        )
        saved = [(r["indexname"], r["indexdef"]) for r in await cur.fetchall()]
    if len(saved) != _SEARCH_INDEXES:
        found = f"{len(saved)} of the {_SEARCH_INDEXES} search indexes on chunks"
        raise SystemExit(f"{found}: an earlier load was interrupted; delete the data folder")
    return saved


@contextlib.asynccontextmanager
async def rebuilt_indexes(db: Database) -> AsyncIterator[None]:
    """Drop migration 0007's HNSW and GIN indexes on chunks for a bulk load, rebuild them after it
    from their own definitions (pg_indexes), so the bench never holds a copy of the DDL."""
    saved = await search_indexes(db)
    async with db.owner() as conn:
        for name, _ in saved:
            await conn.execute(f'DROP INDEX "{name}"')
    try:
        yield
    finally:
        t0 = time.perf_counter()
        async with db.owner() as conn:
            await conn.execute("SET maintenance_work_mem = '1GB'")
            for _, definition in saved:
                await conn.execute(definition)
            await conn.execute("ANALYZE chunks")
            await conn.execute("ANALYZE facts")
        print(f"  rebuilt {len(saved)} indexes in {time.perf_counter() - t0:.0f}s", flush=True)


@dataclass(frozen=True)
class Corpus:
    """The templated texts and their real embeddings that every stored chunk is drawn from."""

    texts: list[str]
    vectors: npt.NDArray[np.float32]

    @classmethod
    def make(cls, bases: int, embedder: MiniLMEmbedder) -> Corpus:
        rng = random.Random(7)
        texts = [text_for(i, rng) for i in range(bases)]
        t0 = time.perf_counter()
        vectors = embedder.embed(texts)
        print(f"embedded {bases} base texts in {time.perf_counter() - t0:.1f}s", flush=True)
        return cls(texts, vectors)


async def load_user(
    db: Database, uid: str, chunks: int, sessions: int, corpus: Corpus, rng: np.random.Generator
) -> None:
    """One user: sessions a week apart holding `chunks` chunks, 20 facts, a cached profile."""
    start = datetime(2025, 1, 1, tzinfo=UTC) - timedelta(days=7 * sessions)
    ids = [uuid.uuid4() for _ in range(sessions)]
    picks = rng.integers(0, len(corpus.texts), chunks)
    noise = rng.normal(0, 0.35 / np.sqrt(384), (chunks, 384)).astype(np.float32)
    vecs = corpus.vectors[picks] + noise
    vecs /= np.linalg.norm(vecs, axis=1, keepdims=True)
    fact_vecs = corpus.vectors[rng.integers(0, len(corpus.texts), 20)]
    async with db.owner() as conn:
        await conn.execute("INSERT INTO users (user_id) VALUES (%s)", [uid])
        async with conn.cursor().copy(
            "COPY sessions (user_id, id, channel, started_at, ended_at, state) FROM STDIN"
        ) as copy:
            for s, sid in enumerate(ids):
                at = start + timedelta(days=7 * s)
                await copy.write_row([uid, sid, "native", at, at + timedelta(hours=1), "processed"])
        async with conn.cursor().copy(
            "COPY chunks (user_id, id, session_id, seq_from, seq_to, text, roles, spoken_at, embedding,"
            " embedding_model) FROM STDIN (FORMAT BINARY)"
        ) as copy:
            copy.set_types(
                ["text", "uuid", "uuid", "int4", "int4", "text", "text", "timestamptz", "vector", "text"]
            )
            per_session = max(1, chunks // sessions)
            for i in range(chunks):
                s = min(sessions - 1, i // per_session)
                seq = (i - s * per_session) * 2
                when = start + timedelta(days=7 * s, minutes=i % 60)
                roles = "assistant,user,assistant"
                key = [uid, uuid.uuid4(), ids[s], seq, seq + 2]
                await copy.write_row([*key, corpus.texts[picks[i]], roles, when, vecs[i], MINILM_MODEL_ID])
        for f in range(20):
            fid = [uid, uuid.uuid4(), uuid.uuid4()]
            await conn.execute(
                "INSERT INTO facts (user_id, version_id, id, text, text_hash, category, importance,"
                " origin, status, valid_from, embedding, embedding_model)"
                " VALUES (%s, %s, %s, %s, %s, 'other', 3, 'extracted', 'active', %s, %s, %s)",
                [*fid, f"Fact {f}: {ACTS[f % len(ACTS)]}", f"h{f}", start, fact_vecs[f], MINILM_MODEL_ID],
            )
        await conn.execute(
            "INSERT INTO profiles (user_id, text, content_hash, fact_count) VALUES (%s, %s, %s, 20)",
            [uid, "Identity:\n- Lives in Lisbon\n" * 10, uuid.uuid4().hex],
        )


async def missing_users(db: Database, wanted: list[str]) -> list[str]:
    async with db.owner() as conn:
        cur = await conn.execute("SELECT user_id FROM users WHERE user_id = ANY(%s)", [wanted])
        have = {r["user_id"] for r in await cur.fetchall()}
    return [u for u in wanted if u not in have]


async def load(db: Database, users: int, per_user: int, bases: int, embedder: MiniLMEmbedder) -> None:
    """Create `users` users with `per_user` chunks each (skips users already loaded)."""
    todo = await missing_users(db, [f"bench-{u:05d}" for u in range(users)])
    if not todo:
        return
    corpus = Corpus.make(bases, embedder)
    rng = np.random.default_rng(11)
    t0 = time.perf_counter()
    async with rebuilt_indexes(db):
        for done, uid in enumerate(todo, 1):
            await load_user(db, uid, per_user, 10, corpus, rng)
            if done % 50 == 0:
                rate = done * per_user / (time.perf_counter() - t0)
                print(f"  loaded {done}/{len(todo)} users ({rate:,.0f} chunks/s)", flush=True)


async def open_live_session(memory: Memory, uid: str) -> SessionId:
    sid = await memory.start_session(uid, channel="native")
    for i in range(6):
        await memory.record(uid, sid, "user", f"Today I {ACTS[i]} and {FEEL[i]}.")
        await memory.record(uid, sid, "assistant", "Tell me more about that.")
    return sid


def _load_worker(pgdata: str, users: list[str], rate: float, stop: multiprocessing.synchronize.Event) -> None:
    async def run() -> None:
        db = await Database.open(DatabaseConfig(url=None, pgdata=Path(pgdata)))
        memory = await Memory.open(
            db, WholeChunkEmbedder(await asyncio.to_thread(embedder_named, DEFAULT_EMBEDDER))
        )
        rng = random.Random(99)
        try:
            while not stop.is_set():
                t = time.perf_counter()
                await memory.recall(rng.choice(users), rng.choice(UTTERANCES))
                await asyncio.sleep(max(0.0, 1.0 / rate - (time.perf_counter() - t)))
        finally:
            await memory.close()

    asyncio.run(run())


@contextlib.contextmanager
def other_session_load(pgdata: Path, users: list[str], args: argparse.Namespace) -> Iterator[None]:
    """With --load, another process recalls for `users` at --load-rate per second meanwhile."""
    stop = multiprocessing.Event()
    worker = None
    if args.load:
        worker = multiprocessing.Process(target=_load_worker, args=(str(pgdata), users, args.load_rate, stop))
        worker.start()
        time.sleep(3)  # let it load its model
    try:
        yield
    finally:
        stop.set()
        if worker is not None:
            worker.join(30)


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


HISTORY_METRICS = (
    "embed", "round_trip", "raw", "search", "warm_step", "cold_step", "search_cpu", "search_db_cpu"
)  # fmt: skip
STEP_METRICS = ("search", "warm_step", "cold_step", "search_cpu", "search_db_cpu")
# Not latencies: the CPU the search part took in this process (time.process_time) and in the
# database backends of this process's pool (each backend's /proc/PID/schedstat run time), ms per call.
CPU_METRICS = ("search_cpu", "search_db_cpu")


def backend_cpu_ms(db: Database) -> float:
    """The CPU time the backends of `db`'s pool have run so far (ms), read between calls, when
    every connection rests in the pool (psycopg_pool's deque of them: a bench-only peek)."""
    total = 0
    for conn in list(db._pool._pool):
        try:
            with open(f"/proc/{conn.info.backend_pid}/schedstat") as stat:
                total += int(stat.read().split()[0])
        except OSError:  # not on Linux, or another machine's server: no figure
            return float("nan")
    return total / 1e6


BASELINE = "@baseline"  # the suffix of the metrics measured with --baseline's code


def step_params(
    uid: str,
    utterance: str,
    vec: npt.NDArray[np.float32],
    *,
    session: SessionId | None = None,
    add_name: bool = False,
) -> dict[str, object]:
    """The parameters of the step's one statement (recall_search.with_vector_statement, no live
    session's reads) as Memory sends them; `session` is excluded from the lists."""
    return {
        "user": uid,
        "index_from": recall_search.INDEX_FROM,
        "ef": recall_search.EF_SEARCH,
        "text": utterance,
        "add_name": add_name,
        "model": MINILM_MODEL_ID,
        "whole": None,
        "session": session,
        "n": 50,
        "budget": recall_search.TEXT_BUDGET,
        "cap": recall_search.COMMON_CAP,
        "live": None,
        "recent": 12,
        "older": 40,
        "vec": vec,
        "facts_model": MINILM_MODEL_ID,
        "facts_n": 9,
    }


async def raw_statements(
    conn: Conn, uid: str, utterance: str, vec: npt.NDArray[np.float32], sid: SessionId
) -> None:
    """The search's SQL alone, on an open transaction: what PostgreSQL and the driver cost. With
    the vector ready, the search part sends one statement (recall_search.reads_with_vector), in a
    pipeline with its transaction's BEGIN and COMMIT (Database.user_pipeline): one round trip."""
    params = step_params(uid, utterance, vec, session=sid)
    await recall_search._execute_long(conn, recall_search.with_vector_statement(False), params)


def baseline_memory(ref: str, db: Database, embedder: MiniLMEmbedder) -> Memory:
    """A Memory running the per-exchange step as it was at git `ref` (--baseline), on this database,
    in this process, to alternate with the current code (interleaved A/B: both see the same load).

    Loads `ref`'s companion/store/recall_search.py and companion/memory.py as separate modules, the
    old Memory reading the old recall_search; the rest of the package is the current one. If the
    old text statement calls companion_find_chunks() and a later migration replaced it, the old
    definition (the last of `ref`'s migrations that creates it) is created beside it as
    companion_find_chunks_baseline() and the old statements call that."""
    root = Path(__file__).resolve().parents[1]

    def git_lines(*args: str) -> list[str]:
        return subprocess.run(
            ["git", *args], cwd=root, check=True, capture_output=True, text=True
        ).stdout.split()

    def source(path: str) -> str:
        return subprocess.run(
            ["git", "show", f"{ref}:{path}"], cwd=root, check=True, capture_output=True, text=True
        ).stdout

    searched = sys.modules["baseline_recall_search"] = types.ModuleType("baseline_recall_search")
    exec(compile(source(RECALL_SEARCH), f"{ref}:{RECALL_SEARCH}", "exec"), searched.__dict__)
    theirs = {Path(m).name for m in git_lines("ls-tree", "--name-only", ref, MIGRATIONS + "/")}
    if any(m.name not in theirs for m in (root / MIGRATIONS).glob("*.sql")):
        renamed = "companion_find_chunks_baseline("
        for name, value in list(vars(searched).items()):
            if isinstance(value, str) and "companion_find_chunks(" in value:
                setattr(searched, name, value.replace("companion_find_chunks(", renamed))
        for migration in sorted(theirs, reverse=True):
            created = FIND_CHUNKS.search(source(f"{MIGRATIONS}/{migration}"))
            if created:
                BASELINE_FUNCTIONS.append(created[0].replace("companion_find_chunks(", renamed, 1))
                break
    stepped = sys.modules["baseline_memory"] = types.ModuleType("baseline_memory")
    exec(compile(source("companion/memory.py"), f"{ref}:companion/memory.py", "exec"), stepped.__dict__)
    stepped.recall_search = searched  # the old Memory's functions read this global at call time
    memory: Memory = stepped.Memory(db, WholeChunkEmbedder(embedder))
    return memory


class WholeChunkEmbedder:
    """The embedder without `embed_pooled`: a `Memory` given it embeds each chunk's whole text and
    searches chunks under the embedder's own id (as it does for a hosted API's embedder)."""

    def __init__(self, inner: MiniLMEmbedder) -> None:
        self.inner, self.model_id, self.dim = inner, inner.model_id, inner.dim

    def embed(self, texts: Sequence[str]) -> Vectors:
        return self.inner.embed(texts)

    def embed_queries(self, texts: Sequence[str]) -> Vectors:
        return self.inner.embed_queries(texts)


RECALL_SEARCH = "companion/store/recall_search.py"
MIGRATIONS = "companion/migrations/sql"
FIND_CHUNKS = re.compile(r"CREATE (?:OR REPLACE )?FUNCTION companion_find_chunks\(.*?END \$\$;", re.S)
# CREATE FUNCTION statements baseline_memory() needs run (as the owner) before the measurement.
BASELINE_FUNCTIONS: list[str] = []


async def create_baseline_functions(db: Database) -> None:
    async with db.owner() as conn:
        for definition in BASELINE_FUNCTIONS:
            await conn.execute("DROP FUNCTION IF EXISTS companion_find_chunks_baseline")
            await conn.execute(definition)
            await conn.execute("GRANT EXECUTE ON FUNCTION companion_find_chunks_baseline TO companion_app")


async def measure_history(
    memory: Memory, sizes: list[int], n: int, runs: int, baseline: Memory | None = None
) -> dict[int, dict[str, object]]:
    """Every exchange measures each size in turn (rotating the order), floor first. With `baseline`
    (--baseline), the search and both steps are also measured with it, alternating which goes first."""
    users = {size: history_user(size) for size in sizes}
    live = {size: await open_live_session(memory, uid) for size, uid in users.items()}
    vectors = {u: (await memory.embed([u]))[0] for u in UTTERANCES}
    sides = {"": memory} if baseline is None else {"": memory, BASELINE: baseline}
    for size, uid in users.items():  # the model, the plans and each user's pages once
        for u in UTTERANCES:
            for side in sides.values():
                await side.context(uid, live[size], u)
    metrics = HISTORY_METRICS + (() if baseline is None else tuple(m + BASELINE for m in STEP_METRICS))
    samples: dict[int, dict[str, list[list[float]]]] = {
        size: {m: [[] for _ in range(runs)] for m in metrics} for size in sizes
    }
    for run in range(runs):
        for i in range(n):
            utterance = UTTERANCES[i % len(UTTERANCES)]
            for j in range(len(sizes)):
                size = sizes[(i + j) % len(sizes)]
                uid, sid, got = users[size], live[size], samples[size]
                t0 = time.perf_counter()
                await memory._embed_now([utterance])
                got["embed"][run].append(ms_since(t0))
                async with memory.db.user(uid) as conn:
                    t0 = time.perf_counter()
                    await conn.execute("SELECT 1")
                    got["round_trip"][run].append(ms_since(t0))
                    t0 = time.perf_counter()
                    await raw_statements(conn, uid, utterance, vectors[utterance], sid)
                    got["raw"][run].append(ms_since(t0))
                order = list(sides.items()) if (i + j + run) % 2 == 0 else list(reversed(sides.items()))
                for label, side in order:
                    cpu0, db0 = time.process_time(), backend_cpu_ms(side.db)
                    t0 = time.perf_counter()
                    await side._search(uid, utterance, vectors[utterance][None, :], sid, 5)
                    got["search" + label][run].append(ms_since(t0))
                    got["search_cpu" + label][run].append((time.process_time() - cpu0) * 1000)
                    got["search_db_cpu" + label][run].append(backend_cpu_ms(side.db) - db0)
                    await side.warm(utterance)
                    t0 = time.perf_counter()
                    await side.context(uid, sid, utterance)
                    got["warm_step" + label][run].append(ms_since(t0))
                    side._warm_cache.clear()
                    t0 = time.perf_counter()
                    await side.context(uid, sid, utterance)
                    got["cold_step" + label][run].append(ms_since(t0))
        print(f"  run {run + 1}/{runs} done ({os.getloadavg()[0]:.2f} load)", flush=True)
    return {size: summarise(samples[size]) for size in sizes}


# The full-text list as it was before migration 0007: every chunk of the user holding any word of
# the utterance, ranked. The reference the bounded list is compared with (--agreement).
EXACT_TEXT_SQL = """
WITH q AS (SELECT tsvector_to_array(to_tsvector('english', %(text)s)) AS words),
mine AS (SELECT * FROM chunks WHERE user_id = %(user)s),
w AS (SELECT quote_literal(word)::tsquery AS probe,
             ln(((SELECT count(*) FROM mine) + 1.0)
                / ((SELECT count(*) FROM mine WHERE tsv @@ quote_literal(word)::tsquery) + 0.5))::real
             AS weight
        FROM q, unnest(q.words) AS word)
SELECT c.id, c.session_id, c.seq_from, c.text, c.spoken_at, c.roles,
       (SELECT sum(w.weight) FROM w WHERE c.tsv @@ w.probe)::real AS text_score,
       (SELECT sum(w.weight) FROM w) AS total_weight, c.embedding
  FROM mine c
 WHERE c.embedding_model = %(model)s AND EXISTS (SELECT 1 FROM w WHERE c.tsv @@ w.probe)
 ORDER BY text_score DESC, c.id
 LIMIT 50
"""


async def agreement(memory: Memory, sizes: list[int]) -> dict[int, dict[str, float]]:
    """How far the bounded search is from the exact one, per size, over the bench's utterances:
    the vector list's recall@50 against the exact scan, the overlap of the fused top 5 by chunk and
    by text (the dataset repeats 2,000 texts, so equally good chunks often tie), and how much
    farther from the utterance (cosine distance) the recalled top 5 is on average."""
    out: dict[int, dict[str, float]] = {}
    for size in sizes:
        uid = UserId(history_user(size))
        vector_recall, by_id, by_text, distance_gap = [], [], [], []
        for utterance in UTTERANCES + MORE_UTTERANCES:
            vec = (await memory.embed([utterance]))[0]
            async with memory.db.user(uid) as conn:
                bounded = await recall_search.search_chunks(conn, uid, vec, utterance, MINILM_MODEL_ID)
                cur = await conn.execute(
                    EXACT_TEXT_SQL, {"text": utterance, "user": uid, "model": MINILM_MODEL_ID}
                )
                rows = await cur.fetchall()
                texts = [
                    recall_search.TextMatch(
                        r["id"], r["session_id"], r["seq_from"], r["text"], r["spoken_at"],
                        r["text_score"], k, np.asarray(r["embedding"].to_numpy(), dtype=np.float32),
                        tuple(r["roles"].split(",")), r["text_score"] / r["total_weight"],
                    )
                    for k, r in enumerate(rows, 1)
                ]  # fmt: skip
                # The exact scan, the text matches ranked in with their text ranks.
                exact = await recall_search.vector_matches(
                    conn, uid, vec, MINILM_MODEL_ID, matches=texts, index_from=10**9
                )
            nearest = {c.id for c in exact if c.vector_rank is not None and c.vector_rank <= 50}
            found = {c.id for c in bounded if c.vector_rank is not None and c.vector_rank <= 50}
            vector_recall.append(len(found & nearest) / 50)
            got = fuse_chunks(bounded, 5, memory.fusion)
            want = fuse_chunks(exact, 5, memory.fusion)
            by_id.append(len({r.id for r in got} & {r.id for r in want}) / max(1, len(want)))
            wanted_texts = {r.text for r in want}
            by_text.append(len({r.text for r in got} & wanted_texts) / max(1, len(wanted_texts)))
            if got and want:  # how close to the utterance what each one recalls is
                distance_gap.append(
                    statistics.fmean(r.distance for r in got) - statistics.fmean(r.distance for r in want)
                )
        out[size] = {
            "vector_recall_at_50": statistics.fmean(vector_recall),
            "top5_overlap_by_chunk": statistics.fmean(by_id),
            "top5_overlap_by_text": statistics.fmean(by_text),
            "top5_mean_distance_minus_exact": statistics.fmean(distance_gap) if distance_gap else 0.0,
        }
        shown = ", ".join(f"{k} {v:.3f}" for k, v in out[size].items())
        print(f"  agreement at {size:,}: {shown}", flush=True)
    return out


def ms_since(t0: float) -> float:
    return (time.perf_counter() - t0) * 1000


def summarise(per_run: dict[str, list[list[float]]]) -> dict[str, object]:
    out: dict[str, object] = {}
    for metric, runs in per_run.items():
        every = [x for run in runs for x in run]
        out[metric] = {
            "mean_ms": statistics.fmean(every),
            "p50_ms": statistics.median(every),
            "p95_ms": pct(every, 95),
            "run_p50_ms": [statistics.median(run) for run in runs],
        }
    return out


def history_user(size: int) -> str:
    return f"hist-{size:06d}"


async def history_main(args: argparse.Namespace, embedder: MiniLMEmbedder) -> dict[str, object]:
    if args.ef_search is not None:
        recall_search.EF_SEARCH = args.ef_search
    sizes = [int(x) for x in args.history.split(",")]
    background = [f"bench-{u:05d}" for u in range(args.background_users)]
    pgdata = Path(args.pgdata) / f"history-{args.background_users}"
    db = await Database.open(DatabaseConfig(url=None, pgdata=pgdata))
    todo = await missing_users(db, [history_user(s) for s in sizes] + background)
    if todo:
        corpus = Corpus.make(args.bases, embedder)
        rng = np.random.default_rng(11)
        async with rebuilt_indexes(db):
            for uid in todo:
                chunks = int(uid.split("-")[1]) if uid.startswith("hist-") else 1000
                await load_user(db, uid, chunks, max(10, chunks // 100), corpus, rng)
            print(f"  loaded {len(todo)} users", flush=True)
    await search_indexes(db)
    memory = Memory(db, WholeChunkEmbedder(embedder), parallel_lists=args.parallel_lists)
    baseline = baseline_memory(args.baseline, db, embedder) if args.baseline else None
    await create_baseline_functions(db)
    load_before = os.getloadavg()
    try:
        with other_session_load(pgdata, background, args):
            results = await measure_history(memory, sizes, args.n, args.runs, baseline)
        # After the timing: the exact scans would evict the caches the timed search works from.
        agreed = await agreement(memory, sizes) if args.agreement else {}
    finally:
        await memory.close()
        await db.close()
    smallest = results[sizes[0]]
    print(f"load average before / after: {load_before[0]:.2f} / {os.getloadavg()[0]:.2f}")
    print("per size: p50 / p95 ms (per-run p50s)")
    for size in sizes:
        r = results[size]
        print(f"{size:>7,} chunks")
        for metric in [m for m in r if m in HISTORY_METRICS or m.endswith(BASELINE)]:
            m = r[metric]
            assert isinstance(m, dict)
            runs_txt = ", ".join(f"{x:.2f}" for x in m["run_p50_ms"])
            cpu = f"   mean {m['mean_ms']:.2f}" if metric.split("@")[0] in CPU_METRICS else ""
            print(f"    {metric:>10}: {m['p50_ms']:6.2f} / {m['p95_ms']:6.2f}   ({runs_txt}){cpu}")
        ratios = {
            "cold_step / embed": p50(r, "cold_step") / p50(r, "embed"),
            "cold_step / (embed + round_trip)": p50(r, "cold_step")
            / (p50(r, "embed") + p50(r, "round_trip")),
            "search / raw": p50(r, "search") / p50(r, "raw"),
            "raw / round_trip": p50(r, "raw") / p50(r, "round_trip"),
            f"search / search at {sizes[0]:,}": p50(r, "search") / p50(smallest, "search"),
        }
        if baseline is not None:
            for metric in STEP_METRICS:
                ratios[f"{metric} / baseline"] = p50(r, metric) / p50(r, metric + BASELINE)
            for metric in CPU_METRICS:  # CPU per call: the means, as totals of work
                ratios[f"{metric} mean / baseline"] = mean(r, metric) / mean(r, metric + BASELINE)
        r["ratios"] = ratios
        if size in agreed:
            r["agreement_with_exact"] = agreed[size]
        print("    " + "; ".join(f"{k} {v:.2f}" for k, v in ratios.items()), flush=True)
    return {
        "machine": {
            "platform": platform.platform(),
            "cpus": os.cpu_count(),
            "python": platform.python_version(),
        },
        "dataset": f"generated; one user per size beside {args.background_users} users x 1,000 chunks",
        "load": {"other_session": args.load, "rate_per_s": args.load_rate, "loadavg_before": load_before},
        "ef_search": recall_search.EF_SEARCH,
        "parallel_lists": args.parallel_lists,
        "baseline": args.baseline,
        "results": {str(k): v for k, v in results.items()},
    }


def mean(result: dict[str, object], metric: str) -> float:
    m = result[metric]
    assert isinstance(m, dict)
    return float(m["mean_ms"])


def p50(result: dict[str, object], metric: str) -> float:
    m = result[metric]
    assert isinstance(m, dict)
    return float(m["p50_ms"])


async def main_async(args: argparse.Namespace) -> dict[str, object]:
    embedder = embedder_named(args.embedder, intra_op_threads=args.embed_threads)
    if args.history:
        return await history_main(args, embedder)
    scales = [int(x) for x in args.users.split(",")]
    if args.big:
        scales.append(1000)
    results = []
    for users in scales:
        pgdata = Path(args.pgdata) / f"u{users}x{args.per_user}"
        db = await Database.open(DatabaseConfig(url=None, pgdata=pgdata))
        await load(db, users, args.per_user, args.bases, embedder)
        await search_indexes(db)
        memory = Memory(db, WholeChunkEmbedder(embedder))
        others = [f"bench-{u:05d}" for u in range(users // 2, users)]
        try:
            with other_session_load(pgdata, others, args):
                r = await measure(memory, users, args.n, args.runs, warm=args.warm)
        finally:
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
        "--embedder",
        default=DEFAULT_EMBEDDER,
        help="a COMPANION_EMBEDDER name (minilm-fp32: realtime queries by the shipped graph too)",
    )
    ap.add_argument(
        "--warm",
        action="store_true",
        help="embed each utterance before timing it, as a partial transcript would",
    )
    ap.add_argument(
        "--history", default=None, help="per-user history sizes in chunks, e.g. 1000,5000,20000,50000"
    )
    ap.add_argument(
        "--background-users", type=int, default=100, help="--history: users of 1,000 chunks beside"
    )
    ap.add_argument(
        "--baseline",
        default=None,
        help="--history: a git ref whose per-exchange step is measured too, alternating with this code",
    )
    ap.add_argument("--ef-search", type=int, default=None, help="override recall_search.EF_SEARCH")
    ap.add_argument(
        "--parallel-lists",
        action="store_true",
        help="--history: this code reads its two lists on two connections at once (Memory.parallel_lists)",
    )
    ap.add_argument(
        "--agreement",
        action=argparse.BooleanOptionalAction,
        default=True,
        help="--history: compare the bounded search with the exact one after the timing",
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
