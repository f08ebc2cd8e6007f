"""The house-rules corpus (tests/data/house_rules_corpus.jsonl): 18 short games under every
house rule (R18–R24), written by an implementation of the rules apart from ours. Each must be
accepted decision by decision; relabelled under another rule, where that rule changed a move,
it must be refused."""
from __future__ import annotations

import copy
import json
import subprocess
import sys
from pathlib import Path

import pytest

from mextrain.engine.options import HOUSE_RULE_KEYS, STANDARD_RULES
from mextrain.engine.record import RecordError, replay
from mextrain.tools.sim import check_file

CORPUS = Path(__file__).resolve().parents[1] / "data" / "house_rules_corpus.jsonl"
GAMES = [json.loads(line) for line in CORPUS.read_text(encoding="utf-8").splitlines() if line.strip()]


def test_the_corpus_covers_every_house_rule_and_every_set() -> None:
    seen = {(k, g["options"][k]) for g in GAMES for k in HOUSE_RULE_KEYS if k in g["options"]}
    assert {v for k, v in seen if k == "set"} >= {6, 9, 15}
    for key in HOUSE_RULE_KEYS[1:]:
        assert any(k == key and v != STANDARD_RULES[key] for k, v in seen), key


@pytest.mark.parametrize("number", range(len(GAMES)))
def test_R18_R24_every_game_of_the_corpus_follows_the_rules_decision_by_decision(number: int) -> None:
    game = replay(GAMES[number])
    assert game.options.to_json() == GAMES[number]["options"]


def test_sim_check_accepts_the_whole_corpus(tmp_path: Path) -> None:
    done = subprocess.run([sys.executable, "-m", "mextrain.sim", "--check", str(CORPUS)],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.strip().endswith(f"{len(GAMES)} records checked: {len(GAMES)} conform, 0 do not")


def _relabelled(key: str) -> list[dict[str, object]]:
    """Every corpus game that has `key` set, with `key` put back to its default."""
    out = []
    for g in GAMES:
        if key in g["options"] and g["options"][key] != STANDARD_RULES[key]:
            h = copy.deepcopy(g)
            del h["options"][key]
            out.append(h)
    return out


@pytest.mark.parametrize("key", [k for k in HOUSE_RULE_KEYS if k != "set"])
def test_R20_R24_a_game_relabelled_without_its_house_rule_is_refused(key: str, tmp_path: Path) -> None:
    """Under the default of the rule, the game's own decisions stop being the legal ones
    (or its points differ, R24): `--check` judges a record by its own options."""
    relabelled = _relabelled(key)
    assert relabelled
    refused = 0
    for g in relabelled:
        try:
            replay(g)
        except RecordError:
            refused += 1
    assert refused >= 1, f"no game changes when {key} is relabelled"
    path = tmp_path / "relabelled.jsonl"
    path.write_text("\n".join(json.dumps(g) for g in relabelled) + "\n", encoding="utf-8")
    out = tmp_path / "out.txt"
    with out.open("w", encoding="utf-8") as f:
        assert check_file(str(path), f) == 1
    assert f"{refused} do not" in out.read_text(encoding="utf-8")


def test_R19_a_game_relabelled_to_another_set_is_refused_at_its_deal() -> None:
    g = copy.deepcopy(next(g for g in GAMES if g["options"].get("set") == 6))
    g["options"]["set"] = 9
    g["options"]["rounds"] = 5
    with pytest.raises(RecordError, match="engine|deal"):
        replay(g)


@pytest.mark.parametrize("options,fragment", [
    ({"players": 6, "rounds": 4, "starting_run": False, "set": 6}, "players must be 2 to 4 with a double-6 set"),
    ({"players": 4, "rounds": 13, "starting_run": False, "set": 9}, "rounds must be 10"),
    ({"players": 4, "rounds": 8, "starting_run": False, "set": 7}, "set must be 6, 9, 12 or 15"),
    ({"players": 4, "rounds": 13, "starting_run": False, "house": True}, "'house' is not an option"),
    ({"players": 4, "rounds": 13, "starting_run": False, "draw": "two"}, 'draw must be "one" or "until_fits"'),
])
def test_R18_a_record_whose_rule_set_cannot_be_played_is_refused_naming_the_option(options, fragment) -> None:
    g = copy.deepcopy(GAMES[0])
    g["options"] = options
    with pytest.raises(RecordError, match="options: ") as exc:
        replay(g)
    assert fragment in str(exc.value)
