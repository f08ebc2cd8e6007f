"""What several test files share, each module named for what it drives: the app in a process of its own
(app_process), the AT-SPI bus (atspi_app, atspi_reader), the network (net, net_sockets, net_gui, hall,
discovery), the sound server (sound), drags on the table (table), ... Fixtures stay in the conftest.py of
the folder that uses them."""
