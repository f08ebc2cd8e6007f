"""Whole games through the pure host and client sessions, bytes passed by hand (no sockets).

The host's record must replay to the same totals; each joined app must have been sent
nothing it may not know; intents that are repeated, stale, early, out of turn or illegal
change nothing; a dropped person is away, then played by a computer, then back.
"""
from __future__ import annotations

import json

import pytest

from mextrain.engine import DRAW, PASS, Move, MoveKind, Phase
from mextrain.engine.record import game_to_record, replay
from mextrain.net import actions as a
from mextrain.net import messages as m
from mextrain.net.connection import DEAD_AFTER
from mextrain.net.wire import MAX_FRAME
from support.net import MemoryTable, Peer, check_no_leaks, inbox_of


@pytest.mark.parametrize("players, persons, seed", [(4, 2, 3), (8, 5, 11), (2, 1, 7)])
@pytest.mark.slow  # a whole game
def test_a_whole_game_with_joined_apps_and_computers_replays_and_leaks_nothing(players: int, persons: int, seed: int) -> None:
    t = MemoryTable(players=players, seed=seed)
    peers = [t.join(f"P{i}") for i in range(persons)]
    t.start("normal" if players == 2 else "easy")
    t.play_to_end()
    g = t.game
    again = replay(json.loads(json.dumps(game_to_record(g, t.record_seats()))))
    assert again.totals == g.totals and again.winners == g.winners
    for p in peers:
        assert p.client.state == "playing" and p.open
        (over,) = inbox_of(p, m.GameOver)
        assert over.totals == tuple(g.totals) and over.winners == g.winners
        assert len(inbox_of(p, m.RoundOver)) == g.options.rounds
        assert p.client.view.turn == t.host.turn == sum(len(r.decisions) for r in g.rounds)
        assert [r.ok for r in inbox_of(p, m.MoveResult)] == [True] * len(inbox_of(p, m.MoveResult))
        assert check_no_leaks(p) > 100
        assert max(len(x.data) for x in p.log) < MAX_FRAME // 4  # the biggest view leaves ample room
        views = inbox_of(p, m.View)
        assert all(y.seq > x.seq and y.turn >= x.turn for x, y in zip(views, views[1:]))
        assert all(v.view.seat == p.client.seat for v in views)
        # someone else's draw reaches this seat without the tile; its own draws with it
        drawn = [e for ev in inbox_of(p, m.Events) for e in ev.events if e.kind.value == "tile_drawn"]
        assert drawn and all((e.tile is not None) == (e.seat == p.client.seat) for e in drawn)


def test_the_leak_check_catches_a_host_that_leaks(monkeypatch: pytest.MonkeyPatch) -> None:
    """The check above can fail: a host that tells everybody the drawn tile is caught."""
    from mextrain.net import host

    monkeypatch.setattr(host, "public_events", lambda events, seat: tuple(events))
    t = MemoryTable(players=3, seed=2)
    p = t.join("Ana")
    t.start()
    t.play_to_end()
    with pytest.raises(AssertionError, match="hidden tiles"):
        check_no_leaks(p)


def _state(t: MemoryTable) -> str:
    return json.dumps(game_to_record(t.game, t.record_seats()))


def _until_turn_of(t: MemoryTable, seat: int) -> None:
    for _ in range(500):
        if t.game.phase is Phase.PLAYING and t.game.current_seat == seat:
            return
        t.step()
    raise AssertionError("the seat never got a turn")


def _answers(t: MemoryTable, p: Peer, intent: m.MoveIntent) -> list[m.MoveResult]:
    before = len(p.inbox)
    t.client_out(p, [__import__("mextrain.net.client", fromlist=["Send"]).Send(intent.encode())])
    return [x for x in p.inbox[before:] if isinstance(x, m.MoveResult)]


@pytest.mark.slow  # about 3 s of CPU or more (the quick loop leaves it out)
def test_repeated_stale_early_out_of_turn_and_illegal_intents_change_nothing() -> None:
    t = MemoryTable(players=3, seed=4)
    ana, bo = t.join("Ana"), t.join("Bo")
    t.start()
    for _ in range(5):
        t.step()
    _until_turn_of(t, 1)
    turn = t.host.turn
    assert turn > 0
    legal = t.game.legal_moves()
    state = _state(t)
    illegal = next(Move.play(x, 1) for x in t.game.round.hand(2))  # a tile Ana does not hold
    cases = [
        (bo, m.MoveIntent(turn, legal[0]), "not_your_turn"),
        (ana, m.MoveIntent(turn + 1, legal[0]), "future_turn"),
        (ana, m.MoveIntent(turn - 1, legal[0]), "stale_turn"),
        (ana, m.MoveIntent(turn, illegal), "illegal"),
        (ana, m.MoveIntent(turn, PASS if PASS not in legal else Move.play(illegal.tile, "mexican")), "illegal"),
    ]
    for peer, intent, code in cases:
        (res,) = _answers(t, peer, intent)
        assert (res.ok, res.code) == (False, code)
        assert _state(t) == state and t.host.turn == turn
    assert _answers(t, ana, m.MoveIntent(turn, illegal))[0].reason == "not_in_hand"
    # the real move, then the same intent again: answered the same, applied once
    (ok,) = _answers(t, ana, m.MoveIntent(turn, legal[0]))
    assert ok.ok and t.host.turn == turn + 1
    after = _state(t)
    for _ in range(3):
        (again,) = _answers(t, ana, m.MoveIntent(turn, legal[0]))
        assert again.ok and again.turn == turn
    assert _state(t) == after and t.host.turn == turn + 1
    t.play_to_end()
    assert replay(json.loads(_state(t))).totals == t.game.totals


@pytest.mark.slow  # about 3 s of CPU or more (the quick loop leaves it out)
def test_a_dropped_person_is_away_then_played_by_a_computer_then_back() -> None:
    t = MemoryTable(players=3, seed=8, grace=30.0)
    ana, bo = t.join("Ana"), t.join("Bo")
    t.start()
    _until_turn_of(t, 1)
    turn = t.host.turn
    t.drop(ana)
    assert a.SeatAway(1) in t.host_actions and inbox_of(bo, m.View)[-1].away == (1,)
    assert t.host.table.seats[1].state == "person"  # the seat stays Ana's
    t.wait(20.0)
    assert a.SeatToComputer(1) not in t.host_actions and t.host.turn == turn  # nobody plays for her yet
    t.wait(11.0)
    assert t.host_actions.count(a.SeatToComputer(1)) == 1
    for _ in range(12):  # the computer plays Ana's seat meanwhile
        t.step()
    assert any(d.seat == 1 for r in t.game.rounds for d in r.decisions[-12:]) or t.game.round_number > 1
    back = t.reconnect(ana)
    assert a.SeatBack(1) in t.host_actions and back.client.seat == 1
    v = inbox_of(back, m.View)[-1]
    assert v.view.hand == tuple(t.game.round.hand(1)) and v.turn == t.host.turn and v.away == ()
    assert inbox_of(bo, m.View)[-1].away == ()
    t.play_to_end()
    assert replay(json.loads(_state(t))).totals == t.game.totals
    applied = [x for x in t.host_actions if isinstance(x, a.ApplyMove)]
    assert len({x.turn for x in applied}) == len(applied)  # no turn applied twice


def test_the_grace_countdown_is_the_hosts_for_every_app_even_one_that_comes_back_meanwhile() -> None:
    """Issue 19 point 7: every view says what is left of the grace period by the host's clock
    (`away_left`), and the host sends a view when a computer starts playing for the seat, so an
    app that reconnects while someone is away shows what is really left, not a fresh minute."""
    t = MemoryTable(players=3, seed=8, grace=30.0)
    ana, bo = t.join("Ana"), t.join("Bo")
    t.start()
    _until_turn_of(t, 1)
    t.drop(ana)
    v = inbox_of(bo, m.View)[-1]
    assert (v.away, v.away_left) == ((1,), (30.0,))
    t.wait(12.0)
    t.drop(bo)
    bo = t.reconnect(bo)  # Bo's app comes back 12 s into Ana's absence
    v = inbox_of(bo, m.View)[-1]
    assert v.away == (1,) and 17.0 <= v.away_left[0] <= 18.5  # 30 s less the 12 s gone (and the ticks)
    seen = len(inbox_of(bo, m.View))
    t.wait(19.0)  # past the grace, with no move made meanwhile (Ana's turn)
    assert t.host_actions.count(a.SeatToComputer(1)) == 1
    views = inbox_of(bo, m.View)[seen:]
    assert views and views[0].away == (1,) and views[0].away_left == (0.0,)  # told at once that a computer plays


def test_a_table_that_waits_says_so_in_every_view() -> None:
    t = MemoryTable(players=3, seed=8, grace=m.WAIT_GRACE)
    ana, bo = t.join("Ana"), t.join("Bo")
    t.start()
    _until_turn_of(t, 1)
    t.drop(ana)
    t.wait(120.0)
    v = inbox_of(bo, m.View)[-1]
    assert (v.away, v.away_left) == ((1,), (None,)) and a.SeatToComputer(1) not in t.host_actions


def test_a_silent_connection_is_found_dead_within_seconds_by_both_sides() -> None:
    t = MemoryTable(players=3, seed=9)
    ana, bo = t.join("Ana"), t.join("Bo")
    t.start()
    ana.open = False  # Ana's machine freezes: nothing goes either way, and no FIN arrives
    for _ in range(int(DEAD_AFTER / 0.5) + 1):
        t.advance(0.5)
    assert a.CloseConnection(ana.conn, "dead") in t.host_actions and a.SeatAway(1) in t.host_actions
    assert bo.open and ana.client.state == "playing"  # its own ticks never ran
    ana.client.tick(t.now)
    assert ana.client.state == "closed" and ana.client.can_rejoin  # and it will retry with its token


@pytest.mark.slow  # about 3 s of CPU or more (the quick loop leaves it out)
def test_an_intent_before_the_game_or_after_it_is_answered_not_playing() -> None:
    t = MemoryTable(players=2, seed=1)
    ana = t.join("Ana")
    assert _answers(t, ana, m.MoveIntent(0, DRAW))[0].code == "not_playing"
    t.start()
    t.play_to_end()
    (res,) = _answers(t, ana, m.MoveIntent(t.host.turn, DRAW))
    assert res.code == "not_playing" and t.game.phase is Phase.GAME_OVER
    assert any(d.move.kind is MoveKind.DRAW for r in t.game.rounds for d in r.decisions)


@pytest.mark.slow  # about 3 s of CPU or more (the quick loop leaves it out)
def test_a_move_whose_answer_was_lost_is_resent_after_reconnecting_and_applied_once() -> None:
    from mextrain.net import client as cl

    t = MemoryTable(players=3, seed=14)
    ana, _bo = t.join("Ana"), t.join("Bo")
    t.start()
    assert t.host.stage(ana.conn) == "playing"
    _until_turn_of(t, 1)
    turn, before = t.host.turn, t.applied
    (intent,) = ana.client.move(ana.client.view.view.legal[0])
    ana.open = False  # the line breaks just after the intent left: no answer, no view arrives
    t.run(t.host.received(ana.conn, intent.data, t.now))
    assert t.applied == before + 1
    t.drop(ana)
    back = t.reconnect(ana)
    assert back.client.view.turn > turn  # the whole current view, after her move
    t.client_out(back, [cl.Send(intent.data)])  # the app resends what it had no answer to
    assert inbox_of(back, m.MoveResult)[-1] == m.MoveResult(turn, True)
    assert t.applied == before + 1 and t.host.turn == turn + 1
    t.play_to_end()
    assert replay(json.loads(_state(t))).totals == t.game.totals


def test_a_move_lost_on_the_way_is_made_again_after_reconnecting() -> None:
    t = MemoryTable(players=3, seed=15)
    ana, _bo = t.join("Ana"), t.join("Bo")
    t.start()
    _until_turn_of(t, 1)
    turn, before = t.host.turn, t.applied
    ana.client.move(ana.client.view.view.legal[0])  # sent into a broken line: never arrives
    t.drop(ana)
    assert t.applied == before
    back = t.reconnect(ana)
    view = back.client.view
    assert view.turn == turn and view.view.legal  # still her turn, the same turn number
    t.client_out(back, back.client.move(view.view.legal[0]))
    assert t.applied == before + 1 and inbox_of(back, m.MoveResult)[-1].ok
