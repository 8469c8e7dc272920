"""The new-game setup: the game, the players, each seat (name, human or bot, bot level), every
option the registry declares for the game, an optional seed, and whether undo is allowed.

Two columns: the game on the left (with a hint line explaining whatever has the focus), the seats
on the right. The last choices are kept in ``settings.last_setup`` and fill the screen next time;
remembered values that no longer make sense fall back to the defaults.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import partial
from typing import Any

import pygame

from game.match import BOT, HUMAN, SEAT_NAME_MAX, Match, SeatConfig
from game.scene import Scene
from game.ui import theme
from game.ui.focus import FocusManager
from game.ui.text import clean, ellipsize, fit_lines, fit_size
from game.ui.widgets import Button, Choice, TextInput, Widget
from rules.ai.base import DEFAULT_LEVEL, bot_levels
from rules.core.options import OptionSpec, OptionValue
from rules.core.registry import GameInfo, all_games

DEFAULT_NAMES: tuple[str, ...] = ("You", "Ada", "Bruno", "Carmen", "Dmitri", "Elif")
NAME_MAX = SEAT_NAME_MAX
SEED_MAX = 9
MIN_SEATS = 6  # rows kept in memory even if no game seats that many yet
NAME_LABEL_SHARE = 0.14  # the seat number before each name box
KINDS: tuple[tuple[str, str], ...] = ((HUMAN, "Human"), (BOT, "Bot"))
LEVEL_HINTS = {
    "random": "A random bot plays any legal card: good for learning the rules.",
    "easy": "An easy bot follows simple rules of thumb.",
    "normal": "A normal bot looks ahead: it plays the deal out many times from what it can see (about 0.15 s a move).",
    "hard": "A hard bot looks ahead longer, on both cores (about half a second a move). Press H at the table for its advice.",
}
SEED_HINT = "Leave the seed empty for a fresh shuffle. The same seed, players and options deal the same cards again."
NAME_HINT = "Each player needs a name of their own."
KIND_HINT = "Humans play on this screen. With two or more humans, the screen is handed over between turns."
UNDO_HINT = (
    "With one human against bots, U takes back your last move and the bots' moves after it, within the "
    "round and until something hidden is turned up or shown to you. Games played with undo are kept out "
    "of the statistics."
)
UNDO_CHOICES: tuple[tuple[bool, str], ...] = ((False, "Off"), (True, "On"))


def default_name(seat: int) -> str:
    return DEFAULT_NAMES[seat] if seat < len(DEFAULT_NAMES) else f"Player {seat + 1}"


def default_kind(seat: int) -> str:
    return HUMAN if seat == 0 else BOT


def default_level(levels: tuple[str, ...]) -> str:
    """The usual level if the game has it, else its first."""
    return DEFAULT_LEVEL if DEFAULT_LEVEL in levels or not levels else levels[0]


def _is_seed_char(ch: str) -> bool:
    return ch in "0123456789"


def option_label(value: OptionValue) -> str:
    text = OptionSpec.format(value)
    return text[:1].upper() + text[1:]


def valid_option(spec: OptionSpec, value: Any) -> bool:
    return type(value) is type(spec.default) and value in spec.choices


@dataclass
class SeatChoice:
    name: str
    kind: str
    level: str


# --- compact rows --------------------------------------------------------------------------------
class _Compact:
    """For the settings-style rows: a chosen label share (none at all for an empty label), and a
    label wrapped over two lines when it is long."""

    label_share = 0.46
    rect: pygame.Rect
    label: str
    fonts: Any
    font_size: int
    hovered: bool
    focused: bool
    enabled: bool

    def split(self, surface: pygame.Surface) -> tuple[pygame.Rect, pygame.Rect]:
        m = theme.metrics(surface.get_height())
        r = self.rect.inflate(-m.pad, 0)
        inset = r.height // 8
        if not self.label:
            return pygame.Rect(r.left, r.top, 0, r.height), pygame.Rect(r.left, r.top + inset, r.width, r.height - 2 * inset)
        label_w = int(r.width * self.label_share)
        gap = m.pad // 2
        label = pygame.Rect(r.left, r.top, label_w, r.height)
        control = pygame.Rect(label.right + gap, r.top + inset, r.width - label_w - gap, r.height - 2 * inset)
        return label, control

    def draw_row(self, surface: pygame.Surface) -> pygame.Rect:
        m = theme.metrics(surface.get_height())
        if self.hovered or self.focused:
            pygame.draw.rect(surface, theme.PANEL_SHADE, self.rect, border_radius=m.radius)
        label, control = self.split(surface)
        if self.label and label.width > 0:
            ink = theme.INK if self.enabled else theme.INK_DISABLED
            size, lines = fit_lines(self.fonts, self.label, label.width, label.height, self.font_size, max(10, int(self.font_size * 0.62)))
            lh = self.fonts.line_height(size)
            y = label.centery - lh * len(lines) // 2
            for line in lines:
                if line:
                    surface.blit(self.fonts.render(line, size, ink), (label.left, y))
                y += lh
        self.draw_focus(surface)  # type: ignore[attr-defined]
        return control


class _Choice(_Compact, Choice):
    pass


class _Input(_Compact, TextInput):
    def draw(self, surface: pygame.Surface) -> None:
        """While not focused, a long name shows its beginning (ellipsized), not its end."""
        if self.focused or not self.visible or not self.text:
            super().draw(surface)
            return
        control = self.draw_row(surface)
        m = theme.metrics(surface.get_height())
        pygame.draw.rect(surface, theme.PANEL if self.enabled else theme.BUTTON_DISABLED, control, border_radius=m.radius // 2)
        pygame.draw.rect(surface, theme.PANEL_EDGE, control, width=m.border, border_radius=m.radius // 2)
        inner = control.inflate(-m.pad, 0)
        text = ellipsize(self.fonts.get(self.font_size), self.text, inner.width - 4)
        if text:
            img = self.fonts.render(text, self.font_size, theme.INK if self.enabled else theme.INK_DISABLED)
            surface.blit(img, img.get_rect(left=inner.left, centery=inner.centery))


# --- the scene -----------------------------------------------------------------------------------
class SetupScene(Scene):
    def __init__(
        self,
        on_start: Callable[[Match], Any],
        *,
        on_back: Callable[[], Any] | None = None,
        games: Mapping[str, GameInfo] | None = None,
    ) -> None:
        """Start builds the ``Match`` and calls ``on_start(match)``; this scene does not leave the
        stack by itself then (replace it with the table). Back and Escape call ``on_back``, or
        close this scene if there is none. ``games`` replaces the registry (for tests)."""
        super().__init__()
        self.on_start = on_start
        self.on_back = on_back
        self._games_given = games
        self.games: dict[str, GameInfo] = {}
        self.levels: tuple[str, ...] = ()  # the chosen game's bot levels
        self.size: tuple[int, int] = theme.MIN_SIZE
        self.focus = FocusManager()
        self.message = ""  # why Start refused, shown above the buttons
        # the choices
        self.game_id = ""
        self.players = 0
        self.seats: list[SeatChoice] = []
        self.options: dict[str, dict[str, OptionValue]] = {}
        self.seed_text = ""
        self.undo = False
        # the widgets (rebuilt when the game or the player count changes)
        self.game_choice: _Choice | None = None
        self.players_choice: _Choice | None = None
        self.option_choices: list[_Choice] = []
        self.seed_input: _Input | None = None
        self.undo_choice: _Choice | None = None
        self.name_inputs: list[_Input] = []
        self.kind_choices: list[_Choice] = []
        self.level_choices: list[_Choice] = []
        self.start_button: Button | None = None
        self.back_button: Button | None = None
        self._keys: dict[int, tuple[Any, ...]] = {}  # id(widget) -> a key that survives a rebuild
        self._hints: dict[int, str] = {}
        self._rebuild_pending = False
        # where things go
        self.title_rect = pygame.Rect(0, 0, 0, 0)
        self.left_rect = pygame.Rect(0, 0, 0, 0)
        self.right_rect = pygame.Rect(0, 0, 0, 0)
        self.hint_rect = pygame.Rect(0, 0, 0, 0)
        self.header_rects: list[tuple[str, pygame.Rect]] = []
        self.message_rect = pygame.Rect(0, 0, 0, 0)

    # --- the model ----------------------------------------------------------------------------
    @property
    def info(self) -> GameInfo:
        return self.games[self.game_id]

    def on_enter(self) -> None:
        self.games = dict(self._games_given if self._games_given is not None else all_games())
        self.prefill(self.ctx.settings.last_setup)
        self.build()
        if self.start_button is not None:
            self.focus.focus(self.start_button)

    def prefill(self, remembered: Any) -> None:
        """Take the remembered choices, each checked; anything unknown takes its default."""
        data: Mapping[str, Any] = remembered if isinstance(remembered, dict) else {}
        if not self.games:
            return
        game_id = data.get("game")
        self.game_id = game_id if isinstance(game_id, str) and game_id in self.games else next(iter(self.games))
        players = data.get("players")
        counts = self.info.player_counts
        self.players = players if isinstance(players, int) and not isinstance(players, bool) and players in counts else counts[0]
        raw_seats = data.get("seats")
        raw_seats = raw_seats if isinstance(raw_seats, list) else []
        most = max([MIN_SEATS, *(max(g.player_counts) for g in self.games.values())])
        self.seats = [self._seat_from(raw_seats[i] if i < len(raw_seats) else None, i) for i in range(most)]
        raw_options = data.get("options")
        raw_options = raw_options if isinstance(raw_options, dict) else {}
        self.options = {}
        for gid, info in self.games.items():
            given = raw_options.get(gid)
            given = given if isinstance(given, dict) else {}
            self.options[gid] = {
                spec.key: given[spec.key] if valid_option(spec, given.get(spec.key)) else spec.default for spec in info.options
            }
        self.seed_text = ""  # never remembered: each new game gets a fresh shuffle unless asked
        self.undo = data.get("undo") is True

    def _seat_from(self, raw: Any, seat: int) -> SeatChoice:
        raw = raw if isinstance(raw, dict) else {}
        name = raw.get("name")
        name = clean(name).strip() if isinstance(name, str) else ""
        if not name or len(name) > NAME_MAX:
            name = default_name(seat)
        kind = raw.get("kind")
        kind = kind if kind in (HUMAN, BOT) else default_kind(seat)
        level = raw.get("level")
        level = level if isinstance(level, str) and level else DEFAULT_LEVEL  # checked against the game in build()
        return SeatChoice(name, kind, level)

    def remembered(self) -> dict[str, Any]:
        """What ``settings.last_setup`` keeps."""
        return {
            "game": self.game_id,
            "players": self.players,
            "seats": [{"name": s.name.strip(), "kind": s.kind, "level": s.level} for s in self.seats],
            "options": {gid: dict(values) for gid, values in self.options.items()},
            "undo": self.undo,
        }

    # --- changes ------------------------------------------------------------------------------
    def _changed(self) -> None:
        self.message = ""

    def set_game(self, game_id: str) -> None:
        self.game_id = game_id
        counts = self.info.player_counts
        if self.players not in counts:
            self.players = min(counts, key=lambda n: (abs(n - self.players), n))
        self._changed()
        self._rebuild_pending = True

    def set_players(self, players: int) -> None:
        self.players = players
        self._changed()
        self._rebuild_pending = True

    def set_option(self, key: str, value: OptionValue) -> None:
        self.options[self.game_id][key] = value
        self._changed()

    def set_seed(self, text: str) -> None:
        self.seed_text = text
        self._changed()

    def set_undo(self, allowed: bool) -> None:
        self.undo = allowed
        self._changed()

    def set_name(self, seat: int, text: str) -> None:
        self.seats[seat].name = text
        self._changed()

    def set_kind(self, seat: int, kind: str) -> None:
        self.seats[seat].kind = kind
        if seat < len(self.level_choices):
            self.level_choices[seat].visible = kind == BOT
        self._changed()

    def set_level(self, seat: int, level: str) -> None:
        self.seats[seat].level = level
        self._changed()

    # --- widgets ------------------------------------------------------------------------------
    def build(self) -> None:
        """(Re)make the widgets from the choices, keeping the focus on the same control."""
        fonts = self.ctx.fonts
        old = self.focus.current
        old_key = self._keys.get(id(old)) if old is not None else None
        self._keys, self._hints = {}, {}
        ordered: list[Widget] = []

        def add(widget: Widget, key: tuple[Any, ...], hint: str = "") -> Widget:
            self._keys[id(widget)] = key
            if hint:
                self._hints[id(widget)] = hint
            ordered.append(widget)
            return widget

        self.start_button = Button(fonts, "Start", self.start, primary=True, enabled=bool(self.games))
        self.back_button = Button(fonts, "Back", self.back)
        self.option_choices, self.name_inputs, self.kind_choices, self.level_choices = [], [], [], []
        self.game_choice = self.players_choice = self.seed_input = self.undo_choice = None
        if self.games:
            info = self.info
            self.levels = bot_levels(self.game_id)
            for seat in self.seats[: self.players]:
                if seat.level not in self.levels:
                    seat.level = default_level(self.levels)
            self.game_choice = _Choice(fonts, "Game", [(gid, g.title) for gid, g in self.games.items()], self.game_id, self.set_game)
            self.game_choice.label_share = 0.3
            add(self.game_choice, ("game",), info.summary)
            counts = ", ".join(map(str, info.player_counts))
            counts_shown = [(n, f"{n} players") for n in info.player_counts]
            self.players_choice = _Choice(fonts, "Players", counts_shown, self.players, self.set_players)
            self.players_choice.label_share = 0.3
            add(self.players_choice, ("players",), f"{info.title} is played by {counts} players.")
            for spec in info.options:
                choice = _Choice(
                    fonts, spec.label, [(c, option_label(c)) for c in spec.choices], self.options[self.game_id][spec.key],
                    partial(self.set_option, spec.key),
                )
                choice.label_share = 0.62
                self.option_choices.append(choice)
                add(choice, ("option", spec.key), spec.help or spec.label)
            self.seed_input = _Input(
                fonts, "Seed", self.seed_text, max_len=SEED_MAX, allowed=_is_seed_char, placeholder="random",
                on_change=self.set_seed, on_submit=lambda _text: self.focus.move(1),
            )
            self.seed_input.label_share = 0.3
            add(self.seed_input, ("seed",), SEED_HINT)
            self.undo_choice = _Choice(fonts, "Allow undo", list(UNDO_CHOICES), self.undo, self.set_undo)
            self.undo_choice.label_share = 0.62
            add(self.undo_choice, ("undo",), UNDO_HINT)
            for i in range(self.players):
                seat = self.seats[i]
                name = _Input(
                    fonts, str(i + 1), seat.name, max_len=NAME_MAX, placeholder=default_name(i),
                    on_change=partial(self.set_name, i), on_submit=lambda _text: self.focus.move(1),
                )
                name.label_share = NAME_LABEL_SHARE
                kind = _Choice(fonts, "", KINDS, seat.kind, partial(self.set_kind, i))
                level = _Choice(fonts, "", [(lv, lv.capitalize()) for lv in self.levels], seat.level, partial(self.set_level, i))
                level.visible = seat.kind == BOT
                self.name_inputs.append(name)
                self.kind_choices.append(kind)
                self.level_choices.append(level)
                add(name, ("name", i), NAME_HINT)
                add(kind, ("kind", i), KIND_HINT)
                add(level, ("level", i), LEVEL_HINTS.get(seat.level, "How well this bot plays."))
        add(self.start_button, ("start",))
        add(self.back_button, ("back",))
        self.focus.set_widgets(ordered, keep=False)
        if old_key is not None:
            again = next((w for w in ordered if self._keys.get(id(w)) == old_key), None)
            if again is not None:
                self.focus.focus(again)
        self.layout()

    def layout(self) -> None:
        if self.start_button is None or self.back_button is None:
            return
        w, h = self.size
        m = theme.metrics(h)
        fonts = self.ctx.fonts
        margin = m.pad
        gap = max(4, m.pad // 2)
        self.title_rect = pygame.Rect(margin, margin // 2, w - 2 * margin, int(fonts.line_height(m.heading) * 1.15))
        bar_h = m.row
        bar_top = h - margin - bar_h
        top = self.title_rect.bottom + gap
        rows: list[Widget] = [w_ for w_ in (self.game_choice, self.players_choice, *self.option_choices, self.seed_input, self.undo_choice) if w_ is not None]
        head_h = int(fonts.line_height(m.small) * 1.4)
        bottom = bar_top - m.pad
        left_w = int((w - 2 * margin - m.pad) * 0.43)
        self.left_rect = pygame.Rect(margin, top, left_w, bottom - top)
        self.right_rect = pygame.Rect(self.left_rect.right + m.pad, top, w - margin - self.left_rect.right - m.pad, bottom - top)

        # left: game, players, options, seed; the hint takes what is left
        inner = self.left_rect.inflate(-m.pad, -m.pad)
        hint_min = int(fonts.line_height(m.small) * 2.2)
        n = max(1, len(rows))
        row_h = max(26, min(m.row, (inner.height - hint_min - gap * n) // n))
        size = m.body if row_h >= m.row else max(14, int(m.body * row_h / m.row))
        y = inner.top
        for widget in rows:
            widget.place(pygame.Rect(inner.left, y, inner.width, row_h), size)
            y += row_h + gap
        self.hint_rect = pygame.Rect(inner.left + m.pad // 2, y, inner.width - m.pad, max(0, inner.bottom - y))

        # right: column headings, then one row per seat
        inner = self.right_rect.inflate(-m.pad, -m.pad)
        n = max(1, len(self.name_inputs))
        row_h = max(26, min(m.row, (inner.height - head_h - gap * n) // n))
        size = m.body if row_h >= m.row else max(14, int(m.body * row_h / m.row))
        shares = (0.36, 0.32, 0.32)
        widths = [int((inner.width - 2 * gap) * s) for s in shares]
        xs = [inner.left, inner.left + widths[0] + gap, inner.left + widths[0] + widths[1] + 2 * gap]
        names_pad = m.pad // 2 + int((widths[0] - m.pad) * NAME_LABEL_SHARE) + m.pad // 2  # where the name box starts
        self.header_rects = [
            ("Name", pygame.Rect(xs[0] + names_pad, inner.top, widths[0] - names_pad, head_h)),
            ("Played by", pygame.Rect(xs[1] + m.pad // 2, inner.top, widths[1] - m.pad, head_h)),
            ("Bot level", pygame.Rect(xs[2] + m.pad // 2, inner.top, widths[2] - m.pad, head_h)),
        ]
        y = inner.top + head_h
        for name, kind, level in zip(self.name_inputs, self.kind_choices, self.level_choices):
            for widget, x, width in zip((name, kind, level), xs, widths):
                widget.place(pygame.Rect(x, y, width, row_h), size)
            y += row_h + gap

        # the bar: the message on the left, Back and Start on the right
        bw = int(m.row * 3.2)
        self.start_button.place(pygame.Rect(w - margin - bw, bar_top, bw, bar_h), m.body)
        self.back_button.place(pygame.Rect(w - margin - 2 * bw - m.pad, bar_top, bw, bar_h), m.body)
        self.message_rect = pygame.Rect(margin, bar_top, self.back_button.rect.left - m.pad - margin, bar_h)

    def on_resize(self, size: tuple[int, int]) -> None:
        self.size = size
        self.layout()

    # --- actions ------------------------------------------------------------------------------
    def validate(self) -> tuple[str, Widget | None]:
        """The first problem with the choices and the control to fix it, or ("", None)."""
        seen: dict[str, int] = {}
        for i in range(self.players):
            name = self.seats[i].name.strip()
            widget = self.name_inputs[i] if i < len(self.name_inputs) else None
            if not name:
                return f"Seat {i + 1} needs a name.", widget
            folded = name.casefold()
            if folded in seen:
                return f"Seats {seen[folded] + 1} and {i + 1} are both called {name}: each player needs a different name.", widget
            seen[folded] = i
        seed = self.seed_text.strip()
        if seed and not (seed.isascii() and seed.isdigit()):
            return "The seed must be a whole number, or empty for a fresh shuffle.", self.seed_input
        return "", None

    def start(self) -> None:
        if not self.games:
            return
        problem, widget = self.validate()
        if problem:
            self.message = problem
            if widget is not None:
                self.focus.focus(widget)
            return
        seats = [SeatConfig(s.name.strip(), s.kind, s.level) for s in self.seats[: self.players]]
        seed = int(self.seed_text.strip()) if self.seed_text.strip() else None
        try:
            match = Match.new(self.game_id, seats, dict(self.options[self.game_id]), seed, undo=self.undo)
        except (ValueError, LookupError) as err:  # an option or level the rules refuse: say so here
            self.message = f"This game could not be set up: {err}"
            return
        self.ctx.settings.last_setup = self.remembered()
        self.ctx.settings_changed()
        self.on_start(match)

    def back(self) -> None:
        if self.on_back is not None:
            self.on_back()
        else:
            self.close()

    def handle_event(self, event: pygame.event.Event) -> None:
        used = self.focus.handle_event(event)
        if self._rebuild_pending:
            self._rebuild_pending = False
            self.build()
        if not used and event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()

    # --- drawing ------------------------------------------------------------------------------
    def _hint_text(self) -> str:
        hovered = next((w for w in self.focus.widgets if w.hovered and id(w) in self._hints), None)
        widget = hovered or self.focus.current
        if widget is not None and id(widget) in self._hints:
            key = self._keys.get(id(widget), ())
            if key and key[0] == "level":
                return LEVEL_HINTS.get(self.seats[key[1]].level, "How well this bot plays.")
            return self._hints[id(widget)]
        return self.info.summary if self.games else ""

    def _text(self, surface: pygame.Surface, text: str, box: pygame.Rect, size: int, colour: theme.Colour, align: str = "left") -> None:
        fonts = self.ctx.fonts
        text = clean(text)
        s = fit_size(fonts, text, box.width, size, max(12, int(size * 0.75)))
        text = ellipsize(fonts.get(s), text, box.width)
        if text:
            img = fonts.render(text, s, colour)
            r = img.get_rect(centery=box.centery)
            if align == "left":
                r.left = box.left
            else:
                r.centerx = box.centerx
            surface.blit(img, r)

    def draw(self, surface: pygame.Surface) -> None:
        theme.draw_felt(surface)
        m = theme.metrics(surface.get_height())
        fonts = self.ctx.fonts
        self._text(surface, "New game", self.title_rect.move(3, 3), m.heading, theme.FELT_DARK)
        self._text(surface, "New game", self.title_rect, m.heading, theme.CREAM_TEXT)
        theme.draw_panel(surface, self.left_rect, m)
        theme.draw_panel(surface, self.right_rect, m)
        for text, rect in self.header_rects:
            self._text(surface, text, rect, m.small, theme.INK_SOFT)
        hint = self._hint_text()
        if hint and self.hint_rect.height > 0:
            size, lines = fit_lines(fonts, hint, self.hint_rect.width, self.hint_rect.height, m.small, max(12, int(m.small * 0.7)))
            lh = fonts.line_height(size)
            y = self.hint_rect.top + m.pad // 2
            pygame.draw.line(surface, theme.PANEL_SHADE, self.hint_rect.topleft, self.hint_rect.topright, max(1, m.border))
            for line in lines:
                if y + lh > self.hint_rect.bottom + 1:
                    break
                if line:
                    surface.blit(fonts.render(line, size, theme.INK_SOFT), (self.hint_rect.left, y))
                y += lh
        if self.message and self.message_rect.width > 0:
            theme.draw_panel(surface, self.message_rect, m, fill=theme.PANEL)
            inner = self.message_rect.inflate(-m.pad, -4)
            size, lines = fit_lines(fonts, self.message, inner.width, inner.height, m.small, max(12, int(m.small * 0.7)))
            lh = fonts.line_height(size)
            y = inner.centery - lh * len(lines) // 2
            for line in lines:
                if line:
                    surface.blit(fonts.render(line, size, theme.ERROR), (inner.left, y))
                y += lh
        self.focus.draw(surface)
