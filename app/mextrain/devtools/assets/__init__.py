"""Makers of the files in resources/ that are generated, not drawn by hand: the icons and the sounds."""
