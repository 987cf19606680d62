"""Voice subcommands: `serve`, `worker`, `jobs`, `token`.

`serve` puts together the realtime half from what the composition root (companion.app) builds:
Memory (database + embedder), the responder (Claude with a key, else the labelled offline
placeholder), review, and by default a supervised child process running the job worker for
session-end processing (`companion.worker_process`); `companion worker` runs the same loop on its own.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import errno
import json
import os
import signal
import sys
import time
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from typing import Any

from companion.app import build_responder, build_worker, open_database, open_memory
from companion.cli.inputs import user_id_arg
from companion.config import Settings
from companion.errors import ConfigError
from companion.store import jobs
from companion.voice.ports import StoreReview
from companion.voice.server import freeze_startup_heap, run_server_loop, start_server
from companion.voice.services import Services
from companion.voice.tokens import issue_token
from companion.worker_process import READY_LINE, WORKER_NICENESS, WorkerProcess, watch_parent

__all__ = ["register"]


def register(sub: argparse._SubParsersAction[Any]) -> None:
    p = sub.add_parser(
        "serve",
        help="run the voice server (native protocol, Retell, OpenAI-compatible endpoint, browser client)",
    )
    p.add_argument("--host", help="interface to bind (default COMPANION_HOST or 127.0.0.1)")
    p.add_argument("--port", type=int, help="port (default COMPANION_PORT or 8765; 0 picks a free one)")
    p.add_argument(
        "--no-worker", action="store_true", help="run no session-end worker (run `companion worker` yourself)"
    )
    p.set_defaults(handler=_serve_on_chosen_loop)

    p = sub.add_parser("worker", help="run session-end jobs (several workers may run at once)")
    p.add_argument("--once", action="store_true", help="run the jobs due now, then exit")
    p.add_argument(
        "--background",
        action="store_true",
        help="as serve's child: lower priority, wake on SIGUSR1, stop when the parent exits",
    )
    p.set_defaults(handler=_worker)

    p = sub.add_parser("jobs", help="list session-end jobs and their state (all users)")
    p.add_argument("--state", choices=jobs.JOB_STATES, help="only jobs in this state")
    p.add_argument("--limit", type=int, default=50)
    p.add_argument("--json", action="store_true", help="one JSON object per job")
    p.set_defaults(handler=_jobs)

    p = sub.add_parser("token", help="issue a signed voice token for USER (needs COMPANION_TOKEN_SECRET)")
    p.add_argument("user", type=user_id_arg, help="the user id")
    p.add_argument("--ttl", type=int, help="seconds until it expires (default COMPANION_TOKEN_TTL_S)")
    p.set_defaults(handler=_token)


# Tokens are HMAC-signed: a secret shorter than a SHA-256 block's worth of entropy can be guessed.
SERVE_MIN_SECRET_BYTES = 32
_MAKE_ONE = "make one with: python -c 'import secrets; print(secrets.token_urlsafe(32))'"


def _require_strong_secret(settings: Settings) -> None:
    secret = settings.token_secret
    if not secret:
        raise ConfigError(f"serve needs COMPANION_TOKEN_SECRET (tokens are signed with it); {_MAKE_ONE}")
    if len(secret.encode()) < SERVE_MIN_SECRET_BYTES:
        raise ConfigError(
            f"COMPANION_TOKEN_SECRET has {len(secret.encode())} bytes; serve needs at least"
            f" {SERVE_MIN_SECRET_BYTES}: {_MAKE_ONE}"
        )


def _token(args: argparse.Namespace, settings: Settings) -> int:
    ttl = args.ttl if args.ttl is not None else settings.token_ttl_s
    print(issue_token(settings.token_secret, args.user, now=time.time(), ttl_s=ttl))
    return 0


@asynccontextmanager
async def _memory(
    settings: Settings, *, background: bool = False, index_workers: int = 1
) -> AsyncIterator[Any]:
    memory = await open_memory(
        settings,
        backend_niceness=WORKER_NICENESS if background else None,
        index_workers=index_workers,
    )
    try:
        yield memory
    finally:
        await memory.close()


def _stop_on_signals() -> asyncio.Event:
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        with contextlib.suppress(NotImplementedError):
            loop.add_signal_handler(sig, stop.set)
    return stop


def _serve_on_chosen_loop(args: argparse.Namespace, settings: Settings) -> int:
    """`companion serve` runs on uvloop when it is installed (voice/server.py, `Stack`)."""
    return run_server_loop(_serve(args, settings))


async def _serve(args: argparse.Namespace, settings: Settings) -> int:
    _require_strong_secret(settings)
    host = args.host or settings.host
    port = settings.port if args.port is None else args.port
    mode = "off" if args.no_worker else settings.worker_mode
    async with _memory(settings) as memory:
        worker = None
        child: WorkerProcess | None = None
        on_job_queued: Callable[[], None] = lambda: None  # noqa: E731 - nothing to wake
        if mode == "inline":
            worker = build_worker(memory, settings)
            on_job_queued = worker.wake
        elif mode == "process":
            # Started after the database is up and migrated, so the child only attaches to it.
            child = WorkerProcess()
            await child.start()
            on_job_queued = child.wake
        services = Services(
            settings=settings,
            db=memory.db,
            memory=memory,
            responder=build_responder(settings),
            review=StoreReview(memory.db),
            on_job_queued=on_job_queued,
        )
        try:
            server = await start_server(services, host=host, port=port)
        except OSError as exc:
            if child is not None:
                await child.stop()
            raise ConfigError(
                f"cannot listen on {host}:{port}: {exc.strerror or exc}"
                + (
                    "; the port is in use: choose another with --port or COMPANION_PORT"
                    if exc.errno == errno.EADDRINUSE
                    else ""
                )
            ) from exc
        freeze_startup_heap()
        bound = next(iter(server.sockets)).getsockname()[:2]
        kind = "claude " + settings.reply_model if settings.has_claude else "offline placeholder"
        print(
            f"companion voice server on http://{bound[0]}:{bound[1]}/  (ws: /ws; responder: {kind})",
            flush=True,
        )
        print(server.stack.describe(), flush=True)
        if settings.retell_secret:
            print(f"retell endpoint: ws://{bound[0]}:{bound[1]}/retell/<secret>/{{call_id}}", flush=True)
        print(
            f"openai-compatible: http://{bound[0]}:{bound[1]}/v1/chat/completions (bearer: a user token)",
            flush=True,
        )
        stop = _stop_on_signals()
        worker_task = asyncio.create_task(worker.run(stop)) if worker else None
        await stop.wait()
        server.close()
        await server.wait_closed()
        if worker_task is not None:
            await worker_task
        if child is not None:
            await child.stop()
    return 0


async def _worker(args: argparse.Namespace, settings: Settings) -> int:
    if args.background:
        os.nice(WORKER_NICENESS)
    # A worker process has no realtime calls of its own: its session-end embedding may run several
    # calls at once where cores are free (COMPANION_INDEX_WORKERS; at nice 10 as serve's child).
    async with _memory(settings, background=args.background, index_workers=settings.index_workers) as memory:
        worker = build_worker(memory, settings)
        if args.background:
            stop = _stop_on_signals()
            asyncio.get_running_loop().add_signal_handler(signal.SIGUSR1, worker.wake)
            print(READY_LINE, flush=True)
            watcher = asyncio.create_task(watch_parent(stop))
            await worker.run(stop)
            watcher.cancel()
        elif args.once:
            while await worker.run_once():
                pass
        else:
            print(f"worker {worker.worker_id} running; Ctrl-C to stop", flush=True)
            await worker.run(_stop_on_signals())
        print(f"processed {worker.processed} job(s), {worker.failed} failed attempt(s)", file=sys.stderr)
    return 0


async def _jobs(args: argparse.Namespace, settings: Settings) -> int:
    db = await open_database(settings)
    try:
        # The owner sees every user's queue (jobs RLS is not forced); this is an operator's view.
        async with db.owner() as conn:
            listed = await jobs.list_jobs(conn, state=args.state, limit=args.limit)
    finally:
        await db.close()
    for job in listed:
        if args.json:
            row = {
                "id": str(job.id),
                "user_id": job.user_id,
                "kind": job.kind,
                "dedup_key": job.dedup_key,
                "state": job.state,
                "attempts": job.attempts,
                "max_attempts": job.max_attempts,
                "run_after": job.run_after.isoformat(),
                "last_error": job.last_error,
                "updated_at": job.updated_at.isoformat(),
            }
            print(json.dumps(row))
        else:
            error = f"  {job.last_error}" if job.last_error else ""
            print(
                f"{job.updated_at:%Y-%m-%d %H:%M:%S}  {job.state:<7} {job.attempts}/{job.max_attempts}"
                f"  {job.kind:<16} {job.user_id:<20} {job.dedup_key}{error}"
            )
    if not listed and not args.json:
        print("no jobs")
    return 0
