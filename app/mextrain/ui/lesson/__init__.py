"""Help > Learn to Play: lessons played on the table, one step at a time (entry.py)."""
