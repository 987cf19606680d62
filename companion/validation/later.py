"""Later turns of the user that take a statement back (rule V12).

A fact can be true of the turn it was said in and undone by the next: "scratch that", "the
move fell through", "I haven't actually quit", "oh two thousand and six, sorry". Each function
here finds the user turn, after the candidate's source message (`index`), that retracts,
doubts or corrects the statement, and returns that message's index.

Pure functions of the transcript and the fact; `Check` caches what they return.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from companion.model import Message
from companion.validation.clauses import subject_start
from companion.validation.corrections import correction_markers
from companion.validation.fact import FactShape
from companion.validation.frames import reports_back
from companion.validation.lexicon import (
    CLAUSE_LINKS,
    DETERMINERS,
    FUNCTION_WORDS,
    GENERAL_WORDS,
    INTERJECTIONS,
    NEGATIVE,
    SUBJECT_PRONOUNS,
)
from companion.validation.lexicon.claims import (
    DENYING_WORDS,
    LISTENER_FORMS,
    MISTAKING_LEMMAS,
    NOT_AN_ORDER_BEFORE,
    POINTED_AUXILIARIES,
    POINTED_WRONG,
    POINTING_SUBJECTS,
    WEAK_TOPIC_WORDS,
)
from companion.validation.lexicon.clauses import BARE_CORRECTIONS, DEGREE_WORDS, POINTING_BACK
from companion.validation.lexicon.dates import RELATIVE_TIME_TRIGGERS, TIME_DIRECTIONS
from companion.validation.lexicon.morphology import lemmas, pos
from companion.validation.lexicon.tables import GENERIC_RETRACTION_PHRASES, RETRACTION_PHRASES, find_phrases
from companion.validation.normalize import Canon, canonicalize
from companion.validation.polarity import negation_at
from companion.validation.utterance import Utterance, analyse

__all__ = [
    "correcting_turn",
    "denied_words",
    "doubting_turn",
    "next_user_turn",
    "pointing_back_turn",
    "retracting_turn",
    "topic_words",
]

_NOT_TOPIC = FUNCTION_WORDS | NEGATIVE | INTERJECTIONS | GENERAL_WORDS  # "not", "anymore": no topic


def topic_words(shape: FactShape, quote: Canon) -> frozenset[str]:
    """The dictionary forms of the fact's and the quote's content words."""
    words = [shape.canon.lows[k] for k in shape.content]
    words += [w for w in quote.lows if w not in _NOT_TOPIC and len(w) > 2]
    return frozenset().union(*(lemmas(w) for w in words)) if words else frozenset()


def denied_words(shape: FactShape) -> frozenset[str]:
    """Dictionary forms of the fact's own content words that a later "not <word>" would deny
    ("so not qualified on paper" after "I'm a qualified electrician")."""
    lows = shape.canon.lows
    words = [lows[k] for k in shape.content if lows[k] not in WEAK_TOPIC_WORDS and not lows[k][:1].isdigit()]
    return frozenset().union(*(lemmas(w) for w in words)) - WEAK_TOPIC_WORDS if words else frozenset()


def retracting_turn(
    ut: Utterance,
    claim_clause: int | None,
    topic: frozenset[str],
    denied: frozenset[str],
    messages: Sequence[Message],
    index: int,
    claim_end: int | None = None,
) -> int | None:
    """V12: a later user turn (or the rest of this one, `ut`, after the clause that holds the
    claim) that takes the statement back: a generic retraction in the next user turn ("scratch
    that", "never mind"), or one that names what the fact is about (`topic`: "the move fell
    through"), or a "not <word>" of the fact's words (`denied`).

    In this turn a generic retraction counts too when it comes right after the claim's last
    word (`claim_end`): a transcript without stops runs the statement and its retraction into
    one clause ("my boss is a nightmare actually i take that back", "four grandkids forget i
    said that it's five")."""
    lows = ut.canon.lows
    after_claim = ut.clauses[claim_clause].end if claim_clause is not None else len(lows)
    tail = lows[after_claim:]
    if _retracts(tail, topic, generic=False):
        return index
    if claim_end is not None and _retracts_before_more(lows[claim_end:]):
        return index
    next_user = True
    for j in range(index + 1, len(messages)):
        msg = messages[j]
        if msg.role != "user":
            continue
        lows = canonicalize(msg.content).lows
        if _retracts(lows, topic, generic=next_user) or _denies(lows, denied):
            return j
        next_user = False
    return None


def doubting_turn(
    denied: frozenset[str], topic: frozenset[str], messages: Sequence[Message], index: int
) -> int | None:
    """V12: the next user turn opens with a correction ("oh no sorry, I got muddled, it's my
    niece who's expecting") or denies a word of the fact ("I haven't actually quit"), and
    speaks of what the fact is about: the statement may be taken back. `denied` are the
    fact's words (`denied_words`), `topic` the fact's and the quote's (`topic_words`)."""
    spoken_of = (denied | topic) - WEAK_TOPIC_WORDS  # the quote's words name the topic too
    j = next_user_turn(messages, index)
    if not denied or j is None:
        return None
    canon = canonicalize(messages[j].content)
    lows = canon.lows
    # an explicit correction ("no sorry", "hang on, no"), not a bare "actually" that brings
    # news ("actually I now teach physics": a change for V10 to weigh)
    opens = any(
        start <= 3 and lows[start:end] not in BARE_CORRECTIONS for start, end in correction_markers(canon)
    )
    said = frozenset().union(*(lemmas(w) for w in lows)) if lows else frozenset()
    denies = any(
        negation_at(canon.keys, i) and any(not lemmas(w).isdisjoint(denied) for w in lows[i + 1 : i + 4])
        for i in range(len(lows))
    )
    return j if denies or (opens and not said.isdisjoint(spoken_of)) else None


def correcting_turn(specifics: Iterable[str], messages: Sequence[Message], index: int) -> int | None:
    """V12: the next user turn corrects a number of the fact ("we bought it in two thousand
    and four" ... "oh two thousand and six, sorry"): it says a number of the same size and a
    correction marker, and not the fact's number. `specifics` are the fact's."""
    numbers = [k for k in specifics if k[:1].isdigit()]
    j = next_user_turn(messages, index)
    if not numbers or j is None:
        return None
    canon = canonicalize(messages[j].content)
    said = [k for k in canon.keys if k[:1].isdigit()]
    if not said or not correction_markers(canon) or not set(numbers).isdisjoint(said):
        return None
    sizes = {_magnitude(k) for k in said}
    return j if any(_magnitude(k) in sizes for k in numbers) else None


def next_user_turn(messages: Sequence[Message], index: int) -> int | None:
    """The index of the first user message after message `index`, if any."""
    return next((j for j in range(index + 1, len(messages)) if messages[j].role == "user"), None)


def _magnitude(key: str) -> str:
    """A coarse kind of number, so that a year corrects a year and a dose a dose."""
    whole = key.split(".")[0]
    if len(whole) == 4 and whole[:2] in ("19", "20"):
        return "year"
    return "small" if len(whole) <= 2 else "large"


def _denies(lows: tuple[str, ...], words: frozenset[str]) -> bool:
    """A later turn says "not <word>" of a word the fact asserts ("not quitting", "not qualified")."""
    for i, w in enumerate(lows[:-1]):
        if w in DENYING_WORDS and not lemmas(lows[i + 1]).isdisjoint(words):
            return True
    return False


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
        s <= _OPENING and (e >= len(stripped) or subject_start(stripped, e) or stripped[e] in CLAUSE_LINKS)
        for s, e, _t in find_phrases(stripped, GENERIC_RETRACTION_PHRASES)
    )


def _retracts(lows: tuple[str, ...], topic: frozenset[str], generic: bool) -> bool:
    """A retraction in `lows`: generic ("scratch that", "just kidding") when it opens the turn,
    or one whose turn names the topic ("the move fell through"); never a negated one ("I won't
    forget that")."""

    def kept(start: int) -> bool:
        """Not negated ("I won't forget that"), and an order to drop something ("forget that",
        "scratch that") opens its clause: "it's easy to get lost and forget that" retracts nothing."""
        before = lows[start - 1] if start > 0 else ""
        if before in NEGATIVE:
            return False
        ordered = "VERB" in pos(lows[start]) and lows[start] in lemmas(lows[start])
        return not ordered or before not in NOT_AN_ORDER_BEFORE

    def elliptical(end: int) -> bool:
        """After a phrase that ends in a negation, nothing of its own is negated ("turns out
        we're not | the landlord said no")."""
        if lows[end - 1] not in NEGATIVE or end >= len(lows):
            return True
        return lows[end] in FUNCTION_WORDS or lows[end] in SUBJECT_PRONOUNS or lows[end] in DETERMINERS

    lows = tuple(w for w in lows if w not in DEGREE_WORDS)  # "not quite true" says "not true"
    generic_found = find_phrases(lows, GENERIC_RETRACTION_PHRASES)
    if generic and any(s <= 3 and kept(s) and elliptical(e) for s, e, _t in generic_found):
        return True
    found = [f for f in find_phrases(lows, RETRACTION_PHRASES) if kept(f[0])]
    if not found:
        return False
    words = frozenset().union(*(lemmas(w) for w in lows if w not in FUNCTION_WORDS and len(w) > 2))
    return not words.isdisjoint(topic - WEAK_TOPIC_WORDS)


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
    ut = analyse(messages[j].content)
    lows = ut.canon.lows
    reach = min(len(lows), _POINTING_REACH)
    boundary = ut.canon.boundary
    for start, end, _m in find_phrases(lows, RETRACTION_PHRASES):
        if start >= reach:
            break
        while end < len(lows) and not boundary[end] and _time_word(ut.canon.keys[end]):
            end += 1  # "that fell through | last night": when it did
        if not (end >= len(lows) or boundary[end] or subject_start(lows, end) or lows[end] in CLAUSE_LINKS):
            continue  # "it's cancelled | every year otherwise": a statement of its own goes on
        k = start
        while k > 0 and lows[k - 1] in POINTED_AUXILIARIES:
            k -= 1
        subject = lows[start] if lows[start] in POINTING_SUBJECTS else lows[k - 1] if k > 0 else ""
        if subject in POINTING_SUBJECTS:
            return j, True
    for k in range(reach):
        blamed = LISTENER_FORMS.isdisjoint(lows[max(0, k - 3) : k])
        wrong = any(lows[k : k + len(p)] == p for p in POINTED_WRONG)
        if blamed and (wrong or not MISTAKING_LEMMAS.isdisjoint(lemmas(lows[k]))):
            return j, True
    for ci, c in enumerate(ut.clauses):
        if c.first >= reach:
            break
        if lows[c.head] not in POINTING_BACK:
            continue
        sentence = ut.sentence_of[ci] if ut.sentence_of else 0
        end = max(
            (
                d.end
                for di, d in enumerate(ut.clauses)
                if not ut.sentence_of or ut.sentence_of[di] == sentence
            ),
            default=c.end,
        )
        if reports_back(lows[c.head : end]):
            return j, False
    return None


def _time_word(key: str) -> bool:
    """A word of a time said after a retraction ("last", "night", "yesterday", "this", "morning")."""
    return key in RELATIVE_TIME_TRIGGERS or key in TIME_DIRECTIONS or key in POINTING_SUBJECTS
