"""Where The Trickster Proposition's pieces rest, from the shown seat's observation.

Keys (the moves module uses the same ones):
  trick:<seat>        a card in the trick           ea:card      Ea-Nasir's turned-up card
  ea:pile             his face-down pile (a back)   ea:frame     his corner
  ea_score:<i>        his scoring pile, in order    kept:<seat>:<i>  a kept pile, in order
  fan:<seat>:<i>      the rival's hand (backs)      suit:<seat>  a secret suit card
  suit_slot           the shown seat's private suit slot
  slot:<slot>, quality:<slot>   the indicator (game.tables.copper_trickster.table)
  seen:<slot>         who bribed to see a slot      wins:<who>:<i>  round-win tokens
  role:<seat>         "Wins" / "Loses" / "Bribe" on a trick card while it is sorted
  trick_no            the trick's number

Nothing private is drawn unless the seat it belongs to is the one watching (``stage.viewer``):
under a hot-seat hand-over the table shows backs only.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.pieces.specs import BadgePiece, CardPiece, SlotPiece, TokenPiece
from game.tables.copper_trickster.table import (
    SLOT_KEY,
    SUIT_CARD_KEY,
    indicator_placements,
    suit_card,
)
from game.table.module import Stage, hand_fans
from game.table.view import Placement, TableView
from rules.copper_trickster.deck import SUIT_NAMES
from rules.core.cards import Card
from rules.core.words import counted
from rules.trickster_proposition.actions import BRIBE_SLOTS
from rules.trickster_proposition.events import EA_NASIR_NAME
from rules.trickster_proposition.scoring import points_so_far

EA_NASIR = EA_NASIR_NAME
TRICKS = 9
PILE_ROW = 5  # small cards per row in a kept or scoring pile
KEPT_BAND, SCORE_BAND = 30, 52  # logical pixels over a pile's cards: a kept pile's label, Ea-Nasir's two captions
COPPER = (184, 110, 52)  # round-win tokens
EA_COLOUR = (112, 58, 30)
WIN_TOKEN = 30
ANCHORS: tuple[str, ...] = (
    "trick", "trick_0", "trick_1", "ea_card", "indicator", "fan_1", "suit_0", "suit_1", "wins_0", "wins_1",
    "kept_0", "kept_1", "ea_nasir", "ea_pile", "ea_score", "ea_wins",
)


def so_far_text(points: int, unknown: int) -> str:
    """A column's running score as far as the shown seat knows: "+5 so far", "+2 so far · 3
    unknown" (cards whose quality it does not know yet)."""
    text = f"{points:+d} so far"
    return f"{text} · {unknown} unknown" if unknown else text


SO_FAR_HOVER = (
    "Points so far this round from the collected cards whose quality you know; "
    "the others (unknown) are valued when the suits are revealed at the round's end."
)


def pile_word(obs: Any, seat: int) -> str:
    """"You kept" / "Rival kept", as the shown seat sees it."""
    return "You kept" if seat == obs.seat else "Rival kept"


def sorting_pieces(obs: Any) -> list[tuple[str, Card]]:
    """The pieces holding the cards still to share out, by key."""
    out = []
    for card in obs.sorting:
        if card is obs.ea_card:
            out.append(("ea:card", card))
        else:
            seat = next((s for s, c in obs.trick if c is card), None)
            if seat is not None:
                out.append((f"trick:{seat}", card))
    return out


def pile_spots(view: TableView, anchor: str, count: int, top: int = 0) -> list[tuple[float, float]]:
    """Centres of ``count`` small cards in rows of ``PILE_ROW`` inside ``anchor`` (less ``top``
    logical pixels at its top, for a label): left to right, each row lower than the last and
    overlapping it."""
    area = view.rect(anchor)
    area = pygame.Rect(area.left, area.top + view.length(top), area.width, area.height - view.length(top))
    w, h = view.mini_size
    pad = view.length(6)
    step = min(w * 0.78, (area.width - 2 * pad - w) / (PILE_ROW - 1))
    rows = max(2, -(-count // PILE_ROW))
    drop = min(h * 0.6, (area.height - pad - h) / (rows - 1))
    left = area.centerx - (w + step * (PILE_ROW - 1)) / 2
    return [
        (left + w / 2 + (i % PILE_ROW) * step, area.top + h / 2 + (i // PILE_ROW) * drop)
        for i in range(count)
    ]


def pile_top(anchor: str) -> int:
    """Logical pixels a pile's label takes at the top of its anchor."""
    return KEPT_BAND if anchor.startswith("kept") else SCORE_BAND


def round_wins(obs: Any) -> list[list[int]]:
    """Per seat 0, seat 1, Ea-Nasir: the rounds (1-based) each won (ties all win)."""
    out: list[list[int]] = [[], [], []]
    for number, points in enumerate(obs.round_points, start=1):
        top = max(points)
        for i, p in enumerate(points):
            if p == top:
                out[i].append(number)
    return out


def placements(obs: Any, stage: Stage) -> list[Placement]:
    view, seating = stage.view, stage.seating
    _unmark(view)
    watching = stage.viewer == obs.seat  # private pieces only for their owner's eyes
    out: list[Placement] = []
    out += _ea_corner(obs, view)
    out += _indicator(obs, stage, watching)
    out += _suits(obs, stage, watching)
    # The trick and, while it is sorted, who won it.
    sorting = {key for key, _ in sorting_pieces(obs)}
    sorting_now = obs.phase in ("give", "keep")
    for i, (seat, card) in enumerate(obs.trick):
        key = f"trick:{seat}"
        if sorting_now and key not in sorting:
            continue
        centre = view.center(seating.anchor("trick", seat))
        out.append(Placement(key, CardPiece(card), centre, 10 + i))
        if sorting_now:
            word = "Bribe · loses" if seat == obs.briber else "Wins" if seat == obs.winner else "Loses"
            out.append(Placement(f"role:{seat}", BadgePiece(word, height=22), below_card(view, centre), 40))
    if obs.ea_card is not None and (obs.phase == "play" or "ea:card" in sorting):
        out.append(Placement("ea:card", CardPiece(obs.ea_card), view.center("ea_card"), 12))
    if not obs.is_over and obs.trick_no:
        trick_area, slot = view.rect("trick"), view.rect("ea_card")
        spot = (float(slot.centerx), (trick_area.top + slot.top) / 2 + view.length(10))
        out.append(Placement("trick_no", BadgePiece(f"Trick {obs.trick_no} of {TRICKS}", (62, 84, 70), 22), spot, 5))
    # The rival's hand and both kept piles.
    out += hand_fans(obs.hand_counts, stage)
    for seat in range(obs.players):
        pile = obs.piles[seat]
        anchor = seating.anchor("kept", seat)
        area = view.layout.anchor(anchor)
        label = f"{pile_word(obs, seat)} · {len(pile)}"
        out.append(Placement(f"kept_slot:{seat}", SlotPiece(label, (area.width, area.height)), view.center(anchor), 2))
        spots = pile_spots(view, anchor, len(pile), pile_top(anchor))
        out += [Placement(f"kept:{seat}:{i}", CardPiece(c, mini=True), p, 20 + i) for i, (c, p) in enumerate(zip(pile, spots))]
        out += _wins(view, seating.anchor("wins", seat), f"wins:{seat}", round_wins(obs)[seat])
    return out


def _unmark(view: TableView) -> None:
    """Clear a finished choice's glow and veil from the table pieces a choice may offer (the
    input marks only the pieces of the choice open now, and the slots outlive a turn)."""
    for key in [*view.keys(SLOT_KEY), *view.keys("trick:"), "ea:card"]:
        sprite = view.get(key)
        if sprite is not None:
            sprite.legal = sprite.selected = sprite.hovered = sprite.dimmed = False


def below_card(view: TableView, centre: tuple[float, float]) -> tuple[float, float]:
    """Just over the lower edge of a trick card."""
    return (centre[0], centre[1] + view.card_size[1] / 2 - view.length(16))


def _ea_corner(obs: Any, view: TableView) -> list[Placement]:
    """Ea-Nasir's corner: his face-down pile and its count, his scoring pile, his round wins."""
    frame = view.layout.anchor("ea_nasir")
    wins = round_wins(obs)[2]
    label = f"{EA_NASIR} · {counted(len(wins), 'round win')}"
    out = [Placement("ea:frame", SlotPiece(label, (frame.width, frame.height)), view.center("ea_nasir"), 0)]
    pile = view.rect("ea_pile")
    if obs.ea_pile_left:
        out.append(Placement("ea:pile", CardPiece(None, False), view.center("ea_pile"), 2))
    count = f"{obs.ea_pile_left} face down" if obs.ea_pile_left else "pile used up"
    out.append(Placement("ea:count", BadgePiece(count, EA_COLOUR, 22), (float(pile.centerx), pile.bottom - view.length(4)), 5))
    score = view.rect("ea_score")
    caption = f"Given to him · {len(obs.ea_pile)}"
    out.append(Placement("ea:caption", BadgePiece(caption, (62, 84, 70), 22), (float(score.centerx), score.top + view.length(12)), 5))
    so_far = so_far_text(*points_so_far(obs)[2])
    spot = (float(score.centerx), score.top + view.length(36))
    out.append(Placement("ea:so_far", BadgePiece(so_far, EA_COLOUR, 20), spot, 5, hover=SO_FAR_HOVER))
    spots = pile_spots(view, "ea_score", len(obs.ea_pile), pile_top("ea_score"))
    out += [Placement(f"ea_score:{i}", CardPiece(c, mini=True), p, 20 + i) for i, (c, p) in enumerate(zip(obs.ea_pile, spots))]
    out += _wins(view, "ea_wins", "wins:ea", wins, caption=False)
    return out


def _wins(view: TableView, anchor: str, prefix: str, rounds: list[int], caption: bool = True) -> list[Placement]:
    """A caption (unless the place says it already), then one copper token per round won,
    numbered with the round."""
    if not rounds:
        return []
    area = view.rect(anchor)
    out = []
    left = area.left + view.length(4)
    if caption:
        badge = BadgePiece("Round wins", (62, 84, 70), 22)
        out.append(Placement(f"{prefix}:caption", badge, (area.left + view.length(52), float(area.centery)), 30))
        left = area.left + view.length(112)
    size = view.length(WIN_TOKEN)
    step = min(size * 1.15, (area.right - left - size) / max(1, len(rounds) - 1))  # many: they overlap
    for i, r in enumerate(rounds):
        spot = (left + size / 2 + i * step, float(area.centery))
        out.append(Placement(f"{prefix}:{i}", TokenPiece("coin", COPPER, str(r), WIN_TOKEN), spot, 30))
    return out


def _indicator(obs: Any, stage: Stage, watching: bool) -> list[Placement]:
    """The great and bad slots: face down, but the one the shown seat looked at face up (if it is
    the one watching), and all of them once revealed; who looked at which on a badge."""
    known = obs.known if (watching or obs.revealed) else ()
    out = indicator_placements(BRIBE_SLOTS, known, obs.revealed, "indicator", stage)
    view = stage.view
    cards = {p.key: p.center for p in out}
    for seat, slot in enumerate(obs.bribes):
        centre = cards.get(f"{SUIT_CARD_KEY}{slot}") if slot else None
        if centre is None:
            continue
        word = "You saw it" if seat == obs.seat else "Rival saw it"
        spot = (centre[0], centre[1] - view.mini_size[1] / 2 - view.length(16))
        out.append(Placement(f"seen:{slot}", BadgePiece(word, (96, 40, 36), 20), spot, 6))
    return out


def _suits(obs: Any, stage: Stage, watching: bool) -> list[Placement]:
    """The shown seat's secret suit in its private slot (a back when its owner is not the one
    watching), and the rival's, face down until the game's end reveals it."""
    view = stage.view
    area = view.layout.anchor("suit_0")
    mine = obs.my_suit if watching else None
    label = f"Your suit: {SUIT_NAMES[mine]}" if mine else "Secret suit"
    slot = SlotPiece(label, (area.width, area.height), private=mine is not None)
    out = [Placement("suit_slot", slot, view.center("suit_0"), 2)]
    bottom = view.rect("suit_0").bottom - view.length(8) - view.mini_size[1] / 2
    card = suit_card(mine) if mine else None
    out.append(Placement(f"suit:{obs.seat}", CardPiece(card, card is not None, mini=True), (view.center("suit_0")[0], bottom), 3))
    other = 1 - obs.seat
    theirs = obs.player_suits[other] if obs.revealed else None
    rival = suit_card(theirs) if theirs else None
    spot = view.rect("suit_1")
    w = view.mini_size[0]
    out.append(Placement(f"suit:{other}", CardPiece(rival, rival is not None, mini=True), (spot.right - w / 2 - view.length(4), float(spot.centery)), 3))
    caption = f"Rival's suit: {SUIT_NAMES[theirs]}" if theirs else "Rival's secret suit"
    out.append(Placement("suit_caption", BadgePiece(caption, (62, 84, 70), 22), (spot.left + (spot.width - w - view.length(8)) / 2, float(spot.centery)), 3))
    return out
