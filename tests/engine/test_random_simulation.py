"""Random simulation in the spirit of OpenSpiel's: seeded games, invariants at every step.

The legal moves are checked against a plain reference written from rules.md directly
(slow and obvious, recounting the table each time), so a shortcut in the fast engine
that breaks a rule shows up here. The reference reads every house rule (R19–R24) from the
round's options, and the games run under each of them and all of them at once.
"""
from __future__ import annotations

import json
import random

import pytest

from mextrain.engine import (
    ALL_TILES,
    DRAW,
    END,
    PASS,
    Game,
    GameOptions,
    IllegalMove,
    Move,
    MoveKind,
    Phase,
    RoundEnd,
    RoundState,
    Tile,
)
from mextrain.engine.moves import MEXICAN
from mextrain.engine.record import SeatConfig, game_to_record, replay


def _last_double_only(hand: list[Tile], options: GameOptions) -> bool:
    """R21: with no going out on a double, a hand of one double cannot lay it."""
    return not options.out_on_double and len(hand) == 1 and hand[0].is_double


def _started(r: RoundState, seat: int) -> bool:
    """R22: the seat has laid a tile on its own train in this round (from the history)."""
    return any(s == seat and m.kind is MoveKind.PLAY and m.train == seat for (s, m, _) in r.history)


def reference_legal(r: RoundState) -> set[Move]:
    """Legal moves from rules.md R6–R13 and R19–R23, recomputed from the table's tiles."""
    if r.over:
        return set()
    options = r.options
    seat = r.current
    hand = r.hand(seat)
    if r.drew:  # R12: only the drawn tile may be laid
        hand = [r.boneyard[r.drawn_count - 1]]
    elif _last_double_only(hand, options):
        hand = []
    trains = list(range(r.players)) + [MEXICAN]
    on_table = [t for tr in trains for (t, _, _) in r.train_tiles(tr)] + [Tile(r.engine_number, r.engine_number)]

    def coverable(value: int) -> bool:  # R13: a number has N+1 tiles in a double-N set (R19)
        return sum(1 for t in on_table if t.has(value)) < options.set + 1

    def end(train) -> int:
        tiles = r.train_tiles(train)
        return tiles[-1][2] if tiles else r.engine_number

    def is_open_double(train) -> bool:  # a double that is the last tile of its train (R20: never when free)
        tiles = r.train_tiles(train)
        return options.doubles == "cover" and bool(tiles) and tiles[-1][0].is_double

    def laid_at(train) -> int:
        last = r.train_tiles(train)[-1][0]
        return next(i for i, (_, m, _) in enumerate(r.history) if m.tile == last)

    open_doubles = sorted((tr for tr in trains if is_open_double(tr) and coverable(end(tr))), key=laid_at)
    may = [seat, MEXICAN] + [s for s in range(r.players) if s != seat and r.has_marker(s)]
    if options.own_train_first and not _started(r, seat):  # R22
        may = [seat]
    plays: set[Move] = set()
    if r.run:  # R10
        own_open = is_open_double(seat) and coverable(end(seat))
        plays = {Move.play(t, seat) for t in hand if t.has(end(seat))}
        if not own_open:
            return plays | {END}
        if plays:
            return plays
        return {PASS} if r.boneyard_size == 0 else {DRAW}
    if open_doubles:  # R11
        oldest = open_doubles[0]
        plays = {Move.play(t, oldest) for t in hand if t.has(end(oldest))}
        laid_this_turn = []  # the trailing entries of the seat to move are its turn so far
        for (st, m, _) in reversed(r.history):
            if st != seat:
                break
            laid_this_turn.append(m.tile)
        if r.train_tiles(oldest)[-1][0] in laid_this_turn:
            plays |= {Move.play(t, tr) for t in hand if t.is_double for tr in may
                      if tr != oldest and t.has(end(tr))}
    else:  # R7
        plays = {Move.play(t, tr) for t in hand for tr in may if t.has(end(tr))}
    if plays:
        return plays
    if r.boneyard_size == 0 or (r.drew and options.draw == "one"):  # R12; R23 draws until it fits
        return {PASS}
    return {DRAW}


def reference_could_still_lay(r: RoundState, seat: int) -> bool:
    """R15's test for one seat: could it lay a tile in a turn of its own once every personal
    train carries a marker (the others' passes may still put them there)?"""
    options = r.options
    trains = list(range(r.players)) + [MEXICAN]
    on_table = [t for tr in trains for (t, _, _) in r.train_tiles(tr)] + [Tile(r.engine_number, r.engine_number)]

    def end(train) -> int:
        tiles = r.train_tiles(train)
        return tiles[-1][2] if tiles else r.engine_number

    hand = r.hand(seat)
    if _last_double_only(hand, options):  # R21: never laid
        return False
    open_doubles = [tr for tr in trains if options.doubles == "cover" and r.train_tiles(tr)
                    and r.train_tiles(tr)[-1][0].is_double
                    and sum(1 for t in on_table if t.has(end(tr))) < options.set + 1]
    if open_doubles:  # any open coverable double restricts every seat to the oldest one
        oldest = next(tr for tr in _by_age(r) if tr in open_doubles)
        return any(t.has(end(oldest)) for t in hand)
    if options.own_train_first and not _started(r, seat):  # R22: only its own train
        return any(t.has(end(seat)) for t in hand)
    return any(t.has(end(tr)) for t in hand for tr in trains)  # R7 with every train marked


def _by_age(r: RoundState) -> list:
    """Trains ordered by when their last tile was laid (oldest first)."""
    order = {}
    for i, (_, m, _) in enumerate(r.history):
        if m.tile is not None:
            order[m.train] = i
    return sorted(order, key=order.get)


def check_round_end(r: RoundState, mover: int) -> None:
    """R14/R15 against the reference: a round ends exactly when someone is out, or at the end
    of the first turn after which all are stuck (`mover` made the last move)."""
    if r.result is RoundEnd.OUT:
        assert not r.hand(r.out_seat)
        return
    if r.boneyard_size:
        assert r.result is None
        return
    # R15: over only when no seat could lay even with a marker on every personal train
    can_lay = any(reference_could_still_lay(r, s) for s in range(r.players))
    if r.result is RoundEnd.BLOCKED:
        assert not can_lay, "R15: a round ended blocked while a seat could still lay"
        assert r.current != mover, "R15: the round ends at the end of a turn"
    elif not can_lay:  # the turn in play ends with its forced pass, and the round with it
        assert r.current == mover and r.legal_moves() == [PASS], "nobody can lay: R15 should end it"


def tiles_accounted(r: RoundState) -> int:
    seen: list[Tile] = [Tile(r.engine_number, r.engine_number)]
    for s in range(r.players):
        seen += r.hand(s)
    seen += r.boneyard[r.drawn_count:]
    for tr in list(range(r.players)) + [MEXICAN]:
        seen += [t for (t, _, _) in r.train_tiles(tr)]
    assert len(seen) == len(set(seen)), "a tile is in two places"
    return len(seen)


CASES = [(p, rounds, run) for p in range(2, 9) for rounds in (13, 7) for run in (False, True)]
#: every house rule alone, every set, and all of them at once (R19–R24), with seats the set allows
HOUSE_CASES: list[tuple[int, bool, dict[str, object]]] = [
    (4, False, {"set": 6}), (2, True, {"set": 6}), (3, False, {"set": 9}), (7, True, {"set": 9}),
    (5, False, {"set": 15}), (8, True, {"set": 15}),
    (4, False, {"doubles": "free"}), (6, True, {"doubles": "free"}),
    (3, False, {"out_on_double": False}), (2, False, {"out_on_double": False, "set": 6}),
    (4, False, {"own_train_first": True}), (5, True, {"own_train_first": True}),
    (3, False, {"draw": "until_fits"}), (6, True, {"draw": "until_fits"}),
    (2, False, {"zero_zero": 0}),
    (4, True, {"set": 9, "doubles": "free", "out_on_double": False, "own_train_first": True,
               "draw": "until_fits", "zero_zero": 0}),
    (8, False, {"set": 15, "doubles": "free", "out_on_double": False, "own_train_first": True,
                "draw": "until_fits", "zero_zero": 0}),
    (3, True, {"set": 6, "out_on_double": False, "own_train_first": True, "draw": "until_fits", "zero_zero": 0}),
]


@pytest.mark.parametrize("players,rounds,run", CASES)
@pytest.mark.slow  # about 3 s of CPU or more (the quick loop leaves it out)
def test_random_games_keep_every_invariant(players: int, rounds: int, run: bool) -> None:
    _random_games(GameOptions(players, rounds, run), random.Random(f"{players}/{rounds}/{run}"))


@pytest.mark.parametrize("players,run,rules", HOUSE_CASES, ids=[
    f"{p}-{'run' if run else 'norun'}-" + "-".join(f"{k}={v}" for k, v in rules.items()) for p, run, rules in HOUSE_CASES])
def test_R18_R24_random_games_under_each_house_rule_keep_every_invariant(players: int, run: bool,
                                                                          rules: dict[str, object]) -> None:
    options = GameOptions.of(players, starting_run=run, **rules)
    _random_games(options, random.Random(f"{players}/{run}/{sorted(rules.items())}"))


def _random_games(options: GameOptions, rng: random.Random) -> None:
    players = options.players
    set_size = (options.set + 1) * (options.set + 2) // 2
    decisions = 0
    for game_no in range(2):
        seed = rng.randrange(10**6)
        game = Game(options, seed, track_decisions=True, track_events=True)
        while game.phase is not Phase.GAME_OVER and decisions < 700 * (game_no + 1):
            if game.phase is Phase.ROUND_OVER:
                rec = game.rounds[-1]  # the score sheet's tiles left, true to R17's points
                assert rec.hands_left == tuple(tuple(game.round.hand(s)) for s in range(players))
                zero = options.zero_zero  # R17, R24
                assert rec.points == tuple(sum(zero if t == Tile(0, 0) else t[0] + t[1] for t in h)
                                           for h in rec.hands_left)
                game.next_round()
                continue
            r = game.round
            assert tiles_accounted(r) == set_size
            legal = game.legal_moves()
            assert len(set(legal)) == len(legal), "a legal move is listed twice"
            assert set(legal) == reference_legal(r)
            # apply must refuse a move that is not legal
            illegal = _some_illegal(r, legal, rng)
            if illegal is not None:
                with pytest.raises(IllegalMove):
                    r.clone().apply(illegal)
            move = legal[rng.randrange(len(legal))]
            mover = r.current
            game.apply(move)
            check_round_end(r, mover)
            decisions += 1
        data = json.loads(json.dumps(game_to_record(game, [SeatConfig(f"S{i}", "random") for i in range(players)])))
        again = replay(data)
        assert again.totals == game.totals and again.phase is game.phase
        assert again.round_number == game.round_number
        assert again.options == options
    assert decisions >= (1000 if options.set >= 9 else 250)  # a double-6 game is short


def _some_illegal(r: RoundState, legal: list[Move], rng: random.Random) -> Move | None:
    candidates = [DRAW, PASS, END]
    hand = r.hand(r.current)
    for t in rng.sample(ALL_TILES, 6) + hand[:3]:
        for tr in (0, MEXICAN, r.players - 1):
            candidates.append(Move.play(t, tr))
    bad = [m for m in candidates if m not in legal]
    return rng.choice(bad) if bad else None


def test_apply_refuses_non_moves() -> None:
    game = Game(GameOptions(), 1)
    for junk in ("draw", None, (MoveKind.PLAY, None, None)):
        with pytest.raises(IllegalMove):
            game.apply(junk)  # type: ignore[arg-type]


def test_same_seed_same_game() -> None:
    def play(seed: int) -> str:
        rng = random.Random(0)
        game = Game(GameOptions(4, 7), seed)
        while game.phase is not Phase.GAME_OVER:
            if game.phase is Phase.ROUND_OVER:
                game.next_round()
            legal = game.legal_moves()
            game.apply(legal[rng.randrange(len(legal))])
        return json.dumps(game_to_record(game, [SeatConfig("a", "random")] * 4))

    assert play(42) == play(42)
    assert play(42) != play(43)


def test_clone_is_independent() -> None:
    game = Game(GameOptions(4), 3)
    r = game.round
    c = r.clone()
    c.apply(c.legal_moves()[0])
    assert r.hand(r.current) != c.hand(r.current) or r.current != c.current
    assert tiles_accounted(r) == 91 and tiles_accounted(c) == 91


@pytest.mark.parametrize("players", range(2, 9))
def test_R15_whole_games_never_end_a_round_while_a_seat_could_lay(players: int) -> None:
    """Whole games (both lengths, run on and off): once the boneyard is empty, every move is
    followed by R15's judgement against the reference (every seat, every train marked)."""
    checked = blocked = 0
    for rounds in (13, 7):
        for run in (False, True):
            for k in range(2):
                seed = hash((players, rounds, run, k)) % 10**6
                rng = random.Random(seed)
                game = Game(GameOptions(players, rounds, run), seed)
                while game.phase is not Phase.GAME_OVER:
                    if game.phase is Phase.ROUND_OVER:
                        game.next_round()
                        continue
                    r = game.round
                    legal = game.legal_moves()
                    mover = r.current
                    game.apply(legal[rng.randrange(len(legal))])
                    if r.boneyard_size == 0:
                        check_round_end(r, mover)
                        checked += 1
                        blocked += r.result is RoundEnd.BLOCKED
    assert checked > 100
    assert blocked > 0 or players >= 7  # with 7-8 seats someone nearly always goes out


def test_the_views_of_every_seat_made_at_once_are_each_seats_view() -> None:
    from mextrain.engine import Game, GameOptions

    for players, seed in ((4, 3), (6, 8)):
        game = Game(GameOptions(players, 13), seed, track_decisions=True)
        rng = random.Random(seed)
        for _ in range(400):
            if game.phase.value == "game_over":
                break
            seats = list(range(players))
            rng.shuffle(seats)
            assert game.views(seats) == [game.view(s) for s in seats]
            if game.phase.value == "playing":
                game.apply(rng.choice(game.legal_moves()))
            else:
                game.next_round()
        assert game.views([]) == []
