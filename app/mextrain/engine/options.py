"""The options of a game (the New Game dialog's choices and the house rules, R18–R24) and
what follows from them alone: R2/R19 seats, R3/R19 hand sizes, R4/R19 rounds and engines.

One value, `GameOptions`, carries every rule choice through the engine, the computers,
saves, records and the simulator. With every house rule at its default it is exactly
R1–R17. A rule set that cannot be played is refused with a `RuleError` that names the
option and the values it allows.
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, fields, replace
from typing import Any

#: R19: the sets a game may be played with (double-N)
SETS: tuple[int, ...] = (6, 9, 12, 15)
STANDARD_SET = 12
DOUBLES = ("cover", "free")
DRAWS = ("one", "until_fits")
ZERO_ZERO = (50, 0)

#: R19: tiles in each hand by set, for 2, 3, … seats
HAND_SIZES: dict[int, tuple[int, ...]] = {
    6: (7, 6, 5),
    9: (10, 10, 10, 7, 7, 6, 6),
    12: (15, 15, 15, 12, 12, 10, 10),
    15: (20, 20, 20, 16, 16, 14, 14),
}


def full_rounds(top: int = STANDARD_SET) -> int:
    """R4/R19: a full game has one round per double, N|N down to 0|0."""
    return top + 1


def short_rounds(top: int = STANDARD_SET) -> int:
    """R19: a short game plays the first ⌊(N+2)/2⌋ rounds (the top half)."""
    return (top + 2) // 2


#: the standard (double-12) game lengths, R4
FULL_GAME = full_rounds()
SHORT_GAME = short_rounds()


def max_seats(top: int = STANDARD_SET) -> int:
    """R19: 2–4 seats with a double-6 set, 2–8 with the others."""
    return len(HAND_SIZES[top]) + 1


class RuleError(ValueError):
    """A rule set that cannot be played: names the option, the value and what is allowed."""

    def __init__(self, option: str, value: object, allowed: str, *, unknown: bool = False) -> None:
        super().__init__(f"{option!r} is not an option ({allowed})" if unknown else f"{option} must be {allowed}, not {value!r}")
        self.unknown = unknown
        self.option = option
        self.value = value
        self.allowed = allowed


def hand_size(players: int, top: int = STANDARD_SET) -> int:
    """R3/R19: the tiles dealt to each seat (15 with 2–4 players of a double-12 set, …)."""
    sizes = HAND_SIZES.get(top)
    if sizes is None:
        raise RuleError("set", top, "6, 9, 12 or 15")
    if type(players) is not int or not 2 <= players <= len(sizes) + 1:
        raise RuleError("players", players, f"2 to {len(sizes) + 1} with a double-{top} set")
    return sizes[players - 2]


def _flag(name: str, value: object) -> None:
    if type(value) is not bool:
        raise RuleError(name, value, "true or false")


def _one_of(name: str, value: object, allowed: tuple[Any, ...], words: str) -> None:
    if type(value) is not type(allowed[0]) or value not in allowed:
        raise RuleError(name, value, words)


_FULL = -1  # `rounds` left out: a full game of the chosen set


@dataclass(frozen=True)
class GameOptions:
    """Every choice that changes the rules of a game (rules.md R10, R18–R24).

    `rounds` left out means a full game of the chosen set (N+1 rounds); a short game is
    `rounds=short_rounds(set)` (or `GameOptions.of(..., short=True)`).
    """

    players: int = 4
    rounds: int = _FULL
    starting_run: bool = False
    #: R19: the set is double-N
    set: int = STANDARD_SET
    #: R20: "cover" (R11) or "free"
    doubles: str = "cover"
    #: R21: whether a double may be the last tile of a hand
    out_on_double: bool = True
    #: R22: until a seat has laid on its own train, only there
    own_train_first: bool = False
    #: R23: "one" (R12) or "until_fits"
    draw: str = "one"
    #: R24: what the 0|0 tile counts in R17 (50 or 0)
    zero_zero: int = 50
    #: derived: the tiles that carry each number in the whole set (N+1), for R13
    per_number: int = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        _one_of("set", self.set, SETS, "6, 9, 12 or 15")
        hand_size(self.players, self.set)  # R2/R19: the seats the set allows
        if self.rounds == _FULL:
            object.__setattr__(self, "rounds", full_rounds(self.set))
        full, short = full_rounds(self.set), short_rounds(self.set)
        if type(self.rounds) is not int or self.rounds not in (full, short):
            raise RuleError("rounds", self.rounds, f"{full} (a full game) or {short} (a short game) with a double-{self.set} set")
        _flag("starting_run", self.starting_run)
        _one_of("doubles", self.doubles, DOUBLES, '"cover" or "free"')
        _flag("out_on_double", self.out_on_double)
        _flag("own_train_first", self.own_train_first)
        _one_of("draw", self.draw, DRAWS, '"one" or "until_fits"')
        _one_of("zero_zero", self.zero_zero, ZERO_ZERO, "50 or 0")
        object.__setattr__(self, "per_number", self.set + 1)

    @classmethod
    def of(cls, players: int = 4, *, short: bool = False, **rules: Any) -> GameOptions:
        """Options for a set given by `rules` (keys of `RULE_KEYS`), full or short."""
        top = rules.get("set", STANDARD_SET)
        if type(top) is int and top in SETS:
            return cls(players, short_rounds(top) if short else full_rounds(top), **rules)
        return cls(players, **rules)  # refused with the set's own message

    # ------------------------------------------------------------------ what follows
    @property
    def hand_size(self) -> int:
        return hand_size(self.players, self.set)

    @property
    def short(self) -> bool:
        return self.rounds != full_rounds(self.set)

    @property
    def free_doubles(self) -> bool:
        return self.doubles == "free"

    @property
    def until_fits(self) -> bool:
        return self.draw == "until_fits"

    def engine_of_round(self, number: int) -> int:
        """R4/R19: N|N in round 1, then one less each round."""
        return self.set + 1 - number

    # ------------------------------------------------------------------ rule sets
    def rules(self) -> dict[str, Any]:
        """The rule set (R18) alone: every rule option, defaults included."""
        return {k: getattr(self, k) for k in RULE_KEYS}

    def differences(self) -> tuple[str, ...]:
        """The rule options that differ from the standard rules (R18), in `RULE_KEYS` order."""
        return tuple(k for k in RULE_KEYS if getattr(self, k) != _STANDARD[k])

    @property
    def standard(self) -> bool:
        return not self.differences()

    def with_rules(self, rules: Mapping[str, Any]) -> GameOptions:
        """These seats under another rule set, full or short as before (each rule checked)."""
        unknown = sorted(set(rules) - set(RULE_KEYS))
        if unknown:
            raise RuleError(unknown[0], rules[unknown[0]], "the options are " + ", ".join(RULE_KEYS), unknown=True)
        merged = {**self.rules(), **rules}
        return GameOptions.of(self.players, short=self.short, **merged)

    # ------------------------------------------------------------------ records
    def to_json(self) -> dict[str, Any]:
        """record-format.md's `options`: players, rounds, starting_run, and each house rule that
        differs from its default (an absent one has its default)."""
        out: dict[str, Any] = {"players": self.players, "rounds": self.rounds, "starting_run": self.starting_run}
        for k in HOUSE_RULE_KEYS:
            v = getattr(self, k)
            if v != _STANDARD[k]:
                out[k] = v
        return out

    @classmethod
    def from_json(cls, data: object) -> GameOptions:
        """record-format.md's `options` (an unknown option or value is a `RuleError`)."""
        if not isinstance(data, Mapping):
            raise RuleError("options", data, "an object")
        unknown = sorted(set(data) - set(JSON_KEYS))
        if unknown:
            raise RuleError(unknown[0], data[unknown[0]], "the options are " + ", ".join(JSON_KEYS), unknown=True)
        if "players" not in data:
            raise RuleError("players", None, "given")
        kwargs = {k: data[k] for k in JSON_KEYS if k in data}
        return cls(**kwargs)

    def replace(self, **changes: Any) -> GameOptions:
        return replace(self, **changes)


def parse_rule_set(data: object) -> tuple[str | None, dict[str, Any]]:
    """A rule set as a file keeps it (R18): `{"name": NAME, "rules": {...}}`, or the rules
    object alone, with its "name" beside the rules or none (as the app's saved rule sets,
    ui/rules/store.py, are kept). Returns (name or None, the rules); every rule is checked
    (`RuleError`)."""
    name: str | None = None
    rules = data
    if isinstance(data, Mapping):
        if "rules" in data:
            extra = sorted(set(data) - {"name", "rules"})
            if extra:
                raise RuleError(extra[0], data[extra[0]], 'a rule set has "name" and "rules"', unknown=True)
            rules = data["rules"]
        else:
            rules = {k: v for k, v in data.items() if k != "name"}
        raw_name = data.get("name")
        if raw_name is not None and not (isinstance(raw_name, str) and raw_name.strip()):
            raise RuleError("name", raw_name, "a text")
        name = raw_name.strip() if isinstance(raw_name, str) else None
    if not isinstance(rules, Mapping):
        raise RuleError("rules", rules, "an object of options")
    top = rules.get("set", STANDARD_SET)
    players = 2 if top == 6 else 4
    checked = GameOptions(players, **({"set": top} if top != STANDARD_SET else {})).with_rules(rules)
    return name, checked.rules()


#: the options that make a rule set (R18): the starting run and the house rules
HOUSE_RULE_KEYS: tuple[str, ...] = ("set", "doubles", "out_on_double", "own_train_first", "draw", "zero_zero")
RULE_KEYS: tuple[str, ...] = ("starting_run", *HOUSE_RULE_KEYS)
JSON_KEYS: tuple[str, ...] = ("players", "rounds", *RULE_KEYS)
_STANDARD: dict[str, Any] = {f.name: f.default for f in fields(GameOptions) if f.name in RULE_KEYS}
STANDARD_RULES: dict[str, Any] = dict(_STANDARD)
