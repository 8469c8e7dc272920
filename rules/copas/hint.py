"""What a Copas play does, in the table's words: the first half of a hint's why.

The search says which play is best and by how much (``rules.ai.hint``); this says what the play
does at the table, from the seat's own observation only: whether it takes the trick, ducks under
the card winning it, passes a Cup on, or leads where others are likely to go over. Cards no one
has seen yet are "still out": the seat cannot know who holds them.
"""

from __future__ import annotations

from rules.copas.deck import CUPS, SUIT_NAMES, SUIT_WORDS, deck_for
from rules.copas.observation import CopasObservation
from rules.core.actions import CardAction
from rules.core.cards import Card
from rules.core.events import SeatName, numbered
from rules.core.words import counted


def move_reason(obs: CopasObservation, action: CardAction, name: SeatName = numbered) -> str:
    """One sentence on what playing ``action``'s card does now (see the module notes)."""
    card = action.card
    if not obs.trick:
        return _lead(obs, card)
    led = obs.trick[0][1].suit
    if card.suit != led:
        return _discard(card, led)
    return _follow(obs, card, led)


def higher_out(obs: CopasObservation, card: Card) -> int:
    """How many cards of ``card``'s suit above it the seat has not seen (another hand may hold them)."""
    seen = set(obs.hand) | set(obs.played_cards())
    return sum(1 for c in deck_for(obs.players) if c.suit == card.suit and c.rank > card.rank and c not in seen)


def _count(n: int, suit: str) -> str:
    """'3 higher Swords are' / '1 higher Sword is'."""
    return f"{n} higher {SUIT_WORDS[suit]}" + ("s are" if n != 1 else " is")


def _lead(obs: CopasObservation, card: Card) -> str:
    out = higher_out(obs, card)
    if card.suit == CUPS:
        if out == 0:
            return "No higher Cup is still out: you take this trick and every Cup in it."
        return f"It leads a Cup while {_count(out, CUPS)} still out, so another player may take it."
    if out == 0:
        return f"No higher {SUIT_WORDS[card.suit]} is still out: this trick will be yours."
    return f"{_count(out, card.suit)} still out, so another player may well take this trick."


def _follow(obs: CopasObservation, card: Card, led: str) -> str:
    winning = max((c for _, c in obs.trick if c.suit == led), key=lambda c: c.rank)
    cups = sum(1 for _, c in obs.trick if c.suit == CUPS)
    if card.rank < winning.rank:
        theirs = f" and its {counted(cups, 'Cup')}" if cups else ""
        return f"It stays under the {winning.name}: the trick{theirs} will not be yours."
    could_duck = any(c.suit == led and c.rank < winning.rank for c in obs.hand)
    if len(obs.trick) == obs.players - 1:  # the last to play: this card takes the trick
        taken = f"with {counted(cups, 'Cup')} in it" if cups else "with no Cup in it"
        if could_duck:
            return f"It takes this trick ({taken}), though you could stay under the {winning.name}."
        highest = card.rank == max(c.rank for c in obs.hand if c.suit == led)
        shed = f": it gets rid of your highest {SUIT_WORDS[led]}" if highest else ""
        return f"You must take this trick ({taken}){shed}."
    over = f"It goes over the {winning.name}" + (", though you could stay under it" if could_duck else "")
    out = higher_out(obs, card)
    if out == 0:
        return f"{over}. No higher {SUIT_WORDS[led]} is still out: the trick is yours."
    return f"{over}. {_count(out, led)} still out, so a player after you may go higher."


def _discard(card: Card, led: str) -> str:
    void = f"You have no {SUIT_NAMES[led]}"
    if card.suit == CUPS:
        return f"{void}: the Cup goes to whoever takes this trick, not to you."
    return f"{void}, so this trick cannot be yours whatever you throw."
