"""A seat's `PlayerView` and the engine's `Event`s as JSON, and strictly back.

Tiles and moves are written as record-format.md writes them (`[a, b]`, `{"play": [a, b],
"train": 2}`). A view holds what its seat may know and nothing more; reading one back
checks every field, so a joined app never draws from a malformed view.
"""
from __future__ import annotations

from typing import Any

from mextrain.engine import Event, EventKind, GameOptions, HistoryEntry, PlayerView, RoundEnd, TrainView
from mextrain.engine.moves import MAX_SEATS, MEXICAN
from mextrain.engine.options import HOUSE_RULE_KEYS
from mextrain.engine.tiles import MAX_PIPS, N_TILES

from . import schema as s
from .schema import bad, tile_json

_VIEW_FIELDS = (
    "seat", "options", "round", "engine", "hand", "counts", "boneyard", "trains", "open_doubles",
    "current", "legal", "history", "totals", "drew", "drawn", "run", "turn_plays",
    "turn_doubles", "had_turn", "all_open_doubles", "started", "weak_lack",
)
_MAX_TOTAL = 100_000


def options_to_json(o: GameOptions) -> dict[str, Any]:
    """A game's options as a record keeps them (record-format.md: each house rule where it differs
    from its default)."""
    return o.to_json()


def options_from_json(x: Any) -> GameOptions:
    """Strictly back: an unknown option or a value the rules do not allow is refused,
    naming the option and what it allows (R18–R24)."""
    s.fields(x, ("players", "rounds", "starting_run"), HOUSE_RULE_KEYS)
    try:
        return GameOptions.from_json(x)
    except ValueError as exc:
        raise bad(str(exc)) from None


def view_to_json(v: PlayerView) -> dict[str, Any]:
    return {**seat_own_json(v), **shared_view_json(v)}


def seat_own_json(v: PlayerView) -> dict[str, Any]:
    """The part of a view that is its seat's alone: the seat, its hand, its moves, the tile it drew."""
    return {"seat": v.seat, "hand": [tile_json(t) for t in v.hand], "legal": [m.to_json() for m in v.legal],
            "drawn": None if v.drawn is None else tile_json(v.drawn)}


def shared_view_json(v: PlayerView) -> dict[str, Any]:
    """The rest of a view, the same for every seat at one moment (the trains, the history, the counts)."""
    return {
        "options": options_to_json(v.options),
        "round": v.round_number,
        "engine": v.engine_number,
        "counts": list(v.hand_counts),
        "boneyard": v.boneyard_size,
        "trains": [
            {"train": tv.train, "tiles": [[tile_json(t), a, b] for (t, a, b) in tv.tiles],
             "end": tv.open_end, "marker": tv.marker}
            for tv in v.trains
        ],
        "open_doubles": list(v.open_doubles),
        "current": v.current,
        "history": [[h.seat, h.move.to_json(), None if h.lacked is None else sorted(h.lacked)] for h in v.history],
        "totals": list(v.totals),
        "drew": v.drew,
        "run": v.run,
        "turn_plays": v.turn_plays,
        "turn_doubles": list(v.turn_doubles),
        "had_turn": list(v.had_turn),
        "all_open_doubles": list(v.all_open_doubles),
        "started": list(v.started) if v.started else [False] * v.players,
        "weak_lack": v.weak_lack,
    }


def _trains(x: Any, what: str, n: int, max_len: int = MAX_SEATS + 1) -> tuple[int | str, ...]:
    return tuple(s.train(t, what, n) for t in s.listing(x, what, max_len))


def _pip(x: Any, what: str) -> int:
    return s.integer(x, what, 0, MAX_PIPS)


def _train_view(x: Any, expected: int | str, n: int) -> TrainView:
    d = s.fields(x, ("train", "tiles", "end", "marker"))
    if s.train(d["train"], "train", n) != expected:
        raise bad("the trains are not in seat order, the Mexican Train last")
    laid = []
    for item in s.listing(d["tiles"], "train tiles", N_TILES):
        if type(item) is not list or len(item) != 3:
            raise bad("a laid tile is [tile, touching half, open end]")
        t = s.tile(item[0])
        a, b = _pip(item[1], "touching half"), _pip(item[2], "open end")
        if not (t.has(a) and t.other(a) == b):
            raise bad(f"tile {t} does not join {a} to {b}")
        laid.append((t, a, b))
    end = s.integer(d["end"], "open end", -1, MAX_PIPS)
    return TrainView(expected, tuple(laid), end, s.boolean(d["marker"], "marker"))


def view_from_json(x: Any, *, public: bool = False) -> PlayerView:
    """A view as `view_to_json` wrote it; `public` (a watcher's, protocol 7): no hand, no legal move, no drawn tile."""
    d = s.fields(x, _VIEW_FIELDS)
    options = options_from_json(d["options"])
    n = options.players
    seat = s.seat(d["seat"], "seat", n)
    counts = tuple(s.integer(c, "count", 0, N_TILES) for c in s.listing(d["counts"], "counts", n))
    totals = tuple(s.integer(t, "total", 0, _MAX_TOTAL) for t in s.listing(d["totals"], "totals", n))
    had_turn = tuple(s.boolean(b, "had_turn") for b in s.listing(d["had_turn"], "had_turn", n))
    started = tuple(s.boolean(b, "started") for b in s.listing(d["started"], "started", n))
    if not len(counts) == len(totals) == len(had_turn) == len(started) == n:
        raise bad(f"counts, totals, had_turn and started must list {n} seats")
    hand = s.tiles(d["hand"], "hand")
    if public and (hand or d["legal"] or d["drawn"] is not None):
        raise bad("a public view names no hand, legal move or drawn tile")
    if not public and len(hand) != counts[seat]:
        raise bad("the hand does not match the seat's count")
    raw_trains = s.listing(d["trains"], "trains", n + 1)
    if len(raw_trains) != n + 1:
        raise bad(f"trains must list {n + 1} trains")
    trains = tuple(_train_view(t, i if i < n else MEXICAN, n) for i, t in enumerate(raw_trains))
    history = []
    for h in s.listing(d["history"], "history", 4096):
        if type(h) is not list or len(h) != 3:
            raise bad("a history entry is [seat, move, lacked]")
        lacked = None if h[2] is None else frozenset(_pip(v, "lacked") for v in s.listing(h[2], "lacked", MAX_PIPS + 1))
        history.append(HistoryEntry(s.seat(h[0], "history seat", n), s.move(h[1], n), lacked))
    legal = tuple(s.move(m, n) for m in s.listing(d["legal"], "legal", 256))
    if len(set(legal)) != len(legal):
        raise bad("the legal list names a move twice")
    return PlayerView(
        seat=seat, options=options,
        round_number=s.integer(d["round"], "round", 1, options.rounds),
        engine_number=_pip(d["engine"], "engine"),
        hand=hand, hand_counts=counts,
        boneyard_size=s.integer(d["boneyard"], "boneyard", 0, N_TILES - 1),
        trains=trains,
        open_doubles=_trains(d["open_doubles"], "open double", n),
        current=s.seat(d["current"], "current", n),
        legal=legal, history=tuple(history), totals=totals,
        drew=s.boolean(d["drew"], "drew"), run=s.boolean(d["run"], "run"),
        drawn=None if d["drawn"] is None else s.tile(d["drawn"], "drawn"),
        turn_plays=s.integer(d["turn_plays"], "turn_plays", 0, N_TILES),
        turn_doubles=_trains(d["turn_doubles"], "turn double", n),
        had_turn=had_turn,
        all_open_doubles=_trains(d["all_open_doubles"], "open double", n),
        started=started,
        weak_lack=s.boolean(d["weak_lack"], "weak_lack"),
    )


# ---------------------------------------------------------------------- events
_EVENT_FIELDS = ("seat", "tile", "train", "value", "points", "reason", "winners")


def event_to_json(e: Event) -> dict[str, Any]:
    out: dict[str, Any] = {"kind": e.kind.value}
    if e.seat is not None:
        out["seat"] = e.seat
    if e.tile is not None:
        out["tile"] = tile_json(e.tile)
    if e.train is not None:
        out["train"] = e.train
    if e.value is not None:
        out["value"] = e.value
    if e.points is not None:
        out["points"] = list(e.points)
    if e.reason is not None:
        out["reason"] = e.reason.value
    if e.winners is not None:
        out["winners"] = list(e.winners)
    return out


def event_from_json(x: Any, n: int) -> Event:
    d = s.fields(x, ("kind",), _EVENT_FIELDS)
    kind = EventKind(s.word(d["kind"], "event kind", [k.value for k in EventKind]))
    points = d.get("points")
    winners = d.get("winners")
    reason = d.get("reason")
    return Event(
        kind,
        seat=s.optional(d, "seat", s.seat, "event seat", n),
        tile=s.optional(d, "tile", s.tile),
        train=s.optional(d, "train", s.train, "event train", n),
        value=s.optional(d, "value", s.integer, "event value", 0, MAX_PIPS),
        points=None if points is None else tuple(s.integer(p, "points", 0, _MAX_TOTAL) for p in s.listing(points, "points", n)),
        reason=None if reason is None else RoundEnd(s.word(reason, "reason", [r.value for r in RoundEnd])),
        winners=None if winners is None else tuple(s.seat(w, "winner", n) for w in s.listing(winners, "winners", n)),
    )
