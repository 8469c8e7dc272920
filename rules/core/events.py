"""Events returned by ``GameState.apply``.

The table animates them, sounds and the game log read them; nothing downstream reaches into the
state to guess what happened. Only the events every game may use live here; a game's own events
live in ``rules/<game>/events.py``. An event is public unless its ``visible_to`` names the only
seats allowed to see it (the table then shows it only to them).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cache

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
    first: int | None  # the seat that acts first; None: everyone at once (a simultaneous bid)
    hand_size: int
    title: str = ""  # what the round is called ("Bonus round"); empty means "Round N"

    def describe(self, name: SeatName) -> str:
        called = self.title or f"Round {self.round_no}"
        dealer = f"; {name(self.dealer)} deals" if self.dealer is not None else ""
        starts = f"; {name(self.first)} starts" if self.first is not None else ""
        return f"{called}{dealer}{starts}."


@dataclass(frozen=True, slots=True)
class CardPlayed(Event):
    seat: int
    card: Card
    trick_no: int

    def describe(self, name: SeatName) -> str:
        return f"{name(self.seat)} plays the {self.card.name}."


@cache
def card_played(seat: int, card: Card, trick_no: int) -> CardPlayed:
    """A shared ``CardPlayed`` (events are immutable): building a frozen event costs more than
    the rest of a card play, so trick games' hot paths take them from here."""
    return CardPlayed(seat, card, trick_no)


@dataclass(frozen=True, slots=True)
class TrickWon(Event):
    seat: int
    cards: tuple[tuple[int, Card], ...]  # (seat, card) in play order
    trick_no: int

    def describe(self, name: SeatName) -> str:
        return f"{name(self.seat)} takes trick {self.trick_no}."


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
