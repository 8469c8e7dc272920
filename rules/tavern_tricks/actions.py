"""Tavern Tricks' actions and their text.

- ``pass A B C``: the three cards passed this hand, one decision (``PassAction``).
- ``stake N``: the coins staked on this hand (``StakeAction``).
- ``play CODE``: a battle card or a specialty card that needs no choice (a ``CardAction``).
- ``play BOW1 at SEAT`` (``BowAction``), ``play SHIELD1 axe`` (``ShieldAction``),
  ``play DOPPEL1 race 14 weapon 23`` (``DoppelAction``: the cards copied from),
  ``play THIEF1 from SEAT`` (``ThiefAction``: only when several others tie for the most coins).

Every action is interned: the same text parses back to the very same object.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache, lru_cache

from rules.core.actions import CardAction, parse_whole
from rules.core.cards import Card
from rules.core.errors import IllegalAction
from rules.core.events import SeatName
from rules.tavern_tricks.deck import WEAPONS, play_actions, specialty_of, tavern_deck


@dataclass(frozen=True, slots=True)
class PassAction:
    """The three cards passed this hand, in deck order. Text: ``"pass 3 17 BOW1"``."""

    cards: tuple[Card, Card, Card]

    def __str__(self) -> str:
        return "pass " + " ".join(c.code for c in self.cards)


@dataclass(frozen=True, slots=True)
class StakeAction:
    """Coins put into the stakes this hand. Text: ``"stake 2"``."""

    coins: int

    def __str__(self) -> str:
        return f"stake {self.coins}"


@dataclass(frozen=True, slots=True)
class BowAction:
    """Play a Bow naming another seat: its card in this trick cannot win. ``"play BOW1 at 2"``."""

    card: Card
    target: int

    def __str__(self) -> str:
        return f"play {self.card.code} at {self.target}"

    def words(self, name: SeatName) -> str:
        """The play in words, the card by its code (a hint names it)."""
        return f"play {self.card.code} at {name(self.target)}"


@dataclass(frozen=True, slots=True)
class ShieldAction:
    """Play a Shield naming a weapon. Text: ``"play SHIELD1 axe"``."""

    card: Card
    weapon: str

    def __str__(self) -> str:
        return f"play {self.card.code} {self.weapon}"

    def words(self, name: SeatName) -> str:
        """The play in words, the card by its code (a hint names it)."""
        return f"play {self.card.code} naming {self.weapon}s"


@dataclass(frozen=True, slots=True)
class DoppelAction:
    """Play a Doppleganger copying the race of one battle card in the trick and the weapon of
    another (or the same). Text: ``"play DOPPEL1 race 14 weapon 23"``."""

    card: Card
    race_from: Card
    weapon_from: Card

    def __str__(self) -> str:
        return f"play {self.card.code} race {self.race_from.code} weapon {self.weapon_from.code}"

    def words(self, name: SeatName) -> str:
        """The play in words, the cards by their codes (a hint names each once)."""
        if self.race_from is self.weapon_from:
            return f"play {self.card.code} copying the race and weapon of {self.race_from.code}"
        return f"play {self.card.code} copying the race of {self.race_from.code} and the weapon of {self.weapon_from.code}"


@dataclass(frozen=True, slots=True)
class ThiefAction:
    """Play a Thief choosing whose bank to rob among several others tied for the most coins.
    Text: ``"play THIEF1 from 2"``."""

    card: Card
    victim: int

    def __str__(self) -> str:
        return f"play {self.card.code} from {self.victim}"

    def words(self, name: SeatName) -> str:
        """The play in words, the card by its code (a hint names it)."""
        return f"play {self.card.code} robbing {name(self.victim)}"


Action = PassAction | StakeAction | CardAction | BowAction | ShieldAction | DoppelAction | ThiefAction
PLAY_TYPES = (CardAction, BowAction, ShieldAction, DoppelAction, ThiefAction)


@lru_cache(maxsize=4096)  # bounded: a 6-seat game alone meets about 2,000 passes
def pass_action(a: Card, b: Card, c: Card) -> PassAction:
    """The pass of these three cards (any order), shared while recently used; compare passes by
    equality, not identity."""
    return sorted_pass(*sorted((a, b, c)))


@lru_cache(maxsize=4096)
def sorted_pass(a: Card, b: Card, c: Card) -> PassAction:
    """The pass of three cards already in deck order (for hot paths)."""
    return PassAction((a, b, c))


@cache
def stake_action(coins: int) -> StakeAction:
    return StakeAction(coins)


@cache
def bow_action(card: Card, target: int) -> BowAction:
    return BowAction(card, target)


@cache
def shield_action(card: Card, weapon: str) -> ShieldAction:
    return ShieldAction(card, weapon)


@cache
def doppel_action(card: Card, race_from: Card, weapon_from: Card) -> DoppelAction:
    return DoppelAction(card, race_from, weapon_from)


@cache
def thief_action(card: Card, victim: int) -> ThiefAction:
    return ThiefAction(card, victim)


EXAMPLES = "'pass 3 17 BOW1', 'stake 2', 'play 14', 'play BOW1 at 2', 'play SHIELD1 axe', " \
    "'play DOPPEL1 race 14 weapon 23' or 'play THIEF1 from 2'"


def _card(word: str, text: str) -> Card:
    try:
        return tavern_deck().card(word)
    except KeyError:
        raise IllegalAction(
            f"cannot read {text!r}: there is no card {word!r} (cards look like 14, 35, BOW1, FATES2)"
        ) from None


def _seat(word: str, text: str) -> int:
    seat = parse_whole(word)
    if seat is None:
        raise IllegalAction(f"cannot read {text!r}: {word!r} is not a seat number")
    return seat


def parse_action(text: str) -> Action:
    """The action ``text`` names; ``IllegalAction`` saying what actions look like if none.
    A bare card code is a play."""
    words = text.split()
    verb = words[0].lower() if words else ""
    if verb == "pass":
        if len(words) != 4:
            raise IllegalAction(f"cannot read {text!r}: a pass names three cards, like 'pass 3 17 BOW1'")
        cards = [_card(w, text) for w in words[1:]]
        if len(set(cards)) != 3:
            raise IllegalAction("pass three different cards")
        return pass_action(*cards)
    if verb == "stake":
        stake = parse_whole(words[1]) if len(words) == 2 else None
        if stake is None:
            raise IllegalAction(f"cannot read {text!r}: a stake looks like 'stake 2'")
        return stake_action(stake)
    if verb != "play":
        if len(words) == 1:
            return play_actions().parse(text)
        raise IllegalAction(f"cannot read {text!r}: actions look like {EXAMPLES}")
    if len(words) < 2:
        raise IllegalAction(f"cannot read {text!r}: say which card to play, like 'play 14'")
    card = _card(words[1], text)
    rest = [w.lower() for w in words[2:]]
    if not rest:
        return play_actions().for_card(card)
    kind = specialty_of(card)
    if kind == "bow" and len(rest) == 2 and rest[0] == "at":
        return bow_action(card, _seat(rest[1], text))
    if kind == "shield" and len(rest) == 1 and rest[0] in WEAPONS:
        return shield_action(card, rest[0])
    if kind == "doppleganger" and len(rest) == 4 and rest[0] == "race" and rest[2] == "weapon":
        return doppel_action(card, _card(rest[1], text), _card(rest[3], text))
    if kind == "thief" and len(rest) == 2 and rest[0] == "from":
        return thief_action(card, _seat(rest[1], text))
    raise IllegalAction(f"cannot read {text!r}: actions look like {EXAMPLES}")


def play_card(action: Action) -> Card | None:
    """The card a play action plays (None for a pass or a stake)."""
    return action.card if isinstance(action, PLAY_TYPES) else None


def play_choice(action: Action) -> object:
    """The choice a play carries: a Bow's seat, a Shield's weapon, a Doppleganger's two source
    cards, a Thief's victim; None for a plain play."""
    t = type(action)
    if t is BowAction:
        return action.target  # type: ignore[union-attr]
    if t is ShieldAction:
        return action.weapon  # type: ignore[union-attr]
    if t is DoppelAction:
        return (action.race_from, action.weapon_from)  # type: ignore[union-attr]
    if t is ThiefAction:
        return action.victim  # type: ignore[union-attr]
    return None
