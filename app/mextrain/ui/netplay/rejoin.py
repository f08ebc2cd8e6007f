"""At start-up, the seats this app held at a table elsewhere when it crashed are offered back.

The seats, their table and their tokens are kept by `controller.network.joined_seat` while the
app is seated (the first person's and each other person's at this computer); rejoining with the
tokens gives back every seat and the whole current view (`entry.NetPlay.rejoin`).
"""
from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any, Protocol

from PySide6.QtWidgets import QMessageBox

from mextrain.controller.network.joined_seat import HeldSeat, forget_seat, load_seats
from mextrain.i18n import TrContext
from mextrain.ui import texts
from mextrain.ui.netplay.lobby import names_and


class NetPlayType(Protocol):
    """What the offer needs of the window's network play (`entry.NetPlay`)."""

    window: Any
    message: Any

    @property
    def seat_path(self) -> Path: ...
    def rejoin(self, seats: list[HeldSeat]) -> Any: ...


NetPlay = TrContext("NetPlay")  # the words are the Host/Join menu's (its translation context)


def offer_rejoin(net: NetPlayType, then: Callable[[], None]) -> bool:
    """True when the question is shown; `then` runs if the person declines (the usual start)."""
    kept = load_seats(net.seat_path)
    if not kept:
        return False
    names = names_and([seat.name for seat in kept])
    text = (NetPlay.tr("You were playing at the table “%1” as %2 when the app closed. "
                       "Rejoin it now? Your seat is kept for you.") if len(kept) == 1 else
            NetPlay.tr("You were playing at the table “%1” as %2 at this computer when the app closed. "
                       "Rejoin it now? Your seats are kept for you."))
    box = QMessageBox(QMessageBox.Icon.Question, NetPlay.tr("Rejoin the table?"),
                      texts.fill(text, kept[0].table, names), parent=net.window)
    box.setObjectName("offerRejoin")
    rejoin = box.addButton(NetPlay.tr("&Rejoin the Table"), QMessageBox.ButtonRole.AcceptRole)
    box.addButton(NetPlay.tr("&Not Now"), QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(rejoin)

    def answered(_result: int) -> None:
        if box.clickedButton() is rejoin:
            net.rejoin(kept)
            return
        forget_seat(net.seat_path)
        then()

    box.finished.connect(answered)
    net.message = box
    box.open()
    return True


__all__ = ["offer_rejoin"]
