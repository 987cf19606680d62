"""Added latency of the OpenAI-compatible endpoint: request written -> first SSE `data:` chunk with text.

The server runs in a child process (its own event loop) over a throwaway embedded PostgreSQL with
the real Memory (MiniLM embedding + pgvector recall over a seeded past session per user) and the
offline responder, so everything on the path except an LLM is measured. N conversations run
concurrently, as a voice platform would: each request resends the whole history plus one new user
turn with `stream: true`, then the conversation pauses (think time, a spoken exchange: 6-12 s by
default) before the next.

The conversations are driven by a lightweight HTTP/1.1 client (h11, uvicorn's own HTTP library, over
raw asyncio streams; one keep-alive connection per conversation) in separate client processes, so
that what is measured is the server's time, not the measuring client's: the clock starts when the
whole request has been handed to the kernel and stops when the first `data:` line with reply text
arrives; the rest of the reply is parsed only after that. Measured in the same run, under the same
load:

- first chunk: request written -> first `data:` chunk carrying reply text (p50/p99), the
  criterion's figure (a chunk without text, or an error event, does not stop the clock);
- floor, round trip: `GET /healthz` on the same connection before each exchange (request written ->
  response complete);
- floor, recall step: `Memory.context` (embedding + the reads and searches of the memory step) for a
  probe user, in the server process, every 0.5 s; and the embedding alone, likewise;
- ratios: first chunk over the recall step, and first chunk minus the recall step (what the HTTP
  endpoint adds on top of the memory step it cannot avoid);
- secondary line, for reference: the same load driven by the official `openai` client (AsyncOpenAI,
  streaming), all conversations in one process, timed from the call to the first content delta as
  that client sees it (its own CPU included).

Each run starts a fresh server; medians and spread (min-max) over --runs are printed, and the
machine's load (`uptime`) and busiest other processes before and after each run.

Example: python bench/openai_endpoint_bench.py --conversations 100 --duration 60 --runs 3 \
    --json bench/results/openai_endpoint.json
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import gc
import json
import multiprocessing as mp
import os
import platform
import random
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from multiprocessing.connection import Connection
from pathlib import Path
from typing import Any

import h11
import psutil  # type: ignore[import-untyped]  # (no stubs installed)

UTTERANCES = [
    "I went hiking with my brother last weekend",
    "work has been stressful because of the product launch",
    "my daughter starts school in September",
    "we adopted a dog from the shelter",
    "I'm planning a trip to see my parents",
]
PAST = ["My brother Tom lives in Denver and loves climbing.", "Our dog is a beagle called Biscuit."]
SECRET = "bench-token-secret-0123456789-abcdefghijkl"
PROBE_USER = "bench-probe-user"
MS = 1000.0


def progress(message: str) -> None:
    print(f"[{time.strftime('%H:%M:%S')}] {message}", file=sys.stderr, flush=True)


def _pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else float("nan")


def _dist(values_s: list[float]) -> dict[str, float]:
    ms = [v * MS for v in values_s]
    return {"n": len(ms), "p50": _pct(ms, 0.5), "p99": _pct(ms, 0.99), "max": max(ms, default=float("nan"))}


def _machine_load() -> dict[str, Any]:
    """`uptime` and the busiest processes (other agents' test runs share this machine)."""
    uptime = subprocess.run(["uptime"], capture_output=True, text=True, check=False).stdout.strip()
    ps = subprocess.run(
        ["ps", "-eo", "pcpu,etimes,args", "--sort=-pcpu"], capture_output=True, text=True, check=False
    )
    return {"uptime": uptime, "busiest": [line.strip()[:100] for line in ps.stdout.splitlines()[1:6]]}


class CpuMeter:
    """CPU seconds (user + system) used by the server process, its PostgreSQL and the clients between
    two snapshots: where the machine's two cores went, per exchange, independent of waiting."""

    def __init__(self, server_pid: int, pgdata: Path) -> None:
        self.server = psutil.Process(server_pid)
        self.pgdata = str(pgdata)
        self.clients: list[psutil.Process] = []

    def _postgres(self) -> list[psutil.Process]:
        for proc in psutil.process_iter(["name", "cmdline"]):
            if proc.info["name"] == "postgres" and self.pgdata in " ".join(proc.info["cmdline"] or ()):
                return [proc, *proc.children(recursive=True)]
        return []

    @staticmethod
    def _cpu(procs: list[psutil.Process]) -> float:
        total = 0.0
        for proc in procs:
            try:
                times = proc.cpu_times()
            except psutil.Error:
                continue  # gone meanwhile (a closed pool connection): its time is not counted
            total += times.user + times.system
        return total

    def snapshot(self) -> dict[str, float]:
        return {
            "server": self._cpu([self.server]),
            "postgres": self._cpu(self._postgres()),
            "client": self._cpu(self.clients),
        }


def _meter_window(
    meter: CpuMeter, cpu: dict[str, dict[str, float]], name: str, start: float, end: float
) -> threading.Thread:
    """A started thread that takes `meter`'s snapshot at `start` and at `end` (wall-clock times) into
    `cpu["<name>_from"]` and `cpu["<name>_until"]`: the CPU spent inside the measured window only."""

    def take() -> None:
        time.sleep(max(0.0, start - time.time()))
        cpu[f"{name}_from"] = meter.snapshot()
        time.sleep(max(0.0, end - time.time()))
        cpu[f"{name}_until"] = meter.snapshot()

    thread = threading.Thread(target=take, daemon=True)
    thread.start()
    return thread


def _cpu_per_exchange(before: dict[str, float], after: dict[str, float], exchanges: int) -> dict[str, float]:
    return {k: (after[k] - before[k]) * MS / max(exchanges, 1) for k in before}


def _recv(conn: Connection, proc: mp.process.BaseProcess, timeout_s: float) -> Any:
    """The next message from a child process; an error at once if the child died, not a hang."""
    deadline = time.monotonic() + timeout_s
    while not conn.poll(0.5):
        if not proc.is_alive():
            raise RuntimeError(f"{proc.name} exited (code {proc.exitcode}) before answering")
        if time.monotonic() > deadline:
            raise TimeoutError(f"{proc.name} did not answer within {timeout_s:g} s")
    return conn.recv()


# ---------------------------------------------------------------------- server process


def _serve(pgdata: str, pipe: Connection, users: int, freeze_off: bool = False) -> None:
    from companion.voice.server import run_server_loop

    # On the event loop `companion serve` runs on (uvloop when installed).
    run_server_loop(_serve_async(Path(pgdata), pipe, users, freeze_off))


async def _serve_async(pgdata: Path, pipe: Connection, users: int, freeze_off: bool = False) -> None:
    from companion.config import Settings
    from companion.memory import Memory
    from companion.recall.embedder import DEFAULT_EMBEDDER, embedder_named
    from companion.store.database import Database, DatabaseConfig
    from companion.voice.responders import OfflineResponder
    from companion.voice.server import freeze_startup_heap, start_server
    from companion.voice.services import Services

    progress("server: embedded PostgreSQL, embedding model, one past session per user")
    db = await Database.open(
        DatabaseConfig(url=None, pgdata=pgdata, delete_embedded_on_exit=True, max_size=20)
    )
    memory = Memory(db, embedder_named(DEFAULT_EMBEDDER))
    for user in [f"bench-user-{i}" for i in range(users)] + [PROBE_USER]:
        past = await memory.start_session(user, "native")
        for text in PAST:
            await memory.record(user, past, "user", text)
        await memory.end_session(user, past)
        await memory.index_session(user, past)
    probe_session = await memory.start_session(PROBE_USER, "native")
    settings = Settings(token_secret=SECRET, session_idle_timeout_s=600, worker_mode="off")
    services = Services(settings=settings, db=db, memory=memory, responder=OfflineResponder())
    server = await start_server(services, host="127.0.0.1", port=0)
    progress(f"server: {server.stack.describe()}")
    if not freeze_off:
        freeze_startup_heap()  # as `companion serve` does
    pipe.send(server.sockets[0].getsockname()[1])

    # Floors, as (wall time, seconds): sliced into the client's phases by the parent.
    embeds: list[tuple[float, float]] = []
    recalls: list[tuple[float, float]] = []
    # Diagnostic: the server's garbage-collector pauses (a stop of the whole event loop).
    gc_pauses: list[tuple[float, float]] = []
    full_gc_pauses: list[tuple[float, float]] = []
    gc_started = [0.0]

    def on_gc(phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            gc_started[0] = time.perf_counter()
        else:
            pause = (time.time(), time.perf_counter() - gc_started[0])
            gc_pauses.append(pause)
            if info["generation"] == 2:
                full_gc_pauses.append(pause)

    async def probe() -> None:
        while True:
            await asyncio.sleep(0.25)
            text = f"{random.choice(UTTERANCES)} {random.random():.6f}"
            started = time.perf_counter()
            await memory.embed([text])
            embeds.append((time.time(), time.perf_counter() - started))
            await asyncio.sleep(0.25)
            text = f"{random.choice(UTTERANCES)} {random.random():.6f}"
            started = time.perf_counter()
            await memory.context(PROBE_USER, probe_session, text)
            recalls.append((time.time(), time.perf_counter() - started))

    loop = asyncio.get_running_loop()
    assert await loop.run_in_executor(None, pipe.recv) == "load"
    gc.callbacks.append(on_gc)
    prober = asyncio.create_task(probe())
    assert await loop.run_in_executor(None, pipe.recv) == "stop"
    prober.cancel()
    gc.callbacks.remove(on_gc)
    pipe.send({"embed": embeds, "recall": recalls, "gc": gc_pauses, "gc_full": full_gc_pauses})
    server.close()
    await server.wait_closed()
    await memory.close()
    await db.close()


# ---------------------------------------------------------------------- lightweight client process


@dataclass
class Samples:
    """(wall time at the request, seconds) per measurement, sliced into phases by the parent."""

    first_chunk: list[tuple[float, float]] = field(default_factory=list)
    round_trip: list[tuple[float, float]] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)


class H11Connection:
    """One keep-alive HTTP/1.1 connection: the request in one write, the response read as it comes."""

    def __init__(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self.reader, self.writer = reader, writer
        self.conn = h11.Connection(h11.CLIENT)

    @classmethod
    async def open(cls, port: int) -> H11Connection:
        return cls(*await asyncio.open_connection("127.0.0.1", port))

    async def exchange(
        self,
        method: str,
        target: str,
        headers: list[tuple[str, str]],
        body: bytes,
        first: Callable[[bytes], bool] | None = None,
    ) -> tuple[int, bytes, float, float | None]:
        """(status, body, seconds from the request written to the response's end, seconds until the
        body so far satisfies `first`, or None)."""
        heads = [("Host", "127.0.0.1"), *headers]
        if body:
            heads.append(("Content-Length", str(len(body))))
        out = self.conn.send(h11.Request(method=method, target=target, headers=heads))
        if body:
            out += self.conn.send(h11.Data(data=body))
        out += self.conn.send(h11.EndOfMessage())
        self.writer.write(out)
        await self.writer.drain()
        sent = time.perf_counter()
        status, chunks, first_at = 0, bytearray(), None
        while True:
            event = self.conn.next_event()
            if event is h11.NEED_DATA:
                data = await self.reader.read(65536)
                self.conn.receive_data(data)
                continue
            if isinstance(event, h11.Response):
                status = event.status_code
            elif isinstance(event, h11.Data):
                chunks += event.data
                if first_at is None and first is not None and first(bytes(chunks)):
                    first_at = time.perf_counter() - sent
            elif isinstance(event, h11.EndOfMessage):
                done = time.perf_counter() - sent
                self.conn.start_next_cycle()
                return status, bytes(chunks), done, first_at
            elif isinstance(event, h11.ConnectionClosed):
                raise ConnectionError("the server closed the connection")

    @property
    def reusable(self) -> bool:
        """False once the server has closed the idle connection (its keep-alive timeout)."""
        return not self.reader.at_eof() and self.conn.our_state is h11.IDLE

    def close(self) -> None:
        self.writer.close()


def _has_content(sse: bytes) -> bool:
    """Whether the stream so far holds a chunk with reply text: the first *content* chunk stops the
    clock, not any `data:` line (an error event, or a chunk without text, would not be speech)."""
    if b"data: " not in sse:
        return False
    for line in sse.decode(errors="replace").splitlines():
        if line.startswith("data: {"):
            with contextlib.suppress(ValueError, LookupError, TypeError, AttributeError):
                if json.loads(line[6:])["choices"][0]["delta"].get("content"):
                    return True
    return False


def _reply_text(sse: bytes) -> str:
    parts = []
    for line in sse.decode().splitlines():
        if line.startswith("data: ") and line != "data: [DONE]":
            parts.append(json.loads(line[6:])["choices"][0]["delta"].get("content") or "")
    return "".join(parts)


async def _light_conversation(
    port: int, user: str, conv: str, until: float, think: tuple[float, float], out: Samples
) -> None:
    from companion.voice.tokens import issue_token

    token = issue_token(SECRET, user, now=time.time(), ttl_s=3600)
    headers = [
        ("Authorization", f"Bearer {token}"),
        ("X-Conversation-Id", conv),
        ("Content-Type", "application/json"),
    ]
    history: list[dict[str, str]] = [{"role": "system", "content": "You are a warm companion."}]
    await asyncio.sleep(random.uniform(0, think[1]))  # spread the conversations' starts
    http = await H11Connection.open(port)
    try:
        n = 0
        while time.time() < until:
            if not http.reusable:  # reconnect, as a platform's HTTP client would (not timed)
                http.close()
                http = await H11Connection.open(port)
            at = time.time()
            status, _, took, _ = await http.exchange("GET", "/healthz", [], b"")
            if status != 200:
                out.errors.append(f"healthz status {status}")
                return
            out.round_trip.append((at, took))
            history.append({"role": "user", "content": f"{random.choice(UTTERANCES)} ({n})"})
            body = json.dumps({"model": "companion", "messages": history, "stream": True}).encode()
            at = time.time()
            status, sse, _, first = await http.exchange(
                "POST", "/v1/chat/completions", headers, body, _has_content
            )
            if status != 200 or first is None:
                out.errors.append(f"completion status {status}, first chunk {first}")
                return
            out.first_chunk.append((at, first))
            history.append({"role": "assistant", "content": _reply_text(sse)})
            n += 1
            await asyncio.sleep(random.uniform(*think))
    except (OSError, h11.ProtocolError) as exc:
        out.errors.append(repr(exc))
    finally:
        http.close()


def _light_client(
    port: int, indices: list[int], tag: str, until: float, think: tuple[float, float], pipe: Connection
) -> None:
    out = Samples()

    async def run() -> None:
        await asyncio.gather(
            *(_light_conversation(port, f"bench-user-{i}", f"{tag}{i}", until, think, out) for i in indices)
        )

    asyncio.run(run())
    pipe.send(out)


# ---------------------------------------------------------------------- the official client (reference)


async def _openai_conversation(
    http: Any, port: int, user: str, conv: str, until: float, think: tuple[float, float], out: Samples
) -> None:
    import openai

    from companion.voice.tokens import issue_token

    token = issue_token(SECRET, user, now=time.time(), ttl_s=3600)
    client = openai.AsyncOpenAI(
        base_url=f"http://127.0.0.1:{port}/v1",
        api_key=token,
        default_headers={"X-Conversation-Id": conv},
        max_retries=0,
        timeout=30,
        http_client=http,  # one connection pool for every conversation, as one platform process has
    )
    history: list[Any] = [{"role": "system", "content": "You are a warm companion."}]
    await asyncio.sleep(random.uniform(0, think[1]))
    try:
        n = 0
        while time.time() < until:
            history.append({"role": "user", "content": f"{random.choice(UTTERANCES)} ({n})"})
            at, started = time.time(), time.perf_counter()
            reply: list[str] = []
            stream = await client.chat.completions.create(model="companion", messages=history, stream=True)
            async for part in stream:
                delta = part.choices[0].delta.content if part.choices else None
                if delta:
                    if not reply:
                        out.first_chunk.append((at, time.perf_counter() - started))
                    reply.append(delta)
            history.append({"role": "assistant", "content": "".join(reply)})
            n += 1
            await asyncio.sleep(random.uniform(*think))
    except openai.OpenAIError as exc:
        out.errors.append(repr(exc))


async def _openai_load(port: int, n: int, tag: str, until: float, think: tuple[float, float]) -> Samples:
    import openai

    out = Samples()
    async with openai.DefaultAsyncHttpxClient() as http:
        await asyncio.gather(
            *(
                _openai_conversation(http, port, f"bench-user-{i}", f"{tag}{i}", until, think, out)
                for i in range(n)
            )
        )
    return out


# ---------------------------------------------------------------------- one run


def _within(samples: list[tuple[float, float]], start: float, end: float) -> list[float]:
    return [took for at, took in samples if start <= at < end]


def _run(args: argparse.Namespace, run: int) -> dict[str, Any]:
    ctx = mp.get_context("spawn")
    ours, theirs = ctx.Pipe()
    n, think = args.conversations, tuple(args.think)
    with tempfile.TemporaryDirectory(prefix="companion-openai-bench-") as tmp:
        server = ctx.Process(target=_serve, args=(str(Path(tmp) / "pgdata"), theirs, n, args.no_gc_freeze))
        server.start()
        clients: list[tuple[mp.process.BaseProcess, Connection]] = []
        try:
            port = _recv(ours, server, 300)
            before = _machine_load()
            ours.send("load")
            # The lightweight clients: conversations split over --client-processes processes.
            begin = time.time()
            measured_from = begin + args.warmup
            light_until = measured_from + args.duration
            progress(
                f"run {run}: {n} conversations (lightweight client, {args.client_processes} processes), "
                f"{args.warmup:g} s warm-up + {args.duration:g} s"
            )
            for c in range(args.client_processes):
                mine, theirs_c = ctx.Pipe()
                indices = list(range(c, n, args.client_processes))
                proc = ctx.Process(
                    target=_light_client, args=(port, indices, f"r{run}-c", light_until, think, theirs_c)
                )
                proc.start()
                clients.append((proc, mine))
            assert server.pid is not None  # started above
            meter = CpuMeter(server.pid, Path(tmp) / "pgdata")
            meter.clients = [psutil.Process(proc.pid) for proc, _ in clients]
            cpu: dict[str, dict[str, float]] = {}

            metering = _meter_window(meter, cpu, "light", measured_from, light_until)
            light = Samples()
            for client, mine in clients:
                part: Samples = _recv(mine, client, args.warmup + args.duration + 120)
                client.join(30)
                light.first_chunk += part.first_chunk
                light.round_trip += part.round_trip
                light.errors += part.errors
            metering.join()
            light_end = time.time()
            official = Samples()
            official_from = official_until = light_end
            if args.openai_duration > 0:
                progress(
                    f"run {run}: the same load through the official openai client, "
                    f"{args.warmup:g} s warm-up + {args.openai_duration:g} s"
                )
                import openai.types.chat  # noqa: F401  (seconds to import: before the clock, not in the window)

                official_from = time.time() + args.warmup
                official_until = official_from + args.openai_duration
                meter.clients = [psutil.Process()]

                metering = _meter_window(meter, cpu, "official", official_from, official_until)
                official = asyncio.run(_openai_load(port, n, f"r{run}-o", official_until, think))
                metering.join()
            after = _machine_load()
            ours.send("stop")
            floors: dict[str, list[tuple[float, float]]] = _recv(ours, server, 120)
            server.join(60)
        finally:
            for child in [server, *(p for p, _ in clients)]:
                if child.is_alive():
                    child.terminate()

    def window(samples: list[tuple[float, float]], start: float, end: float) -> dict[str, float]:
        return _dist(_within(samples, start, end))

    first = window(light.first_chunk, measured_from, light_until)
    recall = window(floors["recall"], measured_from, light_until)
    gc_window = _within(floors["gc"], measured_from, light_until)
    full_gc_window = _within(floors["gc_full"], measured_from, light_until)
    official_first = window(official.first_chunk, official_from, official_until)
    return {
        "cpu_ms_per_exchange": _cpu_per_exchange(cpu["light_from"], cpu["light_until"], int(first["n"])),
        "openai_client_cpu_ms_per_exchange": (
            _cpu_per_exchange(cpu["official_from"], cpu["official_until"], int(official_first["n"]))
            if "official_from" in cpu
            else {}
        ),
        "first_chunk_ms": first,
        "floor_round_trip_ms": window(light.round_trip, measured_from, light_until),
        "floor_recall_step_ms": recall,
        "floor_embed_ms": window(floors["embed"], measured_from, light_until),
        "ratio_first_chunk_over_recall": {q: first[q] / recall[q] for q in ("p50", "p99")},
        "first_chunk_minus_recall_ms": {q: first[q] - recall[q] for q in ("p50", "p99")},
        "server_gc_pauses": {
            "n": len(gc_window),
            "max_ms": max(gc_window, default=0.0) * MS,
            "total_ms": sum(gc_window) * MS,
            "full_n": len(full_gc_window),
            "full_max_ms": max(full_gc_window, default=0.0) * MS,
        },
        "openai_client_first_chunk_ms": official_first,
        "errors": len(light.errors) + len(official.errors),
        "error_samples": (light.errors + official.errors)[:5],
        "load_before": before,
        "load_after": after,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--conversations", type=int, default=100)
    parser.add_argument("--duration", type=float, default=60.0, help="seconds of measured load per run")
    parser.add_argument("--warmup", type=float, default=15.0)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--client-processes", type=int, default=2)
    parser.add_argument(
        "--openai-duration", type=float, default=30.0, help="seconds of the official client's run (0: none)"
    )
    parser.add_argument(
        "--no-gc-freeze", action="store_true", help="serve without freeze_startup_heap (the before figure)"
    )
    parser.add_argument("--think", type=float, nargs=2, default=(6.0, 12.0), metavar=("MIN", "MAX"))
    parser.add_argument("--json", type=Path, help="write the results here")
    args = parser.parse_args(argv)
    if not 1 <= args.conversations <= 1000 or not 1 <= args.runs <= 10 or not 1 <= args.client_processes <= 8:
        parser.error("bounded: conversations 1-1000, runs 1-10, client processes 1-8")
    machine = {"platform": platform.platform(), "python": platform.python_version(), "cpus": os.cpu_count()}
    print(f"machine: {machine['platform']}, {machine['cpus']} CPUs, Python {machine['python']}")
    runs = []
    for r in range(1, args.runs + 1):
        result = _run(args, r)
        runs.append(result)
        f, o = result["first_chunk_ms"], result["openai_client_first_chunk_ms"]
        rt, rc, em = result["floor_round_trip_ms"], result["floor_recall_step_ms"], result["floor_embed_ms"]
        ratio = result["ratio_first_chunk_over_recall"]
        print(
            f"run {r}: first chunk p50 {f['p50']:.1f} / p99 {f['p99']:.1f} ms "
            f"(n {f['n']}, max {f['max']:.1f}); "
            f"healthz {rt['p50']:.1f} / {rt['p99']:.1f}; recall step {rc['p50']:.1f} / {rc['p99']:.1f}; "
            f"embedding {em['p50']:.1f} / {em['p99']:.1f}; "
            f"first chunk / recall step {ratio['p50']:.2f}x / {ratio['p99']:.2f}x; "
            f"openai client {o['p50']:.1f} / {o['p99']:.1f} ms (n {o['n']}); "
            f"server gc max {result['server_gc_pauses']['max_ms']:.1f} ms "
            f"(full collections {result['server_gc_pauses']['full_n']}, "
            f"max {result['server_gc_pauses']['full_max_ms']:.1f} ms); errors {result['errors']}",
            flush=True,
        )
        c, oc = result["cpu_ms_per_exchange"], result["openai_client_cpu_ms_per_exchange"]
        print(
            "  CPU ms per exchange: "
            + ", ".join(f"{k} {v:.1f}" for k, v in c.items())
            + ("; with the openai client: " + ", ".join(f"{k} {v:.1f}" for k, v in oc.items()) if oc else ""),
            flush=True,
        )
        print(f"  load before: {result['load_before']['uptime']}", flush=True)
        print(f"  load after:  {result['load_after']['uptime']}", flush=True)
        for sample in result["error_samples"]:
            print(f"  error: {sample}")

    metrics: dict[str, Callable[[dict[str, Any]], float]] = {
        "first_chunk_p50_ms": lambda r: r["first_chunk_ms"]["p50"],
        "first_chunk_p99_ms": lambda r: r["first_chunk_ms"]["p99"],
        "healthz_p50_ms": lambda r: r["floor_round_trip_ms"]["p50"],
        "healthz_p99_ms": lambda r: r["floor_round_trip_ms"]["p99"],
        "recall_step_p50_ms": lambda r: r["floor_recall_step_ms"]["p50"],
        "recall_step_p99_ms": lambda r: r["floor_recall_step_ms"]["p99"],
        "embed_p50_ms": lambda r: r["floor_embed_ms"]["p50"],
        "embed_p99_ms": lambda r: r["floor_embed_ms"]["p99"],
        "ratio_p50": lambda r: r["ratio_first_chunk_over_recall"]["p50"],
        "ratio_p99": lambda r: r["ratio_first_chunk_over_recall"]["p99"],
        "openai_client_p50_ms": lambda r: r["openai_client_first_chunk_ms"]["p50"],
        "openai_client_p99_ms": lambda r: r["openai_client_first_chunk_ms"]["p99"],
        "server_cpu_ms_per_exchange": lambda r: r["cpu_ms_per_exchange"]["server"],
        "postgres_cpu_ms_per_exchange": lambda r: r["cpu_ms_per_exchange"]["postgres"],
        "client_cpu_ms_per_exchange": lambda r: r["cpu_ms_per_exchange"]["client"],
        "openai_client_cpu_ms_per_exchange": lambda r: r["openai_client_cpu_ms_per_exchange"].get(
            "client", float("nan")
        ),
    }
    summary = {
        name: {
            "median": statistics.median(get(r) for r in runs),
            "min": min(get(r) for r in runs),
            "max": max(get(r) for r in runs),
        }
        for name, get in metrics.items()
    }
    print("median over runs (min-max):")
    for name, v in summary.items():
        print(f"  {name:>22}: {v['median']:7.2f}  ({v['min']:.2f}-{v['max']:.2f})")
    met = summary["first_chunk_p99_ms"]["median"] <= 50 and all(r["errors"] == 0 for r in runs)
    print(f"target (first chunk p99 <= 50 ms, median over runs; 0 errors): {'met' if met else 'NOT met'}")
    if args.json:
        args.json.write_text(
            json.dumps(
                {
                    "bench": " ".join(["bench/openai_endpoint_bench.py", *(argv or sys.argv[1:])]),
                    "machine": machine,
                    "args": vars(args) | {"json": str(args.json)},
                    "runs": runs,
                    "summary": summary,
                },
                indent=2,
            )
        )
    return 0 if all(r["errors"] == 0 for r in runs) else 1


if __name__ == "__main__":
    raise SystemExit(main())
