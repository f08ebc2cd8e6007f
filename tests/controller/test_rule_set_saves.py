"""Saves, autosave journals and records carry the rule set (R18): every file written before the
house rules still loads under the standard rules, the rule set's name is kept through a save,
the journal, an undo and a resume, and a save whose rule set cannot be played is kept aside."""
from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from mextrain.engine import Game, GameOptions, Phase
from mextrain.engine.record import SeatConfig, dumps, game_to_record
from mextrain.engine.rewind import rewind
from mextrain.saves import Problem, SaveError, autosave_journal, load_game, save_game, save_journal

DATA = Path(__file__).resolve().parents[1] / "data"
OLD_RECORD = DATA / "r15_first_judgement_record.json"  # written before the house rules
SEATS3 = [SeatConfig("You", "human"), SeatConfig("Ada", "random"), SeatConfig("Boris", "random")]


def _old_journal(record: dict, moves: int) -> str:
    """An autosave journal as the app wrote it before the house rules: the snapshot holds the
    first round with no events (options: players, rounds, starting_run), then a line a move."""
    head = json.loads(json.dumps(record))
    first = head["rounds"][0]
    events = first["events"][:moves]
    first["events"] = []
    del first["end"]
    head["rounds"] = [first]
    for key in ("totals", "winners"):
        head.pop(key, None)
    lines = [dumps({"format": "mextrain-journal", "version": 1, "record": head, "assist": {"hints": 1, "undos": 0}})]
    lines += [dumps({"event": e}) for e in events]
    return "\n".join(lines) + "\n"


def test_saves_and_journals_written_before_the_house_rules_load_under_the_standard_rules(tmp_path: Path) -> None:
    record = json.loads(OLD_RECORD.read_text(encoding="utf-8"))
    assert set(record["options"]) == {"players", "rounds", "starting_run"} and "rule_set" not in record
    copy = tmp_path / "old.json"
    copy.write_text(OLD_RECORD.read_text(encoding="utf-8"), encoding="utf-8")
    journal = tmp_path / "autosave.journal"
    journal.write_text(_old_journal(record, 9), encoding="utf-8")
    for path, decisions in ((copy, None), (journal, 9)):
        loaded = load_game(path)
        game = loaded.game
        assert game.options == GameOptions(2, 13) and game.options.standard and game.options.set == 12
        assert game.rule_set is None
        if decisions is not None:
            assert len(game.rounds) == 1 and len(game.rounds[0].decisions) == decisions and loaded.hints_used == 1
        again = game_to_record(game, loaded.seats)  # saved again, it reads as it did
        assert again["options"] == record["options"] and "rule_set" not in again
    assert copy.exists() and journal.exists()  # nothing was set aside


def _house_game(seed: int, moves: int) -> Game:
    options = GameOptions.of(3, short=True, set=9, doubles="free", draw="until_fits")
    game = Game(options, seed, rule_set="Grandma's rules")
    rng = random.Random(seed)
    while len(game.rounds[-1].decisions) < moves and game.phase is Phase.PLAYING:
        legal = game.legal_moves()
        game.apply(legal[rng.randrange(len(legal))])
    return game


def test_the_rule_set_and_its_name_are_kept_by_a_save_the_journal_and_an_undo(tmp_path: Path) -> None:
    game = _house_game(4, 12)
    save_game(tmp_path / "saved.json", game, SEATS3)
    journal = autosave_journal(tmp_path / "autosave.journal")
    undone = rewind(game, 5)  # an undo rebuilds the game: the name goes with it
    save_journal(journal, undone, SEATS3)
    undone.apply(undone.legal_moves()[0])
    save_journal(journal, undone, SEATS3)  # a line appended
    data = json.loads((tmp_path / "saved.json").read_text(encoding="utf-8"))
    assert data["rule_set"] == "Grandma's rules"
    assert data["options"] == {"players": 3, "rounds": 5, "starting_run": False, "set": 9, "doubles": "free",
                               "draw": "until_fits"}
    for name in ("saved.json", "autosave.journal"):
        loaded = load_game(tmp_path / name)
        assert loaded.game.options == game.options
        assert loaded.game.rule_set == "Grandma's rules"
        assert rewind(loaded.game, 0).rule_set == "Grandma's rules"


@pytest.mark.parametrize(("options", "words"), [
    ({"colour": "red"}, "'colour' is not an option (the options are players, rounds, starting_run, set"),
    ({"doubles": "never"}, "doubles must be \"cover\" or \"free\", not 'never'"),
    ({"set": 7}, "set must be 6, 9, 12 or 15, not 7"),
    ({"zero_zero": 25}, "zero_zero must be 50 or 0, not 25"),
])
def test_a_save_whose_rule_set_cannot_be_played_is_kept_aside(tmp_path: Path, options: dict, words: str) -> None:
    record = json.loads(OLD_RECORD.read_text(encoding="utf-8"))
    record["options"].update(options)
    for name, text in (("saved.json", dumps(record) + "\n"), ("autosave.journal", _old_journal(record, 3))):
        path = tmp_path / name
        path.write_text(text, encoding="utf-8")
        with pytest.raises(SaveError) as exc:
            load_game(path)
        assert exc.value.problem is Problem.RULES
        assert exc.value.detail.startswith(words)  # the option and the values it allows
        assert not path.exists() and exc.value.kept_as is not None
        assert exc.value.kept_as.read_text(encoding="utf-8") == text  # kept as it was, never lost
