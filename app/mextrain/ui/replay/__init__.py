"""The replay viewer: its window, controls and the hands it shows."""
