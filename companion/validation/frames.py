"""How each word of a user message was said: the frames over its tokens.

From the markers of `lexicon.tables` and their scope: a question, a condition and its main
clause, a supposition, a wish, a plan or possibility, doubt (strong, or soft like "I think"),
somebody else's words, a past that is over, a joke taken back, role play, sarcasm,
exaggeration. Also what a question takes as given (the possessed thing in "how do I get my
cat Biscuit to stop scratching", what the user tells in "how do I tell my boss I'm pregnant").
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from functools import cached_property

from companion.validation.clauses import (
    CLOSED_CLASS,
    Clause,
    Subject,
    continues_subject,
    is_be_clitic,
    nominal,
    noun_like,
    possessive_phrases,
    relation_of,
    subject_start,
    verbish,
)
from companion.validation.lexicon import (
    ABSOLUTES,
    AGAIN_WORDS,
    APOLOGIES,
    APPROXIMATORS,
    AUXILIARIES,
    BELIEF_ADJECTIVES,
    CAST_DETERMINERS,
    CAST_RELATIVES,
    CASTING_VERBS,
    CASTING_WORDS,
    CIRCUMSTANCE_WH_PHRASES,
    CIRCUMSTANCE_WH_WORDS,
    CLAUSE_LINKS,
    CLAUSE_OPENERS,
    COMPLEMENT_VERBS,
    CONTRACTED_VERB,
    DETERMINERS,
    DISBELIEF_CUES,
    DISCOURSE_WORDS,
    EMOTIVE_FACTIVES,
    EMPATHIC_IMAGINE_BEFORE,
    EVALUATED_WISH_LINKS,
    EVALUATED_WISH_MODALS,
    EXCEPTING_CONDITIONS,
    FACTIVE_VERBS,
    FILLERS,
    FIRST_PERSON,
    FIRST_PERSON_CASTERS,
    FUNCTION_WORDS,
    GIVEN_CLAUSE_OPENERS,
    GLOWING,
    GLOWING_OPENERS,
    HEDGE_ADVERBS,
    HUMAN_ACTIONS,
    HUMAN_ROLES,
    HUNCH_NOUNS,
    HYPERBOLE_NUMBERS,
    HYPERBOLE_WORDS,
    IMAGINED_SCENES,
    IMAGINING_IMPERATIVES,
    INDEFINITE_PERSONS,
    INDEFINITE_PRONOUNS,
    INTERJECTIONS,
    INVERTED_BE,
    IRONIC_INTENSIFIERS,
    IRONIC_OPENERS,
    KNOWN_OBJECTS,
    LITERAL_JOKE_MARKERS,
    MINIMISERS,
    MOCK_TITLE_WORDS,
    MOCK_TRADES,
    MONTHS,
    NEGATIONS,
    NEGATIVE,
    NEGATIVE_CONTRACTIONS,
    NOT_CAST,
    NOUN_DOUBT_BEFORE,
    OBJECT_WH_WORDS,
    OPEN_PROPOSITION_AUXILIARIES,
    PAST_NOUN_PHRASES,
    PAST_SOURCE_PREPOSITIONS,
    PETS,
    PLAY_SETTINGS,
    PLAY_VERB_FORMS,
    PLAYED_FOR_REAL,
    POSSESSIVES,
    PRAISE,
    PREPOSITIONS,
    PRESENT_SUPPOSING_IMPERATIVES,
    QUESTION_COMPLEMENT,
    QUESTION_SUBJECTS,
    REASON_OPENERS,
    REPEATS,
    REPORT_ADVERBS,
    REPORT_AUDIENCE,
    REPORT_VERBS,
    RETURN_PARTICLE,
    SAYING_VERBS,
    SECOND_PERSON,
    SUBJECT_PRONOUNS,
    SUBORDINATORS,
    SUPPOSING_IMPERATIVES,
    TALKING_LEMMAS,
    THING_OR_CLAUSE_VERBS,
    THIRD_SUBJECTS,
    UPTAKE_LEMMAS,
    UPTAKE_SUBJECTS,
    USER_SUBJECTS,
    WEEKDAYS,
    WH_WORDS,
)
from companion.validation.lexicon.claims import (
    ACQUIRING_LEMMAS,
    HERE,
    INFINITIVE_LINKS,
    INFINITIVE_TO,
    MODAL_FORMS,
    NAMING_LEMMAS,
    OBJECT_SELF,
    PLACE_PREPOSITIONS,
    THING_PRONOUNS,
)
from companion.validation.lexicon.clauses import (
    ADVICE_MODALS,
    AGE_PREPOSITIONS,
    AGE_UNITS,
    AGREEMENT_WORDS,
    ALTERNATIVE_OPENERS,
    ARTICLES,
    ASKED_COMPLEMENTISERS,
    ASKED_PRONOUNS,
    ASKING_IF,
    BE_LEMMAS,
    CLAUSE_INITIAL_HYPOTHETICALS,
    COMPLEMENT_BREAKERS,
    COMPLEMENT_CONTINUERS,
    CONCESSION_WORD,
    CONDITION_OPENERS,
    CONSEQUENCE_LINKS,
    CONSEQUENT_MODALS,
    CONTRASTIVE_LINKS,
    COPULAR_FORMS,
    COUNTED_RELATIVES,
    COUNTERFACTUAL_MARKERS,
    DUMMY_SUBJECTS,
    FEAR_LEMMAS,
    GOING_TO,
    IMPOSSIBLE_COUNT,
    IMPOSSIBLE_SPAN_YEARS,
    INCREDULITY_MODALS,
    INCREDULITY_VERBS,
    INDEFINITE_ARTICLES,
    INDEPENDENT_POSSESSIVE_OWNERS,
    INFERENCE_FRAME,
    KIND_OF_WORDS,
    LAUGHTER,
    LAUGHTER_LEMMAS,
    LAUGHTER_PHRASES,
    LINKED_STARTS,
    LISTENER_WORDS,
    MAX_HUMAN_AGE,
    MAX_RELATIVES,
    MORE_LIKE,
    NOT_A_JOKE_BEFORE,
    NOT_A_SPAN_AFTER,
    NOT_LAUGHTER_AFTER,
    OBJECT_DEMONSTRATIVES,
    OBJECT_IT,
    PAST_BE,
    PAST_WANTING,
    POINTING_BACK,
    POINTING_IT,
    POINTING_WORDS,
    PREPOSITIONS_BEFORE_ONCE,
    PRO_VERBS,
    RELATIVE_PRONOUNS,
    REMEDY_WH_WORDS,
    RESTATEMENT_OPENERS,
    SITUATION_PREPOSITIONS,
    SPAN_DAYS,
    SPAN_PREPOSITIONS,
    SURVIVAL_LIMITS,
    TAG_CLOSERS,
    TAG_PRONOUNS,
    THING_TAG_PRONOUNS,
    TIME_WHEN,
    TIMES_WORDS,
    TOPIC_PREPOSITION,
    TRAILING_LINKS,
    USED_TO,
    USER_OWNER,
    USER_POSSESSIVE_WORDS,
    WISHED_THINGS,
    WISHED_TO,
)
from companion.validation.lexicon.dates import (
    BACKWARD_WORDS,
    DAY_OFFSETS,
    FORWARD_WORDS,
    FUTURE_MARKERS,
    HABIT_WORDS,
    ONE_OFF_EVENTS,
)
from companion.validation.lexicon.markers import ROUTINE_OBLIGATIONS, STANCE_ADVERBS
from companion.validation.lexicon.mood import HABIT_WORDS as ROUTINE_WORDS
from companion.validation.lexicon.morphology import (
    agent_verbs,
    is_comparative,
    is_gerund,
    is_participle,
    is_participle_or_gerund,
    is_past,
    is_past_form,
    is_present,
    lemmas,
    pos,
    verb_lemmas,
)
from companion.validation.lexicon.spoken import NUMBER_ARTICLES, PHRASAL_PARTICLES, RATE_MARKERS, RATE_PERIODS
from companion.validation.lexicon.tables import (
    BLESSING_PHRASES,
    FRAME_MARKERS,
    FRAME_NOUNS,
    HYPERBOLES,
    OATH_PHRASES,
    SPECIFYING_COPULAS,
    SPEECH_ACTS,
    SUPERLATIVES,
    Marker,
    PhraseTable,
    find_phrases,
    phrase_at,
    phrase_spans,
)
from companion.validation.normalize import Canon

__all__ = [
    "MOODS_OVER_TOLD",
    "PROPOSITION_FRAMES",
    "SOFT_FRAMES",
    "Frame",
    "FrameBuilder",
    "casting_clause",
    "may_open_ahead",
    "names_play_setting",
    "pretend_game_at",
    "reports_back",
]


_TOLD_COMPLEMENTISER = "that"  # the word that opens a told clause (`_told_inside`)
_LISTENER = "you"  # the listener's pronoun (`_request_tag`, `_incredulous`)
_AS = "as"  # "as | a retired nurse": the role a question is asked in (`_role_given`)
_ASKED_REACH = 4  # words back from "if" past whom a verb of asking asks ("asked | my old gp | if")
_INFINITIVE_MARK = "to"  # after a verb of thinking, its infinitive object (`_asks_complement`)
_WHETHER = "whether"  # opens "whether ... or not", which concedes (`_asked_after`)
_WITH = "with"  # the preposition of what the people "like me" are described by (`_one_like_me`)


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
    IMPOSSIBLE = "clear exaggeration"  # a size no life allows ("a thousand kids"): not literal
    MOCK_TITLE = "joke job title"  # "i'm a professional napper": no trade of anybody's
    ABSURD = "joke"
    DENIED = "denial"


#: Frames a complement clause shares with the clause whose verb governs it.
_INHERITED = frozenset(
    {Frame.HYPOTHETICAL, Frame.CONDITION, Frame.WISH, Frame.REPORTED, Frame.JOKE, Frame.ROLEPLAY}
)


#: Frames where the words leave real doubt: the gate holds for review instead of rejecting.
SOFT_FRAMES = frozenset({Frame.SOFT_DOUBT, Frame.SARCASM, Frame.HYPERBOLE, Frame.ABSURD})


#: Frames a clause that comments on the statement before it passes to that statement.
_COMMENT_FRAMES = frozenset(
    {
        Frame.REPORTED,
        Frame.WISH,
        Frame.PLAN,
        Frame.DOUBT,
        Frame.SOFT_DOUBT,
        Frame.CONDITION,
        Frame.HYPOTHETICAL,
        Frame.JOKE,
    }
)
_TALKED_OF = frozenset([Frame.WISH, Frame.PLAN])
#: Frames of a verb that takes a clause as its object (wishing, saying, thinking, wondering):
#: what such a verb frames is that clause, whose content says itself ("i don't want to | miss
#: it", "i wonder | if the road will ever open").
PROPOSITION_FRAMES = frozenset([Frame.WISH, Frame.REPORTED, Frame.DOUBT, Frame.SOFT_DOUBT])
_SUBJECTS_OF_THEIR_OWN = frozenset([Subject.USER, Subject.THIRD])
_WHAT_TAGS = frozenset({"NOUN", "PROPN", "VERB", "ADJ", "NUM"})
_VERB = "VERB"


def _says_what(word: str) -> bool:
    """A word that says what (a noun, a verb, an adjective, a number), not a function word, a
    pronoun, an indefinite ("nobody's said | anything") or an adverb ("so", "anyway"), which
    leave a frame's content unsaid or point back at what was said before ("my wife wants to |
    anyway")."""
    return (
        word not in FUNCTION_WORDS
        and word not in HEDGE_ADVERBS
        and word not in INDEFINITE_PRONOUNS
        and not _WHAT_TAGS.isdisjoint(pos(word))
    )


_ADVERB_ONLY = frozenset({"ADV"})
FRAME_OF_MARKER: dict[Marker, Frame] = {  # the frame each marker of `FRAME_MARKERS` opens
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
    Marker.ASKED_AFTER: Frame.QUESTION,
    Marker.DENIAL: Frame.DENIED,
}

#: The moods of a clause that a clause of reason after it is outside of (`apply_clauses_of_reason`)
MOODS_OVER_TOLD = frozenset({Frame.QUESTION, Frame.PLAN, Frame.CONDITION, Frame.DOUBT, Frame.WISH})

#: Frames an earlier turn may open over the turns after it (`claim.frame_opened_before`).
_OPENED_AHEAD = frozenset({Frame.HYPOTHETICAL, Frame.ROLEPLAY})
# the phrases and nouns of `FRAME_MARKERS` / `FRAME_NOUNS` that open them, by first word
_AHEAD_PHRASES: dict[str, tuple[tuple[str, ...], ...]] = {
    first: tuple(phrase for phrase, marker in entries if FRAME_OF_MARKER[marker] in _OPENED_AHEAD)
    for first, entries in FRAME_MARKERS.items()
}
_AHEAD_NOUNS = frozenset(
    lemma for lemma, marker in FRAME_NOUNS.items() if FRAME_OF_MARKER[marker] in _OPENED_AHEAD
)


def may_open_ahead(lows: tuple[str, ...]) -> bool:
    """Whether any token of a message with these words can carry a supposition or a role play
    (the frames an earlier turn opens over later ones).

    Both come only from a marker phrase of `FRAME_MARKERS` (in `apply_markers`, or in a slice
    of the message in `apply_comments`), a noun of `FRAME_NOUNS` (`apply_comments`) or a verb
    of supposing said as an order (`_supposing_imperatives`: "say the van had gone"), and are
    then copied between clauses: without such a phrase or noun anywhere in the message, no token
    has them. (A phrase found in a slice is found at the same place in the whole.) Lets
    `frame_opened_before` skip the clause analysis of an assistant turn that opens neither."""
    for i, w in enumerate(lows):
        for phrase in _AHEAD_PHRASES.get(w, ()):
            if lows[i : i + len(phrase)] == phrase:
                return True
        if not _AHEAD_NOUNS.isdisjoint(lemmas(w)):
            return True
        if w in SUPPOSING_IMPERATIVES or w in IMAGINING_IMPERATIVES:
            return True  # "say | my van had gone": a verb of supposing said as an order
    return False


_AUDIENCE_REACH = 4  # words from a verb of saying to its clause's end: "told | the landlord"


_OR = "or"
_SO = "so"
_OF = "of"  # "one | of | those days": a noun phrase, no past time (`_past`)
_WHAT_REACH = 3  # words from a pointing "that" to its "what" ("that | is | what")
_OR_SO_REACH = 4  # words after "or so" its verb of saying may stand in ("or so | my son's teacher | says")


class FrameBuilder:
    """Builds the per-token frames of one message (a helper of `analyse`)."""

    def __init__(self, canon: Canon, clauses: list[Clause], clause_of: list[int], ends: frozenset[int]):
        self.canon = canon
        self.lows = canon.lows
        self.clauses = clauses
        self.clause_of = clause_of
        self.ends = ends
        self.frames: list[set[Frame]] = [set() for _ in self.lows]
        self.presupposed: set[int] = set()
        # conditions known to leave the statement beside them standing: on an alternative said
        # after it, or the exception to a habit (`_alternative_before`, `_habit`)
        self.contained: set[int] = set()
        self.told: set[int] = set()  # clauses of reason no mood before them reaches
        # what a verb of wishing, saying or doubting frames after it when that is a clause of its
        # own: (where the frame opens, the frame, the words it frames); `rest_and_complements`
        self.own_complements: list[tuple[int, Frame, frozenset[int]]] = []
        self.hunches: set[int] = set()  # where a hunch's words start ("a | horrible feeling")
        # clauses whose wish is of the listener's doing ("i'd like | you | to remember ...")
        self.requests: set[int] = set()
        # the spans of phrases found with a dropped discourse word put back ("i'd | like")
        self.with_dropped: set[tuple[int, int]] = set()
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

    def sentence_rest(self, ci: int) -> range:
        """The clauses after clause ci in its sentence (up to the next full stop)."""
        j = ci + 1
        while j < len(self.clauses) and self.same_sentence(ci, j):
            j += 1
        return range(ci + 1, j)

    def complements(self, ci: int) -> list[int]:
        """The clauses a marker at the end of clause ci governs: the next one, and those that
        continue it ("or if it's the dust"), up to a new linked clause or a full stop."""
        out: list[int] = []
        c = self.clauses[ci]
        last = c.end - 1
        if self._pause_after(last):  # "could you note this down, | the bins go out ..."
            while last > c.first and self.lows[last] in PHRASAL_PARTICLES:
                last -= 1
        if (
            c.verb is not None
            and c.verb < last
            and (
                self.lows[last] in OBJECT_IT
                or (self.lows[last] in OBJECT_DEMONSTRATIVES and self._pause_after(c.end - 1))
            )
            and self.lows[last - 1] not in AUXILIARIES  # "is it | that ...": its subject
        ):
            # "can you believe it | my hip's booked", "keep track of this, | my cat gets ...":
            # the verb has its object
            return out
        if self._ends_on_link(c):
            return out
        nxt = ci + 1
        if (
            nxt < len(self.clauses)
            and self.lows[self.clauses[nxt].first] in OBJECT_DEMONSTRATIVES
            and self._pause_after(self.clauses[nxt].first)
        ):
            return out  # "can they do | that, my landlord's ...": the same, cut before it
        j = ci + 1
        while j < len(self.clauses) and self.same_sentence(ci, j):
            first = self.lows[self.clauses[j].first]
            if out and first not in COMPLEMENT_CONTINUERS:
                break
            if not out and first in COMPLEMENT_BREAKERS:
                break
            out.append(j)
            j += 1
        return out

    def _ends_on_link(self, c: Clause) -> bool:
        """Clause c ends on a link after its verb, maybe with a word of answer after it ("i wish
        the weather'd make up its mind | but yeah | i do the aerobics"): the link opens the next
        clause as a part of its own, never the verb's complement."""
        if c.verb is None:
            return False
        tail = c.end - 1
        while tail > c.verb and self.lows[tail] in INTERJECTIONS:
            tail -= 1
        return tail > c.verb and self.lows[tail] in CLAUSE_LINKS

    def _pause_after(self, k: int) -> bool:
        """A pause (a comma or a stop) follows token k, which is not the message's last."""
        return k + 1 < len(self.lows) and bool(self.canon.boundary[k + 1])

    def _bare_hedge(self, ci: int) -> bool:
        """Clause ci is a subject and a verb that takes a clause, with nothing after the verb
        ("okay | i guess | if the biopsy's clear we're going"): it heads what follows, so it is
        no main clause for a condition after it."""
        c = self.clauses[ci]
        return (
            c.verb is not None
            and c.verb == c.end - 1
            and not COMPLEMENT_VERBS.isdisjoint(lemmas(self.lows[c.verb]))
        )

    def main_of(self, ci: int) -> int | None:
        """The main clause of subordinate clause ci: the next one when ci opens its sentence,
        otherwise the one before ("we're adopting the dog next week | as long as the visit goes
        fine"). A clause opened by a link ("..., but if the loan goes through, we'll move") opens
        its own sentence part, also when the link is a marker the transcript's words dropped
        ("i've a hearing aid in my left ear, | so if i mishear you, that's why")."""
        opener = self.clauses[ci].first
        after_statement = (
            ci > 0
            and self.same_sentence(ci - 1, ci)
            and self.lows[opener] not in CLAUSE_LINKS
            and CLAUSE_LINKS.isdisjoint(self.canon.marks[opener].split())
        )
        if after_statement and self.clauses[ci - 1].verb is not None and not self._bare_hedge(ci - 1):
            return ci - 1
        if after_statement and self.lows[self.clauses[ci].first] not in RELATIVE_PRONOUNS:
            # "i'll be doing the camino in may, the whole french way, eight hundred k, provided
            # me knee holds up": past the verbless asides of the statement to its verb
            j = ci - 1
            while j > 0 and self.clauses[j].verb is None and self.same_sentence(j - 1, ci):
                j -= 1
            if self.clauses[j].verb is not None and j < ci - 1:
                return j
        for nxt in (ci + 1, ci + 2):  # past an aside ("if it comes through, and it's a big if, we...")
            if nxt < len(self.clauses) and self.same_sentence(ci, nxt):
                first = self.lows[self.clauses[nxt].first]
                if first not in LINKED_STARTS:
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

    def _tag_questions(self) -> None:
        """A tag question after a statement ("my husband's cheating, | isn't he", "the tablets
        are working | aren't they"): the speaker asks for the statement to be confirmed, so it
        is said with doubt (held for the user). The tag is an auxiliary and a pronoun that
        agrees with the statement's subject, and nothing after them but a closing word; "we
        went to the beach, | did you?" asks the listener something else."""
        lows = self.lows
        for ci in range(1, len(self.clauses)):
            c, before = self.clauses[ci], self.clauses[ci - 1]
            if not self.same_sentence(ci - 1, ci) or c.end - c.first < 2:
                continue
            aux, pronoun = lows[c.first], lows[c.first + 1]
            rest = lows[c.first + 2 : c.end]
            tail = c.first + 2
            closed = not rest or self.canon.boundary[tail] or (len(rest) == 1 and rest[0] in TAG_CLOSERS)
            if (
                c.question
                and aux in AUXILIARIES
                and pronoun in TAG_PRONOUNS.get(before.subject.value, ())
                and closed
            ):
                self.mark_clause(Frame.SOFT_DOUBT, ci - 1)
            elif (
                aux in AUXILIARIES
                and lows[c.first - 1] not in FUNCTION_WORDS  # "... to | do it": no tag
                and aux not in NEGATIVE_CONTRACTIONS
                and pronoun in THING_TAG_PRONOUNS
                and before.subject is Subject.THING
                and closed
                and not any(w in NEGATIVE for w in lows[before.first : before.end])
            ):
                # "my insurance covers the dentist, | does it": a tag of the statement's own
                # polarity asks whether it is so (the auxiliary before the pronoun: the transcript
                # may lose the question mark); "it was lovely, wasn't it" only seeks agreement
                self.mark_clause(Frame.SOFT_DOUBT, ci - 1)

    def _asked_after(self, start: int, end: int, ci: int) -> None:
        """A question said after a statement ("the rash is from the new powder, | would you
        say", "swimming is better than yoga | or which one"): when nothing but function words
        follows it in its clause, the statement before it, in its own clause or the one before
        in the sentence, is asked."""
        c = self.clauses[ci]
        if not all(w in FUNCTION_WORDS for w in self.lows[end : c.end]):
            return  # "is that right that ...", "or what they call ...": it goes on
        if _WHETHER in self.lows[c.first : start]:
            return  # "whether they like it | or not": a concession, asking nothing
        said = [w for w in self.lows[c.head : start] if w not in FUNCTION_WORDS]
        if len(said) > 1:
            self.mark(Frame.QUESTION, c.first, c.end)
        elif ci > 0 and self.same_sentence(ci - 1, ci):
            self.mark_clause(Frame.QUESTION, ci - 1)

    def _before_contrast(self, ci: int, end: int) -> bool:
        """Nothing but function words follows token `end` in clause ci, and the next clause of
        the sentence opens on a contrast ("don't quote me on this | but ...")."""
        c = self.clauses[ci]
        rest = self.lows[end : c.end]
        if not all(w in FUNCTION_WORDS for w in rest):
            return False
        nxt = ci + 1
        return (
            nxt < len(self.clauses)
            and self.same_sentence(ci, nxt)
            and self.lows[self.clauses[nxt].first] in CONTRASTIVE_LINKS
        )

    def rest_and_complements(self, frame: Frame, start: int, ci: int, own: bool = False) -> None:
        """The rest of clause ci after a marker, and when the marker ends its clause ("I'm not
        sure | if ...", "my boss thinks | I'm too slow"), the clauses it governs. `own`: the
        marker is a verb of wishing or saying, or a doubt or hedge said by a subject, whose object
        is what it frames; when that says something of its own, it is kept in `own_complements`."""
        before = [frame in f for f in self.frames] if own and not self._object_pointed_back(ci) else None
        self._mark_rest_and_complements(frame, start, ci)
        if before is not None:
            framed = frozenset(k for k, was in enumerate(before) if not was and frame in self.frames[k])
            if any(_says_what(self.lows[k]) for k in framed) and self._clause_said(framed):
                # "..., i don't want to | miss it again", "..., which my husband thinks | is
                # hilarious": the wish or the words are a clause of their own; not "..., they
                # told me | this morning", "he swore | by it": whom and when, no content
                self.own_complements.append((start, frame, framed))

    def _clause_said(self, framed: frozenset[int]) -> bool:
        """The framed words hold a verb of their own: a clause the reader found a verb in ("i
        wonder | if the neighbours mind the bees"), a finite verb ("thinks | is hilarious"), or
        one after a subject pronoun or an infinitive's "to" ("says | i smell of bread", "want |
        to hold off"); not a noun phrase alone ("found | work in town"), nor whom and when
        ("told | me this morning")."""
        lows, first = self.lows, min(framed)
        for k in sorted(framed):
            c = self.clauses[self.clause_of[k]]
            if c.verb is not None and c.first >= first and c.verb in framed:
                return True
            if verbish(lows[k]):
                return True
            before = lows[k - 1] if k > 0 else ""
            if _VERB in pos(lows[k]) and (before in INFINITIVE_LINKS or before in SUBJECT_PRONOUNS):
                return True
        return False

    def _object_pointed_back(self, ci: int) -> bool:
        """The object of clause ci's verb is the "what" of a clause that points back, in it or
        just before it ("..., that is what | the lawyer is saying, papers still pending"): what
        follows the verb is no content of its own."""
        for j in (ci - 1, ci):
            c = self.clauses[j] if j >= 0 else None
            if (
                c is not None
                and self.lows[c.first] in POINTING_BACK
                and any(
                    w in WH_WORDS and w not in POINTING_BACK
                    for w in self.lows[c.first : min(c.end, c.first + _WHAT_REACH)]
                )
            ):
                return True
        return False

    def _mark_rest_and_complements(self, frame: Frame, start: int, ci: int) -> None:
        c = self.clauses[ci]
        self.mark(frame, start, self._scope_end(start, c.end))
        if all(
            w in FUNCTION_WORDS or w in SUBORDINATORS or w in HEDGE_ADVERBS for w in self.lows[start : c.end]
        ):
            for j in self.complements(ci):
                self.mark_clause(frame, j)
            return
        j = ci + 1  # "not convinced it was the shrimp | that made me sick": the same claim
        while (
            j < len(self.clauses)
            and self.same_sentence(ci, j)
            and self.lows[self.clauses[j].first] in RELATIVE_PRONOUNS
        ):
            self.mark_clause(frame, j)
            j += 1

    def _wishing(self, start: int, end: int) -> bool:
        """A one-word wish marker that is also a noun ("hope", "wish", "dream") wishes when a
        subject or auxiliary says it ("I hope", "I'm hoping") or a clause follows; "hope and love
        exist" names hope, and "hoping so" agrees."""
        lows = self.lows
        if end < len(lows) and (
            lows[end] in AGREEMENT_WORDS or AGREEMENT_WORDS & set(self.canon.marks[end].split())
        ):
            return False
        if end + 1 < len(lows) and lows[end] in WISHED_TO:
            given = lows[end + 1]  # "wished her a happy birthday", "wish him luck": giving
            if given in DETERMINERS or given in WISHED_THINGS:
                return False
        if (
            end - start > 1
            or (start, end) in self.with_dropped  # "i'd | like": two words, one dropped
            or "NOUN" not in pos(lows[start])
            or is_gerund(lows[start])
        ):
            return True
        before = lows[start - 1] if start > 0 else ""
        return before in SUBJECT_PRONOUNS or before in AUXILIARIES or before in CONTRACTED_VERB

    def _filler_like(self, start: int, end: int, ci: int) -> bool:
        """A wish found only with a dropped "like" put back ("i would | like"), whose clause
        ends there, before a clause with a verb of its own and no "to": "would like" takes a
        thing or a "to" ("i'd like my son to come home"), never a told clause, so the "like"
        was a filler after a short answer ("yeah i would like my mam's a nurse")."""
        if (start, end) not in self.with_dropped or end < self.clauses[ci].end or ci + 1 >= len(self.clauses):
            return False
        nxt = self.clauses[ci + 1]
        return nxt.verb is not None and INFINITIVE_TO not in self.lows[nxt.first : nxt.end]

    def _scope_end(self, start: int, end: int) -> int:
        """Where a marker's scope ends inside its clause: at a second verb in the past or third
        person with no link before it. Without punctuation a clause may run on into the next
        statement ("hope you're doing great still working on my biz took a short trip")."""
        lows = self.lows
        verbs = 0
        for k in range(start, end):
            w = lows[k]
            if w in CLAUSE_LINKS or w in SUBORDINATORS:
                return end  # a link joins what follows to the scope ("hope it works and we win")
            carries_on = continues_subject(lows, k)
            if carries_on or (verbish(w) and w not in AUXILIARIES):
                verbs += 1
                if verbs == 2 and carries_on:
                    return k
        return end

    # -- markers --------------------------------------------------------------------------
    def apply_markers(self) -> None:
        lows = self.lows
        for k, w in enumerate(lows):  # "best boss in the world", "best day ever": praise to doubt
            if w != "best":
                continue  # nearly every word: no phrase lookup, no empty list to scan
            if any(s <= 1 for s, _e, _t in find_phrases(lows[k + 2 : k + 8], SUPERLATIVES)):
                self.sarcastic = True
                self.mark(Frame.SARCASM, 0, len(lows))
        head = self.clauses[0].head if self.clauses else 0
        if (
            lows
            and lows[head] in GLOWING_OPENERS
            and (
                (len(self.clauses) > 1 and self.clauses[0].end <= head + 2)
                or (head + 1 < len(lows) and subject_start(lows, head + 1))
            )
        ) or (len(lows) > 1 and lows[0] in GLOWING_OPENERS and lows[1] in AGAIN_WORDS):
            # "fantastic, my landlord's putting the rent up again", "great, another monday"
            self.sarcastic = True
            self.mark(Frame.SARCASM, 0, len(lows))
        if (
            lows
            and lows[0] in IRONIC_OPENERS
            and any(
                w in IRONIC_INTENSIFIERS and lows[k + 1] in GLOWING
                for k, w in enumerate(lows[1:5], 1)
                if k + 1 < len(lows)
            )
        ):
            self.sarcastic = True  # "oh i just love spending my saturday on hold"
            self.mark(Frame.SARCASM, 0, len(lows))
        self._tag_questions()
        # a blessing voids the markers inside it ("god | willing" is no condition); one that ends
        # its clause defers and frames nothing ("... in the summer inshallah"); one with words of
        # its clause after it hopes for them ("by god's grace | i'll own a house"), as "hopefully"
        # would
        blessings = [(s, e) for s, e, _ in find_phrases(lows, BLESSING_PHRASES)]
        marked = self.frame_phrases + self._supposing_imperatives() + self._hunches()
        for start, end, tag in marked + self._evaluated_wishes():
            within = next(((s, e) for s, e in blessings if s <= start and end <= e), None)
            if within is not None and (within != (start, end) or self._defers(start, end)):
                continue
            ci = self.clause_of[start]
            c = self.clauses[ci]
            frame = FRAME_OF_MARKER[tag]
            if tag == Marker.DOUBT and (self._fear_weighed(c) or start in self.hunches):
                # "should i be worried that ...", as `apply_fears` reads it; "a feeling he's ..."
                frame = Frame.SOFT_DOUBT
            if tag in (Marker.WISH, Marker.PLAN) and lows[start] in PAST_WANTING:
                continue  # "I wanted to help, so I started a food drive": a motive, not a wish
            if tag is Marker.WISH and not self._wishing(start, end):
                continue  # "hope and love exist": the noun; "hoping so": agreement
            if tag is Marker.WISH and self._filler_like(start, end, ci):
                continue  # "yeah i would, | like, | my mam's a nurse": an answer, then a filler
            if tag is Marker.WISH and end < len(lows) and lows[end] in SECOND_PERSON:
                # "i'd like you to remember | my hubby's called dave", "i'd love you to meet my
                # wife": a request of the listener, whose complement is no wish of the user's
                # (`inherit_complements`); one to know or keep something ("know", "remember",
                # "note"; `FACTIVE_VERBS`) tells it and frames nothing
                asked = lows[end + 2] if end + 2 < len(lows) and lows[end + 1] in INFINITIVE_LINKS else ""
                if not lemmas(asked).isdisjoint(FACTIVE_VERBS):
                    continue
                self.requests.add(ci)
            conditional = tag in (Marker.CONDITION, Marker.CONDITION_AFTER)
            if conditional and start > 0 and lows[start - 1] in PREPOSITIONS_BEFORE_ONCE:
                continue  # "on time | for once", "all | at once": the preposition's object, no condition
            if (
                conditional
                and end + 1 < len(lows)
                and lows[end] in RATE_MARKERS
                and lows[end + 1] in RATE_PERIODS
            ):
                continue  # "once | a week", "twice | a day": how often, no condition
            if tag == Marker.DENIAL:
                self.rest_and_complements(frame, end, ci)  # "there's no way | I'm selling the farm"
                continue
            if tag == Marker.HEARSAY and lows[start] == "or":
                self._previous(frame, ci, c.head)  # "... in march, or so says the office gossip"
                continue
            if (
                tag in (Marker.WISH, Marker.PLAN, Marker.POSSIBLE)
                and start > c.first
                and lows[start - 1] in SECOND_PERSON
            ):
                # "you'll want to | remember this one, my blood type is ...", "you might want
                # to write this down": what the listener may want, a request to note what the
                # user says with it, not a frame of the user's words (what is said of the
                # listener is the subject rules' business)
                continue
            if tag in (Marker.DOUBT, Marker.WISH, Marker.HEARSAY, Marker.POSSIBLE):
                if (
                    tag == Marker.DOUBT
                    and end - start == 1
                    and start > 0
                    and lows[start - 1] in NOUN_DOUBT_BEFORE
                ):
                    continue  # "no doubt" asserts; "the self-doubt" is a thing spoken of
                if (
                    tag == Marker.DOUBT
                    and lows[end - 1] == "know"
                    and end < len(lows)
                    and lows[end] in KNOWN_OBJECTS
                ):
                    continue  # "i don't know | anybody in town": what is not known, no doubt
                if end >= c.end and ((start > c.first and not self.complements(ci)) or self._trailing(ci)):
                    if tag == Marker.WISH and self._follows_from(start):
                        # "my driving test is on friday | so fingers crossed": the hope follows
                        # from the statement, which is its reason, said as so
                        self.mark(frame, start, end)
                        continue
                    self._previous(frame, ci, start)  # "... ha i can only dream": said after it
                else:
                    # a verb of wishing ("i want to | ..."), or a doubt said by a subject of its
                    # own ("i wonder | if ...", "i'm not sure | the road will ..."); not an adverb
                    wishing = tag is Marker.WISH and any(_VERB in pos(w) for w in lows[start:end])
                    doubting = tag is Marker.DOUBT and c.subject in _SUBJECTS_OF_THEIR_OWN and start > c.first
                    self.rest_and_complements(frame, end, ci, own=wishing or doubting)
                    if tag == Marker.DOUBT and self._before_contrast(ci, end):
                        # "don't hold me to it | but the clinic's on the fourth floor": the doubt
                        # is of what follows the contrast; its words carry it for the claim's
                        # reading of what it is said next to
                        self.mark(frame, start, end)
                    if tag == Marker.HEARSAY and not any(verbish(w) for w in lows[end : c.end]):
                        for j in self.complements(ci):  # "according to my daughter | I'm addicted"
                            self.mark_clause(frame, j)
            elif tag == Marker.SOFT_DOUBT:
                if end >= c.end and (start > c.head or self._trailing(ci)):
                    self._previous(frame, ci, start)  # "it was in june i think": after the fact
                elif lows[start] in KIND_OF_WORDS:
                    stop = min(c.end, end + 3)
                    stop = next((k for k in range(end, stop) if self.canon.boundary[k]), stop)
                    self.mark(frame, end, stop)  # "yeah, sort of, I'm finishing up": an answer
                else:
                    # a hedge said by a subject ("..., and i feel like | i can breathe again");
                    # not one without ("..., pretty sure anyway, | mr singh hasn't ..."), which
                    # may trail the statement
                    said_by = lows[start] in SUBJECT_PRONOUNS or (
                        start > 0 and lows[start - 1] in SUBJECT_PRONOUNS
                    )
                    self.rest_and_complements(frame, end, ci, own=said_by)
            elif tag == Marker.PLAN:
                if lows[start] in GOING_TO and end < c.end and "VERB" not in pos(lows[end]):
                    continue  # "going to italy": a trip, not a plan word
                if lows[start:end] in ROUTINE_OBLIGATIONS and not ROUTINE_WORDS.isdisjoint(lows[end : c.end]):
                    continue  # "i have to take insulin | every day": a routine kept, said as so
                if c.question and start <= c.head + 1:
                    continue  # "what should I pack": the question's own modal, not a plan
                if lows[start] in GOING_TO and (
                    c.subject is Subject.THING or (end < c.end and lows[end] == "be")
                ):
                    continue  # "it's going to be the 22nd of August": a date, not a plan
                self.mark(frame, end, c.end)
            elif tag == Marker.CONDITION:
                if (start > 0 and lows[start - 1] in ASKING_IF) or self._asked_whom_if(start):
                    # "ask him if he wants the sofa", "you'd tell me if my accent was too strong":
                    # whether, not a condition; what it opens is asked, not said
                    asked_end = self.clauses[self.clause_of[start]].end
                    self.mark(Frame.QUESTION, start, asked_end)
                    self._possessed(start, asked_end)  # "i wonder if | my daughter's nursery | ..."
                    continue
                if not self.at_clause_start(start) and self.at_clause_start(end - 1):
                    ci, c = self.clause_of[end - 1], self.clauses[self.clause_of[end - 1]]  # "as long | as"
                if not self.at_clause_start(start) and ci == self.clause_of[start]:
                    continue
                if self._telling(start):
                    continue  # "if I'm honest", "if you ask me": a condition on telling it
                self.mark_clause(frame, ci)
                if CONCESSION_WORD in (lows[start], lows[start - 1] if start > 0 else ""):
                    continue  # "we're going even if it rains": the going holds either way
                main = self.main_of(ci)
                if main is None or self._addressed(ci, end):
                    continue
                alternative = self._alternative_before(main, ci)
                if alternative is not None:
                    # "i swim forty lengths on a monday, | more | if the pool's quiet": the
                    # condition is on the alternative said after the pause, not on the statement
                    self.mark(frame, alternative, self.clauses[main].end)
                    self.contained.update(range(alternative, c.end))
                elif lows[start] in EXCEPTING_CONDITIONS and main < ci and self._habit(main):
                    # "i never drink coffee after six | unless it's decaf": a rule's exception
                    self.contained.update(range(c.first, c.end))
                else:
                    self.mark_clause(frame, main)
            elif tag == Marker.HYPOTHETICAL:
                if lows[start] in CLAUSE_INITIAL_HYPOTHETICALS and not self.at_clause_start(start):
                    continue
                if start > 0 and self.canon.keys[start - 1] in NEGATIONS and start - 1 >= c.first:
                    # "can't imagine my life without it": nothing is supposed; what the clause
                    # negates is the negation rules' business
                    continue
                if (
                    start > 0
                    and lows[start - 1] in EMPATHIC_IMAGINE_BEFORE
                    and start - 1 >= c.first
                    and self._feels_with(end)
                ):
                    # "I can imagine those months were hard", "... how hard that was": the
                    # speaker feels with the listener about a past that was told; nothing is
                    # supposed ("I can imagine living there" still supposes)
                    continue
                self.mark(frame, start, c.end)
                if self.at_clause_start(start) and lows[start] not in COUNTERFACTUAL_MARKERS:
                    # "say I won the lotto, I'd buy my mom a house": the supposition and what
                    # follows from it, to the end of the sentence
                    for j in self.sentence_rest(ci):
                        self.mark_clause(frame, j)
                else:
                    main = self.main_of(ci) if self.at_clause_start(start) else None
                    for j in [main] if main is not None else self.complements(ci):
                        self.mark_clause(frame, j)
            elif tag == Marker.CONDITION_AFTER:
                self.mark_clause(frame, ci)
                content = [w for w in lows[c.head : start] if w not in FUNCTION_WORDS]
                if (
                    len(content) <= 1
                    and ci > 0
                    and self.same_sentence(ci - 1, ci)
                    and not self._follows_from(c.first)
                ):
                    # "..., fingers crossed"; not "... | so it depends on the rota", whose
                    # clause before is the reason, said as so
                    self.mark_clause(frame, ci - 1)
            elif tag == Marker.ASKED_AFTER:
                self._asked_after(start, end, ci)
            elif tag == Marker.PAST:
                self._past(start, end, ci)
            elif tag == Marker.JOKE:
                self._joke(start, ci, end)
            elif tag == Marker.ROLEPLAY:
                self.mark(frame, c.first, len(lows))
            elif tag == Marker.SARCASM:
                self.sarcastic = True
                self.mark(frame, 0, len(lows))
                if lows[start:end] in DISBELIEF_CUES and self.at_clause_start(start):
                    self._disbelief(end, ci)

    def _evaluated_wishes(self) -> list[tuple[int, int, Marker]]:
        """A wish said as what would be good, with any adjective ("it would be | amazing | to hit
        a year sober", "that'd be so good if the scan's clear"): what follows "to" or "if" is
        wished, not told, as "it would be nice to" says (`WISHES` lists the commonest)."""
        lows = self.lows
        out: list[tuple[int, int, Marker]] = []
        for k, low in enumerate(lows[:-3]):
            if low not in EVALUATED_WISH_MODALS or lows[k + 1] not in BE_LEMMAS:
                continue
            # the adjective, maybe after one word of degree ("so good", "really amazing")
            for j in (k + 2, k + 3):
                if j + 1 < len(lows) and "ADJ" in pos(lows[j]) and lows[j + 1] in EVALUATED_WISH_LINKS:
                    out.append((k, j + 1, Marker.WISH))
                    break
        return out

    _HUNCH_ADJECTIVES = 2  # describing words between "a" and the noun ("a | horrible | feeling")

    def _hunches(self) -> list[tuple[int, int, Marker]]:
        """A noun of a hunch after "a" and up to two describing words, right before a clause
        with its own subject ("i've got a horrible | feeling | he's having an affair", "a sneaking
        suspicion | it's his heart"): what that clause says is suspected, not told. Read as a
        doubt's scope, held as a soft doubt; not "a feeling of dread", "feeling better"."""
        lows = self.lows
        out: list[tuple[int, int, Marker]] = []
        for k, low in enumerate(lows[1:-1], 1):
            if low not in HUNCH_NOUNS or not subject_start(lows, k + 1):
                continue
            a = k - 1
            while a > 0 and k - a <= self._HUNCH_ADJECTIVES and self._describing(lows[a]):
                a -= 1  # "a | horrible | feeling", "a | sneaking | suspicion"
            if lows[a] in INDEFINITE_ARTICLES:
                self.hunches.add(a)
                out.append((a, k + 1, Marker.DOUBT))
        return out

    @staticmethod
    def _describing(low: str) -> bool:
        return low not in ARTICLES and ("ADJ" in pos(low) or is_gerund(low))

    def _supposing_imperatives(self) -> list[tuple[int, int, Marker]]:
        """A verb of supposing said as an order at the head of a clause, with a clause in the past
        after it ("say | the lottery came in, i'm buying a boat", "say | the house sold
        tomorrow"): a supposition, as "say I won" is (`HYPOTHETICALS` lists the pronoun forms).
        Not "i have to say ..." or "what can i say": there it is the speaker's own verb."""
        lows, boundary = self.lows, self.canon.boundary
        out: list[tuple[int, int, Marker]] = []
        for k, low in enumerate(lows):
            if (
                low in IMAGINING_IMPERATIVES
                and k + 1 < len(lows)
                and lows[k + 1] in IMAGINED_SCENES
                and self.at_clause_start(k)
                and (k + 2 >= len(lows) or boundary[k + 2])
            ):
                out.append((k, k + 2, Marker.HYPOTHETICAL))  # "picture it, | me in a canoe"
                continue
            if low not in SUPPOSING_IMPERATIVES or not self.at_clause_start(k) or k + 1 >= len(lows):
                continue
            if not (
                lows[k + 1] in DETERMINERS or lows[k + 1] in POSSESSIVES or lows[k + 1] in SUBJECT_PRONOUNS
            ):
                continue  # "say thanks to the nurse who looked after me": an order, no supposition
            present = low in PRESENT_SUPPOSING_IMPERATIVES
            for j in range(k + 2, min(len(lows), k + 6)):
                if boundary[j]:
                    break
                # "assume the loan | goes through": a verb of the present, not the noun after
                # the determiner ("assume the worst")
                if is_past(lows[j]) or (present and is_present(lows[j]) and lows[j - 1] not in DETERMINERS):
                    out.append((k, k + 1, Marker.HYPOTHETICAL))
                    break
        return out

    @cached_property
    def frame_phrases(self) -> list[tuple[int, int, Marker]]:
        """The message's frame markers (`FRAME_MARKERS`), read once: `apply_markers` and
        `_hope_before` both look them up."""
        return self._phrases_with_clitics(FRAME_MARKERS)

    def _phrases_with_clitics(self, table: PhraseTable) -> list[tuple[int, int, Marker]]:
        """The phrases of `table` in the message, also those whose last word is a noun said with
        its "'s" for "is" and the apostrophe dropped ("my character's a half elf ranger": the
        transcript's "characters" is "character" + "is"), which the plain lookup misses."""
        found = find_phrases(self.lows, table)
        bare = self.bare_nouns
        more: list[tuple[int, int, Marker]] = []
        if bare != self.lows:
            more = [(s, e, t) for s, e, t in find_phrases(bare, table) if bare[e - 1] != self.lows[e - 1]]
        more += self._phrases_past_adverbs(table)
        more += self._phrases_with_dropped_words(table)
        if not more:
            return found
        have = {(s, e) for s, e, _t in found}
        return sorted(found + [m for m in more if (m[0], m[1]) not in have], key=lambda m: (m[0], m[1]))

    def _phrases_past_adverbs(self, table: PhraseTable) -> list[tuple[int, int, Marker]]:
        """The phrases of `table` said with stance or degree adverbs inside them ("i'd | really |
        love to", "i would | honestly | rather"; `STANCE_ADVERBS`), read without them: their
        spans in the message, from the phrase's first word to its last."""
        lows = self.lows
        if STANCE_ADVERBS.isdisjoint(lows):
            return []  # the usual message: no such adverb
        out = []
        for at, t in _found_past_adverbs(lows, table):
            start, end = at[0], at[-1] + 1
            if end - start > len(at):  # an adverb stood inside it
                out.append((start, end, t))
        return out

    def _phrases_with_dropped_words(self, table: PhraseTable) -> list[tuple[int, int, Marker]]:
        """The phrases of `table` that have a discourse word in them ("i'd like to", "i feel
        like", "like that'll happen"): the normaliser drops "like" wherever it stands, since it
        is a filler as often as a verb, so the lookup reads the words with the dropped ones put
        back (they stay among the tokens' marks). A phrase found only so is kept: its span is
        from its first kept word to its last ("i'd | like | to visit" marks "i'd"; the wish's
        scope then starts at "to")."""
        marks = self.canon.marks
        if not any(marks):
            return []  # the usual message: nothing dropped
        words: list[str] = []
        starts: list[int] = []
        ends: list[int] = []
        put_back: set[int] = set()
        for k, low in enumerate(self.lows):
            for dropped in marks[k].split():
                if dropped in DISCOURSE_WORDS:
                    put_back.add(len(words))
                    words.append(dropped)
                    starts.append(k)
                    ends.append(k)  # a phrase that ends on it ends before the word it precedes
            words.append(low)
            starts.append(k)
            ends.append(k + 1)
        if not put_back:
            return []
        # read as said and without the stance adverbs inside ("i'd | really | like to")
        said = tuple(words)
        readings = [(range(s, e), t) for s, e, t in find_phrases(said, table)]
        found = set()
        for at, t in readings + _found_past_adverbs(said, table):
            first, last = at[0], at[-1]
            if not put_back.isdisjoint(at) and ends[last] > starts[first]:
                found.add((starts[first], ends[last], t))
        self.with_dropped.update((s, e) for s, e, _t in found)
        return sorted(found, key=lambda m: (m[0], m[1]))

    @cached_property
    def bare_nouns(self) -> tuple[str, ...]:
        """The message's words with a noun's be-clitic taken off ("cats" in "the cat's the real
        boss" is "cat"): the noun a frame reader looks for."""
        lows = self.lows
        return tuple(
            w[:-1] if len(w) > 3 and is_be_clitic(lows, k) and "NOUN" in pos(w[:-1]) else w
            for k, w in enumerate(lows)
        )

    _INFINITIVE = "to"

    def apply_topics(self) -> None:
        """ "i want to tell you about | my divorce", "i'd love to talk about | our allotment": the
        thing talked of, a noun phrase of the user's after "about" and a verb of talking
        (`TALKING_LEMMAS`, maybe with the listener between), is no wish or plan of the user's,
        whatever frames the talking: it is taken as so, and the wish or plan to talk frames
        nothing that is then told ("..., it went through in may"). What the user wants to talk
        about is no fact of theirs either way (V9's meta statements)."""
        lows = self.lows
        for k, low in enumerate(lows[:-2]):
            if low != TOPIC_PREPOSITION or k == 0:
                continue
            verb = k - 2 if k >= 2 and lows[k - 1] in LISTENER_WORDS else k - 1
            if lemmas(lows[verb]).isdisjoint(TALKING_LEMMAS) or lows[k + 1] not in USER_POSSESSIVE_WORDS:
                continue
            end = k + 2
            while end < len(lows) and not self.canon.boundary[end] and self._noun_word(lows[end]):
                end += 1
            if verb > 0 and lows[verb - 1] == self._INFINITIVE:
                verb -= 1  # "i'd love | to | talk about ..."
            for t in range(verb, end):  # the wish is only to talk: it frames nothing told
                self.frames[t] -= _TALKED_OF
            self.presupposed.update(range(k + 1, end))

    @staticmethod
    def _noun_word(low: str) -> bool:
        return noun_like(low) and not verbish(low)

    def apply_or_so_reports(self) -> None:
        """ "my knee's healed, or so the physio says", "..., or so my son tells me": "or so" and a
        verb of saying or believing after it, of somebody other than the user, make what came
        before somebody else's words; so does a bare "so" after a pause when the verb says
        nothing after it ("the house sold for four hundred, | so my cousin claims", "| so says
        the councillor"). The normaliser drops the "so" as a discourse marker (it
        stays among the next word's marks), so the marker table's "or so she says" never sees
        it; this reads any reporter."""
        lows, marks = self.lows, self.canon.marks
        for k in range(1, len(lows)):
            if _SO not in marks[k].split():
                continue  # nearly every word
            after_or = lows[k - 1] == _OR and not self.canon.boundary[k]
            if not after_or and not self.canon.boundary[k]:
                continue  # not "since i was 17 or so. | i find it ...": that "or so" ended its sentence
            if lows[k] in USER_SUBJECTS:
                continue  # "..., or so i think", "17 or so i find it": the user's own words
            ci = self.clause_of[k]
            end = self.clauses[ci].end
            reach = range(k, min(k + _OR_SO_REACH, end, len(lows)))
            said = next((j for j in reach if not REPORT_VERBS.isdisjoint(lemmas(lows[j]))), None)
            if said is None:
                continue
            if not after_or and any(w in USER_SUBJECTS or w in SUBORDINATORS for w in lows[k:said]):
                continue  # "..., so if i say i can't have ibuprofen": the user's own words, a condition
            # a bare "so" after a pause points back only when the verb says nothing after it: "...,
            # so my cousin claims", "..., so says the councillor on the group"; not "..., so my
            # wife says i should retrain" (a "so" of consequence)
            if not after_or:
                ends = said == end - 1
                inverted = said == k and not any(verbish(w) for w in lows[said + 1 : end])
                if not (ends or inverted):
                    continue
            self._previous(Frame.REPORTED, self.clause_of[k - 1], k - 1 if after_or else k)

    def apply_past_periods(self) -> None:
        """ "we had chickens | when the kids were small", "me dad kept pigeons | when he was
        fit": a "when" clause in the past of "be" names a period that is over, and a past main
        clause is said of that period, so neither is a present fact (the markers of
        `PAST_FRAMES` name a few such periods of the user's own; this reads any subject)."""
        for ci, c in enumerate(self.clauses):
            if self.lows[c.first] != TIME_WHEN or c.verb is None or self.lows[c.verb] not in PAST_BE:
                continue
            main = self.main_of(ci)
            if main is None or not self.clauses[main].past:
                continue
            self.mark_clause(Frame.PAST, ci)
            self.mark_clause(Frame.PAST, main)

    def _disbelief(self, end: int, ci: int) -> None:
        """ "yeah right | like i'm ever going to run a marathon": a cue of disbelief before a
        statement denies it, whatever its words. Whether the user meant it or agreed with the
        listener ("yeah, right, I work nights") is for them to say: the rest of the sentence is
        held as soft doubt."""
        last = ci + len(self.sentence_rest(ci))
        self.mark(Frame.SOFT_DOUBT, end, self.clauses[last].end)

    def _asked_whom_if(self, k: int) -> bool:
        """The "if" at k follows a verb of asking and whom it asks ("ask him | if", "i asked my
        gp | if", "check with the vet | if"): it opens whether, not a condition."""
        lows = self.lows
        j = k - 1
        while (
            j >= max(0, k - _ASKED_REACH)
            and not self.canon.boundary[j + 1]
            and (
                lows[j] in ASKED_PRONOUNS
                or lows[j] in POSSESSIVES
                or lows[j] in DETERMINERS
                or lows[j] in PREPOSITIONS
                or (noun_like(lows[j]) and not verbish(lows[j]))
            )
        ):
            j -= 1
        return k - 1 > j >= 0 and not lemmas(lows[j]).isdisjoint(ASKING_IF)

    def _telling(self, k: int) -> bool:
        """A condition on telling starts at k ("if I'm honest", "if you ask me"), not on what is told."""
        if any(s == 0 for s, _e, _t in find_phrases(self.lows[k : k + 6], SPEECH_ACTS)):
            return True
        if any(self.lows[max(0, k - len(p)) : k] == p for p in APOLOGIES):
            return True  # "sorry | if i ramble", "apologies | if i'm grumpy": the apology's condition
        return self._uptake(k)

    def _uptake(self, k: int) -> bool:
        """The condition at k is on the talk, not on the fact ("... ends in three three nine eight
        | if that helps", "if it matters", "if you're wondering"): its subject is what was just said
        or the listener, and everything it says of it is uptake (`UPTAKE_LEMMAS`), up to the end
        of its sentence or the turn. Any other content word makes it a condition on the fact."""
        lows, boundary = self.lows, self.canon.boundary
        j = k + 1
        if j >= len(lows) or lows[j] not in UPTAKE_SUBJECTS:
            return False
        said = False
        j += 1
        while j < len(lows) and not boundary[j]:
            w = lows[j]
            if not UPTAKE_LEMMAS.isdisjoint(lemmas(w)) or w in UPTAKE_LEMMAS:
                said = True
            elif w not in AUXILIARIES and w not in FUNCTION_WORDS and w not in FILLERS:
                return False
            j += 1
            if j - k > 7:
                return False
        return said

    def _hope_before(self, k: int) -> int:
        """Where a wish said right before token k starts ("so | hopefully | that goes okay"),
        or k when none ends there."""
        for start, end, tag in self.frame_phrases:
            if end == k and tag is Marker.WISH:
                return start
        return k

    def _defers(self, start: int, end: int) -> bool:
        """Nothing of its clause follows the phrase at start..end ("we move in june | inshallah",
        "she's been clear five years, | touch wood"): said after the statement, not over what
        follows."""
        ci = self.clause_of[start]
        if end < self.clauses[ci].end:
            return False
        return ci + 1 >= len(self.clauses) or not self.same_sentence(ci, ci + 1)

    def _trailing(self, ci: int) -> bool:
        """Clause ci comes after a statement of the same sentence and nothing but a linked clause
        follows it: "my granda was born in leitrim | i think | or near enough"."""
        if ci == 0 or not self.same_sentence(ci - 1, ci):
            return False
        nxt = ci + 1
        if nxt >= len(self.clauses) or not self.same_sentence(ci, nxt):
            return True
        return self.lows[self.clauses[nxt].first] in TRAILING_LINKS

    _ALTERNATIVE_WORDS = 4  # at most this many words in an alternative before a condition

    def _alternative_before(self, main: int, ci: int) -> int | None:
        """Where a short alternative to the statement starts when the main clause ends with one,
        said after a pause and right before the condition that follows ("i take one tablet at
        night, | two | if the pain's bad", "..., | less | if the baby's up"): no verb, and a
        number or a comparative in it. None when the main clause has no such ending."""
        c = self.clauses[main]
        if main != ci - 1 or c.verb is None or self.canon.boundary[self.clauses[ci].first]:
            return None
        keys, lows, boundary = self.canon.keys, self.lows, self.canon.boundary
        for t in range(c.end - 1, max(c.verb, c.end - 1 - self._ALTERNATIVE_WORDS), -1):
            if not boundary[t]:
                continue
            words = range(t, c.end)
            if any(verbish(lows[k]) and not keys[k - 1][:1].isdigit() for k in words):
                return None
            if any(keys[k][:1].isdigit() or is_comparative(lows[k]) for k in words):
                return t
            return None
        return None

    def _habit(self, ci: int) -> bool:
        """Clause ci tells a habit or a state in the present ("i never drink coffee after six",
        "i do the parkrun most saturdays", "i'm coeliac"): a present verb, not a form of "be"
        before an -ing (a plan: "i'm retiring at sixty"), no future or modal, no plan read."""
        c = self.clauses[ci]
        if c.verb is None or c.past or c.question:
            return False
        lows = self.lows
        words = lows[c.first : c.end]
        if any(w in FUTURE_MARKERS or w in MODAL_FORMS or w in GOING_TO for w in words):
            return False
        if any(Frame.PLAN in self.frames[k] or Frame.WISH in self.frames[k] for k in range(c.first, c.end)):
            return False
        if any(self._one_off_time(k) for k in range(c.first, c.end)):
            return False  # "we fly out on the ninth": a present that tells a timetable, a plan
        verb = c.verb
        while verb + 1 < c.end and not verbish(lows[verb]) and "ADV" in pos(lows[verb]):
            verb += 1  # "i | never | drink"
        if is_gerund(lows[verb]) or (verb + 1 < c.end and is_gerund(lows[verb + 1])):
            return False  # "i'm | retiring", "we | hosting the barbecue"
        if lows[verb] in AUXILIARIES and verb + 1 < c.end and "VERB" in pos(lows[verb + 1]):
            verb += 1  # "i don't | drink at home"
        elif lows[verb] in CONTRACTED_VERB:
            return True  # "i'm | coeliac"
        # a verb of a one-off event in the present ("i retire at sixty", "we move in june") is a
        # timetable's plan, not a habit
        return is_present(lows[verb]) and lemmas(lows[verb]).isdisjoint(ONE_OFF_EVENTS)

    _DEFINITE = "the"

    def _one_off_time(self, k: int) -> bool:
        """Token k names one time, not a recurring one: a month, a weekday said once ("on
        friday"; "on fridays" recurs), a day of the month ("on the ninth"), or a word that
        points from today ("tomorrow", "next", "last")."""
        lows = self.lows
        low = lows[k]
        if low in WEEKDAYS:  # not "on a monday", "every friday"
            return k == 0 or not (lows[k - 1] in INDEFINITE_ARTICLES or lows[k - 1] in HABIT_WORDS)
        if low in MONTHS or low in FORWARD_WORDS or low in BACKWARD_WORDS or low in DAY_OFFSETS:
            return True
        # "on the | ninth" (read as its number): "the" and a number that counts no noun after it
        return (
            low[:1].isdigit()
            and k > 0
            and lows[k - 1] == self._DEFINITE
            and (k + 1 >= len(lows) or lows[k + 1] in CLOSED_CLASS or not noun_like(lows[k + 1]))
        )

    def _addressed(self, ci: int, end: int) -> bool:
        """A condition on the listener ("if you need it", "if you want to know") conditions
        telling, not what is told."""
        return end < self.clauses[ci].end and self.lows[end] in LISTENER_WORDS

    def apply_consequents(self) -> None:
        """ "imagine I had a car, I would be driving to Kumasi": after a supposition or condition,
        a clause of the same sentence with "would"/"could"/"I'd" says what would follow."""
        lows = self.lows
        for ci in range(1, len(self.clauses)):
            c = self.clauses[ci]
            if not CONSEQUENT_MODALS.intersection(lows[c.first : c.end]):
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
            if verbs.isdisjoint(COMPLEMENT_VERBS) or self._complete(c) or self._ends_on_link(c):
                continue
            inherited = self.frames[c.end - 1] & _INHERITED
            if ci in self.requests:
                inherited -= {Frame.WISH}
            for k in range(nxt.first, nxt.end):
                self.frames[k] |= inherited

    def _complete(self, c: Clause) -> bool:
        """Clause c has said its object and gone on to an adverb ("i wish i saw her more
        honestly | my nan's 94"): a complement clause follows a verb or its object directly, so
        what comes next is a new statement that a transcript without stops ran on into."""
        tail = self.lows[c.verb + 1 : c.end] if c.verb is not None else ()
        if len(tail) >= 2 and pos(tail[-1]) == _ADVERB_ONLY and tail[-1] not in FUNCTION_WORDS:
            return True
        return self._topic_closes(tail) or self._thing_taken(tail)

    @staticmethod
    def _thing_taken(tail: tuple[str, ...]) -> bool:
        """The clause's last verb that may take a clause is one that takes a thing as readily
        (`THING_OR_CLAUSE_VERBS`) and has a noun phrase after it ("i'd like to see | my nan
        more", "i want to learn | the guitar"): what comes next ("she lives in cork", "my
        husband plays in a band") is a statement of its own."""
        verbs = [k for k, w in enumerate(tail) if not lemmas(w).isdisjoint(COMPLEMENT_VERBS)]
        at = verbs[-1] if verbs else None
        if at is None or lemmas(tail[at]).isdisjoint(THING_OR_CLAUSE_VERBS) or at + 2 > len(tail):
            return False
        return tail[at + 1] in DETERMINERS and any("NOUN" in pos(w) for w in tail[at + 2 :])

    def _topic_closes(self, tail: tuple[str, ...]) -> bool:
        """The clause ends on what its verb is about, a noun phrase after "about" ("i want to
        tell you about | my divorce", "i keep thinking about | my brother"): the verb has what it
        takes, and a clause said next ("it went through in may") is a statement of its own, not
        what is wished, thought or told."""
        if TOPIC_PREPOSITION not in tail:
            return False
        rest = tail[len(tail) - tail[::-1].index(TOPIC_PREPOSITION) :]
        return bool(rest) and all(w in DETERMINERS or noun_like(w) for w in rest) and "NOUN" in pos(rest[-1])

    def apply_fears(self) -> None:
        """ "i'm worried | she's got dementia", "i'm scared | it's come back": a clause that ends on
        a word of fear governs the clause it takes as its object; what is feared is a doubt."""
        lows = self.lows
        for ci, c in enumerate(self.clauses):
            k = c.end - 1
            if k <= c.head or lemmas(lows[k]).isdisjoint(FEAR_LEMMAS):
                continue
            before = lows[max(c.head, k - 3) : k]
            said_by = any(w in SUBJECT_PRONOUNS or w in AUXILIARIES or w in CONTRACTED_VERB for w in before)
            if not said_by or not NEGATIVE.isdisjoint(lows[c.first : k]):
                continue  # "their own wants, worries", "without fear", "don't you worry"
            # "should i be worried | that ...": the fear is weighed, what is feared may be so
            doubt = Frame.SOFT_DOUBT if self._fear_weighed(c) else Frame.DOUBT
            for j in self.complements(ci):
                if self.lows[self.clauses[j].first] not in COMPLEMENT_BREAKERS:
                    self.mark_clause(doubt, j)

    def apply_restatements(self) -> None:
        """ "I'm vegan, well, I was for six years", "I run the newsletter. Well, ran it", "I coach
        the under nines, or coached": a present claim of the user's corrected into the past by
        the next clause is a past that is over. The correction opens with a restating word, or
        repeats the claim's own verb in the past (or "did" for it) right after a link."""
        lows, marks = self.lows, self.canon.marks
        for ci in range(1, len(self.clauses)):
            c, prev = self.clauses[ci], self.clauses[ci - 1]
            if not c.past or prev.past or prev.subject is not Subject.USER:
                continue
            opener = lows[c.first : c.head] + tuple(marks[c.first].split()) + (lows[prev.end - 1],)
            restating = bool(RESTATEMENT_OPENERS.intersection(opener)) and not self._goes_on(c)
            if (c.subject is Subject.USER and restating) or (
                c.subject in (Subject.USER, Subject.NONE)
                and (restating or c.head > c.first)
                and c.verb is not None
                and prev.verb is not None
                and self._same_verb(prev.verb, c.verb)
            ):
                self.mark_clause(Frame.PAST, ci - 1)

    def _goes_on(self, c: Clause) -> bool:
        """Clause c's verb of "be" goes on to a verb of its own ("i mean | i was | thinking about
        it"): a new predicate, not the claim before it restated in the past ("well, i was | for
        six years")."""
        k = c.verb
        if k is None or k + 1 >= c.end or self.lows[k] not in PAST_BE:
            return False
        nxt = self.lows[k + 1]
        return is_participle_or_gerund(nxt)

    def _same_verb(self, a: int, b: int) -> bool:
        """The verb at b restates the verb at a: one lemma, or "did" standing for it."""
        said = lemmas(self.lows[b])
        return not said.isdisjoint(lemmas(self.lows[a])) or not said.isdisjoint(PRO_VERBS)

    def _previous(self, frame: Frame, ci: int, start: int) -> None:
        c = self.clauses[ci]
        self.mark(frame, c.first, start)
        if (start <= c.head + 1 or self._trailing(ci)) and ci > 0 and self.same_sentence(ci - 1, ci):
            self.mark_clause(frame, ci - 1)

    def _past(self, start: int, end: int, ci: int) -> None:
        lows, c = self.lows, self.clauses[ci]
        phrase = lows[start:end]
        if phrase in USED_TO:
            self.mark(Frame.PAST, end, c.end)
            return
        if phrase == ("once",) and (self.at_clause_start(start) or not c.past):
            return  # "once I pass the exam" is a condition, "not even once" no time at all
        if phrase[0] == RETURN_PARTICLE and start > 0 and _returns(lows[start - 1]):
            return  # "the results come | back in ten days", "i'll be | back in march": a return
        if phrase in PAST_NOUN_PHRASES and (
            (start > 0 and lows[start - 1] == _OF) or (end < len(lows) and verbish(lows[end]))
        ):
            return  # "it was one of | those days", "those days | are gone": a thing, no time
        if start > 0 and lows[start - 1] in PAST_SOURCE_PREPOSITIONS:
            self.mark(Frame.PAST, start, c.end)  # "a bit of portuguese | from when i lived in porto"
            return
        self.mark_clause(Frame.PAST, ci)
        content = [w for w in lows[c.head : c.end] if w not in FUNCTION_WORDS and w not in phrase]
        opens = self.at_clause_start(start)
        if opens:
            main = self.main_of(ci)
            if main is not None:
                self.mark_clause(Frame.PAST, main)
        elif len(content) <= 2 and ci > 0 and not self._own_past_event(c):
            self.mark_clause(Frame.PAST, ci - 1)  # "but that was a long time ago"

    def _own_past_event(self, c: Clause) -> bool:
        """The clause tells a past event of its own with a verb of content ("i'm allergic to
        penicillin, | came out in hives as a kid"), not a comment on the statement before it
        with "that" or a copula ("but that was a long time ago")."""
        if c.verb is None or self.lows[c.head] in POINTING_BACK:
            return False
        verb = self.lows[c.verb]
        return verb not in COPULAR_FORMS and verb not in AUXILIARIES and "VERB" in pos(verb)

    def _joke(self, start: int, ci: int, end: int) -> None:
        lows = self.lows
        if start > 0 and lows[start - 1] in NOT_A_JOKE_BEFORE:
            return  # "are you kidding", "no kidding", "no cap"
        if start == 0:
            return  # an answer ("not really"), not a statement taken back
        if lows[start:end] in LITERAL_JOKE_MARKERS and not self._closes_sentence(start, end):
            return  # "... next month cap", "..., as if": only when they close the statement
        first = 0
        for k in range(start - 1, -1, -1):
            if k in self.ends and k < self.clauses[ci].first - 1:
                first = k + 1
                break
        self.mark(Frame.JOKE, first, start)

    def _closes_sentence(self, start: int, end: int) -> bool:
        """The word at `start` ends its sentence, or a new clause follows it in a transcript
        without stops, and it follows no word that would make it a noun phrase ("a new cap",
        "my jokes")."""
        before = self.lows[start - 1]
        ends_here = end >= len(self.lows) or (end - 1) in self.ends
        # one word ("... a millionaire cap | he drives a bus"); "as if | i was flying" goes on
        ends_here = ends_here or (end - start == 1 and subject_start(self.lows, end))
        return ends_here and before not in DETERMINERS and "ADJ" not in pos(before)

    # -- questions ------------------------------------------------------------------------
    def _inference(self, ci: int, asked: int) -> bool:
        """Clause ci opens with "so" and ends with "then" before the question clause `asked`
        ("so i've got arthritis then, | is that what the x-ray shows"): an inference the user
        puts up to be confirmed. The normaliser keeps "so" among the first word's marks, and
        the "then" may open the question's clause."""
        c, lows = self.clauses[ci], self.lows
        opener, closer = INFERENCE_FRAME
        opened = lows[c.first] == opener or opener in self.canon.marks[c.first].split()
        q = self.clauses[asked]
        closed = lows[c.end - 1] == closer or lows[q.first] == closer
        # the question asks about it ("is | that | what ...", "does | that | mean"), not of
        # something else ("so we're off then, | can you | recommend a hotel")
        of_it = q.head + 1 < q.end and lows[q.head + 1] in POINTING_WORDS
        return opened and closed and of_it

    def apply_questions(self) -> None:
        lows = self.lows
        for c in self.clauses:  # in any clause: a tag or an alternative may ask it
            self._one_like_me(c.first, c.end)
        for ci in range(len(self.clauses) - 1):
            if self.clauses[ci].question:
                self._asked_of_mine(ci)
        for ci, c in enumerate(self.clauses):
            if not c.question:
                continue
            self.mark_clause(Frame.QUESTION, ci)
            asked_before = any(self.clauses[j].question for j in range(ci) if self.same_sentence(j, ci))
            if ci > 0 and self.same_sentence(ci - 1, ci) and not asked_before:
                # "my bin day's a thursday | isn't it", "the dentist is at ten | or is that the
                # optician": a tag or a second alternative asks about the statement before it
                tag = c.end - c.head == 2 and lows[c.head + 1] in QUESTION_SUBJECTS
                tag = tag and not self._request_tag(ci)
                if tag or lows[c.first] in ALTERNATIVE_OPENERS:
                    self.mark_clause(Frame.QUESTION, ci - 1)
                    j = ci - 1  # "the bank can see my overdraft | when i apply | can they": the
                    # tag asks about the whole statement, its main clause before a subordinate one
                    while (
                        j > 0
                        and lows[self.clauses[j].first] in SUBORDINATORS
                        and self.same_sentence(j - 1, j)
                    ):
                        j -= 1
                        self.mark_clause(Frame.QUESTION, j)
            if ci > 0 and self.same_sentence(ci - 1, ci) and self._inference(ci - 1, ci):
                # "so i've got arthritis then, | is that ...": a conclusion put up to be
                # confirmed, said with doubt (held), not asked outright
                self.mark_clause(Frame.SOFT_DOUBT, ci - 1)
            self._possessed(c.first, c.end)
            self._role_given(c.first, c.end)
            self._here_in(c.first, c.end)
            self._situation_asked_about(c.first, c.end)
            self._told_of_by_relative(ci)
            for k in range(c.head + 1, c.end):  # "am I too old at fifty eight": the age is given
                if lows[k][:1].isdigit() and lows[k - 1] in AGE_PREPOSITIONS:
                    self.presupposed.update(range(k, self._measure_end(k + 1, c.end)))
            verbs = [lemma for w in lows[c.head : c.end] for lemma in lemmas(w)]
            asks = self._asks_complement(c.head, c.end)
            factive = any(v in FACTIVE_VERBS or v in EMOTIVE_FACTIVES for v in verbs) and not asks
            factive = factive or self._incredulous(c.head, c.end) or self._fear_weighed(c)
            self._definites(c.first, c.end)
            given = self._open_proposition(c.first, c.end)
            if given is not None:
                self.presupposed.update(range(given, c.end))
            if factive:
                self._told_inside(c.head, c.end)
            j = ci + 1  # "would it be daft to sell it | now that the kids have flown the nest"
            while j < len(self.clauses) and self.same_sentence(ci, j):
                cj = self.clauses[j]
                if lows[cj.first] not in GIVEN_CLAUSE_OPENERS and lows[max(0, cj.first - 1)] != "now":
                    break
                self.presupposed.update(range(cj.first, cj.end))
                j += 1
            # "what do i say | , my neighbour's eighty": the question word is the verb's object
            filled = lows[c.first] in OBJECT_WH_WORDS
            for j in self.complements(ci):
                cj = self.clauses[j]
                if lows[cj.first] in GIVEN_CLAUSE_OPENERS:
                    continue
                if filled and self.canon.boundary[cj.first]:
                    break
                if factive and not (
                    lows[cj.first] in ASKED_COMPLEMENTISERS and lows[cj.first] != _TOLD_COMPLEMENTISER
                ):  # "how do i know | if he's cheating": what "if" or "whether" opens is asked
                    self.mark(Frame.QUESTION, cj.first, cj.first)  # nothing: the complement is told
                    self.presupposed.update(range(cj.first, cj.end))
                    for k in range(cj.first, cj.end):
                        self.frames[k].discard(Frame.QUESTION)
                elif asks or lows[cj.first] in ASKED_COMPLEMENTISERS:
                    self.mark_clause(Frame.QUESTION, j)
                    self._possessed(cj.first, cj.end)
                    self._definites(cj.first, cj.end)
                    # "do you reckon | it's normal | that my knee still swells": a factive
                    # predicate asked about in a complement tells the complement after it
                    factive = any(
                        v in EMOTIVE_FACTIVES for w in lows[cj.first : cj.end] for v in lemmas(w) | {w}
                    )
                else:
                    break

    def apply_clauses_of_reason(self) -> None:
        """A clause of reason or of a change already come ("now that i've retired", "since my
        op", "because my shifts start at six") tells its content as so whatever the clause it
        hangs on does: asked, planned, supposed or wondered about ("i was wondering if you
        could help me find a gym | now that i've moved to leeds"). Its content is presupposed
        and no mood of the clause before reaches it (presupposition projection: Karttunen,
        1973). Not a relative clause: "a flat which has a garden" may be only wished for."""
        lows = self.lows
        for ci in range(1, len(self.clauses)):
            c = self.clauses[ci]
            if not self.same_sentence(ci - 1, ci):
                continue
            opener = lows[c.first]
            # "now that" said as one ("don't quote me now, | that the boiler's ...": no)
            now_that = opener == "that" and lows[c.first - 1] == "now" and not self.canon.boundary[c.first]
            if not now_that and opener not in REASON_OPENERS:
                continue
            for k in range(c.first, c.end):
                self.frames[k] -= MOODS_OVER_TOLD
                self.presupposed.add(k)
                self.told.add(k)

    def _fear_weighed(self, c: Clause) -> bool:
        """Clause c is a question whether a fear is warranted: a modal of advice at its head and
        a word of fear after it ("should i be worried | that my mum forgets everything"). What
        is feared is often what the user has seen, and may be only feared ("should i be worried
        she's got dementia"): it is neither asked nor doubted outright, but held as said with
        doubt (`Frame.SOFT_DOUBT`)."""
        lows = self.lows
        return (
            c.question
            and lows[c.head] in ADVICE_MODALS
            and any(not lemmas(w).isdisjoint(FEAR_LEMMAS) for w in lows[c.head + 1 : c.end])
        )

    def _told_of_by_relative(self, ci: int) -> None:
        """A question's last noun phrase that a relative clause right after it tells something
        of ("what do i write in a card for | margaret next door | whose husband just passed",
        "what can i take round for | tom | who broke his leg"): the question asks about the
        card, not about the person, who is given as the clause says."""
        lows, c = self.lows, self.clauses[ci]
        nxt = ci + 1
        if nxt >= len(self.clauses) or not self.same_sentence(ci, nxt):
            return
        if lows[self.clauses[nxt].first] not in RELATIVE_PRONOUNS:
            return
        k = c.end
        while (
            k > c.first
            and (noun_like(lows[k - 1]) or lows[k - 1] in DETERMINERS)
            and not verbish(lows[k - 1])
        ):
            if lows[k - 1] in CLOSED_CLASS and lows[k - 1] not in DETERMINERS:
                break
            k -= 1
        if k < c.end:
            self.presupposed.update(range(k, c.end))

    def _request_tag(self, ci: int) -> bool:
        """Clause ci is a tag on "you" ("will you", "could you") after a clause whose subject is
        not the listener: a request's tag ("remember my sister lives in perth, | will you"), which
        asks the listener to do it, not whether the statement before it is so. A tag that asks
        agrees with the statement's subject ("my bin day's a thursday, | isn't it")."""
        c = self.clauses[ci]
        return self.lows[c.end - 1] == _LISTENER and self.clauses[ci - 1].subject is not Subject.YOU

    def _incredulous(self, first: int, end: int) -> bool:
        """The question opens with a modal, "you" and a verb of believing ("can you believe | my
        son's quit his job", "would you credit it"): disbelief at a thing taken as so."""
        lows = self.lows
        k = first
        while k < end and lows[k] in INTERJECTIONS:
            k += 1
        return (
            k + 2 < end
            and lows[k] in INCREDULITY_MODALS
            and lows[k + 1] == _LISTENER
            and not INCREDULITY_VERBS.isdisjoint(lemmas(lows[k + 2]))
        )

    def _open_proposition(self, first: int, end: int) -> int | None:
        """Where the given part of a question that asks only of a circumstance begins: "why
        does | my grandson's school finish so early", "how long has | my wife been poorly",
        "how come | my son never rings". A why, when or where question with a plain auxiliary
        takes the rest as so and asks why, when or where; a modal deliberates ("why should i
        move") and a negated auxiliary suggests ("why don't we go"): nothing given."""
        lows = self.lows
        k = first
        while k < end and lows[k] in INTERJECTIONS:
            k += 1
        if k >= end:
            return None
        wh = 1 if lows[k] in CIRCUMSTANCE_WH_WORDS else phrase_at(lows, k, CIRCUMSTANCE_WH_PHRASES)
        if not wh:
            return None
        aux = k + wh
        if aux + 1 >= end:
            return None
        if lows[aux] in OPEN_PROPOSITION_AUXILIARIES:
            return aux + 1
        # the statement's own word order after it ("how come | my son never rings")
        return aux if lows[aux] not in AUXILIARIES and subject_start(lows, aux, end) else None

    def _told_inside(self, first: int, end: int) -> None:
        """A factive verb's "that" clause that the segmentation left inside the question's own
        clause, past a phrase of who it is for ("would you remember | for me | that the bins go
        out on thursdays"): the told clause is given, not asked. Only a "that" a subject follows
        opens one ("can you save that | for later" has none)."""
        lows = self.lows
        verbs = [k for k in range(first, end) if not FACTIVE_VERBS.isdisjoint(lemmas(lows[k]))]
        if not verbs:
            return
        for k in range(verbs[0] + 1, end - 1):
            nxt = lows[k + 1]
            opens = nxt in DETERMINERS or nxt in POSSESSIVES or subject_start(lows, k + 1, end)
            if lows[k] == _TOLD_COMPLEMENTISER and opens:
                self.presupposed.update(range(k + 1, end))
                for t in range(k + 1, end):
                    self.frames[t].discard(Frame.QUESTION)
                return

    def _situation_asked_about(self, first: int, end: int) -> None:
        """ "what can i do about | my husband snoring every night", "how do i cope with | my mum
        forgetting names": asking what to do about a situation takes it as happening. A
        possessive noun phrase and a gerund after "about" or "with" in a "what"/"how" question
        are told, to the clause's end."""
        lows = self.lows
        if lows[first] not in REMEDY_WH_WORDS:
            return
        for k, j, _owner in possessive_phrases(lows, first, end, asked=True):
            if k == first or lows[k - 1] not in SITUATION_PREPOSITIONS or j >= end or not is_gerund(lows[j]):
                continue
            self.presupposed.update(range(k, end))
            for t in range(k, end):
                self.frames[t].discard(Frame.QUESTION)
            return

    def _asked_of_mine(self, ci: int) -> None:
        """ "how often should i walk a border collie | mine's bouncing off the walls": a
        question that ends on "a X", answered at once by the user's own one ("mine", "ours"),
        asks about the kind of thing the user has; the X is given, not asked."""
        lows, c, nxt = self.lows, self.clauses[ci], self.clauses[ci + 1]
        said = lows[nxt.first]  # "mine's" reads "mines": the possessive and a clitic
        owner = INDEPENDENT_POSSESSIVE_OWNERS.get(said) or INDEPENDENT_POSSESSIVE_OWNERS.get(
            said.removesuffix("s")
        )
        if owner != USER_OWNER:
            return
        j = c.end - 1
        while j > c.first and noun_like(lows[j]) and not verbish(lows[j]) and lows[j] not in CLOSED_CLASS:
            j -= 1
        if (
            j < c.end - 1
            and lows[j] in INDEFINITE_ARTICLES
            and lemmas(lows[j - 1]).isdisjoint(ACQUIRING_LEMMAS)
        ):
            # not "should i get | a rescue greyhound": what a verb of getting takes is still asked
            self.presupposed.update(range(j + 1, c.end))

    def _one_like_me(self, first: int, end: int) -> None:
        """ "what should people like me | with a bad hip | be doing", "can diabetics like me eat
        mango": the user counts themselves among the people the question asks about, so what
        names them (the class said before "like me", the "with" phrase right after it) is
        given, not asked. The normaliser drops the "like"; it stays among the token's marks."""
        lows, marks = self.lows, self.canon.marks
        for k in range(first + 1, end):
            if lows[k] not in OBJECT_SELF or "like" not in marks[k].split() or not noun_like(lows[k - 1]):
                continue
            # the class's whole phrase, back to its determiner ("for a | seventy year old | like me")
            j = k - 1
            while (
                j - 1 > first
                and lows[j - 1] not in DETERMINERS
                and (lows[j - 1][:1].isdigit() or lows[j - 1] in SPAN_DAYS or noun_like(lows[j - 1]))
            ):
                j -= 1
            self.presupposed.update(range(j, k))
            if k + 1 < end and lows[k + 1] == _WITH:
                j = k + 2
                while j < end and not verbish(lows[j]) and lows[j] not in AUXILIARIES:
                    j += 1
                self.presupposed.update(range(k + 2, j))
            return

    def _feels_with(self, k: int) -> bool:
        """After "I can imagine", token k opens a told past of someone else ("those months
        were hard", "how hard that was"), not a scene the speaker pictures themselves in
        ("living there", "myself running a cafe", "I won", "my kids loved it")."""
        lows, boundary = self.lows, self.canon.boundary
        if k >= len(lows) or boundary[k] or lows[k] in FIRST_PERSON:
            return False
        if lows[k] in WH_WORDS:
            return True
        for j in range(k + 1, min(len(lows), k + 5)):
            if is_past(lows[j]) and not boundary[j]:  # before FIRST_PERSON, which has "were"
                return True
            if boundary[j] or lows[j] in FIRST_PERSON:  # "my kids loved it": a guess of one's own
                return False
        return False

    def _definites(self, first: int, end: int) -> None:
        """Noun phrases with "the" in a question ("how do I keep the sourdough starter from going
        mouldy"): what a question takes to exist, for a fact that only says it exists."""
        lows = self.lows
        for k in range(first, end):
            if lows[k] == "the":
                j = k + 1
                while (
                    j < end
                    and j - k <= 4
                    and noun_like(lows[j])
                    and not verbish(lows[j])
                    and lows[j] not in CLOSED_CLASS
                ):
                    self.definite.add(j)
                    j += 1

    def _asks_complement(self, first: int, end: int) -> bool:
        """A verb of thinking in [first, end) whose clause a question asks ("do you think | i'm
        depressed"), not one that takes an infinitive ("am i supposed | to explain", "do you
        happen | to know"): that is a modal's or a verb's own object, and asks no clause."""
        lows = self.lows
        return any(
            v in QUESTION_COMPLEMENT
            for k in range(first, end)
            if not (k + 1 < end and lows[k + 1] == _INFINITIVE_MARK)
            for v in lemmas(lows[k])
        )

    def _measure_end(self, k: int, end: int) -> int:
        """Past an age or a stage given after a preposition: its period and the word it
        measures ("at thirty four | weeks pregnant", "at six | months old"). Where the number
        stands alone ("am i too old at fifty eight | to learn") nothing follows it."""
        lows = self.lows
        if k < end and lows[k] in SPAN_DAYS:
            k += 1
            if k < end and "ADJ" in pos(lows[k]) and lows[k] not in CLOSED_CLASS:
                k += 1
        return k

    def _possessed(self, first: int, end: int) -> None:
        """Possessive noun phrases in a question: "my three year old", "my cat biscuit". After
        an inverted "be" ("is | my son | autistic", "are | my bloods | normal") the words after
        the noun are what the question asks, not part of the phrase it takes as given."""
        lows = self.lows
        for k, j, _owner in possessive_phrases(lows, first, end, asked=True):
            if lows[k] == "your":
                continue
            if k > first and lows[k - 1] in INVERTED_BE and k - 1 == first:
                while j > k + 2 and "ADJ" in pos(lows[j - 1]):
                    j -= 1  # "my son | autistic": the adjective is the predicate asked about
                if j == end and j > k + 2:
                    j -= 1  # "is my daughter | vegan": a question of "be" asks a predicate, whatever its tag
            self.presupposed.update(range(k, j))

    def _role_given(self, first: int, end: int) -> None:
        """ "do you think | as a retired nurse | i could help", "as a joiner of thirty years should
        i ...", "as someone with a hip replacement": the role the user asks in is given, whatever
        the question asks. The phrase runs from "as a" (or "as someone") over its nouns,
        describing words, a span of time ("of thirty years") and what the role has ("with ...")."""
        lows, boundary = self.lows, self.canon.boundary
        for k in range(first, end - 2):
            role = lows[k + 1] in INDEFINITE_ARTICLES or lows[k + 1] in INDEFINITE_PERSONS
            if lows[k] != _AS or not role:
                continue
            j = k + 2
            while (
                j < end
                and not boundary[j]
                and lows[j] not in SUBJECT_PRONOUNS
                and (
                    lows[j] == _OF
                    # "as someone | with a hip replacement": what the role has
                    or (lows[j] == _WITH and j + 1 < end and nominal(lows[j + 1]))
                    or (lows[j] in INDEFINITE_ARTICLES and lows[j - 1] == _WITH)
                    or lows[j][:1].isdigit()
                    or lows[j] in SPAN_DAYS
                    or "ADJ" in pos(lows[j])
                    or nominal(lows[j])
                )
            ):
                j += 1
            if j > k + 2:
                self.presupposed.update(range(k, j))

    def _here_in(self, first: int, end: int) -> None:
        """ "here in rotterdam", "over here in leeds": "here" places the speaker, so a question
        said there takes as given that the user is in the place named after it, whatever it
        asks ("is it always this rainy | here in leeds"). The place is the words after the
        preposition up to a function word."""
        lows = self.lows
        for k in range(first, end - 2):
            if lows[k] != HERE or lows[k + 1] not in PLACE_PREPOSITIONS:
                continue
            j = k + 2
            while j < end and lows[j] not in FUNCTION_WORDS and not self.canon.boundary[j]:
                j += 1
            if j > k + 2:
                self.presupposed.update(range(k, j))

    # -- somebody else's words ------------------------------------------------------------
    def apply_reported(self) -> None:
        for ci in range(len(self.clauses)):
            if not self._reports_from_subject(ci) and self._said_by_another(ci):
                self.mark_clause(Frame.REPORTED, ci + 1)

    def _reports_from_subject(self, ci: int) -> bool:
        """Clause ci's subject is another and its verb (or the verbs helping it) reports
        ("my physio is convinced | ...", "my boss thinks | ..."): the rest of it and the clauses
        it governs are marked as that person's words."""
        lows = self.lows
        c = self.clauses[ci]
        if c.subject not in (Subject.THIRD, Subject.THING) or c.verb is None:
            return False
        if lows[c.head] in DUMMY_SUBJECTS and c.verb <= c.head + 1:
            return False  # "it feels like ...", "it seems ...": the speaker's own impression
        for k in range(c.verb, min(c.end, c.verb + 4)):
            if (
                k > c.verb
                and lows[k - 1] not in REPORT_ADVERBS
                and not verbish(lows[k - 1])
                and not is_be_clitic(lows, k - 1)
            ):
                break  # "my boss gave me a raise and said": only the verb and its helpers
            believes = lows[k] in BELIEF_ADJECTIVES and (
                k == c.verb or is_be_clitic(lows, k - 1) or verbish(lows[k - 1])
            )
            if believes or not REPORT_VERBS.isdisjoint(lemmas(lows[k])):
                if k + 1 < c.end and lows[k + 1] == "so":
                    return True  # "my therapist thinks so": agreement, no content of its own
                self.rest_and_complements(Frame.REPORTED, k + 1, ci, own=True)
                # "keeps telling people | I'm a lawyer": past whom it is told to, the content
                if all(w in REPORT_AUDIENCE or relation_of(w) for w in lows[k + 1 : c.end]):
                    for j in self.complements(ci):
                        self.mark_clause(Frame.REPORTED, j)
                return True
        return False

    def _said_by_another(self, ci: int) -> bool:
        """Clause ci ends on a verb of saying in a past or third-person form with somebody
        other than the user before it, and at most a short audience after it ("the lads next
        door told the landlord", "upstairs complained"), and the next clause of its sentence
        says what was said: however the subject was built, and whatever verb the clause
        reader took from it."""
        c = self.clauses[ci]
        if ci + 1 >= len(self.clauses) or not self.same_sentence(ci, ci + 1):
            return False
        lows = self.lows
        if lows[self.clauses[ci + 1].first] in CLAUSE_LINKS:
            return False  # "early stage they said, | but it's moving faster": said of what came before
        for k in range(c.first + 1, c.end):
            w = lows[k]
            if SAYING_VERBS.isdisjoint(lemmas(w)) or not (is_past(w) or w.endswith("s")):
                continue  # not a verb of saying, or its bare form ("i'll tell")
            before = lows[c.first : k]
            if not USER_SUBJECTS.isdisjoint(before) or any(x in NEGATIVE or x in AUXILIARIES for x in before):
                return False  # the user's own report ("me and the wife told them"), or not said
            return c.end - k <= _AUDIENCE_REACH
        return False

    # -- exaggeration -----------------------------------------------------------------------
    def apply_comments(self) -> None:
        """ "The boiler's under warranty, | that's my guess anyway", "I'm borderline diabetic. |
        Well, that's what the doctor reckons": a clause that points back at the statement before
        it with "that" and frames itself (somebody's words, a hope, a guess, a condition) frames
        that statement. A frame noun counts too ("my guess", "the dream", "the plan"); "that's
        what | my son says" reads on into the clause that completes it."""
        lows = self.lows
        for ci in range(1, len(self.clauses)):
            c = self.clauses[ci]
            if lows[c.head] not in POINTING_BACK and lows[c.head] not in POINTING_IT:
                continue
            if c.head > c.first and lows[c.first] in CONDITION_OPENERS and lows[c.head] in POINTING_IT:
                continue  # "... even if it rains": the condition's own "it", no comment on it
                # ("lord knows if that's right" does point back)
            end = c.end
            empty = all(
                w in FUNCTION_WORDS or w in WH_WORDS or w in POINTING_BACK for w in lows[c.head : c.end]
            )
            if empty and ci + 1 < len(self.clauses) and self.same_sentence(ci, ci + 1):
                end = self.clauses[ci + 1].end
            words = lows[c.head : end]
            found: set[Frame] = set()
            for k in range(c.head, end):
                # ("it made me want to help" is a cause, not a comment: "it" passes conditions only)
                passes = _COMMENT_FRAMES if lows[c.head] in POINTING_BACK else {Frame.CONDITION}
                found |= self.frames[k] & passes - {Frame.REPORTED}  # see _reports_it
                if lows[c.head] not in POINTING_IT:
                    found |= _noun_frames(lows[k])
            if lows[c.head] in POINTING_BACK and self._reports_it(words):
                found.add(Frame.REPORTED)  # "that's what my son says anyway"
            for start, _e, marker in find_phrases(words, FRAME_MARKERS):
                if self._telling(c.head + start):
                    continue  # "which is daylight robbery if you ask me"
                if marker in FRAME_OF_MARKER:  # "it all hinges on ...": a marker after "it"
                    frame = FRAME_OF_MARKER[marker]
                    if lows[c.head] in POINTING_BACK or frame is Frame.CONDITION:
                        found |= {frame} & _COMMENT_FRAMES
            if self._follows_from(c.first):
                # "i work nights at the depot | so it depends on the rota": what depends is the
                # consequence; the statement before it is its reason, said as so
                found.discard(Frame.CONDITION)
            elif self._follows_from(self._hope_before(c.first)):
                # "the interview's on monday so hopefully | that goes okay": what is hoped is the
                # consequence; the statement before is its reason
                found -= {Frame.CONDITION, Frame.WISH}
            for frame in found:
                self.mark_clause(frame, ci - 1)

    def apply_frame_subjects(self) -> None:
        """ "my dream is to open a little cafe", "the rumour is i'm getting promoted", "our hope
        was that he'd pull through": a frame noun owned or made definite, as the subject of "is"
        or "was", frames what it is said to be (the rest of its clause and the clauses of the
        sentence after it), as the noun does when a comment points back at the statement
        ("that's my dream")."""
        lows, n = self.lows, len(self.lows)
        for k in range(1, n - 2):
            owned = lows[k - 1] in POSSESSIVES or lows[k - 1] in DETERMINERS
            if lows[k + 1] not in SPECIFYING_COPULAS or not owned:
                continue
            ci = self.clause_of[k]
            for frame in _noun_frames(lows[k]):
                self.mark(frame, k + 2, self.clauses[ci].end)
                for j in self.sentence_rest(ci):
                    self.mark_clause(frame, j)

    def _follows_from(self, k: int) -> bool:
        """The clause at token k opens with a link of consequence ("so", "so that means"),
        said or dropped as discourse before it."""
        return self.lows[k] in CONSEQUENCE_LINKS or not CONSEQUENCE_LINKS.isdisjoint(
            self.canon.marks[k].split()
        )

    @staticmethod
    def _reports_it(words: tuple[str, ...]) -> bool:
        return reports_back(words)

    def apply_laughter(self) -> None:
        """ "I'm marrying Harry Styles in the spring, he just doesn't know yet lol": laughter said
        after a statement of the same sentence leaves it in doubt; held for review."""
        lows = self.lows
        for k, w in enumerate(lows):
            if w in LAUGHTER and k > 0:
                first = 0
                for j in range(k - 1, -1, -1):
                    if j in self.ends:
                        first = j + 1
                        break
                self.mark(Frame.ABSURD, first, k)

    def apply_reaction(self) -> None:
        """ "I told the nurse I'm only twenty nine and she near fell over laughing": somebody
        laughing at what was said, in the past (a reaction, not "he makes me laugh"), shows the
        rest of the sentence was a joke; held for review. Not negated ("nobody laughed"), not
        an idiom ("no laughing matter")."""
        lows = self.lows
        found = [k for k, w in enumerate(lows) if not LAUGHTER_LEMMAS.isdisjoint(lemmas(w))]
        found += [start for start, _e in phrase_spans(lows, LAUGHTER_PHRASES)]
        for k in sorted(found):
            if k + 1 < len(lows) and lows[k + 1] in NOT_LAUGHTER_AFTER:
                continue
            c = self.clauses[self.clause_of[k]]
            before = lows[c.first : k + 1]
            if any(w in NEGATIVE for w in before) or not any(is_past(w) for w in before):
                continue
            ci = self.clause_of[k]
            for j in range(len(self.clauses)):
                if j != ci and self.same_sentence(min(j, ci), max(j, ci)):
                    self.mark_clause(Frame.ABSURD, j)

    def apply_more_like(self, trailing: bool) -> None:
        """ "my son rings me every day. every christmas, more like": a verbless fragment closed
        by "more like" replaces what the statement before it said; that statement is held as
        said with doubt (sarcasm, or a correction). `trailing`: the text ends on "more like"
        (the normaliser drops a final "like" with nothing to attach it to)."""
        more, like = MORE_LIKE
        lows, marks, boundary = self.lows, self.canon.marks, self.canon.boundary
        for k, w in enumerate(lows):
            if w != more:
                continue
            closed = like in marks[k + 1].split() if k + 1 < len(lows) else trailing
            ci = self.clause_of[k]
            c = self.clauses[ci]
            # the fragment: from the last pause of the clause ("super fast, | a snail more like")
            start = max((j for j in range(c.first, k + 1) if boundary[j]), default=c.first)
            if not closed or any(verbish(x) for x in lows[start:k]):
                continue
            if start > c.first:  # the statement is the clause before the pause
                self.mark(Frame.SOFT_DOUBT, c.first, start)
                continue
            j = ci - 1
            while j >= 0 and self.clauses[j].verb is None:
                j -= 1
            if j >= 0:
                for i in range(j, ci):
                    self.mark_clause(Frame.SOFT_DOUBT, i)

    def apply_impossible_age(self) -> None:
        """ "I'm three hundred years old", "my nan's a hundred and sixty": an age no person
        reaches is a joke; "ive got a thousand kids", "a hundred cousins": more relatives of one
        kind than anybody has is a clear exaggeration (`Frame.IMPOSSIBLE`: not stored)."""
        lows, keys = self.lows, self.canon.keys
        for k, key in enumerate(keys):
            if not key[:1].isdigit() or k + 1 >= len(lows):
                continue
            try:
                value = float(key)
            except ValueError:
                continue
            if lows[k + 1] in AGE_UNITS and value > MAX_HUMAN_AGE:
                self.mark_clause(Frame.ABSURD, self.clause_of[k])
            elif relation_of(lows[k + 1]) in COUNTED_RELATIVES and value > MAX_RELATIVES:
                self.mark_clause(Frame.IMPOSSIBLE, self.clause_of[k])

    def apply_casting(self) -> None:
        """ "my grandson wants a story so im the dragon tonight, i breathe fire": after a word that
        names a pretend setting (a story, a scene, drama class, a murder mystery), the user
        casting themself as somebody plays a part; what they say from there to the end of the
        turn is the part's, not their life (role play)."""
        setting = names_play_setting(self.lows)
        if setting is None:
            return
        if pretend_game_at(self.lows, setting):
            # "we're playing pirates | i'm captain redbeard and i got a ship": the game named,
            # the rest of the turn is in it, cast or not
            self.mark(Frame.ROLEPLAY, self.clauses[self.clause_of[setting]].first, len(self.lows))
            return
        ci = casting_clause(self.lows, self.clauses, setting + 1)
        if ci is not None:
            self.mark(Frame.ROLEPLAY, self.clauses[ci].first, len(self.lows))
            return
        k = cast_in_relative(self.lows, setting + 1)
        if k is not None:
            self.mark(Frame.ROLEPLAY, k, len(self.lows))

    def apply_impossible_span(self) -> None:
        """ "i've been waiting a hundred years for this bus", "i haven't slept in about a year",
        "i've told him a million times": a span of the user's own doing longer than a life, a
        span without sleep or food longer than anybody lasts, or a million times or periods of
        anything, is a clear exaggeration (`Frame.IMPOSSIBLE`: not stored)."""
        lows, keys = self.lows, self.canon.keys
        for k, w in enumerate(lows):
            per = SPAN_DAYS.get(w)
            if (per is None and w not in TIMES_WORDS) or k == 0:
                continue
            if k + 1 < len(lows) and lows[k + 1] in NOT_A_SPAN_AFTER:
                continue  # "years old" is an age (`apply_impossible_age`), "years ago" a time
            count = 1.0 if lows[k - 1] in NUMBER_ARTICLES else _number(keys[k - 1])
            ci = self.clause_of[k]
            c = self.clauses[ci]
            if count is not None and count >= IMPOSSIBLE_COUNT:
                self.mark_clause(Frame.IMPOSSIBLE, ci)  # "told him a million times"
                continue
            if count is None or per is None or c.subject is not Subject.USER:
                continue
            days = count * per
            if days >= IMPOSSIBLE_SPAN_YEARS * SPAN_DAYS["year"] or days > self._survival_limit(c.first, k):
                self.mark_clause(Frame.IMPOSSIBLE, ci)

    def _survival_limit(self, first: int, span: int) -> float:
        """The days a person lasts without what a negated verb before the span at `span` names,
        said with no object and the span right after it ("haven't slept properly in | about a
        year"; not "haven't eaten meat in ten years", a diet), else infinity."""
        lows, keys = self.lows, self.canon.keys
        prep = next((j for j in range(span - 1, first - 1, -1) if lows[j] in SPAN_PREPOSITIONS), None)
        if prep is None or not all(
            lows[j] in NUMBER_ARTICLES or lows[j] in APPROXIMATORS or _number(keys[j]) is not None
            for j in range(prep + 1, span)
        ):
            return float("inf")
        verb = prep - 1
        while verb > first and pos(lows[verb]) <= _ADVERB_ONLY and pos(lows[verb]):
            verb -= 1  # "slept properly in"
        if not (is_participle(lows[verb]) or is_past(lows[verb])):
            return float("inf")  # "haven't had a proper night's sleep in a month": the noun
        limits = [SURVIVAL_LIMITS[m] for m in verb_lemmas(lows[verb]) if m in SURVIVAL_LIMITS]
        if not limits or not any(keys[j] in NEGATIONS for j in range(first, verb)):
            return float("inf")
        return min(limits)

    def apply_mock_titles(self) -> None:
        """ "i'm basically a professional napper", "a certified worrier": a word of trade or rank
        before an agent noun of everyday idling (`MOCK_TRADES`, the verb read from the noun by
        `agent_verbs`) is a job nobody has; its clause is a joke (not stored)."""
        lows = self.lows
        for k, w in enumerate(lows):
            if w not in MOCK_TITLE_WORDS:
                continue
            for j in range(k + 1, min(len(lows), k + 3)):
                if not MOCK_TRADES.isdisjoint(agent_verbs(lows[j])):
                    self.mark_clause(Frame.MOCK_TITLE, self.clause_of[k])
                    break

    def apply_undercut_praise(self) -> None:
        """Praise followed by the mishap it is meant to describe is sarcasm, the contrast of a
        positive word and a negative situation: "my landlord's a saint, he only ignored my
        emails for three weeks", "the plumber's an absolute star, flooded the kitchen three
        times". What a mishap is worth no word list knows; how it is told shows it: minimised
        with "only", or counted ("for the fourth time", "again"). A concession is no sarcasm ("a genius
        but he failed it twice"), nor is a rate ("three times a week"). Told first, the mishap
        is undercut by praise pointing back at it ("only forty minutes late, so that was
        lovely"). The praise's clause is marked: a fact resting on its praise is held, since
        the words leave doubt (sincere praise with counted evidence exists)."""
        lows = self.lows
        told = [j for j in range(len(lows)) if self._mishap_told(j)]
        if not told:
            return
        for k, w in enumerate(lows):
            if w not in PRAISE:
                continue
            ci = self.clause_of[k]
            c = self.clauses[ci]
            be = next((j for j in range(k - 1, c.first - 1, -1) if self._says_be(j)), None)
            if be is None:
                # "my nephew's such an angel": a clitic the clauses did not read as "is"; the
                # praise must then end its phrase ("a great deal", "my great aunt" praise nothing)
                nxt = lows[k + 1] if k + 1 < len(lows) else ""
                if c.verb is not None or (nxt not in CLOSED_CLASS and "NOUN" in pos(nxt)):
                    continue
            elif not NEGATIONS.isdisjoint(lows[be:k]):
                continue  # "he's not a genius"
            after = any(j > k and CONTRASTIVE_LINKS.isdisjoint(lows[k:j]) for j in told)
            before = lows[c.head] in POINTING_BACK and any(j < c.first for j in told)
            if after or before:
                self.sarcastic = True
                self.mark_clause(Frame.SARCASM, ci)

    def _says_be(self, j: int) -> bool:
        """Token j is a form of "be", or a noun with "is" cliticised on ("the council's a")."""
        w = self.lows[j]
        return w in COPULAR_FORMS or not lemmas(w).isdisjoint(BE_LEMMAS) or is_be_clitic(self.lows, j)

    def _mishap_told(self, j: int) -> bool:
        """Token j tells a mishap's size the way sarcasm does: "only" before an amount or a
        verb ("only bit two kids", "only took eleven hours"; not "the only one"), or a count
        of times that is no rate ("twice", "for the fifth time"; not "three times a week"), or
        "again"."""
        lows = self.lows
        if lows[j] in MINIMISERS:
            if j > 0 and (lows[j - 1] in DETERMINERS or lows[j - 1] in POSSESSIVES):
                return False
            return any(w[:1].isdigit() or verbish(w) for w in lows[j + 1 : j + 3])
        if lows[j] in REPEATS:
            return True  # "flooded the kitchen again"
        if j + 1 < len(lows) and lows[j + 1] in TIMES_WORDS and lows[j][:1].isdigit():
            rate = j + 2 < len(lows) and lows[j + 2] in RATE_MARKERS
            return not rate and (_number(lows[j]) or 0) >= 2
        return False

    def apply_absurd(self) -> None:
        """ "My cat is the boss, she pays the rent": an animal the user keeps doing what only a
        person does is a joke; held for review."""
        lows, bare = self.lows, self.bare_nouns
        pet = False
        for ci, c in enumerate(self.clauses):
            # "the cat's the real boss": the verb is the noun's own "'s" (apostrophe dropped)
            clitic = c.verb is not None and bare[c.verb] != lows[c.verb]
            np = lows[c.first : c.verb + clitic if c.verb is not None else c.end]
            if any(relation_of(w) in PETS for w in np):
                pet = True
            elif (
                c.subject is Subject.USER
                or (c.subject is Subject.THIRD and lows[c.head] not in THIRD_SUBJECTS)
            ) and not (c.verb == c.head and c.head > c.first):
                pet = False  # the talk moved to the user or to another person (not a clause
                # that carries the subject before it on: "he does the shop | and pays the bills")
            if pet and c.verb is not None and c.subject in (Subject.THIRD, Subject.THING, Subject.NONE):
                be = clitic or bool(lemmas(lows[c.verb]) & BE_LEMMAS)
                said = lows[c.verb : min(c.end, c.verb + 2)]
                if be and not clitic and len(said) == 2 and (is_participle(said[1]) or is_past(said[1])):
                    # "the hamster was booked in": a passive, done to the pet, not by it ("the
                    # cat's paid the rent" may be "has paid": the clitic leaves it open)
                    said = said[:1]
                if said and _names_without_calling(said[0], lows[c.verb + 1 : c.verb + 2]):
                    said = ()  # "the dog's called max": naming it, not a call it made ("called me")
                verbs = {lemma for w in said for lemma in lemmas(w)}
                role = be and not HUMAN_ROLES.isdisjoint(lows[c.verb + clitic : c.end])
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
            times = k + 1 < len(lows) and lows[k + 1] in TIMES_WORDS
            huge = w in HYPERBOLE_NUMBERS and len(w) >= 7  # "a million hours", "a billion dollars"
            big = w in HYPERBOLE_NUMBERS and (
                "like" in marks[k].split() or (k > 0 and lows[k - 1] in APPROXIMATORS) or times or huge
            )
            if big or w in HYPERBOLE_WORDS:
                c = self.clauses[self.clause_of[k]]
                self.mark(Frame.HYPERBOLE, max(c.first, k - 3), min(c.end, k + 3))


def _found_past_adverbs(words: tuple[str, ...], table: PhraseTable) -> list[tuple[Sequence[int], Marker]]:
    """The phrases of `table` in `words` read without the stance and degree adverbs inside them
    (`STANCE_ADVERBS`): for each, the indices in `words` of the phrase's own words, and its
    marker."""
    kept = [k for k, w in enumerate(words) if w not in STANCE_ADVERBS]
    squeezed = tuple(words[k] for k in kept)
    return [(kept[s:e], t) for s, e, t in find_phrases(squeezed, table)]


def _number(key: str) -> float | None:
    """The value of a canonical number token ("100", "2.5"), or None."""
    if not key[:1].isdigit():
        return None
    try:
        return float(key)
    except ValueError:
        return None


def names_play_setting(lows: tuple[str, ...]) -> int | None:
    """The first word of `lows` that names a pretend setting (`PLAY_SETTINGS`: "a story", "the
    scene", "drama class", "rehearsing"), or the object of a pretend game (`pretend_game_at`),
    or None."""
    return next(
        (
            k
            for k, w in enumerate(lows)
            if not PLAY_SETTINGS.isdisjoint(lemmas(w)) or pretend_game_at(lows, k)
        ),
        None,
    )


def pretend_game_at(lows: tuple[str, ...], k: int) -> bool:
    """Token k is the object of a pretend game: a bare plural noun right after a form of the verb
    "play" ("we play | buses", "playing | vets", "the twins wanted to play | pirates"), as
    children name the game by who or what they pretend to be. Not what people play for real in
    the plural (`PLAYED_FOR_REAL`: "play cards", "playing darts", "play gigs"), nor an object
    with an article ("play the drums")."""
    if k == 0 or lows[k - 1] not in PLAY_VERB_FORMS:
        return False
    w = lows[k]
    if w in CLOSED_CLASS or not w.endswith("s"):
        return False
    # a plural: a shorter dictionary form that is a noun or a person ("vets": the tables know
    # "vet" only as a verb)
    nouns = [m for m in lemmas(w) if len(m) < len(w) and ("NOUN" in pos(m) or relation_of(m) is not None)]
    return bool(nouns) and PLAYED_FOR_REAL.isdisjoint(nouns)


def casting_clause(lows: tuple[str, ...], clauses: Sequence[Clause], after: int = 0) -> int | None:
    """The first clause from token `after` in which the user casts themself as somebody: a first
    person "be" or "play" and then an article and a noun, adjectives between ("i'm the dragon",
    "i'll be the detective", "i'm a pirate captain", "i'm playing the wicked queen"). Not
    "i'm the one who", "i'm a bit tired" (`NOT_CAST`)."""
    for ci, c in enumerate(clauses):
        if c.end <= after or c.subject is not Subject.USER:
            continue
        if _casts_at(lows, c.head, c.end):
            return ci
    return None


def cast_in_relative(lows: tuple[str, ...], after: int) -> int | None:
    """The first token from `after` of a casting said inside a relative clause of the setting,
    which the clause analysis keeps in the setting's clause ("tell me a story | where | i'm a
    knight", "a game in which i'm the king"): the token after the relative word, or None."""
    for k in range(after, len(lows) - 1):
        if (
            lows[k] in CAST_RELATIVES
            and lows[k + 1] in FIRST_PERSON_CASTERS
            and _casts_at(lows, k + 1, len(lows))
        ):
            return k + 1
    return None


def _casts_at(lows: tuple[str, ...], start: int, end: int) -> bool:
    """The words from `start` cast the user as somebody (`casting_clause`)."""
    k = start
    while k < end and lows[k] in CASTING_WORDS:
        k += 1
    run = lows[start:k]
    if k >= end or lows[k] not in CAST_DETERMINERS or not any(w in run for w in CASTING_VERBS):
        return False
    for w in lows[k + 1 : min(end, k + 4)]:
        tags = pos(w)
        if w in NOT_CAST:
            return False
        if "NOUN" in tags or relation_of(w) is not None:
            return True  # a person ("the vet": the tables know "vet" only as a verb)
        if not tags:
            return False
        if "ADJ" not in tags:
            return False
    return False


def reports_back(words: tuple[str, ...]) -> bool:
    """ "that's what my son says anyway": a report verb with nothing said after it, so what is
    reported is the statement pointed at (not "which my husband thinks | is hilarious")."""
    for i, w in enumerate(words):
        if not REPORT_VERBS.isdisjoint(lemmas(w)):
            rest = words[i + 1 :]  # "that's what my cousin told | me anyway"
            return all(
                x in FUNCTION_WORDS or x in INTERJECTIONS or x in CLAUSE_OPENERS or x in OBJECT_SELF
                for x in rest
            )
    return False


def _names_without_calling(verb: str, after: tuple[str, ...]) -> bool:
    """A verb of naming in the past form with no person as its object ("called | max", "named
    | after her nan"): the pet is being named, not calling or naming anyone ("called | me")."""
    if NAMING_LEMMAS.isdisjoint(lemmas(verb)) or not is_past_form(verb):
        return False
    return not after or (after[0] not in OBJECT_SELF and after[0] not in THING_PRONOUNS)


def _noun_frames(word: str) -> frozenset[Frame]:
    """The frames a noun of `FRAME_NOUNS` opens ("dream": a wish, "rumour": somebody's words),
    by any of its dictionary forms; none for other words."""
    return frozenset(FRAME_OF_MARKER[FRAME_NOUNS[lemma]] for lemma in lemmas(word) if lemma in FRAME_NOUNS)


def _returns(word: str) -> bool:
    """`word` is a verb or a form of "be", not in the past, that "back" is the particle of ("come
    back", "be back"): what follows is when the return is, not a past that is over ("back in
    1990"). After a past ("mine was | back in the day", "we moved | back in 2010") the return,
    if any, is over too."""
    return (word in AUXILIARIES or "VERB" in pos(word)) and not is_past(word)
