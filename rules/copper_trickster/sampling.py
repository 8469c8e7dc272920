"""Determinization: a full state consistent with one seat's observation, for search.

What the seat does not know is drawn at random, consistently with what it has seen: the quality
slots it does not know (the card Ea-Nasir passed it is not bad copper), the other hands (dealt
uniformly among the deals that keep every void shown, ``rules.core.sampling``), the other seats'
discards, the passes it did not see (Ea-Nasir's not bad copper), its own discard and pass where
they are (the card it passed in its receiver's hand unless played), and the Party's turned-up
card as one other seat's discard.

The discard-and-pass is chosen by every seat at once. A discard and pass another seat has laid
while this seat (or a third) still chooses is *not* drawn at random: the sampled state has those
cards back in that seat's hand and the seat to choose again (``pending_seats``), so a search
decides the choice as the simultaneous one it is.
"""
from __future__ import annotations

import random
from operator import attrgetter
from typing import Any

from rules.copper_trickster.characters import EA_NASIR
from rules.copper_trickster.deck import cards_without
from rules.copper_trickster.observation import (
    GREAT_PHASE,
    OVER_PHASE,
    PASS_PHASE,
    CopperTricksterObservation,
)
from rules.copper_trickster.quality import BAD
from rules.copper_trickster.scoring import winners
from rules.core.cards import Card
from rules.core.results import RoundResult
from rules.core.sampling import NoDeal, Place, deal, shown_voids

_deck_order = attrgetter("index")


def known_voids(obs: CopperTricksterObservation) -> list[set[str]]:
    """Suits each seat has shown it no longer holds this round, by not following suit."""
    return shown_voids([*(t.plays for t in obs.history), obs.trick], obs.players)


def not_bad_copper(obs: CopperTricksterObservation) -> str | None:
    """The suit of the card Ea-Nasir passed this seat, which is then not bad copper, or None.
    (Ea-Nasir may pass a bad card only from a hand of nothing else, which 12 cards a suit make
    impossible at 3 and 4 players and all but so at 5; the search reads it as never.)"""
    if obs.received is None or obs.received_from != obs.characters.index(EA_NASIR):
        return None
    return obs.received.suit


def sample_assignment(
    obs: CopperTricksterObservation, suits: tuple[str, ...], rng: random.Random
) -> tuple[tuple[str, str], ...]:
    """Every slot's suit: the known pairs, the other suits shuffled onto the other slots."""
    known = dict(obs.known)
    open_slots = [slot for slot in obs.slots if slot not in known]
    free = [s for s in suits if s not in known.values()]
    rng.shuffle(free)
    avoid = not_bad_copper(obs)
    if BAD in open_slots and len(free) > 1:
        i = open_slots.index(BAD)
        if free[i] == avoid:
            j = rng.choice([k for k in range(len(free)) if k != i])
            free[i], free[j] = free[j], free[i]
    known.update(zip(open_slots, free))
    return tuple((slot, known[slot]) for slot in obs.slots)


def sample_state(
    cls: Any,
    obs: CopperTricksterObservation,
    rng: random.Random,
    assignment: tuple[tuple[str, str], ...] | None = None,
) -> Any:
    """A ``cls`` state (``CopperTricksterState``) ``obs`` could come from; its quality slots are
    ``assignment`` where given (a belief's pick), else drawn (``sample_assignment``)."""
    n, r = obs.players, obs.round_no
    first = (obs.characters.index(EA_NASIR) - (r - 1)) % n
    deal: dict[str, Any] = {"first_ea_nasir": first}
    if obs.removed_suit is not None:
        deal["removed_suit"] = obs.removed_suit
    state = cls(n, dict(obs.options), seed=rng.randrange(2**31), deal=deal, dealt=False)
    state.round_no = r - 1
    state.start_round()  # round r's characters and pass routes, this state's own shuffles
    state._start_events = []
    state.totals = list(obs.scores)
    state._round_points = obs.round_points
    state.rounds = [RoundResult(i + 1, pts, tuple(() for _ in pts), f"Round {i + 1}") for i, pts in enumerate(obs.round_points)]
    if obs.phase != GREAT_PHASE:
        state.assignment = assignment or sample_assignment(obs, state.suits, rng)
        state.suit_slot = {suit: slot for slot, suit in state.assignment}
        state.bad_suit = next(s for slot, s in state.assignment if slot == BAD)
    state.phase = obs.phase
    state.revealed = obs.revealed
    state.passed = list(obs.passed)
    state.trump_card = obs.trump_card
    state.trump = obs.trump
    state.trick = list(obs.trick)
    state.led_suit = obs.trick[0][1].suit if obs.trick else None
    state.trick_no = obs.trick_no
    state.leader = obs.leader
    state.history = list(obs.history)
    state.tricks_won = list(obs.tricks_won)
    state.tricks_before = list(obs.tricks_before)
    state.tricks_after = list(obs.tricks_after)
    state.won = [[] for _ in range(n)]
    for trick in obs.history:
        state.won[trick.winner].extend(c for _, c in trick.plays)
    _deal_hidden(state, obs, rng)
    state._to_move = tuple(obs.to_move)
    pending = pending_seats(obs)
    if pending:  # their hidden discard and pass are taken back: they choose again
        for s in pending:
            state.passed[s] = False
        state._to_move = tuple(s for s in range(n) if not state.passed[s])
    state.turn = obs.to_move[0] if obs.phase not in (PASS_PHASE, OVER_PHASE) and obs.to_move else -1
    state.over = obs.is_over
    if obs.is_over:
        state.decided_by = winners(state.totals, state._round_points[-1])[1]
    return state


def pending_seats(obs: CopperTricksterObservation) -> tuple[int, ...]:
    """The other seats whose discard and pass are down but hidden while the others choose: the
    sampled state takes them back into their hands and has those seats choose again."""
    if obs.phase != PASS_PHASE:
        return ()
    return tuple(s for s in range(obs.players) if s != obs.seat and obs.passed[s])


def _deal_hidden(state: Any, obs: CopperTricksterObservation, rng: random.Random) -> None:
    """Hands and discards for the other seats, the observer's own as it knows them.

    During the discard-and-pass, another seat's hidden discard and pass are back in its hand
    (``pending_seats``). Once the passes are handed over, the card this seat passed is in its
    receiver's hand unless played; the other seats' discards (the Party's turned-up card among
    them) are dealt as one pile. The hands respect every void shown (``rules.core.sampling``).
    """
    n, me = obs.players, obs.seat
    pass_to: tuple[int | None, ...] = state.pass_to
    handed = obs.phase not in (GREAT_PHASE, PASS_PHASE)  # the passed cards have changed hands
    pending = pending_seats(obs)
    played_set = set(obs.played_cards())
    known = set(obs.hand) | played_set
    known.update(c for c in (obs.my_discard, obs.my_pass, obs.trump_card) if c is not None)
    unseen = [c for c in cards_without(obs.removed_suit) if c not in known]
    hands: list[list[Card]] = [[] for _ in range(n)]
    hands[me] = list(obs.hand)
    discards: list[Card | None] = [None] * n
    passes: list[Card | None] = [None] * n
    discards[me], passes[me] = obs.my_discard, obs.my_pass
    if obs.trump_card is not None and obs.trump_card is not obs.my_discard:
        owner = rng.choice([s for s in range(n) if s != me])
        discards[owner] = obs.trump_card
        state._trump_from = owner
    elif obs.trump_card is not None:
        state._trump_from = me
    voids = known_voids(obs)
    others = [s for s in range(n) if s != me]
    places: list[Place] = []
    for s in others:
        count = obs.hand_counts[s]
        if s in pending:
            count += 1 if pass_to[s] is None else 2  # its discard and pass, back in hand
        if handed and obs.my_pass is not None and pass_to[me] == s and obs.my_pass not in played_set:
            hands[s].append(obs.my_pass)
            count -= 1
        places.append(Place(count, frozenset(voids[s])))
    hidden_discards = [s for s in others if handed and discards[s] is None]
    places.append(Place(len(hidden_discards)))
    try:
        dealt = deal(unseen, places, rng)
    except NoDeal as err:
        raise ValueError(f"observation is inconsistent: {err}") from None
    for s, cards in zip(others, dealt):
        hands[s].extend(cards)
    for s, card in zip(hidden_discards, dealt[-1]):
        discards[s] = card
    for hand in hands:
        hand.sort(key=_deck_order)
    state.hands, state.discards, state.passes = hands, discards, passes
    state.received = [None] * n
    if handed:
        _sample_passes(state, obs, obs.played_cards(), obs.characters.index(EA_NASIR), rng)


def _sample_passes(
    state: Any, obs: CopperTricksterObservation, played: list[Card], ea_nasir: int, rng: random.Random
) -> None:
    """Once the passes have changed hands: which card each other seat passed, from what its
    receiver holds or played this round (the observer's own pass and receipt as it knows them)."""
    me = obs.seat
    plays_by = [[c for s, c in _all_plays(obs) if s == seat] for seat in range(obs.players)]
    for s, target in enumerate(state.pass_to):
        if target is None:
            continue
        if s == me:
            card = obs.my_pass
        elif target == me:
            card = obs.received
        else:
            options = state.hands[target] + plays_by[target]
            if s == ea_nasir:
                options = [c for c in options if c.suit != state.bad_suit] or options
            card = rng.choice(options)
        state.passes[s] = card
        state.received[target] = card


def _all_plays(obs: CopperTricksterObservation) -> list[tuple[int, Card]]:
    out = [p for t in obs.history for p in t.plays]
    out.extend(obs.trick)
    return out
