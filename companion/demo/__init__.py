"""The bundled demo: sample sessions and the `companion demo` command."""
