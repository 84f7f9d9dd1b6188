"""The version of agari (one place: the package, the CLI and the meta op read it)."""

__version__ = "0.1.0"
