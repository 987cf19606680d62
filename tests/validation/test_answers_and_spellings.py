"""An elliptical "no" to the assistant's question backs a negated fact (V7); a name spelled one
letter differently from the user's is held for review, never accepted or silently rejected (V5)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from companion.model import Outcome, Reason
from companion.validation import Policy
from companion.validation.polarity import answers_no
from companion.validation.specifics import near_spellings
from tests.validation.conftest import convo, judge

PETS_Q = "Music is such a good outlet. Did you ever play an instrument as a kid?"
PETS_A = "No, I didn't. But singing in the choir really lifts my weekends now."
PETS_FACT = "User did not play an instrument as a kid, but singing in the choir lifts their weekends."
PETS_QUOTE = "singing in the choir really lifts my weekends"


def test_no_to_the_assistants_question_backs_the_negation() -> None:
    """ "Did you ever play an instrument as a kid?" - "No, I didn't." backs "did not play an instrument"."""
    v = judge(convo(PETS_Q, PETS_A, first_role="assistant"), PETS_FACT, PETS_QUOTE, 1)
    assert v.outcome is Outcome.ACCEPT, v


def test_elliptical_negation_after_an_interjection() -> None:
    """ "Oh nice! Haven't been there yet, but ..." answers "have you been to the Eden Project?"."""
    msgs = convo(
        "By the way, have you ever been to the Eden Project? We are going there in May.",
        "Oh nice! Haven't been there yet, but I've read wonderful things about the Eden Project. "
        "It's high on my travel list.",
        first_role="assistant",
    )
    quote = "I've read wonderful things about the Eden Project. It's high on my travel list."
    v = judge(msgs, "User hasn't been to the Eden Project yet, but it's on their travel list.", quote, 1)
    assert v.outcome is Outcome.ACCEPT, v


def test_a_negated_word_the_question_lacks_is_still_rejected() -> None:
    """ "Been to Paris?" - "Haven't been there, but I loved Rome." does not back "hasn't been to Rome"."""
    msgs = convo(
        "Have you ever been to Paris?",
        "Haven't been there, but I loved Rome when we went with my parents.",
        first_role="assistant",
    )
    v = judge(msgs, "User has not been to Rome.", "I loved Rome when we went with my parents", 1)
    assert v.outcome is Outcome.REJECT
    assert v.reasons == (Reason.NEGATION_MISMATCH,)


def test_no_question_before_means_no_answer() -> None:
    """The same "No, I didn't." after a statement (not a question) backs nothing."""
    msgs = convo("Music is such a good outlet. I played the violin myself.", PETS_A, first_role="assistant")
    v = judge(msgs, PETS_FACT, PETS_QUOTE, 1)
    assert v.reasons == (Reason.NEGATION_MISMATCH,)


def test_the_question_must_be_the_assistants_turn_right_before() -> None:
    """A question two turns back, or asked by the user, is not what the "no" answers."""
    earlier = convo(PETS_Q, "Sure thing.", "Tell me more.", PETS_A, first_role="assistant")
    assert judge(earlier, PETS_FACT, PETS_QUOTE, 3).reasons == (Reason.NEGATION_MISMATCH,)
    users = convo(PETS_Q, PETS_A)  # the user asked, then the user "answered"
    assert judge(users, PETS_FACT, PETS_QUOTE, 1).outcome is Outcome.REJECT


def test_a_message_that_opens_with_content_is_no_bare_answer() -> None:
    """ "I love dogs, never had one though." is not an elliptical "no": the rule does not apply."""
    msgs = convo(PETS_Q, "I love singing in the choir, it really lifts my weekends.", first_role="assistant")
    v = judge(msgs, PETS_FACT, PETS_QUOTE, 1)
    assert v.reasons == (Reason.NEGATION_MISMATCH,)


_WORDS = st.sampled_from(["pets", "garden", "violin", "paris", "brother", "football", "sushi", "camping"])


@settings(max_examples=200, deadline=None)
@given(denied=st.lists(_WORDS, min_size=1, max_size=3, unique=True), asked=st.lists(_WORDS, max_size=4))
def test_answers_no_needs_every_denied_word_in_the_question(denied: list[str], asked: list[str]) -> None:
    """Invariant: the answer backs the negation only if the question holds every word denied."""
    fact = ["user", "did", "not", *denied]
    message = ["no", "i", "didnt"]
    question = frozenset(["did", "you", *asked])
    backed = answers_no(fact, [False] * len(fact), message, [True, True, False], question)
    assert backed == set(denied).issubset(asked)


NATE = "Yes! I'm currently playing this board game called \"Thornvale Chronicles\" and it's a blast!"
NATE_QUOTE = 'currently playing this board game called "Thornvale Chronicles"'


def test_name_one_letter_off_is_pending_with_both_spellings() -> None:
    """ "Thornevale" in the fact, "Thornvale" in the user's words: pending, never accepted."""
    v = judge(convo(NATE), 'User is playing a board game called "Thornevale Chronicles".', NATE_QUOTE, 0)
    assert v.outcome is Outcome.PENDING
    assert v.reasons[0] is Reason.NAME_SPELLING_DIFFERS
    assert "'Thornevale' (the user said 'Thornvale')" in v.detail
    assert v.span is not None


def test_short_names_and_bigger_differences_are_rejected() -> None:
    """ "Mary" for "Mark" (short) and "Thornvilo" (two edits) are other names: rejected."""
    msgs = convo("My brother Mark just moved to Leeds for work last spring.")
    quote = "My brother Mark just moved to Leeds"
    mary = judge(msgs, "User's brother Mary moved to Leeds.", quote, 0)
    assert mary.reasons == (Reason.UNSUPPORTED_SPECIFIC,)
    game = 'User is playing a board game called "Thornvilo Chronicles".'
    assert judge(convo(NATE), game, NATE_QUOTE, 0).reasons == (Reason.UNSUPPORTED_SPECIFIC,)


def test_numbers_one_digit_off_are_never_spellings() -> None:
    """ "1991" for the user's "1990" is a different number: rejected, not held."""
    msgs = convo("We bought the house back in 1990 when the kids were small.")
    v = judge(msgs, "User bought their house in 1991.", "We bought the house back in 1990", 0)
    assert v.outcome is Outcome.REJECT


def test_misspelling_plus_another_flaw_is_rejected() -> None:
    """The hold covers a spelling only: an unbacked number alongside it still rejects."""
    v = judge(convo(NATE), 'User has played "Thornevale Chronicles" for 300 hours.', NATE_QUOTE, 0)
    assert v.outcome is Outcome.REJECT
    assert v.reasons == (Reason.UNSUPPORTED_SPECIFIC,)


def test_reject_policy_rejects_misspellings_too() -> None:
    """assistant_specifics="reject" (no review queue) rejects instead of holding."""
    text = 'User is playing a board game called "Thornevale Chronicles".'
    v = judge(convo(NATE), text, NATE_QUOTE, 0, Policy(assistant_specifics="reject"))
    assert v.reasons == (Reason.UNSUPPORTED_SPECIFIC,)


@settings(max_examples=200, deadline=None)
@given(name=st.text(alphabet="abcdefghijklmnopqrstuvwxyz", min_size=5, max_size=12), pos=st.integers(0, 20))
def test_near_spellings_holds_one_edit_only(name: str, pos: int) -> None:
    """Invariant: a one-letter substitution is found; two substitutions never are."""
    i = pos % len(name)
    one = name[:i] + ("x" if name[i] != "x" else "y") + name[i + 1 :]
    assert near_spellings([one], frozenset([name])) == (name,)
    j = (i + 2) % len(name)
    two = one[:j] + ("q" if one[j] != "q" else "z") + one[j + 1 :]
    if j != i:
        assert near_spellings([two], frozenset([name])) is None


def test_a_fact_made_only_of_the_answered_question_is_the_users_no() -> None:
    """ "User did not play an instrument as a kid" on a bare "No, I didn't.": the words are the
    question's, the denial the user's: accepted. The positive fact on the same "no" is not."""
    msgs = convo(PETS_Q, PETS_A, first_role="assistant")
    v = judge(
        msgs, "User did not play an instrument as a kid.", "singing in the choir really lifts my weekends", 1
    )
    assert v.outcome is Outcome.ACCEPT, v
    v = judge(msgs, "User played an instrument as a kid.", "singing in the choir really lifts my weekends", 1)
    assert v.outcome is not Outcome.ACCEPT
