"""A scrollable view of long text (the rules), rendered from light markdown.

Mouse wheel, dragging the text or the scrollbar thumb, clicking the track, and the keys
Up/Down, PgUp/PgDn, Space, Home/End all scroll it.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import pygame

from game.ui import theme
from game.ui.fonts import Fonts
from game.ui.text import parse_markdown, wrap


@lru_cache(maxsize=8)
def _fade(width: int, height: int, top: bool) -> pygame.Surface:
    """Panel colour fading to clear: hints that more text lies beyond the edge."""
    fade = pygame.Surface((max(1, width), max(1, height)), pygame.SRCALPHA)
    for y in range(max(1, height)):
        t = y / max(1, height - 1)
        alpha = int(255 * ((1 - t) if top else t) ** 1.5)
        pygame.draw.line(fade, (*theme.PANEL, alpha), (0, y), (width, y))
    return fade


@dataclass(frozen=True)
class _Line:
    text: str
    size: int
    colour: theme.Colour
    x: int  # offset from the text area's left edge
    y: int  # offset from the top of the content


class ScrollView:
    focusable = False

    def __init__(self, fonts: Fonts, text: str = "") -> None:
        self.fonts = fonts
        self.text = text
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.font_size = 30
        self.scroll = 0.0
        self.content_height = 0
        self._lines: list[_Line] = []
        self._laid_out_for: tuple[int, int, int] | None = None
        self._drag: str | None = None  # "thumb" or "content"
        self._drag_origin = (0, 0.0)

    # --- geometry -------------------------------------------------------------------------------
    @property
    def bar_width(self) -> int:
        return max(8, self.font_size // 3)

    @property
    def text_rect(self) -> pygame.Rect:
        pad = max(6, self.font_size // 3)
        return pygame.Rect(self.rect.left + pad, self.rect.top + pad, max(1, self.rect.width - 3 * pad - self.bar_width), max(1, self.rect.height - 2 * pad))

    @property
    def max_scroll(self) -> float:
        return float(max(0, self.content_height - self.text_rect.height))

    @property
    def line_step(self) -> int:
        return self.fonts.line_height(self.font_size)

    @property
    def page_step(self) -> int:
        return max(self.line_step, self.text_rect.height - self.line_step)

    def place(self, rect: pygame.Rect, font_size: int) -> None:
        fraction = self.scroll / self.max_scroll if self.max_scroll else 0.0
        self.rect = pygame.Rect(rect)
        self.font_size = font_size
        self._layout()
        self.scroll_to(fraction * self.max_scroll)

    def set_text(self, text: str) -> None:
        self.text = text
        self._laid_out_for = None
        self._layout()
        self.scroll_to(0)

    def _layout(self) -> None:
        key = (self.text_rect.width, self.font_size, hash(self.text))
        if key == self._laid_out_for:
            return
        self._laid_out_for = key
        width = self.text_rect.width
        body = self.font_size
        lines: list[_Line] = []
        y = 0
        body_lh = self.fonts.line_height(body)
        first = True
        for block in parse_markdown(self.text):
            if block.kind == "heading":
                size = round(body * (1.4 if block.level <= 1 else 1.18))
                y += 0 if first else round(body_lh * 0.7)
                font = self.fonts.get(size)
                for line in wrap(font, block.text, width):
                    lines.append(_Line(line, size, theme.HEADING, 0, y))
                    y += font.get_linesize()
                y += round(body_lh * 0.2)
            elif block.kind == "bullet":
                font = self.fonts.get(body)
                indent = round(body * 0.9) * (block.level + 1)
                marker_w = font.size(block.marker + " ")[0]
                wrapped = wrap(font, block.text, max(20, width - indent - marker_w))
                lines.append(_Line(block.marker, body, theme.INK_SOFT, indent, y))
                for line in wrapped:
                    lines.append(_Line(line, body, theme.INK, indent + marker_w, y))
                    y += body_lh
                y += round(body_lh * 0.15)
            else:
                font = self.fonts.get(body)
                for line in wrap(font, block.text, width):
                    lines.append(_Line(line, body, theme.INK, 0, y))
                    y += body_lh
                y += round(body_lh * 0.45)
            first = False
        self._lines = lines
        self.content_height = y

    # --- scrolling ------------------------------------------------------------------------------
    def scroll_to(self, value: float) -> None:
        self.scroll = max(0.0, min(self.max_scroll, float(value)))

    def scroll_by(self, delta: float) -> None:
        self.scroll_to(self.scroll + delta)

    def _thumb(self) -> pygame.Rect:
        track = self._track()
        if self.content_height <= 0 or self.max_scroll <= 0:
            return track.copy()
        h = max(self.bar_width * 2, int(track.height * self.text_rect.height / self.content_height))
        h = min(h, track.height)
        y = track.top + int((track.height - h) * (self.scroll / self.max_scroll))
        return pygame.Rect(track.left, y, track.width, h)

    def _track(self) -> pygame.Rect:
        pad = max(6, self.font_size // 3)
        return pygame.Rect(self.rect.right - pad - self.bar_width, self.rect.top + pad, self.bar_width, max(1, self.rect.height - 2 * pad))

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Wheel and keys always scroll; mouse drags start inside the view."""
        if event.type == pygame.MOUSEWHEEL:
            dy = getattr(event, "precise_y", None)
            dy = float(dy if dy is not None else getattr(event, "y", 0))
            if getattr(event, "flipped", False):
                dy = -dy
            self.scroll_by(-dy * self.line_step * 3)
            return True
        if event.type == pygame.KEYDOWN:
            steps = {
                pygame.K_DOWN: self.line_step,
                pygame.K_UP: -self.line_step,
                pygame.K_PAGEDOWN: self.page_step,
                pygame.K_SPACE: self.page_step,
                pygame.K_PAGEUP: -self.page_step,
            }
            if event.key in steps:
                self.scroll_by(steps[event.key])
                return True
            if event.key == pygame.K_HOME:
                self.scroll_to(0)
                return True
            if event.key == pygame.K_END:
                self.scroll_to(self.max_scroll)
                return True
            return False
        pos = getattr(event, "pos", None)
        if not (isinstance(pos, tuple | list) and len(pos) == 2):
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 0) == 1 and self.rect.collidepoint(pos):
            track = self._track().inflate(self.bar_width, 0)
            if track.collidepoint(pos):
                thumb = self._thumb()
                if thumb.inflate(self.bar_width, 0).collidepoint(pos):
                    self._drag = "thumb"
                else:
                    self.scroll_by(self.page_step if pos[1] > thumb.centery else -self.page_step)
                    return True
            else:
                self._drag = "content"
            self._drag_origin = (int(pos[1]), self.scroll)
            return True
        if event.type == pygame.MOUSEMOTION and self._drag:
            y0, s0 = self._drag_origin
            dy = int(pos[1]) - y0
            if self._drag == "thumb":
                track, thumb = self._track(), self._thumb()
                room = max(1, track.height - thumb.height)
                self.scroll_to(s0 + dy * self.max_scroll / room)
            else:
                self.scroll_to(s0 - dy)
            return True
        if event.type == pygame.MOUSEBUTTONUP and getattr(event, "button", 0) == 1 and self._drag:
            self._drag = None
            return True
        return False

    # --- drawing --------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        if self.rect.width <= 0 or self.rect.height <= 0:
            return
        area = self.text_rect
        top = int(self.scroll)
        old_clip = surface.get_clip()
        surface.set_clip(area.clip(old_clip) if old_clip else area)
        for line in self._lines:
            y = area.top + line.y - top
            if y > area.bottom:
                break
            if y + line.size < area.top or not line.text:
                continue
            surface.blit(self.fonts.render(line.text, line.size, line.colour), (area.left + line.x, y))
        surface.set_clip(old_clip)
        fade = min(self.line_step, area.height // 4)
        if self.scroll > 0:
            surface.blit(_fade(area.width, fade, True), (area.left, area.top))
        if self.scroll < self.max_scroll:
            surface.blit(_fade(area.width, fade, False), (area.left, area.bottom - fade))
        if self.max_scroll > 0:
            track = self._track()
            pygame.draw.rect(surface, theme.TRACK, track, border_radius=track.width // 2)
            pygame.draw.rect(surface, theme.PANEL_EDGE if self._drag != "thumb" else theme.HEADING, self._thumb(), border_radius=track.width // 2)
