"""V7d: a condition or a hope said after the statement, in a part of the turn that a link opens
("..., so if I mishear you, that's why"; "..., because if I don't I'll forget"; "..., so fingers
crossed"; "... because I want to be near my mum"), and a hedge there ("..., so i'm a scorpio i
guess"), is said of what follows the link, not of the statement before: the statement stands.
A condition said right after the statement with no such link ("we're moving to leeds if the
job comes through"), or one that has nothing after it to condition, still frames the statement.
Our own sentences."""

from __future__ import annotations

import pytest

from companion.model import Outcome
from companion.validation.utterance import Frame, analyse
from tests.validation.conftest import convo, judge


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        (
            "i've only got one kidney, so if i say i can't have ibuprofen that's why",
            "User has only one kidney.",
            "i've only got one kidney",
        ),
        (
            "i work nights at the sorting office so if i yawn at you it's nothing personal",
            "User works nights at the sorting office.",
            "i work nights at the sorting office",
        ),
        (
            "my daughter's called imogen, so if i say immy that's who i mean",
            "User's daughter is called Imogen.",
            "my daughter's called imogen",
        ),
        (
            "i keep my pills in the kitchen drawer because if i don't i forget them",
            "User keeps their pills in the kitchen drawer.",
            "i keep my pills in the kitchen drawer",
        ),
    ],
)
def test_a_condition_opened_by_a_link_leaves_the_statement_before_it(
    said: str, fact: str, quote: str
) -> None:
    assert judge(convo(said), fact, quote).outcome is Outcome.ACCEPT


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        (
            "we're moving to leeds if the job comes through",
            "User is moving to Leeds.",
            "we're moving to leeds",
        ),
        (
            "we're moving to leeds so if the job comes through",
            "User is moving to Leeds.",
            "we're moving to leeds",
        ),
        (
            "i'm selling the caravan, unless my brother wants it",
            "User is selling the caravan.",
            "i'm selling the caravan",
        ),
    ],
)
def test_a_condition_on_the_statement_itself_still_frames_it(said: str, fact: str, quote: str) -> None:
    assert judge(convo(said), fact, quote).outcome is not Outcome.ACCEPT


@pytest.mark.parametrize(
    ("said", "fact", "quote", "stands"),
    [
        (
            "we're going to the wedding even if it pours",
            "User is going to the wedding.",
            "we're going to the wedding",
            True,
        ),
        (
            "i'm keeping the allotment even if my knees say no",
            "User is keeping the allotment.",
            "i'm keeping the allotment",
            True,
        ),
        # no concession: the condition is on the going
        (
            "we're going to the wedding if it stops pouring",
            "User is going to the wedding.",
            "we're going to the wedding",
            False,
        ),
        # what the concession supposes is not said as real
        (
            "we're going to the wedding even if it pours",
            "It will pour at the wedding.",
            "even if it pours",
            False,
        ),
    ],
)
def test_a_concessive_condition_leaves_its_statement_standing(
    said: str, fact: str, quote: str, stands: bool
) -> None:
    """ "even if": the statement holds whichever way the condition goes."""
    assert (judge(convo(said), fact, quote).outcome is Outcome.ACCEPT) is stands


@pytest.mark.parametrize(
    ("said", "fact", "quote"),
    [
        (
            "my driving test is on the ninth so fingers crossed",
            "User's driving test is on the 9th.",
            "my driving test is on the ninth",
        ),
        (
            "my scan's on the fourth so hopefully it's good news",
            "User's scan is on the 4th.",
            "my scan's on the fourth",
        ),
        (
            "i'm moving to leeds because i want to be near my mum",
            "User is moving to Leeds.",
            "i'm moving to leeds",
        ),
    ],
)
def test_a_hope_after_a_link_leaves_the_statement_before_it(said: str, fact: str, quote: str) -> None:
    assert judge(convo(said), fact, quote).outcome is Outcome.ACCEPT


@pytest.mark.parametrize(
    ("said", "fact", "quote", "outcome"),
    [
        # the hope is over the statement itself
        ("i'm moving to leeds hopefully", "User is moving to Leeds.", "i'm moving to leeds", Outcome.REJECT),
        (
            "fingers crossed i'm moving to leeds in may",
            "User is moving to Leeds in May.",
            "i'm moving to leeds in may",
            Outcome.REJECT,
        ),
        # "and" may join a reservation to the statement: held, as before
        (
            "my scan's on the fourth and hopefully it's good news",
            "User's scan is on the 4th.",
            "my scan's on the fourth",
            Outcome.PENDING,
        ),
        # what is hoped is not said as real
        (
            "my scan's on the fourth so hopefully it's good news",
            "The scan will be good news.",
            "hopefully it's good news",
            Outcome.PENDING,
        ),
    ],
)
def test_a_hope_over_the_statement_or_after_and_still_counts(
    said: str, fact: str, quote: str, outcome: Outcome
) -> None:
    assert judge(convo(said), fact, quote).outcome is outcome


@pytest.mark.parametrize(
    ("said", "fact", "quote", "outcome"),
    [
        (
            "my sister lives in galway so i get over maybe twice a year i guess",
            "User's sister lives in Galway.",
            "my sister lives in galway",
            Outcome.ACCEPT,
        ),
        (
            "i'm a night porter so i kind of sleep through the mornings",
            "User is a night porter.",
            "i'm a night porter",
            Outcome.ACCEPT,
        ),
        # the hedge is on the statement, or joined to it by "and"
        (
            "my sister lives in galway i guess",
            "User's sister lives in Galway.",
            "my sister lives in galway",
            Outcome.PENDING,
        ),
        (
            "my sister lives in galway and i sort of visit twice a year",
            "User's sister lives in Galway.",
            "my sister lives in galway",
            Outcome.PENDING,
        ),
    ],
)
def test_a_hedge_after_a_link_is_said_of_that_part(
    said: str, fact: str, quote: str, outcome: Outcome
) -> None:
    assert judge(convo(said), fact, quote).outcome is outcome


@pytest.mark.parametrize(
    ("said", "fact", "quote", "outcome"),
    [
        # somebody's words in the part "so" opens report that part
        (
            "my brother's a paramedic so he says the ambulances are queueing for hours",
            "User's brother is a paramedic.",
            "my brother's a paramedic",
            Outcome.ACCEPT,
        ),
        # "or so" and a verb of saying: the statement is somebody else's words
        (
            "i got the promotion, or so my manager tells me",
            "User got the promotion.",
            "i got the promotion",
            Outcome.REJECT,
        ),
        (
            "my knee's healed, or so the physio says",
            "User's knee has healed.",
            "my knee's healed",
            Outcome.REJECT,
        ),
        # a "so" of degree is no link: the doubt is of the statement
        (
            "we're moving to york, well i'm not so sure about york now",
            "User is moving to York.",
            "we're moving to york",
            Outcome.PENDING,
        ),
        (
            "we're getting a kitten in june well i'm not so sure about that now",
            "User is getting a kitten in June.",
            "we're getting a kitten in june",
            Outcome.PENDING,
        ),
        (
            "we're painting the hall yellow, i'm not so sure about the colour now",
            "User is painting the hall yellow.",
            "we're painting the hall yellow",
            Outcome.PENDING,
        ),
    ],
)
def test_a_so_that_links_clauses_keeps_a_report_to_its_part_and_or_so_reports_the_statement(
    said: str, fact: str, quote: str, outcome: Outcome
) -> None:
    assert judge(convo(said), fact, quote).outcome is outcome


@pytest.mark.parametrize(
    ("said", "reported"),
    [
        ("the boiler's fixed or so the landlord reckons", True),
        ("i walk five miles or so every morning", False),  # "or so" of about how far: nobody's words
        ("we'll go in may or so she says", True),
        # the "or so" ends its sentence: the verb after the stop is another sentence's
        ("i've painted since i was twelve or so. i find it calming", False),
        # the user's own: no stop in the transcript, and "i" says whose
        ("i've painted since i was twelve or so i find it calming", False),
    ],
)
def test_or_so_and_a_verb_of_saying_make_what_came_before_somebody_elses_words(
    said: str, reported: bool
) -> None:
    ut = analyse(said)
    assert (Frame.REPORTED in ut.frames[0]) is reported
