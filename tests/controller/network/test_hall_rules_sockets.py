"""R18 at a hall: the host chooses the rule set in the lobby until Start (`table_admin` `rules`),
every seat's lobby shows it, the game is played and recorded under it; a set the seats cannot
play, an unknown option or a value no rule allows is refused in words and the table goes on. A
real hall process on 127.0.0.1."""
from __future__ import annotations

import json
from pathlib import Path

from mextrain.engine.record import replay
from mextrain.net.messages import APP_VERSION, PROTOCOL_VERSION
from support.hall import HallProcess, TlsClient, admin, create_table, join, play_until

FAST = ["--rate", "2000", "--burst", "2000"]


def _lobby_with(c: TlsClient, test) -> dict:
    lobby = c.wait_for("lobby")
    while not test(lobby):
        lobby = c.wait_for("lobby")
    return lobby


def _raw_admin(port: int, fp: str, code: str, token: str, **fields) -> list[dict]:
    c = TlsClient(port, fp)
    c.send({"type": "table_admin", "protocol": PROTOCOL_VERSION, "app": APP_VERSION, "code": code,
            "host_token": token, "action": "rules", **fields})
    try:
        c.wait_for("bye")
    finally:
        c.close()
    return c.inbox


def test_the_host_chooses_the_rule_set_in_a_hall_lobby_and_the_game_follows_it(tmp_path: Path) -> None:
    data = tmp_path / "hall"
    hall = HallProcess(data, extra=FAST)
    fp = hall.fingerprint
    try:
        host, code, token = create_table(hall.port, fp, "Oma", "Oma's table", players=2, rounds=7, seed=1)
        ben = join(hall.port, fp, "Ben", code, seed=2)
        oma = {"set": 9, "doubles": "free", "zero_zero": 0}
        assert admin(hall.port, fp, code, token, "rules", rules=oma, rule_set="Oma's rules")["ok"]
        lobby = _lobby_with(ben, lambda x: x["options"].get("set") == 9)
        assert lobby["rule_set"] == "Oma's rules"
        assert (lobby["options"]["doubles"], lobby["options"]["zero_zero"]) == ("free", 0)
        assert lobby["options"]["rounds"] == 5  # short as before (R19): the top half of a double-9's 10 rounds

        # refused in words, and nothing changes
        for bad in ({"set": 7}, {"sets": 9}, {"doubles": "maybe"}):
            said = _raw_admin(hall.port, fp, code, token, rules=bad)
            errors = [x for x in said if x.get("type") == "error"]
            assert errors and errors[0]["code"] == "bad_message", (bad, said)
        refused = admin(hall.port, fp, code, token, "rules")  # no rules at all
        assert not refused["ok"] and refused["code"] == "not_allowed"

        assert admin(hall.port, fp, code, token, "start")["ok"]
        late = admin(hall.port, fp, code, token, "rules", rules={"set": 12})
        assert not late["ok"] and late["code"] == "not_allowed" and "started" in late["detail"]
        assert play_until([host, ben], lambda: host.game_over is not None and ben.game_over is not None, 40)
        views = [x for x in ben.inbox if x.get("type") == "view"]
        assert views and all(v["view"]["options"].get("set") == 9 for v in views)
        assert all(max(t) <= 9 for v in views for t in v["view"]["hand"])
    finally:
        hall.stop()
    (path,) = sorted((data / "records").glob("*.json"))
    record = json.loads(path.read_text())
    assert record["options"]["set"] == 9 and record["options"]["doubles"] == "free"
    game = replay(record)
    assert game.options.set == 9 and game.phase.name == "GAME_OVER"


def test_a_set_the_seats_cannot_play_is_not_allowed_and_says_which_option(tmp_path: Path) -> None:
    hall = HallProcess(tmp_path / "hall", extra=FAST)
    try:
        host, code, token = create_table(hall.port, hall.fingerprint, "Oma", "Six", players=6, rounds=13, seed=1)
        refused = admin(hall.port, hall.fingerprint, code, token, "rules", rules={"set": 6})
        assert not refused["ok"] and refused["code"] == "not_allowed" and "set" in refused["detail"]
        assert admin(hall.port, hall.fingerprint, code, token, "rules", rules={"set": 15})["ok"]
        assert _lobby_with(host, lambda x: x["options"].get("set") == 15).get("rule_set") is None
    finally:
        hall.stop()
