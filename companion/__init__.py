"""companion-memory: a validation-gated memory layer for realtime voice companions."""

__version__ = "0.1.0"
__all__ = ["__version__"]
