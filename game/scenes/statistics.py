"""The statistics screen: per game and player count, games played and won, the win rate, best and
average score and streaks; a chart of one game's results over time (Left / Right choose the
game); the recent games, each opening in the replay viewer (Up / Down, Enter or a click); Reset,
which asks first; Escape goes back. Numbers are the human players'; with several, P changes whose."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

import pygame

from game.scene import Scene
from game.stats import RecentGame, StatsStore
from game.stats_summary import Line, PlayerResult, series, summarize
from game.ui import theme
from game.ui.chart import WON, ChartText, draw_points_chart
from game.ui.focus import FocusManager
from game.ui.text import blit_line, fit_lines, format_points
from game.ui.widgets import Button
from rules.core.errors import RecordError, UnknownGame
from rules.core.registry import get_game
from rules.core.words import counted

RECENT = 50  # games in the recent list
CHART_POINTS = 100  # the chart shows at most this many latest games
EMPTY = (
    "No statistics yet. Play a game to its end and it is counted here: games played and won, best "
    "and average scores, streaks of wins, and a chart of your results over time."
)
HINT = "Left/Right: chart · Up/Down, Enter: replay a game · Esc: back"
COLUMNS: tuple[tuple[str, float], ...] = (
    ("Game", 3.2),
    ("Seats", 1.0),
    ("Played", 1.2),
    ("Won", 0.9),
    ("Win %", 1.1),
    ("Best", 1.0),
    ("Average", 1.5),
    ("Streak", 1.3),
)


def game_title(game_id: str) -> str:
    try:
        return get_game(game_id).title
    except (UnknownGame, KeyError):
        return game_id


def when(iso: str, with_time: bool = True, now: datetime | None = None) -> str:
    """In local time (the database keeps UTC): ``1 Mar 18:02`` this year, ``1 Mar 2024`` before
    it; ``1 Mar 2025`` without the time."""
    try:
        moment = datetime.fromisoformat(iso).astimezone()
    except ValueError:
        return iso[:16]
    this_year = (now or datetime.now().astimezone()).year == moment.year
    if with_time and this_year:
        return f"{moment.day} {moment:%b %H:%M}"
    return f"{moment.day} {moment:%b %Y}"


def line_cells(line: Line) -> list[str]:
    return [
        game_title(line.game),
        str(line.players),
        str(line.played),
        str(line.won),
        f"{round(line.win_rate * 100)}%",
        format_points(line.best),
        format_points(round(line.average, 1)),
        f"{line.current_streak} / {line.longest_streak}",
    ]


def recent_cells(game: RecentGame, player: str | None) -> list[str]:
    """When, which game, how it went for ``player`` (or why it is not counted), everyone's scores."""
    mine = next((s for s in game.seats if s.kind == "human" and s.name == player), None)
    humans = [s for s in game.seats if s.kind == "human"]
    if game.undo:
        outcome = "with undo"
    elif not humans:
        outcome = "bots only"
    elif mine is None:
        outcome = "won" if any(s.won for s in humans) else "lost"
        outcome = f"{humans[0].name} {outcome}" if len(humans) == 1 else outcome
    else:
        outcome = "won" if mine.won else "lost"
    scores = ", ".join(f"{s.name} {format_points(s.score)}" for s in game.seats)
    return [when(game.finished_at), f"{game_title(game.game)}, {game.players} seats", outcome, scores]


class StatisticsScene(Scene):
    def __init__(self) -> None:
        super().__init__()
        self.size: tuple[int, int] = theme.MIN_SIZE
        self.store: StatsStore | None = None
        self.players: list[str] = []
        self.player: str | None = None
        self.results: list[PlayerResult] = []
        self.lines: list[Line] = []
        self.recent: list[RecentGame] = []
        self.note = ""
        self.selected_line = 0  # the table row whose game the chart shows
        self.selected_game = 0  # the recent game Enter opens
        self.table_scroll = 0
        self.recent_scroll = 0
        self.focus = FocusManager()
        self.buttons: list[Button] = []
        self.prev_button: Button | None = None
        self.next_button: Button | None = None
        self.player_button: Button | None = None
        self.back_button: Button | None = None
        self.reset_button: Button | None = None
        self.header = pygame.Rect(0, 0, 0, 0)
        self.table_rect = pygame.Rect(0, 0, 0, 0)
        self.recent_rect = pygame.Rect(0, 0, 0, 0)
        self.chart_rect = pygame.Rect(0, 0, 0, 0)
        self.hint_rect = pygame.Rect(0, 0, 0, 0)

    # --- data -------------------------------------------------------------------------------------
    def on_enter(self) -> None:
        fonts = self.ctx.fonts
        self.store = StatsStore(self.ctx.paths.statistics_file)
        self.prev_button = Button(fonts, "<", lambda: self.choose_line(-1))
        self.next_button = Button(fonts, ">", lambda: self.choose_line(1))
        self.player_button = Button(fonts, "Player", self.next_player)
        self.reset_button = Button(fonts, "Reset statistics", self.ask_reset)
        self.back_button = Button(fonts, "Back (Esc)", self.close, primary=True)
        self.buttons = [self.prev_button, self.next_button, self.player_button, self.reset_button, self.back_button]
        self.focus.set_widgets(self.buttons)
        self.focus.focus(None)  # Enter opens the chosen game until Tab reaches a button
        self.load()

    def on_exit(self) -> None:
        if self.store is not None:
            self.store.close()

    def load(self, player: str | None = None) -> None:
        """Read everything again (on entering, after a reset, when the player changes)."""
        store = self.store
        if store is None:
            return
        self.players = store.players()
        self.player = player if player in self.players else (self.players[0] if self.players else None)
        self.results = store.results(self.player) if self.player is not None else []
        self.lines = summarize(self.results)
        self.recent = store.recent(RECENT)
        self.selected_line = min(self.selected_line, max(0, len(self.lines) - 1))
        self.selected_game = min(self.selected_game, max(0, len(self.recent) - 1))
        self.note = self._note()
        if self.player_button is not None:
            self.player_button.visible = len(self.players) > 1
            self.player_button.text = f"Player: {self.player} (P)"
        if self.prev_button is not None and self.next_button is not None:
            self.prev_button.visible = self.next_button.visible = len(self.lines) > 1
        if self.reset_button is not None:
            self.reset_button.enabled = store.enabled and bool(self.recent)
        self.on_resize(self.size)

    def _note(self) -> str:
        store = self.store
        parts = [store.problem] if store is not None and store.problem else []
        kept, undo, bots = store.counts() if store is not None else (0, 0, 0)
        left_out = []
        if undo:
            left_out.append(f"{counted(undo, 'game')} played with undo")
        if bots:
            left_out.append(f"{counted(bots, 'game')} of bots alone")
        if left_out:
            parts.append(f"{' and '.join(left_out)} {'are' if undo + bots > 1 else 'is'} listed but not counted.")
        return " ".join(parts)

    @property
    def line(self) -> Line | None:
        return self.lines[self.selected_line] if self.lines else None

    def chart_points(self) -> list[PlayerResult]:
        line = self.line
        return series(self.results, line.game, line.players)[-CHART_POINTS:] if line is not None else []

    # --- actions ----------------------------------------------------------------------------------
    def choose_line(self, step: int) -> None:
        if self.lines:
            self.selected_line = (self.selected_line + step) % len(self.lines)
            self._keep_in_view()

    def choose_game(self, step: int) -> None:
        if self.recent:
            self.selected_game = max(0, min(len(self.recent) - 1, self.selected_game + step))
            self._keep_in_view()

    def next_player(self) -> None:
        if len(self.players) > 1 and self.player is not None:
            self.selected_line = self.table_scroll = 0
            self.load(self.players[(self.players.index(self.player) + 1) % len(self.players)])

    def open_game(self, index: int | None = None) -> None:
        """The chosen recent game in the replay viewer, or a message saying why it cannot be."""
        if self.store is None or not self.recent:
            return
        game = self.recent[self.selected_game if index is None else index]
        try:
            record = self.store.record(game.row)
        except RecordError as err:
            self.ctx.push(self.ctx.scenes.message("Replay", f"This game cannot be replayed: {err}"))
            return
        self.ctx.push(self.ctx.scenes.replay_viewer(record, game.names))

    def ask_reset(self) -> None:
        games = self.store.counts()[0] if self.store is not None else 0
        many = f"all {games} games" if games != 1 else "the one game"
        self.ctx.push(
            self.ctx.scenes.message(
                "Reset statistics",
                f"Delete {many} kept in the statistics, with their numbers and replays? This cannot be undone.",
                on_ok=self.reset,
                ok_label="Delete all",
                cancel_label="Keep them",
                cancel_first=True,  # Enter alone keeps them
            )
        )

    def reset(self) -> None:
        if self.store is not None:
            self.store.reset()
        self.selected_line = self.selected_game = self.table_scroll = self.recent_scroll = 0
        self.load()

    # --- layout -----------------------------------------------------------------------------------
    def text_size(self, m: theme.Metrics) -> int:
        return max(14, int(m.small * 0.95))

    def row_h(self, m: theme.Metrics) -> int:
        return self.ctx.fonts.line_height(self.text_size(m)) + max(6, m.pad // 2)

    def panel_head_h(self, m: theme.Metrics) -> int:
        fonts = self.ctx.fonts
        return fonts.line_height(m.body) + fonts.line_height(self.text_size(m)) + m.pad // 2

    def on_resize(self, size: tuple[int, int]) -> None:
        self.size = size
        if self.ctx is None or self.back_button is None:
            return
        w, h = size
        m = theme.metrics(h)
        fonts = self.ctx.fonts
        margin = int(m.pad * 1.5)
        note_h = 2 * fonts.line_height(m.small) if self.note else 0
        self.header = pygame.Rect(margin, margin // 2, w - 2 * margin, fonts.line_height(m.heading) + note_h)
        bh = m.row
        buttons_top = h - margin - bh
        top = self.header.bottom + m.pad // 2
        middle = pygame.Rect(margin, top, w - 2 * margin, buttons_top - m.pad - top)
        left_w = int((middle.width - m.pad) * 0.6)
        chart_w = middle.width - left_w - m.pad
        rows = max(1, len(self.lines)) + 1  # the heading row
        want = self.panel_head_h(m) + rows * self.row_h(m) + 2 * m.pad + fonts.line_height(self.text_size(m)) // 2 + 2
        table_h = max(int(middle.height * 0.4), min(want, int(middle.height * 0.55)))
        self.table_rect = pygame.Rect(middle.left, middle.top, left_w, table_h)
        self.recent_rect = pygame.Rect(middle.left, self.table_rect.bottom + m.pad, left_w, middle.bottom - self.table_rect.bottom - m.pad)
        self.chart_rect = pygame.Rect(self.table_rect.right + m.pad, middle.top, chart_w, middle.height)
        small = self.text_size(m)
        step = fonts.line_height(m.body) + 8
        arrow_w = 2 * m.pad + fonts.get(m.body).size(">")[0] + 8  # a button's text keeps a pad each side
        inner = self.chart_rect.inflate(-2 * m.pad, -2 * m.pad)
        assert self.prev_button is not None and self.next_button is not None and self.player_button is not None
        self.next_button.place(pygame.Rect(inner.right - arrow_w, inner.top, arrow_w, step), m.body)
        self.prev_button.place(pygame.Rect(inner.right - 2 * arrow_w - m.pad // 2, inner.top, arrow_w, step), m.body)
        bw = int(m.row * 4.2)
        assert self.reset_button is not None
        self.back_button.place(pygame.Rect(w - margin - bw, buttons_top, bw, bh), m.body)
        self.reset_button.place(pygame.Rect(w - margin - 2 * bw - m.pad, buttons_top, bw, bh), m.body)
        pw = min(int(m.row * 5.5), self.header.width // 3)
        self.player_button.place(pygame.Rect(self.header.right - pw, self.header.top + m.pad // 2, pw, int(m.row * 0.85)), small)
        self.hint_rect = pygame.Rect(margin, buttons_top, self.reset_button.rect.left - margin - m.pad, bh)
        self._keep_in_view()

    def _visible_rows(self, rect: pygame.Rect, m: theme.Metrics, heading: bool) -> int:
        """How many rows fit under the panel's head (and the columns' heading), above the line
        saying which rows are shown ("1-5 of 9")."""
        counter = self.ctx.fonts.line_height(self.text_size(m)) // 2
        body = rect.height - 2 * m.pad - self.panel_head_h(m) - (self.row_h(m) if heading else 0) - counter
        return max(1, body // self.row_h(m))

    def _keep_in_view(self) -> None:
        m = theme.metrics(self.size[1])
        shown = self._visible_rows(self.table_rect, m, True)
        self.table_scroll = min(max(self.table_scroll, self.selected_line - shown + 1), self.selected_line)
        self.table_scroll = max(0, min(self.table_scroll, len(self.lines) - shown))
        shown = self._visible_rows(self.recent_rect, m, False)
        self.recent_scroll = min(max(self.recent_scroll, self.selected_game - shown + 1), self.selected_game)
        self.recent_scroll = max(0, min(self.recent_scroll, len(self.recent) - shown))

    def _rows_top(self, rect: pygame.Rect, m: theme.Metrics, heading: bool) -> int:
        return rect.top + m.pad + self.panel_head_h(m) + (self.row_h(m) if heading else 0)

    def _row_at(self, rect: pygame.Rect, pos: tuple[int, int], heading: bool, scroll: int, count: int) -> int | None:
        m = theme.metrics(self.size[1])
        top = self._rows_top(rect, m, heading)
        if not rect.collidepoint(pos) or pos[1] < top:
            return None
        index = scroll + (pos[1] - top) // self.row_h(m)
        shown = self._visible_rows(rect, m, heading)
        return index if index < count and index - scroll < shown else None

    # --- input ------------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            k = event.key
            if k == pygame.K_ESCAPE:
                self.close()
            elif k in (pygame.K_LEFT, pygame.K_RIGHT):
                self.choose_line(-1 if k == pygame.K_LEFT else 1)
            elif k in (pygame.K_UP, pygame.K_DOWN):
                self.choose_game(-1 if k == pygame.K_UP else 1)
            elif k in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
                page = self._visible_rows(self.recent_rect, theme.metrics(self.size[1]), False)
                self.choose_game(-page if k == pygame.K_PAGEUP else page)
            elif k in (pygame.K_HOME, pygame.K_END):
                self.choose_game(-len(self.recent) if k == pygame.K_HOME else len(self.recent))
            elif k == pygame.K_p:
                self.next_player()
            elif k == pygame.K_r and self.reset_button is not None and self.reset_button.enabled:
                self.ask_reset()
            elif k in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.focus.current is None:
                self.open_game()
            else:
                self.focus.handle_event(event)
            return
        if self.focus.handle_event(event):
            return
        pos = getattr(event, "pos", None)
        if event.type == pygame.MOUSEWHEEL:
            mouse = pygame.mouse.get_pos()
            if self.table_rect.collidepoint(mouse):
                self.choose_line(-int(event.y))
            else:
                self.recent_scroll = max(0, min(self.recent_scroll - int(event.y), len(self.recent) - 1))
                self.selected_game = max(self.selected_game, self.recent_scroll)
                self._keep_in_view()
        elif event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 0) == 1 and isinstance(pos, tuple):
            line = self._row_at(self.table_rect, pos, True, self.table_scroll, len(self.lines))
            if line is not None:
                self.selected_line = line
                return
            game = self._row_at(self.recent_rect, pos, False, self.recent_scroll, len(self.recent))
            if game is not None:
                self.selected_game = game
                self.open_game(game)

    # --- drawing ----------------------------------------------------------------------------------
    def _text(
        self, surface: pygame.Surface, text: str, size: int, colour: theme.Colour, box: pygame.Rect, align: str = "left"
    ) -> None:
        """One line fitted to ``box`` (shrunk a little, then ellipsized)."""
        blit_line(surface, self.ctx.fonts, text, box, colour, size, max(12, int(size * 0.8)), align)

    def _panel_head(self, surface: pygame.Surface, rect: pygame.Rect, m: theme.Metrics, title: str, sub: str, right: int = 0) -> pygame.Rect:
        """The panel, its title and a line under it; returns the inner area below them."""
        fonts = self.ctx.fonts
        theme.draw_panel(surface, rect, m)
        inner = rect.inflate(-2 * m.pad, -2 * m.pad)
        lh = fonts.line_height(m.body)
        self._text(surface, title, m.body, theme.HEADING, pygame.Rect(inner.left, inner.top, inner.width - right, lh))
        small = self.text_size(m)
        sub_box = pygame.Rect(inner.left, inner.top + lh, inner.width - right, fonts.line_height(small))
        self._text(surface, sub, small, theme.INK_SOFT, sub_box)
        head = self.panel_head_h(m)
        return pygame.Rect(inner.left, inner.top + head, inner.width, inner.height - head)

    def _columns(self, width: int, weights: Sequence[float]) -> list[tuple[int, int]]:
        total = sum(weights)
        out, x = [], 0
        for wt in weights:
            cw = int(width * wt / total)
            out.append((x, cw))
            x += cw
        return out

    def _draw_rows(
        self,
        surface: pygame.Surface,
        area: pygame.Rect,
        m: theme.Metrics,
        rows: Sequence[Sequence[str]],
        weights: Sequence[float],
        selected: int,
        scroll: int,
        shown: int,
        heading: Sequence[str] | None = None,
    ) -> None:
        """``shown`` rows from ``scroll`` on, under an optional heading row; the ``selected`` one
        highlighted."""
        size = self.text_size(m)
        rh = self.row_h(m)
        cols = self._columns(area.width, weights)
        gap = max(4, m.pad // 3)
        y = area.top
        if heading is not None:
            for (x, cw), text in zip(cols, heading):
                align = "left" if x == 0 else "right"
                self._text(surface, text, size, theme.HEADING, pygame.Rect(area.left + x, y, cw - gap, rh), align)
            pygame.draw.line(surface, theme.PANEL_EDGE, (area.left, y + rh - 2), (area.right, y + rh - 2), 1)
            y += rh
        for i in range(scroll, min(len(rows), scroll + shown)):
            box = pygame.Rect(area.left, y, area.width, rh)
            if i == selected:
                pygame.draw.rect(surface, theme.PANEL_SHADE, box.inflate(m.pad // 2, 0), border_radius=m.radius)
                pygame.draw.rect(surface, theme.PANEL_EDGE, box.inflate(m.pad // 2, 0), width=1, border_radius=m.radius)
            for (x, cw), text in zip(cols, rows[i]):
                align = "left" if x == 0 or heading is None else "right"
                self._text(surface, text, size, theme.INK, pygame.Rect(area.left + x, y, cw - gap, rh), align)
            y += rh
        more = len(rows) - scroll - shown
        if scroll > 0 or more > 0:
            text = f"{scroll + 1}-{min(len(rows), scroll + shown)} of {len(rows)}"
            box = pygame.Rect(area.left, y, area.width, self.ctx.fonts.line_height(size))
            self._text(surface, text, int(size * 0.85), theme.INK_SOFT, box, "right")

    def _draw_header(self, surface: pygame.Surface, m: theme.Metrics) -> None:
        fonts = self.ctx.fonts
        r = self.header
        lh = fonts.line_height(m.heading)
        title_w = r.width - (self.player_button.rect.width + m.pad if self.player_button and self.player_button.visible else 0)
        self._text(surface, "Statistics", m.heading, theme.FELT_DARK, pygame.Rect(r.left + 3, r.top + 3, title_w, lh))
        self._text(surface, "Statistics", m.heading, theme.CREAM_TEXT, pygame.Rect(r.left, r.top, title_w, lh))
        if self.note:
            box = pygame.Rect(r.left, r.top + lh, r.width, r.height - lh)
            size, lines = fit_lines(fonts, self.note, box.width, box.height, m.small, max(12, int(m.small * 0.75)))
            y = box.top
            for line in lines:
                if line:
                    surface.blit(fonts.render(line, size, theme.GOLD), (box.left, y))
                y += fonts.line_height(size)

    def _draw_table(self, surface: pygame.Surface, m: theme.Metrics) -> None:
        who = "Your" if self.player in (None, "You") else f"{self.player}'s"
        sub = "Per game and number of seats. Streak: wins in a row now / longest." if self.lines else ""
        area = self._panel_head(surface, self.table_rect, m, f"{who} games", sub)
        if not self.lines:
            fonts = self.ctx.fonts
            text = EMPTY if not self.recent else "No game with a human player is counted yet."
            size, lines = fit_lines(fonts, text, area.width, area.height, m.body, self.text_size(m))
            y = area.top
            for line in lines:
                if line:
                    surface.blit(fonts.render(line, size, theme.INK), (area.left, y))
                y += fonts.line_height(size)
            return
        rows = [line_cells(line) for line in self.lines]
        heading = [name for name, _ in COLUMNS]
        shown = self._visible_rows(self.table_rect, m, True)
        weights = [w for _, w in COLUMNS]
        self._draw_rows(surface, area, m, rows, weights, self.selected_line, self.table_scroll, shown, heading)

    def _draw_recent(self, surface: pygame.Surface, m: theme.Metrics) -> None:
        sub = "Enter or click: watch it again in the replay viewer." if self.recent else ""
        area = self._panel_head(surface, self.recent_rect, m, "Recent games", sub)
        if not self.recent:
            self._text(surface, "No finished games yet.", self.text_size(m), theme.INK_SOFT, pygame.Rect(area.left, area.top, area.width, self.row_h(m)))
            return
        rows = [recent_cells(game, self.player) for game in self.recent]
        shown = self._visible_rows(self.recent_rect, m, False)
        self._draw_rows(surface, area, m, rows, (1.7, 2.5, 1.5, 4.3), self.selected_game, self.recent_scroll, shown)

    def _draw_chart(self, surface: pygame.Surface, m: theme.Metrics) -> None:
        line = self.line
        assert self.prev_button is not None
        buttons_w = self.chart_rect.right - m.pad - self.prev_button.rect.left + m.pad // 2
        title = f"{game_title(line.game)}, {line.players} seats" if line else "Results over time"
        if line is None:
            sub = ""
        else:
            better = "lower is better" if line.lower_is_better else "higher is better"
            sub = f"Score in each game ({better})"
        area = self._panel_head(surface, self.chart_rect, m, title, sub, right=buttons_w)
        points = self.chart_points()
        size = self.text_size(m)
        legend_h = self.row_h(m) if points else 0
        chart = pygame.Rect(area.left, area.top + legend_h, area.width, area.height - legend_h)
        if points:
            self._draw_legend(surface, pygame.Rect(area.left, area.top, area.width, legend_h), size, line)
        capped = line is not None and line.played > len(points)
        words = ChartText(
            y_title="Score",
            x_title=f"Latest {len(points)} games, oldest first" if capped else "Games in the order played",
            x_first=when(points[0].finished_at, with_time=False) if points else "",
            x_last=when(points[-1].finished_at, with_time=False) if points else "",
            empty="No games to chart yet.",
        )
        average = sum(p.score for p in points) / len(points) if points else None
        draw_points_chart(surface, self.ctx.fonts, chart, [p.score for p in points], [p.won for p in points], words, size, average)

    def _draw_legend(self, surface: pygame.Surface, box: pygame.Rect, size: int, line: Line | None) -> None:
        fonts = self.ctx.fonts
        r = max(4, size // 4)
        x, y = box.left + r, box.centery
        for kind, label in (("won", "won"), ("lost", "lost"), ("average", "average")):
            if kind == "won":
                pygame.draw.circle(surface, WON, (x, y), r)
                pygame.draw.circle(surface, theme.INK, (x, y), r, 1)
            elif kind == "lost":
                pygame.draw.circle(surface, theme.INK, (x, y), r, 2)
            else:
                pygame.draw.line(surface, theme.HEADING, (x - r, y), (x + r, y), 2)
            img = fonts.render(label, size, theme.INK_SOFT)
            surface.blit(img, img.get_rect(midleft=(x + r + 4, y)))
            x += r + 4 + img.get_width() + size
        if line is not None and len(self.lines) > 1:
            img = fonts.render(f"{self.selected_line + 1} of {len(self.lines)}", size, theme.INK_SOFT)
            if x + img.get_width() <= box.right:
                surface.blit(img, img.get_rect(midright=(box.right, y)))

    def draw(self, surface: pygame.Surface) -> None:
        if self.back_button is None:
            return
        theme.draw_felt(surface)
        m = theme.metrics(surface.get_height())
        self._draw_header(surface, m)
        self._draw_table(surface, m)
        self._draw_recent(surface, m)
        self._draw_chart(surface, m)
        self._text(surface, HINT, m.small, theme.CREAM_TEXT, self.hint_rect)
        self.focus.draw(surface)
