"""Text helpers of the offline proposer: the pattern notation, word lists, values, third person.

Patterns are written with `~` for "a word gap" (whitespace or a comma, with optional fillers such
as "um", "uh", "like", "you know" in between) and `'` for either apostrophe (straight or curly),
then compiled case-insensitively (`pattern`). Values such as places or liked things are cut at the
first word that starts another clause (`cut`, `clause_value`).
"""

from __future__ import annotations

import re

from companion.model import Category

__all__ = [
    "AMOUNT",
    "BAD_START",
    "CLAUSE_STOP",
    "COND",
    "COUNTRIES",
    "CRITICAL",
    "DANGLING",
    "GAP",
    "JOB",
    "LIKE_VETO",
    "NOT_NAMES",
    "SPORT",
    "STOP",
    "TAIL",
    "clause_value",
    "cut",
    "number_value",
    "pattern",
    "proper_name",
    "relation",
    "sentence",
    "third_person",
    "topic_category",
    "word_set",
]

GAP = (
    r"(?:[\s,]+(?:um+|uh+|uhm+|er+|erm+|hmm+|like|you\s+know|i\s+mean|actually|basically|well|so|yeah"
    r"|kinda|honestly|literally))*[\s,]+"
)
_SUBS = {
    "NAME": r"[a-z][a-z'’-]{1,20}",
    "WORD": r"[a-z][a-z'’-]*",
    "SPAN": r"[a-z0-9$'’\"“][a-z0-9$'’\"“”&\-– ]{0,90}",
    "LONG": r"[^.!?;\n]{3,240}",
    "AGE": r"\d{1,3}|(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[\s-]+(?:one|two|three|four"
    r"|five|six|seven|eight|nine))?|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen"
    r"|eighteen|nineteen",
    "REL": r"wife|husband|partner|boyfriend|girlfriend|fianc[eé]e?|son|daughter|mom|mum|mother|dad|father"
    r"|brother|sister|grandma|grandmother|grandpa|grandfather|aunt|uncle|cousin|niece|nephew"
    r"|best~friend|boss|stepson|stepdaughter|stepmom|stepdad",
    "PET": r"dog|cat|puppy|kitten|bird|parrot|hamster|rabbit|bunny|horse|turtle|tortoise|snake|lizard"
    r"|guinea~pig|ferret|goldfish|fish",
}


def _expand(template: str) -> str:
    # Apostrophes first (the substituted classes already list both forms), then values, then gaps.
    s = template.replace("'", "['’]")
    for key, value in _SUBS.items():
        s = s.replace("{" + key + "}", value)
    return s.replace("~", GAP)


def pattern(template: str) -> re.Pattern[str]:
    return re.compile(_expand(template), re.IGNORECASE)


def word_set(words: str) -> frozenset[str]:
    return frozenset(words.split())


# Words that end a value: a new clause, a time adverb, a filler.
STOP = word_set(
    "and but so because cause cuz since though although when while which who where if or then now "
    "right anymore anyway after before until too as with for at near by from in on of about like um uh "
    "yeah actually these "
    "this that last next every ever lately currently recently i we you he she they it my our - – —"
)
# Words that start a new clause: where a liked thing or a goal ends.
CLAUSE_STOP = word_set(
    "and but so because cause cuz since though although while whereas when whenever um uh yeah - – —"
)
# Values that are pronouns or fragments, not things ("i like it", "i live in a ...").
BAD_START = word_set(
    "a an the my our your his her their its it this that these those them him me you us what how why "
    "when where who to be being not no some any just really very so too here there"
)
NOT_NAMES = word_set(
    "a an the and but so is was not just really very going gonna back later now here there too also "
    "he she it they we i you me my his her our their your this that what who said says told always "
    "never still kind sort pretty super um uh like yeah okay ok tomorrow tonight today anytime "
    "whenever whatever anything something nothing sir maam dude bro buddy honey sweetie on in at of for "
    "with to from up down out off about right wrong spelled short"
)
LIKE_VETO = word_set(
    "went was were said got had did just um uh totally so really literally i you he she we they it "
    "that this them him her me those these when how what to be the idea is are was were makes made has have "
    "can will about most"
)
COUNTRIES = word_set(
    "usa us america canada mexico england uk scotland wales ireland france germany spain italy "
    "portugal netherlands belgium sweden norway denmark finland poland greece turkey india china "
    "japan korea australia brazil argentina chile colombia peru nigeria kenya egypt israel"
)
CRITICAL = word_set("diabetes epilepsy celiac heart cancer pacemaker anaphylaxis kidney copd")
_WORDS_RE = re.compile(r"\S+")

_UNITS = {
    w: i
    for i, w in enumerate(
        _WORDS_RE.findall(
            "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen "
            "sixteen seventeen eighteen nineteen"
        )
    )
}
_TENS = {
    w: 10 * (i + 2)
    for i, w in enumerate(_WORDS_RE.findall("twenty thirty forty fifty sixty seventy eighty ninety"))
}


def number_value(text: str) -> int | None:
    """'32', 'thirty two', 'thirty-two', 'nineteen' -> the integer (0-99 in words)."""
    t = text.strip().lower()
    if t.isdigit():
        return int(t)
    parts = re.split(r"[\s-]+", t)
    if len(parts) == 1:
        return _UNITS.get(parts[0], _TENS.get(parts[0]))
    if len(parts) == 2 and parts[0] in _TENS and parts[1] in _UNITS and 0 < _UNITS[parts[1]] < 10:
        return _TENS[parts[0]] + _UNITS[parts[1]]
    return None


def cut(
    m: re.Match[str],
    group: str = "v",
    max_words: int = 6,
    stop: frozenset[str] = STOP,
    *,
    whole: bool = False,
) -> tuple[str, int]:
    """The value of `group` up to the first stop word (at most max_words words), and its end.

    With whole=True the value must end at a stop word or the end of the group: a value longer
    than max_words is refused ("") instead of cut, because a cut clause changes its meaning
    ("i love running my own studio" is not "loves running").
    """
    start = m.start(group)
    end = start
    kept: list[str] = []
    for w in _WORDS_RE.finditer(m.group(group)):
        word = w.group().strip(",.'’").lower()
        if word in stop:
            break
        if len(kept) >= max_words:
            return ("", start) if whole else (" ".join(kept), end)
        kept.append(w.group().rstrip(",."))
        end = start + w.end()
    return " ".join(kept), end


# Trailing words that are not part of the thing liked or aimed at (and "this year" would be an
# unresolved relative time in the fact); the quote keeps them.
TAIL = re.compile(
    r"(?:[\s,]+(?:at all|anymore|any more|now|right now|these days|nowadays|lately|recently|too|as well|a lot"
    r"|so much|by the way|this year|next year|last year|this week|next week|last week|this month|next month"
    r"|last month|today|tonight|tomorrow|yesterday|someday|one day|again|though|honestly|really|haha|lol"
    r"|every day|everyday|every week|all the time|the other day|over the weekend|on the weekend"
    r"|more than ever|so far|for now|a ton|tons"
    r"|(?:last|next|this|past|coming)~(?:week|weekend|month|year|night|summer|winter|spring|fall|autumn"
    r"|morning|afternoon|evening|{WD})|(?:on|this|last)~{WD}|earlier~(?:this|that)~(?:week|month|year)"
    r"|(?:a|an|one|two|three|four|five|six|\d+|a~few|a~couple~of|several)~(?:days?|weeks?|months?|years?)~ago"
    r"))+$".replace("~", r"\s+").replace(
        "{WD}", r"(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?"
    ),
    re.IGNORECASE,
)


def clause_value(m: re.Match[str], max_words: int) -> tuple[str, int]:
    """The rest of the clause after the verb, whole, or "" when it runs too long."""
    value, end = cut(m, max_words=max_words, stop=CLAUSE_STOP, whole=True)
    return TAIL.sub("", " " + value).strip(), end


def proper_name(word: str) -> str | None:
    w = word.strip("'’-")
    if len(w) < 2 or w.lower() in NOT_NAMES:
        return None
    return "-".join(part.capitalize() for part in w.split("-"))


def relation(m: re.Match[str]) -> str:
    return " ".join(m.group("rel").lower().split()).replace(",", "")


_PRONOUNS = [
    (r"\bi am\b", "the user is"),
    (r"\bi'?m\b", "the user is"),
    (r"\bi've\b", "the user has"),
    (r"\bi'll\b", "the user will"),
    (r"\bi'd\b", "the user would"),
    (r"\bi have\b", "the user has"),
    (r"\bi was\b", "the user was"),
    (r"\bi do\b", "the user does"),
    (r"\bi don'?t\b", "the user doesn't"),
    (r"\bi can'?t\b", "the user can't"),
    (r"\bmyself\b", "themselves"),
    (r"\bmine\b", "the user's"),
    (r"\bmy\b", "the user's"),
    (r"\bme\b", "the user"),
]
_MODALS = word_set("can could will would should must might may did didn't won't never always also just")


def _third_person_verb(verb: str) -> str:
    v = verb.lower()
    if v in _MODALS or v.endswith("ed"):
        return verb
    if v == "go":
        return "goes"
    if re.search(r"(s|sh|ch|x|z|o)$", v):
        return verb + "es"
    if re.search(r"[^aeiou]y$", v):
        return verb[:-1] + "ies"
    return verb + "s"


def third_person(text: str) -> str:
    """First person -> 'the user' (rough but deterministic): "i have a cat" -> "the user has a cat"."""
    s = text.replace("’", "'")
    for pattern, repl in _PRONOUNS:
        s = re.sub(pattern, repl, s, flags=re.IGNORECASE)
    return re.sub(
        r"\bi (\w+)", lambda m: "the user " + _third_person_verb(m.group(1)), s, flags=re.IGNORECASE
    )


def sentence(text: str) -> str:
    text = " ".join(text.split()).rstrip(" ,")
    return text[0].upper() + text[1:] + ("" if text.endswith((".", "!")) else ".")


# ---- pattern fragments (templates in the `pattern` notation) ------------------------------------

COND = (
    r"(?:type~(?:1|2|one|two)~)?diabetes|asthma|adhd|anxiety|depression|epilepsy|migraines?|celiac(?:~disease)?"
    r"|crohn's(?:~disease)?|arthritis|high~blood~pressure|hypertension|ptsd|ocd|autism|insomnia|sleep~apnea"
    r"|a~heart~condition|heart~disease|cancer|multiple~sclerosis|lupus|ibs|bipolar(?:~disorder)?|dyslexia"
    r"|chronic~pain|long~covid|copd|kidney~disease|a~pacemaker"
)
# A job: up to three modifiers from a closed list, then an occupation noun. Closed lists on purpose:
# "i'm a huge fan", "i'm a big believer" must not become job titles.
_JOB_MOD = (
    r"senior|junior|lead|head|chief|principal|staff|assistant|associate|deputy|trainee|apprentice"
    r"|part-time|full-time|part~time|full~time|freelance|registered|certified|licensed|retired|substitute"
    r"|data|software|hardware|backend|back-end|frontend|front-end|full-stack|mobile|web|cloud|devops|qa|ux|ui"
    r"|product|project|program|sales|marketing|research|finance|financial|security|network|systems"
    r"|civil|mechanical|electrical|chemical|structural|dental|medical|veterinary|pediatric|family|er|icu"
    r"|school|high~school|elementary~school|middle~school|kindergarten|preschool|primary~school|art|music"
    r"|math|science|english|history|yoga|fitness|dance|swim|tennis|soccer|personal|real~estate|social"
    r"|graphic|video|game|pastry|sous|line|night~shift|tax|legal|hr|store|shop|office|general|operations"
    r"|construction|truck|bus|taxi|delivery|flight|police|youth|stay-at-home|stay~at~home|grad|graduate"
    r"|phd|college|university|law|nursing|exchange|high~school|museum|hospital|wedding|tattoo"
)
_JOB_HEAD = (
    r"nurse|teacher|tutor|engineer|developer|programmer|doctor|physician|surgeon|dentist|hygienist|lawyer"
    r"|attorney|paralegal|accountant|bookkeeper|architect|pharmacist|electrician|plumber|carpenter|mechanic"
    r"|chef|cook|baker|barista|waiter|waitress|server|bartender|cashier|firefighter|paramedic|police~officer"
    r"|cop|officer|soldier|pilot|driver|trucker|farmer|librarian|designer|artist|musician|writer|author"
    r"|editor|journalist|photographer|therapist|counselor|counsellor|psychologist|psychiatrist|social~worker"
    r"|scientist|researcher|professor|lecturer|consultant|manager|director|realtor|agent|veterinarian|vet"
    r"|student|hairdresser|stylist|barber|janitor|caregiver|carer|analyst|instructor|coach|trainer"
    r"|administrator|receptionist|secretary|clerk|technician|contractor|entrepreneur|intern|specialist"
    r"|curator|midwife|optometrist|physiotherapist|economist|statistician|planner|producer|animator"
    r"|mom|mum|dad|parent|mother|father"
)
JOB = r"(?:(?:" + _JOB_MOD + r")~){0,3}(?:" + _JOB_HEAD + r")(?:'s)?"
SPORT = (
    r"guitar|piano|violin|drums|bass|cello|saxophone|ukulele|flute|trumpet|soccer|football|basketball"
    r"|tennis|golf|chess|baseball|volleyball|hockey|video~games|poker|pickleball|badminton|cricket|rugby"
)
# An amount of money as said: digits ("95,000", "$4,000", "85k", "2.5 million") or words ("a hundred
# and sixty five thousand", "ninety grand"), with an optional currency word after it.
_NUMWORD = (
    r"zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen"
    r"|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety"
    r"|hundred|thousand|million|grand"
)
AMOUNT = (
    r"(?P<v>(?:[$€£]\s?)?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?(?:\s?(?:k|grand|thousand|million|m)\b)?"
    r"|(?:an?[\s-]+)?(?:" + _NUMWORD + r")(?:(?:[\s-]+|[\s-]+and[\s-]+)(?:" + _NUMWORD + r"))*)"
    r"(?P<cur>~(?:dollars|bucks|euros|pounds|quid|usd|eur|gbp))?"
)

# A pronoun or deictic object: "i love it", "learning how to ask about that in portuguese". Without
# the thing it points back to, the fact says nothing. "this/that/these/those" count only when no noun
# follows them ("that song" names its thing; "about that in portuguese" does not).
DANGLING = re.compile(
    r"\b(?:it|them|there|here)\b|\b(?:another|other|last|first|next|same|new|old|this|that)\s+one\b"
    r"|\b(?:this|that|these|those)\b(?=\s*(?:$|[.,!?;]|(?:in|on|at|about|for"
    r"|with|to|from|again|too|more|anymore|out|up|down|back|off|now|today|yet|so|and|but|or|because|is"
    r"|was|a\s+lot|so\s+much)\b))",
    re.IGNORECASE,
)

_TOPICS: tuple[tuple[Category, re.Pattern[str]], ...] = (
    (
        Category.HEALTH,
        re.compile(
            r"\b(?:allerg\w*|diagnos\w*|medication|meds|medicine|pills?|doctor|surgery|therapy|therapist"
            r"|pregnan\w*|condition|blood\s+pressure|diabet\w*|asthma\w*|epilep\w*|seizures?|insulin"
            r"|inhaler|epipen|migraines?|anxiety|depression|vegan|vegetarian|gluten|lactose|celiac|cancer"
            r"|heart|kidney|sick|illness|injur\w*|hospital)\b",
            re.IGNORECASE,
        ),
    ),
    (
        Category.EVENTS,
        re.compile(
            r"\b(?:january|february|march|april|(?-i:May)|june|july|august|september|october|november|december"
            r"|monday|tuesday|wednesday|thursday|friday|saturday|sunday|birthday|anniversary|appointment"
            r"|wedding|funeral|interview|exam|graduation|deadline|\d{1,2}(?:st|nd|rd|th))\b",
            re.IGNORECASE,
        ),
    ),
    (
        Category.RELATIONSHIPS,
        re.compile(
            r"\b(?:wife|husband|partner|boyfriend|girlfriend|fianc[eé]e?|sons?|daughters?|kids?|children"
            r"|mom|mum|mother|dad|father|brother|sister|grandma|grandpa|aunt|uncle|cousin|niece|nephew"
            r"|friend|dog|cat|puppy|kitten|pet)\b",
            re.IGNORECASE,
        ),
    ),
    (
        Category.WORK,
        re.compile(r"\b(?:job|work|boss|office|coworkers?|colleagues?|school|class|university)\b", re.I),
    ),
    (Category.MONEY, re.compile(r"\b(?:rent|salary|debt|loan|mortgage|savings|budget|paid)\b", re.I)),
    (Category.PREFERENCES, re.compile(r"\b(?:love|like|hate|prefer|favou?rite|enjoy)\b", re.I)),
)


def topic_category(text: str) -> Category:
    """A category for free text by keywords: health first (it matters most), then dated events."""
    for category, topic in _TOPICS:
        if topic.search(text):
            return category
    return Category.OTHER
