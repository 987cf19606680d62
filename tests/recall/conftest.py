"""Recall fixtures: the real embedding model, loaded once per session."""

from __future__ import annotations

import pytest

from companion.recall.embedder import MiniLMEmbedder
from tests.recall.helpers import shared_embedder


@pytest.fixture(scope="session")
def embedder() -> MiniLMEmbedder:
    return shared_embedder()
