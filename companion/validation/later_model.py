"""A learned doubt for rule V12: how much the user's next turns read like taking a statement back.

The later-turn readings (`later`, `takeback`, `reactions`) each name a mechanism: a value
corrected, a word denied, a plan called off. What they cannot name is a retraction said through
what happened ("we had to rehome him in the end", "plot twist, she's hosting now"): the words
are the world's, not grammar's. Measured on sets written by other people than the readings'
authors, a third of the retractions in a later turn got through them.

Such turns still share a manner: an outcome told after the fact ("well", "in the end", "after
all", "now", "they've ..."), where a turn that leaves the statement standing adds to it ("and",
"but", "still", "love"). This module scores that manner with a logistic model over the words of
the next user turns (each word, its dictionary forms, word pairs, and whether it stood in the
very next turn). It is trained on the project's own labelled conversations by
`bench/train_later_model.py`; the weights ship as `lexicon.later_weights`, with the list of sets
they were trained on. The sets kept out of training (the blind rounds) are where its figures come
from: docs/validation.md, "Stop 39".

The score can only hold a fact for the user's review: it never rejects and never accepts. The
gate's rules decide first; this is their backstop for what they could not read.

Pure: the weights are a module of the lexicon; nothing is read at run time.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from itertools import pairwise

from companion.validation.lexicon.later_weights import BIAS, THRESHOLD, TURNS, WEIGHTS
from companion.validation.lexicon.morphology import lemmas
from companion.validation.normalize import canonicalize

__all__ = ["LaterTurnModel", "Reading", "features", "load_model", "read_turns", "turn_features"]

# The feature prefixes: a word anywhere in the turns read (and word pairs), a word in the very
# next user turn, a word in a turn after it, a dictionary form anywhere.
_ANY, _NEXT, _AFTER, _LEMMA = "a:", "n:", "l:", "L:"

# Words of a turn that are read: how a turn takes something back is said early in it ("well in
# the end ...", "plot twist ..."), and the weights of common words would otherwise add up
# with a turn's length (written chat's long turns read as doubtful for being long).
_WORDS_READ = 12
_SHOWN = 3  # words a hold's detail names


@dataclass(frozen=True, slots=True)
class LaterTurnModel:
    """A logistic model: `bias` + the weights of the features present; above `threshold`, held.
    `turns`: how many user turns after the statement it reads."""

    bias: float
    threshold: float
    turns: int
    weights: Mapping[str, float]

    def score(self, found: Iterable[str]) -> float:
        weights = self.weights
        return self.bias + sum(weights.get(f, 0.0) for f in found)


@dataclass(frozen=True, slots=True)
class Reading:
    """What the model made of the turns after a statement: its score and the words that weighed
    most towards a retraction (for the hold's detail)."""

    score: float
    words: tuple[str, ...]


@lru_cache(maxsize=4096)
def turn_features(text: str, first: bool) -> frozenset[str]:
    """The features of one user turn; `first`: it is the next user turn after the statement."""
    lows = canonicalize(text).lows[:_WORDS_READ]
    place = _NEXT if first else _AFTER
    out: set[str] = set()
    for word in lows:
        out.add(_ANY + word)
        out.add(place + word)
        out.update(_LEMMA + form for form in lemmas(word))
    out.update(f"{_ANY}{a}_{b}" for a, b in pairwise(lows))
    return frozenset(out)


def features(turns: Sequence[str]) -> frozenset[str]:
    """The features of the user turns after a statement, the next one first."""
    found: frozenset[str] = frozenset()
    for k, text in enumerate(turns):
        found |= turn_features(text, k == 0)
    return found


_SHIPPED = LaterTurnModel(bias=BIAS, threshold=THRESHOLD, turns=TURNS, weights=WEIGHTS)


def load_model() -> LaterTurnModel:
    """The shipped weights (`lexicon.later_weights`, written by `bench/train_later_model.py`)."""
    return _SHIPPED


@lru_cache(maxsize=4096)
def read_turns(texts: tuple[str, ...]) -> Reading:
    """The shipped model's score for the user turns after a statement (the first `turns` of them
    are read), with the words that pushed it most towards a retraction. Cached by the turns'
    texts: a session's candidates share their later turns."""
    found = features(texts[: _SHIPPED.turns])
    weights = _SHIPPED.weights
    # the words and pairs as said (not their prefixed or dictionary forms), heaviest first
    said = [f for f in found if f.startswith(_ANY) and weights.get(f, 0.0) > 0]
    said.sort(key=lambda f: (-weights[f], f))
    return Reading(_SHIPPED.score(found), tuple(f[len(_ANY) :].replace("_", " ") for f in said[:_SHOWN]))
