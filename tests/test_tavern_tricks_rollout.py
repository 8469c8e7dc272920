"""Tavern Tricks' fast playout policy (rules/tavern_tricks/rollout.py) weighs one play per card,
built straight from the hand: every one of them legal, one for each card held, and aimed the way
its docstring says (a Bow at the seat now winning the trick, a Shield at that card's weapon)."""

from __future__ import annotations

import random
from collections.abc import Iterator

from rules.core.registry import new_game
from rules.tavern_tricks.actions import BowAction, ShieldAction
from rules.tavern_tricks.deck import WEAPONS, weapon_of
from rules.tavern_tricks.observation import TRICK_PHASE
from rules.tavern_tricks.primacy import trick_winner
from rules.tavern_tricks.rollout import TavernTricksRollout
from rules.tavern_tricks.state import TavernTricksState


def _trick_turns(games: int) -> Iterator[tuple[TavernTricksState, int]]:
    """Every turn to play a card in ``games`` games per player count, the policy in each seat."""
    for players in (3, 4, 5, 6):
        for game in range(games):
            state = new_game("tavern_tricks", players, seed=game)
            policy = TavernTricksRollout(seed=game)
            while not state.is_over():
                seat = state.to_move()[0]
                if state.phase == TRICK_PHASE:
                    yield state, seat
                state.apply(seat, policy(state, seat))


def test_one_legal_play_for_each_card_in_hand() -> None:
    policy = TavernTricksRollout(seed=5)
    seen = 0
    for state, seat in _trick_turns(8):
        options = policy.ranked(state, seat)
        legal = state.legal_actions(seat)
        assert all(a in legal for a in options)
        assert sorted(a.card.index for a in options) == sorted(c.index for c in state.hands[seat])
        seen += 1
    assert seen > 500


def test_bows_and_shields_aim_at_the_card_now_winning() -> None:
    policy = TavernTricksRollout(seed=9)
    aimed = {BowAction: 0, ShieldAction: 0}
    rng = random.Random(3)
    for state, seat in _trick_turns(12):
        if not state.trick or rng.random() < 0.5:
            continue
        winner = trick_winner(state.trick, state.dice)  # type: ignore[arg-type]
        if winner is None:
            continue
        winning = next(c for s, c, _ in state.trick if s == winner)
        for action in policy.ranked(state, seat):
            if type(action) is BowAction:
                assert action.target == winner
                aimed[BowAction] += 1
            elif type(action) is ShieldAction and weapon_of(winning) in WEAPONS:
                assert action.weapon == weapon_of(winning)
                aimed[ShieldAction] += 1
    assert aimed[BowAction] > 10 and aimed[ShieldAction] > 10, aimed
