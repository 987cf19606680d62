"""Does one user's session end delay everyone else's replies?

The real `companion serve` runs in a subprocess on a throwaway embedded PostgreSQL, with the
offline responder. N live sessions (other users) talk to it in a loop: send a final transcript,
time the first reply delta, wait for the reply to finish, think 6-12 s (`--think`, the load model
of bench/voice_load_bench.py: the user talks for a few seconds, then listens). After a warm-up
window of load alone, one more user ends a session of M messages (seeded straight into the
database, then ended over the socket exactly as a client would), and the load goes on until that
session is processed (extracted, gated, written, indexed, profile rebuilt).

Reported per worker mode (`process`: the default, a supervised child process; `inline`: the job
loop inside the server's event loop, as before the fix), run after run, interleaved:
- first-reply latency of the other users (p50/p95/p99/max), before and while the session end runs;
- the server process's resident memory before, and its peak while the session end runs (VmHWM),
  and the worker child's peak (process mode);
- how long the session end took;
- the floor measured in the same run: one utterance embedded alone, one bare database round trip.

A mode may name the worker child's session-end embedding calls at once after a slash
(`--modes process/1,process/2`: COMPANION_INDEX_WORKERS for the child, alternated run by run);
`process` alone leaves the setting as the environment has it (the product's default).

Example: .venv/bin/python bench/session_end_isolation_bench.py --sessions 50 --messages 3000 --runs 2
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import platform
import random
import re
import statistics
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

SECRET = "bench-token-secret-0123456789-abcdefghijkl"
UTTERANCES = [
    "I went hiking with my brother last weekend",
    "work has been stressful because of the product launch",
    "my daughter starts school in September",
    "I'm thinking about learning to play the piano",
    "we adopted a dog from the shelter",
    "my knee still hurts after the run",
]
TOPICS = [
    "garden",
    "allotment",
    "choir",
    "physio",
    "grandson",
    "bakery",
    "train strike",
    "budget",
    "quiz night",
]


@dataclass
class Tally:
    before: list[float] = field(default_factory=list)
    during: list[float] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    phase: str = "before"


def _rss_kb(pid: int, key: str) -> int:
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith(key + ":"):
                return int(line.split()[1])
    except OSError:
        return 0
    return 0


def _children(pid: int) -> list[int]:
    try:
        return [
            int(c) for t in Path(f"/proc/{pid}/task").iterdir() for c in (t / "children").read_text().split()
        ]
    except OSError:
        return []


def _progress(line: str) -> None:
    print(f"[{time.strftime('%H:%M:%S')}] {line}", file=sys.stderr, flush=True)


def _pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else float("nan")


def _summary(values: list[float]) -> dict[str, float]:
    ms = [v * 1000 for v in values]
    return {
        "n": len(ms),
        "p50": round(_pct(ms, 0.5), 1),
        "p95": round(_pct(ms, 0.95), 1),
        "p99": round(_pct(ms, 0.99), 1),
        "max": round(max(ms), 1) if ms else float("nan"),
    }


async def _talker(
    i: int, url: str, token: str, stop: asyncio.Event, t: Tally, think: tuple[float, float]
) -> None:
    from websockets.asyncio.client import connect

    rng = random.Random(i)
    try:
        async with connect(url, max_size=None, open_timeout=60) as ws:

            async def send(**m: Any) -> None:
                await ws.send(json.dumps({"v": 1, **m}))

            async def next_of(kind: str) -> dict[str, Any]:
                while True:
                    message: dict[str, Any] = json.loads(await asyncio.wait_for(ws.recv(), 120))
                    if message["type"] == "error":
                        t.errors.append(f"{message['code']}: {message['message']}")
                    if message["type"] == kind:
                        return message

            await send(type="hello", token=token)
            await next_of("ready")
            await send(type="start_session")
            await next_of("session_started")
            await asyncio.sleep(rng.uniform(0, think[1]))  # spread the first utterances
            while not stop.is_set():
                phase = t.phase
                t0 = time.perf_counter()
                await send(type="transcript", text=rng.choice(UTTERANCES), final=True)
                await next_of("reply_delta")
                (t.before if phase == "before" else t.during).append(time.perf_counter() - t0)
                await next_of("reply_done")
                await asyncio.sleep(rng.uniform(*think))
            await send(type="end_session")
            await next_of("session_ended")
    except Exception as exc:
        t.errors.append(f"talker {i}: {type(exc).__name__}: {exc}")


async def _seed(pgdata: Path, user: str, session_id: str, messages: int) -> None:
    import uuid

    from companion.model import SessionId
    from companion.store import transcripts
    from companion.store.database import Database, DatabaseConfig

    db = await Database.open(DatabaseConfig(url=None, pgdata=pgdata, min_size=1, max_size=1))
    rng = random.Random(7)
    sid = SessionId(uuid.UUID(session_id))
    try:
        for start in range(0, messages, 500):
            async with db.user(user) as conn:
                for n in range(start, min(messages, start + 500)):
                    topic = rng.choice(TOPICS)
                    if n % 2 == 0:
                        text = f"I was thinking about the {topic} again, number {n}, it's on my mind."
                    else:
                        text = f"That sounds like a lot. What about the {topic} worries you most?"
                    await transcripts.append_message(conn, sid, "user" if n % 2 == 0 else "assistant", text)
    finally:
        await db.close()


async def _session_state(pgdata: Path, user: str, session_id: str) -> str:
    import uuid

    from companion.model import SessionId
    from companion.store import transcripts
    from companion.store.database import Database, DatabaseConfig

    db = await Database.open(DatabaseConfig(url=None, pgdata=pgdata, min_size=1, max_size=1))
    try:
        async with db.user(user) as conn:
            return (await transcripts.get_session(conn, SessionId(uuid.UUID(session_id)))).state
    finally:
        await db.close()


async def _floor(pgdata: Path) -> dict[str, float]:
    """The same run's floor: one utterance embedded alone, and a bare database round trip."""
    from companion.recall.embedder import DEFAULT_EMBEDDER, embedder_named
    from companion.store.database import Database, DatabaseConfig

    model = embedder_named(DEFAULT_EMBEDDER)
    model.embed_queries(["warm up"])
    embeds = []
    for text in UTTERANCES * 3:
        t0 = time.perf_counter()
        model.embed_queries([text])  # as a realtime utterance is embedded
        embeds.append(time.perf_counter() - t0)
    db = await Database.open(DatabaseConfig(url=None, pgdata=pgdata, min_size=1, max_size=1))
    trips = []
    try:
        for _ in range(30):
            t0 = time.perf_counter()
            async with db.user("floor") as conn:
                await conn.execute("SELECT 1")
            trips.append(time.perf_counter() - t0)
    finally:
        await db.close()
    return {
        "embed_one_ms": round(statistics.median(embeds) * 1000, 2),
        "db_round_trip_ms": round(statistics.median(trips) * 1000, 2),
    }


async def _run(
    mode: str, sessions: int, messages: int, warmup_s: float, timeout_s: float, think: tuple[float, float]
) -> dict[str, Any]:
    from websockets.asyncio.client import connect

    from companion.voice.tokens import issue_token

    worker_mode, _, index_workers = mode.partition("/")
    with tempfile.TemporaryDirectory(prefix="companion-end-bench-") as tmp:
        env = {
            **os.environ,
            "COMPANION_DATA_DIR": tmp,
            "COMPANION_TOKEN_SECRET": SECRET,
            "COMPANION_WORKER": worker_mode,
        }
        if index_workers:
            env["COMPANION_INDEX_WORKERS"] = index_workers
        env.pop("DATABASE_URL", None)
        env.pop("ANTHROPIC_API_KEY", None)
        server = await asyncio.create_subprocess_exec(
            sys.executable, "-m", "companion.cli", "serve", "--port", "0",
            env=env, stdout=asyncio.subprocess.PIPE,
        )  # fmt: skip
        assert server.stdout is not None
        line = (await asyncio.wait_for(server.stdout.readline(), 180)).decode()
        found = re.search(r"http://([\d.]+):(\d+)/", line)
        assert found, line
        url = f"ws://{found[1]}:{found[2]}/ws"
        pgdata = Path(tmp) / "pgdata"
        try:
            floor = await _floor(pgdata)
            big_user = "bench-long-session"
            async with connect(url, open_timeout=60) as big:
                token = issue_token(SECRET, big_user, now=time.time(), ttl_s=3600)
                await big.send(json.dumps({"v": 1, "type": "hello", "token": token}))
                session_id = ""
                while not session_id:
                    message = json.loads(await big.recv())
                    if message["type"] == "ready":
                        await big.send(json.dumps({"v": 1, "type": "start_session"}))
                    elif message["type"] == "session_started":
                        session_id = message["session_id"]
                _progress(f"{mode}: seeding a session of {messages} messages")
                await _seed(pgdata, big_user, session_id, messages)
                _progress(
                    f"{mode}: {sessions} live sessions talking; {warmup_s:g} s before the long session ends"
                )

                t, stop = Tally(), asyncio.Event()
                talkers = [
                    asyncio.create_task(
                        _talker(
                            i,
                            url,
                            issue_token(SECRET, f"bench-other-{i}", now=time.time(), ttl_s=3600),
                            stop,
                            t,
                            think,
                        )
                    )
                    for i in range(sessions)
                ]
                await asyncio.sleep(warmup_s)
                rss_before = _rss_kb(server.pid, "VmRSS")
                t.phase = "during"
                _progress(f"{mode}: long session ended; load continues until it is processed")
                t0 = time.perf_counter()
                await big.send(json.dumps({"v": 1, "type": "end_session"}))
                peak_server, peak_child, state = rss_before, 0, "ended"
                next_report = t0 + 30
                while time.perf_counter() - t0 < timeout_s:
                    await asyncio.sleep(0.5)
                    peak_server = max(peak_server, _rss_kb(server.pid, "VmRSS"))
                    peak_child = max([peak_child, *(_rss_kb(c, "VmRSS") for c in _children(server.pid))])
                    state = await _session_state(pgdata, big_user, session_id)
                    if time.perf_counter() >= next_report:
                        next_report += 30
                        _progress(f"{mode}: {time.perf_counter() - t0:.0f} s, session {state}")
                    if state in ("processed", "failed"):
                        break
                took = time.perf_counter() - t0
                await asyncio.sleep(2)  # a little load after the end too
                stop.set()
                await asyncio.gather(*talkers)
        finally:
            server.terminate()
            await asyncio.wait_for(server.wait(), 60)
    return {
        "mode": mode,
        "session_end_s": round(took, 1),
        "session_state": state,
        "first_reply_before_ms": _summary(t.before),
        "first_reply_during_ms": _summary(t.during),
        "server_rss_before_mb": round(rss_before / 1024, 1),
        "server_rss_peak_during_mb": round(peak_server / 1024, 1),
        "server_rss_growth_mb": round((peak_server - rss_before) / 1024, 1),
        "worker_child_rss_peak_mb": round(peak_child / 1024, 1),
        "floor": floor,
        "errors": t.errors[:5],
        "error_count": len(t.errors),
    }


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--sessions", type=int, default=50)
    parser.add_argument("--messages", type=int, default=3000)
    parser.add_argument("--runs", type=int, default=2)
    parser.add_argument("--modes", default="process,inline")
    parser.add_argument("--warmup", type=float, default=30.0, help="seconds of load before the session end")
    parser.add_argument(
        "--think",
        type=float,
        nargs=2,
        default=(6.0, 12.0),
        metavar=("MIN", "MAX"),
        help="pause after a reply before the next utterance (a spoken exchange, as voice_load_bench.py)",
    )
    parser.add_argument("--timeout", type=float, default=600.0, help="longest wait for the session end")
    args = parser.parse_args()
    print(f"# cores={os.cpu_count()} load={os.getloadavg()} python={platform.python_version()}")
    results = []
    for run in range(args.runs):
        for mode in args.modes.split(","):
            result = asyncio.run(
                _run(mode, args.sessions, args.messages, args.warmup, args.timeout, tuple(args.think))
            )
            result["run"] = run
            result["load_after"] = [round(x, 2) for x in os.getloadavg()]
            print(json.dumps(result), flush=True)
            results.append(result)
    for mode in args.modes.split(","):
        mine = [r for r in results if r["mode"] == mode]
        p99 = [r["first_reply_during_ms"]["p99"] for r in mine]
        growth = [r["server_rss_growth_mb"] for r in mine]
        print(
            f"{mode:>8}: others' first reply during the end p99 {min(p99)}-{max(p99)} ms;"
            f" server memory growth {min(growth)}-{max(growth)} MB over {len(mine)} runs"
        )


if __name__ == "__main__":
    main()
