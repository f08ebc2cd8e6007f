"""Strict checks for the fields of messages: a typed value or a `ProtocolError`, never a crash.

Every value that comes off the network passes through one of these before anything
else looks at it: types are exact (`True` is not an integer), numbers lie in their
ranges, objects carry exactly their fields, strings are bounded and cleaned.
"""
from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Iterable
from typing import Any

from mextrain.engine import MAX_SEATS, MEXICAN, Move, MoveKind, Tile
from mextrain.engine.moves import MEXICAN_SLOT, PLAY_MOVES
from mextrain.engine.tiles import MAX_PIPS, N_TILES, TILE_ID

#: a number that fits every counter of the protocol (turns, sequence numbers, pings)
MAX_COUNTER = 2**53 - 1
MAX_NAME = 24
MAX_TABLE_NAME = 40
#: a rule set's name (R18), as the lobby shows it
MAX_RULE_SET_NAME = 40
MAX_VERSION = 32
MAX_DETAIL = 200
MAX_LIST = 1024
VERSION_RE = re.compile(r"[0-9A-Za-z.+\-]{1,32}\Z")
_CODE_RE = re.compile(r"[A-Za-z0-9 \-]{1,16}\Z")
_TOKEN_RE = re.compile(r"[0-9a-f]{32}\Z")
_WORD_RE = re.compile(r"[a-z_]{1,32}\Z")


class ProtocolError(Exception):
    """A message that breaks the protocol: `code` for the peer and the UI, `detail` for logs."""

    def __init__(self, code: str, detail: str = "") -> None:
        self.code = code
        self.detail = detail[:MAX_DETAIL]
        super().__init__(f"{code}: {self.detail}" if detail else code)


def bad(detail: str) -> ProtocolError:
    return ProtocolError("bad_message", detail)


def fields(data: Any, required: Iterable[str], optional: Iterable[str] = ()) -> dict[str, Any]:
    """`data` as an object with every required field and no field it does not know."""
    if not isinstance(data, dict):
        raise bad(f"expected an object, not {type(data).__name__}")
    req = set(required)
    missing = req - data.keys()
    if missing:
        raise bad(f"missing {sorted(missing)[0]!r}")
    unknown = data.keys() - req - set(optional)
    if unknown:
        raise bad(f"unknown field {str(sorted(map(str, unknown))[0])[:40]!r}")
    return data


def integer(x: Any, what: str, lo: int = 0, hi: int = MAX_COUNTER) -> int:
    if type(x) is not int:
        raise bad(f"{what} must be an integer")
    if not lo <= x <= hi:
        raise bad(f"{what} must lie in {lo}..{hi}")
    return x


def boolean(x: Any, what: str) -> bool:
    if type(x) is not bool:
        raise bad(f"{what} must be true or false")
    return x


def number(x: Any, what: str, lo: float, hi: float) -> float:
    if type(x) not in (int, float) or not lo <= x <= hi:
        raise bad(f"{what} must be a number in {lo}..{hi}")
    return float(x)


def word(x: Any, what: str, allowed: Iterable[str] | None = None) -> str:
    """A code such as an error code or a seat state: lower-case letters and '_'."""
    if type(x) is not str or not _WORD_RE.match(x):
        raise bad(f"{what} must be a code word")
    if allowed is not None and x not in allowed:
        raise bad(f"{what} {x!r} is not one of the known codes")
    return x


#: characters that show nothing yet are not format characters (Hangul fillers, the combining
#: grapheme joiner, variation selectors, the blank Braille pattern): dropped like U+200B
_INVISIBLE = frozenset("\u115f\u1160\u3164\uffa0\u034f\u17b4\u17b5\u180b\u180c\u180d\u180e\u2800"
                       + "".join(map(chr, range(0xFE00, 0xFE10))))
#: combining marks kept on one letter ("ǘ" needs two); more only stack into a smear
MAX_MARKS = 2


def _invisible(ch: str) -> bool:
    return ch in _INVISIBLE or 0xE0100 <= ord(ch) <= 0xE01EF or 0xE0000 <= ord(ch) <= 0xE007F


def clean_text(text: str, max_len: int) -> str:
    """A name as people read it: NFKC, control, format and invisible characters dropped,
    at most two combining marks on a letter, runs of white space folded, cut to `max_len`.

    NFKC first, so that "Ａｄａ" (full width) and "Ada" are the same letters; what is left
    can still be told apart from every other name by eye (`name_key` compares them).
    """
    text = unicodedata.normalize("NFKD", text[: max_len * 4])  # composed again below: NFKC in the end
    kept: list[str] = []
    marks = 0
    for ch in text:
        cat = unicodedata.category(ch)
        if ch.isspace():
            kept.append(" ")
            marks = 0
        elif cat[0] == "C" or _invisible(ch):
            continue
        elif cat[0] == "M":
            if marks < MAX_MARKS and kept and kept[-1] != " ":
                kept.append(ch)
            marks += 1
        else:
            kept.append(ch)
            marks = 0
    return unicodedata.normalize("NFC", " ".join("".join(kept).split()))[:max_len].rstrip()


# Cyrillic and Greek letters that read as Latin ones (after Unicode's confusables, UTS #39), each
# case on its own, for comparing names only: a name is always shown as it was written
_LOOK_ALIKES = str.maketrans(
    "АВЕКМНОРСТХІЈЅУҮаеорсухіјѕһԁӏ" "ΑΒΕΖΗΙΚΜΝΟΡΤΥΧοινα",
    "ABEKMHOPCTXIJSYYaeopcyxijshdl" "ABEZHIKMNOPTYXoiva")


def name_key(text: str) -> str:
    """What two names must differ in to be told apart at one table: the cleaned name with
    look-alike letters of other scripts read as Latin (Cyrillic "А" is "A"), case folded."""
    return unicodedata.normalize("NFKC", clean_text(text, MAX_TABLE_NAME).translate(_LOOK_ALIKES).casefold())


def name(x: Any, what: str, max_len: int = MAX_NAME, *, empty: bool = False) -> str:
    if type(x) is not str or len(x) > max_len * 4:
        raise bad(f"{what} must be a string of at most {max_len} characters")
    out = clean_text(x, max_len)
    if not out and not empty:
        raise bad(f"{what} is empty")
    return out


def version(x: Any, what: str) -> str:
    if type(x) is not str or not VERSION_RE.match(x):
        raise bad(f"{what} must be a version such as 0.3.0")
    return x


def join_code(x: Any) -> str:
    if type(x) is not str or not _CODE_RE.match(x):
        raise bad("the join code must be 1 to 16 letters or digits")
    return x


def token(x: Any) -> str:
    if type(x) is not str or not _TOKEN_RE.match(x):
        raise bad("a token is 32 lower-case hex digits")
    return x


def seat(x: Any, what: str, players: int = MAX_SEATS) -> int:
    return integer(x, what, 0, players - 1)


def tile(x: Any, what: str = "tile") -> Tile:
    """record-format.md's `[a, b]`, a <= b, both 0..15 (a double-15 set at most, R19)."""
    if not (type(x) is list and len(x) == 2 and type(x[0]) is int and type(x[1]) is int):
        raise bad(f"{what} must be [a, b]")
    if not (0 <= x[0] <= x[1] <= MAX_PIPS):
        raise bad(f"{what} must be [a, b] with 0 <= a <= b <= {MAX_PIPS}")
    return Tile(x[0], x[1])


def tile_json(t: Tile) -> list[int]:
    return [t[0], t[1]]


def train(x: Any, what: str, players: int) -> int | str:
    if x == MEXICAN and type(x) is str:
        return MEXICAN
    return seat(x, what, players)


def move(x: Any, players: int) -> Move:
    """record-format.md's move form, with the train checked against the number of seats."""
    if type(x) is dict and len(x) == 2:  # the common case first: a view lists many plays
        t, tr = x.get("play"), x.get("train")
        if (type(t) is list and len(t) == 2 and type(t[0]) is int and type(t[1]) is int
                and 0 <= t[0] <= t[1] <= MAX_PIPS):
            if type(tr) is int and 0 <= tr < players:
                return PLAY_MOVES[TILE_ID[t[0]][t[1]]][tr]
            if tr == MEXICAN and type(tr) is str:
                return PLAY_MOVES[TILE_ID[t[0]][t[1]]][MEXICAN_SLOT]
    if type(x) is dict and len(x) == 1 and next(iter(x.values())) is not True:
        raise bad("a draw, pass or end move is {\"draw\": true} and the like")
    try:
        m = Move.from_json(x)
    except (ValueError, TypeError) as exc:
        raise bad(f"not a move ({str(exc)[:60]})") from None
    if m.kind is MoveKind.PLAY:
        train(m.train, "train", players)
    return m


def listing(x: Any, what: str, max_len: int = MAX_LIST) -> list[Any]:
    if type(x) is not list or len(x) > max_len:
        raise bad(f"{what} must be a list of at most {max_len} items")
    return x


def tiles(x: Any, what: str, max_len: int = N_TILES) -> tuple[Tile, ...]:
    out = tuple(tile(t, what) for t in listing(x, what, max_len))
    if len(set(out)) != len(out):
        raise bad(f"{what} names a tile twice")
    return out


def optional(d: dict[str, Any], key: str, check: Callable[..., Any], *args: Any) -> Any:
    """`check(d[key], ...)`, or None when the field is absent or null."""
    x = d.get(key)
    return None if x is None else check(x, *args)
