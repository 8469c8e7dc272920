"""Fitting text into boxes: word wrap, ellipsis, shrink-to-fit, and the rules' light markdown."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from game.ui.fonts import Fonts

ELLIPSIS = "…"
_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f]")
# A short number closing a phrase ("10.", "11:", "+2,", "0.5)"): wrap keeps it with the word before.
_CLOSING_NUMBER = re.compile(r"[-+\u2212]?\d{1,3}(?:[.,]\d+)?[.,:;!?)]*")


def clean(text: str) -> str:
    """Text safe to render: tabs become spaces, other control characters go."""
    return _CONTROL.sub("", text.replace("\t", "    "))


def format_points(value: float, signed: bool = False) -> str:
    """``3``, ``2.5``; with ``signed`` also ``+3`` (zero stays ``0``)."""
    number = int(value) if float(value).is_integer() else round(float(value), 1)
    return f"+{number}" if signed and number > 0 else str(number)


def join_names(names: Sequence[str]) -> str:
    """``Ada``, ``Ada and Bruno``, ``Ada, Bruno and Carmen``."""
    names = list(names)
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]


def ellipsize(font: pygame.font.Font, text: str, width: int) -> str:
    """``text`` cut with an ellipsis so it fits ``width`` pixels ("" if not even that fits)."""
    if font.size(text)[0] <= width:
        return text
    lo, hi = 0, len(text)
    while lo < hi:  # longest prefix that fits with the ellipsis
        mid = (lo + hi + 1) // 2
        if font.size(text[:mid].rstrip() + ELLIPSIS)[0] <= width:
            lo = mid
        else:
            hi = mid - 1
    if lo == 0:
        return ELLIPSIS if font.size(ELLIPSIS)[0] <= width else ""
    return text[:lo].rstrip() + ELLIPSIS


def initials(name: str) -> str:
    """A name of several words as the capitals of their first letters, a number kept whole
    ("Player 3": "P3", "ana lu": "AL", "Bot #3": "B3"): what a column too narrow for the name
    shows, where an ellipsis would cut "Player 1" to "Player 6" alike. Words without a letter or
    digit are left out; a one-word name is returned as it is."""
    words = name.split()
    if len(words) < 2:
        return name
    out = []
    for word in words:
        kept = "".join(ch for ch in word if ch.isalnum())
        if kept.isdigit():
            out.append(kept)
        elif kept:
            out.append(kept[0].upper())
    return "".join(out) or name


def _break_word(font: pygame.font.Font, word: str, width: int) -> list[str]:
    pieces, current = [], ""
    for ch in word:
        if current and font.size(current + ch)[0] > width:
            pieces.append(current)
            current = ch
        else:
            current += ch
    if current:
        pieces.append(current)
    return pieces


def _phrases(words: list[str]) -> list[list[str]]:
    """The words in the groups wrap keeps on one line: a short number that ends with
    punctuation, or ends the paragraph, goes with the word before it ("Barbarian 10.")."""
    groups: list[list[str]] = []
    for i, word in enumerate(words):
        closing = word[-1] in ".,:;!?)" or i == len(words) - 1
        if groups and closing and _CLOSING_NUMBER.fullmatch(word):
            groups[-1].append(word)
        else:
            groups.append([word])
    return groups


def wrap(font: pygame.font.Font, text: str, width: int) -> list[str]:
    """Greedy word wrap to ``width`` pixels; explicit newlines are kept; long words are split.
    A line never starts with a lone closing number: "… the Barbarian 10." moves "Barbarian"
    down with its "10." (see ``_phrases``), unless the two do not fit on a line together."""
    width = max(1, width)
    lines: list[str] = []
    for para in clean(text).split("\n"):
        words = para.split()
        if not words:
            lines.append("")
            continue
        current = ""
        for group in _phrases(words):
            phrase = " ".join(group)
            pieces = group if len(group) > 1 and font.size(phrase)[0] > width else [phrase]
            for piece in pieces:
                current = _append(font, piece, width, current, lines)
        lines.append(current)
    return lines


def _append(font: pygame.font.Font, piece: str, width: int, current: str, lines: list[str]) -> str:
    """The line being filled once ``piece`` is added after ``current``: on it if it fits, else
    on a new one (``current`` goes to ``lines``), split if it is wider than a whole line."""
    trial = f"{current} {piece}" if current else piece
    if font.size(trial)[0] <= width:
        return trial
    if current:
        lines.append(current)
    if font.size(piece)[0] <= width:
        return piece
    *full, last = _break_word(font, piece, width)
    lines.extend(full)
    return last


def fit_size(fonts: Fonts, text: str, width: int, size: int, min_size: int) -> int:
    """The largest font size from ``size`` down to ``min_size`` at which ``text`` fits ``width``."""
    while size > min_size and fonts.get(size).size(text)[0] > width:
        size -= 1
    return size


def fit_lines(fonts: Fonts, text: str, width: int, height: int, size: int, min_size: int) -> tuple[int, list[str]]:
    """Wrap ``text`` into the box, shrinking the font if needed; the last line is ellipsized
    when even ``min_size`` does not fit, so nothing ever spills out."""
    for s in range(size, min_size - 1, -1):
        font = fonts.get(s)
        lines = wrap(font, text, width)
        if len(lines) * font.get_linesize() <= height:
            return s, lines
    font = fonts.get(min_size)
    lines = wrap(font, text, width)
    keep = max(1, height // max(1, font.get_linesize()))
    if len(lines) > keep:
        lines = lines[:keep]
        lines[-1] = ellipsize(font, lines[-1] + " " + ELLIPSIS, width)
    return min_size, lines


# --- light markdown --------------------------------------------------------------------------
@dataclass(frozen=True)
class Block:
    kind: str  # "heading", "bullet", "paragraph"
    text: str
    level: int = 0  # heading level (1 = '#'), or the bullet's nesting depth
    marker: str = "•"


_HEADING = re.compile(r"^(#{1,6})\s+(.*)$")
_BULLET = re.compile(r"^(\s*)[-*+]\s+(.*)$")
_NUMBERED = re.compile(r"^(\s*)(\d{1,3}[.)])\s+(.*)$")


def _inline(text: str) -> str:
    """Drop inline emphasis marks the default font cannot show anyway."""
    text = text.replace("**", "").replace("__", "").replace("`", "")
    return re.sub(r"(?<![\w*])\*(?!\s)([^*]+?)\*(?![\w*])", r"\1", text)


def parse_markdown(text: str) -> list[Block]:
    """'# ' headings, '- ' (or numbered) bullets, and paragraphs separated by blank lines."""
    blocks: list[Block] = []
    current: list[str] = []
    kind, level, marker = "paragraph", 0, "•"

    def flush() -> None:
        nonlocal current
        if current:
            blocks.append(Block(kind, _inline(" ".join(current)), level, marker))
        current = []

    for raw in clean(text).splitlines():
        line = raw.rstrip()
        if not line.strip():
            flush()
            kind, level = "paragraph", 0
            continue
        if m := _HEADING.match(line.strip()):
            flush()
            blocks.append(Block("heading", _inline(m.group(2).strip()), len(m.group(1))))
            kind, level = "paragraph", 0
        elif m := _BULLET.match(line):
            flush()
            kind, level, marker = "bullet", len(m.group(1).expandtabs()) // 2, "•"
            current = [m.group(2).strip()]
        elif m := _NUMBERED.match(line):
            flush()
            kind, level, marker = "bullet", len(m.group(1)) // 2, m.group(2)
            current = [m.group(3).strip()]
        else:
            current.append(line.strip())
    flush()
    return blocks


def blit_line(
    surface: pygame.Surface,
    fonts: Fonts,
    text: str,
    box: pygame.Rect,
    colour: tuple[int, int, int],
    size: int,
    min_size: int,
    align: str = "center",
) -> None:
    """One line of ``text`` in ``box``: shrunk toward ``min_size`` to fit, then ellipsized, centred
    vertically and aligned "left", "right" or "center"."""
    text = clean(text)
    s = fit_size(fonts, text, box.width, size, min_size)
    text = ellipsize(fonts.get(s), text, box.width)
    if not text:
        return
    img = fonts.render(text, s, colour)
    r = img.get_rect(centery=box.centery)
    if align == "left":
        r.left = box.left
    elif align == "right":
        r.right = box.right
    else:
        r.centerx = box.centerx
    surface.blit(img, r)
