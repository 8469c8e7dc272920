"""A fast rule-based player of The Trickster Proposition.

It reads its observation only. From its own suit and whatever slot it has looked at, it works
out what each suit is probably worth to itself, to the opponent and to Ea-Nasir (a suit it cannot
place is equally likely to be any role still open). Every choice is then scored by how the trick's
three cards would be shared out if both players sort sensibly: its own gain, minus the opponent's,
minus a share of Ea-Nasir's (he can win rounds too). A bribe earns a bonus for what the peek is
worth, more so early in the round. Ties are broken by its own seeded generator.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from functools import lru_cache
from typing import Any, Protocol

from rules.copper_trickster.quality import BAD, GREAT
from rules.core.bots import Budget
from rules.core.cards import Card
from rules.trickster_proposition.deal import TRICKS, suits_in_play
from rules.trickster_proposition.observation import TricksterPropositionObservation
from rules.trickster_proposition.scoring import (
    BAD_POINTS,
    EA_PLAYER_SUIT_POINTS,
    GREAT_POINTS,
    OPPONENT_SUIT_POINTS,
    OWN_SUIT_POINTS,
)

EA_WEIGHT = 0.5  # how much Ea-Nasir's gain counts against us (he competes for the round)
PEEK_BONUS = 3.0  # what looking at a slot is worth on the first trick; it shrinks to the last
RANK_COST = 0.05  # spending a high card costs a little: it could win a later trick
PREFERRED_PEEK = BAD  # knowing the bad suit is worth most: it is the only suit that costs
BRIBE_COST = 0.02  # a bribe that brings nothing more than a play is not worth spending

OPP, GREAT_ROLE, BAD_ROLE = "opp", "great", "bad"
# Per role of a suit (not ours): points to us, to the opponent, to Ea-Nasir.
ROLE_VALUES: dict[str, tuple[int, int, int]] = {
    OPP: (OPPONENT_SUIT_POINTS, OWN_SUIT_POINTS, EA_PLAYER_SUIT_POINTS),
    GREAT_ROLE: (GREAT_POINTS, GREAT_POINTS, GREAT_POINTS),
    BAD_ROLE: (BAD_POINTS, BAD_POINTS, BAD_POINTS),
}
MINE_VALUES = (OWN_SUIT_POINTS, OPPONENT_SUIT_POINTS, EA_PLAYER_SUIT_POINTS)
SLOT_ROLE = {GREAT: GREAT_ROLE, BAD: BAD_ROLE}

Values = tuple[float, float, float]  # to us, to the opponent, to Ea-Nasir


class Seen(Protocol):
    """What the easy bot reads: the fields of a seat's observation it uses. The observation is
    one; the rollout policy (``rules.trickster_proposition.rollout``) reads the same fields off a
    sampled state for the seat to move, nothing that seat could not see."""

    @property
    def seat(self) -> int: ...
    @property
    def phase(self) -> str: ...
    @property
    def my_suit(self) -> str: ...
    @property
    def known(self) -> tuple[tuple[str, str], ...]: ...
    @property
    def player_suits(self) -> tuple[str | None, ...]: ...
    @property
    def removed_suit(self) -> str: ...
    @property
    def sorting(self) -> Sequence[Card]: ...
    @property
    def trick(self) -> Sequence[tuple[int, Card]]: ...
    @property
    def ea_card(self) -> Card | None: ...
    @property
    def trick_no(self) -> int: ...




def suit_values(obs: Seen) -> dict[str, Values]:
    """What a card of each suit in play is worth to us, the opponent and Ea-Nasir, on average
    over the roles the unknown suits may have."""
    return dict(_values(obs))


def _values(obs: Seen) -> dict[str, Values]:
    """``suit_values``, shared: not to be changed by the caller."""
    return _suit_values(obs.my_suit, tuple(obs.known), obs.player_suits[1 - obs.seat], obs.removed_suit)


@lru_cache(maxsize=1024)
def _suit_values(mine: str, known: tuple[tuple[str, str], ...], other: str | None, removed: str) -> dict[str, Values]:
    """``suit_values`` from the few facts it depends on (a round offers only a handful)."""
    out: dict[str, Values] = {mine: MINE_VALUES}
    pinned = {suit: SLOT_ROLE[slot] for slot, suit in known}
    if other is not None:
        pinned[other] = OPP
    open_roles = [r for r in ROLE_VALUES if r not in pinned.values()]
    for suit in suits_in_play(removed):
        if suit == mine:
            continue
        role = pinned.get(suit)
        if role is not None:
            out[suit] = ROLE_VALUES[role]
            continue
        n = len(open_roles)
        out[suit] = (
            sum(ROLE_VALUES[r][0] for r in open_roles) / n,
            sum(ROLE_VALUES[r][1] for r in open_roles) / n,
            sum(ROLE_VALUES[r][2] for r in open_roles) / n,
        )
    return out


def keep_choice(a: Values, b: Values, me: int) -> int:
    """Which of two cards (0 or 1) a winner keeps: its gain over the other player's.
    ``me`` is 0 when we are the winner, 1 when the opponent is."""
    other = 1 - me
    return 0 if a[me] - b[other] >= b[me] - a[other] else 1


def sort_outcome(cards: Sequence[Values], we_win: bool) -> float:
    """Our net gain from a trick's three cards if both players sort sensibly: what we get,
    minus what the opponent gets, minus a share of what Ea-Nasir gets."""
    return _sort_outcome(cards[0], cards[1], cards[2], we_win)


@lru_cache(maxsize=4096)
def _sort_outcome(ea_card: Values, lead: Values, follow: Values, we_win: bool) -> float:
    """``sort_outcome`` of one trick's cards, remembered: the values of a suit take only a few
    forms (a role, or an average over the open roles), so the same tricks come back all the time,
    and search's playouts ask thousands of times a second."""
    cards = (ea_card, lead, follow)
    loser = 1 if we_win else 0  # index into Values of the loser's own gain
    winner = 1 - loser
    best_for_loser = None
    best_net = 0.0
    for g in range(3):
        a, b = [cards[i] for i in range(3) if i != g]
        kept, left = (a, b) if keep_choice(a, b, winner) == 0 else (b, a)
        ea = EA_WEIGHT * cards[g][2]
        loser_net = left[loser] - kept[winner] - ea
        if best_for_loser is None or loser_net > best_for_loser:
            best_for_loser = loser_net
            ours, theirs = (kept, left) if we_win else (left, kept)
            best_net = ours[0] - theirs[1] - ea
    return best_net


class EasyBot:
    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, observation: TricksterPropositionObservation, budget: Budget | None = None) -> Any:
        return self.decide(observation, observation.legal_actions, observation.unseen_cards)

    def decide(self, obs: Seen, legal: Sequence[Any], unseen: Callable[[], list[Card]]) -> Any:
        """The choice among ``legal`` from what ``obs`` shows; ``unseen()`` lists the cards the
        seat has not seen this round, in deck order (asked for only when leading)."""
        if len(legal) == 1:
            return legal[0]
        values = _values(obs)
        if obs.phase == "give":
            return self._best(legal, lambda a: self._give_score(obs, values, a.card))
        if obs.phase == "keep":
            return self._best(legal, lambda a: self._keep_score(obs, values, a.card))
        if not obs.trick:
            return self._lead(obs, values, legal, unseen())
        return self._follow(obs, values, legal)

    def _best(self, actions: Sequence[Any], score: Any) -> Any:
        scores = [round(score(a), 9) for a in actions]
        top = max(scores)
        best = [a for a, s in zip(actions, scores) if s == top]
        return best[0] if len(best) == 1 else self.rng.choice(best)

    # --- sorting --------------------------------------------------------------------------------
    def _give_score(self, obs: Seen, values: dict[str, Values], give: Card) -> float:
        """We lost: send ``give`` to Ea-Nasir; the opponent keeps what suits it, we get the rest."""
        a, b = [values[c.suit] for c in obs.sorting if c is not give]
        kept, left = (a, b) if keep_choice(a, b, 1) == 0 else (b, a)
        return left[0] - kept[1] - EA_WEIGHT * values[give.suit][2]

    def _keep_score(self, obs: Seen, values: dict[str, Values], keep: Card) -> float:
        (other,) = [c for c in obs.sorting if c is not keep]
        return values[keep.suit][0] - values[other.suit][1]

    # --- playing --------------------------------------------------------------------------------
    def _follow(self, obs: Seen, values: dict[str, Values], legal: Sequence[Any]) -> Any:
        lead = obs.trick[0][1]
        ea = values[obs.ea_card.suit]  # type: ignore[union-attr]
        peek = PEEK_BONUS * (TRICKS - obs.trick_no) / (TRICKS - 1)

        def score(action: Any) -> float:
            card = action.card
            cards = (ea, values[lead.suit], values[card.suit])
            if action.verb == "bribe":
                bonus = peek - BRIBE_COST + (0.01 if action.slot == PREFERRED_PEEK else 0.0)
                return _sort_outcome(*cards, False) + bonus - RANK_COST * card.rank
            wins = card.suit == lead.suit and card.rank > lead.rank
            return _sort_outcome(*cards, wins) - RANK_COST * card.rank

        return self._best(legal, score)

    def _lead(self, obs: Seen, values: dict[str, Values], legal: Sequence[Any], unseen: list[Card]) -> Any:
        """Lead the card whose trick looks best on average over the cards the opponent may hold."""
        ea = values[obs.ea_card.suit]  # type: ignore[union-attr]
        total = len(unseen)
        ranks: dict[str, list[int]] = {}  # the unseen cards' ranks by suit
        for c in unseen:
            ranks.setdefault(c.suit, []).append(c.rank)

        def score(action: Any) -> float:
            card = action.card
            if not total:
                return -RANK_COST * card.rank
            mine = values[card.suit]
            expected = 0.0
            for suit, held in ranks.items():
                theirs = values[suit]
                beats = sum(1 for r in held if r > card.rank) if suit == card.suit else 0
                if beats:  # the opponent may answer with a higher card of the led suit
                    expected += beats * _sort_outcome(ea, mine, theirs, False)
                if len(held) > beats:
                    expected += (len(held) - beats) * _sort_outcome(ea, mine, theirs, True)
            return expected / total - RANK_COST * card.rank

        return self._best(legal, score)
