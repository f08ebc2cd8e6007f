"""A seeded sample of UI strings per language, English beside each, for a native reader.

    python -m mextrain.devtools.review.sample_strings [--seed 1201] [--count 40] [--language de]

Reading every string of every language after each change is too much; reading a sample
that nobody chose is the next best thing, and a seed makes the sample the same for whoever
checks the grades. Each language gets its own sample (the seed and the language code pick
it), drawn from the finished messages of translations/mextrain_<code>.ts in a fixed order,
so the same seed gives the same strings until the strings themselves change. A plural
message shows each of its forms.
"""
from __future__ import annotations

import argparse
import random
from collections.abc import Sequence
from pathlib import Path

from mextrain.i18n.languages import CODES, SOURCE_LANGUAGE
from mextrain.i18n.lupdate import repo_root, ts_path
from mextrain.i18n.ts_check import Message, read_ts

TRANSLATED = tuple(code for code in CODES if code != SOURCE_LANGUAGE)


def sample(code: str, seed: int, count: int = 40, folder: Path | None = None) -> list[Message]:
    """`count` finished messages of one language, picked by the seed and the code alone."""
    folder = folder or (repo_root() / "translations")
    messages = sorted((m for m in read_ts(ts_path(code, folder)).messages if m.kind == "" and any(m.forms)),
                      key=lambda m: (m.context, m.source, m.comment))
    return random.Random(f"{seed}:{code}").sample(messages, min(count, len(messages)))


def lines(code: str, seed: int, count: int = 40, folder: Path | None = None) -> list[str]:
    out = [f"# {code}: {count} strings, seed {seed}"]
    for number, m in enumerate(sample(code, seed, count, folder), 1):
        note = f"  ({m.comment})" if m.comment else ""
        out.append(f"{number:2}. [{m.context}] {m.source}{note}")
        out.extend(f"    -> {form}" for form in m.forms)
    return out


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m mextrain.devtools.review.sample_strings", description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=1201)
    parser.add_argument("--count", type=int, default=40)
    parser.add_argument("--language", choices=TRANSLATED, action="append",
                        help="one language (repeatable); every translated language by default")
    args = parser.parse_args(argv)
    for code in args.language or TRANSLATED:
        print("\n".join(lines(code, args.seed, args.count)), end="\n\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
