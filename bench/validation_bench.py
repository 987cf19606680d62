"""Throughput and per-candidate latency of companion.validation (the truth gate), one core.

    .venv/bin/python bench/validation_bench.py [--runs 5] [--sessions 200] [--per-session 20]
        [--workload W] [--json FILE]

Workloads:
    synthetic  (default) generated transcripts (invented vocabulary, seeded): 12 messages of 25-45
               words, half the user turns with fillers and stutters, 20 candidates per session
               with 10-30 word quotes: 70% grounded, 30% adversarial (wrong index, assistant
               quote, changed number). Every session has its own messages; a session's
               candidates share them (~3.3 candidates per cited user turn), as a session-end
               batch from one transcript does. `--per-session 1` keeps one candidate per session
               (use `--sessions 2000`): every candidate on a transcript of its own, the per-message
               readings never reused (the cold case).
    voice      the project's own speech-to-text style conversations
               (tests/data/validation/voice/*.jsonl, 1,500+ cases written for the project): one
               candidate per conversation, so every candidate pays for canonicalising and
               analysing its whole transcript (the worst case for the per-message caches).

Each run clears every per-text cache, so each message, quote and fact is canonicalised and
analysed once per run, as in production. The floor, measured in the same run over the same
candidates: a bare exact-substring check (the quote in its indexed message), the least any
validator must do. p99 is the latency of one candidate validated alone, its transcript's
caches warm for `synthetic` (the session's messages were just canonicalised), cold for `voice`.
The machine load (`uptime`) is printed before and after: the figures mean little without it.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import random
import statistics
import subprocess
import time
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from companion.model import Candidate, Message
from companion.validation import normalize, validate

_WORDS = [
    "garden",
    "bicycle",
    "kitchen",
    "river",
    "morning",
    "weekend",
    "coffee",
    "guitar",
    "painting",
    "market",
    "library",
    "bakery",
    "village",
    "mountain",
    "project",
    "recipe",
    "journal",
    "harbour",
    "lantern",
    "meadow",
    "orchard",
    "pottery",
    "violin",
    "sketch",
    "train",
    "museum",
    "festival",
    "blanket",
    "candle",
    "picnic",
    "hiking",
    "climbing",
    "sailing",
    "reading",
    "baking",
    "planting",
]
_VERBS = [
    "love",
    "enjoy",
    "visit",
    "build",
    "paint",
    "cook",
    "fix",
    "carry",
    "share",
    "finish",
    "plan",
    "start",
]
_GLUE = ["the", "a", "my", "our", "to", "with", "and", "at", "in", "on", "for", "every"]
_FILLERS = ("um", "uh", "you know", "I mean", "like")


def _sentence(rng: random.Random, n: int) -> str:
    out = ["I"]
    while len(out) < n:
        out.append(rng.choice(_VERBS) if len(out) % 4 == 1 else rng.choice(_GLUE + _WORDS + _WORDS))
        if rng.random() < 0.08:
            out.append(str(rng.randint(2, 90)))
    return " ".join(out) + "."


def _noisy(text: str, rng: random.Random) -> str:
    out: list[str] = []
    for w in text.split():
        if rng.random() < 0.06:
            out.append(rng.choice(_FILLERS))
        out.append(w)
        if rng.random() < 0.03:
            out.append(w)
    return " ".join(out)


def make_sessions(n: int, seed: int) -> list[tuple[list[Message], list[Candidate]]]:
    rng = random.Random(seed)
    ts = datetime(2024, 3, 6, 18, 30, tzinfo=UTC)
    sessions = []
    for _ in range(n):
        clean = [_sentence(rng, rng.randint(25, 45)) for _ in range(12)]
        msgs = [
            Message(
                role="user" if i % 2 == 0 else "assistant",
                content=_noisy(c, rng) if i % 2 == 0 and rng.random() < 0.5 else c,
                timestamp=ts,
            )
            for i, c in enumerate(clean)
        ]
        cands = []
        for k in range(20):
            idx = rng.randrange(0, 12, 2)
            words = clean[idx].rstrip(".").split()
            length = rng.randint(10, min(30, len(words)))
            start = rng.randint(0, len(words) - length)
            quote = " ".join(words[start : start + length])
            kind = k % 10
            if kind == 7:
                idx = idx + 1  # assistant turn
            elif kind == 8:
                idx = (idx + 2) % 12  # another user turn
            elif kind == 9:
                quote = quote.replace(words[start + 1], "9999", 1)
            text = "User says they " + " ".join(w for w in words[start : start + length][:8] if w != "I")
            cands.append(Candidate(text=text, supporting_quote=quote, source_message_index=idx))
        sessions.append((msgs, cands))
    return sessions


def voice_cases() -> Iterator[tuple[str, list[Message], dict[str, Any]]]:
    """The project's own voice-style cases: ("file stem/case id", transcript, candidate mapping)."""
    folder = Path(__file__).resolve().parents[1] / "tests" / "data" / "validation" / "voice"
    for path in sorted(folder.glob("*.jsonl")):
        for line in path.read_text(encoding="utf-8").splitlines():
            if not line.strip():
                continue
            case = json.loads(line)
            msgs = [
                Message(
                    role=t["role"],
                    content=t["content"],
                    timestamp=datetime.fromisoformat(t["at"].replace("Z", "+00:00")),
                )
                for t in case["transcript"]
            ]
            yield f"{path.stem}/{case['id']}", msgs, case["candidate"]


def voice_sessions() -> list[tuple[list[Message], list[Candidate]]]:
    """The project's own voice-style cases, one (transcript, [candidate]) per case."""
    return [(msgs, [Candidate.model_validate(cand)]) for _key, msgs, cand in voice_cases()]


def floor_once(sessions: list[tuple[list[Message], list[Candidate]]]) -> float:
    """Seconds for the bare exact check over the same candidates: index in range, user turn,
    quote a substring of the message."""
    t0 = time.perf_counter()
    for msgs, cands in sessions:
        for c in cands:
            i = c.source_message_index
            _ok = 0 <= i < len(msgs) and msgs[i].role == "user" and c.supporting_quote in msgs[i].content
    return time.perf_counter() - t0


def machine_load() -> str:
    try:
        return subprocess.run(["uptime"], capture_output=True, text=True, check=False).stdout.strip()
    except OSError:
        return "load: " + " ".join(f"{x:.2f}" for x in os.getloadavg())


def _clear_caches() -> None:
    """Cold caches: every message, quote and fact text is canonicalised once per run."""
    try:
        from companion.validation.caches import clear_caches
    except ImportError:  # a previous round's code, for interleaved A/B runs
        for name in ("canonicalize", "canonicalize_words", "plain", "token_spans"):
            getattr(normalize, name).cache_clear()
        return
    clear_caches()


def run_once(sessions: list[tuple[list[Message], list[Candidate]]]) -> tuple[float, float]:
    """(wall seconds, CPU seconds of this thread) to validate every session, caches cold."""
    _clear_caches()
    t_all, cpu_all = time.perf_counter(), time.thread_time()
    for msgs, cands in sessions:
        validate(msgs, cands)
    return time.perf_counter() - t_all, time.thread_time() - cpu_all


def single_latencies(
    sessions: list[tuple[list[Message], list[Candidate]]], warm: bool = True
) -> tuple[list[float], list[float]]:
    """Wall and CPU latency of one candidate validated alone (with `warm`, its messages already
    canonicalised).

    The session's messages are canonicalised right before its candidates are timed: after a
    full run over more texts than the caches hold, they would otherwise have been evicted.
    Without `warm`, the caches are cleared first (each voice case is its own transcript)."""
    wall, cpu = [], []
    if not warm:
        _clear_caches()
    for msgs, cands in sessions:
        for m in msgs if warm else ():
            normalize.canonicalize(m.content)
        for c in cands:
            t0, c0 = time.perf_counter(), time.thread_time()
            validate(msgs, [c])
            cpu.append(time.thread_time() - c0)
            wall.append(time.perf_counter() - t0)
    return wall, cpu


def _p99(values: list[float]) -> float:
    return sorted(values)[int(0.99 * (len(values) - 1))]


def _spread(values: list[float]) -> dict[str, float]:
    return {"median": statistics.median(values), "min": min(values), "max": max(values)}


def main(argv: list[str] | None = None) -> dict[str, object]:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--sessions", type=int, default=200)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--workload", choices=("synthetic", "voice"), default="synthetic")
    ap.add_argument(
        "--per-session",
        type=int,
        default=20,
        help="synthetic: candidates per session (1: every candidate on a transcript of its own, cold)",
    )
    ap.add_argument("--json", default=None, help="write results to this file")
    args = ap.parse_args(argv)
    voice = args.workload == "voice"
    sessions = voice_sessions() if voice else make_sessions(args.sessions, args.seed)
    if not voice and args.per_session < 20:
        sessions = [(msgs, cands[: args.per_session]) for msgs, cands in sessions]
    n = sum(len(c) for _, c in sessions)
    load_before = machine_load()
    print(f"load before: {load_before}")
    rates, cpu_rates, p99s, cpu_p99s, floors = [], [], [], [], []
    for _ in range(args.runs):
        elapsed, cpu = run_once(sessions)
        rates.append(n / elapsed)
        cpu_rates.append(n / cpu)
        floors.append(n / floor_once(sessions))
        wall_lat, cpu_lat = single_latencies(sessions, warm=not voice)
        p99s.append(_p99(wall_lat) * 1e6)
        cpu_p99s.append(_p99(cpu_lat) * 1e6)
    load_after = machine_load()
    result: dict[str, object] = {
        "machine": {
            "platform": platform.platform(),
            "python": platform.python_version(),
            "processor": platform.processor() or platform.machine(),
            "cpu_count": os.cpu_count(),
        },
        "load_before": load_before,
        "load_after": load_after,
        "workload": args.workload,
        "candidates_per_run": n,
        "transcripts_per_run": len(sessions),
        "runs": args.runs,
        "throughput_cps": _spread(rates),
        "throughput_cps_cpu_time": _spread(cpu_rates),
        "p99_us_single_candidate": _spread(p99s),
        "p99_us_single_candidate_cpu_time": _spread(cpu_p99s),
        "floor_exact_substring_cps": _spread(floors),
        "gate_over_floor_time_ratio": statistics.median(floors) / statistics.median(rates),
        "all_throughputs": rates,
        "all_throughputs_cpu_time": cpu_rates,
        "all_p99_us": p99s,
        "all_p99_us_cpu_time": cpu_p99s,
    }
    print(f"machine: {result['machine']}")
    print(
        f"workload {args.workload}: {n} candidates, {len(sessions)} transcripts x {args.runs} runs"
        " (cold caches per run)"
    )
    for label, values, fmt in (
        ("throughput, wall clock", rates, "{:,.0f} cand/s"),
        ("throughput, CPU time of the thread", cpu_rates, "{:,.0f} cand/s"),
        ("p99 latency per candidate, wall clock", p99s, "{:,.1f} us"),
        ("p99 latency per candidate, CPU time", cpu_p99s, "{:,.1f} us"),
        ("floor (exact substring only), wall clock", floors, "{:,.0f} cand/s"),
    ):
        med, lo, hi = (fmt.format(x) for x in (statistics.median(values), min(values), max(values)))
        print(f"{label}: median {med}  (min {lo}, max {hi})")
    print(f"gate / floor time per candidate: {result['gate_over_floor_time_ratio']:,.0f}x")
    print(f"load after: {load_after}")
    if args.json:
        with open(args.json, "w", encoding="utf-8") as fh:
            json.dump(result, fh, indent=2)
    return result


if __name__ == "__main__":
    main()
