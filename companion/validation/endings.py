"""Later turns that end what a statement named, whoever ends it (rule V12d).

`takeback` reads events said of the fact's own subject or of a pronoun that may stand for it ("i
got let go", "we sold it"). A state also ends when something happens to the *thing* the fact
names, by whatever subject: "biscuit died on tuesday" after "we've got a tabby called biscuit";
"my husband sold the caravan" after "we keep a caravan in cornwall"; "the co-op closed down"
after "i shop at the co-op". A habit ends when its occasion is said to be the last one ("today
was my last shift at the charity shop"), and a plan when the one it said would come will not
("she can't come now" after "my daughter's flying in for my birthday").

None of these is a retraction: each reports what happened later. Whether the fact should go is
the user's to confirm, so each reading only holds a candidate for review, with the later words
shown (a hold is not a false accept). They read a turn's canonical words; `takeback` decides
whether the words are said as so (not asked, wished or planned) and whose the subject is.
"""

from __future__ import annotations

from typing import NamedTuple

from companion.validation.lexicon import (
    AUXILIARIES,
    CLAUSE_LINKS,
    NEGATIVE,
    NOT_DONE_WORDS,
    OBJECT_PRONOUNS,
    PREPOSITIONS,
    SUBJECT_PRONOUNS,
    THIRD_SUBJECTS,
    USER_SUBJECTS,
)
from companion.validation.lexicon.claims import (
    AFTER_BARE_ENDING,
    ARRIVING_VERBS,
    CALLING_OFF_LEMMAS,
    CAUSATIVE_FORMS,
    CLOSING_LEMMAS,
    COMING_OFF_LEMMAS,
    COPULA_FORMS,
    DONE_OBLIGATIONS,
    DYING_LEMMAS,
    EPISODE_COUNTS,
    EVENT_BRIDGES,
    FOR_GOOD,
    IN_MY_PLACE,
    INFINITIVE_LINKS,
    INTRANSITIVE_ENDINGS,
    LONG_AGO_WORDS,
    NEW_PERSON_OPENERS,
    OCCASION_ENDING_LEMMAS,
    OCCASION_NOUNS,
    OCCASION_TIME_AFTER,
    OFF,
    OFFICE_LEAVING,
    PERSON_ENDINGS,
    PLACE_NOUNS,
    PLACING_LEMMAS,
    PLAN_BRIDGES,
    POINTING_OBJECTS,
    SHUTTING_LEMMAS,
    SWITCHED_ONTO,
    SWITCHING_LEMMAS,
    TAKING_OVER,
    THING_ENDINGS,
    THING_PRONOUNS,
)
from companion.validation.lexicon.clauses import NOUN_DETERMINERS, TIMES_WORDS, USER_POSSESSIVE_WORDS
from companion.validation.lexicon.dates import VAGUE_COUNTS
from companion.validation.lexicon.morphology import is_gerund, is_past_form
from companion.validation.lexicon.numbers import number_value
from companion.validation.lexicon.tables import phrase_spans
from companion.validation.normalize import Canon

__all__ = [
    "ENDING_CUES",
    "Ending",
    "come_off",
    "final_occasion",
    "lesser_result",
    "not_coming",
    "occasions_counted",
    "office_left",
    "switched_onto",
    "thing_ended",
]


class Ending(NamedTuple):
    """A later event that ends a thing the fact names."""

    verb: int  # the event's verb
    subject: int | None  # the word it is said of, before the verb
    personal: bool  # a person's leaving (`PERSON_ENDINGS`): ends only the fact's own subject's doing
    named: int | None  # the word that names the fact's thing (None: "our" place, for work)


_ENDING_HEADS = frozenset(p[0] for p in THING_ENDINGS)
_ARRIVING_HEADS = frozenset(p[0] for p in ARRIVING_VERBS)
#: The dictionary forms one of whose words a turn must say for any reading here to find
#: anything: most turns say none and are passed over.
ENDING_CUES = _ENDING_HEADS | _ARRIVING_HEADS | frozenset(["last"])
#: Longest phrases first, so that "close down" is read before "close".
_ENDINGS_LONGEST_FIRST = tuple(sorted(THING_ENDINGS, key=len, reverse=True))
_ARRIVING_LONGEST_FIRST = tuple(sorted(ARRIVING_VERBS, key=len, reverse=True))
#: Words between a subject and a verb of arriving ("he's | not going to | make it").
_VERB_GROUP = AUXILIARIES | NEGATIVE | PLAN_BRIDGES | EVENT_BRIDGES
#: Words before a verb a negation or a modal keeps it from having happened within ("it didn't
#: | close", "they might | sell it").
_NOT_DONE_REACH = 3
#: Tokens after an ending the thing it ends may be named within ("sold | the old caravan").
_OBJECT_REACH = 4
#: Tokens a phrasal verb's object may take between the verb and its particle ("put | biscuit |
#: down", "knocked | the old mill | down").
_SPLIT_OBJECT = 3
_LEAVING_HEADS = frozenset(p[0] for p in OFFICE_LEAVING)
#: Tokens the object of giving up a post may take before its particle ("handed | my radio and
#: my red and yellow rashie | back").
_HANDED_OBJECT = 8
#: Tokens from "let" to the bare verb its object does ("let | my co president jasmine | take").
_CAUSED_REACH = 5
_SUBJECT_REACH = 3  # tokens before "take over" its subject may stand in ("i | only | took over")


def _opens(canon: Canon, i: int) -> bool:
    """A clause may start at token i: after a pause, a clause link, or a link the normaliser
    dropped before it ("knocked down (so) | they play at the school now")."""
    return (
        canon.boundary[i]
        or canon.lows[i - 1] in CLAUSE_LINKS
        or not CLAUSE_LINKS.isdisjoint(canon.marks[i].split())
    )


def _clause(canon: Canon, k: int) -> range:
    """The clause around token k: from the last pause or clause link before it to the next."""
    start = k
    while start > 0 and not _opens(canon, start):
        start -= 1
    end = k + 1
    while end < len(canon.lows) and not _opens(canon, end) and canon.lows[end] not in CLAUSE_LINKS:
        end += 1
    return range(start, end)


def _happened(canon: Canon, k: int, start: int) -> bool:
    """The verb at k is said as done or going on: a past form or an -ing form, not after a
    negation, a modal, a near miss or an infinitive's "to" in its clause ("he didn't sell it",
    "they might close it", "we almost cancelled it", "to close")."""
    lows = canon.lows
    w = lows[k]
    if not (is_past_form(w) or is_gerund(w) or w.endswith("s")):
        return False
    before = lows[max(start, k - _NOT_DONE_REACH) : k]
    if not NOT_DONE_WORDS.isdisjoint(before):
        return False
    if k > start and lows[k - 1] in INFINITIVE_LINKS:
        # "we've had to | put it off": an obligation in the past was carried out
        return k - 2 >= start and lows[k - 2] in DONE_OBLIGATIONS
    return True


def _phrase_end(
    canon: Canon,
    forms: tuple[frozenset[str], ...],
    k: int,
    phrase: tuple[str, ...],
    reach: int = _SPLIT_OBJECT,
) -> int | None:
    """The last token of `phrase` said from token k (its particles right after the verb, or after
    an object of up to `reach` words: "put biscuit down"), or None."""
    lows = canon.lows
    if phrase[0] not in forms[k]:
        return None
    rest = phrase[1:]
    if not rest:
        return k
    for gap in range(reach + 1):
        first = k + 1 + gap
        if first + len(rest) > len(lows) or any(canon.boundary[i] for i in range(k + 1, first + 1)):
            return None
        if lows[first : first + len(rest)] == rest:
            return first + len(rest) - 1
    return None


def _named_at(forms: tuple[frozenset[str], ...], span: range, content: frozenset[str]) -> int | None:
    """The first token of the span that says a word of the fact, or None."""
    return next((i for i in span if not forms[i].isdisjoint(content)), None)


def _object_span(canon: Canon, after: int, end: int) -> range:
    """The tokens of the object after an event, up to a preposition or an infinitive ("sold |
    our old car | to pay for ...", "closed | the pool | for an hour")."""
    lows = canon.lows
    stop = after
    while stop < min(end, after + _OBJECT_REACH) and lows[stop] not in SUBJECT_PRONOUNS:
        if stop > after and lows[stop] in PREPOSITIONS:
            break
        stop += 1
    return range(after, stop)


def _user_place(canon: Canon, span: range) -> bool:
    """A noun phrase of "our" or "my" stands in the span ("our store", "my branch")."""
    lows = canon.lows
    return any(lows[i] in USER_POSSESSIVE_WORDS and i + 1 < len(lows) for i in span)


def _for_a_while(canon: Canon, k: int, last: int, clause: range) -> bool:
    """A closing said as a state at a time ("the shop was shut on tuesday") or for a while or a
    reason ("they closed the pool for an hour", "shut for a stocktake"), not for good: a place
    closed for a day has not closed. "Closed down" and "closed for good" end it."""
    lows = canon.lows
    if last == k and k > 0 and lows[k - 1] in COPULA_FORMS:
        return True
    for i in range(last + 1, clause.stop):
        if lows[i] == FOR_GOOD[0]:
            return lows[i : i + len(FOR_GOOD)] != FOR_GOOD
    return False


def _one_occasion(canon: Canon, k: int, last: int, clause: range) -> bool:
    """An ending of one occasion ("the class finished at nine", "choir stopped for the summer",
    "it ended early"), not of the habit: a time right after it, or a while."""
    nxt = last + 1
    if nxt < clause.stop and canon.lows[nxt] in OCCASION_TIME_AFTER:
        return True
    return _for_a_while(canon, k, last, clause)


def _subject_head(canon: Canon, k: int, start: int) -> int | None:
    """The word the verb at k is said of: the one before its auxiliaries ("the old ground | got
    knocked down", "biscuit | died"), in its clause; a noun phrase's last word is its head ("the
    park cafe closed" is said of the cafe, not the park)."""
    j = k - 1
    while j >= start and (canon.lows[j] in EVENT_BRIDGES or canon.lows[j] in AUXILIARIES):
        j -= 1
    return j if j >= start else None


def thing_ended(
    canon: Canon,
    forms: tuple[frozenset[str], ...],
    content: frozenset[str],
    of_work: bool,
    animate: bool = False,
) -> Ending | None:
    """An event that ends a thing the fact names, said of it by name as the subject or the
    object, by anybody (`THING_ENDINGS`: "biscuit died", "my son sold the boat", "they shut
    the leisure centre"); or, for a fact of work, a place of "our" or "my" closed ("they're
    closing our store"); a plan called off with a pronoun for it; for a fact that names somebody
    living (`animate`), a death said of "he" or "she". Or None."""
    lows = canon.lows
    for k, f in enumerate(forms):
        if f.isdisjoint(_ENDING_HEADS):
            continue  # nearly every word: read nothing around it
        clause = _clause(canon, k)
        if not _happened(canon, k, clause.start):
            continue
        for phrase in _ENDINGS_LONGEST_FIRST:
            last = _phrase_end(canon, forms, k, phrase)
            if last is None:
                continue
            if len(phrase) == 1 and phrase[0] in INTRANSITIVE_ENDINGS:
                nxt = last + 1
                alone = nxt >= len(lows) or canon.boundary[nxt] or lows[nxt] in CLAUSE_LINKS
                if not (alone or lows[nxt] in AFTER_BARE_ENDING):
                    break  # "she passed | her test": something passed, nobody died
            if phrase[0] in SHUTTING_LEMMAS and _for_a_while(canon, k, last, clause):
                break
            if phrase[0] in OCCASION_ENDING_LEMMAS and _one_occasion(canon, k, last, clause):
                break
            j = _subject_head(canon, k, clause.start)
            subject = range(j, j + 1) if j is not None else range(0)
            split = last - k - (len(phrase) - 1)  # "put | portugal | off": the object said inside
            # the object said inside a split phrasal verb or after it ("took me off | metformin")
            inside = range(k + 1, k + 1 + split)
            thing = _object_span(canon, last + 1, clause.stop)
            personal = phrase in PERSON_ENDINGS
            at = _named_at(forms, inside, content)
            at = _named_at(forms, thing, content) if at is None else at
            if at is None and not personal:
                at = _named_at(forms, subject, content)
            if at is not None:
                return Ending(k, j, personal, at)
            # a plan called off or put off with a pronoun for it ("they postponed it", "we've had
            # to call it off"), a death said of a pronoun when the fact names someone living
            # ("he died in the spring"): what the pronoun stands for is for the user to say
            pointed_inside = bool(inside) and lows[inside.start] in POINTING_OBJECTS
            pointed = pointed_inside or (bool(thing) and lows[thing.start] in POINTING_OBJECTS)
            # "we postponed it | once": one episode, after which the plan went on
            counted = occasions_counted(canon, last + 1 if pointed_inside else thing.start + 1)
            if phrase[0] in CALLING_OFF_LEMMAS and pointed and not counted:
                return Ending(k, j, False, None)
            long_ago = not LONG_AGO_WORDS.isdisjoint(lows[clause.start : clause.stop])
            if (
                animate
                and phrase[0] in DYING_LEMMAS
                and j is not None
                and lows[j] in THIRD_SUBJECTS
                and not long_ago
            ):
                return Ending(k, j, False, None)  # "he passed away years ago": before the statement
            # "they're closing | our | store", or closed by the user ("we | shut the doors for good")
            by_user = j is not None and lows[j] in USER_SUBJECTS
            ours = _user_place(canon, range(clause.start, k)) or _user_place(canon, thing) or by_user
            if of_work and phrase[0] in CLOSING_LEMMAS and ours:
                return Ending(k, j, False, None)
            break
    return None


def final_occasion(
    canon: Canon, forms: tuple[frozenset[str], ...], content: frozenset[str], of_work: bool
) -> int | None:
    """An occasion said to be the last one ("yesterday was my last shift at the charity shop",
    "friday's our last lesson"), in a clause that names a thing of the fact, or of any place
    for a fact of work ("today was the last day"): the habit the fact states has ended, or is
    ending. "My last visit was in may" (the last one so far, said as the subject) is none. The
    token "last", or None."""
    lows = canon.lows
    for k in range(2, len(lows) - 1):
        if lows[k] != "last" or forms[k + 1].isdisjoint(OCCASION_NOUNS):
            continue
        if lows[k - 1] not in USER_POSSESSIVE_WORDS and lows[k - 1] not in NOUN_DETERMINERS:
            continue
        if lows[k - 2] not in COPULA_FORMS and not is_past_form(lows[k - 2]):
            continue  # said of something as what it is: "was | my last", not "my last | was"
        clause = _clause(canon, k)
        if of_work or _named_at(forms, clause, content) is not None:
            return k
    return None


def not_coming(canon: Canon, forms: tuple[frozenset[str], ...]) -> tuple[int, int] | None:
    """A subject denied arriving ("he's not going to make it", "she can't
    come now", "they won't be flying in"): (the subject, the verb). Whose subject it is, and
    whether the fact was a plan, the caller decides."""
    lows = canon.lows
    for k, f in enumerate(forms):
        if f.isdisjoint(_ARRIVING_HEADS):
            continue
        if not any(_phrase_end(canon, forms, k, p) is not None for p in _ARRIVING_LONGEST_FIRST):
            continue
        j = k - 1
        denied = False
        while j >= 0 and not canon.boundary[j + 1] and lows[j] in _VERB_GROUP:
            denied = denied or lows[j] in NEGATIVE
            j -= 1
        # a subject pronoun opens a clause wherever it stands, run-on speech included ("... with
        # the storm | he's not gonna make it")
        if denied and j >= 0 and not canon.boundary[j + 1] and lows[j] in SUBJECT_PRONOUNS:
            return j, k
    return None


_COUNT_REACH = 5  # words a count of occasions may take up to its "times" ("two or three | times")


def occasions_counted(canon: Canon, k: int) -> bool:
    """A count of occasions stands at token k ("once", "twice", "two or three times"), not the
    "once" that opens a clause ("we cancelled it | once we heard")."""
    lows = canon.lows
    if k >= len(lows) or canon.boundary[k]:
        return False
    if lows[k] in EPISODE_COUNTS:
        return k + 1 >= len(lows) or canon.boundary[k + 1] or lows[k + 1] not in SUBJECT_PRONOUNS
    # "two or three | times", "a couple of | times": the words before "times" count them
    e = min(len(lows), k + _COUNT_REACH)
    times = next((i for i in range(k + 1, e) if lows[i] in TIMES_WORDS), None)
    return times is not None and any(
        w.isdigit() or w in VAGUE_COUNTS or number_value((w,)) is not None for w in lows[k:times]
    )


def office_left(canon: Canon, forms: tuple[frozenset[str], ...]) -> tuple[int | None, int] | None:
    """A post or a place in a group given up (`OFFICE_LEAVING`: "i stood down at the agm",
    "turned in my pager", "handed the chair over to morag"), said as done: (its subject, the
    verb); or somebody put in the user's place ("they co-opted a young farmer | in my place"), or
    another taking over ("i let jasmine | take over", "my sister in law | took it over"): (None,
    where it is said). Whose post it was, the caller decides; a turn that says none, None."""
    lows = canon.lows
    for k, f in enumerate(forms):
        if not f.isdisjoint(_LEAVING_HEADS):
            clause = _clause(canon, k)
            if not _happened(canon, k, clause.start):
                continue
            if any(_phrase_end(canon, forms, k, p, _HANDED_OBJECT) is not None for p in OFFICE_LEAVING):
                return _subject_head(canon, k, clause.start), k
        elif TAKING_OVER[0] in f and _taken_over(canon, forms, k):
            return None, k
    for start, _end in phrase_spans(lows, IN_MY_PLACE):
        clause = _clause(canon, start)
        # a post filled: a verb in the past before it ("co-opted a farmer | in my place"), not a
        # place of the user's ("the party's | in my place")
        if any(is_past_form(w) and w not in COPULA_FORMS for w in lows[clause.start : start]):
            return None, start
    return None


_OFF_OBJECT = 2  # tokens after "off" the thing come off stands in ("off | the statins")


def come_off(
    canon: Canon, forms: tuple[frozenset[str], ...], named: frozenset[str]
) -> tuple[int, int] | None:
    """Being on something (a medicine, a diet, a list) ended, told with the opposite particle:
    somebody came, went, got or was taken off it, as done ("i came off it in the spring", "they
    took me off the statins") or as how things stand ("i've been off them since june", "she's
    off the tablets now"). Of a pronoun or a thing the fact names only ("i got off the bus" is
    of another thing). (the word for who is off: the subject, or the object of "took me off";
    the verb), or None; whose it is, the caller decides."""
    lows = canon.lows
    for k in range(1, len(lows) - 1):
        if lows[k] != OFF:
            continue  # nearly every word
        span = range(k + 1, min(len(lows), k + 1 + _OFF_OBJECT))
        if lows[k + 1] not in THING_PRONOUNS and _named_at(forms, span, named) is None:
            continue
        clause = _clause(canon, k)
        j, who = k - 1, None
        if lows[j] in OBJECT_PRONOUNS:
            j, who = j - 1, j  # "took | me | off it"
        if j < clause.start:
            continue
        if not NOT_DONE_WORDS.isdisjoint(lows[clause.start : j]) or (
            j > 0 and lows[j - 1] in INFINITIVE_LINKS
        ):
            continue  # "i'm not off them yet", "i'm supposed to be off it": not so
        if lows[j] in SUBJECT_PRONOUNS:
            subject: int | None = j  # "i'm | off it now", "she's | off the tablets"
        elif lows[j] in COPULA_FORMS or (
            not forms[j].isdisjoint(COMING_OFF_LEMMAS) and _happened(canon, j, clause.start)
        ):
            subject = _subject_head(canon, j, clause.start)
        else:
            continue
        holder = who if who is not None else subject
        if holder is not None:
            return holder, j
    return None


def switched_onto(
    canon: Canon, forms: tuple[frozenset[str], ...], named: frozenset[str]
) -> tuple[int, int] | None:
    """Somebody put on another thing in place of what they were on, as done ("they switched me
    to the patches", "the doctor changed me to the tablets", "i swapped onto oat milk", "they put
    me on the apixaban"): what the switch puts them on names nothing of the fact (a switch to the
    fact's own thing keeps it). (the word for who was switched, the verb), or None."""
    lows = canon.lows
    for k, f in enumerate(forms):
        if f.isdisjoint(SWITCHING_LEMMAS) or k == 0:
            continue  # nearly every word
        clause = _clause(canon, k)
        if not _happened(canon, k, clause.start):
            continue
        t, who = k + 1, None
        if t < len(lows) and lows[t] in OBJECT_PRONOUNS:
            t, who = t + 1, t  # "switched | me | to"
        if t + 1 >= len(lows) or lows[t] not in SWITCHED_ONTO or canon.boundary[t]:
            continue
        if _named_at(forms, _object_span(canon, t + 1, clause.stop), named) is not None:
            continue  # "they moved me onto the evening shift" of the evening shift: the same thing
        holder = who if who is not None else _subject_head(canon, k, clause.start)
        if holder is not None:
            return holder, k
    return None


def _taken_over(canon: Canon, forms: tuple[frozenset[str], ...], k: int) -> bool:
    """ "take over" at k (its particle right after it or after a pronoun), done by somebody other
    than the user: in the past or perfect ("my sister in law | took it over"), or a bare verb
    that a past "let" or "had" makes done ("i let jasmine | take over")."""
    lows = canon.lows
    if _phrase_end(canon, forms, k, TAKING_OVER, 1) is None:
        return False
    clause = _clause(canon, k)
    if any(w in USER_SUBJECTS for w in lows[max(clause.start, k - _SUBJECT_REACH) : k]):
        return False  # "i (only) took over the allotment": the user took something on
    if _happened(canon, k, clause.start):
        return True
    return any(w in CAUSATIVE_FORMS for w in lows[max(clause.start, k - _CAUSED_REACH) : k])


_GOING = "go"  # the lemma of "the scholarship | went | to a boy"


def lesser_result(
    canon: Canon, forms: tuple[frozenset[str], ...], content: frozenset[str], won: bool
) -> int | None:
    """A result told since that is not the one the fact says: for a win (`won`), a place after
    it ("she came | second to a girl from leeds", "placed | fourth", "second | place", "first
    runner up"); for any fact, a thing it names said to have gone to somebody new ("the
    scholarship | went | to a boy from queens college", "best in show went to a grower"). The
    token where it is said, or None."""
    lows = canon.lows
    n = len(lows)
    for k, w in enumerate(lows):
        if won and w.isdigit() and w != _FIRST:
            before = forms[k - 1] if k > 0 else frozenset()
            after = lows[k + 1] if k + 1 < n else ""
            placed = not before.isdisjoint(PLACING_LEMMAS) and (
                not after or canon.boundary[k + 1] or after in PREPOSITIONS
            )
            if placed or after in PLACE_NOUNS:
                return k
        if won and w == _FIRST and k + 1 < n and lows[k + 1] == _RUNNER:
            return k  # "first | runner up", not "first | place" or "first | position"
        if _GOING in forms[k] and is_past_form(w) and k + 2 < n and lows[k + 1] == _TO:
            clause = _clause(canon, k)
            j = _subject_head(canon, k, clause.start)
            if lows[k + 2] in NEW_PERSON_OPENERS and j is not None and not forms[j].isdisjoint(content):
                return k
    return None


_FIRST = "1"  # the key of "first": a place that is a win
_RUNNER = "runner"  # "first | runner up" is no win
_TO = "to"
