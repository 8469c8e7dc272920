"""Determinization: a full Vazerneiros state consistent with one seat's observation, for search.

The other hands, the other auction cards still face down, the face-down plays of others and the
cards set aside are drawn at random from the cards this seat has not seen. A face-down play gets
a card and effect values that fit the effects shown on it. Later rounds come from the new
state's own seed.
"""

from __future__ import annotations

import random
from typing import Any

from rules.core.cards import Card
from rules.core.results import RoundResult
from rules.vazerneiros.deck import NUMBERS, vazerneiros_deck
from rules.vazerneiros.judging import winner_index
from rules.vazerneiros.observation import AUCTION_PHASE, EXCHANGE_PHASE, TrickPlay, VazerneirosObservation
from rules.vazerneiros.rumors import rumor_pool


def sample_state(cls: Any, obs: VazerneirosObservation, rng: random.Random) -> Any:
    """A ``cls`` state (``VazerneirosState``) ``obs`` could come from."""
    n, seat = obs.players, obs.seat
    negative = obs.negative_rumors
    state = cls(n, {"negative_rumors": negative}, seed=rng.randrange(2**31))
    pool = [r for r in rumor_pool(negative) if r not in obs.offered]
    rng.shuffle(pool)
    state.rumor_deck = pool
    state.round_no = obs.round_no
    state.totals = [round(s * 2) for s in obs.scores]
    state._round_potions = obs.round_potions
    state.rounds = [
        RoundResult(i + 1, pts, tuple(() for _ in pts), f"Round {i + 1}") for i, pts in enumerate(obs.round_points)
    ]
    state.over = obs.is_over
    state.potions = list(obs.potions)
    state.supply = obs.supply
    state.track = obs.track
    state.offered = obs.offered
    state.rumor = obs.rumor
    state.trump = obs.trump
    state.trump_marker = obs.trump_marker
    state.auction_winner = obs.auction_winner
    state.elixir = obs.elixir
    state.phase = obs.phase
    state.leader = obs.leader
    state._to_move = obs.to_move
    state.turn = obs.to_move[0] if len(obs.to_move) == 1 else -1
    state.history = list(obs.history)
    state.tricks_won = list(obs.tricks_won)
    state.trick_no = obs.trick_no
    state.table_cards = list(obs.table_cards)
    state.revealed_hand = obs.revealed_hand
    state.ended_early = obs.ended_early
    state.gained = [[] for _ in range(n)]
    state.swapped = {c for cards in obs.known_in_hands for c in cards}
    piles: list[list[Card]] = [[] for _ in range(n)]
    for t in obs.history:
        if t.winner is not None:
            piles[t.winner].extend(t.taken)
    state.piles = piles

    unseen = [c for c in vazerneiros_deck() if c not in obs.seen_cards()]
    rng.shuffle(unseen)
    bids = list(obs.bids)
    if obs.phase == AUCTION_PHASE:
        bids = [None] * n
        bids[seat] = obs.my_bid
        for s in range(n):
            if s != seat and obs.bids_in[s]:
                bids[s] = unseen.pop()
    state.bids = bids
    state.trick = [_fill(p, i, obs, unseen, rng) if p.card is None else p for i, p in enumerate(obs.trick)]
    hands: list[list[Card]] = [[] for _ in range(n)]
    hands[seat] = list(obs.hand)
    for s in range(n):
        if s != seat:
            known = list(obs.known_in_hands[s])
            need = obs.hand_counts[s] - len(known)
            hands[s] = sorted(known + unseen[:need])
            del unseen[:need]
    state.hands = hands
    state.aside = sorted(unseen)
    if obs.phase == EXCHANGE_PHASE:
        winner = state.trick[winner_index(state.trick, obs.rumor, obs.track, obs.trump)].seat
        state.trick_winner = winner
        first = obs.to_move[0]
        state.exchangers = [(first + k) % n for k in range((winner - first) % n)]
    return state


def _fill(play: TrickPlay, index: int, obs: VazerneirosObservation, unseen: list[Card], rng: random.Random) -> TrickPlay:
    """A face-down play of another seat with a card and effect values that fit what is shown."""
    changes_suit = any(e.endswith("suit") for e in play.effects)
    if index == 0:
        target = play.suit  # a face-down lead names its suit
    else:
        target = obs.trick[0].suit if changes_suit else None
    fits = [
        c for c in unseen
        if target is None or (c.suit != target if changes_suit else c.suit == target)
    ]
    card = (fits or unseen)[0]
    unseen.remove(card)
    value = 2 * card.rank
    if any(e.endswith("number") for e in play.effects):
        value = 2 * rng.choice([k for k in NUMBERS if k != card.rank])
    if "half" in play.effects:
        value += rng.choice((1, -1))
    suit = target if changes_suit and target is not None else card.suit
    return TrickPlay(play.seat, card, suit, value, play.effects, True)
