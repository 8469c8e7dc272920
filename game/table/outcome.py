"""A finished trick held still for the player to read, before the game's own animation gathers it.

Every trick game's ``TrickOutcome`` passes through here (the table scene asks for the steps): the
cards stay where they were played, the taker's card (the game's ``trick_card_key``) is raised and
outlined, and a banner over the trick says ``event.headline(name)``: who takes it and why, in the
game's words. The hold lasts ``HOLD_S`` at normal speed (the animation queue scales it; "off"
plays it in no time), and Space or a click cuts it short (``skip``). A tie nobody takes shows its
banner and raises no card.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from game.anim import Call, Hold, Step
from game.pieces.card import CardSprite
from game.table.view import TableView
from game.ui import theme
from game.ui.fonts import Fonts
from game.ui.text import fit_lines
from rules.core.events import TrickOutcome

HOLD_S = 1.6  # seconds at normal speed: at least 1.5 s to read the banner
RAISE = 22  # logical pixels the taker's card rises
OUTLINE = (255, 214, 92)
BANNER = (255, 246, 214)
SIDE_BAR = ("score_panel", "log", "buttons")  # the anchors a banner keeps off (``off_panels``)


@dataclass
class Held:
    """What is held now: the taker's card (its view key, or None for a tie) and the banner."""

    key: str | None
    banner: str


class TrickHold:
    """The held trick of one table: the steps that hold it, what to draw meanwhile, the skip."""

    def __init__(self) -> None:
        self.shown: Held | None = None
        self.wait: Hold | None = None

    @property
    def holding(self) -> bool:
        return self.wait is not None and not self.wait.done

    def steps(self, event: TrickOutcome, view: TableView, card_key: Callable[[int], str], banner: str) -> list[Step]:
        """Raise and outline the taker's card, show ``banner``, wait (skippable), then put the
        card back down and take the banner away."""
        wait = Hold(HOLD_S)
        taker = event.taker
        key = card_key(taker) if taker is not None else None

        def start() -> None:
            sprite = view.get(key) if key is not None else None
            if isinstance(sprite, CardSprite):
                # Raised but not brought forward: where the trick's cards overlap in a row, the
                # card played after it keeps its corner (its number) in sight.
                sprite.lift = float(view.length(RAISE))
            self.shown = Held(key if sprite is not None else None, banner)
            self.wait = wait

        def end() -> None:
            sprite = view.get(key) if key is not None else None
            if isinstance(sprite, CardSprite):
                sprite.lift = 0.0
            self.shown = None
            self.wait = None

        return [Call(start), wait, Call(end)]

    def skip(self) -> bool:
        """Cut the hold short; False if nothing is held."""
        if not self.holding:
            return False
        assert self.wait is not None
        self.wait.skip()
        return True

    def clear(self) -> None:
        self.shown = None
        self.wait = None

    # --- drawing --------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, view: TableView, fonts: Fonts, over: pygame.Rect) -> pygame.Rect | None:
        """The outline round the taker's card and the banner by ``over`` (the trick); the
        banner's box, which a note drawn after it keeps off (None: nothing is held)."""
        held = self.shown
        if held is None:
            return None
        sprite = view.get(held.key) if held.key is not None else None
        if sprite is not None and sprite.visible:
            width = max(3, view.length(5))
            ring = sprite.rect.inflate(2 * width, 2 * width)
            pygame.draw.rect(surface, OUTLINE, ring, width=width, border_radius=view.length(10))
            over = over.union(ring)  # the banner stays clear of the raised card
        hand_top = view.rect("hand").top if view.layout.has("hand") else surface.get_height()
        side = [view.rect(a) for a in SIDE_BAR if view.layout.has(a)]
        return banner_box(surface, view, fonts, held.banner, over, hand_top, side)


def banner_box(
    surface: pygame.Surface,
    view: TableView,
    fonts: Fonts,
    text: str,
    over: pygame.Rect,
    floor: int | None = None,
    keep_clear: Sequence[pygame.Rect] = (),
) -> pygame.Rect:
    """``text`` on a cream banner, at most three lines (a long reason keeps a readable size),
    centred under ``over`` (the trick) when it fits above ``floor`` (the top of the hand), else
    over its top. Under comes first: above the trick sit the far seats' plates, whose lines the
    banner would hide. A banner wider than the felt beside a panel of words (``keep_clear``: the
    log, the scores) slides along off it."""
    m = theme.metrics(surface.get_height())
    width = min(surface.get_width() - 2 * m.pad, max(over.width + view.length(80), view.length(560)))
    pad = max(6, view.length(10))
    size = max(18, view.length(26))
    size, lines = fit_lines(fonts, text, width - 2 * pad, fonts.line_height(size) * 3, size, max(14, size - 8))
    line = fonts.line_height(size)
    text_w = max((fonts.get(size).size(t)[0] for t in lines), default=0)
    box = pygame.Rect(0, 0, min(width, text_w + 2 * pad), line * len(lines) + 2 * pad)
    gap = view.length(4)
    if floor is not None and over.bottom + gap + box.height <= floor:
        box.midtop = (over.centerx, over.bottom + gap)
    else:
        box.midbottom = (over.centerx, over.top - gap)
    box.clamp_ip(surface.get_rect())
    box = off_panels(box, keep_clear, surface.get_rect(), gap)
    theme.draw_panel(surface, box, m, BANNER)
    pygame.draw.rect(surface, theme.GOLD, box, width=max(2, m.border), border_radius=m.radius)
    y = box.top + pad
    for text_line in lines:
        img = fonts.render(text_line, size, theme.INK)
        surface.blit(img, img.get_rect(midtop=(box.centerx, y)))
        y += line
    return box


def off_panels(box: pygame.Rect, panels: Sequence[pygame.Rect], screen: pygame.Rect, gap: int) -> pygame.Rect:
    """``box`` slid sideways off each panel it overlaps, away from the panel, where it then
    overlaps none and stays on ``screen``; else where it was."""
    for panel in panels:
        if not box.colliderect(panel):
            continue
        shift = panel.left - gap - box.right if panel.centerx >= box.centerx else panel.right + gap - box.left
        moved = box.move(shift, 0)
        if screen.contains(moved) and moved.collidelist(list(panels)) < 0:
            box = moved
    return box
