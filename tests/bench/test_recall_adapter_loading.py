"""The recall adapter loads the way ../shared/eval/recall_eval.py loads it."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import bench.adapters.recall as adapter_module


def test_the_adapter_file_loads_without_being_registered_as_a_module() -> None:
    """The harness executes the file from its path, never adding it to sys.modules (a dataclass
    defined in it would fail there under postponed annotations)."""
    path = Path(adapter_module.__file__)
    spec = importlib.util.spec_from_file_location("sut_adapter", path)
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    assert callable(module.Recall)
    assert module.Candidates((), "user").focus == "user"
