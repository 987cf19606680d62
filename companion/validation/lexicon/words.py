"""The hand-written word lists of the gate: closed classes of English and the markers of speech.

Data only. Every list says what it is for and in which form its words are written:

* **low**: the lower-case word as spoken, apostrophes dropped ("dont", "im"), what
  `normalize.plain` and the utterance analysis see;
* **key**: the canonical key of `normalize.canonicalize` (a `low` word, homophones folded to one
  spelling, a final -s/-ed dropped from words of five letters or more);
* **lemma**: a dictionary form as `lemminflect` gives it ("say" for "says", "said").

What a maintained library knows is not listed here: inflections and lemmas come from lemminflect
(`morphology`), number words from text2num (`numbers`), units from pint (`units`). What is left
is closed-class grammar (pronouns, auxiliaries, conjunctions), the markers of how a thing was
said (hedges, wishes, reported speech, jokes, corrections) and a few everyday synonym classes.
None of it is tuned to a data set: each list is general English, written for this project.
"""

from __future__ import annotations

# ---------------------------------------------------------------------------------------------
# Speech-to-text noise (V4)
# ---------------------------------------------------------------------------------------------

#: low. Sounds a recogniser writes between words, and the discourse particles of world
#: Englishes ("lah", "leh", "eish", "ja", "abeg", "yaar", "po"); never evidence of anything.
FILLERS: frozenset[str] = frozenset(
    ["um", "umm", "uh", "uhh", "uhm", "er", "erm", "err", "hmm", "hm", "mm", "mmm", "ah", "ahh", "eh",
     "lah", "leh", "lor", "meh", "hor", "ja", "eish", "abeg", "sha", "yaar", "chale", "wah", "ayy", "ay",
     "hay", "hai", "arre", "ag", "ooh", "aiyo", "aiya", "haiya", "wey", "ehn", "ehen", "jor", "ke", "basta"]
)  # fmt: skip
#: key. Discourse markers dropped on both sides before a quote is matched. "like" and "so" are
#: content words too, but dropping them on both sides the same way never turns one statement
#: into another. The utterance analysis keeps them (a "so" joins clauses, "i mean" corrects).
DISCOURSE_WORDS: frozenset[str] = frozenset({"like", "so"})
#: key pairs, dropped like DISCOURSE_WORDS.
DISCOURSE_BIGRAMS: frozenset[tuple[str, str]] = frozenset({("you", "know"), ("i", "mean")})

#: low. Words that carry no claim on their own (V3 does not count them as quote words), and a
#: backchannel made only of them ("yeah yeah", "mm-hm", "uh huh") agrees to nothing.
INTERJECTIONS: frozenset[str] = frozenset(
    ["yeah", "yes", "yep", "yup", "ya", "yea", "no", "nope", "nah", "ok", "okay", "right", "sure",
     "oh", "wow", "hey", "hi", "hello", "bye", "haha", "lol", "cool", "nice", "great", "thanks",
     "thank", "well", "totally", "absolutely", "definitely", "indeed", "alright", "huh", "mhm",
     "mm", "hm", "uh", "um", "exactly", "true", "guess", "aha", "ah", "ooh", "gosh", "god", "man"]
)  # fmt: skip

#: low. Homophones a recogniser confuses, one class per tuple; the first spelling represents the
#: class in canonical keys ("hole" and "whole" are one key).
HOMOPHONE_CLASSES: tuple[tuple[str, ...], ...] = (
    ("there", "their", "theyre"),
    ("your", "youre"),
    ("too", "to"),
    ("here", "hear"),
    ("write", "right", "rite"),
    ("buy", "by", "bye"),
    ("new", "knew"),
    ("whose", "whos"),
    ("whether", "weather"),
    ("where", "wear", "ware"),
    ("peace", "piece"),
    ("week", "weak"),
    ("meet", "meat"),
    ("see", "sea"),
    ("whole", "hole"),
    ("would", "wood"),
    ("our", "hour"),
    ("than", "then"),
    ("effect", "affect"),
    ("quite", "quiet"),
    ("lose", "loose"),
    ("accept", "except"),
    ("break", "brake"),
    ("breaks", "brakes"),
    ("through", "threw", "thru"),
    ("wait", "weight"),
    ("made", "maid"),
    ("great", "grate"),
    ("son", "sun"),
    ("some", "sum"),
    ("past", "passed"),
    ("allowed", "aloud"),
    ("board", "bored"),
    ("flour", "flower"),
    ("sent", "cent", "scent"),
    ("tail", "tale"),
    ("mail", "male"),
    ("sale", "sail"),
    ("plain", "plane"),
    ("pair", "pear", "pare"),
    ("role", "roll"),
    ("steal", "steel"),
    ("stair", "stare"),
    ("waist", "waste"),
    ("principal", "principle"),
    ("morning", "mourning"),
    ("cell", "sell"),
    ("die", "dye"),
    ("fair", "fare"),
    ("hair", "hare"),
    ("heal", "heel"),
    ("road", "rode"),
    ("soul", "sole"),
    ("tea", "tee"),
    ("way", "weigh"),
    ("be", "bee"),
    ("read", "red"),
    ("course", "coarse"),
    ("bare", "bear"),
    ("dear", "deer"),
    ("due", "dew"),
    ("night", "knight"),
    ("seen", "scene"),
    ("tide", "tied"),
    ("toe", "tow"),
    ("vein", "vain"),
    ("bread", "bred"),
    ("flea", "flee"),
    ("guest", "guessed"),
    ("hall", "haul"),
    ("heard", "herd"),
    ("idle", "idol"),
    ("lead", "led"),
    ("mind", "mined"),
    ("missed", "mist"),
    ("pain", "pane"),
    ("patience", "patients"),
    ("poor", "pour", "pore"),
    ("rain", "reign", "rein"),
    ("sight", "site", "cite"),
    ("stationary", "stationery"),
    ("suite", "sweet"),
    ("vary", "very"),
    ("wade", "weighed"),
    ("which", "witch"),
    ("cant", "cannot"),
)

#: key pairs. Number words that sound like common words: a spoken "two" may come back as "to" or
#: "too"; the pair compares equal while aligning a quote, never as a fact's specific (V5).
NUMBER_HOMOPHONES: frozenset[tuple[str, str]] = frozenset(
    {("2", "too"), ("1", "won"), ("4", "for"), ("8", "ate")}
)

#: low -> low words. Spoken contractions a tidy writer spells out ("gonna" -> "going to"): both
#: sides read them in full. Contractions with an apostrophe ("I'm", "don't") are compared
#: without it ("im", "dont") and never expanded: a quote that writes "I am" for "I'm" rewrites
#: the user's words.
SPOKEN_CONTRACTIONS: dict[str, tuple[str, ...]] = {
    "gonna": ("going", "to"), "wanna": ("want", "to"), "gotta": ("got", "to"), "kinda": ("kind", "of"),
    "sorta": ("sort", "of"), "outta": ("out", "of"), "lotta": ("lot", "of"), "dunno": ("dont", "know"),
    "ima": ("im", "going", "to"), "imma": ("im", "going", "to"), "finna": ("going", "to"),
    "tryna": ("trying", "to"), "hafta": ("have", "to"), "oughta": ("ought", "to"),
}  # fmt: skip

#: low -> low. Abbreviations and their spoken words; both sides are folded to the spoken word.
#: "st" stands for saint or street, which compare equal (the abbreviation cannot tell them apart).
ABBREVIATIONS: dict[str, str] = {
    "dr": "doctor", "mr": "mister", "mrs": "missus", "ms": "miss", "prof": "professor",
    "jr": "junior", "sr": "senior", "st": "saint", "street": "saint", "mt": "mount", "ave": "avenue",
    "rd": "road", "blvd": "boulevard", "apt": "apartment", "dept": "department", "govt": "government",
    "uni": "university", "vs": "versus", "approx": "approximately", "appt": "appointment",
    "yr": "year", "yrs": "years", "hr": "hour", "hrs": "hours", "min": "minute", "mins": "minutes",
    "wk": "week", "wks": "weeks", "mo": "month", "mos": "months", "bday": "birthday",
}  # fmt: skip

#: low. Words a speaker uses for the digit zero inside a digit string ("three oh seven two").
SPOKEN_ZERO: frozenset[str] = frozenset(["oh", "o", "zero", "nought"])
#: low -> multiplier. Money and distance slang after a number ("eighty five k", "two grand").
NUMBER_SUFFIXES: dict[str, float] = {"k": 1e3, "grand": 1e3, "mil": 1e6, "bn": 1e9}
#: low. Money words after a number ("four hundred bucks", "three grand quid"): a tidy writer
#: puts a symbol in front instead ("$400", "£3,400"), so both sides drop them.
CURRENCY_WORDS: frozenset[str] = frozenset(
    ["bucks", "buck", "dollars", "dollar", "quid", "euros", "euro", "cents", "pence", "rupees", "pesos",
     "yen", "naira", "rand", "dirhams", "francs"]
)  # fmt: skip
#: low. Currency symbols before a number; dropped like CURRENCY_WORDS.
CURRENCY_SYMBOLS: frozenset[str] = frozenset(["$", "£", "€", "¥", "₹", "₦"])
#: low. Ordinal endings after digits ("5th", "21st"); the number keeps its value.
ORDINAL_ENDINGS: frozenset[str] = frozenset(["st", "nd", "rd", "th"])
#: low. Words for "half" after a number ("two and a half").
FRACTION_WORDS: dict[str, float] = {"half": 0.5, "quarter": 0.25}

# ---------------------------------------------------------------------------------------------
# Closed classes
# ---------------------------------------------------------------------------------------------

#: key. Negative contractions: negations in their own right.
NEGATIVE_CONTRACTIONS: frozenset[str] = frozenset(
    ["dont", "doesnt", "didnt", "isnt", "arent", "wasnt", "werent", "havent", "hasnt", "hadnt", "cant",
     "cannot", "couldnt", "wouldnt", "shouldnt", "wont", "mustnt", "neednt", "aint", "mightnt"]
)  # fmt: skip
#: key. Negations: critical tokens (V4) and what the polarity rules look for (V7a).
NEGATIONS: frozenset[str] = (
    frozenset(["not", "no", "never", "nor", "none", "nothing", "nobody", "neither", "nowhere", "noone"])
    | NEGATIVE_CONTRACTIONS
)
#: key. Words that negate like "not" without being one ("without").
NEGATING_WORDS: frozenset[str] = frozenset(["without"])
#: key pairs. Negations that assert the positive: "can't wait", "no doubt", "never forget".
NEGATION_IDIOMS: frozenset[tuple[str, str]] = frozenset(
    {("cant", "wait"), ("cannot", "wait"), ("no", "doubt"), ("not", "only"), ("no", "wonder"),
     ("no", "problem"), ("no", "worrie"), ("no", "worry"), ("dont", "worry"), ("never", "mind"),
     ("never", "forget"), ("wont", "forget"), ("not", "bad"), ("cant", "complain"),
     ("cant", "believe"), ("no", "wonder"), ("dont", "forget"), ("not", "forget"), ("wouldnt", "give")}
)  # fmt: skip
#: key. Words that end the scope of a negation (V7a): a new clause begins.
NEGATION_SCOPE_ENDS: frozenset[str] = frozenset(
    ["and", "but", "or", "so", "because", "though", "although", "while", "when", "if"]
)
#: key. Words between a negation and what it negates ("never really liked", "not even once").
INTENSIFIERS: frozenset[str] = frozenset(
    ["really", "even", "ever", "actually", "just", "quite", "always", "truly", "totally", "at", "all",
     "yet", "still", "exactly", "necessarily", "particularly", "super", "that", "too"]
)  # fmt: skip
#: key. Words a negation reaches through to the words it negates ("never really | wanted to").
NEGATION_BRIDGES: frozenset[str] = frozenset(
    ["really", "even", "ever", "actually", "just", "quite", "always", "truly", "totally", "at", "all"]
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
#: low. Second person: what the user says of "you" is about the assistant.
SECOND_PERSON: frozenset[str] = frozenset(["you", "your", "yours", "youre", "youve", "youll", "yourself"])
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
#: low. Possessive determiners: "my X" opens a noun phrase about the user's X.
POSSESSIVES: frozenset[str] = frozenset(["my", "our", "your", "his", "her", "their", "its"])
#: low. Determiners that open a noun phrase.
DETERMINERS: frozenset[str] = (
    frozenset(
        ["a", "an", "the", "this", "that", "these", "those", "some", "any", "every", "each", "no", "another"]
    )
    | POSSESSIVES
)
#: low. Prepositions: a noun phrase after one is never its clause's subject.
PREPOSITIONS: frozenset[str] = frozenset(
    ["of", "in", "on", "at", "for", "with", "from", "to", "into", "about", "by", "over", "under",
     "after", "before", "since", "until", "till", "during", "near", "around", "without", "through",
     "like", "than", "between", "behind", "across", "against", "toward", "towards", "off", "up",
     "down", "out", "per", "via", "outside", "inside"]
)  # fmt: skip
#: low. Words that join clauses ("and", "but", "so", "because"): a new subject may follow.
CLAUSE_LINKS: frozenset[str] = frozenset(
    ["and", "but", "so", "because", "cause", "cuz", "coz", "since", "though", "although", "while",
     "whereas", "or", "then", "plus", "except", "otherwise", "anyway", "anyways"]
)  # fmt: skip
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
#: key. Quantifiers that say the same thing ("whenever you need help" backs "always there").
SAME_QUANTIFIER: tuple[tuple[str, ...], ...] = (
    ("always", "whenever", "constantly"),
    ("every", "each", "all"),
    ("everyone", "everybody"),
    ("anyone", "anybody"),
)

# ---------------------------------------------------------------------------------------------
# People (V6) and everyday synonyms
# ---------------------------------------------------------------------------------------------

#: low. Nouns for people and animals a user speaks about: "my sister is a doctor" is about the
#: sister. Singular forms; plurals come from lemminflect.
RELATIONS: frozenset[str] = frozenset(
    ["sister", "brother", "mom", "mum", "mother", "dad", "father", "parent", "wife", "husband",
     "spouse", "partner", "friend", "son", "daughter", "kid", "child", "boss", "cousin", "aunt",
     "uncle", "grandma", "grandpa", "grandmother", "grandfather", "grandparent", "grandson",
     "granddaughter", "grandchild", "grandkid", "niece", "nephew", "girlfriend", "boyfriend", "fiance",
     "fiancee", "colleague", "coworker", "roommate", "flatmate", "housemate", "neighbor", "neighbour",
     "family", "sibling", "baby", "bestie", "manager", "teacher", "doctor", "therapist", "dentist",
     "landlord", "landlady", "tenant", "dog", "cat", "pet", "puppy", "kitten", "horse", "stepmom",
     "stepdad", "stepmother", "stepfather", "stepson", "stepdaughter", "twin", "nana", "nan", "granny",
     "gran", "grandad", "granddad", "papa", "mama", "ma", "pa", "sis", "bro", "hubby", "missus",
     "wifey", "kiddo", "toddler", "teen", "teenager", "inlaw", "mil", "fil", "ex", "fiancé", "vet",
     "nurse", "coach", "mentor", "student", "client", "customer", "patient", "employer", "employee",
     "buddy", "pal", "mate", "guy", "girl", "boy", "man", "woman", "lady", "gentleman", "abuela", "folk",
     "abuelo", "oma", "opa", "auntie", "aunty", "bf", "gf", "bff", "fam", "folks", "people", "team",
     "classmate", "godmother", "godfather", "godson", "goddaughter", "caregiver", "nanny", "sitter",
     "babysitter", "surgeon", "oncologist", "cardiologist", "psychiatrist", "counselor", "counsellor",
     "pastor", "priest", "rabbi", "imam", "lawyer", "attorney", "accountant", "supervisor", "lead",
     "stepsister", "stepbrother", "sister-in-law", "brother-in-law", "mother-in-law", "father-in-law",
     "daughter-in-law", "son-in-law", "parrot", "bird", "rabbit", "hamster", "fish", "turtle", "fella",
     "lad", "lass", "bloke", "chap", "gal", "dude", "oldman", "oldlady", "kuya", "ate", "ahma", "lola",
     "lolo", "tita", "tito", "uncle", "cousin", "auntie"]
)  # fmt: skip
#: low. Kinship and everyday synonyms, one class per tuple: a fact may say "mother" for the
#: user's "mom". The first word names the class.
SYNONYM_CLASSES: tuple[tuple[str, ...], ...] = (
    ("mother", "mom", "mum", "mama", "mommy", "mummy", "ma", "mam", "mamma", "momma", "mam"),
    ("father", "dad", "daddy", "papa", "pa", "pop", "pops", "da", "oldman", "da"),
    (
        "grandmother",
        "grandma",
        "granny",
        "gran",
        "nana",
        "nan",
        "nanna",
        "grandmom",
        "abuela",
        "oma",
        "nonna",
        "bubbe",
        "lola",
        "babushka",
    ),
    (
        "grandfather",
        "grandpa",
        "granddad",
        "grandad",
        "gramps",
        "pop-pop",
        "abuelo",
        "opa",
        "nonno",
        "lolo",
        "zayde",
    ),
    ("grandchild", "grandkid", "grandbaby"),
    ("husband", "hubby", "hubs"),
    ("wife", "missus", "missis", "wifey", "mrs", "oldlady"),
    ("sister", "sis", "sissy"),
    ("brother", "bro"),
    ("child", "kid", "kiddo", "little", "young", "youngster"),
    ("best", "bestie", "bff"),
    ("friend", "bestie", "buddy", "pal", "mate", "bff"),
    ("live", "stay", "reside"),
    ("girlfriend", "gf"),
    ("boyfriend", "bf"),
    ("aunt", "auntie", "aunty"),
    ("baby", "newborn", "infant", "bub"),
    ("doctor", "doc", "physician", "gp"),
    ("man", "guy", "dude", "bloke", "fella"),
    ("woman", "lady", "gal"),
    ("child", "kid", "son", "daughter"),
    ("parent", "mother", "father", "mom", "dad", "mum", "folk", "folks"),
    ("television", "tv", "telly"),
    ("telephone", "phone", "cellphone", "cell", "mobile"),
    ("automobile", "car", "auto"),
    ("chemistry", "chem"),
    ("mathematics", "math", "maths"),
    ("biology", "bio"),
    ("physics", "phys"),
    ("examination", "exam"),
    ("laboratory", "lab"),
    ("university", "uni", "college"),
    ("refrigerator", "fridge"),
    ("apartment", "flat", "apt"),
    ("vacation", "holiday", "holidays"),
    ("identification", "id"),
    ("because", "cause", "cuz", "coz"),
)
#: low. Adjectives of age and order that a noun phrase about a child uses ("my three year old",
#: "my oldest"): they back "child".
CHILD_WORDS: frozenset[str] = frozenset(["old", "oldest", "eldest", "youngest", "baby", "toddler", "little"])

# ---------------------------------------------------------------------------------------------
# How a thing was said: the frames of the utterance analysis (V7)
# ---------------------------------------------------------------------------------------------

#: lemma. Verbs that report what somebody else says or believes ("my boss thinks ..."). With a
#: subject other than the user, what follows is theirs, not the user's statement.
REPORT_VERBS: frozenset[str] = frozenset(
    ["say", "tell", "think", "claim", "reckon", "believe", "insist", "swear", "suspect", "assume",
     "figure", "worry", "warn", "accuse", "argue", "complain", "joke", "guess", "feel", "find",
     "suggest", "bet", "hear", "mention", "imply", "fear", "suppose", "decide", "confirm", "diagnose",
     "convince", "sure", "certain", "positive", "adamant",
     "say"]
)  # fmt: skip
#: low phrases. Hearsay markers without a reporting verb ("according to my daughter", "apparently").
HEARSAY: tuple[tuple[str, ...], ...] = (
    ("according", "to"),
    ("apparently",),
    ("supposedly",),
    ("allegedly",),
    ("rumor", "has", "it"),
    ("rumour", "has", "it"),
    ("word", "is"),
    ("i", "hear"),
    ("i", "heard"),
    ("i", "was", "told"),
    ("im", "told"),
    ("they", "say"),
    ("people", "say"),
    ("so", "they", "say"),
    ("or", "says"),
    ("or", "say"),
    ("or", "so", "she", "says"),
    ("or", "so", "he", "says"),
    ("or", "so", "they", "say"),
)
#: lemma. What the user does with a fact when they report it to somebody: the content of "how do
#: I tell my boss I'm pregnant" is taken as given, not asked (a presupposition, V7b).
FACTIVE_VERBS: frozenset[str] = frozenset(
    ["tell", "admit", "explain", "confess", "inform", "know", "realize", "realise", "mention", "show",
     "announce", "break", "reveal", "notice", "discover", "learn", "forget", "remember", "regret",
     "accept", "handle", "deal", "cope", "help", "plan", "celebrate", "prepare", "organize",
     "organise", "afford", "manage", "stop", "get", "make", "keep", "fix", "support"]
)  # fmt: skip

#: low phrases. Contrast that negates the word after it in a fact ("burnt out rather than
#: depressed").
CONTRASTIVE_NEGATIONS: tuple[tuple[str, ...], ...] = (("rather", "than"), ("instead", "of"), ("not", "just"))
#: low phrases. Doubt that governs what follows: "i'm not sure (if) I'm allergic" is not a diagnosis.
#: The first word is matched anywhere in the clause; the rest must follow it.
STRONG_HEDGES: tuple[tuple[str, ...], ...] = (
    ("not", "sure"),
    ("not", "so", "sure"),
    ("not", "certain"),
    ("not", "convinced"),
    ("not", "positive"),
    ("not", "a", "hundred", "percent"),
    ("not", "100", "percent"),
    ("no", "idea"),
    ("dont", "know"),
    ("dunno",),
    ("doubt",),
    ("doubtful",),
    ("dont", "think"),
    ("dont", "believe"),
    ("unsure",),
    ("uncertain",),
    ("not", "confirm"),
    ("not", "confirmed"),
    ("not", "final"),
    ("not", "decided"),
    ("nothing", "is", "fixed"),
    ("nothing", "fixed"),
    ("nothing", "confirmed"),
    ("nothing", "is", "confirmed"),
    ("nothing", "is", "final"),
    ("no", "sure"),
    ("a", "feeling"),
    ("got", "a", "feeling"),
    ("dont", "quote", "me"),
    ("could", "be", "wrong"),
    ("might", "be", "wrong"),
    ("half", "convinced"),
    ("half", "sure"),
    ("not", "fully", "convinced"),
    ("if", "memory", "serves"),
    ("or", "near", "enough"),
    ("dont", "hold", "me", "to", "that"),
    ("who", "knows"),
    ("wonder", "if"),
    ("wonder", "whether"),
    ("wondering", "if"),
    ("wondering", "whether"),
    ("whether",),
    ("cant", "tell"),
    ("hard", "to", "say"),
    ("not", "clear"),
    ("questioning",),
    ("second", "guessing"),
    ("afraid", "that"),
    ("worried", "that"),
    ("scared", "that"),
)
#: low phrases. Softer doubt ("i think", "i guess", "kind of"): the gate holds for review rather
#: than guess what the user meant.
SOFT_HEDGES: tuple[tuple[str, ...], ...] = (
    ("i", "think"),
    ("i", "guess"),
    ("i", "suppose"),
    ("i", "believe"),
    ("i", "feel", "like"),
    ("i", "reckon"),
    ("i", "figure"),
    ("probably",),
    ("kind", "of"),
    ("sort", "of"),
    ("kinda",),
    ("sorta",),
    ("pretty", "sure"),
    ("fairly", "sure"),
    ("seems",),
    ("seem",),
    ("i", "suspect"),
    ("must", "have"),
    ("mustve",),
    ("i", "would", "say"),
    ("id", "say"),
    ("if", "i", "remember", "right"),
    ("if", "i", "recall"),
)
#: low phrases. Possibility: what follows may or may not be so ("i might have sleep apnea").
POSSIBILITIES: tuple[tuple[str, ...], ...] = (
    ("might",),
    ("maybe",),
    ("perhaps",),
    ("possibly",),
    ("potentially",),
    ("could", "be"),
    ("may", "be"),
    ("may", "have"),
    ("chance", "that"),
    ("a", "chance"),
)

#: low phrases. Wishes and longings: what follows is not real ("i wish i had a sister").
WISHES: tuple[tuple[str, ...], ...] = (
    ("wish",),
    ("if", "only"),
    ("would", "love"),
    ("id", "love"),
    ("would", "like"),
    ("id", "like"),
    ("would", "give", "anything"),
    ("id", "give", "anything"),
    ("dying", "to"),
    ("dream", "of"),
    ("dream", "about"),
    ("dreaming", "of"),
    ("dreaming", "about"),
    ("long", "to"),
    ("longing", "to"),
    ("want", "to"),
    ("wanna",),
    ("wants", "to"),
    ("wanted", "to"),
    ("hope", "to"),
    ("hoping", "to"),
    ("hope",),
    ("hoping",),
    ("fancy",),
    ("fancied",),
    ("always", "wanted", "to"),
    ("pray",),
    ("praying",),
    ("prayed",),
    ("i", "pray"),
    ("someday",),
    ("one", "day"),
    ("some", "day"),
    ("bucket", "list"),
    ("my", "dream"),
    ("dream", "is"),
    ("dream", "job"),
    ("would", "rather"),
    ("id", "rather"),
    ("can", "only", "dream"),
    ("what", "i", "wouldnt", "give"),
    ("id", "give", "my", "right", "arm"),
    ("only", "dream"),
    ("a", "girl", "can", "dream"),
    ("a", "guy", "can", "dream"),
    ("a", "man", "can", "dream"),
    ("in", "my", "dreams"),
    ("itching", "to"),
    ("looking", "forward"),
    ("look", "forward"),
    ("desperate", "to"),
    ("eager", "to"),
    ("keen", "to"),
)
#: low phrases. Plans and possibilities: not yet real ("i'm thinking about moving").
PLANS: tuple[tuple[str, ...], ...] = (
    ("plan", "to"),
    ("plan", "on"),
    ("planning",),
    ("plans", "to"),
    ("thinking", "about"),
    ("thinking", "of"),
    ("considering",),
    ("intend",),
    ("intending",),
    ("about", "to"),
    ("going", "to"),
    ("gonna",),
    ("looking", "into"),
    ("looking", "at"),
    ("toying", "with"),
    ("debating",),
    ("weighing",),
    ("aiming", "to"),
    ("trying", "to"),
    ("try", "to"),
    ("should",),
    ("ought", "to"),
    ("supposed", "to"),
    ("need", "to"),
    ("have", "to"),
)
#: low. Words that open a condition; the clause they open and its main clause are conditional.
CONDITIONS: tuple[tuple[str, ...], ...] = (
    ("if",),
    ("unless",),
    ("assuming",),
    ("provided",),
    ("providing",),
    ("as", "long", "as"),
    ("so", "long", "as"),
    ("in", "case"),
    ("only", "if"),
    ("even", "if"),
    ("once",),
    ("depending", "on"),
    ("depends", "on"),
    ("if", "and", "when"),
    ("assuming", "that"),
    ("on", "condition"),
    ("as", "soon", "as"),
    ("subject", "to"),
    ("barring",),
    ("hinges", "on"),
    ("hinge", "on"),
    ("depend", "on"),
    ("dependent", "on"),
    ("contingent", "on"),
    ("on", "the", "off", "chance"),
)
#: low phrases. Conditions said after what they condition ("I'll retire at sixty, pension
#: permitting"): they govern their own clause and the one before.
TRAILING_CONDITIONS: tuple[tuple[str, ...], ...] = (
    ("permitting",),
    ("willing",),
    ("all", "being", "well"),
    ("if", "all", "goes", "well"),
    ("if", "everything", "goes", "to", "plan"),
)
#: low phrases. Taking back the previous turn without naming it ("just kidding", "nah not really
#: haha"): in the user's next turn they retract what they just said.
GENERIC_RETRACTIONS: tuple[tuple[str, ...], ...] = (
    ("scratch", "that"),
    ("scrap", "that"),
    ("scrap", "all", "that"),
    ("take", "back"),
    ("i", "take", "back"),
    ("forget", "wetin"),
    ("scratch", "all", "that"),
    ("scratch", "everything"),
    ("never", "mind"),
    ("nevermind",),
    ("forget", "what", "i", "said"),
    ("forget", "i", "said"),
    ("forget", "that"),
    ("ignore", "that"),
    ("ignore", "what", "i", "said"),
    ("just", "kidding"),
    ("i", "was", "playing"),
    ("just", "playing"),
    ("kidding",),
    ("joking",),
    ("jk",),
    ("i", "was", "kidding"),
    ("i", "was", "joking"),
    ("only", "messing"),
    ("just", "messing"),
    ("not", "really", "haha"),
    ("not", "really", "lol"),
    ("nah", "not", "really"),
    ("haha", "no"),
    ("lol", "no"),
    ("pulling", "your", "leg"),
    ("winding", "you", "up"),
    ("having", "you", "on"),
    ("take", "that", "back"),
    ("take", "it", "back"),
    ("i", "lied"),
    ("actually", "no"),
    ("misspoke",),
    ("i", "was", "wrong"),
    ("thats", "not", "true"),
    ("false", "alarm"),
    ("got", "it", "wrong"),
    ("got", "that", "wrong"),
    ("mixed", "up"),
    ("turns", "out", "were", "not"),
    ("turns", "out", "im", "not"),
    ("turns", "out", "its", "not"),
    ("turns", "out", "he", "isnt"),
    ("turns", "out", "she", "isnt"),
    ("turns", "out", "not"),
    ("not", "anymore"),
)
#: low phrases. Suppositions and counterfactuals: "say hypothetically I moved", "what if".
HYPOTHETICALS: tuple[tuple[str, ...], ...] = (
    ("hypothetically",),
    ("hypothetical",),
    ("suppose",),
    ("supposing",),
    ("imagine",),
    ("imagining",),
    ("what", "if"),
    ("lets", "say"),
    ("say", "i"),
    ("say", "we"),
    ("say", "hypothetically"),
    ("for", "arguments", "sake"),
    ("for", "argument", "sake"),
    ("in", "theory"),
    ("theoretically",),
    ("pretend",),
    ("pretending",),
    ("picture", "this"),
    ("in", "another", "life"),
    ("in", "an", "alternate"),
    ("in", "a", "parallel"),
    ("worst", "case"),
    ("best", "case"),
    ("would", "have"),
    ("id", "have"),
    ("wouldve",),
    ("could", "have"),
    ("couldve",),
    ("should", "have"),
    ("shouldve",),
    ("if", "i", "had"),
    ("if", "id"),
    ("if", "we", "had"),
    ("if", "i", "were"),
    ("if", "i", "was"),
    ("if", "things", "had"),
    ("had", "i"),
    ("were", "i"),
    ("a", "hypothetical"),
    ("thought", "experiment"),
    ("fantasize",),
    ("fantasizing",),
    ("daydream",),
    ("daydreaming",),
)
#: low phrases. A past that is over: "used to", "back when", "in my twenties", "years ago".
PAST_FRAMES: tuple[tuple[str, ...], ...] = (
    ("used", "to"),
    ("use", "to"),
    ("back", "when"),
    ("back", "in"),
    ("back", "then"),
    ("when", "i", "was"),
    ("when", "we", "were"),
    ("when", "i", "lived"),
    ("in", "my", "teens"),
    ("in", "my", "20"),
    ("in", "my", "30"),
    ("in", "my", "40"),
    ("in", "my", "50"),
    ("in", "my", "60"),
    ("in", "my", "70"),
    ("as", "a", "kid"),
    ("as", "a", "child"),
    ("as", "a", "teenager"),
    ("growing", "up"),
    ("years", "ago"),
    ("long", "time", "ago"),
    ("ages", "ago"),
    ("a", "while", "back"),
    ("once",),
    ("formerly",),
    ("previously",),
    ("at", "one", "point"),
    ("in", "the", "old", "days"),
    ("in", "those", "days"),
    ("them", "days"),
    ("last", "time", "i"),
    ("last", "time", "we"),
    ("those", "days"),
    ("back", "in", "the", "day"),
    ("in", "high", "school"),
    ("in", "college"),
    ("in", "my", "youth"),
    ("when", "i", "was", "younger"),
    ("that", "was", "a", "long", "time", "ago"),
    ("in", "the", "past"),
    ("these", "days", "no"),
)
#: low. A present contrast that closes a past frame ("now I can barely do a lap").
PRESENT_CONTRAST: frozenset[str] = frozenset(["now", "nowadays", "these", "today", "currently", "anymore"])

#: low phrases. Taking back what was just said as a joke ("lol just kidding").
JOKE_RETRACTIONS: tuple[tuple[str, ...], ...] = (
    ("just", "kidding"),
    ("kidding",),
    ("jk",),
    ("j", "k"),
    ("just", "joking"),
    ("joking",),
    ("im", "joking"),
    ("not", "really"),
    ("lol", "no"),
    ("haha", "no"),
    ("ha", "no"),
    ("nah", "not"),
    ("yeah", "right"),
    ("in", "my", "dreams"),
    ("only", "joking"),
    ("pulling", "your", "leg"),
    ("only", "messing"),
    ("just", "messing"),
    ("messing", "with", "you"),
    ("char",),
    ("char", "lang"),
    ("joke", "lang"),
    ("biro", "lang"),
    ("joke", "only"),
    ("kidding", "only"),
    ("i", "dey", "play"),
    ("no", "be", "true"),
    ("jokes",),
    ("just", "mazak"),
    ("mazak",),
    ("winding", "you", "up"),
    ("having", "you", "on"),
    ("gotcha",),
    ("psych",),
    ("not", "seriously"),
    ("obviously", "not"),
    ("of", "course", "not"),
)
#: low phrases. Opening a game or role play: what follows is the game's, not the user's life.
ROLEPLAY_OPENERS: tuple[tuple[str, ...], ...] = (
    ("roleplay",),
    ("role", "play"),
    ("roleplaying",),
    ("role", "playing"),
    ("lets", "pretend"),
    ("pretend",),
    ("new", "game"),
    ("lets", "play"),
    ("play", "a", "game"),
    ("in", "this", "story"),
    ("in", "the", "story"),
    ("in", "this", "game"),
    ("you", "be", "the"),
    ("act", "as"),
    ("my", "character"),
    ("in", "character"),
    ("make", "believe"),
    ("d", "an", "d"),
    ("d", "and", "d"),
    ("d", "n", "d"),
    ("dnd",),
    ("dungeons", "and", "dragons"),
    ("tabletop",),
    ("run", "my", "lines"),
    ("run", "me", "lines"),
    ("my", "lines"),
    ("cast", "as"),
    ("in", "our", "campaign"),
    ("in", "my", "campaign"),
    ("in", "the", "campaign"),
    ("in", "game"),
    ("in", "the", "game"),
    ("for", "the", "game"),
    ("improv",),
    ("lets", "imagine"),
    ("storytime",),
    ("story", "time"),
)
#: low phrases. Openers of clear sarcasm ("oh great", "just what I needed"): with them the gate
#: does not take a glowing word at face value; it holds for review.
SARCASM_CUES: tuple[tuple[str, ...], ...] = (
    ("oh", "great"),
    ("oh", "wonderful"),
    ("oh", "perfect"),
    ("oh", "fantastic"),
    ("oh", "lovely"),
    ("oh", "joy"),
    ("oh", "goody"),
    ("oh", "fun"),
    ("oh", "brilliant"),
    ("oh", "awesome"),
    ("oh", "good"),
    ("great", "just", "great"),
    ("just", "great"),
    ("just", "perfect"),
    ("just", "wonderful"),
    ("just", "what", "i", "needed"),
    ("exactly", "what", "i", "needed"),
    ("best", "day", "ever"),
    ("best", "week", "ever"),
    ("best", "birthday", "ever"),
    ("yeah", "right"),
    ("love", "that", "for", "me"),
    ("lucky", "me"),
    ("how", "wonderful"),
    ("how", "lovely"),
    ("what", "a", "treat"),
    ("what", "fun"),
    ("thanks", "a", "lot"),
    ("fan", "tastic"),
    ("truly", "thrilled"),
    ("so", "thrilled"),
    ("living", "the", "dream"),
    ("couldnt", "be", "happier"),
    ("my", "favorite", "thing"),
    ("my", "favourite", "thing"),
    ("love", "it", "when"),
    ("love", "how"),
    ("nothing", "says"),
    ("as", "always"),
    ("oh", "yeah", "i", "just", "love"),
    ("yeah", "i", "just", "love"),
    ("i", "just", "love", "it", "when"),
    ("a", "real", "treat"),
    ("real", "treat"),
    ("best", "news", "all", "year"),
    ("best", "news", "ever"),
    ("just", "my", "luck"),
    ("just", "lovely"),
    ("fabulous", "just"),
    ("oh", "joy"),
    ("what", "joy"),
)
#: low. Evaluation words a sarcastic speaker turns around (a fact resting on one is held).
GLOWING: frozenset[str] = frozenset(
    ["great", "wonderful", "perfect", "fantastic", "lovely", "thrilled", "best", "amazing", "awesome",
     "brilliant", "fabulous", "delighted", "ecstatic", "love", "loves", "loved", "happy", "happier",
     "fun", "excellent", "terrific", "marvelous", "marvellous", "superb", "dream", "favorite",
     "favourite", "enjoy", "enjoys", "enjoyed", "glad", "grateful", "blessed", "lucky", "stoked",
     "pleased", "overjoyed", "joy", "treat", "forward", "excited", "thrilling", "exciting", "fond",
     "adore", "adores", "glad", "wait"]
)  # fmt: skip
#: low. Round numbers of exaggeration ("a million hours", "like a thousand times").
HYPERBOLE_NUMBERS: frozenset[str] = frozenset(
    ["hundred", "thousand", "million", "billion", "trillion", "zillion", "gazillion", "bajillion",
     "kajillion", "squillion", "100", "1000", "1000000", "1000000000"]
)  # fmt: skip
#: low. Words of exaggeration ("literally dying", "forever", "the worst ever").
HYPERBOLE_WORDS: frozenset[str] = frozenset(
    ["literally", "forever", "zillion", "gazillion", "bajillion", "kajillion", "squillion", "eternity",
     "ages", "infinity"]
)  # fmt: skip
#: low. Approximators before a number ("like a thousand", "about a million").
APPROXIMATORS: frozenset[str] = frozenset(["like", "about", "around", "roughly", "nearly", "almost", "over"])

#: low phrases. Corrections inside a turn ("fifty no five hundred", "tuesday sorry thursday").
CORRECTION_MARKERS: tuple[tuple[str, ...], ...] = (
    ("no", "sorry"),
    ("sorry", "no"),
    ("no", "wait"),
    ("wait", "no"),
    ("actually", "no"),
    ("no", "actually"),
    ("no", "no"),
    ("i", "mean"),
    ("i", "meant"),
    ("or", "rather"),
    ("rather",),
    ("make", "that"),
    ("scratch", "that"),
    ("correction",),
    ("sorry",),
    ("actually",),
    ("wait",),
    ("no",),
    ("well", "no"),
    ("oops",),
    ("my", "bad"),
    ("not", "that"),
    ("or", "no"),
    ("let", "me", "rephrase"),
    ("hold", "up"),
    ("well",),
    ("nah",),
    ("nah", "more", "like"),
    ("or", "more", "like"),
    ("more", "like"),
    ("i", "misspoke"),
    ("misspoke",),
    ("hang", "on"),
    ("hold", "on"),
    ("what", "am", "i", "saying"),
    ("what", "im", "saying"),
)
#: lemma. Verbs that replace a value with a new one ("they moved it to nine fifteen").
RESCHEDULE_VERBS: frozenset[str] = frozenset(
    ["move", "push", "change", "reschedule", "bump", "shift", "switch", "postpone", "delay", "bring",
     "update", "raise", "lower", "increase", "decrease", "cut", "up", "drop"]
)  # fmt: skip
#: low phrases. A later turn that takes a statement back ("scratch that, the move fell through").
RETRACTIONS: tuple[tuple[str, ...], ...] = (
    ("scratch", "that"),
    ("never", "mind"),
    ("nevermind",),
    ("forget", "what", "i", "said"),
    ("forget", "i", "said"),
    ("forget", "that"),
    ("forget", "about", "that"),
    ("ignore", "that"),
    ("ignore", "what", "i", "said"),
    ("fell", "through"),
    ("falling", "through"),
    ("called", "off"),
    ("call", "it", "off"),
    ("cancelled",),
    ("canceled",),
    ("is", "off"),
    ("its", "off"),
    ("thats", "off"),
    ("not", "happening"),
    ("isnt", "happening"),
    ("wont", "happen"),
    ("didnt", "happen"),
    ("changed", "my", "mind"),
    ("change", "of", "plans"),
    ("change", "of", "plan"),
    ("false", "alarm"),
    ("i", "was", "wrong"),
    ("that", "was", "wrong"),
    ("thats", "not", "true"),
    ("thats", "not", "right"),
    ("not", "true"),
    ("take", "that", "back"),
    ("take", "it", "back"),
    ("i", "lied"),
    ("just", "kidding"),
    ("i", "was", "kidding"),
    ("i", "was", "joking"),
    ("didnt", "get"),
    ("didnt", "work", "out"),
    ("not", "anymore"),
    ("no", "longer"),
    ("actually", "no"),
    ("backed", "out"),
    ("pulled", "out"),
    ("turned", "it", "down"),
    ("turned", "down"),
    ("they", "said", "no"),
    ("got", "rejected"),
    ("rejected",),
    ("denied",),
    ("on", "hold"),
    ("postponed", "indefinitely"),
    ("dont", "have", "it", "anymore"),
    ("misspoke",),
    ("mixed", "up"),
    ("got", "it", "wrong"),
    ("got", "that", "wrong"),
    ("i", "was", "confused"),
    ("only", "messing"),
    ("messing",),
    ("not", "really"),
    ("haha", "no"),
    ("lol", "no"),
    ("jk",),
    ("kidding",),
    ("joking",),
    ("winding", "you", "up"),
    ("having", "you", "on"),
    ("pulling", "your", "leg"),
)

# ---------------------------------------------------------------------------------------------
# The fact's side: words that report a frame (a fact may say "User wants to ..." for a wish)
# ---------------------------------------------------------------------------------------------

#: lemma. A fact with one of these reports a wish, plan or possibility, not a present reality.
FACT_WISH: frozenset[str] = frozenset(
    ["want", "wanna", "hope", "hopeful", "plan", "intend", "intention", "might", "would", "could",
     "may", "will", "someday", "future", "goal", "dream", "wish", "consider", "think", "interested",
     "interest", "eager", "excited", "aspire", "aspiration", "aim", "keen", "desire",
     "seek", "try", "attempt", "soon", "upcoming", "next", "potentially", "possibly", "maybe",
     "chance", "likely", "idea", "option", "open", "curious", "gonna", "should", "need",
     "wonder", "contemplate", "ambition", "prospect", "if", "determined", "commit", "committed",
     "resolve", "intent", "promise", "vow", "offer", "invite", "willing", "ready", "passionate",
     "motivated", "determination", "dedicated", "longing", "long", "yearn", "crave", "fantasize",
     "imagine", "unsure", "whether", "considering", "planning", "hoping", "wanting", "wishing",
     "suppose", "supposed"]
)  # fmt: skip
#: lemma. A fact with one of these puts its content in the past or says it is over.
FACT_PAST: frozenset[str] = frozenset(
    ["use", "former", "formerly", "previously", "past", "ago", "once", "anymore", "longer", "quit",
     "stop", "before", "childhood", "young", "younger", "grow", "ex", "retire", "retired", "then",
     "earlier", "originally", "late", "used"]
)  # fmt: skip
#: lemma. A fact with one of these reports a condition.
FACT_CONDITION: frozenset[str] = frozenset(
    ["if", "unless", "depend", "depending", "condition", "conditional", "provided", "assuming",
     "pending", "once", "whether", "approve", "approval", "contingent"]
)  # fmt: skip
#: lemma. A fact with one of these reports doubt.
FACT_DOUBT: frozenset[str] = frozenset(
    ["unsure", "uncertain", "doubt", "wonder", "whether", "think", "believe", "suspect", "might",
     "may", "possibly", "perhaps", "maybe", "question", "convince", "convinced", "sure", "certain",
     "if", "unclear", "know", "worry", "worried", "fear", "afraid", "concern", "concerned", "feel"]
)  # fmt: skip
#: lemma. A fact with one of these reports asking, suggesting or being unsure (what a question shows).
FACT_ASKING: frozenset[str] = frozenset(
    ["ask", "wonder", "curious", "suggest", "invite", "offer", "seek", "advice", "question", "unsure",
     "consider", "whether", "debate", "decide", "undecided", "help", "want", "know", "worry",
     "concern", "concerned", "worried"]
)  # fmt: skip
#: lemma. A fact with one of these reports somebody's words or opinion.
FACT_REPORT: frozenset[str] = frozenset(
    ["say", "tell", "think", "claim", "believe", "according", "reckon", "insist", "swear", "suspect",
     "accuse", "argue", "complain", "consider", "call", "describe", "feel", "view", "see", "opinion",
     "worry", "suggest", "warn", "diagnose", "advise", "recommend", "mention", "report", "note"]
)  # fmt: skip
#: lemma. A fact with one of these reports a joke or a game.
FACT_PLAY: frozenset[str] = frozenset(
    ["joke", "jokingly", "kid", "pretend", "roleplay", "role", "play", "game", "imagine", "story",
     "fantasy", "character", "sarcastic", "sarcastically", "tease"]
)  # fmt: skip

# ---------------------------------------------------------------------------------------------
# Facts about the conversation (V9) and content words (V5b)
# ---------------------------------------------------------------------------------------------

#: lemma. Verbs of talking: a fact whose claim is only that the user spoke ("User shared a
#: story", "User asked for a summary") is about the conversation (V9) unless it reports what.
SPEECH_ACT_VERBS: frozenset[str] = frozenset(
    ["ask", "request", "share", "tell", "talk", "discuss", "chat", "mention", "say", "greet", "thank",
     "vent", "explain", "want", "need", "seek", "express", "bring", "open", "update", "inform",
     "describe", "recount", "summarize", "summarise", "remind", "come", "return", "leave", "apologize",
     "apologise", "check", "reply", "respond", "answer", "agree", "acknowledge", "confide"]
)  # fmt: skip
#: lemma. Nouns that name the conversation or a move in it.
CONVERSATION_NOUNS: frozenset[str] = frozenset(
    ["conversation", "chat", "discussion", "session", "story", "summary", "recap", "assistant",
     "ai", "chatbot", "bot", "companion", "advice", "help", "question", "topic", "update", "vent",
     "message", "text", "goodbye", "hello", "greeting", "break", "call", "anecdote", "thought",
     "feeling", "tip", "suggestion", "recommendation", "idea", "opinion", "reminder", "note"]

)  # fmt: skip
#: low. Words of the assistant in a fact ("told the assistant").
ASSISTANT_WORDS: frozenset[str] = frozenset(["assistant", "ai", "chatbot", "bot", "companion"])
#: lemma. A fact that keeps one of these reports something of the world after its speech verb
#: ("User told their boss that ...", "User mentioned that ..." + a clause).
COMPLEMENTISERS: frozenset[str] = frozenset(["that", "how", "why", "what", "where", "when", "who"])

#: low. Words too general to show that a fact is about what the user said (V5b).
GENERAL_WORDS: frozenset[str] = frozenset(
    ["user", "users", "person", "people", "thing", "things", "something", "really", "very", "also",
     "about", "from", "into", "with", "that", "this", "these", "those", "there", "then", "than",
     "have", "having", "been", "being", "does", "doing", "done", "getting", "gets", "got", "get",
     "much", "many", "more", "most", "some", "other", "others", "just", "like", "still", "well",
     "what", "when", "where", "which", "while", "will", "would", "could", "should", "your", "yours",
     "over", "under", "after", "before", "even", "ever", "every", "each", "both", "such", "only",
     "lot", "lots", "currently", "recently", "can", "may", "might", "must", "own", "one", "ones",
     "say", "says", "said", "saying", "tell", "tells", "told", "mention", "mentions", "mentioned",
     "share", "shares", "shared", "talk", "talks", "talked", "explain", "explains", "explained",
     "them", "they", "their", "the", "and", "for", "are", "was", "were", "is", "has", "had", "not"]
)  # fmt: skip
#: key. Words that say nothing of which fact a text states ("User", articles).
IDENTITY_NOISE: frozenset[str] = frozenset(["user", "the", "a", "an"])
#: low. Words in a fact that are not names although capitalised at its start.
NOT_NAMES: frozenset[str] = frozenset(
    ["the", "a", "an", "she", "he", "they", "her", "his", "their", "it", "its", "this", "that", "these",
     "those", "user", "i", "my", "our", "we", "both", "there", "here", "when", "after", "before",
     "during", "while", "since", "on", "in", "at", "for", "every", "each", "some", "all", "one",
     "someone", "everyone", "nobody", "no"]
)  # fmt: skip

#: key. Feelings a fact may not turn around (V7c): loving and hating.
LOVE_WORDS: frozenset[str] = frozenset(
    ["love", "loves", "loved", "loving", "adore", "adores", "adored", "enjoy", "enjoys", "enjoyed",
     "enjoying", "fond"]
)  # fmt: skip
#: low. Words of dislike (V7c: "User hates X" on "I love X" turns the feeling around).
HATE_WORDS: frozenset[str] = frozenset(
    ["hate", "hates", "hated", "hating", "dislike", "dislikes", "disliked", "detest", "detests",
     "detested", "loathe", "loathes", "loathed", "despise", "despises", "despised"]
)  # fmt: skip
#: low. "like" as a verb of liking (weaker than love; also a filler and a preposition).
LIKE_WORDS: frozenset[str] = frozenset(["like", "likes", "liked", "liking"])
#: lemma. A fact with a negative verb may paraphrase a negated quote ("I don't smoke anymore" ->
#: "User quit smoking").
NEGATIVE_VERBS: frozenset[str] = frozenset(
    ["without", "dislike", "hate", "avoid", "refuse", "stop", "quit", "lack", "unable", "fail", "anymore",
     "longer", "give", "lose", "miss", "skip", "abstain", "cease"]
)  # fmt: skip

#: low. Adjectives of belief: "my nan's adamant I'm allergic", "my husband's certain we're
#: getting it": said of a third party, what follows is their belief, not the user's statement.
BELIEF_ADJECTIVES: frozenset[str] = frozenset(
    ["convinced", "adamant", "certain", "sure", "positive", "insistent", "persuaded", "confident"]
)
#: lemma. Negative implicative verbs: "failed to get", "refused to sign", "forgot to book" say the
#: thing did not happen (Karttunen 1971, "Implicative verbs", Language 47(2)).
NEGATIVE_IMPLICATIVES: frozenset[str] = frozenset(["fail", "refuse", "forget", "neglect", "decline"])

#: low. Words that present a new value as a change (V10 supersession): "actually", "now".
CHANGE_WORDS: tuple[tuple[str, ...], ...] = (
    ("actually",),
    ("now",),
    ("anymore",),
    ("any", "more"),
    ("no", "longer"),
    ("changed",),
    ("switched",),
    ("moved",),
    ("correction",),
    ("i", "meant"),
    ("instead",),
    ("these", "days"),
    ("recently", "started"),
    ("recently", "switched"),
    ("recently", "moved"),
    ("recently", "changed"),
)

# ---------------------------------------------------------------------------------------------
# Units of measure (pint knows the units; these are the words it reads wrongly after a number)
# ---------------------------------------------------------------------------------------------

#: low. Words pint parses as a unit that after a number are usually something else ("3 in the
#: afternoon", "at 5 am", "6 pm", "2 a week"); they are never units here.
UNIT_FALSE_FRIENDS: frozenset[str] = frozenset(
    ["in", "a", "am", "pm", "at", "pa", "c", "s", "h", "d", "t", "m", "mb", "bar", "cats", "ha", "k",
     "mil", "bn", "grand", "oh", "o", "x", "by", "per", "to", "or", "on", "and", "of"]
)  # fmt: skip
#: low -> unit key. Units pint lacks or reads as something else ("kilos" is a kilosecond to it).
UNIT_OVERRIDES: dict[str, str] = {
    "kilo": "kilogram", "kilos": "kilogram", "unit": "unit", "units": "unit", "iu": "unit",
    "g": "gram", "l": "liter", "litre": "liter", "litres": "liter", "millilitre": "milliliter",
    "millilitres": "milliliter", "metre": "meter", "metres": "meter", "kilometre": "kilometer",
    "kilometres": "kilometer", "centimetre": "centimeter", "centimetres": "centimeter",
    "bpm": "beat_per_minute", "k": "k",
}  # fmt: skip

# ---------------------------------------------------------------------------------------------
# Clause structure (the utterance analysis)
# ---------------------------------------------------------------------------------------------

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
     "look", "sound", "likely", "real", "right", "imagine", "know"]
)  # fmt: skip
#: low. Words that end a noun phrase ("my three year old | still wakes up").
NOUN_PHRASE_STOPS: frozenset[str] = frozenset(
    ["still", "just", "really", "also", "always", "never", "often", "usually", "sometimes", "already",
     "finally", "actually", "even", "only", "again", "now", "then", "too", "so", "very", "not", "no",
     "who", "which", "that", "what", "when", "where", "why", "how", "to"]
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
#: low phrases -> (month, day). Days of the year with a fixed date that people name instead of
#: the date ("our baby's due on halloween"). Movable feasts (Easter, Thanksgiving) are left out.
FIXED_DAYS: dict[tuple[str, ...], tuple[int, int]] = {
    ("christmas",): (12, 25), ("christmas", "day"): (12, 25), ("christmas", "eve"): (12, 24),
    ("xmas",): (12, 25), ("xmas", "eve"): (12, 24), ("boxing", "day"): (12, 26),
    ("new", "years", "eve"): (12, 31), ("new", "years", "day"): (1, 1), ("halloween",): (10, 31),
    ("valentines",): (2, 14), ("valentines", "day"): (2, 14), ("4", "of", "july"): (7, 4),
    ("independence", "day"): (7, 4), ("saint", "patricks", "day"): (3, 17), ("paddys", "day"): (3, 17),
    ("guy", "fawkes"): (11, 5), ("bonfire", "night"): (11, 5), ("april", "fools"): (4, 1),
    ("april", "fools", "day"): (4, 1), ("may", "day"): (5, 1), ("hogmanay",): (12, 31),
    ("canada", "day"): (7, 1), ("bastille", "day"): (7, 14), ("juneteenth",): (6, 19),
    ("veterans", "day"): (11, 11), ("remembrance", "day"): (11, 11), ("all", "saints", "day"): (11, 1),
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
     "rude", "unfair", "terrible", "awful", "stupid", "mean", "unreasonable", "dramatic", "petty"]
)  # fmt: skip

# ---------------------------------------------------------------------------------------------
# Spoken variants a tidy quote writes in standard form (V4 alignment)
# ---------------------------------------------------------------------------------------------

#: key pairs. Words a speaker (or recogniser) reduces or conjugates differently from the tidy
#: quote, with no change of claim: "me an my brother" is "me and my brother", "my knees was" is
#: "my knees were". They align at no cost; a quote is never backed by a different claim this way.
SPOKEN_VARIANTS: frozenset[tuple[str, str]] = frozenset(
    {("an", "and"), ("n", "and"), ("em", "them"), ("ya", "you"), ("yer", "your"), ("til", "until"),
     ("till", "until"), ("was", "were"), ("is", "are"), ("do", "does"), ("has", "have"),
     ("dont", "doesnt"), ("aint", "isnt"), ("aint", "arent"), ("aint", "havent"), ("yall", "you"),
     ("tho", "though"), ("thru", "through"), ("bout", "about"), ("cos", "because"), ("cuz", "because"),
     ("cause", "because")}
)  # fmt: skip
#: key pairs. A subject said without the copula a tidy writer adds ("we drivin" -> "we're
#: driving"): aligned at the cost of one edit.
DROPPED_COPULA: frozenset[tuple[str, str]] = frozenset(
    {("were", "we"), ("im", "i"), ("your", "you"), ("there", "they"), ("shes", "she"), ("hes", "he"),
     ("its", "it"), ("thats", "that")}
)  # fmt: skip
#: low. Animals people keep; with a verb only a person does (HUMAN_ACTIONS) they make a joke, not
#: a fact ("my cat pays the rent").
PETS: frozenset[str] = frozenset(
    ["cat", "dog", "puppy", "kitten", "hamster", "parrot", "rabbit", "bunny", "goldfish", "fish",
     "turtle", "tortoise", "horse", "pony", "guinea", "budgie", "gerbil", "ferret", "lizard", "snake",
     "pup", "kitty", "doggo", "pooch", "mutt"]
)  # fmt: skip
#: lemma. Things only people do.
HUMAN_ACTIONS: frozenset[str] = frozenset(
    ["pay", "earn", "buy", "drive", "cook", "vote", "text", "email", "call", "rent", "sign", "marry",
     "hire", "invest", "owe", "file", "tax", "apply", "study", "graduate", "teach", "lecture", "type",
     "read", "write", "phone", "order", "book", "schedule", "manage", "run", "own", "mortgage"]
)  # fmt: skip
#: low. Oaths that come with an exaggeration ("I swear this baby never sleeps").
OATHS: tuple[tuple[str, ...], ...] = (("i", "swear"), ("swear", "to", "god"), ("no", "joke"), ("literally",))
#: low. Words of all or nothing that an oath turns into an exaggeration.
ABSOLUTES: frozenset[str] = frozenset(
    ["ever", "never", "always", "nothing", "everything", "everyone", "nobody", "everybody", "forever",
     "constantly", "nonstop", "every"]
)  # fmt: skip
#: low pairs -> low. Words a recogniser splits in two ("every body", "some day"): read as one.
SPLIT_WORDS: dict[tuple[str, str], str] = {
    ("every", "body"): "everybody", ("every", "one"): "everyone", ("some", "one"): "someone",
    ("some", "body"): "somebody", ("any", "one"): "anyone", ("any", "body"): "anybody",
    ("no", "body"): "nobody", ("some", "day"): "someday", ("any", "more"): "anymore",
    ("any", "way"): "anyway", ("some", "thing"): "something", ("every", "thing"): "everything",
    ("any", "thing"): "anything", ("no", "thing"): "nothing", ("some", "times"): "sometimes",
    ("can", "not"): "cannot", ("in", "to"): "into", ("on", "to"): "onto", ("with", "out"): "without",
    ("every", "where"): "everywhere", ("some", "where"): "somewhere", ("any", "where"): "anywhere",
    ("old", "man"): "oldman", ("old", "lady"): "oldlady",
}  # fmt: skip
#: low. Whom a report is told to, between its verb and its content ("keeps telling people
#: I'm a lawyer", "told me that").
REPORT_AUDIENCE: frozenset[str] = frozenset(
    ["me", "us", "him", "her", "them", "you", "people", "everyone", "everybody", "anyone", "folks",
     "that", "the", "my", "our", "his", "their", "family", "friends", "all"]
)  # fmt: skip
#: low. Roles only a person holds; a pet in one is a joke ("my cat is the mayor of our street").
HUMAN_ROLES: frozenset[str] = frozenset(
    ["mayor", "president", "king", "queen", "boss", "ceo", "chef", "manager", "landlord", "judge",
     "police", "supervisor", "accountant", "ruler", "prime", "minister", "governor", "director",
     "lawyer", "doctor", "teacher", "owner", "head", "chairman", "captain", "chief"]
)  # fmt: skip
#: low phrases. Exaggerations ("I weigh a tonne", "bored to death").
HYPERBOLE_PHRASES: tuple[tuple[str, ...], ...] = (
    ("a", "ton"),
    ("a", "tonne"),
    ("tons", "of"),
    ("to", "death"),
    ("a", "zillion"),
    ("a", "gazillion"),
    ("forever",),
    ("all", "day", "every", "day"),
    ("every", "single", "day"),
    ("nonstop",),
    ("24", "7"),
    ("literally", "dying"),
    ("literally", "died"),
    ("literally", "dead"),
    ("starving",),
    ("took", "ages"),
    ("for", "ages"),
)
#: low. What follows "best ___" in praise that may be sarcasm ("best boss in the world").
SUPERLATIVE_TAILS: tuple[tuple[str, ...], ...] = (
    ("ever",),
    ("in", "the", "world"),
    ("of", "all", "time"),
    ("all", "year"),
    ("in", "history"),
)
#: low. Hedging adverbs that leave a marker's clause otherwise empty ("i guess probably | ...").
HEDGE_ADVERBS: frozenset[str] = frozenset(
    ["probably", "maybe", "honestly", "really", "personally", "perhaps", "possibly", "actually", "just"]
)
#: low. Words after a report verb's subject that stand between it and the verb ("my kids always say").
REPORT_ADVERBS: frozenset[str] = frozenset(
    ["always", "all", "both", "keep", "keeps", "kept", "never", "often"]
)
#: low phrases. Conditions on the telling, not on what is told ("if I'm honest", "if you ask
#: me"): they frame nothing.
SPEECH_ACT_CONDITIONS: tuple[tuple[str, ...], ...] = (
    ("if", "im", "honest"),
    ("if", "im", "being", "honest"),
    ("if", "i", "am", "honest"),
    ("if", "im", "being", "real"),
    ("if", "you", "ask", "me"),
    ("if", "that", "makes", "sense"),
    ("if", "you", "must", "know"),
    ("if", "you", "like"),
    ("if", "anything"),
    ("if", "i", "remember"),
    ("if", "i", "recall"),
    ("if", "memory", "serves"),
    ("if", "youre", "asking"),
    ("if", "you", "want"),
    ("if", "you", "need"),
)
#: low phrases. Denials that govern what follows ("there's no way I'm selling the farm").
DENIALS: tuple[tuple[str, ...], ...] = (
    ("no", "way"),
    ("not", "a", "chance"),
    ("no", "chance"),
    ("not", "in", "a", "million", "years"),
    ("over", "my", "dead", "body"),
    ("not", "likely"),
    ("fat", "chance"),
    ("not", "happening"),
)
#: low. Subordinators after which a clause is given in a question (also relative pronouns:
#: "what would you get a lad who's turning ten") ("would it be daft to sell
#: the caravan now that the kids have flown the nest").
GIVEN_CLAUSE_OPENERS: frozenset[str] = frozenset(
    ["since", "because", "cause", "cuz", "as", "now", "who", "whos", "which", "whose"]
)
