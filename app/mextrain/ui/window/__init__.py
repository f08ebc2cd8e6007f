"""The main window: its menus, side panel, dialogs and score sheet, wiring the rooms of ui/."""
