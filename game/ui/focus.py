"""Keyboard focus over a screen's widgets: Tab / Shift+Tab and the arrow keys move it (a
focused choice, slider or text box keeps Left / Right for itself), the focused widget gets the
keys first, and every widget sees the mouse."""

from __future__ import annotations

from collections.abc import Iterable

import pygame

from game.ui.widgets import Widget


class FocusManager:
    def __init__(self, widgets: Iterable[Widget] = ()) -> None:
        self.widgets: list[Widget] = []
        self.current: Widget | None = None
        self.set_widgets(widgets)

    def set_widgets(self, widgets: Iterable[Widget], keep: bool = True) -> None:
        """The widgets in focus order; the focused one stays focused if it is still there."""
        old = self.current if keep else None
        self.widgets = list(widgets)
        self.current = None
        for w in self.widgets:
            w.focused = False
        if old is not None and old in self.widgets and old.can_focus():
            self.focus(old)
        else:
            self.focus_first()

    def focus(self, widget: Widget | None) -> None:
        if self.current is not None:
            self.current.focused = False
        self.current = widget if widget is not None and widget.can_focus() else None
        if self.current is not None:
            self.current.focused = True

    def focus_first(self) -> None:
        self.focus(next((w for w in self.widgets if w.can_focus()), None))

    def move(self, step: int) -> None:
        candidates = [w for w in self.widgets if w.can_focus()]
        if not candidates:
            self.focus(None)
            return
        if self.current not in candidates:
            self.focus(candidates[0] if step > 0 else candidates[-1])
            return
        i = candidates.index(self.current)
        self.focus(candidates[(i + step) % len(candidates)])

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Give ``event`` to the widgets; True if one of them (or focus movement) used it."""
        if self.current is not None and not self.current.can_focus():
            self.focus_first()
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            used = False
            for w in list(self.widgets):
                if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 0) == 1 and w.hit(event) and w.can_focus():
                    self.focus(w)
                used = w.handle_event(event) or used
            return used
        if event.type in (pygame.KEYDOWN, pygame.TEXTINPUT):
            if self.current is not None and self.current.handle_event(event):
                return True
            if event.type == pygame.KEYDOWN:
                if event.key == pygame.K_TAB:
                    self.move(-1 if getattr(event, "mod", 0) & pygame.KMOD_SHIFT else 1)
                    return True
                if event.key in (pygame.K_DOWN, pygame.K_RIGHT):
                    self.move(1)
                    return True
                if event.key in (pygame.K_UP, pygame.K_LEFT):
                    self.move(-1)
                    return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        for w in self.widgets:
            w.draw(surface)
