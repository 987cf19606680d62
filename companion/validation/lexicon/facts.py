"""The fact's side and content words: words by which a fact itself reports a frame ("User wants
to ..."), facts about the conversation (V9), content and sentiment words (V5b, V7c).

Data only, each list in the form its comment names (see the `lexicon` package docstring).
"""

from __future__ import annotations

__all__ = [
    "AFTER_REPORTING",
    "ASSISTANT_WORDS",
    "BELIEF_ADJECTIVES",
    "CHANGE_WORDS",
    "COMPLEMENTISERS",
    "CONVERSATION_NOUNS",
    "FACT_ASKING",
    "FACT_CONDITION",
    "FACT_DOUBT",
    "FACT_FUTURE",
    "FACT_PAST",
    "FACT_PLAY",
    "FACT_REPORT",
    "FACT_WISH",
    "GENERAL_WORDS",
    "HATE_WORDS",
    "IDENTITY_NOISE",
    "LIKE_WORDS",
    "LISTENER_OBJECTS",
    "LISTENER_SPEECH_VERBS",
    "LOVE_WORDS",
    "NEGATIVE_IMPLICATIVES",
    "NEGATIVE_VERBS",
    "NOT_NAMES",
    "SPEECH_ACT_VERBS",
    "TALKED_ON_AFTER",
    "TALKING_ON_LEMMAS",
    "WISH_BEFORE_COMPLEMENT",
    "WISH_COMPLEMENT_OPENERS",
]

#: lemma. Words of `FACT_WISH` that only put a fact in the future ("User will be back at work
#: by March"): they carry a plan, not a hope - a fact that says "will" of what the user only
#: hoped ("hopefully i'll be back at work by march") turns the hope into an expectation.
FACT_FUTURE: frozenset[str] = frozenset(["will", "gonna", "soon", "upcoming"])
#: lemma. A fact with one of these reports a wish, plan or possibility, not a present reality.
FACT_WISH: frozenset[str] = frozenset(
    ["want", "wanna", "hope", "hopeful", "plan", "intend", "intention", "might", "would", "could",
     "may", "will", "someday", "future", "goal", "dream", "wish", "consider", "think", "interested",
     "interest", "eager", "excited", "aspire", "aspiration", "aim", "keen", "desire",
     "seek", "soon", "upcoming", "potentially", "possibly", "maybe",
     "chance", "likely", "idea", "option", "open", "curious", "gonna", "should", "need",
     "wonder", "contemplate", "ambition", "prospect", "if", "determined", "commit", "committed",
     "resolve", "intent", "promise", "vow", "offer", "invite", "willing", "ready", "passionate",
     "motivated", "determination", "dedicated", "longing", "long", "yearn", "crave", "fantasize",
     "imagine", "unsure", "whether", "considering", "planning", "hoping", "wanting", "wishing",
     "suppose", "supposed"]
)  # fmt: skip
#: lemma -> lows. Words of FACT_WISH that carry a wish only before their complement, and the
#: words that open it ("open | to moving", "longs | for home", "needs | to rest", "offered | to
#: help"): "User opens a cafe", "User has long hair", "User needs fewer tablets" carry
#: none (`fact._attitude`). After "to" a verb must follow ("commits | to
#: the gym" is the act itself).
WISH_BEFORE_COMPLEMENT: dict[str, frozenset[str]] = {
    "open": frozenset(["to"]),
    "long": frozenset(["for", "to"]),
    "need": frozenset(["to"]),
    "ready": frozenset(["to"]),
    "commit": frozenset(["to"]),
    "offer": frozenset(["to"]),
}
#: low. The opener after which a verb must follow.
WISH_COMPLEMENT_OPENERS: frozenset[str] = frozenset(["to"])
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
    ["ask", "wonder", "curious", "suggest", "offer", "seek", "advice", "question", "unsure",
     "consider", "whether", "debate", "decide", "undecided", "help", "want", "know", "worry",
     "concern", "concerned", "worried"]
)  # fmt: skip
#: lemma. A fact with one of these reports somebody's words or opinion.
FACT_REPORT: frozenset[str] = frozenset(
    ["say", "tell", "think", "claim", "believe", "according", "reckon", "insist", "swear", "suspect",
     "accuse", "argue", "complain", "consider", "call", "describe", "feel", "view", "see", "opinion",
     "worry", "suggest", "warn", "diagnose", "advise", "recommend", "mention", "report", "note"]
)  # fmt: skip
#: lemma. A fact with one of these reports a joke or a game ("kidding", not "kid": a fact
#: about the user's kids reports no joke).
FACT_PLAY: frozenset[str] = frozenset(
    ["joke", "jokingly", "kidding", "kidded", "pretend", "roleplay", "role", "play", "game", "imagine",
     "story", "fantasy", "character", "sarcastic", "sarcastically", "tease"]
)  # fmt: skip
#: lemma. Verbs of talking: a fact whose claim is only that the user spoke ("User shared a
#: story", "User asked for a summary") is about the conversation (V9) unless it reports what.
SPEECH_ACT_VERBS: frozenset[str] = frozenset(
    ["ask", "request", "share", "tell", "talk", "discuss", "chat", "mention", "say", "greet", "thank",
     "vent", "explain", "want", "need", "seek", "express", "bring", "open", "update", "inform",
     "describe", "recount", "summarize", "summarise", "remind", "come", "return", "leave", "apologize",
     "apologise", "check", "reply", "respond", "answer", "agree", "acknowledge", "confide"]
)  # fmt: skip
#: lemma. Verbs of speaking whose addressee may be the listener ("i'll ask you about recipes
#: later", "you already asked me that", "i'm gonna tell you something"): said to or by the
#: assistant, the speech act is a move of this conversation, not a fact of the user's world.
LISTENER_SPEECH_VERBS: frozenset[str] = frozenset(
    ["ask", "tell", "talk", "chat", "say", "explain", "mention", "share", "confide",
     "update", "inform", "question", "bore"]
)  # fmt: skip
#: low. The listener as the object of a verb of speaking ("ask | you").
LISTENER_OBJECTS: frozenset[str] = frozenset(["you", "ya", "yourself"])
#: lemma. Verbs of a manner of talking on ("User rambles about roses"): a fact whose main verb
#: is one says how the user talks to the companion, not something of their world (`speech`).
TALKING_ON_LEMMAS: frozenset[str] = frozenset(["ramble", "waffle", "babble", "witter", "blather", "rabbit"])
#: low. What follows such a verb when it is talk ("rambles | about", "waffled | on"); "rambles |
#: in the Peaks" is a walk.
TALKED_ON_AFTER: frozenset[str] = frozenset(["about", "on", "again", "too", "a"])
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

#: low. Words after a fact's report word that make it a verb, not the head of a noun phrase
#: ("the royal infirmary | says User's ...", "the council | claims that ...").
AFTER_REPORTING: frozenset[str] = frozenset(["user", "users", "that"])
