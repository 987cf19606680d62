"""The write path: validator verdicts -> rows of the bitemporal facts table, in one transaction.

`apply_verdicts` is split into deciding and doing (like psycopg's generators vs waiting): a pure
planner (`plan_writes`) turns the verdicts and a snapshot of the user's current facts into an
ordered list of writes; the executor sends them in one pipelined round trip. The caller owns the
transaction (`async with db.user(u) as conn`), so a crash or lost connection anywhere in between
rolls everything back, and a re-run starts from the same snapshot.

Rules implemented here (the data model of DESIGN.md):
  W1 accept -> a new active fact, confirmed_by validator, with provenance (message, quote, span,
     score); valid_from is the verdict's resolved date, else the message time.
  W2 reinforce -> the existing fact gains a mention (count, last_confirmed_at) and an event; no row.
  W3 pending -> a pending fact whose `supersedes` names the active fact it would replace.
  W4 accept with related_fact_id (an explicit correction) supersedes at once when policy allows:
     the old fact is retired with valid_to = the new valid_from and superseded_by = the new fact.
  W5 idempotent: a session's writes commit together with a fact_session_writes row (per session
     and transcript length); re-applying to the same transcript finds it and returns the recorded
     fact ids, while a reopened session's longer transcript is planned again. Underneath, fact ids
     are uuid5(user, session, message index, text hash) and events carry an idempotency key, as a
     second line of defence.
  W6 per-user serialisation: a transaction-scoped advisory lock on the user id.
  W7 a matching tombstone (rejected or forgotten fact) is never written again.
  W8 soft cap: above `active_cap` active extracted facts, the least important (<= 3), least
     recently confirmed are retired with reason `pruned`; importance 5 and explicit facts never.
A change of belief never edits a version in place: it expires it and inserts the next version.
"""

from __future__ import annotations

import uuid
from collections.abc import Sequence
from datetime import datetime

from psycopg.rows import scalar_row
from psycopg.types.json import Jsonb

from companion.errors import ReviewError
from companion.model import Fact, FactId, Outcome, SessionId, Transcript, UserId, Verdict, fact_text_hash
from companion.model.lifecycle import (
    EventRow,
    InsertFact,
    LinkCandidate,
    NewVersion,
    Op,
    Redact,
    Reinforce,
    fact_uuid,
)
from companion.store.database import Conn, fetch_one, fetch_value
from companion.store.fact_plan import WritePolicy, WriteReport, plan_writes
from companion.store.fact_queries import FACT_COLUMNS, fact_row, hashed_fact_row

__all__ = [
    "WritePolicy",
    "WriteReport",
    "apply_verdicts",
    "execute_in_order",
    "lock_user",
    "transaction_time",
]

# Advisory lock class for "writing this user's facts"; the second key is hashtext(user_id). A hash
# collision between two users only makes them wait for each other, never lets one user in twice.
_LOCK_CLASS = 0x66616374  # "fact"

_INSERT_FACT = (
    "INSERT INTO facts (user_id, version_id, id, text, text_hash, category, slot, importance, origin,"
    " status, confirmed_by, valid_from, recorded_at, supersedes, session_id, source_message_id, quote,"
    " quote_start, quote_end, match_score, last_confirmed_at)"
    " VALUES (%(user_id)s, %(version_id)s, %(id)s, %(text)s, %(text_hash)s, %(category)s, %(slot)s,"
    " %(importance)s, %(origin)s, %(status)s, %(confirmed_by)s, %(valid_from)s, %(recorded_at)s,"
    " %(supersedes)s, %(session_id)s, %(source_message_id)s, %(quote)s, %(quote_start)s, %(quote_end)s,"
    " %(match_score)s, %(last_confirmed_at)s)"
    " ON CONFLICT DO NOTHING"
)

# Expire the current version and insert its successor in one statement. The new version copies
# every column (embedding included: it depends on the words, which do not change) except the
# belief columns the caller sets. greatest() keeps transaction time monotonic per fact even if a
# caller-supplied `now` lags a version recorded by the database clock.
_NEW_VERSION = (
    "WITH old AS (UPDATE facts SET expired_at = greatest(%(now)s, recorded_at)"
    " WHERE user_id = %(user_id)s AND version_id = %(old)s AND expired_at IS NULL RETURNING *)"
    " INSERT INTO facts (user_id, version_id, id, text, text_hash, category, slot, importance, origin,"
    " status, status_reason, confirmed_by, valid_from, valid_to, recorded_at, expired_at, superseded_by,"
    " supersedes, session_id, source_message_id, quote, quote_start, quote_end, match_score,"
    " mention_count, last_confirmed_at, redacted, embedding, embedding_model)"
    " SELECT user_id, %(new)s, id, text, text_hash, category, slot, importance, origin,"
    " %(status)s, %(status_reason)s, %(confirmed_by)s, valid_from, %(valid_to)s,"
    " greatest(%(now)s, recorded_at), NULL, %(superseded_by)s, %(supersedes)s, session_id,"
    " source_message_id, quote, quote_start, quote_end, match_score, mention_count,"
    " %(last_confirmed_at)s, redacted, embedding, embedding_model FROM old"
    f" RETURNING {FACT_COLUMNS}"
)

_INSERT_EVENT = (
    "INSERT INTO fact_events (user_id, id, fact_id, event, actor, at, session_id, reason, detail,"
    " idempotency_key) VALUES (%(user_id)s, %(id)s, %(fact_id)s, %(event)s, %(actor)s, %(at)s,"
    " %(session_id)s, %(reason)s, %(detail)s, %(key)s) ON CONFLICT DO NOTHING"
)

_LINK_CANDIDATE = (
    "UPDATE extraction_candidates SET fact_id = %s WHERE user_id = %s AND run_id = %s AND idx = %s"
)


async def lock_user(conn: Conn, user_id: UserId | str | None = None) -> None:
    """W6: serialise fact writes per user (default: the transaction's user) until it ends."""
    await conn.execute(
        "SELECT pg_advisory_xact_lock(%s, hashtext(coalesce(%s, companion_current_user_id())))",
        [_LOCK_CLASS, None if user_id is None else str(user_id)],
    )


async def transaction_time(conn: Conn, now: datetime | None = None) -> datetime:
    """The time to record changes at: `now` if given, else the database clock (after the lock)."""
    if now is not None:
        return now
    clock = await fetch_value(conn, "SELECT clock_timestamp()")
    assert isinstance(clock, datetime)
    return clock


def _event_params(user_id: str, e: EventRow) -> dict[str, object]:
    return {
        "user_id": user_id,
        "id": e.id,
        "fact_id": e.fact_id,
        "event": e.event,
        "actor": e.actor,
        "at": e.at,
        "session_id": e.session_id,
        "reason": e.reason,
        "detail": Jsonb(dict(e.detail)),
        "key": e.idempotency_key,
    }


def _version_params(v: NewVersion, now: datetime) -> dict[str, object]:
    return {
        "now": now,
        "user_id": v.old.user_id,
        "old": v.old.version_id,
        "new": v.version_id,
        "status": v.status.value,
        "status_reason": v.status_reason,
        "confirmed_by": None if v.confirmed_by is None else v.confirmed_by.value,
        "valid_to": v.valid_to,
        "superseded_by": v.superseded_by,
        "supersedes": v.supersedes,
        "last_confirmed_at": v.last_confirmed_at,
    }


def _fact_params(op: InsertFact) -> dict[str, object]:
    f = op.fact
    return {
        "user_id": f.user_id,
        "version_id": f.version_id,
        "id": f.id,
        "text": f.text,
        "text_hash": op.text_hash,
        "category": f.category.value,
        "slot": f.slot,
        "importance": f.importance,
        "origin": f.origin.value,
        "status": f.status.value,
        "confirmed_by": None if f.confirmed_by is None else f.confirmed_by.value,
        "valid_from": f.valid_from,
        "recorded_at": f.recorded_at,
        "supersedes": f.supersedes,
        "session_id": f.session_id,
        "source_message_id": f.source_message_id,
        "quote": f.quote,
        "quote_start": f.quote_start,
        "quote_end": f.quote_end,
        "match_score": f.match_score,
        "last_confirmed_at": f.last_confirmed_at,
    }


async def _new_version(conn: Conn, version: NewVersion, now: datetime) -> Fact:
    """Expire `version.old` and insert its successor; ReviewError if it was no longer current."""
    row = await fetch_one(conn, fact_row, _NEW_VERSION, _version_params(version, now))
    if row is None:
        raise ReviewError(f"fact {version.old.id} changed meanwhile; reload and try again")
    return row


async def _redact(conn: Conn, fact: Fact) -> None:
    # Every version, not just the current one: known_at() must not be able to read the words back.
    await conn.execute(
        "UPDATE facts SET text = '', quote = NULL, redacted = true, embedding = NULL,"
        " embedding_model = NULL WHERE user_id = %s AND id = %s",
        [fact.user_id, fact.id],
    )
    await conn.execute(
        "UPDATE fact_events SET detail = detail - 'quote' - 'text' WHERE user_id = %s AND fact_id = %s",
        [fact.user_id, fact.id],
    )
    await conn.execute(
        "UPDATE extraction_candidates SET proposal = '{\"redacted\": true}'::jsonb, detail = NULL"
        " WHERE user_id = %s AND fact_id = %s",
        [fact.user_id, fact.id],
    )


async def execute_in_order(conn: Conn, user_id: UserId, ops: Sequence[Op], now: datetime) -> list[Fact]:
    """Execute one review transition's writes (`companion.model.lifecycle`) one statement at a time, in
    order; returns the versions written. Unlike a session's plan, each new version is checked: a
    fact that changed meanwhile is a ReviewError, so the user's action never applies to a state
    they did not see."""
    written = []
    for op in ops:
        if isinstance(op, NewVersion):
            written.append(await _new_version(conn, op, now))
        elif isinstance(op, InsertFact):
            await conn.execute(_INSERT_FACT, _fact_params(op))
        elif isinstance(op, EventRow):
            await conn.execute(_INSERT_EVENT, _event_params(str(user_id), op))
        elif isinstance(op, Redact):
            await _redact(conn, op.fact)
        else:
            raise TypeError(f"a review transition does not write {type(op).__name__}")
    return written


_FACT_COLUMNS_IN = (
    "user_id, version_id, id, text, text_hash, category, slot, importance, origin, status, confirmed_by,"
    " valid_from, recorded_at, supersedes, session_id, source_message_id, quote, quote_start, quote_end,"
    " match_score, last_confirmed_at"
)
_EVENT_COLUMNS_IN = "user_id, id, fact_id, event, actor, at, session_id, reason, detail, idempotency_key"


def _rows_sql(width: int, count: int) -> str:
    row = "(" + ", ".join(["%s"] * width) + ")"
    return ", ".join([row] * count)


def _event_tuple(user_id: str, e: EventRow) -> tuple[object, ...]:
    return tuple(_event_params(user_id, e).values())  # in _EVENT_COLUMNS_IN order


async def _insert_facts(conn: Conn, batch: list[InsertFact]) -> None:
    if batch:
        params = [v for op in batch for v in _fact_params(op).values()]
        await conn.execute(
            f"INSERT INTO facts ({_FACT_COLUMNS_IN}) VALUES {_rows_sql(21, len(batch))}"
            " ON CONFLICT DO NOTHING",
            params,
        )


async def _execute(
    conn: Conn, user_id: str, ops: Sequence[Op], now: datetime, record: Sequence[object] = ()
) -> None:
    """Send the plan in one pipeline, as few statements as order allows.

    Order matters only between versions and inserts (a slot's old holder retires before the new
    holder is inserted; a fact is inserted before it can be pruned), so consecutive inserts go as
    one multi-row INSERT, and events, reinforcements and candidate links (which no constraint
    orders) as one statement each at the end. Errors surface when the pipeline syncs and abort the
    caller's transaction.
    """
    events = [op for op in ops if isinstance(op, EventRow)]
    reinforcements = [op for op in ops if isinstance(op, Reinforce)]
    links = [op for op in ops if isinstance(op, LinkCandidate)]
    async with conn.pipeline():
        batch: list[InsertFact] = []
        for op in ops:
            if isinstance(op, InsertFact):
                batch.append(op)
            elif isinstance(op, NewVersion):
                await _insert_facts(conn, batch)
                batch = []
                await conn.execute(_NEW_VERSION, _version_params(op, now))
        await _insert_facts(conn, batch)
        if events:
            await conn.execute(
                f"INSERT INTO fact_events ({_EVENT_COLUMNS_IN}) VALUES {_rows_sql(10, len(events))}"
                " ON CONFLICT DO NOTHING",
                [v for e in events for v in _event_tuple(user_id, e)],
            )
        if reinforcements:
            # W2: a mention counts only if its event is new, so a replay cannot count it twice.
            said = ", ".join(["(%s::uuid, %s::timestamptz)"] * len(reinforcements))
            await conn.execute(
                f"WITH said (event_id, said_at) AS (VALUES {said}),"
                f" ev AS (INSERT INTO fact_events ({_EVENT_COLUMNS_IN})"
                f" VALUES {_rows_sql(10, len(reinforcements))} ON CONFLICT DO NOTHING RETURNING id, fact_id),"
                " x AS (SELECT ev.fact_id, count(*) AS n, max(said.said_at) AS said_at"
                " FROM ev JOIN said ON said.event_id = ev.id GROUP BY ev.fact_id)"
                " UPDATE facts f SET mention_count = f.mention_count + x.n,"
                " last_confirmed_at = greatest(f.last_confirmed_at, x.said_at)"
                " FROM x WHERE f.user_id = %s AND f.id = x.fact_id AND f.expired_at IS NULL",
                [v for r in reinforcements for v in (r.event.id, r.at)]
                + [v for r in reinforcements for v in _event_tuple(user_id, r.event)]
                + [user_id],
            )
        for link in links:
            await conn.execute(_LINK_CANDIDATE, [link.fact_id, user_id, link.run_id, link.idx])
        if record:
            await conn.execute(
                "INSERT INTO fact_session_writes"
                " (user_id, session_id, run_id, applied_at, fact_ids, summary, messages)"
                " VALUES (%s, %s, %s, %s, %s, %s, %s)",
                record,
            )


async def apply_verdicts(
    conn: Conn,
    *,
    user_id: UserId,
    session_id: SessionId | None = None,
    transcript: Transcript,
    verdicts: Sequence[Verdict],
    run_id: uuid.UUID | None = None,
    now: datetime | None = None,
    policy: WritePolicy = WritePolicy(),  # noqa: B008 - frozen, so a shared default is safe
) -> WriteReport:
    """Write one session's verdicts (W1-W8) inside the caller's transaction; safe to re-run.

    `session_id` defaults to the transcript's. `now` is the transaction time to record (default:
    the database clock once the user's lock is held). Rejected verdicts write nothing here: they
    are recorded with the extraction run.
    """
    session_id = session_id or transcript.session_id
    if session_id is None:
        raise ValueError("apply_verdicts needs a session id (argument or transcript.session_id)")
    planned = []
    for v in verdicts:
        if v.outcome is not Outcome.REJECT and v.candidate is not None:
            index = v.message_index if v.message_index is not None else v.candidate.source_message_index
            planned.append(fact_uuid(user_id, session_id, index, fact_text_hash(v.candidate.text)))
    # Lock, clock and snapshot in one round trip (pipelined, executed in order): the snapshot is
    # read after the lock is granted, so it includes everything a previous holder committed.
    clock = conn.cursor(row_factory=scalar_row)
    snapshot = conn.cursor(row_factory=hashed_fact_row)
    done = conn.cursor(row_factory=scalar_row)
    async with conn.pipeline():
        await lock_user(conn, user_id)
        await clock.execute("SELECT clock_timestamp()")
        await snapshot.execute(
            f"SELECT {FACT_COLUMNS} FROM facts WHERE user_id = %s AND expired_at IS NULL"
            " AND (status IN ('active', 'pending', 'rejected') OR id = ANY(%s))",
            [user_id, planned],
        )
        # W5 per transcript extent: a session reopened after its processing (a reconnect) has
        # more messages now, and what was said after the reopening must be written too.
        await done.execute(
            "SELECT fact_ids FROM fact_session_writes"
            " WHERE user_id = %s AND session_id = %s AND messages = %s",
            [user_id, session_id, len(transcript.messages)],
        )
        clock_time = await clock.fetchone()
        rows = await snapshot.fetchall()
        recorded: list[uuid.UUID | None] | None = await done.fetchone()
    assert isinstance(clock_time, datetime)
    if recorded is not None:
        # W5: this session was written already (its record committed with its writes).
        fact_ids = [None if f is None else FactId(f) for f in recorded]
        return WriteReport(fact_ids=fact_ids, replayed=list(dict.fromkeys(f for f in fact_ids if f)))
    at: datetime = now or clock_time
    current = [fact for fact, _ in rows]
    hashes = {fact.id: text_hash for fact, text_hash in rows}
    plan = plan_writes(
        user_id=user_id,
        session_id=session_id,
        transcript=transcript,
        verdicts=verdicts,
        current=current,
        hashes=hashes,
        now=at,
        policy=policy,
        run_id=run_id,
    )
    r = plan.report
    summary = {k: len(getattr(r, k)) for k in ("accepted", "pending", "reinforced", "superseded", "pruned")}
    await _execute(
        conn,
        str(user_id),
        plan.ops,
        at,
        [user_id, session_id, run_id, at, r.fact_ids, Jsonb(summary), len(transcript.messages)],
    )
    return r
