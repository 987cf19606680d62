"""Voice subcommands: `serve`, `worker`, `jobs`, `token`.

`serve` is the composition of the realtime half: Memory (database + embedder), the responder
(Claude with a key, else the labelled offline placeholder), review, and by default a supervised
child process running the job worker for session-end processing (`companion_worker_process`);
`companion worker` runs the same loop on its own.
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

from companion.cli.inputs import user_id_arg
from companion.config import Settings
from companion.errors import ConfigError
from companion.store import jobs
from companion.store.database import Database, DatabaseConfig
from companion.voice.tokens import issue_token
from companion.worker_process import READY_LINE, WORKER_NICENESS, WorkerProcess, watch_parent

__all__ = ["build_responder", "register"]


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
    p.set_defaults(handler=_serve)

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


def build_responder(settings: Settings) -> Any:
    """Claude when ANTHROPIC_API_KEY is set, else the offline placeholder."""
    if settings.has_claude:
        from companion.voice.claude_responder import ClaudeResponder

        assert settings.anthropic_api_key is not None
        return ClaudeResponder(
            settings.anthropic_api_key, model=settings.reply_model, timeout_s=settings.llm_timeout_s
        )
    from companion.voice.responders import OfflineResponder

    return OfflineResponder()


def _token(args: argparse.Namespace, settings: Settings) -> int:
    ttl = args.ttl if args.ttl is not None else settings.token_ttl_s
    print(issue_token(settings.token_secret, args.user, now=time.time(), ttl_s=ttl))
    return 0


@asynccontextmanager
async def _memory(settings: Settings, *, background: bool = False) -> AsyncIterator[Any]:
    from companion.memory import Memory

    memory = await Memory.open(settings, backend_niceness=WORKER_NICENESS if background else None)
    try:
        yield memory
    finally:
        await memory.close()


def _handlers(memory: Any, settings: Settings) -> dict[str, Any]:
    from companion.app import build_proposer, build_write_policy
    from companion.pipeline import JOB_KIND, session_job_handler

    return {JOB_KIND: session_job_handler(memory, build_proposer(settings), build_write_policy(settings))}


def _orphan_after_s(settings: Settings) -> int:
    # Twice the idle timeout: a live connection ends its own idle session first; only sessions
    # whose end was never recorded (server killed, database down too long) are left to the sweep.
    # A minute at least (the sweep function refuses less; live connections beat every 30 s).
    return max(60, int(2 * settings.session_idle_timeout_s))


def _stop_on_signals() -> asyncio.Event:
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        with contextlib.suppress(NotImplementedError):
            loop.add_signal_handler(sig, stop.set)
    return stop


async def _serve(args: argparse.Namespace, settings: Settings) -> int:
    from companion.voice.ports import StoreReview
    from companion.voice.server import Services, start_server
    from companion.worker import Worker

    _require_strong_secret(settings)
    host = args.host or settings.host
    port = settings.port if args.port is None else args.port
    mode = "off" if args.no_worker else settings.worker_mode
    async with _memory(settings) as memory:
        worker = None
        child: WorkerProcess | None = None
        on_job_queued: Callable[[], None] = lambda: None  # noqa: E731 - nothing to wake
        if mode == "inline":
            worker = Worker(memory.db, _handlers(memory, settings), sweep_idle_s=_orphan_after_s(settings))
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
        bound = next(iter(server.sockets)).getsockname()[:2]
        kind = "claude " + settings.reply_model if settings.has_claude else "offline placeholder"
        print(
            f"companion voice server on http://{bound[0]}:{bound[1]}/  (ws: /ws; responder: {kind})",
            flush=True,
        )
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
    from companion.worker import Worker

    if args.background:
        os.nice(WORKER_NICENESS)
    async with _memory(settings, background=args.background) as memory:
        worker = Worker(memory.db, _handlers(memory, settings), sweep_idle_s=_orphan_after_s(settings))
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
    db = await Database.open(
        DatabaseConfig(url=settings.database_url, pgdata=settings.pgdata, app_url=settings.app_database_url)
    )
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
