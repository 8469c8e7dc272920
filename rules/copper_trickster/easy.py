"""A fast rule-based Copper Trickster player that plays its character with what it knows.

It values each suit by its character's scoring table: a suit on a slot it knows scores that
slot's points, a suit it does not know the average of the slots still open to it. From that:

- as the Supplier, it puts its strongest suit on the great slot;
- it discards what hurts it most to keep (high cards of suits it wants to avoid, low cards of
  suits it wants) and passes what it needs least and its receiver wants least;
- in the tricks it weighs, for each legal card, the chance of taking the trick against what the
  trick would be worth to it, so it chases tricks that pay and ducks those that hurt;
- as Nanni's Messenger it counts tricks: none up to the Revelation, then two.

It reads only its observation. Among equally good choices it picks at random from its own
seeded generator.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from rules.copper_trickster.characters import (
    BABYLONIAN_BUYER,
    EA_NASIR,
    MESSENGER,
    messenger_after_points,
    points_table,
)
from rules.copper_trickster.deck import SUITS, cards_without
from rules.copper_trickster.observation import GREAT_PHASE, PASS_PHASE, CopperTricksterObservation
from rules.core.bots import Budget
from rules.core.cards import Card
from rules.core.tricks import trick_winner

FOLLOW_SHARE = 0.7  # how much of the led suit's value each player still to play is expected to add
DUMP_SHARE = 0.3  # what handing a card to someone else's trick is worth (the negative of its value)
KEEP_SHARE = 0.5  # what keeping a card for later is worth, against playing it now


class EasyBot:
    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, observation: CopperTricksterObservation, budget: Budget | None = None) -> Any:
        obs = observation
        legal = obs.legal_actions
        if len(legal) == 1:
            return legal[0]
        if obs.phase == GREAT_PHASE:
            return self._best(legal, lambda a: _suit_strength(obs.hand, a.suit))
        if obs.phase == PASS_PHASE:
            return self._pass(obs, legal)
        return self._play(obs, legal)

    def _best(self, options: Sequence[Any], score: Callable[[Any], float]) -> Any:
        """The option with the highest ``score``; a tie is broken at random."""
        scores = [round(score(o), 6) for o in options]
        top = max(scores)
        best = [o for o, s in zip(options, scores) if s == top]
        return best[0] if len(best) == 1 else self.rng.choice(best)

    # --- discard and pass ------------------------------------------------------------------------
    def _pass(self, obs: CopperTricksterObservation, legal: Sequence[Any]) -> Any:
        if obs.character == MESSENGER:  # only a discard: shed the card likeliest to take a trick
            return self._best(legal, lambda a: a.card.rank)
        mine = suit_values(obs, obs.character)
        receiver = _receiver(obs)
        theirs = suit_values(obs, obs.characters[receiver])
        keep_me = {c: keep_value(c, mine) for c in obs.hand}
        keep_them = {c: keep_value(c, theirs) for c in obs.hand}
        return self._best(legal, lambda a: -keep_me[a.discard] - keep_me[a.passed] - keep_them[a.passed])

    # --- tricks ----------------------------------------------------------------------------------
    def _play(self, obs: CopperTricksterObservation, legal: Sequence[Any]) -> Any:
        me, n = obs.seat, obs.players
        values = suit_values(obs, obs.character)
        trump = obs.trump
        unseen = outstanding(obs)
        later = [(obs.leader + i) % n for i in range(len(obs.trick) + 1, n)]
        cards_later = sum(obs.hand_counts[s] for s in later)
        messenger = obs.character == MESSENGER
        worth_messenger = _messenger_worth(obs) if messenger else 0.0

        def score(action: Any) -> float:
            card = action.card
            plays = (*obs.trick, (me, card))
            led = plays[0][1].suit
            p_win = 0.0
            if trick_winner(plays, led, trump) == me:
                p_win = _hold_chance(card, led, trump, unseen, cards_later) if later else 1.0
            if messenger:
                # A sure loss sheds high cards while tricks hurt and keeps them while they pay.
                shed = 0.01 * card.rank if p_win == 0.0 else 0.0
                return p_win * worth_messenger + (shed if worth_messenger < 0 else -shed)
            worth = sum(values[c.suit] for _, c in plays) + FOLLOW_SHARE * len(later) * values[led]
            dump = -DUMP_SHARE * values[card.suit]
            return p_win * worth + (1.0 - p_win) * dump - KEEP_SHARE * keep_value(card, values)

        return self._best(legal, score)


def suit_values(obs: CopperTricksterObservation, character: str) -> dict[str, float]:
    """Points per card of each suit in play for ``character``, as far as this seat knows:
    a known slot's points, else the average over the slots this seat does not know."""
    table = points_table(character, obs.players)
    known = dict(obs.known)
    suits = [s for s in SUITS if s != obs.removed_suit]
    open_slots = [slot for slot in obs.slots if slot not in known]
    unknown = sum(table[slot] for slot in open_slots) / len(open_slots) if open_slots else 0.0
    values = dict.fromkeys(suits, unknown)
    for slot, suit in known.items():
        values[suit] = float(table[slot])
    return values


def keep_value(card: Card, values: Mapping[str, float]) -> float:
    """What holding ``card`` is worth: high cards take tricks of their suit, low ones duck them."""
    return values[card.suit] * (card.rank - 6.5) / 5.5


def _suit_strength(hand: Sequence[Card], suit: str) -> float:
    """How well this hand can take tricks of ``suit``: its length and its high cards."""
    return sum(1.0 + max(0, c.rank - 6) / 3.0 for c in hand if c.suit == suit)


def _receiver(obs: CopperTricksterObservation) -> int:
    """Where this seat's pass goes: left, except the 5-player Babylonian Buyer's, to Ea-Nasir."""
    if obs.players == 5 and obs.character == BABYLONIAN_BUYER:
        return obs.characters.index(EA_NASIR)
    return (obs.seat + 1) % obs.players


def outstanding(obs: CopperTricksterObservation) -> list[Card]:
    """Cards this seat has not seen played, held or set aside (some are others' discards)."""
    seen = set(obs.hand)
    seen.update(obs.played_cards())
    seen.update(c for c in (obs.my_discard, obs.trump_card) if c is not None)
    return [c for c in cards_without(obs.removed_suit) if c not in seen]


def _hold_chance(card: Card, led: str, trump: str | None, outstanding: list[Card], cards_later: int) -> float:
    """The chance that no card still to come beats ``card``, if the beaters were spread evenly."""
    if trump is not None and card.suit == trump:
        beaters = sum(1 for c in outstanding if c.suit == trump and c.rank > card.rank)
    else:
        beaters = sum(1 for c in outstanding if c.suit == led and c.rank > card.rank)
        if trump is not None:
            beaters += sum(1 for c in outstanding if c.suit == trump) // 3  # a void may trump it
    if not beaters or not outstanding:
        return 1.0
    return max(0.0, 1.0 - beaters / len(outstanding)) ** max(1, cards_later)


def _messenger_worth(obs: CopperTricksterObservation) -> float:
    """What taking the trick in play is worth to the Messenger."""
    if obs.trick_no <= obs.revelation_after:
        return -2.0
    after = obs.tricks_after[obs.seat]
    return float(messenger_after_points(after + 1) - messenger_after_points(after))
