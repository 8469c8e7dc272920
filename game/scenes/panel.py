"""A scene that is one ``MenuPanel``: message boxes, the pause menu, settings, rules menus."""

from __future__ import annotations

import pygame

from game.scene import Scene
from game.ui import theme
from game.ui.menu import MenuPanel


class PanelScene(Scene):
    """Subclasses build ``self.panel`` in ``build()`` (called on enter, when ``app`` is set)."""

    is_overlay = True
    veil = True  # dim the scene below

    def __init__(self) -> None:
        super().__init__()
        self.panel: MenuPanel | None = None
        self.size: tuple[int, int] = theme.MIN_SIZE

    def build(self) -> MenuPanel:
        raise NotImplementedError

    def on_resize(self, size: tuple[int, int]) -> None:
        self.size = size
        if self.panel is not None:
            self.panel.layout(pygame.Rect((0, 0), size))

    def on_enter(self) -> None:
        self.panel = self.build()
        self.panel.layout(pygame.Rect((0, 0), self.size))

    def rebuild(self) -> None:
        """Build the panel again (after its contents changed), keeping the focus position."""
        old = self.panel
        index = old.widgets.index(old.focus.current) if old and old.focus.current in old.widgets else None
        self.panel = self.build()
        self.panel.layout(pygame.Rect((0, 0), self.size))
        if index is not None and index < len(self.panel.widgets):
            self.panel.focus.focus(self.panel.widgets[index])

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.panel is not None:
            self.panel.handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        if self.veil:
            theme.draw_veil(surface)
        if self.panel is not None:
            self.panel.draw(surface)
