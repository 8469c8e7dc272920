"""How Vazerneiros' events move the pieces (the keys are ``vazerneiros_pieces``'): potions fly
between the supply and the seats, auction cards are laid face down and turn up together, the
chosen rumor stays while the others leave, face-down plays turn up together, rumor 13's swaps,
rumor 11's shown hand.

Each function returns the steps that show one event; the changes it makes at once (renaming a
sprite that changes role) keep the keys true for the events after it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from game.anim import Call, Parallel, Step, Wait
from game.anim import Sequence as Steps
from game.pieces.base import PieceSprite
from game.pieces.card import CardSprite
from game.pieces.specs import BadgePiece, TextCardPiece, TokenPiece
from game.pieces.text_card import TextCardSprite
from game.table.choice import hand_key
from game.table.module import FLIP, MOVE, READ_PAUSE, Stage, card_to_table, hand_origin
from game.tables.vazerneiros.look import MARKER, POTION, suit_colour
from game.tables.vazerneiros.pieces import (
    FELT_INK,
    OWN,
    SEAT_POTION,
    MARKER_SIZE,
    SUPPLY_POTION,
    WIN,
    badge_at,
    elixir_piece,
    elixir_spot,
    marker_on,
    pot_spot,
    revealed_row,
    rumor_piece,
    rumor_spot,
    short,
    supply_spot,
    track_spot,
    trick_spot,
    under_card,
)
from rules.core.cards import Card
from rules.core.events import says
from rules.core.words import counted
from rules.vazerneiros.deck import SUIT_NAMES, card_text

Name = Callable[[int], str]
GAP = 0.07  # seconds between tokens flying one after another


def sound(stage: Stage, name: str) -> Call:
    return Call(lambda: stage.play_sound(name))


def remove(stage: Stage, keys: Sequence[str]) -> Call:
    view = stage.view
    return Call(lambda: view.remove_all(keys))


def quiet(sprite: PieceSprite) -> None:
    sprite.legal = sprite.selected = sprite.hovered = sprite.dimmed = False


def _indexed(stage: Stage, prefix: str) -> list[str]:
    """Keys ``<prefix><i>`` on the table, by ``i``."""
    keys = [k for k in stage.view.keys(prefix) if k.removeprefix(prefix).isdigit()]
    return sorted(keys, key=lambda k: int(k.removeprefix(prefix)))


def announce(stage: Stage, text: str, colour: tuple[int, int, int] = WIN, pause: float = READ_PAUSE) -> list[Step]:
    """A line across the middle of the trick's cards for a moment (the note at the trick's foot
    stays readable)."""
    view = stage.view
    area = view.rect("trick")
    spec = BadgePiece(text, colour, 24)
    y = trick_spot(stage, stage.seating.bottom)[1]
    place = badge_at("announce", spec, (float(area.centerx), y), stage, 90)
    view.remove("announce")
    return [Call(lambda: view.spawn_piece("announce", spec, place.center, 90)), Wait(pause), remove(stage, ["announce"])]


# --- potions -------------------------------------------------------------------------------------
def relabel_supply(stage: Stage) -> Call:
    view = stage.view

    def run() -> None:
        label = view.get("supply:label")
        if label is not None:
            label.set_spec(BadgePiece(f"Potion supply · {len(_indexed(stage, 'supply:'))}", FELT_INK, 22))  # type: ignore[attr-defined]

    return Call(run)


def potion_to_seat(stage: Stage, seat: int) -> list[Step]:
    """The last token of the supply flies to ``seat``'s next place."""
    view = stage.view
    supply = _indexed(stage, "supply:")
    index = len(_indexed(stage, f"pot:{seat}:"))
    key = f"pot:{seat}:{index}"
    sprite = view.rename(supply[-1], key) if supply else None
    if sprite is None:
        sprite = view.spawn_piece(key, TokenPiece("potion", POTION, "", SEAT_POTION), view.center("supply"), 80)
    sprite.set_spec(TokenPiece("potion", POTION, "", SEAT_POTION))  # type: ignore[attr-defined]
    sprite.z = 80
    return [sound(stage, "play"), sprite.move_to(pot_spot(stage, seat, index), MOVE * 1.6), relabel_supply(stage),
            Call(lambda: setattr(sprite, "z", 20 + index))]


def potions_to_supply(stage: Stage, seat: int, count: int) -> list[Step]:
    """``count`` of ``seat``'s tokens fly back to the supply, one after the other."""
    view = stage.view
    held = _indexed(stage, f"pot:{seat}:")
    base = len(_indexed(stage, "supply:"))
    flights: list[Step] = []
    for j in range(count):
        key = f"supply:{base + j}"
        sprite = view.rename(held[-1 - j], key) if j < len(held) else None
        if sprite is None:
            sprite = view.spawn_piece(key, TokenPiece("potion", POTION, "", SUPPLY_POTION), stage.seat_center(seat), 80 + j)
        sprite.set_spec(TokenPiece("potion", POTION, "", SUPPLY_POTION))  # type: ignore[attr-defined]
        sprite.z = 80 + j
        flights.append(Steps(Wait(j * GAP), sprite.move_to(supply_spot(stage, base + j), MOVE * 1.6)))
    return [sound(stage, "play"), Parallel(*flights), relabel_supply(stage)] if flights else []


def marker_to_track(stage: Stage, suit: str) -> list[Step]:
    """Rumor 5: a token of the supply becomes the gold trump marker on the trump suit's token."""
    view = stage.view
    supply = _indexed(stage, "supply:")
    token = view.get(f"track:{suit}")
    if token is None:
        return []
    spec = TokenPiece("potion", MARKER, "", MARKER_SIZE)
    sprite = view.rename(supply[-1], "marker") if supply else None
    if sprite is None:
        sprite = view.spawn_piece("marker", spec, view.center("supply"), 80)
    sprite.set_spec(spec)  # type: ignore[attr-defined]
    return [sprite.move_to(marker_on(stage, token.pos), MOVE * 1.6), relabel_supply(stage)]


def marker_home(stage: Stage) -> list[Step]:
    """The round is over: the trump marker goes back to the supply."""
    view = stage.view
    sprite = view.rename("marker", f"supply:{len(_indexed(stage, 'supply:'))}")
    if sprite is None:
        return []
    index = len(_indexed(stage, "supply:")) - 1
    sprite.set_spec(TokenPiece("potion", POTION, "", SUPPLY_POTION))  # type: ignore[attr-defined]
    return [sprite.move_to(supply_spot(stage, index), MOVE), relabel_supply(stage)]


# --- the track and the rumors --------------------------------------------------------------------
def track_drawn(stage: Stage, track: Sequence[str]) -> list[Step]:
    """The suit tokens take their new places on the track (from the middle, the first time)."""
    view = stage.view
    for key in view.keys("track:name:"):
        view.remove(key)
    moves: list[Step] = []
    for place, suit in enumerate(track):
        sprite = view.get(f"track:{suit}")
        if sprite is None:
            sprite = view.spawn_piece(f"track:{suit}", TokenPiece("marker", (120, 120, 120), suit, 34), view.center("trick"), 20)
        moves.append(Steps(Wait(place * GAP), sprite.move_to(track_spot(stage, place), MOVE * 1.5)))
    return [sound(stage, "deal"), Parallel(*moves)]


def rumors_revealed(stage: Stage, offered: Sequence[int]) -> list[Step]:
    """Three rumor cards come face down from the middle and turn up in their column."""
    view = stage.view
    for key in view.keys("rumor:"):
        view.remove(key)
    steps: list[Step] = []
    for i, rumor in enumerate(offered):
        piece = rumor_piece(rumor, False, stage)
        sprite = view.spawn_piece(f"rumor:{rumor}", TextCardPiece(piece.title, piece.body, piece.kind, False, piece.size, piece.colour),
                                  view.center("trick"), 30 + i)
        assert isinstance(sprite, TextCardSprite)
        steps.append(Steps(Wait(i * 0.12), sprite.move_to(rumor_spot(stage, i, False), MOVE * 1.4), sprite.flip(FLIP, face_up=True)))
    return [Parallel(*steps)]


def rumor_chosen(stage: Stage, rumor: int) -> list[Step]:
    """The chosen rumor takes the whole column, with its full text; the other two leave, and so
    do the auction's cards (every one is spent)."""
    view = stage.view
    centre = view.center("trick")
    leaving = [k for k in view.keys("rumor:") if k != f"rumor:{rumor}"]
    bids = [k for k in view.keys("bid:")]
    moves: list[Step] = [view.sprites[k].move_to(centre, MOVE) for k in leaving + bids]
    badges = [*view.keys("who:"), *view.keys("fx:")]
    for key in badges:
        view.remove(key)
    chosen = view.get(f"rumor:{rumor}")

    def settle() -> None:
        if chosen is not None:
            chosen.set_spec(rumor_piece(rumor, True, stage))  # type: ignore[attr-defined]
            chosen.pos = rumor_spot(stage, 0, True)

    return [sound(stage, "deal"), Parallel(*moves), remove(stage, leaving + bids), Call(settle)]


# --- the auction ---------------------------------------------------------------------------------
def back_from_hand(stage: Stage, seat: int, key: str) -> CardSprite:
    """A face-down card leaving ``seat``'s hand: the last back of its fan, else a new back."""
    view = stage.view
    backs = [k for k in view.keys(f"fan:{seat}:") if not k.endswith(":count")]
    last = view.get(backs[-1]) if backs else None
    start = last.pos if last is not None else hand_origin(stage, seat)
    if backs:
        view.remove(backs[-1])
    return view.spawn(key, None, start, False, 60)


def own_card(stage: Stage, card: Card, key: str) -> CardSprite:
    """The shown seat's own card leaving its hand, face up (only it sees it)."""
    view = stage.view
    sprite = view.rename(hand_key(card), key)
    if not isinstance(sprite, CardSprite):
        sprite = view.spawn(key, card, view.center("hand"), True, 60)
    sprite.card, sprite.face_up, sprite.z = card, True, 60
    sprite.unraise()
    return sprite


def own_bid(stage: Stage, seat: int, card: Card) -> list[Step]:
    """The shown seat's own auction card goes face up (to it alone) in front of it, marked."""
    view = stage.view
    sprite = own_card(stage, card, f"bid:{seat}")
    mark = BadgePiece("your bid · hidden", OWN, 20)
    spot = badge_at(f"fx:{seat}", mark, under_card(stage, seat, 1), stage, 41)
    return [sound(stage, "play"), sprite.move_to(trick_spot(stage, seat), MOVE),
            Call(lambda: view.spawn_piece(spot.key, mark, spot.center, spot.z))]


def bid_laid(stage: Stage, seat: int, name: str) -> list[Step]:
    """A seat's auction card goes face down in front of it (unless its owner's own is there)."""
    view = stage.view
    key = f"bid:{seat}"
    badge = BadgePiece(short(name), FELT_INK, 20)
    place = badge_at(f"who:{seat}", badge, under_card(stage, seat, 0), stage)
    label = Call(lambda: view.spawn_piece(place.key, badge, place.center, place.z))
    if view.get(key) is not None:
        return [label]
    sprite = back_from_hand(stage, seat, key)
    return [sound(stage, "play"), sprite.move_to(trick_spot(stage, seat), MOVE), label]


def bids_revealed(stage: Stage, bids: Sequence[tuple[int, Card]], winner: int, name: Name) -> list[Step]:
    """Every auction card turns up together; the winner's is marked."""
    view = stage.view
    flips: list[Step] = []
    for seat, card in bids:
        key = f"bid:{seat}"
        sprite = view.get(key)
        if not isinstance(sprite, CardSprite):
            sprite = view.spawn(key, None, trick_spot(stage, seat), False, 10 + seat)
        view.remove(f"fx:{seat}")
        if sprite.shows_face and sprite.card is card:
            continue
        sprite.card = card
        flips.append(sprite.flip(FLIP, face_up=True))
    badge = BadgePiece("wins the auction", WIN, 20)
    spot = badge_at(f"fx:{winner}", badge, under_card(stage, winner, 1), stage, 41)
    return [sound(stage, "deal"), Parallel(*flips), Call(lambda: view.spawn_piece(spot.key, badge, spot.center, spot.z)),
            *announce(stage, f"{says(name, winner, 'wins', 'win')} the auction", WIN, READ_PAUSE * 1.4)]


# --- the trick -----------------------------------------------------------------------------------
def card_laid(stage: Stage, seat: int, card: Card | None, face_down: bool, led: str | None, name: str) -> list[Step]:
    """A card goes to ``seat``'s place in the trick, face up or face down, with its player's name
    under it. A face-down card its own player has already laid face up (``own_face_down``) stays."""
    view = stage.view
    key = f"trick:{seat}"
    badge = BadgePiece(short(name), FELT_INK, 20)
    place = badge_at(f"who:{seat}", badge, under_card(stage, seat, 0), stage)
    label = Call(lambda: view.spawn_piece(place.key, badge, place.center, place.z))
    if face_down and view.get(key) is not None:
        return [label]
    view.remove(f"fx:{seat}")
    if not face_down and card is not None:
        sprite = card_to_table(stage, seat, card, key)
    else:
        sprite = back_from_hand(stage, seat, key)
    sprite.z = 10 + len(view.keys("trick:"))
    steps: list[Step] = [sound(stage, "play"), sprite.move_to(trick_spot(stage, seat), MOVE), label]
    if face_down:
        words = "face down" + (f" · leads {SUIT_NAMES[led]}" if led is not None else "")
        steps.append(effect_badge(stage, seat, words, FELT_INK))
    return steps


def own_face_down(stage: Stage, seat: int, card: Card, counted_as: str) -> list[Step]:
    """The shown seat's own face-down card goes to its place face up (to it alone), marked."""
    view = stage.view
    key = f"trick:{seat}"
    view.remove(f"fx:{seat}")
    sprite = own_card(stage, card, key)
    sprite.z = 10 + len(view.keys("trick:"))
    words = f"face down: {counted_as}" if counted_as else "face down (yours)"
    return [sound(stage, "play"), sprite.move_to(trick_spot(stage, seat), MOVE), effect_badge(stage, seat, words, OWN)]


def effect_badge(stage: Stage, seat: int, words: str, colour: tuple[int, int, int]) -> Call:
    view = stage.view
    spec = BadgePiece(words, colour, 20)
    row = 1 + (stage.seating.position(seat) % 2 if stage.seating.players >= 4 else 0)
    place = badge_at(f"fx:{seat}", spec, under_card(stage, seat, row), stage, 41)
    return Call(lambda: view.spawn_piece(place.key, spec, place.center, place.z))


def potions_used(stage: Stage, seat: int, cost: int, suit: str | None, value: int | None, own: bool = False) -> list[Step]:
    """The tokens fly to the supply; the badge under the card says what it became (or, face
    down, how much was spent on it; its ``own`` player's badge already says what it became)."""
    if suit is not None and value is not None:
        words, colour = f"as {card_text(suit, value)}", suit_colour(suit)
    elif own:
        return potions_to_supply(stage, seat, cost)
    else:
        led = stage.view.get(f"fx:{seat}")
        text = getattr(getattr(led, "spec", None), "text", "face down")
        words = f"{text} · {counted(cost, 'potion')}" if cost else f"{text} · Elixir"
        colour = FELT_INK
    return [*potions_to_supply(stage, seat, cost), effect_badge(stage, seat, words, colour)]


def trick_revealed(stage: Stage, plays: Sequence[tuple[int, Card, str, int]]) -> list[Step]:
    """The face-down cards turn up together; each badge says what the card now is."""
    view = stage.view
    flips: list[Step] = []
    badges: list[Step] = []
    for seat, card, suit, value in plays:
        sprite = view.get(f"trick:{seat}")
        if isinstance(sprite, CardSprite) and not (sprite.shows_face and sprite.card is card):
            sprite.card = card
            flips.append(sprite.flip(FLIP, face_up=True))
        changed = (suit, value) != (card.suit, 2 * card.rank)
        if changed:
            badges.append(effect_badge(stage, seat, f"as {card_text(suit, value)}", suit_colour(suit)))
        else:
            badges.append(remove(stage, [f"fx:{seat}"]))
    return [sound(stage, "deal"), Parallel(*flips), *badges]


def trick_taken(stage: Stage, seat: int, keep: bool) -> list[Step]:
    """The cards go to the winner (the kit has held the finished trick, its taker and reason,
    already), unless rumor 13 keeps them on the table for the exchange (``keep``: they become
    ``table:<code>``). Nothing of the trick stays on the table."""
    view = stage.view
    steps: list[Step] = []
    keys = view.keys("trick:")
    badges = [*view.keys("who:"), *view.keys("fx:")]
    if keep:
        def to_table() -> None:
            for key in keys:
                sprite = view.get(key)
                if isinstance(sprite, CardSprite) and sprite.card is not None:
                    quiet(sprite)
                    view.rename(key, f"table:{sprite.card.code}")
            for key in badges:
                view.remove(key)

        return [*steps, Call(to_table)]
    pile = stage.seat_center(seat)
    moves = [s.move_to(pile, MOVE) for k in keys if (s := view.get(k)) is not None]
    return [*steps, sound(stage, "trick"), Call(lambda: view.remove_all(badges)), Parallel(*moves), remove(stage, keys)]


def card_exchanged(stage: Stage, seat: int, given: Card, taken: Card) -> list[Step]:
    """Rumor 13: the given card goes where the taken one lay; the taken one goes to the hand."""
    view = stage.view
    old = view.get(f"table:{taken.code}")
    spot = old.pos if old is not None else view.center("trick")
    moves: list[Step] = []
    if old is not None:
        view.rename(f"table:{taken.code}", f"leaving:{taken.code}")
        moves.append(old.move_to(hand_origin(stage, seat), MOVE * 1.3))
    if stage.viewer == seat:
        sprite = own_card(stage, given, f"table:{given.code}")
    else:
        sprite = view.spawn(f"table:{given.code}", given, hand_origin(stage, seat), True, 60)
    moves.append(sprite.move_to(spot, MOVE * 1.3))
    return [sound(stage, "play"), Parallel(*moves), remove(stage, [f"leaving:{taken.code}"])]


def table_taken(stage: Stage, seat: int) -> list[Step]:
    view = stage.view
    keys = view.keys("table:")
    pile = stage.seat_center(seat)
    moves = [s.move_to(pile, MOVE) for k in keys if (s := view.get(k)) is not None]
    return [sound(stage, "trick"), Parallel(*moves), remove(stage, keys)]


def hand_revealed(stage: Stage, cards: Sequence[Card], text: str) -> list[Step]:
    """Rumor 11: the unfinished trick leaves the table (it scores for nobody), and the hand that
    has no new suit is shown in its place while the tricks end."""
    view = stage.view
    row = revealed_row(stage, cards, "revealed")
    trick = view.keys("trick:")
    for key in [*view.keys("who:"), *view.keys("fx:")]:
        view.remove(key)
    away = (view.center("trick")[0], float(view.rect("trick").bottom))
    moves = [s.move_to(away, MOVE) for k in trick if (s := view.get(k)) is not None]

    def show() -> None:
        for place in row:
            view.spawn_piece(place.key, place.piece, place.center, place.z)

    return [Parallel(*moves), remove(stage, trick), Call(show), *announce(stage, text, OWN, READ_PAUSE * 3),
            remove(stage, [p.key for p in row])]


def elixir_taken(stage: Stage, seat: int) -> list[Step]:
    view = stage.view
    sprite = view.spawn_piece(f"elixir:{seat}", elixir_piece(stage, seat), view.center("rumors"), 70)
    return [sound(stage, "deal"), sprite.move_to(elixir_spot(stage, seat), MOVE * 1.6)]


def elixir_spent(stage: Stage, seat: int, used: bool) -> list[Step]:
    view = stage.view
    key = f"elixir:{seat}"
    sprite = view.get(key)
    if sprite is None:
        return []
    target = trick_spot(stage, seat) if used else view.center("rumors")
    return [sprite.move_to(target, MOVE * 1.4), remove(stage, [key])]


def clear_round(stage: Stage) -> Call:
    """A new round: nothing of the last one stays in the middle."""
    view = stage.view
    prefixes = ("trick:", "who:", "fx:", "bid:", "table:", "revealed:", "shown:", "announce", "note", "elixir:")
    return Call(lambda: view.remove_all(k for p in prefixes for k in view.keys(p)))

