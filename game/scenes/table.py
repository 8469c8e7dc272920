"""The table: a match in play. It animates the rules' events, takes the human's card by drag,
click or keyboard, runs the bots off the drawing thread, and hands the screen over between
hot-seat players.

Flow: every action's events go into ``pending``; ``update`` plays them one at a time through the
animation queue; when nothing is left to show, the sprites are synced to the shown seat's
observation and the next turn begins (bots asked, a human waited for, or a hand-off shown).
"""

from __future__ import annotations

import math
from collections import deque
from typing import Any

import pygame

from game.anim import AnimationQueue, speed_factor
from game.bots import BotRunner
from game.layout import load_layout
from game.match import Match
from game.saves import clear as clear_save
from game.saves import save_match
from game.scene import Scene
from game.sprites import fan_layout, fan_lift
from game.table.pieces import MOVE, Pieces, pieces_for
from game.table.seating import Seating
from game.table.view import Placement, TableView
from game.ui import theme
from game.ui.text import ellipsize, second_person, wrap
from game.ui.widgets import Button
from rules.core.cards import Card
from rules.core.errors import IllegalAction
from rules.core.events import BidsRevealed, Event, GameOver, RoundScored, TrickWon
from rules.core.state import Action

DRAG_THRESHOLD = 6  # pixels the mouse must travel before a press becomes a drag
TOOLTIP_S = 3.0
LOG_LINES = 200
SAVE_AFTER = (TrickWon, BidsRevealed, RoundScored)


class TableScene(Scene):
    def __init__(self, match: Match, animate_opening: bool = True) -> None:
        super().__init__()
        self.match = match
        self.pieces: Pieces = pieces_for(match.info.id)
        self.anims = AnimationQueue()
        self.pending: deque[Event] = deque(match.state.opening_events() if animate_opening else ())
        self.log: list[str] = [second_person(e.describe(match.name)) for e in self.pending if e.visible_to is None]
        humans = match.human_seats()
        # One human: always their view. Hot-seat: nobody's until the first hand-off. No human
        # (bots only): watch from seat 0, whose hand is no secret from anyone at this screen.
        self.viewer: int | None = humans[0] if len(humans) == 1 else (0 if not humans else None)
        self.seating = Seating(match.players, self.viewer if self.viewer is not None else (humans or [0])[0])
        self.shown: Any = match.observation(self.seating.bottom)
        self.size: tuple[int, int] = theme.MIN_SIZE
        self.view: TableView | None = None
        self.blocked = False  # an overlay (round summary, hand-off) must close first
        self.needs_sync = False  # events were shown since the cards last rested
        self.closed = False
        self.game_over_shown = False
        self.cursor: int | None = None  # keyboard choice in the hand
        self.drag: dict[str, Any] | None = None
        self.tooltip: tuple[str, float] | None = None
        self.last_review: tuple[tuple[int, Card], ...] | None = None
        self.chrome: pygame.Surface | None = None
        self.buttons: list[Button] = []
        self.runner: BotRunner | None = None

    # --- scene hooks ----------------------------------------------------------------------------
    def on_enter(self) -> None:
        self.runner = BotRunner(self.app.post)
        self.anims.speed = speed_factor(self.app.settings.animation_speed)
        self._build_buttons()
        self._rebuild_view()

    def on_exit(self) -> None:
        self.closed = True
        self.anims.clear()
        self.save()

    def on_resize(self, size: tuple[int, int]) -> None:
        self.size = size
        if self.app is not None:
            self._rebuild_view()

    def on_settings_changed(self) -> None:
        self.anims.speed = speed_factor(self.app.settings.animation_speed)
        self._rebuild_view()

    def on_resume(self) -> None:
        self.chrome = None

    def wants_frames(self) -> bool:
        return self.drag is not None or self.tooltip is not None

    def _rebuild_view(self) -> None:
        settings = self.app.settings
        layout = load_layout(self.match.info.id, self.match.players)
        self.view = TableView(layout, self.size, settings.card_size, settings.colorblind, self.pieces.style)
        self.anims.finish()
        self._place_buttons()
        self.sync()

    # --- what the table shows -------------------------------------------------------------------
    def seat_center(self, seat: int) -> tuple[float, float]:
        assert self.view is not None
        return self.view.center(self.seating.anchor("seat", seat))

    def play_sound(self, name: str) -> None:
        self.app.audio.play(name)

    def sync(self) -> None:
        """Rest every card where the shown observation puts it."""
        view = self.view
        if view is None:
            return
        bottom = self.viewer if self.viewer is not None else self.seating.bottom
        self.seating = Seating(self.match.players, bottom)
        self.shown = self.match.observation(bottom)
        placements = self.pieces.placements(self.shown, self)
        placements += self._hand_placements()
        keep = [self.drag["key"]] if self.drag else []
        view.sync(placements, keep=keep)
        self._mark_hand()
        self.chrome = None

    def _hand_cards(self) -> list[Card]:
        if self.viewer is None:
            return []
        return list(self.shown.hand)

    def _hand_area(self) -> pygame.Rect:
        assert self.view is not None
        return self.view.rect("hand")

    def _hand_placements(self) -> list[Placement]:
        cards = self._hand_cards()
        assert self.view is not None
        rects = fan_layout(len(cards), self._hand_area(), self.view.card_size, margin=self.view.art.glow_margin)
        return [
            Placement(f"hand:{card.code}", card, (float(r.centerx), float(r.centery)), True, 100 + i)
            for i, (card, r) in enumerate(zip(cards, rects))
        ]

    def _legal_cards(self) -> set[Card]:
        if not self._my_turn():
            return set()
        return {a.card for a in self.shown.legal_actions if hasattr(a, "card")}

    def _mark_hand(self) -> None:
        """Raise the legal cards when it is the viewer's turn; mark the keyboard choice."""
        view = self.view
        if view is None:
            return
        legal = self._legal_cards()
        lift = fan_lift(self._hand_area(), view.card_size, margin=view.art.glow_margin)
        hand = self._hand_cards()
        if self.cursor is not None and not (0 <= self.cursor < len(hand)):
            self.cursor = None
        for i, card in enumerate(hand):
            sprite = view.get(f"hand:{card.code}")
            if sprite is None or (self.drag and self.drag["key"] == f"hand:{card.code}"):
                continue
            sprite.legal = card in legal
            sprite.lift = lift if card in legal else 0.0
            sprite.selected = self.cursor == i
            sprite.dimmed = bool(legal) and card not in legal

    # --- turns ----------------------------------------------------------------------------------
    def _idle(self) -> bool:
        return not self.anims.busy and not self.pending and not self.blocked

    def _my_turn(self) -> bool:
        return (
            self.viewer is not None
            and self._idle()
            and self.viewer in self.match.state.to_move()
            and self.match.seats[self.viewer].is_human
        )

    def update(self, dt: float) -> bool:
        if self.tooltip is not None:
            text, left = self.tooltip
            self.tooltip = (text, left - dt) if left > dt else None
            if self.tooltip is None:
                self.chrome = None
        self.anims.update(dt)
        while not self.anims.busy and self.pending and not self.blocked:
            self._show(self.pending.popleft())
        if self._idle():
            self._next_turn()
        # A rebuilt chrome (after a sync, a new log line, a tooltip) needs one more frame drawn.
        return self.anims.busy or bool(self.pending and not self.blocked) or self.chrome is None

    def _show(self, event: Event) -> None:
        review = self.pieces.review(event)
        if review is not None:
            self.last_review = review
        if isinstance(event, RoundScored):
            self._show_summary(event)
            return
        if isinstance(event, GameOver):
            return
        steps = self.pieces.animate(event, self)
        if steps:
            self.anims.add(*steps)
        self.needs_sync = True
        self.chrome = None

    def _next_turn(self) -> None:
        if self.closed:
            return
        if self.match.is_over():
            self._show_game_over()
            return
        if self.needs_sync:
            self.needs_sync = False
            self.sync()
        for seat in self.match.bots_to_move():
            self._ask_bot(seat)
        humans = self.match.humans_to_move()
        if not humans or self.viewer in humans:
            return
        if len(self.match.human_seats()) == 1:
            self.viewer = humans[0]
            self.sync()
            return
        self._hand_off(humans[0])

    def _hand_off(self, seat: int) -> None:
        """Hot-seat: hide the hand, and let the next player take the screen."""
        self.viewer = None
        self.seating = Seating(self.match.players, seat)
        self.sync()
        self.blocked = True

        def ready() -> None:
            self.blocked = False
            self.viewer = seat
            self.sync()

        self.app.stack.push(self.app.scene_factory.handoff(self.match.name(seat), ready))

    def _ask_bot(self, seat: int) -> None:
        if self.runner is None or seat in self.runner.busy:
            return
        self.runner.request(self.match.bot(seat), self.match.observation(seat), seat, self._bot_answer)

    def _bot_answer(self, seat: int, action: Action) -> None:
        if self.closed or seat not in self.match.state.to_move():
            return
        try:
            events = self.match.apply(seat, action)
        except IllegalAction as err:  # a bot bug must not stop the game: log it, ask again
            self.log.append(f"{self.match.name(seat)}'s bot tried an illegal move ({err}).")
            return
        self._take(events)

    def _take(self, events: list[Event]) -> None:
        for event in events:
            if event.visible_to is None:
                self.log.append(second_person(event.describe(self.match.name)))
        del self.log[:-LOG_LINES]
        self.pending.extend(events)
        self.needs_sync = True
        if any(isinstance(e, SAVE_AFTER) for e in events):
            self.save()
        if any(isinstance(e, GameOver) for e in events):
            clear_save(self.app.paths.current_save)
            self.app.audio.play("gameover")
        self.chrome = None

    def save(self) -> None:
        if self.app is None or self.match.is_over() or not self.match.record.actions:
            return
        try:
            save_match(self.app.paths.current_save, self.match)
        except OSError as err:
            self.log.append(f"The game could not be saved: {err}")

    # --- overlays -------------------------------------------------------------------------------
    def _show_summary(self, event: RoundScored) -> None:
        result = self.match.state.result()
        rounds = [r for r in result.rounds if r.round_no == event.round_no]
        if not rounds:
            return
        self.blocked = True

        def resume() -> None:
            self.blocked = False

        self.app.stack.push(self.app.scene_factory.round_summary(self.match, rounds[-1], resume))

    def _show_game_over(self) -> None:
        if self.game_over_shown:
            return
        self.game_over_shown = True
        self.app.stack.push(self.app.scene_factory.game_over(self.match))

    def open_pause(self) -> None:
        self.app.stack.push(self.app.scene_factory.pause(self.match.info.id, on_quit=self.quit_to_title))

    def quit_to_title(self) -> None:
        self.app.go_to_title()  # clearing the stack runs on_exit, which stops the bots and saves

    def open_scores(self) -> None:
        self.app.stack.push(self.app.scene_factory.score_sheet(self.match))

    def open_review(self) -> None:
        if self.last_review is None:
            self.show_tooltip(f"Nothing to review yet: the {self.pieces.review_title.lower()} appears here.")
            return
        self.app.stack.push(
            self.app.scene_factory.review(self.pieces.review_title, self.last_review, self.match, self.pieces.style)
        )

    # --- the human's move -----------------------------------------------------------------------
    def try_card(self, card: Card) -> bool:
        """Play (or bid) ``card`` for the viewer; explain in a tooltip if that is not allowed."""
        seat = self.viewer
        if seat is None:
            return False
        if not self._my_turn():
            movers = [self.match.name(s) for s in self.match.state.to_move() if s != seat]
            wait = f"It is {' and '.join(movers)}'s turn." if movers else "Wait a moment."
            self.show_tooltip(wait)
            return False
        state = self.match.state
        try:
            action = state.parse_action(f"{self.pieces.verb} {card.code}")
            events = self.match.apply(seat, action)
        except IllegalAction as err:
            self.show_tooltip(_sentence(str(err)))
            self.app.audio.play("click")
            return False
        self.cursor = None
        self._take(events)
        return True

    def show_tooltip(self, text: str) -> None:
        self.tooltip = (text, TOOLTIP_S)
        self.chrome = None

    # --- input ----------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        for button in self.buttons:
            if button.handle_event(event):
                return
        t = event.type
        if t == pygame.KEYDOWN:
            self._key(event)
        elif t == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 1:
            self._press(event.pos)
        elif t == pygame.MOUSEMOTION:
            self._motion(event.pos)
        elif t == pygame.MOUSEBUTTONUP and getattr(event, "button", 1) == 1:
            self._release(event.pos)

    def _key(self, event: pygame.event.Event) -> None:
        key = event.key
        if key in (pygame.K_ESCAPE, pygame.K_p):
            self.open_pause()
            return
        if key == pygame.K_s:
            self.open_scores()
            return
        if key == pygame.K_l:
            self.open_review()
            return
        if key == pygame.K_SPACE and self.anims.busy:
            self.anims.finish()  # skip ahead
            return
        hand = self._hand_cards()
        if not hand:
            return
        if key in (pygame.K_LEFT, pygame.K_RIGHT):
            step = -1 if key == pygame.K_LEFT else 1
            legal = self._legal_cards()
            order = list(range(len(hand)))
            start = self.cursor if self.cursor is not None else (-1 if step > 0 else len(hand))
            for i in (order[start + step :] if step > 0 else reversed(order[: max(0, start)])):
                if not legal or hand[i] in legal:
                    self.cursor = i
                    break
            self._mark_hand()
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_UP):
            if self.cursor is None:
                self.show_tooltip("Choose a card with the Left and Right arrow keys, then press Enter.")
            else:
                self.try_card(hand[self.cursor])

    def _press(self, pos: tuple[int, int]) -> None:
        view = self.view
        if view is None or self.viewer is None:
            return
        hit = view.topmost("hand:", pos)
        if hit is None:
            return
        key, sprite = hit
        self.drag = {
            "key": key,
            "card": sprite.card,
            "start": pos,
            "offset": (sprite.x - pos[0], sprite.y - sprite.lift - pos[1]),
            "home": sprite.pos,
            "lift": sprite.lift,
            "moved": False,
        }

    def _motion(self, pos: tuple[int, int]) -> None:
        view = self.view
        if view is None:
            return
        if self.drag is None:
            hit = view.topmost("hand:", pos)
            for key in view.keys("hand:"):
                view.sprites[key].hovered = hit is not None and hit[0] == key
            return
        sprite = view.get(self.drag["key"])
        if sprite is None:
            self.drag = None
            return
        sx, sy = self.drag["start"]
        if not self.drag["moved"] and math.hypot(pos[0] - sx, pos[1] - sy) >= DRAG_THRESHOLD:
            self.drag["moved"] = True
            sprite.z = 1000
            sprite.lift = 0.0
            sprite.shadow = True
        if self.drag["moved"]:
            ox, oy = self.drag["offset"]
            sprite.pos = (pos[0] + ox, pos[1] + oy)

    def _release(self, pos: tuple[int, int]) -> None:
        drag, self.drag = self.drag, None
        view = self.view
        if drag is None or view is None:
            return
        sprite = view.get(drag["key"])
        card = drag["card"]
        if not drag["moved"]:
            self.try_card(card)
            return
        on_table = view.rect("trick").inflate(view.length(40), view.length(40)).collidepoint(pos)
        if on_table and self.try_card(card):
            return
        if not on_table:
            self.show_tooltip("Drop the card in the middle of the table to play it.")
        if sprite is not None:  # slide back into the hand
            sprite.shadow = False
            sprite.z = 100
            self.anims.add(sprite.move_to(drag["home"], MOVE * 0.8))
            self.anims.add(_Mark(self))

    # --- buttons --------------------------------------------------------------------------------
    def _build_buttons(self) -> None:
        fonts = self.app.fonts
        self.buttons = [
            Button(fonts, "Menu (Esc)", self.open_pause),
            Button(fonts, f"{self.pieces.review_title} (L)", self.open_review),
            Button(fonts, "Score sheet (S)", self.open_scores),
        ]

    def _place_buttons(self) -> None:
        if self.view is None or not self.buttons:
            return
        area = self.view.rect("buttons")
        m = theme.metrics(self.size[1])
        gap = max(4, area.height // 30)
        h = min(m.row, (area.height - gap * (len(self.buttons) - 1)) // len(self.buttons))
        font = max(14, min(m.small, int(h * 0.5)))
        for i, button in enumerate(self.buttons):
            button.place(pygame.Rect(area.left, area.top + i * (h + gap), area.width, h), font)

    # --- drawing --------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        if self.view is None:
            return
        if self.chrome is None or self.chrome.get_size() != surface.get_size():
            self.chrome = self._draw_chrome(surface.get_size())
        surface.blit(self.chrome, (0, 0))
        self.view.draw(surface)
        for button in self.buttons:
            button.draw(surface)
        if self.tooltip is not None:
            self._draw_tooltip(surface, self.tooltip[0])

    def _draw_chrome(self, size: tuple[int, int]) -> pygame.Surface:
        """Everything that changes only between moves: felt, plates, panels, log, piles, hint."""
        view = self.view
        assert view is not None
        chrome = pygame.Surface(size)
        theme.draw_felt(chrome)
        fonts = self.app.fonts
        small = max(20, view.length(24))
        tiny = max(18, view.length(21))
        trick = view.rect("trick")
        pygame.draw.rect(chrome, theme.FELT_LIGHT, trick, width=max(1, view.length(2)), border_radius=view.length(18))
        obs = self.shown
        movers = set(self.match.state.to_move()) if not self.match.is_over() else set()
        for seat in range(self.match.players):
            self._draw_plate(chrome, seat, seat in movers, small, tiny)
        for anchor, count, label in self.pieces.piles(obs, self):
            if label:
                self._draw_pile(chrome, anchor, count, label, tiny)
        self._draw_scores(chrome, view.rect("score_panel"), small)
        self._draw_log(chrome, view.rect("log"), tiny)
        self._draw_hint(chrome, tiny)
        return chrome

    def _draw_plate(self, surface: pygame.Surface, seat: int, to_move: bool, small: int, tiny: int) -> None:
        view = self.view
        assert view is not None
        rect = view.rect(self.seating.anchor("seat", seat))
        m = theme.metrics(self.size[1])
        fill = theme.PANEL if not to_move else (255, 236, 170)
        theme.draw_panel(surface, rect, m, fill)
        if to_move:
            pygame.draw.rect(surface, theme.GOLD, rect, width=max(2, m.focus), border_radius=m.radius)
        fonts = self.app.fonts
        pad = max(4, view.length(8))
        seat_cfg = self.match.seats[seat]
        who = seat_cfg.name if seat_cfg.is_human else f"{seat_cfg.name} (bot)"
        y = rect.top + pad
        name = fonts.render(ellipsize(fonts.get(small), who, rect.width - 2 * pad), small, theme.INK)
        surface.blit(name, (rect.left + pad, y))
        y += fonts.line_height(small)
        for line in self.pieces.seat_lines(self.shown, seat):
            if y + fonts.line_height(tiny) > rect.bottom - pad // 2:
                break
            text = ellipsize(fonts.get(tiny), line, rect.width - 2 * pad)
            surface.blit(fonts.render(text, tiny, theme.INK_SOFT), (rect.left + pad, y))
            y += fonts.line_height(tiny)

    def _draw_pile(self, surface: pygame.Surface, anchor: str, count: int, label: str, tiny: int) -> None:
        view = self.view
        assert view is not None
        if not view.layout.has(anchor):
            return
        rect = view.rect(anchor)
        fonts = self.app.fonts
        if count and anchor.startswith("won_"):
            back = view.mini_art.back()
            r = back.get_rect(midleft=(rect.left + view.length(4), rect.centery - view.length(8)))
            for i in range(min(count, 4)):
                surface.blit(back, r.move(i * view.length(3), -i * view.length(2)))
        img = fonts.render(label, tiny, theme.CREAM_TEXT)
        if anchor.startswith("won_"):  # inside the pile's box, under its backs
            where = img.get_rect(midbottom=(rect.centerx, rect.bottom))
        else:  # under a card slot
            where = img.get_rect(midtop=(rect.centerx, rect.bottom + view.length(2)))
        surface.blit(img, where)

    def _draw_scores(self, surface: pygame.Surface, rect: pygame.Rect, size: int) -> None:
        m = theme.metrics(self.size[1])
        theme.draw_panel(surface, rect, m)
        fonts = self.app.fonts
        pad = max(4, rect.height // 16)
        info = self.match.info
        head = "Penalty points" if info.lower_is_better else "Scores"
        surface.blit(fonts.render(head, size, theme.HEADING), (rect.left + pad, rect.top + pad))
        totals = self.match.state.result().scores
        y = rect.top + pad + fonts.line_height(size)
        line = fonts.line_height(size)
        movers = set(self.match.state.to_move())
        for seat in range(self.match.players):
            if y + line > rect.bottom - pad // 2:
                break
            colour = theme.PRIMARY if seat in movers else theme.INK
            name = ellipsize(fonts.get(size), self.match.name(seat), rect.width - 2 * pad - size * 3)
            surface.blit(fonts.render(name, size, colour), (rect.left + pad, y))
            score = fonts.render(f"{totals[seat]:g}", size, colour)
            surface.blit(score, score.get_rect(topright=(rect.right - pad, y)))
            y += line

    def _draw_log(self, surface: pygame.Surface, rect: pygame.Rect, size: int) -> None:
        m = theme.metrics(self.size[1])
        theme.draw_panel(surface, rect, m, theme.PANEL_SHADE)
        fonts = self.app.fonts
        pad = max(4, rect.height // 30)
        font = fonts.get(size)
        line = fonts.line_height(size)
        lines: list[str] = []
        for entry in reversed(self.log):
            wrapped = wrap(font, entry, rect.width - 2 * pad)
            lines[:0] = wrapped
            if len(lines) * line > rect.height - 2 * pad:
                break
        fit = max(0, (rect.height - 2 * pad) // line)
        y = rect.top + pad
        for text in lines[-fit:] if fit else []:
            surface.blit(fonts.render(text, size, theme.INK), (rect.left + pad, y))
            y += line

    def _draw_hint(self, surface: pygame.Surface, size: int) -> None:
        view = self.view
        assert view is not None
        hand = view.rect("hand")
        text = self._hint()
        if not text:
            return
        fonts = self.app.fonts
        img = fonts.render(ellipsize(fonts.get(size), text, hand.width), size, theme.CREAM_TEXT)
        surface.blit(img, img.get_rect(midtop=(hand.centerx, hand.top - fonts.line_height(size) // 4)))

    def _hint(self) -> str:
        if self.match.is_over():
            return "The game is over."
        movers = self.match.state.to_move()
        if self.viewer is None and self.match.human_seats():
            return ""
        if self.viewer is not None and self.viewer in movers and self.match.seats[self.viewer].is_human:
            verb = "bid" if self.pieces.verb == "bid" else "play"
            return f"Your turn: drag a card to the middle, click it, or pick one with Left/Right and press Enter to {verb}."
        names = [self.match.name(s) for s in movers]
        return f"Waiting for {' and '.join(names)}…" if names else ""

    def _draw_tooltip(self, surface: pygame.Surface, text: str) -> None:
        view = self.view
        assert view is not None
        fonts = self.app.fonts
        size = max(15, view.length(22))
        hand = view.rect("hand")
        width = min(hand.width, view.length(620))
        lines = wrap(fonts.get(size), text, width - view.length(24))
        line = fonts.line_height(size)
        box = pygame.Rect(0, 0, width, line * len(lines) + view.length(16))
        box.midbottom = (hand.centerx, hand.top - view.length(6))
        box.clamp_ip(surface.get_rect())
        m = theme.metrics(self.size[1])
        theme.draw_panel(surface, box, m, (255, 246, 214))
        y = box.top + view.length(8)
        for text_line in lines:
            img = fonts.render(text_line, size, theme.ERROR)
            surface.blit(img, img.get_rect(midtop=(box.centerx, y)))
            y += line


class _Mark:
    """An animation step that re-marks the hand once a card slid home (legal glow, lift)."""

    def __init__(self, table: TableScene) -> None:
        self.table = table
        self.done = False

    def update(self, dt: float) -> float:
        self.done = True
        self.table._mark_hand()
        return dt


def _sentence(text: str) -> str:
    text = text.strip()
    if not text:
        return text
    text = text[0].upper() + text[1:]
    return text if text.endswith((".", "!", "?")) else text + "."
