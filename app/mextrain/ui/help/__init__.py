"""The Help menu's windows: Help > Rules (rules.py), Help > About (about.py), and the one object
that makes each once and shows it again (windows.py, `HelpUi`)."""
