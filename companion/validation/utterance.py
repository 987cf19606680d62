"""What a user message says, clause by clause: who each clause is about and how it was said.

A quote is a piece of a message, and a piece can mean the opposite of the whole: "I'm not sure
| I'm allergic to cats", "my sister | is pregnant", "if the biopsy is clean | we're going to
Italy", "I'm quitting my job | lol just kidding". The gate therefore judges a fact against the
clauses the quote belongs to, read from the whole message (`analyse`): the clauses and their
subjects (`clauses`), the frames over each token (`frames`), and the values the user corrected
within the turn (`corrections`).

Pure and cached per message text: each message is analysed once however many candidates cite it.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache
from itertools import pairwise

from companion.validation.clauses import (
    Clause,
    Subject,
    bare_verb,
    clause_head,
    continues_subject,
    describe,
    is_question,
    np_relations,
    person_word,
    possessive_phrases,
    predicate_person,
    relation_of,
    segment,
    sentence_ends,
    sentence_indexes,
    subject_start,
)
from companion.validation.corrections import before_corrections, corrected_message, retracted, value_kind
from companion.validation.frames import SOFT_FRAMES, Frame, FrameBuilder
from companion.validation.lexicon import (
    CLAUSE_LINKS,
    OBJECT_PRONOUNS,
    PREPOSITIONS,
)
from companion.validation.lexicon.claims import OBJECT_SELF, PRO_FORMS
from companion.validation.lexicon.clauses import (
    CHECK_TAGS,
    INVERTED_CONDITION_SUBJECTS,
    INVERTED_CONDITION_VERBS,
    MORE_LIKE,
    PRO_FORM_DETERMINERS,
    RELATIVE_CLAUSE_OPENERS,
    UNPUNCTUATED_CHECK_TAGS,
)
from companion.validation.lexicon.morphology import (
    is_finite_verb,
    is_gerund,
    is_participle,
    is_past,
    pos,
)
from companion.validation.lexicon.tables import find_phrases
from companion.validation.normalize import Canon, canonicalize, plain, token_spans

__all__ = [
    "ANTECEDENT_REACH",
    "SOFT_FRAMES",
    "Clause",
    "Frame",
    "Subject",
    "Utterance",
    "analyse",
    "clear_caches",
    "find_phrases",
    "relation_of",
    "subject_start",
]


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
    # conditions that leave the statement beside them standing ("..., more | if the pool's
    # quiet", "i never drink coffee after six | unless it's decaf"; `frames.FrameBuilder`)
    contained: frozenset[int] = frozenset()
    # clauses of reason or of a change already come, which no mood before them reaches ("...
    # | now that i've retired"; `frames.FrameBuilder.apply_clauses_of_reason`)
    told: frozenset[int] = frozenset()
    # what a verb of wishing, saying or doubting frames when that is a clause with a content of
    # its own ("..., i don't want to | miss it again"): (where the frame opens, after its verb;
    # the frame; the words it frames)
    own_complements: tuple[tuple[int, Frame, frozenset[int]], ...] = ()

    def clause_at(self, token: int) -> Clause:
        return self.clauses[self.clause_of[token]]

    def sentence(self, clause: int) -> int:
        """The sentence clause `clause` is in (0 for every clause of a message not split into
        sentences)."""
        return self.sentence_of[clause] if self.sentence_of else 0


def _inverted_verb_follows(lows: tuple[str, ...], head: int, end: int) -> bool:
    """An inverted condition has its own verb after the subject: a bare verb after "should"
    ("should the visa come through"), a participle after "had" ("had the weather held"), not
    "had the chance to volunteer" (a plain past "had" with its object)."""
    for w in lows[head + 2 : min(end, head + 6)]:
        if lows[head] == "should" and bare_verb(w):
            return True
        if lows[head] != "should" and (is_participle(w) or is_past(w)) and not is_gerund(w):
            return True
    return False


# A cached Utterance held a new frozenset per token (four in five of them empty) and per token
# set: hundreds of thousands of live containers that every full garbage collection walks (GC
# took a fifth of the gate's CPU time on the voice cases). Equal sets are therefore shared: the
# frame sets are sets of the few `Frame` values (about a hundred distinct ones over every voice
# case, so the table stays small and holds no text), and every empty set is one object.
_FRAME_SETS: dict[frozenset[Frame], frozenset[Frame]] = {}
_NO_FRAMES: frozenset[Frame] = frozenset()
_NO_TOKENS: frozenset[int] = frozenset()


def _shared_frames(frames: set[Frame]) -> frozenset[Frame]:
    if not frames:
        return _NO_FRAMES
    found = frozenset(frames)
    return _FRAME_SETS.setdefault(found, found)


def _token_set(tokens: Iterable[int]) -> frozenset[int]:
    found = frozenset(tokens)
    return found if found else _NO_TOKENS


ANTECEDENT_REACH = 3  # words before a "who" its antecedent may stand in ("my | wife | who's")


@lru_cache(maxsize=4096)
def analyse(text: str) -> Utterance:
    """The clauses, subjects, frames, presuppositions and corrections of one user message."""
    canon = canonicalize(text)
    lows = canon.lows
    n = len(lows)
    if n == 0:
        return Utterance(canon, (), (), (), frozenset(), frozenset(), False, frozenset(), frozenset())
    ends, qmarks, stops = sentence_ends(canon, text)
    starts = segment(lows, canon, ends, qmarks)
    bounds = [*starts, n]
    clauses: list[Clause] = []
    for first, end in pairwise(bounds):
        head = clause_head(lows, first, end, canon.boundary)
        question = is_question(lows, head, end, qmarks, canon.boundary, stops)
        if clauses and lows[first] in RELATIVE_CLAUSE_OPENERS and (end - 1) not in qmarks:
            question = False  # "..., which is daylight robbery": a relative clause, not a question
        clauses.append(describe(lows, first, end, question, canon.boundary))
    inverted_conditions: list[tuple[int, int]] = []  # (condition clause, its main clause)
    for i, c in enumerate(clauses):
        if not (
            lows[c.head] in INVERTED_CONDITION_VERBS
            and c.head + 1 < c.end
            and lows[c.head + 1] in INVERTED_CONDITION_SUBJECTS
            and _inverted_verb_follows(lows, c.head, c.end)
        ):
            continue
        if not c.question and i + 1 < len(clauses):
            inverted_conditions.append((i, i + 1))  # "should the visa come through | we'll move"
        elif i > 0 and not clauses[i - 1].question and (c.end - 1) not in qmarks:
            # "we'll move to dublin, | should my husband's visa come through": after a statement
            # it conditions that statement rather than asking
            clauses[i] = Clause(c.first, c.end, c.head, c.subject, c.relation, c.verb, c.past, False)
            inverted_conditions.append((i, i - 1))
    # a clause that leaves its subject out shares the one before: after "and" / "but", and in
    # speech a clause that opens with a verb in the past or third person ("my brother's gutted,
    # | broke his wrist"); a bare verb opens advice ("take it easy") and keeps no subject
    for i in range(1, len(clauses)):
        c = clauses[i]
        opens_relative = (
            lows[c.first] in RELATIVE_CLAUSE_OPENERS
            or _that_after_one(lows, c.first)
            or _the_one_who(lows, c.first)
        )
        relative = opens_relative and c.subject in (Subject.NONE, Subject.THING)
        if relative or (
            c.subject is Subject.NONE and (lows[c.first] in CLAUSE_LINKS or continues_subject(lows, c.head))
        ):  # "my son's the one | who's vegan now": the relative clause is about the son
            prev = clauses[i - 1]
            subject, relation = prev.subject, prev.relation
            if relative and lows[c.first - 1] in OBJECT_SELF:
                # "someone like me | who works nights", "it's me | who does the cooking"
                subject, relation = Subject.USER, None
            elif relative and (held := _antecedent(lows, prev, c.first)) is not None:
                subject, relation = held
            elif relative and subject in (Subject.NONE, Subject.THING):
                # "it's my wife | who's the real fan": the person named right before "who"
                named = np_relations(lows[max(prev.first, c.first - ANTECEDENT_REACH) : c.first])
                if named:
                    subject, relation = Subject.THIRD, named[-1]
            clauses[i] = Clause(c.first, c.end, c.head, subject, relation, c.verb, c.past, c.question)
    sentences = sentence_indexes(clauses, ends)
    for i, c in enumerate(clauses):
        if not _role_adjunct(lows, c):
            continue
        # "as someone with asthma, | should i ...", "as a bloke | who's shorn forty years, | my
        # back's ...": the role, and the relative clauses that describe it, are the subject's of
        # the clause they go with: the one after them in their sentence, else the one before
        last = i
        while (
            last + 1 < len(clauses)
            and sentences[last + 1] == sentences[i]
            and lows[clauses[last + 1].first] in RELATIVE_CLAUSE_OPENERS
        ):
            last += 1
        near = [j for j in (last + 1, i - 1) if 0 <= j < len(clauses) and sentences[j] == sentences[i]]
        if near:
            o = clauses[near[0]]
            for j in range(i, last + 1):
                r = clauses[j]
                clauses[j] = Clause(r.first, r.end, r.head, o.subject, o.relation, r.verb, r.past, r.question)
    clause_of = [0] * n
    for i, c in enumerate(clauses):
        for k in range(c.first, c.end):
            clause_of[k] = i
    taken_back, markers, swaps = retracted(canon)
    builder = FrameBuilder(canon, clauses, clause_of, ends)
    builder.apply_restatements()
    for condition, main in inverted_conditions:
        builder.mark_clause(Frame.CONDITION, condition)
        builder.mark_clause(Frame.CONDITION, main)
    builder.apply_markers()
    builder.apply_topics()
    builder.apply_or_so_reports()
    builder.apply_past_periods()
    builder.apply_fears()
    builder.apply_consequents()
    builder.inherit_complements()
    builder.apply_questions()
    for k in _check_tags(lows, ends, qmarks):
        # "bin day's thursday, | right?": a value of the statement before a one-word tag is put
        # up to be confirmed, or only for agreement ("we've been married forty years, right?"):
        # which, the words do not say, so it is held for the user (a rule so tagged is asked:
        # stop 51). A remark so tagged ("that was a great night, right?") seeks agreement only.
        ci = clause_of[k - 1]
        if any(value_kind(canon.keys[j]) is not None for j in range(clauses[ci].first, k)):
            builder.mark_clause(Frame.SOFT_DOUBT, ci)
    builder.apply_clauses_of_reason()
    builder.apply_reported()
    builder.apply_comments()
    builder.apply_frame_subjects()
    builder.apply_hyperbole()
    builder.apply_casting()
    builder.apply_mock_titles()
    builder.apply_undercut_praise()
    builder.apply_absurd()
    builder.apply_laughter()
    builder.apply_reaction()
    builder.apply_impossible_age()
    builder.apply_impossible_span()
    builder.apply_more_like(tuple(plain(text).split()[-2:]) == MORE_LIKE)
    return Utterance(
        canon,
        tuple(clauses),
        tuple(clause_of),
        tuple(map(_shared_frames, builder.frames)),
        _token_set(builder.presupposed),
        _token_set(taken_back),
        builder.sarcastic,
        _token_set(
            k
            for first, end, owner in possessive_phrases(lows, 0, n, apostrophe_s=_apostrophe_s(canon, text))
            if owner is Subject.USER
            for k in range(first, end)
        ),
        _token_set(markers),
        corrected_message(canon, swaps),
        _token_set(builder.definite),
        sentences,
        _token_set(before_corrections(canon)),
        _token_set(builder.contained),
        _token_set(builder.told),
        tuple(builder.own_complements),
    )


def _apostrophe_s(canon: Canon, text: str) -> frozenset[int]:
    """The tokens written with "'s" ("brother's"): the canonical token is "brothers" either way."""
    if "'" not in text and "\u2019" not in text:
        return frozenset()
    spans = token_spans(text)
    raw = [text[first:last].lower() for first, last in spans]
    return frozenset(
        k
        for k, low in enumerate(canon.lows)
        if canon.ends[k] - canon.starts[k] == 1
        and raw[canon.starts[k]].replace("\u2019", "'") == low[:-1] + "'s"
    )


def _check_tags(lows: tuple[str, ...], ends: frozenset[int], qmarks: frozenset[int]) -> list[int]:
    """One-word tags that close a sentence after a statement and ask for it to be confirmed
    (`CHECK_TAGS`: "right?", "correct?", "innit"): with a question mark, or one that asks without."""
    n = len(lows)
    return [
        k
        for k in range(1, n)
        if lows[k] in CHECK_TAGS
        and (k in ends or k == n - 1)
        and (k in qmarks or lows[k] in UNPUNCTUATED_CHECK_TAGS)
        and (k - 1) not in ends
    ]


def clear_caches() -> None:
    """Empty the per-message analysis cache (benchmarks measure cold work)."""
    analyse.cache_clear()


def _the_one_at(lows: tuple[str, ...], k: int) -> bool:
    """Tokens k and k + 1 are "the one", "the ones" or "only one" (a pro-form after its determiner)."""
    return lows[k] in PRO_FORM_DETERMINERS and (lows[k + 1] in PRO_FORMS or lows[k + 1] == _ONE_DIGIT)


def _antecedent(lows: tuple[str, ...], prev: Clause, k: int) -> tuple[Subject, str | None] | None:
    """Whom a relative clause opening at token k is about, when its antecedent is a person after
    the verb of the clause before (`prev`): the nearest person before "who", past a phrase of
    place ("we've got | somebody | who uses a wheelchair", "there's a fella at the bowls club |
    who's ninety one"), is a third person; after a form of "be" with a person for its subject
    the phrase names that subject ("i'm | someone | who needs eight hours", "she's a nurse who
    ..."). None when no person stands there (the clause before is left to say)."""
    verb = prev.verb if prev.verb is not None else prev.head
    for j in range(k - 1, max(verb, k - _ANTECEDENT_PLACE_REACH - 1), -1):
        w = lows[j]
        if w in OBJECT_PRONOUNS:
            return None  # "someone like | you | who takes initiative": the one likened
        if not person_word(w):
            if "VERB" in pos(w) and "NOUN" not in pos(w) and w not in PREPOSITIONS:
                return None  # "... i told | who": a verb before any person
            continue
        if predicate_person(lows, j) and prev.subject in (Subject.USER, Subject.THIRD):
            return prev.subject, prev.relation  # the person is the subject said again
        return Subject.THIRD, relation_of(w)
    return None


_ANTECEDENT_PLACE_REACH = 6  # words before "who" its person may stand in ("a fella | at the bowls club")


def _role_adjunct(lows: tuple[str, ...], c: Clause) -> bool:
    """Clause `c` is "as" and a person with no verb of its own ("as someone with asthma", "as a
    man who's worked nights for years"; a relative clause may follow): a role the subject of
    another clause is spoken of in, not a clause about another person."""
    if c.head == c.first or lows[c.head - 1] != _AS:
        return False  # "(so) as | someone ...": the clause's opening words end on "as"
    end = next((k for k in range(c.head, c.end) if lows[k] in RELATIVE_CLAUSE_OPENERS), c.end)
    return not any(is_finite_verb(w) and "NOUN" not in pos(w) for w in lows[c.head + 1 : end])


_AS = "as"  # "as | someone with asthma": the word that opens a role (`_role_adjunct`)


def _that_after_one(lows: tuple[str, ...], k: int) -> bool:
    """ "my eldest's the one | that plays the piano": "that" after "the one" (or "the ones", "the
    only one") opens a relative clause about the one, as "who" does, not a clause about a thing."""
    return lows[k] == _THAT and k >= 2 and _the_one_at(lows, k - 2)


def _the_one_who(lows: tuple[str, ...], k: int) -> bool:
    """ "my wife's | the one who handles the money": a clause that opens with "the one who" (or
    "that") after a clause that named somebody identifies them; what it says is theirs."""
    if k + 2 >= len(lows) or not _the_one_at(lows, k):
        return False
    return lows[k + 2] in RELATIVE_CLAUSE_OPENERS or lows[k + 2] == _THAT


_THAT = "that"
_ONE_DIGIT = "1"  # the normaliser writes the pro-form "one" as the number it also is
