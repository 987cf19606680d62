"""The evaluation adapters in bench/adapters/ (they plug the product into ../shared/eval)."""

from __future__ import annotations

from bench.adapters.validator import addressed_names


def test_adapter_derives_only_vocative_names() -> None:
    """The eval adapter learns the names the assistant addresses the user by, nothing else."""
    turns = ["Thanks, Priya! That was kind.", "Hey Priya, how was Lisbon?", "I met Tomasz at the market."]
    assert addressed_names(turns) == ("Priya",)
    assert addressed_names(["We went to Lisbon with Tomasz."]) == ()
