"""Property tests: the gate's per-message and per-session readings (cached once per message
text, reused by every candidate on the message and every later-turn check of the session) give
exactly the verdicts a fresh reading gives.

The caches are keyed on the message text alone, so a reading must depend on nothing else: not
on the candidate that first asked for it, the session it first appeared in, nor the order.
Each example judges a session's candidates three ways: all in one call with warm caches, each
alone after every cache is emptied, and in reverse order after another session's turns filled
the caches. The pieces lean on what the later-turn readings look for (retractions, denials,
corrections opening a turn, a turn that points back at the statement)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from companion.model import Candidate, Message, Verdict
from companion.validation import caches, validate
from companion.validation.frames import Frame, may_open_ahead
from companion.validation.normalize import canonicalize
from companion.validation.utterance import analyse
from tests.validation.conftest import WHEN

_PIECES = [
    "I",
    "my",
    "the",
    "we",
    "it's",
    "that",
    "garden",
    "move",
    "job",
    "boyfriend",
    "Leeds move",
    "violin",
    "twins",
    "bakery",
    "cruise",
    "quit",
    "quitting",
    "moving",
    "Leeds",
    "June",
    "twenty",
    "five",
    "85",
    "not",
    "never",
    "no",
    "don't",
    "sorry",
    "wait",
    "actually",
    "scratch that",
    "never mind",
    "forget that",
    "fell through",
    "called off",
    "it's off",
    "I misheard",
    "that's just what people are saying",
    "hang on no",
    "stopped",
    "gave up",
    "um",
    ",",
    ".",
    "?",
]
# the words of the statements, and what takes a statement back, drawn as often as the rest
_TOPICS = ["move", "Leeds", "job", "bakery", "boyfriend", "cruise", "violin", "twins", "quit", "moving"]
_TAKING_BACK = ["scratch that", "never mind", "fell through", "called off", "it's off", "not", "no sorry"]
_turn = st.lists(
    st.sampled_from(_PIECES) | st.sampled_from(_TOPICS) | st.sampled_from(_TAKING_BACK),
    min_size=1,
    max_size=12,
)


def _text(words: list[str]) -> str:
    return " ".join(words)


@pytest.fixture(autouse=True)
def _fresh_caches() -> Iterator[None]:
    caches.clear_caches()
    yield
    caches.clear_caches()


# (what the user said, the fact a proposer would draw from it)
_STATEMENTS = [
    ("I'm moving to Leeds in June", "User is moving to Leeds in June"),
    ("I quit my job at the bakery", "User quit their job at the bakery"),
    ("I have a boyfriend called Sam", "User has a boyfriend called Sam"),
    ("we booked a cruise for twenty five days", "User booked a cruise for 25 days"),
    ("I play violin every week", "User plays violin every week"),
    ("my sister is expecting twins", "User's sister is expecting twins"),
]
_ASSISTANT = ["Oh nice.", "How did that go?", "Really? Tell me more.", "When is that?"]


def _session(turns: list[list[str]], data: st.DataObject) -> tuple[list[Message], list[Candidate]]:
    """A statement, then turns of pieces and of the statements' own words after it."""
    said, fact = data.draw(st.sampled_from(_STATEMENTS))
    texts = [said]
    for words in turns:
        texts.append(data.draw(st.sampled_from(_ASSISTANT)))
        texts.append(_text(words))
    messages = [
        Message(role="user" if i % 2 == 0 else "assistant", content=t, timestamp=WHEN)
        for i, t in enumerate(texts)
    ]
    candidates = [Candidate(text=fact, supporting_quote=said, source_message_index=0)]
    for _ in range(data.draw(st.integers(0, 4))):
        index = 2 * data.draw(st.integers(0, len(turns)))
        words = texts[index].split()
        start = data.draw(st.integers(0, len(words) - 1))
        end = data.draw(st.integers(start + 1, len(words)))
        quote = _text(words[start:end])
        verb = data.draw(st.sampled_from(["says ", "has a ", "is not ", "is ", "loves "]))
        candidates.append(
            Candidate(text="User " + verb + quote, supporting_quote=quote, source_message_index=index)
        )
    return messages, candidates


def _one_by_one(messages: list[Message], candidates: list[Candidate]) -> list[Verdict]:
    out = []
    for c in candidates:
        caches.clear_caches()
        out.extend(validate(messages, [c]))
    return out


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.lists(_turn, min_size=1, max_size=3), st.lists(_turn, min_size=1, max_size=3), st.data())
def test_cached_readings_give_the_verdicts_of_fresh_ones(
    turns: list[list[str]], other: list[list[str]], data: st.DataObject
) -> None:
    caches.clear_caches()  # each example on its own (hypothesis replays a failing one)
    messages, candidates = _session(turns, data)
    together = validate(messages, candidates)
    alone = _one_by_one(messages, candidates)
    caches.clear_caches()
    # another session first, ending with this one's later turns: a reading must not carry the
    # fact or the session it was first read for
    other_messages, other_candidates = _session(other + turns, data)
    validate(other_messages, other_candidates)
    reverse = validate(messages, candidates[::-1])[::-1]
    assert together == alone == reverse


_FRAMING_PIECES = [
    "imagine",
    "what if",
    "what",
    "if",
    "let's say",
    "say",
    "I",
    "we",
    "had",
    "were",
    "would have",
    "could",
    "have",
    "I'd have",
    "role play",
    "pretend",
    "in theory",
    "theory",
    "best case",
    "worst",
    "case",
    "for argument's sake",
    "a hypothetical",
    "you're",
    "the captain",
    "moving",
    "to",
    "Leeds",
    "my",
    "job",
    "quit",
    "would",
    ",",
    ".",
    "?",
]


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.lists(st.sampled_from(_FRAMING_PIECES), min_size=1, max_size=20))
@example(["say", "my", "had"])  # found at stop 54: a verb of supposing said as an order
def test_a_turn_read_as_opening_no_supposition_has_none(words: list[str]) -> None:
    """`frames.may_open_ahead` lets an assistant turn skip its clause analysis: when it says no,
    the analysis finds no supposition or role play on any token."""
    text = _text(words)
    if may_open_ahead(canonicalize(text).lows):
        return
    ahead = {Frame.HYPOTHETICAL, Frame.ROLEPLAY}
    assert all(ahead.isdisjoint(f) for f in analyse(text).frames)
