"""An overlay showing the last finished trick (or the last revealed bids), cards face up with
who played each."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.art.cards import CardArt
from game.art.styles import DeckStyle
from game.layout import logical_card_size
from game.scene import Scene
from game.ui import theme
from game.ui.text import ellipsize
from rules.core.cards import Card


class ReviewScene(Scene):
    is_overlay = True

    def __init__(
        self, title: str, plays: Sequence[tuple[int, Card]], names: Sequence[str], style: str | DeckStyle
    ) -> None:
        super().__init__()
        self.title = title
        self.plays = list(plays)
        self.names = list(names)
        self.style = style
        self.size = theme.MIN_SIZE
        self.art: CardArt | None = None

    def on_resize(self, size: tuple[int, int]) -> None:
        self.size = size
        self.art = None

    def _art(self) -> CardArt:
        if self.art is None:
            w, h = logical_card_size("medium")
            scale = min(self.size[0] / 1280, self.size[1] / 720)
            self.art = CardArt(self.style, (round(w * scale), round(h * scale)), self.ctx.settings.colorblind)
        return self.art

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (
            pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_l
        ):
            self.ctx.remove(self)
        elif event.type == pygame.MOUSEBUTTONUP and getattr(event, "button", 1) == 1:
            self.ctx.remove(self)

    def draw(self, surface: pygame.Surface) -> None:
        theme.draw_veil(surface)
        art = self._art()
        m = theme.metrics(self.size[1])
        fonts = self.ctx.fonts
        cw, ch = art.size
        gap = m.pad
        count = max(1, len(self.plays))
        width = min(self.size[0] - 2 * m.pad, count * cw + (count + 1) * gap)
        step = (width - gap * 2 - cw) / max(1, count - 1) if count > 1 else 0
        step = min(step, cw + gap)
        height = fonts.line_height(m.heading) + ch + 2 * fonts.line_height(m.small) + 3 * gap
        panel = pygame.Rect(0, 0, width, height)
        panel.center = (self.size[0] // 2, self.size[1] // 2)
        theme.draw_panel(surface, panel, m)
        title = fonts.render(self.title, m.heading, theme.HEADING)
        surface.blit(title, title.get_rect(midtop=(panel.centerx, panel.top + gap // 2)))
        span = cw + step * (count - 1)
        left = panel.centerx - span / 2
        top = panel.top + gap + fonts.line_height(m.heading)
        for i, (seat, card) in enumerate(self.plays):
            x = round(left + i * step)
            surface.blit(art.face(card), (x, top))
            name = ellipsize(fonts.get(m.small), self.names[seat], round(max(step, cw)))
            label = fonts.render(name, m.small, theme.INK)
            surface.blit(label, label.get_rect(midtop=(x + cw // 2, top + ch + gap // 3)))
        hint = fonts.render("Click or press Enter to close", m.small, theme.INK_SOFT)
        surface.blit(hint, hint.get_rect(midbottom=(panel.centerx, panel.bottom - gap // 3)))
