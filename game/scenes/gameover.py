"""Game over: who won, the notes the game gives (how it ended, how a tie was broken), the final
standings best first, and the whole score sheet. Nothing here knows which game was played."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from game.scene import Scene
from game.scenes.scoresheet import extra_columns, extra_totals, round_rows, scoring_note, starting_score
from game.ui import theme
from game.ui.focus import FocusManager
from game.ui.score_grid import TOTAL, GridRow, ScoreGrid
from game.ui.text import clean, ellipsize, fit_lines, fit_size, format_points, join_names
from game.ui.widgets import Button


def winners_line(names: Sequence[str]) -> str:
    if not names:
        return "Game over"
    if len(names) == 1:
        return "You win!" if names[0] == "You" else f"{names[0]} wins!"
    return f"{join_names(names)} share the win"


def standings(scores: Sequence[float], lower_is_better: bool) -> list[tuple[int, int]]:
    """(place, seat) best first; equal scores share a place."""
    order = sorted(range(len(scores)), key=lambda s: (scores[s] if lower_is_better else -scores[s], s))
    out: list[tuple[int, int]] = []
    for i, seat in enumerate(order):
        place = out[-1][0] if out and scores[seat] == scores[out[-1][1]] else i + 1
        out.append((place, seat))
    return out


class GameOverScene(Scene):
    def __init__(
        self,
        match: Any,
        notes: Sequence[str],
        on_new_game: Callable[[], Any],
        on_title: Callable[[], Any],
        on_replay: Callable[[], Any] | None = None,
    ) -> None:
        """``notes`` are the game's own lines under the headline (its table module writes them).
        No button pops this scene: the callbacks decide where to go (Escape is Title);
        ``on_replay`` adds a Replay button (the replay viewer opens over this screen)."""
        super().__init__()
        self.match = match
        self.notes = " ".join(note.strip() for note in notes if note.strip())
        self.on_new_game = on_new_game
        self.on_title = on_title
        self.on_replay = on_replay
        self.size: tuple[int, int] = theme.MIN_SIZE
        self.focus = FocusManager()
        self.grid: ScoreGrid | None = None
        self.buttons: list[Button] = []
        self.headline = ""
        self.winners: set[int] = set()
        self.losers: set[int] = set()
        self.ranked: list[tuple[int, int]] = []
        self.scores: tuple[float, ...] = ()
        self.lower_is_better = False
        self.score_unit = "points"
        self.header_rect = pygame.Rect(0, 0, 0, 0)
        self.standings_rect = pygame.Rect(0, 0, 0, 0)
        self.sheet_rect = pygame.Rect(0, 0, 0, 0)

    def on_enter(self) -> None:
        match = self.match
        result = match.state.result()
        self.lower_is_better = bool(match.info.lower_is_better)
        self.score_unit = getattr(match.info, "score_unit", "points")
        self.scores = tuple(result.scores[: match.players])
        self.winners = {s for s in result.winners if 0 <= s < match.players}
        # seats the game says lost outright (their score is drawn in red)
        self.losers = {s for s in (result.extra or {}).get("losers", []) if isinstance(s, int)}
        self.ranked = standings(self.scores, self.lower_is_better)
        self.headline = winners_line([match.name(s) for s in sorted(self.winners)])
        extra = extra_columns(result.rounds)  # scoring columns that are no seat, after the seats'
        rows = round_rows(result.rounds, match.players, extra, starting_score(result))
        totals = [*self.scores, *extra_totals(result.rounds, match.players, extra)]
        rows.append(GridRow("Total", [format_points(p) for p in totals], TOTAL))
        names = [match.name(s) for s in range(match.players)] + list(extra)
        self.grid = ScoreGrid(self.ctx.fonts, names, rows, highlight=self.winners, empty_text="No rounds were scored.")
        fonts = self.ctx.fonts
        self.buttons = [Button(fonts, "New game", self.on_new_game, primary=True), Button(fonts, "Title", self.on_title)]
        if self.on_replay is not None:
            self.buttons.append(Button(fonts, "Replay", self.on_replay))
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
        margin = int(m.pad * 1.5)
        header_h = int(fonts.line_height(m.small) * 1.3 + fonts.line_height(self._headline_size(m)) * 1.1 + fonts.line_height(m.body) * 2)
        self.header_rect = pygame.Rect(margin, margin // 2, w - 2 * margin, header_h)
        bh = m.row
        bottom = h - margin - bh - m.pad
        top = self.header_rect.bottom + m.pad // 2
        left_w = int((w - 2 * margin - m.pad) * 0.34)
        self.standings_rect = pygame.Rect(margin, top, left_w, bottom - top)
        self.sheet_rect = pygame.Rect(margin + left_w + m.pad, top, w - 2 * margin - left_w - m.pad, bottom - top)
        inner = self.sheet_rect.inflate(-2 * m.pad, -2 * m.pad)
        head = self._panel_head_h(m)
        self.grid.place(pygame.Rect(inner.left, inner.top + head, inner.width, inner.height - head), max(16, int(m.body * 0.8)))
        bw = int(m.row * 4)
        x = w - margin
        for button in self.buttons:
            button.place(pygame.Rect(x - bw, h - margin - bh, bw, bh), m.body)
            x -= bw + m.pad

    @staticmethod
    def _headline_size(m: theme.Metrics) -> int:
        return int(m.heading * 1.3)

    def _panel_head_h(self, m: theme.Metrics) -> int:
        fonts = self.ctx.fonts
        return int(fonts.line_height(m.body) * 1.2 + fonts.line_height(m.small) * 1.2)

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.grid is None:
            return
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.on_title()
                return
            if event.key in (pygame.K_UP, pygame.K_DOWN, pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_HOME, pygame.K_END):
                self.grid.handle_event(event)
                return
            if event.key in (pygame.K_LEFT, pygame.K_RIGHT):
                self.focus.move(1 if event.key == pygame.K_LEFT else -1)  # the buttons run right to left
                return
        if self.focus.handle_event(event):
            return
        self.grid.handle_event(event)

    # --- drawing --------------------------------------------------------------------------------
    def _line(
        self, surface: pygame.Surface, text: str, size: int, colour: theme.Colour, pos: tuple[int, int], width: int, anchor: str = "midtop"
    ) -> int:
        """One line shrunk/ellipsized to ``width``; returns its height."""
        fonts = self.ctx.fonts
        s = fit_size(fonts, clean(text), width, size, max(12, int(size * 0.7)))
        text = ellipsize(fonts.get(s), clean(text), width)
        if text:
            img = fonts.render(text, s, colour)
            surface.blit(img, img.get_rect(**{anchor: pos}))
        return fonts.line_height(size)

    def _draw_header(self, surface: pygame.Surface, m: theme.Metrics) -> None:
        fonts = self.ctx.fonts
        r = self.header_rect
        y = r.top
        y += int(self._line(surface, f"{self.match.info.title} · game over", m.small, theme.GOLD, (r.centerx, y), r.width) * 1.3)
        size = self._headline_size(m)
        self._line(surface, self.headline, size, theme.FELT_DARK, (r.centerx + 3, y + 3), r.width)
        y += int(self._line(surface, self.headline, size, theme.CREAM_TEXT, (r.centerx, y), r.width) * 1.1)
        if self.notes:
            size, lines = fit_lines(fonts, self.notes, r.width, r.bottom - y, m.body, max(12, int(m.small * 0.8)))
            for line in lines:
                if line:
                    img = fonts.render(line, size, theme.CREAM_TEXT)
                    surface.blit(img, img.get_rect(midtop=(r.centerx, y)))
                y += fonts.line_height(size)

    def _draw_panel_head(self, surface: pygame.Surface, m: theme.Metrics, inner: pygame.Rect, title: str, sub: str) -> None:
        y = inner.top
        y += int(self._line(surface, title, m.body, theme.HEADING, (inner.left, y), inner.width, "topleft") * 1.2)
        if sub:
            self._line(surface, sub, m.small, theme.INK_SOFT, (inner.left, y), inner.width, "topleft")

    def _draw_standings(self, surface: pygame.Surface, m: theme.Metrics) -> None:
        fonts = self.ctx.fonts
        inner = self.standings_rect.inflate(-2 * m.pad, -2 * m.pad)
        self._draw_panel_head(surface, m, inner, "Final scores", "Best first")
        top = inner.top + self._panel_head_h(m)
        n = max(1, len(self.ranked))
        row_h = max(fonts.line_height(14) + 4, min(int(m.row * 0.9), (inner.bottom - top) // n))
        size = max(14, min(m.body, int(row_h * 0.75)))
        place_w = fonts.get(size).size("0.")[0] + m.pad // 2
        score_w = max(fonts.get(size).size(format_points(s))[0] for s in self.scores) if self.scores else 0
        for i, (place, seat) in enumerate(self.ranked):
            row = pygame.Rect(inner.left, top + i * row_h, inner.width, row_h)
            if row.bottom > inner.bottom + 1:
                break
            if seat in self.winners:
                pygame.draw.rect(surface, theme.PANEL_SHADE, row.inflate(m.pad // 2, 0), border_radius=m.radius)
            ink = theme.HEADING if seat in self.winners else theme.INK
            self._line(surface, f"{place}.", size, theme.INK_SOFT, (row.left + m.pad // 4, row.centery), place_w, "midleft")
            score_ink = theme.ERROR if seat in self.losers else ink
            score = format_points(self.scores[seat])
            self._line(surface, score, size, score_ink, (row.right - m.pad // 4, row.centery), score_w + 4, "midright")
            name_w = row.width - place_w - score_w - m.pad
            self._line(surface, self.match.name(seat), size, ink, (row.left + place_w + m.pad // 4, row.centery), name_w, "midleft")

    def draw(self, surface: pygame.Surface) -> None:
        if self.grid is None:
            return
        theme.draw_felt(surface)
        m = theme.metrics(surface.get_height())
        self._draw_header(surface, m)
        theme.draw_panel(surface, self.standings_rect, m)
        self._draw_standings(surface, m)
        theme.draw_panel(surface, self.sheet_rect, m)
        inner = self.sheet_rect.inflate(-2 * m.pad, -2 * m.pad)
        note = scoring_note("", self.lower_is_better, self.score_unit)
        self._draw_panel_head(surface, m, inner, "Score sheet", note)
        self.grid.draw(surface)
        self.focus.draw(surface)
