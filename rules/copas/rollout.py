"""Copas' fast playout policy for search: the easy bot's rules, read straight off a state.

Search plays thousands of rounds a decision, so this policy builds no observation. It runs only
on states the search dealt consistently with the searching seat's view, so reading the other
hands of such a sampled state is fair, and it makes the playouts sharper:

- lead the lowest card of a suit in which the other hands hold the most higher cards (a Cup only
  when someone can still go over it);
- follow by ducking under the winning card as high as is safe; when no later hand can go over
  even the lowest card we may play, take the trick with the highest;
- when void, throw the highest Cup, else the highest card, from a short suit first.

"Low" and "high" count the other hands' cards of the suit a card stands above, not its printed
rank (which only breaks ties), so two cards with none of those between them are played alike
whichever of them a hand holds (``rules.copas.equivalent``). A suit's ranks are counted as
bits of an int (a rank is 0 to 9), so a count above or below a card is one ``bit_count``: the
playout chooses a card tens of times an iteration.

Ties are broken by a generator seeded from the factory's seed.
"""

from __future__ import annotations

import random

from rules.copas.deck import CUPS
from rules.copas.scoring import CUPS_IN_DECK
from rules.copas.state import CopasState
from rules.core.actions import CardAction


# How often a seat's pending 10 Cups come to count: it takes a Cup in the bonus round more often
# than not (a search seat keeps clear of every Cup in about 46% of its rounds, an easy one 34%).
PENDING_COUNTS = 0.6


def pending_cups(state: CopasState) -> tuple[float, ...]:
    """What a round's end leaves owing (``GameInfo.round_carry``): all 10 Cups score 0 in their
    round, but wait on the bonus round, where one Cup taken makes them count."""
    return tuple(CUPS_IN_DECK * PENDING_COUNTS if seat == state.pending_bonus else 0.0 for seat in range(state.players))


class CopasRollout:
    """``policy(state, seat) -> action``: one of ``state.legal_actions(seat)``."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def __call__(self, state: CopasState, seat: int) -> CardAction:
        legal = state.legal_actions(seat)
        if len(legal) == 1:
            return legal[0]
        scores = self._scores(state, seat, legal)
        top = max(scores)
        best = [a for a, s in zip(legal, scores) if s == top]
        return best[0] if len(best) == 1 else best[int(self.rng.random() * len(best))]

    def ranked(self, state: CopasState, seat: int) -> list[CardAction]:
        """``seat``'s legal plays, this policy's favourite first: the order in which a search
        may widen its candidates."""
        legal = state.legal_actions(seat)
        if len(legal) == 1:
            return legal
        scores = self._scores(state, seat, legal)
        return [legal[i] for i in sorted(range(len(legal)), key=lambda i: -scores[i])]

    def _scores(self, state: CopasState, seat: int, legal: list[CardAction]) -> list[float]:
        """Each legal play's score; the policy plays the highest."""
        if not state.trick:
            return self._lead(state, seat, legal)
        led = state.led_suit
        if legal[0].card.suit == led:
            return self._follow(state, seat, legal, led)
        return self._discard(state, seat, legal)

    def _lead(self, state: CopasState, seat: int, legal: list[CardAction]) -> list[float]:
        """A sure loser if there is one (some other hand holds only higher cards of its suit),
        else the lowest card of the suit where the other hands hold most cards above it."""
        others: dict[str, int] = {}  # per suit, the other hands' ranks as bits
        highest_low: dict[str, int] = {}  # per suit, the highest of each other hand's lowest rank
        for s, hand in enumerate(state.hands):
            if s != seat:
                low: dict[str, int] = {}
                for c in hand:
                    suit, rank = c.suit, c.rank
                    others[suit] = others.get(suit, 0) | 1 << rank
                    if rank < low.get(suit, 99):
                        low[suit] = rank
                for suit, rank in low.items():
                    if rank > highest_low.get(suit, -1):
                        highest_low[suit] = rank
        scores = []
        for a in legal:
            card = a.card
            suit, rank = card.suit, card.rank
            bits = others.get(suit, 0)
            higher = (bits >> (rank + 1)).bit_count()
            sure = highest_low.get(suit, -1) > rank
            penalty = 10 if suit == CUPS and higher == 0 else 0
            below = (bits & ((1 << rank) - 1)).bit_count()
            scores.append(higher + (20 if sure else 0) - 0.1 * below - 0.001 * rank - penalty)
        return scores

    def _follow(self, state: CopasState, seat: int, legal: list[CardAction], led: str) -> list[float]:
        """Duck as high as is safe: under the winning card, or under every card of the suit a
        later hand holds (it must go over); when nothing ducks, the lowest if a later hand may
        still go over it, else the highest (the trick is ours anyway)."""
        winning = max(c.rank for _, c in state.trick if c.suit == led)
        later = state.players - len(state.trick) - 1
        s = seat
        hands = state.hands
        following = state._next_seat
        forced = -1  # a later hand holding only higher cards of the suit goes over anything below
        over = -1  # the highest card of the suit a later hand holds
        for _ in range(later):
            s = following[s]
            low = 99
            for c in hands[s]:
                if c.suit == led:
                    rank = c.rank
                    if rank < low:
                        low = rank
                    if rank > over:
                        over = rank
            if low != 99 and low > forced:
                forced = low
        safe = max(winning, forced)
        scores = []
        for a in legal:
            rank = a.card.rank
            if rank < safe:
                scores.append(1000.0 + rank)  # a duck, the highest first
            elif over > rank:
                scores.append(500.0 - rank)  # someone after us may still go over: the lowest first
            else:
                scores.append(float(rank))  # we take it anyway: shed the highest
        return scores

    def _discard(self, state: CopasState, seat: int, legal: list[CardAction]) -> list[float]:
        """The highest Cup, else the highest card, a short suit first (to become void sooner).
        'Highest' counts the other hands' cards of its suit below it, not its printed rank: a
        card nobody can go under is no danger, however high it is printed."""
        counts: dict[str, int] = {}
        for c in state.hands[seat]:
            counts[c.suit] = counts.get(c.suit, 0) + 1
        others: dict[str, int] = {}  # per suit, the other hands' ranks as bits
        for s, hand in enumerate(state.hands):
            if s != seat:
                for c in hand:
                    others[c.suit] = others.get(c.suit, 0) | 1 << c.rank
        scores = []
        for a in legal:
            card = a.card
            suit, rank = card.suit, card.rank
            below = (others.get(suit, 0) & ((1 << rank) - 1)).bit_count()
            scores.append((1000.0 if suit == CUPS else 0.0) + below * 20 - counts[suit] + 0.01 * rank)
        return scores
