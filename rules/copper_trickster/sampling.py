"""Determinization: a full state consistent with one seat's observation, for search.

What the seat does not know is drawn at random, consistently with what it has seen: the quality
slots it does not know (the card Ea-Nasir passed it is not bad copper), the other hands (no card
of a suit a seat has shown void in), the other seats' discards and passes (Ea-Nasir's pass not
bad copper), its own discard and pass where they are, and the Party's turned-up card as one
other seat's discard.
"""

from __future__ import annotations

import random
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

HAND, DISCARD, PASS = "hand", "discard", "pass"


def known_voids(obs: CopperTricksterObservation) -> list[set[str]]:
    """Suits each seat has shown it no longer holds this round, by not following suit."""
    voids: list[set[str]] = [set() for _ in range(obs.players)]
    for plays in [t.plays for t in obs.history] + [obs.trick]:
        if not plays:
            continue
        led = plays[0][1].suit
        for seat, card in plays[1:]:
            if card.suit != led:
                voids[seat].add(led)
    return voids


def sample_assignment(
    obs: CopperTricksterObservation, suits: tuple[str, ...], pass_to: tuple[int | None, ...], rng: random.Random
) -> tuple[tuple[str, str], ...]:
    """Every slot's suit: the known pairs, the other suits shuffled onto the other slots."""
    known = dict(obs.known)
    open_slots = [slot for slot in obs.slots if slot not in known]
    free = [s for s in suits if s not in known.values()]
    rng.shuffle(free)
    ea_nasir = obs.characters.index(EA_NASIR)
    avoid = obs.received.suit if obs.received is not None and pass_to[ea_nasir] == obs.seat else None
    if BAD in open_slots and len(free) > 1:
        i = open_slots.index(BAD)
        if free[i] == avoid:  # Ea-Nasir passed this seat a card of that suit: it is not bad copper
            j = rng.choice([k for k in range(len(free)) if k != i])
            free[i], free[j] = free[j], free[i]
    known.update(zip(open_slots, free))
    return tuple((slot, known[slot]) for slot in obs.slots)


def sample_state(cls: Any, obs: CopperTricksterObservation, rng: random.Random) -> Any:
    """A ``cls`` state (``CopperTricksterState``) ``obs`` could come from."""
    n, r = obs.players, obs.round_no
    first = (obs.characters.index(EA_NASIR) - (r - 1)) % n
    deal: dict[str, Any] = {"first_ea_nasir": first}
    if obs.removed_suit is not None:
        deal["removed_suit"] = obs.removed_suit
    state = cls(n, dict(obs.options), seed=rng.randrange(2**31), deal=deal)
    state.round_no = r - 1
    state._start_round()  # round r's characters and pass routes, this state's own shuffles
    state._start_events = []
    state.totals = list(obs.scores)
    state._round_points = obs.round_points
    state.rounds = [RoundResult(i + 1, pts, tuple(() for _ in pts), f"Round {i + 1}") for i, pts in enumerate(obs.round_points)]
    if obs.phase != GREAT_PHASE:
        state.assignment = sample_assignment(obs, state.suits, state.pass_to, rng)
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
    state.turn = obs.to_move[0] if obs.phase not in (PASS_PHASE, OVER_PHASE) and obs.to_move else -1
    state.over = obs.is_over
    if obs.is_over:
        state.decided_by = winners(state.totals, state._round_points[-1])[1]
    return state


def _deal_hidden(state: Any, obs: CopperTricksterObservation, rng: random.Random) -> None:
    """Hands, discards and passes for the other seats; the observer's own as it knows them."""
    n, me = obs.players, obs.seat
    pass_to: tuple[int | None, ...] = state.pass_to
    handed = obs.phase not in (GREAT_PHASE, PASS_PHASE)  # the passed cards have changed hands
    played = obs.played_cards()
    played_set = set(played)
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
    ea_nasir = obs.characters.index(EA_NASIR)
    voids = known_voids(obs)
    places: list[tuple[str, int, frozenset[str]]] = []
    no_suit: frozenset[str] = frozenset()
    for s in range(n):
        if s == me:
            continue
        count = obs.hand_counts[s]
        if handed and obs.my_pass is not None and pass_to[me] == s and obs.my_pass not in played_set:
            hands[s].append(obs.my_pass)
            count -= 1
        places += [(HAND, s, frozenset(voids[s]))] * count
        if obs.passed[s]:
            if discards[s] is None:
                places.append((DISCARD, s, no_suit))
            if not handed and pass_to[s] is not None:
                bad = frozenset((state.bad_suit,)) if s == ea_nasir and state.bad_suit else no_suit
                places.append((PASS, s, bad))
    if len(places) != len(unseen):
        raise ValueError("observation is inconsistent: the unseen cards do not fill the hidden places")
    rng.shuffle(unseen)
    rng.shuffle(places)
    try:
        owner_of = _match(unseen, [p[2] for p in places])
    except ValueError:  # Ea-Nasir's pass constraint cannot hold with these voids: drop it
        owner_of = _match(unseen, [p[2] if p[0] == HAND else no_suit for p in places])
    for card, i in zip(unseen, owner_of):
        kind, seat, _ = places[i]
        if kind == HAND:
            hands[seat].append(card)
        elif kind == DISCARD:
            discards[seat] = card
        else:
            passes[seat] = card
    for hand in hands:
        hand.sort()
    state.hands, state.discards, state.passes = hands, discards, passes
    state.received = [None] * n
    if handed:
        _sample_passes(state, obs, played, ea_nasir, rng)


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


def _match(cards: list[Card], forbidden: list[frozenset[str]]) -> list[int]:
    """Give each card a place whose forbidden suits exclude it (Kuhn's augmenting paths)."""
    place_card = [-1] * len(forbidden)

    def place(ci: int, visited: list[bool]) -> bool:
        suit = cards[ci].suit
        for pi, banned in enumerate(forbidden):
            if visited[pi] or suit in banned:
                continue
            visited[pi] = True
            if place_card[pi] == -1 or place(place_card[pi], visited):
                place_card[pi] = ci
                return True
        return False

    for ci in range(len(cards)):
        if not place(ci, [False] * len(forbidden)):
            raise ValueError("no deal of the unseen cards fits what this seat has seen")
    card_place = [0] * len(cards)
    for pi, ci in enumerate(place_card):
        card_place[ci] = pi
    return card_place
