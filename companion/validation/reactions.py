"""Readings of the exchange's shape around a statement: how the listener took it, and what the
user reported afterwards (rules V7h and V12b).

A statement's words are not all there is to what the user meant. When the assistant answers it
with laughter, it heard a joke ("they offered me ceo on the spot" / "Ha! Really?"), and unless the
user then stands by it, whether it was one is for the user to say. When one of the user's next
turns reports an event and then how things are *now* ("she died on saturday, it's just the two of
them now"; "they closed the branch on friday so i'm home now"), the statement may no longer hold,
whatever words the event used: no list of verbs of ending can name every way a state ends, but
the shape "something happened, so now ..." says it changed.

Both readings only hold a candidate for review (a hold is not a false accept); neither rejects.
Pure functions of the transcript and the fact; `Check` caches what they return.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from companion.model import Message
from companion.validation.clauses import noun_phrase_opener
from companion.validation.endings import occasions_counted
from companion.validation.fact import FactShape
from companion.validation.later import next_user_turn, user_turns_after
from companion.validation.lexicon import (
    AUXILIARIES,
    CALENDAR,
    CLAUSE_LINKS,
    CLAUSE_OPENERS,
    DETERMINERS,
    FUNCTION_WORDS,
    INTERJECTIONS,
    NEGATIONS,
    NEGATIVE,
    NOT_DONE_WORDS,
    POSSESSIVES,
    SUBJECT_PRONOUNS,
    THIRD_SUBJECTS,
)
from companion.validation.lexicon.claims import (
    CANCELLING_VERBS,
    CHANGE_REACH,
    COPULA_FORMS,
    DEFINITE_DETERMINERS,
    DROPPED_PARTICLES,
    EMPHATIC_AFTER,
    ENDING_TIME_PREPOSITIONS,
    ENDING_VERB_BRIDGES,
    EVENT_ADVERBS,
    LET_DOWN_OBJECTS,
    LIGHT_VERBS,
    NOT_RESULT_AFTER,
    NOT_RESULT_BEFORE,
    OUTCOME_MARKERS,
    POINTING_BACK_WORDS,
    PREDETERMINERS,
    PUT_OFF_PHRASES,
    REFERRING_OBJECTS,
    REFUSING_VERBS,
    RESULT_WORDS,
    STOPPING_VERBS,
)
from companion.validation.lexicon.clauses import (
    CONTRASTIVE_LINKS,
    DISTRESS_WORDS,
    DUMMY_SUBJECTS,
    LAUGHTER,
    NOUN_DETERMINERS,
    SYMPATHY_FRAME_WORDS,
    SYMPATHY_OPENERS,
    USER_POSSESSIVE_WORDS,
)
from companion.validation.lexicon.dates import PERIOD_KEYS, RELATIVE_TIME_TRIGGERS
from companion.validation.lexicon.markers import SOFT_HEDGES
from companion.validation.lexicon.morphology import is_past, lemmas, pos
from companion.validation.lexicon.tables import phrase_at
from companion.validation.lexicon.valence import valence
from companion.validation.normalize import Canon, canonicalize, char_span

__all__ = [
    "Change",
    "change_reported",
    "ended_next",
    "listener_commiserated",
    "listener_laughed",
    "put_off_later",
]

_EMPHATIC = frozenset((w,) for w in EMPHATIC_AFTER)
#: How many words may open the assistant's reply before its laughter ("oh ha", "well haha").
_LAUGH_OPENING = 3
#: How many words of the assistant's reply are read for its sympathy ("oh that must have been |
#: awful"): the opening, where a listener shows how it heard what was said.
_SYMPATHY_OPENING = 6
#: The raters' mean rating (VADER's lexicon) to which a word in a reply's opening names distress
#: as `DISTRESS_WORDS` do ("harsh" -1.9, "shock" -1.6; not "hard" -0.4 or "long").
_DISTRESSING = -1.5


@dataclass(frozen=True, slots=True)
class Change:
    """A later user turn that reports an event and then how things are now."""

    turn: int
    verb: str


def _opens_with_laughter(text: str) -> bool:
    lows = canonicalize(text).lows
    for w in lows[:_LAUGH_OPENING]:
        if w in LAUGHTER:
            return True
        if w not in INTERJECTIONS:
            return False
    return False


def _stands_by(text: str, topic: frozenset[str]) -> bool:
    """The user's reply to the laughter says the statement's topic again, without laughing
    along or denying anything ("ha no really, the ceo thing is real, they want me as ceo")."""
    lows = canonicalize(text).lows
    if not LAUGHTER.isdisjoint(lows):
        return False
    if any(w in NEGATIVE and lows[k + 1 : k + 2] not in _EMPHATIC for k, w in enumerate(lows)):
        return False
    return any(not topic.isdisjoint(lemmas(w)) for w in lows)


def listener_laughed(messages: Sequence[Message], source: int, topic: frozenset[str]) -> int | None:
    """V7h: the index of the assistant's reply right after the user's statement when it opens
    with laughter and the user's next turn does not stand by the statement; else None."""
    reply = source + 1
    if reply >= len(messages) or messages[reply].role != "assistant":
        return None
    if not _opens_with_laughter(messages[reply].content):
        return None
    answer = next_user_turn(messages, reply)
    if answer is not None and _stands_by(messages[answer].content, topic):
        return None
    return reply


def _opens_with_sympathy(text: str) -> bool:
    """The reply opens with sympathy: one of `SYMPATHY_OPENERS` after interjections only ("oh, i'm
    so sorry"), or a word of distress after the words that frame one ("that sounds exhausting",
    "what a hassle"), not after a word of its own ("Lovely! Sorry about the knee though" is
    warm about the praise)."""
    canon = canonicalize(text)
    lows = canon.lows
    k = 0
    reach = _SYMPATHY_OPENING
    while k < min(len(lows), reach):
        w = lows[k]
        if phrase_at(lows, k, SYMPATHY_OPENERS):
            return True
        if w in DISTRESS_WORDS or _rated_distress(text, canon, k):
            return True  # every word before it frames it
        if _vocative(text, canon, k):
            reach += 1  # "oh, | judy |, that's hard": the name the reply calls the user by
        elif w not in INTERJECTIONS and w not in SYMPATHY_FRAME_WORDS:
            return False
        k += 1
    return False


def _rated_distress(text: str, canon: Canon, k: int) -> bool:
    """Token k is a word the raters of VADER's lexicon found distressing ("harsh", "shock"), as
    written (not "I'll", which the canonical form spells "ill") and not said away ("no worries",
    "no problem")."""
    if valence(canon.lows[k]) > _DISTRESSING or (k > 0 and canon.lows[k - 1] in NEGATIONS):
        return False
    return not any(mark in _written(text, canon, k) for mark in _APOSTROPHES)


_APOSTROPHES = ("'", "\u2019")


def _vocative(text: str, canon: Canon, k: int) -> bool:
    """Token k is a name the reply calls the user by: written with a capital inside the reply
    and set off by pauses ("Oh, | Judy |, that's hard", "Oh no, | Rohan |!")."""
    if k == 0 or not canon.boundary[k] or not (k + 1 >= len(canon.lows) or canon.boundary[k + 1]):
        return False
    return _written(text, canon, k)[:1].isupper() and canon.lows[k].isalpha()


def _written(text: str, canon: Canon, k: int) -> str:
    """Token k as the reply wrote it (`normalize.char_span`)."""
    first, end = char_span(canon, text, k, k + 1)
    return text[first:end]


def listener_commiserated(messages: Sequence[Message], source: int, said: tuple[str, ...]) -> int | None:
    """V7i: the index of the assistant's reply right after the user's statement when it opens
    with sympathy ("Oh no, late again?", "That sounds exhausting"); else None. Asked only of a
    fact that praises (`claim.pleases`): the listener heard a complaint where the fact keeps
    praise, the shape of sarcasm ("the bus was brilliant as usual"). `said` is the statement's
    turn as canonical lows (the caller has it already)."""
    reply = source + 1
    if reply >= len(messages) or messages[reply].role != "assistant":
        return None
    if not CONTRASTIVE_LINKS.isdisjoint(said):
        return None  # a concession: "lost the job, but my wife's been amazing"; the sympathy is the loss's
    return reply if _opens_with_sympathy(messages[reply].content) else None


def _is_result(lows: tuple[str, ...], k: int) -> bool:
    if lows[k] not in RESULT_WORDS:
        return False
    if k > 0 and lows[k - 1] in NOT_RESULT_BEFORE:
        return False
    return not any(lows[k + 1 : k + 1 + len(p)] == p for p in NOT_RESULT_AFTER)


def _subject_before(lows: tuple[str, ...], k: int) -> bool:
    """Token k follows a subject ("she | died", "my sister | sold", "they finally | closed")."""
    j = k - 1
    while j >= 0 and lows[j] in EVENT_ADVERBS:
        j -= 1
    if j < 0:
        return False
    if lows[j] in SUBJECT_PRONOUNS or lows[j] in DUMMY_SUBJECTS:
        return True
    if lows[j] in FUNCTION_WORDS or lows[j] in COPULA_FORMS:
        return False
    if j > 0 and lows[j - 1] in USER_POSSESSIVE_WORDS:
        return True
    # a name or a bare noun ("fig escaped", "dad moved"), or a noun after a determiner ("the
    # green pills ran out")
    readings = pos(lows[j])
    if "NOUN" not in readings:
        return False
    return readings.isdisjoint(("VERB", "ADV")) or any(w in NOUN_DETERMINERS for w in lows[max(0, j - 2) : j])


def _event_verb(lows: tuple[str, ...], end: int, own: frozenset[str]) -> int | None:
    """The last past verb before token `end` said as an event of a subject: not a thought or
    words (`LIGHT_VERBS`), not a passive or state ("was told"), not the fact's own verb."""
    for k in range(end - 1, 0, -1):
        w = lows[k]
        if not is_past(w) or lows[k - 1] in COPULA_FORMS:
            continue
        forms = lemmas(w)
        if not LIGHT_VERBS.isdisjoint(forms) or not own.isdisjoint(forms):
            continue
        if _subject_before(lows, k):
            return k
    return None


def _result_clause(canon: Canon, verb: int, now: int) -> range:
    """The clause that holds the result word: from the last clause start after the event's verb
    (a stop, a dropped "so", a clause link) to the next stop."""
    lows = canon.lows
    start = verb + 1
    for k in range(now, verb, -1):
        if canon.boundary[k] or canon.marks[k] or lows[k - 1] in CLAUSE_LINKS:
            start = k
            break
    end = now + 1
    while end < len(lows) and not canon.boundary[end]:
        end += 1
    return range(start, end)


def change_reported(
    messages: Sequence[Message], source: int, shape: FactShape, topic: frozenset[str]
) -> Change | None:
    """V12b: one of the user's next `CHANGE_REACH` turns reports an event and then how things
    are now ("he moved into the care home in march now the house is so quiet"). A fact said in
    the past is not undone by what happened after it; a later event of the fact's own verb
    ("we adopted another one so now there's three") adds to it; a result that says the fact's
    topic again ("the white one i've stopped, so it's just the pink one in the morning now") is
    the fact still holding after a change of something else."""
    if shape.past:
        return None
    own = (
        frozenset().union(*(lemmas(shape.canon.lows[k]) for k in shape.content))
        if shape.content
        else frozenset()
    )
    for j in user_turns_after(messages, source, CHANGE_REACH):
        canon = canonicalize(messages[j].content)
        lows = canon.lows
        for k in range(len(lows)):
            if not _is_result(lows, k):
                continue
            verb = _event_verb(lows, k, own)
            if verb is None:
                continue
            if any(occasions_counted(canon, i) for i in range(verb + 1, k)):
                continue  # "i failed the theory | twice but that's done now": episodes, then past
            if any(not topic.isdisjoint(lemmas(lows[r])) for r in _result_clause(canon, verb, k)):
                continue
            return Change(j, lows[verb])
    return None


_ENDING_VERBS = STOPPING_VERBS + CANCELLING_VERBS + REFUSING_VERBS
_REFUSING_HEADS = frozenset(p[0] for p in REFUSING_VERBS)
_ENDING_HEADS = frozenset(verb for verb, *_particles in _ENDING_VERBS)
#: The preposition before the person a calling off lets down ("they cancelled | on | me").
_LET_DOWN_LINK = "on"
#: How far before an ending verb a negation or a modal keeps it from ending anything ("we
#: didn't | cancel", "i might | skip it").
_NOT_DONE_REACH = 3


def _ends_there(canon: Canon, k: int) -> bool:
    """Nothing the verb could act on follows token k: the turn or its clause ends."""
    return k >= len(canon.lows) or canon.boundary[k] or canon.lows[k] in CLAUSE_LINKS


def _ended_at(canon: Canon, k: int, definite: bool = False) -> bool:
    """Token k is a verb of stopping or calling off that acts on what was said before: with no
    object of its own before its clause ends ("we had to cancel", "we pulled out"), or with a
    pronoun that points back ("i gave that up", "we had to cancel it in the end")."""
    lows = canon.lows
    forms = lemmas(lows[k])
    if forms.isdisjoint(_ENDING_HEADS):
        return False  # nearly every word: read nothing around it
    before = lows[max(0, k - _NOT_DONE_REACH) : k]
    if not NOT_DONE_WORDS.isdisjoint(before):
        return False
    opens = _opens_on_its_subject(canon, k)
    # "the brown one | i've stopped": a thing named first is what it ends; a noun phrase that is
    # the verb's own subject ends what its pronoun object points at ("the organisers | pulled
    # the plug on | it")
    named_subject = not opens and _opens_on_a_noun_subject(canon, k)
    if not opens and not named_subject:
        return False
    somebody = named_subject or (opens and _third_subject(canon, k))
    for verb, *particles in _ENDING_VERBS:
        if verb not in forms:
            continue
        if verb in _REFUSING_HEADS and not somebody:
            continue  # "turned it down, i'd miss the regulars": the user's own choice, no refusal
        j = k + 1
        pointed = j < len(lows) and lows[j] in REFERRING_OBJECTS
        if pointed:
            j += 1  # "gave | that | up", "called | it | off"
        said = 0
        while said < len(particles) and j < len(lows) and lows[j] == particles[said]:
            said, j = said + 1, j + 1
        if len(particles) - said > 1 or (particles[said:] and particles[-1] not in DROPPED_PARTICLES):
            continue  # "give" alone is no giving up; "pulled out" may leave its "of" unsaid
        dropped = not pointed and not particles[said:] and lows[j : j + 1] and lows[j] in DROPPED_PARTICLES
        if dropped and lows[j + 1 : j + 2] and lows[j + 1] in REFERRING_OBJECTS:
            j += 1  # "given up | on | it": the particle a phrase may leave unsaid, said before its object
        if not pointed and j < len(lows) and lows[j] in REFERRING_OBJECTS:
            pointed, j = True, j + 1  # "pulled out of | it"
        if occasions_counted(canon, j):
            return False  # "we postponed it | once": one episode, after which it went on
        if pointed or (opens and (_ends_there(canon, j) or _no_object_after(canon, j))):
            return True
        if named_subject and _ends_there(canon, j) and _WITHDRAWN not in particles:
            # "the charity | pulled the plug": a named thing ended what was said; not somebody
            # withdrawing themselves ("my running partner | pulled out", "the caterer cancelled
            # | on us")
            return True
        if definite and somebody and _definite_object(canon, j):
            # next turn: "they've cancelled | all the sessions" of "i start physio", "the
            # company cancelled | the posting" of "we're moving to shanghai"
            return True
    return False


_WITHDRAWN = "out"  # the particle of a withdrawal of oneself ("pulled out", "backed out of")


def _third_subject(canon: Canon, k: int) -> bool:
    """The verb at k has a third-person pronoun for subject ("they've | cancelled"): somebody
    else ends a thing; the user's own "i had to quit the gym" names a thing of their own."""
    j = _subject_end(canon, k)
    return j >= 0 and canon.lows[j] in THIRD_SUBJECTS


def _definite_object(canon: Canon, j: int) -> bool:
    """At token j a definite noun phrase that ends its clause ("all | the | sessions", "the
    trip"): a thing already known, which right after the statement is likely the statement's."""
    lows = canon.lows
    k = j
    while k < len(lows) and lows[k] in PREDETERMINERS:
        k += 1
    if k >= len(lows) or lows[k] not in DEFINITE_DETERMINERS:
        return False
    e = k + 1
    while e < len(lows) and not _ends_there(canon, e) and "NOUN" in pos(lows[e]):
        e += 1
    return e > k + 1 and _ends_there(canon, e)


#: Determiners a preposition of time may have before its time word ("in | the | summer").
_TIME_WORD_REACH = 2
_TIME_WORDS = RELATIVE_TIME_TRIGGERS | PERIOD_KEYS | CALENDAR


def _no_object_after(canon: Canon, j: int) -> bool:
    """What follows a verb of ending at token j says when or to whom, not what: a phrase of time
    ("gave up | after week two", "i stopped | in the summer", "pulled out | in the end") or the
    person let down ("they cancelled | on me")."""
    lows, keys = canon.lows, canon.keys
    if j >= len(lows):
        return False
    if lows[j] == _LET_DOWN_LINK and lows[j + 1 : j + 2] and lows[j + 1] in LET_DOWN_OBJECTS:
        return True
    if lows[j] not in ENDING_TIME_PREPOSITIONS:
        return False
    if any(lows[j : j + len(p)] == p for p in OUTCOME_MARKERS):
        return True  # "in the end"
    head = j + 1  # the preposition's noun, past an article ("in | the | summer")
    while head < len(lows) and head - j <= _TIME_WORD_REACH and lows[head] in DETERMINERS:
        head += 1
    return head < len(keys) and (keys[head] in _TIME_WORDS or keys[head][:1].isdigit())


def _subject_end(canon: Canon, k: int) -> int:
    """The token before the verb at k once auxiliaries, "to" and adverbs are passed ("we | had
    to | cancel"): where its subject ends (-1 when the turn opens on the verb)."""
    lows = canon.lows
    j = k - 1
    while (
        j >= 0
        and not canon.boundary[j + 1]
        and (lows[j] in AUXILIARIES or lows[j] in ENDING_VERB_BRIDGES or pos(lows[j]) == frozenset({"ADV"}))
    ):
        j -= 1
    return j


def _opens_on_a_noun_subject(canon: Canon, k: int) -> bool:
    """The clause of the verb at k opens on a noun phrase that is its subject: a determiner or
    a possessive, then nouns and adjectives up to the verb ("the organisers | pulled", "our
    running club | cancelled"), opening the turn or after a stop."""
    lows = canon.lows
    j = _subject_end(canon, k)
    if j < 0 or canon.boundary[j + 1] or "NOUN" not in pos(lows[j]):
        return False
    if lows[j] in DETERMINERS or lows[j] in POSSESSIVES:
        i: int | None = j  # "that | pulled the plug on it": the determiner is the whole phrase
    elif lows[j] in FUNCTION_WORDS:
        return False
    else:
        i = noun_phrase_opener(lows, j)
    if i is not None and i < 0:
        # "planning people | turned it down": a bare noun phrase opening the turn is the subject
        # of a verb that acts on a pronoun pointing back
        return k + 1 < len(lows) and lows[k + 1] in REFERRING_OBJECTS
    if i is None:
        return False  # words that open no noun phrase
    return i == 0 or canon.boundary[i] or lows[i - 1] in CLAUSE_LINKS or lows[i - 1] in INTERJECTIONS


def _opens_on_its_subject(canon: Canon, k: int) -> bool:
    """The clause of the verb at k opens on its subject, with only auxiliaries, "to" and adverbs
    between ("we | had to | cancel", "oh they | cancelled"), not on a thing named before it."""
    lows = canon.lows
    j = _subject_end(canon, k)
    if j < 0 or canon.boundary[j + 1] or lows[j] not in SUBJECT_PRONOUNS:
        return j < 0 or canon.boundary[j + 1]  # no subject said ("had to cancel"): the turn opens
    # "honestly | we've had to call it off", "i think | i've given up on it": words that open a
    # clause without being part of it, or a soft hedge, may come first
    i = j
    while i > 0 and not canon.boundary[i]:
        hedge = next((h for h in SOFT_HEDGES if len(h) <= i and lows[i - len(h) : i] == h), None)
        if hedge is not None:
            i -= len(hedge)
        elif lows[i - 1] in CLAUSE_LINKS or lows[i - 1] in INTERJECTIONS or lows[i - 1] in CLAUSE_OPENERS:
            i -= 1
        else:
            return False
    return True


_ENDED_REACH = 3  # user turns after the statement in which a calling off of it is read


def ended_next(messages: Sequence[Message], source: int) -> int | None:
    """V12c: one of the user's next few turns stops or calls off what was said without naming
    it ("we had to cancel", "i gave that up in the summer", "we pulled out"), a verb of ending
    in any form whose object is what came before. The index of that turn, or None. A turn after
    the next may speak of something said since; V12c only holds, and the user says which."""
    for n, turn in enumerate(user_turns_after(messages, source, _ENDED_REACH)):
        canon = canonicalize(messages[turn].content)
        if any(_ended_at(canon, k, definite=n == 0) for k in range(len(canon.lows))):
            return turn
    return None


_PUT_OFF_REACH = 3  # user turns after the statement in which a date may be put off
_PUT_OFF_FIRST = frozenset(p[0] for p in PUT_OFF_PHRASES)
_POINTING_REACH = 3  # words between the pointing word and the phrase that puts it off


def put_off_later(messages: Sequence[Message], source: int) -> int | None:
    """V12: one of the user's next few turns puts off, without a new date, something it points
    back at ("they rang and it's been postponed again", "they've put it back"): a fact that
    dates what was said may no longer hold. The index of that turn, or None."""
    for turn in user_turns_after(messages, source, _PUT_OFF_REACH):
        lows = canonicalize(messages[turn].content).lows
        if _PUT_OFF_FIRST.isdisjoint(lows):
            continue  # the usual turn: no word that puts anything off
        for k in range(len(lows)):
            for phrase in PUT_OFF_PHRASES:
                if lows[k : k + len(phrase)] != phrase:
                    continue
                near = lows[max(0, k - _POINTING_REACH) : k + len(phrase) + 1]
                if not POINTING_BACK_WORDS.isdisjoint(near) and NEGATIVE.isdisjoint(lows[max(0, k - 2) : k]):
                    return turn
    return None
