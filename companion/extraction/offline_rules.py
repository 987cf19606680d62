"""The offline proposer's rule table: one regex + one builder per kind of self-statement.

Patterns use the notation of `offline_text.pattern` (`~` is a word gap that tolerates fillers). A
builder turns a match into a `Draft` (fact text in the third person, category, slot, importance)
or None to veto it. `Draft.end` says where the value ended, so the quote is the clause of the
value, not of everything a greedy pattern swallowed ("i live in denver now with my sister").
"""

from __future__ import annotations

import re

from companion.extraction.offline_builders import (
    build_age,
    build_allergy,
    build_call_me,
    build_condition,
    build_did,
    build_diet,
    build_dislikes,
    build_doing,
    build_employer,
    build_favorite,
    build_from,
    build_goal,
    build_has_pets,
    build_has_relatives,
    build_income,
    build_instruction,
    build_intro,
    build_job_as,
    build_job_is,
    build_likes,
    build_lives,
    build_my_name,
    build_negated,
    build_not_allergic,
    build_not_eat,
    build_not_status,
    build_pet_named,
    build_plays,
    build_promoted,
    build_rel_name,
    build_status,
    build_studies,
    build_work_event,
    build_work_status,
)
from companion.extraction.offline_text import (
    AMOUNT,
    COND,
    DANGLING,
    JOB,
    SPORT,
    pattern,
    sentence,
    third_person,
    topic_category,
)
from companion.extraction.offline_types import Built, Draft, Rule, drafts

__all__ = ["RULES", "Built", "Draft", "Rule", "drafts"]


# ---- the builder that reads the table ----------------------------------------------------------


_FIRST_PERSON = re.compile(r"\b(?:i|i'm|im|i've|i'll|i'd|my|me|mine|we|our|us)\b", re.IGNORECASE)
_SECOND_PERSON = re.compile(r"\b(?:you|your|yours|yourself)\b", re.IGNORECASE)


_FIRST_CLAUSE = re.compile(r",|\s(?:and|but|so|because)\s", re.IGNORECASE)


def _inner(what: str) -> Draft | None:
    """The first fact another rule finds in a "remember that ..." request, if it spans the request."""
    # RULES is defined below; it is looked up when the first request is read.
    for rule in RULES:
        if rule.clause_initial:
            continue
        m = rule.pattern.search(what)
        if m is None:
            continue
        for d in drafts(rule.build(m)):
            covered = len(what[: m.start()].split()) + len(what[d.end or m.end() :].split())
            return d if covered <= 1 else None
    return None


def build_remember(m: re.Match[str]) -> Draft | None:
    what = m.group("v").strip(" ,")
    first = what.split()[0].lower() if what.split() else ""
    if len(what.split()) < 2 or first in ("when", "how", "what", "to", "where", "who", "why", "the", "it"):
        return None
    # A request to remember something about the user speaks of the user ("remember that my ...");
    # "remember, failures lead to success" is advice, and "... for you" is about the listener.
    if not _FIRST_PERSON.search(what) or _SECOND_PERSON.search(what):
        return None
    if DANGLING.search(_FIRST_CLAUSE.split(what, maxsplit=1)[0]):
        return None  # "remember that i said that": nothing to remember without the antecedent
    # The category and slot of what is asked when another rule reads the whole request ("remember
    # that i'm allergic to shellfish" is health.allergy.shellfish), else a category by keywords.
    inner = _inner(what)
    category = inner.category if inner is not None else topic_category(what)
    slot = inner.slot if inner is not None else None
    return Draft(sentence(third_person(what))[:240], category, slot, 5, explicit=True, end=m.end("v"))


RULES: tuple[Rule, ...] = (
    Rule(
        "remember",
        pattern(
            r"\b(?:please~)?(?:remember|don't~forget|do~not~forget|never~forget"
            r"|make~sure~(?:you~)?remember|i~want~you~to~remember|keep~in~mind)~(?:that~)?"
            r"(?P<v>{LONG})"
        ),
        build_remember,
        clause_initial=True,
    ),
    Rule("call_me", pattern(r"\b(?:you~can~|please~|just~)?call~me~(?P<v>{NAME})\b"), build_call_me),
    Rule(
        "name", pattern(r"\b(?:my~name~is|my~name's|i'm~called|i~am~called)~(?P<v>{NAME})\b"), build_my_name
    ),
    # Only as a clause of its own ("hi, I'm Maya.") and capitalised: "i'm good" is not a name.
    Rule(
        "intro",
        pattern(r"\b(?:i'm|i~am)\s+(?P<v>(?-i:[A-Z][a-z]{1,20}))(?=\s*(?:[.,!;]|$))"),
        build_intro,
        clause_initial=True,
    ),
    Rule("age", pattern(r"\b(?:i'm|i~am)~(?P<v>{AGE})~(?:years?|yrs?)~old\b"), build_age),
    Rule("age_turned", pattern(r"\bi~(?:just~)?turned~(?P<v>{AGE})\b"), build_age),
    Rule("age_is", pattern(r"\bmy~age~is~(?P<v>{AGE})\b"), build_age),
    Rule(
        "status",
        pattern(
            r"\b(?:(?:i'm|i~am)~(?:now~|happily~|newly~|recently~)?|(?:i|we)~(?:just~|recently~)?got~)"
            r"(?P<v>married|divorced|single|engaged|widowed|separated)\b"
        ),
        build_status,
    ),
    Rule(
        "rel_name",
        pattern(
            r"\bmy~(?P<rel>{REL})(?:'s~name~is|~is~called|~is~named|'s~called|~named|~called)"
            r"~(?P<v>{NAME})\b"
        ),
        build_rel_name,
    ),
    # In punctuated text a capitalised word right after "my sister" is her name ("my sister Mia").
    Rule(
        "rel_apposition", pattern(r"\bmy~(?P<rel>{REL}),?\s+(?P<v>(?-i:[A-Z][a-z]{1,20}))\b"), build_rel_name
    ),
    Rule(
        "pet_named",
        pattern(
            r"\b(?:i|we)~(?:have|got|adopted)~an?~(?:new~|little~|rescue~)?(?P<kind>{PET})"
            r"~(?:named|called)~(?P<v>{NAME})\b"
        ),
        build_pet_named,
    ),
    Rule(
        "pet_name",
        pattern(
            r"\bmy~(?P<kind>{PET})(?:'s~name~is|~is~called|~is~named|'s~called|~named|~called)"
            r"~(?P<v>{NAME})\b"
        ),
        build_pet_named,
    ),
    Rule(
        "relatives",
        pattern(
            r"\b(?:i|we)~(?:have|got)~(?P<n>an?|one|two|three|four|five|six|\d)~"
            r"(?P<what>(?:(?:little|younger|older|big|twin|baby|grown|teenage)~)?(?:sons?|daughters?"
            r"|brothers?|sisters?|kids?|child|children|grandkids|grandchildren|grandsons?"
            r"|granddaughters?|stepsons?|stepdaughters?))\b"
        ),
        build_has_relatives,
    ),
    Rule(
        "pets",
        pattern(
            r"\b(?:i|we)~(?:have|got|adopted)~(?P<n>an?|one|two|three|four|\d)~(?:new~|little~|rescue~"
            r"|pet~)?(?P<kind>(?:{PET})s?)\b"
        ),
        build_has_pets,
    ),
    Rule(
        "allergy",
        pattern(
            r"\b(?:i'm|i~am)~(?:really~|very~|super~|severely~|deathly~|so~|also~)?allergic~to~"
            r"(?P<v>{SPAN})"
        ),
        build_allergy,
    ),
    Rule(
        "allergy_noun",
        pattern(r"\bi~have~an?~(?:severe~|bad~|serious~)?(?P<v>{WORD}(?:~{WORD})?)~allergy"),
        build_allergy,
    ),
    Rule(
        "condition",
        pattern(
            r"\b(?P<verb>i~have|i~was~diagnosed~with|i~got~diagnosed~with|i~suffer~from"
            r"|i~live~with|i~struggle~with|i~deal~with)~(?P<v>" + COND + r")\b"
        ),
        build_condition,
    ),
    Rule(
        "condition_adj",
        pattern(
            r"\b(?P<verb>i'm|i~am)~(?:a~)?(?P<v>diabetic|epileptic|asthmatic|lactose~intolerant"
            r"|celiac|bipolar|autistic)\b"
        ),
        build_condition,
    ),
    Rule(
        "diet",
        pattern(
            r"\b(?:i'm|i~am)~(?:a~)?(?:strict~)?(?P<v>vegetarian|vegan|pescatarian|gluten-free"
            r"|gluten~free|keto|kosher|halal)\b"
        ),
        build_diet,
    ),
    Rule(
        "no_relatives",
        pattern(r"\b(?:i|we)~(?:don't|do~not)~have~(?:any~)?(?P<what>kids|children|pets|siblings)\b"),
        build_negated,
    ),
    Rule("not_status", pattern(r"\b(?:i'm|i~am)~not~(?P<v>married|engaged|divorced)\b"), build_not_status),
    Rule("not_allergic", pattern(r"\b(?:i'm|i~am)~not~allergic~to~(?P<v>{SPAN})"), build_not_allergic),
    Rule("not_eat", pattern(r"\bi~(?:don't|do~not|can't|cannot)~eat~(?P<v>{SPAN})"), build_not_eat),
    Rule(
        "job_as",
        pattern(
            r"\b(?:i~(?:now~|currently~|still~)?work|(?:i'm|i~am)~(?:now~|currently~|still~)?working)"
            r"~as~(?P<art>an?)~(?P<v>{SPAN})"
        ),
        build_job_as,
    ),
    Rule(
        "job_is",
        pattern(
            r"\b(?:i'm|i~am)~(?:now~|currently~|still~|also~|finally~|officially~)?(?P<art>an?)~"
            r"(?P<v>" + JOB + r")\b"
        ),
        build_job_is,
    ),
    Rule(
        "promoted",
        pattern(r"\bi~(?:just~|finally~|recently~)?got~promoted(?:~to~(?P<v>{SPAN}))?\b"),
        build_promoted,
    ),
    Rule(
        "employer",
        pattern(
            r"\b(?:i~(?:now~|currently~|still~)?work|(?:i'm|i~am)~(?:now~|currently~|still~)?working"
            r"|i~(?:just~|recently~|finally~)?(?:got~(?:a~)?(?:new~)?job|got~hired|started~(?:a~new~job~"
            r"|working~)?))~(?:at|for)~(?P<v>{SPAN})"
        ),
        build_employer,
    ),
    Rule(
        "work_status",
        pattern(
            r"\b(?:i'm|i~am)~(?:now~|finally~|officially~)?(?P<v>retired|unemployed|self-employed"
            r"|self~employed|between~jobs|in~college|in~grad~school)\b"
        ),
        build_work_status,
    ),
    Rule(
        "work_event",
        pattern(
            r"\bi~(?:just~|recently~)?(?P<v>lost~my~job|got~laid~off|got~fired|quit~my~job"
            r"|retired)\b"
        ),
        build_work_event,
    ),
    Rule(
        "studies",
        pattern(r"\bi~(?:study|'m~studying|am~studying|major~in|'m~majoring~in)~(?P<v>{SPAN})"),
        build_studies,
    ),
    Rule(
        "lives",
        pattern(
            r"\b(?:(?:i|we)~(?:currently~|still~|now~|just~|recently~|finally~)?(?:live~in|moved~(?:back~)?to"
            r"|relocated~to)|(?:i'm|i~am|we're|we~are)~(?:now~|currently~|still~)?living~in)~(?P<v>{SPAN})"
        ),
        build_lives,
    ),
    Rule(
        "from",
        pattern(r"\b(?:i'm~(?:originally~)?from|i~am~(?:originally~)?from|i~grew~up~in)~(?P<v>{SPAN})"),
        build_from,
    ),
    Rule(
        "income",
        pattern(
            r"\b(?:i~(?:now~|currently~)?(?:make|earn|get~paid|bring~in|take~home)|my~(?:salary|income|pay)"
            r"~(?:is|'s)(?:~now)?)~(?:about~|around~|roughly~|almost~|nearly~|over~|just~|now~)?"
            + AMOUNT
            + r"(?:~(?:a|per|an|every)~(?P<per>year|month|week|hour))?(?![\w$€£]|[,.]\d)"
        ),
        build_income,
    ),
    Rule(
        "favorite",
        pattern(
            r"\bmy~(?:all~time~|absolute~)?(?:favorite|favourite|fave)~(?P<thing>{WORD})"
            r"~(?:is|'s|would~be|has~to~be)~(?P<v>{SPAN})"
        ),
        build_favorite,
    ),
    Rule(
        "dislikes",
        pattern(
            r"\bi~(?:really~|absolutely~|just~|totally~|kinda~)?(?P<verb>hate|dislike|detest"
            r"|can't~stand|don't~like|do~not~like|don't~enjoy)~(?P<v>{SPAN})"
        ),
        build_dislikes,
    ),
    Rule(
        "likes",
        pattern(
            r"\bi~(?:really~|absolutely~|totally~|just~|also~|actually~)?(?P<verb>love|like|enjoy|adore)"
            r"~(?P<v>{SPAN})"
        ),
        build_likes,
    ),
    Rule("plays", pattern(r"\bi~(?:play|love~playing)~(?:the~)?(?P<v>" + SPORT + r")\b"), build_plays),
    Rule(
        "goal",
        pattern(
            r"\bmy~(?:main~|big~|biggest~|new~)?(?P<kind>goal|dream|plan|resolution)~(?:for~this~year~)?"
            r"(?:is|'s)~to~(?P<v>{SPAN})"
        ),
        build_goal,
    ),
    Rule(
        "doing",
        pattern(
            r"\b(?:i'm|i~am)~(?:currently~)?(?P<what>saving~up~for|saving~for|training~for"
            r"|trying~to|planning~to|learning~to|learning~how~to)~(?P<v>{SPAN})"
        ),
        build_doing,
    ),
    Rule(
        "did",
        pattern(
            r"\b(?:i|we)~(?:just~|recently~|finally~|also~|actually~)?(?P<verb>started|began|joined|won|finished"
            r"|completed|adopted)~(?P<v>{SPAN})"
        ),
        build_did,
    ),
    Rule(
        "doing_now",
        pattern(
            r"\b(?:(?:i'm|i~am)~(?:currently~|still~|now~|really~|so~|just~|also~)?(?P<verb>passionate~about"
            r"|working~on|preparing~for|prepping~for|learning|volunteering~at)|i~(?:also~)?(?P<verb2>volunteer~at)"
            r"|i've~been~(?P<verb3>working~on|learning|volunteering~at))~(?P<v>{SPAN})"
        ),
        build_did,
    ),
    Rule(
        "instruction",
        pattern(
            r"\b(?:please~)?(?:don't|do~not|never)~(?:ever~)?(?P<verb>bring~up|mention|talk~about"
            r"|ask~me~about|remind~me~(?:of|about))~(?P<v>{SPAN})"
        ),
        build_instruction,
        clause_initial=True,
    ),
)
