"""The headless app the smoke test drives, one frame at a time.

``SmokeApp`` is the real ``App`` (headless, dummy SDL drivers) that also lets the smoke test wait
for a worker thread's post (a bot's answer, a hint) instead of spinning. ``frame`` is one frame
of ``App.step``, with drawing optional, so whole games can be played through the table while
only every few frames (and every new scene) is drawn.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterable
from typing import Any

import pygame

from game.app import App
from game.paths import Paths
from game.scene import Scene
from game.smoke.checks import SmokeFailure

SIZES: tuple[tuple[int, int], ...] = ((1280, 720), (960, 600))  # every scene is drawn at both
POST_WAIT_S = 30.0  # a bot or a hint that posts nothing for this long is a hang, not slowness
FPS_DT = 1 / 60


class SmokeApp(App):
    """The app, plus ``posted``: set whenever another thread posts work to the main thread."""

    def __init__(self, paths: Paths) -> None:
        self.posted = threading.Event()
        super().__init__(headless=True, size=SIZES[0], paths=paths)

    def post(self, callback: Callable[[], Any]) -> None:
        super().post(callback)
        self.posted.set()

    def wait_for_post(self, what: str, seconds: float = POST_WAIT_S) -> None:
        """Block until a worker thread posts (its answer runs on the next frame), or fail."""
        if not self.posted.wait(seconds):
            raise SmokeFailure(f"waited {seconds:g} s for {what}; nothing came")
        self.posted.clear()


def frame(app: App, events: Iterable[pygame.event.Event] = (), dt: float = FPS_DT, draw: bool = True) -> None:
    """One frame as ``App.step`` runs it (events, posted work, update), drawn only if ``draw``."""
    for event in events:
        app.dispatch(event)
    for event in pygame.event.get():
        app.dispatch(event)
    app.run_callbacks()
    app.stack.update(dt)
    if draw and len(app.stack):
        app.draw()


def frames(app: App, count: int, dt: float = FPS_DT) -> None:
    for _ in range(count):
        frame(app, dt=dt)


def key(code: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="", scancode=0)


def text(typed: str) -> pygame.event.Event:
    return pygame.event.Event(pygame.TEXTINPUT, text=typed)


def name_of(scene: Scene | None) -> str:
    return type(scene).__name__ if scene is not None else "nothing"


def clear(app: App) -> None:
    """Take every scene off the stack, even one whose ``on_exit`` raises (a broken check's)."""
    for _ in range(len(app.stack) + 1):
        try:
            app.stack.clear()
            return
        except Exception:  # noqa: BLE001, S112  # that scene is off the stack already; go on with the rest
            continue


def reset(app: App) -> None:
    """Back to the title at the first size, as a fresh start for the next check (a broken
    title leaves an empty stack: that is its own check's failure)."""
    clear(app)
    app.running = True
    if app.window.get_size() != SIZES[0]:
        app.resize(SIZES[0])
    try:
        app.go_to_title()
    except Exception:  # noqa: BLE001  # a broken title: its own check says so
        clear(app)
