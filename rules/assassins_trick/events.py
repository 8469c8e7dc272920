"""The event only Assassin's Trick needs; the rest come from ``rules.core.events``."""

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
