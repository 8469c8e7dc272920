"""The table's panels: felt, seat plates, pile labels, scores, the log, the hint line, tooltips and
the words on chosen pieces.

They read only the shown observation (``obs``) and the ``Board`` (names, the log, the hint): never
the live state, so the score panel changes when the last trick of a round has landed, not when the
rules scored it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from game.table.choices import Mark
from game.table.module import GameTable, Pile, Stage
from game.table.view import TableView
from game.ui import theme
from game.ui.fonts import Fonts
from game.ui.text import ellipsize, wrap


@dataclass(frozen=True)
class Board:
    """What the panels show besides the observation."""

    names: tuple[str, ...]
    bots: tuple[bool, ...]
    failed: frozenset[int]  # seats whose bot failed (their plate says so)
    lower_is_better: bool
    log: Sequence[str]
    hint: str
    hint_area: pygame.Rect  # the controls strip, less the turn's buttons


def score_text(value: float) -> str:
    return f"{value:g}"


class Panels:
    def __init__(self, fonts: Fonts) -> None:
        self.fonts = fonts
        self.scores_drawn: tuple[str, ...] = ()  # the scores the panel shows now, seat by seat

    def chrome(self, size: tuple[int, int], table: GameTable, stage: Stage, obs: Any, board: Board) -> pygame.Surface:
        """Everything that changes only between moves: felt, plates, piles, scores, log, hint."""
        view = stage.view
        surface = pygame.Surface(size)
        theme.draw_felt(surface)
        small = max(20, view.length(24))
        tiny = max(18, view.length(21))
        if table.play_area is not None and view.layout.has(table.play_area):
            area = view.rect(table.play_area)
            pygame.draw.rect(surface, theme.FELT_LIGHT, area, width=max(1, view.length(2)), border_radius=view.length(18))
        movers = set(obs.to_move) if not obs.is_over else set()
        for seat in range(obs.players):
            rect = view.rect(stage.seating.anchor("seat", seat))
            self._plate(surface, rect, seat, seat in movers, table.seat_lines(obs, seat), board, small, tiny)
        for pile in table.piles(obs, stage):
            if pile.label and view.layout.has(pile.anchor):
                self._pile(surface, view, pile, tiny)
        self._scores(surface, view.rect("score_panel"), obs, movers, board, small)
        self._log(surface, view.rect("log"), board.log, tiny)
        self._hint(surface, board.hint_area, board.hint, tiny)
        return surface

    def _plate(
        self, surface: pygame.Surface, rect: pygame.Rect, seat: int, to_move: bool, lines: list[str], board: Board, small: int, tiny: int
    ) -> None:
        m = theme.metrics(surface.get_height())
        theme.draw_panel(surface, rect, m, theme.PANEL if not to_move else (255, 236, 170))
        if to_move:
            pygame.draw.rect(surface, theme.GOLD, rect, width=max(2, m.focus), border_radius=m.radius)
        fonts = self.fonts
        pad = max(4, rect.height // 14)
        who = f"{board.names[seat]} (bot)" if board.bots[seat] else board.names[seat]
        y = rect.top + pad
        surface.blit(fonts.render(ellipsize(fonts.get(small), who, rect.width - 2 * pad), small, theme.INK), (rect.left + pad, y))
        y += fonts.line_height(small)
        if seat in board.failed:
            lines = ["bot failed", *lines]  # the log and the tooltip say why
        for i, line in enumerate(lines):
            if y + fonts.line_height(tiny) > rect.bottom - pad // 2:
                break
            colour = theme.ERROR if seat in board.failed and i == 0 else theme.INK_SOFT
            surface.blit(fonts.render(ellipsize(fonts.get(tiny), line, rect.width - 2 * pad), tiny, colour), (rect.left + pad, y))
            y += fonts.line_height(tiny)

    def _pile(self, surface: pygame.Surface, view: TableView, pile: Pile, tiny: int) -> None:
        rect = view.rect(pile.anchor)
        if pile.backs and pile.count:
            back = view.mini_art.back()
            r = back.get_rect(midleft=(rect.left + view.length(4), rect.centery - view.length(8)))
            for i in range(min(pile.count, 4)):
                surface.blit(back, r.move(i * view.length(3), -i * view.length(2)))
        img = self.fonts.render(ellipsize(self.fonts.get(tiny), pile.label, max(rect.width, view.length(140))), tiny, theme.CREAM_TEXT)
        if pile.backs:  # inside the pile's box, under its backs
            where = img.get_rect(midbottom=(rect.centerx, rect.bottom))
        else:  # under a card slot
            where = img.get_rect(midtop=(rect.centerx, rect.bottom + view.length(2)))
        surface.blit(img, where)

    def _scores(self, surface: pygame.Surface, rect: pygame.Rect, obs: Any, movers: set[int], board: Board, size: int) -> None:
        m = theme.metrics(surface.get_height())
        theme.draw_panel(surface, rect, m)
        fonts = self.fonts
        pad = max(4, rect.height // 16)
        head = "Penalty points" if board.lower_is_better else "Scores"
        surface.blit(fonts.render(head, size, theme.HEADING), (rect.left + pad, rect.top + pad))
        line = fonts.line_height(size)
        y = rect.top + pad + line
        self.scores_drawn = tuple(score_text(s) for s in obs.scores)
        for seat in range(obs.players):
            if y + line > rect.bottom - pad // 2:
                break
            colour = theme.PRIMARY if seat in movers else theme.INK
            name = ellipsize(fonts.get(size), board.names[seat], rect.width - 2 * pad - size * 3)
            surface.blit(fonts.render(name, size, colour), (rect.left + pad, y))
            score = fonts.render(self.scores_drawn[seat], size, colour)
            surface.blit(score, score.get_rect(topright=(rect.right - pad, y)))
            y += line

    def _log(self, surface: pygame.Surface, rect: pygame.Rect, log: Sequence[str], size: int) -> None:
        m = theme.metrics(surface.get_height())
        theme.draw_panel(surface, rect, m, theme.PANEL_SHADE)
        fonts = self.fonts
        pad = max(4, rect.height // 30)
        font = fonts.get(size)
        line = fonts.line_height(size)
        lines: list[str] = []
        for entry in reversed(log):
            lines[:0] = wrap(font, entry, rect.width - 2 * pad)
            if len(lines) * line > rect.height - 2 * pad:
                break
        fit = max(0, (rect.height - 2 * pad) // line)
        y = rect.top + pad
        for text in lines[-fit:] if fit else []:
            surface.blit(fonts.render(text, size, theme.INK), (rect.left + pad, y))
            y += line

    def _hint(self, surface: pygame.Surface, area: pygame.Rect, text: str, size: int) -> None:
        """The hint line, shrunk a little if need be, centred in ``area``."""
        if not text or area.width <= 0:
            return
        fonts = self.fonts
        while size > 14 and fonts.get(size).size(text)[0] > area.width:
            size -= 1
        img = fonts.render(ellipsize(fonts.get(size), text, area.width), size, theme.CREAM_TEXT)
        surface.blit(img, img.get_rect(center=area.center))

    # --- over the pieces ------------------------------------------------------------------------
    def tooltip(self, surface: pygame.Surface, view: TableView, text: str, above: pygame.Rect) -> None:
        """A note in a box just above ``above`` (the hand, or the controls strip)."""
        fonts = self.fonts
        size = max(15, view.length(22))
        width = min(view.rect("hand").width, view.length(620))
        lines = wrap(fonts.get(size), text, width - view.length(24))
        line = fonts.line_height(size)
        box = pygame.Rect(0, 0, width, line * len(lines) + view.length(16))
        box.midbottom = (above.centerx, above.top - view.length(6))
        box.clamp_ip(surface.get_rect())
        theme.draw_panel(surface, box, theme.metrics(surface.get_height()), (255, 246, 214))
        y = box.top + view.length(8)
        for text_line in lines:
            img = fonts.render(text_line, size, theme.ERROR)
            surface.blit(img, img.get_rect(midtop=(box.centerx, y)))
            y += line

    def badges(self, surface: pygame.Surface, view: TableView, marks: Mapping[str, Mark]) -> None:
        """The word a choice puts on a chosen piece ("Discard", "Pass"), on a pill in its lower
        left corner (the part of a card a fanned hand leaves visible)."""
        size = max(14, view.length(19))
        for key, mark in marks.items():
            sprite = view.get(key)
            if not mark.badge or sprite is None or not sprite.visible:
                continue
            img = self.fonts.render(mark.badge, size, theme.CREAM_TEXT)
            pill = img.get_rect().inflate(view.length(14), view.length(6))
            pill.bottomleft = (sprite.rect.left + view.length(4), sprite.rect.bottom - view.length(6))
            pill.clamp_ip(surface.get_rect())
            pygame.draw.rect(surface, theme.PRIMARY, pill, border_radius=pill.height // 2)
            surface.blit(img, img.get_rect(center=pill.center))
