"""The replay viewer: step through a finished game or an imported record, every hand face up.

Left: each seat's name, score so far and hand. Right: what lies in the middle (the trick in
progress, a card still face down to the others marked so, beside what it is played for (a
prize: ``GameTable.played_for``), or the trick the last action
finished, its taker's card raised, with the rules' line),
the tricks so far with their takers and reasons (newest first), and the score sheet so far. A
trick is called what the game's table calls it (``GameTable.trick_nouns``: a bidding game's
prizes).
Bottom: the log line of the current action and the buttons (Export writes the record to the
records folder). Keys: Left/Right one action, Up/Down or PgUp/PgDn one trick, Home/End, the
mouse wheel; Escape closes. Nothing here names a game: everything shown comes from the record's
replay (``game.replay_model``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from game.art.cards import CardArt
from game.layout import logical_card_size
from game.named_saves import export_record
from game.replay_model import Laid, ReplayModel, seat_names
from game.scene import Scene
from game.scenes.scoresheet import extra_columns, extra_totals, round_rows, starting_score
from game.table.module import table_for
from game.ui import theme
from game.ui.focus import FocusManager
from game.ui.score_grid import TOTAL, GridRow, ScoreGrid
from game.ui.text import clean, ellipsize, fit_lines, fit_size, format_points, wrap
from game.ui.widgets import Button
from rules.core.cards import Card
from rules.core.events import TrickOutcome, called
from rules.core.record import GameRecord
from rules.core.registry import get_game

OUTLINE = (226, 178, 58)
CARD_RATIO = logical_card_size("medium")[1] / logical_card_size("medium")[0]


@dataclass
class Shown:
    """Everything drawn for one position, worked out once when the position changes."""

    hands: list[tuple[Card, ...]]
    totals: list[float]
    to_move: tuple[int, ...]
    middle: TrickOutcome | tuple[Laid, ...]
    played_for: tuple[tuple[str, Card], ...]  # beside a trick in progress: what it is played for
    tricks: list[str]  # headlines, newest first
    log: str
    where: str  # "Action 12 of 640 · 3 of 13 tricks · round 1"
    grid: ScoreGrid


class ReplayViewerScene(Scene):
    def __init__(
        self,
        record: GameRecord,
        names: Sequence[str] | None = None,
    ) -> None:
        """``RecordError`` if the record's game cannot be set up (the navigation says why)."""
        super().__init__()
        self.record = record
        self.model = ReplayModel(record)
        self.names = seat_names(record, names)
        self.info = get_game(record.game)
        self.table = table = table_for(record.game, self.names)
        self.style = table.deck_style()
        self.one, self.many = table.trick_nouns
        self.one_trick_a_round = table.one_trick_a_round
        self.size: tuple[int, int] = theme.MIN_SIZE
        self.focus = FocusManager()
        self.buttons: list[Button] = []
        self._shown: tuple[int, Shown] | None = None
        self._art: tuple[tuple[int, int], CardArt] | None = None  # the hands' cards
        self._art_middle: tuple[tuple[int, int], CardArt] | None = None  # the middle's cards
        self.rects: dict[str, pygame.Rect] = {}
        self.mouse: tuple[int, int] = (-1, -1)  # where the pointer last moved

    def name(self, seat: int) -> str:
        return called(seat, self.names)

    # --- set-up ---------------------------------------------------------------------------------
    def on_enter(self) -> None:
        fonts = self.ctx.fonts
        model = self.model
        moves: list[tuple[str, Callable[[], Any]]] = [
            ("Start", model.home),
            (f"« {self.one.capitalize()}", model.previous_trick),
            ("< Action", lambda: model.step(-1)),
            ("Action >", lambda: model.step(1)),
            (f"{self.one.capitalize()} »", model.next_trick),
            ("End", model.end),
        ]
        self.buttons = [Button(fonts, text, call) for text, call in moves]
        self.buttons.append(Button(fonts, "Export", self.export))
        self.buttons.append(Button(fonts, "Close", self.close, primary=True))
        self.focus.set_widgets(self.buttons)
        self.focus.focus(self.buttons[3])
        self.on_resize(self.size)

    def on_resize(self, size: tuple[int, int]) -> None:
        self.size = size
        self._shown = None
        if not self.buttons:
            return
        w, h = size
        m = theme.metrics(h)
        fonts = self.ctx.fonts
        pad = m.pad
        head_h = round(fonts.line_height(m.heading) * 1.05)
        bh = m.row
        log_h = 2 * fonts.line_height(m.small) + pad
        bottom = h - pad - bh
        self.rects["head"] = pygame.Rect(pad, pad // 2, w - 2 * pad, head_h)
        self.rects["log"] = pygame.Rect(pad, bottom - pad // 2 - log_h, w - 2 * pad, log_h)
        top = self.rects["head"].bottom + pad // 2
        body_h = self.rects["log"].top - pad // 2 - top
        left_w = round((w - 3 * pad) * 0.58)
        self.rects["seats"] = pygame.Rect(pad, top, left_w, body_h)
        right = pygame.Rect(2 * pad + left_w, top, w - 3 * pad - left_w, body_h)
        middle_h = round(body_h * 0.36)
        tricks_h = round(body_h * 0.27)
        self.rects["middle"] = pygame.Rect(right.left, right.top, right.width, middle_h)
        self.rects["tricks"] = pygame.Rect(right.left, right.top + middle_h + pad // 2, right.width, tricks_h - pad // 2)
        scores_top = self.rects["tricks"].bottom + pad // 2
        self.rects["scores"] = pygame.Rect(right.left, scores_top, right.width, right.bottom - scores_top)
        count = len(self.buttons)
        gap = max(4, pad // 2)
        bw = (w - 2 * pad - gap * (count - 1)) // count
        size_font = max(14, min(m.body, int(m.body * 0.9)))
        for i, button in enumerate(self.buttons):
            button.place(pygame.Rect(pad + i * (bw + gap), bottom, bw, bh), size_font)

    # --- what to show -------------------------------------------------------------------------
    def shown(self) -> Shown:
        position = self.model.position
        if self._shown is None or self._shown[0] != position:
            self._shown = (position, self._work_out())
        return self._shown[1]

    def _work_out(self) -> Shown:
        model = self.model
        state = model.state
        players = self.record.players
        result = model.result()
        extra = extra_columns(result.rounds)
        rows = round_rows(result.rounds, players, extra, starting_score(result))
        totals = list(result.scores[:players])
        rows.append(GridRow("Total", [format_points(p) for p in [*totals, *extra_totals(result.rounds, players, extra)]], TOTAL))
        grid = ScoreGrid(
            self.ctx.fonts, [*self.names, *extra], rows, empty_text="No round scored yet.", start_at_end=True
        )
        tricks = [t.headline(self.name) for t in reversed(model.tricks_so_far())]
        return Shown(
            hands=model.hands(),
            totals=totals,
            to_move=tuple(state.to_move()),
            middle=(middle := model.on_table()),
            played_for=() if isinstance(middle, TrickOutcome) else self.table.played_for(state.observation(0)),
            tricks=tricks,
            log=self._log_text(),
            where=self._where(len(tricks)),
            grid=grid,
        )

    def _log_text(self) -> str:
        model = self.model
        step = model.last_step()
        if step is None:
            lines = [e.describe(self.name) for e in model.opening]
            return " ".join(lines) or "The game is about to begin."
        lines = [e.describe(self.name) for e in step.events]
        text = " ".join(line for line in lines if line) or f"{self.name(step.seat)}: {step.text}"
        if model.position == model.length and model.problem:
            text = f"{text} The record stops here. {model.problem}"
        return text

    def _where(self, tricks: int) -> str:
        model = self.model
        parts = [f"Action {model.position} of {model.length}"]
        if model.trick_ends:
            parts.append(f"{tricks} of {len(model.trick_ends)} {self.many}")
        round_no = getattr(model.state.observation(0), "round_no", None)
        if isinstance(round_no, int) and round_no > 0 and not self.one_trick_a_round:
            parts.append(f"round {round_no}")
        if model.position == model.length:
            parts.append("game over" if model.state.is_over() else "the record ends here")
        return " · ".join(parts)

    # --- input ----------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        model = self.model
        pos = getattr(event, "pos", None)
        if event.type == pygame.MOUSEMOTION and isinstance(pos, tuple | list) and len(pos) == 2:
            self.mouse = (int(pos[0]), int(pos[1]))  # logical: the wheel's event has no position
        if event.type == pygame.KEYDOWN:
            keys: dict[int, Callable[[], Any]] = {
                pygame.K_LEFT: lambda: model.step(-1),
                pygame.K_RIGHT: lambda: model.step(1),
                pygame.K_UP: model.previous_trick,
                pygame.K_PAGEUP: model.previous_trick,
                pygame.K_DOWN: model.next_trick,
                pygame.K_PAGEDOWN: model.next_trick,
                pygame.K_HOME: model.home,
                pygame.K_END: model.end,
                pygame.K_ESCAPE: self.close,
            }
            if event.key in keys:
                keys[event.key]()
                return
        if event.type == pygame.MOUSEWHEEL:
            if self._over_scores() and self.shown().grid.handle_event(event):
                return
            dy = int(getattr(event, "y", 0) or 0)
            if getattr(event, "flipped", False):
                dy = -dy
            if dy:
                model.step(-1 if dy > 0 else 1)
            return
        if self.focus.handle_event(event):
            return
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.shown().grid.handle_event(event)

    def export(self) -> None:
        """Write the record shown to a new file in the records folder, and say where."""
        try:
            path = export_record(self.ctx.paths, self.record)
        except OSError as err:
            text = f"The record could not be written: {err.strerror or err}."
        else:
            text = f"The record was written to {path}."
        self.ctx.push(self.ctx.scenes.message("Export record", text))

    def _over_scores(self) -> bool:
        return self.rects.get("scores", pygame.Rect(0, 0, 0, 0)).collidepoint(self.mouse)

    # --- drawing --------------------------------------------------------------------------------
    def _card_art(self, cached: tuple[tuple[int, int], CardArt] | None, height: int) -> tuple[tuple[int, int], CardArt]:
        width = max(16, round(height / CARD_RATIO))
        size = (width, max(16, round(width * CARD_RATIO)))
        if cached is None or cached[0] != size:
            cached = (size, CardArt(self.style, size, self.ctx.settings.colorblind))
        return cached

    def art(self, height: int) -> CardArt:
        """The hands' cards at ``height`` (cached while the size stays)."""
        self._art = self._card_art(self._art, height)
        return self._art[1]

    def art_middle(self, height: int) -> CardArt:
        """The middle's cards: a second ``CardArt``, so neither is rebuilt every frame."""
        self._art_middle = self._card_art(self._art_middle, height)
        return self._art_middle[1]

    def on_settings_changed(self) -> None:
        self._art = self._art_middle = None

    def _text(
        self, surface: pygame.Surface, text: str, size: int, colour: theme.Colour, pos: tuple[int, int], width: int, anchor: str = "topleft"
    ) -> int:
        fonts = self.ctx.fonts
        text = clean(text)
        s = fit_size(fonts, text, width, size, max(12, int(size * 0.75)))
        text = ellipsize(fonts.get(s), text, width)
        if text:
            img = fonts.render(text, s, colour)
            surface.blit(img, img.get_rect(**{anchor: pos}))
        return fonts.line_height(size)

    def _paragraph(self, surface: pygame.Surface, text: str, box: pygame.Rect, size: int, colour: theme.Colour) -> None:
        fonts = self.ctx.fonts
        s, lines = fit_lines(fonts, clean(text), box.width, box.height, size, max(12, int(size * 0.75)))
        y = box.top
        for line in lines:
            if line:
                surface.blit(fonts.render(line, s, colour), (box.left, y))
            y += fonts.line_height(s)

    def draw(self, surface: pygame.Surface) -> None:
        if not self.buttons:
            return
        shown = self.shown()
        theme.draw_felt(surface)
        m = theme.metrics(self.size[1])
        head = self.rects["head"]
        title = f"Replay · {self.info.title} · {self.record.players} players"
        where_w = self.ctx.fonts.get(m.small).size(shown.where)[0]
        where_w = min(where_w, head.width // 2)
        self._text(surface, title, m.heading, theme.CREAM_TEXT, head.midleft, head.width - where_w - m.pad, "midleft")
        self._text(surface, shown.where, m.small, theme.CREAM_TEXT, head.midright, where_w, "midright")
        self._draw_seats(surface, m, shown)
        self._draw_middle(surface, m, shown)
        self._draw_tricks(surface, m, shown)
        self._draw_scores(surface, m, shown)
        log = self.rects["log"]
        theme.draw_panel(surface, log, m)
        problem = self.model.position == self.model.length and self.model.problem
        self._paragraph(surface, shown.log, log.inflate(-m.pad, -m.pad // 2), m.small, theme.ERROR if problem else theme.INK)
        self.focus.draw(surface)

    def _draw_seats(self, surface: pygame.Surface, m: theme.Metrics, shown: Shown) -> None:
        area = self.rects["seats"]
        theme.draw_panel(surface, area, m)
        fonts = self.ctx.fonts
        inner = area.inflate(-m.pad, -m.pad // 2)
        players = max(1, self.record.players)
        row_h = inner.height // players
        card_h = max(24, min(round(row_h * 0.86), 150))
        art = self.art(card_h)
        cw, ch = art.size
        plate_w = max(120, round(inner.width * 0.22))
        size = max(14, min(m.body, round(row_h * 0.3)))
        small = max(13, min(m.small, round(row_h * 0.24)))
        for seat in range(players):
            row = pygame.Rect(inner.left, inner.top + seat * row_h, inner.width, row_h)
            if seat:
                pygame.draw.line(surface, theme.PANEL_SHADE, (row.left, row.top), (row.right, row.top), 2)
            moving = seat in shown.to_move
            y = row.top + max(2, (row_h - fonts.line_height(size) - 2 * fonts.line_height(small)) // 2)
            ink = theme.HEADING if moving else theme.INK
            y += self._text(surface, self.name(seat), size, ink, (row.left, y), plate_w - m.pad // 2)
            score = format_points(shown.totals[seat]) if seat < len(shown.totals) else "0"
            y += self._text(surface, f"Score {score}", small, theme.INK, (row.left, y), plate_w - m.pad // 2)
            if moving:
                self._text(surface, "to move", small, theme.HEADING, (row.left, y), plate_w - m.pad // 2)
            hand = shown.hands[seat] if seat < len(shown.hands) else ()
            left = row.left + plate_w
            room = row.right - left
            top = row.centery - ch // 2
            if not hand:
                self._text(surface, "No cards", small, theme.INK_SOFT, (left, row.centery), room, "midleft")
                continue
            step = cw + 4 if len(hand) == 1 else min(cw + 4, (room - cw) / (len(hand) - 1))
            for i, card in enumerate(hand):
                surface.blit(art.face(card), (round(left + i * step), top))

    def _panel_title(self, surface: pygame.Surface, m: theme.Metrics, inner: pygame.Rect, text: str) -> int:
        return self._text(surface, text, m.small, theme.HEADING, inner.topleft, inner.width)

    def _draw_middle(self, surface: pygame.Surface, m: theme.Metrics, shown: Shown) -> None:
        area = self.rects["middle"]
        theme.draw_panel(surface, area, m)
        fonts = self.ctx.fonts
        inner = area.inflate(-m.pad, -m.pad // 2)
        middle = shown.middle
        outcome = middle if isinstance(middle, TrickOutcome) else None
        plays = [Laid(seat, card) for seat, card in middle.cards] if isinstance(middle, TrickOutcome) else list(middle)
        # (caption, card, face down, taker's): what the trick is played for, then the cards laid
        cards = [(label, card, False, False) for label, card in shown.played_for]
        cards += [(self.name(s), c, down, outcome is not None and s == outcome.taker) for s, c, down in plays]
        title = f"{outcome.label.capitalize()}, finished" if outcome is not None else "On the table"
        top = inner.top + self._panel_title(surface, m, inner, title)
        small = max(13, round(m.small * 0.85))
        headline = outcome.headline(self.name) if outcome is not None else ""
        head_h = 2 * fonts.line_height(small) if headline else 0
        name_h = fonts.line_height(small)
        if not cards:
            self._text(surface, "No cards in play.", m.small, theme.INK_SOFT, (inner.centerx, inner.centery), inner.width, "center")
            return
        lift = max(4, round(inner.height * 0.04)) if outcome is not None else 0
        card_h = max(24, inner.bottom - top - name_h - head_h - lift - 4)
        count = len(cards)
        cell = inner.width / count
        card_h = min(card_h, round((cell - 4) * CARD_RATIO), 150)
        art = self.art_middle(card_h)
        cw, ch = art.size
        for i, (caption, card, face_down, takes) in enumerate(cards):
            cx = round(inner.left + (i + 0.5) * cell)
            rect = pygame.Rect(0, 0, cw, ch)
            rect.midtop = (cx, top + lift)
            if takes:
                rect.move_ip(0, -lift)
                pygame.draw.rect(surface, OUTLINE, rect.inflate(6, 6), width=3, border_radius=m.radius)
            surface.blit(art.face(card), rect)
            if face_down:
                self._face_down_mark(surface, rect, small)
            ink = theme.HEADING if takes else theme.INK if i >= len(shown.played_for) else theme.INK_SOFT
            self._text(surface, caption, small, ink, (cx, top + lift + ch + 2), round(cell) - 4, "midtop")
        if headline:
            box = pygame.Rect(inner.left, top + lift + ch + 2 + name_h, inner.width, inner.bottom - (top + lift + ch + 2 + name_h))
            self._paragraph(surface, headline, box, small, theme.INK)

    def _face_down_mark(self, surface: pygame.Surface, card: pygame.Rect, size: int) -> None:
        """A pill across the foot of a card laid face down: the viewer shows its face, but at this
        moment the other seats see only its back."""
        fonts = self.ctx.fonts
        room = card.width - 6
        text = "Face down"
        size = fit_size(fonts, text, room - 8, size, 10)
        if fonts.get(size).size(text)[0] > room - 8:
            text = "Hidden"
            size = fit_size(fonts, text, room - 8, size, 9)
        img = fonts.render(text, size, theme.CREAM_TEXT)
        pill = img.get_rect().inflate(8, 4)
        pill.midbottom = (card.centerx, card.bottom - max(3, card.height // 12))
        pygame.draw.rect(surface, theme.PRIMARY, pill, border_radius=pill.height // 2)
        surface.blit(img, img.get_rect(center=pill.center))

    def _draw_tricks(self, surface: pygame.Surface, m: theme.Metrics, shown: Shown) -> None:
        area = self.rects["tricks"]
        theme.draw_panel(surface, area, m)
        fonts = self.ctx.fonts
        inner = area.inflate(-m.pad, -m.pad // 2)
        count = len(shown.tricks)
        y = inner.top + self._panel_title(surface, m, inner, f"{self.many.capitalize()} so far ({count}), newest first")
        size = max(13, round(m.small * 0.8))
        lh = fonts.line_height(size)
        if not count:
            self._text(surface, f"No {self.one} finished yet.", size, theme.INK_SOFT, (inner.left, y), inner.width)
            return
        font = fonts.get(size)
        for n, headline in enumerate(shown.tricks):
            lines = wrap(font, clean(headline), inner.width)
            if n and y + len(lines) * lh > inner.bottom:
                return  # older tricks only whole: the newest may be cut, never one half shown
            for line in lines:
                if y + lh > inner.bottom:
                    return
                surface.blit(fonts.render(line, size, theme.INK if n == 0 else theme.INK_SOFT), (inner.left, y))
                y += lh
            y += max(2, lh // 4)

    def _draw_scores(self, surface: pygame.Surface, m: theme.Metrics, shown: Shown) -> None:
        area = self.rects["scores"]
        theme.draw_panel(surface, area, m)
        inner = area.inflate(-m.pad, -m.pad // 2)
        note = "lower is better" if self.info.lower_is_better else "higher is better"
        y = inner.top + self._panel_title(surface, m, inner, f"Scores so far ({note})")
        grid = shown.grid
        rect = pygame.Rect(inner.left, y, inner.width, inner.bottom - y)
        if grid.rect != rect:
            grid.place(rect, max(14, round(m.small * 0.85)))
        grid.draw(surface)
