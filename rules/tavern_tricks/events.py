"""The events only Tavern Tricks has; the shared ones come from ``rules.core.events``."""

from __future__ import annotations

from dataclasses import dataclass

from rules.core.cards import Card
from rules.core.events import YOU, Event, RoundScored, SeatName, TrickOutcome, says, whose
from rules.core.words import counted
from rules.tavern_tricks.deck import RACE_NAMES


def coins(n: int) -> str:
    """"1 coin", "3 coins"."""
    return counted(n, "coin")


def card_list(cards: tuple[Card, ...]) -> str:
    """"the 3 Orc Axe, the 17 Elf Axe and the Bow"."""
    names = [f"the {c.name}" for c in cards]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


@dataclass(frozen=True, slots=True)
class CoinFlipped(Event):
    """The Left/Right coin: which way this hand's three cards are passed."""

    direction: str  # "left" / "right"

    def describe(self, name: SeatName) -> str:
        return f"The Left/Right coin shows {self.direction.capitalize()}: pass 3 cards to the {self.direction}."


@dataclass(frozen=True, slots=True)
class PassLaid(Event):
    """A seat has chosen its three cards to pass (face down)."""

    seat: int

    def describe(self, name: SeatName) -> str:
        return f"{says(name, self.seat, 'sets', 'set')} 3 cards aside to pass."


@dataclass(frozen=True, slots=True)
class CardsPassed(Event):
    """Three passed cards reach their receiver once everyone has passed; only the two see them."""

    from_seat: int
    to_seat: int
    cards: tuple[Card, ...]

    @property
    def visible_to(self) -> frozenset[int]:
        return frozenset((self.from_seat, self.to_seat))

    def describe(self, name: SeatName) -> str:
        """"You receive the 3 Orc Axe, ... from Ada." to the receiver; "You pass ... to Bruno."
        to the passer; "Ada passes ... to Bruno." in a replay, which sees every seat."""
        cards = card_list(self.cards)
        if name(self.to_seat) == YOU:
            return f"You receive {cards} from {name(self.from_seat)}."
        return f"{says(name, self.from_seat, 'passes', 'pass')} {cards} to {name(self.to_seat)}."


@dataclass(frozen=True, slots=True)
class DiceRolled(Event):
    """The dominance dice: rolled by the leader once a hand, or rerolled by a Fates."""

    race: str  # race letter
    weapon: str
    by_fates: bool = False

    def describe(self, name: SeatName) -> str:
        how = "The Fates reroll the dominance dice" if self.by_fates else "The dominance dice are rolled"
        return f"{how}: {RACE_NAMES[self.race]} and {self.weapon.capitalize()} dominate."


@dataclass(frozen=True, slots=True)
class Staked(Event):
    seat: int
    coins: int

    def describe(self, name: SeatName) -> str:
        return f"{says(name, self.seat, 'stakes', 'stake')} {coins(self.coins)}."


@dataclass(frozen=True, slots=True)
class SpecialtyUsed(Event):
    """A specialty card was played; ``text`` says what it does in this trick."""

    seat: int
    card: Card
    text: str  # may hold "{target}", the named seat's name in the log
    target: int | None = None  # the seat a Bow names

    def describe(self, name: SeatName) -> str:
        if self.target is None:
            text = self.text
        else:
            target = name(self.target)
            text = self.text.replace("{target}", "you" if target == YOU else target)
        return f"{whose(name, self.seat)} {self.card.name}: {text}"


@dataclass(frozen=True, slots=True)
class CoinsStolen(Event):
    thief: int
    victim: int
    coins: int

    def describe(self, name: SeatName) -> str:
        victim = "you" if name(self.victim) == YOU else name(self.victim)
        return f"{says(name, self.thief, 'steals', 'steal')} {coins(self.coins)} from {victim}."


# Where a tied trick's cards go, by what follows it (``TrickTied.goes``).
STAY = "stay"  # the next trick's winner takes them, and the tied trick with them
LOST = "lost"  # the hand is over: they count for nobody
REDEAL = "redeal"  # a tie-break re-deal puts them back in the deck; the tied trick still counts
GOES_TEXT = {
    STAY: "its cards stay in the middle for the next trick's winner",
    LOST: "its cards count for nobody, as the hand is over",
    REDEAL: "its cards go back into the deck for the re-deal, and the next trick's winner counts it as a trick",
}


@dataclass(frozen=True, slots=True)
class TrickTied(TrickOutcome):
    """No card won: nobody takes the trick (``taker`` is None). ``reason`` says why ("both
    Dragons qualify", "no card can win"); ``goes`` where its cards go (``GOES_TEXT``)."""

    trick_no: int
    cards: tuple[tuple[int, Card], ...]  # (seat, card) in play order
    reason: str = "no card can win"
    counted_as: tuple[str, ...] = ()
    goes: str = STAY

    def describe(self, name: SeatName) -> str:
        """``Trick 4 is tied: both Dragons qualify; its cards stay in the middle ...``"""
        return f"Trick {self.trick_no} is tied: {self.reason}; {GOES_TEXT[self.goes]}."


@dataclass(frozen=True, slots=True)
class TieBreak(Event):
    """A tie-break trick begins: 1 is played with the eighth cards, later ones after a re-deal."""

    number: int

    def describe(self, name: SeatName) -> str:
        if self.number == 1:
            return "Tie for the most tricks: everyone plays their eighth card as a tie-break trick."
        return f"Still tied: the deck is reshuffled and everyone is dealt one card (tie-break {self.number})."


@dataclass(frozen=True, slots=True)
class StakesTaken(Event):
    seat: int
    coins: int

    def describe(self, name: SeatName) -> str:
        return f"{says(name, self.seat, 'takes', 'take')} the stakes: {coins(self.coins)}."


@dataclass(frozen=True, slots=True)
class HandScored(RoundScored):
    """A hand is over: each seat's change in coins (``points``) and its bank now (``totals``)."""

    def describe(self, name: SeatName) -> str:
        parts = ", ".join(f"{name(s)} {p:+g}" for s, p in enumerate(self.points))
        banks = ", ".join(f"{name(s)} {t:g}" for s, t in enumerate(self.totals))
        return f"Hand {self.round_no}, coins won and lost: {parts}. Banks: {banks}."
