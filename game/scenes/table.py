"""The table: a match in play, put together from the parts in ``game/table``.

- ``TurnDriver`` (game.table.driver) runs the match: whose turn, bots, hand-offs, the log, saves.
- The game's table module (``game/tables/<game>/``, found by ``table_for``) says where pieces
  rest, how events move them and how the human's turn becomes an action (a ``Choice``).
- ``TableInput`` turns drags, clicks and keys into picks and presses of that choice.
- ``Panels`` draws seat plates, scores, log and hint from the shown observation only.

Flow: the driver hands out events one at a time; this scene animates them through the game's
table module; when nothing moves, the driver lays the pieces out from the shown seat's
observation (``refresh``) and the next turn begins.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from functools import partial
from typing import cast

import pygame

from game.anim import AnimationQueue, Later, speed_factor
from game.bots import BotRunner
from game.layout import load_layout
from game.match import Match
from game.pieces.specs import CardPiece
from game.scene import Scene
from game.sprites import fan_layout
from game.table.choice import Choice, Mark, Refused, hand_key
from game.table.driver import TurnDriver
from game.table.input import TableInput
from game.table.module import FAN, GameTable, Stage, table_for
from game.table.outcome import TrickHold
from game.table.panels import Board, Panels
from game.table.seating import Seating
from game.table.view import Placement, TableView
from game.ui import theme
from game.ui.fonts import Fonts
from game.ui.text import wrap
from game.ui.widgets import Button
from rules.ai.hint import Hint, cards_of
from rules.core.events import YOU, Event, TrickOutcome
from rules.core.results import RoundResult

TOOLTIP_S = 3.0
HINT_S = 12.0  # how long a hint's line stays up (it goes when the turn does)


class TableScene(Scene):
    def __init__(self, match: Match, animate_opening: bool = True, notice: str | None = None) -> None:
        super().__init__()
        self.match = match
        self.notice = notice
        self.paused = False  # the menu, score sheet or review is open over the table: play waits
        self.table: GameTable = table_for(match.info.id, [match.name(s) for s in range(match.players)])
        self.play_area = self.table.play_area
        self.anims = AnimationQueue()
        self.driver = TurnDriver(match, self.table, self, animate_opening=animate_opening)
        self.size: tuple[int, int] = theme.MIN_SIZE
        self.view: TableView | None = None
        self.input: TableInput | None = None
        self.panels: Panels | None = None
        self.chrome: pygame.Surface | None = None
        self.chrome_revision = -1
        self.tooltip: tuple[str, float] | None = None
        self.told_movers: tuple[int, ...] | None = None  # a "whose turn" note lasts while theirs
        self.buttons: list[Button] = []
        self.was_busy = False
        self.hold = TrickHold()  # a finished trick held still to be read
        self.swallow_up = False  # the button-up of a click that skipped the hold does nothing more
        self.banner: SavingBanner | None = None  # "Saving is off", while saves fail
        self.hint_waiting = False  # H came on the human's turn while the table still moved
        self.hint_for: Choice | None = None  # the turn whose hint the tooltip shows (it goes with it)
        # The last hint worked out and its turn: H again on the same turn shows it again, so the
        # advice does not change halfway through a pass (the search is on the clock, not fixed).
        self.last_hint: tuple[Choice, Hint] | None = None

    # --- what tests and the game's table module read ---------------------------------------------
    @property
    def viewer(self) -> int | None:
        return self.driver.viewer

    @property
    def seating(self) -> Seating:
        return self.driver.seating

    @property
    def stage(self) -> Stage:
        """This scene as a game's table sees it. The tables are only called once the view is
        made (``resize``), so for them ``view`` is never None, as ``Stage`` says."""
        return cast(Stage, self)

    @property
    def runner(self) -> BotRunner | None:
        return self.driver.runner  # type: ignore[return-value]

    def seat_center(self, seat: int) -> tuple[float, float]:
        assert self.view is not None
        return self.view.center(self.seating.anchor("seat", seat))

    def play_sound(self, name: str) -> None:
        self.ctx.audio.play(name)

    # --- scene hooks ----------------------------------------------------------------------------
    def on_enter(self) -> None:
        ctx = self.ctx
        self.driver.runner = BotRunner(ctx.post)
        # a player at a window may ask for a hint: its search processes start now, not on the first H
        hints = not ctx.headless and any(seat.is_human for seat in self.match.seats)
        self.driver.runner.warm(self.match.info.id, self.match.bots(), hints=hints)
        self.driver.save_path = ctx.paths.current_save
        self.driver.stats_path = ctx.paths.statistics_file
        self.driver.on_save_change = lambda: ctx.post(self.changed)  # the writer thread says so
        self.driver.watch_saving()
        self.anims.speed = speed_factor(ctx.settings.animation_speed)
        self.input = TableInput(self, self.driver, ctx.fonts)
        self.panels = Panels(ctx.fonts)
        self.buttons = [
            Button(ctx.fonts, "Menu (Esc)", self.open_pause),
            Button(ctx.fonts, f"{self.table.review_title} (L)", self.open_review),
            Button(ctx.fonts, "Score sheet (S)", self.open_scores),
        ]
        if self.match.undo:
            self.buttons.append(Button(ctx.fonts, "Undo (U)", self.take_back))
        if self.match.human_seats():
            self.buttons.append(Button(ctx.fonts, "Hint (H)", self.ask_hint))
        self._rebuild_view()
        if self.notice:
            notice, self.notice = self.notice, None
            ctx.post(lambda: ctx.push(ctx.scenes.message("Continue", notice)))

    def on_exit(self) -> None:
        self.driver.close()  # stops the bots (a late answer changes nothing) and saves
        report = self.driver.unsaved_report()
        if report is not None:
            self.ctx.note(report)  # the title says so: Continue alone would only grey out
        self.anims.clear()
        self.hold.clear()

    def on_resize(self, size: tuple[int, int]) -> None:
        self.size = size
        if self.ctx is not None and self.input is not None:
            self._rebuild_view()

    def on_settings_changed(self) -> None:
        self.anims.speed = speed_factor(self.ctx.settings.animation_speed)
        self._rebuild_view()

    def on_resume(self) -> None:
        self.paused = False
        self.chrome = None

    def wants_frames(self) -> bool:
        return (self.input is not None and self.input.drag is not None) or self.tooltip is not None

    def _rebuild_view(self) -> None:
        settings = self.ctx.settings
        players = self.match.players
        layout = load_layout(self.match.info.id, players, self.table.required_anchors(players))
        self.view = TableView(layout, self.size, settings.card_size, settings.colorblind, self.table.deck_style())
        self.anims.finish()
        self._place_buttons()
        self.refresh()

    # --- the driver's host ----------------------------------------------------------------------
    def animating(self) -> bool:
        return self.anims.busy

    def refresh(self) -> None:
        """Rest every piece where the shown observation puts it."""
        view, put = self.view, self.input
        if view is None or put is None:
            return
        placements = self.table.placements(self.driver.shown, self.stage) + self._hand_placements()
        if self.driver.deal_pending():  # between rounds (a summary open): no hand before its deal
            placements = [p for p in placements if not p.key.startswith(("hand:", f"{FAN}:"))]
        view.sync(placements, keep=[put.drag.key] if put.drag else [])
        put.place_buttons(self._controls_rect())
        put.refresh()

    def _hand_placements(self) -> list[Placement]:
        view = self.view
        if view is None or self.viewer is None:
            return []
        cards = list(self.driver.shown.hand)
        rects = fan_layout(len(cards), view.rect("hand"), view.card_size, margin=view.art.glow_margin)
        return [
            Placement(hand_key(card), CardPiece(card), (float(r.centerx), float(r.centery)), 100 + i)
            for i, (card, r) in enumerate(zip(cards, rects))
        ]

    def hand_off(self, seat: int, ready: Callable[[], None]) -> None:
        self.ctx.push(self.ctx.scenes.handoff(self.match.name(seat), ready))

    def round_summary(self, result: RoundResult, notes: list[str], resume: Callable[[], None]) -> None:
        self.ctx.push(self.ctx.scenes.round_summary(self.match, result, notes, resume))

    def game_over(self, notes: list[str]) -> None:
        self.ctx.push(self.ctx.scenes.game_over(self.match, notes))

    def tell(self, text: str) -> None:
        self.tooltip = (text, TOOLTIP_S)
        self.hint_for = self.told_movers = None
        self.chrome = None

    def tell_wait(self) -> None:
        self.tell(self.driver.wait_text())
        self.told_movers = tuple(self.match.state.to_move())

    def changed(self) -> None:
        self.chrome = None

    # --- overlays -------------------------------------------------------------------------------
    def open_pause(self) -> None:
        self._open_over(self.ctx.scenes.pause(self.match.info.id, on_quit=self.quit_to_title, match=self.match))

    def _open_over(self, scene: Scene) -> None:
        """Open a scene the player asked for over the table; the game waits until it closes."""
        self.paused = True
        self.ctx.push(scene)

    def quit_to_title(self) -> None:
        self.ctx.go_to_title()  # clearing the stack runs on_exit, which stops the bots and saves

    def open_scores(self) -> None:
        self._open_over(self.ctx.scenes.score_sheet(self.match))

    def open_review(self) -> None:
        plays = self.driver.last_review
        if plays is None:
            self.tell(f"Nothing to review yet: the {self.table.review_title.lower()} appears here.")
            return
        self._open_over(self.ctx.scenes.review(self.table.review_title, plays, self.match, self.table.deck_style()))

    def take_back(self) -> None:
        """Undo (U): take back the human's last move and the bots' moves after it, or say why not."""
        try:
            self.driver.take_back()
        except Refused as err:
            self.tell(str(err))
            return
        self.anims.clear()  # what was still moving belongs to the moves taken back
        self.hold.clear()
        if self.input is not None:
            self.input.drag = None
        self.refresh()
        self.chrome = None

    def ask_hint(self) -> None:
        """Hint (H): the hard level's move for the human's turn, worked out off this thread; the
        suggested card wears a badge and one line says why (``rules.ai.hint``)."""
        runner, put, driver = self.runner, self.input, self.driver
        if runner is None or put is None:
            return
        seat, choice = driver.viewer, driver.choice
        if seat is None or choice is None or not driver.my_turn():
            if self._turn_coming():
                self.hint_waiting = True  # asked again by update once the table is still
                self.tell("Working out a hint once the cards stop moving…")
                return
            self.tell("A hint is for your own turn: ask when it is your move.")
            return
        self.hint_waiting = False

        def ready(hint: Hint) -> None:
            if driver.choice is not choice:
                return  # the turn moved on while the hint was worked out
            self.last_hint = (choice, hint)
            # Still this decision, though others' moves may be showing meanwhile (bids and passes
            # laid at the same time): the hint stands, its badges lit once the table is still.
            put.suggest(choice, hint.action, tuple(cards_of(hint.action)))
            self.tooltip = (hint.line, HINT_S)
            self.hint_for, self.told_movers = choice, None
            self.chrome = None

        def failed(error: Exception) -> None:
            self.tell("No hint this time: working it out failed.")

        if self.last_hint is not None and self.last_hint[0] is choice:
            ready(self.last_hint[1])
            return
        seed = len(self.match.record.actions)
        match = self.match
        name = partial(hint_name, match, seat)
        if runner.advise(match.info.id, match.observation(seat), seed, ready, failed, name) is not None:
            self.tell("Working out a hint…")

    def _turn_coming(self) -> bool:
        """Whether the rules already wait on the shown seat's human while the table still shows
        what came before (cards moving, a trick held); not while an overlay is up."""
        seat = self.driver.viewer
        return (
            seat is not None
            and self.match.seats[seat].is_human
            and seat in self.match.state.to_move()
            and not self.driver.blocked
        )

    def _ask_waiting_hint(self) -> None:
        """The hint asked for while the table moved: asked now that the turn is open, or dropped
        when the turn went elsewhere (a move taken back, the game over)."""
        if self.driver.my_turn():
            self.hint_waiting = False
            self.ask_hint()
        elif not self._turn_coming():
            self.hint_waiting = False

    # --- frames ---------------------------------------------------------------------------------
    def update(self, dt: float) -> bool:
        if self.paused:  # nothing moves and no bot is asked while the player looks elsewhere
            return False
        if self.tooltip is not None:
            text, left = self.tooltip
            self.tooltip = (text, left - dt) if left > dt else None
            if self.tooltip is None:
                self.chrome, self.told_movers = None, None
        self.anims.update(dt)
        speed = self.anims.speed
        spreading = self.input is not None and self.input.ease(dt * speed if speed else math.inf)
        while not self.anims.busy and (event := self.driver.next_event()) is not None:
            if self.view is not None:
                self.show(event)
                if self.anims.speed == 0:  # animations off: show where everything ends up
                    self.anims.finish()
        busy = self.anims.busy
        if self.was_busy and not busy and self.input is not None:
            self.input.refresh()  # a card slid home, a trick landed: mark the choice again
        self.was_busy = busy
        self.driver.update()
        if self.hint_for is not None and self.driver.choice is not self.hint_for:
            self.tooltip, self.hint_for, self.chrome = None, None, None  # the hinted turn is over
        if self.told_movers is not None and (
            tuple(self.match.state.to_move()) != self.told_movers or self.driver.my_turn()
        ):
            self.tooltip, self.told_movers, self.chrome = None, None, None  # their turn is over, or ours came
        if self.hint_waiting:
            self._ask_waiting_hint()
        if self.driver.revision != self.chrome_revision:
            self.chrome = None
        # A rebuilt chrome (after a refresh, a new log line, a tooltip) needs one more frame drawn.
        return busy or spreading or self.driver.has_more() or self.chrome is None

    def show(self, event: Event) -> None:
        """Queue the steps that show ``event``: a finished trick is first held still (the taker's
        card raised, a banner saying who takes it and why); the game's ``animate`` then runs."""
        view = self.view
        assert view is not None
        if isinstance(event, TrickOutcome):
            banner = event.headline(self.match.name)
            self.anims.add(*self.hold.steps(event, view, self.table.trick_card_key, banner))
            self.anims.add(Later(lambda: self.table.animate(event, self.stage)))
            return
        self.anims.add(*self.table.animate(event, self.stage))

    def skip_hold(self) -> bool:
        """Space or a click while a trick is held: stop holding it (and do nothing else)."""
        return self.hold.skip()

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.swallow_up and event.type == pygame.MOUSEBUTTONUP:
            self.swallow_up = False
            return
        if self.hold.holding:
            if event.type == pygame.KEYDOWN and event.key == pygame.K_SPACE:
                self.skip_hold()
                return
            if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 1:
                self.skip_hold()
                self.swallow_up = True
                return
        for button in self.buttons:
            if button.handle_event(event):
                return
        if self.input is not None:
            self.input.handle(event)

    def _place_buttons(self) -> None:
        if self.view is None:
            return
        area = self.view.rect("buttons")
        m = theme.metrics(self.size[1])
        gap = max(4, area.height // 30)
        h = min(m.row, (area.height - gap * (len(self.buttons) - 1)) // max(1, len(self.buttons)))
        font = max(14, min(m.small, int(h * 0.5)))
        for i, button in enumerate(self.buttons):
            button.place(pygame.Rect(area.left, area.top + i * (h + gap), area.width, h), font)

    def _controls_rect(self) -> pygame.Rect:
        """The strip for the turn's buttons: the layout's ``controls`` anchor, else just above
        the hand."""
        assert self.view is not None
        if self.view.layout.has("controls"):
            return self.view.rect("controls")
        hand = self.view.rect("hand")
        h = max(24, self.view.length(40))
        return pygame.Rect(hand.left, hand.top - h - self.view.length(6), hand.width, h)

    def _trick_rect(self) -> pygame.Rect:
        """Where the trick lies (the banner is centred under it, or over it: ``banner_box``)."""
        assert self.view is not None
        own = self.table.banner_under(self.view)
        if own is not None:
            return own
        for anchor in (self.play_area, "trick"):
            if anchor and self.view.layout.has(anchor):
                return self.view.rect(anchor)
        w, h = self.size
        return pygame.Rect(w // 4, h // 3, w // 2, h // 4)

    def draw(self, surface: pygame.Surface) -> None:
        view, panels, put = self.view, self.panels, self.input
        if view is None or panels is None or put is None:
            return
        self._place_saving_banner(view)
        if self.chrome is None or self.chrome.get_size() != surface.get_size():
            driver = self.driver
            board = Board(
                names=tuple(s.name for s in self.match.seats),
                bots=tuple(not s.is_human for s in self.match.seats),
                failed=frozenset(driver.failed),
                lower_is_better=bool(self.match.info.lower_is_better),
                log=self._log_below_banner(driver.log),
                hint=driver.hint(),
                hint_area=put.hint_area(),
            )
            self.chrome = panels.chrome(surface.get_size(), self.table, self.stage, driver.plates(), board)
            self.chrome_revision = driver.revision
        surface.blit(self.chrome, (0, 0))
        view.draw(surface)
        marks = put.marks()
        pills = panels.badges(surface, view, marks)
        for button in self.buttons:
            button.draw(surface)
        put.draw_buttons(surface)
        held = self.hold.draw(surface, view, self.ctx.fonts, self._trick_rect())
        if self.banner is not None:
            self.banner.draw(surface)
        if self.tooltip is not None:
            # a hint's badges and the pieces to choose among stay in sight, and the held
            # trick's banner (who takes it and why), then the table's words, then its other
            # pieces, where they can
            avoid, words, rest = note_keeps_off(view, marks, pills)
            if held is not None:
                avoid.append(held)
            panels.tooltip(surface, view, self.tooltip[0], put.area, avoid=avoid, keep_clear=words, spare=rest)
        elif (tip := put.hover_tip()) is not None:
            panels.tooltip(surface, view, tip[0], tip[1], theme.INK)

    def _place_saving_banner(self, view: TableView) -> None:
        """While saves fail: a note at the top of the log panel (never over the cards)."""
        reason = self.driver.saving_off()
        if reason is None:
            if self.banner is not None:
                self.banner, self.chrome = None, None  # the log gets its lines back
            return
        area = view.rect("log")
        if self.banner is None or self.banner.key != (reason, area.size):
            self.banner = SavingBanner.make(self.ctx.fonts, reason, area, log_font_size(view))
            self.chrome = None  # the log's lines move below it

    def _log_below_banner(self, log: list[str]) -> list[str]:
        """The log with blank lines first where the banner lies, so a short log starts below it
        (a full log loses only its oldest lines under it)."""
        return log if self.banner is None else [""] * self.banner.rows + log


class SavingBanner:
    """"Saving is off" and why, laid out once per reason and size."""

    def __init__(
        self,
        key: tuple[str, tuple[int, int]],
        rect: pygame.Rect,
        lines: list[tuple[pygame.Surface, tuple[int, int]]],
        edge: int,
        rows: int,
    ) -> None:
        self.key = key
        self.rect = rect
        self.lines = lines
        self.edge = edge
        self.rows = rows  # log lines it covers

    @property
    def text(self) -> str:
        return saving_off_text(self.key[0])

    @classmethod
    def make(cls, fonts: Fonts, reason: str, area: pygame.Rect, size: int) -> SavingBanner:
        pad = max(4, size // 3)
        wrapped = wrap(fonts.get(size), saving_off_text(reason), area.width - 2 * pad)
        line = fonts.line_height(size)
        # It ends where a log line ends (the log writes from area.top + its pad, one line a row),
        # so it hides whole lines, never half of one.
        log_pad = max(4, area.height // 30)
        rows = -(-(line * len(wrapped) + 2 * pad - log_pad) // line)
        gap = max(2, line // 6)  # between its edge and the first log line below it
        rect = pygame.Rect(area.left, area.top, area.width, min(area.height, log_pad + rows * line - gap))
        inks = [theme.ERROR] + [theme.INK] * (len(wrapped) - 1)  # "Saving is off." stands out
        lines = [
            (fonts.render(text, size, ink), (rect.left + pad, rect.top + pad + i * line))
            for i, (text, ink) in enumerate(zip(wrapped, inks))
        ]
        return cls((reason, area.size), rect, lines, max(2, size // 8), rows)

    def draw(self, surface: pygame.Surface) -> None:
        radius = theme.metrics(surface.get_height()).radius
        pygame.draw.rect(surface, (255, 236, 214), self.rect, border_radius=radius)
        pygame.draw.rect(surface, theme.ERROR, self.rect, width=self.edge, border_radius=radius)
        for image, pos in self.lines:
            surface.blit(image, pos)


def note_keeps_off(
    view: TableView, marks: Mapping[str, Mark], pills: Sequence[pygame.Rect]
) -> tuple[list[pygame.Rect], list[pygame.Rect], list[pygame.Rect]]:
    """What a note keeps off, first to last (``Panels.tooltip``): the badges drawn, the
    table's pieces the turn may pick and the hand's cards that wear a badge (the hint's); the
    panels of words; every other piece shown, the rest of the hand too (a note over the hand's
    top edge is the last resort, taken only to keep the first two in sight)."""
    on_table = {k: s.rect for k, s in view.sprites.items() if s.visible and not k.startswith(("hand:", f"{FAN}:"))}
    picks = [on_table[k] for k, mark in marks.items() if mark.pickable and k in on_table]
    picks += [s.rect for k, mark in marks.items() if mark.badge and k not in on_table and (s := view.get(k)) is not None]
    words = view.panel_rects()
    shown = [s.rect for s in view.sprites.values() if s.visible]  # the hand too: best left in sight
    rest = [r for r in shown if r not in picks and r not in words]
    return [*pills, *picks], words, rest


def hint_name(match: Match, viewer: int, seat: int) -> str:
    """A seat as a hint calls it: You for the seat asking, the others by their names."""
    return YOU if seat == viewer else match.name(seat)


def log_font_size(view: TableView) -> int:
    """The log panel's font size (as ``Panels.chrome`` picks it): the banner writes in it."""
    return max(18, view.length(21))


def saving_off_text(reason: str) -> str:
    """The banner's words: what is off, why, and what it means for the player."""
    why = reason[:1].upper() + reason[1:]
    return f"Saving is off.\n{why}. The game plays on, but it is not kept if you quit."

