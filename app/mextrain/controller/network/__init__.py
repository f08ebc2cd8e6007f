"""The networked table on QtNetwork: host, transports, the remote seat, the joined game, the table's save and discovery."""
