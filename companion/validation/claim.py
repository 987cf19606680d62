"""How the user's clause frames what a fact claims (rules V6 and V7b, V7d, V7e).

The claim is the fact's content words as the quote's span of the user message says them
(`claim_tokens`), each a group of token indexes of the message's `Utterance`. What the user's
clauses do to those tokens decides whether the fact is what the user asserted: a frame over
them ("if ...", "I wish ...", "she said ..."), a negation of their clause ("nobody ... called
me back"), a subject other than the user ("my sister | is pregnant"), or a past the fact makes
present ("I was engaged").

Pure functions of the analysed message, the claim and the fact's `FactShape`; `Check` caches
what they return.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import TypeAlias

from companion.model import Message
from companion.validation.clauses import (
    CLOSED_CLASS,
    dialect_my,
    is_be_clitic,
    nominal,
    noun_like,
    predicate_person,
    subject_start,
    verbish,
    with_phrase_person,
)
from companion.validation.content import same_person_word, word_forms
from companion.validation.fact import FactShape, carries, content_lemmas, of_their_sex, says_at_head
from companion.validation.frames import (
    FRAME_OF_MARKER,
    MOODS_OVER_TOLD,
    PROPOSITION_FRAMES,
    casting_clause,
    may_open_ahead,
    names_play_setting,
)
from companion.validation.lexicon import (
    AUXILIARIES,
    CLAUSE_LINKS,
    CLAUSE_ONLY_LINKS,
    CLAUSE_OPENERS,
    DETERMINERS,
    GLOWING,
    INDEFINITE_PERSONS,
    NEGATIONS,
    NEGATIVE,
    NEGATIVE_VERBS,
    PEOPLE_WITHOUT_ROLE,
    POSSESSIVES,
    PRAISE,
    PREPOSITIONS,
    REPORT_VERBS,
    STATE_VERBS,
    SUBJECT_PRONOUNS,
    SUBORDINATORS,
    SYNONYM_CLASSES,
)
from companion.validation.lexicon.claims import (
    ACQUIRING_LEMMAS,
    AGENT_PREPOSITIONS,
    APPROXIMATORS,
    COMITATIVE_PREPOSITIONS,
    COMMENDING_PHRASES,
    COMPARING_WORDS,
    COMPLEMENT_OPENERS,
    FACT_USER_WORDS,
    FACTIVE_UNDER_NEGATION,
    INFINITIVE_LINKS,
    MODAL_GOVERNORS,
    MODAL_SUBJECTS,
    NAMING_LEMMAS,
    NEAR_NEGATIONS,
    OBJECT_SELF,
    PASSIVE_AUXILIARIES,
    PAST_COPULAS,
    PRESENT_USER_CONTRACTIONS,
    RECIPIENT_PREPOSITIONS,
    SELF_REFLEXIVES,
    STOPPING_VERBS,
    TOPIC_SHIFTS,
    WOULD_OR_HAD,
)
from companion.validation.lexicon.clauses import (
    ARTICLES,
    ASKED_COMPLEMENTISERS,
    CONCESSION_WORD,
    CONDITION_IF,
    CONJOINING_WORDS,
    CONTRASTIVE_LINKS,
    COORDINATORS,
    COPULAR_FORMS,
    DEFINITE_DETERMINERS,
    IN_LAW,
    INDEFINITE_ARTICLES,
    NEGATED_ADVICE,
    RELATIVE_CLAUSE_OPENERS,
    SELF_IN_SUBJECT,
    THIRD_POSSESSIVES,
    USER_POSSESSIVE_WORDS,
)
from companion.validation.lexicon.markers import (
    COUNTERFACTUAL_PERFECTS,
    HYPOTHETICALS,
    POSSIBILITIES,
    SOFT_HEDGES,
    STRONG_HEDGES,
    WISHES,
)
from companion.validation.lexicon.mood import HORTATIVE_OPENERS, INCLUSIVE_WE
from companion.validation.lexicon.morphology import (
    is_finite_verb,
    is_gerund,
    is_participle,
    is_participle_or_gerund,
    is_past,
    is_past_form,
    lemmas,
    plain_present,
    pos,
    verb_lemmas,
)
from companion.validation.lexicon.people import HAVING_LEMMAS, KINSHIP_COMPOSITION, PLACING_WORDS
from companion.validation.lexicon.spoken import PHRASAL_PARTICLES
from companion.validation.lexicon.tables import FRAME_MARKERS, OUT_OF_PLAY_PHRASES, find_phrases
from companion.validation.lexicon.valence import PLEASANT, valence
from companion.validation.normalize import Canon, canonicalize, char_span
from companion.validation.polarity import inverted_negation, negation_at, privatives
from companion.validation.specifics import is_date_or_number
from companion.validation.utterance import (
    ANTECEDENT_REACH,
    SOFT_FRAMES,
    Clause,
    Frame,
    Subject,
    Utterance,
    analyse,
    relation_of,
)
from companion.validation.values import mentions

__all__ = [
    "Claim",
    "claim_clause_of",
    "claim_tokens",
    "fact_about_user",
    "frame_of_claim",
    "frame_opened_before",
    "governing_words",
    "moved_specific",
    "moved_subject",
    "negating_tokens",
    "negation_just_before",
    "negation_over_claim",
    "past_said_as_present",
    "past_state_paraphrased",
    "pleases",
    "praises",
    "said_outright_elsewhere",
    "says_having",
    "stopping_end",
]

# For each content word of the fact said in the quote, the message tokens that say it.
Claim: TypeAlias = tuple[tuple[int, ...], ...]

#: low. Words that bind a "so" after them into a phrase of their own ("or so").
_SO_BINDERS = frozenset(["or"])
#: Frames that a part of the turn opened by "so" or "because" after the claim keeps to itself
#: (`_linked_part_after`); measured one by one at stop 44 (docs/validation.md).
_LINKED_MOODS = (
    Frame.CONDITION,
    Frame.WISH,
    Frame.SOFT_DOUBT,
    Frame.DOUBT,
    Frame.HYPOTHETICAL,
    Frame.REPORTED,
)
# Frames whose scope the clause analysis may misjudge: near the claim, they hold it for review.
_DOUBTS = frozenset({Frame.DOUBT, Frame.SOFT_DOUBT})  # frames whose content may doubt the fact's words
_NEAR_FRAMES = frozenset(
    {
        Frame.CONDITION,
        Frame.HYPOTHETICAL,
        Frame.WISH,
        Frame.REPORTED,
        Frame.DOUBT,
        Frame.JOKE,
        Frame.ROLEPLAY,
        Frame.DENIED,
        Frame.SOFT_DOUBT,
    }
)
# The order in which a framed fact's frames are reported: the most telling first.
_FRAME_ORDER = (
    Frame.DENIED,
    Frame.JOKE,
    Frame.ROLEPLAY,
    Frame.IMPOSSIBLE,
    Frame.MOCK_TITLE,
    Frame.HYPOTHETICAL,
    Frame.QUESTION,
    Frame.CONDITION,
    Frame.WISH,
    Frame.REPORTED,
    Frame.DOUBT,
    Frame.POSSIBLE,
    Frame.PLAN,
    Frame.PAST,
    Frame.SOFT_DOUBT,
    Frame.SARCASM,
    Frame.HYPERBOLE,
    Frame.ABSURD,
)


# -- where the claim is ---------------------------------------------------------------------
def claim_tokens(canon: Canon, span: range, shape: FactShape) -> Claim:
    """For each content word of the fact said in the quote's `span` of the message `canon`, the
    span tokens that say it (by key, dictionary form or synonym); relation words that only name
    whom the fact is about are left out when the fact says more. Empty when nothing of the fact
    is there."""
    flows = shape.canon.lows
    said = _forms_of(canon.lows)
    out: list[tuple[int, ...]] = []
    who: list[tuple[int, ...]] = []
    for f in shape.content:
        key, low = shape.canon.keys[f], flows[f]
        forms = word_forms(low)
        toks = tuple(k for k in span if canon.keys[k] == key or not forms.isdisjoint(said[k]))
        if not toks:
            toks = _split_in(canon, span, key)
        if toks:
            (who if relation_of(low) is not None else out).append(toks)
    return tuple(out) or tuple(who)


def quoted_words(canon: Canon, span: range) -> Claim:
    """The quote's own content words, each alone: what a fact rests on when none of its words
    is said in the quote (it names the person, the quote a pronoun: "User will tell their
    sister" on "should i tell her"), so that the frame the quote was said in still counts. Not
    a number or a time: a value the fact writes in another form ("2009" for "nine") is the
    corrections' to read, not a word left unsaid."""
    valued = {k for m in mentions(canon) for k in range(m.first, m.end)}
    lows = canon.lows
    return tuple(
        (k,)
        for k in span
        if k not in valued and lows[k] not in CLOSED_CLASS and lows[k] not in CLAUSE_OPENERS
    )


def _split_in(canon: Canon, span: range, key: str) -> tuple[int, ...]:
    """The two neighbouring tokens of `span` that spell the fact's word `key` when the message
    says it split ("a d h d" read as "a" and "dhd", "iron man"), as the quote search matched
    them (`matching.harmonise`); empty if there are none."""
    if not key.isalpha():
        return ()
    keys = canon.keys
    for k in span:
        if k + 1 in span and not canon.boundary[k + 1] and keys[k] + keys[k + 1] == key:
            return (k, k + 1)
    return ()


@lru_cache(maxsize=4096)
def _forms_of(lows: tuple[str, ...]) -> tuple[frozenset[str], ...]:
    """The dictionary forms and synonyms of every word of a message (read once per message)."""
    return tuple(word_forms(w) for w in lows)


def claim_clause_of(ut: Utterance, claim: Claim) -> int:
    """The clause of the message that holds most of the fact's words (`claim` is not empty)."""
    counts: dict[int, int] = {}
    for toks in claim:
        for ci in {ut.clause_of[k] for k in toks}:
            counts[ci] = counts.get(ci, 0) + 1
    return max(counts, key=lambda ci: (counts[ci], -ci))


# -- frames (V7d) ----------------------------------------------------------------------------
_DEFINITE_REACH = 4  # words back from a noun to the article of its phrase ("the | new knee | replacement")


def _asked_object(ut: Utterance, k: int) -> bool:
    """Token k is in a definite noun phrase that is the object of a verb of getting ("should i
    have | the knee replacement", "should i get | the puppy"): what the question asks about
    getting, not something it takes as had. After a verb of keeping or caring for ("how do i
    keep | the sourdough starter") or a preposition ("after | the replacement") it is given."""
    lows = ut.canon.lows
    for d in range(k, max(-1, k - _DEFINITE_REACH), -1):
        if lows[d] in ARTICLES:
            return d > 0 and not lemmas(lows[d - 1]).isdisjoint(ACQUIRING_LEMMAS)
    return False


def _held_by_preposition(ut: Utterance, k: int) -> bool:
    """Token k is in a definite noun phrase of a question that a preposition governs ("can i have
    wine | on | these antibiotics", "is it safe to fly | with | the pacemaker"): not the thing the
    question asks about using or getting, but what it is asked with; a fact of having or using it
    rests on it as given."""
    lows = ut.canon.lows
    if k not in ut.definite and not nominal(lows[k]):
        return False
    for d in range(k - 1, max(-1, k - _DEFINITE_REACH), -1):
        if lows[d] in DEFINITE_DETERMINERS:
            return d > 0 and lows[d - 1] in PREPOSITIONS and Frame.QUESTION in ut.frames[k]
        if not nominal(lows[d]) or lows[d] in CLOSED_CLASS:
            return False
    return False


def frame_of_claim(
    ut: Utterance, claim: Claim, shape: FactShape, opened: Frame | None
) -> tuple[Frame, bool] | None:
    """V7d: (frame, certain) when the user said what the fact rests on inside a frame the
    fact does not carry (`utterance.Frame`): certain when every word of the fact is under
    it, not when only most are. Soft frames (hedge, sarcasm, exaggeration) are reported
    when any word is under them. `opened` is a frame an earlier turn opened over this one
    (`frame_opened_before`)."""
    glowing = praises(shape.canon)
    # (common frames, only in presupposed NPs, only in the user's own noun phrases)
    words: list[tuple[frozenset[Frame], bool, bool]] = []
    projected: set[Frame] = set()  # moods over the claim that leave its words standing
    claim = _without_having_verb(ut, claim, shape) + _predicate_particles(ut, claim, shape)
    owned = _owned_phrases(ut, shape) if _having_said_whole(shape, claim) else frozenset()
    if owned and not all(k in owned for toks in claim for k in toks):
        owned = frozenset()  # the fact rests on more than what the user owns: its frames count
    lows = ut.canon.lows
    doing_owned = any(k in ut.users and is_gerund(lows[k]) for toks in claim for k in toks)
    for toks in claim:
        common: frozenset[Frame] | None = None
        for k in toks:
            common = ut.frames[k] if common is None else common & ut.frames[k]
        given = all(
            k in ut.presupposed
            or (shape.existence and not shape.using and k in ut.definite and not _asked_object(ut, k))
            or ((shape.existence or shape.using) and _held_by_preposition(ut, k))
            or _restricted_definite(ut, k)
            or _after_a_stopping_not_done(ut, k)
            for k in toks
        )
        if owned and all(k in owned for k in toks):
            # "what gift should I give my daughter-in-law Priya": whatever the user asks, plans
            # or wishes, "my daughter-in-law Priya" is had; a fact that only says so rests on it
            frames = common or frozenset()
            common = frames - _MOODS
            projected.update(frames & _MOODS)
        frames = common or frozenset()
        if opened is not None:  # "let me throw a hypothetical at you" ... the next turn
            frames = frames | {opened}
        # owned for the moods only in a fact of having or using ("User takes blood thinners"), not
        # of what the owned one does ("about my son failing maths if it happens")
        own = all(k in ut.users and not _owned_once_got(ut, k) for k in toks)
        if own and given and not (shape.existence or shape.using):
            # in any other fact, words of a phrase the user owns ("before | my night shift at the
            # care home") are not under the moods, but still vote as words said outright; not
            # when the phrase takes in a gerund the fact rests on, which is what the owned one
            # does ("about my son | failing | maths if it happens")
            if not doing_owned:
                projected.update(frames & _MOODS)
                frames = frames - _MOODS
            own = False
        words.append((frames, given, own))
    if all(k in ut.told for toks in claim for k in toks):
        # "help me find a gym | now that i've moved to leeds": the mood before the clause of
        # reason frames its own clause and leaves this one standing, so it is no doubt of scope
        projected.update(MOODS_OVER_TOLD)
    seen = frozenset().union(*(f for f, _g, _o in words))
    last = max((k for toks in claim for k in toks), default=0)
    first = min((k for toks in claim for k in toks), default=0)
    if not seen:
        return _near_frame(ut, shape, last, first, frozenset(projected))
    partial: Frame | None = None
    for frame in _FRAME_ORDER:
        if frame not in seen or carries(shape, frame):
            continue
        if frame is Frame.SARCASM and not glowing:
            continue
        # what a question takes as given ("my nursing job") is not what it asks; what the user
        # owns ("my blood thinners") is not what a plan or a condition supposes either: the
        # possessive's presupposition projects out of all three
        votes = [
            f
            for f, given, own in words
            if not ((frame is Frame.QUESTION and given) or (frame in _MOODS and given and own))
        ]
        if not votes:
            projected.add(frame)
            continue
        count = sum(frame in f for f in votes)
        if frame in SOFT_FRAMES:
            if count:
                return frame, False
            continue
        if count == len(votes):
            return frame, True
        if partial is None and 2 * count > len(votes):
            partial = frame
    if partial is not None:
        return partial, False
    return _near_frame(ut, shape, last, first, frozenset(projected))


def praises(canon: Canon) -> bool:
    """V7d, V7i: the fact rests on a word a sarcastic speaker turns around (`GLOWING`, `PRAISE`), not
    on a praise word that is part of a name: a title before one ("St. Bride's") or, after one, the
    street the normaliser reads "St." and "Street" as ("Cope Street", "Main St")."""
    lows, names = canon.lows, canon.critical
    return any(
        w in GLOWING
        or (w in PRAISE and not (k + 1 < len(lows) and names[k + 1]) and not (k > 0 and names[k - 1]))
        for k, w in enumerate(lows)
    )


def pleases(canon: Canon) -> bool:
    """V7i: the fact praises (`praises`), describes with a word the raters of VADER's lexicon
    found pleasant (`lexicon.valence.PLEASANT` or more: "helpful", "relaxing") or commends in a
    form of words (`_commends`: "a real handyman", "as smooth as glass"), and negates nothing
    ("the bus isn't reliable" is a complaint said plainly)."""
    if praises(canon):
        return True
    lows = canon.lows
    if not NEGATIVE.isdisjoint(canon.keys):
        return False
    # a participle describes as an adjective does ("very relaxing"), though the tables know it as a verb
    if any(valence(w) >= PLEASANT and (_ADJECTIVE in pos(w) or is_gerund(w)) for w in lows):
        return True
    return _commends(lows)


def _commends(lows: tuple[str, ...]) -> bool:
    """The fact commends with a form of words, whatever the word it commends with: a commending
    phrase ("a real handyman", "a born navigator", "world class", "the height of luxury",
    `COMMENDING_PHRASES`) or a simile of degree ("as smooth as glass"). Not an intensifier
    before an adjective: "very punctual" praises, "very swollen" complains, and the raters
    rated neither word."""
    for k in range(len(lows) - 1):
        if any(lows[k : k + len(p)] == p for p in COMMENDING_PHRASES):
            return True
        if lows[k] == _AS and k + 2 < len(lows) and lows[k + 2] == _AS and _ADJECTIVE in pos(lows[k + 1]):
            return True
    return False


_ADJECTIVE = "ADJ"
_AS = "as"


def said_outright_elsewhere(ut: Utterance, span: range, claim: Claim, shape: FactShape) -> bool:
    """A content word of the fact that the quote's span does not say is said elsewhere in the
    same message, under no frame and no negation ("Adding the city to my list, can't wait! |
    I heard there's so much to do" for "User plans to add the city to their list and is eager
    to do things there"): the fact does not rest only on the framed words the quote cites, so
    what the user meant is for them to confirm (a hold, never an acceptance)."""
    canon = ut.canon
    inside = {k for toks in claim for k in toks}
    flows = shape.canon.lows
    said = _forms_of(canon.lows)
    outside = [k for k in range(len(canon.keys)) if k not in span]
    for f in shape.content:
        key, low = shape.canon.keys[f], flows[f]
        if relation_of(low) is not None or key in shape.specifics:
            continue  # who the fact is about, or a name: not what it claims
        forms = word_forms(low)
        here = [k for k in outside if canon.keys[k] == key or not forms.isdisjoint(said[k])]
        if not here or any(k in inside for k in here):
            continue
        if any(
            not ut.frames[k] and ut.clause_at(k).subject in _OWN_SUBJECTS and _negation_before(ut, k) is None
            for k in here
        ):
            return True
    return False


# Clauses that may say the user's own statement: about the user, or with no subject said
# ("adding it to my list"), or about a thing; never about somebody else or the listener.
_OWN_SUBJECTS = frozenset({Subject.USER, Subject.NONE, Subject.THING})


# Moods that ask, plan or condition what a clause does, not the noun phrases it takes as
# given: a possessive noun phrase under them is still the user's. Wishes, suppositions and
# doubts are left out: "I wish I had my licence back", "maybe it's my thyroid" say of the
# thing owned just what a fact of having would claim.
_MOODS = frozenset({Frame.QUESTION, Frame.PLAN, Frame.CONDITION})


def _predicate_particles(ut: Utterance, claim: Claim, shape: FactShape) -> Claim:
    """The particle a fact predicates after its form of "be" ("User's marriage is | over", "the
    wedding is | off", "Dad is | back"), where the claim's clause says it: no content word, yet
    what the fact claims, so a question ("is my marriage over?") frames it as it frames the
    noun. Empty for most facts (no particle after "be")."""
    lows = shape.canon.lows
    if len(lows) < 2 or lows[-1] not in PHRASAL_PARTICLES or lows[-2] not in COPULAR_FORMS or not claim:
        return ()  # the fact ends on no particle after "be"
    particle = shape.canon.keys[-1]
    clauses = {ut.clause_of[k] for toks in claim for k in toks}
    said = tuple(k for k, key in enumerate(ut.canon.keys) if key == particle and ut.clause_of[k] in clauses)
    return (said,) if said else ()


def _without_having_verb(ut: Utterance, claim: Claim, shape: FactShape) -> Claim:
    """A fact of taking or using something ("User takes lisinopril") rests on the user's "my
    lisinopril", not on a "take" the question asks near it ("can i take ibuprofen with my
    lisinopril"): its verb is left out of what the frames are read on when every other word of
    the fact is in a phrase the user owns. Taking a person somewhere is no having ("User takes
    their son to the doctor")."""
    if not shape.using or shape.verb is None or shape.relations:
        return claim
    verb = word_forms(shape.canon.lows[shape.verb])
    lows = ut.canon.lows
    # the groups with a word that is not the verb
    rest = tuple(toks for toks in claim if any(verb.isdisjoint(word_forms(lows[k])) for k in toks))
    if not rest or len(rest) == len(claim) or not all(k in ut.users for toks in rest for k in toks):
        return claim
    return rest


def _having_said_whole(shape: FactShape, claim: Claim) -> bool:
    """The fact only says the user has something, and the quote says every content word of it
    but relations and the naming verb ("User has a daughter-in-law named Mia" on "my
    daughter-in-law mia"): nothing of the fact lies outside what the user owns."""
    if not shape.existence:
        return False
    lows = shape.canon.lows
    needed = sum(
        1 for f in shape.content if relation_of(lows[f]) is None and lemmas(lows[f]).isdisjoint(NAMING_LEMMAS)
    )
    return len(claim) >= needed


def _owned_phrases(ut: Utterance, shape: FactShape) -> frozenset[int]:
    """Tokens of the noun phrases the user owns ("my landlord in yaba"), with a name of the
    fact said right after one ("my daughter-in-law | priya"): what a fact of having rests on."""
    if not ut.users:
        return frozenset()
    out = {k for k in ut.users if not _owned_once_got(ut, k)}
    keys = ut.canon.keys
    for k in sorted(ut.users):
        nxt = k + 1
        if nxt < len(keys) and nxt not in ut.users and keys[nxt] in shape.specifics:
            out.add(nxt)
    return frozenset(out)


def _owned_once_got(ut: Utterance, k: int) -> bool:
    """Token k is in a noun phrase of the user's that a verb of getting takes as its object
    ("i'm going to get | my first tattoo", "if i ever buy | my own place"): the phrase names
    the thing as it will be once got, so it says nothing of having it now."""
    d = k
    while d > 0 and d - 1 in ut.users:
        d -= 1
    return d > 0 and not lemmas(ut.canon.lows[d - 1]).isdisjoint(ACQUIRING_LEMMAS)


def _restricted_definite(ut: Utterance, k: int) -> bool:
    """Token k is in a "the X" noun phrase of a question that a relative clause the question
    takes as given restricts right after it ("the blood thinners | I'm on"): the phrase is as
    given as its clause."""
    if k not in ut.definite:
        return _restricted_indefinite(ut, k)
    j = k + 1
    while j < len(ut.clause_of) and j in ut.definite:
        j += 1
    if j >= len(ut.clause_of) or ut.clause_of[j] == ut.clause_of[k]:
        return False
    if j in ut.presupposed:
        return True
    # a contact relative clause of the user's own ("the statins | I'm on"): it starts right
    # after the noun, on the user, and asks nothing
    after = ut.clauses[ut.clause_of[j]]
    return after.first == j and after.subject is Subject.USER and not after.question


def _restricted_indefinite(ut: Utterance, k: int) -> bool:
    """Token k is in an "a X" noun phrase of a question that a contact relative clause of the
    user's own restricts with a past verb ("what do i name a kitten | we just got"): the clause
    says the user got it, so the phrase is given. A relative clause that does not say it
    happened ("a kitten | we might get") gives nothing."""
    lows = ut.canon.lows
    first = k
    while (
        first > 0 and lows[first - 1] not in INDEFINITE_ARTICLES and _NOUN_PHRASE_TAGS & pos(lows[first - 1])
    ):
        first -= 1
    if first == 0 or lows[first - 1] not in INDEFINITE_ARTICLES or not _NOUN_PHRASE_TAGS & pos(lows[k]):
        return False
    j = k + 1
    while j < len(lows) and ut.clause_of[j] == ut.clause_of[k] and _NOUN_PHRASE_TAGS & pos(lows[j]):
        j += 1
    if j >= len(lows) or ut.clause_of[j] == ut.clause_of[k]:
        return False
    after = ut.clauses[ut.clause_of[j]]
    if after.first != j or after.subject is not Subject.USER or after.question:
        return False
    said = lows[after.first + 1 : after.end]
    return any(map(is_past, said)) and not any(w in MODAL_GOVERNORS or w in NEGATIVE for w in said)


_NOUN_PHRASE_TAGS = frozenset(["NOUN", "ADJ"])  # parts of speech (not words)


# doubts of what is said that reach over a contrast to the clause after it ("i could be wrong
# but ..."); a hedge of a word ("it's sort of a long story | but") stays in its clause
_SCOPING_DOUBTS = frozenset({Frame.DOUBT})


def _set_apart(ut: Utterance, k: int, start: int) -> bool:
    """A clause opened by a contrast or a change of topic stands between token k and the claim
    that starts at `start` ("i wish i had more time | but i volunteer at the hospice", "hopefully
    the weather holds, | anyway we've got a caravan"): what k's frame says is set apart from it."""
    lows = ut.canon.lows
    return any(
        (lows[m] in CONTRASTIVE_LINKS or lows[m] in TOPIC_SHIFTS) and ut.clause_at(m).first == m
        for m in range(k + 1, start + 1)
    )


def _near_frame(
    ut: Utterance, shape: FactShape, after: int = 0, start: int = 0, projected: frozenset[Frame] = frozenset()
) -> tuple[Frame, bool] | None:
    """A frame the clause analysis found in the claim's message but not over the claim's words
    ("if the promotion comes through, and it's a big if, we're putting the kids into private
    school"; "I got an A in the mock, pretty sure anyway"): scope is where a rule can be
    wrong, and speech often says the frame in another sentence of the turn, so the candidate
    waits for review. `projected`: moods over every word of the claim that the claim's words
    are given under ("can i still take | my blood thinners | if i'm having a tooth out"): the
    mood is known to frame them and to leave them standing, so it is no doubt of scope."""
    seen: set[Frame] = set()
    parts = {mood: _linked_part_after(ut, after, mood) for mood in _LINKED_MOODS}
    # "our baby's due on halloween, | which my husband thinks | is hilarious", "my grandson's
    # birthday is the eleventh of april, | i don't want to | miss it again": a wish or somebody's
    # words opened after the claim with a content of their own are of that content; not of a
    # fact that praises or pleases, which what follows may undercut ("the service is
    # outstanding, | the bot told me | to turn my account off and on"), nor a doubt whose content
    # says a word of the fact ("my son's moving to leeds, | i'm not sure | it's leeds or york")
    own = _own_contents(ut, shape, after) if ut.own_complements else frozenset()
    for k, frames in enumerate(ut.frames):
        # "i've a hearing aid in my left ear, | so if i mishear you, that's why", "my test is on
        # friday | so fingers crossed", "born in november | so i'm a scorpio i guess": a mood
        # said in a part of the turn that a link opens after the claim is that part's
        frames = frames - {mood for mood, at in parts.items() if k >= at}
        if _concessive(ut, k) or (k in ut.contained and not start <= k <= after):
            # "we're going | even if it rains": either way; "..., more | if the pool's quiet":
            # the condition is on the alternative, "... | unless it's decaf" on the exception (when
            # the claim does not take its words from them)
            frames = frames - {Frame.CONDITION}
        if frames and k < start and _set_apart(ut, k, start):
            # "i wish i had more time | but i volunteer ...": the claim is set apart; a doubt is
            # not ("i'm not a hundred percent on this | but my niece's party's on the twelfth":
            # what the speaker is unsure of is what follows the "but")
            frames = frames & _SCOPING_DOUBTS
            if not frames:
                continue
        if Frame.WISH in frames and Frame.QUESTION in frames:
            # "want to see a pic?", "would you like a slice?": a wish asked of the listener is
            # theirs, not a frame the user put on anything
            frames = frames - {Frame.WISH}
        if Frame.WISH in frames and k > after and ut.clause_at(k).subject is Subject.THIRD:
            # "my mom's turning ninety two | and she wants a party": somebody else's want, said
            # after the claim in a clause of its own, frames nothing the user states; said before
            # it, it may set the scene ("the granddaughter wants to play shops so i'm the ...")
            frames = frames - {Frame.WISH}
        if k in own:
            frames = frames - PROPOSITION_FRAMES
        seen.update(frames - projected)
    for frame in _FRAME_ORDER:
        if frame in seen and frame in _NEAR_FRAMES and not carries(shape, frame):
            return frame, False
    return None


def _own_contents(ut: Utterance, shape: FactShape, after: int) -> frozenset[int]:
    """The words of `Utterance.own_complements` whose frame opens after the claim's last token
    `after` (the verb after the claim: "... every time he visits | his mum says"), but for a
    doubt whose content says a word of the fact, and none beside a fact that praises or
    pleases."""
    if pleases(shape.canon):
        return frozenset()
    lows, facts = ut.canon.lows, content_lemmas(shape)
    return frozenset().union(
        *(
            framed
            for opens, frame, framed in ut.own_complements
            if opens > after + 1
            and (frame not in _DOUBTS or all(lemmas(lows[k]).isdisjoint(facts) for k in framed))
        )
    )


def _linked_part_after(ut: Utterance, after: int, frame: Frame) -> int:
    """Where a part of the turn after the claim's last token `after` starts, when a link opens it
    before the first word under `frame` ("..., | so if i mishear you, that's why", "..., so
    fingers crossed", "... because i want to be near my mum", a "so" the transcript's words
    dropped): the frame is said of that part, not of the claim before it. Only a link that
    never joins two noun phrases ("so", "because"): after "and" or "but" ("..., but if it rains
    we'll stay in") the frame may be a reservation on the claim. Past the message's end when
    there is none."""
    end = len(ut.frames)
    first = next((k for k in range(after + 1, end) if frame in ut.frames[k]), end)
    return next((j for j in range(after + 1, min(first + 1, end)) if _clause_link_at(ut.canon, j)), end)


def _concessive(ut: Utterance, k: int) -> bool:
    """Token k is in a clause that opens on "even if": a concessive condition,
    which leaves the clause it is said with standing. Not "even once" said of how often ("never
    been on a plane, not even once"), whose "once" opens nothing."""
    lows = ut.canon.lows
    first = ut.clause_at(k).first
    if lows[first] == CONCESSION_WORD:
        first += 1
    elif first == 0 or lows[first - 1] != CONCESSION_WORD:
        return False
    return first < len(lows) and lows[first] == CONDITION_IF


def _clause_link_at(canon: Canon, k: int) -> bool:
    """Token k is, or follows, a link that only ever joins clauses ("so", "because"), also one
    the normaliser dropped as a discourse marker and kept among the token's marks. Not a "so"
    bound to the word before it: "or so" ("ten or so", "or so my daughter tells me") or a "so"
    of degree after a verb of being or a negation ("i'm not so sure", "she was so tired")."""
    if canon.lows[k] in CLAUSE_ONLY_LINKS:
        return True
    if CLAUSE_ONLY_LINKS.isdisjoint(canon.marks[k].split()):
        return False
    if k == 0:
        return True  # a "so" the turn opens with
    before = canon.lows[k - 1]
    return before not in _SO_BINDERS and before not in AUXILIARIES and canon.keys[k - 1] not in NEGATIONS


def frame_opened_before(messages: Sequence[Message], index: int, turn: Utterance) -> Frame | None:
    """A frame opened in an earlier turn that governs `turn`, the user's message at `index`:

    * a supposition or role play the user opened ("let me throw a hypothetical at you" -
      "sure" - "I hand in my notice ..."), or the assistant set up ("in our little game
      you're the captain");
    * a condition the user said alone, which this turn completes ("if my bonus is enough" -
      "what would you do?" - "buy my mum a new fridge");
    * somebody's words the user announced ("you know what my daughter-in-law told the
      family?" - "what?" - "that I'm too old to drive");
    * role play: a shared pretend the assistant proposed, answered with a part (`_cast_in_answer`)."""
    steps_out = any(True for _ in find_phrases(turn.canon.lows, OUT_OF_PLAY_PHRASES))
    for j in range(index - 1, max(-1, index - 3), -1):
        msg = messages[j]
        if steps_out:
            return None  # "ha ok but in real life i ride a bike": out of the game, the user's own
        if j == index - 1 and msg.role != "user" and _cast_in_answer(canonicalize(msg.content).lows, turn):
            return Frame.ROLEPLAY
        if msg.role != "user" and not may_open_ahead(canonicalize(msg.content).lows):
            continue  # no supposition or role play anywhere in it: no clause analysis needed
        ut = analyse(msg.content)
        if not ut.frames:
            continue
        last = ut.frames[-1]
        for frame in (Frame.ROLEPLAY, Frame.HYPOTHETICAL):
            if frame in last and not (frame is Frame.HYPOTHETICAL and _only_counterfactual(ut.canon.lows)):
                return frame
        if msg.role != "user":
            continue
        if all(Frame.CONDITION in f for f in ut.frames):
            return Frame.CONDITION
        if _announces_report(before=ut, said=turn):
            return Frame.REPORTED
        return None
    return None


def _only_counterfactual(lows: tuple[str, ...]) -> bool:
    """The turn's suppositions are all pasts that did not happen ("it would have been our
    anniversary this week"): closed in the turn, they open no pretend over the next one."""
    said = [p for p in HYPOTHETICALS if any(lows[k : k + len(p)] == p for k in range(len(lows)))]
    return bool(said) and all(p in COUNTERFACTUAL_PERFECTS for p in said)


def _cast_in_answer(asked: tuple[str, ...], turn: Utterance) -> bool:
    """ "Which scene are you rehearsing?" - "for drama class im a widow in 1940 liverpool", "What
    story shall we write tonight?" - "okay in this one im a pirate captain": the assistant's turn
    proposes a pretend setting to share ("shall we", "are we": the listener and the user
    together) and the user's answer opens by casting themself as somebody (the first clause
    about a person is `frames.casting_clause`): the part they play. Not "How's the story you're
    writing?" - "slowly, i'm a nurse so ...": a story of the user's, asked about."""
    if names_play_setting(asked) is None or (INCLUSIVE_WE | HORTATIVE_OPENERS).isdisjoint(asked):
        return False
    ci = casting_clause(turn.canon.lows, turn.clauses)
    return ci is not None and all(c.subject in (Subject.NONE, Subject.THING) for c in turn.clauses[:ci])


def _announces_report(before: Utterance, said: Utterance) -> bool:
    """The user's previous turn (`before`) tells that somebody said something and not what, and
    this turn (`said`) opens with "that ...": this turn is what they said."""
    lows = said.canon.lows
    # "that" as a complementiser with its own subject ("that I'm too old"), not "that's cool"
    if len(lows) < 2 or lows[0] not in ASKED_COMPLEMENTISERS or not subject_start(lows, 1):
        return False
    lows = before.canon.lows
    for k, w in enumerate(lows):
        if not REPORT_VERBS.isdisjoint(lemmas(w)):
            # nothing said after the verb: no clause follows it ("told the whole family after church")
            return not any(is_finite_verb(x) or x in SUBJECT_PRONOUNS for x in lows[k + 1 :])
    return False


# -- negation (V7b) --------------------------------------------------------------------------
def negation_over_claim(ut: Utterance, claim: Claim, shape: FactShape) -> str | None:
    """V7b: a negation of the user's clause before the words the fact rests on ("nobody from
    the museum | called me back", "none of my kids | live nearby"), when the fact has none.
    Every word of the fact must be under such a negation (a word said outright elsewhere in
    the quote keeps the fact)."""
    if not NEGATIVE.isdisjoint(shape.canon.keys):
        return None
    if not shape.lemmas.isdisjoint(NEGATIVE_VERBS):
        return None  # "User quit smoking" may say "I don't smoke anymore"
    absent = privatives(shape.canon)
    keys = ut.canon.keys
    if any(keys[k] in absent and k > 0 and keys[k - 1] in NEGATIVE for toks in claim for k in toks):
        return None  # "User needs gluten-free food" says the user's "no | gluten" itself
    found: str | None = None
    for toks in claim:
        words = [_negation_before(ut, k) for k in toks]
        if any(w is None for w in words):
            return None
        found = found or words[0]
    return found


# frames under which a verb of stopping is not done: asked, wished, planned, supposed
_NOT_DONE_FRAMES = frozenset(
    {Frame.QUESTION, Frame.WISH, Frame.PLAN, Frame.HYPOTHETICAL, Frame.CONDITION, Frame.POSSIBLE}
)


def _negation_before(ut: Utterance, k: int) -> str | None:
    clause = ut.clause_at(k)
    keys = ut.canon.keys
    negations, stoppings = negating_tokens(keys, ut.canon.lows)
    if not any(clause.head <= j < k for j in negations | stoppings):
        return None  # the usual case: nothing negating before the word in its clause
    if k in ut.presupposed and k not in ut.users:
        # "is it normal my grandson's still not talking | at eighteen months": what a clause
        # takes as given survives its negation (the test of a presupposition)
        return None
    owned = k in ut.users or k in ut.presupposed  # "quit | my nursing job": the job is had
    found: str | None = None
    for j in range(clause.head, k):
        if j in ut.corrections:
            continue  # "tuesday actually no it's thursday": a correction, not a denial
        if owned and inverted_negation(keys, j):
            continue  # "why won't | my cat eat": the inverted auxiliary negates the verb, the cat is had
        if j == clause.head and clause.subject is Subject.NONE and keys[j] in NEGATED_ADVICE:
            continue  # "Don't forget to take breaks": advice to the listener, not a denial
        if ut.canon.lows[j] in CLAUSE_LINKS and j > clause.head:
            found = None  # "and nothing too soon, | but my colleague invited me"
            continue
        if j in stoppings and not _NOT_DONE_FRAMES.isdisjoint(ut.frames[j]):
            continue  # "how do i stop | my dog barking": a stopping asked or wished presupposes the doing
        if j in negations or (not owned and j in stoppings):
            found = found or ut.canon.lows[j]
    return found


def _after_a_stopping_not_done(ut: Utterance, k: int) -> bool:
    """Token k follows, in its clause, a verb of stopping that is asked, wished or planned
    ("how do i stop | my dog barking", "i want to give up | smoking"): to stop something
    presupposes it goes on, so what is stopped is given, only the stopping asked or wished."""
    if Frame.QUESTION not in ut.frames[k]:
        return False  # what is not asked needs no giving (and most words are not)
    clause = ut.clause_at(k)
    lows = ut.canon.lows
    _negations, stoppings = negating_tokens(ut.canon.keys, lows)
    return any(
        clause.head <= j < k
        and not _NOT_DONE_FRAMES.isdisjoint(ut.frames[j])
        # only what is stopped: "pack in the job | and go travelling" goes on to something else
        and not any(lows[i] in CLAUSE_LINKS or lows[i] in COORDINATORS for i in range(j + 1, k + 1))
        for j in stoppings
    )


def stopping_end(lows: tuple[str, ...], j: int) -> int | None:
    """The last token of a verb of stopping that starts at j ("gave | up", "skipped", "packed |
    in"): the lemma, and its particle when the phrase has one; None when there is none."""
    for lemma in lemmas(lows[j]):
        for phrase in _STOPPING_BY_LEMMA.get(lemma, ()):
            if lows[j + 1 : j + len(phrase)] == phrase[1:]:
                return j + len(phrase) - 1
    return None


def _stops(keys: tuple[str, ...], lows: tuple[str, ...], j: int) -> bool:
    """A verb of stopping at j negates what follows it ("gave up | smoking", "skipped | the gym",
    "packed in | the job"), unless a negation right before it negates the stopping ("never |
    stopped playing": it goes on)."""
    return stopping_end(lows, j) is not None and not (j > 0 and keys[j - 1] in NEGATIVE)


_STOPPING_BY_LEMMA: dict[str, tuple[tuple[str, ...], ...]] = {}
for _phrase in STOPPING_VERBS:
    _STOPPING_BY_LEMMA[_phrase[0]] = (*_STOPPING_BY_LEMMA.get(_phrase[0], ()), _phrase)
del _phrase


@lru_cache(maxsize=4096)
def negating_tokens(keys: tuple[str, ...], lows: tuple[str, ...]) -> tuple[frozenset[int], frozenset[int]]:
    """Tokens of a message that may negate what follows them: its negations, and its verbs of
    stopping (read once per message)."""
    negations = frozenset(j for j in range(len(keys)) if negation_at(keys, j))
    return negations, frozenset(j for j in range(len(lows)) if _stops(keys, lows, j))


# -- whom the claim is about (V6) ------------------------------------------------------------
def fact_about_user(shape: FactShape, participants: frozenset[str], backing: frozenset[str]) -> bool:
    """The fact is about the user themselves (not "User's sister", not a named other): a
    leading name counts as the user's when it is a participant's (`participants`) or nothing
    the user said backs it (`backing`)."""
    if shape.possessive_lead or shape.thing_lead:
        return False
    lead = shape.leading_name
    if lead is not None and not shape.names_user:
        return lead in participants or lead not in backing
    return shape.names_user


def _user_excluded(lows: tuple[str, ...], k: int) -> bool:
    """The user's "me" at k is denied ("my wife's diabetic | not me"): said to keep the user
    out of what is said of somebody else, not to put them in it."""
    return k > 0 and lows[k - 1] in NEGATIVE


def _like_me_after(canon: Canon, k: int) -> bool:
    """Token k is the speaker's "me" compared with what came before ("when you're eighty seven |
    like me", "if you've got a bad back like me"): "like" said right before it, kept as a word
    or dropped by the normaliser as a filler (then in the token's marks)."""
    if k >= len(canon.lows) or canon.lows[k] not in OBJECT_SELF:
        return False
    dropped = canon.marks[k].split() if k < len(canon.marks) else []
    return (k > 0 and canon.lows[k - 1] in COMPARING_WORDS) or not COMPARING_WORDS.isdisjoint(dropped)


def _first_finite(lows: tuple[str, ...], start: int, end: int) -> int | None:
    """The first form of "be", auxiliary or past verb from `start` to `end`."""
    return next(
        (
            k
            for k in range(start, end)
            if lows[k] in COPULAR_FORMS or lows[k] in AUXILIARIES or is_past(lows[k])
        ),
        None,
    )


def subject_by_agreement(ut: Utterance, claim: Claim) -> bool:
    """V6: the claim is in a clause that leaves its subject out, and its verb agrees with a
    third person ("oh yeah, | still does the crossword in pen", "honestly great, | works early
    at the post office"): "I" cannot be that subject (the caller asks whether somebody else was
    spoken of, whom it is). The claim's other clauses may be said of a third person outright
    ("he fixed the gutters, | works weekends at the garden centre, | saving up for a truck", the
    last a participle that shares its subject). None of the claim's words is the user's ("still
    does | my | head in"). For a fact about the user."""
    if not claim:
        return False
    lows = ut.canon.lows
    agreeing = False
    for toks in claim:
        for k in toks:
            if k in ut.users:
                return False
            i = ut.clause_of[k]
            clause = ut.clauses[i]
            if clause.subject is Subject.THIRD:
                continue
            if clause.subject is not Subject.NONE:
                return False
            if any(w in SUBJECT_PRONOUNS for w in lows[clause.first : k]):
                return False  # "that kind of heart is why | i | love basketball": its own subject
            if _third_person_verb(ut, clause, k + 1):  # a verb before the claim's word
                agreeing = True
                continue
            before = ut.clauses[i - 1] if i > 0 else None
            shared = (
                before is not None
                and not _users_in(ut, clause)
                and is_gerund(lows[clause.head])
                and (before.subject is Subject.THIRD or _third_person_verb(ut, before, before.end))
            )
            if not shared:
                return False
            agreeing = True
    return agreeing


def _third_person_verb(ut: Utterance, clause: Clause, end: int) -> bool:
    """The clause's first finite verb before `end` is a third person present ("does",
    "works"), the form no "I" takes, and no word of the user's stands in the clause ("me, | me
    does sell", "doctor iyer has put | me | on metformin"). Not a plural noun a verb may be
    spelt like ("two | cats", "great | works"), nor the habitual "does" of Caribbean Englishes
    before a bare verb ("me does sell pepper sauce"), which every person takes."""
    lows = ut.canon.lows
    if _users_in(ut, clause):
        return False
    k = next((j for j in range(clause.head, end) if is_finite_verb(lows[j])), None)
    if k is None or plain_present(lows[k]) == lows[k]:
        return False
    before = lows[k - 1] if k > clause.first else ""
    describing = "ADJ" in pos(before) and "ADV" not in pos(before)  # "big | walks", not "still | walks"
    if before[:1].isdigit() or before in DETERMINERS or before in POSSESSIVES or describing:
        return False
    nxt = lows[k + 1] if k + 1 < end else ""
    return not (lows[k] == _HABITUAL_DOES and nxt in verb_lemmas(nxt))


_HABITUAL_DOES = "does"


def _users_in(ut: Utterance, clause: Clause) -> bool:
    """A word of the user's ("me", "my") stands in the clause."""
    return any(j in ut.users for j in range(clause.first, clause.end))


_NOBODY = frozenset({Subject.THING, Subject.NONE})  # clauses about no person: "the house is ..."


def _agent_unnamed(shape: FactShape, said_in_clause: frozenset[str]) -> bool:
    """The fact names a person who may be the one a pronoun of the user's clause is: not one a
    preposition governs ("User knits socks | for the whole family", "User pays | for their
    daughter's school": whom the user does a thing for or with does not do it), unless a
    relative clause says what that person does ("User cares for their mother, who has
    dementia"); and not one the clause names itself, in another role ("she's taking | her
    daughter | to school")."""
    lows = shape.canon.lows
    named = {relation_of(w) for w in said_in_clause}
    for k, w in enumerate(lows):
        person = relation_of(w)
        if person not in shape.people or person in named:
            continue
        governed = any(x in PREPOSITIONS for x in lows[max(0, k - _GOVERNED_REACH) : k])
        if not governed or lows[k + 1 : k + 2] == _WHO:
            return True
    return False


_GOVERNED_REACH = 3  # words between a preposition and its person ("for | the whole | family")
_WHO = ("who",)


def moved_subject(ut: Utterance, claim: Claim, shape: FactShape, about_user: bool) -> str | None:
    """V6: whom the user's clause is about when the fact moves it onto the user (or onto a
    relation other than the one the user named), else None. Every word the fact rests on must
    come from clauses about that other person: a word of a clause about the user, or a noun
    phrase the user owns ("they did my left knee"), keeps the fact the user's. `about_user`
    is `fact_about_user` of the fact."""
    if shape.opinion and not shape.possessive_lead:
        return None  # "Maria values ...": the user's view, whoever their words were about
    if (about_user or shape.possessive_lead) and (skipped := _skipped_possessor(ut, claim, shape)):
        return skipped
    if about_user and not shape.people and not _names_someone(shape) and (held := _with_holder(ut, claim)):
        return held
    others: list[Clause] = []
    for toks in claim:
        best = None
        for k in toks:
            clause = ut.clause_at(k)
            if len(toks) > 1 and clause.subject in _NOBODY and k not in ut.users:
                continue  # the word said again in a clause about nobody ("he's allergic to
                # peanuts | so the house is peanut free"): the clause about somebody says whose
            if clause.subject not in (Subject.THIRD, Subject.YOU) or k in ut.users:
                best = None
                break
            best = clause
        if best is None:
            return None
        others.append(best)
    clause = others[0]
    if clause.subject is Subject.YOU and ut.canon.lows[clause.first] in SUBORDINATORS:
        return None  # "whenever you need help, just call me": a condition, not about "you"
    if clause.subject is Subject.YOU:
        if not about_user or clause.question or shape.people or _names_someone(shape):
            return None
        lows = ut.canon.lows
        if any(w in OBJECT_SELF for w in lows[clause.head : clause.end]):
            return None  # "you can call me Jo", "you can reach us on": said of the user
        if _like_me_after(ut.canon, clause.end):
            return None  # "when you're eighty seven | like me": the generic "you" includes the user
        return "you"
    said = clause.relation or "them"
    # the clause as far as a link that opens another ("... allergic to cats | so no kitten for
    # me": a run-on the segmenter kept in one clause; the normaliser may have dropped the "so"
    # as a discourse marker, kept among the next token's marks)
    lows = ut.canon.lows
    links = [k for k in range(clause.head + 1, clause.end) if _clause_link_at(ut.canon, k)]
    if links and links[0] <= min(k for toks in claim for k in toks):
        return None  # the claim is in the run-on part: whose it is, the clause does not say
    end = links[0] if links else clause.end
    first_claimed = min(k for toks in claim for k in toks)
    last_claimed = max(k for toks in claim for k in toks)
    # "who's ninety one | and still beats me": a second predicate after the claim, in which the
    # user stands, puts the user in that one only; so does the main verb after a relative clause
    # that holds the claim ("my neighbour who's ninety one | still beats me")
    end = next((k for k in range(last_claimed + 1, end) if lows[k] in CLAUSE_LINKS), end)
    if any(lows[k] in RELATIVE_CLAUSE_OPENERS for k in range(clause.head, first_claimed)):
        end = min(end, last_claimed + 1)
    # the clause's verb, or the first finite one after its subject when the clauses found none
    # (a long subject: "a lady in line ahead of me | was allergic to eggs")
    verb = clause.verb if clause.verb is not None else _first_finite(lows, clause.head + 1, end)
    if about_user and any(
        (w in OBJECT_SELF or w in SELF_REFLEXIVES)
        and not dialect_my(lows, k)
        and not _user_excluded(lows, k)
        and not (clause.relation is not None and _apposed_after(ut.canon, k, first_claimed))
        for k, w in enumerate(lows[clause.head : end], clause.head)
        # "a lady | in line ahead of me | was allergic": a "me" that places the subject's person
        if not (verb is not None and clause.relation is not None and k < verb)
    ):
        # "they offered me the job", "the doctor put me on statins", "being a diabetic myself":
        # the user is in it
        return None
    if shape.people and lows[clause.head] in INDEFINITE_ARTICLES:
        # "a lady from my walking group is a midwife" for "User knows a woman who ...": the
        # fact names a person of its own for the one the user did not name
        return None
    if (about_user or shape.possessive_lead) and _placed_stranger(lows, clause):
        return said  # "the lad next door is a plumber" is no "User's son"
    if about_user:
        # the fact may give the clause to the person it names ("User has four grandchildren
        # who all live nearby" on "... grandkids and they all live nearby")
        if clause.relation is None:  # "she", "they": whoever the fact names may be meant
            # ... but not a name the clause itself says after its pronoun ("she's the one who
            # speaks portuguese"): that is what is said of her, not who she is; nor the people
            # a fact of having has, when the pronoun has them ("my brother and his wife, | they
            # have two kids" is no "User has two children")
            said_there = frozenset(ut.canon.lows[clause.head : clause.end])
            if _had_by_pronoun(ut.canon.lows, clause, shape):
                return said
            if _names_someone(shape, said_there):
                return None
            # ... nor a person the fact names whose sex the pronoun's is not ("she's running it
            # for her brother" is no "User is running it for their brother")
            pronoun = ut.canon.lows[clause.head]
            meant = (_agent_unnamed(shape, said_there) or shape.relative) and of_their_sex(pronoun, shape)
            return None if meant else said
        chain = _subject_chain(ut.canon.lows, clause)
        if len(chain) >= 2:  # "my sister's husband", "me mam's mam": a relation of a relation
            return _relation_of_relation(chain, shape)
        relation, lows = clause.relation, ut.canon.lows
        same = any(
            _same_relation(relation, r) or _said_split(lows, clause, relation, r) for r in shape.people
        )
        # "a lady from my walking group is a retired midwife" for "User knows a woman who ...":
        # a person said without a role may be named by any word for a person
        unnamed = relation in PEOPLE_WITHOUT_ROLE and bool(shape.people)
        return None if same or unnamed or _had_relation_named(lows, clause, shape) else said
    if clause.relation is None or not shape.possessive_lead or not shape.relations:
        return None
    chain = _subject_chain(ut.canon.lows, clause)
    if len(chain) >= 2:
        if _composed_relation_named(chain, shape):
            return None  # "my sister's husband" is the "User's brother-in-law" of the fact
        named = sum(
            r is not None and _same_relation(chain[-2], r) for r in map(relation_of, shape.canon.lows)
        )
        last = any(_same_relation(chain[-1], r) for r in shape.relations)
        if named >= (2 if _same_relation(chain[-2], chain[-1]) else 1) and last:
            # the fact names whose relation it is ("User's wife's mother"); of "my dad's dad"
            # it must name both ("User's father's father"), not one ("User's father")
            return None
        if last or named:
            # "my wife's mum" is not "User's mother"; "my mum's brother" is not "User's mum"
            return f"{chain[-2]}'s {chain[-1]}"
    lows = ut.canon.lows
    if any(
        _same_relation(clause.relation, r) or _said_split(lows, clause, clause.relation, r)
        for r in shape.relations
    ):
        return _whose_relation_differs(lows, clause, shape)
    if relation_of(clause.relation) is None:
        return None  # a name, not a relation: the fact may name who that is
    return said


def _with_holder(ut: Utterance, claim: Claim) -> str | None:
    """ "i sit next to someone with asthma" for "User has asthma": every word the fact rests on
    is in the "with" phrase of one person who is not the clause's subject (`with_phrase_person`)
    nor what "be" or "as" says somebody is ("i'm a mum with three kids", "as someone with
    asthma"): whom the user said it of, else None. Not a person the user likens themself to
    ("someone with asthma | like me"), nor "someone" asked about (a question about "someone with
    a bad knee" is most often the speaker's own)."""
    lows = ut.canon.lows
    found: set[int] = set()
    for k in (k for toks in claim for k in toks):
        clause = ut.clause_at(k)
        at = with_phrase_person(lows, k, clause.first)
        if at is None or at == clause.head or predicate_person(lows, at):
            return None
        if any(w in USER_POSSESSIVE_WORDS for w in lows[at + 2 : k]):
            return None  # "i love that little guy | with all my heart": the speaker's, a manner
        if any(_like_me_after(ut.canon, j) for j in range(at + 1, clause.end)):
            return None
        if clause.question and lows[at] in INDEFINITE_PERSONS:
            return None
        found.add(at)
    if len(found) != 1:
        return None
    word = lows[found.pop()]
    return relation_of(word) or word


def _names_someone(shape: FactShape, said_in_clause: frozenset[str] = frozenset()) -> bool:
    """The fact names a person other than the user: a capitalised name after its start that
    is not a place or an organisation after a preposition ("works at Infosys"), nor a word of
    `said_in_clause` (what the clause under judgement says after its subject)."""
    lead = shape.leading_name
    keys, lows = shape.canon.keys, shape.canon.lows
    for i, k in enumerate(keys):
        if k == lead or not _name_word(shape, k) or lows[i] in said_in_clause:
            continue
        if i > 0 and _name_word(shape, keys[i - 1]):
            continue  # "the West | Highland Way": one name, placed by the words before its first
        near = [w for w in lows[max(0, i - 3) : i] if w in PREPOSITIONS and w != "with"]
        if near:  # "works at Infosys", "training for the London Marathon": a place or an event
            continue
        if i > 0 and lows[i - 1] == _THE:
            continue  # "running the Comrades": a person's name takes no article
        return True
    return False


def _name_word(shape: FactShape, key: str) -> bool:
    """A word of a name the fact gives (not a date or a number)."""
    return key in shape.specifics and not is_date_or_number(key)


_OF = "of"  # "a friend | of | mine": whose a person is (`_placed_stranger`)
_THE = "the"  # before a name, a thing's or a place's (`_names_someone`)


def _placed_stranger(lows: tuple[str, ...], clause: Clause) -> bool:
    """The clause's person is said with an article and placed by where they are, right after
    ("the lad | next door", "a guy | at work", "the lady | from the bakery"): somebody known by
    their place, not by a relation to the user ("the kids are at school" places nobody: a verb
    comes first)."""
    k = clause.head + 1  # the subject: an article at the clause's head, the person after it
    if k + 1 >= clause.end or lows[clause.head] not in ARTICLES or relation_of(lows[k]) is None:
        return False
    if is_be_clitic(lows, k):
        return False  # "the cat's | on a renal diet": what is said of it, no place
    # not "a friend | of mine": "of" says whose the person is, not where
    return (lows[k + 1] in PREPOSITIONS and lows[k + 1] != _OF) or lows[k + 1] in PLACING_WORDS


def _kin_class(relation: str) -> str:
    """The kinship class a relation word belongs to ("mum" -> "mother"), or the word."""
    return next((cls[0] for cls in SYNONYM_CLASSES if relation in cls), relation)


def _skipped_possessor(ut: Utterance, claim: Claim, shape: FactShape) -> str | None:
    """ "which cream is best for my neighbour's dog's rash" for "User's dog has a rash": a noun
    phrase the user owns through a chain of possessives ("my neighbour's dog"), wherever it stands
    in the clause, and a fact that names its last relation but skips the one before it. Each
    possessor of the chain is written with its "s" ("neighbours", "kids"): "my husband kids" is a
    list said without its comma, not a chain."""
    lows = ut.canon.lows
    held = {k for toks in claim for k in toks}
    for k, w in enumerate(lows):
        if w not in USER_POSSESSIVE_WORDS:
            continue
        chain: list[str] = []
        j = k + 1
        while j < len(lows) and (r := relation_of(lows[j])) is not None:
            chain.append(r)
            j += 1
            if not lows[j - 1].endswith("s"):
                break  # no possessive: the chain ends at this relation
        if len(chain) < 2 or held.isdisjoint(range(k + 1, j + 1)):  # the chain or what it owns
            continue
        if any(_same_relation(chain[-1], r) for r in shape.people):  # the fact names the last
            moved = _relation_of_relation(chain, shape)
            if moved is not None:
                return moved
    return None


def _relation_of_relation(chain: list[str], shape: FactShape) -> str | None:
    """ "my sister's husband" said, the fact of one relation: "sister's husband" unless the fact
    names both or names the two as one ("User's brother-in-law")."""
    if _composed_relation_named(chain, shape) or all(
        any(_same_relation(c, r) for r in shape.people) for c in chain[-2:]
    ):
        return None
    return f"{chain[-2]}'s {chain[-1]}"


def _subject_chain(lows: tuple[str, ...], clause: Clause) -> list[str]:
    """The relations the clause's subject noun phrase chains ("my sister's husband" ->
    [sister, husband]): from its start, past possessives, up to the first word that names no
    relation. Read from the words, not the clause's verb (which may be "husband")."""
    chain: list[str] = []
    first = clause.first
    while first < clause.end and lows[first] in CLAUSE_LINKS:
        first += 1  # "but | my mum's mum came out from malta": the link is no part of the subject
    for k in range(first, clause.end):
        w = lows[k]
        if not chain and dialect_my(lows, k):
            continue  # "ma mum": the speaker's "my", not the mother's mum
        r = relation_of(w)
        if r is not None:
            chain.append(r)
        elif chain or w not in USER_POSSESSIVE_WORDS:
            break
    return chain


def _composed_relation_named(chain: list[str], shape: FactShape) -> bool:
    """ "me sister's husband does be working" for "User's brother-in-law works": the subject is
    a relation of a relation (`KINSHIP_COMPOSITION`), which the fact names as one."""
    composed = KINSHIP_COMPOSITION.get((_kin_class(chain[-2]), _kin_class(chain[-1])))
    if composed is None:
        return False
    head, in_law = composed
    flows = shape.canon.lows
    for k, w in enumerate(flows):
        r = relation_of(w)
        if r is not None and _same_relation(r, head) and _in_law_after(flows, k) == in_law:
            return True
    return False


def _apposed_after(canon: Canon, k: int, first: int) -> bool:
    """The claim, from token `first`, is a describing word set off by a pause after token k's
    part of the clause ("my father in law lives with | us | now, | diabetic, so ..."): said of
    the clause's subject, a person named, not of the user the part before names (after a
    pronoun, "they moved me to days, exhausted", it may be the user's)."""
    if first <= k or not any(canon.boundary[j] for j in range(k + 1, first + 1)):
        return False
    return pos(canon.lows[first]) <= _DESCRIBING_TAGS


_DESCRIBING_TAGS = frozenset(["ADJ", "NOUN"])  # "diabetic" is both in the tables


def says_having(shape: FactShape) -> bool:
    """The fact's verb is one of having ("User has | two sons", "User's got | a dog")."""
    return shape.verb is not None and not lemmas(shape.canon.lows[shape.verb]).isdisjoint(HAVING_LEMMAS)


def _having_verb(lows: tuple[str, ...], clause: Clause) -> int | None:
    """The clause's verb of having, at its verb or just after it ("has", "'s | got", "'s | just
    had"), or None."""
    if clause.verb is None:
        return None
    reach = range(clause.verb, min(clause.end, clause.verb + _HAVING_REACH))
    return next((k for k in reach if not lemmas(lows[k]).isdisjoint(HAVING_LEMMAS)), None)


def _had_by_pronoun(lows: tuple[str, ...], clause: Clause, shape: FactShape) -> bool:
    """The clause's pronoun subject has people ("they | have | two kids", "she's got twins"), and
    the fact says the user has them (its verb one of having): the people are the pronoun's."""
    if not shape.people:
        return False
    return _having_verb(lows, clause) is not None and says_having(shape)


def _had_relation_named(lows: tuple[str, ...], clause: Clause, shape: FactShape) -> bool:
    """ "my son has three girls" for "User has three granddaughters": the person the clause's
    subject has (the first relation word after its verb of having: "has", "'s got", "just had")
    composes with the subject's relation (`KINSHIP_COMPOSITION`), and the fact names the
    composition as one relation of the user's."""
    if clause.relation is None:
        return False
    having = _having_verb(lows, clause)
    if having is None:
        return False
    had = next((r for w in lows[having + 1 : clause.end] if (r := relation_of(w)) is not None), None)
    return had is not None and _composed_relation_named([clause.relation, had], shape)


_HAVING_REACH = 3  # from the clause's verb to its verb of having ("my son's | just | had")


def _whose_relation_differs(lows: tuple[str, ...], clause: Clause, shape: FactShape) -> str | None:
    """The fact names the clause's relation as the user's, but the user said it of somebody else
    ("his wife's got alzheimer's" for "User's wife has ...") or in law ("my mother in law lives
    with us" for "User's mother ..."): whom the user said it of, else None."""
    first = clause.first
    if first > 0 and lows[first] in RELATIVE_CLAUSE_OPENERS:
        # "she's running for her mum | who passed from cancer": a relative clause is about the
        # person named right before it, in the clause it hangs from
        first = max(0, first - ANTECEDENT_REACH)
    at = next((k for k in range(first, clause.end) if relation_of(lows[k]) == clause.relation), None)
    if at is None:
        return None
    flows = shape.canon.lows
    fact_in_law = any(_in_law_after(flows, k) for k in range(len(flows)) if relation_of(flows[k]))
    if _in_law_after(lows, at) and not fact_in_law:
        return f"{clause.relation} in law"
    before = lows[at - 1] if at > first else ""
    if before in THIRD_POSSESSIVES and shape.names_user and len(shape.relations) == 1:
        return f"{before} {clause.relation}"  # "his wife" is not the user's
    return None


def _in_law_after(lows: tuple[str, ...], k: int) -> bool:
    """The relation word at k is said "in law" ("mother | in law")."""
    return k + 2 < len(lows) and lows[k + 1] == "in" and lows[k + 2] in IN_LAW


def _same_relation(a: str, b: str) -> bool:
    return same_person_word(a, b)


def _said_split(lows: tuple[str, ...], clause: Clause, relation: str, named: str) -> bool:
    """The fact's relation word `named` is the clause's `relation` with the word the user said
    before it, written as one ("flat mate" for "flatmate", "step dad" for "stepdad")."""
    if len(named) <= len(relation) or not named.endswith(relation):
        return False
    return named[: -len(relation)] in lows[clause.first : clause.end]


# -- tense (V7e) -----------------------------------------------------------------------------
def past_said_as_present(ut: Utterance, claim_clause: int, shape: FactShape, text: str = "") -> str | None:
    """V7e: the user's verb, when the user put the fact's state in the past ("I was engaged")
    in the clause that holds the claim and the fact says the same verb in the present ("User
    is engaged"). `text` is the message as written: a verb written with an apostrophe ("we're"),
    which canonical tokens spell like the past "were", is the present it contracts."""
    if shape.past or shape.verb is None:
        return None
    clause = ut.clauses[claim_clause]
    if not clause.past or clause.verb is None:
        return None
    lows = ut.canon.lows
    said = lows[clause.verb]
    if said in PRESENT_USER_CONTRACTIONS:
        return None
    verb = clause.verb
    mine = lemmas(said) & STATE_VERBS
    theirs = lemmas(shape.canon.lows[shape.verb])
    after = clause.verb + 1
    if mine and mine.isdisjoint(theirs) and after < clause.end and is_gerund(lows[after]):
        # "i was staying in hyderabad" for "User lives in Hyderabad": the past progressive's
        # own verb, read with its everyday synonyms
        said = lows[after]
        mine = word_forms(said) & STATE_VERBS
    if not mine or mine.isdisjoint(theirs) or carries(shape, Frame.PAST):
        return None
    if text and _written_contracted(ut, verb, text):
        return None  # checked last: it reads the message's raw token spans
    return said


_PEOPLE = frozenset({Subject.USER, Subject.THIRD})


def past_state_paraphrased(ut: Utterance, claim_clause: int, shape: FactShape, text: str = "") -> str | None:
    """V7e, held: the clause that holds the claim puts a state in the past with "was" or "were"
    as its copula ("i was on warfarin", "i was in the choir", "my dad was a miner"), and the fact
    says it in the present with a verb of its own ("User takes warfarin", "User sings in the
    choir"), which `past_said_as_present` cannot compare with "be". Whether the state goes on is
    for the user to say. A passive or a progressive ("i was diagnosed", "i was staying") is no
    state put in the past: its participle is the verb. The user's word, or None."""
    if shape.past or shape.verb is None or carries(shape, Frame.PAST):
        return None
    clause = ut.clauses[claim_clause]
    if not clause.past or clause.verb is None or clause.subject not in _PEOPLE:
        return None  # "it was great to unplug", "there was a story": of no person's state
    lows = ut.canon.lows
    said = lows[clause.verb]
    if said not in PAST_COPULAS or not lemmas(shape.canon.lows[shape.verb]).isdisjoint(lemmas(said)):
        return None  # not a past copula, or the fact says "be" itself (`past_said_as_present`)
    after = clause.verb + 1
    if after < clause.end and is_participle_or_gerund(lows[after]):
        return None
    if text and _written_contracted(ut, clause.verb, text):
        return None
    return said


def _written_contracted(ut: Utterance, k: int, text: str) -> bool:
    """Token k was written as a contraction ("we're", "they're"): an apostrophe inside it."""
    first, last = char_span(ut.canon, text, k, k + 1)
    return any(mark in text[first:last] for mark in _APOSTROPHES)


_APOSTROPHES = ("'", "\u2019")


def governing_words(ut: Utterance, first: int, shape: FactShape, claim: Claim = ()) -> tuple[str, ...]:
    """The words that may govern what the fact claims ("would love to", "used to", "don't", a
    possessor, "imagine if") and that the fact does not carry, when they stand

    * before the quote starting at token `first`, in its clause, and the quote opens without
      a subject of its own ("my husband's | been diagnosed", "always dreamed of | living
      abroad"); a quote that opens on its own subject ("my rent's ...") stands as a clause of
      its own, whatever speech came before it; or
    * inside the quote, between the subject that opens the claim's clause and the first word
      the fact rests on ("I'd love to | explore them" for "User explores them").

    Closed-class words that do not govern (pronouns, determiners, prepositions, fillers) and
    adverbs of manner or time ("finally") are left out; modals, negations and subordinators
    are kept, since they change what the rest of the clause claims."""
    lows = ut.canon.lows
    if first < 0 or first >= len(lows):
        return ()
    found: list[str] = []
    # a past fact may carry a "would" of habit ("as a lad i'd | kick a ball" for "User used to kick")
    after_modal = (
        first > 0
        and not shape.past
        and (lows[first - 1] in MODAL_GOVERNORS or lows[first - 1] in MODAL_SUBJECTS)
    )
    opens = first > 0 and (_opens_subjectless(lows[first]) or (after_modal and "VERB" in pos(lows[first])))
    if opens and not subject_start(lows, first):
        clause = ut.clause_at(first)
        # "i would | retire at sixty", "i'd | move to the coast": a modal right before the verb
        # the quote opens on governs it as it would inside the quote
        before = range(max(clause.first, first - _GOVERNOR_WINDOW), first)
        found += _governors(ut, before, shape, modals=after_modal)
        if after_modal and lows[first - 1] in MODAL_SUBJECTS and shape.lemmas.isdisjoint(WOULD_OR_HAD):
            found.append(lows[first - 1])
    starts = [k for toks in claim for k in toks if k >= first]
    if starts:
        at = min(starts)
        clause = ut.clause_at(at)
        opening = max(first, clause.first)
        if opening < at and lows[opening] in MODAL_SUBJECTS and shape.lemmas.isdisjoint(WOULD_OR_HAD):
            found.append(lows[opening])  # "I'd | have been a chef", "we'd | spend every winter"
        if opening < at and lows[opening] in SUBJECT_PRONOUNS and ut.clause_of[opening] == ut.clause_of[at]:
            # only a word with a verb after it governs one ("'d love to | explore"); the
            # clause's own verb before its object ("I've got | type 2 diabetes") does not
            verbs = [k for k in range(opening + 1, at + 1) if verbish(lows[k]) or "VERB" in pos(lows[k])]
            last = max(verbs, default=opening)
            found += _governors(ut, range(opening + 1, last), shape, modals=True)
    # "i hardly ever | see my cousins", "i | barely slept": an adverb that all but negates the
    # verb after it governs it wherever the quote starts, unless the fact says how seldom itself
    at = min(starts) if starts else first
    fact_lows = shape.canon.lows
    if NEGATIVE.isdisjoint(fact_lows) and NEAR_NEGATIONS.isdisjoint(fact_lows):
        # "she's | almost | a teenager", "i | nearly | passed": just short of so, the same way
        near = _NEAR_OR_SHORT if APPROXIMATORS.isdisjoint(fact_lows) else NEAR_NEGATIONS
        clause = ut.clause_at(at)
        claimed = frozenset(starts)
        # an approximator may stand inside the claim too, after its subject ("my granddaughter's
        # | almost | a teenager"); a near-negation only before it
        stop = max(starts, default=at) if near is _NEAR_OR_SHORT else at
        for k in range(max(clause.first, at - _GOVERNOR_WINDOW), stop):
            if lows[k] not in near or lows[k] in found or _counts_something(lows, k):
                continue
            if lows[k] in APPROXIMATORS and not _heads_claim(ut, k, claimed):
                continue  # "i nearly forgot, | my appointment's on the fifth": of another verb
            if k >= at and lows[k] not in APPROXIMATORS:
                continue
            found.append(lows[k])
    return tuple(found)


def _heads_claim(ut: Utterance, k: int, claimed: frozenset[int]) -> bool:
    """The word the approximator at k modifies is the claim's, past an article or a copula
    ("almost | a | teenager", "nearly | passed"), not a verb of its own ("nearly | forgot")."""
    lows = ut.canon.lows
    j = k + 1
    while j < len(lows) and (lows[j] in ARTICLES or lows[j] in COPULAR_FORMS) and j not in claimed:
        j += 1
    return j in claimed


_NEAR_OR_SHORT = NEAR_NEGATIONS | APPROXIMATORS


def _counts_something(lows: tuple[str, ...], k: int) -> bool:
    """The approximator at k rounds a number, not the claim ("for | nearly | ten years"): the
    fact's own value says how much, and V5 compares it."""
    nxt = k + 1
    return lows[k] in APPROXIMATORS and nxt < len(lows) and lows[nxt][:1].isdigit()


def _governors(ut: Utterance, tokens: range, shape: FactShape, modals: bool = False) -> list[str]:
    lows, keys = ut.canon.lows, ut.canon.keys
    if not tokens:
        return []
    # words of a marker whose frame the fact says itself ("fixing to | sell" for "User plans
    # to sell", "'d love to | visit" for "User wants to visit"): carried, whatever the wording
    carried = {
        k
        for s, e, tag in find_phrases(lows[: tokens.stop], FRAME_MARKERS)
        if e > tokens.start and says_at_head(shape, FRAME_OF_MARKER[tag])
        for k in range(s, e)
    }
    # the fact carries a negation of its own: a negation word, or a verb that negates ("dislikes")
    negated = not NEGATIVE.isdisjoint(shape.canon.lows) or not NEGATIVE_VERBS.isdisjoint(shape.lemmas)
    found: list[str] = []
    for k in tokens:
        w = lows[k]
        if k in carried or k in ut.corrections:
            continue  # "three no wait | four": a marker of the user's own correction governs nothing
        if w in NEGATIVE:
            if negated or not negation_at(keys, k):
                continue  # carried by the fact, or an idiom that asserts ("can't wait")
        elif w in CLOSED_CLASS and w not in SUBORDINATORS:
            if not (modals and w in MODAL_GOVERNORS):
                continue
        elif _ADVERB in (tags := pos(w)) and tags.isdisjoint(_OPEN_CLASS) and w not in _DOUBT_WORDS:
            continue  # "finally", "only", "recently": how or when, not whether
        elif modals and (k + 1 >= len(lows) or lows[k + 1] not in INFINITIVE_LINKS):
            continue  # inside a clause a verb governs through "to" ("love to | hike"), not "love | hiking"
        if keys[k] in shape.canon.key_set or not word_forms(w).isdisjoint(shape.lemmas):
            continue
        found.append(w)
    return found


_ADVERB = "ADV"
_OPEN_CLASS = frozenset(["VERB", "NOUN"])
# one-word hedges, possibilities and wishes ("supposedly", "maybe", "hopefully"): adverbs that govern
_DOUBT_WORDS = frozenset(
    p[0] for p in (*STRONG_HEDGES, *SOFT_HEDGES, *POSSIBILITIES, *WISHES, *HYPOTHETICALS) if len(p) == 1
)
_GOVERNOR_WINDOW = 6  # a governor of a cut quote stands close before it ("always dreamed of")


def _opens_subjectless(word: str) -> bool:
    """The word opens a verb phrase, not a clause: a verb form, an auxiliary or "to" (a subject
    is `subject_start`'s to rule out, which the caller asks)."""
    if word[:1].isdigit():
        return False
    return word == "to" or verbish(word) or is_gerund(word) or is_participle(word)


def negation_just_before(ut: Utterance, first: int, shape: FactShape) -> str | None:
    """A negated clause that ends right where the quote starting at token `first` begins and
    can take it as its complement, when the fact says no negation: "I wouldn't say | I'm
    lonely", "there's zero chance | I'm going back", "it's not like | I'm lonely". Whether the
    quote is that complement or a clause of its own is where clause reading fails most on
    unpunctuated speech, so the candidate waits for the user's review. Answers ("not really |
    my ...", "probably not | ...") and a negation behind a pause (a comma) are left alone; a
    negation of the quote's own clause is `negation_over_claim`'s, and rejects."""
    if first <= 0 or first >= len(ut.clause_of) or not NEGATIVE.isdisjoint(shape.canon.lows):
        return None
    keys, lows, boundary = ut.canon.keys, ut.canon.lows, ut.canon.boundary
    for k in range(first - 1, max(-1, first - 1 - _NEGATION_WINDOW), -1):
        if boundary[k + 1]:
            return None  # a pause between: the quote is said on its own
        if negation_at(keys, k):
            if k in ut.corrections:
                return None  # "derby no hang on | she moved to leicester": a correction, no denial
            between = lows[k + 1 : first]
            if any(not lemmas(w).isdisjoint(FACTIVE_UNDER_NEGATION) for w in between):
                return None  # "don't let me forget | i've got the dentist": the dentist is so
            linked = (*between, *ut.canon.marks[first].split())  # and a "so" the normaliser dropped
            if any(w in CLAUSE_LINKS and w not in COORDINATORS for w in linked):
                # "i don't drive so | i take the tram", "we never do seafood cause | my husband's
                # allergic": a link of cause, result or contrast opens the quote's own clause,
                # which the negation before it does not reach ("and" may join two denied things)
                return None
            return lows[k] if any(_takes_complement(w) for w in between) else None
    return None


_NEGATION_WINDOW = 4


def _takes_complement(word: str) -> bool:
    """A word after which a clause can follow as what is denied: a verb ("say"), a noun
    ("chance"), a complementiser ("that", "like")."""
    if word in ASKED_COMPLEMENTISERS or word in COMPLEMENT_OPENERS:
        return True
    if word in CLOSED_CLASS:
        return False
    tags = pos(word)
    return "VERB" in tags or "NOUN" in tags


# -- a name moved onto another verb (V5) -----------------------------------------------------
_AUX_REACH = 3  # words from the fact's first verb to its lexical verb ("is | going to fly")
_NOMINAL_TAGS = frozenset({"NOUN", "ADJ", "PROPN"})


def _main_verb(shape: FactShape) -> int | None:
    """The fact's lexical verb: its main verb, or the first verb after an auxiliary ("is |
    flying")."""
    lows = shape.canon.lows
    if shape.verb is None:
        return None
    for k in range(shape.verb, min(len(lows), shape.verb + _AUX_REACH)):
        if _plain_verb(lows[k]):
            return k
    return None


def _plain_verb(low: str) -> bool:
    """A word that can only be read as a lexical verb here: an "-ing" or past form, or a verb
    that is no noun or adjective ("flying", "drove", "visits"; not "full", "neighbour")."""
    if low in AUXILIARIES or low in CLOSED_CLASS or "VERB" not in pos(low):
        return False
    return is_gerund(low) or is_past(low) or is_participle(low) or pos(low).isdisjoint(_NOMINAL_TAGS)


def moved_specific(ut: Utterance, shape: FactShape, span: range) -> tuple[str, str, str] | None:
    """V5: a name of the fact that the user said after another verb than the fact's, where the
    fact's verb had a place or thing of its own ("we're flying into lisbon, | then driving up
    to porto" for "User is flying to Porto"; "born in cork, raised in limerick" for "User was
    born in Limerick"): (name, the user's verb for it, the fact's verb), or None. The verb of a
    word is the nearest verb before it in its sentence."""
    verb = _main_verb(shape)
    if verb is None or not shape.specifics:
        return None
    lows, keys, flows = ut.canon.lows, ut.canon.keys, shape.canon.lows
    forms = word_forms(flows[verb])
    for name in shape.specifics:
        if is_date_or_number(name):
            continue
        places = [k for k in span if keys[k] == name]
        if not places:
            continue
        moved = None
        for k in places:
            if not any(w in PREPOSITIONS for w in lows[max(span.start, k - 2) : k]):
                moved = None
                break  # a place or goal ("to porto", "in limerick"), not a title or a name
            own = next((j for j in range(k - 1, span.start - 1, -1) if _plain_verb(lows[j])), None)
            if own is not None and (
                not _own_verb(ut, own) or not word_forms(lows[own]).isdisjoint(shape.lemmas)
            ):
                moved = None
                break  # not a verb of its own clause, or one the fact says too ("moving to ...")
            if own is None or not forms.isdisjoint(word_forms(lows[own])):
                moved = None
                break  # said with the fact's verb (or with no verb before it)
            mine = next(
                (j for j in range(own - 1, span.start - 1, -1) if not forms.isdisjoint(word_forms(lows[j]))),
                None,
            )
            if mine is None or not _has_own_goal(lows, mine + 1, own):
                moved = None
                break
            moved = (name, lows[own], flows[verb])
        if moved is not None:
            return moved
    return None


def _own_verb(ut: Utterance, k: int) -> bool:
    """The verb at k heads a clause of its own: not a naming verb ("a book called ..."), not a
    name ("Harry"), and a participle only after a pause or a link ("born in cork, | raised in
    limerick"), never one that describes the noun before it ("a novel set in ...")."""
    low = ut.canon.lows[k]
    if ut.canon.critical[k] or not lemmas(low).isdisjoint(NAMING_LEMMAS):
        return False
    if k > 0 and (ut.canon.lows[k - 1] in DETERMINERS or ut.canon.lows[k - 1] in POSSESSIVES):
        return False  # "my sister's | wedding": a noun
    if is_gerund(low) or (is_past(low) and not is_participle(low)):
        return True
    return ut.canon.boundary[k] or (k > 0 and ut.canon.lows[k - 1] in CLAUSE_LINKS)


def _has_own_goal(lows: tuple[str, ...], first: int, end: int) -> bool:
    """Between a verb and the next verb, a preposition and a noun after it ("flying | into
    lisbon |, then driving"): the first verb's own place or thing."""
    for j in range(first, end - 1):
        if lows[j] not in PREPOSITIONS:
            continue
        m = j + 1
        if m < end and lows[m] in DETERMINERS:
            m += 1
        if m < end and lows[m] not in CLOSED_CLASS and noun_like(lows[m]):
            return True
    return False


def verb_of_another(ut: Utterance, shape: FactShape) -> str | None:
    """V6b: the fact's main verb takes "to" after the user as its subject ("User wants to lose a
    stone"), and the user said that verb only of somebody else, with the user as its object
    ("the doctor wants | me | to lose a stone", "my wife needs me to retire"): the wish or need is
    the other person's. The user's word for the verb, or None."""
    if shape.verb is None or not shape.names_user or shape.possessive_lead:
        return None
    flows = shape.canon.lows
    if shape.verb + 1 >= len(flows) or flows[shape.verb + 1] not in INFINITIVE_LINKS:
        return None
    wanted = lemmas(flows[shape.verb])
    lows = ut.canon.lows
    said = [k for k, w in enumerate(lows) if not wanted.isdisjoint(lemmas(w))]
    if not said:
        return None
    for k in said:
        if not (k + 2 < len(lows) and lows[k + 1] in OBJECT_SELF and lows[k + 2] in INFINITIVE_LINKS):
            return None  # the user says it of themself somewhere ("i want to, and the doctor wants me to")
    return lows[said[0]]


def roles_reversed(ut: Utterance, shape: FactShape) -> str | None:
    """V6c: the fact turns round who did what to whom. "User gave their car to their daughter"
    on "my daughter gave me her car": the fact's verb, with the user as its subject, which the
    user said only with somebody else as its subject and themself as its object; and "User's
    brother rang User" on "i rang my brother": the fact's verb, with a relation as its subject,
    which the user said only of themself with that relation (or the name the fact opens with:
    "Priya drove User" on "i drove priya") after it. The user as object may follow a preposition
    of whom it is for ("my mum cooked dinner | for me"). A passive fact ("User was given a car")
    keeps the roles. The user's subject for the verb, or None."""
    flows = shape.canon.lows
    named = shape.leading_name if flows and flows[0] not in FACT_USER_WORDS else None
    if shape.verb is None or not shape.names_user or not flows:
        return None
    if flows[0] not in FACT_USER_WORDS and named is None:
        return None  # the fact's subject is neither the user, nor the user's relation, nor a name
    if any(w in CONJOINING_WORDS for w in flows[: shape.verb]):
        return None  # "User and their wife went": a joint subject, the user among the doers
    verb = flows[shape.verb]
    if verb in AUXILIARIES or (
        shape.verb > 0 and flows[shape.verb - 1] in AUXILIARIES and is_participle(verb)
    ):
        return None  # a copula, "has", or a passive: no agent to turn round
    done = lemmas(verb)
    lows = ut.canon.lows
    said = [k for k, w in enumerate(lows) if not done.isdisjoint(lemmas(w)) and "VERB" in pos(w)]
    if not said:
        return None
    others: list[str] = []
    for k in said:
        clause = ut.clause_at(k)
        if not shape.possessive_lead and named is None:
            agent = _passive_agent(lows, k, clause.end) if clause.subject is Subject.USER else None
            if agent is not None:
                others.append(lows[agent])  # "i was taught to swim | by my dad": done to the user
                continue
            if clause.subject is not Subject.THIRD:
                return None  # the user said they did it
            objects = [
                j
                for j in range(k + 1, clause.end)
                if lows[j] in OBJECT_SELF
                and (j < k + 3 or lows[j - 1] in RECIPIENT_PREPOSITIONS)
                and not dialect_my(lows, j)
            ]  # "gave | me", "cooked dinner for | me"; not "came with me" (both came), nor "me mam"
            named_doer = clause.relation is not None and any(
                _same_relation(clause.relation, p) for p in shape.people
            )  # "me son fixed me car" for "User fixed their son's car": the doer moved
            with_user = any(  # "me wife and | me | went", "walked to the beach with | me": among the doers
                lows[j] in SELF_IN_SUBJECT and not dialect_my(lows, j) for j in range(clause.first, k)
            ) or any(
                lows[j] in OBJECT_SELF and lows[j - 1] in COMITATIVE_PREPOSITIONS
                for j in range(k + 1, clause.end)
            )
            if with_user or not (objects or named_doer):
                return None  # the user among the doers, or nothing said of the user
            others.append(clause.relation or lows[clause.head])
        else:
            if clause.subject is not Subject.USER or (not shape.people and named is None):
                return None
            if _passive_agent(lows, k, clause.end) is not None:
                return None  # "i was taught | by my dad": the relation did it, as the fact says
            if named is not None:
                if named not in ut.canon.keys[k + 1 : clause.end]:
                    return None  # "i drove | priya": the name the fact makes the driver
            elif not any(
                r is not None and _same_relation(r, p)
                for r in map(relation_of, lows[k + 1 : clause.end])
                for p in shape.people
            ):
                return None
            others.append(lows[clause.head])
    return others[0] if others else None


def _passive_agent(lows: tuple[str, ...], k: int, end: int) -> int | None:
    """Verb k is a passive ("was | taught", "got | knocked off") whose agent follows "by" in the
    clause ("... by my dad"): the agent's head word, else None."""
    if k == 0 or not is_past_form(lows[k]) or lows[k - 1] not in PASSIVE_AUXILIARIES:
        return None
    by = next((j for j in range(k + 1, end) if lows[j] in AGENT_PREPOSITIONS), None)
    if by is None:
        return None
    return next(
        (j for j in range(by + 1, end) if lows[j] not in DETERMINERS and lows[j] not in POSSESSIVES), None
    )
