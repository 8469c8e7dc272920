"""Determinization: deal the unseen Copas cards consistently with one seat's observation.

``CopasState.sample_from`` builds the state; this module only reasons about the cards. Copas has
no simultaneous choice, so nothing another seat decided is ever hidden from the searching seat
but its hand: the other hands are dealt uniformly among the deals that respect every void shown
(and, under the house rules, every hand shown to hold nothing but Cups).
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from operator import attrgetter

from rules.copas.deck import CUPS, SUITS, deck_for
from rules.copas.observation import CopasObservation
from rules.core.cards import Card
from rules.core.sampling import TRIES, Dealer, NoDeal, Place

_deck_order = attrgetter("index")


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


def unseen_cards(obs: CopasObservation) -> list[Card]:
    """The cards in play that ``obs``'s seat has not seen: in no hand of its own, never played."""
    seen = set(obs.hand) | set(obs.played_cards())
    return [c for c in deck_for(obs.players) if c not in seen]


def deal_unseen(
    obs: CopasObservation, rng: random.Random, only: Sequence[frozenset[Card] | None] = ()
) -> list[list[Card]]:
    """Hands for every seat: the observer's own, and for the others a deal of the unseen cards
    drawn uniformly among those that fit the voids they have shown (``rules.core.sampling``).

    ``only``, if given, holds per seat the unseen cards it may be dealt (None: any), a search's
    reading of its plays (``rules.copas.inference``); ``NoDeal`` if no deal fits them.
    """
    return UnseenDealer(obs, only).deal(rng)


class UnseenDealer:
    """``deal_unseen`` for one observation, again and again (a search's belief deals from one
    observation thousands of times): the places and what each may take are worked out once."""

    def __init__(self, obs: CopasObservation, only: Sequence[frozenset[Card] | None] = ()) -> None:
        self.observation = obs
        self.only = bool(only)
        voids = known_voids(obs)
        self.others = [s for s in range(obs.players) if s != obs.seat]
        places = [Place(obs.hand_counts[s], frozenset(voids[s]), only[s] if only else None) for s in self.others]
        with self._dealing():
            self.dealer = Dealer(unseen_cards(obs), places)

    def deal(self, rng: random.Random, tries: int = TRIES) -> list[list[Card]]:
        """One deal (``tries``: as ``Dealer.deal``); ``NoDeal`` if none fits the readings."""
        obs = self.observation
        with self._dealing():
            dealt = self.dealer.deal(rng, tries)
        hands: list[list[Card]] = [[] for _ in range(obs.players)]
        hands[obs.seat] = list(obs.hand)
        for s, cards in zip(self.others, dealt):
            hands[s] = cards
        for hand in hands:
            hand.sort(key=_deck_order)
        return hands

    @contextmanager
    def _dealing(self) -> Iterator[None]:
        """No deal fits: the readings' fault (``NoDeal``) where there are readings, else the
        observation's (``ValueError``)."""
        try:
            yield
        except NoDeal as err:
            if self.only:
                raise
            raise ValueError(f"observation is inconsistent: {err}") from None
