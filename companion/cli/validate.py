"""`companion validate FILE [--table]`: run the gate over a JSON file and print the verdicts.

The file holds {"transcript": [{"role", "content", "timestamp"}, ...], "candidates": [...]} and
optionally "known_facts" (Fact objects) and "tombstones" (Tombstone objects). The file is read
here, at the edge: the gate itself (companion.validation) opens no files.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Mapping, Sequence
from typing import Any, TextIO

from pydantic import TypeAdapter, ValidationError

from companion.cli.inputs import read_input_file
from companion.config import Settings
from companion.model import Fact, Message, Tombstone, Verdict
from companion.validation.gate import validate

__all__ = ["format_table", "register", "run_validate"]


def register(sub: argparse._SubParsersAction[Any]) -> None:
    p = sub.add_parser(
        "validate",
        help="run the validation gate on a JSON file {transcript, candidates[, known_facts, tombstones]}",
    )
    p.add_argument("file", help="the JSON file")
    p.add_argument("--table", action="store_true", help="a readable table instead of JSON")
    p.set_defaults(handler=_validate)


def _validate(args: argparse.Namespace, settings: Settings) -> int:
    return run_validate(args.file, table=args.table)


_MESSAGES = TypeAdapter(tuple[Message, ...])
_FACTS = TypeAdapter(tuple[Fact, ...])
_STONES = TypeAdapter(tuple[Tombstone, ...])


def format_table(verdicts: Sequence[Verdict]) -> str:
    """A readable, aligned table: one row per candidate."""
    header = ("#", "outcome", "reasons", "msg", "span", "score", "text")
    rows = [header]
    for i, v in enumerate(verdicts):
        text = v.candidate.text if v.candidate is not None else f"<{v.detail}>"
        span = f"{v.span[0]}-{v.span[1]}" if v.span else "-"
        msg = "-" if v.message_index is None else str(v.message_index)
        reasons = ",".join(r.value for r in v.reasons)
        rows.append((str(i), v.outcome.value, reasons, msg, span, f"{v.score:.2f}", text[:60]))
    widths = [max(len(r[c]) for r in rows) for c in range(len(header) - 1)]
    lines = [
        "  ".join(cell.ljust(w) for cell, w in zip(row[:-1], widths, strict=False)) + "  " + row[-1]
        for row in rows
    ]
    return "\n".join(lines)


def run_validate(path: str, table: bool, out: TextIO | None = None) -> int:
    """Validate the candidates in `path`; print verdicts as JSON (or a table). 0 ok, 2 bad input."""
    out = out or sys.stdout
    try:
        doc = json.loads(read_input_file(path))
        if not isinstance(doc, Mapping):
            raise ValueError("the file must hold a JSON object")
        messages = _MESSAGES.validate_python(doc.get("transcript", []))
        facts = _FACTS.validate_python(doc.get("known_facts", []))
        stones = _STONES.validate_python(doc.get("tombstones", []))
        candidates = doc.get("candidates", [])
        if not isinstance(candidates, list):
            raise ValueError("candidates must be a list")
    except (OSError, ValueError, ValidationError) as err:
        print(f"error: {path}: {err}", file=sys.stderr)
        return 2
    verdicts = validate(messages, candidates, known_facts=facts, tombstones=stones)
    if table:
        print(format_table(verdicts), file=out)
    else:
        print(json.dumps([v.model_dump(mode="json") for v in verdicts], indent=2), file=out)
    return 0
