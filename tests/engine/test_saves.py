"""Saved games: atomic writes, faithful resumes, and broken files that never crash or vanish."""
from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from mextrain.engine import Game, GameOptions, Phase
from mextrain.engine.record import SeatConfig, dumps, game_to_record
from mextrain.saves import Problem, SaveError, load_game, parse_saved, save_game

SEATS = [SeatConfig("You", "human"), SeatConfig("Ada", "random"), SeatConfig("Boris", "random")]


def played_game(moves: int, seed: int = 21, rounds: int = 7) -> Game:
    rng = random.Random(seed)
    game = Game(GameOptions(players=3, rounds=rounds), seed)
    for _ in range(moves):
        if game.phase is Phase.ROUND_OVER:
            game.next_round()
        if game.phase is Phase.GAME_OVER:
            break
        legal = game.legal_moves()
        game.apply(legal[rng.randrange(len(legal))])
    return game


def test_save_and_load_resume_at_the_same_decision(tmp_path: Path) -> None:
    game = played_game(150)
    path = tmp_path / "game.json"
    save_game(path, game, SEATS)
    loaded = load_game(path)
    g2 = loaded.game
    assert loaded.seats == SEATS
    assert g2.round_number == game.round_number and g2.phase is game.phase
    assert g2.current_seat == game.current_seat
    assert g2.legal_moves() == game.legal_moves()
    for s in range(3):
        assert sorted(g2.round.hand(s)) == sorted(game.round.hand(s))
    assert g2.totals == game.totals
    assert [g2.round.train_tiles(t) for t in g2.round.train_ids()] == [game.round.train_tiles(t) for t in game.round.train_ids()]
    # and the game goes on from there to its end, dealing later rounds from the seed
    assert g2.seed == game.seed
    assert path.exists()  # loading never moves a good file


def test_atomic_write_leaves_no_temporary_files(tmp_path: Path) -> None:
    game = played_game(30)
    for _ in range(3):
        save_game(tmp_path / "autosave.json", game, SEATS)
    assert [p.name for p in tmp_path.iterdir()] == ["autosave.json"]


@pytest.mark.parametrize("text,problem", [
    ("", Problem.NOT_JSON),
    ("{\"format\": \"mexican-train-record\", \"vers", Problem.NOT_JSON),
    ("[1, 2, 3]", Problem.NOT_A_GAME),
    ("{\"format\": \"chess\"}", Problem.NOT_A_GAME),
    ("{\"format\": \"mexican-train-record\", \"version\": 2}", Problem.VERSION),
    ("{\"format\": \"mexican-train-record\", \"version\": 1}", Problem.REJECTED),
    ("\u00ff\u00fe garbage", Problem.NOT_JSON),
    ("[" * 100000, Problem.NOT_JSON),
])
def test_broken_files_give_a_clear_error_and_are_kept_aside(tmp_path: Path, text: str, problem: Problem) -> None:
    path = tmp_path / "autosave.json"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(SaveError) as exc:
        load_game(path)
    assert exc.value.problem is problem
    assert not path.exists()
    assert exc.value.kept_as is not None and exc.value.kept_as.read_text(encoding="utf-8") == text


def test_binary_file_is_unreadable_and_kept(tmp_path: Path) -> None:
    path = tmp_path / "x.json"
    path.write_bytes(b"\x80\x81\xfe\xff" * 10)
    with pytest.raises(SaveError) as exc:
        load_game(path)
    assert exc.value.problem is Problem.UNREADABLE
    assert exc.value.kept_as is not None and exc.value.kept_as.read_bytes() == b"\x80\x81\xfe\xff" * 10


def _mutations(text: str, rng: random.Random) -> str:
    data = json.loads(text)
    kind = rng.randrange(8)
    if kind == 0:  # cut short anywhere
        return text[: rng.randrange(len(text))]
    if kind == 1:  # flip characters
        chars = list(text)
        for _ in range(rng.randrange(1, 4)):
            chars[rng.randrange(len(chars))] = rng.choice("0123456789[]{},:\"ax -")
        return "".join(chars)
    rnd = rng.choice(data["rounds"])
    if kind == 2 and rnd["events"]:  # change a move's tile or train
        e = rng.choice(rnd["events"])
        if "play" in e["move"]:
            if rng.random() < 0.5:
                e["move"]["play"] = [rng.randrange(-1, 14), rng.randrange(-1, 14)]
            else:
                e["move"]["train"] = rng.choice([0, 1, 2, 3, 7, 9, -1, "mexican", "x", None])
        else:
            e["move"] = rng.choice([{"draw": True}, {"pass": True}, {"end": True}, {}, None])
    elif kind == 3 and rnd["events"]:  # drop an event
        del rnd["events"][rng.randrange(len(rnd["events"]))]
    elif kind == 4:  # swap two tiles between hands or the boneyard
        a = rng.choice(rnd["hands"])
        b = rng.choice(rnd["hands"] + [rnd["boneyard"]])
        if a and b:
            i, j = rng.randrange(len(a)), rng.randrange(len(b))
            a[i], b[j] = b[j], a[i]
    elif kind == 5:  # bad values in the header
        key = rng.choice(["seed", "options", "seats", "version", "format", "rounds"])
        data[key] = rng.choice([None, -1, "x", [], {}, 3.5, True])
    elif kind == 6 and rnd["events"]:  # a legal list that lies
        e = rng.choice(rnd["events"])
        e["legal"] = e["legal"][1:] if len(e["legal"]) > 1 else e["legal"] + [{"draw": True}]
    else:  # a seat that does not exist, a round number off
        if rnd["events"] and rng.random() < 0.5:
            rng.choice(rnd["events"])["seat"] = rng.choice([5, -1, "0", None])
        else:
            rnd["number"] = rng.choice([0, 99, "1"])
    return json.dumps(data)


@pytest.mark.slow  # about 3 s of CPU or more (the quick loop leaves it out)
def test_a_thousand_mutated_saves_never_crash_and_are_kept(tmp_path: Path) -> None:
    base = dumps(game_to_record(played_game(120, rounds=7), SEATS))
    rng = random.Random(2024)
    errors = loaded = 0
    for i in range(1000):
        text = _mutations(base, rng)
        path = tmp_path / f"save{i}.json"
        path.write_text(text, encoding="utf-8")
        try:
            load_game(path)
            loaded += 1  # a harmless mutation (e.g. inside a name) still loads
            assert path.exists()
        except SaveError as exc:
            errors += 1
            assert exc.detail and exc.problem in Problem
            assert exc.kept_as is not None and exc.kept_as.read_text(encoding="utf-8") == text
            assert not path.exists()
    assert errors > 900


def test_parse_saved_rejects_an_impossible_history() -> None:
    data = game_to_record(played_game(60), SEATS)
    ev = data["rounds"][0]["events"][0]
    ev["move"] = {"play": [12, 12], "train": 0}  # the engine itself, never in a hand
    with pytest.raises(SaveError) as exc:
        parse_saved(json.dumps(data))
    assert exc.value.problem is Problem.REJECTED and "round 1, event 0" in exc.value.detail
