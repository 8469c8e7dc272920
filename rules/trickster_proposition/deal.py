"""Every chance outcome of a game: drawn from the seed, or fixed by a record's ``deal``.

    {"removed_suit": "S",            # the suit out of the game
     "first_player": 0,              # who leads the first round (then it alternates)
     "rounds": [                     # per round, in order; later rounds come from the seed
       {"hands": [[9 codes], [9 codes]],
        "ea_pile": [10 codes],       # Ea-Nasir's face-down pile, top first
        "suits": {"players": ["B", "F"], "great": "M", "bad": "P"}}]}

Every key is optional; within a round, ``hands`` and ``ea_pile`` go together, and ``suits``
may be left to the seed.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

from rules.copper_trickster.deck import SUIT_NAMES, SUITS, copper_deck
from rules.core.cards import Card
from rules.core.tricks import check_deal

HIGHEST_RANK = 7  # only the 1 to 7 of each suit are used
HAND_SIZE = 9
EA_PILE_SIZE = 10
TRICKS = 9
DEAL_KEYS = ("removed_suit", "first_player", "rounds")
ROUND_KEYS = ("hands", "ea_pile", "suits")
SUIT_KEYS = ("players", "great", "bad")


@cache
def suits_in_play(removed_suit: str) -> tuple[str, ...]:
    return tuple(s for s in SUITS if s != removed_suit)


@cache
def cards_in_play(removed_suit: str) -> tuple[Card, ...]:
    """The 28 cards of a game: 1 to 7 of the four suits left."""
    return tuple(c for c in copper_deck() if c.suit != removed_suit and c.rank <= HIGHEST_RANK)


@dataclass(frozen=True, slots=True)
class RoundSuits:
    """The round's suit cards: each player's secret suit, and the great and bad slots'."""

    players: tuple[str, str]
    great: str
    bad: str


@dataclass(frozen=True, slots=True)
class RoundDeal:
    hands: tuple[tuple[Card, ...], tuple[Card, ...]]
    ea_pile: tuple[Card, ...]  # top first
    suits: RoundSuits


@dataclass(frozen=True, slots=True)
class FixedRound:
    """What a ``deal`` fixes of one round (None: drawn from the seed)."""

    cards: tuple[tuple[tuple[Card, ...], tuple[Card, ...]], tuple[Card, ...]] | None
    suits: RoundSuits | None


@dataclass(frozen=True, slots=True)
class FixedDeal:
    removed_suit: str | None
    first_player: int | None
    rounds: tuple[FixedRound, ...]


def game_chance(rng: random.Random, fixed: FixedDeal | None) -> tuple[str, int]:
    """The removed suit and the first round's first player."""
    removed = rng.choice(SUITS)
    first = rng.randrange(2)
    if fixed is not None:
        removed = fixed.removed_suit if fixed.removed_suit is not None else removed
        first = fixed.first_player if fixed.first_player is not None else first
    return removed, first


def round_deal(rng: random.Random, removed_suit: str, fixed: FixedRound | None) -> RoundDeal:
    """One round's hands, Ea-Nasir's pile and suit cards: what ``fixed`` gives, the rest drawn."""
    cards = list(cards_in_play(removed_suit))
    rng.shuffle(cards)
    suits = list(suits_in_play(removed_suit))
    rng.shuffle(suits)
    hands = (tuple(cards[:HAND_SIZE]), tuple(cards[HAND_SIZE : 2 * HAND_SIZE]))
    ea_pile = tuple(cards[2 * HAND_SIZE :])
    round_suits = RoundSuits((suits[0], suits[1]), suits[2], suits[3])
    if fixed is not None:
        if fixed.cards is not None:
            hands, ea_pile = fixed.cards
        if fixed.suits is not None:
            round_suits = fixed.suits
    return RoundDeal(hands, ea_pile, round_suits)


# --- reading a record's deal --------------------------------------------------------------------
def read_deal(deal: Mapping[str, Any]) -> FixedDeal:
    """What ``deal`` fixes; ``ValueError`` saying what is wrong if it is no legal deal."""
    unknown = sorted(set(deal) - set(DEAL_KEYS))
    if unknown:
        raise ValueError(f"unknown deal field(s) {', '.join(unknown)}; a deal has {', '.join(DEAL_KEYS)}")
    first = deal.get("first_player")
    if first is not None and (isinstance(first, bool) or first not in (0, 1)):
        raise ValueError(f"deal first_player must be seat 0 or 1, not {first!r}")
    rounds_raw = deal.get("rounds", [])
    if not _is_list(rounds_raw) or not all(isinstance(r, Mapping) for r in rounds_raw):
        raise ValueError("deal rounds must be a list of objects with hands, ea_pile and suits")
    removed = deal.get("removed_suit")
    if removed is None:
        removed = _infer_removed(rounds_raw)
    elif not isinstance(removed, str) or removed.upper() not in SUITS:
        raise ValueError(f"deal removed_suit must be one of {', '.join(SUITS)}, not {removed!r}")
    removed = removed.upper() if removed is not None else None
    rounds = tuple(_read_round(r, i + 1, removed) for i, r in enumerate(rounds_raw))
    return FixedDeal(removed, first, rounds)


def _infer_removed(rounds: Sequence[Mapping[str, Any]]) -> str | None:
    """The removed suit a deal leaves unsaid, from the suits its first round uses."""
    if not rounds:
        return None
    first = rounds[0]
    used: set[str] = set()
    for hand in (*_list_or_empty(first.get("hands")), first.get("ea_pile")):
        used.update(str(code).strip()[-1:].upper() for code in _list_or_empty(hand))
    suits = first.get("suits")
    if isinstance(suits, Mapping):
        named = (*_list_or_empty(suits.get("players")), suits.get("great"), suits.get("bad"))
        used.update(str(s).upper() for s in named)
    missing = [s for s in SUITS if s not in used]
    if len(missing) != 1:
        raise ValueError("deal removed_suit is missing and cannot be told from the first round: give it")
    return missing[0]


def _read_round(raw: Mapping[str, Any], number: int, removed: str | None) -> FixedRound:
    where = f"deal round {number}"
    unknown = sorted(set(raw) - set(ROUND_KEYS))
    if unknown:
        raise ValueError(
            f"{where}: unknown field(s) {', '.join(unknown)}; a round has {', '.join(ROUND_KEYS)}"
        )
    if ("hands" in raw) != ("ea_pile" in raw):
        raise ValueError(f"{where}: hands and ea_pile go together (they share out the 28 cards)")
    assert removed is not None  # a deal with rounds always has a removed suit by now
    cards = None
    if "hands" in raw:
        hands_raw = raw["hands"]
        if not _is_list(hands_raw) or len(hands_raw) != 2:
            raise ValueError(f"{where}: hands must list two hands of {HAND_SIZE} card codes")
        hands = tuple(_cards(h, f"{where} hand {i}", HAND_SIZE) for i, h in enumerate(hands_raw))
        ea_pile = _cards(raw["ea_pile"], f"{where} ea_pile", EA_PILE_SIZE)
        try:
            every = (*hands[0], *hands[1], *ea_pile)
            check_deal([every], cards_in_play(removed), 2 * HAND_SIZE + EA_PILE_SIZE)
        except ValueError as err:
            raise ValueError(
                f"{where}: {err} (a round uses the 1 to 7 of every suit but {SUIT_NAMES[removed]})"
            ) from None
        cards = ((hands[0], hands[1]), ea_pile)
    suits = _read_suits(raw["suits"], where, removed) if "suits" in raw else None
    return FixedRound(cards, suits)


def _read_suits(raw: Any, where: str, removed: str) -> RoundSuits:
    if not isinstance(raw, Mapping) or set(raw) != set(SUIT_KEYS):
        raise ValueError(f'{where}: suits must be {{"players": [suit, suit], "great": suit, "bad": suit}}')
    players = raw["players"]
    if not _is_list(players) or len(players) != 2:
        raise ValueError(f"{where}: suits players must list two suits, seat 0's then seat 1's")
    named = [*players, raw["great"], raw["bad"]]
    if not all(isinstance(s, str) and s.upper() in SUITS for s in named):
        raise ValueError(f"{where}: suits are letters among {', '.join(SUITS)}, not {named!r}")
    named = [s.upper() for s in named]
    if sorted(named) != sorted(suits_in_play(removed)):
        raise ValueError(
            f"{where}: the four suit cards must be {', '.join(suits_in_play(removed))}, each once "
            f"(not {', '.join(named)})"
        )
    return RoundSuits((named[0], named[1]), named[2], named[3])


def _cards(codes: Any, where: str, size: int) -> tuple[Card, ...]:
    if not _is_list(codes) or not all(isinstance(c, str) for c in codes):
        raise ValueError(f'{where} must be a list of card codes such as "5F"')
    if len(codes) != size:
        raise ValueError(f"{where} holds {len(codes)} cards; it must hold {size}")
    try:
        return tuple(copper_deck().card(c) for c in codes)
    except KeyError as err:
        raise ValueError(f"{where}: {err.args[0]}") from None


def _is_list(value: Any) -> bool:
    return isinstance(value, Sequence) and not isinstance(value, str)


def _list_or_empty(value: Any) -> Sequence[Any]:
    return value if _is_list(value) else ()


def to_deal(removed_suit: str, first_player: int, rounds: Sequence[RoundDeal]) -> dict[str, Any]:
    """A ``deal`` mapping that fixes these outcomes (for records and tests)."""
    return {
        "removed_suit": removed_suit,
        "first_player": first_player,
        "rounds": [
            {
                "hands": [[c.code for c in h] for h in r.hands],
                "ea_pile": [c.code for c in r.ea_pile],
                "suits": {"players": list(r.suits.players), "great": r.suits.great, "bad": r.suits.bad},
            }
            for r in rounds
        ],
    }
