"""What one Copper Trickster seat may know."""

from __future__ import annotations

from typing import Any, NamedTuple

from rules.core.cards import Card
from rules.core.options import OptionValue

GREAT_PHASE = "great"
PASS_PHASE = "pass"
TRICKS_PHASE = "tricks"
OVER_PHASE = "over"


class CompletedTrick(NamedTuple):
    leader: int
    plays: tuple[tuple[int, Card], ...]  # (seat, card) in play order
    winner: int


class CopperTricksterObservation(NamedTuple):
    """One seat's knowledge: the shared vocabulary (``rules.core.observation``) plus the game's.

    Immutable; a NamedTuple rather than a frozen dataclass because search and fuzzing build one
    for every seat after every action. Hidden: the quality slots this seat's character does not
    know until the Revelation, and every discard and passed card but its own (a card passed to it
    shows up in ``received`` and the hand only once everyone has passed).
    """

    seat: int
    players: int
    options: tuple[tuple[str, OptionValue], ...]
    to_move: tuple[int, ...]
    legal_actions: tuple[Any, ...]
    hand: tuple[Card, ...]  # sorted
    hand_counts: tuple[int, ...]
    round_no: int
    scores: tuple[int, ...]  # game totals after the rounds finished so far
    is_over: bool
    history: tuple[CompletedTrick, ...]  # this round's finished tricks: played face up, so public
    phase: str  # "great", "pass", "tricks", "over"
    characters: tuple[str, ...]  # per seat, this round's character ids (public)
    slots: tuple[str, ...]  # the quality slots in play, in indicator order
    known: tuple[tuple[str, str], ...]  # (slot, suit) pairs this seat knows now, indicator order
    revealed: bool  # the Revelation has happened this round
    removed_suit: str | None  # 3 players: the suit out of the game (public)
    passed: tuple[bool, ...]  # per seat: its discard (and pass) is down this round
    my_discard: Card | None
    my_pass: Card | None  # the card this seat passed (None for the 5-player Messenger)
    received: Card | None  # the card passed to this seat, once everyone has passed
    trump_card: Card | None  # Ea-Nasir's Party: the turned-up card (its suit is trump)
    trick: tuple[tuple[int, Card], ...]  # the trick in progress
    leader: int  # the seat that leads (led) the trick in progress
    trick_no: int  # 1-based; 0 before the tricks begin
    tricks_won: tuple[int, ...]  # per seat, this round
    tricks_before: tuple[int, ...]  # per seat: tricks won up to and including the Revelation's
    tricks_after: tuple[int, ...]  # per seat: tricks won after the Revelation
    revelation_after: int  # the trick at whose end the slots are turned up
    own_won: tuple[Card, ...]  # the cards this seat collected this round
    round_points: tuple[tuple[int, ...], ...]  # per finished round, per seat
    pass_to: int | None  # the seat this seat passes to this round (None: the 5-player Messenger)
    received_from: int | None  # the seat whose pass ``received`` is, once everyone has passed

    @property
    def option(self) -> dict[str, OptionValue]:
        return dict(self.options)

    @property
    def character(self) -> str:
        """This seat's character this round."""
        return self.characters[self.seat]

    @property
    def trump(self) -> str | None:
        """The trump suit (Ea-Nasir's Party, once turned up), else None."""
        return self.trump_card.suit if self.trump_card is not None else None

    def seat_of(self, character: str) -> int | None:
        """The seat playing ``character`` this round, or None if it is not in play."""
        return self.characters.index(character) if character in self.characters else None

    def suit_of(self, slot: str) -> str | None:
        """The suit this seat knows to be on ``slot``, or None."""
        for known_slot, suit in self.known:
            if known_slot == slot:
                return suit
        return None

    def slot_of(self, suit: str) -> str | None:
        """The slot this seat knows ``suit`` to be on, or None."""
        for slot, known_suit in self.known:
            if known_suit == suit:
                return slot
        return None

    def played_cards(self) -> list[Card]:
        """Every card played face up this round, finished tricks and the current one."""
        out = [c for t in self.history for _, c in t.plays]
        out.extend(c for _, c in self.trick)
        return out
