"""Widgets: Label, Button, Choice (cycle with arrows), Slider (stepped), Toggle, TextInput.

Each widget has a ``rect`` and a ``font_size`` that its scene sets when it lays itself out, reads
mouse events itself, and reads keys when focused (see ``FocusManager``). Text never leaves its
box: it is shrunk, wrapped or ellipsized.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from game.ui import theme
from game.ui.fonts import Fonts
from game.ui.text import blit_line, clean, fit_lines

ACTIVATE_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


def _pos(event: pygame.event.Event) -> tuple[int, int] | None:
    pos = getattr(event, "pos", None)
    if isinstance(pos, tuple | list) and len(pos) == 2:
        return int(pos[0]), int(pos[1])
    return None


def _left_button(event: pygame.event.Event) -> bool:
    return getattr(event, "button", 0) == 1


class Widget:
    focusable = True

    def __init__(self, fonts: Fonts) -> None:
        self.fonts = fonts
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.font_size = 30
        self.enabled = True
        self.visible = True
        self.focused = False
        self.hovered = False

    def place(self, rect: pygame.Rect, font_size: int) -> None:
        self.rect = pygame.Rect(rect)
        self.font_size = font_size

    def can_focus(self) -> bool:
        return self.focusable and self.enabled and self.visible

    def handle_event(self, event: pygame.event.Event) -> bool:
        """True if the event was used. Keys arrive only while focused."""
        if event.type == pygame.MOUSEMOTION and (pos := _pos(event)) is not None:
            self.hovered = self.visible and self.rect.collidepoint(pos)
        return False

    def hit(self, event: pygame.event.Event) -> bool:
        pos = _pos(event)
        return pos is not None and self.visible and self.enabled and self.rect.collidepoint(pos)

    def draw(self, surface: pygame.Surface) -> None:
        raise NotImplementedError

    # --- shared drawing -----------------------------------------------------------------------
    def draw_focus(self, surface: pygame.Surface) -> None:
        if self.focused and self.enabled:
            m = theme.metrics(surface.get_height())
            ring = self.rect.inflate(m.focus * 2 + 2, m.focus * 2 + 2)
            pygame.draw.rect(surface, theme.GOLD, ring, width=m.focus, border_radius=m.radius + m.focus)

    def draw_text(
        self,
        surface: pygame.Surface,
        text: str,
        box: pygame.Rect,
        colour: theme.Colour,
        align: str = "center",
        size: int | None = None,
    ) -> None:
        """One line of text, shrunk a little and then ellipsized to fit ``box``."""
        size = size or self.font_size
        blit_line(surface, self.fonts, text, box, colour, size, max(10, int(size * 0.75)), align)


class Label(Widget):
    """Text in a box: wrapped over as many lines as fit, shrunk, then ellipsized."""

    focusable = False

    def __init__(self, fonts: Fonts, text: str = "", colour: theme.Colour = theme.INK, align: str = "center") -> None:
        super().__init__(fonts)
        self.text = text
        self.colour = colour
        self.align = align
        self._fitted: tuple[tuple[str, int, int, int], tuple[int, list[str]]] | None = None

    def _fit(self) -> tuple[int, list[str]]:
        key = (self.text, self.rect.width, self.rect.height, self.font_size)
        if self._fitted is None or self._fitted[0] != key:
            min_size = max(10, int(self.font_size * 0.7))
            self._fitted = (key, fit_lines(self.fonts, self.text, self.rect.width, self.rect.height, self.font_size, min_size))
        return self._fitted[1]

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible or not self.text or self.rect.width <= 0:
            return
        size, lines = self._fit()
        lh = self.fonts.line_height(size)
        y = self.rect.centery - len(lines) * lh // 2
        for line in lines:
            if line:
                img = self.fonts.render(line, size, self.colour)
                r = img.get_rect(top=y)
                if self.align == "left":
                    r.left = self.rect.left
                elif self.align == "right":
                    r.right = self.rect.right
                else:
                    r.centerx = self.rect.centerx
                surface.blit(img, r)
            y += lh


class Button(Widget):
    def __init__(
        self, fonts: Fonts, text: str, on_click: Callable[[], Any] | None = None, *, primary: bool = False, enabled: bool = True
    ) -> None:
        super().__init__(fonts)
        self.text = text
        self.on_click = on_click
        self.primary = primary
        self.enabled = enabled
        self.pressed = False

    def activate(self) -> None:
        if self.enabled and self.visible and self.on_click is not None:
            self.on_click()

    def handle_event(self, event: pygame.event.Event) -> bool:
        super().handle_event(event)
        if not self.enabled or not self.visible:
            self.pressed = False
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and _left_button(event) and self.hit(event):
            self.pressed = True
            return True
        if event.type == pygame.MOUSEBUTTONUP and _left_button(event):
            was = self.pressed
            self.pressed = False
            if was and self.hit(event):
                self.activate()
                return True
            return was
        if event.type == pygame.KEYDOWN and self.focused and event.key in ACTIVATE_KEYS:
            self.activate()
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        m = theme.metrics(surface.get_height())
        if not self.enabled:
            fill, ink = theme.BUTTON_DISABLED, theme.INK_DISABLED
        elif self.primary:
            fill = theme.PRIMARY_HOVER if self.hovered else theme.PRIMARY
            ink = theme.CREAM_TEXT
        else:
            fill = theme.BUTTON_DOWN if self.pressed else theme.BUTTON_HOVER if self.hovered else theme.BUTTON
            ink = theme.INK
        pygame.draw.rect(surface, fill, self.rect, border_radius=m.radius)
        edge = theme.INK_DISABLED if not self.enabled else theme.PANEL_EDGE
        pygame.draw.rect(surface, edge, self.rect, width=m.border, border_radius=m.radius)
        self.draw_text(surface, self.text, self.rect.inflate(-2 * m.pad, 0), ink)
        self.draw_focus(surface)


class _Row(Widget):
    """A settings row: a label on the left, a control on the right."""

    def __init__(self, fonts: Fonts, label: str) -> None:
        super().__init__(fonts)
        self.label = label

    def split(self, surface: pygame.Surface) -> tuple[pygame.Rect, pygame.Rect]:
        m = theme.metrics(surface.get_height())
        r = self.rect.inflate(-2 * m.pad, 0)
        label_w = int(r.width * 0.46)
        label = pygame.Rect(r.left, r.top, label_w, r.height)
        control = pygame.Rect(r.left + label_w + m.pad, r.top + r.height // 8, r.width - label_w - m.pad, r.height - r.height // 4)
        return label, control

    def draw_row(self, surface: pygame.Surface) -> pygame.Rect:
        m = theme.metrics(surface.get_height())
        if self.hovered or self.focused:
            pygame.draw.rect(surface, theme.PANEL_SHADE, self.rect, border_radius=m.radius)
        label, control = self.split(surface)
        ink = theme.INK if self.enabled else theme.INK_DISABLED
        self.draw_text(surface, self.label, label, ink, align="left")
        self.draw_focus(surface)
        return control


class Choice(_Row):
    """Cycles through ``choices`` (value, shown text) with Left/Right, Enter, or the arrows."""

    def __init__(
        self,
        fonts: Fonts,
        label: str,
        choices: Sequence[tuple[Any, str]],
        value: Any,
        on_change: Callable[[Any], Any] | None = None,
    ) -> None:
        super().__init__(fonts, label)
        if not choices:
            raise ValueError("a Choice needs at least one choice")
        self.choices = list(choices)
        values = [v for v, _ in self.choices]
        self.index = values.index(value) if value in values else 0
        self.on_change = on_change
        self._control = pygame.Rect(0, 0, 0, 0)

    @property
    def value(self) -> Any:
        return self.choices[self.index][0]

    def step(self, delta: int) -> None:
        if not self.enabled:
            return
        self.index = (self.index + delta) % len(self.choices)
        if self.on_change is not None:
            self.on_change(self.value)

    def handle_event(self, event: pygame.event.Event) -> bool:
        super().handle_event(event)
        if not self.enabled or not self.visible:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and _left_button(event) and self.hit(event):
            pos = _pos(event)
            c = self._control
            if pos is not None and c.width and pos[0] < c.left + c.height:
                self.step(-1)
            else:
                self.step(1)
            return True
        if event.type == pygame.KEYDOWN and self.focused:
            if event.key == pygame.K_LEFT:
                self.step(-1)
                return True
            if event.key in (pygame.K_RIGHT, *ACTIVATE_KEYS):
                self.step(1)
                return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        control = self.draw_row(surface)
        self._control = control
        m = theme.metrics(surface.get_height())
        ink = theme.INK if self.enabled else theme.INK_DISABLED
        pygame.draw.rect(surface, theme.BUTTON, control, border_radius=m.radius)
        pygame.draw.rect(surface, theme.PANEL_EDGE, control, width=m.border, border_radius=m.radius)
        a = control.height
        left = pygame.Rect(control.left, control.top, a, a)
        right = pygame.Rect(control.right - a, control.top, a, a)
        for box, sign in ((left, -1), (right, 1)):
            cx, cy, s = box.centerx, box.centery, max(4, a // 5)
            pts = [(cx - sign * s // 2, cy - s), (cx - sign * s // 2, cy + s), (cx + sign * s, cy)]
            pygame.draw.polygon(surface, theme.HEADING if self.enabled else theme.INK_DISABLED, pts)
        middle = pygame.Rect(left.right, control.top, max(1, right.left - left.right), control.height)
        self.draw_text(surface, self.choices[self.index][1], middle, ink)


class Toggle(_Row):
    def __init__(self, fonts: Fonts, label: str, value: bool, on_change: Callable[[bool], Any] | None = None) -> None:
        super().__init__(fonts, label)
        self.value = bool(value)
        self.on_change = on_change

    def toggle(self) -> None:
        if not self.enabled:
            return
        self.value = not self.value
        if self.on_change is not None:
            self.on_change(self.value)

    def handle_event(self, event: pygame.event.Event) -> bool:
        super().handle_event(event)
        if not self.enabled or not self.visible:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and _left_button(event) and self.hit(event):
            self.toggle()
            return True
        if event.type == pygame.KEYDOWN and self.focused:
            if event.key in ACTIVATE_KEYS or (event.key == pygame.K_LEFT and self.value) or (
                event.key == pygame.K_RIGHT and not self.value
            ):
                self.toggle()
                return True
            return event.key in (pygame.K_LEFT, pygame.K_RIGHT)
        return False

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        control = self.draw_row(surface)
        m = theme.metrics(surface.get_height())
        h = control.height
        pill = pygame.Rect(control.left, control.top, min(control.width, int(h * 1.9)), h)
        fill = theme.FILL if self.value else theme.TRACK
        pygame.draw.rect(surface, fill, pill, border_radius=h // 2)
        pygame.draw.rect(surface, theme.PANEL_EDGE, pill, width=m.border, border_radius=h // 2)
        knob_r = max(3, h // 2 - m.border * 2)
        kx = pill.right - h // 2 if self.value else pill.left + h // 2
        pygame.draw.circle(surface, theme.PANEL, (kx, pill.centery), knob_r)
        text = pygame.Rect(pill.right + m.pad, control.top, max(1, control.right - pill.right - m.pad), h)
        self.draw_text(surface, "On" if self.value else "Off", text, theme.INK if self.enabled else theme.INK_DISABLED, "left")


class Slider(_Row):
    """A value from 0 to 1 in ``steps`` steps: Left/Right, Home/End, click or drag the track."""

    def __init__(
        self, fonts: Fonts, label: str, value: float, on_change: Callable[[float], Any] | None = None, steps: int = 10
    ) -> None:
        super().__init__(fonts, label)
        self.steps = max(1, steps)
        self.level = self._snap(value)
        self.on_change = on_change
        self.dragging = False
        self._track = pygame.Rect(0, 0, 0, 0)

    def _snap(self, value: float) -> int:
        return max(0, min(self.steps, round(float(value) * self.steps)))

    @property
    def value(self) -> float:
        return self.level / self.steps

    def set_level(self, level: int) -> None:
        level = max(0, min(self.steps, level))
        if level != self.level and self.enabled:
            self.level = level
            if self.on_change is not None:
                self.on_change(self.value)

    def _from_x(self, x: int) -> None:
        t = self._track
        if t.width > 0:
            self.set_level(self._snap((x - t.left) / t.width))

    def handle_event(self, event: pygame.event.Event) -> bool:
        super().handle_event(event)
        if not self.enabled or not self.visible:
            self.dragging = False
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and _left_button(event) and self.hit(event):
            pos = _pos(event)
            if pos is not None and self._track.inflate(self._track.height, self.rect.height).collidepoint(pos):
                self.dragging = True
                self._from_x(pos[0])
            return True
        if event.type == pygame.MOUSEMOTION and self.dragging and (pos := _pos(event)) is not None:
            self._from_x(pos[0])
            return True
        if event.type == pygame.MOUSEBUTTONUP and _left_button(event) and self.dragging:
            self.dragging = False
            return True
        if event.type == pygame.KEYDOWN and self.focused:
            moves = {pygame.K_LEFT: -1, pygame.K_RIGHT: 1, pygame.K_PAGEDOWN: -3, pygame.K_PAGEUP: 3}
            if event.key in moves:
                self.set_level(self.level + moves[event.key])
                return True
            if event.key == pygame.K_HOME:
                self.set_level(0)
                return True
            if event.key == pygame.K_END:
                self.set_level(self.steps)
                return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        control = self.draw_row(surface)
        m = theme.metrics(surface.get_height())
        text_w = self.fonts.get(self.font_size).size("100%")[0] + m.pad
        knob_r = max(5, control.height // 3)
        track_w = max(10, control.width - text_w - 2 * knob_r)
        track = pygame.Rect(control.left + knob_r, control.centery - max(2, control.height // 10), track_w, max(4, control.height // 5))
        self._track = track
        pygame.draw.rect(surface, theme.TRACK, track, border_radius=track.height // 2)
        filled = track.copy()
        filled.width = int(track.width * self.value)
        if filled.width:
            pygame.draw.rect(surface, theme.FILL if self.enabled else theme.INK_DISABLED, filled, border_radius=track.height // 2)
        kx = track.left + int(track.width * self.value)
        pygame.draw.circle(surface, theme.PANEL, (kx, track.centery), knob_r)
        pygame.draw.circle(surface, theme.PANEL_EDGE, (kx, track.centery), knob_r, width=m.border)
        box = pygame.Rect(track.right + knob_r + m.pad // 2, control.top, max(1, control.right - track.right - knob_r - m.pad // 2), control.height)
        self.draw_text(surface, f"{round(self.value * 100)}%", box, theme.INK if self.enabled else theme.INK_DISABLED, "right")


class TextInput(_Row):
    """Short text (a name, a seed). ``allowed`` filters typed characters."""

    def __init__(
        self,
        fonts: Fonts,
        label: str,
        text: str = "",
        *,
        max_len: int = 24,
        allowed: Callable[[str], bool] | None = None,
        placeholder: str = "",
        on_change: Callable[[str], Any] | None = None,
        on_submit: Callable[[str], Any] | None = None,
    ) -> None:
        super().__init__(fonts, label)
        self.max_len = max_len
        self.allowed = allowed
        self.placeholder = placeholder
        self.on_change = on_change
        self.on_submit = on_submit
        self.text = ""
        self.caret = 0
        self.insert(text, notify=False)

    def insert(self, typed: str, notify: bool = True) -> None:
        typed = "".join(ch for ch in clean(typed).replace("\n", " ") if self.allowed is None or self.allowed(ch))
        room = self.max_len - len(self.text)
        typed = typed[: max(0, room)]
        if not typed:
            return
        self.text = self.text[: self.caret] + typed + self.text[self.caret :]
        self.caret += len(typed)
        if notify and self.on_change is not None:
            self.on_change(self.text)

    def _changed(self) -> None:
        if self.on_change is not None:
            self.on_change(self.text)

    def handle_event(self, event: pygame.event.Event) -> bool:
        super().handle_event(event)
        if not self.enabled or not self.visible:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and _left_button(event) and self.hit(event):
            self.caret = len(self.text)
            return True
        if not self.focused:
            return False
        if event.type == pygame.TEXTINPUT:
            self.insert(str(getattr(event, "text", "")))
            return True
        if event.type != pygame.KEYDOWN:
            return False
        key = event.key
        if key == pygame.K_BACKSPACE:
            if self.caret > 0:
                self.text = self.text[: self.caret - 1] + self.text[self.caret :]
                self.caret -= 1
                self._changed()
            return True
        if key == pygame.K_DELETE:
            if self.caret < len(self.text):
                self.text = self.text[: self.caret] + self.text[self.caret + 1 :]
                self._changed()
            return True
        if key == pygame.K_LEFT:
            self.caret = max(0, self.caret - 1)
            return True
        if key == pygame.K_RIGHT:
            self.caret = min(len(self.text), self.caret + 1)
            return True
        if key == pygame.K_HOME:
            self.caret = 0
            return True
        if key == pygame.K_END:
            self.caret = len(self.text)
            return True
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if self.on_submit is not None:
                self.on_submit(self.text)
            return True
        # printable keys arrive again as TEXTINPUT: keep them from reaching scene shortcuts
        return bool(getattr(event, "unicode", "")) and event.unicode.isprintable()

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        control = self.draw_row(surface)
        m = theme.metrics(surface.get_height())
        pygame.draw.rect(surface, theme.PANEL if self.enabled else theme.BUTTON_DISABLED, control, border_radius=m.radius // 2)
        pygame.draw.rect(surface, theme.GOLD if self.focused else theme.PANEL_EDGE, control, width=m.border, border_radius=m.radius // 2)
        inner = control.inflate(-m.pad, 0)
        font = self.fonts.get(self.font_size)
        if not self.text and not self.focused:
            self.draw_text(surface, self.placeholder, inner, theme.INK_DISABLED, "left")
            return
        # show the part of the text around the caret
        start = 0
        while start < self.caret and font.size(self.text[start : self.caret])[0] > inner.width - 4:
            start += 1
        end = len(self.text)
        while end > self.caret and font.size(self.text[start:end])[0] > inner.width - 4:
            end -= 1
        shown = self.text[start:end]
        if shown:
            img = self.fonts.render(shown, self.font_size, theme.INK if self.enabled else theme.INK_DISABLED)
            surface.blit(img, img.get_rect(left=inner.left, centery=inner.centery), area=pygame.Rect(0, 0, inner.width, img.get_height()))
        if self.focused:
            cx = inner.left + font.size(self.text[start : self.caret])[0]
            cx = min(cx, inner.right - 1)
            h = font.get_height()
            pygame.draw.line(surface, theme.INK, (cx, inner.centery - h // 2), (cx, inner.centery + h // 2), 2)
