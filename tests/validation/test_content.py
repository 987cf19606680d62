"""V5b: a fact must share a content word with what the user said; V7c: it may not turn the
user's feeling around."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from companion.model import Outcome, Reason
from companion.validation import Policy
from companion.validation.content import content_words, contradicted_sentiment, supported
from tests.validation.conftest import convo, judge

STEAK = "I had a big steak with my brother last night, it was great."
STEAK_QUOTE = "I had a big steak with my brother last night"
HIKING = "Honestly I love hiking up the coast path with my wife on Sundays."


def test_inference_with_no_word_of_the_user_waits_for_review() -> None:
    """ "User is a vegetarian" on "I had a big steak": pending by default, rejected by policy."""
    v = judge(convo(STEAK), "User is a vegetarian.", "I had a big steak with my brother last night")
    assert v.outcome is Outcome.PENDING
    assert v.reasons[0] is Reason.UNSUPPORTED_CONTENT
    assert v.span is not None  # the quote itself was found: only the fact's content is unsaid
    strict = Policy(unsupported_content="reject")
    v = judge(
        convo(STEAK), "User is a vegetarian.", "I had a big steak with my brother last night", 0, strict
    )
    assert v.reasons == (Reason.UNSUPPORTED_CONTENT,)


def test_a_paraphrase_that_keeps_one_word_of_the_user_is_accepted() -> None:
    """Paraphrase stays free: "enjoys hiking" for "love hiking", inflections ("hikes")."""
    quote = "I love hiking up the coast path with my wife"
    for fact in (
        "User enjoys hiking with their wife.",
        "User hikes the coast path.",
        "User's wife likes walks.",
    ):
        assert judge(convo(HIKING), fact, quote).outcome is Outcome.ACCEPT, fact


def test_who_the_fact_is_about_does_not_count_as_content() -> None:
    """The user's name leading the fact, or a participant name, backs nothing by itself."""
    msgs = convo(STEAK)
    v = judge(msgs, "Priya is a vegetarian.", "I had a big steak with my brother last night")
    assert v.reasons[0] is Reason.UNSUPPORTED_CONTENT
    named = Policy(participant_names=("Priya",))
    v = judge(msgs, "Priya is a vegetarian.", STEAK_QUOTE, 0, named)
    assert v.reasons[0] is Reason.UNSUPPORTED_CONTENT


def test_a_number_the_user_said_is_content() -> None:
    """ "User is 25 years old" on "I just turned twenty five": the number is what the fact says."""
    v = judge(
        convo("I just turned twenty five last week, feels strange."),
        "User is 25 years old.",
        "I just turned 25",
    )
    assert v.outcome is Outcome.ACCEPT


def test_hating_what_the_user_loves_is_rejected() -> None:
    """ "User hates hiking" on "I love hiking" contradicts the quote."""
    v = judge(convo(HIKING), "User hates hiking.", "I love hiking up the coast path")
    assert v.outcome is Outcome.REJECT
    assert v.reasons == (Reason.CONTRADICTS_QUOTE,)
    msgs = convo("I really hate running in the rain, it ruins my shoes.")
    v = judge(msgs, "User loves running in the rain.", "I really hate running in the rain")
    assert v.reasons == (Reason.CONTRADICTS_QUOTE,)


def test_negated_or_mixed_feelings_are_left_to_the_other_rules() -> None:
    """ "I don't like running" is a dislike; "love hiking but hate the cold" holds both."""
    msgs = convo("I don't like running at all, my knees hurt after a mile.")
    assert judge(msgs, "User dislikes running.", "I don't like running at all").outcome is Outcome.ACCEPT
    mixed = convo("I love hiking but I hate the cold mornings up there.")
    assert judge(
        mixed, "User hates cold mornings.", "I love hiking but I hate the cold mornings"
    ).outcome is (Outcome.ACCEPT)


def test_support_folds_inflections_and_synonyms() -> None:
    """Word forms and everyday synonyms back each other (lemmas from lemminflect); unrelated
    words do not."""
    pairs = [("hiking", "hike"), ("running", "run"), ("volunteering", "volunteers"), ("baked", "bake"),
             ("children", "child"), ("bought", "buy"), ("mother", "mom"),
             ("grandchildren", "grandkids")]  # fmt: skip
    for a, b in pairs:
        assert supported(frozenset({a}), frozenset({b})), (a, b)
    assert not supported(frozenset({"garden"}), frozenset({"guard"}))


_VOCAB = ["garden", "hiking", "violin", "bakery", "steak", "brother", "the", "with", "user", "very", "said"]


@settings(max_examples=300, deadline=None)
@given(fact=st.lists(st.sampled_from(_VOCAB), min_size=1, max_size=6), said=st.sets(st.sampled_from(_VOCAB)))
def test_support_is_monotonic_and_sharing_a_word_is_enough(fact: list[str], said: set[str]) -> None:
    """Invariant: a content word the user said makes the fact supported; more said words never
    make a supported fact unsupported."""
    words = content_words(fact)
    backed = supported(words, frozenset(said))
    if set(words) & said:
        assert backed
    if backed:
        assert supported(words, frozenset(said | {"lantern", "meadow"}))


_FEELINGS = ["love", "loves", "enjoy", "hate", "hates", "dislike", "detest", "adore", "hiking", "like"]


@settings(max_examples=300, deadline=None)
@given(
    fact=st.lists(st.sampled_from(_FEELINGS), min_size=1, max_size=4),
    said=st.lists(st.sampled_from(_FEELINGS)),
)
def test_the_users_own_feeling_word_is_never_a_contradiction(fact: list[str], said: list[str]) -> None:
    """Invariant: when the user's words hold every feeling word of the fact, nothing contradicts."""
    assert contradicted_sentiment(fact, " ".join([*said, *fact])) is None
    word = contradicted_sentiment(fact, " ".join(said))
    if word is not None:
        assert word in fact
        assert word not in said
