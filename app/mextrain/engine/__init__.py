"""The rules of Mexican Train (rules.md R1–R17), with no Qt import anywhere in it."""
from __future__ import annotations

from .arrange import arrange, is_row, row_score
from .errors import IllegalMove, Reason
from .events import Event, EventKind, RoundEnd
from .game import (
    Deal,
    Decision,
    Game,
    Phase,
    deal_round,
    engine_of_round,
    next_first_seat,
    placings,
    play_again_seed,
    seed_started_by,
    starter_of_game,
)
from .moves import DRAW, END, MAX_SEATS, MEXICAN, PASS, Move, MoveKind, TrainId
from .options import FULL_GAME, SHORT_GAME, GameOptions, hand_size
from .round import RoundState
from .tiles import ALL_TILES, Tile, full_set, hand_score, tile
from .view import HistoryEntry, PlayerView, TrainView

__all__ = [
    "ALL_TILES", "DRAW", "END", "FULL_GAME", "MAX_SEATS", "MEXICAN", "PASS", "SHORT_GAME",
    "Deal", "Decision", "Event", "EventKind", "Game", "GameOptions", "HistoryEntry", "IllegalMove",
    "Move", "MoveKind", "Phase", "PlayerView", "Reason", "RoundEnd", "RoundState", "Tile", "TrainId",
    "TrainView", "arrange", "deal_round", "engine_of_round", "full_set", "hand_score", "hand_size",
    "is_row", "next_first_seat", "placings", "play_again_seed", "seed_started_by", "row_score", "starter_of_game", "tile",
]
