"""A fast rule-based Vazerneiros player that plays to the round's rumor.

- Auction: for each card it could lay, what the rest of the hand is worth if it then picks the
  best rumor on offer (and gains the auction's token), or if someone else picks one (the average),
  weighed by the chance that card wins the auction. A hand that some rumor suits much better
  than the others bids high; otherwise it lays the card it misses least.
- Rumor: the one under which its hand should score most against the others
  (``easy_hand``); rumor 5's trump is its longest, strongest suit.
- Tricks: what taking this trick is worth under the rumor (points a trick, the Price of Greed's
  and the Turnaround's counts, the Cursed Crown's -1, the suits the Echo and the Rivalry count),
  against the chance each card takes it: the visible trick judged by the rules' own
  ``winner_index``, then the cards still to come from what it has not seen. It takes a wanted
  trick with its cheapest sure card, ducks an unwanted one shedding its most dangerous card, and
  spends potions (a few targeted plays, the cheapest effect first) only to turn a loss into a
  wanted win.
- Rumor 13's exchange: its least useful card for the most useful one on the table. Rumor 16's
  next leader: the seat on its left, so that it plays last and can duck.

It reads only its observation. Among equally good choices it picks at random from its own
seeded generator.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

from rules.core.bots import Budget
from rules.core.cards import Card
from rules.vazerneiros.actions import (
    NUMBER_COST,
    PlayAction,
    lead_action,
    play_action,
    trump_action,
)
from rules.vazerneiros.deck import POTION_CAP, ROUNDS, SUITS
from rules.vazerneiros.easy_hand import (
    ELIXIR_VALUE,
    PAIR_SUITS,
    TOKEN_VALUE,
    best_trump,
    card_chance,
    hand_values,
    trick_worth,
)
from rules.vazerneiros.easy_trick import TrickView
from rules.vazerneiros.observation import (
    AUCTION_PHASE,
    EXCHANGE_PHASE,
    LEADER_PHASE,
    RUMOR_PHASE,
    TRICK_PHASE,
    TRUMP_PHASE,
    VazerneirosObservation,
)
from rules.vazerneiros.plays import card_options, play_rules, why_not
from rules.vazerneiros.rumors import (
    BEGGARS_PLAY,
    FAVOR_OF_THE_GODS,
    HIDDEN_ARTIFACT,
)

KEEP = 0.85  # what keeping a card for a later trick is worth, against its chance of taking one
SUIT_SHARE = 0.75  # of the cards played to a trick, the share that follow the led suit
POTION_GAIN = 0.25  # the least gain in the chance of a wanted trick that a potion must bring
PLAIN_ENOUGH = 0.6  # a plain play this likely to take a wanted trick needs no potion


class EasyBot:
    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, observation: VazerneirosObservation, budget: Budget | None = None) -> Any:
        obs = observation
        legal = obs.legal_actions
        if len(legal) == 1:
            return legal[0]
        phase = obs.phase
        if phase == TRICK_PHASE:
            return self._play(obs, legal)
        if phase == AUCTION_PHASE:
            return self._bid(obs, legal)
        if phase == RUMOR_PHASE:
            return self._rumor(obs, legal)
        if phase == TRUMP_PHASE:
            choice = trump_action(best_trump(obs.hand, obs.players, obs.track))
            return choice if choice in legal else legal[0]
        if phase == EXCHANGE_PHASE:
            return self._exchange(obs, legal)
        if phase == LEADER_PHASE:
            lead = lead_action((obs.seat + 1) % obs.players)
            return lead if lead in legal else legal[0]
        return legal[0]

    def _best(self, options: Sequence[Any], score: Callable[[Any], float]) -> Any:
        """The option with the highest ``score``; a tie is broken at random."""
        return self._pick(options, [score(o) for o in options])

    def _pick(self, options: Sequence[Any], scores: Sequence[float]) -> Any:
        """The option with the highest score (within rounding); a tie is broken at random."""
        top = max(scores) - 1e-9
        best = [o for o, s in zip(options, scores) if s >= top]
        return best[0] if len(best) == 1 else self.rng.choice(best)

    # --- auction and rumor -----------------------------------------------------------------------
    def _bid(self, obs: VazerneirosObservation, legal: Sequence[Any]) -> Any:
        n, hand, track = obs.players, list(obs.hand), obs.track
        token = _token_value(obs)
        per_rumor = [hand_values(r, hand, n, obs.tricks_total, track, token, without=True) for r in obs.offered]
        height = {suit: len(track) - k for k, suit in enumerate(track)}
        index = {c: i for i, c in enumerate(hand)}

        def score(action: Any) -> float:
            card = action.card
            i = index[card]
            mine = max(values[i][0] for values in per_rumor) + token
            theirs = sum(values[i][1] for values in per_rumor) / len(per_rumor)
            beats_one = (card.rank + (height[card.suit] - 1) / 3) / 12  # a uniformly random bid
            win = beats_one ** (n - 1)
            return win * mine + (1 - win) * theirs

        return self._best(legal, score)

    def _rumor(self, obs: VazerneirosObservation, legal: Sequence[Any]) -> Any:
        hand, token = list(obs.hand), _token_value(obs)
        return self._best(
            legal, lambda a: hand_values(a.rumor, hand, obs.players, obs.tricks_total, obs.track, token)[0][0]
        )

    def _exchange(self, obs: VazerneirosObservation, legal: Sequence[Any]) -> Any:
        want = trick_worth(obs, obs.seat)
        keep = {c: _keep(obs, c, want) for c in (*obs.hand, *obs.table_cards)}
        return self._best(legal, lambda a: keep[a.take] - keep[a.give])

    # --- tricks ----------------------------------------------------------------------------------
    def _play(self, obs: VazerneirosObservation, legal: Sequence[Any]) -> Any:
        """Each plain card scored by its chance of taking the trick against what the trick is
        worth, less what keeping the card would be worth; then, only for a wanted trick the
        plain cards would likely lose, a few targeted potion plays, their tokens counted."""
        me, hand = obs.seat, obs.hand
        trick = obs.trick
        tokens = obs.potions[me]
        has_elixir = obs.elixir == me
        rules = play_rules(trick, obs.players, obs.rumor, tokens, has_elixir)
        led = rules.led
        holds_led = led is not None and any(c.suit == led for c in hand)
        options = {c: card_options(c, rules, holds_led) for c in hand}
        plain = [play_action(c, None, 0, None, "") for c in hand if options[c][0]]
        forced = not plain
        if forced:  # the Ritual of Paths: only a suit change makes a card allowed
            plain = [a for a in legal if a.number is None and not a.half] or list(legal)
        token = _token_value(obs)
        elixir_cost = ELIXIR_VALUE * max(0, obs.tricks_total - obs.trick_no + 1) / obs.tricks_total
        view = TrickView(obs)
        want = trick_worth(obs, obs.seat)
        pairs = PAIR_SUITS.get(obs.rumor)  # type: ignore[arg-type]
        keep = {c: KEEP * _keep(obs, c, want) for c in hand}
        content: dict[str, tuple[float, float]] = {}
        if pairs:  # per suit the trick is led in: when leading, that of the card played
            for trick_suit in (led,) if led is not None else SUITS:
                content[trick_suit] = _expected_content(obs, view, pairs, trick_suit)

        def worth(card: Card) -> tuple[float, float]:
            """(taking the trick, losing it) with ``card`` in it, relative to the others."""
            if pairs is None:
                return want, 0.0
            good, bad = content[led if led is not None else card.suit]
            good += card.suit == pairs[0]
            bad += card.suit == pairs[1]
            x = 0.5 * (good - bad)
            return x, -x / (obs.players - 1)

        def score(play: PlayAction, p: float) -> float:
            win, lose = worth(play.card)
            value = p * win + (1 - p) * lose - keep[play.card]
            if play.potioned:
                value -= play.cost * token + (elixir_cost if play.elixir else 0.0)
            return value

        chances = [view.chance(play) for play in plain]
        scores = [score(play, p) for play, p in zip(plain, chances)]
        best = self._pick(plain, scores)
        best_score = max(scores)
        wanted = worth(best.card)[0] > 0 if pairs else want > 0
        if forced or not wanted or not rules.potions or (tokens == 0 and not has_elixir) or rules.leading:
            return best
        top = max(chances)
        if top >= PLAIN_ENOUGH:
            return best
        bound = view.best_chance(hand[0])
        cheapest = min(token, elixir_cost) if has_elixir else token
        gain = max(worth(c)[0] for c in hand) if pairs else want
        if bound < top + POTION_GAIN or bound * gain - min(keep.values()) - cheapest <= best_score:
            return best  # no potion play could do better
        potioned: list[PlayAction] = []
        potion_scores: list[float] = []
        for card, number, half, suit, by_elixir in _potion_plays(obs, hand, options, keep, tokens, has_elixir):
            value = 2 * (card.rank if number is None else number) + half
            p = view.odds(card, suit or card.suit, value, True)
            if p >= top + POTION_GAIN:
                play = play_action(card, number, half, suit, by_elixir)
                potioned.append(play)
                potion_scores.append(score(play, p))
        if not potioned or max(potion_scores) <= best_score:
            return best
        choice = self._pick(potioned, potion_scores)
        return best if why_not(choice, hand, rules) is not None else choice


def _token_value(obs: VazerneirosObservation) -> float:
    """A token's worth now: spent by the game's end, it only breaks a tie."""
    value = TOKEN_VALUE
    if obs.round_no >= ROUNDS:
        left = min(1.0, max(0, obs.tricks_total - obs.trick_no + 1) / obs.tricks_total)
        value = 0.02 + TOKEN_VALUE * left
    if obs.potions[obs.seat] >= POTION_CAP:
        value *= 0.8  # a full purse wastes the next token gained
    return value


def _keep(obs: VazerneirosObservation, card: Card, want: float) -> float:
    """What holding ``card`` for a later trick is worth: its chance of taking one times what a
    trick is worth (negative when tricks hurt: a high card is then a danger to shed)."""
    rumor, n = obs.rumor, obs.players
    chance = card_chance(card, rumor, n, obs.track, obs.trump)
    pairs = PAIR_SUITS.get(rumor)  # type: ignore[arg-type]
    if pairs is not None:
        per_trick = 0.5 * SUIT_SHARE * n
        if card.suit == pairs[0]:
            return chance * per_trick
        if card.suit == pairs[1]:
            return -chance * per_trick
        return 0.0
    return chance * want


def _expected_content(
    obs: VazerneirosObservation, view: TrickView, pairs: tuple[str, str], led: str
) -> tuple[float, float]:
    """Rumors 17 and 18: how many cards of the scoring and of the costly suit a trick led in
    ``led`` should end with, not counting this seat's card (printed suits count, whatever
    potions did)."""
    good_suit, bad_suit = pairs
    good = bad = 0.0
    unknown = len(view.later)
    for p in obs.trick:
        if p.card is None:
            unknown += 1
        else:
            good += p.card.suit == good_suit
            bad += p.card.suit == bad_suit
    off = (1 - SUIT_SHARE) / 3
    share_good = SUIT_SHARE if led == good_suit else off
    share_bad = SUIT_SHARE if led == bad_suit else off
    return good + unknown * share_good, bad + unknown * share_bad


def _potion_plays(
    obs: VazerneirosObservation,
    hand: Sequence[Card],
    options: dict[Card, tuple[bool, tuple[str, ...]]],
    keep: dict[Card, float],
    tokens: int,
    elixir: bool,
) -> list[tuple[Card, int | None, int, str | None, str]]:
    """A few potion plays that might take the trick, as ``play_action`` arguments: a half step
    in the winning direction, a turn into the trick's suit, and for the card missed least, the
    best number."""
    rumor = obs.rumor
    step = -1 if rumor == BEGGARS_PLAY else 1
    target = 0 if rumor in (BEGGARS_PLAY, HIDDEN_ARTIFACT) else 11
    out: list[tuple[Card, int | None, int, str | None, str]] = []
    for card in hand:
        plain, targets = options[card]
        if rumor == FAVOR_OF_THE_GODS:
            targets = ()  # any suit may win already
        if plain and tokens:
            out.append((card, None, step, None, ""))
        for suit in targets:
            if tokens:
                out.append((card, None, 0, suit, ""))
                if tokens > 1:
                    out.append((card, None, step, suit, ""))
            if elixir:
                out.append((card, None, 0, suit, "suit"))
                if tokens:
                    out.append((card, None, step, suit, "suit"))
    # The number change goes on the card missed least, preferably one that needs no suit change.
    by_keep = sorted(hand, key=lambda c: keep[c])
    spare = [c for c in by_keep if options[c][0]][:1]
    if by_keep[0] not in spare:
        spare.append(by_keep[0])
    for card in spare:
        if card.rank == target:
            continue
        plain, targets = options[card]
        for new_suit in ((None,) if plain else ()) + (targets if rumor != FAVOR_OF_THE_GODS else ()):
            extra = 1 if new_suit is not None else 0
            if tokens >= NUMBER_COST + extra:
                out.append((card, target, 0, new_suit, ""))
            if elixir and tokens >= extra:
                out.append((card, target, 0, new_suit, "number"))
    return out
