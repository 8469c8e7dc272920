"""The deal: which suit each seat holds, the prize deck's order and the card set aside.

Either drawn from the game's chance source or read from a fixed ``deal`` mapping:

    {"hands": [["2S", ..., "AS"], ...],  # one complete suit per seat
     "prizes": ["QH", "JK1", ...],       # the prize deck, top first
     "set_aside": "7H"}                  # prizes + set_aside = one other suit plus the jokers
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from rules.assassins_trick.deck import SUIT_NAMES, SUITS, deck, jokers, suit_cards
from rules.core.cards import Card
from rules.core.tricks import check_deal

DEAL_KEYS = ("hands", "prizes", "set_aside")


@dataclass(frozen=True)
class Setup:
    hand_suits: tuple[str, ...]
    prize_suit: str
    hands: tuple[tuple[Card, ...], ...]
    prizes: tuple[Card, ...]  # top first
    set_aside: Card

    def to_deal(self) -> dict[str, Any]:
        """The same setup as a ``deal`` mapping (for records)."""
        return {
            "hands": [[c.code for c in h] for h in self.hands],
            "prizes": [c.code for c in self.prizes],
            "set_aside": self.set_aside.code,
        }


def random_setup(rng: random.Random, players: int, joker_count: int) -> Setup:
    """Suits drawn at random for the hands and the prizes; the prize deck shuffled, top set aside."""
    suits = rng.sample(SUITS, players + 1)
    prize_deck = [*suit_cards(suits[players]), *jokers(joker_count)]
    rng.shuffle(prize_deck)
    return Setup(
        hand_suits=tuple(suits[:players]),
        prize_suit=suits[players],
        hands=tuple(suit_cards(s) for s in suits[:players]),
        prizes=tuple(prize_deck[1:]),
        set_aside=prize_deck[0],
    )


def read_setup(deal: Mapping[str, Any], players: int, joker_count: int) -> Setup:
    """The setup a ``deal`` fixes; ``ValueError`` saying what is wrong if it is not a legal deal."""
    unknown = sorted(set(deal) - set(DEAL_KEYS))
    if unknown:
        raise ValueError(f"unknown deal field(s) {', '.join(unknown)}; a deal has {', '.join(DEAL_KEYS)}")
    missing = [k for k in DEAL_KEYS if k not in deal]
    if missing:
        raise ValueError(f"the deal has no {', '.join(missing)}")
    raw_hands = deal["hands"]
    if not _is_list(raw_hands) or len(raw_hands) != players:
        raise ValueError(f"the deal must give one hand per seat: {players} hands")
    seen: set[Card] = set()
    hands = tuple(_cards(h, f"hand {i}", seen) for i, h in enumerate(raw_hands))
    prizes = _cards(deal["prizes"], "prizes", seen)
    if not isinstance(deal["set_aside"], str):
        raise ValueError("deal set_aside must be one card code such as \"7H\"")
    set_aside = _cards([deal["set_aside"]], "set_aside", seen)[0]

    hand_suits = []
    for i, hand in enumerate(hands):
        suit = hand[0].suit if hand else ""
        try:
            if suit not in SUIT_NAMES:
                raise ValueError(f"the {hand[0].name} is no suit's card" if hand else "it is empty")
            check_deal([hand], suit_cards(suit), len(suit_cards(suit)))
        except ValueError as err:
            raise ValueError(f"hand {i} must be one complete suit of 13 cards: {err}") from None
        hand_suits.append(suit)

    prize_cards = (*prizes, set_aside)
    suits_left = {c.suit for c in prize_cards if c.suit in SUIT_NAMES}
    if len(suits_left) != 1:
        raise ValueError("the prizes and the set-aside card must all be of one suit, besides the jokers")
    prize_suit = suits_left.pop()
    expected = (*suit_cards(prize_suit), *jokers(joker_count))
    try:
        check_deal([prize_cards], expected, len(expected))
    except ValueError as err:
        joker_codes = ", ".join(c.code for c in jokers(joker_count))
        joker_words = f" plus {joker_codes}" if joker_count else " and no joker"
        raise ValueError(
            f"the prizes and the set-aside card must be the 13 {SUIT_NAMES[prize_suit]}{joker_words} "
            f"({len(expected)} cards, {len(expected) - 1} prizes): {err}"
        ) from None
    return Setup(tuple(hand_suits), prize_suit, hands, prizes, set_aside)


def _is_list(value: Any) -> bool:
    return isinstance(value, Sequence) and not isinstance(value, str)


def _cards(codes: Any, where: str, seen: set[Card]) -> tuple[Card, ...]:
    """The cards ``codes`` names, each new to ``seen``; ``ValueError`` naming ``where`` otherwise."""
    if not _is_list(codes) or not all(isinstance(c, str) for c in codes):
        raise ValueError(f"deal {where} must be a list of card codes such as \"QH\"")
    out = []
    for code in codes:
        try:
            card = deck().card(code)
        except KeyError:
            raise ValueError(f"deal {where}: there is no card {code!r}") from None
        if card in seen:
            raise ValueError(f"deal {where}: the card {card.code} appears twice in the deal")
        seen.add(card)
        out.append(card)
    return tuple(out)
