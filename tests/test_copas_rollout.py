"""Copas' playout policy and lead reading count a suit's ranks as the bits of an int
(rules/copas/rollout.py, rules/copas/inference.py). These tests hold both to the plain counts
they stand for, written out the slow way here, over positions of easy and random play at every
player count and with the house rules."""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence

from rules.ai.base import make_bot
from rules.copas.deck import CUPS
from rules.copas.easy import lead_value
from rules.copas.inference import Lead, lead_fits, read_leads
from rules.copas.rollout import CopasRollout
from rules.copas.sampling import UnseenDealer
from rules.copas.state import CopasState
from rules.core.actions import CardAction
from rules.core.cards import Card
from rules.core.registry import get_game

HOUSE_RULES = {"no_cups_on_first_trick": True, "no_cup_lead_until_discarded": True}


def _positions(games: int = 6) -> Iterator[CopasState]:
    """States with a seat to move, along rounds where easy and random seats play."""
    info = get_game("copas")
    for players in (3, 4, 5):
        for seed in range(games):
            options = HOUSE_RULES if seed % 3 == 0 else {}
            state = info.new_game(players, options, seed)
            bots = [make_bot("copas", "random" if (seed + s) % 3 == 0 else "easy", seed * 16 + s) for s in range(players)]
            while not state.is_over() and state.round_no <= 2:
                yield state
                seat = state.to_move()[0]
                state.apply(seat, bots[seat].choose(state.observation(seat)))


def _other_ranks(state: CopasState, seat: int, suit: str) -> list[int]:
    return [c.rank for s, hand in enumerate(state.hands) if s != seat for c in hand if c.suit == suit]


def _plain_lead(state: CopasState, seat: int, legal: Sequence[CardAction]) -> list[float]:
    scores = []
    for a in legal:
        card = a.card
        ranks = _other_ranks(state, seat, card.suit)
        higher = sum(1 for r in ranks if r > card.rank)
        below = sum(1 for r in ranks if r < card.rank)
        lows = [
            min(c.rank for c in hand if c.suit == card.suit)
            for s, hand in enumerate(state.hands)
            if s != seat and any(c.suit == card.suit for c in hand)
        ]
        sure = any(low > card.rank for low in lows)
        penalty = 10 if card.suit == CUPS and higher == 0 else 0
        scores.append(higher + (20 if sure else 0) - 0.1 * below - 0.001 * card.rank - penalty)
    return scores


def _plain_discard(state: CopasState, seat: int, legal: Sequence[CardAction]) -> list[float]:
    scores = []
    for a in legal:
        card = a.card
        below = sum(1 for r in _other_ranks(state, seat, card.suit) if r < card.rank)
        length = sum(1 for c in state.hands[seat] if c.suit == card.suit)
        scores.append((1000.0 if card.suit == CUPS else 0.0) + below * 20 - length + 0.01 * card.rank)
    return scores


def test_the_playout_scores_leads_and_discards_as_the_plain_counts_do() -> None:
    policy = CopasRollout(0)
    leads = discards = 0
    for state in _positions():
        seat = state.to_move()[0]
        legal = state.legal_actions(seat)
        if not state.trick:
            assert policy._lead(state, seat, legal) == _plain_lead(state, seat, legal)
            leads += 1
        elif legal[0].card.suit != state.led_suit:
            assert policy._discard(state, seat, legal) == _plain_discard(state, seat, legal)
            discards += 1
    assert leads > 200 and discards > 200


def _plain_lead_fits(lead: Lead, hand: Sequence[Card]) -> bool:
    held = [*hand, *lead.later]
    suits = {c.suit for c in held}
    lowest = {s: min((c for c in held if c.suit == s), key=lambda c: c.rank) for s in suits}
    if lead.cups_locked and len(lowest) > 1:
        lowest.pop(CUPS, None)

    def value(card: Card) -> float:
        then = [r for r in range(10) if lead.unseen_then[card.suit] >> r & 1]
        out = sum(1 for r in then if r > card.rank)
        mine = sum(1 for c in held if c.suit == card.suit and c.rank > card.rank)
        return lead_value(card, out - mine)

    return all(value(c) <= value(lead.card) for c in lowest.values() if c != lead.card)


def test_a_lead_fits_a_hand_as_the_plain_counts_say() -> None:
    rng = random.Random(3)
    fits = misses = 0
    for state in _positions(4):
        seat = state.to_move()[0]
        obs = state.observation(seat)
        leads = read_leads(obs, ())
        if not leads:
            continue
        hands = [state.hands, UnseenDealer(obs).deal(rng, tries=0)]
        for lead in leads:
            for dealt in hands:
                fitted = lead_fits(lead, dealt[lead.seat])
                assert fitted == _plain_lead_fits(lead, dealt[lead.seat])
                fits += fitted
                misses += not fitted
    assert fits > 100 and misses > 100  # both answers are met
