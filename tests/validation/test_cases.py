"""Table-driven behaviour over the hand-written cases in tests/data/validation/cases.json."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from companion.model import Message
from companion.validation import validate
from tests.validation.conftest import WHEN

_CASES: list[dict[str, Any]] = json.loads(
    (Path(__file__).parents[1] / "data" / "validation" / "cases.json").read_text(encoding="utf-8")
)["cases"]


@pytest.mark.parametrize("case", _CASES, ids=[c["id"] for c in _CASES])
def test_case(case: dict[str, Any]) -> None:
    """Each invented case gets the expected outcome, first reason and resolved date."""
    roles = ("user", "assistant")
    messages = [Message(role=roles[i % 2], content=c, timestamp=WHEN) for i, c in enumerate(case["messages"])]
    (verdict,) = validate(messages, [case["candidate"]])
    assert verdict.outcome.value == case["outcome"], verdict
    assert verdict.reasons[0].value == case["reason"], verdict
    if "valid_from" in case:
        assert verdict.valid_from is not None
        assert verdict.valid_from.isoformat() == case["valid_from"]
