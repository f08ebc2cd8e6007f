"""Play Again at a hall that is killed in the new game's lobby (issue 31, R5): restarted, the hall
still deals the next game to the seat after the last one's starter, and keeps the second game's
record beside the first game's (it no longer has the first game in its memory); the answers to
Play Again given before the kill are kept, and Start still waits for whoever was asked. A real
hall process on 127.0.0.1, killed with SIGKILL."""
from __future__ import annotations

import json
import time
from pathlib import Path

from mextrain.engine import Phase, starter_of_game
from mextrain.engine.record import replay
from mextrain.net.messages import APP_VERSION, PROTOCOL_VERSION
from support.hall import HallProcess, TlsClient, admin, play_until
from support.ports import free_port

SHORT = {"players": 2, "rounds": 4, "starting_run": False, "set": 6}


def test_a_hall_killed_in_the_play_again_lobby_deals_the_next_seat_and_keeps_both_records(tmp_path: Path) -> None:
    data, port = tmp_path / "hall", free_port()
    extra = ["--rate", "2000", "--burst", "2000", "--port", str(port)]
    hall = HallProcess(data, extra=extra)
    fp = hall.fingerprint
    try:
        oma = TlsClient(port, fp, name="Oma", seed=1)
        oma.send({"type": "create_table", "protocol": PROTOCOL_VERSION, "app": APP_VERSION, "name": "Oma",
                  "table": "Oma's table", "options": SHORT})
        made = oma.wait_for("table_created")
        oma.wait_for("welcome")
        code, token = made["code"], made["host_token"]
        ben = TlsClient(port, fp, name="Ben", seed=2)
        ben.hello(code=code)
        ben.wait_for("welcome")
        assert admin(port, fp, code, token, "start")["ok"]
        assert play_until([oma, ben], lambda: oma.game_over is not None and ben.game_over is not None, 30)
        deadline = time.monotonic() + 10
        while not list((data / "records").glob("*.json")) and time.monotonic() < deadline:
            time.sleep(0.02)  # the group commit writes it off the hall's loop
        (first,) = [json.loads(p.read_text()) for p in (data / "records").glob("*.json")]
        first_game = replay(first)
        expected = (first_game.rounds[-1].deal.starter + 1) % 2  # R5: the next seat starts the next game
        assert admin(port, fp, code, token, "again", name="Oma")["ok"]
        ben.wait_for("play_again")
        hall.kill()  # SIGKILL in the new game's lobby
        oma.close()
        ben.close()

        hall = HallProcess(data, extra=extra)
        oma2, ben2 = TlsClient(port, fp, name="Oma", seed=3), TlsClient(port, fp, name="Ben", seed=4)
        oma2.hello(token=oma.token)
        ben2.hello(token=ben.token)
        oma2.wait_for("welcome")
        ben2.wait_for("welcome")
        waiting = admin(port, fp, code, token, "start")  # Ben was asked before the kill: Start still waits for him
        assert not waiting["ok"] and "Ben" in waiting["detail"], waiting
        ben2.send({"type": "again"})
        deadline, started = time.monotonic() + 5, waiting
        while not started["ok"] and time.monotonic() < deadline:
            time.sleep(0.1)
            started = admin(port, fp, code, token, "start")
        assert started["ok"], (started, hall.log()[-3000:])
        assert play_until([oma2, ben2], lambda: oma2.game_over is not None and ben2.game_over is not None, 30)
        hall.stop()
    finally:
        hall.kill()
    records = sorted((data / "records").glob("*.json"))
    assert len(records) == 2  # the first game's record is not overwritten by the second's
    games = [replay(json.loads(p.read_text())) for p in records]
    assert all(g.phase is Phase.GAME_OVER for g in games)
    second = next(g for g in games if g.seed != first_game.seed)
    assert starter_of_game(second.seed, 2) == second.rounds[0].deal.starter == expected


def test_play_again_answers_given_before_a_sigkill_are_kept_by_the_reopened_hall(tmp_path: Path) -> None:
    """Ben said Play before the hall was killed: reopened, the lobby still counts his answer (and the
    creator's), Start still waits for Cy, who was asked and had not answered, and deals once he does."""
    data, port = tmp_path / "hall", free_port()
    extra = ["--rate", "2000", "--burst", "2000", "--port", str(port)]
    hall = HallProcess(data, extra=extra)
    fp = hall.fingerprint
    try:
        oma = TlsClient(port, fp, name="Oma", seed=1)
        oma.send({"type": "create_table", "protocol": PROTOCOL_VERSION, "app": APP_VERSION, "name": "Oma",
                  "table": "Oma's table", "options": {**SHORT, "players": 3}})
        made = oma.wait_for("table_created")
        oma.wait_for("welcome")
        code, token = made["code"], made["host_token"]
        ben, cy = TlsClient(port, fp, name="Ben", seed=2), TlsClient(port, fp, name="Cy", seed=3)
        for c in (ben, cy):
            c.hello(code=code)
            c.wait_for("welcome")
        assert admin(port, fp, code, token, "start")["ok"]
        people = [oma, ben, cy]
        assert play_until(people, lambda: all(c.game_over is not None for c in people), 40)
        assert admin(port, fp, code, token, "again", name="Oma")["ok"]
        ben.wait_for("play_again")
        cy.wait_for("play_again")
        ben.send({"type": "again"})
        deadline = time.monotonic() + 5
        while time.monotonic() < deadline:
            lobbies = [m for m in oma.pump() + oma.inbox if m.get("type") == "lobby"]
            if lobbies and lobbies[-1].get("again") == sorted([oma.seat, ben.seat]):
                break
            time.sleep(0.02)
        else:
            raise AssertionError("Ben's answer never reached the lobby")
        hall.kill()  # SIGKILL, Ben's answer in, Cy's not
        for c in people:
            c.close()

        hall = HallProcess(data, extra=extra)
        back = [TlsClient(port, fp, name=c.name, seed=10 + i) for i, c in enumerate(people)]
        for old, new in zip(people, back, strict=True):
            new.hello(token=old.token)
            new.wait_for("welcome")
        lobby = back[0].wait_for("lobby")
        assert lobby["phase"] == "lobby"
        assert lobby["again"] == sorted([oma.seat, ben.seat])  # kept across the kill
        refused = admin(port, fp, code, token, "start")
        assert not refused["ok"], refused  # Cy, asked, has not answered: Start still waits for him
        back[2].send({"type": "again"})
        deadline = time.monotonic() + 5
        started = refused
        while not started["ok"] and time.monotonic() < deadline:
            time.sleep(0.1)
            for c in back:
                c.pump()
            started = admin(port, fp, code, token, "start")
        assert started["ok"], (started, hall.log()[-3000:])
        assert play_until(back, lambda: all(c.game_over is not None for c in back), 40)
        hall.stop()
    finally:
        hall.kill()
