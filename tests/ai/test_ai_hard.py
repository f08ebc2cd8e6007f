"""Hard and its sampler: consistent samples, view-only decisions, budgets, cancelling, a tactic."""
from __future__ import annotations

import random
import threading
import time

import pytest

from mextrain.ai import EasyPlayer, HardPlayer, NormalPlayer, make_player
from mextrain.ai.inference import last_turns
from mextrain.ai.sampling import Sampler
from mextrain.engine import (
    MEXICAN,
    Game,
    GameOptions,
    Move,
    MoveKind,
    Phase,
    RoundState,
    Tile,
    full_set,
)
from mextrain.engine.tiles import NUM_MASK, mask_of, tiles_of
from support.ai import position, tiles, view_of


def hard(iterations: int = 200, seed: int = 1, **kw) -> HardPlayer:
    return HardPlayer(random.Random(seed), seconds=None, iterations=iterations, **kw)


# ---------------------------------------------------------------------- the sampler
def test_samples_keep_the_counts_the_own_hand_and_the_table():
    game = Game(GameOptions(4, 7), 11, track_decisions=False)
    players = [make_player("random", i) for i in range(4)]
    rng = random.Random(3)
    for _ in range(40):
        game.apply(players[game.round.current].choose(game.view(game.round.current)))
    seat = game.round.current
    view = game.view(seat)
    sampler = Sampler(view)
    for _ in range(50):
        st = sampler.state(rng)
        assert [st.hand_count(s) for s in range(4)] == list(view.hand_counts)
        assert st.hands[seat] == mask_of(view.hand)
        assert st.boneyard_size == view.boneyard_size
        again = st.view(seat, view.options, view.round_number, view.totals)
        # everything the seat sees is the same in the sample (the history is not rebuilt)
        for field in ("hand", "hand_counts", "boneyard_size", "trains", "open_doubles", "current", "legal"):
            assert getattr(again, field) == getattr(view, field), field
        seen = mask_of(view.hand) | mask_of(view.table_tiles()) | 1 << Tile(view.engine_number, view.engine_number).id
        hidden = sum(st.hands[s] for s in range(4) if s != seat) | mask_of(st.boneyard)
        assert hidden & seen == 0 and (hidden | seen).bit_count() == len(full_set())


def test_a_seat_that_drew_and_passed_is_dealt_no_tile_it_showed_it_lacked():
    # seat 1 holds no 12: it draws 0|0, passes (lacking 12 on every train it may use)
    rnd = position(["12|5 0|1 0|2", "3|4 5|6 7|8"], "12|5@0, draw, pass", boneyard="0|0")
    view = view_of(rnd)
    assert view.history[-1].lacked == frozenset({12})
    rng = random.Random(1)
    sampler = Sampler(view)
    for _ in range(300):
        hands, _ = sampler.sample(rng)
        assert not hands[1] & NUM_MASK[12]  # neither its dealt tiles nor the tile it kept
    assert sampler.relaxed == 0


def test_a_tile_drawn_after_the_pass_is_free_of_what_the_pass_showed():
    # seat 1 passes lacking 5 and 12 (the Mexican end and its own); seat 0 then lays on
    # seat 1's marked train, so seat 1 later lacks only 5 and 10, draws and passes again:
    # that last kept tile may carry a 12, the others may not
    rnd = position(["12|5 12|10 1|2 1|3 1|4", "0|3 0|4 0|7"],
                   "12|5@m, draw, pass, 12|10@1, draw, pass", boneyard="0|8 0|9")
    view = view_of(rnd)
    assert [e.lacked for e in view.history if e.seat == 1 and e.lacked] == [
        frozenset({5, 12}), frozenset({5, 12}), frozenset({5, 10}), frozenset({5, 10})]
    rng = random.Random(2)
    sampler = Sampler(view)
    with_12 = 0
    for _ in range(400):
        hands, _ = sampler.sample(rng)
        twelves = tiles_of(hands[1] & NUM_MASK[12])
        assert len(twelves) <= 1  # only the tile drawn last can carry a 12
        with_12 += len(twelves)
        assert not hands[1] & (NUM_MASK[5] | NUM_MASK[10])
    assert with_12 > 0  # and sometimes does: that constraint does not bind it


# ---------------------------------------------------------------------- view only
def swapped_hidden_positions() -> tuple[RoundState, RoundState]:
    """Two rounds that look the same from seat 0: seats 1 and 2 hold each other's hands,
    and the boneyard is in another order."""
    own = "12|5 5|9 9|3 3|3 12|8 0|1 7|7 2|11"
    a, b = "12|1 1|4 6|10 0|9 8|8 2|2 4|4 10|11", "12|7 7|2 3|6 6|6 9|11 10|10 0|0 1|11"
    rest = [t for t in full_set() if t not in set(tiles(own + " " + a + " " + b)) | {Tile(12, 12)}]
    first = position([own, a, b], starter=0, boneyard=" ".join(map(str, rest)))
    second = position([own, b, a], starter=0, boneyard=" ".join(map(str, reversed(rest))))
    return first, second


def test_players_decide_from_the_view_alone_hidden_hands_swapped_same_decision():
    first, second = swapped_hidden_positions()
    v1, v2 = view_of(first), view_of(second)
    assert v1 == v2  # the view carries nothing of the hidden hands
    for make in (lambda: EasyPlayer(random.Random(4)), lambda: NormalPlayer(), lambda: hard(150, seed=9)):
        assert make().choose(v1) == make().choose(v2)


def test_a_view_holds_no_hidden_tile_and_no_reference_to_the_state():
    first, _ = swapped_hidden_positions()
    first.apply(first.legal_moves()[0])
    view = view_of(first, 1)
    found: set[Tile] = set()
    stack = [view]
    seen: set[int] = set()
    while stack:
        x = stack.pop()
        if id(x) in seen:
            continue
        seen.add(id(x))
        assert not isinstance(x, (RoundState, Game))
        if isinstance(x, Tile):
            found.add(x)
        elif isinstance(x, (tuple, list, frozenset, set)):
            stack.extend(x)
        elif hasattr(x, "__dataclass_fields__"):
            stack.extend(getattr(x, f) for f in x.__dataclass_fields__)
    visible = set(view.hand) | set(view.table_tiles())
    assert found <= visible
    hidden = set(first.hand(0)) | set(first.hand(2)) | set(first.boneyard)
    assert not found & hidden


# ---------------------------------------------------------------------- Hard
def test_hard_answers_a_forced_move_at_once():
    rnd = position(["7|7 0|3 1|4", "12|7 0|2"], "12|7@m", starter=1)
    assert len(rnd.legal_moves()) == 1
    h = hard(10_000)
    t = time.perf_counter()
    assert h.choose(view_of(rnd)) == rnd.legal_moves()[0]
    assert time.perf_counter() - t < 0.05 and not h.stats.searched and h.stats.playouts == 0
    rnd = position(["12|5 5|6", "12|8 0|2"], "12|5@0, 12|8@m")  # going out (R14)
    assert h.choose(view_of(rnd)) == Move.play(Tile(5, 6), 0) and not h.stats.searched


def test_hard_with_an_iteration_budget_is_reproducible_and_keeps_the_budget():
    first, _ = swapped_hidden_positions()
    moves = set()
    for _ in range(2):
        h = hard(120, seed=5)
        moves.add(h.choose(view_of(first)))
        assert h.stats.searched and 0 < h.stats.playouts <= 120 + h.stats.candidates
    assert len(moves) == 1 and moves <= set(first.legal_moves())


def test_hard_stops_at_its_time_budget():
    first, _ = swapped_hidden_positions()
    h = HardPlayer(random.Random(1), seconds=0.1)
    t = time.perf_counter()
    m = h.choose(view_of(first))
    assert time.perf_counter() - t < 0.6  # the budget, one iteration and a loaded machine
    assert m in first.legal_moves() and h.stats.playouts > 0


def test_hard_can_be_cancelled_from_another_thread_and_by_should_stop():
    first, _ = swapped_hidden_positions()
    h = HardPlayer(random.Random(1), seconds=60)
    answer: list[Move] = []
    worker = threading.Thread(target=lambda: answer.append(h.choose(view_of(first))))
    t = time.perf_counter()
    worker.start()
    time.sleep(0.1)
    h.cancel()
    worker.join(5)
    assert not worker.is_alive() and time.perf_counter() - t < 3
    assert answer[0] in first.legal_moves()
    # a should_stop that is true at once: still a sensible legal move (Normal's)
    m = HardPlayer(random.Random(1), seconds=60).choose(view_of(first), should_stop=lambda: True)
    assert m == NormalPlayer().choose(view_of(first))


def test_hard_blocks_the_last_tile_it_can_infer():
    # seat 1 started the Mexican Train with 12|6 and holds one tile; every other tile is
    # in seat 0's hand, so that tile can only be 6|9. Normal lays its heavy 11|12 on its
    # own train and seat 1 goes out on the Mexican Train; Hard changes the Mexican end.
    opp = [Tile(6, 12), Tile(6, 9)]
    rest = [t for t in full_set() if t not in set(opp) | {Tile(12, 12)}]
    rnd = position([" ".join(map(str, rest)), "12|6 6|9"], "12|6@m", starter=1)
    assert normal_lets_seat_1_go_out(rnd)
    h = hard(400)
    while rnd.current == 0:
        rnd.apply(h.choose(view_of(rnd)))
    assert h.stats.searched
    assert not any(m.kind is MoveKind.PLAY for m in rnd.legal_moves())  # seat 1 is blocked


def normal_lets_seat_1_go_out(rnd: RoundState) -> bool:
    r = rnd.clone()
    while r.current == 0:
        r.apply(NormalPlayer().choose(view_of(r)))
    return Move.play(Tile(6, 9), MEXICAN) in r.legal_moves()


@pytest.mark.parametrize("spec,seconds,iterations,infer", [
    ("hard", 0.9, None, False), ("hard:0.2s", 0.2, None, False), ("hard:500", None, 500, False),
    ("hard:500:read", None, 500, True)])
def test_make_player_reads_hards_budget(spec, seconds, iterations, infer):
    p = make_player(spec, 1)
    assert isinstance(p, HardPlayer) and p.seconds == seconds and p.iterations == iterations
    assert p.read_moves is infer
    assert p.seconds is None or p.seconds <= 1.0


@pytest.mark.parametrize("spec", ["hard:", "hard:0s", "hard:-3", "hard:fast", "hard:500:blind", "normal:3", "expert"])
def test_make_player_refuses_a_bad_spec_plainly(spec):
    with pytest.raises(ValueError):
        make_player(spec, 1)


# ---------------------------------------------------------------------- reading moves
def test_an_opponents_last_move_is_read_as_normals():
    # seat 1 laid 12|9 on the Mexican Train. Normal lays a tile outside its planned row
    # elsewhere first, so seat 1's row from 12 did not hold 12|9: it holds another 12.
    rnd = position(["0|3 0|4 0|5", "12|4 4|5 12|9"], "12|9@m", starter=1)
    view = view_of(rnd)
    (turn,) = last_turns(view)
    assert turn.seat == 1
    assert turn.normal_would(mask_of(tiles("12|4 4|5")))  # the true hand explains it
    assert not turn.normal_would(mask_of(tiles("0|1 0|2")))  # with no 12 it laid 12|9 at home

    def share_holding_a_12(read_moves: bool) -> float:
        sampler = Sampler(view, read_moves)
        rng = random.Random(4)
        deals = [sampler.sample(rng)[0] for _ in range(400)]
        return sum(bool(h[1] & NUM_MASK[12]) for h in deals) / len(deals)

    blind, reading = share_holding_a_12(False), share_holding_a_12(True)
    assert reading > blind + 0.1, (blind, reading)
    assert reading < 1.0  # a hand without a 12 is still dealt now and then


@pytest.mark.slow  # about 3 s of CPU or more (the quick loop leaves it out)
def test_reading_moves_puts_more_weight_on_the_tiles_opponents_hold():
    # positions from 4-seat games between Normal players: the sampled deals give the
    # tiles each opponent really holds a higher share when the sampler reads the moves
    normal = NormalPlayer()
    found = []
    game = Game(GameOptions(4, 7), 77, track_decisions=False)
    k = 0
    while len(found) < 90 and game.phase is not Phase.GAME_OVER:
        if game.phase is Phase.ROUND_OVER:
            game.next_round()
            continue
        r = game.round
        view = game.view(r.current)
        k += 1
        if k % 3 == 0:
            found.append((view, list(r.hands)))
        game.apply(normal.choose(view))

    def held_share(read_moves: bool) -> float:
        total = count = 0
        for view, hands in found:
            sampler = Sampler(view, read_moves)
            rng = random.Random(9)
            for _ in range(80):
                dealt, _ = sampler.sample(rng)
                for s in range(view.players):
                    if s != view.seat:
                        total += (dealt[s] & hands[s]).bit_count()
                        count += hands[s].bit_count()
        return total / count

    blind, reading = held_share(False), held_share(True)
    assert reading > blind * 1.005, (blind, reading)


def test_normal_players_moves_are_explained_by_their_true_hands():
    normal = NormalPlayer()
    checked = explained = 0
    for g in range(8):
        game = Game(GameOptions(2 + g % 3, 7), 40 + g, track_decisions=False)
        while game.phase is Phase.PLAYING:
            r = game.round
            view = game.view(r.current)
            for turn in last_turns(view):
                checked += 1
                explained += turn.normal_would(r.hands[turn.seat])
            game.apply(normal.choose(view))
    assert checked > 200 and explained / checked > 0.98
