"""Dump what the recall search finds for each development question, for offline diagnosis.

    PYTHONPATH=. .venv/bin/python bench/recall_dump.py --out /tmp/recall_dump.pkl

Ingests the LoCoMo development conversations once through the recall adapter (the real store, the
real embedder, the product's search: bench/adapters/recall.py), and for every answerable question
and every unanswerable one (each conversation asked the next one's questions, cycling within each
half, as bench/recall_threshold_curve.py does) keeps the candidates before fusion, the question's
vector and every chunk's vector, so that fusion and ranking variants can be measured without
ingesting again: load the pickle (it needs `adapters.recall` importable, i.e. bench/ on the path)
and call companion.recall.search.fuse_chunks on each question's candidates with the variant's
FusionParams, as bench/recall_threshold_curve.py does; adapter.ids() is replaced by the file's
"ids" map ((conversation, session, seq_from) -> the harness ids of that chunk, best first).

The file holds dataset text (the questions, the chunks): it is for local diagnosis only, under
/tmp, never committed (the data is CC BY-NC, evaluation only).
"""

from __future__ import annotations

import argparse
import pickle
import sys
import time
from pathlib import Path
from typing import Any

import numpy as np
from adapters.recall import Recall

from companion.model import UserId
from companion.store import recall_search

EVAL = Path(__file__).resolve().parents[2] / "shared" / "eval"
CATEGORIES = {1: "multi-hop", 2: "temporal", 3: "open-domain", 4: "single-hop"}
HALVES = ((0, 2, 4), (1, 3), (0, 1, 2, 3, 4))


async def _chunk_vectors(adapter: Recall, cid: str) -> dict[Any, np.ndarray]:
    user = UserId(f"eval-{cid}")
    async with adapter._db.user(user) as conn:
        cur = await conn.execute(
            "SELECT id, vector_send(embedding) AS v FROM chunks WHERE user_id = %s", (user,), binary=True
        )
        rows = await cur.fetchall()
    vectors = recall_search._vectors([r["v"] for r in rows])
    return {r["id"]: vectors[i] for i, r in enumerate(rows)}


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--adapter-arg", action="append", default=[], metavar="KEY=VALUE")
    args = parser.parse_args()
    sys.path.insert(0, str(EVAL))
    import recall_eval  # type: ignore[import-not-found]
    from locomo_data import load_locomo, normalize_dia_ids, speakers  # type: ignore[import-not-found]

    data = load_locomo(None)
    adapter = Recall(**recall_eval.parse_kv(args.adapter_arg))
    started = time.perf_counter()
    out: dict[str, Any] = {"conversations": [], "unanswerable": {}}
    for index, sample in enumerate(data):
        cid = sample["sample_id"]
        user_name, _ = speakers(sample)
        per_session = recall_eval.build_chunks(sample, user_name, False)
        known = {ch["id"]: ch for chunks in per_session for ch in chunks}
        for chunks in per_session:
            adapter.ingest(cid, chunks)
        questions = []
        for qa in sample["qa"]:
            if qa.get("category") not in CATEGORIES:
                continue
            evidence = {e for e in normalize_dia_ids(qa.get("evidence")) if e in known}
            if not evidence:
                continue
            text = qa["question"]
            found = adapter.candidates(cid, text)
            vector = adapter.embedder.embed([text])[0]
            questions.append(
                {
                    "category": qa["category"],
                    "question": text,
                    "evidence": evidence,
                    "found": found,
                    "vector": vector,
                }
            )
        ids = {key: value for key, value in adapter._ids.items() if key[0] == cid}
        vectors = adapter._loop.run_until_complete(_chunk_vectors(adapter, cid))
        out["conversations"].append(
            {
                "index": index,
                "cid": cid,
                "speakers": dict(adapter._speakers[cid]),
                "turns": known,
                "questions": questions,
                "ids": ids,
                "vectors": vectors,
            }
        )
        print(f"{cid}: {len(questions)} questions, {time.perf_counter() - started:.0f} s", flush=True)
    for members in HALVES:
        for pos, index in enumerate(members):
            other = members[(pos + 1) % len(members)]
            if (index, other) in out["unanswerable"] or index == other:
                continue
            cid = data[index]["sample_id"]
            asked = []
            for qa in data[other]["qa"]:
                if qa.get("category") not in CATEGORIES:
                    continue
                asked.append(
                    {
                        "question": qa["question"],
                        "found": adapter.candidates(cid, qa["question"]),
                        "vector": adapter.embedder.embed([qa["question"]])[0],
                    }
                )
            out["unanswerable"][(index, other)] = asked
    adapter.close()
    args.out.write_bytes(pickle.dumps(out))
    print(f"done in {time.perf_counter() - started:.0f} s -> {args.out}")


if __name__ == "__main__":
    main()
