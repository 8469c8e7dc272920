"""Where Vazerneiros' pieces rest, from the shown seat's observation.

Keys (the moves in ``vazerneiros_moves`` use the same ones):
  track:<suit>, track:name:<suit>, track:title   the hierarchy track's suit tokens, highest first
  marker           rumor 5's trump marker (a gold potion) on the trump suit's token on the track
  supply:<i>, supply:label    the potion tokens in the general supply, and their count
  pot:<seat>:<i>   a seat's potion tokens          elixir:<seat>   the Alchemy Elixir card
  rumor:<id>       a rumor card: the three on offer, then the chosen one alone
  bid:<seat>       an auction card (a back until all are in; its owner sees its own)
  trick:<seat>     a card in the trick (a back while face down; its owner sees its own)
  who:<seat>, fx:<seat>   the name under a trick or auction card, and what potions made of it
  table:<code>     rumor 13: a card on the table during the exchange
  note             a line at the foot of the trick: the trick's number, the auction...
  shown:<i>        rumor 11: the hand shown when the tricks ended (at the end of the game)
  fan:<seat>:<i>   another seat's hand (backs)

Anything only one seat may know (its bid, its face-down card) is drawn face up only while that
seat's player holds the screen (``stage.viewer``): under a hand-off screen the table shows backs.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.pieces.badge import BadgeSprite
from game.pieces.specs import BadgePiece, CardPiece, TextCardPiece, TokenPiece
from game.table.module import Stage, badge_inside, hand_fans, trick_spot
from game.tables.vazerneiros.look import ELIXIR, MARKER, POTION, suit_colour
from game.table.view import Placement
from rules.core.events import called, says
from rules.core.words import counted
from rules.vazerneiros.actions import HALF_COST, NUMBER_COST, SUIT_COST, effects_cost
from rules.vazerneiros.deck import POTION_CAP, SUIT_NAMES, card_text
from rules.vazerneiros.observation import AUCTION_PHASE, EXCHANGE_PHASE, LEADER_PHASE, RUMOR_PHASE, TRUMP_PHASE
from rules.vazerneiros.rumors import ALCHEMY_ELIXIR, CHOICE_OF_FATE, rumors

FELT_INK = (40, 70, 54)  # badges on the felt
WIN = (150, 104, 16)  # the auction's winner, the trick's taker
OWN = (146, 36, 36)  # what only the shown seat sees
SEAT_POTION = 28  # logical diameters
SUPPLY_POTION = 22
SUPPLY_COLUMNS = 10  # the supply's tokens lie in two overlapping rows: all 20 fit
SUPPLY_STEP = 18
TRACK_TOKEN = 34
MARKER_SIZE = 22  # the trump marker, on the lower right of its suit's token
NAME_LONGEST = 9  # letters of a name a badge under a card prints whole
ORDINALS = ("1st", "2nd", "3rd", "4th")


def private_view(obs: Any, stage: Stage) -> bool:
    """Whether the shown observation's secrets may be drawn: its seat's player holds the screen."""
    return stage.viewer is not None and stage.viewer == obs.seat


def short(name: str, longest: int = NAME_LONGEST) -> str:
    return name if len(name) <= longest else name[: longest - 1] + "…"


# --- geometry ------------------------------------------------------------------------------------
def pot_spot(stage: Stage, seat: int, index: int) -> tuple[float, float]:
    """Where ``seat``'s ``index``-th potion rests: a row of four beside the shown seat, a 2×2 grid
    for the others."""
    view = stage.view
    area = view.rect(stage.seating.anchor("pots", seat))
    step = view.length(SEAT_POTION + 4)
    if area.width >= 4 * step and area.height < 2 * step:
        left = area.left + view.length(SEAT_POTION / 2 + 6)
        return (left + index * step, float(area.centery))
    col, row = index % 2, index // 2
    x = area.centerx + (col - 0.5) * step
    y = area.top + view.length(SEAT_POTION / 2 + 1) + row * step
    return (x, y)


def supply_spot(stage: Stage, index: int) -> tuple[float, float]:
    view = stage.view
    area = view.rect("supply")
    step = view.length(SUPPLY_STEP)
    span = step * (SUPPLY_COLUMNS - 1)
    col, row = index % SUPPLY_COLUMNS, index // SUPPLY_COLUMNS
    x = area.centerx - span / 2 + col * step
    y = area.top + view.length(26 + SUPPLY_POTION / 2) + row * view.length(SUPPLY_POTION + 2)
    return (x, y)


def track_row(stage: Stage, place: int) -> float:
    """The centre line of the track's ``place``-th row (0: the highest suit)."""
    view = stage.view
    area = view.rect("track")
    row = (area.height - view.length(30)) / 4
    return area.top + view.length(30) + row * (place + 0.5)


def track_spot(stage: Stage, place: int) -> tuple[float, float]:
    view = stage.view
    return (view.rect("track").left + view.length(TRACK_TOKEN / 2 + 6), track_row(stage, place))


def marker_spot(stage: Stage, place: int) -> tuple[float, float]:
    """Rumor 5's marker: on the lower right of the trump suit's token, clear of its label."""
    x, y = track_spot(stage, place)
    return marker_on(stage, (x, y))


def marker_on(stage: Stage, token: tuple[float, float]) -> tuple[float, float]:
    """Where the trump marker lies on a suit token centred at ``token``."""
    view = stage.view
    shift = view.length(TRACK_TOKEN / 2 - MARKER_SIZE / 4)
    return (token[0] + shift, token[1] + view.length(TRACK_TOKEN / 2 - MARKER_SIZE / 2 + 2))


def track_label_left(stage: Stage) -> float:
    """Where the suit names on the track start: right of the tokens and the trump marker."""
    view = stage.view
    return view.rect("track").left + view.length(TRACK_TOKEN + MARKER_SIZE / 2 + 3)


def rumor_size(stage: Stage, chosen: bool) -> tuple[int, int]:
    """Logical size of a rumor card: a third of the column each while three are on offer, the
    whole column for the chosen one."""
    area = stage.view.layout.anchor("rumors")
    if chosen:
        return (area.width, area.height)
    return (area.width, (area.height - 2 * 8) // 3)


def rumor_spot(stage: Stage, index: int, chosen: bool) -> tuple[float, float]:
    view = stage.view
    area = view.layout.anchor("rumors")
    w, h = rumor_size(stage, chosen)
    top = area.top + index * (h + 8)
    return view.viewport.point((area.centerx, top + h / 2))


def rumor_hover(rumor: int) -> str:
    """The full text of a rumor card, shown while it is hovered or focused."""
    card = rumors()[rumor]
    return f"Rumor {card.id}, {card.title}: {card.text}"


def rumor_piece(rumor: int, chosen: bool, stage: Stage) -> TextCardPiece:
    card = rumors()[rumor]
    body = f"{card.line}\n\n{card.text}" if chosen else card.line
    return TextCardPiece(f"{card.id} · {card.title}", body, "rumor", size=rumor_size(stage, chosen), colour=(54, 58, 122))


def elixir_piece(stage: Stage, seat: int) -> TextCardPiece:
    area = stage.view.layout.anchor(stage.seating.anchor("elixir", seat))
    title = "Alchemy Elixir" if area.width >= 140 else "Elixir"
    return TextCardPiece(title, "", ELIXIR, size=(min(area.width, 150), area.height))


def elixir_spot(stage: Stage, seat: int) -> tuple[float, float]:
    view = stage.view
    area = view.layout.anchor(stage.seating.anchor("elixir", seat))
    w = min(area.width, 150)
    return view.viewport.point((area.left + w / 2, area.centery))


def logical_card(stage: Stage) -> tuple[int, int]:
    """The trick's card size in logical pixels (text pieces are sized so)."""
    view = stage.view
    scale = view.viewport.scale or 1.0
    return (round(view.card_size[0] / scale), round(view.card_size[1] / scale))


def preview_piece(choice: Any, stage: Stage) -> TextCardPiece:
    """The potion choice as it stands, laid where the card will go: what it becomes, from what,
    with which effects, at what cost."""
    play = choice.play
    body = f"{play.card.name}\n{choice.effect_words()}\n{choice.cost_words().capitalize()}"
    return TextCardPiece(play.result_text(), body, "potions", size=logical_card(stage))


def under_card(stage: Stage, seat: int, row: int) -> tuple[float, float]:
    """The centre of the ``row``-th badge line under ``seat``'s card in the trick."""
    view = stage.view
    x, y = trick_spot(stage, seat)
    return (x, y + view.card_size[1] / 2 + view.length(13 + 24 * row))


def badge_at(key: str, spec: BadgePiece, centre: tuple[float, float], stage: Stage, z: int = 40) -> Placement:
    return Placement(key, spec, badge_inside(spec, centre, stage.view.rect("trick"), stage.view), z)


# --- placements ----------------------------------------------------------------------------------
def placements(obs: Any, stage: Stage, names: Sequence[str] = ()) -> list[Placement]:
    out = track_placements(obs, stage)
    out += potion_placements(obs, stage, names)
    out += rumor_placements(obs, stage)
    out += elixir_placements(obs, stage)
    if obs.phase in (AUCTION_PHASE, RUMOR_PHASE):
        out += bid_placements(obs, stage, names)
    elif obs.phase == EXCHANGE_PHASE:
        out += table_placements(obs, stage, names)
    else:
        out += trick_placements(obs, stage, names)
    out += note_placements(obs, stage, names)
    out += shown_hand_placements(obs, stage, names)
    out += hand_fans(obs.hand_counts, stage)
    return out


def track_placements(obs: Any, stage: Stage) -> list[Placement]:
    """The four suit tokens, highest first, each with its place and name; the trump marker."""
    view = stage.view
    area = view.rect("track")
    why = "The hierarchy track: when cards tie and the rules look at suits, the suit higher up wins."
    out = [Placement("track:title", BadgePiece("Hierarchy track", FELT_INK, 22),
                     (float(area.centerx), area.top + view.length(13)), 21, why)]
    for place, suit in enumerate(obs.track):
        trump = suit == obs.trump
        token = TokenPiece("marker", suit_colour(suit), suit, TRACK_TOKEN)
        name = SUIT_NAMES[suit]
        hover = f"{name}: {ORDINALS[place]} on the hierarchy track."
        if trump:
            hover += f" Trumps ({rumors()[CHOICE_OF_FATE].title}): the highest trump played takes the trick."
        out.append(Placement(f"track:{suit}", token, track_spot(stage, place), 20, hover))
        words = f"{name} · trump" if trump else f"{ORDINALS[place]} {name}"
        badge = BadgePiece(words, WIN if trump else FELT_INK, 22)
        width = BadgeSprite(badge, scale=view.viewport.scale).size[0]
        out.append(Placement(f"track:name:{suit}", badge, (track_label_left(stage) + width / 2, track_row(stage, place)), 21, hover))
        if trump and obs.trump_marker:
            marker = TokenPiece("potion", MARKER, "", MARKER_SIZE)
            out.append(Placement("marker", marker, marker_spot(stage, place), 22, hover))
    return out


POTION_USES = (f"A potion changes the card you play: ±0.5 costs {HALF_COST}, a new suit {SUIT_COST}, a new "
               f"number {NUMBER_COST}. Nobody holds more than {POTION_CAP}; the most left breaks a tie at the end.")


def potion_placements(obs: Any, stage: Stage, names: Sequence[str] = ()) -> list[Placement]:
    """Each seat's tokens, and the supply's with its count (each says what potions are for)."""
    view = stage.view
    out: list[Placement] = []
    for seat, count in enumerate(obs.potions):
        held = f"{called(seat, names)}: {counted(count, 'potion')}. {POTION_USES}"
        for i in range(count):
            out.append(Placement(f"pot:{seat}:{i}", TokenPiece("potion", POTION, "", SEAT_POTION), pot_spot(stage, seat, i),
                                 20 + i, held))
    supply = (f"The supply: {counted(obs.supply, 'potion')} nobody holds. Potions won come from it (the auction, "
              "the catch-up after a round); potions spent go back to it.")
    for i in range(obs.supply):
        out.append(Placement(f"supply:{i}", TokenPiece("potion", POTION, "", SUPPLY_POTION), supply_spot(stage, i), 20 + i,
                             supply))
    area = view.rect("supply")
    label = BadgePiece(f"Potion supply · {obs.supply}", FELT_INK, 22)
    out.append(Placement("supply:label", label, (float(area.centerx), area.top + view.length(12)), 45, supply))
    return out


def rumor_placements(obs: Any, stage: Stage) -> list[Placement]:
    """The three rumors on offer until one is chosen; then the chosen one, with its full text."""
    if obs.rumor is not None:
        return [Placement(f"rumor:{obs.rumor}", rumor_piece(obs.rumor, True, stage), rumor_spot(stage, 0, True), 10,
                          rumor_hover(obs.rumor))]
    return [
        Placement(f"rumor:{r}", rumor_piece(r, False, stage), rumor_spot(stage, i, False), 10, rumor_hover(r))
        for i, r in enumerate(obs.offered)
    ]


def elixir_placements(obs: Any, stage: Stage) -> list[Placement]:
    if obs.elixir is None:
        return []
    card = rumors()[ALCHEMY_ELIXIR]
    return [Placement(f"elixir:{obs.elixir}", elixir_piece(stage, obs.elixir), elixir_spot(stage, obs.elixir), 18,
                      f"{card.title}: {card.text}")]


def bid_placements(obs: Any, stage: Stage, names: Sequence[str]) -> list[Placement]:
    """The auction's cards in front of each seat: backs while others are still choosing (the
    shown seat's own face up, marked); all face up once every card is in, the winner marked."""
    out: list[Placement] = []
    mine = private_view(obs, stage)
    for seat in range(obs.players):
        card = obs.bids[seat] if obs.bids[seat] is not None else (obs.my_bid if mine and seat == obs.seat else None)
        if card is None and not obs.bids_in[seat]:
            continue
        out.append(Placement(f"bid:{seat}", CardPiece(card, card is not None), trick_spot(stage, seat), 10 + seat))
        out.append(badge_at(f"who:{seat}", BadgePiece(short(called(seat, names)), FELT_INK, 20), under_card(stage, seat, 0), stage))
        if obs.auction_winner == seat:
            words, colour = "wins the auction", WIN
        elif obs.bids[seat] is None and card is not None:
            words, colour = "your bid · hidden", OWN
        else:
            continue
        out.append(badge_at(f"fx:{seat}", BadgePiece(words, colour, 20), under_card(stage, seat, 1), stage, 41))
    return out


def effect_words(play: Any, own: bool) -> tuple[str, tuple[int, int, int]]:
    """The badge under a trick card: what potions made of it, or that it lies face down."""
    if play.card is None or (play.face_down and not own):
        spent = effects_cost(play.effects)
        words = "face down"
        if play.suit is not None:
            words += f" · leads {SUIT_NAMES[play.suit]}"
        if play.effects:
            words += f" · {counted(spent, 'potion')}" if spent else " · Elixir"
        return words, FELT_INK
    changed = play.effects and play.value is not None
    words = f"as {card_text(play.suit, play.value)}" if changed else ""
    if play.face_down:
        return (f"face down: {card_text(play.suit, play.value)}" if changed else "face down (yours)"), OWN
    return words, suit_colour(play.suit) if play.suit else FELT_INK


def trick_placements(obs: Any, stage: Stage, names: Sequence[str]) -> list[Placement]:
    """The trick: each card at its seat's place, its player's name under it, and what potions
    made of it (or that it lies face down) under that."""
    out: list[Placement] = []
    mine = private_view(obs, stage)
    crowded = obs.players >= 4
    for i, play in enumerate(obs.trick):
        own = mine and play.seat == obs.seat
        shown = play.card is not None and (not play.face_down or own)
        piece = CardPiece(play.card if shown else None, shown)
        out.append(Placement(f"trick:{play.seat}", piece, trick_spot(stage, play.seat), 10 + i))
        out.append(badge_at(f"who:{play.seat}", BadgePiece(short(called(play.seat, names)), FELT_INK, 20), under_card(stage, play.seat, 0), stage))
        words, colour = effect_words(play, own)
        if words:
            row = 1 + (stage.seating.position(play.seat) % 2 if crowded else 0)
            out.append(badge_at(f"fx:{play.seat}", BadgePiece(words, colour, 20), under_card(stage, play.seat, row), stage, 41))
    return out


def table_placements(obs: Any, stage: Stage, names: Sequence[str]) -> list[Placement]:
    """Rumor 13: the cards on the table during the exchange, each where its trick card lay."""
    out: list[Placement] = []
    for i, card in enumerate(obs.table_cards):
        seat = obs.trick[i].seat if i < len(obs.trick) else i
        out.append(Placement(f"table:{card.code}", CardPiece(card), trick_spot(stage, seat), 10 + i))
    return out


def note_placements(obs: Any, stage: Stage, names: Sequence[str]) -> list[Placement]:
    """One line at the foot of the trick: what the table is doing now."""
    view = stage.view
    area = view.rect("trick")
    text = note_text(obs, names)
    if not text:
        return []
    badge = BadgePiece(text, WIN if obs.phase in (RUMOR_PHASE, EXCHANGE_PHASE) else FELT_INK, 22)
    return [badge_at("note", badge, (float(area.centerx), area.bottom - view.length(16)), stage, 30)]


def note_text(obs: Any, names: Sequence[str]) -> str:
    if obs.is_over:
        return "Ritual of Paths: the tricks ended early" if obs.ended_early else ""
    phase = obs.phase
    if phase == AUCTION_PHASE:
        laid = sum(obs.bids_in)
        return f"Auction · {laid} of {obs.players} cards laid · highest wins, ties by the track"
    winner = obs.auction_winner
    if winner is None:
        return ""
    if phase == RUMOR_PHASE:
        return f"Auction won: {says(lambda s: called(s, names), winner, 'chooses', 'choose')} a rumor"
    if phase == TRUMP_PHASE:
        return f"{says(lambda s: called(s, names), winner, 'names', 'name')} the trump suit"
    if phase == EXCHANGE_PHASE:
        return "Whispers of the Fallen: the losers swap a card with the table"
    if phase == LEADER_PHASE:
        return "Cursed Crown: the trick's winner picks the next leader"
    return f"Trick {obs.trick_no} of {obs.tricks_total}"


def shown_hand_placements(obs: Any, stage: Stage, names: Sequence[str]) -> list[Placement]:
    """Rumor 11 at the end of the game: the hand that ended the last round's tricks."""
    if not (obs.is_over and obs.ended_early and obs.revealed_hand):
        return []
    return revealed_row(stage, obs.revealed_hand, "shown")


def revealed_row(stage: Stage, cards: Sequence[Any], prefix: str) -> list[Placement]:
    """``cards`` face up in a row of small cards across the middle of the trick."""
    view = stage.view
    area = view.rect("trick")
    w, h = view.mini_size
    n = max(1, len(cards))
    step = min(w + view.length(6), (area.width - w - view.length(12)) / max(1, n - 1))
    left = area.centerx - (w + step * (n - 1)) / 2 + w / 2
    y = float(area.centery)
    return [Placement(f"{prefix}:{i}", CardPiece(c, True, mini=True), (left + i * step, y), 60 + i) for i, c in enumerate(cards)]
