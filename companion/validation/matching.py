"""Finding a quote inside a message despite speech-to-text noise (rule V4).

Both texts are canonicalised the same way (`normalize.canonicalize`). A contiguous run of the
quote's canonical tokens in the message's is a match at no cost. Otherwise the quote is aligned
against the message token by token with a small edit budget: one edit is an extra message token,
a skipped function word of the quote, or a substitution between near-identical spellings.
Critical tokens (numbers, negations, months and weekdays, names) only ever match exactly, and an
extra message token that is critical may not be skipped. A character-similarity ratio is never
the judge: it accepts swapped names and flipped negations.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from functools import lru_cache

from rapidfuzz import fuzz
from rapidfuzz.distance import Levenshtein

from companion.validation.clauses import CLOSED_CLASS, dialect_my, is_be_clitic, verbish
from companion.validation.corrections import correcting_words
from companion.validation.lexicon import (
    AUXILIARIES,
    CARIBBEAN_SPELLINGS,
    CLAUSE_OPENERS,
    CLITIC_HOSTS,
    CLITIC_READINGS,
    COMPLEMENTISERS,
    DISCOURSE_BIGRAMS,
    DROPPED_COPULA,
    FIRST_PERSON,
    FIRST_PERSON_HOMOGRAPHS,
    FUNCTION_WORDS,
    HOMOPHONE_CLASSES,
    INTERJECTIONS,
    LETTER_SOUNDS,
    MONTHS,
    NEGATION_BRIDGES,
    NEGATION_IDIOMS,
    NEGATIONS,
    NEGATIVE_CLITIC,
    NEGATIVE_CONTRACTIONS,
    NEGATIVE_HOSTS,
    NO_WORDS,
    NUMBER_HOMOPHONES,
    OBJECT_PRONOUNS,
    PERFECT_CLITICS,
    RELATIONS,
    RESUMPTIVE_PRONOUNS,
    SCOTS_SPELLINGS,
    SECOND_PERSON,
    SPOKEN_VARIANTS,
    SUBJECT_PRONOUNS,
    SYNONYM_CLASSES,
    THIRD_PERSON,
)
from companion.validation.lexicon.claims import ANSWER_ADVERBS, INFINITIVE_LINKS
from companion.validation.lexicon.clauses import (
    ARTICLES,
    DIALECT_MY,
    SKIPPABLE_DETERMINERS,
    SPOKEN_DETERMINERS,
)
from companion.validation.lexicon.grammar import CLAUSE_LINKS, POSSESSIVES
from companion.validation.lexicon.morphology import is_past_form, is_present, lemmas, pos, verb_lemmas
from companion.validation.lexicon.spoken import I_FORMS
from companion.validation.lexicon.units import unit_key
from companion.validation.normalize import Canon, canonicalize_words, char_span, plain, token_spans, word_key
from companion.validation.polarity import inverted_negation
from companion.validation.utterance import relation_of, subject_start
from companion.validation.values import clipped_units

__all__ = ["Found", "Match", "harmonise", "locate", "match_score", "spoken_date_words"]

_INF = 1 << 20
_THE = "the"
_MY = "my"
# relation words and their kinship synonyms ("mam", "da" are the mother's and father's class)
_PEOPLE = RELATIONS | frozenset(w for cls in SYNONYM_CLASSES if cls[0] in RELATIONS for w in cls)
_OF = "of"
_MONTH_KEYS = frozenset(word_key(m) for m in MONTHS)
# A word of a homophone class that kept its own spelling, because it is the unit after a number
# ("four hours" read as 4 and its unit "hour"), still sounds like the class's other words: the
# quote's "for our kids" is the transcriber's "four hour kids". Never a fact's value (V5 reads
# numbers apart).
_SPELLED_HOMOPHONES = frozenset(
    (word_key(cls[0]), w) for cls in HOMOPHONE_CLASSES for w in cls if w != word_key(w)
)
# the Scots pairs are written as said; the English side may be a homophone's key ("to" is "too")
_SCOTS = frozenset(
    (word_key(said), word_key(english)) for said, english in SCOTS_SPELLINGS | CARIBBEAN_SPELLINGS
)
_FREE = NUMBER_HOMOPHONES | SPOKEN_VARIANTS | _SCOTS | _SPELLED_HOMOPHONES | LETTER_SOUNDS
_EQUIV: frozenset[tuple[str, str]] = _FREE | frozenset((b, a) for a, b in _FREE)
# every word a quote word may stand for at no cost ("too": "to" and "2")
_ALT: dict[str, frozenset[str]] = {}
for _a, _b in _EQUIV:
    _ALT[_a] = _ALT.get(_a, frozenset()) | {_b}
del _a, _b
# A tidy contraction where the speaker dropped the copula: one edit ("we drivin" / "we're driving").
_COPULA: frozenset[tuple[str, str]] = DROPPED_COPULA | frozenset((b, a) for a, b in DROPPED_COPULA)
# Quote words an alignment may leave out even at the quote's edge: not a verb that could carry a
# flipped negation ("do" for "don't").
_EDGE_SKIPPABLE = FUNCTION_WORDS - frozenset(word_key(w) for w in AUXILIARIES)
_PREFILTER = 60.0
_INTENSIFIERS = NEGATION_BRIDGES
_AUXILIARIES = frozenset(word_key(w) for w in AUXILIARIES)
NEG_IDIOMS = NEGATION_IDIOMS


class Found(enum.Enum):
    """How a search for a quote in one message ended."""

    YES = "yes"
    NEGATED = "negated"  # found, but right after a negation the quote leaves out
    CRITICAL = "critical"  # found only by changing a number, negation, date word or name
    NO = "no"


@dataclass(frozen=True, slots=True)
class Match:
    """Where a quote sits in a message: token range, character span of the original, edit cost."""

    found: Found
    first: int = 0
    last: int = 0  # exclusive token index
    span: tuple[int, int] | None = None
    cost: int = 0
    exact: bool = False
    words_only: bool = False  # token indexes refer to `canonicalize_words` of the message
    content_only: bool = False  # found by its content words alone (`content_words_in_order`)


_NO_MATCH = Match(Found.NO)


def match_score(match: Match, quote_len: int) -> float:
    """1.0 for a verbatim (normalised) quote, 0.99 for a zero-cost canonical run, less per edit."""
    if match.exact:
        return 1.0
    return round(max(0.0, 0.99 - match.cost / max(1, quote_len)), 4)


def _clause_matters(quote: Canon, fact_keys: frozenset[str]) -> bool:
    """Does the quote's first clause carry the claim? It does when it is the whole quote or
    shares a content word with the fact ("No worries, Sam. I'll help" claims the second part)."""
    end = next((i for i in range(1, len(quote.keys)) if quote.boundary[i]), len(quote.keys))
    if end == len(quote.keys):
        return True
    shared = [
        k in fact_keys and len(k) > 2 and k not in FUNCTION_WORDS and not c
        for k, c in zip(quote.keys, quote.critical, strict=False)
    ]
    first = {k for k, hit in zip(quote.keys[:end], shared[:end], strict=False) if hit}
    later = {k for k, hit in zip(quote.keys[end:], shared[end:], strict=False) if hit}
    # "don't ever quit on what you love. | I will always love reading": the fact's words are
    # mostly in the later clause, which is what it rests on (a tie keeps the first clause)
    return bool(first) and len(first) >= len(later)


def _drops_trailing_words(quote_text: str, quote: Canon) -> bool:
    """The quote's text goes on past its last canonical token with words canonicalisation dropped
    ("... clothing store so": "so" is a discourse marker)."""
    if not quote_text:
        return False
    spans = token_spans(quote_text)
    k = quote.ends[-1] - 1
    if k >= len(spans):
        return False  # tokens not of this text (a quote read another way): nothing to say
    return any(c.isalnum() for c in quote_text[spans[k][1] :])


def _negation_hidden_after(msg: Canon, last: int, quote_text: str, quote: Canon) -> bool:
    """The words the quote drops after its last canonical token ("... feeling down. You know")
    are not what the message says there: the message goes on with a negation within as many
    words ("... feeling down. You never know"), so the dropped words may hide it."""
    spans = token_spans(quote_text)
    dropped = plain(quote_text[spans[quote.ends[-1] - 1][1] :]).split()
    said_there = msg.marks[last] if last < len(msg.marks) else ""  # no marks: nothing dropped
    if last >= len(msg.keys) or said_there.split() == dropped:
        return False  # the message drops the very same words right there
    ahead = msg.keys[last : last + len(dropped) + 1]
    return not NEGATIONS.isdisjoint(ahead)


def _negated_context(
    msg: Canon, first: int, last: int, quote: Canon, fact_keys: frozenset[str], quote_text: str = ""
) -> bool:
    """V4: 'I never want to go' does not ground 'want to go', nor 'they don't' ground 'they do'.

    Looks at the message token right before the match (through intensifiers such as "really")
    and, when the quote ends on an auxiliary verb or on words canonicalisation dropped, the token
    right after it: "store not so long ago" quoted as "store so" (the negation cut out, the
    dropped "so" hiding the gap) is negated context.
    """
    if not NEGATIONS.isdisjoint(quote.keys) or not NEGATIONS.isdisjoint(fact_keys):
        return False  # the quote or the fact keeps the negation: nothing is flipped
    after = last < len(msg.keys) and not msg.boundary[last] and msg.keys[last] in NEGATIONS
    if after and (quote.keys[-1] in _AUXILIARIES or _drops_trailing_words(quote_text, quote)):
        return True
    if _drops_trailing_words(quote_text, quote) and _negation_hidden_after(msg, last, quote_text, quote):
        return True
    opened = first  # past a word that opens a clause ("no | actually | it's the fourth floor")
    while opened < last - 1 and msg.lows[opened] in CLAUSE_OPENERS:
        opened += 1
    if (
        quote.keys[0] in SUBJECT_PRONOUNS
        or (opened < len(msg.lows) and subject_start(msg.lows, opened))
        or not _clause_matters(quote, fact_keys)
    ):
        return False  # the quote opens its own clause ("no, I went ...")
    if _answer_before(msg, first):
        return False  # "no no | mei's the eldest": the turn answers "no", then says its own clause
    k = first - 1
    while k >= 0 and not msg.boundary[k + 1]:
        key = msg.keys[k]
        if key in NEGATIONS:
            if key in NO_WORDS and k in correcting_words(msg):
                return False  # "a sister and two brothers er no | two sisters": it corrects
            if inverted_negation(msg.keys, k):
                return False  # "why won't | my cat eat": the question's auxiliary, before its subject
            # "never forget | the day ..." asserts remembering, unless the fact claims the
            # very word the idiom negates ("User forgot the day ...")
            word = msg.keys[k + 1]
            return (key, word) not in NEG_IDIOMS or any(f.startswith(word[:4]) for f in fact_keys)
        if key not in _INTENSIFIERS:
            return False
        k -= 1
    return False


def _answer_before(msg: Canon, first: int) -> bool:
    """Everything before token `first` is a bare "no" (or "no no", "oh no") opening the turn,
    and what follows is a clause of its own: something said to be something ("mei's the
    eldest", not "dogs are allowed", where "no" is the determiner)."""
    before = msg.lows[:first]
    if _elliptical_not(before):
        # "not really | make a note that ...", "not yet | remember i'm on nights": the answer
        # is whole, and a bare verb or a subject opens a clause of its own after it
        lows, k = msg.lows, first
        while k < len(lows) and lows[k] in ANSWER_ADVERBS:
            k += 1  # "not really | just remember ..."
        # a bare verb, not a word that may be the predicate "not" denies ("not really | keen")
        tags = pos(lows[k]) if k < len(lows) else frozenset()
        bare_verb = "VERB" in tags and "ADJ" not in tags and verb_lemmas(lows[k]) == {lows[k]}
        return k < len(lows) and (bare_verb or subject_start(lows, k))
    if not before or not any(w in NO_WORDS for w in before):
        return False
    if not all(w in NO_WORDS or w in INTERJECTIONS for w in before):
        return False
    lows = msg.lows
    if first + 1 >= len(lows):
        return False
    if is_be_clitic(lows, first) and not verbish(lows[first + 1]):
        return True
    return _imperative_then_clause(lows, first)


def _elliptical_not(before: tuple[str, ...]) -> bool:
    """The words are an elliptical negative answer opening the turn: "not" and answer adverbs
    only ("not really", "oh not yet", "not at all"), after any interjections."""
    words = [w for w in before if w not in INTERJECTIONS]
    return len(words) >= 2 and words[0] == "not" and all(w in ANSWER_ADVERBS for w in words[1:])


def _imperative_then_clause(lows: tuple[str, ...], k: int) -> bool:
    """Token k is a bare verb that only a verb can be ("remember", "listen"; not "worries" or
    "smoking", which "no" may determine) and a clause with its own subject follows it, straight
    or after "that" ("no no | remember i work nights"): "no" cannot determine a verb, so it
    answered something and the imperative starts a new clause."""
    if pos(lows[k]) != {"VERB"} or verb_lemmas(lows[k]) != {lows[k]}:
        return False
    j = k + 1
    if j < len(lows) and lows[j] in COMPLEMENTISERS:
        j += 1
    return j < len(lows) and subject_start(lows, j)


@lru_cache(maxsize=65536)
def _similar(a: str, b: str) -> bool:
    if len(a) < 4 or len(b) < 4:
        return False
    if a.startswith(b) or b.startswith(a):
        return True  # inflections: "plan" / "planning"
    # one slip in a long word ("definately"); short words differ in meaning ("hate" / "have")
    return min(len(a), len(b)) >= 6 and Levenshtein.distance(a, b, score_cutoff=1) <= 1


_ECHO_REACH = 3  # words back in which a value said again counts as an echo of it


def _align(quote: Canon, msg: Canon, budget: int, allow_critical: bool) -> list[tuple[int, int, int]]:
    """Banded local alignment of the whole quote against any window of the message.

    Returns (first token, end token, cost) for every window end whose cost fits the budget.
    """
    q, m = quote.keys, msg.keys
    n, big_m = len(q), len(m)
    qcrit, mcrit = quote.critical, msg.critical
    del_cost = [1 if (k in FUNCTION_WORDS and not c) else _INF for k, c in zip(q, qcrit, strict=False)]
    # The quote's first and last words must be in the message: an edge word the user never said
    # is usually a flipped negation ("do" for "don't").
    if q[0] not in _EDGE_SKIPPABLE or qcrit[0]:
        del_cost[0] = _INF
    if q[-1] not in _EDGE_SKIPPABLE or qcrit[-1]:
        del_cost[-1] = _INF
    col = [0] * (n + 1)
    col_start = [0] * (n + 1)
    for i in range(1, n + 1):
        col[i] = min(_INF, col[i - 1] + del_cost[i - 1])
    hits: list[tuple[int, int, int]] = []
    # message words a tidy quote leaves out at no cost: a date's spoken glue, a subject said again
    free_skips = spoken_date_words(m) | resumptive_pronouns(msg.lows, msg.boundary)
    for j in range(1, big_m + 1):
        mk = m[j - 1]
        # a value said again for the listener ("the ninth of december, | ninth |") is no new
        # value: it may be left out at an edit, as any word (it is not noise for sure); an article
        # the tidy quote left out ("i wear | a | size six shoe") costs nothing
        echo = mcrit[j - 1] and mk in m[max(0, j - 1 - _ECHO_REACH) : j - 1]
        skip = _INF if mcrit[j - 1] and not echo else 0 if j - 1 in free_skips or mk in _ARTICLE_KEYS else 1
        new = [0] * (n + 1)
        new_start = [0] * (n + 1)
        new_start[0] = j
        for i in range(1, n + 1):
            qk = q[i - 1]
            if qk == mk or (qk, mk) in _EQUIV:
                sub = 0
            elif (qcrit[i - 1] or mcrit[j - 1]) and not allow_critical:
                sub = _INF
            elif (
                _similar(qk, mk) or (qk, mk) in _COPULA or (allow_critical and (qcrit[i - 1] or mcrit[j - 1]))
            ):
                sub = 1
            else:
                sub = _INF
            best, start = col[i - 1] + sub, (col_start[i - 1] if i > 1 else j - 1)
            if i < n and col[i] + skip < best:
                best, start = col[i] + skip, col_start[i]
            up = new[i - 1] + del_cost[i - 1]
            if up < best:
                best, start = up, new_start[i - 1]
            new[i] = best if best < _INF else _INF
            new_start[i] = start
        if new[n] <= budget:
            hits.append((new_start[n], j, new[n]))
        col, col_start = new, new_start
    return hits


@lru_cache(maxsize=4096)
def spoken_date_words(keys: tuple[str, ...]) -> frozenset[int]:
    """The message's words that only say a date aloud: "the" between a month and its day
    ("june | the | twelfth"), and "the" and "of" around a day before its month ("| the | third
    | of | march"). A written date ("June 12th", "3 March") leaves them out, so skipping them
    costs nothing."""
    out: set[int] = set()
    for k, word in enumerate(keys):
        before = keys[k - 1] if k > 0 else ""
        after = keys[k + 1 : k + 4]
        day_then_month = (
            len(after) >= 3 and after[0].isdigit() and after[1] == _OF and after[2] in _MONTH_KEYS
        )
        month_then_day = before in _MONTH_KEYS and bool(after) and after[0].isdigit()
        of_between = before.isdigit() and bool(after) and after[0] in _MONTH_KEYS
        if (word == _THE and (month_then_day or day_then_month)) or (word == _OF and of_between):
            out.add(k)
    return frozenset(out)


def _only_free_alternatives(quote: Canon, msg: Canon) -> bool:
    """Some quote words are missing from the message, and for each a word it may stand for at no
    cost is there (`_ALT`: one that sounds the same, "to" / "two"; a spoken variant, "he don't"
    / "he doesn't", "we was" / "we were"): a short quote with no edit to spend may still align."""
    absent = quote.key_set - msg.key_set
    return bool(absent) and all(not msg.key_set.isdisjoint(_ALT.get(k, ())) for k in absent)


def _free_words_between(quote: Canon, msg: Canon) -> bool:
    """Every quote word is in the message and the message says an article or a pronoun that
    says its subject again: the quote may be the message's words with it left out, which aligns
    at no cost."""
    if not quote.key_set <= msg.key_set:
        return False
    return not _ARTICLE_KEYS.isdisjoint(msg.key_set) or bool(resumptive_pronouns(msg.lows, msg.boundary))


@lru_cache(maxsize=4096)
def resumptive_pronouns(lows: tuple[str, ...], boundary: tuple[bool, ...]) -> frozenset[int]:
    """The message's pronouns that say again the noun phrase subject right before them ("my
    wife | she | no like the city", "the boiler | it | packed in"): a tidy quote leaves them out
    ("my wife doesn't like the city"), so skipping one costs nothing. The noun phrase opens its
    clause with a possessive or an article and ends on a noun; "i saw my wife | she ..." is no
    such subject."""
    out: set[int] = set()
    for k in range(2, len(lows)):
        if (
            lows[k] not in RESUMPTIVE_PRONOUNS
            or "NOUN" not in pos(lows[k - 1])
            or lows[k - 1] in FUNCTION_WORDS
        ):
            continue
        opener = next(
            (d for d in range(k - 2, max(-1, k - 2 - _RESUMED_REACH), -1) if _opens_noun_phrase(lows[d])),
            None,
        )
        if opener is None or any("NOUN" not in pos(w) and "ADJ" not in pos(w) for w in lows[opener + 1 : k]):
            continue
        if opener == 0 or boundary[opener] or lows[opener - 1] in CLAUSE_LINKS:
            out.add(k)
    return frozenset(out)


_RESUMED_REACH = 3  # words of a resumed noun phrase ("my | little | sister | she")


def _opens_noun_phrase(low: str) -> bool:
    return low in POSSESSIVES or low in ARTICLES or low in SPOKEN_DETERMINERS


_ARTICLE_KEYS = frozenset(word_key(w) for w in SKIPPABLE_DETERMINERS)


def _feasible(quote: Canon, msg: Canon, budget: int, allow_critical: bool) -> bool:
    """Cheap prefilter: each quote token absent from the message costs at least one edit, and
    an absent critical token cannot be matched at all (unless diagnosing)."""
    present = msg.key_set
    absent = quote.key_set - present  # C-speed set difference: most messages fail right here
    if len(absent) > budget and len(absent - _ALT.keys()) > budget:
        return False
    missing = 0
    # every test here only ever refuses, so their order changes no answer: the token scan
    # (a few us) runs before the character ratio (~10 us on a 30-word message)
    for k, critical in zip(quote.keys, quote.critical, strict=False):
        if k not in present and present.isdisjoint(_ALT.get(k, ())):
            if critical and not allow_critical:
                return False
            missing += 1
            if missing > budget:
                return False
    # rapidfuzz as a prefilter only: far below any alignment the budget allows
    return allow_critical or fuzz.partial_ratio(quote.joined, msg.joined, score_cutoff=_PREFILTER) != 0


def _critical_swap(quote: Canon, msg: Canon) -> tuple[int, int] | None:
    """Diagnosis fast path: the quote's tokens in a row in the message, only critical ones changed
    (for a swapped number or name no alignment is needed to tell CRITICAL from NO)."""
    q, m, qcrit = quote.keys, msg.keys, quote.critical
    n = len(q)
    anchor = next((i for i in range(n) if not qcrit[i]), None)
    if anchor is None or not any(qcrit):
        return None
    key = q[anchor]
    for j in range(len(m) - n + 1):
        if m[j + anchor] == key and all(qcrit[i] or q[i] == m[j + i] for i in range(n)):
            return j, j + n
    return None


_BIGRAM_SECOND = frozenset(second for _, second in DISCOURSE_BIGRAMS)


def _without_first(quote: Canon) -> Canon:
    """`quote` without its first canonical token (the next one opens the quote's first clause)."""
    return Canon.of(
        quote.keys[1:], quote.starts[1:], quote.ends[1:], (True, *quote.boundary[2:]), quote.critical[1:]
    )


def _without_last(quote: Canon) -> Canon:
    """`quote` without its last canonical token."""
    return Canon.of(
        quote.keys[:-1], quote.starts[:-1], quote.ends[:-1], quote.boundary[:-1], quote.critical[:-1]
    )


BIGRAM_FIRST = frozenset(first for first, _ in DISCOURSE_BIGRAMS)


def _split_words(quote: Canon, msg: Canon) -> dict[str, tuple[str, ...]]:
    """Words of the quote the message says as two neighbouring words that spell it: a compound
    a recogniser split ("flatmate" / "flat mate", "Ironman" / "iron man") or an initialism whose
    first letter is also the article ("AP" / "a p", "ACL" / "a c l", which `merge_letters`
    leaves as "a" and "cl"). A negation is never joined ("nowhere" is not "now here")."""
    missing = {k for k in quote.key_set - msg.key_set if k.isalpha() and k not in NEGATIONS}
    if not missing:
        return {}
    out: dict[str, tuple[str, ...]] = {}
    keys = msg.keys
    for j in range(len(keys) - 1):
        if msg.boundary[j + 1]:
            continue
        joined = keys[j] + keys[j + 1]
        if joined in missing and keys[j].isalpha() and keys[j + 1].isalpha():
            out.setdefault(joined, (keys[j], keys[j + 1]))
    return out


def _said_for_my(lows: tuple[str, ...], k: int) -> bool:
    """Token k is "me" or "ma" for "my" (`clauses.dialect_my`), and not after a verb unless a
    relation follows: "she gave me money" gives the user money, "i rang me mam" is the mother."""
    if not dialect_my(lows, k):
        return _own_verb_before(lows, k) and "NOUN" in pos(lows[k + 1])
    after_verb = k > 0 and (verbish(lows[k - 1]) or "VERB" in pos(lows[k - 1]))  # "tell | me"
    return (
        not after_verb
        or lows[k + 1] in _PEOPLE
        or relation_of(lows[k + 1]) is not None
        or _own_verb_before(lows, k)
    )


def _own_verb_before(lows: tuple[str, ...], k: int) -> bool:
    """Token k is "me" or "ma" after a verb whose subject is "I" ("i hurt | me back", "i've
    lost | me keys", "i always do | me shopping"): the object of one's own verb is "myself"
    (binding: a pronoun is not bound in its own clause), so this "me" is the speaker's "my"."""
    if lows[k] not in DIALECT_MY or k + 1 >= len(lows) or k == 0 or "VERB" not in pos(lows[k - 1]):
        return False
    for j in range(k - 2, max(-1, k - 2 - _OWN_VERB_REACH), -1):
        if lows[j] in I_FORMS:
            return True
        # "i | have to | take me tablets", "i | need to | ring me sister": the infinitive's
        # subject is the subject of the verb that takes it
        catenative = lows[j] in INFINITIVE_LINKS or (
            "VERB" in pos(lows[j]) and lows[j + 1] in INFINITIVE_LINKS
        )
        if "ADV" not in pos(lows[j]) and lows[j] not in AUXILIARIES and not catenative:
            return False
    return False


_OWN_VERB_REACH = 4  # words between "I" and its verb: "i | always | do me shopping", "i | have to | take"


@dataclass
class _Rewritten:
    """The columns of a quote's `Canon` rewritten token by token (`fold_clitics`, `harmonise`):
    every token keeps the span of the quote words it stands for."""

    keys: list[str] = field(default_factory=list)
    starts: list[int] = field(default_factory=list)
    ends: list[int] = field(default_factory=list)
    boundary: list[bool] = field(default_factory=list)
    critical: list[bool] = field(default_factory=list)
    lows: list[str] = field(default_factory=list)
    marks: list[str] = field(default_factory=list)

    def add(
        self, key: str, start: int, end: int, boundary: bool, critical: bool, low: str, mark: str
    ) -> None:
        self.keys.append(key)
        self.starts.append(start)
        self.ends.append(end)
        self.boundary.append(boundary)
        self.critical.append(critical)
        self.lows.append(low)
        self.marks.append(mark)

    def canon(self) -> Canon:
        return Canon.of(
            tuple(self.keys),
            tuple(self.starts),
            tuple(self.ends),
            tuple(self.boundary),
            tuple(self.critical),
            tuple(self.lows),
            tuple(self.marks),
        )


_APOSTROPHES = ("'", "\u2019")
_NOT = word_key("not")


def _clitic_pairs(text: str, canon: Canon, k: int) -> tuple[tuple[str, str], ...]:
    """The two words a contraction at canonical token k may stand for, as keys: "I'm" (i, am),
    "dad's" (dad, is) and (dad, has), "isn't" (is, not), "won't" (will, not); written without
    its apostrophe ("im", "dont") only when the run is no dictionary word (`CLITIC_HOSTS`)."""
    if canon.ends[k] - canon.starts[k] != 1:
        return ()
    spans = token_spans(text)
    first, last = spans[canon.starts[k]]
    raw = text[first:last].lower()
    cut = next((i for i, c in enumerate(raw) if c in _APOSTROPHES), -1)
    if cut > 0:
        host, clitic = raw[:cut], raw[cut + 1 :]
        if clitic == NEGATIVE_CLITIC:
            return ()  # "is'nt": the apostrophe is not where English writes it
        if len(clitic) == 1 and (host + clitic).endswith(NEGATIVE_CLITIC):  # "isn't": "is" + "n't"
            host, clitic = host[: 1 - len(NEGATIVE_CLITIC)], NEGATIVE_CLITIC
        return _readings(host, clitic, canon, k)
    low = canon.lows[k]
    if low in NEGATIVE_CONTRACTIONS and low.endswith(NEGATIVE_CLITIC):
        return _readings(low[: -len(NEGATIVE_CLITIC)], NEGATIVE_CLITIC, canon, k)
    if pos(low):
        return ()  # "were", "well", "its": a word of its own
    return tuple(
        pair
        for clitic in CLITIC_READINGS
        if low.endswith(clitic) and low[: -len(clitic)] in CLITIC_HOSTS
        for pair in _readings(low[: -len(clitic)], clitic, canon, k)
    )


def _readings(host: str, clitic: str, canon: Canon, k: int) -> tuple[tuple[str, str], ...]:
    """The (host, verb) keys a host and its clitic stand for: "not" after the negative clitic's
    stem ("is" + "n't", "wo" + "n't" = "will not"), else each reading of `CLITIC_READINGS`, only the first
    (the perfect's auxiliary) of a `PERFECT_CLITICS` before a past participle ("i'd given up")."""
    if clitic == NEGATIVE_CLITIC:
        return ((word_key(NEGATIVE_HOSTS.get(host, host)), _NOT),)
    readings = CLITIC_READINGS.get(clitic, ())
    if clitic in PERFECT_CLITICS and _participle_after(canon, k):
        readings = readings[:1]  # "i'd | given up": had, never would
    return tuple((word_key(host), word_key(verb)) for verb in readings)


def _participle_after(canon: Canon, k: int) -> bool:
    """The verb after token k (past one adverb) is a past form that is no base form ("i'd |
    given up", "i'd | never been")."""
    lows = canon.lows
    j = k + 1
    if j < len(lows) and "ADV" in pos(lows[j]) and not is_past_form(lows[j]):
        j += 1
    return j < len(lows) and is_past_form(lows[j]) and not is_present(lows[j])


@lru_cache(maxsize=4096)
def _contractions(
    msg_text: str, msg: Canon
) -> tuple[Mapping[tuple[str, str], str], frozenset[tuple[str, str]]]:
    """A message's contractions by the two words each may stand for ("i'm" under (i, am)), and
    the pairs of keys it says side by side: what `fold_clitics` reads of the message, the same for
    every quote looked for in it (a session's candidates cite the same few turns). Keyed by the
    Canon object itself (`Canon` compares by identity), so a message canonicalised again is a
    new entry, never a stale one."""
    joined: dict[tuple[str, str], str] = {}
    for k, key in enumerate(msg.keys):
        for words in _clitic_pairs(msg_text, msg, k):
            joined.setdefault(words, key)  # "lodger's" may be keyed "lodger", as its host
    pairs = frozenset((msg.keys[k], msg.keys[k + 1]) for k in range(len(msg.keys) - 1))
    return joined, pairs


@lru_cache(maxsize=4096)
def _contractions_of(quote_text: str, quote: Canon) -> tuple[tuple[tuple[str, str], ...], ...]:
    """The two words each token of a quote may stand for (`_clitic_pairs`), token by token: the
    same whichever message the quote is looked for in (`Check.elsewhere` tries every one)."""
    return tuple(_clitic_pairs(quote_text, quote, i) for i in range(len(quote.keys)))


def fold_clitics(quote_text: str, quote: Canon, msg_text: str, msg: Canon) -> Canon:
    """The quote with the words a contraction of the message stands for written as the message
    says them: "I am not" for the user's "i'm not" becomes "im not", "my dad is" for "my dad's"
    becomes "my dads"; and a contraction of the quote the user said in full ("I'm" for "i am")
    becomes its two words. LABELING.md allows contractions either way; a negation stays a
    negation ("is not" / "isn't"), and "has" written for "hasn't" still drops one."""
    absent = quote.key_set - msg.key_set
    if not absent:
        return quote
    joined, pairs = _contractions(msg_text, msg)
    out = _Rewritten()
    changed = False
    i = 0
    while i < len(quote.keys):
        pair = (quote.keys[i], quote.keys[i + 1]) if i + 1 < len(quote.keys) else None
        said = (
            joined.get(pair) if pair is not None and pair not in pairs and not quote.boundary[i + 1] else None
        )
        if said is not None:
            critical = quote.critical[i] or quote.critical[i + 1]
            out.add(
                said, quote.starts[i], quote.ends[i + 1], quote.boundary[i], critical, said, quote.marks[i]
            )
            changed, i = True, i + 2
            continue
        split = (
            next((p for p in _contractions_of(quote_text, quote)[i] if p in pairs), None)
            if quote.keys[i] in absent
            else None
        )
        for j, part in enumerate(split or (quote.keys[i],)):
            out.add(
                part,
                quote.starts[i],
                quote.ends[i],
                quote.boundary[i] if j == 0 else False,
                quote.critical[i] or part == _NOT,
                part if split else quote.lows[i],
                quote.marks[i] if j == 0 else "",
            )
        changed = changed or split is not None
        i += 1
    return out.canon() if changed else quote


def harmonise(quote: Canon, msg: Canon) -> Canon:
    """The quote with each number the message says in another form spelled as the message says
    it: "3072" for the message's "three oh seven two" becomes its tokens "3 0 7 2", "9:15" for
    "nine fifteen" becomes "9 15" (`Canon.runs`: what a run of spoken numbers may mean); and
    each word the message says split in two spelled as its two words (`_split_words`). Every
    token keeps its span in the quote."""
    if quote.key_set <= msg.key_set:
        return quote
    spoken: dict[str, tuple[str, ...]] = {}
    # values the message said with a clipped unit ("forty five k"): the quote's "45 km" is that
    # one token
    clipped: dict[str, tuple[str, ...]] = {}
    for first, end, meant in msg.runs:
        for value in meant:
            spoken.setdefault(value, msg.keys[first:end])
        units = clipped_units(msg, first, end, meant)
        if units:
            clipped.update((value, units) for value in meant)
    for word, halves in _split_words(quote, msg).items():
        spoken.setdefault(word, halves)
    if _MY in quote.key_set:
        # "me mam", "ma pal": the speaker's "me" or "ma" for "my", which a tidy quote writes "my"
        owned = {quote.keys[i + 1] for i in range(len(quote.keys) - 1) if quote.keys[i] == _MY}
        said_as = next(
            (
                msg.keys[k]
                for k in range(len(msg.keys) - 1)
                if msg.keys[k + 1] in owned and _said_for_my(msg.lows, k)
            ),
            None,
        )  # the dialect word before the noun the quote's "my" owns: "tell me ahd" owns nothing
        if said_as is not None:
            spoken.setdefault(_MY, (said_as,))
    if not any(k in spoken and k not in msg.key_set for k in quote.keys):
        return quote
    out = _Rewritten()
    keys, i = quote.keys, 0
    while i < len(keys):
        key = keys[i]
        parts = spoken.get(key) if key not in msg.key_set else None
        # the quote's unit after such a value is in the message's one token ("45000" of "k")
        unit_too = parts is not None and i + 1 < len(keys) and keys[i + 1] in clipped.get(key, ())
        end = quote.ends[i + 1] if unit_too else quote.ends[i]
        for j, part in enumerate(parts or (key,)):
            out.add(
                part,
                quote.starts[i],
                end,
                quote.boundary[i] if j == 0 else False,
                quote.critical[i],
                part if parts else quote.lows[i],
                quote.marks[i] if j == 0 else "",
            )
        i += 2 if unit_too else 1
    return out.canon()


def locate(
    quote_text: str,
    quote: Canon,
    msg_text: str,
    msg: Canon,
    budget: int,
    fact_keys: frozenset[str] = frozenset(),
    diagnose: bool = True,
    _retry: bool = True,
) -> Match:
    """Find `quote` in `msg` (both canonical); report the first acceptable occurrence.

    `fact_keys` (the fact's canonical tokens) tell whether a negated first clause of the quote
    is the part the fact relies on. With `diagnose`, a failed search also tries whether changing
    a critical token would have matched (to report CRITICAL rather than NO).
    """
    if not quote.keys:
        return _NO_MATCH
    quote = harmonise(fold_clitics(quote_text, quote, msg_text, msg), msg)
    negated: Match | None = None
    pos = msg.joined.find(quote.joined)
    while pos >= 0:
        first = msg.index_at(pos)
        last = first + len(quote.keys)
        if not _negated_context(msg, first, last, quote, fact_keys, quote_text):
            # verbatim (case-folded) first: one C-level search, no normalisation
            exact = quote_text.lower() in msg_text.lower() or (
                plain(quote_text).strip() != "" and plain(quote_text) in plain(msg_text)
            )
            return Match(Found.YES, first, last, char_span(msg, msg_text, first, last), 0, exact)
        negated = negated or Match(Found.NEGATED, first, last, char_span(msg, msg_text, first, last))
        pos = msg.joined.find(quote.joined, pos + 1)
    # no edit to spend still allows a word heard as one that sounds the same ("to" written
    # "two", "our" written "hour"): align when every quote word missing from the message is one
    # with no edit to spend, an article of the message the quote left out still aligns (free)
    if (budget > 0 or _only_free_alternatives(quote, msg) or _free_words_between(quote, msg)) and _feasible(
        quote, msg, budget, False
    ):
        for first, last, cost in sorted(_align(quote, msg, budget, False), key=lambda h: (h[2], h[0])):
            if not _negated_context(msg, first, last, quote, fact_keys, quote_text):
                return Match(Found.YES, first, last, char_span(msg, msg_text, first, last), cost, False)
            negated = negated or Match(
                Found.NEGATED, first, last, char_span(msg, msg_text, first, last), cost
            )
    if (
        _retry
        and negated is None
        and quote.key_set <= msg.key_set  # every word is there: maybe a cut repeated phrase
        and len(msg.keys) != len(canonicalize_words(msg_text).keys)
    ):
        # the message collapsed a repeated phrase the quote may cut: retry without that folding
        retry = locate(
            quote_text,
            canonicalize_words(quote_text),
            msg_text,
            canonicalize_words(msg_text),
            budget,
            fact_keys,
            diagnose=False,
            _retry=False,
        )
        if retry.found is Found.YES:
            return replace(retry, words_only=True)
    if _retry and negated is None and len(quote.keys) > 1 and quote.keys[0] in _BIGRAM_SECOND:
        # "know that I'm running ..." cut from "let you know that I'm running ...": the message
        # dropped "you know" as a discourse marker, the quote kept its second half
        retry = locate(quote_text, _without_first(quote), msg_text, msg, budget, fact_keys, False, False)
        if retry.found is Found.YES:
            return retry
    if _retry and negated is None and len(quote.keys) > 1 and quote.keys[-1] in BIGRAM_FIRST:
        # "... do you" cut from "... do you know any other ...": the message dropped "you know"
        # as a discourse marker, the quote kept its first half
        retry = locate(quote_text, _without_last(quote), msg_text, msg, budget, fact_keys, False, False)
        if retry.found is Found.YES:
            return retry
    if negated is not None or not diagnose:
        return negated or _NO_MATCH
    swapped = _critical_swap(quote, msg)
    if swapped is not None:  # the usual case: the quote verbatim but for a number or a name
        first, last = swapped
        return Match(Found.CRITICAL, first, last, char_span(msg, msg_text, first, last), 1)
    wide = budget + 2
    if _feasible(quote, msg, wide, True):
        hits = _align(quote, msg, wide, True)
        if hits:
            first, last, cost = min(hits, key=lambda h: (h[2], h[0]))
            return Match(Found.CRITICAL, first, last, char_span(msg, msg_text, first, last), cost)
    return _NO_MATCH


# Message words that may stand between two content words of a quote found by its content words
# ("mi sister | does | work nights", "in | di | bronx"), and how much longer than the quote the
# stretch of the message may be.
_CONTENT_GAP = 3
_CONTENT_STRETCH = 4
_FEWEST_CONTENT_WORDS = 3
_CONTENT_AFTER = 2  # words after the stretch whose numbers and negations it must say too
_CONTENT_BEFORE = 4  # and before it: a negation or a value the quote's first words leave out
# the words of a quote that are its glue, not its content: closed-class words and object pronouns
_GLUE = CLOSED_CLASS | OBJECT_PRONOUNS


def content_words_in_order(quote: Canon, msg: Canon) -> tuple[int, int] | None:
    """Where the message says the quote's content words in order, each a few words from the
    last, when the quote's other words are written in another grammar ("mi grandson play
    cricket fi him school in di bronx" for "My grandson plays cricket for his school in the
    Bronx"): (first, end) token range, or None. Every content word, number, name and negation
    of the quote must be said (as the alignment says a word is the same), and every number,
    name and negation of the message in that stretch must be one of the quote's: the words
    that carry the claim are the user's, only the glue is not. A tidy quote of dialect speech
    changes several words at once, which no edit budget allows (docs/validation.md, "Stop 51")."""
    q, m = quote.keys, msg.keys
    wanted = [
        i for i, low in enumerate(quote.lows) if quote.critical[i] or low not in _GLUE or q[i] in NEGATIONS
    ]
    if len(wanted) < _FEWEST_CONTENT_WORDS:
        return None
    if any(quote.critical[i] and q[i] not in msg.key_set for i in wanted):
        return None
    longest = len(q) + _CONTENT_STRETCH
    for start in range(len(m)):
        if not _same_word(quote, wanted[0], msg, start):
            continue
        matched, at = [start], start + 1
        for i in wanted[1:]:
            reach = range(at, min(len(m), at + _CONTENT_GAP + 1))
            nxt = next((p for p in reach if _same_word(quote, i, msg, p)), None)
            if nxt is None:
                break
            matched.append(nxt)
            at = nxt + 1
        else:
            held = frozenset(matched)
            # The stretch and the words before it, as far again as the quote's own words before
            # its first content word, say no number, name or negation the quote does not ("i |
            # don't | drink coffee", "- i | didn't | do too great, even though i tried"); a unit
            # counts only through its number (Jamaican "mi" after one is no mile: "june di
            # twelfth | mi | a go"), and the "no" that answers the question not at all. After the
            # stretch only a negation refuses ("... bus | no more"): a number there adds to the
            # quote ("... fifteen | thirty year wid di same man").
            lead, tail = wanted[0], len(q) - 1 - wanted[-1]
            before = range(max(0, start - lead - _CONTENT_BEFORE), at)
            after = range(at, min(len(m), at + tail + _CONTENT_AFTER))
            unmatched_critical = any(
                msg.critical[p] and p not in held and not _unit_word(msg.lows[p]) and not _answer_no(msg, p)
                for p in before
            ) or any(m[p] in NEGATIONS for p in after)
            # the speaker or the listener where the quote does not say them ("it brings | me |
            # joy" for "it brings him joy"); a third person may be said again ("lucia | she | my
            # granddaughter", "fixin | them | gutters")
            other_person = not (_persons(msg.lows[start:at]) - {_THIRD}) <= _persons(quote.lows)
            if at - start <= longest and not unmatched_critical and not other_person:
                return start, at
    return None


def _answer_no(msg: Canon, k: int) -> bool:
    """The "no" that opens the turn or a sentence answers what was asked ("| no | last year we
    move to calgary"): it denies the listener's guess, not the clause after it."""
    return msg.lows[k] in NO_WORDS and (k == 0 or msg.boundary[k])


def _unit_word(low: str) -> bool:
    return not low[:1].isdigit() and unit_key(low) is not None


def _persons(lows: tuple[str, ...]) -> frozenset[int]:
    """The grammatical persons the standard pronouns of `lows` name (a dialect's "mi" is none)."""
    found = set()
    for low in lows:
        if low in FIRST_PERSON and low not in FIRST_PERSON_HOMOGRAPHS:
            found.add(_FIRST)
        elif low in SECOND_PERSON:
            found.add(_SECOND)
        elif low in THIRD_PERSON:
            found.add(_THIRD)
    return frozenset(found)


_FIRST, _SECOND, _THIRD = 1, 2, 3  # grammatical persons


def _same_word(quote: Canon, i: int, msg: Canon, j: int) -> bool:
    """Quote word i is message word j: as the alignment reads words the same, by a dictionary
    form ("passed" / "pass", "weighed" / "weigh", "son's" / "son"), or as a spelling of it no
    dictionary knows, two letters off with the same first letter ("mek" / "make", "tek" /
    "take"); a number, name or negation only as it is."""
    qk, mk = quote.keys[i], msg.keys[j]
    if qk == mk or (qk, mk) in _EQUIV or _similar(qk, mk):
        return True
    if quote.critical[i] or msg.critical[j]:
        return False
    ql, ml = quote.lows[i], msg.lows[j]
    if _similar(ql, ml) or not lemmas(ql).isdisjoint(lemmas(ml)):
        return True
    if len(ml) < _SHORTEST_SPELLING or ml[0] != ql[0] or pos(ml):
        return False
    # the word as the quote writes it or its dictionary form ("takes" / "take" for "tek")
    return any(
        Levenshtein.distance(form, ml, score_cutoff=_SPELLING_EDITS) <= _SPELLING_EDITS
        for form in (ql, *lemmas(ql))
    )


_SHORTEST_SPELLING = 3
_SPELLING_EDITS = 2
