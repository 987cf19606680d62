"""The offline proposer's value types: a rule, and the draft fact a rule's builder returns."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from companion.model import Category

__all__ = ["Built", "Draft", "Rule", "drafts"]


@dataclass(frozen=True, slots=True)
class Draft:
    text: str
    category: Category
    slot: str | None = None
    importance: int = 3
    explicit: bool = False
    end: int | None = None  # absolute end of the value in the message (quote boundary)


# What a builder returns: one fact, several facts from one statement ("i work as a data engineer at
# Northwind Labs" is a job title and an employer), or None to veto the match.
Built = Draft | tuple[Draft, ...] | None


@dataclass(frozen=True, slots=True)
class Rule:
    name: str
    pattern: re.Pattern[str]
    build: Callable[[re.Match[str]], Built]
    clause_initial: bool = False  # only when the clause starts with the pattern (requests, instructions)


def drafts(built: Built) -> tuple[Draft, ...]:
    if built is None:
        return ()
    return built if isinstance(built, tuple) else (built,)
