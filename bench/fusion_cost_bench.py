"""What the fusion costs per exchange: this code's fuse_chunks against another checkout's, alternated.

    PYTHONPATH=. .venv/bin/python bench/fusion_cost_bench.py --baseline /work/main [--calls 2000 --runs 5]

The candidates are generated, shaped like the development split's (bench/recall_dump.py on it:
87 candidates per question at the median, 50-99; 26% of them end with a question; 6 question and
answer pairs among them at the median): `--candidates` chunks of one-turn chunks in sessions of 20
turns, a vector rank each, a text rank for 60% of them, every `--asking`-th text a question. Each
call fuses one list for k = 5 with the product's FusionParams(). The two versions alternate call
by call on the same lists, so both see the same machine load; reported: p50 and p95 per version
over all calls, per-run p50 (the spread) and the difference of the p50s. The floor in the same
run: sorting the candidates by distance (what any ranking does at least).
"""

from __future__ import annotations

import argparse
import importlib.util
import random
import statistics
import sys
import time
import uuid
from datetime import UTC, datetime, timedelta
from pathlib import Path
from types import ModuleType
from typing import Any

from companion.model import SessionId
from companion.model.recall import ChunkCandidate
from companion.recall import search


def _load(checkout: Path) -> ModuleType:
    """companion/recall/search.py of another checkout, as its own module (its imports resolve to
    this checkout's companion package: the value types are the same)."""
    path = checkout / "companion" / "recall" / "search.py"
    spec = importlib.util.spec_from_file_location("baseline_search", path)
    if spec is None or spec.loader is None:
        raise SystemExit(f"cannot load {path}")
    module = importlib.util.module_from_spec(spec)
    sys.modules["baseline_search"] = module
    spec.loader.exec_module(module)
    return module


def candidates(rng: random.Random, n: int, asking: int) -> list[ChunkCandidate]:
    sessions = [SessionId(uuid.UUID(int=rng.getrandbits(128))) for _ in range(8)]
    start = datetime(2026, 1, 1, tzinfo=UTC)
    picked = rng.sample([(s, seq) for s in range(len(sessions)) for seq in range(20)], n)
    out = []
    for rank, (s, seq) in enumerate(picked, 1):
        text = "[Session of 1 June 2026]\nDana: " + (
            "how did it go?" if rank % asking == 0 else "it went well."
        )
        out.append(
            ChunkCandidate(
                id=uuid.UUID(int=rng.getrandbits(128)),
                session_id=sessions[s],
                seq_from=seq,
                text=text,
                spoken_at=start + timedelta(days=s, minutes=seq),
                distance=0.25 + 0.6 * rng.random(),
                vector_rank=rank,
                text_rank=rng.randint(1, 50) if rng.random() < 0.6 else None,
                text_score=None,
                roles=("user",),
                coverage=rng.random() * 0.8,
            )
        )
    return out


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--baseline", type=Path, required=True, help="another checkout (e.g. /work/main)")
    parser.add_argument("--calls", type=int, default=2000, help="calls per version per run")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--candidates", type=int, default=87)
    parser.add_argument("--asking", type=int, default=4, help="every n-th candidate ends with a question")
    args = parser.parse_args()
    baseline = _load(args.baseline)
    params_new, params_old = search.FusionParams(), baseline.FusionParams()
    rng = random.Random(15)
    lists = [candidates(rng, args.candidates, args.asking) for _ in range(200)]
    times: dict[str, list[float]] = {"this code": [], "baseline": [], "floor (sort by distance)": []}
    per_run: dict[str, list[float]] = {k: [] for k in times}
    fns: dict[str, Any] = {
        "this code": lambda c: search.fuse_chunks(c, 5, params_new),
        "baseline": lambda c: baseline.fuse_chunks(c, 5, params_old),
        "floor (sort by distance)": lambda c: sorted(c, key=lambda x: x.distance)[:5],
    }
    for run in range(args.runs):
        run_times: dict[str, list[float]] = {k: [] for k in times}
        for call in range(args.calls):
            found = lists[call % len(lists)]
            order = list(fns) if (call + run) % 2 == 0 else list(reversed(fns))
            for name in order:
                t0 = time.perf_counter()
                fns[name](found)
                run_times[name].append((time.perf_counter() - t0) * 1e6)
        for name, ts in run_times.items():
            times[name].extend(ts)
            per_run[name].append(statistics.median(ts))
    shape = f"{args.candidates} candidates, k = 5, {args.runs} runs x {args.calls} calls"
    print(f"fuse_chunks, {shape}, microseconds")
    print("| version | p50 | p95 | per-run p50 |")
    print("|---|---:|---:|---|")
    for name, ts in times.items():
        qs = statistics.quantiles(ts, n=20)
        runs = ", ".join(f"{x:.0f}" for x in per_run[name])
        print(f"| {name} | {statistics.median(ts):.0f} | {qs[18]:.0f} | {runs} |")
    diff = statistics.median(times["this code"]) - statistics.median(times["baseline"])
    print(f"this code - baseline, p50: {diff:+.0f} us")


if __name__ == "__main__":
    main()
