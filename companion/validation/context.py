"""The evidence one candidate is judged on, computed lazily and at most once.

A `Check` is built per candidate from the gate's inputs. Its properties are deterministic
functions of those inputs (cached, because several rules read the same match); rules only read it.
Where the quote is, its time and the backing sets are computed here; the properties that read
more call pure functions with explicit inputs: `claim` (how the user's clause frames the fact),
`support` (the support rule's evidence beyond the specifics) and `later` (later turns that take
the statement back).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from datetime import date
from typing import Any, Generic, TypeVar, overload

from companion.model import Candidate, Fact, Message, Tombstone
from companion.validation.aspect import done_said_as_to_do, past_form_as_present
from companion.validation.binding import crossed_value
from companion.validation.claim import (
    Claim,
    claim_clause_of,
    claim_tokens,
    fact_about_user,
    frame_of_claim,
    frame_opened_before,
    governing_words,
    moved_specific,
    moved_subject,
    negation_just_before,
    negation_over_claim,
    past_said_as_present,
    past_state_paraphrased,
    pleases,
    quoted_words,
    roles_reversed,
    said_outright_elsewhere,
    says_having,
    subject_by_agreement,
    verb_of_another,
)
from companion.validation.clauses import relation_of
from companion.validation.content import word_forms
from companion.validation.corrections import alternative_values, corrected_message, parallel_noes, retracted
from companion.validation.fact import FactShape, fact_shape
from companion.validation.idioms import rests_on_assenting_idiom
from companion.validation.later import (
    back_to_later,
    checked_value_later,
    conditioned_later,
    contradicting_turn,
    correcting_turn,
    corrects_another_slot,
    denied_words,
    disowned_later,
    doubting_turn,
    echo_denied,
    found_otherwise_later,
    left_place_later,
    moved_away_later,
    moved_to_later,
    named_now_later,
    news_later,
    next_user_turn,
    no_to_nothing_asked,
    not_yet_later,
    opening_correction_turn,
    overstated_later,
    owns_sarcasm,
    placed_elsewhere_later,
    pointing_back_turn,
    reached_later,
    recalendared_later,
    recounted_later,
    recovered_later,
    redated_later,
    repair_tagged_later,
    replaced_instead,
    replaced_next,
    restated_later,
    resumed_turn,
    retracted_of_another,
    retracting_turn,
    revalued_later,
    reversed_later,
    set_at_later,
    topic_words,
    user_turns_after,
    value_now_later,
    went_to_another_later,
)
from companion.validation.lexicon import INSTRUCTIONS, INTERJECTIONS, NEGATIVE
from companion.validation.lexicon.claims import FACT_USER_WORDS
from companion.validation.lexicon.clauses import HOW_MUCH_WORDS
from companion.validation.lexicon.dates import DAY_OF_MONTH_PATTERN
from companion.validation.lexicon.grammar import (
    DETERMINERS,
    OTHERS_POSSESSIVES,
    SOMEONES_POSSESSIVES,
    USERS_POSSESSIVES,
)
from companion.validation.lexicon.morphology import lemmas, pos
from companion.validation.lexicon.people import FEMALE_SUBJECTS, MALE_SUBJECTS
from companion.validation.lexicon.units import measure_of
from companion.validation.lists import item_added, item_moved, or_made_and
from companion.validation.matching import Found, Match, content_words_in_order, harmonise, locate, match_score
from companion.validation.mood import comitative_name, opens_with_ironic_no, proposed_to_listener
from companion.validation.normalize import Canon, canonicalize, canonicalize_words, char_span
from companion.validation.polarity import UNIVERSAL_KEYS, unbacked_universals
from companion.validation.policy import Policy
from companion.validation.quotes import canonicalize_quote
from companion.validation.reactions import (
    Change,
    change_reported,
    ended_next,
    listener_commiserated,
    listener_laughed,
    put_off_later,
)
from companion.validation.specifics import (
    backed,
    backing_keys,
    codes_said_apart,
    is_date_or_number,
    range_bounds_backed,
    unsupported,
)
from companion.validation.speech import questions, said_to_the_listener
from companion.validation.support import (
    added_object,
    answers_question_no,
    assistant_words,
    corrected_where_quoted,
    homophone_numbers,
    name_of_other_kin,
    names_only_the_assistant_said,
    narrowed_thing,
    replaced_whom,
    retracted_relations,
    retracted_values,
    retracted_words,
    role_added,
    spelled_differently,
    unit_or_count_conflict,
    unsaid_conjunct,
    unsaid_content,
    unsaid_term,
)
from companion.validation.takeback import (
    Undoing,
    corrects_between,
    elliptical_denial,
    ended_in_turn,
    names_the_fact,
    restated_after,
    undoing_turn,
    value_said_again,
)
from companion.validation.temporal import Resolution, has_date_anchor, may_mention_time, resolve
from companion.validation.utterance import Frame, Subject, Utterance, analyse
from companion.validation.values import Mention, mentions, unit_added, value_beside_quote

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
        self._opened_before: dict[int, Frame | None] = {}

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
    def user_mentions(self) -> tuple[Mention, ...]:
        """Every number of every user turn, with its unit and counted noun (`values.mentions`)."""
        # the user turns only, as `user_forms` reads them (`canonicalize` is cached)
        turns = (canonicalize(m.content) for m in self.messages if m.role == "user")
        return tuple(m for canon in turns for m in mentions(canon))

    @cached_property
    def user_forms(self) -> frozenset[str]:
        """Dictionary forms and synonym classes of every word the user said in the session."""
        # the user turns only, not `canons`: the assistant turns need not be canonicalised for it
        return _all_forms(canonicalize(m.content).lows for m in self.messages if m.role == "user")

    @cached_property
    def backchannelled_forms(self) -> frozenset[str]:
        """Words of the assistant turns the user answered only with a backchannel ("uh huh",
        "yeah yeah"): a proposer may take them for the user's, the user never said them."""
        turns = []
        # only the user turns that follow an assistant turn are canonicalised here (and that
        # turn when the user only backchannelled), not the whole session (`canons`)
        for i, m in enumerate(self.messages[:-1]):
            nxt = self.messages[i + 1]
            if m.role == "assistant" and nxt.role == "user" and _backchannel(canonicalize(nxt.content)):
                turns.append(canonicalize(m.content).lows)
        return _all_forms(turns)

    def frame_opened_before(self, index: int, turn: Utterance) -> Frame | None:
        """`claim.frame_opened_before` for the user's turn at `index` (its analysis `turn`),
        read once per turn: every candidate citing the turn shares what earlier turns opened."""
        if index not in self._opened_before:
            self._opened_before[index] = frame_opened_before(self.messages, index, turn)
        return self._opened_before[index]

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


_INSTRUCTION_REACH = 3  # tokens from a clause's subject to the instruction it says


_FURTHER_REACH = 3  # user turns after the statement read for a correction further on


_UNSAID = frozenset([Found.NO, Found.CRITICAL])


_DESCRIBING = frozenset(["ADJ"])  # the tags of a word that only describes


_USER = ("user",)  # the key of a fact's opening "User"
_SOMEBODY_ELSE = "somebody else"  # whom a clause without its subject is said of (`wrong_subject`)
_THIRD_PERSONS = MALE_SUBJECTS | FEMALE_SUBJECTS | SOMEONES_POSSESSIVES  # words of a person spoken of


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
    def quote_as_meant(self) -> Canon:
        """The quote after the user's own corrections inside it ("we've got three no four
        grandchildren" -> "we've got four grandchildren"): its "no" corrects, negates nothing."""
        q, swaps = self.quote, self._quote_swaps
        fixed = corrected_message(q, swaps) if swaps else None
        return fixed[0] if fixed is not None else q

    @cached_property
    def _quote_swaps(self) -> tuple[tuple[int, int, int], ...]:
        """The quote's own corrections (`corrections.retracted`): (corrected token, marker start,
        replacing token)."""
        return retracted(self.quote)[2]

    @cached_property
    def _number_repaired_in_quote(self) -> bool:
        """The quote corrects a number of its own ("since 2009, no, 2010"), and nothing else: its
        swaps are all of numbers, and as meant it keeps every critical word that is no number
        (a name, a negation: "sorry" before a greeting's name is no repair of the name)."""
        q, meant, swaps = self.quote, self.quote_as_meant, self._quote_swaps
        if meant is q:
            return False
        if not all(q.keys[a][:1].isdigit() and q.keys[b][:1].isdigit() for a, _s, b in swaps):
            return False
        markers = {j for _a, start, b in swaps for j in range(start, b)}  # "no", "sorry": the repair's own
        kept = {
            k
            for j, (k, c) in enumerate(zip(q.keys, q.critical, strict=False))
            if c and not k[:1].isdigit() and j not in markers
        }
        return kept <= meant.key_set

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
            return self._said_in_other_words(found)
        # "on the tenth no wait the twelfth of december" quoted as "on the 12th of December"
        canon_fixed, index = fixed
        again = locate(
            self.candidate.supporting_quote, self.quote, msg.content, canon_fixed, self.budget, self.fact_keys
        )
        meant = self.quote_as_meant
        if again.found is not Found.YES and self._number_repaired_in_quote:
            # "since 2009, no, 2010" quoted from "since two thousand and nine, no, ten": the quote
            # writes the repair in full where the user said its last word; both as corrected
            again = locate(
                self.candidate.supporting_quote, meant, msg.content, canon_fixed, self.budget, self.fact_keys
            )
        if again.found is not Found.YES:
            return self._said_in_other_words(found)
        first, last = index[again.first], index[again.last - 1] + 1
        return Match(Found.YES, first, last, again.span, again.cost, False)

    def _said_in_other_words(self, found: Match) -> Match:
        """V4: a quote not found as written, whose content words the user's message says in
        order (`matching.content_words_in_order`): found, for review only (`quote_in_own_words`),
        and only when the quote is nowhere else in the conversation."""
        msg, canon = self.message, self.message_canon
        # not found, or found only by changing a critical word the content words then show
        # unchanged (a wide alignment's diagnosis names no word: "me cousin does drive ...")
        if found.found not in _UNSAID or msg is None or canon is None or self.elsewhere is not None:
            return found
        quote = harmonise(self.quote, canon)
        where = content_words_in_order(quote, canon)
        if where is None:
            return found
        first, last = where
        span = char_span(canon, msg.content, first, last)
        return Match(Found.YES, first, last, span, len(quote.keys), False, content_only=True)

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
            said = canon.key_set | canon.numbers if canon else frozenset()
            # the values as the user's repairs left them: "nineteen eighty five, no, six" says
            # 1986, a number no token of the message holds alone
            said = said | self.repaired_numbers
            keys = self._backing_from(said)
            # a number only the quote writes, where the message has a word that sounds like it
            # ("we went 4 a curry" for "we went for a curry"): the user said no number there
            foreign = {
                k for k in self.quote.key_set | self.quote.numbers if k[:1].isdigit() and k not in said
            }
            return keys - foreign if foreign and canon is not None else keys
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
            missing = unsupported(shape, numbers, self.policy.user_names, numbers)
        else:
            missing = unsupported(shape, self.backing, self.policy.user_names, numbers)
        if missing and range_bounds_backed(missing, shape.canon.keys, self.resolutions):
            missing = ()  # "last weekend" for "the weekend of October 10-11"
        if missing and self.message_canon is not None:
            heard = self.message_canon.keys
            missing = codes_said_apart(shape.canon.keys, missing, heard, self.candidate.text)
        return general + missing

    def said_in_other_user_turn(self, keys: tuple[str, ...]) -> int | None:
        """V5: the first other user turn that says every one of `keys` (numbers, dates), or None."""
        own = self.candidate.source_message_index
        for i, (msg, canon) in enumerate(zip(self.messages, self.session.canons, strict=False)):
            if i == own or msg.role != "user":
                continue
            said = canon.key_set | canon.numbers
            if all(k in said for k in keys):
                return i
        return None

    @cached_property
    def listener_possessives(self) -> tuple[str, ...]:
        """V5: names the fact gives as an owner ("Sam's support") where the quote says "your":
        the name of whom the user spoke to, which the user need not say."""
        lows = self.quote.lows
        if "your" not in lows and "yours" not in lows:
            return ()
        text = self.candidate.text
        # the key of "Sam's" is "sams", of "Noor's" "noor" (a long word loses its -s)
        return tuple(
            k
            for k in self.unbacked
            if any(
                re.search(rf"\b{re.escape(base)}['’]s\b", text, re.IGNORECASE) is not None
                for base in (k, k[:-1])
                if base
            )
        )

    @cached_property
    def heard_as_homophone(self) -> frozenset[str]:
        """V5: the fact's numbers this message may say as a word that sounds the same ("to
        grandsons" for "two grandsons", `support.homophone_numbers`)."""
        canon = self.message_canon
        return homophone_numbers(self.shape, canon) if canon is not None else frozenset()

    @cached_property
    def assistant_named(self) -> tuple[str, ...]:
        """V5: the unbacked specifics, when every one of them is a name (not a number, date or
        quantifier) that an assistant turn of the session says and the policy holds such
        candidates for review; otherwise () and the support rule rejects."""
        missing, policy = self.unbacked, self.policy
        if not missing or policy.assistant_specifics != "pending" or policy.support_scope == "transcript":
            return ()
        return names_only_the_assistant_said(missing, self.session.assistant_keys)

    @cached_property
    def misspelled(self) -> tuple[str, ...] | None:
        """V5: when every unbacked specific is a name that the words allowed to back it spell one
        letter differently, those spellings (held as pending); otherwise None."""
        missing = self.unbacked
        if not missing or self.assistant_named or self.policy.assistant_specifics != "pending":
            return None
        return spelled_differently(missing, self.backing)

    @cached_property
    def assistant_content(self) -> tuple[str, ...]:
        """V5: content words of the fact that no user turn says and an assistant turn the user
        only backchannelled does (`support.assistant_words`)."""
        agreed = self.session.backchannelled_forms
        if not agreed:  # the usual case: the user's forms need not be built
            return ()
        return assistant_words(self.shape, agreed, self.session.user_forms)

    @cached_property
    def retracted_specifics(self) -> tuple[str, ...]:
        """V5: the fact's specifics that the user said only as a value they then corrected in
        the same turn ("my surgery's on the eighteenth no sorry the twenty eighth": 18)."""
        ut = self.utterance
        if ut is None:
            return ()
        return retracted_values(ut, self.shape, self.candidate.text)

    @cached_property
    def retracted_claim(self) -> tuple[str, ...]:
        """V5: content words of the fact the user said only as what they then corrected ("I'm
        allergic to penicillin, no no that is my wife, I am allergic to sulpha drugs")."""
        ut = self.utterance
        if ut is None or not ut.retracted:  # no correction in the turn: `claim` need not be built
            return ()
        found = retracted_words(ut, self.claim)
        kin = tuple(w for w in retracted_relations(ut, self.shape) if w not in found)
        return found + kin

    @cached_property
    def retracted_here(self) -> tuple[str, ...]:
        """Content words of the fact that the user corrected where the quote says them, and said
        again elsewhere in the turn (`support.corrected_where_quoted`)."""
        ut = self.utterance
        if ut is None or not ut.retracted:
            return ()
        return corrected_where_quoted(ut, self.claim)

    @cached_property
    def value_mismatch(self) -> str | None:
        """V5: a number of the fact in another unit than the user's, or counting another noun."""
        canon = self.message_canon
        if canon is None:
            return None
        return unit_or_count_conflict(self.shape, canon, self.utterance)

    @cached_property
    def to_the_listener(self) -> str | None:
        """V9b: the fact's verb of speaking was said to or by the listener in the quote
        (`speech.said_to_the_listener`)."""
        ut = self.utterance
        if ut is None or not self.span:
            return None
        return said_to_the_listener(ut, self.span, self.shape)

    @cached_property
    def value_beside_quote(self) -> tuple[str, str] | None:
        """V5: a measured value of the fact the quote does not say, beside another the quote
        does (`values.value_beside_quote`)."""
        found = value_beside_quote(self.shape.canon, self.quote)
        if found is not None and found[0] in self.repaired_numbers:
            return None  # "three hundred and five, no, six pounds": the user's repair says 306
        return found

    @cached_property
    def repaired_numbers(self) -> frozenset[str]:
        """V4i: the numbers of the cited message as the user's own repairs left them
        (`utterance.corrected`), empty when the message corrects nothing."""
        meant = self.utterance.corrected if self.utterance is not None else None
        return meant[0].numbers if meant is not None else frozenset()

    @cached_property
    def crossed_value(self) -> tuple[str, str] | None:
        """V5: a number of the fact the user said of another thing than the one the fact gives it
        to, in coordinated clauses of the quote's message (`binding.crossed_value`)."""
        canon = self.message_canon
        if canon is None or self.message is None or self.message.role != "user":
            return None
        return crossed_value(canon, self.shape, self.span)

    @cached_property
    def specific_moved(self) -> tuple[str, str, str] | None:
        """V5: a name of the fact the user said with another verb than the fact's, in another
        clause of the quote (`claim.moved_specific`)."""
        ut = self.utterance
        if ut is None or not self.span:
            return None
        return moved_specific(ut, self.shape, self.span)

    @cached_property
    def object_added(self) -> str | None:
        """V5b: the object the fact gives a verb the user said without one, never said by the
        user (`support.added_object`)."""
        canon = self.message_canon
        if canon is None or self.message is None or self.message.role != "user":
            return None
        return added_object(self.shape, canon, self.session.user_forms)

    @cached_property
    def value_with_alternative(self) -> tuple[str, str] | None:
        """V5/V7d: a value of the fact the user said with another offered beside it ("eleven,
        maybe twelve"), the fact keeping only one of them (`corrections.alternative_values`)."""
        ut = self.utterance  # its correction markers are read once per message
        if ut is None or not self.shape.specifics:
            return None
        fact = frozenset(self.shape.canon.keys)

        def said(value: str) -> bool:  # "ninety six" is the fact's "1996"
            return value in fact or (len(value) == 2 and any(len(k) == 4 and k.endswith(value) for k in fact))

        for a, b in alternative_values(ut.canon, ut.corrections):
            if said(a) != said(b):
                return a, b
        return None

    @cached_property
    def conjunct_unsaid(self) -> str | None:
        """V5b: a predicate the fact joins with "and" that the user never said in any form
        (`support.unsaid_conjunct`)."""
        if self.message is None or self.message.role != "user":
            return None
        exclude = self.policy.participant_keys
        if self.shape.leading_name is not None:
            exclude = exclude | {self.shape.leading_name}
        return unsaid_conjunct(self.shape, exclude, self.session.user_forms)

    @cached_property
    def whom_replaced(self) -> tuple[str, str] | None:
        """V5b: a role or an animal of the fact, never said by the user, where the quote names
        another between the same words (`support.replaced_whom`)."""
        if self.message is None or self.message.role != "user":
            return None
        return replaced_whom(self.shape, self.quote, self.session.user_forms)

    @cached_property
    def unit_unsaid(self) -> tuple[str, str] | None:
        """V5: a weight, length or volume of the fact whose number the user said with no unit
        of that kind anywhere in their words (`values.unit_added`)."""
        if self.message is None or self.message.role != "user":
            return None
        if not any(k[:1].isdigit() for k in self.shape.specifics):
            return None  # the usual case: no number in the fact
        fact = mentions(self.shape.canon)
        if not any(m.unit is not None and measure_of(m.unit) for m in fact):
            return None  # no weight, length or volume in the fact: the user's numbers go unread
        return unit_added(fact, self.session.user_mentions)

    @cached_property
    def role_unsaid(self) -> str | None:
        """V5b: the role the fact says the user is or works as, never said by the user nor the
        verb it names the doer of (`support.role_added`)."""
        if self.message is None or self.message.role != "user":
            return None
        return role_added(self.shape, self.session.user_forms)

    @cached_property
    def item_added(self) -> str | None:
        """V5b: the last item of the fact's list, never said by the user, after one they said
        (`lists.item_added`)."""
        if self.message is None or self.message.role != "user":
            return None
        return item_added(self.shape, self.quote, self.session.user_forms)

    @cached_property
    def thing_narrowed(self) -> tuple[str, str] | None:
        """V5b: a describing word the fact puts before a thing the quote names, never said by
        the user (`support.narrowed_thing`)."""
        if self.message is None or self.message.role != "user":
            return None
        return narrowed_thing(self.shape, self.quote, self.session.user_forms)

    @cached_property
    def term_unsaid(self) -> str | None:
        """V5: a word of the fact the tagger does not know and the user never said in any form
        (`support.unsaid_term`)."""
        return unsaid_term(self.shape, self.candidate.text, self.session.user_forms)

    @cached_property
    def content_unbacked(self) -> bool:
        """V5b: the fact has content words and none is a word of the user's message or quote
        (`support.unsaid_content`), and it is not the user's "no" to the question before."""
        msg = self.message_canon
        unsaid = unsaid_content(self.shape, self.policy.participant_keys, self.quote, msg)
        if unsaid is None:
            return False
        words, said = unsaid
        # only now: the question before is read for the few facts the user's words do not back
        return msg is None or not answers_question_no(
            self.shape.canon, msg, words, said, self.question_before
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
    def claim(self) -> Claim:
        """For each content word of the fact said in the quote's span, the span tokens that say
        it (`claim.claim_tokens`). Empty when nothing of the fact is there."""
        canon, span = self.message_canon, self.span
        if canon is None or not span:
            return ()
        return claim_tokens(canon, span, self.shape)

    @cached_property
    def claim_clause(self) -> int | None:
        """The clause of the message that holds most of the fact's words."""
        ut, claim = self.utterance, self.claim
        if ut is None or not claim:
            return None
        return claim_clause_of(ut, claim)

    @cached_property
    def framing(self) -> tuple[Frame, bool] | None:
        """V7d: (frame, certain) when the user said what the fact rests on inside a frame the
        fact does not carry, this turn's or one an earlier turn opened (`claim.frame_of_claim`)."""
        ut, claim = self.utterance, self.claim
        if ut is None or not self.span:
            return None
        opened = self.session.frame_opened_before(self.candidate.source_message_index, ut)
        if not claim:
            # none of the fact's words is in the quote ("User will tell their sister" on "should i
            # tell her"): the frame of the quote's own words is a doubt, never a certainty
            found = frame_of_claim(ut, quoted_words(ut.canon, self.span), self.shape, opened)
            return None if found is None else (found[0], False)
        found = frame_of_claim(ut, claim, self.shape, opened)
        if found is not None and found[1] and said_outright_elsewhere(ut, self.span, claim, self.shape):
            return found[0], False  # the rest of the fact is said outright: held, not rejected
        return found

    @cached_property
    def instructed(self) -> bool:
        """V7d: the claim's clause is the user's and says an instruction ("i'm not allowed
        grapefruit", "i have to rest"; `lexicon.INSTRUCTIONS`): inside somebody's words, a rule
        the user may live by."""
        ut, claim = self.utterance, self.claim
        if ut is None or not claim:
            return False
        clause = ut.clauses[claim_clause_of(ut, claim)]
        if clause.subject is not Subject.USER:
            return False
        lows = ut.canon.lows[: clause.end]
        # right after the subject: "i'm | not allowed", "i | have to"; not a later clause's
        # "gotta do a test" run on without a stop
        window = range(clause.head, min(clause.end, clause.head + _INSTRUCTION_REACH))
        return any(lows[k : k + len(p)] == p for k in window for p in INSTRUCTIONS)

    @cached_property
    def governing_outside(self) -> tuple[str, ...]:
        """V7f: the words of the quote's clause before the quote that may govern it and that the
        fact does not carry (`claim.governing_words`)."""
        ut, span = self.utterance, self.span
        if ut is None or not span:
            return ()
        return governing_words(ut, span.start, self.shape, self.claim)

    @cached_property
    def negation_before(self) -> str | None:
        """V7b: a negation shortly before the quote in its sentence (`claim.negation_just_before`)."""
        ut, span = self.utterance, self.span
        if ut is None or not span:
            return None
        return negation_just_before(ut, span.start, self.shape)

    @cached_property
    def clause_negation(self) -> str | None:
        """V7b: a negation of the user's clause before every word the fact rests on, when the
        fact has none (`claim.negation_over_claim`)."""
        ut, claim = self.utterance, self.claim
        if ut is None or not claim:
            return None
        return negation_over_claim(ut, claim, self.shape)

    @cached_property
    def repaired_by_no(self) -> tuple[str, str] | None:
        """(the word before, the word after) a bare "no" between two words of one slot, when
        the fact rests on either ("works earlies at the hospital no lates";
        `corrections.parallel_noes`): a self-repair or a second thing denied, which the words do
        not decide."""
        ut, claim = self.utterance, self.claim
        if ut is None or not claim:
            return None
        held = {k for toks in claim for k in toks}
        lows = ut.canon.lows
        for a, _no, b in parallel_noes(ut.canon):
            if b in held or a in held:
                return lows[a], lows[b]
        return None

    @cached_property
    def negated_by_degree(self) -> bool:
        """V7b: the negation over the claim's clause is one of how much or how lately ("I haven't
        been able to volunteer much lately"): the clause says a degree word after it, and the fact
        says neither how much nor when."""
        ut, ci = self.utterance, self.claim_clause
        if ut is None or ci is None:
            return False
        clause = ut.clauses[ci]
        if HOW_MUCH_WORDS.isdisjoint(ut.canon.lows[clause.first : clause.end]):
            return False
        return HOW_MUCH_WORDS.isdisjoint(self.shape.canon.lows)

    @cached_property
    def assenting_idiom(self) -> str | None:
        """V7g: the words of a negated idiom of assent ("I don't see why not", "can't complain")
        that every word the fact rests on is inside (`idioms.rests_on_assenting_idiom`)."""
        msg = self.message
        if msg is None or msg.role != "user" or not self.span:
            return None
        if len(self.claim) < len(self.shape.content):
            return None  # the fact says more than the idiom ("doesn't mind pineapple", asked about)
        tokens = frozenset(k for toks in self.claim for k in toks) or frozenset(self.span)
        return rests_on_assenting_idiom(msg.content, tokens)

    @cached_property
    def about_user(self) -> bool:
        """The fact is about the user themselves (not "User's sister", not a named other)."""
        return fact_about_user(self.shape, self.policy.participant_keys, self.backing)

    @cached_property
    def verb_of_another(self) -> str | None:
        """V6b: the fact's "User wants to ..." when the user said only "X wants me to ..."
        (`claim.verb_of_another`)."""
        ut = self.utterance
        if ut is None or not self.span:
            return None
        return verb_of_another(ut, self.shape)

    @cached_property
    def choice_as_both(self) -> str | None:
        """V5h: the user's "X or Y" where the fact joins the two with "and" (`lists.or_made_and`)."""
        ut = self.utterance
        if ut is None or not self.span:
            return None
        return or_made_and(ut, self.shape)

    @cached_property
    def list_item_moved(self) -> str | None:
        """V6d: an item of the fact's list the user said only of somebody else
        (`lists.item_moved`)."""
        ut = self.utterance
        if ut is None or not self.span:
            return None
        return item_moved(ut, self.shape)

    @cached_property
    def reversed_by(self) -> str | None:
        """V6c: the user's subject for the fact's verb, when the fact turns round who did what to
        whom ("my daughter gave me her car" for "User gave their car to their daughter";
        `claim.roles_reversed`)."""
        ut = self.utterance
        if ut is None or not self.span:
            return None
        return roles_reversed(ut, self.shape)

    @cached_property
    def name_of_other_kin(self) -> tuple[str, str, str] | None:
        """V6: a name the fact gives one relation that the quote's message gives only another
        ("User's sister Rosa" on "my cousin rosa's wedding"; `support.name_of_other_kin`)."""
        canon = self.message_canon
        if not self.shape.relations or canon is None:
            return None
        found = name_of_other_kin(self.shape, canon)
        if found is not None or self.message is None or self.message.role != "user":
            return found
        # a name the quote's message never says, taken from another turn of the user's that
        # gives it to somebody else ("my son lukas ..." then "... with my nephew jonas" for
        # "User's son Jonas"): the same crossing, a turn apart
        own = self.candidate.source_message_index
        for i, msg in enumerate(self.messages):
            if i != own and msg.role == "user":
                found = name_of_other_kin(self.shape, self.session.canons[i])
                if found is not None and found[0] not in canon.key_set:
                    return found
        return None

    @cached_property
    def users_things(self) -> frozenset[str]:
        """V6j: the dictionary forms of the nouns the fact makes the user's: after "User's", and
        after "their" in a fact whose subject is the user ("User lost their job"): the first
        noun after it, unless it is a person of the user's, whose thing it then is ("User's
        daughter's flight", "their mum's roses")."""
        lows = self.shape.canon.lows
        subject_is_user = bool(lows) and lows[0] in FACT_USER_WORDS and lows[0] not in USERS_POSSESSIVES
        out: set[str] = set()
        for k, low in enumerate(lows):
            if low not in USERS_POSSESSIVES or (low in OTHERS_POSSESSIVES and not subject_is_user):
                continue  # "their" of a fact about the user's sister is hers
            head = k + 1  # past one describing word ("their | old | car")
            if head + 1 < len(lows) and pos(lows[head]) == _DESCRIBING:
                head += 1
            if head >= len(lows) or "NOUN" not in pos(lows[head]) or relation_of(lows[head]) is not None:
                continue  # "User's daughter's flight": the daughter's; "User's babys ...": unknown
            if head + 1 < len(lows) and "NOUN" in pos(lows[head + 1]):
                continue  # "User's baby's baptism", "User's car keys": whose, the words do not say
            out |= lemmas(lows[head])
        had = self._had_by_the_user(lows) if subject_is_user else None
        if had is not None:
            out |= lemmas(had)
        return frozenset(out)

    def _had_by_the_user(self, lows: tuple[str, ...]) -> str | None:
        """The thing or person a fact of having gives the user ("User has | a dog called Bruno",
        "User has | a son named Kwame"): the first noun after its verb of having, past
        determiners, numbers and one describing word; None for another fact."""
        verb = self.shape.verb
        if verb is None or not says_having(self.shape):
            return None
        k = verb + 1
        while k < len(lows) and (lows[k] in DETERMINERS or lows[k][:1].isdigit()):
            k += 1
        if k + 1 < len(lows) and pos(lows[k]) == _DESCRIBING:
            k += 1
        if k >= len(lows) or not ("NOUN" in pos(lows[k]) or relation_of(lows[k]) is not None):
            return None
        return lows[k]

    @cached_property
    def wrong_subject(self) -> str | None:
        """V6: whom the user's clause is about when the fact moves it onto the user (or onto a
        relation other than the one the user named), else None (`claim.moved_subject`)."""
        ut, claim = self.utterance, self.claim
        if ut is None or not claim:
            return None
        moved = moved_subject(ut, claim, self.shape, self.about_user)
        shape = self.shape
        if moved is not None or not self.about_user or shape.opinion or shape.canon.keys[:1] != _USER:
            return moved  # the clause's own subject, or a fact whose subject is not the user
        if subject_by_agreement(ut, claim) and self._others_spoken_of:
            return _SOMEBODY_ELSE  # "still does the crossword in pen": no "I" says "does"
        return None

    @cached_property
    def _others_spoken_of(self) -> bool:
        """Somebody other than the user was spoken of just before the claim: a relation word or
        a third person's pronoun in the claim's turn before it or in the two messages before
        (the listener's "how's your da keeping?" too)."""
        ut, claim = self.utterance, self.claim
        if ut is None or not claim:
            return False
        first = min(k for toks in claim for k in toks)
        index = self.candidate.source_message_index
        said = [ut.canon.lows[:first]] + [
            canonicalize(m.content).lows for m in self.messages[max(0, index - 2) : index]
        ]
        return any(w in _THIRD_PERSONS or relation_of(w) is not None for lows in said for w in lows)

    @cached_property
    def past_as_present(self) -> str | None:
        """V7e: the user's verb, when the user put the fact's state in the past ("I was engaged")
        and the fact says the same verb in the present ("User is engaged")."""
        ut, ci = self.utterance, self.claim_clause
        if ut is None or ci is None:
            return None
        msg = self.message
        return past_said_as_present(ut, ci, self.shape, msg.content if msg is not None else "")

    @cached_property
    def past_state_paraphrased(self) -> str | None:
        """V7e, held: the user put a state in the past with "was" ("i was on warfarin") and the
        fact says it in the present with a verb of its own ("User takes warfarin")."""
        ut, ci = self.utterance, self.claim_clause
        if ut is None or ci is None:
            return None
        msg = self.message
        return past_state_paraphrased(ut, ci, self.shape, msg.content if msg is not None else "")

    @cached_property
    def proposed(self) -> bool:
        """V9c: every word the fact rests on was said as a proposal to the listener ("let's do
        the quiz again", "can we talk about something else"; `mood.proposed_to_listener`)."""
        ut, claim = self.utterance, self.claim
        if ut is None or not claim:
            return False
        return proposed_to_listener(ut, claim)

    @cached_property
    def with_someone_named(self) -> bool:
        """V9c: the fact does a thing with a person it names ("work with John"): a proposal's
        "we" is then the user and that person, not the user and the assistant."""
        return comitative_name(self.shape)

    @cached_property
    def sarcasm_owned(self) -> bool:
        """V7d: the quote's own message names the user's words as sarcasm ("... dripping with
        sarcasm", "that's sarcasm by the way", `later.owns_sarcasm`)."""
        canon = self.message_canon
        return canon is not None and owns_sarcasm(canon.lows)

    @cached_property
    def ironic_no(self) -> bool:
        """V7d: the turn opens with "yeah nah" with no question before it to answer, and the
        claim is in that sentence (`mood.opens_with_ironic_no`)."""
        ut, claim = self.utterance, self.claim
        if ut is None or not claim:
            return False
        index = self.candidate.source_message_index
        before = self.messages[index - 1] if index > 0 else None
        asked = before is not None and "?" in before.content
        return opens_with_ironic_no(ut, claim, asked)

    @cached_property
    def past_form(self) -> tuple[str, bool] | None:
        """V7e: (the user's past verb, certain), when the fact says the same verb (by lemma) in the present
        and the user said it only in the past ("i was doing yoga" for "User does yoga";
        `aspect.past_form_as_present`)."""
        ut, ci, msg = self.utterance, self.claim_clause, self.message
        if ut is None or ci is None or msg is None:
            return None
        return past_form_as_present(ut, msg.content, ci, self.shape)

    @cached_property
    def to_do_as_done(self) -> str | None:
        """V7e: the word before the fact's verb when the user said it only as still to do and
        the fact says it was done (`aspect.done_said_as_to_do`)."""
        ut = self.utterance
        if ut is None or not self.span:
            return None
        return done_said_as_to_do(ut, self.shape)

    # -- later turns (V12) ------------------------------------------------------------------
    @cached_property
    def taken_back(self) -> int | None:
        """V12: a later user turn (or the rest of this one) that takes the statement back
        (`later.retracting_turn`)."""
        ut = self.utterance
        if ut is None or not self.claim:
            return None
        index = self.candidate.source_message_index
        claim_end = max(k for toks in self.claim for k in toks) + 1
        return retracting_turn(
            ut,
            self.claim_clause,
            self._topic,
            self._denied_words,
            self.messages,
            index,
            claim_end,
            frozenset(self.shape.relations),
        )

    @cached_property
    def next_user_turn(self) -> int | None:
        """The index of the user's first message after the source message, if any."""
        return next_user_turn(self.messages, self.candidate.source_message_index)

    @cached_property
    def doubted_later(self) -> int | None:
        """V12: the next user turn opens with a correction or denies a word of the fact, and
        speaks of what the fact is about (`later.doubting_turn`)."""
        index = self.candidate.source_message_index
        return doubting_turn(
            self._denied_words, self._topic, self.messages, index, frozenset(self.shape.specifics)
        )

    @cached_property
    def pointed_back_later(self) -> tuple[int, bool] | None:
        """V12: the next user turn points back at the statement to take it back or to report
        it as hearsay (`later.pointing_back_turn`)."""
        return pointing_back_turn(self.messages, self.candidate.source_message_index)

    @cached_property
    def corrected_later(self) -> tuple[int, bool] | None:
        """V12: the next user turn gives another value of the type of one of the fact's
        (`later.correcting_turn`)."""
        return correcting_turn(self.shape, self.messages, self.candidate.source_message_index)

    @cached_property
    def contradicted_later(self) -> tuple[int, bool] | None:
        """V12: a later user turn negates, stops or cancels what the fact says
        (`later.contradicting_turn`)."""
        return contradicting_turn(self.shape, self.messages, self.candidate.source_message_index)

    @cached_property
    def resumed_later(self) -> tuple[int, bool] | None:
        """V12: a later user turn takes up again what the fact says was stopped
        (`later.resumed_turn`)."""
        return resumed_turn(self.shape, self.messages, self.candidate.source_message_index)

    @cached_property
    def denied_elliptically(self) -> tuple[int, bool] | None:
        """V12: the next user turn denies, of the fact's subject, a verb phrase it leaves
        unsaid ("she won't need to now"; `takeback.elliptical_denial`)."""
        return elliptical_denial(self.shape, self.messages, self.candidate.source_message_index)

    @cached_property
    def echo_denied_next(self) -> int | None:
        """V12: the assistant asked back in the statement's words or in surprise and the next
        user turn opens with a no or a disavowal (`later.echo_denied`)."""
        return echo_denied(self.messages, self.candidate.source_message_index, self._topic)

    @cached_property
    def denied_next(self) -> int | None:
        """V12: the next user turn says "no" to nothing the assistant asked
        (`later.no_to_nothing_asked`)."""
        return no_to_nothing_asked(self.messages, self.candidate.source_message_index)

    @cached_property
    def moved_away_later(self) -> int | None:
        """V12: a later user turn says the person the fact is about moved away
        (`later.moved_away_later`)."""
        return moved_away_later(self.shape, self.messages, self.candidate.source_message_index)

    @cached_property
    def placed_elsewhere(self) -> int | None:
        """V12, held: a later user turn moves the fact's person or thing to another place than
        the fact's (`later.placed_elsewhere_later`)."""
        return placed_elsewhere_later(self.shape, self.messages, self.candidate.source_message_index)

    @cached_property
    def reached_later(self) -> int | None:
        """V12, held: a later user turn says what the fact says somebody is on the way to was
        reached, or the state of life it names ended (`later.reached_later`)."""
        return reached_later(self.shape, self.messages, self.candidate.source_message_index)

    @cached_property
    def not_yet_later(self) -> int | None:
        """V12aj: a later user turn says what the fact says was done is only nearly so or not so
        yet (`later.not_yet_later`)."""
        return not_yet_later(self.shape, self.messages, self.candidate.source_message_index)

    @cached_property
    def conditioned_later(self) -> int | None:
        """V12al: the user's next turn makes what the fact says hang on a condition, or says it
        is not settled (`later.conditioned_later`)."""
        return conditioned_later(self.shape, self.messages, self.candidate.source_message_index)

    @cached_property
    def overstated_later(self) -> int | None:
        """V12ak: a later user turn says the user's own words were stronger than the truth
        (`later.overstated_later`)."""
        return overstated_later(self.shape, self.messages, self.candidate.source_message_index)

    @cached_property
    def recovered_later(self) -> int | None:
        """V12, held: a later user turn says the fact's person got over what the fact says they
        have (`later.recovered_later`)."""
        return recovered_later(self.shape, self.messages, self.candidate.source_message_index)

    @cached_property
    def reversed_later(self) -> int | None:
        """V12, held: a later user turn says in the positive what the fact says is not so
        (`later.reversed_later`)."""
        return reversed_later(self.shape, self.messages, self.candidate.source_message_index)

    @cached_property
    def disowned_later(self) -> int | None:
        """V12, held: a later user turn gives the fact's thing to another owner (`later.disowned_later`)."""
        return disowned_later(self.shape, self.messages, self.candidate.source_message_index)

    @cached_property
    def value_now_later(self) -> int | None:
        """V12, held: a later user turn gives another value of the fact's type, closed by "now",
        of the fact's thing or a pointing subject (`later.value_now_later`)."""
        return value_now_later(self.shape, self.messages, self.candidate.source_message_index)

    @cached_property
    def restated_later(self) -> int | None:
        """V12, held: a later user turn opens on another value of the fact's type and stresses
        it, said again or before its subject and verb (`later.restated_later`)."""
        return restated_later(self.shape, self.messages, self.candidate.source_message_index)

    @cached_property
    def named_now(self) -> int | None:
        """V12, held: a later user turn names something else, closed by "now"
        (`later.named_now_later`)."""
        return named_now_later(self.shape, self.messages, self.candidate.source_message_index)

    @cached_property
    def recalendared_later(self) -> tuple[int, bool] | None:
        """V12: a later user turn puts the fact's month or weekday right, bare beside a word of
        correction (`later.recalendared_later`); sure in the next turn's opening."""
        return recalendared_later(self.shape, self.messages, self.candidate.source_message_index)

    @cached_property
    def moved_later(self) -> int | None:
        """V12, held: a later user turn moves something to another month or weekday than the
        fact's (`later.moved_to_later`)."""
        return moved_to_later(self.shape, self.messages, self.candidate.source_message_index)

    @cached_property
    def recounted_later(self) -> int | None:
        """V12, held: a later user turn counts a noun of the fact with another number
        (`later.recounted_later`)."""
        return recounted_later(self.shape, self.messages, self.candidate.source_message_index)

    @cached_property
    def set_at_later(self) -> int | None:
        """V12, held: a later user turn sets what "it" points back at to another value of the
        fact's type (`later.set_at_later`)."""
        return set_at_later(self.shape, self.messages, self.candidate.source_message_index)

    @cached_property
    def left_place_later(self) -> int | None:
        """V12, held: the fact puts somebody in a place and a later user turn says they left it
        (`later.left_place_later`)."""
        return left_place_later(self.shape, self.messages, self.candidate.source_message_index)

    @cached_property
    def went_to_another_later(self) -> int | None:
        """V12, held: a later user turn says the fact's thing went to another keeper
        (`later.went_to_another_later`)."""
        return went_to_another_later(self.shape, self.messages, self.candidate.source_message_index)

    @cached_property
    def found_otherwise_later(self) -> int | None:
        """V12, held: a later user turn tells a finding that the fact's thing is a lesser or other
        thing, or a deceit (`later.found_otherwise_later`)."""
        return found_otherwise_later(self.shape, self.messages, self.candidate.source_message_index)

    @cached_property
    def checked_value_later(self) -> int | None:
        """V12, held: a later user turn tells a value of the fact's type found by checking it
        (`later.checked_value_later`)."""
        return checked_value_later(self.shape, self.messages, self.candidate.source_message_index)

    @cached_property
    def revalued_later(self) -> int | None:
        """V12, held: a later user turn says the fact's value and then another of its type
        (`later.revalued_later`)."""
        return revalued_later(self.shape, self.messages, self.candidate.source_message_index)

    @cached_property
    def repair_tagged_later(self) -> int | None:
        """V12, held: a later user turn names the fact and owns up to a repair after it
        (`later.repair_tagged_later`)."""
        return repair_tagged_later(self.shape, self.messages, self.candidate.source_message_index)

    @cached_property
    def news_later(self) -> int | None:
        """V12, held: a later user turn reports news that came in and names the fact's thing
        (`later.news_later`)."""
        return news_later(self.shape, self.messages, self.candidate.source_message_index)

    @cached_property
    def back_to_later(self) -> int | None:
        """V12, held: a later user turn says the user is back to a state of before
        (`later.back_to_later`)."""
        return back_to_later(self.shape, self.messages, self.candidate.source_message_index)

    @cached_property
    def redated_later(self) -> int | None:
        """V12, held: a later user turn names the fact's thing and gives it another day of the
        month (`later.redated_later`)."""
        return redated_later(self.shape, self.messages, self.candidate.source_message_index)

    @cached_property
    def replaced_instead(self) -> int | None:
        """V12, held: a later user turn names a thing of the fact and says something is done
        instead (`later.replaced_instead`)."""
        return replaced_instead(self.shape, self.messages, self.candidate.source_message_index)

    @cached_property
    def replaced_next(self) -> tuple[int, str, str] | None:
        """V12, held: the next user turn opens with a bare word of the kind of one of the fact's
        specifics, another weekday or name (`later.replaced_next`)."""
        return replaced_next(self.shape, self.messages, self.candidate.source_message_index)

    @cached_property
    def corrected_further_on(self) -> int | None:
        """V12, held: a user turn after the next, read as if it came next (the turns between
        left out), opens on a correction said as a denial or points back to take the statement
        back ("... anyway, the weather ..." then "no sorry, pete's the other side"). It may
        correct something said since, so the user says (never rejected). A value given again
        is not read so far on: numbers come and go in a long conversation."""
        index, nxt, messages = self.candidate.source_message_index, self.next_user_turn, self.messages
        for j in user_turns_after(messages, index, _FURTHER_REACH):
            if j == nxt:
                continue
            prompt = [messages[j - 1]] if messages[j - 1].role != "user" else []
            view = [*messages[: index + 1], *prompt, messages[j]]
            pointed = pointing_back_turn(view, index)
            taken = pointed is not None and pointed[1]  # not "that's what i like to hear"
            if taken or opening_correction_turn(self.shape, view, index) is not None:
                if corrects_between(self.shape, messages, index, j):
                    continue  # "sorry i'm muddled, it was sixty three": of a year said since
                return j
        return None

    @cached_property
    def corrected_next(self) -> tuple[int, bool] | None:
        """V12: the next user turn opens with a correction said as a denial
        (`later.opening_correction_turn`)."""
        return opening_correction_turn(self.shape, self.messages, self.candidate.source_message_index)

    @cached_property
    def undone_later(self) -> Undoing | None:
        """V12: one of the next few user turns undoes the statement by a move of discourse: a
        word of it held up ("well i say booked"), an admission ("that's a lie"), the state put in
        the past ("well, worked"), an obstacle settled ("so that's that"), the thing lost to
        someone else (`takeback.undoing_turn`)."""
        return undoing_turn(self.shape, self._topic, self.messages, self.candidate.source_message_index)

    def named_in(self, index: int) -> bool:
        """User turn `index` says a name, place or date of the fact or denies its verb
        (`takeback.names_the_fact`): a retraction in it is about the fact."""
        return names_the_fact(self.shape, self.messages[index].content)

    def value_again_in(self, index: int) -> bool:
        """User turn `index` says the fact's own value beside a thing it names
        (`takeback.value_said_again`): another number in it is of something else."""
        return value_said_again(self.shape, self.messages[index].content)

    def corrects_another_slot(self, index: int) -> bool:
        """User turn `index` corrects only values of kinds the fact left out
        (`later.corrects_another_slot`): what it takes back is that detail, not the fact."""
        return corrects_another_slot(self.shape, self.quote, self.messages[index].content)

    def retracted_of_another(self, index: int) -> bool:
        """Every retraction in user turn `index` is said of another thing or person it names
        (`later.retracted_of_another`: "the ad thing got turned down")."""
        return retracted_of_another(self.messages[index].content, self._topic)

    def restated_in(self, index: int) -> bool:
        """User turn `index` says the fact again after a contrast, after whatever it takes back
        (`takeback.restated_after`): what it takes back is something else."""
        return restated_after(self.shape, self.messages[index].content)

    @cached_property
    def laughed_at(self) -> int | None:
        """V7h: the assistant's reply that met the statement with laughter, when the user did
        not then stand by it (`reactions.listener_laughed`)."""
        return listener_laughed(self.messages, self.candidate.source_message_index, self._topic)

    @cached_property
    def commiserated_with(self) -> int | None:
        """V7i: the assistant's reply that met the fact's praise with sympathy
        (`reactions.listener_commiserated`); None when the fact praises nothing."""
        if not pleases(self.shape.canon):
            return None  # the usual case: sympathy meets a hardship the fact states
        said = self.message_canon
        if said is None:
            return None
        return listener_commiserated(self.messages, self.candidate.source_message_index, said.lows)

    @cached_property
    def changed_since(self) -> Change | None:
        """V12b: a later user turn that reports an event and then how things are now
        (`reactions.change_reported`)."""
        return change_reported(self.messages, self.candidate.source_message_index, self.shape, self._topic)

    @cached_property
    def ended_in_source(self) -> int | None:
        """V7e: the statement's own turn ends what the fact says the user has
        (`takeback.ended_in_turn`): the token where it says so."""
        if not self.index_valid:
            return None
        return ended_in_turn(self.shape, self.messages[self.candidate.source_message_index].content)

    @cached_property
    def ended_after(self) -> int | None:
        """V12c: the user's next turn stops or calls off what was just said without naming it
        (`reactions.ended_next`)."""
        return ended_next(self.messages, self.candidate.source_message_index)

    @cached_property
    def put_off_after(self) -> int | None:
        """V12: a later user turn puts off what it points back at, and the fact dates it
        (`reactions.put_off_later`): the date may no longer hold."""
        turn = put_off_later(self.messages, self.candidate.source_message_index)
        day, text = self.day, self.candidate.text
        if turn is None or day is None:
            return None  # the usual case: nothing put off (read before the fact's date, the dearer)
        if not (resolve(text, day) or has_date_anchor(text) or DAY_OF_MONTH_PATTERN.search(text)):
            return None  # the fact gives no date: putting it off leaves it true
        return turn

    @cached_property
    def _topic(self) -> frozenset[str]:
        return topic_words(self.shape, self.quote)

    @cached_property
    def _denied_words(self) -> frozenset[str]:
        return denied_words(self.shape)

    @cached_property
    def text_after_match(self) -> str:
        msg, span = self.message, self.match.span
        if msg is None or span is None:
            return ""
        return msg.content[span[1] : span[1] + 4]


def _backchannel(canon: Canon) -> bool:
    return bool(canon.lows) and all(w in INTERJECTIONS for w in canon.lows)


def _all_forms(texts: Iterable[tuple[str, ...]]) -> frozenset[str]:
    words = frozenset(w for lows in texts for w in lows)
    return frozenset().union(*(word_forms(w) for w in words)) if words else frozenset()
