"""Every verdict of the truth gate over every case source, to prove a speed change changes nothing.

    .venv/bin/python bench/gate_snapshot.py --out /tmp/gate_snapshot_before.json
    .venv/bin/python bench/gate_snapshot.py --out /tmp/gate_snapshot_after.json \
        --compare /tmp/gate_snapshot_before.json [--order reverse]

Sources (each candidate keyed by source and position, so two snapshots line up one to one):
    voice      ../shared/eval/voice_cases.jsonl, through bench/adapters/validator.py
               (one validate() call per case, with each message's `at`, as voice_eval.py does)
    cases      tests/data/validation/cases.json (as tests/validation/test_cases.py builds them)
    own_voice  tests/data/validation/voice/*.jsonl (as tests/validation/test_voice_cases.py does)
    locomo     the candidates of ../shared/eval/validator_eval.py at --seed (default 0), noise
               none / light / medium, through the adapter, one validate() call per group
    flips      bench/meaning_flip_bench.py's pairs (LoCoMo dev split)
    bench      bench/validation_bench.py's synthetic sessions (seed 0, 200 sessions)

Each verdict is recorded whole: outcome, reasons, valid_from, and also span, score, message
index, related fact and detail, so that even a change in a field the harnesses do not read
shows. `--order reverse` runs the sources and the groups inside each in reverse order, so a
cache keyed on too little (a result reused for a different message or quote) shows up as a
difference too. The output goes outside the repository: verdicts on LoCoMo candidates quote
no dataset text, but the keys are kept free of text anyway.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from types import ModuleType
from typing import Any

from adapters.validator import Validator
from locomo import DATA, SHARED, load_module

from companion.model import Message, Verdict
from companion.validation import validate

REPO = Path(__file__).resolve().parents[1]
EVAL = SHARED / "eval"
CASE_DATA = REPO / "tests" / "data" / "validation"

# One unit of work: (key, transcript, candidates) -> verdicts of those candidates.
Unit = tuple[str, Callable[[], list[Verdict]]]


def _record(v: Verdict) -> dict[str, Any]:
    return {
        "outcome": v.outcome.value,
        "reasons": [r.value for r in v.reasons],
        "valid_from": v.valid_from.isoformat() if v.valid_from is not None else None,
        "span": list(v.span) if v.span is not None else None,
        "score": round(v.score, 9),
        "message_index": v.message_index,
        "related_fact_id": str(v.related_fact_id) if v.related_fact_id is not None else None,
        "detail": v.detail,
    }


class _Recorder(Validator):
    """The harness adapter, keeping the full verdicts it computed (not only the outcome strings)."""

    def __init__(self) -> None:
        super().__init__()
        self.last: list[Verdict] = []

    def validate(self, transcript: Any, candidates: Any) -> Any:
        import adapters.validator as adapter

        real = adapter.validate

        def keep(*args: Any, **kwargs: Any) -> list[Verdict]:
            self.last = real(*args, **kwargs)
            return self.last

        adapter.validate = keep  # type: ignore[assignment]
        try:
            return super().validate(transcript, candidates)
        finally:
            adapter.validate = real  # type: ignore[assignment]


def _import(path: Path, name: str) -> ModuleType:
    sys.path.insert(0, str(path.parent))
    spec = importlib.util.spec_from_file_location(name, path)
    if spec is None or spec.loader is None:
        raise SystemExit(f"cannot import {path}")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _through_adapter(rec: _Recorder, transcript: Any, cands: Any) -> Callable[[], list[Verdict]]:
    def run() -> list[Verdict]:
        rec.validate(transcript, cands)
        return rec.last

    return run


def voice_units(rec: _Recorder) -> Iterator[Unit]:
    voice_eval = _import(EVAL / "voice_eval.py", "voice_eval")
    for c in voice_eval.load_cases(str(EVAL / "voice_cases.jsonl")):
        transcript = [dict(m) for m in c["transcript"]]
        yield f"voice/{c['id']}", _through_adapter(rec, transcript, [dict(c["candidate"])])


def case_units() -> Iterator[Unit]:
    from tests.validation.conftest import WHEN

    roles = ("user", "assistant")
    for case in json.loads((CASE_DATA / "cases.json").read_text(encoding="utf-8"))["cases"]:
        msgs = [Message(role=roles[i % 2], content=c, timestamp=WHEN) for i, c in enumerate(case["messages"])]
        yield f"cases/{case['id']}", lambda msgs=msgs, cand=case["candidate"]: validate(msgs, [cand])


def own_voice_units() -> Iterator[Unit]:
    import validation_bench as vb

    for key, msgs, cand in vb.voice_cases():
        yield f"own_voice/{key}", lambda m=msgs, c=cand: validate(m, [c])


def locomo_units(rec: _Recorder, seed: int) -> Iterator[Unit]:
    ve = _import(EVAL / "validator_eval.py", "validator_eval")
    groups, _ = ve.build_candidates(ve.load_locomo(str(DATA)), ("a", "b"), seed)
    for noise in ("none", "light", "medium"):
        for gi, g in enumerate(ve.apply_noise(groups, noise, seed)):
            cands = [it["cand"] for it in g["items"]]
            yield f"locomo/{noise}/{gi}", _through_adapter(rec, g["transcript"], cands)


def flip_units() -> Iterator[Unit]:
    import meaning_flip_bench as mf

    loc = load_module()
    for n, (_kind, msgs, i, quote, flip, keep) in enumerate(mf.pairs(loc.load_locomo(str(DATA)), loc)):
        cands = [
            {"text": flip, "supporting_quote": quote, "source_message_index": i},
            {"text": keep, "supporting_quote": quote, "source_message_index": i},
        ]
        yield f"flips/{n}", lambda m=msgs, c=cands: validate(m, c)


def bench_units() -> Iterator[Unit]:
    import validation_bench as vb

    for n, (msgs, cands) in enumerate(vb.make_sessions(200, 0)):
        yield f"bench/{n}", lambda m=msgs, c=cands: validate(m, c)


def all_units(seed: int) -> list[list[Unit]]:
    rec = _Recorder()
    return [
        list(voice_units(rec)),
        list(case_units()),
        list(own_voice_units()),
        list(locomo_units(rec, seed)),
        list(flip_units()),
        list(bench_units()),
    ]


def snapshot(seed: int, order: str) -> dict[str, list[dict[str, Any]]]:
    sources = all_units(seed)
    if order == "reverse":
        sources = [list(reversed(s)) for s in reversed(sources)]
    out: dict[str, list[dict[str, Any]]] = {}
    for units in sources:
        for key, run in units:
            out[key] = [_record(v) for v in run()]
    return dict(sorted(out.items()))


def compare(before: dict[str, Any], after: dict[str, Any], show: int) -> int:
    diffs = 0
    for key in sorted(set(before) | set(after)):
        b, a = before.get(key), after.get(key)
        if b == a:
            continue
        if b is None or a is None or len(b) != len(a):
            diffs += 1
            print(f"{key}: present in one snapshot only, or a different number of verdicts")
            continue
        for i, (vb, va) in enumerate(zip(b, a, strict=True)):
            if vb != va:
                diffs += 1
                if diffs <= show:
                    fields = {k: (vb[k], va[k]) for k in vb if vb[k] != va.get(k)}
                    print(f"{key}[{i}]: {fields}")
    return diffs


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", required=True, help="where to write the snapshot (outside the repository)")
    ap.add_argument("--compare", default=None, help="an earlier snapshot: print every difference")
    ap.add_argument("--order", choices=("forward", "reverse"), default="forward")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--show", type=int, default=20, help="print up to N differing verdicts")
    args = ap.parse_args(argv)
    t0 = time.perf_counter()
    snap = snapshot(args.seed, args.order)
    n = sum(len(v) for v in snap.values())
    Path(args.out).write_text(json.dumps(snap, indent=0, sort_keys=True), encoding="utf-8")
    print(f"{n} verdicts in {len(snap)} validate() calls, {time.perf_counter() - t0:.1f} s -> {args.out}")
    if args.compare is None:
        return 0
    diffs = compare(json.loads(Path(args.compare).read_text(encoding="utf-8")), snap, args.show)
    print(f"differences from {args.compare}: {diffs}")
    return 1 if diffs else 0


if __name__ == "__main__":
    raise SystemExit(main())
