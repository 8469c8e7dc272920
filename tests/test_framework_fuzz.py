"""20,000 random mouse and key events across the title, settings, rules, pause and message
scenes: nothing may raise. The new-game and continue entries are pinned to message boxes here so
the test covers this framework's scenes only."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pygame

from game.app import App
from game.scene import Scene
from game.navigation import Navigation
from rules.core.registry import all_games
from tests.synthetic import resize

EVENTS = 20_000
PER_FRAME = 25
USEFUL_KEYS = [
    pygame.K_TAB, pygame.K_UP, pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_RETURN, pygame.K_KP_ENTER,
    pygame.K_SPACE, pygame.K_ESCAPE, pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_HOME, pygame.K_END,
    pygame.K_BACKSPACE, pygame.K_DELETE, pygame.K_a, pygame.K_z, pygame.K_1, pygame.K_F11,
]
KEY_WEIGHTS = [6, 5, 5, 3, 3, 4, 1, 2, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0.3]


class PinnedNavigation(Navigation):
    def new_game_setup(self) -> Scene:
        return self.message("New game", "A stand-in for the setup screen.", on_cancel=lambda: None)

    def continue_game(self, path: Path) -> Scene:
        return self.message("Continue", "A stand-in for the table.")


def _random_event(rng: random.Random, size: tuple[int, int]) -> pygame.event.Event:
    w, h = size
    pos = (rng.randint(-20, w + 20), rng.randint(-20, h + 20))
    roll = rng.random()
    if roll < 0.30:
        buttons = (rng.random() < 0.3, 0, 0)
        return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(rng.randint(-60, 60), rng.randint(-60, 60)), buttons=buttons)
    if roll < 0.45:
        return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=rng.choice([1, 1, 1, 2, 3, 4, 5]))
    if roll < 0.60:
        return pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=rng.choice([1, 1, 1, 2, 3]))
    if roll < 0.67:
        y = rng.choice([-3, -1, 1, 2, 10])
        return pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, precise_x=0.0, precise_y=float(y), flipped=rng.random() < 0.1)
    if roll < 0.95:
        k = rng.choices(USEFUL_KEYS, KEY_WEIGHTS)[0] if rng.random() < 0.9 else rng.randint(0, 0x4000011A)
        mod = rng.choice([0, 0, 0, pygame.KMOD_LSHIFT, pygame.KMOD_CTRL])
        kind = pygame.KEYDOWN if rng.random() < 0.85 else pygame.KEYUP
        return pygame.event.Event(kind, key=k, mod=mod, unicode="", scancode=0)
    if roll < 0.99:
        return pygame.event.Event(pygame.TEXTINPUT, text=rng.choice(["a", "7", "é", " ", "\x00", "ab12", "🂡"]))
    return pygame.event.Event(pygame.WINDOWFOCUSLOST)


def test_random_events_never_raise(app_paths: Any) -> None:
    rng = random.Random(1234)
    app = App(headless=True, size=(1280, 720), paths=app_paths)
    app.scenes = PinnedNavigation(app)
    game_id = next(iter(all_games()))
    app_paths.saves_dir.mkdir(parents=True)
    app_paths.current_save.write_text("{}", encoding="utf-8")  # Continue is enabled
    app.go_to_title()
    seen: set[str] = set()
    forced = [
        lambda: app.stack.push(app.scenes.settings()),
        lambda: app.stack.push(app.scenes.rules_menu()),
        lambda: app.stack.push(app.scenes.rules(game_id)),
        lambda: app.stack.push(app.scenes.pause(game_id)),
        lambda: app.stack.push(app.scenes.pause(None)),
        lambda: app.stack.push(app.scenes.message("Hello", "Some text " * 30, on_cancel=lambda: None)),
    ]
    sizes = [(1280, 720), (960, 600), (1920, 1080), (800, 500), (1000, 640)]
    try:
        sent = 0
        while sent < EVENTS:
            if sent % 1000 == 0:
                rng.choice(forced)()
            batch = []
            for _ in range(PER_FRAME):
                if rng.random() < 0.002:
                    batch.append(resize(rng.choice(sizes)))
                else:
                    batch.append(_random_event(rng, app.window.get_size()))
            sent += len(batch)
            app.step(batch, dt=rng.choice([0.0, 0.016, 0.05]))
            if not app.running or not len(app.stack):
                app.go_to_title()
            top = app.stack.top
            seen.add(type(top).__name__)
        assert {"TitleScene", "SettingsScene", "RulesMenuScene", "RulesView", "PauseScene", "MessageScene"} <= seen, seen
    finally:
        app.close()
