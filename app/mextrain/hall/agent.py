"""HAProxy's `agent-check` port of a hall of a farm (`--agent-port`): each connection is told the
hall's room for new tables and closed (hall.md, "Beyond one machine").
"""
from __future__ import annotations

import asyncio
import logging

from mextrain.net import hall as h

from .table import HallTable

log = logging.getLogger("mextrain.hall")


class AgentPort:
    """The balancer's half of the hall (a base of server.py's `Hall`)."""

    limits: h.HallLimits
    tables: dict[str, HallTable]
    _agent: asyncio.Server | None

    async def listen_agent(self, port: int, address: str = "127.0.0.1") -> int:
        """HAProxy's `agent-check` port (`--agent-port`): each connection is told the hall's room for new
        tables (`h.agent_reply`) and closed. The port it listens on, 0 when it cannot."""

        async def answer(_reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
            try:
                writer.write(h.agent_reply(len(self.tables), self.limits).encode("ascii"))
                await writer.drain()
            except OSError:
                pass
            finally:
                writer.close()

        try:
            self._agent = await asyncio.start_server(answer, address, port)
        except OSError as exc:
            log.error("no agent port on %s:%d: %s", address, port, exc)
            return 0
        bound = int(self._agent.sockets[0].getsockname()[1])
        log.info("the agent port (room for tables, for the balancer) listens on %s:%d", address, bound)
        return bound


__all__ = ["AgentPort"]
