"""What a user message says, clause by clause: who each clause is about and how it was said.

A quote is a piece of a message, and a piece can mean the opposite of the whole: "I'm not sure
| I'm allergic to cats", "my sister | is pregnant", "if the biopsy is clean | we're going to
Italy", "I'm quitting my job | lol just kidding". The gate therefore judges a fact against the
clauses the quote belongs to, read from the whole message (`analyse`):

* **clauses**: speech-to-text gives few full stops, so a clause also starts where a new subject
  and verb start ("was that a panic attack | my chest got tight"), after a linking word ("so",
  "but", "because") and at punctuation;
* **subject** of each clause: the user ("I", "we", "me and my wife"), a third party ("she", "my
  sister", "my roommate Kofi"), the assistant ("you"), or a thing ("my commute", "it");
* **frames** over each token, from the markers of `lexicon.words` and their scope: a question,
  a condition and its main clause, a supposition, a wish, a plan or possibility, doubt (strong,
  or soft like "I think"), somebody else's words, a past that is over, a joke taken back, role
  play, sarcasm, exaggeration;
* **presupposed** tokens: what a question takes as given (the possessed thing in "how do I get my
  cat Biscuit to stop scratching", what the user tells in "how do I tell my boss I'm pregnant");
* **retracted** tokens: a value the user corrected within the turn ("fifty no five hundred").

Pure and cached per message text: each message is analysed once however many candidates cite it.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from functools import lru_cache

from companion.validation.lexicon import (
    ABSOLUTES,
    APPROXIMATORS,
    AUXILIARIES,
    CALENDAR,
    CLAUSE_LINKS,
    CLAUSE_OPENERS,
    COMPLEMENT_VERBS,
    CONTRACTED_VERB,
    DETERMINERS,
    EMOTIVE_FACTIVES,
    FACTIVE_VERBS,
    FUNCTION_WORDS,
    GENERIC_PEOPLE,
    GIVEN_CLAUSE_OPENERS,
    GLOWING_OPENERS,
    HEDGE_ADVERBS,
    HUMAN_ACTIONS,
    HUMAN_ROLES,
    HYPERBOLE_NUMBERS,
    HYPERBOLE_WORDS,
    INTERJECTIONS,
    NOUN_PHRASE_STOPS,
    PAST_AUXILIARIES,
    PETS,
    POSSESSIVES,
    PREPOSITIONS,
    QUESTION_AUXILIARIES,
    QUESTION_COMPLEMENT,
    QUESTION_SUBJECTS,
    RELATIONS,
    REPORT_ADVERBS,
    REPORT_AUDIENCE,
    REPORT_VERBS,
    RESCHEDULE_VERBS,
    SECOND_PERSON,
    SUBJECT_PRONOUNS,
    SUBORDINATORS,
    THIRD_SUBJECTS,
    UNIVERSALS,
    USER_SUBJECTS,
    WH_WORDS,
)
from companion.validation.lexicon import (
    NEGATIONS as NEGATION_WORDS,
)
from companion.validation.lexicon.morphology import (
    is_finite_verb,
    is_gerund,
    is_participle,
    is_past,
    lemmas,
    noun_lemmas,
    pos,
)
from companion.validation.lexicon.tables import (
    CORRECTIONS,
    FRAME_MARKERS,
    HYPERBOLES,
    OATH_PHRASES,
    SPEECH_ACTS,
    SUPERLATIVES,
    Marker,
    find_phrases,
)
from companion.validation.normalize import Canon, canonicalize, token_spans

__all__ = ["Clause", "Frame", "Utterance", "analyse", "clear_caches", "find_phrases", "relation_of", "subject_start"]


class Frame(enum.Enum):
    """How the words under it were said (V7). The value is what a reviewer reads."""

    QUESTION = "question"
    CONDITION = "condition"
    HYPOTHETICAL = "supposition"
    WISH = "wish"
    PLAN = "plan"
    POSSIBLE = "possibility"
    DOUBT = "doubt"
    SOFT_DOUBT = "hedge"
    REPORTED = "somebody else's words"
    PAST = "past that is over"
    JOKE = "joke taken back"
    ROLEPLAY = "role play"
    SARCASM = "sarcasm"
    HYPERBOLE = "exaggeration"
    ABSURD = "joke"
    DENIED = "denial"


#: Frames a complement clause shares with the clause whose verb governs it.
_INHERITED = frozenset({Frame.HYPOTHETICAL, Frame.CONDITION, Frame.WISH, Frame.REPORTED, Frame.JOKE, Frame.ROLEPLAY})
#: Frames where the words leave real doubt: the gate holds for review instead of rejecting.
SOFT_FRAMES = frozenset({Frame.SOFT_DOUBT, Frame.SARCASM, Frame.HYPERBOLE, Frame.ABSURD})

_FRAME_OF_MARKER = {
    Marker.DOUBT: Frame.DOUBT,
    Marker.SOFT_DOUBT: Frame.SOFT_DOUBT,
    Marker.POSSIBLE: Frame.POSSIBLE,
    Marker.WISH: Frame.WISH,
    Marker.PLAN: Frame.PLAN,
    Marker.CONDITION: Frame.CONDITION,
    Marker.HYPOTHETICAL: Frame.HYPOTHETICAL,
    Marker.PAST: Frame.PAST,
    Marker.JOKE: Frame.JOKE,
    Marker.ROLEPLAY: Frame.ROLEPLAY,
    Marker.SARCASM: Frame.SARCASM,
    Marker.HEARSAY: Frame.REPORTED,
    Marker.CONDITION_AFTER: Frame.CONDITION,
    Marker.DENIAL: Frame.DENIED,
}
_LINKS = CLAUSE_LINKS | SUBORDINATORS
_SENTENCE_END = frozenset(".!?;…")


@dataclass(frozen=True, slots=True)
class Clause:
    """One clause of a message: its token range, subject and verb."""

    first: int
    end: int  # exclusive
    head: int  # the first token after opening words ("and", "well", "if")
    subject: str  # "user" | "third" | "you" | "thing" | "none"
    relation: str | None  # the relation word of a third-party subject ("sister"), or a name
    verb: int | None
    past: bool
    question: bool


@dataclass(frozen=True, slots=True)
class Utterance:
    """A user message analysed (see the module docstring)."""

    canon: Canon
    clauses: tuple[Clause, ...]
    clause_of: tuple[int, ...]  # token -> clause index
    frames: tuple[frozenset[Frame], ...]  # token -> the frames that govern it
    presupposed: frozenset[int]
    retracted: frozenset[int]
    sarcastic: bool  # the message holds a cue of clear sarcasm
    users: frozenset[int]  # tokens of noun phrases the user owns ("my left knee")
    corrections: frozenset[int]  # the markers of in-turn corrections ("no sorry", "actually no")
    # the message as meant after its corrections, with each token's index in the message
    corrected: tuple[Canon, tuple[int, ...]] | None = None
    definite: frozenset[int] = frozenset()  # "the X" noun phrases of questions
    sentence_of: tuple[int, ...] = ()  # clause -> its sentence
    near_corrections: frozenset[int] = frozenset()  # tokens right before a correction marker

    def clause_at(self, token: int) -> Clause:
        return self.clauses[self.clause_of[token]]


def relation_of(word: str) -> str | None:
    """The relation a word names ("sisters" -> "sister", "grandkids" -> "grandkid"), or None."""
    if word in RELATIONS:
        return word
    for lemma in noun_lemmas(word):
        if lemma in RELATIONS:
            return lemma
    if word.endswith("s") and word[:-1] in RELATIONS:  # "mom's" read without its apostrophe
        return word[:-1]
    return None


def _closed(word: str) -> bool:
    """A word of a closed class (never a name, however unknown to the dictionary)."""
    return word in _CLOSED


def _verbish(low: str) -> bool:
    return low in AUXILIARIES or low in CONTRACTED_VERB or is_finite_verb(low)


def _noun_like(low: str) -> bool:
    if low[:1].isdigit():
        return True
    tags = pos(low)
    return not tags or not tags.isdisjoint(("NOUN", "ADJ", "PROPN", "NUM"))


def _is_be_clitic(lows: tuple[str, ...], k: int) -> bool:
    """"my landlord's selling": a word ending in s (an apostrophe dropped) read as "is" when what
    follows is a verb form, a determiner or an adjective-only word."""
    word = lows[k]
    if not word.endswith("s") or k + 1 >= len(lows):
        return False
    nxt = lows[k + 1]
    if nxt in DETERMINERS or nxt in _AFTER_IS:
        return True
    if is_gerund(nxt) or (is_participle(nxt) and "NOUN" not in pos(nxt)):
        return True
    tags = pos(nxt)
    return bool(tags) and tags <= {"ADJ", "ADV"}


def _np_then_verb(lows: tuple[str, ...], k: int, limit: int = 6, stop: int | None = None) -> int | None:
    """From a determiner or possessive at k, the index of the verb that follows its noun phrase
    ("my chest | got", "the roof repair | came"), or None when no verb follows before `stop`."""
    n = len(lows) if stop is None else stop
    j = k + 1
    while j < n and j - k <= limit:
        w = lows[j]
        if w == "in" and j + 1 < n and lows[j + 1] in ("law", "laws") and relation_of(lows[j - 1]):
            j += 2  # "my brother in law's a pilot"
            if _is_be_clitic(lows, j - 1):
                return j - 1
            continue
        if w in PREPOSITIONS and w != "of":
            nxt = lows[j + 1] if j + 1 < n else ""
            if w in _NP_PREPOSITIONS and (nxt in DETERMINERS or (nxt and not pos(nxt) and not _closed(nxt))):
                j += 2 if nxt in DETERMINERS else 1  # "the quote for the new boiler | came"
                continue
            return None
        if w in ("and", "or"):
            j += 1
            continue
        if w in SUBJECT_PRONOUNS or (j > k + 1 and w in DETERMINERS):
            return None  # a pronoun or a second noun phrase: no verb for this one
        if j > k + 1 and _verbish(w) and not (w.endswith("s") and "NOUN" in pos(w) and j + 1 < n and _verbish(lows[j + 1])):
            return j
        plural = [x for x in lows[k + 1 : j] if x.endswith("s") and relation_of(x)]
        if j > k + 1 and "VERB" in pos(w) and plural and all(
            x in plural or x in ("all", "both", "always") or x == lows[k + 1] for x in lows[k + 1 : j]
        ):
            return j  # "my friends say", "my mates all say": a plural subject and its verb
        if _is_be_clitic(lows, j):
            return j
        j += 1
    return None


def subject_start(lows: tuple[str, ...], k: int, stop: int | None = None) -> bool:
    """Token k can open a clause as its subject (looking no further than `stop`)."""
    w = lows[k]
    n = len(lows) if stop is None else stop
    if w in SUBJECT_PRONOUNS:
        return True
    if w == "well" and k > 0 and k + 1 < n and lows[k - 1] not in CLAUSE_OPENERS:
        nxt = lows[k + 1]  # "we'll" without its apostrophe: "... come early well plant the maize"
        return "VERB" in pos(nxt) and nxt not in _CLOSED and not is_past(nxt) and nxt not in SUBJECT_PRONOUNS
    if w == "its":  # "it's" without its apostrophe; after a verb it is a possessive (see _segment)
        return k + 1 < n and lows[k + 1] not in PREPOSITIONS
    if w == "were":  # "we're" without its apostrophe, when a verb form or noun phrase follows
        return k + 1 < n and (is_gerund(lows[k + 1]) or lows[k + 1] in ("gonna", "not", "so", "all", "just", "still"))
    if w in ("you", "it", "its", "that", "this", "there", "everyone", "everybody", "nobody", "someone"):
        return k + 1 < n and _verbish(lows[k + 1]) and lows[k + 1] not in ("to",)
    if w in POSSESSIVES or w in ("the", "this", "that") or _dialect_my(lows, k):
        return _np_then_verb(lows, k, stop=n) is not None
    if w.endswith("s") and len(w) > 3 and not pos(w[:-1]) and not _closed(w):
        return _np_then_verb(lows, k, stop=n) is not None  # "jamie's shoe size is"
    if not pos(w) and w.isalpha() and not _closed(w) and k + 1 < n:
        return is_finite_verb(lows[k + 1]) and lows[k + 1] not in AUXILIARIES  # "kofi works"
    return False


def _dialect_my(lows: tuple[str, ...], k: int) -> bool:
    """"me mam", "me boss", "me knee": "me" for "my" before a noun (British and Irish speech)."""
    if lows[k] != "me" or k + 1 >= len(lows):
        return False
    nxt = lows[k + 1]
    return relation_of(nxt) is not None or ("NOUN" in pos(nxt) and not _verbish(nxt) and nxt not in _CLOSED)


def _subject_start_within(lows: tuple[str, ...], k: int, stop: int) -> bool:
    return subject_start(lows, k, stop)


def _inverted(lows: tuple[str, ...], k: int, boundary: tuple[bool, ...] = ()) -> bool:
    """Token k opens a question: "should i", "do you think", "how do i", "was that" (not "sure
    we did, we drove": a comma between the verb and the pronoun)."""
    n = len(lows)
    w = lows[k]
    if boundary and k + 1 < n and boundary[k + 1]:
        return False
    if w in QUESTION_AUXILIARIES:
        return k + 1 < n and lows[k + 1] in QUESTION_SUBJECTS
    if w in WH_WORDS:
        return k + 1 < n and (lows[k + 1] in QUESTION_AUXILIARIES or lows[k + 1] in ("im", "youre"))
    return w in ("whats", "hows", "wheres", "whos")


def _sentence_ends(canon: Canon, text: str) -> tuple[frozenset[int], frozenset[int]]:
    """Tokens followed by a sentence end, and those followed by a question mark."""
    spans = token_spans(text)
    ends: set[int] = set()
    questions: set[int] = set()
    n = len(canon.keys)
    for k in range(n):
        stop = spans[canon.starts[k + 1]][0] if k + 1 < n else len(text)
        between = text[spans[canon.ends[k] - 1][1] : stop]
        if any(c in _SENTENCE_END for c in between):
            ends.add(k)
        if "?" in between:
            questions.add(k)
    return frozenset(ends), frozenset(questions)


def _segment(lows: tuple[str, ...], canon: Canon, ends: frozenset[int]) -> list[int]:
    """The first token of every clause."""
    n = len(lows)
    starts = [0]
    has_verb = has_noun = False
    stops = [n] * n  # the end of each token's sentence
    end_of = n
    for k in range(n - 1, -1, -1):
        if k in ends:
            end_of = k + 1
        stops[k] = end_of

    def subject_start(lows: tuple[str, ...], k: int) -> bool:
        return _subject_start_within(lows, k, stops[k])

    for k in range(n):
        w = lows[k]
        if k > 0:
            split = False
            if (k - 1) in ends:
                split = True
            elif w in _CONDITION_STARTS and lows[k - 1] in CLAUSE_LINKS and k - 1 > starts[-1]:
                starts.append(k - 1)  # "slowly | but if the loan goes through": the link opens it
                has_verb = has_noun = False
                continue
            elif w in _LINKS and k + 1 < n and subject_start(lows, k + 1):
                # "me and | my husband are", "me and the lads did": one subject, not two clauses
                split = has_verb and not (w in ("and", "an", "n") and lows[k - 1] in USER_SUBJECTS)
            elif w in CLAUSE_LINKS and canon.boundary[k] and has_verb:
                split = True  # "..., but the help I got was invaluable"
            elif w in ("who", "whos", "which") and has_verb and lows[k - 1] not in WH_WORDS:
                split = True  # "a wee lad | who's turning ten": a clause about the noun before
            elif canon.boundary[k] and has_verb and (_verbish(w) or "VERB" in pos(w)) and w not in _CLOSED:
                split = True  # "I finished another project - want to see a pic?": a new clause
            elif w in CLAUSE_LINKS and k + 1 < n and _inverted(lows, k + 1, canon.boundary):
                split = True  # "or is that crazy": a second question
            elif _LINK_MARKS.intersection(canon.marks[k].split()) and subject_start(lows, k):
                split = True  # "... married | so the house is quiet": a dropped linking "so"
            elif w in _LINKS and w in CLAUSE_LINKS and has_verb and k + 1 < n and _verbish(lows[k + 1]):
                split = True  # "and has the place": a second verb with the subject left out
            elif (
                subject_start(lows, k)
                and lows[k - 1] not in _LINKS
                and (lows[k - 1] not in PREPOSITIONS or w in SUBJECT_PRONOUNS)
                and lows[k - 1] not in DETERMINERS
            ):
                # after a verb, a pronoun, or a fragment with no noun ("not really | my
                # thermostat's at 64", "stressful | my coworker is ...")
                split = (
                    has_verb
                    or not has_noun
                    or canon.boundary[k]
                    or bool(canon.marks[k])
                    or w in SUBJECT_PRONOUNS
                    or k - starts[-1] <= 2  # after a fragment: "wahala o | my mother-in-law keeps"
                )
                prev = lows[k - 1]
                if (prev in AUXILIARIES or prev in WH_WORDS) and not canon.boundary[k] and w in _PRONOUN_SUBJECTS:
                    split = False  # "should i", "how do i": a question's subject after its verb
                elif w not in SUBJECT_PRONOUNS and (_verbish(prev) or "VERB" in pos(prev)) and not canon.boundary[k]:
                    # a noun phrase right after a verb is its object ("I'm | my dad's
                    # caregiver"), unless the verb takes a clause ("I wish | my dad was here")
                    split = not COMPLEMENT_VERBS.isdisjoint(lemmas(prev))
            elif (
                w in QUESTION_AUXILIARIES
                and k + 1 < n
                and not canon.boundary[k + 1]
                and lows[k + 1] in _PRONOUN_SUBJECTS
                and lows[k - 1] not in WH_WORDS
                and lows[k - 1] not in AUXILIARIES
            ):
                split = True  # "my period's late | could i be pregnant": a question after a statement
            if split and starts[-1] != k:
                starts.append(k)
                has_verb = has_noun = False
        if w not in CLAUSE_OPENERS and w not in NEGATION_WORDS and ("NOUN" in pos(w) or not pos(w) or w in _PRONOUN_SUBJECTS or w in POSSESSIVES or w[:1].isdigit()):
            has_noun = True
        if (
            _verbish(w)
            or _is_be_clitic(lows, k)
            or (k > starts[-1] and lows[k - 1] in SUBJECT_PRONOUNS and "VERB" in pos(w))
        ):
            has_verb = True
    return starts


def _head(lows: tuple[str, ...], first: int, end: int, boundary: tuple[bool, ...] = ()) -> int:
    """The first token of clause [first, end) after its opening words ("and", "well", "oh")
    and a name said to the listener ("Yeah, Gina, thanks ...")."""
    k = first
    while k < end - 1:
        w = lows[k]
        if w in CLAUSE_OPENERS or w in SUBORDINATORS or w in INTERJECTIONS:
            if w in ("so", "that") and _verbish(lows[k + 1]):
                break  # "that is", "so is": the word is the subject
            k += 1
        elif boundary and boundary[k + 1] and not pos(w) and w.isalpha():
            k += 1  # a vocative: "Wow Jon, you're ..."
        else:
            break
    return k


def _describe(
    lows: tuple[str, ...], first: int, end: int, question: bool, boundary: tuple[bool, ...] = ()
) -> Clause:
    """Subject, verb and tense of the clause [first, end)."""
    head = _head(lows, first, end, boundary)
    w = lows[head]
    subject, relation, verb = "none", None, None
    if _dialect_my(lows, head):
        w = "my"  # "me boss reckons ...": "me" for "my"
    if w == "my" and lows[head] == "me":
        at = _np_then_verb(lows, head, stop=end)
        np = lows[head + 1 : at if at is not None else min(end, head + 5)]
        rels = [r for r in map(relation_of, np) if r is not None]
        subject, relation, verb = ("third", rels[-1], at) if rels else ("thing", None, at)
    elif w in USER_SUBJECTS:
        subject, verb = "user", head + 1
        if w in CONTRACTED_VERB:
            verb = head
    elif w in THIRD_SUBJECTS or w in GENERIC_PEOPLE:
        subject, verb = "third", head + 1
        if w in CONTRACTED_VERB:
            verb = head
    elif w == "were" and head + 1 < end and (is_gerund(lows[head + 1]) or lows[head + 1] == "gonna"):
        subject, verb = "user", head  # "we're putting together a show": "we're", not "were"
    elif w in SECOND_PERSON and w not in POSSESSIVES:
        subject, verb = "you", head + 1
    elif w in ("its", "it") or (w in ("this", "that") and head + 1 < end and _verbish(lows[head + 1])):
        subject, verb = "thing", head + 1 if w not in CONTRACTED_VERB else head
    elif w in POSSESSIVES or w in ("the", "a", "an", "this", "that") or _dialect_my(lows, head):
        if _dialect_my(lows, head):
            w = "my"
        at = _np_then_verb(lows, head, stop=end)
        stop = at if at is not None else min(end, head + 5)
        if at is not None and _is_be_clitic(lows, at) and not _verbish(lows[at]):
            stop = at + 1  # "my mom's moving": "mom's" is the noun and its verb
        np = lows[head + 1 : stop]
        rels = [r for r in map(relation_of, np) if r is not None]
        if "i" in np or "me" in np:
            subject = "user"  # "my wife and i"
        elif rels and w in POSSESSIVES | {"the"}:
            subject, relation = "third", rels[-1]
        else:
            subject = "thing"
        verb = at
    elif w in ("there", "theres", "thats", "this", "everyone", "everybody", "someone"):
        subject, verb = "thing", head + 1 if w not in CONTRACTED_VERB else head
    elif question and head + 1 < end and lows[head] in QUESTION_AUXILIARIES:
        nxt = lows[head + 1]
        subject = "user" if nxt in USER_SUBJECTS else "you" if nxt == "you" else "third" if nxt in THIRD_SUBJECTS else "thing"
        verb = head
    elif (
        head + 1 < end
        and not pos(w)
        and w.isalpha()
        and not _closed(w)
        and _verbish(lows[head + 1])
    ):
        subject, relation, verb = "third", w, head + 1  # a name: "kofi works nights"
    elif _verbish(w) or "VERB" in pos(w):
        subject, verb = "none", head
    if verb is not None and verb >= end:
        verb = None
    past = False
    if verb is not None and not (lows[verb] == "were" and subject == "user" and verb == head):
        v = lows[verb]
        if v in CONTRACTED_VERB and v not in ("im", "were"):
            after = lows[verb + 1] if verb + 1 < end else ""
            past = after in PAST_AUXILIARIES or is_past(after)
        else:
            past = v in PAST_AUXILIARIES or (is_past(v) and v not in _NOT_PAST)
            if not past and v in ("have", "has", "ive") and verb + 1 < end:
                past = False  # present perfect reads as present
    return Clause(first, end, head, subject, relation, verb, past, question)


def _question(
    lows: tuple[str, ...], head: int, end: int, qmarks: frozenset[int], boundary: tuple[bool, ...] = ()
) -> bool:
    if (end - 1) in qmarks:
        # "Nature sure seems to refresh us, huh?": a statement with a tag asks for agreement
        return lows[end - 1] not in _QUESTION_TAGS or _inverted(lows, head, boundary)
    if lows[head] in ("should", "had") and head + 1 < end and lows[head + 1] in _INVERTED_CONDITION_SUBJECTS:
        # "should the visa come through, we'll move": an inverted condition when a clause follows
        return end >= len(lows)
    return _inverted(lows, head, boundary)


@lru_cache(maxsize=4096)
def analyse(text: str) -> Utterance:
    """The clauses, subjects, frames, presuppositions and corrections of one user message."""
    canon = canonicalize(text)
    lows = canon.lows
    n = len(lows)
    if n == 0:
        return Utterance(canon, (), (), (), frozenset(), frozenset(), False, frozenset(), frozenset())
    ends, qmarks = _sentence_ends(canon, text)
    starts = _segment(lows, canon, ends)
    bounds = [*starts, n]
    clauses: list[Clause] = []
    inverted_conditions: set[int] = set()
    for first, end in zip(bounds, bounds[1:], strict=False):
        head = _head(lows, first, end, canon.boundary)
        question = _question(lows, head, end, qmarks, canon.boundary)
        clauses.append(_describe(lows, first, end, question, canon.boundary))
    for i, c in enumerate(clauses):  # "should the visa come through | we'll move": a condition
        if (
            not c.question
            and lows[c.head] in ("should", "had")
            and c.head + 1 < c.end
            and lows[c.head + 1] in _INVERTED_CONDITION_SUBJECTS
            and i + 1 < len(clauses)
        ):
            inverted_conditions.add(i)
    # a clause that leaves its subject out after "and" / "but" shares the one before
    for i in range(1, len(clauses)):
        c = clauses[i]
        if c.subject == "none" and lows[c.first] in CLAUSE_LINKS:
            prev = clauses[i - 1]
            clauses[i] = Clause(c.first, c.end, c.head, prev.subject, prev.relation, c.verb, c.past, c.question)
    clause_of = [0] * n
    for i, c in enumerate(clauses):
        for k in range(c.first, c.end):
            clause_of[k] = i
    retracted, markers, swaps = _retracted(canon)
    builder = _Frames(canon, clauses, clause_of, ends)
    builder.apply_restatements()
    for i in inverted_conditions:
        builder.mark_clause(Frame.CONDITION, i)
        builder.mark_clause(Frame.CONDITION, i + 1)
    builder.apply_markers()
    builder.apply_consequents()
    builder.inherit_complements()
    builder.apply_questions()
    builder.apply_reported()
    builder.apply_hyperbole()
    builder.apply_absurd()
    return Utterance(
        canon,
        tuple(clauses),
        tuple(clause_of),
        tuple(frozenset(f) for f in builder.frames),
        frozenset(builder.presupposed),
        retracted,
        builder.sarcastic,
        frozenset(k for first, end, owner in _possessive_phrases(lows, 0, n) if owner == "user" for k in range(first, end)),
        markers,
        _corrected(canon, swaps),
        frozenset(builder.definite),
        _sentences(clauses, ends),
        _before_corrections(canon),
    )


class _Frames:
    """Builds the per-token frames of one message (a helper of `analyse`)."""

    def __init__(self, canon: Canon, clauses: list[Clause], clause_of: list[int], ends: frozenset[int]):
        self.canon = canon
        self.lows = canon.lows
        self.clauses = clauses
        self.clause_of = clause_of
        self.ends = ends
        self.frames: list[set[Frame]] = [set() for _ in self.lows]
        self.presupposed: set[int] = set()
        self.sarcastic = False
        self.absurd = False
        self.definite: set[int] = set()

    # -- scopes ---------------------------------------------------------------------------
    def mark(self, frame: Frame, first: int, end: int) -> None:
        for k in range(max(0, first), min(end, len(self.lows))):
            self.frames[k].add(frame)

    def mark_clause(self, frame: Frame, ci: int) -> None:
        if 0 <= ci < len(self.clauses):
            c = self.clauses[ci]
            self.mark(frame, c.first, c.end)

    def same_sentence(self, a: int, b: int) -> bool:
        """Clauses a < b are in one sentence (no full stop between them)."""
        lo, hi = self.clauses[a].end - 1, self.clauses[b].first
        return not any(k in self.ends for k in range(lo, hi))

    def complements(self, ci: int) -> list[int]:
        """The clauses a marker at the end of clause ci governs: the next one, and those that
        continue it ("or if it's the dust"), up to a new linked clause or a full stop."""
        out: list[int] = []
        j = ci + 1
        while j < len(self.clauses) and self.same_sentence(ci, j):
            first = self.lows[self.clauses[j].first]
            if out and first not in ("or", "if", "whether", "that"):
                break
            if not out and first in ("but", "so", "because", "cause", "though", "although", "anyway"):
                break
            out.append(j)
            j += 1
        return out

    def main_of(self, ci: int) -> int | None:
        """The main clause of subordinate clause ci: the next one when ci opens its sentence,
        otherwise the one before."""
        for nxt in (ci + 1, ci + 2):  # past an aside ("if it comes through, and it's a big if, we...")
            if nxt < len(self.clauses) and self.same_sentence(ci, nxt):
                first = self.lows[self.clauses[nxt].first]
                if first not in ("and", "but", "so", "because", "or", "cause"):
                    return nxt
                if not self.canon.boundary[self.clauses[nxt].first]:
                    break
        if ci > 0 and self.same_sentence(ci - 1, ci):
            return ci - 1
        return None

    def at_clause_start(self, k: int) -> bool:
        c = self.clauses[self.clause_of[k]]
        return k <= c.head or all(
            w in CLAUSE_OPENERS or w in SUBORDINATORS or w in INTERJECTIONS for w in self.lows[c.first : k]
        )

    def rest_and_complements(self, frame: Frame, start: int, ci: int) -> None:
        """The rest of clause ci after a marker, and when the marker ends its clause ("I'm not
        sure | if ...", "my boss thinks | I'm too slow"), the clauses it governs."""
        c = self.clauses[ci]
        self.mark(frame, start, c.end)
        if all(w in FUNCTION_WORDS or w in SUBORDINATORS or w in HEDGE_ADVERBS for w in self.lows[start : c.end]):
            for j in self.complements(ci):
                self.mark_clause(frame, j)
            return
        j = ci + 1  # "not convinced it was the shrimp | that made me sick": the same claim
        while j < len(self.clauses) and self.same_sentence(ci, j) and self.lows[self.clauses[j].first] in _RELATIVE:
            self.mark_clause(frame, j)
            j += 1

    # -- markers --------------------------------------------------------------------------
    def apply_markers(self) -> None:
        lows = self.lows
        for k, w in enumerate(lows):  # "best boss in the world", "best day ever": praise to doubt
            tails = find_phrases(lows[k + 2 : k + 8], SUPERLATIVES) if w == "best" else []
            if any(s <= 1 for s, _e, _t in tails):
                self.sarcastic = True
                self.mark(Frame.SARCASM, 0, len(lows))
        head = self.clauses[0].head if self.clauses else 0
        if lows and lows[head] in GLOWING_OPENERS and ((len(self.clauses) > 1 and self.clauses[0].end <= head + 2) or (head + 1 < len(lows) and subject_start(lows, head + 1))):
            self.sarcastic = True  # "fantastic, my landlord's putting the rent up again"
            self.mark(Frame.SARCASM, 0, len(lows))
        for start, end, tag in find_phrases(lows, FRAME_MARKERS):
            ci = self.clause_of[start]
            c = self.clauses[ci]
            frame = _FRAME_OF_MARKER[tag]
            if tag in (Marker.WISH, Marker.PLAN) and lows[start] in _PAST_WANTING:
                continue  # "I wanted to help, so I started a food drive": a motive, not a wish
            if tag == Marker.DENIAL:
                self.rest_and_complements(frame, end, ci)  # "there's no way | I'm selling the farm"
                continue
            if tag == Marker.HEARSAY and lows[start] == "or":
                self._previous(frame, ci, c.head)  # "... in march, or so says the office gossip"
                continue
            if tag in (Marker.DOUBT, Marker.WISH, Marker.HEARSAY, Marker.POSSIBLE):
                if tag == Marker.DOUBT and lows[start] == "doubt" and start > 0 and lows[start - 1] == "no":
                    continue  # "no doubt" asserts
                if end >= c.end and ((start > c.first and not self.complements(ci)) or self._trailing(ci)):
                    self._previous(frame, ci, start)  # "... ha i can only dream": said after it
                else:
                    self.rest_and_complements(frame, end, ci)
                    if tag == Marker.HEARSAY and not any(_verbish(w) for w in lows[end : c.end]):
                        for j in self.complements(ci):  # "according to my daughter | I'm addicted"
                            self.mark_clause(frame, j)
            elif tag == Marker.SOFT_DOUBT:
                if end >= c.end and (start > c.head or self._trailing(ci)):
                    self._previous(frame, ci, start)  # "it was in june i think": after the fact
                elif lows[start] in ("kind", "sort", "kinda", "sorta"):
                    stop = min(c.end, end + 3)
                    stop = next((k for k in range(end, stop) if self.canon.boundary[k]), stop)
                    self.mark(frame, end, stop)  # "yeah, sort of, I'm finishing up": an answer
                else:
                    self.rest_and_complements(frame, end, ci)
            elif tag == Marker.PLAN:
                if lows[start] in ("going", "gonna") and end < c.end and "VERB" not in pos(lows[end]):
                    continue  # "going to italy": a trip, not a plan word
                if c.question and start <= c.head + 1:
                    continue  # "what should I pack": the question's own modal, not a plan
                if lows[start] in ("going", "gonna") and (c.subject == "thing" or (end < c.end and lows[end] == "be")):
                    continue  # "it's going to be the 22nd of August": a date, not a plan
                self.mark(frame, end, c.end)
            elif tag == Marker.CONDITION:
                if not self.at_clause_start(start) or (start > 0 and lows[start - 1] in _ASKING_IF):
                    continue
                if any(s == 0 for s, _e, _t in find_phrases(lows[start : start + 6], SPEECH_ACTS)):
                    continue  # "if I'm honest", "if you ask me": a condition on telling it
                self.mark_clause(frame, ci)
                main = self.main_of(ci)
                if main is not None and not self._addressed(ci, end):
                    self.mark_clause(frame, main)
            elif tag == Marker.HYPOTHETICAL:
                if lows[start] in ("say", "had", "were") and not self.at_clause_start(start):
                    continue
                self.mark(frame, start, c.end)
                if self.at_clause_start(start) and lows[start] not in _COUNTERFACTUAL:
                    # "say I won the lotto, I'd buy my mom a house": the supposition and what
                    # follows from it, to the end of the sentence
                    j = ci + 1
                    while j < len(self.clauses) and self.same_sentence(ci, j):
                        self.mark_clause(frame, j)
                        j += 1
                else:
                    main = self.main_of(ci) if self.at_clause_start(start) else None
                    for j in [main] if main is not None else self.complements(ci):
                        self.mark_clause(frame, j)
            elif tag == Marker.CONDITION_AFTER:
                self.mark_clause(frame, ci)
                content = [w for w in lows[c.head : start] if w not in FUNCTION_WORDS]
                if len(content) <= 1 and ci > 0 and self.same_sentence(ci - 1, ci):
                    self.mark_clause(frame, ci - 1)  # "..., fingers crossed"
            elif tag == Marker.PAST:
                self._past(start, end, ci)
            elif tag == Marker.JOKE:
                self._joke(start, ci)
            elif tag == Marker.ROLEPLAY:
                self.mark(frame, c.first, len(lows))
            elif tag == Marker.SARCASM:
                self.sarcastic = True
                self.mark(frame, 0, len(lows))

    def _trailing(self, ci: int) -> bool:
        """Clause ci comes after a statement of the same sentence and nothing but a linked clause
        follows it: "my granda was born in leitrim | i think | or near enough"."""
        if ci == 0 or not self.same_sentence(ci - 1, ci):
            return False
        nxt = ci + 1
        if nxt >= len(self.clauses) or not self.same_sentence(ci, nxt):
            return True
        return self.lows[self.clauses[nxt].first] in ("or", "and", "but", "so")

    def _addressed(self, ci: int, end: int) -> bool:
        """A condition on the listener ("if you need it", "if you want to know") conditions
        telling, not what is told."""
        return end < self.clauses[ci].end and self.lows[end] in ("you", "youre", "that", "thats")

    def apply_consequents(self) -> None:
        """"imagine I had a car, I would be driving to Kumasi": after a supposition or condition,
        a clause of the same sentence with "would"/"could"/"I'd" says what would follow."""
        lows = self.lows
        for ci in range(1, len(self.clauses)):
            c = self.clauses[ci]
            if not _CONSEQUENT.intersection(lows[c.first : c.end]):
                continue
            for cj in range(ci - 1, -1, -1):
                if not self.same_sentence(cj, ci):
                    break
                before = self.frames[self.clauses[cj].end - 1] & {Frame.HYPOTHETICAL, Frame.CONDITION}
                if before:
                    for k in range(c.first, c.end):
                        self.frames[k] |= before
                    break

    def inherit_complements(self) -> None:
        """A clause that says what a framed clause's verb says, thinks or tells ("suppose I told
        my parents | I'm dropping out") is under the same frame."""
        lows = self.lows
        for ci in range(len(self.clauses) - 1):
            c, nxt = self.clauses[ci], self.clauses[ci + 1]
            if c.verb is None or lows[nxt.first] in CLAUSE_LINKS or not self.same_sentence(ci, ci + 1):
                continue
            verbs = {lemma for w in lows[c.verb : c.end] for lemma in lemmas(w)}
            if verbs.isdisjoint(COMPLEMENT_VERBS):
                continue
            inherited = self.frames[c.end - 1] & _INHERITED
            for k in range(nxt.first, nxt.end):
                self.frames[k] |= inherited

    def apply_restatements(self) -> None:
        """"I'm vegan, well, I was for six years": a present claim corrected into the past by
        the next clause of the same speaker is a past that is over."""
        lows, marks = self.lows, self.canon.marks
        for ci in range(1, len(self.clauses)):
            c, prev = self.clauses[ci], self.clauses[ci - 1]
            opener = lows[c.first : c.head] + tuple(marks[c.first].split()) + (lows[prev.end - 1],)
            if not _RESTATE.intersection(opener) or c.subject != "user" or prev.subject != "user":
                continue
            if c.past and not prev.past:
                self.mark_clause(Frame.PAST, ci - 1)

    def _previous(self, frame: Frame, ci: int, start: int) -> None:
        c = self.clauses[ci]
        self.mark(frame, c.first, start)
        if (start <= c.head + 1 or self._trailing(ci)) and ci > 0 and self.same_sentence(ci - 1, ci):
            self.mark_clause(frame, ci - 1)

    def _past(self, start: int, end: int, ci: int) -> None:
        lows, c = self.lows, self.clauses[ci]
        phrase = lows[start:end]
        if phrase in (("used", "to"), ("use", "to")):
            self.mark(Frame.PAST, end, c.end)
            return
        if phrase == ("once",) and (self.at_clause_start(start) or not c.past):
            return  # "once I pass the exam" is a condition, "not even once" no time at all
        self.mark_clause(Frame.PAST, ci)
        content = [w for w in lows[c.head : c.end] if w not in FUNCTION_WORDS and w not in phrase]
        opens = self.at_clause_start(start)
        if opens:
            main = self.main_of(ci)
            if main is not None:
                self.mark_clause(Frame.PAST, main)
        elif len(content) <= 2 and ci > 0:
            self.mark_clause(Frame.PAST, ci - 1)  # "but that was a long time ago"

    def _joke(self, start: int, ci: int) -> None:
        lows = self.lows
        if start > 0 and lows[start - 1] in ("you", "youre", "are", "be", "not", "no"):
            return  # "are you kidding", "no kidding"
        if start == 0:
            return  # an answer ("not really"), not a statement taken back
        first = 0
        for k in range(start - 1, -1, -1):
            if k in self.ends and k < self.clauses[ci].first - 1:
                first = k + 1
                break
        self.mark(Frame.JOKE, first, start)

    # -- questions ------------------------------------------------------------------------
    def apply_questions(self) -> None:
        lows = self.lows
        for ci, c in enumerate(self.clauses):
            if not c.question:
                continue
            self.mark_clause(Frame.QUESTION, ci)
            self._possessed(c.first, c.end)
            for k in range(c.head + 1, c.end):  # "am I too old at fifty eight": the age is given
                if lows[k][:1].isdigit() and lows[k - 1] in ("at", "since", "with"):
                    self.presupposed.add(k)
            verbs = [lemma for w in lows[c.head : c.end] for lemma in lemmas(w)]
            factive = any(v in FACTIVE_VERBS or v in EMOTIVE_FACTIVES for v in verbs) and not any(
                v in QUESTION_COMPLEMENT for v in verbs
            )
            self._definites(c.first, c.end)
            j = ci + 1  # "would it be daft to sell it | now that the kids have flown the nest"
            while j < len(self.clauses) and self.same_sentence(ci, j):
                cj = self.clauses[j]
                if lows[cj.first] not in GIVEN_CLAUSE_OPENERS and lows[max(0, cj.first - 1)] != "now":
                    break
                self.presupposed.update(range(cj.first, cj.end))
                j += 1
            for j in self.complements(ci):
                cj = self.clauses[j]
                if lows[cj.first] in GIVEN_CLAUSE_OPENERS:
                    continue
                if factive:
                    self.mark(Frame.QUESTION, cj.first, cj.first)  # nothing: the complement is told
                    self.presupposed.update(range(cj.first, cj.end))
                    for k in range(cj.first, cj.end):
                        self.frames[k].discard(Frame.QUESTION)
                elif any(v in QUESTION_COMPLEMENT for v in verbs) or lows[cj.first] in ("that", "if", "whether"):
                    self.mark_clause(Frame.QUESTION, j)
                    self._possessed(cj.first, cj.end)
                    self._definites(cj.first, cj.end)
                else:
                    break

    def _definites(self, first: int, end: int) -> None:
        """Noun phrases with "the" in a question ("how do I keep the sourdough starter from going
        mouldy"): what a question takes to exist, for a fact that only says it exists."""
        lows = self.lows
        for k in range(first, end):
            if lows[k] == "the":
                j = k + 1
                while j < end and j - k <= 4 and _noun_like(lows[j]) and not _verbish(lows[j]) and lows[j] not in _CLOSED:
                    self.definite.add(j)
                    j += 1

    def _possessed(self, first: int, end: int) -> None:
        """Possessive noun phrases in a question: "my three year old", "my cat biscuit"."""
        for k, j, _owner in _possessive_phrases(self.lows, first, end):
            if self.lows[k] != "your":
                self.presupposed.update(range(k, j))

    # -- somebody else's words ------------------------------------------------------------
    def apply_reported(self) -> None:
        lows = self.lows
        for ci, c in enumerate(self.clauses):
            if c.subject not in ("third", "thing") or c.verb is None:
                continue
            for k in range(c.verb, min(c.end, c.verb + 4)):
                if (
                    k > c.verb
                    and lows[k - 1] not in REPORT_ADVERBS
                    and not _verbish(lows[k - 1])
                    and not _is_be_clitic(lows, k - 1)
                ):
                    break  # "my boss gave me a raise and said": only the verb and its helpers
                if not REPORT_VERBS.isdisjoint(lemmas(lows[k])):
                    if k + 1 < c.end and lows[k + 1] == "so":
                        break  # "my therapist thinks so": agreement, no content of its own
                    self.rest_and_complements(Frame.REPORTED, k + 1, ci)
                    # "keeps telling people | I'm a lawyer": past whom it is told to, the content
                    if all(w in REPORT_AUDIENCE or relation_of(w) for w in lows[k + 1 : c.end]):
                        for j in self.complements(ci):
                            self.mark_clause(Frame.REPORTED, j)
                    break

    # -- exaggeration -----------------------------------------------------------------------
    def apply_absurd(self) -> None:
        """"My cat is the boss, she pays the rent": an animal the user keeps doing what only a
        person does is a joke; held for review."""
        lows = self.lows
        pet = False
        for ci, c in enumerate(self.clauses):
            np = lows[c.first : c.verb if c.verb is not None else c.end]
            if any(relation_of(w) in PETS for w in np):
                pet = True
            elif c.subject == "user" or (c.subject == "third" and lows[c.head] not in THIRD_SUBJECTS):
                pet = False  # the talk moved to the user or to another person
            if pet and c.verb is not None and c.subject in ("third", "thing", "none"):
                verbs = {lemma for w in lows[c.verb : min(c.end, c.verb + 2)] for lemma in lemmas(w)}
                role = lemmas(lows[c.verb]) & {"be"} and not HUMAN_ROLES.isdisjoint(lows[c.verb : c.end])
                if not verbs.isdisjoint(HUMAN_ACTIONS) or role:  # "she pays the rent", "is the mayor"
                    self.mark_clause(Frame.ABSURD, ci)
                    self.absurd = True

    def apply_hyperbole(self) -> None:
        lows, marks = self.lows, self.canon.marks
        for start, _end, _tag in find_phrases(lows, OATH_PHRASES):
            # "I swear this baby never sleeps": an oath with an all-or-nothing word, in its
            # clause or the one it introduces
            ci = self.clause_of[start]
            for j in (ci, ci + 1):
                if j < len(self.clauses) and self.same_sentence(ci, j):
                    c = self.clauses[j]
                    if not ABSOLUTES.isdisjoint(lows[c.first : c.end]):
                        self.mark(Frame.HYPERBOLE, self.clauses[ci].first, c.end)
        for start, end, _tag in find_phrases(lows, HYPERBOLES):
            c = self.clauses[self.clause_of[start]]
            self.mark(Frame.HYPERBOLE, max(c.first, start - 3), min(c.end, end + 3))
        for k, w in enumerate(lows):
            times = k + 1 < len(lows) and lows[k + 1] in ("times", "time")
            huge = w in HYPERBOLE_NUMBERS and len(w) >= 7  # "a million hours", "a billion dollars"
            big = w in HYPERBOLE_NUMBERS and (
                "like" in marks[k].split() or (k > 0 and lows[k - 1] in APPROXIMATORS) or times or huge
            )
            if big or w in HYPERBOLE_WORDS:
                c = self.clauses[self.clause_of[k]]
                self.mark(Frame.HYPERBOLE, max(c.first, k - 3), min(c.end, k + 3))


_CLOSED = (
    FUNCTION_WORDS
    | DETERMINERS
    | PREPOSITIONS
    | AUXILIARIES
    | SUBJECT_PRONOUNS
    | NEGATION_WORDS
    | CLAUSE_OPENERS
    | SUBORDINATORS
    | INTERJECTIONS
    | frozenset(CONTRACTED_VERB)
    | UNIVERSALS
    | WH_WORDS
)
#: low. Words after a noun's "'s" that make it "is" ("my thermostat's at 64", "my mom's in
#: hospital"), not a possessive.
_AFTER_IS = frozenset(
    ["not", "never", "so", "really", "very", "always", "still", "been", "at", "in", "on", "from", "with",
     "off", "out", "up", "down", "over", "home", "back", "gone", "just", "also", "pretty", "super"]
)  # fmt: skip
#: low. Words that end a statement asking for agreement ("..., huh?", "..., right?").
_QUESTION_TAGS = frozenset(["huh", "right", "eh", "yeah", "no", "innit", "ya", "yes", "ok", "okay"])
#: low. What follows "should"/"had" in an inverted condition ("should the visa come through").
_INVERTED_CONDITION_SUBJECTS = frozenset(["the", "my", "our", "it", "this", "that"])
#: low. Pronouns that are a question's subject after its auxiliary ("could i", "do you").
_PRONOUN_SUBJECTS = frozenset(["i", "you", "we", "he", "she", "they", "it"])
#: low. Modals of what would follow from a supposition ("I would be driving", "I'd buy").
_CONSEQUENT = frozenset(["would", "could", "might", "id", "wed", "theyd", "shed", "hed", "youd", "wouldve", "couldve"])
#: low. Counterfactual markers: they frame their own clause and its main clause only.
_COUNTERFACTUAL = frozenset(["would", "wouldve", "could", "couldve", "should", "shouldve", "id", "if", "had", "were"])
#: low. Words that continue a clause's claim in the next one ("it was the shrimp | that ...").
_RELATIVE = frozenset(["that", "which", "who", "whom", "whose", "where"])
#: low. Past forms of wanting that tell a motive rather than an open wish.
_PAST_WANTING = frozenset(["wanted", "hoped", "planned", "intended", "meant", "tried"])
#: low. Words that open a restatement of what was just said ("well, I was").
_RESTATE = frozenset(["well", "actually", "mean", "rather", "correction", "sorry"])
#: low. Discourse markers dropped before a token that join clauses when a subject follows.
_LINK_MARKS = frozenset(["so", "like"])
#: low. Words lemminflect lists as past forms that are modals or the same in the present.
_NOT_PAST = frozenset(["might", "could", "would", "should", "read", "put", "set", "cut", "hit", "let", "must"])
def _object_follows(lows: tuple[str, ...], k: int) -> bool:
    """What starts at k reads as a verb's object or complement ("works | the night shift")."""
    return k < len(lows) and (lows[k] in DETERMINERS or lows[k] in PREPOSITIONS or lows[k] in NOUN_PHRASE_STOPS)


def _possessive_phrases(lows: tuple[str, ...], first: int, end: int) -> list[tuple[int, int, str]]:
    """(first, end, owner) of each noun phrase opened by a possessive in [first, end): "my left
    knee" (owner "user"), "her first chem exam" ("third")."""
    out: list[tuple[int, int, str]] = []
    k = first
    while k < end:
        if lows[k] not in POSSESSIVES and not _dialect_my(lows, k):
            k += 1
            continue
        j = k + 1
        while (
            j < end
            and j - k <= 5
            and lows[j] not in NOUN_PHRASE_STOPS
            and lows[j] not in PREPOSITIONS
            and lows[j] not in AUXILIARIES
            and lows[j] not in SUBJECT_PRONOUNS
            and lows[j] not in DETERMINERS
            and (_noun_like(lows[j]) or relation_of(lows[j]) is not None)
            and not (is_finite_verb(lows[j]) and "NOUN" not in pos(lows[j]))
            and not (j > k + 1 and is_gerund(lows[j]))
            and not (j > k + 1 and is_finite_verb(lows[j]) and _object_follows(lows, j + 1))
            and not (j > k + 1 and relation_of(lows[j - 1]) is not None and "VERB" in pos(lows[j]))
        ):
            j += 1
        # "my trip to shimla in january": what the noun phrase's own prepositions add
        while j + 1 < end and lows[j] in _NP_PREPOSITIONS and j - k <= 8:
            m = j + 1
            if lows[m] in ("the", "a", "an"):
                m += 1
            if m < end and _noun_like(lows[m]) and not _verbish(lows[m]) and lows[m] not in _CLOSED:
                j = m + 1
            else:
                break
        owner = "user" if lows[k] in ("my", "our", "me") else "you" if lows[k] == "your" else "third"
        out.append((k, j, owner))
        k = j
    return out


#: low. Prepositions whose phrase belongs to the noun before it ("my trip to Shimla").
_NP_PREPOSITIONS = frozenset(["to", "in", "at", "from", "of", "for", "with", "on"])
#: low. Subordinators that open a condition or a time clause after a linking word.
_CONDITION_STARTS = frozenset(["if", "unless", "once", "when", "whenever", "provided", "assuming"])
#: low. Words after which "if" asks rather than conditions ("not sure if", "wonder if").
_ASKING_IF = frozenset(
    ["sure", "know", "wonder", "wondering", "ask", "asked", "asking", "see", "check", "idea", "decide",
     "deciding", "matter", "care", "tell", "unsure", "doubt", "question", "convinced", "certain"]
)  # fmt: skip


#: low phrases. Correction markers that are also everyday words ("no", "actually", "well"):
#: they correct only a value by a value or a name by a name.
_BARE_CORRECTIONS = frozenset([("no",), ("actually",), ("wait",), ("well",), ("nah",), ("rather",), ("more", "like")])
#: low. Words between a correction marker and the value that replaces the corrected one.
_NOT_REPLACEMENTS = frozenset(
    ["not", "no", "sorry", "i", "mean", "it", "its", "they", "theyre", "wait", "actually", "uh", "oh"]
)


def _is_value(canon: Canon, k: int) -> bool:
    key = canon.keys[k]
    return key[:1].isdigit() or key in CALENDAR


def _retracted(canon: Canon) -> tuple[frozenset[int], frozenset[int], tuple[tuple[int, int, int], ...]]:
    """Tokens holding a value the user corrected in the same turn ("the eighteenth no sorry the
    twenty eighth": 18 is retracted; "boston no not boston providence": both "boston"s).

    After a correction marker comes the replacement (a value, or a word that names something);
    the corrected value is the nearest one of the same kind before the marker. A bare "no",
    "actually" or "wait" corrects only a value by a value, or a name by a name ("anna no hannah"):
    elsewhere it is an answer or a determiner ("two kids no grandkids")."""
    lows, keys = canon.lows, canon.keys
    n = len(lows)
    out: set[int] = set()
    markers: set[int] = set()
    swaps: list[tuple[int, int, int]] = []  # (corrected token, marker start, replacing token)
    for start, end, _tag in find_phrases(lows, CORRECTIONS):
        if start == 0:
            continue
        bare = lows[start:end] in _BARE_CORRECTIONS
        before = [k for k in range(start - 1, max(-1, start - 5), -1) if lows[k] not in _NOT_REPLACEMENTS]
        if not before:
            continue
        limit = min(n, end + 7)
        value_after = next((k for k in range(end, limit) if _is_value(canon, k)), None)
        value_before = next((k for k in before if _is_value(canon, k)), None)
        if value_after is None or value_before is None:
            far = _far_correction(canon, start, end)
            if far is not None:
                out.add(far)
                markers.update(range(start, end))
                for first, stop, _meant in canon.runs:
                    if first <= far < stop:
                        out.update(range(first, stop))
                continue
        if value_after is not None and value_before is not None:
            a, b = value_before, value_after
            if bare and lows[start] == "no" and not _is_value(canon, before[0]):
                continue  # "two kids, no grandkids yet"
            moved = any(not RESCHEDULE_VERBS.isdisjoint(lemmas(w)) for w in lows[end:b])
            if bare and b - end > 2 and not moved:
                continue  # a bare "well" or "actually" restates only what follows right after it
        else:
            a = before[0]
            skip = {keys[a]}
            b = end
            while b < limit and (
                lows[b] in FUNCTION_WORDS
                or lows[b] in _NOT_REPLACEMENTS
                or keys[b] in skip
                or not RESCHEDULE_VERBS.isdisjoint(lemmas(lows[b]))
            ):
                b += 1
            if b >= limit or _is_value(canon, a) or lows[a] in FUNCTION_WORDS:
                continue
            named = not pos(lows[a]) and not pos(lows[b])
            if "VERB" in pos(lows[a]) and "NOUN" not in pos(lows[a]):
                continue
            repeated = end < n and lows[end] == "not" and end + 1 < n and keys[end + 1] == keys[a]
            if bare and not (named or repeated):
                continue
        out.add(a)
        markers.update(range(start, end))
        swaps.append((a, start, b))
        for first, stop, _meant in canon.runs:
            if first <= a < stop:
                out.update(range(first, stop))
        for k in range(end, b):  # "boston no not boston": the repeated value is retracted too
            if keys[k] == keys[a]:
                out.add(k)
    return frozenset(out), frozenset(markers), tuple(swaps)


def _sentences(clauses: list[Clause], ends: frozenset[int]) -> tuple[int, ...]:
    """The sentence of each clause (a full stop, question or exclamation mark ends one)."""
    out: list[int] = []
    sentence = 0
    for i, c in enumerate(clauses):
        if i and any(k in ends for k in range(clauses[i - 1].first, c.first)):
            sentence += 1
        out.append(sentence)
    return tuple(out)


def _before_corrections(canon: Canon) -> frozenset[int]:
    """Tokens at most five words before any correction marker ("... the sixth, no, ..."): a
    value there may be one the user went on to correct, even when the correction is unclear."""
    out: set[int] = set()
    for start, _end, _tag in find_phrases(canon.lows, CORRECTIONS):
        if start > 0:
            out.update(range(max(0, start - 5), start))
    return frozenset(out)


def _run_of(canon: Canon, k: int) -> tuple[int, int]:
    """The widest spoken number run holding token k, or k alone."""
    lo, hi = k, k + 1
    for first, end, _meant in canon.runs:
        if first <= k < end:
            lo, hi = min(lo, first), max(hi, end)
    return lo, hi


def _corrected(canon: Canon, swaps: tuple[tuple[int, int, int], ...]) -> tuple[Canon, tuple[int, ...]] | None:
    """The message as the user meant it after their corrections ("on the tenth no wait the
    twelfth of december" -> "on the twelfth of december"), with each token's index in the
    message; a quote that leaves the correction out is looked for here too (V4)."""
    if not swaps:
        return None
    keep: list[int] = []
    replace: dict[int, tuple[int, int]] = {}
    drop: set[int] = set()
    for a, start, b in swaps:
        a_lo, a_hi = _run_of(canon, a)
        b_lo, b_hi = _run_of(canon, b)
        if b_lo < start or a_hi > start:
            continue
        replace[a_lo] = (b_lo, b_hi)
        drop.update(range(a_lo + 1, a_hi))
        drop.update(range(start, b_hi))
    k = 0
    index: list[int] = []
    spans: list[tuple[int, int, int]] = []  # (source token, start raw, end raw)
    while k < len(canon.keys):
        if k in replace:
            b_lo, b_hi = replace[k]
            for j in range(b_lo, b_hi):
                spans.append((j, canon.starts[k], canon.ends[k]))
                index.append(k)
            k += 1
            continue
        if k not in drop:
            spans.append((k, canon.starts[k], canon.ends[k]))
            index.append(k)
        k += 1
    if not spans:
        return None
    src = [j for j, _s, _e in spans]
    fixed = Canon.of(
        tuple(canon.keys[j] for j in src),
        tuple(s for _j, s, _e in spans),
        tuple(e for _j, _s, e in spans),
        tuple(canon.boundary[j] for j in src),
        tuple(canon.critical[j] for j in src),
        tuple(canon.lows[j] for j in src),
        tuple(canon.marks[j] for j in src),
    )
    return fixed, tuple(index)


def _far_correction(canon: Canon, start: int, end: int) -> int | None:
    """A number corrected after some talk ("the rent is eighteen fifty a month which is kind of
    ridiculous but oh no wait that was last year's lease it's nineteen twenty now"): after an
    explicit correction ("no wait", "sorry", "I misspoke"), the first number of the rest of the
    sentence replaces the last number said before it."""
    lows = canon.lows
    if end - start < 2 and lows[start] not in ("sorry", "misspoke", "correction"):
        return None
    after = next((k for k in range(end, min(len(lows), end + 12)) if canon.keys[k][:1].isdigit()), None)
    if after is None:
        return None
    size = {len(v) for v in _values_at(canon, after)}
    return next(
        (
            k
            for k in range(start - 1, max(-1, start - 25), -1)
            if canon.keys[k][:1].isdigit() and not size.isdisjoint(len(v) for v in _values_at(canon, k))
        ),
        None,
    )


def _values_at(canon: Canon, k: int) -> frozenset[str]:
    """What the number at token k may be: itself, or a reading of a spoken run it starts."""
    out = {canon.keys[k]}
    for first, _end, meant in canon.runs:
        if first == k:
            out.update(meant)
    return frozenset(out)


def clear_caches() -> None:
    """Empty the per-message analysis cache (benchmarks measure cold work)."""
    analyse.cache_clear()
