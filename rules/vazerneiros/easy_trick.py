"""What the seat to play knows of a Vazerneiros trick, and how likely a play is to take it.

The cards already face up are judged by the rules' own ``winner_index`` (or, where one sort key
decides the trick, by that key: the same verdict, faster). The cards still to come, and the
face-down cards of others (rumors 9 and 15), are guessed from the cards this seat has not seen:
each later seat holds some of them at random, and may hold one that beats the play. A seat with
the tokens for a number change is a further threat.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from types import MappingProxyType
from typing import cast

from rules.core.cards import Card
from rules.vazerneiros.actions import NUMBER_COST, PlayAction
from rules.vazerneiros.deck import SUITS
from rules.vazerneiros.easy_hand import chance_table
from rules.vazerneiros.judging import winner_index
from rules.vazerneiros.observation import TrickPlay, VazerneirosObservation
from rules.vazerneiros.rumors import (
    BEGGARS_PLAY,
    CHOICE_OF_FATE,
    FAVOR_OF_THE_GODS,
    HIDDEN_ARTIFACT,
    LIGHT_AND_SHADOWS,
    RITUAL_OF_PATHS,
    SCOUNDRELS_STRIKE,
    TEST_OF_SPIRITS,
    UNEXPECTED_CHALLENGER,
)

VOID = 0.25  # the chance a later seat is void in the led suit and may play a trump
WILLING = 0.85  # the chance a seat holding a card that beats the play plays it
POTION_THREAT = 0.2  # the chance a seat with tokens for a number change beats the play with it
HIDDEN_SPREAD = MappingProxyType({LIGHT_AND_SHADOWS: 3.0})  # face-down cards are mostly high under rumor 15
HIDDEN_DEFAULT = 2.0  # a face-down card follows suit if it can: likelier to be of the led suit
HIDDEN_MAX = 0.9
ELEVEN = 22  # an 11 in half steps
SPECIAL_JUDGING = frozenset({UNEXPECTED_CHALLENGER, HIDDEN_ARTIFACT, CHOICE_OF_FATE, SCOUNDRELS_STRIKE})
ANY_SUIT = frozenset({FAVOR_OF_THE_GODS, RITUAL_OF_PATHS})  # every suit competes
POTIONED = ("number",)  # effects that mark a card as potioned for the judge


def _highest_key(suit: str, value: int, potioned: bool, height: dict[str, int]) -> tuple[int, ...]:
    """The highest of the led suit wins; at a tie, no potion beats potion (then the first)."""
    return (value, not potioned)


def _lowest_key(suit: str, value: int, potioned: bool, height: dict[str, int]) -> tuple[int, ...]:
    """Rumor 7: the lowest wins; at a tie the potioned card, then the last played."""
    return (-value, potioned)


def _any_suit_key(suit: str, value: int, potioned: bool, height: dict[str, int]) -> tuple[int, ...]:
    """Rumors 10 and 11: the highest number, then the suit higher on the track, then no potion."""
    return (value, height[suit], not potioned)


_KEYS = MappingProxyType({BEGGARS_PLAY: _lowest_key, FAVOR_OF_THE_GODS: _any_suit_key, RITUAL_OF_PATHS: _any_suit_key})


class TrickView:
    """The trick in play as the seat to move sees it."""

    __slots__ = (
        "best",
        "by_suit",
        "height",
        "hidden",
        "key",
        "later",
        "obs",
        "players",
        "present",
        "rumor",
        "seat",
        "track",
        "trump",
        "unseen",
        "visible",
    )

    def __init__(self, obs: VazerneirosObservation) -> None:
        self.seat = obs.seat
        self.players = n = obs.players
        self.rumor = rumor = obs.rumor
        self.track = obs.track
        self.trump = obs.trump
        self.height = {suit: len(obs.track) - k for k, suit in enumerate(obs.track)}
        self.obs = obs
        self.by_suit: dict[str, list[int]] | None = None  # unseen values by suit, when first needed
        self.unseen = 0
        visible: list[TrickPlay] = []
        hidden = 0
        for i, play in enumerate(obs.trick):
            if play.value is None:
                hidden += 1
                if i == 0:  # a face-down lead names its suit: keep it, as a card that never wins
                    visible.append(play._replace(value=99 if rumor == BEGGARS_PLAY else 1, effects=()))
            else:
                visible.append(play)
        self.visible = visible
        self.hidden = hidden
        # Where the winner is the best of one sort key, the visible card's key to beat decides
        # without the general judge (a later card beats an equal key only under rumor 7).
        self.key = _KEYS.get(rumor, _highest_key)  # type: ignore[arg-type]
        self.best: tuple[int, ...] | None = None
        if visible and rumor not in SPECIAL_JUDGING:
            led = visible[0].suit
            key = self.key
            competing = [p for p in visible if p.suit == led or rumor in ANY_SUIT]
            self.best = max(key(p.suit, p.value, p.potioned, self.height) for p in competing)  # type: ignore[arg-type]
        self.present = {p.suit for p in obs.trick if p.suit is not None}
        count = len(obs.trick)
        later: list[tuple[int, bool]] = []
        for i in range(count + 1, n):
            seat = (obs.leader + i) % n
            may_potion = not (rumor == TEST_OF_SPIRITS and i == n - 1)
            later.append((obs.hand_counts[seat], may_potion and obs.potions[seat] >= NUMBER_COST))
        self.later = later

    def wins_now(self, card: Card, suit: str, value: int, potioned: bool) -> bool:
        """Whether the card would take the trick if nobody played after it."""
        if not self.visible:
            return True
        best = self.best
        if best is not None:
            if suit != self.visible[0].suit and self.rumor not in ANY_SUIT:
                return False
            mine = self.key(suit, value, potioned, self.height)
            return mine >= best if self.rumor == BEGGARS_PLAY else mine > best
        plays = (*self.visible, TrickPlay(self.seat, card, suit, value, POTIONED if potioned else ()))
        return winner_index(plays, self.rumor, self.track, self.trump) == len(self.visible)

    def best_chance(self, card: Card) -> float:
        """A bound on the chance of any play, whatever potions do to it (so that the search for
        a potion play can stop before it starts): ``card`` as the best it could become."""
        rumor = self.rumor
        if rumor == SCOUNDRELS_STRIKE:
            return 1.0  # the second-highest: no single best value
        led = cast(str, self.visible[0].suit) if self.visible else self.track[0]  # a shown lead names its suit
        if rumor == BEGGARS_PLAY:
            return self.odds(card, led, -1, True)
        if rumor in ANY_SUIT:
            return self.odds(card, self.track[0], 23, True)
        bound = self.odds(card, led, 23, True)
        if rumor == HIDDEN_ARTIFACT:
            bound = max(bound, self.odds(card, self.track[0], 0, True))
        elif rumor == CHOICE_OF_FATE and self.trump is not None:
            bound = max(bound, self.odds(card, self.trump, 23, True))
        elif rumor == UNEXPECTED_CHALLENGER:
            bound = max(bound, self.odds(card, led, -1, True))
        return bound

    def chance(self, play: PlayAction) -> float:
        """The chance ``play`` takes the trick."""
        return self.odds(play.card, play.result_suit, play.result_value, play.potioned)

    def odds(self, card: Card, suit: str, value: int, potioned: bool) -> float:
        """The chance that ``card``, played as ``suit`` worth ``value`` (half steps), takes the
        trick."""
        if not self.wins_now(card, suit, value, potioned):
            return 0.0
        rumor = self.rumor
        if not self.visible and rumor == SCOUNDRELS_STRIKE:  # leading: the second card wins
            return chance_table("second", self.players)[max(0, min(11, value // 2))]
        if not self.later and not self.hidden:
            return 1.0
        if self.by_suit is None:
            self._count_unseen()
        led = self.visible[0].suit if self.visible else suit
        beaters = self._beaters(suit, value, potioned, led)  # type: ignore[arg-type]
        unseen = self.unseen
        frac = min(1.0, beaters / unseen) if unseen else 0.0
        threat = self._potion_can_beat(value)
        p = 1.0
        for cards, potions in self.later:
            q = WILLING * (1.0 - (1.0 - frac) ** cards) if frac else 0.0
            if potions and threat:
                q += (1.0 - q) * POTION_THREAT
            p *= 1.0 - q
        if self.hidden:
            q = min(HIDDEN_MAX, HIDDEN_SPREAD.get(rumor, HIDDEN_DEFAULT) * frac)  # type: ignore[arg-type]
            p *= (1.0 - q) ** self.hidden
        return p

    def _count_unseen(self) -> None:
        by_suit: dict[str, list[int]] = {s: [] for s in SUITS}
        for card in self.obs.unseen_cards():  # by suit, then number: each list comes out sorted
            by_suit[card.suit].append(2 * card.rank)
        self.by_suit = by_suit
        self.unseen = sum(len(v) for v in by_suit.values())

    def _potion_can_beat(self, value: int) -> bool:
        rumor = self.rumor
        if rumor == SCOUNDRELS_STRIKE:
            return False
        if rumor in (BEGGARS_PLAY, HIDDEN_ARTIFACT):
            return value > 0
        return value < ELEVEN

    def _beaters(self, suit: str, value: int, potioned: bool, led: str) -> float:
        """How many unseen cards would beat a card of ``suit`` worth ``value`` (half steps) if
        one came later (played as printed); trumps from a seat void in the led suit count
        ``VOID`` each."""
        rumor = self.rumor
        by: dict[str, list[int]] = self.by_suit  # type: ignore[assignment]
        if rumor in (FAVOR_OF_THE_GODS, RITUAL_OF_PATHS):
            mine = self.height[suit]
            total = 0
            for s, vals in by.items():
                if rumor == RITUAL_OF_PATHS and (s == suit or s in self.present):
                    continue
                outranks = self.height[s] > mine
                total += len(vals) - (bisect_left(vals, value) if outranks else bisect_right(vals, value))
            return total
        vals = by[led]
        if rumor == BEGGARS_PLAY:  # lower wins; an equal card played later wins unless this is potioned
            return bisect_left(vals, value) if potioned else bisect_right(vals, value)
        above = len(vals) - (bisect_left(vals, value) if potioned else bisect_right(vals, value))
        if rumor == HIDDEN_ARTIFACT:
            height = self.height
            if value <= 0:  # a trump: only a 0 of a higher suit beats it
                return sum(
                    1.0 if s == led else VOID
                    for s in SUITS
                    if height[s] > height[suit] and by[s] and by[s][0] == 0
                )
            zeros = sum(1.0 if s == led else VOID for s in SUITS if by[s] and by[s][0] == 0)
            return above + zeros
        trump = self.trump
        if rumor == CHOICE_OF_FATE and trump is not None:
            trumps = by[trump]
            if suit == trump:
                higher = len(trumps) - (bisect_left(trumps, value) if potioned else bisect_right(trumps, value))
                return higher if led == trump else VOID * higher
            return above + VOID * len(trumps)
        if rumor == UNEXPECTED_CHALLENGER:
            if value >= ELEVEN and vals and vals[0] == 0:
                return above + 1
            if value <= 0:
                return above - (len(vals) - bisect_left(vals, ELEVEN))  # an 11 loses to this 0
        return above
