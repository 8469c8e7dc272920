"""The chance a card takes the Vazerneiros trick in play, the later seats' hands read: the
heart of the fast playout policy (``rules.vazerneiros.rollout``), which may read the other
hands of the states search deals it.

Where the highest card of the led suit takes the trick, each later seat is summed up once
(``SeatThreats``: per suit its highest and lowest number, its best card on the track, its potion
tokens) and asked how likely it is to go over: ``WILLING`` when it holds a card that does,
``POTION_THREAT`` when a one-token effect it can afford would, ``NUMBER_THREAT`` when only a new
number would. The rumors that judge a trick in their own way (no single sort key) ask the rules'
own ``winner_index`` first, then the same questions of each later hand.
"""

from __future__ import annotations

from functools import cache
from typing import Any, Protocol, cast

from rules.core.cards import Card
from rules.vazerneiros.deck import SUITS, vazerneiros_deck
from rules.vazerneiros.judging import winner_index
from rules.vazerneiros.observation import TrickPlay
from rules.vazerneiros.rumors import (
    BEGGARS_PLAY,
    CHOICE_OF_FATE,
    FAVOR_OF_THE_GODS,
    HIDDEN_ARTIFACT,
    RITUAL_OF_PATHS,
    SCOUNDRELS_STRIKE,
    TEST_OF_SPIRITS,
    UNEXPECTED_CHALLENGER,
)
from rules.vazerneiros.state import VazerneirosState

BEATEN = 0.25  # the chance to keep a trick that a later seat holds a card to take
WILLING = 0.85  # the chance a later seat holding a card that takes the trick plays it
POTION_THREAT = 0.35  # the chance a later seat takes the trick with a one-token effect it can afford
NUMBER_THREAT = 0.15  # the chance a later seat takes the trick with a new number (3 tokens)
SECOND_HOPE = 0.5  # the Scoundrel's Strike: the chance a later seat puts one card above the highest
ANY_SUIT = frozenset({FAVOR_OF_THE_GODS, RITUAL_OF_PATHS})  # the highest number of any suit wins
JUDGED = frozenset({UNEXPECTED_CHALLENGER, HIDDEN_ARTIFACT, SCOUNDRELS_STRIKE})  # no one sort key


class Shown(Protocol):
    """A card of the full state's trick, as the rules see it: its suit and value always known
    (a ``TrickPlay`` leaves them None only in a seat's observation, for a face-down card)."""

    @property
    def suit(self) -> str: ...
    @property
    def value(self) -> int: ...
    @property
    def effects(self) -> tuple[str, ...]: ...


class TrickOdds:
    """The chance a plain card takes the trick in play, the later seats' hands read."""

    __slots__ = ("_seats", "height", "hands", "later", "led", "rumor", "state", "trick", "trump")

    def __init__(self, state: VazerneirosState, trick: list[TrickPlay], later: list[int]) -> None:
        self.state = state
        self.trick = trick
        self.later = later
        self.hands = state.hands
        self.rumor = state.rumor
        self.trump = state.trump
        self.led = trick[0].suit if trick else None
        self.height = track_heights(state.track)
        self._seats: list[SeatThreats] | None = None

    def seats(self) -> list[SeatThreats]:
        """What each later seat holds, in the few numbers the threats need (built once)."""
        if self._seats is None:
            potions = self.state.potions
            last = self.later[-1] if self.later else -1
            no_potion = self.rumor == TEST_OF_SPIRITS
            self._seats = [
                SeatThreats(self.hands[s], self.height, 0 if no_potion and s == last else potions[s]) for s in self.later
            ]
        return self._seats

    def chance(self, card: Card) -> float:
        rumor = self.rumor
        trick = self.trick
        shown = cast("list[Shown]", trick)
        led = self.led or card.suit
        value = 2 * card.rank
        if rumor in JUDGED or (rumor == CHOICE_OF_FATE and self.trump is not None):
            higher = lambda c, v: c.suit == led and v > value  # noqa: E731
            if rumor == SCOUNDRELS_STRIKE and (not trick or card.suit == led):
                # The second-highest wins: the highest so far hopes a later seat goes over it.
                above = sum(1 for p in shown if p.suit == led and p.value > value)
                if above == 0:
                    over = sum(1 for s in self.later if any(higher(c, 2 * c.rank) for c in self.hands[s]))
                    if not trick and not any(c.suit == led for s in self.later for c in self.hands[s]):
                        return 1.0  # a lead nobody follows takes the trick
                    return SECOND_HOPE if over else 0.0
            if trick:
                plays = (*trick, TrickPlay(-1, card, card.suit, value, ()))
                if winner_index(plays, rumor, self.state.track, self.trump) != len(trick):
                    return 0.0
            if not self.later:
                return 1.0
            if rumor == CHOICE_OF_FATE:
                return BEATEN if self._trump_beaten(card, led) else 1.0
            if rumor == HIDDEN_ARTIFACT:  # every 0 is a trump, the suit higher on the track first
                height = self.height
                my_height = height[card.suit]
                if value <= 0:
                    return self._survives(lambda c, v: v <= 0 and height[c.suit] > my_height, True, led)
                return self._survives(lambda c, v: v <= 0 or higher(c, v), True, led)
            if rumor == UNEXPECTED_CHALLENGER:  # a 0 of the trick's suit beats its 11
                if value >= 22:
                    return self._survives(lambda c, v: c.suit == led and v <= 0, True, led)
                if value <= 0:
                    return 1.0
            return self._survives(higher, value < 23, led)
        if rumor in ANY_SUIT:
            height = self.height
            mine = (value, height[card.suit])
            for p in shown:
                if (p.value, height[p.suit]) >= mine:  # an equal one played earlier wins too
                    return 0.0
            led_height = height[led]
            return self._odds(s.any_suit(mine, led_height) for s in self.seats())
        if card.suit != led:
            return 0.0
        if rumor == BEGGARS_PLAY:  # the lowest wins; at a tie a potioned card, else the last played
            for p in shown:
                if p.suit == led and (p.value < value or (p.value == value and p.effects)):
                    return 0.0
            return self._odds(s.lower(led, value) for s in self.seats())
        for p in shown:  # the highest wins; at a tie no potion, then the first played
            if p.suit == led and (p.value > value or (p.value == value and not p.effects)):
                return 0.0
        return self.survives_highest(led, value, potioned=False)

    def survives_highest(self, led: str, value: int, potioned: bool) -> float:
        """Where the highest of the led suit wins: the chance no later seat goes over a card of
        ``value`` (a potioned card loses a tie to a plain one played later)."""
        return self._odds(s.higher(led, value, potioned) for s in self.seats())

    @staticmethod
    def _odds(threats: Any) -> float:
        p = 1.0
        for q in threats:
            p *= 1.0 - q
        return p

    def _survives(self, beats: Any, beatable: bool, led: str) -> float:
        """The rumors judged by the rules' own ``winner_index``: the chance no later seat takes
        the trick. A seat holding a card that ``beats(card, value)`` as printed does so with
        chance ``WILLING``; one that could with a one-token effect (a half step, or a turn into
        the led suit keeping its number), ``POTION_THREAT``; one with the tokens for a new
        number, ``NUMBER_THREAT``."""
        potions = self.state.potions
        test_of_spirits = self.rumor == TEST_OF_SPIRITS
        p = 1.0
        last = self.later[-1] if self.later else -1
        for s in self.later:
            hand = self.hands[s]
            if any(beats(c, 2 * c.rank) for c in hand):
                p *= 1.0 - WILLING
                continue
            tokens = 0 if test_of_spirits and s == last else potions[s]
            if not tokens or not beatable:
                continue
            if any(beats(c, 2 * c.rank + 1) or beats(_as_led(c, led), 2 * c.rank) for c in hand):
                p *= 1.0 - POTION_THREAT
            elif tokens >= 3:
                p *= 1.0 - NUMBER_THREAT
        return p

    def _trump_beaten(self, card: Card, led: str) -> bool:
        trump = self.trump
        for s in self.later:
            hand = self.hands[s]
            follows = any(c.suit == led for c in hand)
            for c in hand:
                if card.suit == trump:
                    if c.suit == trump and c.rank > card.rank and (led == trump or not follows):
                        return True
                elif c.suit == led and c.rank > card.rank:
                    return True
                elif c.suit == trump and not follows:
                    return True
        return False


class SeatThreats:
    """A later seat's hand summed up: per suit its highest and lowest number, its highest and
    lowest overall, its best (value, track height), and the potion tokens it may use now."""

    __slots__ = ("best", "bottom", "high", "low", "tokens", "top")

    def __init__(self, hand: list[Card], height: dict[str, int], tokens: int) -> None:
        self.high: dict[str, int] = {}
        self.low: dict[str, int] = {}
        self.top, self.bottom, self.best = -1, 99, (-1, -1)
        for c in hand:
            rank, suit = c.rank, c.suit
            if rank > self.high.get(suit, -1):
                self.high[suit] = rank
            if rank < self.low.get(suit, 99):
                self.low[suit] = rank
            if rank > self.top:
                self.top = rank
            if rank < self.bottom:
                self.bottom = rank
            pair = (2 * rank, height[suit])
            if pair > self.best:
                self.best = pair
        self.tokens = tokens

    def higher(self, led: str, value: int, potioned: bool) -> float:
        """The chance it goes over ``value`` in the led suit (equal is enough against a
        potioned card): with a card it holds, a half step up or a turn into the led suit."""
        edge = 0 if potioned else 1  # how far above ``value`` it must get
        high = self.high.get(led)
        if high is not None and 2 * high >= value + edge:
            return WILLING
        if not self.tokens or value >= 23:
            return 0.0
        if (high is not None and 2 * high + 1 >= value + edge) or 2 * self.top >= value + edge:
            return POTION_THREAT
        return NUMBER_THREAT if self.tokens >= 3 else 0.0

    def lower(self, led: str, value: int) -> float:
        """The Beggar's Play: the chance it goes under ``value`` (or equals it, played later)."""
        low = self.low.get(led)
        if low is not None and 2 * low <= value:
            return WILLING
        if not self.tokens or value <= -1:
            return 0.0
        if (low is not None and 2 * low - 1 <= value) or 2 * self.bottom <= value:
            return POTION_THREAT
        return NUMBER_THREAT if self.tokens >= 3 else 0.0

    def any_suit(self, mine: tuple[int, int], led_height: int) -> float:
        """Rumors 10 and 11: the chance it beats ``mine`` (value, track height) with any suit."""
        if self.best > mine:
            return WILLING
        if not self.tokens or mine[0] >= 23:
            return 0.0
        if (self.best[0] + 1, self.best[1]) > mine or (2 * self.top, led_height) > mine:
            return POTION_THREAT
        return NUMBER_THREAT if self.tokens >= 3 else 0.0


def _as_led(card: Card, led: str | None) -> Card:
    """``card`` as if turned into the led suit (a suit potion keeps the number)."""
    if led is None or card.suit == led:
        return card
    return vazerneiros_deck()[SUITS.index(led) * 12 + card.rank]  # the deck runs suit by suit



@cache
def track_heights(track: tuple[str, ...]) -> dict[str, int]:
    """Suit -> height on the hierarchy track (the top suit highest); shared, never changed."""
    return {suit: len(track) - k for k, suit in enumerate(track)}


