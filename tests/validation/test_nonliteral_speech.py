"""Speech not meant literally (issue 11): a part the user plays, a pet doing what people do, and
exaggerations of impossible size. Our own sentences.

* a noun said with its "'s" for "is" and the apostrophe dropped ("my character's a gnome") is
  still the noun for the frame readers (role play opener, a pet as the subject);
* after a word naming a pretend setting (a story, a scene, a pantomime), the user casting
  themself as somebody ("i'm the troll", "i'll be the butler") plays a part; so does an answer
  that opens with such a casting to an assistant turn proposing a shared pretend ("what story
  shall we tell?");
* more relatives of one kind than anybody has ("a thousand nephews") and spans no life allows
  ("waiting a hundred years", "haven't slept in a year") are clear exaggerations: rejected; a
  body's weight of food ("my weight in crisps") is an exaggeration: held.
"""

from __future__ import annotations

import pytest

from companion.model import Outcome
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("message", "fact", "quote"),
    [
        (
            "tonight my character's a gnome tinker who's allergic to iron",
            "User is allergic to iron.",
            "who's allergic to iron",
        ),
        (
            "my little cousin wanted a story so i'm the troll under the bridge, i eat goats for breakfast",
            "User eats goats for breakfast.",
            "i eat goats for breakfast",
        ),
        (
            "murder mystery party on saturday, i'll be the butler. thirty years in service, loyal to a fault",
            "User has been in service for thirty years.",
            "thirty years in service",
        ),
        (
            "the school pantomime is on friday and i'm the giant, i live at the top of a beanstalk",
            "User lives at the top of a beanstalk.",
            "i live at the top of a beanstalk",
        ),
    ],
)
def test_a_part_the_user_plays_is_not_stored(message: str, fact: str, quote: str) -> None:
    assert judge(convo(message), fact, quote).outcome is Outcome.REJECT


def test_casting_in_answer_to_a_shared_pretend_is_role_play() -> None:
    msgs = convo(
        "What story shall we tell tonight?",
        "okay so i'm a deep sea diver looking for gold",
        first_role="assistant",
    )
    assert judge(msgs, "User is a deep sea diver.", "i'm a deep sea diver", index=1).outcome is Outcome.REJECT


def test_a_story_of_the_users_asked_about_is_no_pretend() -> None:
    msgs = convo(
        "How is the story you are writing going?",
        "not bad, i'm a midwife so i write on nights off",
        first_role="assistant",
    )
    assert judge(msgs, "User is a midwife.", "i'm a midwife", index=1).outcome is Outcome.ACCEPT


def test_a_pet_with_a_dropped_apostrophe_doing_what_people_do_is_held() -> None:
    v = judge(
        convo("the hamster's the landlord here, he drives me to work on fridays"),
        "User's hamster drives the user to work.",
        "he drives me to work on fridays",
    )
    assert v.outcome is Outcome.PENDING


def test_a_pet_keeps_being_the_subject_of_a_clause_that_carries_it_on() -> None:
    msgs = convo("the dog's the one in charge, he walks me and pays the gas bill")
    assert judge(msgs, "User's dog pays the gas bill.", "pays the gas bill").outcome is Outcome.PENDING


def test_more_relatives_than_anybody_has_is_not_stored() -> None:
    msgs = convo("family barbecue was packed, i've got a thousand nephews")
    v = judge(msgs, "User has a thousand nephews.", "i've got a thousand nephews")
    assert v.outcome is Outcome.REJECT


def test_a_bodys_weight_of_food_is_held() -> None:
    msgs = convo("half term again, i've eaten my weight in crisps")
    v = judge(msgs, "User has eaten their weight in crisps.", "i've eaten my weight in crisps")
    assert v.outcome is Outcome.PENDING


@pytest.mark.parametrize(
    ("message", "fact", "quote"),
    [
        (
            "i've got three kids and nine grandkids",
            "User has nine grandchildren.",
            "three kids and nine grandkids",
        ),
        (
            "i coach about two hundred students a week",
            "User coaches about 200 students a week.",
            "i coach about two hundred students a week",
        ),
        (
            "the cat's asleep in the laundry basket again",
            "User's cat sleeps in the laundry basket.",
            "the cat's asleep in the laundry basket",
        ),
        (
            "we played a board game and i'm the banker every time",
            "User is the banker every time they play.",
            "i'm the banker every time",
        ),
        (
            "i read my son a story at bedtime, i'm the one who does the voices",
            "User reads their son a story at bedtime.",
            "i read my son a story at bedtime",
        ),
    ],
)
def test_literal_uses_of_the_same_words_are_kept(message: str, fact: str, quote: str) -> None:
    assert judge(convo(message), fact, quote).outcome is Outcome.ACCEPT


@pytest.mark.parametrize(
    ("message", "fact", "quote"),
    [
        (
            "i've been waiting a hundred years for my pension to come through",
            "User has been waiting a hundred years for their pension.",
            "i've been waiting a hundred years for my pension",
        ),
        (
            "the baby's teething and i haven't slept in about a year",
            "User has not slept in about a year.",
            "i haven't slept in about a year",
        ),
    ],
)
def test_a_span_beyond_what_a_person_lasts_is_not_stored(message: str, fact: str, quote: str) -> None:
    assert judge(convo(message), fact, quote).outcome is Outcome.REJECT


@pytest.mark.parametrize(
    ("message", "fact", "quote"),
    [
        (
            "i've lived in this village for forty years",
            "User has lived in their village for forty years.",
            "i've lived in this village for forty years",
        ),
        (
            "i haven't slept properly in about a week",
            "User has not slept properly in about a week.",
            "i haven't slept properly in about a week",
        ),
    ],
)
def test_spans_a_person_can_last_are_kept(message: str, fact: str, quote: str) -> None:
    assert judge(convo(message), fact, quote).outcome is Outcome.ACCEPT


def test_welcoming_another_of_something_is_sarcasm_for_praise() -> None:
    msgs = convo("lovely, another power cut, my favourite way to spend an evening")
    v = judge(
        msgs,
        "User's favourite way to spend an evening is a power cut.",
        "my favourite way to spend an evening",
    )
    assert v.outcome is Outcome.PENDING


def test_welcoming_another_of_something_keeps_a_plain_fact() -> None:
    msgs = convo("great, another grandchild on the way, our daughter told us on sunday")
    v = judge(msgs, "User's daughter is expecting a baby.", "another grandchild on the way")
    assert v.outcome is not Outcome.REJECT


@pytest.mark.parametrize(
    ("message", "fact", "quote"),
    [
        (
            "i don't eat meat anymore, ten years veggie in may",
            "User no longer eats meat.",
            "i don't eat meat anymore",
        ),
        (
            "i haven't eaten meat in twenty years",
            "User has not eaten meat in twenty years.",
            "i haven't eaten meat in twenty years",
        ),
        (
            "i haven't had a drink in six years",
            "User has not had a drink in six years.",
            "i haven't had a drink in six years",
        ),
    ],
)
def test_a_diet_or_abstinence_is_no_survival_span(message: str, fact: str, quote: str) -> None:
    assert judge(convo(message), fact, quote).outcome is Outcome.ACCEPT


@pytest.mark.parametrize(
    ("message", "fact", "quote"),
    [
        (
            "i've asked her a million times to ring first",
            "User has asked her a million times to ring first.",
            "i've asked her a million times",
        ),
        (
            "the school run takes like a million hours",
            "User's school run takes a million hours.",
            "the school run takes like a million hours",
        ),
    ],
)
def test_a_million_times_or_hours_is_not_stored(message: str, fact: str, quote: str) -> None:
    assert judge(convo(message), fact, quote).outcome is Outcome.REJECT


def test_a_million_years_ago_is_a_time_not_a_span() -> None:
    msgs = convo("my son loves that the rocks in our garden formed two million years ago")
    v = judge(msgs, "User's son loves rocks.", "my son loves that the rocks")
    assert v.outcome is not Outcome.REJECT


@pytest.mark.parametrize(
    ("message", "fact", "quote"),
    [
        (
            "weekends i'm a professional snoozer, gold medal standard",
            "User is a professional snoozer.",
            "i'm a professional snoozer",
        ),
        ("honestly i'm a certified worrier", "User is a certified worrier.", "i'm a certified worrier"),
    ],
)
def test_a_trade_of_everyday_idling_is_a_joke_title(message: str, fact: str, quote: str) -> None:
    assert judge(convo(message), fact, quote).outcome is Outcome.REJECT


@pytest.mark.parametrize(
    ("message", "fact", "quote"),
    [
        (
            "i'm a professional photographer, mostly weddings",
            "User is a professional photographer.",
            "i'm a professional photographer",
        ),
        (
            "i work as a professional cleaner for offices",
            "User works as a professional cleaner.",
            "i work as a professional cleaner",
        ),
    ],
)
def test_a_real_trade_is_kept(message: str, fact: str, quote: str) -> None:
    assert judge(convo(message), fact, quote).outcome is Outcome.ACCEPT


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        ("the dog's called biscuit, he's a spaniel", "User's dog is called Biscuit."),
        ("our cat is called mrs whiskers", "User's cat is called Mrs Whiskers."),
        ("the tortoise was named after my grandad", "User's tortoise was named after User's grandad."),
        ("the puppy was booked in for his jabs", "User's puppy was booked in for his jabs."),
    ],
)
def test_a_pet_that_is_named_or_has_something_done_to_it_is_no_joke(said: str, fact: str) -> None:
    """A passive or a verb of naming with a name after it: the pet does nothing only people do."""
    assert judge(convo(said, "Lovely."), fact, said).outcome is Outcome.ACCEPT


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        ("the dog called me at work", "User's dog called User at work."),
        ("the cat's paid the gas bill", "User's cat paid the gas bill."),
    ],
)
def test_a_pet_that_calls_or_pays_is_still_held(said: str, fact: str) -> None:
    assert judge(convo(said, "Oh really?"), fact, said).outcome is Outcome.PENDING
