"""Subcommands of the recall and profile parts: `companion profile` and `companion recall`."""

from __future__ import annotations

import argparse
import json
from typing import Any

from companion.app import open_memory
from companion.cli.inputs import text_arg, user_id_arg
from companion.config import Settings

__all__ = ["register"]


def register(sub: argparse._SubParsersAction[Any]) -> None:
    p = sub.add_parser("profile", help="print a user's cached profile summary (--rebuild: rebuild it first)")
    p.add_argument("user", type=user_id_arg, help="user id")
    p.add_argument("--rebuild", action="store_true", help="rebuild from active facts before printing")
    p.set_defaults(handler=_profile)

    r = sub.add_parser("recall", help="what the companion would recall for an utterance")
    r.add_argument("user", type=user_id_arg, help="user id")
    r.add_argument("utterance", type=text_arg, help="what the user just said")
    r.add_argument("--k", type=int, default=5, help="how many conversation chunks at most (default 5)")
    r.add_argument("--json", action="store_true", help="print JSON instead of text")
    r.set_defaults(handler=_recall)

    x = sub.add_parser(
        "reindex",
        help="embed again a user's sessions and facts stored with vectors of another model"
        " (before composed chunk vectors, or before a change of COMPANION_EMBEDDER)",
    )
    x.add_argument("user", type=user_id_arg, help="user id")
    x.set_defaults(handler=_reindex)


async def _profile(args: argparse.Namespace, settings: Settings) -> int:
    async with await open_memory(settings) as memory:
        if args.rebuild:
            built = await memory.rebuild_profile(args.user)
            text: str | None = built.text
        else:
            text = await memory.profile(args.user)
    if text is None:
        print(f"no profile cached for {args.user} (run with --rebuild)")
        return 1
    print(text, end="" if text.endswith("\n") else "\n")
    return 0


async def _reindex(args: argparse.Namespace, settings: Settings) -> int:
    async with await open_memory(settings) as memory:
        written = await memory.reindex(args.user)
    print(f"{written} chunks written for {args.user}")
    return 0


async def _recall(args: argparse.Namespace, settings: Settings) -> int:
    async with await open_memory(settings) as memory:
        found = await memory.recall(args.user, args.utterance, k=args.k)
    if args.json:
        rows = [
            {
                "kind": r.kind,
                "text": r.text,
                "date": r.date.isoformat(),
                "score": round(r.score, 6),
                "distance": round(r.distance, 6),
                "id": str(r.id),
            }
            for r in found
        ]
        print(json.dumps(rows, indent=2, ensure_ascii=False))
        return 0
    if not found:
        print("nothing relevant")
    for r in found:
        print(f"[{r.kind} {r.date:%Y-%m-%d} distance {r.distance:.3f}]")
        print("  " + r.text.replace("\n", "\n  "))
    return 0
