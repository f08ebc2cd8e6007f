"""Each game is kept with its rule set (R18): a game finished through the real controller under a
named house rule set lands with it, the games kept before the house rules count as the standard
rules, the figures of one rule set leave the others out, and the CSV names the rule set."""
from __future__ import annotations

import csv
import io
import random
from pathlib import Path

from mextrain.controller import GameController, Pace
from mextrain.controller.stats_recorder import StatsRecorder
from mextrain.engine import GameOptions
from mextrain.stats import DB_NAME, RuleSet, StatsStore, game_lines, rule_sets, summary, write_csv
from mextrain.stats.model import FinishedGame, RoundResult, SeatResult
from support.game import play_to_the_end
from support.stats import make_v1_database, seats

STANDARD = RuleSet("", False, "{}")


def _game(total: int, won: bool, house_rules: dict | None = None, rule_set: str = "", starting_run: bool = False,
          when: str = "2026-03-01T10:00:00+00:00") -> FinishedGame:
    from datetime import datetime

    return FinishedGame(
        played_at=datetime.fromisoformat(when), seed=1, rounds_option=7, starting_run=starting_run, person_seat=0,
        seats=(SeatResult("You", "human", total), SeatResult("Ada", "easy", total + (5 if won else -5))),
        rounds=(RoundResult(1, 12, (total, 0)),), winners=(0,) if won else (1,),
        house_rules=house_rules or {}, rule_set=rule_set)


def test_a_game_under_a_named_rule_set_is_kept_with_it(qtbot, tmp_path: Path) -> None:
    ctl = GameController(pace=Pace.INSTANT)
    recorder = StatsRecorder(ctl, tmp_path)
    written: list[int] = []
    recorder.recorded.connect(written.append)
    options = GameOptions.of(2, short=True, set=6, doubles="free", zero_zero=0)  # 4 rounds
    ctl.new_game(options, 31, seats(2, 0, ("random",)), rule_set="Grandma's rules")
    play_to_the_end(qtbot, ctl, random.Random(31))
    qtbot.waitUntil(lambda: len(written) == 1, timeout=3000)
    store = recorder.store()
    assert store is not None
    row = store.con.execute("SELECT rule_set, house_rules, starting_run, rounds_played FROM games").fetchone()
    assert row == ("Grandma's rules", '{"doubles":"free","set":6,"zero_zero":0}', 0, 4)
    (kept,) = rule_sets(store)
    assert kept == RuleSet("Grandma's rules", False, '{"doubles":"free","set":6,"zero_zero":0}') and kept.games == 1
    assert kept.options() is not None and kept.options().differences() == ("set", "doubles", "zero_zero")
    engines = [r[0] for r in store.con.execute("SELECT DISTINCT engine FROM round_points ORDER BY engine DESC")]
    assert engines == [6, 5, 4, 3]  # a double-6 game's engines


def test_the_games_kept_before_the_house_rules_count_as_the_standard_rules(tmp_path: Path) -> None:
    path = tmp_path / DB_NAME
    make_v1_database(path, games=2)
    store, problem = StatsStore.open(path)
    assert problem is None
    assert rule_sets(store) == [STANDARD] and rule_sets(store)[0].games == 2
    assert rule_sets(store)[0].options() == GameOptions(2)  # the standard rules
    assert summary(store, rules=STANDARD).played == 2


def test_the_figures_of_one_rule_set_leave_the_others_out(tmp_path: Path) -> None:
    store, _ = StatsStore.open(tmp_path / DB_NAME)
    store.record(_game(10, True))
    store.record(_game(20, False, {"set": 9}, "Grandma's rules", when="2026-03-02T10:00:00+00:00"))
    store.record(_game(30, True, {"set": 9}, "Grandma's rules", when="2026-03-03T10:00:00+00:00"))
    store.record(_game(40, False, {"set": 9}, when="2026-03-04T10:00:00+00:00"))  # the same rules, no name
    store.record(_game(50, False, starting_run=True, when="2026-03-05T10:00:00+00:00"))
    sets = rule_sets(store)
    grandma = RuleSet("Grandma's rules", False, '{"set":9}')
    assert sets[0] == grandma and [s.games for s in sets] == [2, 1, 1, 1]
    assert set(sets[1:]) == {STANDARD, RuleSet("", False, '{"set":9}'), RuleSet("", True, "{}")}
    assert [g.total for g in game_lines(store, rules=grandma)] == [20, 30]
    s = summary(store, rules=grandma)
    assert (s.played, s.won, s.points) == (2, 1, 50)
    assert summary(store, rules=STANDARD).points == 10
    assert summary(store).played == 5
    assert rule_sets(store, "Nobody") == []


def test_the_csv_names_each_game_s_rule_set_and_house_rules(tmp_path: Path) -> None:
    store, _ = StatsStore.open(tmp_path / DB_NAME)
    store.record(_game(10, True))
    store.record(_game(20, False, {"doubles": "free", "out_on_double": False, "set": 9}, "Grandma's rules",
                       when="2026-03-02T10:00:00+00:00"))
    out = io.StringIO()
    assert write_csv(store, out) == 2
    rows = list(csv.DictReader(io.StringIO(out.getvalue())))
    assert [(r["rule_set"], r["house_rules"]) for r in rows] == [
        ("", ""), ("Grandma's rules", "doubles=free;out_on_double=false;set=9")]
    header = out.getvalue().splitlines()[0].split(",")
    assert header.index("house_rules") == header.index("rule_set") + 1 < header.index("seat1_name")
