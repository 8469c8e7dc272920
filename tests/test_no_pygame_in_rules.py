"""``rules`` never imports pygame or ``game``: checked in the source and by importing it."""

from __future__ import annotations

import ast
import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FORBIDDEN = ("pygame", "game")


def _rules_files() -> list[Path]:
    return sorted((ROOT / "rules").rglob("*.py"))


def _imported_roots(tree: ast.AST) -> set[str]:
    roots: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            roots.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            roots.add(node.module.split(".")[0])
        elif isinstance(node, ast.Call) and getattr(node.func, "attr", getattr(node.func, "id", "")) in (
            "import_module",
            "__import__",
        ):
            if node.args and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str):
                roots.add(node.args[0].value.split(".")[0])
    return roots


def test_rules_source_does_not_import_pygame_or_game() -> None:
    files = _rules_files()
    assert files, "no rules sources found"
    offenders = []
    for path in files:
        roots = _imported_roots(ast.parse(path.read_text(encoding="utf-8"), filename=str(path)))
        bad = roots.intersection(FORBIDDEN)
        if bad:
            offenders.append(f"{path.relative_to(ROOT)} imports {', '.join(sorted(bad))}")
    assert not offenders, "\n".join(offenders)


def test_importing_every_rules_module_loads_no_pygame() -> None:
    modules = []
    for path in _rules_files():
        rel = path.relative_to(ROOT).with_suffix("")
        parts = list(rel.parts)
        if parts[-1] == "__init__":
            parts.pop()
        modules.append(".".join(parts))
    script = (
        "import importlib, json, sys\n"
        f"mods = {modules!r}\n"
        "errors = {}\n"
        "for m in mods:\n"
        "    try:\n"
        "        importlib.import_module(m)\n"
        "    except Exception as err:\n"
        "        errors[m] = repr(err)\n"
        "from rules.core.registry import all_games\n"
        "all_games()\n"
        "loaded = sorted(n for n in sys.modules if n.split('.')[0] in ('pygame', 'game'))\n"
        "print(json.dumps({'loaded': loaded, 'errors': errors}))\n"
    )
    out = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    report = json.loads(out.stdout.strip().splitlines()[-1])
    assert report["loaded"] == [], f"rules pulled in: {report['loaded']}"
    assert report["errors"] == {}, f"rules modules that fail to import: {report['errors']}"


def test_the_scanner_sees_every_import_form() -> None:
    src = "import pygame.display\nfrom game.app import App\nimport importlib\nimportlib.import_module('pygame')\nfrom . import x\n"
    assert {"pygame", "game"} <= _imported_roots(ast.parse(src))
