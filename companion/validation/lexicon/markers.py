"""How a thing was said (V7): the markers of doubt, possibility, wishes, plans, conditions,
suppositions, a past that is over, reported speech, jokes, role play, sarcasm, exaggeration,
corrections and retractions.

Data only, each list in the form its comment names (see the `lexicon` package docstring).
"""

from __future__ import annotations

__all__ = [
    "ALTERNATIVE_PHRASES",
    "APOLOGIES",
    "APOLOGY_COMPLEMENTS",
    "APPROXIMATORS",
    "AT_ALL_WORDS",
    "BLESSINGS",
    "CASTING_VERBS",
    "CASTING_WORDS",
    "CAST_DETERMINERS",
    "CAST_RELATIVES",
    "CHANGE_DIRECTIONS",
    "CONDITIONS",
    "CONDITION_LEAD_INS",
    "CONFESSIONS",
    "CONTRASTIVE_NEGATIONS",
    "CORRECTION_MARKERS",
    "COUNTERFACTUAL_PERFECTS",
    "DISBELIEF_CUES",
    "EMPATHIC_IMAGINE_BEFORE",
    "EVALUATED_WISH_LINKS",
    "EVALUATED_WISH_MODALS",
    "EXCEPTING_CONDITIONS",
    "FACTIVE_VERBS",
    "FIRST_PERSON_CASTERS",
    "GENERIC_RETRACTIONS",
    "GLOWING",
    "HEARSAY",
    "HUNCH_NOUNS",
    "HYPERBOLE_NUMBERS",
    "HYPERBOLE_WORDS",
    "HYPOTHETICALS",
    "IMAGINED_SCENES",
    "IMAGINING_IMPERATIVES",
    "INSTRUCTIONS",
    "INVERTED_BE",
    "IRONIC_INTENSIFIERS",
    "IRONIC_OPENERS",
    "JOKE_RETRACTIONS",
    "KNOWN_OBJECTS",
    "LATER_CONDITIONS",
    "LITERAL_JOKE_MARKERS",
    "MINIMISERS",
    "MISSTATING_HABITS",
    "NEWS_RETURNS",
    "NEWS_VERBS",
    "NOTHING_FORMS",
    "NOT_CAST",
    "NOT_HANGING_CONDITIONS",
    "NOUN_DOUBT_BEFORE",
    "OUT_OF_PLAY",
    "OWN_PRESENT_BE",
    "PAST_FRAMES",
    "PAST_NOUN_PHRASES",
    "PAST_SOURCE_PREPOSITIONS",
    "PLANS",
    "PLAN_NOUNS",
    "PLAYED_FOR_REAL",
    "PLAY_SETTINGS",
    "PLAY_VERB_FORMS",
    "POSSIBILITIES",
    "PRAISE",
    "PRESENT_CONTRAST",
    "PRESENT_SUPPOSING_IMPERATIVES",
    "REPAIR_TAGS",
    "REPEATS",
    "REPORT_VERBS",
    "RESCHEDULE_VERBS",
    "RETRACTIONS",
    "RETURN_PARTICLE",
    "ROLEPLAY_OPENERS",
    "ROUTINE_OBLIGATIONS",
    "SARCASM_CONFESSIONS",
    "SARCASM_CUES",
    "SAYING_VERBS",
    "SETTLED_WORDS",
    "SOFT_HEDGES",
    "STANCE_ADVERBS",
    "STRONG_HEDGES",
    "SUPPOSING_IMPERATIVES",
    "SWAP_CORRECTIONS",
    "TALKING_LEMMAS",
    "TEASE_CONFESSIONS",
    "TRAILING_CONDITIONS",
    "TRAILING_QUESTIONS",
    "UNDONE_LEADS",
    "UNSETTLED_PHRASES",
    "WISHES",
]

#: low phrases. An instruction said of the user inside somebody's words ("the doctor said | i'm
#: not allowed grapefruit", "the physio says | i have to do the stretches"): a rule the user
#: lives by as much as an opinion of theirs, so such a report is held for the user, not rejected.
INSTRUCTIONS: tuple[tuple[str, ...], ...] = (
    ("allowed",), ("supposed", "to"), ("meant", "to"), ("must",), ("mustnt",), ("have", "to"),
    ("has", "to"), ("got", "to"), ("need", "to"), ("needs", "to"), ("im", "to"), ("not", "to"),
)  # fmt: skip
#: lemma. Verbs of saying: with a subject that is not the user before them and a clause after
#: them ("the lads next door told the landlord | my son plays music all night"), that clause is
#: somebody else's words, however the subject is built.
SAYING_VERBS: frozenset[str] = frozenset(
    ["say", "tell", "claim", "insist", "swear", "complain", "mention", "reckon", "accuse", "warn",
     "whisper", "report", "moan", "grumble", "announce"]
)  # fmt: skip
#: low. Stance and degree adverbs a speaker puts inside a marker's phrase ("i'd | really | love
#: to", "i would | honestly | rather", "i | just | want to"): the phrase is read as if they were
#: not there (`frames.FrameBuilder._phrases_with_clitics`), never at its edges.
STANCE_ADVERBS: frozenset[str] = frozenset(
    ["really", "just", "honestly", "absolutely", "truly", "genuinely", "actually", "definitely",
     "quite", "totally", "seriously", "desperately", "so"]
)  # fmt: skip
#: lemma. Verbs of talking that take what is talked of after "about" ("i want to tell you about
#: | my divorce", "i'd love to talk about | my allotment"): under a wish or a plan, the thing
#: talked of is no wish; a noun phrase of it is taken as so (`frames.FrameBuilder.apply_topics`).
TALKING_LEMMAS: frozenset[str] = frozenset(["tell", "talk", "speak", "chat", "mention", "share", "ask"])
#: lemma. Verbs that report what somebody else says or believes ("my boss thinks ..."). With a
#: subject other than the user, what follows is theirs, not the user's statement. Not the verbs
#: that present what follows as found to be so ("the doctor confirmed | i've got diabetes",
#: "the scan showed ..."): the speaker asserts it too.
REPORT_VERBS: frozenset[str] = frozenset(
    ["say", "tell", "think", "claim", "reckon", "believe", "insist", "swear", "suspect", "assume",
     "figure", "worry", "warn", "accuse", "argue", "complain", "joke", "guess", "feel", "find",
     "suggest", "bet", "hear", "mention", "imply", "fear", "suppose", "decide", "diagnose",
     "convince", "sure", "certain", "positive", "adamant", "whisper", "rumour", "rumor", "gossip",
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
     "organise", "afford", "manage", "stop", "get", "make", "keep", "fix", "support",
     # asking the companion to keep it ("can you save that my code is ...", "note that ...")
     "save", "store", "record", "log", "note", "jot"]
)  # fmt: skip
#: low phrases. Contrast that negates the word after it in a fact ("burnt out rather than
#: depressed").
CONTRASTIVE_NEGATIONS: tuple[tuple[str, ...], ...] = (("rather", "than"), ("instead", "of"), ("not", "just"))
#: low. Words before a one-word doubt marker ("doubt") that make it a noun the user names, not
#: a doubt they put on anything: "no doubt" asserts, "the self-doubt" / "the doubt" is a thing
#: spoken of ("those hurdles were tough, especially the self-doubt").
NOUN_DOUBT_BEFORE: frozenset[str] = frozenset(["no", "self", "the"])
#: low. What a verb of knowing takes as a plain object, not a clause it doubts ("i don't know |
#: anybody here", "no idea | any of their names"): after a doubt marker that ends in "know", it
#: says what the user does not know, and frames nothing.
KNOWN_OBJECTS: frozenset[str] = frozenset(
    ["anybody", "anyone", "nobody", "many", "much", "any", "a", "an", "enough", "half"]
)
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
    ("could", "be", "misremembering"),
    ("might", "be", "misremembering"),
    ("could", "be", "mistaken"),
    ("might", "be", "mistaken"),
    ("half", "convinced"),
    ("half", "sure"),
    ("not", "fully", "convinced"),
    ("if", "memory", "serves"),
    ("or", "near", "enough"),
    ("dont", "hold", "me", "to", "that"),
    ("dont", "hold", "me", "to", "it"),
    ("dont", "take", "my", "word", "for", "it"),
    ("take", "that", "with", "a", "pinch", "of", "salt"),
    ("take", "it", "with", "a", "pinch", "of", "salt"),
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
    ("2", "guessing"),  # as the normalizer reads "second guessing"
    ("afraid", "that"),
    ("worried", "that"),
    ("scared", "that"),
)
#: low. Nouns of a hunch, after "a" and maybe a describing word ("i've got a horrible |
#: feeling | he's having an affair", "i have a sneaking | suspicion | it's his heart"): what the
#: clause after them says is suspected, not told; held as a soft doubt, as "i think" is
#: (`frames.FrameBuilder._hunches`).
HUNCH_NOUNS: frozenset[str] = frozenset(["feeling", "hunch", "suspicion", "inkling", "sense"])
#: low phrases. Softer doubt ("i think", "i guess", "kind of"): the gate holds for review rather
#: than guess what the user meant.
SOFT_HEDGES: tuple[tuple[str, ...], ...] = (
    ("i", "think"),
    ("i", "guess"),
    ("i", "suppose"),
    ("i", "believe"),
    ("i", "feel", "like"),
    # "I try to eat well": an effort the user makes, whether it succeeds is for them to say
    ("try", "to"),
    ("i", "reckon"),
    ("i", "figure"),
    # a belief held by part of the user only ("part of me thinks i should sell the house"), not
    # "writing's a huge part of me"; "half of" reads as the amount 0.5 ("half of my books")
    *(
        (part, "of", "me", verb)
        for part in ("part", "half", "0.5")
        for verb in ("thinks", "wants", "feels", "says", "wishes")
    ),
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
    # memory and knowledge offered as the ground of what follows: as good as the speaker's recall
    ("if", "i", "remember", "rightly"),
    ("if", "i", "remember", "correctly"),
    ("as", "far", "as", "i", "know"),
    ("as", "far", "as", "im", "aware"),
    ("to", "my", "knowledge"),
    ("unless", "im", "mistaken"),
    ("if", "im", "not", "mistaken"),
    ("correct", "me", "if", "im", "wrong"),
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
    # a past wish is still counterfactual ("i always wished i had a sister": there was none),
    # unlike a past "wanted" or "hoped", which are motives (`PAST_WANTING`)
    ("wished",),
    ("id", "give", "anything", "for"),
    ("id", "give", "my"),
    ("would", "give", "anything", "for"),
    ("id", "kill", "for"),
    ("dying", "for"),
    ("if", "only"),
    ("would", "love"),
    ("id", "love"),
    # "we'd", the transcript's "wed": the user with their own ("we'd love to move nearer the kids")
    ("wed", "love"),
    ("would", "like"),
    ("id", "like"),
    ("wed", "like"),
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
    # a want of a thing ("i really want a cat but the building doesn't allow it"): not having it
    ("want", "a"),
    ("want", "an"),
    ("wants", "a"),
    ("wants", "an"),
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
    ("some", "day"),
    # not "one day": the normalizer reads "one" and "first" alike as 1, and "my first day" is no wish
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
    # hope said as an idiom ("fingers crossed the new tablets work")
    ("fingers", "crossed"),
    # hope said as an adverb or an aside, before or after what is hoped ("hopefully i'll be back
    # at work by march", "off the crutches by easter hopefully", "with any luck we'll move in")
    ("hopefully",),
    ("with", "any", "luck"),
    ("all", "being", "well"),
    # a wish said as what would be good ("it would be nice to learn the piano")
    ("would", "be", "nice"),
    ("would", "be", "lovely"),
    ("would", "be", "great"),
    ("would", "be", "good"),
    ("itd", "be", "nice"),
    ("itd", "be", "lovely"),
    ("itd", "be", "great"),
    ("itd", "be", "good"),
)
#: low phrases. Noun phrases a fact names a plan with ("User's next step is to apply"): the
#: fact carries the user's "I'm going to apply" as a plan, not as done (fact side only: a user's
#: "my next step was to call" may tell a past).
PLAN_NOUNS: tuple[tuple[str, ...], ...] = (
    ("next", "move"),
    ("next", "moves"),
    ("next", "step"),
    ("next", "steps"),
)
#: low phrases. Plans and possibilities: not yet real ("i'm thinking about moving").
PLANS: tuple[tuple[str, ...], ...] = (
    ("plan", "to"),
    ("plan", "on"),
    ("planning",),
    ("plans", "to"),
    ("thinking", "about"),
    ("thinking", "of"),
    ("thinking", "to"),  # non-native "i am thinking to buy"
    ("considering",),
    ("intend",),
    ("intending",),
    ("about", "to"),
    ("going", "to"),
    ("gonna",),
    # regional "about to": southern US "fixing to" / "fixin to", AAVE "finna"
    ("fixing", "to"),
    ("fixin", "to"),
    ("finna",),
    ("looking", "into"),
    ("looking", "at"),
    ("toying", "with"),
    ("debating",),
    ("weighing",),
    ("aiming", "to"),
    ("trying", "to"),
    ("should",),
    ("ought", "to"),
    ("supposed", "to"),
    ("need", "to"),
    ("have", "to"),
)
#: low phrases. Of `PLANS`, the obligations a routine is told with ("i have to take insulin |
#: every day", "she needs to do her exercises | twice a day"): with a word of habit after them in
#: their clause (`mood.HABIT_WORDS`) they tell the routine as kept, not a plan (`frames`).
ROUTINE_OBLIGATIONS: tuple[tuple[str, ...], ...] = (
    ("have", "to"),
    ("has", "to"),
    ("need", "to"),
    ("needs", "to"),
)
#: low. Conditions that name the exception to a rule ("i never drink coffee after six | unless
#: it's decaf", "i do the parkrun most saturdays | unless it's pouring"): after a habit or state
#: said in the present, the habit is told and only its exception is conditional; after a plan
#: ("i'm retiring at sixty | unless they offer me part time") the plan is (`frames`).
EXCEPTING_CONDITIONS: frozenset[str] = frozenset(["unless"])
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
    ("if", "and", "when"),
    ("assuming", "that"),
    ("on", "condition"),
    ("as", "soon", "as"),
    ("on", "the", "off", "chance"),
)
#: low phrases. Of `CONDITIONS`, those a later turn may open with and leave a plan standing: a
#: concession ("even if it rains we're going"), a time ("once the cast is off", "as soon as"),
#: a precaution ("in case") and the other branch of a condition said before ("..., if not it's
#: the wee chapel"); `later.conditioned_later`.
NOT_HANGING_CONDITIONS: tuple[tuple[str, ...], ...] = (
    ("even", "if"),
    ("if", "not"),
    ("once",),
    ("as", "soon", "as"),
    ("in", "case"),
    ("if", "and", "when"),
)
#: low phrases. Sayings that a plan is not settled ("it's all up in the air", "it's touch and go",
#: "it's anyone's guess", "fifty fifty", "it could go either way"; `later.conditioned_later`).
UNSETTLED_PHRASES: tuple[tuple[str, ...], ...] = (
    ("up", "in", "the", "air"),
    ("touch", "and", "go"),
    ("might", "not", "happen"),
    ("may", "not", "happen"),
    ("it", "depends"),
    ("all", "depends"),
    ("wait", "and", "see"),
    ("well", "see", "how"),
    ("who", "knows", "if"),
    ("who", "knows", "whether"),
    ("anyones", "guess"),
    ("fifty", "fifty"),
    ("go", "either", "way"),
    ("big", "maybe"),
    ("maybe", "maybe", "not"),
)
#: low phrases. The conditions a later turn may open a stretch with (`later.conditioned_later`):
#: `CONDITIONS`, and "long as", which is what is left of "so long as" at a turn's start once the
#: canonical form has dropped the filler "so".
LATER_CONDITIONS: tuple[tuple[str, ...], ...] = (*CONDITIONS, ("long", "as"))
#: low. Words of a plan made certain ("booked", "fixed", "definite"): after "nothing" or a
#: negation ("nothing's | booked", "nothing is | fixed", "it's not | confirmed") the plan is not
#: settled (`later.conditioned_later`). Not "sure", which speech says of details ("not sure
#: which hotel").
SETTLED_WORDS: frozenset[str] = frozenset(
    ["definite", "booked", "confirmed", "settled", "fixed", "final", "decided", "signed", "guaranteed"]
)
#: low. Words after "if" that make it ask whether the plan happens at all ("who knows if we |
#: even | go", "if it's happening | at all"; `later.conditioned_later`).
AT_ALL_WORDS: frozenset[str] = frozenset(["even", "all"])
#: low phrases. Words after a condition that open another branch ("if they stamp it then i go |
#: otherwise | no", "..., | if not | we stay by my sister"): if it is "no", the plan hangs on the
#: condition; if it says what they do instead, the plan stands (`later.conditioned_later`).
ALTERNATIVE_PHRASES: tuple[tuple[str, ...], ...] = (("otherwise",), ("else",), ("if", "not"))
#: low. "nothing" before a word of a settled plan ("| nothing's | booked"), in the forms the
#: canonical text gives it (`later.conditioned_later`).
NOTHING_FORMS: frozenset[str] = frozenset(["nothing", "nothings"])
#: low. The user's own present of "be" before an -ing form ("if it doesn't rain | we're | doing
#: pictures", "| i'm | taking the train"): what they do then, a consequence
#: (`later.conditioned_later`).
OWN_PRESENT_BE: frozenset[str] = frozenset(["were", "im"])
#: low. Words that may stand before a condition that opens a stretch of a turn ("| that is | if
#: the permit comes", "| but only | if", "yeah | so | as long as"; `later.conditioned_later`).
CONDITION_LEAD_INS: frozenset[str] = frozenset(["that", "is", "thats", "so", "but", "and", "mind", "eh"])
#: low. The modal of a wish said as what would be good, before "be" and an adjective ("it would
#: | be amazing to hit a year sober", "that'd be brilliant if ..."; `frames._evaluated_wishes`).
EVALUATED_WISH_MODALS: frozenset[str] = frozenset(["would", "itd", "thatd"])
#: low. What follows the adjective of such a wish: the wished thing ("... amazing | to ...").
EVALUATED_WISH_LINKS: frozenset[str] = frozenset(["to", "if"])
#: low. Verbs of supposing said as an order at the head of a clause with a past clause after
#: them ("say | the lottery came in, ..."): a supposition (`frames._supposing_imperatives`).
SUPPOSING_IMPERATIVES: frozenset[str] = frozenset(["say", "suppose", "assume"])
#: low. Those of them that suppose a clause in the present too ("assume | the loan goes through,
#: can i ..."); "say" needs the past ("say the word" is an order).
PRESENT_SUPPOSING_IMPERATIVES: frozenset[str] = frozenset(["suppose", "assume"])
#: low. Verbs of imagining said as an order at the head of a clause before "it" or "that"
#: ("picture it, | me in a canoe ..."): a supposition of the scene that follows; not "i had to
#: take a picture, it ..." (`frames._supposing_imperatives`).
IMAGINING_IMPERATIVES: frozenset[str] = frozenset(["picture", "imagine"])
#: low. What such an order points at: the scene after it.
IMAGINED_SCENES: frozenset[str] = frozenset(["it", "that"])
#: low phrases. Questions said after a statement that ask the listener whether it is so, or
#: which it is ("the rash is from the new powder, would you say", "... better than yoga or which
#: one", "... is that right"): the statement before them is asked, not told. Not "did i tell
#: you" or "can you believe it", which ask about the telling, nor "or not" and "or what", which
#: speech uses as often to repair ("nights, or not nights exactly") or to stress.
TRAILING_QUESTIONS: tuple[tuple[str, ...], ...] = (
    ("would", "you", "say"),
    ("wouldnt", "you", "say"),
    ("is", "that", "right"),
    ("is", "that", "true"),
    ("is", "that", "so"),
    ("am", "i", "right"),
    ("do", "you", "reckon"),
    ("or", "which"),
)
#: low phrases. Conditions said after what they condition ("I'll retire at sixty, pension
#: permitting"): they govern their own clause and the one before.
TRAILING_CONDITIONS: tuple[tuple[str, ...], ...] = (
    # conditions that are prepositions or verbs: wherever they sit, they condition their clause
    ("depending", "on"),
    ("depends", "on"),
    ("subject", "to"),
    ("barring",),
    ("hinges", "on"),
    ("hinge", "on"),
    ("depend", "on"),
    ("dependent", "on"),
    ("contingent", "on"),
    ("permitting",),
    ("willing",),
    ("all", "being", "well"),
    ("if", "all", "goes", "well"),
    ("if", "everything", "goes", "to", "plan"),
)
#: low phrases. Blessings said with a statement ("my wife's pregnant, the baby comes in the
#: summer inshallah", "i start on the first of august by god's grace"): a formula of deference,
#: not a condition the speaker doubts; they frame nothing, and keep "willing" and "please" from
#: reading as a condition ("weather willing") or a request.
BLESSINGS: tuple[tuple[str, ...], ...] = (
    ("by", "gods", "grace"),
    ("by", "the", "grace", "of", "god"),
    ("god", "willing"),
    ("lord", "willing"),
    ("inshallah",),
    ("insha", "allah"),
    ("please", "god"),
    ("god", "bless"),
    ("touch", "wood"),
    ("knock", "on", "wood"),
)
#: low phrases. Taking back the previous turn without naming it ("just kidding", "nah not really
#: haha"): in the user's next turn they retract what they just said.
GENERIC_RETRACTIONS: tuple[tuple[str, ...], ...] = (
    # the user waves away their own words ("oh ignore me, he's twelve now")
    ("ignore", "me"),
    ("dont", "mind", "me"),
    ("dont", "listen", "to", "me"),
    # a finding that undoes what was said, when nothing follows the negation ("turns out we're
    # not"); with words of its own ("turns out I'm not allergic") it is a statement of its own
    ("turns", "out", "were", "not"),
    ("turns", "out", "im", "not"),
    ("turns", "out", "its", "not"),
    ("turns", "out", "he", "isnt"),
    ("turns", "out", "she", "isnt"),
    ("turns", "out", "not"),
    ("not", "anymore"),
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
    # owning up that the statement was wishful ("i've quit, who am i kidding")
    ("who", "am", "i", "kidding"),
    ("who", "are", "we", "kidding"),
    ("pulling", "your", "leg"),
    ("winding", "you", "up"),
    ("having", "you", "on"),
    ("take", "that", "back"),
    ("take", "it", "back"),
    ("i", "take", "that", "back"),
    ("i", "take", "it", "back"),
    ("i", "lied"),
    ("actually", "no"),
    ("misspoke",),
    ("i", "was", "wrong"),
    ("thats", "not", "true"),
    ("false", "alarm"),
    ("got", "it", "wrong"),
    ("got", "that", "wrong"),
    ("mixed", "up"),
    # owning up in other words: an error ("i tell a lie", "i had that wrong", "i said it
    # wrong"), a correction given ("i should have said", "the nurse put me right"), telling ahead
    # of the facts or more than they were ("i got ahead of myself", "i jumped the gun", "i was
    # exaggerating")
    ("i", "tell", "a", "lie"),
    ("had", "that", "wrong"),
    ("had", "it", "wrong"),
    ("said", "it", "wrong"),
    ("i", "said", "wrong"),
    ("i", "say", "wrong"),
    ("misremembered",),
    ("i", "should", "have", "said"),
    ("i", "shouldve", "said"),
    ("put", "me", "right"),
    ("put", "me", "straight"),
    ("ahead", "of", "myself"),
    ("i", "jumped", "the", "gun"),  # with its subject: a bare past first is read as an order
    ("we", "jumped", "the", "gun"),
    ("jumping", "the", "gun"),
    # the same, said as telling or celebrating before the news was in ("i spoke too soon",
    # "i was counting my chickens", "we celebrated too early")
    ("spoke", "too", "soon"),
    ("spoke", "too", "early"),
    ("i", "spoke", "too"),
    ("celebrated", "too", "soon"),
    ("celebrated", "too", "early"),
    ("counting", "my", "chickens"),
    ("counted", "my", "chickens"),
    ("counting", "our", "chickens"),
    ("i", "was", "exaggerating"),
    ("i", "exaggerated"),
    ("i", "exaggerate"),
    # asking the listener not to keep it ("don't write that down", "strike that"): said to a
    # companion that remembers, what was just said is not to be kept
    ("dont", "write", "that"),
    ("dont", "put", "that", "down"),
    ("dont", "note", "that"),
    ("dont", "save", "that"),
    ("dont", "remember", "that"),
    ("dont", "record", "that"),
    ("dont", "keep", "that"),
    ("strike", "that"),
    ("delete", "that"),
    ("cross", "that", "out"),
    # what was said is out of date ("actually no, that's old news", "that's all over now")
    ("old", "news"),
    ("thats", "over", "now"),
    ("thats", "all", "over"),
)
#: low phrases. A tease owned up to, said to the listener ("ha i'm messing with you", "lol i got
#: a fringe. i wanted to see if you'd believe me"): what the user said was put on to see how the
#: listener would take it. Unlike a bare "kidding", these are never about anything else, so in
#: the user's next turn they take the statement back wherever they stand (`later`), unless
#: negated ("i'm not pulling your leg"). "to see what you'd say" is not here: it is as often
#: said of a real question ("i wanted to see what you'd say about it").
TEASE_CONFESSIONS: tuple[tuple[str, ...], ...] = (
    ("messing", "with", "you"),
    ("pulling", "your", "leg"),
    ("winding", "you", "up"),
    ("having", "you", "on"),
    ("testing", "you"),
    ("see", "if", "youd", "believe", "me"),
    ("see", "if", "you", "would", "believe", "me"),
    ("see", "if", "youd", "fall", "for", "it"),
    ("see", "if", "youd", "buy", "it"),
)
#: low phrases. The user naming their own words as sarcasm ("i was being sarcastic", "that's
#: sarcasm by the way", "said dripping with sarcasm") or showing it with the gesture said aloud
#: ("i'm rolling my eyes"): in the user's next turn they take the statement back (`later`), in
#: its own turn they leave it in doubt (`later.owns_sarcasm`). Negated ("i'm not being
#: sarcastic") or after a verb of believing ("people think i'm being sarcastic") they do not.
SARCASM_CONFESSIONS: tuple[tuple[str, ...], ...] = (
    ("being", "sarcastic"),
    ("being", "sarky"),
    ("was", "sarcasm"),
    ("thats", "sarcasm"),
    ("its", "sarcasm"),
    ("with", "sarcasm"),
    ("said", "it", "sarcastically"),
    ("rolling", "my", "eyes"),
)
#: low phrases. The user's owning up that a repair was due, said after the repair as a tag
#: ("deputy head, i should say"; "he's in supported living now, i should have said"): what comes
#: before it in the turn puts right something said earlier. "i should say" opening a turn is a
#: guess ("i should say about forty"), so these count only after words of their own turn.
REPAIR_TAGS: tuple[tuple[str, ...], ...] = (
    ("i", "should", "say"),
    ("i", "should", "have", "said"),
    ("i", "shouldve", "said"),
    ("i", "should", "of", "said"),
    ("i", "ought", "to", "have", "said"),
    ("i", "oughta", "have", "said"),
    ("i", "meant", "to", "say"),
    ("i", "mean", "to", "say"),
)
#: low phrases. The user owning up to a way of telling that misstates, as a habit: rounding a
#: number ("i always round up", "i round it up"), telling people otherwise ("i tell people",
#: "i keep telling everyone", "i just say i do"), quoting an old figure, or saying it because it
#: sounds better or is easier.
MISSTATING_HABITS: tuple[tuple[str, ...], ...] = (
    ("round", "up"),
    ("round", "it", "up"),
    ("round", "them", "up"),
    ("rounded", "up"),
    ("rounding", "up"),
    ("round", "down"),
    ("round", "it", "down"),
    ("i", "tell", "people"),
    ("i", "tell", "everyone"),
    ("i", "tell", "everybody"),
    ("telling", "people"),
    ("telling", "everyone"),
    ("telling", "everybody"),
    ("i", "just", "say"),
    ("the", "old", "number"),
    ("the", "old", "figure"),
    ("sounds", "better"),
    ("sound", "better"),
    ("its", "easier", "to", "say"),
)
#: lemma. Verbs of telling at a distance: said in the past of somebody else ("the school rang",
#: "dfs emailed"), news came in.
NEWS_VERBS: frozenset[str] = frozenset(["ring", "call", "phone", "email", "text", "message", "write"])
#: (lemma, low) pairs. A verb and its particle that say news came back ("the results came back",
#: "we heard back").
NEWS_RETURNS: frozenset[tuple[str, str]] = frozenset([("come", "back"), ("hear", "back")])
#: low phrases. The user owning up that what follows sets the record straight ("okay
#: confession, it went back", "truthfully i gave my place away", "i was showing off"), or
#: announcing candour to the listener, which a speaker says before amending what they told
#: ("let me be honest with you", "i should be straight with you", "let me not lie to you", "if
#: i'm honest", "to tell you the truth"). A bare "honestly" or "to be honest" is not here: it
#: as often only stresses what it opens ("honestly it's the best job i've had").
CONFESSIONS: tuple[tuple[str, ...], ...] = (
    ("confession",),
    ("truthfully",),
    ("truth", "be", "told"),
    ("the", "truth", "is"),
    ("tell", "you", "the", "truth"),
    ("in", "all", "honesty"),
    ("come", "clean"),
    ("showing", "off"),
    ("own", "up"),
    # candour owed to the listener: "be <candid> with you"
    ("honest", "with", "you"),
    ("straight", "with", "you"),
    ("frank", "with", "you"),
    ("upfront", "with", "you"),
    ("truthful", "with", "you"),
    ("level", "with", "you"),
    ("lie", "to", "you"),
    ("if", "im", "honest"),
    ("if", "im", "being", "honest"),
    ("if", "i", "am", "honest"),
    ("if", "i", "am", "being", "honest"),
)
#: low. A modal before "imagine" that makes it fellow feeling, not a supposition: "I can imagine
#: how hard that was" (the negated "can't imagine" is the negation rules' business).
EMPATHIC_IMAGINE_BEFORE: frozenset[str] = frozenset(["can"])
#: low phrases. A past that did not happen ("it would have been our anniversary", "i could have
#: gone"): a supposition inside its turn, closed there; unlike "what if" or "imagine" it opens no
#: pretend over the user's next turn.
COUNTERFACTUAL_PERFECTS: tuple[tuple[str, ...], ...] = (
    ("would", "have"),
    ("id", "have"),
    ("wouldve",),
    ("could", "have"),
    ("couldve",),
    ("should", "have"),
    ("shouldve",),
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
    # seeing oneself in a scene that is not so ("i keep picturing myself living in spain")
    ("picture", "myself"),
    ("picturing", "myself"),
    ("pictured", "myself"),
    ("imagine", "myself"),
    ("in", "my", "next", "life"),
    ("in", "a", "past", "life"),
    ("in", "my", "past", "life"),
    ("in", "a", "previous", "life"),
    # a world that is not this one, with any article ("in some parallel universe i'm a marathon
    # runner", "in another timeline", "in an alternate reality")
    *(
        ("in", det, world)
        for det in ("a", "an", "some")
        for world in ("parallel", "alternate", "alternative")
    ),
    *(("in", "another", world) for world in ("life", "lifetime", "world", "universe", "timeline", "reality")),
    ("worst", "case"),
    ("best", "case"),
    *COUNTERFACTUAL_PERFECTS,
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
#: low. The particle of a return ("come | back in ten days") that also opens a past frame
#: ("back in the eighties"): `frames`.
RETURN_PARTICLE = "back"
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
    # not "at one point": read as "at 1 point", as "at the first point" would be
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
    ("younger", "days"),  # "in my younger days", "in ma younger days"
    ("when", "i", "was", "younger"),
    ("that", "was", "a", "long", "time", "ago"),
    ("in", "the", "past"),
    ("these", "days", "no"),
)
#: low phrases. Markers of `PAST_FRAMES` that are a noun phrase of their own too: "those days"
#: frames what is said of them only as a time ("those days we walked everywhere"), not after
#: "of" ("it was one of | those days") nor as a subject ("those days are gone").
PAST_NOUN_PHRASES: tuple[tuple[str, ...], ...] = (("those", "days"), ("them", "days"))
#: low. Prepositions before a past "when" clause that make it where something came from, not a
#: period the statement is said of ("i speak a bit of portuguese | from | when i lived in porto").
PAST_SOURCE_PREPOSITIONS: frozenset[str] = frozenset(["from", "since"])
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
    ("cap",),  # slang for "a lie", said after the statement ("no cap": no lie)
    ("as", "if"),  # said after the statement: "i'm totally over him, as if"
    ("psych",),
    ("not", "seriously"),
    ("obviously", "not"),
    ("of", "course", "not"),
)
#: low phrases. Markers of `JOKE_RETRACTIONS` with a literal reading too ("a new cap", "as if
#: it was yesterday"): they take a statement back only when they close its sentence.
LITERAL_JOKE_MARKERS: frozenset[tuple[str, ...]] = frozenset([("cap",), ("as", "if"), ("jokes",)])
#: low phrases. Opening a game or role play: what follows is the game's, not the user's life. A game
#: said with "the" or alone ("in the game", "for the game") is as often a match the user plays
#: or watches ("stay involved in the game"): only "our"/"this" game is one of pretend.
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
    ("in", "our", "game"),
    ("in", "our", "little", "game"),
    ("stay", "in", "character"),
    ("you", "be", "the"),
    # the listener given a part: "you can be the tenant and i'm the landlord"
    ("you", "can", "be", "the"),
    ("you", "could", "be", "the"),
    ("youll", "be", "the"),
    ("you", "play", "the"),
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
    ("improv",),
    ("lets", "imagine"),
    ("storytime",),
    ("story", "time"),
    # a rehearsal the user asks for ("practice interview: i have ten years in logistics")
    ("practice", "interview"),
    ("mock", "interview"),
    ("practise", "interview"),
    ("lets", "rehearse"),
    ("lets", "practice"),
    ("lets", "practise"),
    # children's pretend games ("we're playing shops": the grandmother is the shopkeeper)
    ("playing", "shop"),
    ("playing", "house"),
)
#: lemma. Nouns of a pretend setting: a story, a scene, a play put on. After one of them, the
#: user casting themself as somebody ("im the dragon tonight", "ill be the detective", "for
#: drama class im a widow") plays a part (`frames.FrameBuilder.apply_casting`). Not "game": a
#: game is as often a match or a quiz the user really takes part in ("i'm the captain").
PLAY_SETTINGS: frozenset[str] = frozenset(
    ["story", "scene", "drama", "mystery", "pantomime", "panto", "charade", "charades", "rehearsal",
     "skit", "nativity", "musical", "audition", "fairytale", "roleplay", "rehearse"]
)  # fmt: skip
#: low. The words of a first person clause before the part cast: "i'm", "i'll be", "i get to
#: be", "i'm going to be", "i play", "i'm playing".
CASTING_WORDS: frozenset[str] = frozenset(
    ["i", "im", "am", "ill", "will", "be", "gonna", "going", "to", "get", "play", "playing"]
)
#: low phrases. The user stepping out of a pretend or a supposition opened in an earlier turn
#: ("ha ok but in real life i ride a bike", "joking aside, i'm a nurse"): what follows is theirs.
OUT_OF_PLAY: tuple[tuple[str, ...], ...] = (
    ("in", "real", "life"),
    ("irl",),
    ("out", "of", "character"),
    ("joking", "aside"),
    ("jokes", "aside"),
    ("for", "real", "though"),
    ("seriously", "though"),
    ("back", "to", "reality"),
)
#: low. Forms of "be" that open a yes/no question before its subject ("is my son autistic", "are
#: my bloods normal"): what follows the subject is what is asked.
INVERTED_BE: frozenset[str] = frozenset(["is", "are", "was", "were", "isnt", "arent"])
#: low. Relative words after a pretend setting that open the user's part in it ("a story | where
#: | i'm a knight", "a game in | which | i'm the king").
CAST_RELATIVES: frozenset[str] = frozenset(["where", "which"])
#: low. Forms of the verb "play" before the object of a game (`frames.pretend_game_at`).
PLAY_VERB_FORMS: frozenset[str] = frozenset(["play", "plays", "playing", "played"])
#: lemma. What people play for real and name in the plural: games, instruments, music and
#: sport's events ("we play cards on fridays", "i play drums", "we play gigs"). A bare plural
#: after "play" that is none of these names a pretend game ("play buses", "playing vets").
PLAYED_FOR_REAL: frozenset[str] = frozenset(
    ["card", "dart", "domino", "game", "drum", "key", "bongo", "bowl", "boule", "marble", "skittle",
     "gig", "show", "concert", "match", "song", "tune", "hymn", "record", "sport", "trick", "chord",
     "scale", "note", "set", "round", "hole", "tournament", "fixture", "video", "board", "word", "jack",
     "spoon", "sevens", "tens", "piece", "part", "role", "character", "lead"]
)  # fmt: skip
#: low. The first word of a casting run that makes it the user's ("i'm the dragon", "i'll be").
FIRST_PERSON_CASTERS: frozenset[str] = frozenset(["i", "im", "ill"])
#: low. The words of `CASTING_WORDS` that say what the user is or plays ("i will the" casts
#: nobody).
CASTING_VERBS: frozenset[str] = frozenset(["im", "am", "be", "play", "playing"])
#: low. Articles before the part cast ("the dragon", "a widow").
CAST_DETERMINERS: frozenset[str] = frozenset(["the", "a", "an"])
#: low. Nouns after "I'm the/a" that name no part: "I'm the one who ...", "I'm a bit tired",
#: "I'm the kind of person", "I'm the same".
NOT_CAST: frozenset[str] = frozenset(
    ["one", "1", "bit", "little", "lot", "only", "same", "first", "last", "kind", "sort", "type",
     "fan", "mess", "wreck", "person", "people"]
)  # fmt: skip
#: low phrases. Disbelief said as sarcasm: in `SARCASM_CUES` and `DISBELIEF_CUES` both.
_SARCASTIC_DISBELIEF: tuple[tuple[str, ...], ...] = (
    ("yeah", "right"),
    ("fat", "chance"),
    ("dream", "on"),
    ("pull", "the", "other", "one"),
    ("pull", "the", "other", "1"),
    ("like", "thatll", "happen"),
    ("like", "that", "would", "happen"),
    ("when", "pigs", "fly"),
    # mock agreement that gives an ironic reason ("oh sure, because i've got so much free time")
    ("oh", "sure", "because"),
    ("oh", "yeah", "because"),
    ("right", "because", "obviously"),
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
    # tags after the statement that say it was meant the other way ("my boss is a real joy,
    # can't you tell")
    ("cant", "you", "tell"),
    ("said", "no", "one", "ever"),
    ("said", "noone", "ever"),  # the normalizer joins "no one"
    ("said", "nobody", "ever"),
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
    *_SARCASTIC_DISBELIEF,
)
#: low phrases. Cues of disbelief ("yeah right", "fat chance", "my arse"): said before a statement
#: they deny it, whatever its words, so a fact resting on it is held for review. Most are sarcasm
#: cues too (`_SARCASTIC_DISBELIEF`, listed once for both).
DISBELIEF_CUES: frozenset[tuple[str, ...]] = frozenset(
    [
        *_SARCASTIC_DISBELIEF,
        ("yeah", "sure"),
        ("sure", "sure"),
        ("my", "arse"),
        ("my", "ass"),
        ("oh", "sure"),
        ("sure", "because"),
        ("yeah", "right", "because"),
    ]
)
#: low. Interjections that open exaggerated enthusiasm ("oh i just love ...", "oh how
#: wonderful"); with an intensifier before a glowing word (`IRONIC_INTENSIFIERS`) the message is
#: read as possibly sarcastic and a glowing fact on it is held.
IRONIC_OPENERS: frozenset[str] = frozenset(["oh", "ooh", "ah", "ahh", "wow", "ooo"])
#: low. Intensifiers of exaggerated enthusiasm ("just love", "so thrilled", "absolutely adore").
IRONIC_INTENSIFIERS: frozenset[str] = frozenset(["just", "so", "absolutely", "simply", "totally", "really"])
#: low. Evaluation words a sarcastic speaker turns around (a fact resting on one is held).
GLOWING: frozenset[str] = frozenset(
    ["great", "wonderful", "perfect", "fantastic", "lovely", "thrilled", "best", "amazing", "awesome",
     "brilliant", "fabulous", "delighted", "ecstatic", "love", "loves", "loved", "happy", "happier",
     "fun", "excellent", "terrific", "marvelous", "marvellous", "superb", "dream", "favorite",
     "favourite", "enjoy", "enjoys", "enjoyed", "glad", "grateful", "blessed", "lucky", "stoked",
     "pleased", "overjoyed", "joy", "treat", "forward", "excited", "thrilling", "exciting", "fond",
     "adore", "adores", "glad", "wait"]
)  # fmt: skip
#: low. Words of praise for a person, a place or an outcome ("a genius", "an absolute saint",
#: "the hotel was a palace", "that was lovely"): what a sarcastic speaker says and then undercuts
#: with the mishap it is meant to describe (`frames.Builder.apply_undercut_praise`); a fact
#: resting on one under sarcasm is held, as one resting on `GLOWING` is.
PRAISE: frozenset[str] = frozenset(
    ["great", "wonderful", "perfect", "fantastic", "lovely", "amazing", "awesome", "brilliant",
     "fabulous", "excellent", "terrific", "marvelous", "marvellous", "superb", "fun", "genius",
     "geniuses", "saint", "saints", "angel", "angels", "delight", "star", "stars", "gem", "treasure",
     "legend", "legends", "hero", "heroes", "palace", "paradise", "natural", "gentleman", "charmer",
     "sweetheart", "prodigy", "wizard", "pleasure", "joy", "dream", "heaven", "champ", "champion"]
)  # fmt: skip
#: low. The minimiser of ironic understatement ("he only interrupted me six times").
MINIMISERS: frozenset[str] = frozenset(["only"])
#: low. A mishap told as happening once more ("cancelled my bus again"): after praise, the
#: complaint that undercuts it (sincere praise with "again" is held too: a review, not a loss).
REPEATS: frozenset[str] = frozenset(["again"])
#: low. Round numbers of exaggeration ("a million hours", "like a thousand times").
HYPERBOLE_NUMBERS: frozenset[str] = frozenset(
    ["hundred", "thousand", "million", "billion", "trillion", "zillion", "gazillion", "bajillion",
     "kajillion", "squillion", "lakh", "lakhs", "crore", "crores", "100", "1000", "100000", "1000000",
     "10000000", "1000000000"]
)  # fmt: skip
#: low. Words of exaggeration ("literally dying", "forever", "the worst ever").
HYPERBOLE_WORDS: frozenset[str] = frozenset(
    ["literally", "forever", "zillion", "gazillion", "bajillion", "kajillion", "squillion", "eternity",
     "ages", "infinity"]
)  # fmt: skip
#: low. Approximators before a number ("like a thousand", "about a million").
APPROXIMATORS: frozenset[str] = frozenset(["like", "about", "around", "roughly", "nearly", "almost", "over"])
#: low phrases. Apologies ("sorry", "forgive me"): before a condition or a reason they apologise
#: for the telling ("sorry if i ramble"), so neither the condition nor the "sorry" touches the fact.
APOLOGIES: tuple[tuple[str, ...], ...] = (
    ("sorry",),
    ("so", "sorry"),
    ("apologies",),
    ("forgive", "me"),
    ("excuse", "me"),
    ("pardon", "me"),
)
#: low. What follows an apology for something the speaker does or may do ("sorry | if i
#: ramble", "sorry | for the noise", "sorry | about the dog"): it apologises, it corrects nothing.
APOLOGY_COMPLEMENTS: frozenset[str] = frozenset(["if", "for", "about"])
#: low phrases. Corrections that swap the two things just said ("the evening pill's the metformin,
#: no, other way round, metformin in the morning"): the repair restates both, so no word said
#: before the marker is taken back by it (`corrections.retracted`).
SWAP_CORRECTIONS: tuple[tuple[str, ...], ...] = (
    ("other", "way", "round"),
    ("other", "way", "around"),
    ("the", "other", "way", "round"),
    ("the", "other", "way", "around"),
    ("vice", "versa"),
)
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
    *(("no", *swap) for swap in SWAP_CORRECTIONS),
    *SWAP_CORRECTIONS,
    ("let", "me", "correct", "myself"),
    ("correct", "myself"),
    ("i", "stand", "corrected"),
    ("hang", "about"),
    ("what", "am", "i", "saying"),
    ("what", "im", "saying"),
    ("my", "mistake"),
    ("apologies",),
    # the speaker asks themself and answers ("two thousand and eight, or was it nine, yeah nine")
    ("or", "was", "it"),
    ("or", "is", "it"),
    # the speaker questions their own word, saying it again ("on a friday did i say friday |
    # thursday"; `corrections._denied_repeat`)
    ("did", "i", "say"),
)
#: lemma. Verbs that replace a value with a new one ("they moved it to nine fifteen").
RESCHEDULE_VERBS: frozenset[str] = frozenset(
    ["move", "push", "change", "reschedule", "bump", "shift", "switch", "postpone", "delay", "bring",
     "update", "raise", "lower", "increase", "decrease", "cut", "up", "drop"]
)  # fmt: skip
#: low. Words of direction right before the "to" of a value changed ("we're down | to sixty
#: five", "put it up | to seven fifty", "cut me back | to twenty four").
CHANGE_DIRECTIONS: frozenset[str] = frozenset(["up", "down", "back"])
#: low. Words before a verb of change that make it a change only asked for, wished or supposed
#: ("asked if they'd move it to", "wants to put it up to", "in case they change it to").
UNDONE_LEADS: frozenset[str] = frozenset(["to", "if", "whether", "wants", "want", "wanted", "asked", "case"])
#: low phrases. A later turn that takes a statement back ("scratch that, the move fell through").
RETRACTIONS: tuple[tuple[str, ...], ...] = (
    ("scratch", "everything"),
    ("scratch", "all", "that"),
    ("forget", "everything"),
    ("ignore", "everything"),
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
    ("not", "going", "ahead"),
    ("isnt", "going", "ahead"),
    ("arent", "going", "ahead"),
    ("wont", "go", "ahead"),
    ("wont", "be", "going", "ahead"),
    ("didnt", "go", "ahead"),
    ("isnt", "happening"),
    ("wont", "happen"),
    ("didnt", "happen"),
    ("changed", "my", "mind"),
    ("changed", "her", "mind"),
    ("changed", "his", "mind"),
    ("changed", "their", "mind"),
    ("changed", "their", "minds"),
    ("changed", "our", "minds"),
    ("change", "of", "plans"),
    ("change", "of", "plan"),
    ("false", "alarm"),
    ("i", "was", "wrong"),
    ("that", "was", "wrong"),
    ("thats", "not", "true"),
    ("thats", "not", "right"),
    ("thats", "wrong"),
    ("thats", "not", "correct"),
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
    # a person withdrawing, said in everyday words ("she bailed", "he dropped out")
    ("bailed",),
    ("dropped", "out"),
    # a purchase or booking undone by the money going back ("finance got declined", "i got my
    # deposit back", "they refunded us")
    ("declined",),
    ("refunded",),
    ("deposit", "back"),
    ("money", "back"),
    ("turned", "it", "down"),
    ("turned", "down"),
    ("they", "said", "no"),
    ("got", "rejected"),
    ("rejected",),
    ("denied",),
    ("on", "hold"),
    ("postponed", "indefinitely"),
    # idioms of giving a plan up ("he's gone off the idea", "we've decided against it", "she
    # thought better of it", "i'm giving it a miss", "it's on the back burner")
    ("gone", "off", "the", "idea"),
    ("went", "off", "the", "idea"),
    ("going", "off", "the", "idea"),
    ("decided", "against", "it"),
    ("thought", "better", "of", "it"),
    ("giving", "it", "a", "miss"),
    ("give", "it", "a", "miss"),
    ("gave", "it", "a", "miss"),
    ("bottled", "it"),
    ("talked", "out", "of", "it"),
    *(("talked", who, "out", "of", "it") for who in ("me", "him", "her", "us", "them")),
    ("on", "ice"),
    ("on", "the", "back", "burner"),
    ("a", "change", "of", "heart"),
    ("a", "no", "go"),
    ("not", "bothering"),
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
