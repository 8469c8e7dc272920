"""What the other seats' plays say about their Vazerneiros hands: search's reading of the table.

A card played to a trick says more than itself when its player had a choice. Sensible play, the
project's easy bot's and most people's, weighs taking the trick against keeping its cards for
later, and follows two habits that the table can read back:

- **shedding**: a card that cannot take the trick is the one least worth keeping. A seat that
  followed under the winner with the 6 holds no lower card of the led suit; one that threw the
  5 while void holds nothing less likely to take a trick than the 5 (``card_chance``, the easy
  bot's own measure). Where the trick is one to avoid (the Cursed Crown, and the counts of the
  Price of Greed or the Turnaround of the Lessers), the other way round.
- **playing last**: the last seat sees the whole trick, so it either takes a trick it wants with
  its cheapest winner, or holds nothing that would have taken it; and a potion at the last seat
  on a wanted trick says no plain card would have done.

``read_plays`` turns each of the others' face-up plays this round into the unseen cards it rules
out for that seat; ``VazerneirosBelief`` deals the hidden cards among the deals that fit them
(``rules.vazerneiros.sampling``), and uniformly where none does. A seat that plays a card its
earlier plays were read to rule out (a person with other habits) is not read again this round.
Leads are not read (a lead weighs the whole hand), nor the auction bid, nor plays under the Echo
of Discord and the Arcane Rivalry, where a card's suit counts apart from the trick. Under the
Whispers of the Fallen each loser swaps a card with the table after a trick, perhaps one another
loser has just given and no history shows, so what was read of a loser's hand is forgotten then.

Against easy bots the true deal always fits (tests/test_vazerneiros_inference.py).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Collection, Sequence
from typing import cast

from rules.core.cards import Card
from rules.vazerneiros.deck import vazerneiros_deck
from rules.vazerneiros.easy import KEEP
from rules.vazerneiros.easy_hand import PAIR_SUITS, card_chance, trick_worth
from rules.vazerneiros.easy_trick import TrickView
from rules.vazerneiros.observation import AUCTION_PHASE, TrickPlay, VazerneirosObservation
from rules.vazerneiros.plays import ritual_suits
from rules.vazerneiros.rumors import FAVOR_OF_THE_GODS, RITUAL_OF_PATHS, WHISPERS_OF_THE_FALLEN, played_face_down
from rules.vazerneiros.sampling import sample_state
from rules.vazerneiros.state import VazerneirosState

EPSILON = 1e-9  # scores this close are a tie, broken at random by the player: nothing read


def read_plays(obs: VazerneirosObservation) -> list[frozenset[Card]]:
    """Per seat, the unseen cards its plays this round rule out of its hand (none for this
    seat, and none for a seat whose plays stopped fitting the reading)."""
    return _read(obs)[0]


def _read(obs: VazerneirosObservation, known: Collection[int] = ()) -> tuple[list[frozenset[Card]], frozenset[int]]:
    """``read_plays``, and the seats whose plays stopped fitting the reading (``Belief.careless``);
    the ``known`` seats, caught in an earlier round, are not read at all."""
    n, rumor = obs.players, obs.rumor
    known = frozenset(s for s in known if s != obs.seat)
    if rumor is None or rumor in PAIR_SUITS or obs.phase == AUCTION_PHASE:
        return [frozenset[Card]()] * n, known
    absent: list[set[Card]] = [set() for _ in range(n)]
    broken = [s in known for s in range(n)]
    won = [0] * n
    tricks = [(t.leader, t.plays, t.winner) for t in obs.history]
    if obs.trick:
        tricks.append((obs.leader, obs.trick, None))
    for number, (leader, plays, winner) in enumerate(tricks, start=1):
        then = obs._replace(trick_no=number, tricks_won=tuple(won))  # the counts the trick was played at
        for i, play in enumerate(plays):
            if play.card is None:  # face down, not yet turned up
                continue
            seat = play.seat
            if play.card in absent[seat]:
                broken[seat] = True  # it plays otherwise than read: stop reading it this round
            for cards in absent:
                cards.discard(play.card)
            if i == 0 or seat == obs.seat or broken[seat]:
                continue
            absent[seat] |= _ruled_out(then, leader, plays, i)
        if winner is not None:
            won[winner] += 1
            if rumor == WHISPERS_OF_THE_FALLEN:  # each loser swapped a card with the table, maybe
                for seat in range(n):  # one just given by another loser, which no history shows
                    if seat != winner:
                        absent[seat].clear()
    unseen = frozenset(obs.unseen_cards())
    read = [frozenset() if broken[s] or s == obs.seat else frozenset(absent[s] & unseen) for s in range(n)]
    return read, frozenset(s for s in range(n) if broken[s])


def _ruled_out(obs: VazerneirosObservation, leader: int, plays: Sequence[TrickPlay], index: int) -> set[Card]:
    """The cards the play at ``index`` says its seat did not hold, as it saw the trick (``obs``
    holds the trick counts it was played at)."""
    play = plays[index]
    rumor, n = obs.rumor, obs.players
    before = tuple(_as_seen(q, j, rumor) for j, q in enumerate(plays[:index]))
    view = TrickView(obs._replace(seat=play.seat, leader=leader, trick=before))
    want = trick_worth(obs, play.seat)
    led = before[0].suit
    assert play.card is not None

    def wins(card: Card) -> bool:
        return view.wins_now(card, card.suit, 2 * card.rank, False)

    def chance(card: Card) -> float:
        return card_chance(card, rumor, n, obs.track, obs.trump)

    deck = vazerneiros_deck()
    if rumor == FAVOR_OF_THE_GODS:
        choices = list(deck)  # nobody must follow suit
    elif rumor == RITUAL_OF_PATHS:
        allowed = ritual_suits(before, n)
        choices = [c for c in deck if c.suit in allowed]
    elif play.card.suit != led and not play.effects:
        choices = list(deck)  # void in the led suit: any card was allowed
    else:
        choices = [c for c in deck if c.suit == led]
    last = index == n - 1 and view.hidden == 0
    if play.effects:  # a potion at the last seat on a wanted trick: no plain card would have won
        if last and want > 0 and rumor != RITUAL_OF_PATHS:
            return {c for c in choices if c.suit == led and wins(c)}
        return set()
    if last and want != 0:  # the whole trick seen: the best trade of taking against keeping
        score: Callable[[Card], float] = lambda c: want * (float(wins(c)) - KEEP * chance(c))
        mine = score(play.card)
        return {c for c in choices if score(c) > mine + EPSILON}
    suit, value = cast(str, play.suit), cast(int, play.value)  # face up: its suit and value are known
    if view.wins_now(play.card, suit, value, False):
        return set()  # a card that may take the trick weighs chances this seat cannot see
    mine = chance(play.card)
    if want > 0:  # shed the card least worth keeping
        return {c for c in choices if chance(c) < mine - EPSILON}
    if want < 0:  # keep clear: shed the card likeliest to take a trick, among those that lose
        return {c for c in choices if chance(c) > mine + EPSILON and not wins(c)}
    return set()


def _as_seen(play: TrickPlay, index: int, rumor: int | None) -> TrickPlay:
    """``play`` as the seats after it saw it when they played: a past trick's plays are turned
    up, so whether it went down face down is asked again (``played_face_down``)."""
    card = play.card
    if card is None:
        return play
    if played_face_down(rumor, index == 0, card.rank):
        return TrickPlay(play.seat, None, play.suit if index == 0 else None, None, play.effects, True)
    return play


class VazerneirosBelief:
    """``GameInfo.belief`` for Vazerneiros: deals the unseen cards uniformly among the deals
    that fit the plays read (``read_plays``); where they leave no deal, uniformly
    (``VazerneirosState.sample_from``)."""

    def __init__(self, observation: VazerneirosObservation, careless: frozenset[int] = frozenset()) -> None:
        self.observation = observation
        # careless: seats caught off the reading, this round or (given) an earlier one (Belief)
        self.absent, self.careless = _read(observation, careless)
        self._reading = any(self.absent)

    def sample(self, rng: random.Random) -> VazerneirosState:
        if self._reading:
            try:
                return sample_state(VazerneirosState, self.observation, rng, self.absent)
            except ValueError:  # the readings leave no deal: read nothing this decision
                self._reading = False
        return VazerneirosState.sample_from(self.observation, rng)
