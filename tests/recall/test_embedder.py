"""The local MiniLM embedder: real model, real tokenizer."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from companion.errors import ConfigError
from companion.recall.embedder import MINILM_DIM, MINILM_MODEL_ID, Embedder, MiniLMEmbedder


def test_vectors_are_unit_length_float32(embedder: MiniLMEmbedder) -> None:
    """embed() returns one L2-normalised float32 row of the model's width per text, in order."""
    vectors = embedder.embed(["I adopted a dog named Rex", "the weather is cold", ""])
    assert vectors.shape == (3, MINILM_DIM)
    assert vectors.dtype == np.float32
    np.testing.assert_allclose(np.linalg.norm(vectors, axis=1), 1.0, atol=1e-5)
    assert isinstance(embedder, Embedder)
    assert embedder.model_id == MINILM_MODEL_ID


def test_paraphrases_are_closer_than_unrelated_texts(embedder: MiniLMEmbedder) -> None:
    """A paraphrase is much nearer in cosine than an unrelated sentence."""
    a, b, c = embedder.embed(
        ["my new puppy is called Rex", "I got a dog and named him Rex", "interest rates rose again"]
    )
    assert float(a @ b) > 0.6
    assert float(a @ c) < 0.2


def test_batch_matches_single_texts(embedder: MiniLMEmbedder) -> None:
    """Padding inside a batch does not change a text's vector (the attention mask excludes it)."""
    texts = ["short", "a much longer sentence about hiking in the mountains with my sister last spring"]
    batch = embedder.embed(texts)
    for i, text in enumerate(texts):
        single = embedder.embed([text])[0]
        assert float(single @ batch[i]) > 0.9999


def test_a_single_string_is_refused(embedder: MiniLMEmbedder) -> None:
    """Passing a bare string (which is a sequence of characters) is a TypeError, not 5 vectors."""
    with pytest.raises(TypeError):
        embedder.embed("hello")


def test_model_file_with_wrong_checksum_is_refused(tmp_path: Path) -> None:
    """A model file whose sha256 differs from the pinned one fails at load with ConfigError."""
    bogus = tmp_path / "model.onnx"
    bogus.write_bytes(b"not a model")
    with pytest.raises(ConfigError, match="sha256"):
        MiniLMEmbedder(bogus)
