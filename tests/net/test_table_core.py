"""The table's core (net/table_core.py) without sockets, threads or timers: bytes, answers and time in by hand."""
from __future__ import annotations

import json
from typing import Any

from mextrain.ai import make_player
from mextrain.engine import GameOptions, Phase, next_first_seat
from mextrain.engine.record import game_to_record, replay
from mextrain.net import actions as a
from mextrain.net import wire
from mextrain.net.lobby import Table
from mextrain.net.messages import APP_VERSION, PROTOCOL_VERSION
from mextrain.net.table_core import REMOTE, GameEnded, Save, StopThinking, TableCore, Think

CODE = "KX7P2M"


class Driver:
    """Carries out what the core asks: frames to each connection's inbox, thinking on demand."""

    def __init__(self, core: TableCore) -> None:
        self.core = core
        self.now = 0.0
        self.inbox: dict[int, list[dict[str, Any]]] = {}
        self.decoders: dict[int, wire.FrameDecoder] = {}
        self.thinks: list[Think] = []
        self.stopped: list[int] = []
        self.ended: list[Any] = []
        self.saves = 0
        self.sent_before_save = 0  # frames in a list whose first item is not its Save
        self._players: dict[tuple[str, str], Any] = {}

    def run(self, out: list[Any]) -> None:
        saved = bool(out) and isinstance(out[0], Save)
        for x in out:
            if isinstance(x, Save):
                self.saves += 1
            elif isinstance(x, a.SendTo):
                if not saved and any(isinstance(y, Save) for y in out):
                    self.sent_before_save += 1
                for item in self.decoders.setdefault(x.conn, wire.FrameDecoder()).feed(x.data):
                    assert not isinstance(item, wire.WireError)
                    self.inbox.setdefault(x.conn, []).append(item)
            elif isinstance(x, Think):
                self.thinks.append(x)
            elif isinstance(x, StopThinking):
                self.stopped.append(x.seat)
            elif isinstance(x, GameEnded):
                self.ended.append(x.game)

    def think(self) -> None:
        """Answer every open question of the computers (as a pool would)."""
        while self.thinks:
            t = self.thinks.pop(0)
            player = self._players.setdefault((t.key, t.level), make_player(t.level, t.key))
            self.run(self.core.thought(t.seat, t.turn, player.choose(t.view), self.now))

    def join(self, conn: int, name: str, token: str | None = None) -> None:
        self.run(self.core.connected(conn, "10.0.0.9", self.now))
        hello: dict[str, Any] = {"type": "hello", "protocol": PROTOCOL_VERSION, "app": APP_VERSION, "name": name}
        hello.update({"token": token} if token else {"code": CODE})
        self.send(conn, hello)

    def send(self, conn: int, msg: dict[str, Any]) -> None:
        self.run(self.core.received(conn, wire.encode(msg), self.now))

    def last(self, conn: int, kind: str) -> dict[str, Any] | None:
        return next((m for m in reversed(self.inbox.get(conn, [])) if m.get("type") == kind), None)

    def play_persons(self, conns: list[int]) -> bool:
        """Each person whose view offers a move plays its first legal one; True if one did."""
        for conn in conns:
            view = self.last(conn, "view")
            welcome = self.last(conn, "welcome")
            if view is None or welcome is None or view["phase"] != "playing":
                continue
            if view["view"]["current"] == welcome["seat"] and view["view"]["legal"] and view["turn"] == self.core.turn:
                self.now += 0.1  # within the connection's rate
                self.send(conn, {"type": "move", "turn": view["turn"], "move": view["view"]["legal"][0]})
                return True
        return False


def _table(players: int = 4, grace: float = 30.0) -> Table:
    """A short game on a double-6 set (four rounds)."""
    return Table("Kitchen", GameOptions(players, 4, set=6), code=CODE, grace=grace)


def _two_people_two_computers(**kw: Any) -> Driver:
    d = Driver(TableCore(_table(), **kw))
    d.join(1, "Ada")
    d.join(2, "Ben")
    d.run(d.core.fill_with_computers("normal", ["Cleo", "Dan"], d.now))
    d.run(d.core.start(d.now, seed=7))
    return d


def _play_to_end(d: Driver, conns: list[int], limit: int = 5000) -> None:
    for _ in range(limit):
        game = d.core.game
        assert game is not None
        if game.phase is Phase.GAME_OVER:
            return
        d.think()
        if game.phase is Phase.GAME_OVER:
            return
        if d.core.deadline() is not None:
            d.now = max(d.now, d.core.deadline() or 0.0)
            d.run(d.core.advance(d.now))
            continue
        if not d.play_persons(conns) and not d.thinks:
            raise AssertionError(f"nobody moves at turn {d.core.turn}")
    raise AssertionError("the game did not end")


def test_persons_and_computers_play_a_whole_game_each_change_kept_before_it_is_shown() -> None:
    d = _two_people_two_computers(next_round_ms=8000)
    _play_to_end(d, [1, 2])
    game = d.core.game
    assert game is not None and game.phase is Phase.GAME_OVER and len(game.rounds) == 4
    assert d.ended == [game]  # told once
    assert d.sent_before_save == 0 and d.saves > game.options.rounds
    over = d.last(1, "game_over")
    assert over is not None and over["totals"] == list(game.totals) == d.last(2, "game_over")["totals"]  # type: ignore[index]
    record = game_to_record(game, d.core.seat_configs())
    assert list(replay(record).totals) == list(game.totals)
    assert [s.kind for s in d.core.seat_configs()] == [REMOTE, REMOTE, "normal", "normal"]


def test_a_computer_moves_only_after_the_pace_and_the_next_round_after_its_wait() -> None:
    d = Driver(TableCore(_table(players=2), pace_ms=600, next_round_ms=8000))
    d.join(1, "Ada")
    d.run(d.core.set_computer(1, "easy", "Bo", d.now))
    d.run(d.core.start(d.now, seed=3))
    for _ in range(400):
        game = d.core.game
        assert game is not None
        if game.phase is Phase.ROUND_OVER:
            break
        if game.current_seat == 1:
            due = d.core.deadline()
            assert due is not None and due == d.now + 0.6 and not d.thinks
            d.now += 0.5
            assert d.core.advance(d.now) == [] and not d.thinks  # not yet
            d.now = due
            d.run(d.core.advance(d.now))
            assert len(d.thinks) == 1 and d.thinks[0].level == "easy"
            d.think()
        else:
            assert d.core.deadline() is None
            assert d.play_persons([1])
    game = d.core.game
    assert game is not None and game.phase is Phase.ROUND_OVER
    due = d.core.deadline()
    assert due is not None and due - d.now >= 8.0
    d.now = due - 0.01
    d.run(d.core.advance(d.now))
    assert game.phase is Phase.ROUND_OVER
    d.now = due
    d.run(d.core.advance(d.now))
    assert game.phase is Phase.PLAYING and len(game.rounds) == 2
    assert d.last(1, "round_over")["next_round_ms"] == 8000  # type: ignore[index]


def test_a_person_away_past_the_grace_is_played_by_a_computer_until_back() -> None:
    d = _two_people_two_computers()
    token = d.last(1, "welcome")["token"]  # type: ignore[index]
    game = d.core.game
    assert game is not None
    while game.current_seat != 0:  # on to Ada's turn
        d.think()
        d.play_persons([2])
    d.run(d.core.disconnected(1, d.now))
    turn = d.core.turn
    d.now += 29
    d.run(d.core.tick(d.now))
    assert not d.thinks and d.core.turn == turn  # the table waits out the grace period
    d.now += 2
    d.run(d.core.tick(d.now))
    assert [(t.seat, t.turn, t.level) for t in d.thinks] == [(0, turn, "normal")]
    asked = d.thinks.pop()
    d.join(3, "Ada", token=token)  # back before the computer answered
    assert d.stopped == [0]
    late = make_player("normal", asked.key).choose(asked.view)
    assert d.core.thought(0, turn, late, d.now) == [] and d.core.turn == turn  # dropped
    assert d.play_persons([3]) and d.core.turn == turn + 1  # Ada plays her own move


def test_a_computers_bad_answer_is_replaced_by_a_legal_move_and_a_stale_one_dropped() -> None:
    d = _two_people_two_computers()
    game = d.core.game
    assert game is not None
    while not d.thinks:
        d.play_persons([1, 2])
    t = d.thinks.pop()
    assert d.core.thought(t.seat, t.turn + 1, None, d.now) == []  # not the question asked
    d.run(d.core.thought(t.seat, t.turn, None, d.now))  # a player that failed
    assert d.core.turn == t.turn + 1
    assert game.rounds[-1].decisions[-1].move == t.view.legal[0]


def test_play_again_opens_the_lobby_and_start_deals_to_the_next_seat() -> None:
    d = _two_people_two_computers(next_round_ms=2000)
    _play_to_end(d, [1, 2])
    first = d.core.game
    assert first is not None
    d.run(d.core.play_again(None, d.now))
    assert d.core.game is None and d.last(1, "play_again") is not None
    d.send(1, {"type": "again"})
    d.send(2, {"type": "again"})
    assert d.last(2, "lobby")["again"] == [0, 1]  # type: ignore[index]
    d.run(d.core.start(d.now))
    second = d.core.game
    assert second is not None and second is not first
    assert second.rounds[0].deal.starter == next_first_seat(first)  # R5
    assert d.last(1, "view")["turn"] == 0  # type: ignore[index]


def test_reopened_game_puts_every_person_away_and_goes_on() -> None:
    d = _two_people_two_computers()
    for _ in range(6):
        d.think()
        d.play_persons([1, 2])
    game = d.core.game
    assert game is not None
    saved = replay(game_to_record(game, d.core.seat_configs()), track_events=True)
    table = Table.from_json(json.loads(json.dumps(d.core.table.to_json())))
    again = Driver(TableCore(table))
    out = again.core.reopen(saved, 0.0)
    assert isinstance(out[0], Save)
    assert {x.seat for x in out if isinstance(x, a.SeatAway)} == {0, 1}
    assert again.core.turn == d.core.turn
