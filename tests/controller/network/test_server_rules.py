"""`mextrain-server --rules FILE` and the house rules as flags (R18–R24): the real command in a
process of its own, on 127.0.0.1; what its lobby tells a protocol client, what its save keeps,
and a rule set that cannot be played refused in plain words with exit status 2."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from mextrain.engine import GameOptions
from mextrain.net.table_save import load_table
from support.net_sockets import CODE
from support.ports import free_port


def _command(tmp: Path, *extra: str) -> list[str]:
    return [sys.executable, "-m", "mextrain.server", "--port", str(free_port()), "--address", "127.0.0.1",
            "--code", CODE, "--pace", "instant", "--no-announce", "--save", str(tmp / "table.json"), *extra]


def _lobby_of(qtbot, net, tmp: Path, *extra: str):  # noqa: ANN001, ANN202
    """Start the server, join it as a protocol client that sits still; the lobby it hears."""
    args = _command(tmp, "--seats", "person,person,computer:easy", *extra)
    log = tmp / "server.log"
    proc = subprocess.Popen(args, stdout=subprocess.DEVNULL, stderr=log.open("wb"),
                            env=dict(os.environ, MEXTRAIN_DATA_DIR=str(tmp)))
    try:
        qtbot.waitUntil(lambda: b"join code" in log.read_bytes() or proc.poll() is not None, timeout=20000)
        assert proc.poll() is None, log.read_text()
        client = net.client(int(args[args.index("--port") + 1]), "Ana")
        client.playing = False
        qtbot.waitUntil(lambda: client.lobby is not None, timeout=10000)
        saved = load_table(tmp / "table.json").table  # written once Ana sat down
        return client.lobby, saved
    finally:
        proc.terminate()
        proc.wait(10)


def test_a_saved_rule_set_is_the_lobby_s_options_and_its_name_is_kept(qtbot, net, tmp_path: Path) -> None:
    rules = tmp_path / "family.json"
    rules.write_text(json.dumps({"name": "Grandma's rules", "rules": {
        "set": 9, "doubles": "free", "draw": "until_fits", "zero_zero": 0}}), encoding="utf-8")
    lobby, saved = _lobby_of(qtbot, net, tmp_path, "--rules", str(rules), "--rounds", "5")
    expected = GameOptions.of(3, short=True, set=9, doubles="free", draw="until_fits", zero_zero=0)
    assert lobby.options == expected
    assert lobby.options.differences() == ("set", "doubles", "draw", "zero_zero")
    assert saved.options == expected  # the house rules survive a restart (the save kept only three before)
    assert saved.rule_set == "Grandma's rules"
    assert lobby.rule_set == "Grandma's rules"  # every joined app hears the set's name too


def test_the_house_rules_as_flags_and_a_bare_rules_file(qtbot, net, tmp_path: Path) -> None:
    bare = tmp_path / "bare.json"
    bare.write_text(json.dumps({"set": 15, "starting_run": True}), encoding="utf-8")
    lobby, saved = _lobby_of(qtbot, net, tmp_path, "--rules", str(bare), "--no-out-on-double", "--own-train-first",
                             "--doubles", "free", "--draw", "until-fits", "--zero-zero", "0")
    assert lobby.options == GameOptions.of(3, set=15, starting_run=True, doubles="free", out_on_double=False,
                                           own_train_first=True, draw="until_fits", zero_zero=0)
    assert lobby.options.rounds == 16  # a full double-15 game
    assert saved.rule_set is None and lobby.rule_set is None


@pytest.mark.parametrize(("args", "words"), [
    (["--set", "7"], "argument --set: invalid choice: 7 (choose from 6, 9, 12, 15)"),
    (["--doubles", "sometimes"], "argument --doubles: invalid choice: 'sometimes' (choose from 'cover', 'free')"),
    (["--draw", "until_fits"], "argument --draw: invalid choice: 'until_fits' (choose from 'one', 'until-fits')"),
    (["--zero-zero", "25"], "argument --zero-zero: invalid choice: 25 (choose from 50, 0)"),
    (["--set", "6", "--seats", "person,person,person,person,person"], "players must be 2 to 4 with a double-6 set, not 5"),
    (["--set", "9", "--rounds", "13"], "--rounds must be 10 (a full game) or 5 (a short game) with a double-9 set, not 13"),
    (["--rules", "{missing}"], "cannot read"),
    (["--rules", "{file}"], "'colour' is not an option (the options are starting_run, set, doubles"),
    (["--rules", "{bad}"], 'doubles must be "cover" or "free", not'),
    (["--rules", "{broken}"], "is not JSON"),
])
def test_a_rule_set_that_cannot_be_played_is_refused_in_words(tmp_path: Path, args: list[str], words: str) -> None:
    (tmp_path / "unknown.json").write_text(json.dumps({"name": "X", "rules": {"colour": "red"}}), encoding="utf-8")
    (tmp_path / "bad.json").write_text(json.dumps({"doubles": "never"}), encoding="utf-8")
    (tmp_path / "broken.json").write_text('{"name": "X", "rules": {', encoding="utf-8")
    files = {"{missing}": "none.json", "{file}": "unknown.json", "{bad}": "bad.json", "{broken}": "broken.json"}
    args = [str(tmp_path / files[a]) if a in files else a for a in args]
    out = subprocess.run(_command(tmp_path, *args), capture_output=True, text=True, timeout=60,
                         env=dict(os.environ, MEXTRAIN_DATA_DIR=str(tmp_path)))
    assert out.returncode == 2
    assert words in out.stderr
    assert "mextrain-server: error: " in out.stderr
    assert "Traceback" not in out.stderr
    assert not (tmp_path / "table.json").exists()  # nothing was started


def test_a_rule_set_the_app_saved_is_read_by_the_server(qtbot, net, tmp_path: Path) -> None:
    """The family's saved rule set (New Game's Save as…, ui/rules/store.py) is a file --rules reads."""
    from mextrain.ui.rules.store import RuleSet, RuleSets

    path = RuleSets(tmp_path / "rule-sets").save(RuleSet("Oma's", {**GameOptions().rules(), "set": 9, "zero_zero": 0}))
    lobby, saved = _lobby_of(qtbot, net, tmp_path, "--rules", str(path))
    assert lobby.options == GameOptions.of(3, set=9, zero_zero=0) and lobby.rule_set == "Oma's"
