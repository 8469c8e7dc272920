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
from collections.abc import Sequence

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
        rivals = [possible_cards(obs, s) for s in range(obs.players) if s != obs.seat]
        to_come = [c.rank for c in unseen_prizes(obs) if not is_joker(c)]
        best = easy_bid(obs.hand, rivals, obs.prize, to_come, obs.prizes_left, self.rng)  # type: ignore[arg-type]
        return bid_actions().for_card(best)


def easy_bid(
    hand: Sequence[Card],
    rivals: Sequence[Sequence[Card]],
    prize: Card,
    to_come: list[int],
    prizes_left: int,
    rng: random.Random,
) -> Card:
    """The easy bid from public facts alone: our hand, the cards each rival may still bid, the
    prize, the influence of the prizes not yet seen and how many face-down prizes are left
    (the rollout policy calls this too, with the same facts read off a sampled state, so it is
    written for speed: influences as numbers, each rival's bids counted once).

    Bids are simultaneous, so a bot that always made the same choice from the same position
    would be predictable, and bots in mirrored seats would tie every prize away. It picks at
    random among the bids close to the best (``near_bids``), as a sound player mixes in a
    guessing game."""
    return rng.choice(near_bids(hand, rivals, prize, to_come, prizes_left))


def near_bids(
    hand: Sequence[Card],
    rivals: Sequence[Sequence[Card]],
    prize: Card,
    to_come: list[int],
    prizes_left: int,
) -> list[Card]:
    """Every bid the easy bot may make from these facts (``easy_bid`` picks one at random): the
    cards whose gain is within ``MIX_SHARE`` of the prize's value of the best. Gains are weighed
    for the cheapest card of each outcome only, so a card never loses to a dearer twin."""
    value = _prize_value(prize, to_come)
    ranks = [c.rank for c in hand]  # within a hand, influence 0 is an Assassin
    keep = _keep_values(ranks, len(rivals) + 1, prizes_left, to_come, value)
    outcomes = _outcomes(ranks, [_bid_counts(cards) for cards in rivals])
    ways = 1  # every combination of the rivals' bids, equally likely
    for cards in rivals:
        ways *= len(cards) or 1
    share, split = value / ways, 1.0 / len(rivals)
    cheapest: dict[tuple[int, int], int] = {}  # per outcome, the card that costs least
    for i, outcome in enumerate(outcomes):
        j = cheapest.get(outcome)
        if j is None or keep[i] < keep[j]:
            cheapest[outcome] = i
    gains: dict[Card, float] = {}
    for (mine, theirs), i in cheapest.items():
        # an Assassin (outcome -1, -1): nobody wins, neither gain nor loss but the card
        gains[hand[i]] = (0.0 if mine < 0 else share * (mine - theirs * split)) - keep[i]
    top = max(gains.values())
    margin = MIX_SHARE * value
    return [c for c, g in gains.items() if g >= top - margin]


def _keep_values(ranks: list[int], players: int, prizes_left: int, to_come: list[int], value: float) -> list[float]:
    """What each card in hand (by influence, in hand order) is worth kept for later, in prize
    influence.

    The prize influence left, shared among the players (each can expect to buy about that
    share), is spread over our cards by the cube of their influence: a high card is dear
    because it can win a rich prize for sure. An Assassin is worth a share of the richest prize
    to come. Cards beyond the number of prizes left will never be needed: the least worth of
    them are free.
    """
    cubes = [r * r * r for r in ranks]
    price = (sum(to_come) + value) / ((sum(cubes) or 1) * players)
    assassin = ASSASSIN_KEEP * max(to_come, default=0)
    keep = [assassin if r == 0 else price * c for r, c in zip(ranks, cubes, strict=True)]
    spare = len(ranks) - (prizes_left + 1)
    if spare > 0:
        for i in sorted(range(len(ranks)), key=keep.__getitem__)[:spare]:
            keep[i] = 0.0
    return keep


def _prize_value(prize: Card, to_come: list[int]) -> float:
    if is_joker(prize):
        return sum(to_come) / len(to_come) if to_come else 0.0
    if is_assassin(prize):
        return ASSASSIN_PRIZE_VALUE
    return float(prize.rank)


def _bid_counts(cards: Sequence[Card]) -> list[int]:
    """How many of ``cards`` have each influence (index 0 an Assassin): a rival bids any of
    them, all equally likely."""
    counts = [0] * (MAX_INFLUENCE + 1)
    for c in cards:
        counts[c.rank] += 1
    return counts


def _outcomes(ranks: list[int], rivals: list[list[int]]) -> list[tuple[int, int]]:
    """For a bid of each influence in ``ranks``: among the combinations of the rivals' bids
    (``_bid_counts``), how many let it win the prize and how many hand it to an opponent (whole
    numbers, so two bids with the same chances are seen to be the same exactly); (-1, -1) for
    an Assassin, which never wins.

    With one opponent A: we win if 0 < A < v; they win if A > v. With two, A and B: we win when
    neither bids an Assassin nor our value, and each is below us or cancelled by the other.
    """
    if len(rivals) == 1:
        below = [0] * (MAX_INFLUENCE + 2)  # below[v]: A's bids of influence 1 to v - 1
        for v in range(2, MAX_INFLUENCE + 2):
            below[v] = below[v - 1] + rivals[0][v - 1]
        top = below[MAX_INFLUENCE + 1]
        return [(-1, -1) if v == 0 else (below[v], top - below[v + 1]) for v in ranks]
    return [(-1, -1) if v == 0 else _two_rivals(v, *rivals) for v in ranks]


def _two_rivals(v: int, a: list[int], b: list[int]) -> tuple[int, int]:
    below_a, below_b = sum(a[1:v]), sum(b[1:v])
    cancelled_above = sum(a[x] * b[x] for x in range(v + 1, MAX_INFLUENCE + 1))
    mine = below_a * below_b + cancelled_above
    no_assassin = (sum(a) - a[0]) * (sum(b) - b[0])
    all_tied = a[v] * b[v]
    return mine, max(0, no_assassin - all_tied - mine)
