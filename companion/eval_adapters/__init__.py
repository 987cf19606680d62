"""Adapters that plug companion-memory into the shared evaluation scripts (../shared/eval)."""

__all__: list[str] = []
