"""The events only Assassin's Trick has; the shared ones come from ``rules.core.events``."""

from __future__ import annotations

from dataclasses import dataclass

from rules.core.cards import Card
from rules.core.events import Event, SeatName


@dataclass(frozen=True, slots=True)
class SetAsideRevealed(Event):
    """At the end of the game the card set aside unseen at setup is turned up."""

    card: Card

    def describe(self, name: SeatName) -> str:
        return f"The card set aside at the start was the {self.card.name}."


@dataclass(frozen=True, slots=True)
class BidPlaced(Event):
    """A hidden bid is down; the card itself stays secret until ``BidsRevealed``."""

    seat: int

    def describe(self, name: SeatName) -> str:
        return f"{name(self.seat)} places a bid face down."


@dataclass(frozen=True, slots=True)
class BidsRevealed(Event):
    bids: tuple[tuple[int, Card], ...]

    def describe(self, name: SeatName) -> str:
        shown = ", ".join(f"{name(s)} {c.name}" for s, c in self.bids)
        return f"Bids revealed: {shown}."


@dataclass(frozen=True, slots=True)
class PrizeRevealed(Event):
    card: Card

    def describe(self, name: SeatName) -> str:
        return f"The prize is the {self.card.name}."


@dataclass(frozen=True, slots=True)
class PrizeWon(Event):
    seat: int
    card: Card
    to_hand: bool = False  # an Assassin won as a prize joins the hand

    def describe(self, name: SeatName) -> str:
        where = " and adds it to their hand" if self.to_hand else ""
        return f"{name(self.seat)} wins the {self.card.name}{where}."


@dataclass(frozen=True, slots=True)
class PrizeDiscarded(Event):
    card: Card
    reason: str

    def describe(self, name: SeatName) -> str:
        return f"The {self.card.name} is discarded: {self.reason}."
