"""Determinization: a full Assassin's Trick state consistent with one seat's observation.

Every hand follows from public facts (``observation.possible_cards``); what a seat cannot see is
the order of the prize deck, the card set aside and the other seats' bids while the bids are
still coming in. A bid another seat has laid for the current prize is *not* drawn at random: the
sampled state has it back in that seat's hand with the seat to bid again, so a search decides it
as the simultaneous choice it is, instead of answering one random bid (which makes any bid look
good against an opponent who bids at random).
"""

from __future__ import annotations

import random
from typing import Any

from rules.assassins_trick.observation import AssassinsTrickObservation, possible_cards, unseen_prizes


def pending_seats(obs: AssassinsTrickObservation) -> tuple[int, ...]:
    """The other seats whose bid for the current prize is down but hidden: the sampled state
    has them bid again."""
    if obs.is_over:
        return ()
    return tuple(s for s in range(obs.players) if s != obs.seat and obs.has_bid[s])


def sample_state(cls: Any, obs: AssassinsTrickObservation, rng: random.Random) -> Any:
    """A ``cls`` state (``AssassinsTrickState``) ``obs`` could come from, the other seats' hidden
    bids taken back (``pending_seats``)."""
    new = cls(obs.players, {"jokers": obs.jokers}, rng.randrange(2**31))
    new.hand_suits, new.prize_suit = obs.hand_suits, obs.prize_suit
    new.hands, new.bids = [], []
    for seat in range(obs.players):
        if seat == obs.seat:
            new.hands.append(list(obs.hand))
            new.bids.append(obs.my_bid)
        else:
            new.hands.append(possible_cards(obs, seat))  # its hidden bid back in hand
            new.bids.append(None)
    unseen = unseen_prizes(obs)
    rng.shuffle(unseen)
    new.set_aside = obs.set_aside if obs.set_aside is not None else unseen.pop()
    new.prize_deck = unseen  # what is left: the face-down prizes
    new.prize = obs.prize
    new.won = [list(w) for w in obs.won]
    new.taken_to_hand = [list(t) for t in obs.taken_to_hand]
    new.scores = list(obs.scores)
    new.discard = list(obs.discard)
    new.history = list(obs.history)
    new.over = obs.is_over
    # Everyone bids at once, listed from seat 0: the seats with no bid down are to move.
    new._to_move = () if obs.is_over else tuple(s for s in range(obs.players) if new.bids[s] is None)
    new._legal = [None] * obs.players
    new._start_events = []
    return new
