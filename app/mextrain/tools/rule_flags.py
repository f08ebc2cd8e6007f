"""The house rules (R18–R24) on a command line: the simulator's, the arena's and
`mextrain-server`'s flags, and `--rules FILE`, a rule set saved as JSON."""
from __future__ import annotations

import argparse
import json
import os
from typing import Any

from mextrain.engine import GameOptions
from mextrain.engine.options import RuleError, parse_rule_set


def add_rule_arguments(p: argparse.ArgumentParser) -> None:
    """The house rules (R18–R24) as flags, and `--rules FILE`, a rule set saved as JSON."""
    g = p.add_argument_group("house rules (R18–R24)")
    g.add_argument("--rules", metavar="FILE", help="a rule set saved as JSON ({\"name\": ..., \"rules\": {...}}); "
                                                   "the flags below change it further")
    g.add_argument("--set", type=int, choices=(6, 9, 12, 15), help="play with a double-N set (R19; default 12)")
    g.add_argument("--doubles", choices=("cover", "free"), help="doubles must be covered (R11, default) or not (R20)")
    g.add_argument("--no-out-on-double", action="store_true", help="nobody may go out on a double (R21)")
    g.add_argument("--own-train-first", action="store_true", help="own train first (R22)")
    g.add_argument("--draw", choices=("one", "until-fits"), help="draw one tile (R12, default) or until one fits (R23)")
    g.add_argument("--zero-zero", type=int, choices=(50, 0), help="what 0|0 counts (R24; default 50)")


def read_rule_file(path: str | os.PathLike[str]) -> tuple[str | None, dict[str, Any]]:
    """(name, rules) of a rule set saved as JSON (`parse_rule_set`; the app's Host a Table… opens
    such files too); raises ValueError (a RuleError for a rule) in words that name the file."""
    try:
        with open(path, encoding="utf-8") as f:
            data = json.load(f)
    except (OSError, UnicodeDecodeError) as exc:
        raise ValueError(f"cannot read {path}: {getattr(exc, 'strerror', None) or exc}") from None
    except (json.JSONDecodeError, RecursionError) as exc:
        where = f" ({exc.msg} at line {exc.lineno})" if isinstance(exc, json.JSONDecodeError) else ""
        raise ValueError(f"{path} is not JSON{where}") from None
    try:
        return parse_rule_set(data)
    except RuleError as exc:
        raise ValueError(f"{path}: {exc}") from None


def options_from_args(args: argparse.Namespace) -> tuple[GameOptions, str | None]:
    """The game's options from the command line: `--rules FILE`, then each flag over it, then
    the seats and the length; a rule set that cannot be played raises `ValueError` naming the
    option and the values it allows. Also the rule set's name, where the file gives one."""
    rules: dict[str, object] = {}
    name: str | None = None
    if getattr(args, "rules", None):
        try:
            name, rules = read_rule_file(args.rules)
        except ValueError as exc:
            raise ValueError(f"--rules: {exc}") from None
    if getattr(args, "starting_run", False):
        rules["starting_run"] = True
    if args.set is not None:
        rules["set"] = args.set
    if args.doubles is not None:
        rules["doubles"] = args.doubles
    if args.no_out_on_double:
        rules["out_on_double"] = False
    if args.own_train_first:
        rules["own_train_first"] = True
    if args.draw is not None:
        rules["draw"] = args.draw.replace("-", "_")
    if args.zero_zero is not None:
        rules["zero_zero"] = args.zero_zero
    try:
        return GameOptions.of(args.players, short=bool(getattr(args, "short", False)), **rules), name
    except RuleError as exc:
        raise ValueError(str(exc)) from None
