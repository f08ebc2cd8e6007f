"""The table's sounds in the window: when each is heard (table_sound) and their rows in Preferences."""
