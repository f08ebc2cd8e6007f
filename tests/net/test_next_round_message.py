"""Issue 19 point 8's rest, in the pure sessions: a host that deals the next round by itself says in
`round_over` how long until it does (`next_round_ms`), to everybody at the round's end; never after
the last round; and to a person who comes back during the pause, what is left of it (issue 38, point 19:
a hall's host back at the table read "Waiting for the host to deal" about itself)."""
from __future__ import annotations

from mextrain.engine import Phase
from mextrain.net import messages as m
from support.net import MemoryTable, inbox_of


def _to_round_over(t: MemoryTable) -> None:
    while t.game.phase is Phase.PLAYING:
        t.step()


def test_round_over_tells_the_hosts_timer_at_the_end_of_a_round_only() -> None:
    t = MemoryTable(players=3, seed=4)
    t.host.next_round_ms = 8000
    ana = t.join("Ana")
    t.start()
    _to_round_over(t)
    (over,) = inbox_of(ana, m.RoundOver)
    assert over.round == 1 and over.next_round_ms == 8000
    assert ana.client.view is not None
    t.drop(ana)
    t.now += 3.0
    back = t.reconnect(ana)  # comes back 3 s into the pause: the round's end again, with the 5 s left
    (again,) = inbox_of(back, m.RoundOver)
    assert again.round == 1 and again.next_round_ms == 5000
    t.play_to_end()
    last = inbox_of(back, m.RoundOver)[-1]
    assert last.round == 7 and last.next_round_ms is None  # after the last round nothing is dealt
    assert all(o.next_round_ms == 8000 for o in inbox_of(back, m.RoundOver)[1:-1])


def test_a_host_whose_person_deals_sends_no_timer() -> None:
    t = MemoryTable(players=2, seed=9)
    ana = t.join("Ana")
    t.start()
    _to_round_over(t)
    (over,) = inbox_of(ana, m.RoundOver)
    assert over.next_round_ms is None and "next_round_ms" not in over.to_json()
