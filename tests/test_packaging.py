"""Packaging (issue 16): requirements apart, the PyInstaller spec's contents, assets found from a
bundle, the shipped font and icon, the Linux desktop entry. Cheap checks only: CI runs the build
itself (.ci/run) and the built program's smoke test."""

from __future__ import annotations

import ast
import configparser
import importlib.util
import re
import struct
import sys
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.paths import asset_path

ROOT = Path(__file__).resolve().parent.parent
SOURCE_FOLDERS = ("cli", "game", "rules")


def requirement_names(name: str) -> dict[str, str]:
    """``{package: pinned version}`` of a requirements file; every line must pin with ``==``."""
    pins = {}
    for line in (ROOT / name).read_text(encoding="utf-8").splitlines():
        line = line.split("#")[0].strip()
        if not line:
            continue
        match = re.fullmatch(r"([A-Za-z0-9_.-]+)==([0-9][A-Za-z0-9.]*)", line)
        assert match, f"{name}: {line!r} is not pinned as NAME==VERSION"
        pins[match.group(1).lower()] = match.group(2)
    return pins


def spec_constants() -> dict[str, Any]:
    """The literal lists cardtable.spec names at its top level (DATA_FOLDERS, PACKAGES, EXCLUDES)."""
    tree = ast.parse((ROOT / "cardtable.spec").read_text(encoding="utf-8"))
    found = {}
    for node in tree.body:
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
            try:
                found[node.targets[0].id] = ast.literal_eval(node.value)
            except ValueError:
                pass
    return found


def spec_call_keywords(callee: str) -> dict[str, Any]:
    tree = ast.parse((ROOT / "cardtable.spec").read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == callee:
            return {k.arg: ast.literal_eval(k.value) for k in node.keywords if isinstance(k.value, ast.Constant)}
    raise AssertionError(f"cardtable.spec calls no {callee}")


def source_files() -> list[Path]:
    return [p for folder in SOURCE_FOLDERS for p in sorted((ROOT / folder).rglob("*.py"))]


def asset_folders_used() -> dict[str, list[str]]:
    """Each top folder the code reads assets from (``asset_path("art", ...)``, ``Paths.asset(...)``,
    also through a module-level tuple: ``asset_path(*FONT_FILE)``), with the files using it."""
    used: dict[str, list[str]] = {}
    for path in source_files():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        tuples = {
            t.id: ast.literal_eval(node.value)
            for node in tree.body if isinstance(node, ast.Assign) and isinstance(node.value, ast.Tuple)
            for t in node.targets if isinstance(t, ast.Name)
            if all(isinstance(e, ast.Constant) for e in node.value.elts)
        }
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call) or not node.args:
                continue
            name = node.func.id if isinstance(node.func, ast.Name) else getattr(node.func, "attr", "")
            if name not in ("asset_path", "asset"):
                continue
            first = node.args[0]
            if isinstance(first, ast.Constant) and isinstance(first.value, str):
                folder = first.value
            elif isinstance(first, ast.Starred) and isinstance(first.value, ast.Name) and first.value.id in tuples:
                folder = tuples[first.value.id][0]
            elif path == ROOT / "game" / "paths.py":
                continue  # Paths.asset passes its parts on to asset_path
            else:
                raise AssertionError(f"{path.relative_to(ROOT)}:{node.lineno}: an asset path this test cannot read")
            used.setdefault(folder, []).append(str(path.relative_to(ROOT)))
    return used


# --- requirements --------------------------------------------------------------------------------
def test_runtime_requirements_hold_only_what_the_game_runs_on():
    runtime = requirement_names("requirements.txt")
    assert set(runtime) == {"pygame-ce", "pytmx", "platformdirs"}
    tests = requirement_names("requirements-test.txt")
    assert set(tests) == {"pytest", "hypothesis", "pytest-xdist", "mypy"}
    build = requirement_names("requirements-build.txt")
    assert set(build) == {"pyinstaller"}
    assert not set(runtime) & (set(tests) | set(build))


# --- the spec ------------------------------------------------------------------------------------
def test_the_spec_bundles_every_asset_folder_the_code_reads():
    used = asset_folders_used()
    assert {"art", "sounds"} <= set(used), used  # the layouts, font and icon; the sound effects
    folders = spec_constants()["DATA_FOLDERS"]
    for folder, files in used.items():
        assert folder in folders, f"{folder}/ is read by {files} but cardtable.spec does not bundle it"
        assert (ROOT / folder).is_dir()


def test_the_spec_takes_every_project_package_and_leaves_out_the_tools():
    constants = spec_constants()
    packages = {p.parent.name for p in ROOT.glob("*/__init__.py")} - {"tests", "tools"}
    assert packages <= set(constants["PACKAGES"]), packages
    excluded = set(constants["EXCLUDES"])
    assert {"pytest", "_pytest", "hypothesis", "xdist", "PyInstaller"} <= excluded
    runtime_modules = {"pygame", "pytmx", "platformdirs", "sqlite3", "multiprocessing", "json"}
    assert not excluded & (runtime_modules | packages)
    exe = spec_call_keywords("EXE")
    assert exe["name"] == "cardtable" and exe["console"] is True
    assert spec_call_keywords("COLLECT")["name"] == "cardtable"


def test_main_starts_with_freeze_support():
    """The built program's search workers are the program itself: freeze_support must run first."""
    tree = ast.parse((ROOT / "main.py").read_text(encoding="utf-8"))
    guard = next(n for n in tree.body if isinstance(n, ast.If) and "__main__" in ast.unparse(n.test))
    frozen = guard.body[0]  # from source it does nothing, so it runs (and multiprocessing loads) only when frozen
    assert isinstance(frozen, ast.If) and ast.unparse(frozen.test) == "getattr(sys, 'frozen', False)"
    assert ast.unparse(frozen.body[-1]) == "multiprocessing.freeze_support()"


# --- assets from a bundle ------------------------------------------------------------------------
def test_asset_path_resolves_inside_a_bundle(monkeypatch, tmp_path):
    from game.ui.fonts import font_file

    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert asset_path("art", "icon.png") == tmp_path / "art" / "icon.png"
    assert font_file() == tmp_path / "art" / "fonts" / "FreeSansBold-NoKern.ttf"
    monkeypatch.delattr(sys, "_MEIPASS")
    assert font_file() == ROOT / "art" / "fonts" / "FreeSansBold-NoKern.ttf"


# --- the font ------------------------------------------------------------------------------------
def test_the_font_is_the_shipped_file_with_its_licence(monkeypatch, tmp_path):
    """The window draws with FreeFont's Free Sans Bold less its kerning: the glyphs and line
    height of pygame's own default font, the file made from the upstream one beside it by
    tools/make_font.py (byte for byte: run it again and nothing changes), with the licence."""
    from game.ui.fonts import Fonts, load_font

    fonts_dir = ROOT / "art" / "fonts"
    upstream, shipped = fonts_dir / "FreeSansBold.ttf", fonts_dir / "FreeSansBold-NoKern.ttf"
    assert upstream.is_file() and shipped.is_file()
    licence = (fonts_dir / "FreeSansBold.LICENSE.txt").read_text(encoding="utf-8")
    assert "GNU GENERAL PUBLIC LICENSE" in licence and "Free Sans Bold" in licence
    assert "FreeSansBold-NoKern.ttf" in licence and "tools/make_font.py" in licence
    make_font = _tool("make_font")
    assert make_font.without(upstream.read_bytes()) == shipped.read_bytes()
    before, after = make_font.tables(upstream.read_bytes()), make_font.tables(shipped.read_bytes())
    assert set(before) - set(after) == {b"kern"}
    assert all(after[tag] == before[tag] for tag in after if tag != b"head")
    pygame.font.init()
    # each glyph alone and the line height as pygame's own default font draws them
    for size in (6, 16, 24, 48):
        assert load_font(size).get_linesize() == pygame.font.Font(None, size).get_linesize()
        for glyph in "CardTbleQg0123, ":
            mine = load_font(size).render(glyph, True, (255, 255, 255))
            default = pygame.font.Font(None, size).render(glyph, True, (255, 255, 255))
            assert pygame.image.tobytes(mine, "RGBA") == pygame.image.tobytes(default, "RGBA"), (size, glyph)
    # loaded from the bundle's art/fonts: without the file there, there is no font
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    with pytest.raises((FileNotFoundError, OSError)):
        Fonts().get(20)
    (tmp_path / "art" / "fonts").mkdir(parents=True)
    (tmp_path / "art" / "fonts" / "FreeSansBold-NoKern.ttf").write_bytes(shipped.read_bytes())
    assert Fonts().get(20).get_linesize() == pygame.font.Font(None, 20).get_linesize()


def _tool(name: str) -> Any:
    """A script of tools/ as a module."""
    spec = importlib.util.spec_from_file_location(name, ROOT / "tools" / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def font_lookups(path: Path) -> list[str]:
    """Calls in ``path`` that take a font from anywhere but the shipped file: pygame's default
    (``Font(None, ...)``) or the system's (``SysFont``, ``match_font``, ``get_fonts``)."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not isinstance(node, ast.Call):
            continue
        name = node.func.id if isinstance(node.func, ast.Name) else getattr(node.func, "attr", "")
        default = name == "Font" and bool(node.args) and ast.unparse(node.args[0]) == "None"
        if default or name in ("SysFont", "match_font", "get_fonts"):
            found.append(f"{path.relative_to(ROOT)}:{node.lineno}: {ast.unparse(node)}")
    return found


def test_no_code_looks_up_a_system_font_or_pygames_default():
    found = [line for path in source_files() for line in font_lookups(path)]
    assert found == [], "load the shipped font with game.ui.fonts.load_font instead"


# --- the icon and the desktop entry --------------------------------------------------------------
def test_the_icon_files_are_what_the_tool_draws(tmp_path):
    assert _tool("make_icon").main([str(tmp_path)]) == 0
    for name in ("icon.png",):
        made, kept = pygame.image.load(tmp_path / name), pygame.image.load(ROOT / "art" / name)
        assert kept.get_size() == (256, 256)
        assert pygame.image.tobytes(made, "RGBA") == pygame.image.tobytes(kept, "RGBA")
    data = (ROOT / "art" / "icon.ico").read_bytes()
    reserved, kind, count = struct.unpack_from("<HHH", data)
    assert (reserved, kind) == (0, 1) and count >= 4
    sides = set()
    for i in range(count):
        w, _h, _c, _r, _planes, _bits, size, offset = struct.unpack_from("<BBBBHHII", data, 6 + 16 * i)
        assert data[offset:offset + 8] == b"\x89PNG\r\n\x1a\n" and offset + size <= len(data)
        sides.add(w or 256)
    assert {16, 32, 48, 256} <= sides


def test_the_linux_desktop_entry_names_the_program_and_its_icon():
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str  # type: ignore[assignment,method-assign]  # keys are case-sensitive
    entry.read(ROOT / "packaging" / "cardtable.desktop", encoding="utf-8")
    desk = entry["Desktop Entry"]
    assert desk["Type"] == "Application"
    assert desk["Name"] == "Card Table"
    assert desk["Exec"].split()[0].endswith("cardtable")
    assert desk["Icon"] == "cardtable"
    assert desk["Terminal"] == "false"
    categories = desk["Categories"]
    assert categories.endswith(";") and {"Game", "CardGame"} <= set(categories.strip(";").split(";"))
    script = (ROOT / "packaging" / "install-linux.sh").read_text(encoding="utf-8")
    assert "_internal/art/icon.png" in script and "cardtable.desktop" in script
