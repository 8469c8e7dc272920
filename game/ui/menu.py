"""A centred cream panel with a heading and a column of widgets: the shape of every menu,
settings page, pause menu and message box. It lays itself out for the screen size (rows shrink
on short screens) and runs keyboard focus over its widgets."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from game.ui import theme
from game.ui.focus import FocusManager
from game.ui.fonts import Fonts
from game.ui.text import wrap
from game.ui.widgets import Widget


class MenuPanel:
    def __init__(
        self,
        fonts: Fonts,
        title: str,
        rows: Sequence[Widget | tuple[Widget, float]],
        *,
        width: float = 0.42,
        min_width: int = 420,
        on_escape: Callable[[], Any] | None = None,
        anchor: tuple[float, float] = (0.5, 0.5),
    ) -> None:
        """``rows`` are widgets, or (widget, height in rows) for taller ones such as text."""
        self.fonts = fonts
        self.title = title
        self.rows: list[tuple[Widget, float]] = [r if isinstance(r, tuple) else (r, 1.0) for r in rows]
        self.width = width
        self.min_width = min_width
        self.on_escape = on_escape
        self.anchor = anchor
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.title_rect = pygame.Rect(0, 0, 0, 0)
        self.focus = FocusManager(w for w, _ in self.rows)
        self._area: pygame.Rect | None = None

    @property
    def widgets(self) -> list[Widget]:
        return [w for w, _ in self.rows]

    def set_rows(self, rows: Sequence[Widget | tuple[Widget, float]]) -> None:
        self.rows = [r if isinstance(r, tuple) else (r, 1.0) for r in rows]
        self.focus.set_widgets(self.widgets)
        if self._area is not None:
            self.layout(self._area)

    def text_rows(self, text: str, size: tuple[int, int], max_rows: float = 6.0) -> float:
        """How many rows a Label holding ``text`` needs inside this panel at ``size``."""
        m = theme.metrics(size[1])
        width = self._panel_width(size[0], m) - 2 * m.pad
        lines = len(wrap(self.fonts.get(m.body), text, width))
        return min(max_rows, max(1.0, lines * self.fonts.line_height(m.body) / (m.row * 0.9)))

    def _panel_width(self, screen_w: int, m: theme.Metrics) -> int:
        return min(screen_w - 2 * m.pad, max(self.min_width, int(screen_w * self.width)))

    def layout(self, area: pygame.Rect) -> None:
        """Place the panel inside ``area`` (usually the whole screen)."""
        self._area = pygame.Rect(area)
        m = theme.metrics(area.height if area.height >= 300 else 300)
        width = self._panel_width(area.width, m)
        title_h = int(self.fonts.line_height(m.heading) * 1.25) if self.title else 0
        gap = max(4, int(m.pad * 0.6))
        units = sum(h for _, h in self.rows)
        head = title_h + (m.pad // 2 if self.title else 0)
        room = area.height - 2 * m.pad - head - 2 * m.pad - gap * max(0, len(self.rows) - 1)
        row = m.row
        if units and units * row > room:
            row = max(24, int(room / units))
        height = head + 2 * m.pad + int(units * row) + gap * max(0, len(self.rows) - 1)
        height = min(height, area.height - 2 * m.pad)
        x = area.left + int((area.width - width) * self.anchor[0])
        y = area.top + int((area.height - height) * self.anchor[1])
        self.rect = pygame.Rect(x, y, width, height)
        self.title_rect = pygame.Rect(x + m.pad, y + m.pad, width - 2 * m.pad, title_h)
        font_size = m.body if row >= m.row else max(14, int(m.body * row / m.row))
        y = self.title_rect.bottom + (m.pad // 2 if self.title else 0)
        for widget, h in self.rows:
            rh = int(h * row)
            widget.place(pygame.Rect(x + m.pad, y, width - 2 * m.pad, rh), font_size)
            y += rh + gap

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.focus.handle_event(event):
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.on_escape is not None:
            self.on_escape()
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        m = theme.metrics(surface.get_height())
        theme.draw_panel(surface, self.rect, m)
        if self.title:
            size = m.heading
            font = self.fonts.get(size)
            while size > 12 and font.size(self.title)[0] > self.title_rect.width:
                size -= 2
                font = self.fonts.get(size)
            img = self.fonts.render(self.title, size, theme.HEADING)
            surface.blit(img, img.get_rect(center=self.title_rect.center))
        self.focus.draw(surface)
