"""Small word classes for reading a fact text and comparing it with the user's words.

Data only, in the `low` form (lower case, apostrophes dropped), plus the three regular
expressions that find how a fact text opens. Each list says where it is used.
"""

from __future__ import annotations

import re

__all__ = [
    "ACQUIRING_LEMMAS",
    "ADDING_PHRASES",
    "ADMISSION_BRIDGES",
    "ADMITTING_LEMMAS",
    "AFFIRMING_WORDS",
    "AFTER_ALL",
    "AFTER_BARE_ENDING",
    "AGENT_PREPOSITIONS",
    "AGE_WORDS",
    "AHEAD_LINKS",
    "ALTERNATIVE_LINKS",
    "ANSWER_ADVERBS",
    "APPROXIMATORS",
    "ARRIVING_VERBS",
    "ASIDE_OPENERS",
    "AS_THOUGHT_OPENERS",
    "ATTENDING_LEMMAS",
    "AWAY_PARTICLES",
    "BACK_TO",
    "BARE_PAST_WORDS",
    "BECOMING_FORMS",
    "BEFORE_WORDS",
    "BELONGING_LEMMAS",
    "BELONGING_TO",
    "CALLING_OFF_LEMMAS",
    "CANCELLING_VERBS",
    "CAUSATIVE_FORMS",
    "CEASED_WORDS",
    "CEASING_EVENTS",
    "CHANGE_BRIDGES",
    "CHANGE_CLOSERS",
    "CHANGE_LEMMAS",
    "CHANGE_REACH",
    "CHANGE_SUBJECTS",
    "CHECKING_LEMMAS",
    "CHOOSING_LEMMAS",
    "CLAUSE_OPENERS",
    "CLOSING_LEMMAS",
    "COMING_OFF_LEMMAS",
    "COMITATIVE_PREPOSITIONS",
    "COMMENDING_PHRASES",
    "COMPARING_OPENERS",
    "COMPARING_WORDS",
    "COMPLEMENT_OPENERS",
    "COMPLETING_LEMMAS",
    "CONTINUING_VERBS",
    "CONTINUING_WORDS",
    "COPULA_FORMS",
    "COUNTED_NOUN_SKIPS",
    "COUNTING_WH_WORDS",
    "DAY_PARTS",
    "DECEIT_NOUNS",
    "DECISION_TAIL",
    "DEFINITE_DETERMINERS",
    "DENIAL_DEGREES",
    "DENIAL_OPENINGS",
    "DENYING_WORDS",
    "DESTINATION_PREPOSITIONS",
    "DISAVOWALS",
    "DISMISSING_LEMMAS",
    "DONE_OBLIGATIONS",
    "DONE_WORDS",
    "DROPPED_PARTICLES",
    "DYING_LEMMAS",
    "ELLIPSIS_LEFTOVERS",
    "ELLIPTICAL_PAST",
    "EMBEDDING_WORDS",
    "EMPHATIC_AFTER",
    "ENDED_DOMAINS",
    "ENDING_BRIDGES",
    "ENDING_EVENTS",
    "ENDING_LINKS",
    "ENDING_TIME_PREPOSITIONS",
    "ENDING_VERB_BRIDGES",
    "EPISODE_COUNTS",
    "ERROR_ELSEWHERE",
    "ERROR_HOLDING_LEMMAS",
    "ERROR_WORDS",
    "ERROR_WORDS_AFTER",
    "EVENT_ADVERBS",
    "EVENT_BRIDGES",
    "EXCEPTION_OPENERS",
    "EXCEPTIVE_WORDS",
    "FACTIVE_UNDER_NEGATION",
    "FACT_USER_WORDS",
    "FALSITY_WORDS",
    "FILLING_WH_WORDS",
    "FINDING_PHRASES",
    "FORWARD_CHANGES",
    "FOR_GOOD",
    "FOUND_LESSER",
    "GETTING_LEMMAS",
    "GOING_LEMMAS",
    "GOING_WITH",
    "HABITUAL_ERRORS",
    "HAVING_FORMS",
    "HEDGING_OPENERS",
    "HERE",
    "HOME_WORDS",
    "INABILITY_WORDS",
    "INFINITIVE_LINKS",
    "INFINITIVE_TO",
    "INSTEAD_WORDS",
    "INTENTIONS",
    "INTENTION_ASIDES",
    "INTENTION_PAST",
    "INTRANSITIVE_ENDINGS",
    "IN_LAW",
    "IN_MY_PLACE",
    "KEPT_AFTER_CONTRAST",
    "KIN_OWNERS",
    "LAPSE_SPANS",
    "LET_DOWN_OBJECTS",
    "LIGHT_VERBS",
    "LISTENER_FORMS",
    "LONG_AGO_WORDS",
    "LOSING_EVENTS",
    "MEASURING_LEMMAS",
    "MENTIONING_LEMMAS",
    "MIND_CHANGED_ON",
    "MISTAKING_LEMMAS",
    "MODAL_FORMS",
    "MODAL_GOVERNORS",
    "MODAL_SUBJECTS",
    "MOVED_TO",
    "MOVING_AWAY_LEMMAS",
    "MOVING_PARTICLES",
    "NAMING_LEMMAS",
    "NAMING_NOUNS",
    "NEAR_MISS_ADVERBS",
    "NEAR_NEGATIONS",
    "NEGATED_PERFECTS",
    "NEGATIVE_ANSWERS",
    "NEW_KEEPER_NOUNS",
    "NEW_PERSON_OPENERS",
    "NOT_AN_ORDER_BEFORE",
    "NOT_RESULT_AFTER",
    "NOT_RESULT_BEFORE",
    "NOT_THE_USER",
    "NO_ANSWER_WORDS",
    "NO_LONGER_AFTER",
    "NO_LONGER_PHRASES",
    "OBJECT_SELF",
    "OCCASION_ENDING_LEMMAS",
    "OCCASION_NOUNS",
    "OCCASION_TIME_AFTER",
    "OFF",
    "OFFICE_LEAVING",
    "OPPOSITE_VERBS",
    "OTHERING_WORDS",
    "OTHERS_KIN_OWNERS",
    "OTHER_PARTIES",
    "OTHER_RECIPIENTS",
    "OUTCOME_MARKERS",
    "OUTCOME_PHRASES",
    "OVERSTATED_PHRASES",
    "OVERSTATING_LEMMAS",
    "OWN_PROGRESSIVES",
    "OWN_SPEECH_QUESTIONS",
    "PASSIVE_AUXILIARIES",
    "PAST_COPULAS",
    "PERSISTENCE_WORDS",
    "PERSON_ENDINGS",
    "PERSON_POSSESSIVES",
    "PLACE_DEICTICS",
    "PLACE_NOUNS",
    "PLACE_PREPOSITIONS",
    "PLACING_LEMMAS",
    "PLANNED_ARRIVALS",
    "PLAN_BRIDGES",
    "POINTED_AUXILIARIES",
    "POINTED_WRONG",
    "POINTING_BACK_WORDS",
    "POINTING_OBJECTS",
    "POINTING_SUBJECTS",
    "POSSESSIVE_LEAD_PATTERN",
    "PREDETERMINERS",
    "PREDICATIVE_WORDS",
    "PRESENT_USER_CONTRACTIONS",
    "PRO_FORMS",
    "PRO_VERB_BRIDGES",
    "PRO_VERB_LEMMAS",
    "PURSUING_LEMMAS",
    "PUT_OFF_PHRASES",
    "REACHING_LEMMAS",
    "READING_OUT_LEMMAS",
    "RECEDING_LEMMAS",
    "RECIPIENT_PREPOSITIONS",
    "RECOVERY_NOT_AFTER",
    "RECOVERY_PHRASES",
    "RECOVERY_WORDS",
    "REFERRING_OBJECTS",
    "REFUSING_VERBS",
    "RELEASE_LEMMAS",
    "RELOCATING_LEMMAS",
    "REMAINDER_CUES",
    "REMAINING_LEMMAS",
    "REMAINING_PHRASES",
    "REPLACING_WORDS",
    "RESIDING_LEMMAS",
    "RESTATING_LINKS",
    "RESULT_WORDS",
    "RESUMING_WORDS",
    "RETRACTED_DEMONSTRATIVES",
    "RETRACTION_CLOSERS",
    "RETURNING_LEMMAS",
    "REVISING_WORDS",
    "SAID_AGAIN_BEFORE",
    "SAID_CLAUSE_LEMMAS",
    "SAID_NOUNS",
    "SAMENESS_WORDS",
    "SAYING_ASPECTS",
    "SEEMED_LIKE",
    "SEEMING_LEMMAS",
    "SELF_INFLATING_PHRASES",
    "SELF_REFLEXIVES",
    "SETTLED_CLOSINGS",
    "SET_ASIDE_WORDS",
    "SET_AT_LINKS",
    "SHUTTING_LEMMAS",
    "SINCE_WORDS",
    "SLOT_PREPOSITIONS",
    "SMALL_DEGREES",
    "STAGE_ENDINGS",
    "STANDING_WORDS",
    "STATUS_QUO_AFTER",
    "STATUS_QUO_VERBS",
    "STAYING_LEMMAS",
    "STAY_BRIDGES",
    "STOPPED_OBJECT_LINKS",
    "STOPPING_VERBS",
    "SUBJECT_COPULAS",
    "SUFFERED_LOSSES",
    "SUPPOSED_BRIDGES",
    "SUPPOSING_BEFORE",
    "SURPRISE_WORDS",
    "SUSPECTING_LEMMAS",
    "SWITCHED_ONTO",
    "SWITCHING_LEMMAS",
    "TAKING_OVER",
    "TAKING_UP_LEMMAS",
    "TALKING_FORMS",
    "THING_ENDINGS",
    "THING_LEAD_PATTERN",
    "THING_PRONOUNS",
    "THINKERS",
    "TOPIC_SHIFTS",
    "TO_DO_MARKERS",
    "TRUTH_WORDS",
    "UNDONE_PHRASES",
    "UNTIL_LINKS",
    "USER_BE_CLITICS",
    "USER_PATTERN",
    "USING_FORMS",
    "VALUE_GIVING",
    "VERB_NEGATION_WORDS",
    "WEAK_TOPIC_WORDS",
    "WENT_FORMS",
    "WENT_SUBJECTS",
    "WENT_TO_ANOTHER",
    "WHEN_WORDS",
    "WHILE_WORDS",
    "WHY_SAID",
    "WINNING_LEMMAS",
    "WISHFUL_REPLIES",
    "WOULD_OR_HAD",
]

# --- fact texts (`fact`) ---------------------------------------------------------------------

#: "User" or "the user's" anywhere in a fact text: the fact names the user.
USER_PATTERN: re.Pattern[str] = re.compile(r"\b(?:the\s+)?user(?:['’]s)?\b", re.IGNORECASE)
#: A fact text that opens with an article and a noun other than "user" ("The roof leaks").
THING_LEAD_PATTERN: re.Pattern[str] = re.compile(r"\s*(?:the|a|an)\s+(?!users?\b)[^\W\d_]", re.IGNORECASE)
#: A fact text that opens with somebody's something ("User's boss", "Maya's school").
POSSESSIVE_LEAD_PATTERN: re.Pattern[str] = re.compile(r"\s*(?:the\s+)?[^\W\d_]+['’]s?\s", re.IGNORECASE)
#: A relation word after these is what somebody is ("works as a nurse", "is a doctor"), not a
#: person the fact is about.
PREDICATIVE_WORDS: frozenset[str] = frozenset(
    ["as", "is", "was", "are", "were", "be", "been", "became", "become", "becoming"]
)
#: Words that start a clause of the fact with its own subject ("... that moments like these bring").
EMBEDDING_WORDS: frozenset[str] = frozenset(
    ["who", "which", "whose", "whom", "that", "when", "because", "if", "while"]
)
#: Modals, which lemminflect also lists as past forms.
MODAL_FORMS: frozenset[str] = frozenset(["might", "could", "would", "should", "must"])
#: A fact that opens with these only says the user has something ("User has a sourdough starter").
HAVING_FORMS: frozenset[str] = frozenset(["has", "have", "owns", "own", "keeps", "keep", "had"])
#: A fact that opens with these says the user takes or uses something of theirs ("User takes
#: lisinopril", "User uses an inhaler"): had, when the user calls it theirs ("my lisinopril").
USING_FORMS: frozenset[str] = frozenset(["takes", "uses"])
#: lemma. Verbs a fact of having uses to give the name of what is had ("User has a daughter
#: named Mia"): the user says the name itself ("my daughter mia"), not the verb.
NAMING_LEMMAS: frozenset[str] = frozenset(["name", "call"])
#: Before a past participle these make it an adjective or a passive ("is married", "got engaged"),
#: not a past tense.
BECOMING_FORMS: frozenset[str] = frozenset(
    ["is", "are", "am", "be", "been", "being", "get", "gets", "getting", "become", "becomes"]
)
#: "years" and "old" of "58 years old": part of how an age is said, not content.
AGE_WORDS: frozenset[str] = frozenset(["years", "year", "old"])

#: lemma phrases. Verbs of stopping or not doing, which negate what follows them ("gave up
#: smoking", "skipped the gym", "packed in the job", "never got round to"): the first word is a
#: lemma, any particles follow as said.
STOPPING_VERBS: tuple[tuple[str, ...], ...] = (
    ("stop",),
    ("quit",),
    ("skip",),
    ("avoid",),
    ("cease",),
    ("abandon",),
    ("give", "up"),
    ("pack", "in"),
    ("cut", "out"),
    ("pull", "out", "of"),
    ("drop", "out", "of"),
    ("back", "out", "of"),
    ("call", "off"),
    ("cancel",),
)

#: lemma phrases. Verbs that call off a plan or drop a thing, beside STOPPING_VERBS, read only
#: in a later turn of the user that names what the fact is about ("scrapped the cruise",
#: "ditching the choir", "shelved the move"): in the statement's own turn they are left alone,
#: because there they may be what the user did ("we ditched the car and took the train").
CANCELLING_VERBS: tuple[tuple[str, ...], ...] = (
    ("scrap",),
    ("ditch",),
    ("shelve",),
    ("axe",),
    ("put", "off"),
    ("postpone",),
    ("put", "a", "stop", "to"),
    # somebody's decision against the plan ("they've withdrawn the offer", "the committee voted
    # against it")
    ("withdraw",),
    ("vote", "against"),
    # said of a thing by anybody, what STOPPING_VERBS also hold for the user's own acts
    ("cancel",),
    ("call", "off"),
    # idioms of calling a plan off ("they pulled the plug on it", "we knocked that on the head");
    # the preposition that ends one may be left unsaid ("the charity pulled the plug")
    ("pull", "the", "plug", "on"),
    ("knock", "on", "the", "head"),
)
#: lemma phrases. Verbs of somebody else's refusal ("the council turned it down", "they knocked
#: it back", "they refused my leave", "they rejected the application"): in the user's next turn,
#: said by somebody other than the user of what was said or of a definite thing, the plan may be
#: off (`reactions`). Not the user's own ("i turned down the other offer" chose something else;
#: "i knocked it back" drank it).
REFUSING_VERBS: tuple[tuple[str, ...], ...] = (("turn", "down"), ("refuse",), ("reject",), ("knock", "back"))
#: low phrases. A correction that opens a later turn on its own, said with a denial ("wait no",
#: "no sorry", "actually no", "my bad"): the turn takes back what the user said before it. A
#: bare "no", "sorry" or "wait" is not one ("sorry, the dog's barking", "no, by train").
DENIAL_OPENINGS: frozenset[tuple[str, ...]] = frozenset(
    [("wait", "no"), ("no", "wait"), ("no", "sorry"), ("sorry", "no"), ("actually", "no"),
     ("no", "actually"), ("well", "no"), ("hang", "on", "no"), ("hold", "on", "no"), ("my", "bad"),
     ("oops",), ("correction",), ("i", "misspoke"), ("scratch", "that"), ("let", "me", "rephrase")]
)  # fmt: skip

#: low. After a negation these make it exceptive, an "only" ("nothing but good stuff", "no one
#: except my sister"): what follows is asserted, not denied.
EXCEPTIVE_WORDS: frozenset[str] = frozenset(["but", "except", "besides"])
#: low. Negated perfect auxiliaries ("I haven't been since my surgery"): said of the user in the
#: turn after a present habit, the habit may have lapsed.
NEGATED_PERFECTS: frozenset[str] = frozenset(["havent", "hasnt"])
#: key. In a negated perfect, a word that says for how long it has not happened ("since my
#: surgery", "in years", "for ages"); "I haven't done pottery yet" is no lapse.
LAPSE_SPANS: frozenset[str] = frozenset(["since", "year", "month", "week", "ages", "while", "decade"])
#: low. A turn that opens with one of these, after interjections, says no ("nah, ...", "yeah
#: no", "not on your life"); when the assistant asked nothing to say no to, it denies what the
#: user said before.
NEGATIVE_ANSWERS: frozenset[str] = frozenset(["no", "nah", "nope", "not"])
#: low. Adverbs that complete an elliptical "not" as an answer ("not really", "not yet", "not at
#: all", "not much"), or lead the clause after it ("not really | just remember ...").
ANSWER_ADVERBS: frozenset[str] = frozenset(
    ["really", "yet", "much", "exactly", "quite", "at", "all", "lately", "just", "anymore"]
)

# --- the user's words (`context`, `content`, `values`) -----------------------------------------

#: "I'm", "I've": present forms a past-tense check must not read as past.
PRESENT_USER_CONTRACTIONS: frozenset[str] = frozenset(["im", "ive"])
#: The user as the object of a clause about the listener ("you can call me Jo").
OBJECT_SELF: frozenset[str] = frozenset(["me", "us"])
#: low. The speaker's reflexives, which put the speaker in what is said of a role ("being a
#: diabetic | myself").
SELF_REFLEXIVES: frozenset[str] = frozenset(["myself", "ourselves"])
#: lemma. Verbs that give a thing an owner ("biscuit | belongs | to the neighbours"): said later
#: of the fact's thing with another owner than the user, the user may not have it
#: (`later.disowned_later`).
BELONGING_LEMMAS: frozenset[str] = frozenset(["belong"])
#: low. The preposition that names whom a thing belongs to.
BELONGING_TO = "to"
#: low. A word that compares what was said with the speaker right after it ("when you're eighty
#: seven | like | me"): the generic "you" before it takes the user in.
COMPARING_WORDS: frozenset[str] = frozenset(["like"])
#: low. Auxiliaries of a passive right before its participle ("i was | taught", "we got |
#: knocked off"): the subject is the one the act is done to (V6c).
PASSIVE_AUXILIARIES: frozenset[str] = frozenset(["was", "were", "been", "got", "get", "is", "am", "are"])
#: low. The preposition that names a passive's agent ("taught to swim | by | my dad").
AGENT_PREPOSITIONS: frozenset[str] = frozenset(["by"])
#: low. The preposition that makes the user one of those who did it ("my sister walked to the
#: beach | with | me"): both did it, whoever the fact puts first (V6c).
COMITATIVE_PREPOSITIONS: frozenset[str] = frozenset(["with"])
#: low. Prepositions that make the user the one an act is done for or given to ("my mum cooked
#: dinner | for | me", "she sent a card | to | me"); not "with", which makes both do it (V6c).
RECIPIENT_PREPOSITIONS: frozenset[str] = frozenset(["for", "to"])
#: Words before a bare verb that make it no order ("and forget that", "to forget that", "would
#: forget"): a retraction such as "forget that" then retracts nothing.
NOT_AN_ORDER_BEFORE: frozenset[str] = frozenset(
    ["and", "to", "or", "would", "could", "might", "will", "can", "should", "easy", "i", "we", "you", "they"]
)
#: "not quitting", "never qualified": a later turn that denies a word of the fact.
DENYING_WORDS: frozenset[str] = frozenset(["not", "never", "no"])
#: Words too general to show that a later turn is about the fact's topic.
WEAK_TOPIC_WORDS: frozenset[str] = frozenset(
    ["user", "get", "go", "have", "be", "do", "say", "make", "take", "thing", "really"]
)
#: Negations of a verb ("don't like", "never loved"), beside the negative contractions; "no" and
#: "nothing" negate a noun ("no doubt they'll love it").
VERB_NEGATION_WORDS: frozenset[str] = frozenset(["not", "never"])
#: Words between a number and the noun it counts ("two of the kids", "three of my cats").
COUNTED_NOUN_SKIPS: frozenset[str] = frozenset(
    ["of", "the", "those", "these", "my", "our", "his", "her", "their"]
)

#: lows. Words after which a clause follows as what a negated clause denies ("it's not like
#: I'm lonely", "not that I mind"); `claim.negation_just_before`.
COMPLEMENT_OPENERS: frozenset[str] = frozenset(["that", "like", "if", "whether"])
#: lows. Modal auxiliaries that turn a verb after them into a possibility, a wish, a habit that
#: is over or an obligation ("I'd | explore", "I used to | have", "I could | do"); the fact must
#: carry them; `claim.governing_words`.
MODAL_GOVERNORS: frozenset[str] = frozenset(
    ["would", "d", "could", "might", "may", "should", "must", "ought", "used", "shall", "wouldve", "couldve"]
)
#: lows. A subject with "would" or "had" contracted onto it, as a transcript without apostrophes
#: writes it ("id", "wed"): the modal governs the verb after it; `claim.governing_words`.
MODAL_SUBJECTS: frozenset[str] = frozenset(["id", "youd", "hed", "shed", "wed", "theyd"])
#: lows. What links a verb to the verb it governs inside a clause ("love to | hike", "dreaming
#: of | moving", "thinking about | retiring"); "love | hiking" states a liking; `claim.governing_words`.
INFINITIVE_LINKS: frozenset[str] = frozenset(["to", "of", "about"])
#: low phrases. Words that tell a finding ("turns out | it's just a sprain", "it turned out |
#: to be a cyst"): what follows is what the thing was found to be.
FINDING_PHRASES: tuple[tuple[str, ...], ...] = (("turns", "out"), ("turned", "out"), ("turn", "out"))
#: low. Words after a finding's subject that make what follows the lesser or other thing it
#: really is ("it's | just | a sprain", "it was | only | a cyst", "it's | actually | a
#: gelding"), not a detail added ("turns out it's a girl").
FOUND_LESSER: frozenset[str] = frozenset(["just", "only", "actually", "merely"])
#: lemma. Nouns that say a thing was never what it seemed ("it was a scam", "the email was a
#: fake", "it was all a wind up"): said of a pointing subject in a later turn, the fact may
#: never have held.
DECEIT_NOUNS: frozenset[str] = frozenset(
    ["scam", "hoax", "fake", "fraud", "prank", "con", "phishing", "windup"]
)
#: lemma. Verbs of suspecting before a word of deceit ("i thought | it was a scam"): a fear,
#: not a finding.
SUSPECTING_LEMMAS: frozenset[str] = frozenset(["think", "worry", "fear", "suspect", "wonder"])
#: low. The prepositions between a verb's pointing object and the value it sets it to ("hold it
#: | at | eight fifty", "knocked it down | to | eight hundred" reads "down" as the verb's).
SET_AT_LINKS: frozenset[str] = frozenset(["at", "to"])
#: lemma. Verbs of letting a person leave a place they were kept in ("they discharged her",
#: "he got released"): said in a later turn of a fact that puts somebody in a place.
RELEASE_LEMMAS: frozenset[str] = frozenset(["discharge", "release"])
#: low. Forms of "go" that say a thing went somewhere for good ("bramble | went | back to the
#: shelter", "the piano's | gone | to my niece").
WENT_FORMS: frozenset[str] = frozenset(["went", "gone"])
#: low. Pronoun and quantifier subjects that may stand for the fact's thing before "went" ("she
#: went back to the rescue", "both went to new homes").
WENT_SUBJECTS: frozenset[str] = frozenset(["it", "she", "he", "they", "both", "all", "its", "shes", "hes"])
#: low pairs. What after "went" says it went to another keeper whatever follows ("went | back to |
#: the shelter", "went | home with | them").
WENT_TO_ANOTHER: frozenset[tuple[str, str]] = frozenset([("back", "to"), ("home", "with")])
#: low. Nouns after "went to" that are a new keeper ("went to | their new home", "went to | new
#: owners"), where a place would be a visit ("went to the vet").
NEW_KEEPER_NOUNS: frozenset[str] = frozenset(["home", "homes", "owner", "owners", "family", "families"])
#: low. The infinitive's "to" ("i'd like my son | to | come home"): after "would like" a thing
#: and a "to" are wished; a clause without it was told after a filler "like".
INFINITIVE_TO = "to"
#: lemmas. A fact that says one of these carries the "would" or "had" of "I'd"; `claim.governing_words`.
WOULD_OR_HAD: frozenset[str] = frozenset(["would", "had", "have"])

# --- a later turn that points back at the statement (`later.pointing_back_turn`) --------------

#: low. Words that, as the subject of a retraction at the start of the next turn, stand for the
#: statement just made ("oh wait no | that | fell through", "it's off now").
POINTING_SUBJECTS: frozenset[str] = frozenset(["that", "thats", "this", "it", "its"])
#: low. Auxiliaries and adverbs that may stand between a pointing subject and its retraction
#: ("that's all | fallen through", "it was | cancelled", "that has now | been called off").
POINTED_AUXILIARIES: frozenset[str] = frozenset(
    ["is", "was", "has", "had", "been", "got", "gets", "all", "now", "just", "kind", "of", "sort"]
)
#: low. What an elided verb phrase may leave after its negation ("she won't | need to", "he
#: can't | now", "we aren't | any more", "he won't | be able to", "she can't | make it"): with
#: nothing else before the clause ends, the negation denies the verb phrase said before
#: (`takeback.elliptical_denial`).
ELLIPSIS_LEFTOVERS: frozenset[str] = frozenset(
    ["now", "anymore", "any", "more", "longer", "after", "all", "need", "to", "be", "able", "have", "going",
     "gonna", "either", "then", "though", "sadly", "actually", "really", "so", "make", "it"]
)  # fmt: skip
#: low. Words of degree between a denial and what it denies ("no | more | dialysis", "no | longer
#: | driving"): the word after them is the one denied (`later._denied_at`).
DENIAL_DEGREES: frozenset[str] = frozenset(["more", "longer"])
#: low. Adverbs that may close a clause after a retraction's predicate ("the gig's off | now",
#: "the trip's off | actually"): nothing of the clause goes on (`later._after_be_clitic`).
RETRACTION_CLOSERS: frozenset[str] = frozenset(["now", "actually", "though", "then", "again", "sadly"])
#: low phrases. The user got the statement itself wrong ("i read it wrong", "i had that all
#: wrong", "got it backwards"): a pointing word and a word of error.
POINTED_WRONG: tuple[tuple[str, ...], ...] = (
    ("it", "wrong"),
    ("that", "wrong"),
    ("it", "all", "wrong"),
    ("that", "all", "wrong"),
    ("it", "backwards"),
    ("that", "backwards"),
    ("it", "the", "wrong", "way", "round"),
    ("it", "mixed", "up"),
    ("them", "mixed", "up"),
    # the particle after the pointing word ("i mixed that up"), or no object ("i got mixed up")
    ("mixed", "that", "up"),
    ("mixed", "it", "up"),
    ("mixed", "them", "up"),
    ("got", "mixed", "up"),
)
#: lemma. Verbs with which the user owns an error in a thing they name ("i | got | the date
#: wrong", "i | had | the name wrong"): `later._named_error`.
ERROR_HOLDING_LEMMAS: frozenset[str] = frozenset(["get", "have"])
#: low. Words of error after the thing named ("got the date | wrong", "had the days | backwards").
ERROR_WORDS_AFTER: frozenset[str] = frozenset(["wrong", "backwards"])
#: low phrases. A question of what the user is saying, now: they disown the saying ("what am i
#: saying", "what am i on about"); "what was i saying" only lost the thread (`later`).
OWN_SPEECH_QUESTIONS: tuple[tuple[str, ...], ...] = (
    ("what", "am", "i", "saying"),
    ("what", "am", "i", "on", "about"),
    ("what", "am", "i", "talking", "about"),
    ("what", "are", "we", "saying"),
)
#: low phrases. Why the user said it ("no idea why i said that", "why did i say that").
WHY_SAID: tuple[tuple[str, ...], ...] = (("why", "i", "said"), ("why", "did", "i", "say"))
#: low. Who only thought it ("i | thought i had but ...", "we | thought so till ...").
THINKERS: frozenset[str] = frozenset(["i", "we"])
#: low. Words before "i thought" that close a clause on it ("or so | i thought").
AS_THOUGHT_OPENERS: frozenset[str] = frozenset(["so", "or"])
#: low. Links after an echoed thought that say when it stopped being so ("i thought we were |
#: till the letter came").
UNTIL_LINKS: frozenset[str] = frozenset(["till", "until", "til"])
#: low. Talk with a bare noun for its worth ("i'm talking rubbish"), after OWN_PROGRESSIVES.
TALKING_FORMS: frozenset[str] = frozenset(["talking", "spouting"])
#: low. The user's own progressive before TALKING_FORMS ("i'm | talking", "i was | talking").
OWN_PROGRESSIVES: frozenset[str] = frozenset(["im", "am", "was", "been"])
#: lemma. Verbs of getting something wrong that need no object ("no sorry, i misread",
#: "i misheard the nurse"): said at the start of the next turn, they take the statement back.
MISTAKING_LEMMAS: frozenset[str] = frozenset(
    ["misread", "mishear", "misremember", "misunderstand", "misspeak", "miscount", "muddle"]
)
#: low. Words before a word of error that make the error a habit ("i always get that wrong"),
#: not an error in what was just said.
HABITUAL_ERRORS: frozenset[str] = frozenset(["always", "usually", "often", "sometimes", "keep", "forever"])
#: low. Words right after a word of error that say what else the error was in ("i get that
#: wrong | with the gas bill", "got it wrong | about the date of the party").
ERROR_ELSEWHERE: frozenset[str] = frozenset(["with", "about", "for", "when", "on"])
#: low. The listener as a subject: "you got it wrong" blames the assistant's reading, not the
#: user's statement.
LISTENER_FORMS: frozenset[str] = frozenset(["you", "youve", "youre", "ya"])

# --- discourse moves of a later turn that undo a statement (`takeback`) -----------------------

#: lemma. Verbs of saying something untrue on purpose or in fun, said by the user of themselves
#: in a later turn ("i lied", "i was exaggerating", "i made that up", "i was winding you up"):
#: an admission that what they said is not so. Negated they reassure ("i'm not kidding").
ADMITTING_LEMMAS: frozenset[str] = frozenset(
    ["lie", "fib", "exaggerate", "embellish", "overstate", "kid", "joke", "tease", "bluff", "fabricate"]
)
#: low. Words that may stand between the user and a verb of `ADMITTING_LEMMAS` ("i | was only |
#: kidding", "we were | just | joking").
ADMISSION_BRIDGES: frozenset[str] = frozenset(["was", "were", "been", "just", "only", "totally", "actually"])
#: low. Nouns and adjectives of untruth that a pointing subject is said to be ("that's a lie",
#: "that was an exaggeration", "it's all made up", "that's rubbish actually").
FALSITY_WORDS: frozenset[str] = frozenset(
    ["lie", "lies", "fib", "untrue", "false", "exaggeration", "overstatement", "fiction", "porky"]
)
#: lemma. Verbs of looking a value up or measuring it ("i reread the pdf and it's fifty eight",
#: "we measured him against the door, five eleven", "the app says six forty"): a value of the
#: fact's type found so in a later turn is how a value said from memory gets put right
#: (`later.checked_value_later`).
CHECKING_LEMMAS: frozenset[str] = frozenset(
    ["check", "reread", "measure", "weigh", "count", "recount", "look"]
)
#: lemma. The verbs of `CHECKING_LEMMAS` whose object is the thing measured, not where a value
#: was looked up ("i weighed | the dog", against "i checked | the bill"): a value found so of a
#: thing the fact does not name is that thing's.
MEASURING_LEMMAS: frozenset[str] = frozenset(["measure", "weigh", "count", "recount"])
#: lemma. Verbs by which a thing read shows a value ("it says six forty", "that showed
#: seventy one"): a value found so only after a pointing subject, since a person who says a
#: value reports it (`later.checked_value_later`).
READING_OUT_LEMMAS: frozenset[str] = frozenset(["say", "show", "read"])
#: low. Words of truth a pointing subject is said not to be ("that's not true", "it isn't
#: right", "that wasn't strictly accurate"): the same admission, said with a negation.
TRUTH_WORDS: frozenset[str] = frozenset(["true", "right", "correct", "accurate", "so", "case"])
#: lemma. Verbs of saying: the user naming a word of what they said ("well i say booked",
#: "i said twenty but it's twelve", "did i say june?") holds that word up as the wrong one.
MENTIONING_LEMMAS: frozenset[str] = frozenset(["say", "call"])
#: low. Before "i said" these make it a reaffirmation ("like i said, ...", "as i said"), not a
#: word held up as wrong.
SAID_AGAIN_BEFORE: frozenset[str] = frozenset(["like", "as", "what"])
#: low phrases, as the raw words are said (the normaliser reads "that's that" as a repetition).
#: An outcome said as settled ("so that's that", "that's the end of that", "back to square
#: one"): after an obstacle in the same turn, the plan or state spoken of is over.
SETTLED_CLOSINGS: tuple[tuple[str, ...], ...] = (
    ("thats", "that"),
    ("that", "is", "that"),
    ("that", "was", "that"),
    ("end", "of", "that"),
    ("back", "to", "square", "one"),
    ("so", "much", "for", "that"),
)
#: low phrases. A recipient other than the user ("they gave it to someone else", "sold to
#: somebody else"): what the fact says the user got or will get went elsewhere.
OTHER_RECIPIENTS: tuple[tuple[str, ...], ...] = (
    ("to", "someone", "else"),
    ("to", "somebody", "else"),
    ("to", "another"),
)
#: low phrases. Another party named right after a verb of choosing (`CHOOSING_LEMMAS`: "they
#: picked someone else", "the seller accepted another offer", "the nursery went with another
#: family"): what the fact says the user got or will get went to them. "picked us over someone
#: else" names the user first, so it is not read.
OTHER_PARTIES: tuple[tuple[str, ...], ...] = (("someone", "else"), ("somebody", "else"), ("another",))
#: low. Words that set a thing apart from another of its kind ("the | other | job", "a |
#: different | flat"): a later turn's thing so described is not the fact's (the tagger reads
#: "other" as a noun, so the describing-word test misses it; `takeback._otherwise_described`).
OTHERING_WORDS: frozenset[str] = frozenset(["other", "another", "different"])
#: lemma. Verbs of choosing between parties ("picked", "chose", "accepted", "went | with").
CHOOSING_LEMMAS: frozenset[str] = frozenset(
    ["pick", "choose", "select", "accept", "prefer", "hire", "appoint"]
)
#: lemma phrase. A choosing said with "go" ("went with another family").
GOING_WITH: tuple[str, str] = ("go", "with")
#: low. A contrast that opens a clause saying the fact again after something else was taken
#: low phrase. What closes a choice made ("cardiff it is", "brisbane it is"): the word before it
#: low. A later turn's word for a replacement ("we're doing the loft instead"): said beside a
#: thing of the fact, what the fact says may have been replaced (`later.replaced_instead`).
INSTEAD_WORDS: frozenset[str] = frozenset(["instead"])
#: low phrases. How things came out ("it ended up being remote", "in the end we went with the
#: hall", "the house fell through", "these days it's the sudoku"): beside a thing of the fact,
#: the outcome may have replaced what it says.
OUTCOME_PHRASES: tuple[tuple[str, ...], ...] = (
    ("ended", "up"),
    ("in", "the", "end"),
    ("these", "days"),
    ("turned", "out"),
    ("as", "it", "turns", "out"),
    ("fell", "through"),
)
#: is the one decided on, whatever an earlier "forget that one" dropped.
DECISION_TAIL: tuple[str, ...] = ("it", "is")
#: back ("... winding you up about the tickets, but yeah my twin's a mechanic").
RESTATING_LINKS: frozenset[str] = frozenset(["but", "still", "though"])
#: low. Question words a bare name or day answers ("Which island?" "lanzarote"; "When is it?"
#: "thursdays"): after such a question, a turn that opens with one is an answer, not a correction.
FILLING_WH_WORDS: frozenset[str] = frozenset(["which", "where", "when", "who", "whereabouts"])
#: low. Question words a bare number answers ("How old is she?" "six, six in may"): after such a
#: question a number opening the next turn is an answer. Not "what": "What are their names?"
#: asks no number, and "two, two cats" after it puts the count right.
COUNTING_WH_WORDS: frozenset[str] = FILLING_WH_WORDS | frozenset(["how"])
#: low. Words of assent that, beside one word of the fact, say it again ("but twins yes").
AFFIRMING_WORDS: frozenset[str] = frozenset(["yes", "yeah", "yep", "still", "definitely", "aye", "ja"])
#: low. Words that say a thing is as it was: before a value they keep only the value ("we've
#: grabbed a flat instead for the | same | two weeks"), not the fact.
SAMENESS_WORDS: frozenset[str] = frozenset(["same"])
#: low. Words that say a thing goes on as it was ("i'm | still | coaching them", "| same |
#: office, just a new builder"): right before a word of the fact, in a clause with no negation,
#: the user's last word on the fact is that it holds. Not "stay": "we've decided to stay home"
#: is the change itself.
CONTINUING_WORDS: frozenset[str] = frozenset(["still"]) | SAMENESS_WORDS
#: lemma. Verbs right after a word of the fact, ending their clause, that say it holds as it was
#: ("they said no way, august | stays", "the twenty ninth | stands"): the user's last word on it
#: (`takeback.restated_after`). After the fact's word, unlike "decided to stay home" above.
STAYING_LEMMAS: frozenset[str] = frozenset(["stay", "remain", "stand"])
#: lemma phrases. Verbs of aspect that say a doing or a state goes on ("we'll | keep | fostering",
#: "i'm | carrying on with | the b and b", "so no, | staying on | warfarin", "| sticking with | the
#: choir"): before a word of the fact, in a clause with no negation, the user's last word on the
#: fact is that it holds. The first word is a lemma, any particles follow as said. Of a fact that
#: is itself a change or an ending ("User is selling the bike", "User is quitting smoking") they
#: say the change did not happen, so they restate only a fact with no such verb. Not "go on": "the
#: hamstring | went on | the long run" tells of an event.
CONTINUING_VERBS: tuple[tuple[str, ...], ...] = (
    ("keep",),
    ("keep", "on"),
    ("continue",),
    ("continue", "to"),
    ("continue", "with"),
    ("carry", "on"),
    ("carry", "on", "with"),
    ("stay",),
    ("stay", "on"),
    ("stay", "at"),
    ("stay", "in"),
    ("stay", "with"),
    ("remain",),
    ("remain", "at"),
    ("remain", "in"),
    ("remain", "on"),
    ("stick", "with"),
    ("stick", "at"),
)
#: low. Words that after "still" say a plan or a standing goes on, when a word of the fact is
#: their subject ("the op's still | on", "the house is still | up").
STANDING_WORDS: frozenset[str] = frozenset(["on", "up", "happening", "ahead"])
#: low. Words of error or apology in a turn that gives a thing of the fact another value ("aiyo
#: wrong, the exam is the eleventh", "sorry, the rent is twelve fifty"): the new value corrects.
ERROR_WORDS: frozenset[str] = frozenset(
    ["wrong", "mistake", "mistaken", "muddled", "sorry", "misspoke", "oops"]
)
#: lemma. Verbs that link a thing to its value as a copula does ("the exam stays on the
#: eleventh", "the rent remains twelve fifty"), beside the verbs that move a value
#: (`RESCHEDULE_VERBS`: "the scan got moved to the ninth").
REMAINING_LEMMAS: frozenset[str] = frozenset(["be", "stay", "remain"])
#: low. Words that may stand between the user and a verb of saying when the saying is a habit or
#: goes on ("i keep saying fourteen but ...", "ive been saying june", "i always say forty"): the
#: word is still held up as the wrong one.
SAYING_ASPECTS: frozenset[str] = frozenset(["keep", "kept", "been", "always", "just", "still"])
#: low. Words that close the time a state held ("two years until christmas", "i was, till
#: monday"): said right after the fact's value or after a bare past clause, the state has ended.
ENDING_LINKS: frozenset[str] = frozenset(["until", "till", "til"])
#: low. Past auxiliaries and copulas that, said bare after a subject, stand for a whole clause in
#: the past ("well he was", "i was, until monday", "we did, once"): after a fact said of now, the
#: user puts it in the past.
ELLIPTICAL_PAST: frozenset[str] = frozenset(["was", "were", "did", "had"])
#: low. Openers that hedge what follows as a correction ("centre back, well he was, ..."): before a
#: bare past clause they say the state no longer holds.
HEDGING_OPENERS: frozenset[str] = frozenset(["well", "least"])
#: lemma. Words that announce a change ("it's changed actually", "there's been a change", "change
#: of plan"): said of a pointing or empty subject, what was said before has another value now.
CHANGE_LEMMAS: frozenset[str] = frozenset(["change", "alter"])
#: low. Subjects a change may be announced of without naming a thing ("it's changed", "there is a
#: change", "things have changed", "plans changed").
CHANGE_SUBJECTS: frozenset[str] = frozenset(
    ["it", "its", "that", "thats", "there", "theres", "things", "plans", "plan", "everything"]
)
#: low. Words that may stand between such a subject and the change ("there | is a | change",
#: "things | have all | changed", "theres | been a bit of a | change").
CHANGE_BRIDGES: frozenset[str] = frozenset(
    [
        "is",
        "was",
        "has",
        "have",
        "had",
        "been",
        "a",
        "bit",
        "of",
        "all",
        "just",
        "now",
        "got",
        "slight",
        "big",
    ]
)
#: low. What may follow an announced change for it to stand alone as one ("it's changed |
#: actually", "there's a change | of plan", "things have changed | now"): anything else makes it a
#: change of something named ("a change in my hours").
CHANGE_CLOSERS: frozenset[str] = frozenset(["actually", "now", "though", "since", "plan", "plans", "of"])
#: low. Words that put something in the place of another ("i'm doing a masters instead"): in a
#: later turn of the user, what the fact says has been replaced.
REPLACING_WORDS: frozenset[str] = frozenset(["instead"])
#: low phrases. Markers of how something turned out ("in the end", "as it turned out", "turns
#: out"): a later turn that reports an outcome may say the plan or state went otherwise.
OUTCOME_MARKERS: tuple[tuple[str, ...], ...] = (
    ("in", "the", "end"),
    ("turns", "out"),
    ("turned", "out"),
    ("after", "all"),
    ("as", "it", "happens"),
)
#: lemma. Verbs that, with "back" after their object, undo a getting ("we had to take him back
#: to the rescue", "i gave it back", "sent them back"): what the fact says the user has or got
#: is no longer theirs.
RETURNING_LEMMAS: frozenset[str] = frozenset(["take", "give", "send", "hand", "bring"])
#: lemma. Verbs of coming to have something, beside having ("we got a puppy", "i bought a van",
#: "they adopted a cat"): a fact said with one of them may be undone by a returning.
GETTING_LEMMAS: frozenset[str] = frozenset(["have", "own", "get", "buy", "adopt", "win", "keep", "rescue"])
#: lemma. Verbs of coming to have something, before a definite object in a question ("should i
#: have | the knee replacement", "should i get | the puppy"): the question asks about getting
#: it, so the object is not taken as had (`claim._asked_object`); "keep" and "own" say it is.
ACQUIRING_LEMMAS: frozenset[str] = frozenset(
    ["have", "get", "buy", "adopt", "book", "order", "choose", "pick"]
)
#: low. Object pronouns that may stand for what the fact says the user got ("take | him | back").
THING_PRONOUNS: frozenset[str] = frozenset(["him", "her", "it", "them"])
#: low. Prepositions between a particle verb of stopping and a pronoun for what is stopped
#: ("we gave up | on | that", "i backed out | of | it"): the pronoun is still its object.
STOPPED_OBJECT_LINKS: frozenset[str] = frozenset(["on", "of", "with"])
#: low. Pronouns that stand for a thing or an activity said before ("i'm not doing | it", "we
#: gave up on | that"); "him", "her" stand for a person.
REFERRING_OBJECTS: frozenset[str] = frozenset(["it", "that", "this", "them"])
#: lemma. A verb that stands for the activity a pronoun object refers back to ("i'm not | doing |
#: it", "we don't | do | that anymore"): denied by the fact's subject, the activity is off.
PRO_VERB_LEMMAS: frozenset[str] = frozenset(["do"])
#: low. Words between a subject and a pro-verb that keep it the subject's own act ("i'm not |
#: going to | do it", "we're | just | not doing it"); a negation among them is required.
PRO_VERB_BRIDGES: frozenset[str] = frozenset(
    ["not", "going", "to", "gonna", "just", "really", "be", "even", "never", "dont", "wont", "didnt", "cant",
     "doesnt", "aint", "isnt", "arent", "anymore"]
)  # fmt: skip
#: low phrases. Words after a negated verb that say its doing stopped ("i don't play |
#: anymore"): `later._no_longer_after`.
NO_LONGER_AFTER: tuple[tuple[str, ...], ...] = (("anymore",), ("any", "more"))
#: low phrases. An elliptical clause that says a state stopped holding, standing on its own
#: ("she moved away, so, | not anymore", "| no longer |, sadly"): of the state the turn refers back
#: to, unless it answers the assistant's yes/no question about something else.
NO_LONGER_PHRASES: tuple[tuple[str, ...], ...] = (
    ("not", "anymore"),
    ("not", "any", "more"),
    ("no", "longer"),
    ("not", "these", "days"),
    ("not", "nowadays"),
    ("used", "to"),  # "we meet every thursday" ... "used to, the group folded"
)
#: low phrases. A reply, standing on its own, that the statement was only wished ("i'm 45" ...
#: "ha, i wish", "if only"): what it says does not hold (`takeback`, as `NO_LONGER_PHRASES`).
WISHFUL_REPLIES: tuple[tuple[str, ...], ...] = (
    ("i", "wish"),
    ("if", "only"),
    ("in", "my", "dreams"),
    ("dream", "on"),
    ("i", "should", "be", "so", "lucky"),
)
#: low phrases. A reply that opens by disowning the statement before it ("ha, i wish, it was a
#: scratch card", "as if", "yeah right, i can barely lift the shopping", "don't i wish"): the
#: wishful replies, said with more after them, and disbelief in one's own words.
DISAVOWALS: tuple[tuple[str, ...], ...] = (
    *WISHFUL_REPLIES,
    ("dont", "i", "wish"),
    ("as", "if"),
    ("yeah", "right"),
)
#: low. Words of a question that ask back in surprise alone ("Really?", "What? Seriously?", "No
#: way, honestly?"): asked of the statement itself (`later.echo_denied`).
SURPRISE_WORDS: frozenset[str] = frozenset(
    ["really", "seriously", "honestly", "truly", "way", "sure", "what"]
)
#: lemma phrases. Losses that befall their subject rather than acts of giving up ("she lost the
#: baby", "he lost the house"): said of the fact's person, what the fact says of them may no
#: longer hold (held: the lost thing need not be the fact's).
SUFFERED_LOSSES: tuple[tuple[str, ...], ...] = (("lose",),)
#: low. Past auxiliaries that, after a subject, put an intention in the past ("we | were | going
#: to move", "that | was | the plan").
INTENTION_PAST: frozenset[str] = frozenset(["was", "were", "had"])
#: low phrases. What follows such an auxiliary to make an intention that did not come about ("we
#: were | going to | move to leeds", "i was | supposed to | start monday", "that was | the plan"):
#: said later of what the fact plans or says is so, the plan is off.
INTENTIONS: tuple[tuple[str, ...], ...] = (
    ("going", "to"),
    ("supposed", "to"),
    ("meant", "to"),
    ("planning", "to"),
    ("planned", "to"),
    ("hoping", "to"),
    ("the", "plan"),
    ("the", "idea"),
)
#: lemma. Verbs of speaking that make "i was going to" an aside ("i was going to say, ..."), not
#: an intention given up.
INTENTION_ASIDES: frozenset[str] = frozenset(["say", "ask", "tell", "mention"])
#: low phrases. A change said to hold from now on ("from now on it's night", "as of monday"):
#: what the fact said may have been replaced.
FORWARD_CHANGES: tuple[tuple[str, ...], ...] = (
    ("from", "now", "on"),
    ("as", "of", "now"),
    ("going", "forward"),
    ("from", "here", "on"),
)
#: low. Auxiliaries and adverbs that may stand between a subject and a verb of stopping ("he | has
#: just | packed it in", "we | finally | cancelled it", "she | went and | called it off").
ENDING_BRIDGES: frozenset[str] = frozenset(
    ["has", "have", "had", "just", "already", "finally", "now", "went", "and", "actually", "been", "got",
     "then"]
)  # fmt: skip
#: lemma. Verbs of going to something, whose gerund after a verb of stopping stands for the
#: activity ("i stopped | going", "she quit | attending").
ATTENDING_LEMMAS: frozenset[str] = frozenset(["go", "attend"])
#: low. Words after a stopping that say it was taken up again ("i gave it up but i'm back at it",
#: "he quit then started again"): the stopping alone does not end the fact.
RESUMING_WORDS: frozenset[str] = frozenset(["again", "back", "restarted", "resumed"])
#: low. Words that may open a clause before its subject ("so | we cancelled it", "but | it fell
#: through", "anyway | he's packed it in"), beside interjections; anything else before the
#: subject names something of its own ("the white one | i've stopped") or restricts it ("yes
#: except | it's cancelled every strike day").
CLAUSE_OPENERS: frozenset[str] = frozenset(
    ["and", "but", "so", "then", "cause", "because", "anyway", "anyways", "now", "actually", "sadly"]
)
#: lemma phrases -> what they end. Events that end a state of their subject ("she passed away",
#: "we split up", "i got let go", "we moved out", "i was made redundant"): the first word is a
#: lemma, any particles follow as said. Each ends one domain (`ENDED_DOMAINS`): a job loss ends
#: a fact of work, not "User has two kids"; a death ends any fact of the person.
ENDING_EVENTS: tuple[tuple[tuple[str, ...], str], ...] = (
    (("die",), "life"),
    (("pass", "away"), "life"),
    (("pass", "on"), "life"),
    (("split", "up"), "partner"),
    (("break", "up"), "partner"),
    (("divorce",), "partner"),
    (("separate",), "partner"),
    (("move", "out"), "home"),
    (("move", "away"), "home"),
    (("let", "go"), "work"),
    (("lay", "off"), "work"),
    (("sack",), "work"),
    (("fire",), "work"),
    (("make", "redundant"), "work"),
    # the noun idioms of a job lost or left ("i got the sack", "i handed in my notice")
    (("get", "the", "sack"), "work"),
    (("get", "the", "boot"), "work"),
    (("hand", "in", "my", "notice"), "work"),
    (("retire",), "work"),
    (("resign",), "work"),
)
#: lemma. Verbs of taking up something new ("User is starting a new job at the council", "User
#: joins the fire service in May"): an ending event of the fact's domain that names nothing of
#: it is the old thing left for the new one ("the medical was fine so i handed in my notice
#: today"; `takeback._ended_by_event`).
TAKING_UP_LEMMAS: frozenset[str] = frozenset(["start", "begin", "join"])
#: domain -> lemma. The words a fact of each domain says ("User works at the library", "User has
#: a boyfriend called Jamie", "User lives in a flat in Croydon"); "life" needs none (a person's
#: death ends every fact of them).
ENDED_DOMAINS: dict[str, frozenset[str]] = {
    "work": frozenset(
        ["work", "job", "employ", "shift", "career", "office", "company", "firm", "boss", "colleague",
         "position", "post", "contract", "volunteer", "run", "manage", "coach", "teach"]
    ),
    "partner": frozenset(
        ["boyfriend", "girlfriend", "partner", "wife", "husband", "marry", "married", "engage", "engaged",
         "fiance", "fiancee", "see", "date", "relationship", "together", "live"]
    ),
    "home": frozenset(["live", "rent", "stay", "flat", "house", "home", "lodge", "apartment", "share"]),
    "life": frozenset(),
}  # fmt: skip
#: lemma phrases. Events that take a thing from the user ("we sold it", "i gave the bike away",
#: "got rid of it", "it got stolen", "it got written off"), or taken out of the body ("they
#: removed it in january", "the dentist extracted the tooth", "the surgeon cut it out"): what the
#: fact says the user has is no longer theirs.
LOSING_EVENTS: tuple[tuple[str, ...], ...] = (
    ("sell",),
    ("remove",),
    ("extract",),
    ("cut", "out"),
    ("give", "away"),
    ("get", "rid", "of"),
    ("write", "off"),
    ("steal",),
    ("scrap",),
    ("trade", "in"),
)
#: lemma phrases. Events that end a thing or a person *named* in a later turn, whoever does them
#: (`endings.thing_ended`): a death ("biscuit died", "frank passed away"), a place shut ("the
#: co-op closed down", "they shut the pool for good"), a thing sold, scrapped or pulled down by
#: anyone ("my husband sold the caravan"), a plan put off or called off ("we've had to put
#: portugal off"), a medicine taken away ("the doctor took me off metformin"). Said of what the
#: fact names, the fact may no longer hold; the user decides in review. A bare "pass" is read
#: only when nothing is passed
#: (`INTRANSITIVE_ENDINGS`: "kiwi passed last night", not "she passed her test").
THING_ENDINGS: tuple[tuple[str, ...], ...] = (
    ("die",),
    ("pass", "away"),
    ("pass",),
    ("close",),
    ("close", "down"),
    ("shut",),
    ("shut", "down"),
    ("sell",),
    ("scrap",),
    ("demolish",),
    ("knock", "down"),
    ("pull", "down"),
    ("put", "down"),
    ("go", "bust"),
    ("go", "under"),
    ("put", "off"),
    ("call", "off"),
    ("cancel",),
    ("postpone",),
    ("take", "off"),
    ("leave",),
    ("quit",),
    ("drop", "out", "of"),
    ("stop",),
    ("end",),
    ("finish",),
    ("fold",),
    ("disband",),
)
#: lemma phrases. The endings of `THING_ENDINGS` a person does to their own doing ("she's left
#: the bank", "he quit the band"): they end the fact only when said of the fact's own subject
#: ("his friend quit the other band" ends nothing of the son's).
PERSON_ENDINGS: frozenset[tuple[str, ...]] = frozenset([("leave",), ("quit",), ("drop", "out", "of")])
#: low phrases. What a correction says right before the value it gives at the end of its turn
#: ("sorry no i got that wrong, | it's | physics", "it was | the tuesday").
VALUE_GIVING: tuple[tuple[str, ...], ...] = (("its",), ("it", "is"), ("it", "was"))
#: lemma. Verbs that with "off" end being on something (a medicine, a diet, a list): "i came
#: off it", "they took me off the statins", "she went off them", "i got off it in the end"; a
#: form of "be" says the same as a state ("i've been off them since june").
COMING_OFF_LEMMAS: frozenset[str] = frozenset(["come", "go", "get", "take"])
#: lemma. Verbs of seeming that, with "like" after them, give a value as it seemed, not as it
#: was ("it felt like a thousand", "it looked like forty"): said again so, the value is set
#: aside for the one that follows.
SEEMING_LEMMAS: frozenset[str] = frozenset(["feel", "seem", "look", "sound"])
#: low. The word after a verb of seeming that a value it seemed follows (`SEEMING_LEMMAS`).
SEEMED_LIKE: str = "like"
#: low. The particle that ends being "on" something (`COMING_OFF_LEMMAS`).
OFF: str = "off"
#: lemma. Verbs that put somebody on another thing in place of what they were on ("they
#: switched me to the patches", "the doctor changed me to the tablets", "i swapped onto the
#: oat milk", "they put me on the apixaban").
SWITCHING_LEMMAS: frozenset[str] = frozenset(["switch", "change", "swap", "move", "put"])
#: low. What a switch puts somebody on or to ("to the patches", "onto the tablets", "on the
#: apixaban").
SWITCHED_ONTO: frozenset[str] = frozenset(["to", "onto", "on"])
#: lemma phrases. Verbs of giving up a post or a place in a group ("i stood down at the agm",
#: "turned in my pager", "handed the chair over to morag", "passed the job on to margaret"):
#: the first word is a lemma, the particle follows as said, after the verb or after its object.
OFFICE_LEAVING: tuple[tuple[str, ...], ...] = (
    ("stand", "down"),
    ("step", "down"),
    ("bow", "out"),
    ("resign",),
    ("hand", "over"),
    ("hand", "back"),
    ("hand", "on"),
    ("turn", "in"),
    ("pass", "on"),
    ("pass", "onto"),  # "passed the job on to margaret": the normaliser writes "on to" as one word
)
#: low phrases. Somebody put in the user's place ("they co-opted a young farmer | in my place",
#: "she's | my replacement").
IN_MY_PLACE: tuple[tuple[str, ...], ...] = (
    ("in", "my", "place"),
    ("my", "replacement"),
    ("my", "successor"),
    ("over", "from", "me"),
)
#: lemma phrase. Another person taking on what was the user's ("i let jasmine | take over",
#: "my sister in law | took it over").
TAKING_OVER: tuple[str, str] = ("take", "over")
#: low. Verbs that let or have another do something ("i | let | jasmine take over"): the bare
#: verb after their object is done when they are.
CAUSATIVE_FORMS: frozenset[str] = frozenset(["let", "had", "made"])
#: lemma. Verbs a place in a contest is told with ("she came | second", "he placed | fourth",
#: "finished | third"): a place after a win said, the win was not.
PLACING_LEMMAS: frozenset[str] = frozenset(["come", "place", "finish"])
#: low. Nouns a place in a contest is told with ("second | place", "runner up").
PLACE_NOUNS: frozenset[str] = frozenset(["place", "position", "runner"])
#: lemma. Verbs of a win a later place may take back ("User's daughter won the spelling bee").
WINNING_LEMMAS: frozenset[str] = frozenset(["win"])
#: low. Words after "went to" that bring in somebody new ("the scholarship went to | a | boy from
#: queens college", "the post went to | some | sir from mumbai").
NEW_PERSON_OPENERS: frozenset[str] = frozenset(["a", "an", "some", "another"])
#: low. Auxiliaries before "to" that make the verb after it done ("we've | had to | put it off",
#: "she has to cancel": an obligation met or being met), not an infinitive of purpose.
DONE_OBLIGATIONS: frozenset[str] = frozenset(["had", "has", "have"])
#: lemma. Verbs of `THING_ENDINGS` that call off or put off a plan: said with a pronoun for
#: their object ("they postponed it", "we had to call it off"), the fact's plan may be it.
CALLING_OFF_LEMMAS: frozenset[str] = frozenset(["cancel", "postpone", "put", "call", "scrap"])
#: lemma. Verbs of `THING_ENDINGS` that are a death.
DYING_LEMMAS: frozenset[str] = frozenset(["die", "pass"])
#: low. Pronouns that may stand for a plan or a thing named before ("postponed | it", "called |
#: that | off").
POINTING_OBJECTS: frozenset[str] = frozenset(["it", "that", "them", "this"])
#: lemma. Verbs of `THING_ENDINGS` read alone only with no object after them: "kiwi passed |
#: last night" is a death, "she passed | her test" is not.
INTRANSITIVE_ENDINGS: frozenset[str] = frozenset(["pass"])
#: low. Words after a bare "passed" that leave it nothing passed ("kiwi passed | last night",
#: "he passed | peacefully"): a death. Not "on" ("passed on the message").
AFTER_BARE_ENDING: frozenset[str] = frozenset(
    ["last", "this", "yesterday", "today", "tonight", "overnight", "peacefully", "recently", "in",
     "early", "suddenly", "quietly", "away", "over", "during"]
)  # fmt: skip
#: lemma. Verbs of `THING_ENDINGS` that end a place, so that one said of "our" or "my" place
#: ("they're closing our branch") may end a fact of work at it though it names the place
#: otherwise than the fact did.
CLOSING_LEMMAS: frozenset[str] = frozenset(["close", "shut", "go", "demolish", "knock", "pull"])
#: low. The past of "be" as a clause's copula ("i was on warfarin", "we were members"): a state
#: put in the past, whatever verb a fact paraphrases it with (`claim.past_state_paraphrased`).
PAST_COPULAS: frozenset[str] = frozenset(["was", "were"])
#: low. The words by which a fact names the user ("User's sister", "users"): no thing of theirs.
FACT_USER_WORDS: frozenset[str] = frozenset(["user", "users"])
#: lemma. Verbs of closing that may close a place for a day or a while ("shut on tuesday for a
#: stocktake"); pulling a place down has no while.
SHUTTING_LEMMAS: frozenset[str] = frozenset(["close", "shut"])
#: lemma. Verbs of `THING_ENDINGS` that also end one occasion of a habit ("the class finished
#: at nine", "choir stopped for the summer", "the meeting ended early"): with a time or a while
#: after them they end that occasion, not the habit.
OCCASION_ENDING_LEMMAS: frozenset[str] = frozenset(["stop", "end", "finish"])
#: low. Words right after an ending that put it at a time of the occasion ("finished | at nine",
#: "ended | early", "stopped | before lunch").
OCCASION_TIME_AFTER: frozenset[str] = frozenset(
    ["at", "early", "late", "on", "by", "around", "about", "before", "after", "sooner", "later", "half"]
)
#: lemma. Nouns of an occasion said as the last one ("today was my last day", "that was our
#: last lesson"): said of a habit of the fact's, the habit has ended (`endings.final_occasion`).
OCCASION_NOUNS: frozenset[str] = frozenset(
    ["day", "shift", "lesson", "class", "session", "week", "game", "match", "visit", "service",
     "meeting", "practice", "rehearsal", "appointment", "treatment", "night", "time", "term"]
)  # fmt: skip
#: lemma. Verbs of a fact that plans a coming ("my son's coming home for christmas", "she's
#: flying in"): a later denial that the same subject will arrive (`ARRIVING_VERBS`) may end it.
PLANNED_ARRIVALS: frozenset[str] = frozenset(
    ["come", "fly", "visit", "arrive", "travel", "drive", "head", "pop", "stay", "join"]
)  # fmt: skip
#: low. Words of a planned doing between a subject and its verb ("he's not | going to | make
#: it", "she won't | be able to | come"), beside the auxiliaries.
PLAN_BRIDGES: frozenset[str] = frozenset(
    ["going", "gonna", "to", "be", "able", "even", "now", "really", "actually", "still"]
)  # fmt: skip
#: lemma phrases. Arriving where a plan said somebody would be ("he won't make it", "she can't
#: come now"): denied of the plan's own subject, the plan is off (`endings.not_coming`).
ARRIVING_VERBS: tuple[tuple[str, ...], ...] = (
    ("make", "it"),
    ("come",),
    ("arrive",),
    ("get", "here"),
    ("get", "there"),
    ("fly",),
    ("visit",),
)
#: low. Auxiliaries of the passive or the perfect between a subject and an ending event ("i | got
#: | let go", "i | was | made redundant", "it | got | written off", "she | has | passed away").
EVENT_BRIDGES: frozenset[str] = frozenset(
    ["got", "get", "was", "were", "is", "been", "has", "have", "had", "just", "finally", "now", "sadly"]
)
#: low. Words after a verb of moving a value that say where it went ("it's been moved | to
#: october", "pushed | back", "put | off till spring"): what was moved is a date, a time or an
#: amount, not a thing moved from place to place.
MOVED_TO: frozenset[str] = frozenset(["to", "back", "forward", "till", "until", "til"])
#: lemma -> lemma. Verbs of a change and the verbs that say the state it would change goes on
#: ("we're emigrating" / "we're staying"; "i'm selling the bike" / "i'm keeping her"): a later
#: clause of the fact's subject with the second undoes a fact of the first (`takeback._status_quo`).
STATUS_QUO_VERBS: dict[str, frozenset[str]] = {
    "move": frozenset(["stay", "remain"]),
    "emigrate": frozenset(["stay", "remain"]),
    "relocate": frozenset(["stay", "remain"]),
    "leave": frozenset(["stay", "remain"]),
    "quit": frozenset(["stay", "remain"]),
    "resign": frozenset(["stay", "remain"]),
    "retire": frozenset(["stay", "remain"]),
    "downsize": frozenset(["stay", "remain"]),
    "go": frozenset(["stay", "remain"]),
    "travel": frozenset(["stay", "remain"]),
    "fly": frozenset(["stay", "remain"]),
    "head": frozenset(["stay", "remain"]),
    "drive": frozenset(["stay", "remain"]),
    "sail": frozenset(["stay", "remain"]),
    "cycle": frozenset(["stay", "remain"]),
    "visit": frozenset(["stay", "remain"]),
    "start": frozenset(["stay", "remain"]),
    "sell": frozenset(["keep"]),
    "rehome": frozenset(["keep"]),
    "donate": frozenset(["keep"]),
    "scrap": frozenset(["keep"]),
    "trade": frozenset(["keep"]),
}
#: low. Words after a verb of staying that leave it bare, the state going on ("we're staying |
#: put", "staying | where we are", "i'm staying | here", "staying | home", "keeping her | after
#: all"); any other word after it says where or how long a stay is ("staying in a villa", "staying
#: for a week"), a detail of the change, not its undoing.
STATUS_QUO_AFTER: frozenset[str] = frozenset(
    ["put", "here", "home", "where", "after", "now", "instead", "then"]
)
#: low phrases. The user said not to be the one the fact is about ("that was my brother, not
#: me", "my wife did, wasnt me"): said beside another person, the fact is somebody else's.
NOT_THE_USER: tuple[tuple[str, ...], ...] = (
    ("not", "me"),
    ("not", "mine"),
    ("wasnt", "me"),
    ("isnt", "me"),
    ("not", "us"),
)
#: low. Possessives that name a person of the user's before a relation word ("that was | my |
#: brother"): the person a pointing subject is said to be.
PERSON_POSSESSIVES: frozenset[str] = frozenset(["my", "our", "me"])
#: low. Parts of the day: a fact that says one ("at night", "in the mornings") has its time in
#: that slot; a later clause giving another part of the day with "now" moves it
#: (`takeback._slot_moved`). Weekdays are the other such slot (`WEEKDAYS`).
DAY_PARTS: frozenset[str] = frozenset(
    ["morning", "afternoon", "evening", "night", "bedtime", "lunchtime", "teatime", "breakfast", "lunch",
     "dinner", "supper"]
)  # fmt: skip
#: low. Words that put a state said with a pointing subject long in the past ("that was | years
#: ago", "that was | ages ago"), within a few words of it: what the fact says is so now is over.
LONG_AGO_WORDS: frozenset[str] = frozenset(["ago"])
#: low. Words that do the same said alone after the pointing clause ("that was | before, now i
#: take it in the morning", "that was | then").
BARE_PAST_WORDS: frozenset[str] = frozenset(["before", "then"])
#: low. "before" opening an event after the pointing clause ("that was | before the op"): the
#: fact's state is put before it when a present is set apart later in the turn (`NOW_WORDS` or
#: `SINCE_WORDS`: "since then i'm down to six").
BEFORE_WORDS: frozenset[str] = frozenset(["before"])
#: low. Words that set the present apart after a past, as "now" does ("..., since then i'm down
#: to six").
SINCE_WORDS: frozenset[str] = frozenset(["since"])
#: low. The user's subject with its "is" written on it ("i'm", "we're"; keys "im", "were").
USER_BE_CLITICS: frozenset[str] = frozenset(["im", "were"])
#: low phrase. A return to a state of before, after the user's subject ("i'm | back to | square
#: one").
BACK_TO: tuple[str, ...] = ("back", "to")
#: low. Words that may stand between a subject and its verb of staying or keeping ("we | are |
#: staying", "i | ll just | stay", "we | ve decided to | keep it", "we | re going to | stay put").
STAY_BRIDGES: frozenset[str] = frozenset(
    ["are", "am", "is", "be", "will", "ll", "just", "probably", "definitely", "actually", "gonna",
     "going", "to", "all", "both", "decided", "has", "have", "had", "been", "now", "simply", "ended",
     "up"]
)  # fmt: skip
#: low. Words of a question of when or since when ("When did you start?", "How long ago was
#: that?"): a reply that puts the fact in the past dates it, it does not end it.
WHEN_WORDS: frozenset[str] = frozenset(["when", "long", "since"])
#: low. Words that mark a clause as putting right or bringing up to date what was said ("she's in
#: york | actually", "i work at the other branch | now"): beside another name in the slot of
#: one of the fact's, the slot is refilled (`takeback._refilled`).
REVISING_WORDS: frozenset[str] = frozenset(["actually", "instead", "now", "nowadays", "currently", "anymore"])
#: lemma -> lemma. Verbs and the verbs of the opposite outcome or stance ("i passed my test" /
#: "i failed it actually"; "i love the new job" / "honestly i hate it"): said by the fact's
#: subject of the fact's thing, the second undoes the first (`takeback._opposite_outcome`).
OPPOSITE_VERBS: dict[str, frozenset[str]] = {
    "pass": frozenset(["fail", "flunk"]),
    "win": frozenset(["lose"]),
    "accept": frozenset(["decline", "refuse", "reject"]),
    "join": frozenset(["leave", "quit"]),
    "love": frozenset(["hate", "dislike", "loathe"]),
    "like": frozenset(["hate", "dislike", "loathe"]),
    "enjoy": frozenset(["hate", "dislike", "loathe"]),
}
#: low phrases. Words that add to what was said rather than put something in its place ("i
#: take vitamin d now | too", "we've got two cats now | as well", "i | also | teach biology"): a
#: clause with one says the fact's doing of another thing besides, not instead.
ADDING_PHRASES: tuple[tuple[str, ...], ...] = (
    ("too",),
    ("also",),
    ("another",),
    ("both",),
    ("extra",),
    ("more",),
    ("plus",),
    ("as", "well"),
    ("on", "top"),
)
#: lemma phrases. Events that end a thing's existence or its running ("the shop closed down",
#: "it burned down", "the club went bust", "the pub's shut for good"): a fact of the user's doing
#: at or with that thing no longer holds. The first word is a lemma, the rest as said.
CEASING_EVENTS: tuple[tuple[str, ...], ...] = (
    ("close", "down"),
    ("shut", "down"),
    ("burn", "down"),
    ("knock", "down"),
    ("pull", "down"),
    ("tear", "down"),
    ("go", "bust"),
    ("go", "under"),
    ("close", "for", "good"),
    ("shut", "for", "good"),
    ("demolish",),
)
#: low. States of a thing that has ceased ("the cafe's | gone now", "the shop's | closed for
#: good"): only with a word after them that says it is so from now on (`REVISING_WORDS`, "for
#: good"), since "the shop was closed on tuesday" is one day.
CEASED_WORDS: frozenset[str] = frozenset(["gone", "closed", "shut"])
#: low. Prepositions of place that open one slot ("the wedding's | in | the barn", "we're having
#: it | at | the hotel now"): a later clause may fill the slot with either.
PLACE_PREPOSITIONS: frozenset[str] = frozenset(["in", "at"])
#: lemma. Verbs of moving home: said in the past of the person a fact is about, in a later turn
#: ("pat's moved to her daughter's in wales"), what the fact says they do here may no longer hold.
MOVING_AWAY_LEMMAS: frozenset[str] = frozenset(["move", "emigrate", "relocate"])
#: lemma. Verbs of going that move a person away with a particle after them ("yuki went back to
#: osaka", "she flew home to hong kong"; `AWAY_PARTICLES`).
GOING_LEMMAS: frozenset[str] = frozenset(["go", "fly"])
#: low. Words that point at a place already named ("she moved | there in 2019"): a move to it
#: tells how the fact came about, not that it ended.
PLACE_DEICTICS: frozenset[str] = frozenset(["here", "there"])
#: low. The particles that make going a going away ("went | back", "flew | home", "gone | abroad").
AWAY_PARTICLES: frozenset[str] = frozenset(["back", "home", "abroad", "away"])
#: low. Words before a retraction that make it only supposed, proposed or asked, not done ("every
#: booking | would | be cancelled", "they said the programme | might | end", "maybe | drop hockey",
#: "asking | if | i would give up the choir"; `later._retraction_reading`).
SUPPOSING_BEFORE: frozenset[str] = frozenset(
    ["would", "could", "might", "should", "may", "maybe", "if", "whether"]
)
#: low. Words that may stand between a supposing word and its retraction ("would | be | cancelled",
#: "might | have | quit", "could | get | cut").
SUPPOSED_BRIDGES: frozenset[str] = frozenset(
    ["be", "been", "have", "get", "got", "i", "we", "they", "he", "she", "it"]
)
#: lemma. Verbs that put the fact's doer or thing in another place when said with "to" or "into"
#: and the place ("they posted me to kumasi", "we moved our sundays over to a brewery", "she got
#: transferred to the day unit", "we shifted to the church hall"; `later.placed_elsewhere_later`).
RELOCATING_LEMMAS: frozenset[str] = frozenset(["move", "relocate", "transfer", "post", "shift"])
#: low. The prepositions a thing is moved to a place with ("moved | to", "moved her | into").
DESTINATION_PREPOSITIONS: frozenset[str] = frozenset(["to", "into"])
#: low. Particles between a verb of moving and its "to" ("moved | over | to", "shifted | back | to").
MOVING_PARTICLES: frozenset[str] = frozenset(["over", "back", "out", "up", "down", "across", "on", "in"])
#: low. Words that say somebody got over an illness, an injury or a symptom, or that it went
#: ("he's all | cleared | up", "she's fully | recovered", "the rash has | gone"; `later.recovered_later`).
#: Not "fine" or "better" alone, which answer "how are you" and compare whatever holds ("that's
#: better", "better at it"): `RECOVERY_PHRASES` has "fine now" and "feeling better".
RECOVERY_WORDS: frozenset[str] = frozenset(["recovered", "healed", "cleared", "mended", "gone"])
#: low. Words after a word of `RECOVERY_WORDS` that give it another sense ("it's gone | up",
#: "better | than", "better | off", "gone | to spain"): no recovery.
RECOVERY_NOT_AFTER: frozenset[str] = frozenset(
    ["up", "down", "off", "out", "to", "into", "than", "at", "with", "for", "back", "on", "in", "over",
     "through", "about", "and"]
)  # fmt: skip
#: lemma. Verbs of telling more than was so, said by the user of their own words in a later turn
#: ("i'm exaggerating", "i might have oversold that", "i overstated it";
#: `later.overstated_later`). Not "overdo" (of doing too much: "i overdid it at the gym").
OVERSTATING_LEMMAS: frozenset[str] = frozenset(["exaggerate", "overstate", "oversell", "embellish"])
#: low phrases. Sayings that a word was too strong for the truth, said of a word of the fact or of
#: "that" ("governor's a bit grand", "fluent is pushing it", "every day's a stretch", "calling it
#: a business is generous", "chef's a big word for it"; `later.overstated_later`).
OVERSTATED_PHRASES: tuple[tuple[str, ...], ...] = (
    ("a", "stretch"),
    ("pushing", "it"),
    ("bit", "grand"),
    ("too", "grand"),
    ("bit", "generous"),
    ("is", "generous"),
    ("big", "word"),
    ("strong", "word"),
    ("bit", "strong"),
    ("too", "strong"),
    ("overselling", "it"),
    ("overstating", "it"),
)
#: low phrases. Everyday sayings of making oneself or one's words bigger than the truth, said by
#: the user ("i'm talking myself up", "i was laying it on", "i rounded up", "that's me being
#: dramatic", "i'm bigging it up", "i over egged it"; `later.overstated_later`).
SELF_INFLATING_PHRASES: tuple[tuple[str, ...], ...] = (
    ("talking", "myself", "up"),
    ("talking", "it", "up"),
    ("bigging", "myself", "up"),
    ("bigging", "it", "up"),
    ("laying", "it", "on"),
    ("laid", "it", "on"),
    ("rounded", "up"),
    ("rounding", "up"),
    ("being", "dramatic"),
    ("over", "egged"),
    ("over", "egging"),
    ("overegged",),
    ("overegging",),
    ("gilding", "the", "lily"),
)
#: low. Words that put what follows them in their clause ahead of now: a next step ("the plasterer's
#: in monday | then | it's finished") or an end ("not | till | spring"); `later.not_yet_later`.
AHEAD_LINKS: frozenset[str] = frozenset(["then", "till", "until", "til"])
#: lemma. Verbs of finishing a job, a course or a debt ("finished", "completed", "paid off",
#: "cleared"): what remains of it ("three weeks remaining", "one chapter to go") says it is not
#: done; `later.not_yet_later`.
COMPLETING_LEMMAS: frozenset[str] = frozenset(
    ["finish", "complete", "clear", "pay", "settle", "repay", "build", "decorate", "renovate", "paint", "sew"]
)
#: low. Words that say a job is done, said of it ahead ("then it's | done"), beside the fact's own
#: verb of finishing (`COMPLETING_LEMMAS`); `later.not_yet_later`.
DONE_WORDS: frozenset[str] = frozenset(["done", "finished", "complete", "completed", "over"])
#: low phrases. Sayings that part of a job is still to do, with a count or "last" near them ("two
#: chapters | to go", "three weeks | remaining", "the last one | is left", "remaining is just two
#: thousand"; `REMAINDER_CUES`); `later.not_yet_later`.
REMAINING_PHRASES: tuple[tuple[str, ...], ...] = (
    ("to", "go"),
    ("remaining",),
    ("remains",),
    ("is", "left"),
    ("are", "left"),
)
#: low. Words of a count or a last part that make `REMAINING_PHRASES` a remainder ("| one | more
#: to go", "the | last | gown remains"), beside a number.
REMAINDER_CUES: frozenset[str] = frozenset(["last", "more", "few", "only", "just"])
#: low phrases. Sayings that a job is not done that need no count ("the ceiling's | still to do",
#: "nearly there", "all | done except | the skirting", "just the | finishing touches", "ninety
#: | percent done"); `later.not_yet_later`.
UNDONE_PHRASES: tuple[tuple[str, ...], ...] = (
    ("still", "to", "do"),
    ("left", "to", "do"),
    ("nearly", "there"),
    ("almost", "there"),
    ("done", "except"),
    ("finished", "except"),
    ("done", "apart", "from"),
    ("finished", "apart", "from"),
    ("finishing", "touches"),
    ("mostly", "done"),
    ("mostly", "finished"),
    ("percent", "done"),
    ("percent", "finished"),
)
#: low. Words right after a "but" that keep what was played down ("it sounds fancier than it is,
#: but | yes | i'm the translator", "but | really | i chair the meeting", "but it's | true";
#: `later.overstated_later`).
KEPT_AFTER_CONTRAST: frozenset[str] = frozenset(
    ["yes", "yeah", "yep", "aye", "ja", "really", "true", "definitely"]
)
#: low. Nouns of naming: said of a word of the fact ("musician's a big | title | for what i do",
#: "pilot is a fancy | word | for it", "not the right | word"), the user talks of the word, not
#: of the thing (`later.overstated_later`).
NAMING_NOUNS: frozenset[str] = frozenset(["word", "title", "name", "label", "description"])
#: low phrases. Everyday sayings of a full recovery ("right as rain now", "good as new", "got the
#: all clear", "the antibiotics did the trick"; `later.recovered_later`).
RECOVERY_PHRASES: tuple[tuple[str, ...], ...] = (
    ("right", "as", "rain"),
    ("good", "as", "new"),
    ("all", "clear"),
    ("did", "the", "trick"),
    ("back", "to", "normal"),
    ("fighting", "fit"),
    ("on", "the", "mend"),
    ("fine", "now"),
    ("fine", "again"),
    ("better", "now"),
    ("better", "again"),
    ("feeling", "better"),
    ("feels", "better"),
    ("all", "better"),
    ("cleared", "up"),
    ("healed", "up"),
    ("brand", "new"),
    ("good", "as", "gold"),
    ("well", "again"),
    ("strong", "again"),
    ("myself", "again"),
)
#: lemma. Verbs of something going away, said in the past of a symptom or a thing ("the fever
#: | faded", "the rash | cleared", "the swelling | subsided"; `later.recovered_later`).
RECEDING_LEMMAS: frozenset[str] = frozenset(
    ["fade", "vanish", "disappear", "subside", "clear", "heal", "recover", "mend"]
)
#: lemma. Verbs of being on the way to something, whose object or "for" names the goal ("saving
#: | for a campervan", "training | for the marathon", "house | hunting", "on the waiting list for
#: a new hip"; `later.reached_later`).
PURSUING_LEMMAS: frozenset[str] = frozenset(
    ["save", "train", "apply", "hunt", "look", "search", "wait", "study", "revise", "prepare", "try", "queue"]
)
#: lemma. Verbs that say a goal was reached when said in the past of it ("bought | the campervan",
#: "ran | the marathon", "got | my visa", "they did | the hip", "we paid | the lobola";
#: `later.reached_later`), beside `GETTING_LEMMAS` and `GOING_LEMMAS` ("we went on | the pilgrimage").
REACHING_LEMMAS: frozenset[str] = frozenset(
    [
        "run",
        "finish",
        "complete",
        "pass",
        "do",
        "land",
        "secure",
        "receive",
        "collect",
        "book",
        "pay",
        "sign",
        "install",
    ]
)
#: lemma -> lemmas. States of life that an event of their own ends, and the words that tell it
#: happened ("my daughter's pregnant" ... "the baby was born on the second"; "we're engaged" ...
#: "we got married in june"; studying ... "i graduated in july"; `later.reached_later`).
STAGE_ENDINGS: dict[str, frozenset[str]] = {
    "pregnant": frozenset(["bear", "born", "birth", "arrive", "deliver"]),
    "expect": frozenset(["bear", "born", "birth", "arrive", "deliver"]),
    "engaged": frozenset(["marry", "married", "wed", "wedding"]),
    "study": frozenset(["graduate", "qualify"]),
    "student": frozenset(["graduate", "qualify"]),
}
#: low. Words of small degree before "better" ("a | bit | better", "slightly better"): some
#: improvement, not a recovery.
SMALL_DEGREES: frozenset[str] = frozenset(["bit", "little", "slightly", "somewhat", "tad", "touch"])
#: low phrase. What follows a word of kin to make it the in-law one ("sister | in law").
IN_LAW: tuple[str, ...] = ("in", "law")
#: low. The owners a word of kin before a name is the user's by ("my | cousin rosa"): the user's
#: possessives, and a fact's "User's" (read as "user") and "their".
KIN_OWNERS: frozenset[str] = frozenset(["my", "our", "me", "user", "users", "their"])
#: low. Owners of somebody else's kin before a name ("her | cousin maisie", "his | wife sam"): a
#: name the user gives so is that person's relation's, not the user's (`support.name_of_other_kin`).
OTHERS_KIN_OWNERS: frozenset[str] = frozenset(["her", "his"])
#: low. The adverb that places the speaker ("here in leeds"): what follows it names where they are.
HERE = "here"
#: low. Prepositions that open a slot of place or time a later clause may fill otherwise ("lives
#: in", "works at", "moving to", "is on"); not a comparison ("brands | like | nike") or a
#: purpose, which name no slot of their own.
SLOT_PREPOSITIONS: frozenset[str] = frozenset(["in", "at", "to", "from", "on"])
#: low. Words that say the subject cannot or will not do something ("he | cant | make it now",
#: "she | wont | manage it after all", "we're | unable | to go now"): beside a revising word, of
#: the subject of a plan, the plan may be off (`takeback._unable`, held).
INABILITY_WORDS: frozenset[str] = frozenset(["cant", "cannot", "couldnt", "wont", "unable"])
#: low. Third-person subjects said with their copula in one word ("hes | an electrician
#: actually", "shes | a collie"), as the transcript drops the apostrophe.
SUBJECT_COPULAS: frozenset[str] = frozenset(["hes", "shes", "theyre"])
#: lemma. Verbs that say where somebody lives ("my mum lives with us", "my son's living in
#: berlin"): a later clause that puts the same person in another place "now" ("she's in a care
#: home now", "he's back home now") says they live there no longer (`takeback._moved_home`).
RESIDING_LEMMAS: frozenset[str] = frozenset(["live", "stay", "lodge", "board", "reside"])
#: low. Words that make a place said "now" a stay for a while ("she's at her sister's now | for
#: a week", "he's in hospital now | till friday", "at the minute"): the home may still be the
#: fact's, so only held.
WHILE_WORDS: frozenset[str] = frozenset(["for", "till", "until", "til", "this", "while", "minute", "moment"])
#: low. "back" and "home" of a person back where they lived before ("he's | back home | now").
HOME_WORDS: frozenset[str] = frozenset(["back", "home"])
#: low phrase. Words after a thing that ceased that say it is so for good ("closed | for good").
FOR_GOOD: tuple[str, ...] = ("for", "good")
#: low phrase. Words after an inability that say the plan is off ("he can't come | after all").
AFTER_ALL: tuple[str, ...] = ("after", "all")

#: low. Words that put what follows a reported event as its result, holding from then on ("she
#: died on saturday, it's just the two of them | now"): used by `reactions.change_reported`.
RESULT_WORDS: frozenset[str] = frozenset(["now", "nowadays"])
#: low. Words right before a result word that make it no result ("just now" is a moment ago,
#: "until now" and "up to now" end there, "from now on" looks ahead).
NOT_RESULT_BEFORE: frozenset[str] = frozenset(["just", "until", "till", "til", "to", "from", "by"])
#: low phrases. Words right after a result word that make it no result ("now and then", "now
#: and again": a habit; "now or never").
NOT_RESULT_AFTER: tuple[tuple[str, ...], ...] = (("and", "then"), ("and", "again"), ("or",))
#: low. Adverbs that may stand between a subject and the verb of an event or open one ("we
#: finally sold it", "actually moved"): the verb after them is still reported as an event.
EVENT_ADVERBS: frozenset[str] = frozenset(
    ["finally", "actually", "just", "eventually", "already", "suddenly", "then", "recently", "officially"]
)
#: lemma. Verbs whose past reports a thought, a feeling or words, not something that happened
#: to the world ("i thought ..., now", "she said ... now"): no change is reported by them.
LIGHT_VERBS: frozenset[str] = frozenset(
    [
        "say", "tell", "think", "feel", "know", "mean", "guess", "hear", "see", "want", "like", "love",
        "hope", "wish", "try", "ask", "forget", "remember", "realise", "realize", "wonder", "figure",
        "seem", "look", "sound", "use", "need", "do", "have", "be", "get", "make", "let", "call",
    ]
)  # fmt: skip
#: How many of the user's turns after the statement may report an event that changed it.
CHANGE_REACH: int = 2
#: low. Forms of "be" and "get" right before a participle: a passive or a state ("was told",
#: "were tired"), no event the subject did.
COPULA_FORMS: frozenset[str] = frozenset(
    ["was", "were", "been", "is", "are", "am", "be", "being", "im", "its"]
)
#: low. Words right after a negative word that make it emphatic, not a denial ("nothing | but
#: courgettes up there"): used by `reactions.listener_laughed`.
EMPHATIC_AFTER: frozenset[str] = frozenset(["but", "except"])
#: low. Words that may stand between a subject and its verb of ending besides auxiliaries and
#: adverbs ("we had | to | cancel", "we | decided to | pull out"), and the verbs of outcome that
#: say the act was done after all ("we | ended up | cancelling it", "wound up"): used by
#: `reactions.ended_next`.
ENDING_VERB_BRIDGES: frozenset[str] = frozenset(["to", "decided", "got", "gotta", "ended", "wound", "up"])
#: low. Prepositions that open when a verb of ending happened ("gave up | after week two", "i
#: stopped | in the summer"), not what it ended: with a time word after them, the verb has no
#: object of its own; `reactions.ended_next`.
ENDING_TIME_PREPOSITIONS: frozenset[str] = frozenset(
    ["after", "before", "in", "during", "since", "at", "around", "over"]
)
#: low. The prepositions a phrasal verb of ending may leave unsaid at the end of its clause ("we
#: pulled out", for "pulled out of"; "they pulled the plug", for "pulled the plug on"):
#: `reactions.ended_next`.
DROPPED_PARTICLES: frozenset[str] = frozenset(["of", "on"])
#: low. Adverbs that say an act came close and did not happen ("i nearly | gave up", "we almost
#: | cancelled"): the verb after them ends nothing; `reactions.ended_next`.
NEAR_MISS_ADVERBS: frozenset[str] = frozenset(["nearly", "almost"])
#: low. Counts of occasions said right after a verb of ending ("we postponed it | once", "he quit
#: | twice"): one episode among others, after which the thing went on, not its end.
EPISODE_COUNTS: frozenset[str] = frozenset(["once", "twice", "thrice"])
#: low. Words after "not" that open the occasions a habit or state does not cover ("well not |
#: when | it snows", "not | during | lent"): an exception, the rest of the statement stands.
EXCEPTION_OPENERS: frozenset[str] = frozenset(["when", "whenever", "while", "during", "if", "unless"])
#: low. Prepositions after a change of mind that name what it changed on ("i changed my mind |
#: on | the cake"): not the statement when the fact does not name that thing.
MIND_CHANGED_ON: frozenset[str] = frozenset(["about", "on", "over"])
#: low. Words that offer another value beside one ("eleven, | maybe | twelve", "ninety six | or |
#: ninety seven"): the speaker is not sure which (`corrections.alternative_values`).
ALTERNATIVE_LINKS: frozenset[str] = frozenset(["or", "maybe", "possibly", "perhaps"])
#: low. Words that stand for a noun said before ("that's the only | one", "the blue | ones"): as
#: the head of a noun phrase they name nothing new.
PRO_FORMS: frozenset[str] = frozenset(["one", "ones"])
#: low. The person let down by a calling off, said after "on" ("they cancelled | on me"): not
#: what was called off; `reactions.ended_next`.
LET_DOWN_OBJECTS: frozenset[str] = frozenset(["me", "us"])
#: low. Adverbs that all but negate what they modify ("i hardly ever see my cousins", "i barely
#: slept"): cut off before a quote, they govern it (V7f, `claim._governors`); a fact that keeps
#: one of them (or a negation) carries it.
NEAR_NEGATIONS: frozenset[str] = frozenset(["hardly", "barely", "scarcely", "rarely", "seldom"])
#: lemma. Verbs whose complement stays so when they are negated ("don't forget | i've got the
#: dentist", "don't let me forget ...", "i didn't realise | she'd moved"): a negation before
#: them denies the forgetting, not what follows.
FACTIVE_UNDER_NEGATION: frozenset[str] = frozenset(["forget", "realise", "realize", "regret"])
#: low phrases. Comparatives that open a turn putting an amount right ("less, twenty two" of
#: "forty quid a month"; "more like fifty"; "nearer sixty"; "closer to three hundred"): the
#: number after one is the user's new value, as after "sorry" (`later.correcting_turn`).
COMPARING_OPENERS: tuple[tuple[str, ...], ...] = (
    ("less",),
    ("more",),
    ("more", "like"),
    ("nearer",),
    ("nearer", "to"),
    ("closer",),
    ("closer", "to"),
)
#: low. Adverbs that put what they modify just short of true ("she's almost a teenager", "i'm
#: practically a doctor", "i nearly passed"): what follows them is not so, and a fact without
#: one of them (or a negation) says more than the user did (`claim._governors`).
APPROXIMATORS: frozenset[str] = frozenset(["almost", "nearly", "practically", "virtually"])
#: low. Words after which a bare verb is something still to do, not done ("i must | ring the
#: bank", "remind me to | call the plumber", "i'll | book it"): used by `aspect.done_said_as_to_do`.
TO_DO_MARKERS: frozenset[str] = frozenset(
    ["to", "must", "will", "ill", "youll", "theyll", "shall", "gonna", "gotta", "should"]
)

#: low. Nouns after "scratch that" / "forget this" that name what the user just said ("scratch
#: that bit", "forget that last part"): the retraction stays the statement's. Any other noun
#: names what is dropped ("scratch that question", "forget that idea") and takes back no fact
#: unless the fact says it.
SAID_NOUNS: frozenset[str] = frozenset(
    ["bit", "part", "one", "last", "comment", "remark", "lot", "stuff", "thing", "sentence", "line"]
)
#: lemma. Verbs of an order to drop something said ("forget portugal", "scrap the registry
#: office", "ignore the rugby bit"): the thing they name is taken back (`later._dismissed`).
DISMISSING_LEMMAS: frozenset[str] = frozenset(["forget", "ignore", "scratch", "scrap", "disregard"])
#: low. Words before an order to drop something that make it a change of topic ("anyway |
#: forget portugal, how's your day"), not a take-back (`later._dismissed`).
TOPIC_SHIFTS: frozenset[str] = frozenset(["anyway", "anyways"])
#: low. Words right after what such an order names that set it aside for now ("forget portugal
#: | for a sec") rather than drop it.
ASIDE_OPENERS: frozenset[str] = frozenset(["for"])
#: lemma. Verbs of a clause that names the user's own earlier words as what an order drops
#: ("scratch | what i said | about my brother", "ignore | what i told you | about the car").
SAID_CLAUSE_LEMMAS: frozenset[str] = frozenset(["say", "tell", "mention"])
#: low. Words before a determiner that keep its noun phrase ("all | the sessions", "both | the
#: trips").
PREDETERMINERS: frozenset[str] = frozenset(["all", "both"])
#: low. Determiners of a thing already known to both speakers ("the sessions", "our holiday"):
#: called off right after a statement, such a thing is likely the statement's.
DEFINITE_DETERMINERS: frozenset[str] = frozenset(["the", "those", "these", "my", "our"])
#: low. Words of a question that ask whether a statement still holds ("do you still do that?",
#: "not smoking anymore?", "any longer?"): a bare "no" to it takes the statement back.
PERSISTENCE_WORDS: frozenset[str] = frozenset(["still", "anymore", "longer"])
#: low. Words a bare "no" may be said with, beside negations and interjections ("nah not
#: really", "actually no", "not anymore", "not exactly"): such a turn opening answers a yes/no
#: question the assistant just asked.
NO_ANSWER_WORDS: frozenset[str] = frozenset(["really", "anymore", "actually", "exactly"])
#: low. Words after a word of joking that set the joke aside and go on in earnest ("joking |
#: aside, it's the best part of my week", "kidding | apart"): no take-back.
SET_ASIDE_WORDS: frozenset[str] = frozenset(["aside", "apart"])
#: low. The demonstratives a take-back ends on ("scratch that", "forget this").
RETRACTED_DEMONSTRATIVES: frozenset[str] = frozenset(["that", "this"])

#: low phrases. A date put off, said of what came before without a new date ("it's been
#: postponed again", "they've put it back", "it got pushed back"): a fact that dates it may no
#: longer hold (`reactions.put_off_later`).
PUT_OFF_PHRASES: tuple[tuple[str, ...], ...] = (
    ("postponed",), ("put", "back"), ("pushed", "back"), ("put", "off"), ("delayed",),
    ("rescheduled",), ("moved", "back"), ("bumped",), ("put", "it", "back"), ("pushed", "it", "back"),
    ("put", "it", "off"), ("moved", "it", "back"),
)  # fmt: skip
#: low. Words that point back at what was said, in a turn that puts it off ("it's been
#: postponed", "they put that back").
POINTING_BACK_WORDS: frozenset[str] = frozenset(["it", "its", "that", "thats", "everything"])

#: low phrases. Forms of words that commend whatever they are said of: a noun of a skill called
#: real or inborn ("a real handyman", "a born navigator", "a natural", "a proper tech wizard"),
#: and ratings of the best ("world class", "first class", "top notch", "five star", "the height
#: of luxury", "runs like clockwork").
COMMENDING_PHRASES: tuple[tuple[str, ...], ...] = (
    ("a", "real"), ("a", "proper"), ("a", "born"), ("a", "true"), ("a", "natural"),
    ("a", "regular"), ("a", "right"), ("world", "class"), ("first", "class"), ("top", "notch"),
    ("five", "star"), ("height", "of"), ("like", "clockwork"),
)  # fmt: skip
