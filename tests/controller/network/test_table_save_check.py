"""`python -m mextrain.sim --check` reads a hosted table's save (issue 19, point 20): the
record sits under "game", so the server's own file can be checked as network-play.md says."""
from __future__ import annotations

import io
import json
from pathlib import Path

from mextrain.ai import make_player
from mextrain.controller.game_controller import SeatConfig
from mextrain.engine import Game, GameOptions, Phase
from mextrain.net import table_save
from mextrain.net.lobby import Table
from mextrain.tools import sim


def _played(moves: int) -> Game:
    game = Game(GameOptions(3, 7), 5, track_decisions=True)
    ai = make_player("easy", 1)
    for _ in range(moves):
        if game.phase is Phase.ROUND_OVER:
            game.next_round()
        game.apply(ai.choose(game.view(game.current_seat)))
    return game


def _table() -> Table:
    table = Table("Kitchen", GameOptions(3, 7), host_name="Host", code="KX7P2M")
    table.fill_with_computers("easy", ["Ada", "Bruno"])
    return table


SEATS = [SeatConfig("Host", "human"), SeatConfig("Ada", "easy"), SeatConfig("Bruno", "easy")]


def test_sim_check_reads_a_table_save_and_finds_a_broken_move(tmp_path: Path) -> None:
    path = tmp_path / "server-table.json"
    table_save.save_table(path, _table(), _played(60), SEATS, 47123)
    out = io.StringIO()
    assert sim.check_file(str(path), out) == 0, out.getvalue()
    assert "1 records checked: 1 conform, 0 do not" in out.getvalue()
    data = json.loads(path.read_text())
    data["game"]["rounds"][0]["events"][0]["move"] = {"play": [12, 12], "train": "mexican"}  # the engine double
    path.write_text(json.dumps(data))
    out = io.StringIO()
    assert sim.check_file(str(path), out) == 1
    assert "game 1:" in out.getvalue() and "0 conform, 1 do not" in out.getvalue()


def test_a_table_save_still_in_the_lobby_has_nothing_to_check(tmp_path: Path) -> None:
    path = tmp_path / "server-table.json"
    table_save.save_table(path, _table(), None, SEATS)
    out = io.StringIO()
    assert sim.check_file(str(path), out) == 0
    assert "still in the lobby" in out.getvalue() and "0 records checked" in out.getvalue()


def test_the_simulator_knows_the_table_saves_format() -> None:
    assert sim.TABLE_SAVE_FORMAT == table_save.FORMAT
