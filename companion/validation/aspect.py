"""Tense and aspect read from word forms (issue 11): a present fact backed only by the past.

"earlier i was doing yoga daily" does not back "User does yoga daily", nor "i rode the
motorbike to work every day" "User rides a motorbike to work every day": the user put the very
verb the fact says in the past (a simple past, a past progressive, "could" for "can"). The
verbs are compared by lemma and their tense read from lemminflect's inflection tables
(`lexicon.morphology`), not from a list of verbs or phrases, so a wording no rule foresaw is read
the same way. Kept apart from the state-verb check of `claim.past_said_as_present` (V7e), which
also reads everyday synonyms of a handful of state verbs.

What stays accepted: a fact in the past ("User got married in 1985"), a present perfect on
either side ("i've been doing yoga" / "User has moved"), a fact that carries the past itself
("User used to", "no longer", a past verb anywhere), and a message that also says the verb in
the present ("i did it yesterday and i do it every day").
"""

from __future__ import annotations

from companion.validation.fact import FactShape, carries
from companion.validation.lexicon import FACT_PAST, FUNCTION_WORDS, NEGATIVE
from companion.validation.lexicon.claims import MODAL_FORMS, TO_DO_MARKERS
from companion.validation.lexicon.grammar import SUBORDINATORS
from companion.validation.lexicon.mood import ASPECT_LEMMAS, HABIT_WORDS, NOW_WORDS
from companion.validation.lexicon.morphology import (
    is_gerund,
    is_participle,
    is_past,
    is_past_form,
    is_present,
    lemmas,
    pos,
    verb_lemmas,
)
from companion.validation.normalize import char_span
from companion.validation.utterance import Frame, Utterance

__all__ = ["done_said_as_to_do", "past_form_as_present"]

_BE, _HAVE, _CAN, _DO = ASPECT_LEMMAS
# "would", "should", "might", "must" and their present forms ("will", "shall", "may"): a modal's
# tense is not the fact's time ("User would love to" is a wish, not a past)
_OTHER_MODALS = frozenset().union(*(verb_lemmas(m) for m in MODAL_FORMS)) - {_CAN}
# how far back from a verb its auxiliary may stand, adverbs between ("was still doing")
_AUX_REACH = 3


def _lexical(lows: tuple[str, ...], verb: int) -> tuple[int, bool] | None:
    """The fact's lexical verb (its token) and whether it is said with "can": "User does yoga"
    -> "does"; "User is selling" -> "selling"; "User can do" -> "do". None for a copula or
    a perfect ("User is a nurse", "User has moved"): the first is V7e's, the second is past."""
    word = lows[verb]
    said = verb_lemmas(word)
    if word in MODAL_FORMS or not said.isdisjoint(_OTHER_MODALS):
        return None
    nxt = verb + 1
    while nxt < len(lows) and pos(lows[nxt]) == frozenset({"ADV"}):
        nxt += 1  # "User still does", "User can easily do"
    after = lows[nxt] if nxt < len(lows) else ""
    if _CAN in said:
        return (nxt, True) if after and verb_lemmas(after) else None
    if _BE in said:
        return (nxt, False) if after and is_gerund(after) else None
    if _HAVE in said and after and (is_participle(after) or is_past(after)):
        return None  # "User has moved", "User has got": a present perfect tells of the past
    if _DO in said and after and verb_lemmas(after) and not pos(after) & {"NOUN"}:
        return (nxt, False)  # "User does enjoy": the emphatic auxiliary's verb
    return verb, False


def _aux_before(ut: Utterance, text: str, k: int, first: int) -> str | None:
    """The auxiliary standing before token k in its clause (adverbs may stand between), with
    its raw spelling kept so that "we're" is not read as "were"."""
    lows = ut.canon.lows
    j = k - 1
    while j >= first and k - j <= _AUX_REACH:
        w = lows[j]
        if verb_lemmas(w) & {_BE, _HAVE, _CAN, _DO}:
            lo, hi = char_span(ut.canon, text, j, j + 1)
            return "'" if "'" in text[lo:hi] or "’" in text[lo:hi] else w
        if pos(w) != frozenset({"ADV"}) and "ADV" not in pos(w):
            return None
        j -= 1
    return None


def _tense_at(ut: Utterance, text: str, k: int, first: int, modal: bool) -> bool | None:
    """True when token k is said in the past (simple past, past progressive, "could" + verb),
    False when in the present, None when its tense is not read (an infinitive, a perfect)."""
    w = ut.canon.lows[k]
    aux = _aux_before(ut, text, k, first)
    aux_lemmas = verb_lemmas(aux) if aux else frozenset()
    if modal:
        if _CAN not in aux_lemmas or aux is None:
            return None
        return is_past(aux)
    if is_gerund(w):
        if aux is None or _BE not in aux_lemmas:
            return None
        return is_past(aux)
    if aux is not None and (aux == "'" or aux_lemmas & {_HAVE, _BE, _CAN}):
        return None  # a perfect, a passive, a modal or a contraction: not a simple tense
    if aux is not None and _DO in aux_lemmas:
        return is_past(aux)  # "i did go every week"
    if is_past_form(w) and not is_present(w):
        return True  # a participle with no auxiliary is a simple past ("knitted", "i seen it")
    if is_present(w):
        return False
    return None


def _only_verb_looks_back(flows: tuple[str, ...], k: int) -> bool:
    """The fact's own verb is its only word of the past ("User grows tomatoes": "grow" is
    there for "grew up"), so the fact does not say the past itself."""
    others = frozenset().union(*(lemmas(w) for i, w in enumerate(flows) if i != k))
    return FACT_PAST.isdisjoint(others) and not FACT_PAST.isdisjoint(lemmas(flows[k]))


def past_form_as_present(
    ut: Utterance, text: str, claim_clause: int, shape: FactShape
) -> tuple[str, bool] | None:
    """(the user's past verb, certain), when the fact says in the present the very verb (by
    lemma) that the user said only in the past in the claim's clause, and nowhere in the
    present in the message. `text` is the message's text (its raw spelling tells "we're" from
    "were"). A past "had" is not certain: what one had may still be had ("we had a baby in
    March"), so the caller holds it rather than rejecting."""
    if shape.past or shape.past_any or shape.verb is None:
        return None
    if not NEGATIVE.isdisjoint(shape.canon.key_set):
        return None  # "User no longer takes sugar": a negated fact is V7a's
    flows = shape.canon.lows
    lexical = _lexical(flows, shape.verb)
    if lexical is None:
        return None
    k, modal = lexical
    if carries(shape, Frame.PAST) and not _only_verb_looks_back(flows, k):
        return None  # "User used to", "User's former job": the fact says the past itself
    wanted = verb_lemmas(flows[k]) - {_BE}
    if not wanted:
        return None
    lows = ut.canon.lows
    clause = ut.clauses[claim_clause]
    past_word = None
    for j, w in enumerate(lows):
        if verb_lemmas(w).isdisjoint(wanted) or w in MODAL_FORMS:
            continue
        first = ut.clause_at(j).first
        tense = _tense_at(ut, text, j, first, modal)
        if tense is False:
            return None  # the user says it in the present too
        if tense and clause.first <= j < clause.end and past_word is None:
            past_word = w
    if past_word is None:
        return None
    had = _HAVE in wanted
    if not modal and not had and not _past_time_frame(ut, claim_clause, lows.index(past_word, clause.first)):
        return None  # one past event told ("i celebrated by baking"): not a habit said as over
    # "i had a dog" for "User has a dog": what one had may be gone or still had ("we had a baby
    # in march"), with or without a time said; held either way
    return past_word, not had


def _past_time_frame(ut: Utterance, claim_clause: int, verb: int) -> bool:
    """The past form is a habit or a state that is over, not one event: its clause says how
    often ("every day", "on saturdays"), its sentence says the past in a word ("earlier",
    "years ago", "back then", "before", "my late husband") or in a past time clause ("when the
    kids were small"), or the message goes on to the present ("now no time at all")."""
    lows = ut.canon.lows
    clause = ut.clauses[claim_clause]
    if not HABIT_WORDS.isdisjoint(lows[clause.first : clause.end]):
        return True
    if not NOW_WORDS.isdisjoint(lows[verb + 1 :]):
        return True
    sentence = ut.sentence(claim_clause)
    for ci, c in enumerate(ut.clauses):
        if ut.sentence(ci) != sentence:
            continue
        for k in range(c.first, c.end):
            if k != verb and not FACT_PAST.isdisjoint(lemmas(lows[k])):
                return True
        said = lows[c.verb] if c.verb is not None and ci != claim_clause else ""
        if said and lows[c.first] in SUBORDINATORS and is_past(said) and not is_present(said):
            return True  # "when the kids were small | i baked all our bread"
    return False


#: how many words after a verb may name what it is done to ("ring | the bank", "call | the plumber")
_OBJECT_REACH = 3
#: how far before an infinitive's "to" a past may stand that it hangs on ("was nice | to")
_PAST_REACH = 3


def done_said_as_to_do(ut: Utterance, shape: FactShape) -> str | None:
    """A fact that says the user did something ("User rang the bank", "User called the
    plumber") when the user said that verb only as still to do: its base form after a modal or
    "to" ("i must ring the bank", "remind me to call the plumber"). The user's word before the
    verb, or None."""
    if not shape.past or shape.verb is None:
        return None
    flows = shape.canon.lows
    k = shape.verb
    if not is_past(flows[k]) or flows[k] in MODAL_FORMS:
        return None  # "User had to", "User was going to": not a simple past of an event
    wanted = verb_lemmas(flows[k]) - {_BE, _HAVE, _DO}
    if not wanted:
        return None
    lows = ut.canon.lows
    # the event's object: what the fact says after its verb ("the bank" of "rang the bank")
    done_to = frozenset().union(
        *(lemmas(w) for w in flows[k + 1 : k + 1 + _OBJECT_REACH] if w not in FUNCTION_WORDS)
    )
    marker = None
    for j, w in enumerate(lows):
        if verb_lemmas(w).isdisjoint(wanted):
            continue
        if done_to.isdisjoint(frozenset().union(*(lemmas(x) for x in lows[j + 1 : j + 1 + _OBJECT_REACH]))):
            continue  # "the freedom to express myself" for "expressed pride": another event
        before = lows[j - 1] if j > 0 else ""
        if is_past_form(w) or before not in TO_DO_MARKERS:
            return None  # said as done somewhere ("i rang them"), or some other way
        if before == "to" and any(is_past_form(x) for x in lows[max(0, j - 1 - _PAST_REACH) : j - 1]):
            # "i used to ride", "we went to see her", "it was nice to see my sister": the
            # infinitive hangs on a past that says it happened
            return None
        marker = marker or before
    return marker
