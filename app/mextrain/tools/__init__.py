"""The command-line tools over the engine and the computer players, in one place:
`sim` (games between computer seats, records, --check, --table), `arena` (strength
tables and the AI targets) and `bench` (engine speed). Each keeps its short command
(`python -m mextrain.sim`, `mextrain.arena`, `mextrain.bench`; `mextrain-sim`)."""
