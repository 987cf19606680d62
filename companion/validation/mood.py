"""Is what the quote says real, or only wanted, planned or past? (rule V7d)

"I want to learn Spanish" does not back "User speaks Spanish"; "I might move to Berlin" does not
back "User lives in Berlin"; "I used to smoke" does not back "User smokes". A fact may report a
plan or a wish ("User wants to learn Spanish", "User is thinking about getting a dog"), or a past
habit in the past ("User smoked in college"), but not turn it into a present fact.

Deterministic and narrow: a marker word ("want to", "hoping to", "planning to", "thinking about",
"might", "would love to", "someday", "used to") opens a scope that runs to the end of its clause
(at most a few words). When every word of the fact that the user's message backs was said only
inside such scopes, the fact must carry a matching word itself (a plan or wish word for the
first kind, a past or "no longer" word for "used to"); otherwise it is not an assertion.
"""

from __future__ import annotations

from functools import lru_cache

from companion.validation.content import content_words, root
from companion.validation.lexicon import SUBJECT_PRONOUNS
from companion.validation.normalize import canonicalize, plain, token_spans

__all__ = ["clear_caches", "unrealised"]

_SCOPE = 12  # words a marker governs, at most (a clause boundary or a new subject ends it sooner)

# Markers that make what follows a wish or a plan.
_WISH = frozenset(
    ["want", "wanna", "gonna", "hoping", "planning", "intend", "intending", "might", "someday",
     "considering", "dreaming", "thinking", "maybe", "perhaps", "should", "wondering",
     "if", "whether", "unsure"]
)  # fmt: skip
# Words that are nouns as often as verbs ("hope and kindness exist", "sounds like a plan"):
# markers only before what a verb of wanting takes ("hope to", "plan on", "dream of", "wish I").
_WISH_VERBS = frozenset(["hope", "plan", "dream", "wish"])
_WISH_VERB_OBJECTS = frozenset(["to", "too", "on", "of", "about", "that"]) | SUBJECT_PRONOUNS
# "would" / "I'd" only before a word of wanting ("would love to", "I'd like to"); bare "would"
# is also a past habit ("we would go every summer").
_WANTING = frozenset(["love", "like", "want", "prefer", "rather", "enjoy"])
_CONDITIONAL = frozenset(["would", "id"])
_USED = "used"  # "used to": a past habit, over now
# A new clause inside the scope ends it: "wanted to tell you that | I'm coaching again".
# "you" and "it" are objects as often as subjects ("hoping to get it framed"); "it's",
# "that's" are always a new subject and verb.
_SCOPE_ENDS = (SUBJECT_PRONOUNS - {"you", "it"}) | frozenset(["its", "thats", "whats", "but", "because"])

# Words in a fact that report a wish, plan or possibility (so the fact says what the quote says).
_FACT_WISH = frozenset(
    ["want", "wanna", "hope", "hoping", "hopeful", "plan", "planning", "plann", "intend", "intention",
     "might", "would", "could", "may", "will", "someday", "future", "goal", "goals", "dream",
     "dreaming", "wish", "consider", "considering", "thinking", "think", "interested", "interest",
     "eager", "excited", "excit", "looking", "forward", "aspire", "aspiring", "aspiration", "aim",
     "keen", "desire", "seek", "seeking", "try", "trying", "attempt", "soon", "upcoming", "next",
     "potentially", "possibly", "maybe", "chance", "likely", "idea", "option", "open", "curious",
     "going", "gonna", "should", "need", "needs", "wondering", "wonder", "contemplating", "hopes",
     "ambition", "prospect", "if", "desir", "wishe", "determined", "determin", "committed",
     "commit", "aiming", "resolved", "intent", "intends", "promise", "promis", "vow", "vows",
     "offer", "offered", "offering", "invite", "invit", "inviting", "willing", "ready", "wanting",
     "wishing", "intending", "passionate", "motivated", "determination", "dedicated"]
)  # fmt: skip
# Words in a fact that put it in the past or say it is over.
_FACT_PAST = frozenset(
    ["used", "former", "formerly", "previously", "past", "ago", "once", "anymore", "longer", "quit",
     "stop", "stopp", "before", "childhood", "young", "younger", "grew", "growing", "was", "were",
     "had", "did", "went", "ate", "drank", "made", "took", "got", "gave", "saw", "came", "ran",
     "wrote", "read", "sang", "swam", "rode", "drove", "flew", "taught", "thought", "kept", "left"]
)  # fmt: skip


_MARKERS = _WISH | _WISH_VERBS | _CONDITIONAL | {_USED}
# After "to", a verb; after the adverb "too" (the same canonical key) anything, often a new
# sentence whose full stop speech-to-text dropped: "I hope so too the bus was late ...".
_NOT_A_VERB = frozenset(["the", "a", "an", "my", "your", "his", "her", "our", "their", "this", "that", "it"])


def _adverb_too(keys: tuple[str, ...], i: int) -> bool:
    return keys[i] == "too" and (i + 1 >= len(keys) or keys[i + 1] in _NOT_A_VERB)


@lru_cache(maxsize=4096)
def _scopes(message: str) -> tuple[dict[str, str], frozenset[str]]:
    """The words of `message` said inside a marker's scope (canonical key -> "wish" | "habit") and
    those said outside. Cached by text: a message is scanned once for every candidate citing it."""
    canon = canonicalize(message)
    keys, boundary = canon.keys, canon.boundary
    spans = token_spans(message)
    inside: dict[str, str] = {}
    outside: set[str] = set()
    kind, left = "", 0
    for i, key in enumerate(keys):
        # a subject right after the marker is the marked clause's own ("if I am", "hope we")
        own_subject = left == _SCOPE and key in SUBJECT_PRONOUNS and not boundary[i]
        if boundary[i] or (key in _SCOPE_ENDS and not own_subject):
            kind, left = "", 0
        # "wanted", "hoped", "planned": the canonical key drops the past tense, which told of a
        # past motive ("I wanted to help, so I started a reading club"), not a wish still open
        if key in _MARKERS:
            nxt = keys[i + 1] if i + 1 < len(keys) else ""
            start, end = spans[canon.starts[i]]
            if nxt == "back" or (key != _USED and message[start:end].lower().endswith("ed")):
                pass  # "thinking back to ..." remembers
            elif (
                key in _WISH
                or (key in _CONDITIONAL and nxt in _WANTING)
                or (key in _WISH_VERBS and nxt in _WISH_VERB_OBJECTS and not _adverb_too(keys, i + 1))
            ):
                kind, left = "wish", _SCOPE
                continue
            if key == _USED and nxt in ("to", "too"):  # "to" folds with its homophone "too"
                kind, left = "habit", _SCOPE
                continue
        if left > 0:
            inside.setdefault(key, kind)
            left -= 1
        else:
            outside.add(key)
    return inside, frozenset(outside)


def unrealised(fact_keys: tuple[str, ...], fact_text: str, message: str) -> tuple[str, bool] | None:
    """V7d: ("a wish, plan or doubt" | "a past habit", certain) when the fact states as real what
    the user's `message` only wants, plans, wonders about or used to do; None otherwise.

    `certain` is True when every word of the fact that the user said was said only inside such
    a marker's scope (the gate rejects), False when most were and some were said outright (the
    gate holds the candidate for review: which of the two the fact rests on is not for code to
    decide). `fact_keys` are the fact's canonical tokens, `fact_text` the fact itself (its
    past-tense endings, which the canonical form strips)."""
    if _MARKERS.isdisjoint(canonicalize(message).key_set):
        return None  # nothing said as a wish, doubt or habit (the usual case)
    inside, outside = _scopes(message)
    if not inside:
        return None
    # the fact reports the wish itself ("User wants to ..."), unless its wish word is one the
    # user said inside the wish ("I want to keep reaching for new goals": "goal" is the content)
    if any(k in _FACT_WISH and k not in inside for k in fact_keys):
        return None
    words = content_words(fact_keys)
    in_roots = {root(k): kind for k, kind in inside.items()}
    out_roots = {root(k) for k in outside}
    said = [root(w) for w in words]
    backed = [r for r in said if r in in_roots or r in out_roots]
    only_inside = [r for r in backed if r not in out_roots]
    # the fact rests mostly on what the user said outright: not this rule's business
    if not backed or 2 * len(only_inside) <= len(backed):
        return None
    certain = len(only_inside) == len(backed)
    kinds = {in_roots[r] for r in only_inside}
    if "wish" in kinds:
        return "wish, plan or doubt", certain
    fact_words = plain(fact_text).split()
    past = not _FACT_PAST.isdisjoint(fact_keys) or any(w.endswith("ed") for w in fact_words)
    return None if past else ("past habit", certain)


def clear_caches() -> None:
    """Empty the per-message scope cache (benchmarks measure cold work)."""
    _scopes.cache_clear()
