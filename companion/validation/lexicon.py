"""Word lists the validator reasons with. Data only: no logic, no I/O.

Every list is small, hand-written and general English; none is tuned to a data set.
"""

from __future__ import annotations

__all__ = [
    "CALENDAR",
    "DISCOURSE_BIGRAMS",
    "DISCOURSE_WORDS",
    "FILLERS",
    "FIRST_PERSON",
    "FUNCTION_WORDS",
    "HOMOPHONE_REP",
    "INTERJECTIONS",
    "MONTHS",
    "NEGATIONS",
    "NEGATIVE_CONTRACTIONS",
    "NUMBER_HOMOPHONES",
    "NUMBER_WORDS",
    "RELATIONS",
    "SCALES",
    "SUBJECT_PRONOUNS",
    "THIRD_PERSON",
    "UNIVERSALS",
    "WEEKDAYS",
]

# V4: sounds a speech recogniser emits between words; never evidence of anything.
FILLERS: frozenset[str] = frozenset(
    ["um", "umm", "uh", "uhh", "uhm", "er", "erm", "err", "hmm", "hm", "mm", "mmm", "ah", "ahh", "eh"]
)
# V4: discourse markers dropped on both sides. "like" and "so" are content words too, but
# dropping them on both sides the same way never turns one statement into another.
DISCOURSE_WORDS: frozenset[str] = frozenset({"like", "so"})
DISCOURSE_BIGRAMS: frozenset[tuple[str, str]] = frozenset({("you", "know"), ("i", "mean")})

# V3: words that carry no claim on their own.
INTERJECTIONS: frozenset[str] = frozenset(
    [
        "yeah",
        "yes",
        "yep",
        "yup",
        "no",
        "nope",
        "ok",
        "okay",
        "right",
        "sure",
        "oh",
        "wow",
        "hey",
        "hi",
        "hello",
        "bye",
        "haha",
        "lol",
        "cool",
        "nice",
        "great",
        "thanks",
        "thank",
        "well",
        "totally",
        "absolutely",
        "definitely",
        "indeed",
        "alright",
    ]
)

# V4: homophones a speech recogniser confuses, mapped to one representative per class.
_HOMOPHONE_CLASSES: tuple[tuple[str, ...], ...] = (
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
    ("cant", "cannot"),
)
HOMOPHONE_REP: dict[str, str] = {
    w.replace("'", ""): cls[0].replace("'", "") for cls in _HOMOPHONE_CLASSES for w in cls
}

# V4: number words that are also homophones of common words. A spoken "two" may come back as
# "to" or "too"; those pairs compare equal during alignment but not in the fact's specifics (V5).
NUMBER_HOMOPHONES: frozenset[tuple[str, str]] = frozenset(
    {("2", "too"), ("1", "won"), ("4", "for"), ("8", "ate")}
)

NUMBER_WORDS: dict[str, int] = {
    "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
    "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14,
    "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19, "twenty": 20,
    "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90,
}  # fmt: skip
SCALES: dict[str, int] = {"hundred": 100, "thousand": 1000, "million": 1_000_000, "billion": 1_000_000_000}

# V4: contractions are compared in their apostrophe-free spelling on both sides ("don't" and a
# recogniser's "dont" are one token) and never expanded: a quote that rewrites "I'm" as "I am"
# is the proposer editing the user's words, not speech-to-text noise. The negative ones are
# negations in their own right.
NEGATIVE_CONTRACTIONS: frozenset[str] = frozenset(
    [
        "dont",
        "doesnt",
        "didnt",
        "isnt",
        "arent",
        "wasnt",
        "werent",
        "havent",
        "hasnt",
        "hadnt",
        "cant",
        "cannot",
        "couldnt",
        "wouldnt",
        "shouldnt",
        "wont",
        "mustnt",
        "neednt",
        "aint",
        "mightnt",
    ]
)

# Critical tokens (V4): these must match exactly and may never be skipped.
NEGATIONS: frozenset[str] = (
    frozenset(["not", "no", "never", "nor", "none", "nothing", "nobody", "neither", "nowhere", "noone"])
    | NEGATIVE_CONTRACTIONS
)
MONTHS: tuple[str, ...] = (
    "january",
    "february",
    "march",
    "april",
    "may",
    "june",
    "july",
    "august",
    "september",
    "october",
    "november",
    "december",
)
WEEKDAYS: tuple[str, ...] = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
CALENDAR: frozenset[str] = frozenset(MONTHS) | frozenset(WEEKDAYS)

# V4: quote words an alignment may skip at the cost of one edit (they rarely change a claim).
FUNCTION_WORDS: frozenset[str] = frozenset(
    [
        "a",
        "an",
        "the",
        "and",
        "or",
        "of",
        "to",
        "too",
        "in",
        "on",
        "at",
        "for",
        "with",
        "is",
        "was",
        "are",
        "were",
        "be",
        "been",
        "being",
        "that",
        "it",
        "this",
        "just",
        "really",
        "very",
        "but",
        "as",
        "by",
        "from",
        "up",
        "out",
        "about",
        "have",
        "has",
        "had",
        "do",
        "did",
        "does",
        "am",
        "will",
        "would",
        "can",
        "could",
        "some",
        "any",
        "all",
        "also",
        "then",
        "than",
        "there",
        "here",
    ]
)

# V6: who a statement is about.
FIRST_PERSON: frozenset[str] = frozenset(
    # "im", "ive", "id": the canonical "I am", "I have", "I would" (see CONTRACTIONS)
    ["i", "me", "my", "mine", "myself", "we", "us", "our", "ours", "ourselves", "im", "ive", "id"]
)
SUBJECT_PRONOUNS: frozenset[str] = frozenset(["i", "we", "you", "he", "she", "they", "it", "im", "ive", "id"])
THIRD_PERSON: frozenset[str] = frozenset(
    ["he", "she", "him", "her", "his", "hers", "they", "them", "their", "theirs"]
)
RELATIONS: frozenset[str] = frozenset(
    [
        "sister",
        "sisters",
        "brother",
        "brothers",
        "mom",
        "mum",
        "mother",
        "dad",
        "father",
        "parent",
        "parents",
        "wife",
        "husband",
        "spouse",
        "partner",
        "friend",
        "friends",
        "son",
        "sons",
        "daughter",
        "daughters",
        "kid",
        "kids",
        "child",
        "children",
        "boss",
        "cousin",
        "cousins",
        "aunt",
        "uncle",
        "grandma",
        "grandpa",
        "grandmother",
        "grandfather",
        "grandparents",
        "niece",
        "nephew",
        "girlfriend",
        "boyfriend",
        "fiance",
        "fiancee",
        "colleague",
        "colleagues",
        "coworker",
        "coworkers",
        "roommate",
        "neighbor",
        "neighbour",
        "neighbors",
        "neighbours",
        "family",
        "sibling",
        "siblings",
        "baby",
        "bestie",
        "manager",
        "teacher",
        "doctor",
        "dog",
        "cat",
        "pet",
        "stepmom",
        "stepdad",
        "stepmother",
        "stepfather",
        "twin",
    ]
)

# V5: universal quantifiers. A fact that generalises ("is not allergic to anything", "always
# cooks") overclaims unless the user's own words generalise the same way.
UNIVERSALS: frozenset[str] = frozenset(
    ["anything", "everything", "always", "all", "every", "everyone", "everybody", "anyone", "anybody",
     "forever", "everywhere", "constantly"]
)  # fmt: skip
