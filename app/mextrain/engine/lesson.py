"""A lesson as data, and the one judge of a lesson's moves (lichess's "learn": a position, a goal,
a short text, what counts as success, and one engine that runs every lesson).

A lesson is a round on a deal made for it (`resources/lessons/<name>.json`): the seats' names, the
hands, the top of the boneyard in drawing order (the rest of the set follows in the set's order),
the starter and a list of steps. A step is one of
- a *note*: a text and a button that goes on (the welcome, the round's scoring);
- a *person's* step: a text and the move(s) it asks of the person at this computer;
- a *computer's* step: the one move a computer seat plays there, and an optional text that says it.
Texts are ids; the UI translates them (ui/lesson/words.py). Moves are written as `str(Move)`
("5|12 on 0", "7|12 on mexican", "draw", "pass").

No rule is written here: the engine says what is legal (`Game.legal_moves`, `why_illegal`); the
lesson only says which legal move a step asks for. `LessonRun` follows a lesson through a game:
which step is next, what the person may do now, and why another move is refused.
"""
from __future__ import annotations

import enum
import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .errors import Reason
from .game import Deal, Game, Phase
from .moves import DRAW, END, MEXICAN, PASS, Move
from .options import GameOptions, RuleError
from .tiles import Tile, set_tiles


class LessonError(ValueError):
    """A lesson file that cannot be run (its words say what is wrong)."""


class StepKind(enum.Enum):
    NOTE = "note"
    PERSON = "person"
    COMPUTER = "computer"


@dataclass(frozen=True)
class Step:
    kind: StepKind
    text: str = ""  # a text id (ui/lesson/words.py); "" for a computer's move said by the log alone
    seat: int | None = None
    moves: tuple[Move, ...] = ()


@dataclass(frozen=True)
class Lesson:
    name: str
    title: str  # a text id
    options: GameOptions
    names: tuple[str, ...]  # the computer seats' names; the person's seat is called "You"
    person: int
    deal: Deal
    steps: tuple[Step, ...]

    def new_game(self) -> Game:
        """The lesson's round, dealt as the lesson says (game number 0: nothing is drawn at random)."""
        return Game(self.options, 0, track_events=True, first_deal=self.deal)

    @property
    def person_steps(self) -> list[int]:
        return [i for i, s in enumerate(self.steps) if s.kind is StepKind.PERSON]

    @staticmethod
    def load(path: Path) -> Lesson:
        try:
            data = json.loads(Path(path).read_text(encoding="utf-8"))
        except (OSError, ValueError) as exc:
            raise LessonError(f"{path}: {exc}") from exc
        return Lesson.from_json(data, Path(path).stem)

    @staticmethod
    def from_json(data: Any, name: str = "lesson") -> Lesson:
        if not isinstance(data, dict):
            raise LessonError("a lesson is a JSON object")
        try:
            players = int(data["players"])
            options = GameOptions.of(players, short=True, **data.get("rules", {}))
            engine = options.engine_of_round(1)
            hands = tuple(tuple(_tile(t) for t in hand) for hand in data["hands"])
            top = [_tile(t) for t in data.get("boneyard", [])]
            dealt = {t for hand in hands for t in hand} | set(top)
            rest = [t for t in set_tiles(options.set) if t not in dealt and not (t[0] == t[1] == engine)]
            deal = Deal(engine, hands, tuple(top + rest), int(data.get("starter", 0)))
            steps = tuple(_step(s) for s in data["steps"])
            names = tuple(str(n) for n in data["names"])
            person = int(data.get("person", 0))
        except (KeyError, TypeError, ValueError, RuleError) as exc:
            raise LessonError(f"lesson {name}: {exc}") from exc
        if len(names) != players or not 0 <= person < players:
            raise LessonError(f"lesson {name}: {len(names)} names for {players} seats")
        lesson = Lesson(name, str(data.get("title", name)), options, names, person, deal, steps)
        try:
            lesson.new_game()  # the engine checks the deal (every tile once, the engine left out)
        except ValueError as exc:
            raise LessonError(f"lesson {name}: {exc}") from exc
        for step in steps:
            if step.seat is not None and not 0 <= step.seat < players:
                raise LessonError(f"lesson {name}: no seat {step.seat}")
            if step.kind is StepKind.PERSON and step.seat != person:
                raise LessonError(f"lesson {name}: a person's step for seat {step.seat}")
        return lesson


def _tile(text: object) -> Tile:
    if not isinstance(text, str):
        raise ValueError(f"a tile is written as \"a|b\", not {text!r}")
    return Tile.parse(text)


def parse_move(text: object) -> Move:
    """The inverse of `str(Move)`: "5|12 on 0", "7|12 on mexican", "draw", "pass", "end"."""
    if not isinstance(text, str):
        raise ValueError(f"a move is written as text, not {text!r}")
    words = text.strip()
    for move in (DRAW, PASS, END):
        if words == str(move):
            return move
    tile, sep, train = words.partition(" on ")
    if not sep:
        raise ValueError(f"not a move: {text!r}")
    return Move.play(Tile.parse(tile), MEXICAN if train.strip() == MEXICAN else int(train))


def _step(data: Any) -> Step:
    if not isinstance(data, dict):
        raise ValueError(f"a step is an object, not {data!r}")
    if "note" in data:
        return Step(StepKind.NOTE, str(data["note"]))
    seat = int(data["seat"])
    moves = tuple(parse_move(m) for m in data["moves"])
    if not moves:
        raise ValueError(f"a step asks for at least one move: {data!r}")
    if data.get("computer"):
        if len(moves) != 1:
            raise ValueError(f"a computer's step is one move: {data!r}")
        return Step(StepKind.COMPUTER, str(data.get("text", "")), seat, moves)
    return Step(StepKind.PERSON, str(data["text"]), seat, moves)


class Verdict(enum.Enum):
    EXPECTED = "expected"        # the move the step asks for: it is played
    OTHER_LEGAL = "other_legal"  # the rules allow it, but the step asks for another
    ILLEGAL = "illegal"          # the rules forbid it (`reason` says why)
    NOT_NOW = "not_now"          # the step is not the person's (a note to read, a computer to move)


@dataclass(frozen=True)
class Judgement:
    verdict: Verdict
    wanted: tuple[Move, ...] = ()  # what the step asks for instead (legal now)
    reason: Reason | None = None   # the engine's reason for an illegal move


class LessonRun:
    """Where a lesson stands in its game: the step in play, the moves it allows, what it says of a move."""

    def __init__(self, lesson: Lesson) -> None:
        self.lesson = lesson
        self.index = 0
        #: a move the script did not expect was played (a faulty lesson file): the steps stop here
        self.off_script = False

    @property
    def step(self) -> Step | None:
        return self.lesson.steps[self.index] if self.index < len(self.lesson.steps) else None

    @property
    def finished(self) -> bool:
        return self.step is None

    def asked(self, game: Game) -> tuple[Move, ...]:
        """The person's moves the step allows now: the step's moves the engine allows (none unless
        it is the person's step and turn)."""
        step = self.step
        if (step is None or step.kind is not StepKind.PERSON or game.phase is not Phase.PLAYING
                or game.current_seat != step.seat):
            return ()
        legal = game.legal_moves()
        return tuple(m for m in step.moves if m in legal)

    def scripted(self, game: Game, seat: int) -> Move | None:
        """The move a computer seat plays now, where the step is its move and the engine allows it."""
        step = self.step
        if step is None or step.kind is not StepKind.COMPUTER or step.seat != seat or game.current_seat != seat:
            return None
        move = step.moves[0]
        return move if move in game.legal_moves() else None

    def judge(self, game: Game, move: Move) -> Judgement:
        """What the step says of the person's `move` (nothing is changed)."""
        wanted = self.asked(game)
        if not wanted:
            return Judgement(Verdict.NOT_NOW)
        if move in wanted:
            return Judgement(Verdict.EXPECTED, wanted)
        if move in game.legal_moves():
            return Judgement(Verdict.OTHER_LEGAL, wanted)
        return Judgement(Verdict.ILLEGAL, wanted, game.round.why_illegal(move))

    def moved(self, seat: int, move: Move) -> None:
        """A move was applied: the step it fulfils is done."""
        step = self.step
        if step is None or step.kind is StepKind.NOTE:
            self.off_script = True
            return
        if step.seat == seat and move in step.moves:
            self.index += 1
        else:
            self.off_script = True

    def go_on(self) -> bool:
        """A note was read: the next step. False where the step is not a note."""
        step = self.step
        if step is None or step.kind is not StepKind.NOTE:
            return False
        self.index += 1
        return True


def play_script(lesson: Lesson) -> Game:
    """The whole lesson played as written (notes read, every step's first move): a lesson file's
    check. Raises LessonError at the first step the engine refuses."""
    game = lesson.new_game()
    run = LessonRun(lesson)
    while (step := run.step) is not None:
        if step.kind is StepKind.NOTE:
            run.go_on()
            continue
        if game.phase is not Phase.PLAYING or game.current_seat != step.seat:
            raise LessonError(f"step {run.index}: seat {step.seat} is not to move")
        allowed = run.asked(game) if step.kind is StepKind.PERSON else tuple(
            m for m in (run.scripted(game, step.seat if step.seat is not None else -1),) if m is not None)
        if set(allowed) != set(step.moves):
            raise LessonError(f"step {run.index}: the engine does not allow {sorted(map(str, step.moves))} "
                              f"(legal: {sorted(map(str, game.legal_moves()))})")
        move = step.moves[0]
        game.apply(move)
        run.moved(game.rounds[-1].decisions[-1].seat, move)
    return game


__all__ = ["Judgement", "Lesson", "LessonError", "LessonRun", "Step", "StepKind", "Verdict", "parse_move",
           "play_script"]
