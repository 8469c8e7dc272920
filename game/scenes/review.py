"""An overlay showing the last finished trick (or the last plays a game revealed, such as bids).

A trick (a ``TrickOutcome``) shows each card face up with its player's name, "as Mage 9.5" under
a card that counted otherwise, the taker's card raised and outlined, and the trick's headline
(who takes it and why, in the game's words). Plain plays show each card and its player.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from game.art.cards import CardArt
from game.art.styles import DeckStyle
from game.layout import logical_card_size
from game.scene import Scene
from game.ui import theme
from game.ui.text import ellipsize, fit_lines, wrap
from rules.core.cards import Card
from rules.core.events import TrickOutcome

CELL_MIN = 150  # the least width a card's column keeps for its player's name (at 1280x720)
OUTLINE = (226, 178, 58)


class ReviewScene(Scene):
    is_overlay = True

    def __init__(
        self,
        title: str,
        shown: TrickOutcome | Sequence[tuple[int, Card]],
        name: Callable[[int], str],
        style: str | DeckStyle,
    ) -> None:
        super().__init__()
        self.outcome = shown if isinstance(shown, TrickOutcome) else None
        self.plays = list(shown.cards if isinstance(shown, TrickOutcome) else shown)
        self.title = f"{title} · {shown.label}" if isinstance(shown, TrickOutcome) else title
        self.name = name
        self.style = style
        self.size = theme.MIN_SIZE
        self.art: CardArt | None = None
        self.panel = pygame.Rect(0, 0, 0, 0)

    @property
    def taker(self) -> int | None:
        return self.outcome.taker if self.outcome is not None else None

    def counted_as(self, index: int) -> str:
        """"as Mage 9.5" under a card that counted otherwise than printed; "" otherwise."""
        shown = self.outcome.shown_as(index) if self.outcome is not None else ""
        return f"as {shown}" if shown else ""

    def reason(self) -> str:
        return self.outcome.headline(self.name) if self.outcome is not None else ""

    def on_resize(self, size: tuple[int, int]) -> None:
        self.size = size
        self.art = None

    def _scale(self) -> float:
        return min(self.size[0] / 1280, self.size[1] / 720)

    def _cell_w(self, m: theme.Metrics) -> int:
        count = max(1, len(self.plays))
        room = (self.size[0] - 2 * m.pad - 2 * m.pad) // count
        return max(40, min(round(CELL_MIN * self._scale()), room))

    def _art(self, m: theme.Metrics) -> CardArt:
        if self.art is None:
            w, h = logical_card_size("medium")
            scale = self._scale()
            cw = min(round(w * scale), self._cell_w(m) - m.pad)
            self.art = CardArt(self.style, (cw, round(cw * h / w)), self.ctx.settings.colorblind)
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
        m = theme.metrics(self.size[1])
        art = self._art(m)
        fonts = self.ctx.fonts
        cw, ch = art.size
        gap = m.pad
        count = max(1, len(self.plays))
        cell = self._cell_w(m)
        lift = max(6, round(ch * 0.1)) if self.taker is not None else 0
        name_h = fonts.line_height(m.small)
        as_size = max(14, round(m.small * 0.85))
        as_h = 2 * fonts.line_height(as_size) if any(self.counted_as(i) for i in range(len(self.plays))) else 0
        width = min(self.size[0] - 2 * m.pad, max(count * cell + 2 * gap, round(560 * self._scale())))
        reason = self.reason()
        reason_size = m.small
        reason_lines = wrap(fonts.get(reason_size), reason, width - 2 * gap) if reason else []
        if len(reason_lines) > 3:
            reason_size, reason_lines = fit_lines(
                fonts, reason, width - 2 * gap, 3 * fonts.line_height(m.small), m.small, max(13, m.small - 6)
            )
        reason_h = len(reason_lines) * fonts.line_height(reason_size)
        height = (
            fonts.line_height(m.heading) + lift + ch + name_h + as_h + reason_h + fonts.line_height(m.small) + 3 * gap
        )
        height = min(height, self.size[1] - 2 * m.pad)
        panel = pygame.Rect(0, 0, width, height)
        panel.center = (self.size[0] // 2, self.size[1] // 2)
        self.panel = panel
        theme.draw_panel(surface, panel, m)
        title_size = m.heading
        while title_size > 16 and fonts.get(title_size).size(self.title)[0] > width - 2 * gap:
            title_size -= 1
        title = fonts.render(self.title, title_size, theme.HEADING)
        surface.blit(title, title.get_rect(midtop=(panel.centerx, panel.top + gap // 2)))
        left = panel.centerx - count * cell / 2
        top = panel.top + gap + fonts.line_height(m.heading) + lift
        for i, (seat, card) in enumerate(self.plays):
            centre = round(left + (i + 0.5) * cell)
            card_rect = pygame.Rect(0, 0, cw, ch)
            card_rect.midtop = (centre, top)
            takes = seat == self.taker
            if takes:
                card_rect.move_ip(0, -lift)
                ring = card_rect.inflate(2 * m.focus + 2, 2 * m.focus + 2)
                pygame.draw.rect(surface, OUTLINE, ring, width=m.focus, border_radius=m.radius)
            surface.blit(art.face(card), card_rect)
            y = top + ch + gap // 3
            name = ellipsize(fonts.get(m.small), self.name(seat), cell - gap // 2)
            label = fonts.render(name, m.small, theme.HEADING if takes else theme.INK)
            surface.blit(label, label.get_rect(midtop=(centre, y)))
            y += name_h
            counted = self.counted_as(i)
            if counted:
                for line in wrap(fonts.get(as_size), counted, cell - gap // 2)[:2]:
                    img = fonts.render(line, as_size, theme.INK_SOFT)
                    surface.blit(img, img.get_rect(midtop=(centre, y)))
                    y += fonts.line_height(as_size)
        y = top + ch + name_h + as_h + gap // 2
        for line in reason_lines:
            img = fonts.render(line, reason_size, theme.INK)
            surface.blit(img, img.get_rect(midtop=(panel.centerx, y)))
            y += fonts.line_height(reason_size)
        hint = fonts.render("Click or press Enter to close", m.small, theme.INK_SOFT)
        surface.blit(hint, hint.get_rect(midbottom=(panel.centerx, panel.bottom - gap // 3)))
