"""The one declared player interface: every kind offers it, and PlayerSpec names players as data."""
from __future__ import annotations

import random
import threading

import pytest

from mextrain.ai import ALL_KINDS, DEFAULT_SECONDS, DecisionStats, HardPlayer, Player, PlayerSpec, make_player
from mextrain.engine import Game, GameOptions, MoveKind, PlayerView


def a_decision(seed: int = 3) -> PlayerView:
    """A view mid-round with several legal plays and more than one tile in hand (Hard must search)."""
    game = Game(GameOptions(players=4), seed)
    rng = random.Random(seed)
    for _ in range(400):
        view = game.view(game.current_seat)
        plays = [m for m in view.legal if m.kind is MoveKind.PLAY]
        if len(plays) >= 3 and len(view.hand) > 3 and len(game.rounds[-1].decisions) > 8:
            return view
        game.apply(rng.choice(game.legal_moves()))
    raise AssertionError("no position with a choice")


@pytest.mark.parametrize("kind", ALL_KINDS)
def test_every_kind_implements_the_player_base(kind: str) -> None:
    view = a_decision()
    spec = f"{kind}:40" if kind in ("hard", "hint") else kind
    player = make_player(spec, 1)
    assert isinstance(player, Player) and player.kind == kind
    move = player.choose(view, should_stop=lambda: False)
    assert move in view.legal
    assert make_player(spec, 1).choose(view) == move  # the stop signal changes nothing until it says stop
    player.cancel()  # between decisions: harmless
    assert isinstance(player.stats, DecisionStats)
    assert player.stats.searched is (kind in ("hard", "hint"))
    if player.needs_view:
        with pytest.raises(NotImplementedError):
            player.choose_from(view.legal)
    else:  # it answers from the legal moves alone, as it would from the view
        assert make_player(spec, 1).choose_from(view.legal) == move


def test_thinking_time_is_a_typed_setting() -> None:
    timed = make_player("hard", 1)
    assert timed.thinking_time == DEFAULT_SECONDS
    timed.set_thinking_time(2.0)
    assert timed.thinking_time == 2.0
    counted = make_player("hard:500", 1)
    counted.set_thinking_time(2.0)  # a playout budget stays (reproducible tournaments)
    assert counted.thinking_time is None and counted.iterations == 500
    for kind in ("random", "easy", "normal"):
        p = make_player(kind, 1)
        p.set_thinking_time(2.0)
        assert p.thinking_time is None
    with pytest.raises(ValueError):
        timed.set_thinking_time(0)


def test_cancel_stops_hard_promptly_from_another_thread() -> None:
    view = a_decision()
    hard = HardPlayer(random.Random(1), seconds=60)
    answer: list = []
    worker = threading.Thread(target=lambda: answer.append(hard.choose(view)))
    worker.start()
    while hard.stats.samples < 2 and worker.is_alive():
        worker.join(0.01)
    hard.cancel()
    worker.join(10)
    assert not worker.is_alive() and answer[0] in view.legal
    assert hard.stats.searched and hard.stats.playouts > 0


def test_hard_honours_should_stop() -> None:
    view = a_decision()
    asked: list[int] = []

    def stop_after_five() -> bool:
        asked.append(1)
        return len(asked) > 5

    hard = HardPlayer(random.Random(1), seconds=60)
    assert hard.choose(view, should_stop=stop_after_five) in view.legal
    assert hard.stats.samples == 5


@pytest.mark.parametrize("text", ["random", "easy", "normal", "hard", "hard:0.2s", "hard:500", "hard:500:read",
                                  "hard::read", "hard:1.5s:read"])
def test_player_spec_round_trips_its_strings(text: str) -> None:
    spec = PlayerSpec.parse(text)
    assert str(spec) == text and PlayerSpec.parse(str(spec)) == spec
    assert PlayerSpec.parse(f"  {text} ") == spec


def test_player_spec_fields_make_the_player() -> None:
    assert PlayerSpec.parse("hard:0.2s") == PlayerSpec("hard", seconds=0.2)
    assert PlayerSpec.parse("hard:500:read") == PlayerSpec("hard", playouts=500, read_moves=True)
    hard = make_player(PlayerSpec("hard", playouts=500, read_moves=True), 1)
    assert isinstance(hard, HardPlayer) and hard.iterations == 500 and hard.seconds is None and hard.read_moves
    assert make_player(PlayerSpec("hard"), 1).seconds == DEFAULT_SECONDS
    assert make_player(PlayerSpec("easy"), 1).kind == "easy"


KINDS_LIST = "kinds: random, easy, normal, hard, hint, hard:0.2s, hard:500, hint:0.5s"


@pytest.mark.parametrize("text,message", [
    ("expert", f"unknown computer player 'expert'; {KINDS_LIST}"),
    ("normal:3", f"unknown computer player 'normal:3'; {KINDS_LIST}"),
    ("hard:", f"unknown computer player 'hard:'; {KINDS_LIST}"),
    ("", f"unknown computer player ''; {KINDS_LIST}"),
    ("hard:fast", "hard's budget 'fast' is neither seconds (e.g. hard:0.2s) nor playouts (e.g. hard:500)"),
    ("hard:0s", "hard's budget '0s' is neither seconds (e.g. hard:0.2s) nor playouts (e.g. hard:500)"),
    ("hard:-3", "hard's budget '-3' is neither seconds (e.g. hard:0.2s) nor playouts (e.g. hard:500)"),
    ("hard:500:blind", "unknown option 'blind' of 'hard:500:blind'; the only one is :read"),
])
def test_player_spec_refuses_bad_strings_plainly(text: str, message: str) -> None:
    with pytest.raises(ValueError) as caught:
        PlayerSpec.parse(text)
    assert str(caught.value) == message


def test_player_spec_refuses_bad_fields() -> None:
    for bad in (lambda: PlayerSpec("expert"), lambda: PlayerSpec("normal", seconds=1.0),
                lambda: PlayerSpec("hard", seconds=1.0, playouts=5), lambda: PlayerSpec("hard", seconds=0.0),
                lambda: PlayerSpec("hard", playouts=0), lambda: PlayerSpec("easy", read_moves=True)):
        with pytest.raises(ValueError):
            bad()
