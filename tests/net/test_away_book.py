"""The one home of who is away and for whom a computer stands in (net/away.py)."""
from __future__ import annotations

from mextrain.net.away import AwayBook
from mextrain.net.messages import WAIT_GRACE


def test_the_grace_runs_out_once_and_a_person_back_ends_it() -> None:
    book = AwayBook()
    book.went(2, now=10.0)
    assert book.left(2, 30.0, 25.0) == 15.0 and book.due(39.9, 30.0) == []
    assert book.due(40.0, 30.0) == [2] and book.due(41.0, 30.0) == []  # taken over once
    assert book.left(2, 30.0, 41.0) == 0.0
    assert book.back(2) is True and book.left(2, 30.0, 50.0) is None and book.back(2) is False


def test_a_table_that_waits_never_hands_a_seat_to_a_computer() -> None:
    book = AwayBook()
    book.went(1, now=0.0)
    assert book.due(10 * 86400.0, WAIT_GRACE) == [] and book.left(1, WAIT_GRACE, 5.0) is None
