"""The regular expressions of the gate that spell English words, built in one place.

Each pattern is assembled from the word lists of `words` where it can be, so a word is added in
one list and every pattern that uses it follows.
"""

from __future__ import annotations

import re

from companion.validation.lexicon.facts import ASSISTANT_WORDS

__all__ = ["CITATION_PATTERN", "EMBEDDED_SUBJECT_PATTERN", "META_PATTERN"]


def _any(words: object) -> str:
    return "(?:" + "|".join(sorted(map(re.escape, words), key=len, reverse=True)) + ")"  # type: ignore[call-overload]


_ASSISTANT = _any(ASSISTANT_WORDS)
_SPEECH_PAST = (
    r"(?:asked|asks|is\s+asking|was\s+asking|requested|requests|wondered|wonders|greeted|greets|thanked"
    r"|thanks|agreed|agrees|replied|replies|responded|responds|said|says)"
)
_TALK = (
    r"(?:discuss|talk|chat|vent|rant|ramble|share|tell\s+(?:you|me|the\s+assistant)"
    r"|(?:tell|share)\s+(?:a|an|the|another)\s+(?:\w+\s+)?(?:story|anecdote))"
)

#: V9: an adjunct that only cites where the fact was said ("..., as mentioned in the
#: conversation"): the conversation is the source, not the scene, of what the fact says.
CITATION_PATTERN = re.compile(
    r",?\s*\bas\s+(?:\w+\s+){0,2}?(?:mentioned|said|stated|noted|discussed|shared|described|expressed)"
    r"\s+(?:in|during|throughout)\s+(?:(?:this|our|the|these)\s+)?(?:conversation|chat|session)s?\b",
    re.IGNORECASE,
)

#: V5: a fact that opens on an empty subject and puts its own after "that" ("There is a chance
#: that Tim ...", "It seems that Ana ..."): group 1 is that subject, the name a leading name would be.
EMBEDDED_SUBJECT_PATTERN = re.compile(
    r"\s*(?:there|it)\s+(?:is|was|'s|seems|seemed|appears|appeared)\b[^.,;:!?]{0,40}?\bthat\s+"
    r"([A-Z][^\W\d_]+)\b(?!')",
    re.IGNORECASE,
)

#: V9: a fact about the conversation itself (its "User" or name at the start is any word).
META_PATTERN = re.compile(
    # the assistant is part of the fact
    rf"\b(?:to|tell|tells|told|telling|asked|asks|asking|thanked|thanks|thanking|greeted|greets|greeting|with|for)"
    rf"\s+the\s+{_ASSISTANT}\b"
    # telling "you" is telling the assistant: "User wants to tell you something"
    r"|^\s*(?:the\s+)?user\s+(?:\w+\s+){0,3}?tells?\s+you\b"
    rf"|\bthe\s+{_ASSISTANT}\s+(?:said|says|asked|asks|suggested|suggests|recommended)\b"
    # the conversation as the scene
    r"|\b(?:in|during|throughout)\s+(?:(?:this|our|the|these)\s+)?(?:conversation|chat|session)s?\b"
    r"|\b(?:came|comes|come|got|gets|is|was)\s+back\s+to\s+(?:the|this|our)\s+(?:conversation|chat|session)\b"
    # a speech act that is the whole claim: "User asked for a summary", "User said goodbye"
    rf"|^\s*(?:the\s+)?user\s+(?:\w+ly\s+)?{_SPEECH_PAST}\s+(?:for|about|if|whether|the\s+{_ASSISTANT})\b"
    # ... or asks after the assistant: "User asked how the assistant is doing"
    rf"|\b{_SPEECH_PAST}\s+(?:how|what|whether|if|why)\s+(?:\w+\s+){{0,2}}?the\s+{_ASSISTANT}\b"
    r"|^\s*(?:the\s+)?user\s+(?:said|says)\s+(?:hello|hi|goodbye|bye|good\s?night|thanks|thank\s+you)\b"
    # "User is back" on its own (to the talk), not "back at work", "back home", "back in leeds"
    r"|^\s*(?:the\s+)?user\s+(?:is|was)\s+back(?=\s*[.,;:!?]|\s*$|\s+again\b)"
    # wanting to talk, a story to share
    rf"|\b(?:wants?|wanted|would\s+like|likes|needs?|needed)\s+to\s+{_TALK}(?:\s+(?:about|something|a\s+story))?\b"
    # ... or about to: "User will talk about their week", "User is going to tell you about ..."
    rf"|^\s*(?:the\s+)?user\s+(?:will|(?:is|was)\s+(?:going|about)\s+to|plans?\s+to)\s+{_TALK}\s+about\b"
    r"|\b(?:has|had|have)\s+(?:a|an|another)\s+(?:\w+\s+)?(?:story|question|update|confession|announcement)\s+to\s+(?:share|tell)\b"
    r"|\b(?:has|had|have|got)\s+(?:a|another)\s+(?:quick\s+)?question\s+(?:about|on|for)\b"
    r"|^\s*(?:the\s+)?user\s+(?:has|had|have)\s+(?:a|an|another)\s+(?:\w+\s+)?(?:story|anecdote)\s+about\b"
    # the conversation's own length or manner: "User is keeping the conversation short"
    r"|\b(?:keep|keeps|keeping|kept)\s+(?:the|this|it)\s+(?:conversation\s+|chat\s+)?(?:short|brief)\b"
    r"|^\s*(?:the\s+)?user\s+(?:\w+ly\s+)?(?:shared|told|shares|tells)\s+(?:a|an|another)\s+(?:\w+\s+)?(?:story|anecdote)\b(?!\s+(?:to|with)\s+(?:her|his|their)\b)"
    # rambling on in the conversation
    r"|\b(?:keeps?|kept|tends?\s+to|is|was|has\s+been|have\s+been)\s+(?:rambling|ramble|rabbiting|waffling|babbling"
    # "going on" is talk only on its own, "about" something or "and on": "User is going on | a
    # cruise", "... | holiday" goes somewhere
    r"|going\s+on(?=\s+(?:about|and)\b|\s*[.,;:!?]|\s*$)|banging\s+on|apologi[sz]ing|oversharing|talking\s+for"
    r"|thinking\s+out\s+loud)\b"
    r"|\b(?:thinks?|thought)\s+out\s+loud\b"
    r"|\b(?:wants?|wanted|would\s+like|needs?)\s+(?:to\s+have\s+)?(?:a|another)\s+(?:\w+\s+)?(?:chat|natter|chinwag|yarn|talk|catch-?up)\b"
    # said before
    r"|\b(?:mentioned|said|told\s+(?:me|you)|brought\s+(?:it|this|that)\s+up)\s+(?:it\s+|this\s+|that\s+)?"
    r"(?:before|earlier|previously|again)\b",
    re.IGNORECASE,
)
