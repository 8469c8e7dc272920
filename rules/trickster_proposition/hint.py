"""What a Trickster Proposition move does, in the table's words: the first half of a hint's why.

The search says which move is best and by how much (``rules.ai.hint``); this says what the move
does at the table, from the seat's own observation only: whether a card takes the trick, what
winning or losing it means for the sorting that follows, what a bribe gives up and shows, and what
the cards given to Ea-Nasir or kept are worth, as far as the seat knows their quality (its own
suit, a slot it looked at). Cards no one has seen yet are "still out": in the other hand or in
Ea-Nasir's face-down pile.
"""

from __future__ import annotations

from rules.copper_trickster.deck import SUIT_NAMES, SUIT_SINGULAR
from rules.copper_trickster.quality import BAD, SLOT_SHORT
from rules.core.actions import CardAction
from rules.core.cards import Card
from rules.core.events import SeatName, numbered
from rules.trickster_proposition.actions import BRIBE_SLOTS, GIVE, KEEP, Bribe
from rules.trickster_proposition.deal import TRICKS
from rules.trickster_proposition.observation import TricksterPropositionObservation
from rules.trickster_proposition.scoring import BAD_POINTS, EA_NASIR, GREAT_POINTS, known_values

WINNER_SORTS = "the other player then gives one of the three cards to Ea-Nasir and you keep one of the two left"
LOSER_SORTS = "you then give one of the three cards to Ea-Nasir and take the one the other player leaves"


def move_reason(obs: TricksterPropositionObservation, action: CardAction | Bribe, name: SeatName = numbered) -> str:
    """One or two sentences on what ``action`` does now (see the module notes)."""
    if isinstance(action, Bribe):
        return _bribe(obs, action)
    if action.verb == GIVE:
        return _give(obs, action.card)
    if action.verb == KEEP:
        return _keep(obs, action.card)
    return _play(obs, action.card)


def still_out(obs: TricksterPropositionObservation, card: Card) -> int:
    """How many cards of ``card``'s suit above it the seat has not seen."""
    return sum(1 for c in obs.unseen_cards() if c.suit == card.suit and c.rank > card.rank)


def worth_note(obs: TricksterPropositionObservation, card: Card, column: int) -> str:
    """' (your suit, +1 to you)' and the like for ``column`` (a seat, or ``EA_NASIR``), as far as
    this seat knows the card's quality; '' when it does not."""
    points = known_values(obs.player_suits, obs.known)[column].get(card.suit)
    if points is None:
        return ""
    whom = "you" if column == obs.seat else ("Ea-Nasir" if column == EA_NASIR else "the other player")
    return f" ({_quality(obs, card.suit)}, {points:+d} to {whom})"


def _quality(obs: TricksterPropositionObservation, suit: str) -> str:
    for slot, known in obs.known:
        if known == suit:
            return f"{SLOT_SHORT[slot]} copper"
    if suit == obs.my_suit:
        return "your suit"
    return "the other player's suit"


def _play(obs: TricksterPropositionObservation, card: Card) -> str:
    if not obs.trick:
        higher = still_out(obs, card)
        if not higher:
            return (
                f"No higher {SUIT_SINGULAR[card.suit]} is still out, so the trick is yours whatever "
                f"the other player does; {WINNER_SORTS}."
            )
        word = SUIT_SINGULAR[card.suit] if higher == 1 else SUIT_NAMES[card.suit]
        bribe = ", or bribe and lose it" if obs.bribes[1 - obs.seat] is None else ""
        return f"{higher} higher {word} still out: the other player may take this trick{bribe}."
    led = obs.trick[0][1]
    if card.suit == led.suit and card.rank > led.rank:
        return f"It beats the {led.name}: the trick is yours, and {WINNER_SORTS}."
    if card.suit == led.suit:
        return f"It stays under the {led.name}: the trick is the other player's, and {LOSER_SORTS}."
    return f"You have no {SUIT_NAMES[led.suit]}: the trick is the other player's, and {LOSER_SORTS}."


def _bribe(obs: TricksterPropositionObservation, bribe: Bribe) -> str:
    other_slot = next(s for s in BRIBE_SLOTS if s != bribe.slot)
    looked = obs.bribes[1 - obs.seat]
    seen_too = f" (the other player's went to the {SLOT_SHORT[other_slot]} slot)" if looked == other_slot else ""
    points = BAD_POINTS if bribe.slot == BAD else GREAT_POINTS
    lead = " and lead the next trick" if obs.trick_no < TRICKS else ""
    return (
        f"Your one bribe this round{seen_too}: you lose this trick with the {bribe.card.name} and see which "
        f"suit is {SLOT_SHORT[bribe.slot]} copper ({points:+d} a card); you choose the card Ea-Nasir gets"
        f"{lead}."
    )


def _give(obs: TricksterPropositionObservation, card: Card) -> str:
    rest = [c for c in obs.sorting if c != card]
    names = " and ".join(f"the {c.name}{worth_note(obs, c, obs.seat)}" for c in rest)
    return (
        f"Ea-Nasir gets the {card.name}{worth_note(obs, card, EA_NASIR)}; the other player keeps "
        f"one of {names}, and you take the other."
    )


def _keep(obs: TricksterPropositionObservation, card: Card) -> str:
    other = next(c for c in obs.sorting if c != card)
    return (
        f"You keep the {card.name}{worth_note(obs, card, obs.seat)}, and the other player takes "
        f"the {other.name}{worth_note(obs, other, 1 - obs.seat)}."
    )
