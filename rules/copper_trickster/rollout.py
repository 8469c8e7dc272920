"""The Copper Trickster's fast playout policy for search, read straight off a sampled state.

Each seat plays its own character with what that character knows: a suit on a slot it knows is
worth that slot's points, any other suit the average of the slots still open to it (the easy
bot's ``suit_values``, here cached per character and knowledge). Search hands this policy only
states dealt consistently with the searching seat's view, so it may read the other hands: a card
"takes the trick" when no seat still to play holds a card that beats it.

- The Supplier puts its strongest suit on the great slot.
- Discard and pass: the card it misses least goes down; the card it and its receiver miss least
  is passed (the two chosen apart, then the best of the few pairs they allow).
- Tricks: each card's sure win or loss against what the trick is worth (the cards in it and a
  share of what the later seats will add), less what keeping the card is worth; the Messenger
  counts tricks instead.

Ties are broken by a generator seeded from the factory's seed.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from functools import cache
from types import MappingProxyType
from typing import Any

from rules.copper_trickster.actions import great_actions, pass_actions
from rules.copper_trickster.characters import (
    MESSENGER,
    messenger_after_points,
    points_table,
    sees,
)
from rules.copper_trickster.deck import discard_actions
from rules.copper_trickster.easy import DUMP_SHARE, FOLLOW_SHARE, KEEP_SHARE, keep_value
from rules.copper_trickster.observation import GREAT_PHASE, PASS_PHASE
from rules.copper_trickster.quality import slots_for
from rules.copper_trickster.state import CopperTricksterState
from rules.core.cards import Card

BEATEN = 0.25  # the chance to keep a trick that a later seat could take, if it chose to
PASS_PAIRS = 2  # discards and passes paired up when playing
RANKED_PAIRS = 4  # ... when ranking the candidates for a search


class CopperTricksterRollout:
    """``policy(state, seat) -> action``: one of ``state.legal_actions(seat)``."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def __call__(self, state: CopperTricksterState, seat: int) -> Any:
        return self._pick(*self._options(state, seat, PASS_PAIRS))

    def ranked(self, state: CopperTricksterState, seat: int) -> list[Any]:
        """The moves this policy weighs for ``seat``, its favourite first: the order in which a
        search may widen its candidates (a discard and pass among more pairs than it plays)."""
        options, scores = self._options(state, seat, RANKED_PAIRS)
        return [options[i] for i in sorted(range(len(options)), key=lambda i: -scores[i])]

    def _options(self, state: CopperTricksterState, seat: int, pairs: int) -> tuple[Sequence[Any], list[float]]:
        phase = state.phase
        if phase == GREAT_PHASE:
            return self._great(state, seat)
        if phase == PASS_PHASE:
            return self._pass(state, seat, pairs)
        return self._play(state, seat)

    def _pick(self, options: Sequence[Any], scores: list[float]) -> Any:
        top = max(scores)
        best = [o for o, s in zip(options, scores) if s >= top - 1e-9]
        return best[0] if len(best) == 1 else best[int(self.rng.random() * len(best))]

    # --- knowledge ------------------------------------------------------------------------------
    def values(self, state: CopperTricksterState, seat: int) -> Mapping[str, float]:
        """Points per card of each suit for ``seat``'s character, as far as it knows."""
        character = state.characters[seat]
        players = state.players
        if state.revealed or not state.assignment:
            known = state.assignment
        else:
            seen = sees(character, players)
            known = tuple(pair for pair in state.assignment if pair[0] in seen)
        return suit_values(character, players, known, state.suits)

    # --- the great suit -------------------------------------------------------------------------
    def _great(self, state: CopperTricksterState, seat: int) -> tuple[Sequence[Any], list[float]]:
        strength = dict.fromkeys(state.suits, 0.0)
        for c in state.hands[seat]:
            strength[c.suit] += 1.0 + max(0, c.rank - 6) / 3.0
        greats = great_actions()
        options = [greats[s] for s in state.suits]
        return options, [strength[a.suit] for a in options]

    # --- discard and pass -----------------------------------------------------------------------
    def _pass(self, state: CopperTricksterState, seat: int, pairs: int) -> tuple[Sequence[Any], list[float]]:
        """The pairs of the ``pairs`` discards it misses least and the ``pairs`` passes it and
        its receiver miss least (the Messenger: each discard)."""
        hand = state.hands[seat]
        mine = self.values(state, seat)
        if state.pass_to[seat] is None:  # the Messenger only discards: its likeliest trick-taker
            discards = discard_actions().actions
            discarding = [discards[c.index] for c in hand]
            return discarding, [float(a.card.rank) for a in discarding]
        receiver = state.pass_to[seat]
        theirs = self.values(state, receiver)  # type: ignore[arg-type]
        keep = {c: keep_value(c, mine) for c in hand}
        rng = self.rng
        discard_order = sorted(hand, key=lambda c: (keep[c], rng.random()))[:pairs]
        passable = state.passable(seat)
        pass_order = sorted(passable, key=lambda c: (keep[c] + keep_value(c, theirs), rng.random()))[:pairs]
        table = pass_actions()
        options: list[Any] = []
        scores: list[float] = []
        for d in discard_order:
            for p in pass_order:
                if d is not p:
                    options.append(table[d.index][p.index])
                    scores.append(-keep[d] - keep[p] - keep_value(p, theirs))
        if not options:  # a hand of two cards passable only as the discard: any legal pair
            return state.legal_actions(seat)[:1], [0.0]
        return options, scores

    # --- tricks ---------------------------------------------------------------------------------
    def _play(self, state: CopperTricksterState, seat: int) -> tuple[Sequence[Any], list[float]]:
        legal = state.legal_actions(seat)
        if len(legal) == 1:
            return legal, [0.0]
        n = state.players
        trick = state.trick
        trump = state.trump
        led = trick[0][1].suit if trick else None
        later = [(seat + i) % n for i in range(1, n - len(trick))]
        hands = state.hands
        messenger = state.characters[seat] == MESSENGER
        values = self.values(state, seat)
        if messenger:
            if state.trick_no <= state.revelation_after:
                worth_messenger = -2.0
            else:
                after = state.tricks_after[seat]
                worth_messenger = float(messenger_after_points(after + 1) - messenger_after_points(after))
        in_trick = sum(values[c.suit] for _, c in trick)
        # The best card so far: (by trump, rank).
        best_trump = max((c.rank for _, c in trick if c.suit == trump), default=-1) if trump else -1
        best_led = max((c.rank for _, c in trick if c.suit == led), default=-1) if led else -1
        scores = []
        for action in legal:
            card = action.card
            suit = card.suit
            lead = led or suit
            if trump is not None and suit == trump:
                wins_now = card.rank > best_trump
            else:
                wins_now = best_trump < 0 and suit == lead and card.rank > best_led
            p_win = 0.0
            if wins_now:
                p_win = BEATEN if _beaten(card, lead, trump, later, hands) else 1.0
            if messenger:
                shed = 0.01 * card.rank if p_win == 0.0 else 0.0
                scores.append(p_win * worth_messenger + (shed if worth_messenger < 0 else -shed))
                continue
            worth = in_trick + values[suit] + FOLLOW_SHARE * len(later) * values[lead]
            dump = -DUMP_SHARE * values[suit]
            scores.append(p_win * worth + (1.0 - p_win) * dump - KEEP_SHARE * keep_value(card, values))
        return legal, scores


@cache
def suit_values(
    character: str, players: int, known: tuple[tuple[str, str], ...], suits: tuple[str, ...]
) -> Mapping[str, float]:
    """Points per card of each suit in play for ``character`` knowing the (slot, suit) pairs
    ``known``: a known slot's points, else the average of the slots it does not know."""
    table = points_table(character, players)
    known_slots = {slot for slot, _ in known}
    open_slots = [s for s in slots_for(players) if s not in known_slots]
    unknown = sum(table[s] for s in open_slots) / len(open_slots) if open_slots else 0.0
    values = dict.fromkeys(suits, unknown)
    for slot, suit in known:
        values[suit] = float(table[slot])
    return MappingProxyType(values)


def _beaten(card: Card, led: str, trump: str | None, later: list[int], hands: list[list[Card]]) -> bool:
    """Whether a seat still to play holds a card that beats ``card`` (following suit if it can)."""
    for s in later:
        hand = hands[s]
        follows = any(c.suit == led for c in hand)
        for c in hand:
            if card.suit == trump:
                if c.suit == trump and c.rank > card.rank and (not follows or led == trump):
                    return True
            elif follows:
                if c.suit == led and c.rank > card.rank:
                    return True
            elif trump is not None and c.suit == trump:
                return True
    return False

