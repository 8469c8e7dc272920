"""The player's hands on the table: mouse and keys turned into picks and presses of the turn's
``Choice``, and the choice's marks put on the pieces (raised, glowing, greyed).

Keys: Left/Right move a cursor over the pieces the choice offers (the hand's cards), Enter, Space
or Up pick the piece under it; Tab and Shift+Tab move the focus over the choice's buttons and
Enter presses the focused one; 1 to 9 press the buttons in order. Escape or P open the menu, S
the score sheet, L the review of the last play, U takes back your last move (in a game begun with
undo allowed), H asks for a hint (the suggested card wears a "Hint" badge and takes the cursor, a
suggested button the focus, so Enter takes the hint step by step); Space skips an
animation.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace
from typing import Protocol

import pygame

from game.anim import AnimationQueue
from game.pieces.base import PieceSprite
from game.pieces.card import CardSprite
from game.sprites import fan_lift
from game.table.choice import HAND, Action, Choice, Control, Mark, Refused, hand_key
from game.table.driver import TurnDriver
from game.table.module import MOVE
from game.table.spread import FanSpread
from game.table.view import TableView
from game.ui import theme
from game.ui.fonts import Fonts
from game.ui.widgets import Button
from rules.core.cards import Card

DRAG_THRESHOLD = 6  # pixels the mouse must travel before a press becomes a drag
NUMBER_KEYS = (pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4, pygame.K_5, pygame.K_6, pygame.K_7, pygame.K_8, pygame.K_9)
ENTER_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_UP)
HINT_BADGE = "Hint"  # the word on a piece a hint suggests
HINT_SHARE = 0.3  # the least part of the controls strip the hint line keeps beside the buttons


def slot_text(label: str) -> str:
    """What a button's slot is measured by: its label with a selected toggle's mark and room for
    three-digit numbers ("Stake 9" may become "Stake 10")."""
    return "• " + re.sub(r"\d+", lambda m: "0" * max(3, len(m.group())), label)


class Surroundings(Protocol):
    """What the input uses of the table scene."""

    view: TableView | None
    anims: AnimationQueue
    play_area: str | None
    size: tuple[int, int]

    def tell(self, text: str) -> None: ...

    def tell_wait(self) -> None:
        """Say whose turn it is, for a few seconds and no longer than their turn."""

    def play_sound(self, name: str) -> None: ...

    def changed(self) -> None:
        """Marks or controls changed: redraw the panels."""

    def open_pause(self) -> None: ...

    def open_scores(self) -> None: ...

    def open_review(self) -> None: ...

    def take_back(self) -> None: ...

    def ask_hint(self) -> None: ...


@dataclass
class Drag:
    key: str
    start: tuple[int, int]
    offset: tuple[float, float]
    home: tuple[float, float]
    z: int = 0  # its place in the hand's order, given back if it returns
    moved: bool = False


class TableInput:
    def __init__(self, table: Surroundings, driver: TurnDriver, fonts: Fonts) -> None:
        self.table = table
        self.driver = driver
        self.fonts = fonts
        self.drag: Drag | None = None
        self.cursor: str | None = None  # the piece the arrow keys are on
        self.hovering: str | None = None  # the piece under the mouse
        self.focus: int | None = None  # the button Tab is on
        self.buttons: list[tuple[Control, Button]] = []
        self.area = pygame.Rect(0, 0, 0, 0)  # where the buttons go
        self.marked: set[str] = set()  # table pieces the last marks spoke about (cleared when left out)
        self.slot: tuple[tuple[str, ...], int] = ((), 0)  # the buttons' keys and their slot width
        self.pointer: tuple[int, int] | None = None  # where the mouse last was (for hover tooltips)
        self.suggested: tuple[Choice, Action, tuple[Card, ...]] | None = None  # a hint: its turn, action, cards
        self.hint_placed = True  # the cursor or focus went to the hint's first step (or no hint waits)
        # The hint's steps from the step a choice is at, worked out when the choice may have changed
        # (a refresh, a pick or press) rather than on every frame's badges.
        self.hint_steps: tuple[Choice | None, tuple[str, ...]] = (None, ())
        self.fan = FanSpread(lambda: [hand_key(c) for c in driver.shown.hand])  # opening beside a raised card

    def choice(self) -> Choice | None:
        return self.driver.choice if self.driver.my_turn() else None

    def marks(self) -> dict[str, Mark]:
        choice = self.choice()
        if choice is None:
            return {}
        marks = dict(choice.marks())
        steps = self._hinted(choice)
        roles = choice.roles_of(steps) if steps else {}
        for key in steps:
            if key in marks and not marks[key].badge:
                role = roles.get(key)
                marks[key] = replace(marks[key], badge=f"{HINT_BADGE}: {role.lower()}" if role else HINT_BADGE)
        return marks

    def _hinted(self, choice: Choice) -> tuple[str, ...]:
        """The pieces and controls that make the hinted action from the step ``choice`` is at,
        the next one first (none without a hint for this very turn), as ``_work_out_steps`` last
        found them. Only these wear the badge: a card the action names but this step does not
        take (one a later step plays, while an earlier option is chosen) would be played on its
        own if clicked."""
        for_choice, steps = self.hint_steps
        return steps if for_choice is choice else ()

    def _work_out_steps(self, choice: Choice) -> None:
        steps: tuple[str, ...] = ()
        if self.suggested is not None and self.suggested[0] is choice:
            _, action, cards = self.suggested
            steps = choice.leads_to(action, cards)
        self.hint_steps = (choice, steps)

    def suggest(self, choice: Choice, action: Action, cards: tuple[Card, ...]) -> None:
        """Badge what a hint's ``action`` takes while ``choice`` is the turn's, and put the arrow
        keys' cursor (or, for a button, the Tab focus) on its next step, so Enter takes it."""
        self.suggested = (choice, action, cards)
        self.hint_placed = False  # placed now, or by the first refresh once the table is still
        self.refresh()

    def _follow_hint(self, choice: Choice) -> None:
        """Move the cursor or the focus onto the hinted action's next piece or button (if it
        may be taken: a greyed one is left for the player to see why)."""
        steps = self._hinted(choice)
        if not steps:
            return
        self.hint_placed = True
        self.rebuild_buttons()  # the step's buttons, for the focus to land on
        first = steps[0]
        mark = choice.marks().get(first)
        if mark is not None and mark.pickable:
            self.cursor, self.focus = first, None
            return
        at = next((i for i, (c, _) in enumerate(self.buttons) if c.key == first and c.enabled), None)
        if at is not None:
            self.cursor, self.focus = None, at

    # --- acting on the choice -------------------------------------------------------------------
    def pick(self, key: str) -> bool:
        """Pick the piece ``key``; True if that made the move (an action was taken)."""
        choice = self.choice()
        if choice is None:
            self.table.tell_wait()
            return False
        return self._settle(choice, key, lambda: choice.pick(key))

    def press(self, key: str) -> bool:
        choice = self.choice()
        if choice is None:
            self.table.tell_wait()
            return False
        return self._settle(choice, key, lambda: choice.press(key))

    def _settle(self, choice: Choice, key: str, attempt: Callable[[], Action | None]) -> bool:
        # Taking the hint's next step moves the cursor on to the one after; any other step is
        # the player's own way, and their cursor or focus stays where they put it.
        on_hint = self._hinted(choice)[:1] == (key,)
        try:
            action = attempt()
            if action is not None:
                self.driver.act(action)
        except Refused as err:
            self.table.tell(str(err))
            self.table.play_sound("click")
            self.refresh()
            return False
        if action is not None:
            self.cursor = self.focus = None
        elif on_hint and self.choice() is choice:
            self._work_out_steps(choice)
            self._follow_hint(choice)
        self.refresh()
        return action is not None

    # --- marks and buttons ----------------------------------------------------------------------
    def refresh(self) -> None:
        """Put the choice's marks on the pieces and its controls in the strip (and, for a hint
        that came while the table still moved, the cursor or focus on its first step)."""
        choice = self.choice()
        if choice is not None:
            self._work_out_steps(choice)
            if not self.hint_placed:
                self._follow_hint(choice)
        self.mark()
        self.rebuild_buttons()
        self.table.changed()

    def mark(self) -> None:
        view = self.table.view
        if view is None:
            return
        marks = self.marks()
        order = self.pieces()
        if self.cursor not in order:
            self.cursor = None
        offered = any(m.pickable for m in marks.values())
        lift = fan_lift(view.rect("hand"), view.card_size, margin=view.art.glow_margin)
        for key in {*view.keys(HAND), *marks, *self.marked}:
            sprite = view.get(key)
            if sprite is None or (self.drag is not None and self.drag.key == key):
                continue
            mark = marks.get(key)
            if mark is None and not key.startswith(HAND):  # no longer part of the turn
                sprite.legal = sprite.selected = sprite.dimmed = False
                continue
            pickable = mark is not None and mark.pickable
            chosen = mark is not None and mark.selected
            sprite.legal = pickable and not chosen
            sprite.selected = chosen or key == self.cursor
            sprite.dimmed = offered and not pickable
            if isinstance(sprite, CardSprite) and key.startswith(HAND):
                sprite.lift = lift if pickable else 0.0
        self.marked = set(marks)
        self._raise()

    def _raise(self) -> None:
        """Draw the hand's card under the keyboard cursor or the mouse over its neighbours, the fan
        opened after it so that it hides none of their corners."""
        view = self.table.view
        if view is not None:
            view.raised = frozenset(k for k in (self.cursor, self.hovering) if k is not None and k.startswith(HAND))
            pointed = self.hovering if self.hovering in view.raised else self.cursor
            self.fan.open_at(view, pointed if pointed in view.raised else None)

    def ease(self, dt: float) -> bool:
        """One frame of the hand's fan opening or closing (``dt`` infinite: at once); True if a
        card moved."""
        view = self.table.view
        dragged = self.drag.key if self.drag is not None and self.drag.moved else None
        return view is not None and self.fan.ease(view, dt, still=dragged)

    def _under(self, view: TableView, items: Iterable[tuple[str, PieceSprite]], pos: tuple[int, int]) -> str | None:
        """The key of the piece the mouse at ``pos`` points at: the topmost there with only the
        keyboard cursor's card raised. The card found is then raised too (``_raise``), so it is
        the one drawn on top there; a hovered card is not, or a fanned hand could be crossed
        to the right only in jumps over the card the mouse just left."""
        cursor = frozenset({self.cursor}) if self.cursor is not None and self.cursor.startswith(HAND) else frozenset()
        hit = None
        for key, sprite in view.stacking(items, cursor):
            if sprite.contains(pos):
                hit = key  # drawn later, so on top
        return hit

    def pieces(self) -> list[str]:
        """The pieces the arrow keys walk over: the choice's, else the hand's."""
        choice = self.choice()
        view = self.table.view
        if choice is not None:
            return [k for k in choice.marks() if view is None or view.get(k) is not None]
        return view.keys(HAND) if view is not None else []

    def rebuild_buttons(self) -> None:
        choice = self.choice()
        controls = choice.controls() if choice is not None else ()
        if tuple(c for c, _ in self.buttons) != tuple(controls):
            self.buttons = [(c, self._button(c)) for c in controls]
            if self.focus is not None and self.focus >= len(self.buttons):
                self.focus = None
        self.place_buttons(self.area)

    def _button(self, control: Control) -> Button:
        text = f"• {control.label}" if control.selected else control.label
        # A disabled control stays clickable (drawn greyed): pressing it says why it is disabled.
        return Button(self.fonts, text, lambda: self.press(control.key), primary=control.selected)

    def place_buttons(self, area: pygame.Rect) -> None:
        """One row of buttons at the right of ``area``, each in a slot of the same width: the
        widest label this turn's buttons have shown (a label that changes, or gains the mark of
        a selected toggle, moves no button), shrunk alike if the row does not fit."""
        self.area = pygame.Rect(area)
        if not self.buttons:
            return
        h = area.height
        size = max(14, int(h * 0.55))
        gap = max(4, h // 4)
        pad = theme.metrics(self.table.size[1]).pad  # the margin a Button keeps around its text
        font = self.fonts.get(size)
        keys = tuple(c.key for c, _ in self.buttons)
        needed = max(font.size(slot_text(c.label))[0] for c, _ in self.buttons) + 2 * pad + h // 2
        if self.slot[0] != keys:
            self.slot = (keys, 0)
        width = max(h * 2, needed, self.slot[1])
        self.slot = (keys, width)
        n = len(self.buttons)
        width = min(width, max(h, (area.width - gap * (n - 1)) // n))
        x = area.right - (width * n + gap * (n - 1))  # the hint line takes the strip's left part
        for i, (_, button) in enumerate(self.buttons):
            button.place(pygame.Rect(x + i * (width + gap), area.top, width, h), size)
            button.focused = i == self.focus

    def hint_area(self) -> pygame.Rect:
        """The part of the strip the buttons leave for the hint line; when they leave too little
        (under ``HINT_SHARE`` of it), a band of the same height just above the strip."""
        if not self.buttons:
            return pygame.Rect(self.area)
        left = self.buttons[0][1].rect.left - max(4, self.area.height // 4)
        if left - self.area.left < self.area.width * HINT_SHARE:
            return self.area.move(0, -self.area.height - max(2, self.area.height // 8))
        return pygame.Rect(self.area.left, self.area.top, max(0, left - self.area.left), self.area.height)

    # --- tooltips ---------------------------------------------------------------------------------
    def hover_tip(self) -> tuple[str, pygame.Rect] | None:
        """What to explain now, and over what: a greyed button under the mouse (its reason), a
        piece with hover text under the mouse, else the piece the keyboard cursor is on."""
        pos = self.pointer
        if pos is not None and self.drag is None:
            for control, button in self.buttons:
                if not control.enabled and control.reason and button.rect.collidepoint(pos):
                    return control.reason, pygame.Rect(button.rect)
            hit = self._hover_hit(pos)
            if hit is not None:
                return hit
        view = self.table.view
        if self.cursor is not None and view is not None:
            text, sprite = view.hovers.get(self.cursor, ""), view.get(self.cursor)
            if text and sprite is not None:
                return text, pygame.Rect(sprite.rect)
        focused = self.buttons[self.focus] if self.focus is not None and self.focus < len(self.buttons) else None
        if focused is not None and not focused[0].enabled and focused[0].reason:
            return focused[0].reason, pygame.Rect(focused[1].rect)
        return None

    def _hover_hit(self, pos: tuple[int, int]) -> tuple[str, pygame.Rect] | None:
        view = self.table.view
        if view is None or not view.hovers:
            return None
        key = self._under(view, ((k, s) for k in view.hovers if (s := view.get(k)) is not None), pos)
        sprite = view.get(key) if key is not None else None
        return (view.hovers[key], pygame.Rect(sprite.rect)) if key is not None and sprite is not None else None

    def draw_buttons(self, surface: pygame.Surface) -> None:
        m = theme.metrics(surface.get_height())
        for control, button in self.buttons:
            button.draw(surface)
            if not control.enabled:  # greyed, but still answers a press with its reason
                veil = pygame.Surface(button.rect.size, pygame.SRCALPHA)
                veil.fill((230, 222, 204, 150))
                surface.blit(veil, button.rect)
                pygame.draw.rect(surface, theme.INK_DISABLED, button.rect, width=m.border, border_radius=m.radius)

    # --- events ---------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        """Take one event meant for the table; False if it was not used."""
        for _, button in list(self.buttons):
            if button.handle_event(event):
                return True
        t = event.type
        if t == pygame.KEYDOWN:
            return self._key(event)
        if t == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 1:
            self._press(event.pos)
        elif t == pygame.MOUSEMOTION:
            self.pointer = event.pos
            self._motion(event.pos)
        elif t == pygame.MOUSEBUTTONUP and getattr(event, "button", 1) == 1:
            self._release(event.pos)
        else:
            return False
        return True

    def _key(self, event: pygame.event.Event) -> bool:
        key = event.key
        table = self.table
        if key in (pygame.K_ESCAPE, pygame.K_p):
            table.open_pause()
        elif key == pygame.K_s:
            table.open_scores()
        elif key == pygame.K_l:
            table.open_review()
        elif key == pygame.K_u:
            table.take_back()
        elif key == pygame.K_h:
            table.ask_hint()
        elif key == pygame.K_SPACE and table.anims.busy:
            table.anims.finish()  # skip ahead
        elif key == pygame.K_TAB:
            self._tab(-1 if getattr(event, "mod", 0) & pygame.KMOD_SHIFT else 1)
        elif key in NUMBER_KEYS:
            n = NUMBER_KEYS.index(key)
            if n < len(self.buttons):
                self.press(self.buttons[n][0].key)
        elif key in (pygame.K_LEFT, pygame.K_RIGHT):
            self._walk(-1 if key == pygame.K_LEFT else 1)
        elif key in ENTER_KEYS:
            if self.focus is not None and self.focus < len(self.buttons):
                self.press(self.buttons[self.focus][0].key)
            elif self.cursor is not None:
                self.pick(self.cursor)
            elif self.choice() is None:
                table.tell_wait()  # not this seat's turn: say whose it is
            elif self.pieces():
                table.tell("Choose a card with the Left and Right arrow keys, then press Enter.")
        else:
            return False
        return True

    def _tab(self, step: int) -> None:
        if not self.buttons:
            return
        if self.focus is None:
            self.focus = 0 if step > 0 else len(self.buttons) - 1
        else:
            self.focus = (self.focus + step) % len(self.buttons)
        self.cursor = None
        self.refresh()

    def _walk(self, step: int) -> None:
        """Move the cursor to the next piece that may be picked (any piece if none may)."""
        order = self.pieces()
        if not order:
            return
        marks = self.marks()
        offered = any(m.pickable for m in marks.values())
        start = order.index(self.cursor) if self.cursor in order else (-1 if step > 0 else len(order))
        span = order[start + 1 :] if step > 0 else list(reversed(order[: max(0, start)]))
        for key in span:
            if not offered or (key in marks and marks[key].pickable):
                self.cursor = key
                break
        self.focus = None
        self.refresh()

    def _hit(self, pos: tuple[int, int]) -> tuple[str, PieceSprite] | None:
        """The topmost piece at ``pos`` among the hand and the pieces the choice offers."""
        view = self.table.view
        if view is None:
            return None
        wanted = {*view.keys(HAND), *self.marks()}
        key = self._under(view, ((k, s) for k, s in view.sprites.items() if k in wanted), pos)
        return (key, view.sprites[key]) if key is not None else None

    def _press(self, pos: tuple[int, int]) -> None:
        if self.driver.viewer is None:
            return
        hit = self._hit(pos)
        if hit is None:
            return
        key, sprite = hit
        x, y = sprite.centre if isinstance(sprite, CardSprite) else sprite.pos  # where it is drawn
        self.drag = Drag(key, pos, (x - pos[0], y - pos[1]), sprite.pos, sprite.z)

    def _motion(self, pos: tuple[int, int]) -> None:
        view = self.table.view
        if view is None:
            return
        drag = self.drag
        if drag is None:
            hit = self._hit(pos)
            self.hovering = hit[0] if hit is not None else None
            for key in {*view.keys(HAND), *self.marks()}:
                sprite = view.get(key)
                if sprite is not None:
                    sprite.hovered = key == self.hovering
            self._raise()
            return
        sprite = view.get(drag.key)
        if sprite is None:
            self.drag = None
            return
        if not drag.key.startswith(HAND) or not isinstance(sprite, CardSprite):
            return  # only the hand's cards are dragged; other pieces are clicked
        sx, sy = drag.start
        if not drag.moved and math.hypot(pos[0] - sx, pos[1] - sy) >= DRAG_THRESHOLD:
            drag.moved = True
            sprite.z = 1000
            sprite.lift = sprite.spread = 0.0
            sprite.shadow = True
        if drag.moved:
            sprite.pos = (pos[0] + drag.offset[0], pos[1] + drag.offset[1])

    def _release(self, pos: tuple[int, int]) -> None:
        drag, self.drag = self.drag, None
        view = self.table.view
        if drag is None or view is None:
            return
        if not drag.moved:
            self.pick(drag.key)
            return
        area = self.table.play_area
        on_table = area is not None and view.rect(area).inflate(view.length(40), view.length(40)).collidepoint(pos)
        if on_table and self.pick(drag.key):
            return
        if not on_table:
            self.table.tell("Drop the card in the middle of the table to play it.")
        sprite = view.get(drag.key)
        if isinstance(sprite, CardSprite):  # slide back into its own place in the hand
            sprite.shadow = False
            sprite.z = drag.z
            self.table.anims.add(sprite.move_to(drag.home, MOVE * 0.8))  # marked again once it lands
