"""A computer thinking at one table of the hall never holds up another: computers think on the
hall's pool of threads, off its loop, while the loop goes on serving every other table."""
from __future__ import annotations

from support.hall import HallProcess, admin, create_table, join, play_until

FAST = ["--rate", "2000", "--burst", "2000"]


def test_hard_computers_thinking_at_one_table_leave_the_next_table_playing(tmp_path) -> None:
    hall = HallProcess(tmp_path / "hall", extra=FAST)
    port, fp = hall.port, hall.fingerprint
    try:
        # table A: Oma and three Hard computers, each thinking its 0.9 s a move
        oma, code_a, token_a = create_table(port, fp, "Oma", "A", players=4, seed=1)
        assert admin(port, fp, code_a, token_a, "fill", level="hard")["ok"]
        # table B: two people who answer at once
        ben, code_b, token_b = create_table(port, fp, "Ben", "B", seed=2)
        cleo = join(port, fp, "Cleo", code_b, seed=3)
        assert admin(port, fp, code_a, token_a, "start")["ok"]
        assert admin(port, fp, code_b, token_b, "start")["ok"]
        clients = [oma, ben, cleo]

        def turn(c) -> int:
            return c.view_times[-1][0] if c.view_times else 0

        assert play_until(clients, lambda: turn(oma) >= 4, 40)  # a few of A's computers' moves at least
        a_moves, b_moves = turn(oma), turn(ben)
        # had the computers thought on the loop, B would have waited 0.9 s for each of A's moves
        assert b_moves >= 5 * a_moves, (a_moves, b_moves)
    finally:
        hall.kill()
