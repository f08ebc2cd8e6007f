"""Cut ICU's data library down to what Qt needs for the game's languages (Linux bundles).

PySide6's Linux wheels link Qt against ICU 73, whose data library (libicudata.so.73) holds
32 MB: locale data for about 800 locales, 200 legacy code pages, dictionaries for Chinese,
Japanese, Thai, Khmer, Lao and Burmese line breaking, transliterators. Qt uses ICU for
collation (QCollator), locale-aware case mapping and extra text codecs; the game needs that for
English, German, Ukrainian and Danish. This tool keeps the shared tables (normalisation,
Unicode properties, the root collation and rules, time zones, likely subtags) and the locale
data of those four languages, and writes a new libicudata.so.73 (about 4 MB) that exports the
same symbol. ICU falls back to root data for any other locale.

The library is produced with the C compiler (`cc`, an assembler `.incbin`). Without one,
the spec keeps the full library and says so.

    python packaging/icu_trim.py --list PATH/libicudata.so.73     # what is inside, by group
"""
from __future__ import annotations

import argparse
import collections
import re
import shutil
import struct
import subprocess
import sys
import tempfile
from collections.abc import Callable, Iterable
from pathlib import Path

KEPT_LANGUAGES = ("en", "de", "uk", "da")
# Locale-independent items kept by name (within the package or one of its trees).
KEPT_NAMES = frozenset({"root", "pool", "res_index", "supplementalData", "tzdbNames"})
# Trees of per-locale data; other names in them are shared tables (kept).
LOCALE_TREES = frozenset({"brkitr", "coll", "curr", "lang", "rbnf", "region", "unit", "zone"})
DROPPED_TREES = frozenset({"translit"})
# Line-breaking dictionaries for languages without spaces (cjdict alone is 2 MB).
DROPPED_SUFFIXES = (".cnv", ".dict")
LOCALE_NAME = re.compile(r"^[a-z]{2,3}(_[A-Za-z0-9]+)*$")


class IcuDataError(ValueError):
    pass


def locale_kept(name: str, languages: Iterable[str] = KEPT_LANGUAGES) -> bool:
    language = name.split("_")[0]
    return language in set(languages)


def keep_item(path: str, languages: Iterable[str] = KEPT_LANGUAGES) -> bool:
    """Whether an item of the package ('coll/de.res', 'nfkc.nrm', 'af.res') stays."""
    parts = path.split("/")
    stem, _, suffix = parts[-1].rpartition(".")
    if parts[-1].endswith(DROPPED_SUFFIXES):
        return False
    if len(parts) > 1 and parts[0] in DROPPED_TREES:
        return False
    if suffix != "res" or stem in KEPT_NAMES:
        return True
    in_locale_tree = len(parts) > 1 and parts[0] in LOCALE_TREES
    if len(parts) == 1 or in_locale_tree:
        if LOCALE_NAME.match(stem):
            return locale_kept(stem, languages)
    return True


def elf_symbol(data: bytes, prefix: str) -> tuple[str, int, int]:
    """(name, file offset, size) of the first dynamic symbol starting with `prefix` (ELF64 LE)."""
    if data[:4] != b"\x7fELF" or data[4] != 2 or data[5] != 1:
        raise IcuDataError("not a 64-bit little-endian ELF file")
    shoff, = struct.unpack_from("<Q", data, 0x28)
    shentsize, shnum = struct.unpack_from("<HH", data, 0x3A)
    sections = [struct.unpack_from("<IIQQQQIIQQ", data, shoff + i * shentsize) for i in range(shnum)]
    for section in sections:
        if section[1] != 11:  # SHT_DYNSYM
            continue
        strtab = sections[section[6]][4]
        for pos in range(section[4], section[4] + section[5], 24):
            name_at, _info, _other, shndx, value, size = struct.unpack_from("<IBBHQQ", data, pos)
            name = data[strtab + name_at : data.index(b"\0", strtab + name_at)].decode()
            if name.startswith(prefix) and 0 < shndx < len(sections):
                home = sections[shndx]
                return name, value - home[3] + home[4], size
    raise IcuDataError(f"no symbol {prefix}* in the library")


def read_package(blob: bytes) -> tuple[bytes, list[tuple[str, bytes]]]:
    """Split an ICU common data package ('CmnD') into its header and (name, item) pairs."""
    header_size, magic1, magic2 = struct.unpack_from("<HBB", blob, 0)
    if (magic1, magic2) != (0xDA, 0x27) or blob[12:16] != b"CmnD":
        raise IcuDataError("not an ICU common data package")
    if blob[4 + 4] != 0:
        raise IcuDataError("only little-endian ICU data is handled")
    count, = struct.unpack_from("<I", blob, header_size)
    toc = [struct.unpack_from("<II", blob, header_size + 4 + 8 * i) for i in range(count)]
    starts = sorted(data_at for _, data_at in toc) + [len(blob) - header_size]
    end_of = {start: starts[i + 1] for i, start in enumerate(starts[:-1])}
    items = []
    for name_at, data_at in toc:
        at = header_size + name_at
        name = blob[at : blob.index(b"\0", at)].decode("ascii")
        items.append((name, blob[header_size + data_at : header_size + end_of[data_at]]))
    return blob[:header_size], items


def write_package(header: bytes, items: list[tuple[str, bytes]]) -> bytes:
    """Assemble a package: header, table of contents, names, then 16-byte aligned items."""
    if len(header) % 16:
        raise IcuDataError("ICU header size is not a multiple of 16")
    names = b""
    name_offsets = []
    toc_size = 4 + 8 * len(items)
    for name, _ in items:
        name_offsets.append(toc_size + len(names))
        names += name.encode("ascii") + b"\0"
    body_start = toc_size + len(names)
    body_start += -body_start % 16
    body = b""
    data_offsets = []
    for _, item in items:
        data_offsets.append(body_start + len(body))
        body += item + b"\0" * (-len(item) % 16)
    toc = struct.pack("<I", len(items)) + b"".join(
        struct.pack("<II", n, d) for n, d in zip(name_offsets, data_offsets)
    )
    padding = b"\0" * (body_start - toc_size - len(names))
    return header + toc + names + padding + body


def trim(blob: bytes, keep: Callable[[str], bool] = keep_item) -> tuple[bytes, list[str]]:
    """The package with only the items `keep` accepts (the items are sorted by name already)."""
    header, items = read_package(blob)
    kept, dropped = [], []
    for name, item in items:
        tree_path = name.split("/", 1)[1] if "/" in name else name
        (kept if keep(tree_path) else dropped).append((name, item))
    return write_package(header, kept), [name for name, _ in dropped]


def build_library(blob: bytes, symbol: str, soname: str, out: Path, compiler: str) -> None:
    """A shared library exporting `symbol` = the package, 16-byte aligned, like ICU's own."""
    with tempfile.TemporaryDirectory() as work:
        dat = Path(work) / "icudt.dat"
        dat.write_bytes(blob)
        asm = Path(work) / "icudt.S"
        asm.write_text(
            "\t.section .rodata\n"
            f"\t.globl {symbol}\n"
            f"\t.type {symbol}, @object\n"
            "\t.balign 16\n"
            f"{symbol}:\n"
            f'\t.incbin "{dat}"\n'
            f"\t.size {symbol}, . - {symbol}\n"
            '\t.section .note.GNU-stack,"",@progbits\n',
            encoding="ascii",
        )
        subprocess.run(
            [compiler, "-shared", "-nostdlib", f"-Wl,-soname,{soname}", "-o", str(out), str(asm)],
            check=True,
        )


def trim_library(source: Path, out: Path, compiler: str | None = None) -> dict[str, int]:
    """Write a trimmed copy of libicudata.so.NN to `out`; return sizes before and after."""
    compiler = compiler or shutil.which("cc") or shutil.which("gcc")
    if compiler is None:
        raise IcuDataError("no C compiler (cc) to build the trimmed library with")
    data = source.read_bytes()
    symbol, offset, size = elf_symbol(data, "icudt")
    trimmed, dropped = trim(data[offset : offset + size])
    out.parent.mkdir(parents=True, exist_ok=True)
    build_library(trimmed, symbol, source.name, out, compiler)
    # The new package must read back whole.
    _, items = read_package(trimmed)
    return {"before": size, "after": len(trimmed), "items": len(items), "dropped": len(dropped)}


def _list(source: Path) -> None:
    data = source.read_bytes()
    _, offset, size = elf_symbol(data, "icudt")
    _, items = read_package(data[offset : offset + size])
    groups: collections.Counter[str] = collections.Counter()
    kept = 0
    for name, item in items:
        path = name.split("/", 1)[1]
        group = path.split("/")[0] if "/" in path else "*." + path.rpartition(".")[2]
        groups[group] += len(item)
        kept += len(item) if keep_item(path) else 0
    for group, total in groups.most_common():
        print(f"{total:>12,}  {group}")
    print(f"{size:>12,}  in all; {kept:,} kept by this tool")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("library", type=Path, help="libicudata.so.NN")
    parser.add_argument("--list", action="store_true", help="show what is inside, by group")
    parser.add_argument("--out", type=Path, help="write the trimmed library here")
    args = parser.parse_args(argv)
    if args.list or args.out is None:
        _list(args.library)
    if args.out is not None:
        print(trim_library(args.library, args.out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
