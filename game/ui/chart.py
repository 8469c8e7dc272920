"""A small points chart drawn with pygame: values in order along the x axis, a value axis with
round ticks, both axes labelled, and each point filled (marked: a win) or hollow."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from game.ui import theme
from game.ui.fonts import Fonts
from game.ui.text import ellipsize, format_points

WON: theme.Colour = (196, 140, 20)  # a filled point, darker than GOLD so it reads on cream
LINE: theme.Colour = (170, 150, 120)


def nice_ticks(lo: float, hi: float, count: int = 4, whole: bool = False) -> list[float]:
    """Round tick values covering ``lo``..``hi`` (about ``count`` steps of 1, 2, 2.5 or 5 x 10^k;
    with ``whole``, whole-number steps only)."""
    if not (math.isfinite(lo) and math.isfinite(hi)):
        return [0.0, 1.0]
    if hi - lo < 1e-9:
        lo, hi = lo - 1, hi + 1
    raw = (hi - lo) / max(1, count)
    magnitude = 10 ** math.floor(math.log10(raw))
    steps = [m * magnitude for m in (1, 2, 2.5, 5, 10)]
    if whole:
        steps = [s for s in steps if s >= 1 and float(s).is_integer()] or [1.0]
    step = next((s for s in steps if s >= raw - 1e-12), steps[-1])
    first = math.floor(lo / step + 1e-9) * step
    last = math.ceil(hi / step - 1e-9) * step
    n = round((last - first) / step)
    return [first + i * step for i in range(n + 1)]


@dataclass(frozen=True)
class ChartText:
    """The words around a chart."""

    y_title: str  # e.g. "Score"
    x_title: str  # e.g. "Games, oldest to newest"
    x_first: str = ""  # under the first point (e.g. its date)
    x_last: str = ""  # under the last point
    empty: str = "Nothing to show yet."


def draw_points_chart(
    surface: pygame.Surface,
    fonts: Fonts,
    rect: pygame.Rect,
    values: Sequence[float],
    marked: Sequence[bool],
    words: ChartText,
    size: int,
    average: float | None = None,
) -> None:
    """The chart inside ``rect`` (nothing is drawn outside it); ``size`` is the label font size."""
    lh = fonts.line_height(size)
    font = fonts.get(size)
    if not values:
        img = fonts.render(ellipsize(font, words.empty, rect.width), size, theme.INK_SOFT)
        surface.blit(img, img.get_rect(center=rect.center))
        return
    span = max(values) - min(values) or 1.0
    whole = all(float(v).is_integer() for v in values)
    ticks = nice_ticks(min(values) - span * 0.06, max(values) + span * 0.06, whole=whole)  # no point on an axis
    labels = [format_points(t) for t in ticks]
    label_w = max(font.size(text)[0] for text in labels)
    # the value axis title, turned to read upwards, left of the tick labels
    y_title = fonts.render(ellipsize(font, words.y_title, max(1, rect.height - 2 * lh)), size, theme.INK_SOFT)
    y_title = pygame.transform.rotate(y_title, 90)
    plot = pygame.Rect(
        rect.left + y_title.get_width() + label_w + size // 2 + 4,
        rect.top + lh // 2,
        0,
        0,
    )
    plot.width = max(10, rect.right - plot.left - size // 2)
    plot.height = max(10, rect.bottom - 2 * lh - lh // 4 - plot.top)
    surface.blit(y_title, y_title.get_rect(midleft=(rect.left, plot.centery)))
    lo, hi = ticks[0], ticks[-1]

    def y_of(v: float) -> int:
        return plot.bottom - round((v - lo) / (hi - lo) * plot.height)

    for tick, text in zip(ticks, labels):
        y = y_of(tick)
        pygame.draw.line(surface, theme.PANEL_SHADE, (plot.left, y), (plot.right, y))
        img = fonts.render(text, size, theme.INK_SOFT)
        surface.blit(img, img.get_rect(midright=(plot.left - 6, y)))
    pygame.draw.line(surface, theme.INK_SOFT, plot.bottomleft, plot.topleft, 2)
    pygame.draw.line(surface, theme.INK_SOFT, plot.bottomleft, plot.bottomright, 2)
    n = len(values)
    r = max(3, min(size // 4, plot.width // max(1, 3 * n)))

    def x_of(i: int) -> int:
        return plot.centerx if n == 1 else plot.left + r + 2 + round(i * (plot.width - 2 * r - 4) / (n - 1))

    if average is not None:
        y = y_of(average)
        for x in range(plot.left, plot.right, 10):
            pygame.draw.line(surface, theme.HEADING, (x, y), (min(x + 5, plot.right), y))
    points = [(x_of(i), y_of(v)) for i, v in enumerate(values)]
    if n > 1:
        pygame.draw.lines(surface, LINE, False, points, 2)
    for (x, y), won in zip(points, marked):
        if won:
            pygame.draw.circle(surface, WON, (x, y), r)
            pygame.draw.circle(surface, theme.INK, (x, y), r, 1)
        else:
            pygame.draw.circle(surface, theme.PANEL, (x, y), r)
            pygame.draw.circle(surface, theme.INK, (x, y), r, 2)
    # the order axis: the first and last points' labels at its ends, its title under them
    below = plot.bottom + 3
    first = fonts.render(ellipsize(font, words.x_first, plot.width // 3), size, theme.INK_SOFT)
    last = fonts.render(ellipsize(font, words.x_last, plot.width // 3), size, theme.INK_SOFT)
    surface.blit(first, (plot.left, below))
    if n > 1:
        surface.blit(last, last.get_rect(topright=(plot.right, below)))
    title = fonts.render(ellipsize(font, words.x_title, plot.width), size, theme.INK_SOFT)
    surface.blit(title, title.get_rect(midtop=(plot.centerx, below + lh)))
