"""Load test of the voice server on loopback: N concurrent native sessions, offline responder.

The server runs in a child process (its own event loop and core) over a throwaway embedded
PostgreSQL, with the real Memory (MiniLM embedding + pgvector recall over a seeded past session per
user) and the offline responder, so everything on the realtime path except an LLM is measured. The
parent opens N sessions, then each session repeatedly sends a final transcript, waits for the reply
to finish and pauses (think time). Reported per run:

- sessions held: connections authenticated with an open session when the load started and still
  open at the end;
- utterances/s: final transcripts answered per second of load;
- added latency: from sending a final transcript to the first reply delta (p50/p95/p99), i.e. store
  + recall + context + first word, with nothing of an LLM in it;
- errors: error events, failed connections and turns without a reply (target 0);
- lost messages: sent client_msg_ids not found in the database afterwards, or stored twice (target 0).

Bounded: each run lasts --duration seconds of load (plus setup, and each session's last pause), and
the whole script has a hard timeout. Progress goes to stderr every few seconds; results to stdout. If
the server process dies, the run fails at once with its exit code instead of waiting on the pipe.
Example: .venv/bin/python bench/voice_load_bench.py --sessions 200 --duration 20 --runs 3
"""

from __future__ import annotations

import argparse
import asyncio
import json
import multiprocessing as mp
import os
import platform
import random
import statistics
import sys
import tempfile
import time
import uuid
from collections import Counter
from dataclasses import dataclass, field
from multiprocessing.connection import Connection
from multiprocessing.process import BaseProcess
from pathlib import Path
from typing import Any

UTTERANCES = [
    "I went hiking with my brother last weekend",
    "work has been stressful because of the product launch",
    "my daughter starts school in September",
    "I'm thinking about learning to play the piano",
    "we adopted a dog from the shelter",
    "my knee still hurts after the run",
    "I'm planning a trip to see my parents",
    "the new job is going better than I expected",
]
PAST = [
    "My brother Tom lives in Denver and loves climbing.",
    "I work as a nurse at the city hospital.",
    "Our dog is a beagle called Biscuit.",
]


# How often the load generator reports progress while the load runs.
PROGRESS_EVERY_S = 5.0


def progress(message: str) -> None:
    """A progress line on stderr (stdout keeps only the results), stamped with the wall clock so the
    server process's lines and the load generator's read in one order."""
    print(f"[{time.strftime('%H:%M:%S')}] {message}", file=sys.stderr, flush=True)


# ---------------------------------------------------------------------- server process


def _serve(pgdata: str, secret: str, pipe: Connection, users: int) -> None:
    from companion.voice.server import run_server_loop

    # On the event loop `companion serve` runs on (uvloop when installed).
    run_server_loop(_serve_async(Path(pgdata), secret, pipe, users))


async def _serve_async(pgdata: Path, secret: str, pipe: Connection, users: int) -> None:
    from companion.config import Settings
    from companion.memory import Memory
    from companion.model import SessionId
    from companion.recall.embedder import DEFAULT_EMBEDDER, embedder_named
    from companion.store import transcripts
    from companion.store.database import Database, DatabaseConfig
    from companion.voice.responders import OfflineResponder
    from companion.voice.server import freeze_startup_heap, start_server
    from companion.voice.services import Services

    progress("server: starting a throwaway embedded PostgreSQL and loading the embedding model")
    db = await Database.open(
        DatabaseConfig(url=None, pgdata=pgdata, delete_embedded_on_exit=True, max_size=20)
    )
    memory = Memory(db, embedder_named(DEFAULT_EMBEDDER))
    progress(f"server: seeding one past session for each of {users} users")
    for i in range(users):  # one indexed past session per user, so recall has something to find
        user = f"bench-user-{i}"
        past = await memory.start_session(user, "native")
        for text in PAST:
            await memory.record(user, past, "user", text)
        await memory.end_session(user, past)
        await memory.index_session(user, past)
    settings = Settings(token_secret=secret, max_frame_bytes=64 * 1024, session_idle_timeout_s=600)
    services = Services(settings=settings, db=db, memory=memory, responder=OfflineResponder())
    server = await start_server(services, host="127.0.0.1", port=0)
    progress(f"server: {server.stack.describe()}")
    # As `companion serve` does: without it the first full collection walked the whole start-up
    # heap (the seeding's objects too) while the event loop waited, ~85 ms of CPU, and it came
    # when the sessions had just opened, i.e. at the load's start (docs/voice.md, "Load test").
    freeze_startup_heap()
    pipe.send(next(iter(server.sockets)).getsockname()[1])
    loop = asyncio.get_running_loop()
    while True:
        request = await loop.run_in_executor(None, pipe.recv)
        if request == "stop":
            break
        expected: dict[str, tuple[str, list[str]]] = request  # session id -> (user, client_msg_ids)
        lost = duplicated = 0
        for sid, (user, ids) in expected.items():
            # The user comes with the session: one that sent nothing (a run shorter than the first
            # pause) still needs its owner's RLS context to be read.
            async with db.user(user) as conn:
                transcript = await transcripts.load_transcript(conn, SessionId(uuid.UUID(sid)))
            # Every utterance ends with its own id in brackets, so the stored text identifies it.
            stored = Counter(
                m.content.rsplit("[", 1)[-1].rstrip("]") for m in transcript.messages if m.role == "user"
            )
            lost += sum(1 for i in ids if i not in stored)
            duplicated += sum(1 for i in ids if stored.get(i, 0) > 1)
        pipe.send({"lost": lost, "duplicated": duplicated})
    server.close()
    await server.wait_closed()
    await memory.close()
    await db.close()


# ---------------------------------------------------------------------- load generator


@dataclass
class Tally:
    latencies: list[float] = field(default_factory=list)
    sent_at: list[float] = field(default_factory=list)
    utterances: int = 0
    errors: list[str] = field(default_factory=list)
    sent: dict[str, tuple[str, list[str]]] = field(default_factory=dict)  # session -> (user, ids)
    held: int = 0
    completed: int = 0


async def _session(
    i: int,
    url: str,
    token: str,
    start: asyncio.Event,
    until: list[float],
    think: tuple[float, float],
    t: Tally,
) -> None:
    from websockets.asyncio.client import connect

    rng = random.Random(i)
    try:
        async with connect(url, max_size=None, open_timeout=30) as ws:

            async def send(**m: Any) -> None:
                await ws.send(json.dumps({"v": 1, **m}))

            async def next_of(kind: str) -> dict[str, Any]:
                while True:
                    message: dict[str, Any] = json.loads(await asyncio.wait_for(ws.recv(), 30))
                    if message["type"] == "error":
                        t.errors.append(f"{message['code']}: {message['message']}")
                    if message["type"] == kind:
                        return message

            await send(type="hello", token=token)
            await next_of("ready")
            await send(type="start_session")
            sid = (await next_of("session_started"))["session_id"]
            ids: list[str] = []
            t.sent[sid] = (f"bench-user-{i}", ids)
            t.held += 1
            await start.wait()
            # Spread the first utterances over the longest pause, or over the whole load when it is
            # shorter, so that every session speaks at least once.
            await asyncio.sleep(rng.uniform(0, max(0.0, min(think[1], until[0] - time.perf_counter()))))
            n = 0
            while time.perf_counter() < until[0]:
                msg_id = f"bench-user-{i}/{n}"
                ids.append(msg_id)
                t0 = time.perf_counter()
                await send(
                    type="transcript",
                    text=f"{rng.choice(UTTERANCES)} [{msg_id}]",
                    final=True,
                    client_msg_id=msg_id,
                )
                await next_of("reply_delta")
                t.latencies.append(time.perf_counter() - t0)
                t.sent_at.append(t0)
                await next_of("reply_done")
                t.utterances += 1
                n += 1
                await asyncio.sleep(rng.uniform(*think))
            await send(type="end_session")
            await next_of("session_ended")
            t.completed += 1  # held from the start of the load to its end
    except Exception as exc:
        t.errors.append(f"session {i}: {type(exc).__name__}: {exc}")


def _pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else float("nan")


async def receive(pipe: Connection, proc: BaseProcess, timeout_s: float) -> Any:
    """The server's next message, or an error as soon as it has died or the timeout has passed.

    Polled from the event loop rather than a blocking `recv` in a thread: a thread stuck in `recv`
    on a dead child cannot be cancelled, and `asyncio.run` waits for it forever on the way out.
    """
    deadline = time.perf_counter() + timeout_s
    while True:
        if pipe.poll():
            try:
                return pipe.recv()
            except EOFError:  # poll() also says "readable" at end of file: the child's end is closed
                break
        # Polled again after is_alive: a message sent just before the child exited is still read.
        if not proc.is_alive() and not pipe.poll():
            break
        if time.perf_counter() > deadline:
            raise TimeoutError(f"no answer from the server process in {timeout_s:g} s")
        await asyncio.sleep(0.05)
    await asyncio.to_thread(proc.join, 5)
    raise RuntimeError(f"the server process exited (code {proc.exitcode}); its traceback is above")


async def _report_load(t: Tally, sessions: int, begin: float) -> None:
    while True:
        await asyncio.sleep(PROGRESS_EVERY_S)
        progress(
            f"load t+{time.perf_counter() - begin:.0f}s: {t.utterances} utterances answered, "
            f"{t.completed}/{sessions} sessions finished, {len(t.errors)} errors"
        )


async def _run(sessions: int, duration: float, think: tuple[float, float], secret: str) -> dict[str, Any]:
    from companion.voice.tokens import issue_token

    ctx = mp.get_context("spawn")
    parent, child = ctx.Pipe()
    with tempfile.TemporaryDirectory(prefix="companion-voice-bench-") as tmp:
        proc = ctx.Process(
            target=_serve, args=(str(Path(tmp) / "pgdata"), secret, child, sessions), daemon=True
        )
        proc.start()
        child.close()  # the child's end lives in the child now; ours would keep a dead pipe open
        try:
            port = await receive(parent, proc, 180)
            url = f"ws://127.0.0.1:{port}/ws"
            progress(f"server ready on port {port}; opening {sessions} sessions")
            tally = Tally()
            start = asyncio.Event()
            until = [float("inf")]
            now = time.time()
            tokens = [issue_token(secret, f"bench-user-{i}", now=now, ttl_s=3600) for i in range(sessions)]
            tasks = [
                asyncio.create_task(_session(i, url, tokens[i], start, until, think, tally))
                for i in range(sessions)
            ]
            for _ in range(600):  # wait (up to 60 s) until every session is open
                if tally.held + len(tally.errors) >= sessions:
                    break
                await asyncio.sleep(0.1)
            held_at_start = tally.held
            progress(
                f"{held_at_start}/{sessions} sessions open; load for {duration:g} s, then each session "
                f"finishes its pause (up to {think[1]:g} s)"
            )
            begin = time.perf_counter()
            until[0] = begin + duration
            start.set()
            reporter = asyncio.create_task(_report_load(tally, sessions, begin))
            try:
                await asyncio.wait_for(asyncio.gather(*tasks), duration + 60)
            finally:
                reporter.cancel()
            elapsed = time.perf_counter() - begin
            progress(f"load done: {tally.utterances} utterances; checking every message was stored once")
            parent.send(tally.sent)
            check = await receive(parent, proc, 60)
            parent.send("stop")
            await asyncio.to_thread(proc.join, 30)
        finally:
            if proc.is_alive():
                proc.terminate()
    ms = [x * 1000 for x in tally.latencies]
    if os.environ.get("BENCH_TIMELINE"):
        for a, lat in sorted(zip(tally.sent_at, ms, strict=True)):
            print(f"  t+{a - begin:6.2f}s  {lat:7.1f} ms")
    return {
        "sessions": sessions,
        "sessions_held": min(held_at_start, tally.completed),
        "utterances": tally.utterances,
        "utterances_per_s": tally.utterances / elapsed,
        "p50_ms": _pct(ms, 0.50),
        "p95_ms": _pct(ms, 0.95),
        "p99_ms": _pct(ms, 0.99),
        "max_ms": max(ms) if ms else float("nan"),
        "errors": len(tally.errors),
        "error_samples": tally.errors[:5],
        "lost_messages": check["lost"],
        "duplicated_messages": check["duplicated"],
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sessions", type=int, default=200)
    parser.add_argument("--duration", type=float, default=20.0, help="seconds of load per run")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument(
        "--think",
        type=float,
        nargs=2,
        default=(6.0, 12.0),
        metavar=("MIN", "MAX"),
        help="pause in seconds after a reply before the next utterance (uniform); the default models "
        "a spoken exchange: the user talks for a few seconds, then listens to the reply",
    )
    parser.add_argument("--json", type=Path, help="write the results here")
    args = parser.parse_args(argv)
    if not 1 <= args.sessions <= 2000 or not 1 <= args.duration <= 300 or not 1 <= args.runs <= 10:
        parser.error("bounded: sessions 1-2000, duration 1-300 s, runs 1-10")
    machine = {"platform": platform.platform(), "python": platform.python_version(), "cpus": os.cpu_count()}
    print(f"machine: {machine['platform']}, {machine['cpus']} CPUs, Python {machine['python']}")
    print(f"dataset: synthetic utterances ({len(UTTERANCES)} phrases), one seeded past session per user")
    print(f"load: {args.sessions} sessions, think {args.think[0]:g}-{args.think[1]:g} s, {args.duration:g} s")
    runs = []
    for n in range(args.runs):
        progress(f"run {n + 1}/{args.runs}: starting the server process")
        result = asyncio.run(
            asyncio.wait_for(
                _run(args.sessions, args.duration, tuple(args.think), f"bench-secret-{n:02d}-xxxxxxxx"), 600
            )
        )
        runs.append(result)
        print(
            f"run {n + 1}: held {result['sessions_held']}/{result['sessions']}  "
            f"{result['utterances_per_s']:.1f} utt/s  first delta p50 {result['p50_ms']:.1f} ms  "
            f"p95 {result['p95_ms']:.1f} ms  p99 {result['p99_ms']:.1f} ms  max {result['max_ms']:.1f} ms  "
            f"errors {result['errors']}  lost {result['lost_messages']}  dup {result['duplicated_messages']}",
            flush=True,
        )
        for sample in result["error_samples"]:
            print(f"  error: {sample}")
    summary = {
        key: {
            "median": statistics.median(r[key] for r in runs),
            "min": min(r[key] for r in runs),
            "max": max(r[key] for r in runs),
        }
        for key in (
            "sessions_held",
            "utterances_per_s",
            "p50_ms",
            "p95_ms",
            "p99_ms",
            "errors",
            "lost_messages",
        )
    }
    print(
        "median over runs (min-max): "
        + ", ".join(f"{k} {v['median']:.1f} ({v['min']:.1f}-{v['max']:.1f})" for k, v in summary.items())
    )
    target = (
        summary["p99_ms"]["max"] <= 50
        and summary["errors"]["max"] == 0
        and summary["lost_messages"]["max"] == 0
    )
    print(f"target (p99 <= 50 ms, 0 errors, 0 lost) in every run: {'met' if target else 'NOT met'}")
    if args.json:
        args.json.write_text(
            json.dumps(
                {
                    "machine": machine,
                    "args": vars(args) | {"json": str(args.json)},
                    "runs": runs,
                    "summary": summary,
                },
                indent=2,
            )
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
