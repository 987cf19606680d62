"""companion.store."""
