"""What one seat may know in The Trickster Proposition.

Hidden: the other player's hand and secret suit, the suit cards on the great and bad slots
(except the one this seat looked at by bribing), and Ea-Nasir's face-down pile, its last card
included, until the end of the round. Everything else (tricks, bribes and which slot each
briber looked at, every sorting choice, the piles) is public.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from rules.core.cards import Card
from rules.trickster_proposition.actions import Action
from rules.trickster_proposition.deal import cards_in_play


class SortedTrick(NamedTuple):
    """One finished trick and how its three cards were shared out (all public). A NamedTuple:
    one is built every trick on the hot path, where construction cost matters."""

    trick_no: int
    leader: int
    ea_card: Card  # Ea-Nasir's turned-up card
    plays: tuple[tuple[int, Card], ...]  # (seat, card), leader first
    winner: int
    loser: int
    bribe: str | None  # the slot the loser looked at, if it bribed
    given: Card  # sent to Ea-Nasir by the loser
    kept: Card  # kept by the winner
    left: Card  # the last card, the loser's

    @property
    def cards(self) -> tuple[Card, Card, Card]:
        """Ea-Nasir's card, the leader's, the follower's."""
        return (self.ea_card, self.plays[0][1], self.plays[1][1])


@dataclass(frozen=True, slots=True)
class TricksterPropositionObservation:
    seat: int
    players: int
    to_move: tuple[int, ...]
    legal_actions: tuple[Action, ...]
    hand: tuple[Card, ...]  # sorted
    hand_counts: tuple[int, ...]
    round_no: int
    scores: tuple[int, ...]  # round wins per seat
    is_over: bool
    history: tuple[SortedTrick, ...]  # this round's finished tricks, with their sorting
    phase: str  # "play", "give", "keep", "over"
    removed_suit: str  # the suit out of the game (public)
    first_player: int  # who led the round's first trick
    my_suit: str  # this seat's secret suit this round
    player_suits: tuple[str | None, ...]  # per seat: its suit if this seat knows it (own; all once revealed)
    known: tuple[tuple[str, str], ...]  # (slot, suit) this seat looked at; every slot once revealed
    revealed: bool  # the round's suit cards are all shown (at the end of the game)
    bribes: tuple[str | None, ...]  # per seat: the slot it looked at this round, or None
    ea_card: Card | None  # Ea-Nasir's turned-up card this trick (None once the game is over)
    ea_pile_left: int  # cards still face down in Ea-Nasir's pile (his last card included)
    trick: tuple[tuple[int, Card], ...]  # (seat, card) in play order
    leader: int
    trick_no: int  # 1 to 9
    briber: int | None  # the seat that bribed in this trick, if one did
    sorting: tuple[Card, ...]  # the trick's cards still to share out (3, then 2); empty when playing
    winner: int | None  # this trick's winner, while sorting
    loser: int | None  # this trick's loser, while sorting
    piles: tuple[tuple[Card, ...], ...]  # per seat: the cards it collected this round (public)
    ea_pile: tuple[Card, ...]  # Ea-Nasir's scoring pile this round (his last card once revealed)
    ea_round_wins: int
    round_points: tuple[tuple[int, int, int], ...]  # per finished round: seat 0, seat 1, Ea-Nasir

    def seen_cards(self) -> set[Card]:
        """Every card this seat has seen this round: its hand and everything turned face up."""
        seen = set(self.hand)
        for t in self.history:
            seen.update(t.cards)
        seen.update(c for _, c in self.trick)
        if self.ea_card is not None:
            seen.add(self.ea_card)
        seen.update(self.ea_pile)
        return seen

    def unseen_cards(self) -> list[Card]:
        """The game's cards this seat has not seen this round (the other hand and Ea-Nasir's
        face-down pile), in deck order."""
        seen = self.seen_cards()
        return [c for c in cards_in_play(self.removed_suit) if c not in seen]
