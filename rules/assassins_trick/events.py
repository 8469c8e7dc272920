"""The events only Assassin's Trick has; the shared ones come from ``rules.core.events``.

A prize's "trick" is its settling: the bids are turned up together (``BidsRevealed``), then
``PrizeSettled`` says who takes the prize and why ("highest bid", "the Assassin spoils the
prize"), as every trick game's ``TrickOutcome`` does, so the table holds the bids and shows it.
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.core.cards import Card
from rules.core.events import YOU, CardLaidFaceDown, Event, SeatName, TrickOutcome, says, whose


def _subject(name: SeatName, seat: int) -> str:
    """A seat's name inside a sentence: "Ada", or "you" for the seat named You."""
    who = name(seat)
    return "you" if who == YOU else who


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
        return f"{says(name, self.seat, 'places', 'place')} a bid face down."


@dataclass(frozen=True, slots=True)
class BidChosen(CardLaidFaceDown):
    """Private to ``seat``: the card it has just bid, face down (the others see ``BidPlaced``, or,
    for the last bid, only the bids turned up)."""

    seat: int
    card: Card

    def describe(self, name: SeatName) -> str:
        # Told beside BidPlaced's "You place a bid face down": which card, not that one was laid.
        return f"{whose(name, self.seat)} bid, hidden from the others until all bids are in: the {self.card.name}."


@dataclass(frozen=True, slots=True)
class BidsRevealed(Event):
    bids: tuple[tuple[int, Card], ...]

    def describe(self, name: SeatName) -> str:
        shown = ", ".join(f"{_subject(name, s)} the {c.name}" for s, c in self.bids)
        return f"Bids turned up: {shown}."


@dataclass(frozen=True, slots=True)
class PrizeSettled(TrickOutcome):
    """Prize number ``trick_no`` is settled: ``seat`` takes ``prize`` (None: nobody does, it is
    thrown away), for ``reason`` in the game's words ("highest bid", "highest bid left once the
    two Kings cancel out", "the two 9s cancel out", "the Assassin spoils the prize"). ``cards``
    are the bids. An Assassin taken goes into the taker's hand (``to_hand``); a joker taken is
    swapped for the next prize card (``PrizeDiscarded``, ``PrizeRevealed``, ``PrizeWon`` follow)."""

    seat: int | None
    prize: Card
    cards: tuple[tuple[int, Card], ...]  # the bids, (seat, card), by seat
    trick_no: int  # the prize's number, from 1
    reason: str
    counted_as: tuple[str, ...] = ()
    to_hand: bool = False

    @property
    def taker(self) -> int | None:
        return self.seat

    @property
    def label(self) -> str:
        return f"prize {self.trick_no}"

    def describe(self, name: SeatName) -> str:
        """``Ada takes prize 3, the Queen of Hearts, with the King of Spades: highest bid.`` or
        ``Nobody takes prize 3, the 5 of Hearts: the Assassin spoils the prize.``"""
        prize = f"prize {self.trick_no}, the {self.prize.name}"
        if self.seat is None:
            return f"Nobody takes {prize}: {self.reason}."
        bid = next((c for s, c in self.cards if s == self.seat), None)
        line = f"{says(name, self.seat, 'takes', 'take')} {prize}, with the {bid.name if bid is not None else 'bid'}"
        if self.to_hand:
            line += f", into {'your' if name(self.seat) == YOU else 'their'} hand"
        return f"{line}: {self.reason}."


@dataclass(frozen=True, slots=True)
class PrizeRevealed(Event):
    card: Card

    def describe(self, name: SeatName) -> str:
        return f"The prize is the {self.card.name}."


@dataclass(frozen=True, slots=True)
class PrizeWon(Event):
    """The card turned up in place of a joker goes to the joker's taker."""

    seat: int
    card: Card
    to_hand: bool = False  # an Assassin won as a prize joins the hand

    def describe(self, name: SeatName) -> str:
        where = f" into {'your' if name(self.seat) == YOU else 'their'} hand" if self.to_hand else ""
        return f"{says(name, self.seat, 'takes', 'take')} the {self.card.name} in the joker's place{where}."


@dataclass(frozen=True, slots=True)
class PrizeDiscarded(Event):
    """A joker won is thrown away (its taker turns up the next prize card instead)."""

    card: Card
    reason: str

    def describe(self, name: SeatName) -> str:
        return f"The {self.card.name} is thrown away: {self.reason}."
