"""Finding tables on the local network: announce a hosted table, list the ones around.

DNS-SD over multicast DNS through the `zeroconf` package (resources/docs/network-discovery.md).
zeroconf blocks (probing a name takes about a second, goodbyes a quarter) and runs threads of
its own, so every call into it happens on one worker thread per start(); what it finds comes
back to the GUI thread through a queued Qt signal. Nothing here ever blocks the GUI thread.
A failure of zeroconf (no network, no multicast, a library error) is caught and told through
`error`: the browser then lists nothing, hosting goes on, joining by address still works.
"""
from __future__ import annotations

import logging
import threading
from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QObject, Signal

from mextrain.controller.network.discovery_records import (
    SERVICE_TYPE,
    FoundTable,
    instance_label,
    parse_table,
    txt_properties,
)
from mextrain.controller.network.discovery_worker import (
    RECORD_TTL,
    DiscoveryBase,
    Interfaces,
    announce_addresses,
    close_zeroconf,
    local_networks,
    offline_check,
    open_zeroconf,
    shutdown,
)

__all__ = ["SERVICE_TYPE", "FoundTable", "TableAnnouncer", "TableBrowser", "offline_check", "shutdown"]

log = logging.getLogger(__name__)
# how long the browser waits for a table's records (on its own thread, never the GUI's)
INFO_TIMEOUT_MS = 1500
# a network that announces more tables than this is not a family's: the rest are skipped
MAX_TABLES = 64


# what an announcement says that changes: free seats, a game under way, the rule set (its options
# as sorted items, None: not announced) and its name
_State = tuple[int, bool, tuple[tuple[str, Any], ...] | None, str | None]


class _Announcement:
    """One start() of an announcer, owned by its worker thread."""

    def __init__(self) -> None:
        self.zc: Any = None
        self.info: Any = None
        self.lock = threading.Lock()
        self.free: _State = (0, False, None, None)  # free seats, a game under way, the rule set and its name
        self.announced_free: _State | None = None


class TableAnnouncer(DiscoveryBase):
    """Announces a hosted table (name, seats, free seats, versions) on the local network.

    Never raises out of start/update/stop: if announcing fails, `error` says why and the
    table goes on, reachable by address and port.
    """

    # the DNS-SD instance name once registered (unique even for two tables on one computer)
    announced = Signal(str)

    def __init__(self, name: str, port: int, seats: int, seats_free: int, parent: QObject | None = None,
                 *, interfaces: Interfaces = None, fingerprint: str = "") -> None:
        super().__init__(interfaces, parent)
        self._name = name
        self._fingerprint = fingerprint  # the table's certificate's, announced as `fp`
        self._port = int(port)
        self._seats = int(seats)
        self._free: _State = (int(seats_free), False, None, None)
        self._session: _Announcement | None = None
        self._instance = ""

    @property
    def instance_name(self) -> str:
        return self._instance

    def start(self) -> None:
        if self._running:
            return
        session = self._session = _Announcement()
        session.free = self._free
        label, interfaces, generation = instance_label(self._name), self._interfaces, self._generation + 1
        self._begin("announce", lambda: self._register(generation, session, label, interfaces),
                    lambda: self._unregister(session))

    def update(self, seats_free: int, playing: bool = False, rules: Mapping[str, Any] | None = None,
               rule_set: str | None = None) -> None:
        """Tell browsers the new number of free seats, whether the game is under way and the rule set
        (R18: its options and name; None: not announced) (coalesced: the latest one wins), so a list says
        "full" or "playing" instead of offering a join that fails, and which rules the table plays."""
        self._free = (int(seats_free), bool(playing), None if rules is None else tuple(sorted(rules.items())),
                      rule_set)
        session = self._session
        if not self._running or session is None or self._worker is None:
            return
        with session.lock:
            session.free = self._free
        self._worker.submit(lambda: self._publish(session))

    def stop(self) -> None:
        """Say goodbye on the network (on the worker thread) and close; returns at once."""
        self._session = None
        self._instance = ""
        self._end()

    def _info(self, name: str, server: str, addresses: list[str], free: _State) -> Any:
        from zeroconf import ServiceInfo

        seats_free, playing, rules, rule_set = free
        properties = txt_properties(self._name, self._seats, seats_free, playing, fingerprint=self._fingerprint,
                                    rules=None if rules is None else dict(rules), rule_set=rule_set)
        return ServiceInfo(
            SERVICE_TYPE, name, port=self._port, properties=properties,
            server=server, host_ttl=RECORD_TTL, other_ttl=RECORD_TTL, parsed_addresses=addresses,
        )

    def _register(self, generation: int, session: _Announcement, label: str, interfaces: Interfaces) -> None:
        try:
            session.zc = open_zeroconf(interfaces)
            with session.lock:
                free = session.free
            server = f"mextrain-{label.rsplit('[', 1)[-1].rstrip(']')}.local."
            info = self._info(f"{label}.{SERVICE_TYPE}", server, announce_addresses(interfaces), free)
            session.zc.register_service(info, allow_name_change=True)
            session.info, session.announced_free = info, free
        except Exception as exc:  # noqa: BLE001  (hosting never fails because announcing did)
            log.warning("announcing the table failed: %s", exc)
            if session.zc is not None:
                close_zeroconf(session.zc)
                session.zc = None
            self._send(generation, "error", "", f"{type(exc).__name__}: {exc}".rstrip(": "))
            return
        self._send(generation, "announced", info.name)
        self._publish(session)

    def _publish(self, session: _Announcement) -> None:
        with session.lock:
            free = session.free
        if session.zc is None or session.info is None or free == session.announced_free:
            return
        info = self._info(session.info.name, session.info.server, session.info.parsed_addresses(), free)
        try:
            session.zc.update_service(info)
            session.info, session.announced_free = info, free
        except Exception as exc:  # noqa: BLE001
            log.warning("updating the table's announcement failed: %s", exc)

    def _unregister(self, session: _Announcement | None) -> None:
        if session is None or session.zc is None:
            return
        if session.info is not None:
            try:
                session.zc.unregister_service(session.info)
            except Exception as exc:  # noqa: BLE001
                log.warning("withdrawing the table's announcement failed: %s", exc)
        close_zeroconf(session.zc)
        session.zc = None

    def _handle(self, kind: str, key: str, payload: object) -> None:
        if kind == "announced":
            self._instance = key
            self.announced.emit(key)

    def _error_text(self, detail: str) -> str:
        return self.tr("This table cannot be announced on the local network (%1). "
                       "Others can still join it by address and port.").replace("%1", detail)


class TableBrowser(DiscoveryBase):
    """Lists the tables announced on the local network; `tables_changed` when the list does."""

    tables_changed = Signal()
    # a service of our type whose record was missing, garbage or too big (its DNS-SD name)
    skipped = Signal(str)

    def __init__(self, parent: QObject | None = None, *, interfaces: Interfaces = None) -> None:
        super().__init__(interfaces, parent)
        self._tables: dict[str, FoundTable] = {}

    def tables(self) -> list[FoundTable]:
        """The tables found, sorted by name (then by their unique service name)."""
        return sorted(self._tables.values(), key=lambda t: (t.name.casefold(), t.name, t.service))

    def start(self) -> None:
        if self._running:
            return
        state: dict[str, Any] = {}
        interfaces, generation = self._interfaces, self._generation + 1
        self._begin("browse", lambda: self._open(generation, state, interfaces), lambda: self._shut(state))

    def stop(self) -> None:
        """Stop listening (closed on the worker thread); the list empties at once."""
        self._end()
        if self._tables:
            self._tables.clear()
            self.tables_changed.emit()

    def _open(self, generation: int, state: dict[str, Any], interfaces: Interfaces) -> None:
        from zeroconf import ServiceBrowser, ServiceStateChange

        networks = local_networks()

        def on_change(zeroconf: Any, service_type: str, name: str, state_change: Any) -> None:
            try:
                if state_change is ServiceStateChange.Removed:
                    self._send(generation, "gone", name)
                    return
                info = zeroconf.get_service_info(service_type, name, timeout=INFO_TIMEOUT_MS)
                table = None if info is None else parse_table(
                    info.properties, info.port, info.parsed_addresses(), name, networks)
                self._send(generation, "table", name, table)
            except Exception as exc:  # noqa: BLE001  (a stranger's record must not stop the browser)
                log.info("skipping the service %r: %s", name, exc)
                self._send(generation, "table", name, None)

        try:
            state["zc"] = open_zeroconf(interfaces)
            state["browser"] = ServiceBrowser(state["zc"], SERVICE_TYPE, handlers=[on_change])
        except Exception as exc:  # noqa: BLE001
            log.warning("looking for tables failed: %s", exc)
            self._shut(state)
            self._send(generation, "error", "", f"{type(exc).__name__}: {exc}".rstrip(": "))

    @staticmethod
    def _shut(state: dict[str, Any]) -> None:
        browser, zc = state.pop("browser", None), state.pop("zc", None)
        if browser is not None:
            try:
                browser.cancel()
            except Exception:  # noqa: BLE001
                log.exception("cancelling the browser failed")
        if zc is not None:
            close_zeroconf(zc)

    def _handle(self, kind: str, key: str, payload: object) -> None:
        before = self._tables.get(key)
        if kind == "table" and isinstance(payload, FoundTable):
            if before is None and len(self._tables) >= MAX_TABLES:
                payload = None
            else:
                self._tables[key] = payload
        else:  # gone, or a record that cannot be trusted
            self._tables.pop(key, None)
        if self._tables.get(key) != before:
            self.tables_changed.emit()
        if kind == "table" and payload is None:
            self.skipped.emit(key)

    def _error_text(self, detail: str) -> str:
        return self.tr("Tables on the local network cannot be listed (%1). "
                       "You can still join a table by its address and port.").replace("%1", detail)
