"""Every message round-trips, and every malformed one becomes a ProtocolError with a code, never a crash."""
from __future__ import annotations

import json
from dataclasses import replace

import pytest

from mextrain.engine import PlayerView
from mextrain.net import messages as m
from mextrain.net.schema import ProtocolError, clean_text
from mextrain.net.viewcodec import view_from_json, view_to_json
from mextrain.net.wire import FrameDecoder
from support.net import sample_messages, sample_views

KINDS = {**m.CLIENT_MESSAGES, **m.HOST_MESSAGES}


def test_every_message_type_has_a_sample() -> None:
    assert {type(x).TYPE for x in sample_messages()} == set(KINDS)


@pytest.mark.parametrize("msg", sample_messages(), ids=lambda x: x.TYPE)
def test_every_message_round_trips_through_the_wire(msg: m.Message) -> None:
    data = msg.encode()
    (obj,) = FrameDecoder().feed(data)
    back = m.decode(obj, KINDS, 8)
    assert back == msg and type(back) is type(msg)
    assert back.encode() == data


def test_views_of_a_real_game_round_trip_exactly() -> None:
    views = sample_views(players=6, every=3)
    assert any(v.open_doubles for v in views) and any(v.legal for v in views) and any(v.history for v in views)
    for v in views:
        assert view_from_json(json.loads(json.dumps(view_to_json(v)))) == v


def test_the_views_of_one_moment_share_their_json_and_read_back_as_each_seats_own() -> None:
    from mextrain.engine import Game, GameOptions

    game = Game(GameOptions(4, 13), 9, track_decisions=True)
    for _ in range(60):
        views = [game.view(seat) for seat in range(4)]
        frames = m.View.encode_many(7, 11, game.phase.value, views, (2,), (12.5,))
        for v, frame in zip(views, frames, strict=True):
            (obj,) = FrameDecoder().feed(frame)
            assert m.View.from_json(obj, 4) == m.View(7, 11, game.phase.value, v, (2,), (12.5,))
            assert frame == m.View(7, 11, game.phase.value, v, (2,), (12.5,)).encode()  # byte for byte
        game.apply(game.legal_moves()[0])
        watcher = replace(views[0], hand=(), legal=(), drawn=None)  # a watcher's public view, among the seats'
        both = m.View.encode_many(7, 11, game.phase.value, [views[1], watcher], (), (), [False, True])
        assert both == [m.View(7, 11, game.phase.value, views[1]).encode(),
                        m.View(7, 11, game.phase.value, watcher, public=True).encode()]
    assert m.View.encode_many(1, 1, "playing", []) == []
    with pytest.raises(ValueError):
        m.View.encode_many(1, 1, "playing", views, (2,), ())


def test_a_view_holds_the_seats_own_hand_and_no_other() -> None:
    v = sample_views()[0]
    data = view_to_json(v)
    assert set(data) >= {"hand", "counts", "boneyard"} and "hands" not in data
    assert data["boneyard"] == v.boneyard_size and type(data["boneyard"]) is int


def _bad(obj: dict, kinds: dict = KINDS) -> ProtocolError:
    with pytest.raises(ProtocolError) as info:
        m.decode(obj, kinds, 4)
    return info.value


@pytest.mark.parametrize("obj", [
    {"type": "move", "turn": 1},                                                   # missing field
    {"type": "move", "turn": 1, "move": {"draw": True}, "extra": 1},               # unknown field
    {"type": "move", "turn": True, "move": {"draw": True}},                        # bool is not int
    {"type": "move", "turn": -1, "move": {"draw": True}},                          # range
    {"type": "move", "turn": 2**60, "move": {"draw": True}},                       # huge
    {"type": "move", "turn": 1.0, "move": {"draw": True}},                         # float
    {"type": "move", "turn": 1, "move": {"play": [13, 2], "train": 1}},            # pips 0..12
    {"type": "move", "turn": 1, "move": {"play": [5, 2], "train": 1}},             # a <= b
    {"type": "move", "turn": 1, "move": {"play": [1, 2], "train": 4}},             # no train 4 of 4 seats
    {"type": "move", "turn": 1, "move": {"play": [1, 2], "train": "Mexican"}},
    {"type": "move", "turn": 1, "move": {"draw": 1}},
    {"type": "move", "turn": 1, "move": [[[[]]]]},
    {"type": "ping"},
    {"type": "ping", "n": "1"},
    {"type": "hello", "protocol": m.PROTOCOL_VERSION, "app": "0.1.0", "name": ""},
    {"type": "hello", "protocol": m.PROTOCOL_VERSION, "app": "0.1.0", "name": "\u0000\u200b\u202e"},
    {"type": "hello", "protocol": m.PROTOCOL_VERSION, "app": "0.1.0", "name": "x" * 1000},
    {"type": "hello", "protocol": m.PROTOCOL_VERSION, "app": "0.1.0", "name": "A", "token": "../../etc/passwd"},
    {"type": "hello", "protocol": m.PROTOCOL_VERSION, "app": "0.1.0", "name": "A", "code": "ü" * 3},
    {"type": "hello", "protocol": m.PROTOCOL_VERSION, "app": "0.1.0; rm -rf", "name": "A"},
    {"type": "hello", "protocol": m.PROTOCOL_VERSION, "app": "0.1.0", "name": "A", "is_host": True},
])
def test_malformed_client_messages_are_refused_with_a_code(obj: dict) -> None:
    assert _bad(obj, m.CLIENT_MESSAGES).code == "bad_message"


@pytest.mark.parametrize("kind", [None, 7, "", "welcome", "HELLO", "x" * 10_000, ["hello"]])
def test_unknown_or_wrong_way_types_are_refused(kind: object) -> None:
    assert _bad({"type": kind}, m.CLIENT_MESSAGES).code == "unknown_type"


def test_names_are_cleaned_of_control_and_format_characters() -> None:
    assert clean_text("  Ana\u0000\u0007 \u202e\tMaria\n ", 24) == "Ana Maria"
    hello = m.decode({"type": "hello", "protocol": m.PROTOCOL_VERSION, "app": "0.1.0", "name": "Ole\u200b \u001b[31m"}, KINDS)
    assert hello.name == "Ole [31m"
    assert len(m.decode({"type": "hello", "protocol": m.PROTOCOL_VERSION, "app": "1", "name": "Ж" * 60}, KINDS).name) == 24


def test_a_hello_of_another_protocol_is_told_the_versions_whatever_else_it_holds() -> None:
    err = _bad({"type": "hello", "protocol": m.PROTOCOL_VERSION + 1, "app": "0.3.0", "fields": "of a future version"})
    assert isinstance(err, m.VersionMismatch) and err.code == "version"
    refusal = m.Refused("version", host_app="0.2.0", your_app=err.app)
    back = m.decode(json.loads(json.dumps(refusal.to_json())), m.HOST_MESSAGES)
    assert (back.code, back.host_app, back.your_app) == ("version", "0.2.0", "0.3.0")


def test_a_view_that_contradicts_itself_is_refused() -> None:
    v: PlayerView = sample_views()[3]
    good = view_to_json(v)
    cases = [
        {**good, "hand": good["hand"][1:]},                       # hand differs from its count
        {**good, "hand": good["hand"] + good["hand"][:1]},        # a tile twice
        {**good, "trains": good["trains"][::-1]},                 # trains out of order
        {**good, "seat": 9},
        {**good, "counts": good["counts"][:-1]},
        {**good, "options": {**good["options"], "players": 9}},
    ]
    bad_train = json.loads(json.dumps(good))
    bad_train["trains"][-1]["tiles"] = [[[1, 2], 3, 4]]       # a laid tile that does not join its ends
    cases.append(bad_train)
    for case in cases:
        with pytest.raises(ProtocolError):
            view_from_json(case)
