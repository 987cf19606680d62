"""Recall search whose cost does not grow with the user's history (migration 0007) on the real database.

Synthetic chunks (seeded random vectors, templated words) are bulk-loaded for a "heavy" user, so the
vector list goes through the bucket's HNSW index; small users keep the exact scan. Fixed vectors
make the exact answer computable here with numpy.
"""

from __future__ import annotations

import itertools
import random
import uuid
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

import numpy as np
import numpy.typing as npt
import pytest

from companion.model import SessionId, UserId
from companion.model.recall import ChunkCandidate
from companion.recall.search import FusionParams, fuse_chunks
from companion.store import recall_search
from companion.store.database import Conn, Database

MODEL = "test-model@384"
T0 = datetime(2024, 3, 1, tzinfo=UTC)
COMMON = ["coffee", "walk", "morning", "music", "garden", "dinner", "weekend", "phone"]
RARE = ["zanzibar", "quokka", "harpsichord", "origami", "kombucha", "saxophone", "tamagotchi", "yodel"]

# The statement this module replaces: every chunk of the user holding any word of the utterance,
# ranked by the summed weight (inverse document frequency over the user's chunks, counted here
# from the chunks themselves, not from chunk_terms) of the words it holds. Kept here as the
# reference the bounded text list must equal while under its budget.
_EXACT_TEXT_SQL = """
WITH q AS (SELECT tsvector_to_array(to_tsvector('english', %(text)s)) AS words),
mine AS (SELECT * FROM chunks WHERE user_id = %(user)s),
w AS (SELECT word, quote_literal(word)::tsquery AS probe,
             ln(((SELECT count(*) FROM mine) + 1.0)
                / ((SELECT count(*) FROM mine WHERE tsv @@ quote_literal(word)::tsquery) + 0.5))::real
             AS weight
        FROM q, unnest(q.words) AS word)
SELECT c.id, (SELECT sum(w.weight) FROM w WHERE c.tsv @@ w.probe)::real AS text_score
  FROM mine c
 WHERE c.embedding_model = %(model)s AND EXISTS (SELECT 1 FROM w WHERE c.tsv @@ w.probe)
 ORDER BY text_score DESC, c.id
 LIMIT %(n)s
"""


@dataclass(frozen=True)
class Loaded:
    user: UserId
    ids: list[uuid.UUID]
    texts: list[str]
    vectors: npt.NDArray[np.float32]


def _unit(rng: np.random.Generator, n: int) -> npt.NDArray[np.float32]:
    v = rng.normal(size=(n, 384)).astype(np.float32)
    out: npt.NDArray[np.float32] = v / np.linalg.norm(v, axis=1, keepdims=True)
    return out


async def _load(db: Database, user: UserId, n: int, seed: int) -> Loaded:
    """`n` chunks for `user` in one COPY (as the owner, like the benchmarks' bulk loading)."""
    rng = np.random.default_rng(seed)
    words = random.Random(seed)
    centres = _unit(rng, 40)
    vectors = centres[rng.integers(0, 40, n)] + rng.normal(0, 0.6 / np.sqrt(384), (n, 384)).astype(np.float32)
    vectors /= np.linalg.norm(vectors, axis=1, keepdims=True)
    texts = []
    for i in range(n):
        said = " ".join(words.sample(COMMON, 3))
        if i % 97 == 0:  # each rare word is held by a handful of chunks
            said += " " + RARE[(i // 97) % len(RARE)]
        texts.append(f"User: {said} number{i}")
    ids = [uuid.uuid4() for _ in range(n)]
    session = uuid.uuid4()
    async with db.owner() as conn:
        await conn.execute("INSERT INTO users (user_id) VALUES (%s)", [user])
        await conn.execute(
            "INSERT INTO sessions (user_id, id, channel, started_at, state)"
            " VALUES (%s, %s, 'api', %s, 'open')",
            [user, session, T0],
        )
        async with conn.cursor().copy(
            "COPY chunks (user_id, id, session_id, seq_from, seq_to, text, roles, spoken_at, embedding,"
            " embedding_model) FROM STDIN (FORMAT BINARY)"
        ) as copy:
            copy.set_types(
                ["text", "uuid", "uuid", "int4", "int4", "text", "text", "timestamptz", "vector", "text"]
            )
            for i in range(n):
                at = T0 + timedelta(minutes=i)
                await copy.write_row([user, ids[i], session, i, i, texts[i], "user", at, vectors[i], MODEL])
    return Loaded(user, ids, texts, vectors)


@pytest.fixture(scope="module")
async def heavy(db: Database) -> Loaded:
    """A user with more chunks than INDEX_FROM, loaded once for the module, with fresh statistics."""
    loaded = await _load(db, UserId(f"heavy-{uuid.uuid4().hex[:8]}"), recall_search.INDEX_FROM + 500, 7)
    async with db.owner() as conn:
        await conn.execute("ANALYZE chunks")
    return loaded


@pytest.fixture
async def small(db: Database) -> Loaded:
    return await _load(db, UserId(f"small-{uuid.uuid4().hex[:8]}"), 300, 11)


def _exact_nearest(loaded: Loaded, query: npt.NDArray[np.float32], n: int) -> list[uuid.UUID]:
    distance = 1.0 - loaded.vectors @ query
    order = sorted(range(len(loaded.ids)), key=lambda i: (round(float(distance[i]), 6), loaded.ids[i]))
    return [loaded.ids[i] for i in order[:n]]


async def _plan(conn: Conn, loaded: Loaded, query: npt.NDArray[np.float32], index_from: int) -> str:
    """The vector list's plan for this user, as the search would run it (route first)."""
    way = await recall_search.route(conn, loaded.user, index_from)
    params = {
        "vec": query,
        "user": loaded.user,
        "model": MODEL,
        # Both ids, as during the upgrade to composed chunk vectors: the same plans.
        "whole": MODEL + "+lines",
        "session": None,
        "n": 50,
        "sort": way.sort,
        "cache": way.cache,
    }
    cur = await conn.execute("EXPLAIN " + recall_search.vector_statement(way.bucket, False), params)
    return "\n".join(str(r["QUERY PLAN"]) for r in await cur.fetchall())


async def test_heavy_user_is_searched_through_the_bucket_index(db: Database, heavy: Loaded) -> None:
    """A user with INDEX_FROM chunks or more: the plan walks an HNSW bucket index, not the user's rows."""
    async with db.user(heavy.user) as conn:
        plan = await _plan(conn, heavy, heavy.vectors[3], recall_search.INDEX_FROM)
        cur = await conn.execute("SELECT current_setting('enable_sort') AS s")
        row = await cur.fetchone()
    assert "Index Scan using chunks_embedding_b" in plan, plan
    assert "chunks_by_user" not in plan, plan
    assert row is not None
    assert row["s"] == "off"  # EXPLAIN did not run the statement that puts it back


async def test_index_path_does_not_need_statistics(db: Database, small: Loaded) -> None:
    """A user the statistics have never seen (no ANALYZE since loading) still gets the index walk
    when routed to it, and the settings route() changed are back once the search has run."""
    async with db.user(small.user) as conn:
        plan = await _plan(conn, small, small.vectors[0], 0)
        await conn.execute("SELECT set_config('enable_sort', 'on', true)")
        await conn.execute("SELECT set_config('plan_cache_mode', 'auto', true)")
        found = await recall_search.vector_matches(conn, small.user, small.vectors[0], MODEL, index_from=0)
        cur = await conn.execute(
            "SELECT current_setting('enable_sort') AS s, current_setting('plan_cache_mode') AS c"
        )
        row = await cur.fetchone()
    assert "Index Scan using chunks_embedding_b" in plan, plan
    assert found[0].id == small.ids[0]
    assert row is not None
    assert (row["s"], row["c"]) == ("on", "auto")


async def test_small_user_is_searched_exactly(db: Database, small: Loaded) -> None:
    """Below INDEX_FROM chunks the vector list is the exact top n (the same ids numpy computes)."""
    query = small.vectors[5]
    async with db.user(small.user) as conn:
        found = await recall_search.vector_matches(conn, small.user, query, MODEL)
        plan = await _plan(conn, small, query, recall_search.INDEX_FROM)
    assert [c.id for c in found] == _exact_nearest(small, query, 50)
    assert [c.vector_rank for c in found] == list(range(1, 51))
    assert "chunks_embedding_b" not in plan


async def test_index_search_agrees_with_the_exact_search(db: Database, heavy: Loaded) -> None:
    """Through the index the vector list is ranked by exact distance and nearly the exact top n."""
    rng = np.random.default_rng(3)
    overlaps = []
    for i in rng.integers(0, len(heavy.ids), 10):
        query = heavy.vectors[i] + rng.normal(0, 0.3 / np.sqrt(384), 384).astype(np.float32)
        query = (query / np.linalg.norm(query)).astype(np.float32)
        async with db.user(heavy.user) as conn:
            found = await recall_search.vector_matches(conn, heavy.user, query, MODEL)
        exact = _exact_nearest(heavy, query, 50)
        assert len(found) == 50
        distances = [c.distance for c in found]
        assert distances == sorted(distances)
        assert found[0].id == exact[0]
        overlaps.append(len({c.id for c in found} & set(exact)) / 50)
    assert float(np.mean(overlaps)) >= 0.95


async def test_text_list_under_budget_equals_the_exact_ranking(db: Database, small: Loaded) -> None:
    """While the utterance's words are held by fewer chunks than the budget, nothing is left out."""
    utterance = "the quokka played the harpsichord over coffee"
    async with db.user(small.user) as conn:
        found = await recall_search.text_matches(conn, small.user, utterance, MODEL, budget=500)
        cur = await conn.execute(
            _EXACT_TEXT_SQL, {"text": utterance, "user": small.user, "model": MODEL, "n": 50}
        )
        exact = [(r["id"], r["text_score"]) for r in await cur.fetchall()]
    assert len(exact) == 50  # the common word is in ~110 chunks, all of them ranked
    assert [t.id for t in found] == [i for i, _ in exact]
    assert [t.text_score for t in found] == pytest.approx([score for _, score in exact], rel=1e-5)


async def test_text_list_bounds_the_chunks_it_ranks(db: Database, heavy: Loaded) -> None:
    """Common words (each in ~1/3 of the chunks) bring only chunks holding all of them, at most
    COMMON_CAP; every chunk holding the rare word is still found."""
    utterance = "coffee walk music and the saxophone"
    async with db.user(heavy.user) as conn:
        found = await recall_search.text_matches(conn, heavy.user, utterance, MODEL, n=10_000)
    found_ids = {t.id for t in found}
    rare = {i for i, t in zip(heavy.ids, heavy.texts, strict=True) if "saxophone" in t}
    assert rare
    assert rare <= found_ids
    assert len(found) <= len(rare) + recall_search.COMMON_CAP
    by_id = dict(zip(heavy.ids, heavy.texts, strict=True))
    common_only = [by_id[i] for i in found_ids - rare]
    assert common_only
    assert all(all(w in t for w in ("coffee", "walk", "music")) for t in common_only)
    scores = [t.text_score for t in found]
    assert scores == sorted(scores, reverse=True)


async def _index_scans(db: Database, index: str) -> int:
    async with db.owner() as conn:
        cur = await conn.execute("SELECT idx_scan FROM pg_stat_user_indexes WHERE indexrelname = %s", [index])
        row = await cur.fetchone()
    assert row is not None
    return int(row["idx_scan"])


async def test_text_list_reads_the_word_index_only(db: Database, heavy: Loaded) -> None:
    """The text list finds its candidates through the (user, word) GIN alone: the per-user btree,
    which holds an entry for every chunk of the user, is not read (migration 0011; for the
    benchmark's 50,000-chunk user the generic plan of 0007 and 0010 read all of it, to intersect
    with the GIN's hundred rows). Whether the planner would choose that depends on the statistics,
    so here, on a fresh connection (the function is planned under these settings), every other
    path is made dearer: without sequential and bitmap scans, a user filter the btree can serve
    would be read through it; the GIN, which only bitmap scans can read, is still the one used."""
    by_user, by_word = await _index_scans(db, "chunks_by_user"), await _index_scans(db, "chunks_keys")
    async with db.owner() as conn:  # a new backend: the function is planned under these settings
        await conn.execute("SELECT set_config('app.user_id', %s, false)", [heavy.user])
        await conn.execute("SET enable_seqscan = off")
        await conn.execute("SET enable_bitmapscan = off")
        for utterance in ("coffee walk music", "coffee walk music and the saxophone"):  # common, rare
            assert await recall_search.text_matches(conn, heavy.user, utterance, MODEL)
        await conn.execute("SELECT pg_stat_force_next_flush()")  # this backend's counts, now
    assert await _index_scans(db, "chunks_keys") > by_word
    assert await _index_scans(db, "chunks_by_user") == by_user


async def test_far_text_match_keeps_its_distance_for_the_threshold(db: Database, small: Loaded) -> None:
    """A text match outside the nearest n still gets its distance (and a vector rank after the
    nearest n), so the distance threshold drops it in fusion."""
    query = small.vectors[0]
    far = max(range(len(small.ids)), key=lambda i: float(1.0 - small.vectors[i] @ query))
    word = small.texts[far].split()[-1]  # its unique "numberN" word
    async with db.user(small.user) as conn:
        candidates = await recall_search.search_chunks(conn, small.user, query, word, MODEL)
    match = next(c for c in candidates if c.id == small.ids[far])
    assert match.vector_rank is not None
    assert match.vector_rank > 50
    assert match.text_rank == 1
    assert match.distance == pytest.approx(1.0 - float(small.vectors[far] @ query), abs=1e-5)
    assert match.distance > 0.7
    fused = fuse_chunks(candidates, 5, FusionParams(max_distance=0.7, min_relevance=None))
    assert small.ids[far] not in {r.id for r in fused}
    unthresholded = fuse_chunks(candidates, 5, FusionParams(max_distance=None, min_relevance=None))
    assert small.ids[far] in {r.id for r in unthresholded}


async def test_word_counts_follow_inserts_and_deletes(db: Database, small: Loaded) -> None:
    """chunk_terms holds, per word, how many of the user's chunks hold it ('' = all of them)."""

    async def counts(conn: Conn) -> dict[str, int]:
        cur = await conn.execute("SELECT term, chunks FROM chunk_terms")
        return {r["term"]: int(r["chunks"]) for r in await cur.fetchall()}

    async with db.user(small.user) as conn:
        before = await counts(conn)
        assert before[""] == 300
        assert before["coffe"] == sum("coffee" in t for t in small.texts)
        await conn.execute("DELETE FROM chunks WHERE id = ANY(%s)", [small.ids[:10]])
        after = await counts(conn)
    assert after[""] == 290
    assert after["coffe"] == sum("coffee" in t for t in small.texts[10:])
    assert "number0" not in after


async def test_word_counts_and_keys_are_per_user(db: Database, small: Loaded, user_id: UserId) -> None:
    """Another user sees none of the counts, and the GIN lookup only ever returns their own chunks."""
    async with db.user(user_id) as conn:
        cur = await conn.execute("SELECT count(*) AS n FROM chunk_terms")
        row = await cur.fetchone()
        assert row is not None
        assert row["n"] == 0
        cur = await conn.execute(
            "SELECT count(*) AS n FROM companion_find_chunks(%s, %s, 100, %s, %s::real[], %s, NULL, 50)",
            [["quokka", "coffe"], ["walk"], ["coffe", "quokka", "walk"], [1.0, 5.0, 1.0], MODEL],
        )
        row = await cur.fetchone()
    assert row is not None
    assert row["n"] == 0


async def test_gin_lookup_uses_the_per_user_index(db: Database, small: Loaded) -> None:
    """The body of companion_find_chunks reads the (user, word) GIN, not the user's rows."""
    sql = (
        "SELECT c.id FROM chunks c WHERE companion_chunk_keys(c.user_id, c.tsv)"
        " && ARRAY[md5(%(user)s) || 'quokka']"
    )
    async with db.owner() as conn:
        cur = await conn.execute("EXPLAIN " + sql, {"user": small.user})
        plan = "\n".join(str(r["QUERY PLAN"]) for r in await cur.fetchall())
    assert "chunks_keys" in plan, plan


async def test_session_exclusion_applies_to_the_index_path(db: Database, heavy: Loaded) -> None:
    """The session in progress is excluded through the index too (here: every chunk's session)."""
    async with db.owner() as conn:
        cur = await conn.execute("SELECT session_id FROM chunks WHERE id = %s", [heavy.ids[0]])
        row = await cur.fetchone()
    assert row is not None
    async with db.user(heavy.user) as conn:
        found = await recall_search.vector_matches(
            conn, heavy.user, heavy.vectors[0], MODEL, exclude_session=SessionId(row["session_id"])
        )
    assert found == []


async def test_a_rare_word_outranks_several_common_ones(db: Database, small: Loaded) -> None:
    """The text list weighs words by rarity in the user's chunks: the chunk holding the utterance's
    one rare word comes first, though other chunks hold more of its (common) words; each match's
    coverage is the share of the utterance's word weight it holds."""
    utterance = "coffee walk music quokka"
    rare = next(i for i, t in enumerate(small.texts) if "quokka" in t)
    async with db.user(small.user) as conn:
        found = await recall_search.text_matches(conn, small.user, utterance, MODEL)
    held = {t.id: sum(w in small.texts[small.ids.index(t.id)] for w in utterance.split()) for t in found}
    assert found[0].id == small.ids[rare]
    assert max(held.values()) > held[small.ids[rare]]  # some chunk holds more of the words
    assert 0.0 < found[-1].coverage < found[0].coverage <= 1.0
    assert found[0].roles == ("user",)


def _comparable(candidates: list[ChunkCandidate]) -> list[tuple[object, ...]]:
    return [
        (c.id, c.vector_rank, c.text_rank, c.text_score, c.roles, round(c.coverage, 6), round(c.distance, 5))
        for c in candidates
    ]


@pytest.mark.parametrize("utterance", ["coffee walk music", "coffee and the saxophone number12", ""])
@pytest.mark.parametrize(
    ("which", "index_from"), [("heavy", recall_search.INDEX_FROM), ("small", 0), ("small", None)]
)
async def test_one_statement_equals_the_two(
    db: Database, heavy: Loaded, small: Loaded, utterance: str, which: str, index_from: int | None
) -> None:
    """reads_with_vector() (the vector ready before anything is sent: one statement, the vector list
    through companion_near_chunks()) returns the candidates, ranks, distances and facts that
    first_reads() and vector_and_facts() return: through the bucket index (a heavy user, and a small
    one routed to it) and exactly."""
    loaded = heavy if which == "heavy" else small
    bound = recall_search.INDEX_FROM if index_from is None else index_from
    for query in (loaded.vectors[3], loaded.vectors[40]):
        async with db.user(loaded.user) as conn:
            first = await recall_search.first_reads(conn, loaded.user, utterance, MODEL, index_from=bound)
            two, facts = await recall_search.vector_and_facts(
                conn, loaded.user, query, MODEL, matches=first.texts, way=first.route, index_from=bound
            )
        async with db.user(loaded.user) as conn:
            one = await recall_search.reads_with_vector(
                conn, loaded.user, utterance, query, MODEL, index_from=bound
            )
        assert (one.first.route.chunks, one.first.route.bucket) == (first.route.chunks, first.route.bucket)
        assert _comparable(one.chunks) == _comparable(two)
        assert one.facts == facts
        assert len(two) >= 50
        assert (first.route.bucket is None) == (which == "small" and index_from is None)


@pytest.mark.parametrize("utterance", ["coffee walk music", "coffee and the saxophone number12", ""])
@pytest.mark.parametrize(
    ("which", "index_from", "whole"),
    [
        ("heavy", recall_search.INDEX_FROM, False),
        ("small", 0, False),
        ("small", None, False),
        ("heavy", None, True),
    ],
)
async def test_two_connections_equal_the_one_statement(
    db: Database,
    heavy: Loaded,
    small: Loaded,
    utterance: str,
    which: str,
    index_from: int | None,
    whole: bool,
) -> None:
    """reads_on_two_connections() (the text side and the near side on two connections at once, ranked
    together in Python by merged_reads()) returns what reads_with_vector()'s one statement returns:
    the route, the candidates with both ranks, text scores, coverage and distances, and the facts;
    through the bucket index (a heavy user, a small one routed to it), exactly, and during the
    upgrade to composed chunk vectors (`whole`: the chunks still under the embedder's own id)."""
    loaded = heavy if which == "heavy" else small
    bound = recall_search.INDEX_FROM if index_from is None else index_from
    model, whole_model = (MODEL + "+lines", MODEL) if whole else (MODEL, None)
    for query in (loaded.vectors[3], loaded.vectors[40]):
        async with db.user(loaded.user) as conn:
            one = await recall_search.reads_with_vector(
                conn, loaded.user, utterance, query, model, index_from=bound, whole_model=whole_model
            )
        two = await recall_search.reads_on_two_connections(
            db, loaded.user, utterance, query, model, index_from=bound, whole_model=whole_model
        )
        assert two.first == one.first
        assert _comparable(two.chunks) == _comparable(one.chunks)
        assert two.facts == one.facts
        assert len(two.chunks) >= 50
        assert any(c.text_rank is not None for c in two.chunks) == bool(utterance)


@pytest.mark.parametrize("session", [False, True])
async def test_step_statements_return_the_columns_read_by_position(
    db: Database, small: Loaded, session: bool
) -> None:
    """The step's rows are read by position (STEP_COLUMNS): the one statement and both sides of the
    two-connection reads return exactly those columns, in that order."""
    live = SessionId(uuid.uuid4()) if session else None
    async with db.user(small.user) as conn:
        sent: list[recall_search.PendingStep | recall_search.PendingRows] = [
            await recall_search.send_reads_with_vector(
                conn, small.user, "coffee", small.vectors[0], MODEL, live_session=live
            ),
            await recall_search.send_text_side(
                conn, small.user, "coffee", small.vectors[0], MODEL, live_session=live
            ),
            await recall_search.send_near_side(conn, small.user, small.vectors[0], MODEL),
        ]
        for pending in sent:
            await pending.cursor.fetchall()
            assert tuple(c.name for c in pending.cursor.description or ()) == recall_search.STEP_COLUMNS


async def test_one_statement_searches_whole_chunk_vectors_during_the_upgrade(
    db: Database, heavy: Loaded
) -> None:
    """During the upgrade to composed chunk vectors (the user's chunks still under the embedder's
    own id, `whole_model`), the one statement finds them as the two statements do."""
    composed = MODEL + "+lines"  # no chunk is stored under it yet
    async with db.user(heavy.user) as conn:
        first = await recall_search.first_reads(conn, heavy.user, "coffee walk", composed, whole_model=MODEL)
        two, _ = await recall_search.vector_and_facts(
            conn,
            heavy.user,
            heavy.vectors[9],
            composed,
            matches=first.texts,
            way=first.route,
            whole_model=MODEL,
        )
    async with db.user(heavy.user) as conn:
        one = await recall_search.reads_with_vector(
            conn, heavy.user, "coffee walk", heavy.vectors[9], composed, whole_model=MODEL
        )
    assert _comparable(one.chunks) == _comparable(two)
    assert one.chunks[0].id == heavy.ids[9]
    assert any(c.text_rank is not None for c in one.chunks)


async def test_near_function_reads_only_the_transactions_user(
    db: Database, heavy: Loaded, small: Loaded
) -> None:
    """companion_near_chunks() runs as the caller, under row-level security: asked with the heavy
    user's vector in the small user's transaction, it returns the small user's chunks only."""
    async with db.user(small.user) as conn:
        cur = await conn.execute(
            "SELECT id FROM companion_near_chunks(%s, %s, NULL, NULL, 50, %s, 100)",
            [heavy.vectors[2], MODEL, True],
        )
        exact = {r["id"] for r in await cur.fetchall()}
        cur = await conn.execute(
            "SELECT id FROM companion_near_chunks(%s, %s, NULL, NULL, 50, %s, 100)",
            [heavy.vectors[2], MODEL, False],
        )
        walked = {r["id"] for r in await cur.fetchall()}
    assert exact
    assert exact <= set(small.ids)
    assert walked <= set(small.ids)
    assert not (exact | walked) & set(heavy.ids)


async def test_near_function_walks_the_bucket_index(db: Database, heavy: Loaded) -> None:
    """companion_near_chunks() (migration 0013) searches a heavy user through their bucket's HNSW
    index, never reading the per-user btree (which lists every chunk of the user), whatever the
    session's own settings: its plan settings are its own."""
    async with db.owner() as conn:
        cur = await conn.execute("SELECT hashtext(%s) & 63 AS b", [heavy.user])
        row = await cur.fetchone()
    assert row is not None
    bucket = f"chunks_embedding_b{int(row['b']):02d}"
    walks, by_user = await _index_scans(db, bucket), await _index_scans(db, "chunks_by_user")
    async with db.owner() as conn:  # a new backend, the default settings (enable_sort on)
        await conn.execute("SELECT set_config('app.user_id', %s, false)", [heavy.user])
        cur = await conn.execute(
            "SELECT id FROM companion_near_chunks(%s, %s, NULL, NULL, 50, false, %s)",
            [heavy.vectors[5], MODEL, recall_search.EF_SEARCH],
        )
        found = [r["id"] for r in await cur.fetchall()]
        cur = await conn.execute("SELECT current_setting('enable_sort') AS s")
        after = await cur.fetchone()
        await conn.execute("SELECT pg_stat_force_next_flush()")
    assert len(found) == 50
    assert heavy.ids[5] in found
    assert after is not None
    assert after["s"] == "on"  # the function's SET clause held for its own statements only
    assert await _index_scans(db, bucket) > walks
    assert await _index_scans(db, "chunks_by_user") == by_user


@pytest.mark.parametrize("which", ["heavy", "small"])
async def test_text_list_rows_are_read_at_their_addresses(
    db: Database, heavy: Loaded, small: Loaded, which: str
) -> None:
    """The step's statements read the text list's rows back at the addresses companion_find_chunks()
    returns (migration 0014: a TID scan), not through the chunks' primary key, whose btree the
    function had no need to descend again; the rows are the ids it ranked (the equality tests above
    hold the candidates to the two statements' and the two connections')."""
    loaded = heavy if which == "heavy" else small
    pkey, by_word = await _index_scans(db, "chunks_pkey"), await _index_scans(db, "chunks_keys")
    async with db.owner() as conn:  # a new backend for the counts
        await conn.execute("SELECT set_config('app.user_id', %s, false)", [loaded.user])
        await conn.execute("SET ROLE companion_app")  # under row-level security, as the app reads
        for mode, utterance in itertools.product(
            ("force_custom_plan", "force_generic_plan"),
            ("coffee walk music", "coffee walk music and the saxophone"),  # common, rare
        ):
            await conn.execute("SELECT set_config('plan_cache_mode', %s, false)", [mode])
            for statement in (
                recall_search.with_vector_statement(False),
                recall_search.text_side_statement(False),
            ):
                params = recall_search._read_params(
                    loaded.user, utterance, MODEL, None, False, None, None, 50, recall_search.TEXT_BUDGET,
                    recall_search.COMMON_CAP, recall_search.INDEX_FROM, 12, 40,
                )  # fmt: skip
                params.update(
                    ef=recall_search.EF_SEARCH, vec=loaded.vectors[1], facts_model=MODEL, facts_n=10
                )
                cur = await conn.execute(
                    "EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY OFF) " + statement, params
                )
                plan = "\n".join(str(r["QUERY PLAN"]) for r in await cur.fetchall())
                assert "Tid Scan on chunks c" in plan, plan
                assert "chunks_pkey" not in plan, plan
            async with db.user(loaded.user) as app:
                step = await recall_search.reads_with_vector(
                    app, loaded.user, utterance, loaded.vectors[1], MODEL
                )
            assert any(c.text_rank is not None for c in step.chunks)
        await conn.execute("SELECT pg_stat_force_next_flush()")
    assert await _index_scans(db, "chunks_keys") > by_word
    assert await _index_scans(db, "chunks_pkey") == pkey


async def test_common_words_beyond_the_walk_are_not_looked_up(db: Database, heavy: Loaded) -> None:
    """The AND of the utterance's commoner words is not built once even the rarest of them is held
    by more than COMMON_WALK budgets of chunks (its first COMMON_CAP rows in storage order would
    come back, all with one score); within that bound it is, and the rare words' chunks always
    are. Each COMMON word is in ~940 of the heavy user's chunks: over 10 x 50, under 10 x 100."""
    async with db.user(heavy.user) as conn:
        common = await recall_search.text_matches(conn, heavy.user, "coffee walk", MODEL, budget=100)
        skipped = await recall_search.text_matches(conn, heavy.user, "coffee walk", MODEL, budget=50)
        rare = await recall_search.text_matches(conn, heavy.user, "coffee walk saxophone", MODEL, budget=50)
    assert len(common) == 50
    assert skipped == []
    found = {m.id for m in rare}
    assert found
    assert all("saxophone" in heavy.texts[heavy.ids.index(i)] for i in found)
