"""How Tavern Tricks' events move its pieces: passed cards flying between hands, coins flying
between banks and the stakes, the dice rolling, the Left/Right coin flipping, a finished trick
gathered to its taker's pile or, tied, to the middle (the shared trick kit has held it for
reading first), and a red notice over the trick."""

from __future__ import annotations

from game.anim import Call, Parallel, Sequence, Step, Wait
from game.pieces.badge import BadgeSprite
from game.pieces.card import CardSprite
from game.pieces.die import DieSprite
from game.pieces.specs import BadgePiece, TokenPiece
from game.pieces.token import TokenSprite
from game.sprites import fan_layout
from game.table.choice import hand_key
from game.table.module import MOVE, READ_PAUSE, GameTable, Stage, hand_origin
from game.table.view import TableView
from game.tables.tavern_tricks.pieces import (
    GOLD,
    SILVER,
    STAKE_COIN,
    TIE_RED,
    aside_key,
    aside_spots,
    dice_label,
    die_spots,
    race_die,
    weapon_die,
)
from rules.core.events import TrickWon
from rules.tavern_tricks.deck import PASS_COUNT
from rules.tavern_tricks.events import CardsPassed, CoinFlipped, DiceRolled, PassLaid, TrickTied

PASS_GAP = 0.07  # seconds between the three passed cards' flights


def set_aside(event: PassLaid, stage: Stage) -> list[Step]:
    """Another seat's three cards leave its hand face down for just under its fan, where they
    wait for everyone's pass. The shown player's own are laid out as its move settles (face up at
    the trick's foot) while others still choose; when its pass is the last, they fly straight
    from its hand to their receiver (``pass_flight``)."""
    view, seat = stage.view, event.seat
    if seat == stage.viewer:
        return []
    start = hand_origin(stage, seat)
    flights: list[Step] = []
    for i, spot in enumerate(aside_spots(stage, seat)):
        sprite = view.spawn(aside_key(seat, i), None, start, False, 20 + i, mini=True)
        flights.append(Sequence(Wait(PASS_GAP * i), sprite.move_to(spot, MOVE)))
    return [GameTable.sound(stage, "play"), Parallel(*flights)]


def pass_flight(event: CardsPassed, stage: Stage) -> list[Step]:
    """Three passed cards fly from where the passer set them aside to the receiver: face up into
    the shown hand when the shown seat receives them, face down when it passes them, as small
    backs between two other seats. The shown hand then opens where they land."""
    view, viewer = stage.view, stage.viewer
    aside = [aside_key(event.from_seat, i) for i in range(PASS_COUNT)]
    laid = all(view.get(key) is not None for key in aside)
    start, end = hand_origin(stage, event.from_seat), hand_origin(stage, event.to_seat)
    starts = aside_spots(stage, event.from_seat) if laid else [start] * len(event.cards)
    if viewer is not None and viewer == event.to_seat:
        view.remove_all(aside)
        for i, card in enumerate(event.cards):
            view.spawn(hand_key(card), card, starts[i], True, 150 + i)
        return [GameTable.sound(stage, "deal"), close_hand(stage, [hand_key(c) for c in event.cards])]
    flights: list[Step] = []
    keys = [f"fly:pass:{event.from_seat}:{i}" for i in range(len(event.cards))]
    for i, (card, key) in enumerate(zip(event.cards, keys)):
        if laid:
            sprite = view.rename(aside[i], key)
        else:  # the shown player's pass, the last one: from its hand
            sprite = view.rename(hand_key(card), key) if viewer == event.from_seat else None
        if isinstance(sprite, CardSprite):  # the card leaves where it was, face down
            sprite.face_up, sprite.z = False, 60 + i
            sprite.unraise()
        else:
            sprite = view.spawn(key, None, start, False, 60 + i, mini=viewer != event.from_seat)
        flights.append(Sequence(Wait(PASS_GAP * i), sprite.move_to(end, MOVE)))
    if viewer == event.from_seat:
        flights.append(close_hand(stage, []))
    return [GameTable.sound(stage, "deal"), Parallel(*flights), Call(lambda: view.remove_all(keys))]


def close_hand(stage: Stage, arriving: list[str]) -> Step:
    """Every card of the shown hand slides to its place in the sorted hand (``arriving`` ones a
    little after the others, so they are seen to come from their passer)."""
    view = stage.view
    keys = view.keys("hand:")
    cards = sorted((s.card, k) for k in keys if isinstance(s := view.get(k), CardSprite) and s.card is not None)
    rects = fan_layout(len(cards), view.rect("hand"), view.card_size, margin=view.art.glow_margin)
    moves: list[Step] = []
    for i, ((_, key), rect) in enumerate(zip(cards, rects)):
        sprite = view.get(key)
        assert sprite is not None
        sprite.z = (200 if key in arriving else 100) + i  # arriving cards fly over the hand
        wait = PASS_GAP * arriving.index(key) if key in arriving else 0.0
        moves.append(Sequence(Wait(wait), sprite.move_to((float(rect.centerx), float(rect.centery)), MOVE * 1.6)))
    return Parallel(*moves)


def bank_spot(stage: Stage, seat: int) -> tuple[float, float]:
    sprite = stage.view.get(f"bank:{seat}")
    return sprite.pos if sprite is not None else stage.seat_center(seat)


def coins_fly(stage: Stage, key: str, start: tuple[float, float], end: tuple[float, float], coins: int) -> list[Step]:
    """``coins`` gold coins slide from ``start`` to ``end``, one after the other."""
    view = stage.view
    keys = [f"{key}:{i}" for i in range(max(1, min(coins, 6)))]
    flights: list[Step] = []
    for i, k in enumerate(keys):
        sprite = view.spawn_piece(k, TokenPiece("coin", GOLD, "", STAKE_COIN), start, 80 + i)
        flights.append(sprite.move_to(end, MOVE + 0.06 * i))
    return [GameTable.sound(stage, "play"), Parallel(*flights), Call(lambda: view.remove_all(keys))]


def roll(event: DiceRolled, stage: Stage) -> list[Step]:
    view = stage.view
    rolls: list[Step] = []
    spots = die_spots(stage)
    for key, spec in (("die:race", race_die(event.race)), ("die:weapon", weapon_die(event.weapon))):
        sprite = view.piece(key, DieSprite) or view.spawn_piece(key, spec, spots[key], 20)
        rolls.append(sprite.roll(0.7, spec.value))
    label = view.piece("dice:label", BadgeSprite)
    if label is not None:  # the words say the new faces once the dice land (a Fates reroll)
        rolls = [Sequence(Parallel(*rolls), Call(lambda: label.set_spec(dice_label(event.race, event.weapon))))]
    steps: list[Step] = [Call(lambda: stage.play_sound("deal")), Parallel(*rolls)]
    if event.by_fates:
        steps += announce(stage, "The Fates reroll the dice")
    return steps


def flip(event: CoinFlipped, stage: Stage) -> list[Step]:
    view = stage.view
    area = view.rect("coin")
    word = event.direction.capitalize()
    spec = TokenPiece("coin", SILVER, word[0], 44)
    sprite = view.piece("coin:lr", TokenSprite) or view.spawn_piece("coin:lr", spec, (area.left + view.length(34), float(area.centery)), 20)
    sprite.set_spec(spec)
    return [Call(lambda: stage.play_sound("deal")), sprite.pulse(0.5, 1.5)]


def take_trick(event: TrickWon, stage: Stage) -> list[Step]:
    """The trick and every tied card still in the middle slide to the taker's pile; the badges
    that told each card's standing go with them."""
    view = stage.view
    pile = view.center(stage.seating.anchor("won", event.seat))
    keys = [f"trick:{seat}" for seat, _ in event.cards] + [k for k in view.keys("tied:") if k != "tied:label"]
    moves = [s.move_to(pile, MOVE) for k in keys if (s := view.get(k)) is not None]
    return [GameTable.sound(stage, "trick"), Parallel(*moves), Call(lambda: clear(view, [*keys, "tied:label"]))]


def tie(event: TrickTied, stage: Stage) -> list[Step]:
    """The tied trick's cards slide to the tied pile (where a re-deal or the hand's end clears
    them); the standing badges go."""
    view = stage.view
    target = view.center("tied")
    keys = [f"trick:{seat}" for seat, _ in event.cards]
    moves = [s.move_to(target, MOVE) for k in keys if (s := view.get(k)) is not None]
    return [Parallel(*moves), Call(lambda: clear(view, keys))]


def clear(view: TableView, keys: list[str]) -> None:
    """Remove ``keys`` and every standing badge there is by then (none may outlive its trick);
    a trick card's name (``who:<seat>``) goes with its card."""
    names = [f"who:{k.removeprefix('trick:')}" for k in keys if k.startswith("trick:")]
    for key in [*keys, *names, *view.keys("stand:")]:
        view.remove(key)


def announce(stage: Stage, words: str) -> list[Step]:
    """A red badge over the trick for a moment."""
    view = stage.view
    trick = view.rect("trick")
    spot = (float(trick.centerx), trick.bottom - view.length(110))
    view.spawn_piece("announce", BadgePiece(words, TIE_RED, 30), spot, 90)
    return [Wait(READ_PAUSE), Call(lambda: view.remove("announce"))]
