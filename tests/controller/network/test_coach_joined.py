"""The coach at a joined table, over real sockets on 127.0.0.1: the app keeps the views its person
moved on (the host keeps the record and the hidden hands), and judges them as the host's record
would be judged: the same decisions, the same views, the same verdict."""
from __future__ import annotations

import pytest

from mextrain.ai import coach
from mextrain.controller.coaching import moments_for
from mextrain.controller.network.joined_game import JoinedGame
from mextrain.engine import Phase


@pytest.mark.slow  # about 3 s of CPU or more (the quick loop leaves it out)
def test_a_joined_app_reviews_its_persons_decisions_from_its_own_views(qtbot, net) -> None:  # noqa: ANN001
    host = net.host(2)
    client = net.client(host.port, "Ada", seed=1)
    client.playing = False  # the person plays by hand, below
    joined = JoinedGame(client)
    qtbot.waitUntil(lambda: client.seat is not None, timeout=5000)
    host.fill_with_computers("easy", ["Bot"])
    host.start(seed=9)
    book = None
    for _ in range(200):
        qtbot.waitUntil(lambda: bool(joined.local_legal()) or (joined.game is not None and joined.game.phase is not Phase.PLAYING),
                        timeout=10000)
        book = joined.game
        if book is not None and book.phase is not Phase.PLAYING:
            break
        legal = joined.local_legal()
        plays = [m for m in legal if m.tile is not None]
        joined.submit(plays[-1] if plays else legal[0])
        qtbot.waitUntil(lambda: not client.move_pending, timeout=5000)
    assert book is not None and book.phase is Phase.ROUND_OVER
    seat = client.seat
    kept = moments_for(book, joined.coach_moments, seat, [1])
    recorded = coach.moments(host.controller.game, seat, [1])
    assert len(kept) == len(recorded) > 3
    for mine, theirs in zip(kept, recorded):
        assert (mine.round_number, mine.decision, mine.turn, mine.played) == \
            (theirs.round_number, theirs.decision, theirs.turn, theirs.played)
        assert mine.view == theirs.view  # what the person saw is all the app judges by
    a = coach.review(kept, playouts=120, seconds=None)
    b = coach.review(recorded, playouts=120, seconds=None)
    assert a.findings == b.findings and a.judged == b.judged > 0
