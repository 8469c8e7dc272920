"""In-app rules: pick a game from the registry, then read its rules in a scrollable view."""

from __future__ import annotations

from functools import partial
from typing import Any

import pygame

from game.scene import Scene
from game.scenes.panel import PanelScene
from game.ui import theme
from game.ui.focus import FocusManager
from game.ui.menu import MenuPanel
from game.ui.scrollview import ScrollView
from game.ui.widgets import Button, Label
from rules.core.registry import GameInfo, all_games

SCROLL_KEYS = (pygame.K_UP, pygame.K_DOWN, pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_HOME, pygame.K_END, pygame.K_SPACE)


class RulesMenuScene(PanelScene):
    """One button per registered game."""

    def build(self) -> MenuPanel:
        fonts = self.ctx.fonts
        rows: list[Any] = [Button(fonts, info.title, partial(self.open, info.id)) for info in all_games().values()]
        if not rows:
            rows.append(Label(fonts, "No games are installed."))
        rows.append(Button(fonts, "Back", self.close, primary=True))
        return MenuPanel(fonts, "Rules", rows, width=0.4, on_escape=self.close)

    def open(self, game_id: str) -> None:
        self.ctx.push(self.ctx.scenes.rules(game_id))


class RulesView(Scene):
    """A game's ``rules_text`` in a large panel, scrolled with wheel, drag, scrollbar or keys."""

    is_overlay = True

    def __init__(self, info: GameInfo) -> None:
        super().__init__()
        self.info = info
        self.title = info.title
        self.scroll: ScrollView | None = None
        self.back: Button | None = None
        self.hint: Label | None = None
        self.focus = FocusManager()
        self.panel_rect = pygame.Rect(0, 0, 0, 0)
        self.title_rect = pygame.Rect(0, 0, 0, 0)
        self.size: tuple[int, int] = theme.MIN_SIZE

    def on_enter(self) -> None:
        fonts = self.ctx.fonts
        self.scroll = ScrollView(fonts, self.body_text())
        self.back = Button(fonts, "Back", self.close, primary=True)
        self.hint = Label(fonts, "Scroll with the wheel, the arrow keys or Page Up / Page Down", colour=theme.INK_SOFT, align="left")
        self.focus.set_widgets([self.back])
        self.on_resize(self.size)

    def body_text(self) -> str:
        """The rules text without a first heading that only repeats the game's title."""
        text = self.info.rules_text
        first, _, rest = text.lstrip().partition("\n")
        if first.strip().lstrip("#").strip().lower() == self.title.lower() and first.startswith("#"):
            return rest
        return text

    def on_resize(self, size: tuple[int, int]) -> None:
        self.size = size
        if self.scroll is None or self.back is None or self.hint is None:
            return
        w, h = size
        m = theme.metrics(h)
        margin = max(m.pad, int(min(w, h) * 0.04))
        width = min(w - 2 * margin, max(720, int(h * 1.35)))
        self.panel_rect = pygame.Rect((w - width) // 2, margin, width, h - 2 * margin)
        inner = self.panel_rect.inflate(-2 * m.pad, -2 * m.pad)
        self.title_rect = pygame.Rect(inner.left, inner.top, inner.width, int(self.ctx.fonts.line_height(m.heading) * 1.1))
        bottom_h = m.row
        self.back.place(pygame.Rect(inner.right - int(m.row * 3), inner.bottom - bottom_h, int(m.row * 3), bottom_h), m.body)
        self.hint.place(pygame.Rect(inner.left, inner.bottom - bottom_h, self.back.rect.left - inner.left - m.pad, bottom_h), m.small)
        body = pygame.Rect(inner.left, self.title_rect.bottom + m.pad // 2, inner.width, self.back.rect.top - m.pad - self.title_rect.bottom - m.pad // 2)
        self.scroll.place(body, max(18, int(m.body * 0.9)))

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.scroll is None:
            return
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
                self.close()
                return
            if event.key in SCROLL_KEYS:
                self.scroll.handle_event(event)
                return
        if self.focus.handle_event(event):
            return
        self.scroll.handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        if self.scroll is None or self.back is None or self.hint is None:
            return
        m = theme.metrics(surface.get_height())
        theme.draw_veil(surface)
        theme.draw_panel(surface, self.panel_rect, m)
        fonts = self.ctx.fonts
        size = m.heading
        text = f"{self.title}: rules"
        while size > 14 and fonts.get(size).size(text)[0] > self.title_rect.width:
            size -= 2
        img = fonts.render(text, size, theme.HEADING)
        surface.blit(img, img.get_rect(midleft=(self.title_rect.left, self.title_rect.centery)))
        line_y = self.title_rect.bottom + m.pad // 4
        pygame.draw.line(surface, theme.PANEL_EDGE, (self.title_rect.left, line_y), (self.title_rect.right, line_y), max(1, m.border // 2))
        self.scroll.draw(surface)
        self.hint.draw(surface)
        self.back.draw(surface)

