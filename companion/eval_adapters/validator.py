"""Adapter for the shared validator evaluation (`validator_eval.py --adapter ...:Validator`).

The evaluation's transcripts carry no timestamps; every message gets one fixed synthetic time.
A candidate counts as accepted when the gate would write it at all: accept, reinforce, or
pending (pending facts are stored for the user's review, so counting them as accepted is the
conservative choice for the false-accept rate). `count_pending=false` reports the strict view.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import UTC, datetime

from companion.model import Message, Outcome
from companion.validation import Policy, validate

__all__ = ["SYNTHETIC_TIME", "Validator"]

SYNTHETIC_TIME = datetime(2024, 1, 15, 12, 0, tzinfo=UTC)


class Validator:
    """validate(transcript, candidates) -> list[bool], as the evaluation script expects."""

    def __init__(self, count_pending: bool = True, **policy: object) -> None:
        self.count_pending = count_pending
        self.policy = Policy(**policy)  # type: ignore[arg-type]
        self.outcomes: list[Outcome] = []

    def validate(
        self, transcript: Sequence[Mapping[str, str]], candidates: Sequence[Mapping[str, object]]
    ) -> list[bool]:
        messages = [
            Message(
                role="user" if m["role"] == "user" else "assistant",
                content=m["content"],
                timestamp=SYNTHETIC_TIME,
            )
            for m in transcript
        ]
        verdicts = validate(messages, candidates, policy=self.policy)
        self.outcomes.extend(v.outcome for v in verdicts)
        ok = {Outcome.ACCEPT, Outcome.REINFORCE} | ({Outcome.PENDING} if self.count_pending else set())
        return [v.outcome in ok for v in verdicts]

    def close(self) -> None:
        counts = {o.value: self.outcomes.count(o) for o in Outcome}
        print(f"outcomes: {counts}")
