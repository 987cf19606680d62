"""Later turns of the user that take a statement back (rule V12).

A fact can be true of the turn it was said in and undone by the next: "scratch that", "the
move fell through", "I haven't actually quit", "oh two thousand and six, sorry". Each function
here finds the user turn, after the candidate's source message (`index`), that retracts,
doubts or corrects the statement, and returns that message's index.

Pure functions of the transcript and the fact; `Check` caches what they return.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, replace
from functools import lru_cache

from companion.model import Message
from companion.validation.claim import negating_tokens, stopping_end
from companion.validation.clauses import (
    CLOSED_CLASS,
    Clause,
    is_be_clitic,
    noun_phrase_opener,
    relation_of,
    sentence_ends,
    subject_start,
    verbish,
)
from companion.validation.content import word_forms
from companion.validation.corrections import correction_markers, value_kind
from companion.validation.fact import FactShape, of_their_sex
from companion.validation.frames import reports_back
from companion.validation.lexicon import (
    ALTERNATIVE_PHRASES,
    AT_ALL_WORDS,
    AUXILIARIES,
    CALENDAR,
    CHANGE_DIRECTIONS,
    CLAUSE_LINKS,
    CONCORD_PHRASES,
    CONDITION_LEAD_INS,
    CONTRACTED_VERB,
    DETERMINERS,
    FUNCTION_WORDS,
    GENERAL_WORDS,
    HAVING_LEMMAS,
    HEDGE_ADVERBS,
    INTERJECTIONS,
    LATER_CONDITIONS,
    MONTHS,
    NEGATION_IDIOMS,
    NEGATIVE,
    NEWS_RETURNS,
    NEWS_VERBS,
    NOT_DONE_WORDS,
    NOT_HANGING_CONDITIONS,
    NOTHING_FORMS,
    OBJECT_PRONOUNS,
    OTHERS_POSSESSIVES,
    OWN_PRESENT_BE,
    PAST_AUXILIARIES,
    POSSESSIVES,
    PREPOSITIONS,
    QUESTION_AUXILIARIES,
    REPORT_VERBS,
    RESCHEDULE_VERBS,
    RETRACTIONS,
    SAYING_VERBS,
    SECOND_PERSON,
    SETTLED_WORDS,
    SOMEONES_POSSESSIVES,
    SUBJECT_FORMS,
    SUBJECT_PRONOUNS,
    THIRD_PERSON,
    THIRD_SUBJECTS,
    TRAILING_CONDITIONS,
    UNDONE_LEADS,
    UNSETTLED_PHRASES,
    USER_SUBJECTS,
    WEEKDAYS,
    WH_WORDS,
)
from companion.validation.lexicon.claims import (
    AFFIRMING_WORDS,
    AHEAD_LINKS,
    AS_THOUGHT_OPENERS,
    ASIDE_OPENERS,
    AWAY_PARTICLES,
    BACK_TO,
    BELONGING_LEMMAS,
    BELONGING_TO,
    CANCELLING_VERBS,
    CHECKING_LEMMAS,
    COMPARING_OPENERS,
    COMPLETING_LEMMAS,
    COUNTING_WH_WORDS,
    DAY_PARTS,
    DECEIT_NOUNS,
    DENIAL_DEGREES,
    DENIAL_OPENINGS,
    DENYING_WORDS,
    DESTINATION_PREPOSITIONS,
    DISAVOWALS,
    DISMISSING_LEMMAS,
    DONE_WORDS,
    ERROR_ELSEWHERE,
    ERROR_HOLDING_LEMMAS,
    ERROR_WORDS_AFTER,
    EXCEPTION_OPENERS,
    EXCEPTIVE_WORDS,
    FILLING_WH_WORDS,
    FINDING_PHRASES,
    FOUND_LESSER,
    GETTING_LEMMAS,
    GOING_LEMMAS,
    HABITUAL_ERRORS,
    INSTEAD_WORDS,
    KEPT_AFTER_CONTRAST,
    LAPSE_SPANS,
    LISTENER_FORMS,
    MEASURING_LEMMAS,
    MISTAKING_LEMMAS,
    MODAL_FORMS,
    MOVING_AWAY_LEMMAS,
    MOVING_PARTICLES,
    NAMING_NOUNS,
    NEAR_MISS_ADVERBS,
    NEGATED_PERFECTS,
    NEGATIVE_ANSWERS,
    NEW_KEEPER_NOUNS,
    NO_ANSWER_WORDS,
    NO_LONGER_AFTER,
    NO_LONGER_PHRASES,
    NOT_AN_ORDER_BEFORE,
    OBJECT_SELF,
    OTHERING_WORDS,
    OUTCOME_MARKERS,
    OUTCOME_PHRASES,
    OVERSTATED_PHRASES,
    OVERSTATING_LEMMAS,
    OWN_PROGRESSIVES,
    OWN_SPEECH_QUESTIONS,
    PERSISTENCE_WORDS,
    PLACE_DEICTICS,
    PLACE_PREPOSITIONS,
    POINTED_AUXILIARIES,
    POINTED_WRONG,
    POINTING_OBJECTS,
    POINTING_SUBJECTS,
    PRO_VERB_LEMMAS,
    PURSUING_LEMMAS,
    REACHING_LEMMAS,
    READING_OUT_LEMMAS,
    RECEDING_LEMMAS,
    RECOVERY_NOT_AFTER,
    RECOVERY_PHRASES,
    RECOVERY_WORDS,
    RELEASE_LEMMAS,
    RELOCATING_LEMMAS,
    REMAINDER_CUES,
    REMAINING_PHRASES,
    RESUMING_WORDS,
    RETRACTED_DEMONSTRATIVES,
    RETRACTION_CLOSERS,
    SAID_CLAUSE_LEMMAS,
    SAID_NOUNS,
    SEEMED_LIKE,
    SEEMING_LEMMAS,
    SELF_INFLATING_PHRASES,
    SET_ASIDE_WORDS,
    SET_AT_LINKS,
    SMALL_DEGREES,
    STAGE_ENDINGS,
    STOPPING_VERBS,
    SUPPOSED_BRIDGES,
    SUPPOSING_BEFORE,
    SURPRISE_WORDS,
    SUSPECTING_LEMMAS,
    TALKING_FORMS,
    THINKERS,
    TOPIC_SHIFTS,
    UNDONE_PHRASES,
    UNTIL_LINKS,
    USER_BE_CLITICS,
    WEAK_TOPIC_WORDS,
    WENT_FORMS,
    WENT_SUBJECTS,
    WENT_TO_ANOTHER,
    WHY_SAID,
)
from companion.validation.lexicon.clauses import (
    ARTICLES,
    BARE_CORRECTIONS,
    BE_LEMMAS,
    CALENDAR_CARRIERS,
    CALENDAR_FIXING_WORDS,
    CONDITION_IF,
    CONTRACTED_COPULAS,
    CONTRASTIVE_LINKS,
    COPULAR_FORMS,
    CORRECTION_FILLERS,
    DEGREE_WORDS,
    GOING_TO,
    INDEFINITE_ARTICLES,
    INDEPENDENT_POSSESSIVE_OWNERS,
    IT_FORMS,
    PERFECT_AUXILIARIES,
    POINTING_BACK,
    USER_OWNER,
    USER_POSSESSIVE_WORDS,
)
from companion.validation.lexicon.dates import FUTURE_MARKERS, RELATIVE_TIME_TRIGGERS, TIME_DIRECTIONS
from companion.validation.lexicon.mood import NOW_WORDS
from companion.validation.lexicon.morphology import (
    inflected_unknown,
    inflections,
    is_comparative,
    is_finite_verb,
    is_gerund,
    is_participle,
    is_past,
    is_past_form,
    lemmas,
    pos,
)
from companion.validation.lexicon.numbers import ORDINAL_ENDINGS
from companion.validation.lexicon.tables import (
    CONFESSION_PHRASES,
    GENERIC_RETRACTION_PHRASES,
    MISSTATING_HABIT_PHRASES,
    REPAIR_TAG_PHRASES,
    RETRACTION_PHRASES,
    SARCASM_PHRASES,
    TEASE_PHRASES,
    Marker,
    find_phrases,
    phrase_at,
    phrase_spans,
)
from companion.validation.normalize import Canon, canonicalize, token_spans
from companion.validation.speech import questions
from companion.validation.utterance import Frame, Subject, Utterance, analyse
from companion.validation.values import Mention, mentions, scaled_readings

__all__ = [
    "GENERAL_VERBS",
    "checked_value_later",
    "clear_caches",
    "conditioned_later",
    "contradicting_turn",
    "correcting_turn",
    "corrects_another_slot",
    "denied_words",
    "describes_otherwise",
    "dismisses",
    "doubting_turn",
    "echo_denied",
    "fact_reading",
    "fact_values",
    "found_otherwise_later",
    "left_place_later",
    "moved_away_later",
    "names_only_the_fact",
    "next_user_turn",
    "no_answer_at",
    "no_to_nothing_asked",
    "not_yet_later",
    "opening_correction_turn",
    "opens_with_retraction",
    "overstated_later",
    "own_object",
    "owns_sarcasm",
    "placed_elsewhere_later",
    "pointing_back_turn",
    "points_back_taken",
    "polar_question",
    "prompt_before",
    "reached_later",
    "recalendared_later",
    "recovered_later",
    "resumed_turn",
    "retracted_of_another",
    "retracting_turn",
    "reversed_later",
    "same_type",
    "set_at_later",
    "stopping_at",
    "topic_words",
    "user_turns_after",
    "went_to_another_later",
    "yes_then",
]

_NOT_TOPIC = FUNCTION_WORDS | NEGATIVE | INTERJECTIONS | GENERAL_WORDS  # "not", "anymore": no topic


def topic_words(shape: FactShape, quote: Canon) -> frozenset[str]:
    """The dictionary forms of the fact's and the quote's content words."""
    words = [shape.canon.lows[k] for k in shape.content]
    words += [w for w in quote.lows if w not in _NOT_TOPIC and len(w) > 2]
    return frozenset().union(*(lemmas(w) for w in words)) if words else frozenset()


def denied_words(shape: FactShape) -> frozenset[str]:
    """Dictionary forms of the fact's own content words that a later "not <word>" would deny
    ("so not qualified on paper" after "I'm a qualified electrician"). Not the words a negation
    of the fact already governs: "no car for me" agrees with "User has never owned a car"."""
    lows = shape.canon.lows
    stopped = _stopping_verb_at(lows)
    negated = _negated_words(lows)
    # "User quit smoking": a later "still not smoked" agrees with it; only the quitting is denied
    words = [
        lows[k]
        for k in shape.content
        if lows[k] not in WEAK_TOPIC_WORDS
        and not lows[k][:1].isdigit()
        and (stopped is None or k <= stopped)
        and k not in negated
    ]
    return frozenset().union(*(lemmas(w) for w in words)) - WEAK_TOPIC_WORDS if words else frozenset()


def _negated_words(lows: tuple[str, ...]) -> frozenset[int]:
    """The fact's tokens a negation governs: from each negation to the end of its clause, or to
    a contrast that opens another ("User does not eat meat | but eats fish")."""
    out: set[int] = set()
    for k, w in enumerate(lows):
        if w not in NEGATIVE:
            continue
        end = next((j for j in range(k + 1, len(lows)) if lows[j] in CONTRASTIVE_LINKS), len(lows))
        out.update(range(k + 1, end))
    return frozenset(out)


@lru_cache(maxsize=4096)
def _stopping_verb_at(lows: tuple[str, ...]) -> int | None:
    """The last token of the first verb of stopping in a fact ("User | quit | smoking", "gave up
    | sugar"), whose object a later negation agrees with rather than denies."""
    return next((end for k in range(len(lows)) if (end := stopping_end(lows, k)) is not None), None)


def retracting_turn(
    ut: Utterance,
    claim_clause: int | None,
    topic: frozenset[str],
    denied: frozenset[str],
    messages: Sequence[Message],
    index: int,
    claim_end: int | None = None,
    people: frozenset[str] = frozenset(),
) -> int | None:
    """V12: a later user turn (or the rest of this one, `ut`, after the clause that holds the
    claim) that takes the statement back: a generic retraction in the next user turn ("scratch
    that", "never mind"), or one that names what the fact is about (`topic`: "the move fell
    through"), or a "not <word>" of the fact's words (`denied`).

    In this turn a generic retraction counts too when it comes right after the claim's last
    word (`claim_end`): a transcript without stops runs the statement and its retraction into
    one clause ("my boss is a nightmare actually i take that back", "four grandkids forget i
    said that it's five").

    A later turn in which every retraction is another person's withdrawal of themselves ("my
    sister was coming but she cancelled", with `people` the fact's own relations) takes nothing
    back of the fact."""
    lows = ut.canon.lows
    after_claim = ut.clauses[claim_clause].end if claim_clause is not None else len(lows)
    tail = lows[after_claim:]
    if _retracts(tail, topic, generic=False):
        return index
    if claim_clause is not None and _lapsed_next(ut, claim_clause):
        return index
    if claim_end is not None and _retracts_before_more(lows[claim_end:]):
        return index
    next_user = True
    for j in range(index + 1, len(messages)):
        msg = messages[j]
        if msg.role != "user":
            continue
        lows = canonicalize(msg.content).lows
        prompt = prompt_before(messages, j)
        # "Do you still smoke?" "not anymore, ...": an elliptical answer is of what was asked
        # ("scratch that", "forget i said that" point back to the user's own words: not so)
        generic = next_user and not (
            asks_of_else(prompt, topic) and (_opens_with(lows, NO_LONGER_PHRASES) or _bare_no(lows))
        )
        if _retracts(lows, topic, generic=generic) and not _withdrawn_by_another(lows, people):
            return j
        if _denies(lows, denied, topic) and not _denied_by_another(lows, denied, people):
            return j
        next_user = False
    return None


def corrects_another_slot(shape: FactShape, quote: Canon, text: str) -> bool:
    """The later turn's new values (those the quote did not say) are all of kinds the quote said
    and the fact left out: "i tell a lie, it was the wednesday" after "born on tuesday, seven
    pound two" corrects the day, and a fact of the weight alone keeps standing. The new values
    read are those a few words after a retraction (its correction); a weekday, a month and a
    number are the kinds; a turn with no new value there corrects no slot."""
    said = frozenset(quote.keys)
    canon = canonicalize(text)
    keys = canon.keys
    # the values said right after a retraction ("scratch that, | it's saturday"): its correction
    found = find_phrases(canon.lows, RETRACTION_PHRASES) + find_phrases(
        canon.lows, GENERIC_RETRACTION_PHRASES
    )
    after = {k for _s, e, _m in found for k in range(e, e + _SLOT_REACH)}
    new = {value_kind(keys[k]) for k in after if k < len(keys) and keys[k] not in said} - {None}
    if not new:
        return False
    kept = {value_kind(k) for k in shape.canon.keys} - {None}
    quoted = {value_kind(k) for k in said} - {None}
    return new <= quoted - kept


_SLOT_REACH = 6  # words after a retraction its correcting value stands within


_LAPSE_REACH = 4  # words of a clause that says the statement before it no longer holds


def _lapsed_next(ut: Utterance, ci: int) -> bool:
    """The clause right after the claim's, in the same turn, says the claim no longer holds in
    a clause of its own that is nothing but that ("my sister lives in leeds, | or she did |,
    she's in york now", "he works at asda, | used to |, he's at lidl now"): an elliptical past
    of the claim's own subject, or "used to" on its own."""
    if ci + 1 >= len(ut.clauses):
        return False
    c = ut.clauses[ci + 1]
    lows, boundary = ut.canon.lows, ut.canon.boundary
    # up to a stop inside the clause ("used to, | my voice went": a transcript's comma)
    end = next((k for k in range(c.first + 1, c.end) if boundary[k]), c.end)
    words = [w for w in lows[c.first : end] if w not in CLAUSE_LINKS and w not in INTERJECTIONS]
    if not words or len(words) > _LAPSE_REACH:
        return False
    if tuple(words) in NO_LONGER_PHRASES:
        return True  # "used to", "not anymore" standing as the clause
    subject, *rest = words
    same = subject in SUBJECT_PRONOUNS and c.subject is ut.clauses[ci].subject and not ut.clauses[ci].past
    past = len(rest) == 1 and rest[0] in PAST_AUXILIARIES
    return same and past and rest[0] not in NEGATIVE and rest[0] not in MODAL_FORMS


_ANSWER_WORDS = NEGATIVE | INTERJECTIONS | NO_ANSWER_WORDS


def _bare_no(lows: tuple[str, ...]) -> bool:
    """The turn opens with a take-back made only of a "no" ("nah not really, an evening a
    month", "haha no, terrible"): after a yes/no question it answers the question."""
    return any(
        s <= _OPENING and all(w in _ANSWER_WORDS for w in lows[:e])
        for s, e, _t in find_phrases(lows, GENERIC_RETRACTION_PHRASES)
    )


def _withdrawn_by_another(lows: tuple[str, ...], people: frozenset[str]) -> bool:
    """Every retraction in the turn is a person's withdrawal of themselves, and that person is
    named in the turn and is not one the fact is about: "my sister was but | she cancelled",
    "my parents were going to join us but | they've pulled out" (the fact's "mum" or "we" stand).
    The retraction has a third-person subject (a relation word, or a pronoun whose person the
    turn names before it) and no object after it ("my husband cancelled | the holiday" undoes
    the holiday)."""
    found = find_phrases(lows, RETRACTION_PHRASES)
    if not found:
        return False
    for start, end, _m in found:
        if not _another_person_before(lows, start, people):
            return False
        after = lows[end] if end < len(lows) else ""
        if (after in DETERMINERS and after not in POSSESSIVES) or after in USER_POSSESSIVE_WORDS:
            return False  # "... cancelled | the holiday": the thing undone is named
        # "my husband cancelled | his | gym membership": a thing of his own, his withdrawal
    return True


def retracted_of_another(text: str, topic: frozenset[str]) -> bool:
    """Every retraction in the turn is said of a thing or person it names that is not the fact's
    ("the ad thing | got turned down", "my friend at the same place | quit", "a couple | have
    dropped out"): the turn names the fact elsewhere, and the retraction is of that other
    subject. Not a retraction that opens the turn ("scratch that") or is said of a pronoun ("it
    fell through", "we cancelled"), which may be the fact's."""
    lows = canonicalize(text).lows
    if _retraction_reading(lows)[0]:
        return False
    found = find_phrases(lows, RETRACTION_PHRASES)
    if not found:
        return False
    for start, _end, _m in found:
        k = _subject_before(lows, start)
        if k < 0 or lows[k] in SUBJECT_PRONOUNS or lows[k] in POINTING_SUBJECTS or lows[k] in CLOSED_CLASS:
            return False
        if "NOUN" not in pos(lows[k]) and relation_of(lows[k]) is None:
            return False  # no noun before it: a verb, an adverb ("we | finally | cancelled")
        if not lemmas(lows[k]).isdisjoint(topic) and not _described_otherwise(lows, k, topic):
            return False  # "the wedding | got called off": the fact's own thing, not "our final
            # mock | exam" of a board exam
    return True


def _described_otherwise(lows: tuple[str, ...], k: int, topic: frozenset[str]) -> bool:
    """The noun at k is described, within its noun phrase, by a word the fact does not say ("our
    | final mock | exam" of a board exam, "the | other | job"): another thing of its kind."""
    j = k - 1
    while j >= 0 and k - j <= _DESCRIBED_REACH and lows[j] not in DETERMINERS and lows[j] not in POSSESSIVES:
        if describes_otherwise(lows[j], topic):
            return True
        j -= 1
    return False


def describes_otherwise(word: str, said: frozenset[str]) -> bool:
    """`word` describes a noun as a thing the fact, whose dictionary forms are `said`, does not
    say: a describing word or one of othering ("old", "final", "other") that is none of them."""
    return ("ADJ" in pos(word) or word in OTHERING_WORDS) and lemmas(word).isdisjoint(said)


_DESCRIBED_REACH = 3  # words before a noun its describing words may stand in ("final mock | exam")


def _denied_by_another(lows: tuple[str, ...], denied: frozenset[str], people: frozenset[str]) -> bool:
    """Every "not <word>" of the fact's words in the turn is said of another person named in
    it ("my sister was but she cancelled | she's not coming now")."""
    found = [
        i
        for i, w in enumerate(lows[:-1])
        if w in DENYING_WORDS and not lemmas(lows[i + 1]).isdisjoint(denied)
    ]
    return bool(found) and all(_another_person_before(lows, i, people) for i in found)


def _subject_before(lows: tuple[str, ...], start: int) -> int:
    """The token before `start` past its auxiliaries ("my sister | has | cancelled", "the ad thing
    | got | turned down"): the subject's last word; -1 when the turn opens with the verb."""
    k = start - 1
    while k >= 0 and (lows[k] in POINTED_AUXILIARIES or lows[k] in PERFECT_AUXILIARIES):
        k -= 1
    return k


def _another_person_before(lows: tuple[str, ...], start: int, people: frozenset[str]) -> bool:
    """The subject before token `start` (past auxiliaries) is a person the turn names who is
    not one of `people`: a relation word ("my sister | cancelled"), or a third-person pronoun
    whose person the turn names before it ("my sister was but | she cancelled")."""
    k = _subject_before(lows, start)
    if k < 0:
        return False
    if lows[k] in THIRD_SUBJECTS:
        named = [m for m in range(k) if _person_subject(lows, m)]
        person = relation_of(lows[named[-1]]) if named else None
    else:
        person = relation_of(lows[k]) if _person_subject(lows, k) else None
    return person is not None and person not in people


def _person_subject(lows: tuple[str, ...], m: int) -> bool:
    """Token m is a relation word that opens a clause as its subject: after a possessive or a
    determiner that opens the clause, with a verb after it ("my sister | was", "my parents |
    were going to"); not an object ("i eat | fish") or a predicate ("it was his | friend")."""
    if relation_of(lows[m]) is None or m == 0 or m + 1 >= len(lows):
        return False
    owner = lows[m - 1]
    if owner not in POSSESSIVES and owner not in DETERMINERS:
        return False
    before = lows[m - 2] if m >= 2 else ""
    opens = not before or before in CLAUSE_LINKS or before in INTERJECTIONS
    return opens and (verbish(lows[m + 1]) or is_be_clitic(lows, m))  # "my brother's | not"


def _opens_with(lows: tuple[str, ...], phrases: tuple[tuple[str, ...], ...]) -> bool:
    """The turn opens with one of `phrases`, after any interjections ("oh, not anymore")."""
    k = 0
    while k < len(lows) and lows[k] in INTERJECTIONS:
        k += 1
    return any(lows[k : k + len(p)] == p for p in phrases)


def prompt_before(messages: Sequence[Message], j: int) -> str:
    """What the assistant said just before message j, the turn a later user turn may answer
    ("" when the turn before is the user's own or there is none)."""
    return messages[j - 1].content if j > 0 and messages[j - 1].role == "assistant" else ""


def polar_question(prompt: str) -> bool:
    """The assistant's turn asks a yes/no question ("Do you still swim?", "Is she coming?"): an
    elliptical answer ("not anymore", "never mind") may be of whatever it asked."""
    if "?" not in prompt:
        return False
    canon = canonicalize(prompt)
    return any(canon.boundary[k] and w in QUESTION_AUXILIARIES for k, w in enumerate(canon.lows))


def asks_of_else(prompt: str, topic: frozenset[str]) -> bool:
    """The assistant asks a yes/no question that names nothing of the fact ("Do you still
    smoke?" after "my sister runs a bakery"): the user's bare answer is of that."""
    if not polar_question(prompt):
        return False
    lows = canonicalize(prompt).lows
    if not PERSISTENCE_WORDS.isdisjoint(lows) and all(
        w in _NOT_TOPIC or w in WEAK_TOPIC_WORDS or w in PERSISTENCE_WORDS or w in SECOND_PERSON for w in lows
    ):
        return False  # "do you still do that?": it asks whether the statement holds
    asked = frozenset().union(*(lemmas(w) for w in lows))
    return asked.isdisjoint(topic - WEAK_TOPIC_WORDS)


def doubting_turn(
    denied: frozenset[str],
    topic: frozenset[str],
    messages: Sequence[Message],
    index: int,
    specifics: frozenset[str] = frozenset(),
) -> int | None:
    """V12: the next user turn opens with a correction ("oh no sorry, I got muddled, it's my
    niece who's expecting") and speaks of what the fact is about: the statement may be taken
    back. `denied` are the fact's words (`denied_words`), `topic` the fact's and the quote's
    (`topic_words`). (A denial of a word of the fact, "I haven't actually quit", is read by
    `contradicting_turn`, which also knows whose clause it is and what the negation governs.)"""
    spoken_of = (denied | topic) - WEAK_TOPIC_WORDS  # the quote's words name the topic too
    j = next_user_turn(messages, index)
    if not denied or j is None:
        return None
    said = _opening_correction_forms(messages[j].content)
    if said is None or said.isdisjoint(spoken_of):
        return None
    if _confirmed(canonicalize(messages[j].content), denied | topic | specifics):
        return None  # "hang on did i say june? | yeah june": checked and kept
    return j


def yes_then(lows: tuple[str, ...], start: int, end: int, reach: int, said: Callable[[int], bool]) -> bool:
    """A yes between tokens `start` and `end`, and within `reach` words after it a token for
    which `said` holds ("did i say june? | yeah | june", "yes | the | ninth"): the user checked
    what they said and kept it."""
    for k in range(start, min(end, len(lows))):
        if lows[k] in AFFIRMING_WORDS and any(said(j) for j in range(k + 1, min(len(lows), k + 1 + reach))):
            return True
    return False


_CONFIRM_REACH = 3  # words after a yes the word it confirms may stand within ("yes | the | ninth")


def _confirmed(canon: Canon, words: frozenset[str]) -> bool:
    """A yes followed at once by a word of the fact ("yeah june", "yes the ninth"), and no
    negation in the turn: the user checked what they said and kept it."""
    lows = canon.lows
    if not NEGATIVE.isdisjoint(lows[1:]):
        return False  # "hang on, no, it's july, yeah july": a yes to the new value
    return yes_then(
        lows,
        0,
        len(lows),
        _CONFIRM_REACH,
        lambda j: not lemmas(lows[j]).isdisjoint(words) or canon.keys[j] in words,
    )


@lru_cache(maxsize=4096)
def _opening_correction_forms(text: str) -> frozenset[str] | None:
    """When the turn opens with an explicit correction, the dictionary forms of its words
    (None otherwise): `doubting_turn`'s reading of a turn, once per message text."""
    canon = canonicalize(text)
    lows = canon.lows
    # an explicit correction ("no sorry", "hang on, no"), not a bare "actually" that brings
    # news ("actually I now teach physics": a change for V10 to weigh)
    opens = any(
        start <= 3 and lows[start:end] not in BARE_CORRECTIONS for start, end in correction_markers(canon)
    )
    if not opens:
        return None
    return frozenset().union(*(lemmas(w) for w in lows)) if lows else frozenset()


def correcting_turn(shape: FactShape, messages: Sequence[Message], index: int) -> tuple[int, bool] | None:
    """V12: the next user turn gives another value of the same type as one of the fact's
    ("we got married in eighty five" ... "eighty six, sorry"; "oh eighty eight, sorry, eighty
    six was when we got married") beside a correction marker or as the turn's opening: the
    fact's value is the one taken back.

    Typed (`values.mentions`): a year corrects a year (a two-digit "eighty six" read in the
    fact's century, near it), a count corrects a count of the same noun (or a bare number), and a
    number that counts something else ("one sec") corrects nothing. Returns the turn and whether
    it is unambiguous (`True`: the new value opens the turn, beside the marker: rejected), or
    only likely (held)."""
    facts = _fact_values(shape)
    j = next_user_turn(messages, index) if facts else None
    if j is None:
        return None
    values = _turn_values(messages[j].content)
    if values is None:
        return None  # the usual case: no number in the next turn
    canon, said, markers, opening = values
    # "hang on | i've checked the letter and it's the thirtieth": a turn that opens on a
    # correction may give the new value later in it (held: the user says)
    # correction, not an answer to the assistant's yes/no question ("Any brothers?" "no ...")
    prompt = prompt_before(messages, j)
    opened = any(s <= _opening_end(canon.lows) for s, _e in markers) and not polar_question(prompt)
    found: tuple[int, bool] | None = None
    # "How many bedrooms?" "two": a number that answers, not the fact's amount with its scale unsaid
    asks_which = "?" in prompt and not WH_WORDS.isdisjoint(canonicalize(prompt).lows)
    fact_days = {f for f in facts if _day_of_month(shape.canon, f)}
    labels = {shape.canon.lows[f.first - 1] for f in facts if f.first > 0} - FUNCTION_WORDS - ARTICLES
    text = messages[j].content
    for m in said:
        day = _day_of_month(canon, m) or (bool(fact_days) and _ordinal(text, canon, m))
        near = any(0 <= m.first - e <= 2 or 0 <= s - m.end <= 1 for s, e in markers)
        # "year three, he goes up in september" of "year four": the value's own label before it
        first = m.first <= opening or (m.first == opening + 1 and canon.lows[opening] in labels)
        if not (near or first):
            # the fact's own value said anywhere in the turn keeps it ("yes the ninth, | at ten")
            again = any(not f.values.isdisjoint(x.values) for f in facts for x in said)
            bare_one = m.values == _ONE and not m.noun  # "i always wanted one": a pronoun
            if (
                opened
                and not again
                and not bare_one
                and any(_same_type(f, m, day, f in fact_days) for f in facts)
            ):
                found = found or (j, False)
            continue
        if any(s == m.end for s, _e in markers):
            m = replace(m, noun=frozenset())  # "forty, sorry, they ...": a bare value, counting nothing
        for f in facts:
            if _same_value(f, m):
                continue
            scaled = first and _bare(m) and not asks_which and _scale_dropped(f, m)
            if not (_same_type(f, m, day, f in fact_days) or scaled):
                continue
            repeated = any(not f.values.isdisjoint(x.values) for x in said)
            if first and near:
                return j, True
            if (not repeated and near) or (first and not m.noun):
                found = found or (j, False)  # "twenty five, my mistake": a bare value answers back
    return found


_ONE = frozenset({"1"})
_NO = "no"  # the denial a degree word may follow ("no | more")
_OF = "of"
_IN = "in"  # "User's mother is | in | hospital": the place a fact puts somebody in
_OUT = "out"  # "she's | out | of hospital"


def _day_of_month(canon: Canon, m: Mention) -> bool:
    """The number is a day of a month ("the twelfth", "13 of july", "july 13"), never a year."""
    keys = canon.keys
    before = keys[m.first - 1] if m.first > 0 else ""
    after = keys[m.end : m.end + 2]
    # "13 july", "13 of july"; not "eleven | in february", an age reached in a month
    of_month = bool(after) and (
        after[0] in MONTHS or (after[0] == _OF and len(after) > 1 and after[1] in MONTHS)
    )
    return before in ARTICLES or before in MONTHS or of_month


@lru_cache(maxsize=8192)
def _fact_values(shape: FactShape) -> tuple[Mention, ...]:
    """The fact's numbers that have one reading."""
    return tuple(m for m in mentions(shape.canon) if len(m.values) == 1)


def _turns_without_the_value(
    facts: Sequence[Mention], messages: Sequence[Message], index: int
) -> Iterator[tuple[int, Canon, tuple[Mention, ...], tuple[Mention, ...]]]:
    """The next few user turns that say a number and not every one of the fact's values
    (`facts`): (the turn, its words, its numbers, the fact's values it does not say). A value
    said again keeps that value, or gives the other value to something else, for each reading
    that looks for another value of the fact's type (`value_now_later`, `set_at_later`,
    `checked_value_later`, `redated_later`); a fact's other value said again ("five hundred
    milligrams, | twice a day" of a thousand milligrams twice a day) keeps only itself."""
    for j in user_turns_after(messages, index, _NOW_REACH):
        values = _turn_values(messages[j].content)
        if values is None:
            continue  # the usual case: no number in the turn
        canon, said = values[0], values[1]
        unsaid = tuple(f for f in facts if all(f.values.isdisjoint(x.values) for x in said))
        if unsaid:
            yield j, canon, said, unsaid


@lru_cache(maxsize=4096)
def _turn_values(text: str) -> tuple[Canon, tuple[Mention, ...], tuple[tuple[int, int], ...], int] | None:
    """A turn's numbers, its correction markers and where what it says opens (past its
    interjections and an opening marker: "no wait | eight"), or None when it has no number."""
    canon = canonicalize(text)
    said = mentions(canon)
    if not said:
        return None
    markers = tuple(correction_markers(canon))
    opening = _opening_end(canon.lows)
    for s, e in markers:
        if s <= opening < e or s == opening:
            opening = e + _opening_end(canon.lows[e:])
    lows = canon.lows
    # "less, | twenty two", "more like | fifty": the longest comparative that opens the turn
    compared = max((len(p) for p in COMPARING_OPENERS if lows[opening : opening + len(p)] == p), default=0)
    return canon, said, markers, opening + compared


_YEAR_REACH = 15  # a two-digit year corrects a year of the fact within this many years of it


def _same_value(fact: Mention, said: Mention) -> bool:
    """The said number is the fact's value: the same, or the fact's year said in two digits
    ("moved in 1994" ... "ninety four yeah, the year the kids started school")."""
    if not fact.values.isdisjoint(said.values):
        return True
    year = _year(fact.values)
    return year is not None and any(v.isdigit() and len(v) == 2 and int(v) == year % 100 for v in said.values)


def _year(values: frozenset[str]) -> int | None:
    (value,) = tuple(values)[:1] or ("",)
    return int(value) if len(value) == 4 and value[:2] in ("19", "20") and value.isdigit() else None


def _same_type(fact: Mention, said: Mention, day: bool, fact_day: bool = False) -> bool:
    """Whether a value the user said later can replace the fact's: a year by a year (a day of a
    month is none), a day of a month by a day of a month ("april second" ... "three!! my baby is
    three" is an age), a count of a noun by a count of the same noun or a bare number of the same
    size."""
    if fact_day and not day:
        return False
    year = _year(fact.values)
    if year is not None:
        for v in said.values:
            if _year(frozenset({v})) is not None:
                return True
            if day:
                continue
            if v.isdigit() and len(v) == 2 and abs(year // 100 * 100 + int(v) - year) <= _YEAR_REACH:
                return True
        return False
    if any(_year(frozenset({v})) is not None for v in said.values):
        return False
    if said.unit is not None and said.unit != fact.unit:
        return False  # "forty" may replace "20 mg"; "forty minutes" may not
    if said.noun:
        return not said.noun.isdisjoint(fact.noun)
    if day and fact.noun:
        return False  # "the fifth of may" is no count of sisters
    sizes = {_magnitude(v) for v in said.values}
    return any(_magnitude(v) in sizes for v in fact.values)


def fact_values(shape: FactShape) -> tuple[Mention, ...]:
    """The fact's numbers that have one reading (cached per fact text)."""
    return _fact_values(shape)


def fact_reading(shape: FactShape) -> tuple[frozenset[str], frozenset[str], bool]:
    """The fact's naming words, its main verb's forms and whether it states a habit or a state
    in the simple present (cached per fact text)."""
    return _fact_reading(shape)


def same_type(fact: Mention, said: Mention, day: bool) -> bool:
    """Whether a value the user said later can replace the fact's (`_same_type`)."""
    return _same_type(fact, said, day)


def next_user_turn(messages: Sequence[Message], index: int) -> int | None:
    """The index of the first user message after message `index`, if any."""
    return next((j for j in range(index + 1, len(messages)) if messages[j].role == "user"), None)


def user_turns_after(messages: Sequence[Message], index: int, reach: int) -> list[int]:
    """The indexes of the first `reach` user messages after message `index`."""
    return [j for j in range(index + 1, len(messages)) if messages[j].role == "user"][:reach]


def _scale_dropped(fact: Mention, said: Mention) -> bool:
    """A bare number that puts a round amount right with its hundreds or thousands left unsaid
    ("our rent's twelve hundred" ... "thirteen, i forgot it went up"; "about four grand" ...
    "three and a half"): times the fact's scale it lands near the fact's value (within half to
    twice it), as a speaker repairing a value keeps the part both share."""
    return any(
        value != amount and amount / 2 <= value <= amount * 2 for amount, value in scaled_readings(fact, said)
    )


def _scale_kept(fact: Mention, said: Mention) -> bool:
    """A bare number that is the fact's round amount with its hundreds or thousands left unsaid
    ("i'm about eighteen hundred" ... "eighteen was my best")."""
    return any(value == amount for amount, value in scaled_readings(fact, said))


def _magnitude(key: str) -> str:
    """A coarse kind of number, so that a year corrects a year and a dose a dose."""
    whole = key.split(".")[0]
    if len(whole) == 4 and whole[:2] in ("19", "20"):
        return "year"
    return "small" if len(whole) <= 2 else "large"


def _denies(lows: tuple[str, ...], words: frozenset[str], topic: frozenset[str]) -> bool:
    """A later turn says "not <word>" of a word the fact asserts ("not quitting", "not qualified"),
    not of a thing of its own after it ("he's not moving | his piano | in" after "my brother's
    moving in with us": what is denied is the piano's moving)."""
    if _denied_forms(lows).isdisjoint(words):
        return False  # the usual turn: nothing of the fact's denied
    for i, w in enumerate(lows[:-1]):
        if w not in DENYING_WORDS:
            continue
        k = _denied_at(lows, i + 1)
        if lemmas(lows[k]).isdisjoint(words):
            continue
        # a denied verb may have an object of its own; a denied noun is the thing itself ("no
        # more dialysis, | the new kidney ...")
        if "VERB" not in pos(lows[k]) or not own_object(lows, k + 1, topic):
            return True
    return False


def own_object(lows: tuple[str, ...], j: int, topic: frozenset[str]) -> bool:
    """At token j a possessive or an article opens a noun the fact does not name ("his | piano",
    "the | dog"): the denied verb has an object of its own."""
    if j + 1 >= len(lows) or not (lows[j] in POSSESSIVES or lows[j] in ARTICLES):
        return False
    head = j + 1
    while head + 1 < len(lows) and "ADJ" in pos(lows[head]) and "NOUN" not in pos(lows[head]):
        head += 1
    return "NOUN" in pos(lows[head]) and lemmas(lows[head]).isdisjoint(topic)


@lru_cache(maxsize=8192)
def _denied_forms(lows: tuple[str, ...]) -> frozenset[str]:
    """Dictionary forms of every word right after a denying word ("not quitting" -> "quit"):
    read once per turn, however many candidates look back at it. A "going to" before a verb
    only makes it future: the verb is what is denied ("not going to | miss it" denies missing,
    not going)."""
    forms = [lemmas(lows[_denied_at(lows, i + 1)]) for i, w in enumerate(lows[:-1]) if w in DENYING_WORDS]
    return frozenset().union(*forms) if forms else frozenset()


def _denied_at(lows: tuple[str, ...], k: int) -> int:
    """The token a denial right before token k denies: k, the word after a degree that stands at
    k ("no | more | dialysis", `DENIAL_DEGREES`), or the verb after a "going to" or "gonna" that
    stands at k ("not | going to | miss it"; "not going | to the reunion" stays)."""
    if lows[k] in DENIAL_DEGREES and k + 1 < len(lows) and lows[k - 1] == _NO:
        return k + 1
    if lows[k] not in GOING_TO:
        return k
    verb = k + 2 if lows[k + 1 : k + 2] == ("to",) else k + 1
    if verb < len(lows) and "VERB" in pos(lows[verb]) and lows[verb] not in DETERMINERS:
        return verb
    return k


_OPENING = (
    3  # words a retraction may stand after at the start of what follows ("actually i | take that back")
)


def _retracts_before_more(lows: tuple[str, ...]) -> bool:
    """Right after the claim, a generic retraction that ends the turn or is followed by a new
    clause ("... i take that back | he's alright", "... forget i said that | it's five"); not a
    phrase that goes on as a statement ("i just playing for fun" once "like" is dropped)."""
    stripped = tuple(w for w in lows[: _OPENING + len(DEGREE_WORDS)] if w not in DEGREE_WORDS)
    if not any(w in GENERIC_RETRACTION_PHRASES for w in stripped[: _OPENING + 1]):
        return False  # the usual case: no retraction opens the rest of the turn
    if not _retracts(lows, frozenset(), generic=True):
        return False
    stripped = tuple(w for w in lows if w not in DEGREE_WORDS)
    return any(
        s <= _OPENING
        and (
            e >= len(stripped)
            or subject_start(stripped, e)
            or stripped[e] in CLAUSE_LINKS
            or _bare_replacement(stripped[e:])
        )
        for s, e, _t in find_phrases(stripped, GENERIC_RETRACTION_PHRASES)
    )


_REPLACEMENT_REACH = 3  # words of a bare value that replaces what was taken back


def _bare_replacement(rest: tuple[str, ...]) -> bool:
    """What follows a generic retraction is only a new value that ends the turn ("spain, scrap
    that, | portugal", "scratch that | the fourteenth"): a few words and no verb."""
    return 0 < len(rest) <= _REPLACEMENT_REACH and not any(verbish(w) for w in rest if w not in DETERMINERS)


def _retracts(lows: tuple[str, ...], topic: frozenset[str], generic: bool) -> bool:
    """A retraction in `lows`: generic ("scratch that", "just kidding") when it opens the turn,
    or one whose turn names the topic ("the move fell through"); never a negated one ("I won't
    forget that")."""
    opening, words = _retraction_reading(lows)
    if generic and opening:
        return True
    return words is not None and not words.isdisjoint(topic - WEAK_TOPIC_WORDS)


def opens_with_retraction(lows: tuple[str, ...]) -> bool:
    """A generic retraction opens the turn ("scratch that", "actually no, that's old news",
    "never mind"): what it takes back is not named (read once per turn, cached)."""
    return _retraction_reading(lows)[0]


_PARTICLE_TAGS = frozenset(["ADV", "ADP"])  # parts of speech (not words)
_NOT_NAMING = FUNCTION_WORDS | SUBJECT_PRONOUNS  # "scratch that | i meant ...": no noun named


def owns_sarcasm(lows: tuple[str, ...]) -> bool:
    """The turn names the user's words as sarcasm ("i was being sarcastic", "that's sarcasm by
    the way", `SARCASM_CONFESSIONS`), not negated ("i'm not being sarcastic") and not as what
    somebody believes ("people think i'm being sarcastic", a verb of `REPORT_VERBS` that is not
    one of saying before it)."""
    for start, _end, _tag in find_phrases(lows, SARCASM_PHRASES):
        before = lows[max(0, start - _OWNED_REACH) : start]
        if any(w in NEGATIVE for w in before[-2:]):
            continue
        if any(not _BELIEVING.isdisjoint(lemmas(w)) for w in before):
            continue  # "people think i'm being sarcastic" (not "i said it with sarcasm")
        return True
    return False


_OWNED_REACH = 3  # words before a confession of sarcasm where a verb of believing makes it reported
_BELIEVING = REPORT_VERBS - SAYING_VERBS  # "think", "believe", "suspect": not "say", "tell"


@lru_cache(maxsize=8192)
def _retraction_reading(lows: tuple[str, ...]) -> tuple[bool, frozenset[str] | None]:
    """What `_retracts` reads of a turn, once per turn whatever the fact: whether a generic
    retraction opens it, and, when it holds a retraction that names its topic, the dictionary
    forms of its words (None when it holds none)."""

    def negated(start: int) -> bool:
        """A negation stands right before token `start` ("I won't | forget that")."""
        return start > 0 and lows[start - 1] in NEGATIVE

    def supposed(start: int) -> bool:
        """Only supposed, proposed or asked: a supposing word before it, past the words that may
        stand between ("every booking | would be | cancelled", "asking | if i would | give up")."""
        k = start - 1
        while k >= 0 and start - k <= _SUPPOSED_REACH and lows[k] in SUPPOSED_BRIDGES:
            k -= 1
        return k >= 0 and lows[k] in SUPPOSING_BEFORE

    def kept(start: int) -> bool:
        """Not negated ("I won't forget that") nor only supposed ("it would be cancelled"), and
        an order to drop something ("forget that", "scratch that") opens its clause: "it's easy
        to get lost and forget that" retracts nothing."""
        if negated(start) or supposed(start):
            return False
        before = lows[start - 1] if start > 0 else ""
        ordered = "VERB" in pos(lows[start]) and lows[start] in lemmas(lows[start])
        return not ordered or before not in NOT_AN_ORDER_BEFORE

    def elliptical(end: int) -> bool:
        """After a phrase that ends in a negation, nothing of its own is negated ("turns out
        we're not | the landlord said no")."""
        if lows[end - 1] not in NEGATIVE or end >= len(lows):
            return True
        return lows[end] in FUNCTION_WORDS or lows[end] in SUBJECT_PRONOUNS or lows[end] in DETERMINERS

    def unnamed(end: int) -> bool:
        """The phrase's "that" points at what was said, not at a noun after it ("scratch that
        question": the question is dropped, not the statement; "scratch that bit" is the
        statement)."""
        if lows[end - 1] not in RETRACTED_DEMONSTRATIVES or end >= len(lows):
            return True
        nxt = lows[end]
        if nxt in DETERMINERS or nxt in POSSESSIVES:
            return True  # "forget that | my mum talked me round": a noun phrase of its own begins
        tags = pos(nxt)  # "write that | down": a particle is no noun, whatever else it may be
        named = "NOUN" in tags and _PARTICLE_TAGS.isdisjoint(tags) and nxt not in _NOT_NAMING
        return not named or nxt in SAID_NOUNS

    lows = tuple(w for w in lows if w not in DEGREE_WORDS)  # "not quite true" says "not true"
    # "joking | aside, ...": the joke set aside, what follows is in earnest
    generic_found = [
        f for f in find_phrases(lows, GENERIC_RETRACTION_PHRASES) if lows[f[1] : f[1] + 1] not in _SET_ASIDE
    ]
    opening = any(s <= 3 and kept(s) and elliptical(e) and unnamed(e) for s, e, _t in generic_found)
    # a tease owned up to takes back what was just said wherever it stands in the turn
    # (never negated: "i'm not pulling your leg" vouches for it), as sarcasm owned up to does
    opening = opening or any(not negated(s) for s, _e, _t in find_phrases(lows, TEASE_PHRASES))
    opening = opening or owns_sarcasm(lows)
    found = [
        f
        for f in find_phrases(lows, RETRACTION_PHRASES)
        if kept(f[0]) and lows[f[1] : f[1] + 1] not in _SET_ASIDE
    ]
    found += _after_be_clitic(lows)
    dismissed = _dismissed(lows)
    if not found:
        return opening, dismissed
    said = frozenset().union(*(lemmas(w) for w in lows if w not in FUNCTION_WORDS and len(w) > 2))
    return opening, said | (dismissed or frozenset())


_SET_ASIDE = frozenset((w,) for w in SET_ASIDE_WORDS)
_SUPPOSED_REACH = 4  # words back from a retraction its supposing word may stand ("if | i would | give up")


# what a retraction of the form "is <words>" says after its "is" ("is | off")
_AFTER_IS = tuple(phrase[1:] for phrase in RETRACTIONS if phrase[0] == "is" and len(phrase) > 1)


def _after_be_clitic(lows: tuple[str, ...]) -> list[tuple[int, int, Marker]]:
    """Retractions of the form "is <words>" whose "is" the transcript wrote as a clitic on the
    noun before it ("the wedding's | off", where "weddings off" no longer shows the "is"). The
    noun is one a determiner or a possessive opens, or the turn's first word when it cannot be a
    verb: "hard work | pays off" is a verb with its particle."""
    return [
        (k, k + 1 + len(tail), Marker.RETRACTION)
        for k in range(len(lows) - 1)
        for tail in _AFTER_IS
        if lows[k + 1 : k + 1 + len(tail)] == tail
        and _noun_with_clitic(lows, k)
        and is_be_clitic(lows, k)
        and _clause_done(lows, k + 1 + len(tail))
    ]


def _clause_done(lows: tuple[str, ...], e: int) -> bool:
    """Nothing of the clause goes on at token e: the turn ends, a new clause opens (on a subject,
    a link, or a noun with its own clitic "is": "gig's off | the singer's ill") or a time word
    says when ("the gig's off | now"); not an object ("got the tickets off | a fella")."""
    if e >= len(lows) or subject_start(lows, e) or lows[e] in CLAUSE_LINKS:
        return True
    if lows[e] in RETRACTION_CLOSERS or _time_word(lows[e]) or lows[e] in INTERJECTIONS:
        return True  # "the interview's off | cool cool": a reaction closes it
    # "the | singer's | ill": an article, a noun and its predicate (an "is" the transcript lost)
    return (
        lows[e] in ARTICLES and e + 2 < len(lows) and "ADJ" in pos(lows[e + 2]) and lows[e + 1].endswith("s")
    )


def _noun_with_clitic(lows: tuple[str, ...], k: int) -> bool:
    """Token k can be a noun that carries a clitic "is": the last word of a noun phrase that a
    determiner or a possessive opens ("the | quiz night's"), or that opens the turn ("gig's
    off"); not a word that can only be a verb ("pays off"), nor one after words that are no
    noun phrase ("networking really | pays off")."""
    if "NOUN" not in pos(lows[k]) or lows[k] in FUNCTION_WORDS:
        return False
    return noun_phrase_opener(lows, k) is not None


_DISMISSED_REACH = 3  # words of the thing an order to drop names ("forget | the registry office")
# what may stand before an order that opens the turn ("oh", "actually", "wait")
_ORDER_OPENERS = INTERJECTIONS | frozenset(p[0] for p in BARE_CORRECTIONS if len(p) == 1)


def dismisses(lows: tuple[str, ...], k: int) -> bool:
    """Token k is a bare verb of an order to drop something ("but | forget the registry
    office")."""
    return not DISMISSING_LEMMAS.isdisjoint(lemmas(lows[k])) and lows[k] in lemmas(lows[k])


def _dismissed(lows: tuple[str, ...]) -> frozenset[str] | None:
    """The dictionary forms of what an order to drop names, when one opens a clause of the turn
    ("forget portugal | we're doing cornwall", "september but scrap the registry office"): the
    user drops a thing they said, and the fact is taken back when it names it. Not an order
    that is reported or negated ("my wife says forget the garden", "don't forget the tickets"):
    only the turn's opening, after interjections, or a clause link opens one."""
    words: set[str] = set()
    for k in range(len(lows)):
        if not dismisses(lows, k):
            continue  # the usual case; and only the bare form gives an order ("forgot" reports)
        opens = all(x in _ORDER_OPENERS or x in CLAUSE_LINKS for x in lows[:k]) or (
            lows[k - 1] in CLAUSE_LINKS and lows[k - 1] not in NOT_AN_ORDER_BEFORE
        )  # "... easy to get lost | and forget that": one verb phrase goes on, no order
        if not opens or (k + 1 < len(lows) and lows[k + 1] in RETRACTED_DEMONSTRATIVES):
            continue  # "forget that | ...": what it drops is not named (a generic retraction's)
        if not TOPIC_SHIFTS.isdisjoint(lows[:k]):
            continue  # "anyway forget portugal, how's your day": a change of topic
        j = _past_said_clause(lows, k + 1)
        while j < len(lows) and (lows[j] in DETERMINERS or lows[j] in POSSESSIVES or lows[j] == "about"):
            j += 1
        named: set[str] = set()
        e = j
        while e < min(len(lows), j + _DISMISSED_REACH) and lows[e] not in FUNCTION_WORDS:
            if lows[e] in SUBJECT_PRONOUNS:
                break  # "forget portugal | we're ...": the thing ends where a clause opens
            named |= lemmas(lows[e])
            e += 1
        after = lows[e] if e < len(lows) else ""
        subject = lows[e + 1] if e + 1 < len(lows) else ""
        asked = after in QUESTION_AUXILIARIES and (
            subject in SUBJECT_PRONOUNS or subject in POINTING_SUBJECTS
        )
        if after in ASIDE_OPENERS or after in WH_WORDS or asked:
            continue  # "forget portugal | for a sec | what do i get ...": set aside, not dropped
        words |= named
    return frozenset(words) - WEAK_TOPIC_WORDS if words else None


def _past_said_clause(lows: tuple[str, ...], j: int) -> int:
    """Past a clause at j that names the user's own words ("scratch | what i said | about my
    brother", "ignore | what i told you earlier | about the car"): where the thing it is about
    may start; j itself when there is none."""
    if lows[j : j + 1] != ("what",) or j + 2 >= len(lows) or lows[j + 1] not in USER_SUBJECTS:
        return j
    if SAID_CLAUSE_LEMMAS.isdisjoint(lemmas(lows[j + 2])):
        return j
    e = j + 3
    while e < len(lows) and (lows[e] in SECOND_PERSON or "ADV" in pos(lows[e])) and lows[e] != "about":
        e += 1  # "what i told | you | earlier"
    return e


_POINTING_REACH = 9  # words into the next turn a pointing retraction may open it within


def pointing_back_turn(messages: Sequence[Message], index: int) -> tuple[int, bool] | None:
    """V12: the next user turn opens by pointing back at the statement instead of naming it.

    Taken back (`True`): a retraction whose subject is "that" or "it" ("oh wait no | that fell
    through", "it's all been called off"), or the user's own error ("hang on, no, i read it
    wrong", "sorry, i misheard"). Doubted (`False`, held): a comment that reports the statement
    as somebody's words with nothing of its own ("that's just what people are saying").
    Returns the turn's index and which of the two it is."""
    j = next_user_turn(messages, index)
    if j is None:
        return None
    taken = _points_back(messages[j].content)
    return None if taken is None else (j, taken)


def points_back_taken(text: str) -> bool:
    """The turn `text` points back at what was said to take it back, within its first words
    ("hang on i opened the email properly | i got that wrong", "that fell through"): read
    the same way whichever turn it is (`pointing_back_turn` reads only the next one)."""
    return _points_back(text) is True


@lru_cache(maxsize=4096)
def _points_back(text: str) -> bool | None:
    """`pointing_back_turn`'s reading of the turn `text`, once per message text (it depends on
    nothing else): True taken back, False reported as hearsay, None neither."""
    canon = canonicalize(text)
    lows = canon.lows
    reach = min(len(lows), _POINTING_REACH)
    boundary = canon.boundary
    for start, end, _m in find_phrases(lows, RETRACTION_PHRASES):
        if start >= reach:
            break
        while end < len(lows) and not boundary[end] and _time_word(canon.keys[end]):
            end += 1  # "that fell through | last night": when it did
        if not (
            end >= len(lows)
            or boundary[end]
            or subject_start(lows, end)
            or lows[end] in CLAUSE_LINKS
            or (_passive(lows, start, end) and (lows[end] in ARTICLES or lows[end] in POSSESSIVES))
        ):
            continue  # "it's cancelled | every year otherwise": a statement of its own goes on
        k = start
        while k > 0 and lows[k - 1] in POINTED_AUXILIARIES:
            k -= 1
        subject = lows[start] if lows[start] in POINTING_SUBJECTS else lows[k - 1] if k > 0 else ""
        if subject in POINTING_SUBJECTS:
            return True
    for k in range(reach):
        before = lows[max(0, k - 3) : k]
        if not LISTENER_FORMS.isdisjoint(before) or not HABITUAL_ERRORS.isdisjoint(before):
            continue  # "you got it wrong" blames the listener; "i always get that wrong" is a habit
        wrong = phrase_at(lows, k, POINTED_WRONG)
        wrong_end = k + wrong if wrong else _named_error(lows, k)
        if (
            wrong_end is not None
            and wrong_end + 1 < len(lows)
            and lows[wrong_end] in ERROR_ELSEWHERE
            and not boundary[wrong_end]
        ):
            continue  # "i get that wrong | with the gas bill": an error in something else
        if (
            wrong_end is not None
            or not MISTAKING_LEMMAS.isdisjoint(lemmas(lows[k]))
            or _disowns_saying(lows, k)
            or _belief_undone(lows, k)
        ):
            return True
    if POINTING_BACK.isdisjoint(lows):
        return None  # no clause can open with "that": the clause analysis below would find nothing
    ut = analyse(text)
    for ci, c in enumerate(ut.clauses):
        if c.first >= reach:
            break
        if lows[c.head] not in POINTING_BACK:
            continue
        sentence = ut.sentence(ci)
        end = max((d.end for di, d in enumerate(ut.clauses) if ut.sentence(di) == sentence), default=c.end)
        if reports_back(lows[c.head : end]):
            return False
    return None


def _named_error(lows: tuple[str, ...], k: int) -> int | None:
    """Where the user's own error in a thing they name ends, when one starts at token k: "i |
    got the date wrong |", "i've | had the name wrong |" (the user as subject, a verb of having
    or getting, a determined noun and a word of error). None otherwise."""
    if k + 3 >= len(lows) or ERROR_HOLDING_LEMMAS.isdisjoint(lemmas(lows[k])):
        return None
    subject = next((w for w in reversed(lows[max(0, k - 2) : k]) if w not in AUXILIARIES), "")
    if subject not in USER_SUBJECTS:
        return None  # "my husband always gets the date wrong": somebody else's
    determined = lows[k + 1] in DETERMINERS or lows[k + 1] in POSSESSIVES
    if determined and "NOUN" in pos(lows[k + 2]) and lows[k + 3] in ERROR_WORDS_AFTER:
        return k + 4
    return None


def _passive(lows: tuple[str, ...], start: int, end: int) -> bool:
    """The phrase lows[start:end] ends on a participle after an auxiliary or a pointing subject
    ("it's been | cancelled", "that got | called off"): a passive takes no object, so a noun
    phrase after it opens a clause of its own ("it's been cancelled | the lead singer's ill",
    where the transcript's "singer's" no longer shows its "is"); a quantifier goes on with a
    time of its own ("it's cancelled | every strike day")."""
    before = lows[start - 1] if start > 0 else ""
    return is_past_form(lows[end - 1]) and (before in POINTED_AUXILIARIES or before in POINTING_SUBJECTS)


def _belief_undone(lows: tuple[str, ...], k: int) -> bool:
    """At token k the user says they only thought it, the thought left as an echo of the
    statement and then undone ("well i thought i had | but it went to someone else", "at least
    i thought we were | till ...", "or so i thought"): the statement was a belief that proved
    wrong. A thought with words of its own ("i thought i'd never get it but") is another
    thought, and "i thought so (but ...)" may agree ("i thought so too", "i thought so but
    wasn't sure you'd remember"): neither undoes anything."""
    if lows[k] != "thought":
        return False
    if k == 0 or lows[k - 1] not in THINKERS:
        return False
    if k > 1 and lows[k - 2] in AS_THOUGHT_OPENERS:  # "or so i thought": transcripts drop "so"
        return k + 1 >= len(lows) or lows[k + 1] in CONTRASTIVE_LINKS or subject_start(lows, k + 1)
    rest = lows[k + 1 : k + 3]
    # an echo with its own subject ("i thought | i had | but"); "i thought so but ..." may as
    # well agree ("... but wasn't sure you'd remember") and is left
    if not (len(rest) == 2 and rest[0] in SUBJECT_PRONOUNS and rest[1] in AUXILIARIES):
        return False
    after = k + 3
    return after < len(lows) and (lows[after] in CONTRASTIVE_LINKS or lows[after] in UNTIL_LINKS)


def _disowns_saying(lows: tuple[str, ...], k: int) -> bool:
    """At token k the user disowns their own act of saying, not a thing said: a question of
    what they are saying, now ("what am i saying", "what am i on about"; "what was i saying"
    only lost the thread), why they said it ("no idea why i said that", "why did i say
    that"), or talk with a bare noun for its worth ("i'm talking rubbish"). Not when the saying
    goes on to someone or something ("why i said that | to her", "talking nonsense | to the
    baby"): that is a saying of its own."""
    asked = phrase_at(lows, k, OWN_SPEECH_QUESTIONS)
    if asked:
        # "what am i saying | to him for his birthday": what to say, asked ahead, not disowned
        return k + asked >= len(lows) or lows[k + asked] not in PREPOSITIONS
    why = phrase_at(lows, k, WHY_SAID)
    if why:
        end = k + why
        end += end < len(lows) and lows[end] in POINTING_SUBJECTS
        return end >= len(lows) or lows[end] not in PREPOSITIONS
    if lows[k] in TALKING_FORMS and k > 0 and lows[k - 1] in OWN_PROGRESSIVES:
        nxt = lows[k + 1] if k + 1 < len(lows) else ""
        named = bool(nxt) and nxt not in FUNCTION_WORDS and nxt not in PREPOSITIONS and "NOUN" in pos(nxt)
        return named and (k + 2 >= len(lows) or lows[k + 2] not in PREPOSITIONS)
    return False


def _time_word(key: str) -> bool:
    """A word of a time said after a retraction ("last", "night", "yesterday", "this", "morning")."""
    return key in RELATIVE_TIME_TRIGGERS or key in TIME_DIRECTIONS or key in POINTING_SUBJECTS


# -- readings by mechanism (round 8): what a later turn does to the statement, whatever its words


def _governs(lows: tuple[str, ...], start: int, item: int, fact_forms: frozenset[str]) -> bool:
    """Nothing but small words, describing words or the fact's own words stand between a
    negation or a verb of stopping (at `start`) and the fact's word at `item` ("don't | have a
    | boyfriend", "stopped | taking the | tablets"); another verb between ("don't know if |
    Marcus") governs it instead."""
    for k, w in enumerate(lows[start + 1 : item], start + 1):
        if (
            w in FUNCTION_WORDS
            or w in DETERMINERS
            or w in DEGREE_WORDS
            or not lemmas(w).isdisjoint(fact_forms)
            or (lows[k - 1], w) in CONCORD_PHRASES  # "no | more | coaching": no longer coaching
        ):
            continue
        tags = pos(w)
        if tags and tags <= _DESCRIBING:
            continue
        return False
    return True


_DESCRIBING = frozenset({"ADJ", "ADV", "PART"})
_GOVERNING_REACH = 4  # words a negation or a verb of stopping governs after it


def _particle_after_object(canon: Canon, j: int) -> bool:
    """A verb of stopping or cancelling whose particle follows its object (`STOPPING_VERBS`,
    `CANCELLING_VERBS`): "gave | the darts | up", "called | the wedding | off", "packed | the
    choir | in". The object is a short noun phrase (determiners, describing words, nouns) with no
    pause in it; the particle closes the phrase, not a place after it ("gave them a lift | up
    the road")."""
    lows = canon.lows
    for lemma in lemmas(lows[j]):
        for phrase in _CALLING_OFF.get(lemma, ()):
            if len(phrase) != _VERB_AND_PARTICLE:
                continue
            for end in range(j + 2, min(len(lows), j + 2 + _OBJECT_WORDS)):
                if lows[end] != phrase[1] or canon.boundary[end]:
                    continue
                between = range(j + 1, end)
                if any(canon.boundary[b] for b in between) or not all(_object_word(lows[b]) for b in between):
                    break
                after = lows[end + 1] if end + 1 < len(lows) and not canon.boundary[end + 1] else ""
                if after in DETERMINERS or (after and pos(after) == _NOUN_ONLY):
                    break  # "up | the road": a place, not the particle
                return True
    return False


_VERB_AND_PARTICLE = 2  # ("give", "up"), ("call", "off"), ("pack", "in")
_OBJECT_WORDS = 4  # words of an object between a verb and its particle, and the particle
_NOUN_ONLY = frozenset({"NOUN"})


def _object_word(low: str) -> bool:
    """A word of a short object noun phrase: a determiner, a possessive, or a describing word or
    noun (a name the dictionary does not know too); not a pronoun of a person, which makes two
    objects ("gave | them a lift | up")."""
    if low in DETERMINERS:
        return True
    tags = pos(low)
    return (not tags and low not in FUNCTION_WORDS) or (bool(tags) and tags <= _OBJECT_TAGS)


_OBJECT_TAGS = frozenset({"NOUN", "ADJ", "PROPN", "VERB"})


def stopping_at(lows: tuple[str, ...], j: int) -> int | None:
    """The last token of a verb of stopping or cancelling that starts at j ("gave up", "called
    off", "scrapped"), or None."""
    for lemma in lemmas(lows[j]):
        for phrase in _CALLING_OFF.get(lemma, ()):
            if lows[j + 1 : j + len(phrase)] == phrase[1:]:
                return j + len(phrase) - 1
    return None


_CALLING_OFF: dict[str, tuple[tuple[str, ...], ...]] = {}
for _phrase in (*STOPPING_VERBS, *CANCELLING_VERBS):
    _CALLING_OFF[_phrase[0]] = (*_CALLING_OFF.get(_phrase[0], ()), _phrase)
del _phrase


# asked or only proposed: no ending said. Not a wish or a supposition, which may be counterfactual
# and so presuppose the ending ("i wish i hadn't given up the choir", "if only we hadn't sold it")
_UNREAL_FRAMES = frozenset({Frame.QUESTION, Frame.POSSIBLE})


def contradicting_turn(shape: FactShape, messages: Sequence[Message], index: int) -> tuple[int, bool] | None:
    """A later user turn that speaks of what the fact says and puts it under a negation or a
    verb of stopping or cancelling, said by the user (not of somebody else): "i guess i don't
    have a boyfriend", "scrap the cruise", "i stopped taking them".

    Read by mechanism, not by phrase: the turn shares a dictionary form with the fact's content
    words or its main verb (lemminflect), and that word is governed by a negation or a verb of
    stopping (`_governs`). Returns the turn and whether the reading is unambiguous (`True`: the
    governed stretch restates the fact's verb and one of its content words, or a content word
    right after a verb of cancelling: rejected), or only likely (held). A fact that is itself
    negated is left alone (a later "no" agrees with it), and so are clauses about somebody else
    or said as a question."""
    if not NEGATIVE.isdisjoint(shape.canon.keys):
        return None
    content, verb_forms, habit = _fact_reading(shape)
    if not content:
        return None
    fact_forms = content | verb_forms
    # a fact that is itself a stopping ("User quit vaping") agrees with a later one ("i quit
    # vaping again after a slip"): only a negation goes against it
    fact_stops = bool(_stopped_thing(shape))
    about_them = _about_another(shape)
    found: tuple[int, bool] | None = None
    next_turn = next_user_turn(messages, index)
    for j in range(index + 1, len(messages)):
        if messages[j].role != "user":
            continue
        turn = _turn_index(messages[j].content)
        if turn is None:
            continue  # the usual case: nothing in the turn negates or stops anything
        places = [turn.forms[f] for f in fact_forms if f in turn.forms]
        if not places:
            continue  # the usual case: the turn says nothing of the fact
        items = sorted(frozenset().union(*places))
        ut, negations, calling_off = turn.ut, turn.negations, turn.calling_off
        lows = ut.canon.lows
        if found is None and _stopped_alone(ut, turn.stops):
            found = (j, False)  # "i was taking them | i stopped at the weekend"
        if found is None and j == next_turn and not shape.past and _lapsed(ut, negations):
            found = (j, False)  # "i play violin" ... "i haven't been since my surgery"
        for i in items:
            clause = ut.clauses[ut.clause_of[i]]
            forms = lemmas(lows[i])
            if clause.question or not ut.frames[i].isdisjoint(_UNREAL_FRAMES):
                continue  # asked, or only proposed ("asking if i would give up the choir", "maybe
                # drop hockey"): no ending
            # somebody else's negation is theirs ("my sister doesn't smoke"); somebody else
            # calling off the fact's thing ends it all the same ("they've withdrawn the offer").
            # A fact about that somebody is theirs to negate ("User's friend Chloe is a nurse"
            # ... "she's not a nurse anymore")
            others = clause.subject in _SOMEBODY_ELSE and not (
                about_them and clause.subject is Subject.THIRD and _said_of_them(lows, clause.first, i, shape)
            )
            if shape.past and not clause.past and forms.isdisjoint(verb_forms):
                continue  # "we had horses" is not undone by "i haven't been on a horse in years"
            is_content = not forms.isdisjoint(content)
            names_thing = is_content and forms.isdisjoint(verb_forms)  # a word of the fact besides its verb
            for start in range(max(clause.first, i - _GOVERNING_REACH), i):
                negated = start in negations and lows[start + 1] not in EXCEPTIVE_WORDS and not others
                if negated and habit and lows[start] in PAST_AUXILIARIES:
                    continue  # "i teach maths" ... "i didn't teach on friday": one day, not the habit
                stop_end = None if negated or fact_stops else calling_off.get(start)
                if not negated and stop_end is None:
                    continue
                if others and (not is_content or lemmas(lows[start]).isdisjoint(_CANCELLING_HEADS)):
                    continue  # "my husband stopped going": his; only a thing called off is ended
                if others and any(w in POSSESSIVES and w not in USER_POSSESSIVE_WORDS for w in lows[start:i]):
                    continue  # "my husband cancelled | his | gym membership": his own thing
                if not _governs(lows, stop_end if stop_end is not None else start, i, fact_forms):
                    continue
                if negated and not names_thing and not others and _no_longer_after(ut, i, clause.end):
                    # "i don't play anymore" of "i play badminton on tuesdays": the fact's own
                    # doing said to have stopped, nothing else named; turns later, held
                    if j == next_turn:
                        return j, True
                    found = found or (j, False)
                    continue
                stretch = lows[start : i + 1]
                restated = names_thing and any(not lemmas(w).isdisjoint(verb_forms) for w in stretch)
                cancelled = is_content and stop_end is not None
                if restated or cancelled:
                    return j, True
                if stop_end is not None or (is_content and j == next_turn):
                    found = found or (j, False)  # a bare "not <word>" turns later may be of another thing
    return found


_SOMEBODY_ELSE = frozenset({Subject.THIRD, Subject.YOU})


def _about_another(shape: FactShape) -> bool:
    """The fact's subject is a person of the user's, not the user ("User's best friend Chloe is
    a nurse"): a relation word stands before its main verb."""
    return not shape.head_lemmas.isdisjoint(shape.people)


def _said_of_them(lows: tuple[str, ...], first: int, k: int, shape: FactShape) -> bool:
    """The clause opening at `first` is said, before token k, of a third person by pronoun
    ("she's not ...") or of the fact's own person ("chloe's not ...", "my friend isn't ..."); not
    "his wife isn't ...", whose subject is the wife."""
    return any(w in THIRD_SUBJECTS or not lemmas(w).isdisjoint(shape.head_lemmas) for w in lows[first:k])


_NO_LONGER_REACH = 3  # words after the verb "anymore" may close its clause within ("play | much | anymore")


def _no_longer_after(ut: Utterance, verb: int, end: int) -> bool:
    """After the negated verb at `verb`, its clause says "anymore" ("i don't play | anymore",
    "i don't go much any more") and names nothing of its own before it ("i don't play |
    football | anymore" is another doing)."""
    lows = ut.canon.lows
    rest = lows[verb + 1 : min(end, verb + 1 + _NO_LONGER_REACH + 2)]
    for k in range(len(rest)):
        if any(rest[k : k + len(p)] == p for p in NO_LONGER_AFTER):
            return all("NOUN" not in pos(x) or x in FUNCTION_WORDS for x in rest[:k])
    return False


_CANCELLING_HEADS = frozenset(phrase[0] for phrase in CANCELLING_VERBS)
_RESUMED_REACH = 3  # user turns after the statement in which a stopped thing may be taken up again


def resumed_turn(shape: FactShape, messages: Sequence[Message], index: int) -> tuple[int, bool] | None:
    """A later user turn takes up again what the fact says was stopped ("i quit smoking" ...
    "i've started again with the smoking", "i'm back on the sugar", "i'm drinking again"): a
    word of the thing the fact's verb of stopping ends, in a clause with a word of resuming
    ("again", "back"), not negated, not a question, not a modal or a near miss, and not itself a
    stopping ("i stopped again"). Sure when the clause is the user's own; held when it has no
    subject of its own. Returns the turn and whether it is sure."""
    thing = _stopped_thing(shape)
    if not thing:
        return None
    for j in user_turns_after(messages, index, _RESUMED_REACH):
        lows = canonicalize(messages[j].content).lows
        if RESUMING_WORDS.isdisjoint(lows):
            continue  # the usual turn: nothing in it is taken up again
        ut = analyse(messages[j].content)
        for i, w in enumerate(lows):
            if lemmas(w).isdisjoint(thing):
                continue
            clause = ut.clauses[ut.clause_of[i]]
            if clause.question or clause.subject in _SOMEBODY_ELSE or clause.subject is Subject.THING:
                continue
            words = lows[clause.first : clause.end]
            if RESUMING_WORDS.isdisjoint(words):
                continue
            if not NOT_DONE_WORDS.isdisjoint(words):
                continue  # "i haven't started again", "i might start again", "i nearly started again"
            if any(stopping_at(lows, k) is not None for k in range(clause.first, clause.end)):
                continue  # "i've stopped again": stopped once more
            return j, clause.subject is Subject.USER
    return None


@lru_cache(maxsize=8192)
def _stopped_thing(shape: FactShape) -> frozenset[str]:
    """Dictionary forms of the content words after the fact's verb of stopping ("User quit |
    smoking", "has given up | sugar"): what the fact says was stopped (empty without one)."""
    lows = shape.canon.lows
    for k in range(len(lows)):
        end = stopping_at(lows, k)
        if end is None:
            continue
        words = [lows[c] for c in shape.content if c > end]
        return frozenset().union(*(lemmas(w) for w in words)) - WEAK_TOPIC_WORDS if words else frozenset()
    return frozenset()


@dataclass(frozen=True, slots=True)
class _TurnIndex:
    """What `contradicting_turn` reads of a later user turn, computed once per message text
    however many candidates look back at it."""

    ut: Utterance
    forms: dict[str, frozenset[int]]  # dictionary form -> the tokens that say it
    negations: frozenset[int]
    stops: frozenset[int]  # verbs of stopping (`claim.negating_tokens`)
    calling_off: dict[int, int]  # first token -> last token of a verb of stopping or cancelling


def clear_caches() -> None:
    """Empty the per-message cache of later turns (benchmarks measure cold work)."""
    _turn_index.cache_clear()
    _retraction_reading.cache_clear()
    _denied_forms.cache_clear()
    _points_back.cache_clear()
    _opening_correction_forms.cache_clear()
    _fact_reading.cache_clear()
    _fact_values.cache_clear()
    _turn_values.cache_clear()
    _stopped_thing.cache_clear()
    _stopping_verb_at.cache_clear()
    _number_word.cache_clear()
    _news_in.cache_clear()
    _says_outcome.cache_clear()
    _recovery_at.cache_clear()
    _goals_and_endings.cache_clear()
    _unfinished_at.cache_clear()
    _overstating_at.cache_clear()
    _hanging.cache_clear()


@lru_cache(maxsize=4096)
def _turn_index(text: str) -> _TurnIndex | None:
    """The turn's reading, or None when nothing in it negates, stops or calls off anything."""
    canon = canonicalize(text)
    lows, keys = canon.lows, canon.keys
    negations, stops = negating_tokens(keys, lows)
    calling_off = {}
    for k in range(len(lows)):
        end = stopping_at(lows, k)
        if end is None and _particle_after_object(canon, k):
            end = k  # "gave | the darts | up": the verb alone, its object after it
        if end is not None and not _compound(text, canon, k) and not _denied_verb(canon, negations, k):
            calling_off[k] = end
    if not negations and not calling_off:
        return None
    forms: dict[str, set[int]] = {}
    for i, w in enumerate(lows):
        for form in lemmas(w):
            forms.setdefault(form, set()).add(i)
    frozen = {f: frozenset(p) for f, p in forms.items()}
    ut = analyse(text)
    # a stopping supposed, wished or only possible has not happened ("if i quit the pottery
    # he'd take me to paris", "i might pack it in if the fees go up"): nothing is called off
    calling_off = {k: end for k, end in calling_off.items() if ut.frames[k].isdisjoint(_UNREAL)}
    return _TurnIndex(ut, frozen, negations, stops, calling_off)


_UNREAL = frozenset({Frame.CONDITION, Frame.HYPOTHETICAL, Frame.POSSIBLE, Frame.WISH})


_DENIED_VERB_REACH = 3  # words from a negation to the verb it denies ("not | going to | give up")


def _denied_verb(canon: Canon, negations: frozenset[int], k: int) -> bool:
    """The verb at k is itself denied, by a negation a few words before it in the same stretch
    of speech with only auxiliaries, adverbs or a "going to" between ("i'm not | giving up the
    welsh", "i won't be | cancelling", "i haven't | quit", "never | packing in"): a stopping
    denied says the thing goes on, the opposite of calling it off. Not a "no" a pause parts
    from the verb ("but no, | we're stopping on the barge": an answer, then a clause)."""
    lows, boundary = canon.lows, canon.boundary
    for n in range(max(0, k - _DENIED_VERB_REACH), k):
        if (
            n in negations
            and not any(boundary[n + 1 : k + 1])
            and all(
                w in AUXILIARIES or w in GOING_TO or w == "to" or pos(w) == _ADVERB for w in lows[n + 1 : k]
            )
        ):
            return True
    return False


_ADVERB = frozenset({"ADV"})


@lru_cache(maxsize=8192)
def _fact_reading(shape: FactShape) -> tuple[frozenset[str], frozenset[str], bool]:
    """The fact's naming words, its main verb's forms, and whether it states a habit or a state
    in the simple present (read once per fact text)."""
    return _named_forms(shape), _main_verb_forms(shape), not shape.past and _simple_present(shape)


_NAMING = frozenset({"NOUN", "PROPN", "VERB", "ADJ"})


def _named_forms(shape: FactShape) -> frozenset[str]:
    """Dictionary forms of the fact's words that name something (nouns, verbs, describing
    words, names the dictionary does not know), not its determiners or pronouns ("its")."""
    lows = shape.canon.lows
    words = [
        lows[k]
        for k in shape.content
        if lows[k] not in _NOT_TOPIC
        and lows[k] not in DETERMINERS
        and lows[k] not in POINTING_SUBJECTS
        and lemmas(lows[k]).isdisjoint(WEAK_TOPIC_WORDS)
        and not lows[k][:1].isdigit()
        and (not pos(lows[k]) or not pos(lows[k]).isdisjoint(_NAMING))
    ]
    return frozenset().union(*(lemmas(w) for w in words)) - WEAK_TOPIC_WORDS if words else frozenset()


def _main_verb_forms(shape: FactShape) -> frozenset[str]:
    """Dictionary forms of the fact's main verb, past its auxiliaries ("has | been | trying"
    is "try"; "has a boyfriend" is "have")."""
    k = _main_verb(shape)
    return frozenset() if k is None else lemmas(shape.canon.lows[k])


def _simple_present(shape: FactShape) -> bool:
    """The fact's main verb is in the simple present ("teaches", "has"): a habit or a state,
    which one day's "didn't" does not undo; a plan ("is going", "is moving") it may."""
    k = shape.verb
    if k is None:
        return False
    lows = shape.canon.lows
    return lows[k] not in AUXILIARIES or not (k + 1 < len(lows) and is_gerund(lows[k + 1]))


def _compound(text: str, canon: Canon, k: int) -> bool:
    """Token k is the second half of a hyphenated word ("non-stop"): no verb of its own."""
    if k == 0:
        return False
    spans = token_spans(text)
    before, at = spans[canon.ends[k - 1] - 1], spans[canon.starts[k]]
    return text[before[1] : at[0]] == "-"


def _lapsed(ut: Utterance, negations: frozenset[int]) -> bool:
    """A clause of the user's in the negated perfect ("i haven't been since", "we've not played
    in years"): what the user said they do has not happened for a while."""
    lows = ut.canon.lows
    for k in negations:
        if ut.clauses[ut.clause_of[k]].subject is not Subject.USER or k + 1 >= len(lows):
            continue
        perfect = lows[k] in NEGATED_PERFECTS or (k > 0 and lows[k - 1] in PERFECT_AUXILIARIES)
        clause = ut.clauses[ut.clause_of[k]]
        spans = not LAPSE_SPANS.isdisjoint(ut.canon.keys[k : clause.end])
        if perfect and spans and is_participle(lows[k + 1]):
            return True
    return False


def _stopped_alone(ut: Utterance, stops: frozenset[int]) -> bool:
    """A clause of the user's whose verb is one of stopping with nothing of its own to stop
    ("i stopped | at the weekend", "we quit | last month", "i gave up"): it stops what the turn
    was about."""
    lows, boundary = ut.canon.lows, ut.canon.boundary
    for k in stops:
        clause = ut.clauses[ut.clause_of[k]]
        if clause.subject is not Subject.USER or clause.verb != k or clause.question:
            continue
        end = stopping_at(lows, k)
        nxt = (end if end is not None else k) + 1
        if nxt >= len(lows) or boundary[nxt] or nxt >= clause.end or lows[nxt] in PREPOSITIONS:
            return True
    return False


_PARTICLE_LENGTH = 3  # a word this short that the dictionary does not know is a particle ("ach", "ay", "o")


def _opening_end(lows: tuple[str, ...]) -> int:
    """Where a turn's words begin after its leading interjections and particles ("oh", "ay",
    "o", "na", "ah wait" keeps its "wait")."""
    k = 0
    while k < len(lows) and (
        lows[k] in INTERJECTIONS
        or (
            len(lows[k]) <= _PARTICLE_LENGTH
            and lows[k].isalpha()
            and not pos(lows[k])
            and lows[k] not in SUBJECT_PRONOUNS  # "im | not going to ...": a subject, no particle
        )
    ):
        k += 1
    return k


def opening_correction_turn(
    shape: FactShape, messages: Sequence[Message], index: int
) -> tuple[int, bool] | None:
    """The next user turn opens, after any interjections, with a correction said as a denial
    ("ay wait no, the tickets are too dear", "oh no sorry, ..."): it takes back the statement
    before it. Returns the turn and whether it is unambiguous: not when the assistant's turn in
    between asked a question (the "no" may answer it), nor when the turn names a word of the
    earlier message that the fact does not carry (it may correct that part): those hold."""
    j = next_user_turn(messages, index)
    if j is None:
        return None
    lows = canonicalize(messages[j].content).lows
    reach = _opening_end(lows)
    opened = any(lows[s : s + len(p)] == p for s in range(min(reach + 1, len(lows))) for p in DENIAL_OPENINGS)
    if not opened:
        return None
    asked = any(messages[k].role != "user" and "?" in messages[k].content for k in range(index + 1, j))
    earlier = _content_forms(canonicalize(messages[index].content).lows) - shape.lemmas
    elsewhere = not earlier.isdisjoint(_content_forms(lows))
    return j, not (asked or elsewhere)


_FRAGMENT = 3  # words of a bare replacement before its pause ("wednesday nights, ...")


def replaced_next(shape: FactShape, messages: Sequence[Message], index: int) -> tuple[int, str, str] | None:
    """The next user turn opens, after any interjections, with a fragment before its first pause
    that names another of the kind of one of the fact's specifics: another weekday ("wednesday
    nights, thursday's my quiz" of "Thursday nights") or another name the tagger does not know
    ("lanzarote, lanzarote, i keep mixing the islands up" of "Tenerife"). Said unasked, that is
    the user putting the word right; after a question that asks which or when, it may be the
    answer, and is not read. (turn, the new word, the fact's word), held for the user."""
    j = next_user_turn(messages, index)
    if j is None or not shape.specifics:
        return None
    prompt = prompt_before(messages, j)
    asked = canonicalize(prompt).lows if "?" in prompt else ()
    if not FILLING_WH_WORDS.isdisjoint(asked):
        return None  # "Which island?" "lanzarote": an answer
    canon = canonicalize(messages[j].content)
    lows = canon.lows
    start = _opening_end(lows)
    end = _pause_after(canon, start)
    # a bare "no" after a question answers it ("Moving there?" "no, commuting from york")
    cued = lows[start:end] in BARE_CORRECTIONS and end < len(lows) and "?" not in prompt
    if cued:
        # "wait, | renfrew, she moved schools": the value comes after the bare correction
        start, end = end, _pause_after(canon, end)
    # a verb makes it a clause; a number's noun is no verb ("two | cats")
    verb = any(
        is_finite_verb(w) and not lows[k - 1][:1].isdigit() for k, w in enumerate(lows[start:end], start)
    )
    if end - start > _FRAGMENT or end >= len(lows) or verb:
        return None  # the usual case: the turn opens with a clause, not a bare word
    fragment = lows[start:end]
    said = frozenset().union(*(lemmas(w) for w in fragment))
    for key in shape.specifics:
        if key in said:
            return None  # the fact's own word again: kept
    rest = lows[end:]
    for key in shape.specifics:
        day = _weekday(key)
        for at, w in enumerate(fragment, start):
            other_day = day is not None and _weekday(w) not in (None, day)
            other_name = day is None and not key[:1].isdigit() and _name_like(w) and w not in shape.lemmas
            # another number of the fact's ("fourth, i mean fourth" of the fourteenth floor)
            other_value = (
                key[:1].isdigit() and w[:1].isdigit() and w != key and COUNTING_WH_WORDS.isdisjoint(asked)
            )
            if not (other_day or other_name or other_value):
                continue
            # a repair, not a greeting ("thanks, nate"): the new word said again ("lanzarote,
            # lanzarote"; the transcript's stutter folded into one), the fact's word said after
            # it ("wednesday nights, thursday's my quiz"), or a bare correction before it
            again = _said_twice(messages[j].content, w) or (
                other_value and (w in rest[:_NEAR] or _stutter(messages[j].content, canon, at))
            )
            # the fact's number far on in the turn may be kept ("three hundred, and ... fifty a
            # week till it's done"); right after the new one it is put aside ("twenty fourth,
            # twenty third is my husband's")
            near = rest[:_NEAR] if other_value else rest
            after = any(key in lemmas(x) or _weekday(x) == key for x in near)
            if cued or again or after:
                return j, w, key
    return None


@lru_cache(maxsize=4096)
def _says_outcome(lows: tuple[str, ...]) -> bool:
    """The turn says how things came out ("ended up", "in the end"; `OUTCOME_PHRASES`), wherever:
    read once per turn, not once per candidate that reads the turn."""
    return any(phrase_at(lows, i, OUTCOME_PHRASES) for i in range(len(lows)))


def replaced_instead(shape: FactShape, messages: Sequence[Message], index: int) -> int | None:
    """One of the next few user turns names a thing of the fact and says something is done
    "instead" ("we're doing loft insulation with the money instead" of solar panels on the
    roof; "so it's the sudoku instead" of the crossword) or how things came out ("the leeds job
    ended up being remote", "she got into manchester in the end"): what the fact says may have
    been replaced. Not "instead of" the fact's thing ("medicine instead of nursing, but no": the
    fact's is kept). The turn, held for the user."""
    named, verb, _habit = _fact_reading(shape)
    topic = named - verb
    if not topic:
        return None
    for j in user_turns_after(messages, index, _NOW_REACH):
        lows = canonicalize(messages[j].content).lows
        outcome = _says_outcome(lows)
        if INSTEAD_WORDS.isdisjoint(lows) and not outcome:
            continue  # the usual case

        def of_it(w: str) -> bool:
            return not lemmas(w).isdisjoint(topic)

        # "medicine instead of | nursing": the fact's thing is the one kept
        kept = any(
            w in INSTEAD_WORDS
            and lows[i + 1 : i + 2] == (_OF,)
            and any(map(of_it, lows[i + 2 : i + 2 + _SUBJECT_REACH]))
            for i, w in enumerate(lows)
        )
        if not kept and any(map(of_it, lows)):
            return j
    return None


def _stutter(text: str, canon: Canon, k: int) -> bool:
    """Token k stands for one word said twice, folded into one ("one, one puff" is one 1)."""
    spans = token_spans(text)
    said = [text[a:b].lower() for a, b in spans[canon.starts[k] : canon.ends[k]]]
    said = [w for w in said if any(c.isalnum() for c in w)]  # not the comma between
    return len(said) > 1 and len(set(said)) == 1


def _pause_after(canon: Canon, k: int) -> int:
    """The first pause after token k (where the stretch of words opening at k ends)."""
    return next((i for i in range(k + 1, len(canon.lows)) if canon.boundary[i]), len(canon.lows))


_NEAR = 3  # words after a repaired number its repeat or the fact's number is read within
# user turns after the statement that every held reading of a value reads: a value or a name
# said "now", another day, another count, a move to another month or weekday
_NOW_REACH = 3
_SUBJECT_REACH = 3  # words before a value its pointing subject or the fact's thing may stand within


_OTHERS_POSSESSIVES = OTHERS_POSSESSIVES | SOMEONES_POSSESSIVES


def disowned_later(shape: FactShape, messages: Sequence[Message], index: int) -> int | None:
    """One of the next few user turns gives the fact's thing to another owner: the thing
    "belongs to" somebody not the user ("well biscuit belongs to the neighbours", "the shop
    belong to my uncle"), or is said as another's right after "it's" ("it's his ps five", "it's
    their caravan really"). Only of a fact that the user has or owns the thing: "User has a
    kelpie named Biscuit", "User owns a rum shop". The turn, held: the user says whose it is."""
    if not shape.existence:
        return None
    named, verb_forms, _habit = _fact_reading(shape)
    things = named - verb_forms
    # whom the fact names anywhere ("User has their grandfather's watch"): not another owner
    kin_named = frozenset(shape.relations) | frozenset(
        kin for kin in map(relation_of, shape.canon.lows) if kin is not None
    )
    people = frozenset().union(*(word_forms(kin) | {kin} for kin in kin_named))  # "grandad" is "grandfather"
    for j in user_turns_after(messages, index, _NOW_REACH):
        canon = canonicalize(messages[j].content)
        lows = canon.lows
        if _owned_by_another(canon, things, people):
            return j
        for k, low in enumerate(lows if things else ()):
            if things.isdisjoint(word_forms(low)):
                continue
            b = k + 1  # "biscuit | belongs to | the neighbours", "the shop | does belong to"
            while b < min(len(lows), k + 3) and lows[b] in AUXILIARIES:
                b += 1
            if (
                b + 2 < len(lows)
                and not lemmas(lows[b]).isdisjoint(BELONGING_LEMMAS)
                and lows[b + 1] == BELONGING_TO
                and lows[b + 2] not in OBJECT_SELF
                and INDEPENDENT_POSSESSIVE_OWNERS.get(lows[b + 2]) != USER_OWNER
            ):
                return j
            # "it's | his | ps five": the thing said as another's right after "it's"
            if k >= 2 and lows[k - 1] in _OTHERS_POSSESSIVES and lows[k - 2] in IT_FORMS:
                return j
    return None


def _owned_by_another(canon: Canon, things: frozenset[str], people: frozenset[str]) -> bool:
    """ "it" or the fact's thing, a present form of "be", then an owner that is not the user
    standing for the thing, with no noun after it: "it's | my brother's | really", "the van is |
    my dad's", "i said i've got one but it's | his". A relation word in its possessive form, or
    "his", "hers", "theirs" (`INDEPENDENT_POSSESSIVE_OWNERS`). Not an owner the fact is about
    (`people`: "User's father has an orchard", "the orchard is his"; "grandad's watch", "it's
    grandad's"), nor a past owner ("it was my aunt's")."""
    lows, n = canon.lows, len(canon.lows)
    for k, low in enumerate(lows):
        be_next = k + 1 < n and not lemmas(lows[k + 1]).isdisjoint(BE_LEMMAS) and not is_past(lows[k + 1])
        if low in IT_FORMS and not be_next:
            m = k + 1  # "its": the copula is in it
        elif (low in IT_FORMS or not things.isdisjoint(word_forms(low))) and be_next:
            m = k + 2  # "it is", "the van is"
        else:
            continue
        if m >= n:
            continue
        owner = INDEPENDENT_POSSESSIVE_OWNERS.get(lows[m])
        if owner is not None and owner != USER_OWNER and not people and _stands_alone(canon, m + 1):
            return True
        kin = relation_of(lows[m + 1]) if m + 1 < n else None
        if (
            lows[m] in POSSESSIVES
            and kin is not None
            and people.isdisjoint(word_forms(kin) | {kin})
            and lows[m + 1].endswith("s")  # "brother's" (also a plural: no noun may follow)
            and _stands_alone(canon, m + 2)
        ):
            return True
    return False


def _stands_alone(canon: Canon, k: int) -> bool:
    """No noun follows at token k: the turn ends, a pause, or a word that is no noun ("really",
    "to be fair")."""
    return k >= len(canon.lows) or canon.boundary[k] or "NOUN" not in pos(canon.lows[k])


def moved_away_later(shape: FactShape, messages: Sequence[Message], index: int) -> int | None:
    """One of the next few user turns says the person the fact is about moved away ("pat's moved
    to her daughter's in wales" of Pat feeding the cats; "she moved to scotland" of a sister who
    is a nurse in Manchester; "yuki went back to osaka" of lessons with Yuki): what the fact says
    they do or are here may no longer hold. The person by the fact's name or word of kin, or by
    a third-person pronoun in the very next turn; a move said in the past, not negated, and not
    when the fact itself is about moving. The turn, held: the user says what still stands."""
    # the people the fact names: its leading name, or a name after a word of kin or of role
    # ("User's neighbour | Pat"); not a place ("a coach to | Scotland")
    lows = shape.canon.lows
    names = frozenset(k for k in (shape.leading_name, shape.embedded_name) if k is not None) | frozenset(
        shape.canon.keys[k]
        for k in range(1, len(lows))
        if shape.canon.critical[k] and "NOUN" in pos(lows[k - 1]) and lows[k - 1] not in FUNCTION_WORDS
    )
    kin = frozenset(shape.relations)
    if not names and not kin:
        return None  # the usual case: the fact is about the user alone
    if not shape.lemmas.isdisjoint(MOVING_AWAY_LEMMAS):
        return None  # "User's sister moved to Glasgow": the move is the fact
    first = next_user_turn(messages, index)
    for j in user_turns_after(messages, index, _NOW_REACH):
        canon = canonicalize(messages[j].content)
        lows, keys = canon.lows, canon.keys
        for k in range(1, len(lows)):
            forms = lemmas(lows[k])
            moving = not forms.isdisjoint(MOVING_AWAY_LEMMAS)
            going = not forms.isdisjoint(GOING_LEMMAS) and k + 1 < len(lows) and lows[k + 1] in AWAY_PARTICLES
            if not (moving or going) or not (is_past(lows[k]) or is_participle(lows[k])):
                continue  # nearly every word; a move not yet made ("she's going back in may")
            if k + 1 < len(lows) and (lows[k + 1] in DETERMINERS or lows[k + 1] in POSSESSIVES):
                continue  # "they moved | the pick up to the bus station": a thing moved, not them
            before = range(max(0, k - _SUBJECT_REACH), k)
            if any(lows[b] in NEGATIVE for b in before):
                continue
            whither = lows[k + 1 : k + 1 + _SUBJECT_REACH]
            after = keys[k + 1 : k + 1 + _SUBJECT_REACH]
            to_the_facts = any(key in shape.canon.key_set and key not in FUNCTION_WORDS for key in after)
            if to_the_facts or not PLACE_DEICTICS.isdisjoint(whither):
                continue  # "she moved | there in 2019", "moved to | manchester": how it came about
            said = any(keys[b] in names or keys[b].removesuffix("s") in names for b in before)
            said = said or any(relation_of(lows[b]) in kin for b in before)
            said = said or (j == first and any(lows[b] in THIRD_SUBJECTS for b in before))
            if said:
                return j
    return None


def value_now_later(shape: FactShape, messages: Sequence[Message], index: int) -> int | None:
    """One of the next few user turns gives another value of the type of one of the fact's,
    said of the fact's thing or of a pointing subject and closed by "now" ("och it's four now,
    wee molly arrived in may" of three grandchildren; "it's room twenty now at the front" of
    room twelve): the value changed, or was put right. Not a value said of something else ("the
    eldest is four now"), nor a turn that says the fact's value too. The turn, held."""
    facts = _fact_values(shape)
    if not facts:
        return None
    named, _verb, _habit = _fact_reading(shape)
    for j, canon, said, unsaid in _turns_without_the_value(facts, messages, index):
        lows = canon.lows
        for m in said:
            if m.end >= len(lows) or lows[m.end] not in NOW_WORDS or m.noun:
                continue
            before = range(max(0, m.first - _SUBJECT_REACH), m.first)
            of_it = any(lows[k] in POINTING_SUBJECTS or not lemmas(lows[k]).isdisjoint(named) for k in before)
            if of_it and any(_same_type(f, m, False) for f in unsaid):
                return j
    return None


def restated_later(shape: FactShape, messages: Sequence[Message], index: int) -> int | None:
    """One of the next few user turns puts one of the fact's values right with no word of
    correction: it opens (or opens a sentence) on another value of its type and stresses it,
    said again after a pause ("sixty seven dollars, sixty seven, i'd counted the float in" of a
    hundred and twelve) or put before a pronoun subject and verb ("ninety dollars i won",
    "thirty eight years it was", "... when i opened it. three hundred and eighty it was"); or
    it says the fact's own verb again after a pronoun with another such value ("i won ten
    bucks" of a hundred won); or it tells another such value of "it", or of whom the fact is
    about, right after "be" ("in the end it was three eighty", "he's eighty nine in maths").
    A speaker who fronts, repeats or restates a number they have already given is putting it
    right. Not a turn that says the fact's value (`_turns_without_the_value`). The turn, held:
    the value may be another thing's."""
    facts = _fact_values(shape)
    if not facts:
        return None  # the usual case: the fact has no number
    _named, verb_forms, _habit = _fact_reading(shape)
    # a verb of its own: "was" and "has" say nothing a restatement would repeat
    own_verb = verb_forms if verb_forms.isdisjoint(BE_LEMMAS | HAVING_LEMMAS) else frozenset()
    for j, canon, said, unsaid in _turns_without_the_value(facts, messages, index):
        text = messages[j].content
        values = _turn_values(text)
        opening = values[3] if values is not None else 0
        starts = {opening} | {k + 1 for k in sentence_ends(canon, text)[0]}
        # a value alone answers the listener's question, when there was one ("How old is she
        # turning?" ... "five!! my little girl is five")
        answering = messages[j - 1].role == "assistant" and bool(questions(messages[j - 1].content))
        for start in sorted(starts):
            # the longest reading of the number the sentence opens on ("five fifty" is 550)
            first = max((m for m in said if m.first == start), key=lambda m: m.end, default=None)
            if first is None or _part_of(canon.lows, first):
                continue  # the usual sentence: it opens on words, not a value
            day = _day_of_month(canon, first)
            # (the fact's year in two digits is the fact's: "eighty eight yeah" of 1988)
            restated = any(_restatable(f, first, day) and not _same_value(f, first) for f in unsaid)
            if restated and _stressed(canon, said, first, answering):
                return j
        if own_verb and _verb_said_again(canon, said, unsaid, own_verb):
            return j
        if any(
            _compared_again(canon.lows, m) and any(_restatable(f, m, False) for f in unsaid) for m in said
        ):
            return j  # "okay, i aim for six, it's | more like | seven thirty"
        if _told_after_be(canon, said, unsaid, shape):
            return j
    return None


def _compared_again(lows: tuple[str, ...], m: Mention) -> bool:
    """The value follows a comparative that puts an estimate right ("it's | more like | twenty
    eight", "| closer to | sixty"; `COMPARING_OPENERS`), wherever it stands in the turn."""
    return any(lows[max(0, m.first - len(p)) : m.first] == p for p in COMPARING_OPENERS)


def _told_after_be(
    canon: Canon, said: Sequence[Mention], unsaid: Sequence[Mention], shape: FactShape
) -> bool:
    """Another value of one of the fact's values' types told right after "be": of "it" ("in the
    end it was | three eighty", "it's | three eighty"), of a pronoun for whom the fact is about
    ("he's | eighty nine in maths" of a grandson; not "she's seventy" of a brother), or of the
    user's own thing in a fact of the user ("mine's | a seventy one")."""
    lows = canon.lows
    for m in said:
        if m.first < 1:
            continue
        last, before = lows[m.first - 1], lows[m.first - 2] if m.first > 1 else ""
        # "that was the class average, | mine's a seventy one" of the user's mark: the user's
        # own against another's (the article is the value's, no part of a count)
        at = m.first - 1 - (last in INDEFINITE_ARTICLES and m.first > 1)
        own = not shape.possessive_lead and _users_own(lows, at)
        # a count of a noun is put right with its noun ("she's nine" of three grandchildren is
        # an age)
        if (_part_of(lows, m) and not own) or not any(
            _restatable(f, m, False) and (m.noun or not f.noun) for f in unsaid
        ):
            continue
        if before in POINTING_SUBJECTS and lemmas(last) >= BE_LEMMAS:
            return True  # "it | was | three eighty"
        if last in POINTING_SUBJECTS or (last in CONTRACTED_COPULAS and same_subject(last, shape)):
            return True  # "its | three eighty", "he's | eighty nine in maths" of a grandson
        if own:
            return True
    return False


def _users_own(lows: tuple[str, ...], k: int) -> bool:
    """Token k is "be" after the user's independent possessive, or that possessive with "is"
    cliticised on ("mine | is", "mines", "ours | was"): the user's own thing, set against
    another's."""
    if k < 0:
        return False
    owner = INDEPENDENT_POSSESSIVE_OWNERS.get(lows[k][:-1]) if lows[k].endswith("s") else None
    if owner == USER_OWNER:
        return True  # "mine's", written "mines" once canonical
    said = k > 0 and INDEPENDENT_POSSESSIVE_OWNERS.get(lows[k - 1]) == USER_OWNER
    return said and lemmas(lows[k]) >= BE_LEMMAS


def same_subject(subject: str, shape: FactShape) -> bool:
    """A subject pronoun stands for whom the fact is about: the user ("i", "we") for a fact of
    the user, "he", "she", "they" for a fact of somebody of theirs, of their sex when the
    relation says it ("she" for "my nan", not "he")."""
    if not shape.possessive_lead:
        return subject in USER_SUBJECTS
    return subject in THIRD_SUBJECTS and of_their_sex(subject, shape)


def _verb_said_again(
    canon: Canon, said: Sequence[Mention], unsaid: Sequence[Mention], verb_forms: frozenset[str]
) -> bool:
    """A pronoun subject, the fact's verb and, within a few words, a value of one of the fact's
    values' types that the turn does not say of the fact ("i | won | ten bucks")."""
    lows = canon.lows
    for k in range(1, len(lows)):
        if lows[k - 1] not in SUBJECT_PRONOUNS or lemmas(lows[k]).isdisjoint(verb_forms):
            continue
        for m in said:
            if k < m.first <= k + _VERB_VALUE_REACH and any(_restatable(f, m, False) for f in unsaid):
                return True
    return False


_VERB_VALUE_REACH = 3  # words after a verb said again its value stands within ("won | a hundred")


def _stressed(canon: Canon, said: Sequence[Mention], m: Mention, answering: bool) -> bool:
    """The value m, which opens its turn or a sentence of it, is stressed: said again after a
    pause within a few words ("five fifty, | five hundred fifty bucks it came to", "two hundred
    and eighty in it, | two eighty"), or put before a pronoun subject and its verb ("ninety
    dollars | i won", "thirty eight years | it was", "ninety six, | i was told off"), past the
    value's own noun or unit, or said alone before the turn goes on (`_fragment`) when it
    answers no question of the listener's (`answering`)."""
    lows = canon.lows
    near = (x for x in said if m.end <= x.first <= m.end + _AGAIN_REACH and canon.boundary[x.first])
    if any(not x.values.isdisjoint(m.values) for x in near):
        return True
    end = m.end
    while end < len(lows) and end - m.end < _UNIT_REACH and _counted_word(canon, end):
        end += 1
    if end + 1 < len(lows) and (lows[end] in SUBJECT_PRONOUNS or lows[end] in POINTING_SUBJECTS):
        return verbish(lows[end + 1])
    return not answering and _fragment(canon, end)


def _fragment(canon: Canon, end: int) -> bool:
    """The value that opens the stretch ends it, with no verb: nothing follows it up to the
    next pause but a hedge or a particle ("thirty two years | pala. i counted ...", "three, |
    maybe"); more of the turn follows, telling why. A speaker who says a number alone, then
    goes on, is giving it as the answer."""
    lows = canon.lows
    k = end
    while k < len(lows) and not canon.boundary[k]:
        w = lows[k]
        if w not in INTERJECTIONS and w not in HEDGE_ADVERBS and pos(w):
            return False  # "three | bedrooms we looked at": the value's own clause goes on
        k += 1
    return 0 < k < len(lows)


_AGAIN_REACH = 3  # words after a value the same value said again after a pause stands within


def _counted_word(canon: Canon, k: int) -> bool:
    """Token k is a noun a value may count or measure ("years", "quid"), with no pause before
    it, not a pronoun subject."""
    low = canon.lows[k]
    pronoun = low in SUBJECT_PRONOUNS or low in POINTING_SUBJECTS
    return not canon.boundary[k] and "NOUN" in pos(low) and not pronoun


_UNIT_REACH = 2  # words of a value's noun or unit after it ("thirty eight | years")


def _restatable(f: Mention, m: Mention, day: bool) -> bool:
    """A stressed value may put the fact's value right whatever its size ("three hundred" ...
    "ninety dollars i won"): of the fact's type (`_same_type`), or a plain number neither a year
    nor a day, with no unit or noun but the fact's. Not a rate of another period ("85k a year"
    ... "i earn 4,000 a month"): another way of saying it, or another income."""
    if f.period is not None and m.period is not None and f.period != m.period:
        return False
    if _same_type(f, m, day):
        return True
    if day or _year(f.values) is not None or any(_year(frozenset({v})) is not None for v in m.values):
        return False
    if m.unit is not None and m.unit != f.unit:
        return False
    return not m.noun or not m.noun.isdisjoint(f.noun)


def set_at_later(shape: FactShape, messages: Sequence[Message], index: int) -> int | None:
    """One of the next few user turns sets the thing a pronoun points back at to another value of
    the type of one of the fact's: a verb, "it" or "that", then "at" or "to" and the value ("the
    landlord agreed to hold it at eight fifty" of rent going up to nine hundred; "they've
    capped it at thirty hours" of forty). Not a turn that says the fact's value too. The turn,
    held: "it" may be another thing."""
    facts = _fact_values(shape)
    if not facts:
        return None
    fact_days = frozenset(f for f in facts if _day_of_month(shape.canon, f))
    for j, canon, said, unsaid in _turns_without_the_value(facts, messages, index):
        lows = canon.lows
        for m in said:
            k = m.first - 1
            if k > 1 and lows[k] in ARTICLES:
                k -= 1  # "moved to | the | fifteenth"
            if k < 1 or lows[k] not in SET_AT_LINKS:
                continue
            pointed = k >= 2 and lows[k - 1] in POINTING_OBJECTS and "VERB" in pos(lows[k - 2]) and not m.noun
            # "they should change it to ten": set only in a wish ("agreed to hold it at" is done)
            pointed = pointed and NOT_DONE_WORDS.isdisjoint(lows[max(0, k - 2 - _UNDONE_REACH) : k - 2])
            if pointed and k == m.first - 1 and any(_same_type(f, m, False) for f in unsaid):
                return j
            if lows[k] == _MOVED_TO and _changed_before(canon, k):
                day = _day_of_month(canon, m)
                if any(_same_type(f, m, day, f in fact_days) for f in unsaid):
                    return j
    return None


_CHANGE_REACH = 5  # words between a verb of change and the "to" of its new value ("bumped | me up | to")


def _changed_before(canon: Canon, to: int) -> bool:
    """The "to" at token `to` gives the new value of a change told as done: a direction word
    right before it ("we're down | to", "put it up | to") or a verb of change a few words
    before it in its stretch ("the boss bumped me up | to", "they've cut me back | to", "the
    ceremony moved | to"). Not a change only meant, asked or talked of ("they should change it
    to", "asked if they could move it to", "talking about moving it to")."""
    lows = canon.lows
    if lows[to - 1] in CHANGE_DIRECTIONS:
        return _change_done(lows, to - 1)  # "we're down | to": the direction tells the change
    start = to
    while start > 0 and to - start < _CHANGE_REACH and not canon.boundary[start]:
        start -= 1
    verbs = (v for v in range(to - 1, start - 1, -1) if not RESCHEDULE_VERBS.isdisjoint(lemmas(lows[v])))
    verb = next(verbs, None)
    return verb is not None and _change_done(lows, verb)


def _change_done(lows: tuple[str, ...], verb: int) -> bool:
    """The verb of change at token `verb` tells a change made, not one only meant, asked,
    supposed or talked of ("they should change it", "asked if they could move it", "wants to
    put it up", "talking about moving it")."""
    before = lows[max(0, verb - _UNDONE_REACH) : verb]
    if not NOT_DONE_WORDS.isdisjoint(before) or not UNDONE_LEADS.isdisjoint(before):
        return False
    return not (is_gerund(lows[verb]) and verb > 0 and lows[verb - 1] in PREPOSITIONS)


_UNDONE_REACH = 3  # words before a verb of change that may say it was not done


def left_place_later(shape: FactShape, messages: Sequence[Message], index: int) -> int | None:
    """The fact puts somebody in a place ("User's mother is in hospital", "User's brother is in
    rehab"), and one of the next few user turns says they left it: "out of" the same place
    ("she's out of hospital now"), or a verb of release said beside a person ("they discharged
    her", "he got released"; `RELEASE_LEMMAS`). The turn, held: the user says whether it still
    holds."""
    lows = shape.canon.lows
    places = frozenset().union(
        *(
            lemmas(lows[k])
            for k in range(1, len(lows))
            if lows[k - 1] == _IN and "NOUN" in pos(lows[k]) and lows[k] not in FUNCTION_WORDS
        )
    )
    if not places:
        return None  # the usual case: the fact puts nobody in a place
    for j in user_turns_after(messages, index, _NOW_REACH):
        turn = canonicalize(messages[j].content).lows
        for k, w in enumerate(turn):
            if (
                w == _OUT
                and k + 2 < len(turn)
                and turn[k + 1] == _OF
                and not places.isdisjoint(lemmas(turn[k + 2]))
            ):
                return j  # "she's out of | hospital"
            if lemmas(w).isdisjoint(RELEASE_LEMMAS) or not NEGATIVE.isdisjoint(turn[max(0, k - 3) : k]):
                continue
            near = turn[max(0, k - 2) : k + 2]
            if any(x in THIRD_PERSON or x in THIRD_SUBJECTS for x in near):
                return j  # "discharged | her", "she got | discharged"
    return None


def placed_elsewhere_later(shape: FactShape, messages: Sequence[Message], index: int) -> int | None:
    """The fact puts its doer or its thing in a place ("User teaches maths at a school in Tema",
    "User's band plays every Sunday at a bar on Frenchmen Street"), and one of the next few user
    turns moves the fact's person or thing to another place: a verb of moving or posting
    (`RELOCATING_LEMMAS`) said as done, with no object, a pronoun for the fact's person or thing,
    or a word of the fact ("they posted me | to kumasi", "we moved our sundays over | to a
    brewery", "we moved her | into a memory care place", "i've moved over | to the goulburn
    club"), then "to" or "into" a place the fact does not name. Not a move only meant or
    negated ("they wanted to move us to the annex"), one to a month or day (`moved_to_later`), a
    number or a person, nor of somebody else ("my sister moved to leeds" of the user's home). The
    turn, held: the user says where it stands now."""
    lows = shape.canon.lows
    at = next((k for k, w in enumerate(lows) if w in PLACE_PREPOSITIONS), None)
    if at is None:
        return None  # the usual case: the fact puts nothing in a place
    places = frozenset(key for key in shape.canon.keys[at + 1 :] if key not in FUNCTION_WORDS)
    if not places or not shape.lemmas.isdisjoint(RELOCATING_LEMMAS):
        return None  # "User moved to Leeds": the move is the fact
    named, _verb, _habit = _fact_reading(shape)
    for j in user_turns_after(messages, index, _NOW_REACH):
        canon = canonicalize(messages[j].content)
        for k, w in enumerate(canon.lows):
            if lemmas(w).isdisjoint(RELOCATING_LEMMAS) or not (is_past(w) or is_participle(w)):
                continue  # nearly every word
            if _change_done(canon.lows, k) and _moved_of_the_fact(canon, k, shape, named, places):
                return j
    return None


# verbs of a state had or been ("User does not have a car": the car is what is not had)
_STATE_VERBS = HAVING_LEMMAS | BE_LEMMAS


def reversed_later(shape: FactShape, messages: Sequence[Message], index: int) -> int | None:
    """The fact is negative ("User does not eat meat", "User has never had a passport") and one of
    the next few user turns says a word its negation governs (or an everyday synonym of it: "a
    tv" of "a telly") in a clause of the user's own that
    nothing negates, asks, wishes, supposes or puts in the past ("since easter i've been eating
    meat again", "i got my passport in july"): said in the positive, the fact may hold no longer.
    Not a general verb of the fact ("have", "do"), which any turn may say of anything. The turn,
    held: the user says which stands."""
    lows = shape.canon.lows
    negated = _negated_words(lows)
    if not negated:
        return None  # the usual case: the fact negates nothing
    governed = [lows[k] for k in shape.content if k in negated and lows[k] not in WEAK_TOPIC_WORDS]
    # what is not had or done: its nouns when it names any ("does not eat | meat": "we ate at
    # my sister's" says nothing of meat), else its verb ("User does not drive")
    things = [w for w in governed if _nounish(w)]
    # in any inflection or everyday synonym ("telly" of "TV": `content.word_forms`)
    words = frozenset().union(*(word_forms(w) for w in things or governed)) - _STATE_VERBS
    if not words:
        return None
    for j in user_turns_after(messages, index, _NOW_REACH):
        if all(word_forms(w).isdisjoint(words) for w in canonicalize(messages[j].content).lows):
            continue  # the usual turn: no word of the fact in it
        ut = analyse(messages[j].content)
        for k, w in enumerate(ut.canon.lows):
            if word_forms(w).isdisjoint(words) or ut.frames[k]:
                continue
            clause = ut.clause_at(k)
            said = ut.canon.lows[clause.first : clause.end]
            if clause.subject is Subject.USER and not clause.question and NOT_DONE_WORDS.isdisjoint(said):
                return j
    return None


def recovered_later(shape: FactShape, messages: Sequence[Message], index: int) -> int | None:
    """The fact says that somebody has or is something now ("User has a chest infection", "User's
    husband has shingles", "User is off work with flu"), and one of the next few user turns says
    they got over it, or that it went (`RECOVERY_WORDS`, `RECOVERY_PHRASES`, a verb of going away
    in the past, `RECEDING_LEMMAS`: "right as rain now", "he's all cleared up", "the rash faded"):
    said of the fact's person (a pronoun of theirs, their word of kin or name, the user for the
    user's fact), of "it", of a word of the fact or of a thing (a symptom: "the fever's gone"), in
    a clause nothing negates, asks, wishes or puts ahead, and not "a bit better". What was had may
    be over. Not of a fact in the past ("User broke her wrist in March" stays true). The turn,
    held: the user says whether it still holds."""
    if shape.past or shape.past_any or shape.verb is None:
        return None
    lows = shape.canon.lows
    if lemmas(lows[shape.verb]).isdisjoint(_STATE_VERBS):
        return None  # a doing ("User walks to work"), not a state had
    after = lows[shape.verb + 1] if shape.verb + 1 < len(lows) else ""
    if is_gerund(after) or is_participle(after):
        return None  # "User is running the marathon", "is booked in": a doing or a plan
    named, _verb, _habit = _fact_reading(shape)
    for j in user_turns_after(messages, index, _NOW_REACH):
        said = _recovery_at(messages[j].content)
        if not said:
            continue  # the usual turn: nobody got better in it
        ut = analyse(messages[j].content)
        lows = ut.canon.lows
        for k in said:
            if (k > 0 and lows[k - 1] in SMALL_DEGREES) or not _said_as_done(ut, k):
                continue  # "a bit better", "she should be better by friday", "is he better?"
            clause = ut.clause_at(k)
            if _of_the_fact(lows[clause.first : k], clause, shape, named):
                return j
    return None


def reached_later(shape: FactShape, messages: Sequence[Message], index: int) -> int | None:
    """The fact says somebody is on the way to something: a verb of pursuing with its goal
    (`PURSUING_LEMMAS`: "User is saving for a campervan", "User is on the waiting list for a new
    hip", "User is house hunting"), or a state of life that an event of its own ends
    (`STAGE_ENDINGS`: "User's daughter is pregnant", "User is engaged"). One of the next few user
    turns says in the past, in a clause nothing negates, asks or wishes, that the goal was reached
    (a verb of getting or reaching, `GETTING_LEMMAS`, `REACHING_LEMMAS`, with the goal's noun after
    it: "we bought the campervan in june", "they did the hip in may"; not another of its kind,
    "the half marathon" of a marathon) or that the ending happened ("the baby was born on the
    second", "we got married at the registry office"): of the fact's person, of the user for the
    user's fact, of "they" (who does it) or of a thing. Being on the way is then over. Not of a
    fact in the past. The turn, held: the user says."""
    if shape.past:
        return None
    goals, endings = _goals_and_endings(shape)
    if not goals and not endings:
        return None  # the usual case: the fact is on the way to nothing
    named, _verb, _habit = _fact_reading(shape)
    reaching = GETTING_LEMMAS | REACHING_LEMMAS | GOING_LEMMAS  # "we went on the pilgrimage"
    for j in user_turns_after(messages, index, _NOW_REACH):
        canon = canonicalize(messages[j].content)
        lows = canon.lows
        if (goals | endings).isdisjoint(_content_forms(lows)):
            continue  # the usual turn: nothing of the goal in it
        ut = analyse(messages[j].content)
        for k, w in enumerate(lows):
            if not (is_past(w) or is_participle(w)):
                continue
            forms = lemmas(w)
            ended = not forms.isdisjoint(endings)
            got = not forms.isdisjoint(reaching) and _goal_after(lows, k, goals, shape)
            if not (ended or got) or not _said_as_done(ut, k):
                continue
            clause = ut.clause_at(k)
            before = lows[clause.first : k]
            if _of_the_fact(before, clause, shape, named) or any(w in _THEY for w in before):
                return j
            if shape.relations and _pronoun_of_theirs(before, shape):
                return j  # "she got her braces put on" of saving for a daughter's braces
            if ended and clause.subject is Subject.NONE and not _last_of_another(ut, clause, shape):
                return j  # "born on the second": the event's own subject left unsaid
    return None


def not_yet_later(shape: FactShape, messages: Sequence[Message], index: int) -> int | None:
    """The fact says something was done, got or reached ("User got the job at the library", "User
    has finished the book", "User's daughter passed her driving test"), and one of the next few
    user turns says it is not so yet, of the fact's person or thing: the fact's own verb only
    nearly so ("almost finished", "nearly paid off", "not quite decorated"; `NEAR_MISS_ADVERBS`),
    negated with "yet" in its clause ("i haven't got it yet", "it's not sold yet"), or put ahead
    ("i'll finish it before thursday", "the tiler's back thursday, then it's finished"; a future,
    `AHEAD_LINKS`; for a fact of finishing, `COMPLETING_LEMMAS`, also a word of being done, "then
    it's done", `DONE_WORDS`, or a part of it still to do: "three weeks remaining", "the last
    gown remains", "nearly there"; `REMAINING_PHRASES`, `UNDONE_PHRASES`). Not with an object of
    its own ("almost finished the painting in the hall" is another job; "haven't got used to
    them yet" another getting). Even a general verb counts here ("got"): "yet" says it is still
    to come. The claim came before the thing did. The turn, held: the user says when it is
    done."""
    verb = _main_verb(shape)
    lows = shape.canon.lows
    if (
        verb is None
        or not (is_past(lows[verb]) or is_participle(lows[verb]))
        or not NEGATIVE.isdisjoint(lows)
    ):
        return None  # said as so now or as a plan, or itself negative ("User hasn't sold it")
    verb_forms = lemmas(lows[verb])
    finishing = not verb_forms.isdisjoint(COMPLETING_LEMMAS)
    named, _verb, _habit = _fact_reading(shape)
    for j in user_turns_after(messages, index, _NOW_REACH):
        unfinished = _unfinished_at(messages[j].content)
        turn = canonicalize(messages[j].content).lows
        # the fact's own verb, or for a fact of finishing a word of being done put ahead ("then
        # it's | done"), read before the turn is analysed: most turns say neither
        ours = [
            k
            for k, ahead in unfinished.said
            if not lemmas(turn[k]).isdisjoint(verb_forms) or (ahead and finishing and turn[k] in DONE_WORDS)
        ]
        remaining = unfinished.remaining if finishing else ()
        if not ours and not remaining:
            continue  # the usual turn: nothing of the fact in it is nearly, not yet or still to be so
        ut = analyse(messages[j].content)
        if any(not ut.frames[k] and not ut.clause_at(k).question for k in remaining):
            return j  # "three weeks remaining": a part of the job still to do
        for k in ours:
            clause = ut.clause_at(k)
            if ut.frames[k] - _AHEAD_FRAMES or clause.question:
                continue
            if _object_of_its_own(ut.canon, k, clause.end, named):
                continue
            if _of_the_fact(turn[clause.first : k], clause, shape, named):
                return j
    return None


def overstated_later(shape: FactShape, messages: Sequence[Message], index: int) -> int | None:
    """One of the next few user turns says the user's own words were bigger than the truth: a verb
    or saying of overstating, said by the user ("i'm exaggerating, my daughter did most of it",
    "i might have oversold that", "i'm talking myself up"; `OVERSTATING_LEMMAS`,
    `SELF_INFLATING_PHRASES`), or a judgement of the words, said of a word of the fact, of "that"
    or "it": too strong ("governor's a bit grand", "fluent is pushing it"; `OVERSTATED_PHRASES`),
    sounding more than it is ("i made that sound more impressive than it is", "property investor
    sounds too big"), or a word of naming ("musician's a big title for what i do", "pilot is a
    fancy word for it"; `NAMING_NOUNS`). Not negated ("i'm not exaggerating"), not somebody
    else's ("my brother exaggerates"), not under a frame ("people think i'm exaggerating"), and
    not kept after a "but" ("it sounds fancier than it is, but yes i'm the translator";
    `KEPT_AFTER_CONTRAST`). The fact may say more than was so. The turn, held: the user says what
    is."""
    named, _verb, _habit = _fact_reading(shape)
    for j in user_turns_after(messages, index, _NOW_REACH):
        found = _overstating_at(messages[j].content)
        if not found:
            continue  # the usual turn: nothing in it calls words too big
        ut = analyse(messages[j].content)
        lows = ut.canon.lows
        for k, how in found:
            clause = ut.clause_at(k)
            before = lows[clause.first : k]
            if ut.frames[k] - _HEDGING_FRAMES or clause.question or _kept_after(lows, k):
                continue  # "people think i'm exaggerating", "..., but yes i am"; not "might be"
            negated = not NEGATIVE.isdisjoint(before)  # "i'm not exaggerating", "it's not a stretch"
            if how is _Overstating.ACT:
                of_it = not negated and clause.subject in _USER_OR_UNSAID
            elif how is _Overstating.NAMING:
                # "musician's a big title", "firefighter's maybe not the right word": of a word of
                # the fact, negated or not
                of_it = any(not lemmas(w).isdisjoint(named) for w in lows[max(0, k - _NAMED_REACH) : k])
            else:
                of_it = (not negated or how is _Overstating.SOUNDING) and any(
                    _of_words(w, named) for w in before
                )
            if of_it:
                return j
    return None


class _Overstating(enum.Enum):
    """How a turn says words were bigger than the truth (`_overstating_at`)."""

    ACT = "a verb or saying of the user's own overstating"  # "i'm exaggerating"
    JUDGED = "words judged too strong"  # "fluent is pushing it"
    SOUNDING = "made to sound more than it is"  # "i made that sound more impressive"
    NAMING = "a word of naming said of the fact's"  # "pilot is a fancy word for it"


def _of_words(w: str, named: frozenset[str]) -> bool:
    """A word a judgement of words may be said of: a word of the fact, "that" or "it"."""
    return not lemmas(w).isdisjoint(named) or w in POINTING_SUBJECTS or w in IT_FORMS


_HEDGING_FRAMES = frozenset({Frame.POSSIBLE, Frame.DOUBT, Frame.SOFT_DOUBT})  # an admission said softly
_USER_OR_UNSAID = frozenset({Subject.USER, Subject.NONE})
_SOUND = "sound"
_TOO = "too"
_SOUNDING_REACH = 3  # words after "sound" its comparative stands within ("sound | a lot | fancier")
_KEPT_REACH = 3  # words after "but" a word that keeps it stands within ("but | honestly it's | true")
_NAMED_REACH = 5  # words before a noun of naming the fact's word stands within ("pilot is a fancy | word")


@lru_cache(maxsize=4096)
def _overstating_at(text: str) -> tuple[tuple[int, _Overstating], ...]:
    """Where a turn says words were bigger than the truth, once per turn text, and how: a verb of
    overstating or a saying of `SELF_INFLATING_PHRASES` (the user's act), a saying of
    `OVERSTATED_PHRASES` (words judged), "sound" before a comparative or "too", a noun of
    naming."""
    lows = canonicalize(text).lows
    found = [
        (k, _Overstating.ACT) for k, w in enumerate(lows) if not lemmas(w).isdisjoint(OVERSTATING_LEMMAS)
    ]
    found += [(s, _Overstating.ACT) for s, _e in phrase_spans(lows, SELF_INFLATING_PHRASES)]
    found += [(s, _Overstating.JUDGED) for s, _e in phrase_spans(lows, OVERSTATED_PHRASES)]
    found += [(k, _Overstating.NAMING) for k, w in enumerate(lows) if w in NAMING_NOUNS]
    found += [
        (k, _Overstating.SOUNDING)
        for k, w in enumerate(lows)
        if _SOUND in lemmas(w)
        and any(x == _TOO or is_comparative(x) for x in lows[k + 1 : k + 1 + _SOUNDING_REACH])
    ]
    return tuple(found)


def _kept_after(lows: tuple[str, ...], k: int) -> bool:
    """After token k the turn goes on with a "but" that keeps what was played down ("..., but |
    yes | six finishes"; `KEPT_AFTER_CONTRAST`)."""
    for b in range(k + 1, len(lows)):
        if lows[b] in CONTRASTIVE_LINKS and not KEPT_AFTER_CONTRAST.isdisjoint(
            lows[b + 1 : b + 1 + _KEPT_REACH]
        ):
            return True
    return False


def conditioned_later(shape: FactShape, messages: Sequence[Message], index: int) -> int | None:
    """The fact says what is or will be so, not in the past ("User is going to their niece's
    wedding in June", "User starts a new job on Monday"), and one of the user's next two turns
    makes it hang on something: a condition that opens a stretch of the turn with nothing
    following from it, or with what happens if it fails ("if my knee holds up, that is", "urban
    planning. that is if the permit comes in time", "if they stamp it then i go otherwise no";
    `CONDITIONS`), a condition said anywhere ("it all hinges on whether my bonus comes";
    `TRAILING_CONDITIONS`), whether it happens at all ("who knows if we even go", "touch and go
    whether we get there"), or that it is not settled ("it's all up in the air", "nothing's
    booked", "nothing is fixed"; `UNSETTLED_PHRASES`, `SETTLED_WORDS`). Not a condition with its
    own consequence ("if it's warm i'll wear the blue dress", "if you've never been you should
    go"), a concession or a time ("even if", "once"; `NOT_HANGING_CONDITIONS`), nor an answer to
    a question of the assistant's about something else ("Will you dance?" ... "if my knee holds
    up"). The turn, held: said with a condition, the plan is not yet a fact."""
    if not _a_plan(shape):
        return None  # a state or a habit ("User has a motorbike" ... "sundays, weather permitting")
    named, _verb, _habit = _fact_reading(shape)
    for j in user_turns_after(messages, index, _HANGING_REACH):
        at = _hanging(messages[j].content)
        if at is None:
            continue  # the usual turn: it hangs nothing on anything
        prompt = messages[j - 1]
        canon = canonicalize(messages[j].content)
        answering = not any(canon.boundary[1 : at + 1])  # in the turn's first stretch
        if answering and prompt.role == "assistant" and _asks_of_other(prompt.content, named):
            continue  # the condition answers what the assistant asked ("How's the knee?")
        return j
    return None


def _a_plan(shape: FactShape) -> bool:
    """The fact tells a plan: not in the past nor negative, and said in the progressive ("is
    going"), with a future ("will start") or a word of planning, or with a day or month ahead
    ("starts a new job on Monday")."""
    lows = shape.canon.lows
    if shape.past or not NEGATIVE.isdisjoint(lows):
        return False
    _named, _verb, habit = _fact_reading(shape)
    if not habit or Marker.PLAN in shape.frames or not FUTURE_MARKERS.isdisjoint(lows):
        return True
    return any(w in MONTHS or w in WEEKDAYS for w in lows)


def _asks_of_other(prompt: str, named: frozenset[str]) -> bool:
    """The assistant asks something that names nothing of the fact ("Will you dance?", "How's the
    knee feeling now?"): the user's answer is of that."""
    if "?" not in prompt:
        return False
    return all(lemmas(w).isdisjoint(named) for w in canonicalize(prompt).lows)


_HANGING_REACH = 2  # user turns after the statement a condition on it may come in


@lru_cache(maxsize=4096)
def _hanging(text: str) -> int | None:
    """Where the turn first hangs something on a condition or says it is not settled, once per
    turn text (`conditioned_later`); None when it does not."""
    canon = canonicalize(text)
    lows = canon.lows
    # where a condition stands (`phrase_spans`, interjections included: "| so long as |"), not
    # one that leaves the plan standing ("even if", "if not")
    standing = {s for s, _e in phrase_spans(lows, NOT_HANGING_CONDITIONS)}
    opening = {s for s, _e in phrase_spans(lows, LATER_CONDITIONS)} - standing
    found = [k for k in sorted(opening) if _condition_opens(canon, k)]
    found += [s for s, _e in phrase_spans(lows, UNSETTLED_PHRASES)]
    for s, e in phrase_spans(lows, TRAILING_CONDITIONS):
        # "depends on | whether the bonus comes": the condition; "depends on the weather |
        # whether we set up outside": a detail that depends (a "whether" or wh-word after the
        # condition's own words)
        if e >= len(lows) or not any(
            w in WH_WORDS or w == _WHETHER for w in lows[e + 1 : _pause_after(canon, e)]
        ):
            found.append(s)
    for k, w in enumerate(lows):
        if w in SETTLED_WORDS and k > 0 and (lows[k - 1] in NEGATIVE or lows[k - 1] in NOTHING_FORMS):
            found.append(k)  # "nothing's | booked", "it's not | confirmed"
        if w in _ASKING_WHETHER and not AT_ALL_WORDS.isdisjoint(lows[k + 1 : k + 1 + _AT_ALL_REACH]):
            found.append(k)  # "touch and go | whether we even get there", "who knows | if | we even go"
    return min(found, default=None)


def _condition_opens(canon: Canon, k: int) -> bool:
    """The condition `_hanging` found at token k opens a stretch of the turn (after its
    interjections and lead-ins: "| that is | if ...", "yeah so | as long as ...";
    `CONDITION_LEAD_INS`), and hangs the plan on it: nothing after it says what the user does
    then ("if it's warm | i'll | wear ...", "if it doesn't rain | we're doing | pictures"), and
    no other branch says what they do otherwise ("if not it's the chapel"), unless that branch
    is "no" ("then i go | otherwise no")."""
    lows = canon.lows
    j = k
    while (
        j > 0
        and not canon.boundary[j]
        and (lows[j - 1] in INTERJECTIONS or lows[j - 1] in CONDITION_LEAD_INS)
    ):
        j -= 1
    if j > 0 and not canon.boundary[j]:
        return False  # "we'll move to perth | if ...": it conditions its own clause before it
    rest = lows[k + 1 :]
    for m in range(len(rest)):
        branch = next((len(p) for p in ALTERNATIVE_PHRASES if rest[m : m + len(p)] == p), 0)
        if branch:
            # "then i go | otherwise | no": the plan hangs on it; "..., if not | we stay by my
            # sister": another way, and the plan stands
            return not NEGATIVE.isdisjoint(rest[m + branch : m + branch + _AT_ALL_REACH])
    return not any(_says_then(rest, m) for m in range(len(rest)))


def _says_then(rest: tuple[str, ...], m: int) -> bool:
    """Token m of what follows a condition says what the user or the listener does then: a future
    or a modal of theirs ("| i'll |", "we | will |", "you | should |", "| we'll |" as speech
    writes it mid-clause), or the user's plan in the present ("| we're | doing pictures")."""
    w = rest[m]
    before = rest[m - 1] if m > 0 else ""
    if CONTRACTED_VERB.get(w) in _FUTURE_VERBS or (w == _WELL and m > 0 and before not in INTERJECTIONS):
        return True
    if (w in FUTURE_MARKERS or w in MODAL_FORMS) and before in _PERSONS:
        return True
    return w in OWN_PRESENT_BE and m + 1 < len(rest) and is_gerund(rest[m + 1])


_WHETHER = "whether"
_ASKING_WHETHER = frozenset({_WHETHER, CONDITION_IF})
_WELL = "well"  # "we'll", as speech-to-text without apostrophes writes it
_FUTURE_VERBS = FUTURE_MARKERS | MODAL_FORMS  # "ill" is "i will", "id" "i would"
# "if it's warm | i | 'll wear", "if you've never been | you | should go"
_PERSONS = USER_SUBJECTS | SECOND_PERSON
_AT_ALL_REACH = 4  # words after "if" its "even" or "at all" stands within ("if | we | even go")


def _main_verb(shape: FactShape) -> int | None:
    """The token of the fact's main verb past its auxiliaries ("has | finished", "has been |
    trying"), as `_main_verb_forms` reads it."""
    k = shape.verb
    if k is None:
        return None
    lows = shape.canon.lows
    while k + 1 < len(lows) and lows[k] in AUXILIARIES:
        nxt = lows[k + 1]
        if not (is_participle(nxt) or is_gerund(nxt) or is_past(nxt)):
            break
        k += 1
    return k


_NEGATION_REACH = 3  # words before a verb its negation stands within ("haven't | really | got")
_FUTURE_REACH = 2  # words before a verb its future marker stands within ("i'll | finish", "will | be")
_REMAINDER_REACH = 3  # words from a saying of what remains its count stands within ("two chapters | to go")
# what a turn says ahead is under a frame of its own (a plan): that frame does not keep it out
_AHEAD_FRAMES = frozenset({Frame.PLAN})


@dataclass(frozen=True)
class _Unfinished:
    """What a turn says is not done yet (`_unfinished_at`): the words said only nearly so, not so
    yet, or ahead (with whether ahead), and where it says part of a job remains."""

    said: tuple[tuple[int, bool], ...]
    remaining: tuple[int, ...]


@lru_cache(maxsize=4096)
def _unfinished_at(text: str) -> _Unfinished:
    """Where a turn says something is not done yet, once per turn text: a word right after a word
    of a near miss ("almost | finished") or "not quite"; a word a negation shortly before it
    governs in a stretch that says "yet" after it ("haven't | got | it yet"); a word after "then"
    or "till" in its stretch, or shortly after a future ("then it's | finished", "i'll |
    finish"): ahead. And where a part of a job remains ("three weeks | remaining", "the ceiling's
    | still to do")."""
    canon = canonicalize(text)
    lows = canon.lows
    yet = _YET in lows  # most turns say none: the stretch after a word is read only when one does
    said: list[tuple[int, bool]] = []
    start = 0
    for k in range(1, len(lows)):
        if canon.boundary[k]:
            start = k
        if (
            lows[k - 1] in NEAR_MISS_ADVERBS
            or (k > 1 and lows[k - 1] == _QUITE and lows[k - 2] in NEGATIVE)
            or (
                yet
                and not NEGATIVE.isdisjoint(lows[max(start, k - _NEGATION_REACH) : k])
                and _YET in lows[k + 1 : _pause_after(canon, k)]
            )
        ):
            said.append((k, False))
        elif not AHEAD_LINKS.isdisjoint(lows[start:k]) or not FUTURE_MARKERS.isdisjoint(
            lows[max(start, k - _FUTURE_REACH) : k]
        ):
            said.append((k, True))
    remaining = [s for s, _e in phrase_spans(lows, UNDONE_PHRASES)]
    for s, e in phrase_spans(lows, REMAINING_PHRASES):
        near = lows[max(0, s - _REMAINDER_REACH) : e + _REMAINDER_REACH]
        if any(w in REMAINDER_CUES or w[:1].isdigit() for w in near):
            remaining.append(s)
    return _Unfinished(tuple(said), tuple(remaining))


_QUITE = "quite"  # "not | quite | finished": only nearly
_YET = "yet"


def _object_of_its_own(canon: Canon, k: int, end: int, named: frozenset[str]) -> bool:
    """After the verb at k, its clause names a thing the fact does not ("almost finished | the
    painting", "haven't got | used to them"): the words before "yet", a pause or the clause's
    end that are not function words, pronouns, times ("i'll finish it | tonight") or words of the
    fact."""
    for m in range(k + 1, end):
        w = canon.lows[m]
        if w == _YET or canon.boundary[m]:
            return False
        if w in FUNCTION_WORDS or w in OBJECT_PRONOUNS or w in IT_FORMS or w[:1].isdigit():
            continue
        if w in RELATIVE_TIME_TRIGGERS or w in CALENDAR:
            continue
        return lemmas(w).isdisjoint(named)
    return False


def _said_as_done(ut: Utterance, k: int) -> bool:
    """Token k is said as so: under no frame (a wish, a supposition, somebody's words), in a
    clause that asks nothing and has no negation or modal up to it ("she's not better yet",
    "we might buy the campervan")."""
    clause = ut.clause_at(k)
    said = ut.canon.lows[clause.first : k + 1]
    return not ut.frames[k] and not clause.question and NOT_DONE_WORDS.isdisjoint(said)


def _last_of_another(ut: Utterance, clause: Clause, shape: FactShape) -> bool:
    """The last clause before `clause` with a subject of its own is about another person than
    the fact's ("my niece had her baby on tuesday, | born at home"): a clause with no subject
    goes on about them."""
    said = [c for c in ut.clauses if c.end <= clause.first and c.subject is not Subject.NONE]
    if not said:
        return False
    last = said[-1]
    return (
        last.subject is Subject.THIRD and last.relation is not None and last.relation not in shape.relations
    )


_THEY = frozenset({"they"})  # "they did the hip": the people who do it, for whomever it is done
_GOAL_REACH = 4  # words after a verb of reaching its goal's noun stands within ("bought | the old campervan")


@lru_cache(maxsize=8192)
def _goals_and_endings(shape: FactShape) -> tuple[frozenset[str], frozenset[str]]:
    """The dictionary forms of what the fact is on the way to (the nouns after its verb of
    pursuing, or the noun right before one said as a gerund: "house | hunting"; `_nounish`), and
    of the words that tell a state of life of the fact ended (`STAGE_ENDINGS`)."""
    lows = shape.canon.lows
    goals: set[str] = set()
    for k, w in enumerate(lows):
        if lemmas(w).isdisjoint(PURSUING_LEMMAS):
            continue
        goals.update(*(lemmas(w) for w in lows[k + 1 :] if w not in FUNCTION_WORDS and _nounish(w)))
        if k > 0 and is_gerund(w) and _nounish(lows[k - 1]):
            goals.update(lemmas(lows[k - 1]))
    endings = frozenset().union(*(STAGE_ENDINGS.get(f, frozenset()) for f in shape.lemmas))
    return frozenset(goals) - PURSUING_LEMMAS - WEAK_TOPIC_WORDS, endings


def _nounish(w: str) -> bool:
    """A noun, or a word no dictionary knows (a name, a newer noun: "campervan")."""
    tags = pos(w)
    return not tags or "NOUN" in tags


def _goal_after(lows: tuple[str, ...], k: int, goals: frozenset[str], shape: FactShape) -> bool:
    """A noun of the goal stands a few words after the verb at k, and no word the fact does not say
    describes it as another of its kind ("did the | half | marathon")."""
    for m in range(k + 1, min(len(lows), k + 1 + _GOAL_REACH)):
        if lemmas(lows[m]).isdisjoint(goals):
            continue
        return not any(describes_otherwise(lows[i], shape.lemmas) for i in range(k + 1, m))
    return False


@lru_cache(maxsize=4096)
def _recovery_at(text: str) -> tuple[int, ...]:
    """Where a turn says somebody got better, once per turn text (every fact of a state reads
    the same later turns): a word of recovery, not "gone | up" nor "better | off", or a saying
    of one."""
    lows = canonicalize(text).lows
    said = [
        k
        for k, w in enumerate(lows)
        if (w in RECOVERY_WORDS or _receded(w))
        and (k + 1 == len(lows) or lows[k + 1] not in RECOVERY_NOT_AFTER)
    ]
    return (*said, *(s for s, _e in phrase_spans(lows, RECOVERY_PHRASES)))


def _receded(w: str) -> bool:
    """The word is a verb of going away in the past ("faded", "cleared", "healed";
    `RECEDING_LEMMAS`)."""
    return (is_past(w) or is_participle(w)) and not lemmas(w).isdisjoint(RECEDING_LEMMAS)


def _of_the_fact(before: tuple[str, ...], clause: Clause, shape: FactShape, named: frozenset[str]) -> bool:
    """The words of a clause before its word of recovery name whom or what the fact is about:
    the user for the user's fact, a pronoun of their sex or their word of kin for another's,
    "it", a word of the fact ("the shingles have cleared"), or a thing (a symptom: "the fever's
    gone")."""
    if any(not lemmas(w).isdisjoint(named) or w in IT_FORMS for w in before):
        return True
    if clause.subject is Subject.THING:
        return True  # "the fever's | gone", "the rash | cleared": a symptom of it went
    if not shape.possessive_lead:
        # "right as rain now": speech drops the speaker's own subject
        return clause.subject is Subject.USER or clause.subject is Subject.NONE
    if clause.subject is Subject.THIRD and clause.relation is not None:
        return clause.relation in shape.relations
    return _pronoun_of_theirs(before, shape)


def _pronoun_of_theirs(words: Sequence[str], shape: FactShape) -> bool:
    """One of `words` is a third-person subject pronoun that may stand for the fact's person, of
    their sex ("she" for a daughter, not "he")."""
    return any(w in THIRD_SUBJECTS and of_their_sex(w, shape) for w in words)


def _moved_of_the_fact(
    canon: Canon, verb: int, shape: FactShape, named: frozenset[str], places: frozenset[str]
) -> bool:
    """`placed_elsewhere_later`'s move at token `verb`, said as done and not negated
    (`_change_done`): what it moves is the fact's, and where to is another place."""
    lows, keys = canon.lows, canon.keys
    to = next(
        (
            t
            for t in range(verb + 1, min(len(lows), verb + _MOVED_OBJECT_REACH + 2))
            if lows[t] in DESTINATION_PREPOSITIONS
        ),
        None,
    )
    if to is None:
        return False
    moved_at = [i for i in range(verb + 1, to) if lows[i] not in MOVING_PARTICLES]
    moved = [lows[i] for i in moved_at]
    whither = [
        i for i in range(to + 1, min(len(lows), to + 1 + _SUBJECT_REACH)) if keys[i] not in FUNCTION_WORDS
    ]
    if not whither:
        return False
    if any(
        keys[i] in places or keys[i] in CALENDAR or keys[i][:1].isdigit() or relation_of(lows[i]) is not None
        for i in whither
    ):
        return False  # the fact's own place, a date, a number, a person
    if not moved:  # "i've moved over to": whoever said it before the verb
        subjects = [x for x in lows[max(0, verb - _SUBJECT_REACH) : verb] if x in SUBJECT_PRONOUNS]
        return bool(subjects) and same_subject(subjects[-1], shape)
    if moved == [_IT]:
        return True  # "moved it to": the fact's thing, as far as the turn says
    if len(moved) == 1 and moved[0] in SUBJECT_FORMS:
        return same_subject(SUBJECT_FORMS[moved[0]], shape)  # "posted me to", "moved her into"
    # a word of the fact, by its dictionary form or its key ("our sundays" of "every Sunday")
    said = shape.canon.key_set - FUNCTION_WORDS
    return len(moved) <= _MOVED_OBJECT_REACH and any(
        not lemmas(lows[i]).isdisjoint(named) or keys[i] in said for i in moved_at
    )


_MOVED_OBJECT_REACH = 3  # words of what is moved between the verb and "to" ("moved | our sundays over | to")
_IT = "it"


def went_to_another_later(shape: FactShape, messages: Sequence[Message], index: int) -> int | None:
    """The fact says the user has, keeps or fosters a thing or an animal, and one of the next few
    user turns says it went to another keeper: the thing by name or a pronoun, a past "went"
    or "has gone", then "back to" anything ("bramble went back to the shelter"), "to" a person
    or a new home ("the piano went to my niece", "both went to their new homes"), or "home
    with" somebody ("he went home with them"). Not a visit ("went to the vet"). The turn,
    held: the user says whether they still have it."""
    if not shape.existence:
        return None
    named, verb_forms, _habit = _fact_reading(shape)
    things = named - verb_forms
    for j in user_turns_after(messages, index, _NOW_REACH):
        lows = canonicalize(messages[j].content).lows
        if WENT_FORMS.isdisjoint(lows):
            continue  # the usual turn: nothing went anywhere
        for k, w in enumerate(lows):
            if w not in WENT_FORMS or k == 0 or k + 2 >= len(lows):
                continue
            subject = lows[k - 1]
            if not (subject in WENT_SUBJECTS or not things.isdisjoint(word_forms(subject))):
                continue
            if NEGATIVE.isdisjoint(lows[max(0, k - 3) : k]) and _to_another_keeper(lows, k + 1):
                return j
    return None


def _to_another_keeper(lows: tuple[str, ...], k: int) -> bool:
    """Token k opens where a thing went, as to a new keeper: "back to ...", "home with ...", or
    "to" a person or a new home (`NEW_KEEPER_NOUNS`) after an optional determiner."""
    first, second = lows[k], lows[k + 1]
    if (first, second) in WENT_TO_ANOTHER:
        return True
    if first != BELONGING_TO:
        return False
    rest = lows[k + 1 : k + 4]
    # the first noun after a determiner or a possessive and describing words: "to | their new | home"
    at = next(
        (i for i, w in enumerate(rest) if w not in DETERMINERS and w not in POSSESSIVES and "NOUN" in pos(w)),
        None,
    )
    if at is None:
        return False
    head = rest[at]
    # a person of the user's or of somebody's ("to | my niece"), not a visit ("to the vet", "to
    # my mum's for the weekend": the possessive's "s" is a place)
    owned = at > 0 and rest[at - 1] in POSSESSIVES and relation_of(head) == head
    return head in NEW_KEEPER_NOUNS or owned


def recounted_later(shape: FactShape, messages: Sequence[Message], index: int) -> int | None:
    """One of the next few user turns counts a noun the fact counts with another number and
    never with the fact's ("twelve grandkids, i missed out the new baby" of eleven
    grandchildren; "it's three bedrooms and a box room" of four bedrooms): the count was put
    right or changed. Not a turn that says the fact's count of it too ("three times or
    nothing"). The turn, held: the user says which count stands."""
    facts = [f for f in _fact_values(shape) if f.noun]
    if not facts:
        return None  # the usual case: the fact counts nothing
    for j in user_turns_after(messages, index, _NOW_REACH):
        values = _turn_values(messages[j].content)
        if values is None:
            continue  # the usual case: no number in the turn
        canon = values[0]
        said = [m for m in values[1] if m.noun and not _part_of(canon.lows, m)]
        for f in facts:
            same = [m for m in said if not m.noun.isdisjoint(f.noun)]
            if same and all(m.values.isdisjoint(f.values) for m in same):
                return j
    return None


def revalued_later(shape: FactShape, messages: Sequence[Message], index: int) -> int | None:
    """One of the next few user turns says the fact's value again and then another value of
    its type ("sixty leaves us short, so we've settled on sixty five" of retiring at sixty;
    "six point eight was last year's, the new one's five point nine"): the old value set against
    a new one, which replaces it. The turn, held: the user says which value stands."""
    facts = _fact_values(shape)
    if not facts:
        return None  # the usual case: the fact has no number
    people = frozenset(shape.relations)
    for j in user_turns_after(messages, index, _NOW_REACH):
        values = _turn_values(messages[j].content)
        if values is None:
            continue  # the usual case: no number in the turn
        canon, said = values[0], values[1]
        for f in facts:
            # the fact's value, or its round amount with the scale unsaid ("eighteen was my
            # best" of about eighteen hundred)
            olds = [m for m in said if not m.values.isdisjoint(f.values) or (_bare(m) and _scale_kept(f, m))]
            if not olds or not _set_aside(canon, olds[-1]):
                continue
            fact_day = _day_of_month(shape.canon, f)
            # the value said last stands: "did i say the ninth? yes the ninth" keeps it
            for m in said:
                if m.first <= olds[-1].first or _part_of(canon.lows, m):
                    continue
                if any(_another_subject(canon.lows, k, people) for k in range(olds[-1].end, m.first)):
                    continue  # "..., my sister pays eight fifty": another person's value
                if not m.values.isdisjoint(f.values) or (_bare(m) and _scale_kept(f, m)):
                    break  # the fact's value said again after it: "... i'm still eighteen hundred"
                day = _day_of_month(canon, m)
                if _same_type(f, m, day, fact_day) or (_bare(m) and _scale_dropped(f, m)):
                    return j
            if _past_or_said(canon.lows, olds[-1]) and _new_value_before(
                canon, said, olds[-1], f, fact_day, people
            ):
                return j
    return None


def _past_or_said(lows: tuple[str, ...], m: Mention) -> bool:
    """The value is told as of the past ("eighteen | was | my peak") or as what was said ("i
    said forty"): set aside for good, not weighed ("two is plenty" keeps it)."""
    after = lows[m.end] if m.end < len(lows) else ""
    return is_past(after) or _said_before(lows, m)


def _new_value_before(
    canon: Canon, said: Sequence[Mention], old: Mention, f: Mention, fact_day: bool, people: frozenset[str]
) -> bool:
    """A value of the fact's type said right before the fact's value set aside, in the same
    turn ("fifteen hundred, | eighteen was my peak", "we pay eight fifty, | nine hundred was
    what they asked"): the new value first, then the old one talked of as past or said. The
    nearest value before it only, and none when another person's value stands between."""
    lows = canon.lows
    before = [m for m in said if m.end <= old.first and not _part_of(lows, m)]
    if not before:
        return False
    m = before[-1]
    if not m.values.isdisjoint(f.values) or (_bare(m) and _scale_kept(f, m)):
        return False  # the fact's value said just before: "eighteen hundred, eighteen was ..."
    if any(_another_subject(lows, k, people) for k in range(m.first, old.first)):
        return False
    day = _day_of_month(canon, m)
    return _same_type(f, m, day, fact_day) or (_bare(m) and _scale_dropped(f, m))


def found_otherwise_later(shape: FactShape, messages: Sequence[Message], index: int) -> int | None:
    """One of the next few user turns tells a finding that the fact's thing is a lesser or
    other thing, or nothing: after "turns out" a pointing subject is "just", "only" or
    "actually" a noun phrase that names none of the fact's words ("turns out it's just a
    sprain" of a broken wrist), or "nothing"; or a pointing subject was a word of deceit ("it
    was a scam" of a prize won). The turn, held: the finding may be of another thing."""
    named, _verb, _habit = _fact_reading(shape)
    for j in user_turns_after(messages, index, _NOW_REACH):
        lows = canonicalize(messages[j].content).lows
        if _found_lesser(lows, named) or _deceit_told(lows):
            return j
    return None


_FINDING_REACH = 4  # words from a finding's phrase to what the thing was found to be
_FINDING_LAST = frozenset(p[-1] for p in FINDING_PHRASES)  # "out": a cheap test of a turn
_DECEIT_FORMS = inflections(DECEIT_NOUNS)  # "scam", "scams": every form, read without lemmas


def _found_lesser(lows: tuple[str, ...], named: frozenset[str]) -> bool:
    """After a finding's phrase, within reach, a word that makes what follows the lesser thing
    ("just", `FOUND_LESSER`) and then a noun phrase none of whose nouns the fact names, or
    "nothing" ("turns out it was nothing")."""
    if _FINDING_LAST.isdisjoint(lows):
        return False  # the usual turn: no "out"
    for _s, e in phrase_spans(lows, FINDING_PHRASES):
        for k in range(e, min(len(lows), e + _FINDING_REACH)):
            if lows[k] in NEGATIVE and lows[k] not in FOUND_LESSER:
                return k + 1 >= len(lows) or "NOUN" not in pos(lows[k + 1])  # "it was | nothing"
            if lows[k] not in FOUND_LESSER:
                continue
            nouns = [
                w
                for w in lows[k + 1 : k + 1 + _FINDING_REACH]
                if "NOUN" in pos(w) and w not in FUNCTION_WORDS
            ]
            return bool(nouns) and not _names(nouns, named)
    return False


def _deceit_told(lows: tuple[str, ...]) -> bool:
    """A pointing subject, a past copula and a word of deceit ("it was a scam", "that was all a
    hoax"; `DECEIT_NOUNS`), not after a verb of thinking ("i thought it was a scam")."""
    if _DECEIT_FORMS.isdisjoint(lows):
        return False  # the usual turn: no word of deceit
    for k, w in enumerate(lows):
        if w not in _DECEIT_FORMS:
            continue
        before = lows[max(0, k - 4) : k]
        told = any(b in POINTING_SUBJECTS for b in before) and any(is_past(b) for b in before)
        thought = any(not lemmas(b).isdisjoint(SUSPECTING_LEMMAS) for b in lows[max(0, k - 6) : k])
        if told and not thought:
            return True
    return False


def checked_value_later(shape: FactShape, messages: Sequence[Message], index: int) -> int | None:
    """One of the next few user turns tells a value of the fact's type found by looking it up
    or measuring it ("i reread the offer and it's fifty eight" of sixty eight k; "counted them
    this morning, thirty six" of forty hens; "checked the app, it says six forty" of a flight
    at seven), and never the fact's own value: a value said from memory, put right. The value
    stands after the verb of checking, bare after a pause or told of a pointing subject or the
    fact's thing. The turn, held: what was checked may be another thing."""
    facts = _fact_values(shape)
    if not facts:
        return None  # the usual case: the fact has no number
    named, _verb, _habit = _fact_reading(shape)
    fact_days = {f for f in facts if _day_of_month(shape.canon, f)}
    for j, canon, said, unsaid in _turns_without_the_value(facts, messages, index):
        lows = canon.lows
        checks = [k for k in range(len(lows)) if _checking_at(canon, k, named)]
        if not checks:
            continue  # the usual case: nothing was looked up
        for m in said:
            if not any(0 < m.first - k <= _CHECK_REACH for k in checks) or _part_of(lows, m):
                continue
            before = range(max(0, m.first - _SUBJECT_REACH), m.first)
            bare = canon.boundary[m.first] or any(k in checks for k in before)
            of_it = any(lows[k] in POINTING_SUBJECTS or not lemmas(lows[k]).isdisjoint(named) for k in before)
            if not (bare or of_it):
                continue
            day = _day_of_month(canon, m)
            if any(
                _same_type(f, m, day, f in fact_days) or (_bare(m) and _scale_dropped(f, m)) for f in unsaid
            ):
                return j
    return None


def _checking_at(canon: Canon, k: int, named: frozenset[str]) -> bool:
    """Token k is a verb of checking ("i checked", "we measured"), or of a thing read showing a
    value after a pointing subject or a noun ("it says", "that showed", "it is | showing", "the
    receipt | says") or with its subject left out after a pause ("got the printout here, | says
    five point four"). Not a verb of measuring with an object of its own the fact does not name
    ("i weighed | the dog"): that thing's value."""
    lows = canon.lows
    forms = lemmas(lows[k])
    if not CHECKING_LEMMAS.isdisjoint(forms):
        return MEASURING_LEMMAS.isdisjoint(forms) or not own_object(lows, k + 1, named)
    if READING_OUT_LEMMAS.isdisjoint(forms) or k == 0:
        return False
    j = k - 1
    while j > 0 and lows[j] in AUXILIARIES:
        j -= 1  # "it | is | showing"
    subject = lows[j] in POINTING_SUBJECTS or (_READ_THING in pos(lows[j]) and lows[j] not in FUNCTION_WORDS)
    return subject or (canon.boundary[k] and not is_past(lows[k]))


_CHECK_REACH = 10  # words after a verb of checking the value it found is read within
_READ_THING = "NOUN"  # the tag of what a value is read off ("the receipt | says")


def _bare(m: Mention) -> bool:
    """A number said with no noun and no unit ("fourteen", "sixteen hundred")."""
    return not m.noun and m.unit is None


def _set_aside(canon: Canon, m: Mention) -> bool:
    """The value is talked about, not used: the subject of its own verb ("eight was before
    june", "sixty leaves us short"), what the user said ("i said forty") or what it only seemed
    ("it felt like a thousand")."""
    lows = canon.lows
    after = lows[m.end] if m.end < len(lows) else ""
    return is_finite_verb(after) or _said_before(lows, m) or _seemed(canon, m)


def _seemed(canon: Canon, m: Mention) -> bool:
    """A verb of seeming and "like" stand just before the value ("it felt | like | a thousand");
    the normaliser keeps the "like" among the value's marks, as it does a filler's."""
    lows, first = canon.lows, m.first
    if first > 0 and lows[first - 1] in ARTICLES:
        first -= 1  # "like | a thousand"
    if SEEMED_LIKE in canon.marks[first].split():
        verb = first - 1
    elif first > 0 and lows[first - 1] == SEEMED_LIKE:
        verb = first - 2
    else:
        return False
    return verb >= 0 and not lemmas(lows[verb]).isdisjoint(SEEMING_LEMMAS)


def _said_before(lows: tuple[str, ...], m: Mention) -> bool:
    """A verb of saying stands just before the value: "i said | forty"."""
    return any(not SAYING_VERBS.isdisjoint(lemmas(w)) for w in lows[max(0, m.first - 2) : m.first])


def _another_subject(lows: tuple[str, ...], k: int, people: frozenset[str]) -> bool:
    """Token k is a relation word the fact is not about, owned and with a verb after it, the
    subject of what follows ("my sister | pays"), wherever its clause opens."""
    person = relation_of(lows[k])
    if person is None or person in people or k == 0 or k + 1 >= len(lows):
        return False
    owned = lows[k - 1] in POSSESSIVES or lows[k - 1] in DETERMINERS
    return owned and (verbish(lows[k + 1]) or is_be_clitic(lows, k))


def _names(words: Sequence[str], named: frozenset[str]) -> bool:
    """One of `words` names something the fact names (`_fact_reading`'s naming forms), in
    any inflection: the later turn is about the fact's thing."""
    return any(not lemmas(w).isdisjoint(named) for w in words)


def repair_tagged_later(shape: FactShape, messages: Sequence[Message], index: int) -> int | None:
    """One of the next few user turns says something of the fact's and then owns up that it is
    a repair ("deputy head, i should say" of a head teacher; "they let me go at the garden
    centre, i meant to say" of working there), or owns up to misstating it by habit ("assistant
    manager, i always round up"; "i tell people he's older, it winds him up"), or confesses
    ("okay confession, the fiddle's my daughter's"): the fact was put
    right, is out of date or was never so. Only a repair tag after words of the turn's own, and
    a turn that names a word or a value of the fact. The turn, held: "i should have said" also
    owns up to leaving something out, "i tell people" may be the truth told."""
    named, _verb, _habit = _fact_reading(shape)
    values = frozenset().union(*(f.values for f in _fact_values(shape)))
    for j in user_turns_after(messages, index, _NOW_REACH):
        canon = canonicalize(messages[j].content)
        lows = canon.lows
        tagged = any(s > 0 for s, _e, _m in find_phrases(lows, REPAIR_TAG_PHRASES))
        owned = find_phrases(lows, MISSTATING_HABIT_PHRASES) or find_phrases(lows, CONFESSION_PHRASES)
        if not tagged and not owned:
            continue  # the usual case: no tag, no habit of misstating owned up to
        if _names(lows, named):
            return j
        if values and any(not m.values.isdisjoint(values) for m in mentions(canon)):
            return j
    return None


def news_later(shape: FactShape, messages: Sequence[Message], index: int) -> int | None:
    """One of the next few user turns reports news that came in (somebody rang, emailed, wrote
    or texted, "the dealer just rang", "dfs emailed this morning"; results "came back", the
    user "heard back") and names a word of the fact: news of the fact's thing after it was
    said is how a plan falls through or a state ends, told through what happened ("the breeder
    rang, she's given our girl to someone higher on the list"). Not the user's own call ("i
    rang the surgery"). The turn, held: news may as well keep the fact ("the cruise line
    emailed, same dates")."""
    named, _verb, _habit = _fact_reading(shape)
    for j in user_turns_after(messages, index, _NOW_REACH):
        text = messages[j].content
        if _news_in(text) and _names(canonicalize(text).lows, named):
            return j
    return None


_ED = "ed"


@lru_cache(maxsize=4096)
def _news_in(text: str) -> bool:
    """A past verb of news coming in: of telling at a distance with somebody else as its
    subject, or of coming back ("the results came back"). Read once per message text, however
    many candidates look back at it."""
    lows = canonicalize(text).lows
    for k, w in enumerate(lows):
        regular = w.endswith(_ED) and w[: -len(_ED)] in NEWS_VERBS  # "texted": no dictionary has it
        if not is_past_form(w) and not regular:
            continue
        forms = lemmas(w) | ({w[: -len(_ED)]} if regular else set())
        if not forms.isdisjoint(NEWS_VERBS) and (k == 0 or lows[k - 1] not in USER_SUBJECTS):
            return True
        if k + 1 < len(lows) and any((f, lows[k + 1]) in NEWS_RETURNS for f in forms):
            return True
    return False


def back_to_later(shape: FactShape, messages: Sequence[Message], index: int) -> int | None:
    """One of the next few user turns says the user went back to a state or a place of before
    ("so i'm back to square one", "i'm back to being an ordinary councillor", "i'm back on the
    day shift", "i'm back at my old climbing gym"): what the fact said changed, unless all that
    they are back to is the fact's own thing ("i'm back to the gym" of going to the gym, "back
    at it on fridays"). The turn, held."""
    named, _verb, _habit = _fact_reading(shape)
    for j in user_turns_after(messages, index, _NOW_REACH):
        canon = canonicalize(messages[j].content)
        lows = canon.lows
        for k in range(len(lows) - 2):
            if lows[k] not in USER_BE_CLITICS or lows[k + 1] != BACK_TO[0] or lows[k + 2] not in _BACK_LINKS:
                continue
            end = next(
                (m for m in range(k + 3, len(lows)) if canon.boundary[m] or lows[m] in CLAUSE_LINKS),
                len(lows),
            )
            said = range(k + 3, min(end, k + 3 + _BACK_REACH))
            if all(names_only_the_fact(lows[m], lemmas(lows[m]), named) for m in said):
                continue  # "i'm back to the gym": the fact's own thing resumed
            return j
    return None


_BACK_REACH = 4  # words after "back to" that name what the user is back to
_BACK_LINKS = DESTINATION_PREPOSITIONS | PLACE_PREPOSITIONS | {"on"}  # "back | to", "back | on"
_CONTENT_TAGS = frozenset({"NOUN", "VERB", "ADJ"})  # parts of speech of a word of content
# verbs a paraphrase of any fact may use ("have", "get", "go", "do", "be"): they name no doing
GENERAL_VERBS = GETTING_LEMMAS | GOING_LEMMAS | PRO_VERB_LEMMAS | BE_LEMMAS


def names_only_the_fact(w: str, forms: frozenset[str], named: frozenset[str]) -> bool:
    """The word `w` (with its dictionary forms) names nothing but the fact's thing: a word of the
    fact, of time, a word of grammar or a general verb ("i'm back | at it | now", "back to |
    being | ..."); a word of content the fact does not say names something else."""
    if not forms.isdisjoint(named) or w in FUNCTION_WORDS or w in SUBJECT_PRONOUNS or w in OBJECT_PRONOUNS:
        return True
    if w in PREPOSITIONS or w in CLAUSE_LINKS or w in WEEKDAYS or w in MONTHS or w in DAY_PARTS:
        return True
    return (
        w[:1].isdigit() or not ({"NOUN", "VERB", "ADJ"} & set(pos(w))) or not forms.isdisjoint(GENERAL_VERBS)
    )


_AND = "and"  # "now | and then": now and again, not "now"
_NAMED_NOW = NOW_WORDS - {"anymore"}  # words after a new name that say it holds from now on
_NAME_LETTERS = 3  # a shorter word no dictionary knows is a particle ("o", "na"), not a name


def now_and_then(lows: tuple[str, ...], k: int) -> bool:
    """The "now" at k is "now and then" (or "now and again"): a while, not the present."""
    return lows[k + 1 : k + 2] == (_AND,)


def named_now_later(shape: FactShape, messages: Sequence[Message], index: int) -> int | None:
    """One of the next few user turns names something else, closed by "now" ("he's with easyjet
    now" of a pilot with british airways; "it's architecture at ucd now" of a place at trinity):
    the fact's name may no longer hold, as `value_now_later` reads a number. Only a word no
    dictionary knows (a name) right before "now", not "now and then", and not in a turn that says
    one of the fact's names too. The turn, held."""
    names = frozenset(
        k for k in shape.specifics if k.isalpha() and k not in CALENDAR and k != shape.leading_name
    )
    if not names:
        return None  # the usual case: the fact names nothing
    for j in user_turns_after(messages, index, _NOW_REACH):
        canon = canonicalize(messages[j].content)
        lows = canon.lows
        if not names.isdisjoint(canon.keys):
            continue  # a name of the fact said again: kept, or of something else
        for k in range(1, len(lows)):
            if lows[k] not in _NAMED_NOW or now_and_then(lows, k):
                continue  # "not san diego | anymore" denies the name before it: no new name
            w = lows[k - 1]
            if len(w) >= _NAME_LETTERS and w.isalpha() and not pos(w) and w not in CLOSED_CLASS:
                return j
    return None


_MOVED_TO = "to"
_MOVED_REACH = 4  # words between a verb of moving and the "to" of where it went ("pushed the trip | to")


def moved_to_later(shape: FactShape, messages: Sequence[Message], index: int) -> int | None:
    """One of the next few user turns says something was moved to another month or weekday than
    the fact's ("the trip got pushed to may" of a trip in march; "swimming moved to fridays" of
    swimming on wednesdays): the fact's time may no longer hold, whatever was moved. Not a turn
    that says the fact's own month or day too ("they wanted to move it to july, i said no, it's
    staying june"). The turn, held: the user says which stands."""
    fact_days = frozenset(k for k in shape.canon.keys if k in MONTHS or k in WEEKDAYS)
    if not fact_days:
        return None  # the usual case: the fact names no month or weekday
    for j in user_turns_after(messages, index, _NOW_REACH):
        canon = canonicalize(messages[j].content)
        keys, lows = canon.keys, canon.lows
        if not fact_days.isdisjoint(keys):
            continue  # the fact's own month or day said again: kept, or of something else
        for k, w in enumerate(lows):
            if RESCHEDULE_VERBS.isdisjoint(lemmas(w)):
                continue
            if not _change_done(lows, k):
                continue  # "they wanted to | move it to july": a move only meant, not made
            for t in range(k + 1, min(len(lows) - 1, k + 1 + _MOVED_REACH)):
                if lows[t] != _MOVED_TO:
                    continue
                new = _calendar_named(keys, t + 1)
                if new is not None and any(_same_calendar(new, day) for day in fact_days):
                    return j
                break
    return None


def _calendar_named(keys: tuple[str, ...], start: int) -> str | None:
    """The month or weekday a date said from token `start` names, past its article and the
    day of the month ("the twelfth of | january", "the | friday", "the 9th of | may"); None
    when the words there are no date ("to the dentist")."""
    k = start
    while k < len(keys) and (keys[k] in ARTICLES or keys[k] == _OF or keys[k].isdigit()):
        k += 1
    return keys[k] if k < len(keys) and k - start <= _DATE_LEAD and keys[k] in CALENDAR else None


_DATE_LEAD = 3  # words before a date's month: "the | 12 | of | january"


def recalendared_later(shape: FactShape, messages: Sequence[Message], index: int) -> tuple[int, bool] | None:
    """One of the next few user turns puts the fact's month or weekday right: it says another
    of the same calendar, bare in its stretch, after a word of correction, an outcome or a
    check with nothing between but what carries a date ("sorry it's the wednesday, i had my
    days mixed up", "my mistake, it's in april", "turns out it's in april", "i checked and
    it's actually the tenth of june"), or right before a word of correction ("it's april,
    sorry, they moved it"; "sunday i mean, the hall was double booked"). A month or a day said
    with more of its own ("actually thursday's my quiz night", "sorry, the results come in
    april") tells of another thing; a turn that says the fact's own name too is read by the
    other readings (kept, denied, or set aside: "i keep saying march but it's april").
    Returns the turn and whether it is sure: the next user turn, opening on the new name
    (rejected), or otherwise (held: which thing it puts right is the user's to say)."""
    fact_days = frozenset(k for k in shape.canon.keys if k in CALENDAR)
    if not fact_days:
        return None  # the usual case: the fact names no month or weekday
    named, _verb, _habit = _fact_reading(shape)
    turns = user_turns_after(messages, index, _NOW_REACH)
    for j in turns:
        canon = canonicalize(messages[j].content)
        keys = canon.keys
        if not fact_days.isdisjoint(keys) or CALENDAR.isdisjoint(keys):
            continue  # the usual case: no other month or day; or the fact's own said again
        cues = _calendar_cues(canon)
        lows = canon.lows
        for k, key in enumerate(keys):
            if key not in CALENDAR or not any(_same_calendar(key, day) for day in fact_days):
                continue
            if not _ends_bare(canon, k):
                continue  # "thursday's | my quiz night": the day's own clause, of another thing
            start = next((i for i in range(k, 0, -1) if canon.boundary[i]), 0)
            bare = all(_carries_date(w, named) for w in lows[start:k])
            before = any(e <= k and all(_carries_date(w, named) for w in lows[e:k]) for _s, e in cues)
            # "i looked at the letter | its the ninth of april": told of a pointing subject
            # after the cue, whatever the cue's clause said before it
            pointed = next(
                (p for p in range(k - 1, start - 1, -1) if lows[p] in POINTING_SUBJECTS),
                None,
            )
            if pointed is not None and all(_carries_date(w, named) for w in lows[pointed:k]):
                before = before or any(e <= pointed for _s, e in cues)
            after = bare and any(0 < s - k <= 2 for s, _e in cues)
            if before or after:
                return j, j == turns[0] and bare and start == 0
    return None


def _calendar_cues(canon: Canon) -> list[tuple[int, int]]:
    """(start, end) of the words that say a month or day is put right: correction markers,
    bare ones ("no", "actually", "sorry"), an outcome ("turns out", "in the end") and a verb
    of checking ("i checked and ...")."""
    lows = canon.lows
    cues = list(correction_markers(canon))
    outcomes = OUTCOME_PHRASES + OUTCOME_MARKERS  # "in the end", "turns out", "it turned out"
    cues += phrase_spans(lows, outcomes)
    for k, w in enumerate(lows):
        if w in CALENDAR_FIXING_WORDS or not CHECKING_LEMMAS.isdisjoint(lemmas(w)):
            cues.append((k, k + 1))
    return cues


def _carries_date(w: str, named: frozenset[str]) -> bool:
    """A word a month or a day put right may stand after in its stretch: an interjection, a
    word of correction, a pointing subject and its "be", a preposition or article, the day of
    the month ("the | 10 | of | june"), or the fact's own thing ("the scan's in | april")."""
    if w in INTERJECTIONS or w in CORRECTION_FILLERS or w in _CALENDAR_CARRIERS or w[:1].isdigit():
        return True
    return w in POSSESSIVES or not lemmas(w).isdisjoint(named)


# Words a month or day put right may stand after in its stretch: "it's | april", "no, on |
# wednesdays", "the scan's in | april".
_CALENDAR_CARRIERS = POINTING_SUBJECTS | COPULAR_FORMS | CALENDAR_CARRIERS


def _ends_bare(canon: Canon, k: int) -> bool:
    """Nothing of its own follows the month or day at k but a word of correction before a
    pause ("sunday | i mean |, ...", "wednesdays | actually |, ...") or before a new clause of
    a person's, which speech-to-text output writes with no pause ("its april | they moved it",
    "its april actually | i had the letter wrong"); not "thursday's | my quiz night", "april
    | when i see the surgeon"."""
    lows = canon.lows
    end = k + 1
    while end < len(lows) and not canon.boundary[end]:
        person = lows[end] in USER_SUBJECTS or lows[end] in THIRD_SUBJECTS
        if person and end + 1 < len(lows) and verbish(lows[end + 1]):
            return True  # "its april | they moved it": a new clause ("i mean" is a marker's)
        if lows[end] not in CORRECTION_FILLERS and lows[end] not in CALENDAR_FIXING_WORDS:
            return False
        end += 1
    return True


def _same_calendar(a: str, b: str) -> bool:
    """Two months, or two weekdays."""
    return (a in MONTHS and b in MONTHS) or (a in WEEKDAYS and b in WEEKDAYS)


_PARTITIVE_OF = "of"
_IT_IS = "its"


def _part_of(lows: tuple[str, ...], m: Mention) -> bool:
    """The number counts some of the things, not all of them: said with "of" after it ("two of
    the grandkids") or after a determiner ("the two eldest", "my two boys")."""
    before = lows[m.first - 1] if m.first > 0 else ""
    after = lows[m.end] if m.end < len(lows) else ""
    if before == _IT_IS:
        return False  # "it's | three bedrooms": the normaliser writes "it's" as "its"
    return after == _PARTITIVE_OF or before in DETERMINERS or before in POSSESSIVES


def redated_later(shape: FactShape, messages: Sequence[Message], index: int) -> int | None:
    """One of the next few user turns names the fact's thing and gives it another day of the
    month ("the knee appointment ... they've moved it to the twenty sixth" of the twelfth; "the
    letter's here, it's the twenty eighth" of the twenty first): the date was moved or put right,
    whatever verb says so. Only a day said as one ("the | ninth", "march | ninth", "9 of
    march"), not an ordinal of something else ("the first of the grandkids", "the right eye
    first"), and not in a turn that says the fact's own day too ("still the twelfth, the
    fifth was the x-ray"). The turn, held: the user says which date stands."""
    facts = [f for f in _fact_values(shape) if _day_of_month(shape.canon, f)]
    if not facts:
        return None  # the usual case: the fact gives no day of a month
    named, _verb, _habit = _fact_reading(shape)
    for j, canon, said, _unsaid in _turns_without_the_value(facts, messages, index):
        if not _names(canon.lows, named):
            continue  # the turn names nothing of the fact: another date of another thing
        text = messages[j].content
        for m in said:
            if _day_of_month(canon, m) and _ordinal(text, canon, m) and not _ordinal_of_thing(canon, m):
                return j
    return None


def _ordinal(text: str, canon: Canon, m: Mention) -> bool:
    """The number was said as an ordinal ("the | ninth", "twenty | eighth", "3rd"): a day of a
    month, where a cardinal ("three!! my baby is three") is a count or an age. Read on every
    spoken word of the mention: "twenty eighth" is one value whose last word says the ordinal."""
    spans = token_spans(text)
    first = canon.starts[m.first]
    stop = min(canon.starts[m.end] if m.end < len(canon.starts) else len(spans), len(spans))
    said = [text[a:b].lower() for a, b in spans[first:stop]]
    # the span runs to the next word kept, past punctuation and fillers ("nineteenth, | so")
    return any(w.endswith(ORDINAL_ENDINGS) and _number_word(w) for w in said)


@lru_cache(maxsize=1024)
def _number_word(word: str) -> bool:
    """The word on its own is read as a number ("eighth", "28th"; not "just")."""
    keys = canonicalize(word).keys
    return len(keys) == 1 and keys[0].isdigit()


def _ordinal_of_thing(canon: Canon, m: Mention) -> bool:
    """ "the first | of the grandkids": an ordinal counting a thing, where "the first of may" is
    a day."""
    after = canon.keys[m.end : m.end + 2]
    return len(after) == 2 and after[0] == _OF and after[1] not in MONTHS


def _said_twice(text: str, word: str) -> bool:
    """The word is said again at once: twice in its stretch between pauses, or in the next one
    ("lanzarote, | lanzarote, i keep ..."); not a later clause that names it again ("... from
    york, not york centre though" is read as the same stretch's word once, then a new point)."""
    stretches = [part.strip() for part in text.lower().split(",")]
    first = next((i for i, part in enumerate(stretches) if word in part.split()), None)
    if first is None:
        return False
    here = stretches[first].split().count(word) > 1
    return here or (first + 1 < len(stretches) and stretches[first + 1].split()[:1] == [word])


def _weekday(word: str) -> str | None:
    """The weekday a word names ("thursday", "thursdays"), or None."""
    day = word.removesuffix("s")
    return day if day in WEEKDAYS else None


_NAME_LETTERS = 4  # the shortest word read as a name of its own ("rome", "leeds")


def _name_like(word: str) -> bool:
    """A word the tagger's dictionary does not know and that is no grammar word: a place, a
    brand or a person's name, said lower case by the transcriber."""
    return (
        len(word) >= _NAME_LETTERS
        and word.isalpha()
        and not pos(word)
        and word not in FUNCTION_WORDS
        and word not in INTERJECTIONS
        and word not in CONTRACTED_VERB  # "thats", "youre": a contraction its apostrophe left
        and not inflected_unknown(word)  # "texted": a verb the dictionary lacks, not a name
        and word not in MONTHS  # a month is a date's, read by the values (`correcting_turn`)
    )


def _content_forms(lows: tuple[str, ...]) -> frozenset[str]:
    """Dictionary forms of the words of a turn that say what it is about."""
    words = [w for w in lows if w not in _NOT_TOPIC and len(w) > 2 and not w[:1].isdigit()]
    return frozenset().union(*(lemmas(w) for w in words)) - WEAK_TOPIC_WORDS if words else frozenset()


def echo_denied(messages: Sequence[Message], index: int, topic: frozenset[str]) -> int | None:
    """The assistant asks back, in the statement's own words or in surprise alone ("A private
    jet?", "Really?", "What? Seriously?"), and the user's next turn opens with a no or a
    disavowal ("not really, the megabus", "ha, i wish", "don't i wish", "as if"): the answer
    denies the statement itself. A question with a word of its own ("Was it your first
    marathon?") asks about something else, which a "no" may deny instead."""
    j = next_user_turn(messages, index)
    if j is None or not _opens_with_no(canonicalize(messages[j].content)):
        return None
    # a "no" answers the last yes-no question ("Really? ... Is that a joke?" - "no i really do"
    # answers the joke; "Really? When?" - "ha, i wish" answers "Really?": no "when" takes a no)
    asked = [canonicalize(q).lows for q in questions(prompt_before(messages, j))]
    yes_no = [lows for lows in asked if not (lows and lows[0] in WH_WORDS)]
    if not yes_no:
        return None
    words = [w for w in yes_no[-1] if w not in _NOT_ASKING_BACK]
    return j if all(not lemmas(w).isdisjoint(topic) for w in words) else None


# words of a question that ask nothing of their own: function words, interjections, surprise
_NOT_ASKING_BACK = FUNCTION_WORDS | INTERJECTIONS | SURPRISE_WORDS


def _opens_with_no(canon: Canon) -> bool:
    """The turn opens, after any interjections, with a "no" that answers (`no_answer_at`) or a
    disavowal (`DISAVOWALS`: "i wish", "as if", "yeah right")."""
    lows = canon.lows
    if no_answer_at(canon) is not None:
        return True
    # at the turn's start or after its interjections and laughter ("yeah right", "ha, i wish")
    # standing on its own, as a reply ("ha, i wish, it was a scratch card"), not a wish that
    # goes on ("i wish i could have been there")
    opening = range(min(_opening_end(lows) + 1, len(lows)))
    return any(
        lows[k : k + len(p)] == p and (k + len(p) >= len(lows) or canon.boundary[k + len(p)])
        for k in opening
        for p in DISAVOWALS
    )


def no_answer_at(canon: Canon) -> int | None:
    """The token of a "no" that opens the turn after any interjections and answers ("nah, I'm
    having you on", "not really, ..."), or None: not "no worries", "not when it snows" or "no
    more toast for her"."""
    keys = canon.keys
    reach = _opening_end(keys)
    said_no = next((k for k in range(min(reach + 1, len(keys))) if keys[k] in NEGATIVE_ANSWERS), None)
    if said_no is None:
        return None
    nxt = said_no + 1
    if (keys[said_no], keys[nxt] if nxt < len(keys) else "") in NEGATION_IDIOMS:
        return None  # "no worries", "no problem"
    if keys[said_no] == "not" and nxt < len(keys) and keys[nxt] in EXCEPTION_OPENERS:
        return None  # "well not when it snows": an exception to what was said, which stands
    if keys[said_no] != "not" and not (
        nxt >= len(keys)
        or canon.boundary[nxt]
        or keys[nxt] in INTERJECTIONS
        or subject_start(canon.lows, nxt)
    ):
        return None  # "no more toast for her": a determiner, not an answer
    return said_no


def no_to_nothing_asked(messages: Sequence[Message], index: int) -> int | None:
    """The next user turn opens, after any interjections, with a "no" ("nah, I'm having you
    on", "not on your life, ...", "yeah no") or a disavowal ("as if", "yeah right") when the
    assistant's turn in between asked no yes-no question for it to answer (a remark, or a
    "when"/"where" question, whose premise the "no" then denies): it may deny the user's
    statement. Held, never rejected: the "no" may still disagree with the assistant's remark."""
    j = next_user_turn(messages, index)
    if j is None:
        return None
    canon = canonicalize(messages[j].content)
    if not _opens_with_no(canon):
        return None
    for k in range(index + 1, j):
        for sentence in questions(messages[k].content):
            words = canonicalize(sentence).keys
            if words and words[0] not in WH_WORDS:
                return None  # "Do you still ride?" - "gosh no": an answer
    return j
