"""Vazerneiros' actions and their text.

- ``bid M9``: the card laid face down in the auction (a ``CardAction``).
- ``rumor 5``: the auction winner's pick among the three revealed rumors (``RumorAction``).
- ``trump P``: the trump suit under rumor 5 (``TrumpAction``).
- ``play D2``, ``play D2 number 11 +0.5 suit P``, ``play D2 elixir number 11 suit P``: a card
  and the potion effects declared with it (``PlayAction``); ``elixir`` before an effect says the
  Elixir card (rumor 8) pays for it instead of potion tokens.
- ``exchange M7 for B8``: rumor 13, a hand card swapped for a table card (``ExchangeAction``).
- ``lead 2``: rumor 16, the seat the trick's winner sends to lead next (``LeadAction``).

Every action is interned: the same text parses back to the very same object.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from rules.core.actions import CardAction, parse_whole
from rules.core.cards import Card
from rules.core.errors import IllegalAction
from rules.core.events import YOU, SeatName
from rules.vazerneiros.deck import SUIT_NAMES, SUITS, bid_actions, card_text, parse_suit, printed, vazerneiros_deck

NUMBER_COST = 3
HALF_COST = 1
SUIT_COST = 1


EFFECT_COSTS = {"number": NUMBER_COST, "half": HALF_COST, "suit": SUIT_COST}  # the Elixir's effects are free


def effects_cost(effects: tuple[str, ...]) -> int:
    """The potion tokens a played card's effects (``PlayAction.effects``) cost."""
    return sum(EFFECT_COSTS.get(e, 0) for e in effects)


@dataclass(frozen=True, slots=True)
class RumorAction:
    rumor: int

    def __str__(self) -> str:
        return f"rumor {self.rumor}"

    def words(self, name: SeatName) -> str:
        """The choice in words, for a hint."""
        return f"choose rumor {self.rumor}"


@dataclass(frozen=True, slots=True)
class TrumpAction:
    suit: str

    def __str__(self) -> str:
        return f"trump {self.suit}"

    def words(self, name: SeatName) -> str:
        """The choice in words, for a hint."""
        return f"make {SUIT_NAMES[self.suit]} trump"


@dataclass(frozen=True, slots=True)
class PlayAction:
    """A card and its potion effects: ``number`` sets a whole number 0-11, ``half`` adds +0.5
    (1) or -0.5 (-1) after it, ``suit`` turns the card into that suit; ``elixir`` names the effect
    ("number" or "suit") the Elixir pays for, "" if none."""

    card: Card
    number: int | None = None
    half: int = 0
    suit: str | None = None
    elixir: str = ""

    @property
    def cost(self) -> int:
        """Potion tokens this play spends."""
        cost = HALF_COST if self.half else 0
        if self.number is not None and self.elixir != "number":
            cost += NUMBER_COST
        if self.suit is not None and self.elixir != "suit":
            cost += SUIT_COST
        return cost

    @property
    def potioned(self) -> bool:
        """Whether any effect (a potion or the Elixir) changes the card: it loses ties."""
        return self.number is not None or self.half != 0 or self.suit is not None

    @property
    def effects(self) -> tuple[str, ...]:
        """The kinds of effect used, as the table and log name them: "number", "half", "suit",
        "elixir number", "elixir suit" (no values: under a veil those stay hidden)."""
        out: list[str] = []
        if self.number is not None:
            out.append("elixir number" if self.elixir == "number" else "number")
        if self.half:
            out.append("half")
        if self.suit is not None:
            out.append("elixir suit" if self.elixir == "suit" else "suit")
        return tuple(out)

    @property
    def result_suit(self) -> str:
        return self.suit if self.suit is not None else self.card.suit

    @property
    def result_value(self) -> int:
        """The value after every effect, in half steps (-1 .. 23)."""
        base = 2 * self.number if self.number is not None else printed(self.card)
        return base + self.half

    def result_text(self) -> str:
        return card_text(self.result_suit, self.result_value)

    def __str__(self) -> str:
        words = ["play", self.card.code]
        if self.number is not None:
            words += (["elixir"] if self.elixir == "number" else []) + ["number", str(self.number)]
        if self.half:
            words.append("+0.5" if self.half > 0 else "-0.5")
        if self.suit is not None:
            words += (["elixir"] if self.elixir == "suit" else []) + ["suit", self.suit]
        return " ".join(words)

    def words(self, name: SeatName) -> str:
        """The play in words, the card by its code (a hint names it), with what its potions or
        the Elixir make of it."""
        if not self.potioned:
            return f"play {self.card.code}"
        paid = "the Elixir and potions" if self.elixir and self.cost else "the Elixir" if self.elixir else "potions"
        return f"play {self.card.code} as the {self.result_text()}, by {paid}"


@dataclass(frozen=True, slots=True)
class ExchangeAction:
    """Rumor 13: put ``give`` from the hand on the table and take ``take`` from it."""

    give: Card
    take: Card

    def __str__(self) -> str:
        return f"exchange {self.give.code} for {self.take.code}"


@dataclass(frozen=True, slots=True)
class LeadAction:
    """Rumor 16: the seat that leads the next trick."""

    seat: int

    def __str__(self) -> str:
        return f"lead {self.seat}"

    def words(self, name: SeatName) -> str:
        """The choice in words, for a hint."""
        who = name(self.seat)
        return "lead the next trick yourself" if who == YOU else f"send {who} to lead the next trick"


Action = CardAction | RumorAction | TrumpAction | PlayAction | ExchangeAction | LeadAction


def play_action(
    card: Card, number: int | None = None, half: int = 0, suit: str | None = None, elixir: str = ""
) -> PlayAction:
    """The interned play (every argument counts in the key, given or defaulted)."""
    return _play_action(card, number, half, suit, elixir)


@cache
def _play_action(card: Card, number: int | None, half: int, suit: str | None, elixir: str) -> PlayAction:
    return PlayAction(card, number, half, suit, elixir)


@cache
def rumor_action(rumor: int) -> RumorAction:
    return RumorAction(rumor)


@cache
def trump_action(suit: str) -> TrumpAction:
    return TrumpAction(suit)


@cache
def exchange_action(give: Card, take: Card) -> ExchangeAction:
    return ExchangeAction(give, take)


@cache
def lead_action(seat: int) -> LeadAction:
    return LeadAction(seat)


EXAMPLES = (
    "'bid M9', 'rumor 5', 'trump P', 'play D2', 'play D2 number 11 +0.5 suit P', "
    "'play D2 elixir suit P', 'exchange M7 for B8' or 'lead 2'"
)


def _card(word: str, text: str) -> Card:
    try:
        return vazerneiros_deck().card(word)
    except KeyError:
        raise IllegalAction(f"cannot read {text!r}: there is no card {word!r} (cards look like M9, B0, P11)") from None


def _suit(word: str, text: str) -> str:
    suit = parse_suit(word)
    if suit is None:
        raise IllegalAction(f"cannot read {text!r}: {word!r} is not a suit ({', '.join(SUITS)})")
    return suit


def _whole(word: str, text: str, what: str) -> int:
    number = parse_whole(word)
    if number is None:
        raise IllegalAction(f"cannot read {text!r}: {word!r} is not a {what}")
    return number


def parse_action(text: str) -> Action:
    """The action ``text`` names; ``IllegalAction`` saying what actions look like if none."""
    words = text.split()
    verb = words[0].lower() if words else ""
    if verb == "bid":
        return bid_actions().parse(text)
    if verb == "rumor" and len(words) == 2:
        return rumor_action(_whole(words[1], text, "rumor number"))
    if verb == "trump" and len(words) == 2:
        return trump_action(_suit(words[1], text))
    if verb == "lead" and len(words) == 2:
        return lead_action(_whole(words[1], text, "seat number"))
    if verb == "exchange" and len(words) == 4 and words[2].lower() == "for":
        return exchange_action(_card(words[1], text), _card(words[3], text))
    if verb == "play" and len(words) >= 2:
        return _parse_play(_card(words[1], text), [w.lower() for w in words[2:]], text)
    raise IllegalAction(f"cannot read {text!r}: actions look like {EXAMPLES}")


def _parse_play(card: Card, rest: list[str], text: str) -> PlayAction:
    number: int | None = None
    half = 0
    suit: str | None = None
    elixir = ""
    pending_elixir = False
    i = 0
    while i < len(rest):
        word = rest[i]
        if word == "elixir":
            if pending_elixir or elixir:
                raise IllegalAction(f"cannot read {text!r}: the Elixir pays for one effect")
            pending_elixir = True
            i += 1
            continue
        if word in ("number", "suit") and i + 1 < len(rest):
            if word == "number":
                if number is not None:
                    raise IllegalAction(f"cannot read {text!r}: one number change per card")
                number = _whole(rest[i + 1], text, "number from 0 to 11")
            else:
                if suit is not None:
                    raise IllegalAction(f"cannot read {text!r}: one suit change per card")
                suit = _suit(rest[i + 1], text)
            if pending_elixir:
                elixir, pending_elixir = word, False
            i += 2
            continue
        if word in ("+0.5", "-0.5", "+half", "-half") and not pending_elixir:
            if half:
                raise IllegalAction(f"cannot read {text!r}: one ±0.5 per card")
            half = 1 if word[0] == "+" else -1
            i += 1
            continue
        raise IllegalAction(f"cannot read {text!r}: actions look like {EXAMPLES}")
    if pending_elixir:
        raise IllegalAction(f"cannot read {text!r}: say what the Elixir does, like 'elixir number 11' or 'elixir suit P'")
    return play_action(card, number, half, suit, elixir)


def bid_action(card: Card) -> CardAction:
    return bid_actions().for_card(card)
