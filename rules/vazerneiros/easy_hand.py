"""How a Vazerneiros hand fares under each rumor: the easy bot's auction and rumor choice.

Every card gets a rough chance of taking a trick under the rumor (a high card under most, a low
one under the Beggar's Play, a middling one under the Scoundrel's Strike, a 0 under the Hidden
Artifact, a trump under the Choice of Fate). Scaled so that an average hand expects its fair
share of the tricks, those chances give the tricks the hand expects; each rumor's scoring then
turns that into points relative to the other seats' average (0 for an average hand), and a
per-rumor calibration measured in self-play corrects what the rough model gets wrong.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import cache
from types import MappingProxyType
from typing import Protocol

from rules.core.cards import Card
from rules.vazerneiros.deck import SUITS
from rules.vazerneiros.rumors import (
    ALCHEMY_ELIXIR,
    ARCANE_RIVALRY,
    BEGGARS_PLAY,
    CHOICE_OF_FATE,
    CURSED_CROWN,
    ECHO_OF_DISCORD,
    FAVOR_OF_THE_GODS,
    HIDDEN_ARTIFACT,
    PRICE_OF_GREED,
    SCOUNDRELS_STRIKE,
    TURNAROUND_OF_THE_LESSERS,
    UNEXPECTED_CHALLENGER,
    WEIGHT_OF_ANCESTORS,
)

TOKEN_VALUE = 0.6  # what a potion token is worth, in points, while rounds remain
ELIXIR_VALUE = 0.6  # the Elixir at the start of a round, in points
PAIR_SUITS = MappingProxyType({ECHO_OF_DISCORD: ("P", "B"), ARCANE_RIVALRY: ("M", "D")})  # (scores, costs)
# The estimates below against the round margins the rumor's picker really made, measured in
# self-play (3-5 players, every rumor): per rumor, margin ~ scale * estimate + shift. The shift
# also holds the first lead the picker gets; the scale corrects the hopes of the rumors whose
# tricks are hard to steer (the Price of Greed, the Cursed Crown, the pair counts).
BASE_CALIBRATION = (1.4, 0.35)
CALIBRATION = MappingProxyType({
    WEIGHT_OF_ANCESTORS: (1.0, 0.4),
    HIDDEN_ARTIFACT: (1.15, 0.8),
    CHOICE_OF_FATE: (1.4, 0.5),
    SCOUNDRELS_STRIKE: (0.7, 0.0),
    BEGGARS_PLAY: (1.0, -0.1),
    ALCHEMY_ELIXIR: (1.15, 0.85),
    FAVOR_OF_THE_GODS: (1.2, -0.3),
    PRICE_OF_GREED: (0.9, -1.3),
    TURNAROUND_OF_THE_LESSERS: (1.3, -0.1),
    CURSED_CROWN: (0.5, -0.4),
    ECHO_OF_DISCORD: (0.6, -0.15),
    ARCANE_RIVALRY: (0.7, -0.15),
})
SUIT_SHARE = 0.75  # of the cards in a trick led in a suit, the share of that suit
BAD_DUCK = 0.5  # the share of a bad suit's tricks a hand cannot duck under rumors 17 and 18


@cache
def chance_table(kind: str, players: int) -> tuple[float, ...]:
    """Per number 0-11, a rough chance that a card takes a trick.

    ``high``: highest wins (no card above among the others); ``low``: lowest wins; ``second``:
    exactly one card above (the Scoundrel's Strike); ``trump``/``offtrump``: a card of the trump
    suit, and one of another suit, under the Choice of Fate."""
    others = players - 1
    xs = [k / 11 for k in range(12)]
    if kind == "low":
        return tuple((1 - x) ** others for x in xs)
    if kind == "second":
        return tuple(others * (1 - x) * x ** (others - 1) for x in xs)
    if kind == "trump":
        return tuple(0.35 + 0.65 * x ** (others - 1) for x in xs)
    if kind == "offtrump":
        return tuple(0.75 * x**others for x in xs)
    return tuple(x**others for x in xs)


def zero_chance(suit: str, track: Sequence[str]) -> float:
    """Rumor 4: a 0 is a trump; the higher its suit on the track, the likelier it holds."""
    height = len(track) - track.index(suit)  # 4 for the top suit
    return 0.55 + 0.12 * (height - 1)


def card_chance(
    card: Card, rumor: int | None, players: int, track: Sequence[str], trump: str | None = None
) -> float:
    """The chance ``card`` takes a trick under ``rumor`` (as played, without potions)."""
    k = card.rank
    if rumor == BEGGARS_PLAY:
        return chance_table("low", players)[k]
    if rumor == SCOUNDRELS_STRIKE:
        return chance_table("second", players)[k]
    if rumor == CHOICE_OF_FATE and trump is not None:
        return chance_table("trump" if card.suit == trump else "offtrump", players)[k]
    if rumor == HIDDEN_ARTIFACT:
        return zero_chance(card.suit, track) if k == 0 else 0.9 * chance_table("high", players)[k]
    if rumor == UNEXPECTED_CHALLENGER:
        if k == 0:
            return 0.2
        if k == 11:
            return 0.75
    return chance_table("high", players)[k]


def mean_chance(rumor: int | None, players: int, track: Sequence[str], trump: str | None = None) -> float:
    """The average of ``card_chance`` over the deck: an average card's share."""
    if rumor == CHOICE_OF_FATE and trump is not None:
        return (sum(chance_table("trump", players)) + 3 * sum(chance_table("offtrump", players))) / 48
    if rumor == HIDDEN_ARTIFACT:
        zeros = sum(zero_chance(s, track) for s in SUITS)
        return (zeros + 4 * 0.9 * sum(chance_table("high", players)[1:])) / 48
    if rumor == UNEXPECTED_CHALLENGER:
        table = chance_table("high", players)
        return (sum(table[1:11]) + 0.2 + 0.75) / 12
    kind = {BEGGARS_PLAY: "low", SCOUNDRELS_STRIKE: "second"}.get(rumor, "high")  # type: ignore[arg-type]
    return sum(chance_table(kind, players)) / 12


def expected_tricks(
    cards: Sequence[Card], rumor: int | None, players: int, track: Sequence[str], trump: str | None = None
) -> float:
    """The tricks ``cards`` should take: an average hand takes its fair share."""
    raw = sum(card_chance(c, rumor, players, track, trump) for c in cards)
    return raw / (players * mean_chance(rumor, players, track, trump))


def best_trump(cards: Sequence[Card], players: int, track: Sequence[str]) -> str:
    """Rumor 5: the suit that makes ``cards`` take the most tricks (length and height)."""
    return max(SUITS, key=lambda s: expected_tricks(cards, CHOICE_OF_FATE, players, track, s))


def hand_values(
    rumor: int,
    cards: Sequence[Card],
    players: int,
    tricks: int,
    track: Sequence[str],
    token: float = TOKEN_VALUE,
    without: bool = False,
) -> list[tuple[float, float]]:
    """Round points ``cards`` should score under ``rumor``, less the other seats' average (0
    for an average hand under plain scoring), as ``(if this seat picks the rumor, if another
    seat does)``: the picker names rumor 5's trump and takes rumor 8's Elixir and rumor 10's
    extra token.

    ``cards`` is the hand once the auction card is gone; with ``without``, the hand is
    ``cards`` less one card, and there is one pair per card left out (the auction's question:
    what is left if I bid this one?)."""
    scale, shift = CALIBRATION.get(rumor, BASE_CALIBRATION)
    raw = _hand_values(rumor, cards, players, tricks, track, token, without)
    return [(scale * mine + shift, scale * theirs + shift) for mine, theirs in raw]


def _hand_values(
    rumor: int, cards: Sequence[Card], players: int, tricks: int, track: Sequence[str], token: float, without: bool
) -> list[tuple[float, float]]:
    """``hand_values`` before the calibration."""
    n = players
    drops = range(len(cards)) if without else (None,)

    def less(values: list[float], i: int | None) -> float:  # the sum without card ``i``
        return sum(values) - (values[i] if i is not None else 0.0)

    if rumor in PAIR_SUITS:
        good, bad = PAIR_SUITS[rumor]
        table = chance_table("high", n)
        norm = n * sum(table) / 12
        goods = [table[c.rank] / norm if c.suit == good else 0.0 for c in cards]
        bads = [table[c.rank] / norm if c.suit == bad else 0.0 for c in cards]
        return [(v, v) for v in (_pairs_value(less(goods, i), less(bads, i), n, tricks) for i in drops)]
    if rumor == CHOICE_OF_FATE:
        norm = n * mean_chance(rumor, n, track, SUITS[0])  # the same for every trump suit
        per_suit = [[card_chance(c, rumor, n, track, s) for c in cards] for s in SUITS]
        out = []
        for i in drops:
            rel = [_relative(less(ps, i) / norm, n, tricks) for ps in per_suit]
            out.append((max(rel), sum(rel) / len(rel)))  # the picker names the best suit
        return out
    norm = n * mean_chance(rumor, n, track)
    ps = [card_chance(c, rumor, n, track) for c in cards]
    return [_tricks_value(rumor, less(ps, i) / norm, n, tricks, token) for i in drops]


def _relative(t: float, n: int, tricks: int) -> float:
    """``t`` tricks less the others' average share of the rest."""
    return (t * n - tricks) / (n - 1)


def _pairs_value(good_t: float, bad_t: float, n: int, tricks: int) -> float:
    """Rumors 17 and 18: tricks in the scoring suit bring pairs of it; a bad suit's tricks can
    mostly be ducked."""
    per_trick = 0.5 * SUIT_SHARE * n  # points in one trick of the suit
    expected = tricks / n / 4  # an average hand's tricks in one suit
    return n / (n - 1) * per_trick * ((good_t - expected) - BAD_DUCK * (bad_t - expected))


def _tricks_value(rumor: int, t: float, n: int, tricks: int, token: float) -> tuple[float, float]:
    """(as picker, as another seat) for ``t`` expected tricks under ``rumor``."""
    fair = tricks / n
    rel = _relative(t, n, tricks)
    if rumor == WEIGHT_OF_ANCESTORS:
        return 1.5 * rel, 1.5 * rel
    if rumor == CURSED_CROWN:
        return -rel, -rel
    if rumor == PRICE_OF_GREED:
        # 2 a trick, but the most tricks score nothing: a strong hand ducks to stay under the
        # leader, so its surplus is worth little; a weak hand gains from the leader's zero.
        v = 2 * _relative(min(t, fair + 0.5), n, tricks) + 0.6 * fair / (n - 1)
        return v, v
    if rumor == TURNAROUND_OF_THE_LESSERS:
        fewest = min(0.9, max(0.05, 0.3 + 0.35 * (fair - t)))
        v = rel + 2 * (fewest - (1 - fewest) / (n - 1))
        return v, v
    if rumor == ALCHEMY_ELIXIR:  # the picker takes the Elixir instead of the auction's token
        return rel + ELIXIR_VALUE * n / (n - 1) - token, rel - (ELIXIR_VALUE - token) / (n - 1)
    if rumor == FAVOR_OF_THE_GODS:
        return rel + token, rel - token / (n - 1)
    return rel, rel


class TrickCounts(Protocol):
    """What ``trick_worth`` reads: a seat's observation or the full state, alike (read only:
    the observation's fields and the state's ``tricks_total`` cannot be set)."""

    @property
    def players(self) -> int: ...
    @property
    def rumor(self) -> int | None: ...
    @property
    def tricks_won(self) -> Sequence[int]: ...
    @property
    def tricks_total(self) -> int: ...
    @property
    def trick_no(self) -> int: ...


def trick_worth(table: TrickCounts, seat: int) -> float:
    """What taking the trick in play is worth to ``seat``, in points against the other seats'
    average (rumors 17 and 18 count the cards instead; the bots weigh those apart). Under the
    Price of Greed and the Turnaround of the Lessers it depends on the tricks taken so far, and
    the counts can still move a lot early in the round."""
    n, rumor = table.players, table.rumor
    spread = n / (n - 1)
    if rumor == WEIGHT_OF_ANCESTORS:
        return 1.5 * spread
    if rumor == CURSED_CROWN:
        return -spread
    if rumor not in (PRICE_OF_GREED, TURNAROUND_OF_THE_LESSERS):
        return spread
    won = table.tricks_won
    t = won[seat]
    others = [w for s, w in enumerate(won) if s != seat]
    left = max(0, table.tricks_total - table.trick_no)  # tricks after this one
    slope = 3.0 / (1.0 + 0.3 * left)
    if rumor == PRICE_OF_GREED:
        most = max(others)
        return _greed(t + 1, most, slope) - _greed(t, most, slope)
    fewest = min(others)
    return _lessers(t + 1, fewest, slope) - _lessers(t, fewest, slope) + 1 / (n - 1)


def _greed(x: int, most: int, slope: float) -> float:
    """Rumor 12, smoothed: 2 a trick unless the most."""
    return 2 * x * (1 - _sigmoid(slope * (x - most + 0.5)))


def _lessers(x: int, fewest: int, slope: float) -> float:
    """Rumor 14, smoothed: 1 a trick, 2 more for the fewest."""
    return x + 2 * _sigmoid(slope * (fewest - x + 0.5))


def _sigmoid(x: float) -> float:
    return 1.0 / (1.0 + math.exp(-x))
