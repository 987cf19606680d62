"""Chunk vectors composed from the vectors of their lines (pure: numpy only).

A chunk is a date line and up to three turns, and neighbouring chunks share lines: every chunk of
a session has the same date line, and an assistant turn is the turn after one user turn and the
turn before the next. Embedded whole, each chunk runs every one of its tokens through the model
again, so a session's indexing embeds each assistant turn twice and the date line once per chunk.

Mean pooling is linear over tokens: the pooled vector of a whole chunk is the token-count-weighted
mean of the pooled vectors of its parts, *if* each token's output stayed the same. It does not
quite: embedded apart, a line's tokens no longer attend to the other lines. A composed vector is
that weighted mean, normalised: each distinct line of a session is embedded once, and a chunk
costs about its own user turn's tokens. Its distances are close to, not equal to, a whole-chunk
vector's, so composed vectors are stored under their own model id (`composed_model`) and never
compared with whole-chunk ones.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
import numpy.typing as npt

__all__ = ["COMPOSED", "compose", "composed_model", "distinct_pieces"]

# Names the recipe in the stored model id: "<embedder's id>+lines".
COMPOSED = "lines"

Vectors = npt.NDArray[np.float32]


def composed_model(model_id: str) -> str:
    """The `embedding_model` of chunk vectors composed from the embedder `model_id`'s line
    vectors (whole-chunk vectors of the same embedder are stored as `model_id` alone)."""
    return f"{model_id}+{COMPOSED}"


def distinct_pieces(chunks: Sequence[Sequence[str]]) -> tuple[list[str], list[list[int]]]:
    """The distinct pieces of several chunks, in first-seen order, and each chunk's pieces as
    indexes into that list: a line shared by chunks is embedded once."""
    index: dict[str, int] = {}
    members: list[list[int]] = []
    for pieces in chunks:
        members.append([index.setdefault(piece, len(index)) for piece in pieces])
    return list(index), members


def compose(means: Vectors, counts: npt.NDArray[np.int64], members: Sequence[Sequence[int]]) -> Vectors:
    """One unit vector per chunk: the sum of its pieces' mean-pooled vectors (`means`, not
    normalised) weighted by their token counts, normalised. A chunk of one piece gets that
    piece's own normalised vector. A chunk of no piece is an error (it would be a zero vector,
    whose cosine distance to anything is undefined)."""
    weighted = means * counts[:, None].astype(np.float32)
    out = np.zeros((len(members), means.shape[1]), dtype=np.float32)
    for row, pieces in enumerate(members):
        if not pieces:
            raise ValueError(f"chunk {row} has no piece to compose its vector from")
        out[row] = weighted[list(pieces)].sum(axis=0)
    norms = np.linalg.norm(out, axis=1, keepdims=True)
    return np.asarray(out / np.clip(norms, 1e-12, None), dtype=np.float32)
