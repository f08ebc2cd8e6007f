"""Watchers and Play Again at a hall's table (the same net/host.py session as a table in an app): a
watcher sees no hand, the host's `table_admin` `again` asks everyone, a person leaves, the watcher
takes the free seat and plays the second game; both records replay. A real hall process on 127.0.0.1."""
from __future__ import annotations

import json
from pathlib import Path

from mextrain.engine import Phase
from mextrain.engine.record import replay
from mextrain.net.messages import APP_VERSION, PROTOCOL_VERSION
from support.hall import HallProcess, TlsClient, admin, join, play_until

FAST = ["--rate", "2000", "--burst", "2000"]
SHORT = {"players": 2, "rounds": 4, "starting_run": False, "set": 6}


def _records(data: Path) -> list[dict]:
    return [json.loads(p.read_text()) for p in sorted((data / "records").glob("*.json"))]


def test_play_again_at_a_hall_with_a_watcher_who_takes_the_seat_of_who_left(tmp_path) -> None:
    data = tmp_path / "hall"
    hall = HallProcess(data, extra=FAST)
    fp = hall.fingerprint
    try:
        host = TlsClient(hall.port, fp, name="Oma", seed=1)
        host.send({"type": "create_table", "protocol": PROTOCOL_VERSION, "app": APP_VERSION, "name": "Oma",
                   "table": "Oma's table", "options": SHORT})
        made = host.wait_for("table_created")
        host.wait_for("welcome")
        code, token = made["code"], made["host_token"]
        ben = join(hall.port, fp, "Ben", code, seed=2)
        kim = TlsClient(hall.port, fp, name="Kim", seed=3)
        kim.send({"type": "hello", "protocol": PROTOCOL_VERSION, "app": APP_VERSION, "name": "Kim", "code": code,
                  "watch": True})
        kim.wait_for("watching")
        assert kim.wait_for("lobby")["watchers"] == ["Kim"]
        assert admin(hall.port, fp, code, token, "start")["ok"]
        assert play_until([host, ben, kim], lambda: host.game_over is not None and kim.game_over is not None, 30)
        views = [x for x in kim.inbox if x.get("type") == "view"]
        assert views and all(v.get("public") and v["view"]["hand"] == [] and v["view"]["legal"] == [] for v in views)
        drawn = [e for x in kim.inbox if x.get("type") == "events" for e in x["events"] if e["kind"] == "tile_drawn"]
        assert all("tile" not in e or e["tile"] is None for e in drawn)
        assert kim.moves == 0

        assert admin(hall.port, fp, code, token, "again", name="Oma")["ok"]
        assert ben.wait_for("play_again") == {"type": "play_again", "host": "Oma"}
        ben.send({"type": "bye", "reason": "leaving"})  # Leave the Table
        ben.close()
        lobby = kim.wait_for("lobby")
        while lobby["seats"][1]["state"] != "open":
            lobby = kim.wait_for("lobby")
        assert lobby["phase"] == "lobby" and lobby["you"] is None
        kim.send({"type": "take_seat", "seat": 1})
        kim.wait_for("welcome")
        assert kim.seat == 1 and kim.token
        refused = admin(hall.port, fp, code, token, "grant", seat=1)  # nobody asks for it any more
        assert not refused["ok"] and refused["code"] == "not_allowed"
        host.game_over = kim.game_over = None
        assert admin(hall.port, fp, code, token, "start")["ok"]
        assert play_until([host, kim], lambda: host.game_over is not None and kim.game_over is not None, 30)
        assert kim.moves > 3  # the watcher played the second game
        hall.stop()
        records = _records(data)
        assert len(records) == 2  # each game has its own record, and both replay
        assert all(replay(rec).phase is Phase.GAME_OVER for rec in records)
        assert sorted([s["name"] for s in rec["seats"]] for rec in records) == [["Oma", "Ben"], ["Oma", "Kim"]]
    finally:
        hall.kill()
