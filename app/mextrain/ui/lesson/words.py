"""The lessons' words: every step's text, keyed by the id a lesson file names (resources/lessons/).

Each text is a literal in `Lesson.tr(...)` so that lupdate sees it and it is translated with the
rest; a new lesson adds its texts here under new ids. `%1` is the tile the step names (its first
move's tile), filled in after translation. The names Ada and Boris are the first lesson's seats.
"""
from __future__ import annotations

from collections.abc import Callable

from mextrain.i18n import TrContext
from mextrain.ui import texts

Lesson = TrContext("Lesson")

_TEXTS: dict[str, Callable[[], str]] = {
    # ---------------------------------------------------------------- the first round: titles and notes
    "first_round": lambda: Lesson.tr("Learn to Play"),
    "welcome": lambda: Lesson.tr(
        "Welcome! This round teaches Mexican Train by playing it, against Ada and Boris. The double 12|12 in "
        "the middle is the engine: every train starts from it. In a real game each of you is dealt 15 tiles; "
        "here 7, so that the round is short. Whoever is first to lay all their tiles wins the round."),
    "scoring": lambda: Lesson.tr(
        "The round is over. Everyone adds the pips left in their hand to their points: %1. The 0|0 tile "
        "counts 50, not 0; you went out and add nothing. After the last round the lowest total wins.",
        "%1 lists each seat and its points"),
    # ---------------------------------------------------------------- the person's steps
    "own_train": lambda: Lesson.tr(
        "Start your own train: drag %1 onto the row “Your train”. The first tile of every train must carry "
        "the engine's number, 12."),
    "mexican_train": lambda: Lesson.tr(
        "The Mexican Train belongs to everyone: anyone may lay on it on any turn. Start it: drag %1 onto "
        "the Mexican Train."),
    "double": lambda: Lesson.tr("Lay the double %1 on your own train. Whoever lays a double plays again at once."),
    "cover": lambda: Lesson.tr(
        "Your double is open, and an open double must be covered before anything else. Cover it: lay %1 on it."),
    "draw": lambda: Lesson.tr(
        "None of your tiles fits your own train, the Mexican Train or Ada's train (it carries a marker), so "
        "you must draw a tile from the boneyard: press Draw (D)."),
    "lay_drawn": lambda: Lesson.tr(
        "You drew %1, and it fits your own train: a drawn tile that fits is laid at once. Lay it there."),
    "cover_theirs": lambda: Lesson.tr(
        "Boris left his double open: whoever plays next must cover it, on any train. Lay %1 on it."),
    "draw_again": lambda: Lesson.tr("Nothing fits again: draw a tile (D)."),
    "pass": lambda: Lesson.tr(
        "The drawn tile fits nowhere, so you pass (P). A marker goes on your train: until you lay on it "
        "yourself, everyone may lay there."),
    "marked_train": lambda: Lesson.tr(
        "Ada's train carries a marker, so you may lay there too. Lay %1 on Ada's train."),
    "lift_marker": lambda: Lesson.tr(
        "Lay %1 on your own train: that lifts your marker, and your train is yours alone again."),
    "go_out": lambda: Lesson.tr(
        "You have one tile left, and everyone was told, as when Boris and Ada got down to one. Lay your last "
        "tile %1 where it fits and you go out: the round ends at once."),
    # ---------------------------------------------------------------- what the computers' moves say
    "ada_own_train": lambda: Lesson.tr("Ada starts her own train."),
    "ada_draws": lambda: Lesson.tr(
        "Ada has no tile for her own train or the Mexican Train, so she must draw one from the boneyard."),
    "ada_passes": lambda: Lesson.tr(
        "The drawn tile does not fit either: Ada passes, and a marker (the small locomotive) goes on her "
        "train. Now everyone may lay there."),
    "boris_mexican": lambda: Lesson.tr("Boris lays on the Mexican Train too."),
    "boris_double": lambda: Lesson.tr("Boris lays the double 4|4 and plays again: first he must cover it."),
    "boris_cannot_cover": lambda: Lesson.tr("Boris has no tile to cover it, so he must draw."),
    "boris_passes": lambda: Lesson.tr(
        "The drawn tile does not cover the double: Boris passes and gets a marker. The double stays open "
        "for the next seat."),
    "boris_lifts": lambda: Lesson.tr("Boris lays on his own train: that lifts his marker."),
    "ada_on_yours": lambda: Lesson.tr("Ada lays on your train: your marker lets everyone lay there."),
    "boris_on_adas": lambda: Lesson.tr("Boris lays on Ada's train, which carries a marker."),
    "boris_knock": lambda: Lesson.tr("Boris is down to one tile, and the game tells everyone."),
    "ada_knock": lambda: Lesson.tr("Ada is down to one tile too."),
    "boris_passes_again": lambda: Lesson.tr("Boris must draw, nothing fits, and he passes."),
}


def text(text_id: str) -> str:
    """The text of `text_id` in the language on screen; an unknown id reads as itself (a lesson file's slip
    shows, and the lesson goes on)."""
    found = _TEXTS.get(text_id)
    return found() if found is not None else text_id


def known(text_id: str) -> bool:
    return text_id in _TEXTS


# ---------------------------------------------------------------------- the card and the refusals
def title_line(title: str, number: int, count: int) -> str:
    return Lesson.tr("%1: step %2 of %3", "the lesson's title, the step's number, how many").replace(
        "%1", title).replace("%2", str(number)).replace("%3", str(count))


def other_legal() -> str:
    return Lesson.tr("The rules allow that, but this step asks for another move.")


def lay_on(tile: str, train: str) -> str:
    return Lesson.tr("Lay %1 on %2.", "%1 a tile, %2 a train").replace("%2", train).replace("%1", tile)


def lay_on_either(tile: str, first: str, second: str) -> str:
    return Lesson.tr("Lay %1 on %2 or on %3.", "%1 a tile, %2 and %3 trains").replace(
        "%3", second).replace("%2", first).replace("%1", tile)


def press_draw() -> str:
    return Lesson.tr("Press Draw (D).")


def press_pass() -> str:
    return Lesson.tr("Press Pass (P).")


def wait_for(name: str) -> str:
    return Lesson.tr("Wait: %1 is playing.").replace("%1", name)


def read_first() -> str:
    return Lesson.tr("First read the note above, then press the button beside it.")


def points_of(name: str, points: int) -> str:
    """"Ada: 50 points" in the scoring note."""
    return Lesson.tr("%1: %2", "a seat's name and its points in the lesson's scoring").replace(
        "%2", texts.points(points)).replace("%1", name)
