"""The throughput mechanisms leave nothing behind: the collector is back in the state the caller
had it in after `validate` (also when it raises), and `caches.clear_caches` empties every cache
keyed on a text, so that a "cold" benchmark run is cold and no reading outlives its session by
accident. And a shortcut skips only work that could not change its answer: a later turn is
analysed for pointing back only when one of its clauses may open with "that"."""

from __future__ import annotations

import gc
import importlib
import pkgutil
from collections.abc import Iterator
from functools import _lru_cache_wrapper

import pytest

import companion.validation
from companion.model import Candidate
from companion.validation import caches, later, utterance, validate
from companion.validation.lexicon.clauses import POINTING_BACK
from companion.validation.normalize import canonicalize
from tests.validation.conftest import convo

# caches keyed on a single word, a pair of words, a word's spelling or a fixed table: vocabulary,
# deliberately kept warm across runs (see `caches`)
_VOCABULARY = {
    "companion.validation.clauses.relation_of",
    "companion.validation.cleanup._compound",
    "companion.validation.cleanup._compound_heard",
    "companion.validation.normalize._tok_info",
    "companion.validation.content.word_forms",
    "companion.validation.matching._similar",
    "companion.validation.lexicon.tables._first_words",
    "companion.validation.policy._name_keys",
}
_VOCABULARY_MODULES = (
    "companion.validation.lexicon.units",
    "companion.validation.lexicon.numbers",
    "companion.validation.lexicon.morphology",
    "companion.validation.lexicon.valence",  # per word, as the morphology tables
    "companion.validation.lexicon.currency",  # the CLDR's signs, read once, keyed on no text
)

_MESSAGES = convo(
    "I moved to Leeds in June and I'm learning the violin, my brother's twins are five.",
    "That sounds lovely! How is the new job going?",
    "We went to the beach on Sunday with the twins and it was lovely.",
)
_CANDIDATES = [
    Candidate(text=text, supporting_quote=quote, source_message_index=0)
    for text, quote in (
        ("User moved to Leeds", "I moved to Leeds in June"),
        ("User plays the violin", "I'm learning the violin"),
        ("User's brother has twins aged five", "my brother's twins are five"),
    )
]


def _text_caches() -> Iterator[tuple[str, _lru_cache_wrapper[object]]]:
    package = companion.validation
    for info in pkgutil.walk_packages(package.__path__, package.__name__ + "."):
        if info.name.startswith(_VOCABULARY_MODULES):
            continue
        module = importlib.import_module(info.name)
        for attr, value in vars(module).items():
            name = f"{info.name}.{attr}"
            if (
                isinstance(value, _lru_cache_wrapper)
                and getattr(value, "__module__", None) == info.name
                and name not in _VOCABULARY
            ):
                yield name, value


def test_clear_caches_empties_every_cache_keyed_on_a_text() -> None:
    validate(_MESSAGES, _CANDIDATES)
    filled = {name for name, cached in _text_caches() if cached.cache_info().currsize}
    assert "companion.validation.takeback._revision" in filled  # the example reaches the missed one
    caches.clear_caches()
    left = sorted(name for name, cached in _text_caches() if cached.cache_info().currsize)
    assert left == [], f"clear_caches leaves these caches warm: {left}"


def test_validate_pauses_the_collector_and_turns_it_back_on() -> None:
    seen: list[bool] = []

    def candidates() -> Iterator[Candidate]:
        for c in _CANDIDATES:
            seen.append(gc.isenabled())
            yield c

    assert gc.isenabled()
    assert len(validate(_MESSAGES, candidates())) == len(_CANDIDATES)
    assert seen == [False] * len(_CANDIDATES)
    assert gc.isenabled()


def test_the_collector_is_back_on_when_validate_raises() -> None:
    def failing() -> Iterator[Candidate]:
        yield _CANDIDATES[0]
        raise RuntimeError("the candidate source broke")

    assert gc.isenabled()
    with pytest.raises(RuntimeError, match="candidate source broke"):
        validate(_MESSAGES, failing())
    assert gc.isenabled()


def test_a_collector_the_caller_turned_off_stays_off() -> None:
    gc.disable()
    try:
        validate(_MESSAGES, _CANDIDATES)
        assert not gc.isenabled()
    finally:
        gc.enable()


@pytest.mark.parametrize(
    ("turn", "reading"),
    [
        ("oh wait no it fell through last night", True),  # a retraction of "it": no analysis needed
        ("hang on, no, i read it wrong", True),  # the user's own error
        ("we went to the beach on sunday and it was lovely", None),
        ("that's just what people are saying", False),  # hearsay: a clause opened by "that"
    ],
)
def test_a_later_turn_is_analysed_for_pointing_back_only_when_a_clause_may_open_with_that(
    turn: str, reading: bool | None
) -> None:
    caches.clear_caches()
    assert later._points_back(turn) is reading
    analysed = utterance.analyse.cache_info().currsize == 1
    assert analysed == (not POINTING_BACK.isdisjoint(canonicalize(turn).lows))
    assert analysed == ("that" in turn)
