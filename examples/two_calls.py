"""Memory in two calls: give it a conversation, ask it later.

    pip install companion-memory
    python examples/two_calls.py [USER]    # embedded PostgreSQL in COMPANION_DATA_DIR, or DATABASE_URL

Without ANTHROPIC_API_KEY the offline proposer reads the conversation; with it, Claude does. Either
way every proposed fact passes the validation gate before it is stored.
"""

from __future__ import annotations

import asyncio
import sys
from datetime import UTC, datetime

from companion.app import open_memory
from companion.config import load_settings


async def main(user: str) -> None:
    async with await open_memory(load_settings()) as memory:
        report = await memory.add(
            user,
            [
                {"role": "user", "content": "My sister Ana is getting married in May."},
                {"role": "assistant", "content": "How lovely! Will there be a big dinner?"},
                {"role": "user", "content": "Yes, and I'm allergic to shellfish, so I'll skip the oysters."},
            ],
            session_at=datetime(2026, 3, 4, 18, 0, tzinfo=UTC),
        )
        print(f"stored {len(report.writes.accepted)} fact(s), {len(report.writes.pending)} awaiting review")

        for hit in await memory.search(user, "Am I allergic to anything?", k=3):
            print(f"{hit.kind:<5} {hit.date:%Y-%m-%d} score={hit.score:.3f}  {hit.text}")


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1] if len(sys.argv) > 1 else "dana"))
