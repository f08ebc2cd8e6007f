"""The hall (`mextrain-hall`): many tables on one TLS port, on asyncio, with no Qt at all.

server.py accepts and routes connections and keeps the hall's book; table.py drives each
table's pure core (net/table_core.py); link.py is one connection (TCP and TLS); commit.py
keeps every table's journal on the disk before what it shows goes out.
"""
