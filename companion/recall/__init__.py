"""companion.recall."""
