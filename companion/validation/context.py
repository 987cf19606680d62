"""The evidence one candidate is judged on, computed lazily and at most once.

A `Check` is built per candidate from the gate's inputs. Its properties are deterministic
functions of those inputs (cached, because several rules read the same match); rules only read it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import date
from typing import Any, Generic, TypeVar, overload

from companion.model import Candidate, Fact, Message, Tombstone
from companion.validation.content import content_words, supported
from companion.validation.matching import Found, Match, locate, match_score
from companion.validation.mood import unrealised
from companion.validation.normalize import Canon, canonicalize, canonicalize_words
from companion.validation.polarity import NEGATIVE, UNIVERSAL_KEYS, answers_no, unbacked_universals
from companion.validation.policy import Policy
from companion.validation.quotes import canonicalize_quote
from companion.validation.specifics import (
    FactShape,
    backed,
    backing_keys,
    fact_shape,
    is_date_or_number,
    near_spellings,
    unsupported,
)
from companion.validation.speech import questions
from companion.validation.temporal import Resolution, may_mention_time, resolve

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
        return locate(
            self.candidate.supporting_quote, self.quote, msg.content, canon, self.budget, self.fact_keys
        )

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

    @cached_property
    def shape(self) -> FactShape:
        return fact_shape(self.candidate.text)

    @cached_property
    def number_backing(self) -> frozenset[str]:
        """V5: keys that may back the fact's numbers, amounts and dates."""
        scope = self.policy.support_scope
        if scope == "graded":  # numbers are only ever the user's own, in this very message
            return self._backing_from(self.message_canon.key_set if self.message_canon else frozenset())
        return self.backing

    @cached_property
    def backing(self) -> frozenset[str]:
        """V5: keys that may back the fact's names (and, outside "graded", every specific)."""
        scope = self.policy.support_scope
        extra: frozenset[str] = frozenset()
        if scope == "message" and self.message_canon is not None:
            extra = self.message_canon.key_set
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
    def unrealised(self) -> tuple[str, bool] | None:
        """V7d: the fact states as real what the user only wished, planned, doubted or used to do
        (see `mood.unrealised`: (why, certain))."""
        msg = self.message
        return (
            unrealised(self.shape.canon.keys, self.candidate.text, msg.content) if msg is not None else None
        )

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
        if supported(words, said):
            return False
        # "Did you ever play an instrument?" - "No, I didn't.": the negated fact's words are the
        # question's, and the user's "no" is what the fact reports (V7a checks that answer)
        canon = shape.canon
        return not (
            msg is not None
            and answers_no(canon.keys, canon.boundary, msg.keys, msg.boundary, self.question_before)
            and supported(words, said | self.question_before)
        )

    @cached_property
    def misspelled(self) -> tuple[str, ...] | None:
        """V5: when every unbacked specific is a name that the words allowed to back it
        (`backing`: the quote, the user's turns, participant names) spell one letter differently,
        those spellings (the gate holds the candidate as pending); otherwise None. Only when no
        name is deferred to the assistant already (`assistant_named`)."""
        missing = self.unbacked
        if not missing or self.assistant_named or self.policy.assistant_specifics != "pending":
            return None
        if unbacked_universals(missing, frozenset()) or any(map(is_date_or_number, missing)):
            return None  # numbers, dates and quantifiers are never held as spellings
        return near_spellings(missing, self.backing)

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

    @cached_property
    def text_after_match(self) -> str:
        msg, span = self.message, self.match.span
        if msg is None or span is None:
            return ""
        return msg.content[span[1] : span[1] + 4]
