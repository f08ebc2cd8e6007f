"""The table: scene, view, hand, train rows and tile items. Imports only the engine and the texts (this app's libkcardgame)."""
