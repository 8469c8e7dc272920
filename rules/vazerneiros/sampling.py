"""Determinization: a full Vazerneiros state consistent with one seat's observation, for search.

The other hands, the face-down plays of others and the cards set aside are dealt from the cards
this seat has not seen, uniformly among the deals that fit what it saw (``rules.core.sampling``):

- a follower whose card ended in another suit than the led one, where suit must be followed
  (not under rumors 10 and 11), holds none of the led suit;
- a face-down card fits what is shown of it: a face-down lead is of its named suit, or of
  another one if a suit potion changed it; a follower's card turned by a suit potion is not of
  the led suit; under rumor 15 its printed number is one of those played face down; a follower's
  face-down card without a suit potion is of the led suit, or its seat holds none of that suit
  (the two cases weighed by how many deals each leaves).

The auction is laid by every seat at once. An auction card another seat has laid while this seat
(or a third) still chooses is *not* drawn at random: the sampled state has it back in that
seat's hand and the seat to lay again (``pending_seats``), so a search decides the auction as
the simultaneous choice it is. Later rounds come from the new state's own seed.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from itertools import product
from operator import attrgetter
from typing import Any

from rules.core.cards import Card
from rules.core.results import RoundResult
from rules.core.sampling import NoDeal, Place, count_deals, deal
from rules.vazerneiros.deck import NUMBERS
from rules.vazerneiros.judging import winner_index
from rules.vazerneiros.observation import AUCTION_PHASE, EXCHANGE_PHASE, TrickPlay, VazerneirosObservation
from rules.vazerneiros.rumors import FAVOR_OF_THE_GODS, RITUAL_OF_PATHS, played_face_down, rumor_pool

_deck_order = attrgetter("index")


def pending_seats(obs: VazerneirosObservation) -> tuple[int, ...]:
    """The other seats whose auction card is laid but hidden while others still choose: the
    sampled state takes it back into their hands and has those seats lay again."""
    if obs.phase != AUCTION_PHASE:
        return ()
    return tuple(s for s in range(obs.players) if s != obs.seat and obs.bids_in[s])


def known_voids(obs: VazerneirosObservation) -> list[set[str]]:
    """Suits each seat has shown it lacks this round: its card ended in another suit than the
    led one where suit must be followed (a potion may turn a card into the led suit, never away
    from it while the seat holds that suit)."""
    voids: list[set[str]] = [set() for _ in range(obs.players)]
    if obs.rumor in (FAVOR_OF_THE_GODS, RITUAL_OF_PATHS):
        return voids
    for plays in [*(t.plays for t in obs.history), obs.trick]:
        if not plays:
            continue
        led = plays[0].suit
        for p in plays[1:]:
            if p.suit is not None and p.suit != led:
                voids[p.seat].add(led)  # type: ignore[arg-type]
    return voids


def sample_state(
    cls: Any, obs: VazerneirosObservation, rng: random.Random, absent: Sequence[frozenset[Card]] = ()
) -> Any:
    """A ``cls`` state (``VazerneirosState``) ``obs`` could come from; ``absent``, per seat, the
    unseen cards its hand (and its face-down card) is not dealt (``rules.vazerneiros.inference``)."""
    n, seat = obs.players, obs.seat
    negative = obs.negative_rumors
    state = cls(n, {"negative_rumors": negative}, seed=rng.randrange(2**31), dealt=False)
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
    state.shown_by = None
    state.exchangers, state.trick_winner = [], -1
    state.swapped = {c for cards in obs.known_in_hands for c in cards}
    piles: list[list[Card]] = [[] for _ in range(n)]
    for t in obs.history:
        if t.winner is not None:
            piles[t.winner].extend(t.taken)
    state.piles = piles

    pending = pending_seats(obs)
    bids = list(obs.bids)
    if obs.phase == AUCTION_PHASE:
        bids = [None] * n
        bids[seat] = obs.my_bid
        if pending:  # their hidden auction cards are taken back: they lay again
            state._to_move = tuple(s for s in range(n) if bids[s] is None)
    state.bids = bids
    hands, aside, down = _deal_unseen(obs, pending, rng, absent)
    state.trick = [_fill(p, i, obs, down[i], rng) if p.card is None else p for i, p in enumerate(obs.trick)]
    state.hands = hands
    state.aside = aside
    if obs.phase == EXCHANGE_PHASE:
        winner = state.trick[winner_index(state.trick, obs.rumor, obs.track, obs.trump)].seat
        state.trick_winner = winner
        first = obs.to_move[0]
        state.exchangers = [(first + k) % n for k in range((winner - first) % n)]
    return state


def _deal_unseen(
    obs: VazerneirosObservation,
    pending: tuple[int, ...],
    rng: random.Random,
    absent: Sequence[frozenset[Card]] = (),
) -> tuple[list[list[Card]], list[Card], dict[int, Card]]:
    """Every hand, the cards set aside, and the card of each face-down play of another seat
    (by its index in the trick), dealt from the unseen cards among the deals that fit."""
    n, me = obs.players, obs.seat
    unseen = obs.unseen_cards()
    voids = known_voids(obs)
    absent = absent or [frozenset()] * n
    only = {s: frozenset(unseen) - absent[s] if absent[s] else None for s in range(n)}
    others = [s for s in range(n) if s != me]
    sizes = {s: obs.hand_counts[s] - len(obs.known_in_hands[s]) + (1 if s in pending else 0) for s in others}
    down = [(i, p) for i, p in enumerate(obs.trick) if p.card is None]
    # Per face-down play: the cards it may be, and for a follower's card with no suit potion,
    # the two ways it may be (of the led suit; or not, its seat then void in the led suit).
    options: list[list[tuple[frozenset[Card], str | None]]] = []
    led = obs.trick[0].suit if obs.trick else None
    for i, p in down:
        fits = [c for c in unseen if played_face_down(obs.rumor, i == 0, c.rank)]
        if absent[p.seat]:
            fits = [c for c in fits if c not in absent[p.seat]]
        changed = any(e.endswith("suit") for e in p.effects)
        if i == 0:
            options.append([(frozenset(c for c in fits if (c.suit != p.suit) == changed), None)])
        elif changed or led in voids[p.seat]:
            options.append([(frozenset(c for c in fits if c.suit != led), None)])
        else:
            options.append([
                (frozenset(c for c in fits if c.suit == led), None),
                (frozenset(c for c in fits if c.suit != led), led),
            ])
    aside_size = len(unseen) - sum(sizes.values()) - len(down)
    cases = []
    for choice in product(*options):
        void = [set(voids[s]) for s in range(n)]
        for (i, p), (_, also) in zip(down, choice):
            if also is not None:
                void[p.seat].add(also)
        places = [Place(sizes[s], frozenset(void[s]), only[s]) for s in others]
        places.append(Place(aside_size))
        places.extend(Place(1, only=cards) for cards, _ in choice)
        cases.append(places)
    if len(cases) > 1:
        weights = [count_deals(unseen, places) for places in cases]
        if not any(weights):
            raise ValueError("observation is inconsistent: no deal of the unseen cards fits it")
        places = rng.choices(cases, weights)[0]
    else:
        places = cases[0]
    try:
        dealt = deal(unseen, places, rng)
    except NoDeal as err:
        raise ValueError(f"observation is inconsistent: {err}") from None
    hands: list[list[Card]] = [[] for _ in range(n)]
    hands[me] = list(obs.hand)
    for s, cards in zip(others, dealt):
        hands[s] = sorted([*obs.known_in_hands[s], *cards], key=_deck_order)
    aside = sorted(dealt[len(others)], key=_deck_order)
    face_down = {i: cards[0] for (i, _), cards in zip(down, dealt[len(others) + 1:])}
    return hands, aside, face_down


def _fill(play: TrickPlay, index: int, obs: VazerneirosObservation, card: Card, rng: random.Random) -> TrickPlay:
    """A face-down play of another seat, with its dealt card and effect values that fit what is
    shown: the named suit of a lead, the led suit for a follower's suit potion."""
    changes_suit = any(e.endswith("suit") for e in play.effects)
    target = play.suit if index == 0 else obs.trick[0].suit
    value = 2 * card.rank
    if any(e.endswith("number") for e in play.effects):
        value = 2 * rng.choice([k for k in NUMBERS if k != card.rank])
    if "half" in play.effects:
        value += rng.choice((1, -1))
    suit = target if changes_suit or index == 0 else card.suit
    return TrickPlay(play.seat, card, suit, value, play.effects, True)
