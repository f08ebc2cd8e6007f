"""The game's rule sets in the window (R18–R24): their words (`words.py`), shown wherever a
game's rules are shown; the New Game dialog's choice and editor of rule sets live here too."""
