"""Determinization: a full Tavern Tricks state consistent with one seat's observation, for search.

The other hands are drawn at random from the cards this seat has not seen (nobody need follow
suit here, so a play shows nothing of what a hand lacks); the cards it passed stay with their
receiver until played. Future dice and re-deals come from the new state's own seed.

The pass is chosen by every seat at once. Three cards another seat has set aside while this seat
(or a third) still chooses are *not* drawn at random: the sampled state has them back in that
seat's hand and the seat to pass again (``pending_seats``), so a search decides the pass as the
simultaneous choice it is. The stakes are laid in turn and public, so nothing is taken back.
"""
from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from rules.core.cards import Card
from rules.core.results import RoundResult
from rules.tavern_tricks.deck import PASS_COUNT, tavern_deck
from rules.tavern_tricks.observation import PASS_PHASE, TavernTricksObservation


def pending_seats(obs: TavernTricksObservation) -> tuple[int, ...]:
    """The other seats whose 3 cards are set aside but hidden while others still pass: the
    sampled state takes them back into their hands and has those seats pass again."""
    if obs.phase != PASS_PHASE:
        return ()
    return tuple(s for s in range(obs.players) if s != obs.seat and obs.passed[s])


def unseen_cards(obs: TavernTricksObservation) -> list[Card]:
    """The cards whose place ``obs``'s seat does not know, in deck order: other hands and the
    cards out of play (not its own, its pass, what it received, nor any card played this hand)."""
    known = set(obs.hand) | set(obs.my_pass) | set(obs.received) | set(obs.played_cards()) | set(obs.tied_pile)
    return [c for c in tavern_deck() if c not in known]


# (unseen cards, per other seat its number of hidden cards, rng) -> per other seat its hidden cards
HiddenDealer = Callable[[list[Card], dict[int, int], random.Random], dict[int, list[Card]]]


def sample_state(cls: Any, obs: TavernTricksObservation, rng: random.Random, deal_hidden: HiddenDealer | None = None) -> Any:
    """A ``cls`` state (``TavernTricksState``) ``obs`` could come from. ``deal_hidden``, if
    given, deals the unseen cards to the other hands (a belief's reading of the plays); by
    default they are dealt uniformly, the rest out of play."""
    n, seat = obs.players, obs.seat
    first = (obs.dealer - (obs.round_no - 1)) % n
    state = cls(n, {}, seed=rng.randrange(2**31), deal={"first_dealer": first}, dealt=False)
    state.round_no = obs.round_no - 1
    state.start_round()
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
    pool = unseen_cards(obs)
    all_passed = obs.phase != PASS_PHASE
    if all_passed and obs.my_pass:
        target = state.pass_to[seat]
        hands[target].extend(c for c in obs.my_pass if c not in played)
    pending = pending_seats(obs)
    for s in pending:  # their hidden pass is taken back: they pass again
        state.passed[s] = False
    if pending:
        state._to_move = tuple(s for s in range(n) if not state.passed[s])
    needs = {
        s: obs.hand_counts[s] - len(hands[s]) + (PASS_COUNT if s in pending else 0) for s in range(n) if s != seat
    }
    if deal_hidden is not None:
        for s, cards in deal_hidden(pool, needs, rng).items():
            hands[s].extend(cards)
    else:
        rng.shuffle(pool)
        for s, need in needs.items():
            hands[s].extend(pool[:need])
            del pool[:need]
    for s in needs:
        hands[s].sort()
    state.hands = hands
    state.passes = passes
    state.received = received
    return state
