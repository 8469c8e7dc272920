"""What one seat may know in Assassin's Trick, and what follows from it.

Everything is public except: the other seats' pending bids, the order of the prize deck and the
card set aside (turned up when the game ends). The cards in another seat's hand are not shown, but
they follow from public facts (its suit, its revealed bids, the Assassins it took into hand):
``possible_cards`` works them out.
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.assassins_trick.deck import is_joker, jokers, suit_cards
from rules.core.actions import CardAction
from rules.core.cards import Card


@dataclass(frozen=True, slots=True)
class PrizeRound:
    """One resolved prize, all of it public once the bids are turned up."""

    number: int  # 1-based
    prize: Card  # the card the seats bid for
    bids: tuple[tuple[int, Card], ...]  # (seat, card) for every seat
    winner: int | None  # None when the prize was discarded
    turned_up: tuple[Card, ...] = ()  # cards the winner turned up after winning jokers, in order
    reason: str = ""  # why it went as it did: "highest bid", "the Assassin spoils the prize"

    @property
    def taken(self) -> Card | None:
        """The card the winner finally took (the prize, or the card its jokers turned up)."""
        if self.winner is None:
            return None
        last = self.turned_up[-1] if self.turned_up else self.prize
        return None if is_joker(last) else last


@dataclass(frozen=True, slots=True)
class AssassinsTrickObservation:
    seat: int
    players: int
    to_move: tuple[int, ...]
    legal_actions: tuple[CardAction, ...]
    hand: tuple[Card, ...]  # sorted
    my_bid: Card | None  # this seat's bid, face down, not yet revealed
    has_bid: tuple[bool, ...]  # per seat: whether its bid for the current prize is down
    prize: Card | None  # the prize being bid for; None once the game is over
    won: tuple[tuple[Card, ...], ...]  # per seat: the prize pile in front of it
    taken_to_hand: tuple[tuple[Card, ...], ...]  # per seat: Assassins won as prizes
    scores: tuple[int, ...]  # per seat: influence of its prize pile
    discard: tuple[Card, ...]  # in the order discarded
    history: tuple[PrizeRound, ...]  # every resolved prize, first to last
    hand_suits: tuple[str, ...]  # per seat
    prize_suit: str
    prizes_left: int  # face-down prize cards still to come (not the current prize nor the set-aside card)
    hand_counts: tuple[int, ...]  # per seat, a pending bid not counted
    jokers: int
    is_over: bool
    set_aside: Card | None  # known only once the game is over

    @property
    def round_no(self) -> int:
        return len(self.history) + (0 if self.is_over else 1)


def possible_cards(obs: AssassinsTrickObservation, seat: int) -> list[Card]:
    """The cards ``seat`` still holds, its pending bid included (if it has bid), in deck order.

    Works from public facts only: its suit, plus the Assassins it took, less every card it bid.
    """
    bid = {c for r in obs.history for s, c in r.bids if s == seat}
    cards = [c for c in suit_cards(obs.hand_suits[seat]) if c not in bid]
    cards.extend(c for c in obs.taken_to_hand[seat] if c not in bid)
    cards.sort()
    return cards


def unseen_prizes(obs: AssassinsTrickObservation) -> list[Card]:
    """The prize-deck cards ``obs`` has not seen: the face-down prizes and the set-aside card."""
    seen = set(obs.discard)
    seen.update(c for pile in obs.won for c in pile)
    seen.update(c for pile in obs.taken_to_hand for c in pile)
    if obs.prize is not None:
        seen.add(obs.prize)
    if obs.set_aside is not None:
        seen.add(obs.set_aside)
    return [c for c in (*suit_cards(obs.prize_suit), *jokers(obs.jokers)) if c not in seen]
