"""Tests of the table library: layout, scene items, tile art, dragging from the hand (app/mextrain/ui/table)."""
