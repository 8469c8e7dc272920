"""The Trickster Proposition: The Copper Trickster's 2-player game, with Ea-Nasir as a third party."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from rules.core.events import SeatName
    from rules.core.bots import RolloutPolicy
    from rules.core.registry import GameInfo
    from rules.trickster_proposition.actions import Action
    from rules.trickster_proposition.easy import EasyBot
    from rules.trickster_proposition.observation import TricksterPropositionObservation


def _easy_bot(seed: int) -> EasyBot:
    from rules.trickster_proposition.easy import EasyBot

    return EasyBot(seed)


def _rollout(seed: int) -> RolloutPolicy:
    from rules.trickster_proposition.rollout import rollout_policy

    return rollout_policy(seed)


def _move_reason(observation: TricksterPropositionObservation, action: Action, name: SeatName) -> str:
    from rules.trickster_proposition.hint import move_reason

    return move_reason(observation, action, name)


def game_info() -> GameInfo:
    from rules.core.registry import GameInfo
    from rules.trickster_proposition.state import TricksterPropositionState
    from rules.trickster_proposition.text import RULES_TEXT, SUMMARY

    return GameInfo(
        id="trickster_proposition",
        title="The Trickster Proposition",
        player_counts=(2,),
        options=(),
        rules_text=RULES_TEXT,
        summary=SUMMARY,
        state_class=TricksterPropositionState,
        lower_is_better=False,
        bots={"easy": _easy_bot},
        rollout=_rollout,
        move_reason=_move_reason,
        bench_players=2,
        speed_targets={"random_actions_per_s": 100_000, "easy_decisions_per_s": 5_000},
        family="copper_trickster",
    )
