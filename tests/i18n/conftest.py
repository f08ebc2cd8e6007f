"""Tests of the translations: .ts and .qm files, switching at run time, the rules pages (app/mextrain/i18n)."""
