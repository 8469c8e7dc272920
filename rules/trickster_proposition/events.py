"""The events only The Trickster Proposition has; the shared ones come from ``rules.core.events``.

Ea-Nasir is no seat: events name him in words. Everything here is public except
``SlotPeeked``, which only the briber sees.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from rules.copper_trickster.deck import SUIT_NAMES
from rules.copper_trickster.quality import SLOT_SHORT
from rules.core.cards import Card
from rules.core.events import Event, GameOver, RoundScored, SeatName, SeatPrivate, says
from rules.core.words import counted

EA_NASIR_NAME = "Ea-Nasir"


@dataclass(frozen=True, slots=True)
class EaNasirTurnsUp(Event):
    """Ea-Nasir turns up the top card of his pile at the start of a trick."""

    card: Card

    def describe(self, name: SeatName) -> str:
        return f"{EA_NASIR_NAME} turns up the {self.card.name}."


@dataclass(frozen=True, slots=True)
class Bribed(Event):
    """``seat`` bribes: its card loses the trick, and it looks at the suit card on ``slot``."""

    seat: int
    slot: str

    def describe(self, name: SeatName) -> str:
        return f"{says(name, self.seat, 'bribes', 'bribe')} {EA_NASIR_NAME} to look at the {SLOT_SHORT[self.slot]} slot."


@dataclass(frozen=True, slots=True)
class SlotPeeked(SeatPrivate):
    """What the briber saw on the slot: private to the briber."""

    seat: int
    slot: str
    suit: str

    def describe(self, name: SeatName) -> str:
        return f"{says(name, self.seat, 'sees', 'see')} {SUIT_NAMES[self.suit]} on the {SLOT_SHORT[self.slot]} slot."


@dataclass(frozen=True, slots=True)
class CardGiven(Event):
    """The trick's loser sends ``card`` to Ea-Nasir's scoring pile."""

    seat: int
    card: Card

    def describe(self, name: SeatName) -> str:
        return f"{says(name, self.seat, 'gives', 'give')} the {self.card.name} to {EA_NASIR_NAME}."


@dataclass(frozen=True, slots=True)
class CardKept(Event):
    """The trick's winner keeps ``card`` (it goes onto the winner's pile)."""

    seat: int
    card: Card

    def describe(self, name: SeatName) -> str:
        return f"{says(name, self.seat, 'keeps', 'keep')} the {self.card.name}."


@dataclass(frozen=True, slots=True)
class CardLeft(Event):
    """The last card of a trick goes to the loser's pile."""

    seat: int
    card: Card

    def describe(self, name: SeatName) -> str:
        return f"{says(name, self.seat, 'takes', 'take')} the {self.card.name} that is left."


@dataclass(frozen=True, slots=True)
class RoundRevealed(Event):
    """The end of a round: Ea-Nasir's last card joins his pile, and every suit card is shown."""

    round_no: int
    slots: tuple[tuple[str, str], ...]  # (slot, suit): great, then bad
    player_suits: tuple[str, ...]  # per seat
    ea_last: Card  # the card left in Ea-Nasir's pile, now on his scoring pile

    def describe(self, name: SeatName) -> str:
        slots = ", ".join(f"{SUIT_NAMES[s]} {SLOT_SHORT[slot]}" for slot, s in self.slots)
        seats = ", ".join(f"{name(i)} held {SUIT_NAMES[s]}" for i, s in enumerate(self.player_suits))
        return f"Revealed: {slots}; {seats}. {EA_NASIR_NAME}'s last card was the {self.ea_last.name}."


@dataclass(frozen=True, slots=True)
class RoundWon(Event):
    """Who won the round: every top scorer, Ea-Nasir included."""

    round_no: int
    points: tuple[int, ...]  # seat 0, seat 1, Ea-Nasir
    winners: tuple[int, ...]  # the winning seats
    ea_nasir: bool  # whether Ea-Nasir is among the winners

    def describe(self, name: SeatName) -> str:
        who = [name(s) for s in self.winners] + ([EA_NASIR_NAME] if self.ea_nasir else [])
        if len(who) > 1:
            line = f"{' and '.join(who)} share round {self.round_no}"
        elif self.winners:
            line = f"{says(name, self.winners[0], 'wins', 'win')} round {self.round_no}"
        else:
            line = f"{EA_NASIR_NAME} wins round {self.round_no}"
        scores = ", ".join(
            f"{name(i) if i < 2 else EA_NASIR_NAME} {p:+d}" for i, p in enumerate(self.points)
        )
        return f"{line} ({scores})."


@dataclass(frozen=True, slots=True)
class RoundWinsScored(RoundScored):
    """The score sheet after a round: ``points`` and ``totals`` are the seats' round wins (gained,
    and so far); Ea-Nasir's come after them here, since he is no seat."""

    ea_nasir_point: int = 0
    ea_nasir_total: int = 0

    def describe(self, name: SeatName) -> str:
        wins = ", ".join(f"{name(s)} {int(t)}" for s, t in enumerate(self.totals))
        return f"Round wins after round {self.round_no}: {wins}, {EA_NASIR_NAME} {self.ea_nasir_total}."


@dataclass(frozen=True, slots=True)
class EaNasirWinsGame(GameOver):
    """The game is over and Ea-Nasir won it: ``winners`` is empty."""

    ea_nasir_round_wins: int = 0

    def describe(self, name: SeatName) -> str:
        wins = self.ea_nasir_round_wins
        return f"Game over: {EA_NASIR_NAME} wins with {counted(wins, 'round win')}."


# Shared instances for the hot path (events are immutable; building one costs more than the move).
@cache
def ea_turns_up(card: Card) -> EaNasirTurnsUp:
    return EaNasirTurnsUp(card)


@cache
def card_given(seat: int, card: Card) -> CardGiven:
    return CardGiven(seat, card)


@cache
def card_kept(seat: int, card: Card) -> CardKept:
    return CardKept(seat, card)


@cache
def card_left(seat: int, card: Card) -> CardLeft:
    return CardLeft(seat, card)
