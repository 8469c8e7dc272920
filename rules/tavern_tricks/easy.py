"""A fast rule-based Tavern Tricks player.

- Pass: the dice are rolled after the pass, so it keeps high numbers and the strong specialty
  cards (Dragons, Dopplegangers, Bows, Fates) and passes its weakest three.
- Stake: 3 coins with a hand strong for the dice just rolled, 2 with a fair one, else 1.
- Play: for every legal play it works out the trick as it would stand (with the specialty
  effects, so a Bow lands on the card now winning and a Shield on the winning weapon); it takes
  the trick with the cheapest card that wins it now, and otherwise throws its least useful card
  (a Thief that would steal counts as a gain), or spoils the trick for the seat now winning it
  when that is worth the card (a Bow on that seat, a Shield on its weapon).

It reads only its observation. Among equally good choices it picks at random from its own
seeded generator.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

from rules.core.bots import Budget
from rules.core.cards import Card
from rules.tavern_tricks.actions import StakeAction, pass_action, play_choice
from rules.tavern_tricks.deck import CHAOS, ORDER, race_of, specialty_of, weapon_of
from rules.tavern_tricks.observation import PASS_PHASE, STAKE_PHASE, TavernTricksObservation
from rules.tavern_tricks.primacy import trick_winner

# What keeping a specialty card is worth, on the scale of a battle card's number (0-35) plus
# 40 per tier it reaches above "neither".
SPECIALTY_VALUE: dict[str, float] = {
    "doppleganger": 70.0,
    "bow": 50.0,
    "fates": 35.0,
    "shield": 30.0,
    "order_crown": 25.0,
    "chaos_crown": 25.0,
    "thief": 20.0,
    "order_dragon": 60.0,
    "chaos_dragon": 60.0,
}
WIN_NOW = 1000.0
DENIAL = 25.0
STRONG = 60.0  # a card worth this much under the dice counts as strong when staking
FATES_RELUCTANCE = 20.0  # a Fates is a gamble: thrown only when nothing is cheaper by this much


def card_value(card: Card, dice: tuple[str, str] | None) -> float:
    """How much a card is worth keeping for a later trick under ``dice`` (None: not yet rolled)."""
    kind = specialty_of(card)
    if kind is not None:
        if dice is not None and kind in ("order_dragon", "chaos_dragon"):
            qualifies = dice[0] in (ORDER if kind == "order_dragon" else CHAOS)
            return 160.0 if qualifies else 5.0
        return SPECIALTY_VALUE[kind]
    if dice is None:
        return float(card.rank)
    tier = 0
    if race_of(card) == dice[0]:
        tier += 2
    if weapon_of(card) == dice[1]:
        tier += 1
    return 40.0 * tier + card.rank


class EasyBot:
    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, observation: TavernTricksObservation, budget: Budget | None = None) -> Any:
        obs = observation
        legal = obs.legal_actions
        if len(legal) == 1:
            return legal[0]
        if obs.phase == PASS_PHASE:
            return self._pass(obs)
        if obs.phase == STAKE_PHASE:
            return self._stake(obs, legal)
        return self._play(obs, legal)

    def _best(self, options: Sequence[Any], score: Callable[[Any], float]) -> Any:
        """The option with the highest ``score``; a tie is broken at random."""
        scores = [score(o) for o in options]
        top = max(scores)
        return self.rng.choice([o for o, s in zip(options, scores) if s == top])

    def _pass(self, obs: TavernTricksObservation) -> Any:
        keyed = sorted(obs.hand, key=lambda c: (card_value(c, None), self.rng.random()))
        return pass_action(*keyed[:3])

    def _stake(self, obs: TavernTricksObservation, legal: Sequence[Any]) -> Any:
        values = sorted((card_value(c, obs.dice) for c in obs.hand), reverse=True)
        strong = sum(1 for v in values if v >= STRONG)
        want = 3 if strong >= 4 else 2 if strong >= 2 else 1
        stakes = [a for a in legal if isinstance(a, StakeAction)]
        return max((a for a in stakes if a.coins <= want), key=lambda a: a.coins, default=stakes[0])

    def _play(self, obs: TavernTricksObservation, legal: Sequence[Any]) -> Any:
        dice = obs.dice or ("H", "sword")
        trick = obs.trick
        seat = obs.seat
        last = len(trick) == obs.players - 1
        richest = max(obs.scores) > obs.scores[seat]
        before = trick_winner(trick, dice) if trick else None
        most = max(obs.tricks_won)

        def score(action: Any) -> float:
            card = action.card
            kind = specialty_of(card)
            keep = card_value(card, dice)
            if kind == "thief":
                return (60.0 if richest else 0.0) - keep
            if kind == "fates":
                return -keep - FATES_RELUCTANCE  # a gamble: only when nothing better
            plays = (*trick, (seat, card, play_choice(action)))
            after = trick_winner(plays, dice)
            if after == seat:
                # Winning now: the cheaper the card the better; last to play is a sure win.
                return WIN_NOW - keep + (100.0 if last else 0.0)
            if before is not None and after != before:
                # Spoiling the trick for the seat now winning it (a Bow on it, a Shield on its
                # weapon...): worth more against the seat with the most tricks.
                return -keep + DENIAL + (DENIAL if obs.tricks_won[before] == most else 0.0)
            return -keep

        return self._best(legal, score)
