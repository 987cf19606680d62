"""companion.extraction."""
