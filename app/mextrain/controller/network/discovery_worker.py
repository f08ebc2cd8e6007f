"""The machinery under discovery.py: a worker thread per start(), zeroconf set-up, results
handed to the GUI thread through a queued signal, and the `error` both classes share.
"""
from __future__ import annotations

import ipaddress
import logging
import queue
import sys
import threading
import time
import weakref
from collections.abc import Callable, Sequence
from typing import Any, cast

from PySide6.QtCore import QObject, Qt, Signal, Slot

log = logging.getLogger(__name__)
# records' time to live: a table that vanished without a goodbye drops out within ~2 minutes
RECORD_TTL = 120
# `interfaces` as zeroconf takes it: None for every interface, or a list of addresses
Interfaces = Sequence[str] | None

_live: weakref.WeakSet[DiscoveryBase] = weakref.WeakSet()


def shutdown(timeout: float = 1.0) -> bool:
    """Stop every announcer and browser and wait (at most `timeout` s) for goodbyes to go out.

    For the app's exit (QCoreApplication.aboutToQuit): True when all finished in time.
    """
    for item in list(_live):
        try:
            item.stop()
        except RuntimeError:  # deleted already: its deletion wound it down
            pass
    deadline = time.monotonic() + timeout
    return all([item.wait(max(0.0, deadline - time.monotonic())) for item in list(_live)])


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


def open_zeroconf(interfaces: Interfaces) -> Any:
    from zeroconf import InterfaceChoice, IPVersion, Zeroconf

    chosen = list(interfaces) if interfaces is not None else InterfaceChoice.All
    return Zeroconf(interfaces=chosen, ip_version=IPVersion.V4Only, use_asyncio=False)


def close_zeroconf(zc: Any) -> None:
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


class DiscoveryBase(QObject):
    """What announcer and browser share: start/stop bookkeeping, the worker, `error`."""

    error_changed = Signal(str)
    # (generation, kind, key, payload), emitted on zeroconf's threads, received queued
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
        # how to wind the running start() down without this object: it may be deleted
        # (its parent closed) without stop(), and must not stay announced or leave threads
        ending: dict[str, Callable[[], None]] = {}
        self._ending = ending
        self.destroyed.connect(lambda *_: ending.pop("end", lambda: None)())
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

    def _begin(self, label: str, first_task: Callable[[], None], last_task: Callable[[], None]) -> _Worker:
        """A new worker that runs `first_task` now and `last_task` at stop() (or deletion)."""
        self._generation += 1
        self._running = True
        self._set_error("")
        worker = self._worker = _Worker(f"mextrain-{label}-{self._generation}")
        worker.submit(first_task)

        def end() -> None:
            worker.submit(last_task)
            worker.submit(None)

        self._ending["end"] = end
        return worker

    def _end(self) -> None:
        if not self._running or self._worker is None:
            return
        self._running = False
        self._generation += 1  # reports still on their way are dropped
        self._ending.pop("end", lambda: None)()
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

    def stop(self) -> None:
        raise NotImplementedError

    def _handle(self, kind: str, key: str, payload: object) -> None:
        raise NotImplementedError

    def _error_text(self, detail: str) -> str:
        raise NotImplementedError

    def _set_error(self, text: str) -> None:
        if text != self._error:
            self._error = text
            self.error_changed.emit(text)


def offline_check() -> dict[str, Any]:
    """Prove zeroconf works in this copy of the app without sending a packet (--self-test).

    Writes a table's records into an mDNS packet and reads them back, which runs zeroconf's
    compiled modules (a frozen app that lacks one fails here, not on a person's network).
    """
    import importlib.machinery

    import zeroconf

    # zeroconf imports the DNS* classes at its top level ("for backwards compat") but leaves them
    # out of its __all__, so mypy (no_implicit_reexport) takes them for private there
    from zeroconf import DNSIncoming, DNSOutgoing, DNSText, ServiceInfo  # type: ignore[attr-defined]

    from mextrain.controller.network.discovery_records import SERVICE_TYPE, parse_table, txt_properties

    info = ServiceInfo(SERVICE_TYPE, f"check [000000].{SERVICE_TYPE}", port=47123,
                       properties=txt_properties("check", 4, 3), server="check.local.",
                       parsed_addresses=["127.0.0.1"])
    packet = DNSOutgoing(0x8400)  # a response, as an announcement is
    for record in (info.dns_text(), info.dns_service(), *info.dns_addresses()):
        packet.add_answer_at_time(record, 0)
    answers = DNSIncoming(packet.packets()[0]).answers()
    text = next(cast(DNSText, a).text for a in answers if a.type == 16)  # TXT
    if text != info.text:
        raise RuntimeError("zeroconf did not read back the TXT record it wrote")
    table = parse_table(info.properties, info.port, info.parsed_addresses(), info.name)
    if table is None or (table.seats, table.seats_free) != (4, 3):
        raise RuntimeError("the announced table did not read back")
    suffixes = tuple(importlib.machinery.EXTENSION_SUFFIXES)
    compiled = sorted(name for name, module in sys.modules.items()
                      if name.startswith("zeroconf.") and str(getattr(module, "__file__", "")).endswith(suffixes))
    return {"zeroconf": zeroconf.__version__, "records": len(answers), "compiled_modules": len(compiled)}
