"""The autosave journal: one short line per decision, snapshots at a round's end and after an
undo, torn last lines kept aside, and a resume that reads it all back through the engine."""
from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from mextrain.engine import Game, GameOptions, Phase
from mextrain.engine.record import SeatConfig, game_to_record
from mextrain.engine.rewind import rewind
from mextrain.journal import JournalWriter
from mextrain.net.lobby import Table
from mextrain.net.table_save import load_table, save_table, table_journal
from mextrain.saves import (
    Problem,
    SaveError,
    autosave_journal,
    load_game,
    save_journal,
    saved_record,
)

SEATS = [SeatConfig("You", "human"), SeatConfig("Ada", "random"), SeatConfig("Boris", "random")]


def step(game: Game, rng: random.Random) -> None:
    if game.phase is Phase.ROUND_OVER:
        game.next_round()
    legal = game.legal_moves()
    game.apply(legal[rng.randrange(len(legal))])


def same_game(a: Game, b: Game) -> None:
    assert game_to_record(a, SEATS) == game_to_record(b, SEATS)


def test_each_decision_appends_one_short_line_and_a_resume_replays_them(tmp_path: Path) -> None:
    path = tmp_path / "autosave.journal"
    journal = autosave_journal(path)
    rng = random.Random(5)
    game = Game(GameOptions(players=3, rounds=7), 5)
    save_journal(journal, game, SEATS)
    first = path.read_text(encoding="utf-8")
    for _ in range(20):
        step(game, rng)
        written = save_journal(journal, game, SEATS, hints_used=1)
        assert 0 < written <= 4096
    text = path.read_text(encoding="utf-8")
    assert text.startswith(first)  # appended to, not rewritten
    assert len(text.splitlines()) == 1 + 20 + 1  # the snapshot, 20 moves, the hint count once
    loaded = load_game(path)
    same_game(loaded.game, game)
    assert (loaded.hints_used, loaded.torn) == (1, None)
    assert save_journal(journal, game, SEATS, hints_used=1) == 0  # nothing new, nothing written


def test_a_round_end_writes_a_snapshot_and_the_next_deal_one_line(tmp_path: Path) -> None:
    path = tmp_path / "autosave.journal"
    journal = autosave_journal(path)
    rng = random.Random(8)
    game = Game(GameOptions(players=3, rounds=7), 8)
    save_journal(journal, game, SEATS)
    while game.phase is Phase.PLAYING:
        step(game, rng)
        save_journal(journal, game, SEATS)
    assert journal.snapshots == 2 and len(path.read_text().splitlines()) == 1
    game.next_round()
    save_journal(journal, game, SEATS)
    lines = path.read_text().splitlines()
    assert len(lines) == 2 and list(json.loads(lines[1])) == ["deal"]
    step(game, rng)
    save_journal(journal, game, SEATS)
    same_game(load_game(path).game, game)


def test_an_undo_rewrites_the_journal_and_the_resume_has_only_what_stands(tmp_path: Path) -> None:
    path = tmp_path / "autosave.journal"
    journal = autosave_journal(path)
    rng = random.Random(3)
    game = Game(GameOptions(players=3, rounds=7), 3)
    for _ in range(12):
        step(game, rng)
        save_journal(journal, game, SEATS)
    kept = len(game.rounds[-1].decisions) - 4
    back = rewind(game, kept)
    save_journal(journal, back, SEATS, undos_used=1)
    loaded = load_game(path)
    same_game(loaded.game, back)
    assert loaded.undos_used == 1
    # an undo and a different move between two saves: the same count, another history
    other = rewind(back, kept - 1)
    legal = other.legal_moves()
    other.apply(legal[-1])
    save_journal(journal, other, SEATS, undos_used=2)
    same_game(load_game(path).game, other)


def test_a_torn_last_line_is_left_out_kept_aside_and_reported(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    path = tmp_path / "autosave.journal"
    journal = autosave_journal(path)
    rng = random.Random(11)
    game = Game(GameOptions(players=3, rounds=7), 11)
    for _ in range(6):
        step(game, rng)
        save_journal(journal, game, SEATS)
    before = load_game(path, keep_broken_aside=False).game
    step(game, rng)
    save_journal(journal, game, SEATS)
    whole = path.read_bytes()
    cut = whole[: len(whole) - 9]  # a kill in the middle of the last append
    path.write_bytes(cut)
    loaded = load_game(path)
    same_game(loaded.game, before)
    assert loaded.torn_kept_as is not None and loaded.torn_kept_as.name.startswith("autosave.journal.torn-")
    assert loaded.torn_kept_as.read_bytes() == cut.rsplit(b"\n", 1)[1]
    assert path.exists() and "cut short" in caplog.text


def test_a_damaged_line_before_the_last_sets_the_whole_journal_aside(tmp_path: Path) -> None:
    path = tmp_path / "autosave.journal"
    journal = autosave_journal(path)
    rng = random.Random(2)
    game = Game(GameOptions(players=3, rounds=7), 2)
    for _ in range(4):
        step(game, rng)
        save_journal(journal, game, SEATS)
    lines = path.read_text().splitlines(keepends=True)
    lines[2] = lines[2][:10] + "\n"
    path.write_text("".join(lines))
    with pytest.raises(SaveError) as err:
        load_game(path)
    assert err.value.problem is Problem.NOT_JSON and err.value.kept_as is not None
    assert not path.exists() and err.value.kept_as.read_text() == "".join(lines)


def test_a_line_the_rules_reject_is_rejected_by_the_engine(tmp_path: Path) -> None:
    path = tmp_path / "autosave.journal"
    journal = autosave_journal(path)
    game = Game(GameOptions(players=3, rounds=7), 4)
    save_journal(journal, game, SEATS)
    with path.open("a") as f:
        f.write(json.dumps({"event": {"seat": game.current_seat, "move": {"pass": True}, "legal": [{"pass": True}]}}) + "\n")
    with pytest.raises(SaveError) as err:
        load_game(path)
    assert err.value.problem is Problem.REJECTED


def test_a_file_removed_behind_the_journal_is_written_whole_again(tmp_path: Path) -> None:
    path = tmp_path / "autosave.journal"
    journal = JournalWriter(path)
    rng = random.Random(6)
    game = Game(GameOptions(players=3, rounds=7), 6)
    save_journal(journal, game, SEATS)
    path.unlink()
    step(game, rng)
    save_journal(journal, game, SEATS)
    same_game(load_game(path).game, game)


def test_randomised_journal_against_a_whole_record_over_a_game(tmp_path: Path) -> None:
    """Moves, round ends, undos and hint counts at random: the journal always reads back as the game."""
    rng = random.Random(1234)
    path = tmp_path / "autosave.journal"
    journal = autosave_journal(path)
    game = Game(GameOptions(players=3, rounds=7), 99)
    hints = undos = 0
    while game.phase is not Phase.GAME_OVER:
        r = rng.random()
        if r < 0.02 and undos < 12 and game.phase is Phase.PLAYING and game.rounds[-1].decisions:
            game = rewind(game, rng.randrange(len(game.rounds[-1].decisions)))
            undos += 1
        elif r < 0.05:
            hints += 1
        else:
            step(game, rng)
        save_journal(journal, game, SEATS, hints_used=hints, undos_used=undos)
        if rng.random() < 0.05:
            record, torn = saved_record(path.read_text(encoding="utf-8"))
            assert torn is None
            assert {k: v for k, v in record.items() if k != "assist"} == game_to_record(game, SEATS)
            assert record["assist"] == {"hints": hints, "undos": undos}


def test_the_table_save_is_a_journal_too_and_reads_version_one(tmp_path: Path) -> None:
    path = tmp_path / "table.json"
    table = Table("Kitchen", GameOptions(players=3, rounds=7))
    save_table(path, table, None, [], 4000)
    game = Game(GameOptions(players=3, rounds=7), 17)
    rng = random.Random(17)
    save_table(path, table, game, SEATS, 4000)
    size = path.stat().st_size
    for _ in range(10):
        step(game, rng)
        save_table(path, table, game, SEATS, 4000)
    assert path.stat().st_size - size < 10 * 4096 and len(path.read_text().splitlines()) == 11
    saved = load_table(path)
    same_game(saved.game, game)
    # opening a save counts an opening (Table.runs: a reopened table's seq starts above the last, protocol.md)
    assert saved.port == 4000 and saved.table.to_json() == {**table.to_json(), "runs": 1}
    # a version 1 save, one whole object, is still opened
    old = {"format": "mextrain-table", "version": 1, "table": table.to_json(),
           "game": game_to_record(game, SEATS), "port": 4001}
    path.write_text(json.dumps(old))
    table_journal(path).forget()
    again = load_table(path)
    same_game(again.game, game)
    assert again.port == 4001


def test_a_mutated_journal_never_crashes_the_loader(tmp_path: Path) -> None:
    """Bytes changed, cut or doubled anywhere: a game, or SaveError (the file kept aside)."""
    path = tmp_path / "autosave.journal"
    journal = autosave_journal(path)
    rng = random.Random(404)
    game = Game(GameOptions(players=3, rounds=7), 404)
    for _ in range(40):
        step(game, rng)
        save_journal(journal, game, SEATS, hints_used=1)
    whole = path.read_bytes()
    for i in range(150):
        data = bytearray(whole)
        for _ in range(rng.randrange(1, 4)):
            at = rng.randrange(len(data))
            choice = rng.randrange(3)
            if choice == 0:
                data[at] = rng.randrange(256)
            elif choice == 1:
                del data[at:at + rng.randrange(1, 40)]
            else:
                data[at:at] = data[at:at + rng.randrange(1, 40)]
        case = tmp_path / f"case-{i}.journal"
        case.write_bytes(bytes(data))
        try:
            load_game(case)
        except SaveError as exc:
            assert exc.kept_as is not None and exc.kept_as.exists()
