"""The Copper Trickster's actions and their text.

- ``great M``: the Supplier puts a suit on the great slot (``GreatAction``).
- ``pass D P``: discard card D and pass card P, one decision (``PassAction``).
- ``discard D``: the 5-player Messenger's discard, which passes nothing (a ``CardAction``).
- ``play 7F``: play a card to the trick (a ``CardAction``).

Every action is interned: ``legal_actions`` hands out existing objects and text parses back to
the very same object.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from rules.copper_trickster.deck import (
    SUIT_NAMES,
    SUITS,
    copper_deck,
    discard_actions,
    parse_suit,
    play_actions,
)
from rules.core.actions import CardAction
from rules.core.cards import Card
from rules.core.errors import IllegalAction
from rules.core.events import SeatName


@dataclass(frozen=True, slots=True)
class GreatAction:
    """The Supplier's secret choice of the great suit. Text: ``"great M"``."""

    suit: str

    def __str__(self) -> str:
        return f"great {self.suit}"

    def words(self, name: SeatName) -> str:
        """The choice in words, for a hint."""
        return f"make {SUIT_NAMES[self.suit]} the great suit"


@dataclass(frozen=True, slots=True)
class PassAction:
    """Discard ``discard`` face down and pass ``passed`` to the left. Text: ``"pass 3B 7F"``."""

    discard: Card
    passed: Card

    def __str__(self) -> str:
        return f"pass {self.discard.code} {self.passed.code}"

    def words(self, name: SeatName) -> str:
        """The choice in words, the cards by their codes (a hint names them)."""
        return f"discard {self.discard.code} and pass {self.passed.code}"


Action = GreatAction | PassAction | CardAction


@cache
def great_actions() -> dict[str, GreatAction]:
    """One ``GreatAction`` per suit."""
    return {suit: GreatAction(suit) for suit in SUITS}


@cache
def pass_actions() -> tuple[tuple[PassAction | None, ...], ...]:
    """``pass_actions()[d.index][p.index]``: the interned ``PassAction`` (None when d is p)."""
    deck = copper_deck()
    return tuple(tuple(PassAction(d, p) if d is not p else None for p in deck) for d in deck)


def _card(word: str, text: str) -> Card:
    try:
        return copper_deck().card(word)
    except KeyError:
        raise IllegalAction(
            f"cannot read {text!r}: there is no card {word!r} (cards look like 7F, 12S, 1B)"
        ) from None


def parse_action(text: str) -> Action:
    """The action ``text`` names; ``IllegalAction`` saying what actions look like if none.

    A bare card code is a play.
    """
    words = text.split()
    verb = words[0].lower() if words else ""
    if verb == "great":
        if len(words) != 2:
            raise IllegalAction(f"cannot read {text!r}: the great suit looks like 'great M'")
        try:
            return great_actions()[parse_suit(words[1])]
        except ValueError as err:
            raise IllegalAction(f"cannot read {text!r}: {err}") from None
    if verb == "pass":
        if len(words) != 3:
            raise IllegalAction(
                f"cannot read {text!r}: a pass names the discard then the card passed, like 'pass 3B 7F'"
            )
        discard, passed = _card(words[1], text), _card(words[2], text)
        action = pass_actions()[discard.index][passed.index]
        if action is None:
            raise IllegalAction("the discard and the card passed must be two different cards")
        return action
    if verb == "discard":
        return discard_actions().parse(text)
    if verb == "play" or len(words) == 1:
        return play_actions().parse(text)
    raise IllegalAction(
        f"cannot read {text!r}: actions look like 'great M', 'pass 3B 7F', 'discard 3B' or 'play 7F'"
    )


def suit_words(suit: str) -> str:
    """``"Moons (M)"``: a suit as a player reads it in a message."""
    return f"{SUIT_NAMES[suit]} ({suit})"
