"""Negation and quantifier overclaims, suffixed and spoken numbers, and the graded support scope."""

from __future__ import annotations

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from companion.model import Outcome, Reason
from companion.validation import Policy
from tests.validation.conftest import WHEN, convo, judge

PEANUTS = "well I'm allergic to peanuts so I'm like learning how to ask about that in Portuguese"


def test_fact_negation_the_user_never_said_is_rejected() -> None:
    """A fact asserting "not" when the quote is positive is a NEGATION_MISMATCH."""
    v = judge(convo(PEANUTS), "User is not allergic to anything", "I'm allergic to peanuts")
    assert v.reasons == (Reason.NEGATION_MISMATCH,)
    v = judge(convo(PEANUTS), "User isn't allergic to peanuts", "I'm allergic to peanuts")
    assert v.reasons == (Reason.NEGATION_MISMATCH,)
    assert (
        judge(convo(PEANUTS), "User is allergic to peanuts", "I'm allergic to peanuts").outcome
        is Outcome.ACCEPT
    )


def test_negation_elsewhere_in_the_quote_does_not_back_the_fact() -> None:
    """A negation about something else ("not sure") does not back a negated fact."""
    msgs = convo("I'm not sure, but I think I'm allergic to peanuts honestly")
    v = judge(msgs, "User is not allergic to peanuts", "I'm not sure, but I think I'm allergic to peanuts")
    assert v.reasons == (Reason.NEGATION_MISMATCH,)


def test_negated_fact_backed_by_negated_quote_or_message() -> None:
    """A negation the user said, in the quote or governing the same words in the message, backs it."""
    msgs = convo("Honestly I don't eat any meat these days, it has been a while.")
    assert judge(msgs, "User doesn't eat meat.", "I don't eat any meat these days").outcome is Outcome.ACCEPT
    msgs = convo("My old friends changed a lot, and a few weren't able to handle the move at all.")
    v = judge(msgs, "User's old friends were not able to handle the move.", "My old friends changed a lot")
    assert v.outcome is Outcome.ACCEPT


def test_positive_fact_from_negated_quote_is_rejected() -> None:
    """ "I don't hate running" never backs "User hates running", though "hates" is a negative verb."""
    msgs = convo("Honestly I don't hate running in the cold rain.")
    assert judge(msgs, "User hates running in the rain", "I don't hate running in the cold rain").outcome is (
        Outcome.REJECT
    )
    msgs = convo("Honestly I don't smoke anymore, it has been a while.")
    assert (
        judge(msgs, "User quit smoking", "I don't smoke anymore, it has been a while").outcome
        is Outcome.ACCEPT
    )


def test_universal_quantifier_must_be_said() -> None:
    """ "anything", "always", "all", "everything" in a fact need the user's own generalisation."""
    v = judge(convo(PEANUTS), "User is allergic to everything", "I'm allergic to peanuts")
    assert v.reasons == (Reason.UNSUPPORTED_SPECIFIC,)
    msgs = convo("I cook dinner for my family on most weekdays after work.")
    v = judge(
        msgs, "User always cooks dinner for the family.", "I cook dinner for my family on most weekdays"
    )
    assert v.reasons == (Reason.UNSUPPORTED_SPECIFIC,)
    msgs = convo("I always cook dinner for my family after work.")
    assert (
        judge(msgs, "User always cooks dinner.", "I always cook dinner for my family").outcome
        is Outcome.ACCEPT
    )


def test_suffixed_and_spoken_numbers_are_compared_by_value() -> None:
    """150k is not 85k; 85K, $85,000 and "eighty five thousand" are one value; 1.5 million too."""
    msgs = convo("i make about 85k a year at the new job")
    assert judge(msgs, "The user earns 150k a year", "i make about 85k a year").reasons == (
        Reason.UNSUPPORTED_SPECIFIC,
    )
    for text in (
        "The user earns $85,000 a year",
        "The user earns 85K a year",
        "User earns eighty-five thousand",
    ):
        assert judge(msgs, text, "i make about 85k a year").outcome is Outcome.ACCEPT, text
    spoken = convo("i make about eighty five thousand a year at the new job")
    assert judge(spoken, "The user earns 85k a year", "i make about eighty five thousand a year").outcome is (
        Outcome.ACCEPT
    )
    big = convo("the house cost us about 1.5 million in the end")
    assert (
        judge(big, "User's house cost $1,500,000.", "the house cost us about 1.5 million").outcome
        is Outcome.ACCEPT
    )
    assert judge(big, "User's house cost $1,600,000.", "the house cost us about 1.5 million").outcome is (
        Outcome.REJECT
    )


_ONES = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
_TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
_TEENS = [
    "ten",
    "eleven",
    "twelve",
    "thirteen",
    "fourteen",
    "fifteen",
    "sixteen",
    "seventeen",
    "eighteen",
    "nineteen",
]


def _words(n: int) -> str:
    """1..999 in words, hyphenated tens ("twenty-five", "a hundred and six")."""
    parts: list[str] = []
    if n >= 100:
        parts.append(_ONES[n // 100] + " hundred")
        n %= 100
        if n:
            parts.append("and")
    if 10 <= n < 20:
        parts.append(_TEENS[n - 10])
    elif n >= 20:
        parts.append(_TENS[n // 10] + ("-" + _ONES[n % 10] if n % 10 else ""))
    elif n:
        parts.append(_ONES[n])
    return " ".join(parts)


def _render(n: int, form: int) -> str:
    """Thousands in one of several written forms: 85k, 85K, $85,000, eighty-five thousand."""
    return (f"{n}k", f"{n}K", f"${n * 1000:,}", f"{_words(n)} thousand")[form]


@settings(max_examples=120, deadline=None)
@given(
    n=st.integers(min_value=2, max_value=999),
    m=st.integers(min_value=2, max_value=999),
    fact_form=st.integers(min_value=0, max_value=3),
    quote_form=st.integers(min_value=0, max_value=3),
)
@example(n=100, m=100, fact_form=0, quote_form=0)  # "about 100k": held, a round exaggeration
@example(n=100, m=100, fact_form=3, quote_form=2)
@example(n=85, m=85, fact_form=2, quote_form=0)
def test_number_in_fact_must_equal_number_in_quote(n: int, m: int, fact_form: int, quote_form: int) -> None:
    """For any amount N in a fact and a quote saying M: never stored when N != M, in any form; when
    N == M, accepted - or, for a round amount said roughly ("about 100k"), held as a possible
    exaggeration (the gate cannot tell "about a hundred thousand saved" from "about a hundred
    thousand times"), never rejected."""
    quote = f"I saved about {_render(m, quote_form)} for the new boat"
    v = judge(convo(quote + " this spring."), f"User saved {_render(n, fact_form)} for a boat.", quote)
    if n != m:
        assert v.outcome is not Outcome.ACCEPT, v
    elif m == 100:  # 100,000 is one of HYPERBOLE_NUMBERS, the round numbers of exaggeration
        assert v.outcome is Outcome.PENDING, v
        assert v.reasons[0] is Reason.SAID_WITH_DOUBT, v
    else:
        assert v.outcome is Outcome.ACCEPT, v


def test_assistant_never_backs_a_name() -> None:
    """ "Wife's name is Sarah" + "my wife loves hiking" is never accepted on the assistant's "Sarah"."""
    msgs = convo(
        "We spent the whole weekend outdoors again.",
        "Oh nice, did Sarah come along on the trip too?",
        "Yes my wife loves hiking more than I do.",
    )
    v = judge(msgs, "Wife's name is Sarah", "my wife loves hiking more than", index=2)
    assert v.outcome is Outcome.PENDING
    assert v.reasons[0] is Reason.SPECIFIC_FROM_ASSISTANT
    strict = Policy(assistant_specifics="reject")
    v = judge(msgs, "Wife's name is Sarah", "my wife loves hiking more than", 2, strict)
    assert v.reasons == (Reason.UNSUPPORTED_SPECIFIC,)
    known = Policy(participant_names=("Sarah",))
    assert (
        judge(msgs, "Wife's name is Sarah", "my wife loves hiking more than", 2, known).outcome
        is Outcome.ACCEPT
    )
    wide = Policy(support_scope="transcript")
    assert (
        judge(msgs, "Wife's name is Sarah", "my wife loves hiking more than", 2, wide).outcome
        is Outcome.ACCEPT
    )


def test_graded_scope_names_from_user_turns_numbers_from_the_message() -> None:
    """A name another user turn said backs a fact; a number from another user turn does not: the
    fact is held for the user to confirm which statement the number belongs to."""
    msgs = convo(
        "My wife Sarah and I have three kids.",
        "That sounds like a busy house!",
        "Yes my wife loves hiking more than I do.",
    )
    ok = judge(msgs, "User's wife Sarah loves hiking.", "my wife loves hiking more than", index=2)
    assert ok.outcome is Outcome.ACCEPT
    bad = judge(
        msgs, "User's wife loves hiking with their 3 kids.", "my wife loves hiking more than", index=2
    )
    assert bad.outcome is Outcome.PENDING
    assert bad.reasons[0] is Reason.UNSUPPORTED_SPECIFIC
    assert bad.detail.startswith("said in message 0")


def test_messages_keep_their_timestamp() -> None:
    """The helper transcripts carry the fixed test time (sanity for the cases above)."""
    assert all(m.timestamp == WHEN for m in convo("a", "b"))


def test_negation_cut_out_behind_a_dropped_word_is_negated_context() -> None:
    """ "store not so long ago" quoted as "store so": the dropped "so" must not hide the "not"."""
    msgs = convo("Oh, and I opened my own online bakery not so long ago, pretty exciting!")
    v = judge(msgs, "User opened their own online bakery.", "I opened my own online bakery so")
    assert v.outcome is Outcome.REJECT
    assert v.reasons == (Reason.NEGATED_CONTEXT,)
    # the same quote where the message really says "bakery so" is fine
    ok = convo("Oh, and I opened my own online bakery so I could work from home!")
    assert judge(ok, "User opened their own online bakery.", "I opened my own online bakery so").outcome is (
        Outcome.ACCEPT
    )


@pytest.mark.parametrize(
    ("said", "flipped", "kept"),
    [
        ("I will never forget the day we moved to Lisbon", "User forgot the day they moved to Lisbon",
         "User will never forget the day they moved to Lisbon"),
        ("I can't wait for the trip to Japan in spring", "User can wait for the trip to Japan",
         "User is excited about the trip to Japan"),
        ("I have no doubt about the new job at the bakery", "User has doubts about the new job",
         "User is confident about the new job at the bakery"),
        ("honestly I don't worry about money these days", "User worries about money these days",
         "User feels relaxed about money these days"),
        ("I won't forget my first concert with my brother", "User will forget their first concert",
         "User remembers their first concert with their brother"),
    ],
)  # fmt: skip
def test_positive_idioms_cannot_be_flipped(said: str, flipped: str, kept: str) -> None:
    """ "never forget", "can't wait", "no doubt" assert the positive: a fact asserting the very
    word the idiom negates ("User forgot ...") flips the user's meaning and is rejected."""
    msgs = convo(said + ", it means a lot to me.")
    v = judge(msgs, flipped, said)
    assert v.outcome is Outcome.REJECT, v
    assert v.reasons == (Reason.NOT_AN_ASSERTION,)
    assert judge(msgs, kept, said).outcome is Outcome.ACCEPT


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        ("i haven't had a cigarette in six months", "User has not smoked in six months"),
        ("i've not touched a drop for two years now", "User has not drunk alcohol for two years"),
        ("we haven't seen my brother in ages", "User has not seen their brother in ages"),
    ],
)
def test_how_long_a_negation_held_is_not_what_it_negates(said: str, fact: str) -> None:
    """ "in six months" after a negated verb says how long, so the fact's negation of another verb
    for the same span is backed by the user's negation; it was rejected as a negation the user
    did not say."""
    v = judge(convo(said), fact, said)
    assert v.outcome is not Outcome.REJECT, v.detail


def test_a_span_does_not_back_a_negation_of_something_else() -> None:
    said = "i've been smoking for years but i haven't had a drink in six months"
    v = judge(convo(said), "User has not smoked in years", "i've been smoking for years")
    assert v.outcome is Outcome.REJECT
