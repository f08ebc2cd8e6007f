"""Hosting and joining a table: the dialogs, the lobby and their texts."""
