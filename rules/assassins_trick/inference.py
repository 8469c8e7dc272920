"""What the others' revealed bids say about how they bid: search's reading of an Assassin's Trick
table.

Every card in Assassin's Trick is public but the prize order and the bids still face down, so
what a search must guess is not where the cards are but how the others choose their bids. Its
playouts bid for them (``rules.assassins_trick.rollout``), and a playout that bids the wrong way
plans against the wrong table: planning against sensible bidders loses to a table that bids at
random (a search that assumed sensible bidders won 0.41 of 3-player games against random ones,
where the easy bot, which assumes nothing, won 0.59).

So this reading weighs, for each other seat, a few bidding habits (``STYLES``) by how well each
explains the bids that seat has turned up so far, from the facts that seat had when it bid
(every one of them public afterwards):

- ``easy``: the project's easy bot, which bids any card close to its best guess
  (``easy.near_bids``);
- ``value0``, ``value1``, ``value2``: the card nearest the prize's value plus 0, 1 or 2
  (``rollout.value_bid``), a plain rule many people play by;
- ``uniform``: any card at all, as a random or an unreadable player does.

A habit's weight is its prior (``PRIOR``) times, for every bid read, the chance it gives that bid;
each habit is mixed with a little of ``uniform`` (``SLIP``) so that one odd bid does not rule it
out. Each sample is dealt as ``sample_from`` deals it and carries one habit for each other seat,
drawn by these weights (``AssassinsTrickState.bidder_styles``), which its playouts follow. A
forced bid (one card left) says nothing and is not read.

Read off 20 seeded 3-player games after six prizes (tests/test_assassins_trick_inference.py):
an easy seat's weight on ``easy`` is 1.00, a random seat's on ``uniform`` about 0.9, a value
bidder's on its own margin about 1.00. With it (and the others' bids left to their habits,
``GameInfo.search_opponents``), hard at 3 players won 0.620 of 150 games against random seats
(0.410 before) and 0.960 against easy bots (0.853), on the same deals (docs/bots.md).
"""

from __future__ import annotations

import random
from collections.abc import Iterator

from rules.assassins_trick.deck import is_assassin, is_joker, jokers, suit_cards
from rules.assassins_trick.easy import near_bids
from rules.assassins_trick.observation import AssassinsTrickObservation, PrizeRound
from rules.assassins_trick.rollout import EASY, UNIFORM, VALUE_OVERS, value_bid
from rules.assassins_trick.sampling import sample_state
from rules.assassins_trick.state import AssassinsTrickState
from rules.core.cards import Card

VALUE_STYLES = tuple(VALUE_OVERS)  # value_bid with over = 0, 1, 2
STYLES = (EASY, *VALUE_STYLES, UNIFORM)
# Before any bid is read: mostly sensible bidders, as the playouts assumed before this reading.
PRIOR = {EASY: 0.6, **{style: 0.2 / len(VALUE_STYLES) for style in VALUE_STYLES}, UNIFORM: 0.2}
SLIP = 0.05  # the share of any habit's bids that fall anywhere at all


def style_weights(obs: AssassinsTrickObservation) -> tuple[dict[str, float] | None, ...]:
    """For each seat, how likely each bidding habit is given its revealed bids (summing to 1);
    None for this seat itself."""
    players = obs.players
    likelihood = [dict(PRIOR) for _ in range(players)]
    for prize_round, facts in facts_by_prize(obs):
        for seat, bid in prize_round.bids:
            if seat == obs.seat:
                continue
            hand = facts.hands[seat]
            if len(hand) < 2 or bid not in hand:
                continue
            rivals = [facts.hands[t] for t in range(players) if t != seat]
            chances = _bid_chances(bid, hand, rivals, prize_round.prize, facts)
            weights = likelihood[seat]
            for style in STYLES:
                weights[style] *= chances[style]
            total = sum(weights.values())
            for style in STYLES:  # rescaled each time, so that long games cannot underflow
                weights[style] /= total
    return tuple(None if s == obs.seat else likelihood[s] for s in range(players))


class _Facts:
    """What every seat knew as one prize came up: each seat's hand (all public, given the suits,
    the bids turned up and the Assassins taken), the influence of the prizes not yet seen and how
    many face-down prizes were left."""

    __slots__ = ("hands", "prizes_left", "to_come")

    def __init__(self, hands: list[list[Card]], to_come: list[int], prizes_left: int) -> None:
        self.hands = hands
        self.to_come = to_come
        self.prizes_left = prizes_left


def facts_by_prize(obs: AssassinsTrickObservation) -> Iterator[tuple[PrizeRound, _Facts]]:
    """Every resolved prize of ``obs.history`` with the facts as it came up, before anyone bid:
    one pass over the history, each prize's bids and turned-up cards taken in after its facts."""
    hands = [list(suit_cards(obs.hand_suits[s])) for s in range(obs.players)]
    deck = [*suit_cards(obs.prize_suit), *jokers(obs.jokers)]
    seen: set[Card] = set()
    for prize_round in obs.history:
        seen.add(prize_round.prize)
        unseen = [c for c in deck if c not in seen]
        to_come = [c.rank for c in unseen if not is_joker(c)]
        yield prize_round, _Facts([sorted(h) for h in hands], to_come, len(unseen) - 1)  # less the card set aside
        for seat, card in prize_round.bids:
            hands[seat].remove(card)
        seen.update(prize_round.turned_up)
        taken = prize_round.taken
        if taken is not None and is_assassin(taken) and prize_round.winner is not None:
            hands[prize_round.winner].append(taken)


def _bid_chances(
    bid: Card, hand: list[Card], rivals: list[list[Card]], prize: Card, facts: _Facts
) -> dict[str, float]:
    """The chance each habit gives ``bid`` from ``hand``, slips included."""
    anywhere = 1.0 / len(hand)
    near = near_bids(hand, rivals, prize, facts.to_come, facts.prizes_left)
    chances = {EASY: (1.0 / len(near)) if bid in near else 0.0, UNIFORM: anywhere}
    for style in VALUE_STYLES:
        chances[style] = 1.0 if value_bid(hand, prize, VALUE_OVERS[style]) == bid else 0.0
    return {style: (1.0 - SLIP) * p + SLIP * anywhere for style, p in chances.items()}


class AssassinsBelief:
    """``GameInfo.belief`` for Assassin's Trick: states dealt as ``sample_from`` deals them, each
    with one bidding habit for every other seat drawn by ``style_weights``."""

    def __init__(self, observation: AssassinsTrickObservation) -> None:
        self.observation = observation
        self.weights = style_weights(observation)
        self._draws = [
            None if w is None else ([*w], [w[s] for s in w]) for w in self.weights
        ]

    def sample(self, rng: random.Random) -> AssassinsTrickState:
        return self.read_into(sample_state(AssassinsTrickState, self.observation, rng), rng)

    def read_into(self, state: AssassinsTrickState, rng: random.Random) -> AssassinsTrickState:
        """``state`` with one habit for every other seat, drawn by the weights: the reading of
        how the others bid, which the oracle's true state needs as much as a sampled one."""
        state.bidder_styles = tuple(
            None if draw is None else rng.choices(draw[0], weights=draw[1])[0] for draw in self._draws
        )
        return state
