"""The one-statement search against the separate statements, on the development data, question by
question: after one ingest, every question's candidates from both (bench/adapters/recall.py,
`statement=one` and `statement=two`) and the product's fused top 10 from each.

    PYTHONPATH=. .venv/bin/python bench/recall_statement_agreement.py [--adapter-arg index_from=0]

The two must agree (issue 17's third round): the same candidates, the same ranks and distances,
hence the same recall. Chunk ids are random per ingest, so two separate recall_eval.py runs break
ties differently (+-1 point); here both see the same chunks. The dataset is read from ../shared/data
at run time; nothing of it is written.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

from adapters.recall import Recall

from companion.recall.search import fuse_chunks

EVAL = Path(__file__).resolve().parents[2] / "shared" / "eval"


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--adapter-arg", action="append", default=[], metavar="KEY=VALUE")
    args = parser.parse_args()
    sys.path.insert(0, str(EVAL))
    import recall_eval  # type: ignore[import-not-found]  # the harness, read from ../shared/eval
    from locomo_data import load_locomo, speakers  # type: ignore[import-not-found]

    adapter = Recall(**recall_eval.parse_kv(args.adapter_arg))
    started = time.perf_counter()
    questions = same_candidates = same_top10 = 0
    worst_distance = 0.0
    for sample in load_locomo(None):
        cid = sample["sample_id"]
        user_name, _ = speakers(sample)
        for chunks in recall_eval.build_chunks(sample, user_name, False):
            adapter.ingest(cid, chunks)
        for qa in sample["qa"]:
            found = {}
            for statement in ("two", "one"):
                adapter.statement = statement
                found[statement] = adapter.candidates(cid, qa["question"])
            two, one = found["two"], found["one"]
            key = [(c.id, c.vector_rank, c.text_rank, c.text_score, c.roles) for c in two.candidates]
            same_candidates += key == [
                (c.id, c.vector_rank, c.text_rank, c.text_score, c.roles) for c in one.candidates
            ]
            worst_distance = max(
                [worst_distance]
                + [abs(a.distance - b.distance) for a, b in zip(two.candidates, one.candidates, strict=False)]
            )
            fused = [
                [r.id for r in fuse_chunks(f.candidates, 10, adapter.params, focus=f.focus)]
                for f in (two, one)
            ]
            same_top10 += fused[0] == fused[1]
            questions += 1
    adapter.close()
    print(
        f"questions {questions}: same candidates (ids, ranks, scores) {same_candidates}, same fused top 10"
        f" {same_top10}; largest distance difference {worst_distance:.2e}"
        f" ({time.perf_counter() - started:.0f} s)"
    )


if __name__ == "__main__":
    main()
