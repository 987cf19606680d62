"""Session-end indexing throughput: messages per second through `Memory.index_session`.

    PYTHONPATH=. .venv/bin/python bench/index_bench.py [--sessions 10] [--runs 3] [--json out.json]

Each run records `--sessions` generated sessions of `--turns` messages (user and assistant
alternating) for a fresh user on an embedded PostgreSQL in a temporary folder, then times
`index_session` on each: chunk building, embedding on the background thread (batches sorted by
length, `Memory`'s INDEX_BATCH), and the chunk inserts with their word counts. Two shapes of
conversation, both generated from templates (no real conversations):

- companion: user turns of 6-25 words, assistant turns of 12-40 words (a spoken exchange);
- long assistant: the same user turns, assistant turns of 150-300 words (a chat assistant's
  answers), which the chunks cut to their first `chunking._ASSISTANT_CHARS` characters.

Two recipes for the chunk vectors, alternated run by run in the same process (A/B):

- lines (the product's): each distinct line of a session (the date line, each turn) embedded
  once, a chunk's vector composed from its lines' (companion.recall.compose);
- whole (before): each chunk's whole text embedded (`Memory` given an embedder without
  `embed_pooled`, as a hosted API would be).

A recipe may name the embedder after a colon (`--recipes lines,lines:minilm-int8-u8`: the shipped
graph and the same weights in int8 arithmetic, alternated; COMPANION_EMBEDDER). Without a name,
`minilm`. Reported with each: CPU ms per token of the embedding alone (the floor).

The whole grammar: `lines[/W][*T][~N][@REF][:EMBEDDER]` (`whole` likewise): W background calls
at once, T intra-op threads for that recipe's embedder, N words of each assistant turn embedded
(`~all`: every word; without it the product's policy, `chunking.ASSISTANT_EMBED_WORDS`), e.g.
`--recipes lines~all,lines,lines/2:minilm-int8-u8` (issue 15's levers, alternated).

By default three recipes are alternated: `lines` (the product's session end: one background call
at a time), `lines/2` (two at once, `Memory(index_workers=2)`, COMPANION_INDEX_WORKERS=2) and
`whole`. `lines@REF` runs `Memory`, the chunk store and the embedder
as they were at git REF (e.g. `--recipes lines/2,lines,lines@fbccbcc`). Every recipe is
alternated with the others in the same process, so they see the same load.

The floors, in the same run: embedding alone, as the recipe does it (the distinct lines, or the
chunk texts; one call, one thread). Reported: messages/s and chunks/s per run, median over runs,
the share of the time that is the embedding, tokens embedded per message, and the CPU each
message cost this process (all its threads) and the embedded PostgreSQL (its processes, from
/proc): on a loaded machine the wall-clock rates say little, the CPU per message much more, and
2,000 / (CPU ms per message) is what two idle cores could do at best. Machine load
(`os.getloadavg`) before and after each run.

`--embed-batch N`: texts per model call inside `embed`/`embed_pooled` (the product's is
`embedder._BATCH`, 8; chosen for ~67-token chunk texts, while lines are shorter).

`--line-threads 1,2 --line-batches 8,16,32 [--runs-only-lines]`: embedding alone for the lines
recipe, by intra-op threads and texts per model call, interleaved over `--runs` passes.

`--threads N`: the embedder's intra-op threads (the product's is 1; 2 shows what both cores of
this machine would give a session-end batch).

`--batch-sizes 1,4,8,32`: before the runs, the embedder's cost per text for each batch size, over
the same 32 texts of ~67 tokens, interleaved over `--runs` passes (median per size).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import platform
import random
import statistics
import subprocess
import sys
import tempfile
import time
import types
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

os.environ.setdefault("OMP_NUM_THREADS", "1")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from recall_latency_bench import WholeChunkEmbedder

from companion.memory import Memory
from companion.recall import embedder as embedder_module
from companion.recall.compose import distinct_pieces
from companion.recall.embedder import MiniLMEmbedder, embedder_named
from companion.store.database import Database, DatabaseConfig

WORDS = [
    "walk",
    "park",
    "sister",
    "brother",
    "coffee",
    "morning",
    "evening",
    "garden",
    "dinner",
    "music",
    "guitar",
    "lesson",
    "doctor",
    "knee",
    "run",
    "race",
    "weekend",
    "trip",
    "train",
    "beach",
    "mountain",
    "dog",
    "cat",
    "puppy",
    "kitchen",
    "paint",
    "book",
    "film",
    "friend",
    "work",
    "meeting",
    "boss",
    "project",
    "deadline",
    "birthday",
    "cake",
    "wedding",
    "holiday",
    "rain",
    "sun",
    "snow",
    "bike",
    "swim",
    "class",
    "exam",
    "grandmother",
    "recipe",
    "soup",
    "bread",
    "market",
    "flowers",
    "photo",
    "camera",
    "song",
    "concert",
    "tired",
    "happy",
    "worried",
    "excited",
    "proud",
    "calm",
    "stress",
    "sleep",
    "dream",
    "plan",
    "idea",
    "hope",
]
GLUE = [
    "I",
    "we",
    "my",
    "the",
    "a",
    "to",
    "and",
    "with",
    "about",
    "after",
    "before",
    "really",
    "just",
    "so",
    "it",
    "was",
    "is",
    "going",
    "had",
]


def sentence(rng: random.Random, low: int, high: int) -> str:
    n = rng.randint(low, high)
    words = [rng.choice(WORDS) if rng.random() < 0.55 else rng.choice(GLUE) for _ in range(n)]
    return " ".join(words).capitalize() + "."


def conversation(rng: random.Random, turns: int, assistant: tuple[int, int]) -> list[tuple[str, str]]:
    out = []
    for i in range(turns):
        if i % 2 == 0:
            out.append(("assistant", sentence(rng, *assistant)))
        else:
            out.append(("user", sentence(rng, 6, 25)))
    return out


SHAPES = {"companion": (12, 40), "long assistant": (150, 300)}
RECIPES = ("lines", "whole")
# What the bench alternates by default: the product's one call at a time, two at once, whole chunks.
DEFAULT_RECIPES = ("lines", "lines/2", "whole")
ROOT = Path(__file__).resolve().parents[1]


def baseline_modules(ref: str) -> types.ModuleType:
    """`Memory` as it was at git `ref`, reading that commit's chunk store and embedder modules (the
    rest of the package is the current one): the "before" side of an alternated A/B. Returns the
    old memory module; its `MiniLMEmbedder` is the old embedder class."""

    def load(path: str, name: str) -> types.ModuleType:
        text = subprocess.run(
            ["git", "show", f"{ref}:{path}"], cwd=ROOT, check=True, capture_output=True, text=True
        ).stdout
        module = sys.modules[name] = types.ModuleType(name)
        exec(compile(text, f"{ref}:{path}", "exec"), module.__dict__)
        return module

    chunks = load("companion/store/chunks.py", f"baseline_chunks_{ref}")
    embedder = load("companion/recall/embedder.py", f"baseline_embedder_{ref}")
    memory = load("companion/memory.py", f"baseline_memory_{ref}")
    memory.chunk_store = chunks  # the old Memory's functions read these globals at call time
    memory.MiniLMEmbedder = embedder.MiniLMEmbedder
    return memory


@dataclass(frozen=True)
class Recipe:
    """`lines[/W][*T][~N][@REF][:EMBEDDER]` (or `whole...`): W background calls at once
    (COMPANION_INDEX_WORKERS), T intra-op threads of the embedder, N words of each assistant turn
    embedded (`~all`: every word; without it the product's policy, chunking.ASSISTANT_EMBED_WORDS),
    the code at git REF, the embedder COMPANION_EMBEDDER names."""

    vectors: str
    workers: int = 1
    threads: int = 0  # 0: the bench's --threads
    words: int | str = "product"
    ref: str = ""
    embedder: str = "minilm"

    @classmethod
    def parse(cls, text: str) -> Recipe:
        rest, _, embedder = text.partition(":")
        rest, _, ref = rest.partition("@")
        rest, _, words = rest.partition("~")
        rest, _, threads = rest.partition("*")
        vectors, _, workers = rest.partition("/")
        if vectors not in RECIPES:
            raise SystemExit(f"unknown recipe {text!r}: lines or whole, then /W *T ~N @REF :EMBEDDER")
        return cls(
            vectors=vectors,
            workers=int(workers or 1),
            threads=int(threads or 0),
            words=("product" if not words else words if words == "all" else int(words)),
            ref=ref,
            embedder=embedder or "minilm",
        )

    def memory_words(self) -> dict[str, int | None]:
        """Memory's assistant_embed_words for this recipe (nothing: the product's default)."""
        if self.words == "product":
            return {}
        return {"assistant_embed_words": None if self.words == "all" else int(self.words)}


def make_memory(db: Database, recipe: Recipe, embedder: MiniLMEmbedder, old: dict[str, Any]) -> Memory:
    """The Memory a recipe names (`embedder` is the one it names, loaded with its threads)."""
    if recipe.ref:
        module, old_embedder = old[recipe.ref]
        chosen = old_embedder if recipe.vectors == "lines" else WholeChunkEmbedder(old_embedder)
        workers = {"index_workers": recipe.workers} if recipe.workers > 1 else {}
        made: Memory = module.Memory(db, chosen, **workers)
        return made
    chosen = embedder if recipe.vectors == "lines" else WholeChunkEmbedder(embedder)
    return Memory(db, chosen, index_workers=recipe.workers, **recipe.memory_words())  # type: ignore[arg-type]


async def one_run(
    shape: str,
    sessions: int,
    turns: int,
    seed: int,
    embedder: MiniLMEmbedder,
    recipe: Recipe,
    old: dict[str, Any],
) -> dict[str, Any]:
    rng = random.Random(seed)
    load = os.getloadavg()[0]
    with tempfile.TemporaryDirectory(prefix="companion-index-bench-") as tmp:
        config = DatabaseConfig(url=None, pgdata=Path(tmp) / "pgdata", delete_embedded_on_exit=True)
        db = await Database.open(config)
        memory = make_memory(db, recipe, embedder, old)
        try:
            user = f"bench-{seed}"
            ids = []
            at = datetime(2026, 1, 5, 18, 0, tzinfo=UTC)
            for s in range(sessions):
                sid = await memory.start_session(user)
                for j, (role, text) in enumerate(conversation(rng, turns, SHAPES[shape])):
                    await memory.record(user, sid, role, text, spoken_at=at + timedelta(days=s, seconds=j))  # type: ignore[arg-type]
                await memory.end_session(user, sid)
                ids.append(sid)
            texts: list[str] = []
            lines: list[str] = []  # the distinct pieces of each session (what the vectors are made of)
            async with db.user(user) as conn:
                for sid in ids:
                    built = await memory._session_chunks(conn, sid)
                    texts += [c.text for c in built]
                    # The code at a git ref before the truncation policy embedded the lines.
                    lines += distinct_pieces([c.lines if recipe.ref else c.pieces for c in built])[0]
            server_cpu = postgres_cpu_s(Path(tmp) / "pgdata")
            started, cpu = time.perf_counter(), time.process_time()
            chunks = 0
            for sid in ids:
                chunks += await memory.index_session(user, sid)
            index_s = time.perf_counter() - started
            client_cpu_s = time.process_time() - cpu
            server_cpu_s = postgres_cpu_s(Path(tmp) / "pgdata") - server_cpu
            embedded = lines if recipe.vectors == "lines" else texts
            started, cpu = time.perf_counter(), time.process_time()
            embedder.embed(embedded)
            embed_s = time.perf_counter() - started
            embed_cpu_s = time.process_time() - cpu
            tokens = sum(len(e.ids) for e in embedder._tokenizer.encode_batch(embedded))
        finally:
            await memory.close()
            await db.close()
    messages = sessions * turns
    return {
        "messages": messages,
        "chunks": chunks,
        "index_s": index_s,
        "client_cpu_ms_per_message": 1000 * client_cpu_s / messages,
        "postgres_cpu_ms_per_message": 1000 * server_cpu_s / messages,
        "messages_per_s": messages / index_s,
        "chunks_per_s": chunks / index_s,
        "embed_alone_s": embed_s,
        "embedding_share": embed_s / index_s,
        "mean_chunk_chars": statistics.fmean(len(t) for t in texts),
        "tokens_per_message": tokens / messages,
        "embed_alone_messages_per_s": messages / embed_s,
        "embed_alone_cpu_ms_per_token": 1000 * embed_cpu_s / tokens,
        "load": (load, os.getloadavg()[0]),
    }


def postgres_cpu_s(pgdata: Path) -> float:
    """CPU seconds (user + system) used so far by the embedded PostgreSQL's processes: the
    postmaster (its pid is the first line of postmaster.pid) and its children, from /proc. With the
    process's own CPU time, what a message costs the machine whatever else runs on it."""
    try:
        postmaster = int((pgdata / "postmaster.pid").read_text().split()[0])
    except (OSError, ValueError, IndexError):
        return 0.0
    ticks = os.sysconf("SC_CLK_TCK")
    total = 0.0
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        pid, ppid = int(stat.parent.name), int(fields[1])
        if postmaster in (pid, ppid):
            total += (int(fields[11]) + int(fields[12])) / ticks  # utime, stime
    return total


def batch_costs(embedder: MiniLMEmbedder, sizes: list[int], passes: int) -> dict[int, float]:
    """Milliseconds per text by batch size (batches cut here, each one call to the model)."""
    rng = random.Random(7)
    texts = [sentence(rng, 60, 80) for _ in range(32)]
    times: dict[int, list[float]] = {size: [] for size in sizes}
    for _ in range(passes):
        for size in sizes:
            started = time.perf_counter()
            for start in range(0, len(texts), size):
                # One model call per batch of `size` (embed() would cut it into its own batches).
                embedder._run(embedder._tokenizer.encode_batch(texts[start : start + size]))
            times[size].append((time.perf_counter() - started) * 1000 / len(texts))
    return {size: statistics.median(t) for size, t in times.items()}


def line_costs(threads: list[int], sizes: list[int], passes: int) -> dict[str, dict[str, float]]:
    """Embedding alone for the lines recipe, by intra-op threads and texts per model call: the
    distinct lines of 8 generated companion sessions of 40 messages, embedded with `embed_pooled`
    as Memory does (length-sorted batches), every setting once per pass, interleaved."""
    from companion.model import Message
    from companion.recall.chunking import build_chunks

    rng = random.Random(3)
    at = datetime(2026, 1, 5, 18, 0, tzinfo=UTC)
    lines: list[str] = []
    for s in range(8):
        messages = [
            Message(role=role, content=text, timestamp=at)  # type: ignore[arg-type]
            for role, text in conversation(rng, 40, SHAPES["companion"])
        ]
        chunks = build_chunks(messages, session_date=at + timedelta(days=s))
        lines += distinct_pieces([c.lines for c in chunks])[0]
    models = {n: MiniLMEmbedder(intra_op_threads=n) for n in threads}
    for model in models.values():
        model.embed_pooled(lines[:64])  # onnxruntime's first runs
    tokens = sum(len(e.ids) for e in models[threads[0]]._tokenizer.encode_batch(lines))
    times: dict[str, list[float]] = {f"threads {n}, batch {b}": [] for n in threads for b in sizes}
    default = embedder_module._BATCH
    try:
        for _ in range(passes):
            for n, model in models.items():
                for b in sizes:
                    embedder_module._BATCH = b
                    started = time.perf_counter()
                    model.embed_pooled(lines)
                    times[f"threads {n}, batch {b}"].append(time.perf_counter() - started)
    finally:
        embedder_module._BATCH = default
    messages = 8 * 40
    return {
        label: {
            "messages_per_s": messages / statistics.median(t),
            "messages_per_s_runs": [round(messages / x, 1) for x in t],
            "ms_per_token": 1000 * statistics.median(t) / tokens,
            "tokens_per_message": tokens / messages,
        }
        for label, t in times.items()
    }


async def main_async(args: argparse.Namespace) -> dict[str, Any]:
    if args.embed_batch:
        embedder_module._BATCH = args.embed_batch
    recipes = tuple(args.recipes.split(","))
    parsed = {recipe: Recipe.parse(recipe) for recipe in recipes}
    # One embedder per (name, intra-op threads) the recipes name; minilm on --threads first.
    wanted = {("minilm", args.threads)} | {(r.embedder, r.threads or args.threads) for r in parsed.values()}
    embedders = {key: embedder_named(key[0], intra_op_threads=key[1]) for key in sorted(wanted)}
    for model in embedders.values():
        model.embed([sentence(random.Random(0), 20, 80) for _ in range(64)])  # onnxruntime's first runs
    embedder = embedders[("minilm", args.threads)]
    out: dict[str, Any] = {
        "machine": platform.platform(),
        "cpus": os.cpu_count(),
        "load_before": os.getloadavg(),
        "intra_op_threads": args.threads,
        "embed_batch": embedder_module._BATCH,
    }
    if args.batch_sizes:
        sizes = [int(x) for x in args.batch_sizes.split(",")]
        out["ms_per_text_by_batch"] = batch_costs(embedder, sizes, args.runs)
        print("ms per ~67-token text by batch size:", out["ms_per_text_by_batch"], os.getloadavg())
    if args.line_threads:
        threads = [int(x) for x in args.line_threads.split(",")]
        sizes = [int(x) for x in (args.line_batches or "8").split(",")]
        out["lines_embedding_alone"] = costs = line_costs(threads, sizes, args.runs)
        for label, c in costs.items():
            print(
                f"lines embedded alone, {label}: {c['messages_per_s']:.0f} messages/s"
                f" (passes {', '.join(f'{x:.0f}' for x in c['messages_per_s_runs'])}),"
                f" {c['ms_per_token']:.3f} ms per token, {c['tokens_per_message']:.0f} tokens per message"
            )
        print("load", os.getloadavg())
        if args.runs_only_lines:
            return out
    old: dict[str, Any] = {}
    for ref in {r.ref for r in parsed.values()} - {""}:
        module = baseline_modules(ref)
        old_embedder = module.MiniLMEmbedder(intra_op_threads=args.threads)
        old_embedder.embed([sentence(random.Random(0), 20, 80) for _ in range(64)])
        old[ref] = (module, old_embedder)
    for shape in SHAPES:
        runs: dict[str, list[dict[str, Any]]] = {recipe: [] for recipe in recipes}
        for seed in range(args.runs):
            # Alternate which recipe goes first, so a change of load does not favour one.
            for recipe in recipes if seed % 2 == 0 else recipes[::-1]:
                spec = parsed[recipe]
                chosen = embedders[(spec.embedder, spec.threads or args.threads)]
                runs[recipe].append(await one_run(shape, args.sessions, args.turns, seed, chosen, spec, old))
        out[shape] = {}
        for recipe, done in runs.items():
            rates = [r["messages_per_s"] for r in done]
            summary = {
                "runs": done,
                "messages_per_s_median": statistics.median(rates),
                "messages_per_s_runs": rates,
                "chunks_per_s_median": statistics.median(r["chunks_per_s"] for r in done),
                "embedding_share_median": statistics.median(r["embedding_share"] for r in done),
                "embed_alone_messages_per_s_median": statistics.median(
                    r["embed_alone_messages_per_s"] for r in done
                ),
                "tokens_per_message": statistics.fmean(r["tokens_per_message"] for r in done),
                **{
                    key: statistics.median(r[key] for r in done)
                    for key in (
                        "client_cpu_ms_per_message",
                        "postgres_cpu_ms_per_message",
                        "embed_alone_cpu_ms_per_token",
                    )
                },
                "mean_chunk_chars": statistics.fmean(r["mean_chunk_chars"] for r in done),
                "loads": [r["load"] for r in done],
            }
            out[shape][recipe] = summary
            cpu_ms = summary["client_cpu_ms_per_message"] + summary["postgres_cpu_ms_per_message"]
            print(
                f"{shape}, {recipe}: {summary['messages_per_s_median']:.0f} messages/s"
                f" (runs {', '.join(f'{r:.0f}' for r in rates)}),"
                f" {summary['chunks_per_s_median']:.0f} chunks/s; embedding alone"
                f" {summary['embed_alone_messages_per_s_median']:.0f} messages/s"
                f" ({100 * summary['embedding_share_median']:.0f}% of the time),"
                f" {summary['tokens_per_message']:.0f} tokens embedded per message,"
                f" mean chunk {summary['mean_chunk_chars']:.0f} chars;"
                f" CPU per message: this process {summary['client_cpu_ms_per_message']:.2f} ms,"
                f" PostgreSQL {summary['postgres_cpu_ms_per_message']:.2f} ms;"
                f" embedding alone {summary['embed_alone_cpu_ms_per_token']:.3f} ms CPU per token"
                f" (2 idle cores' ceiling"
                f" {2000 / cpu_ms:.0f}"
                " messages/s);"
                f" load {', '.join(f'{a:.1f}-{b:.1f}' for a, b in summary['loads'])}"
            )
        if set(RECIPES) <= set(recipes):
            lines, whole = out[shape]["lines"], out[shape]["whole"]
            ratio = lines["messages_per_s_median"] / whole["messages_per_s_median"]
            out[shape]["lines_over_whole"] = ratio
            print(f"{shape}: lines / whole = {ratio:.2f}x")
        for recipe in recipes:
            if recipe != recipes[0]:
                first, other = out[shape][recipes[0]], out[shape][recipe]
                ratio = first["messages_per_s_median"] / other["messages_per_s_median"]
                out[shape][f"{recipes[0]} / {recipe}"] = ratio
                print(f"{shape}: {recipes[0]} / {recipe} = {ratio:.2f}x")
    out["load_after"] = os.getloadavg()
    print(f"load average before {out['load_before']}, after {out['load_after']}")
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--sessions", type=int, default=10)
    ap.add_argument("--turns", type=int, default=40, help="messages per session")
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument(
        "--recipes",
        default=",".join(DEFAULT_RECIPES),
        help="alternated: lines, whole, lines/2 (two background calls), lines*2 (two intra-op threads),"
        " lines~12 (12 words of each assistant turn embedded; ~all: every word), lines@REF (git REF's"
        " code); any with :EMBEDDER (a COMPANION_EMBEDDER name, e.g. lines:minilm-int8-u8)",
    )
    ap.add_argument("--embed-batch", type=int, default=0, help="texts per model call (0: the product's)")
    ap.add_argument("--threads", type=int, default=1, help="the embedder's intra-op threads")
    ap.add_argument("--line-threads", default="", help="e.g. 1,2: embedding alone of lines, by threads")
    ap.add_argument("--line-batches", default="", help="e.g. 8,16,32: ... and by texts per model call")
    ap.add_argument("--runs-only-lines", action="store_true", help="stop after --line-threads")
    ap.add_argument("--batch-sizes", default="", help="e.g. 1,4,8,32: the embedder's cost per text")
    ap.add_argument("--json", default=None)
    args = ap.parse_args()
    result = asyncio.run(main_async(args))
    if args.json:
        Path(args.json).write_text(json.dumps(result, indent=2, default=str))


if __name__ == "__main__":
    main()
