"""A quote's canonical tokens, sliced from its source message's when that is exact (rule V4).

A quote is usually a verbatim piece of the message it cites. Canonicalising it again costs as
much as a short message; slicing the message's canonical tokens costs a few microseconds and
gives the same `Canon`, field for field (`tests/validation/test_fast_path.py` checks it).
"""

from __future__ import annotations

from bisect import bisect_left
from functools import lru_cache
from itertools import repeat
from operator import sub

from companion.validation.normalize import _EMPTY, Canon, _analysed, _tok_info, canonicalize, token_spans

__all__ = ["canonicalize_quote"]

# Private switch for the property test that compares the fast path with the plain one
# (call `caches.clear_caches()` after flipping it).
_SLICE_QUOTES = True

# Raw tokens the token pattern finds only with a space before them (`normalize._TOKEN_RE`'s
# lookbehind): at the start of a quote they are not tokens of the quote.
_SPACED_TOKENS = frozenset({"-"})


@lru_cache(maxsize=8192)
def canonicalize_quote(text: str, source: str) -> Canon:
    """`canonicalize(text)`, derived from `canonicalize(source)` when possible; always equal.

    A quote is usually a verbatim piece of its source message. When it is a substring of the
    message cut between tokens (so its raw tokens are a run of the message's) and the message
    needed no post-pass, the quote's canonical tokens are the message's over that run, except at
    the quote's very start: the first token opens a clause (boundary) and, unless a word precedes
    it inside the quote, a sentence (so a capitalised word there is no name). Post-passes only
    ever fire on a run when they fire on the whole message (a number pair, a marker or a repeat
    in the run is one in the message), so a message that needed none gives a run that needs
    none. Anything else takes the plain path."""
    if not _SLICE_QUOTES or not text:
        return canonicalize(text)
    canon, toks = _analysed(source)
    pos = source.find(text) if toks is not None else -1
    if toks is None or pos < 0:
        return canonicalize(text)
    # the raw tokens of source[pos:end] are the source's tokens a..b-1 when no token of the
    # source crosses pos or end and none at the cut depends on the text outside it. The token
    # pattern's lookaheads only look past a token's end, inside the next one or at a space, so
    # a cut outside every token keeps those matches; its one lookbehind does not: a dash is a
    # token only between spaces ("it - want"), so a quote that opens on it ("- want") has no
    # such token and counts its raw tokens one later. Such a cut takes the plain path.
    spans, end = token_spans(source), pos + len(text)
    a = bisect_left(spans, (pos,))
    b = bisect_left(spans, (end,), a)
    if (a and spans[a - 1][1] > pos) or b == a or spans[b - 1][1] > end or toks[a] in _SPACED_TOKENS:
        return canonicalize(text)
    starts_all = canon.starts
    lo = bisect_left(starts_all, a)
    hi = bisect_left(starts_all, b, lo)
    if lo == hi:
        return _EMPTY  # only fillers and punctuation
    first_raw = starts_all[lo]
    keys = canon.keys[lo:hi]
    starts = tuple(map(sub, starts_all[lo:hi], repeat(a))) if a else starts_all[lo:hi]
    ends = tuple(map(sub, canon.ends[lo:hi], repeat(a))) if a else canon.ends[lo:hi]
    critical = canon.critical[lo:hi]
    # the first word of the quote starts a sentence: critical only when "always" critical
    # (a capitalised word is a name only mid-sentence); a dropped filler before it already
    # ended the sentence start in both texts alike. One raw token may give several canonical
    # tokens ("Gonna" -> going, to): each of them loses its name reading, not only the first.
    if first_raw == a or not any(_tok_info(t)[0] == 0 for t in toks[a:first_raw]):
        _kind, _parts, _cap, always, kept = _tok_info(toks[first_raw])
        head = tuple(always or valued for _key, _low, valued, _numeric, _post in kept)
        if head != critical[: len(head)]:
            critical = (*head, *critical[len(head) :])
    boundary = (True, *canon.boundary[lo + 1 : hi])
    return Canon.of(keys, starts, ends, boundary, critical, canon.lows[lo:hi], canon.marks[lo:hi])
