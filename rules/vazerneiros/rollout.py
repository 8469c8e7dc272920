"""Vazerneiros' fast playout policy for search, read straight off a sampled state.

Search hands this policy only states dealt consistently with its seat's view, so it may read the
other hands (and the face-down cards, turned up in the sample) without building an observation:

- Auction, rumor and trump: the easy bot's hand model (``easy_hand``): the card whose loss the
  best rumor on offer (or another seat's pick) forgives most, weighed by its chance of winning
  the auction; the rumor the hand scores best under; the longest, strongest trump suit.
- Tricks: plain cards only, but one potion at the last seat when it turns a lost trick worth
  taking into a win. For each card: does it take the trick as it stands, and does a seat still
  to play hold a card that beats it (``rules.vazerneiros.trick_odds``)? That chance against
  what the trick is worth under the rumor (``trick_worth``), less what keeping the card is
  worth.
- Rumor 13's exchange: the least useful card for the most useful one on the table; rumor 16's
  next leader: the seat on the left, so that the winner plays last.

Ties are broken by a generator seeded from the factory's seed.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import cache
from typing import Any, cast

from rules.core.actions import CardAction
from rules.core.cards import Card
from rules.vazerneiros.actions import PlayAction, exchange_action, lead_action, play_action, rumor_action, trump_action
from rules.vazerneiros.deck import POTION_CAP, ROUNDS, bid_actions, vazerneiros_deck
from rules.vazerneiros.easy_hand import PAIR_SUITS, TOKEN_VALUE, best_trump, card_chance, hand_values, trick_worth
from rules.vazerneiros.judging import winner_index
from rules.vazerneiros.observation import (
    AUCTION_PHASE,
    EXCHANGE_PHASE,
    LEADER_PHASE,
    RUMOR_PHASE,
    TRICK_PHASE,
    TRUMP_PHASE,
    TrickPlay,
)
from rules.vazerneiros.plays import PlayRules, card_options, play_rules, why_not
from rules.vazerneiros.rumors import BEGGARS_PLAY, CHOICE_OF_FATE
from rules.vazerneiros.state import VazerneirosState
from rules.vazerneiros.trick_odds import ANY_SUIT, JUDGED, Shown, TrickOdds, track_heights

KEEP = 0.85  # what keeping a card for a later trick is worth, against taking this one
SUIT_SHARE = 0.75  # of the cards played to a trick, the share that follow the led suit
# Rumors whose tricks the highest card of the led suit does not simply take.
SPECIAL_JUDGING = JUDGED | ANY_SUIT | {BEGGARS_PLAY, CHOICE_OF_FATE}


class VazerneirosRollout:
    """``policy(state, seat) -> action``: one of ``state.legal_actions(seat)``."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def __call__(self, state: VazerneirosState, seat: int) -> Any:
        phase = state.phase
        if phase == AUCTION_PHASE:
            return self._bid(state, seat)
        if phase == RUMOR_PHASE:
            return self._rumor(state, seat)
        if phase == TRUMP_PHASE:
            return trump_action(best_trump(state.hands[seat], state.players, state.track))
        if phase == EXCHANGE_PHASE:
            return self._exchange(state, seat)
        if phase == LEADER_PHASE:
            return lead_action((seat + 1) % state.players)
        play = self._pick(*self._trick_options(state, seat))
        return play_action(play) if type(play) is Card else play

    def ranked(self, state: VazerneirosState, seat: int) -> list[Any]:
        """The plays (bids, rumors) this policy weighs for ``seat``, best first: the order in
        which a search may widen its candidates."""
        phase = state.phase
        options: list[Any]
        if phase == AUCTION_PHASE:
            options, scores = self._bid_options(state, seat)
        elif phase == RUMOR_PHASE:
            options, scores = self._rumor_options(state, seat)
        elif phase == TRICK_PHASE:
            plays, scores = self._trick_options(state, seat)
            options = [play_action(p) if type(p) is Card else p for p in plays]
        else:
            return [self(state, seat)]
        order = sorted(range(len(options)), key=lambda i: -scores[i])
        return [options[i] for i in order]

    def _pick(self, options: list[Any], scores: list[float]) -> Any:
        top = max(scores) - 1e-9
        best = [o for o, s in zip(options, scores) if s >= top]
        return best[0] if len(best) == 1 else best[int(self.rng.random() * len(best))]

    # --- auction and rumor ----------------------------------------------------------------------
    def _bid(self, state: VazerneirosState, seat: int) -> CardAction:
        return self._pick(*self._bid_options(state, seat))

    def _bid_options(self, state: VazerneirosState, seat: int) -> tuple[list[CardAction], list[float]]:
        n, hand, track = state.players, state.hands[seat], state.track
        token = token_value(state, seat)
        per_rumor = [hand_values(r, hand, n, state.tricks_total, track, token, without=True) for r in state.offered]
        height = track_heights(track)
        bids = bid_actions().actions
        options = [bids[c.index] for c in hand]
        scores = []
        for i, card in enumerate(hand):
            mine = max(values[i][0] for values in per_rumor) + token
            theirs = sum(values[i][1] for values in per_rumor) / len(per_rumor)
            win = ((card.rank + (height[card.suit] - 1) / 3) / 12) ** (n - 1)
            scores.append(win * mine + (1 - win) * theirs)
        return options, scores

    def _rumor(self, state: VazerneirosState, seat: int) -> Any:
        return self._pick(*self._rumor_options(state, seat))

    def _rumor_options(self, state: VazerneirosState, seat: int) -> tuple[list[Any], list[float]]:
        hand, token = state.hands[seat], token_value(state, seat)
        n, tricks, track = state.players, state.tricks_total, state.track
        options = [rumor_action(r) for r in state.offered]
        return options, [hand_values(a.rumor, hand, n, tricks, track, token)[0][0] for a in options]

    def _exchange(self, state: VazerneirosState, seat: int) -> Any:
        want = trick_worth(state, seat)
        hand, table = state.hands[seat], state.table_cards
        give = min(hand, key=lambda c: (self._keep(state, c, want), self.rng.random()))
        take = max(table, key=lambda c: (self._keep(state, c, want), self.rng.random()))
        if self._keep(state, take, want) <= self._keep(state, give, want):
            take = give if give in table else table[0]  # nothing better: give back what is least missed
        return exchange_action(give, take)

    def _keep(self, state: VazerneirosState, card: Card, want: float) -> float:
        """What holding ``card`` for a later trick is worth (negative when tricks hurt)."""
        return keep_values(state, want, (card,))[0]

    # --- tricks ---------------------------------------------------------------------------------
    def _trick_options(self, state: VazerneirosState, seat: int) -> tuple[list[Card | PlayAction], list[float]]:
        """The plays weighed and their scores: every plain card (a ``Card`` stands for its
        unchanged play, built only if chosen), and for a trick worth taking the one-token effects
        that would take it."""
        hand = state.hands[seat]
        trick = state.trick
        n = state.players
        rules = play_rules(trick, n, state.rumor, state.potions[seat], state.elixir == seat)
        led = rules.led
        holds_led = led is not None and any(c.suit == led for c in hand)
        if rules.allowed is None and (led is None or rules.free or not holds_led):
            plain = hand  # every card may be played unchanged
        elif rules.allowed is None:
            plain = [c for c in hand if c.suit == led]
        else:
            plain = [c for c in hand if card_options(c, rules, holds_led)[0]]
        if not plain:  # the Ritual of Paths: only a suit change makes a card allowed
            legal: list[Any] = state.legal_actions(seat)  # the cheapest change: a suit, no number, no half step
            return legal, [-a.cost - 3 * (a.number is not None) - bool(a.half) - 0.5 * bool(a.elixir) for a in legal]
        if len(plain) == 1 and (not trick or not rules.potions or rules.tokens < 1):
            return [plain[0]], [0.0]
        want = trick_worth(state, seat)
        later = [(seat + i) % n for i in range(1, n - len(trick))]
        pairs = PAIR_SUITS.get(state.rumor)  # type: ignore[arg-type]
        judge = TrickOdds(state, trick, later)
        keeps = keep_values(state, want, plain)
        scores = []
        for card, keep in zip(plain, keeps):
            p = judge.chance(card)
            if pairs is None:
                win, lose = want, 0.0
            else:
                win, lose = _pair_worth(state, trick, later, card, pairs)
            scores.append(p * win + (1 - p) * lose - KEEP * keep)
        options: list[Card | PlayAction] = list(plain)  # a plain card stands for its unchanged play
        if trick and want > 0 and pairs is None and rules.potions and rules.tokens >= 1:
            best_score = max(scores)
            if want - token_value(state, seat) > best_score:
                if state.rumor not in SPECIAL_JUDGING and rules.allowed is None:
                    found, potion_scores = self._potions(state, seat, judge, rules, want)
                elif not later:
                    found, potion_scores = self._last_potions(state, seat, trick, rules, holds_led, want)
                else:
                    found, potion_scores = [], []
                options += found
                scores += potion_scores
        return options, scores

    def _potions(
        self, state: VazerneirosState, seat: int, judge: TrickOdds, rules: PlayRules, want: float
    ) -> tuple[list[PlayAction], list[float]]:
        """Where the highest card of the led suit takes the trick: the one-token effects (a half
        step up, or a turn into the led suit) that take it, scored with their token paid for. A
        potioned card needs to be strictly higher, also than a plain card played later."""
        token = token_value(state, seat)
        led = rules.led
        best = max((p.value for p in cast("list[Shown]", judge.trick) if p.suit == led), default=-2)
        hand = state.hands[seat]
        keeps = keep_values(state, want, hand)
        found: list[PlayAction] = []
        scores: list[float] = []
        for card, keep in zip(hand, keeps):
            value = 2 * card.rank
            if card.suit == led:
                play, value = play_action(card, None, 1, None), value + 1
            else:
                play = play_action(card, None, 0, led)
            if value <= best:
                continue
            p = judge.survives_highest(led, value, potioned=True)  # type: ignore[arg-type]
            if why_not(play, hand, rules) is None:
                found.append(play)
                scores.append(p * want - KEEP * keep - token)
        return found, scores

    def _last_potions(
        self, state: VazerneirosState, seat: int, trick: list[TrickPlay], rules: PlayRules, holds_led: bool,
        want: float,
    ) -> tuple[list[PlayAction], list[float]]:
        """At the last seat under a rumor with its own way of judging, the single effects (a
        half step, or a turn into the led suit) that win the trick, scored with their token."""
        token = token_value(state, seat)
        step = -1 if state.rumor == BEGGARS_PLAY else 1
        hand = state.hands[seat]
        found: list[PlayAction] = []
        for card in hand:
            plain, targets = card_options(card, rules, holds_led)
            tries = []
            if plain:
                tries.append(play_action(card, None, step, None))
            tries.extend(play_action(card, None, 0, s) for s in targets)
            for play in tries:
                plays = (*trick, TrickPlay(seat, card, play.result_suit, play.result_value, play.effects))
                if winner_index(plays, state.rumor, state.track, state.trump) == len(trick):
                    if why_not(play, hand, rules) is None:
                        found.append(play)
        keeps = keep_values(state, want, [p.card for p in found])
        return found, [want - KEEP * keep - token for keep in keeps]


def _pair_worth(
    state: VazerneirosState, trick: list[TrickPlay], later: list[int], card: Card, pairs: tuple[str, str]
) -> tuple[float, float]:
    """Rumors 17 and 18: (taking the trick, losing it) with ``card`` in it, from the printed
    suits already played, this card and what the later seats should add."""
    good_suit, bad_suit = pairs
    good: float = (card.suit == good_suit) + sum(p.card.suit == good_suit for p in trick)  # type: ignore[union-attr]
    bad: float = (card.suit == bad_suit) + sum(p.card.suit == bad_suit for p in trick)  # type: ignore[union-attr]
    led = trick[0].suit if trick else card.suit
    off = (1 - SUIT_SHARE) / 3
    unknown = len(later)
    good += unknown * (SUIT_SHARE if led == good_suit else off)
    bad += unknown * (SUIT_SHARE if led == bad_suit else off)
    x = 0.5 * (good - bad)
    return x, -x / (state.players - 1)


def keep_values(state: VazerneirosState, want: float, cards: Sequence[Card]) -> list[float]:
    """Per card of ``cards``, what holding it for a later trick is worth (negative when tricks
    hurt; rumors 17 and 18 by its suit)."""
    chance = chances(state.rumor, state.players, state.track, state.trump)
    pairs = PAIR_SUITS.get(state.rumor)  # type: ignore[arg-type]
    if pairs is None:
        return [chance[c.index] * want for c in cards]
    per_trick = 0.5 * SUIT_SHARE * state.players
    good, bad = pairs
    return [chance[c.index] * per_trick * ((c.suit == good) - (c.suit == bad)) for c in cards]


@cache
def chances(rumor: int | None, players: int, track: tuple[str, ...], trump: str | None) -> tuple[float, ...]:
    """Per card index, its rough chance of taking a trick under the round's rumor."""
    return tuple(card_chance(c, rumor, players, track, trump) for c in vazerneiros_deck())


def token_value(state: VazerneirosState, seat: int) -> float:
    """A potion token's worth now: spent by the game's end, it only breaks a tie."""
    value = TOKEN_VALUE
    total = state.tricks_total
    if state.round_no >= ROUNDS:
        left = min(1.0, max(0, total - state.trick_no + 1) / total)
        value = 0.02 + TOKEN_VALUE * left
    if state.potions[seat] >= POTION_CAP:
        value *= 0.8  # a full purse wastes the next token gained
    return value


def potions_carried(state: VazerneirosState) -> tuple[float, ...]:
    """What each seat's potions are worth in the rounds still to play, at a round's end
    (``GameInfo.round_carry``): ``TOKEN_VALUE`` a token, the easy bot's own price."""
    return tuple(TOKEN_VALUE * tokens for tokens in state.potions)
