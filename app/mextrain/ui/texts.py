"""The game's sentences in words: refusals (one per engine Reason), log lines, names of kinds.

The engine speaks in codes (Reason, Event, kinds); this module turns them into translated
sentences. Every string is a literal in `QCoreApplication.translate("Texts", ...)` so that
lupdate sees it; counts use `%n`; names are filled in after translation (`fill`).
"""
from __future__ import annotations

from typing import Sequence

from PySide6.QtCore import QCoreApplication

from mextrain.engine import MEXICAN, Event, EventKind, Reason, RoundEnd, Tile, TrainId

#: computer seats' default names, mixed from the game's four languages
DEFAULT_NAMES: tuple[str, ...] = ("Ada", "Boris", "Clara", "Dmytro", "Emil", "Freja", "Greta")


def _t(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    out = QCoreApplication.translate("Texts", text, disambiguation, n)
    return plural_s(out, n) if n >= 0 else out


def plural_s(text: str, n: int) -> str:
    """English plurals when no translation (or no English numerus file) is loaded:
    "%n tile(s)" reads "1 tile", "2 tiles". A translated text has no "(s)" left to touch."""
    return text.replace("(s)", "" if n == 1 else "s")


def fill(text: str, *args: object) -> str:
    """Qt's `arg()`: put args in for %1, %2, ... (from the highest, so %1 never eats %10)."""
    for i in range(len(args), 0, -1):
        text = text.replace(f"%{i}", str(args[i - 1]))
    return text


def tile_text(tile: Tile | None) -> str:
    return "" if tile is None else f"{tile[0]}|{tile[1]}"


def you() -> str:
    """The person's name at the table."""
    return QCoreApplication.translate("Texts", "You", "the person's seat")


# ---------------------------------------------------------------------- computer kinds
def kind_name(kind: str) -> str:
    """The name of a computer strength as the New Game dialog shows it."""
    names = {
        "random": _t("Random", "computer strength"),
        "easy": _t("Easy", "computer strength"),
        "normal": _t("Normal", "computer strength"),
        "hard": _t("Hard", "computer strength"),
        "human": _t("Person", "seat kind"),
    }
    base = kind.partition(":")[0]
    return names.get(base, base.capitalize())


# ---------------------------------------------------------------------- refusals
def reason_text(reason: Reason | None) -> str:
    """Why the person's move was refused, addressed to the person (None: not your turn)."""
    if reason is None:
        return _t("Wait for your turn.")
    texts = {
        Reason.ROUND_OVER: _t("The round is over."),
        Reason.NOT_A_MOVE: _t("That is not a move of this game."),
        Reason.NOT_IN_HAND: _t("That tile is not in your hand."),
        Reason.NO_SUCH_TRAIN: _t("There is no such train."),
        Reason.TRAIN_CLOSED: _t("That train is not yours and carries no marker."),
        Reason.NO_MATCH: _t("That tile does not match the open end of the train."),
        Reason.COVER_DOUBLE: _t("The open double must be covered first."),
        Reason.RUN_OWN_TRAIN: _t("A starting run goes only on your own train."),
        Reason.MUST_PLAY: _t("You can lay a tile, so you may not draw or pass."),
        Reason.ALREADY_DREW: _t("You have drawn a tile this turn already."),
        Reason.BONEYARD_EMPTY: _t("The boneyard is empty."),
        Reason.MUST_DRAW: _t("Draw a tile before you pass."),
        Reason.NOT_IN_RUN: _t("Only a starting run can be ended."),
        Reason.DOUBLE_OPEN_IN_RUN: _t("Cover your double before you end the run."),
        Reason.DRAWN_TILE_ONLY: _t("After drawing, only the drawn tile may be laid."),
        Reason.GAME_OVER: _t("The game is over."),
        Reason.NOT_PLAYING: _t("The round is over: start the next round first."),
    }
    return texts.get(reason, reason.text)


# ---------------------------------------------------------------------- trains and seats
def train_name(train: TrainId, names: Sequence[str], human_seat: int) -> str:
    """"the Mexican Train", "your train", "Ada's train"."""
    if train == MEXICAN:
        return _t("the Mexican Train")
    if train == human_seat:
        return _t("your train")
    return fill(_t("%1's train", "a seat's own train; %1 is the name"), names[int(train)])


def tiles_left(n: int) -> str:
    return _t("%n tile(s)", "tiles left in a hand", n)


def points(n: int) -> str:
    return _t("%n point(s)", "", n)


# ---------------------------------------------------------------------- the log
def event_line(event: Event, names: Sequence[str], human_seat: int) -> str | None:
    """One line of the move log for an engine event, or None for events not worth a line."""
    kind = event.kind
    seat = event.seat
    mine = seat is not None and seat == human_seat
    who = names[seat] if seat is not None and 0 <= seat < len(names) else ""
    tile = tile_text(event.tile)
    if kind is EventKind.TILE_LAID:
        where = train_name(event.train, names, human_seat)
        if event.train == seat and not mine:
            where = _t("their own train")
        if mine:
            return fill(_t("You laid %1 on %2."), tile, where)
        return fill(_t("%1 laid %2 on %3."), who, tile, where)
    if kind is EventKind.TILE_DRAWN:
        return fill(_t("You drew %1."), tile) if mine else fill(_t("%1 drew a tile."), who)
    if kind is EventKind.PASSED:
        return _t("You passed.") if mine else fill(_t("%1 passed."), who)
    if kind is EventKind.MARKER_ON:
        if event.train == human_seat:
            return _t("Your train has a marker: everyone may lay on it.")
        return fill(_t("%1's train has a marker: everyone may lay on it."), names[int(event.train)])
    if kind is EventKind.MARKER_OFF:
        if event.train == human_seat:
            return _t("The marker is off your train.")
        return fill(_t("The marker is off %1's train."), names[int(event.train)])
    if kind is EventKind.DOUBLE_OPENED:
        return fill(_t("The double %1 is open: it must be covered."), tile)
    if kind is EventKind.DOUBLE_COVERED:
        return fill(_t("You covered %1."), tile) if mine else fill(_t("%1 covered %2."), who, tile)
    if kind is EventKind.DOUBLE_UNCOVERABLE:
        return fill(_t("Nobody can cover %1 any more: it counts as closed."), tile)
    if kind is EventKind.ONE_TILE_LEFT:
        return one_tile_left(seat, names, human_seat)
    if kind is EventKind.RUN_STARTED:
        return _t("You started a run.") if mine else fill(_t("%1 started a run."), who)
    if kind is EventKind.ROUND_OVER:
        return round_end_line(event.reason, seat, names, human_seat)
    if kind is EventKind.GAME_OVER:
        return winners_line(event.winners or (), names, human_seat)
    return None  # TURN_ENDED: the next line says who moves


def one_tile_left(seat: int | None, names: Sequence[str], human_seat: int) -> str:
    """R16: everyone is told when a seat is down to one tile."""
    if seat == human_seat:
        return _t("You have one tile left!")
    return fill(_t("%1 has one tile left!"), names[seat] if seat is not None else "")


def round_end_line(reason: RoundEnd | None, seat: int | None, names: Sequence[str], human_seat: int) -> str:
    if reason is RoundEnd.BLOCKED or seat is None:
        return _t("The round is blocked: nobody can lay a tile.")
    if seat == human_seat:
        return _t("You went out!")
    return fill(_t("%1 went out."), names[seat])


def winners_line(winners: Sequence[int], names: Sequence[str], human_seat: int) -> str:
    if len(winners) == 1:
        if winners[0] == human_seat:
            return _t("You win the game!")
        return fill(_t("%1 wins the game!"), names[winners[0]])
    who = ", ".join(names[s] for s in winners)
    return fill(_t("A shared win: %1."), who)


# ---------------------------------------------------------------------- prompts
def round_start_line(round_number: int, engine: int, starter: int, names: Sequence[str], human_seat: int) -> str:
    first = fill(_t("Round %1 begins with the engine %2."), round_number, f"{engine}|{engine}")
    if starter == human_seat:
        return first + " " + _t("You start.")
    return first + " " + fill(_t("%1 starts."), names[starter])


def thinking_line(seat: int, names: Sequence[str]) -> str:
    return fill(_t("%1 is thinking…"), names[seat])


def engine_line(round_number: int, rounds: int, engine: int) -> str:
    return fill(_t("Round %1 of %2 · engine %3"), round_number, rounds, f"{engine}|{engine}")


def boneyard_line(n: int) -> str:
    return _t("Boneyard: %n tile(s)", "", n)


def turn_prompt(view, legal: Sequence) -> str:
    """What the person should do now, from the controller's legal moves (never our own rules)."""
    from mextrain.engine import DRAW, END, PASS

    if not legal:
        return ""
    if view.run and END in legal:
        return _t("Your starting run: lay more tiles on your train, or end your turn.")
    if DRAW in legal:
        return _t("No tile fits: draw one from the boneyard.")
    if PASS in legal:
        return _t("Nothing fits: pass. Your train gets a marker.")
    if view.open_doubles:
        end = view.train(view.open_doubles[0]).open_end
        return fill(_t("Your turn: cover the open double %1."), f"{end}|{end}")
    return _t("Your turn: drag a tile onto a train.")
