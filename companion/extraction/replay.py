"""The replay proposer: candidates from a JSON file's text (tests; reproducing a bad extraction).

The command line reads the file (`companion extract --proposer replay --replay FILE`); this module
only parses the text.

Accepted layouts:
- a list of candidate objects;
- {"candidates": [...]} (what the Claude proposer records as a single-window raw answer);
- {"windows": [{"answer": {"candidates": [...]}}, ...]} (a multi-window raw answer), merged the
  same way the Claude proposer merges windows.

Each candidate is handed to the validator verbatim, malformed ones included, so replaying a
recorded raw answer reproduces the recorded verdicts. A file that is not JSON or not one of these
layouts raises MalformedProposal with the file's text as the raw answer.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence

from companion.extraction.windows import merge_items
from companion.model import Fact, Transcript
from companion.model.proposals import Proposal, ProposalFailed, ProposalItem

__all__ = ["ReplayProposer", "items_from_answer"]


def _candidates(value: object) -> tuple[ProposalItem, ...] | None:
    if isinstance(value, Mapping):
        value = value.get("candidates")
    if not isinstance(value, list):
        return None
    return tuple(c if isinstance(c, Mapping) else {"_not_an_object": c} for c in value)


def items_from_answer(answer: object) -> tuple[ProposalItem, ...] | None:
    """Candidates of a parsed answer in any accepted layout, or None for another shape (pure)."""
    if isinstance(answer, Mapping) and isinstance(answer.get("windows"), list):
        groups = []
        for window in answer["windows"]:
            items = _candidates(window.get("answer") if isinstance(window, Mapping) else None)
            if items is None:
                return None
            groups.append(items)
        return merge_items(groups)
    return _candidates(answer)


class ReplayProposer:
    """Replays the candidates stored in a JSON file (or given as text)."""

    name = "replay"
    model: str | None = None
    prompt_version: str | None = None

    def __init__(self, text: str, *, source: str = "<text>") -> None:
        self.text = text
        self.source = source

    async def propose(self, transcript: Transcript, active_facts: Sequence[Fact]) -> Proposal:
        try:
            answer = json.loads(self.text)
        except ValueError as exc:
            raise ProposalFailed("unparseable", self.text, f"{self.source} is not JSON: {exc}") from None
        items = items_from_answer(answer)
        if items is None:
            raise ProposalFailed(
                "wrong_shape", self.text, f"{self.source}: expected a list or {{'candidates': [...]}}"
            )
        return Proposal(
            proposer=self.name, model=None, prompt_version=None, raw_answer=self.text, items=items
        )
