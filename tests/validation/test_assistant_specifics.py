"""Names only the assistant said wait for review; numbers stay strict; idioms, quantifiers, stutters."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from companion.model import Candidate, Message, Outcome, Reason
from companion.validation import Policy, validate
from tests.validation.conftest import convo, judge
from tests.validation.test_rules import fact as active_fact

WIFE = "my wife loves hiking"


def sarah_session(assistant: str = "Is your wife Sarah into the outdoors too?") -> list[Message]:
    return convo("We spent the whole weekend outdoors again.", assistant, "Yes, my wife loves hiking.")


def test_name_only_the_assistant_said_is_pending_with_its_reason() -> None:
    """ "User's wife is named Sarah" + "my wife loves hiking" after the assistant said Sarah is PENDING."""
    v = judge(sarah_session(), "User's wife is named Sarah", WIFE, index=2)
    assert v.outcome is Outcome.PENDING
    assert v.reasons[0] is Reason.SPECIFIC_FROM_ASSISTANT
    assert "'Sarah' (message 1)" in v.detail
    assert v.span is not None
    assert v.message_index == 2


def test_name_nobody_said_is_rejected() -> None:
    """Without the assistant's mention the same candidate is UNSUPPORTED_SPECIFIC."""
    msgs = sarah_session("That sounds like a lovely weekend outdoors.")
    v = judge(msgs, "User's wife is named Sarah", WIFE, index=2)
    assert v.outcome is Outcome.REJECT
    assert v.reasons == (Reason.UNSUPPORTED_SPECIFIC,)


def test_reject_policy_keeps_the_strict_behaviour() -> None:
    """assistant_specifics="reject" rejects a name only the assistant said."""
    v = judge(sarah_session(), "User's wife is named Sarah", WIFE, 2, Policy(assistant_specifics="reject"))
    assert v.reasons == (Reason.UNSUPPORTED_SPECIFIC,)


def test_number_only_the_assistant_said_is_rejected() -> None:
    """A count the assistant said ("three kids") never waits for review: it is rejected."""
    msgs = convo(
        "We spent the whole weekend outdoors again.", "With all 3 kids?", "Yes, my wife loves hiking."
    )
    v = judge(msgs, "User's wife loves hiking with their 3 kids", WIFE, index=2)
    assert v.reasons == (Reason.UNSUPPORTED_SPECIFIC,)


def test_name_plus_unbacked_number_is_rejected() -> None:
    """A deferred name does not excuse an unbacked number in the same fact."""
    v = judge(sarah_session(), "User's wife Sarah hikes 5 times a week", WIFE, index=2)
    assert v.outcome is Outcome.REJECT
    assert v.reasons == (Reason.UNSUPPORTED_SPECIFIC,)


def test_name_plus_unbacked_quantifier_is_rejected() -> None:
    """A deferred name does not excuse a universal quantifier the user never used."""
    v = judge(sarah_session(), "User's wife Sarah always loves hiking", WIFE, index=2)
    assert v.outcome is Outcome.REJECT
    assert v.reasons == (Reason.UNSUPPORTED_SPECIFIC,)


def test_later_rules_still_reject() -> None:
    """Only a candidate that passes every other rule is held: a question stays NOT_AN_ASSERTION."""
    msgs = convo(
        "Hello again.", "Is your wife Sarah into the outdoors too?", "Does my wife love hiking, really?"
    )
    v = judge(msgs, "User's wife Sarah loves hiking", "Does my wife love hiking, really?", index=2)
    assert v.outcome is Outcome.REJECT
    assert v.reasons[0] is Reason.NOT_AN_ASSERTION


def test_duplicate_of_active_fact_is_held_not_reinforced() -> None:
    """A near-duplicate of an active fact resting on the assistant's name is held, not reinforced."""
    fact = active_fact("User's wife is named Sarah")
    v = judge(sarah_session(), "User's wife is named Sarah", WIFE, index=2, known_facts=[fact])
    assert v.outcome is Outcome.PENDING
    assert v.related_fact_id == fact.id
    assert v.reasons[0] is Reason.SPECIFIC_FROM_ASSISTANT


_NAMES = st.sampled_from(["Sarah", "Tomasz", "Ingrid", "Kofi", "Mireille", "Dashiell", "Anouk"])


@settings(max_examples=40, deadline=None)
@given(name=_NAMES, policy=st.sampled_from(["pending", "reject"]))
def test_assistant_name_never_becomes_an_active_fact(name: str, policy: str) -> None:
    """For any name only the assistant said, the verdict is never ACCEPT or REINFORCE."""
    msgs = sarah_session(f"Is your wife {name} into the outdoors too?")
    v = judge(msgs, f"User's wife {name} loves hiking", WIFE, 2, Policy(assistant_specifics=policy))  # type: ignore[arg-type]
    assert v.outcome in (Outcome.PENDING, Outcome.REJECT)
    assert (v.outcome is Outcome.PENDING) == (policy == "pending")


def test_never_forget_is_remembering() -> None:
    """A quote starting after "never" in "I'll never forget ..." backs a positive memory, not forgetting."""
    msgs = convo("I'll never forget the day my daughter took her first steps in the kitchen.")
    quote = "forget the day my daughter took her first steps"
    assert judge(msgs, "User treasures the day her daughter took her first steps", quote).outcome is (
        Outcome.ACCEPT
    )
    v = judge(msgs, "User forgot the day her daughter took her first steps", quote)
    assert v.reasons == (Reason.NEGATED_CONTEXT,)


def test_equivalent_quantifier_backs_the_fact() -> None:
    """ "whenever you need help" backs "always there to help"; no quantifier at all still does not."""
    msgs = convo("No problem at all. Whenever you need help with the garden, just call me.")
    quote = "Whenever you need help with the garden, just call me"
    assert judge(msgs, "User is always there to help with the garden", quote).outcome is Outcome.ACCEPT
    msgs = convo("No problem at all. If you need help with the garden, just call me.")
    quote = "If you need help with the garden, just call me"
    v = judge(msgs, "User is always there to help with the garden", quote)
    assert v.reasons == (Reason.UNSUPPORTED_SPECIFIC,)


def test_negation_of_a_derived_word_backs_the_fact() -> None:
    """A negation governing "tourneys" elsewhere in the message backs "no tournaments"; "tours" does not."""
    msgs = convo("I stream my games on weekends now. It keeps me busy when there aren't any tourneys on.")
    quote = "I stream my games on weekends now"
    assert judge(msgs, "User streams games when there are no tournaments", quote).outcome is Outcome.ACCEPT
    msgs = convo("I stream my games on weekends now. It keeps me busy when there aren't any tours on.")
    v = judge(msgs, "User streams games when there are no tournaments", quote)
    assert v.reasons == (Reason.NEGATION_MISMATCH,)


def test_stuttered_discourse_marker_still_matches() -> None:
    """ "let you you know know" in the transcript matches the quote "let you know"."""
    msgs = convo("Cheers! I'll let you you know know how the cake turns out tomorrow.")
    v = judge(msgs, "User is baking a cake", "I'll let you know how the cake turns out")
    assert v.outcome is Outcome.ACCEPT


def test_candidate_objects_work_too() -> None:
    """The pending path works for Candidate objects as well as raw mappings."""
    cand = Candidate(text="User's wife is named Sarah", supporting_quote=WIFE, source_message_index=2)
    (v,) = validate(sarah_session(), [cand])
    assert v.outcome is Outcome.PENDING
