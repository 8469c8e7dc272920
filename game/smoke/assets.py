"""Every asset the program ships, loaded the way the game loads it: each file under ``art/``
(layouts through pytmx, images, fonts, licence texts), the layout of every game at every
player count with the anchors its table asks for, and every sound through ``game.audio``.

Files are found by walking the folders, so an asset added later is loaded too; a file of a kind
nothing here knows how to load fails the check, naming it.
"""

from __future__ import annotations

import io
import os
import struct
import wave
from collections import Counter
from collections.abc import Callable
from pathlib import Path

import pygame

from game import paths
from game.audio import SOUND_NAMES, Audio
from game.layout import load_layout, read_layout
from game.settings import Settings
from game.smoke.checks import require
from game.table.module import table_for
from game.ui.fonts import Fonts
from rules.core.registry import all_games

SAMPLE_TEXT = "Card Table: 10 of Cups, Ace of Coins"
PNG_MAGIC = b"\x89PNG\r\n\x1a\n"
AUDIO_SUFFIXES = (".wav", ".ogg", ".mp3", ".flac")


def load_assets() -> str:
    """The smoke check: every file under art/, every table layout, every sound."""
    root = paths.asset_root()  # looked up at call time: a test points it at a broken copy
    kinds: Counter[str] = Counter()
    problems: list[str] = []
    for path in files_under(root / "art"):
        kind, load = loader_for(path)
        try:
            load(path)
        except Exception as err:  # noqa: BLE001  # every broken file is listed, whatever it raised
            problems.append(f"{path.relative_to(root).as_posix()}: {one_line(err)}")
        kinds[kind] += 1
    tables, table_problems = table_layouts()
    sounds, sound_problems = load_sounds(root / "sounds")
    problems += table_problems + sound_problems
    require(not problems, "; ".join(problems))
    require(kinds["layout"] > 0, f"no layouts under {root / 'art'}")
    shown = ", ".join(f"{n} {plural(kind, n)}" for kind, n in sorted(kinds.items()))
    return f"{shown}; {tables} game tables; {sounds}"


def files_under(folder: Path) -> list[Path]:
    require(folder.is_dir(), f"no folder {folder}")
    return sorted(p for p in folder.rglob("*") if p.is_file() and not p.name.startswith("."))


def loader_for(path: Path) -> tuple[str, Callable[[Path], None]]:
    name, suffix = path.name.lower(), path.suffix.lower()
    if suffix == ".tmx":
        return "layout", load_layout_file
    if suffix in (".png", ".jpg", ".jpeg", ".bmp", ".gif", ".webp", ".tga"):
        return "image", load_image
    if suffix == ".ico":
        return "icon", load_icon
    if suffix in (".ttf", ".otf"):
        return "font", load_font_file
    if suffix in (".txt", ".md") or "licen" in name or "copying" in name:
        return "text", load_text
    return "unknown", unknown_kind


def load_layout_file(path: Path) -> None:
    layout = read_layout(path)
    require(layout.rects, f"layout {path.name} has no anchors")


def load_image(path: Path) -> None:
    image = pygame.image.load(os.fspath(path))
    require(image.get_width() > 0 and image.get_height() > 0, f"{path.name} is an empty image")


def load_icon(path: Path) -> None:
    """A Windows .ico: its directory, and each picture in it (PNG pictures are decoded)."""
    data = path.read_bytes()
    require(len(data) >= 6, "too short for an icon")
    reserved, kind, count = struct.unpack_from("<HHH", data, 0)
    require(reserved == 0 and kind == 1 and count > 0, "not an icon file")
    for i in range(count):
        require(6 + 16 * (i + 1) <= len(data), f"picture {i + 1} of {count} is missing")
        size, offset = struct.unpack_from("<II", data, 6 + 16 * i + 8)
        picture = data[offset : offset + size]
        require(size > 0 and len(picture) == size, f"picture {i + 1} runs past the end of the file")
        if picture.startswith(PNG_MAGIC):
            pygame.image.load(io.BytesIO(picture), "icon.png")
        else:
            require(struct.unpack_from("<I", picture, 0)[0] == 40, f"picture {i + 1} is neither PNG nor bitmap")


def load_font_file(path: Path) -> None:
    if not pygame.font.get_init():
        pygame.font.init()
    rendered = pygame.font.Font(os.fspath(path), 24).render(SAMPLE_TEXT, True, (0, 0, 0))
    require(rendered.get_width() > 0, f"{path.name} draws nothing")
    require(Fonts().render(SAMPLE_TEXT, 24, (0, 0, 0)).get_width() > 0, "the window's fonts draw nothing")


def load_text(path: Path) -> None:
    require(path.read_text(encoding="utf-8").strip(), f"{path.name} is empty")


def unknown_kind(path: Path) -> None:
    raise ValueError(f"no loader for {path.suffix or 'files without a suffix'}: teach game/smoke/assets.py this kind")


def table_layouts() -> tuple[int, list[str]]:
    """Every game at every player count: its layout, with the anchors its table module needs."""
    problems: list[str] = []
    count = 0
    for game_id, info in all_games().items():
        for players in info.player_counts:
            try:
                table = table_for(game_id, [f"P{i + 1}" for i in range(players)])
                load_layout(game_id, players, table.required_anchors(players))
                count += 1
            except Exception as err:  # noqa: BLE001  # every broken file is listed, whatever it raised
                problems.append(f"{game_id} at {players} players: {one_line(err)}")
    return count, problems


def load_sounds(folder: Path) -> tuple[str, list[str]]:
    """Every sound through ``game.audio`` as the game starts it, and every other sound file in
    the folder through the same mixer (any other file as under art/). With no sound device the
    game plays silently: the WAV files are then read as files, and the line says so."""
    files = files_under(folder)
    sounds = [p for p in files if p.suffix.lower() in AUDIO_SUFFIXES]
    problems: list[str] = []
    for path in files:
        if path not in sounds:
            _, load = loader_for(path)
            try:
                load(path)
            except Exception as err:  # noqa: BLE001  # every broken file is listed, whatever it raised
                problems.append(f"sounds/{path.name}: {one_line(err)}")
    audio = Audio(Settings(), folder)
    try:
        audio.preload()
        if not audio.available:
            problems += [problem for path in sounds if (problem := read_wav(path)) is not None]
            return f"{len(sounds)} sounds read as files ({audio.problem})", problems
        if audio.problem:
            problems.append(audio.problem)
        problems += [f"sound {n!r} did not load" for n in SOUND_NAMES if n not in audio.sounds and not audio.problem]
        for path in sounds:
            if path.stem not in audio.sounds:
                try:
                    pygame.mixer.Sound(os.fspath(path))
                except (pygame.error, OSError) as err:
                    problems.append(f"sounds/{path.name}: {one_line(err)}")
        if not problems and not audio.play(SOUND_NAMES[0]):
            problems.append(f"the sound {SOUND_NAMES[0]!r} loaded but did not play")
        return f"{len(sounds)} sounds", problems
    finally:
        audio.close()


def read_wav(path: Path) -> str | None:
    try:
        with wave.open(os.fspath(path)) as w:
            require(w.getnframes() > 0, "it holds no sound")
    except Exception as err:  # noqa: BLE001  # every broken file is listed, whatever it raised
        return f"sounds/{path.name}: {one_line(err)}"
    return None


def one_line(err: BaseException) -> str:
    return " ".join((str(err) or type(err).__name__).split())


def plural(kind: str, n: int) -> str:
    return kind if n == 1 else f"{kind}s"
