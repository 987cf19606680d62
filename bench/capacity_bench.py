"""What one user-year takes on disk, measured on the embedded server, for docs/scale.md.

    .venv/bin/python bench/capacity_bench.py --json bench/results/capacity.json

Loads two generated users through the real schema (one with `--days` of use, one with 30 days),
then measures with pg_column_size / pg_relation_size: bytes per chunk (text, vector, tsvector, row,
each index, and an HNSW index built once and dropped), per fact version, per message, and the
totals per table; plus the exact per-user recall statements' latency at both sizes.

Usage model (stated in docs/scale.md): `--minutes` of conversation a day in `--sessions` sessions,
150 spoken words a minute from both sides together, user turns of ~14 words and companion turns of
~36 (so about 3 exchanges a minute), one chunk per user turn built by companion.recall.chunking,
and per session a fixed number of fact versions, events, candidates, one extraction run (with its
raw JSON answer), one job and one write record. The words are generated from this file's own word
lists; vectors are random unit vectors (384 float4 take the same room whatever their values).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import platform
import random
import statistics
import sys
import tempfile
import time
import uuid
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import numpy as np
from psycopg.types.json import Jsonb

from companion.model import Message, MessageId
from companion.recall.chunking import build_chunks
from companion.recall.embedder import MINILM_MODEL_ID
from companion.store import recall_search
from companion.store.database import Database, DatabaseConfig

WORDS_PER_MINUTE = 150
USER_WORDS, ASSISTANT_WORDS = 14, 36
FACT_VERSIONS, EVENTS, CANDIDATES = 4, 6, 12  # per session
PER_SESSION = {
    "facts": FACT_VERSIONS,
    "fact_events": EVENTS,
    "extraction_runs": 1,
    "extraction_candidates": CANDIDATES,
    "jobs": 1,
    "fact_session_writes": 1,
}

_GLUE_WORDS = (
    "i the and to a it my was that of in you so we but is just with for on at like really about "
    "then she he they what do did have had not be this me there when all"
)
_CONTENT_WORDS = (
    "garden morning coffee sister brother mother father daughter son friend neighbour walk park "
    "rain sunny weekend holiday trip train station bakery bread soup dinner lunch breakfast kitchen "
    "doctor appointment knee back tired sleep dream worried happy proud nervous excited lonely calm "
    "work office meeting project deadline boss colleague email phone call letter birthday party cake "
    "present wedding anniversary church choir music piano guitar song radio film book novel chapter "
    "library museum painting photo album memory childhood school teacher exam garden roses tomatoes "
    "weather winter summer autumn spring snow wind beach lake river mountain hike bicycle car bus "
    "grandson granddaughter cousin aunt uncle nephew niece husband wife partner dog cat bird feeder "
    "medicine pharmacy hospital nurse visit recipe pasta curry salad apples oranges market shop money "
    "bills rent pension savings plan idea question answer story joke laugh cry remember forget learn "
    "practice language spanish french lesson class course knitting sweater scarf quilt sewing fixed "
    "broken roof window door fence paint blue green yellow quiet loud busy slow early late tomorrow "
    "yesterday tonight week month year ago soon maybe hope wish miss love enjoy hate prefer call wrote"
)
_GLUE, _CONTENT = _GLUE_WORDS.split(), _CONTENT_WORDS.split()


def _words(rng: random.Random, mean: int) -> str:
    n = max(2, int(rng.gauss(mean, mean / 3)))
    return " ".join(rng.choice(_GLUE) if rng.random() < 0.45 else rng.choice(_CONTENT) for _ in range(n))


def _unit(rng: np.random.Generator, n: int) -> np.ndarray[Any, np.dtype[np.float32]]:
    v = rng.normal(size=(n, 384)).astype(np.float32)
    out: np.ndarray[Any, np.dtype[np.float32]] = v / np.linalg.norm(v, axis=1, keepdims=True)
    return out


async def load_user(
    db: Database, uid: str, days: int, minutes: int, sessions_per_day: int, seed: int
) -> dict[str, int]:
    """One user's `days` of use, bulk-loaded as the owner. Returns the rows written per table."""
    rng, vrng = random.Random(seed), np.random.default_rng(seed)
    exchanges = minutes * WORDS_PER_MINUTE // (USER_WORDS + ASSISTANT_WORDS) // sessions_per_day
    start = datetime(2025, 1, 1, 8, tzinfo=UTC)
    counts: dict[str, int] = {}
    async with db.owner() as conn:
        await conn.execute("INSERT INTO users (user_id, display_name) VALUES (%s, 'Dana')", [uid])
        for day in range(days):
            for s in range(sessions_per_day):
                sid, t0 = uuid.uuid4(), start + timedelta(days=day, hours=10 * s)
                messages = []
                for i in range(exchanges):
                    at = t0 + timedelta(seconds=20 * i)
                    messages.append(
                        Message(
                            role="user",
                            content=_words(rng, USER_WORDS),
                            timestamp=at,
                            id=MessageId(uuid.uuid4()),
                        )
                    )
                    messages.append(
                        Message(
                            role="assistant",
                            content=_words(rng, ASSISTANT_WORDS),
                            timestamp=at + timedelta(seconds=8),
                            id=MessageId(uuid.uuid4()),
                        )
                    )
                chunks = build_chunks(messages, session_date=t0, speakers={"user": "Dana"})
                await conn.execute(
                    "INSERT INTO sessions (user_id, id, channel, started_at, ended_at, state, processed_at)"
                    " VALUES (%s, %s, 'native', %s, %s, 'processed', %s)",
                    [uid, sid, t0, messages[-1].timestamp, messages[-1].timestamp],
                )
                async with conn.cursor().copy(
                    "COPY messages (user_id, session_id, seq, id, role, content, spoken_at, client_msg_id)"
                    " FROM STDIN (FORMAT BINARY)"
                ) as copy:
                    copy.set_types(["text", "uuid", "int4", "uuid", "text", "text", "timestamptz", "text"])
                    for seq, m in enumerate(messages):
                        await copy.write_row(
                            [uid, sid, seq, m.id, m.role, m.content, m.timestamp, f"c-{seq}"]
                        )
                vectors = _unit(vrng, len(chunks))
                async with conn.cursor().copy(
                    "COPY chunks (user_id, id, session_id, seq_from, seq_to, text, roles, spoken_at,"
                    " embedding, embedding_model) FROM STDIN (FORMAT BINARY)"
                ) as copy:
                    copy.set_types(
                        [
                            "text",
                            "uuid",
                            "uuid",
                            "int4",
                            "int4",
                            "text",
                            "text",
                            "timestamptz",
                            "vector",
                            "text",
                        ]
                    )
                    for c, vec in zip(chunks, vectors, strict=True):
                        row = [
                            uid,
                            uuid.uuid4(),
                            sid,
                            c.seq_from,
                            c.seq_to,
                            c.text,
                            ",".join(c.roles),
                            c.spoken_at,
                        ]
                        await copy.write_row([*row, vec, MINILM_MODEL_ID])
                await _session_end_rows(conn, uid, sid, t0, messages[0].id, rng, vrng)
                for table, n in [("sessions", 1), ("messages", len(messages)), ("chunks", len(chunks))]:
                    counts[table] = counts.get(table, 0) + n
                for table, n in PER_SESSION.items():
                    counts[table] = counts.get(table, 0) + n
        await conn.execute(
            "INSERT INTO profiles (user_id, text, content_hash, fact_count) VALUES (%s, %s, md5(%s), 150)",
            [uid, "\n".join(_words(rng, 12) for _ in range(40)), uid],
        )
    counts["users"] = counts["profiles"] = 1
    return counts


async def _session_end_rows(
    conn: Any,
    uid: str,
    sid: uuid.UUID,
    at: datetime,
    source: uuid.UUID | None,
    rng: random.Random,
    vrng: np.random.Generator,
) -> None:
    """What processing one session writes: fact versions, events, the run and its candidates, the
    job and the write record (counts in PER_SESSION)."""
    run_id, fact_ids = uuid.uuid4(), [uuid.uuid4() for _ in range(FACT_VERSIONS)]
    facts = []
    for fact_id, vector in zip(fact_ids, _unit(vrng, FACT_VERSIONS), strict=True):
        text = "User " + _words(rng, 9)
        facts.append([uid, uuid.uuid4(), fact_id, text, text, at, sid, source, _words(rng, 9), vector])
    events = [
        [
            uid,
            uuid.uuid4(),
            fact_ids[i % FACT_VERSIONS],
            at,
            sid,
            Jsonb({"quote": _words(rng, 9)}),
            f"{sid}:{i}",
        ]
        for i in range(EVENTS)
    ]
    proposals = [
        {"text": _words(rng, 10), "quote": _words(rng, 9), "message_index": i, "importance": 3}
        for i in range(CANDIDATES)
    ]
    async with conn.cursor() as cur:
        await cur.executemany(
            "INSERT INTO facts (user_id, version_id, id, text, text_hash, category, importance, origin,"
            " status, confirmed_by, valid_from, session_id, source_message_id, quote, quote_start,"
            " quote_end, match_score, embedding, embedding_model) VALUES (%s, %s, %s, %s, md5(%s),"
            " 'people', 3, 'extracted', 'active', 'validator', %s, %s, %s, %s, 0, 40, 0.97, %s, %s)",
            [[*f, MINILM_MODEL_ID] for f in facts],
        )
        await cur.executemany(
            "INSERT INTO fact_events (user_id, id, fact_id, event, actor, at, session_id, detail,"
            " idempotency_key) VALUES (%s, %s, %s, 'accepted', 'validator', %s, %s, %s, %s)",
            events,
        )
        await cur.execute(
            "INSERT INTO extraction_runs (user_id, id, session_id, proposer, model, prompt_version, status,"
            " raw_answer, finished_at, input_tokens, output_tokens, cost_usd)"
            " VALUES (%s, %s, %s, 'claude', 'claude-haiku-4-5', 'v1', 'ok', %s, %s, 4000, 600, 0.007)",
            [uid, run_id, sid, json.dumps({"facts": proposals}), at],
        )
        await cur.executemany(
            "INSERT INTO extraction_candidates (user_id, run_id, idx, proposal, outcome, reasons,"
            " message_index, span_start, span_end, score) VALUES (%s, %s, %s, %s, 'accept',"
            " '{quote_exact}', %s, 0, 40, 0.97)",
            [[uid, run_id, i, Jsonb(proposal), i] for i, proposal in enumerate(proposals)],
        )
        await cur.execute(
            "INSERT INTO jobs (user_id, id, kind, dedup_key, payload, state, attempts)"
            " VALUES (%s, %s, 'process_session', %s, %s, 'done', 1)",
            [uid, uuid.uuid4(), str(sid), Jsonb({"session_id": str(sid)})],
        )
        await cur.execute(
            "INSERT INTO fact_session_writes (user_id, session_id, run_id, fact_ids, summary)"
            " VALUES (%s, %s, %s, %s, %s)",
            [uid, sid, run_id, fact_ids, Jsonb({"accepted": FACT_VERSIONS})],
        )


async def sizes(db: Database) -> dict[str, Any]:
    """Bytes per row of every table and index, and the chunk's parts, from the catalog."""
    out: dict[str, Any] = {"tables": {}, "chunk_parts": {}}
    async with db.owner() as conn:
        await conn.set_autocommit(True)
        await conn.execute("VACUUM ANALYZE")  # as after autovacuum: visibility map, free space map
        cur = await conn.execute(
            "SELECT c.relname AS t, c.reltuples::bigint AS n, pg_relation_size(c.oid) AS heap,"
            " coalesce(pg_total_relation_size(c.reltoastrelid), 0) AS toast,"
            " pg_indexes_size(c.oid) AS indexes, pg_total_relation_size(c.oid) AS total"
            " FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace"
            " WHERE n.nspname = 'public' AND c.relkind = 'r' ORDER BY total DESC"
        )
        for r in await cur.fetchall():
            out["tables"][r["t"]] = dict(r)
        cur = await conn.execute(
            "SELECT i.relname AS idx, t.relname AS t, pg_relation_size(i.oid) AS bytes"
            " FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid JOIN pg_class t ON t.oid = x.indrelid"
            " JOIN pg_namespace n ON n.oid = t.relnamespace WHERE n.nspname = 'public' ORDER BY 3 DESC"
        )
        out["indexes"] = {r["idx"]: {"table": r["t"], "bytes": r["bytes"]} for r in await cur.fetchall()}
        cur = await conn.execute(
            "SELECT count(*) AS n, avg(pg_column_size(text)) AS text, avg(length(text)) AS text_chars,"
            " avg(pg_column_size(embedding)) AS embedding, avg(pg_column_size(tsv)) AS tsv,"
            " avg(pg_column_size(c.*)) AS row, avg(length(tsv)) AS lexemes FROM chunks c"
        )
        out["chunk_parts"] = {k: float(v) for k, v in (await cur.fetchone() or {}).items()}
        cur = await conn.execute(
            "SELECT avg(pg_column_size(f.*)) AS fact_row, avg(pg_column_size(embedding)) AS fact_vector"
            " FROM facts f"
        )
        out["fact_parts"] = {k: float(v) for k, v in (await cur.fetchone() or {}).items()}
        # An HNSW index as pgvector would build it per shard (default m = 16, ef_construction = 64).
        await conn.execute("SET maintenance_work_mem = '256MB'")
        t0 = time.perf_counter()
        await conn.execute("CREATE INDEX capacity_hnsw ON chunks USING hnsw (embedding vector_cosine_ops)")
        build_s = time.perf_counter() - t0
        cur = await conn.execute("SELECT pg_relation_size('capacity_hnsw') AS b")
        row = await cur.fetchone()
        out["hnsw"] = {"bytes": row["b"] if row else 0, "build_s": build_s}
        await conn.execute("DROP INDEX capacity_hnsw")
    return out


async def recall_latency(db: Database, uid: str, n: int) -> dict[str, float]:
    """p50/p95 of the two realtime recall statements for one user (warm cache), as Memory runs them."""
    vrng = np.random.default_rng(1)
    queries = _unit(vrng, n)
    text_ms, vector_ms = [], []
    for i in range(n + 5):
        async with db.user(uid) as conn:
            t0 = time.perf_counter()
            await recall_search.text_matches(conn, uid, "walk in the park with my sister", MINILM_MODEL_ID)  # type: ignore[arg-type]
            t1 = time.perf_counter()
            await recall_search.vector_and_facts(conn, uid, queries[i % n], MINILM_MODEL_ID)  # type: ignore[arg-type]
            t2 = time.perf_counter()
        if i >= 5:  # the first few warm the cache
            text_ms.append((t1 - t0) * 1000)
            vector_ms.append((t2 - t1) * 1000)

    def p(xs: list[float], q: float) -> float:
        return sorted(xs)[min(len(xs) - 1, round(q * len(xs)))]

    return {
        "text_p50_ms": statistics.median(text_ms),
        "text_p95_ms": p(text_ms, 0.95),
        "vector_p50_ms": statistics.median(vector_ms),
        "vector_p95_ms": p(vector_ms, 0.95),
    }


async def main(args: argparse.Namespace) -> dict[str, Any]:
    with tempfile.TemporaryDirectory(prefix="companion-capacity-") as tmp:
        db = await Database.open(
            DatabaseConfig(url=None, pgdata=Path(tmp) / "pg", delete_embedded_on_exit=True)
        )
        try:
            t0 = time.perf_counter()
            year = await load_user(db, "cap-year", args.days, args.minutes, args.sessions, seed=1)
            await load_user(db, "cap-month", 30, args.minutes, args.sessions, seed=2)
            load_s = time.perf_counter() - t0
            measured = await sizes(db)
            latency = {
                "month": await recall_latency(db, "cap-month", args.queries),
                "year": await recall_latency(db, "cap-year", args.queries),
            }
        finally:
            await db.close()
    return {
        "machine": {
            "platform": platform.platform(),
            "cpus": os.cpu_count(),
            "python": platform.python_version(),
        },
        "assumptions": {
            "minutes_per_day": args.minutes,
            "sessions_per_day": args.sessions,
            "days": args.days,
            "words_per_minute": WORDS_PER_MINUTE,
            "user_words": USER_WORDS,
            "assistant_words": ASSISTANT_WORDS,
            "per_session": {"fact_versions": FACT_VERSIONS, "events": EVENTS, "candidates": CANDIDATES},
        },
        "rows_per_user_year": year,
        "load_s": load_s,
        **measured,
        "recall_latency": latency,
    }


if __name__ == "__main__":
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--minutes", type=int, default=20, help="minutes of conversation a day")
    parser.add_argument("--sessions", type=int, default=2, help="sessions a day")
    parser.add_argument("--days", type=int, default=365)
    parser.add_argument("--queries", type=int, default=40)
    parser.add_argument("--json", type=Path)
    result = asyncio.run(main(parser.parse_args()))
    text = json.dumps(result, indent=1, default=str)
    if parser.parse_args().json:
        parser.parse_args().json.write_text(text + "\n")
    print(text)
