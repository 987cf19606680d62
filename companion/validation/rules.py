"""The validation rules, each a small function of a `Check`, composed in order (V2..V12).

A rule returns a `Reject`, a `Hold` or None. The gate applies them in `RULES` order: the first
Reject decides the verdict; every Hold is collected, and a candidate that no rule rejects but
some rule holds waits as pending for the user's review, with each hold's reason and detail (what
the user reads in review). Malformed input (V1) is handled before a `Check` exists.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from itertools import takewhile

from companion.model import Reason
from companion.validation.claim import stopping_end
from companion.validation.clauses import Subject, relation_of, verbish
from companion.validation.content import FEELING_KEYS, contradicted_sentiment, same_person_word, word_forms
from companion.validation.context import Check
from companion.validation.corrections import juxtaposed_values, retracted
from companion.validation.fact import carries
from companion.validation.known import is_tombstoned
from companion.validation.later import fact_values, user_turns_after
from companion.validation.later_model import load_model, read_turns
from companion.validation.lexicon import CONTRACTED_SUBJECTS, INTERJECTIONS, NEGATIVE
from companion.validation.lexicon.claims import APPROXIMATORS
from companion.validation.lexicon.clauses import ALTERNATIVES, INVERTING_NEGATIVES, USER_POSSESSIVE_WORDS
from companion.validation.lexicon.dates import HAVE_FORMS
from companion.validation.lexicon.grammar import SOMEONES_POSSESSIVES
from companion.validation.lexicon.morphology import lemmas, pos
from companion.validation.lexicon.numbers import is_number_word
from companion.validation.matching import Found
from companion.validation.normalize import canonicalize, plain, word_key
from companion.validation.polarity import (
    UNIVERSAL_KEYS,
    answers_no,
    governed,
    governed_after,
    negation_at,
    privatives,
    unbacked_negation,
)
from companion.validation.specifics import is_date_or_number, surface
from companion.validation.speech import asked_about, is_meta, negated_content, questions
from companion.validation.takeback import corrects_between
from companion.validation.temporal import (
    dates_disagree,
    has_date_anchor,
    has_relative_time,
    looks_back,
    rarer_reading,
    unresolved_weekday,
    unresolved_weekend,
    weekday_ahead,
)
from companion.validation.utterance import SOFT_FRAMES, Frame, Utterance

__all__ = ["RULES", "Hold", "Reject", "Rule"]

_WORD_RE = re.compile(r"[^\W_]+(?:['’][^\W_]+)*")


@dataclass(frozen=True, slots=True)
class Reject:
    """Why a rule refused a candidate, with the evidence location when there is one."""

    reasons: tuple[Reason, ...]
    detail: str = ""
    message_index: int | None = None
    span: tuple[int, int] | None = None


@dataclass(frozen=True, slots=True)
class Hold:
    """Why a candidate that may be true waits for the user's review; `detail` is what they read."""

    reason: Reason
    detail: str


Rule = Callable[[Check], "Reject | Hold | None"]


def text_shape(check: Check) -> Reject | None:
    """V9a: an empty or overlong fact text is not a fact."""
    text = check.candidate.text
    if not _WORD_RE.search(text):
        return Reject((Reason.TEXT_EMPTY,), "fact text has no words")
    if len(text) > check.policy.max_text_chars:
        return Reject((Reason.TEXT_TOO_LONG,), f"fact text longer than {check.policy.max_text_chars}")
    return None


def source_message(check: Check) -> Reject | None:
    """V2: the index must exist and point at a user turn; an assistant paraphrase does not count."""
    extra: tuple[Reason, ...] = ()
    if not check.index_valid:
        where = check.elsewhere
        if where is not None:
            extra = (_elsewhere_reason(where.role),)
        return Reject((Reason.INDEX_OUT_OF_RANGE, *extra), f"{len(check.messages)} messages")
    msg = check.message
    if msg is not None and msg.role != "user":
        m = check.match
        if m.found is Found.YES:
            extra = (Reason.QUOTE_IN_ASSISTANT_MESSAGE,)
        return Reject(
            (Reason.NOT_USER_MESSAGE, *extra),
            f"message {check.candidate.source_message_index} is from the {msg.role}",
            check.candidate.source_message_index if extra else None,
            m.span if extra else None,
        )
    return None


def quote_length(check: Check) -> Reject | Hold | None:
    """V3: "yeah", "right", "my wife" are not evidence of anything, except of having what they
    name: "my beagle" for "User has a beagle" is held for the user's review."""
    need = check.policy.min_quote_words
    if need <= 0:
        return None
    count = 0
    # stop at the threshold: a typical quote passes after its first few words; a contracted
    # subject and verb right before a value or a name ("I'm 67", "she's 71", "I'm Maya") are two
    # words, as they are when spoken in full
    words = list(_WORD_RE.finditer(check.candidate.supporting_quote))
    for i, m in enumerate(words):
        word = m.group().replace("’", "'")
        if word.lower().replace("'", "") in INTERJECTIONS:
            continue
        nxt = words[i + 1].group() if i + 1 < len(words) else ""
        valued = nxt[:1].isdigit() or (nxt[:1].isupper() and nxt != "I")
        count += 2 if valued and word.lower() in CONTRACTED_SUBJECTS else 1
        if count >= need:
            return None
    named = [m.group().lower() for m in words]
    if _names_what_is_had(check, named):
        if _says_only_having(check, named):
            return None  # "my beagle" for "User has a beagle": nothing else to back
        return Hold(
            Reason.QUOTE_TOO_SHORT, "the quote only names it: " + repr(check.candidate.supporting_quote)
        )
    if _repair_of_a_correction(check):
        return Hold(Reason.QUOTE_TOO_SHORT, "the quote is only the new value of a correction")
    if _short_clause(words):
        return Hold(
            Reason.QUOTE_TOO_SHORT, "the quote is a short clause: " + repr(check.candidate.supporting_quote)
        )
    return Reject((Reason.QUOTE_TOO_SHORT,), f"{count} content words")


def _short_clause(words: list[re.Match[str]]) -> bool:
    """ "she's coeliac", "i'm pregnant": a contracted subject and verb and what is said of it
    are a whole clause, spoken in two words; too short to accept on (a fragment of a longer
    thought reads the same), too much to throw away. The rules after this one still judge it."""
    said = [m.group().replace("’", "'").lower() for m in words]
    said = [w for w in said if w.replace("'", "") not in INTERJECTIONS]
    return len(said) == 2 and _contracted_subject(said[0]) and not _contracted_subject(said[1])


def _contracted_subject(word: str) -> bool:
    """ "she's", or "shes" as a transcript writes it; not a word the dropped apostrophe makes
    ("ill", "were", "its")."""
    if word in CONTRACTED_SUBJECTS:
        return True
    return "'" not in word and not pos(word) and any(word == c.replace("'", "") for c in CONTRACTED_SUBJECTS)


def not_one_of_two(check: Check) -> Hold | None:
    """V5: "my granddaughter's six or seven", "twenty or thirty years": the user gave two values
    and did not choose; a fact that keeps one of them is surer than the user, so it is held
    for them to say. A fact that keeps both ("2-3 times a week") says what they said."""
    canon = check.message_canon
    numbers = frozenset(k for k in check.shape.specifics if k[:1].isdigit())
    if canon is None or not numbers:
        return None
    lows, n = canon.lows, len(canon.lows)
    for key in numbers:
        at = [v for v in range(n) if lows[v] == key]
        pairs = [_other_of_two(lows, v) for v in at]
        if at and all(p is not None and p not in numbers for p in pairs):
            return Hold(Reason.SAID_WITH_DOUBT, f"the user said {key!r} as one of two values")
    kept = frozenset(v for m in fact_values(check.shape) for v in m.values)
    for first, second in juxtaposed_values(canon):
        # "my train's at nine fifteen nine forty": the first value, with another of its kind said
        # straight after it, was replaced or left undecided; a fact that keeps it is held
        if kept & first and not kept & second:
            said = min(first, key=len)
            return Hold(Reason.SAID_WITH_DOUBT, f"the user said another value right after {said!r}")
    return None


def _other_of_two(lows: tuple[str, ...], v: int) -> str | None:
    """The other value of a pair "X or Y" token v stands in, if it stands in one."""
    if v + 2 < len(lows) and lows[v + 1] in ALTERNATIVES and lows[v + 2][:1].isdigit():
        return lows[v + 2]
    if v >= 2 and lows[v - 1] in ALTERNATIVES and lows[v - 2][:1].isdigit():
        return lows[v - 2]
    return None


def _repair_of_a_correction(check: Check) -> bool:
    """The short quote is what a self-correction put in place of what was said first ("forty two
    years sorry | forty three"; "ninety eight or was it ninety nine yeah | ninety nine"): a
    repair is short by nature, and what it repairs gives the fact its other words, so the user
    decides instead of the rule rejecting it."""
    m, canon = check.match, check.message_canon
    if m.found is not Found.YES or m.words_only or canon is None or m.first == 0:
        return False
    # a marker that corrected a value of the turn ("forty two | sorry | forty three"), ending
    # where the quote begins or opening it ("six, | no, half six"); not any "well" or
    # "actually" before a short quote
    taken_back, markers, swaps = retracted(canon)
    if (m.first - 1) in markers:
        return True
    # what the correction put in place opens the quote, past the marker or an interjection
    # ("no sorry, | forty", "not tuesday, | wednesday": the value said right after one taken back)
    k = m.first
    while k < m.last and (k in markers or canon.lows[k] in INTERJECTIONS):
        k += 1
    # the new value, or that value said again ("or was it nine, | yeah nine")
    replaced = any(k < m.last and canon.keys[k] == canon.keys[b] for _a, _start, b in swaps if b <= k)
    if replaced or (k == m.first and (k - 1) in taken_back):
        return True
    # the second of two values said one after the other, unmarked ("mum's ninety, | ninety one")
    quoted = frozenset(canon.keys[m.first : m.last])
    return any(not quoted.isdisjoint(second) for _first, second in juxtaposed_values(canon))


def _names_what_is_had(check: Check, words: list[str]) -> bool:
    """The quote is the user's possessive or a count and a noun ("my beagle", "thirteen
    grandkids"), and the fact only says the user has that ("User has a beagle"): a question or
    request often says no more of it."""
    shape = check.shape
    counted = bool(words) and (words[0][:1].isdigit() or is_number_word(words[0]))
    if len(words) != 2 or not (words[0] in USER_POSSESSIVE_WORDS or counted) or not shape.existence:
        return False
    # by dictionary form, or as the same relation: "grandkids" names the fact's "grandchildren"
    relation = relation_of(words[1])
    if relation is not None:
        forms = word_forms(relation)
        return any(
            r is not None and not forms.isdisjoint(word_forms(r)) for r in map(relation_of, shape.canon.lows)
        )
    return not lemmas(words[1]).isdisjoint(shape.lemmas) and "NOUN" in pos(words[1])


def _says_only_having(check: Check, words: list[str]) -> bool:
    """Every content word of the fact after its having verb is the quote's noun or number
    ("User has a beagle" of "my beagle", "User has two children" of "two kiddos"): the
    possessive or the count backs all the fact says. A fact that says more of the thing ("User
    walks her beagle every day") is held as before."""
    shape = check.shape
    if shape.verb is None:
        return False
    lows = shape.canon.lows
    return all(
        _same_thing(words[1], lows[k])
        for k in shape.content
        if k > shape.verb and not (is_date_or_number(lows[k]) or is_number_word(lows[k]))
    )


def _same_thing(noun: str, word: str) -> bool:
    """The fact's word names what the quote's noun does: by dictionary form, or as the same
    relation under another name ("kiddos", "children")."""
    if word == noun or not lemmas(word).isdisjoint(lemmas(noun)):
        return True
    said, written = relation_of(noun), relation_of(word)
    return said is not None and written is not None and not word_forms(said).isdisjoint(word_forms(written))


def _elsewhere_reason(role: str) -> Reason:
    if role == "assistant":
        return Reason.QUOTE_IN_ASSISTANT_MESSAGE
    if role == "span":
        return Reason.QUOTE_SPANS_MESSAGES
    return Reason.QUOTE_IN_OTHER_MESSAGE


def quote_found(check: Check) -> Reject | None:
    """V4 (+V2): the quote occurs in that very user message, critical tokens exactly, not negated."""
    m = check.match
    if m.found is Found.YES:
        return None
    own = check.candidate.source_message_index
    if m.found is Found.NEGATED:
        return Reject((Reason.NEGATED_CONTEXT,), "quote starts right after a negation", own, m.span)
    where = check.elsewhere
    if where is not None:
        return Reject(
            (_elsewhere_reason(where.role),),
            f"quote found in message {where.index}",
            where.index,
            where.match.span,
        )
    if m.found is Found.CRITICAL:
        return Reject(
            (Reason.CRITICAL_TOKEN_MISMATCH,), "a number, negation, date or name differs", own, m.span
        )
    return Reject((Reason.QUOTE_NOT_FOUND,), "quote not found in the transcript")


def quote_in_own_words(check: Check) -> Hold | None:
    """V4: the quote was found only by its content words, said in order in the cited message
    with other words between ("mi grandson play cricket fi him school in di bronx" for "My
    grandson plays cricket for his school in the Bronx"; `matching.content_words_in_order`):
    what the user said in their own grammar is for them to confirm, never stored unseen."""
    if not check.match.content_only:
        return None
    return Hold(
        Reason.BORDERLINE_EVIDENCE, "the quote's content words are the user's; the rest is in other words"
    )


def meta_statement(check: Check) -> Reject | None:
    """V9b: facts about the conversation itself ("User asked for a summary") are not memories."""
    if is_meta(check.candidate.text, check.shape):
        return Reject((Reason.META_STATEMENT,), "fact describes the conversation")
    return None


def not_said_to_the_listener(check: Check) -> Hold | None:
    """V9b: "i'll ask you about recipes later", "you already asked me that": the fact's verb of
    speaking is a move between the user and the listener. In a companion the listener is the
    assistant and the move is about this conversation; in a conversation between people it may
    be a fact of their lives: held for the user to say."""
    verb = check.to_the_listener
    if verb is None:
        return None
    return Hold(Reason.META_STATEMENT, f"{verb!r} was said between the user and the listener")


def _stopping_backs(check: Check, word: str) -> bool:
    """V7a: the fact's negation ("doesn't", "no longer") is what a verb of stopping the user
    said in the quote, in no frame (not asked, wished or planned), says of a word the fact
    negates ("i gave up | sugar in my chai", "quit | smoking"). Not "never": stopping says the
    user once did it. A stopping placed in a past that is over ("i gave up meat five years ago",
    "i quit smoking when my grandson was born") still backs it: what it began is the present."""
    ut = check.utterance
    if word in _NEVER_KEYS or ut is None:
        return False
    lows = ut.canon.lows
    ends = [
        end
        for j in check.span
        if ut.frames[j] <= _STOPPING_FRAMES
        and _stopping_said(ut, j)
        and (end := stopping_end(lows, j)) is not None
    ]
    if not ends:
        return False
    negated = frozenset(
        lemma
        for key in governed(check.shape.canon.keys, check.shape.canon.boundary)
        for lemma in lemmas(key) or (key,)
    )
    stopped = governed_after(ut.canon.keys, ut.canon.boundary, ends)
    return any(not negated.isdisjoint(lemmas(key) or (key,)) for key in stopped)


# The frames a stopping may stand in and still back the fact's "no longer": its own past.
_STOPPING_FRAMES = frozenset({Frame.PAST})


def _stopping_said(ut: Utterance, j: int) -> bool:
    """Token j is said as the user's own act, not reported as nearly done, tried or denied: no
    negation, approximator ("almost", "nearly") or other verb ("tried to", "want to") between
    its clause's head and it, only its subject, adverbs and a perfect's "have"."""
    keys, lows = ut.canon.keys, ut.canon.lows
    for i in range(ut.clause_at(j).head, j):
        if negation_at(keys, i) or keys[i] in NEGATIVE or lows[i] in APPROXIMATORS or lows[i] == "to":
            return False
        if verbish(lows[i]) and lows[i] not in HAVE_FORMS and lows[i] != "had":
            return False
    return True


_NEVER_KEYS = frozenset(word_key(w) for w in INVERTING_NEGATIVES)


def polarity_matches(check: Check) -> Reject | None:
    """V7a: a fact may not assert a negation the user did not say ("not allergic to anything")."""
    canon = check.shape.canon
    keys, boundary = check.evidence
    msg = check.message_canon
    mkeys, mbound = (msg.keys, msg.boundary) if msg is not None else ((), ())
    word = unbacked_negation(canon.keys, canon.boundary, keys, boundary, mkeys, mbound)
    if word is not None:  # the quote matched critical tokens exactly: its own clauses count too
        q = check.quote
        word = unbacked_negation(canon.keys, canon.boundary, q.keys, q.boundary, mkeys, mbound)
    if word is not None and _stopping_backs(check, word):
        word = None  # "i quit smoking" for "User no longer smokes"
    if word is not None and answers_no(canon.keys, canon.boundary, mkeys, mbound, check.question_before):
        word = None  # "No, I didn't." to "Did you ever play an instrument?"
    if word is not None:
        return Reject((Reason.NEGATION_MISMATCH,), f"the fact says {word!r}; the quote does not")
    q = check.quote
    for key in privatives(canon) - privatives(q):
        # "User eats a dairy-free diet" on "i eat dairy every day": the user said the noun, with
        # nothing that makes it absent
        if key in q.key_set and key not in governed(q.keys, q.boundary):
            return Reject((Reason.NEGATION_MISMATCH,), f"the fact says {key!r} is absent; the quote does not")
    return None


def specifics_backed(check: Check) -> Reject | Hold | None:
    """V5: every name, number and date of the fact is backed by the user's words, by value
    (spoken numbers read, units and counted nouns compared), and not a value they corrected.

    A name that only an assistant turn says, or that is one letter off the user's spelling,
    is held for review instead (`Check.assistant_named`, `Check.misspelled`)."""
    retracted = check.retracted_specifics or check.retracted_claim
    if retracted:
        return Reject((Reason.RETRACTED,), "the user corrected " + ", ".join(retracted))
    corrected_here = check.retracted_here
    if corrected_here:
        return Hold(Reason.RETRACTED, "corrected where the quote says it: " + ", ".join(corrected_here))
    mismatch = check.value_mismatch
    if mismatch is not None:
        return Reject((Reason.UNSUPPORTED_SPECIFIC,), mismatch)
    missing = check.unbacked
    if not missing:
        borrowed = check.assistant_content
        if borrowed and check.policy.assistant_specifics == "pending":
            return Hold(
                Reason.SPECIFIC_FROM_ASSISTANT, "only the assistant said: " + ", ".join(map(repr, borrowed))
            )
        return None
    named = check.assistant_named
    if named:
        words = surface(check.shape.canon, check.candidate.text, named)
        where = [check.session.assistant_index(k) for k in named]
        said = ", ".join(f"{w!r} (message {i})" for w, i in zip(words, where, strict=True))
        return Hold(Reason.SPECIFIC_FROM_ASSISTANT, "only the assistant said: " + said)
    misspelled = check.misspelled
    if misspelled is not None:
        wrote = surface(check.shape.canon, check.candidate.text, missing)
        msg, canon = check.message, check.message_canon
        if msg is not None and canon is not None:  # the user's own spelling, when this message has it
            misspelled = surface(canon, msg.content, misspelled)
        said = ", ".join(f"{w!r} (the user said {s!r})" for w, s in zip(wrote, misspelled, strict=True))
        return Hold(Reason.NAME_SPELLING_DIFFERS, "spelled differently: " + said)
    if set(missing) <= check.heard_as_homophone:
        # "i've got to grandsons": the transcriber's "to" may be the user's "two"
        return Hold(Reason.UNSUPPORTED_SPECIFIC, "said as a word that sounds the same: " + ", ".join(missing))
    if all(is_date_or_number(k) or k in UNIVERSAL_KEYS for k in missing):
        # "about four months" said by the user two turns on, not where the quote is: which
        # statement the number belongs to is for the user to confirm ("every friday" too)
        other = check.said_in_other_user_turn(missing)
        if other is not None:
            said = f"said in message {other}, not with the quote: "
            return Hold(Reason.UNSUPPORTED_SPECIFIC, said + ", ".join(missing))
    elif set(missing) <= set(check.listener_possessives):
        # "Sam's support" for "your support": the listener's name, which no turn says
        words = surface(check.shape.canon, check.candidate.text, missing)
        return Hold(Reason.UNSUPPORTED_SPECIFIC, "the user said 'your', not " + ", ".join(map(repr, words)))
    return Reject((Reason.UNSUPPORTED_SPECIFIC,), "not backed: " + ", ".join(missing))


def subject_matches(check: Check) -> Reject | None:
    """V6: what the user says about somebody else is a fact about them, and must say so."""
    other = check.wrong_subject
    if other is not None:
        return Reject((Reason.WRONG_SUBJECT,), f"the user said it of {other!r}, the fact of the user")
    return None


def possessor_moved(check: Check) -> Hold | None:
    """V6j: "lost his job at the mill", "took her car in for its mot": the user's words give the
    thing to another person ("his", "her"), and the fact makes it the user's ("User lost their
    job", "User's car"). Held for the user: "her" may be an object ("i bought her flowers")
    and a dropped subject may be the user's."""
    mine = check.users_things
    span, canon = check.span, check.message_canon
    if not mine or not span or canon is None:
        return None
    lows = canon.lows
    for k in span:
        if lows[k] not in SOMEONES_POSSESSIVES:
            continue
        for j in range(k + 1, min(k + 1 + _POSSESSED_REACH, span.stop)):
            person = relation_of(lows[j])
            # a person in other words ("her boy" for "a son"): one relation, not siblings of a class
            if not lemmas(lows[j]).isdisjoint(mine) or (
                person is not None and any(same_person_word(person, m) for m in mine if relation_of(m))
            ):
                return Hold(
                    Reason.WRONG_SUBJECT, f"the user said '{lows[k]} {lows[j]}', the fact makes it the user's"
                )
    return None


_POSSESSED_REACH = 2  # words from "his" to the thing ("his | left | knee")


def answer_about_another(check: Check) -> Hold | None:
    """V6: "What does she teach?" - "year two at the primary": a reply with no subject of its
    own answers the listener's question, and the question was about somebody else; a fact that
    makes it the user's is held for the user to say whose it is."""
    ut, ci = check.utterance, check.claim_clause
    index = check.candidate.source_message_index
    if ut is None or ci is None or not check.about_user or index == 0 or not check.index_valid:
        return None
    # the claim's clause, or one before it, says whom it is about; a verbless noun phrase ("the
    # co-op on the tills") names no one
    if any(
        ut.clauses[j].subject is not Subject.NONE and ut.clauses[j].verb is not None for j in range(ci + 1)
    ):
        return None
    before = check.messages[index - 1]
    if before.role != "assistant":
        return None
    asked = questions(before.content)
    who = asked_about(canonicalize(asked[-1]).lows) if asked else None
    if who is None:
        return None
    return Hold(Reason.WRONG_SUBJECT, f"the user answered a question about {who!r}")


def kin_as_said(check: Check) -> Hold | None:
    """V6: a name the fact gives one relation and the user's message another ("User's sister
    Rosa" on "my cousin rosa's wedding ... my sister's doing the flowers"): the fact may be about
    somebody else. Held, not rejected: a transcript without stops may run a correction into the
    name ("siobhan's my sister | sinead"), and a person may be both."""
    found = check.name_of_other_kin
    if found is None:
        return None
    name, theirs, said = found
    as_said = said if " " in said else f"their {said}"  # "her cousin": somebody else's relation
    return Hold(Reason.WRONG_SUBJECT, f"the user calls {name!r} {as_said}, the fact their {theirs}")


def verb_is_the_users(check: Check) -> Reject | None:
    """V6b: "the doctor wants me to lose a stone" does not back "User wants to lose a stone":
    the user is the object of the wish, somebody else its subject."""
    word = check.verb_of_another
    if word is None:
        return None
    return Reject((Reason.WRONG_SUBJECT,), f"somebody else {word!r} it of the user, not the user")


def roles_as_said(check: Check) -> Reject | None:
    """V6c: "my son bought me a kindle" does not back "User bought their son a Kindle", nor "i
    rang my brother" "User's brother rang User": the fact turns round who did it to whom."""
    who = check.reversed_by
    if who is None:
        return None
    return Reject((Reason.WRONG_SUBJECT,), f"the user said {who!r} did it, the fact turns the roles round")


def list_as_said(check: Check) -> Reject | None:
    """V5h, V6d: a fact's list keeps the shape the user gave it: "porridge or toast" is one of
    the two, not "both porridge and toast"; and "i play guitar and my son plays drums" does not
    put the drums under the user ("User plays guitar and drums")."""
    choice = check.choice_as_both
    if choice is not None:
        return Reject(
            (Reason.UNSUPPORTED_SPECIFIC,), f"the user said {choice!r}, one of them; the fact says both"
        )
    item = check.list_item_moved
    if item is None:
        return None
    return Reject((Reason.WRONG_SUBJECT,), f"the user said {item!r} of somebody else")


def not_a_proposal(check: Check) -> Reject | Hold | None:
    """V9c: "let's do the quiz thing again", "can we go through the money stuff today" propose
    what to do in this conversation: a fact that reports the proposal as the user's wish or
    question ("User wants to do the quiz again") is about the conversation; one that states its
    content as real is held for the user to say."""
    shape = check.shape
    if shape.opinion or not check.proposed or check.with_someone_named:
        # "Maria emphasizes spreading kindness" on "let's keep spreading kindness": her view;
        # "Maria is willing to work with John": the "we" is the user and a named person
        return None
    if any(carries(shape, f) for f in (Frame.WISH, Frame.PLAN, Frame.QUESTION)):
        return Reject((Reason.META_STATEMENT,), "a proposal to the listener about this conversation")
    return Hold(Reason.SAID_AS_WISH, "said as a proposal to the listener")


def is_assertion(check: Check) -> Reject | Hold | None:
    """V7b: a denial ("I don't have a dog" for "User has a dog"), or a positive idiom's word
    ("I'll never forget the day" for "User forgot the day"), does not assert the fact. A negated
    clause right before the quote that may take it as its complement ("I wouldn't say | I'm a
    morning person") holds it for review."""
    repair = check.repaired_by_no
    if repair is not None:
        # "works earlies at the hospital no lates": "no" may repair the word or deny a second
        # thing; either word the fact takes is for the user to confirm
        before, after = repair
        return Hold(Reason.RETRACTED, f"'no' between {before!r} and {after!r} may correct one to the other")
    if negated_content(check.quote_as_meant, check.shape):
        return Reject((Reason.NOT_AN_ASSERTION,), "negated")
    word = check.clause_negation
    if word is not None:
        if check.negated_by_degree:
            # "haven't been able to volunteer much lately" for "finds volunteering valuable": the
            # user denies how much, and whether the fact holds is for them to say
            return Hold(Reason.NEGATION_MISMATCH, f"the user said {word!r} of how much or how lately")
        return Reject((Reason.NEGATION_MISMATCH,), f"the user's clause says {word!r}; the fact does not")
    word = check.negation_before
    if word is not None:
        return Hold(
            Reason.NEGATION_MISMATCH,
            f"the user said {word!r} just before the quote; the fact has no negation",
        )
    return None


_FRAME_REASON = {
    Frame.REPORTED: Reason.REPORTED_SPEECH,
    Frame.PAST: Reason.PAST_AS_PRESENT,
    Frame.JOKE: Reason.RETRACTED,
    Frame.DENIED: Reason.NEGATION_MISMATCH,
}


def stated_as_real(check: Check) -> Reject | Hold | None:
    """V7d: the fact states as real and the user's own what they asked, supposed, wished,
    planned, doubted, reported of somebody else, said of a past that is over, took back as a
    joke or played. The frames come from the clause analysis (`utterance`); a fact that says
    the frame itself ("User wants to ...", "User's boss thinks ...") is fine. Where the words
    leave real doubt ("I think", sarcasm, exaggeration) or only part of the fact is framed, the
    candidate is held for review."""
    found = check.framing
    if found is None:
        return None
    frame, certain = found
    if frame in SOFT_FRAMES:
        return Hold(Reason.SAID_WITH_DOUBT, f"said with {frame.value}")
    if not certain:
        return Hold(Reason.SAID_AS_WISH, f"part of the fact, or what it is said next to, is a {frame.value}")
    if frame is Frame.REPORTED and check.instructed:
        # "the doctor said i'm not allowed grapefruit": an instruction the user may live by
        return Hold(Reason.REPORTED_SPEECH, "somebody else's instruction to the user")
    reason = _FRAME_REASON.get(frame, Reason.NOT_AN_ASSERTION)
    return Reject((reason,), f"the user said it as a {frame.value}, the fact as real")


def not_ironic(check: Check) -> Hold | None:
    """V7d: "yeah nah i'm a world class chef mate": a "yeah nah" that answers no question turns
    the statement after it around; the words leave doubt, so it is held for review."""
    if check.ironic_no:
        return Hold(Reason.SAID_WITH_DOUBT, "said after 'yeah nah' with no question to answer")
    return None


def not_called_sarcasm(check: Check) -> Hold | None:
    """V7d: the user calls their own words sarcasm in the quote's message ("i said oh it's the
    best, dripping with sarcasm"): which statement it turns around is for them to say, so the
    candidate is held (in the next turn it takes the statement back: V12)."""
    if check.sarcasm_owned:
        return Hold(Reason.SAID_WITH_DOUBT, "the user called their words sarcasm")
    return None


def not_laughed_off(check: Check) -> Hold | None:
    """V7h: the assistant met the statement with laughter ("Ha! Really?") and the user's next
    turn did not stand by it: the listener heard a joke, and whether it was one is for the user
    to say (`reactions.listener_laughed`)."""
    reply = check.laughed_at
    if reply is None:
        return None
    return Hold(Reason.SAID_WITH_DOUBT, f"message {reply} laughed at it and the user did not say it again")


def not_heard_as_complaint(check: Check) -> Hold | None:
    """V7i: the fact keeps the user's praise ("User finds the bus brilliant") and the assistant's
    reply met it with sympathy ("Oh no, late again?"): the listener heard a complaint, the shape
    of sarcasm, and which it was is for the user to say (`reactions.listener_commiserated`)."""
    reply = check.commiserated_with
    if reply is None:
        return None
    return Hold(Reason.SAID_WITH_DOUBT, f"message {reply} met the praise with sympathy: it may be sarcasm")


def quote_governed_outside(check: Check) -> Hold | None:
    """V7f: the quote starts inside its clause, after words that may govern it ("my husband's |
    been diagnosed", "always dreamed of | living abroad", "imagine if I quit and | opened a
    bakery"). When such a word is not carried by the fact, what the user meant is for them to
    confirm: the candidate is held with those words shown."""
    words = check.governing_outside
    if not words:
        return None
    return Hold(Reason.QUOTE_CUT, "the quote leaves out " + repr(" ".join(words)) + " before it")


def tense_kept(check: Check) -> Reject | Hold | None:
    """V7e: a state the user put in the past ("I was engaged", "I lived in Chicago") is not a
    present fact ("User is engaged", "User lives in Chicago"), nor is any verb the user said
    only in the past ("i was doing yoga daily" for "User does yoga daily"); a past "had" may
    still be had ("we had a baby in March"): held for review."""
    marker = check.to_do_as_done
    if marker is not None:
        return Reject(
            (Reason.NOT_AN_ASSERTION,), f"the user said it as still to do ({marker!r}), the fact as done"
        )
    verb = check.past_as_present
    certain = True
    if verb is None and check.past_form is not None:
        verb, certain = check.past_form
    if verb is None:
        verb, certain = check.past_state_paraphrased, False
    if verb is None:
        return None
    said = f"the user said {verb!r}, the fact says it in the present"
    if not certain:
        return Hold(Reason.PAST_AS_PRESENT, said)
    return Reject((Reason.PAST_AS_PRESENT,), said)


def sentiment_kept(check: Check) -> Reject | None:
    """V7c: "User hates hiking" on "I love hiking" turns the user's feeling around."""
    if FEELING_KEYS.isdisjoint(check.shape.canon.key_set):
        return None  # no feeling word in the fact (the usual case)
    msg = check.message
    said = msg.content if msg is not None else check.candidate.supporting_quote
    word = contradicted_sentiment(plain(check.candidate.text).split(), said)
    if word is not None:
        return Reject((Reason.CONTRADICTS_QUOTE,), f"the fact says {word!r}; the user said the opposite")
    return None


def not_an_assenting_idiom(check: Check) -> Reject | None:
    """V7g: every word the fact rests on is inside a negated idiom of assent, indifference or
    approval said as its own clause ("yeah I don't see why not", "can't complain really"): the
    fact states the literal words, or drops their negation, and not what the user meant."""
    words = check.assenting_idiom
    if words is None:
        return None
    return Reject(
        (Reason.NEGATION_MISMATCH,),
        f"{words!r} is an idiom of assent: the fact states its literal words, not what the user meant",
    )


def content_supported(check: Check) -> Reject | Hold | None:
    """V5b: a fact none of whose content words the user said is the proposer's inference:
    held for review (or rejected, with `unsupported_content="reject"`)."""
    if not check.content_unbacked:
        return None
    if check.policy.unsupported_content == "reject":
        return Reject((Reason.UNSUPPORTED_CONTENT,), "no word of the fact's content was said")
    return Hold(Reason.UNSUPPORTED_CONTENT, "no content word of the fact is in the user's message")


def specific_in_its_clause(check: Check) -> Hold | None:
    """V5: "User is flying to Porto" on "we're flying into lisbon, then driving up to porto":
    the name is the user's, but said with another verb in another clause; held for review."""
    moved = check.specific_moved
    if moved is None:
        return None
    name, theirs, fact = moved
    said = f"{name!r} goes with {theirs!r} in the user's words, not {fact!r}"
    return Hold(Reason.UNSUPPORTED_SPECIFIC, said)


def value_with_its_own_thing(check: Check) -> Hold | None:
    """V5: "User's daughter is 7" on "my son's seven and my daughter just turned four": the
    number was said of another thing, in its own coordinated clause, and the fact's thing has
    a number of its own there (`binding.crossed_value`). Held, not rejected: the clauses are
    read by their links alone, and speech links a correction or an aside the same way."""
    crossed = check.crossed_value
    if crossed is None:
        return None
    number, word = crossed
    return Hold(Reason.UNSUPPORTED_SPECIFIC, f"{number!r} was said of another thing than {word!r}")


def value_of_the_quote(check: Check) -> Hold | None:
    """V5: "User takes 10 mg of the statin" on "the doctor wants me on ten milligrams but i'm
    still on five", quoting "i'm still on five": the fact's measure is the user's, but not
    what the quote says of it; held for the user to say which is theirs."""
    found = check.value_beside_quote
    if found is None:
        return None
    fact, said = found
    return Hold(Reason.UNSUPPORTED_SPECIFIC, f"the fact says {fact}, the quote {said}")


def object_said(check: Check) -> Hold | None:
    """V5b: "User plays guitar in a covers band" on "i play in a band": the user's verb took
    no object and the user never named the one the fact gives it; held for the user to say."""
    noun = check.object_added
    if noun is None:
        return None
    return Hold(Reason.UNSUPPORTED_CONTENT, f"the user never said {noun!r}, what the fact says they do it to")


def role_as_said(check: Check) -> Hold | None:
    """V5b: "User is the branch manager at a bank" on "i work at the bank, same branch for
    eighteen years": a title the user never gave themselves; held for the user to say."""
    role = check.role_unsaid
    if role is None:
        return None
    return Hold(Reason.UNSUPPORTED_CONTENT, f"the user never gave themselves the title {role!r}")


def unit_as_said(check: Check) -> Hold | None:
    """V5: "User walks 4 km each way" on "about four each way": the user gave the number no
    unit, and a weight, a distance or a volume is not told without one; held for the user to
    say which."""
    found = check.unit_unsaid
    if found is None:
        return None
    value, unit = found
    return Hold(Reason.UNSUPPORTED_SPECIFIC, f"the user said {value} with no unit; the fact says {unit}")


def list_items_said(check: Check) -> Hold | None:
    """V5b: "User's son is allergic to peanuts, eggs and milk" on "he's allergic to peanuts and
    eggs": the fact's list ends on a thing the user never named; held for the user to say."""
    word = check.item_added
    if word is None:
        return None
    return Hold(Reason.UNSUPPORTED_CONTENT, f"the user never said {word!r} among the things they listed")


def thing_as_said(check: Check) -> Hold | None:
    """V5b: "User works for a small law firm" on "i do the books for a small firm": the fact
    narrows what the user named with a word they never said; held for the user to say."""
    found = check.thing_narrowed
    if found is None:
        return None
    word, thing = found
    return Hold(Reason.UNSUPPORTED_CONTENT, f"the user never said {word!r} of the {thing!r} they named")


def term_said(check: Check) -> Hold | None:
    """V5: "User takes simvastatin for cholesterol" on "i take something for my cholesterol": a
    drug, brand or place written small is a name the user must have said; held for the user to
    say (`support.unsaid_term`)."""
    term = check.term_unsaid
    if term is None:
        return None
    return Hold(Reason.UNSUPPORTED_SPECIFIC, f"the user never said {term!r}")


def whom_said(check: Check) -> Hold | None:
    """V5b: "User's sister is a nurse" on "my sister is a teacher": the fact is the user's
    sentence with the role (or animal) they named swapped for one they never said; held for
    the user to say which (a role is no name, so V5 does not check it)."""
    found = check.whom_replaced
    if found is None:
        return None
    fact, said = found
    return Hold(Reason.UNSUPPORTED_CONTENT, f"the user never said {fact!r}; they said {said!r} there")


def not_taken_back(check: Check) -> Reject | Hold | None:
    """V12: a later turn of the user takes the statement back ("actually scratch that, the
    trip's off"; "forget what I said about the job"), by mechanism as well as by phrase: a value
    of the fact's type corrected in the next turn ("eighty six, sorry"), a word of the fact
    denied, stopped or called off ("i don't have a boyfriend", "scrap the cruise"), a correction
    said as a denial opening the next turn ("ay wait no ..."), a "no" to nothing the assistant
    asked, and moves of discourse in the next few turns (`takeback`: "well i say booked", "okay
    that's a lie", "well, worked", "so that's that"). Each says whether it is unambiguous
    (rejected) or only likely (held: the user says). A later turn that says the fact again after
    a contrast ("... but yeah, my twin's a mechanic"), or says the fact's own value beside its thing,
    takes back something else."""
    source = check.candidate.source_message_index
    held: Hold | None = None
    for verdict, where in _later_readings(check):
        if where != source and (check.restated_in(where) or check.value_again_in(where)):
            # "scratch the gym plan, but the dry january i'm sticking to"; "no, the fourth is the
            # project deadline, the exam stays on the eleventh": what it takes back is another thing
            continue
        if where != source and any(check.restated_in(k) for k in user_turns_after(check.messages, where, 2)):
            # "well, four if you count the dog haha" ... "but three kids, yeah": the user's last
            # word on it says it again
            continue
        if isinstance(verdict, Reject):
            return verdict
        held = held or verdict
    return held


def no_change_since(check: Check) -> Hold | None:
    """V12b: a later user turn reports an event and then how things are now ("he moved into the
    care home in march, now the house is so quiet"): the statement may no longer hold, whatever
    the event's verb, so it is held for the user (`reactions.change_reported`). A turn that says
    the fact again after a contrast is about something else."""
    change = check.changed_since
    if change is None or check.restated_in(change.turn):
        return None
    return Hold(Reason.RETRACTED, f"message {change.turn} says something changed: '{change.verb} ... now'")


def still_had(check: Check) -> Hold | None:
    """V7e: "User has a dog" of "my dog died last year", "User has a car" of "i sold my car last
    week": the fact says the user has what the same turn says ended or was given up. Held: the
    turn may speak of another one ("we got a puppy after the old dog died")."""
    if check.ended_in_source is None:
        return None
    return Hold(Reason.PAST_AS_PRESENT, "the same turn says what the fact says the user has is gone")


def not_ended_after(check: Check) -> Hold | None:
    """V12c: the user's next turn stops or calls off what was just said without naming it ("we
    had to cancel", "i gave that up in the summer", "we pulled out"): held for the user, since
    the pronoun may point at something else the assistant brought up (`reactions.ended_next`)."""
    turn = check.ended_after
    if turn is None or check.restated_in(turn):
        return None
    return Hold(Reason.RETRACTED, f"message {turn} may say it was stopped or called off")


def date_not_put_off(check: Check) -> Hold | None:
    """V12: "my hip op is on the ninth" ... "they rang and it's been postponed again": a later
    turn puts off what it points back at, and the fact's date may no longer hold; the user says
    (held). A fact with no date is left alone: a postponed operation is still an operation."""
    turn = check.put_off_after
    if turn is None or check.restated_in(turn):
        return None
    return Hold(Reason.RETRACTED, f"message {turn} may say its date was put off")


def not_read_as_taken_back(check: Check) -> Hold | None:
    """V12f: the user's next turns read like taking the statement back, by the learned doubt
    (`later_model`: "well we had to rehome him in the end", "plot twist, she's hosting now"),
    though no reading above named how. Held for the user, never rejected: the model weighs how
    a turn is said, not what it says of the fact. A turn that says the fact again is not one."""
    model = load_model()
    index = check.candidate.source_message_index
    turns = user_turns_after(check.messages, index, model.turns)
    if not turns:
        return None
    texts = tuple(check.messages[j].content for j in turns)
    if read_turns(texts).score <= model.threshold:
        return None  # most candidates end here, on a score cached for the turns' texts
    # a turn that settles a value said since the statement ("sorry i'm muddled, it was sixty
    # three") is about that value: read only the turns before it
    kept = list(takewhile(lambda j: not corrects_between(check.shape, check.messages, index, j), turns))
    if not kept or any(check.restated_in(j) for j in kept):
        return None
    reading = read_turns(texts[: len(kept)])
    if reading.score <= model.threshold:
        return None
    said = ", ".join(repr(w) for w in reading.words)
    return Hold(Reason.RETRACTED, f"message {kept[0]} reads like taking it back ({said})")


def _later_readings(check: Check) -> Iterator[tuple[Reject | Hold, int]]:
    """V12's readings in order, each with the turn it reads; each is computed only when asked
    for (the first that rejects decides)."""
    where = check.taken_back
    if (
        where is not None
        and where != check.candidate.source_message_index
        and check.corrects_another_slot(where)
    ):
        where = None  # "i tell a lie, it was the wednesday": a day the fact does not hold
    if where is not None:
        if where != check.candidate.source_message_index and where != check.next_user_turn:
            undone = check.undone_later
            if undone is not None and undone.index == where and undone.sure:
                yield (
                    Reject((Reason.RETRACTED,), f"taken back in message {where}: '{undone.words}'", where),
                    where,
                )
            if check.named_in(where) and not check.retracted_of_another(where):
                # "forget what i said about brisbane": about the fact
                yield Reject((Reason.RETRACTED,), f"taken back in message {where}", where), where
            # turns later the words may be about something else ("it didn't work out" of the
            # project, not of the statement): the user says which
            yield Hold(Reason.RETRACTED, f"message {where} may take it back"), where
        elif check.retracted_of_another(where):
            # "the ad thing got turned down": of another thing the turn names beside the fact
            yield Hold(Reason.RETRACTED, f"message {where} may take it back"), where
        else:
            yield Reject((Reason.RETRACTED,), f"taken back in message {where}", where), where
    pointed = check.pointed_back_later
    if pointed is not None:
        where, taken = pointed
        if taken:
            yield Reject((Reason.RETRACTED,), f"taken back in message {where}", where), where
        else:
            yield Hold(Reason.SAID_WITH_DOUBT, f"message {where} reports it as somebody's word"), where
    yield from _reading(
        check.corrected_later, "a value corrected in message {}", "a value corrected in message {}"
    )
    yield from _reading(
        check.recalendared_later,
        "a month or day put right in message {}",
        "message {} puts a month or day right",
    )
    yield from _reading(
        check.contradicted_later,
        "denied or called off in message {}",
        "message {} may deny it or say it stopped",
    )
    yield from _reading(check.corrected_next, "corrected in message {}", "message {} opens with a correction")
    yield from _reading(
        check.resumed_later, "taken up again in message {}", "message {} may say it was taken up again"
    )
    undone = check.undone_later
    if undone is not None:
        j, words = undone.index, undone.words
        if undone.sure:
            yield Reject((Reason.RETRACTED,), f"taken back in message {j}: '{words}'", j), j
        else:
            yield Hold(Reason.RETRACTED, f"a later turn may take this back: '{words}'"), j
    yield from _reading(check.denied_elliptically, "denied in message {}", "message {} may deny it")
    echoed = check.echo_denied_next
    if echoed is not None:
        yield Reject((Reason.RETRACTED,), f"denied in message {echoed}, asked back"), echoed
    yield from _held(check.denied_next, "message {} says no to nothing that was asked")
    yield from _held(check.doubted_later, "message {} may take it back")
    yield from _held(check.corrected_further_on, "message {} may correct it")
    yield from _held(check.value_now_later, "message {} gives another value, now")
    yield from _held(check.restated_later, "message {} stresses another value")
    yield from _held(check.moved_away_later, "message {} says they moved away")
    yield from _held(check.disowned_later, "message {} gives it to somebody else")
    yield from _held(check.named_now, "message {} names something else, now")
    yield from _held(check.moved_later, "message {} moves something to another month or day")
    yield from _held(check.placed_elsewhere, "message {} moves it to another place")
    yield from _held(check.reversed_later, "message {} says in the positive what the fact denies")
    yield from _held(check.recovered_later, "message {} says they got over it")
    yield from _held(check.reached_later, "message {} says what it was on the way to was reached")
    yield from _held(check.not_yet_later, "message {} says it is only nearly so, or not yet")
    yield from _held(check.overstated_later, "message {} says the words were stronger than the truth")
    hanging = check.conditioned_later
    if hanging is not None:
        yield Hold(Reason.SAID_WITH_DOUBT, f"message {hanging} makes it hang on a condition"), hanging
    yield from _held(check.recounted_later, "message {} counts it with another number")
    yield from _held(check.back_to_later, "message {} says the user is back to something else")
    yield from _held(check.news_later, "message {} reports news of it")
    yield from _held(check.revalued_later, "message {} sets another value against the fact's")
    yield from _held(check.checked_value_later, "message {} gives a value found by checking")
    yield from _held(
        check.repair_tagged_later, "message {} owns up to a repair, to misstating by habit or to a confession"
    )
    yield from _held(check.redated_later, "message {} gives it another day")
    # the readings of stop 57 come after the older ones, so that a turn an older reading holds
    # keeps that reading's words in the detail
    yield from _held(check.found_otherwise_later, "message {} tells it was found to be something else")
    yield from _held(check.set_at_later, "message {} sets it to another value")
    yield from _held(check.left_place_later, "message {} says they left the place")
    yield from _held(check.went_to_another_later, "message {} says it went to another keeper")
    instead = check.replaced_instead
    if instead is not None and not check.restated_in(instead):  # "..., still june though"
        yield Hold(Reason.RETRACTED, f"message {instead} says something is done instead"), instead
    replaced = check.replaced_next
    if replaced is not None:
        j, new, old = replaced
        yield Hold(Reason.RETRACTED, f"message {j} opens with {new!r} where the fact has {old!r}"), j


def _held(turn: int | None, detail: str) -> Iterator[tuple[Reject | Hold, int]]:
    """A later-turn reading that can only hold, as V12's verdict and the turn it reads (nothing
    when it found nothing). The caller passes the reading's property, so it is computed only
    when `_later_readings` gets this far."""
    if turn is not None:
        yield Hold(Reason.RETRACTED, detail.format(turn)), turn


def _reading(
    found: tuple[int, bool] | None, sure_detail: str, likely_detail: str
) -> Iterator[tuple[Reject | Hold, int]]:
    """One later-turn reading as V12's verdict and the turn it reads (nothing when it found
    nothing)."""
    verdict = _retracted(found, sure_detail, likely_detail)
    if verdict is not None and found is not None:
        yield verdict, found[0]


def _retracted(
    reading: tuple[int, bool] | None, sure_detail: str, likely_detail: str
) -> Reject | Hold | None:
    """A later-turn reading of V12 as a verdict: (message, sure) rejects when sure, holds when only
    likely; each detail names the message through its "{}"."""
    if reading is None:
        return None
    where, sure = reading
    if sure:
        return Reject((Reason.RETRACTED,), sure_detail.format(where), where)
    return Hold(Reason.RETRACTED, likely_detail.format(where))


def time_resolved(check: Check) -> Reject | Hold | None:
    """V8: no unresolved relative time in a fact; valid_from must agree with the quote's dates.
    A past fact that keeps "the weekend" alone is held: which weekend is for the user to say."""
    text = check.candidate.text
    fact_keys = check.shape.canon.key_set
    relative = has_relative_time(text, fact_keys)
    # "in ten years" is how long, not when, in a negated fact ("hasn't smoked in two years") and
    # in a past one ("User went for their first swim in about ten years"): a past is never ahead
    if relative and (not NEGATIVE.isdisjoint(fact_keys) or looks_back(text)):
        relative = has_relative_time(text, fact_keys, duration_ok=True)
    relative = relative or unresolved_weekday(check.shape)
    if relative and not has_date_anchor(check.candidate.supporting_quote):
        return Reject((Reason.UNRESOLVED_RELATIVE_TIME,), "the fact keeps a relative time")
    resolutions = check.resolutions
    if resolutions and check.day is not None and check.message is not None:
        off = dates_disagree(text, resolutions, check.message.content, check.day)
        if off is not None:
            said = "; ".join(f"{r.phrase!r} -> {r.start.isoformat()}" for r in resolutions if r.relative)
            return Reject((Reason.DATE_MISMATCH,), f"the fact says {off!r} but {said}")
        rarer = rarer_reading(text, resolutions, check.message.content, check.day)
        if rarer is not None:
            usual = "; ".join(
                f"{r.phrase!r} is usually {r.start.isoformat()}" for r in resolutions if r.relative
            )
            return Hold(Reason.DATE_MISMATCH, f"the fact says {rarer!r}, but {usual}")
    wanted = check.candidate.valid_from
    if wanted is None:
        return _weekend_kept(check)
    if resolutions:
        if any(r.usually_admits(wanted) for r in resolutions):
            return _weekend_kept(check)
        if any(r.admits(wanted) for r in resolutions):
            usual = "; ".join(f"{r.phrase!r} is usually {r.start.isoformat()}" for r in resolutions)
            return Hold(Reason.DATE_MISMATCH, f"valid_from {wanted.isoformat()}, but {usual}")
        if wanted == check.day and all(r.guess for r in resolutions):
            return _weekend_kept(check)  # "i play football on saturday" may be a habit
        said = "; ".join(f"{r.phrase!r} -> {r.start.isoformat()}" for r in resolutions)
        return Reject((Reason.DATE_MISMATCH,), f"valid_from {wanted.isoformat()} but {said}")
    if wanted != check.day:
        return Reject((Reason.DATE_MISMATCH,), f"valid_from {wanted.isoformat()} has no date in the quote")
    return _weekend_kept(check)


def _weekend_kept(check: Check) -> Hold | None:
    if has_date_anchor(check.candidate.text):
        return None
    if unresolved_weekend(check.shape):
        return Hold(Reason.UNRESOLVED_RELATIVE_TIME, "which weekend the fact means is not said")
    if weekday_ahead(check.shape):
        return Hold(Reason.UNRESOLVED_RELATIVE_TIME, "which day of the week ahead the fact means is not said")
    return None


def not_one_of_two_values(check: Check) -> Hold | None:
    """V5/V7d: "User's grandson is eleven" on "he's eleven, maybe twelve, i can't remember": the
    user offered two values and was not sure which; held for the user to say."""
    found = check.value_with_alternative
    if found is None:
        return None
    a, b = found
    return Hold(Reason.SAID_WITH_DOUBT, f"the user said {a} or {b}, the fact only one of them")


def conjunct_said(check: Check) -> Hold | None:
    """V5b: "User's mum is in a care home and has dementia" on "my mum's in a care home": the
    fact joins a second claim none of whose words the user said; held for the user to say."""
    words = check.conjunct_unsaid
    if words is None:
        return None
    return Hold(Reason.UNSUPPORTED_CONTENT, f"the user never said {words!r}, which the fact adds with 'and'")


def not_tombstoned(check: Check) -> Reject | None:
    """V10: a fact the user rejected or asked to forget is never learned again."""
    if is_tombstoned(check.candidate.text, check.tombstones, check.policy.duplicate_ratio) is not None:
        return Reject((Reason.TOMBSTONED,), "the user rejected this fact before")
    return None


RULES: tuple[Rule, ...] = (
    text_shape,
    source_message,
    quote_length,
    quote_found,
    quote_in_own_words,
    meta_statement,
    polarity_matches,
    not_an_assenting_idiom,
    specifics_backed,
    subject_matches,
    possessor_moved,
    answer_about_another,
    kin_as_said,
    verb_is_the_users,
    roles_as_said,
    list_as_said,
    not_a_proposal,
    is_assertion,
    stated_as_real,
    not_ironic,
    not_called_sarcasm,
    not_laughed_off,
    not_heard_as_complaint,
    quote_governed_outside,
    tense_kept,
    still_had,
    sentiment_kept,
    content_supported,
    not_said_to_the_listener,
    specific_in_its_clause,
    value_with_its_own_thing,
    value_of_the_quote,
    object_said,
    conjunct_said,
    not_one_of_two_values,
    term_said,
    whom_said,
    thing_as_said,
    list_items_said,
    unit_as_said,
    role_as_said,
    not_one_of_two,
    not_taken_back,
    no_change_since,
    not_ended_after,
    date_not_put_off,
    not_read_as_taken_back,
    time_resolved,
    not_tombstoned,
)
