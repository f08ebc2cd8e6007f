"""The hall (`mextrain-hall`): many tables on one TLS port, on asyncio, with no Qt at all.

server.py keeps the hall's tables, its book and its timer; door.py takes a connection from
its accepting to its table (limits per address, TLS, its first message); admin.py is the
administration socket and the bans, agent.py the balancer's agent port; table.py drives each
table's pure core (net/table_core.py); link.py is one connection (TCP and TLS); commit.py
keeps every table's journal on the disk before what it shows goes out.
"""
