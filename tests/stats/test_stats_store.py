"""The statistics database: games finished through the real controller land in it with the
right figures; an older schema is migrated; a damaged file is set aside and a fresh one started."""
from __future__ import annotations

import csv
import io
import json
import random
import sqlite3
from datetime import UTC
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication

from mextrain.controller import GameController, Pace
from mextrain.controller.stats_recorder import StatsRecorder
from mextrain.engine import GameOptions, Phase, placings
from mextrain.stats import (
    DB_NAME,
    SCHEMA_VERSION,
    FinishedGame,
    Problem,
    RoundResult,
    SeatResult,
    StatsError,
    StatsStore,
    game_lines,
    last_totals,
    past_games,
    strongest_opponent,
    summary,
    write_csv,
)
from mextrain.stats.queries import people, streaks
from support.game import play_to_the_end
from support.stats import make_v1_database, seats


def simple_game(total: int, won: bool, players: int = 2, kind: str = "easy", rounds: int = 1,
                when: str = "2026-03-01T10:00:00+00:00") -> FinishedGame:
    from datetime import datetime

    other = total + 5 if won else total - 5
    per = [(total // rounds if r < rounds - 1 else total - total // rounds * (rounds - 1)) for r in range(rounds)]
    return FinishedGame(
        played_at=datetime.fromisoformat(when), seed=1, rounds_option=7, starting_run=False, person_seat=0,
        seats=tuple([SeatResult("You", "human", total)] + [SeatResult(f"C{s}", kind, other) for s in range(1, players)]),
        rounds=tuple(RoundResult(r + 1, 12 - r, (per[r],) + (0,) * (players - 1)) for r in range(rounds)),
        winners=(0,) if won else (1,),
    )


# ---------------------------------------------------------------------- through the controller
def test_games_finished_through_the_controller_land_with_the_right_figures(qtbot, tmp_path: Path) -> None:
    ctl = GameController(pace=Pace.INSTANT)
    recorder = StatsRecorder(ctl, tmp_path)
    written: list[int] = []
    recorder.recorded.connect(written.append)
    rng = random.Random(5)
    finished = []
    for players, person, seed in ((3, 0, 21), (2, 1, 22)):
        ctl.new_game(GameOptions(players=players, rounds=7), seed, seats(players, person, ("random", "easy")))
        if seed == 22:  # the hints and undos the controller counted go with the game
            ctl.hints_used, ctl.undos_used = 3, 1
        play_to_the_end(qtbot, ctl, rng)
        qtbot.waitUntil(lambda: len(written) == len(finished) + 1, timeout=3000)
        finished.append((ctl.game, person))

    store = recorder.store()
    assert store is not None and store.count() == 2
    lines = game_lines(store)
    for line, (game, person) in zip(lines, finished):
        assert (line.seed, line.players, line.rounds) == (game.seed, game.options.players, 7)
        assert line.total == game.totals[person]
        assert line.won == (person in game.winners)
        assert (line.hints_used, line.undos_used) == ((3, 1) if game.seed == 22 else (0, 0))
    # every round's points and engine, every seat's total and kind, as the engine had them
    for gid, (game, person) in zip(written, finished):
        rows = store.con.execute("SELECT round, engine, seat, points FROM round_points WHERE game_id = ?"
                                 " ORDER BY round, seat", (gid,)).fetchall()
        want = [(r.number, r.deal.engine_number, s, p) for r in game.rounds for s, p in enumerate(r.points)]
        assert rows == want
        seat_rows = store.con.execute("SELECT seat, kind, total, won FROM seats WHERE game_id = ? ORDER BY seat",
                                      (gid,)).fetchall()
        assert seat_rows == [(s, cfg_kind, game.totals[s], int(s in game.winners))
                             for s, cfg_kind in enumerate(k.kind for k in seats(game.options.players, person, ("random", "easy")))]
    s = summary(store)
    assert s.played == 2 and s.won == sum(person in g.winners for g, person in finished)
    assert s.rounds == 14
    assert s.points == sum(g.totals[p] for g, p in finished)
    assert {t.key: t.played for t in s.by_players} == {2: 1, 3: 1}
    person_round_points = [(r.deal.engine_number, r.points[p]) for g, p in finished for r in g.rounds]
    for engine in range(6, 13):
        pts = [pt for e, pt in person_round_points if e == engine]
        assert s.by_engine[engine] == pytest.approx(sum(pts) / len(pts))
    assert last_totals(store, 5) == [g.totals[p] for g, p in finished]
    # each game is kept with its record (issue 32, 5), which replays to the same game
    from mextrain.engine.record import replay

    for gid, (game, person) in zip(written, finished):
        again = replay(json.loads(store.game_record(gid)))
        assert again.phase is Phase.GAME_OVER and (again.seed, again.totals) == (game.seed, game.totals)
    listed = past_games(store)
    assert [g.line.id for g in listed] == written[::-1]  # newest first
    assert all(g.has_record for g in listed)
    assert [g.place for g in listed] == [placings(game.totals)[person] for game, person in finished[::-1]]


def test_a_finished_game_opened_again_is_not_counted_twice(qtbot, tmp_path: Path) -> None:
    ctl = GameController(pace=Pace.INSTANT)
    recorder = StatsRecorder(ctl, tmp_path)
    ctl.new_game(GameOptions(players=2, rounds=7), 3, seats(2))
    play_to_the_end(qtbot, ctl, random.Random(2))
    qtbot.waitUntil(lambda: recorder.store() is not None and recorder.store().count() == 1, timeout=3000)
    game_over: list[int] = []
    ctl.game_over.connect(lambda: game_over.append(1))
    ctl.resume(ctl.game, list(ctl.seats))  # as Game > Open does with a finished record
    assert game_over == [1]
    assert recorder.store().count() == 1


def test_watching_computers_play_is_not_the_persons_record(qtbot, tmp_path: Path) -> None:
    ctl = GameController(pace=Pace.INSTANT)
    _recorder = StatsRecorder(ctl, tmp_path)  # kept alive: it listens to the controller
    over: list[int] = []
    ctl.game_over.connect(lambda: over.append(1))
    ctl.new_game(GameOptions(players=2, rounds=7), 4, seats(2, person=-1))
    qtbot.waitUntil(lambda: bool(over) or ctl.game.phase.value == "round_over", timeout=10000)
    while not over:
        if ctl.game.phase.value == "round_over":
            ctl.next_round()
        qtbot.waitUntil(lambda: bool(over) or (ctl.game.phase.value == "round_over" and not ctl.busy), timeout=10000)
    assert not (tmp_path / DB_NAME).exists()


def test_a_disabled_recorder_writes_nothing(qtbot, tmp_path: Path) -> None:
    """What a replay on the window's controller would use: its game_over is not a game played."""
    ctl = GameController(pace=Pace.INSTANT)
    recorder = StatsRecorder(ctl, tmp_path)
    recorder.enabled = False
    ctl.new_game(GameOptions(players=2, rounds=7), 5, seats(2))
    play_to_the_end(qtbot, ctl, random.Random(3))
    QCoreApplication.processEvents()
    assert not (tmp_path / DB_NAME).exists()


# ---------------------------------------------------------------------- figures
def test_streaks_win_rates_best_and_worst() -> None:
    from datetime import datetime

    from mextrain.stats.queries import GameLine

    def line(i: int, won: bool) -> GameLine:
        return GameLine(i, datetime(2026, 1, i, tzinfo=UTC), i, 2, 7, 10 * i, won, 0, 0)

    assert streaks([line(i, w) for i, w in enumerate([1, 1, 0, 1, 1, 1, 0, 1], start=1)]) == (1, 3)
    assert streaks([line(1, False)]) == (0, 0)
    assert streaks([]) == (0, 0)


def test_summary_of_known_games(tmp_path: Path) -> None:
    store, _ = StatsStore.open(tmp_path / DB_NAME)
    store.record(simple_game(70, True, players=2, kind="easy", rounds=7, when="2026-03-01T10:00:00+00:00"))
    store.record(simple_game(40, False, players=4, kind="hard:0.2s", rounds=2, when="2026-03-02T10:00:00+00:00"))
    store.record(simple_game(30, True, players=4, kind="normal", rounds=3, when="2026-03-03T10:00:00+00:00"))
    store.record(simple_game(24, True, players=2, kind="hard", rounds=3, when="2026-03-04T10:00:00+00:00"))
    s = summary(store)
    assert (s.played, s.won, s.win_rate) == (4, 3, 0.75)
    assert s.points_per_round == pytest.approx((70 + 40 + 30 + 24) / 15)
    assert [(t.key, t.played, t.won) for t in s.by_players] == [(2, 2, 2), (4, 2, 1)]
    assert [(t.key, t.played, t.won) for t in s.by_strength] == [("easy", 1, 1), ("normal", 1, 1), ("hard", 2, 1)]
    assert s.best.total == 24 and s.worst.total == 40  # 8 and 20 points per round
    assert (s.current_streak, s.longest_streak) == (2, 2)
    assert [g.total for g in s.last_games] == [70, 40, 30, 24]
    assert last_totals(store, 2) == [30, 24]
    assert s.by_engine[12] == pytest.approx((10 + 20 + 10 + 8) / 4)
    assert s.by_round[1] == s.by_engine[12]


def test_the_best_and_the_worst_game_are_never_the_same_one(tmp_path: Path) -> None:
    store, _ = StatsStore.open(tmp_path / DB_NAME)
    store.record(simple_game(30, True, rounds=3))
    s = summary(store)
    assert s.best is not None and s.best.total == 30 and s.worst is None  # one game: no worst
    store.record(simple_game(30, False, rounds=3, when="2026-03-02T10:00:00+00:00"))  # the same figures
    s = summary(store)
    assert s.best is not None and s.worst is not None and s.best.id != s.worst.id
    assert s.best.id == max(g.id for g in s.last_games)  # equal figures: the newest is the best


def test_the_strongest_opponent_names_the_game() -> None:
    assert strongest_opponent(["human", "easy", "hard:0.2s", "normal"], 0) == "hard"
    assert strongest_opponent(["easy", "human", "random"], 1) == "easy"
    assert strongest_opponent(["human", "human"], 0) == "human"


def test_reset_forgets_every_game_and_keeps_the_schema(tmp_path: Path) -> None:
    store, _ = StatsStore.open(tmp_path / DB_NAME)
    store.record(simple_game(10, True))
    store.reset()
    assert store.count() == 0 and summary(store).played == 0
    store.record(simple_game(10, True))
    assert store.count() == 1


def test_a_failed_write_leaves_nothing_half_written(tmp_path: Path) -> None:
    store, _ = StatsStore.open(tmp_path / DB_NAME)
    bad = simple_game(10, True)
    object.__setattr__(bad, "rounds", bad.rounds + (RoundResult(1, 12, (1, 2)),))  # round 1 twice: a key clash
    with pytest.raises(StatsError):
        store.record(bad)
    assert store.count() == 0
    assert store.con.execute("SELECT COUNT(*) FROM seats").fetchone()[0] == 0


def test_csv_has_one_row_per_game_and_round(tmp_path: Path) -> None:
    store, _ = StatsStore.open(tmp_path / DB_NAME)
    store.record(simple_game(30, True, players=2, rounds=3))
    store.record(simple_game(40, False, players=3, rounds=2, when="2026-03-05T18:30:00+00:00"))
    out = io.StringIO()
    assert write_csv(store, out) == 5
    rows = list(csv.DictReader(io.StringIO(out.getvalue())))
    assert len(rows) == 5
    assert [r["round"] for r in rows] == ["1", "2", "3", "1", "2"]
    assert rows[3]["played_at_utc"] == "2026-03-05T18:30:00Z"
    assert rows[3]["seat1_name"] == "You" and rows[3]["seat3_kind"] == "easy" and rows[0]["seat3_name"] == ""
    assert rows[0]["winners"] == "1" and rows[3]["winners"] == "2"
    assert sum(int(r["seat1_points"]) for r in rows[:3]) == int(rows[0]["seat1_total"]) == 30



def test_the_csv_names_the_person_on_every_round_of_a_game(tmp_path: Path) -> None:
    """Issue 32, 1: the person column said the last seat's name from round 2 on."""
    store, _ = StatsStore.open(tmp_path / DB_NAME)
    store.record(simple_game(30, True, players=3, rounds=3))
    out = io.StringIO()
    write_csv(store, out)
    rows = list(csv.DictReader(io.StringIO(out.getvalue())))
    assert [r["person"] for r in rows] == ["You", "You", "You"]
    assert [r["seat3_name"] for r in rows] == ["C2", "C2", "C2"]

def test_the_past_games_list_each_game_with_its_seats_place_and_whether_it_can_be_watched(tmp_path: Path) -> None:
    """Issue 32, 5: games kept before version 4 have no record: listed, not watched."""
    path = tmp_path / DB_NAME
    make_v1_database(path, games=2)  # an older database: no records
    store, _ = StatsStore.open(path)
    tied = simple_game(30, True, players=3, when="2026-03-05T18:30:00+00:00")
    tied = FinishedGame(**{**tied.__dict__, "seats": tied.seats[:1] + (SeatResult("C1", "easy", 30),) + tied.seats[2:],
                           "winners": (0, 1), "record": '{"a": "record"}'})
    gid = store.record(tied)
    listed = past_games(store)
    assert [g.line.id for g in listed] == [gid, 2, 1]
    assert [g.has_record for g in listed] == [True, False, False]
    assert [(s.name, s.kind, s.total) for s in listed[0].seats] == [("You", "human", 30), ("C1", "easy", 30), ("C2", "easy", 35)]
    assert (listed[0].place, listed[0].place_shared) == (1, True)  # 30, 30, 35: a shared win
    assert store.game_record(gid) == '{"a": "record"}' and store.game_record(1) is None
    store.reset()
    assert store.con.execute("SELECT COUNT(*) FROM records").fetchone()[0] == 0


# ---------------------------------------------------------------------- schema versions and damage
def test_a_version_1_database_is_migrated_and_keeps_its_games(tmp_path: Path) -> None:
    path = tmp_path / DB_NAME
    make_v1_database(path, games=2)
    store, problem = StatsStore.open(path)
    assert problem is None
    assert store.con.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION == 5
    # issue 22: the games kept before names were the person seat's, by its name (the default name's)
    assert [r[0] for r in store.con.execute("SELECT person FROM games")] == ["You", "You"]
    assert people(store) == ["You"] and len(game_lines(store, "You")) == 2
    lines = game_lines(store)
    assert [(g.total, g.won, g.hints_used, g.undos_used) for g in lines] == [(10, True, 0, 0), (30, False, 0, 0)]
    store.record(simple_game(5, True))
    assert summary(store).played == 3
    assert not list(tmp_path.glob("*.broken-*"))


def test_a_migration_that_fails_leaves_the_old_version_whole(tmp_path: Path, monkeypatch) -> None:
    from mextrain.stats import store as stats_store

    path = tmp_path / DB_NAME
    make_v1_database(path, games=1)

    def broken(con: sqlite3.Connection) -> None:
        con.execute("ALTER TABLE games ADD COLUMN hints_used INTEGER NOT NULL DEFAULT 0")
        raise sqlite3.OperationalError("disk I/O error")

    monkeypatch.setattr(stats_store, "MIGRATIONS", (stats_store.MIGRATIONS[0], broken))
    with pytest.raises(StatsError):
        StatsStore.connect(path)
    con = sqlite3.connect(str(path))
    assert con.execute("PRAGMA user_version").fetchone()[0] == 1
    assert "hints_used" not in {r[1] for r in con.execute("PRAGMA table_info(games)")}
    con.close()


def filled_database(path: Path, games: int = 40) -> None:
    store, _ = StatsStore.open(path)
    for i in range(games):
        store.record(simple_game(10 + i, i % 3 == 0, players=4, rounds=7))
    store.close()


@pytest.mark.parametrize("damage", ["truncated", "garbage", "text", "foreign", "newer", "cut_header"])
def test_a_damaged_database_is_set_aside_and_a_fresh_one_started(tmp_path: Path, damage: str) -> None:
    path = tmp_path / DB_NAME
    filled_database(path)
    data = path.read_bytes()
    expected = {
        "truncated": Problem.DAMAGED, "garbage": Problem.NOT_A_DATABASE, "text": Problem.NOT_A_DATABASE,
        "foreign": Problem.FOREIGN, "newer": Problem.NEWER, "cut_header": Problem.DAMAGED,
    }[damage]
    if damage == "truncated":
        path.write_bytes(data[: len(data) // 2])
    elif damage == "garbage":
        path.write_bytes(random.Random(1).randbytes(len(data)))
    elif damage == "text":
        path.write_text("this is not a database\n" * 100)
    elif damage == "cut_header":
        path.write_bytes(data[:60])
    elif damage == "foreign":
        path.unlink()
        con = sqlite3.connect(str(path))
        con.execute("CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT)")
        con.commit()
        con.close()
    elif damage == "newer":
        con = sqlite3.connect(str(path))
        con.execute("PRAGMA user_version = 99")
        con.close()
    before = path.read_bytes()
    store, problem = StatsStore.open(path)
    assert problem is not None and problem.problem is expected, problem
    assert problem.kept_as is not None and problem.kept_as.name.startswith(f"{DB_NAME}.broken-")
    assert problem.kept_as.read_bytes() == before  # kept exactly as it was
    assert store.count() == 0  # a fresh database, ready for the next game
    store.record(simple_game(10, True))
    assert summary(store).played == 1


def test_a_database_damaged_while_away_is_set_aside_at_the_games_end_and_the_game_written(qtbot, tmp_path: Path) -> None:
    ctl = GameController(pace=Pace.INSTANT)
    recorder = StatsRecorder(ctl, tmp_path)
    problems: list[StatsError] = []
    recorder.problem.connect(problems.append)
    path = tmp_path / DB_NAME
    filled_database(path)
    path.write_bytes(path.read_bytes()[:3000])  # cut short while the app was away
    ctl.new_game(GameOptions(players=2, rounds=7), 9, seats(2))
    play_to_the_end(qtbot, ctl, random.Random(4))
    qtbot.waitUntil(lambda: bool(problems), timeout=3000)
    assert problems[0].kept_as is not None and problems[0].kept_as.exists()
    store = recorder.store()
    assert store is not None and store.count() == 1
    assert game_lines(store)[0].total == ctl.game.totals[0]


def test_an_unwritable_folder_is_reported_and_the_game_goes_on(qtbot, tmp_path: Path) -> None:
    blocker = tmp_path / "file-not-folder"
    blocker.write_text("x")
    ctl = GameController(pace=Pace.INSTANT)
    recorder = StatsRecorder(ctl, blocker)  # the database would go inside a file: cannot
    problems: list[StatsError] = []
    recorder.problem.connect(problems.append)
    ctl.new_game(GameOptions(players=2, rounds=7), 9, seats(2))
    play_to_the_end(qtbot, ctl, random.Random(4))
    qtbot.waitUntil(lambda: bool(problems), timeout=3000)
    assert problems[0].problem is Problem.UNWRITABLE and problems[0].kept_as is None
    assert blocker.read_text() == "x"
