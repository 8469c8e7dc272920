"""The title screen: new game, continue, rules, settings, quit."""

from __future__ import annotations

import math

import pygame

from game.scene import Scene
from game.ui import theme
from game.ui.menu import MenuPanel
from game.ui.widgets import Button

TAGLINE = "Trick-taking card games, against bots or friends"
HINT = "Mouse, or Tab / arrow keys and Enter"


def _pip(surface: pygame.Surface, suit: int, center: tuple[int, int], r: int, colour: theme.Colour) -> None:
    """A small suit-like mark drawn with shapes (the default font has no suit glyphs)."""
    cx, cy = center
    if suit == 0:  # heart
        pygame.draw.circle(surface, colour, (cx - r // 2, cy - r // 4), r // 2 + 1)
        pygame.draw.circle(surface, colour, (cx + r // 2, cy - r // 4), r // 2 + 1)
        pygame.draw.polygon(surface, colour, [(cx - r, cy - r // 8), (cx + r, cy - r // 8), (cx, cy + r)])
    elif suit == 1:  # diamond
        pygame.draw.polygon(surface, colour, [(cx, cy - r), (cx + int(r * 0.75), cy), (cx, cy + r), (cx - int(r * 0.75), cy)])
    elif suit == 2:  # club
        for dx, dy in ((0, -r // 2), (-r // 2, r // 6), (r // 2, r // 6)):
            pygame.draw.circle(surface, colour, (cx + dx, cy + dy), r // 2)
        pygame.draw.polygon(surface, colour, [(cx, cy), (cx - r // 3, cy + r), (cx + r // 3, cy + r)])
    else:  # spade
        pygame.draw.circle(surface, colour, (cx - r // 2, cy + r // 5), r // 2)
        pygame.draw.circle(surface, colour, (cx + r // 2, cy + r // 5), r // 2)
        pygame.draw.polygon(surface, colour, [(cx - r, cy + r // 5), (cx + r, cy + r // 5), (cx, cy - r)])
        pygame.draw.polygon(surface, colour, [(cx, cy + r // 4), (cx - r // 3, cy + r), (cx + r // 3, cy + r)])


def _fan(size: tuple[int, int]) -> pygame.Surface:
    """Four blank cards fanned out, one per suit: decoration for the title."""
    w, h = size
    card_h = int(h * 0.3)
    card_w = int(card_h * 0.7)
    out = pygame.Surface((int(card_w * 2.6), int(card_h * 1.35)), pygame.SRCALPHA)
    r = max(4, card_w // 12)
    for i in range(4):
        card = pygame.Surface((card_w, card_h), pygame.SRCALPHA)
        pygame.draw.rect(card, theme.PANEL, card.get_rect(), border_radius=r)
        pygame.draw.rect(card, theme.PANEL_EDGE, card.get_rect(), width=max(2, r // 3), border_radius=r)
        colour = theme.PRIMARY if i in (0, 1) else theme.INK
        _pip(card, i, (card_w // 2, card_h // 2), card_w // 4, colour)
        _pip(card, i, (card_w // 6, card_h // 8), card_w // 14, colour)
        rotated = pygame.transform.rotozoom(card, 24 - i * 16, 1.0)
        angle = math.radians(-36 + i * 24)
        cx = out.get_width() // 2 + int(math.sin(angle) * card_h * 0.55)
        cy = int(card_h * 0.78) - int(math.cos(angle) * card_h * 0.2)
        out.blit(rotated, rotated.get_rect(center=(cx, cy)))
    return out


class TitleScene(Scene):
    def __init__(self) -> None:
        super().__init__()
        self.size: tuple[int, int] = theme.MIN_SIZE
        self.panel: MenuPanel | None = None
        self.continue_button: Button | None = None
        self.new_button: Button | None = None
        self._fan: pygame.Surface | None = None
        self._fan_for: tuple[int, int] | None = None
        self._notices_shown = False

    def on_enter(self) -> None:
        fonts = self.ctx.fonts
        self.continue_button = Button(fonts, "Continue", self.ctx.continue_game)
        self.new_button = Button(fonts, "New game", self.ctx.new_game, primary=True)
        rows = [
            self.new_button,
            self.continue_button,
            Button(fonts, "Rules", lambda: self.ctx.push(self.ctx.scenes.rules_menu())),
            Button(fonts, "Statistics", lambda: self.ctx.push(self.ctx.scenes.statistics())),
            Button(fonts, "Settings", lambda: self.ctx.push(self.ctx.scenes.settings())),
            Button(fonts, "Quit", self.ctx.quit),
        ]
        self.panel = MenuPanel(fonts, "", rows, width=0.3, min_width=340, on_escape=self.ask_quit, anchor=(0.5, 0.4))
        self.refresh()
        self.on_resize(self.size)
        self.show_notices()

    def on_resume(self) -> None:
        self.refresh()
        self._notices_shown = False  # a table closed over the title may have left a note
        self.show_notices()

    def refresh(self) -> None:
        """Continue is there only while an unfinished game (or its backup) is saved; a save that
        failed as the table closed is said in a note (``show_notices``), not only by a grey
        Continue. The main button (red, and Enter's) is Continue while there is a game to go
        on with, else New game."""
        if self.continue_button is not None and self.panel is not None:
            self.continue_button.enabled = self.ctx.continue_available()
            self.continue_button.primary = self.continue_button.enabled
            if self.new_button is not None:
                self.new_button.primary = not self.continue_button.enabled
            if self.panel.focus.current is not None and not self.panel.focus.current.can_focus():
                self.panel.focus.focus_first()
            if self.continue_button.enabled:
                self.panel.focus.focus(self.continue_button)

    def show_notices(self) -> None:
        if self._notices_shown:
            return
        self._notices_shown = True
        notices = self.ctx.take_notices()
        if notices:
            self.ctx.push(self.ctx.scenes.message("Note", "\n\n".join(notices)))

    def ask_quit(self) -> None:
        self.ctx.push(
            self.ctx.scenes.message("Quit", "Leave Card Table?", on_ok=self.ctx.quit, ok_label="Quit", cancel_label="Stay")
        )

    def on_resize(self, size: tuple[int, int]) -> None:
        self.size = size
        if self.panel is None:
            return
        w, h = size
        m = theme.metrics(h)
        top = int(h * 0.30)
        self.panel.layout(pygame.Rect(0, top, w, h - top - int(m.small * 1.6)))

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.panel is not None:
            self.panel.handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        theme.draw_felt(surface)
        w, h = surface.get_size()
        m = theme.metrics(h)
        fonts = self.ctx.fonts
        title = fonts.render("Card Table", m.title, theme.CREAM_TEXT)
        shadow = fonts.render("Card Table", m.title, theme.FELT_DARK)
        tr = title.get_rect(center=(w // 2, int(h * 0.13)))
        surface.blit(shadow, tr.move(3, 4))
        surface.blit(title, tr)
        tag = fonts.render(TAGLINE, m.body, theme.GOLD)
        if tag.get_width() > w - 2 * m.pad:
            tag = fonts.render(TAGLINE, m.small, theme.GOLD)
        surface.blit(tag, tag.get_rect(center=(w // 2, tr.bottom + m.pad)))
        if self.panel is not None:
            if self._fan_for != (w, h):
                self._fan, self._fan_for = _fan((w, h)), (w, h)
            assert self._fan is not None
            side = (w - self.panel.rect.width) // 2
            if side > self._fan.get_width() * 0.8:
                fx = max(self._fan.get_width() // 2, side // 2)
                fan_y = self.panel.rect.centery
                surface.blit(self._fan, self._fan.get_rect(center=(fx, fan_y)))
                mirrored = pygame.transform.flip(self._fan, True, False)
                surface.blit(mirrored, mirrored.get_rect(center=(w - fx, fan_y)))
            self.panel.draw(surface)
        hint = fonts.render(HINT, m.small, theme.CREAM_TEXT)
        surface.blit(hint, hint.get_rect(midbottom=(w // 2, h - m.pad // 2)))
