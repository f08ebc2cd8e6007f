"""The statistics window and its chart."""
