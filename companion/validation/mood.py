"""The mood of the claim's clause, read from its form (issue 11): proposals to the listener.

"let's do the quiz thing again", "can we go through the money stuff today", "shall we talk
about something else", "why don't we start with the garden": a first person plural that takes
in the listener, in the hortative ("let's", "let us") or in a modal question ("can we", "could
we", "shall we", "should we", "why don't we"), proposes what to do in this conversation. It says
nothing about the user's life, whatever its words: a fact that reports it as the user's wish
("User wants to do the quiz again") is about the conversation (`meta_statement`); a fact that
states its content as real is held for the user to say.

Read from the clause's first words by lemma (`lexicon.mood`), not from a list of requests.

Also here, a dialect discourse marker of irony: "yeah nah i'm a world class chef mate, burnt the
toast twice": "yeah nah" answers no; with no question before it to answer, the "no" turns the
statement after it around. The words leave doubt, so the statement is held, not rejected.
"""

from __future__ import annotations

from companion.validation.claim import Claim
from companion.validation.fact import FactShape
from companion.validation.lexicon import NO_WORDS
from companion.validation.lexicon.mood import (
    COMITATIVE,
    HORTATIVE_LEMMA,
    HORTATIVE_OPENERS,
    INCLUSIVE_WE,
    PROPOSING_MODAL_LEMMAS,
    WHY_NOT_WE,
    YES_WORDS,
)
from companion.validation.lexicon.morphology import verb_lemmas
from companion.validation.utterance import Utterance

__all__ = ["comitative_name", "opens_with_ironic_no", "proposed_to_listener", "proposes"]


def proposes(lows: tuple[str, ...], head: int, end: int) -> bool:
    """The clause whose first word after its openers is `head` proposes something to the
    listener: "let's ...", "let us ...", "can/could/shall/should we ...", "why don't we ..."."""
    w = lows[head]
    nxt = lows[head + 1] if head + 1 < end else ""
    if w in HORTATIVE_OPENERS:
        return bool(nxt)  # "lets" alone is an answer, not a proposal
    if HORTATIVE_LEMMA in verb_lemmas(w) and nxt in INCLUSIVE_WE:
        return True
    if nxt in INCLUSIVE_WE and not verb_lemmas(w).isdisjoint(PROPOSING_MODAL_LEMMAS):
        return True
    third = lows[head + 2] if head + 2 < end else ""
    return w in WHY_NOT_WE and nxt in WHY_NOT_WE and (third in INCLUSIVE_WE or bool(verb_lemmas(third)))


def proposed_to_listener(ut: Utterance, claim: Claim) -> bool:
    """Every word the fact rests on was said in a clause that proposes something to the
    listener (`proposes`)."""
    if not claim:
        return False
    lows = ut.canon.lows
    for toks in claim:
        for k in toks:
            clause = ut.clause_at(k)
            if not proposes(lows, clause.head, clause.end):
                return False
    return True


def opens_with_ironic_no(ut: Utterance, claim: Claim, asked: bool) -> bool:
    """The turn opens with "yeah nah" ("yes no": a yes word, then a no word), nothing before it
    asked a question (`asked` is False), and the claim is in the sentence it opens."""
    lows = ut.canon.lows
    k = 0
    while k < len(lows) and lows[k] in YES_WORDS:
        k += 1
    if asked or k == 0 or k >= len(lows) or lows[k] not in NO_WORDS or not claim:
        return False
    first_sentence = ut.sentence(ut.clause_of[k])
    return all(ut.sentence(ut.clause_of[t]) == first_sentence for toks in claim for t in toks)


def comitative_name(shape: FactShape) -> bool:
    """The fact names somebody the user does the thing with ("works with John on a project"): a
    name among its specifics right after "with"."""
    lows, keys = shape.canon.lows, shape.canon.keys
    return any(
        lows[k - 1] == COMITATIVE and keys[k] in shape.specifics and keys[k] != shape.leading_name
        for k in range(1, len(lows))
    )
