"""The learned later-turn doubt (rule V12f, `later_model`): retractions told through what
happened are held for the user; turns that add to a statement are not; the doubt never rejects
and never turns a rejection into anything else; its weights are what the training script makes
of the sets it lists, none of them a held-out one."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bench.train_later_model import HELD_OUT, NOT_TRAINED, RULES_BEFORE_DOUBT, same_weights, trained
from companion.model import Candidate, Message, Outcome, Verdict
from companion.validation import Policy
from companion.validation.context import Check, Session
from companion.validation.gate import verdict_for
from companion.validation.later_model import features, load_model, read_turns
from companion.validation.lexicon import later_weights
from companion.validation.rules import RULES

from .conftest import convo, judge

_SETS = Path(__file__).resolve().parents[1] / "data" / "validation" / "voice"

# (statement, fact, the user's next turn): the next turn undoes the statement through what
# happened, with no word of the fact and no marker a reading names
_UNDONE_BY_EVENTS = [
    (
        "we've got a parrot called mango",
        "User has a parrot called Mango",
        "well we had to find him a new home in the end, the noise was too much for the neighbours",
    ),
    (
        "my cousin's flying in from perth for the wedding",
        "User's cousin is flying in from Perth for the wedding",
        "well that's gone out the window now, her visa didn't come through in time",
    ),
    (
        "my brother's moving to dublin in june",
        "User's brother is moving to Dublin in June",
        "well that's all gone out the window now, the job offer got pulled",
    ),
    (
        "we're getting a hot tub for the garden",
        "User is getting a hot tub for the garden",
        "well the wife put her foot down in the end so that's that",
    ),
]

# the same statements, and a next turn that adds to them
_ADDED_TO = [
    (
        "we've got a parrot called mango",
        "User has a parrot called Mango",
        "he's six and he whistles every night",
    ),
    (
        "my cousin's flying in from perth for the wedding",
        "User's cousin is flying in from Perth for the wedding",
        "she lands on the thursday and my uncle's picking her up",
    ),
    (
        "my brother's moving to dublin in june",
        "User's brother is moving to Dublin in June",
        "he's found a flat near the river already, two bedrooms",
    ),
    (
        "we're getting a hot tub for the garden",
        "User is getting a hot tub for the garden",
        "the grandkids are beside themselves, they want it for the summer holidays",
    ),
    (
        "i drive a little red fiesta",
        "User drives a red Fiesta",
        "it's a bit rusty but it still gets me to work",
    ),
]


@pytest.mark.parametrize(("said", "fact", "then"), _UNDONE_BY_EVENTS)
def test_a_retraction_told_through_what_happened_is_held(said: str, fact: str, then: str) -> None:
    verdict = judge(convo(said, "Oh nice.", then), fact, said)
    assert verdict.outcome is Outcome.PENDING
    assert "reads like taking it back" in verdict.detail
    # without the learned doubt the rules accept it: this is what the doubt adds
    alone = _verdict_without_doubt(convo(said, "Oh nice.", then), fact, said)
    assert alone.outcome is Outcome.ACCEPT


@pytest.mark.parametrize(("said", "fact", "then"), _ADDED_TO)
def test_a_turn_that_adds_to_the_statement_leaves_it_accepted(said: str, fact: str, then: str) -> None:
    assert judge(convo(said, "Oh nice.", then), fact, said).outcome is Outcome.ACCEPT


def test_the_hold_names_the_words_that_weighed() -> None:
    said, fact, then = _UNDONE_BY_EVENTS[2]
    verdict = judge(convo(said, "Oh nice.", then), fact, said)
    reading = read_turns((then,))
    assert reading.score > load_model().threshold
    assert reading.words
    assert all(word in then.replace("'", "") for word in reading.words)
    assert all(repr(word) in verdict.detail for word in reading.words)


def test_only_the_turns_it_reads_count() -> None:
    """Turns past `turns` user turns after the statement are not read."""
    model = load_model()
    said, fact, undone = _UNDONE_BY_EVENTS[0]
    fillers = ["he's six", "he likes grapes", "he sleeps a lot"][: model.turns]
    msgs = convo(said, "Oh.", *[t for f in fillers for t in (f, "Mm.")], undone)
    assert judge(msgs, fact, said).outcome is Outcome.ACCEPT


def test_a_turn_settling_a_value_said_since_is_not_read() -> None:
    """ "sorry, it was sixty three" settles the year said in between, not the statement."""
    said = "my wife's name is jean"
    msgs = convo(
        said,
        "Lovely.",
        "we met at a dance in sixty two or sixty three",
        "Oh?",
        "sorry i'm muddled, well it was sixty three in the end",
    )
    assert judge(msgs, "User's wife's name is Jean", said).outcome is Outcome.ACCEPT


_WORDS = st.sampled_from(
    [
        "well",
        "now",
        "then",
        "in",
        "the",
        "end",
        "after",
        "all",
        "they",
        "have",
        "pulled",
        "it",
        "off",
        "we",
        "had",
        "to",
        "sold",
        "gone",
        "and",
        "but",
        "still",
        "love",
        "is",
        "was",
        "my",
        "she",
        "he",
        "not",
        "never",
        "cancelled",
        "moved",
        "home",
        "job",
    ]
)


@settings(max_examples=150, deadline=None)
@given(turns=st.lists(st.lists(_WORDS, min_size=1, max_size=14).map(" ".join), min_size=1, max_size=3))
def test_the_doubt_only_ever_holds_what_the_rules_accepted(turns: list[str]) -> None:
    """Invariant: with the doubt, a verdict is the rules' own, or pending where they accepted."""
    said, fact = "my sister lives in leeds", "User's sister lives in Leeds"
    msgs = convo(said, "Oh.", *[t for turn in turns for t in (turn, "I see.")][:-1])
    cand = Candidate(text=fact, supporting_quote=said, source_message_index=0)
    check = Check(cand, Session(tuple(msgs)), Policy(), (), ())
    with_doubt = verdict_for(check, RULES)
    alone = _verdict_without_doubt(msgs, fact, said)
    if with_doubt.outcome is not alone.outcome:
        assert alone.outcome in (Outcome.ACCEPT, Outcome.REINFORCE)
        assert with_doubt.outcome is Outcome.PENDING


def test_features_are_of_the_turns_read_and_their_place() -> None:
    found = features(["well it fell through", "oh well"])
    assert {"a:well", "n:well", "l:well", "a:fell_through", "L:fall"} <= found
    assert "n:oh" not in found
    assert "l:oh" in found


def test_the_shipped_weights_are_what_training_makes_of_the_sets_listed() -> None:
    """The weights are not edited by hand: retraining on the listed sets gives them back. (A
    changed or added case set fails this: run `python bench/train_later_model.py` and measure.)"""
    assert same_weights(trained())


def test_no_held_out_set_is_trained_on() -> None:
    assert set(later_weights.TRAINED_ON).isdisjoint(HELD_OUT)
    assert set(later_weights.TRAINED_ON).isdisjoint(NOT_TRAINED)
    assert {p.name for p in _SETS.glob("later_dev_*.jsonl")} | {"probes_stop40.jsonl"} <= NOT_TRAINED
    blind = {p.name for p in _SETS.glob("round*.jsonl") if int(p.stem[5:].split("_")[0]) >= 17}
    assert blind
    assert blind <= HELD_OUT
    assert "later21.jsonl" in HELD_OUT


def _verdict_without_doubt(msgs: list[Message], fact: str, quote: str) -> Verdict:
    cand = Candidate(text=fact, supporting_quote=quote, source_message_index=0)
    return verdict_for(Check(cand, Session(tuple(msgs)), Policy(), (), ()), RULES_BEFORE_DOUBT)
