"""How a Vazerneiros trick may still turn out if this seat makes a given play, from the seat's own
observation: the verdict behind the hint's "takes the trick", "cannot take it" or "may".

The rules judge (``winner_index``) every trick the play could still be part of: each player after
this seat may play any card the seat has not seen (or one it took openly in a swap), with every
effect its potions and the Elixir could pay for; each face-down card may be any unseen card its
shown effects could have made. Unknown cards are tried as one card of each kind that matters
against the play (``_category``), so the tricks judged stay few.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import cache
from itertools import product
from typing import NamedTuple

from rules.core.cards import Card
from rules.vazerneiros.actions import PlayAction
from rules.vazerneiros.deck import NUMBERS, POTION_CAP
from rules.vazerneiros.judging import ELEVEN_MIN, ZERO_MAX, RankKey, rank_key, winner_index
from rules.vazerneiros.observation import TrickPlay, VazerneirosObservation
from rules.vazerneiros.plays import card_plays, other_suits
from rules.vazerneiros.rumors import (
    RITUAL_OF_PATHS,
    SCOUNDRELS_STRIKE,
    TEST_OF_SPIRITS,
    UNEXPECTED_CHALLENGER,
    played_face_down,
)

Shape = tuple[str, int, bool]  # a card as played: its suit and value (half steps) after potions, and whether changed


@cache
def _shapes(card: Card, targets: tuple[str, ...], tokens: int, elixir: bool) -> frozenset[Shape]:
    """What ``card`` may become when played with ``tokens`` potions (and the Elixir)."""
    plays = card_plays(card, True, targets, tokens, elixir)
    return frozenset((p.result_suit, p.result_value, p.potioned) for p in plays)


def _later_shapes(obs: VazerneirosObservation, seat: int, last: bool, led: str, out: Sequence[Card]) -> set[Shape]:
    """Every way ``seat``, playing after this seat, could play to the trick: any card it may
    hold, unchanged or with the effects it can pay for (follow-suit ignored: this only widens)."""
    may = not (obs.rumor == TEST_OF_SPIRITS and last)
    tokens = min(obs.potions[seat], POTION_CAP) if may else 0
    elixir = may and obs.elixir == seat
    shapes: set[Shape] = set()
    for card in (*out, *obs.known_in_hands[seat]):
        if obs.rumor == RITUAL_OF_PATHS:
            targets = other_suits(card.suit)
        else:
            targets = (led,) if card.suit != led else ()
        shapes |= _shapes(card, targets, tokens, elixir)
    return shapes


def _hidden_shapes(obs: VazerneirosObservation, i: int, play: TrickPlay, led: str, out: Sequence[Card]) -> set[Shape]:
    """What a face-down card another seat played may be, from the effects it showed."""
    effects = play.effects
    renumbered = any(e.endswith("number") for e in effects)
    resuited = any(e.endswith("suit") for e in effects)
    halves = (1, -1) if "half" in effects else (0,)
    changed = bool(effects)
    shapes: set[Shape] = set()
    for card in (*out, *obs.known_in_hands[play.seat]):
        if not played_face_down(obs.rumor, i == 0, card.rank):
            continue
        if i == 0:  # a face-down lead names its suit
            if not resuited and card.suit != play.suit:
                continue
            suits: Sequence[str] = (play.suit,)  # type: ignore[assignment]
        elif resuited:
            suits = other_suits(card.suit) if obs.rumor == RITUAL_OF_PATHS else (led,)
        else:
            suits = (card.suit,)
        values = [2 * n for n in NUMBERS] if renumbered else [2 * card.rank]
        shapes.update((s, v + h, changed) for s in suits for v in values for h in halves)
    return shapes


def _category(rumor: int | None, key: RankKey, led: str, mine: TrickPlay, at: int) -> Callable[[Shape, int], tuple]:
    """What about a card, against this seat's, can change whether this seat takes the trick: for
    one order, whether it ranks above; the Scoundrel's Strike also counts the trick's suit; the
    Unexpected Challenger its 0s and 11s, and the tie between 0s."""
    me = key(mine.suit, mine.value, mine.potioned, at)  # type: ignore[arg-type]
    if rumor == SCOUNDRELS_STRIKE:
        return lambda shape, i: (shape[0] == led, key(*shape, i) > me)
    if rumor == UNEXPECTED_CHALLENGER:
        tie = (not mine.potioned, -at)
        return lambda shape, i: (
            shape[0] == led,
            shape[1] <= ZERO_MAX,
            shape[1] >= ELEVEN_MIN,
            key(*shape, i) > me,
            (not shape[2], -i) > tie,
        )
    return lambda shape, i: (key(*shape, i) > me,)


class Verdict(NamedTuple):
    """How a play's trick may still turn out (``outcomes``)."""

    wins: bool  # some way it could turn out gives the trick to this seat
    losses: bool  # some way does not
    later_above: bool  # a player after this seat could play a card that ranks above this one
    hidden_above: bool  # a face-down card could rank above it


def outcomes(obs: VazerneirosObservation, play: PlayAction) -> Verdict:
    """Every way the trick could still turn out (module notes). Each unknown card is tried as
    one card of each kind that matters against ``play`` (``_category``), and the rules judge
    every such trick."""
    n, me = obs.players, len(obs.trick)
    mine = my_play(obs, play)
    led = obs.trick[0].suit if obs.trick else mine.suit
    assert led is not None and mine.suit is not None and mine.value is not None
    key = rank_key(obs.rumor, led, obs.trump, obs.track)
    mark = key(mine.suit, mine.value, mine.potioned, me)
    out = obs.unseen_cards()
    category = _category(obs.rumor, key, led, mine, me)
    slots: list[list[TrickPlay]] = []  # per position in the trick: the play, or one play per category
    above = [False, False]  # later, hidden
    for i in range(n):
        if i == me:
            slots.append([mine])
            continue
        if i < me and obs.trick[i].value is not None:
            slots.append([obs.trick[i]])
            continue
        if i < me:
            seat = obs.trick[i].seat
            shapes = _hidden_shapes(obs, i, obs.trick[i], led, out)
        else:
            seat = (obs.seat + i - me) % n
            shapes = _later_shapes(obs, seat, i == n - 1, led, out)
        reps: dict[tuple, TrickPlay] = {}
        for shape in shapes:
            effects = ("number",) if shape[2] else ()  # any effect: the judge asks only whether there was one
            reps.setdefault(category(shape, i), TrickPlay(seat, None, shape[0], shape[1], effects))
        above[i < me] |= any(key(*shape, i) > mark for shape in shapes)
        slots.append(list(reps.values()))
    wins = losses = False
    for plays in product(*slots):
        if winner_index(plays, obs.rumor, obs.track, obs.trump) == me:
            wins = True
        else:
            losses = True
        if wins and losses:
            break
    return Verdict(wins, losses, above[False], above[True])


def my_play(obs: VazerneirosObservation, play: PlayAction) -> TrickPlay:
    """``play`` as the trick would show it."""
    return TrickPlay(obs.seat, play.card, play.result_suit, play.result_value, play.effects)
