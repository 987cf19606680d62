"""The evidence one candidate is judged on, computed lazily and at most once.

A `Check` is built per candidate from the gate's inputs. Its properties are deterministic
functions of those inputs (cached, because several rules read the same match); rules only read it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from datetime import date
from typing import Any, Generic, TypeVar, overload

from companion.model import Candidate, Fact, Message, Tombstone
from companion.validation.content import content_words, supported
from companion.validation.corrections import correction_markers
from companion.validation.fact import FactShape, carries, fact_shape
from companion.validation.lexicon import (
    CLAUSE_LINKS,
    DETERMINERS,
    FUNCTION_WORDS,
    GENERAL_WORDS,
    GLOWING,
    INTERJECTIONS,
    NEGATIVE,
    NEGATIVE_VERBS,
    PREPOSITIONS,
    REPORT_VERBS,
    STATE_VERBS,
    SUBJECT_PRONOUNS,
    SUBORDINATORS,
    SYNONYM_OF,
)
from companion.validation.lexicon.claims import (
    DENYING_WORDS,
    OBJECT_SELF,
    PRESENT_USER_CONTRACTIONS,
    STOPPING_VERBS,
    WEAK_TOPIC_WORDS,
)
from companion.validation.lexicon.clauses import BARE_CORRECTIONS, NEGATED_ADVICE, POINTING_BACK
from companion.validation.lexicon.morphology import is_finite_verb, lemmas
from companion.validation.lexicon.tables import GENERIC_RETRACTION_PHRASES, RETRACTION_PHRASES, find_phrases
from companion.validation.matching import Found, Match, locate, match_score
from companion.validation.normalize import Canon, canonicalize, canonicalize_words
from companion.validation.polarity import UNIVERSAL_KEYS, answers_no, negation_at, unbacked_universals
from companion.validation.policy import Policy
from companion.validation.quotes import canonicalize_quote
from companion.validation.specifics import (
    backed,
    backing_keys,
    is_date_or_number,
    near_spellings,
    surface,
    unsupported,
)
from companion.validation.speech import questions
from companion.validation.temporal import Resolution, may_mention_time, resolve
from companion.validation.utterance import (
    SOFT_FRAMES,
    Clause,
    Frame,
    Subject,
    Utterance,
    analyse,
    relation_of,
)
from companion.validation.values import count_conflict, mentions, retracted_only, unit_conflict

__all__ = ["Check", "Elsewhere", "Session", "cached_property"]

_T = TypeVar("_T")


class cached_property(Generic[_T]):  # noqa: N801 - a drop-in for functools.cached_property
    """functools.cached_property without its per-instance lock (Python 3.11 takes an RLock on
    every first access: ~1.5 us x 20 properties per candidate). A `Check` is never shared
    between threads, so computing a value twice in a race could not happen anyway."""

    def __init__(self, func: Callable[[Any], _T]) -> None:
        self.func = func
        self.name = func.__name__
        self.__doc__ = func.__doc__

    @overload
    def __get__(self, obj: None, owner: type | None = None) -> cached_property[_T]: ...
    @overload
    def __get__(self, obj: object, owner: type | None = None) -> _T: ...
    def __get__(self, obj: object | None, owner: type | None = None) -> cached_property[_T] | _T:
        if obj is None:
            return self
        value = self.func(obj)
        obj.__dict__[self.name] = value  # a non-data descriptor: later reads hit __dict__ directly
        return value


class Session:
    """The transcript of one `validate` call, canonicalised once and shared by its candidates."""

    def __init__(self, messages: tuple[Message, ...]) -> None:
        self.messages = messages

    @cached_property
    def canons(self) -> tuple[Canon, ...]:
        return tuple(canonicalize(m.content) for m in self.messages)

    def _keys_of(self, role: str) -> frozenset[str]:
        # only that role's messages: the others may never need canonicalising at all
        # (`canonicalize` is cached, so `canons` later reuses these)
        return frozenset().union(*(canonicalize(m.content).key_set for m in self.messages if m.role == role))

    @cached_property
    def user_keys(self) -> frozenset[str]:
        return self._keys_of("user")

    @cached_property
    def all_keys(self) -> frozenset[str]:
        return frozenset().union(*(c.key_set for c in self.canons))

    @cached_property
    def assistant_keys(self) -> frozenset[str]:
        return self._keys_of("assistant")

    @cached_property
    def user_forms(self) -> frozenset[str]:
        """Dictionary forms and synonym classes of every word the user said in the session."""
        return _all_forms(
            c.lows for c, m in zip(self.canons, self.messages, strict=False) if m.role == "user"
        )

    @cached_property
    def backchannelled_forms(self) -> frozenset[str]:
        """Words of the assistant turns the user answered only with a backchannel ("uh huh",
        "yeah yeah"): a proposer may take them for the user's, the user never said them."""
        turns = []
        for i, m in enumerate(self.messages[:-1]):
            nxt = self.messages[i + 1]
            if m.role == "assistant" and nxt.role == "user" and _backchannel(self.canons[i + 1]):
                turns.append(self.canons[i].lows)
        return _all_forms(turns)

    def assistant_index(self, key: str) -> int | None:
        """The first assistant message that says `key` (for a verdict's detail)."""
        for i, (c, m) in enumerate(zip(self.canons, self.messages, strict=False)):
            if m.role == "assistant" and backed(key, c.key_set):
                return i
        return None


@dataclass(frozen=True, slots=True)
class Elsewhere:
    """Where a quote was found when it was not in the message the candidate points at."""

    index: int | None  # the message (or first of two adjacent messages) that holds it
    role: str  # "user", "assistant" or "span" (across two adjacent messages)
    match: Match


# Frames whose scope the clause analysis may misjudge: near the claim, they hold it for review.
_NEAR_FRAMES = frozenset(
    {
        Frame.CONDITION,
        Frame.HYPOTHETICAL,
        Frame.WISH,
        Frame.REPORTED,
        Frame.DOUBT,
        Frame.JOKE,
        Frame.ROLEPLAY,
        Frame.DENIED,
        Frame.SOFT_DOUBT,
    }
)
# The order in which a framed fact's frames are reported: the most telling first.
_FRAME_ORDER = (
    Frame.DENIED,
    Frame.JOKE,
    Frame.ROLEPLAY,
    Frame.HYPOTHETICAL,
    Frame.QUESTION,
    Frame.CONDITION,
    Frame.WISH,
    Frame.REPORTED,
    Frame.DOUBT,
    Frame.POSSIBLE,
    Frame.PLAN,
    Frame.PAST,
    Frame.SOFT_DOUBT,
    Frame.SARCASM,
    Frame.HYPERBOLE,
    Frame.ABSURD,
)


class Check:
    """Lazily computed evidence for one candidate."""

    def __init__(
        self,
        candidate: Candidate,
        session: Session,
        policy: Policy,
        known_facts: tuple[Fact, ...],
        tombstones: tuple[Tombstone, ...],
    ) -> None:
        self.candidate = candidate
        self.session = session
        self.messages = session.messages
        self.policy = policy
        self.known_facts = known_facts
        self.tombstones = tombstones
        # plain attributes: every rule reads them, a property call each time adds up
        index = candidate.source_message_index
        self.index_valid: bool = 0 <= index < len(self.messages)
        self.message: Message | None = self.messages[index] if self.index_valid else None

    # -- the quote in its message (V2-V4) -------------------------------------------------------
    @cached_property
    def quote(self) -> Canon:
        # usually a verbatim piece of its message: sliced from the message's tokens (same result)
        msg = self.message
        if msg is None:
            return canonicalize(self.candidate.supporting_quote)
        return canonicalize_quote(self.candidate.supporting_quote, msg.content)

    @cached_property
    def budget(self) -> int:
        return self.policy.edit_budget(len(self.quote))

    @cached_property
    def message_canon(self) -> Canon | None:
        # only this message: the others are canonicalised when a rule needs the whole session
        return canonicalize(self.message.content) if self.message is not None else None

    @cached_property
    def fact_keys(self) -> frozenset[str]:
        return frozenset(self.shape.canon.keys)

    @cached_property
    def match(self) -> Match:
        """V4: the quote located in the indexed message (any role; the source rule checks roles)."""
        msg, canon = self.message, self.message_canon
        if msg is None or canon is None:
            return Match(Found.NO)
        found = locate(
            self.candidate.supporting_quote, self.quote, msg.content, canon, self.budget, self.fact_keys
        )
        if found.found is Found.YES or msg.role != "user":
            return found
        fixed = analyse(msg.content).corrected
        if fixed is None:
            return found
        # "on the tenth no wait the twelfth of december" quoted as "on the 12th of December"
        canon_fixed, index = fixed
        again = locate(
            self.candidate.supporting_quote, self.quote, msg.content, canon_fixed, self.budget, self.fact_keys
        )
        if again.found is not Found.YES:
            return found
        first, last = index[again.first], index[again.last - 1] + 1
        return Match(Found.YES, first, last, again.span, again.cost + 1, False)

    @property
    def score(self) -> float:
        return match_score(self.match, len(self.quote)) if self.match.found is Found.YES else 0.0

    @cached_property
    def elsewhere(self) -> Elsewhere | None:
        """V2: the quote found in another message, preferring assistant turns, then user turns."""
        quote_text, own = self.candidate.supporting_quote, self.candidate.source_message_index
        canons, needle = self.session.canons, self.quote.joined
        exact = [i for i, c in enumerate(canons) if i != own and needle in c.joined]
        if exact:  # a verbatim (canonical) copy elsewhere: no alignment needed
            best = next((i for i in exact if self.messages[i].role == "assistant"), exact[0])
            msg = self.messages[best]
            m = locate(quote_text, self.quote, msg.content, canons[best], 0, self.fact_keys, diagnose=False)
            return Elsewhere(best, msg.role, m)
        found: list[Elsewhere] = []
        for i, msg in enumerate(self.messages):
            if i == own:
                continue
            m = locate(
                quote_text, self.quote, msg.content, canons[i], self.budget, self.fact_keys, diagnose=False
            )
            if m.found is Found.YES:
                found.append(Elsewhere(i, msg.role, m))
                if msg.role == "assistant":
                    return found[-1]
        if found:
            return found[0]
        if len(self.quote) > 1:
            for i in range(len(canons) - 1):
                if needle in canons[i].joined[:-1] + canons[i + 1].joined:
                    return Elsewhere(i, "span", Match(Found.YES))
        return None

    # -- time (V8) ----------------------------------------------------------------------------
    @cached_property
    def day(self) -> date | None:
        msg = self.message
        return msg.timestamp.date() if msg is not None else None

    @cached_property
    def resolutions(self) -> tuple[Resolution, ...]:
        """V8: time expressions of the quote resolved against the source message's date."""
        day = self.day
        quote = self.candidate.supporting_quote
        if day is None or not may_mention_time(self.quote.key_set, quote):
            return ()  # cheap exit: no date word, year or numeric date, so nothing to resolve
        return resolve(quote, day)

    # -- specifics (V5) ---------------------------------------------------------------------
    @cached_property
    def shape(self) -> FactShape:
        return fact_shape(self.candidate.text)

    @cached_property
    def number_backing(self) -> frozenset[str]:
        """V5: keys that may back the fact's numbers, amounts and dates."""
        scope = self.policy.support_scope
        if scope == "graded":  # numbers are only ever the user's own, in this very message
            canon = self.message_canon
            return self._backing_from(canon.key_set | canon.numbers if canon else frozenset())
        return self.backing

    @cached_property
    def backing(self) -> frozenset[str]:
        """V5: keys that may back the fact's names (and, outside "graded", every specific)."""
        scope = self.policy.support_scope
        extra: frozenset[str] = frozenset()
        if scope == "message" and self.message_canon is not None:
            extra = self.message_canon.key_set | self.message_canon.numbers
        elif scope in ("user_turns", "graded"):
            participants = self.policy.participant_keys
            extra = self.session.user_keys | participants if participants else self.session.user_keys
        elif scope == "transcript":
            extra = self.session.all_keys
        return self._backing_from(extra)

    def _backing_from(self, extra: frozenset[str]) -> frozenset[str]:
        return backing_keys(self.quote, extra, self.resolutions)

    @cached_property
    def unbacked(self) -> tuple[str, ...]:
        """V5: universal quantifiers the user's own words lack, then specifics nothing backs."""
        shape = self.shape
        general: tuple[str, ...] = ()
        if not UNIVERSAL_KEYS.isdisjoint(shape.canon.key_set):  # only a quantifier needs `said`
            said = self.quote.key_set | (self.message_canon.key_set if self.message_canon else frozenset())
            general = unbacked_universals(shape.canon.keys, said)
        if not shape.specifics and shape.leading_name is None:
            return general  # nothing to back: skip building the backing sets
        numbers = self.number_backing
        if shape.leading_name is None and all(map(is_date_or_number, shape.specifics)):
            # numbers and dates only: `backing` (every user turn's words) would go unread
            return general + unsupported(shape, numbers, self.policy.user_names, numbers)
        names = unsupported(shape, self.backing, self.policy.user_names, numbers)
        return general + names

    @cached_property
    def assistant_named(self) -> tuple[str, ...]:
        """V5: the unbacked specifics, when every one of them is a name (not a number, date or
        quantifier) that an assistant turn of the session says and the policy holds such
        candidates for review; otherwise () and the support rule rejects."""
        missing, policy = self.unbacked, self.policy
        if not missing or policy.assistant_specifics != "pending" or policy.support_scope == "transcript":
            return ()
        said = self.session.assistant_keys
        general = set(unbacked_universals(missing, frozenset()))
        for key in missing:
            if key in general or is_date_or_number(key) or not backed(key, said):
                return ()
        return missing

    @cached_property
    def misspelled(self) -> tuple[str, ...] | None:
        """V5: when every unbacked specific is a name that the words allowed to back it spell one
        letter differently, those spellings (held as pending); otherwise None."""
        missing = self.unbacked
        if not missing or self.assistant_named or self.policy.assistant_specifics != "pending":
            return None
        if unbacked_universals(missing, frozenset()) or any(map(is_date_or_number, missing)):
            return None  # numbers, dates and quantifiers are never held as spellings
        return near_spellings(missing, self.backing)

    @cached_property
    def assistant_content(self) -> tuple[str, ...]:
        """V5: content words of the fact that no user turn says and an assistant turn does
        ("User fell out with their father over their mother's will" after the assistant's
        "Was it a falling-out over your mom's will?" and the user's "uh huh")."""
        shape = self.shape
        agreed = self.session.backchannelled_forms
        if not agreed:
            return ()
        lows = shape.canon.lows
        mine = self.session.user_forms
        out = []
        for k in shape.content:
            w = lows[k]
            if w[:1].isdigit() or len(w) < 4:
                continue
            forms = _forms(w)
            if forms.isdisjoint(mine) and not forms.isdisjoint(agreed):
                out.append(w)
        return tuple(out)

    @cached_property
    def retracted_specifics(self) -> tuple[str, ...]:
        """V5: the fact's specifics that the user said only as a value they then corrected in
        the same turn ("my surgery's on the eighteenth no sorry the twenty eighth": 18)."""
        ut = self.utterance
        if ut is None or not ut.retracted or not self.shape.specifics:
            return ()
        canon = ut.canon
        out = [k for k in self.shape.specifics if retracted_only(canon, ut.retracted, k)]
        return surface(self.shape.canon, self.candidate.text, out) if out else ()

    @cached_property
    def retracted_claim(self) -> tuple[str, ...]:
        """V5: content words of the fact the user said only as what they then corrected ("I'm
        allergic to penicillin, no no that is my wife, I am allergic to sulpha drugs")."""
        ut, claim = self.utterance, self.claim
        if ut is None or not ut.retracted or not claim:
            return ()
        keys = ut.canon.keys
        out = []
        for toks in claim:
            if all(k in ut.retracted for k in toks):
                key = keys[toks[0]]
                if all(k in ut.retracted for k, x in enumerate(keys) if x == key):
                    out.append(ut.canon.lows[toks[0]])
        return tuple(out)

    @cached_property
    def retracted_here(self) -> tuple[str, ...]:
        """Content words of the fact that the user corrected where the quote says them, and said
        again elsewhere in the turn ("we live on elm road, sorry, elm grove, elm road was the
        last place"): which one the fact rests on is for the user to say."""
        ut, claim = self.utterance, self.claim
        if ut is None or not ut.retracted or not claim:
            return ()
        return tuple(ut.canon.lows[toks[0]] for toks in claim if all(k in ut.retracted for k in toks))

    @cached_property
    def value_mismatch(self) -> str | None:
        """V5: a number of the fact in another unit than the user's, or counting another noun."""
        canon = self.message_canon
        if canon is None or not any(k[:1].isdigit() for k in self.shape.specifics):
            return None
        fact, said = mentions(self.shape.canon), mentions(canon)
        ut = self.utterance
        if ut is not None and ut.retracted:  # "forty pounds er kilos my bad forty kilos"
            said = tuple(m for m in said if m.first not in ut.retracted)
        return unit_conflict(fact, said) or count_conflict(fact, said)

    @cached_property
    def content_unbacked(self) -> bool:
        """V5b: the fact has content words and none is a word of the user's message or quote.
        Who the fact is about does not count: "user", the user's and participants' names, and
        a leading name (read as the user's)."""
        shape = self.shape
        exclude = self.policy.participant_keys
        if shape.leading_name is not None and shape.leading_name not in shape.relations:
            exclude = exclude | {shape.leading_name}  # "Priya volunteers": Priya is who, not what
        words = content_words(shape.canon.key_set, exclude)
        if not words:
            return False
        msg = self.message_canon
        if not self.quote.key_set.isdisjoint(words) or (
            msg is not None and not msg.key_set.isdisjoint(words)
        ):
            return False  # the usual case: a word of the fact as the user said it
        said = self.quote.key_set | (msg.key_set if msg is not None else frozenset())
        if msg is not None:
            said = said | frozenset(msg.lows) | msg.numbers
        if supported(words | frozenset(shape.canon.lows[k] for k in shape.content), said):
            return False
        # "Did you ever play an instrument?" - "No, I didn't.": the negated fact's words are the
        # question's, and the user's "no" is what the fact reports (V7a checks that answer)
        canon = shape.canon
        return not (
            msg is not None
            and answers_no(canon.keys, canon.boundary, msg.keys, msg.boundary, self.question_before)
            and supported(words, said | self.question_before)
        )

    # -- polarity (V7a) ---------------------------------------------------------------------
    @cached_property
    def evidence(self) -> tuple[tuple[str, ...], tuple[bool, ...]]:
        """V5/V7: the canonical tokens (and clause boundaries) the user really said for this quote.

        The matched span of the message, extended back over a negation the quote starts right
        after ("never | want to go"), so the polarity rule sees what the user asserted.
        """
        canon, m = self.message_canon, self.match
        if canon is None or m.found is not Found.YES:
            return self.quote.keys, self.quote.boundary
        if m.words_only and self.message is not None:
            canon = canonicalize_words(self.message.content)
        first = m.first
        k = first - 1
        while k >= 0 and first - k <= 3 and not canon.boundary[k + 1]:
            if canon.keys[k] in NEGATIVE:
                first = k
                break
            k -= 1
        return canon.keys[first : m.last], canon.boundary[first : m.last]

    @cached_property
    def question_before(self) -> frozenset[str]:
        """V7: the keys of the questions the assistant asked right before the source message."""
        index = self.candidate.source_message_index
        if not self.index_valid or index == 0 or self.messages[index - 1].role != "assistant":
            return frozenset()
        asked = questions(self.messages[index - 1].content)
        return frozenset().union(*(canonicalize(q).key_set for q in asked))

    # -- the user's clause (V6, V7) ---------------------------------------------------------
    @cached_property
    def utterance(self) -> Utterance | None:
        """The clause analysis of the source message, when it is a user message."""
        msg = self.message
        if msg is None or msg.role != "user":
            return None
        return analyse(msg.content)

    @cached_property
    def span(self) -> range:
        """The matched quote as a range of the message's canonical tokens (`utterance.canon`)."""
        m, canon = self.match, self.message_canon
        if m.found is not Found.YES or canon is None or self.message is None:
            return range(0)
        if not m.words_only:
            return range(m.first, m.last)
        words = canonicalize_words(self.message.content)
        lo, hi = words.starts[m.first], words.ends[m.last - 1]
        inside = [k for k in range(len(canon.keys)) if canon.starts[k] >= lo and canon.ends[k] <= hi]
        return range(inside[0], inside[-1] + 1) if inside else range(0)

    @cached_property
    def claim(self) -> tuple[tuple[int, ...], ...]:
        """For each content word of the fact said in the quote's span, the span tokens that say
        it (by key, dictionary form or synonym); relation words that only name whom the fact is
        about are left out when the fact says more. Empty when nothing of the fact is there."""
        canon = self.message_canon
        span = self.span
        if canon is None or not span:
            return ()
        shape = self.shape
        flows = shape.canon.lows
        out: list[tuple[int, ...]] = []
        who: list[tuple[int, ...]] = []
        for f in shape.content:
            key, low = shape.canon.keys[f], flows[f]
            forms = _forms(low)
            toks = tuple(
                k for k in span if canon.keys[k] == key or not forms.isdisjoint(_forms(canon.lows[k]))
            )
            if toks:
                (who if relation_of(low) is not None else out).append(toks)
        return tuple(out) or tuple(who)

    @cached_property
    def framing(self) -> tuple[Frame, bool] | None:
        """V7d: (frame, certain) when the user said what the fact rests on inside a frame the
        fact does not carry (`utterance.Frame`): certain when every word of the fact is under
        it, not when only most are. Soft frames (hedge, sarcasm, exaggeration) are reported
        when any word is under them."""
        ut = self.utterance
        claim = self.claim
        if ut is None or not claim:
            return None
        shape = self.shape
        glowing = not GLOWING.isdisjoint(shape.canon.lows)
        opened = self._opened_before
        words: list[tuple[frozenset[Frame], bool]] = []  # (common frames, only in presupposed NPs)
        for toks in claim:
            common: frozenset[Frame] | None = None
            for k in toks:
                common = ut.frames[k] if common is None else common & ut.frames[k]
            given = all(k in ut.presupposed or (shape.existence and k in ut.definite) for k in toks)
            frames = common or frozenset()
            if opened is not None:  # "let me throw a hypothetical at you" ... the next turn
                frames = frames | {opened}
            words.append((frames, given))
        seen = frozenset().union(*(f for f, _g in words))
        if not seen:
            return self._near_frame(ut)
        partial: Frame | None = None
        for frame in _FRAME_ORDER:
            if frame not in seen or carries(shape, frame):
                continue
            if frame is Frame.SARCASM and not glowing:
                continue
            # what a question takes as given ("my nursing job") is not what it asks
            votes = [f for f, given in words if not (frame is Frame.QUESTION and given)]
            if not votes:
                continue
            count = sum(frame in f for f in votes)
            if frame in SOFT_FRAMES:
                if count:
                    return frame, False
                continue
            if count == len(votes):
                return frame, True
            if partial is None and 2 * count > len(votes):
                partial = frame
        if partial is not None:
            return partial, False
        return self._near_frame(ut)

    def _near_frame(self, ut: Utterance) -> tuple[Frame, bool] | None:
        """A frame the clause analysis found in the claim's message but not over the claim's words
        ("if the promotion comes through, and it's a big if, we're putting the kids into private
        school"; "I got an A in the mock, pretty sure anyway"): scope is where a rule can be
        wrong, and speech often says the frame in another sentence of the turn, so the candidate
        waits for review."""
        if self.claim_clause is None:
            return None
        seen: set[Frame] = set().union(*ut.frames) if ut.frames else set()
        for frame in _FRAME_ORDER:
            if frame in seen and frame in _NEAR_FRAMES and not carries(self.shape, frame):
                return frame, False
        return None

    @cached_property
    def _opened_before(self) -> Frame | None:
        """A frame opened in an earlier turn that governs this one:

        * a supposition or role play the user opened ("let me throw a hypothetical at you" -
          "sure" - "I hand in my notice ..."), or the assistant set up ("in our little game
          you're the captain");
        * a condition the user said alone, which this turn completes ("if my bonus is enough" -
          "what would you do?" - "buy my mum a new fridge");
        * somebody's words the user announced ("you know what my daughter-in-law told the
          family?" - "what?" - "that I'm too old to drive")."""
        index = self.candidate.source_message_index
        for j in range(index - 1, max(-1, index - 3), -1):
            msg = self.messages[j]
            ut = analyse(msg.content)
            if not ut.frames:
                continue
            last = ut.frames[-1]
            for frame in (Frame.ROLEPLAY, Frame.HYPOTHETICAL):
                if frame in last:
                    return frame
            if msg.role != "user":
                continue
            if all(Frame.CONDITION in f for f in ut.frames):
                return Frame.CONDITION
            if self._announces_report(ut):
                return Frame.REPORTED
            return None
        return None

    def _announces_report(self, before: Utterance) -> bool:
        """The user's previous turn tells that somebody said something and not what, and this
        turn opens with "that ...": this turn is what they said."""
        said = self.utterance
        if said is None or not said.canon.lows or said.canon.lows[0] not in POINTING_BACK:
            return False
        lows = before.canon.lows
        for k, w in enumerate(lows):
            if not REPORT_VERBS.isdisjoint(lemmas(w)):
                # nothing said after the verb: no clause follows it ("told the whole family after church")
                return not any(is_finite_verb(x) or x in SUBJECT_PRONOUNS for x in lows[k + 1 :])
        return False

    @cached_property
    def clause_negation(self) -> str | None:
        """V7b: a negation of the user's clause before the words the fact rests on ("nobody from
        the museum | called me back", "none of my kids | live nearby"), when the fact has none.
        Every word of the fact must be under such a negation (a word said outright elsewhere in
        the quote keeps the fact)."""
        ut, claim = self.utterance, self.claim
        if ut is None or not claim or not NEGATIVE.isdisjoint(self.shape.canon.keys):
            return None
        if not self.shape.lemmas.isdisjoint(NEGATIVE_VERBS):
            return None  # "User quit smoking" may say "I don't smoke anymore"
        found: str | None = None
        for toks in claim:
            words = [self._negation_before(ut, k) for k in toks]
            if any(w is None for w in words):
                return None
            found = found or words[0]
        return found

    @staticmethod
    def _negation_before(ut: Utterance, k: int) -> str | None:
        clause = ut.clause_at(k)
        keys = ut.canon.keys
        found: str | None = None
        for j in range(clause.head, k):
            if j in ut.corrections:
                continue  # "tuesday actually no it's thursday": a correction, not a denial
            if j == clause.head and clause.subject is Subject.NONE and keys[j] in NEGATED_ADVICE:
                continue  # "Don't forget to take breaks": advice to the listener, not a denial
            if ut.canon.lows[j] in CLAUSE_LINKS and j > clause.head:
                found = None  # "and nothing too soon, | but my colleague invited me"
                continue
            owned = k in ut.users or k in ut.presupposed  # "quit | my nursing job": the job is had
            if negation_at(keys, j) or (not owned and _stops(ut.canon.lows, j)):
                found = found or ut.canon.lows[j]
        return found

    @cached_property
    def claim_clause(self) -> int | None:
        """The clause of the message that holds most of the fact's words."""
        ut, claim = self.utterance, self.claim
        if ut is None or not claim:
            return None
        counts: dict[int, int] = {}
        for toks in claim:
            for ci in {ut.clause_of[k] for k in toks}:
                counts[ci] = counts.get(ci, 0) + 1
        return max(counts, key=lambda ci: (counts[ci], -ci))

    @cached_property
    def about_user(self) -> bool:
        """The fact is about the user themselves (not "User's sister", not a named other)."""
        shape = self.shape
        if shape.possessive_lead or shape.thing_lead:
            return False
        lead = shape.leading_name
        if lead is not None and not shape.names_user:
            users = self.policy.participant_keys
            return lead in users or lead not in self.backing
        return shape.names_user

    @cached_property
    def wrong_subject(self) -> str | None:
        """V6: whom the user's clause is about when the fact moves it onto the user (or onto a
        relation other than the one the user named), else None. Every word the fact rests on must
        come from clauses about that other person: a word of a clause about the user, or a noun
        phrase the user owns ("they did my left knee"), keeps the fact the user's."""
        ut, claim = self.utterance, self.claim
        if ut is None or not claim:
            return None
        shape = self.shape
        if shape.opinion and not shape.possessive_lead:
            return None  # "Maria values ...": the user's view, whoever their words were about
        others: list[Clause] = []
        for toks in claim:
            best = None
            for k in toks:
                clause = ut.clause_at(k)
                if clause.subject not in (Subject.THIRD, Subject.YOU) or k in ut.users:
                    best = None
                    break
                best = clause
            if best is None:
                return None
            others.append(best)
        clause = others[0]
        if clause.subject is Subject.YOU and ut.canon.lows[clause.first] in SUBORDINATORS:
            return None  # "whenever you need help, just call me": a condition, not about "you"
        if clause.subject is Subject.YOU:
            if not self.about_user or clause.question or shape.people or self._names_someone:
                return None
            lows = ut.canon.lows
            if any(w in OBJECT_SELF for w in lows[clause.head : clause.end]):
                return None  # "you can call me Jo", "you can reach us on": said of the user
            return "you"
        said = clause.relation or "them"
        if self.about_user:
            # the fact may give the clause to the person it names ("User has four grandchildren
            # who all live nearby" on "... grandkids and they all live nearby")
            if clause.relation is None:  # "she", "they": whoever the fact names may be meant
                return None if shape.people or self._names_someone or shape.relative else said
            return None if any(_same_relation(clause.relation, r) for r in shape.people) else said
        if clause.relation is None or not shape.possessive_lead or not shape.relations:
            return None
        if any(_same_relation(clause.relation, r) for r in shape.relations):
            return None
        if relation_of(clause.relation) is None:
            return None  # a name, not a relation: the fact may name who that is
        return said

    @cached_property
    def _names_someone(self) -> bool:
        """The fact names a person other than the user: a capitalised name after its start that
        is not a place or an organisation after a preposition ("works at Infosys")."""
        shape = self.shape
        lead = shape.leading_name
        keys, lows = shape.canon.keys, shape.canon.lows
        for i, k in enumerate(keys):
            if k == lead or k not in shape.specifics or is_date_or_number(k):
                continue
            near = [w for w in lows[max(0, i - 3) : i] if w in PREPOSITIONS and w != "with"]
            if near:  # "works at Infosys", "training for the London Marathon": a place or an event
                continue
            return True
        return False

    @cached_property
    def past_as_present(self) -> str | None:
        """V7e: the user's verb, when the user put the fact's state in the past ("I was engaged")
        and the fact says the same verb in the present ("User is engaged")."""
        ut, ci = self.utterance, self.claim_clause
        shape = self.shape
        if ut is None or ci is None or shape.past or shape.verb is None:
            return None
        clause = ut.clauses[ci]
        if not clause.past or clause.verb is None:
            return None
        said = ut.canon.lows[clause.verb]
        if said in PRESENT_USER_CONTRACTIONS:
            return None
        mine = lemmas(said) & STATE_VERBS
        theirs = lemmas(shape.canon.lows[shape.verb])
        if not mine or mine.isdisjoint(theirs) or carries(shape, Frame.PAST):
            return None
        return said

    @cached_property
    def taken_back(self) -> int | None:
        """V12: a later user turn (or the rest of this one) that takes the statement back:
        a generic retraction in the next user turn ("scratch that", "never mind"), or one that
        names what the fact is about ("the move fell through")."""
        ut = self.utterance
        if ut is None or not self.claim:
            return None
        index = self.candidate.source_message_index
        topic = _topic(self)
        ci = self.claim_clause
        after_claim = ut.clauses[ci].end if ci is not None else len(ut.canon.lows)
        tail = ut.canon.lows[after_claim:]
        if _retracts(tail, topic, generic=False):
            return index
        next_user = True
        denied = self._denied_words
        for j in range(index + 1, len(self.messages)):
            msg = self.messages[j]
            if msg.role != "user":
                continue
            lows = canonicalize(msg.content).lows
            if _retracts(lows, topic, generic=next_user) or _denies(lows, denied):
                return j
            next_user = False
        return None

    @cached_property
    def doubted_later(self) -> int | None:
        """V12: the next user turn opens with a correction ("oh no sorry, I got muddled, it's my
        niece who's expecting") or denies a word of the fact ("I haven't actually quit"), and
        speaks of what the fact is about: the statement may be taken back."""
        topic = self._denied_words
        spoken_of = (topic | _topic(self)) - _WEAK_TOPIC  # the quote's words name the topic too
        if not topic:
            return None
        for j in range(self.candidate.source_message_index + 1, len(self.messages)):
            msg = self.messages[j]
            if msg.role != "user":
                continue
            canon = self.session.canons[j]
            lows = canon.lows
            # an explicit correction ("no sorry", "hang on, no"), not a bare "actually" that
            # brings news ("actually I now teach physics": a change for V10 to weigh)
            opens = any(
                start <= 3 and lows[start:end] not in BARE_CORRECTIONS
                for start, end in correction_markers(canon)
            )
            said = frozenset().union(*(lemmas(w) for w in lows)) if lows else frozenset()
            denied = any(
                negation_at(canon.keys, i)
                and any(not lemmas(w).isdisjoint(topic) for w in lows[i + 1 : i + 4])
                for i in range(len(lows))
            )
            if denied or (opens and not said.isdisjoint(spoken_of)):
                return j
            return None
        return None

    @cached_property
    def corrected_later(self) -> int | None:
        """V12: the next user turn corrects a number of the fact ("we bought it in two thousand
        and four" ... "oh two thousand and six, sorry"): it says a number of the same size and a
        correction marker, and not the fact's number."""
        numbers = [k for k in self.shape.specifics if k[:1].isdigit()]
        if not numbers:
            return None
        for j in range(self.candidate.source_message_index + 1, len(self.messages)):
            msg = self.messages[j]
            if msg.role != "user":
                continue
            canon = self.session.canons[j]
            said = [k for k in canon.keys if k[:1].isdigit()]
            if not said or not correction_markers(canon) or not set(numbers).isdisjoint(said):
                return None
            sizes = {_magnitude(k) for k in said}
            return j if any(_magnitude(k) in sizes for k in numbers) else None
        return None

    @cached_property
    def _denied_words(self) -> frozenset[str]:
        """Dictionary forms of the fact's own content words that a later "not <word>" would deny
        ("so not qualified on paper" after "I'm a qualified electrician")."""
        lows = self.shape.canon.lows
        words = [
            lows[k] for k in self.shape.content if lows[k] not in _WEAK_TOPIC and not lows[k][:1].isdigit()
        ]
        return frozenset().union(*(lemmas(w) for w in words)) - _WEAK_TOPIC if words else frozenset()

    @cached_property
    def text_after_match(self) -> str:
        msg, span = self.message, self.match.span
        if msg is None or span is None:
            return ""
        return msg.content[span[1] : span[1] + 4]


def _magnitude(key: str) -> str:
    """A coarse kind of number, so that a year corrects a year and a dose a dose."""
    whole = key.split(".")[0]
    if len(whole) == 4 and whole[:2] in ("19", "20"):
        return "year"
    return "small" if len(whole) <= 2 else "large"


def _backchannel(canon: Canon) -> bool:
    return bool(canon.lows) and all(w in INTERJECTIONS for w in canon.lows)


def _all_forms(texts: Iterable[tuple[str, ...]]) -> frozenset[str]:
    words = frozenset(w for lows in texts for w in lows)
    return frozenset().union(*(_forms(w) for w in words)) if words else frozenset()


def _forms(word: str) -> frozenset[str]:
    forms = lemmas(word)
    return forms.union(*(SYNONYM_OF.get(f, frozenset()) for f in forms))


def _same_relation(a: str, b: str) -> bool:
    return not _forms(a).isdisjoint(_forms(b))


def _stops(lows: tuple[str, ...], j: int) -> bool:
    """A verb of stopping at j negates what follows it ("gave up | smoking", "skipped | the gym",
    "packed in | the job"): the lemma, and its particle when the phrase has one."""
    for phrase in STOPPING_VERBS:
        if phrase[0] in lemmas(lows[j]) and lows[j + 1 : j + len(phrase)] == phrase[1:]:
            return True
    return False


_NOT_TOPIC = FUNCTION_WORDS | NEGATIVE | INTERJECTIONS | GENERAL_WORDS  # "not", "anymore": no topic


def _topic(check: Check) -> frozenset[str]:
    """The dictionary forms of the fact's and the quote's content words."""
    words = [check.shape.canon.lows[k] for k in check.shape.content]
    words += [w for w in check.quote.lows if w not in _NOT_TOPIC and len(w) > 2]
    return frozenset().union(*(lemmas(w) for w in words)) if words else frozenset()


def _denies(lows: tuple[str, ...], words: frozenset[str]) -> bool:
    """A later turn says "not <word>" of a word the fact asserts ("not quitting", "not qualified")."""
    for i, w in enumerate(lows[:-1]):
        if w in DENYING_WORDS and not lemmas(lows[i + 1]).isdisjoint(words):
            return True
    return False


def _retracts(lows: tuple[str, ...], topic: frozenset[str], generic: bool) -> bool:
    """A retraction in `lows`: generic ("scratch that", "just kidding") when it opens the turn,
    or one whose turn names the topic ("the move fell through"); never a negated one ("I won't
    forget that")."""

    def kept(start: int) -> bool:
        return not (start > 0 and lows[start - 1] in NEGATIVE)

    def elliptical(end: int) -> bool:
        """After a phrase that ends in a negation, nothing of its own is negated ("turns out
        we're not | the landlord said no")."""
        if lows[end - 1] not in NEGATIVE or end >= len(lows):
            return True
        return lows[end] in FUNCTION_WORDS or lows[end] in SUBJECT_PRONOUNS or lows[end] in DETERMINERS

    generic_found = find_phrases(lows, GENERIC_RETRACTION_PHRASES)
    if generic and any(s <= 3 and kept(s) and elliptical(e) for s, e, _t in generic_found):
        return True
    found = [f for f in find_phrases(lows, RETRACTION_PHRASES) if kept(f[0])]
    if not found:
        return False
    words = frozenset().union(*(lemmas(w) for w in lows if w not in FUNCTION_WORDS and len(w) > 2))
    return not words.isdisjoint(topic - _WEAK_TOPIC)


_WEAK_TOPIC = WEAK_TOPIC_WORDS
