"""The held seat file (controller/network/joined_seat.py): every seat this app holds at a table, the
first person's at the top as a one-seat file always had it, the others at this computer under
"companions"; a file written before companions still loads, a damaged companion is left out."""
from __future__ import annotations

import json
from pathlib import Path

from mextrain.controller.network.joined_seat import FORMAT, HeldSeat, load_seats, save_seats

ADA = HeldSeat("127.0.0.1", 47123, "Ada", "tok-ada", "Kitchen", 1, "ABCDEF", "host-tok")
BEN = HeldSeat("127.0.0.1", 47123, "Ben", "tok-ben", "Kitchen", 2)


def test_every_seat_held_here_is_kept_and_loads_back_the_first_persons_first(tmp_path: Path) -> None:
    path = tmp_path / "joined-seat.json"
    save_seats(path, [ADA, BEN])
    assert load_seats(path) == [ADA, BEN]
    data = json.loads(path.read_text(encoding="utf-8"))  # an older, one-seat reader finds the first person's
    assert data["token"] == "tok-ada" and [c["token"] for c in data["companions"]] == ["tok-ben"]


def test_a_file_with_one_seat_from_before_companions_still_loads(tmp_path: Path) -> None:
    path = tmp_path / "joined-seat.json"
    path.write_text(json.dumps({"format": FORMAT, "address": "127.0.0.1", "port": 47123, "name": "Ada",
                                "token": "tok-ada", "table": "Kitchen", "seat": 1}), encoding="utf-8")
    assert load_seats(path) == [HeldSeat("127.0.0.1", 47123, "Ada", "tok-ada", "Kitchen", 1)]


def test_a_damaged_companion_is_left_out_and_a_damaged_first_seat_offers_nothing(tmp_path: Path) -> None:
    path = tmp_path / "joined-seat.json"
    save_seats(path, [ADA, BEN])
    data = json.loads(path.read_text(encoding="utf-8"))
    data["companions"] = [{"name": "Cy"}, {**data["companions"][0], "port": "x"},
                          {**data["companions"][0], "token": ""}, data["companions"][0]]
    path.write_text(json.dumps(data), encoding="utf-8")
    assert load_seats(path) == [ADA, BEN]
    data["port"] = 0
    path.write_text(json.dumps(data), encoding="utf-8")
    assert load_seats(path) == []
    assert load_seats(tmp_path / "none.json") == []
