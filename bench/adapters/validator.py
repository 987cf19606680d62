"""Adapter for the shared validator evaluations (`validator_eval.py` and `voice_eval.py`,
`--adapter bench/adapters/validator.py:Validator`).

Each result is the gate's outcome as the harnesses read it: accept | reinforce | pending |
reject (pending = held for the user's review, which the harnesses count apart from both false
accepts and false rejects). `outcomes=false` returns booleans instead (True = written at all,
pending included: the conservative reading of older harness versions).

Time. A message's `at` (ISO 8601, as voice_eval.py gives it) is its timestamp, from which the
gate resolves relative times ("last friday"). validator_eval.py gives no times: every message
then gets one fixed synthetic time.

Participant names. The product passes the user's name in `Policy.user_names` (it knows whom it
talks to). The LoCoMo evaluation does not say who the user is, and its facts name the user by
name ("<Name> volunteers at ..."); the gate's strict default (names backed only by user turns)
would reject them whenever the user never says their own name. So the adapter derives the one
name it can learn legitimately from the conversation: the name the *assistant* uses to address
the user, as a vocative ("Thanks, Priya!", "Hey Priya,", "..., Priya."). Only a capitalised
single word in vocative position counts; nothing else the assistant says backs anything.
`derive_names=false` turns this off (the raw strict default).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import replace
from datetime import UTC, datetime

from companion.model import Message, Outcome
from companion.validation import Policy, validate

__all__ = ["SYNTHETIC_TIME", "Validator", "addressed_names", "message_time"]

SYNTHETIC_TIME = datetime(2024, 1, 15, 12, 0, tzinfo=UTC)

_GREETING = (
    r"(?:hey|hi|hello|thanks|thank\s+you|wow|congrats|congratulations|sorry|yeah|yes|oh|aw+|bye|cheers)"
)
_NAME = r"([A-Z][a-z]{1,20})"
# "Thanks, Priya!" / "Hey Priya," at the start of a sentence; ", Priya!" / ", Priya." closing one.
_VOCATIVE_RES = (
    re.compile(rf"(?:^|[.!?]\s+){_GREETING}\s*,?\s+{_NAME}\s*[,!.?]", re.IGNORECASE),
    re.compile(rf",\s+{_NAME}\s*[!.?]"),
    # "Thanks for coming Priya!": a thanks sentence that ends on the name
    re.compile(rf"\b(?:thanks|thank\s+you)\b[^.!?]{{0,60}}?\s{_NAME}\s*[!.]", re.IGNORECASE),
)
_NOT_NAMES = frozenset({"I", "Yes", "No", "Thanks", "Wow", "Oh", "Hey", "Hi", "Sure", "Right", "Man", "Dude"})


def addressed_names(assistant_turns: Sequence[str]) -> tuple[str, ...]:
    """Names the assistant addresses the user by (vocatives), most frequent first."""
    found: Counter[str] = Counter()
    for text in assistant_turns:
        for rx in _VOCATIVE_RES:
            for m in rx.finditer(text):
                name = m.group(1)
                if name[0].isupper() and name not in _NOT_NAMES:
                    found[name] += 1
    return tuple(n for n, _ in found.most_common())


def message_time(raw: Mapping[str, object]) -> datetime:
    """The message's `at` time when the harness gives one (ISO 8601, "Z" for UTC), else the
    synthetic time. A time without a zone is read as UTC."""
    at = raw.get("at")
    if not isinstance(at, str) or not at:
        return SYNTHETIC_TIME
    when = datetime.fromisoformat(at.replace("Z", "+00:00"))
    return when if when.tzinfo is not None else when.replace(tzinfo=UTC)


class Validator:
    """validate(transcript, candidates) -> one outcome per candidate, as the harnesses expect."""

    def __init__(
        self, outcomes: bool = True, derive_names: bool = True, count_pending: bool = True, **policy: object
    ) -> None:
        self.as_outcomes = outcomes not in (False, "false", "0", "no")
        self.count_pending = count_pending not in (False, "false", "0", "no")
        self.derive_names = derive_names not in (False, "false", "0", "no")
        self.policy = Policy(**policy)  # type: ignore[arg-type]
        self.outcomes: list[Outcome] = []

    def validate(
        self, transcript: Sequence[Mapping[str, object]], candidates: Sequence[Mapping[str, object]]
    ) -> list[str] | list[bool]:
        messages = [
            Message(
                role="user" if m["role"] == "user" else "assistant",
                content=str(m["content"]),
                timestamp=message_time(m),
            )
            for m in transcript
        ]
        policy = self.policy
        if self.derive_names:
            names = addressed_names([m.content for m in messages if m.role == "assistant"])
            if names:
                policy = replace(policy, participant_names=policy.participant_names + names)
        verdicts = validate(messages, candidates, policy=policy)
        self.outcomes.extend(v.outcome for v in verdicts)
        if self.as_outcomes:
            return [v.outcome.value for v in verdicts]
        ok = {Outcome.ACCEPT, Outcome.REINFORCE} | ({Outcome.PENDING} if self.count_pending else set())
        return [v.outcome in ok for v in verdicts]

    def close(self) -> None:
        counts = {o.value: self.outcomes.count(o) for o in Outcome}
        print(f"outcomes: {counts}")
