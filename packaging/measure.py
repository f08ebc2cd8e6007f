"""Figures for the built app: size on disk and time from launch to a playable window.

    python packaging/measure.py [--bundle build/dist/mextrain] [--runs 5] [--json]

Size is `du -sb` of the one-folder bundle (the goal is 95 MB or less: 90 MB before sound, issue 21). Launch-to-window is
the wall-clock time from starting the frozen program to the moment its main window has been
shown and its first events processed, as the self-test records it (`window_shown_unix`),
with the off-screen platform so it runs on CI; the first run is reported apart, since it
reads the files from disk rather than the page cache.
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SIZE_GOAL_MB = 95.0


def executable_in(bundle: Path) -> Path:
    for name in ("mextrain", "mextrain.exe"):
        if (bundle / name).is_file():
            return bundle / name
    raise SystemExit(f"measure.py: no mextrain program in {bundle}; build it with bash packaging/build.sh")


def size_on_disk(bundle: Path) -> int:
    try:
        out = subprocess.run(["du", "-sb", str(bundle)], check=True, capture_output=True, text=True).stdout
        return int(out.split()[0])
    except (OSError, subprocess.CalledProcessError, ValueError):
        return sum(p.stat().st_size for p in bundle.rglob("*") if p.is_file() and not p.is_symlink())


def largest_files(bundle: Path, count: int = 8) -> list[tuple[int, str]]:
    files = [(p.stat().st_size, str(p.relative_to(bundle))) for p in bundle.rglob("*") if p.is_file() and not p.is_symlink()]
    return sorted(files, reverse=True)[:count]


def launch_once(command: list[str]) -> dict[str, float]:
    """Run the self-test once; seconds from launch to the window, and to exit."""
    with tempfile.TemporaryDirectory() as work:
        report_path = Path(work) / "report.json"
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
        started = time.time()
        result = subprocess.run([*command, "--self-test", "--report", str(report_path)], env=env,
                                capture_output=True, text=True, timeout=120)
        finished = time.time()
        if result.returncode != 0 or not report_path.is_file():
            raise SystemExit(f"measure.py: the self-test failed ({result.returncode}): {result.stderr.strip()}")
        report = json.loads(report_path.read_text(encoding="utf-8"))
    return {"to_window": report["window_shown_unix"] - started, "to_exit": finished - started}


def launch_figures(command: list[str], runs: int) -> dict[str, float]:
    samples = [launch_once(command) for _ in range(runs + 1)]
    first, warm = samples[0], samples[1:]
    to_window = [s["to_window"] for s in warm]
    return {
        "first_to_window_s": round(first["to_window"], 3),
        "median_to_window_s": round(statistics.median(to_window), 3),
        "min_to_window_s": round(min(to_window), 3),
        "max_to_window_s": round(max(to_window), 3),
        "median_to_exit_s": round(statistics.median(s["to_exit"] for s in warm), 3),
        "runs": runs,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bundle", type=Path, default=ROOT / "build" / "dist" / "mextrain")
    parser.add_argument("--runs", type=int, default=5, help="timed launches after a first one (default 5)")
    parser.add_argument("--compare-source", action="store_true", help="also time `python -m mextrain` from the tree")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = parser.parse_args(argv)

    bundle = args.bundle.resolve()
    exe = executable_in(bundle)
    size = size_on_disk(bundle)
    files = sum(1 for p in bundle.rglob("*") if p.is_file())
    figures: dict[str, object] = {
        "bundle": str(bundle),
        "size_bytes": size,
        "size_mb": round(size / 1e6, 1),
        "size_goal_mb": SIZE_GOAL_MB,
        "size_goal_met": size / 1e6 <= SIZE_GOAL_MB,
        "files": files,
        "largest": [{"bytes": b, "file": f} for b, f in largest_files(bundle)],
        "frozen": launch_figures([str(exe)], args.runs),
    }
    if args.compare_source:
        env_python = os.environ.get("PYTHON", str(ROOT / ".venv" / "bin" / "python"))
        figures["source"] = launch_figures([env_python, "-m", "mextrain"], args.runs)

    if args.json:
        print(json.dumps(figures, indent=2))
        return 0
    goal = "met" if figures["size_goal_met"] else "NOT met"
    frozen = figures["frozen"]
    print(f"bundle            {bundle}")
    print(f"size on disk      {figures['size_mb']} MB ({size:,} bytes, du -sb), {files} files; goal <= {SIZE_GOAL_MB:g} MB: {goal}")
    for item in figures["largest"]:
        print(f"                    {item['bytes'] / 1e6:6.1f} MB  {item['file']}")
    print(f"launch to window  {frozen['median_to_window_s']:.3f} s median of {args.runs} "
          f"(min {frozen['min_to_window_s']:.3f}, max {frozen['max_to_window_s']:.3f}; "
          f"first launch {frozen['first_to_window_s']:.3f}), off-screen platform")
    print(f"whole self-test   {frozen['median_to_exit_s']:.3f} s median, launch to exit")
    if "source" in figures:
        source = figures["source"]
        print(f"from source       {source['median_to_window_s']:.3f} s median launch to window (python -m mextrain)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
