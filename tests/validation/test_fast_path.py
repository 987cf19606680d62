"""Property tests: the throughput shortcuts (quote sliced from its message, ASCII tokenizer,
ASCII `plain`) give exactly what the plain path gives, down to every verdict."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterator

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from companion.model import Candidate, Message, Verdict
from companion.validation import caches, normalize, quotes, validate
from companion.validation.lexicon import SPOKEN_CONTRACTIONS
from companion.validation.normalize import Canon, canonicalize, plain
from companion.validation.quotes import canonicalize_quote
from tests.validation.conftest import WHEN

# Invented words plus everything the canonicaliser treats specially: fillers, discourse markers,
# number words and scales, negations, calendar words, homophones, capitalised words, "I" forms.
_PIECES = [
    "garden",
    "Garden",
    "river",
    "coffee",
    "Lisbon",
    "Marta",
    "bakery",
    "walked",
    "plans",
    "the",
    "a",
    "my",
    "and",
    "to",
    "I",
    "I'm",
    "don't",
    "never",
    "not",
    "no",
    "um",
    "uh",
    "like",
    "you know",
    "I mean",
    "so",
    "twenty",
    "five",
    "hundred",
    "thousand",
    "a hundred",
    "1.5",
    "million",
    "85k",
    "5pm",
    "3rd",
    "$150,000",
    "42",
    "2019",
    "Monday",
    "May",
    "march",
    "there",
    "their",
    "two",
    "too",
    "café",
    "naïve",
    "it’s",
    "“quoted”",
    ",",
    ".",
    "?",
    "!",
    ";",
    "—",
]

# Pieces that need no post-pass (no filler-free number pairs, markers or scales), so that
# messages built from them take the slicing path; repeats can still happen by chance.
_PLAIN = [
    p
    for p in _PIECES
    if p not in {"like", "you know", "I mean", "so", "a hundred", "hundred", "thousand", "million"}
]
_words = st.lists(st.sampled_from(_PIECES), min_size=1, max_size=40) | st.lists(
    st.sampled_from(_PLAIN), min_size=1, max_size=25, unique=True
)


def _text(words: list[str]) -> str:
    return " ".join(words)


def _fields(c: Canon) -> tuple[object, ...]:
    return (c.keys, c.starts, c.ends, c.boundary, c.critical, c.joined, c.key_set)


@pytest.fixture(autouse=True)
def _fresh_caches() -> Iterator[None]:
    """Every test starts and ends with empty caches and the fast path on."""
    caches.clear_caches()
    yield
    quotes._SLICE_QUOTES = True
    caches.clear_caches()


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(_words, st.data())
def test_sliced_quote_equals_canonicalised_quote(words: list[str], data: st.DataObject) -> None:
    """A quote cut from its message (any word range, or any other text) canonicalises the same
    whether sliced from the message's tokens or canonicalised on its own."""
    start = data.draw(st.integers(0, len(words) - 1))
    end = data.draw(st.integers(start + 1, len(words)))
    message = _text(words)
    for quote in (_text(words[start:end]), _text(words[start:end]).lower(), "garden river coffee"):
        assert _fields(canonicalize_quote(quote, message)) == _fields(canonicalize(quote))


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.text(alphabet=st.characters(max_codepoint=127), max_size=80))
@example("A-\x1f")  # a broken-off word before a control character Unicode calls a space
def test_ascii_tokenizer_equals_unicode_tokenizer(text: str) -> None:
    """On ASCII text the ASCII token pattern finds exactly the tokens of the Unicode one."""
    assert normalize._ASCII_TOKEN_RE.findall(text) == normalize._TOKEN_RE.findall(text)


def _plain_reference(text: str) -> str:
    s = unicodedata.normalize("NFKC", text).lower().replace("’", "'").replace("‘", "'")
    s = re.sub(r"(?<=\w)'(?=\w)", "", s)
    return " " + " ".join(re.sub(r"[^\w\s]|_", " ", s).split()) + " "


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.text(max_size=80) | st.text(alphabet=st.characters(max_codepoint=127), max_size=80))
def test_plain_fast_path_equals_reference(text: str) -> None:
    """`plain` (ASCII fast path or not) equals the NFKC + regex definition on any text."""
    assert plain(text) == _plain_reference(text)


def _verdicts(messages: list[Message], candidates: list[Candidate], fast: bool) -> list[Verdict]:
    quotes._SLICE_QUOTES = fast
    caches.clear_caches()
    return validate(messages, candidates)


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.lists(_words, min_size=2, max_size=6), st.data())
def test_fast_and_slow_paths_give_identical_verdicts(turns: list[list[str]], data: st.DataObject) -> None:
    """validate() gives the same verdicts with the quote-slicing fast path on and off."""
    messages = [
        Message(role="user" if i % 2 == 0 else "assistant", content=_text(w), timestamp=WHEN)
        for i, w in enumerate(turns)
    ]
    candidates = []
    for _ in range(data.draw(st.integers(1, 5))):
        index = data.draw(st.integers(0, len(turns)))  # one past the end: out of range
        words = turns[min(index, len(turns) - 1)]
        start = data.draw(st.integers(0, len(words) - 1))
        end = data.draw(st.integers(start + 1, len(words)))
        quote = _text(words[start:end])
        text = "User " + data.draw(st.sampled_from(["says ", "has ", "is not ", "loves "])) + quote
        candidates.append(Candidate(text=text, supporting_quote=quote, source_message_index=index))
    assert _verdicts(messages, candidates, fast=False) == _verdicts(messages, candidates, fast=True)


# Raw tokens that give more than one canonical token ("Gonna" -> going, to; "5PM" -> 5, pm; an
# ISO date -> month, day, year), capitalised so that mid-sentence they read as names, and the
# tokens around a sentence start (a title's stop, a clause stop, a spaced dash): a quote that
# opens on one of them must lose the name reading of every part, and count its raw tokens from
# its own first one, as canonicalising the quote alone does.
_MULTI_PART = [
    *(w.capitalize() for w in sorted(SPOKEN_CONTRACTIONS)),
    *sorted(SPOKEN_CONTRACTIONS),
    "5PM",
    "20mg",
    "2025-03-14",
    "£40",
    "Dr.",
    "Rev.",
    "Marta",
    "garden",
    "the",
    "um",
    ",",
    ".",
    "-",  # a dash is a token only between spaces: a quote that opens or ends on one differs
]


def _all_fields(c: Canon) -> tuple[object, ...]:
    return (*_fields(c), c.lows, c.marks, c.runs)


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    st.lists(st.sampled_from(["-", ","]) | st.sampled_from(_MULTI_PART), min_size=1, max_size=12), st.data()
)
def test_sliced_quote_equals_canonicalised_quote_on_multi_part_tokens(
    words: list[str], data: st.DataObject
) -> None:
    """Invariant of the fast path: every field of a quote sliced from its message (keys, spans,
    boundaries, criticality, lows, marks, runs) equals the quote canonicalised on its own, also
    when a raw token gives several canonical tokens."""
    start = data.draw(st.integers(0, len(words) - 1))
    end = data.draw(st.integers(start + 1, len(words)))
    message = _text(words)
    quote = _text(words[start:end])
    assert _all_fields(canonicalize_quote(quote, message)) == _all_fields(canonicalize(quote))


def test_capitalised_spoken_contraction_opening_a_quote_is_no_name() -> None:
    """'Gonna' mid-sentence is capitalised (a name reading for both its parts); as the quote's
    first word it opens a sentence, so neither 'going' nor 'to' is critical."""
    quote = "Gonna stay home"
    assert canonicalize_quote(quote, "we " + quote).critical == canonicalize(quote).critical
    assert canonicalize_quote(quote, "we " + quote).critical == (False, False, False, False)


def test_a_quote_opening_on_a_spaced_dash_counts_its_tokens_from_its_own_first() -> None:
    """In the message the dash of "finished it - want to see" is a token (spaces around it);
    at the start of the quote "- want to see" it is not, so the quote's first raw token is
    "want": the sliced quote must index its own text."""
    quote = "- want to see"
    sliced = canonicalize_quote(quote, "I finished it - want to see")
    assert sliced.starts == canonicalize(quote).starts == (0, 1, 2)
