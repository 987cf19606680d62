"""A tidy quote writes a specific in the short form a writer uses for what the speaker said in
full (stop 52, V5): a runner's "forty k's" is "40 km" (the plural "k's" as the "k" is), the
"a m" after a clock time is the "a.m." after "10:30", "engineer" is "Engr." before a name, and
"the No. 42" is "the number forty two". The quote is found; the value compared is the same.
A changed value, unit or half of the day stays a changed specific, and a lower-case "no." or
one that opens a sentence stays the word "no"."""

from __future__ import annotations

import pytest

from companion.model import Outcome
from companion.validation.normalize import canonicalize

from .conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        (
            "the lake's about thirty k's from the cottage so we only go on sundays",
            "The lake is about 30 km from User's cottage.",
            "The lake's about 30 km from the cottage",
        ),
        (
            "my nephew ran his first twenty one k on saturday and he's walking like a cowboy",
            "User's nephew ran his first 21 km on Saturday.",
            "My nephew ran his first 21 km on Saturday",
        ),
        (
            "the school bus comes at seven fifteen a m so we're up at six",
            "User's school bus comes at 7:15 a.m.",
            "The school bus comes at 7:15 a.m.",
        ),
        (
            "the night market opens at eight thirty p m on fridays and it's heaving",
            "The night market opens at 8:30 p.m. on Fridays.",
            "The night market opens at 8:30 p.m. on Fridays",
        ),
        (
            "my brother in law engineer adeyemi built the new bridge in ilorin",
            "User's brother-in-law, Engr. Adeyemi, built the new bridge in Ilorin.",
            "My brother-in-law Engr. Adeyemi built the new bridge in Ilorin",
        ),
        (
            "i get the number nineteen to the market every saturday morning",
            "User takes the No. 19 bus to the market every Saturday morning.",
            "I get the No. 19 to the market every Saturday morning",
        ),
    ],
)
def test_the_short_written_form_of_a_spoken_specific_is_found(said: str, fact: str, quote: str) -> None:
    verdict = judge(convo(said), fact, quote)
    assert verdict.outcome is Outcome.ACCEPT, verdict


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        (  # kilometres are no miles
            "the lake's about thirty k's from the cottage so we only go on sundays",
            "The lake is about 30 miles from User's cottage.",
            "The lake's about 30 miles from the cottage",
        ),
        (  # the value changed with the unit written short
            "my nephew ran his first twenty one k on saturday and he's walking like a cowboy",
            "User's nephew ran his first 42 km on Saturday.",
            "My nephew ran his first 42 km on Saturday",
        ),
        (  # the half of the day changed
            "the school bus comes at seven fifteen a m so we're up at six",
            "User's school bus comes at 7:15 p.m.",
            "The school bus comes at 7:15 p.m.",
        ),
        (  # another bus
            "i get the number nineteen to the market every saturday morning",
            "User takes the No. 91 bus to the market every Saturday morning.",
            "I get the No. 91 to the market every Saturday morning",
        ),
    ],
)
def test_a_changed_value_in_the_short_form_is_not_accepted(said: str, fact: str, quote: str) -> None:
    verdict = judge(convo(said), fact, quote)
    assert verdict.outcome is not Outcome.ACCEPT, verdict


@pytest.mark.parametrize(
    ("text", "keys"),
    [
        ("we took the No. 7 tram", ("we", "took", "the", "number", "7", "tram")),
        ("no. 7 of them came", ("no", "7", "of", "them", "came")),  # lower case: the word "no"
        ("No. 7 of them came", ("no", "7", "of", "them", "came")),  # opening: the word "no"
        ("the No 7 tram", ("the", "no", "7", "tram")),  # no stop: the word "no"
    ],
)
def test_no_with_a_stop_before_digits_is_the_word_number_only_after_a_word(
    text: str, keys: tuple[str, ...]
) -> None:
    assert canonicalize(text).keys == keys


def test_a_clock_time_takes_the_written_half_of_the_day_as_one_word() -> None:
    assert canonicalize("at 10:30 a.m. sharp").keys == ("at", "10:30", "am", "sharp")
    assert canonicalize("at 7 p.m. sharp").keys == ("at", "7", "pm", "sharp")


def test_the_plural_k_of_a_distance_reads_as_the_k_does() -> None:
    assert canonicalize("forty k's").keys == canonicalize("forty k").keys


@pytest.mark.parametrize(
    ("text", "keys"),
    [
        ("my shoe size is 6 and a half", ("my", "shoe", "size", "is", "6.5")),
        ("we drink 2 and a half litres", ("we", "drink", "2.5", "liter")),
        ("the train's at quarter past 8", ("the", "train", "at", "8:15")),
        ("half past 11 at night", ("11:30", "at", "night")),
    ],
)
def test_a_writers_digits_inside_a_spoken_fraction_or_clock_time_read_as_the_words_do(
    text: str, keys: tuple[str, ...]
) -> None:
    assert canonicalize(text).keys[-len(keys) :] == keys


@pytest.mark.parametrize(
    "said",
    [
        "half past nine. oh god not nine, half past ten",
        "at nine. no wait, not nine, ten",
        "half past nine. ay not nine, half past ten",
    ],
)
def test_a_value_denied_past_an_interjection_and_replaced_is_the_retracted_one(said: str) -> None:
    msgs = convo("When is your clinic appointment?", said, first_role="assistant")
    half = said.startswith("half")
    fact = "User's clinic appointment is at 9:30." if half else "User's appointment is at 9."
    quote = "half past nine" if half else "at nine"
    verdict = judge(msgs, fact, quote, index=1)
    assert verdict.outcome is Outcome.REJECT, verdict


def test_a_denial_with_no_value_after_it_corrects_nothing() -> None:
    # "not five every day" qualifies how often, it names no other distance
    msgs = convo("i walk five miles a day, not five every day mind, but most days")
    verdict = judge(msgs, "User walks 5 miles a day.", "i walk five miles a day")
    assert verdict.outcome is not Outcome.REJECT, verdict


@pytest.mark.parametrize(
    ("fact", "outcome"),
    [
        ("User moved to the village in 2016.", Outcome.REJECT),  # the year corrected away
        ("User moved to the village in 2017.", Outcome.ACCEPT),
    ],
)
def test_a_year_said_in_two_numbers_is_corrected_as_one(fact: str, outcome: Outcome) -> None:
    # "twenty | sixteen": one value in two numbers, not "twenty" corrected by "sixteen"
    said = "we moved to the village in twenty sixteen, no, twenty seventeen, the summer of the floods"
    quote = "we moved to the village in " + fact.rsplit(" ", 1)[1].rstrip(".")
    assert judge(convo(said), fact, quote).outcome is outcome
