"""Finding tables on the local network: announce a hosted table, list the ones around.

DNS-SD over multicast DNS through the `zeroconf` package (resources/docs/network-discovery.md).
zeroconf blocks (probing a name takes about a second, goodbyes a quarter) and runs threads of
its own, so every call into it happens on one worker thread per start(); what it finds comes
back to the GUI thread through a queued Qt signal. Nothing here ever blocks the GUI thread.
A failure of zeroconf (no network, no multicast, a library error) is caught and told through
`error`: the browser then lists nothing, hosting goes on, joining by address still works.
"""
from __future__ import annotations

import ipaddress
import logging
import queue
import threading
import weakref
from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QObject, Qt, Signal, Slot

from .discovery_records import (
    SERVICE_TYPE, FoundTable, instance_label, parse_table, txt_properties,
)

__all__ = ["SERVICE_TYPE", "FoundTable", "TableAnnouncer", "TableBrowser", "shutdown"]

log = logging.getLogger(__name__)
#: how long the browser waits for a table's records (on its own thread, never the GUI's)
INFO_TIMEOUT_MS = 1500
#: records' time to live: a table that vanished without a goodbye drops out within ~2 minutes
RECORD_TTL = 120
#: `interfaces` as zeroconf takes it: None for every interface, or a list of addresses
Interfaces = Sequence[str] | None

_live: weakref.WeakSet[_Discovery] = weakref.WeakSet()


def shutdown(timeout: float = 1.0) -> bool:
    """Stop every announcer and browser and wait (at most `timeout` s) for goodbyes to go out.

    For the app's exit (QCoreApplication.aboutToQuit): True when all finished in time.
    """
    for item in list(_live):
        item.stop()
    return all(item.wait(timeout) for item in list(_live))


class _Worker:
    """One daemon thread running the blocking zeroconf calls of one start() in order."""

    def __init__(self, name: str) -> None:
        self._tasks: queue.SimpleQueue[Callable[[], None] | None] = queue.SimpleQueue()
        self._thread = threading.Thread(target=self._run, name=name, daemon=True)
        self._thread.start()

    def submit(self, task: Callable[[], None] | None) -> None:
        self._tasks.put(task)

    def _run(self) -> None:
        while (task := self._tasks.get()) is not None:
            try:
                task()
            except Exception:  # noqa: BLE001  (a worker must outlive any zeroconf failure)
                log.exception("discovery task failed")

    def join(self, timeout: float) -> bool:
        self._thread.join(timeout)
        return not self._thread.is_alive()


def _zeroconf(interfaces: Interfaces) -> Any:
    from zeroconf import InterfaceChoice, IPVersion, Zeroconf

    chosen = list(interfaces) if interfaces is not None else InterfaceChoice.All
    return Zeroconf(interfaces=chosen, ip_version=IPVersion.V4Only, use_asyncio=False)


def _close(zc: Any) -> None:
    try:
        zc.close()
    except Exception:  # noqa: BLE001
        log.exception("closing zeroconf failed")


def local_networks() -> list[ipaddress.IPv4Network | ipaddress.IPv6Network]:
    """The networks this computer's interfaces are on (to pick a table's reachable address)."""
    import ifaddr

    networks = []
    try:
        for adapter in ifaddr.get_adapters():
            for ip in adapter.ips:
                if isinstance(ip.ip, str):
                    networks.append(ipaddress.ip_network(f"{ip.ip}/{ip.network_prefix}", strict=False))
    except (OSError, ValueError):
        pass
    return networks


def announce_addresses(interfaces: Interfaces) -> list[str]:
    """The IPv4 addresses to announce: the chosen ones, else every non-loopback one."""
    if interfaces is not None:
        return [a for a in interfaces if isinstance(a, str) and ":" not in a]
    import ifaddr

    found: list[str] = []

    try:
        for adapter in ifaddr.get_adapters():
            for ip in adapter.ips:
                if isinstance(ip.ip, str):
                    address = ipaddress.ip_address(ip.ip)
                    if not (address.is_loopback or address.is_link_local) and ip.ip not in found:
                        found.append(ip.ip)
    except (OSError, ValueError):
        pass
    return found or ["127.0.0.1"]


class _Discovery(QObject):
    """What announcer and browser share: start/stop bookkeeping, the worker, `error`."""

    error_changed = Signal(str)
    #: (generation, kind, key, payload), emitted on zeroconf's threads, received queued
    _report = Signal(int, str, str, object)

    def __init__(self, interfaces: Interfaces, parent: QObject | None) -> None:
        super().__init__(parent)
        self._interfaces = list(interfaces) if interfaces is not None else None
        self._generation = 0
        self._running = False
        self._worker: _Worker | None = None
        self._stopping: list[_Worker] = []
        self._error = ""
        self._report.connect(self._on_report, Qt.ConnectionType.QueuedConnection)
        _live.add(self)

    @property
    def error(self) -> str:
        """Why discovery does not work ("" while it does or has not been tried)."""
        return self._error

    def is_running(self) -> bool:
        return self._running

    def wait(self, timeout: float = 1.0) -> bool:
        """Wait (never on the GUI thread in normal play) for stopped workers to finish."""
        done = all(worker.join(timeout) for worker in self._stopping)
        self._stopping = [w for w in self._stopping if not w.join(0)]
        return done

    def _begin(self, label: str) -> int | None:
        if self._running:
            return None
        self._generation += 1
        self._running = True
        self._set_error("")
        self._worker = _Worker(f"mextrain-{label}-{self._generation}")
        return self._generation

    def _end(self, last_task: Callable[[], None]) -> None:
        if not self._running or self._worker is None:
            return
        self._running = False
        self._generation += 1  # reports still on their way are dropped
        self._worker.submit(last_task)
        self._worker.submit(None)
        self._stopping.append(self._worker)
        self._worker = None

    def _send(self, generation: int, kind: str, key: str = "", payload: object = None) -> None:
        """From any thread: hand a result to the GUI thread (dropped if this object is gone)."""
        try:
            self._report.emit(generation, kind, key, payload)
        except RuntimeError:
            pass  # the QObject was deleted; nobody listens any more

    @Slot(int, str, str, object)
    def _on_report(self, generation: int, kind: str, key: str, payload: object) -> None:
        if generation != self._generation or not self._running:
            return
        if kind == "error":
            self._set_error(self._error_text(str(payload)))
        else:
            self._handle(kind, key, payload)

    def _handle(self, kind: str, key: str, payload: object) -> None:
        raise NotImplementedError

    def _error_text(self, detail: str) -> str:
        raise NotImplementedError

    def _set_error(self, text: str) -> None:
        if text != self._error:
            self._error = text
            self.error_changed.emit(text)


class _Announcement:
    """One start() of an announcer, owned by its worker thread."""

    def __init__(self) -> None:
        self.zc: Any = None
        self.info: Any = None
        self.lock = threading.Lock()
        self.free = 0
        self.announced_free = -1


class TableAnnouncer(_Discovery):
    """Announces a hosted table (name, seats, free seats, versions) on the local network.

    Never raises out of start/update/stop: if announcing fails, `error` says why and the
    table goes on, reachable by address and port.
    """

    #: the DNS-SD instance name once registered (unique even for two tables on one computer)
    announced = Signal(str)

    def __init__(self, name: str, port: int, seats: int, seats_free: int, parent: QObject | None = None,
                 *, interfaces: Interfaces = None) -> None:
        super().__init__(interfaces, parent)
        self._name = name
        self._port = int(port)
        self._seats = int(seats)
        self._free = int(seats_free)
        self._session: _Announcement | None = None
        self._instance = ""

    @property
    def instance_name(self) -> str:
        return self._instance

    def start(self) -> None:
        generation = self._begin("announce")
        if generation is None:
            return
        session = self._session = _Announcement()
        session.free = self._free
        label = instance_label(self._name)
        interfaces = self._interfaces
        assert self._worker is not None
        self._worker.submit(lambda: self._register(generation, session, label, interfaces))

    def update(self, seats_free: int) -> None:
        """Tell browsers the new number of free seats (coalesced: the latest one wins)."""
        self._free = int(seats_free)
        session = self._session
        if not self._running or session is None or self._worker is None:
            return
        with session.lock:
            session.free = self._free
        self._worker.submit(lambda: self._publish(session))

    def stop(self) -> None:
        """Say goodbye on the network (on the worker thread) and close; returns at once."""
        session = self._session
        self._session = None
        self._instance = ""
        self._end(lambda: self._unregister(session))

    def _info(self, name: str, server: str, addresses: list[str], free: int) -> Any:
        from zeroconf import ServiceInfo

        return ServiceInfo(
            SERVICE_TYPE, name, port=self._port, properties=txt_properties(self._name, self._seats, free),
            server=server, host_ttl=RECORD_TTL, other_ttl=RECORD_TTL, parsed_addresses=addresses,
        )

    def _register(self, generation: int, session: _Announcement, label: str, interfaces: Interfaces) -> None:
        try:
            session.zc = _zeroconf(interfaces)
            with session.lock:
                free = session.free
            server = f"mextrain-{label.rsplit('[', 1)[-1].rstrip(']')}.local."
            info = self._info(f"{label}.{SERVICE_TYPE}", server, announce_addresses(interfaces), free)
            session.zc.register_service(info, allow_name_change=True)
            session.info, session.announced_free = info, free
        except Exception as exc:  # noqa: BLE001  (hosting never fails because announcing did)
            log.warning("announcing the table failed: %s", exc)
            if session.zc is not None:
                _close(session.zc)
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
        _close(session.zc)
        session.zc = None

    def _handle(self, kind: str, key: str, payload: object) -> None:
        if kind == "announced":
            self._instance = key
            self.announced.emit(key)

    def _error_text(self, detail: str) -> str:
        return self.tr("This table cannot be announced on the local network (%1). "
                       "Others can still join it by address and port.").replace("%1", detail)


class TableBrowser(_Discovery):
    """Lists the tables announced on the local network; `tables_changed` when the list does."""

    tables_changed = Signal()

    def __init__(self, parent: QObject | None = None, *, interfaces: Interfaces = None) -> None:
        super().__init__(interfaces, parent)
        self._tables: dict[str, FoundTable] = {}
        self._browse: dict[str, Any] = {}

    def tables(self) -> list[FoundTable]:
        """The tables found, sorted by name (then by their unique service name)."""
        return sorted(self._tables.values(), key=lambda t: (t.name.casefold(), t.name, t.service))

    def start(self) -> None:
        generation = self._begin("browse")
        if generation is None:
            return
        state: dict[str, Any] = {}
        self._browse = state
        interfaces = self._interfaces
        assert self._worker is not None
        self._worker.submit(lambda: self._open(generation, state, interfaces))

    def stop(self) -> None:
        """Stop listening (closed on the worker thread); the list empties at once."""
        state = self._browse
        self._browse = {}
        self._end(lambda: self._shut(state))
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
            state["zc"] = _zeroconf(interfaces)
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
            _close(zc)

    def _handle(self, kind: str, key: str, payload: object) -> None:
        before = self._tables.get(key)
        if kind == "table" and isinstance(payload, FoundTable):
            self._tables[key] = payload
        else:  # gone, or a record that cannot be trusted
            self._tables.pop(key, None)
        if self._tables.get(key) != before:
            self.tables_changed.emit()

    def _error_text(self, detail: str) -> str:
        return self.tr("Tables on the local network cannot be listed (%1). "
                       "You can still join a table by its address and port.").replace("%1", detail)
