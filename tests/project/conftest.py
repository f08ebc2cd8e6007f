"""Tests of the house itself: layering, packaging, the repository's links, the frozen app, the command-line tools."""
