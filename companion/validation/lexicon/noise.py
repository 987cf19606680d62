"""Speech-to-text noise: fillers, discourse markers, homophones, spoken contractions and
abbreviations, spoken numbers' helper words, negation words, calendar names, the units pint reads
wrongly after a number, and the spoken variants a tidy quote writes in standard form (V4).

Data only, each list in the form its comment names (see the `lexicon` package docstring).
"""

from __future__ import annotations

__all__ = [
    "ABBREVIATIONS",
    "ABSOLUTES",
    "AMBIGUOUS_SUFFIXES",
    "AREA_WORDS",
    "CARIBBEAN_SPELLINGS",
    "CIRCUMSTANCE_WH_PHRASES",
    "CIRCUMSTANCE_WH_WORDS",
    "COMPARING_PAIRS",
    "CURRENCY_SYMBOLS",
    "CURRENCY_UNIT_SYMBOLS",
    "CURRENCY_WORDS",
    "DENIALS",
    "DISCOURSE_BIGRAMS",
    "DISCOURSE_WORDS",
    "DROPPED_COPULA",
    "EXISTENTIAL_COPULAS",
    "EXISTENTIAL_PRAISE",
    "FILLERS",
    "FRACTION_WORDS",
    "GIVEN_CLAUSE_OPENERS",
    "HEDGE_ADVERBS",
    "HOMOPHONE_CLASSES",
    "HUMAN_ACTIONS",
    "HUMAN_ROLES",
    "HYPERBOLE_PHRASES",
    "INTERJECTIONS",
    "KNOW_AS_NO_AFTER",
    "KNOW_AS_NO_BEFORE",
    "LETTER_SOUNDS",
    "MOCK_TITLE_WORDS",
    "MOCK_TRADES",
    "MONEY_NOTES",
    "MULTIPLICATIVES",
    "NOT_PRIVATIVE_BEFORE",
    "NUMBER_HOMOPHONES",
    "NUMBER_SUFFIXES",
    "OATHS",
    "OBJECT_WH_WORDS",
    "OPEN_PROPOSITION_AUXILIARIES",
    "ORDINAL_ENDINGS",
    "PETS",
    "PREDICATIVE_INTERJECTIONS",
    "PRIVATIVE_WORDS",
    "REASON_OPENERS",
    "REPORT_ADVERBS",
    "REPORT_AUDIENCE",
    "SCOTS_SPELLINGS",
    "SPEECH_ACT_CONDITIONS",
    "SPLIT_WORDS",
    "SPOKEN_CONTRACTIONS",
    "SPOKEN_VARIANTS",
    "SPOKEN_ZERO",
    "SUPERLATIVE_TAILS",
    "TITLE_ABBREVIATIONS",
    "UNIT_FALSE_FRIENDS",
    "UNIT_OVERRIDES",
    "UPTAKE_LEMMAS",
    "UPTAKE_SUBJECTS",
]

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
     "mm", "hm", "uh", "um", "exactly", "true", "guess", "aha", "ah", "ooh", "gosh", "god", "man",
     # the "yes" of Scotland and the north of England, and of South African English
     "aye", "ja"]
)  # fmt: skip
#: low. Words of INTERJECTIONS that are predicates after a verb or a negation ("she isn't well",
#: "that's not right", "i'm not sure"): there a negation governs them as content.
PREDICATIVE_INTERJECTIONS: frozenset[str] = frozenset(
    ["well", "right", "fine", "okay", "alright", "sure", "true", "great", "nice", "cool"]
)  # fmt: skip
#: low. Words after a noun that say it is absent ("gluten free", "dairy-free"): a negation of
#: the noun, on the fact's side and the user's (`polarity.privatives`).
PRIVATIVE_WORDS: frozenset[str] = frozenset(["free"])
#: low. Words before "free" that make no absence of a noun ("feel free", "break free", "set
#: free", "fancy free"): verbs the noun tagger also reads as nouns.
NOT_PRIVATIVE_BEFORE: frozenset[str] = frozenset(
    ["feel", "break", "set", "go", "walk", "run", "get", "roam", "fancy", "home", "scot", "duty"]
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
#: key pairs. A discourse word that compares after the word before it, kept as a word ("nothing
#: like the sea air": "there's nothing like" praises, `EXISTENTIAL_PRAISE`).
COMPARING_PAIRS: frozenset[tuple[str, str]] = frozenset({("nothing", "like")})
#: key triples. "there's nothing like X", "nothing like X" opening a quote: X is unmatched, a
#: statement of the positive, not a negation of X.
EXISTENTIAL_PRAISE: frozenset[tuple[str, str, str]] = frozenset({("there", "nothing", "like")})
#: key. The copula an existential may say in full between its opener and the negation ("there
#: is nothing like").
EXISTENTIAL_COPULAS: frozenset[str] = frozenset({"is", "was"})
#: key pairs. Number words that sound like common words: a spoken "two" may come back as "to" or
#: "too"; the pair compares equal while aligning a quote, never as a fact's specific (V5).
NUMBER_HOMOPHONES: frozenset[tuple[str, str]] = frozenset(
    {("2", "too"), ("1", "won"), ("4", "for"), ("8", "ate")}
)
#: (written letter, word a recogniser writes for it). A letter inside a name said the way it
#: sounds: "the O2" comes out as "the oh two".
LETTER_SOUNDS: frozenset[tuple[str, str]] = frozenset({("o", "oh")})
#: low. Words after which a recogniser's "know" can only be the negation "no": a verb of having
#: or being, or a preposition, cannot take the verb "know" after it ("i have know idea", "at
#: know point"); "to" is left out ("i want to know").
KNOW_AS_NO_AFTER: frozenset[str] = frozenset(
    ["have", "has", "had", "got", "is", "was", "were", "theres", "with", "at", "in", "for", "of", "on",
     "by", "under"]
)  # fmt: skip
#: low. Words before which a recogniser's "know" can only be "no": "know longer", "know matter
#: what", "know doubt" (the verb "know" takes none of them bare).
KNOW_AS_NO_BEFORE: frozenset[str] = frozenset(["longer", "matter", "doubt"])
#: low -> low words. Spoken contractions a tidy writer spells out ("gonna" -> "going to"): both
#: sides read them in full. Contractions with an apostrophe ("I'm", "don't") are compared
#: without it ("im", "dont") and never expanded: a quote that writes "I am" for "I'm" rewrites
#: the user's words.
SPOKEN_CONTRACTIONS: dict[str, tuple[str, ...]] = {
    "gonna": ("going", "to"), "wanna": ("want", "to"), "gotta": ("got", "to"), "kinda": ("kind", "of"),
    "sorta": ("sort", "of"), "outta": ("out", "of"), "lotta": ("lot", "of"), "dunno": ("dont", "know"),
    "ima": ("im", "going", "to"), "imma": ("im", "going", "to"), "finna": ("going", "to"),
    "tryna": ("trying", "to"), "hafta": ("have", "to"), "oughta": ("ought", "to"),
    "nvm": ("never", "mind"),
}  # fmt: skip
#: low -> low words. Multiplicative numerals, read as the count they say ("twice a week" is "two
#: times a week", so it compares with "three times" value by value). "once" is left alone: it is
#: as often "when" or "formerly" ("once i retire", "i once lived in leeds").
MULTIPLICATIVES: dict[str, tuple[str, ...]] = {"twice": ("two", "times"), "thrice": ("three", "times")}
#: low -> low. Abbreviations and their spoken words; both sides are folded to the spoken word.
#: "st" stands for saint or street, which compare equal (the abbreviation cannot tell them apart).
ABBREVIATIONS: dict[str, str] = {
    "dr": "doctor", "mr": "mister", "mrs": "missus", "ms": "miss", "prof": "professor",
    "jr": "junior", "sr": "senior", "st": "saint", "street": "saint", "mt": "mount", "ave": "avenue",
    "rd": "road", "blvd": "boulevard", "apt": "apartment", "dept": "department", "govt": "government",
    "uni": "university", "vs": "versus", "approx": "approximately", "appt": "appointment",
    "yr": "year", "yrs": "years", "hr": "hour", "hrs": "hours", "min": "minute", "mins": "minutes",
    "wk": "week", "wks": "weeks", "mo": "month", "mos": "months", "bday": "birthday",
    # titles of office, rank and the clergy, said in full and written short ("Rev. Thomas")
    "rev": "reverend", "revd": "reverend", "fr": "father", "sgt": "sergeant", "capt": "captain",
    "lt": "lieutenant", "col": "colonel", "cpl": "corporal", "maj": "major", "gen": "general",
    "adm": "admiral", "cllr": "councillor", "insp": "inspector", "supt": "superintendent",
    "det": "detective", "sen": "senator", "gov": "governor", "doc": "doctor", "engr": "engineer",
    "cmdr": "commander", "cdr": "commander", "brig": "brigadier", "pte": "private",
    "sqn": "squadron", "ldr": "leader", "wg": "wing", "flt": "flight", "pres": "president",
    "hon": "honourable", "asst": "assistant", "mgr": "manager",
}  # fmt: skip
#: low. Words a speaker uses for the digit zero inside a digit string ("three oh seven two").
SPOKEN_ZERO: frozenset[str] = frozenset(["oh", "o", "zero", "nought"])
#: low -> multiplier. Money and distance slang after a number ("eighty five k", "forty k's", "two
#: grand"), and the Indian scale words ("one lakh" is 100,000, "two crore" 20,000,000).
NUMBER_SUFFIXES: dict[str, float] = {
    "k": 1e3, "ks": 1e3, "grand": 1e3, "mil": 1e6, "bn": 1e9, "lakh": 1e5, "lakhs": 1e5, "crore": 1e7,
    "crores": 1e7,
}  # fmt: skip
#: low. Words that make the length unit after them an area ("forty eight square metres" is
#: written "48 m²").
AREA_WORDS: frozenset[str] = frozenset(["square", "sq"])
#: low -> unit symbols. Suffixes of NUMBER_SUFFIXES that also clip a unit: "eight k" is 8000
#: (pay, a price) or 8 km (a walk, a race), so the number keeps the bare reading beside the
#: scaled one, in that unit. ("ten mil" is read as a million only: its clipped millimetres,
#: millilitres and milligrams were tried at stop 52 and reached the hyperbole and quote-cut
#: readings through the scaled token; docs/validation.md, "Stop 52".)
AMBIGUOUS_SUFFIXES: dict[str, tuple[str, ...]] = {"k": ("km",), "ks": ("km",)}
#: low. Money words after a number ("four hundred bucks"): a tidy writer puts a symbol in front
#: instead ("$400"), so both sides drop them. Pounds are a unit (`CURRENCY_UNIT_SYMBOLS`).
CURRENCY_WORDS: frozenset[str] = frozenset(
    ["bucks", "buck", "dollars", "dollar", "euros", "euro", "cents", "pence", "rupees", "pesos",
     "yen", "naira", "rand", "dirhams", "francs"]
)  # fmt: skip
#: low. Currency symbols before a number; dropped like CURRENCY_WORDS.
CURRENCY_SYMBOLS: frozenset[str] = frozenset(["$", "£", "€", "¥", "₹", "₦"])
#: low. Ordinal endings after digits ("5th", "21st"); the number keeps its value.
ORDINAL_ENDINGS: frozenset[str] = frozenset(["st", "nd", "rd", "th"])
#: low. Words for "half" after a number ("two and a half").
FRACTION_WORDS: dict[str, float] = {"half": 0.5, "quarter": 0.25}
#: low. Words pint parses as a unit that after a number are usually something else ("3 in the
#: afternoon", "at 5 am", "6 pm", "2 a week"); they are never units here.
UNIT_FALSE_FRIENDS: frozenset[str] = frozenset(
    ["in", "a", "am", "pm", "at", "pa", "c", "s", "h", "d", "t", "m", "mb", "bar", "cats", "ha", "k",
     "mil", "bn", "grand", "oh", "o", "x", "by", "per", "to", "or", "on", "and", "of",
     # pronouns and particles after a number a recogniser wrote for "for" or "to" ("did four
     # us" is "did for us", not 4 microseconds; "as", "ya" are no attoseconds or yoctoyears)
     "us", "as", "ya",
     # a bus is no bushel ("the number forty bus"), and a quarter no weight ("down ten in the
     # fourth quarter", "two quarters of the year")
     "bus", "quarter", "quarters"]
)  # fmt: skip
#: low -> unit key. Units pint lacks or reads as something else ("kilos" is a kilosecond to it).
UNIT_OVERRIDES: dict[str, str] = {
    "kilo": "kilogram", "kilos": "kilogram", "unit": "unit", "units": "unit", "iu": "unit",
    "g": "gram", "l": "liter", "litre": "liter", "litres": "liter", "millilitre": "milliliter",
    "millilitres": "milliliter", "metre": "meter", "metres": "meter", "kilometre": "kilometer",
    "kilometres": "kilometer", "centimetre": "centimeter", "centimetres": "centimeter",
    "bpm": "beat_per_minute", "k": "k", "quid": "pound",
    # British speech for millilitres ("five mils of calpol"); the singular "mil" stays a million
    # ("ten mil" is 10,000,000, `NUMBER_MULTIPLIERS`), a plural of which nobody says
    "mils": "milliliter",
}  # fmt: skip
#: symbol -> the unit word said after the number. Currency symbols whose spoken word is a unit
#: too ("£4,200" is said "four thousand two hundred pounds" or "... quid", and "pounds" is also
#: a weight, so it is kept as a unit rather than dropped like "dollars").
CURRENCY_UNIT_SYMBOLS: dict[str, str] = {"£": "pounds"}
#: low -> value. Notes of money named by their value in British speech ("a fiver" is £5, "two
#: tenners" £20): read as the amount in pounds, as "£5" is (`cleanup.read_number_nouns`).
MONEY_NOTES: dict[str, int] = {"fiver": 5, "fivers": 5, "tenner": 10, "tenners": 10}
#: key pairs. Words a speaker (or recogniser) reduces or conjugates differently from the tidy
#: quote, with no change of claim: "me an my brother" is "me and my brother", "my knees was" is
#: "my knees were". They align at no cost; a quote is never backed by a different claim this way.
SPOKEN_VARIANTS: frozenset[tuple[str, str]] = frozenset(
    {("an", "and"), ("n", "and"), ("em", "them"), ("ya", "you"), ("yer", "your"), ("til", "until"),
     ("till", "until"), ("was", "were"), ("is", "are"), ("do", "does"), ("has", "have"),
     ("dont", "doesnt"), ("aint", "isnt"), ("aint", "arent"), ("aint", "havent"), ("yall", "you"),
     ("tho", "though"), ("thru", "through"), ("bout", "about"), ("cos", "because"), ("cuz", "because"),
     ("cause", "because"), ("anybody", "anyone"), ("somebody", "someone"), ("everybody", "everyone")}
)  # fmt: skip
#: key pairs. Scots spellings a transcript (or a writer of one) keeps, beside the English word a
#: tidy quote writes for them ("ma wee girl's in primary four noo" / "my wee girl's in primary
#: four now"): they align at no cost, as `SPOKEN_VARIANTS` do; every rule still reads the
#: user's own word ("ma" may be "mother", and "wasnae" is a negation as it stands). After the
#: forms in the Dictionaries of the Scots Language (dsl.ac.uk).
SCOTS_SPELLINGS: frozenset[tuple[str, str]] = frozenset(
    {("ma", "my"), ("ah", "i"), ("ahm", "im"), ("ahd", "id"), ("tae", "to"), ("dae", "do"),
     ("ye", "you"), ("aff", "off"), ("doon", "down"), ("oot", "out"), ("hoose", "house"),
     ("heid", "head"), ("nae", "no"), ("naw", "no"), ("noo", "now"), ("fae", "from"),
     ("wi", "with"), ("awa", "away"), ("masel", "myself"), ("yersel", "yourself"),
     ("dinnae", "dont"), ("dinna", "dont"), ("didnae", "didnt"), ("didna", "didnt"),
     ("doesnae", "doesnt"), ("cannae", "cant"), ("canna", "cant"), ("couldnae", "couldnt"),
     ("wouldnae", "wouldnt"), ("widnae", "wouldnt"), ("shouldnae", "shouldnt"), ("isnae", "isnt"),
     ("wasnae", "wasnt"), ("arenae", "arent"), ("havenae", "havent"), ("hasnae", "hasnt"),
     ("hadnae", "hadnt"), ("willnae", "wont"), ("winna", "wont")}
)  # fmt: skip
#: key pairs. Caribbean English Creole words a transcript keeps, beside the English word a tidy
#: quote writes for them ("mi grandson nuh like di cold" / "my grandson doesn't like the
#: cold"): they align at no cost, as `SCOTS_SPELLINGS` do, and every rule still reads the user's
#: own word ("mi" is "my" before a noun, "I" before a verb and "me" after one, so it has three).
#: After the spellings of the Dictionary of Jamaican English (Cassidy and Le Page, 1980) and the
#: Dictionary of Caribbean English Usage (Allsopp, 1996); only words that are no English word of
#: their own.
CARIBBEAN_SPELLINGS: frozenset[tuple[str, str]] = frozenset(
    {("mi", "my"), ("mi", "i"), ("mi", "me"), ("dem", "them"), ("dem", "they"), ("fi", "for"),
     ("fi", "to"), ("deh", "there"), ("pon", "on"), ("inna", "in"), ("yuh", "you"), ("di", "the"),
     ("wid", "with"), ("dat", "that"), ("tink", "think"), ("ting", "thing"), ("waan", "want"),
     ("cyaan", "cant"), ("kyaan", "cant"), ("seh", "say"), ("neva", "never"), ("likkle", "little"),
     ("gyal", "girl"), ("bwoy", "boy"), ("bredda", "brother"), ("sista", "sister"),
     ("madda", "mother"), ("fada", "father"), ("dawta", "daughter"), ("granddawta", "granddaughter")}
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
    ("no", "body"): "nobody", ("no", "one"): "noone", ("some", "day"): "someday", ("any", "more"): "anymore",
    ("any", "way"): "anyway", ("some", "thing"): "something", ("every", "thing"): "everything",
    ("any", "thing"): "anything", ("no", "thing"): "nothing", ("some", "times"): "sometimes",
    ("can", "not"): "cannot", ("in", "to"): "into", ("on", "to"): "onto",
    # "to" written as its homophone "too" ("i'm in too help"): the same split word
    ("in", "too"): "into", ("on", "too"): "onto", ("with", "out"): "without",
    ("every", "where"): "everywhere", ("some", "where"): "somewhere", ("any", "where"): "anywhere",
    ("old", "man"): "oldman", ("old", "lady"): "oldlady",
}  # fmt: skip
#: low. Whom a report is told to, between its verb and its content ("keeps telling people
#: I'm a lawyer", "told me that").
REPORT_AUDIENCE: frozenset[str] = frozenset(
    ["me", "us", "him", "her", "them", "you", "people", "everyone", "everybody", "anyone", "folks",
     "that", "the", "my", "our", "his", "their", "family", "friends", "all"]
)  # fmt: skip
#: lemma. Everyday idling a person is not paid for: an agent noun of one after a trade word is a
#: mock job ("i'm a professional napper", "a certified worrier"); the agent noun is read by
#: `morphology.agent_verbs`.
MOCK_TRADES: frozenset[str] = frozenset(
    ["nap", "sleep", "snooze", "doze", "worry", "procrastinate", "snack", "binge", "moan",
     "complain", "dawdle", "lounge", "daydream", "nag", "laze", "loaf", "whinge", "faff", "grumble"]
)  # fmt: skip
#: low. Words of a trade or rank said before such an agent noun ("professional napper",
#: "certified overthinker", "olympic level worrier").
MOCK_TITLE_WORDS: frozenset[str] = frozenset(
    ["professional", "certified", "expert", "champion", "olympic", "pro", "master", "qualified"]
)
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
    # idioms that overstate a need ("i could eat a horse", "i'm dying for a cuppa"); not "killing
    # me", whose fact is as often the pain it means ("User's knee hurts"), held by the words near it
    ("eat", "a", "horse"),
    ("dying", "for"),
    ("died", "laughing"),
    ("dying", "laughing"),
    # "i've eaten my weight in chocolate": a body's weight of food or drink
    ("my", "weight", "in"),
    ("my", "body", "weight", "in"),
    ("my", "own", "weight", "in"),
    ("his", "weight", "in"),
    ("her", "weight", "in"),
    ("our", "weight", "in"),
    ("their", "weight", "in"),
    ("his", "body", "weight", "in"),
    ("her", "body", "weight", "in"),
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
    # a habit kept where it can be ("i don't drive at night if i can help it"): how firmly, not
    # whether
    ("if", "i", "can", "help", "it"),
    ("if", "i", "can", "avoid", "it"),
    ("if", "i", "can", "get", "away", "with", "it"),
)
#: low. Subjects of a condition on the talk itself: what was just said ("that", "this", "it")
#: or the listener ("you"): "... ends in three three nine eight | if that helps".
UPTAKE_SUBJECTS: frozenset[str] = frozenset(["that", "this", "it", "you", "youre", "thats", "its"])
#: lemmas. What such a condition may say of its subject when it conditions the telling, not
#: the fact told (a relevance conditional: "if that helps", "if it matters", "if you're
#: wondering", "if you're curious", "if that's useful", "if that's any use", "if you can believe
#: it"); compared by dictionary form, so
#: every inflection counts. A condition with any other content word is a condition on the fact.
UPTAKE_LEMMAS: frozenset[str] = frozenset(
    ["help", "helpful", "matter", "wonder", "curious", "interest", "interested", "care", "useful",
     "relevant", "ask", "know", "need", "want", "sense", "make", "mind", "count", "use", "good",
     "believe"]
)  # fmt: skip
#: low phrases. Denials that govern what follows ("there's no way I'm selling the farm").
DENIALS: tuple[tuple[str, ...], ...] = (
    ("no", "way"),
    ("not", "a", "chance"),
    ("no", "chance"),
    ("not", "in", "a", "million", "years"),
    ("not", "in", "1000000", "years"),
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
#: low. Subordinators of reason, whose clause tells its content as so under any mood of the
#: clause it hangs on ("could you find me a recipe | cause i'm off dairy now"); "now that" is
#: read apart, and "as" is left out, being also a comparison or a role ("as a nurse").
REASON_OPENERS: frozenset[str] = frozenset(["since", "because", "cause", "cuz", "coz"])
#: low. Question words that ask of a circumstance of what the rest of the question says ("why
#: does my grandson's school finish early", "when did i start the tablets"): with an auxiliary
#: of `OPEN_PROPOSITION_AUXILIARIES` after them the rest is given, only the circumstance asked.
CIRCUMSTANCE_WH_WORDS: frozenset[str] = frozenset(["why", "when", "where"])
#: low phrases. Question phrases of the same kind ("how long has my wife been ill", "how come
#: my son never rings"); "how come" takes the statement's own word order.
CIRCUMSTANCE_WH_PHRASES: tuple[tuple[str, ...], ...] = (
    ("how", "long"),
    ("how", "often"),
    ("how", "come"),
    ("what", "time"),
)
#: low. Question words that stand for what the question's verb takes ("what do i say", "which
#: do you think"): the verb has its complement, so a clause after a pause is a statement of its
#: own ("what do i say in the card, | my neighbour's eighty on tuesday"), not what is asked.
OBJECT_WH_WORDS: frozenset[str] = frozenset(["what", "which"])
#: low. Auxiliaries after a circumstance question word that leave the rest of the question as
#: given: not a modal ("why should i move" deliberates, it tells nothing) and not a negated one
#: ("why don't i just ring him" suggests).
OPEN_PROPOSITION_AUXILIARIES: frozenset[str] = frozenset(
    ["do", "does", "did", "is", "are", "was", "were", "am", "has", "have", "had"]
)

#: lows. Titles written with a full stop before a name ("Dr. Patel", "Mrs. Okafor", "St. Ives"):
#: that stop ends no sentence, so the name after it is a name (critical), not a sentence's first
#: word; `normalize._entries`.
TITLE_ABBREVIATIONS: frozenset[str] = frozenset(
    ["dr", "mr", "mrs", "ms", "prof", "st", "mt", "jr", "sr", "rev", "revd", "fr", "sgt", "capt",
     "lt", "col", "cpl", "maj", "gen", "adm", "cllr", "insp", "supt", "det", "sen", "gov", "cmdr",
     "cdr", "brig", "pte", "sqn", "wg", "flt", "pres", "hon", "engr"]
)  # fmt: skip
