"""Determinization: what one seat cannot see, dealt at random consistently with what it saw.

``TricksterPropositionState.sample_from`` builds the state; this module only reasons about the
hidden cards and suit cards. The other hand is drawn uniformly among the hands that keep its
shown voids (a follower who neither followed nor bribed holds none of the led suit), the rest
going to Ea-Nasir's pile; the slot a bribe let this seat peek at keeps its suit. Every choice is
made in turn and shown at once, so no other seat's decision is ever hidden and pending.
"""

from __future__ import annotations

import random

from rules.copper_trickster.quality import BAD, GREAT
from rules.core.cards import Card
from rules.trickster_proposition.deal import suits_in_play
from rules.trickster_proposition.observation import TricksterPropositionObservation


def known_voids(obs: TricksterPropositionObservation) -> set[str]:
    """Suits the other player has shown it no longer holds this round: a follower who did not
    follow suit, without bribing, had none of the led suit."""
    other = 1 - obs.seat
    voids: set[str] = set()
    for t in obs.history:
        if t.bribe is None and t.leader != other:
            led = t.plays[0][1].suit
            if t.plays[1][1].suit != led:
                voids.add(led)
    # The trick still being sorted counts too (it joins the history only once sorted).
    if len(obs.trick) == 2 and obs.briber is None and obs.trick[1][0] == other:
        led = obs.trick[0][1].suit
        if obs.trick[1][1].suit != led:
            voids.add(led)
    return voids


def deal_unseen(obs: TricksterPropositionObservation, rng: random.Random) -> tuple[list[Card], list[Card]]:
    """The other player's hand and Ea-Nasir's face-down pile (top last), drawn from the cards
    this seat has not seen; cards of the other player's known voids all go to Ea-Nasir."""
    unseen = obs.unseen_cards()
    other_count = obs.hand_counts[1 - obs.seat]
    if len(unseen) != other_count + obs.ea_pile_left:
        raise ValueError("observation is inconsistent: unseen cards do not match the hidden counts")
    voids = known_voids(obs)
    free = [c for c in unseen if c.suit not in voids]
    if len(free) < other_count:
        raise ValueError("no deal of the unseen cards fits what this seat has seen")
    rng.shuffle(free)
    hand = free[:other_count]
    draw = free[other_count:] + [c for c in unseen if c.suit in voids]
    rng.shuffle(draw)
    return hand, draw


def guess_suits(
    obs: TricksterPropositionObservation, rng: random.Random
) -> tuple[tuple[str, str], tuple[tuple[str, str], ...]]:
    """Every seat's suit and the slots' suits: what ``obs`` knows, the rest shuffled at random."""
    in_play = suits_in_play(obs.removed_suit)
    if obs.revealed:
        suits = (obs.player_suits[0], obs.player_suits[1])
        return suits, tuple(obs.known)  # type: ignore[return-value]
    known = dict(obs.known)
    free = [s for s in in_play if s != obs.my_suit and s not in known.values()]
    rng.shuffle(free)
    unknown_slots = [slot for slot in (GREAT, BAD) if slot not in known]
    for slot in unknown_slots:
        known[slot] = free.pop()
    other_suit = free.pop()
    players = [other_suit, other_suit]
    players[obs.seat] = obs.my_suit
    return (players[0], players[1]), ((GREAT, known[GREAT]), (BAD, known[BAD]))
