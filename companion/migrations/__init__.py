"""companion.migrations."""
