"""The table's panels: felt, seat plates, pile labels, scores, the log, the hint line, tooltips and
the words on chosen pieces.

They read only the shown observation (``obs``) and the ``Board`` (names, the log, the hint): never
the live state, so the score panel changes when the last trick of a round has landed, not when the
rules scored it.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from game.table.choice import HAND, Mark
from game.table.module import GameTable, Pile, Stage
from game.table.view import TableView
from game.ui import theme
from game.ui.fonts import Fonts
from game.ui.text import ellipsize, fit_lines, fit_size, wrap


def log_lines(
    log: Sequence[str], wrap_entry: Callable[[str], list[str]], fit: int
) -> list[tuple[str, bool]]:
    """The log's last entries that fit in ``fit`` lines, each whole, as (text, starts an entry).

    An entry is never shown cut at its top; only when the newest alone is taller than the box
    are its last lines shown."""
    lines: list[tuple[str, bool]] = []
    for entry in reversed(log):
        wrapped = wrap_entry(entry)
        if len(lines) + len(wrapped) > fit:
            if not lines:
                lines = [(text, i == 0) for i, text in enumerate(wrapped)][-fit:] if fit else []
            break
        lines[:0] = [(text, i == 0) for i, text in enumerate(wrapped)]
    return lines


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


PLATE_MIN = 14  # the smallest text a seat plate shrinks to
HINT_MIN = 14  # the smallest text of the hint line
NOTE_WIDTHS = (1.0, 0.8, 0.65)  # a note's widths, as shares of the widest, tried in turn


@dataclass(frozen=True)
class PlateFit:
    """How a seat plate's lines are set: their font size, the name's, and one or two columns."""

    size: int
    name_size: int
    columns: int


def score_text(value: float) -> str:
    return f"{value:g}"


class Panels:
    def __init__(self, fonts: Fonts) -> None:
        self.fonts = fonts
        self.scores_drawn: tuple[str, ...] = ()  # the scores the panel shows now, seat by seat
        self.prompt_drawn: pygame.Rect | None = None  # where the turn's prompt (the hint line) is, kept clear by notes
        self._canvas: pygame.Surface | None = None  # the chrome is drawn again into this one surface

    def chrome(self, size: tuple[int, int], table: GameTable, stage: Stage, obs: Any, board: Board) -> pygame.Surface:
        """Everything that changes only between moves: felt, plates, piles, scores, log, hint."""
        view = stage.view
        if self._canvas is None or self._canvas.get_size() != size:
            self._canvas = pygame.Surface(size)
        surface = self._canvas
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
        if seat in board.failed:
            lines = ["bot failed", *lines]  # the log and the tooltip say why
        fit = self.plate_fit(rect, lines, small, tiny)
        y = rect.top + pad
        name = ellipsize(fonts.get(fit.name_size), who, rect.width - 2 * pad)
        surface.blit(fonts.render(name, fit.name_size, theme.INK), (rect.left + pad, y))
        y += fonts.line_height(fit.name_size)
        rows = -(-len(lines) // fit.columns) if lines else 0
        col_w = (rect.width - 2 * pad - (fit.columns - 1) * pad) // fit.columns
        for i, line in enumerate(lines):
            col, row = divmod(i, rows)
            colour = theme.ERROR if seat in board.failed and i == 0 else theme.INK_SOFT
            text = ellipsize(fonts.get(fit.size), line, col_w)
            where = (rect.left + pad + col * (col_w + pad), y + row * fonts.line_height(fit.size))
            surface.blit(fonts.render(text, fit.size, colour), where)

    def plate_fit(self, rect: pygame.Rect, lines: Sequence[str], small: int, tiny: int) -> PlateFit:
        """The largest text (down to ``PLATE_MIN``) at which every line of a plate shows whole, in
        one column or else two; the smallest in two columns if none does (lines then ellipsized)."""
        fonts = self.fonts
        pad = max(4, rect.height // 14)
        for size in range(tiny, PLATE_MIN - 1, -1):
            name_size = min(small, size + 2)
            room = rect.height - pad - pad // 2 - fonts.line_height(name_size)
            rows = max(0, room // fonts.line_height(size))
            widest = max((fonts.get(size).size(line)[0] for line in lines), default=0)
            for columns in (1, 2):
                col_w = (rect.width - 2 * pad - (columns - 1) * pad) // columns
                if -(-len(lines) // columns) <= rows and widest <= col_w:
                    return PlateFit(size, name_size, columns)
        return PlateFit(PLATE_MIN, PLATE_MIN + 2, 2 if len(lines) > 1 else 1)

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
        indent = max(4, size // 2)
        fit = max(0, (rect.height - 2 * pad) // line)
        y = rect.top + pad
        for text, first in log_lines(log, lambda entry: wrap(font, entry, rect.width - 2 * pad - indent), fit):
            surface.blit(fonts.render(text, size, theme.INK), (rect.left + pad + (0 if first else indent), y))
            y += line

    def _hint(self, surface: pygame.Surface, area: pygame.Rect, text: str, size: int) -> None:
        """The hint line centred in ``area`` (see ``hint_layout``); ``prompt_drawn`` keeps where."""
        self.prompt_drawn = None
        if not text or area.width <= 0:
            return
        size, lines = self.hint_layout(text, area, size)
        line = self.fonts.line_height(size)
        y = area.centery - line * len(lines) // 2
        for text_line in lines:
            img = self.fonts.render(text_line, size, theme.CREAM_TEXT)
            where = img.get_rect(midtop=(area.centerx, y))
            surface.blit(img, where)
            self.prompt_drawn = where if self.prompt_drawn is None else self.prompt_drawn.union(where)
            y += line

    def hint_layout(self, text: str, area: pygame.Rect, size: int) -> tuple[int, list[str]]:
        """The hint's font size and lines: one line, shrunk a little if need be, else wrapped
        to as many lines as ``area`` holds (two, usually), shrinking further so none is lost."""
        fonts = self.fonts
        one = fit_size(fonts, text, area.width, size, max(HINT_MIN, size - 4))
        if fonts.get(one).size(text)[0] <= area.width:
            return one, [text]
        return fit_lines(fonts, text, area.width, area.height, size, HINT_MIN)

    # --- over the pieces ------------------------------------------------------------------------
    def tooltip(
        self,
        surface: pygame.Surface,
        view: TableView,
        text: str,
        above: pygame.Rect,
        ink: theme.Colour = theme.ERROR,
        avoid: Sequence[pygame.Rect] = (),
        keep_clear: Sequence[pygame.Rect] = (),
        spare: Sequence[pygame.Rect] = (),
    ) -> None:
        """A note in a box just above ``above`` (the hand, the controls strip, a hovered piece),
        over the felt the hand spans; never over the turn's prompt (it goes above the prompt, or
        below ``above`` when there is no room above), and off the ``avoid`` rects (the badges the
        note speaks of, the pieces the turn chooses among) where a step aside keeps it on the
        felt, off ``keep_clear`` too (the table's panels of words) where it can be off both, and
        off ``spare`` as well (the other pieces on the table: a trick, a pile) where it can be
        off all three (``note_layout``)."""
        size = max(15, view.length(22))
        box, lines = self.note_layout(surface.get_rect(), view, text, above, size, avoid, keep_clear, spare)
        theme.draw_panel(surface, box, theme.metrics(surface.get_height()), (255, 246, 214))
        y = box.top + view.length(8)
        line = self.fonts.line_height(size)
        for text_line in lines:
            img = self.fonts.render(text_line, size, ink)
            surface.blit(img, img.get_rect(midtop=(box.centerx, y)))
            y += line

    def note_layout(
        self,
        screen: pygame.Rect,
        view: TableView,
        text: str,
        above: pygame.Rect,
        size: int,
        avoid: Sequence[pygame.Rect] = (),
        keep_clear: Sequence[pygame.Rect] = (),
        spare: Sequence[pygame.Rect] = (),
    ) -> tuple[pygame.Rect, list[str]]:
        """A note's box and lines: at its full width, else narrower and taller where that keeps
        it off the rects to stay off and still on the screen and off the prompt (``NOTE_WIDTHS``),
        else at its full width over them. It tries to stay off ``avoid``, ``keep_clear`` and
        ``spare`` together first, then off the first two, then off ``avoid`` alone: the badges a
        note speaks of and the pieces to choose among come first, the words next."""
        font = self.fonts.get(size)
        line = self.fonts.line_height(size)
        hand = view.rect("hand")
        widest = min(hand.width, view.length(620))
        tiers = [[*avoid, *keep_clear, *spare], [*avoid, *keep_clear], list(avoid)]
        passes = [off for i, off in enumerate(tiers) if i == len(tiers) - 1 or len(off) > len(tiers[i + 1])]
        wrapped = []  # each width's lines, wrapped once
        for share in NOTE_WIDTHS:
            width = round(widest * share)
            lines = wrap(font, text, width - view.length(24))
            width = min(width, max(font.size(t)[0] for t in lines) + view.length(24)) if lines else width
            wrapped.append((width, lines))
        tried: list[tuple[pygame.Rect, list[str]]] = []
        for off in passes:
            # near ``above`` at any width first; anywhere (over the hand's top) only to keep the
            # badges and the pieces chosen among in sight, the last pass
            for anywhere in (False, True) if off is passes[-1] else (False,):
                tried.clear()
                for width, lines in wrapped:
                    box = self.note_box(
                        (width, line * len(lines) + view.length(16)), above, hand.union(above), screen, view.length(6), off, anywhere
                    )
                    if box.collidelist(off) < 0 and (not tried or self.note_fits(box, screen, view.length(6))):
                        return box, lines
                    tried.append((box, lines))
        return tried[0]

    def note_box(
        self,
        size: tuple[int, int],
        above: pygame.Rect,
        felt: pygame.Rect,
        screen: pygame.Rect,
        gap: int,
        avoid: Sequence[pygame.Rect] = (),
        anywhere: bool = False,
    ) -> pygame.Rect:
        """Where a note of ``size`` goes: just above ``above``; else above the turn's prompt, when
        the first would cover it; else just below ``above``: the first of these that stays on
        the screen and off the prompt (its shadow too: twice ``gap`` above it). Side to side it
        keeps within ``felt`` where it fits, and steps aside off the ``avoid`` rects where that
        keeps it so; with ``anywhere``, where no step aside does, the first place off them all
        (below ``above``: the pieces chosen among matter more than the hand's upper edge); else
        the first that fits."""
        prompt = self.prompt_drawn
        bottoms = [above.top - gap] + ([min(prompt.top - 2 * gap, above.top - gap)] if prompt is not None else [])
        places = [pygame.Rect((0, 0), size) for _ in range(len(bottoms) + 1)]
        for place, bottom in zip(places, bottoms):
            place.midbottom = (above.centerx, bottom)
        places[-1].midtop = (above.centerx, above.bottom + gap)
        for place in places:
            if place.width <= felt.width:
                place.clamp_ip(pygame.Rect(felt.left, place.top, felt.width, place.height))

        def fits(place: pygame.Rect) -> bool:
            return self.note_fits(place, screen, gap)

        near = places[:-1]  # above the strip or the prompt; the last, below the strip, is over the hand
        for place in near:  # each in turn: clean as it is, else stepped aside
            hit = [r for r in avoid if place.colliderect(r)]
            if not hit and fits(place):
                return place
            if hit and fits(place):
                for aside in (place.move(min(r.left for r in hit) - gap - place.right, 0),
                              place.move(max(r.right for r in hit) + gap - place.left, 0)):
                    # within the felt side to side (it is the hand's and the strip's: the note
                    # sits above them, so its height says nothing of where the note may go)
                    within = felt.left <= aside.left and aside.right <= felt.right
                    if within and fits(aside) and aside.collidelist(list(avoid)) < 0:
                        return aside
        for place in places:
            if anywhere and fits(place) and place.collidelist(list(avoid)) < 0:
                return place
        for place in places:
            if fits(place):
                return place
        return places[0].clamp(screen)

    def note_fits(self, place: pygame.Rect, screen: pygame.Rect, gap: int) -> bool:
        """Whether a note at ``place`` stays on the screen and off the turn's prompt (its shadow
        too: twice ``gap`` round it)."""
        prompt = self.prompt_drawn
        return screen.contains(place) and (prompt is None or not place.colliderect(prompt.inflate(2 * gap, 2 * gap)))

    def badges(self, surface: pygame.Surface, view: TableView, marks: Mapping[str, Mark]) -> list[pygame.Rect]:
        """The word a choice puts on a chosen piece ("Discard", "Pass", "Hint"), on a pill. On a
        card of the hand it sits on the lower left corner, mostly below the card: the part of a
        fanned hand left visible, clear of the words a card prints at its foot (a specialty's
        effect). On any other piece (a slot, a rule card, a card on the table, a token) it sits
        on the upper right corner, half on the piece: below, it would hang in the gap over the
        piece beneath (the next rule card of a column, the panel under a slot) and seem to be
        that one's. Returns the pills drawn."""
        size = max(14, view.length(19))
        placed: list[pygame.Rect] = []
        marked = [(key, mark, view.get(key)) for key, mark in marks.items() if mark.badge]
        shown = [(k, m, sp) for k, m, sp in marked if sp is not None and sp.visible]
        for key, mark, sprite in sorted(shown, key=lambda item: item[2].rect.left):
            img = self.fonts.render(mark.badge, size, theme.CREAM_TEXT)
            pill = img.get_rect().inflate(view.length(14), view.length(6))
            in_hand = key.startswith(HAND)
            pill = pill_place(pill, sprite.rect, in_hand, view.length(4))
            # two chosen cards side by side: the second's pill a row up; on other pieces, to the left
            pill = clear_of(pill, placed, view.length(3), sideways=not in_hand)
            pill.clamp_ip(surface.get_rect())
            placed.append(pill)
            pygame.draw.rect(surface, theme.PRIMARY, pill, border_radius=pill.height // 2)
            surface.blit(img, img.get_rect(center=pill.center))
        return placed


def pill_place(pill: pygame.Rect, piece: pygame.Rect, in_hand: bool, inset: int) -> pygame.Rect:
    """Where a badge's pill goes on ``piece`` (see ``Panels.badges``): mostly under a hand
    card's lower left corner, or half over any other piece's upper right one."""
    pill = pill.copy()
    if in_hand:
        pill.topleft = (piece.left + inset, piece.bottom - pill.height // 3)
    else:
        pill.bottomright = (piece.right - inset, piece.top + pill.height // 2)
    return pill


def clear_of(pill: pygame.Rect, placed: Sequence[pygame.Rect], gap: int, sideways: bool = False) -> pygame.Rect:
    """``pill`` moved up a row at a time (``sideways``: left a pill at a time, along its card's
    header) until it overlaps none of ``placed``."""
    pill = pill.copy()
    while any(pill.colliderect(other) for other in placed):
        pill.move_ip((-(pill.width + gap), 0) if sideways else (0, -(pill.height + gap)))
    return pill
