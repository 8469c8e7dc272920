"""Draw the program's icon with pygame: two fanned cards and a gold coin on the green felt.

    python tools/make_icon.py [OUT_DIR]

Writes ``art/icon.png`` (256 px: the window's icon, the Linux desktop entry's) and
``art/icon.ico`` (16 to 256 px, each a PNG inside, as Windows Vista and later read them: the
built program's icon on Windows). Drawn at four times the size and scaled down once, so the
edges are smooth. Running it again gives the same pictures.
"""

from __future__ import annotations

import io
import math
import os
import struct
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402

Colour = tuple[int, int, int]

SIZE = 256
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
SUPERSAMPLE = 4
# The table's own colours (game/ui/theme.py): felt, cream card, card red, gold.
FELT: Colour = (30, 98, 62)
FELT_DARK: Colour = (16, 58, 36)
FELT_LIGHT: Colour = (44, 122, 78)
CREAM: Colour = (247, 240, 222)
CARD_EDGE: Colour = (150, 118, 72)
RED: Colour = (146, 36, 36)
INK: Colour = (43, 34, 26)
GOLD: Colour = (226, 178, 58)
GOLD_DARK: Colour = (160, 112, 28)
GOLD_LIGHT: Colour = (246, 214, 120)


def _heart(surface: pygame.Surface, center: tuple[float, float], size: float, colour: Colour) -> None:
    """A heart ``size`` wide: two discs over a point."""
    x, y = center
    r = size * 0.27
    pygame.draw.circle(surface, colour, (round(x - r), round(y - r * 0.4)), round(r))
    pygame.draw.circle(surface, colour, (round(x + r), round(y - r * 0.4)), round(r))
    pygame.draw.polygon(surface, colour, [
        (x - 2 * r + r * 0.08, y - r * 0.05), (x + 2 * r - r * 0.08, y - r * 0.05), (x, y + size * 0.55),
    ])


def _spade(surface: pygame.Surface, center: tuple[float, float], size: float, colour: Colour) -> None:
    """A spade ``size`` wide: a heart upside down with a stem."""
    x, y = center
    r = size * 0.27
    pygame.draw.circle(surface, colour, (round(x - r), round(y + r * 0.5)), round(r))
    pygame.draw.circle(surface, colour, (round(x + r), round(y + r * 0.5)), round(r))
    pygame.draw.polygon(surface, colour, [
        (x - 2 * r + r * 0.08, y + r * 0.15), (x + 2 * r - r * 0.08, y + r * 0.15), (x, y - size * 0.5),
    ])
    pygame.draw.polygon(surface, colour, [(x, y + r * 0.3), (x - r * 0.8, y + size * 0.62), (x + r * 0.8, y + size * 0.62)])


def _card(width: int, height: int, suit: str) -> pygame.Surface:
    card = pygame.Surface((width, height), pygame.SRCALPHA)
    radius = round(width * 0.1)
    pygame.draw.rect(card, CREAM, card.get_rect(), border_radius=radius)
    pygame.draw.rect(card, CARD_EDGE, card.get_rect(), width=max(2, round(width * 0.025)), border_radius=radius)
    paint, colour = (_heart, RED) if suit == "heart" else (_spade, INK)
    paint(card, (width / 2, height / 2), width * 0.5, colour)
    paint(card, (width * 0.2, height * 0.14), width * 0.18, colour)
    return card


def _coin(surface: pygame.Surface, center: tuple[float, float], radius: float) -> None:
    x, y = center
    pygame.draw.circle(surface, (0, 0, 0, 70), (round(x + radius * 0.06), round(y + radius * 0.1)), round(radius))
    pygame.draw.circle(surface, GOLD_DARK, (round(x), round(y)), round(radius))
    pygame.draw.circle(surface, GOLD, (round(x), round(y)), round(radius * 0.9))
    pygame.draw.circle(surface, GOLD_DARK, (round(x), round(y)), round(radius * 0.7), max(2, round(radius * 0.06)))
    star = []
    for i in range(10):
        r = radius * (0.5 if i % 2 == 0 else 0.22)
        a = -math.pi / 2 + i * math.pi / 5
        star.append((x + r * math.cos(a), y + r * math.sin(a)))
    pygame.draw.polygon(surface, GOLD_LIGHT, star)


def draw_icon(size: int = SIZE) -> pygame.Surface:
    """The icon at ``size`` pixels, drawn at four times the largest size and scaled down once."""
    big = SIZE * SUPERSAMPLE
    canvas = pygame.Surface((big, big), pygame.SRCALPHA)
    inset = round(big * 0.03)
    felt = pygame.Rect(inset, inset, big - 2 * inset, big - 2 * inset)
    pygame.draw.rect(canvas, FELT_DARK, felt, border_radius=round(big * 0.2))
    pygame.draw.rect(canvas, FELT, felt.inflate(-big * 0.04, -big * 0.04), border_radius=round(big * 0.18))
    pygame.draw.circle(canvas, FELT_LIGHT, (big // 2, round(big * 0.45)), round(big * 0.3))
    pygame.draw.circle(canvas, FELT, (big // 2, round(big * 0.45)), round(big * 0.27))

    cw, ch = round(big * 0.38), round(big * 0.54)
    for suit, angle, dx in (("spade", 16, -0.1), ("heart", -10, 0.08)):
        card = pygame.transform.rotate(_card(cw, ch, suit), angle)
        shadow = card.copy()
        shadow.fill((0, 0, 0, 80), special_flags=pygame.BLEND_RGBA_MIN)
        at = card.get_rect(center=(round(big * (0.47 + dx)), round(big * 0.44)))
        canvas.blit(shadow, at.move(round(big * 0.012), round(big * 0.02)))
        canvas.blit(card, at)
    _coin(canvas, (big * 0.7, big * 0.72), big * 0.17)
    return pygame.transform.smoothscale(canvas, (size, size))


def png_bytes(surface: pygame.Surface) -> bytes:
    """``surface`` as a PNG file's bytes (pygame writes PNG only to a named file or a buffer)."""
    buffer = io.BytesIO()
    try:
        pygame.image.save(surface, buffer, "icon.png")
        return buffer.getvalue()
    except (pygame.error, TypeError):
        with tempfile.TemporaryDirectory() as folder:
            path = Path(folder) / "icon.png"
            pygame.image.save(surface, str(path))
            return path.read_bytes()


def ico_bytes(images: dict[int, bytes]) -> bytes:
    """An .ico file holding each size's PNG (size 256 is written as 0, as the format says)."""
    header = struct.pack("<HHH", 0, 1, len(images))
    offset = 6 + 16 * len(images)
    entries, blobs = [], []
    for size, data in sorted(images.items()):
        side = 0 if size >= 256 else size
        entries.append(struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset))
        blobs.append(data)
        offset += len(data)
    return header + b"".join(entries) + b"".join(blobs)


def main(argv: list[str]) -> int:
    out_dir = Path(argv[0]) if argv else Path(__file__).resolve().parent.parent / "art"
    out_dir.mkdir(parents=True, exist_ok=True)
    icons = {size: draw_icon(size) for size in ICO_SIZES}
    (out_dir / "icon.png").write_bytes(png_bytes(icons[SIZE]))
    (out_dir / "icon.ico").write_bytes(ico_bytes({size: png_bytes(s) for size, s in icons.items()}))
    print(f"wrote {out_dir / 'icon.png'} and {out_dir / 'icon.ico'}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
