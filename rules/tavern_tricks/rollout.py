"""Tavern Tricks' fast playout policy for search, read straight off a sampled state.

The easy bot's rules without building an observation, and with the cheap cases judged without
the full specialty judge:

- Pass: the three cards least worth keeping before the dice are rolled (``easy.card_value``).
- Stake: 3 coins with four strong cards for the dice, 2 with two, else 1.
- Play: a card that takes the trick as it stands is played as cheaply as possible, and counts as
  sure when no seat still to play holds a card that beats it (search hands this policy only
  states dealt consistently with its seat's view, so reading the other hands is fair); otherwise
  the least useful card goes, a Thief when it steals. While the trick holds no specialty card
  that bends it and the card played is a battle card, the trick is judged by one sort key per
  card (tier, then number); anything else goes through the rules' own ``trick_winner``.

Ties are broken by a generator seeded from the factory's seed.
"""

from __future__ import annotations

import random
from functools import cache
from itertools import combinations
from typing import Any

from rules.tavern_tricks.actions import (
    bow_action,
    doppel_action,
    pass_action,
    play_choice,
    shield_action,
    stake_action,
    thief_action,
)
from rules.tavern_tricks.deck import (
    CHAOS,
    ORDER,
    WEAPONS,
    is_battle,
    play_actions,
    race_of,
    specialties,
    tavern_deck,
    weapon_of,
)
from rules.tavern_tricks.easy import DENIAL, FATES_RELUCTANCE, STRONG, WIN_NOW, card_value
from rules.tavern_tricks.observation import PASS_PHASE, STAKE_PHASE
from rules.tavern_tricks.primacy import DRAGON_TIER, NEITHER, standings, trick_winner
from rules.tavern_tricks.state import PLAIN_SPECIALTIES, TavernTricksState

PLAIN_KINDS = frozenset({None, "fates", "thief"})  # cards that leave the judging to the numbers
BEATEN = 0.25  # the chance to keep a trick a later seat holds a card to take
DRAGON_KEY = 5 * 64  # a qualifying Dragon's sort key: above every battle card


class TavernTricksRollout:
    """``policy(state, seat) -> action``: one of ``state.legal_actions(seat)``."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)
        self._hand: list[Any] = []  # the hand of the seat deciding now

    def __call__(self, state: TavernTricksState, seat: int) -> Any:
        phase = state.phase
        if phase == PASS_PHASE:
            return self._pass(state, seat)
        if phase == STAKE_PHASE:
            return self._stake(state, seat)
        options, scores = self._play(state, seat)
        top = max(scores)
        best = [a for a, s in zip(options, scores) if s == top]
        return best[0] if len(best) == 1 else best[int(self.rng.random() * len(best))]

    def ranked(self, state: TavernTricksState, seat: int) -> list[Any]:
        """The moves this policy weighs for ``seat``, its favourite first: the order in which a
        search may widen its candidates (passes: the triples of its five least useful cards;
        stakes: nearest its own first)."""
        phase = state.phase
        if phase == PASS_PHASE:
            values = keep_values(None)
            spare = sorted(state.hands[seat], key=lambda c: values[c.index])[:5]
            triples = sorted(combinations(spare, 3), key=lambda t: sum(values[c.index] for c in t))
            return [pass_action(*t) for t in triples]
        if phase == STAKE_PHASE:
            chosen = self._stake(state, seat)
            return sorted(state.legal_actions(seat), key=lambda a: abs(a.coins - chosen.coins))
        options, scores = self._play(state, seat)
        return [options[i] for i in sorted(range(len(options)), key=lambda i: -scores[i])]

    # --- pass and stake -------------------------------------------------------------------------
    def _pass(self, state: TavernTricksState, seat: int) -> Any:
        values = keep_values(None)
        rng = self.rng
        keyed = sorted(state.hands[seat], key=lambda c: (values[c.index], rng.random()))
        return pass_action(*keyed[:3])

    def _stake(self, state: TavernTricksState, seat: int) -> Any:
        values = keep_values(state.dice)
        strong = sum(1 for c in state.hands[seat] if values[c.index] >= STRONG)
        want = 3 if strong >= 4 else 2 if strong >= 2 else 1
        return stake_action(max(1, min(want, state.coins[seat], 3)))

    # --- tricks ---------------------------------------------------------------------------------
    def _play(self, state: TavernTricksState, seat: int) -> tuple[list[Any], list[float]]:
        """One play per card and its score."""
        hand = state.hands[seat]
        kinds = specialties()
        if len(hand) == 1 and (kinds[hand[0].index] is None or kinds[hand[0].index] in PLAIN_SPECIALTIES):
            return [play_actions().actions[hand[0].index]], [0.0]  # the last card, with one way to play it
        dice: tuple[str, str] = state.dice or ("H", "sword")
        trick = state.trick
        n = state.players
        keys = dice_keys(dice)
        values = keep_values(dice)
        last = len(trick) == n - 1
        later = [(seat + i) % n for i in range(1, n - len(trick))]
        coins = state.coins
        richest = max(coins) > coins[seat]
        plain = all(kinds[c.index] in PLAIN_KINDS for _, c, _ in trick)
        bent: _Bent | None = None
        if plain:
            best = max((keys[c.index] for _, c, _ in trick), default=-1)
            top = [s for s, c, _ in trick if keys[c.index] == best]
        else:  # the specialty cards already in the trick bend how a battle card counts
            bent = _Bent(trick, dice)
            best, top = bent.best, bent.top
        before = top[0] if best >= 0 and len(top) == 1 else None
        most = max(state.tricks_won)
        self._hand = hand
        options = self._one_per_card(state, seat, before, dice)
        if len(options) == 1:
            return options, [0.0]
        scores = []
        for action in options:
            card = action.card
            kind = kinds[card.index]
            keep = values[card.index]
            if kind == "thief":
                scores.append((60.0 if richest else 0.0) - keep)
                continue
            if kind == "fates":
                scores.append(-keep - FATES_RELUCTANCE)
                continue
            if kind is None:
                mine = keys[card.index] if bent is None else bent.key(seat, card)
                wins = mine > best
                after = seat if wins else None if mine == best else before
            else:
                after = trick_winner((*trick, (seat, card, play_choice(action))), dice)
                wins = after == seat
            if wins:
                sure = last or kind is not None or not _beaten(keys[card.index], later, state.hands, keys, dice)
                scores.append((WIN_NOW if sure else BEATEN * WIN_NOW) - keep + (100.0 if last else 0.0))
            elif before is not None and after != before:
                scores.append(-keep + DENIAL + (DENIAL if state.tricks_won[before] == most else 0.0))
            else:
                scores.append(-keep)
        return options, scores

    def _one_per_card(self, state: TavernTricksState, seat: int, before: int | None, dice: tuple[str, str]) -> list[Any]:
        """One legal play per card in hand, built straight from the hand (not by sifting
        ``legal_actions``): a Bow aimed at the seat now winning, a Shield at its weapon, a
        Doppleganger copying the race and the weapon that match the dice (else the first ones),
        a Thief robbing any of the richest; at random among the rest where none is aimed."""
        plays = play_actions().actions
        kinds = specialties()
        rng = self.rng
        trick = state.trick
        out: list[Any] = []
        for card in self._hand:
            kind = kinds[card.index]
            if kind is None or kind in PLAIN_SPECIALTIES:
                out.append(plays[card.index])
            elif kind == "bow":
                targets = [t for t in range(state.players) if t != seat]
                target = before if before in targets else targets[int(rng.random() * len(targets))]
                out.append(bow_action(card, target))
            elif kind == "shield":
                winning = next((c for s, c, _ in trick if s == before), None)
                weapon = weapon_of(winning) if winning is not None else None
                if weapon not in WEAPONS:
                    weapon = WEAPONS[int(rng.random() * len(WEAPONS))]
                out.append(shield_action(card, weapon))
            elif kind == "doppleganger":
                out.append(self._doppel(card, trick, dice))
            else:  # thief
                victims = state.thief_victims(seat)
                if len(victims) > 1:
                    out.append(thief_action(card, victims[int(rng.random() * len(victims))]))
                else:
                    out.append(plays[card.index])
        return out

    def _doppel(self, card: Any, trick: list[Any], dice: tuple[str, str]) -> Any:
        """A Doppleganger's play: copying the race and the weapon that match the dice, else a
        race that matches, else a weapon that matches, else any pair of the trick's battle cards."""
        battle = [c for _, c, _ in trick if is_battle(c)]
        if not battle:
            return play_actions().actions[card.index]
        pairs = [(r, w) for r in battle for w in battle]
        if len(pairs) > 1:
            race, weapon = dice
            aimed = [(r, w) for r, w in pairs if race_of(r) == race and weapon_of(w) == weapon]
            aimed = aimed or [(r, w) for r, w in pairs if race_of(r) == race]
            aimed = aimed or [(r, w) for r, w in pairs if weapon_of(w) == weapon]
            pool = aimed or pairs
            pairs = [pool[0] if len(pool) == 1 else pool[int(self.rng.random() * len(pool))]]
        return doppel_action(card, *pairs[0])


@cache
def dice_keys(dice: tuple[str, str]) -> tuple[int, ...]:
    """Per card index, a battle card's sort key under ``dice`` (64 per tier it reaches, then its
    number); -1 for a specialty card."""
    race, weapon = dice
    out = []
    for card in tavern_deck():
        if race_of(card) is None:
            out.append(-1)
        else:
            out.append(64 * (2 * (race_of(card) == race) + (weapon_of(card) == weapon)) + card.rank)
    return tuple(out)


@cache
def keep_values(dice: tuple[str, str] | None) -> tuple[float, ...]:
    """Per card index, what keeping it is worth under ``dice`` (``easy.card_value``)."""
    return tuple(card_value(c, dice) for c in tavern_deck())


class _Bent:
    """A trick holding specialty cards that bend it (Bows, Shields, Crowns, Dragons,
    Dopplegangers): the best sort key among its cards, judged once by the rules' own
    ``standings``, and the key of a battle card added to it under the same effects."""

    __slots__ = ("best", "bowed", "chaos_crown", "dice", "order_crown", "shields", "top")

    def __init__(self, trick: list[Any], dice: tuple[str, str]) -> None:
        self.dice = dice
        self.shields: set[str] = set()
        self.bowed: set[int] = set()
        self.order_crown = self.chaos_crown = False
        kinds = specialties()
        for _seat, card, choice in trick:
            kind = kinds[card.index]
            if kind == "shield":
                self.shields.add(choice)
            elif kind == "bow":
                self.bowed.add(choice)
            elif kind == "order_crown":
                self.order_crown = True
            elif kind == "chaos_crown":
                self.chaos_crown = True
        self.best = -1
        self.top: list[int] = []
        for (seat, _card, _choice), standing in zip(trick, standings(trick, dice)):
            if not standing.can_win:
                continue
            key = DRAGON_KEY if standing.tier == DRAGON_TIER else 64 * (NEITHER - standing.tier) + standing.number
            if key > self.best:
                self.best, self.top = key, [seat]
            elif key == self.best:
                self.top.append(seat)

    def key(self, seat: int, card: Any) -> int:
        """The sort key of battle card ``card`` played by ``seat`` now (-1: it cannot win)."""
        if seat in self.bowed:
            return -1
        die_race, die_weapon = self.dice
        race = card.suit
        weapon = weapon_of(card)
        race_match = race == die_race or (self.order_crown and race in ORDER) or (self.chaos_crown and race in CHAOS)
        weapon_match = weapon == die_weapon and weapon not in self.shields
        return 64 * (2 * race_match + weapon_match) + card.rank


def _beaten(mine: int, later: list[int], hands: list[list[Any]], keys: tuple[int, ...], dice: tuple[str, str]) -> bool:
    """Whether a seat still to play holds a battle card above ``mine``, a Dragon that qualifies
    under the dice, or a Bow."""
    kinds = specialties()
    dragon = "order_dragon" if dice[0] in ORDER else "chaos_dragon" if dice[0] in CHAOS else ""
    for s in later:
        for c in hands[s]:
            i = c.index
            if keys[i] > mine:
                return True
            kind = kinds[i]
            if kind is not None and (kind == dragon or kind == "bow"):
                return True
    return False
