"""The game's sentences in words: refusals (one per engine Reason), log lines, names of kinds.

The engine speaks in codes (Reason, Event, kinds); this module turns them into translated
sentences. Every string is a literal in `Texts.tr(...)` (a fixed context "Texts") so that
lupdate sees it; counts use `%n`; names are filled in after translation (`fill`).
"""
from __future__ import annotations

import re
from collections.abc import Sequence
from typing import cast

from PySide6.QtCore import QCoreApplication

from mextrain.engine import MEXICAN, Event, EventKind, Move, PlayerView, Reason, RoundEnd, Tile, TrainId
from mextrain.i18n import possessive as possessive  # re-exported: the table library reads it from here

# computer seats' default names, mixed from the game's four languages
DEFAULT_NAMES: tuple[str, ...] = ("Ada", "Boris", "Clara", "Dmytro", "Emil", "Freja", "Greta")


class _Context:
    """A fixed translation context, called as `Texts.tr("literal", comment, n)`.

    pyside6-lupdate reads `Texts.tr(...)` like `self.tr(...)` (context "Texts", plural when a
    count is given), which it cannot do through a helper that passes the text on.
    """

    __slots__ = ("name",)

    def __init__(self, name: str) -> None:
        self.name = name

    def tr(self, text: str, disambiguation: str | None = None, n: int = -1) -> str:
        out = QCoreApplication.translate(self.name, text, disambiguation, n)
        return plural_s(out, n) if n >= 0 else out


Texts = _Context("Texts")


def plural_s(text: str, n: int) -> str:
    """English plurals when no translation (or no English numerus file) is loaded:
    "%n tile(s)" reads "1 tile", "2 tiles". A translated text has no "(s)" left to touch."""
    return text.replace("(s)", "" if n == 1 else "s")


def fill(text: str, *args: object) -> str:
    """Qt's `arg()`: put args in for %1, %2, ... (from the highest, so %1 never eats %10)."""
    for i in range(len(args), 0, -1):
        text = text.replace(f"%{i}", str(args[i - 1]))
    return text


JOINER = "\u2060"  # WORD JOINER: no line break here, drawn as nothing
_BAR = re.compile(r"(?<=\d)\|(?=\d)")  # the bar of a tile's name, between its two numbers


def unbroken(text: str) -> str:
    """`text` with every tile's name kept whole where it is wrapped ("6|4" as "6⁠|⁠4": a line may break
    after a "|", and "6|" ended one line, "4" began the next); the widgets that draw it: ui/unbroken.py."""
    return _BAR.sub(JOINER + "|" + JOINER, text)


def plain(text: str) -> str:
    """`text` without the joiners: as it was written."""
    return text.replace(JOINER, "")


def tile_text(tile: Tile | None) -> str:
    return "" if tile is None else f"{tile[0]}|{tile[1]}"


def you() -> str:
    """The person's name at the table."""
    return Texts.tr("You", "the person's seat")


# ---------------------------------------------------------------------- computer kinds
def kind_name(kind: str) -> str:
    """The name of a computer strength as the New Game dialog shows it."""
    names = {
        "random": Texts.tr("Random", "computer strength"),
        "easy": Texts.tr("Easy", "computer strength"),
        "normal": Texts.tr("Normal", "computer strength"),
        "hard": Texts.tr("Hard", "computer strength"),
        "human": Texts.tr("Person", "seat kind"),
    }
    base = kind.partition(":")[0]
    return names.get(base, base.capitalize())


def seat_kind_name(person: bool) -> str:
    """Who plays a seat, as the New Game dialog offers it: a person at this computer or a computer."""
    return Texts.tr("Person", "seat kind") if person else Texts.tr("Computer", "seat kind")


# ---------------------------------------------------------------------- refusals
def reason_text(reason: Reason | None) -> str:
    """Why the person's move was refused, addressed to the person (None: not your turn)."""
    if reason is None:
        return Texts.tr("Wait for your turn.")
    texts = {
        Reason.ROUND_OVER: Texts.tr("The round is over."),
        Reason.NOT_A_MOVE: Texts.tr("That is not a move of this game."),
        Reason.NOT_IN_HAND: Texts.tr("That tile is not in your hand."),
        Reason.NO_SUCH_TRAIN: Texts.tr("There is no such train."),
        Reason.TRAIN_CLOSED: Texts.tr("That train is not yours and carries no marker."),
        Reason.NO_MATCH: Texts.tr("That tile does not match the open end of the train."),
        Reason.COVER_DOUBLE: Texts.tr("The open double must be covered first."),
        Reason.RUN_OWN_TRAIN: Texts.tr("A starting run goes only on your own train."),
        Reason.MUST_PLAY: Texts.tr("You can lay a tile, so you may not draw or pass."),
        Reason.ALREADY_DREW: Texts.tr("You have drawn a tile this turn already."),
        Reason.BONEYARD_EMPTY: Texts.tr("The boneyard is empty."),
        Reason.MUST_DRAW: Texts.tr("Draw a tile before you pass."),
        Reason.NOT_IN_RUN: Texts.tr("Only a starting run can be ended."),
        Reason.DOUBLE_OPEN_IN_RUN: Texts.tr("Cover your double before you end the run."),
        Reason.DRAWN_TILE_ONLY: Texts.tr("After drawing, only the drawn tile may be laid."),
        Reason.GAME_OVER: Texts.tr("The game is over."),
        Reason.NOT_PLAYING: Texts.tr("The round is over: start the next round first."),
    }
    return texts.get(reason, reason.text)


# ---------------------------------------------------------------------- trains and seats
def train_name(train: TrainId, names: Sequence[str], human_seat: int | None) -> str:
    """"the Mexican Train", "your train", "Ada's train"."""
    if train == MEXICAN:
        return Texts.tr("the Mexican Train")
    if train == human_seat:
        return Texts.tr("your train")
    return fill(Texts.tr("%1's train", "a seat's own train; %1 is the name"), possessive(names[int(train)]))


def tiles_left(n: int) -> str:
    return Texts.tr("%n tile(s)", "tiles left in a hand", n)


def points(n: int) -> str:
    return Texts.tr("%n point(s)", "", n)


# ---------------------------------------------------------------------- the log
def event_line(event: Event, names: Sequence[str], human_seat: int | None) -> str | None:
    """One line of the move log for an engine event, or None for events not worth a line."""
    kind = event.kind
    seat = event.seat
    mine = seat is not None and seat == human_seat
    who = names[seat] if seat is not None and 0 <= seat < len(names) else ""
    tile = tile_text(event.tile)
    if kind is EventKind.TILE_LAID:
        where = train_name(cast(TrainId, event.train), names, human_seat)  # a TILE_LAID has its train
        if event.train == seat and not mine:
            where = Texts.tr("their own train")
        if mine:
            return fill(Texts.tr("You laid %1 on %2."), tile, where)
        return fill(Texts.tr("%1 laid %2 on %3."), who, tile, where)
    if kind is EventKind.TILE_DRAWN:
        return fill(Texts.tr("You drew %1."), tile) if mine else fill(Texts.tr("%1 drew a tile."), who)
    if kind is EventKind.PASSED:
        return Texts.tr("You passed.") if mine else fill(Texts.tr("%1 passed."), who)
    if kind is EventKind.MARKER_ON:
        if event.train == human_seat:
            return Texts.tr("A marker is on your train: everyone may lay on it.")
        return fill(Texts.tr("Marker on %1's train."), possessive(names[int(cast(TrainId, event.train))]))
    if kind is EventKind.MARKER_OFF:
        if event.train == human_seat:
            return Texts.tr("Marker off your train.")
        return fill(Texts.tr("Marker off %1's train."), possessive(names[int(cast(TrainId, event.train))]))
    if kind is EventKind.DOUBLE_OPENED:
        return fill(Texts.tr("%1 is open: it must be covered."), tile)
    if kind is EventKind.DOUBLE_COVERED:
        return fill(Texts.tr("You covered %1."), tile) if mine else fill(Texts.tr("%1 covered %2."), who, tile)
    if kind is EventKind.DOUBLE_UNCOVERABLE:
        return fill(Texts.tr("Nobody can cover %1 any more: it counts as closed."), tile)
    if kind is EventKind.ONE_TILE_LEFT:
        return one_tile_left(seat, names, human_seat)
    if kind is EventKind.RUN_STARTED:
        return Texts.tr("You started a run.") if mine else fill(Texts.tr("%1 started a run."), who)
    if kind is EventKind.ROUND_OVER:
        return round_end_line(event.reason, seat, names, human_seat)
    if kind is EventKind.GAME_OVER:
        return winners_line(event.winners or (), names, human_seat)
    return None  # TURN_ENDED: the next line says who moves


def one_tile_left(seat: int | None, names: Sequence[str], human_seat: int | None) -> str:
    """R16: everyone is told when a seat is down to one tile."""
    if seat == human_seat:
        return Texts.tr("You have one tile left!")
    return fill(Texts.tr("%1 has one tile left!"), names[seat] if seat is not None else "")


def round_end_line(reason: RoundEnd | None, seat: int | None, names: Sequence[str], human_seat: int | None) -> str:
    if reason is RoundEnd.BLOCKED or seat is None:
        return Texts.tr("The round is blocked: nobody can lay a tile.")
    if seat == human_seat:
        return Texts.tr("You went out!")
    return fill(Texts.tr("%1 went out."), names[seat])


def placing(place: int) -> str:
    """A seat's place at the game's end as the language writes an ordinal ("1st", de "1.", uk "1-ше")."""
    words = {
        1: Texts.tr("1st", "a place at the game's end"),
        2: Texts.tr("2nd", "a place at the game's end"),
        3: Texts.tr("3rd", "a place at the game's end"),
        4: Texts.tr("4th", "a place at the game's end"),
        5: Texts.tr("5th", "a place at the game's end"),
        6: Texts.tr("6th", "a place at the game's end"),
        7: Texts.tr("7th", "a place at the game's end"),
        8: Texts.tr("8th", "a place at the game's end"),
    }
    return words.get(place, str(place))


def shared_placing(place: int, shared: bool) -> str:
    """"1st", or "1st (shared)" when another seat has the same total."""
    return fill(Texts.tr("%1 (shared)", "a place at the game's end that two seats or more share"),
                placing(place)) if shared else placing(place)


def winners_line(winners: Sequence[int], names: Sequence[str], human_seat: int | None) -> str:
    if len(winners) == 1:
        if winners[0] == human_seat:
            return Texts.tr("You win the game!")
        return fill(Texts.tr("%1 wins the game!"), names[winners[0]])
    who = ", ".join(names[s] for s in winners)
    return fill(Texts.tr("A shared win: %1."), who)


# ---------------------------------------------------------------------- prompts
def round_start_line(round_number: int, engine: int, starter: int, names: Sequence[str], human_seat: int | None) -> str:
    first = fill(Texts.tr("Round %1 begins with the engine %2."), round_number, f"{engine}|{engine}")
    if starter == human_seat:
        return first + " " + Texts.tr("You start.")
    return first + " " + fill(Texts.tr("%1 starts."), names[starter])


def thinking_line(seat: int, names: Sequence[str], person: bool = False) -> str:
    """The seat to move, not this window's: a computer "is thinking"; a person (at another computer)
    is not thinking, it is their turn."""
    if person:
        return person_turn_line(names[seat])
    return fill(Texts.tr("%1 is thinking…"), names[seat])


def person_turn_line(name: str) -> str:
    return fill(Texts.tr("It is %1's turn."), name)


def engine_line(round_number: int, rounds: int, engine: int) -> str:
    # word joiners keep "12|12" on one line when a narrow panel wraps the line
    return fill(Texts.tr("Round %1 of %2 · engine %3"), round_number, rounds, f"{engine}\u2060|\u2060{engine}")


def boneyard_line(n: int) -> str:
    return Texts.tr("Boneyard: %n tile(s)", "", n)


def turn_prompt(view: PlayerView, legal: Sequence[Move]) -> str:
    """What the person should do now, from the controller's legal moves (never our own rules)."""
    from mextrain.engine import DRAW, END, PASS

    if not legal:
        return ""
    if view.run and END in legal:
        return Texts.tr("Your starting run: lay more tiles on your train, or end your turn.")
    drawn = {m.tile for m in legal if m.tile is not None}
    if view.drew and len(drawn) == 1:  # R12: a drawn tile that fits must be laid (no pass beside it)
        return fill(Texts.tr("Lay the tile you drew, %1."), tile_text(next(iter(drawn))))
    if DRAW in legal:
        return Texts.tr("No tile fits: draw one from the boneyard.")
    if PASS in legal:
        return Texts.tr("Nothing fits: pass. Your train gets a marker.")
    if view.open_doubles:
        end = view.train(view.open_doubles[0]).open_end
        return fill(Texts.tr("Your turn: cover the open double %1."), f"{end}|{end}")
    return Texts.tr("Your turn: drag a tile onto a train.")


def chosen_train_line(tile: Tile, train: TrainId, names: Sequence[str], human_seat: int | None) -> str:
    """The status line when Tab chooses a train: where Enter will lay the tile."""
    return fill(Texts.tr("Enter lays %1 on %2."), tile_text(tile), train_name(train, names, human_seat))


def assists_line(hints: int, undos: int) -> str:
    """The score sheet's honest line: the hints and undos the person used in this game."""
    if hints == 0 and undos == 0:
        return Texts.tr("No hints or undos were used in this game.")
    return fill(Texts.tr("Help used in this game: %1, %2.", "%1 is the hints, %2 the undos"),
                Texts.tr("%n hint(s)", "", hints), Texts.tr("%n undo(s)", "", undos))


def away_name(name: str) -> str:
    """A seat whose person's connection dropped: shown so beside the name."""
    return fill(Texts.tr("%1 (away)"), name)


def stand_in_name(name: str) -> str:
    """A seat a computer plays for its person (away past the grace period, or gone): the person's name
    with the stand-in's mark, so nobody thinks the person still plays (issue 38)."""
    return fill(Texts.tr("%1 (computer plays)", "a seat a computer plays for its person, who is away or left"), name)
