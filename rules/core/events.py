"""Events returned by ``GameState.apply``.

The table animates them, sounds and the game log read them; nothing downstream reaches into the
state to guess what happened. Only the events every game may use live here; a game's own events
live in ``rules/<game>/events.py``. An event is public unless its ``visible_to`` names the only
seats allowed to see it (the table then shows it only to them).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

from rules.core.cards import Card

SeatName = Callable[[int], str]
YOU = "You"  # the name the table gives its own viewer's seat: the log then speaks to them


def numbered(seat: int) -> str:
    """'Player 3' for seat 2: a seat's name where no names are given (a hint worked out
    headless, a record without seats)."""
    return f"Player {seat + 1}"


def called(seat: int, names: Sequence[str]) -> str:
    """A seat's player by name, or ``numbered`` where ``names`` has none for it."""
    return names[seat] if 0 <= seat < len(names) else numbered(seat)


def says(name: SeatName, seat: int, third: str, second: str) -> str:
    """"Ada plays" or, for the seat named You, "You play": the subject and its verb, in the voice
    the name calls for. Every event's ``describe`` speaks through this (or ``whose``)."""
    who = name(seat)
    return f"{who} {second if who == YOU else third}"


def whose(name: SeatName, seat: int) -> str:
    """"Ada's" or "Your"."""
    who = name(seat)
    return "Your" if who == YOU else f"{who}'s"


@dataclass(frozen=True, slots=True)
class Event:
    """Base of all events. ``describe`` gives the line the game log shows."""

    def describe(self, name: SeatName) -> str:
        return type(self).__name__

    @property
    def visible_to(self) -> frozenset[int] | None:
        return None


class SeatPrivate(Event):
    """Base of an event only its own ``seat`` may see (the card it bid face down, what its bribe
    showed it): the table shows it, and the log keeps it, for that seat alone."""

    __slots__ = ()

    seat: int

    @property
    def visible_to(self) -> frozenset[int] | None:
        return frozenset((self.seat,))


class CardLaidFaceDown(SeatPrivate):
    """Base of the private event of a card its seat has just laid face down into the trick in
    progress, and settled with it (a bid for the prize up, a face-down trick card), hidden from the
    others until the trick turns up. A view that shows every card (the replay viewer) shows it in
    the middle beside the cards played. Not for a card laid before the tricks (an auction's): the
    middle would count it into the first trick. Subclasses declare ``seat`` and ``card`` as their
    dataclass fields."""

    __slots__ = ()

    seat: int
    card: Card


@dataclass(frozen=True, slots=True)
class RoundStarted(Event):
    round_no: int  # 1-based
    dealer: int | None
    first: int | None  # the seat that acts first; None: everyone at once (a simultaneous bid)
    hand_size: int
    title: str = ""  # what the round is called ("Bonus round"); empty means "Round N"

    def describe(self, name: SeatName) -> str:
        called = self.title or f"Round {self.round_no}"
        dealer = f"; {says(name, self.dealer, 'deals', 'deal')}" if self.dealer is not None else ""
        starts = f"; {says(name, self.first, 'starts', 'start')}" if self.first is not None else ""
        return f"{called}{dealer}{starts}."


@dataclass(frozen=True, slots=True)
class CardPlayed(Event):
    seat: int
    card: Card
    trick_no: int

    def describe(self, name: SeatName) -> str:
        return f"{says(name, self.seat, 'plays', 'play')} the {self.card.name}."


@cache
def card_played(seat: int, card: Card, trick_no: int) -> CardPlayed:
    """A shared ``CardPlayed`` (events are immutable): building a frozen event costs more than
    the rest of a card play, so trick games' hot paths take them from here."""
    return CardPlayed(seat, card, trick_no)


class TrickOutcome(Event):
    """The end of a trick: who takes it (``taker``, None when nobody does) and why, in the game's
    own words. Every trick game's table holds the finished trick, marks the taker's card and shows
    ``headline`` before the cards move, through the shared trick kit; the last-trick review shows
    ``cards`` with ``counted_as`` and the reason."""

    __slots__ = ()

    cards: tuple[tuple[int, Card], ...]
    trick_no: int
    reason: str
    counted_as: tuple[str, ...]

    @property
    def taker(self) -> int | None:
        return None

    def shown_as(self, index: int) -> str:
        """How the ``index``-th card of ``cards`` counted, when not as printed ("Mage 9.5", "face
        down: the 4 of Axes"); empty when it counted as printed."""
        return self.counted_as[index] if index < len(self.counted_as) else ""

    def headline(self, name: SeatName) -> str:
        """The banner over the finished trick, and the trick's line in the log and in replays."""
        return self.describe(name)

    @property
    def label(self) -> str:
        """What this trick is called in a title: "trick 4" (a game whose tricks have another
        name says so: "prize 2")."""
        return f"trick {self.trick_no}"


@dataclass(frozen=True, slots=True)
class TrickWon(TrickOutcome):
    """``seat`` takes the trick. ``reason`` says why in the game's words ("highest Mage", "the
    Chaos Dragon beats every card"); ``counted_as`` says, per play in ``cards``, how a card counted
    when not as printed (empty strings, or an empty tuple, for cards that counted as printed)."""

    seat: int
    cards: tuple[tuple[int, Card], ...]  # (seat, card) in play order
    trick_no: int
    reason: str = ""
    counted_as: tuple[str, ...] = ()

    def __init__(
        self,
        seat: int,
        cards: tuple[tuple[int, Card], ...],
        trick_no: int,
        reason: str = "",
        counted_as: tuple[str, ...] = (),
    ) -> None:
        # Written out rather than generated: a frozen dataclass's own __init__ goes through
        # object.__setattr__ for every field, which looks the slot up again each time; the slots'
        # own setters (``_TRICK_WON_SLOTS``) skip that, and random play finishes a trick every few
        # actions.
        set_seat, set_cards, set_trick_no, set_reason, set_counted_as = _TRICK_WON_SLOTS
        set_seat(self, seat)
        set_cards(self, cards)
        set_trick_no(self, trick_no)
        set_reason(self, reason)
        set_counted_as(self, counted_as)

    @property
    def taker(self) -> int | None:
        return self.seat

    @property
    def winning_card(self) -> Card | None:
        return next((card for seat, card in self.cards if seat == self.seat), None)

    def winning_text(self) -> str:
        """"the Barbarian 10", or "the Barbarian 9 as Mage 9.5" when a change made it count."""
        for i, (seat, card) in enumerate(self.cards):
            if seat == self.seat:
                shown = self.shown_as(i)
                return f"the {card.name}" + (f" as {shown}" if shown else "")
        return "no card"

    def describe(self, name: SeatName) -> str:
        """``Seat 3 takes trick 1 with the Barbarian 10: highest Barbarian.`` (the documented form)."""
        line = f"{says(name, self.seat, 'takes', 'take')} trick {self.trick_no} with {self.winning_text()}"
        return f"{line}: {self.reason}." if self.reason else f"{line}."


# The slot setters of ``TrickWon``'s fields, in its fields' order (its ``__init__`` uses them).
_TRICK_WON_SLOTS = tuple(
    TrickWon.__dict__[name].__set__ for name in ("seat", "cards", "trick_no", "reason", "counted_as")
)


Words = tuple[str, tuple[str, ...]]  # a finished trick's ``reason`` and ``counted_as``


class _WorkedOut:
    """A word field of a ``LazyTrickWon``: the first read works both words out and keeps them in
    the event's ``__dict__``, where every later read finds them (a ``cached_property`` without
    its lock, which costs more than the words)."""

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    def __get__(self, event: LazyTrickWon | None, owner: type | None = None) -> Any:
        if event is None:
            return self
        kept = event.__dict__
        kept["reason"], kept["counted_as"] = event._words()
        return kept[self.name]


class LazyTrickWon(TrickWon):
    """A ``TrickWon`` whose ``reason`` and ``counted_as`` are worked out by ``words()`` when first
    read. Random play and search finish many tricks whose words nobody reads, and a game's words
    can cost as much as deciding the trick (Tavern Tricks' specialty effects). Once read it is an
    ordinary ``TrickWon``: it describes, compares and hashes by its words."""

    reason = _WorkedOut()
    counted_as = _WorkedOut()
    _words: Callable[[], Words]  # what works the words out, kept in the event's __dict__

    def __init__(
        self, seat: int, cards: tuple[tuple[int, Card], ...], trick_no: int, words: Callable[[], Words]
    ) -> None:
        # a frozen event's fields are set once, here: the slots through their own setters (as
        # ``TrickWon.__init__``), the words' source in the event's __dict__
        set_seat, set_cards, set_trick_no, _, _ = _TRICK_WON_SLOTS
        set_seat(self, seat)
        set_cards(self, cards)
        set_trick_no(self, trick_no)
        object.__setattr__(self, "_words", words)


@dataclass(frozen=True, slots=True)
class Notice(Event):
    """A public rule moment worth a log line (a pending bonus, a shoot-the-moon, a pop).

    ``text`` may hold ``{0}``, ``{1}``... which ``describe`` fills with the names of ``seats``;
    its verbs must read right after any name, "You" too ("{0} took every trick").
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
        if len(self.winners) == 1:
            return f"Game over: {says(name, self.winners[0], 'wins', 'win')}."
        who = " and ".join(name(s) for s in self.winners)
        return f"Game over: {who} share the win."
