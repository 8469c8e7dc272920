"""What the others' plays say about the quality slots: search's reading of a Copper Trickster table.

Until the Revelation each character knows only some slots, and plays by what it knows. Sensible
play, the project's easy bot's and most people's, leads high cards of suits it wants to collect
and low ones of suits it would rather not, and when it cannot follow suit throws away high cards
of suits that hurt it and low cards of suits it wants to keep winning later. So a lead or a throw
says something about which suits sit on the slots its player knows: Ea-Nasir throwing the 11 of
Moons onto someone else's trick makes Moons likelier bad copper than mediocre. So does the card
passed to this seat: its giver passes what it least wants to keep, a high card of a suit that
hurts it or a low one of a suit it wants.

``CopperBelief`` weighs every assignment of suits to the slots this seat does not know by how
well the others' leads and throws before the Revelation fit it, and deals each sample on an
assignment drawn by those weights (the hands as ``sample_from`` deals them). A lead of the card
``c`` by a seat that values its suit ``v`` scores ``v * (rank - 6.5) / 5.5``, the card passed to
this seat the negative of that for its giver; a throw scores ``-v * (0.3 + 0.5 * (rank - 6.5) /
5.5)``, the easy bot's own sense of dumping a card (``rules.copper_trickster.easy``); an
assignment's weight is ``exp`` of the sum. A slot a
seat does not know counts for it at the mean of its unknown slots' points. Nanni's Messenger
plays by tricks, not suits, and a trump thrown in Ea-Nasir's Party may be meant to win, so
neither is read.

Measured over the positions of 60 easy-bot rounds (trick 3 up to the Revelation, one seat each
round; a ``/tmp`` script): the true assignment's probability is on average e^0.71 (2.0) times the
uniform one at 4 players (leads and throws without the pass e^0.48, leads alone e^0.36, throws
alone e^0.17; with both weights doubled e^0.19), e^0.73 at 3 players and e^0.64 at 5.

Search at a fixed 300 iterations a move against easy bots, 4 players, per round, on the same deals
(a ``/tmp`` script around ``run_tournament``): seed 1, 40 deals, 0.347 without the reading and
0.350 with it (score difference +2.18 and +2.72); seed 2, 60 deals, 0.342 and 0.381 (paired
+0.040 +/- 0.042; +2.88 and +4.00). Search dealt on the true slots (a diagnostic, not a level) won
0.392 against 0.341 over 22 deals of seed 1: the slots are worth having, and this reads some.
"""

from __future__ import annotations

import itertools
import math
import random
from collections.abc import Sequence

from rules.copper_trickster.characters import MESSENGER, points_table, sees
from rules.copper_trickster.deck import SUITS
from rules.copper_trickster.easy import DUMP_SHARE, KEEP_SHARE, keep_value
from rules.copper_trickster.observation import TRICKS_PHASE, CopperTricksterObservation
from rules.copper_trickster.quality import BAD
from rules.copper_trickster.sampling import not_bad_copper, sample_state
from rules.copper_trickster.state import CopperTricksterState

Assignment = tuple[tuple[str, str], ...]  # (slot, suit) for every slot in play, indicator order


def assignments(obs: CopperTricksterObservation) -> list[Assignment]:
    """Every assignment of suits to slots this seat cannot rule out: its known pairs, the other
    suits on the other slots in every order, but the card Ea-Nasir passed it is not bad copper
    (``not_bad_copper``)."""
    known = dict(obs.known)
    open_slots = [slot for slot in obs.slots if slot not in known]
    free = [s for s in SUITS if s != obs.removed_suit and s not in known.values()]
    avoid = not_bad_copper(obs)
    out = []
    for order in itertools.permutations(free):
        pairs = dict(known)
        pairs.update(zip(open_slots, order))
        if avoid is not None and len(free) > 1 and pairs.get(BAD) == avoid:
            continue
        out.append(tuple((slot, pairs[slot]) for slot in obs.slots))
    return out


def suit_values(character: str, players: int, assignment: Assignment, slots: Sequence[str]) -> dict[str, float]:
    """What each suit is worth a card to ``character`` if ``assignment`` is true, as far as the
    character knows before the Revelation (its unknown slots at their mean)."""
    table = points_table(character, players)
    seen = set(sees(character, players))
    unknown = [table[slot] for slot in slots if slot not in seen]
    mean = sum(unknown) / len(unknown) if unknown else 0.0
    return {suit: float(table[slot]) if slot in seen else mean for slot, suit in assignment}


def play_score(obs: CopperTricksterObservation, assignment: Assignment) -> float:
    """How well the others' leads and throws before the Revelation fit ``assignment`` (a log
    weight; see the module notes)."""
    values = {
        seat: suit_values(character, obs.players, assignment, obs.slots)
        for seat, character in enumerate(obs.characters)
        if seat != obs.seat and character != MESSENGER
    }
    total = 0.0
    giver = obs.received_from
    if obs.received is not None and giver is not None and giver in values:  # passed: kept least
        total -= keep_value(obs.received, values[giver])
    tricks = [t.plays for t in obs.history]
    if obs.trick:
        tricks.append(obs.trick)
    for plays in tricks[: obs.revelation_after]:  # (the reading stops once the slots are shown)
        led = plays[0][1].suit
        for i, (seat, card) in enumerate(plays):
            worth = values.get(seat)
            if worth is None:
                continue
            if i == 0:
                total += keep_value(card, worth)
            elif card.suit != led and card.suit != obs.trump:  # a throw: the easy bot's dumping
                total -= DUMP_SHARE * worth[card.suit] + KEEP_SHARE * keep_value(card, worth)
    return total


class CopperBelief:
    """``GameInfo.belief`` for The Copper Trickster: samples dealt on slot assignments weighed by
    the others' leads and throws (module notes); uniform (``sample_from``) where nothing is read."""

    def __init__(self, observation: CopperTricksterObservation) -> None:
        self.observation = obs = observation
        self.choices: list[Assignment] = []
        self.cumulative: list[float] = []
        if obs.phase != TRICKS_PHASE or obs.revealed:
            return
        choices = assignments(obs)
        if len(choices) < 2:
            return
        scores = [play_score(obs, a) for a in choices]
        top = max(scores)
        self.choices = choices
        self.cumulative = list(itertools.accumulate(math.exp(s - top) for s in scores))

    def weight_of(self, assignment: Assignment) -> float:
        """The share of samples dealt on ``assignment`` (for tests and readers)."""
        if not self.choices:
            return 1.0 / max(1, len(assignments(self.observation)))
        i = self.choices.index(assignment)
        before = self.cumulative[i - 1] if i else 0.0
        return (self.cumulative[i] - before) / self.cumulative[-1]

    def sample(self, rng: random.Random) -> CopperTricksterState:
        if not self.choices:
            return CopperTricksterState.sample_from(self.observation, rng)
        pick = rng.choices(self.choices, cum_weights=self.cumulative)[0]
        return sample_state(CopperTricksterState, self.observation, rng, assignment=pick)
