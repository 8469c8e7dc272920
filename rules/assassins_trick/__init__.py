"""Assassin's Trick: two or three players bid cards of their suit, face down, for prize cards."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rules.core.options import OptionSpec

if TYPE_CHECKING:
    from rules.assassins_trick.easy import EasyBot
    from rules.assassins_trick.inference import AssassinsBelief
    from rules.assassins_trick.observation import AssassinsTrickObservation
    from rules.core.actions import CardAction
    from rules.core.bots import RolloutPolicy
    from rules.core.events import SeatName
    from rules.core.registry import GameInfo


def _easy_bot(seed: int) -> EasyBot:
    from rules.assassins_trick.easy import EasyBot

    return EasyBot(seed)


def _rollout(seed: int) -> RolloutPolicy:
    from rules.assassins_trick.rollout import rollout_policy

    return rollout_policy(seed)


def _belief(observation: AssassinsTrickObservation, careless: frozenset[int] = frozenset()) -> AssassinsBelief:
    """``careless`` is not used: this game's reading names no careless seats."""
    from rules.assassins_trick.inference import AssassinsBelief

    return AssassinsBelief(observation)


def _move_reason(observation: AssassinsTrickObservation, action: CardAction, name: SeatName) -> str:
    from rules.assassins_trick.hint import move_reason

    return move_reason(observation, action, name)


def game_info() -> GameInfo:
    from rules.assassins_trick.state import AssassinsTrickState
    from rules.assassins_trick.text import RULES_TEXT, SUMMARY
    from rules.core.registry import GameInfo

    return GameInfo(
        id="assassins_trick",
        title="Assassin's Trick",
        player_counts=(2, 3),
        deal_is_game=True,
        options=(
            OptionSpec(
                key="jokers",
                label="Jokers",
                choices=(0, 1, 2),
                default=0,
                help="Jokers shuffled into the prize deck; winning one takes the next prize instead.",
            ),
        ),
        rules_text=RULES_TEXT,
        summary=SUMMARY,
        state_class=AssassinsTrickState,
        lower_is_better=False,
        bots={"easy": _easy_bot},
        rollout=_rollout,
        belief=_belief,
        search_opponents="policy-all",  # the others bid by the habits read (docs/search.md)
        move_reason=_move_reason,
        bench_players=3,
        main_players=2,
        speed_targets={"random_actions_per_s": 100_000, "easy_decisions_per_s": 5_000},
    )
