"""The networked table's sentences: why a host refused us, how the connection stands, seat states.

Kept beside `texts` (same fixed-context pattern, context "NetTexts"): the protocol speaks
in codes (refusal codes, connection states, seat states), the person reads these.
"""
from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Protocol, cast

from mextrain.engine import Event, EventKind, HistoryEntry, Move, MoveKind, TrainId
from mextrain.net import messages as m
from mextrain.net.certs import fingerprint_words
from mextrain.ui.texts import _Context, event_line, fill, person_turn_line, tile_text, train_name

NetTexts = _Context("NetTexts")
QUIET_REFUSAL_MS = 10_000  # a refusal the app gets over by itself stands this long in the status bar
#: the refusals that say how long to wait (the server helper's strings, kept apart for merging)
NetWaits = _Context("NetWaits")


def _seconds(refused: m.Refused) -> int:
    """`retry_after` as whole seconds to read (rounded up: never "0 seconds")."""
    return max(1, math.ceil(refused.retry_after or 0))


def refusal_text(refused: m.Refused, our_app: str = m.APP_VERSION) -> str:
    """Why the host would not seat us, addressed to the person."""
    code = refused.code
    # another protocol: the older side must update (the version is the protocol's, pyproject.toml)
    if code == "version" and refused.host_protocol > m.PROTOCOL_VERSION:
        return fill(NetTexts.tr("This table runs a newer version of Mexican Train: the host runs %1, you run %2. "
                                "Update your app to join it."), refused.host_app, our_app)
    if code == "version" and refused.host_protocol < m.PROTOCOL_VERSION:
        return fill(NetTexts.tr("This table runs an older version of Mexican Train: the host runs %1, you run %2. "
                                "Ask the host to update the app; then join again."), refused.host_app, our_app)
    if code == "version":
        return fill(NetTexts.tr("This table runs another version of Mexican Train: the host runs %1, you run %2. "
                                "Both must run the same version."), refused.host_app, our_app)
    if code == "bad_code" and refused.retry_after:
        return NetWaits.tr("The join code is not right. Ask the host for it again, then try again in %n second(s).",
                           None, _seconds(refused))
    if code == "bad_code":
        return NetTexts.tr("The join code is not right. Ask the host for it again.")
    if code == "slow_down" and refused.retry_after:
        return NetWaits.tr("Too many wrong codes came from your network. Try again in %n second(s).",
                           None, _seconds(refused))
    if code == "slow_down":
        return NetTexts.tr("Too many wrong codes: wait a moment before trying again.")
    if code == "in_use":
        return NetWaits.tr("Your seat changed hands a moment ago. Your app tries again in %n second(s).",
                           None, _seconds(refused))
    if code == "replaced" and refused.retry_after:
        return NetWaits.tr("Someone took your seat with your reconnection token: another window or computer of yours, "
                           "or someone who read it off the network. Your app takes the seat back once, in %n second(s).",
                           None, _seconds(refused))
    if code == "full":
        return NetTexts.tr("Sorry, every seat at this table is taken.")
    if code == "started":
        return NetTexts.tr("The game at this table has already started.")
    if code == "removed":
        return NetTexts.tr("The host removed you from the table.")
    if code == "replaced":
        return NetTexts.tr("Your seat was taken over from another window or computer.")
    if code == "bad_token":
        return NetTexts.tr("The table no longer knows your seat. Join again with the join code.")
    if code == "busy":
        return NetTexts.tr("The table is busy. Try again in a moment.")
    if code == "hall_full":
        return NetTexts.tr("This game server has no room for another table now. Try again later, or another game server.")
    if code == "too_many_tables":
        return NetTexts.tr("This game server already holds as many tables from your address as it allows. "
                           "Close one, or try again later.")
    if code == "watchers_full":
        return NetTexts.tr("This table already has as many watchers as it takes (8). Try again later.")
    return fill(NetTexts.tr("The host refused (%1)."), code)


def lost_text(reason: str) -> str:
    """The connection ended and will not come back by itself."""
    if reason == "no_such_host":
        return NetTexts.tr("No computer of that name was found. Check the address you typed.")
    if reason == "nobody_listening":
        return NetTexts.tr("That computer was found, but no table is open on that port. "
                           "Check the port, and that the host has opened the lobby.")
    if reason == "unreachable":
        return NetTexts.tr("The table cannot be reached. Check the address and the port, and that the host is running.")
    if reason == "shutdown":
        return NetTexts.tr("The host closed the table.")
    if reason in ("dropped", "dead"):
        return NetTexts.tr("The connection to the host was lost and could not be made again. "
                           "The host's app may have stopped, or its computer left the network.")
    if reason == "not_tls":
        return NetTexts.tr("What answered at that address is no table this app can join safely: it does not "
                           "encrypt the connection. If it is a table, the host's app is older than yours: "
                           "ask the host to update the app.")
    if reason == "wrong_certificate":
        return NetTexts.tr("The table did not show the certificate its invitation or its announcement named, "
                           "so nothing was sent to it. Someone between you and the table may be pretending "
                           "to be it. Ask the host for a new invitation.")
    if reason == "certificate_changed":
        return NetTexts.tr("The table at this address shows a different certificate than last time, so nothing "
                           "was sent to it. The host may have a new computer or may have installed the app "
                           "again; or someone between you and the table is pretending to be it.")
    return NetTexts.tr("The connection to the table was lost.")


def hall_admin_text(code: str, detail: str) -> str:
    """Why the hall did not do what the host's lobby asked (table_admin_result, or no answer)."""
    if code == "not_allowed":
        return fill(NetTexts.tr("The game server did not do that now: %1"), detail)
    if code == "slow_down":
        return NetTexts.tr("The game server asks to wait a moment before the next change.")
    if code == "bad_host_token":
        return NetTexts.tr("The game server no longer takes this app for the table's host.")
    return NetTexts.tr("The game server did not answer. Try again in a moment.")


def invitation_text(link: str, table: str, host_name: str, address: str, port: int, code: str) -> str:
    """What Copy Invitation puts on the clipboard, in the host's language: the link, and what to do without the app."""
    return fill(NetTexts.tr("%1 invites you to the Mexican Train table “%2”.\n\n"
                            "Click this link to join (your app asks only for your name):\n%3\n\n"
                            "Mexican Train not installed? Install it, then choose Game > Join a Table… and type "
                            "the address %4, the port %5 and the join code %6."),
                host_name, table, link, address, port, code)


def invitation_problem(reason: str) -> str:
    """Why an invitation's link cannot be used (nothing else happens)."""
    if reason == "bad_address":
        return NetTexts.tr("The address in this invitation is not right. Ask the host to copy the invitation again.")
    if reason == "bad_code":
        return NetTexts.tr("The join code in this invitation is not right. Ask the host to copy the invitation again.")
    if reason == "bad_fingerprint":
        return NetTexts.tr("This invitation does not say which certificate the table has, or says it wrongly, so "
                           "the table could not be checked. Ask the host to copy the invitation again.")
    return NetTexts.tr("This is not an invitation to a Mexican Train table.")


def words_of(fingerprint: str) -> str:
    """A fingerprint as the few words people compare aloud (net/certs.py): the same English words
    in every language, since the host and a guest may have their apps in different languages."""
    return " ".join(fingerprint_words(fingerprint)) if fingerprint else "?"


def fingerprint_line(fingerprint: str, is_host: bool) -> str:
    """The lobby's line with the table's certificate as words, to compare between the two lobbies."""
    if is_host:
        return fill(NetTexts.tr("This table's certificate: %1. Whoever joins by address sees these words in "
                                "their lobby, in English whatever their language: if theirs differ, they are not "
                                "at your table."), words_of(fingerprint))
    return fill(NetTexts.tr("The table's certificate: %1. The host's lobby shows the same words, in English "
                            "whatever its language: compare them on the phone when you joined by typing the "
                            "address."), words_of(fingerprint))


def changed_certificate_details(expected: str, seen: str) -> str:
    """The words that were expected and those shown now, and how to accept a new certificate on purpose."""
    return fill(NetTexts.tr("Expected: %1\nShown now: %2\n\nIf the host confirms the new words (the host's "
                            "lobby shows them), choose Trust the New Certificate. If not, do not join."),
                words_of(expected), words_of(seen))


def connection_line(state: str) -> str:
    if state == "connecting":
        return NetTexts.tr("Connecting to the table…")
    if state == "retrying":
        return NetTexts.tr("The line to the host is down.")
    if state == "connected":
        return NetTexts.tr("Connected to the table.")
    return NetTexts.tr("Not connected.")


def host_lost_prompt(state: str) -> str:
    """The prompt while the line to the host is down: nobody's move can be shown or sent."""
    if state == "retrying":
        return NetTexts.tr("Waiting for the host to come back…")
    return NetTexts.tr("Not connected to the table.")


def waiting_line(seconds: float | None) -> str:
    """The status bar while the app waits for its host to come back: when it tries next."""
    if seconds is None or seconds < 0.5:
        return NetTexts.tr("Waiting for the host to come back… (trying now)")
    return NetTexts.tr("Waiting for the host to come back… (trying again in %n second(s))", "", math.ceil(seconds - 0.05))


def seat_state(info: m.SeatInfo) -> str:
    """What the lobby says of a seat: open, a person (connected or away, the host), a computer of a level."""
    if info.state == "open":
        return NetTexts.tr("Open")
    if info.state == "computer":
        level = {"easy": NetTexts.tr("Easy"), "normal": NetTexts.tr("Normal"), "hard": NetTexts.tr("Hard")}
        return fill(NetTexts.tr("Computer (%1)"), level.get(info.level or "normal", info.level or ""))
    if info.host:
        return NetTexts.tr("Host")
    return NetTexts.tr("Connected") if info.connected else NetTexts.tr("Away")


def port_error(port: int, in_use: bool, detail: str) -> str:
    """Why the host's port would not open, in words a person can act on."""
    if in_use:
        return fill(NetTexts.tr("Port %1 is already used by another program, perhaps another table. "
                                "Choose another port."), port)
    return fill(NetTexts.tr("Port %1 cannot be opened (%2). Choose another port."), port, detail)


def _duration(left: float) -> str:
    secs = int(left + 0.999)
    if secs >= 120:
        return fill(NetTexts.tr("%1 min", "minutes, abbreviated"), (secs + 59) // 60)
    return fill(NetTexts.tr("%1 s", "seconds, abbreviated"), secs)


def person_state(state: str, left: float | None = None) -> str:
    """How one person at a networked table is connected now (the status line, the lobby's cards)."""
    if state == "you":
        return NetTexts.tr("you")
    if state == "host":
        return NetTexts.tr("hosting")
    if state == "here":
        return NetTexts.tr("connected")
    if state == "lost":
        return NetTexts.tr("not connected")
    if state == "computer":
        return NetTexts.tr("away: a computer plays for now")
    if left is None:
        return NetTexts.tr("away: the table waits")
    return fill(NetTexts.tr("away: a computer plays in %1"), _duration(left))


def person_turn(name: str) -> str:
    """The prompt while a person at another computer is to move (a computer "is thinking")."""
    return person_turn_line(name)


def away_prompt(name: str, state: str, left: float | None) -> str:
    """The prompt while the seat to move is a person who is away: what the table waits for."""
    if state == "computer":
        return fill(NetTexts.tr("%1 is away: a computer is choosing the move for now."), name)
    if left is None:
        return fill(NetTexts.tr("%1 is away. The table waits until they are back."), name)
    return fill(NetTexts.tr("%1 is away. If they are not back, a computer plays for them in %2."), name, _duration(left))


class SeatLine(Protocol):
    """What people_line reads of a seat: a seat_watch.SeatNow (that module imports this one)."""

    @property
    def name(self) -> str: ...
    @property
    def state(self) -> str: ...
    @property
    def left(self) -> float | None: ...


def people_line(seats: Sequence[SeatLine]) -> str:
    """The status bar during a networked game: each person and how they are connected."""
    marks = {"you": "\u25cf", "host": "\u25cf", "here": "\u25cf", "away": "\u25cb", "lost": "\u25cb", "computer": "\u25d0"}
    return "   ".join(fill(NetTexts.tr("%1 %2: %3"), marks.get(s.state, ""), s.name, person_state(s.state, s.left))
                      for s in seats if s.state != "you")  # the person at this window knows they are here


def away_news(name: str, before: str, now: str) -> str:
    """The move log's line when a person goes away, a computer takes their seat over, or they are back."""
    if now == "away":
        return fill(NetTexts.tr("%1 is away."), name)
    if now == "computer":
        return fill(NetTexts.tr("A computer plays for %1 until they are back."), name)
    if now in ("here", "host") and before in ("away", "computer"):
        return fill(NetTexts.tr("%1 is back."), name)
    if now == "left":
        return fill(NetTexts.tr("%1 left the table; a computer plays for them."), name)
    return ""


def game_kept_text(path: str) -> str:
    """A guest's game its host ended for everyone: what the app kept of it, and where."""
    return fill(NetTexts.tr("Your game so far is kept: the table, the players, each round's points and the "
                            "totals, in %1."), path)


def meanwhile_line(n: int, limit: int = 12) -> str:
    """A returning person's log: the moves made while their line was down follow (at most `limit`)."""
    if n > limit:
        return fill(NetTexts.tr("While you were away, %1 moves happened. The last %2:"), n, limit)
    return NetTexts.tr("While you were away, %n move(s) happened:", "", n)


def table_back_line(gone: float) -> str:
    """The log when the table itself went (its server was stopped or crashed) and reopened: said once for the
    table, with how long it was gone, instead of every person going away and coming back."""
    secs = max(1, round(gone))
    if secs >= 120:
        return NetTexts.tr("The table was gone for %n minute(s); it is back.", "", (secs + 30) // 60)
    return NetTexts.tr("The table was gone for %n second(s); it is back.", "", secs)


def round_so_far_line(n: int, limit: int = 12) -> str:
    """The log of an app seated or watching with the round under way (a rejoin after the app closed, a
    watcher who arrives): the round's moves follow. Not "while you were away": it cannot know what was seen."""
    if n > limit:
        return fill(NetTexts.tr("The round so far: %1 moves. The last %2:"), n, limit)
    return NetTexts.tr("The round so far: %n move(s):", "", n)


def stand_in_event(event: Event, names: Sequence[str], local: int | None) -> str | None:
    """A move of this person's seat made by the computer that stood in while they were away: said as the
    computer's, not as "You laid …"."""
    tile = tile_text(event.tile)
    if event.kind is EventKind.TILE_LAID:
        return fill(NetTexts.tr("A computer laid %1 on %2 for you."), tile,
                    train_name(cast(TrainId, event.train), names, local))
    if event.kind is EventKind.TILE_DRAWN:
        return NetTexts.tr("A computer drew a tile for you.")
    if event.kind is EventKind.PASSED:
        return NetTexts.tr("A computer passed for you.")
    if event.kind is EventKind.DOUBLE_COVERED:
        return fill(NetTexts.tr("A computer covered %1 for you."), tile)
    return event_line(event, names, local)


def stand_in_line(moves: Sequence[Move]) -> str:
    """A returning person's log: what the computer that played their seat meanwhile did."""
    words = []
    for move in moves:
        if move.kind is MoveKind.PLAY:
            words.append(fill(NetTexts.tr("laid %1"), tile_text(move.tile)))
        elif move.kind is MoveKind.DRAW:
            words.append(NetTexts.tr("drew"))
        elif move.kind is MoveKind.PASS:
            words.append(NetTexts.tr("passed"))
    return fill(NetTexts.tr("While you were away, a computer played for you: %1."), ", ".join(words))


def away_policy(grace: float, wait: float) -> str:
    """What the lobby says happens when a person is away."""
    if grace >= wait:
        return NetTexts.tr("If someone is away, the table waits for them.")
    return fill(NetTexts.tr("If someone is away, a computer plays for them after %1."), _duration(grace))


def away_choice(grace: float, wait: float) -> str:
    """One choice of the host's lobby for a person who is away."""
    if grace >= wait:
        return NetTexts.tr("the table waits for them")
    if grace >= 120:
        return NetTexts.tr("a computer plays for them after %n minute(s)", "", int(grace // 60))
    return NetTexts.tr("a computer plays for them after %n second(s)", "", int(grace))


def history_event(entry: HistoryEntry) -> Event | None:
    """A public history entry (seat, move) as the log's event: what the others saw of that move."""
    seat, move = entry.seat, entry.move
    if move.kind is MoveKind.PLAY:
        return Event(EventKind.TILE_LAID, seat, move.tile, move.train)
    if move.kind is MoveKind.DRAW:
        return Event(EventKind.TILE_DRAWN, seat)
    if move.kind is MoveKind.PASS:
        return Event(EventKind.PASSED, seat)
    return None


# ---------------------------------------------------------------------- watchers and Play Again
def watching_line(watchers: Sequence[str]) -> str:
    """The lobby's and the side panel's line of watchers ("" when nobody watches)."""
    if not watchers:
        return ""
    return fill(NetTexts.tr("Watching: %1"), NetTexts.tr(", ").join(watchers))


def play_again_question(host: str) -> str:
    return fill(NetTexts.tr("%1 wants to play again."), host)


def play_again_question_for(person: str, host: str) -> str:
    """Play Again at a computer shared by several people: each is asked by name."""
    return fill(NetTexts.tr("%1, %2 wants to play again."), person, host)


def play_again_detail() -> str:
    return NetTexts.tr("A new game at this table with the same rules. Play, or leave the table: your seat is then "
                       "free for someone else.")


def watching_status() -> str:
    return NetTexts.tr("You are watching. Take a free seat to play.")


def take_seat_question(watcher: str, seat: int, name: str) -> str:
    """The host's one click when a watcher asks for a seat a computer plays for someone who left."""
    return fill(NetTexts.tr("%1 would like to take seat %2, which a computer plays since %3 left."), watcher, seat + 1,
                name)
