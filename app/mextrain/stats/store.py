"""The statistics database: one SQLite file, versioned, written in transactions, never lost.

The schema's version is SQLite's `PRAGMA user_version`; `MIGRATIONS[v]` takes a database
from version v to v + 1 inside one transaction, so a database of any earlier version is
brought up to date when it is opened, and a crash half-way leaves the old version whole.
`PRAGMA application_id` marks the file as ours. A file that is not a database, is
damaged, is some other program's, or comes from a newer version of the game is renamed
aside (`mextrain.files.set_aside`, kept, never overwritten) and a fresh database started;
the caller gets the reason as a `StatsError` to show, and the game goes on.
"""
from __future__ import annotations

import enum
import sqlite3
import zlib
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from datetime import UTC
from pathlib import Path

from mextrain.files import set_aside

from .model import FinishedGame, house_rules_text

DB_NAME = "statistics.sqlite3"
APPLICATION_ID = 0x4D585354  # "MXST"


class Problem(enum.Enum):
    """What was wrong with the database file, for a translated message (ui.stats_window)."""

    NOT_A_DATABASE = "not_a_database"   # garbage, or cut short before its first page
    DAMAGED = "damaged"                 # an SQLite file whose pages are broken (cut short, overwritten)
    FOREIGN = "foreign"                 # a database, but not the game's statistics
    NEWER = "newer"                     # written by a newer version of the game
    UNWRITABLE = "unwritable"           # cannot be opened or written at all (the file is left alone)


class StatsError(Exception):
    def __init__(self, problem: Problem, detail: str, kept_as: Path | None = None) -> None:
        self.problem = problem
        self.detail = detail
        self.kept_as = kept_as
        super().__init__(f"{problem.value}: {detail}")


def _v1(con: sqlite3.Connection) -> None:
    """Games, their seats with totals, and every round's points per seat (one statement each:
    executescript would commit the migration's transaction half-way)."""
    con.execute("""
        CREATE TABLE games (
            id INTEGER PRIMARY KEY,
            played_at TEXT NOT NULL,          -- ISO 8601, UTC
            seed INTEGER NOT NULL,            -- the game number
            players INTEGER NOT NULL,
            rounds_option INTEGER NOT NULL,   -- 13 (full) or 7 (short)
            rounds_played INTEGER NOT NULL,
            starting_run INTEGER NOT NULL,
            person_seat INTEGER NOT NULL
        )""")
    con.execute("""
        CREATE TABLE seats (
            game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
            seat INTEGER NOT NULL,
            name TEXT NOT NULL,
            kind TEXT NOT NULL,
            total INTEGER NOT NULL,
            won INTEGER NOT NULL,
            PRIMARY KEY (game_id, seat)
        )""")
    con.execute("""
        CREATE TABLE round_points (
            game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
            round INTEGER NOT NULL,
            engine INTEGER NOT NULL,
            seat INTEGER NOT NULL,
            points INTEGER NOT NULL,
            PRIMARY KEY (game_id, round, seat)
        )""")


def _v2(con: sqlite3.Connection) -> None:
    """Hints and undos used per game (issue 14), 0 for the games kept before they existed."""
    con.execute("ALTER TABLE games ADD COLUMN hints_used INTEGER NOT NULL DEFAULT 0")
    con.execute("ALTER TABLE games ADD COLUMN undos_used INTEGER NOT NULL DEFAULT 0")
    con.execute("CREATE INDEX round_points_by_engine ON round_points (seat, engine)")


def _v3(con: sqlite3.Connection) -> None:
    """Whose game a row is (issue 22: several persons at one computer, each game kept once for every
    person who played it, by name); the games kept before are the person seat's, by its name."""
    con.execute("ALTER TABLE games ADD COLUMN person TEXT NOT NULL DEFAULT ''")
    con.execute("UPDATE games SET person = COALESCE((SELECT s.name FROM seats s WHERE s.game_id = games.id"
                " AND s.seat = games.person_seat), '')")
    con.execute("CREATE INDEX games_by_person ON games (person, played_at)")


def _v4(con: sqlite3.Connection) -> None:
    """Each game's record, to watch it again from the list of past games (issue 32); zlib-compressed
    JSON, about a tenth of the text. The games kept before have none (they are listed, not watched)."""
    con.execute("""
        CREATE TABLE records (
            game_id INTEGER PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
            record BLOB NOT NULL
        )""")


def _v5(con: sqlite3.Connection) -> None:
    """Each game's rule set (issue 28, R18): its house rules as the record's options give them
    (JSON, only those that differ from the standard rules) and its name; the games kept before
    were played by the standard rules, with no name."""
    con.execute("ALTER TABLE games ADD COLUMN house_rules TEXT NOT NULL DEFAULT '{}'")
    con.execute("ALTER TABLE games ADD COLUMN rule_set TEXT NOT NULL DEFAULT ''")


#: MIGRATIONS[v] takes the schema from version v to v + 1
MIGRATIONS: tuple[Callable[[sqlite3.Connection], None], ...] = (_v1, _v2, _v3, _v4, _v5)
SCHEMA_VERSION = len(MIGRATIONS)

#: the columns this version reads and writes (checked after migrating)
COLUMNS = {
    "games": {"id", "played_at", "seed", "players", "rounds_option", "rounds_played", "starting_run",
              "person_seat", "hints_used", "undos_used", "person", "house_rules", "rule_set"},
    "seats": {"game_id", "seat", "name", "kind", "total", "won"},
    "round_points": {"game_id", "round", "engine", "seat", "points"},
    "records": {"game_id", "record"},
}


def _problem_of(exc: sqlite3.Error) -> Problem:
    text = str(exc).lower()
    if isinstance(exc, sqlite3.OperationalError) and ("unable to open" in text or "readonly" in text
                                                      or "disk i/o" in text or "locked" in text):
        return Problem.UNWRITABLE
    if "not a database" in text or "file is encrypted" in text:
        return Problem.NOT_A_DATABASE
    return Problem.DAMAGED


class StatsStore:
    """An open statistics database. Use `StatsStore.open(path)`; every write is one transaction."""

    def __init__(self, path: Path, con: sqlite3.Connection) -> None:
        self.path = Path(path)
        self.con = con

    # ------------------------------------------------------------------ opening
    @classmethod
    def connect(cls, path: Path) -> StatsStore:
        """Open and bring up to date, or raise StatsError (no file is touched)."""
        path = Path(path)
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            con = sqlite3.connect(str(path), timeout=5.0, isolation_level=None)
        except (OSError, sqlite3.Error) as exc:
            raise StatsError(Problem.UNWRITABLE, str(exc)) from None
        try:
            con.execute("PRAGMA foreign_keys = ON")
            _bring_up_to_date(con)
        except sqlite3.Error as exc:
            con.close()
            raise StatsError(_problem_of(exc), str(exc)) from None
        except StatsError:
            con.close()
            raise
        return cls(path, con)

    @classmethod
    def open(cls, path: Path) -> tuple[StatsStore, StatsError | None]:
        """Open the database; a broken one is set aside and a fresh one started.

        Returns the store and, when the old file was set aside, the reason (with `kept_as`)
        for the person to be told. Raises StatsError(UNWRITABLE) when no database can be
        had at all: the caller goes on without statistics.
        """
        try:
            return cls.connect(path), None
        except StatsError as exc:
            if exc.problem is Problem.UNWRITABLE:
                raise
            exc.kept_as = set_aside(Path(path))
            for suffix in ("-journal", "-wal", "-shm"):  # a journal belongs to the file set aside
                set_aside(Path(f"{path}{suffix}"))
            if exc.kept_as is None:
                raise StatsError(Problem.UNWRITABLE, f"{exc.detail}; and it could not be set aside") from None
            return cls.connect(path), exc

    def close(self) -> None:
        self.con.close()

    # ------------------------------------------------------------------ writing
    @contextmanager
    def transaction(self) -> Iterator[sqlite3.Connection]:
        """BEGIN IMMEDIATE ... COMMIT, or ROLLBACK on any error; sqlite errors become StatsError."""
        try:
            self.con.execute("BEGIN IMMEDIATE")
            try:
                yield self.con
            except BaseException:
                self.con.execute("ROLLBACK")
                raise
            self.con.execute("COMMIT")
        except sqlite3.Error as exc:
            raise StatsError(_problem_of(exc), str(exc)) from None

    def record(self, game: FinishedGame) -> int:
        """Store one finished game as its person's (`game.person_seat`, by name); returns its id."""
        played_at = game.played_at.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")
        with self.transaction() as con:
            cur = con.execute(
                "INSERT INTO games (played_at, seed, players, rounds_option, rounds_played, starting_run,"
                " person_seat, hints_used, undos_used, person, house_rules, rule_set)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (played_at, game.seed, game.players, game.rounds_option, len(game.rounds),
                 int(game.starting_run), game.person_seat, game.hints_used, game.undos_used, game.person,
                 house_rules_text(game.house_rules), game.rule_set))
            gid = int(cur.lastrowid or 0)
            con.executemany(
                "INSERT INTO seats (game_id, seat, name, kind, total, won) VALUES (?, ?, ?, ?, ?, ?)",
                [(gid, s, r.name, r.kind, r.total, int(s in game.winners)) for s, r in enumerate(game.seats)])
            con.executemany(
                "INSERT INTO round_points (game_id, round, engine, seat, points) VALUES (?, ?, ?, ?, ?)",
                [(gid, r.number, r.engine, s, p) for r in game.rounds for s, p in enumerate(r.points)])
            if game.record is not None:
                con.execute("INSERT INTO records (game_id, record) VALUES (?, ?)",
                            (gid, zlib.compress(game.record.encode("utf-8"), 9)))
        return gid

    def game_record(self, game_id: int) -> str | None:
        """The record kept with game `game_id` (JSON text), or None (a game kept before records were)."""
        row = self.con.execute("SELECT record FROM records WHERE game_id = ?", (game_id,)).fetchone()
        if row is None:
            return None
        try:
            return zlib.decompress(row[0]).decode("utf-8")
        except (zlib.error, UnicodeDecodeError, TypeError):
            return None  # a damaged record: the game is still listed, it just cannot be watched

    def reset(self) -> None:
        """Forget every game (the schema stays)."""
        with self.transaction() as con:
            con.execute("DELETE FROM records")
            con.execute("DELETE FROM round_points")
            con.execute("DELETE FROM seats")
            con.execute("DELETE FROM games")

    def count(self, person: str | None = None) -> int:
        """Games kept (for `person` only, when given)."""
        if person is None:
            return int(self.con.execute("SELECT COUNT(*) FROM games").fetchone()[0])
        return int(self.con.execute("SELECT COUNT(*) FROM games WHERE person = ?", (person,)).fetchone()[0])


def _bring_up_to_date(con: sqlite3.Connection) -> None:
    """Check that the file is ours and whole, then run the migrations it lacks."""
    app_id = con.execute("PRAGMA application_id").fetchone()[0]
    version = con.execute("PRAGMA user_version").fetchone()[0]
    tables = {r[0] for r in con.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    if app_id == 0 and version == 0 and not tables:
        pass  # a new, empty file: ours from now on
    elif app_id != APPLICATION_ID:
        raise StatsError(Problem.FOREIGN, f"application_id {app_id:#x}, tables {sorted(tables)}")
    elif version > SCHEMA_VERSION:
        raise StatsError(Problem.NEWER, f"schema version {version}; this version reads up to {SCHEMA_VERSION}")
    check = con.execute("PRAGMA quick_check").fetchall()
    if check != [("ok",)]:
        raise StatsError(Problem.DAMAGED, "; ".join(str(r[0]) for r in check[:5]))
    for v in range(version, SCHEMA_VERSION):
        con.execute("BEGIN IMMEDIATE")
        try:
            MIGRATIONS[v](con)
            con.execute(f"PRAGMA user_version = {v + 1}")
            con.execute(f"PRAGMA application_id = {APPLICATION_ID}")
            con.execute("COMMIT")
        except BaseException:
            if con.in_transaction:
                con.execute("ROLLBACK")
            raise
    for table, wanted in COLUMNS.items():
        have = {r[1] for r in con.execute(f"PRAGMA table_info({table})")}
        if not wanted <= have:
            raise StatsError(Problem.FOREIGN, f"table {table} lacks {sorted(wanted - have)}")
