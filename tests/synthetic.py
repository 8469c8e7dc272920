"""Synthetic pygame events for tests that drive the app through ``App.step``."""

from __future__ import annotations

import pygame


def key(k: int, mod: int = 0, unicode: str = "") -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=unicode, scancode=0)


def key_up(k: int, mod: int = 0) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYUP, key=k, mod=mod, unicode="", scancode=0)


def text(s: str) -> pygame.event.Event:
    return pygame.event.Event(pygame.TEXTINPUT, text=s)


def move(pos: tuple[int, int], rel: tuple[int, int] = (0, 0), buttons: tuple[int, int, int] = (0, 0, 0)) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=rel, buttons=buttons)


def down(pos: tuple[int, int], button: int = 1) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)


def up(pos: tuple[int, int], button: int = 1) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button)


def click(pos: tuple[int, int], button: int = 1) -> list[pygame.event.Event]:
    return [move(pos), down(pos, button), up(pos, button)]


def wheel(y: int, x: int = 0) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEWHEEL, x=x, y=y, precise_x=float(x), precise_y=float(y), flipped=False)


def resize(size: tuple[int, int]) -> pygame.event.Event:
    return pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])
