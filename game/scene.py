"""Scenes and the scene stack.

The top scene gets the events; every scene is updated; drawing starts at the topmost scene that
is not an overlay and goes up, so overlays (pause, rules, messages, hand-off) draw over the scene
below them. Popping the last scene quits the app.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

import pygame

if TYPE_CHECKING:
    from game.app import App


class Scene:
    """One screen or overlay. Subclasses override what they need; every hook has a default."""

    is_overlay: bool = False

    def __init__(self) -> None:
        self.app: App | Any = None  # set by the stack on push

    def handle_event(self, event: pygame.event.Event) -> None:
        """One input event (only the top scene gets them)."""

    def update(self, dt: float) -> bool:
        """Advance ``dt`` seconds; True while animating (the app then keeps drawing frames)."""
        return False

    def draw(self, surface: pygame.Surface) -> None:
        """Draw onto ``surface`` (the logical screen, at least the minimum window size)."""

    def on_enter(self) -> None:
        """Just pushed (``app`` is set and ``on_resize`` has run)."""

    def on_exit(self) -> None:
        """Just popped or replaced: stop timers, threads, sounds."""

    def on_resume(self) -> None:
        """The scene above was popped and this one is on top again."""

    def on_resize(self, size: tuple[int, int]) -> None:
        """The logical screen size changed (also called once before ``on_enter``)."""

    def on_settings_changed(self) -> None:
        """A setting changed (card size, colour-blind deck, animation speed...)."""

    def wants_frames(self) -> bool:
        """True to be drawn at full frame rate even when ``update`` reports no animation."""
        return False


class SceneStack:
    def __init__(self, app: App | Any = None) -> None:
        self.app = app
        self._scenes: list[Scene] = []

    # --- structure ------------------------------------------------------------------------------
    def _size(self) -> tuple[int, int] | None:
        screen = getattr(self.app, "screen", None)
        return screen.get_size() if screen is not None else None

    def _enter(self, scene: Scene) -> None:
        scene.app = self.app
        size = self._size()
        if size is not None:
            scene.on_resize(size)
        scene.on_enter()

    def push(self, scene: Scene) -> Scene:
        self._scenes.append(scene)
        self._enter(scene)
        return scene

    def pop(self) -> Scene:
        if not self._scenes:
            raise IndexError("pop from an empty scene stack")
        scene = self._scenes.pop()
        scene.on_exit()
        if self._scenes:
            self._scenes[-1].on_resume()
        elif self.app is not None:
            self.app.quit()
        return scene

    def remove(self, scene: Scene) -> None:
        """Take ``scene`` out wherever it is (e.g. an overlay closing under another)."""
        if scene is self.top:
            self.pop()
            return
        if scene in self._scenes:
            self._scenes.remove(scene)
            scene.on_exit()

    def replace(self, scene: Scene) -> Scene:
        """Swap the top scene for ``scene`` (does not quit even if it was the only one)."""
        if self._scenes:
            self._scenes.pop().on_exit()
        return self.push(scene)

    def clear(self) -> None:
        """Exit every scene, top first, without quitting the app."""
        while self._scenes:
            self._scenes.pop().on_exit()

    @property
    def top(self) -> Scene | None:
        return self._scenes[-1] if self._scenes else None

    def __len__(self) -> int:
        return len(self._scenes)

    def __iter__(self) -> Iterator[Scene]:
        """Bottom to top (a snapshot: scenes may push or pop while it is read)."""
        return iter(list(self._scenes))

    def iterate(self, top_first: bool = False) -> Iterator[Scene]:
        return iter(list(reversed(self._scenes)) if top_first else list(self._scenes))

    def __contains__(self, scene: object) -> bool:
        return scene in self._scenes

    # --- frame ----------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        top = self.top
        if top is not None:
            top.handle_event(event)

    def update(self, dt: float) -> bool:
        animating = False
        for scene in list(self._scenes):
            if scene in self._scenes and scene.update(dt):
                animating = True
        return animating

    def wants_frames(self) -> bool:
        return any(scene.wants_frames() for scene in self._scenes)

    def visible(self) -> list[Scene]:
        """The scenes drawn this frame, bottom first."""
        start = 0
        for i in range(len(self._scenes) - 1, -1, -1):
            if not self._scenes[i].is_overlay:
                start = i
                break
        return self._scenes[start:]

    def draw(self, surface: pygame.Surface) -> None:
        for scene in self.visible():
            scene.draw(surface)

    def resize(self, size: tuple[int, int]) -> None:
        for scene in list(self._scenes):
            scene.on_resize(size)

    def settings_changed(self) -> None:
        for scene in list(self._scenes):
            scene.on_settings_changed()
