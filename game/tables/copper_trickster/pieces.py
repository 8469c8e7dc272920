"""Where The Copper Trickster's pieces rest: character cards, collected piles, the laid discards
and passes, the trick in the order played, the "what you know" panel, the great-suit choice and
the Party's trump.

Anything only one seat may know (its hand, its slots, its discard and pass, its collected cards)
is drawn face up only while that seat's player holds the screen (``stage.viewer``): in hot-seat
play the table under a hand-off screen shows backs.
"""

from __future__ import annotations

from typing import Any

from game.pieces.specs import BadgePiece, CardPiece, SlotPiece, TextCardPiece
from game.tables.copper_trickster.look import suit_card, suit_colour
from game.table.module import SeatName, Stage, badge_inside
from game.table.view import Placement
from rules.copper_trickster.characters import (
    CHARACTER_NAMES,
    MESSENGER,
    MESSENGER_AFTER,
    MESSENGER_AFTER_MANY,
    MESSENGER_BEFORE,
    points_table,
)
from rules.copper_trickster.deck import SUIT_NAMES, SUITS
from rules.copper_trickster.observation import GREAT_PHASE, PASS_PHASE
from rules.copper_trickster.quality import SLOT_SHORT
from rules.copper_trickster.sampling import known_voids
from rules.copper_trickster.scoring import points_so_far
from rules.core.cards import Card
from rules.core.words import counted

PARTY = "ea_nasirs_party"
SHORT_NAMES = {
    "ea_nasir": "Ea-Nasir",
    "assyrian_buyer": "Assyrian",
    "supplier": "Supplier",
    "babylonian_buyer": "Babylonian",
    "messenger": "Messenger",
}
BADGE = (70, 44, 30)  # the pill colour of counts and names on the copper table
OWN_BADGE = (146, 36, 36)
TRICK_GAP = 8  # logical pixels between two trick cards when there is room
WHO_Z = 120  # a trick card's character badge: over the card the kit raises when it takes the trick
NARROW_CARD = 180  # character cards narrower than this (logical px) use the short name and scoring


def private_view(obs: Any, stage: Stage) -> bool:
    """Whether the shown observation's secrets may be drawn: its seat's player holds the screen."""
    return stage.viewer is not None and stage.viewer == obs.seat


def short_name(character: str) -> str:
    return SHORT_NAMES.get(character, CHARACTER_NAMES.get(character, character))


def signed(points: int) -> str:
    """``+3``, ``0``, ``−2`` (a true minus sign)."""
    return f"{points:+d}".replace("-", "\u2212") if points else "0"


def scoring_words(character: str, players: int) -> str:
    """A character's scoring in a line or two: "Great +3 · good +1 · mediocre 0 · bad −2"."""
    if character == MESSENGER:
        return (f"Each trick to the Revelation {signed(MESSENGER_BEFORE)}; after it, 1 trick "
                f"{signed(MESSENGER_AFTER[1])}, 2 tricks {signed(MESSENGER_AFTER[2])}, 3 or more "
                f"{signed(MESSENGER_AFTER_MANY)}")
    table = points_table(character, players)
    goods = [slot for slot in table if slot.startswith("good_")]
    parts = []
    for slot, points in table.items():
        if slot in goods and len(goods) > 1 and len({table[g] for g in goods}) == 1:
            if slot == goods[0]:
                parts.append(f"good {signed(points)}")
            continue
        words = SLOT_SHORT[slot] if len(goods) > 1 or slot not in goods else "good"
        parts.append(f"{words} {signed(points)}")
    text = " \u00b7 ".join(parts)
    return text[:1].upper() + text[1:]


def compact_scoring(character: str, players: int) -> list[str]:
    """The scoring in three short lines, for a narrow character card (mediocre, 0 for every
    character, left out)."""
    if character == MESSENGER:
        return [f"Before: each {signed(MESSENGER_BEFORE)}",
                f"After: {signed(MESSENGER_AFTER[1])}, {signed(MESSENGER_AFTER[2])}, {signed(MESSENGER_AFTER_MANY)}"]
    table = points_table(character, players)
    lines = [f"Great {signed(table['great'])}, bad {signed(table['bad'])}"]
    goods = [slot for slot in table if slot.startswith("good_")]
    if len(goods) > 1 and len({table[g] for g in goods}) > 1:
        goods.sort(key=lambda g: -table[g])  # the character's own first
        lines += [f"{SLOT_SHORT[g].removeprefix('good ').capitalize()} {signed(table[g])}" for g in goods]
    elif goods:
        lines.append(f"Good {signed(table[goods[0]])}")
    return lines


def _logical_size(stage: Stage, anchor: str) -> tuple[int, int]:
    r = stage.view.layout.anchor(anchor)
    return (r.width, r.height)


def role_placements(obs: Any, stage: Stage) -> list[Placement]:
    """Each seat's character card, face up (characters are public), with its scoring."""
    out = []
    for seat, character in enumerate(obs.characters):
        anchor = stage.seating.anchor("role", seat)
        size = _logical_size(stage, anchor)
        narrow = size[0] < NARROW_CARD
        title = short_name(character) if narrow else CHARACTER_NAMES[character]
        body = "\n".join(compact_scoring(character, obs.players)) if narrow else scoring_words(character, obs.players)
        piece = TextCardPiece(title, body, "character", size=size)
        out.append(Placement(f"role:{seat}", piece, stage.view.center(anchor), 4))
    return out


def _stack(
    key: str, count: int, centre: tuple[float, float], stage: Stage, label: str, area: Any = None, colour=BADGE
) -> list[Placement]:
    """A small stack of backs (up to three drawn) with ``label`` on a badge across its foot."""
    view = stage.view
    out: list[Placement] = []
    if count:
        for i in range(min(3, count)):
            d = view.length(3) * i
            out.append(Placement(f"{key}:{i}", CardPiece(None, False, mini=True), (centre[0] + d, centre[1] - d), 20 + i))
    if label:
        foot = (centre[0], centre[1] + view.mini_size[1] * 0.32)
        out.append(Placement(f"{key}:count", BadgePiece(label, colour, height=20), foot, 26))
    return out


def pile_placements(obs: Any, stage: Stage) -> list[Placement]:
    """The collected piles (only counts for other seats; the shown seat's cards face up, by suit)
    and, while passing, each seat's discard and pass lying face down."""
    view, seating = stage.view, stage.seating
    out: list[Placement] = []
    for seat in range(obs.players):
        anchor = seating.anchor("won", seat)
        area = view.rect(anchor)
        if obs.phase == PASS_PHASE and obs.passed[seat]:
            out.extend(_laid(obs, seat, stage, area))
            continue
        if obs.characters[seat] == MESSENGER:
            out.extend(_messenger_piles(obs, seat, area, stage))
            continue
        if seating.position(seat) == 0 and private_view(obs, stage) and obs.own_won:
            out.extend(_own_copper(obs, own_pile_area(obs, stage), stage))
            continue
        tricks = obs.tricks_won[seat]
        label = counted(tricks, "trick") if tricks else ""
        out.extend(_stack(f"won:{seat}", tricks * obs.players, (float(area.centerx), float(area.centery)), stage, label, area))
    return out


def messenger_pile_hover(part: str) -> str:
    """What the count on the Messenger's "before" or "after" pile is, with its scoring."""
    if part == "before":
        return f"The Messenger's tricks up to and including the Revelation's: each scores {signed(MESSENGER_BEFORE)}."
    return (
        f"The Messenger's tricks after the Revelation: 1 scores {signed(MESSENGER_AFTER[1])}, "
        f"2 score {signed(MESSENGER_AFTER[2])}, 3 or more {signed(MESSENGER_AFTER_MANY)}."
    )


def _messenger_piles(obs: Any, seat: int, area, stage: Stage) -> list[Placement]:
    """The Messenger's tricks in two piles, before and after the Revelation, their counts on
    badges at two heights (so they never overlap in a narrow place)."""
    view = stage.view
    w, h = view.mini_size
    out: list[Placement] = []
    parts = (("before", area.left + w / 2 + view.length(2), obs.tricks_before[seat], 0.1),
             ("after", area.right - w / 2 - view.length(8), obs.tricks_after[seat], 0.38))
    for part, x, tricks, drop in parts:  # badges centred, one above the other
        key = f"won:{seat}:{part}"
        out.extend(_stack(key, tricks * obs.players, (x, float(area.centery)), stage, ""))
        badge = BadgePiece(f"{tricks} {part}", BADGE, height=18)
        centre = badge_inside(badge, (float(area.centerx), area.centery + h * drop), area, view)
        out.append(Placement(f"{key}:count", badge, centre, 26, hover=messenger_pile_hover(part)))
    return out


def _laid(obs: Any, seat: int, stage: Stage, area) -> list[Placement]:
    """A seat's discard (and pass) lying face down; its own player sees them face up, labelled."""
    view = stage.view
    mine = private_view(obs, stage) and seat == obs.seat
    cards: list[tuple[str, Card | None]] = [("discard", obs.my_discard if mine else None)]
    passes = not (obs.players == 5 and obs.characters[seat] == MESSENGER)
    if passes:
        cards.append(("pass", obs.my_pass if mine else None))
    out = []
    for i, (role, card) in enumerate(cards):
        centre = laid_spot(area, i, len(cards), stage)
        out.append(Placement(f"laid:{seat}:{i}", CardPiece(card, card is not None, mini=True), centre, 20))
        drop = 0.36 if len(cards) == 1 else 0.14 + 0.26 * i  # two badges at two heights
        badge = BadgePiece(role, OWN_BADGE if mine else BADGE, height=18)
        spot = badge_inside(badge, (centre[0], centre[1] + view.mini_size[1] * drop), area, view)
        out.append(Placement(f"laid:{seat}:{i}:badge", badge, spot, 24))
    return out


def laid_spot(area, index: int, count: int, stage: Stage) -> tuple[float, float]:
    """Where a seat's ``index``-th laid card (discard, then pass) rests in its pile's place."""
    view = stage.view
    w = view.mini_size[0]
    step = min(w + view.length(10), max(0, area.width - w))
    left = area.centerx - step * (count - 1) / 2
    return (left + index * step, float(area.centery))


OWN_SHOWN = 2  # the most cards of one suit drawn in the shown seat's pile (the highest; a badge counts all)


def own_pile_area(obs: Any, stage: Stage):
    """Where the shown seat's own copper lies: ``won_0``, and beside it the trump's place when
    no trump is played (without Ea-Nasir's Party)."""
    view = stage.view
    area = view.rect(stage.seating.anchor("won", obs.seat))
    if not obs.option.get(PARTY) and view.layout.has("trump"):
        area = area.union(view.rect("trump"))
    return area


def _own_copper(obs: Any, area, stage: Stage) -> list[Placement]:
    """The shown seat's collected cards, face up: a column per suit, its highest cards fanned
    down (numbers visible) over a badge in the suit's colour that counts them all; hovering a
    card lists the suit's numbers."""
    view = stage.view
    w, h = view.mini_size
    by_suit = [sorted((c for c in obs.own_won if c.suit == s), key=lambda c: c.rank) for s in SUITS]
    columns = [col for col in by_suit if col]
    step_x = min(w + view.length(6), (area.width - w) / max(1, len(columns) - 1)) if len(columns) > 1 else 0
    left = area.left + w / 2 + max(0.0, (area.width - w - step_x * (len(columns) - 1)) / 2)
    badge_h = 18
    room = area.height - h - view.length(badge_h + 2)
    out = []
    for i, column in enumerate(columns):
        suit = column[0].suit
        shown = column[-OWN_SHOWN:]
        step_y = min(h * 0.3, room / max(1, len(shown) - 1))
        hover = f"{SUIT_NAMES[suit]} taken: {', '.join(str(c.rank) for c in column)}"
        x = left + i * step_x
        for j, card in enumerate(shown):
            centre = (x, area.top + h / 2 + j * step_y)
            out.append(Placement(f"won:own:{card.code}", CardPiece(card, True, mini=True), centre, 20 + i * 20 + j, hover))
        badge = BadgePiece(f"\u00d7{len(column)}", suit_colour(suit), height=badge_h)
        foot = badge_inside(badge, (x, float(area.bottom)), area, view)
        out.append(Placement(f"won:own:{suit}:count", badge, foot, 20 + i * 20 + 10, hover))
    return out


def trick_spot(stage: Stage, index: int, players: int) -> tuple[float, float]:
    """Where the ``index``-th card of a trick rests: left to right in play order, overlapping only
    as much as they must (the corner of each stays in view)."""
    view = stage.view
    area = view.rect("trick")
    w = view.card_size[0]
    step = min(w + view.length(TRICK_GAP), (area.width - w) / max(1, players - 1))
    span = w + step * (players - 1)
    left = area.left + (area.width - span) / 2 + w / 2
    return (left + index * step, float(area.centery))


def who_spot(stage: Stage, index: int, players: int, badge: BadgePiece) -> tuple[float, float]:
    """The name badge over (even places) or under (odd places) the ``index``-th trick card, by
    its corner, inside the trick area."""
    view = stage.view
    x, y = trick_spot(stage, index, players)
    w, h = view.card_size
    gap = view.length(14)
    spot = (x - w / 2 + view.length(40), y - h / 2 - gap if index % 2 == 0 else y + h / 2 + gap)
    return badge_inside(badge, spot, view.rect("trick"), view)


def who_badge(character: str) -> BadgePiece:
    return BadgePiece(short_name(character), BADGE, height=20)


def trick_placements(obs: Any, stage: Stage) -> list[Placement]:
    out = []
    for i, (seat, card) in enumerate(obs.trick):
        badge = who_badge(obs.characters[seat])
        out.append(Placement(f"trick:{seat}", CardPiece(card), trick_spot(stage, i, obs.players), 10 + i))
        out.append(Placement(f"who:{seat}", badge, who_spot(stage, i, obs.players, badge), WHO_Z))
    return out


def voids_line(obs: Any, name: SeatName) -> str:
    """"Ada (Ea-Nasir): no Palms; Ben (Supplier): no Bulls, Fish": the suits each other seat has
    shown it lacks (the rules' ``known_voids``), by name, then character."""
    voids = known_voids(obs)
    parts = []
    for seat in range(obs.players):
        suits = [SUIT_NAMES[s] for s in SUITS if s in voids[seat]]
        if suits and seat != obs.seat:
            parts.append(f"{name(seat)} ({CHARACTER_NAMES[obs.characters[seat]]}): no {', '.join(suits)}")
    return "; ".join(parts)


def know_text(obs: Any, name: SeatName) -> str:
    """The "what you know" panel's lines for the shown seat, the most needed first (a small
    window cuts the last): the slots it knows (until the Revelation shows them all on the
    indicator), the suit out of the game, its points so far, the suits each other seat has shown
    it lacks, and the card it received. (Its scoring is on its character card, its copper taken
    counted by suit on its pile.)"""
    lines = []
    known = ", ".join(f"{SLOT_SHORT[slot]} {SUIT_NAMES[suit]}" for slot, suit in obs.known)
    if obs.phase == GREAT_PHASE:
        lines.append("The Supplier is choosing the great copper.")
    elif not obs.revealed:
        lines.append(f"You know: {known}." if known else "You know no slot until the Revelation.")
    if obs.removed_suit:
        lines.append(f"{SUIT_NAMES[obs.removed_suit]} are out of this game.")
    if obs.own_won and obs.character != MESSENGER:
        points, uncounted = points_so_far(obs.character, obs.players, obs.own_won, obs.known, 0, 0)
        wait = f" ({counted(uncounted, 'more card')} count at the Revelation)" if uncounted else ""
        lines.append(f"Points so far: {signed(points)}{wait}.")
    gone = voids_line(obs, name)
    if gone:
        lines.append(f"{gone}.")
    if obs.received is not None and obs.received_from is not None:
        lines.append(f"You received the {obs.received.name} from {name(obs.received_from)}.")
    return "\n".join(lines)


def know_placement(obs: Any, stage: Stage, name: SeatName) -> list[Placement]:
    if not private_view(obs, stage):
        return []
    title = f"You are {CHARACTER_NAMES[obs.character]}"
    piece = TextCardPiece(title, know_text(obs, name), "notes", size=_logical_size(stage, "know"))
    return [Placement("know", piece, stage.view.center("know"), 4)]


def great_choice_placements(obs: Any, stage: Stage) -> list[Placement]:
    """The Supplier's suit cards laid out in the trick area to pick the great copper from."""
    if obs.phase != GREAT_PHASE or obs.seat not in obs.to_move or not private_view(obs, stage):
        return []
    suits = [a.suit for a in obs.legal_actions]
    view = stage.view
    area = view.rect("trick")
    w = view.card_size[0]
    step = min(w + view.length(10), (area.width - w) / max(1, len(suits) - 1))
    left = area.left + (area.width - w - step * (len(suits) - 1)) / 2 + w / 2
    return [
        Placement(f"choose:{suit}", CardPiece(suit_card(suit)), (left + i * step, float(area.centery)), 30 + i)
        for i, suit in enumerate(suits)
    ]


def trump_placements(obs: Any, stage: Stage) -> list[Placement]:
    """Ea-Nasir's Party: a slot beside the indicator, holding the turned-up trump card."""
    if not obs.option.get(PARTY):
        return []
    view = stage.view
    w, h = _logical_size(stage, "trump")
    out = [Placement("trump:slot", SlotPiece("Trump", (w, h)), view.center("trump"), 2)]
    if obs.trump_card is not None:
        suit = SUIT_NAMES[obs.trump_card.suit]
        hover = f"{suit} are trump: a trick holding {suit} goes to the highest of them (the {obs.trump_card.name} turned up)."
        out.append(Placement("trump:card", CardPiece(obs.trump_card, True, mini=True), trump_card_spot(stage), 3, hover))
    return out


def trump_card_spot(stage: Stage) -> tuple[float, float]:
    view = stage.view
    area = view.rect("trump")
    return (float(area.centerx), area.bottom - view.length(6) - view.mini_size[1] / 2)
