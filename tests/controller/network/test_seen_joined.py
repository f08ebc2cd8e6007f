"""What a joined app was shown, kept (controller/seen_replay.py), over real sockets on 127.0.0.1: the
replay of the person's round built from their own views only (every decision they moved on is a
position, with the move made after it), and a host's computer's reason worked out from those views
(the host sends none): the computer's own reason, short of Hard's figures."""
from __future__ import annotations

import pytest

from mextrain.ai import HardPlayer
from mextrain.ai.why import Manner
from mextrain.controller.network.joined_game import JoinedGame
from mextrain.controller.replay import Kind, Replay
from mextrain.engine import EventKind, Phase


def _round_by_hand(qtbot, net, levels: list[str]):  # noqa: ANN001, ANN202
    """A table of len(levels) + 1 seats on 127.0.0.1: Ada joins and plays round 1 by hand, the host's
    computers of `levels` the others. Returns the host, the connection and the joined game."""
    host = net.host(len(levels) + 1, next_round_ms=None)  # round 1 stays over until the test looks
    client = net.client(host.port, "Ada", seed=1)
    client.playing = False  # the person plays by hand, below
    joined = JoinedGame(client)
    qtbot.waitUntil(lambda: client.seat is not None, timeout=5000)
    for i, level in enumerate(levels):
        host.set_computer(i + 1, level, f"Bot{i}")
    host.start(seed=11)
    for player in host.controller.players():
        if isinstance(player, HardPlayer):
            player.set_thinking_time(0.05)  # Hard's search, briefly: the test judges its words, not its play
    for _ in range(300):
        qtbot.waitUntil(lambda: bool(joined.local_legal()) or (joined.game is not None and joined.game.phase is not Phase.PLAYING),
                        timeout=10000)
        book = joined.game
        if book is not None and book.phase is not Phase.PLAYING:
            break
        legal = joined.local_legal()
        plays = [m for m in legal if m.tile is not None]
        joined.submit(plays[0] if plays else legal[0])
        qtbot.waitUntil(lambda: not client.move_pending, timeout=5000)
    assert joined.game is not None and joined.game.phase is Phase.ROUND_OVER
    return host, client, joined


def test_the_replay_of_a_joined_round_is_the_persons_own_views_with_each_move_after_it(qtbot, net) -> None:  # noqa: ANN001
    host, client, joined = _round_by_hand(qtbot, net, ["easy", "normal"])
    seat = client.seat
    game = host.controller.game
    record = game.rounds[0]
    seen = joined.seen.replay(seat, joined.game.rounds)
    assert seen is not None and seen.seed is None and seen.viewer == seat
    assert seen.position(seen.count - 1).kind is Kind.END and seen.decisions_in(0) == len(record.decisions)
    full = Replay(game, list(host.controller.seats), seat)
    moments = joined.coach_moments[seat]
    assert len(moments) > 3
    for moment in moments:
        index = seen.index_of(1, moment.decision)
        assert index is not None
        before, after = seen.position(index), seen.position(index + 1)
        assert before.view == moment.view  # the position the coach judged, as the person saw it
        assert (after.seat, after.move) == (seat, moment.played)  # and the next one shows the move made
    hidden_drawn = 0
    for pos in (seen.position(i) for i in range(seen.count)):
        assert pos.view.seat == seat  # the person's own views only
        assert all(not hand for s, hand in enumerate(pos.hands) if s != seat)  # no other hand, ever
        assert pos.hands[seat] == pos.view.hand
        for e in pos.events:  # what was heard: another seat's drawn tile never named
            if e.kind is EventKind.TILE_DRAWN and e.seat != seat:
                assert e.tile is None
                hidden_drawn += 1
        if pos.kind is Kind.MOVE:  # the table as the host's record has it at that decision
            theirs = full.position(full.index_of(1, pos.decision))
            assert pos.view.trains == theirs.view.trains and pos.view.hand == theirs.view.hand
            assert pos.view.hand_counts == theirs.view.hand_counts
    assert hidden_drawn > 0  # the computers drew: their tiles stayed hidden in the replay's log too
    sheet = seen.score_state(seen.count - 1)
    assert sheet.phase is Phase.ROUND_OVER and sheet.rounds[0].points == record.points
    assert sheet.totals == list(record.points)


@pytest.mark.slow  # about 3 s of CPU or more (3.8 and 5.0 in two runs of the whole suite, issue 37)
def test_a_host_computers_reason_is_worked_out_from_the_joined_views(qtbot, net) -> None:  # noqa: ANN001
    host, client, joined = _round_by_hand(qtbot, net, ["easy", "hard"])
    game = host.controller.game
    kinds = [cfg.kind for cfg in joined.seats]
    assert kinds[client.seat] == "human" and sorted(k for k in kinds if k != "human") == ["easy", "hard"]
    said = 0
    for index, d in enumerate(game.rounds[0].decisions):
        found = joined.seen.computer_why(1, index, kinds)
        if d.seat == client.seat:
            assert found is None  # the person's own moves: no reason to work out
            continue
        own = host.controller.why(1, index)  # the reason the host's computer kept
        assert found is not None and own is not None
        why, mover, move = found
        assert (mover, move) == (d.seat, d.move) and why.code is own.code
        if kinds[d.seat] == "easy":
            assert why == own  # Easy's reason is public whole
        else:
            assert not why.searched and why.manner in (None, Manner.SEARCHED)  # Hard's figures stay at the host
        said += 1
    assert said > 5


def test_two_persons_at_one_joined_app_each_replay_only_their_own_views(qtbot, net) -> None:  # noqa: ANN001
    """Ada and Ben share one app (a connection each, issue 31); the story's events come on Ada's. Each
    one's replay holds their own hand only, and Ben's never names a tile Ada drew (nor Ada's one Ben drew);
    Ben's own draws, which Ada's connection was not told, are named from his own views."""
    host = net.host(3, next_round_ms=None)
    ada = net.client(host.port, "Ada", seed=2)
    qtbot.waitUntil(lambda: ada.lobby is not None, timeout=5000)
    ben = net.client(host.port, "Ben", seed=3, companion=ada.token)
    qtbot.waitUntil(lambda: ben.lobby is not None and ben.seat is not None, timeout=5000)
    joined = JoinedGame(ada)
    joined.add_person(ben)
    host.set_computer(2, "easy", "Cy")
    host.start(seed=12)  # both play random legal moves by themselves (BotClient)
    qtbot.waitUntil(lambda: joined.game is not None and joined.game.phase is not Phase.PLAYING, timeout=30000)
    record = host.controller.game.rounds[0]
    drawn = {d.seat for d in record.decisions if d.move.kind.value == "draw"}
    assert {0, 1} <= drawn  # both drew: each has tiles the other must not see
    assert joined.seen.seats() == [0, 1]
    for seat in (0, 1):
        seen = joined.seen.replay(seat, joined.game.rounds)
        assert seen is not None
        named = 0
        for pos in (seen.position(i) for i in range(seen.count)):
            assert pos.view.seat == seat and all(not h for s, h in enumerate(pos.hands) if s != seat)
            for e in pos.events:
                if e.kind is EventKind.TILE_DRAWN:
                    assert (e.tile is None) is (e.seat != seat)  # one's own drawn tile, nobody else's
                    named += e.seat == seat
        assert seen.decisions_in(0) == len(record.decisions)
        assert named > 0  # one's own draws are named: Ada's as her connection heard them, Ben's from his views
