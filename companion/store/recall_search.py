"""The SQL of per-exchange recall: hybrid chunk search, fact search, and the session's recent turns.

Chunk search is two statements over this user's chunks of one embedding model: the full-text
list (needs no vector, so it runs while the utterance is being embedded) and the vector list
(cosine distance, pgvector `<=>`; the text matches come with their vectors, so every candidate
gets a distance for the threshold). Fusion is pure Python (companion.recall.search). Neither list
reads every chunk of the user (migration 0007; docs/recall.md has the measurements):

- The vector list of a user with fewer than `INDEX_FROM` chunks is exact: their rows through the
  per-user btree, the nearest n kept in a bounded top-n heap. From `INDEX_FROM` chunks on it walks
  the HNSW index of the user's bucket (1/64 of all users) with pgvector's iterative scan, which
  keeps scanning until n rows of this user have come out (relaxed order). The rows found and the
  text list's matches are ranked together here by their exact distance, so a close chunk the walk
  missed but the text list found still gets its vector rank.
- The full-text list ORs the utterance's lexemes (speech is wordy, and an AND of every word
  almost never matches a whole turn) but ranks only a bounded candidate set. From the per-user
  word counts (chunk_terms), the utterance's words are taken rarest first while their chunks add
  up to at most `TEXT_BUDGET`: every chunk holding one of those is ranked, as before. The user's
  commoner words bring only chunks that hold all of them (an AND, at most `COMMON_CAP` of them),
  and only while the rarest of them is held by at most `COMMON_WALK` budgets of chunks (the AND is
  built whole before its first row: past that it cost more than the rest of the list and returned
  the oldest chunks holding the words, all with one score). A user whose matching chunks fit the
  budget gets exactly the old list.

Memory embeds the utterance first, then reads everything in one statement, reads_with_vector()
(the route, the full-text list, the vector list, the nearest facts and, for a reply's context, the
cached profile, the live session's turns and the previous session's end), sent in a transaction
of its own as one pipeline with its BEGIN and COMMIT (send_reads_with_vector();
Database.user_pipeline). The same reads in two statements, first_reads() (everything that needs no
vector) then vector_and_facts(), and the single-purpose functions (route(), text_matches(),
session_turns() ...) read the same things; tests hold them equal.

Every function takes a connection scoped to one user by `Database.user()`; the explicit user_id
filter lets the planner use the per-user indexes, row-level security enforces the isolation.
"""

from __future__ import annotations

import asyncio
import functools
import re
import uuid
from collections.abc import Awaitable, Callable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, ParamSpec, Protocol, TypeVar

import numpy as np
import numpy.typing as npt
from psycopg import AsyncRawCursor
from psycopg.rows import BaseRowFactory, DictRow, Row, TupleRow, dict_row, tuple_row

from companion.model import Category, FactId, SessionId, UserId
from companion.model.recall import ChunkCandidate, FactCandidate, SessionTurn
from companion.store.database import Conn, Database, transaction_user

__all__ = [
    "STEP_COLUMNS",
    "FirstReads",
    "PendingFirst",
    "PendingRows",
    "PendingStep",
    "Route",
    "StepReads",
    "TextMatch",
    "before_vector_statement",
    "first_reads",
    "last_session_ended_at",
    "merged_reads",
    "reads_on_two_connections",
    "reads_with_vector",
    "route",
    "search_chunks",
    "search_facts",
    "send_first_reads",
    "send_near_side",
    "send_reads_with_vector",
    "send_text_side",
    "session_turns",
    "text_matches",
    "text_side_statement",
    "vector_and_facts",
    "vector_matches",
    "vector_statement",
    "with_vector_statement",
]


@dataclass(frozen=True, slots=True)
class TextMatch:
    """A chunk on the full-text list, with its rank there (1 = best) and its vector (for the distance
    to the utterance, measured once the utterance is embedded)."""

    id: uuid.UUID
    session_id: SessionId
    seq_from: int
    text: str
    spoken_at: datetime
    text_score: float
    text_rank: int
    embedding: npt.NDArray[np.float32] | None = field(default=None, compare=False, repr=False)
    roles: tuple[str, ...] = ()
    coverage: float = 0.0  # text_score / the utterance's total word weight


# Chunk counts from which the vector list walks the bucket's HNSW index instead of every chunk. Below
# it the exact scan costs about what the index walk does (~1.5 ms server time at 1,000 chunks, as
# for the walk at 50,000; docs/recall.md), and its answer is exact.
INDEX_FROM = 2000
# The most chunks the full-text list ranks for the utterance's rarer words, and for the chunks that
# hold all of its commoner ones: fetching and ranking a candidate costs ~4 us, and the bench's
# utterances matched 300-1,000 chunks of a user with 1,000. On the development split recall@5 did
# not move with the budget anywhere from 50 to 500 (docs/recall.md).
TEXT_BUDGET = 100
COMMON_CAP = 100
# The chunks holding all of the commoner words are looked up only while the rarest of those words is
# held by at most COMMON_WALK budgets' worth of chunks. The GIN builds the whole AND (its postings,
# walked from the rarest word's, then their pages sorted) before the first of its COMMON_CAP rows
# comes out: 1.1-1.5 ms of server CPU for a word of ~4,500 of 50,000 chunks, where the rare words
# cost at most `budget` rows. Past that bound the rows it kept were the first COMMON_CAP in storage
# order (the user's oldest), all with the same score: no ranking, so not worth the time on the
# realtime path. No history under 1,000 chunks is affected (docs/recall.md, "Eighth round").
COMMON_WALK = 10
# Candidates the HNSW walk keeps before the iterative scan extends it (pgvector's ef_search).
EF_SEARCH = 100

# Prepared where one plan fits every user: the text list (index lookups by user and by id, whatever
# the user's size) and the exact vector list (the user's btree). Planning these statements costs
# 0.5-1 ms a step, more than executing them for a small user. The index vector list is planned per
# call (prepare=False): a generic plan cannot see the user id, so it could not pick the user's
# bucket index nor know how many rows the user has.
#
# The text list. `words` are the utterance's lexemes; `rare` are those, rarest first, whose chunks
# add up to at most the budget, `common` the rest the user has. companion_find_chunks() (migrations
# 0007, 0010) reads the per-user GIN as the owner: the chunks holding a rare word, and at most `cap`
# holding every common word (not looked up past COMMON_WALK), ranked there by the summed weight of
# the utterance's words each holds (`weighed`: each word's inverse document frequency over the
# user's chunks, ln((N + 1) / (n + 0.5)) for a word in n of N chunks, so a word the user never said
# weighs the most; companion.recall.query explains why); ids and scores of the best n.
# `total_weight` (every word's weight) turns a score into the share of the utterance the chunk
# covers, for the relevance threshold. Their rows are then read here, under row-level security, at
# their addresses (_BEST_ROWS), with their vectors: the distance to the utterance is measured in
# Python once it is embedded, so the vector statement, on the critical path, does not look them up
# again (~0.5 ms); the text list runs while the utterance is embedded.
# The utterance's lexemes. With %(add_name)s (the utterance speaks in the first person) the user's
# display name is added, because the user's lines in the chunks carry it ("Dana: ..."): what
# companion.recall.query.text_query does in Python, done here so that the text list needs nothing
# the route reads. When the utterance already names the user, adding the name again adds no lexeme.
_WORDS = (
    "tsvector_to_array(to_tsvector('english', %(text)s || CASE WHEN %(add_name)s"
    " THEN ' ' || coalesce((SELECT display_name FROM users WHERE user_id = %(user)s), '') ELSE '' END))"
)
_TEXT_CTES = f"""q AS MATERIALIZED (
    SELECT {_WORDS} AS words
), known AS MATERIALIZED (
    -- The words as a scalar subquery (a parameter of the plan), not joined with q: then they are
    -- an index condition on (user, term), where a join read every word count of the user and
    -- filtered (0.7 ms at 850 words).
    SELECT t.term, t.chunks FROM chunk_terms t
     WHERE t.user_id = %(user)s
       AND t.term = ANY((SELECT q.words FROM q) || ''::text)
), counted AS (
    SELECT k.term, k.chunks, sum(k.chunks) OVER (ORDER BY k.chunks, k.term) <= %(budget)s AS rare
      FROM known k
     WHERE k.term <> ''
), split AS (
    -- No common words (so no AND of them) when even the rarest of them is held by more than
    -- COMMON_WALK budgets of chunks (see there).
    SELECT coalesce(array_agg(term) FILTER (WHERE rare), '{{}}') AS rare,
           CASE WHEN min(chunks) FILTER (WHERE NOT rare) <= {COMMON_WALK} * %(budget)s
                THEN array_agg(term) FILTER (WHERE NOT rare) ELSE '{{}}' END AS common
      FROM counted
), weighed AS (
    SELECT coalesce(array_agg(w.term ORDER BY w.term), '{{}}') AS words,
           coalesce(array_agg(ln((coalesce((SELECT chunks FROM known WHERE term = ''), 0) + 1.0)
                                 / (coalesce(k.chunks, 0) + 0.5))::real ORDER BY w.term), '{{}}') AS weights
      FROM q CROSS JOIN unnest(q.words) AS w(term) LEFT JOIN known k ON k.term = w.term
), models AS MATERIALIZED (
    -- The chunks' model, and during the upgrade to composed chunk vectors the embedder's own id
    -- (%(whole)s), under which the sessions stored before it hold whole-chunk vectors until they
    -- are indexed again (Memory.reindex, newest session first, so the ones left are the oldest):
    -- searched while the user's oldest chunk is one of them. One row of the btree by user and time.
    SELECT %(model)s::text AS model
    UNION ALL
    SELECT %(whole)s::text
     WHERE %(whole)s::text <> %(model)s::text
       AND %(whole)s::text = (SELECT embedding_model FROM chunks WHERE user_id = %(user)s
                               ORDER BY spoken_at LIMIT 1)
), best AS MATERIALIZED (
    SELECT f.id, f.score, f.address
      FROM split, weighed, models,
           companion_find_chunks(split.rare, split.common, %(cap)s, weighed.words, weighed.weights,
                                 models.model, %(session)s, %(n)s) AS f
     ORDER BY f.score DESC, f.id
     LIMIT %(n)s
)"""
# The rows of the best n. The vector comes as vector_send()'s bytes (a 4-byte header, then the
# floats big-endian): the rows' vectors are then read as one numpy array (_vectors), not built one
# object per row.
_TEXT_COLUMNS = """c.id, c.session_id, c.seq_from, c.text, c.spoken_at, c.roles, b.score AS text_score,
       (SELECT sum(x) FROM weighed, unnest(weighed.weights) AS x) AS total_weight,
       vector_send(c.embedding) AS embedding"""
# The best n's rows, read back at the addresses companion_find_chunks() found them at (migration 0014):
# a TID scan per row, as the app role under row-level security, instead of a descent of the primary
# key's btree per row. The id and the user are checked on the row found (one snapshot: the same row
# version). A lateral subquery kept apart (OFFSET 0), so that each row is one lookup whatever the
# planner thinks of the user: joined on ctid instead, a small user's plan hashed all of the user's
# chunks; the worst plan left is the old one, the primary key by (user, id).
_BEST_ROWS = """best b CROSS JOIN LATERAL (
    SELECT c.id, c.session_id, c.seq_from, c.text, c.spoken_at, c.roles, c.embedding FROM chunks c
     WHERE c.ctid = b.address AND c.id = b.id AND c.user_id = %(user)s OFFSET 0) c"""
_TEXT_FROM = f"""  FROM {_BEST_ROWS}
 ORDER BY b.score DESC, c.id"""
_TEXT_SQL = f"WITH {_TEXT_CTES}\nSELECT {_TEXT_COLUMNS}\n{_TEXT_FROM}\n"

# The search's settings. It reads the user's chunk count and bucket, and sets for this transaction:
# - plan_cache_mode = force_generic_plan. The lists are prepared statements; left to choose,
#   PostgreSQL kept planning them per call (0.6-0.9 ms a step), and their generic plans are the
#   same index lookups (by user and term, by user and id, the user's btree, the bucket's index).
# - for a user with `index_from` chunks or more, pgvector's iterative scan and enable_sort off:
#   the only plan without a Sort is then the walk of the bucket's HNSW index, so it is the one
#   taken, generic plan or not, even when the statistics do not know the user yet (the per-user
#   btree needs a Sort of the user's rows).
# It returns the previous enable_sort and plan_cache_mode, which the vector statement restores.
# Each bucket has its own statement text, so the partial index's predicate
# `(hashtext(user_id) & 63) = <bucket>` is proven from a constant (63 must stay the migration's).
# The settings apply from the next statement on: the statement that changes them was planned first.
_ROUTE_SELECT = """SELECT n.chunks, n.bucket, n.sort, n.cache, n.name,
       set_config('plan_cache_mode', 'force_generic_plan', true) AS generic,
       CASE WHEN n.chunks >= %(index_from)s THEN
            set_config('hnsw.iterative_scan', 'relaxed_order', true)
            || set_config('hnsw.ef_search', %(ef)s, true)
            || set_config('enable_sort', 'off', true)
       END AS settings
  FROM (SELECT coalesce((SELECT chunks FROM chunk_terms WHERE user_id = %(user)s AND term = ''), 0) AS chunks,
               hashtext(%(user)s) & 63 AS bucket,
               (SELECT display_name FROM users WHERE user_id = %(user)s) AS name,
               current_setting('enable_sort') AS sort,
               current_setting('plan_cache_mode') AS cache) AS n"""
_ROUTE_SQL = "\n" + _ROUTE_SELECT + "\n"

# Everything the step reads before it has the utterance's vector, in one statement (one round trip
# instead of one per read): the route (its settings are then in place for the vector statement),
# the full-text list and, for Memory.context(), the cached profile, the live session's recent turns
# (session_turns()) and when the user's previous session ended (last_session_ended_at()). One row
# of kind 'route' carries the route and those reads; the text list's rows (kind 'text') follow.
# The live session's turns (session_turns() runs these alone): the last %(recent)s messages and up
# to %(older)s user turns before them.
_TURNS_CTES = """tail AS (
    SELECT seq, role, content, spoken_at FROM messages
     WHERE user_id = %(user)s AND session_id = %(live)s ORDER BY seq DESC LIMIT %(recent)s
), older AS (
    SELECT seq, role, content, spoken_at FROM messages
     WHERE user_id = %(user)s AND session_id = %(live)s AND role = 'user'
       AND seq < coalesce((SELECT min(seq) FROM tail), 0) ORDER BY seq DESC LIMIT %(older)s
)"""
_SESSION_CTES = ", " + _TURNS_CTES
# When the user's most recent session other than %(live)s ended (last_session_ended_at() alone).
_LAST_AT = """SELECT coalesce(ended_at, started_at) AS at FROM sessions WHERE user_id = %(user)s
           AND (%(live)s::uuid IS NULL OR id <> %(live)s::uuid) ORDER BY started_at DESC LIMIT 1"""
_SESSION_COLUMNS = f"""(SELECT text FROM profiles WHERE user_id = %(user)s) AS profile,
       (SELECT json_agg(json_build_array(t.seq, t.role, t.content, t.spoken_at) ORDER BY t.seq)
          FROM (SELECT * FROM tail UNION ALL SELECT * FROM older) AS t) AS turns,
       ({_LAST_AT}) AS last_at"""
_NO_SESSION_COLUMNS = "NULL::text AS profile, NULL::json AS turns, NULL::timestamptz AS last_at"
_NO_TEXT_COLUMNS = (
    "NULL::uuid AS id, NULL::uuid AS session_id, NULL::integer AS seq_from, NULL::text AS text,"
    " NULL::timestamptz AS spoken_at, NULL::text AS roles, NULL::real AS text_score,"
    " NULL::real AS total_weight, NULL::bytea AS embedding"
)
_NO_ROUTE_COLUMNS = (
    "NULL::integer AS chunks, NULL::integer AS bucket, NULL::text AS sort, NULL::text AS cache,"
    " NULL::text AS name, NULL::text AS profile, NULL::json AS turns, NULL::timestamptz AS last_at"
)


@functools.cache
def before_vector_statement(session: bool) -> str:
    """The statement of first_reads(): route and text list, and with `session` the context's reads."""
    return (
        f"WITH route AS MATERIALIZED (\n{_ROUTE_SELECT}\n){_SESSION_CTES if session else ''}, {_TEXT_CTES}\n"
        "SELECT 'route' AS kind, r.chunks, r.bucket, r.sort, r.cache, r.name,\n"
        f"       {_SESSION_COLUMNS if session else _NO_SESSION_COLUMNS},\n       {_NO_TEXT_COLUMNS}\n"
        "  FROM route r\n"
        f"UNION ALL\n(SELECT 'text', {_NO_ROUTE_COLUMNS},\n       {_TEXT_COLUMNS}\n{_TEXT_FROM})\n"
    )


# Everything the step reads, in one statement, when the utterance's vector is ready before the
# first statement is sent (warmed from a partial transcript, or given): the route's chunk count and
# the user's name, the vector list (companion_near_chunks(), migration 0013, which carries the plan
# settings the two-statement path sets in route()), the full-text list, the nearest facts and, for
# Memory.context(), the context's reads. The two lists come back merged, as _ranked() merges them:
# one row per candidate chunk, ranked by exact distance (`vector_rank`), with its text rank and
# score when the text list holds it; the text matches' distances are measured here, so no vector
# comes back. Rows by kind: one 'route' (with the utterance's total word weight), then 'chunk'
# rows nearest first, then 'fact' rows.
_PLAIN_ROUTE = """SELECT coalesce((SELECT chunks FROM chunk_terms WHERE user_id = %(user)s AND term = ''), 0)
         AS chunks,
       hashtext(%(user)s) & 63 AS bucket,
       (SELECT display_name FROM users WHERE user_id = %(user)s) AS name"""
_MERGED_CTES = f"""near AS MATERIALIZED (
    SELECT * FROM companion_near_chunks(%(vec)b::vector, %(model)s, %(whole)s, %(session)s, %(n)s,
                                        (SELECT chunks FROM route) < %(index_from)s, %(ef)s)
), texts AS MATERIALIZED (
    SELECT c.id, c.session_id, c.seq_from, c.text, c.spoken_at, c.roles, b.score,
           row_number() OVER (ORDER BY b.score DESC, c.id) AS text_rank,
           c.embedding <=> %(vec)b::vector AS distance
      FROM {_BEST_ROWS}
), candidates AS (
    SELECT id, session_id, seq_from, text, spoken_at, roles, distance FROM near
    UNION ALL
    SELECT id, session_id, seq_from, text, spoken_at, roles, distance FROM texts
     WHERE id NOT IN (SELECT id FROM near)
)"""
_NO_CHUNK_COLUMNS = (
    "NULL::uuid AS id, NULL::uuid AS session_id, NULL::integer AS seq_from, NULL::text AS text,"
    " NULL::timestamptz AS spoken_at, NULL::text AS roles, NULL::real AS text_score,"
    " NULL::double precision AS distance, NULL::bigint AS vector_rank, NULL::bigint AS text_rank"
)
_NO_FACT_COLUMNS = (
    "NULL::uuid AS version_id, NULL::text AS category, NULL::smallint AS importance,"
    " NULL::timestamptz AS recorded_at"
)
_NO_READY_ROUTE = (
    "NULL::integer, NULL::integer, NULL::text, NULL::real, NULL::text, NULL::json, NULL::timestamptz"
)


# The nearest facts, as the step's statements return them (rows of kind 'fact', after the chunks).
_READY_FACTS = (
    f"UNION ALL\n(SELECT 'fact', {_NO_READY_ROUTE},\n"
    "       id, NULL, NULL, text, valid_from, NULL, NULL, embedding <=> %(vec)b::vector AS distance,\n"
    "       NULL, NULL, version_id, category, importance, recorded_at\n"
    "   FROM facts\n"
    "  WHERE user_id = %(user)s AND status = 'active' AND expired_at IS NULL AND NOT redacted\n"
    "    AND embedding_model = %(facts_model)s\n"
    "  ORDER BY distance, id\n"
    "  LIMIT %(facts_n)s)\n"
)
# The route's row of the statements that read the route and the text list with the vector ready.
_READY_ROUTE_ROW = (
    "SELECT 'route' AS kind, r.chunks, r.bucket, r.name,\n"
    "       (SELECT sum(x) FROM weighed, unnest(weighed.weights) AS x) AS total_weight,\n"
)
# The columns of the statements above and below (with_vector_statement, text_side_statement,
# _NEAR_SIDE_SQL), in order: their rows are read by position (tests check the cursors' names).
STEP_COLUMNS = (
    "kind", "chunks", "bucket", "name", "total_weight", "profile", "turns", "last_at", "id", "session_id",
    "seq_from", "text", "spoken_at", "roles", "text_score", "distance", "vector_rank", "text_rank",
    "version_id", "category", "importance", "recorded_at",
)  # fmt: skip
_STEP_COLUMN = {name: i for i, name in enumerate(STEP_COLUMNS)}


@functools.cache
def with_vector_statement(session: bool) -> str:
    """The statement of reads_with_vector(); with `session` the context's reads too."""
    return (
        f"WITH route AS MATERIALIZED (\n{_PLAIN_ROUTE}\n){_SESSION_CTES if session else ''}, {_TEXT_CTES},"
        f" {_MERGED_CTES}\n"
        + _READY_ROUTE_ROW
        + f"       {_SESSION_COLUMNS if session else _NO_SESSION_COLUMNS},\n"
        f"       {_NO_CHUNK_COLUMNS},\n       {_NO_FACT_COLUMNS}\n"
        "  FROM route r\n"
        f"UNION ALL\n(SELECT 'chunk', {_NO_READY_ROUTE},\n"
        "       c.id, c.session_id, c.seq_from, c.text, c.spoken_at, c.roles, t.score, c.distance,\n"
        "       row_number() OVER (ORDER BY c.distance, c.id) AS vector_rank, t.text_rank,\n"
        f"       {_NO_FACT_COLUMNS}\n"
        "  FROM candidates c LEFT JOIN texts t ON t.id = c.id\n"
        " ORDER BY vector_rank)\n" + _READY_FACTS
    )


# The same reads as with_vector_statement() in two statements, for two connections at once
# (send_text_side(), send_near_side(); Memory sends them in two transactions of one round trip each,
# concurrently): their server time overlaps on the second core instead of adding up (the HNSW walk
# ~1 ms, the text list ~1.5-2 ms at 50,000 chunks; docs/recall.md, "Fifth round"). The text side
# reads the route, the context's reads and the text list with each match's distance (the vector is
# ready, so it is measured there and no vector comes back); the near side the nearest n and the
# facts, exact when the user has fewer than INDEX_FROM chunks (counted in the same statement).
# merged_reads() then ranks the two lists together as with_vector_statement() does in SQL.
@functools.cache
def text_side_statement(session: bool) -> str:
    """The text side of the step's reads on two connections; with `session` the context's reads."""
    return (
        f"WITH route AS MATERIALIZED (\n{_PLAIN_ROUTE}\n){_SESSION_CTES if session else ''}, {_TEXT_CTES}\n"
        + _READY_ROUTE_ROW
        + f"       {_SESSION_COLUMNS if session else _NO_SESSION_COLUMNS},\n"
        f"       {_NO_CHUNK_COLUMNS},\n       {_NO_FACT_COLUMNS}\n"
        "  FROM route r\n"
        f"UNION ALL\n(SELECT 'text', {_NO_READY_ROUTE},\n"
        "       c.id, c.session_id, c.seq_from, c.text, c.spoken_at, c.roles, b.score,\n"
        "       c.embedding <=> %(vec)b::vector, NULL, row_number() OVER (ORDER BY b.score DESC, c.id),\n"
        f"       {_NO_FACT_COLUMNS}\n"
        f"  FROM {_BEST_ROWS}\n"
        " ORDER BY b.score DESC, c.id)\n"
    )


_NEAR_SIDE_SQL = (
    """WITH near AS MATERIALIZED (
    SELECT * FROM companion_near_chunks(
        %(vec)b::vector, %(model)s, %(whole)s, %(session)s, %(n)s,
        coalesce((SELECT chunks FROM chunk_terms WHERE user_id = %(user)s AND term = ''), 0) < %(index_from)s,
        %(ef)s)
)
"""
    + "SELECT 'chunk' AS kind, NULL::integer AS chunks, NULL::integer AS bucket, NULL::text AS name,\n"
    "       NULL::real AS total_weight, NULL::text AS profile, NULL::json AS turns,\n"
    "       NULL::timestamptz AS last_at,\n"
    "       id, session_id, seq_from, text, spoken_at, roles, NULL::real AS text_score, distance,\n"
    "       NULL::bigint AS vector_rank, NULL::bigint AS text_rank,\n"
    f"       {_NO_FACT_COLUMNS}\n"
    "  FROM near\n" + _READY_FACTS
)


# The vector list reads the chunks of the model and of `whole` (None outside the upgrade to
# composed chunk vectors; see the text list's `models`) alike: both are the embedder's vectors of
# the same chunk text, compared with the same utterance vector, and a session is stored one way or
# the other (Memory._index swaps it in one transaction), so no chunk comes twice. The filter is on
# rows read anyway: searching both costs nothing once no whole-chunk row is left.
_NEAR_FILTER = """
  FROM chunks
 WHERE user_id = %(user)s AND embedding_model IN (%(model)s, %(whole)s)
   AND (%(session)s::uuid IS NULL OR session_id <> %(session)s::uuid)"""
_NEAR_COLUMNS = (
    "SELECT id, session_id, seq_from, text, roles, spoken_at, embedding <=> %(vec)b::vector AS distance"
)
# Exact: every chunk of the user through the per-user btree, the nearest n kept in a bounded top-n
# heap (never a sort of every row). Index: rows come out of the walk in roughly distance order
# and are ranked by exact distance in Python. The bucket is formatted in as an integer.
_EXACT_NEAR = _NEAR_COLUMNS + _NEAR_FILTER + "\n ORDER BY distance, id\n LIMIT %(n)s"
_INDEX_NEAR = (
    _NEAR_COLUMNS
    + _NEAR_FILTER
    + "\n   AND (hashtext(user_id) & 63) = {bucket:d}"
    + "\n ORDER BY embedding::halfvec(384) <=> %(vec)b::vector::halfvec(384)\n LIMIT %(n)s"
)

# The nearest n. The columns returned ride along (joining back to fetch them cost a second index
# scan). The vector goes over the wire in binary (%(vec)b): formatting 384 floats as text costs more
# than the rest of the client side. `{restore}` puts back the settings route() changed (run once,
# whatever the rows; the plan was chosen before).
_VECTOR_SQL = """
WITH near AS MATERIALIZED ({near}){restore_cte}
SELECT 'chunk' AS kind, id, session_id, seq_from, text, roles, spoken_at AS at, distance,
       NULL::uuid AS version_id, NULL::text AS category, NULL::smallint AS importance,
       NULL::timestamptz AS recorded_at
  FROM near{restore}"""
_RESTORE_CTE = (
    ", restored AS MATERIALIZED (SELECT set_config('enable_sort', %(sort)s, true)"
    " || set_config('plan_cache_mode', %(cache)s, true) AS done)"
)
_RESTORE = "\n WHERE (SELECT done FROM restored) IS NOT NULL"

# The nearest facts in the same statement: on the realtime path these run after the embedding is
# ready, so every round trip saved is latency saved.
_FACTS_SQL = """
UNION ALL
(SELECT 'fact', id, NULL::uuid, NULL::integer, text, NULL::text, valid_from, embedding <=> %(vec)b::vector,
        version_id, category, importance, recorded_at
   FROM facts
  WHERE user_id = %(user)s AND status = 'active' AND expired_at IS NULL AND NOT redacted
    AND embedding_model = %(facts_model)s
  ORDER BY 8, id
  LIMIT %(facts_n)s)"""


@functools.cache
def vector_statement(bucket: int | None, facts: bool) -> str:
    """The vector list's statement: exact (bucket None) or through the index of `bucket`."""
    near = _EXACT_NEAR if bucket is None else _INDEX_NEAR.format(bucket=bucket)
    sql = _VECTOR_SQL.format(near=near, restore_cte=_RESTORE_CTE, restore=_RESTORE)
    return sql + (_FACTS_SQL if facts else "")


_PLACEHOLDER = re.compile(r"%\((\w+)\)[sb]|%%")


@functools.cache
def _positional(statement: str) -> tuple[str, tuple[str, ...]]:
    """`statement` with PostgreSQL's $n placeholders (each name numbered once, in order of first
    use; `%(vec)b` and `%(vec)s` alike: a numpy vector is sent in binary either way) and `%%` as
    `%`, as psycopg would send it; and the names in number order."""
    numbers: dict[str, int] = {}

    def number(m: re.Match[str]) -> str:
        return "%" if m[1] is None else f"${numbers.setdefault(m[1], len(numbers) + 1)}"

    return _PLACEHOLDER.sub(number, statement), tuple(numbers)


async def _execute_long(conn: Conn, statement: str, params: Mapping[str, Any]) -> list[DictRow]:
    """Run one of the step's long statements (prepared, binary results) and read its rows."""
    return await (await _send_long(conn, statement, params, dict_row)).fetchall()


async def _send_long(
    conn: Conn, statement: str, params: Mapping[str, Any], rows: BaseRowFactory[Row]
) -> AsyncRawCursor[Row]:
    """Send one of the step's long statements (prepared, binary results) with its placeholders
    converted once (_positional), not by psycopg on every call: psycopg caches its conversion of a
    statement only up to 4,096 characters, and parsing these (~5,000) took 0.2-0.4 ms a step. The
    rows are the cursor's (in a pipeline, once it is synchronised), made by `rows`."""
    sql, names = _positional(statement)
    cur = AsyncRawCursor(conn, row_factory=rows)
    await cur.execute(sql, [params[name] for name in names], prepare=True, binary=True)
    return cur


@dataclass(frozen=True, slots=True)
class Route:
    """How the vector list searches this user: `bucket` None for the exact scan."""

    chunks: int
    bucket: int | None
    sort: str  # enable_sort and plan_cache_mode before route() changed them
    cache: str
    user_name: str | None = None  # the user's display name (the utterance may name them)


async def route(conn: Conn, user_id: UserId, index_from: int = INDEX_FROM) -> Route:
    """Set this transaction's search settings and read how to search the user (see _ROUTE_SELECT),
    and their display name.

    The vector list puts the settings back; call it once per route(), after the text list."""
    params = {"user": user_id, "index_from": index_from, "ef": str(EF_SEARCH)}
    cur = await conn.execute(_ROUTE_SQL, params, prepare=True)
    row = await cur.fetchone()
    assert row is not None  # a SELECT without FROM-clause filters returns its one row
    return _route(row, index_from)


def _route(row: Mapping[str, Any], index_from: int) -> Route:
    chunks = int(row["chunks"])
    bucket = int(row["bucket"]) if chunks >= index_from else None
    name = row["name"].strip() if isinstance(row["name"], str) else ""
    return Route(chunks, bucket, str(row["sort"]), str(row["cache"]), name or None)


@dataclass(frozen=True, slots=True)
class FirstReads:
    """What first_reads() returns: the route, the text list and, when asked, the context's reads."""

    route: Route
    texts: list[TextMatch]
    profile: str | None = None
    turns: list[SessionTurn] = field(default_factory=list)
    last_session_at: datetime | None = None


def _read_params(
    user_id: UserId,
    text: str,
    model_id: str,
    exclude_session: SessionId | None,
    add_name: bool,
    live_session: SessionId | None,
    whole_model: str | None,
    n: int,
    budget: int,
    common_cap: int,
    index_from: int,
    recent: int,
    older_user_turns: int,
) -> dict[str, object]:
    """The parameters both step statements share (before_vector_statement, with_vector_statement)."""
    return {
        "user": user_id,
        "index_from": index_from,
        "text": text,
        "add_name": add_name,
        "model": model_id,
        "whole": whole_model,
        "session": exclude_session,
        "n": n,
        "budget": budget,
        "cap": common_cap,
        "live": live_session,
        "recent": recent,
        "older": older_user_turns,
    }


async def send_first_reads(
    conn: Conn,
    user_id: UserId,
    text: str,
    model_id: str,
    *,
    exclude_session: SessionId | None = None,
    add_name: bool = False,
    live_session: SessionId | None = None,
    whole_model: str | None = None,
    n: int = 50,
    budget: int = TEXT_BUDGET,
    common_cap: int = COMMON_CAP,
    index_from: int = INDEX_FROM,
    recent: int = 12,
    older_user_turns: int = 40,
) -> PendingFirst:
    """first_reads()'s statement, sent; PendingFirst.read() reads its rows (in a
    Database.user_pipeline() block: after the block). first_reads(): route() and text_matches() in
    one statement, everything the step reads before the utterance's vector is ready; with
    `live_session`, also the cached profile, that session's turns (as session_turns()) and when the
    previous session ended (as last_session_ended_at(live_session)).

    `add_name`: add the user's display name to the words (the utterance is in the first person;
    see _WORDS). An empty `text` makes no text list. `whole_model`: the id of the chunks stored with
    whole-chunk vectors before `model_id`'s composed ones, searched too while the user has some
    (_TEXT_CTES). Call the vector list next (it restores the settings the route changed)."""
    params = _read_params(
        user_id, text, model_id, exclude_session, add_name, live_session, whole_model, n, budget,
        common_cap, index_from, recent, older_user_turns,
    )  # fmt: skip
    params["ef"] = str(EF_SEARCH)  # set_config() takes the setting as text
    # Binary results: the vectors' bytes as they are (see _TEXT_COLUMNS).
    cursor = await _send_long(conn, before_vector_statement(live_session is not None), params, dict_row)
    return PendingFirst(cursor, index_from)


@dataclass(frozen=True, slots=True)
class PendingFirst:
    """send_first_reads()'s statement, sent: read() reads its rows as FirstReads."""

    cursor: AsyncRawCursor[DictRow]
    index_from: int

    async def read(self) -> FirstReads:
        return _first_reads(await self.cursor.fetchall(), self.index_from)


def _first_reads(rows: Sequence[DictRow], index_from: int) -> FirstReads:
    head = next(r for r in rows if r["kind"] == "route")  # the statement always returns it
    matches = sorted((r for r in rows if r["kind"] == "text"), key=lambda r: (-r["text_score"], r["id"]))
    way, texts = _route(head, index_from), _text_matches(matches)
    return FirstReads(way, texts, head["profile"], _live_turns(head["turns"]), head["last_at"])


@dataclass(frozen=True, slots=True)
class StepReads:
    """What reads_with_vector() returns: first_reads()'s reads (its `texts` empty: the text matches
    are among `chunks`, with their text ranks), the ranked chunk candidates of both lists and the
    nearest facts."""

    first: FirstReads
    chunks: list[ChunkCandidate]
    facts: list[FactCandidate]


async def send_reads_with_vector(
    conn: Conn,
    user_id: UserId,
    text: str,
    vector: npt.NDArray[np.float32],
    model_id: str,
    *,
    exclude_session: SessionId | None = None,
    add_name: bool = False,
    live_session: SessionId | None = None,
    whole_model: str | None = None,
    facts_model: str | None = None,
    facts_n: int = 10,
    n: int = 50,
    budget: int = TEXT_BUDGET,
    common_cap: int = COMMON_CAP,
    index_from: int = INDEX_FROM,
    recent: int = 12,
    older_user_turns: int = 40,
) -> PendingStep:
    """reads_with_vector()'s statement, sent; its rows are read by PendingStep.read(). In a
    Database.user_pipeline() block, read them after the block (the transaction then takes one round
    trip, its BEGIN and COMMIT included)."""
    query = np.asarray(vector, dtype=np.float32).reshape(-1)
    params = _read_params(
        user_id, text, model_id, exclude_session, add_name, live_session, whole_model, n, budget,
        common_cap, index_from, recent, older_user_turns,
    )  # fmt: skip
    params.update(ef=EF_SEARCH, vec=query, facts_model=facts_model or model_id, facts_n=facts_n)
    # Rows as tuples: ~100 rows of 23 columns a step, and a dict per row cost a third more than
    # the tuple (0.67 against 0.43 ms to fetch them, under load; docs/recall.md, "Fourth round").
    cursor = await _send_long(conn, with_vector_statement(live_session is not None), params, tuple_row)
    return PendingStep(cursor, index_from)


@dataclass(frozen=True, slots=True)
class PendingStep:
    """send_reads_with_vector()'s statement, sent: read() reads its rows as StepReads."""

    cursor: AsyncRawCursor[TupleRow]
    index_from: int

    async def read(self) -> StepReads:
        return _step_reads(await self.cursor.fetchall(), self.index_from)


async def send_text_side(
    conn: Conn,
    user_id: UserId,
    text: str,
    vector: npt.NDArray[np.float32],
    model_id: str,
    *,
    exclude_session: SessionId | None = None,
    add_name: bool = False,
    live_session: SessionId | None = None,
    whole_model: str | None = None,
    n: int = 50,
    budget: int = TEXT_BUDGET,
    common_cap: int = COMMON_CAP,
    index_from: int = INDEX_FROM,
    recent: int = 12,
    older_user_turns: int = 40,
) -> PendingRows:
    """The text side of reads_with_vector() (text_side_statement(): the route, the text list with
    each match's distance to `vector` and, with `live_session`, the context's reads), sent; its
    rows are read by PendingRows.read() (in a Database.user_pipeline() block: after the block) and
    given to merged_reads() with send_near_side()'s. Arguments as send_reads_with_vector()'s."""
    params = _read_params(
        user_id, text, model_id, exclude_session, add_name, live_session, whole_model, n, budget,
        common_cap, index_from, recent, older_user_turns,
    )  # fmt: skip
    params["vec"] = np.asarray(vector, dtype=np.float32).reshape(-1)
    statement = text_side_statement(live_session is not None)
    return PendingRows(await _send_long(conn, statement, params, tuple_row))


async def send_near_side(
    conn: Conn,
    user_id: UserId,
    vector: npt.NDArray[np.float32],
    model_id: str,
    *,
    exclude_session: SessionId | None = None,
    whole_model: str | None = None,
    facts_model: str | None = None,
    facts_n: int = 10,
    n: int = 50,
    index_from: int = INDEX_FROM,
) -> PendingRows:
    """The vector side of reads_with_vector() (_NEAR_SIDE_SQL: the nearest n chunks, through the
    bucket's index from `index_from` chunks on, and the nearest facts), sent; read as
    send_text_side()'s."""
    params = {
        "vec": np.asarray(vector, dtype=np.float32).reshape(-1),
        "user": user_id,
        "model": model_id,
        "whole": whole_model,
        "session": exclude_session,
        "n": n,
        "index_from": index_from,
        "ef": EF_SEARCH,
        "facts_model": facts_model or model_id,
        "facts_n": facts_n,
    }
    return PendingRows(await _send_long(conn, _NEAR_SIDE_SQL, params, tuple_row))


@dataclass(frozen=True, slots=True)
class PendingRows:
    """One side of the step's reads on two connections, sent: read() fetches its rows."""

    cursor: AsyncRawCursor[TupleRow]

    async def read(self) -> list[TupleRow]:
        return await self.cursor.fetchall()


def merged_reads(text_rows: Sequence[TupleRow], near_rows: Sequence[TupleRow], index_from: int) -> StepReads:
    """The two sides' rows (send_text_side(), send_near_side()) as reads_with_vector() returns
    them: the nearest n and the text matches not among them, ranked together by (distance, id),
    each text match with its rank on the text list (the statement's ORDER BY score DESC, id)."""
    kind, cid, distance = _STEP_COLUMN["kind"], _STEP_COLUMN["id"], _STEP_COLUMN["distance"]
    # Keyed by the ids' 128-bit numbers: hashing a uuid.UUID runs Python code, ~250 times a step.
    texts = {r[cid].int: r for r in text_rows if r[kind] == "text"}
    nearest = [r for r in near_rows if r[kind] == "chunk"]
    seen = {r[cid].int for r in nearest}
    ranked = nearest + [r for key, r in texts.items() if key not in seen]
    ranked.sort(key=lambda r: (r[distance], r[cid].int))  # PostgreSQL orders uuids as these numbers
    return _step_reads(
        [text_rows[0], *[(r, rank, texts.get(r[cid].int)) for rank, r in enumerate(ranked, 1)]],
        index_from,
        facts=[r for r in near_rows if r[kind] == "fact"],
    )


_A = TypeVar("_A")
_B = TypeVar("_B")


async def _both(first: Awaitable[_A], second: Awaitable[_B]) -> tuple[_A, _B]:
    """Both awaited at once. When either fails, or the caller is cancelled, the other is cancelled
    and awaited before the error goes on: neither transaction outlives the call (a cancelled
    statement is cancelled in the server by psycopg, its transaction rolled back by
    Database.user_pipeline(), and its connection goes back to the pool)."""
    a, b = asyncio.ensure_future(first), asyncio.ensure_future(second)
    try:
        await asyncio.wait((a, b), return_when=asyncio.FIRST_EXCEPTION)
        for side in (a, b):
            error = side.exception() if side.done() else None
            if error is not None:
                raise error  # the first failure (the other side is cancelled below)
        return a.result(), b.result()
    finally:
        for side in (a, b):
            side.cancel()  # nothing for a side that is done
        await asyncio.gather(a, b, return_exceptions=True)  # both ended; every error retrieved


async def reads_on_two_connections(
    db: Database,
    user_id: UserId,
    text: str,
    vector: npt.NDArray[np.float32],
    model_id: str,
    *,
    exclude_session: SessionId | None = None,
    add_name: bool = False,
    live_session: SessionId | None = None,
    whole_model: str | None = None,
    facts_model: str | None = None,
    facts_n: int = 10,
    n: int = 50,
    budget: int = TEXT_BUDGET,
    common_cap: int = COMMON_CAP,
    index_from: int = INDEX_FROM,
) -> StepReads:
    """reads_with_vector() on two pooled connections at once (send_text_side() on one,
    send_near_side() on the other, each in a transaction of one round trip:
    Database.user_pipeline()), ranked together by merged_reads(): the same StepReads, with the
    server time of the two lists overlapping instead of adding up. If either side fails, the other
    is cancelled and the error raised (_both)."""

    async def text_side() -> list[TupleRow]:
        async with db.user_pipeline(user_id) as conn:
            sent = await send_text_side(
                conn, user_id, text, vector, model_id, exclude_session=exclude_session, add_name=add_name,
                live_session=live_session, whole_model=whole_model, n=n, budget=budget, common_cap=common_cap,
                index_from=index_from,
            )  # fmt: skip
        return await sent.read()

    async def near_side() -> list[TupleRow]:
        async with db.user_pipeline(user_id) as conn:
            sent = await send_near_side(
                conn, user_id, vector, model_id, exclude_session=exclude_session, whole_model=whole_model,
                facts_model=facts_model, facts_n=facts_n, n=n, index_from=index_from,
            )  # fmt: skip
        return await sent.read()

    texts, nearest = await _both(text_side(), near_side())
    return merged_reads(texts, nearest, index_from)


_Options = ParamSpec("_Options")
_Read = TypeVar("_Read", covariant=True)


class _Pending(Protocol[_Read]):
    async def read(self) -> _Read: ...


def _read_at_once(
    send: Callable[_Options, Awaitable[_Pending[_Read]]],
) -> Callable[_Options, Awaitable[_Read]]:
    """A send_...() function as one that reads its rows at once (outside a pipeline)."""

    @functools.wraps(send)
    async def sent_and_read(*args: _Options.args, **kwargs: _Options.kwargs) -> _Read:
        return await (await send(*args, **kwargs)).read()

    return sent_and_read


first_reads = _read_at_once(send_first_reads)
first_reads.__doc__ = """route() and text_matches() in one statement, everything the step reads
before the utterance's vector is ready, and with `live_session` the context's reads: see
send_first_reads(), whose arguments it takes. Call the vector list next (vector_and_facts(): it
restores the settings the route changed)."""


reads_with_vector = _read_at_once(send_reads_with_vector)
reads_with_vector.__doc__ = """first_reads() and vector_and_facts() in one statement, for an utterance
whose vector is ready before anything is sent (one round trip instead of two): the same lists, the
same candidates, merged and ranked in the statement (as _ranked() does), so no vector comes back.
Takes send_reads_with_vector()'s arguments."""


# Role strings as tuples: a handful of distinct values ("user", "assistant,user,assistant" ...).
_ROLES: dict[str, tuple[str, ...]] = {}


def _roles(text: str) -> tuple[str, ...]:
    roles = _ROLES.get(text)
    if roles is None:
        roles = tuple(text.split(","))
        if len(_ROLES) < 64:
            _ROLES[text] = roles
    return roles


def _step_reads(
    rows: Sequence[Any], index_from: int, *, facts: Sequence[TupleRow] | None = None
) -> StepReads:
    """The step's rows as StepReads: with_vector_statement()'s (the route's row first, then the
    chunks with both ranks, then the facts), or, from merged_reads(), the text side's route row,
    then (near or text row, vector rank, text row or None) for each candidate, and `facts`.
    Columns by position (STEP_COLUMNS)."""
    c = _STEP_COLUMN
    kind, cid, session, seq, text, at, roles = (
        c["kind"], c["id"], c["session_id"], c["seq_from"], c["text"], c["spoken_at"], c["roles"]
    )  # fmt: skip
    score, distance, vector_rank, text_rank = c["text_score"], c["distance"], c["vector_rank"], c["text_rank"]
    head = rows[0]  # the route's row comes first (the first branch of a UNION ALL)
    total = head[c["total_weight"]]
    if facts is None:  # with_vector_statement(): ranked there
        chunks = [
            ChunkCandidate(
                r[cid], r[session], r[seq], r[text], r[at], r[distance], r[vector_rank], r[text_rank],
                r[score], _roles(r[roles]), r[score] / total if r[score] is not None and total else 0.0,
            )
            for r in rows
            if r[kind] == "chunk"
        ]  # fmt: skip
        facts = [r for r in rows if r[kind] == "fact"]
    else:  # merged_reads(): ranked in Python
        chunks = [
            ChunkCandidate(
                r[cid], r[session], r[seq], r[text], r[at], r[distance], rank, None, None, _roles(r[roles])
            )
            if t is None
            else ChunkCandidate(
                r[cid], r[session], r[seq], r[text], r[at], r[distance], rank, t[text_rank], t[score],
                _roles(r[roles]), t[score] / total if total else 0.0,
            )
            for r, rank, t in rows[1:]
        ]  # fmt: skip
    version, category, importance, recorded = (
        c["version_id"],
        c["category"],
        c["importance"],
        c["recorded_at"],
    )
    fact_candidates = [
        _fact_candidate(
            {"id": r[cid], "text": r[text], "valid_from": r[at], "distance": r[distance],
             "version_id": r[version], "category": r[category], "importance": r[importance],
             "recorded_at": r[recorded]}
        )
        for r in facts
    ]  # fmt: skip
    name = head[c["name"]]
    name = name.strip() if isinstance(name, str) else ""
    held = int(head[c["chunks"]])
    way = Route(held, int(head[c["bucket"]]) if held >= index_from else None, "", "", name or None)
    turns = _live_turns(head[c["turns"]])
    first = FirstReads(way, [], head[c["profile"]], turns, head[c["last_at"]])
    return StepReads(first, chunks, fact_candidates)


def _live_turns(turns: Sequence[Sequence[Any]] | None) -> list[SessionTurn]:
    """The live session's turns as the step's statements return them in the route's row (as
    session_turns() reads them: [seq, role, content, spoken_at] each, oldest first)."""
    return [
        SessionTurn(int(seq), str(role), str(content), datetime.fromisoformat(at))
        for seq, role, content, at in turns or ()
    ]


def _text_matches(rows: Sequence[Mapping[str, Any]]) -> list[TextMatch]:
    """The text list's rows, best first, as TextMatch (plain constructor calls: ~50 rows a step)."""
    vectors = _vectors([r["embedding"] for r in rows])
    return [
        TextMatch(
            r["id"], SessionId(r["session_id"]), r["seq_from"], r["text"], r["spoken_at"],
            r["text_score"], rank, vector, tuple(r["roles"].split(",")),
            r["text_score"] / r["total_weight"] if r["total_weight"] else 0.0,
        )
        for rank, (r, vector) in enumerate(zip(rows, vectors, strict=True), 1)
    ]  # fmt: skip


def _vectors(sent: Sequence[bytes]) -> npt.NDArray[np.float32]:
    """Vectors as vector_send() writes them (int16 dimensions, int16 unused, then the float4s in
    network order), read as one array: one row per vector. All of one model, so of one size."""
    if not sent:
        return np.zeros((0, 0), dtype=np.float32)
    floats = np.frombuffer(b"".join(sent), dtype=">f4").reshape(len(sent), -1)
    return floats[:, 1:].astype(np.float32)  # the header is one float4 wide


async def text_matches(
    conn: Conn,
    user_id: UserId,
    text: str,
    model_id: str,
    *,
    exclude_session: SessionId | None = None,
    n: int = 50,
    budget: int = TEXT_BUDGET,
    common_cap: int = COMMON_CAP,
    add_name: bool = False,
    whole_model: str | None = None,
) -> list[TextMatch]:
    """The top `n` chunks by full-text rank. Needs no vector (the step reads it with the route in
    first_reads(); this is the list alone)."""
    params = {
        "text": text,
        "add_name": add_name,
        "user": user_id,
        "model": model_id,
        "whole": whole_model,
        "session": exclude_session,
        "n": n,
        "budget": budget,
        "cap": common_cap,
    }
    cur = await conn.execute(_TEXT_SQL, params, prepare=True, binary=True)
    return _text_matches(await cur.fetchall())


async def _vector_rows(
    conn: Conn,
    user_id: UserId,
    vector: npt.NDArray[np.float32],
    model_id: str,
    exclude_session: SessionId | None,
    n: int,
    index_from: int,
    facts_n: int | None,
    way: Route | None,
    *,
    facts_model: str | None = None,
    whole_model: str | None = None,
) -> list[dict[str, Any]]:
    if way is None:
        way = await route(conn, user_id, index_from)
    params = {
        "vec": vector,
        "user": user_id,
        "model": model_id,
        "whole": whole_model,
        "facts_model": facts_model or model_id,
        "session": exclude_session,
        "n": n,
        "facts_n": facts_n,
        "sort": way.sort,
        "cache": way.cache,
    }
    cur = await conn.execute(vector_statement(way.bucket, facts_n is not None), params, prepare=True)
    return await cur.fetchall()


def _ranked(
    rows: Sequence[Mapping[str, Any]], vector: npt.NDArray[np.float32], matches: Sequence[TextMatch]
) -> list[ChunkCandidate]:
    """The nearest n rows and the text list's other matches, ranked together by exact distance,
    each text match with its text rank too (attached here, in the one construction of each
    candidate).

    Through the index this ranks a close chunk the walk missed but the text list found; on the
    exact path the text matches rank after the nearest n (the list before migration 0007 ranked
    every chunk, which put them at their exact rank, also from n + 1 on). Plain constructor calls:
    this runs on ~100 rows per exchange, in the realtime path.
    """
    by_id = {m.id: m for m in matches}
    seen = {r["id"] for r in rows}
    extra = [m for m in matches if m.id not in seen]
    found: list[tuple[float, uuid.UUID, SessionId, int, str, datetime, tuple[str, ...]]] = [
        (r["distance"], r["id"], r["session_id"], r["seq_from"], r["text"], r["at"],
         tuple(r["roles"].split(",")))
        for r in rows
    ]  # fmt: skip
    found += [
        (d, m.id, m.session_id, m.seq_from, m.text, m.spoken_at, m.roles)
        for m, d in zip(extra, _cosine_distances(vector, extra), strict=True)
    ]
    found.sort(key=lambda f: (f[0], f[1]))
    out = []
    for rank, (distance, cid, session, seq, text, at, roles) in enumerate(found, 1):
        t = by_id.get(cid)
        out.append(
            ChunkCandidate(cid, session, seq, text, at, distance, rank, None, None, roles)
            if t is None
            else ChunkCandidate(
                cid, session, seq, text, at, distance, rank, t.text_rank, t.text_score, roles, t.coverage
            )
        )  # fmt: skip
    return out


def _cosine_distances(vector: npt.NDArray[np.float32], matches: Sequence[TextMatch]) -> list[float]:
    """pgvector's `<=>` (1 - cosine similarity, in double precision) to each match's vector."""
    if not matches:
        return []
    if any(m.embedding is None for m in matches):
        raise ValueError("text matches need their vectors (as text_matches returns them)")
    stacked = np.stack([m.embedding for m in matches if m.embedding is not None]).astype(np.float64)
    query = np.asarray(vector, dtype=np.float64)
    similarity = stacked @ query / (np.linalg.norm(stacked, axis=1) * np.linalg.norm(query))
    return (1.0 - similarity).tolist()  # type: ignore[no-any-return]


async def vector_matches(
    conn: Conn,
    user_id: UserId,
    vector: npt.NDArray[np.float32],
    model_id: str,
    *,
    exclude_session: SessionId | None = None,
    n: int = 50,
    matches: Sequence[TextMatch] = (),
    index_from: int = INDEX_FROM,
    way: Route | None = None,
    whole_model: str | None = None,
) -> list[ChunkCandidate]:
    """The `n` chunks nearest by cosine distance and the text list's `matches`, ranked by distance,
    so every candidate has a distance for the threshold.

    Only chunks embedded with `model_id` are considered (and with `whole_model`: the same embedder's
    whole-chunk vectors, stored before composed ones); a vector of another model is never compared.
    A user with `index_from` chunks or more is searched through the HNSW index (approximate).
    `way`: what route() returned earlier in this transaction (else it is called here).
    """
    query = np.asarray(vector, dtype=np.float32).reshape(-1)
    rows = await _vector_rows(
        conn, user_id, query, model_id, exclude_session, n, index_from, None, way, whole_model=whole_model
    )
    return _ranked(rows, query, matches)


async def vector_and_facts(
    conn: Conn,
    user_id: UserId,
    vector: npt.NDArray[np.float32],
    model_id: str,
    *,
    exclude_session: SessionId | None = None,
    n: int = 50,
    matches: Sequence[TextMatch] = (),
    facts_n: int = 10,
    index_from: int = INDEX_FROM,
    way: Route | None = None,
    facts_model: str | None = None,
    whole_model: str | None = None,
) -> tuple[list[ChunkCandidate], list[FactCandidate]]:
    """vector_matches() and search_facts() in one statement. `facts_model`: the facts' embedding
    model when it is not the chunks' (composed chunk vectors: companion.recall.compose);
    `whole_model` as for vector_matches()."""
    query = np.asarray(vector, dtype=np.float32).reshape(-1)
    rows = await _vector_rows(
        conn,
        user_id,
        query,
        model_id,
        exclude_session,
        n,
        index_from,
        facts_n,
        way,
        facts_model=facts_model,
        whole_model=whole_model,
    )
    facts = [_fact_candidate({**r, "valid_from": r["at"]}) for r in rows if r["kind"] == "fact"]
    return _ranked([r for r in rows if r["kind"] == "chunk"], query, matches), facts


async def search_chunks(
    conn: Conn,
    user_id: UserId,
    vector: npt.NDArray[np.float32],
    text: str,
    model_id: str,
    *,
    exclude_session: SessionId | None = None,
    n: int = 50,
    full_text: bool = True,
    index_from: int = INDEX_FROM,
    budget: int = TEXT_BUDGET,
) -> list[ChunkCandidate]:
    """Both lists in one go (for callers that already hold the vector): candidates for fusion."""
    way = await route(conn, user_id, index_from)
    found = (
        await text_matches(conn, user_id, text, model_id, exclude_session=exclude_session, n=n, budget=budget)
        if full_text
        else []
    )
    # The text matches come back ranked in, each with its text rank: candidates for fusion as they are.
    return await vector_matches(
        conn,
        user_id,
        vector,
        model_id,
        exclude_session=exclude_session,
        n=n,
        matches=found,
        index_from=index_from,
        way=way,
    )


async def search_facts(
    conn: Conn, user_id: UserId, vector: npt.NDArray[np.float32], model_id: str, *, n: int = 10
) -> list[FactCandidate]:
    """This user's current active facts nearest to the vector (same embedding model only)."""
    cur = await conn.execute(
        "SELECT id, version_id, text, category, importance, valid_from, recorded_at,"
        " embedding <=> %(vec)b::vector AS distance FROM facts"
        " WHERE user_id = %(user)s AND status = 'active' AND expired_at IS NULL AND NOT redacted"
        " AND embedding_model = %(model)s ORDER BY distance, id LIMIT %(n)s",
        {"vec": np.asarray(vector, dtype=np.float32).reshape(-1), "user": user_id, "model": model_id, "n": n},
        prepare=False,
    )
    return [_fact_candidate(r) for r in await cur.fetchall()]


def _fact_candidate(r: Mapping[str, Any]) -> FactCandidate:
    try:
        category = Category(r["category"])
    except ValueError:
        category = Category.OTHER  # a category written by a newer version stays readable
    return FactCandidate(
        id=FactId(r["id"]),
        version_id=r["version_id"],
        text=r["text"],
        category=category,
        importance=int(r["importance"]),
        valid_from=r["valid_from"],
        recorded_at=r["recorded_at"],
        distance=float(r["distance"]),
    )


async def session_turns(
    conn: Conn, session_id: SessionId, *, recent: int = 12, older_user_turns: int = 40
) -> list[SessionTurn]:
    """The last `recent` messages of a session plus up to `older_user_turns` user turns before them.

    Enough for the context's recent turns and its rolling summary, at a cost that does not grow
    with the session's length. Oldest first.
    """
    cur = await conn.execute(
        f"WITH {_TURNS_CTES}\nSELECT * FROM tail UNION ALL SELECT * FROM older ORDER BY seq",
        {"user": transaction_user(conn), "live": session_id, "recent": recent, "older": older_user_turns},
    )
    return [SessionTurn(r["seq"], r["role"], r["content"], r["spoken_at"]) for r in await cur.fetchall()]


async def last_session_ended_at(conn: Conn, exclude_session: SessionId | None = None) -> datetime | None:
    """When the user's most recent other session ended (or started, if it never ended)."""
    cur = await conn.execute(_LAST_AT, {"user": transaction_user(conn), "live": exclude_session})
    row = await cur.fetchone()
    return None if row is None else row["at"]
