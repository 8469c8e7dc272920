"""Determinization: a full Tavern Tricks state consistent with one seat's observation, for search.

The other hands (and, during the pass, the other seats' passes) are drawn at random from the
cards this seat has not seen; the cards it passed stay with their receiver until played. Future
dice and re-deals come from the new state's own seed.
"""

from __future__ import annotations

import random
from typing import Any

from rules.core.results import RoundResult
from rules.tavern_tricks.deck import tavern_deck
from rules.tavern_tricks.observation import PASS_PHASE, TavernTricksObservation


def sample_state(cls: Any, obs: TavernTricksObservation, rng: random.Random) -> Any:
    """A ``cls`` state (``TavernTricksState``) ``obs`` could come from."""
    n, seat = obs.players, obs.seat
    first = (obs.dealer - (obs.round_no - 1)) % n
    state = cls(n, {}, seed=rng.randrange(2**31), deal={"first_dealer": first})
    state.round_no = obs.round_no - 1
    state._start_hand()
    state._start_events = []
    state.direction = obs.direction
    step = 1 if obs.direction == "left" else n - 1
    state.pass_to = tuple((s + step) % n for s in range(n))
    state.coins = list(obs.scores)
    state.rounds = [
        RoundResult(
            i + 1, tuple(pts), tuple(() for _ in pts), f"Hand {i + 1}"
        )
        for i, pts in enumerate(obs.round_points)
    ]
    state.coins_before = tuple(c + (s or 0) for c, s in zip(obs.scores, obs.stakes))
    state.phase = obs.phase
    state.over = obs.is_over
    state.leader = obs.leader
    state.passed = list(obs.passed)
    state.dice = obs.dice
    state.stakes = list(obs.stakes)
    state.stakes_pile = obs.stakes_pile
    state.trick = list(obs.trick)
    state.tied_pile = list(obs.tied_pile)
    state.tied_tricks = obs.tied_tricks
    state.tricks_won = list(obs.tricks_won)
    state.tie_break = obs.tie_break
    state.trick_no = obs.trick_no
    state.tricks_played = min(len(obs.history), 7) if obs.tie_break == 0 else 7
    state.history = list(obs.history)
    state._to_move = obs.to_move
    state.turn = obs.to_move[0] if len(obs.to_move) == 1 else -1
    # Where the cards are.
    played = set(obs.played_cards()) | set(obs.tied_pile)
    hands: list[list[Any]] = [[] for _ in range(n)]
    passes: list[tuple[Any, ...]] = [()] * n
    received: list[tuple[Any, ...]] = [()] * n
    hands[seat] = list(obs.hand)
    passes[seat] = obs.my_pass
    received[seat] = obs.received
    known = set(obs.hand) | set(obs.my_pass) | set(obs.received) | played
    pool = [c for c in tavern_deck() if c not in known]
    rng.shuffle(pool)
    all_passed = obs.phase != PASS_PHASE
    if all_passed and obs.my_pass:
        target = state.pass_to[seat]
        hands[target].extend(c for c in obs.my_pass if c not in played)
    for s in range(n):
        if s == seat:
            continue
        if obs.phase == PASS_PHASE and obs.passed[s]:
            passes[s] = tuple(sorted(pool[:3]))
            del pool[:3]
        need = obs.hand_counts[s] - len(hands[s])
        hands[s].extend(pool[:need])
        del pool[:need]
        hands[s].sort()
    state.hands = hands
    state.passes = passes
    state.received = received
    return state
