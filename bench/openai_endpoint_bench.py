"""Added latency of the OpenAI-compatible endpoint: request in -> first SSE chunk, N conversations.

The server runs in a child process (its own event loop) over a throwaway embedded PostgreSQL with
the real Memory (MiniLM embedding + pgvector recall over a seeded past session per user) and the
offline responder, so everything on the path except an LLM is measured. The parent runs N
conversations concurrently, as a voice platform would: each request resends the whole history plus
one new user turn with `stream: true`, then the conversation pauses (think time, a spoken exchange:
6-12 s by default) before the next. Measured in the same run, under the same load:

- first chunk: from sending the request to the first `data:` chunk carrying reply text (p50/p99);
- floor, round trip: `GET /healthz` on the same server, interleaved with the exchanges (p50/p99);
- floor, embedding: the server embedding one utterance (MiniLM), probed every 0.5 s during the load.

Example: .venv/bin/python bench/openai_endpoint_bench.py --conversations 100 --duration 60
"""

from __future__ import annotations

import argparse
import asyncio
import json
import multiprocessing as mp
import os
import random
import statistics
import sys
import tempfile
import time
from dataclasses import dataclass, field
from multiprocessing.connection import Connection
from pathlib import Path
from typing import Any

import httpx2

UTTERANCES = [
    "I went hiking with my brother last weekend",
    "work has been stressful because of the product launch",
    "my daughter starts school in September",
    "we adopted a dog from the shelter",
    "I'm planning a trip to see my parents",
]
PAST = ["My brother Tom lives in Denver and loves climbing.", "Our dog is a beagle called Biscuit."]
SECRET = "bench-token-secret-0123456789-abcdefghijkl"


def progress(message: str) -> None:
    print(f"[{time.strftime('%H:%M:%S')}] {message}", file=sys.stderr, flush=True)


def _pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else float("nan")


# ---------------------------------------------------------------------- server process


def _serve(pgdata: str, pipe: Connection, users: int) -> None:
    asyncio.run(_serve_async(Path(pgdata), pipe, users))


async def _serve_async(pgdata: Path, pipe: Connection, users: int) -> None:
    from companion.config import Settings
    from companion.memory import Memory
    from companion.recall.embedder import MiniLMEmbedder
    from companion.store.database import Database, DatabaseConfig
    from companion.voice.responders import OfflineResponder
    from companion.voice.server import start_server
    from companion.voice.services import Services

    progress("server: embedded PostgreSQL, embedding model, one past session per user")
    db = await Database.open(
        DatabaseConfig(url=None, pgdata=pgdata, delete_embedded_on_exit=True, max_size=20)
    )
    memory = Memory(db, MiniLMEmbedder())
    for i in range(users):
        user = f"bench-user-{i}"
        past = await memory.start_session(user, "native")
        for text in PAST:
            await memory.record(user, past, "user", text)
        await memory.end_session(user, past)
        await memory.index_session(user, past)
    settings = Settings(token_secret=SECRET, session_idle_timeout_s=600, worker_mode="off")
    services = Services(settings=settings, db=db, memory=memory, responder=OfflineResponder())
    server = await start_server(services, host="127.0.0.1", port=0)
    pipe.send(server.sockets[0].getsockname()[1])
    embeds: list[float] = []

    async def probe() -> None:
        while True:
            await asyncio.sleep(0.5)
            started = time.perf_counter()
            await memory.embed([f"a probe utterance about the weather {random.random()}"])
            embeds.append(time.perf_counter() - started)

    loop = asyncio.get_running_loop()
    assert await loop.run_in_executor(None, pipe.recv) == "load"
    prober = asyncio.create_task(probe())
    assert await loop.run_in_executor(None, pipe.recv) == "stop"
    prober.cancel()
    pipe.send(embeds)
    server.close()
    await server.wait_closed()
    await memory.close()
    await db.close()


# ---------------------------------------------------------------------- load generator


@dataclass
class Tally:
    first_chunk: list[float] = field(default_factory=list)
    round_trip: list[float] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)


async def _conversation(
    client: httpx2.AsyncClient,
    base: str,
    user: str,
    conv: str,
    until: float,
    think: tuple[float, float],
    t: Tally,
) -> None:
    from companion.voice.tokens import issue_token

    token = issue_token(SECRET, user, now=time.time(), ttl_s=3600)
    headers = {"Authorization": f"Bearer {token}", "X-Conversation-Id": conv}
    history: list[dict[str, str]] = [{"role": "system", "content": "You are a warm companion."}]
    await asyncio.sleep(random.uniform(0, think[1]))  # spread the conversations' starts
    n = 0
    while time.perf_counter() < until:
        started = time.perf_counter()
        await client.get(f"{base}/healthz")
        t.round_trip.append(time.perf_counter() - started)
        history.append({"role": "user", "content": f"{random.choice(UTTERANCES)} ({n})"})
        body = {"model": "companion", "messages": history, "stream": True}
        reply: list[str] = []
        started = time.perf_counter()
        try:
            async with client.stream("POST", f"{base}/v1/chat/completions", json=body, headers=headers) as r:
                if r.status_code != 200:
                    t.errors.append(f"status {r.status_code}")
                    return
                async for line in r.aiter_lines():
                    if not line.startswith("data: ") or line == "data: [DONE]":
                        continue
                    delta = json.loads(line[6:])["choices"][0]["delta"].get("content")
                    if delta:
                        if not reply:
                            t.first_chunk.append(time.perf_counter() - started)
                        reply.append(delta)
        except httpx2.HTTPError as exc:
            t.errors.append(repr(exc))
            return
        history.append({"role": "assistant", "content": "".join(reply)})
        n += 1
        await asyncio.sleep(random.uniform(*think))


async def _load(port: int, n: int, duration: float, warmup: float, think: tuple[float, float]) -> Tally:
    base = f"http://127.0.0.1:{port}"
    limits = httpx2.Limits(max_connections=2 * n, max_keepalive_connections=2 * n)
    async with httpx2.AsyncClient(timeout=30, limits=limits) as client:
        warm = Tally()
        until = time.perf_counter() + warmup
        await asyncio.gather(
            *(_conversation(client, base, f"bench-user-{i}", f"w{i}", until, think, warm) for i in range(n))
        )
        tally = Tally()
        until = time.perf_counter() + duration
        await asyncio.gather(
            *(_conversation(client, base, f"bench-user-{i}", f"c{i}", until, think, tally) for i in range(n))
        )
    return tally


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--conversations", type=int, default=100)
    parser.add_argument("--duration", type=float, default=60.0, help="seconds of measured load")
    parser.add_argument("--warmup", type=float, default=15.0)
    parser.add_argument("--think", type=float, nargs=2, default=(6.0, 12.0), metavar=("MIN", "MAX"))
    args = parser.parse_args(argv)
    ctx = mp.get_context("spawn")
    ours, theirs = ctx.Pipe()
    with tempfile.TemporaryDirectory(prefix="companion-openai-bench-") as tmp:
        child = ctx.Process(target=_serve, args=(str(Path(tmp) / "pgdata"), theirs, args.conversations))
        child.start()
        port = ours.recv()
        progress(f"load: {args.conversations} conversations, {args.warmup:g} s warm-up + {args.duration:g} s")
        load_before = os.getloadavg()
        ours.send("load")
        tally = asyncio.run(_load(port, args.conversations, args.duration, args.warmup, tuple(args.think)))
        load_after = os.getloadavg()
        ours.send("stop")
        embeds: list[float] = ours.recv()
        child.join(60)
    ms = 1000.0
    result: dict[str, Any] = {
        "conversations": args.conversations,
        "exchanges": len(tally.first_chunk),
        "errors": len(tally.errors),
        "first_chunk_ms": {
            "p50": _pct(tally.first_chunk, 0.5) * ms,
            "p99": _pct(tally.first_chunk, 0.99) * ms,
        },
        "floor_round_trip_ms": {
            "p50": _pct(tally.round_trip, 0.5) * ms,
            "p99": _pct(tally.round_trip, 0.99) * ms,
        },
        "floor_embed_ms": {"p50": _pct(embeds, 0.5) * ms, "p99": _pct(embeds, 0.99) * ms},
        "mean_first_chunk_ms": statistics.fmean(tally.first_chunk) * ms if tally.first_chunk else None,
        "loadavg_1m_before_after": [load_before[0], load_after[0]],
        "cpus": os.cpu_count(),
    }
    print(json.dumps(result, indent=2))
    return 1 if tally.errors else 0


if __name__ == "__main__":
    raise SystemExit(main())
