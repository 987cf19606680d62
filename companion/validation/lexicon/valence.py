"""How pleasant an English word is, from VADER's lexicon (vaderSentiment, MIT licence).

VADER's lexicon (Hutto & Gilbert, ICWSM 2014) holds about 7,500 words, each rated from -4
(extremely negative) to +4 (extremely positive) by ten human raters; the wheel ships it as a text
file, so nothing is downloaded at run time. The gate reads only the word ratings, never VADER's
sentence scorer: that scorer gives "Oh no!" and "Ouch." a score of 0.0 and "That sounds like a very
tiring stretch" +0.36, so a listener's sympathy is read as the formulas it is made of instead
(`lexicon.clauses.SYMPATHY_OPENERS`). What a list of praise words never finishes ("helpful",
"responsive", "efficient", "relaxing", "generous") the raters already rated.
"""

from __future__ import annotations

from functools import lru_cache

from vaderSentiment.vaderSentiment import SentimentIntensityAnalyzer

__all__ = ["PLEASANT", "valence"]

#: The raters' mean rating from which a word is pleasant: "helpful" 1.8, "efficient" 1.8, "easy"
#: 1.9, "glad" 2.0; not "fine" 0.8 or "okay" 0.9, which a complaint says too.
PLEASANT = 1.5


@lru_cache(maxsize=1)
def _ratings() -> dict[str, float]:
    # the analyser's constructor reads the lexicon file the wheel ships, once
    ratings: dict[str, float] = SentimentIntensityAnalyzer().lexicon
    return ratings


@lru_cache(maxsize=16384)
def valence(word: str) -> float:
    """The raters' mean rating of `word` (lower case), -4 to +4; 0.0 for a word they did not rate."""
    return _ratings().get(word, 0.0)
