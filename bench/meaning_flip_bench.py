"""Meaning flips on real conversation: facts that keep the user's words but turn their meaning.

The shared validator evaluation alters *quotes* (swapped names, cut negations, wrong turns). A
hallucinating extractor can also keep a real quote and invent around it: "User hates hiking" on
"I love hiking", "User speaks Spanish" on "I want to learn Spanish", "User is a doctor" on "my
sister is a doctor". This bench builds such pairs from the LoCoMo development split at run time:
for every user turn that matches a pattern, a *flipped* fact (must be refused: accepted, pending
or reinforced all count as accepted, the conservative view) and a *kept* fact that says the same
as the user (should be accepted; pending counts as accepted here too), both citing the verbatim
sentence of the turn as the quote.

Kinds (the fact texts are templates, so they read a little mechanically; the gate sees keys):
    sentiment.love   "I love X"          flipped "User hates X."        kept "User loves X."
    sentiment.hate   "I hate X"          flipped "User loves X."        kept "User hates X."
    wish             "I want to / hope to / would love to / am planning to X"
                                         flipped "User X."              kept "User wants to X."
    used_to          "I used to X"       flipped "User X."              kept "User used to X."
    relation         "my sister is X"    flipped "User is X."           kept "User's sister is X."
    idiom            "I can't wait to X" flipped "User can wait to X."  kept "User can't wait to X."
    negation         "I don't / never X" flipped "User X."              kept "User doesn't X."

Each conversation is read twice, each speaker in turn as the user. The data is read from
../shared/data (CC BY-NC 4.0, evaluation only); nothing of it is copied into the project.

    .venv/bin/python bench/meaning_flip_bench.py [--json out.json]
"""

from __future__ import annotations

import argparse
import json
import platform
import re
from collections import Counter
from collections.abc import Iterator
from datetime import UTC, datetime
from typing import Any

from locomo import DATA, load_module

from companion.model import Message, Outcome
from companion.validation import Policy, validate

WHEN = datetime(2024, 1, 15, 12, 0, tzinfo=UTC)
_SENTENCE = re.compile(r"[^.!?]+[.!?]?")
_TAIL = r"([a-z][a-z' ]{2,60}?)(?=[.,!?;]|\s+(?:and|but|because|so|when|with you)\b|$)"
_RELATIONS = "sister|brother|mom|dad|mother|father|wife|husband|son|daughter|partner|boss|cousin|aunt|uncle"

_LOVE = r"\bI (?:really |just |absolutely |totally )?(?:love|adore|enjoy) "
_HATE = r"\bI (?:really |just |absolutely )?(?:hate|dislike|can't stand) "
_WISH = (
    r"\bI(?:'d| would) (?:love|like) to |\bI (?:really )?(?:want|hope|plan) to |\bI'm (?:planning|hoping) to "
)

# (kind, pattern, flipped template, kept template); {x} is the captured phrase, {r} a relation.
PATTERNS: tuple[tuple[str, re.Pattern[str], str, str], ...] = (
    ("sentiment.love", re.compile(_LOVE + _TAIL, re.I), "User hates {x}.", "User loves {x}."),
    ("sentiment.hate", re.compile(_HATE + _TAIL, re.I), "User loves {x}.", "User hates {x}."),
    ("wish", re.compile(f"(?:{_WISH}){_TAIL}", re.I), "User {x}.", "User wants to {x}."),
    ("used_to", re.compile(rf"\bI used to {_TAIL}", re.I), "User {x}.", "User used to {x}."),
    ("relation", re.compile(rf"\bmy ({_RELATIONS}) (?:is|was) (?:a |an |really |so )?{_TAIL}", re.I),
     "User is {x}.", "User's {r} is {x}."),
    ("idiom", re.compile(rf"\bI (?:can't|cannot) wait to {_TAIL}", re.I), "User can wait to {x}.",
     "User can't wait to {x}."),
    ("negation", re.compile(rf"\bI (?:don't|do not|never) {_TAIL}", re.I), "User {x}.", "User doesn't {x}."),
)  # fmt: skip


def _quote(text: str, start: int) -> str | None:
    """The sentence of `text` around character `start`, if it is 4-30 words."""
    for m in _SENTENCE.finditer(text):
        if m.start() <= start < m.end():
            sentence = m.group().strip()
            return sentence if 4 <= len(sentence.split()) <= 30 else None
    return None


def pairs(data: list[dict[str, Any]], loc: Any) -> Iterator[tuple[str, list[Message], int, str, str, str]]:
    """(kind, transcript, turn index, quote, flipped fact, kept fact) for every match."""
    for sample in data:
        for user in loc.speakers(sample):
            for session in loc.sessions(sample):
                msgs = [
                    Message(
                        role="user" if t["speaker"] == user else "assistant",
                        content=t["text"],
                        timestamp=WHEN,
                    )
                    for t in session["turns"]
                ]
                for i, m in enumerate(msgs):
                    if m.role != "user":
                        continue
                    for kind, rx, flip, keep in PATTERNS:
                        for match in rx.finditer(m.content):
                            groups = [g for g in match.groups() if g]
                            phrase = groups[-1].strip()
                            rel = groups[0] if kind == "relation" else ""
                            quote = _quote(m.content, match.start())
                            if quote is None or len(phrase.split()) < 1:
                                continue
                            yield (
                                kind,
                                msgs,
                                i,
                                quote,
                                flip.format(x=phrase, r=rel),
                                keep.format(x=phrase, r=rel),
                            )


def run(data: list[dict[str, Any]], loc: Any) -> dict[str, Any]:
    accepted = {Outcome.ACCEPT, Outcome.PENDING, Outcome.REINFORCE}
    n: Counter[str] = Counter()
    flipped_in: Counter[str] = Counter()
    flipped_active: Counter[str] = Counter()
    kept_in: Counter[str] = Counter()
    kept_strict: Counter[str] = Counter()
    reasons: Counter[str] = Counter()
    leaks: list[dict[str, str]] = []
    policy = Policy()
    for kind, msgs, i, quote, flip, keep in pairs(data, loc):
        v_flip, v_keep = validate(
            msgs,
            [
                {"text": flip, "supporting_quote": quote, "source_message_index": i},
                {"text": keep, "supporting_quote": quote, "source_message_index": i},
            ],
            policy=policy,
        )
        n[kind] += 1
        flipped_active[kind] += v_flip.outcome in (Outcome.ACCEPT, Outcome.REINFORCE)
        if v_flip.outcome in accepted:
            flipped_in[kind] += 1
            leaks.append({"kind": kind, "fact": flip, "quote": quote, "outcome": str(v_flip.outcome)})
        else:
            reasons[f"{kind}:{v_flip.reasons[0]}"] += 1
        kept_in[kind] += v_keep.outcome in accepted
        kept_strict[kind] += v_keep.outcome is Outcome.ACCEPT
    kinds = sorted(n)
    return {
        "kinds": {
            k: {
                "n": n[k],
                "flipped_accepted": flipped_in[k],
                "flip_accept_rate": flipped_in[k] / n[k],
                "flipped_stored_active": flipped_active[k],
                "kept_accepted": kept_in[k],
                "kept_accept_rate": kept_in[k] / n[k],
                "kept_accept_rate_strict": kept_strict[k] / n[k],
            }
            for k in kinds
        },
        "total": {
            "n": sum(n.values()),
            "flipped_accepted": sum(flipped_in.values()),
            "flipped_stored_active": sum(flipped_active.values()),
            "kept_accepted": sum(kept_in.values()),
        },
        "rejection_reasons": dict(reasons.most_common()),
        "leaks": leaks,
    }


def main(argv: list[str] | None = None) -> dict[str, Any]:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--json", default=None, help="write results to this file")
    ap.add_argument("--show-leaks", type=int, default=10, help="print up to N accepted flips (never saved)")
    args = ap.parse_args(argv)
    loc = load_module()
    result = run(loc.load_locomo(str(DATA)), loc)
    result["machine"] = {"platform": platform.platform(), "python": platform.python_version()}
    result["dataset"] = "LoCoMo dev split (5 conversations, each speaker as the user)"
    print(f"dataset: {result['dataset']}")
    print(
        "| kind | pairs | flipped fact accepted or pending | of which stored active "
        "| kept fact accepted or pending |"
    )
    print("|---|---:|---:|---:|---:|")
    for k, r in result["kinds"].items():
        print(
            f"| {k} | {r['n']} | {r['flipped_accepted']} ({r['flip_accept_rate']:.1%}) | "
            f"{r['flipped_stored_active']} | {r['kept_accepted']} ({r['kept_accept_rate']:.1%}) |"
        )
    t = result["total"]
    print(
        f"| all | {t['n']} | {t['flipped_accepted']} | {t['flipped_stored_active']} | {t['kept_accepted']} |"
    )
    for leak in result["leaks"][: args.show_leaks]:
        print("  accepted flip:", leak)
    if args.json:
        # counts only: the accepted flips quote the dataset, which stays out of the project
        saved = {k: v for k, v in result.items() if k != "leaks"}
        with open(args.json, "w", encoding="utf-8") as fh:
            json.dump(saved, fh, indent=2)
    return result


if __name__ == "__main__":
    main()
