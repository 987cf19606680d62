"""Subcommands over a user's facts: `facts`, `review`, `export`, `erase`.

    companion facts USER [--as-of DATE] [--known-at DATE] [--history [FACT_ID|SLOT]] [--status S] [--json]
    companion review USER        interactive: [c]onfirm [r]eject [e]dit [f]orget [s]kip [q]uit
    companion forget USER FACT_ID
    companion export USER [--out FILE]
    companion erase USER --yes

The review flow reads plain lines from stdin, so it can be scripted (`printf 'c\\nq\\n' | companion
review dana`). Each review action is its own transaction: quitting half-way keeps what was done.
"""

from __future__ import annotations

import argparse
import json
import sys
import uuid
from datetime import UTC, datetime
from typing import Any, TextIO

from companion.app import memory_on, open_database
from companion.cli.inputs import text_arg, user_id_arg
from companion.config import Settings
from companion.errors import ReviewError
from companion.model import Fact, FactStatus, UserId, unstorable_text
from companion.store import fact_queries as q
from companion.store import review as rv
from companion.store.database import Conn, Database
from companion.store.privacy import erase_user, export_user, json_value

__all__ = ["parse_when", "register"]


def parse_when(value: str) -> datetime:
    """An ISO date or date-time from the command line; without a zone it is UTC."""
    try:
        when = datetime.fromisoformat(value)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(f"not an ISO date or date-time: {value!r}") from exc
    return when if when.tzinfo is not None else when.replace(tzinfo=UTC)


def register(sub: argparse._SubParsersAction[Any]) -> None:
    p = sub.add_parser("facts", help="list a user's facts (now, as of a date, as known at a date, history)")
    p.add_argument("user", type=user_id_arg)
    p.add_argument("--as-of", type=parse_when, metavar="DATE", help="what was true at this world time")
    p.add_argument("--known-at", type=parse_when, metavar="DATE", help="what the system believed then")
    p.add_argument(
        "--history",
        nargs="?",
        const="*",
        type=text_arg,
        metavar="FACT_ID|SLOT",
        help="every version and event (of one fact's chain or slot, or of all facts)",
    )
    p.add_argument("--status", choices=[s.value for s in FactStatus], help="current facts with this status")
    p.add_argument("--json", action="store_true", help="print JSON instead of text")
    p.set_defaults(handler=_facts)

    p = sub.add_parser("review", help="review pending facts interactively (reads stdin)")
    p.add_argument("user", type=user_id_arg)
    p.set_defaults(handler=_review)

    p = sub.add_parser(
        "forget", help="forget a fact: its words leave the facts and recall (not the transcript)"
    )
    p.add_argument("user")
    p.add_argument("fact_id", type=uuid.UUID)
    p.set_defaults(handler=_forget)

    p = sub.add_parser("export", help="write all of a user's data as JSON")
    p.add_argument("user", type=user_id_arg)
    p.add_argument("--out", metavar="FILE", help="write here instead of stdout")
    p.set_defaults(handler=_export)

    p = sub.add_parser("erase", help="delete all of a user's data (irreversible)")
    p.add_argument("user", type=user_id_arg)
    p.add_argument("--yes", action="store_true", help="confirm the erasure")
    p.set_defaults(handler=_erase)


def _day(when: datetime | None) -> str:
    return "…" if when is None else when.date().isoformat()


def _line(f: Fact) -> str:
    slot = f" [{f.slot}]" if f.slot else ""
    text = f.text if f.text else "(forgotten)"
    reason = f" ({f.status_reason})" if f.status_reason else ""
    return (
        f"{f.status.value:<8} {text}{slot}  valid {_day(f.valid_from)} → {_day(f.valid_to)}"
        f"  recorded {f.recorded_at:%Y-%m-%d %H:%M}{reason}  id={f.id}"
    )


def _fact_json(f: Fact) -> dict[str, Any]:
    return {k: json_value(v) for k, v in f.model_dump().items()}


async def _facts(args: argparse.Namespace, settings: Settings) -> int:
    db = await open_database(settings)
    try:
        async with db.user(args.user) as conn:
            if args.history is not None:
                return await _print_history(conn, args)
            if args.known_at is not None:
                facts = await q.known_at(conn, args.known_at, args.as_of)
            elif args.as_of is not None:
                facts = await q.valid_at(conn, args.as_of)
            elif args.status is not None:
                facts = await q.facts_by_status(conn, args.status)
            else:
                facts = await q.active_facts(conn)
    finally:
        await db.close()
    if args.json:
        print(json.dumps([_fact_json(f) for f in facts], indent=2))
    else:
        for f in facts:
            print(_line(f))
        if not facts:
            print("no facts")
    return 0


async def _print_history(conn: Conn, args: argparse.Namespace) -> int:
    if args.history == "*":
        everything = [f.id for f in await _all_current(conn)]
        chains: list[q.FactHistory] = []
        seen: set[uuid.UUID] = set()
        for fid in everything:
            if fid not in seen:
                chain = await q.history(conn, fid)
                seen.update(chain.fact_ids)
                chains.append(chain)
    else:
        try:
            ref: uuid.UUID | str = uuid.UUID(args.history)
        except ValueError:
            ref = args.history
        chains = [await q.history(conn, ref)]
    if args.json:
        out = [
            {
                "versions": [_fact_json(v) for v in c.versions],
                "events": [_event_json(e) for e in c.events],
            }
            for c in chains
        ]
        print(json.dumps(out, indent=2))
        return 0
    for chain in chains:
        for version in chain.versions:
            current = "*" if version.expired_at is None else " "
            print(f"{current} {_line(version)}")
        for e in chain.events:
            print(
                f"    {e.at:%Y-%m-%d %H:%M} {e.event} by {e.actor}" + (f" ({e.reason})" if e.reason else "")
            )
        print()
    return 0


def _event_json(event: q.FactEvent) -> dict[str, Any]:
    return {name: json_value(getattr(event, name)) for name in event.__slots__}


async def _all_current(conn: Conn) -> list[Fact]:
    out: list[Fact] = []
    for status in FactStatus:
        out.extend(await q.facts_by_status(conn, status))
    return out


# A review answer or an edited fact (at most 2000 characters) fits in one line of this length.
_MAX_LINE = 8192


def _ask(prompt: str, stdin: TextIO) -> str | None:
    print(prompt, end="", flush=True)
    # Bounded: input without newlines (a device, a binary file) must not be read to its end.
    line = stdin.readline(_MAX_LINE)
    return None if line == "" else line.strip()


def _show(item: rv.PendingReview, n: int, total: int) -> None:
    f = item.fact
    print(f"\n[{n}/{total}] {f.text}" + (f"  [{f.slot}]" if f.slot else ""))
    if item.session_started_at is not None:
        print(f"  session: {item.session_started_at:%Y-%m-%d %H:%M}")
    if item.quote:
        print(f'  quote:   "{item.quote}"')
    if item.message_text and item.message_text != item.quote:
        print(f'  message: "{item.message_text}"')
    if item.conflicts_with is not None:
        c = item.conflicts_with
        print(f"  would replace: {c.text} (since {_day(c.valid_from)})")


async def _review(args: argparse.Namespace, settings: Settings, stdin: TextIO | None = None) -> int:
    stream = stdin or sys.stdin
    db = await open_database(settings)
    done: dict[str, int] = {}
    try:
        async with db.user(args.user) as conn:
            items = await rv.pending_reviews(conn)
        if not items:
            print("nothing to review")
            return 0
        for n, item in enumerate(items, 1):
            _show(item, n, len(items))
            action = await _decide(db, settings, args.user, item, stream)
            if action == "quit":
                break
            done[action] = done.get(action, 0) + 1
    finally:
        await db.close()
    print("\n" + (", ".join(f"{k}: {v}" for k, v in sorted(done.items())) or "no changes"))
    return 0


_ACTIONS = {"c": "confirmed", "r": "rejected", "e": "edited", "f": "forgotten", "s": "skipped", "q": "quit"}


async def _decide(db: Database, settings: Settings, user: str, item: rv.PendingReview, stdin: TextIO) -> str:
    while True:
        answer = _ask("  [c]onfirm [r]eject [e]dit [f]orget [s]kip [q]uit? ", stdin)
        if answer is None:
            return "quit"  # end of input
        action = _ACTIONS.get(answer[:1].lower())
        if action is None:
            print("  please answer c, r, e, f, s or q")
            continue
        if action in ("skipped", "quit"):
            return action
        new_text = None
        if action == "edited":
            new_text = _ask("  new text: ", stdin)
            if not new_text:
                print("  empty text: not edited")
                continue
            if (problem := unstorable_text(new_text)) is not None:
                print(f"  the text {problem}: not edited")
                continue
        try:
            if action == "forgotten":
                await _forget_fact(db, settings, UserId(user), item.fact.id)
            else:
                async with db.user(UserId(user)) as conn:
                    await _apply(conn, action, item.fact.id, new_text)
        except ReviewError as exc:
            print(f"  cannot do that: {exc}")
            return "skipped"
        print(f"  {action}")
        return action


async def _apply(conn: Conn, action: str, fact_id: uuid.UUID, new_text: str | None) -> None:
    if action == "confirmed":
        await rv.confirm(conn, fact_id)
    elif action == "rejected":
        await rv.reject(conn, fact_id)
    elif action == "edited" and new_text is not None:
        await rv.edit(conn, fact_id, new_text)


async def _forget_fact(db: Database, settings: Settings, user: UserId, fact_id: uuid.UUID) -> int:
    """Forget through Memory: the chunks holding the words are re-embedded, so the model is loaded."""
    async with memory_on(db, settings) as memory:
        return await memory.forget(user, fact_id)


async def _forget(args: argparse.Namespace, settings: Settings) -> int:
    db = await open_database(settings)
    try:
        rewritten = await _forget_fact(db, settings, UserId(args.user), args.fact_id)
    finally:
        await db.close()
    print(
        f"forgot {args.fact_id}: its words are gone from the fact's history and {rewritten} recall chunk(s)"
    )
    return 0


async def _export(args: argparse.Namespace, settings: Settings) -> int:
    db = await open_database(settings)
    try:
        async with db.user(args.user) as conn:
            data = await export_user(conn, args.user)
    finally:
        await db.close()
    text = json.dumps(data, indent=2, ensure_ascii=False)
    if args.out:
        _write(args.out, text + "\n")
        print(f"wrote {args.out}: {len(data['facts'])} facts, {len(data.get('messages', []))} messages")
    else:
        print(text)
    return 0


def _write(path: str, text: str) -> None:
    with open(path, "w", encoding="utf-8") as fh:
        fh.write(text)


async def _erase(args: argparse.Namespace, settings: Settings) -> int:
    if not args.yes:
        print(
            f"companion: refusing to erase {args.user!r} without --yes (this cannot be undone)",
            file=sys.stderr,
        )
        return 2
    db = await open_database(settings)
    try:
        async with db.user(args.user) as conn:
            counts = await erase_user(conn, args.user)
    finally:
        await db.close()
    total = sum(counts.values())
    print(f"erased {args.user}: {total} rows")
    for table, n in counts.items():
        print(f"  {table:<22} {n}")
    return 0
