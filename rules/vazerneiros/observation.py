"""What one Vazerneiros seat may know."""

from __future__ import annotations

from typing import Any, NamedTuple

from rules.core.cards import Card
from rules.vazerneiros.deck import vazerneiros_deck

AUCTION_PHASE = "auction"
RUMOR_PHASE = "rumor"  # the auction's winner picks a rumor
TRUMP_PHASE = "trump"  # rumor 5: the winner names trumps
TRICK_PHASE = "trick"
EXCHANGE_PHASE = "exchange"  # rumor 13
LEADER_PHASE = "leader"  # rumor 16
OVER_PHASE = "over"


class TrickPlay(NamedTuple):
    """One card in a trick. In an observation, a face-down card another seat played has
    ``card`` and ``value`` None (and ``suit`` None unless it is a lead, whose suit is named)."""

    seat: int
    card: Card | None
    suit: str | None  # after potions
    value: int | None  # after potions, in half steps (printed number x 2, ±1 for ±0.5)
    effects: tuple[str, ...]  # "number", "half", "suit", "elixir number", "elixir suit"
    face_down: bool = False  # played face down and not yet turned up

    @property
    def potioned(self) -> bool:
        return bool(self.effects)


class CompletedTrick(NamedTuple):
    leader: int
    plays: tuple[TrickPlay, ...]  # every card face up, in play order
    winner: int | None  # None: rumor 11 ended the round inside this trick
    taken: tuple[Card, ...]  # the cards its winner took (after rumor 13's exchanges)


class VazerneirosObservation(NamedTuple):
    """One seat's knowledge: the shared vocabulary (``rules.core.observation``) plus the game's.

    Hidden: the other hands, the auction cards until all are laid, face-down plays until they
    turn up, the cards set aside and the order of the rumor deck.
    """

    seat: int
    players: int
    to_move: tuple[int, ...]
    legal_actions: tuple[Any, ...]
    hand: tuple[Card, ...]  # sorted
    hand_counts: tuple[int, ...]
    round_no: int
    scores: tuple[float, ...]  # running totals (multiples of 0.5, exact)
    is_over: bool
    history: tuple[CompletedTrick, ...]  # this round's finished tricks
    phase: str
    track: tuple[str, ...]  # the hierarchy track, highest suit first
    offered: tuple[int, ...]  # the three rumors revealed this round
    rumor: int | None  # the rumor in force, once chosen
    trump: str | None  # rumor 5's trump suit
    bids_in: tuple[bool, ...]  # per seat: its auction card is laid
    my_bid: Card | None
    bids: tuple[Card | None, ...]  # per seat, once every card is laid (else all None)
    auction_winner: int | None
    potions: tuple[int, ...]  # tokens per seat
    supply: int  # tokens in the general supply
    trump_marker: bool  # rumor 5's marker token came from the supply
    elixir: int | None  # the seat holding an unused Alchemy Elixir
    leader: int  # the seat that leads (led) the trick in progress
    trick: tuple[TrickPlay, ...]
    trick_no: int  # 1-based, the trick in progress
    tricks_total: int  # tricks in a full round: the hand size less the auction card
    tricks_won: tuple[int, ...]
    table_cards: tuple[Card, ...]  # rumor 13: the cards on the table during the exchange
    revealed_hand: tuple[Card, ...]  # rumor 11: the hand shown when the tricks ended
    ended_early: bool  # rumor 11 ended this round's tricks
    round_points: tuple[tuple[float, ...], ...]  # per finished round, per seat
    round_potions: tuple[tuple[int, ...], ...]  # per finished round, per seat: potions gained
    my_pile: tuple[Card, ...]  # the cards this seat has won this round
    negative_rumors: bool  # rumors 16-18 are in the deck
    known_in_hands: tuple[tuple[Card, ...], ...]  # per seat: cards it took in rumor 13's swaps, still held

    def seen_cards(self) -> set[Card]:
        """Every card this seat has seen face up this round (its hand and pile included)."""
        seen = set(self.hand) | set(self.my_pile) | set(self.revealed_hand) | set(self.table_cards)
        seen.update(c for cards in self.known_in_hands for c in cards)
        seen.update(c for c in self.bids if c is not None)
        if self.my_bid is not None:
            seen.add(self.my_bid)
        for t in self.history:
            seen.update(p.card for p in t.plays if p.card is not None)
            seen.update(t.taken)
        seen.update(p.card for p in self.trick if p.card is not None)
        return seen

    def unseen_cards(self) -> list[Card]:
        """The cards this seat has not seen this round, in deck order (suit, then number): in
        another hand, face down in the trick, or set aside."""
        seen = self.seen_cards()
        return [c for c in vazerneiros_deck() if c not in seen]
