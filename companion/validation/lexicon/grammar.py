"""Closed classes of English the clause analysis reads: pronouns, determiners, prepositions,
auxiliaries, links and subordinators, question words, and the clause-structure classes.

Data only, each list in the form its comment names (see the `lexicon` package docstring).
"""

from __future__ import annotations

__all__ = [
    "AGAIN_WORDS",
    "ASKED_THIRD_OBJECTS",
    "ASKED_THIRD_PERSONS",
    "AUXILIARIES",
    "CALENDAR",
    "CLAUSE_LINKS",
    "CLAUSE_ONLY_LINKS",
    "CLAUSE_OPENERS",
    "CLAUSE_OPENING_OBJECTS",
    "CLITIC_HOSTS",
    "CLITIC_READINGS",
    "COMPLEMENT_VERBS",
    "CONCORD_NEGATIONS",
    "CONCORD_PHRASES",
    "CONTRACTED_SUBJECTS",
    "CONTRACTED_VERB",
    "DETERMINERS",
    "EMOTIVE_FACTIVES",
    "FIRST_PERSON",
    "FIRST_PERSON_HOMOGRAPHS",
    "FIXED_DAYS",
    "FUNCTION_WORDS",
    "GENERIC_PEOPLE",
    "GLOWING_OPENERS",
    "INDEFINITE_PRONOUNS",
    "INTENSIFIERS",
    "MONTHS",
    "MONTH_ABBREVIATIONS",
    "MOVABLE_DAYS",
    "NEGATING_WORDS",
    "NEGATIONS",
    "NEGATION_BRIDGES",
    "NEGATION_IDIOMS",
    "NEGATION_SCOPE_ENDS",
    "NEGATIVE_CLITIC",
    "NEGATIVE_CONCORD",
    "NEGATIVE_CONTRACTIONS",
    "NEGATIVE_HOSTS",
    "NOUN_PHRASE_STOPS",
    "NO_WORDS",
    "OBJECT_PRONOUNS",
    "OPINION_VERBS",
    "OTHERS_POSSESSIVES",
    "PAST_AUXILIARIES",
    "PERFECT_CLITICS",
    "POSSESSIVES",
    "PREPOSITIONS",
    "PRESENT_AUXILIARIES",
    "PREVERBAL_NEGATORS",
    "PREVERBAL_SUBJECTS",
    "QUESTION_AUXILIARIES",
    "QUESTION_COMPLEMENT",
    "QUESTION_SUBJECTS",
    "REFLEXIVE_ENDINGS",
    "RESUMPTIVE_PRONOUNS",
    "SAME_QUANTIFIER",
    "SECOND_PERSON",
    "SOMEONES_POSSESSIVES",
    "SPAN_PREPOSITIONS",
    "STATE_VERBS",
    "SUBJECT_FORMS",
    "SUBJECT_PRONOUNS",
    "SUBJECT_WH_WORDS",
    "SUBORDINATORS",
    "THING_OR_CLAUSE_VERBS",
    "THIRD_PERSON",
    "THIRD_SUBJECTS",
    "UNIVERSALS",
    "USERS_POSSESSIVES",
    "USER_SUBJECTS",
    "WEEKDAYS",
    "WH_WORDS",
]

#: key. Negative contractions: negations in their own right.
NEGATIVE_CONTRACTIONS: frozenset[str] = frozenset(
    ["dont", "doesnt", "didnt", "isnt", "arent", "wasnt", "werent", "havent", "hasnt", "hadnt", "cant",
     "cannot", "couldnt", "wouldnt", "shouldnt", "wont", "mustnt", "neednt", "aint", "mightnt",
     # Scots and northern English ("i dinnae drive", "she cannae come", "it wasnae me")
     "dinnae", "didnae", "doesnae", "cannae", "couldnae", "wouldnae", "shouldnae", "isnae", "wasnae",
     "arenae", "havenae", "hasnae", "hadnae", "willnae", "widnae", "dinna", "didna", "canna", "couldna",
     "wouldna", "isna", "wasna", "winna", "wilnae"]
)  # fmt: skip
#: low -> lows. What a verb clitic written onto its host stands for ("I'm", "my dad's", "my son'll",
#: "we'd"), read when a tidy quote writes it out or the user did ("I am" = "I'm"). "'d" and "'s"
#: have two readings each; the alignment holds the words after them to the one it takes.
CLITIC_READINGS: dict[str, tuple[str, ...]] = {
    "m": ("am",), "re": ("are",), "ve": ("have",), "ll": ("will",), "d": ("had", "would"), "s": ("is", "has"),
}  # fmt: skip
#: low. Clitics that before a past participle can only be the perfect's auxiliary, their first
#: reading: "i'd | given up" is "had given up", never "would".
PERFECT_CLITICS: frozenset[str] = frozenset(["d"])
#: low. Hosts a transcript without apostrophes runs a verb clitic into ("im", "youre", "theyll"):
#: such a run is read as its two words only when it is no word of the dictionary itself, so
#: "were", "well", "ill" and "its" stay the words they are.
CLITIC_HOSTS: frozenset[str] = frozenset(
    ["i", "you", "we", "they", "he", "she", "it", "that", "there", "here", "what", "who", "where"]
)
#: low. The negative clitic with its apostrophe dropped ("isnt" = "is" + "nt"): "not".
NEGATIVE_CLITIC: str = "nt"
#: low -> low. Verbs whose negative contraction changes the stem ("won't" = "will not").
NEGATIVE_HOSTS: dict[str, str] = {"wo": "will", "ca": "can", "sha": "shall"}
#: key. Negations: critical tokens (V4) and what the polarity rules look for (V7a).
NEGATIONS: frozenset[str] = (
    frozenset(["not", "no", "never", "nor", "none", "nothing", "nobody", "neither", "nowhere", "noone"])
    | NEGATIVE_CONTRACTIONS
)
#: low -> low. Negative indefinites that, after a negation in the same clause, repeat it rather
#: than cancel it (negative concord, usual in many Englishes: "i don't eat no pork", "we never
#: told nobody"), with the standard indefinite they stand for ("anybody"); "" for the
#: determiner "no", which standard English leaves out ("i don't eat pork").
NEGATIVE_CONCORD: dict[str, str] = {
    "no": "", "nothing": "anything", "nobody": "anybody", "noone": "anyone", "none": "any",
    "nowhere": "anywhere",
}  # fmt: skip
#: key. Negations of a verb that a negative concord may repeat after it ("don't", "can't",
#: "never", and "not" after an auxiliary: "do not"); a bare "not" of a phrase ("not at night, no
#: way") spreads to nothing.
CONCORD_NEGATIONS: frozenset[str] = NEGATIVE_CONTRACTIONS | frozenset(["not", "never"])
#: low phrase -> low. Negative concord said as a phrase, and the standard word it stands for
#: ("can't drive | no more" is "can't drive anymore").
CONCORD_PHRASES: dict[tuple[str, ...], str] = {("no", "more"): "anymore"}
#: key. Words that negate like "not" without being one ("without").
NEGATING_WORDS: frozenset[str] = frozenset(["without"])
#: low. Negators said between a subject and a bare verb in many contact Englishes and in
#: learners' English (Caribbean "mi nuh eat pork", Trinidadian "i doh work sundays", West African,
#: Hispanic and Asian Englishes' "she no speak english"), where standard English says "don't"
#: (`cleanup.read_preverbal_negation`). After the Dictionary of Caribbean English Usage
#: (Allsopp, 1996) for "nuh", "nah" and "doh"; "no" is the learner's and pidgins' form.
PREVERBAL_NEGATORS: frozenset[str] = frozenset(["no", "nuh", "nah", "doh"])
#: low. Subjects before a preverbal negator: the subject pronouns, and the object forms many
#: Caribbean Englishes use as subjects ("me nuh drink", "him nuh work") when they open a clause.
PREVERBAL_SUBJECTS: frozenset[str] = frozenset(["i", "we", "you", "he", "she", "they", "mi", "wi"])
#: low. Object pronouns said as subjects at the start of a clause ("me nuh eat pork", "him no
#: drive"); elsewhere they are objects ("they gave me | no | trouble").
CLAUSE_OPENING_OBJECTS: frozenset[str] = frozenset(["me", "him", "her", "them", "dem", "us"])
#: low. Pronouns that speech puts after a subject noun phrase to say it again ("my wife | she
#: no like the city", "the car | it broke down again"): the noun phrase is the subject, and a
#: tidy quote leaves the pronoun out.
RESUMPTIVE_PRONOUNS: frozenset[str] = frozenset(["he", "she", "it", "they", "dem"])
#: low -> low. The standard subject form of a pronoun said as the subject of a preverbal
#: negator ("me nuh eat pork", "mi no drive", "dem nuh talk"): "I", "they" is what is meant.
SUBJECT_FORMS: dict[str, str] = {
    "me": "i", "mi": "i", "him": "he", "her": "she", "them": "they", "dem": "they", "us": "we", "wi": "we"
}  # fmt: skip
#: key pairs. Negations that assert the positive: "can't wait", "no doubt", "never forget".
NEGATION_IDIOMS: frozenset[tuple[str, str]] = frozenset(
    {("cant", "wait"), ("cannot", "wait"), ("no", "doubt"), ("not", "only"), ("no", "wonder"),
     ("no", "problem"), ("no", "worrie"), ("no", "worry"), ("dont", "worry"), ("never", "mind"),
     ("never", "forget"), ("wont", "forget"), ("not", "bad"), ("cant", "complain"),
     ("cant", "believe"), ("no", "wonder"), ("dont", "forget"), ("not", "forget"), ("wouldnt", "give"),
     ("no", "cap"), ("no", "lie"), ("no", "matter")}
)  # fmt: skip
#: key. Words that end the scope of a negation (V7a): a new clause begins.
NEGATION_SCOPE_ENDS: frozenset[str] = frozenset(
    ["and", "but", "or", "so", "because", "though", "although", "while", "when", "if"]
)
#: key. Prepositions that open how long a negation has held ("not smoked | in six months",
#: "haven't seen her | for years"): what follows is no part of what is negated.
SPAN_PREPOSITIONS: frozenset[str] = frozenset(["in", "for", "over"])
#: key. Words between a negation and what it negates ("never really liked", "not even once").
INTENSIFIERS: frozenset[str] = frozenset(
    ["really", "even", "ever", "actually", "just", "quite", "always", "truly", "totally", "at", "all",
     "yet", "still", "exactly", "necessarily", "particularly", "super", "that", "too"]
)  # fmt: skip
#: key. Words a negation reaches through to the words it negates ("never really | wanted to",
#: "never once | been").
NEGATION_BRIDGES: frozenset[str] = frozenset(
    ["really", "even", "ever", "actually", "just", "quite", "always", "truly", "totally", "at", "all", "once"]
)
#: key. A negation answered with nothing else ("No.", "Nope, ...").
NO_WORDS: frozenset[str] = frozenset(["no", "nope", "nah"])
#: low. Month names in calendar order (a month's number is its index + 1).
MONTHS: tuple[str, ...] = (
    "january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
    "november", "december",
)  # fmt: skip
#: low. Weekday names from Monday (Python's `date.weekday()` order).
WEEKDAYS: tuple[str, ...] = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
#: low. Month and weekday names: values a correction replaces one by another.
CALENDAR: frozenset[str] = frozenset(MONTHS) | frozenset(WEEKDAYS)
#: low -> month number. Abbreviated months in written dates ("Sept. 4", "Jan 9").
MONTH_ABBREVIATIONS: dict[str, int] = {
    "jan": 1, "feb": 2, "mar": 3, "apr": 4, "jun": 6, "jul": 7, "aug": 8, "sep": 9, "sept": 9,
    "oct": 10, "nov": 11, "dec": 12,
}  # fmt: skip
#: key. Quote words an alignment may skip at the cost of one edit (they rarely change a claim).
FUNCTION_WORDS: frozenset[str] = frozenset(
    ["a", "an", "the", "and", "or", "of", "to", "too", "in", "on", "at", "for", "with", "is", "was",
     "are", "were", "be", "been", "being", "that", "it", "this", "just", "really", "very", "but", "as",
     "by", "from", "up", "out", "about", "have", "has", "had", "do", "did", "does", "am", "will",
     "would", "can", "could", "some", "any", "all", "also", "then", "than", "there", "here", "now",
     "still", "actually", "even", "pretty", "kind", "sort", "of"]
)  # fmt: skip
#: low. Who a statement is about (V6).
FIRST_PERSON: frozenset[str] = frozenset(
    ["i", "me", "my", "mine", "myself", "we", "us", "our", "ours", "ourselves", "im", "ive", "id", "ill",
     "weve", "wed", "were"]
)  # fmt: skip
#: low. Words of FIRST_PERSON that are as often other words when a transcript drops the
#: apostrophe ("were" / "we're", "ill" / "i'll", "id", "wed"): no person on their own.
FIRST_PERSON_HOMOGRAPHS: frozenset[str] = frozenset(["were", "id", "ill", "wed"])
#: low. Pronouns and contractions that are the subject of their clause; "you" and "it" are
#: objects as often as subjects and are listed apart.
SUBJECT_PRONOUNS: frozenset[str] = frozenset(
    ["i", "we", "he", "she", "they", "im", "ive", "id", "ill", "weve", "wed", "hes", "shes", "theyre",
     "theyve", "theyll", "hed", "shed", "thats", "theres", "heres", "whats"]
)  # fmt: skip
#: low. Subject forms that include the user ("we", "me and my husband").
USER_SUBJECTS: frozenset[str] = frozenset(["i", "we", "im", "ive", "id", "ill", "weve", "wed", "me", "us"])
#: low. Third-person subject forms.
THIRD_SUBJECTS: frozenset[str] = frozenset(
    ["he", "she", "they", "hes", "shes", "theyre", "theyve", "theyll", "hed", "shed"]
)
#: low. Third-person pronouns a question may ask about after its auxiliary ("what does | she |
#: teach"): `speech.asked_about`. Not "they": a reply about "them" often takes the user in ("who
#: are they?" - "went to a convention together").
ASKED_THIRD_PERSONS: frozenset[str] = frozenset(["he", "she"])
#: low. The same persons as objects, in a question whose wh-word is its subject ("what brought
#: | him | back", "what's weighing on | her"): `speech.asked_about`.
ASKED_THIRD_OBJECTS: frozenset[str] = frozenset(["him", "her"])
#: low. Wh-words that may be a question's subject, with "is" cliticised or not ("what | happened",
#: "who's | looking after him"): `speech.asked_about`.
SUBJECT_WH_WORDS: frozenset[str] = frozenset(["what", "who", "whats", "whos"])
#: low. Second person: what the user says of "you" is about the assistant.
SECOND_PERSON: frozenset[str] = frozenset(
    ["you", "your", "yours", "youre", "youve", "youll", "youd", "yourself"]
)
#: low. Subject contractions that carry their verb ("im" = "i am"): the verb's lemma.
CONTRACTED_VERB: dict[str, str] = {
    "im": "be", "ive": "have", "id": "would", "ill": "will", "weve": "have", "wed": "would",
    "hes": "be", "shes": "be", "theyre": "be", "theyve": "have", "theyll": "will", "hed": "would",
    "shed": "would", "thats": "be", "theres": "be", "heres": "be", "whats": "be", "its": "be",
    "youre": "be", "youve": "have", "youll": "will", "were": "be", "gonna": "go", "wanna": "want",
}  # fmt: skip
#: low. Third-person words anywhere in a clause (V6, content words).
THIRD_PERSON: frozenset[str] = frozenset(
    ["he", "she", "him", "her", "his", "hers", "they", "them", "their", "theirs"]
)
#: low. Possessive determiners of somebody else that are never an object ("his", "their"; not
#: "her", as in "i bought her flowers"): a thing said after one is theirs (`lists.item_moved`).
OTHERS_POSSESSIVES: frozenset[str] = frozenset(["his", "their"])
#: low. Possessive determiners of another person or people ("his job", "her arm", "their dog"):
#: a thing said after one is theirs (`rules.possessor_moved`).
SOMEONES_POSSESSIVES: frozenset[str] = frozenset(["his", "her", "their"])
#: low. The fact's words that make a thing the user's: "User's job", and "their" in a fact whose
#: subject is the user ("User lost their job").
USERS_POSSESSIVES: frozenset[str] = frozenset(["users", "their"])
#: low. Possessive determiners: "my X" opens a noun phrase about the user's X.
POSSESSIVES: frozenset[str] = frozenset(["my", "our", "your", "his", "her", "their", "its"])
#: low. Determiners that open a noun phrase.
DETERMINERS: frozenset[str] = (
    frozenset(
        ["a", "an", "the", "this", "that", "these", "those", "some", "any", "every", "each", "no", "another"]
    )
    | POSSESSIVES
)
#: low. Personal pronouns as objects ("she gave | me | money"): glue of a sentence, like its
#: articles, where a quote is looked for by its content words (`matching.content_words_in_order`).
OBJECT_PRONOUNS: frozenset[str] = frozenset(["me", "us", "him", "her", "them", "you"])
#: low. Prepositions: a noun phrase after one is never its clause's subject.
PREPOSITIONS: frozenset[str] = frozenset(
    ["of", "in", "on", "at", "for", "with", "from", "to", "into", "about", "by", "over", "under",
     "after", "before", "since", "until", "till", "during", "near", "around", "without", "through",
     "like", "than", "between", "behind", "across", "against", "toward", "towards", "off", "up",
     "down", "out", "per", "via", "outside", "inside", "despite", "above", "below", "beneath", "beside",
     "opposite", "along", "among", "beyond", "within", "onto", "upon"]
)  # fmt: skip
#: How a reflexive pronoun ends ("oneself", "themselves"): closed class that the tagger leaves
#: untagged; `support.unsaid_term`.
REFLEXIVE_ENDINGS: tuple[str, ...] = ("self", "selves")
#: low. Words that join clauses ("and", "but", "so", "because"): a new subject may follow.
CLAUSE_LINKS: frozenset[str] = frozenset(
    ["and", "but", "so", "because", "cause", "cuz", "coz", "since", "though", "although", "while",
     "whereas", "or", "then", "plus", "except", "otherwise", "anyway", "anyways"]
)  # fmt: skip
#: low. Links that only ever join clauses, never two noun phrases ("allergic to cats | so | no
#: kitten for me"), unlike "and" ("my husband and me") or "but" ("nobody but me").
CLAUSE_ONLY_LINKS: frozenset[str] = frozenset(["so", "because", "cause", "cuz", "coz"])
#: low. Auxiliary and modal verb forms (a question opens with one; a finite verb may be one).
AUXILIARIES: frozenset[str] = frozenset(
    ["do", "does", "did", "is", "are", "was", "were", "am", "be", "been", "being", "have", "has",
     "had", "can", "could", "will", "would", "shall", "should", "may", "might", "must", "need",
     "dont", "doesnt", "didnt", "isnt", "arent", "wasnt", "werent", "havent", "hasnt", "hadnt",
     "cant", "cannot", "couldnt", "wont", "wouldnt", "shouldnt", "aint"]
)  # fmt: skip
#: low. Question words.
WH_WORDS: frozenset[str] = frozenset(["who", "what", "when", "where", "why", "how", "which", "whose"])
#: low. Words that open a question when a subject follows ("should i", "do you", "was that").
QUESTION_AUXILIARIES: frozenset[str] = frozenset(
    ["do", "does", "did", "is", "are", "was", "were", "am", "can", "could", "would", "will", "should",
     "shall", "have", "has", "may", "might", "must", "dont", "doesnt", "didnt", "isnt", "arent",
     "wasnt", "werent", "cant", "wont", "wouldnt", "shouldnt", "havent", "hasnt"]
)  # fmt: skip
#: low. What may stand between a question auxiliary and the question's verb as its subject.
QUESTION_SUBJECTS: frozenset[str] = frozenset(
    ["i", "you", "we", "he", "she", "they", "it", "that", "this", "there", "my", "your", "his", "her",
     "our", "their", "the", "a", "an", "anyone", "anybody", "someone", "everyone"]
)  # fmt: skip
#: key. Universal quantifiers (V5): a fact that generalises ("is not allergic to anything",
#: "always cooks") overclaims unless the user's own words generalise the same way.
UNIVERSALS: frozenset[str] = frozenset(
    ["anything", "everything", "always", "all", "every", "everyone", "everybody", "anyone", "anybody",
     "forever", "everywhere", "constantly"]
)  # fmt: skip
#: low. The indefinite pronouns, a closed class: "some", "any", "no", "every" with "thing",
#: "body", "one" or "where" ("anything", "nobody"), and "noone" as speech-to-text spells it.
INDEFINITE_PRONOUNS: frozenset[str] = frozenset(
    [d + h for d in ("some", "any", "no", "every") for h in ("thing", "body", "one", "where")] + ["noone"]
)
#: key. Quantifiers that say the same thing ("whenever you need help" backs "always there").
SAME_QUANTIFIER: tuple[tuple[str, ...], ...] = (
    ("always", "whenever", "constantly"),
    ("every", "each", "all"),
    ("everyone", "everybody"),
    ("anyone", "anybody"),
)
#: low. Words that open a subordinate clause ("if", "that", "when"): a subject may follow.
SUBORDINATORS: frozenset[str] = frozenset(
    ["if", "unless", "when", "whenever", "while", "because", "since", "although", "though", "that",
     "whether", "until", "till", "once", "where", "after", "before", "as", "cause", "cuz", "coz",
     "provided", "providing", "assuming"]
)  # fmt: skip
#: low. Words before a clause's subject that are not part of it ("well", "honestly", "oh").
CLAUSE_OPENERS: frozenset[str] = frozenset(
    ["and", "but", "so", "or", "then", "plus", "well", "oh", "okay", "ok", "yeah", "yes", "no", "honestly",
     "anyway", "anyways", "actually", "like", "because", "cause", "cuz", "coz", "also", "now", "see",
     "look", "listen", "ugh", "god", "gosh", "wow", "hey", "um", "uh", "basically", "literally",
     "seriously", "right", "alright", "sure", "apparently", "though", "still", "just", "lol", "haha",
     "ha", "man", "dude", "jeez", "geez", "huh", "hmm", "ooh", "aw", "aww", "nah", "yep", "yup"]
)  # fmt: skip
#: lemma. What a question asks about when its content follows: "do you think [she's cheating]",
#: "is it normal that [...]" put the complement in question too (V7b).
QUESTION_COMPLEMENT: frozenset[str] = frozenset(
    ["think", "believe", "suppose", "reckon", "say", "true", "possible", "sure", "guess", "feel", "seem",
     "look", "sound", "likely", "real", "right", "imagine"]
)  # fmt: skip
#: low. Words that end a noun phrase ("my three year old | still wakes up").
NOUN_PHRASE_STOPS: frozenset[str] = frozenset(
    ["still", "just", "really", "also", "always", "never", "often", "usually", "sometimes", "already",
     "finally", "actually", "even", "only", "again", "now", "then", "too", "so", "very", "not", "no",
     "who", "whos", "whose", "whom", "which", "that", "what", "when", "where", "why", "how", "to"]
)  # fmt: skip
#: low. Verb forms of the past that make a clause past ("was", "had", "used").
PAST_AUXILIARIES: frozenset[str] = frozenset(
    ["was", "were", "had", "did", "wasnt", "werent", "hadnt", "didnt", "used", "couldnt", "could"]
)  # fmt: skip
#: low. Present forms of be/have/do (a present clause, a present fact).
PRESENT_AUXILIARIES: frozenset[str] = frozenset(
    ["is", "are", "am", "has", "have", "do", "does", "im", "youre", "theyre", "hes", "shes", "its",
     "thats", "theres", "isnt", "arent", "doesnt", "dont", "hasnt", "havent", "ive", "weve", "theyve"]
)  # fmt: skip
#: lemma. Verbs whose past is a lasting state that may be over ("was", "lived", "worked", "had"):
#: said in the past, they do not back the same verb in the present (V7e).
STATE_VERBS: frozenset[str] = frozenset(
    ["be", "live", "work", "own", "date", "see", "stay", "belong", "teach", "study", "coach",
     "run", "manage", "play", "love", "like", "hate", "know", "attend", "serve", "volunteer", "keep",
     "rent", "drive", "smoke", "drink", "use", "go", "take", "eat", "wear", "sing", "swim", "train"]
)  # fmt: skip
#: lemma. A fact whose main verb is one of these reports the user's view or advice ("Maria
#: values appreciating what one has", "Gina advised Jon to network"): its content may come from
#: a generalisation, a condition or advice the user gave to "you".
OPINION_VERBS: frozenset[str] = frozenset(
    ["value", "believe", "advise", "encourage", "emphasize", "emphasise", "stress", "acknowledge",
     "appreciate", "admire", "support", "suggest", "recommend", "praise", "compliment", "thank",
     "agree", "urge", "warn", "remind", "reassure", "motivate", "inspire", "cheer", "congratulate",
     "highlight"]
)  # fmt: skip
#: lemma. Verbs that take a clause as their object ("I wish | my dad was here", "I think | my
#: landlord's selling"): a noun phrase and verb after them open a new clause; after other verbs a
#: noun phrase is the object ("I'm | my dad's caregiver" stays one clause).
COMPLEMENT_VERBS: frozenset[str] = frozenset(
    ["say", "tell", "think", "claim", "reckon", "believe", "insist", "swear", "suspect", "assume",
     "figure", "worry", "warn", "guess", "feel", "suggest", "bet", "hear", "mention", "fear",
     "suppose", "know", "realize", "realise", "notice", "find", "learn", "wish", "hope", "doubt",
     "pray", "dream", "imagine", "pretend", "admit", "explain", "promise", "decide", "agree",
     "understand", "remember", "forget", "see", "mean", "read", "show", "prove", "confirm"]
)  # fmt: skip
#: lemma. Verbs of COMPLEMENT_VERBS that take a thing as readily as a clause ("i'd like to see
#: | my nan | more", "i want to learn | the guitar"): with a noun phrase after them they have
#: their object, and a clause said next is a statement of its own. Not verbs that take a person
#: and then a clause ("tell my sister | she's adopted", "show", "promise", "warn"), nor verbs
#: whose noun phrase is the next clause's subject said first ("i hope my son | he gets it").
THING_OR_CLAUSE_VERBS: frozenset[str] = frozenset(
    ["see", "learn", "hear", "read", "find", "remember", "forget", "understand", "notice"]
)
#: low. Subjects that are people in general ("people keep telling me", "everyone says").
GENERIC_PEOPLE: frozenset[str] = frozenset(
    ["people", "everyone", "everybody", "someone", "somebody", "folks", "others", "they", "nobody",
     "friends", "doctors", "docs", "experts"]
)  # fmt: skip
#: low. An evaluation said on its own at the start of a message ("fantastic, the landlord's
#: putting the rent up"): sarcasm as often as not, so a glowing fact on it is held for review.
GLOWING_OPENERS: frozenset[str] = frozenset(
    ["fantastic", "wonderful", "great", "perfect", "brilliant", "lovely", "terrific", "marvellous",
     "marvelous", "splendid", "awesome", "super", "excellent", "fabulous", "amazing", "fab"]
)  # fmt: skip
#: low. Words that bring a thing round again, after such an evaluation ("great, another flat
#: tyre", "lovely, more rain"): the welcome of something that keeps coming, sarcasm as often as
#: not, so a glowing fact on it is held for review.
AGAIN_WORDS: frozenset[str] = frozenset(["another", "more", "yet"])
#: low phrases -> days from Easter Sunday. Days that move with Easter ("over easter", "good
#: friday"), dated by `feasts.movable_day` from python-dateutil's Easter.
MOVABLE_DAYS: dict[tuple[str, ...], int] = {
    ("easter",): 0, ("easter", "sunday"): 0, ("easter", "day"): 0, ("good", "friday"): -2,
    ("easter", "monday"): 1, ("shrove", "tuesday"): -47, ("pancake", "day"): -47,
    ("ash", "wednesday"): -46, ("palm", "sunday"): -7, ("whit", "sunday"): 49, ("pentecost",): 49,
}  # fmt: skip
#: low phrases -> (month, day). Days of the year with a fixed date that people name instead of
#: the date ("our baby's due on halloween"). Days that move with Easter are MOVABLE_DAYS;
#: Thanksgiving and other movable days are left out.
FIXED_DAYS: dict[tuple[str, ...], tuple[int, int]] = {
    ("christmas",): (12, 25), ("christmas", "day"): (12, 25), ("christmas", "eve"): (12, 24),
    ("xmas",): (12, 25), ("xmas", "eve"): (12, 24), ("boxing", "day"): (12, 26),
    ("new", "years", "eve"): (12, 31), ("new", "years", "day"): (1, 1), ("halloween",): (10, 31),
    ("new", "year"): (1, 1), ("new", "years"): (1, 1),  # "since new year": its first day
    ("valentines",): (2, 14), ("valentines", "day"): (2, 14), ("4", "of", "july"): (7, 4),
    ("independence", "day"): (7, 4), ("saint", "patricks", "day"): (3, 17), ("paddys", "day"): (3, 17),
    ("guy", "fawkes"): (11, 5), ("bonfire", "night"): (11, 5), ("april", "fools"): (4, 1),
    ("april", "fools", "day"): (4, 1), ("may", "day"): (5, 1), ("hogmanay",): (12, 31),
    ("canada", "day"): (7, 1), ("bastille", "day"): (7, 14), ("juneteenth",): (6, 19),
    ("veterans", "day"): (11, 11), ("remembrance", "day"): (11, 11), ("all", "saints", "day"): (11, 1),
    ("saint", "stephens", "day"): (12, 26), ("st", "stephens", "day"): (12, 26),
    ("australia", "day"): (1, 26), ("anzac", "day"): (4, 25), ("waitangi", "day"): (2, 6),
    ("saint", "andrews", "day"): (11, 30), ("saint", "davids", "day"): (3, 1), ("burns", "night"): (1, 25),
}  # fmt: skip
#: low, with apostrophe. A subject and its verb in one written word ("I'm 67" is three words).
CONTRACTED_SUBJECTS: frozenset[str] = frozenset(
    ["i'm", "i've", "i'll", "i'd", "she's", "he's", "it's", "we're", "we've", "they're", "they've",
     "you're", "that's", "there's"]
)  # fmt: skip
#: lemma. Judgements a question passes on something it takes as given: "is it weird that I
#: still sleep with my teddy" asks about the weirdness, not the teddy (V7b).
EMOTIVE_FACTIVES: frozenset[str] = frozenset(
    ["normal", "okay", "ok", "weird", "bad", "strange", "crazy", "wrong", "fine", "silly", "odd", "selfish",
     "rude", "unfair", "terrible", "awful", "stupid", "mean", "unreasonable", "dramatic", "petty",
     # the law's or the usual judgement of a fact ("is it legal that my landlord's putting the
     # rent up", "is it common that my knees ache after a run"); "true" is not here: it asks
     "legal", "illegal", "fair", "common", "usual", "unusual", "typical",
     # feelings at a fact ("is it silly I'm upset that my son moved out"); fear words are not
     # here: what one fears is a doubt (`FEAR_LEMMAS`)
     "upset", "annoyed", "embarrassed", "ashamed", "bothered", "surprised", "glad", "sad", "mad",
     "angry", "jealous",
     # a person's attitude to a fact ("will my wife mind that I sold the piano", "does it matter
     # that I'm seventy"): the fact is given
     "mind", "matter", "care"]
)  # fmt: skip
