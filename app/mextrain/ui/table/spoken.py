"""The table in words, for a screen reader: plain sentences in the UI language.

What the eye reads off the table (whose train, its open end, the marker, an open double,
the tiles, which of the hand's tiles fit now) is said here from the state and the legal
moves the scene was given; nothing here decides what is legal. No word-joiners or other
invisible characters: a screen reader would spell them out.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import cast

from mextrain.engine import PlayerView, Tile, TrainId
from mextrain.engine.moves import MEXICAN
from mextrain.ui.texts import _Context, fill, plural_s, possessive

# texts.py's fixed context (lupdate reads `TableSpeech.tr(...)` as context "TableSpeech"); the
# table library may use the texts but not mextrain.i18n
TableSpeech = _Context("TableSpeech")


def _n(text: str, n: int) -> str:
    """A translated "%n" text with its count (English plurals without a numerus file)."""
    return plural_s(text, n)


def tile_words(first: int, second: int) -> str:
    """"double 12", "5 and 7": how a tile is said, the half nearer its train first."""
    if first == second:
        return fill(TableSpeech.tr("double %1", "a tile spoken aloud"), first)
    return fill(TableSpeech.tr("%1 and %2", "a tile spoken aloud: its two halves"),
                first, second)


def train_title(train: TrainId, view: PlayerView, names: Sequence[str], person: bool) -> str:
    if train == MEXICAN:
        return TableSpeech.tr("Mexican Train")
    if person and train == view.seat:
        return TableSpeech.tr("Your train")
    seat = cast(int, train)  # not MEXICAN: a seat's number
    name = names[seat] if seat < len(names) else str(seat + 1)
    return fill(TableSpeech.tr("%1's train", "a seat's own train; %1 is the name"), possessive(name))


def targets_words(trains: Sequence[TrainId], view: PlayerView, names: Sequence[str], person: bool) -> str:
    return ", ".join(train_title(t, view, names, person) for t in trains)


def train_words(train: TrainId, view: PlayerView, names: Sequence[str], person: bool,
                fits: bool, chosen: bool) -> str:
    """One train as a sentence: whose, open end, tiles, marker, open double, whether the tile fits."""
    tv = view.train(train)
    parts = [train_title(train, view, names, person),
             fill(TableSpeech.tr("open end %1"), tv.open_end),
             _n(TableSpeech.tr("%n tile(s) laid", "tiles in a train", len(tv.tiles)), len(tv.tiles))]
    if train != MEXICAN:
        seat = cast(int, train)  # a seat's number
        count = view.hand_counts[seat]
        if person and seat == view.seat:
            parts.append(_n(TableSpeech.tr("you hold %n tile(s)", "", count), count))
        else:
            name = names[seat] if seat < len(names) else str(seat + 1)
            parts.append(fill(_n(TableSpeech.tr("%1 holds %n tile(s)", "a seat's tiles in hand", count), count), name))
    if tv.marker:
        parts.append(TableSpeech.tr("marker: everyone may lay here"))
    if train in view.open_doubles:
        parts.append(fill(TableSpeech.tr("open double %1: it must be covered"), tile_words(tv.open_end, tv.open_end)))
    if chosen:
        parts.append(TableSpeech.tr("chosen: Enter lays the tile here"))
    elif fits:
        parts.append(TableSpeech.tr("the chosen tile fits here"))
    return ", ".join(parts)


def hand_tile_words(tile: Tile, faces: tuple[int, int], trains: Sequence[TrainId], view: PlayerView,
                    names: Sequence[str], person: bool, hinted: bool) -> str:
    words = tile_words(*faces)
    if trains:
        words = fill(TableSpeech.tr("%1, fits on %2"), words, targets_words(trains, view, names, person))
    if hinted:
        words = fill(TableSpeech.tr("%1, the hint"), words)
    return words


def hand_words(view: PlayerView, fitting: int, person: bool = True) -> str:
    """The rack: "Your hand" only when a person's hand is shown (not under the hand-over's cover,
    nor in a replay of computers)."""
    if not person:
        if not view.hand:
            return TableSpeech.tr("No hand is shown")
        return _n(TableSpeech.tr("Hand: %n tile(s)", "the rack of a seat that is not the person's", len(view.hand)),
                  len(view.hand))
    words = _n(TableSpeech.tr("Your hand: %n tile(s)", "", len(view.hand)), len(view.hand))
    if view.legal and view.current == view.seat:
        words = fill(_n(TableSpeech.tr("%1, %n fit(s) now", "tiles of the hand that may be laid", fitting), fitting), words)
    return words


def engine_words(view: PlayerView) -> str:
    return fill(TableSpeech.tr("Engine: %1"), tile_words(view.engine_number, view.engine_number))


def turn_words(view: PlayerView, names: Sequence[str], person: bool, thinking: int | None) -> str:
    """Whose turn it is, and the round; `thinking`: the seat a computer is thinking for (a person
    elsewhere to move is never "thinking": it is their turn)."""
    round_words = fill(TableSpeech.tr("Round %1 of %2"), view.round_number, view.options.rounds)
    seat = view.current
    if person and seat == view.seat and view.legal:
        who = TableSpeech.tr("Your turn")
    else:
        name = names[seat] if 0 <= seat < len(names) else str(seat + 1)
        who = (fill(TableSpeech.tr("%1 is thinking"), name) if seat == thinking
               else fill(TableSpeech.tr("%1's turn"), possessive(name)))
    return f"{round_words}. {who}."


def boneyard_words(view: PlayerView) -> str:
    return _n(TableSpeech.tr("Boneyard: %n tile(s)", "", view.boneyard_size), view.boneyard_size)
