"""companion.voice."""
