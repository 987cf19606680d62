"""companion.validation."""
