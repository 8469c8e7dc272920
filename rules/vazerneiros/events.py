"""The events only Vazerneiros has; the shared ones come from ``rules.core.events``."""

from __future__ import annotations

from dataclasses import dataclass

from rules.core.cards import Card
from rules.core.events import YOU, CardLaidFaceDown, Event, SeatName, SeatPrivate, says, whose
from rules.core.words import counted
from rules.vazerneiros.deck import SUIT_NAMES, card_text
from rules.vazerneiros.rumors import rumors


def _tokens(n: int) -> str:
    return counted(n, "potion")


@dataclass(frozen=True, slots=True)
class TrackDrawn(Event):
    """The hierarchy track's suit tokens, highest first."""

    track: tuple[str, ...]

    def describe(self, name: SeatName) -> str:
        return "Hierarchy track: " + " > ".join(SUIT_NAMES[s] for s in self.track) + "."


@dataclass(frozen=True, slots=True)
class RumorsRevealed(Event):
    rumors: tuple[int, ...]

    def describe(self, name: SeatName) -> str:
        titles = ", ".join(f"{r} {rumors()[r].title}" for r in self.rumors)
        return f"Rumors on offer: {titles}."


@dataclass(frozen=True, slots=True)
class BidLaid(Event):
    """A seat has laid its auction card face down (which card stays hidden until all are in)."""

    seat: int

    def describe(self, name: SeatName) -> str:
        return f"{says(name, self.seat, 'lays', 'lay')} an auction card face down."


@dataclass(frozen=True, slots=True)
class BidsRevealed(Event):
    bids: tuple[tuple[int, Card], ...]  # (seat, card) for every seat
    winner: int

    def describe(self, name: SeatName) -> str:
        cards = ", ".join(f"{whose(name, s)} {c.name}" for s, c in self.bids)
        return f"Auction cards turn up: {cards}. {says(name, self.winner, 'wins', 'win')} the auction."


@dataclass(frozen=True, slots=True)
class RumorChosen(Event):
    seat: int
    rumor: int

    def describe(self, name: SeatName) -> str:
        r = rumors()[self.rumor]
        return f"{says(name, self.seat, 'chooses', 'choose')} rumor {r.id}, {r.title}: {r.line}"


@dataclass(frozen=True, slots=True)
class PotionGained(Event):
    """One potion token moves from the supply to ``seat`` (``granted``), or is lost because the
    seat already holds 4 or the supply is empty."""

    seat: int
    reason: str  # "auction", "rumor", "catch-up"
    granted: bool
    why_lost: str = ""

    def describe(self, name: SeatName) -> str:
        why = {"auction": "for winning the auction", "rumor": "from the Favor of the Gods",
               "catch-up": "to catch up"}.get(self.reason, self.reason)
        if self.granted:
            return f"{says(name, self.seat, 'gains', 'gain')} a potion {why}."
        return f"{name(self.seat)} would gain a potion {why}, but {self.why_lost}."


@dataclass(frozen=True, slots=True)
class ElixirTaken(Event):
    seat: int

    def describe(self, name: SeatName) -> str:
        return f"{says(name, self.seat, 'takes', 'take')} the Alchemy Elixir instead of the auction's potion."


@dataclass(frozen=True, slots=True)
class TrumpChosen(Event):
    seat: int
    suit: str
    marker: bool  # a potion token from the supply marks it on the track

    def describe(self, name: SeatName) -> str:
        return f"{says(name, self.seat, 'names', 'name')} {SUIT_NAMES[self.suit]} trumps."


@dataclass(frozen=True, slots=True)
class PotionsUsed(Event):
    """Effects declared with a played card. ``result`` is the card as it now stands, or None
    while it lies face down (then only the kinds of effect and their cost are public)."""

    seat: int
    effects: tuple[str, ...]
    cost: int
    suit: str | None
    value: int | None  # half steps

    def describe(self, name: SeatName) -> str:
        kinds = ", ".join(_EFFECT_WORDS[e] for e in self.effects)
        if self.cost:
            paid = f"{says(name, self.seat, 'spends', 'spend')} {_tokens(self.cost)}"
            if self.suit is None or self.value is None:
                return f"{paid} on the face-down card: {kinds}."
            return f"{paid} ({kinds}): the card becomes {card_text(self.suit, self.value)}."
        used = f"{says(name, self.seat, 'uses', 'use')} {kinds}"
        if self.suit is None or self.value is None:
            return f"{used} on the face-down card."
        return f"{used}: the card becomes {card_text(self.suit, self.value)}."


_EFFECT_WORDS = {
    "number": "new number",
    "half": "±0.5",
    "suit": "new suit",
    "elixir number": "the Elixir's new number",
    "elixir suit": "the Elixir's new suit",
}


@dataclass(frozen=True, slots=True)
class FaceDownPlayed(Event):
    """A card played face down (rumors 9 and 15); ``led`` is the suit a face-down lead names."""

    seat: int
    trick_no: int
    led: str | None = None

    def describe(self, name: SeatName) -> str:
        named = f", naming {SUIT_NAMES[self.led]}" if self.led else ""
        return f"{says(name, self.seat, 'plays', 'play')} a card face down{named}."


@dataclass(frozen=True, slots=True)
class TrickRevealed(Event):
    """The face-down cards of a trick turn up together: (seat, card, suit, value) in play order."""

    plays: tuple[tuple[int, Card, str, int], ...]

    def describe(self, name: SeatName) -> str:
        shown = ", ".join(
            f"{whose(name, s)} {c.name}" + ("" if (c.suit, 2 * c.rank) == (suit, v) else f" as {card_text(suit, v)}")
            for s, c, suit, v in self.plays
        )
        return f"The cards turn up: {shown}."


@dataclass(frozen=True, slots=True)
class CardExchanged(Event):
    """Rumor 13: ``seat`` put ``given`` on the table and took ``taken`` into its hand."""

    seat: int
    given: Card
    taken: Card

    def describe(self, name: SeatName) -> str:
        return f"{says(name, self.seat, 'swaps', 'swap')} the {self.given.name} for the {self.taken.name} on the table."


@dataclass(frozen=True, slots=True)
class LeaderChosen(Event):
    """Rumor 16: the trick's winner sends ``leader`` to lead the next trick."""

    seat: int
    leader: int

    def describe(self, name: SeatName) -> str:
        if self.seat == self.leader:
            return f"{says(name, self.seat, 'chooses', 'choose')} to lead the next trick."
        return f"{says(name, self.seat, 'sends', 'send')} {name(self.leader)} to lead the next trick."


@dataclass(frozen=True, slots=True)
class HandRevealed(Event):
    """Rumor 11: ``seat`` has no card of a suit still allowed; its hand is shown and the round's
    tricks end (the unfinished trick scores for nobody)."""

    seat: int
    cards: tuple[Card, ...]

    def describe(self, name: SeatName) -> str:
        cards = ", ".join(c.name for c in self.cards) or "no cards"
        shows = "show your hand" if name(self.seat) == YOU else "shows their hand"
        return (f"{says(name, self.seat, 'has', 'have')} no card of a new suit and {shows} ({cards}): the Ritual "
                "of Paths ends this round's tricks, and the unfinished trick goes to nobody.")


@dataclass(frozen=True, slots=True)
class ElixirSpent(Event):
    """The Elixir leaves the table: used, or unused at the round's end."""

    seat: int
    used: bool

    def describe(self, name: SeatName) -> str:
        if self.used:
            return f"{whose(name, self.seat)} Alchemy Elixir is used up."
        return f"{whose(name, self.seat)} Alchemy Elixir goes unused and is lost."


@dataclass(frozen=True, slots=True)
class TableCardsTaken(Event):
    """Rumor 13: after the exchanges, the trick's winner takes the cards now on the table."""

    seat: int
    cards: tuple[Card, ...]

    def describe(self, name: SeatName) -> str:
        return f"{says(name, self.seat, 'takes', 'take')} the cards on the table: {', '.join(c.name for c in self.cards)}."


@dataclass(frozen=True, slots=True)
class BidChosen(SeatPrivate):
    """Private to ``seat``: the card it has just laid face down for the auction."""

    seat: int
    card: Card

    def describe(self, name: SeatName) -> str:
        return f"{whose(name, self.seat)} auction card, hidden from the others until all are laid: the {self.card.name}."


@dataclass(frozen=True, slots=True)
class FaceDownChosen(CardLaidFaceDown):
    """Private to ``seat``: the card it has just played face down, and what its potions made of
    it (``suit`` and ``value``, in half steps); the others learn it when the trick turns up."""

    seat: int
    card: Card
    suit: str
    value: int


    @property
    def counted_as(self) -> str:
        """What the card counts as when a potion changed it ("Mage 9.5"), else ""."""
        return "" if (self.suit, self.value) == (self.card.suit, 2 * self.card.rank) else card_text(self.suit, self.value)

    def describe(self, name: SeatName) -> str:
        shown = f", as {self.counted_as}" if self.counted_as else ""
        return f"{whose(name, self.seat)} face-down card, hidden from the others until the trick turns up: the {self.card.name}{shown}."


GAIN_WORDS = {"auction": "auction", "rumor": "Favor of the Gods", "catch-up": "catch-up"}


@dataclass(frozen=True, slots=True)
class RoundClosed(Event):
    """A round is over and its catch-up potions are given: what the round summary says beyond
    the points. ``gains`` holds, per seat, why each potion it gained this round came (in order:
    "auction", "rumor", "catch-up"); ``shown_by`` is the seat whose hand rumor 11 showed."""

    round_no: int
    rumor: int | None
    tricks_won: tuple[int, ...]
    gains: tuple[tuple[str, ...], ...]
    shown_by: int | None = None
    shown: tuple[Card, ...] = ()

    def notes(self, name: SeatName) -> list[str]:
        """The lines under the round's summary."""
        out: list[str] = []
        if self.rumor is not None:
            card = rumors()[self.rumor]
            out.append(f"Rumor {card.id}, {card.title}: {card.line}")
        out.append("Tricks won: " + ", ".join(f"{name(s)} {n}" for s, n in enumerate(self.tricks_won)) + ".")
        if self.shown_by is not None:
            cards = ", ".join(c.name for c in self.shown) or "no cards"
            has = says(name, self.shown_by, "had", "had")
            shown = "showed your hand" if name(self.shown_by) == YOU else "showed their hand"
            out.append(f"The Ritual of Paths ended the tricks: {has} no card of a new suit and {shown} ({cards}).")
        parts = [
            f"{name(s)} +{len(why)} ({', '.join(GAIN_WORDS.get(w, w) for w in why)})"
            for s, why in enumerate(self.gains) if why
        ]
        out.append(f"Potions gained: {'; '.join(parts)}." if parts else "No potions gained this round.")
        return out

    def describe(self, name: SeatName) -> str:
        return f"Round {self.round_no} is over. " + " ".join(self.notes(name)[1:])
