"""Recall quality and abstention on the development data, per half of a split, for several settings.

    PYTHONPATH=. .venv/bin/python bench/recall_threshold_curve.py [--json out.json]

Ingests the LoCoMo development conversations once through the recall adapter (the real store, the
real embedder, the product's search: bench/adapters/recall.py), collects each question's
candidates once, then fuses them with every setting below (companion.recall.search.fuse_chunks,
the product's fusion). The harness itself (../shared/eval/recall_eval.py) gives the same figures
for one setting per run; this sweeps them in one ingest.

Hold-out discipline: the conversations are split by index parity. The *tuning* half (0, 2, 4) is
the one the defaults were chosen on; the *held-out* half (1, 3) was only measured. Unanswerable
questions are asked as the harness does: each conversation is asked the next one's questions,
cycling within the set measured (so within each half, and over all five for "all").

The dataset (CC BY-NC, evaluation only) is read from ../shared/data at run time; nothing of it is
written anywhere but the optional --json file (figures only).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import defaultdict
from dataclasses import replace
from pathlib import Path
from typing import Any

from adapters.recall import Candidates, Recall

from companion.recall.search import FusionParams, fuse_chunks

EVAL = Path(__file__).resolve().parents[2] / "shared" / "eval"
SPLITS = {"tuning (0, 2, 4)": (0, 2, 4), "held out (1, 3)": (1, 3), "all": (0, 1, 2, 3, 4)}
CATEGORIES = {1: "multi-hop", 2: "temporal", 3: "open-domain", 4: "single-hop"}
KS = (1, 3, 5, 10)


def settings() -> dict[str, FusionParams]:
    product = FusionParams()
    out = {
        "no threshold": replace(product, max_distance=None, min_relevance=None),
        "max_distance 0.70 only (before)": replace(product, min_relevance=None),
    }
    for threshold in (0.40, 0.425, 0.45, 0.475, 0.50, 0.55):
        label = f"relevance >= {threshold}" + (" (default)" if threshold == product.min_relevance else "")
        out[label] = replace(product, min_relevance=threshold)
    out["relevance >= 0.45, coverage weight 0 (distance <= 0.55)"] = replace(product, coverage_weight=0.0)
    out["no focus, no threshold"] = replace(product, max_distance=None, min_relevance=None, focus_weight=1.0)
    out["no focus, default threshold"] = replace(product, focus_weight=1.0)
    out["no answer inheritance, no threshold"] = replace(
        product, max_distance=None, min_relevance=None, answer_weight=0.0
    )
    out["no answer inheritance, default threshold (before)"] = replace(product, answer_weight=0.0)
    return out


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--json", type=Path)
    parser.add_argument(
        "--first-person", action="store_true", help="questions rewritten to I / my, as the harness's option"
    )
    parser.add_argument(
        "--adapter-arg",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="passed to the adapter as recall_eval.py does (e.g. unit=window, vectors=whole)",
    )
    args = parser.parse_args()
    sys.path.insert(0, str(EVAL))
    import recall_eval  # type: ignore[import-not-found]  # the harness, read from ../shared/eval
    from locomo_data import load_locomo, normalize_dia_ids, speakers  # type: ignore[import-not-found]

    data = load_locomo(None)
    adapter = Recall(**recall_eval.parse_kv(args.adapter_arg))
    started = time.perf_counter()
    answerable: dict[int, list[tuple[int, set[str], Candidates]]] = defaultdict(list)
    for index, sample in enumerate(data):
        cid = sample["sample_id"]
        user_name, _ = speakers(sample)
        per_session = recall_eval.build_chunks(sample, user_name, False)
        known = {ch["id"] for chunks in per_session for ch in chunks}
        for chunks in per_session:
            adapter.ingest(cid, chunks)
        for qa in sample["qa"]:
            if qa.get("category") not in CATEGORIES:
                continue
            evidence = {e for e in normalize_dia_ids(qa.get("evidence")) if e in known}
            if evidence:
                question = (
                    recall_eval.to_first_person(qa["question"], user_name)
                    if args.first_person
                    else qa["question"]
                )
                answerable[index].append((qa["category"], evidence, adapter.candidates(cid, question)))
    ingest_s = time.perf_counter() - started
    asked: dict[tuple[int, int], list[Candidates]] = {}  # (memory, questions of) -> candidates
    for members in SPLITS.values():
        for pos, index in enumerate(members):
            other = members[(pos + 1) % len(members)]
            if (index, other) in asked or index == other:
                continue
            cid = data[index]["sample_id"]
            asked[(index, other)] = [
                adapter.candidates(cid, qa["question"])
                for qa in data[other]["qa"]
                if qa.get("category") in CATEGORIES
            ]
    collect_s = time.perf_counter() - started
    results: dict[str, dict[str, Any]] = {}
    for label, params in settings().items():
        results[label] = {}
        for split, members in SPLITS.items():
            hits: dict[int, list[int]] = defaultdict(list)
            by_category: dict[str, list[int]] = defaultdict(list)
            for index in members:
                cid = data[index]["sample_id"]
                for category, evidence, found in answerable[index]:
                    ids = adapter.ids(cid, fuse_chunks(found.candidates, 10, params, focus=found.focus), 10)
                    rank = next((r for r, i in enumerate(ids, 1) if i in evidence), None)
                    for k in KS:
                        hits[k].append(int(rank is not None and rank <= k))
                    by_category[CATEGORIES[category]].append(int(rank is not None and rank <= 5))
            returned = []
            for pos, index in enumerate(members):
                other = members[(pos + 1) % len(members)]
                for found in asked[(index, other)]:
                    returned.append(len(fuse_chunks(found.candidates, 10, params, focus=found.focus)))
            results[label][split] = {
                "n": len(hits[1]),
                **{f"R@{k}": sum(h) / len(h) for k, h in hits.items()},
                "R@5 by category": {c: round(sum(h) / len(h), 3) for c, h in sorted(by_category.items())},
                "unanswerable n": len(returned),
                "unanswerable mean returned": sum(returned) / len(returned),
                "unanswerable share empty": sum(r == 0 for r in returned) / len(returned),
            }
    adapter.close()
    for split in SPLITS:
        print(f"\n{split}")
        print("| setting | R@1 | R@3 | R@5 | R@10 | unanswerable: mean returned (k=10) | share empty |")
        print("|---|---:|---:|---:|---:|---:|---:|")
        for label, per_split in results.items():
            r = per_split[split]
            print(
                f"| {label} | {r['R@1']:.3f} | {r['R@3']:.3f} | {r['R@5']:.3f} | {r['R@10']:.3f}"
                f" | {r['unanswerable mean returned']:.2f} | {r['unanswerable share empty']:.3f} |"
            )
        default = next(v for k, v in results.items() if k.endswith("(default)"))[split]
        print("R@5 by category at the default:", default["R@5 by category"])
    print(f"\ningest + first questions {ingest_s:.0f} s, all candidates {collect_s:.0f} s")
    if args.json:
        args.json.write_text(json.dumps(results, indent=2))


if __name__ == "__main__":
    main()
