"""Corrections inside a turn and turns that take a statement back (V4, V12). Our sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome, Reason
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("message", "fact", "quote"),
    [
        # "i mean" is dropped as a filler by the matcher, yet it still corrects
        (
            "the vet's name is doctor pratt, i mean doctor platt",
            "User's vet is Dr Pratt.",
            "The vet's name is Dr Pratt",
        ),
        # a value restated in the same frame after "no": "I'm X ... no, I'm Y"
        (
            "i'm a hundred and four, the secret's gin. no, i'm seventy nine really",
            "User is 104 years old.",
            "I'm 104",
        ),
        # the same-kind value after the marker is the one corrected, not the month before it
        (
            "the wedding's the ninth of june, or, no, no it's the sixteenth",
            "User's wedding is on June 9.",
            "The wedding's the 9th of June",
        ),
        # the unit corrected after the same number
        (
            "luna's forty pounds er kilos my bad forty kilos",
            "User's dog Luna weighs 40 pounds.",
            "Luna's 40 pounds",
        ),
    ],
)
def test_the_first_value_of_a_correction_is_not_stored(message: str, fact: str, quote: str) -> None:
    assert judge(convo(message), fact, quote).outcome is not Outcome.ACCEPT


def test_the_final_value_of_a_correction_is_stored() -> None:
    msg = "the wedding's the ninth of june, or, no, no it's the sixteenth, the ninth was the stag do"
    assert judge(convo(msg), "User's wedding is on June 16.", "It's the 16th").outcome is not Outcome.REJECT


def test_saying_the_same_word_again_corrects_nothing() -> None:
    msg = "i keep the bikes in the garden, i mean the garden shed out back"
    assert (
        judge(convo(msg), "User keeps the bikes in the garden.", "I keep the bikes in the garden").outcome
        is Outcome.ACCEPT
    )


@pytest.mark.parametrize(
    ("turns", "fact", "quote"),
    [
        # a number corrected in the next turn
        (
            (
                "we bought this place in two thousand and four",
                "Lovely.",
                "oh two thousand and six, sorry, oh four was the car",
            ),
            "User bought their home in 2004.",
            "We bought this place in 2004",
        ),
        # the next turn opens with a correction and speaks of the same thing
        (
            (
                "big news, my daughter's expecting twins",
                "How exciting!",
                "oh no sorry, i got muddled, it's my niece who's expecting twins",
            ),
            "User's daughter is expecting twins.",
            "My daughter's expecting twins",
        ),
        # the next turn denies the fact's own verb
        (
            (
                "i've quit my job, walked out at lunch",
                "Wow.",
                "okay i haven't actually quit, i just really want to",
            ),
            "User quit their job.",
            "I've quit my job",
        ),
    ],
)
def test_a_later_turn_that_may_take_it_back_is_not_stored_active(
    turns: tuple[str, ...], fact: str, quote: str
) -> None:
    v = judge(convo(*turns), fact, quote)
    assert v.outcome in (Outcome.PENDING, Outcome.REJECT)
    assert Reason.RETRACTED in v.reasons


def test_news_in_a_later_turn_is_held_not_rejected() -> None:
    """ "actually I now teach physics" brings a change for V10 (the new fact supersedes), and the
    earlier fact may have been true when said: it is held with the later words for the user to
    say, not rejected (before the slot readings of `takeback._revised` it was stored active,
    though the user says it holds no longer)."""
    turns = ("i teach chemistry at the high school", "Nice.", "actually i now teach physics instead")
    v = judge(convo(*turns), "User teaches chemistry.", "I teach chemistry at the high school")
    assert v.outcome is Outcome.PENDING, (v.reasons, v.detail)
    assert Reason.RETRACTED in v.reasons
    assert "physics" in v.detail


def test_a_later_statement_of_its_own_takes_nothing_back() -> None:
    turns = ("i'm not married anymore", "I see.", "turns out i'm not allergic to shellfish after all")
    assert judge(convo(*turns), "User is not married.", "I'm not married anymore").outcome is Outcome.ACCEPT


# -- round 8: what a later turn does to the statement, read by mechanism ---------------------


@pytest.mark.parametrize(
    ("turns", "fact", "quote"),
    [
        # a later turn negates the fact's verb with a word of the fact: "don't have a <noun>"
        (
            (
                "we've got a narrowboat moored at stoke",
                "How lovely.",
                "we go up most weekends",
                "Sounds idyllic.",
                "well we sold it so we don't have a narrowboat now",
            ),
            "User has a narrowboat moored at Stoke.",
            "we've got a narrowboat moored at stoke",
        ),
        # a verb of cancelling whose object is the fact's noun, by lemma ("scrapped")
        (
            ("we're doing a barn dance for my sixtieth", "Fun!", "nah we scrapped the barn dance, too dear"),
            "User is having a barn dance for their sixtieth birthday.",
            "we're doing a barn dance for my sixtieth",
        ),
        # a verb of stopping with the fact's medicine as its object
        (
            (
                "i'm on amlodipine for my blood pressure",
                "Okay.",
                "oh i quit the amlodipine in june my ankles swelled",
            ),
            "User takes amlodipine for blood pressure.",
            "i'm on amlodipine for my blood pressure",
        ),
    ],
)
def test_a_later_turn_that_denies_or_calls_off_the_fact_rejects_it(
    turns: tuple[str, ...], fact: str, quote: str
) -> None:
    v = judge(convo(*turns), fact, quote)
    assert v.outcome is Outcome.REJECT
    assert Reason.RETRACTED in v.reasons


@pytest.mark.parametrize(
    ("turns", "fact", "quote"),
    [
        # the later negation is somebody else's
        (
            (
                "we've got a narrowboat at stoke",
                "Do your kids sail too?",
                "no my son doesn't have a narrowboat he gets seasick",
            ),
            "User has a narrowboat at Stoke.",
            "we've got a narrowboat at stoke",
        ),
        # a habit is not undone by one day's "didn't"
        (
            (
                "i swim at the lido every morning",
                "Brave!",
                "mostly, i didn't swim on tuesday the lido was shut",
            ),
            "User swims at the lido every morning.",
            "i swim at the lido every morning",
        ),
        # "nothing but" asserts
        (
            ("my allotment's full of courgettes", "Ha!", "honestly nothing but courgettes up there"),
            "User's allotment is full of courgettes.",
            "my allotment's full of courgettes",
        ),
        # "stop" of something else, with an object of its own
        (
            ("i take ramipril in the evenings", "Noted.", "yes and i stop the telly at ten"),
            "User takes ramipril in the evenings.",
            "i take ramipril in the evenings",
        ),
    ],
)
def test_a_later_turn_that_elaborates_holds_nothing(turns: tuple[str, ...], fact: str, quote: str) -> None:
    assert judge(convo(*turns), fact, quote).outcome is Outcome.ACCEPT


@pytest.mark.parametrize(
    ("turns", "fact", "quote"),
    [
        # a two-digit year read in the fact's century, opening the next turn beside "sorry"
        (
            ("we emigrated in sixty eight", "1968, goodness!", "sixty nine sorry the moon landing year"),
            "User emigrated in 1968.",
            "we emigrated in sixty eight",
        ),
        # a count corrected after an opening marker
        (
            ("i've got three sisters", "A big family!", "no sorry four sisters i always forget the youngest"),
            "User has three sisters.",
            "i've got three sisters",
        ),
    ],
)
def test_a_value_corrected_in_the_next_turn_rejects_the_old_value(
    turns: tuple[str, ...], fact: str, quote: str
) -> None:
    v = judge(convo(*turns), fact, quote)
    assert v.outcome is Outcome.REJECT
    assert Reason.RETRACTED in v.reasons


@pytest.mark.parametrize(
    "later",
    [
        "sorry one sec the doorbell",  # counts seconds, not sisters
        "three yeah two older one younger",  # the same value again
        "sorry the dog, my party's on the fourth no the fifth of may",  # a day of a month is no year
    ],
)
def test_a_value_of_another_type_corrects_nothing(later: str) -> None:
    turns = ("i've got three sisters and i was born in nineteen seventy", "Lovely.", later)
    v = judge(convo(*turns), "User has three sisters and was born in 1970.", "i've got three sisters")
    assert v.outcome is Outcome.ACCEPT


@pytest.mark.parametrize(
    "later",
    [
        "och wait no the bus drivers are striking we'll stay put",
        "ah no sorry that's next year",
        "hmm my bad we couldn't get a sitter",
    ],
)
def test_a_next_turn_that_opens_with_a_correction_takes_the_statement_back(later: str) -> None:
    turns = ("we're going to the panto on saturday", "Oh yes it is!", later)
    v = judge(
        convo(*turns), "User is going to the panto on Saturday.", "we're going to the panto on saturday"
    )
    assert v.outcome is Outcome.REJECT


def test_a_no_that_answers_a_question_takes_nothing_back() -> None:
    turns = (
        "we're going to the panto on saturday",
        "Are the grandkids coming?",
        "no wait, yes, both of them",
    )
    v = judge(
        convo(*turns), "User is going to the panto on Saturday.", "we're going to the panto on saturday"
    )
    assert v.outcome is not Outcome.REJECT


@pytest.mark.parametrize(
    "later",
    ["nah i wish, i bought a scratchcard and won two quid", "nope, tell a lie, it was my neighbour who won"],
)
def test_a_no_to_nothing_asked_holds_the_statement(later: str) -> None:
    turns = ("i've won the lottery", "Congratulations!", later)
    v = judge(convo(*turns), "User has won the lottery.", "i've won the lottery")
    # held at least; "i wish" standing on its own says it was only wished, and rejects
    assert v.outcome is (Outcome.REJECT if "i wish" in later else Outcome.PENDING)
    assert Reason.RETRACTED in v.reasons
