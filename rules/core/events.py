"""Events returned by ``GameState.apply``.

The table animates them, sounds and the game log read them; nothing downstream reaches into the
state to guess what happened. Every event here is public unless ``visible_to`` names the only
seats allowed to see it (the table shows a private event only to its owner).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from rules.core.cards import Card

SeatName = Callable[[int], str]


@dataclass(frozen=True, slots=True)
class Event:
    """Base of all events. ``describe`` gives the line the game log shows."""

    def describe(self, name: SeatName) -> str:
        return type(self).__name__

    @property
    def visible_to(self) -> frozenset[int] | None:
        return None


@dataclass(frozen=True, slots=True)
class RoundStarted(Event):
    round_no: int  # 1-based
    dealer: int | None
    first: int  # the seat that acts first
    hand_size: int
    bonus: bool = False  # a Copas bonus round

    def describe(self, name: SeatName) -> str:
        kind = "Bonus round" if self.bonus else "Round"
        dealer = f"; {name(self.dealer)} deals" if self.dealer is not None else ""
        return f"{kind} {self.round_no}{dealer}; {name(self.first)} starts."


@dataclass(frozen=True, slots=True)
class CardPlayed(Event):
    seat: int
    card: Card
    trick_no: int

    def describe(self, name: SeatName) -> str:
        return f"{name(self.seat)} plays the {self.card.name}."


@dataclass(frozen=True, slots=True)
class TrickWon(Event):
    seat: int
    cards: tuple[tuple[int, Card], ...]  # (seat, card) in play order
    trick_no: int

    def describe(self, name: SeatName) -> str:
        return f"{name(self.seat)} takes trick {self.trick_no}."


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


@dataclass(frozen=True, slots=True)
class Notice(Event):
    """A public rule moment worth a log line (a pending bonus, a shoot-the-moon, a pop).

    ``text`` may hold ``{0}``, ``{1}``... which ``describe`` fills with the names of ``seats``.
    """

    text: str
    seats: tuple[int, ...] = ()

    def describe(self, name: SeatName) -> str:
        return self.text.format(*(name(s) for s in self.seats))


@dataclass(frozen=True, slots=True)
class RoundScored(Event):
    round_no: int
    points: tuple[float, ...]
    totals: tuple[float, ...]

    def describe(self, name: SeatName) -> str:
        parts = ", ".join(f"{name(s)} {p:+g}" for s, p in enumerate(self.points))
        return f"Round {self.round_no} scored: {parts}."


@dataclass(frozen=True, slots=True)
class GameOver(Event):
    winners: tuple[int, ...]
    totals: tuple[float, ...]

    def describe(self, name: SeatName) -> str:
        who = " and ".join(name(s) for s in self.winners)
        return f"Game over: {who} {'wins' if len(self.winners) == 1 else 'share the win'}."


@dataclass(frozen=True, slots=True)
class PrivateEvent(Event):
    """Wraps an event only some seats may see (a passed card, a peek at a quality slot)."""

    inner: Event
    seats: frozenset[int] = field(default_factory=frozenset)

    @property
    def visible_to(self) -> frozenset[int] | None:
        return self.seats

    def describe(self, name: SeatName) -> str:
        return self.inner.describe(name)
