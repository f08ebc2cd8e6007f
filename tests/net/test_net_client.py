"""The joining app's session on its own: handshake, versions, stale views, a host that misbehaves."""
from __future__ import annotations

from mextrain.engine import DRAW
from mextrain.net import actions as a
from mextrain.net import client as cl
from mextrain.net import messages as m
from mextrain.net.wire import FrameDecoder, encode
from support.net import MemoryTable, inbox_of, sample_views


def _sent(outs: list) -> list[dict]:
    dec = FrameDecoder()
    return [obj for o in outs if isinstance(o, cl.Send) for obj in dec.feed(o.data)]


def test_hello_carries_the_versions_and_the_code_or_the_token() -> None:
    c = cl.ClientSession("Ana", "KX7P2M", app="0.2.0")
    (hello,) = _sent(c.connect(0.0))
    assert hello == {"type": "hello", "protocol": m.PROTOCOL_VERSION, "app": "0.2.0", "name": "Ana", "code": "KX7P2M"}
    c.token = "ab" * 16
    (hello,) = _sent(c.connect(1.0))
    assert hello["token"] == "ab" * 16 and "code" not in hello


def test_a_version_refusal_names_both_versions_and_ends_the_retries() -> None:
    c = cl.ClientSession("Ana", "KX7P2M", token="cd" * 16, app="0.2.0")
    c.connect(0.0)
    outs = c.received(m.Refused("version", host_app="0.3.0", your_app="0.2.0").encode(), 0.1)
    (refused,) = [o for o in outs if isinstance(o, m.Refused)]
    assert (refused.host_app, c.app) == ("0.3.0", "0.2.0")  # "the host runs 0.3.0, you run 0.2.0"
    assert cl.Lost("version") in outs and not c.can_rejoin and c.state == "closed"


def test_an_older_view_is_ignored_and_a_move_answers_the_last_view() -> None:
    t = MemoryTable(players=2, seed=4)
    ana = t.join("Ana")
    t.start()
    while t.game.current_seat != 1:
        t.step()
    c = ana.client
    newest = c.view
    assert newest is not None and newest.view.legal
    old = m.View(newest.seq - 1, newest.turn, "playing", newest.view, away=(0,), away_left=(None,))
    assert c.received(old.encode(), t.now) == [] and c.view is newest
    (intent,) = _sent(c.move(newest.view.legal[0]))
    assert intent["turn"] == newest.turn == t.host.turn
    illegal = DRAW if DRAW not in newest.view.legal else m.Move.play(next(iter(t.game.round.hand(0))), 1)
    (sent,) = _sent(c.move(illegal))  # not judged here: the host judges it
    assert sent == {"type": "move", "turn": newest.turn, "move": illegal.to_json()}


def test_a_host_that_sends_garbage_or_another_seats_view_is_left() -> None:
    c = cl.ClientSession("Ana", "KX7P2M")
    c.connect(0.0)
    c.received(m.Welcome(1, "ef" * 16).encode(), 0.0)
    view = sample_views()[0]
    other = view.seat != 1
    assert other
    outs = c.received(m.View(1, 0, "playing", view).encode(), 0.1)  # not playing yet, and not its seat
    assert cl.Lost("unexpected") in outs and c.can_rejoin
    c2 = cl.ClientSession("Bo", "KX7P2M")
    c2.connect(0.0)
    outs = c2.received(encode({"type": "welcome", "seat": 1, "token": "x"}), 0.0)
    assert cl.Lost("bad_message") in outs and c2.state == "closed"


def test_the_client_pings_and_notices_a_dead_host_then_may_rejoin() -> None:
    c = cl.ClientSession("Ana", "KX7P2M")
    c.connect(0.0)
    c.received(m.Welcome(2, "12" * 16).encode(), 0.0)
    assert [x["type"] for x in _sent(c.tick(2.0))] == ["ping"]
    assert c.tick(3.0) == []
    outs = c.tick(6.0)
    assert cl.Lost("dead") in outs and c.can_rejoin and c.token == "12" * 16


def test_leaving_says_bye_and_forgets_the_token() -> None:
    t = MemoryTable(players=3)
    ana = t.join("Ana")
    outs = ana.client.leave()
    assert [x["type"] for x in _sent(outs)] == ["bye"] and not ana.client.can_rejoin
    t.client_out(ana, outs)
    assert t.host.table.infos()[1].state == "open"  # who leaves the lobby frees the seat
    assert inbox_of(ana, m.Welcome) and a.CloseConnection(ana.conn, "leaving") in t.host_actions


def test_a_person_leaving_a_game_under_way_gives_the_seat_to_a_computer_at_once() -> None:
    """Issue 29, point 3: leaving on purpose is not a drop; nobody waits out the grace period."""
    t = MemoryTable(players=3, grace=60.0)
    ana = t.join("Ana")
    bo = t.join("Bo")
    t.start()
    t.client_out(ana, ana.client.leave())
    seat = t.host.table.seats[1]
    assert seat.state == "computer" and seat.name == "Ana" and seat.token is None
    assert a.SeatToComputer(1) in t.host_actions and a.SeatAway(1) not in t.host_actions
    assert t.host.computer_plays(1) and t.host.away() == ()
    lobby = inbox_of(bo, m.Lobby)[-1]
    assert lobby.seats[1].state == "computer" and lobby.seats[1].name == "Ana"  # the others' lobbies say so
    assert inbox_of(bo, m.View)[-1].away == ()  # nobody shows as away with a countdown
    back = t.join("Ana")  # leaving is final: the game goes on without them
    assert inbox_of(back, m.Refused)[-1].code == "started"


def test_a_host_at_a_hall_makes_its_table_first_then_comes_back_with_its_seat_token() -> None:
    from mextrain.engine import GameOptions
    from mextrain.net import wire as w
    from mextrain.net.hall import CreateTable

    session = cl.ClientSession("Mona", create=CreateTable("Mona", "Kitchen", GameOptions(3, 7)))
    (sent,) = session.connect(0.0)
    first = w.FrameDecoder().feed(sent.data)[0]
    assert first["type"] == "create_table" and first["table"] == "Kitchen" and first["options"]["players"] == 3
    made = {"type": "table_created", "code": "PNJ3E3", "host_token": "ab" * 16}
    welcome = m.Welcome(0, "cd" * 16).to_json()
    outs = session.received(w.encode(made) + w.encode(welcome), 0.1)
    assert outs[0] == cl.TableCreated("PNJ3E3", "ab" * 16) and isinstance(outs[1], m.Welcome)
    assert (session.code, session.token, session.create, session.state) == ("PNJ3E3", "cd" * 16, None, "lobby")
    session.disconnected(1.0)
    (again,) = session.connect(2.0)  # back after a drop: an ordinary hello with the seat's token
    hello = w.FrameDecoder().feed(again.data)[0]
    assert hello["type"] == "hello" and hello["token"] == "cd" * 16


def test_a_creation_whose_line_dropped_before_the_welcome_is_asked_again_with_the_same_creation() -> None:
    from mextrain.engine import GameOptions
    from mextrain.net import wire as w
    from mextrain.net.hall import CreateTable

    session = cl.ClientSession("Mona", create=CreateTable("Mona", "Kitchen", GameOptions(2, 7)))
    (sent,) = session.connect(0.0)
    creation = w.FrameDecoder().feed(sent.data)[0]["creation"]
    assert len(creation) == 32 and int(creation, 16) >= 0  # drawn once, for this table
    assert session.disconnected(0.5) == [cl.Lost("dropped")]
    assert session.can_rejoin  # it reached the hall: asked again, not given up
    (again,) = session.connect(1.0)
    assert w.FrameDecoder().feed(again.data)[0] == w.FrameDecoder().feed(sent.data)[0]  # the same creation
    made = {"type": "table_created", "code": "PNJ3E3", "host_token": "ab" * 16}
    session.received(w.encode(made), 1.1)  # the answer came, but not the welcome
    session.disconnected(1.5)
    (third,) = session.connect(2.0)
    asked = w.FrameDecoder().feed(third.data)[0]
    assert asked["type"] == "create_table" and asked["creation"] == creation  # not a hello for a seat of its own
    welcome = m.Welcome(0, "cd" * 16).to_json()
    session.received(w.encode(made) + w.encode(welcome), 2.1)
    assert session.create is None and session.token == "cd" * 16


def test_a_bad_table_created_or_a_full_hall_ends_the_creation() -> None:
    from mextrain.engine import GameOptions
    from mextrain.net import wire as w
    from mextrain.net.hall import CreateTable

    session = cl.ClientSession("Mona", create=CreateTable("Mona", "Kitchen", GameOptions(2, 7)))
    session.connect(0.0)
    outs = session.received(w.encode({"type": "table_created", "code": "x", "host_token": "zz"}), 0.1)
    assert isinstance(outs[-1], cl.Lost) and session.code is None
    full = cl.ClientSession("Mona", create=CreateTable("Mona", "Kitchen", GameOptions(2, 7)))
    full.connect(0.0)
    outs = full.received(w.encode(m.Refused("hall_full").to_json()), 0.1)
    assert isinstance(outs[0], m.Refused) and outs[-1] == cl.Lost("hall_full")
    assert "hall_full" in cl.NO_RETRY and "too_many_tables" in cl.NO_RETRY
