"""Assassin's Trick's fast rollout policy for search: bids read off the sampled state.

Search plans against these bids: the playouts make them, and at a simultaneous bid the other
seats follow them while the search has seen the position little (``SearchConfig.policy_prior``).
So the policy is a small population of bidders rather than one: most bids are the easy bot's
(``rules.assassins_trick.easy``, from the same public facts), the rest a plain rule, the card
nearest the prize's value plus 0, 1 or 2. Planning against the easy bid alone made a search that
beat the easy bot and lost to such a rule; measured at 100 iterations a move over 24 games each,
the search's win rate against easy / random / value / value+1 / value+2 bidders was 0.96 / 0.79 /
0.67 / 0.29 / 0.08 with easy bids only, and 1.00 / 0.92 / 0.67 / 0.69 / 0.50 with a quarter of
plain-rule bids.

Once bids have been turned up, the search reads them (``rules.assassins_trick.inference``): each
sample it deals carries a bidding habit for every other seat (``state.bidder_styles``), drawn by
how well each habit explains that seat's bids so far, and the playouts bid that way for it.

Every fact is plain to read on a state: a rival may bid any card in its hand or the bid it has
laid (the same cards ``possible_cards`` works out from its suit and its revealed bids), and the
prizes not yet seen are the prize deck and the card set aside. Reading them off the state instead
of building an observation is what makes a playout fast.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TYPE_CHECKING

from rules.assassins_trick.actions import bid_actions
from rules.assassins_trick.deck import is_joker
from rules.assassins_trick.easy import easy_bid
from rules.core.actions import CardAction
from rules.core.bots import RolloutPolicy
from rules.core.cards import Card

if TYPE_CHECKING:
    from rules.assassins_trick.state import AssassinsTrickState

EASY_SHARE = 0.75  # the share of the bids the easy rule makes
# The bidding habits a search's reading may draw for a seat (``rules.assassins_trick.inference``).
EASY, UNIFORM = "easy", "uniform"
VALUE_OVERS = {"value0": 0, "value1": 1, "value2": 2}  # the plain rule: the prize's value plus 0, 1 or 2
VALUE_OVER = len(VALUE_OVERS)  # the plain rule's margins, drawn at random where no habit was read


def value_bid(hand: Sequence[Card], prize: Card, over: int) -> Card:
    """The card nearest the prize's influence plus ``over`` (the higher at a tie), an Assassin
    only when nothing else is left: one fixed rule."""
    target = prize.rank + over
    cards = [c for c in hand if c.rank > 0] or list(hand)
    return min(cards, key=lambda c: (abs(c.rank - target), -c.rank))


def rollout_policy(seed: int, easy_share: float = EASY_SHARE) -> RolloutPolicy:
    """A bid for ``seat`` in a sampled ``AssassinsTrickState`` (``GameInfo.rollout``).

    Where the sample carries a bidding habit for the seat (``state.bidder_styles``, drawn by the
    search's reading of its revealed bids), the habit's bid: the easy one, the plain rule's with
    its margin, or any card at random. Elsewhere (the searching seat itself, a state dealt with no
    reading) the easy bid with probability ``easy_share``, else the plain rule's with a margin of
    0, 1 or 2. With ``easy_share`` 1 and no habits it bids exactly as ``EasyBot(seed)``."""
    rng = random.Random(seed)
    bids = bid_actions()

    def policy(state: AssassinsTrickState, seat: int) -> CardAction:
        hands = state.hands
        hand = hands[seat]
        if len(hand) == 1:
            return bids.for_card(hand[0])
        prize = state.prize
        assert prize is not None  # a seat bids only while a prize is up
        styles = state.bidder_styles
        style = styles[seat] if styles is not None else None
        if style is not None and style != EASY:  # the habit the search's reading drew for it
            if style == UNIFORM:
                return bids.for_card(hand[int(rng.random() * len(hand))])
            return bids.for_card(value_bid(hand, prize, VALUE_OVERS[style]))
        if style is None and easy_share < 1.0 and rng.random() >= easy_share:
            return bids.for_card(value_bid(hand, prize, int(rng.random() * VALUE_OVER)))
        laid = state.bids
        rivals = [hands[s] if (bid := laid[s]) is None else [*hands[s], bid] for s in range(len(hands)) if s != seat]
        to_come = [c.rank for c in (*state.prize_deck, state.set_aside) if not is_joker(c)]
        return bids.for_card(easy_bid(hand, rivals, prize, to_come, len(state.prize_deck), rng))

    return policy
