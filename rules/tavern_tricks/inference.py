"""What the other seats' stakes and plays say about their Tavern Tricks hands: search's reading.

Nobody need follow suit here, so a card played shows nothing of what a hand lacks by the rules.
It shows a great deal by habit. Sensible play, the project's easy bot's and most people's:

- **staking** by strength: 3 coins with four or more strong cards for the dice just rolled, 2
  with two or three, 1 with fewer (a strong card: one of the dominant race, a card of the
  dominant weapon numbered 20 or more, a Doppleganger, a Dragon that qualifies);
- **taking** a trick it can take now with its cheapest card that does (the card least worth
  keeping, ``easy.card_value``);
- **throwing** its least useful card when it cannot take the trick.

So a seat that threw its 12 under the dominant 30 holds no card that would have taken the trick
then, and nothing it values below that 12; a seat that staked 3 holds four strong cards or more.
``read_plays`` turns each of the others' plays this hand into the unseen cards it rules out, and
``read_stakes`` each stake into a range for the strong cards the seat still hides.

A seat that does not play this way (a person with other habits) is soon caught: once it plays a
card its earlier plays were read to rule out, its reading of the plays is dropped for the rest of
the hand. Where the readings leave no deal that fits, the search deals uniformly again.

The dice of a play are those it was judged under. A Fates card rerolls them in the middle of a
trick; the plays between two Fates of one trick, and the stakes when the first trick held a Fates,
were made under dice this seat never saw, and are not read.

Not read: the pass. The three cards a seat passed this one say its other five were worth more
before the dice, but the three it received in turn are unknown, so that says little.

Measured with search at 150 iterations a move against easy bots, 4 players, per round, seed 21,
100 deals (win rate, then mean score difference in coins): uniform deals 0.487 [0.437, 0.538],
+2.20; reading the stakes and plays 0.542 [0.492, 0.593], +2.71.
"""

from __future__ import annotations

import random
from collections.abc import Collection, Sequence
from itertools import product
from math import comb, prod
from typing import Any, NamedTuple

from rules.core.cards import Card
from rules.core.sampling import Dealer, NoDeal, Place, count_deals
from rules.tavern_tricks.deck import (
    HAND_SIZE,
    TRICKS_PER_HAND,
    specialties,
    tavern_deck,
)
from rules.tavern_tricks.easy import FATES_RELUCTANCE, STRONG
from rules.tavern_tricks.observation import PASS_PHASE, TavernTricksObservation
from rules.tavern_tricks.primacy import trick_winner
from rules.tavern_tricks.rollout import keep_values
from rules.tavern_tricks.sampling import sample_state, unseen_cards
from rules.tavern_tricks.state import TavernTricksState

EXACT_SPLITS = 256  # splits of the strong cards over the seats weighed exactly, at most
EXACT_SEATS = 3  # other seats dealt exactly, at most (see ``InTurn``)
SPLIT_TRIES = 20  # splits drawn seat by seat before the stakes' reading is given up
Dice = tuple[str, str]
Play = tuple[int, Card, Any]


def _play_dice(obs: TavernTricksObservation) -> list[tuple[list[Play], list[Dice | None]]]:
    """Each trick of this hand, finished ones and the one in progress, with the dice each play was
    made under (None: unknown, between two Fates)."""
    kinds = specialties()
    tricks: list[tuple[list[Play], Dice]] = [(list(t.plays), t.dice) for t in obs.history]
    if obs.dice is not None:
        tricks.append((list(obs.trick), obs.dice))
    out: list[tuple[list[Play], list[Dice | None]]] = []
    start: Dice | None = _stake_dice(obs)
    for plays, end in tricks:
        fates = [i for i, (_, c, _) in enumerate(plays) if kinds[c.index] == "fates"]
        dice: list[Dice | None] = []
        for i in range(len(plays)):
            if not fates or i <= fates[0]:  # the first Fates itself is played before its roll
                dice.append(start)
            elif i > fates[-1]:
                dice.append(end)
            else:
                dice.append(None)
        out.append((plays, dice))
        start = end
    return out


def _stake_dice(obs: TavernTricksObservation) -> Dice | None:
    """The dice as they were rolled for the stakes, if this seat can tell (no Fates in trick 1)."""
    kinds = specialties()
    first = obs.history[0].plays if obs.history else obs.trick
    if any(kinds[c.index] == "fates" for _, c, _ in first):
        return None
    if obs.history:
        return obs.history[0].dice
    return obs.dice


def read_plays(obs: TavernTricksObservation) -> list[frozenset[Card]]:
    """Per seat, the unseen cards its plays this hand say it does not hold (empty for the
    observer, and for a seat whose plays broke the habits above)."""
    return _read(obs)[0]


def _read(obs: TavernTricksObservation, known: Collection[int] = ()) -> tuple[list[frozenset[Card]], frozenset[int]]:
    """``read_plays``, and the seats whose plays have broken the habits (``Belief.careless``);
    the ``known`` seats, caught in an earlier hand, are not read at all."""
    n = obs.players
    known = frozenset(s for s in known if s != obs.seat)
    if obs.tie_break > 1:  # re-dealt: one card each, nothing to read
        return [frozenset()] * n, known
    ruled_out: list[set[Card]] = [set() for _ in range(n)]
    broken = [s in known for s in range(n)]
    kinds = specialties()
    # The cards another seat might have held at a play: none of this seat's own since the pass
    # (those passed away are known to be where they went), none played before.
    mine = set(obs.hand) | set(obs.received) | set(obs.my_pass)
    candidates = [c for c in tavern_deck() if c not in mine]
    played: set[Card] = set()
    for number, (plays, dice) in enumerate(_play_dice(obs), start=1):
        for i, (seat, card, choice) in enumerate(plays):
            if card in ruled_out[seat]:
                broken[seat] = True
            d = dice[i]
            played.add(card)
            if seat == obs.seat or d is None or number > TRICKS_PER_HAND or broken[seat]:
                continue  # the 8th card of a hand is forced
            left = [c for c in candidates if c not in played]
            ruled_out[seat].update(_ruled_out(plays[:i], seat, card, choice, d, left, kinds))
    absent = [frozenset() if broken[s] or s == obs.seat else frozenset(ruled_out[s] - played) for s in range(n)]
    return absent, frozenset(s for s in range(n) if broken[s])


def _ruled_out(
    before: list[Play], seat: int, card: Card, choice: Any, dice: Dice, unseen: Sequence[Card], kinds: Sequence[str | None]
) -> list[Card]:
    """The unseen cards ``seat`` would have played instead of ``card``, had it held them."""
    values = keep_values(dice)
    winner_before = trick_winner(before, dice) if before else None
    after = trick_winner((*before, (seat, card, choice)), dice)
    keep = values[card.index]

    def wins(c: Card) -> bool:
        kind = kinds[c.index]
        if kind is not None and kind not in ("order_dragon", "chaos_dragon"):
            return False  # the other specialty cards need a choice, and rarely take a trick
        return trick_winner((*before, (seat, c, None)), dice) == seat

    if after == seat:  # took it: with its cheapest card that does
        return [c for c in unseen if values[c.index] < keep and wins(c)]
    out = [c for c in unseen if wins(c)]  # could not take it
    kind = kinds[card.index]
    if kind == "thief" or after != winner_before:
        return out  # a Thief's worth hangs on who is richest; spoiling pays a bonus: no ranking
    score = -keep - (FATES_RELUCTANCE if kind == "fates" else 0.0)
    out.extend(c for c in unseen if -values[c.index] - (FATES_RELUCTANCE if kinds[c.index] == "fates" else 0.0) > score)
    return out


def read_stakes(
    obs: TavernTricksObservation, careless: Collection[int] = ()
) -> tuple[Dice | None, list[tuple[int, int]]]:
    """The stake dice and, per seat, the range of strong cards its stake says it held then
    (0..8: nothing read, as for a ``careless`` seat)."""
    n = obs.players
    everything = [(0, HAND_SIZE)] * n
    dice = _stake_dice(obs)
    if dice is None or obs.tie_break > 1:
        return None, everything
    out = list(everything)
    for seat, stake in enumerate(obs.stakes):
        if seat == obs.seat or stake is None or stake == 0 or seat in careless:
            continue
        coins = obs.scores[seat] + stake  # before staking (a Thief since may blur it: no matter)
        if stake == 3:
            out[seat] = (4, HAND_SIZE)
        elif stake == 2:
            out[seat] = (2, HAND_SIZE if coins <= 2 else 3)
        elif coins >= 2:
            out[seat] = (0, 1)
    return dice, out


class NoSplit(NoDeal):
    """The stakes read leave no number of strong cards that fits: they contradict the plays."""


class TavernTricksBelief:
    """``GameInfo.belief`` for Tavern Tricks: deals the unseen cards uniformly among the deals
    that fit the plays read (``read_plays``) and the stakes read (``read_stakes``); where they
    leave no deal, by the plays alone, and then uniformly (``sample_from``)."""

    def __init__(self, observation: TavernTricksObservation, careless: frozenset[int] = frozenset()) -> None:
        obs = self.observation = observation
        self._reading = obs.phase != PASS_PHASE and obs.tie_break <= 1
        self.absent: list[frozenset[Card]] = [frozenset()] * obs.players
        # Seats caught playing against the habits, this hand or (given) an earlier one (Belief).
        self.careless: frozenset[int] = careless - {obs.seat}
        self._ranges: dict[int, tuple[int, int]] = {}
        self._weights: list[tuple[float, tuple[int, ...]]] | None = None  # [] : seat by seat
        self._seat_weights: list[list[tuple[float, int]]] = []
        self._split: Split | None = None  # the strong and other unseen cards, once the stakes are weighed
        self._dealers: dict[tuple[int, ...] | None, tuple[Dealer | InTurn, ...]] = {}
        if not self._reading:
            return
        unseen = frozenset(unseen_cards(obs))
        self.absent, self.careless = _read(obs, careless)
        # Per seat, the unseen cards it may hide (None: any), worked out once a decision.
        self._only = [unseen - absent if absent else None for absent in self.absent]
        dice, ranges = read_stakes(obs, self.careless)
        self._strong: frozenset[Card] = frozenset()
        if dice is not None:
            values = keep_values(dice)
            self._strong = frozenset(c for c in tavern_deck() if values[c.index] >= STRONG)
            plays = [p for t in obs.history for p in t.plays]
            plays.extend(obs.trick)
            played = {c for _, c, _ in plays}
            gave = obs.pass_to if obs.my_pass else -1  # holds what this seat passed, unless played
            for seat, (lo, hi) in enumerate(ranges):
                if seat == obs.seat or (lo, hi) == (0, HAND_SIZE):
                    continue
                shown = sum(1 for s, c, _ in plays if s == seat and c in self._strong)
                if seat == gave:
                    shown += sum(1 for c in obs.my_pass if c in self._strong and c not in played)
                self._ranges[seat] = (lo - shown, hi - shown)

    def sample(self, rng: random.Random) -> TavernTricksState:
        if not self._reading or (not any(self.absent) and not self._ranges):
            return TavernTricksState.sample_from(self.observation, rng)
        try:
            return self._sample(rng, self._ranges)
        except NoDeal:
            pass
        if self._ranges:  # the stakes and the plays contradict each other: the plays alone
            self._ranges = {}
            try:
                return self._sample(rng, {})
            except NoDeal:
                pass
        self._reading = False
        return TavernTricksState.sample_from(self.observation, rng)

    def _sample(self, rng: random.Random, ranges: dict[int, tuple[int, int]]) -> TavernTricksState:
        def deal_hidden(pool: list[Card], needs: dict[int, int], rng: random.Random) -> dict[int, list[Card]]:
            # The pool and the needs are the observation's, the same at every call.
            seats = list(needs)
            for _ in range(SPLIT_TRIES):
                counts = None
                try:
                    counts = self._counts(pool, seats, needs, ranges, rng) if ranges else None
                    dealers = self._dealers.get(counts)
                    if dealers is None:
                        dealers = self._dealers[counts] = self._make_dealers(pool, seats, needs, counts)
                    hidden: dict[int, list[Card]] = {s: [] for s in seats}
                    for dealer in dealers:
                        for s, got in zip(seats, dealer.deal(rng, tries=0)):
                            hidden[s].extend(got)
                    return hidden
                except NoSplit:
                    raise  # the stakes read leave no split at all
                except NoDeal:
                    if len(seats) <= EXACT_SEATS and (counts is None or self._weights):
                        raise  # dealt exactly, from exact weights: there is no deal
            raise NoDeal("no deal drawn fits")

        return sample_state(TavernTricksState, self.observation, rng, deal_hidden)

    def _make_dealers(
        self, pool: list[Card], seats: list[int], needs: dict[int, int], counts: tuple[int, ...] | None
    ) -> tuple[Dealer | InTurn, ...]:
        """The dealers of the hidden cards: one for them all, or with ``counts`` (the strong cards
        each seat hides) one for the strong cards and one for the rest."""
        only = [self._only[s] for s in seats]
        if counts is None:
            parts = [(pool, tuple(needs[s] for s in seats))]
        else:
            assert self._split is not None  # counts are drawn from it
            rest = tuple(needs[s] - k for s, k in zip(seats, counts))
            parts = [(self._split.strong, counts), (self._split.weak, rest)]
        if len(seats) > EXACT_SEATS:
            return tuple(InTurn(cards, sizes, only) for cards, sizes in parts)
        return tuple(Dealer(cards, _places(cards, sizes, only)) for cards, sizes in parts)

    def _counts(
        self, pool: list[Card], seats: list[int], needs: dict[int, int], ranges: dict[int, tuple[int, int]], rng: random.Random
    ) -> tuple[int, ...]:
        """How many strong cards each other seat hides, drawn in proportion to the deals that fit:
        exactly while the splits to weigh are few, else seat by seat (see ``_each_seat``)."""
        split: Split | None
        if self._weights is None:
            strong = [c for c in pool if c in self._strong]
            spans = []
            for s in seats:
                lo, hi = ranges.get(s, (0, needs[s]))
                spans.append(range(max(0, lo), min(hi, needs[s]) + 1))
            split = self._split = Split(
                strong, [c for c in pool if c not in self._strong], [needs[s] for s in seats], [self._only[s] for s in seats], spans
            )
            if len(seats) > EXACT_SEATS or prod(len(span) for span in spans) > EXACT_SPLITS:
                self._seat_weights = _each_seat(split)
                self._weights = []
            else:
                self._weights = _exact_weights(split)
        if not self._weights:
            split = self._split
            assert split is not None
            counts = tuple(_draw(w, rng) for w in self._seat_weights)
            if not split.holds(counts):
                raise NoDeal("more strong (or other) cards drawn than there are")
            return counts
        return _draw(self._weights, rng)



class InTurn:
    """Deals the hidden cards seat by seat, the seat that may hold the fewest first, each its
    cards uniformly among those it may hold that are left; the rest lie out of play.

    Close to uniform over the deals that fit, not exactly: the exact deal (``Dealer``) counts the
    deals over every class of cards, and with four or five other seats, each with cards of its
    own ruled out, those classes run to dozens and one count to a fifth of a second."""

    def __init__(self, cards: list[Card], sizes: Sequence[int], only: Sequence[frozenset[Card] | None]) -> None:
        if sum(sizes) > len(cards):
            raise NoDeal("the hidden cards do not fill the hidden places")
        self.cards = cards
        self.sizes = sizes
        self.only = only
        self.order = sorted(range(len(sizes)), key=lambda i: len(o) if (o := only[i]) is not None else len(cards))

    def deal(self, rng: random.Random, tries: int = 0) -> list[list[Card]]:
        """One deal (``tries`` is ``Dealer.deal``'s, unused); ``NoDeal`` if a seat runs short."""
        left = list(self.cards)
        rng.shuffle(left)
        hands: list[list[Card]] = [[] for _ in self.sizes]
        for i in self.order:
            size, only = self.sizes[i], self.only[i]
            if not size:
                continue
            picked = [j for j, c in enumerate(left) if only is None or c in only][:size]
            if len(picked) < size:
                raise NoDeal("a seat has too few cards it may hold left")
            hands[i] = [left[j] for j in picked]
            for j in reversed(picked):
                del left[j]
        return hands


class Split(NamedTuple):
    """What weighing the splits of the strong cards over the other seats reads."""

    strong: list[Card]  # the unseen strong cards
    weak: list[Card]  # the other unseen cards
    sizes: list[int]  # per other seat, the cards it hides
    only: list[frozenset[Card] | None]  # per other seat, the unseen cards it may hide (None: any)
    spans: list[range]  # per other seat, the numbers of strong cards its stake allows

    def holds(self, counts: Sequence[int]) -> bool:
        """Whether there are cards enough for ``counts`` strong cards per seat and the rest."""
        return sum(counts) <= len(self.strong) and sum(self.sizes) - sum(counts) <= len(self.weak)


def _exact_weights(split: Split) -> list[tuple[float, tuple[int, ...]]]:
    """Every split of the strong cards over the seats, with the deals it leaves."""
    strong, weak, sizes, only, spans = split
    weights = []
    for ks in product(*spans):
        if not split.holds(ks):
            continue
        rest = tuple(n - k for n, k in zip(sizes, ks))
        w = count_deals(strong, _places(strong, ks, only)) * count_deals(weak, _places(weak, rest, only))
        if w > 0:
            weights.append((w, ks))
    if not weights:
        raise NoSplit("no split of the strong cards fits the stakes")
    return weights


def _each_seat(split: Split) -> list[list[tuple[float, int]]]:
    """Per seat, its numbers of strong cards weighed as if it were dealt alone from the cards it
    may hold. With five or six players the splits over all seats run to thousands (weighing them
    took seconds); seat by seat is close, and a split that leaves no deal is drawn again."""
    out = []
    for size, span, o in zip(split.sizes, split.spans, split.only):
        n_strong = sum(1 for c in split.strong if o is None or c in o)
        n_weak = sum(1 for c in split.weak if o is None or c in o)
        weights = [(float(comb(n_strong, k) * comb(n_weak, size - k)), k) for k in span]
        weights = [(w, k) for w, k in weights if w > 0]
        if not weights:
            raise NoSplit("no number of strong cards fits a seat's stake")
        out.append(weights)
    return out


def _draw(weighted: list[tuple[float, Any]], rng: random.Random) -> Any:
    """One item, drawn in proportion to its weight."""
    x = rng.random() * sum(w for w, _ in weighted)
    for w, item in weighted:
        x -= w
        if x < 0:
            return item
    return weighted[-1][1]


def _places(cards: list[Card], sizes: Sequence[int], only: list[frozenset[Card] | None]) -> list[Place]:
    """A place per other seat (``sizes``, ``only``), and one out of play for the rest of ``cards``."""
    places = [Place(k, only=o) for k, o in zip(sizes, only)]
    places.append(Place(len(cards) - sum(sizes)))
    return places
