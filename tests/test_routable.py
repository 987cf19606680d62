"""Every statement the store runs on user data names one user itself, so Citus can route it to one shard.

Row-level security already confines each transaction to its user, but on a Citus cluster a filter
that comes only from the policy (`user_id = companion_current_user_id()`) is not used to pick a
shard: the statement goes to every shard (docs/scale.md). So the store writes `user_id = %s` into
each statement too, and this module checks that it does, the way Citus's router planner would look:

1. A realistic workload runs through the public store functions on a recording connection, which
   notes every statement, its parameters, the transaction's user and the store line that ran it.
2. Each distinct statement is EXPLAINed (as the owner, so the policy adds nothing) and its plan is
   checked by `plan_problems` (R1: every scan of a per-user table has user_id = this user; R2: an
   INSERT's user_id is bound, not computed on the server).
3. Every execute() call site in companion/store was run by the workload, or is a listed exception.

The deliberate exceptions, and what replaces them on Citus, are `CROSS_USER` and `NO_USER_DATA`
below, and `SQL_FUNCTIONS` for the functions the migrations define. Two statements pass the check
but deserve a word: privacy's catalog walk (`_user_tables`) reads information_schema, which on a
Citus coordinator lists the distributed tables themselves; and facts.lock_user takes an advisory
lock, which Citus keeps on the node the client is connected to (see docs/scale.md).
"""

from __future__ import annotations

import ast
import sys
import uuid
from collections.abc import AsyncIterator, Iterable, Iterator, Sequence
from contextlib import asynccontextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path
from types import FrameType
from typing import Any, Self

import pytest
from psycopg import AsyncCursor, AsyncRawCursor, sql
from psycopg.abc import Params, Query, QueryNoTemplate
from psycopg.rows import DictRow

import companion.store
from companion.extraction.offline import OfflineProposer
from companion.memory import Memory
from companion.model import FactStatus, Outcome, SessionId, UserId
from companion.pipeline import process_session
from companion.recall.embedder import Embedder
from companion.store import chunks, extraction_runs, jobs, privacy, recall_search, review, transcripts
from companion.store import fact_queries as q
from companion.store.database import (
    Conn,
    Database,
    DatabaseConfig,
    run_script,
    scoped_user,
)
from tests.distribution import plan_problems, read_catalog, user_column_numbers
from tests.store.fact_helpers import make_session, verdict, write
from tests.test_distributable import NOT_PER_USER

STORE = Path(companion.store.__file__).parent
# store/database.py's helpers that run one statement for their caller and return typed rows.
FETCH_HELPERS = frozenset({"fetch_one", "fetch_all", "fetch_value"})

# Store functions that read across users on purpose. Citus cannot run them as they are (a multi-shard
# SELECT ... FOR UPDATE SKIP LOCKED is refused); docs/scale.md says what takes their place.
CROSS_USER = {
    "jobs.claim": (
        "a worker serves every user: companion_claim_jobs() takes the oldest due jobs of any user "
        "with FOR UPDATE SKIP LOCKED. On Citus the claim runs per shard on the worker node that "
        "holds it (a per-node queue), never as one cross-shard statement."
    ),
    "jobs.sweep_idle_sessions": (
        "ends every user's orphaned sessions through companion_sweep_idle_sessions(); on Citus it "
        "runs per shard, like the claim."
    ),
}

# Call sites that run SQL but touch no user's rows.
NO_USER_DATA = {
    "database._refuse_privileged_login": "reads the catalog (pg_roles, pg_tables) when the pool opens",
    "database._lower_backend_priority": "SELECT pg_backend_pid() for a background worker's connection",
    "database.Database.open.<locals>.configure": "a background worker's SET synchronous_commit",
    "database.Database.user": "SET LOCAL app.user_id: names the user, reads nothing",
    "database.Database.user_script": (
        "BEGIN, SET LOCAL, statements, COMMIT as one message: the recording database runs the same "
        "statements through run_script in a user() transaction, where each EXECUTE is checked"
    ),
    "embedded.start_embedded": "creates the database when the embedded server first starts",
    "database.Database.user_pipeline": (
        "BEGIN, SET LOCAL app.user_id and COMMIT around the caller's statements, sent as one "
        "pipeline: names the user, reads nothing; the statements sent in it are recorded at their "
        "own store lines (the warmed recall step in _workload)"
    ),
}

# Every function the migrations create, and what it reads.
SQL_FUNCTIONS = {
    "companion_chunk_keys": "immutable: (user, lexeme) keys of one chunk's text; reads no table",
    "companion_find_chunks": (
        "SECURITY DEFINER (the owner, so the per-user GIN can be used under RLS): the current "
        "user's chunks only (keys prefixed with md5 of app.user_id, and user_id = that user)"
    ),
    "companion_count_chunk_terms": "trigger on chunks: the written rows' own user's word counts",
    "companion_current_user_id": "reads the app.user_id setting; no table",
    "companion_near_chunks": (
        "SECURITY INVOKER, under RLS: the current user's chunks nearest to a vector"
        " (user_id = app.user_id, stated in each of its statements)"
    ),
    "companion_append_message": (
        "SECURITY INVOKER: one session row (locked) and its messages, every statement with "
        "user_id = its p_user argument, which transcripts.append_statement binds to the "
        "transaction's user; each is a router statement on Citus"
    ),
    "companion_refuse_update": "trigger refusing UPDATE on messages; reads no table",
    "companion_claim_jobs": "SECURITY DEFINER, cross-user by design: " + CROSS_USER["jobs.claim"],
    "companion_sweep_idle_sessions": (
        "SECURITY DEFINER (owner companion_maint), cross-user by design: "
        + CROSS_USER["jobs.sweep_idle_sessions"]
    ),
}

T0 = datetime(2025, 3, 3, 9, 0, tzinfo=UTC)
T1 = T0 + timedelta(days=9)


@dataclass(frozen=True, slots=True)
class Statement:
    """One statement as the store ran it."""

    site: tuple[str, int]  # (store module, line of the execute call)
    function: str  # module.qualname, for messages
    query: Query
    params: Params | None
    user: UserId | None
    raw: bool = False  # sent through a raw cursor: $n placeholders, positional parameters


_SINK: ContextVar[list[Statement] | None] = ContextVar("routable_sink", default=None)


def _record(cursor: AsyncCursor[Any], query: Query, params: Params | None, raw: bool = False) -> None:
    sink = _SINK.get()
    if sink is None:
        return
    frame: FrameType | None = sys._getframe(2)
    # The statement's site is the store line that asked for it: a fetch helper stands for its caller.
    while frame is not None and (
        Path(frame.f_code.co_filename).parent != STORE or frame.f_code.co_name in FETCH_HELPERS
    ):
        frame = frame.f_back
    if frame is None:
        site, function = ("<outside companion/store>", 0), "<outside companion/store>"
    else:
        module = Path(frame.f_code.co_filename).stem
        site, function = (module, frame.f_lineno), f"{module}.{frame.f_code.co_qualname}"
    sink.append(Statement(site, function, query, params, scoped_user(cursor.connection), raw))


class _RecordingCursor(AsyncCursor[DictRow]):
    async def execute(
        self,
        query: Query,
        params: Params | None = None,
        *,
        prepare: bool | None = None,
        binary: bool | None = None,
    ) -> Self:
        _record(self, query, params)
        if not isinstance(query, str | bytes | sql.SQL | sql.Composed):
            raise TypeError("template queries are not recorded")  # the store writes none (Python 3.11)
        return await super().execute(query, params, prepare=prepare, binary=binary)

    async def executemany(
        self, query: Query, params_seq: Iterable[Params], *, returning: bool = False
    ) -> None:
        rows = list(params_seq)
        _record(self, query, rows[0] if rows else None)
        await super().executemany(query, rows, returning=returning)


class _RecordingRawCursor(AsyncRawCursor[DictRow]):
    """recall_search's long statements go through a raw cursor (recall_search._execute_long)."""

    async def execute(
        self,
        query: Query,
        params: Params | None = None,
        *,
        prepare: bool | None = None,
        binary: bool | None = None,
    ) -> Self:
        _record(self, query, params, raw=True)
        if not isinstance(query, str | bytes | sql.SQL | sql.Composed):
            raise TypeError("template queries are not recorded")  # the store writes none (Python 3.11)
        return await super().execute(query, params, prepare=prepare, binary=binary)


class _RecordingDatabase(Database):
    """The store's database, with every user transaction's statements recorded."""

    async def user_script(
        self, user_id: UserId | str, statements: Sequence[sql.Composable]
    ) -> list[list[DictRow]]:
        # The same statements in a recorded user() transaction (Database.user_script sends BEGIN
        # and COMMIT with them, which changes nothing about where they are routed).
        async with self.user(user_id) as conn:
            return await run_script(conn, statements)

    @asynccontextmanager
    async def user(self, user_id: UserId | str) -> AsyncIterator[Conn]:
        async with super().user(user_id) as conn:
            conn.cursor_factory = _RecordingCursor
            try:
                yield conn
            finally:
                conn.cursor_factory = AsyncCursor

    @asynccontextmanager
    async def user_pipeline(self, user_id: UserId | str) -> AsyncIterator[Conn]:
        # The same pipeline, its statements recorded (they are sent as they would be in user()).
        async with super().user_pipeline(user_id) as conn:
            conn.cursor_factory = _RecordingCursor
            try:
                yield conn
            finally:
                conn.cursor_factory = AsyncCursor


async def _workload(db: Database, embedder: Embedder, user: UserId) -> None:
    """The store's public functions, each at least once, as one user's life would call them."""
    memory = Memory(db, embedder)
    try:
        # A live session: transcript, a resent message, the per-exchange context.
        sid = await memory.start_session(user, "retell", external_id=f"call-{uuid.uuid4().hex[:6]}")
        lines = ["My name is Dana and I work at Acme.", "I love hiking with my sister Ana."]
        for i, text in enumerate(lines):
            await memory.record(user, sid, "user", text, client_msg_id=f"m{i}")
            await memory.record(user, sid, "assistant", "Tell me more.")
        await memory.record(user, sid, "user", lines[0], client_msg_id="m0")  # a resend
        await memory.context(user, sid, "What should I pack for the hike?")
        await memory.warm("Where did we go hiking?")  # embedded beforehand: the one-round-trip step
        await memory.context(user, sid, "Where did we go hiking?")
        await memory.context(user, sid, "")  # nothing to recall: the context's reads on their own
        async with db.user(user) as conn:
            found = await transcripts.find_session_by_external_id(conn, "retell", "nope")
            assert found is None
            await transcripts.last_sessions(conn, 5, ended_only=False)
            await transcripts.touch_session(conn, sid)  # a live connection's heartbeat
            _, job = await jobs.end_session_and_enqueue(conn, user, sid)
            await jobs.enqueue(conn, user, jobs.PROCESS_SESSION, str(sid))  # already queued
        await memory.record(user, sid, "user", "And one more thing.")  # after the end: reopens it
        async with db.user(user) as conn:
            _, job = await jobs.end_session_and_enqueue(conn, user, sid)  # ends and re-arms
            await jobs.get_job(conn, job.id)
            await jobs.list_jobs(conn, state="queued")
        # The worker's side of the job (the claim itself is a listed exception).
        held = jobs.ClaimedJob(user_id=user, id=job.id, kind=job.kind, worker_id="routable")
        await jobs.renew(db, held, 60)
        await jobs.release(db, held)
        await jobs.fail(db, held, "not held", delay_s=1)
        await jobs.complete(db, held)

        # Session end: extraction, verdicts, facts, chunks, profile; then the same again (a replay).
        await process_session(memory, OfflineProposer(), user, sid)
        await process_session(memory, OfflineProposer(), user, sid)
        await memory.recall(user, "hiking with Ana", k=3)

        # The write path's other branches: pending, reinforcement, supersession.
        t1 = await make_session(db, user, [("user", "I have a cat"), ("user", "I like tea")], T0)
        t2 = await make_session(
            db,
            user,
            [("user", "I joined Globex"), ("user", "I still like tea"), ("user", "My cat is old now")],
            T1,
        )
        async with db.user(user) as conn:
            r1 = await write(
                conn,
                user,
                t1,
                [
                    verdict(Outcome.ACCEPT, "User has a cat", slot="pets.cat"),
                    verdict(Outcome.ACCEPT, "User likes tea", index=1, quote="I like tea"),
                ],
            )
            cat, tea = r1.accepted
            r2 = await write(
                conn,
                user,
                t2,
                [
                    verdict(
                        Outcome.PENDING, "User works at Globex", quote="I joined Globex", slot="work.employer"
                    ),
                    verdict(
                        Outcome.REINFORCE, "User likes tea", index=1, quote="I still like tea", related=tea
                    ),
                    verdict(
                        Outcome.ACCEPT, "User has an old cat", index=2, quote="My cat is old now", related=cat
                    ),
                ],
            )
        # Review, and the bitemporal queries.
        async with db.user(user) as conn:
            (pending,) = await review.pending_reviews(conn)
            await review.confirm(conn, pending.fact.id)
            await review.reject(conn, tea)
            edited = await review.edit(conn, r2.accepted[0], "User has an old tabby cat")
            await review.forget(conn, edited.id)
            await q.get_fact(conn, pending.fact.id)
            await q.facts_by_status(conn, FactStatus.RETIRED)
            await q.valid_at(conn, T1)
            await q.known_at(conn, T1 + timedelta(days=1))
            await q.history(conn, pending.fact.id)
            await q.history(conn, "work.employer")
            await q.fact_events(conn)
            await q.tombstones(conn)
        # Forgetting reaches recall: the session's chunks are rewritten with the words redacted.
        assert t1.session_id is not None
        t1_session = SessionId(t1.session_id)
        await memory.index_session(user, t1_session)
        await memory.forget(user, tea)
        await memory.index_session(user, t1_session)  # indexing again applies the recorded redactions
        # Audit and recall internals that the pipeline reaches only sometimes.
        vector = (await memory.embed(["hiking"]))[0]
        async with db.user(user) as conn:
            (run, *_) = await extraction_runs.runs_for_session(conn, sid)
            candidates = await extraction_runs.candidates_for_run(conn, run.id)
            await extraction_runs.set_candidate_fact(conn, run.id, candidates[0].idx, cat)
            await chunks.count_chunks(conn)
            await chunks.session_chunks(conn, sid)
            await chunks.sessions_with_model(conn, embedder.model_id)
            await chunks.sessions_with_other_models(conn, memory.chunk_model)
            await chunks.delete_other_models(conn, sid, memory.chunk_model)
            await chunks.delete_session_chunks(conn, sid, embedder.model_id)
            await recall_search.search_chunks(conn, user, vector, "hiking", memory.chunk_model)
            # The step's statements, both paths (context() takes one or the other by timing).
            await recall_search.first_reads(conn, user, "hiking", memory.chunk_model, live_session=sid)
            await recall_search.reads_with_vector(conn, user, "hiking", vector, memory.chunk_model)
            await recall_search.reads_with_vector(
                conn, user, "hiking", vector, memory.chunk_model, live_session=sid, index_from=0
            )
            # The same reads in two statements (the warmed step's two connections).
            text_side = recall_search.send_text_side(
                conn, user, "hiking", vector, memory.chunk_model, live_session=sid
            )
            await (await text_side).read()
            await (
                await recall_search.send_near_side(conn, user, vector, memory.chunk_model, index_from=0)
            ).read()
            await recall_search.search_facts(conn, user, vector, embedder.model_id)
            await privacy.export_user(conn, user)
        async with db.user(user) as conn:
            await privacy.erase_user(conn, user)
    finally:
        await memory.close()


@pytest.fixture(scope="module")
async def recorded(db: Database, embedder: Embedder) -> list[Statement]:
    """Every statement of the workload, run for a fresh user through a recording connection."""
    recording = await _RecordingDatabase.open(
        DatabaseConfig(url=db.owner_dsn, pgdata=Path("unused"), min_size=1, max_size=2)
    )
    sink: list[Statement] = []
    token = _SINK.set(sink)
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(recall_search, "AsyncRawCursor", _RecordingRawCursor)
        try:
            await _workload(recording, embedder, UserId(f"user-{uuid.uuid4().hex[:12]}"))
        finally:
            _SINK.reset(token)
            await recording.close()
    return sink


def _execute_sites() -> Iterator[tuple[tuple[str, int], str]]:
    """Every execute()/executemany() call in companion/store, and every call of a fetch helper
    (`database.fetch_one` ...) in place of the execute() inside it: (module, line) and function."""
    for path in sorted(STORE.glob("*.py")):
        module = path.stem

        def walk(node: ast.AST, qualname: str, module: str = module) -> Iterator[tuple[tuple[str, int], str]]:
            for child in ast.iter_child_nodes(node):
                if isinstance(child, ast.ClassDef):
                    yield from walk(child, f"{qualname}{child.name}.")
                elif isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef):
                    if child.name not in FETCH_HELPERS:
                        yield from walk(child, f"{qualname}{child.name}.<locals>.")
                elif isinstance(child, ast.Call) and (
                    (isinstance(child.func, ast.Attribute) and child.func.attr in ("execute", "executemany"))
                    or (isinstance(child.func, ast.Name) and child.func.id in FETCH_HELPERS)
                ):
                    name = qualname.removesuffix(".<locals>.").removesuffix(".")
                    yield (module, child.lineno), f"{module}.{name}"
                    yield from walk(child, qualname)
                else:
                    yield from walk(child, qualname)

        yield from walk(ast.parse(path.read_text(encoding="utf-8")), "")


async def _plan(conn: Conn, query: Query, params: Params | None, raw: bool = False) -> dict[str, Any]:
    explain = "EXPLAIN (VERBOSE, FORMAT JSON) "
    full: QueryNoTemplate
    if isinstance(query, str):
        full = explain + query
    elif isinstance(query, bytes):
        full = explain.encode() + query
    elif isinstance(query, sql.SQL | sql.Composed):
        full = sql.SQL(explain) + query
    else:
        raise TypeError(f"cannot explain {query!r}")
    cur = AsyncRawCursor(conn) if raw else conn.cursor()
    await cur.execute(full, params, prepare=False)
    row = await cur.fetchone()
    assert row is not None
    plan: dict[str, Any] = row["QUERY PLAN"][0]["Plan"]
    return plan


async def _per_user_tables(db: Database) -> dict[str, int]:
    async with db.owner() as conn:
        cur = await conn.execute("SELECT current_schema() AS s")
        row = await cur.fetchone()
        assert row is not None
        return user_column_numbers(await read_catalog(conn, str(row["s"])), NOT_PER_USER)


async def test_every_statement_names_its_user(db: Database, recorded: list[Statement]) -> None:
    """Each statement on user data filters on (or inserts) the transaction's own user by itself."""
    per_user = await _per_user_tables(db)
    problems: dict[str, set[str]] = {}
    seen: set[tuple[str, int, str]] = set()
    async with db.owner() as conn:
        for st in recorded:
            key = (*st.site, str(st.query))
            if st.function in CROSS_USER or key in seen:
                continue
            seen.add(key)
            assert st.user, f"{st.function} ran SQL outside Database.user()"
            for problem in plan_problems(await _plan(conn, st.query, st.params, st.raw), st.user, per_user):
                problems.setdefault(f"{st.function} (line {st.site[1]})", set()).add(problem)
    report = "\n".join(f"{where}: {p}" for where, ps in sorted(problems.items()) for p in sorted(ps))
    assert not problems, "statements a sharded database could not route to one shard:\n" + report
    assert len(seen) > 40  # the workload really ran the store


def test_sql_runs_only_in_companion_store(recorded: list[Statement]) -> None:
    """No statement of the workload came from outside the store package (one package owns SQL)."""
    assert [st.function for st in recorded if st.site[0] == "<outside companion/store>"] == []


def test_every_store_call_site_was_checked_or_is_listed(recorded: list[Statement]) -> None:
    """A new execute() in companion/store is either exercised above or listed with its reason."""
    ran = {st.site for st in recorded}
    listed = CROSS_USER.keys() | NO_USER_DATA.keys()
    missing = sorted(
        f"{function} (line {line})"
        for (module, line), function in _execute_sites()
        if (module, line) not in ran and function not in listed
    )
    assert not missing, (
        "store statements the routing check never saw: call them in _workload, or list them in "
        "CROSS_USER / NO_USER_DATA with the reason:\n" + "\n".join(missing)
    )
    sites = {function for _, function in _execute_sites()}
    assert listed <= sites, f"listed exceptions that no longer exist: {sorted(listed - sites)}"


async def test_every_sql_function_is_accounted_for(db: Database) -> None:
    """Each function a migration creates is listed with what it reads; only listed ones cross users."""
    async with db.owner() as conn:
        cur = await conn.execute(
            "SELECT p.proname, p.prosecdef FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace"
            " WHERE n.nspname = current_schema()"
            " AND NOT EXISTS (SELECT FROM pg_depend d WHERE d.objid = p.oid AND d.deptype = 'e')"
        )
        rows = await cur.fetchall()
    names = {str(r["proname"]) for r in rows}
    assert names == SQL_FUNCTIONS.keys(), (
        "a migration added or dropped a function: list it in SQL_FUNCTIONS with what it reads and, if it "
        f"crosses users, what replaces it on Citus (new: {sorted(names - SQL_FUNCTIONS.keys())}, "
        f"gone: {sorted(SQL_FUNCTIONS.keys() - names)})"
    )
    definers = {str(r["proname"]) for r in rows if r["prosecdef"]}
    # Two cross users on purpose; companion_find_chunks reads only the calling user's chunks.
    assert definers == {"companion_claim_jobs", "companion_sweep_idle_sessions", "companion_find_chunks"}


# ------------------------------------------------------------------- the check can fail, for real


async def test_a_policy_only_filter_is_reported(db: Database, user_id: UserId) -> None:
    """A read that leaves the user to the RLS policy, and an INSERT that computes its user_id, fail."""
    per_user = await _per_user_tables(db)
    async with db.owner() as conn:
        read = await _plan(conn, "SELECT text FROM facts WHERE id = %s", [uuid.uuid4()])
        insert = await _plan(
            conn,
            "INSERT INTO extraction_runs (user_id, id, session_id, proposer, status)"
            " SELECT companion_current_user_id(), %s, %s, 'offline', 'running'",
            [uuid.uuid4(), uuid.uuid4()],
        )
        joined = await _plan(
            conn,
            "SELECT m.content FROM messages m JOIN sessions s ON s.id = m.session_id WHERE s.user_id = %s",
            [user_id],
        )
        good = await _plan(
            conn,
            "SELECT m.content FROM messages m"
            " JOIN sessions s ON s.user_id = m.user_id AND s.id = m.session_id WHERE s.user_id = %s",
            [user_id],
        )
    assert [p[:2] for p in plan_problems(read, user_id, per_user)] == ["R1"]
    assert [p[:2] for p in plan_problems(insert, user_id, per_user)] == ["R2"]
    # A join that does not carry user_id leaves one side unpinned; joining on user_id pins both.
    assert [p.split(" (")[0] for p in plan_problems(joined, user_id, per_user)] == ["R1 messages"]
    assert plan_problems(good, user_id, per_user) == []


async def test_another_users_value_is_not_this_users(db: Database, user_id: UserId) -> None:
    """Pinned to someone else is reported too: the filter must name the transaction's user."""
    per_user = await _per_user_tables(db)
    async with db.owner() as conn:
        plan = await _plan(conn, "SELECT id FROM sessions WHERE user_id = %s", [UserId(user_id + "-other")])
    assert [p[:2] for p in plan_problems(plan, user_id, per_user)] == ["R1"]
