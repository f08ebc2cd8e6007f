"""Tests of the main window and its dialogs, driven by real mouse and key events (app/mextrain/ui)."""
