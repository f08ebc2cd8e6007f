"""The engine, the computer players, the network protocol and the statistics store are pure Python: importing them loads no Qt (the floors of the README's layout)."""
from __future__ import annotations

import ast
import functools
import pkgutil
import subprocess
import sys
from pathlib import Path

import mextrain.ai
import mextrain.engine
import mextrain.net
import mextrain.sound
import mextrain.stats


def test_engine_and_ai_import_no_pyside6() -> None:
    modules = ["mextrain.sim", "mextrain.tools.sim", "mextrain.tools.arena", "mextrain.files"]
    for pkg in (mextrain.engine, mextrain.ai, mextrain.net, mextrain.stats, mextrain.sound):
        modules.append(pkg.__name__)
        modules += [f"{pkg.__name__}.{m.name}" for m in pkgutil.iter_modules(pkg.__path__)]
    code = (
        "import importlib, sys\n"
        f"for m in {modules!r}: importlib.import_module(m)\n"
        "bad = sorted(m for m in sys.modules if m.startswith(('PySide6', 'shiboken6')))\n"
        "print(len(bad)); assert not bad, bad\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    assert len(modules) >= 10


def test_the_headless_server_imports_nothing_for_sound() -> None:
    """mextrain-server makes no sound: neither the sound package nor miniaudio is loaded."""
    code = (
        "import sys, mextrain.server\n"
        # and what its main() imports when it runs
        "import mextrain.controller, mextrain.controller.network.host_table, mextrain.saves\n"
        "import mextrain.net.table_save\n"
        "bad = sorted(m for m in sys.modules if m.startswith(('mextrain.sound', 'mextrain.ui', 'miniaudio', '_miniaudio')))\n"
        "assert not bad, bad\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert out.returncode == 0, out.stderr


def test_net_protocol_imports_only_the_engine() -> None:
    """The protocol layer stays below the AI and the controller: no socket, thread or Qt module either."""
    modules = ["mextrain.net"] + [f"mextrain.net.{m.name}" for m in pkgutil.iter_modules(mextrain.net.__path__)]
    code = (
        "import importlib, sys\n"
        "import mextrain, mextrain.engine\n"  # (importlib.metadata itself loads socket and threading)
        "before = set(sys.modules)\n"
        f"for m in {modules!r}: importlib.import_module(m)\n"
        "new = set(sys.modules) - before\n"
        "bad = sorted(m for m in new if m.split('.')[0] in ('PySide6', 'shiboken6', 'socket', 'threading', 'asyncio', 'pickle')"
        " or m.startswith(('mextrain.ai', 'mextrain.controller', 'mextrain.ui')))\n"
        "assert not bad, bad\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert out.returncode == 0, out.stderr


# ---------------------------------------------------------------- the import graph
APP = Path(__file__).resolve().parents[2] / "app"

#: floors, low to high: a module may import its own floor and lower ones, never higher.
#: The longest matching prefix decides (so a Qt transport under net/ can sit higher).
FLOORS: dict[str, int] = {
    "mextrain": 0, "mextrain.engine": 0, "mextrain.paths": 0, "mextrain.files": 0, "mextrain.journal": 0,
    "mextrain.saves": 0, "mextrain.table_setup": 0,
    "mextrain.ai": 1, "mextrain.net": 1,
    "mextrain.tools": 2, "mextrain.sim": 2, "mextrain.arena": 2, "mextrain.bench": 2,
    "mextrain.i18n": 3, "mextrain.faults": 3, "mextrain.identity": 3, "mextrain.controller": 3,
    "mextrain.stats": 3, "mextrain.sound": 3, "mextrain.single_instance": 3,
    "mextrain.ui.texts": 4, "mextrain.ui.table": 4, "mextrain.hall": 4,
    "mextrain.ui": 5,
    "mextrain.app": 6, "mextrain.server": 6, "mextrain.hall_cli": 6, "mextrain.selftest": 6, "mextrain.__main__": 6, "mextrain.devtools": 6,
}


def floor_of(module: str) -> int:
    parts = module.split(".")
    for i in range(len(parts), 0, -1):
        floor = FLOORS.get(".".join(parts[:i]))
        if floor is not None and (i > 1 or len(parts) == 1):
            return floor
    raise AssertionError(f"{module} has no floor in tests/project/test_layering.py: give it one")


def import_graph(root: Path = APP) -> dict[str, set[str]]:
    """module -> the project modules it imports (anywhere in it, TYPE_CHECKING blocks
    included). An import of one's own enclosing package is left out: that package is
    initialised first whatever the module does."""
    files = {}
    for path in root.rglob("*.py"):
        parts = list(path.relative_to(root).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts = parts[:-1]
        files[".".join(parts)] = path
    graph: dict[str, set[str]] = {}
    for name, path in files.items():
        package = name.split(".") if path.name == "__init__.py" else name.split(".")[:-1]
        found: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                found.update(a.name for a in node.names)
            elif isinstance(node, ast.ImportFrom):
                base = package[: len(package) - node.level + 1] if node.level else []
                target = ".".join(base + ([node.module] if node.module else []))
                subs = [f"{target}.{a.name}" for a in node.names if f"{target}.{a.name}" in files]
                found.update(subs or [target])
        ancestors = {".".join(name.split(".")[:i]) for i in range(1, len(name.split(".")))}
        graph[name] = {m for m in found if m in files and m != name and m not in ancestors}
    return graph


@functools.cache
def app_graph() -> dict[str, set[str]]:
    """The app's import graph, read once per test process (each read parses every module: about 1 CPU-s)."""
    return import_graph()


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return found


def test_no_import_cycles() -> None:
    assert cycles(app_graph()) == []


def test_no_import_from_a_lower_floor_to_a_higher_one() -> None:
    upward = sorted(f"{a} -> {b}" for a, deps in app_graph().items() for b in deps if floor_of(b) > floor_of(a))
    assert upward == []


def test_the_graph_checks_can_fail(tmp_path: Path) -> None:
    pkg = tmp_path / "mextrain"
    (pkg / "engine").mkdir(parents=True)
    (pkg / "ui").mkdir()
    (pkg / "__init__.py").write_text("")
    (pkg / "engine" / "__init__.py").write_text("from .a import x\n")
    (pkg / "engine" / "a.py").write_text("from .b import y\nfrom mextrain.ui import w\n")
    (pkg / "engine" / "b.py").write_text("if False:\n    from .a import x\n")
    (pkg / "ui" / "__init__.py").write_text("")
    graph = import_graph(tmp_path)
    assert cycles(graph) == [["mextrain.engine.a", "mextrain.engine.b"]]
    assert floor_of("mextrain.ui") > floor_of("mextrain.engine.a") and "mextrain.ui" in graph["mextrain.engine.a"]


def test_the_table_is_a_library_of_its_own() -> None:
    """ui/table (scene, view, hand, train rows, tiles) imports only the engine, the texts and
    itself, like kpat's libkcardgame: the windows use it, it knows none of them."""
    graph = app_graph()
    allowed = ("mextrain.engine", "mextrain.ui.texts", "mextrain.ui.table")
    stray = sorted(f"{a} -> {b}" for a, deps in graph.items() if a.startswith("mextrain.ui.table")
                   for b in deps if not b.startswith(allowed))
    assert stray == []
    assert sum(1 for a in graph if a.startswith("mextrain.ui.table.")) >= 10


def test_the_windows_rooms_do_not_reach_into_each_other() -> None:
    """The replay viewer, the statistics window and the network dialogs are rooms of ui/:
    each may use the table and the shared ui modules, never another room."""
    graph = app_graph()
    rooms = ("mextrain.ui.replay", "mextrain.ui.stats", "mextrain.ui.netplay", "mextrain.ui.sound")
    crossing = sorted(f"{a} -> {b}" for a, deps in graph.items() for b in deps
                      for r in rooms if a.startswith(r + ".") and b.startswith(rooms) and not b.startswith(r))
    assert crossing == []


def test_the_hall_imports_nothing_of_the_desktop_apps_controllers() -> None:
    """The hall (and its command) keeps its tables with the pure floor (the journal, the saves,
    net/table_save.py, the table core), never through controller/, the desktop app's QObjects."""
    graph = app_graph()
    hall = [m for m in graph if m.startswith("mextrain.hall")]
    reaching = sorted(f"{a} -> {b}" for a in hall for b in graph[a] if b.startswith("mextrain.controller"))
    assert reaching == []
    assert {"mextrain.hall.server", "mextrain.hall.table", "mextrain.hall_cli"} <= set(hall)


def _test_file_imports(tests: Path) -> list[str]:
    """Every `import test_x` / `from test_x import ...` in a file under `tests` (a test importing another test file)."""
    found = []
    for path in sorted(tests.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = [a.name for a in node.names] if isinstance(node, ast.Import) else (
                [node.module or ""] if isinstance(node, ast.ImportFrom) and node.level == 0 else [])
            found += [f"{path.relative_to(tests)}: {name}" for name in names if name.split(".")[0].startswith("test_")]
    return found


def test_a_test_never_imports_another_test_file(tmp_path: Path) -> None:
    """CONTRIBUTING: what several test files share lives in tests/support/, never in a test file."""
    assert _test_file_imports(Path(__file__).resolve().parents[1]) == []
    (tmp_path / "test_b.py").write_text("from test_a import helper\n")
    assert _test_file_imports(tmp_path) == ["test_b.py: test_a"]  # the check can fail
