"""Which plays a seat may make: follow-suit (or rumor 10's freedom, or rumor 11's new suits)
and every affordable combination of potion effects.

A play is a card and its effects (``PlayAction``). Per card, the legal plays depend only on
whether the card may be played unchanged, which suits it may be turned into, the tokens held
and the Elixir, so they are built once per such key and cached: ``legal_actions`` then joins a
few cached tuples.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from typing import NamedTuple, cast

from rules.core.cards import Card
from rules.core.words import counted
from rules.vazerneiros.actions import NUMBER_COST, PlayAction, play_action
from rules.vazerneiros.deck import NUMBERS, POTION_CAP, SUIT_NAMES, SUITS, vazerneiros_deck
from rules.vazerneiros.observation import TrickPlay
from rules.vazerneiros.rumors import FAVOR_OF_THE_GODS, RITUAL_OF_PATHS, TEST_OF_SPIRITS


class PlayRules(NamedTuple):
    """What limits the next card of a trick."""

    leading: bool
    led: str | None  # the trick's suit, None when leading
    free: bool  # rumor 10: no need to follow suit
    allowed: frozenset[str] | None  # rumor 11: the suits a follower's card may end up in
    potions: bool  # rumor 2 forbids effects on the first and last card
    tokens: int
    elixir: bool


def play_rules(
    trick: Sequence[TrickPlay], players: int, rumor: int | None, tokens: int, elixir: bool
) -> PlayRules:
    leading = not trick
    led = None if leading else trick[0].suit
    allowed = None
    if rumor == RITUAL_OF_PATHS and not leading:
        allowed = ritual_suits(trick, players)
    potions = not (rumor == TEST_OF_SPIRITS and (leading or len(trick) == players - 1))
    return PlayRules(leading, led, rumor == FAVOR_OF_THE_GODS, allowed, potions, min(tokens, POTION_CAP), elixir)


def ritual_suits(trick: Sequence[TrickPlay], players: int) -> frozenset[str]:
    """Rumor 11: the suits the next card may be. Suits not yet in the trick; with 5 players, any
    suit while no suit is in the trick twice."""
    suits = [p.suit for p in trick]
    present = set(suits)
    if players == 5 and len(present) == len(suits):
        return frozenset(SUITS)
    return frozenset(SUITS) - present


def legal_plays(hand: Sequence[Card], rules: PlayRules) -> list[PlayAction]:
    """Every legal play from ``hand`` (empty only under rumor 11, when the hand must be shown)."""
    budget = rules.tokens if rules.potions else 0
    elixir = rules.elixir and rules.potions
    led = rules.led
    if not budget and not elixir and rules.allowed is None:  # the common case: plain cards only
        unchanged = plain_plays()
        if led is not None and not rules.free:
            follow = [unchanged[c.index] for c in hand if c.suit == led]
            if follow:
                return follow
        return [unchanged[c.index] for c in hand]
    out: list[PlayAction] = []
    holds_led = led is not None and any(c.suit == led for c in hand)
    for card in hand:
        plain, targets = card_options(card, rules, holds_led)
        out.extend(card_plays(card, plain, targets, budget, elixir))
    return out


@cache
def plain_plays() -> tuple[PlayAction, ...]:
    """Every card played unchanged, indexed by ``card.index``."""
    return tuple(play_action(card) for card in vazerneiros_deck())


@cache
def other_suits(suit: str) -> tuple[str, ...]:
    return tuple(s for s in SUITS if s != suit)


def card_options(card: Card, rules: PlayRules, holds_led: bool) -> tuple[bool, tuple[str, ...]]:
    """Whether ``card`` may be played unchanged, and the suits a suit change may turn it into."""
    if rules.leading:
        return True, other_suits(card.suit)
    if rules.allowed is not None:
        return card.suit in rules.allowed, tuple(s for s in SUITS if s in rules.allowed and s != card.suit)
    led = cast(str, rules.led)  # a follower: the trick has a suit
    targets = (led,) if card.suit != led else ()
    if rules.free or not holds_led:
        return True, targets
    return card.suit == led, targets


@cache
def card_plays(
    card: Card, plain: bool, targets: tuple[str, ...], tokens: int, elixir: bool
) -> tuple[PlayAction, ...]:
    """Every play of ``card``: unchanged if ``plain``, and with each affordable mix of a number
    change (3 tokens or the Elixir), a ±0.5 (1 token) and a change into one of ``targets``
    (1 token or the Elixir). An effect that changes nothing is not offered."""
    numbers: list[tuple[int | None, str, int]] = [(None, "", 0)]
    others = [n for n in NUMBERS if n != card.rank]
    if tokens >= NUMBER_COST:
        numbers += [(n, "", NUMBER_COST) for n in others]
    if elixir:
        numbers += [(n, "number", 0) for n in others]
    suits: list[tuple[str | None, str, int]] = [(None, "", 0)] if plain else []
    if tokens >= 1:
        suits += [(s, "", 1) for s in targets]
    if elixir:
        suits += [(s, "suit", 0) for s in targets]
    out: list[PlayAction] = []
    for number, by_n, cost_n in numbers:
        for suit, by_s, cost_s in suits:
            if by_n and by_s:
                continue  # the Elixir pays for one change
            for half in (0, 1, -1):
                if cost_n + cost_s + (1 if half else 0) > tokens:
                    continue
                out.append(play_action(card, number, half, suit, by_n or by_s))
    return tuple(out)


def why_not(play: PlayAction, hand: Sequence[Card], rules: PlayRules) -> str | None:
    """Why ``play`` breaks the rules now, in a player's words; None if it is legal."""
    card = play.card
    if card not in hand:
        return f"you do not hold the {card.name}"
    if play.number is not None and not 0 <= play.number <= 11:
        return "a new number is a whole number from 0 to 11"
    if play.number == card.rank:
        return f"the {card.name} is already a {card.rank}: {_payer(play, 'number')} would change nothing"
    if play.suit == card.suit:
        return f"the {card.name} is already of that suit: {_payer(play, 'suit')} would change nothing"
    if play.potioned and not rules.potions:
        return "the Test of Spirits: the first and last card of a trick take no potions"
    if play.elixir and not rules.elixir:
        return "you do not hold the Alchemy Elixir"
    if play.cost > rules.tokens:
        return f"that costs {counted(play.cost, 'potion')} and you hold {rules.tokens}"
    holds_led = rules.led is not None and any(c.suit == rules.led for c in hand)
    plain, targets = card_options(card, rules, holds_led)
    if play.suit is None and not plain:
        if rules.allowed is not None:
            return "the Ritual of Paths: play a card of a suit not yet in this trick"
        if rules.potions and (rules.tokens >= 1 or rules.elixir):
            return f"follow suit: play one of your {_plural(rules.led)}, or turn this card into one with a potion"
        return f"follow suit: play one of your {_plural(rules.led)}"
    if play.suit is not None and play.suit not in targets:
        if rules.allowed is not None:
            return "the Ritual of Paths: a new suit must be one not yet in this trick"
        if card.suit == rules.led:
            return (f"the {card.name} is already of the trick's suit, the only suit a follower's potion may "
                    "give it: a suit change would change nothing")
        return "a follower's potion may only turn a card into the trick's suit"
    return None


def _payer(play: PlayAction, effect: str) -> str:
    return "the Elixir" if play.elixir == effect else "that potion"


def _plural(suit: str | None) -> str:
    return SUIT_NAMES[suit] if suit else "cards"
