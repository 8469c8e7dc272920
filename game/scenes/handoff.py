"""The hand-off screen between hot-seat turns: it hides the whole table and names the next player.

It is an overlay (the table stays on the stack beneath, untouched) but it paints every pixel,
so no card of the table shows through while the screen changes hands.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.scene import Scene
from game.ui import theme
from game.ui.focus import FocusManager
from game.ui.text import clean, ellipsize, fit_lines, fit_size
from game.ui.widgets import Button


class HandoffScene(Scene):
    is_overlay = True

    def __init__(self, name: str, on_ready: Callable[[], Any], note: str = "", on_menu: Callable[[], Any] | None = None) -> None:
        """The button (click, Enter or Space) pops this overlay, then calls ``on_ready``.
        ``on_menu``, if given, is what Escape does (e.g. open the pause menu)."""
        super().__init__()
        self.name = clean(name)
        self.on_ready = on_ready
        self.note = clean(note)
        self.on_menu = on_menu
        self.size: tuple[int, int] = theme.MIN_SIZE
        self.button: Button | None = None
        self.focus = FocusManager()
        self.panel_rect = pygame.Rect(0, 0, 0, 0)
        self.done = False

    def on_enter(self) -> None:
        self.button = Button(self.ctx.fonts, f"I am {self.name} — show my hand", self.ready, primary=True)
        self.focus.set_widgets([self.button])
        self.on_resize(self.size)

    def on_resize(self, size: tuple[int, int]) -> None:
        self.size = size
        if self.button is None:
            return
        w, h = size
        m = theme.metrics(h)
        fonts = self.ctx.fonts
        width = min(w - 2 * m.pad, max(560, int(w * 0.5)))
        note_h = int(fonts.line_height(m.body) * 2.4) if self.note else 0
        kicker_h = int(fonts.line_height(m.small) * 1.4)
        heading_h = int(fonts.line_height(m.heading) * 1.3)
        height = 4 * m.pad + kicker_h + heading_h + note_h + int(m.row * 1.2)
        self.panel_rect = pygame.Rect((w - width) // 2, (h - height) // 2, width, height)
        inner = self.panel_rect.inflate(-2 * m.pad, -2 * m.pad)
        bw = min(inner.width, max(int(m.row * 7), fonts.get(m.body).size(self.button.text)[0] + 4 * m.pad))
        bh = int(m.row * 1.2)
        self.button.place(pygame.Rect(inner.centerx - bw // 2, inner.bottom - bh, bw, bh), m.body)

    def ready(self) -> None:
        if self.done:
            return
        self.done = True
        self.close()
        self.on_ready()

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            if self.on_menu is not None:
                self.on_menu()
            return
        self.focus.handle_event(event)
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.ready()  # whatever has the focus

    def draw(self, surface: pygame.Surface) -> None:
        if self.button is None:
            return
        theme.draw_felt(surface)  # opaque: nothing of the table beneath may show
        m = theme.metrics(surface.get_height())
        fonts = self.ctx.fonts
        theme.draw_panel(surface, self.panel_rect, m)
        inner = self.panel_rect.inflate(-2 * m.pad, -2 * m.pad)
        y = inner.top
        small_h = int(fonts.line_height(m.small) * 1.4)
        kicker = fonts.render(ellipsize(fonts.get(m.small), "Next turn", inner.width), m.small, theme.INK_SOFT)
        surface.blit(kicker, kicker.get_rect(midtop=(inner.centerx, y)))
        y += small_h
        heading = f"Pass the screen to {self.name}"
        size = fit_size(fonts, heading, inner.width, m.heading, 16)
        img = fonts.render(ellipsize(fonts.get(size), heading, inner.width), size, theme.HEADING)
        head_h = int(fonts.line_height(m.heading) * 1.3)
        surface.blit(img, img.get_rect(center=(inner.centerx, y + head_h // 2)))
        y += head_h
        if self.note:
            box_h = self.button.rect.top - m.pad // 2 - y
            size, lines = fit_lines(fonts, self.note, inner.width, box_h, m.body, max(12, int(m.body * 0.7)))
            lh = fonts.line_height(size)
            ty = y + (box_h - lh * len(lines)) // 2
            for line in lines:
                if line:
                    img = fonts.render(line, size, theme.INK)
                    surface.blit(img, img.get_rect(midtop=(inner.centerx, ty)))
                ty += lh
        self.focus.draw(surface)
