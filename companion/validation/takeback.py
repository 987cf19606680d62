"""Discourse moves of a later user turn that undo a statement (rule V12).

`later` reads retractions that name what they retract ("the move fell through", "i don't have a
boyfriend", "eighty six, sorry"). Speakers also undo a statement by a *move* of discourse whose
words need not repeat the fact's verb beside a negation:

* **holding a word up** (`_mentioned`): the user names a word or value of what they said as a
  word ("well i say booked, i haven't pressed the button", "i said twenty but it's twelve",
  "did i say june? no ..."): the word is the one being taken back;
* **denying a specific** (`_denied_specific`): a name, place or date of the fact right after a
  denying word ("oh not june sorry, it's been pushed to spring");
* **another value for a thing of the fact** (`_revalued`): "aiyo wrong, ... exam is the
  eleventh" after "my exam is on the fourth" (clear beside a word of error, held otherwise);
* **admitting** (`_admitted`): the user says they said something untrue ("okay that's a lie",
  "i was exaggerating", "that's not true"), not of something else ("i was joking about the
  names");
* **restating in the past** (`_restated_past`): what the fact says is so now, the user puts in the
  past ("well, worked, i got let go", "i was a teacher before, now i drive");
* **settling an obstacle** (`_settled`): an outcome said as settled after an obstacle ("the
  landlord said no pets so that's that"), or a conclusion that denies the fact's thing ("so no
  puppy");
* **losing it to someone else** (`_lost`): the thing the fact says the user got went to another
  ("they gave it to someone else");
* **a slot filled otherwise** (`_revised`, the last section): with no word of retraction, a
  clause of the fact's subject or thing says what fills one of the fact's slots now: the state a
  change would end goes on ("we're staying where we are"), the opposite outcome ("i failed it
  actually"), another doer ("that was my brother, not me"), another weekday or part of the day
  "now", another name or thing in a slot of place ("she's in york actually"), another object of
  the same doing "now" ("i teach physics now"), the state long past ("that was years ago"), the
  thing the doing is at ceased ("the cafe's gone now"), a plan replaced ("... instead", held).

Each reading says whether it is clear and about the fact (the turn names a word, value or name
of the fact, or is the user's very next turn: rejected) or only possibly about it (held, with
the later words in the detail). A clause after the move that says the fact again after a
contrast ("... but yeah, my twin's a mechanic") keeps it (`restated_after`).

Pure functions of the transcript and the fact; a turn is read once per message text.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, replace
from functools import lru_cache
from itertools import pairwise
from typing import NamedTuple

from companion.model import Message
from companion.validation.clauses import bare_verb, subject_start
from companion.validation.content import word_forms
from companion.validation.endings import (
    ENDING_CUES,
    come_off,
    final_occasion,
    lesser_result,
    not_coming,
    occasions_counted,
    office_left,
    switched_onto,
    thing_ended,
)
from companion.validation.fact import FactShape, of_their_sex
from companion.validation.frames import Frame
from companion.validation.later import (
    GENERAL_VERBS,
    describes_otherwise,
    dismisses,
    fact_reading,
    fact_values,
    names_only_the_fact,
    next_user_turn,
    now_and_then,
    opens_with_retraction,
    own_object,
    points_back_taken,
    polar_question,
    prompt_before,
    same_subject,
    same_type,
    stopping_at,
    user_turns_after,
    yes_then,
)
from companion.validation.lexicon import (
    AUXILIARIES,
    CLAUSE_LINKS,
    DETERMINERS,
    FUNCTION_WORDS,
    INTERJECTIONS,
    MONTHS,
    NEGATIVE,
    NOT_DONE_WORDS,
    OBJECT_PRONOUNS,
    PETS,
    PREPOSITIONS,
    PRESENT_AUXILIARIES,
    RELATIONS,
    SECOND_PERSON,
    SUBJECT_PRONOUNS,
    THIRD_SUBJECTS,
    USER_SUBJECTS,
    WEEKDAYS,
    WH_WORDS,
)
from companion.validation.lexicon.claims import (
    ACQUIRING_LEMMAS,
    ADDING_PHRASES,
    ADMISSION_BRIDGES,
    ADMITTING_LEMMAS,
    AFFIRMING_WORDS,
    AFTER_ALL,
    ATTENDING_LEMMAS,
    BARE_PAST_WORDS,
    BEFORE_WORDS,
    CANCELLING_VERBS,
    CEASED_WORDS,
    CEASING_EVENTS,
    CHANGE_BRIDGES,
    CHANGE_CLOSERS,
    CHANGE_LEMMAS,
    CHANGE_SUBJECTS,
    CHOOSING_LEMMAS,
    CLAUSE_OPENERS,
    CONTINUING_VERBS,
    CONTINUING_WORDS,
    DAY_PARTS,
    DECISION_TAIL,
    DENYING_WORDS,
    ELLIPSIS_LEFTOVERS,
    ELLIPTICAL_PAST,
    ENDED_DOMAINS,
    ENDING_BRIDGES,
    ENDING_EVENTS,
    ENDING_LINKS,
    ERROR_WORDS,
    EVENT_BRIDGES,
    FACT_USER_WORDS,
    FALSITY_WORDS,
    FOR_GOOD,
    FORWARD_CHANGES,
    GETTING_LEMMAS,
    GOING_WITH,
    HEDGING_OPENERS,
    HOME_WORDS,
    INABILITY_WORDS,
    INFINITIVE_LINKS,
    INTENTION_ASIDES,
    INTENTION_PAST,
    INTENTIONS,
    LONG_AGO_WORDS,
    LOSING_EVENTS,
    MENTIONING_LEMMAS,
    MIND_CHANGED_ON,
    MOVED_TO,
    NEAR_MISS_ADVERBS,
    NO_LONGER_PHRASES,
    NOT_THE_USER,
    OFF,
    OPPOSITE_VERBS,
    OTHER_PARTIES,
    OTHER_RECIPIENTS,
    OUTCOME_MARKERS,
    PERSON_POSSESSIVES,
    PLACE_PREPOSITIONS,
    PLANNED_ARRIVALS,
    POINTED_AUXILIARIES,
    POINTING_SUBJECTS,
    PRO_FORMS,
    PRO_VERB_BRIDGES,
    PRO_VERB_LEMMAS,
    REFERRING_OBJECTS,
    REMAINING_LEMMAS,
    REPLACING_WORDS,
    RESIDING_LEMMAS,
    RESTATING_LINKS,
    RESUMING_WORDS,
    RETURNING_LEMMAS,
    REVISING_WORDS,
    SAID_AGAIN_BEFORE,
    SAMENESS_WORDS,
    SAYING_ASPECTS,
    SETTLED_CLOSINGS,
    SINCE_WORDS,
    SLOT_PREPOSITIONS,
    STANDING_WORDS,
    STATUS_QUO_AFTER,
    STATUS_QUO_VERBS,
    STAY_BRIDGES,
    STAYING_LEMMAS,
    STOPPED_OBJECT_LINKS,
    STOPPING_VERBS,
    SUBJECT_COPULAS,
    SUFFERED_LOSSES,
    TAKING_UP_LEMMAS,
    THING_PRONOUNS,
    TO_DO_MARKERS,
    TRUTH_WORDS,
    VALUE_GIVING,
    VERB_NEGATION_WORDS,
    WEAK_TOPIC_WORDS,
    WHEN_WORDS,
    WHILE_WORDS,
    WINNING_LEMMAS,
    WISHFUL_REPLIES,
)
from companion.validation.lexicon.clauses import (
    CONTRASTIVE_LINKS,
    COORDINATORS,
    COPULAR_FORMS,
    DEGREE_WORDS,
    LAUGHTER,
    USER_COPULAS,
)
from companion.validation.lexicon.dates import RELATIVE_TIME_TRIGGERS
from companion.validation.lexicon.markers import RESCHEDULE_VERBS
from companion.validation.lexicon.mood import NOW_WORDS
from companion.validation.lexicon.morphology import is_finite_verb, is_gerund, is_past, lemmas, pos
from companion.validation.lexicon.tables import RETRACTION_PHRASES, find_phrases, phrase_at, phrase_spans
from companion.validation.lexicon.units import unit_key
from companion.validation.normalize import Canon, canonicalize, token_spans
from companion.validation.temporal import has_relative_time
from companion.validation.utterance import Subject, analyse
from companion.validation.values import Mention, mentions

__all__ = [
    "Undoing",
    "clear_caches",
    "corrects_between",
    "elliptical_denial",
    "ended_in_turn",
    "names_the_fact",
    "restated_after",
    "undoing_turn",
    "value_said_again",
]

_REACH = 3  # user turns after the statement a move is looked for in
_ABOUT_REACH = 4  # words after an admission its "about X" may stand in
_AFTER_MENTION = 2  # words after "i say" the word held up may stand at ("i said | the | twenty")
_RESTATING = 2  # forms of the fact a contrast clause must say to say it again


@dataclass(frozen=True, slots=True)
class Undoing:
    """A later turn that undoes the statement: where, whether clearly and about the fact, and
    the turn's words that do it (shown to the user in review)."""

    index: int
    sure: bool
    words: str


@dataclass(frozen=True, slots=True)
class _Turn:
    """A later user turn as the readings need it, once per message text: its words, and where
    each move may be (most turns hold none, and are passed over at once)."""

    canon: Canon
    forms: tuple[frozenset[str], ...]  # token -> its dictionary forms
    all_forms: frozenset[str]
    raw: tuple[str, ...]  # the words as said, lower case, apostrophes dropped
    raw_at: tuple[int, ...]  # where each of them starts in the text
    negated: bool  # a negation anywhere in the turn
    values: dict[int, frozenset[str]]  # token -> the values a number there may have
    numbers: tuple[Mention, ...]  # each number said
    linked: tuple[Mention, ...]  # numbers with a copula or a verb of staying or moving before them
    sayers: tuple[int, ...]  # "i | say": the verb of saying after the user
    not_keys: frozenset[str]  # keys said right after "not"
    denied_keys: frozenset[str]  # keys "not" reaches, past one determiner ("not | the | fifth")
    admits: bool  # a verb of lying or joking, or a word of (un)truth
    past_opening: int | None  # the turn opens with a verb in the past
    past: bool  # some verb in the past
    # "so no | X": where, and X's dictionary forms (none when "so no" closes the turn)
    so_no: tuple[tuple[int, frozenset[str]], ...]
    closing: int | None  # a settling phrase after a negation (raw word index)
    recipient: int | None  # "to someone else" (raw word index)
    elliptical: int | None  # a bare past clause that ends a state ("well he | was", "i was, until")
    untils: tuple[int, ...]  # "until", "till" not after a negation
    changed: int | None  # a change announced of no named thing ("it's | changed", "there's a | change")
    instead: int | None  # "instead"
    intended: (
        tuple[int, int] | None
    )  # "we were going to | move ...": (the subject, where the intention's words start)
    forward: int | None  # "from now on" (raw word index)
    stops: tuple[tuple[int, int], ...]  # "he's | packed it in", "i | gave up": (the subject, the verb)
    events: tuple[tuple[int, int, int, str | None], ...]  # "she | passed away": (subject, verb, end, domain)
    moved: int | None  # "it's been | moved to october", "it's not till next year now": a pointing subject
    fell: tuple[int, bool] | None  # "it | fell through": (the subject, whether the clause ends)
    outcome: int | None  # "in the end", "turns out" (raw word index)
    refused: tuple[int, int] | None  # "i'm not | doing it": (the subject, the pro-verb)
    no_longer: int | None  # "so, | not anymore": an elliptical clause of a state stopped
    ending: bool  # a word that may end a thing named, an occasion or a coming (`endings`)
    office: tuple[int | None, int] | None  # "i stood down", "in my place": (the subject, the verb)
    cued: bool  # any of the above: the turn may hold a move


@lru_cache(maxsize=4096)
def _turn(text: str) -> _Turn:
    canon = canonicalize(text)
    lows = canon.lows
    forms = tuple(lemmas(w) for w in lows)
    said = [(text[s:e].lower().replace("'", "").replace("\u2019", ""), s) for s, e in token_spans(text)]
    raw = tuple(w for w, _s in said if w.isalnum())
    raw_at = tuple(s for w, s in said if w.isalnum())
    negated = not NEGATIVE.isdisjoint(canon.keys) or not DENYING_WORDS.isdisjoint(raw)
    numbers = mentions(canon)
    values = {k: m.values for m in numbers for k in range(m.first, m.end)}
    linked = tuple(
        m for m in numbers if any(_linking_verb(w) for w in lows[max(0, m.first - _VALUE_REACH) : m.first])
    )
    sayers = tuple(
        k
        for k in range(1, len(lows) - 1)
        if not forms[k].isdisjoint(MENTIONING_LEMMAS)
        and (j := _saying_user(lows, k)) is not None
        and not (j >= 1 and lows[j - 1] in SAID_AGAIN_BEFORE)
        and canon.marks[j] not in SAID_AGAIN_BEFORE  # "like i said, ...": said again, not held up
    )
    not_keys = frozenset(
        canon.keys[k] for k in range(1, len(lows)) if canon.keys[k - 1] in VERB_NEGATION_WORDS
    )
    denied_keys = _denied_keys(canon)
    admits = any(
        not f.isdisjoint(ADMITTING_LEMMAS) or w in FALSITY_WORDS or w in TRUTH_WORDS
        for w, f in zip(lows, forms, strict=True)
    )
    k = 0
    while k < len(lows) and lows[k] in INTERJECTIONS:
        k += 1
    past_opening = k if k < len(lows) and is_past(lows[k]) else None
    so_no = tuple(
        (r, lemmas(raw[r + 2]) if r + 2 < len(raw) else frozenset())
        for r in range(len(raw) - 1)
        if raw[r] == "so" and raw[r + 1] in DENYING_WORDS
    )
    closing = None
    if negated:
        closing = next(
            (
                r
                for r in _phrase_starts(raw, SETTLED_CLOSINGS)
                if any(w in NEGATIVE or w in DENYING_WORDS for w in raw[:r])
            ),
            None,
        )
    recipient = next(_phrase_starts(raw, OTHER_RECIPIENTS), None)
    if recipient is None:
        recipient = _chose_another(raw)
    past = any(is_past(w) for w in lows)
    elliptical = _elliptical_past(canon)
    untils = tuple(k for k in range(1, len(lows)) if lows[k] in ENDING_LINKS and lows[k - 1] not in NEGATIVE)
    changed = _announced_change(canon, forms)
    instead = next((k for k, w in enumerate(lows) if w in REPLACING_WORDS), None)
    intended = _past_intention(lows, forms)
    stops = _stops_of_it(canon, forms)
    events = _events(canon, forms)
    moved = _moved_of_it(canon, forms)
    fell = _fell_through(canon)
    forward = next(_phrase_starts(raw, FORWARD_CHANGES), None)
    # the last outcome: "turns out it's not going up | after all" answers its negation there
    outcome = max(_phrase_starts(raw, OUTCOME_MARKERS), default=None)
    refused = _refusal(canon, forms)
    no_longer = _no_longer(canon)
    ending = any(not f.isdisjoint(ENDING_CUES) for f in forms)
    office = office_left(canon, forms) if past else None  # a post given up is told as done
    cued = (
        bool(sayers or not_keys or numbers or admits or past or so_no or untils)
        or refused is not None
        or no_longer is not None
        or ending
        or office is not None
        or closing is not None
        or recipient is not None
        or elliptical is not None
        or changed is not None
        or instead is not None
        or intended is not None
        or bool(stops)
        or bool(events)
        or moved is not None
        or fell is not None
        or forward is not None
        or outcome is not None
        or _BACK in lows  # "take him back": a returning (`_returned`)
        or OFF in lows  # "i'm off it now": being on it ended (`endings.come_off`)
    )
    return _Turn(
        canon,
        forms,
        frozenset().union(*forms) if forms else frozenset(),
        raw,
        raw_at,
        negated,
        values,
        numbers,
        linked,
        sayers,
        not_keys,
        denied_keys,
        admits,
        past_opening,
        past,
        so_no,
        closing,
        recipient,
        elliptical,
        untils,
        changed,
        instead,
        intended,
        forward,
        stops,
        events,
        moved,
        fell,
        outcome,
        refused,
        no_longer,
        ending,
        office,
        cued,
    )


def _chose_another(raw: tuple[str, ...]) -> int | None:
    """Where another party follows a verb of choosing ("they picked | someone else", "the
    seller accepted | another offer", "went with | another family"): the raw index of the
    party, or None. The user named first ("picked us over someone else") is not read."""
    for r, w in enumerate(raw):
        forms = lemmas(w)
        after = r + 1
        if GOING_WITH[0] in forms and raw[after : after + 1] == GOING_WITH[1:]:
            after += 1  # "went | with | another family"
        elif forms.isdisjoint(CHOOSING_LEMMAS):
            continue
        if phrase_at(raw, after, OTHER_PARTIES):
            return after
    return None


def _phrase_starts(words: tuple[str, ...], phrases: tuple[tuple[str, ...], ...]) -> Iterator[int]:
    """Each position of `words` where one of `phrases` starts, in order, once however many start
    there."""
    last = -1
    for start, _ in phrase_spans(words, phrases):
        if start != last:
            yield start
            last = start


def _saying_user(lows: tuple[str, ...], k: int) -> int | None:
    """Where the user stands as the subject of the verb of saying at k: right before it ("i |
    said") or before words of habit or duration ("i | keep saying", "ive | been saying")."""
    j = k - 1
    while j > 0 and lows[j] in SAYING_ASPECTS:
        j -= 1
    if lows[j] == "i" or (j < k - 1 and lows[j] in USER_SUBJECTS):
        return j
    return None


def _past_intention(lows: tuple[str, ...], forms: tuple[frozenset[str], ...]) -> tuple[int, int] | None:
    """An intention put in the past by a subject ("we were going to move to leeds", "that was
    the plan"): (the subject's token, where the words of the intention start). Not "were"
    alone ("were going to" is "we're going to"), not an aside ("i was going to say")."""
    for k in range(1, len(lows) - 1):
        if lows[k] not in INTENTION_PAST or not (
            lows[k - 1] in SUBJECT_PRONOUNS or lows[k - 1] in POINTING_SUBJECTS
        ):
            continue
        for p in INTENTIONS:
            end = k + 1 + len(p)
            if lows[k + 1 : end] == p:
                if end < len(lows) and not forms[end].isdisjoint(INTENTION_ASIDES):
                    break
                return k - 1, end
    return None


_PARTICLE_VERBS = tuple(p for p in (*STOPPING_VERBS, *CANCELLING_VERBS) if len(p) > 1)
_PARTICLE_FIRSTS = frozenset(p[0] for p in _PARTICLE_VERBS)


def _stop_end(canon: Canon, forms: tuple[frozenset[str], ...], k: int) -> tuple[int, bool] | None:
    """A verb of stopping or cancelling at k: (its last token, whether a pronoun stands for its
    object). "i gave up", "he's packed it in", "she called it off", "we cancelled it", "i
    stopped going"; whether anything else follows it is for the caller to read."""
    lows = canon.lows
    # the pronoun between verb and particle ("pack | it | in"); most words open no such verb
    for p in _PARTICLE_VERBS if not forms[k].isdisjoint(_PARTICLE_FIRSTS) else ():
        last = k + len(p)
        if (
            p[0] in forms[k]
            and last < len(lows)
            and lows[k + 1] in THING_PRONOUNS
            and lows[k + 2 : last + 1] == p[1:]
        ):
            return last, True
    stop = stopping_at(lows, k)
    if stop is None:
        return None
    nxt = stop + 1
    if nxt < len(lows) and (lows[nxt] in THING_PRONOUNS or _attending(lows[nxt])):
        return nxt, True  # "we cancelled | it", "i stopped | going"
    if (
        nxt + 1 < len(lows)
        and lows[nxt] in STOPPED_OBJECT_LINKS
        and lows[nxt + 1] in REFERRING_OBJECTS
        and (nxt + 2 >= len(lows) or canon.boundary[nxt + 2] or "NOUN" not in pos(lows[nxt + 2]))
    ):
        return nxt + 1, True  # "we gave up | on that", not "on that | job" (a determiner)
    return stop, False


def _attending(low: str) -> bool:
    """A gerund of going or attending, which stands for the activity ("i stopped | going")."""
    return is_gerund(low) and not lemmas(low).isdisjoint(ATTENDING_LEMMAS)


def _stops_of_it(canon: Canon, forms: tuple[frozenset[str], ...]) -> tuple[tuple[int, int], ...]:
    """Each verb of stopping or cancelling said of a subject with no object of its own or a
    pronoun for one ("he's | packed it in", "we | cancelled it", "i | gave up"): (the subject,
    the verb). Not negated ("i didn't give up"), not an infinitive ("want to quit"), not a near
    miss ("we almost cancelled it")."""
    lows = canon.lows
    found = []
    for k in range(1, len(lows)):
        if lows[k - 1] in INFINITIVE_LINKS or lows[k - 1] in NEGATIVE or lows[k - 1] in NEAR_MISS_ADVERBS:
            continue
        ended = _stop_end(canon, forms, k)
        if ended is None:
            continue
        end, pronoun = ended
        if occasions_counted(canon, end + 1):
            continue  # "we postponed it once (because of covid, but ...)": an episode, not the end
        if end + 1 < len(lows) and not canon.boundary[end + 1] and not pronoun:
            continue  # "i gave up sugar": an object of its own (`later.contradicting_turn`)
        j = k - 1
        while j > 0 and lows[j] in ENDING_BRIDGES and not canon.boundary[j + 1]:
            j -= 1
        subject = lows[j] in SUBJECT_PRONOUNS or lows[j] in POINTING_SUBJECTS
        if subject and not canon.boundary[j + 1] and _opens_clause(canon, j):
            found.append((j, k))
    return tuple(found)


def _opens_clause(canon: Canon, j: int) -> bool:
    """Token j opens its clause, but for interjections and linking words before it ("oh | so |
    we cancelled it"); not after a word of its own ("the white one | i've stopped")."""
    lows = canon.lows
    if not CLAUSE_OPENERS.isdisjoint(canon.marks[j].split()) and _clause_before(canon, j):
        return True  # "... moved it to a weekday (so) | i'm not doing it": the normaliser dropped "so"
    while j > 0 and not canon.boundary[j]:
        j -= 1
        if lows[j] in CLAUSE_OPENERS and (_clause_before(canon, j) or j == 0 or canon.boundary[j]):
            # "we sat down last night | and | we gave up on that": a link between two clauses,
            # or an opener of the turn ("honestly | i've gone off the idea"); after a bare
            # answer ("edinburgh | but i turned it down") the subject's pronoun stands for the
            # answer, not for the fact
            return True
        if lows[j] not in INTERJECTIONS:
            return False
    return True


def _clause_before(canon: Canon, link: int) -> bool:
    """A finite verb stands between the last boundary and the linking word at `link`: it joins
    two clauses ("we sat down last night | and ..."), not a fragment and a clause."""
    start = max((i for i in range(link) if canon.boundary[i]), default=0)
    return any(is_finite_verb(w) for w in canon.lows[start:link])


_SUFFERED = "suffered"  # the domain mark of a loss that befalls its subject (`SUFFERED_LOSSES`)

_EVENTS: tuple[tuple[tuple[str, ...], str | None], ...] = (
    *ENDING_EVENTS,
    *((p, None) for p in LOSING_EVENTS),
    *((p, _SUFFERED) for p in SUFFERED_LOSSES),
)
_EVENT_FIRSTS = frozenset(p[0] for p, _domain in _EVENTS)


def _event_end(
    lows: tuple[str, ...], forms: tuple[frozenset[str], ...], k: int
) -> tuple[int, str | None] | None:
    """An ending or losing event that starts at k: (its last token, the domain an ending event
    ends; None for a losing)."""
    if forms[k].isdisjoint(_EVENT_FIRSTS):
        return None  # most words open no event: skip the list
    for p, domain in _EVENTS:
        last = k + len(p) - 1
        if p[0] not in forms[k]:
            continue
        if last < len(lows) and lows[k + 1 : last + 1] == p[1:]:
            if len(p) > 1 and _compounded(lows, last):
                continue  # "got the sack | truck out": the noun of another thing
            return last, domain
        if (
            len(p) > 1
            and last + 1 < len(lows)
            and lows[k + 1] in THING_PRONOUNS
            and lows[k + 2 : last + 2] == p[1:]
        ):
            return (
                last + 1,
                domain,
            )  # "traded | it | in", "gave | them | away": the object before the particle
    return None


def _compounded(lows: tuple[str, ...], last: int) -> bool:
    """The event's last word is a noun that the next word, a noun, takes as its modifier
    ("the sack | truck"): said of another thing."""
    if last + 1 >= len(lows) or "NOUN" not in pos(lows[last]):
        return False
    after = lows[last + 1]
    if after in FUNCTION_WORDS or after in PREPOSITIONS or after in RELATIVE_TIME_TRIGGERS:
        return False  # "the sack | on monday", "my notice | today"
    return "NOUN" in pos(after) and "ADJ" not in pos(after)  # not "my notice | last week"


def _ended_holder(
    lows: tuple[str, ...], forms: tuple[frozenset[str], ...], k: int
) -> tuple[int, int, str] | None:
    """An ending event said of a person between its verb and its particle ("they let | me | go
    last week", "they made | him | redundant"): (the person, the event's last token, the domain
    it ends). Only with nothing after it but a pause, a link or a time ("... go | last week",
    "... go | on friday", "... redundant | in the end"): "they let me go | home early" is no job
    lost."""
    if forms[k].isdisjoint(_EVENT_FIRSTS) or k + 2 >= len(lows) or lows[k + 1] not in _HOLDERS:
        return None
    for p, domain in ENDING_EVENTS:
        last = k + len(p)
        if len(p) < 2 or p[0] not in forms[k] or lows[k + 2 : last + 1] != p[1:]:
            continue
        after = lows[last + 1 : last + 3]
        timed = any(w in RELATIVE_TIME_TRIGGERS or w in MONTHS for w in after)
        outcome = any(lows[last + 1 : last + 1 + len(o)] == o for o in OUTCOME_MARKERS)  # "in the end"
        if not after or after[0] in CLAUSE_OPENERS or after[0] in CLAUSE_LINKS or timed or outcome:
            return k + 1, last, domain
    return None


# The persons an ending event may be said of as its object ("let | me | go"); not "you".
_HOLDERS = OBJECT_PRONOUNS - SECOND_PERSON


def _moved_of_it(canon: Canon, forms: tuple[frozenset[str], ...]) -> int | None:
    """A pointing subject said to be moved to another date, time or amount in a clause it
    opens ("it's been moved to october", "that's pushed back to eleven", "it's not till next
    year now"): what was said of the fact's date or value may no longer hold. The subject."""
    lows = canon.lows
    for k in range(1, len(lows) - 1):
        # said of the subject as moved: a participle ("it's been moved to", not "it brings back")
        rescheduling = not forms[k].isdisjoint(RESCHEDULE_VERBS) and is_past(lows[k])
        moving = rescheduling and lows[k + 1] in MOVED_TO
        postponed = lows[k] in VERB_NEGATION_WORDS and lows[k + 1] in ENDING_LINKS  # "not | till"
        if (
            rescheduling
            and lows[k + 1] in POINTING_SUBJECTS
            and lows[k + 2 : k + 3]
            and lows[k + 2] in MOVED_TO
        ):
            return k + 1  # "they've moved | it | to the 24th": the pointed object, said as moved
        if not (moving or postponed):
            continue
        j = k - 1
        while j > 0 and lows[j] in EVENT_BRIDGES and not canon.boundary[j + 1]:
            j -= 1
        if lows[j] in POINTING_SUBJECTS and not canon.boundary[j + 1] and _opens_clause(canon, j):
            return j
    return None


def _events(canon: Canon, forms: tuple[frozenset[str], ...]) -> tuple[tuple[int, int, int, str | None], ...]:
    """Each ending or losing event said of a subject pronoun in a clause it opens ("she | passed
    away", "i got | let go", "we | sold it", "it got | written off"): (the subject, the verb, the
    event's last token, the domain it ends or None for a losing). Not negated, not an infinitive."""
    lows = canon.lows
    found: list[tuple[int, int, int, str | None]] = []
    for k in range(1, len(lows)):
        if lows[k - 1] in INFINITIVE_LINKS or lows[k - 1] in NEGATIVE:
            continue
        ended = _event_end(lows, forms, k)
        held = _ended_holder(lows, forms, k) if ended is None else None
        if ended is None and held is None:
            continue
        j = k - 1
        while j > 0 and lows[j] in EVENT_BRIDGES and not canon.boundary[j + 1]:
            j -= 1
        subject = lows[j] in SUBJECT_PRONOUNS or lows[j] in POINTING_SUBJECTS
        if subject and not canon.boundary[j + 1] and _opens_clause(canon, j):
            if held is not None:
                found.append((held[0], k, held[1], held[2]))  # "they let | me | go": mine ended
            elif ended is not None:
                found.append((j, k, ended[0], ended[1]))
    return tuple(found)


def _refusal(canon: Canon, forms: tuple[frozenset[str], ...]) -> tuple[int, int] | None:
    """A subject denies doing what a pronoun stands for ("i'm not doing it", "we won't do that",
    "i'm not going to do it anymore"), in a clause it opens: (the subject, the pro-verb). Not
    "i didn't do it on purpose" (words of its own after the pronoun)."""
    lows = canon.lows
    for k in range(2, len(lows) - 1):
        if forms[k].isdisjoint(PRO_VERB_LEMMAS) or lows[k + 1] not in REFERRING_OBJECTS:
            continue
        after = k + 2
        if not (after >= len(lows) or canon.boundary[after] or lows[after] in NOW_WORDS):
            continue
        j = k - 1
        denied = False
        while j > 0 and lows[j] in PRO_VERB_BRIDGES and not canon.boundary[j + 1]:
            denied = denied or lows[j] in NEGATIVE
            j -= 1
        if denied and lows[j] in SUBJECT_PRONOUNS and not canon.boundary[j + 1] and _opens_clause(canon, j):
            return j, k
    return None


def _no_longer(canon: Canon) -> int | None:
    """An elliptical clause that says a state stopped, standing on its own ("she moved to her
    sister's, so, not anymore"): its first token."""
    lows = canon.lows
    for table in (NO_LONGER_PHRASES, WISHFUL_REPLIES):
        for s, e in phrase_spans(lows, table):
            opens = s == 0 or canon.boundary[s] or lows[s - 1] in INTERJECTIONS or lows[s - 1] in LAUGHTER
            if opens and (
                e >= len(lows) or canon.boundary[e] or (table is WISHFUL_REPLIES and _new_present(lows, e))
            ):
                return s
    return None


def _new_present(lows: tuple[str, ...], k: int) -> bool:
    """A present clause starts at token k ("i wish | there's three pizza boxes on the stove",
    "if only | she does the dishes"): what "wish" governs is put back a tense ("i wish she
    would", "i wish there were"), so a present clause after it is a sentence of its own, run on
    without a stop, and the wish stands alone as the reply."""
    if lows[k] in PRESENT_AUXILIARIES:
        return True  # "there's", "she's", "it's"
    return k + 1 < len(lows) and lows[k] in SUBJECT_PRONOUNS and lows[k + 1] in PRESENT_AUXILIARIES


def _fell_through(canon: Canon) -> tuple[int, bool] | None:
    """A retraction said of a pointing or pronoun subject in a clause it opens ("it fell
    through", "that's not happening", "she's changed her mind", "we didn't get it"): (the
    subject, whether the retraction ends its clause or only a pronoun follows: "we didn't get
    | the mortgage we wanted" is of something else)."""
    lows = canon.lows
    for s, e, _m in find_phrases(lows, RETRACTION_PHRASES):
        after = e + 1 if e < len(lows) and lows[e] in THING_PRONOUNS else e
        if occasions_counted(canon, after):
            continue  # "we cancelled it | twice (before we booked)": an episode, not the end
        ends = e >= len(lows) or canon.boundary[e] or lows[e] in THING_PRONOUNS or lows[e] in NOW_WORDS
        if lows[s] in POINTING_SUBJECTS:
            return s, ends  # "its off", "thats off"
        j = s - 1
        while j > 0 and lows[j] in ENDING_BRIDGES and not canon.boundary[j + 1]:
            j -= 1
        subject = 0 <= j < s and (lows[j] in POINTING_SUBJECTS or lows[j] in SUBJECT_PRONOUNS)
        if subject and not canon.boundary[j + 1] and _opens_clause(canon, j):
            return j, ends
    return None


def _elliptical_past(canon: Canon) -> int | None:
    """A bare past clause that ends a state: a subject and a past auxiliary or copula with
    nothing after it, hedged before ("well he | was, he's packed it in") or closed by "until"
    ("i was, until monday"); not a clause that goes on ("it was broken again"). Opening the
    turn, a contrast may follow it unpunctuated ("we were but the buyer pulled out"): what
    comes after says why it no longer holds."""
    lows = canon.lows
    for k in range(len(lows) - 1):
        if lows[k] not in SUBJECT_PRONOUNS or lows[k + 1] not in ELLIPTICAL_PAST:
            continue
        after = k + 2
        closed = after < len(lows) and lows[after] in ENDING_LINKS
        # "well i was | i pulled out": a new clause's subject follows, the stops unwritten
        bare = (
            after >= len(lows)
            or canon.boundary[after]
            or closed
            or lows[after] in SUBJECT_PRONOUNS
            or lows[after] in CONTRASTIVE_LINKS
        )
        # said first in the turn ("we were, we've taken it off the market") or after a hedge
        # or an interjection ("well he was", "oh i did"): it answers the statement it follows
        opening = k == 0 or all(w in INTERJECTIONS for w in lows[:k])
        if bare and (closed or opening or (k > 0 and lows[k - 1] in HEDGING_OPENERS)):
            return k
    return None


def _announced_change(canon: Canon, forms: tuple[frozenset[str], ...]) -> int | None:
    """A change announced of nothing named ("it's changed actually", "there is a change",
    "things have changed", "change of plan"), not a change of something ("a change in my
    hours", "i changed the sheets")."""
    lows = canon.lows
    for k, f in enumerate(forms):
        if f.isdisjoint(CHANGE_LEMMAS):
            continue
        nxt = k + 1
        of_plan = nxt + 1 < len(lows) and lows[nxt] == "of" and lows[nxt + 1] in CHANGE_SUBJECTS
        alone = nxt >= len(lows) or canon.boundary[nxt] or lows[nxt] in CHANGE_CLOSERS or of_plan
        if not alone:
            continue
        j = k - 1
        while j >= 0 and lows[j] in CHANGE_BRIDGES and not canon.boundary[j + 1]:
            j -= 1
        if of_plan or (j >= 0 and lows[j] in CHANGE_SUBJECTS and not canon.boundary[j + 1]):
            return k
    return None


def clear_caches() -> None:
    """Empty the per-message caches (benchmarks measure cold work)."""
    _turn.cache_clear()
    _revision.cache_clear()


def _fact_words(shape: FactShape) -> tuple[frozenset[str], frozenset[str], frozenset[frozenset[str]]]:
    """The fact's naming forms, its main verb's forms and its values."""
    named, verb_forms, _habit = fact_reading(shape)
    values = frozenset(m.values for m in fact_values(shape))
    return named, verb_forms, values


def _value_at(turn: _Turn, k: int, values: frozenset[frozenset[str]]) -> bool:
    """A value of the fact is said at token k."""
    said = turn.values.get(k)
    return said is not None and any(not v.isdisjoint(said) for v in values)


def _mentioned(turn: _Turn, named: frozenset[str], values: frozenset[frozenset[str]]) -> int | None:
    """The user holds up a word or value of the fact as a word: "i say | booked", "i said |
    twenty but", "did i say | june?"; not "like i said, ..." nor "i said that ..." (a clause)."""
    lows = turn.canon.lows
    for k in turn.sayers:
        m = k + 1
        while m < len(lows) - 1 and m - k < _AFTER_MENTION and lows[m] in DETERMINERS:
            m += 1
        if turn.canon.boundary[m] and lows[m] not in named:
            continue
        said = not turn.forms[m].isdisjoint(named) or (bool(values) and _value_at(turn, m, values))
        if not said:
            continue
        nxt = m + 1
        while nxt < len(lows) and _value_at(turn, nxt, values):
            nxt += 1  # "i said | twenty five | but"
        if _said_again_after(turn, m, nxt):
            continue  # "did i say june? | yeah june, the fourteenth": checked and kept
        if lows[k - 1] in SAYING_ASPECTS and lows[k + 1] not in PREPOSITIONS:
            # "i keep saying | won to make it real", "i always say | ahmed": a word said by
            # habit is a wording the user owns up to, whatever follows it (not "i keep saying
            # to him, the ninth": that is telling somebody)
            return k - 1
        if _contrast_soon(turn, nxt):
            return k - 1  # "ive been saying tuesday | all week | but it's wednesday"
        # a word held up, not a clause said: what follows is a pause, a contrast, a new clause
        if (
            nxt >= len(lows)
            or turn.canon.boundary[nxt]
            or lows[nxt] in RESTATING_LINKS
            or (lows[nxt] in SUBJECT_PRONOUNS or lows[nxt] in POINTING_SUBJECTS or lows[nxt] in NEGATIVE)
        ):
            return k - 1
    return None


_CONFIRM_WINDOW = 3  # words after a held-up word its "yeah" may come within
_CONFIRM_REACH = 2  # words after that "yeah" the held-up word may come again within


def _said_again_after(turn: _Turn, m: int, nxt: int) -> bool:
    """After the word held up at m, a yes and the same word again ("did i say june? | yeah |
    june"): the user checked the word and kept it (`later.yes_then`)."""
    lows, forms = turn.canon.lows, turn.forms
    return yes_then(
        lows, nxt, nxt + _CONFIRM_WINDOW, _CONFIRM_REACH, lambda j: not forms[j].isdisjoint(forms[m])
    )


_CONTRAST_REACH = 3  # words after a held-up word a contrast may follow it within ("tuesday | all week | but")


def _contrast_soon(turn: _Turn, nxt: int) -> bool:
    """A contrast follows the held-up word within a few words of the same clause."""
    lows = turn.canon.lows
    for j in range(nxt, min(len(lows), nxt + _CONTRAST_REACH)):
        if j > nxt and turn.canon.boundary[j]:
            return False
        if lows[j] in RESTATING_LINKS:
            return True
    return False


def _denied_specific(turn: _Turn, specifics: frozenset[str]) -> int | None:
    """A name, place or date of the fact said right after a denying word ("oh not june sorry,
    it's been pushed", "so not glasgow"): the fact's very specific is denied."""
    keys = turn.canon.keys
    if turn.denied_keys.isdisjoint(specifics):
        return None  # the usual case
    for k in range(1, len(keys)):
        if keys[k] not in specifics:
            continue
        # "not", never a "no" that may answer the assistant ("no, saturdays only"); a
        # determiner may stand between ("not | the | fifth", "not | every | sunday")
        j = k - 2 if k > 1 and _denied_through(turn.canon, k - 1) else k - 1
        if keys[j] in VERB_NEGATION_WORDS:
            return j
    return None


def _denied_through(canon: Canon, k: int) -> bool:
    """Token k is a determiner a denial reaches the noun after it through ("not | the | fifth",
    "not | every | sunday"): no pause after it and no pointing word ("no not like that, |
    j a y d e n": the name is spelled again, not denied)."""
    return (
        canon.keys[k] in DETERMINERS
        and canon.keys[k] not in POINTING_SUBJECTS
        and not (k + 1 < len(canon.boundary) and canon.boundary[k + 1])
    )


def _admitted(turn: _Turn, topic: frozenset[str]) -> int | None:
    """The user says they said something untrue: a verb of lying or joking said of themselves
    ("i lied", "i was exaggerating"), or a pointing subject called untrue ("that's a lie",
    "that's not true"); never negated ("i'm not kidding", "no lie"), never of something the fact
    does not say ("i was joking about the names")."""
    lows = turn.canon.lows
    if not turn.admits:
        return None  # the usual case
    for k, w in enumerate(lows):
        if k > 0 and lows[k - 1] in NEGATIVE:
            continue
        lying = (
            not turn.forms[k].isdisjoint(ADMITTING_LEMMAS)
            and (is_past(w) or is_gerund(w))
            and _said_by_user(lows, k)
        )
        untrue = w in FALSITY_WORDS and _pointed(lows, k)
        if w in TRUTH_WORDS and k > 0 and lows[k - 1] in NEGATIVE and _pointed(lows, k - 1):
            nxt = k + 1  # "that's not true | i ...", not "it's not right that they charge so much"
            untrue = untrue or nxt >= len(lows) or turn.canon.boundary[nxt] or lows[nxt] in SUBJECT_PRONOUNS
            untrue = untrue or lows[nxt] in INTERJECTIONS
        if not (lying or untrue):
            continue
        about = next((a for a in range(k + 1, min(len(lows), k + _ABOUT_REACH)) if lows[a] in _ABOUT), None)
        if about is not None and _said_of(turn, about).isdisjoint(topic):
            continue  # "i was joking about the names": something else
        return k
    return None


_ABOUT = frozenset(["about"])  # "joking | about | the names"


def _said_of(turn: _Turn, link: int) -> frozenset[str]:
    """The dictionary forms of the few words after the preposition at `link` that name what a
    retraction or an error is about ("joking about | the names", "wrong about | plasters")."""
    return frozenset().union(*turn.forms[link + 1 : link + 1 + _ABOUT_REACH])


def _about_else(turn: _Turn, topic: frozenset[str], links: frozenset[str] = _ABOUT) -> bool:
    """The turn says what it takes back is about something the fact does not say ("i was
    joking about the name"; with `MIND_CHANGED_ON`, "changed my mind on the cake")."""
    for a, w in enumerate(turn.canon.lows):
        if w in links:
            said_of = _said_of(turn, a)
            if said_of and said_of.isdisjoint(topic):
                return True
    return False


def _said_by_user(lows: tuple[str, ...], k: int) -> bool:
    """Token k is a verb whose subject is the user, a few auxiliaries before it ("i | was |
    exaggerating", "i | lied", "im | kidding" is reassurance unless past: "i was kidding")."""
    j = k - 1
    while j >= 0 and lows[j] in ADMISSION_BRIDGES:
        j -= 1
    return j >= 0 and lows[j] in USER_SUBJECTS and (j < k - 1 or is_past(lows[k]))


def _pointed(lows: tuple[str, ...], k: int) -> bool:
    """A pointing subject ("that", "it") stands before token k, past auxiliaries, articles and
    degree words ("that's | a | total | lie", "that | was | not | true")."""
    j = k - 1
    while j >= 0 and (lows[j] in POINTED_AUXILIARIES or lows[j] in DETERMINERS or lows[j] in DEGREE_WORDS):
        j -= 1
    return j >= 0 and lows[j] in POINTING_SUBJECTS


def _restated_past(
    turn: _Turn, text: str, shape: FactShape, named: frozenset[str], verb: frozenset[str]
) -> int | None:
    """What the fact says is so now, the user says in the past: the turn opens with the fact's
    verb in the past on its own ("well, worked | i got let go"), or a clause of the fact's
    subject says its verb and one of its words in the past ("i was teacher before")."""
    if shape.past or not verb:
        return None
    lows = turn.canon.lows
    k = turn.past_opening
    if k is not None and not turn.forms[k].isdisjoint(verb - WEAK_TOPIC_WORDS):
        nxt = k + 1
        if nxt >= len(lows) or turn.canon.boundary[nxt] or lows[nxt] in SUBJECT_PRONOUNS:
            return k
    if not turn.past or turn.all_forms.isdisjoint(named) or turn.all_forms.isdisjoint(verb):
        return None
    ut = analyse(text)  # cached per text (utterance.analyse)
    subject = Subject.USER if not shape.possessive_lead and not shape.people else Subject.THIRD
    for c in ut.clauses:
        if c.subject is not subject or not c.past or c.question or c.verb is None:
            continue
        if turn.forms[c.verb].isdisjoint(verb) or not is_past(lows[c.verb]):
            continue
        if any(lows[j] in NEGATIVE for j in range(c.first, c.end)):
            continue
        if own_object(lows, c.verb + 1, named):
            continue  # "i weighed | the dog |, thirty two kilos": the verb's own object, not the user
        rest = set().union(*turn.forms[c.verb + 1 : c.end]) if c.verb + 1 < c.end else set()
        if not rest.isdisjoint(named - verb):
            return c.verb
    return None


def _settled(turn: _Turn, named: frozenset[str], asked: bool) -> tuple[int, bool] | None:
    """An outcome said as settled after an obstacle ("said no pets | so that's that"), or a
    conclusion that denies the fact's thing ("so no | puppy") or closes a turn that answers no
    question (`asked`: the assistant's turn before it asked one): (where, whether it names the
    fact's thing)."""
    for r, forms in turn.so_no:
        if not forms.isdisjoint(named):
            return r, True
        if not forms and r > 0 and not asked:
            return r, False  # "... froze all promotions till spring, | so no": closing the turn
    if turn.closing is not None:
        return turn.closing, not turn.all_forms.isdisjoint(named)
    return None


def _lost(turn: _Turn, shape: FactShape, named: frozenset[str]) -> tuple[int, bool] | None:
    """What the fact says the user got went to someone else: (the raw index of the other
    party, whether the turn names the fact's thing). Sure in a turn that names it ("the flat,
    they gave it to someone else"; "oakfield went with another family"); held in one that does
    not, when the fact says the user gets or buys something ("the seller accepted another
    offer" of buying a cottage), after a verb of choosing only: the party may have got another
    thing. Not another one of its kind ("i gave the old sofa to someone else" after "i've
    bought a new sofa": a describing word the fact does not say)."""
    lows = turn.canon.lows
    if turn.recipient is None:
        return None  # the usual case
    if turn.all_forms.isdisjoint(named):
        if _chose_another(turn.raw) != turn.recipient:
            return None  # "i gave my old one to someone else": the user's own giving away
        forms = _fact_words(shape)[1]  # the fact's main verb's forms ("is | buying")
        getting = not forms.isdisjoint(GETTING_LEMMAS) or not forms.isdisjoint(ACQUIRING_LEMMAS)
        return (turn.recipient, False) if getting else None
    if not any(
        not turn.forms[i].isdisjoint(named) and not _otherwise_described(lows, i, shape)
        for i in range(len(lows))
    ):
        return None
    return turn.recipient, True


_BACK = "back"  # the particle of a returning ("take | him | back")
_RETURNED_OBJECT = 3  # words a returned thing may take before "back" ("took | the puppy | back")


def _returned(turn: _Turn, shape: FactShape, named: frozenset[str]) -> tuple[int, bool] | None:
    """What the fact says the user has or got is taken, given or sent back ("we had to take him
    back to the rescue"): sure when the turn names it ("took the puppy back"), held when a
    pronoun stands for it (it may be something else: "took him back to the vet")."""
    if shape.verb is None or lemmas(shape.canon.lows[shape.verb]).isdisjoint(GETTING_LEMMAS):
        return None
    if _BACK not in turn.canon.lows:
        return None  # the usual case
    lows = turn.canon.lows
    for k, f in enumerate(turn.forms):
        if f.isdisjoint(RETURNING_LEMMAS) or _negated_before(lows, k):
            continue
        between = range(k + 1, min(len(lows), k + 1 + _RETURNED_OBJECT + 1))
        back = next((b for b in between if lows[b] == _BACK), None)
        if back is None or back == k + 1:
            continue  # "give back to the community": no object, nothing of the user's returned
        thing = range(k + 1, back)
        if any(not turn.forms[i].isdisjoint(named - WEAK_TOPIC_WORDS) for i in thing):
            return k, True
        if any(lows[i] in THING_PRONOUNS for i in thing):
            return k, False
    return None


def _negated_before(lows: tuple[str, ...], k: int) -> bool:
    """A negation stands in the two words before token k ("didn't | take it back"), or an
    adverb of a near miss, which says the act did not happen ("we nearly | took him back")."""
    return any(w in NEGATIVE or w in NEAR_MISS_ADVERBS for w in lows[max(0, k - 2) : k])


_VALUE_REACH = 4  # words between a thing of the fact and its value ("exam | stays on the | 11th")


def _anchored(turn: _Turn, named: frozenset[str], first: int) -> bool:
    """A thing the fact names stands right before the value at `first`, with only a copula or a
    verb, prepositions or articles between ("the exam is on the eleventh", "rent's twelve fifty",
    "the exam stays on the eleventh")."""
    lows = turn.canon.lows
    a = first - 1
    while a >= 0 and first - a <= _VALUE_REACH and turn.forms[a].isdisjoint(named) and _linking(lows[a]):
        a -= 1
    tags = pos(lows[a]) if a >= 0 else frozenset()
    thing = not tags or not tags.isdisjoint(_THING_TAGS)  # a noun, or a word the dictionary lacks ("mot")
    if not (0 <= a < first - 1 and not turn.forms[a].isdisjoint(named) and thing):
        return False
    # said as what the thing is: a copula or a verb of staying or moving between, not a list of
    # words ("the mountain to 35")
    return any(_linking_verb(w) for w in lows[a + 1 : first])


_THING_TAGS = frozenset({"NOUN", "PROPN"})


def _linking(low: str) -> bool:
    """A word that may stand between a thing and its value: a copula or a verb of staying or of
    moving a value, a preposition, an article ("the exam | stays on the | eleventh", "the scan
    | got moved to | the ninth")."""
    return low in PREPOSITIONS or low in DETERMINERS or _linking_verb(low)


def _linking_verb(low: str) -> bool:
    """A copula or a verb of staying or of moving a value ("is", "stays", "moved")."""
    if low in COPULAR_FORMS:
        return True
    forms = lemmas(low)
    return not forms.isdisjoint(REMAINING_LEMMAS) or not forms.isdisjoint(RESCHEDULE_VERBS)


def _revalued(turn: _Turn, shape: FactShape, named: frozenset[str]) -> tuple[int, bool] | None:
    """A thing of the fact is said to have another value of the fact's type ("aiyo wrong, ...
    exam is the eleventh" after "my exam is on the fourth"): clear beside a word of error."""
    facts = fact_values(shape)
    if not facts:
        return None
    for m in turn.linked:
        if any(not f.values.isdisjoint(m.values) for f in facts):
            continue
        bare = replace(m, noun=frozenset())  # the thing it is the value of is the one before it
        if any(same_type(f, bare, day=False) for f in facts) and _anchored(turn, named, m.first):
            return m.first, not ERROR_WORDS.isdisjoint(turn.raw)
    return None


def value_said_again(shape: FactShape, text: str) -> bool:
    """The turn says the fact's own value beside a thing the fact names ("the exam stays on the
    eleventh"): another number in it is of something else."""
    facts = fact_values(shape)
    if not facts:
        return False
    named = fact_reading(shape)[0]
    turn = _turn(text)
    return any(
        any(not f.values.isdisjoint(m.values) for f in facts) and _anchored(turn, named, m.first)
        for m in turn.linked
    )


def names_the_fact(shape: FactShape, text: str) -> bool:
    """The turn says a name, place or date of the fact, or denies its main verb ("the galway
    thing is off", "forget what i said about brisbane", "so i'm staying, not quitting"): a
    retraction in it is about the fact, however many turns later."""
    turn = _turn(text)
    if not turn.canon.key_set.isdisjoint(shape.specifics):
        return True
    verb = fact_reading(shape)[1] - WEAK_TOPIC_WORDS
    lows = turn.canon.lows
    return any(
        lows[k - 1] in DENYING_WORDS and not turn.forms[k].isdisjoint(verb) for k in range(1, len(lows))
    )


def _otherwise_described(lows: tuple[str, ...], i: int, shape: FactShape) -> bool:
    """The word at i is described by a word the fact does not say ("the | old | sofa", "the |
    other | job")."""
    return i > 0 and describes_otherwise(lows[i - 1], shape.lemmas)


def restated_after(shape: FactShape, text: str, after: int = 0) -> bool:
    """After token `after`, a clause opened by a contrast says the fact again with nothing that
    denies it ("... about the season tickets, but yeah my twin's a mechanic", "but twins yes"),
    the turn ends by saying it goes on (`_goes_on`), or it says it was taken up again after a
    stop (`_picked_up_again`)."""
    return (
        _restated_by_contrast(shape, text, after)
        or _goes_on(shape, text, after)
        or _picked_up_again(shape, text, after)
    )


def _picked_up_again(shape: FactShape, text: str, after: int) -> bool:
    """A stop told as over: after token `after`, a stretch of the turn says the thing is going
    again, and nothing after it in the turn denies or stops anything (the stretch opens at a pause
    or a link of clauses: "then they cleaned it up | and i'm back"): "broke my toe, so no
    dancing for six weeks, | but i'm back now" (a form of "be", then "back"), "the pool shut in
    may | but i'm swimming again since june" (a word of the fact with "again"). The stretch names
    no thing of its own ("but i'm back at the bowls club" took up something else), and has no
    negation and nothing still to do ("i'll be back in june" has not happened). Not of a fact
    that says something stopped or is not done, which taking it up again undoes
    (`later.resumed_turn`), nor of one that says "back" or "again" itself."""
    fact = shape.canon.lows
    if (
        not RESUMING_WORDS.isdisjoint(fact)
        or not NEGATIVE.isdisjoint(fact)
        or any(stopping_at(fact, k) is not None for k in range(len(fact)))
    ):
        return False
    named, _verb_forms, _values = _fact_words(shape)
    turn = _turn(text)
    lows, boundary = turn.canon.lows, turn.canon.boundary
    for k in range(after, len(lows)):
        if lows[k] not in RESUMING_WORDS:
            continue
        opens = (j for j in range(k, after - 1, -1) if boundary[j] or lows[j] in CLAUSE_LINKS)
        first = next(opens, after)
        end = next((j for j in range(k + 1, len(lows)) if boundary[j]), len(lows))
        if lows[k] == _BACK:
            # "i'm | back", "she's | back": not "back then", "in the back", "back up"
            resumed = k > first and (lows[k - 1] in COPULAR_FORMS or lows[k - 1] in SUBJECT_COPULAS)
        else:
            resumed = any(
                not turn.forms[j].isdisjoint(named) and lows[j] not in RESUMING_WORDS
                for j in range(first, end)
            )
        if not resumed or any(w in NOT_DONE_WORDS or w in TO_DO_MARKERS for w in lows[first:]):
            continue
        if any(stopping_at(lows, j) is not None for j in range(end, len(lows))):
            continue  # "..., he's a chunk again, | so we've stopped the insulin"
        if all(_taken_up_word(turn, j, named) for j in range(first, end)):
            return True
    return False


_BACK = "back"  # the word of taking up again that needs a form of "be" before it


def _taken_up_word(turn: _Turn, j: int, named: frozenset[str]) -> bool:
    """Token j of a stretch that takes something up again names nothing but the fact: a word of
    resuming, or one that names only the fact (`later.names_only_the_fact`: "i'm | back | at it |
    now")."""
    w = turn.canon.lows[j]
    return w in RESUMING_WORDS or names_only_the_fact(w, turn.forms[j], named)


def _goes_on(shape: FactShape, text: str, after: int) -> bool:
    """The turn's last clause that names the fact says it goes on as it was, with no negation:
    "still" right before a word of the fact ("the other coach quit, so now it's just me, |
    still coaching them"; "still april though, toronto still the plan"), or a word of the fact
    as the subject of "still on" ("hospital rang, it's the nineteenth now. | op's still on")."""
    named, _verb_forms, values = _fact_words(shape)
    turn = _turn(text)
    lows, boundary = turn.canon.lows, turn.canon.boundary
    starts = [k for k in range(after, len(lows)) if k == after or boundary[k]]
    changes = not shape.lemmas.isdisjoint(_CHANGE_OR_ENDING)

    def names(j: int) -> bool:
        return not (turn.forms[j] | word_forms(lows[j])).isdisjoint(named) or bool(
            values and _value_at(turn, j, values)
        )

    for s, e in reversed(list(pairwise([*starts, len(lows)]))):  # its clauses, last first
        clause = range(s, e)
        if any(lows[j] in NEGATIVE or lows[j] in DENYING_WORDS for j in clause) or any(
            s <= k < e for k in turn.sayers
        ):
            return False  # the last word on it denies something, or holds a word up
        for j in clause:
            if lows[j] not in CONTINUING_WORDS:
                continue
            m = j + 1
            while m < e and (lows[m] in DETERMINERS or lows[m] in AUXILIARIES):
                m += 1
            if (
                m < e
                and names(m)
                and not (lows[j] in SAMENESS_WORDS and _value_at(turn, m, values))
                and not _slot_filled_otherwise(shape, lows, m + 1, e, names)
            ):
                return True  # "still | coaching them", "still | the plan", "same | office"; not
                # "for the same | two weeks", where the rest is done otherwise
            if m < e and lows[m] in STANDING_WORDS and any(names(i) for i in range(s, j)):
                return True  # "op's still | on"
        for j in clause:
            # "they said no way, | august | stays": the fact's word, then a verb of staying that
            # ends the clause (not "the moth's staying | in my head": kept somewhere else)
            if j + 2 == e and names(j) and not lemmas(lows[j + 1]).isdisjoint(STAYING_LEMMAS):
                return True
        if not changes:
            for j in clause:
                going_on = _continuing_verb_end(turn, j, e)
                said = _continued(lows, going_on, e) if going_on is not None else []
                if said and all(names(i) for i in said):
                    return True  # "we'll keep | fostering", "staying on | warfarin"; not "i stay
                    # | assistant manager" of a store manager, nor "staying in | the choir's group
                    # chat": another thing, which the fact's word may only describe
        if any(names(j) for j in clause):
            return False  # the last clause that names it says something else of it
    return False


_CONTENT_TAGS = frozenset(["NOUN", "ADJ", "VERB", "PROPN"])


def _slot_filled_otherwise(
    shape: FactShape, lows: tuple[str, ...], start: int, end: int, names: Callable[[int], bool]
) -> bool:
    """Between `start` and `end`, a preposition of one of the fact's slots opens a noun the fact
    does not name ("i still sing | in the shower" of "User sings in the church choir"): the doing
    goes on somewhere else, not as the fact says it."""
    slots = {p for p, _key, _name in _fact_slots(shape)}
    for k in range(start, end - 1):
        if lows[k] not in SLOT_PREPOSITIONS or not any(_same_slot(p, lows[k]) for p in slots):
            continue
        w = k + 1
        while w < end - 1 and lows[w] in DETERMINERS:
            w += 1
        if ("NOUN" in pos(lows[w]) or not pos(lows[w])) and not names(w):
            return True
    return False


# A fact whose own verb is a change or an ending ("User is selling the bike", "User quit
# smoking"): "we're keeping it", "i'll keep smoking" say it did not happen, not that it holds.
_CHANGE_OR_ENDING = (
    frozenset(STATUS_QUO_VERBS) | frozenset(p[0] for p in STOPPING_VERBS) | frozenset(OPPOSITE_VERBS)
)


def _continuing_verb_end(turn: _Turn, j: int, end: int) -> int | None:
    """Where the words after a verb of going on (`CONTINUING_VERBS`) at token j start, before
    `end`: after the longest of its phrases said there; None when no such verb is at j."""
    lows = turn.canon.lows
    found = None
    for phrase in CONTINUING_VERBS:
        stop = j + len(phrase)
        if stop <= end and phrase[0] in turn.forms[j] and lows[j + 1 : stop] == phrase[1:]:
            found = max(found or stop, stop)
    return found


def _continued(lows: tuple[str, ...], m: int, end: int) -> list[int]:
    """The content words of what a verb of going on continues, from token m to the clause's `end`
    or its first link: nouns, describing words, verbs, names and numbers ("we'll keep |
    fostering | while ...", "staying on | warfarin", "keeping | the post office uniform", "i'll
    keep | training for a 10k"). Function words, adverbs and "now" are passed over."""
    stop = next((i for i in range(m, end) if lows[i] in CLAUSE_LINKS), end)
    out = []
    for i in range(m, stop):
        low = lows[i]
        if low in FUNCTION_WORDS or low in DETERMINERS or low in PREPOSITIONS:
            continue
        tags = pos(low)
        if low in REVISING_WORDS or (tags and tags.isdisjoint(_CONTENT_TAGS)):
            continue  # "staying in tema | now"; "forever", "all"
        out.append(i)
    return out


def _restated_by_contrast(shape: FactShape, text: str, after: int) -> bool:
    """`restated_after`'s clause opened by a contrast."""
    named, verb_forms, values = _fact_words(shape)
    turn = _turn(text)
    lows = turn.canon.lows
    if _decided_on(turn, named - verb_forms, after):
        return True
    for k in range(len(lows) - 1, after - 1, -1):
        if lows[k] not in RESTATING_LINKS or (
            k > 0 and lows[k - 1] in NEGATIVE and not turn.canon.boundary[k]
        ):
            continue
        end = next((j for j in range(k + 1, len(lows)) if turn.canon.boundary[j]), len(lows))
        stretch = range(k + 1, end)
        if any(lows[j] in NEGATIVE or lows[j] in DENYING_WORDS for j in stretch):
            return False
        if k + 1 < end and dismisses(lows, k + 1):
            return False  # "but | forget the registry office": naming it drops it
        if not shape.past and any(_told_event(turn, j, verb_forms) for j in stretch):
            return False  # "but | i sold the boat": an event told since, not the fact said again
        # a word after the user's own verb of saying is held up as a word, not said again ("i
        # still say | sheffield out of habit"): only the words before it count
        told = next((s for s in turn.sayers if k <= s < end), end)
        # a synonym says it again too ("three kids" of "three children")
        again = [
            j
            for j in range(k + 1, told)
            if not (turn.forms[j] | word_forms(lows[j])).isdisjoint(named - verb_forms)
        ]
        # a general verb ("still | having porridge") is another doing when only a time of day is
        # said again after it
        days = bool(again) and all(lows[j] in _DAY_WORDS for j in again)
        own = _doing_of_its_own(turn, stretch, verb_forms, general=days) if again else None
        if own is not None and min(again) > own:
            return False  # "still | walking round the park every morning" of a tablet taken every
            # morning, "i still | greet the keke boys" of riding a keke: the fact's words said
            # again only after a doing of another verb, as its object or its time
        said = len(again) + sum(1 for j in range(k + 1, told) if values and _value_at(turn, j, values))
        affirmed = any(lows[j] in AFFIRMING_WORDS for j in range(k, end))  # "still | march"
        if said >= _RESTATING or (said >= 1 and affirmed):
            return True
        if said or lows[k] not in AFFIRMING_WORDS:
            return False  # a part of it said again after the contrast, not the fact
        # a contrast that says nothing of the fact ("still covered in glitter") leaves an
        # earlier one to say it ("still a ta, still year one, still covered in glitter")
    return False


def _doing_of_its_own(turn: _Turn, stretch: range, verb_forms: frozenset[str], general: bool) -> int | None:
    """The first verb of content in the stretch that is not the fact's ("still | walking ..." of
    taking a tablet): an -ing form, a finite verb or a bare one opening the stretch ("still |
    greet"), no auxiliary, and (unless `general`) none of the general verbs a paraphrase of any
    fact may use ("still | have", "still | go to", "still | do"). None when there is none."""
    lows = turn.canon.lows
    return next(
        (
            j
            for j in stretch
            if (
                is_gerund(lows[j])
                or is_finite_verb(lows[j])
                or (j == stretch.start and _bare_verb_at(lows, j))
            )
            and lows[j] not in AUXILIARIES
            and turn.forms[j].isdisjoint(verb_forms)
            and (general or turn.forms[j].isdisjoint(GENERAL_VERBS))
        ),
        None,
    )


def _bare_verb_at(lows: tuple[str, ...], j: int) -> bool:
    """Token j, right after "still", is a verb in its dictionary form: one that is no noun
    ("still | greet"), or any after a subject pronoun ("i still | wave"; not "still | chair")."""
    if not bare_verb(lows[j]):
        return False
    return "NOUN" not in pos(lows[j]) or (j >= 2 and lows[j - 2] in SUBJECT_PRONOUNS)


def _told_event(turn: _Turn, j: int, verb_forms: frozenset[str]) -> bool:
    """Token j is a verb in the simple past that is not the fact's ("i | sold | the boat"), not
    a participle after "is" or "has" that says a state ("inter is | cleared")."""
    lows = turn.canon.lows
    if not is_past(lows[j]) or not turn.forms[j].isdisjoint(verb_forms):
        return False
    return j == 0 or lows[j - 1] not in AUXILIARIES


def _decided_on(turn: _Turn, named: frozenset[str], after: int) -> bool:
    """ "forget that one, cardiff it is": a word of the fact closed by "it is" at the end of its
    stretch is the choice made, whatever was dropped before it."""
    lows, boundary = turn.canon.lows, turn.canon.boundary
    for k in range(after, len(lows) - 2):
        if lows[k + 1 : k + 3] != DECISION_TAIL:
            continue
        closed = k + 3 >= len(lows) or boundary[k + 3]
        if closed and not (turn.forms[k] | word_forms(lows[k])).isdisjoint(named):
            return True
    return False


def _char_at(text: str, turn: _Turn, k: int) -> int:
    """Where canonical token k starts in the text."""
    spans = token_spans(text)
    return spans[turn.canon.starts[k]][0] if k < len(turn.canon.starts) else 0


_EXCERPT = 70  # characters of the later turn shown in the review detail


def undoing_turn(
    shape: FactShape, quote_topic: frozenset[str], messages: Sequence[Message], index: int
) -> Undoing | None:
    """The first of the next few user turns that undoes the statement by a move of discourse
    (see the module docstring), unless the turn says the fact again after a contrast."""
    if not NEGATIVE.isdisjoint(shape.canon.keys):
        return None  # a fact that is itself negated: a later "no" may agree with it
    named, verb_forms, values = _fact_words(shape)
    if not named and not values:
        return None
    topic = named | quote_topic
    nxt = next_user_turn(messages, index)
    between: list[frozenset[str]] = []  # the words of the user's turns since the statement
    for j in user_turns_after(messages, index, _REACH):
        text = messages[j].content
        turn = _turn(text)
        # turns later, a retraction that opens the turn or the user's own error pointed back at
        # ("thanks" ... "hang on i read the email properly i got that wrong") is held below
        opening = j != nxt and (opens_with_retraction(turn.canon.lows) or points_back_taken(text))
        if not turn.cued and not opening and not _revision(text).cued:
            between.append(turn.all_forms)
            continue  # the usual case: nothing in the turn can undo anything
        before = frozenset().union(*between) if between else frozenset()
        between.append(turn.all_forms)
        if j != nxt and _corrects_since(turn, shape, before):
            continue  # "sorry, it was sixty three", "he's an electrician not a plumber": of what came between
        shares = not turn.all_forms.isdisjoint(named) or (
            bool(values) and any(not v.isdisjoint(m.values) for m in turn.numbers for v in values)
        )
        prompt = prompt_before(messages, j)
        found = None
        if turn.cued:
            found = _move(
                turn, text, shape, topic, named, verb_forms, values, j == nxt, shares, prompt, before
            )
        if found is None or not found[2]:
            # a slot filled otherwise may make clear what another move only held
            revised = _revised(turn, text, shape, named, verb_forms, j == nxt, shares, prompt)
            if revised is not None and (found is None or revised[2]):
                found = revised
        if (
            found is None
            and opening
            and not _about_else(turn, topic)
            and not _corrects_since(turn, shape, before)
        ):
            # "actually no, that's old news, ..." turns later: of what, the user says (the next
            # turn's opening retraction is `later.retracting_turn`'s, which rejects); an
            # admission the admission reading passed over is of something else ("no i was
            # joking about the name")
            found = 0, 0, False
        if found is None:
            continue
        k, at, sure = found
        if restated_after(shape, text, k):
            continue
        return Undoing(j, sure, text[at : at + _EXCERPT].strip())
    return None


def _move(
    turn: _Turn,
    text: str,
    shape: FactShape,
    topic: frozenset[str],
    named: frozenset[str],
    verb_forms: frozenset[str],
    values: frozenset[frozenset[str]],
    next_turn: bool,
    shares: bool,
    prompt: str,
    since: frozenset[str],
) -> tuple[int, int, bool] | None:
    """The first move of the turn that undoes the fact: (its token, where it starts in the
    text, whether it is clear and about the fact); `since` holds the dictionary forms of the
    user's words said between the statement and this turn."""
    k = _mentioned(turn, named, values)
    if k is not None:
        return k, _char_at(text, turn, k), True
    k = _denied_specific(turn, frozenset(shape.specifics))
    if k is not None:
        return k, _char_at(text, turn, k), True
    revalued = _revalued(turn, shape, named)
    if revalued is not None:
        k, sure = revalued
        return k, _char_at(text, turn, max(0, k - _VALUE_REACH - 1)), sure
    k = _admitted(turn, topic)
    if k is not None:
        return k, _char_at(text, turn, max(0, k - 3)), next_turn or shares
    k = _restated_past(turn, text, shape, named, verb_forms)
    if k is not None:
        return k, _char_at(text, turn, k), next_turn or k == 0 or shares
    settled = _settled(turn, named, "?" in prompt)
    if settled is not None:
        r, sure = settled
        return 0, max(0, turn.raw_at[r] - _EXCERPT // 2), sure
    lost = _lost(turn, shape, named)
    if lost is not None:
        r2, sure = lost
        return 0, max(0, turn.raw_at[r2] - _EXCERPT // 2), sure
    returned = _returned(turn, shape, named)
    if returned is not None:
        k, sure = returned
        return k, _char_at(text, turn, max(0, k - 3)), sure
    return _ended_or_replaced(turn, text, shape, named, values, next_turn, shares, prompt, since)


def _ended_or_replaced(
    turn: _Turn,
    text: str,
    shape: FactShape,
    named: frozenset[str],
    values: frozenset[frozenset[str]],
    next_turn: bool,
    shares: bool,
    prompt: str,
    since: frozenset[str],
) -> tuple[int, int, bool] | None:
    """The moves that say the state ended or the plan went otherwise: the fact's value held
    until a time ("two years until christmas"), a bare past clause ("well he was"), a change
    announced ("it's changed actually"), a word of the fact put out of its place ("driving
    instead of flying"), an outcome against it reported ("doesn't matter now, she found a place
    in the end"). Only the first two need the fact to be said of now; an outcome is never sure
    on its own (held, the user sees the later words)."""
    if not shape.past and turn.past:
        k = _held_until(turn, values)
        if k is not None:
            return k, _char_at(text, turn, max(0, k - 2)), True
    if not shape.past:
        k = turn.elliptical
        if k is not None and not _answers(prompt):
            sure = next_turn or shares or same_subject(turn.canon.lows[k], shape)
            return k, _char_at(text, turn, k), sure
    intended = _intention_given_up(turn, named)
    if intended is not None:
        k, sure = intended
        return k, _char_at(text, turn, k), sure or (next_turn and turn.canon.lows[k] in POINTING_SUBJECTS)
    stopped = _stopped_of_it(turn, text, shape, prompt, shares)
    if stopped is not None:
        k, sure = stopped
        return k, _char_at(text, turn, k), sure
    ended = _ended_by_event(turn, text, shape, named)
    if ended is not None:
        k, sure = ended
        return k, _char_at(text, turn, k), sure
    refused = turn.refused
    if refused is not None and not shape.past and _said_as_so(text, refused[1]):
        j = refused[0]
        if same_subject(turn.canon.lows[j], shape):
            # "so i'm not doing it" after "i'm trying out for the team": sure unless the turn
            # answers the assistant's yes/no question or suggestion, whose "it" may be another thing
            return j, _char_at(text, turn, j), not polar_question(prompt) or shares
    k = turn.no_longer
    if k is not None and not shape.past and not (polar_question(prompt) and not shares):
        # "she moved to florida, so, not anymore": sure when the turn speaks of the fact's
        # person or thing (a pronoun of theirs, a word of the fact) or is the very next turn
        lows = turn.canon.lows
        start = max((i for i in range(k) if turn.canon.boundary[i]), default=0)
        before = next((w for w in lows[start:k] if w in SUBJECT_PRONOUNS or w in POINTING_SUBJECTS), None)
        # "the fence used to lean, | not anymore": a clause of another subject before it
        of_other = _clause_before(turn.canon, k) if before is None else not same_subject(before, shape)
        if not of_other:
            person = shape.possessive_lead and before is not None
            sure = shares or person or (next_turn and not shape.possessive_lead)
            return k, _char_at(text, turn, k), sure
    if turn.moved is not None:
        return turn.moved, _char_at(text, turn, turn.moved), False  # "it" may be another thing
    if turn.fell is not None:
        # "it fell through" (it may be something else: held); "she's changed her mind", "we
        # didn't get it" of the fact's own subject, nothing of its own after: sure
        j, ends = turn.fell
        subject = turn.canon.lows[j]
        agrees = subject not in POINTING_SUBJECTS and same_subject(subject, shape)
        # "i changed my mind | on the cake": what the mind changed on is named, and not the fact's
        of_else = not ends and _about_else(turn, (named | shape.lemmas) - FUNCTION_WORDS, MIND_CHANGED_ON)
        if (agrees or subject in POINTING_SUBJECTS) and not of_else:
            # with words of its own after it ("we didn't get the mortgage we wanted") it may be
            # of something else: held
            return j, _char_at(text, turn, j), agrees and ends
    r = turn.forward
    if r is not None and (next_turn or shares):
        return 0, max(0, turn.raw_at[r] - _EXCERPT // 2), False
    k = turn.changed
    if k is not None and _said_as_so(text, k):
        return k, _char_at(text, turn, max(0, k - 3)), next_turn or shares
    k = _replaced(turn, named)
    if k is not None and _said_as_so(text, k):
        return k, _char_at(text, turn, max(0, k - _EXCERPT // 10)), True
    r = turn.outcome
    if (
        r is not None
        and _outcome_against(turn, r)
        and _reversed_of_it(turn, r, shape, named, since, next_turn, shares)
    ):
        # "doesn't matter now, she found a place of her own in the end": an outcome beside a
        # negation, of the fact's person or thing, or in the answer right after the statement
        # ("i didn't go through with it in the end"); "it's all worth it in the end" is none
        return 0, max(0, turn.raw_at[r] - _EXCERPT // 2), False
    strong = named - WEAK_TOPIC_WORDS  # the fact's words an event below must name: not the weak ones
    office = turn.office
    if (
        office is not None
        and not shape.past
        and _said_as_so(text, office[1])
        and not _left_for_it(turn, shape, strong)
    ):
        # "i stood down at the agm", "they co-opted a farmer in my place": a post the user (or
        # the fact's person) gave up; which post, the user says (held)
        holder, verb = office
        if same_subject(turn.canon.lows[holder] if holder is not None else _SPEAKER, shape):
            return verb, _char_at(text, turn, max(0, verb - 3)), False
    off = come_off(turn.canon, turn.forms, strong) if OFF in turn.canon.lows else None
    if off is not None and not shape.past and _of_its_subject(turn, text, shape, off):
        # "i came off it in the spring", "they took me off the statins": what the fact says the
        # user is on, come off since; which thing "it" is, the user says (held)
        return off[1], _char_at(text, turn, max(0, off[1] - 3)), False
    if turn.past and _on_something(shape):
        # "the doctor changed me to the tablets" after "i'm on the insulin pen": put on another
        # thing in its place (held: which thing was switched, the user says)
        switch = switched_onto(turn.canon, turn.forms, strong)
        if switch is not None and _of_its_subject(turn, text, shape, switch):
            return switch[1], _char_at(text, turn, max(0, switch[1] - 3)), False
    if turn.past or turn.numbers:
        # "she came second to a girl from leeds" after a win, "the scholarship went to a boy from
        # queens college": the result told since is another (held: the user says), of a fact in
        # the past too (a result is told in the past)
        won = not shape.lemmas.isdisjoint(WINNING_LEMMAS)
        told = lesser_result(turn.canon, turn.forms, strong, won)
        if told is not None and _said_as_so(text, told):
            return told, _char_at(text, turn, max(0, told - 3)), False
    if turn.ending and not shape.past and off is None:
        # last: a later event of a thing named only holds, so any reading above that is sure
        # of the turn ("there's been a change, the caravan's sold") comes first; not when the
        # thing is one somebody else came off ("his doctor took him off clopidogrel"): whose
        # ending that is, `come_off` has read
        k = _ended_by_name(turn, text, shape, named)
        if k is not None:
            return k, _char_at(text, turn, max(0, k - 3)), False  # a later event: the user decides
    return None


def _of_its_subject(turn: _Turn, text: str, shape: FactShape, event: tuple[int, int]) -> bool:
    """An event read as (whom it befell, its verb) is said as so of whom the fact is about."""
    who, verb = event
    return _said_as_so(text, verb) and same_subject(turn.canon.lows[who], shape)


def _on_something(shape: FactShape) -> bool:
    """The fact says its subject takes, uses or is on something ("User takes warfarin", "User is
    on the waiting list", "User uses an insulin pen"): a state a switch to another thing ends."""
    lows = shape.canon.lows
    return shape.using or any(lows[k] == _ON and lows[k - 1] in COPULAR_FORMS for k in range(1, len(lows)))


_ON = "on"  # "User is | on | the waiting list"


def ended_in_turn(shape: FactShape, text: str) -> int | None:
    """The statement's own turn ends what a fact of having says the user has ("my dog died
    last year", "i sold my car in the spring", "we got rid of the caravan"): the token where it
    says so, or None. The later-turn readings of an ending event or an ending said of the thing
    by name (`_ended_by_event`, `_ended_by_name`), read on the same words."""
    if not shape.existence or shape.past:
        return None
    named, _verb_forms, _values = _fact_words(shape)
    if not named:
        return None
    turn = _turn(text)
    ended = _ended_by_event(turn, text, shape, named)
    if ended is not None:
        return ended[0]
    return _ended_by_name(turn, text, shape, named) if turn.ending else None


def _outcome_against(turn: _Turn, r: int) -> bool:
    """The outcome at raw word r stands beside a negation that no contrast turns round before
    it: "doesn't matter now, she found a place of her own in the end" (against), not "we nearly
    didn't get her but she said yes in the end" (an obstacle overcome)."""
    raw = turn.raw
    if r > 0 and any(w in WH_WORDS for w in raw[max(0, r - _OUTCOME_ASKED) : r]):
        return False  # "let me know how it turns out": an outcome asked about, not reported
    first = max(0, r - _OUTCOME_REACH)
    denied = [j for j in range(first, r) if raw[j] in NEGATIVE or raw[j] in DENYING_WORDS]
    if not denied:
        return False  # none, or only in the outcome itself ("turns out she had no family")
    return not any(raw[j] in RESTATING_LINKS for j in range(denied[0] + 1, r))


_OUTCOME_REACH = 12  # words before an outcome the negation it answers may stand in
_OUTCOME_ASKED = 3  # words before an outcome a question word makes it asked about ("how | it | turns out")


def corrects_between(shape: FactShape, messages: Sequence[Message], index: int, j: int) -> bool:
    """User turn j, turns after the statement at `index`, gives a name, day or number that a
    user turn between them said and the fact does not (`_corrects_since`)."""
    between = [
        _turn(messages[i].content).all_forms for i in range(index + 1, j) if messages[i].role == "user"
    ]
    since = frozenset().union(*between) if between else frozenset()
    return _corrects_since(_turn(messages[j].content), shape, since)


def _corrects_since(turn: _Turn, shape: FactShape, since: frozenset[str]) -> bool:
    """A retraction turns later that gives a name, day or number said since the statement and
    none of the fact's ("we met in sixty two, or sixty three" ... "sorry i'm getting muddled it
    was sixty three" after "my wife's name is jean"): it settles what was said in between."""
    canon = turn.canon
    own = frozenset(shape.specifics)
    # "one" is mostly a pronoun ("she's not getting one"), not a value; a negation is critical
    # to a quote but is no value either ("not" said since settles nothing), nor is a unit alone
    # ("eleven | years" since, "a ten | year | lease" now)
    said = [
        key
        for key, critical in zip(canon.keys, canon.critical, strict=True)
        if critical and key != _ONE and key not in NEGATIVE and unit_key(key) is None
    ] or _value_given(canon.lows)
    if said and all(key not in own for key in said) and any(key in since for key in said):
        return True
    # "he's an electrician | not a plumber" after "he's a plumber" was said in between: the
    # word denied is of that statement, not of the fact
    denied = turn.denied_keys - FUNCTION_WORDS  # "not | that it matters" denies no word
    return bool(denied) and not denied.isdisjoint(since) and denied.isdisjoint(own | shape.lemmas)


_ONE = "1"  # the key of "one"
_SPEAKER = "i"  # whose post another was put in (`office_left`)
_GIVEN_REACH = 3  # words of a value given at a turn's end ("it's | physics")


def _value_given(lows: tuple[str, ...]) -> list[str]:
    """The words a turn ends on after "it's" or "it was" ("sorry no i got that wrong, it's |
    physics"): the value a correction gives when no name, day or number says it."""
    end = next((e for _s, e in phrase_spans(lows, VALUE_GIVING) if 0 < len(lows) - e <= _GIVEN_REACH), None)
    return [] if end is None else [w for w in lows[end:] if w not in FUNCTION_WORDS]


def _denied_keys(canon: Canon) -> frozenset[str]:
    """Keys said right after "not", past one determiner ("not | a | plumber")."""
    keys = canon.keys
    found = set()
    for k in range(len(keys) - 1):
        if keys[k] in VERB_NEGATION_WORDS:
            j = k + 2 if k + 2 < len(keys) and _denied_through(canon, k + 1) else k + 1
            found.add(keys[j])
    return frozenset(found)


def _reversal(turn: _Turn, r: int) -> tuple[str | None, frozenset[str]]:
    """Whose expectation the negation before the outcome at raw word r reverses, and of which
    doing: the subject before the negation past its auxiliaries ("we're | not getting one |
    after all" -> "we", "get"), and the dictionary forms of the first word after it that is no
    auxiliary or adverb (none in "we didn't | in the end", an elided verb). A negation that is
    its own subject points at its object ("nothing came of | it | in the end" -> "it")."""
    raw = turn.raw
    first = max(0, r - _OUTCOME_REACH)
    d = next(j for j in range(first, r) if raw[j] in NEGATIVE or raw[j] in DENYING_WORDS)
    verb = next(
        (raw[j] for j in range(d + 1, r) if raw[j] not in AUXILIARIES and pos(raw[j]) != frozenset({"ADV"})),
        None,
    )
    forms = lemmas(verb) if verb is not None else frozenset()
    if d > first and raw[d - 1] == _WE_ARE:
        return _WE, forms  # "were not": "we're not"
    j = d - 1
    while j >= first and (raw[j] in AUXILIARIES or raw[j] in NEGATIVE):
        j -= 1
    if j >= first and (raw[j] in _SUBJECTS or raw[j] in POINTING_SUBJECTS):
        return raw[j], forms
    if j < first or turn.canon.boundary[min(j + 1, len(turn.canon.boundary) - 1)]:
        pointed = next((raw[i] for i in range(d + 1, r) if raw[i] in POINTING_SUBJECTS), None)
        return pointed, forms
    return None, forms


def _reversed_of_it(
    turn: _Turn,
    r: int,
    shape: FactShape,
    named: frozenset[str],
    since: frozenset[str],
    next_turn: bool,
    shares: bool,
) -> bool:
    """An expectation reversed beside the outcome at raw word r ("we're not getting one after
    all", "we didn't in the end") is of the statement: its subject is whom the fact is about
    (the user for a fact of the user; "he", "she" for somebody of theirs), a pointing word, or
    it is the user's very next turn, or the turn names the fact's words; and the doing it
    denies is not one said only since the statement ("he wanted to come on the cruise" ...
    "he's not coming after all": the coming is reversed, not the fact that he is called
    derek), nor another person's ("my sister was going to come but she's not after all" after
    "we're going to cornwall")."""
    subject, verb = _reversal(turn, r)
    if verb and verb.isdisjoint(named) and not verb.isdisjoint(since) and not shares:
        return False  # a doing said in between: the reversal is of that
    if subject is not None and subject not in POINTING_SUBJECTS and not same_subject(subject, shape):
        return shares  # another person's expectation reversed, unless it names the fact's words
    if next_turn or _refers_back(turn, shape, shares):
        return True
    return subject is not None and (subject in POINTING_SUBJECTS or not shape.possessive_lead)


def _refers_back(turn: _Turn, shape: FactShape, shares: bool) -> bool:
    """The turn speaks of what the fact is about: a word or value of it, or a pronoun that may
    stand for the person it is about ("she found a place" after "my sister's moving in")."""
    if shares:
        return True
    about_someone = bool(shape.people) or (shape.possessive_lead and bool(shape.relations))
    return about_someone and any(w in THIRD_SUBJECTS for w in turn.canon.lows)


def _answers(prompt: str) -> bool:
    """A bare past clause answers the assistant's question in the past ("Were you nervous the
    first week?" "well i was, ..."; "Did he like it?" "he did"): a reply, not the fact put in
    the past."""
    return "?" in prompt and not ELLIPTICAL_PAST.isdisjoint(canonicalize(prompt).lows)


_WE_ARE = "were"  # "were not": "we're not" (a past "were" has its subject before it)
_WE = "we"  # the subject "we're" holds
_SUBJECTS = USER_SUBJECTS | THIRD_SUBJECTS | frozenset(["you"])
_ELLIPSIS_REACH = 4  # words an elided verb phrase may leave after its negation ("wont | be able to")


def elliptical_denial(shape: FactShape, messages: Sequence[Message], index: int) -> tuple[int, bool] | None:
    """V12: the user's next turn denies, of the fact's own subject, a verb phrase it leaves
    unsaid ("my sister's moving in with us" ... "she won't need to now", "he can't now", "we
    aren't any more", "she's not now, she found a flat"): the subject opens its clause and
    agrees with whom the fact is about, a negation follows it (after one auxiliary at most), and
    nothing but the leftovers of an elided verb phrase (`ELLIPSIS_LEFTOVERS`) comes before the
    clause ends. Not when the assistant's turn before asked a yes/no question: the ellipsis then
    answers it ("Are you nervous?" "i'm not, no"). The turn and whether it is sure: the next
    user turn is; one after it may deny something said since (held)."""
    if not NEGATIVE.isdisjoint(shape.canon.keys):
        return None  # a negated fact agrees with a later "not"
    nxt = next_user_turn(messages, index)
    for j in user_turns_after(messages, index, _REACH):
        if not polar_question(prompt_before(messages, j)) and _denies_elliptically(
            shape, messages[j].content
        ):
            return j, j == nxt
    return None


def _denies_elliptically(shape: FactShape, text: str) -> bool:
    """`elliptical_denial`'s reading of one turn."""
    canon = canonicalize(text)
    lows, boundary = canon.lows, canon.boundary
    for k in range(1, len(lows)):
        if lows[k] not in NEGATIVE:
            continue  # nearly every word
        s = k - 1 if lows[k - 1] not in AUXILIARIES or k < 2 else k - 2  # "we | are | not"
        subject = lows[s]
        before = lows[k - 2] if k >= 2 else ""
        if lows[k - 1] == _WE_ARE and "NOUN" not in pos(before) and before not in _SUBJECTS:
            s, subject = k - 1, _WE  # "decided | were not": "we're not" without its apostrophe
        if boundary[s + 1] or not (subject in USER_SUBJECTS or subject in THIRD_SUBJECTS):
            continue
        if not subject_start(lows, s):
            continue  # the subject opens its clause ("well | she's not now"), not "a | shed"
        if not CONTRASTIVE_LINKS.isdisjoint(lows[:s]) or not NEAR_MISS_ADVERBS.isdisjoint(lows[:s]):
            continue  # "i nearly slipped | but i didn't": the ellipsis is of this turn's own verb
        if s > 0 and lows[s - 1] in COORDINATORS:
            continue  # "i haven't started again | and i won't": of the conjunct before it
        e = k + 1
        while (
            e < len(lows) and not boundary[e] and e - k <= _ELLIPSIS_REACH and lows[e] in ELLIPSIS_LEFTOVERS
        ):
            e += 1
        ends = e >= len(lows) or boundary[e] or lows[e] in CLAUSE_LINKS or subject_start(lows, e)
        if ends and same_subject(subject, shape):
            return True
    return False


def _stopped_of_it(
    turn: _Turn, text: str, shape: FactShape, prompt: str, shares: bool
) -> tuple[int, bool] | None:
    """The fact's subject stops or calls off something a pronoun stands for, or stops outright
    ("he's packed it in" after "my grandson plays for the county", "i gave it up", "we
    cancelled it"): sure, unless a word of taking it up again follows ("... but i'm back at
    it"); said of another subject ("they cancelled it"), held."""
    if shape.past:
        return None  # "i ran a marathon" is not undone by "i gave up running"
    lows = turn.canon.lows
    for j, k in turn.stops:
        if not _said_as_so(text, k):
            continue
        resumed = any(w in RESUMING_WORDS for w in lows[k + 1 :])
        # "Did you have other offers?" "edinburgh but i turned it down": in an answer to the
        # assistant's yes/no question the pronoun may stand for what was asked about: held
        answering = polar_question(prompt) and not shares
        return j, same_subject(lows[j], shape) and not resumed and not answering
    return None


def _ended_by_event(
    turn: _Turn, text: str, shape: FactShape, named: frozenset[str]
) -> tuple[int, bool] | None:
    """An event that ends what the fact says of its subject, or takes from the user what the
    fact says they have: "i got let go" after "i work at the warehouse" (the user: sure), "she
    passed away" after "my nan lives in hove" (a pronoun that may stand for her: held, sure
    when the clause names her), "we sold it" after "we've got a narrowboat" (sure when it names
    the boat, held when a pronoun stands for it). Said of another subject, none."""
    if shape.past:
        return None
    lows = turn.canon.lows
    content = named - WEAK_TOPIC_WORDS
    for j, k, end, domain in turn.events:
        if not _said_as_so(text, k):
            continue
        clause_end = next((i for i in range(end + 1, len(lows)) if turn.canon.boundary[i]), len(lows))
        names = any(not turn.forms[i].isdisjoint(content) for i in range(j, clause_end))
        if domain is None or domain == _SUFFERED:  # a losing
            thing = lows[end + 1] if end + 1 < len(lows) else ""
            if names:
                # "we sold the boat": sure; a loss that befalls ("i lost my job, i opened a
                # shop") may be what led to the fact: held
                return j, domain is None
            inside = any(w in THING_PRONOUNS for w in lows[k + 1 : end])  # "traded | it | in"
            if lows[j] in POINTING_SUBJECTS or thing in THING_PRONOUNS or inside:
                return j, False  # "it got stolen", "we sold it": it may be something else
            if domain == _SUFFERED and lows[j] in THIRD_SUBJECTS and same_subject(lows[j], shape):
                return j, False  # "she lost the baby" after "my daughter's pregnant"
            continue
        if not same_subject(lows[j], shape) or not _ends_domain(shape, domain):
            continue
        if not names and _takes_up(shape):
            continue  # "i'm starting a new job at the council" ... "i handed in my notice": the old one
        return j, names or lows[j] in USER_SUBJECTS
    return None


def _ended_by_name(turn: _Turn, text: str, shape: FactShape, named: frozenset[str]) -> int | None:
    """V12d (`endings`): a thing the fact names ended by anybody ("biscuit died", "my husband
    sold the caravan", "the co-op closed down"), the fact's occasion said to be the last ("today
    was my last shift at the charity shop"), or the subject of a planned coming said not to come
    ("he's not going to make it"). Where the turn says it, or None."""
    # every word of the fact but its function words and the user: a name the naming words leave
    # out ("the co-op") is what a later event names
    content = (named | shape.lemmas) - FUNCTION_WORDS - WEAK_TOPIC_WORDS - AUXILIARIES - FACT_USER_WORDS
    of_work = not shape.lemmas.isdisjoint(ENDED_DOMAINS["work"])
    animate = bool(shape.people) or bool(shape.relations) or not shape.lemmas.isdisjoint(PETS)
    ended = thing_ended(turn.canon, turn.forms, content, of_work, animate)
    if ended is not None and _said_as_so(text, ended.verb):
        j = ended.subject
        # a person's leaving ends the fact only when it is said of the fact's own subject; "the
        # old lido closed down" (a word the fact does not say) is another one
        mine = not ended.personal or (j is not None and same_subject(turn.canon.lows[j], shape))
        if ended.named is None and j is not None and not of_their_sex(turn.canon.lows[j], shape):
            mine = False  # "he passed away" after "my nan lives in rhyl": somebody else
        lows = turn.canon.lows
        i = ended.named
        # described after a determiner ("the | old | lido"), not a word before a name ("well biscuit")
        other = (
            i is not None and i > 1 and lows[i - 2] in DETERMINERS and _otherwise_described(lows, i, shape)
        )
        if mine and not other:
            return ended.verb
    k = final_occasion(turn.canon, turn.forms, content, of_work)
    if k is not None and _said_as_so(text, k):
        return k
    if shape.lemmas.isdisjoint(PLANNED_ARRIVALS):
        return None
    coming = not_coming(turn.canon, turn.forms)
    if coming is None or not same_subject(turn.canon.lows[coming[0]], shape):
        return None
    # a denied plan is what is looked for: only a question, a condition or a wish keeps it open
    return coming[0] if _NOT_DENIED_AS_SO.isdisjoint(analyse(text).frames[coming[1]]) else None


def _left_for_it(turn: _Turn, shape: FactShape, content: frozenset[str]) -> bool:
    """The fact takes up something new (`_takes_up`) and the turn names nothing of it: what it
    says was left or given up is the old thing, left for the new one ("so i've resigned, told my
    boss this morning")."""
    return _takes_up(shape) and all(f.isdisjoint(content) for f in turn.forms)


def _takes_up(shape: FactShape) -> bool:
    """The fact takes up something new (`TAKING_UP_LEMMAS`: "User is starting a new job at the
    council", "User joins the fire service in May")."""
    return not shape.lemmas.isdisjoint(TAKING_UP_LEMMAS)


def _ends_domain(shape: FactShape, domain: str) -> bool:
    """The fact is of the domain the event ends: a death ends any fact of the person, a job
    loss a fact of work ("User works at the library", not "User has two kids")."""
    if domain == _LIFE:
        return shape.possessive_lead
    return not shape.lemmas.isdisjoint(ENDED_DOMAINS[domain])


_LIFE = "life"  # the domain of a death (`ENDING_EVENTS`)


_INTENDED_REACH = 6  # words after "was going to" the intention may name the fact's thing in


def _intention_given_up(turn: _Turn, named: frozenset[str]) -> tuple[int, bool] | None:
    """The fact's plan or state said as an intention in the past: sure when the intention names
    a word of the fact ("we were going to sell the house"), held when a pointing word stands for
    it ("that was the plan", sure in the very next turn); an intention of something else ("i
    was going to make soup") is none."""
    if turn.intended is None:
        return None
    k, start = turn.intended
    lows = turn.canon.lows
    end = min(len(lows), start + _INTENDED_REACH)
    # its own clause, up to what is put in its place ("do spanish | instead of italian")
    end = next((i for i in range(start, end) if turn.canon.boundary[i] or lows[i] in REPLACING_WORDS), end)
    content = named - WEAK_TOPIC_WORDS
    if any(not turn.forms[i].isdisjoint(content) for i in range(start, end)):
        return k, True
    bare = start >= len(lows) or turn.canon.boundary[start] or lows[start] in ENDING_LINKS
    if lows[k] in POINTING_SUBJECTS and bare:
        return k, False  # "that was the plan", "that was the idea til ...": of what was said
    stranded = lows[start - 1] == _TO and (bare or lows[start] in CONTRASTIVE_LINKS)
    if lows[k] in SUBJECT_PRONOUNS and stranded:
        # "i was going to, | but the tickets were ...", "we were supposed to | but ...": the
        # verb phrase left out after "to" is the one just said, the plan put in the past
        return k, False
    return None


_TO = "to"  # the infinitive marker an intention ends on when its verb phrase is left out


_NOT_SAID_AS_SO = frozenset(
    {Frame.QUESTION, Frame.CONDITION, Frame.HYPOTHETICAL, Frame.WISH, Frame.PLAN, Frame.POSSIBLE}
)


_NOT_DENIED_AS_SO = _NOT_SAID_AS_SO - {Frame.PLAN}


def _said_as_so(text: str, k: int) -> bool:
    """Token k is said as so, not asked, supposed, wished or planned ("has it changed?", "i
    was going to do spanish instead of italian")."""
    return _NOT_SAID_AS_SO.isdisjoint(analyse(text).frames[k])


def _held_until(turn: _Turn, values: frozenset[frozenset[str]]) -> int | None:
    """A value of the fact said as lasting until a time ("two years | until christmas, i
    slipped"): the state it measured has ended."""
    for k in turn.untils:
        for m in turn.numbers:
            if 0 <= k - m.end <= 1 and any(not v.isdisjoint(m.values) for v in values):
                return k
    return None


_INSTEAD_OF_REACH = 4  # words after "instead of" the replaced thing may stand in


def _replaced(turn: _Turn, named: frozenset[str]) -> int | None:
    """The user puts a word of the fact out of its place ("we're driving instead of flying"
    after "we're flying to lisbon"). A bare "instead" is news of its own ("actually i now teach
    physics instead"), which V10 reads as a change, not a retraction."""
    k = turn.instead
    if k is None:
        return None
    lows = turn.canon.lows
    start = max((j for j in range(k + 1) if turn.canon.boundary[j]), default=0)
    if not any(w in USER_SUBJECTS or w in USER_COPULAS for w in lows[start:k]):
        return None  # nobody, or somebody else, in its clause ("using the hall instead")
    nxt = k + 1
    if nxt < len(lows) and lows[nxt] == "of":
        replaced = frozenset().union(*turn.forms[nxt + 1 : nxt + 1 + _INSTEAD_OF_REACH])
        if not replaced.isdisjoint(named):
            return k
    return None


# --- A slot of the statement revised ------------------------------------------------------
#
# The moves above read a later turn by the act it performs (a retraction, an admission, an
# ending). A speaker also undoes a statement by saying, of the same subject, what fills one of
# its slots now: the state a change would have ended goes on ("we're emigrating" / "we're
# staying where we are"), the same doing has another time ("i take it at night" / "now i take it
# in the morning"), the doer is somebody else ("that was my brother, not me"), or the state is
# put long in the past ("that was years ago"). Each reading needs the clause to be of the fact's
# subject or thing, so a detail of the same topic ("the kids are staying with my mum", "my
# brother ran it too") does not undo it.


@dataclass(frozen=True, slots=True)
class _Revision:
    """Where a later user turn may revise a slot of a statement, read once per message text."""

    stays: tuple[
        tuple[int, int], ...
    ]  # "we're | staying", "i | failed it": (the subject, a verb of `STATUS_QUO_VERBS` or `OPPOSITE_VERBS`)
    not_user: int | None  # "my brother, | not me": where "not me" starts, a person said before it
    pointed_person: int | None  # "that was my | brother": the relation word, its clause ending there
    day_slots: tuple[int, ...]  # a weekday or a part of the day in a clause with "now"
    long_ago: int | None  # "that | was years ago": the pointing subject
    before_event: bool  # that long ago is "that was before <an event>": held, never sure
    instead: int | None  # a bare "instead" closing a clause
    ceased: tuple[tuple[int, int], ...]  # "the shop | closed down": (its clause's start, the event)
    unable: tuple[tuple[int, int], ...]  # "he | can't make it now": (the subject, the word of inability)
    cued: bool


class _SlotReading(NamedTuple):
    """What each slot reading of `_revised` looks at: the turn's cues read once (`rev`), the turn
    and its text, the fact (its shape, the names it backs, its verb's forms), whether the turn is
    the next one, whether it shares a word with the fact, and the assistant's prompt before it."""

    rev: _Revision
    turn: _Turn
    text: str
    shape: FactShape
    named: frozenset[str]
    verb_forms: frozenset[str]
    next_turn: bool
    shares: bool
    prompt: str


_STAYING = frozenset().union(*STATUS_QUO_VERBS.values(), *OPPOSITE_VERBS.values())
_OPENING_TAGS = frozenset(
    {"ADV", "VERB", "ADJ"}
)  # parts of speech a clause's subject may follow ("to be honest | i")
_PERSON_REACH = 4  # words before "not me" the other person may stand in
_AGO_REACH = 5  # words after "that was" its "ago" may stand in ("that was | a good few years | ago")
_DAY_WORDS = frozenset(WEEKDAYS) | DAY_PARTS


def _clause_span(canon: Canon, k: int) -> tuple[int, int]:
    """The stretch between the boundaries around token k."""
    start = max((i for i in range(k + 1) if canon.boundary[i]), default=0)
    end = next((i for i in range(k + 1, len(canon.lows)) if canon.boundary[i]), len(canon.lows))
    return start, end


def _subject_of(canon: Canon, k: int) -> int | None:
    """The subject pronoun of the verb at k, past auxiliaries and adverbs (`STAY_BRIDGES`), when
    it opens its clause ("we've decided | we're staying"; not "the kids are staying")."""
    lows = canon.lows
    j = k - 1
    while j >= 0 and not (lows[j] in SUBJECT_PRONOUNS or lows[j] in USER_COPULAS) and lows[j] in STAY_BRIDGES:
        if canon.boundary[j]:
            return None
        j -= 1
    if j < 0 or not (lows[j] in SUBJECT_PRONOUNS or lows[j] in USER_COPULAS):
        return None
    if _opens_clause(canon, j) or any(lows[max(0, j - len(p)) : j] == p for p in OUTCOME_MARKERS):
        return j  # "in the end | we stayed"
    # "but honestly | i'm keeping her", "we've decided | we're staying": after an adverb or a
    # verb that takes a clause the subject still opens its own; not after a noun ("the kids i")
    before = pos(lows[j - 1])
    return j if before and before <= _OPENING_TAGS else None


_TIME_AFTER = 3  # words of a time a closing word may leave after it ("instead | this year")


def _closes_clause(canon: Canon, k: int) -> bool:
    """Word k ends its clause, or only a short time follows it ("he's going to my brother's
    instead | this year", "instead | now")."""
    _start, end = _clause_span(canon, k)
    rest = canon.lows[k + 1 : end]
    if not rest:
        return True
    if len(rest) > _TIME_AFTER:
        return False
    keys = frozenset(canon.keys[k + 1 : end])
    return all(w in NOW_WORDS for w in rest) or has_relative_time(" ".join(rest), keys)


@lru_cache(maxsize=4096)
def _revision(text: str) -> _Revision:
    canon = canonicalize(text)
    lows, keys = canon.lows, canon.keys
    forms = tuple(lemmas(w) for w in lows)
    stays = []
    for k, f in enumerate(forms):
        if f.isdisjoint(_STAYING):
            continue
        j = _subject_of(canon, k)
        if j is not None and not any(w in NEGATIVE for w in lows[j:k]):
            stays.append((j, k))
    not_user = None
    for start, _end in phrase_spans(lows, NOT_THE_USER):
        before = range(max(0, start - _PERSON_REACH), start)
        if any(keys[i] in RELATIONS for i in before):
            not_user = start
            break
    pointed_person = None
    for j in range(len(lows) - 2):
        copula = lows[j] in COPULAR_FORMS and lows[j] in POINTING_SUBJECTS  # "thats | my"
        if not copula and not (lows[j] in POINTING_SUBJECTS and lows[j + 1] in COPULAR_FORMS):
            continue
        p = j + 1 if copula else j + 2
        if p + 1 < len(lows) and lows[p] in PERSON_POSSESSIVES and keys[p + 1] in RELATIONS:
            ends = p + 2 >= len(lows) or canon.boundary[p + 2] or lows[p + 2] in NEGATIVE
            if ends and _opens_clause(canon, j):
                pointed_person = p + 1
                break
    day_slots = tuple(
        k
        for k in range(len(lows))
        if keys[k] in _DAY_WORDS
        and any(lows[i] in NOW_WORDS for i in range(*_clause_span(canon, k)))
        and not any(lows[i] in NEGATIVE for i in range(*_clause_span(canon, k)))
    )
    long_ago = None
    before_event = False
    for j in range(len(lows) - 2):
        if lows[j] in POINTING_SUBJECTS and lows[j + 1] in ELLIPTICAL_PAST and _opens_clause(canon, j):
            _s, end = _clause_span(canon, j)
            after = lows[j + 2 : min(end, j + 2 + _AGO_REACH)]
            bare = end == j + 3 and lows[j + 2] in BARE_PAST_WORDS
            # "that was | before the liver test, since then ...": before an event, with the
            # present set apart after it
            before_event = lows[j + 2] in BEFORE_WORDS and any(
                (w in NOW_WORDS and not now_and_then(lows, k)) or w in SINCE_WORDS
                for k, w in enumerate(lows[j + 3 :], j + 3)
            )  # not "now | and then"
            if bare or before_event or not LONG_AGO_WORDS.isdisjoint(after):
                long_ago = j
                break
            before_event = False
    instead = next((k for k, w in enumerate(lows) if w in REPLACING_WORDS and _closes_clause(canon, k)), None)
    ceased = tuple((_clause_span(canon, k)[0], k) for k in range(1, len(lows)) if _ceases(canon, forms, k))
    unable = tuple(
        (k - 1, k)
        for k in range(1, len(lows))
        if lows[k] in INABILITY_WORDS
        and (lows[k - 1] in SUBJECT_PRONOUNS or lows[k - 1] in USER_COPULAS)
        and _opens_clause(canon, k - 1)
    )
    revising = any(w in REVISING_WORDS for w in lows) or not ERROR_WORDS.isdisjoint(lows)
    cued = bool(stays or day_slots or revising or ceased or unable) or any(
        x is not None for x in (not_user, pointed_person, long_ago, instead)
    )
    return _Revision(
        tuple(stays),
        not_user,
        pointed_person,
        day_slots,
        long_ago,
        before_event,
        instead,
        ceased,
        unable,
        cued,
    )


def _revised(
    turn: _Turn,
    text: str,
    shape: FactShape,
    named: frozenset[str],
    verb_forms: frozenset[str],
    next_turn: bool,
    shares: bool,
    prompt: str,
) -> tuple[int, int, bool] | None:
    """The first slot of the fact the turn fills otherwise (see the section's comment): (its
    token, where it starts in the text, whether it is clear and about the fact)."""
    rev = _revision(text)
    if not rev.cued and turn.past_opening is None:
        return None  # the usual case: no cue of any slot reading
    on = _SlotReading(rev, turn, text, shape, named, verb_forms, next_turn, shares, prompt)
    for reading in (
        _ceased,
        _status_quo,
        _opposite_outcome,
        _other_doer,
        _day_moved,
        _refilled,
        _object_swapped,
        _recast,
        _moved_home,
        _light_verb_past,
        _long_ago,
        _instead_of_it,
        _unable,
    ):
        found = reading(on)
        if found is not None:
            k, sure = found
            return k, _char_at(text, turn, max(0, k - 3)), sure
    return None


def _decided(text: str, k: int) -> bool:
    """Token k is said as so or as decided ("we're going to stay put" answers a plan), not
    asked, supposed or wished."""
    return _NOT_DECIDED.isdisjoint(analyse(text).frames[k])


def _status_quo(on: _SlotReading) -> tuple[int, bool] | None:
    """The state the fact's change would end is said to go on, of the fact's subject: "we're
    staying where we are" after "we're emigrating", "i'm keeping her after all" after "i'm
    selling my motorbike". A stay with a place or a length of its own ("staying in a villa",
    "staying for a week") is a detail of the change; a keeping needs the thing or a pronoun for
    it ("keeping the helmet" keeps something else). Sure in the next turn or when the turn names
    the fact; held otherwise."""
    rev, turn, text, shape, named, verb_forms, next_turn, shares = on[:8]
    if shape.past:
        return None  # "i ran a marathon" stays run whatever is said of running now
    opposed = frozenset().union(*(STATUS_QUO_VERBS.get(v, frozenset()) for v in verb_forms))
    if not opposed:
        return None
    lows = turn.canon.lows
    content = named - WEAK_TOPIC_WORDS
    for j, k in rev.stays:
        said = turn.forms[k] & opposed
        subject = "we" if lows[j] in USER_COPULAS else lows[j]
        if not said or not same_subject(subject, shape) or not _decided(text, k):
            continue
        nxt = k + 1
        bare = nxt >= len(lows) or turn.canon.boundary[nxt] or lows[nxt] in STATUS_QUO_AFTER
        if "keep" in said:
            while nxt < len(lows) - 1 and lows[nxt] in DETERMINERS and lows[nxt] not in THING_PRONOUNS:
                nxt += 1
            bare = nxt < len(lows) and (
                lows[nxt] in THING_PRONOUNS or not turn.forms[nxt].isdisjoint(content)
            )
        if bare:
            return j, next_turn or shares
    return None


def _other_doer(on: _SlotReading) -> tuple[int, bool] | None:
    """What the fact says of the user was somebody else's: "that was my brother, not me" after
    "i ran the marathon" (sure), "oh that's my husband" (the pointing clause alone: held, sure
    beside a word of error). Only for a fact of the user; "my brother ran it as well" says
    nothing against it."""
    rev, turn, _, shape, _, _, next_turn = on[:7]
    if shape.possessive_lead or shape.thing_lead:
        return None
    if rev.not_user is not None:
        return rev.not_user, True
    k = rev.pointed_person
    if k is not None and next_turn:
        return k, not ERROR_WORDS.isdisjoint(turn.raw)
    return None


def _day_moved(on: _SlotReading) -> tuple[int, bool] | None:
    """The fact's weekday or part of the day said otherwise "now", of the same doing or thing:
    "now i take it in the morning" after "i take the blue pill at night", "the class is on
    thursdays now" after "my pottery class is on wednesday evenings". Of another subject ("my
    husband walks him at night now") or another slot ("wednesday" for a fact of the evening)
    none. Sure when the clause says the fact's verb or a word of its thing, held for a pronoun."""
    rev, turn, text, shape, named, verb_forms = on[:6]
    if shape.past:
        return None  # "i ran a marathon" stays run whatever is said of running now
    said = frozenset(shape.canon.keys)
    weekdays = not said.isdisjoint(WEEKDAYS)
    parts = not said.isdisjoint(DAY_PARTS)
    lows, keys = turn.canon.lows, turn.canon.keys
    content = named - WEAK_TOPIC_WORDS
    for k in rev.day_slots:
        key = keys[k]
        if key in said or not ((key in WEEKDAYS and weekdays) or (key in DAY_PARTS and parts)):
            continue
        start, end = _clause_span(turn.canon, k)
        if any(
            (w in SUBJECT_PRONOUNS and w not in POINTING_SUBJECTS and not same_subject(w, shape))
            or (keys[i] in RELATIONS and keys[i] not in shape.relations)
            for i, w in zip(range(start, end), lows[start:end], strict=True)
        ):
            continue  # somebody else's doing
        if not _decided(text, k):
            continue
        names = any(not turn.forms[i].isdisjoint(content - _DAY_WORDS) for i in range(start, end))
        does = any(not turn.forms[i].isdisjoint(verb_forms - REMAINING_LEMMAS) for i in range(start, end))
        pointed = any(w in THING_PRONOUNS or w in POINTING_SUBJECTS for w in lows[start:end])
        if names or does or pointed:
            return k, (names or does) and not _as_news(turn, start, end)
    return None


def _long_ago(on: _SlotReading) -> tuple[int, bool] | None:
    """What the fact says is so now is put long in the past by a pointing clause: "gosh, that
    was years ago, my knees won't let me now", "that was before, now i take it in the
    morning". Not an answer to the assistant's question of when ("When did you start?" "that
    was years ago"). Sure in the next turn when a "now" after it sets the present apart; held
    otherwise."""
    rev, turn, _, shape, _, _, next_turn, _, prompt = on
    if shape.past:
        return None  # "i ran a marathon" stays run whatever is said of running now
    j = rev.long_ago
    if j is None or _asks_when(prompt):
        return None
    lows = turn.canon.lows
    now_after = any(w in NOW_WORDS for w in lows[j + 2 :])
    return j, next_turn and now_after and not rev.before_event


def _instead_of_it(on: _SlotReading) -> tuple[int, bool] | None:
    """The fact's subject did something else "instead", in the past and naming nothing of the
    fact ("we ended up booking a cottage in wales instead" after "we're going to portugal"): what
    was replaced may be the fact or a detail of it, so held, with the later words shown. Only a
    plan said in the progressive is replaced so ("he's spending it with his in-laws instead"
    after "my brother's coming for christmas"): a habit outlives one day's change ("we had chips
    on the wall instead"), and a present "instead" ("i use almond milk instead") is a preference
    of its own. Only in the next user turn."""
    rev, turn, _, shape, named, _, next_turn = on[:7]
    if shape.past:
        return None  # "i ran a marathon" stays run whatever is said of running now
    if not next_turn:
        return None  # turns later, what it replaces may be anything said since
    k = rev.instead
    if k is None:
        return None
    start, _end = _clause_span(turn.canon, k)
    lows = turn.canon.lows
    subject = next((w for w in lows[start:k] if w in SUBJECT_PRONOUNS or w in USER_COPULAS), None)
    if subject is None or not same_subject("we" if subject in USER_COPULAS else subject, shape):
        return None
    verb = shape.verb
    planned = verb is not None and any(
        is_gerund(w) for w in shape.canon.lows[verb : verb + 2]
    )  # "is | coming"
    if not planned:
        return None  # "i take the bus | i drove instead today": a habit outlives one day's change
    if not any(is_past(w) or is_gerund(w) for w in lows[start:k]):
        return None  # "i use almond milk instead": a preference of its own, not what happened or is planned
    content = named - WEAK_TOPIC_WORDS
    if any(not turn.forms[i].isdisjoint(content) for i in range(start, k)):
        return None  # "we're doing portugal instead": the fact said again
    return k, False


_NOT_DECIDED = _NOT_SAID_AS_SO - {Frame.PLAN}


def _asks_when(prompt: str) -> bool:
    """The assistant asked when or since when ("When did you start?", "How long ago was
    that?"): a reply "that was years ago" dates the fact, it does not end it."""
    lows = canonicalize(prompt).lows if prompt else ()
    return "?" in prompt and any(w in WHEN_WORDS for w in lows)


def _fact_slots(shape: FactShape) -> tuple[tuple[str, str, bool], ...]:
    """The fact's names, places and things with the preposition that opens their slot ("lives |
    in | leeds", "works | at | tesco", "the wedding | in the | barn"): (the preposition, the
    word's key, whether it is a name: a word the dictionary does not know)."""
    lows, keys = shape.canon.lows, shape.canon.keys
    specifics = frozenset(shape.specifics)
    slots = []
    for i in range(1, len(keys)):
        if lows[i - 1] not in SLOT_PREPOSITIONS:
            continue
        w = i
        while w < len(lows) - 1 and lows[w] in DETERMINERS:
            w += 1
        tags = pos(lows[w])
        if keys[w] in specifics and not tags:
            slots.append((lows[i - 1], keys[w], True))
        elif "NOUN" in tags and w in shape.content:
            slots.append((lows[i - 1], keys[w], False))
    return tuple(slots)


def _same_slot(fact_preposition: str, said: str) -> bool:
    """Two prepositions open the same slot: the same one, or two of place ("in" / "at")."""
    return said == fact_preposition or (said in PLACE_PREPOSITIONS and fact_preposition in PLACE_PREPOSITIONS)


def _refilled(on: _SlotReading) -> tuple[int, bool] | None:
    """The slot of one of the fact's names or places is filled with another name, of the same
    subject and doing, as a correction or an update ("oops, she's in york actually" after "my
    sister lives in leeds", "i'm at lidl now" after "i work at tesco"): the same preposition
    after the fact's verb or a copula, then a name the fact does not say, with a word that revises
    (`REVISING_WORDS`, `ERROR_WORDS`) in the clause. Another preposition ("she's off to york this
    weekend") is another slot; without a revising word ("she's in york for a hen do") a visit.
    Sure in the next turn or when the turn names the fact; held otherwise."""
    _, turn, text, shape, _, verb_forms, next_turn, shares = on[:8]
    if shape.past:
        return None
    slots = _fact_slots(shape)
    if not slots:
        return None
    lows, keys = turn.canon.lows, turn.canon.keys
    said = frozenset(shape.canon.keys)
    verbs = verb_forms - WEAK_TOPIC_WORDS
    for k in range(1, len(lows) - 1):
        kinds = {is_name for p, _key, is_name in slots if _same_slot(p, lows[k])}
        if not kinds:
            continue
        w = k + 1
        while w < len(lows) - 1 and lows[w] in DETERMINERS:
            w += 1
        tags = pos(lows[w])
        # a name for a name's slot, a noun for a thing's: "lives in leeds" / "she's in york", "in the
        # barn" / "at the hotel"; not "lives in leeds" / "in a flat now" (where in it, not where)
        filler = (True in kinds and not tags) or (False in kinds and "NOUN" in tags)
        closed = lows[w] in PREPOSITIONS or lows[w] in DETERMINERS or lows[w] in SUBJECT_PRONOUNS
        if keys[w] in said or not filler or not lows[w].isalpha() or closed:
            continue  # the fact's own word, a word of another kind ("lives in leeds" / "in a flat"), a number
        start, end = _clause_span(turn.canon, k)
        near = range(max(start, k - _REVISING_REACH), min(end, w + 1 + _REVISING_REACH))
        if not any(lows[i] in REVISING_WORDS or lows[i] in ERROR_WORDS for i in near):
            continue
        before = range(start, k)
        subject = next(
            (lows[i] for i in before if lows[i] in SUBJECT_PRONOUNS or lows[i] in USER_COPULAS), None
        )
        person = any(keys[i] in shape.relations for i in before)
        if subject is None and not person:
            continue
        if subject is not None and not same_subject("we" if subject in USER_COPULAS else subject, shape):
            continue
        doing = any(not turn.forms[i].isdisjoint(verbs) for i in before)
        linked = (
            lows[k - 1] in COPULAR_FORMS or lows[k - 1] in SUBJECT_PRONOUNS or lows[k - 1] in USER_COPULAS
        )
        if not (doing or linked) or not _decided(text, k):
            continue
        return k, (next_turn or shares) and not _as_news(turn, start, end)
    return None


def _opposite_outcome(on: _SlotReading) -> tuple[int, bool] | None:
    """The fact's subject says the opposite outcome or stance of the fact's thing
    (`OPPOSITE_VERBS`): "i failed it actually" after "i passed my driving test", "honestly i
    hate it" after "i love the new job". The object is the thing or a pronoun for it, and
    nothing of its own follows it ("i failed it the first time" is how it went before the
    pass). A past fact too: a past outcome is undone by the opposite one. Sure in the next turn
    or when the turn names the fact; held otherwise."""
    rev, turn, text, shape, named, verb_forms, next_turn, shares = on[:8]
    opposed = frozenset().union(*(OPPOSITE_VERBS.get(v, frozenset()) for v in verb_forms))
    if not opposed:
        return None
    lows = turn.canon.lows
    content = named - verb_forms - WEAK_TOPIC_WORDS
    for j, k in rev.stays:
        subject = "we" if lows[j] in USER_COPULAS else lows[j]
        if turn.forms[k].isdisjoint(opposed) or not same_subject(subject, shape) or not _decided(text, k):
            continue
        nxt = k + 1
        while nxt < len(lows) - 1 and lows[nxt] in DETERMINERS and lows[nxt] not in THING_PRONOUNS:
            nxt += 1
        if nxt >= len(lows) or not (lows[nxt] in THING_PRONOUNS or not turn.forms[nxt].isdisjoint(content)):
            continue
        after = nxt + 1
        if after < len(lows) and not (
            turn.canon.boundary[after] or lows[after] in REVISING_WORDS or lows[after] in ERROR_WORDS
        ):
            continue
        return j, next_turn or shares
    return None


def _object_swapped(on: _SlotReading) -> tuple[int, bool] | None:
    """The fact's subject does the fact's doing to another thing, as an update or a correction:
    "i teach physics now" after "i teach chemistry at the college", "actually i take insulin now"
    after "i take metformin". The clause has a revising word (`REVISING_WORDS`) and nothing that
    adds (`ADDING_PHRASES`: "i teach a bit of biology now too"); its object is a noun the fact
    does not say, not a pronoun for the fact's thing ("i take it with food now"). Sure in the
    next turn for a verb of its own; held for a light verb ("have", "take": "we have a spaniel
    now" may be one more pet) or turns later."""
    _, turn, text, shape, named, verb_forms, next_turn = on[:7]
    if shape.past:
        return None
    content = named - verb_forms - WEAK_TOPIC_WORDS
    if not verb_forms or not content:
        return None
    lows, keys = turn.canon.lows, turn.canon.keys
    said = frozenset(shape.canon.keys) | shape.lemmas
    for k in range(1, len(lows) - 1):
        if turn.forms[k].isdisjoint(verb_forms) or lows[k] in COPULAR_FORMS:
            continue
        j = _subject_of(turn.canon, k)
        if j is None or not same_subject("we" if lows[j] in USER_COPULAS else lows[j], shape):
            continue
        if any(w in NEGATIVE for w in lows[j:k]) or not _decided(text, k):
            continue
        o = k + 1
        while o < len(lows) - 1 and lows[o] in DETERMINERS and lows[o] not in THING_PRONOUNS:
            o += 1
        tags = pos(lows[o])
        if (
            turn.canon.boundary[o]
            or keys[o] in said
            or not turn.forms[o].isdisjoint(said)
            or lows[o] in THING_PRONOUNS
            or lows[o] in PREPOSITIONS
            or lows[o] in REVISING_WORDS
            or (tags and "NOUN" not in tags)
        ):
            continue  # no object, the fact's own, a pronoun for it, an adverb
        start, end = _clause_span(turn.canon, k)
        clause = lows[start:end]
        near = lows[max(start, k - _REVISING_REACH) : min(end, o + 1 + _REVISING_REACH)]
        if not any(w in REVISING_WORDS for w in near) or phrase_spans(clause, ADDING_PHRASES):
            continue
        light = not verb_forms.isdisjoint(WEAK_TOPIC_WORDS)  # "take", "have": one thing may be added
        return j, next_turn and not light and not _as_news(turn, start, end)
    return None


_REVISING_REACH = 3  # words from the slot a revising word may stand in ("i'm at lidl | now actually")


def _ceases(canon: Canon, forms: tuple[frozenset[str], ...], k: int) -> bool:
    """A thing ceases at token k (`CEASING_EVENTS`, or `CEASED_WORDS` followed by a word that
    says it is so from now on), not negated before it in its clause."""
    lows = canon.lows
    # the word first, the negation after: called for every token of a turn, and nearly no
    # word ceases anything, while the negation scan reads the clause back to its start
    if forms[k].isdisjoint(_CEASING_HEADS) and lows[k] not in CEASED_WORDS:
        return False
    if not any(p[0] in forms[k] and lows[k + 1 : k + len(p)] == p[1:] for p in CEASING_EVENTS):
        if lows[k] not in CEASED_WORDS or k + 1 >= len(lows):
            return False
        if not (lows[k + 1] in REVISING_WORDS or lows[k + 1] == _DOWN or lows[k + 1 : k + 3] == FOR_GOOD):
            return False
    start = _clause_span(canon, k)[0]
    return not any(w in NEGATIVE for w in lows[start:k])


_CEASING_HEADS = frozenset(p[0] for p in CEASING_EVENTS)


_DOWN = "down"  # "shut | down"


def _ceased(on: _SlotReading) -> tuple[int, bool] | None:
    """The thing the fact's doing is at or with has ceased: "oh the shop closed down in march"
    after "i volunteer at the charity shop", "the cafe's gone now, it burned down" after "we go
    to the cafe by the pier every sunday". Sure when the clause names the fact's thing, held when a
    pointing word stands for it ("it burned down"); "the old shop closed down" (described by a
    word the fact does not say) is another one."""
    rev, turn, text, shape, named, verb_forms = on[:6]
    if shape.past:
        return None
    lows = turn.canon.lows
    content = named - verb_forms - WEAK_TOPIC_WORDS
    for start, k in rev.ceased:
        if not _decided(text, k):
            continue
        for i in range(start, k):
            if not turn.forms[i].isdisjoint(content) or turn.canon.keys[i] in content:
                if _otherwise_described(lows, i, shape):
                    break
                return k, True
        else:
            if any(w in POINTING_SUBJECTS or w in THING_PRONOUNS for w in lows[start:k]):
                return k, False
    return None


def _unable(on: _SlotReading) -> tuple[int, bool] | None:
    """The subject of a plan said in the progressive cannot do something now ("he can't make it
    now, work won't let him" after "my son's flying in for christmas"): the plan may be off, or
    only a part of it ("he can't stay long now"), so held, in the next user turn, with a revising
    word or "after all" in its clause; "he can't wait" (no revising word) is none."""
    rev, turn, _, shape, _, _, next_turn = on[:7]
    verb = shape.verb
    if not next_turn or shape.past or verb is None:
        return None
    if not any(is_gerund(w) for w in shape.canon.lows[verb : verb + 2]):
        return None
    lows = turn.canon.lows
    for j, k in rev.unable:
        subject = "we" if lows[j] in USER_COPULAS else lows[j]
        if not same_subject(subject, shape):
            continue
        _start, end = _clause_span(turn.canon, k)
        clause = lows[k:end]
        if any(w in REVISING_WORDS for w in clause) or phrase_spans(clause, (AFTER_ALL,)):
            return j, False
    return None


def _noun_phrase(lows: tuple[str, ...], k: int) -> range:
    """The words of the noun phrase that starts at k past its determiners: a run of nouns,
    names and describing words ("a | great plumber", "a | nurse manager"), whose last is its
    head."""
    while k < len(lows) and lows[k] in DETERMINERS:
        k += 1
    end = k
    while end < len(lows) and lows[end] not in REVISING_WORDS and lows[end] not in PREPOSITIONS:
        tags = pos(lows[end])
        if tags and "NOUN" not in tags and "ADJ" not in tags:
            break
        end += 1
    return range(k, end)


def _recast(on: _SlotReading) -> tuple[int, bool] | None:
    """A fact that says what its subject is ("my dad's a plumber", "my car's a tesla") said again
    of the same subject with another noun, as a correction or an update: "he's an electrician
    actually", "it's a corolla now". The new noun phrase must say nothing of the fact's ("a great
    plumber", "a nurse manager now" describe it or make it exact), not be a measure ("a bit of a
    joker"), have a revising word near it, and nothing that adds ("he's a grandad now too"). Sure
    in the next turn or when the turn names the fact; held otherwise."""
    _, turn, _, shape, _, verb_forms, next_turn, shares = on[:8]
    verb = shape.verb
    if shape.past or verb is None or _BE not in verb_forms:
        return None
    fact_lows, fact_keys = shape.canon.lows, shape.canon.keys
    phrase = _noun_phrase(fact_lows, verb + 1)
    if (
        not phrase
        or phrase[-1] not in shape.content
        or (pos(fact_lows[phrase[-1]]) and "NOUN" not in pos(fact_lows[phrase[-1]]))
    ):
        return None
    person = bool(shape.relations) or bool(shape.people) or not shape.possessive_lead
    lows, keys = turn.canon.lows, turn.canon.keys
    said = frozenset(fact_keys) | shape.lemmas
    for k in range(len(lows) - 1):
        w = lows[k]
        if w in COPULAR_FORMS and (w in POINTING_SUBJECTS or w in USER_COPULAS):
            subject, after = w, k + 1  # "its | a corolla", "im | a"
        elif w in SUBJECT_COPULAS:
            subject, after = w, k + 1  # "hes | an electrician"
        elif (w in SUBJECT_PRONOUNS or w in POINTING_SUBJECTS) and lows[k + 1] in COPULAR_FORMS:
            subject, after = w, k + 2  # "she | is | a collie"
        else:
            continue
        if person:
            same = same_subject("we" if subject in USER_COPULAS else subject, shape)
        else:
            same = subject in POINTING_SUBJECTS
        if not same or not _opens_clause(turn.canon, k):
            continue
        words = _noun_phrase(lows, after)
        if not words:
            continue
        h = words[-1]
        if pos(lows[h]) and "NOUN" not in pos(lows[h]):
            continue  # "he's poorly now": a state, not what he is
        if any(keys[i] in said or not turn.forms[i].isdisjoint(said) for i in words):
            continue  # the fact's own noun, described or made more exact ("a nurse manager now")
        if h + 1 < len(lows) and lows[h + 1] == _OF:
            continue  # "a bit | of a joker": a measure, not what the subject is
        if not lows[h].isalpha() or lows[h] in PREPOSITIONS or lows[h] in SUBJECT_PRONOUNS:
            continue
        if lows[h] in PRO_FORMS:
            continue  # "that's the only | one": a word standing for a noun said before, no new one
        start, end = _clause_span(turn.canon, h)
        near = range(max(start, k), min(end, h + 1 + _REVISING_REACH))
        revising = [i for i in near if lows[i] in REVISING_WORDS or lows[i] in ERROR_WORDS]
        if not revising or all(_wrong_about_else(turn, i, said) for i in revising):
            continue  # none, or "i was wrong | about plasters": an error of something else
        if phrase_spans(lows[start:end], ADDING_PHRASES) or any(x in NEGATIVE for x in lows[k:h]):
            continue
        return k, (next_turn or shares) and not _as_news(turn, start, end)
    return None


def _wrong_about_else(turn: _Turn, i: int, said: frozenset[str]) -> bool:
    """The word of error at i is said "about" something the fact does not say ("i was wrong |
    about | plasters")."""
    lows = turn.canon.lows
    about = i + 1
    if about >= len(lows) or lows[about] not in _ABOUT:
        return False
    said_of = _said_of(turn, about)
    return bool(said_of) and said_of.isdisjoint(said)


_BE = "be"  # the lemma of a fact that says what its subject is
_OF = "of"  # "a bit | of": a measure


def _moved_home(on: _SlotReading) -> tuple[int, bool] | None:
    """A fact of where somebody lives (`RESIDING_LEMMAS`) and a later clause that puts the same
    person in another place "now": "she's in a care home now" after "my mum lives with us", "he's
    back home with us now" after "my son's living in berlin". Sure in the next turn; held when the
    place is said for a while ("she's at her sister's now for a week": `WHILE_WORDS`) or turns
    later."""
    _, turn, _, shape, _, verb_forms, next_turn = on[:7]
    if shape.past or verb_forms.isdisjoint(RESIDING_LEMMAS):
        return None
    lows, keys = turn.canon.lows, turn.canon.keys
    said = frozenset(shape.canon.keys) | shape.lemmas
    for k in range(len(lows) - 1):
        w = lows[k]
        if w in SUBJECT_COPULAS or (w in COPULAR_FORMS and w in USER_COPULAS):
            subject, after = w, k + 1
        elif w in SUBJECT_PRONOUNS and lows[k + 1] in COPULAR_FORMS:
            subject, after = w, k + 2
        else:
            continue
        if not same_subject("we" if subject in USER_COPULAS else subject, shape) or not _opens_clause(
            turn.canon, k
        ):
            continue
        _start, end = _clause_span(turn.canon, k)
        place = None
        for i in range(after, min(end, after + _REVISING_REACH)):
            if lows[i] in PLACE_PREPOSITIONS:
                words = _noun_phrase(lows, i + 1)
                if words and not any(keys[x] in said for x in words):
                    place = i
                break
            if lows[i] in HOME_WORDS and keys[i] not in said:
                place = i
                break
        if place is None:
            continue
        clause = lows[place:end]
        if not any(x in REVISING_WORDS for x in clause):
            continue
        while_ = any(x in WHILE_WORDS for x in clause)
        return k, next_turn and not while_ and not _as_news(turn, k, end)
    return None


def _as_news(turn: _Turn, start: int, end: int) -> bool:
    """The clause brings the slot's new value as news ("i teach physics now", "she's in a care
    home now"), with no word of error in the turn: the statement may have been true when said and
    has changed since (V10 reads the new fact as a change), or may be corrected; the user says
    which, so the statement is held, not rejected. With a word of error ("oops, she's in york
    actually") it was never so."""
    return any(w in NOW_WORDS for w in turn.canon.lows[start:end]) and ERROR_WORDS.isdisjoint(turn.raw)


def _light_verb_past(on: _SlotReading) -> tuple[int, bool] | None:
    """A fact whose verb is a light one ("has", "is", "goes") said again in the past, alone,
    opening the turn: "well, had. they let me go" after "i've got a new job at the bank". (The
    fact's own verb of content in the past is `_restated_past`'s; a light verb needs the word to
    stand alone, and not to answer the assistant's question in the past: "Did you go?" "went,
    yes".) Sure in the next turn, held later."""
    _, turn, _, shape, _, verb_forms, next_turn, _, prompt = on
    k = turn.past_opening
    if k is None or shape.past or verb_forms.isdisjoint(WEAK_TOPIC_WORDS):
        return None
    lows = turn.canon.lows
    if turn.forms[k].isdisjoint(verb_forms) or _answers(prompt) or polar_question(prompt):
        return None
    nxt = k + 1
    if nxt < len(lows) and not turn.canon.boundary[nxt]:
        return None
    return k, next_turn
