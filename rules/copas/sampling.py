"""Determinization: deal the unseen Copas cards consistently with one seat's observation.

``CopasState.sample_from`` builds the state; this module only reasons about the cards.
"""

from __future__ import annotations

import random

from rules.copas.deck import CUPS, SUITS, deck_for
from rules.copas.observation import CopasObservation
from rules.core.cards import Card


def known_voids(obs: CopasObservation) -> list[set[str]]:
    """Suits each seat is known not to hold, from the tricks seen this round.

    Failing to follow shows a void. Under the house rules, leading a Cup while Cups are locked,
    or discarding a Cup on the first trick, shows a hand of nothing but Cups.
    """
    opts = obs.option
    lock_leads = bool(opts.get("no_cup_lead_until_discarded"))
    first_trick_rule = bool(opts.get("no_cups_on_first_trick"))
    voids: list[set[str]] = [set() for _ in range(obs.players)]
    discarded = False
    tricks = [(i + 1, t.plays) for i, t in enumerate(obs.history)]
    tricks.append((obs.trick_no, obs.trick))
    for trick_no, plays in tricks:
        if not plays:
            continue
        led = plays[0][1].suit
        if lock_leads and led == CUPS and not discarded:
            voids[plays[0][0]].update(s for s in SUITS if s != CUPS)
        for seat, card in plays[1:]:
            if card.suit != led:
                voids[seat].add(led)
                if card.suit == CUPS:
                    if first_trick_rule and trick_no == 1:
                        voids[seat].update(s for s in SUITS if s != CUPS)
                    discarded = True
    return voids


def deal_unseen(obs: CopasObservation, rng: random.Random) -> list[list[Card]]:
    """Hands for every seat: the observer's own, and a random consistent guess for the others."""
    seen = set(obs.hand) | set(obs.played_cards())
    unseen = [c for c in deck_for(obs.players) if c not in seen]
    voids = known_voids(obs)
    slots = [s for s in range(obs.players) if s != obs.seat for _ in range(obs.hand_counts[s])]
    if len(slots) != len(unseen):
        raise ValueError("observation is inconsistent: unseen cards do not match hand counts")
    rng.shuffle(unseen)
    rng.shuffle(slots)
    owner = _match(unseen, slots, voids)
    hands: list[list[Card]] = [[] for _ in range(obs.players)]
    hands[obs.seat] = list(obs.hand)
    for card, slot in zip(unseen, owner):
        hands[slots[slot]].append(card)
    for hand in hands:
        hand.sort()
    return hands


def _match(cards: list[Card], slots: list[int], voids: list[set[str]]) -> list[int]:
    """Assign each card a slot whose seat is not void in its suit (Kuhn's augmenting paths)."""
    slot_card = [-1] * len(slots)

    def place(ci: int, visited: list[bool]) -> bool:
        suit = cards[ci].suit
        for si, seat in enumerate(slots):
            if visited[si] or suit in voids[seat]:
                continue
            visited[si] = True
            if slot_card[si] == -1 or place(slot_card[si], visited):
                slot_card[si] = ci
                return True
        return False

    for ci in range(len(cards)):
        if not place(ci, [False] * len(slots)):
            raise ValueError("no deal of the unseen cards fits what this seat has seen")
    card_slot = [0] * len(cards)
    for si, ci in enumerate(slot_card):
        card_slot[ci] = si
    return card_slot
