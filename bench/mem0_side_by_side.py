"""Side by side with mem0: one user's recall latency at 10k and 100k messages, same embedder, same server.

    pip install -e '.[bench]'        # mem0ai: a bench-only extra, never a dependency of companion
    python bench/mem0_side_by_side.py --sizes 10000,100000 --json mem0.json

Both systems run in this process on the same embedded PostgreSQL (pgvector 0.8) and embed with the
same MiniLM model object: our `Memory.recall(user, utterance)` (embed, full-text list, vector list,
facts, fusion) against mem0's `Memory.search(utterance, filters={"user_id": ...}, top_k=5)` (embed,
vector search on its HNSW index, keyword search, scoring). Queries alternate between the two, each
going first in turn, so both see the same machine load; the embedding alone is timed in the
same loop as the floor. With `--baseline REF` our recall as it was at git REF (loaded into this
process, bench/recall_latency_bench.py's `baseline_memory`) is timed in the same loop too.

mem0 is configured with its pgvector store (one collection per size, `hnsw=True`, on our server's
unix socket), `infer=False` (messages stored as they are: no LLM), telemetry off (MEM0_TELEMETRY),
a throwaway MEM0_DIR and a dummy OpenAI key (its default LLM client is built but never called).
Without the `mem0ai[nlp]` extra, spaCy is absent and mem0 keeps the raw text for its keyword index
and skips entity boosts (installing the extra would download a model at run time). A guard
patches `socket.connect`, `connect_ex` and `getaddrinfo` for the whole run: anything but a unix
socket or a loopback address is refused and counted, and the count is printed (it must be 0).
libpq's connections (both systems' PostgreSQL clients) do not go through Python's socket module;
their DSN is the server's unix socket.

Data: one user per size; sessions of 20 messages (user and assistant alternating, templated
speech). Ingest uses each system's bulk path, with the same vectors:
- mem0: the first 100 messages through `add(..., infer=False)`; the rest through its vector
  store's `insert()` in batches with the payload `add` writes (checked against those first 100;
  its SQLite history is not written for them). Its HNSW and text indexes are dropped for the bulk
  insert and rebuilt from their definitions.
- ours: sessions and messages by COPY, chunks built by `companion.recall.chunking.build_chunks`
  (what `index_session` stores) and COPYed with migration 0007's indexes rebuilt afterwards.
Vectors: up to `--real-upto` messages (default 10,000) every message and every chunk is embedded
for real. Above it, embedding 150,000 texts would take ~1.5 hours on this machine, so messages
cycle through `--bases` real message embeddings (their texts repeat) plus Gaussian noise (sigma
0.35), and a chunk's vector is the normalised mean of its messages' vectors; both systems store
exactly these vectors.
"""

from __future__ import annotations

import argparse
import asyncio
import hashlib
import ipaddress
import json
import os
import platform
import random
import socket
import statistics
import sys
import tempfile
import time
import uuid
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import numpy as np
import numpy.typing as npt

# recall_latency_bench sets the BLAS thread variables at import; it must come before numpy users run.
from recall_latency_bench import (
    ACTS,
    FEEL,
    NAMES,
    PEOPLE,
    PLACES,
    WholeChunkEmbedder,
    baseline_memory,
    create_baseline_functions,
    pct,
    rebuilt_indexes,
)

from companion.memory import Memory
from companion.model import Message, Role
from companion.recall.chunking import build_chunks
from companion.recall.embedder import DEFAULT_EMBEDDER, MINILM_MODEL_ID, MiniLMEmbedder, embedder_named
from companion.store.database import Database, DatabaseConfig


class NetworkGuard:
    """Refuses (and counts) every Python-level connection or name lookup that is not local."""

    def __init__(self) -> None:
        self.refused: list[str] = []
        self._connect = socket.socket.connect
        self._connect_ex = socket.socket.connect_ex
        self._getaddrinfo = socket.getaddrinfo

    @staticmethod
    def _local(family: int, address: object) -> bool:
        if family == getattr(socket, "AF_UNIX", None):
            return True
        host = address[0] if isinstance(address, tuple) else address
        if host in ("localhost", None):
            return True
        try:
            return ipaddress.ip_address(str(host)).is_loopback
        except ValueError:
            return False

    def install(self) -> None:
        guard = self

        def connect(sock: socket.socket, address: Any) -> None:
            if not guard._local(sock.family, address):
                guard.refused.append(f"connect {address!r}")
                raise ConnectionRefusedError(f"bench network guard: {address!r} is not local")
            guard._connect(sock, address)

        def connect_ex(sock: socket.socket, address: Any) -> int:
            if not guard._local(sock.family, address):
                guard.refused.append(f"connect_ex {address!r}")
                return 111  # ECONNREFUSED
            return guard._connect_ex(sock, address)

        def getaddrinfo(host: Any, *args: Any, **kwargs: Any) -> Any:
            if not guard._local(socket.AF_INET, (host,)):
                guard.refused.append(f"getaddrinfo {host!r}")
                raise socket.gaierror(f"bench network guard: {host!r} is not looked up")
            return guard._getaddrinfo(host, *args, **kwargs)

        socket.socket.connect = connect  # type: ignore[method-assign,assignment]
        socket.socket.connect_ex = connect_ex  # type: ignore[method-assign,assignment]
        socket.getaddrinfo = getaddrinfo


GUARD = NetworkGuard()

UTTERANCES = [
    "I was thinking about the trip to Lisbon again",
    "my sister called me yesterday, she sounded stressed",
    "do you remember what I said about my new job",
    "I went running this morning and my knee hurts",
    "what was the name of that film we talked about",
    "I'm cooking pasta for my friends tonight",
    "Ana wants to visit Kyoto next spring",
    "we argued again about the kitchen",
    "the concert in Berlin was amazing",
    "I miss going to the lake with my dad",
]
REPLIES = [
    "That sounds like a lot; how is {name} doing?",
    "How did that make you feel?",
    "Tell me more about {name}.",
    "That must have been something. What happened next?",
]


def conversation(n: int, seed: int) -> list[tuple[Role, str]]:
    """`n` messages, user and assistant alternating, templated speech."""
    rng = random.Random(seed)
    out: list[tuple[Role, str]] = []
    for i in range(n // 2):
        name, person = rng.choice(NAMES), rng.choice(PEOPLE)
        said = f"I {rng.choice(ACTS)} with my {person} {name} in {rng.choice(PLACES)}, {rng.choice(FEEL)}."
        if i % 7 == 0:
            said = "So, um, " + said.lower()
        out.append(("user", said))
        out.append(("assistant", rng.choice(REPLIES).format(name=name)))
    return out


class Mem0Embedder:
    """mem0's embedder interface over our MiniLM model: the same vectors on both sides, a search's
    query embedded as ours is (`embed_queries`: the product's int8 query graph), what is stored as
    ours is."""

    def __init__(self, inner: MiniLMEmbedder) -> None:
        self.inner = inner

    def embed(self, text: str, memory_action: str | None = None) -> list[float]:
        embed = self.inner.embed_queries if memory_action == "search" else self.inner.embed
        return [float(x) for x in embed([text])[0]]

    def embed_batch(self, texts: list[str], memory_action: str | None = None) -> list[list[float]]:
        return [[float(x) for x in v] for v in self.inner.embed(texts)]


class Vectors:
    """The vectors both systems store for one conversation (see the module docstring)."""

    def __init__(
        self, messages: list[tuple[Role, str]], real: bool, bases: int, embedder: MiniLMEmbedder
    ) -> None:
        self.real, self.embedder = real, embedder
        self.messages = messages
        if real:
            self.message_vectors = embed_all(embedder, [t for _, t in messages])
        else:
            pool = embed_all(embedder, [t for _, t in messages[:bases]])
            rng = np.random.default_rng(5)
            picks = np.arange(len(messages)) % len(pool)
            noisy = pool[picks] + rng.normal(0, 0.35 / np.sqrt(384), (len(messages), 384)).astype(np.float32)
            self.message_vectors = noisy / np.linalg.norm(noisy, axis=1, keepdims=True)
            # Their texts repeat with the vectors they stand for.
            self.messages = [messages[i % len(pool)] for i in range(len(messages))]

    def chunk_vectors(self, texts: list[str], windows: list[tuple[int, int]]) -> npt.NDArray[np.float32]:
        if self.real:
            return embed_all(self.embedder, texts)
        out = np.stack([self.message_vectors[a : b + 1].mean(axis=0) for a, b in windows])
        normed: npt.NDArray[np.float32] = (out / np.linalg.norm(out, axis=1, keepdims=True)).astype(
            np.float32
        )
        return normed


def embed_all(embedder: MiniLMEmbedder, texts: list[str], batch: int = 256) -> npt.NDArray[np.float32]:
    t0 = time.perf_counter()
    parts = []
    for i in range(0, len(texts), batch):
        parts.append(embedder.embed(texts[i : i + batch]))
        if (i // batch) % 20 == 19:
            rate = (i + batch) / (time.perf_counter() - t0)
            print(f"    embedded {i + batch:,}/{len(texts):,} ({rate:.0f}/s)", flush=True)
    return np.concatenate(parts).astype(np.float32)


SESSION = 20
START = datetime(2023, 1, 1, tzinfo=UTC)


def when(i: int) -> datetime:
    """Message i's time: a session of 20 messages a day, a minute apart."""
    return START + timedelta(days=i // SESSION, minutes=i % SESSION)


async def ingest_ours(db: Database, uid: str, data: Vectors) -> float:
    """Sessions and messages by COPY; chunks as index_session builds them, by COPY."""
    t0 = time.perf_counter()
    n = len(data.messages)
    session_ids = [uuid.uuid4() for _ in range(0, n, SESSION)]
    texts: list[str] = []
    windows: list[tuple[int, int]] = []
    rows: list[list[object]] = []
    for s, sid in enumerate(session_ids):
        first = s * SESSION
        msgs = [
            Message(role=r, content=t, timestamp=when(first + k))
            for k, (r, t) in enumerate(data.messages[first : first + SESSION])
        ]
        for c in build_chunks(msgs, session_date=when(first)):
            texts.append(c.text)
            windows.append((first + c.seq_from, first + c.seq_to))
            rows.append(
                [uid, uuid.uuid4(), sid, c.seq_from, c.seq_to, c.text, ",".join(c.roles), c.spoken_at]
            )
    vectors = data.chunk_vectors(texts, windows)
    async with rebuilt_indexes(db), db.owner() as conn:
        await conn.execute("INSERT INTO users (user_id) VALUES (%s)", [uid])
        async with conn.cursor().copy(
            "COPY sessions (user_id, id, channel, started_at, ended_at, state) FROM STDIN"
        ) as copy:
            for s, sid in enumerate(session_ids):
                await copy.write_row(
                    [uid, sid, "import", when(s * SESSION), when(s * SESSION + SESSION - 1), "processed"]
                )
        async with conn.cursor().copy(
            "COPY messages (user_id, session_id, seq, id, role, content, spoken_at) FROM STDIN"
        ) as copy:
            for i, (role, text) in enumerate(data.messages):
                await copy.write_row(
                    [uid, session_ids[i // SESSION], i % SESSION, uuid.uuid4(), role, text, when(i)]
                )
        async with conn.cursor().copy(
            "COPY chunks (user_id, id, session_id, seq_from, seq_to, text, roles, spoken_at, embedding,"
            " embedding_model) FROM STDIN (FORMAT BINARY)"
        ) as copy:
            copy.set_types(
                ["text", "uuid", "uuid", "int4", "int4", "text", "text", "timestamptz", "vector", "text"]
            )
            for row, vector in zip(rows, vectors, strict=True):
                await copy.write_row([*row, vector, MINILM_MODEL_ID])
    print(f"  ours: {n:,} messages, {len(rows):,} chunks in {time.perf_counter() - t0:.0f}s", flush=True)
    return time.perf_counter() - t0


def mem0_memory(dsn: str, collection: str, embedder: MiniLMEmbedder) -> Any:
    from mem0 import Memory as Mem0
    from mem0.configs.base import MemoryConfig

    config = MemoryConfig(
        vector_store={
            "provider": "pgvector",
            "config": {
                "connection_string": dsn,
                "collection_name": collection,
                "embedding_model_dims": 384,
                "hnsw": True,
            },
        },
        history_db_path=os.path.join(os.environ["MEM0_DIR"], "history.db"),
    )
    memory = Mem0(config)
    memory.embedding_model = Mem0Embedder(embedder)
    return memory


def ingest_mem0(memory: Any, dsn: str, collection: str, uid: str, data: Vectors) -> float:
    """The first 100 messages through add(infer=False), the rest through the store's bulk insert."""
    import psycopg
    from mem0.utils.lemmatization import lemmatize_for_bm25

    t0 = time.perf_counter()
    first = 100
    for role, text in data.messages[:first]:
        memory.add([{"role": role, "content": text}], user_id=uid, infer=False)
    store = memory.vector_store
    written = store.list(filters={"user_id": uid}, top_k=first + 1)
    written = written[0] if written and isinstance(written[0], list) else written
    keys = set(written[0].payload)
    with psycopg.connect(dsn, autocommit=True) as conn:
        saved = conn.execute(
            "SELECT indexname, indexdef FROM pg_indexes WHERE tablename = %s AND indexname <> %s",
            [collection, f"{collection}_pkey"],
        ).fetchall()
        for name, _ in saved:
            conn.execute(f'DROP INDEX "{name}"')
        batch: list[tuple[str, list[float], dict[str, object]]] = []
        for i in range(first, len(data.messages)):
            role, text = data.messages[i]
            at = when(i).isoformat()
            payload: dict[str, object] = {
                "user_id": uid,
                "role": role,
                "data": text,
                "hash": hashlib.md5(text.encode()).hexdigest(),
                "created_at": at,
                "updated_at": at,
                "text_lemmatized": lemmatize_for_bm25(text),
            }
            assert set(payload) == keys, (sorted(payload), sorted(keys))
            batch.append((str(uuid.uuid4()), [float(x) for x in data.message_vectors[i]], payload))
            if len(batch) == 2000 or i == len(data.messages) - 1:
                store.insert(
                    vectors=[b[1] for b in batch], payloads=[b[2] for b in batch], ids=[b[0] for b in batch]
                )
                batch = []
        conn.execute("SET maintenance_work_mem = '1GB'")
        for _, definition in saved:
            conn.execute(definition)
        conn.execute(f'ANALYZE "{collection}"')
    print(f"  mem0: {len(data.messages):,} messages in {time.perf_counter() - t0:.0f}s", flush=True)
    return time.perf_counter() - t0


def summary(ms: list[float]) -> dict[str, float]:
    return {"p50_ms": statistics.median(ms), "p95_ms": pct(ms, 95), "mean_ms": statistics.fmean(ms)}


async def measure(
    ours: Memory,
    mem0: Any,
    uid: str,
    queries: int,
    embedder: MiniLMEmbedder,
    others: dict[str, Memory | None],
) -> dict[str, dict[str, float]]:
    """Each system's latency per query, alternated in one loop, with the embedding alone as the
    floor. `others`: more of our Memories timed the same way (None: not asked for), by name:
    `--baseline` (our recall at that git ref), `--parallel-lists` (the two-connection option)."""

    def recall_by(memory: Memory) -> Callable[[str], Any]:
        async def recall(u: str) -> None:
            await memory.recall(uid, u)

        return recall

    async def mem0_search(u: str) -> None:
        mem0.search(u, filters={"user_id": uid}, top_k=5)

    async def embed_only(u: str) -> None:
        embedder.embed_queries([u])

    timed: list[tuple[str, Callable[[str], Any]]] = [("ours", recall_by(ours)), ("mem0", mem0_search)]
    timed += [(name, recall_by(memory)) for name, memory in others.items() if memory is not None]
    for i in range(20):  # warm both: model, plans, pages
        for _, run in timed:
            await run(UTTERANCES[i % len(UTTERANCES)])
    got: dict[str, list[float]] = {name: [] for name, _ in timed} | {"embed": []}
    for i in range(queries):
        u = UTTERANCES[i % len(UTTERANCES)]
        order = [*timed, ("embed", embed_only)]
        order = order[i % len(order) :] + order[: i % len(order)]  # each goes first in turn
        for name, run in order:
            t0 = time.perf_counter()
            await run(u)
            got[name].append((time.perf_counter() - t0) * 1000)
    return {k: summary(v) for k, v in got.items()}


BASELINE = "ours@baseline"
TWO_CONNECTIONS = "ours, two connections"


async def main_async(args: argparse.Namespace) -> dict[str, object]:
    embedder = embedder_named(DEFAULT_EMBEDDER)
    db = await Database.open(DatabaseConfig(url=None, pgdata=Path(args.pgdata)))
    ours = Memory(db, WholeChunkEmbedder(embedder))  # the chunks are stored as whole-chunk vectors
    baseline = baseline_memory(args.baseline, db, embedder) if args.baseline else None
    # Memory(parallel_lists=True): the step's two lists on two pooled connections at once
    two = Memory(db, WholeChunkEmbedder(embedder), parallel_lists=True) if args.parallel_lists else None
    await create_baseline_functions(db)
    results: dict[str, object] = {}
    try:
        for size in [int(x) for x in args.sizes.split(",")]:
            uid, collection = f"side-{size}", f"mem0_side_{size}"
            mem0 = mem0_memory(db.owner_dsn, collection, embedder)
            async with db.owner() as conn:
                cur = await conn.execute("SELECT count(*) AS n FROM messages WHERE user_id = %s", [uid])
                row = await cur.fetchone()
                have_ours = row is not None and int(row["n"]) == size
                cur = await conn.execute("SELECT to_regclass(%s) IS NOT NULL AS t", [collection])
                row = await cur.fetchone()
                have_mem0 = False
                if row is not None and row["t"]:
                    cur = await conn.execute(f'SELECT count(*) AS n FROM "{collection}"')
                    row = await cur.fetchone()
                    have_mem0 = row is not None and int(row["n"]) == size
            ingest: dict[str, float] = {}
            if not (have_ours and have_mem0):
                print(f"{size:,} messages: preparing vectors", flush=True)
                data = Vectors(conversation(size, seed=size), size <= args.real_upto, args.bases, embedder)
                if not have_ours:
                    ingest["ours_s"] = await ingest_ours(db, uid, data)
                if not have_mem0:
                    ingest["mem0_s"] = ingest_mem0(mem0, db.owner_dsn, collection, uid, data)
            load_before = os.getloadavg()
            r = await measure(
                ours, mem0, uid, args.queries, embedder, {BASELINE: baseline, TWO_CONNECTIONS: two}
            )
            ratio = r["ours"]["p50_ms"] / r["mem0"]["p50_ms"]
            if baseline is not None:
                then = r[BASELINE]
                print(
                    f"{size:>8,} messages: ours at {args.baseline} p50 {then['p50_ms']:.2f}"
                    f" p95 {then['p95_ms']:.2f} | /mem0 {then['p50_ms'] / r['mem0']['p50_ms']:.2f}"
                    f" | ours / ours at {args.baseline} {r['ours']['p50_ms'] / then['p50_ms']:.2f}",
                    flush=True,
                )
            if two is not None:
                both = r[TWO_CONNECTIONS]
                print(
                    f"{size:>8,} messages: ours on two connections p50 {both['p50_ms']:.2f}"
                    f" p95 {both['p95_ms']:.2f} | /mem0 {both['p50_ms'] / r['mem0']['p50_ms']:.2f}",
                    flush=True,
                )
            print(
                f"{size:>8,} messages: ours p50 {r['ours']['p50_ms']:.2f} p95 {r['ours']['p95_ms']:.2f} | "
                f"mem0 p50 {r['mem0']['p50_ms']:.2f} p95 {r['mem0']['p95_ms']:.2f} | "
                f"ours/mem0 p50 {ratio:.2f} | embedding alone p50 {r['embed']['p50_ms']:.2f} | "
                f"load {load_before[0]:.2f} -> {os.getloadavg()[0]:.2f}",
                flush=True,
            )
            results[str(size)] = {
                **r,
                "ours_over_mem0_p50": ratio,
                "real_embeddings": size <= args.real_upto,
                "ingest": ingest,
                "loadavg": [load_before[0], os.getloadavg()[0]],
            }
            mem0.vector_store.connection_pool.close()
    finally:
        await ours.close()
        if two is not None:
            await two.close()
        await db.close()
    print(f"network connections refused by the guard: {len(GUARD.refused)} {GUARD.refused[:5]}")
    return {
        "machine": {
            "platform": platform.platform(),
            "cpus": os.cpu_count(),
            "python": platform.python_version(),
        },
        "mem0ai": _version("mem0ai"),
        "network_refused": GUARD.refused,
        "results": results,
    }


def _version(dist: str) -> str:
    from importlib.metadata import version

    return version(dist)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--sizes", default="10000,100000", help="messages of the one user, per comparison")
    ap.add_argument("--queries", type=int, default=300, help="timed queries per system and size")
    ap.add_argument("--real-upto", type=int, default=10_000, help="embed every text for real up to this size")
    ap.add_argument(
        "--bases", type=int, default=3000, help="real message embeddings cycled above --real-upto"
    )
    ap.add_argument("--pgdata", default="/tmp/companion-bench-pg/mem0-side")
    ap.add_argument(
        "--baseline", default=None, help="also time our recall as at this git ref, in the same loop"
    )
    ap.add_argument(
        "--parallel-lists",
        action="store_true",
        help="also time Memory(parallel_lists=True) (the two lists on two connections) in the same loop",
    )
    ap.add_argument("--json", default=None)
    args = ap.parse_args()
    os.environ["MEM0_TELEMETRY"] = "False"
    os.environ.setdefault("MEM0_DIR", tempfile.mkdtemp(prefix="mem0-bench-"))
    os.environ.setdefault("OPENAI_API_KEY", "sk-offline-bench-never-used")
    GUARD.install()
    out = asyncio.run(main_async(args))
    if args.json:
        Path(args.json).write_text(json.dumps(out, indent=1, default=str))
        print(f"wrote {args.json}")
    if GUARD.refused:
        sys.exit(f"mem0 tried to reach the network {len(GUARD.refused)} times")


if __name__ == "__main__":
    main()
