"""The score grid: the one table drawing of the app, shared by the score sheet, the round summary,
the game over screen and the replay viewer.

``ScoreGrid`` draws a header row of seat names (with each seat's role that round under its name,
when given), a label column, body rows that scroll when there are many (rounds, or the rules that
scored), breakdown rows that share the spare height and shrink their text to fit, and total rows
pinned below a rule. What goes into the rows is the scenes' business (``game.scenes.scoresheet``).
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

import pygame

from game.ui import theme
from game.ui.fonts import Fonts
from game.ui.text import ELLIPSIS, blit_line, clean, ellipsize, initials, wrap

PLAIN = "plain"  # one short text per cell
ENTRIES = "entries"  # breakdown lines (label, points) per cell; shares the spare height
TOTAL = "total"  # pinned below the scrolling rows, under a rule
VALUES = "values"  # a rule's count and points per cell ((count, points), or None: a dash)

Entry = tuple[str, str]  # one breakdown line: what scored, and its points as shown


def _mix(a: theme.Colour, b: theme.Colour, t: float) -> theme.Colour:
    return (round(a[0] + (b[0] - a[0]) * t), round(a[1] + (b[1] - a[1]) * t), round(a[2] + (b[2] - a[2]) * t))


STRIPE = _mix(theme.PANEL, theme.PANEL_SHADE, 0.45)


@dataclass(frozen=True)
class GridRow:
    label: str
    cells: Sequence[Any]  # str per seat; for ENTRIES rows a sequence of Entry per seat
    kind: str = PLAIN


@dataclass
class _Layout:
    size: int = 20  # font size of cells
    header_h: int = 0
    row_h: int = 0
    entries_h: int = 0  # height of each ENTRIES row
    label_w: int = 0
    col_w: float = 0.0
    visible: int = 0  # scrolling rows shown at once
    scrollbar: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    body: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))


class ScoreGrid:
    """Seats as columns, rows of points; Up/Down/PgUp/PgDn/Home/End and the wheel scroll it."""

    def __init__(
        self,
        fonts: Fonts,
        headers: Sequence[str],
        rows: Sequence[GridRow],
        *,
        highlight: Collection[int] = (),
        empty_text: str = "",
        start_at_end: bool = False,
        roles: Sequence[str] = (),
    ) -> None:
        self.fonts = fonts
        self.headers = [clean(h) for h in headers]
        self.roles = [clean(r) for r in roles] if any(roles) else []  # under each header
        self.scrolling = [r for r in rows if r.kind != TOTAL]
        self.totals = [r for r in rows if r.kind == TOTAL]
        self.highlight = set(highlight)
        self.empty_text = empty_text
        self.start_at_end = start_at_end
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.font_size = 20
        self.scroll = 0  # index of the first scrolling row shown
        self._placed = False
        self._lay = _Layout()

    # --- geometry -------------------------------------------------------------------------------
    @property
    def columns(self) -> int:
        return max(1, len(self.headers))

    def _role_size(self, size: int) -> int:
        return max(13, round(size * 0.78))

    def _min_size(self, size: int) -> int:
        return min(size, max(18, int(size * 0.8)))

    def _row_h(self, size: int) -> int:
        return round(self.fonts.line_height(size) * 1.3)

    def _label_w(self, width: int, size: int) -> int:
        """As wide as the longest row label, leaving every seat column room for its name."""
        labels = [r.label for r in self.scrolling + self.totals if r.label]
        if not labels:
            return 0
        font = self.fonts.get(size)
        pad = max(6, size // 2)
        natural = max(font.size(clean(t))[0] for t in labels) + 2 * pad
        widest_name = max((font.size(h)[0] for h in self.headers), default=0) + 2 * pad
        column = max(size * 3, min(widest_name, size * 6))
        return max(min(natural, size * 5), min(natural, width - self.columns * column))

    def _entry_lines(self, font: pygame.font.Font, entries: Sequence[Entry], width: int) -> list[tuple[str, str, bool]]:
        """Each entry wrapped, its points right-aligned on its last line (like a receipt); the
        flag marks an entry's first line, which gets a small gap above it."""
        gap = font.size("  ")[0]
        lines: list[tuple[str, str, bool]] = []
        for label, points in entries:
            wrapped = wrap(font, label, width)
            if points and font.size(wrapped[-1])[0] + gap + font.size(points)[0] > width:
                wrapped.append("")
            for i, line in enumerate(wrapped):
                lines.append((line, points if i == len(wrapped) - 1 else "", i == 0))
        return lines

    @staticmethod
    def _entry_gap(lh: int) -> int:
        return max(2, lh // 4)

    def _cell_height(self, lines: Sequence[tuple[str, str, bool]], lh: int) -> int:
        starts = sum(1 for _, _, first in lines if first)
        return max(1, len(lines)) * lh + max(0, starts - 1) * self._entry_gap(lh)

    def _entries_size(self, size: int, col_w: int, height: int | None = None) -> int:
        """The font size for the breakdown rows: the largest from ``size`` down at which no
        entry wraps (and, given ``height``, every cell fits); else the largest that fits."""
        pad = _pad(size)
        cells = [cell for row in self.scrolling if row.kind == ENTRIES for cell in row.cells]
        sizes = range(size, self._min_size(size) - 1, -1)

        def fits(s: int, one_line: bool) -> bool:
            font = self.fonts.get(s)
            for cell in cells:
                lines = self._entry_lines(font, cell, col_w - 2 * pad)
                if one_line and len(lines) > len(cell):
                    return False
                if height is not None and self._cell_height(lines, font.get_linesize()) > height - pad:
                    return False
            return True

        one_line = next((s for s in sizes if s >= size * 0.88 and fits(s, True)), None)
        return one_line or next((s for s in sizes if fits(s, False)), sizes[-1])

    def _entries_height(self, size: int, col_w: int) -> int:
        """The tallest breakdown cell (with its padding) at the size the row will use."""
        s = self._entries_size(size, col_w)
        font = self.fonts.get(s)
        pad = _pad(size)
        tallest = font.get_linesize()
        for row in self.scrolling:
            if row.kind == ENTRIES:
                for cell in row.cells:
                    tallest = max(tallest, self._cell_height(self._entry_lines(font, cell, col_w - 2 * pad), font.get_linesize()))
        return tallest + pad

    def natural_height(self, width: int, font_size: int) -> int:
        """The height that shows every row at ``font_size`` without shrinking or scrolling."""
        col_w = (width - self._label_w(width, font_size)) // self.columns
        plain = sum(1 for r in self.scrolling if r.kind != ENTRIES) + len(self.totals)
        n_entries = sum(1 for r in self.scrolling if r.kind == ENTRIES)
        body = plain * self._row_h(font_size) + n_entries * self._entries_height(font_size, col_w)
        if not self.scrolling and self.empty_text:
            body += self._row_h(font_size) * 2
        roles = self.fonts.line_height(self._role_size(font_size)) if self.roles else 0
        return self._row_h(font_size) + roles + body + 4

    def place(self, rect: pygame.Rect, font_size: int) -> None:
        self.rect = pygame.Rect(rect)
        self.font_size = font_size
        self._layout()
        if not self._placed:
            self._placed = True
            if self.start_at_end:
                self.scroll = self.max_scroll
        self.scroll_to(self.scroll)

    def _layout(self) -> None:
        r = self.rect
        lay = _Layout()
        n_entries = sum(1 for row in self.scrolling if row.kind == ENTRIES)
        plain_scrolling = len(self.scrolling) - n_entries
        size = self.font_size
        # shrink the text until every row fits, down to a readable minimum; then scroll
        while True:
            row_h = self._row_h(size)
            roles = self.fonts.line_height(self._role_size(size)) if self.roles else 0
            fixed = row_h * (1 + len(self.totals) + plain_scrolling) + roles
            spare = r.height - fixed - 4
            lh = self.fonts.line_height(self._min_size(size))
            if (n_entries and spare >= n_entries * lh) or (not n_entries and spare >= 0) or size <= self._min_size(self.font_size):
                break
            size -= 1
        lay.size = size
        lay.row_h = self._row_h(size)
        lay.header_h = lay.row_h + (self.fonts.line_height(self._role_size(size)) if self.roles else 0)
        total_h = lay.row_h * len(self.totals)
        lay.body = pygame.Rect(r.left, r.top + lay.header_h, r.width, max(0, r.height - lay.header_h - total_h - 4))
        lay.visible = len(self.scrolling) if n_entries else max(1, lay.body.height // max(1, lay.row_h))
        scrolls = not n_entries and len(self.scrolling) > lay.visible
        bar_w = max(8, size // 3) if scrolls else 0
        lay.scrollbar = pygame.Rect(r.right - bar_w, lay.body.top, bar_w, lay.visible * lay.row_h) if scrolls else pygame.Rect(0, 0, 0, 0)
        width = r.width - (bar_w + 4 if scrolls else 0)
        lay.label_w = self._label_w(width, size)
        lay.col_w = (width - lay.label_w) / self.columns
        if n_entries:  # breakdown rows: as tall as their text needs, at most a share of what is left
            room = (lay.body.height - plain_scrolling * lay.row_h) // n_entries
            natural = self._entries_height(size, int(lay.col_w))
            lay.entries_h = max(self.fonts.line_height(self._min_size(size)), min(room, natural))
        self._lay = lay

    @property
    def max_scroll(self) -> int:
        return max(0, len(self.scrolling) - self._lay.visible)

    def scroll_to(self, first: int) -> None:
        self.scroll = max(0, min(self.max_scroll, int(first)))

    def scroll_by(self, rows: int) -> None:
        self.scroll_to(self.scroll + rows)

    def _thumb(self) -> pygame.Rect:
        track = self._lay.scrollbar
        total = max(1, len(self.scrolling))
        h = max(track.width * 2, int(track.height * self._lay.visible / total))
        room = track.height - h
        y = track.top + (int(room * self.scroll / self.max_scroll) if self.max_scroll else 0)
        return pygame.Rect(track.left, y, track.width, h)

    # --- input ----------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        """The wheel anywhere, scrolling keys, and clicks on the scrollbar track."""
        if not self.max_scroll:
            return False
        if event.type == pygame.MOUSEWHEEL:
            dy = int(getattr(event, "y", 0) or 0)
            self.scroll_by(-dy if not getattr(event, "flipped", False) else dy)
            return True
        if event.type == pygame.KEYDOWN:
            page = max(1, self._lay.visible - 1)
            steps = {pygame.K_UP: -1, pygame.K_DOWN: 1, pygame.K_PAGEUP: -page, pygame.K_PAGEDOWN: page}
            if event.key in steps:
                self.scroll_by(steps[event.key])
                return True
            if event.key in (pygame.K_HOME, pygame.K_END):
                self.scroll_to(0 if event.key == pygame.K_HOME else self.max_scroll)
                return True
            return False
        pos = getattr(event, "pos", None)
        if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 0) == 1 and isinstance(pos, tuple | list):
            if self._lay.scrollbar.inflate(self._lay.scrollbar.width, 0).collidepoint(pos):
                thumb = self._thumb()
                page = max(1, self._lay.visible - 1)
                if pos[1] < thumb.top:
                    self.scroll_by(-page)
                elif pos[1] > thumb.bottom:
                    self.scroll_by(page)
                return True
        return False

    # --- drawing --------------------------------------------------------------------------------
    def _col_rect(self, i: int, top: int, height: int) -> pygame.Rect:
        lay = self._lay
        left = self.rect.left + lay.label_w + round(i * lay.col_w)
        right = self.rect.left + lay.label_w + round((i + 1) * lay.col_w)
        return pygame.Rect(left, top, right - left, height)

    def _text(
        self,
        surface: pygame.Surface,
        text: str,
        box: pygame.Rect,
        colour: theme.Colour,
        align: str = "center",
        size: int | None = None,
        shrink: bool = True,
    ) -> None:
        """One line in ``box``: shrunk a little (unless not ``shrink``), then ellipsized."""
        size = size or self._lay.size
        pad = _pad(size)
        inner = box.inflate(-2 * pad, 0)
        if inner.width <= 0:
            return
        blit_line(surface, self.fonts, text, inner, colour, size, self._min_size(size) if shrink else size, align)

    def _header(self, name: str, box: pygame.Rect) -> str:
        """``name``, or its initials where it does not fit its column even shrunk: six columns of
        "Play…" say nothing, "P1" to "P6" do."""
        size = self._lay.size
        room = box.width - 2 * _pad(size)
        return name if self.fonts.get(self._min_size(size)).size(name)[0] <= room else initials(name)

    def _draw_entries(self, surface: pygame.Surface, cells: Sequence[Sequence[Entry]], top: int, height: int) -> None:
        lay = self._lay
        pad = _pad(lay.size)
        inner_w = round(lay.col_w) - 2 * pad
        size = self._entries_size(lay.size, round(lay.col_w), height)
        font = self.fonts.get(size)
        lh = font.get_linesize()
        for i, cell in enumerate(cells):
            box = self._col_rect(i, top, height).inflate(-2 * pad, 0)
            if not cell:
                self._text(surface, "–", pygame.Rect(box.left, top + pad // 2, box.width, lh), theme.INK_DISABLED, size=size)
                continue
            lines = self._entry_lines(font, cell, inner_w)
            y = top + pad // 2
            bottom = top + height - pad // 2
            for n, (text, points, first) in enumerate(lines):
                if first and n:
                    y += self._entry_gap(lh)
                if y + lh > bottom:  # even the smallest size does not fit: mark the cut
                    break
                last = n + 1 < len(lines) and y + lh + (self._entry_gap(lh) if lines[n + 1][2] else 0) + lh > bottom
                if last:
                    room = inner_w - (font.size(points + "  ")[0] if points else 0)
                    text = ellipsize(font, text + " " + ELLIPSIS, room)
                if text:
                    surface.blit(self.fonts.render(text, size, theme.INK), (box.left, y))
                if points:
                    img = self.fonts.render(points, size, theme.INK)
                    surface.blit(img, img.get_rect(topright=(box.right, y)))
                y += lh
                if last:
                    break

    def _draw_values(self, surface: pygame.Surface, cells: Sequence[Any], top: int, height: int) -> None:
        """Each cell's count at its left and its points at its right; a dash where none."""
        for i, cell in enumerate(cells[: self.columns]):
            box = self._col_rect(i, top, height)
            if cell is None:
                self._text(surface, "–", box, theme.INK_DISABLED)
                continue
            count, points = cell
            box = box.inflate(-round(box.width * 0.12), 0)  # clear of the next column's count
            half = pygame.Rect(box.left, top, box.width // 2, height)
            self._text(surface, count, half, theme.INK_SOFT, "left")
            self._text(surface, points, pygame.Rect(half.right, top, box.right - half.right, height), theme.INK, "right")

    def _row_height(self, row: GridRow) -> int:
        return self._lay.entries_h if row.kind == ENTRIES else self._lay.row_h

    def _shown(self) -> list[GridRow]:
        return self.scrolling[self.scroll : self.scroll + self._lay.visible]

    def _totals_top(self) -> int:
        """Just under the last row shown (the totals follow the rows, not the bottom edge)."""
        used = sum(self._row_height(row) for row in self._shown())
        if not self.scrolling and self.empty_text:
            used = self._lay.row_h * 2
        return min(self._lay.body.bottom, self._lay.body.top + used) + 4

    def draw(self, surface: pygame.Surface) -> None:
        if self.rect.width <= 0 or self.rect.height <= 0:
            return
        lay = self._lay
        r = self.rect
        old_clip = surface.get_clip()
        surface.set_clip(r.clip(old_clip) if old_clip else r)
        rule = max(1, theme.metrics(surface.get_height()).border // 2)
        shown = self._shown()
        totals_top = self._totals_top()
        y = lay.body.top
        for n, row in enumerate(shown):  # stripes on every other row
            h = self._row_height(row)
            if (self.scroll + n) % 2 == 1 and row.kind != ENTRIES:
                pygame.draw.rect(surface, STRIPE, (r.left, y, r.width - lay.scrollbar.width, h))
            y += h
        for i in self.highlight:  # the winners' columns
            if 0 <= i < self.columns:
                column = self._col_rect(i, r.top, totals_top + lay.row_h * len(self.totals) - r.top)
                surface.blit(_tint(column.size, theme.GOLD), column)
        name_h = lay.row_h if self.roles else lay.header_h
        for i, name in enumerate(self.headers):
            box = self._col_rect(i, r.top, name_h)
            self._text(surface, self._header(name, box), box, theme.HEADING)
            if i < len(self.roles) and self.roles[i]:
                role_box = self._col_rect(i, r.top + name_h - lay.row_h // 6, lay.header_h - name_h)
                self._text(surface, self.roles[i], role_box, theme.INK_SOFT, size=self._role_size(lay.size))
        pygame.draw.line(surface, theme.PANEL_EDGE, (r.left, r.top + lay.header_h - 1), (r.right, r.top + lay.header_h - 1), rule)
        y = lay.body.top
        if not self.scrolling and self.empty_text:
            self._text(surface, self.empty_text, pygame.Rect(r.left, y, r.width, lay.row_h * 2), theme.INK_SOFT)
        for row in shown:
            h = self._row_height(row)
            if row.label:
                label_box = pygame.Rect(r.left, y, lay.label_w, min(h, lay.row_h))
                self._text(surface, row.label, label_box, theme.INK_SOFT, "left", shrink=row.kind == VALUES)
            if row.kind == ENTRIES:
                self._draw_entries(surface, row.cells, y, h)
            elif row.kind == VALUES:
                self._draw_values(surface, row.cells, y, h)
            else:
                for i, cell in enumerate(row.cells[: self.columns]):
                    self._text(surface, str(cell), self._col_rect(i, y, h), theme.INK)
            y += h
        y = totals_top
        if self.totals:
            pygame.draw.line(surface, theme.PANEL_EDGE, (r.left, y - 2), (r.right, y - 2), rule * 2)
        for row in self.totals:
            self._text(surface, row.label, pygame.Rect(r.left, y, lay.label_w, lay.row_h), theme.HEADING, "left", shrink=False)
            for i, cell in enumerate(row.cells[: self.columns]):
                self._text(surface, str(cell), self._col_rect(i, y, lay.row_h), theme.HEADING)
            y += lay.row_h
        surface.set_clip(old_clip)
        if lay.scrollbar.width and self.max_scroll:
            track = lay.scrollbar
            pygame.draw.rect(surface, theme.TRACK, track, border_radius=track.width // 2)
            pygame.draw.rect(surface, theme.PANEL_EDGE, self._thumb(), border_radius=track.width // 2)


def _pad(size: int) -> int:
    """The space left at each side of a cell's text at font ``size``."""
    return max(4, size // 3)


@lru_cache(maxsize=8)
def _tint(size: tuple[int, int], colour: theme.Colour) -> pygame.Surface:
    """A translucent band over a highlighted column (the row stripes still show through)."""
    band = pygame.Surface((max(1, size[0]), max(1, size[1])), pygame.SRCALPHA)
    band.fill((*colour, 70))
    return band
