"""People (V6) and everyday synonyms: relation nouns, kinship and everyday synonym classes.

Data only, each list in the form its comment names (see the `lexicon` package docstring).
"""

from __future__ import annotations

__all__ = [
    "AGENT_SUFFIXES",
    "CHILD_WORDS",
    "FEMALE_RELATIONS",
    "FEMALE_SUBJECTS",
    "HAVING_LEMMAS",
    "INDEFINITE_PERSONS",
    "KINSHIP_COMPOSITION",
    "MALE_RELATIONS",
    "MALE_SUBJECTS",
    "PEOPLE_WITHOUT_ROLE",
    "PERSON_SUFFIXES",
    "PLACING_WORDS",
    "RELATIONS",
    "SYNONYM_CLASSES",
]

#: low. Nouns for people and animals a user speaks about: "my sister is a doctor" is about the
#: sister. Singular forms; plurals come from lemminflect.
RELATIONS: frozenset[str] = frozenset(
    ["sister", "brother", "mom", "mum", "mother", "dad", "father", "parent", "wife", "husband",
     "spouse", "partner", "friend", "son", "daughter", "kid", "child", "boss", "cousin", "aunt",
     "uncle", "grandma", "grandpa", "grandmother", "grandfather", "grandparent", "grandson",
     "granddaughter", "grandchild", "grandkid", "niece", "nephew", "girlfriend", "boyfriend", "fiance",
     "fiancee", "colleague", "coworker", "roommate", "flatmate", "housemate", "neighbor", "neighbour",
     "family", "sibling", "baby", "bestie", "manager", "teacher", "doctor", "therapist", "dentist",
     "landlord", "landlady", "tenant", "dog", "cat", "pet", "puppy", "kitten", "horse", "stepmom", "stepmum",
     "stepdad", "stepmother", "stepfather", "stepson", "stepdaughter", "twin", "nana", "nan", "granny",
     "gran", "grandad", "granddad", "papa", "mama", "ma", "pa", "sis", "bro", "hubby", "missus",
     "wifey", "kiddo", "toddler", "teen", "teenager", "inlaw", "mil", "fil", "ex", "fiancé", "vet",
     "nurse", "coach", "mentor", "student", "client", "customer", "patient", "employer", "employee",
     "buddy", "pal", "mate", "guy", "girl", "boy", "man", "woman", "lady", "gentleman", "abuela", "folk",
     "abuelo", "oma", "opa", "auntie", "aunty", "bf", "gf", "bff", "fam", "folks", "people", "team",
     "classmate", "godmother", "godfather", "godson", "goddaughter", "caregiver", "carer", "nanny", "sitter",
     "lodger", "eldest", "oldest", "youngest",
     "babysitter", "surgeon", "oncologist", "cardiologist", "psychiatrist",
     "counselor",
     "counsellor",
     "pastor", "priest", "rabbi", "imam", "lawyer", "attorney", "accountant", "supervisor", "lead",
     "stepsister", "stepbrother", "sister-in-law", "brother-in-law", "mother-in-law", "father-in-law",
     "daughter-in-law", "son-in-law", "parrot", "bird", "rabbit", "hamster", "fish", "turtle", "fella",
     "lad", "lass", "bloke", "chap", "gal", "dude", "oldman", "oldlady", "kuya", "ate", "ahma", "lola",
     "lolo", "tita", "tito", "uncle", "cousin", "auntie"]
)  # fmt: skip
#: Endings of nouns that name a person by what they do ("dentist", "electrician").
PERSON_SUFFIXES: tuple[str, ...] = ("ist", "ian")
#: Endings that name who does something when a verb stands before them ("plumber", "decorator").
AGENT_SUFFIXES: tuple[str, ...] = ("er", "or")
#: low. `RELATIONS` that name somebody without saying their role ("the man next door", "some
#: lady"): a fact may name the role the user described ("neighbour") without swapping anything.
PEOPLE_WITHOUT_ROLE: frozenset[str] = frozenset(
    ["man", "guy", "dude", "bloke", "fella", "chap", "gentleman", "oldman", "woman", "lady", "gal",
     "oldlady", "boy", "girl", "lad", "lass", "person", "people", "folk", "folks", "family", "fam",
     "team"]
)  # fmt: skip
#: low. Pronouns that name a person without saying who ("someone with asthma", "anybody who
#: works nights"): what a phrase after them says is that person's, not the speaker's.
INDEFINITE_PERSONS: frozenset[str] = frozenset(
    ["anybody", "anyone", "everybody", "everyone", "nobody", "somebody", "someone"]
)
#: low. Kinship and everyday synonyms, one class per tuple: a fact may say "mother" for the
#: user's "mom". The first word names the class. Kinship words of other Englishes that
#: `RELATIONS` knows as people belong to their class too (Filipino English "tita", "tito",
#: "kuya", "lola", "lolo"); a word that is also an everyday English word ("ate") is left out.
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
    ("brother", "bro", "kuya"),
    ("stepfather", "stepdad"),
    ("stepmother", "stepmom", "stepmum"),
    ("child", "kid", "kiddo", "little", "young", "youngster"),
    ("best", "bestie", "bff"),
    ("friend", "bestie", "buddy", "pal", "mate", "bff"),
    ("live", "stay", "reside"),
    ("girlfriend", "gf"),
    ("boyfriend", "bf"),
    ("aunt", "auntie", "aunty", "tita"),
    ("uncle", "tito"),
    ("baby", "newborn", "infant", "bub"),
    ("doctor", "doc", "physician", "gp"),
    ("man", "guy", "dude", "bloke", "fella"),
    # "my fella", "me bloke", "my other half": British and Irish everyday words for a partner
    ("partner", "fella", "bloke", "fellow", "feller"),
    ("woman", "lady", "gal"),
    ("child", "kid", "son", "daughter"),
    # "my boy", "our little girl", "my lad": a parent's everyday words for a son or a daughter
    ("son", "boy", "lad", "laddie"),
    ("daughter", "girl", "lass", "lassie"),
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
    # clippings of care and health words a speaker uses for the full word ("the op", "my physio")
    ("operation", "op"),
    ("physiotherapist", "physio", "physiotherapy"),
    ("veterinarian", "vet"),
    ("chemotherapy", "chemo"),
    ("rehabilitation", "rehab"),
    ("medication", "meds", "medicine", "medicines"),
    ("pharmacy", "chemist", "chemists", "pharmacist"),
    ("apartment", "flat", "apt"),
    ("vacation", "holiday", "holidays"),
    ("identification", "id"),
    ("because", "cause", "cuz", "coz"),
)
#: low. Adjectives of age and order that a noun phrase about a child uses ("my three year old",
#: "my oldest"): they back "child".
CHILD_WORDS: frozenset[str] = frozenset(["old", "oldest", "eldest", "youngest", "baby", "toddler", "little"])

_SPOUSES = ("wife", "husband", "spouse", "partner")
_PARENTS = ("mother", "father", "parent")
_CHILDREN = ("son", "daughter", "child")
_SIBLINGS = ("sister", "brother", "sibling")
#: (relation, relation of that person) -> (the one relation it composes, said "in law"): "my
#: sister's husband" is the user's brother-in-law, "me mam's mam" the grandmother. Keys are the
#: lemma. Verbs of having that give a person to the subject ("my son | has | three girls", "my
#: daughter's | got | twins"): the had person composes with the subject's relation.
HAVING_LEMMAS: frozenset[str] = frozenset(["have", "get"])
#: low. Words after a person said with an article that place them ("the lad | next door", "a
#: guy | opposite"), besides prepositions ("the lady | at the bakery"): a person known by where
#: they are, not by a relation to the user (`claim.moved_subject`).
PLACING_WORDS: frozenset[str] = frozenset(["next", "opposite"])
#: first words of the kinship classes of `SYNONYM_CLASSES` ("mum" is "mother").
KINSHIP_COMPOSITION: dict[tuple[str, str], tuple[str, bool]] = {
    **{(s, "mother"): ("mother", True) for s in _SPOUSES},
    **{(s, "father"): ("father", True) for s in _SPOUSES},
    **{(s, "sister"): ("sister", True) for s in _SPOUSES},
    **{(s, "brother"): ("brother", True) for s in _SPOUSES},
    **{(s, "husband"): ("brother", True) for s in _SIBLINGS},
    **{(s, "wife"): ("sister", True) for s in _SIBLINGS},
    **{(c, "wife"): ("daughter", True) for c in ("son", "child")},
    **{(c, "husband"): ("son", True) for c in ("daughter", "child")},
    **{(p, "mother"): ("grandmother", False) for p in _PARENTS},
    **{(p, "father"): ("grandfather", False) for p in _PARENTS},
    **{(p, "parent"): ("grandparent", False) for p in _PARENTS},
    **{(p, "sister"): ("aunt", False) for p in _PARENTS},
    **{(p, "brother"): ("uncle", False) for p in _PARENTS},
    **{(c, "son"): ("grandson", False) for c in _CHILDREN},
    **{(c, "daughter"): ("granddaughter", False) for c in _CHILDREN},
    **{(c, "child"): ("grandchild", False) for c in _CHILDREN},
    **{(s, "son"): ("nephew", False) for s in _SIBLINGS},
    **{(s, "daughter"): ("niece", False) for s in _SIBLINGS},
}
#: low. Relations that name a woman, so that "he" does not stand for "my nan" ("my nan lives in
#: hove" ... "he passed away": somebody else). Relations of either sex are in neither list.
FEMALE_RELATIONS: frozenset[str] = frozenset(
    ["sister", "mom", "mum", "mother", "wife", "daughter", "aunt", "auntie", "niece", "grandmother",
     "grandma", "granny", "nan", "nana", "nanna", "gran", "girlfriend", "fiancee", "stepmother",
     "stepdaughter", "stepsister", "granddaughter", "mother-in-law", "sister-in-law", "daughter-in-law",
     "lola", "tita", "mam", "mammy", "mommy", "mummy", "ma"]
)  # fmt: skip
#: low. Relations that name a man, so that "she" does not stand for "my uncle".
MALE_RELATIONS: frozenset[str] = frozenset(
    ["brother", "dad", "father", "husband", "son", "uncle", "nephew", "grandfather", "grandpa", "grandad",
     "granddad", "boyfriend", "fiance", "stepdad", "stepfather", "stepson", "stepbrother", "grandson",
     "father-in-law", "brother-in-law", "son-in-law", "lolo", "tito", "kuya", "daddy", "pa", "da"]
)  # fmt: skip
#: low. Third-person forms that stand for a woman.
FEMALE_SUBJECTS: frozenset[str] = frozenset(["she", "shes", "shed", "her"])
#: low. Third-person forms that stand for a man.
MALE_SUBJECTS: frozenset[str] = frozenset(["he", "hes", "hed", "him"])
