"""The score sheet overlay, and the rows of points that every score grid shows.

The rows: a round's points per seat (``round_rows``), and a round's breakdown as a grid
(``breakdown_rows``): each rule once in the label column, and each player's count and points in
that row, under their name. ``GridPanelScene`` is the overlay around a ``ScoreGrid``
(``game.ui.score_grid``): cream panel, title, subtitle, buttons, shared with the round summary.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from game.scene import Scene
from game.ui import theme
from game.ui.focus import FocusManager
from game.ui.fonts import Fonts
from game.ui.score_grid import TOTAL, VALUES, GridRow, ScoreGrid
from game.ui.text import clean, ellipsize, fit_lines, fit_size, format_points, wrap
from game.ui.widgets import Button


def round_label(round_result: Any) -> str:
    return str(getattr(round_result, "title", "") or f"Round {getattr(round_result, 'round_no', '?')}")


def scoring_note(title: str, lower_is_better: bool, unit: str = "points") -> str:
    """"Hearts · penalty points: lower is better", "Tavern Tricks · coins: higher is better";
    without a title just the second part, capitalised."""
    note = f"penalty {unit}: lower is better" if lower_is_better else f"{unit}: higher is better"
    return f"{title} · {note}" if title else note[0].upper() + note[1:]


def round_rows(
    rounds: Sequence[Any], players: int, extra: Sequence[str] = (), starting_score: float = 0
) -> list[GridRow]:
    """One row per round with each seat's points, then those of the ``extra`` columns; first a
    "Start" row when every seat began with ``starting_score`` (the rounds are changes from it,
    so the rows add up to the total)."""
    rows = [GridRow(round_label(rr), [format_points(p) for p in column_points(rr, players, extra)]) for rr in rounds]
    if starting_score:
        rows.insert(0, GridRow("Start", [format_points(starting_score)] * players + [""] * len(extra)))
    return rows


def round_so_far(result: Any, players: int, start: float) -> list[float] | None:
    """Per seat, what its score has already moved in the round in play (Tavern Tricks' stakes
    leave the bank as they are made), so that the sheet's rows add up to its totals; None
    where the totals are the start and the scored rounds alone."""
    scored = [0.0] * players
    for rr in result.rounds:  # each round's points by seat, added up once
        scored = [a + b for a, b in zip(scored, column_points(rr, players))]
    moved = [result.scores[s] - start - scored[s] for s in range(players)]
    return moved if any(abs(m) > 1e-9 for m in moved) else None


def starting_score(result: Any) -> float:
    """What every seat began the game with (``GameResult.extra["starting_score"]``), else 0."""
    value = (getattr(result, "extra", None) or {}).get("starting_score", 0)
    return value if isinstance(value, (int, float)) and not isinstance(value, bool) else 0


def extra_columns(rounds: Sequence[Any]) -> tuple[str, ...]:
    """The scoring columns after the seats' in any of ``rounds`` (first seen first)."""
    names: dict[str, None] = {}
    for rr in rounds:
        for name in getattr(rr, "extra_columns", ()):
            names.setdefault(name)
    return tuple(names)


def column_points(rr: Any, players: int, extra: Sequence[str] = ()) -> list[float]:
    """A round's points by column: the seats', then each ``extra`` column's (0 if the round has
    no such column)."""
    points = list(rr.points[:players]) + [0.0] * max(0, players - len(rr.points))
    own = tuple(getattr(rr, "extra_columns", ()))
    for name in extra:
        i = players + own.index(name) if name in own else -1
        points.append(rr.points[i] if 0 <= i < len(rr.points) else 0.0)
    return points


def extra_totals(rounds: Sequence[Any], players: int, extra: Sequence[str]) -> list[float]:
    """Each ``extra`` column's points over ``rounds``."""
    return [sum(column_points(rr, players, extra)[players + i] for rr in rounds) for i in range(len(extra))]


def breakdown_rows(rr: Any, columns: int) -> list[GridRow]:
    """A round's breakdown as a grid: one ``VALUES`` row per rule (labels in the order first
    seen, seat by seat, except that a label a later column adds in the middle of its items goes
    before the next of them already placed, so a column's total line stays last), each column's
    count and points in it; None where a column has no such item. The same label twice in one
    column is counted together."""
    order: list[str] = []
    for col in range(columns):
        labels = [item.label for item in (rr.breakdown[col] if col < len(rr.breakdown) else ())]
        for i, label in enumerate(labels):
            if label in order:
                continue
            later = [order.index(x) for x in labels[i + 1:] if x in order] if i else []
            if later:
                order.insert(min(later), label)
            else:
                order.append(label)
    rows: dict[str, list[tuple[int, float] | None]] = {label: [None] * columns for label in order}
    for col in range(columns):
        for item in rr.breakdown[col] if col < len(rr.breakdown) else ():
            cells = rows[item.label]
            before = cells[col]
            count, points = (before[0] + item.count, before[1] + item.points) if before else (item.count, item.points)
            cells[col] = (count, points)
    return [
        GridRow(label, [(f"×{c[0]}", format_points(c[1], signed=True)) if c else None for c in cells], VALUES)
        for label, cells in rows.items()
    ]


# --- the overlay shared by the score sheet and the round summary ----------------------------------
class GridPanelScene(Scene):
    """A cream panel over the dimmed table: a title, a subtitle, a ``ScoreGrid`` and buttons.

    Subclasses fill ``build()``: it returns (title, subtitle, grid, buttons); the first button is
    the primary one and is focused. Escape presses ``escape()``. ``notes`` (set before the scene
    is pushed) are wrapped under the subtitle, at most ``NOTE_LINES`` lines of them.
    """

    NOTE_LINES = 2

    is_overlay = True

    def __init__(self) -> None:
        super().__init__()
        self.size: tuple[int, int] = theme.MIN_SIZE
        self.title = ""
        self.subtitle = ""
        self.notes = ""
        self.notes_rect = pygame.Rect(0, 0, 0, 0)
        self.grid: ScoreGrid | None = None
        self.buttons: list[Button] = []
        self.focus = FocusManager()
        self.panel_rect = pygame.Rect(0, 0, 0, 0)

    def build(self) -> tuple[str, str, ScoreGrid, list[Button]]:
        raise NotImplementedError

    def escape(self) -> None:
        self.close()

    def panel_width(self, w: int, m: theme.Metrics) -> int:
        columns = self.grid.columns if self.grid is not None else 3
        return max(520, 300 + columns * 160)

    def on_enter(self) -> None:
        self.title, self.subtitle, self.grid, self.buttons = self.build()
        self.focus.set_widgets(self.buttons)
        self.focus.focus_first()
        self.on_resize(self.size)

    def on_resize(self, size: tuple[int, int]) -> None:
        self.size = size
        if self.grid is None:
            return
        w, h = size
        m = theme.metrics(h)
        fonts = self.ctx.fonts
        margin = max(m.pad, int(h * 0.04))
        width = min(w - 2 * margin, self.panel_width(w, m))
        grid_size = max(16, int(m.body * 0.8))
        title_h = int(fonts.line_height(m.heading) * 1.1)
        sub_h = fonts.line_height(m.small) if self.subtitle else 0
        notes_h = self._notes_height(fonts, width - 2 * m.pad, m.small)
        button_h = m.row
        chrome = 2 * m.pad + title_h + sub_h + notes_h + m.pad // 2 + m.pad + button_h + m.pad // 2
        grid_h = self.grid.natural_height(width - 2 * m.pad, grid_size)
        height = min(h - 2 * margin, chrome + grid_h)
        self.panel_rect = pygame.Rect((w - width) // 2, (h - height) // 2, width, height)
        inner = self.panel_rect.inflate(-2 * m.pad, -2 * m.pad)
        self.notes_rect = pygame.Rect(inner.left, inner.top + title_h + sub_h, inner.width, notes_h)
        grid_top = self.notes_rect.bottom + m.pad // 2
        grid_bottom = inner.bottom - button_h - m.pad
        self.grid.place(pygame.Rect(inner.left, grid_top, inner.width, max(10, grid_bottom - grid_top)), grid_size)
        bw = min(int(m.row * 4.2), (inner.width - m.pad * (len(self.buttons) - 1)) // max(1, len(self.buttons)))
        x = inner.right
        for button in self.buttons:  # primary on the right, the others to its left
            button.place(pygame.Rect(x - bw, inner.bottom - button_h, bw, button_h), m.body)
            x -= bw + m.pad

    def _notes_height(self, fonts: Fonts, width: int, size: int) -> int:
        if not self.notes:
            return 0
        lines = min(self.NOTE_LINES, len(wrap(fonts.get(size), self.notes, width)))
        return fonts.line_height(size) * lines + 4

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.grid is None:
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.escape()
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_DOWN) and self.grid.handle_event(event):
            return
        if self.focus.handle_event(event):
            return
        self.grid.handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        if self.grid is None:
            return
        m = theme.metrics(surface.get_height())
        fonts = self.ctx.fonts
        theme.draw_veil(surface)
        theme.draw_panel(surface, self.panel_rect, m)
        inner = self.panel_rect.inflate(-2 * m.pad, -2 * m.pad)
        title_h = int(fonts.line_height(m.heading) * 1.1)
        size = fit_size(fonts, self.title, inner.width, m.heading, 16)
        img = fonts.render(ellipsize(fonts.get(size), clean(self.title), inner.width), size, theme.HEADING)
        surface.blit(img, img.get_rect(midleft=(inner.left, inner.top + title_h // 2)))
        if self.subtitle:
            sub = ellipsize(fonts.get(m.small), clean(self.subtitle), inner.width)
            img = fonts.render(sub, m.small, theme.INK_SOFT)
            surface.blit(img, (inner.left, inner.top + title_h))
        if self.notes and self.notes_rect.height > 0:
            r = self.notes_rect
            size, lines = fit_lines(fonts, self.notes, r.width, r.height, m.small, max(12, int(m.small * 0.75)))
            y = r.top + 2
            for line in lines:
                if line:
                    surface.blit(fonts.render(line, size, theme.INK), (r.left, y))
                y += fonts.line_height(size)
        self.grid.draw(surface)
        hint = "Scroll with the wheel or the arrow keys" if self.grid.max_scroll else ""
        if hint and self.buttons:
            left = self.buttons[-1].rect.left - m.pad
            box = pygame.Rect(inner.left, self.buttons[-1].rect.top, left - inner.left, self.buttons[-1].rect.height)
            text = ellipsize(fonts.get(m.small), hint, box.width)
            if text:
                img = fonts.render(text, m.small, theme.INK_SOFT)
                surface.blit(img, img.get_rect(midleft=box.midleft))
        self.focus.draw(surface)


class ScoreSheetScene(GridPanelScene):
    """Rounds × seats with the totals: opened from the table, closed with Escape, Enter or Close."""

    def __init__(self, match: Any) -> None:
        super().__init__()
        self.match = match

    def build(self) -> tuple[str, str, ScoreGrid, list[Button]]:
        match = self.match
        result = match.state.result()
        extra = extra_columns(result.rounds)
        names = [match.name(s) for s in range(match.players)] + list(extra)
        start = starting_score(result)
        rows = round_rows(result.rounds, match.players, extra, start)
        totals = [*result.scores[: match.players], *extra_totals(result.rounds, match.players, extra)]
        if not result.finished and (now := round_so_far(result, match.players, start)) is not None:
            rows.append(GridRow("This round so far", [format_points(p) for p in now] + [""] * len(extra)))
        rows.append(GridRow("Total", [format_points(p) for p in totals], TOTAL))
        grid = ScoreGrid(
            self.ctx.fonts,
            names,
            rows,
            highlight=result.winners if result.finished else (),
            empty_text="No round has been scored yet.",
            start_at_end=True,
        )
        subtitle = scoring_note(match.info.title, bool(match.info.lower_is_better), getattr(match.info, "score_unit", "points"))
        return "Score sheet", subtitle, grid, [Button(self.ctx.fonts, "Close", self.close, primary=True)]
