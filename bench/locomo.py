"""Reading the LoCoMo development split for the bench scripts (never copied into the project).

The data lives in ../shared/data (CC BY-NC 4.0, evaluation only) and its loader in
../shared/eval/locomo_data.py, imported by path so the shared folder stays the only copy.
"""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

REPO = Path(__file__).resolve().parents[1]
SHARED = REPO.parent / "shared"
DATA = SHARED / "data" / "locomo-dev" / "locomo-dev.json"
LOADER = SHARED / "eval" / "locomo_data.py"


def load_module(path: Path = LOADER) -> ModuleType:
    """The shared `locomo_data` module (load_locomo, sessions, speakers, observation_facts)."""
    spec = importlib.util.spec_from_file_location("locomo_data", path)
    if spec is None or spec.loader is None:
        raise SystemExit(f"cannot import {path}")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module
