"""The hall's administration, for the machine's own user only: `admin.sock` in the hall's folder
(`mextrain-hall --admin DIR list|close CODE|ban ADDRESS|unban ADDRESS`) and the bans it keeps
in `bans.txt` (read at the start, cut off at once when given).
"""
from __future__ import annotations

import asyncio
import ipaddress
import socket
from pathlib import Path

from mextrain.files import atomic_write_text

from .door import Door

ADMIN_SOCKET = "admin.sock"
BANS = "bans.txt"


class Administration(Door):
    """The administrator's half of the hall (a base of server.py's `Hall`)."""

    def close_table(self, entry_id: str, why: str) -> None:
        raise NotImplementedError

    # ------------------------------------------------------------------ administration (this machine only)
    def _read_bans(self) -> None:
        try:
            text = (self.folder / BANS).read_text(encoding="utf-8")
        except OSError:
            return
        self.bans = {line.strip() for line in text.splitlines() if line.strip() and not line.startswith("#")}

    async def _admin_client(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        try:
            line = await asyncio.wait_for(reader.readline(), 5.0)
            reply = self.admin(line.decode("utf-8", "replace").split())
            writer.write((reply.rstrip("\n") + "\n").encode("utf-8"))
            await writer.drain()
        except (TimeoutError, OSError, ValueError):
            pass
        finally:
            writer.close()

    def admin(self, words: list[str]) -> str:
        """One administrator's command: list | close CODE | ban ADDRESS | unban ADDRESS."""
        if words == ["list"]:
            lines = [f"{len(self.tables)} tables, {len(self._open)} connections"]
            for host in self.tables.values():
                e, t, game = host.entry, host.core.table, host.core.game
                phase = "lobby" if game is None else game.phase.value
                seats = "; ".join(f"{s.name or '-'} ({s.state}{'' if s.state != 'person' else ', here' if s.conn else ', away'})"
                                  for s in t.seats)
                lines.append(f"{e.code}  {t.name!r}  {phase}  turn {host.core.turn}  from {e.owner}  seats: {seats}")
            return "\n".join(lines)
        if len(words) == 2 and words[0] == "close":
            entry = self.book.by_code(words[1])
            if entry is None:
                return f"no table {words[1]}"
            self.close_table(entry.id, "closed by the administrator")
            return f"closed {entry.code}"
        if len(words) == 2 and words[0] in ("ban", "unban"):
            address = words[1]
            try:
                ipaddress.ip_address(address)
            except ValueError:
                return f"not an address: {address}"
            if words[0] == "ban":
                self.bans.add(address)
            else:
                self.bans.discard(address)
            atomic_write_text(self.folder / BANS, "".join(f"{b}\n" for b in sorted(self.bans)))
            cut = self._cut(address) if words[0] == "ban" else 0
            return f"{words[0]}ned {address}" + (f"; {cut} connections closed" if cut else "")
        return "commands: list | close CODE | ban ADDRESS | unban ADDRESS"

    def _cut(self, address: str) -> int:
        cut = 0
        for p in [p for p in self._pending.values() if p.conn.peer == address]:
            self._drop(p)
            cut += 1
        for host in self.tables.values():
            for conn in [c for c, link in host.links.items() if link.peer == address]:
                host.drop(conn)
                cut += 1
        return cut


def admin_command(folder: Path, words: list[str], timeout_ms: int = 3000) -> str:
    """Send one command to the hall running in `folder` and return its answer."""
    path = Path(folder) / ADMIN_SOCKET
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as sock:
        sock.settimeout(timeout_ms / 1000)
        try:
            sock.connect(str(path))
        except OSError as exc:
            raise OSError(f"no hall answers at {path}: {exc.strerror or exc}") from None
        sock.sendall((" ".join(words) + "\n").encode("utf-8"))
        out = bytearray()
        while chunk := sock.recv(65536):
            out += chunk
    return out.decode("utf-8", "replace")

__all__ = ["ADMIN_SOCKET", "Administration", "admin_command"]
