"""The easy Assassin's Trick bot: one look ahead, decided from the observation alone.

For every card it could bid it weighs, in influence points:

- the chance the card wins the prize, and the chance an opponent wins it instead, with each
  opponent's bid guessed as any card it can still hold (those follow from public facts: its
  suit, less its revealed bids, plus the Assassins it took), all equally likely;
- what the prize is worth: its influence; a joker about an average prize still to come; an
  Assassin prize a little (a spare spoiler for later);
- what the card costs: what it may buy later, our share of the prize influence left spread
  over our cards, high cards weighing more. The cheapest cards are free when we hold more cards
  than prizes remain.

An Assassin never wins, but spoils the prize for everyone: it pays off on a rich prize that an
opponent is likely to take, and costs a share of the richest prize still to come.
"""

from __future__ import annotations

import random

from rules.assassins_trick.actions import bid_actions
from rules.assassins_trick.deck import is_assassin, is_joker
from rules.assassins_trick.observation import AssassinsTrickObservation, possible_cards, unseen_prizes
from rules.core.actions import CardAction
from rules.core.bots import Budget
from rules.core.cards import Card

ASSASSIN_PRIZE_VALUE = 3.0  # an Assassin won goes to the hand as a spare spoiler
ASSASSIN_KEEP = 0.25  # holding an Assassin is worth this share of the richest prize to come
MAX_INFLUENCE = 13
PRECIOUS = 3  # a card is held dear as the cube of its influence: high cards win for sure
MIX_SHARE = 0.1  # bids within this share of the prize's value of the best are picked among at random


class EasyBot:
    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, observation: AssassinsTrickObservation, budget: Budget | None = None) -> CardAction:
        obs = observation
        legal = obs.legal_actions
        if not legal:
            raise ValueError(f"seat {obs.seat} has nothing to bid now")
        if len(legal) == 1:
            return legal[0]
        to_come = [c.rank for c in unseen_prizes(obs) if not is_joker(c)]
        value = _prize_value(obs.prize, to_come)  # type: ignore[arg-type]
        rivals = [_bid_chances(possible_cards(obs, s)) for s in range(obs.players) if s != obs.seat]
        keep = _keep_values(obs, to_come, value)

        gains: dict[Card, float] = {}
        cheapest: dict[tuple[float, float], Card] = {}  # per outcome, the card that costs least
        for card in obs.hand:
            if is_assassin(card):
                outcome = (-1.0, -1.0)
                gains[card] = -keep[card]  # nobody wins: neither gain nor loss but the card
            else:
                mine, theirs = _outcome(card.rank, rivals)
                outcome = (round(mine, 9), round(theirs, 9))
                gains[card] = value * (mine - theirs / len(rivals)) - keep[card]
            if outcome not in cheapest or keep[card] < keep[cheapest[outcome]]:
                cheapest[outcome] = card
        best = self._mix({c: gains[c] for c in cheapest.values()}, MIX_SHARE * value)
        return bid_actions().for_card(best)

    def _mix(self, gains: dict[Card, float], margin: float) -> Card:
        """Pick at random among the cards close to the best.

        Bids are simultaneous, so a bot that always made the same choice from the same position
        would be predictable, and bots in mirrored seats would tie every prize away. Mixing
        among near-equal bids is what a sound player does in a guessing game. ``gains`` holds
        only the cheapest card of each outcome, so a card never loses to a dearer twin.
        """
        top = max(gains.values())
        near = [c for c, g in gains.items() if g >= top - margin]
        return self.rng.choice(near)


def _keep_values(obs: AssassinsTrickObservation, to_come: list[int], value: float) -> dict[Card, float]:
    """What each card in hand is worth kept for later, in prize influence.

    The prize influence left, shared among the players (each can expect to buy about that
    share), is spread over our cards by the cube of their influence: a high card is dear
    because it can win a rich prize for sure. An Assassin is worth a share of the richest prize
    to come. Cards beyond the number of prizes left will never be needed: the least worth of
    them are free.
    """
    held = sum(c.rank**PRECIOUS for c in obs.hand) or 1
    price = (sum(to_come) + value) / (held * obs.players)
    richest = max(to_come, default=0)
    keep = {c: ASSASSIN_KEEP * richest if is_assassin(c) else price * c.rank**PRECIOUS for c in obs.hand}
    spare = len(obs.hand) - (obs.prizes_left + 1)
    if spare > 0:
        for c in sorted(obs.hand, key=keep.__getitem__)[:spare]:
            keep[c] = 0.0
    return keep


def _prize_value(prize: Card, to_come: list[int]) -> float:
    if is_joker(prize):
        return sum(to_come) / len(to_come) if to_come else 0.0
    if is_assassin(prize):
        return ASSASSIN_PRIZE_VALUE
    return float(prize.rank)


def _bid_chances(cards: list[Card]) -> list[float]:
    """The chance of each influence (index 0 an Assassin) if any of ``cards`` may be bid."""
    chances = [0.0] * (MAX_INFLUENCE + 1)
    for c in cards:
        chances[c.rank] += 1.0
    return [x / len(cards) for x in chances] if cards else chances


def _outcome(v: int, rivals: list[list[float]]) -> tuple[float, float]:
    """The chances that a bid of influence ``v`` wins the prize, and that an opponent does.

    With one opponent A: we win if 0 < A < v; they win if A > v. With two, A and B: we win when
    neither bids an Assassin nor our value, and each is below us or cancelled by the other.
    """
    if len(rivals) == 1:
        a = rivals[0]
        return sum(a[1:v]), sum(a[v + 1 :])
    a, b = rivals
    below_a, below_b = sum(a[1:v]), sum(b[1:v])
    cancelled_above = sum(a[x] * b[x] for x in range(v + 1, MAX_INFLUENCE + 1))
    mine = below_a * below_b + cancelled_above
    no_assassin = (1.0 - a[0]) * (1.0 - b[0])
    all_tied = a[v] * b[v]
    return mine, max(0.0, no_assassin - all_tied - mine)
