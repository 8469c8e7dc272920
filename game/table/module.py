"""The per-game seam: what a game's table module says, and how the table finds it.

``game/tables/<game>/`` (a package) exports ``TABLE``, a ``GameTable`` subclass. The generic table (scene,
driver, input, panels) asks it everything game-specific: the deck's look, the layout anchors it
needs, where pieces rest and how events move them, the lines under each seat's name, the piles to
label, what the review button shows, when to save, how the shown seat's turn becomes an action
(``turn`` -> ``game.table.choice.Choice``), and the notes under a round summary and the game
over screen. Nothing else in ``game/`` names a game.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass, replace
from typing import Any, Protocol

import pygame

from game.anim import Call, Step
from game.art.styles import DeckStyle
from game.pieces.badge import BadgeSprite
from game.pieces.card import CardSprite
from game.pieces.specs import BadgePiece, CardPiece
from game.table.choice import Choice, WhyNot
from game.table.choices import CardChoice
from game.table.seating import Seating
from game.table.view import Placement, TableView
from rules.core.actions import CardAction, CardActions
from rules.core.cards import Card
from rules.core.events import Event, TrickOutcome, called
from rules.core.results import GameResult, RoundResult
from rules.core.words import counted

# Seconds at "normal" animation speed (the queue scales them by the speed setting).
MOVE = 0.28
FLIP = 0.3
DEAL_GAP = 0.018
READ_PAUSE = 0.9  # a finished trick or revealed bids stay still this long
FAN = "fan"  # optional anchors fan_<i>: screen seat i's hand drawn as a fan of card backs
FAN_STEP = 0.32  # how much of each back a fan shows, at most (a fraction of its width)

Plays = tuple[tuple[int, Card], ...]  # (seat, card) pairs, as the review overlay shows them
Review = TrickOutcome | Plays  # what the review (L) shows: a finished trick, or plays revealed
SeatName = Callable[[int], str]


class Stage(Protocol):
    """What a game's table may use while placing and animating: the pieces, who sits where,
    whose hand is shown, sounds."""

    @property
    def view(self) -> TableView: ...

    @property
    def seating(self) -> Seating: ...

    @property
    def viewer(self) -> int | None: ...

    def play_sound(self, name: str) -> None: ...

    def seat_center(self, seat: int) -> tuple[float, float]: ...


@dataclass(frozen=True)
class Pile:
    """A place on the table to label: ``count`` pieces lie in ``anchor``. With ``backs`` a small
    stack of card backs shows the count and the label sits inside the anchor at its foot;
    otherwise the label goes just under the anchor. An empty label draws nothing."""

    anchor: str
    count: int
    label: str
    backs: bool = False


class GameTable:
    """Base of a game's table module. Every method has a harmless default except ``turn``."""

    review_title = "Last trick"  # the button and overlay that show the last finished play
    # What the game calls a trick (singular, plural), where a replay counts and steps by them.
    trick_nouns = ("trick", "tricks")
    # Each round settles one trick, so a replay's round number would only repeat its trick count.
    one_trick_a_round = False
    play_area: str | None = None  # anchor outlined on the felt; a card dropped there is picked
    # The players' names by seat, set by ``table_for`` (a Bow's or a leader's button names them).
    names: tuple[str, ...] = ()
    # The observation's per-seat flags that a seat's sealed move sets (its bid, its pass is down),
    # which its plate reads: ``moves_made`` sets them while that move plays.
    move_flags: tuple[str, ...] = ()

    def name(self, seat: int) -> str:
        """A seat's player by name ("Player 3" where the table was given no names)."""
        return called(seat, self.names)

    def deck_style(self) -> DeckStyle | str:
        """The deck's look: a style id of ``game.art.styles`` or a game's own ``DeckStyle``."""
        return "standard"

    def required_anchors(self, players: int) -> list[str]:
        """Layout anchors this game needs beyond those every table has."""
        return []

    def placements(self, obs: Any, stage: Stage) -> list[Placement]:
        """Every piece resting on the table except the shown hand (laid out by the table)."""
        return []

    def animate(self, event: Event, stage: Stage) -> list[Step]:
        """Steps, played in order, that show ``event``; none for events that move nothing.

        A finished trick (a ``TrickOutcome``) is first held still by the shared trick kit, the
        taker's card raised and a banner naming taker and reason; ``animate`` then only gathers
        the cards (no pause of its own before it)."""
        return []

    def banner_under(self, view: TableView) -> pygame.Rect | None:
        """What a finished trick's banner is centred under (or, where no room is left below it,
        over): None for the trick's anchor. A game whose trick anchor holds much more than the
        cards names the cards' own box, so that the banner need not go over the seats above."""
        return None

    def trick_card_key(self, seat: int) -> str:
        """The view key of the card ``seat`` played to the current trick (the kit raises the
        taker's card by it)."""
        return f"trick:{seat}"

    def seat_lines(self, obs: Any, seat: int) -> list[str]:
        """Short status lines under a seat's name (cards in hand, tricks, prizes...)."""
        cards = obs.hand_counts[seat]
        return [counted(cards, "card")]

    def moves_made(self, obs: Any, seats: Collection[int]) -> Any:
        """``obs`` as the plates show it while ``seats``' moves play: those of them it still
        waits on have moved (off ``to_move``, their ``move_flags`` set). The phase's outcome
        that came with a move (bids turned up, passes received) waits for the table to show it."""
        moved = [s for s in seats if s in obs.to_move]
        if not moved:
            return obs
        changes: dict[str, Any] = {"to_move": tuple(s for s in obs.to_move if s not in moved)}
        for flag in self.move_flags:
            changes[flag] = tuple(bool(f) or s in moved for s, f in enumerate(getattr(obs, flag)))
        return obs._replace(**changes) if hasattr(obs, "_replace") else replace(obs, **changes)

    def piles(self, obs: Any, stage: Stage) -> list[Pile]:
        return []

    def played_for(self, obs: Any) -> tuple[tuple[str, Card], ...]:
        """Cards no seat laid that the trick in progress is played for, each with a short caption
        (a bidding game's prize up). The replay viewer shows them first in its middle."""
        return ()

    def review(self, event: Event) -> Plays | None:
        """If ``event`` reveals a play worth reviewing that is not a trick (bids turned up), its
        (seat, card) pairs. A finished trick (a ``TrickOutcome``) needs nothing here: the kit
        reviews the event itself (its cards as they counted, the taker and the reason)."""
        return None

    def turn(self, obs: Any, why_not: WhyNot | None = None) -> Choice:
        """How the shown seat's turn becomes an action. ``why_not(action)`` is the rules' reason
        an action is illegal for that seat (``state.why_illegal``), for refusals."""
        raise NotImplementedError

    def closes_round(self, event: Event) -> bool:
        """Whether ``event``, coming after a round is scored, still belongs to that round (it is
        shown, and seen by ``round_notes``, before the round summary opens)."""
        return False

    def round_notes(self, result: RoundResult, name: SeatName) -> list[str]:
        """Lines under a round summary (what happened that the points do not say)."""
        return []

    def result_notes(self, result: GameResult, name: SeatName) -> list[str]:
        """Lines under the game-over headline (who popped, how a tie was broken)."""
        return []

    @staticmethod
    def sound(stage: Stage, name: str) -> Call:
        return Call(lambda: stage.play_sound(name))


class CardTable(GameTable):
    """A game whose every move is one card from the hand (``verb`` it: play, bid)."""

    verb = "play"

    def card_actions(self) -> CardActions:
        raise NotImplementedError

    def card_action(self, card: Card) -> CardAction:
        """The action ``card`` means on this table, legal or not (to ask the rules why not)."""
        return self.card_actions().for_card(card)

    def turn_hint(self) -> str:
        return (
            "Your turn: drag a card to the middle, click it, or pick one with Left/Right "
            f"and press Enter to {self.verb}."
        )

    def turn(self, obs: Any, why_not: WhyNot | None = None) -> Choice:
        return card_choice(obs.hand, obs.legal_actions, self.card_action, why_not, self.turn_hint())


def card_choice(
    hand: Sequence[Card],
    legal: Sequence[Any],
    card_action: Callable[[Card], CardAction],
    why_not: WhyNot | None,
    hint: str,
    kind: type[CardChoice] = CardChoice,
) -> CardChoice:
    """One card of ``hand`` is the move: the legal ``CardAction``s are offered, every other card
    is greyed with the rules' reason for its action. ``kind``: a ``CardChoice`` of the game's own."""
    actions = {a.card: a for a in legal if isinstance(a, CardAction)}

    def why(card: Card) -> str | None:
        return why_not(card_action(card)) if why_not is not None else None

    return kind.from_hand(hand, actions, why, hint)


def hand_fans(hand_counts: Sequence[int], stage: Stage, z: int = 30) -> list[Placement]:
    """Every other seat's hand as a fan of small card backs in its ``fan_<i>`` anchor (where the
    layout has one), with the number of cards on a badge at its end. Keys ``fan:<seat>:<i>`` and
    ``fan:<seat>:count``; the shown seat's own hand is laid out by the table."""
    view, seating = stage.view, stage.seating
    w, h = view.mini_size
    out: list[Placement] = []
    for seat, count in enumerate(hand_counts):
        anchor = f"{FAN}_{seating.position(seat)}"
        if seating.position(seat) == 0 or not count or not view.layout.has(anchor):
            continue
        area = view.rect(anchor)
        step = min(w * FAN_STEP, (area.width - w) / (count - 1)) if count > 1 else 0.0
        span = w + step * (count - 1)
        left = area.left + (area.width - span) / 2 + w / 2
        y = area.centery
        for i in range(count):
            out.append(Placement(f"{FAN}:{seat}:{i}", CardPiece(None, False, mini=True), (left + i * step, y), z + i))
        spec = BadgePiece(str(count), height=22)
        badge = badge_inside(spec, (left + (count - 1) * step + w / 2, area.bottom - view.length(14)), area, view)
        out.append(Placement(f"{FAN}:{seat}:count", spec, badge, z + count + 1))
    return out


def badge_inside(spec: BadgePiece, centre: tuple[float, float], area: Any, view: TableView) -> tuple[float, float]:
    """``centre`` moved just enough for the badge to lie inside ``area`` (a window rectangle)."""
    w, h = BadgeSprite(spec, scale=view.viewport.scale).size
    x = min(max(centre[0], area.left + w / 2), area.right - w / 2)
    y = min(max(centre[1], area.top + h / 2), area.bottom - h / 2)
    return (x, y)


def hand_origin(stage: Stage, seat: int) -> tuple[float, float]:
    """Where a card leaving (or joining) ``seat``'s hand is drawn: the shown hand, that seat's fan
    of backs, else its name plate."""
    view, seating = stage.view, stage.seating
    if seating.position(seat) == 0 and stage.viewer == seat:
        return view.center("hand")
    anchor = seating.anchor(FAN, seat)
    if view.layout.has(anchor):
        return view.center(anchor)
    return stage.seat_center(seat)


def card_to_table(stage: Stage, seat: int, card: Card, key: str) -> CardSprite:
    """The sprite of ``card`` as ``seat`` plays it, renamed ``key``: the shown hand's own card, else
    the last back of the seat's fan (which leaves the fan), else a new card at the seat. It comes
    face up, unmarked, on top of the cards already played."""
    view = stage.view
    z = 10 + len(view.keys("trick:"))
    sprite = view.rename(f"hand:{card.code}", key)
    if not isinstance(sprite, CardSprite):
        backs = [k for k in view.keys(f"fan:{seat}:") if not k.endswith(":count")]
        last = view.get(backs[-1]) if backs else None
        start = last.pos if last is not None else hand_origin(stage, seat)
        if backs:
            view.remove(backs[-1])
        sprite = view.spawn(key, card, start, True)
    sprite.face_up = True
    sprite.unraise()
    sprite.z = z
    return sprite


def trick_spot(stage: Stage, seat: int) -> tuple[float, float]:
    """Where ``seat``'s card lies in the trick: the middle of its ``trick_<i>`` slot, or, when
    large cards do not fit the slots, on a row squeezed to the trick's width (they overlap)."""
    view, seating = stage.view, stage.seating
    rect = view.rect(seating.anchor("trick", seat))
    w, h = view.card_size
    y = rect.top + h / 2
    if w <= rect.width + view.length(4):
        return (float(rect.centerx), y)
    trick, n = view.rect("trick"), seating.players
    pad = view.length(6)
    step = min(w + pad, (trick.width - 2 * pad - w) / max(1, n - 1))
    left = trick.centerx - (w + step * (n - 1)) / 2 + w / 2
    return (left + seating.position(seat) * step, y)


def table_for(game_id: str, names: Sequence[str] = ()) -> GameTable:
    """The table module of a game (imported only now, when the game is opened), told the
    players' names by seat."""
    module = importlib.import_module(f"game.tables.{game_id}")
    table: GameTable = module.TABLE()
    table.names = tuple(names)
    return table
