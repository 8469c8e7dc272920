"""How The Trickster Proposition's events move the pieces.

The deal comes off Ea-Nasir's pile; his card is turned up beside the trick; a bribe puts a badge
on the briber's card and, for the briber's eyes only, turns the slot's suit card up; the sorted
cards slide to Ea-Nasir's pile and the kept piles, where they shrink to the piles' small cards;
the round's end turns every suit card up and adds Ea-Nasir's last card to his pile.
"""

from __future__ import annotations

from dataclasses import replace

from game.anim import Call, Parallel, Sequence, Step, Wait
from game.pieces.base import SpecSprite
from game.pieces.card import CardSprite
from game.pieces.specs import BadgePiece, SlotPiece
from game.tables.copper_trickster.look import SUIT_CARD_KEY, reveal_indicator, suit_card
from game.table.module import (
    DEAL_GAP,
    FLIP,
    MOVE,
    READ_PAUSE,
    GameTable,
    Stage,
    card_to_table,
    hand_origin,
)
from game.tables.trickster_proposition.pieces import below_card, pile_spots, pile_top
from rules.copper_trickster.quality import SLOT_SHORT
from rules.core.cards import Card
from rules.core.events import CardPlayed, Event, RoundStarted, TrickWon
from rules.trickster_proposition.deal import EA_PILE_SIZE
from rules.trickster_proposition.events import (
    Bribed,
    CardGiven,
    CardKept,
    CardLeft,
    EaNasirTurnsUp,
    RoundRevealed,
    SlotPeeked,
)

sound = GameTable.sound


def animate(event: Event, stage: Stage) -> list[Step]:
    if isinstance(event, RoundStarted):
        return _deal(event, stage)
    if isinstance(event, EaNasirTurnsUp):
        return _turn_up(event.card, stage)
    if isinstance(event, CardPlayed):
        return _play(event, stage)
    if isinstance(event, Bribed):
        return _bribe(event, stage)
    if isinstance(event, TrickWon):  # the kit has held it for reading; its cards stay to be sorted
        return [sound(stage, "trick")]
    if isinstance(event, SlotPeeked):
        return _peek(event, stage)
    if isinstance(event, CardGiven):
        return _to_pile(event.card, "ea_score", "ea_score:", stage)
    if isinstance(event, (CardKept, CardLeft)):
        anchor = stage.seating.anchor("kept", event.seat)
        return _to_pile(event.card, anchor, f"kept:{event.seat}:", stage)
    if isinstance(event, RoundRevealed):
        return _reveal(event, stage)
    return []


def _deal(event: RoundStarted, stage: Stage) -> list[Step]:
    """Last round's piles leave the table, the suit cards turn face down, 18 cards fly off
    Ea-Nasir's pile to the two hands."""
    view = stage.view
    start = view.center("ea_pile")
    flights: list[Step] = []
    keys: list[str] = []
    first = event.first
    assert first is not None  # a round here always has a first player (the leader)
    for i in range(event.hand_size * 2):
        seat = (first + i) % 2
        key = f"deal:{i}"
        keys.append(key)
        sprite = view.spawn(key, None, start, False, 50 + i)
        target = view.center("hand") if stage.seating.position(seat) == 0 else hand_origin(stage, seat)
        flights.append(Sequence(Wait(i * DEAL_GAP), sprite.move_to(target, MOVE)))

    def clear() -> None:
        for key in [*view.keys("hand:"), *view.keys("fan:"), *view.keys("kept:"), *view.keys("ea_score:"),
                    *view.keys("trick:"), *view.keys("role:"), *view.keys("seen:"), "ea:card"]:
            view.remove(key)
        for key in [*view.keys(SUIT_CARD_KEY), *view.keys("suit:")]:
            sprite = view.get(key)
            if isinstance(sprite, CardSprite):
                sprite.card, sprite.face_up = None, False
        if view.get("ea:pile") is None:  # his pile is whole again
            view.spawn("ea:pile", None, start, False, 2)
        count = view.get("ea:count")
        if isinstance(count, SpecSprite) and isinstance(count.spec, BadgePiece):
            count.set_spec(replace(count.spec, text=f"{EA_PILE_SIZE} face down"))
        for key in ("ea:caption", "kept_slot:0", "kept_slot:1"):
            _count(stage, key, 0)

    return [Call(clear), sound(stage, "deal"), Parallel(*flights), Call(lambda: view.remove_all(keys))]


def _turn_up(card: Card, stage: Stage) -> list[Step]:
    view = stage.view
    sprite = view.spawn("ea:card", card, view.center("ea_pile"), False, 12)
    count = view.get("ea:count")
    if isinstance(count, SpecSprite) and isinstance(count.spec, BadgePiece):
        left = count.spec.text.split()[0]
        if left.isdigit() and int(left) > 0:
            count.set_spec(replace(count.spec, text=f"{int(left) - 1} face down"))
    return [sound(stage, "play"), Parallel(sprite.move_to(view.center("ea_card"), MOVE), sprite.flip(FLIP, face_up=True))]


def _play(event: CardPlayed, stage: Stage) -> list[Step]:
    view = stage.view
    target = view.center(stage.seating.anchor("trick", event.seat))
    sprite = card_to_table(stage, event.seat, event.card, f"trick:{event.seat}")
    return [sound(stage, "play"), sprite.move_to(target, MOVE)]


def _bribe(event: Bribed, stage: Stage) -> list[Step]:
    """A badge says who bribes and which slot they will see (the card follows)."""
    view = stage.view
    spot = below_card(view, view.center(stage.seating.anchor("trick", event.seat)))
    view.spawn_piece(f"role:{event.seat}", BadgePiece(f"Bribe · sees {SLOT_SHORT[event.slot]}", height=22), spot, 40)
    return [sound(stage, "prize")]


def _peek(event: SlotPeeked, stage: Stage) -> list[Step]:
    """Only the briber, watching, sees the suit card turn up (the table lays it out private)."""
    if stage.viewer != event.seat:
        return []
    sprite = stage.view.get(f"{SUIT_CARD_KEY}{event.slot}")
    if not isinstance(sprite, CardSprite):
        return []
    sprite.card = suit_card(event.suit)
    return [sprite.flip(FLIP, face_up=True), Wait(READ_PAUSE / 2)]


def _holder(card: Card, stage: Stage) -> str | None:
    """The key of the table piece showing ``card`` (a trick card or Ea-Nasir's)."""
    for key in [*stage.view.keys("trick:"), "ea:card"]:
        sprite = stage.view.get(key)
        if isinstance(sprite, CardSprite) and sprite.card is card:
            return key
    return None


def _to_pile(card: Card, anchor: str, prefix: str, stage: Stage) -> list[Step]:
    """``card`` slides from the trick to the end of a pile, where it becomes a small card."""
    view = stage.view
    index = len(view.keys(prefix))
    spot = pile_spots(view, anchor, index + 1, pile_top(anchor))[index]
    new_key = f"{prefix}{index}"
    old_key = _holder(card, stage)
    sprite = view.rename(old_key, new_key) if old_key else None
    if not isinstance(sprite, CardSprite):
        return [Call(lambda: view.spawn(new_key, card, spot, True, 20 + index, mini=True))]
    sprite.legal = sprite.selected = sprite.hovered = sprite.dimmed = False
    sprite.z = 60
    seat = old_key.split(":")[1] if old_key and old_key.startswith("trick:") else ""
    label = "ea:caption" if prefix == "ea_score:" else f"kept_slot:{prefix.split(':')[1]}"
    return [
        Call(lambda: view.remove(f"role:{seat}")),
        sound(stage, "play"),
        sprite.move_to(spot, MOVE),
        Call(lambda: view.spawn(new_key, card, spot, True, 20 + index, mini=True)),
        Call(lambda: _count(stage, label, index + 1)),
    ]


def _count(stage: Stage, key: str, count: int) -> None:
    """Show ``count`` at the end of a pile's label ("You kept · 3") before the table is laid
    out again."""
    sprite = stage.view.get(key)
    if isinstance(sprite, SpecSprite) and isinstance(sprite.spec, (SlotPiece, BadgePiece)):
        spec = sprite.spec
        if isinstance(spec, SlotPiece):
            sprite.set_spec(replace(spec, label=_counted(spec.label, count)))
        else:
            sprite.set_spec(replace(spec, text=_counted(spec.text, count)))


def _counted(words: str, count: int) -> str:
    """``words`` with their count (after the last " · ") made ``count``."""
    head = words.rsplit(" · ", 1)[0]
    return f"{head} · {count}"


def _reveal(event: RoundRevealed, stage: Stage) -> list[Step]:
    """Every suit card turns up (the slots, the rival's suit) and Ea-Nasir's last card goes onto
    his pile face up."""
    view = stage.view
    steps = reveal_indicator(event.slots, stage)
    flips: list[Step] = []
    for seat, suit in enumerate(event.player_suits):
        sprite = view.get(f"suit:{seat}")
        if isinstance(sprite, CardSprite) and not sprite.shows_face:
            sprite.card = suit_card(suit)
            flips.append(sprite.flip(FLIP, face_up=True))
    index = len(view.keys("ea_score:"))
    spot = pile_spots(view, "ea_score", index + 1, pile_top("ea_score"))[index]
    key = f"ea_score:{index}"
    last = view.spawn(key, event.ea_last, view.center("ea_pile"), False, 60)
    view.remove("ea:pile")
    return [
        *steps,
        Parallel(*flips, last.move_to(spot, MOVE), last.flip(FLIP, face_up=True)),
        Call(lambda: view.spawn(key, event.ea_last, spot, True, 20 + index, mini=True)),
        Wait(READ_PAUSE),
    ]

