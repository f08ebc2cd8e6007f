"""The replay model: every simulator record steps to its end with the record's scores, any
position reached by stepping equals the same position reached by a jump, and damaged files
are refused and set aside as Game > Open does."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from mextrain.controller.replay import Kind, Replay, load_replay, split_games, viewer_seat
from mextrain.engine import Game, GameOptions, Phase, RoundState
from mextrain.engine.record import SeatConfig, replay
from mextrain.saves import Problem, SaveError, save_game
from support.replay import points_of, sim_records


@pytest.mark.parametrize("players", range(2, 9))
def test_every_sim_record_replays_to_its_end_with_the_records_scores(tmp_path: Path, players: int) -> None:
    path = tmp_path / f"games-{players}.jsonl"
    records = sim_records(path, players)
    for number, data in enumerate(records):
        found = load_replay(path, number)
        assert (found.number, found.games) == (number, len(records))
        rep = Replay(found.loaded.game, found.loaded.seats)
        assert rep.count == sum(2 + len(r["events"]) for r in data["rounds"])
        rounds_seen = []
        pos = rep.jump(0)
        while True:
            data_round = data["rounds"][pos.round_index]
            if pos.kind is Kind.START:
                assert [sorted(list(t) for t in h) for h in pos.hands] == sorted_hands(data_round["hands"])
            if pos.kind is Kind.MOVE:
                event = data_round["events"][pos.decision - 1]
                assert (pos.seat, pos.move.to_json()) == (event["seat"], event["move"])
            if pos.kind is Kind.END:
                # the hands left at the round's end score exactly the record's points
                assert [points_of(h) for h in pos.hands] == data_round["end"]["points"]
                sheet = rep.score_state()
                assert [r.points for r in sheet.rounds] == [tuple(r["end"]["points"]) for r in data["rounds"][: pos.round_number]]
                rounds_seen.append(pos.round_number)
            if rep.at_end:
                break
            pos = rep.step(1)
        assert rounds_seen == list(range(1, len(data["rounds"]) + 1))
        sheet = rep.score_state()
        assert sheet.totals == data["totals"]
        assert list(sheet.winners) == data["winners"]
        assert sheet.phase is Phase.GAME_OVER


def sorted_hands(hands: list) -> list:
    return [sorted(h) for h in hands]


def test_stepping_forward_then_back_gives_the_positions_a_fresh_jump_gives(tmp_path: Path) -> None:
    path = tmp_path / "games.jsonl"
    sim_records(path, 5, games=1, seed=11)
    game = load_replay(path).loaded
    rep = Replay(game.game, game.seats, viewer=2)
    forward = [rep.position()]
    while not rep.at_end:
        forward.append(rep.step(1))
    back = [rep.position()]
    while rep.index > 0:
        back.append(rep.step(-1))
    assert back[::-1] == forward
    for index in (len(forward) - 1, 0, len(forward) // 2, 7, len(forward) // 3):  # jumps in any order
        fresh = Replay(game.game, game.seats, viewer=2)
        assert fresh.jump(index) == forward[index]
    # and each position is the engine's own: the round replayed independently to that decision
    for pos in forward[:: max(1, len(forward) // 40)]:
        rec = game.game.rounds[pos.round_index]
        d = rec.deal
        rnd = RoundState(5, d.engine_number, d.hands, d.boneyard, d.starter)
        for decision in rec.decisions[: pos.decision]:
            rnd.apply(decision.move)
        assert pos.hands == tuple(tuple(rnd.hand(s)) for s in range(5))
        assert [tv.tiles for tv in pos.view.trains] == [tuple(rnd.train_tiles(t)) for t in rnd.train_ids()]
        assert pos.view.hand == pos.hands[2]


def test_round_moves_and_the_log_of_a_round(tmp_path: Path) -> None:
    path = tmp_path / "games.jsonl"
    sim_records(path, 3, games=1, seed=3)
    loaded = load_replay(path).loaded
    rep = Replay(loaded.game, loaded.seats)
    starts = rep.round_starts
    assert rep.position(starts[1]).kind is Kind.START and rep.position(starts[1] - 1).kind is Kind.END
    rep.jump(starts[1] + 5)
    assert rep.previous_round().index == starts[1]   # back to this round's start ...
    assert rep.previous_round().index == starts[0]   # ... and from a start, to the round before
    assert rep.next_round().index == starts[1]
    rep.jump(starts[-1] + 1)
    assert rep.next_round().index == rep.count - 1   # the last round: on to the game's end
    assert rep.step(1).index == rep.count - 1        # never past it
    rep.jump(starts[1] + 4)
    log = rep.round_events()
    assert log == [e for i in range(starts[1], starts[1] + 5) for e in rep.position(i).events]
    assert log and all(e.seat is None or 0 <= e.seat < 3 for e in log)


def test_an_unfinished_game_is_not_shown_face_up_but_its_model_stops_where_it_stopped(tmp_path: Path) -> None:
    game = Game(GameOptions(3, 7), 5, track_decisions=True)
    import random

    rng = random.Random(5)
    while game.phase is not Phase.PLAYING or game.round_number < 2 or len(game.rounds[-1].decisions) < 9:
        if game.phase is Phase.ROUND_OVER:
            game.next_round()
        else:
            game.apply(rng.choice(game.legal_moves()))
    seats = [SeatConfig("You", "human"), SeatConfig("Ada", "normal"), SeatConfig("Boris", "easy")]
    path = tmp_path / "autosave.json"
    save_game(path, game, seats)
    text = path.read_text(encoding="utf-8")
    with pytest.raises(SaveError) as caught:  # issue 32, 6: the viewer shows every hand face up
        load_replay(path)
    assert caught.value.problem is Problem.NOT_OVER and caught.value.kept_as is None
    assert path.read_text(encoding="utf-8") == text  # refused, not damaged: left as it is
    assert viewer_seat(seats) == 0
    rep = Replay(game, seats)
    last = rep.jump(rep.count - 1)
    assert last.kind is Kind.MOVE and last.round_number == 2 and last.decision == 9
    assert rep.score_state().phase is Phase.PLAYING


def test_a_json_lines_file_offers_each_game_and_takes_the_first_by_default(tmp_path: Path) -> None:
    path = tmp_path / "games.jsonl"
    records = sim_records(path, 2, games=3, seed=40)
    first = load_replay(path)
    assert (first.number, first.games, first.seeds) == (0, 3, [40, 41, 42])
    assert first.loaded.game.seed == 40
    third = load_replay(path, 2)
    assert third.loaded.game.seed == 42 and third.loaded.game.totals == records[2]["totals"]
    assert load_replay(path, 99).number == 2  # more than there are: the last
    assert len(split_games(path.read_text())) == 3


@pytest.mark.parametrize("damage, problem", [
    (lambda text: text[: len(text) - 40], Problem.NOT_JSON),              # the last line cut short
    (lambda text: text.replace('"seat":0', '"seat":7', 1), Problem.REJECTED),  # a move out of turn
    (lambda text: "garbage\n" + text, Problem.NOT_JSON),
])
def test_a_damaged_record_file_is_refused_and_left_where_it_is(tmp_path: Path, damage, problem: Problem) -> None:
    path = tmp_path / "games.jsonl"
    sim_records(path, 3, games=2, seed=9)
    broken = damage(path.read_text(encoding="utf-8"))
    path.write_text(broken, encoding="utf-8")
    with pytest.raises(SaveError) as caught:
        load_replay(path)
    assert caught.value.problem is problem
    # a file the person chose is never renamed or moved (issue 32, 16)
    assert caught.value.kept_as is None and path.read_text(encoding="utf-8") == broken
    assert list(tmp_path.iterdir()) == [path]


def test_a_single_record_is_read_as_one_game(tmp_path: Path) -> None:
    records = sim_records(tmp_path / "g.jsonl", 4, games=1, seed=2)
    path = tmp_path / "export.json"
    path.write_text(json.dumps(records[0], indent=1), encoding="utf-8")  # pretty-printed: many lines, one game
    found = load_replay(path)
    assert found.games == 1 and found.loaded.game.totals == records[0]["totals"]
    assert replay(records[0]).totals == found.loaded.game.totals
