"""The hall's log (mextrain/hall/wal.py): every table's lines synced in one file a batch, and a power cut's
losses written back from it.

A SIGKILL leaves the tables' files whole (the kernel has every line written, synced or not); a power cut
may take the lines a table's file had not synced yet: since the log, every line after the file's
snapshot until the next checkpoint. The cut is played here by cutting the file back to its snapshot
after a SIGKILL: the move acknowledged just before must be there when the hall comes back.
"""
from __future__ import annotations

import threading

from mextrain.hall import commit as hall_commit
from mextrain.hall import wal
from mextrain.hall.server import Hall
from mextrain.net import certs
from mextrain.net.hall import HallLimits
from support.hall import (
    HallProcess,
    TlsClient,
    admin,
    create_table,
    hall_beside,
    join,
    kill_at_an_acknowledgement,
    oma_and_ben_playing,
    play_until,
)

FAST = ["--rate", "2000", "--burst", "2000"]


def test_a_move_acknowledged_before_a_power_cut_is_written_back_from_the_halls_log(tmp_path):
    data = tmp_path / "hall"
    hall = HallProcess(data, extra=FAST)
    fp = hall.fingerprint
    try:
        host, _guest = clients = oma_and_ben_playing(hall, moves=5)
        turn = kill_at_an_acknowledgement(hall, clients)
        assert list((data / wal.LOG_FOLDER).glob("*.wal")), "the killed hall left its log"
        # the power cut: the table's file back to what was synced of it, its snapshot (the deal, turn 0)
        (journal,) = [p for p in (data / "tables").glob("*.json") if not p.name.endswith(".hall.json")]
        text = journal.read_text(encoding="utf-8")
        first = text[:text.index("\n") + 1]
        assert text.count('{"event"') >= turn + 1 and '{"event"' not in first
        journal.write_text(first, encoding="utf-8")

        hall = HallProcess(data, extra=FAST)
        assert hall.logged("written back from the hall's log")
        again = TlsClient(hall.port, fp, name="Oma")
        again.hello(token=host.token)
        again.wait_for("welcome")
        view = again.wait_for("view")
        assert view["turn"] >= turn + 1, f"the move of turn {turn} was acknowledged, then lost in the power cut"
    finally:
        hall.kill()


def test_a_clean_stop_leaves_every_journal_synced_and_no_log(tmp_path):
    data = tmp_path / "hall"
    hall = HallProcess(data, extra=FAST)
    try:
        oma_and_ben_playing(hall, moves=3)
        assert list((data / wal.LOG_FOLDER).glob("*.wal"))  # the moves went through the log
        assert hall.stop() == 0
        assert not list((data / wal.LOG_FOLDER).glob("*.wal"))
    finally:
        hall.kill()


def test_the_log_reads_back_whole_records_and_leaves_a_torn_one_out(tmp_path):
    """What `recover` applies: a record of the file's generation at its byte; one of an older snapshot
    is not applied; a record cut short by the power cut is left out."""
    tables, logs = tmp_path / "tables", tmp_path / wal.LOG_FOLDER
    tables.mkdir()
    logs.mkdir()
    snap = b'{"format":"mextrain-table"}\n'
    old = b'{"format":"mextrain-table","old":1}\n'
    lines = [b'{"event":1}\n', b'{"event":2}\n', b'{"event":3}\n']
    gen, gen_old = wal.generation(snap), wal.generation(old)
    (tables / "t.json").write_bytes(snap + lines[0])  # the disk kept the first line only
    blob = (wal.record("t.json", gen_old, len(old), b'{"event":"old"}\n')
            + b"".join(wal.record("t.json", gen, len(snap) + sum(map(len, lines[:k])), line)
                       for k, line in enumerate(lines)))
    torn = wal.record("t.json", gen, len(snap) + sum(map(len, lines)), b'{"event":4}\n')
    (logs / "00000001.wal").write_bytes(blob + torn[:-3])
    assert wal.recover(tmp_path) == 2
    assert (tables / "t.json").read_bytes() == snap + b"".join(lines)
    assert not list(logs.glob("*.wal"))


def test_a_segment_ends_at_its_zeros_and_a_stop_removes_it_and_its_spare(tmp_path):
    """A segment is made of zeros beforehand and overwritten in place: the reader ends at the zeros (not
    torn); a clean stop syncs what it names and leaves neither segment nor spare."""
    log = wal.HallLog(tmp_path)
    assert (tmp_path / wal.LOG_FOLDER / wal.SPARE).stat().st_size == wal.SEGMENT_BYTES
    journal = log.tables / "t.json"
    log.tables.mkdir()
    snap = '{"format":"mextrain-table"}\n'
    journal.write_text(snap + '{"event":1}\n', encoding="utf-8")
    log.snapshot(journal, snap)
    assert log.appended(journal, b'{"event":1}\n')
    segment = log.write(log.take(), 0.0)
    blob = segment.read_bytes()
    assert len(blob) == wal.SEGMENT_BYTES  # overwritten in place, not grown
    found, torn = wal.records(blob)
    assert [(name, offset, data) for name, _g, offset, data in found] == [("t.json", len(snap), b'{"event":1}\n')]
    assert torn is False
    synced: list = []
    log.close(synced.append)
    assert synced == [journal] and not list((tmp_path / wal.LOG_FOLDER).iterdir())


def test_a_checkpoint_syncs_the_journals_a_segment_named_and_then_removes_it(tmp_path, monkeypatch):
    """Every `CHECKPOINT_EVERY` (shortened here) the log goes on in a new segment; the old one is removed
    once every journal it named is synced: the log never grows with the hall's life."""
    monkeypatch.setattr(wal, "CHECKPOINT_EVERY", 0.2)
    real = hall_commit.sync_file
    synced: list = []

    def recording(path):
        synced.append(path)
        real(path)

    monkeypatch.setattr(hall_commit, "sync_file", recording)
    cert = certs.ensure_self_signed(tmp_path, "test hall")
    seen: dict = {}

    def play(hall: Hall) -> None:
        port, fp = hall.port, cert.fingerprint
        host, code, token = create_table(port, fp, "Oma", "Oma's table", seed=3)
        guest = join(port, fp, "Ben", code, seed=4)
        assert admin(port, fp, code, token, "start")["ok"]
        clients = [host, guest]
        log_folder = tmp_path / "hall" / wal.LOG_FOLDER

        def went_on() -> bool:  # a checkpoint done, and a later batch begun in a new segment (none between the two)
            return bool(hall.commit.checkpointed) and any(p.name != "00000001.wal" for p in log_folder.glob("*.wal"))

        assert play_until(clients, lambda: went_on() and any(c.moves >= 4 for c in clients), 20)
        seen["checkpointed"] = list(hall.commit.checkpointed)
        seen["segments"] = sorted(p.name for p in log_folder.glob("*.wal"))
        seen["number"] = hall.commit.wal.segment.name if hall.commit.wal.segment else ""
        for c in clients:
            c.close()

    hall_beside(lambda: Hall(tmp_path / "hall", cert, HallLimits(rate=2000, burst=2000)), threading.Event(), play)
    assert seen["checkpointed"] and seen["checkpointed"][0][1] == 1  # the one table's journal
    journals = [p for p in synced if p.suffix == ".json" and not p.name.endswith(".hall.json")]
    assert journals  # synced by the checkpoint (the batches synced the log alone)
    assert "00000001.wal" not in seen["segments"]  # the first segment is gone ...
    assert seen["segments"] and seen["segments"][-1] >= seen["number"]  # ... the log goes on in a later one
