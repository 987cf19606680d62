"""The message's local date from the store (rule V8): what the gate reads after a round trip.

The store keeps instants (`spoken_at timestamptz`), not the speaker's offset: a message read
back carries the database session's TimeZone (UTC unless the deployment sets one). The gate
resolves "yesterday" from the date in the zone the timestamp carries, so a late-evening message
west of UTC is read against the next UTC day, unless the session's TimeZone is the user's.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date, datetime, timedelta, timezone

from companion.model import Message, Outcome, UserId
from companion.store import transcripts as tx
from companion.store.database import Database
from companion.validation import validate

# 04:15 UTC on the 11th
_CHICAGO_EVENING = datetime(2026, 3, 10, 23, 15, tzinfo=timezone(timedelta(hours=-5)))
_SAID = "ugh my car got towed yesterday right outside my flat"


def _outcome(day: date, messages: Sequence[Message]) -> Outcome:
    text = f"User's car got towed on March {day.day}, 2026."
    candidate = {"text": text, "supporting_quote": "my car got towed yesterday", "source_message_index": 0}
    (verdict,) = validate(messages, [candidate])
    return verdict.outcome


async def test_only_the_instant_is_stored_so_the_utc_date_is_read(db: Database, user_id: UserId) -> None:
    async with db.user(user_id) as conn:
        session = await tx.start_session(conn, user_id, started_at=_CHICAGO_EVENING)
        await tx.append_message(conn, session.id, "user", _SAID, spoken_at=_CHICAGO_EVENING)
        await conn.execute("SET LOCAL TIME ZONE 'UTC'")  # the server's default here, made explicit
        transcript = await tx.load_transcript(conn, session.id)
    stored = transcript.messages[0].timestamp
    assert stored == _CHICAGO_EVENING  # the same instant ...
    assert stored.utcoffset() == timedelta(0)  # ... in the session's zone, not the speaker's
    # "yesterday" is read from March 11 (UTC): the user's March 9 is a date mismatch
    assert _outcome(date(2026, 3, 9), transcript.messages) is Outcome.REJECT
    assert _outcome(date(2026, 3, 10), transcript.messages) is Outcome.ACCEPT


async def test_a_session_time_zone_gives_the_users_local_date(db: Database, user_id: UserId) -> None:
    async with db.user(user_id) as conn:
        session = await tx.start_session(conn, user_id, started_at=_CHICAGO_EVENING)
        await tx.append_message(conn, session.id, "user", _SAID, spoken_at=_CHICAGO_EVENING)
        await conn.execute("SET LOCAL TIME ZONE 'America/Chicago'")
        transcript = await tx.load_transcript(conn, session.id)
    stored = transcript.messages[0].timestamp
    assert stored.utcoffset() == timedelta(hours=-5)
    assert _outcome(date(2026, 3, 9), transcript.messages) is Outcome.ACCEPT
    assert _outcome(date(2026, 3, 10), transcript.messages) is Outcome.REJECT
