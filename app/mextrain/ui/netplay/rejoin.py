"""At start-up, a seat this app held at a table elsewhere when it crashed is offered back.

The seat, its table and its token are kept by `controller.network.joined_seat` while the
app is seated; rejoining with the token gives back the seat and the whole current view.
"""
from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any, Protocol

from PySide6.QtWidgets import QMessageBox

from mextrain.controller.network.joined_seat import forget_seat, load_seat
from mextrain.i18n import TrContext
from mextrain.ui import texts
from mextrain.ui.netplay.dialogs import JoinRequest


class NetPlayType(Protocol):
    """What the offer needs of the window's network play (`entry.NetPlay`)."""

    window: Any
    message: Any

    @property
    def seat_path(self) -> Path: ...
    def join(self, request: JoinRequest, token: str | None = None, *,
             host_powers: tuple[str, str] | None = None) -> Any: ...


NetPlay = TrContext("NetPlay")  # the words are the Host/Join menu's (its translation context)


def offer_rejoin(net: NetPlayType, then: Callable[[], None]) -> bool:
    """True when the question is shown; `then` runs if the person declines (the usual start)."""
    kept = load_seat(net.seat_path)
    if kept is None:
        return False
    box = QMessageBox(QMessageBox.Icon.Question, NetPlay.tr("Rejoin the table?"),
                      texts.fill(NetPlay.tr("You were playing at the table “%1” as %2 when the app closed. "
                                            "Rejoin it now? Your seat is kept for you."), kept.table, kept.name),
                      parent=net.window)
    box.setObjectName("offerRejoin")
    rejoin = box.addButton(NetPlay.tr("&Rejoin the Table"), QMessageBox.ButtonRole.AcceptRole)
    box.addButton(NetPlay.tr("&Not Now"), QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(rejoin)

    def answered(_result: int) -> None:
        if box.clickedButton() is rejoin:
            # the host of a table at a hall gets the lobby's powers back with its seat
            powers = (kept.code, kept.host_token) if kept.code and kept.host_token else None
            net.join(JoinRequest(kept.name, "", kept.address, kept.port), token=kept.token, host_powers=powers)
            return
        forget_seat(net.seat_path)
        then()

    box.finished.connect(answered)
    net.message = box
    box.open()
    return True


__all__ = ["offer_rejoin"]
