"""What the other seats' plays say about their Copas hands: search's reading of the table.

A card played to a trick shows more than itself when its player had a choice. Sensible Copas
play, the project's easy bot's and most people's, follows a few habits:

- **leading** low: the lowest card of the suit you lead;
- **ducking**: under the winning card, follow with your highest card that stays under it;
- **going over** when you cannot duck: with your lowest card while someone after you may still
  go higher, with your highest when you play last (the trick is yours anyway);
- **throwing** when void: your highest Cup; with no Cup, your highest card.

So a seat that ducked with the 3 under the King holds nothing between them in that suit; one
that threw a Coin holds no Cup and nothing ranked above that Coin; and so on. ``read_plays``
turns each of the others' plays this round into the unseen cards it rules out.

A lead says more than "nothing lower in that suit". Sensible play leads from the suit where a
low card is likeliest to be beaten by someone else: many cards above it still out, and a Cup only
when it is safe (the easy bot's ``lead_score``). So the card led scored at least as well as the
lowest card of every other suit the seat held: a seat that led the 5 of Swords with two Swords
above it still out held no 2 of Clubs with eight Clubs out above it. That ties the whole hand
together, so ``read_leads`` keeps each lead and what its seat knew then, and ``lead_fits`` asks
it of a dealt hand; the belief keeps only deals where every lead fits.

A seat that does not play this way (a person with other habits) is soon caught: once it plays
a card its earlier plays were read to rule out, its reading is dropped for the rest of the round.
And where the readings leave no deal that fits, the search deals uniformly again.

Measured with search at 150 iterations a move against easy bots, 4 players, per round, seed 1,
100 deals (win rate, then mean score difference in penalty points): uniform deals 0.267 [0.244,
0.291], +0.47; reading follows and throws 0.310 [0.285, 0.336], +0.57 (a first version 0.316,
+0.82); reading leads as well 0.305 [0.279, 0.331], +0.72, no different. Leads are read all the
same, as they are as true of the easy bot as the rest. The same run with playouts that do not
peek at the sampled hands: 0.308, no different either.

Reading leads by their score as well (``read_leads``), at 1,200 iterations a move, seed 1, 60
deals, on the same deals (win rate, score difference, penalty points against an easy seat's):
without 0.309 [0.275, 0.343], +0.74, 0.70x; with 0.333 [0.303, 0.363], +1.03, 0.60x. At 150
iterations, 100 deals: 0.302, +0.82, 0.68x against 0.305, +0.72, 0.71x. Against easy bots the
true deal always fits (tests/test_copas_inference.py); deals that fit every lead are a half of
those that fit the plays at the median position, and one in a hundred or fewer at the hardest.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Collection, Iterable, Sequence
from typing import NamedTuple

from rules.copas.deck import CUPS, deck_for
from rules.copas.easy import lead_value, unseen_ranks
from rules.copas.observation import CopasObservation
from rules.copas.sampling import UnseenDealer, unseen_cards
from rules.copas.state import CopasState
from rules.core.cards import Card
from rules.core.sampling import NoDeal

LEAD_TRIES = 4  # draws a sample, once some deal has fitted every lead
LEAD_GIVE_UP = 256  # draws with none fitting, after which the leads are not read (see CopasBelief)


def read_plays(obs: CopasObservation) -> list[frozenset[Card]]:
    """Per seat, the unseen cards its plays this round say it does not hold (empty for the
    observer, and for a seat whose plays have broken the habits above)."""
    return _read(obs)[0]


def _read(obs: CopasObservation, known: Collection[int] = ()) -> tuple[list[frozenset[Card]], frozenset[int]]:
    """``read_plays``, and the seats whose plays have broken the habits (``Belief.careless``);
    the ``known`` seats, caught in an earlier round, are not read at all."""
    n = obs.players
    first_trick_rule = bool(obs.option.get("no_cups_on_first_trick"))
    deck = deck_for(n)
    ruled_out: list[set[Card]] = [set() for _ in range(n)]
    broken = [s in known and s != obs.seat for s in range(n)]
    played: set[Card] = set()
    for trick_no, plays in _tricks(obs):
        for i, (seat, card) in enumerate(plays):
            if card in ruled_out[seat]:
                broken[seat] = True
            if seat != obs.seat:
                if i == 0:
                    rule = _lead(card)
                elif card.suit == plays[0][1].suit:
                    rule = _follow(plays[:i], card, last=i == n - 1)
                else:
                    rule = _throw(card, cups_barred=first_trick_rule and trick_no == 1)
                ruled_out[seat].update(c for c in deck if rule(c) and c not in played and c != card)
            played.add(card)
    seen = played.union(obs.hand)
    absent = [frozenset() if broken[s] or s == obs.seat else frozenset(ruled_out[s] - seen) for s in range(n)]
    return absent, frozenset(s for s in range(n) if broken[s])


def _tricks(obs: CopasObservation) -> list[tuple[int, Sequence[tuple[int, Card]]]]:
    """This round's tricks so far, the one in progress last, each with its number."""
    tricks: list[tuple[int, Sequence[tuple[int, Card]]]] = [(i + 1, t.plays) for i, t in enumerate(obs.history)]
    tricks.append((obs.trick_no, obs.trick))
    return tricks


class Lead(NamedTuple):
    """One lead by another seat this round, with what that seat knew and held then."""

    seat: int
    card: Card
    unseen_then: dict[str, int]  # per suit, the ranks in play not seen before this trick (its own among them), as bits
    later: tuple[Card, ...]  # the cards it has played since, this lead among them
    cups_locked: bool  # under the house rule, Cups could not be led yet


def read_leads(obs: CopasObservation, careless: Collection[int]) -> tuple[Lead, ...]:
    """The others' leads this round, for seats whose plays still keep the habits."""
    lock_leads = bool(obs.option.get("no_cup_lead_until_discarded"))
    tricks = [plays for _, plays in _tricks(obs) if plays]
    played: set[Card] = set()
    discarded = False
    leads = []
    for i, plays in enumerate(tricks):
        seat, card = plays[0]
        if seat != obs.seat and seat not in careless:
            later = tuple(c for t in tricks[i:] for s, c in t if s == seat)
            then = {suit: _bits(ranks) for suit, ranks in unseen_ranks(played, obs.players).items()}
            leads.append(Lead(seat, card, then, later, lock_leads and not discarded))
        played.update(c for _, c in plays)
        discarded = discarded or any(c.suit == CUPS and c.suit != plays[0][1].suit for _, c in plays)
    return tuple(leads)


def lead_fits(lead: Lead, hand: Sequence[Card]) -> bool:
    """Whether a seat holding ``hand`` now would have led as it did by the easy bot's habit:
    the card it led has the best ``lead_score`` among the cards it could lead. Within a suit
    the lowest card scores best, so only each suit's lowest is weighed against the lead."""
    held = [*hand, *lead.later]
    lowest: dict[str, Card] = {}
    held_bits: dict[str, int] = {}  # per suit, the ranks held then, as bits
    for c in held:
        suit, rank = c.suit, c.rank
        held_bits[suit] = held_bits.get(suit, 0) | 1 << rank
        low = lowest.get(suit)
        if low is None or rank < low.rank:
            lowest[suit] = c
    if lead.cups_locked and len(lowest) > 1:
        lowest.pop(CUPS, None)
    then = lead.unseen_then

    def value(card: Card) -> float:
        suit, above = card.suit, card.rank + 1
        higher = (then[suit] >> above).bit_count() - (held_bits[suit] >> above).bit_count()
        return lead_value(card, higher)  # its own cards were no secret to it

    best = value(lead.card)
    return all(value(c) <= best for c in lowest.values() if c != lead.card)


def _bits(ranks: Iterable[int]) -> int:
    """``ranks`` as the bits of an int (a suit's ranks are 0 to 9): counting the ranks above a
    card is then one ``bit_count``, and ``lead_fits`` runs for every deal a search draws."""
    bits = 0
    for rank in ranks:
        bits |= 1 << rank
    return bits


def _lead(card: Card) -> Callable[[Card], bool]:
    """The cards that leading ``card`` rules out: the lower ones of its suit."""
    suit, rank = card.suit, card.rank
    return lambda c: c.suit == suit and c.rank < rank


def _follow(trick: Iterable[tuple[int, Card]], card: Card, last: bool) -> Callable[[Card], bool]:
    """The cards of the led suit that following with ``card`` rules out."""
    suit = card.suit
    winning = max(c.rank for _, c in trick if c.suit == suit)
    rank = card.rank
    if rank < winning:  # ducked with its highest card under the winning one
        return lambda c: c.suit == suit and rank < c.rank < winning
    if last:  # could not duck, and took it with its highest
        return lambda c: c.suit == suit and (c.rank < winning or c.rank > rank)
    return lambda c: c.suit == suit and c.rank < rank  # could not duck: went over with its lowest


def _throw(card: Card, cups_barred: bool) -> Callable[[Card], bool]:
    """The cards that throwing ``card`` (void in the led suit) rules out."""
    rank = card.rank
    if card.suit == CUPS:  # its highest Cup
        return lambda c: c.suit == CUPS and c.rank > rank
    if cups_barred:  # no Cup may be thrown on the first trick: its highest other card
        return lambda c: c.suit != CUPS and c.rank > rank
    return lambda c: c.suit == CUPS or c.rank > rank  # no Cup, and its highest card


class CopasBelief:
    """``GameInfo.belief`` for Copas: deals the other hands uniformly among those that fit the
    voids shown, the plays read (``read_plays``) and the leads read (``read_leads``).

    A lead ties the whole hand together (the card led beat every other card the seat could have
    led), so it cannot be dealt around like a ruled-out card: deals are drawn on the plays and
    kept only where every lead fits (rejection). Up to ``LEAD_TRIES`` draws a sample; deals that
    fitted are kept, and a sample whose draws all miss reuses one of them. Where no deal in
    ``LEAD_GIVE_UP`` draws fits, the leads are not read this decision (a seat that leads by
    other habits), and where the plays leave no deal, only the voids are kept.

    Giving up costs its draws once a decision: against random seats, 4 players, the first 20
    samples of a decision took at most 40 ms (p95 20 ms) on a loaded machine; with 1,024 draws
    it was 133 ms (p95 78 ms), too much of a normal move's 0.15 s. Against easy bots, fitting
    deals are that rare at about one position in 200 at 3 players, and none at 4 or 5.
    """

    def __init__(self, observation: CopasObservation, careless: frozenset[int] = frozenset()) -> None:
        self.observation = observation
        # careless: seats caught off the habits, this round or (given) an earlier one (Belief)
        self.absent, self.careless = _read(observation, careless)
        self.leads = read_leads(observation, self.careless)
        unseen = unseen_cards(observation)
        # Per seat, the unseen cards it may be dealt (None: any), worked out once a decision.
        self._only = [frozenset(c for c in unseen if c not in absent) if absent else None for absent in self.absent]
        # Where nothing was read, the voids alone (a dealer with no readings to give up).
        self._dealer = UnseenDealer(observation, self._only) if any(self.absent) else UnseenDealer(observation)
        self._fitted: list[list[list[Card]]] = []  # deals that fit every lead, for reuse
        self._misses = 0

    @property
    def reads_plays(self) -> bool:
        """Whether deals still follow the plays read (not the voids alone)."""
        return self._dealer.only

    def sample(self, rng: random.Random) -> CopasState:
        seed = rng.randrange(2**31)  # drawn first, as sample_from does
        return CopasState.with_hands(self.observation, self._hands(rng), seed)

    def _hands(self, rng: random.Random) -> list[list[Card]]:
        if not self.leads:
            return self._deal(rng)
        for _ in range(LEAD_TRIES if self._fitted else LEAD_GIVE_UP - self._misses):
            hands = self._deal(rng)
            if self._leads_fit(hands):
                self._fitted.append(hands)
                return [list(h) for h in hands]  # the state plays its hands out
            self._misses += 1
        if self._fitted:
            return [list(h) for h in self._fitted[int(rng.random() * len(self._fitted))]]
        self.leads = ()  # no deal fits the leads: the seats lead by other habits
        return self._deal(rng)

    def _deal(self, rng: random.Random) -> list[list[Card]]:
        try:
            return self._dealer.deal(rng, tries=0)  # exactly, its card classes worked out once
        except NoDeal:
            # The readings contradict each other: deal on the voids alone.
            self._dealer = UnseenDealer(self.observation)
            self.leads = ()
            return self._dealer.deal(rng, tries=0)

    def _leads_fit(self, hands: Sequence[Sequence[Card]]) -> bool:
        return all(lead_fits(lead, hands[lead.seat]) for lead in self.leads)
