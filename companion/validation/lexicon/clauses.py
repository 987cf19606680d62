"""Small closed word classes the clause analysis reads (segmentation, subjects, scopes).

Data only, in the `low` form (lower case, apostrophes dropped). Each list says where it is used;
the marker lists (hedges, wishes, conditions...) are in `words`.
"""

from __future__ import annotations

__all__ = [
    "ADVICE_MODALS",
    "AGE_PREPOSITIONS",
    "AGE_UNITS",
    "AGREEMENT_WORDS",
    "ALTERNATIVES",
    "ALTERNATIVE_OPENERS",
    "ARTICLES",
    "ASKED_COMPLEMENTISERS",
    "ASKED_PRONOUNS",
    "ASKING_IF",
    "ASKING_MODALS",
    "BARE_AUXILIARIES",
    "BARE_CORRECTIONS",
    "BE_LEMMAS",
    "CALENDAR_CARRIERS",
    "CALENDAR_FIXING_WORDS",
    "CAUSAL_LINKS",
    "CHECK_TAGS",
    "CLAUSE_INITIAL_HYPOTHETICALS",
    "CLEFT_OPENERS",
    "COMPLEMENT_BREAKERS",
    "COMPLEMENT_CONTINUERS",
    "CONCESSION_WORD",
    "CONDITION_IF",
    "CONDITION_OPENERS",
    "CONJOINING_WORDS",
    "CONSEQUENCE_LINKS",
    "CONSEQUENT_MODALS",
    "CONTRACTED_COPULAS",
    "CONTRASTIVE_LINKS",
    "COORDINATORS",
    "COPULAR_FORMS",
    "CORRECTION_CARRIERS",
    "CORRECTION_FILLERS",
    "COUNTED_RELATIVES",
    "COUNTERFACTUAL_MARKERS",
    "CREOLE_DETERMINERS",
    "DEFINITE_DETERMINERS",
    "DEGREE_WORDS",
    "DEMONSTRATIVES",
    "DIALECT_MY",
    "DISTRESS_WORDS",
    "DOUBT_WORDS",
    "DO_SUPPORTED_AUXILIARIES",
    "DUMMY_SUBJECTS",
    "EITHER_WORDS",
    "ELIDED_QUESTION_VERBS",
    "EXPLICIT_CORRECTIONS",
    "FEAR_LEMMAS",
    "GENERIC_MODALS",
    "GERUND_SUBJECT_VERBS",
    "GOING_TO",
    "HESITATIONS",
    "HOW_MUCH_WORDS",
    "IF_AS_WHETHER_AFTER",
    "IMPOSSIBLE_COUNT",
    "IMPOSSIBLE_SPAN_YEARS",
    "INCREDULITY_MODALS",
    "INCREDULITY_VERBS",
    "INDEFINITE_ARTICLES",
    "INDEPENDENT_POSSESSIVE_OWNERS",
    "INFERENCE_FRAME",
    "INVERTED_CONDITION_SUBJECTS",
    "INVERTED_CONDITION_VERBS",
    "INVERTED_SUBJECT_OPENERS",
    "INVERTING_NEGATIVES",
    "IN_LAW",
    "IS_AFTER_NOUN",
    "IT_FORMS",
    "KIND_OF_WORDS",
    "LAUGHTER",
    "LAUGHTER_LEMMAS",
    "LAUGHTER_PHRASES",
    "LINKED_STARTS",
    "LINKING_MARKS",
    "LISTENER_WORDS",
    "MAX_HUMAN_AGE",
    "MAX_RELATIVES",
    "MORE_LIKE",
    "NEGATED_ADVICE",
    "NEGATED_INVERTERS",
    "NON_THIRD_SINGULAR",
    "NOT_A_JOKE_BEFORE",
    "NOT_A_SPAN_AFTER",
    "NOT_LAUGHTER_AFTER",
    "NOT_PAST_FORMS",
    "NOUN_DETERMINERS",
    "NOUN_PHRASE_PREPOSITIONS",
    "NOW_WORDS",
    "OBJECT_DEMONSTRATIVES",
    "OBJECT_IT",
    "OBJECT_POSSESSIVES",
    "OPENERS_AS_SUBJECTS",
    "PAST_BE",
    "PAST_WANTING",
    "PERFECT_AUXILIARIES",
    "PLURAL_SUBJECT_FLOATS",
    "POINTING_BACK",
    "POINTING_IT",
    "POINTING_WORDS",
    "PREPOSITIONS_BEFORE_ONCE",
    "PRO_FORM_DETERMINERS",
    "PRO_VERBS",
    "QUESTION_PRONOUNS",
    "QUESTION_TAGS",
    "RELATION_PREFIXES",
    "RELATIVE_CLAUSE_OPENERS",
    "RELATIVE_PRONOUNS",
    "REMEDY_WH_WORDS",
    "REPEATED_NEGATION",
    "RESTATEMENT_OPENERS",
    "RULE_WORDS",
    "SELF_IN_SUBJECT",
    "SENTENCE_FINAL_WORDS",
    "SITUATION_PREPOSITIONS",
    "SKIPPABLE_DETERMINERS",
    "SLOT_TAGS",
    "SPAN_DAYS",
    "SPAN_PREPOSITIONS",
    "SPOKEN_DETERMINERS",
    "SUPERLATIVE_HEADS",
    "SUPPORT_LEMMAS",
    "SURVIVAL_LIMITS",
    "SYMPATHY_FRAME_WORDS",
    "SYMPATHY_OPENERS",
    "TAG_CLOSERS",
    "TAG_PRONOUNS",
    "THING_SUBJECTS",
    "THING_TAG_PRONOUNS",
    "THIRD_POSSESSIVES",
    "THIRD_SINGULAR_AUXILIARIES",
    "TIMES_WORDS",
    "TIME_WHEN",
    "TOPIC_PREPOSITION",
    "TRAILING_HEARSAY_OPENERS",
    "TRAILING_LINKS",
    "UNAMBIGUOUS_CONDITION_OPENERS",
    "UNPUNCTUATED_CHECK_TAGS",
    "USED_TO",
    "USER_AND",
    "USER_COPULAS",
    "USER_OWNER",
    "USER_POSSESSIVE_WORDS",
    "VERB_FIRST_SUBJECTS",
    "WE_ARE_NEXT",
    "WH_CONTRACTIONS",
    "WH_FOLLOWERS",
    "WISHED_THINGS",
    "WISHED_TO",
]

# --- segmentation and subjects (`clauses`) ----------------------------------------------------

#: "my brother in law's a pilot": the words after "in" that keep a relation noun going.
IN_LAW: frozenset[str] = frozenset(["law", "laws"])
#: Words joining two noun phrases of one subject ("my sister and my mum are").
COORDINATORS: frozenset[str] = frozenset(["and", "or"])
#: low. Verbs that open a question whose "do you" speech drops, before "to": "want to see a
#: pic?" is "do you want to see a pic?".
ELIDED_QUESTION_VERBS: frozenset[str] = frozenset(["want", "fancy"])
#: Words between a plural subject and its verb ("my mates all say", "my kids always say").
PLURAL_SUBJECT_FLOATS: frozenset[str] = frozenset(["all", "both", "always"])
#: "me and my husband", "me an the lads": the "and" of a subject that includes the user.
USER_AND: frozenset[str] = frozenset(["and", "an", "n"])
#: Words after "were" that make it "we're" ("were gonna", "were not", "were all").
WE_ARE_NEXT: frozenset[str] = frozenset(["gonna", "not", "so", "all", "just", "still"])
#: Pronouns that are a clause's subject only with a verb right after ("it broke", "you said").
VERB_FIRST_SUBJECTS: frozenset[str] = frozenset(
    ["you", "it", "its", "that", "this", "there", "everyone", "everybody", "nobody", "someone"]
)
#: Determiners that open a subject noun phrase ("the roof repair came").
DEMONSTRATIVES: frozenset[str] = frozenset(["the", "this", "that"])
#: "it" and "it's" without its apostrophe: a thing as the subject.
IT_FORMS: frozenset[str] = frozenset(["it", "its"])
#: Demonstratives that point at a thing or at what was just said ("this is", "that was").
POINTING_WORDS: frozenset[str] = frozenset(["this", "that"])
#: The owner `INDEPENDENT_POSSESSIVE_OWNERS` gives the user's own ("mine", "ours").
USER_OWNER = "user"
#: Possessive pronouns that stand for a noun phrase ("his came back positive"), each with who
#: owns it: "user" (`USER_OWNER`), "you" or "third".
INDEPENDENT_POSSESSIVE_OWNERS: dict[str, str] = {
    "mine": USER_OWNER,
    "ours": USER_OWNER,
    "yours": "you",
    "his": "third",
    "hers": "third",
    "theirs": "third",
}
#: low. Prepositions whose object a "what"/"how" question takes as happening: "what can i do
#: about | my husband snoring", "how do i cope with | my mum forgetting names": a possessive
#: noun and a gerund after them are a situation told, not asked.
SITUATION_PREPOSITIONS: frozenset[str] = frozenset(["about", "with"])
#: low. Question words that ask what to do about a situation ("what can i do about", "how do i
#: deal with").
REMEDY_WH_WORDS: frozenset[str] = frozenset(["what", "how"])
#: Words that open a clause pointing back at the statement before ("that's what my son says").
POINTING_BACK: frozenset[str] = frozenset(["that", "thats", "which"])
#: "it" pointing back at a situation ("it all hinges on the roster"): a comment only when it
#: holds a frame marker of its own, not a frame noun ("it was a dream" praises).
POINTING_IT: frozenset[str] = frozenset(["it", "its"])
#: Bare auxiliaries that follow "we'll" ("well be moving", "well have to").
BARE_AUXILIARIES: frozenset[str] = frozenset(["be", "have"])
#: The three articles.
ARTICLES: frozenset[str] = frozenset(["the", "a", "an"])
#: low. Determiners a speaker says or leaves out with no change of claim: the articles, and the
#: "any" that standard English writes where negative concord said "no" ("i don't want | no |
#: fuss": "i dont want any fuss"; `cleanup.read_negative_concord`). A message's one costs nothing
#: to skip when a tidy quote leaves it out (`matching`).
SKIPPABLE_DETERMINERS: frozenset[str] = frozenset(["the", "a", "an", "any"])
#: The indefinite articles.
INDEFINITE_ARTICLES: frozenset[str] = frozenset(["a", "an"])
#: Determiners a noun must follow: after them a word that looks like a subject with its
#: apostrophe dropped is the noun it spells ("a shed", "my shed", not "she'd"). Not "her",
#: "his", "its", "this", "that", which may end a phrase of their own ("told her | i'd ..."),
#: nor "an", which a transcript writes for "and" ("the boiler packed in an | i'm getting ...").
NOUN_DETERMINERS: frozenset[str] = frozenset(["the", "a", "my", "our", "your", "their", "every", "each"])
#: Subjects that are a thing or a situation, not a person ("there's", "that's").
THING_SUBJECTS: frozenset[str] = frozenset(
    ["there", "theres", "thats", "this", "everyone", "everybody", "someone"]
)
#: Words a wh-word takes before its verb in a question ("what i'm", "how you're").
WH_FOLLOWERS: frozenset[str] = frozenset(["im", "youre"])
#: Wh-words with "is" stuck on ("what's", "how's"): a question by themselves.
WH_CONTRACTIONS: frozenset[str] = frozenset(["whats", "hows", "wheres", "whos"])
#: Words that make a negation one of how much or how lately ("I haven't been able to volunteer
#: much lately"): it denies the amount, not the thing, which a fact of liking or valuing the
#: thing may still hold.
HOW_MUCH_WORDS: frozenset[str] = frozenset(["much", "lately", "recently", "often"])
#: Subjects that stand for no one ("it feels like ...", "it seems ..."): a verb of feeling or
#: believing after one reports the speaker's own impression, not somebody else's words.
DUMMY_SUBJECTS: frozenset[str] = frozenset(["it", "its"])
#: Function words that often end a sentence (an object pronoun, a particle, an adverb of place or
#: time: "... who needs it", "... I never give up", "... it's fine now"): in a transcript that lost
#: its stops, a capitalised everyday word after one still opens the next sentence.
SENTENCE_FINAL_WORDS: frozenset[str] = frozenset(
    ["it", "up", "out", "too", "now", "there", "here", "still", "really", "actually", "that", "this",
     "all", "about", "in", "on", "off"]
)  # fmt: skip
#: Openers that are the subject when a verb follows ("that is", "so is").
OPENERS_AS_SUBJECTS: frozenset[str] = frozenset(["so", "that"])
#: The user's "I am" / "we are": the verb is in the word, and it is present.
USER_COPULAS: frozenset[str] = frozenset(["im", "were"])
#: low. Modal verbs and their negatives: after a subject opened by "a" they make a statement
#: of any such person ("a mentor can do wonders"), not of one the speaker met.
GENERIC_MODALS: frozenset[str] = frozenset(
    ["can", "cant", "could", "couldnt", "may", "might", "must", "should", "shouldnt", "will", "wont",
     "would", "wouldnt"]
)  # fmt: skip
#: low. Forms of "be" written with their subject as one word, the apostrophe dropped ("im",
#: "shes", "theres"): a noun phrase after them names the subject, or says what there is.
CONTRACTED_COPULAS: frozenset[str] = frozenset(
    ["hes", "im", "its", "shes", "thats", "theres", "theyre", "were", "whos", "youre"]
)
#: Present perfect auxiliaries ("I've been"): the clause reads as present.
PERFECT_AUXILIARIES: frozenset[str] = frozenset(["have", "has", "ive"])
#: Verbs that open an inverted condition ("should the visa come through, we'll move").
INVERTED_CONDITION_VERBS: frozenset[str] = frozenset(["should", "had"])
#: What follows them in an inverted condition.
INVERTED_CONDITION_SUBJECTS: frozenset[str] = frozenset(["the", "my", "our", "it", "this", "that"])
#: Words that end a statement asking for agreement ("..., huh?", "..., right?").
QUESTION_TAGS: frozenset[str] = frozenset(
    ["huh", "right", "eh", "yeah", "no", "innit", "ya", "yes", "ok", "okay"]
)
#: lows. Words that open the first half of a cleft ("what happened | was i passed", "all i did
#: | was ask"): the "was" or "is" after it joins the halves and asks nothing.
CLEFT_OPENERS: frozenset[str] = frozenset(["what", "all"])
#: lows. Words of permission, need and ability: a statement of a rule with a question tag after it
#: asks whether the rule holds ("i can take it with the new pills, yeah?", "i don't need a visa,
#: no?"), where a tag after an opinion asks only for agreement ("that was fun, huh?").
RULE_WORDS: frozenset[str] = frozenset(
    ["can", "cant", "cannot", "need", "needs", "allowed", "supposed", "should", "must", "may", "ought",
     "eligible", "entitled"]
)  # fmt: skip
#: Pronouns that are a question's subject after its auxiliary ("could i", "do you").
QUESTION_PRONOUNS: frozenset[str] = frozenset(["i", "you", "we", "he", "she", "they", "it"])
#: Modal auxiliaries that ask with a noun phrase for subject and a bare verb after it, in a turn
#: whose question mark the transcript lost ("bit better today | could the cough be from the damp").
ASKING_MODALS: frozenset[str] = frozenset(
    ["can", "could", "would", "will", "should", "shall", "may", "might", "must"]
)
#: Links that set a clause against what came before: never a coordinated subject ("my wife and
#: i" is one subject; "not much now but | i drove lorries" is two clauses, with or without a verb
#: before the link).
CONTRASTIVE_LINKS: frozenset[str] = frozenset(["but", "though", "although"])
#: The verbs of "be" and "have" that, right after "X's <gerund>", make the gerund a noun and the
#: "'s" a possessive ("my husband's snoring | is why ...", "his drinking | has got worse").
GERUND_SUBJECT_VERBS: frozenset[str] = frozenset(["is", "was", "has"])
#: Auxiliaries of the third person singular, which never invert with "i", "we", "you", "they"
#: ("is i", "has we"): a statement's "is" before its complement clause, not a question
#: (`clauses._agrees`: "the truth is | i love my job").
THIRD_SINGULAR_AUXILIARIES: frozenset[str] = frozenset(["is", "isnt", "has", "hasnt", "does", "doesnt"])
#: The pronouns those never invert with.
NON_THIRD_SINGULAR: frozenset[str] = frozenset(["i", "we", "you", "they"])
#: Words between two values the user did not choose between ("six | or | seven").
ALTERNATIVES: frozenset[str] = frozenset(["or"])
#: Words that join a fact's items into one list it claims all of ("tomatoes | and | beans",
#: "| both porridge and toast"); `lists.or_made_and`.
CONJOINING_WORDS: frozenset[str] = frozenset(["and", "both"])
#: Words that open a choice before its first item ("| either a collie or a spaniel").
EITHER_WORDS: frozenset[str] = frozenset(["either", "whether"])
#: The user's own forms in a subject noun phrase ("my wife and | i", "me and the lads").
SELF_IN_SUBJECT: frozenset[str] = frozenset(["i", "me"])
#: Links that say why, which coordinate no subject either ("surprising | cause i smoked").
CAUSAL_LINKS: frozenset[str] = frozenset(["because", "cause", "cuz", "coz", "cos"])
#: Words after a noun's "'s" that make it "is" ("my thermostat's at 64", "my mom's in hospital").
IS_AFTER_NOUN: frozenset[str] = frozenset(
    ["not", "never", "so", "really", "very", "always", "still", "been", "at", "in", "on", "from", "with",
     "off", "out", "up", "down", "over", "home", "back", "gone", "just", "also", "pretty", "super"]
)  # fmt: skip
#: Forms lemminflect lists as past that are modals or the same in the present.
NOT_PAST_FORMS: frozenset[str] = frozenset(
    ["might", "could", "would", "should", "read", "put", "set", "cut", "hit", "let", "must"]
)
#: low. Links that open a clause as the consequence of the one before ("... | so it depends on the
#: rota"): the clause before is the reason, said as so, not conditioned by what follows.
CONSEQUENCE_LINKS: frozenset[str] = frozenset(["so", "therefore", "hence", "thus"])
#: Discourse markers dropped before a token that join clauses when a subject follows.
LINKING_MARKS: frozenset[str] = frozenset(["so", "like"])
#: low. The preposition that names what a verb of talking or thinking is about ("tell you |
#: about | my divorce"): the noun phrase after it is the verb's topic (`clauses._topic_noun`,
#: `frames.FrameBuilder.apply_topics`, `frames.FrameBuilder._topic_closes`).
TOPIC_PREPOSITION = "about"
#: Relative pronouns that open a clause about the noun before ("a lad | who's turning ten").
RELATIVE_CLAUSE_OPENERS: frozenset[str] = frozenset(["who", "whos", "which", "whose", "whom"])
#: low. Words before the pro-form "one" after which "that" opens a relative clause about the one
#: ("my eldest's the one | that plays the piano", "i'm the only one | that drives").
PRO_FORM_DETERMINERS: frozenset[str] = frozenset(["the", "only"])
#: Subordinators that open a condition or a time clause after a linking word ("but if").
CONDITION_OPENERS: frozenset[str] = frozenset(
    ["if", "unless", "once", "when", "whenever", "provided", "assuming"]
)
#: low. Prepositions that make the condition word after them their object ("on time | for |
#: once", "all | at | once"): an adverb, no condition and no past.
PREPOSITIONS_BEFORE_ONCE: frozenset[str] = frozenset(["for", "at"])
#: Condition openers that are nothing else before a subject and its verb ("... saturday |
#: provided me knee behaves"): they open a clause without a comma ("when", "if", "once" also
#: open time clauses and complements: "back when i had the shop").
UNAMBIGUOUS_CONDITION_OPENERS: frozenset[str] = frozenset(["provided", "providing", "assuming", "unless"])
#: Pronouns a wish is given to ("wished | her | a happy birthday", "wish | you | luck"): after
#: them a determiner or a `WISHED_THINGS` word makes "wish" a verb of giving, not of wanting.
WISHED_TO: frozenset[str] = frozenset(["me", "us", "him", "her", "them", "you", "ya"])
#: What one wishes somebody ("wish him luck", "wished them well").
WISHED_THINGS: frozenset[str] = frozenset(["luck", "well", "success", "congratulations", "goodnight"])
#: Prepositions whose phrase belongs to the noun before it ("my trip to Shimla").
NOUN_PHRASE_PREPOSITIONS: frozenset[str] = frozenset(["to", "in", "at", "from", "of", "for", "with", "on"])
#: The user's own possessives ("my", "our", and "me" for "my" in British speech).
USER_POSSESSIVE_WORDS: frozenset[str] = frozenset(["my", "our", "me", "ma", "mah"])
#: "my" as British, Irish and Scottish speech says it before a noun ("me mam", "ma pal").
DIALECT_MY: frozenset[str] = frozenset(["me", "ma", "mah", "mi"])
#: low. Determiners of Jamaican and other Caribbean Creoles that open a noun phrase as "my" and
#: "the" do ("mi mother nuh use phone", "di landlord nuh fix it"; Allsopp, 1996).
CREOLE_DETERMINERS: frozenset[str] = frozenset(["mi", "di"])
#: low. The determiners of speech that open a noun phrase where standard English has a
#: possessive or an article ("me cousin", "mi granny", "di landlord").
SPOKEN_DETERMINERS: frozenset[str] = DIALECT_MY | CREOLE_DETERMINERS

# --- scopes of frames (`frames`) ------------------------------------------------------------

#: Words that continue a governed complement ("not sure if ... or if ...").
COMPLEMENT_CONTINUERS: frozenset[str] = frozenset(["or", "if", "whether", "that"])
#: Words that open a complement a question asks about ("do you think that ...", "ask if ...").
ASKED_COMPLEMENTISERS: frozenset[str] = frozenset(["that", "if", "whether"])
#: A question that opens with these offers a second alternative to the statement before it
#: ("it's at ten, or is it eleven"), which is then asked too.
ALTERNATIVE_OPENERS: frozenset[str] = frozenset(["or"])
#: Links that end a complement: what follows is said outright ("..., but ...").
COMPLEMENT_BREAKERS: frozenset[str] = frozenset(
    ["but", "so", "because", "cause", "though", "although", "anyway"]
)
#: Links that open a clause that is not the main clause of a condition before it.
LINKED_STARTS: frozenset[str] = frozenset(["and", "but", "so", "because", "or", "cause"])
#: Links after which a trailing hedge still belongs to the clause before ("i think | or ...").
TRAILING_LINKS: frozenset[str] = frozenset(["or", "and", "but", "so"])
#: A condition on the listener ("if you need it", "if that helps") conditions telling only.
LISTENER_WORDS: frozenset[str] = frozenset(["you", "youre", "that", "thats"])
#: "used to" and a recogniser's "use to".
USED_TO: tuple[tuple[str, ...], ...] = (("used", "to"), ("use", "to"))
#: Words before "kidding"/"joking" that make it no retraction ("are you kidding", "no kidding").
NOT_A_JOKE_BEFORE: frozenset[str] = frozenset(["you", "youre", "are", "be", "not", "no"])
#: Modals of what would follow from a supposition ("I would be driving", "I'd buy").
CONSEQUENT_MODALS: frozenset[str] = frozenset(
    ["would", "could", "might", "id", "wed", "theyd", "shed", "hed", "youd", "wouldve", "couldve"]
)
#: Counterfactual markers: they frame their own clause and its main clause only.
COUNTERFACTUAL_MARKERS: frozenset[str] = frozenset(
    ["would", "wouldve", "could", "couldve", "should", "shouldve", "id", "if", "had", "were"]
)
#: Markers of a supposition that count only at a clause's start ("say i did", "had i known").
CLAUSE_INITIAL_HYPOTHETICALS: frozenset[str] = frozenset(["say", "had", "were"])
#: Words that continue a clause's claim in the next one ("it was the shrimp | that ...").
RELATIVE_PRONOUNS: frozenset[str] = frozenset(["that", "which", "who", "whom", "whose", "where"])
#: Past forms of wanting that tell a motive rather than an open wish.
PAST_WANTING: frozenset[str] = frozenset(["wanted", "hoped", "planned", "intended", "meant", "tried"])
#: Words that open a restatement of what was just said ("well, I was").
RESTATEMENT_OPENERS: frozenset[str] = frozenset(["well", "actually", "mean", "rather", "correction", "sorry"])
#: "going to" and "gonna": a plan only before a verb, and not with "be" of a date.
GOING_TO: frozenset[str] = frozenset(["going", "gonna"])
#: Lemmas of the auxiliaries that ask only with a verb after their subject ("do you think").
SUPPORT_LEMMAS: frozenset[str] = frozenset(["do", "have"])
#: low. The auxiliaries that also work as main verbs with "do" before them ("do my grandkids |
#: need | jabs", "did the kids | have | fun"): after an asking "do" and its subject they are the
#: question's verb, unlike "can" or "will", which never follow it.
DO_SUPPORTED_AUXILIARIES: frozenset[str] = frozenset(["need", "dare", "have", "do"])
#: Verbs that stand for the verb before ("I volunteer there. Well, did").
PRO_VERBS: frozenset[str] = frozenset(["do"])
#: Laughter written out by a recogniser or a texter ("lol", "haha", "ha", "heh"): a statement it
#: follows may be a joke.
LAUGHTER: frozenset[str] = frozenset(
    ["lol", "haha", "hahaha", "hahahaha", "lmao", "rofl", "hehe", "heh", "ha", "lmfao", "jk", "xd"]
)
#: low phrases. How a listener opens a reply of sympathy ("oh no", "ouch", "i'm so sorry", "poor
#: you"): said right after praise, the listener heard a complaint, so the praise may be sarcasm
#: (`reactions.listener_commiserated`). Laughter is `LAUGHTER`'s; a bare "sorry" is not here
#: (it also asks "sorry?" for a word not heard).
SYMPATHY_OPENERS: tuple[tuple[str, ...], ...] = (
    ("oh", "no"), ("oh", "dear"), ("ouch",), ("oof",), ("ugh",), ("yikes",), ("im", "sorry"),
    ("im", "so", "sorry"), ("i", "am", "sorry"), ("so", "sorry"), ("sorry", "to", "hear"),
    ("poor", "you"), ("poor", "thing"),
    # concern for the user's safety, and consolation, which both answer a misfortune ("oh my
    # goodness, are you all right?", "well, at least nobody got hurt")
    ("are", "you", "all", "right"), ("are", "you", "alright"), ("are", "you", "okay"),
    ("are", "you", "ok"), ("are", "you", "hurt"), ("at", "least"),
)  # fmt: skip
#: low. Words of distress a reply of sympathy names what the listener heard by ("that sounds |
#: exhausting", "how | frustrating", "what a | nightmare"), read only after
#: `SYMPATHY_FRAME_WORDS` at the reply's opening. Not "bad", "sad" or "hard" alone: "not bad",
#: "hard work" and "sad to miss it" open warm replies as often.
DISTRESS_WORDS: frozenset[str] = frozenset(
    ["frustrating", "awful", "rough", "tough", "exhausting", "miserable", "maddening", "annoying",
     "stressful", "horrible", "terrible", "painful", "draining", "infuriating", "disappointing",
     "upsetting", "grim", "gruelling", "grueling", "nightmare", "ordeal", "hassle", "dreadful",
     "unfair", "brutal", "heartbreaking", "exasperating", "irritating", "aggravating"]
)  # fmt: skip
#: low. The words a reply of sympathy opens with before its word of distress ("that | must | have
#: | been | awful", "that's | so | frustrating", "what | a | hassle", "how | annoying").
SYMPATHY_FRAME_WORDS: frozenset[str] = frozenset(
    ["that", "thats", "sounds", "sound", "must", "be", "been", "have", "so", "really", "such",
     "how", "what", "a", "an", "absolutely", "truly", "oh", "ah", "gosh", "wow", "well", "utterly",
     # "oh my goodness, are you all right", "that seems awfully harsh"
     "my", "goodness", "god", "lord", "heavens", "seems", "seem", "awfully", "very", "pretty", "quite"]
)  # fmt: skip
#: lemma. Verbs of laughing: somebody laughing in reply to what the user said ("she near fell
#: over laughing", "the whole table cracked up") shows it was a joke.
LAUGHTER_LEMMAS: frozenset[str] = frozenset(["laugh", "giggle", "chuckle", "snigger", "snicker", "guffaw"])
#: low phrases. Laughter said as an idiom ("had us in stitches", "cracked up", "killing
#: themselves laughing" is found by its verb).
LAUGHTER_PHRASES: tuple[tuple[str, ...], ...] = (
    ("in", "stitches"),
    ("cracked", "up"),
    ("crack", "up"),
    ("cracking", "up"),
    ("burst", "out"),
    ("a", "good", "laugh"),
)
#: low. Words right after a laughter word that make it no reaction ("no laughing matter").
NOT_LAUGHTER_AFTER: frozenset[str] = frozenset(["matter", "gas", "stock"])
#: The oldest age a person reaches, in years: a greater age the user gives is a joke ("I'm
#: three hundred years old", "my gran's a hundred and sixty"), the record being 122.
MAX_HUMAN_AGE: int = 122
#: The most relatives of one kind a person has: 69 children is the most recorded for one
#: mother. "i've got a thousand kids", "a hundred cousins" count more than anybody has: an
#: exaggeration (a teacher's class, a crowded family party).
MAX_RELATIVES: int = 69
#: Years of the user's own doing or waiting longer than a life allows ("i've been waiting a
#: hundred years for this bus", "haven't seen her in a hundred years"): an exaggeration.
IMPOSSIBLE_SPAN_YEARS: int = 100
#: lemma -> days. The longest a person goes without it ("i haven't slept in about a year"):
#: the record without sleep is eleven days, without food some weeks. Not "drink" (said of
#: alcohol: "haven't had a drink in five years" is real).
SURVIVAL_LIMITS: dict[str, int] = {"sleep": 11, "eat": 60}
#: low. Prepositions of a span said after a negated verb ("haven't slept in a year", "for").
SPAN_PREPOSITIONS: frozenset[str] = frozenset(["in", "for"])
#: A count of times or of a span's periods no life holds ("i've told him a million times",
#: "my commute is like a million hours"): a clear exaggeration, whoever the subject.
IMPOSSIBLE_COUNT: int = 1_000_000
#: low. Words after a span that make it no span of anybody's doing ("a million years ago").
NOT_A_SPAN_AFTER: frozenset[str] = frozenset(["ago", "old"])
#: low -> days. The periods a span is counted in ("three weeks", "a year", "two centuries").
SPAN_DAYS: dict[str, float] = {
    "minute": 1 / 1440, "minutes": 1 / 1440, "hour": 1 / 24, "hours": 1 / 24, "hr": 1 / 24,
    "hrs": 1 / 24, "day": 1, "days": 1, "night": 1, "nights": 1, "week": 7, "weeks": 7, "fortnight": 14,
    "fortnights": 14, "month": 30, "months": 30, "year": 365, "years": 365, "yr": 365, "yrs": 365,
    "decade": 3650, "decades": 3650, "century": 36500, "centuries": 36500,
}  # fmt: skip
#: relation. Relatives a person has many of, counted ("three grandkids", "a thousand cousins");
#: not friends, students or colleagues, of whom hundreds are real.
COUNTED_RELATIVES: frozenset[str] = frozenset(
    ["kid", "child", "son", "daughter", "grandkid", "grandchild", "grandson", "granddaughter",
     "sibling", "brother", "sister", "cousin", "nephew", "niece", "aunt", "uncle", "stepkid",
     "stepchild", "greatgrandchild"]
)  # fmt: skip
#: low. Words after a number that make it an age ("three hundred years old", "150 yrs").
AGE_UNITS: frozenset[str] = frozenset(["years", "year", "yrs", "yr", "old"])
#: low phrase. "every christmas, more like": a value said after the statement with "more like"
#: replaces what the statement said (often sarcastically: "rings me every day ... every
#: christmas, more like"). "like" is a discourse word the normaliser drops.
MORE_LIKE: tuple[str, str] = ("more", "like")
#: "kind of", "sort of": a hedge on the next few words only.
KIND_OF_WORDS: frozenset[str] = frozenset(["kind", "sort", "kinda", "sorta"])
#: "doubt" itself (after "no" it asserts).
DOUBT_WORDS: frozenset[str] = frozenset(["doubt"])
#: Hearsay said after the claim ("..., or so says the gossip").
TRAILING_HEARSAY_OPENERS: frozenset[str] = frozenset(["or"])
#: "my therapist thinks so": agreement with no content of its own.
AGREEMENT_WORDS: frozenset[str] = frozenset(["so"])
#: Words after "if" that make it ask rather than condition ("not sure if", "wonder if").
ASKING_IF: frozenset[str] = frozenset(
    ["sure", "know", "wonder", "wondering", "ask", "asked", "asking", "see", "check", "idea", "decide",
     "deciding", "matter", "care", "tell", "unsure", "doubt", "question", "convinced", "certain"]
)  # fmt: skip
#: low. The opener of a condition that follows its main clause with no comma ("we'll move to
#: perth | if jason gets the transfer"), when nothing before it takes it as "whether".
CONDITION_IF: str = "if"
#: lemma or low. Words of a clause after which "if" means "whether" and opens a complement, not
#: a condition (`ASKING_IF` and their dictionary forms: "not sure if", "ask him if", "see if it
#: works"), and the words of phrases "if" forms that are no plain condition ("as if", "even if",
#: "what if", "only if", said as their own markers).
IF_AS_WHETHER_AFTER: frozenset[str] = ASKING_IF | frozenset(
    ["wonder", "remember", "forget", "figure", "understand", "test", "confirm", "say", "guess",
     "try", "look", "watch", "hear", "find", "as", "even", "what", "only", "like"]
)  # fmt: skip
#: low. The word that makes a condition a concession ("we're going even if it rains"): the
#: main clause holds whatever the condition, so only the condition's own clause is framed.
CONCESSION_WORD: str = "even"
#: low. Words of a negative adverbial that inverts the auxiliary and subject after it ("not
#: once have i", "never before had we", "seldom do i"); "not yet | can i" is an answer and a
#: question, so a plain negation is not enough.
INVERTING_NEGATIVES: frozenset[str] = frozenset(["never", "seldom", "rarely", "nowhere"])
#: low. Words that invert the same way after a "not" ("not once have i", "not until did we").
NEGATED_INVERTERS: frozenset[str] = frozenset(["once", "until"])
#: low. The past forms of "be": a "when" clause in them locates its main clause in a period of
#: life that is over ("we had chickens | when the kids were small").
PAST_BE: frozenset[str] = frozenset(["was", "were"])
#: low. The opener of a clause of time ("when the kids were small").
TIME_WHEN: str = "when"
#: low. Object pronouns between a verb of asking and its "if" ("ask him if he wants it").
ASKED_PRONOUNS: frozenset[str] = frozenset(["me", "us", "him", "her", "them", "you"])
#: Prepositions before a number a question takes as given ("am I too old at fifty eight").
AGE_PREPOSITIONS: frozenset[str] = frozenset(["at", "since", "with"])
#: "now that" opens a clause a question takes as given.
NOW_WORDS: frozenset[str] = frozenset(["now"])
#: Words after a round number that make it a count of times ("a thousand times").
TIMES_WORDS: frozenset[str] = frozenset(["times", "time"])
#: "best" of praise that may be sarcasm ("best boss in the world").
SUPERLATIVE_HEADS: frozenset[str] = frozenset(["best"])
#: The lemma of "to be" (a pet that "is the mayor").
BE_LEMMAS: frozenset[str] = frozenset(["be"])

# --- claims (`context`) -------------------------------------------------------------------------

#: low. Modals of advice that open a question about a feeling ("should i be worried | that my
#: mum forgets everything", "ought i to be concerned that ..."): what the question asks is
#: whether the fear is warranted, so what is feared is taken as so, not doubted (`frames`).
ADVICE_MODALS: frozenset[str] = frozenset(["should", "shouldnt", "ought"])
#: A clause with no subject that opens with these is advice to the listener, not a denial
#: ("don't forget to take breaks").
NEGATED_ADVICE: frozenset[str] = frozenset(["dont", "never", "not"])

# --- corrections (`corrections`) --------------------------------------------------------------

#: low phrases. Correction markers that are also everyday words ("no", "actually", "well"):
#: they correct only a value by a value or a name by a name, said right after.
BARE_CORRECTIONS: frozenset[tuple[str, ...]] = frozenset(
    [("no",), ("actually",), ("wait",), ("well",), ("nah",), ("rather",), ("more", "like"),
     # "allergic to shellfish, or was it just a dodgy prawn": an alternative asked, unless a
     # value follows for a value ("ninety eight, or was it ninety nine")
     ("or", "was", "it"), ("or", "is", "it")]
)  # fmt: skip
#: subject kind (`clauses.Subject` value) -> the pronouns a tag question after a statement of
#: that subject takes ("she's moved, hasn't | she"): a tag with another pronoun asks about
#: somebody else ("he's gone, have | you?"). Only of other people: of oneself a tag is mostly a
#: speaker reminding themself ("i had a birthday in june, didn't i"), and "it was lovely,
#: wasn't it" seeks agreement with a remark; holding every fact beside one costs reviews.
TAG_PRONOUNS: dict[str, frozenset[str]] = {"third": frozenset(["he", "she", "they"])}
#: low. Pronouns of a tag of the statement's own polarity after a statement about a thing
#: ("my insurance covers the dentist, does | it", "the trains run late on sundays, do | they"):
#: asked, not told (a tag of the other polarity only seeks agreement: `TAG_PRONOUNS`).
THING_TAG_PRONOUNS: frozenset[str] = frozenset(["it", "they"])
#: low. One-word tags that put a statement up to be confirmed, or only agreed with, when said with
#: a question mark at the end of its sentence ("bin day's thursday, | right?", "i take them at
#: night, | correct?"); "innit" without one. `utterance.analyse` holds the statement before them.
CHECK_TAGS: frozenset[str] = frozenset(["right", "yeah", "yes", "correct", "innit", "ok", "okay", "no", "eh"])
#: low. The one-word tags that ask whatever the punctuation ("my son's birthday is the third, innit").
UNPUNCTUATED_CHECK_TAGS: frozenset[str] = frozenset(["innit"])
#: low. Words that may close a tag question ("isn't he | then", "aren't they | really").
TAG_CLOSERS: frozenset[str] = frozenset(["then", "really", "eh", "though"])
#: Words between a correction marker and the value that replaces the corrected one.
CORRECTION_FILLERS: frozenset[str] = frozenset(
    ["not", "no", "sorry", "i", "mean", "it", "its", "they", "theyre", "wait", "actually", "uh", "oh"]
)
#: key. Words that open a noun phrase as the subject after an inverted auxiliary ("why won't
#: | my cat eat", "doesn't | the bus stop here"): the negation there is the verb's, not theirs.
INVERTED_SUBJECT_OPENERS: frozenset[str] = frozenset(["my", "our", "your", "his", "her", "their", "the"])
#: low. Possessives that are also object pronouns ("asked | her a favour"): no sure opening of
#: a subject after a verb.
OBJECT_POSSESSIVES: frozenset[str] = frozenset(["her", "its"])
#: low. Hesitations a speaker fills a self-repair with ("earlies um no lates").
HESITATIONS: frozenset[str] = frozenset(["um", "uh", "er", "erm", "ah", "oh"])
#: Parts of speech (the tagger's tags, not words) of words a bare "no" may swap in one slot.
SLOT_TAGS: frozenset[str] = frozenset(["NOUN", "ADJ"])
#: Words between a value and the correction marker after it ("the sixth, at, no ...").
CORRECTION_CARRIERS: frozenset[str] = frozenset(["the", "at", "on", "in", "uh"])
#: Forms of "be" said before a value ("is the 20th", "it's the 21st", "I'm 79").
COPULAR_FORMS: frozenset[str] = frozenset(["is", "was", "its", "thats", "im", "are", "were", "am"])
#: low. The words that open and close an inference the user asks to have confirmed, before a
#: question ("so i've got arthritis | then, is that what the x-ray shows"): asked, not told
#: (`frames.FrameBuilder.apply_questions`).
INFERENCE_FRAME: tuple[str, str] = ("so", "then")
#: low. Words a month or a weekday put right in a later turn may stand after in its stretch,
#: beside a pointing subject and "be" ("it's | in | april, sorry", "no, on | wednesdays"): the
#: name is then bare, not a part of a clause of its own (`later.recalendared_later`).
CALENDAR_CARRIERS: frozenset[str] = frozenset(["on", "in", "the", "every", "of"])
#: low. Bare correction markers of one word that put a month or a weekday right beside it
#: ("wednesdays | actually", "no, | april"); not "well", which opens a remark as often.
CALENDAR_FIXING_WORDS: frozenset[str] = frozenset(["no", "actually", "wait", "nah", "sorry"])
#: Single-word markers that correct on their own ("sorry", "correction", "misspoke").
EXPLICIT_CORRECTIONS: frozenset[str] = frozenset(["sorry", "misspoke", "correction"])
#: "no not boston": the negation that repeats the corrected word.
REPEATED_NEGATION: frozenset[str] = frozenset(["not"])
#: Degree words a retraction or a hedge may carry without changing it ("that's not quite true",
#: "not strictly right", "I'm not totally sure"): read as the phrase without them.
DEGREE_WORDS: frozenset[str] = frozenset(
    ["quite", "strictly", "entirely", "totally", "completely", "altogether", "wholly"]
)
#: lemma. Words of fear that take what is feared as a clause ("i'm worried | she's got
#: dementia", "scared | it's spread"): the feared clause is a doubt, not a fact.
FEAR_LEMMAS: frozenset[str] = frozenset(
    ["worried", "worry", "afraid", "scared", "terrified", "frightened", "petrified", "fear", "dread",
     "paranoid", "nervous", "anxious", "concerned"]
)  # fmt: skip
#: An object pronoun that closes its clause ("can you believe it | my hip's booked", "i doubt
#: it | she'd come"): the verb has its object, so the next clause is no complement of it.
OBJECT_IT: frozenset[str] = frozenset(["it"])
#: A demonstrative a pause follows right after a question's verb ("can they do that, | my
#: landlord's putting the rent up", "can you believe that, | ..."): the verb's object, not the
#: complementiser of the clause after the pause.
OBJECT_DEMONSTRATIVES: frozenset[str] = frozenset(["that", "this"])
#: low. Determiners of a noun phrase a question takes as there, as "the" does: "this", "these",
#: "those" point at something at hand ("can i have wine on | these antibiotics"). Not "that",
#: which also opens a clause ("is it normal | that dogs bark").
DEFINITE_DETERMINERS: frozenset[str] = frozenset(["the", "this", "these", "those"])
#: A modal and "you" before a verb of believing ("can you believe | my son's quit his job",
#: "would you credit | ..."): an exclamation of disbelief at what the speaker takes as so, not a
#: question of whether the listener believes it ("do you believe" asks, and is not here).
INCREDULITY_MODALS: frozenset[str] = frozenset(["can", "could", "would"])
#: lemma. The verbs of that exclamation.
INCREDULITY_VERBS: frozenset[str] = frozenset(["believe", "credit"])
#: Prefixes of compound relations a transcriber writes apart ("step dad", "step-mum", "old man"): the
#: relation is the compound when `RELATIONS` knows it ("stepdad").
RELATION_PREFIXES: frozenset[str] = frozenset(["step", "half", "grand", "god", "old"])
#: low. Possessives of a third person ("his wife", "her son", "their daughter"): a relation said
#: after one is that person's, not the user's (`claim._whose_relation_differs`).
THIRD_POSSESSIVES: frozenset[str] = frozenset(["his", "her", "their"])
