"""Assassin's Trick's fast rollout policy for search: the easy bid, read off the sampled state.

The easy bot (``rules.assassins_trick.easy``) decides from public facts only, and every one of
them is plain to read on a state: a rival may bid any card in its hand or the bid it has laid
(the same cards ``possible_cards`` works out from its suit and its revealed bids), and the
prizes not yet seen are the prize deck and the card set aside. Reading them off the state
instead of building an observation is what makes a playout fast.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from rules.assassins_trick.actions import bid_actions
from rules.assassins_trick.deck import is_joker
from rules.assassins_trick.easy import easy_bid
from rules.core.actions import CardAction
from rules.core.bots import RolloutPolicy

if TYPE_CHECKING:
    from rules.assassins_trick.state import AssassinsTrickState


def rollout_policy(seed: int) -> RolloutPolicy:
    """The easy bid for ``seat`` in a sampled ``AssassinsTrickState`` (``GameInfo.rollout``)."""
    rng = random.Random(seed)  # as EasyBot(seed): the same seed bids the same
    bids = bid_actions()

    def policy(state: AssassinsTrickState, seat: int) -> CardAction:
        hands = state.hands
        hand = hands[seat]
        if len(hand) == 1:
            return bids.for_card(hand[0])
        laid = state.bids
        rivals = [hands[s] if laid[s] is None else [*hands[s], laid[s]] for s in range(len(hands)) if s != seat]
        to_come = [c.rank for c in (*state.prize_deck, state.set_aside) if not is_joker(c)]
        prize = state.prize
        assert prize is not None  # a seat bids only while a prize is up
        return bids.for_card(easy_bid(hand, rivals, prize, to_come, len(state.prize_deck), rng))

    return policy
