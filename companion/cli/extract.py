"""`companion extract SESSION_OR_FILE`: run a proposer and the validator, show proposals next to verdicts.

SESSION_OR_FILE is either a session id (with --user; the run and every candidate are recorded in
extraction_runs unless --dry-run) or a JSON file holding a transcript, in the same layout as the
files `companion validate` reads: {"transcript": [{"role", "content", "timestamp"}, ...], ...}.
A file is always a dry run: there is no stored session to record the run against.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Coroutine
from datetime import datetime
from pathlib import Path
from typing import Any

from companion.app import PROPOSER_KINDS, build_proposer, open_database
from companion.cli.first_start import announce_first_start
from companion.cli.inputs import read_input_file, user_id_arg
from companion.config import Settings
from companion.errors import ConfigError, MalformedProposal
from companion.extraction.base import Proposer
from companion.extraction.replay import ReplayProposer
from companion.model import Message, Transcript
from companion.model.proposals import ExtractionResult, item_as_json
from companion.pipeline.extract import extract_session, extract_transcript
from companion.store.transcripts import session_uuid

__all__ = ["load_transcript_file", "register", "render_result", "result_as_json"]


def register(sub: argparse._SubParsersAction[Any]) -> None:
    p = sub.add_parser(
        "extract",
        help="propose facts for a session (or a transcript file) and show the validator's verdicts",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument(
        "target", metavar="SESSION_OR_FILE", help="a session id (needs --user) or a JSON transcript file"
    )
    p.add_argument("--user", type=user_id_arg, help="the user who owns the session")
    p.add_argument("--dry-run", action="store_true", help="do not record the run")
    p.add_argument("--proposer", choices=PROPOSER_KINDS, help="default: claude with an API key, else offline")
    p.add_argument("--replay", type=Path, metavar="FILE", help="the candidates file for --proposer replay")
    p.add_argument("--json", action="store_true", help="print JSON instead of a table")
    p.set_defaults(handler=_extract)


def load_transcript_file(path: Path) -> Transcript:
    """A transcript from a JSON file; a clear ConfigError for anything malformed."""
    try:
        data = json.loads(read_input_file(path))
    except (OSError, ValueError) as exc:
        raise ConfigError(f"cannot read transcript file {path}: {exc}") from exc
    rows = data.get("transcript") if isinstance(data, dict) else None
    if not isinstance(rows, list):
        raise ConfigError(f"{path}: expected {{'transcript': [{{'role', 'content', 'timestamp'}}, ...]}}")
    messages = []
    for i, row in enumerate(rows):
        if not isinstance(row, dict) or row.get("role") not in ("user", "assistant"):
            raise ConfigError(f"{path}: message {i} needs role 'user' or 'assistant'")
        try:
            ts = datetime.fromisoformat(str(row["timestamp"]))
            messages.append(Message(role=row["role"], content=str(row["content"]), timestamp=ts))
        except (KeyError, ValueError) as exc:
            raise ConfigError(f"{path}: message {i} needs content and an ISO 8601 timestamp ({exc})") from exc
    return Transcript(messages=tuple(messages))


def _proposer(settings: Settings, kind: str | None, replay_file: Path | None) -> Proposer:
    if kind != "replay":
        return build_proposer(settings, kind)
    if replay_file is None:
        raise ConfigError("the replay proposer needs a file (--replay FILE)")
    try:
        return ReplayProposer(read_input_file(replay_file), source=str(replay_file))
    except (OSError, ValueError) as exc:
        raise ConfigError(f"cannot read replay file {replay_file}: {exc}") from exc


def _extract(args: argparse.Namespace, settings: Settings) -> Coroutine[Any, Any, int]:
    # Files are read here, before the event loop starts (no blocking I/O inside it).
    proposer = _proposer(settings, args.proposer, args.replay)
    path = Path(args.target)
    transcript = None
    if path.suffix == ".json" or path.exists():
        transcript = load_transcript_file(path)
    elif not args.user:
        raise ConfigError("a session id needs --user USER")
    return _run(args, settings, proposer, transcript)


async def _run(
    args: argparse.Namespace, settings: Settings, proposer: Proposer, transcript: Transcript | None
) -> int:
    try:
        if transcript is not None:
            result = await extract_transcript(transcript, proposer)
        else:
            session_id = _session_id(args.target)
            announce_first_start(settings)
            db = await open_database(settings)
            try:
                result = await extract_session(db, args.user, session_id, proposer, dry_run=args.dry_run)
            finally:
                await db.close()
    except MalformedProposal as exc:
        print(
            f"companion: the {proposer.name} proposer's answer is unusable ({exc.kind}); raw answer:",
            file=sys.stderr,
        )
        print(exc.raw, file=sys.stderr)
        return 2
    print(json.dumps(result_as_json(result), indent=2) if args.json else render_result(result))
    return 0


def _session_id(value: str) -> Any:
    try:
        return session_uuid(value)
    except ValueError as exc:
        raise ConfigError(f"{value!r} is neither a JSON file nor a session id") from exc


def result_as_json(result: ExtractionResult) -> dict[str, Any]:
    p = result.proposal
    return {
        "run_id": str(result.run_id) if result.run_id else None,
        "proposer": p.proposer,
        "model": p.model,
        "prompt_version": p.prompt_version,
        "usage": {
            "input_tokens": p.input_tokens,
            "output_tokens": p.output_tokens,
            "cache_read_tokens": p.cache_read_tokens,
            "cache_creation_tokens": p.cache_creation_tokens,
            "cost_usd": str(p.cost_usd) if p.cost_usd is not None else None,
        },
        "accepted": result.accepted,
        "rejected": result.rejected,
        "candidates": [
            {
                "proposal": item_as_json(item),
                "outcome": str(v.outcome),
                "reasons": [str(r) for r in v.reasons],
                "message_index": v.message_index,
                "span": list(v.span) if v.span else None,
                "score": v.score,
                "detail": v.detail,
            }
            for item, v in zip(p.items, result.verdicts, strict=True)
        ],
    }


def render_result(result: ExtractionResult) -> str:
    """Proposals next to verdicts, one block per candidate, for a terminal."""
    p = result.proposal
    head = f"{p.proposer}" + (f" ({p.model}, prompt {p.prompt_version})" if p.model else "")
    lines = [f"{head}: {len(p.items)} proposed, {result.accepted} accepted, {result.rejected} rejected"]
    if result.run_id:
        lines.append(f"recorded as extraction run {result.run_id}")
    if p.input_tokens is not None:
        cost = p.cost_usd if p.cost_usd is not None else "?"
        lines.append(
            f"tokens: {p.input_tokens} in ({p.cache_read_tokens} cache read,"
            f" {p.cache_creation_tokens} cache write), {p.output_tokens} out; cost ~${cost}"
        )
    for i, (item, v) in enumerate(zip(p.items, result.verdicts, strict=True)):
        data = item_as_json(item)
        d: dict[str, Any] = data if isinstance(data, dict) else {}
        mark = "REJECT" if not v.accepted else str(v.outcome).upper()
        lines.append("")
        lines.append(f"#{i} {mark:<9} {', '.join(str(r) for r in v.reasons)}")
        lines.append(f"   fact:  {d.get('text', data)!s}")
        lines.append(f"   quote: {d.get('supporting_quote')!r} (message {d.get('source_message_index')})")
        if v.detail:
            lines.append(f"   why:   {v.detail}")
    return "\n".join(lines)
